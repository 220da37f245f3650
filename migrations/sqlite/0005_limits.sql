-- Attempts counted against limits: log-ins (per account, per IP address, per
-- known browser) and new userids (per IP address). In the database, so that
-- every server process counts the same attempts and a restart forgets none.
-- One row an attempt and bucket; an attempt is counted before the password
-- is hashed, and its rows are removed again when it turns out not to count
-- (a log-in that succeeded, a sign-up that created no userid). Counting reads
-- a bucket's window (bucket, at); pruning removes old rows (at).
CREATE TABLE limit_attempts (
    attempt TEXT NOT NULL,
    bucket  TEXT NOT NULL,
    at      INTEGER NOT NULL,
    PRIMARY KEY (attempt, bucket)
);
CREATE INDEX limit_attempts_bucket_at ON limit_attempts (bucket, at);
CREATE INDEX limit_attempts_at ON limit_attempts (at);

-- Keys the server makes once and every process shares (the key that signs
-- known-browser cookies).
CREATE TABLE secrets (
    name       TEXT PRIMARY KEY NOT NULL,
    value      TEXT NOT NULL,
    created_at INTEGER NOT NULL
);

-- Invitations to create a userid when sign-ups are by invitation: the
-- SHA-256 (hex) of the code, used once, until it expires.
CREATE TABLE invites (
    code_hash  TEXT PRIMARY KEY NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_by    TEXT REFERENCES users(id) ON DELETE SET NULL,
    used_at    INTEGER
);
