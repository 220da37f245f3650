//! The storage interface: everything the server keeps, behind one trait with a
//! SQLite and a Postgres implementation, picked by the database URL.
//!
//! Both implementations must behave identically; `tests/it/conformance.rs` runs the
//! same tests against each.

#[macro_use]
mod common;
pub mod postgres;
pub mod sqlite;

use std::{fmt, path::Path, sync::Arc};

use async_trait::async_trait;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use uuid::Uuid;

use halma_rules::{Color, Rules};

use crate::model::result::Verdict;
use crate::sessions::SessionBackend;

/// A user's id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct UserId(pub Uuid);

/// A game's id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameId(pub Uuid);

impl UserId {
    /// A fresh random id.
    pub fn new() -> Self {
        Self(Uuid::new_v4())
    }
}

impl GameId {
    /// A fresh random id.
    pub fn new() -> Self {
        Self(Uuid::new_v4())
    }
}

impl Default for UserId {
    fn default() -> Self {
        Self::new()
    }
}

impl Default for GameId {
    fn default() -> Self {
        Self::new()
    }
}

impl fmt::Display for UserId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::str::FromStr for GameId {
    type Err = uuid::Error;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Uuid::parse_str(s).map(Self)
    }
}

/// A waiting-room offer's id (an open game, an invitation, or an Auto-Match request).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct OfferId(pub Uuid);

impl OfferId {
    /// A fresh random id.
    pub fn new() -> Self {
        Self(Uuid::new_v4())
    }
}

impl Default for OfferId {
    fn default() -> Self {
        Self::new()
    }
}

impl fmt::Display for OfferId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::str::FromStr for OfferId {
    type Err = uuid::Error;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Uuid::parse_str(s).map(Self)
    }
}

/// A registered player (or admin).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub id: UserId,
    /// The name as it was typed at sign-up, for display.
    pub username: String,
    /// The argon2id PHC string.
    pub password_hash: String,
    pub is_admin: bool,
    pub created_at: OffsetDateTime,
}

/// What it takes to create a user.
#[derive(Debug, Clone)]
pub struct NewUser<'a> {
    pub username: &'a str,
    pub password_hash: &'a str,
    pub is_admin: bool,
}

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameStatus {
    /// Being played.
    Active,
    /// A draw claim waits for an admin; the clocks are stopped.
    Claim,
    /// Over, with a result and a reason.
    Finished,
}

impl GameStatus {
    /// The column value.
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Active => "active",
            GameStatus::Claim => "claim",
            GameStatus::Finished => "finished",
        }
    }

    pub(crate) fn parse(text: &str) -> Result<Self, StoreError> {
        match text {
            "active" => Ok(GameStatus::Active),
            "claim" => Ok(GameStatus::Claim),
            "finished" => Ok(GameStatus::Finished),
            other => Err(StoreError::Corrupt(format!("game status {other:?}"))),
        }
    }
}

/// A player of a game: id and name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    pub id: UserId,
    pub name: String,
}

/// A game as stored: the house rules, the players, the clock, and where it
/// stands. The move list is the truth; `position` is a cache of it.
#[derive(Debug, Clone)]
pub struct GameRow {
    pub id: GameId,
    pub rules: Rules,
    pub white: Player,
    pub black: Player,
    pub days_per_move: i64,
    pub status: GameStatus,
    /// Who won and why, once finished.
    pub verdict: Option<Verdict>,
    /// Moves recorded so far (passes included).
    pub ply: i64,
    /// The position after the last move, in the text of RULES.md.
    pub position: String,
    /// The player to move while the game is active.
    pub to_move: Option<UserId>,
    pub turn_started_at: OffsetDateTime,
    /// When the player to move runs out of time.
    pub turn_deadline: OffsetDateTime,
    pub draw_offered_by: Option<UserId>,
    /// The ply at which the standing or last draw offer was made: one offer a
    /// move at most.
    pub draw_offer_ply: Option<i64>,
    pub created_at: OffsetDateTime,
    pub finished_at: Option<OffsetDateTime>,
}

