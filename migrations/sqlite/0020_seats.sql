-- Games for more than two: a game's players are its seats, in turn order.
--
-- Every game has a row per seat: its number (1 first in turn order), colour,
-- player and state. A two-player game keeps its pair in `white_id` and
-- `black_id` too (the columns its indexes, clocks and ratings read); a game of
-- seats (`seated`) leaves them NULL and keeps everything a seat has in `seats`.
-- SQLite cannot drop a NOT NULL or widen a CHECK in place: the definitions are
-- rewritten in the schema (the on-disk format does not change; see SQLite's
-- ALTER TABLE page, "removing CHECK or NOT NULL constraints") and read again.
PRAGMA writable_schema = ON;
UPDATE sqlite_schema SET sql = replace(replace(replace(replace(sql,
        'white_id        TEXT NOT NULL REFERENCES', 'white_id        TEXT REFERENCES'),
        'black_id        TEXT NOT NULL REFERENCES', 'black_id        TEXT REFERENCES'),
        'winner IN (''white'', ''black'', ''none'')', 'winner IN (''white'', ''black'', ''none'', ''seats'')'),
        '''admin'', ''forfeit'')', '''admin'', ''forfeit'', ''partners_finished'', ''others_left'', ''partner_left'')')
    WHERE type = 'table' AND name = 'games';
UPDATE sqlite_schema SET sql = replace(sql,
        'colour        TEXT NOT NULL CHECK (colour IN (''white'', ''black'', ''random''))',
        'colour        TEXT NOT NULL CHECK (colour IN (''white'', ''black'', ''random'', ''red'', ''orange'', ''yellow'', ''green'', ''blue'', ''purple''))')
    WHERE type = 'table' AND name = 'offers';
PRAGMA writable_schema = RESET;

-- The house rules of the games for more than two: partners (seats 1 and 3
-- against 2 and 4) and, on the star, the points rule ('pass-through', 'rest').
ALTER TABLE games ADD COLUMN partners INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN points TEXT;
-- How many seats (2 for the games of two players), and whether the game is
-- played on seats by the rules for more than two (`star-2` is, with two seats).
ALTER TABLE games ADD COLUMN seat_count INTEGER NOT NULL DEFAULT 2;
ALTER TABLE games ADD COLUMN seated INTEGER NOT NULL DEFAULT 0;

-- `state`: 'playing', 'finished' (all its pieces home, or its target filled)
-- or 'left' (resigned or ran out of time). `place` once the game is over: 1
-- for the winners, 2 for the others (NULL in a draw). `bank`: the time in
-- milliseconds on the seat's clock for its next turn (a bank clock of a game
-- for more than two; a two-player game keeps its banks in its row).
-- `draw_agreed`: the seat offered or accepted a draw at the game's ply; a
-- game for more than two is drawn when every seat still playing agrees.
CREATE TABLE seats (
    game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    colour  TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(id),
    state   TEXT NOT NULL DEFAULT 'playing' CHECK (state IN ('playing', 'finished', 'left')),
    place   INTEGER,
    draw_agreed INTEGER NOT NULL DEFAULT 0,
    bank    INTEGER,
    PRIMARY KEY (game_id, seat)
);
-- A player's games of every kind, by the player.
CREATE INDEX seats_user ON seats (user_id, game_id);

INSERT INTO seats (game_id, seat, colour, user_id, state, place)
    SELECT id, 1, 'white', white_id,
        CASE WHEN winner = 'black' AND termination IN ('resignation', 'time', 'forfeit') THEN 'left'
             WHEN winner = 'white' AND termination IN ('target_reached', 'target_filled') THEN 'finished'
             ELSE 'playing' END,
        CASE winner WHEN 'white' THEN 1 WHEN 'black' THEN 2 END
    FROM games;
INSERT INTO seats (game_id, seat, colour, user_id, state, place)
    SELECT id, 2, 'black', black_id,
        CASE WHEN winner = 'white' AND termination IN ('resignation', 'time', 'forfeit') THEN 'left'
             WHEN winner = 'black' AND termination IN ('target_reached', 'target_filled') THEN 'finished'
             ELSE 'playing' END,
        CASE winner WHEN 'black' THEN 1 WHEN 'white' THEN 2 END
    FROM games;

-- Offers for more than two: how many seats and the house rules; `colour` is
-- the poster's seat's colour or 'random'. Each seat of such an offer is a
-- row: the player sitting in it, or the player invited to it, or neither (an
-- open seat). The game starts when the last seat is taken.
ALTER TABLE offers ADD COLUMN seat_count INTEGER NOT NULL DEFAULT 2;
ALTER TABLE offers ADD COLUMN seated INTEGER NOT NULL DEFAULT 0;
ALTER TABLE offers ADD COLUMN partners INTEGER NOT NULL DEFAULT 0;
ALTER TABLE offers ADD COLUMN points TEXT;
CREATE TABLE offer_seats (
    offer_id   TEXT NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    user_id    TEXT REFERENCES users(id),
    invited_id TEXT REFERENCES users(id),
    joined_at  INTEGER,
    PRIMARY KEY (offer_id, seat)
);
CREATE INDEX offer_seats_user ON offer_seats (user_id);
CREATE INDEX offer_seats_invited ON offer_seats (invited_id);
