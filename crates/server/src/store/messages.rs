//! Private messages: threads between two players. Each party has a row of
//! their own for a thread (the inbox line: when it last moved, unread, deleted
//! by them), so that the inbox is one range of an index however many
//! messages a player has.

use async_trait::async_trait;
use time::OffsetDateTime;

use super::StoreError;
use crate::model::{GameId, MessageId, ThreadId, UserId};

/// A thread as one party sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThreadLine {
    pub id: ThreadId,
    pub subject: String,
    pub other_id: UserId,
    pub other_name: String,
    pub last_at: OffsetDateTime,
    pub unread: bool,
}

/// One message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MessageRow {
    /// The message's (or chat line's) id, which a report names.
    pub id: MessageId,
    pub sender_id: UserId,
    pub sender_name: String,
    pub body: String,
    pub created_at: OffsetDateTime,
}

/// A message to send: a new thread (`subject`) or a reply.
#[derive(Debug, Clone)]
pub struct NewMessage<'a> {
    pub from: UserId,
    pub body: &'a str,
    pub at: OffsetDateTime,
    /// The sending limit: at most `max_sent` messages since `window_start`.
    pub max_sent: u32,
    pub window_start: OffsetDateTime,
}

/// The most messages one thread page shows (the latest).
pub const MESSAGES_SHOWN: i64 = 200;

/// A game's chat as its page shows it to one player.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ChatView {
    /// The latest [`MESSAGES_SHOWN`] lines, oldest first.
    pub lines: Vec<MessageRow>,
    /// The viewer ignores the opponent.
    pub ignored: bool,
    /// When the viewer last read this chat.
    pub seen: Option<OffsetDateTime>,
}

/// A line of [`sql::CHAT_VIEW`].
#[derive(sqlx::FromRow)]
pub(crate) struct ChatViewRecord {
    #[sqlx(flatten)]
    line: super::rows::MessageRecord,
    ignored: bool,
    seen_at: Option<i64>,
}

impl ChatView {
    /// The view of the rows of [`sql::CHAT_VIEW`] (newest first).
    pub(crate) fn of(records: Vec<ChatViewRecord>) -> ChatView {
        let (ignored, seen) = records.first().map_or((false, None), |r| {
            (r.ignored, r.seen_at.map(super::rows::from_millis))
        });
        ChatView {
            lines: records
                .into_iter()
                .rev()
                .map(|r| MessageRow::from(r.line))
                .collect(),
            ignored,
            seen,
        }
    }
}

/// The messages' storage.
#[async_trait]
pub trait MessageRepo: Send + Sync {
    /// Starts a thread from `message.from` to `to`;
    /// `StoreError::TooManyMessages` when the sender reached the limit.
    async fn start_thread(
        &self,
        to: UserId,
        subject: &str,
        message: NewMessage<'_>,
    ) -> Result<ThreadId, StoreError>;

