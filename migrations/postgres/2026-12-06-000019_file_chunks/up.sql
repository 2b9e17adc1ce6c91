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
    data BYTEA NOT NULL,
    PRIMARY KEY (file_id, seq)
);
CREATE TABLE file_uploads (
    id BIGINT PRIMARY KEY NOT NULL,
    campaign_id BIGINT NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
    started_at TIMESTAMP NOT NULL
);
CREATE INDEX file_uploads_started ON file_uploads (started_at);
INSERT INTO file_chunks (file_id, seq, data)
SELECT b.id, s.seq, substring(b.data FROM s.seq * 65536 + 1 FOR 65536)
FROM battle_files b,
     generate_series(0, greatest((length(b.data) - 1) / 65536, 0)) AS s(seq);
ALTER TABLE battle_files DROP COLUMN data;
