-- Draft ids are counted per side, apart from the public id counter, so that
-- no id the other side sees tells how many drafts were made (R6.2).
ALTER TABLE campaign_drafts ADD COLUMN allied_seq BIGINT NOT NULL DEFAULT 0;
ALTER TABLE campaign_drafts ADD COLUMN axis_seq BIGINT NOT NULL DEFAULT 0;
-- A history entry may carry a fuller text for one side (and the GM), e.g.
-- the names of that side's own units; everyone else reads "summary".
ALTER TABLE events ADD COLUMN inner_side TEXT;
ALTER TABLE events ADD COLUMN inner_summary TEXT;