    /// Adds a message to a thread of the sender's (brought back into the
    /// other party's inbox); `StoreError::NotFound` when the sender is no
    /// party of it or deleted it, `StoreError::TooManyMessages` at the limit.
    async fn reply(&self, thread: ThreadId, message: NewMessage<'_>) -> Result<(), StoreError>;

    /// `user`'s inbox, newest first (index `thread_parties_inbox`).
    async fn inbox(
        &self,
        user: UserId,
        limit: i64,
        offset: i64,
    ) -> Result<Vec<ThreadLine>, StoreError>;

    /// A thread as `user` sees it: `None` when they are no party of it or
    /// deleted it.
    async fn thread(
        &self,
        thread: ThreadId,
        user: UserId,
    ) -> Result<Option<ThreadLine>, StoreError>;

    /// The latest [`MESSAGES_SHOWN`] messages of a thread, oldest first.
    async fn messages(&self, thread: ThreadId) -> Result<Vec<MessageRow>, StoreError>;

    /// Marks the thread read for `user`.
    async fn mark_read(&self, thread: ThreadId, user: UserId) -> Result<(), StoreError>;

    /// Deletes the thread for `user` only; `StoreError::NotFound` when they
    /// are no party of it.
    async fn delete_thread(&self, thread: ThreadId, user: UserId) -> Result<(), StoreError>;

    /// How many threads of `user` are unread (index `thread_parties_unread`).
    async fn unread_count(&self, user: UserId) -> Result<i64, StoreError>;

    /// Adds a line to a game's chat (the caller checked that the sender plays
    /// in it).
    async fn add_chat_line(
        &self,
        game: GameId,
        sender: UserId,
        body: &str,
        at: OffsetDateTime,
    ) -> Result<(), StoreError>;

    /// The latest [`MESSAGES_SHOWN`] lines of a game's chat, oldest first.
    async fn chat_lines(&self, game: GameId) -> Result<Vec<MessageRow>, StoreError>;

    /// One message and its thread (for a report; the caller checks who may
    /// see it).
    async fn message(&self, id: MessageId) -> Result<Option<(ThreadId, MessageRow)>, StoreError>;

    /// One chat line and its game (for a report).
    async fn chat_line(&self, id: MessageId) -> Result<Option<(GameId, MessageRow)>, StoreError>;

    /// How many chat lines `sender` wrote since `since` (the chat limit;
    /// index `chat_lines_sender`).
    async fn chat_sent_since(
        &self,
        sender: UserId,
        since: OffsetDateTime,
    ) -> Result<i64, StoreError>;

    /// When `user` last read the chat of `game`.
    async fn chat_seen(
        &self,
        game: GameId,
        user: UserId,
    ) -> Result<Option<OffsetDateTime>, StoreError>;

    /// What the game page shows `viewer` of the chat, in one query: the
    /// latest lines (oldest first), whether `viewer` ignores `opponent`, and
    /// when `viewer` last read the chat.
    async fn chat_view(
        &self,
        game: GameId,
        viewer: UserId,
        opponent: UserId,
    ) -> Result<ChatView, StoreError>;

    /// Notes that `user` read the chat of `game` at `at`.
    async fn see_chat(
        &self,
        game: GameId,
        user: UserId,
        at: OffsetDateTime,
    ) -> Result<(), StoreError>;
}

pub mod sql {
    //! The messages' SQL, the same on both databases.
    pub const SENT_SINCE: &str =
        "SELECT COUNT(*) FROM messages WHERE sender_id = $1 AND created_at >= $2";
    pub const INSERT_THREAD: &str =
        "INSERT INTO threads (id, subject, created_at) VALUES ($1, $2, $3)";
    pub const INSERT_PARTY: &str = "INSERT INTO thread_parties \
        (thread_id, user_id, other_id, last_at, unread, deleted) VALUES ($1, $2, $3, $4, $5, FALSE)";
    pub const INSERT_MESSAGE: &str = "INSERT INTO messages (id, thread_id, sender_id, body, \
        created_at) VALUES ($1, $2, $3, $4, $5)";
    /// `$1` thread, `$2` sender, `$3` at: the sender's own line moves.
    pub const SENDER_MOVES: &str = "UPDATE thread_parties SET last_at = $3 \
        WHERE thread_id = $1 AND user_id = $2 AND deleted = FALSE";
    /// `$1` thread, `$2` sender, `$3` at: the other's line moves, unread, back
    /// in their inbox.
    pub const OTHER_MOVES: &str = "UPDATE thread_parties SET last_at = $3, unread = TRUE, \
        deleted = FALSE WHERE thread_id = $1 AND user_id <> $2";
    const LINE: &str = "SELECT p.thread_id AS id, \
        (SELECT subject FROM threads WHERE id = p.thread_id) AS subject, p.other_id, \
        (SELECT username FROM users WHERE id = p.other_id) AS other_name, p.last_at, p.unread \
        FROM thread_parties p";
    /// `$1` user, `$2` limit, `$3` offset.
    pub static INBOX: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
        format!(
            "{LINE} WHERE p.user_id = $1 AND p.deleted = FALSE \
             ORDER BY p.last_at DESC LIMIT $2 OFFSET $3"
        )
    });
    /// `$1` thread, `$2` user.
    pub static THREAD: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
        format!("{LINE} WHERE p.thread_id = $1 AND p.user_id = $2 AND p.deleted = FALSE")
    });
    /// `$1` thread, `$2` how many: the latest, newest first.
    pub const MESSAGES: &str = "SELECT m.id, m.sender_id, \
        (SELECT username FROM users WHERE id = m.sender_id) AS sender_name, m.body, m.created_at \
        FROM messages m WHERE m.thread_id = $1 ORDER BY m.created_at DESC, m.id DESC LIMIT $2";
    pub const MARK_READ: &str =
        "UPDATE thread_parties SET unread = FALSE WHERE thread_id = $1 AND user_id = $2";
    pub const DELETE: &str = "UPDATE thread_parties SET deleted = TRUE, unread = FALSE \
        WHERE thread_id = $1 AND user_id = $2";
    pub const INSERT_CHAT: &str = "INSERT INTO chat_lines (id, game_id, sender_id, body, \
        created_at) VALUES ($1, $2, $3, $4, $5)";
    /// `$1` game, `$2` how many: the latest, newest first.
    pub const CHAT: &str = "SELECT c.id, c.sender_id, \
        (SELECT username FROM users WHERE id = c.sender_id) AS sender_name, c.body, c.created_at \
        FROM chat_lines c WHERE c.game_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT $2";
    /// `$1` the message.
    pub const MESSAGE: &str = "SELECT m.thread_id, m.id, m.sender_id, \
        (SELECT username FROM users WHERE id = m.sender_id) AS sender_name, m.body, m.created_at \
        FROM messages m WHERE m.id = $1";
    /// `$1` the chat line.
    pub const CHAT_LINE: &str = "SELECT c.game_id, c.id, c.sender_id, \
        (SELECT username FROM users WHERE id = c.sender_id) AS sender_name, c.body, c.created_at \
        FROM chat_lines c WHERE c.id = $1";
    pub const CHAT_SENT_SINCE: &str =
        "SELECT COUNT(*) FROM chat_lines WHERE sender_id = $1 AND created_at >= $2";
    /// `$1` game, `$2` viewer, `$3` opponent, `$4` how many: the latest
    /// lines, newest first, each with the viewer's ignore and last reading.
    pub const CHAT_VIEW: &str = "SELECT c.id, c.sender_id, \
        (SELECT username FROM users WHERE id = c.sender_id) AS sender_name, c.body, \
        c.created_at, EXISTS (SELECT 1 FROM contacts k WHERE k.owner_id = $2 \
        AND k.kind = 'ignore' AND k.other_id = $3) AS ignored, \
        (SELECT v.seen_at FROM chat_views v WHERE v.game_id = $1 AND v.user_id = $2) AS seen_at \
        FROM chat_lines c WHERE c.game_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT $4";
    pub const CHAT_SEEN: &str =
        "SELECT seen_at FROM chat_views WHERE game_id = $1 AND user_id = $2";
    pub const SEE_CHAT: &str = "INSERT INTO chat_views (game_id, user_id, seen_at) \
        VALUES ($1, $2, $3) ON CONFLICT (game_id, user_id) DO UPDATE SET seen_at = excluded.seen_at";
    /// `$1` user.
    pub const UNREAD: &str = "SELECT COUNT(*) FROM thread_parties \
        WHERE user_id = $1 AND unread = TRUE AND deleted = FALSE";
}
