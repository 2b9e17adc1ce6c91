-- The language what a campaign sends to the public or a forum is written in
-- (#44): the turn report, webhooks, the animated map's captions. The GM
-- chooses it.
ALTER TABLE campaigns ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