impl GameRow {
    /// The colour `user` plays in this game, if a player.
    pub fn colour_of(&self, user: UserId) -> Option<Color> {
        if self.white.id == user {
            Some(Color::White)
        } else if self.black.id == user {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The result once finished: `1-0`, `0-1` or `1/2-1/2`.
    pub fn result(&self) -> Option<&'static str> {
        self.verdict.as_ref().map(Verdict::result)
    }

    /// Why it finished, in words, once finished.
    pub fn reason(&self) -> Option<String> {
        self.verdict.as_ref().map(|v| v.reason(&self.rules))
    }

    /// The player of a colour.
    pub fn player(&self, colour: Color) -> &Player {
        match colour {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

/// What it takes to start a game: it begins at the start position, White to move.
#[derive(Debug, Clone)]
pub struct NewGame {
    pub rules: Rules,
    pub white: UserId,
    pub black: UserId,
    pub days_per_move: i64,
    pub at: OffsetDateTime,
}

impl NewGame {
    /// The start position's text.
    pub fn start_position(&self) -> String {
        halma_rules::Position::start(self.rules.variant).to_string()
    }

    /// When White's first move is due.
    pub fn first_deadline(&self) -> OffsetDateTime {
        self.at + time::Duration::days(self.days_per_move)
    }
}

/// A recorded move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveRow {
    /// The ply, counted from 1.
    pub number: i64,
    /// `g2-f3`, `h1-f3-d5` or `pass`.
    pub path: String,
    /// Placement and side to move after the move.
    pub position_key: String,
    pub played_at: OffsetDateTime,
}

/// A move to record (the server may record a pass with it).
#[derive(Debug, Clone)]
pub struct NewMove {
    pub path: String,
    pub position_key: String,
}

/// Moves to record in one transaction, accepted only while the game is active
/// and still at `expected_ply`.
#[derive(Debug, Clone)]
pub struct MoveCommit {
    pub game: GameId,
    pub expected_ply: i64,
    pub moves: Vec<NewMove>,
    /// The position after them.
    pub position: String,
    /// The player to move next (ignored when `finish` is set).
    pub to_move: UserId,
    /// When that player runs out of time.
    pub turn_deadline: OffsetDateTime,
    /// The draw offer that stands after the move, if any.
    pub draw_offered_by: Option<UserId>,
    /// The verdict the move brings, decided in the same transaction.
    pub verdict: Option<Verdict>,
    pub at: OffsetDateTime,
}

/// The colour the poster of an offer takes; `Random` is decided when the game
/// is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ColourChoice {
    White,
    Black,
    #[default]
    Random,
}

impl ColourChoice {
    /// The form and column value: `white`, `black` or `random`.
    pub fn as_str(self) -> &'static str {
        match self {
            ColourChoice::White => "white",
            ColourChoice::Black => "black",
            ColourChoice::Random => "random",
        }
    }

    /// The poster's colour, tossing a coin for `Random`.
    pub fn decide(self) -> Color {
        match self {
            ColourChoice::White => Color::White,
            ColourChoice::Black => Color::Black,
            ColourChoice::Random => {
                if rand::random::<bool>() {
                    Color::White
                } else {
                    Color::Black
                }
            }
        }
    }
}

impl std::str::FromStr for ColourChoice {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "white" => Ok(ColourChoice::White),
            "black" => Ok(ColourChoice::Black),
            "random" => Ok(ColourChoice::Random),
            other => Err(format!(
                "unknown colour '{other}' (expected white, black or random)"
            )),
        }
    }
}

/// A game to post in the waiting room, open to anyone or inviting one player.
#[derive(Debug, Clone)]
pub struct NewOffer {
    pub poster: UserId,
    pub rules: Rules,
    pub colour: ColourChoice,
    pub days_per_move: i64,
    /// The one player who may take it; nobody else sees it.
    pub invited: Option<UserId>,
    pub at: OffsetDateTime,
}

/// An offer as stored, with the names of the poster and of the invited player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OfferRow {
    pub id: OfferId,
    pub poster: Player,
    pub rules: Rules,
    pub colour: ColourChoice,
    pub days_per_move: i64,
    pub invited: Option<Player>,
    /// An Auto-Match request waiting for a partner (colours random).
    pub automatch: bool,
    pub created_at: OffsetDateTime,
}

/// An Auto-Match request: a game with these rules against anyone.
#[derive(Debug, Clone)]
pub struct AutoMatchRequest {
    pub user: UserId,
    pub rules: Rules,
    pub days_per_move: i64,
    /// Open offers the user may have; the request is refused with
    /// `StoreError::TooManyOffers` when it would have to wait beyond that.
    pub max_open: u32,
    pub at: OffsetDateTime,
}

