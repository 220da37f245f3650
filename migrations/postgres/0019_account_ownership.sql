-- Closing an account: the row stays (its games, records and messages keep
-- their player), renamed to a neutral name, with no usable password.
ALTER TABLE users ADD COLUMN closed_at BIGINT;

-- The userids of closed accounts: nobody signs up as them again, and the
-- admins can tell whose account it was.
CREATE TABLE retired_names (
    username_key TEXT PRIMARY KEY,
    username     TEXT NOT NULL,
    user_id      UUID NOT NULL REFERENCES users(id),
    closed_at    BIGINT NOT NULL
);
CREATE INDEX retired_names_user ON retired_names (user_id);

-- "Forgot password?" finds the accounts of a verified address.
CREATE INDEX notification_settings_email ON notification_settings (lower(email))
    WHERE email IS NOT NULL;
