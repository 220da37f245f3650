//! Postgres, for bigger sites and several server processes on one database:
//! its connections' settings, its locks (under READ COMMITTED two
//! transactions do not see each other's inserts, so whatever is counted
//! before a write is locked first), and its one-statement Submit.

use futures_util::future::BoxFuture;
use std::{future::Future, path::Path, time::Duration};

use sha2::{Digest, Sha256};
use sqlx::{
    error::BoxDynError,
    postgres::{PgArguments, PgConnection, PgPoolOptions},
    Arguments, Executor, PgPool, Postgres,
};

use super::{
    db::{ratings::game_finished, Db},
    dialect::{Dialect, Lock, Param, Record, Tx},
    map_move_conflict,
    readers::{Prepare, Readers},
    rows::{move_lines, to_millis, to_ms},
    unchanged, Backend, GameStatus, Generation, MoveCommit, StoreError,
};
use crate::model::result::winner_column;
use crate::store::sql::status_filter;
use crate::store::RatingRule;
use std::sync::Arc;

/// The store on a Postgres database.
pub type PgStore = Db<Postgres>;

/// Run on every new connection: see [`Postgres::open`]. Public so that the
/// query-plan tests plan as the server's connections do.
pub const SESSION_SETTINGS: &[&str] =
    &["SET plan_cache_mode = force_generic_plan", "SET jit = off"];

static MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations/postgres");

/// The advisory lock of a limit's bucket: the first 8 bytes of its key's SHA-256.
fn bucket_lock(key: &str) -> i64 {
    let digest = Sha256::digest(format!("halma limit {key}").as_bytes());
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    i64::from_be_bytes(first)
}

/// The most statements outside a transaction running at once, each on its
/// own connection (besides the transactions' pool).
const READERS: usize = 8;

/// A new connection gets the session's settings ([`SESSION_SETTINGS`]).
impl Prepare for Postgres {
    async fn prepare(conn: &mut PgConnection) -> Result<(), sqlx::Error> {
        for setting in SESSION_SETTINGS {
            conn.execute(*setting).await?;
        }
        Ok(())
    }
}

impl Dialect for Postgres {
    const BACKEND: Backend = Backend::Postgres;
    const FOR_UPDATE: &'static str = " FOR UPDATE";
    const SKIP_LOCKED: &'static str = "FOR UPDATE SKIP LOCKED";
    const NEXT_RATING_SEQ: &'static str = "SELECT nextval('rating_seq')";
    type Submits = ();

    /// Connects to `postgres://...`; the database must exist.
    async fn open(url: &str, rule: Arc<dyn RatingRule>) -> Result<PgStore, StoreError> {
        // For transactions; the statements outside one have their readers.
        let pool = PgPoolOptions::new()
            .max_connections(6)
            // No ping before each query: sqlx's default test costs a round trip
            // to the backend every time a connection leaves the pool. A
            // connection that broke meanwhile fails its one query and is
            // dropped, and none is kept idle for more than a minute (the
            // readers likewise, `store::readers`).
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
            .after_connect(|conn, _| Box::pin(Postgres::prepare(conn)))
            .connect(url)
            .await?;
        Ok(Db {
            writer: pool.clone(),
            pool: Readers::beside(pool, READERS),
            submits: (),
            rule,
            inline: None,
        })
    }

    /// Conflicting writers are caught by the games' `ply` counter and the
    /// locks below, not by the isolation level.
    async fn migrate(writer: &PgPool) -> Result<(), StoreError> {
        Ok(MIGRATIONS.run(writer).await?)
    }

    async fn begin_write(writer: &PgPool) -> Result<Tx<Postgres>, StoreError> {
        Ok(writer.begin().await?)
    }

