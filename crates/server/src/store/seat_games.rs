//! Games for more than two: starting one with its seats filled, reading it
//! with its seats and moves, recording a seat's move (or its leaving) and
//! what it decides, and the seats' agreement to a draw. Each write is
//! conditional on the game's ply, so that it happens once.

use async_trait::async_trait;
use halma_rules::{PointsRule, SeatRules, SeatVariant};
use time::OffsetDateTime;

use super::{rows, GameStatus, MoveRow, NewMove, SeatRow, SeatState, StoreError};
use crate::model::clock::ClockTerms;
use crate::model::result::Termination;
use crate::model::{GameId, UserId};

/// What it takes to start a game for more than two: the players in seat
/// order (the first moves first), at the start position.
#[derive(Debug, Clone)]
pub struct NewSeatGame {
    pub rules: SeatRules,
    pub players: Vec<UserId>,
    pub days_per_move: i64,
    pub at: OffsetDateTime,
    /// Whether the game counts for the players' ratings.
    pub rated: bool,
    pub clock: ClockTerms,
    /// When the first seat's first move is due.
    pub first_deadline: OffsetDateTime,
}

impl NewSeatGame {
    /// The start position's text.
    pub fn start_position(&self) -> String {
        halma_rules::SeatPosition::start(self.rules).to_string()
    }
}

/// How a game for more than two ended: why, and who won (the seats placed
/// first; none in a draw).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatEnd {
    pub termination: Termination,
    /// The winning seats' numbers; empty in a draw.
    pub winners: Vec<i64>,
}

/// A game for more than two as stored.
#[derive(Debug, Clone)]
pub struct SeatGameRow {
    pub id: GameId,
    pub rules: SeatRules,
    pub seats: Vec<SeatRow>,
    pub days_per_move: i64,
    pub status: GameStatus,
    /// Why it ended, once it has.
    pub termination: Option<Termination>,
    /// Moves recorded so far (passes and seats leaving included).
    pub ply: i64,
    /// The position after the last move, in the text of RULES.md.
    pub position: String,
    /// The player of the seat to move while the game is active.
    pub to_move: Option<UserId>,
    pub turn_started_at: OffsetDateTime,
    pub turn_deadline: OffsetDateTime,
    /// The seats that agree to a draw at this ply.
    pub draw_agreed: Vec<i64>,
    pub created_at: OffsetDateTime,
    pub finished_at: Option<OffsetDateTime>,
    pub rated: bool,
    pub clock: ClockTerms,
}

impl SeatGameRow {
    /// The seat `user` sits in, if a player.
    pub fn seat_of(&self, user: UserId) -> Option<&SeatRow> {
        self.seats.iter().find(|s| s.player.id == user)
    }
}

/// A game for more than two with its moves, as a page and a move read it.
#[derive(Debug, Clone)]
pub struct SeatGameRead {
    pub row: SeatGameRow,
    pub moves: Vec<MoveRow>,
}

/// Moves (and seats leaving) to record in one transaction, accepted only
/// while the game is active and still at `expected_ply`.
#[derive(Debug, Clone)]
pub struct SeatCommit {
    pub game: GameId,
    pub expected_ply: i64,
    /// The move, the passes of seats with no move after it, or `out:COLOUR`.
    pub moves: Vec<NewMove>,
    /// The position after them.
    pub position: String,
    /// The player to move next (ignored when `end` is set).
    pub to_move: Option<UserId>,
    /// When that player's turn began (a seat leaving out of turn does not
    /// start it again) and when it runs out.
    pub turn_started_at: OffsetDateTime,
    pub turn_deadline: OffsetDateTime,
    /// Seats whose state changes (finished home, or left).
    pub seat_states: Vec<(i64, SeatState)>,
    /// The end the moves bring, decided in the same transaction.
    pub end: Option<SeatEnd>,
    /// The turn passed to another player: mail them, if they asked for turn
    /// mail and were not mailed since their last visit (the store writes the
    /// notice with the move, once per absence).
    pub turn_mail: bool,
    pub at: OffsetDateTime,
}

