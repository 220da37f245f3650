//! The connections that run the store's statements outside a transaction.
//!
//! sqlx's pool tests every connection given back to it (`ping`): on SQLite
//! one more hand-off to the connection's own thread and back, on Postgres one
//! more round trip to the backend, after every statement — as much again as
//! the statement itself for a game page's one read. Here a connection is lent
//! for one statement and taken back without a test when the statement
//! finished, with rows or with the database's own error. One whose statement
//! was given up half-way (its request went away) is tested in the background
//! as sqlx would, still counted among the lent ones until its statement has
//! ended, then kept or dropped; one that failed otherwise (a broken
//! connection, a backend told to end) is dropped, and a later statement opens
//! a new one. sqlx's pool stays beside it for transactions and sqlx's own
//! uses.

use std::{
    ops::{Deref, DerefMut},
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use sqlx::{Connection, Database, Pool};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// How long a statement waits for a connection (as sqlx's pool's default).
const WAIT: Duration = Duration::from_secs(30);
/// A connection idle this long is closed rather than lent.
const IDLE: Duration = Duration::from_secs(60);
/// A connection this old is closed rather than lent (a database that moved,
/// a proxy's own limits).
const LIFETIME: Duration = Duration::from_secs(30 * 60);

/// What a new connection needs before its first statement (Postgres: the
/// session's settings), as the dialect says.
pub trait Prepare: Database {
    /// Makes a new connection ready.
    fn prepare(
        conn: &mut Self::Connection,
    ) -> impl std::future::Future<Output = Result<(), sqlx::Error>> + Send + '_;
}

/// A connection with its age.
struct Kept<C> {
    conn: C,
    opened: Instant,
    idle_since: Instant,
}

/// The idle connections and the count of lent ones, shared with the tests of
/// statements given up half-way.
struct Shared<C> {
    idle: Mutex<Vec<Kept<C>>>,
    lendable: Arc<Semaphore>,
}

impl<C> Shared<C> {
    /// Takes a connection back, unless the readers were closed meanwhile.
    fn keep(&self, conn: C, opened: Instant) {
        let mut idle = self.idle.lock().unwrap_or_else(|e| e.into_inner());
        if !self.lendable.is_closed() {
            idle.push(Kept {
                conn,
                opened,
                idle_since: Instant::now(),
            });
        }
    }
}

/// Connections lent one statement at a time, at most `most` at once.
pub struct Readers<D: Database> {
    pool: Pool<D>,
    shared: Arc<Shared<D::Connection>>,
}

impl<D: Database> std::fmt::Debug for Readers<D> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let idle = self
            .shared
            .idle
            .lock()
            .map(|idle| idle.len())
            .unwrap_or_default();
        f.debug_struct("Readers")
            .field("pool", &self.pool)
            .field("idle", &idle)
            .field("lendable", &self.shared.lendable.available_permits())
            .finish()
    }
}

impl<D: Database + Prepare> Readers<D> {
    /// Readers opened as `pool`'s connections are, beside it.
    pub fn beside(pool: Pool<D>, most: usize) -> Self {
        Readers {
            pool,
            shared: Arc::new(Shared {
                idle: Mutex::new(Vec::new()),
                lendable: Arc::new(Semaphore::new(most)),
            }),
        }
    }

    /// sqlx's pool, for transactions and what sqlx does itself.
    pub fn pool(&self) -> &Pool<D> {
        &self.pool
    }

    /// A connection for one statement: an idle one, or a new one. Waits at
    /// most [`WAIT`] (`PoolTimedOut`).
    pub async fn lend(&self) -> Result<Lent<D>, sqlx::Error> {
        tokio::time::timeout(WAIT, self.lend_now())
            .await
            .map_err(|_| sqlx::Error::PoolTimedOut)?
    }