/// What an Auto-Match request came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AutoMatch {
    /// Paired with the oldest waiting request of someone else: a new game.
    Matched(GameId),
    /// Nobody waits for these rules: the request now waits.
    Waiting(OfferId),
    /// The user already waits for these rules; nothing new was stored.
    AlreadyWaiting(OfferId),
}

/// A game as one player's status page lists it.
#[derive(Debug, Clone)]
pub struct GameSummary {
    pub id: GameId,
    pub rules: Rules,
    pub my_colour: Color,
    pub opponent: Player,
    pub days_per_move: i64,
    pub status: GameStatus,
    /// Who won and why, once finished.
    pub verdict: Option<Verdict>,
    pub ply: i64,
    /// The player to move while the game is active.
    pub to_move: Option<UserId>,
    pub turn_started_at: OffsetDateTime,
    pub turn_deadline: OffsetDateTime,
    pub finished_at: Option<OffsetDateTime>,
}

impl GameSummary {
    /// The game as `viewer` sees it; `None` when `viewer` does not play in it.
    pub fn of(game: GameRow, viewer: UserId) -> Option<GameSummary> {
        let my_colour = game.colour_of(viewer)?;
        let opponent = game.player(my_colour.other()).clone();
        Some(GameSummary {
            id: game.id,
            rules: game.rules,
            my_colour,
            opponent,
            days_per_move: game.days_per_move,
            status: game.status,
            verdict: game.verdict,
            ply: game.ply,
            to_move: game.to_move,
            turn_started_at: game.turn_started_at,
            turn_deadline: game.turn_deadline,
            finished_at: game.finished_at,
        })
    }
}

/// A draw claim's id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ClaimId(pub Uuid);

impl fmt::Display for ClaimId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::str::FromStr for ClaimId {
    type Err = uuid::Error;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Uuid::parse_str(s).map(Self)
    }
}

/// A draw claim under the `claim` rule: a move named, not played.
#[derive(Debug, Clone)]
pub struct ClaimRow {
    pub id: ClaimId,
    pub game: GameId,
    pub claimant: Player,
    /// The game's ply when the claim was made.
    pub ply: i64,
    /// The move named.
    pub path: String,
    /// `pending`, `accepted` or `rejected`.
    pub status: String,
    pub created_at: OffsetDateTime,
    pub decided_by: Option<String>,
    pub decided_at: Option<OffsetDateTime>,
    pub reason: Option<String>,
}

/// An admin decision, as the audit log keeps it.
#[derive(Debug, Clone)]
pub struct AuditRow {
    pub admin: String,
    pub game: Option<GameId>,
    pub action: String,
    pub reason: String,
    pub at: OffsetDateTime,
}

/// An admin's decision on a claim.
#[derive(Debug, Clone)]
pub struct ClaimDecision {
    pub claim: ClaimId,
    pub admin: UserId,
    pub accept: bool,
    /// The admin's words, kept with the claim and in the audit log.
    pub reason: String,
    /// On rejection, when the claimant's restarted clock runs out.
    pub restart_deadline: OffsetDateTime,
    pub at: OffsetDateTime,
}

/// Which database a store talks to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

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