/// A game for more than two as a player's status page lists it.
#[derive(Debug, Clone)]
pub struct SeatGameSummary {
    pub id: GameId,
    pub variant: SeatVariant,
    pub status: GameStatus,
    pub ply: i64,
    /// The player to move and their name, while the game is active.
    pub to_move: Option<(UserId, String)>,
    pub turn_started_at: OffsetDateTime,
    pub turn_deadline: OffsetDateTime,
    pub finished_at: Option<OffsetDateTime>,
    /// The player's own seat's colour and place.
    pub my_colour: halma_rules::Colour,
    pub my_place: Option<i64>,
    /// Every seat's player's name, in seat order.
    pub players: Vec<String>,
}

/// The games for more than two's storage.
#[async_trait]
pub trait SeatGameRepo: Send + Sync {
    /// Starts a game with its seats filled.
    async fn create_seat_game(&self, new: NewSeatGame) -> Result<GameId, StoreError>;

    /// A game for more than two with its seats and moves; `None` for no such
    /// game (and for a two-player game).
    async fn seat_game(&self, id: GameId) -> Result<Option<SeatGameRead>, StoreError>;

    /// Records moves and whatever they decide, atomically;
    /// `StoreError::Conflict` (and nothing written) unless the game is active
    /// at `expected_ply`. Any move ends the agreement to a draw.
    async fn commit_seat_moves(&self, commit: SeatCommit) -> Result<(), StoreError>;

    /// Seat `seat` agrees to a draw (or takes its agreement back) at
    /// `expected_ply`; when every seat still playing agrees, the game is
    /// drawn in the same transaction and `true` comes back.
    /// `StoreError::Conflict` unless the game is active at that ply.
    async fn agree_to_draw(
        &self,
        game: GameId,
        expected_ply: i64,
        seat: i64,
        agree: bool,
        at: OffsetDateTime,
    ) -> Result<bool, StoreError>;

    /// The games for more than two `user` sits at: the active ones, most
    /// urgent deadline first, then the finished ones, latest first; at most
    /// `limit` (index `seats_user`, each game probed by its key).
    async fn seat_games_of(
        &self,
        user: UserId,
        limit: i64,
    ) -> Result<Vec<SeatGameSummary>, StoreError>;
}

/// A line of [`SeatGameRepo::seat_games_of`] as both databases hand it back.
#[derive(sqlx::FromRow, serde::Deserialize)]
pub(crate) struct SeatGameSummaryRecord {
    pub id: GameId,
    pub variant: String,
    pub status: String,
    pub ply: i64,
    pub to_move_id: Option<UserId>,
    pub to_move_name: Option<String>,
    pub turn_started_at: i64,
    pub turn_deadline: i64,
    pub finished_at: Option<i64>,
    pub my_colour: String,
    pub my_place: Option<i64>,
}

/// The lines of [`SeatGameRepo::seat_games_of`] with their players' names
/// (the names in seat order, game by game).
pub(crate) fn seat_summaries(
    records: Vec<SeatGameSummaryRecord>,
    names: Vec<SeatNameRecord>,
) -> Result<Vec<SeatGameSummary>, StoreError> {
    records
        .into_iter()
        .map(|r| {
            let corrupt = |what: String| StoreError::Corrupt(what);
            Ok(SeatGameSummary {
                variant: r
                    .variant
                    .parse()
                    .map_err(|_| corrupt(format!("seat game {}: {:?}", r.id, r.variant)))?,
                status: GameStatus::parse(&r.status)?,
                ply: r.ply,
                to_move: r.to_move_id.zip(r.to_move_name),
                turn_started_at: rows::from_millis(r.turn_started_at),
                turn_deadline: rows::from_millis(r.turn_deadline),
                finished_at: r.finished_at.map(rows::from_millis),
                my_colour: halma_rules::Colour::from_name(&r.my_colour)
                    .ok_or_else(|| corrupt(format!("seat colour {:?}", r.my_colour)))?,
                my_place: r.my_place,
                players: names
                    .iter()
                    .filter(|n| n.game_id == r.id)
                    .map(|n| n.username.clone())
                    .collect(),
                id: r.id,
            })
        })
        .collect()
}

