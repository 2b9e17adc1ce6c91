DROP INDEX campaigns_clock_at;
ALTER TABLE campaigns DROP COLUMN clock_at;
