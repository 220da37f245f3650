-- The players' club: profiles, who is here, buddies and ignore lists, and
-- private messages.

-- A profile: when the player was last seen (written at most every few
-- minutes a player), their own words about themselves, their time zone (an
-- IANA name) and whether they keep out of "Who is here".
ALTER TABLE users ADD COLUMN last_seen_at BIGINT;
ALTER TABLE users ADD COLUMN about TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'UTC';
ALTER TABLE users ADD COLUMN hide_from_who BOOLEAN NOT NULL DEFAULT FALSE;
-- "Who is here": the players seen lately, most recent first.
CREATE INDEX users_last_seen ON users (last_seen_at);

-- Buddies and ignored players: one row a player, kind and other player. "Does
-- A ignore B" and a player's list are both ranges of the primary key.
CREATE TABLE contacts (
    owner_id   UUID NOT NULL REFERENCES users(id),
    kind       TEXT NOT NULL CHECK (kind IN ('buddy', 'ignore')),
    other_id   UUID NOT NULL REFERENCES users(id),
    created_at BIGINT NOT NULL,
    PRIMARY KEY (owner_id, kind, other_id)
);

-- Private messages: a thread between two players, its messages, and one row
-- a party with what that party's inbox shows (the last message's time,
-- unread, deleted by them). The inbox is one range of `thread_parties_inbox`.
CREATE TABLE threads (
    id         UUID PRIMARY KEY,
    subject    TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE TABLE thread_parties (
    thread_id  UUID NOT NULL REFERENCES threads(id) ON DELETE CASCADE,
    user_id    UUID NOT NULL REFERENCES users(id),
    other_id   UUID NOT NULL REFERENCES users(id),
    last_at    BIGINT NOT NULL,
    unread     BOOLEAN NOT NULL DEFAULT FALSE,
    deleted    BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (thread_id, user_id)
);
CREATE INDEX thread_parties_inbox ON thread_parties (user_id, last_at) WHERE deleted = FALSE;
CREATE INDEX thread_parties_unread ON thread_parties (user_id, unread, deleted);
CREATE TABLE messages (
    id         UUID PRIMARY KEY,
    thread_id  UUID NOT NULL REFERENCES threads(id) ON DELETE CASCADE,
    sender_id  UUID NOT NULL REFERENCES users(id),
    body       TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX messages_thread ON messages (thread_id, created_at, id);
-- The sending limit counts a player's messages of the last hour.
CREATE INDEX messages_sender ON messages (sender_id, created_at);

-- Game chat: the two players' conversation below the board, one range of
-- `chat_lines_game` a page.
CREATE TABLE chat_lines (
    id         UUID PRIMARY KEY,
    game_id    UUID NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    sender_id  UUID NOT NULL REFERENCES users(id),
    body       TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX chat_lines_game ON chat_lines (game_id, created_at, id);