impl SeatGameSummaryRecord {
    /// The record read on the request's own thread (SQLite).
    pub(crate) fn from_named(r: &super::sqlite::inline::Named<'_>) -> rusqlite::Result<Self> {
        Ok(SeatGameSummaryRecord {
            id: r.get("id")?,
            variant: r.get("variant")?,
            status: r.get("status")?,
            ply: r.get("ply")?,
            to_move_id: r.get("to_move_id")?,
            to_move_name: r.get("to_move_name")?,
            turn_started_at: r.get("turn_started_at")?,
            turn_deadline: r.get("turn_deadline")?,
            finished_at: r.get("finished_at")?,
            my_colour: r.get("my_colour")?,
            my_place: r.get("my_place")?,
        })
    }
}

impl SeatNameRecord {
    /// The record read on the request's own thread (SQLite).
    pub(crate) fn from_named(r: &super::sqlite::inline::Named<'_>) -> rusqlite::Result<Self> {
        Ok(SeatNameRecord {
            game_id: r.get("game_id")?,
            username: r.get("username")?,
        })
    }
}

/// A player's name in a game, as both databases hand it back.
#[derive(sqlx::FromRow, serde::Deserialize)]
pub(crate) struct SeatNameRecord {
    pub game_id: GameId,
    pub username: String,
}

/// A game for more than two as both databases hand it back.
#[derive(sqlx::FromRow)]
pub(crate) struct SeatGameRecord {
    id: GameId,
    variant: String,
    partners: bool,
    points: Option<String>,
    days_per_move: i64,
    status: String,
    termination: Option<String>,
    ply: i64,
    position: String,
    to_move_id: Option<UserId>,
    turn_started_at: i64,
    turn_deadline: i64,
    created_at: i64,
    finished_at: Option<i64>,
    rated: bool,
    clock: String,
    increment_days: i64,
    cap_days: i64,
    weekends_off: bool,
    vacation_allowed: bool,
}

impl SeatGameRecord {
    /// The row, with its seats read beside it.
    pub(crate) fn into_row(
        self,
        seats: Vec<SeatRow>,
        draw_agreed: Vec<i64>,
    ) -> Result<SeatGameRow, StoreError> {
        let corrupt = |what: String| StoreError::Corrupt(what);
        let variant: SeatVariant = self
            .variant
            .parse()
            .map_err(|_| corrupt(format!("seat game {}: game {:?}", self.id, self.variant)))?;
        let points: PointsRule = match &self.points {
            Some(p) => p
                .parse()
                .map_err(|_| corrupt(format!("seat game {}: points {p:?}", self.id)))?,
            None => PointsRule::default(),
        };
        Ok(SeatGameRow {
            id: self.id,
            rules: SeatRules {
                variant,
                partners: self.partners,
                points,
            },
            seats,
            days_per_move: self.days_per_move,
            status: GameStatus::parse(&self.status)?,
            termination: self
                .termination
                .map(|t| t.parse().map_err(corrupt))
                .transpose()?,
            ply: self.ply,
            position: self.position,
            to_move: self.to_move_id,
            turn_started_at: rows::from_millis(self.turn_started_at),
            turn_deadline: rows::from_millis(self.turn_deadline),
            draw_agreed,
            created_at: rows::from_millis(self.created_at),
            finished_at: self.finished_at.map(rows::from_millis),
            rated: self.rated,
            clock: rows::clock_terms(
                &self.clock,
                self.increment_days,
                self.cap_days,
                self.weekends_off,
                self.vacation_allowed,
            )?,
        })
    }
}

