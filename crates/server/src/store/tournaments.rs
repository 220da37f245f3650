//! Tournaments: their terms, entrants, games and byes. Starting one, pairing
//! its next round and finishing it are each one transaction claimed by a
//! conditional update (on `status` or `current_round`), so that of several
//! server processes sweeping at once exactly one does it.

use async_trait::async_trait;
use halma_rules::{Color, Rules};
use time::OffsetDateTime;

use super::{
    rows::{from_millis, rules},
    GameStatus, NewGame, Player, StoreError,
};
use crate::model::clock::ClockTerms;
use crate::model::{
    result::{winner_from_column, Termination},
    GameId, TournamentId, UserId,
};

/// How a tournament pairs its players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Everyone plays everyone once.
    RoundRobin,
    /// Everyone plays everyone twice, once with each colour.
    DoubleRoundRobin,
    /// A number of rounds, each paired by the standings.
    Swiss,
    /// Two-game matches; the loser is out.
    Knockout,
}

impl Format {
    pub const ALL: [Format; 4] = [
        Format::RoundRobin,
        Format::DoubleRoundRobin,
        Format::Swiss,
        Format::Knockout,
    ];

    /// The column (and form) value.
    pub const fn as_str(self) -> &'static str {
        match self {
            Format::RoundRobin => "round_robin",
            Format::DoubleRoundRobin => "double_round_robin",
            Format::Swiss => "swiss",
            Format::Knockout => "knockout",
        }
    }

    /// In words.
    pub const fn name(self) -> &'static str {
        match self {
            Format::RoundRobin => "Round robin",
            Format::DoubleRoundRobin => "Double round robin",
            Format::Swiss => "Swiss",
            Format::Knockout => "Knockout",
        }
    }

    /// A round robin, single or double.
    pub const fn is_round_robin(self) -> bool {
        matches!(self, Format::RoundRobin | Format::DoubleRoundRobin)
    }
}

impl std::str::FromStr for Format {
    type Err = String;
    /// The column value; a form may write `-` for `_`.
    fn from_str(s: &str) -> Result<Self, String> {
        let value = s.replace('-', "_");
        Format::ALL
            .into_iter()
            .find(|f| f.as_str() == value)
            .ok_or_else(|| format!("unknown tournament format {s:?}"))
    }
}

/// Where a tournament stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TournamentStatus {
    /// Players sign up until the deadline.
    Announced,
    /// Its games are being played.
    Running,
    /// Over, with a winner.
    Finished,
    /// Too few players signed up.
    Cancelled,
}

impl TournamentStatus {
    pub const fn as_str(self) -> &'static str {
        match self {
            TournamentStatus::Announced => "announced",
            TournamentStatus::Running => "running",
            TournamentStatus::Finished => "finished",
            TournamentStatus::Cancelled => "cancelled",
        }
    }

    pub fn parse(text: &str) -> Result<Self, StoreError> {
        match text {
            "announced" => Ok(TournamentStatus::Announced),
            "running" => Ok(TournamentStatus::Running),
            "finished" => Ok(TournamentStatus::Finished),
            "cancelled" => Ok(TournamentStatus::Cancelled),
            other => Err(StoreError::Corrupt(format!("tournament status {other:?}"))),
        }
    }
}

/// A tournament to create.
#[derive(Debug, Clone)]
pub struct NewTournament {
    pub name: String,
    pub rules: Rules,
    pub days_per_move: i64,
    pub clock: ClockTerms,
    pub rated: bool,
    pub format: Format,
    /// Swiss: the rounds; otherwise 0.
    pub rounds: i64,
    pub min_players: i64,
    pub max_players: i64,
    pub signup_deadline: OffsetDateTime,
    pub created_by: UserId,
    pub at: OffsetDateTime,
    /// The most announced or running tournaments the creator may have
    /// (`None`: no limit, for admins).
    pub max_open: Option<i64>,
}

