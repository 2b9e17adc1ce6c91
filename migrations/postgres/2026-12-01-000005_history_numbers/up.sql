-- Each history entry carries, per audience, how many entries that audience
-- could read up to and including it: the number each reader sees. Numbers
-- from one sequence would let a reader count the entries hidden from them
-- (the other side's drafts) by the gaps.
ALTER TABLE events ADD COLUMN n_all BIGINT NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN n_allies BIGINT NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN n_axis BIGINT NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN n_gm BIGINT NOT NULL DEFAULT 0;
UPDATE events SET
  n_all = (SELECT COUNT(*) FROM events e WHERE e.campaign_id = events.campaign_id AND e.id <= events.id AND e.visibility = 'all'),
  n_allies = (SELECT COUNT(*) FROM events e WHERE e.campaign_id = events.campaign_id AND e.id <= events.id AND e.visibility IN ('all', 'allies')),
  n_axis = (SELECT COUNT(*) FROM events e WHERE e.campaign_id = events.campaign_id AND e.id <= events.id AND e.visibility IN ('all', 'axis')),
  n_gm = (SELECT COUNT(*) FROM events e WHERE e.campaign_id = events.campaign_id AND e.id <= events.id);
CREATE INDEX events_campaign_round ON events (campaign_id, round, id);
