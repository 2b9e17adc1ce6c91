ALTER TABLE campaigns DROP COLUMN language;
