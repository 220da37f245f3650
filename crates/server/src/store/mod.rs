//! The storage interface, split by area in the manner of the InfluxDB IOx
//! catalog: one `Store` hands out small traits (users, games, offers, claims
//! and the audit log, sessions, ratings, invitations, limits on attempts, API
//! tokens, profiles, contacts, messages, news, reports, the admins' actions,
//! board preferences, vacations, notifications, ladders, tournaments,
//! self-service password resets, the account owner's download and closing, the
//! status page's lists in one statement (the room), the database itself),
//! each implemented once in plain code (`db/`, one file an area) over a small
//! [`dialect::Dialect`] trait, which SQLite (`sqlite.rs`) and Postgres
//! (`postgres.rs`) implement with what really differs between them. The
//! database is picked by its URL.
//!
//! Both databases must behave identically; `tests/it/store/` runs one
//! conformance suite per area against each.

pub mod board_prefs;
pub mod claims;
pub mod contacts;
mod db;
pub mod dialect;
pub mod games;
pub mod invites;
pub mod ladders;
pub mod limits;
pub mod messages;
pub mod moderation;
pub mod news;
pub mod notifications;
pub mod offers;
pub mod ownership;
pub mod postgres;
pub mod profiles;
pub mod ratings;
pub mod readers;
pub mod recovery;
pub mod reports;
pub mod room;
pub(crate) mod rows;
pub mod seat_games;
pub mod seat_offers;
pub mod seats;
pub mod sessions;
pub mod sql;
pub mod sqlite;
pub mod stats;
pub mod system;
pub mod tokens;
pub mod tournaments;
pub mod users;
pub mod vacations;

use std::sync::Arc;

use time::OffsetDateTime;

pub use crate::model::{
    AttemptId, ChallengeId, ClaimId, GameId, MessageId, NewsId, OfferId, ReportId, ThreadId,
    TokenId, TournamentId, UserId,
};
pub use board_prefs::BoardPrefsRepo;
pub use claims::{AuditRow, ClaimDecision, ClaimRepo, ClaimRow};
pub use contacts::{ContactKind, ContactRepo};
pub use games::{
    GameRead, GameRepo, GameRow, GameStatus, GameSummary, MoveCommit, MoveRow, NewGame, NewMove,
    Player, PlayerGames,
};
pub use invites::{InviteRepo, NewInvite};
pub use ladders::{
    ChallengeBlock, ChallengeResult, ChallengeRow, Challenged, LadderRepo, LadderRow, LadderTerms,
    RankChangeRow, RankRow, RankWhy,
};
pub use limits::{Attempt, Bucket, LimitRepo};
pub use messages::{ChatView, MessageRepo, MessageRow, NewMessage, ThreadLine};
pub use moderation::{AuditEntry, GameFilter, GameListing, ModerationRepo};
pub use news::{NewsRepo, NewsRow};
pub use notifications::{
    DigestDue, MailKind, NewMail, NotificationRepo, NotificationSettings, OutboxRow, SettingsEdit,
};
pub use offers::{AutoMatch, AutoMatchRequest, ColourChoice, NewOffer, OfferRepo, OfferRow};
pub use ownership::OwnershipRepo;
pub use profiles::{Named, Profile, ProfileEdit, ProfileRepo, ResultCount};
pub use ratings::{HistoryPoint, RatedSeat, RatingChange, RatingRepo, RatingRow, RatingRule};
pub use recovery::RecoveryRepo;
pub use reports::{NewReport, ReportRepo, ReportRow, Reported};
pub use room::{Room, RoomRepo, RoomShown};
pub use seat_games::{
    NewSeatGame, SeatCommit, SeatEnd, SeatGameRead, SeatGameRepo, SeatGameRow, SeatGameSummary,
};
pub use seat_offers::{
    Joined, NewSeatOffer, OfferSeat, SeatAutoMatchRequest, SeatOfferRepo, SeatOfferRow,
};
pub use seats::{SeatRow, SeatState};
pub use sessions::{NewSession, SessionRepo, SessionRow};
pub use stats::{ActivePlayer, Counters, FinishCount, StatsRepo};
pub use system::{Backend, Generation, SystemRepo};
pub use tokens::{NewToken, TokenRepo, TokenRow};
pub use tournaments::{
    EntryRow, Format, NewTournament, Scheduled, Seed, TournamentGame, TournamentRepo,
    TournamentRow, TournamentStatus,
};
pub use users::{username_key, NewUser, User, UserRepo};
pub use vacations::{DeadlineMove, VacationChange, VacationRepo, VacationRow};

