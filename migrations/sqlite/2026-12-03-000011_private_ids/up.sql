-- Messages are numbered 1, 2, 3 ... in their channel: a reader of one
-- channel learns nothing of the others from the numbers (the global id
-- stays internal). Battle files get random ids from now on (in the code).
ALTER TABLE messages ADD COLUMN n BIGINT NOT NULL DEFAULT 0;
UPDATE messages SET n = (
    SELECT COUNT(*) FROM messages m2
    WHERE m2.campaign_id = messages.campaign_id
      AND m2.channel = messages.channel
      AND m2.id <= messages.id
);
CREATE UNIQUE INDEX messages_channel_n ON messages (campaign_id, channel, n);