/// What an announcement comes to, given its creator's announced and running
/// tournaments as [`sql::OPEN_OF_CREATOR`] reads them (id, name, status):
/// the id of the same announcement made before (a double click, a second
/// tab), `None` to make it, or the creator's limit reached.
pub(crate) fn announced_before(
    open: &[(TournamentId, String, String)],
    new: &NewTournament,
) -> Result<Option<TournamentId>, StoreError> {
    if let Some((made, _, _)) = open
        .iter()
        .find(|(_, name, status)| *name == new.name && status == "announced")
    {
        return Ok(Some(*made));
    }
    if new.max_open.is_some_and(|max| open.len() as i64 >= max) {
        return Err(StoreError::TooManyTournaments);
    }
    Ok(None)
}

/// A tournament as stored, with its creator's and winner's names.
#[derive(Debug, Clone)]
pub struct TournamentRow {
    pub id: TournamentId,
    pub name: String,
    pub rules: Rules,
    pub days_per_move: i64,
    pub clock: ClockTerms,
    pub rated: bool,
    pub format: Format,
    pub rounds: i64,
    pub min_players: i64,
    pub max_players: i64,
    pub signup_deadline: OffsetDateTime,
    pub status: TournamentStatus,
    /// The round being played; 0 before the start.
    pub current_round: i64,
    pub winner: Option<Player>,
    pub created_by: Player,
    pub created_at: OffsetDateTime,
    /// When it started, or ended.
    pub ended_at: Option<OffsetDateTime>,
    /// Players signed up (withdrawn ones included once it runs).
    pub entrants: i64,
}

impl TournamentRow {
    /// A game of this tournament between `white` and `black`, starting `at`.
    pub fn new_game(&self, white: UserId, black: UserId, at: OffsetDateTime) -> NewGame {
        NewGame {
            rules: self.rules,
            white,
            black,
            days_per_move: self.days_per_move,
            at,
            rated: self.rated,
            clock: self.clock,
        }
    }
}

#[derive(sqlx::FromRow)]
pub(crate) struct TournamentRecord {
    id: TournamentId,
    name: String,
    variant: String,
    camp: String,
    repetition: String,
    days_per_move: i64,
    clock: String,
    increment_days: i64,
    cap_days: i64,
    weekends_off: bool,
    vacation_allowed: bool,
    rated: bool,
    format: String,
    rounds: i64,
    min_players: i64,
    max_players: i64,
    signup_deadline: i64,
    status: String,
    current_round: i64,
    winner_id: Option<UserId>,
    winner_name: Option<String>,
    created_by: UserId,
    creator_name: String,
    created_at: i64,
    ended_at: Option<i64>,
    entrants: i64,
}

impl TryFrom<TournamentRecord> for TournamentRow {
    type Error = StoreError;

    fn try_from(r: TournamentRecord) -> Result<Self, StoreError> {
        Ok(TournamentRow {
            id: r.id,
            name: r.name,
            rules: rules(&r.variant, &r.camp, &r.repetition)?,
            days_per_move: r.days_per_move,
            clock: ClockTerms {
                kind: r.clock.parse().map_err(StoreError::Corrupt)?,
                increment: r.increment_days,
                cap: r.cap_days,
                weekends_off: r.weekends_off,
                vacation: r.vacation_allowed,
            },
            rated: r.rated,
            format: r.format.parse().map_err(StoreError::Corrupt)?,
            rounds: r.rounds,
            min_players: r.min_players,
            max_players: r.max_players,
            signup_deadline: from_millis(r.signup_deadline),
            status: TournamentStatus::parse(&r.status)?,
            current_round: r.current_round,
            winner: match (r.winner_id, r.winner_name) {
                (Some(id), Some(name)) => Some(Player { id, name }),
                _ => None,
            },
            created_by: Player {
                id: r.created_by,
                name: r.creator_name,
            },
            created_at: from_millis(r.created_at),
            ended_at: r.ended_at.map(from_millis),
            entrants: r.entrants,
        })
    }
}

pub(crate) fn tournaments(
    records: Vec<TournamentRecord>,
) -> Result<Vec<TournamentRow>, StoreError> {
    records.into_iter().map(TournamentRow::try_from).collect()
}

