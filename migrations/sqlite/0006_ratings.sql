-- Ratings and statistics. Ratings: Glicko-2, one rating a user and game (halma-8x8, embargo, ...).
-- A game is rated unless its players agreed otherwise (`rated`); a rated game
-- that finished with each side having made two moves or more is one rating
-- period for its two players, applied in the transaction that finished it.
-- `rating_seq` is the order in which finished games were rated: a rebuild
-- replays them in it, so that it agrees with the ratings given one by one.
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;
ALTER TABLE games ADD COLUMN rating_seq INTEGER;
CREATE UNIQUE INDEX games_rating_seq ON games (rating_seq);

-- Offers and Auto-Match requests say whether their game is rated, and an
-- Auto-Match request may ask for a partner within `rating_range` points.
ALTER TABLE offers ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;
ALTER TABLE offers ADD COLUMN rating_range INTEGER;

-- A user's current rating in a game (exact floats, so that a rebuild agrees
-- to the last bit), how many rated games it counts and when the last ended.
CREATE TABLE ratings (
    user_id        TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    game           TEXT NOT NULL,
    rating         REAL NOT NULL,
    deviation      REAL NOT NULL,
    volatility     REAL NOT NULL,
    games          INTEGER NOT NULL,
    last_played_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, game)
);
-- The leaderboard: a game's ratings, best first.
CREATE INDEX ratings_board ON ratings (game, rating DESC);

-- Each rated game's new ratings for its two players: the history charts.
CREATE TABLE rating_history (
    game_id    TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    game       TEXT NOT NULL,
    seq        INTEGER NOT NULL,
    rating     REAL NOT NULL,
    deviation  REAL NOT NULL,
    volatility REAL NOT NULL,
    at         INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX rating_history_user ON rating_history (user_id, game, seq);

-- Statistics, kept as counters with each started and finished game so that
-- /stats reads a few rows whatever the number of games: games started a game;
-- finished games by game, how they ended and who won, with their moves (the
-- sum, for the average, and the longest); and each player's finished games a
-- month (the most active players).
CREATE TABLE game_counts (
    game    TEXT PRIMARY KEY NOT NULL,
    started INTEGER NOT NULL
);
INSERT INTO game_counts (game, started) SELECT variant, COUNT(*) FROM games GROUP BY variant;

CREATE TABLE finish_counts (
    game        TEXT NOT NULL,
    termination TEXT NOT NULL,
    winner      TEXT NOT NULL,
    games       INTEGER NOT NULL,
    plies       INTEGER NOT NULL,
    longest     INTEGER NOT NULL,
    PRIMARY KEY (game, termination, winner)
);
INSERT INTO finish_counts (game, termination, winner, games, plies, longest)
    SELECT variant, termination, winner, COUNT(*), SUM(ply), MAX(ply) FROM games
    WHERE status = 'finished' AND termination IS NOT NULL AND winner IS NOT NULL
    GROUP BY variant, termination, winner;

CREATE TABLE player_months (
    month   TEXT NOT NULL,            -- 'YYYY-MM', UTC
    game    TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    games   INTEGER NOT NULL,
    PRIMARY KEY (month, game, user_id)
);
INSERT INTO player_months (month, game, user_id, games)
    SELECT month, variant, user_id, COUNT(*) FROM (
        SELECT strftime('%Y-%m', finished_at / 1000, 'unixepoch') AS month, variant, white_id AS user_id
        FROM games WHERE status = 'finished' AND finished_at IS NOT NULL
        UNION ALL
        SELECT strftime('%Y-%m', finished_at / 1000, 'unixepoch'), variant, black_id
        FROM games WHERE status = 'finished' AND finished_at IS NOT NULL
    ) AS played GROUP BY month, variant, user_id;
