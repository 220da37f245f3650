-- Ladders: one for each game (its id of RULES.md), set up by an admin with
-- the terms of its challenge games in the shape `games` and `offers` keep
-- them; how far up a challenge may reach and how many days without a ladder
-- game drop a player to the bottom.
CREATE TABLE ladders (
    game             TEXT PRIMARY KEY,
    camp             TEXT NOT NULL,
    repetition       TEXT NOT NULL DEFAULT 'auto' CHECK (repetition IN ('auto', 'claim')),
    days_per_move    BIGINT NOT NULL,
    clock            TEXT NOT NULL DEFAULT 'per-move' CHECK (clock IN ('per-move', 'bank')),
    increment_days   BIGINT NOT NULL DEFAULT 0,
    cap_days         BIGINT NOT NULL DEFAULT 0,
    weekends_off     BOOLEAN NOT NULL DEFAULT FALSE,
    vacation_allowed BOOLEAN NOT NULL DEFAULT TRUE,
    rated            BOOLEAN NOT NULL DEFAULT TRUE,
    reach            BIGINT NOT NULL DEFAULT 5 CHECK (reach >= 1),
    idle_days        BIGINT NOT NULL DEFAULT 30 CHECK (idle_days >= 1),
    settled_by       UUID REFERENCES users(id),
    updated_at       BIGINT NOT NULL
);

-- The players of a ladder, 1 the top. A rank is unique in its ladder (the
-- ranks page is one range of it); moves go through negative ranks so that
-- no statement meets a taken one. `last_game_at`: when the player's last
-- ladder game started or ended (their joining, before any);
-- `idle_dropped_at`: when they dropped for it, until their next game.
CREATE TABLE ladder_ranks (
    ladder          TEXT NOT NULL REFERENCES ladders(game),
    user_id         UUID NOT NULL REFERENCES users(id),
    rank            BIGINT NOT NULL,
    joined_at       BIGINT NOT NULL,
    last_game_at    BIGINT NOT NULL,
    idle_dropped_at BIGINT,
    PRIMARY KEY (ladder, user_id)
);
CREATE UNIQUE INDEX ladder_ranks_rank ON ladder_ranks (ladder, rank);
-- The idle sweep reads the players due to drop, not every player.
CREATE INDEX ladder_ranks_idle ON ladder_ranks (ladder, last_game_at)
    WHERE idle_dropped_at IS NULL;

-- Challenges: the game was made with the challenge, the defender White.
-- `result` is the challenger's: 'won', 'lost' or 'drawn', once done.
CREATE TABLE ladder_challenges (
    id            UUID PRIMARY KEY,
    ladder        TEXT NOT NULL REFERENCES ladders(game),
    challenger_id UUID NOT NULL REFERENCES users(id),
    defender_id   UUID NOT NULL REFERENCES users(id),
    game_id       UUID NOT NULL UNIQUE REFERENCES games(id),
    status        TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done')),
    result        TEXT CHECK (result IN ('won', 'lost', 'drawn')),
    created_at    BIGINT NOT NULL,
    done_at       BIGINT
);
-- One open challenge given and one received a player and ladder, whatever races.
CREATE UNIQUE INDEX ladder_challenges_given ON ladder_challenges (ladder, challenger_id)
    WHERE status = 'open';
CREATE UNIQUE INDEX ladder_challenges_received ON ladder_challenges (ladder, defender_id)
    WHERE status = 'open';
-- The ladder page's open challenges and recent results; the sweep's open ones.
CREATE INDEX ladder_challenges_open ON ladder_challenges (ladder, created_at)
    WHERE status = 'open';
CREATE INDEX ladder_challenges_done ON ladder_challenges (ladder, done_at)
    WHERE status = 'done';
CREATE INDEX ladder_challenges_due ON ladder_challenges (created_at)
    WHERE status = 'open';

-- Every change of rank, newest last: who, from where (NULL: joined) to
-- where, why, and the game that caused it.
CREATE TABLE ladder_rank_changes (
    id        BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    ladder    TEXT NOT NULL REFERENCES ladders(game),
    user_id   UUID NOT NULL REFERENCES users(id),
    from_rank BIGINT,
    to_rank   BIGINT NOT NULL,
    why       TEXT NOT NULL CHECK (why IN ('joined', 'challenge_won', 'lost_place', 'idle_drop', 'moved_up')),
    game_id   UUID REFERENCES games(id),
    at        BIGINT NOT NULL
);
CREATE INDEX ladder_rank_changes_ladder ON ladder_rank_changes (ladder, id);