/// The storage interface. Held as `Arc<dyn Store>` in `AppState`.
#[async_trait]
pub trait Store: Send + Sync + 'static {
    /// Which database this is.
    fn backend(&self) -> Backend;

    /// The session store on the same database, for `tower-sessions`.
    fn session_store(&self) -> SessionBackend;

    /// Applies the embedded migrations (ours and the session store's).
    async fn migrate(&self) -> Result<(), StoreError>;

    /// Succeeds when the database answers.
    async fn ping(&self) -> Result<(), StoreError>;

    /// Closes the pool; waits for connections in use to be returned.
    async fn close(&self);

    /// Creates a user; `StoreError::UsernameTaken` when the name is taken in any case.
    async fn create_user(&self, new: NewUser<'_>) -> Result<User, StoreError>;

    /// The user with this name, compared without regard to case.
    async fn user_by_name(&self, username: &str) -> Result<Option<User>, StoreError>;

    async fn user_by_id(&self, id: UserId) -> Result<Option<User>, StoreError>;

    /// `StoreError::NotFound` when there is no such user.
    async fn set_password_hash(&self, id: UserId, password_hash: &str) -> Result<(), StoreError>;

    /// `StoreError::NotFound` when there is no such user.
    async fn set_admin(&self, id: UserId, is_admin: bool) -> Result<(), StoreError>;

    /// When the server last recorded that it was up, if ever.
    async fn heartbeat(&self) -> Result<Option<OffsetDateTime>, StoreError>;

    async fn set_heartbeat(&self, at: OffsetDateTime) -> Result<(), StoreError>;

    /// Writes a consistent copy of the database to `path` (SQLite only).
    async fn backup(&self, path: &Path) -> Result<(), StoreError>;

    // ---- Games ----

    /// Starts a game.
    async fn create_game(&self, new: NewGame) -> Result<GameId, StoreError>;

    /// A game with its players' names.
    async fn game(&self, id: GameId) -> Result<Option<GameRow>, StoreError>;

    /// The moves of a game, in order.
    async fn moves(&self, id: GameId) -> Result<Vec<MoveRow>, StoreError>;

    /// Records moves and whatever they decide, atomically; `StoreError::Conflict`
    /// (and nothing written) unless the game is active at `expected_ply`.
    async fn commit_moves(&self, commit: MoveCommit) -> Result<(), StoreError>;

    /// Ends a game that is still in `from` status at `expected_ply`;
    /// `StoreError::Conflict` (and nothing written) otherwise, so that a verdict is
    /// given once.
    async fn finish_game(
        &self,
        game: GameId,
        expected_ply: i64,
        from: GameStatus,
        verdict: Verdict,
        at: OffsetDateTime,
    ) -> Result<(), StoreError>;

    // ---- The adjudicator ----

    /// Active games whose player to move ran out of time before `now`.
    async fn games_due(&self, now: OffsetDateTime) -> Result<Vec<GameId>, StoreError>;

    /// Every active game (for the sweep that checks positions after a crash, an
    /// import or a rules fix).
    async fn active_games(&self) -> Result<Vec<GameId>, StoreError>;

    /// Gives every running clock `ms` milliseconds more (time the server was down).
    async fn credit_clocks(&self, ms: i64) -> Result<u64, StoreError>;

    /// Records a draw claim and stops the game's clocks until an admin decides;
    /// `StoreError::Conflict` unless the game is active at `expected_ply`.
    async fn create_claim(
        &self,
        game: GameId,
        claimant: UserId,
        expected_ply: i64,
        path: &str,
        at: OffsetDateTime,
    ) -> Result<ClaimId, StoreError>;

    /// Claims waiting for an admin, oldest first.
    async fn pending_claims(&self) -> Result<Vec<ClaimRow>, StoreError>;

    async fn claim(&self, id: ClaimId) -> Result<Option<ClaimRow>, StoreError>;

    /// The latest claim of a game, if any.
    async fn latest_claim(&self, game: GameId) -> Result<Option<ClaimRow>, StoreError>;

    /// Whether an admin already rejected `claimant`'s claim of `path` at `ply`.
    async fn claim_rejected(
        &self,
        game: GameId,
        claimant: UserId,
        ply: i64,
        path: &str,
    ) -> Result<bool, StoreError>;

    /// Accepts (the game ends in a draw) or rejects (the game goes on, the
    /// claimant's clock restarts) a pending claim, with an audit entry, in one
    /// transaction; `StoreError::Conflict` when it was decided already.
    async fn decide_claim(&self, decision: ClaimDecision) -> Result<(), StoreError>;

    /// An admin decides a game at `expected_ply`, with an audit entry: ends it
    /// when it is in play or waiting on a claim (`was` is `None`), or corrects
    /// the result of a finished one (`was` is the winner it had when the admin
    /// looked, `Some(None)` for a draw). `StoreError::Conflict` when the game
    /// is no longer as it was.
    async fn adjudicate_game(
        &self,
        game: GameId,
        expected_ply: i64,
        was: Option<Option<Color>>,
        admin: UserId,
        verdict: Verdict,
        at: OffsetDateTime,
    ) -> Result<(), StoreError>;

    /// The admins' decisions, newest first.
    async fn audit_log(&self, limit: i64) -> Result<Vec<AuditRow>, StoreError>;

    /// Makes (`Some`) or ends (`None`: declined) the standing draw offer of an
    /// active game at `expected_ply`. An offer needs none standing and none
    /// made at this ply already (one a move); an answer needs one standing.
    /// `StoreError::Conflict` otherwise.
    async fn set_draw_offer(
        &self,
        game: GameId,
        expected_ply: i64,
        by: Option<UserId>,
    ) -> Result<(), StoreError>;

    // ---- The waiting room ----

    /// Posts a game; `StoreError::TooManyOffers` (and nothing stored) when the
    /// poster already has `max_open` offers of any kind.
    async fn create_offer(&self, new: NewOffer, max_open: u32) -> Result<OfferId, StoreError>;

    /// An offer with its names.
    async fn offer(&self, id: OfferId) -> Result<Option<OfferRow>, StoreError>;

    /// The waiting room as `viewer` sees it: offers of others that are not
    /// invitations, oldest first.
    async fn open_offers(&self, viewer: UserId) -> Result<Vec<OfferRow>, StoreError>;

    /// Everything `user` posted (open games, invitations, Auto-Match requests),
    /// oldest first.
    async fn offers_by(&self, user: UserId) -> Result<Vec<OfferRow>, StoreError>;

    /// Invitations to `user`, oldest first.
    async fn invitations_for(&self, user: UserId) -> Result<Vec<OfferRow>, StoreError>;

    /// Withdraws an offer of `user`; `StoreError::NotFound` unless it is still
    /// there and theirs.
    async fn cancel_offer(&self, id: OfferId, user: UserId) -> Result<(), StoreError>;

    /// Turns down an invitation to `user`; `StoreError::NotFound` unless it is
    /// still there and addressed to them.
    async fn decline_invitation(&self, id: OfferId, user: UserId) -> Result<(), StoreError>;

    /// Takes an offer and starts its game, atomically: of any number of players
    /// taking one offer at once exactly one gets the game; the others get
    /// `StoreError::NotFound`, as does a poster taking their own offer or anyone
    /// but the invited player taking an invitation. A `random` colour is decided
    /// here.
    async fn take_offer(
        &self,
        id: OfferId,
        taker: UserId,
        at: OffsetDateTime,
    ) -> Result<GameId, StoreError>;

    /// Pairs the user with the oldest waiting Auto-Match request of someone else
    /// with the same rules and days per move (colours random), or leaves the
    /// request waiting. Requests for the same rules are serialized, so two at
    /// once make one game, never two waiting requests.
    async fn auto_match(&self, request: AutoMatchRequest) -> Result<AutoMatch, StoreError>;

    // ---- The status page: each list is one indexed query ----

    /// Active games where it is `user`'s turn, least time left first.
    async fn games_to_move(&self, user: UserId) -> Result<Vec<GameSummary>, StoreError>;

    /// Active games where it is the opponent's turn, and games whose draw claim
    /// waits for an admin; longest waiting first.
    async fn games_waiting(&self, user: UserId) -> Result<Vec<GameSummary>, StoreError>;

    /// The last `limit` finished games of `user`, most recent first.
    async fn games_finished(
        &self,
        user: UserId,
        limit: i64,
    ) -> Result<Vec<GameSummary>, StoreError>;
}

