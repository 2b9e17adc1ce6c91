-- A campaign's webhooks: where to post (the URL is a secret: Discord's
-- carries its token), in which format, and which events (comma-separated).
-- Deliveries go through the outbox (to_email "webhook:<id>").
CREATE TABLE webhooks (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    campaign_id BIGINT NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
    url TEXT NOT NULL,
    format TEXT NOT NULL,
    events TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX webhooks_campaign ON webhooks (campaign_id);
