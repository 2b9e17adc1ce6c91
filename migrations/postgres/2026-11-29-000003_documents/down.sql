DROP TABLE campaign_drafts;
ALTER TABLE campaigns ADD COLUMN state_json TEXT NOT NULL DEFAULT '{}';
UPDATE campaigns SET state_json = (SELECT s.state_json FROM campaign_states s WHERE s.campaign_id = campaigns.id);
DROP TABLE campaign_states;