/// The store: one database, its areas. Held as `Arc<dyn Store>` in `AppState`.
pub trait Store: Send + Sync + 'static {
    /// Which database this is.
    fn backend(&self) -> Backend;
    fn users(&self) -> &dyn UserRepo;
    fn games(&self) -> &dyn GameRepo;
    fn offers(&self) -> &dyn OfferRepo;
    /// A player's status page's lists, in one statement.
    fn room(&self) -> &dyn RoomRepo;
    fn seat_games(&self) -> &dyn SeatGameRepo;
    fn seat_offers(&self) -> &dyn SeatOfferRepo;
    fn claims(&self) -> &dyn ClaimRepo;
    fn sessions(&self) -> &dyn SessionRepo;
    fn ratings(&self) -> &dyn RatingRepo;
    fn stats(&self) -> &dyn StatsRepo;
    fn invites(&self) -> &dyn InviteRepo;
    fn limits(&self) -> &dyn LimitRepo;
    fn tokens(&self) -> &dyn TokenRepo;
    fn system(&self) -> &dyn SystemRepo;
    fn profiles(&self) -> &dyn ProfileRepo;
    fn contacts(&self) -> &dyn ContactRepo;
    fn messages(&self) -> &dyn MessageRepo;
    fn board_prefs(&self) -> &dyn BoardPrefsRepo;
    fn vacations(&self) -> &dyn VacationRepo;
    fn notifications(&self) -> &dyn NotificationRepo;
    fn news(&self) -> &dyn NewsRepo;
    fn reports(&self) -> &dyn ReportRepo;
    fn moderation(&self) -> &dyn ModerationRepo;
    /// "Forgot password?".
    fn recovery(&self) -> &dyn RecoveryRepo;
    /// The account's owner: the download, closing.
    fn ownership(&self) -> &dyn OwnershipRepo;
    fn tournaments(&self) -> &dyn TournamentRepo;
    fn ladders(&self) -> &dyn LadderRepo;
}

/// What can go wrong in the store. The first variants are answers a caller is
/// expected to handle (not found, changed meanwhile, a limit reached);
/// `Unavailable` says the database cannot be reached or is too busy right now
/// (try again in a moment); `Database` and `Migrate` are faults.
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
    /// The creator already has the most open tournaments allowed.
    #[error("too many open tournaments")]
    TooManyTournaments,
    /// The sender already sent the most messages the limit allows.
    #[error("too many messages")]
    TooManyMessages,
    /// The backend cannot do this (e.g. `backup` on Postgres).
    #[error("not supported by this database: {0}")]
    Unsupported(&'static str),
    /// The database URL names no database we know (the URL as shown, its
    /// password hidden).
    #[error("unsupported database URL {0:?}: use sqlite://PATH or postgres://...")]
    BadUrl(String),
    /// The database could not be opened: the URL as shown (its password
    /// hidden) and why, in the database's words (any password scrubbed).
    #[error("cannot open the database {database}: {why}")]
    Open { database: String, why: String },
    /// The database cannot be reached, or no connection came free in time.
    #[error("the database is unavailable: {0}")]
    Unavailable(sqlx::Error),
    #[error("database error: {0}")]
    Database(sqlx::Error),
    #[error("migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> Self {
        let busy = match &e {
            sqlx::Error::PoolTimedOut
            | sqlx::Error::PoolClosed
            | sqlx::Error::Io(_)
            | sqlx::Error::Tls(_)
            | sqlx::Error::WorkerCrashed => true,
            // SQLite's lock still held by another process after the busy
            // timeout (SQLITE_BUSY and its extended codes).
            sqlx::Error::Database(db) => db.code().is_some_and(|code| {
                code == "5" || code.parse::<u32>().is_ok_and(|c| c & 0xff == 5)
            }),
            _ => false,
        };
        if busy {
            StoreError::Unavailable(e)
        } else {
            StoreError::Database(e)
        }
    }
}

