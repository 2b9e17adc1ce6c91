-- When the server's clock next acts on a campaign (its phase deadline,
-- unless paused or not running; #26, R5.7). Kept by every state save and
-- refreshed from the states when the server starts.
ALTER TABLE campaigns ADD COLUMN clock_at TIMESTAMP;
CREATE INDEX campaigns_clock_at ON campaigns (clock_at);
