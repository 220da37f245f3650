//! The SQLite store: the embedded default, one file created on first run.

use std::{path::Path, str::FromStr, time::Duration};

use async_trait::async_trait;
use sqlx::{
    sqlite::{
        SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteRow, SqliteSynchronous,
    },
    Row, Sqlite, SqliteConnection, SqlitePool, Transaction,
};
use time::OffsetDateTime;
use tower_sessions_sqlx_store::SqliteStore as SqliteSessionStore;
use uuid::Uuid;

use super::{
    from_millis, game_of_offer, map_unique, now, rules_from_columns, sql, to_millis, username_key,
    AuditRow, AutoMatch, AutoMatchRequest, Backend, ClaimDecision, ClaimId, ClaimRow, ColourChoice,
    GameId, GameRow, GameStatus, GameSummary, MoveCommit, MoveRow, NewGame, NewOffer, NewUser,
    OfferId, OfferRow, Player, Store, StoreError, User, UserId, CLAIM_SELECT, GAME_COLUMNS,
    GAME_TABLES, USER_COLUMNS,
};
use crate::model::result::{result_text, winner_column, winner_from_column, Verdict};
use crate::sessions::SessionBackend;
use halma_rules::Color;

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations/sqlite");

/// The store on a SQLite file.
#[derive(Debug, Clone)]
pub struct SqliteStore {
    pool: SqlitePool,
}

impl SqliteStore {
    /// Opens `sqlite://PATH`, creating the file if it does not exist.
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            // WAL lets readers go on while one writer writes.
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .busy_timeout(Duration::from_secs(5))
            .foreign_keys(true);
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            .connect_with(options)
            .await?;
        Ok(Self { pool })
    }

    /// The pool, for reads.
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// Begins a write transaction. Every write goes through here: a deferred
    /// transaction that reads and then writes fails with SQLITE_BUSY under
    /// concurrency whatever the busy timeout, because its read snapshot cannot be
    /// upgraded; `BEGIN IMMEDIATE` takes the write lock first, so it waits instead.
    pub async fn write(&self) -> Result<Transaction<'static, Sqlite>, StoreError> {
        Ok(self.pool.begin_with("BEGIN IMMEDIATE").await?)
    }
}

type Db = Sqlite;
type DbRow = SqliteRow;
type DbConnection = SqliteConnection;

/// An id as SQLite stores it: hyphenated text.
fn key(id: Uuid) -> String {
    id.to_string()
}

fn parse_uuid(text: &str) -> Result<Uuid, StoreError> {
    Uuid::parse_str(text).map_err(|e| StoreError::Database(sqlx::Error::Decode(Box::new(e))))
}

fn uuid_col(row: &SqliteRow, col: &str) -> Result<Uuid, StoreError> {
    let text: String = row.try_get(col)?;
    parse_uuid(&text)
}

fn opt_uuid_col(row: &SqliteRow, col: &str) -> Result<Option<Uuid>, StoreError> {
    let text: Option<String> = row.try_get(col)?;
    text.as_deref().map(parse_uuid).transpose()
}

/// Fails with `TooManyOffers` when `user` already has `max_open` offers. Inside
/// a `BEGIN IMMEDIATE` transaction the count cannot change before the insert.
async fn check_offer_limit(
    conn: &mut SqliteConnection,
    user: UserId,
    max_open: u32,
) -> Result<(), StoreError> {
    let open: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM offers WHERE poster_id = $1")
        .bind(key(user.0))
        .fetch_one(&mut *conn)
        .await?;
    if open >= i64::from(max_open) {
        return Err(StoreError::TooManyOffers);
    }
    Ok(())
}

store_impl!(SqliteStore, {
    fn backend(&self) -> Backend {
        Backend::Sqlite
    }

    fn session_store(&self) -> SessionBackend {
        SessionBackend::Sqlite(SqliteSessionStore::new(self.pool.clone()))
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        MIGRATOR.run(&self.pool).await?;
        SqliteSessionStore::new(self.pool.clone()).migrate().await?;
        Ok(())
    }

    async fn backup(&self, path: &Path) -> Result<(), StoreError> {
        let target = path.to_string_lossy().into_owned();
        sqlx::query("VACUUM INTO ?")
            .bind(target)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    async fn auto_match(&self, request: AutoMatchRequest) -> Result<AutoMatch, StoreError> {
        // `BEGIN IMMEDIATE` makes every write transaction wait for the one before,
        // so two requests for the same rules cannot both find nobody waiting.
        let mut tx = self.write().await?;
        let rules = request.rules;
        let same_rules = "automatch = TRUE AND variant = $1 AND camp = $2 AND repetition = $3 \
                          AND days_per_move = $4";
        let own: Option<String> = sqlx::query_scalar(&format!(
            "SELECT id FROM offers WHERE {same_rules} AND poster_id = $5 LIMIT 1"
        ))
        .bind(rules.variant.id())
        .bind(rules.camp.to_string())
        .bind(rules.repetition.name())
        .bind(request.days_per_move)
        .bind(key(request.user.0))
        .fetch_optional(&mut *tx)
        .await?;
        if let Some(own) = own {
            return Ok(AutoMatch::AlreadyWaiting(OfferId(parse_uuid(&own)?)));
        }
        let partner = sqlx::query(&format!(
            "DELETE FROM offers WHERE id = ( \
               SELECT id FROM offers WHERE {same_rules} AND poster_id <> $5 \
               AND invited_id IS NULL ORDER BY created_at, id LIMIT 1 \
             ) RETURNING poster_id"
        ))
        .bind(rules.variant.id())
        .bind(rules.camp.to_string())
        .bind(rules.repetition.name())
        .bind(request.days_per_move)
        .bind(key(request.user.0))
        .fetch_optional(&mut *tx)
        .await?;
        if let Some(partner) = partner {
            let new = game_of_offer(
                UserId(uuid_col(&partner, "poster_id")?),
                request.user,
                rules,
                ColourChoice::Random,
                request.days_per_move,
                request.at,
            );
            let game = insert_game(&mut tx, &new).await?;
            tx.commit().await?;
            return Ok(AutoMatch::Matched(game));
        }
        check_offer_limit(&mut tx, request.user, request.max_open).await?;
        let waiting = NewOffer {
            poster: request.user,
            rules,
            colour: ColourChoice::Random,
            days_per_move: request.days_per_move,
            invited: None,
            at: request.at,
        };
        let id = insert_offer(&mut tx, &waiting, true).await?;
        tx.commit().await?;
        Ok(AutoMatch::Waiting(id))
    }
});
