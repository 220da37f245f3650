//! The hottest reads on SQLite, on the request's own thread.
//!
//! sqlx runs each SQLite connection on a thread of its own and hands it every
//! statement and every row over a channel: for a one-row read the hand-offs
//! and the threads' waking cost more than SQLite's work (a profile of
//! `/status` under load: the connections' threads 46 % of the samples, 28
//! points of them waiting for and waking each other). The reads every page
//! and every Submit make — the session, the game with the session, and the
//! status page's lists — run here instead, on a connection of this module's own, on the thread that
//! asks. In WAL mode a reader never waits for the writer, so such a read is
//! SQLite's own work on pages in memory: microseconds, as any other work a
//! request does on its thread.
//!
//! Each connection is read-only and sees every commit made before its
//! statement began, in this process or another: the same as the lent
//! readers. A connection whose statement failed is dropped, not kept.
//! rusqlite and sqlx link the one SQLite library of the process
//! (`libsqlite3-sys`, once in `Cargo.lock`), so SQLite's file locks are
//! shared between their connections as between any two of its own.

use std::{
    collections::HashMap,
    path::{Path, PathBuf},
    sync::{
        atomic::{AtomicBool, AtomicU64, Ordering},
        Arc, Mutex,
    },
    time::Duration,
};

use rusqlite::{types::FromSql, Connection, OpenFlags, Params, Row};

use crate::store::StoreError;

/// Connections kept idle at most (one a thread that reads at once).
const KEPT: usize = 16;
/// Compiled statements each connection keeps.
const STATEMENTS: usize = 16;

/// Reads on the caller's thread, on connections of their own.
pub struct InlineReads {
    path: PathBuf,
    idle: Mutex<Vec<Kept>>,
    /// Commits noticed so far by this process's connections: see
    /// [`InlineReads::generation`].
    noticed: AtomicU64,
    /// Closed with the store: no more reads, as sqlx's closed pools.
    closed: AtomicBool,
    /// Each statement's columns by name (its SQL's address: the statements
    /// read here are `static`).
    columns: Mutex<HashMap<usize, Arc<HashMap<String, usize>>>>,
}

/// An idle connection, and the `data_version` it last answered (none before
/// its first).
struct Kept {
    conn: Connection,
    version: Option<i64>,
}

impl std::fmt::Debug for InlineReads {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("InlineReads")
            .field("path", &self.path)
            .finish_non_exhaustive()
    }
}

/// A row whose columns are read by name.
pub struct Named<'a> {
    row: &'a Row<'a>,
    columns: &'a HashMap<String, usize>,
}

impl Named<'_> {
    /// The column `name`; an error if the statement has none.
    pub fn get<T: FromSql>(&self, name: &str) -> rusqlite::Result<T> {
        let at = *self
            .columns
            .get(name)
            .ok_or_else(|| rusqlite::Error::InvalidColumnName(name.to_owned()))?;
        self.row.get(at)
    }

    /// The column `name`, or nothing if the statement has none.
    pub fn get_or_default<T: FromSql + Default>(&self, name: &str) -> rusqlite::Result<T> {
        match self.columns.get(name) {
            Some(&at) => self.row.get(at),
            None => Ok(T::default()),
        }
    }
}

impl InlineReads {
    /// Reads of the database file `path`; none for a database in memory,
    /// which a connection of its own would not see.
    pub fn for_file(url: &str, path: &Path) -> Option<InlineReads> {
        let in_memory = url.contains(":memory:") || url.contains("mode=memory");
        (!in_memory).then(|| InlineReads {
            path: path.to_owned(),
            idle: Mutex::new(Vec::new()),
            noticed: AtomicU64::new(0),
            closed: AtomicBool::new(false),
            columns: Mutex::new(HashMap::new()),
        })
    }

    /// Closes the idle connections; every later read answers that the
    /// database is unavailable (a statement under way ends as it is).
    pub fn close(&self) {
        self.closed.store(true, Ordering::Release);
        self.idle.lock().unwrap_or_else(|e| e.into_inner()).clear();
    }

