//! How a game ends, with the reason in words.

use core::fmt;

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