/// A player signed up for a tournament.
#[derive(Debug, Clone, PartialEq)]
pub struct EntryRow {
    pub user: Player,
    pub signed_at: OffsetDateTime,
    /// Withdrawn after the start.
    pub withdrawn_at: Option<OffsetDateTime>,
    /// 1 the best, from the start on.
    pub seed: Option<i64>,
    /// The rating at the start, if rated then.
    pub rating: Option<f64>,
}

#[derive(sqlx::FromRow)]
pub(crate) struct EntryRecord {
    user_id: UserId,
    username: String,
    signed_at: i64,
    withdrawn_at: Option<i64>,
    seed: Option<i64>,
    rating: Option<f64>,
}

impl From<EntryRecord> for EntryRow {
    fn from(r: EntryRecord) -> Self {
        EntryRow {
            user: Player {
                id: r.user_id,
                name: r.username,
            },
            signed_at: from_millis(r.signed_at),
            withdrawn_at: r.withdrawn_at.map(from_millis),
            seed: r.seed,
            rating: r.rating,
        }
    }
}

/// A game of a tournament, with where it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentGame {
    pub game: GameId,
    pub round: i64,
    /// The game's place in its round; knockout: the match.
    pub board: i64,
    /// Knockout: the game of the match (1, 2, 3); 1 otherwise.
    pub leg: i64,
    pub white: Player,
    pub black: Player,
    pub status: GameStatus,
    /// Once finished: the winner's colour, `None` for a draw.
    pub winner: Option<Option<Color>>,
    pub termination: Option<Termination>,
}

impl TournamentGame {
    /// The winner's id once finished (`Some(None)` a draw).
    pub fn winner_id(&self) -> Option<Option<UserId>> {
        self.winner.map(|w| {
            w.map(|c| match c {
                Color::White => self.white.id,
                Color::Black => self.black.id,
            })
        })
    }
}

#[derive(sqlx::FromRow)]
pub(crate) struct TournamentGameRecord {
    game_id: GameId,
    round: i64,
    board: i64,
    leg: i64,
    white_id: UserId,
    white_name: String,
    black_id: UserId,
    black_name: String,
    status: String,
    winner: Option<String>,
    termination: Option<String>,
}

impl TryFrom<TournamentGameRecord> for TournamentGame {
    type Error = StoreError;

    fn try_from(r: TournamentGameRecord) -> Result<Self, StoreError> {
        let status = GameStatus::parse(&r.status)?;
        let winner = match (status, r.winner) {
            (GameStatus::Finished, Some(w)) => {
                Some(winner_from_column(&w).map_err(StoreError::Corrupt)?)
            }
            _ => None,
        };
        Ok(TournamentGame {
            game: r.game_id,
            round: r.round,
            board: r.board,
            leg: r.leg,
            white: Player {
                id: r.white_id,
                name: r.white_name,
            },
            black: Player {
                id: r.black_id,
                name: r.black_name,
            },
            status,
            winner,
            termination: r
                .termination
                .map(|t| t.parse().map_err(StoreError::Corrupt))
                .transpose()?,
        })
    }
}

pub(crate) fn tournament_games(
    records: Vec<TournamentGameRecord>,
) -> Result<Vec<TournamentGame>, StoreError> {
    records.into_iter().map(TournamentGame::try_from).collect()
}

/// A game to start for a tournament: its place, and the game.
#[derive(Debug, Clone)]
pub struct Scheduled {
    pub round: i64,
    pub board: i64,
    pub leg: i64,
    pub game: NewGame,
}

/// A player's seed and rating as the tournament starts.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Seed {
    pub user: UserId,
    pub seed: i64,
    pub rating: Option<f64>,
}

/// The tournaments' storage.
#[async_trait]
pub trait TournamentRepo: Send + Sync {
    /// Announces a tournament.
    async fn create_tournament(&self, new: NewTournament) -> Result<TournamentId, StoreError>;

    /// A tournament with its names and number of entrants.
    async fn tournament(&self, id: TournamentId) -> Result<Option<TournamentRow>, StoreError>;

    /// Tournaments in `status`, `limit` of them from `offset`: announced ones
    /// by their deadline, the others newest first (index
    /// `tournaments_status_deadline` / `tournaments_status_created`).
    async fn tournaments(
        &self,
        status: TournamentStatus,
        limit: i64,
        offset: i64,
    ) -> Result<Vec<TournamentRow>, StoreError>;

