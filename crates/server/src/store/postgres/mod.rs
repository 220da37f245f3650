//! The Postgres store, for bigger sites and several server processes on one
//! database. One file an area.

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
mod system;
mod tokens;
mod tournaments;
mod users;
mod vacations;

use std::time::Duration;

use sqlx::{postgres::PgPoolOptions, Executor, PgPool, Postgres, Transaction};

use super::{areas, Backend, StoreError};

/// Run on every new connection: see [`PgStore::connect`]. Public so that the
/// query-plan tests plan as the server's connections do.
pub const SESSION_SETTINGS: &[&str] =
    &["SET plan_cache_mode = force_generic_plan", "SET jit = off"];

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations/postgres");

/// The store on a Postgres database.
#[derive(Debug, Clone)]
pub struct PgStore {
    pool: PgPool,
}

areas!(PgStore, Backend::Postgres);

impl PgStore {
    /// Connects to `postgres://...`; the database must exist.
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        let pool = PgPoolOptions::new()
            .max_connections(10)
            // No ping before each query: sqlx's default test costs a round trip
            // to the backend every time a connection leaves the pool. A
            // connection that broke meanwhile fails its one query and is
            // dropped, and none is kept idle for more than a minute.
            .test_before_acquire(false)
            .idle_timeout(Duration::from_secs(60))
            // Every statement runs its prepared, generic plan, never planned
            // again for its parameters' values: the queries are written for
            // the indexes whatever the values (the plan tests look at these
            // plans), and Postgres's own choice, made from the statistics,
            // sometimes planned the status page's lists anew at each request
            // (0.8 ms each, at 1,000,000 games). And no JIT compilation: a
            // generic plan with `LIMIT $n` is costed for a tenth of the
            // table, over JIT's threshold, and an admin list at 1,000,000
            // games spent 0.7 s compiling to run for 1 ms. Set for the
            // session when a connection opens (Postgres 12 or later); behind
            // a pooler, session pooling keeps it, or the role's own settings
            // (`ALTER ROLE … SET`) can carry it.
            .after_connect(|conn, _| {
                Box::pin(async move {
                    for setting in SESSION_SETTINGS {
                        conn.execute(*setting).await?;
                    }
                    Ok(())
                })
            })
            .connect(url)
            .await?;
        Ok(Self { pool })
    }

    /// Begins a write transaction; the counterpart of `SqliteStore::write`, so that
    /// both stores read alike. Conflicting writers are caught by the games' `ply`
    /// counter, not by the isolation level.
    async fn write(&self) -> Result<Transaction<'static, Postgres>, StoreError> {
        Ok(self.pool.begin().await?)
    }
}
