//! A game for more than two with its history: the moves, passes and leavings,
//! every position passed through, and repetition (always `auto` in these games).

use core::fmt;
use core::str::FromStr;
use std::collections::HashMap;

use crate::colour::{Colour, UnknownColour};
use crate::illegal::IllegalMove;
use crate::moves::{Move, ParseMoveError};
use crate::outcome::{SeatOutcome, SeatReason};
use crate::seat_position::{LeaveError, SeatKey, SeatPosition};
use crate::seats::SeatRules;
use crate::star::Board;

/// One entry of a game's move list: a move (or pass) of the seat to move, or a
/// seat leaving the game, written `out:COLOUR`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SeatAction {
    /// A move or a pass.
    Move(Move),
    /// The seat resigned or ran out of time.
    Leave(Colour),
}

impl fmt::Display for SeatAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatAction::Move(m) => write!(f, "{m}"),
            SeatAction::Leave(colour) => write!(f, "out:{colour}"),
        }
    }
}

/// The text of a move-list entry could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseSeatActionError {
    /// Not a move.
    Move(ParseMoveError),
    /// `out:` followed by no colour.
    Colour(UnknownColour),
}

impl fmt::Display for ParseSeatActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseSeatActionError::Move(e) => write!(f, "{e}"),
            ParseSeatActionError::Colour(e) => write!(f, "out: names {e}"),
        }
    }
}

impl std::error::Error for ParseSeatActionError {}

impl SeatAction {
    /// Reads a move-list entry of a game on `board` (a move there, a pass, or
    /// `out:COLOUR`).
    pub fn parse_on(board: Board, s: &str) -> Result<SeatAction, ParseSeatActionError> {
        match s.trim().strip_prefix("out:") {
            Some(colour) => colour
                .parse()
                .map(SeatAction::Leave)
                .map_err(ParseSeatActionError::Colour),
            None => board
                .parse_move(s)
                .map(SeatAction::Move)
                .map_err(ParseSeatActionError::Move),
        }
    }

    /// The entry as the texts of a game on `board` write it.
    pub fn text_on(&self, board: Board) -> String {
        match self {
            SeatAction::Move(m) => board.move_text(m).to_string(),
            SeatAction::Leave(colour) => format!("out:{colour}"),
        }
    }
}

impl FromStr for SeatAction {
    type Err = ParseSeatActionError;
    fn from_str(s: &str) -> Result<SeatAction, ParseSeatActionError> {
        match s.trim().strip_prefix("out:") {
            Some(colour) => colour
                .parse()
                .map(SeatAction::Leave)
                .map_err(ParseSeatActionError::Colour),
            None => s
                .parse()
                .map(SeatAction::Move)
                .map_err(ParseSeatActionError::Move),
        }
    }
}

/// Why [`SeatGame::play`] or [`SeatGame::leave`] refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeatGameError {
    /// The game is over.
    Over(SeatOutcome),
    /// The move is illegal.
    Illegal(IllegalMove),
    /// The seat may not leave.
    Leave(LeaveError),
}

