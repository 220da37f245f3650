//! The storage interface: everything the server keeps, behind one trait with a
//! SQLite and a Postgres implementation, picked by the database URL.
//!
//! Both implementations must behave identically; `tests/conformance.rs` runs the
//! same tests against each.

pub mod postgres;
pub mod sqlite;

use std::{fmt, path::Path, sync::Arc};

use async_trait::async_trait;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::sessions::SessionBackend;

/// A user's id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct UserId(pub Uuid);

/// A game's id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameId(pub Uuid);

impl UserId {
    /// A fresh random id.
    pub fn new() -> Self {
        Self(Uuid::new_v4())
    }
}

impl GameId {
    /// A fresh random id.
    pub fn new() -> Self {
        Self(Uuid::new_v4())
    }
}

impl Default for UserId {
    fn default() -> Self {
        Self::new()
    }
}

impl Default for GameId {
    fn default() -> Self {
        Self::new()
    }
}

impl fmt::Display for UserId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::str::FromStr for GameId {
    type Err = uuid::Error;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Uuid::parse_str(s).map(Self)
    }
}

/// A registered player (or admin).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub id: UserId,
    /// The name as it was typed at sign-up, for display.
    pub username: String,
    /// The argon2id PHC string.
    pub password_hash: String,
    pub is_admin: bool,
    pub created_at: OffsetDateTime,
}

/// What it takes to create a user.
#[derive(Debug, Clone)]
pub struct NewUser<'a> {
    pub username: &'a str,
    pub password_hash: &'a str,
    pub is_admin: bool,
}

/// Which database a store talks to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// What can go wrong in the store. The first variants are answers a caller is
/// expected to handle; `Database` and `Migrate` are faults.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Another user already has this name (compared without regard to case).
    #[error("the user name is taken")]
    UsernameTaken,
    /// The row to change does not exist.
    #[error("not found")]
    NotFound,
    /// Someone else changed the row first (optimistic concurrency).
    #[error("changed by someone else first")]
    Conflict,
    /// The backend cannot do this (e.g. `backup` on Postgres).
    #[error("not supported by this database: {0}")]
    Unsupported(&'static str),
    /// The database URL names no database we know.
    #[error("unsupported database URL {0:?}: use sqlite://PATH or postgres://...")]
    BadUrl(String),
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    #[error("migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

/// The storage interface. Held as `Arc<dyn Store>` in `AppState`.
#[async_trait]
pub trait Store: Send + Sync + 'static {
    /// Which database this is.
    fn backend(&self) -> Backend;

    /// The session store on the same database, for `tower-sessions`.
    fn session_store(&self) -> SessionBackend;

    /// Applies the embedded migrations (ours and the session store's).
    async fn migrate(&self) -> Result<(), StoreError>;

    /// Succeeds when the database answers.
    async fn ping(&self) -> Result<(), StoreError>;

    /// Closes the pool; waits for connections in use to be returned.
    async fn close(&self);

    /// Creates a user; `StoreError::UsernameTaken` when the name is taken in any case.
    async fn create_user(&self, new: NewUser<'_>) -> Result<User, StoreError>;

    /// The user with this name, compared without regard to case.
    async fn user_by_name(&self, username: &str) -> Result<Option<User>, StoreError>;

    async fn user_by_id(&self, id: UserId) -> Result<Option<User>, StoreError>;

    /// `StoreError::NotFound` when there is no such user.
    async fn set_password_hash(&self, id: UserId, password_hash: &str) -> Result<(), StoreError>;

    /// `StoreError::NotFound` when there is no such user.
    async fn set_admin(&self, id: UserId, is_admin: bool) -> Result<(), StoreError>;

    /// When the server last recorded that it was up, if ever.
    async fn heartbeat(&self) -> Result<Option<OffsetDateTime>, StoreError>;

    async fn set_heartbeat(&self, at: OffsetDateTime) -> Result<(), StoreError>;

    /// Writes a consistent copy of the database to `path` (SQLite only).
    async fn backup(&self, path: &Path) -> Result<(), StoreError>;
}

/// Opens (creating a SQLite file if needed) the database the URL names. Does not
/// migrate: call [`Store::migrate`].
pub async fn connect(database_url: &str) -> Result<Arc<dyn Store>, StoreError> {
    if database_url.starts_with("sqlite:") {
        Ok(Arc::new(sqlite::SqliteStore::connect(database_url).await?))
    } else if database_url.starts_with("postgres:") || database_url.starts_with("postgresql:") {
        Ok(Arc::new(postgres::PgStore::connect(database_url).await?))
    } else {
        Err(StoreError::BadUrl(database_url.to_owned()))
    }
}

/// The key names are unique under: lower case.
pub fn username_key(username: &str) -> String {
    username.to_lowercase()
}

/// Timestamps are stored as Unix milliseconds on both databases.
pub(crate) fn to_millis(at: OffsetDateTime) -> i64 {
    (at.unix_timestamp_nanos() / 1_000_000) as i64
}

pub(crate) fn from_millis(ms: i64) -> OffsetDateTime {
    OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .unwrap_or(OffsetDateTime::UNIX_EPOCH)
}

/// The present, rounded to what the database keeps, so values round-trip exactly.
pub fn now() -> OffsetDateTime {
    from_millis(to_millis(OffsetDateTime::now_utc()))
}
