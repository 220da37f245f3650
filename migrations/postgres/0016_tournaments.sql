-- Tournaments: round robins (single or double), Swiss and knockout, with their
-- entrants and games. Times are Unix milliseconds.

-- A game a player forfeits by withdrawing from a tournament ends with the
-- termination `forfeit`.
ALTER TABLE games DROP CONSTRAINT games_termination_check;
ALTER TABLE games ADD CONSTRAINT games_termination_check CHECK (termination IN (
    'target_reached', 'target_filled', 'camp_deadline', 'returned_home', 'repetition',
    'agreement', 'resignation', 'time', 'admin', 'forfeit'));

CREATE TABLE tournaments (
    id               UUID PRIMARY KEY,
    name             TEXT NOT NULL,
    -- The terms of every game, as games and offers store them.
    variant          TEXT NOT NULL,
    camp             TEXT NOT NULL,
    repetition       TEXT NOT NULL CHECK (repetition IN ('auto', 'claim')),
    days_per_move    BIGINT NOT NULL,
    clock            TEXT NOT NULL CHECK (clock IN ('per-move', 'bank')),
    increment_days   BIGINT NOT NULL,
    cap_days         BIGINT NOT NULL,
    weekends_off     BOOLEAN NOT NULL,
    vacation_allowed BOOLEAN NOT NULL,
    rated            BOOLEAN NOT NULL,
    format           TEXT NOT NULL CHECK (format IN ('round_robin', 'double_round_robin', 'swiss', 'knockout')),
    -- Swiss: how many rounds.
    rounds           BIGINT NOT NULL,
    min_players      BIGINT NOT NULL,
    max_players      BIGINT NOT NULL,
    signup_deadline  BIGINT NOT NULL,
    status           TEXT NOT NULL CHECK (status IN ('announced', 'running', 'finished', 'cancelled')),
    -- The round being played (0 before the start); each next round or game is
    -- claimed by moving it on.
    current_round    BIGINT NOT NULL DEFAULT 0,
    winner_id        UUID REFERENCES users(id),
    created_by       UUID NOT NULL REFERENCES users(id),
    created_at       BIGINT NOT NULL,
    -- When it started, finished or was cancelled.
    ended_at         BIGINT
);
-- The job: announced tournaments whose deadline passed; running ones.
CREATE INDEX tournaments_status_deadline ON tournaments (status, signup_deadline);
CREATE INDEX tournaments_status_created ON tournaments (status, created_at);

CREATE TABLE tournament_entries (
    tournament_id UUID NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    user_id       UUID NOT NULL REFERENCES users(id),
    signed_at     BIGINT NOT NULL,
    -- Withdrawn after the start: the remaining games forfeited.
    withdrawn_at  BIGINT,
    -- The seed (1 the best) and the rating at the start.
    seed          BIGINT,
    rating        DOUBLE PRECISION,
    PRIMARY KEY (tournament_id, user_id)
);
CREATE INDEX tournament_entries_user ON tournament_entries (user_id);

CREATE TABLE tournament_games (
    game_id       UUID PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    tournament_id UUID NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    round         BIGINT NOT NULL,
    -- The game's place in its round (knockout: the match).
    board         BIGINT NOT NULL,
    -- Knockout: the game of the match (1, 2, 3); 1 otherwise.
    leg           BIGINT NOT NULL DEFAULT 1,
    UNIQUE (tournament_id, round, board, leg)
);

-- Swiss: who sat out a round (worth a win).
CREATE TABLE tournament_byes (
    tournament_id UUID NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    round         BIGINT NOT NULL,
    user_id       UUID NOT NULL REFERENCES users(id),
    PRIMARY KEY (tournament_id, round)
);
