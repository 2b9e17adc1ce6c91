DROP INDEX events_campaign_round;
ALTER TABLE events DROP COLUMN n_gm;
ALTER TABLE events DROP COLUMN n_axis;
ALTER TABLE events DROP COLUMN n_allies;
ALTER TABLE events DROP COLUMN n_all;
