-- Log-in sessions, kept by the server itself: the cookie carries a random
-- token, this table its SHA-256 (hex), the user, the session's form token and
-- when it expires (30 days after the last visit, moved at most once a day).
-- Anonymous visitors have no row.
CREATE TABLE sessions (
    id         TEXT PRIMARY KEY NOT NULL,
    user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    csrf       TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

-- The session library used before kept its own table; its sessions end here.
DROP TABLE IF EXISTS tower_sessions;
