-- Table talk: one row per message, in a channel ("public", "allies",
-- "axis", "desk:<user>", "battle:<id>"); a deleted message keeps its row
-- (who deleted it, when) so the channel shows the trace.
CREATE TABLE messages (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    campaign_id BIGINT NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
    channel TEXT NOT NULL,
    author_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    body TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    edited_at TIMESTAMP,
    deleted_at TIMESTAMP,
    deleted_by BIGINT
);
CREATE INDEX messages_channel ON messages (campaign_id, channel, id);
-- How far each member has read each channel.
CREATE TABLE message_reads (
    campaign_id BIGINT NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    channel TEXT NOT NULL,
    last_read BIGINT NOT NULL,
    PRIMARY KEY (campaign_id, user_id, channel)
);
