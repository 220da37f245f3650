-- Tournaments: round robins (single or double), Swiss and knockout, with their
-- entrants and games. Times are Unix milliseconds.

-- A game a player forfeits by withdrawing from a tournament ends with the
-- termination `forfeit`. SQLite cannot alter a CHECK constraint in place: the
-- column's definition is rewritten in the schema (the on-disk format does not
-- change) and the schema read again.
PRAGMA writable_schema = ON;
UPDATE sqlite_schema SET sql = replace(sql, '''time'', ''admin'')', '''time'', ''admin'', ''forfeit'')')
    WHERE type = 'table' AND name = 'games';
PRAGMA writable_schema = RESET;

CREATE TABLE tournaments (
    id               TEXT PRIMARY KEY NOT NULL,
    name             TEXT NOT NULL,
    -- The terms of every game, as games and offers store them.
    variant          TEXT NOT NULL,
    camp             TEXT NOT NULL,
    repetition       TEXT NOT NULL CHECK (repetition IN ('auto', 'claim')),
    days_per_move    INTEGER NOT NULL,
    clock            TEXT NOT NULL CHECK (clock IN ('per-move', 'bank')),
    increment_days   INTEGER NOT NULL,
    cap_days         INTEGER NOT NULL,
    weekends_off     BOOLEAN NOT NULL,
    vacation_allowed BOOLEAN NOT NULL,
    rated            BOOLEAN NOT NULL,
    format           TEXT NOT NULL CHECK (format IN ('round_robin', 'double_round_robin', 'swiss', 'knockout')),
    -- Swiss: how many rounds.
    rounds           INTEGER NOT NULL,
    min_players      INTEGER NOT NULL,
    max_players      INTEGER NOT NULL,
    signup_deadline  INTEGER NOT NULL,
    status           TEXT NOT NULL CHECK (status IN ('announced', 'running', 'finished', 'cancelled')),
    -- The round being played (0 before the start); each next round or game is
    -- claimed by moving it on.
    current_round    INTEGER NOT NULL DEFAULT 0,
    winner_id        TEXT REFERENCES users(id),
    created_by       TEXT NOT NULL REFERENCES users(id),
    created_at       INTEGER NOT NULL,
    -- When it started, finished or was cancelled.
    ended_at         INTEGER
);
-- The job: announced tournaments whose deadline passed; running ones.
CREATE INDEX tournaments_status_deadline ON tournaments (status, signup_deadline);
CREATE INDEX tournaments_status_created ON tournaments (status, created_at);

CREATE TABLE tournament_entries (
    tournament_id TEXT NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    user_id       TEXT NOT NULL REFERENCES users(id),
    signed_at     INTEGER NOT NULL,
    -- Withdrawn after the start: the remaining games forfeited.
    withdrawn_at  INTEGER,
    -- The seed (1 the best) and the rating at the start.
    seed          INTEGER,
    rating        DOUBLE PRECISION,
    PRIMARY KEY (tournament_id, user_id)
);
CREATE INDEX tournament_entries_user ON tournament_entries (user_id);

CREATE TABLE tournament_games (
    game_id       TEXT PRIMARY KEY NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    tournament_id TEXT NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    round         INTEGER NOT NULL,
    -- The game's place in its round (knockout: the match).
    board         INTEGER NOT NULL,
    -- Knockout: the game of the match (1, 2, 3); 1 otherwise.
    leg           INTEGER NOT NULL DEFAULT 1,
    UNIQUE (tournament_id, round, board, leg)
);

-- Swiss: who sat out a round (worth a win).
CREATE TABLE tournament_byes (
    tournament_id TEXT NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    round         INTEGER NOT NULL,
    user_id       TEXT NOT NULL REFERENCES users(id),
    PRIMARY KEY (tournament_id, round)
);
