//! The Postgres store, for installations that already run Postgres.

use std::path::Path;

use async_trait::async_trait;
use sqlx::{
    postgres::{PgPoolOptions, PgRow},
    PgConnection, PgPool, Postgres, Row, Transaction,
};
use time::OffsetDateTime;
use tower_sessions_sqlx_store::PostgresStore as PgSessionStore;
use uuid::Uuid;

use super::{
    automatch_key, from_millis, game_of_offer, map_unique, now, rules_from_columns, sql, to_millis,
    username_key, AuditRow, AutoMatch, AutoMatchRequest, Backend, ClaimDecision, ClaimId, ClaimRow,
    ColourChoice, GameId, GameRow, GameStatus, GameSummary, MoveCommit, MoveRow, NewGame, NewOffer,
    NewUser, OfferId, OfferRow, Player, Store, StoreError, User, UserId, CLAIM_SELECT,
    GAME_COLUMNS, GAME_TABLES, USER_COLUMNS,
};
use crate::model::result::{result_text, winner_column, winner_from_column, Verdict};
use crate::sessions::SessionBackend;
use halma_rules::Color;

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations/postgres");

/// The store on a Postgres database.
#[derive(Debug, Clone)]
pub struct PgStore {
    pool: PgPool,
}

impl PgStore {
    /// Connects to `postgres://...`; the database must exist.
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        let pool = PgPoolOptions::new()
            .max_connections(10)
            .connect(url)
            .await?;
        Ok(Self { pool })
    }

    /// The pool, for reads.
    pub fn pool(&self) -> &PgPool {
        &self.pool
    }

    /// Begins a write transaction; the counterpart of `SqliteStore::write`, so that
    /// both stores read alike. Conflicting writers are caught by the games' `ply`
    /// counter, not by the isolation level.
    pub async fn write(&self) -> Result<Transaction<'static, Postgres>, StoreError> {
        Ok(self.pool.begin().await?)
    }
}

type Db = Postgres;
type DbRow = PgRow;
type DbConnection = PgConnection;

/// An id as Postgres stores it: a native `UUID`.
fn key(id: Uuid) -> Uuid {
    id
}

fn uuid_col(row: &PgRow, col: &str) -> Result<Uuid, StoreError> {
    Ok(row.try_get(col)?)
}

fn opt_uuid_col(row: &PgRow, col: &str) -> Result<Option<Uuid>, StoreError> {
    Ok(row.try_get(col)?)
}

/// Fails with `TooManyOffers` when `user` already has `max_open` offers. The
/// user's row is locked first, so that two posts of one player at once are
/// counted one after the other (under READ COMMITTED each would otherwise miss
/// the other's insert).
async fn check_offer_limit(
    conn: &mut PgConnection,
    user: UserId,
    max_open: u32,
) -> Result<(), StoreError> {
    sqlx::query("SELECT 1 FROM users WHERE id = $1 FOR UPDATE")
        .bind(key(user.0))
        .execute(&mut *conn)
        .await?;
    let open: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM offers WHERE poster_id = $1")
        .bind(key(user.0))
        .fetch_one(&mut *conn)
        .await?;
    if open >= i64::from(max_open) {
        return Err(StoreError::TooManyOffers);
    }
    Ok(())
}

store_impl!(PgStore, {
    fn backend(&self) -> Backend {
        Backend::Postgres
    }

    fn session_store(&self) -> SessionBackend {
        SessionBackend::Postgres(PgSessionStore::new(self.pool.clone()))
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        MIGRATOR.run(&self.pool).await?;
        PgSessionStore::new(self.pool.clone()).migrate().await?;
        Ok(())
    }

    async fn backup(&self, _path: &Path) -> Result<(), StoreError> {
        Err(StoreError::Unsupported(
            "back up a Postgres database with pg_dump",
        ))
    }

    async fn auto_match(&self, request: AutoMatchRequest) -> Result<AutoMatch, StoreError> {
        let mut tx = self.write().await?;
        let rules = request.rules;
        // Requests for the same rules take turns, until commit. Without this, two
        // at once under READ COMMITTED would each find nobody waiting and both
        // wait; row locks cannot help there, since there is no row yet to lock.
        sqlx::query("SELECT pg_advisory_xact_lock(hashtext($1))")
            .bind(automatch_key(&rules, request.days_per_move))
            .execute(&mut *tx)
            .await?;
        let same_rules = "automatch = TRUE AND variant = $1 AND camp = $2 AND repetition = $3 \
                          AND days_per_move = $4";
        let own: Option<Uuid> = sqlx::query_scalar(&format!(
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
            return Ok(AutoMatch::AlreadyWaiting(OfferId(own)));
        }
        // A Join in the waiting room may take the oldest request meanwhile (it
        // does not take the advisory lock): then the DELETE finds nothing, and the
        // next oldest is tried.
        loop {
            let candidate: Option<Uuid> = sqlx::query_scalar(&format!(
                "SELECT id FROM offers WHERE {same_rules} AND poster_id <> $5 \
                 AND invited_id IS NULL ORDER BY created_at, id LIMIT 1"
            ))
            .bind(rules.variant.id())
            .bind(rules.camp.to_string())
            .bind(rules.repetition.name())
            .bind(request.days_per_move)
            .bind(key(request.user.0))
            .fetch_optional(&mut *tx)
            .await?;
            let Some(candidate) = candidate else {
                break;
            };
            let partner: Option<Uuid> =
                sqlx::query_scalar("DELETE FROM offers WHERE id = $1 RETURNING poster_id")
                    .bind(candidate)
                    .fetch_optional(&mut *tx)
                    .await?;
            if let Some(partner) = partner {
                let new = game_of_offer(
                    UserId(partner),
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