    async fn lock<'a>(tx: &'a mut Tx<Postgres>, lock: Lock<'a>) -> Result<(), StoreError> {
        let conn = &mut **tx;
        match lock {
            Lock::User(user) => {
                sqlx::query("SELECT 1 FROM users WHERE id = $1 FOR UPDATE")
                    .bind(user)
                    .execute(conn)
                    .await?;
            }
            Lock::Tournament(id) => {
                sqlx::query("SELECT 1 FROM tournaments WHERE id = $1 FOR UPDATE")
                    .bind(id)
                    .execute(conn)
                    .await?;
            }
            Lock::Name(name) => {
                sqlx::query("SELECT pg_advisory_xact_lock(hashtext($1))")
                    .bind(name)
                    .execute(conn)
                    .await?;
            }
            Lock::Buckets(keys) => {
                // Always in the same order, so that two attempts never wait on
                // each other's locks.
                let mut locks: Vec<i64> = keys.iter().map(|k| bucket_lock(k)).collect();
                locks.sort_unstable();
                locks.dedup();
                for lock in locks {
                    sqlx::query("SELECT pg_advisory_xact_lock($1)")
                        .bind(lock)
                        .execute(&mut *conn)
                        .await?;
                }
            }
            Lock::Ratings => {
                // No game is rated meanwhile: a rating waits for the commit.
                sqlx::query("LOCK TABLE ratings, rating_history IN EXCLUSIVE MODE")
                    .execute(conn)
                    .await?;
            }
        }
        Ok(())
    }

    fn record_move(
        db: &PgStore,
        commit: MoveCommit,
    ) -> impl Future<Output = Result<(), StoreError>> + Send + '_ {
        // Boxed: the compiler cannot yet prove this future `Send` unboxed
        // (rust-lang/rust#100013).
        Box::pin(record_move(db, commit)) as BoxFuture<'_, _>
    }

    async fn generation(db: &PgStore) -> Result<Generation, StoreError> {
        // `txid_current_snapshot`, not its newer name, for Postgres 12. Asked
        // before a page is drawn: a page waits no more than a second for it.
        let read = super::dialect::query_scalar("SELECT txid_current_snapshot()::text")
            .fetch_one(&db.pool);
        let snapshot: String = tokio::time::timeout(Duration::from_secs(1), read)
            .await
            .map_err(|_| StoreError::Unavailable(sqlx::Error::PoolTimedOut))??;
        Ok(Generation::Snapshot(snapshot))
    }

    async fn backup<'a>(_db: &'a PgStore, _path: &'a Path) -> Result<(), StoreError> {
        Err(StoreError::Unsupported(
            "back up a Postgres database with pg_dump",
        ))
    }

    fn bind<'q, T: Param<'q>>(args: &mut PgArguments, value: T) -> Result<(), BoxDynError> {
        args.add(value)
    }

    async fn execute<'q: 'a, 'a>(
        sql: &'q str,
        args: PgArguments,
        conn: &'a mut PgConnection,
    ) -> Result<u64, sqlx::Error> {
        let done = sqlx::query_with(sql, args).execute(conn).await?;
        Ok(done.rows_affected())
    }

    async fn fetch_all<'q: 'a, 'a, R: Record>(
        sql: &'q str,
        args: PgArguments,
        conn: &'a mut PgConnection,
    ) -> Result<Vec<R>, sqlx::Error> {
        sqlx::query_as_with(sql, args).fetch_all(conn).await
    }

    async fn fetch_optional<'q: 'a, 'a, R: Record>(
        sql: &'q str,
        args: PgArguments,
        conn: &'a mut PgConnection,
    ) -> Result<Option<R>, sqlx::Error> {
        sqlx::query_as_with(sql, args).fetch_optional(conn).await
    }
}

