-- A member's private notepad (one per member and campaign) and sealed
-- notes (#27): a sealed note opens to everyone when its round begins (or
-- when the campaign ends, with no round) and is never edited after.
CREATE TABLE notes (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    campaign_id BIGINT NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
    author_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    body TEXT NOT NULL,
    opens_round INTEGER,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX notes_campaign ON notes (campaign_id, kind, author_id);
