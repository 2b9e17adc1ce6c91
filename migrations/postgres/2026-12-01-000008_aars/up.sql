-- Each commander's after-action report of a battle: one per side, the
-- latest text kept.
CREATE TABLE battle_aars (
    campaign_id BIGINT NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
    battle_id BIGINT NOT NULL,
    side TEXT NOT NULL,
    author_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    body TEXT NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    PRIMARY KEY (campaign_id, battle_id, side)
);