    async fn lend_now(&self) -> Result<Lent<D>, sqlx::Error> {
        let permit = self
            .shared
            .lendable
            .clone()
            .acquire_owned()
            .await
            .map_err(|_| sqlx::Error::PoolClosed)?;
        let now = Instant::now();
        let idle = {
            let mut idle = self.shared.idle.lock().unwrap_or_else(|e| e.into_inner());
            // Too old or idle too long: closed (dropped) rather than lent.
            idle.retain(|k| {
                now.duration_since(k.idle_since) < IDLE && now.duration_since(k.opened) < LIFETIME
            });
            idle.pop()
        };
        let (conn, opened) = match idle {
            Some(kept) => (kept.conn, kept.opened),
            None => {
                let mut conn = D::Connection::connect_with(&self.pool.connect_options()).await?;
                D::prepare(&mut conn).await?;
                (conn, now)
            }
        };
        Ok(Lent {
            shared: self.shared.clone(),
            conn: Some(conn),
            opened,
            ended: Ended::GivenUp,
            permit: Some(permit),
        })
    }

    /// Closes the idle connections and lends no more.
    pub async fn close(&self) {
        let idle = {
            let mut idle = self.shared.idle.lock().unwrap_or_else(|e| e.into_inner());
            self.shared.lendable.close();
            std::mem::take(&mut *idle)
        };
        for kept in idle {
            let _ = kept.conn.close().await;
        }
        self.pool.close().await;
    }
}

/// How a lent connection's statement ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ended {
    /// With rows, or with the database's own error: lent again as it is.
    Finished,
    /// The connection broke, or the backend was told to end: dropped.
    Broken,
    /// Not at all (the statement's future was dropped): tested, then kept
    /// or dropped.
    GivenUp,
}

/// A connection lent for one statement; see [`Lent::finished`].
pub struct Lent<D: Database> {
    shared: Arc<Shared<D::Connection>>,
    conn: Option<D::Connection>,
    opened: Instant,
    ended: Ended,
    permit: Option<OwnedSemaphorePermit>,
}

impl<D: Database> Lent<D> {
    /// Says how the statement ended, and passes its result on: the
    /// connection goes back to the idle ones when the statement finished with
    /// rows or with the database's own error (a constraint, a conflict), but
    /// not after an error that ends the connection (SQLSTATE class 08, a
    /// connection exception, or 57P, the backend shutting down).
    pub fn finished<T>(mut self, result: Result<T, sqlx::Error>) -> Result<T, sqlx::Error> {
        self.ended = match &result {
            Ok(_) | Err(sqlx::Error::RowNotFound) => Ended::Finished,
            Err(sqlx::Error::Database(e)) => match e.code() {
                Some(code) if code.starts_with("08") || code.starts_with("57P") => Ended::Broken,
                _ => Ended::Finished,
            },
            Err(_) => Ended::Broken,
        };
        result
    }
}

impl<D: Database> Deref for Lent<D> {
    type Target = D::Connection;

    fn deref(&self) -> &D::Connection {
        self.conn.as_ref().expect("lent until dropped")
    }
}

impl<D: Database> DerefMut for Lent<D> {
    fn deref_mut(&mut self) -> &mut D::Connection {
        self.conn.as_mut().expect("lent until dropped")
    }
}

impl<D: Database> Drop for Lent<D> {
    fn drop(&mut self) {
        let (Some(mut conn), Some(permit)) = (self.conn.take(), self.permit.take()) else {
            return;
        };
        match self.ended {
            Ended::Finished => self.shared.keep(conn, self.opened),
            Ended::Broken => drop(conn),
            Ended::GivenUp => {
                // The statement may still be running: its connection stays
                // counted as lent until a test (which waits for the statement
                // to end) says whether it can be lent again.
                let Ok(runtime) = tokio::runtime::Handle::try_current() else {
                    return;
                };
                let (shared, opened) = (self.shared.clone(), self.opened);
                runtime.spawn(async move {
                    if let Ok(Ok(())) = tokio::time::timeout(WAIT, conn.ping()).await {
                        shared.keep(conn, opened);
                    }
                    drop(permit);
                });
            }
        }
    }
}
