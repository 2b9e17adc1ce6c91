DROP TABLE snapshots;
DROP TABLE events;
DROP TABLE memberships;
DROP TABLE campaigns;
DROP TABLE user_tokens;
DROP TABLE api_tokens;
DROP TABLE users;
