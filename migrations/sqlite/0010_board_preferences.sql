-- Board preferences (ItsYourTurn's "Edit game boards/graphics"): one row a
-- player who chose any; a player without one gets the defaults. Read by its
-- primary key with the game page.
CREATE TABLE board_preferences (
    user_id     TEXT PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    theme       TEXT NOT NULL CHECK (theme IN ('wood', 'green', 'ocean', 'contrast')),
    coordinates INTEGER NOT NULL,
    pieces      TEXT NOT NULL CHECK (pieces IN ('discs', 'letters')),
    orientation TEXT NOT NULL CHECK (orientation IN ('own', 'white'))
);
