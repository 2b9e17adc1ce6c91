ALTER TABLE events DROP COLUMN inner_said;
ALTER TABLE events DROP COLUMN said;
