-- Files attached to a battle (saves, screenshots, PDFs), kept in the
-- database so that backups, exports and several instances need no shared
-- disk. `kind` is what the content is (checked by its bytes).
CREATE TABLE battle_files (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    campaign_id BIGINT NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
    battle_id BIGINT NOT NULL,
    uploader_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    side TEXT,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    size BIGINT NOT NULL,
    sha256 TEXT NOT NULL,
    gm_only BOOLEAN NOT NULL,
    created_at TIMESTAMP NOT NULL,
    data BYTEA NOT NULL
);
CREATE INDEX battle_files_battle ON battle_files (campaign_id, battle_id, id);
