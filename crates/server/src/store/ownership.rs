//! A player's own account: everything the site keeps about them, read for
//! the download, and closing the account. A closed account keeps its row, so
//! that its games, records and the messages it sent stay whole; it is renamed
//! to a neutral name, its password made unusable, its sessions, tokens and
//! links ended, its open offers and mail settings removed, and its userid
//! kept out of sign-ups.

use async_trait::async_trait;
use time::OffsetDateTime;

use super::{GameRow, StoreError};
use crate::model::{GameId, MessageId, ThreadId, UserId};

/// A private message of a thread the player is a party of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThreadMessage {
    pub thread: ThreadId,
    pub subject: String,
    /// The other party of the thread.
    pub other: String,
    pub id: MessageId,
    /// Whether the player wrote it (else they received it).
    pub sent: bool,
    pub body: String,
    pub created_at: OffsetDateTime,
}

/// A line the player wrote in a game's chat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChatLine {
    pub game: GameId,
    pub body: String,
    pub created_at: OffsetDateTime,
}

/// How a closed account is left.
#[derive(Debug, Clone)]
pub struct Closing<'a> {
    pub user: UserId,
    /// The neutral name it is shown under from now on.
    pub neutral_name: &'a str,
    /// A password hash no password matches.
    pub unusable_hash: &'a str,
    pub at: OffsetDateTime,
}

/// What closing ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Closed {
    pub sessions: u64,
    pub tokens: u64,
}

/// The former userid of a closed account, for the admins.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Retired {
    pub username: String,
    pub closed_at: OffsetDateTime,
}

/// The account owner's storage.
#[async_trait]
pub trait OwnershipRepo: Send + Sync {
    /// Every game the player played or plays, oldest first.
    async fn games_of(&self, user: UserId) -> Result<Vec<GameRow>, StoreError>;

    /// Every private message of every thread the player is a party of (those
    /// they deleted too), oldest first.
    async fn messages_of(&self, user: UserId) -> Result<Vec<ThreadMessage>, StoreError>;

    /// Every chat line the player wrote, oldest first.
    async fn chat_lines_of(&self, user: UserId) -> Result<Vec<ChatLine>, StoreError>;

    /// Closes the account in one transaction; `StoreError::Conflict` when it
    /// is closed already, `NotFound` when there is no such user,
    /// `UsernameTaken` when the neutral name is someone's.
    async fn close_account(&self, closing: Closing<'_>) -> Result<Closed, StoreError>;

    /// The former userid of a closed account.
    async fn retired_name(&self, user: UserId) -> Result<Option<Retired>, StoreError>;
}

pub mod sql {
    //! The account owner's statements, the same on both databases.
    use std::sync::LazyLock;

    use crate::store::sql::{GAME_COLUMNS, GAME_TABLES};

    /// `$1` the player.
    pub static GAMES_OF: LazyLock<String> = LazyLock::new(|| {
        format!(
            "SELECT {GAME_COLUMNS} FROM {GAME_TABLES} WHERE g.white_id = $1 OR g.black_id = $1 \
             ORDER BY g.created_at, g.id"
        )
    });

    /// `$1` the player.
    pub const MESSAGES_OF: &str = "SELECT m.thread_id, t.subject, o.username AS other, m.id, \
        m.sender_id = $1 AS sent, m.body, m.created_at \
        FROM thread_parties p JOIN threads t ON t.id = p.thread_id \
        JOIN users o ON o.id = p.other_id JOIN messages m ON m.thread_id = p.thread_id \
        WHERE p.user_id = $1 ORDER BY m.created_at, m.id";

    /// `$1` the player.
    pub const CHAT_OF: &str = "SELECT game_id, body, created_at FROM chat_lines \
        WHERE sender_id = $1 ORDER BY created_at, id";

    /// `$1` the player, `$2` when: the userid kept out of sign-ups.
    pub const RETIRE: &str = "INSERT INTO retired_names (username_key, username, user_id, \
        closed_at) SELECT username_key, username, id, $2 FROM users \
        WHERE id = $1 AND closed_at IS NULL";

    /// `$1` the player, `$2` the neutral name, `$3` its key, `$4` the
    /// unusable hash, `$5` when.
    pub const CLOSE: &str = "UPDATE users SET username = $2, username_key = $3, \
        password_hash = $4, closed_at = $5, is_admin = FALSE, about = '', \
        hide_from_who = TRUE \
        WHERE id = $1 AND closed_at IS NULL";

    /// `$1` the player, `$2` when: each statement what closing ends.
    pub const END_SESSIONS: &str = "DELETE FROM sessions WHERE user_id = $1";
    pub const REVOKE_TOKENS: &str =
        "UPDATE api_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL";
    pub const END_RESETS: &str =
        "UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL";
    pub const DROP_MAIL: &str = "DELETE FROM outbox WHERE user_id = $1 AND sent_at IS NULL";
    pub const DROP_SETTINGS: &str = "DELETE FROM notification_settings WHERE user_id = $1";
    pub const DROP_OFFERS: &str = "DELETE FROM offers WHERE poster_id = $1 OR invited_id = $1";
    pub const DROP_CONTACTS: &str = "DELETE FROM contacts WHERE owner_id = $1";
    /// The player's seats at others' games for more than two, taken or kept
    /// for them, open again (their own offers are gone with `DROP_OFFERS`).
    pub const DROP_SEATS: &str = "UPDATE offer_seats SET \
        user_id = CASE WHEN user_id = $1 THEN NULL ELSE user_id END, \
        joined_at = CASE WHEN user_id = $1 THEN NULL ELSE joined_at END, \
        invited_id = CASE WHEN invited_id = $1 THEN NULL ELSE invited_id END \
        WHERE user_id = $1 OR invited_id = $1";

    /// `$1` the player.
    pub const RETIRED: &str = "SELECT username, closed_at FROM retired_names WHERE user_id = $1";
}
