//! SQLite: the embedded default, one file created on first run. Every write
//! transaction begins with `BEGIN IMMEDIATE` on one writer connection, so
//! writers take turns and nothing needs locking besides; moves that arrive
//! together are written together (`submits`).

pub(crate) mod inline;
mod submits;

use futures_util::future::BoxFuture;
use std::{future::Future, path::Path, str::FromStr, time::Duration};

use sqlx::{
    error::BoxDynError,
    sqlite::{
        SqliteArguments, SqliteConnectOptions, SqliteConnection, SqliteJournalMode,
        SqlitePoolOptions, SqliteSynchronous,
    },
    Arguments, Sqlite, SqlitePool,
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
use crate::store::RatingRule;
use std::sync::Arc;
use submits::{write_alone, MoveQueue};

/// The store on a SQLite file.
pub type SqliteStore = Db<Sqlite>;

/// Settles what SQLite lets be set only before its first connection: its
/// count of the memory it holds (kept by default) is left off, since keeping
/// it takes one lock for the whole process around every allocation of every
/// connection, on which the reads of pages running at once queue. A command
/// calls this first, while it has one thread; a later call changes nothing.
pub fn prepare_library() {
    // SAFETY: `sqlite3_config` may only be called while no other thread
    // uses SQLite, which holds for a process's first step (the callers'
    // contract); after SQLite started it refuses (SQLITE_MISUSE), changing
    // nothing, which is fine here.
    unsafe {
        rusqlite::ffi::sqlite3_config(rusqlite::ffi::SQLITE_CONFIG_MEMSTATUS, 0 as std::ffi::c_int);
    }
}

static MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations/sqlite");

/// The most statements outside a transaction running at once: each reader
/// is a connection with its own thread.
const READERS: usize = 8;

/// A new connection has its settings from the options it was opened with.
impl Prepare for Sqlite {
    async fn prepare(_conn: &mut SqliteConnection) -> Result<(), sqlx::Error> {
        Ok(())
    }
}

impl Dialect for Sqlite {
    const BACKEND: Backend = Backend::Sqlite;
    // The writer holds the database's one write lock already.
    const FOR_UPDATE: &'static str = "";
    const SKIP_LOCKED: &'static str = "";
    const NEXT_RATING_SEQ: &'static str = "SELECT COALESCE(MAX(rating_seq), 0) + 1 FROM games";
    type Submits = MoveQueue;

    /// Opens `sqlite://PATH`, creating the file if it does not exist.
    async fn open(url: &str, rule: Arc<dyn RatingRule>) -> Result<SqliteStore, StoreError> {
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            // WAL lets readers go on while one writer writes.
            .journal_mode(SqliteJournalMode::Wal)
            // Every commit is on the disk before it is answered: a move
            // acknowledged is kept through a power cut, not only through the
            // process's end (NORMAL syncs the log only at checkpoints). The
            // writer commits the Submits that queued meanwhile together
            // (`submits.rs`), so it is one sync for all of them.
            .synchronous(SqliteSynchronous::Full)
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
        // sqlx's own pool (backups) beside the lent readers.
        let inline = inline::InlineReads::for_file(url, options.get_filename());
        let pool = SqlitePoolOptions::new()
            .max_connections(1)
            .test_before_acquire(false)
            .connect_with(options.clone())
            .await?;
        // The one connection that writes: writers of this process queue for it
        // in order instead of meeting at SQLite's lock, whose busy handler
        // sleeps (up to 100 ms a try) while the lock stands free. Other
        // processes on the same file still wait through the busy timeout.
        let writer = SqlitePoolOptions::new()
            .max_connections(1)
            .test_before_acquire(false)
            .acquire_timeout(Duration::from_secs(30))
            // Room for every write statement of the site besides the Submit
            // queue's 64 batch texts (`submits.rs`): sqlx keeps 100 compiled
            // statements a connection by default, and a batch pushed out
            // would be compiled again, a hundred and sixty statements at once.
            .connect_with(options.statement_cache_capacity(512))
            .await?;
        let submits = MoveQueue::start(writer.clone());
        Ok(Db {
            pool: Readers::beside(pool, READERS),
            writer,
            submits,
            rule,
            inline,
        })
    }

    /// A deferred transaction that reads and then writes fails with
    /// SQLITE_BUSY under concurrency whatever the busy timeout, because its
    /// read snapshot cannot be upgraded; `BEGIN IMMEDIATE` takes the write
    /// lock first, so it waits instead.
    async fn migrate(writer: &SqlitePool) -> Result<(), StoreError> {
        Ok(MIGRATIONS.run(writer).await?)
    }

    async fn begin_write(writer: &SqlitePool) -> Result<Tx<Sqlite>, StoreError> {
        Ok(writer.begin_with("BEGIN IMMEDIATE").await?)
    }

    /// Nothing to take: the transaction holds the database's write lock.
    async fn lock<'a>(_tx: &'a mut Tx<Sqlite>, _lock: Lock<'a>) -> Result<(), StoreError> {
        Ok(())
    }

    fn record_move(
        db: &SqliteStore,
        commit: MoveCommit,
    ) -> impl Future<Output = Result<(), StoreError>> + Send + '_ {
        // Boxed: the compiler cannot yet prove this future `Send` unboxed
        // (rust-lang/rust#100013).
        Box::pin(record_move(db, commit)) as BoxFuture<'_, _>
    }

    async fn generation(db: &SqliteStore) -> Result<Generation, StoreError> {
        Ok(match &db.inline {
            Some(inline) => Generation::Counted(inline.generation()?),
            None => Generation::Unknown,
        })
    }

    async fn backup<'a>(db: &'a SqliteStore, path: &'a Path) -> Result<(), StoreError> {
        let target = path.to_string_lossy().into_owned();
        sqlx::query("VACUUM INTO ?")
            .bind(target)
            .execute(db.pool.pool())
            .await?;
        Ok(())
    }

    fn bind<'q, T: Param<'q>>(args: &mut SqliteArguments<'q>, value: T) -> Result<(), BoxDynError> {
        args.add(value)
    }

    async fn execute<'q: 'a, 'a>(
        sql: &'q str,
        args: SqliteArguments<'q>,
        conn: &'a mut SqliteConnection,
    ) -> Result<u64, sqlx::Error> {
        let done = sqlx::query_with(sql, args).execute(conn).await?;
        Ok(done.rows_affected())
    }

    async fn fetch_all<'q: 'a, 'a, R: Record>(
        sql: &'q str,
        args: SqliteArguments<'q>,
        conn: &'a mut SqliteConnection,
    ) -> Result<Vec<R>, sqlx::Error> {
        sqlx::query_as_with(sql, args).fetch_all(conn).await
    }

    async fn fetch_optional<'q: 'a, 'a, R: Record>(
        sql: &'q str,
        args: SqliteArguments<'q>,
        conn: &'a mut SqliteConnection,
    ) -> Result<Option<R>, sqlx::Error> {
        sqlx::query_as_with(sql, args).fetch_optional(conn).await
    }
}

