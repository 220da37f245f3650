//! How a game ends, with the reason in words.

use core::fmt;

use crate::colour::Colour;
use crate::variant::Color;

/// Why a game ended the way the rules decide it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Reason {
    /// The winner has every piece in its target.
    TargetReached,
    /// `fill`: every square of the winner's target is occupied, one or more by the
    /// winner's own pieces.
    TargetFilled,
    /// `deadline N`: after both players made N moves the loser still had a piece in
    /// its own yard (both did, for a draw).
    YardDeadline(u32),
    /// `deadline N`: after that point the loser moved a piece back into its own yard.
    ReturnedToYard(u32),
    /// The same placement with the same side to move for the third time.
    Repetition,
}

/// The end of a game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// One side won.
    Win {
        /// The winner.
        winner: Color,
        /// Why.
        reason: Reason,
    },
    /// Nobody won.
    Draw {
        /// Why.
        reason: Reason,
    },
}

impl Outcome {
    /// The winner, if any.
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// Why the game ended.
    pub const fn reason(self) -> Reason {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => reason,
        }
    }

    /// The result as a game record writes it: `1-0`, `0-1` or `1/2-1/2`.
    pub const fn result(self) -> &'static str {
        match self.winner() {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }

    /// The reason in words, without the result: "all pieces in the opposite yard".
    pub fn reason_text(self) -> String {
        let loser = self.winner().map(Color::other);
        match (self.reason(), loser) {
            (Reason::TargetReached, _) => "all pieces in the opposite yard".into(),
            (Reason::TargetFilled, _) => "the opposite yard is filled".into(),
            (Reason::YardDeadline(n), Some(loser)) => {
                format!("{loser} still had pieces in its own yard after move {n}")
            }
            (Reason::YardDeadline(n), None) => {
                format!("both players still had pieces in their own yards after move {n}")
            }
            (Reason::ReturnedToYard(n), Some(loser)) => {
                format!("{loser} moved a piece back into its own yard after move {n}")
            }
            (Reason::ReturnedToYard(n), None) => {
                format!("both players had pieces in their own yards after move {n}")
            }
            (Reason::Repetition, _) => "threefold repetition".into(),
        }
    }
}

impl fmt::Display for Outcome {
    /// `white wins: REASON`, `black wins: REASON` or `draw: REASON`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner() {
            Some(winner) => write!(f, "{winner} wins: {}", self.reason_text()),
            None => write!(f, "draw: {}", self.reason_text()),
        }
    }
}

/// Why a game for more than two ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SeatReason {
    /// The winner has every piece in its target.
    TargetReached,
    /// Every square of the winner's target is occupied, one or more by the
    /// winner's own pieces (the fill rule).
    TargetFilled,
    /// Partners: both seats of the winning pair have finished.
    PartnersFinished,
    /// Without partners: every other seat left the game.
    OthersLeft,
    /// Partners: this seat of the losing pair left the game.
    PartnerLeft(Colour),
    /// The same placement with the same seat to move for the third time.
    Repetition,
}

impl fmt::Display for SeatReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatReason::TargetReached => f.write_str("all pieces in the opposite yard"),
            SeatReason::TargetFilled => f.write_str("the opposite yard is filled"),
            SeatReason::PartnersFinished => f.write_str("both partners finished"),
            SeatReason::OthersLeft => f.write_str("every other seat left the game"),
            SeatReason::PartnerLeft(colour) => write!(f, "{colour} left the game"),
            SeatReason::Repetition => f.write_str("threefold repetition"),
        }
    }
}

/// The end of a game for more than two.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SeatOutcome {
    /// One seat won; the others share second place.
    Win {
        /// The winner.
        winner: Colour,
        /// Why.
        reason: SeatReason,
    },
    /// Partners: a pair won.
    PairWin {
        /// The two seats of the pair, in turn order.
        winners: [Colour; 2],
        /// Why.
        reason: SeatReason,
    },
    /// A draw among the seats still playing.
    Draw {
        /// Why.
        reason: SeatReason,
    },
}

impl SeatOutcome {
    /// Why the game ended.
    pub const fn reason(self) -> SeatReason {
        match self {
            SeatOutcome::Win { reason, .. }
            | SeatOutcome::PairWin { reason, .. }
            | SeatOutcome::Draw { reason } => reason,
        }
    }

    /// Whether `colour` is among the winners.
    pub fn is_winner(self, colour: Colour) -> bool {
        match self {
            SeatOutcome::Win { winner, .. } => winner == colour,
            SeatOutcome::PairWin { winners, .. } => winners.contains(&colour),
            SeatOutcome::Draw { .. } => false,
        }
    }
}

impl fmt::Display for SeatOutcome {
    /// `red wins: REASON`, `white and black win: REASON` or `draw: REASON`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatOutcome::Win { winner, reason } => write!(f, "{winner} wins: {reason}"),
            SeatOutcome::PairWin {
                winners: [first, second],
                reason,
            } => write!(f, "{first} and {second} win: {reason}"),
            SeatOutcome::Draw { reason } => write!(f, "draw: {reason}"),
        }
    }
}