/// Opens (creating a SQLite file if needed) the database the URL names. Does not
/// migrate: call [`Store::migrate`].
pub async fn connect(database_url: &str) -> Result<Arc<dyn Store>, StoreError> {
    if database_url.starts_with("sqlite:") {
        Ok(Arc::new(sqlite::SqliteStore::connect(database_url).await?))
    } else if database_url.starts_with("postgres:") || database_url.starts_with("postgresql:") {
        Ok(Arc::new(postgres::PgStore::connect(database_url).await?))
    } else {
        Err(StoreError::BadUrl(database_url.to_owned()))
    }
}

/// The key names are unique under: lower case.
pub fn username_key(username: &str) -> String {
    username.to_lowercase()
}

/// Timestamps are stored as Unix milliseconds on both databases.
pub(crate) fn to_millis(at: OffsetDateTime) -> i64 {
    (at.unix_timestamp_nanos() / 1_000_000) as i64
}

pub(crate) fn from_millis(ms: i64) -> OffsetDateTime {
    OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .unwrap_or(OffsetDateTime::UNIX_EPOCH)
}

/// The present, rounded to what the database keeps, so values round-trip exactly.
pub fn now() -> OffsetDateTime {
    from_millis(to_millis(OffsetDateTime::now_utc()))
}

