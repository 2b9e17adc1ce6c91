-- A history entry's words as a message id and its arguments (#44), JSON, so
-- that each reader reads the entry in their own language; `summary` and
-- `inner_summary` keep the English. Entries written before have none and
-- are read in their English.
ALTER TABLE events ADD COLUMN said TEXT;
ALTER TABLE events ADD COLUMN inner_said TEXT;
