ALTER TABLE battle_files ADD COLUMN data BLOB NOT NULL DEFAULT x'';
UPDATE battle_files SET data = (
    SELECT unhex(group_concat(hex(c.data), '')) FROM
        (SELECT data FROM file_chunks WHERE file_id = battle_files.id ORDER BY seq) c
);
DROP TABLE file_uploads;
DROP TABLE file_chunks;
