-- Personal API tokens: requests to /api/v1 carry one as a bearer token. The
-- database keeps only the SHA-256 (hex) of each, so a copy of this table
-- opens nothing; a revoked token stays listed, marked.
CREATE TABLE api_tokens (
    id           TEXT PRIMARY KEY NOT NULL,
    user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    token_hash   TEXT NOT NULL UNIQUE,
    created_at   INTEGER NOT NULL,
    revoked_at   INTEGER
);
-- A player's tokens, newest first.
CREATE INDEX api_tokens_user ON api_tokens (user_id, created_at);
