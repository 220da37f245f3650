-- The whole schema the server grows into. Timestamps are integer Unix
-- milliseconds (UTC) on both databases so both behave identically; ids are
-- UUIDs, stored as their hyphenated text here.

CREATE TABLE users (
    id            TEXT PRIMARY KEY NOT NULL,
    username      TEXT NOT NULL,
    -- the lower-cased name: names are unique without regard to case
    username_key  TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    is_admin      INTEGER NOT NULL DEFAULT 0,
    created_at    INTEGER NOT NULL
);

CREATE TABLE games (
    id              TEXT PRIMARY KEY NOT NULL,
    variant         TEXT NOT NULL,            -- a game id of RULES.md, e.g. 'halma-8x8'
    camp            TEXT NOT NULL,            -- 'deadline 30', 'fill', ...
    repetition      TEXT NOT NULL DEFAULT 'auto' CHECK (repetition IN ('auto', 'claim')),
    white_id        TEXT NOT NULL REFERENCES users(id),
    black_id        TEXT NOT NULL REFERENCES users(id),
    days_per_move   INTEGER NOT NULL,
    status          TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'claim', 'finished')),
    result          TEXT CHECK (result IN ('1-0', '0-1', '1/2-1/2')),
    reason          TEXT,
    -- moves recorded so far; every write checks and bumps it (optimistic concurrency)
    ply             INTEGER NOT NULL DEFAULT 0,
    -- a cache of the position after the move list; the move list is the truth
    position        TEXT NOT NULL,
    -- the player to move while the game is active; NULL while a draw claim waits
    -- for an admin and once the game is over
    to_move_id      TEXT REFERENCES users(id),
    turn_started_at INTEGER NOT NULL,
    turn_deadline   INTEGER NOT NULL,         -- when the side to move runs out of time
    white_time_used INTEGER NOT NULL DEFAULT 0,
    black_time_used INTEGER NOT NULL DEFAULT 0,
    draw_offered_by TEXT REFERENCES users(id),
    created_at      INTEGER NOT NULL,
    finished_at     INTEGER
);
-- The status page: games to move in (most urgent first), games waiting on the
-- opponent, recently finished games; each list is one index range.
CREATE INDEX games_to_move ON games (to_move_id, turn_deadline);
CREATE INDEX games_white_status ON games (white_id, status, finished_at);
CREATE INDEX games_black_status ON games (black_id, status, finished_at);
CREATE INDEX games_status_deadline ON games (status, turn_deadline);

CREATE TABLE moves (
    game_id      TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    number       INTEGER NOT NULL,            -- the ply, counted from 1
    path         TEXT NOT NULL,               -- 'g2-f3', 'h1-f3-d5', 'pass'
    position_key TEXT NOT NULL,               -- placement and side to move after the move
    played_at    INTEGER NOT NULL,
    PRIMARY KEY (game_id, number)
);
CREATE INDEX moves_repetition ON moves (game_id, position_key);

CREATE TABLE offers (
    id            TEXT PRIMARY KEY NOT NULL,
    poster_id     TEXT NOT NULL REFERENCES users(id),
    variant       TEXT NOT NULL,
    camp          TEXT NOT NULL,
    repetition    TEXT NOT NULL DEFAULT 'auto' CHECK (repetition IN ('auto', 'claim')),
    colour        TEXT NOT NULL CHECK (colour IN ('white', 'black', 'random')),
    days_per_move INTEGER NOT NULL,
    invited_id    TEXT REFERENCES users(id),
    automatch     INTEGER NOT NULL DEFAULT 0,
    created_at    INTEGER NOT NULL
);
-- A player's own offers (status page, the offer limit); invitations to a player;
-- the waiting room (invited_id IS NULL, oldest first); Auto-Match partners.
CREATE INDEX offers_poster ON offers (poster_id, created_at);
CREATE INDEX offers_invited ON offers (invited_id, created_at);
CREATE INDEX offers_open ON offers (automatch, variant, created_at);

CREATE TABLE draw_claims (
    id          TEXT PRIMARY KEY NOT NULL,
    game_id     TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    claimant_id TEXT NOT NULL REFERENCES users(id),
    ply         INTEGER NOT NULL,             -- the game's ply when the claim was made
    path        TEXT NOT NULL,                -- the move claimed with, not played
    status      TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
    created_at  INTEGER NOT NULL,
    decided_by  TEXT REFERENCES users(id),
    decided_at  INTEGER,
    reason      TEXT
);
CREATE INDEX draw_claims_status ON draw_claims (status, created_at);
CREATE INDEX draw_claims_game ON draw_claims (game_id, created_at);

CREATE TABLE audit_log (
    id         TEXT PRIMARY KEY NOT NULL,
    admin_id   TEXT NOT NULL REFERENCES users(id),
    game_id    TEXT REFERENCES games(id),
    action     TEXT NOT NULL,
    reason     TEXT NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE INDEX audit_log_game ON audit_log (game_id);
CREATE INDEX audit_log_created ON audit_log (created_at);

-- One row (id = 1): when the server last proved it was running, so that time
-- it was down can be given back to the clocks.
CREATE TABLE heartbeat (
    id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
    at INTEGER NOT NULL
);

-- Log-in sessions live in the `tower_sessions` table that the session store
-- (tower-sessions-sqlx-store) creates and keeps itself, next to these.