/// The SQL of the games for more than two.
pub mod sql {
    use crate::store::sql::status_filter;

    /// `$1` the game.
    pub const SEAT_GAME: &str = "SELECT id, variant, partners, points, days_per_move, status, \
        termination, ply, position, to_move_id, turn_started_at, turn_deadline, created_at, \
        finished_at, rated, clock, increment_days, cap_days, weekends_off, vacation_allowed \
        FROM games WHERE id = $1 AND seated = TRUE";

    /// `$1` the game: the seats agreeing to a draw.
    pub const DRAW_AGREED: &str =
        "SELECT seat FROM seats WHERE game_id = $1 AND draw_agreed = TRUE ORDER BY seat";

    /// `$1` id, `$2` game id, `$3` partners, `$4` points, `$5` seats, `$6`
    /// days, `$7` position, `$8` first to move, `$9` now, `$10` deadline,
    /// `$11` rated, `$12`–`$16` the clock.
    pub const INSERT_SEAT_GAME: &str = "INSERT INTO games (id, variant, camp, repetition, \
        partners, points, seat_count, seated, days_per_move, status, ply, position, to_move_id, \
        turn_started_at, turn_deadline, created_at, rated, clock, increment_days, cap_days, \
        weekends_off, vacation_allowed) \
        VALUES ($1, $2, 'fill', 'auto', $3, $4, $5, TRUE, $6, 'active', 0, $7, $8, $9, $10, $9, \
        $11, $12, $13, $14, $15, $16)";

    /// `$1` game, `$2` seat, `$3` colour, `$4` player, `$5` bank.
    pub const INSERT_SEAT: &str = "INSERT INTO seats (game_id, seat, colour, user_id, bank) \
        VALUES ($1, $2, $3, $4, $5)";

    /// `$1` plies, `$2` position, `$3` to move, `$4` turn started, `$5` deadline, `$6`
    /// status, `$7` winner column, `$8` termination, `$9` finished at, `$10`
    /// game, `$11` expected ply.
    pub const ADVANCE: &str = concat!(
        "UPDATE games SET ply = ply + $1, position = $2, to_move_id = $3, \
         turn_started_at = $4, turn_deadline = $5, status = $6, winner = $7, termination = $8, \
         finished_at = $9 WHERE id = $10 AND ply = $11 AND ",
        status_filter!("status = 'active'"),
        " AND seated = TRUE"
    );

    /// `$1` game, `$2` number, `$3` path, `$4` key, `$5` when.
    pub const INSERT_MOVE: &str = "INSERT INTO moves (game_id, number, path, position_key, \
        played_at) VALUES ($1, $2, $3, $4, $5)";

    /// `$1` game: every agreement to a draw ends with a move.
    pub const END_DRAW_AGREEMENT: &str =
        "UPDATE seats SET draw_agreed = FALSE WHERE game_id = $1 AND draw_agreed = TRUE";

    /// `$1` the player to move: their turn mail, armed, is now used.
    pub const DISARM_TURN_MAIL: &str = "UPDATE notification_settings SET turn_armed = FALSE \
        WHERE user_id = $1 AND on_turn = TRUE AND turn_armed = TRUE AND email IS NOT NULL";

    /// `$1` the player to move, `$2` game, `$3` ply, `$4` now: their turn mail.
    pub const TURN_MAIL: &str = "INSERT INTO outbox (user_id, kind, to_address, game_id, \
        dedupe, created_at, next_attempt_at) SELECT user_id, 'turn', email, $2, \
        'turn:' || $2 || ':' || $3, $4, $4 FROM notification_settings WHERE user_id = $1 \
        ON CONFLICT (dedupe) DO NOTHING";

