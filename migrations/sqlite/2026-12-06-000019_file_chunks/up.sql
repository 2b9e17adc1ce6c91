-- Battle files in chunks (#45): a file's bytes are rows of at most 64 KiB,
-- so an upload is written and a download read a chunk at a time, on both
-- backends, and no file is ever held whole in memory. An upload's chunks
-- are written under a staged id (`file_uploads`) as they arrive; the file's
-- row takes that id when the upload ends, in the transaction that counts
-- the campaign's room. A staged upload left behind (a closed connection, a
-- stopped server) is swept after a day.
CREATE TABLE file_chunks (
    file_id BIGINT NOT NULL,
    seq INTEGER NOT NULL,
    data BLOB NOT NULL,
    PRIMARY KEY (file_id, seq)
);
CREATE TABLE file_uploads (
    id BIGINT PRIMARY KEY NOT NULL,
    campaign_id BIGINT NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
    started_at TIMESTAMP NOT NULL
);
CREATE INDEX file_uploads_started ON file_uploads (started_at);
WITH RECURSIVE parts(id, seq) AS (
    SELECT id, 0 FROM battle_files
    UNION ALL
    SELECT parts.id, parts.seq + 1 FROM parts JOIN battle_files b ON b.id = parts.id
    WHERE (parts.seq + 1) * 65536 < length(b.data)
)
INSERT INTO file_chunks (file_id, seq, data)
SELECT p.id, p.seq, substr(b.data, p.seq * 65536 + 1, 65536)
FROM parts p JOIN battle_files b ON b.id = p.id;
ALTER TABLE battle_files DROP COLUMN data;
