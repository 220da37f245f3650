-- The statistics' counters are spread over eight rows a kind (`shard`, from
-- the game's id), summed when read: games starting or ending together no
-- longer wait for each other's commit at one row. The rows so far become
-- shard 0, as do counts made afresh from the games (shard defaults to 0).
ALTER TABLE game_counts ADD COLUMN shard BIGINT NOT NULL DEFAULT 0;
ALTER TABLE game_counts DROP CONSTRAINT game_counts_pkey;
ALTER TABLE game_counts ADD PRIMARY KEY (game, shard);

ALTER TABLE finish_counts ADD COLUMN shard BIGINT NOT NULL DEFAULT 0;
ALTER TABLE finish_counts DROP CONSTRAINT finish_counts_pkey;
ALTER TABLE finish_counts ADD PRIMARY KEY (game, termination, winner, shard);