impl fmt::Display for SeatGameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatGameError::Over(outcome) => write!(f, "the game is over ({outcome})"),
            SeatGameError::Illegal(e) => write!(f, "illegal move: {e}"),
            SeatGameError::Leave(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for SeatGameError {}

impl SeatGameError {
    /// The refusal as the texts of a game on `board` say it (its squares or
    /// holes named as that board names them).
    pub fn text_on(&self, board: Board) -> String {
        match self {
            SeatGameError::Illegal(e) => format!("illegal move: {}", e.on(board)),
            other => other.to_string(),
        }
    }
}

/// A game for more than two in progress or finished.
#[derive(Clone, Debug)]
pub struct SeatGame {
    actions: Vec<SeatAction>,
    positions: Vec<SeatPosition>,
    seen: HashMap<SeatKey, usize>,
}

impl SeatGame {
    /// A game from `start` (usually [`SeatPosition::start`]); its house rules
    /// are the position's.
    pub fn new(start: SeatPosition) -> SeatGame {
        let mut seen = HashMap::new();
        seen.insert(start.key(), 1);
        SeatGame {
            actions: Vec::new(),
            positions: vec![start],
            seen,
        }
    }

    /// A game from `start` with `actions` played; the index (from 0) of the
    /// first that could not be, and why.
    pub fn replay<'a>(
        start: SeatPosition,
        actions: impl IntoIterator<Item = &'a SeatAction>,
    ) -> Result<SeatGame, (usize, SeatGameError)> {
        let mut game = SeatGame::new(start);
        for (i, action) in actions.into_iter().enumerate() {
            game.act(action).map_err(|e| (i, e))?;
        }
        Ok(game)
    }

    /// The house rules.
    pub fn rules(&self) -> SeatRules {
        self.position().rules()
    }

    /// The position now.
    pub fn position(&self) -> &SeatPosition {
        self.positions.last().expect("a game has a start")
    }

    /// The position the game started from.
    pub fn start(&self) -> &SeatPosition {
        &self.positions[0]
    }

    /// The moves, passes and leavings, in order.
    pub fn actions(&self) -> &[SeatAction] {
        &self.actions
    }

    /// Every position, the start first: one more than there are actions.
    pub fn positions(&self) -> &[SeatPosition] {
        &self.positions
    }

    /// How often the placement with the seat to move has occurred: the start
    /// and the position after each move or pass count, leaving adds none.
    pub fn repetitions(&self) -> usize {
        self.seen.get(&self.position().key()).copied().unwrap_or(0)
    }

    /// The end of the game: a seat or pair that finished, seats that left, or
    /// the third occurrence of a placement with the same seat to move (a draw
    /// among the seats still playing).
    pub fn outcome(&self) -> Option<SeatOutcome> {
        self.position().outcome().or_else(|| {
            (self.repetitions() >= 3).then_some(SeatOutcome::Draw {
                reason: SeatReason::Repetition,
            })
        })
    }

    /// Plays a move or pass of the seat to move, unless the game is over or the
    /// move illegal.
    pub fn play(&mut self, m: &Move) -> Result<(), SeatGameError> {
        if let Some(outcome) = self.outcome() {
            return Err(SeatGameError::Over(outcome));
        }
        let next = self
            .position()
            .clone()
            .play(m)
            .map_err(|e| SeatGameError::Illegal(e.error))?;
        *self.seen.entry(next.key()).or_insert(0) += 1;
        self.positions.push(next);
        self.actions.push(SeatAction::Move(*m));
        Ok(())
    }

    /// `colour` leaves the game (resignation or time-out), unless the game is
    /// over, no seat plays `colour` or it has already left.
    pub fn leave(&mut self, colour: Colour) -> Result<(), SeatGameError> {
        if let Some(outcome) = self.outcome() {
            return Err(SeatGameError::Over(outcome));
        }
        let next = self
            .position()
            .leave(colour)
            .map_err(SeatGameError::Leave)?;
        self.positions.push(next);
        self.actions.push(SeatAction::Leave(colour));
        Ok(())
    }

    /// Plays a move-list entry.
    pub fn act(&mut self, action: &SeatAction) -> Result<(), SeatGameError> {
        match action {
            SeatAction::Move(m) => self.play(m),
            SeatAction::Leave(colour) => self.leave(*colour),
        }
    }

    /// While the game goes on and the seat to move has no legal move, plays its
    /// pass; returns how many passes were played. The server records them with
    /// the move that caused them.
    pub fn pass_if_stuck(&mut self) -> usize {
        let mut passes = 0;
        // Every seat stuck at once would repeat the placement with the same
        // seat to move every round; the repetition ends the game long before
        // this bound.
        let bound = 3 * self.position().variant().seats().len();
        while passes < bound && self.outcome().is_none() && !self.position().has_legal_move() {
            if self.play(&Move::PASS).is_err() {
                break;
            }
            passes += 1;
        }
        passes
    }
}