/// Reads the house rules as stored.
pub(crate) fn rules_from_columns(
    variant: &str,
    camp: &str,
    repetition: &str,
) -> Result<Rules, StoreError> {
    let corrupt = |what: String| StoreError::Corrupt(what);
    Ok(Rules {
        variant: variant.parse().map_err(|e| corrupt(format!("{e}")))?,
        camp: camp.parse().map_err(corrupt)?,
        repetition: repetition.parse().map_err(corrupt)?,
    })
}

/// The columns of a game row, with its players' names, for `SELECT … FROM games g
/// JOIN users w … JOIN users b …`.
pub(crate) const GAME_COLUMNS: &str = "g.id, g.variant, g.camp, g.repetition, g.white_id, \
    w.username AS white_name, g.black_id, b.username AS black_name, g.days_per_move, g.status, \
    g.winner, g.termination, g.note, g.ply, g.position, g.to_move_id, g.turn_started_at, g.turn_deadline, \
    g.draw_offered_by, g.draw_offer_ply, g.created_at, g.finished_at";

/// The tables behind [`GAME_COLUMNS`].
pub(crate) const GAME_TABLES: &str =
    "games g JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id";

/// A unique violation on insert is a taken user name.
pub(crate) fn map_unique(e: sqlx::Error) -> StoreError {
    match &e {
        sqlx::Error::Database(db) if db.is_unique_violation() => StoreError::UsernameTaken,
        _ => StoreError::Database(e),
    }
}

/// The game an offer becomes when `taker` takes it.
pub(crate) fn game_of_offer(
    poster: UserId,
    taker: UserId,
    rules: halma_rules::Rules,
    colour: ColourChoice,
    days_per_move: i64,
    at: OffsetDateTime,
) -> NewGame {
    let (white, black) = match colour.decide() {
        halma_rules::Color::White => (poster, taker),
        halma_rules::Color::Black => (taker, poster),
    };
    NewGame {
        rules,
        white,
        black,
        days_per_move,
        at,
    }
}

/// A draw claim with its claimant's and decider's names.
pub(crate) const CLAIM_SELECT: &str = "SELECT c.id, c.game_id, c.claimant_id, u.username AS claimant_name, c.ply, \
    c.path, c.status, c.created_at, d.username AS decider_name, c.decided_at, c.reason \
    FROM draw_claims c JOIN users u ON u.id = c.claimant_id LEFT JOIN users d ON d.id = c.decided_by";

/// The columns of a user row.
pub(crate) const USER_COLUMNS: &str = "id, username, password_hash, is_admin, created_at";

/// Queries both stores run as they are: `$N` parameters work on SQLite too, and
/// ids are bound as each backend stores them. Public so that a test can ask each
/// database how it runs them (`EXPLAIN`).
pub mod sql {
    use std::sync::LazyLock;

    use super::{GAME_COLUMNS, GAME_TABLES};

    /// The columns of an offer with its names, for `SELECT … FROM` [`OFFER_TABLES`].
    pub const OFFER_COLUMNS: &str = "o.id, o.poster_id, p.username AS poster_name, o.variant, \
        o.camp, o.repetition, o.colour, o.days_per_move, o.invited_id, \
        i.username AS invited_name, o.automatch, o.created_at";

    /// `$1` the winner, `$2` the termination, `$3` when, `$4` the game, `$5`
    /// the note: ends a game,
    /// clearing the side to move and any draw offer. Each caller adds its own
    /// conditions (`AND …`), so that a game that moved on meanwhile is left alone.
    pub const FINISH_GAME: &str = "UPDATE games SET status = 'finished', winner = $1, \
        termination = $2, note = $5, finished_at = $3, to_move_id = NULL, draw_offered_by = NULL \
        WHERE id = $4";

    /// The tables behind [`OFFER_COLUMNS`].
    pub const OFFER_TABLES: &str =
        "offers o JOIN users p ON p.id = o.poster_id LEFT JOIN users i ON i.id = o.invited_id";

