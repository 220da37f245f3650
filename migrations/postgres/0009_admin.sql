-- The admins' side of the club: news, reports of players and what they
-- wrote, suspended accounts, one-time password-reset links; and for game chat,
-- when each player last read it, and its sending limit.

-- A suspended player cannot log in; their sessions and API tokens open nothing.
ALTER TABLE users ADD COLUMN suspended BOOLEAN NOT NULL DEFAULT FALSE;

-- News the admins post: the home page shows the latest, /news pages through
-- them, newest first (one range of `news_created`).
CREATE TABLE news (
    id         UUID PRIMARY KEY,
    author_id  UUID NOT NULL REFERENCES users(id),
    title      TEXT NOT NULL,
    body       TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX news_created ON news (created_at, id);

-- A player's report of a profile, a message or a chat line. `item` names what
-- is reported ('profile:ID', 'message:ID', 'chat:ID'): a reporter has at most
-- one open report an item. The reported message or chat line is kept by id so
-- that an admin reads it through the report.
CREATE TABLE reports (
    id           UUID PRIMARY KEY,
    reporter_id  UUID NOT NULL REFERENCES users(id),
    subject_id   UUID NOT NULL REFERENCES users(id),
    kind         TEXT NOT NULL CHECK (kind IN ('profile', 'message', 'chat')),
    item         TEXT NOT NULL,
    message_id   UUID REFERENCES messages(id) ON DELETE SET NULL,
    chat_line_id UUID REFERENCES chat_lines(id) ON DELETE SET NULL,
    reason       TEXT NOT NULL,
    status       TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
    created_at   BIGINT NOT NULL,
    closed_by    UUID REFERENCES users(id),
    closed_at    BIGINT
);
CREATE UNIQUE INDEX reports_one_open ON reports (reporter_id, item) WHERE status = 'open';
CREATE INDEX reports_status ON reports (status, created_at);
CREATE INDEX reports_subject ON reports (subject_id, created_at);

-- One-time password-reset links an admin makes: the SHA-256 of the link's
-- secret, whose account, until when, and when it was used.
CREATE TABLE password_resets (
    token_hash TEXT PRIMARY KEY,
    user_id    UUID NOT NULL REFERENCES users(id),
    created_by UUID NOT NULL REFERENCES users(id),
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    used_at    BIGINT
);
CREATE INDEX password_resets_user ON password_resets (user_id);

-- When each player last read a game's chat: the opponent's later lines are new.
CREATE TABLE chat_views (
    game_id UUID NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_id UUID NOT NULL REFERENCES users(id),
    seen_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
-- The chat limit counts a player's lines of the last hour.
CREATE INDEX chat_lines_sender ON chat_lines (sender_id, created_at);

-- The admins' list of recently finished games, newest first. Partial, on a
-- predicate only that list states (`finished_at IS NOT NULL`), so that a
-- player's own lists keep to their player-keyed indexes.
CREATE INDEX games_finished_recent ON games (finished_at)
    WHERE status = 'finished' AND finished_at IS NOT NULL;
