DROP TABLE mail_prefs;
DROP TABLE outbox;
ALTER TABLE users DROP COLUMN calendar_token;
ALTER TABLE users DROP COLUMN digest_hour;