    /// `$1` the user: games where it is their turn, most urgent first
    /// (index `games_to_move`).
    pub static GAMES_TO_MOVE: LazyLock<String> = LazyLock::new(|| {
        format!(
            "SELECT {GAME_COLUMNS} FROM {GAME_TABLES} \
             WHERE g.to_move_id = $1 ORDER BY g.turn_deadline, g.id"
        )
    });

    /// `$1` the user: games waiting for the opponent, or for an admin, longest
    /// waiting first. One branch a colour, so that each is a range of
    /// `games_white_status` / `games_black_status`.
    pub static GAMES_WAITING: LazyLock<String> = LazyLock::new(|| {
        format!(
            "SELECT * FROM ( \
               SELECT {GAME_COLUMNS} FROM {GAME_TABLES} \
               WHERE g.white_id = $1 AND g.status IN ('active', 'claim') \
                 AND (g.to_move_id IS NULL OR g.to_move_id <> $1) \
               UNION ALL \
               SELECT {GAME_COLUMNS} FROM {GAME_TABLES} \
               WHERE g.black_id = $1 AND g.status IN ('active', 'claim') \
                 AND (g.to_move_id IS NULL OR g.to_move_id <> $1) \
             ) AS waiting ORDER BY turn_started_at, id"
        )
    });

    /// `$1` the user, `$2` how many: the latest finished games. Each branch
    /// reads its index backwards and stops after `$2` rows.
    pub static GAMES_FINISHED: LazyLock<String> = LazyLock::new(|| {
        format!(
            "SELECT * FROM ( \
               SELECT * FROM ( \
                 SELECT {GAME_COLUMNS} FROM {GAME_TABLES} \
                 WHERE g.white_id = $1 AND g.status = 'finished' \
                 ORDER BY g.finished_at DESC LIMIT $2 \
               ) AS fw \
               UNION ALL \
               SELECT * FROM ( \
                 SELECT {GAME_COLUMNS} FROM {GAME_TABLES} \
                 WHERE g.black_id = $1 AND g.status = 'finished' \
                 ORDER BY g.finished_at DESC LIMIT $2 \
               ) AS fb \
             ) AS finished ORDER BY finished_at DESC, id LIMIT $2"
        )
    });

    /// `$1` the user: their offers of every kind (index `offers_poster`).
    pub static OFFERS_BY: LazyLock<String> = LazyLock::new(|| {
        format!(
            "SELECT {OFFER_COLUMNS} FROM {OFFER_TABLES} \
             WHERE o.poster_id = $1 ORDER BY o.created_at, o.id"
        )
    });

    /// `$1` the user: invitations to them (index `offers_invited`).
    pub static INVITATIONS_FOR: LazyLock<String> = LazyLock::new(|| {
        format!(
            "SELECT {OFFER_COLUMNS} FROM {OFFER_TABLES} \
             WHERE o.invited_id = $1 ORDER BY o.created_at, o.id"
        )
    });

    /// `$1` the viewer: the waiting room, without their own offers and without
    /// invitations (index `offers_invited`: the range `invited_id IS NULL`).
    pub static OPEN_OFFERS: LazyLock<String> = LazyLock::new(|| {
        format!(
            "SELECT {OFFER_COLUMNS} FROM {OFFER_TABLES} \
             WHERE o.invited_id IS NULL AND o.poster_id <> $1 \
             ORDER BY o.created_at, o.id"
        )
    });

    /// `$1` the offer.
    pub static OFFER: LazyLock<String> =
        LazyLock::new(|| format!("SELECT {OFFER_COLUMNS} FROM {OFFER_TABLES} WHERE o.id = $1"));

    /// The status page's queries by name, for the query-plan test.
    pub fn status_page() -> [(&'static str, &'static str); 5] {
        [
            ("games_to_move", GAMES_TO_MOVE.as_str()),
            ("games_waiting", GAMES_WAITING.as_str()),
            ("games_finished", GAMES_FINISHED.as_str()),
            ("offers_by", OFFERS_BY.as_str()),
            ("invitations_for", INVITATIONS_FOR.as_str()),
        ]
    }
}

/// The key Auto-Match requests are serialized and matched on.
pub(crate) fn automatch_key(rules: &Rules, days_per_move: i64) -> String {
    format!(
        "automatch {} {} {} {days_per_move}",
        rules.variant.id(),
        rules.camp,
        rules.repetition.name()
    )
}
