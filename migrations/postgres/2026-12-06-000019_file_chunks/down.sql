ALTER TABLE battle_files ADD COLUMN data BYTEA NOT NULL DEFAULT '';
UPDATE battle_files SET data = COALESCE(
    (SELECT string_agg(c.data, ''::bytea ORDER BY c.seq) FROM file_chunks c WHERE c.file_id = battle_files.id),
    ''::bytea);
DROP TABLE file_uploads;
DROP TABLE file_chunks;
