//! Games and their moves: starting a game, reading it, recording moves and
//! verdicts (each write conditional on the game's ply, so that it happens
//! once), the clock's sweep, and the status page's lists.

use async_trait::async_trait;
use halma_rules::{Color, Rules};
use time::OffsetDateTime;

use super::{SessionRow, StoreError};
use crate::model::{
    clock::{Away, ClockTerms},
    ratings::Rating,
};
use crate::model::{result::Verdict, GameId, TournamentId, UserId};

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

    pub fn parse(text: &str) -> Result<Self, StoreError> {
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
    /// Whether the game counts for the players' ratings.
    pub rated: bool,
    /// Its place in the finishing order of rated games, once rated.
    pub rating_seq: Option<i64>,
    /// The clock besides its days.
    pub clock: ClockTerms,
    /// The time on White's and Black's clocks for their next turn.
    pub banks: [time::Duration; 2],
    /// White's and Black's time zones and vacations, as their clocks see them.
    pub away: [Away; 2],
    /// The tournament the game belongs to: its id and name.
    pub tournament: Option<(TournamentId, String)>,
}

/// The index of a colour in a game's pairs (`banks`, `away`).
pub fn seat(colour: Color) -> usize {
    match colour {
        Color::White => 0,
        Color::Black => 1,
    }
}

impl GameRow {
    /// The time zone and vacation of the player of a colour.
    pub fn away_of(&self, colour: Color) -> &Away {
        &self.away[seat(colour)]
    }

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
    /// Whether the game counts for the players' ratings.
    pub rated: bool,
    /// The clock besides its days.
    pub clock: ClockTerms,
}

impl NewGame {
    /// The start position's text.
    pub fn start_position(&self) -> String {
        halma_rules::Position::start(self.rules.variant).to_string()
    }

    /// When White's first move is due, White being `white` to the clock.
    pub fn first_deadline(&self, white: &Away) -> OffsetDateTime {
        crate::model::clock::turn_deadline(
            self.at,
            self.clock.first_turn(self.days_per_move),
            &self.clock,
            white,
        )
    }

    /// The time on each clock at the start, in milliseconds.
    pub fn start_bank(&self) -> i64 {
        super::rows::to_ms(self.clock.first_turn(self.days_per_move))
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

/// What a page and a Submit read of a game, in one query.
#[derive(Debug, Clone)]
pub struct GameRead {
    pub row: GameRow,
    pub moves: Vec<MoveRow>,
    /// White's and Black's ratings in the game's variant; `None` for a
    /// player not rated in it yet.
    pub ratings: [Option<Rating>; 2],
    /// Whether the game's chat has a line.
    pub has_chat: bool,
    /// Whether White and Black asked to be mailed when it is their turn (with
    /// a verified address) and were not mailed since their last visit.
    pub turn_mail: [bool; 2],
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
    /// The time on White's and Black's clocks for their next turn.
    pub banks: [time::Duration; 2],
    /// The draw offer that stands after the move, if any.
    pub draw_offered_by: Option<UserId>,
    /// The verdict the move brings, decided in the same transaction.
    pub verdict: Option<Verdict>,
    /// Mail `to_move` that it is their turn: the domain's decision. The store
    /// writes the notice with the move, once per absence (not again until
    /// the player has been back on the site).
    pub turn_mail: bool,
    pub at: OffsetDateTime,
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
    /// Who offered the draw that stands, if one does.
    pub draw_offered_by: Option<UserId>,
    /// The clock besides its days.
    pub clock: ClockTerms,
    /// The end of the opponent's vacation, while one runs.
    pub opponent_vacation_until: Option<OffsetDateTime>,
    /// The tournament the game belongs to: its id and name.
    pub tournament: Option<(TournamentId, String)>,
    /// The opponent's rating in the game's variant, read with the status
    /// page's lists (`None`: not rated in it yet, or a list that does not
    /// read it).
    pub opponent_rating: Option<Rating>,
}

impl GameSummary {
    /// The game as `viewer` sees it; `None` when `viewer` does not play in it.
    pub fn of(game: GameRow, viewer: UserId) -> Option<GameSummary> {
        let my_colour = game.colour_of(viewer)?;
        let opponent = game.player(my_colour.other()).clone();
        let opponent_vacation_until = game.away_of(my_colour.other()).vacation_until;
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
            draw_offered_by: game.draw_offered_by,
            clock: game.clock,
            opponent_vacation_until,
            tournament: game.tournament,
            opponent_rating: None,
        })
    }
}

/// The games' storage.
#[async_trait]
pub trait GameRepo: Send + Sync {
    /// Starts a game.
    async fn create_game(&self, new: NewGame) -> Result<GameId, StoreError>;

    /// A game with its players' names.
    async fn game(&self, id: GameId) -> Result<Option<GameRow>, StoreError>;

    /// The seats of a game, in turn order.
    async fn seats(&self, id: GameId) -> Result<Vec<super::SeatRow>, StoreError>;

    /// The moves of a game, in order.
    async fn moves(&self, id: GameId) -> Result<Vec<MoveRow>, StoreError>;

    /// A game, its moves and its players' ratings in one query (one row):
    /// what a page and a Submit read.
    async fn game_with_moves(&self, id: GameId) -> Result<Option<GameRead>, StoreError>;

    /// [`Self::game_with_moves`] and the live session `session` at `now`
    /// (see `SessionRepo::session`), in one query: a game page and a Submit
    /// need both, and one round trip instead of two.
    async fn game_with_session(
        &self,
        id: GameId,
        session: &str,
        now: OffsetDateTime,
    ) -> Result<(Option<SessionRow>, Option<GameRead>), StoreError>;

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

    /// Active games whose player to move ran out of time before `now`, the
    /// longest overdue first, at most [`super::sql::GAMES_DUE_AT_ONCE`]
    /// (index `games_status_deadline`): the sweep asks again for more.
    async fn games_due(&self, now: OffsetDateTime) -> Result<Vec<GameId>, StoreError>;

    /// Active games where a computer player is to move (index
    /// `games_to_move`), at most [`super::sql::COMPUTER_TURNS_AT_ONCE`]:
    /// the computer's job reads them each pass.
    async fn computer_turns(&self) -> Result<Vec<GameId>, StoreError>;

    /// Every active game (the repair sweep, `halma adjudicate --all`).
    async fn active_games(&self) -> Result<Vec<GameId>, StoreError>;

    /// Up to `limit` games in progress for visitors to look at: the furthest
    /// deadlines first, which are mostly the games moved last (index
    /// `games_status_deadline`, read backwards).
    async fn games_in_progress(&self, limit: i64) -> Result<Vec<GameRow>, StoreError>;

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

    /// [`GameRepo::games_to_move`], [`GameRepo::games_waiting`] and
    /// [`GameRepo::games_finished`] read in one statement.
    async fn player_games(&self, user: UserId, finished: i64) -> Result<PlayerGames, StoreError>;
}

/// A player's two-player games as their status page and profile list them.
#[derive(Debug, Clone, Default)]
pub struct PlayerGames {
    /// Their turn, least time left first.
    pub to_move: Vec<GameSummary>,
    /// The opponent's turn or an admin's decision, longest waiting first.
    pub waiting: Vec<GameSummary>,
    /// The latest finished, most recent first.
    pub finished: Vec<GameSummary>,
}
