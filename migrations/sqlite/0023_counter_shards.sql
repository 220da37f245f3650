-- The statistics' counters are spread over eight rows a kind (`shard`, from
-- the game's id), summed when read: games starting or ending together no
-- longer wait for each other's commit at one row (on Postgres, where writers
-- do not take turns). The rows so far become shard 0, as do counts made
-- afresh from the games (shard defaults to 0).
CREATE TABLE game_counts_sharded (
    game    TEXT NOT NULL,
    shard   INTEGER NOT NULL DEFAULT 0,
    started INTEGER NOT NULL,
    PRIMARY KEY (game, shard)
);
INSERT INTO game_counts_sharded (game, shard, started) SELECT game, 0, started FROM game_counts;
DROP TABLE game_counts;
ALTER TABLE game_counts_sharded RENAME TO game_counts;

CREATE TABLE finish_counts_sharded (
    game        TEXT NOT NULL,
    termination TEXT NOT NULL,
    winner      TEXT NOT NULL,
    shard       INTEGER NOT NULL DEFAULT 0,
    games       INTEGER NOT NULL,
    plies       INTEGER NOT NULL,
    longest     INTEGER NOT NULL,
    PRIMARY KEY (game, termination, winner, shard)
);
INSERT INTO finish_counts_sharded (game, termination, winner, shard, games, plies, longest)
    SELECT game, termination, winner, 0, games, plies, longest FROM finish_counts;
DROP TABLE finish_counts;
ALTER TABLE finish_counts_sharded RENAME TO finish_counts;