    /// Signs `user` up while the tournament is announced, its deadline after
    /// `at` and a place free; `StoreError::Conflict` otherwise (or when signed
    /// up already).
    async fn sign_up(
        &self,
        id: TournamentId,
        user: UserId,
        at: OffsetDateTime,
    ) -> Result<(), StoreError>;

    /// Takes `user`'s entry back while the tournament is announced;
    /// `StoreError::Conflict` otherwise.
    async fn withdraw_entry(&self, id: TournamentId, user: UserId) -> Result<(), StoreError>;

    /// Marks `user` withdrawn from a running tournament and forfeits each of
    /// their unfinished games of it (the opponent wins; not rated), in one
    /// transaction; the games forfeited. `StoreError::Conflict` when the
    /// tournament does not run or `user` has no entry or withdrew already.
    async fn withdraw_running(
        &self,
        id: TournamentId,
        user: UserId,
        at: OffsetDateTime,
    ) -> Result<Vec<GameId>, StoreError>;

    /// The entrants: by seed once started, by sign-up before.
    async fn entries(&self, id: TournamentId) -> Result<Vec<EntryRow>, StoreError>;

    /// The games, by round, board and leg.
    async fn tournament_games(&self, id: TournamentId) -> Result<Vec<TournamentGame>, StoreError>;

    /// Swiss byes: round and player, by round.
    async fn byes(&self, id: TournamentId) -> Result<Vec<(i64, UserId)>, StoreError>;

    /// Announced tournaments whose sign-up deadline is not after `now`.
    async fn tournaments_due(&self, now: OffsetDateTime) -> Result<Vec<TournamentId>, StoreError>;

    /// Running tournaments.
    async fn running_tournaments(&self) -> Result<Vec<TournamentId>, StoreError>;

    /// Starts an announced tournament: claims it (status `announced` →
    /// `running`, round 1), stores the seeds, starts `games` and records
    /// `byes` (round, player), in one transaction. `false` (and nothing
    /// written) when it was started or cancelled already.
    async fn start_tournament(
        &self,
        id: TournamentId,
        seeds: &[Seed],
        games: &[Scheduled],
        byes: &[(i64, UserId)],
        at: OffsetDateTime,
    ) -> Result<bool, StoreError>;

    /// Cancels an announced tournament; `false` when it is not announced.
    async fn cancel_tournament(
        &self,
        id: TournamentId,
        at: OffsetDateTime,
    ) -> Result<bool, StoreError>;

    /// Moves a running tournament from round `from` to `from + 1`, starting
    /// `games` and recording `byes`, in one transaction; `false` (nothing
    /// written) when someone else moved it on first.
    async fn next_round(
        &self,
        id: TournamentId,
        from: i64,
        games: &[Scheduled],
        byes: &[(i64, UserId)],
    ) -> Result<bool, StoreError>;

    /// Starts one more game of a running tournament (a knockout match's next
    /// game); `false` (nothing written) when that place has a game already.
    async fn add_game(&self, id: TournamentId, game: &Scheduled) -> Result<bool, StoreError>;

    /// Ends a running tournament with its winner; `false` when it does not run.
    async fn finish_tournament(
        &self,
        id: TournamentId,
        winner: Option<UserId>,
        at: OffsetDateTime,
    ) -> Result<bool, StoreError>;
}

pub mod sql {
    //! The tournaments' SQL, the same on both databases.

    use crate::store::sql::status_filter;

    /// The columns of a tournament row, for `SELECT … FROM tournaments t`.
    pub const COLUMNS: &str = "t.id, t.name, t.variant, t.camp, t.repetition, \
        t.days_per_move, t.clock, t.increment_days, t.cap_days, t.weekends_off, \
        t.vacation_allowed, t.rated, t.format, t.rounds, t.min_players, t.max_players, \
        t.signup_deadline, t.status, t.current_round, t.winner_id, \
        (SELECT username FROM users WHERE id = t.winner_id) AS winner_name, t.created_by, \
        (SELECT username FROM users WHERE id = t.created_by) AS creator_name, t.created_at, \
        t.ended_at, (SELECT COUNT(*) FROM tournament_entries e \
        WHERE e.tournament_id = t.id) AS entrants";

