-- Two clocks, weekends off and vacation.
-- A game's (and an offer's) clock: `per-move` (days_per_move for every move)
-- or `bank` (days_per_move at the start, `increment_days` more after each
-- move, never more than `cap_days`); whether the clock of the player to move
-- stands still on their weekends, and whether vacations stop it.
ALTER TABLE games ADD COLUMN clock TEXT NOT NULL DEFAULT 'per-move' CHECK (clock IN ('per-move', 'bank'));
ALTER TABLE games ADD COLUMN increment_days BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN cap_days BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN weekends_off BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE games ADD COLUMN vacation_allowed BOOLEAN NOT NULL DEFAULT TRUE;
-- The time (milliseconds) on each player's clock for their next turn; the
-- time left of the player to move is read back from `turn_deadline`, which
-- already leaves out their weekends and vacation.
ALTER TABLE games ADD COLUMN white_bank BIGINT;
ALTER TABLE games ADD COLUMN black_bank BIGINT;

ALTER TABLE offers ADD COLUMN clock TEXT NOT NULL DEFAULT 'per-move' CHECK (clock IN ('per-move', 'bank'));
ALTER TABLE offers ADD COLUMN increment_days BIGINT NOT NULL DEFAULT 0;
ALTER TABLE offers ADD COLUMN cap_days BIGINT NOT NULL DEFAULT 0;
ALTER TABLE offers ADD COLUMN weekends_off BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE offers ADD COLUMN vacation_allowed BOOLEAN NOT NULL DEFAULT TRUE;

-- Vacation: `vacation_banked` milliseconds at `vacation_counted_at` (NULL:
-- never used, the bank is full; more is earned day by day since); the
-- vacation that runs until `vacation_until`, from `vacation_started_at`;
-- whether a clock about to run out uses vacation instead (`vacation_auto`),
-- and the notice of the last time it did, until the player has seen it.
ALTER TABLE users ADD COLUMN vacation_banked BIGINT;
ALTER TABLE users ADD COLUMN vacation_counted_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN vacation_started_at BIGINT;
ALTER TABLE users ADD COLUMN vacation_until BIGINT;
ALTER TABLE users ADD COLUMN vacation_auto BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE users ADD COLUMN vacation_notice TEXT;
