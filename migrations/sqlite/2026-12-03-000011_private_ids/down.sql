DROP INDEX messages_channel_n;
ALTER TABLE messages DROP COLUMN n;