    /// `$1` the creator: their announced and running tournaments (index
    /// `tournaments_creator`).
    pub const OPEN_OF_CREATOR: &str = "SELECT id, name, status FROM tournaments \
        WHERE created_by = $1 AND status IN ('announced', 'running')";

    /// A tournament's nineteen columns.
    pub const INSERT: &str = "INSERT INTO tournaments (id, name, variant, camp, repetition, \
        days_per_move, clock, increment_days, cap_days, weekends_off, vacation_allowed, rated, \
        format, rounds, min_players, max_players, signup_deadline, status, current_round, \
        created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, \
        $14, $15, $16, $17, 'announced', 0, $18, $19)";

    /// `$1` the tournament, `$2` the user, `$3` now: an entry, while the
    /// tournament takes them and has a place free.
    pub const SIGN_UP: &str = concat!(
        "INSERT INTO tournament_entries (tournament_id, user_id, signed_at) \
         SELECT $1, $2, $3 FROM tournaments t WHERE t.id = $1 AND ",
        status_filter!("t.status = 'announced' AND t.signup_deadline > $3"),
        " AND (SELECT COUNT(*) FROM tournament_entries e WHERE e.tournament_id = $1) \
         < t.max_players \
         AND NOT EXISTS (SELECT 1 FROM tournament_entries e WHERE e.tournament_id = $1 \
         AND e.user_id = $2)"
    );

    /// `$1` the tournament, `$2` the user.
    pub const WITHDRAW_ENTRY: &str = concat!(
        "DELETE FROM tournament_entries WHERE tournament_id = $1 AND user_id = $2 \
         AND EXISTS (SELECT 1 FROM tournaments t WHERE t.id = $1 AND ",
        status_filter!("t.status = 'announced'"),
        ")"
    );

    /// Why a draw claim waiting on a forfeited game is closed with it (so
    /// that no admin is asked to decide it).
    pub const FORFEIT_MOOTS_CLAIM: &str =
        "The game was forfeited: a player withdrew from the tournament.";

    /// `$1` the tournament: how many signed up.
    pub const ENTRANTS: &str = "SELECT COUNT(*) FROM tournament_entries WHERE tournament_id = $1";

    /// `$1` the tournament, `$2` the user, `$3` now.
    pub const MARK_WITHDRAWN: &str = concat!(
        "UPDATE tournament_entries SET withdrawn_at = $3 \
         WHERE tournament_id = $1 AND user_id = $2 AND withdrawn_at IS NULL \
         AND EXISTS (SELECT 1 FROM tournaments t WHERE t.id = $1 AND ",
        status_filter!("t.status = 'running'"),
        ")"
    );

    /// `$1` the tournament, `$2` the user: their unfinished games in it.
    pub const UNFINISHED_OF: &str = "SELECT g.id, g.white_id FROM tournament_games tg \
        JOIN games g ON g.id = tg.game_id WHERE tg.tournament_id = $1 \
        AND (g.white_id = $2 OR g.black_id = $2) AND g.status IN ('active', 'claim')";

    /// `$1` the winner column, `$2` now, `$3` the game: a forfeit, not rated.
    pub const FORFEIT: &str = concat!(
        "UPDATE games SET status = 'finished', winner = $1, termination = 'forfeit', \
         note = NULL, finished_at = $2, to_move_id = NULL, draw_offered_by = NULL, rated = FALSE \
         WHERE id = $3 AND ",
        status_filter!("status IN ('active', 'claim')")
    );

    /// `$1` the tournament.
    pub const ENTRIES: &str = "SELECT e.user_id, u.username, e.signed_at, e.withdrawn_at, \
        e.seed, e.rating FROM tournament_entries e JOIN users u ON u.id = e.user_id \
        WHERE e.tournament_id = $1 ORDER BY e.seed, e.signed_at, u.username";

