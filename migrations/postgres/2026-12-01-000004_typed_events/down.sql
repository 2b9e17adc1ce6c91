ALTER TABLE events DROP COLUMN inner_summary;
ALTER TABLE events DROP COLUMN inner_side;
ALTER TABLE campaign_drafts DROP COLUMN axis_seq;
ALTER TABLE campaign_drafts DROP COLUMN allied_seq;