/// A Submit's one statement (see [`Dialect::record_move`]): the moves are
/// inserted only if the game was at the expected ply, and the opponent's turn
/// notice written when the domain asked for it, once per absence. One
/// statement, so one round trip and atomic without BEGIN and COMMIT. Public
/// so that a test can look at its plan.
pub const RECORD_MOVE: &str = concat!(
    "WITH game AS ( \
       UPDATE games SET ply = ply + $1, position = $2, to_move_id = $3, \
       turn_started_at = $4, turn_deadline = $5, draw_offered_by = $6, status = $7, \
       winner = $8, termination = $9, finished_at = $10, draw_offer_ply = $13, \
       note = $14, white_bank = $17, black_bank = $18, \
       move_list = CASE WHEN move_list IS NULL THEN $19 \
       ELSE move_list || chr(10) || $19 END \
       WHERE id = $11 AND ply = $12 AND ",
    status_filter!("status = 'active'"),
    " RETURNING id), \
     armed AS ( \
       UPDATE notification_settings SET turn_armed = FALSE WHERE $20 AND user_id = $3 \
       AND turn_armed AND email IS NOT NULL AND EXISTS (SELECT 1 FROM game) \
       RETURNING user_id, email), \
     notice AS ( \
       INSERT INTO outbox (user_id, kind, to_address, game_id, dedupe, created_at, \
       next_attempt_at) \
       SELECT user_id, 'turn', email, $11, 'turn:' || $11 || ':' || ($12 + $1), $4, $4 \
       FROM armed ON CONFLICT (dedupe) DO NOTHING) \
     INSERT INTO moves (game_id, number, path, position_key, played_at) \
     SELECT game.id, $12 + m.n, m.path, m.key, $4 \
     FROM game, unnest($15::text[], $16::text[]) WITH ORDINALITY AS m(path, key, n)"
);

/// Records a Submit: see [`Dialect::record_move`].
async fn record_move(db: &PgStore, commit: MoveCommit) -> Result<(), StoreError> {
    let plies = commit.moves.len() as i64;
    let (status, to_move, finished_at) = match &commit.verdict {
        Some(_) => (GameStatus::Finished, None, Some(to_millis(commit.at))),
        None => (GameStatus::Active, Some(commit.to_move), None),
    };
    let paths: Vec<&str> = commit.moves.iter().map(|m| m.path.as_str()).collect();
    let keys: Vec<&str> = commit
        .moves
        .iter()
        .map(|m| m.position_key.as_str())
        .collect();
    // A move that ends the game is rated in the same transaction.
    let query = sqlx::query(RECORD_MOVE)
        .bind(plies)
        .bind(&commit.position)
        .bind(to_move)
        .bind(to_millis(commit.at))
        .bind(to_millis(commit.turn_deadline))
        .bind(commit.draw_offered_by)
        .bind(status.as_str())
        .bind(commit.verdict.as_ref().map(|v| winner_column(v.winner)))
        .bind(commit.verdict.as_ref().map(|v| v.termination.as_str()))
        .bind(finished_at)
        .bind(commit.game)
        .bind(commit.expected_ply)
        // An offer standing after the move counts as made at the new ply.
        .bind(commit.draw_offered_by.map(|_| commit.expected_ply + plies))
        .bind(commit.verdict.as_ref().and_then(|v| v.note.as_deref()))
        .bind(&paths)
        .bind(&keys)
        .bind(to_ms(commit.banks[0]))
        .bind(to_ms(commit.banks[1]))
        .bind(move_lines(&commit))
        .bind(commit.turn_mail && commit.verdict.is_none());
    if commit.verdict.is_none() {
        let mut conn = db.pool.lend().await?;
        let done = query.execute(&mut *conn).await;
        let done = conn.finished(done).map_err(map_move_conflict)?;
        return unchanged(done.rows_affected());
    }
    let mut tx = Postgres::begin_write(&db.writer).await?;
    let done = query.execute(&mut *tx).await.map_err(map_move_conflict)?;
    unchanged(done.rows_affected())?;
    game_finished(&mut tx, db.rule.as_ref(), commit.game).await?;
    tx.commit().await?;
    Ok(())
}
