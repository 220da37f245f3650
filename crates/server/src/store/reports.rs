//! Players' reports of a profile, a message or a chat line, for the admins:
//! open ones newest first (`reports_status`), those about one player
//! (`reports_subject`); at most one open report a reporter and item
//! (`reports_one_open`). Closing one writes the audit log in the same step.

use async_trait::async_trait;
use time::OffsetDateTime;

use super::{rows::from_millis, AuditEntry, Player, StoreError};
use crate::model::{GameId, MessageId, ReportId, UserId};

/// What a report is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reported {
    /// A player's profile (their name, their "about" text).
    Profile(UserId),
    /// One message of a thread.
    Message(MessageId),
    /// One line of a game's chat.
    Chat(MessageId),
}

impl Reported {
    /// The kind as stored: `profile`, `message`, `chat`.
    pub fn kind(&self) -> &'static str {
        match self {
            Reported::Profile(_) => "profile",
            Reported::Message(_) => "message",
            Reported::Chat(_) => "chat",
        }
    }

    /// The key one open report a reporter is allowed on.
    pub fn item(&self) -> String {
        match self {
            Reported::Profile(id) => format!("profile:{id}"),
            Reported::Message(id) => format!("message:{id}"),
            Reported::Chat(id) => format!("chat:{id}"),
        }
    }
}

/// A report to file.
#[derive(Debug, Clone)]
pub struct NewReport<'a> {
    pub reporter: UserId,
    /// The player reported: the profile's owner, the message's or line's sender.
    pub subject: UserId,
    pub what: Reported,
    pub reason: &'a str,
    pub at: OffsetDateTime,
}

/// A report as the admins read it, with the reported words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportRow {
    pub id: ReportId,
    /// `profile`, `message` or `chat`.
    pub kind: String,
    pub reporter: String,
    pub subject: Player,
    pub reason: String,
    /// The reported message or chat line.
    pub content: Option<String>,
    /// The game of a reported chat line.
    pub game: Option<GameId>,
    pub at: OffsetDateTime,
    pub open: bool,
    pub closed_by: Option<String>,
}

#[derive(sqlx::FromRow)]
pub(crate) struct ReportRecord {
    id: ReportId,
    kind: String,
    reporter: String,
    subject_id: UserId,
    subject_name: String,
    reason: String,
    content: Option<String>,
    game_id: Option<GameId>,
    created_at: i64,
    status: String,
    closer: Option<String>,
}

impl From<ReportRecord> for ReportRow {
    fn from(r: ReportRecord) -> Self {
        ReportRow {
            id: r.id,
            kind: r.kind,
            reporter: r.reporter,
            subject: Player {
                id: r.subject_id,
                name: r.subject_name,
            },
            reason: r.reason,
            content: r.content,
            game: r.game_id,
            at: from_millis(r.created_at),
            open: r.status == "open",
            closed_by: r.closer,
        }
    }
}

/// The reports' storage.
#[async_trait]
pub trait ReportRepo: Send + Sync {
    /// Files a report; `StoreError::Conflict` when the reporter has an open
    /// report of the same item already (nothing is added).
    async fn file_report(&self, report: NewReport<'_>) -> Result<ReportId, StoreError>;

    /// Open reports, newest first, `limit` from `offset`.
    async fn open_reports(&self, limit: i64, offset: i64) -> Result<Vec<ReportRow>, StoreError>;

    /// The latest reports about `subject`, open or closed, newest first.
    async fn reports_about(
        &self,
        subject: UserId,
        limit: i64,
    ) -> Result<Vec<ReportRow>, StoreError>;

    async fn report(&self, id: ReportId) -> Result<Option<ReportRow>, StoreError>;

    /// Closes an open report, with the audit entry, in one step;
    /// `StoreError::Conflict` when it is closed already, `NotFound` when there
    /// is no such report.
    async fn close_report(&self, id: ReportId, audit: AuditEntry<'_>) -> Result<(), StoreError>;
}

pub mod sql {
    //! The reports' SQL, the same on both databases.

    use crate::store::sql::status_filter;

    pub const INSERT: &str = "INSERT INTO reports (id, reporter_id, subject_id, kind, item, \
        message_id, chat_line_id, reason, status, created_at) \
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'open', $9)";
    const SELECT: &str = "SELECT r.id, r.kind, \
        (SELECT username FROM users WHERE id = r.reporter_id) AS reporter, r.subject_id, \
        (SELECT username FROM users WHERE id = r.subject_id) AS subject_name, r.reason, \
        COALESCE((SELECT body FROM messages WHERE id = r.message_id), \
                 (SELECT body FROM chat_lines WHERE id = r.chat_line_id)) AS content, \
        (SELECT game_id FROM chat_lines WHERE id = r.chat_line_id) AS game_id, \
        r.created_at, r.status, (SELECT username FROM users WHERE id = r.closed_by) AS closer \
        FROM reports r";
    /// `$1` limit, `$2` offset.
    pub static OPEN: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
        format!(
            "{SELECT} WHERE r.status = 'open' ORDER BY r.created_at DESC, r.id DESC \
             LIMIT $1 OFFSET $2"
        )
    });
    /// `$1` subject, `$2` limit.
    pub static ABOUT: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
        format!("{SELECT} WHERE r.subject_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2")
    });
    /// `$1` the report.
    pub static ONE: std::sync::LazyLock<String> =
        std::sync::LazyLock::new(|| format!("{SELECT} WHERE r.id = $1"));
    /// `$1` report, `$2` admin, `$3` at.
    pub const CLOSE: &str = concat!(
        "UPDATE reports SET status = 'closed', closed_by = $2, closed_at = $3 WHERE id = $1 AND ",
        status_filter!("status = 'open'")
    );
    pub const EXISTS: &str = "SELECT COUNT(*) FROM reports WHERE id = $1";
}
