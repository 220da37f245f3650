//! The connections that run the store's statements outside a transaction.
//!
//! sqlx's pool tests every connection given back to it (`ping`): on SQLite
//! one more hand-off to the connection's own thread and back, on Postgres one
//! more round trip to the backend, after every statement — as much again as
//! the statement itself for a game page's one read. Here a connection is lent
//! for one statement and taken back without a test when the statement
//! finished, with rows or with the database's own error; one whose statement
//! did not finish (its request went away mid-way) or that failed otherwise
//! (a broken connection) is closed, and the next statement opens a new one.
//! sqlx's pool stays beside it for transactions and sqlx's own uses.

use std::{
    ops::{Deref, DerefMut},
    sync::Mutex,
};

use sqlx::{Connection, Database, Pool};
use tokio::sync::{Semaphore, SemaphorePermit};

/// What a new connection needs before its first statement (Postgres: the
/// session's settings), as the dialect says.
pub trait Prepare: Database {
    /// Makes a new connection ready.
    fn prepare(
        conn: &mut Self::Connection,
    ) -> impl std::future::Future<Output = Result<(), sqlx::Error>> + Send + '_;
}

/// Connections lent one statement at a time, at most `most` at once.
pub struct Readers<D: Database> {
    pool: Pool<D>,
    idle: Mutex<Vec<D::Connection>>,
    lendable: Semaphore,
}

impl<D: Database> std::fmt::Debug for Readers<D> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Readers")
            .field("pool", &self.pool)
            .field("lendable", &self.lendable.available_permits())
            .finish_non_exhaustive()
    }
}

impl<D: Database + Prepare> Readers<D> {
    /// Readers opened as `pool`'s connections are, beside it.
    pub fn beside(pool: Pool<D>, most: usize) -> Self {
        Readers {
            pool,
            idle: Mutex::new(Vec::new()),
            lendable: Semaphore::new(most),
        }
    }

    /// sqlx's pool, for transactions and what sqlx does itself.
    pub fn pool(&self) -> &Pool<D> {
        &self.pool
    }

    /// A connection for one statement: an idle one, or a new one.
    pub async fn lend(&self) -> Result<Lent<'_, D>, sqlx::Error> {
        let permit = self
            .lendable
            .acquire()
            .await
            .map_err(|_| sqlx::Error::PoolClosed)?;
        let idle = self.idle.lock().unwrap_or_else(|e| e.into_inner()).pop();
        let conn = match idle {
            Some(conn) => conn,
            None => {
                let mut conn = D::Connection::connect_with(&self.pool.connect_options()).await?;
                D::prepare(&mut conn).await?;
                conn
            }
        };
        Ok(Lent {
            readers: self,
            conn: Some(conn),
            finished: false,
            _permit: permit,
        })
    }

    /// Closes the idle connections and lends no more.
    pub async fn close(&self) {
        self.lendable.close();
        let idle = std::mem::take(&mut *self.idle.lock().unwrap_or_else(|e| e.into_inner()));
        for conn in idle {
            let _ = conn.close().await;
        }
        self.pool.close().await;
    }
}

/// A connection lent for one statement; see [`Lent::finished`].
pub struct Lent<'r, D: Database> {
    readers: &'r Readers<D>,
    conn: Option<D::Connection>,
    finished: bool,
    _permit: SemaphorePermit<'r>,
}

impl<D: Database> Lent<'_, D> {
    /// Says how the statement ended, and passes its result on: the
    /// connection goes back to the idle ones when the statement finished with
    /// rows or with the database's own error (a constraint, a conflict).
    pub fn finished<T>(mut self, result: Result<T, sqlx::Error>) -> Result<T, sqlx::Error> {
        self.finished = matches!(
            result,
            Ok(_) | Err(sqlx::Error::Database(_)) | Err(sqlx::Error::RowNotFound)
        );
        result
    }
}

impl<D: Database> Deref for Lent<'_, D> {
    type Target = D::Connection;

    fn deref(&self) -> &D::Connection {
        self.conn.as_ref().expect("lent until dropped")
    }
}

impl<D: Database> DerefMut for Lent<'_, D> {
    fn deref_mut(&mut self) -> &mut D::Connection {
        self.conn.as_mut().expect("lent until dropped")
    }
}

impl<D: Database> Drop for Lent<'_, D> {
    fn drop(&mut self) {
        if let Some(conn) = self.conn.take() {
            if self.finished && !self.readers.lendable.is_closed() {
                self.readers
                    .idle
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push(conn);
            }
            // Otherwise dropped: its socket or thread closes with it.
        }
    }
}