impl StoreError {
    /// Whether this says only that the database is unavailable right now.
    pub fn is_unavailable(&self) -> bool {
        matches!(self, StoreError::Unavailable(_))
    }
}

/// Whether a fault is the database being unavailable right now (worth a
/// "try again in a moment", not an error page).
pub fn unavailable(fault: &anyhow::Error) -> bool {
    fault
        .downcast_ref::<StoreError>()
        .is_some_and(StoreError::is_unavailable)
}

/// Opens (creating a SQLite file if needed) the database the URL names, to
/// rate finished games by `rule` (the domain's: `crate::open_store` gives
/// it). Does not migrate: call [`SystemRepo::migrate`].
pub async fn connect(
    database_url: &str,
    rule: Arc<dyn RatingRule>,
) -> Result<Arc<dyn Store>, StoreError> {
    let opened: Result<Arc<dyn Store>, StoreError> = if database_url.starts_with("sqlite:") {
        <sqlx::Sqlite as dialect::Dialect>::open(database_url, rule)
            .await
            .map(|s| Arc::new(s) as Arc<dyn Store>)
    } else if database_url.starts_with("postgres:") || database_url.starts_with("postgresql:") {
        <sqlx::Postgres as dialect::Dialect>::open(database_url, rule)
            .await
            .map(|s| Arc::new(s) as Arc<dyn Store>)
    } else {
        return Err(StoreError::BadUrl(redact_password(database_url)));
    };
    opened.map_err(|e| match e {
        StoreError::Database(e) | StoreError::Unavailable(e) => StoreError::Open {
            database: redact_password(database_url),
            why: scrub_password(database_url, &e.to_string()),
        },
        e => e,
    })
}

/// A database URL as it may be shown (in an error, a log, `--help`): its
/// password, if it has one, replaced by `***`.
pub fn redact_password(database_url: &str) -> String {
    match url::Url::parse(database_url) {
        Ok(mut url) if url.password().is_some() => match url.set_password(Some("***")) {
            Ok(()) => url.to_string(),
            Err(()) => "(the database URL)".to_owned(),
        },
        Ok(_) => database_url.to_owned(),
        // Not a URL the parser reads: hide whatever might be a user and password.
        Err(_) => match (database_url.find("://"), database_url.rfind('@')) {
            (Some(start), Some(at)) if at > start => format!(
                "{}://***@{}",
                &database_url[..start],
                &database_url[at + 1..]
            ),
            _ => database_url.to_owned(),
        },
    }
}

/// `text` with the password of `database_url` (as written, and decoded)
/// replaced by `***`, in case a driver's message quotes it.
fn scrub_password(database_url: &str, text: &str) -> String {
    let Some(password) = url::Url::parse(database_url)
        .ok()
        .and_then(|u| u.password().map(str::to_owned))
    else {
        return text.to_owned();
    };
    let decoded: String = url::form_urlencoded::parse(format!("p={password}").as_bytes())
        .map(|(_, v)| v.into_owned())
        .next()
        .unwrap_or_default();
    let mut text = text.replace(&password, "***");
    if !decoded.is_empty() {
        text = text.replace(&decoded, "***");
    }
    text
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_are_hidden_from_database_urls() {
        assert_eq!(
            redact_password("postgres://halma:s3cret@db:5432/halma"),
            "postgres://halma:***@db:5432/halma"
        );
        assert_eq!(
            redact_password("postgres://halma@db:5432/halma"),
            "postgres://halma@db:5432/halma"
        );
        assert_eq!(redact_password("sqlite://halma.db"), "sqlite://halma.db");
        // Not a URL the parser takes (a port that is no number): all hidden.
        assert_eq!(
            redact_password("postgres://u:s3cret@db:x/halma"),
            "postgres://***@db:x/halma"
        );
        assert_eq!(
            scrub_password("postgres://u:p%40ss@db/x", "bad p@ss and p%40ss"),
            "bad *** and ***"
        );
    }
}
