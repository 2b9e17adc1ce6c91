-- The audience a campaign notice was drawn for (#40): "gm", "allies",
-- "axis" or "public"; delivery drops it when its reader no longer reads
-- that audience (a member removed, or moved to the other side). NULL:
-- account mail and webhooks, which nobody's side changes.
ALTER TABLE outbox ADD COLUMN audience TEXT;