    /// `$1` the tournament.
    pub const GAMES: &str = "SELECT tg.game_id, tg.round, tg.board, tg.leg, g.white_id, \
        (SELECT username FROM users WHERE id = g.white_id) AS white_name, g.black_id, \
        (SELECT username FROM users WHERE id = g.black_id) AS black_name, g.status, g.winner, \
        g.termination FROM tournament_games tg JOIN games g ON g.id = tg.game_id \
        WHERE tg.tournament_id = $1 ORDER BY tg.round, tg.board, tg.leg";

    /// `$1` the tournament.
    pub const BYES: &str = "SELECT round, user_id FROM tournament_byes \
        WHERE tournament_id = $1 ORDER BY round";

    /// `$1` now.
    pub const DUE: &str = "SELECT id FROM tournaments WHERE status = 'announced' \
        AND signup_deadline <= $1 ORDER BY signup_deadline, id";

    pub const RUNNING: &str =
        "SELECT id FROM tournaments WHERE status = 'running' ORDER BY created_at, id";

    /// `$1` the tournament, `$2` now: the claim of the start.
    pub const CLAIM_START: &str = concat!(
        "UPDATE tournaments SET status = 'running', current_round = 1, ended_at = $2 \
         WHERE id = $1 AND ",
        status_filter!("status = 'announced'")
    );

    /// `$1` seed, `$2` rating, `$3` the tournament, `$4` the user.
    pub const SEED: &str = "UPDATE tournament_entries SET seed = $1, rating = $2 \
        WHERE tournament_id = $3 AND user_id = $4";

    /// `$1` the game, `$2` the tournament, `$3` round, `$4` board, `$5` leg.
    pub const INSERT_GAME: &str = "INSERT INTO tournament_games (game_id, tournament_id, round, \
        board, leg) VALUES ($1, $2, $3, $4, $5)";

    /// `$1` the tournament, `$2` round, `$3` board, `$4` leg.
    pub const PLACE_TAKEN: &str = "SELECT COUNT(*) FROM tournament_games \
        WHERE tournament_id = $1 AND round = $2 AND board = $3 AND leg = $4";

    /// `$1` the tournament, `$2` round, `$3` the player.
    pub const INSERT_BYE: &str =
        "INSERT INTO tournament_byes (tournament_id, round, user_id) VALUES ($1, $2, $3)";

    /// `$1` the tournament, `$2` now.
    pub const CANCEL: &str = concat!(
        "UPDATE tournaments SET status = 'cancelled', ended_at = $2 WHERE id = $1 AND ",
        status_filter!("status = 'announced'")
    );

    /// `$1` the tournament, `$2` the round it is at.
    pub const NEXT_ROUND: &str = concat!(
        "UPDATE tournaments SET current_round = $2 + 1 WHERE id = $1 AND ",
        status_filter!("status = 'running'"),
        " AND current_round = $2"
    );

    /// `$1` the tournament: running.
    pub const IS_RUNNING: &str = concat!(
        "SELECT COUNT(*) FROM tournaments WHERE id = $1 AND ",
        status_filter!("status = 'running'")
    );

    /// `$1` the tournament, `$2` the winner, `$3` now.
    pub const FINISH: &str = concat!(
        "UPDATE tournaments SET status = 'finished', winner_id = $2, ended_at = $3 \
         WHERE id = $1 AND ",
        status_filter!("status = 'running'")
    );

    /// Finds a tournament by id.
    pub static ONE: std::sync::LazyLock<String> =
        std::sync::LazyLock::new(|| format!("SELECT {COLUMNS} FROM tournaments t WHERE t.id = $1"));

    /// `$1` status, `$2` limit, `$3` offset: announced ones by deadline.
    pub static BY_DEADLINE: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
        format!(
            "SELECT {COLUMNS} FROM tournaments t WHERE t.status = $1 \
             ORDER BY t.signup_deadline, t.id LIMIT $2 OFFSET $3"
        )
    });

    /// `$1` status, `$2` limit, `$3` offset: newest first.
    pub static NEWEST: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
        format!(
            "SELECT {COLUMNS} FROM tournaments t WHERE t.status = $1 \
             ORDER BY t.created_at DESC, t.id DESC LIMIT $2 OFFSET $3"
        )
    });
}