    /// `$1` game, `$2` seat, `$3` state.
    pub const SET_STATE: &str = "UPDATE seats SET state = $3 WHERE game_id = $1 AND seat = $2";

    /// `$1` game, `$2` place: every seat's place once the game is over.
    pub const SET_PLACES: &str = "UPDATE seats SET place = $2 WHERE game_id = $1";

    /// `$1` game, `$2` seat: a winner's place.
    pub const SET_WINNER: &str = "UPDATE seats SET place = 1 WHERE game_id = $1 AND seat = $2";

    /// `$1` game, `$2` ply: the game's ply, while it is active at it (a
    /// check before a draw agreement).
    pub const ACTIVE_AT: &str = concat!(
        "SELECT ply FROM games WHERE id = $1 AND ply = $2 AND ",
        status_filter!("status = 'active'"),
        " AND seated = TRUE"
    );

    /// `$1` game, `$2` seat, `$3` agrees: only a seat still playing agrees.
    pub const AGREE: &str = "UPDATE seats SET draw_agreed = $3 WHERE game_id = $1 AND seat = $2 \
        AND state = 'playing'";

    /// `$1` game: the seats still playing that do not agree yet.
    pub const NOT_AGREED: &str = "SELECT COUNT(*) FROM seats WHERE game_id = $1 \
        AND state = 'playing' AND draw_agreed = FALSE";

    /// The games of `$1`'s seats, the active first (most urgent first), then
    /// the finished (latest first), at most the parameter `limit` (`$2` where
    /// the statement is read alone).
    fn games_of(limit: &str) -> String {
        format!(
            "FROM seats s JOIN games g ON g.id = s.game_id \
             WHERE s.user_id = $1 AND g.seated = TRUE ORDER BY {} LIMIT {limit}",
            games_of_order("g.")
        )
    }

    /// [`games_of`]'s order, of the games' columns as `table` names them
    /// (`g.` in the join; nothing for the columns of [`games_of_player`]).
    pub fn games_of_order(table: &str) -> String {
        format!(
            "CASE WHEN {table}status = 'finished' THEN 1 ELSE 0 END, \
             CASE WHEN {table}status = 'finished' THEN -{table}finished_at \
             ELSE {table}turn_deadline END, {table}id"
        )
    }

    /// `$1` the player, `limit` how many: their games for more than two, in
    /// [`games_of`]'s order.
    pub fn games_of_player(limit: &str) -> String {
        format!(
            "SELECT g.id, g.variant, g.status, g.ply, g.to_move_id, \
             (SELECT username FROM users WHERE id = g.to_move_id) AS to_move_name, \
             g.turn_started_at, g.turn_deadline, g.finished_at, s.colour AS my_colour, \
             s.place AS my_place {}",
            games_of(limit)
        )
    }

    /// `$1` the player, `$2` how many: [`games_of_player`].
    pub static GAMES_OF_PLAYER: std::sync::LazyLock<String> =
        std::sync::LazyLock::new(|| games_of_player("$2"));

    /// The players of [`games_of_player`]'s games, with their seats, in seat
    /// order.
    pub fn names_of_games_of_player(limit: &str) -> String {
        format!(
            "SELECT sn.game_id, sn.seat, u.username FROM seats sn JOIN users u ON u.id = sn.user_id \
             WHERE sn.game_id IN (SELECT g.id {}) ORDER BY sn.game_id, sn.seat",
            games_of(limit)
        )
    }

    /// `$1` the player, `$2` how many: [`names_of_games_of_player`].
    pub static NAMES_OF_GAMES_OF_PLAYER: std::sync::LazyLock<String> =
        std::sync::LazyLock::new(|| names_of_games_of_player("$2"));

    /// `$1` game, `$2` now: drawn by agreement.
    pub const DRAWN: &str = "UPDATE games SET status = 'finished', winner = 'none', \
        termination = 'agreement', finished_at = $2, to_move_id = NULL WHERE id = $1";
}
