//! The storage interface, split by area in the manner of the InfluxDB IOx
//! catalog: one `Store` hands out small traits (users, games, offers, claims
//! and the audit log, sessions, invitations, limits on attempts, the database
//! itself), each implemented for SQLite (`sqlite/`) and Postgres (`postgres/`)
//! in plain code, one file an area. The database is picked by its URL.
//!
//! Both implementations must behave identically; `tests/it/store/` runs one
//! conformance suite per area against each.

pub mod claims;
pub mod games;
pub mod invites;
pub mod limits;
pub mod offers;
pub mod postgres;
pub(crate) mod rows;
pub mod sessions;
pub mod sql;
pub mod sqlite;
pub mod system;
pub mod users;

use std::sync::Arc;

use time::OffsetDateTime;

pub use crate::model::{AttemptId, ClaimId, GameId, OfferId, UserId};
pub use claims::{AuditRow, ClaimDecision, ClaimRepo, ClaimRow};
pub use games::{
    GameRepo, GameRow, GameStatus, GameSummary, MoveCommit, MoveRow, NewGame, NewMove, Player,
};
pub use invites::{InviteRepo, NewInvite};
pub use limits::{Attempt, Bucket, LimitRepo};
pub use offers::{AutoMatch, AutoMatchRequest, ColourChoice, NewOffer, OfferRepo, OfferRow};
pub use sessions::{NewSession, SessionRepo, SessionRow};
pub use system::{Backend, SystemRepo};
pub use users::{username_key, NewUser, User, UserRepo};

/// The store: one database, its areas. Held as `Arc<dyn Store>` in `AppState`.
pub trait Store: Send + Sync + 'static {
    /// Which database this is.
    fn backend(&self) -> Backend;
    fn users(&self) -> &dyn UserRepo;
    fn games(&self) -> &dyn GameRepo;
    fn offers(&self) -> &dyn OfferRepo;
    fn claims(&self) -> &dyn ClaimRepo;
    fn sessions(&self) -> &dyn SessionRepo;
    fn invites(&self) -> &dyn InviteRepo;
    fn limits(&self) -> &dyn LimitRepo;
    fn system(&self) -> &dyn SystemRepo;
}

/// Implements [`Store`] for a backend that implements every area itself.
macro_rules! areas {
    ($store:ty, $backend:expr) => {
        impl $crate::store::Store for $store {
            fn backend(&self) -> $crate::store::Backend {
                $backend
            }
            fn users(&self) -> &dyn $crate::store::UserRepo {
                self
            }
            fn games(&self) -> &dyn $crate::store::GameRepo {
                self
            }
            fn offers(&self) -> &dyn $crate::store::OfferRepo {
                self
            }
            fn claims(&self) -> &dyn $crate::store::ClaimRepo {
                self
            }
            fn sessions(&self) -> &dyn $crate::store::SessionRepo {
                self
            }
            fn invites(&self) -> &dyn $crate::store::InviteRepo {
                self
            }
            fn limits(&self) -> &dyn $crate::store::LimitRepo {
                self
            }
            fn system(&self) -> &dyn $crate::store::SystemRepo {
                self
            }
        }
    };
}
pub(crate) use areas;

/// What can go wrong in the store. The first variants are answers a caller is
/// expected to handle; `Database` and `Migrate` are faults.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Another user already has this name (compared without regard to case).
    #[error("the user name is taken")]
    UsernameTaken,
    /// The row to change does not exist.
    #[error("not found")]
    NotFound,
    /// Someone else changed the row first (optimistic concurrency).
    #[error("changed by someone else first")]
    Conflict,
    /// A stored value makes no sense (a fault, logged).
    #[error("corrupt stored value: {0}")]
    Corrupt(String),
    /// The invitation is unknown, used already, or expired.
    #[error("the invitation cannot be used")]
    InviteUnusable,
    /// The player already has the most open offers allowed.
    #[error("too many open offers")]
    TooManyOffers,
    /// The backend cannot do this (e.g. `backup` on Postgres).
    #[error("not supported by this database: {0}")]
    Unsupported(&'static str),
    /// The database URL names no database we know.
    #[error("unsupported database URL {0:?}: use sqlite://PATH or postgres://...")]
    BadUrl(String),
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    #[error("migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

/// Opens (creating a SQLite file if needed) the database the URL names. Does not
/// migrate: call [`SystemRepo::migrate`].
pub async fn connect(database_url: &str) -> Result<Arc<dyn Store>, StoreError> {
    if database_url.starts_with("sqlite:") {
        Ok(Arc::new(sqlite::SqliteStore::connect(database_url).await?))
    } else if database_url.starts_with("postgres:") || database_url.starts_with("postgresql:") {
        Ok(Arc::new(postgres::PgStore::connect(database_url).await?))
    } else {
        Err(StoreError::BadUrl(database_url.to_owned()))
    }
}

/// The present, rounded to what the database keeps, so values round-trip exactly.
pub fn now() -> OffsetDateTime {
    rows::from_millis(rows::to_millis(OffsetDateTime::now_utc()))
}

/// A unique violation on insert is a taken user name.
pub(crate) fn map_unique(e: sqlx::Error) -> StoreError {
    match &e {
        sqlx::Error::Database(db) if db.is_unique_violation() => StoreError::UsernameTaken,
        _ => StoreError::Database(e),
    }
}

/// A unique violation on a move's number: another Submit recorded it first.
pub(crate) fn map_move_conflict(e: sqlx::Error) -> StoreError {
    match &e {
        sqlx::Error::Database(db) if db.is_unique_violation() => StoreError::Conflict,
        _ => StoreError::Database(e),
    }
}

/// `StoreError::NotFound` when a write touched no row.
pub(crate) fn one_row(rows_affected: u64) -> Result<(), StoreError> {
    if rows_affected == 0 {
        Err(StoreError::NotFound)
    } else {
        Ok(())
    }
}

/// `StoreError::Conflict` when a conditional write touched no row: the thing
/// changed meanwhile.
pub(crate) fn unchanged(rows_affected: u64) -> Result<(), StoreError> {
    if rows_affected == 0 {
        Err(StoreError::Conflict)
    } else {
        Ok(())
    }
}
