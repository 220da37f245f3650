-- Notifications: each player's mail settings, the outbox of mails to send,
-- and the secrets of the private feed and the unsubscribe links.

CREATE TABLE notification_settings (
    user_id         UUID PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    -- the verified address mail goes to; NULL until one is verified
    email           TEXT,
    -- an address typed in and not yet verified, with the SHA-256 (hex) of the
    -- secret its verification link carries
    pending_email   TEXT,
    verify_hash     TEXT UNIQUE,
    on_turn         BOOLEAN NOT NULL DEFAULT FALSE,
    digest          BOOLEAN NOT NULL DEFAULT FALSE,
    digest_hour     BIGINT NOT NULL DEFAULT 8 CHECK (digest_hour BETWEEN 0 AND 23),
    low_time        BOOLEAN NOT NULL DEFAULT FALSE,
    invitations     BOOLEAN NOT NULL DEFAULT FALSE,
    -- one turn mail per absence: cleared when a turn mail is written, set
    -- again by the player's next visit
    turn_armed      BOOLEAN NOT NULL DEFAULT TRUE,
    -- when the next daily digest is due (UTC milliseconds), while `digest` is on
    next_digest_at  BIGINT,
    -- the random secret that signs this player's unsubscribe links
    unsubscribe_key TEXT NOT NULL,
    -- the random secret of the private feed's address, once one was made
    feed_token      TEXT UNIQUE,
    updated_at      BIGINT NOT NULL
);
-- The digest sweep reads the digests due, not every player.
CREATE INDEX notification_digest_due ON notification_settings (next_digest_at)
    WHERE next_digest_at IS NOT NULL;

CREATE TABLE outbox (
    id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id         UUID NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    -- 'verify', 'turn', 'digest', 'low_time', 'invitation', 'message'
    kind            TEXT NOT NULL,
    to_address      TEXT NOT NULL,
    game_id         UUID,
    -- what the mail is about, so that one event writes one row at most
    dedupe          TEXT NOT NULL UNIQUE,
    -- the secret of a verification link (only for 'verify' rows)
    secret          TEXT,
    created_at      BIGINT NOT NULL,
    next_attempt_at BIGINT NOT NULL,
    attempts        BIGINT NOT NULL DEFAULT 0,
    -- a sender's lease: no other sender takes the row before then
    claimed_until   BIGINT,
    sent_at         BIGINT,
    failed_at       BIGINT,
    last_error      TEXT
);
-- The sender reads the rows due, oldest first.
CREATE INDEX outbox_due ON outbox (next_attempt_at)
    WHERE sent_at IS NULL AND failed_at IS NULL;
