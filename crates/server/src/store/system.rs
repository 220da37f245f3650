//! The database itself: its schema, whether it answers, the server's
//! heartbeat, backups.

use std::path::Path;

use async_trait::async_trait;
use time::OffsetDateTime;

use super::StoreError;

/// Which database a store talks to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// The database as a whole.
#[async_trait]
pub trait SystemRepo: Send + Sync {
    /// Applies the embedded migrations.
    async fn migrate(&self) -> Result<(), StoreError>;

    /// Succeeds when the database answers.
    async fn ping(&self) -> Result<(), StoreError>;

    /// Closes the pool; waits for connections in use to be returned.
    async fn close(&self);

    /// When the server last recorded that it was up, if ever.
    async fn heartbeat(&self) -> Result<Option<OffsetDateTime>, StoreError>;

    async fn set_heartbeat(&self, at: OffsetDateTime) -> Result<(), StoreError>;

    /// Writes a consistent copy of the database to `path` (SQLite only).
    async fn backup(&self, path: &Path) -> Result<(), StoreError>;
}
