-- The campaign row keeps only what every request reads (name, map, version);
-- the state document moves to its own table, and the drafted moves with the
-- id counter to a third. Drafting, the most frequent change, then writes two
-- small rows instead of the whole document, and reading the version no longer
-- walks the document's pages.
CREATE TABLE campaign_states (
    campaign_id BIGINT PRIMARY KEY REFERENCES campaigns(id) ON DELETE CASCADE,
    state_json TEXT NOT NULL
);
INSERT INTO campaign_states (campaign_id, state_json) SELECT id, state_json FROM campaigns;
ALTER TABLE campaigns DROP COLUMN state_json;

-- When a row exists it is authoritative over "drafts" and "next_id" in the
-- state document.
CREATE TABLE campaign_drafts (
    campaign_id BIGINT PRIMARY KEY REFERENCES campaigns(id) ON DELETE CASCADE,
    next_id BIGINT NOT NULL,
    drafts_json TEXT NOT NULL
);
