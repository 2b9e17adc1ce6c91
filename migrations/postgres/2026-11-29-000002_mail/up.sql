-- Transactional outbox: written in the same transaction as the event.
CREATE TABLE outbox (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    campaign_id BIGINT REFERENCES campaigns(id) ON DELETE CASCADE,
    event_key TEXT NOT NULL,
    user_id BIGINT REFERENCES users(id) ON DELETE CASCADE,
    to_email TEXT NOT NULL,
    category TEXT NOT NULL,
    subject TEXT NOT NULL,
    body_text TEXT NOT NULL,
    body_html TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending',
    attempts INTEGER NOT NULL DEFAULT 0,
    -- When the message may be (re)sent; a worker claims a message by moving
    -- this 5 minutes ahead, so a crash mid-send makes it due again.
    send_after TIMESTAMP NOT NULL,
    last_error TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL DEFAULT (now() AT TIME ZONE 'utc'),
    sent_at TIMESTAMP,
    UNIQUE (event_key, to_email)
);
CREATE INDEX outbox_due ON outbox (status, send_after);

CREATE TABLE mail_prefs (
    user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    category TEXT NOT NULL,
    mode TEXT NOT NULL,
    PRIMARY KEY (user_id, category)
);

ALTER TABLE users ADD COLUMN digest_hour INTEGER NOT NULL DEFAULT 18;
ALTER TABLE users ADD COLUMN calendar_token TEXT;
