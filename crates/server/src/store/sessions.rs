//! Log-in sessions. The cookie carries a random token; the database keeps only
//! its SHA-256 (so a copy of the database logs nobody in), the user, the form
//! token, and when the session expires. Anonymous visitors have no row.

use async_trait::async_trait;
use time::OffsetDateTime;

use super::{StoreError, User};
use crate::model::UserId;

/// A session to store at log-in.
#[derive(Debug, Clone)]
pub struct NewSession<'a> {
    /// The hash of the cookie's token.
    pub id: &'a str,
    pub user: UserId,
    /// The form token of this session.
    pub csrf: &'a str,
    pub at: OffsetDateTime,
    pub expires_at: OffsetDateTime,
}

/// A live session with its user, read in one query.
#[derive(Debug, Clone)]
pub struct SessionRow {
    pub user: User,
    pub csrf: String,
    pub expires_at: OffsetDateTime,
    /// A turn mail went out since the player's last visit: this visit
    /// re-arms it (one turn mail per absence).
    pub turn_mail_sent: bool,
    /// How many of the user's message threads are unread.
    pub unread: i64,
    /// The user's board preferences (the defaults when never chosen).
    pub board: crate::model::BoardPrefs,
    /// A notice that vacation was used waits for the player (see
    /// `domain::vacation::take_notice`).
    pub vacation_notice: bool,
}

/// The sessions' storage.
#[async_trait]
pub trait SessionRepo: Send + Sync {
    async fn create_session(&self, new: NewSession<'_>) -> Result<(), StoreError>;

    /// The session with this id and its user, unless it expired before `now`.
    async fn session(
        &self,
        id: &str,
        now: OffsetDateTime,
    ) -> Result<Option<SessionRow>, StoreError>;

    /// Moves a session's expiry (a visit slides it).
    async fn extend_session(&self, id: &str, expires_at: OffsetDateTime) -> Result<(), StoreError>;

    /// Ends one session (log out).
    async fn delete_session(&self, id: &str) -> Result<(), StoreError>;

    /// Ends every session of `user` but `except` (a changed password, "log
    /// out everywhere", an admin's action); returns how many ended.
    async fn delete_sessions_of(
        &self,
        user: UserId,
        except: Option<&str>,
    ) -> Result<u64, StoreError>;

    /// Removes the sessions that expired before `now`.
    async fn delete_expired_sessions(&self, now: OffsetDateTime) -> Result<u64, StoreError>;
}
