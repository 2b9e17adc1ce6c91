ALTER TABLE outbox DROP COLUMN audience;
