//! The database itself: its schema, whether it answers, the server's
//! heartbeat, backups.

use std::path::Path;

use async_trait::async_trait;
use time::{Duration, OffsetDateTime};

use super::StoreError;

/// Which database a store talks to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// What the database holds, as of a moment: two equal generations, read at
/// two moments, mean that nothing was committed in between, in this process
/// or in any other (so a page drawn from the first holds at the second).
/// [`Generation::Unknown`] equals no generation, itself included.
#[derive(Debug, Clone)]
pub enum Generation {
    /// SQLite: this process's count of the commits its connections noticed
    /// (`PRAGMA data_version`).
    Counted(u64),
    /// Postgres: the server's snapshot (`txid_current_snapshot()`), which a
    /// commit of any transaction that wrote changes.
    Snapshot(String),
    /// Not known (a database in memory): nothing can be kept on it.
    Unknown,
}

impl PartialEq for Generation {
    fn eq(&self, other: &Generation) -> bool {
        match (self, other) {
            (Generation::Counted(a), Generation::Counted(b)) => a == b,
            (Generation::Snapshot(a), Generation::Snapshot(b)) => a == b,
            _ => false,
        }
    }
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

    /// At a server's start: replaces the heartbeat `was` (none: there was
    /// none yet) with `at` and, in the same transaction, gives every running
    /// clock `credit` more (the time the server was down). Returns how many
    /// games were credited. `StoreError::Conflict`, with nothing changed, when
    /// the heartbeat is no longer `was`: another server replaced it first and
    /// gave the credit, so that an outage is credited once however many
    /// servers start together.
    async fn replace_heartbeat(
        &self,
        was: Option<OffsetDateTime>,
        at: OffsetDateTime,
        credit: Option<Duration>,
    ) -> Result<u64, StoreError>;

    /// The secret stored under `name`; the first call anywhere stores
    /// `fresh` (made at `at`) and every later one, from any process, gets
    /// that back.
    async fn secret(
        &self,
        name: &str,
        fresh: &str,
        at: OffsetDateTime,
    ) -> Result<String, StoreError>;

    /// What the database holds now ([`Generation`]).
    async fn generation(&self) -> Result<Generation, StoreError>;

    /// Writes a consistent copy of the database to `path` (SQLite only).
    async fn backup(&self, path: &Path) -> Result<(), StoreError>;
}
