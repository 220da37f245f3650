//! The SQLite store: the embedded default, one file created on first run.
//! One file an area; every write goes through [`SqliteStore::write`].

mod board_prefs;
mod claims;
mod contacts;
mod games;
mod invites;
mod ladders;
mod limits;
mod messages;
mod moderation;
mod news;
mod notifications;
mod offers;
mod profiles;
mod ratings;
mod reports;
mod sessions;
mod stats;
mod submits;
mod system;
mod tokens;
mod tournaments;
mod users;
mod vacations;

use std::{str::FromStr, time::Duration};

use sqlx::{
    sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous},
    Sqlite, SqlitePool, Transaction,
};

use super::{areas, Backend, StoreError};

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations/sqlite");

/// The store on a SQLite file.
#[derive(Debug, Clone)]
pub struct SqliteStore {
    /// Readers: WAL lets them go on while one writer writes.
    pool: SqlitePool,
    /// The one connection that writes: writers of this process queue for it in
    /// order instead of meeting at SQLite's lock, whose busy handler sleeps (up
    /// to 100 ms a try) while the lock stands free. Other processes on the same
    /// file still wait through the busy timeout.
    writer: SqlitePool,
    /// The moves waiting for the writer, written together.
    moves: submits::MoveQueue,
}

areas!(SqliteStore, Backend::Sqlite);

impl SqliteStore {
    /// Opens `sqlite://PATH`, creating the file if it does not exist.
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            // WAL lets readers go on while one writer writes.
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .busy_timeout(Duration::from_secs(5))
            .foreign_keys(true)
            // No memory map: the file grows with every checkpoint, and each
            // growth remapped it in every connection (an munmap and a TLB
            // shootdown across the cores, about once a request under load).
            // Reads through the page cache measured 10 % more moves a second.
            .pragma("mmap_size", "0");
        // No ping before each query (sqlx's default): on SQLite it is one more
        // hand-off to the connection's worker thread and back, for a file that
        // cannot hang up.
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            .test_before_acquire(false)
            .connect_with(options.clone())
            .await?;
        let writer = SqlitePoolOptions::new()
            .max_connections(1)
            .test_before_acquire(false)
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(options)
            .await?;
        let moves = submits::MoveQueue::start(writer.clone());
        Ok(Self {
            pool,
            writer,
            moves,
        })
    }

    /// Begins a write transaction. Every write goes through here: a deferred
    /// transaction that reads and then writes fails with SQLITE_BUSY under
    /// concurrency whatever the busy timeout, because its read snapshot cannot be
    /// upgraded; `BEGIN IMMEDIATE` takes the write lock first, so it waits instead.
    async fn write(&self) -> Result<Transaction<'static, Sqlite>, StoreError> {
        Ok(self.writer.begin_with("BEGIN IMMEDIATE").await?)
    }
}