/// Records a Submit: see [`Dialect::record_move`].
async fn record_move(db: &SqliteStore, commit: MoveCommit) -> Result<(), StoreError> {
    if MoveQueue::takes(&commit) {
        return match db.submits.write(commit).await {
            Ok(written) => written,
            Err(commit) => write_alone(&db.writer, &commit).await,
        };
    }
    let mut tx = Sqlite::begin_write(&db.writer).await?;
    let plies = commit.moves.len() as i64;
    let (status, to_move, finished_at) = match &commit.verdict {
        Some(_) => (GameStatus::Finished, None, Some(to_millis(commit.at))),
        None => (GameStatus::Active, Some(commit.to_move), None),
    };
    let done = sqlx::query(
            "UPDATE games SET ply = ply + $1, position = $2, to_move_id = $3, \
             turn_started_at = $4, turn_deadline = $5, draw_offered_by = $6, status = $7, \
             winner = $8, termination = $9, finished_at = $10, draw_offer_ply = $13, note = $14, \
             white_bank = $15, black_bank = $16, \
             move_list = CASE WHEN move_list IS NULL THEN $17 ELSE move_list || char(10) || $17 END \
             WHERE id = $11 AND ply = $12 AND status = 'active'",
        )
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
        .bind(to_ms(commit.banks[0]))
        .bind(to_ms(commit.banks[1]))
        .bind(move_lines(&commit))
        .execute(&mut *tx)
        .await?;
    unchanged(done.rows_affected())?;
    for (i, m) in commit.moves.iter().enumerate() {
        sqlx::query(
            "INSERT INTO moves (game_id, number, path, position_key, played_at) \
                 VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(commit.game)
        .bind(commit.expected_ply + 1 + i as i64)
        .bind(&m.path)
        .bind(&m.position_key)
        .bind(to_millis(commit.at))
        .execute(&mut *tx)
        .await
        .map_err(map_move_conflict)?;
    }
    if commit.verdict.is_some() {
        game_finished(&mut tx, db.rule.as_ref(), commit.game).await?;
    } else if commit.turn_mail {
        super::notifications::sqlite_turn_notice(
            &mut tx,
            commit.to_move,
            commit.game,
            commit.expected_ply + plies,
            commit.at,
        )
        .await?;
    }
    tx.commit().await?;
    Ok(())
}