    fn open(&self) -> rusqlite::Result<Connection> {
        let conn = Connection::open_with_flags(
            &self.path,
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        conn.busy_timeout(Duration::from_secs(5))?;
        // As the other connections (`sqlite.rs`): no memory map.
        conn.pragma_update(None, "mmap_size", 0)?;
        conn.set_prepared_statement_cache_capacity(STATEMENTS);
        Ok(conn)
    }

    /// A count that has grown since any earlier call if something was
    /// committed to the database in between, by this process or another.
    ///
    /// Each connection's `PRAGMA data_version` changes when another
    /// connection has committed since the connection last asked; a
    /// connection that finds it changed (or asks for the first time, not
    /// knowing what came before) counts one more before the count is read.
    /// So a commit made before this call began is counted by then: either
    /// the connection asked here notices it now, or it noticed it at an
    /// earlier call, which counted it before it answered.
    pub fn generation(&self) -> Result<u64, StoreError> {
        self.on_kept(|kept| {
            let version: i64 = kept
                .conn
                .prepare_cached("PRAGMA data_version")?
                .query_row([], |row| row.get(0))?;
            if kept.version != Some(version) {
                kept.version = Some(version);
                self.noticed.fetch_add(1, Ordering::SeqCst);
            }
            Ok(self.noticed.load(Ordering::SeqCst))
        })
    }

    /// The one row `sql` answers with `params`, if any, read by `decode`.
    pub fn row<T>(
        &self,
        sql: &'static str,
        params: impl Params,
        decode: impl FnOnce(&Named<'_>) -> rusqlite::Result<T>,
    ) -> Result<Option<T>, StoreError> {
        self.query(sql, params, |rows, columns| match rows.next()? {
            Some(row) => decode(&Named { row, columns }).map(Some),
            None => Ok(None),
        })
    }

    /// Every row `sql` answers with `params`, each read by `decode`.
    pub fn rows<T>(
        &self,
        sql: &'static str,
        params: impl Params,
        mut decode: impl FnMut(&Named<'_>) -> rusqlite::Result<T>,
    ) -> Result<Vec<T>, StoreError> {
        self.query(sql, params, |rows, columns| {
            let mut read = Vec::new();
            while let Some(row) = rows.next()? {
                read.push(decode(&Named { row, columns })?);
            }
            Ok(read)
        })
    }

    /// Runs `sql` with `params` on a connection and hands its rows, with
    /// its columns by name, to `read`.
    fn query<R>(
        &self,
        sql: &'static str,
        params: impl Params,
        read: impl FnOnce(&mut rusqlite::Rows<'_>, &HashMap<String, usize>) -> rusqlite::Result<R>,
    ) -> Result<R, StoreError> {
        self.on_connection(|conn| {
            let mut statement = conn.prepare_cached(sql)?;
            let columns = self.columns_of(sql, &statement);
            let mut rows = statement.query(params)?;
            read(&mut rows, &columns)
        })
    }

    /// Runs `read` on an idle connection (or a new one), and keeps the
    /// connection unless the read failed.
    fn on_connection<R>(
        &self,
        read: impl FnOnce(&Connection) -> rusqlite::Result<R>,
    ) -> Result<R, StoreError> {
        self.on_kept(|kept| read(&kept.conn))
    }

    /// [`InlineReads::on_connection`], with what is kept of the connection.
    fn on_kept<R>(
        &self,
        read: impl FnOnce(&mut Kept) -> rusqlite::Result<R>,
    ) -> Result<R, StoreError> {
        if self.closed.load(Ordering::Acquire) {
            return Err(StoreError::Unavailable(sqlx::Error::PoolClosed));
        }
        let taken = self.idle.lock().unwrap_or_else(|e| e.into_inner()).pop();
        let mut kept = match taken {
            Some(kept) => kept,
            None => Kept {
                conn: self.open().map_err(store_error)?,
                version: None,
            },
        };
        let done = read(&mut kept);
        if done.is_ok() && !self.closed.load(Ordering::Acquire) {
            let mut idle = self.idle.lock().unwrap_or_else(|e| e.into_inner());
            if idle.len() < KEPT {
                idle.push(kept);
            }
        }
        done.map_err(store_error)
    }

    fn columns_of(
        &self,
        sql: &'static str,
        statement: &rusqlite::Statement<'_>,
    ) -> Arc<HashMap<String, usize>> {
        let key = sql.as_ptr() as usize;
        let mut known = self.columns.lock().unwrap_or_else(|e| e.into_inner());
        known
            .entry(key)
            .or_insert_with(|| {
                Arc::new(
                    statement
                        .column_names()
                        .into_iter()
                        .enumerate()
                        .map(|(at, name)| (name.to_owned(), at))
                        .collect(),
                )
            })
            .clone()
    }
}

/// What a failed read says to the store's callers: SQLite busy past its
/// timeout is the database unavailable, a value that will not decode is
/// corrupt, anything else a database error.
fn store_error(e: rusqlite::Error) -> StoreError {
    let busy = matches!(
        &e,
        rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::DatabaseBusy
            || f.code == rusqlite::ErrorCode::DatabaseLocked
    );
    match e {
        rusqlite::Error::FromSqlConversionFailure(..)
        | rusqlite::Error::InvalidColumnType(..)
        | rusqlite::Error::IntegralValueOutOfRange(..) => StoreError::Corrupt(e.to_string()),
        _ if busy => StoreError::Unavailable(sqlx::Error::Io(std::io::Error::other(e))),
        _ => StoreError::Database(sqlx::Error::Protocol(e.to_string())),
    }
}
