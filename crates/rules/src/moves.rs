//! Moves: the squares a piece stands on during its turn, and the move list.

use core::fmt;
use core::str::FromStr;

use arrayvec::ArrayVec;

use crate::square::{ParseSquareError, Square};

/// The most squares one move can name: the origin and up to 63 landings (a jump
/// chain never lands twice on a square, and the squares a piece can reach by
/// jumping on a 16×16 board are at most 64, its own included).
pub const MAX_PATH: usize = 64;

/// The most moves any position of any game can have: 19 pieces, each with 8 steps
/// and at most 63 jump destinations, on 16×16.
pub const MAX_MOVES: usize = 19 * (8 + 63);

/// A move: the squares the piece stands on, origin first (`g2-f3`, `h1-f3-d5`,
/// Embargo's `i1-i6`), or a pass.
///
/// A `Move` is only a description; [`crate::Position::play`] decides whether it is
/// legal.
#[derive(Clone, Copy)]
pub struct Move {
    len: u8,
    squares: [Square; MAX_PATH],
}

impl Move {
    /// The pass, written `pass`: legal only for a side with no other move.
    pub const PASS: Move = Move {
        len: 0,
        squares: [Square::from_index(0); MAX_PATH],
    };

    /// A move through `squares`, origin first; `None` unless there are 2 to
    /// [`MAX_PATH`] of them.
    pub fn new(squares: &[Square]) -> Option<Move> {
        if squares.len() < 2 || squares.len() > MAX_PATH {
            return None;
        }
        let mut m = Move::PASS;
        m.squares[..squares.len()].copy_from_slice(squares);
        m.len = squares.len() as u8;
        Some(m)
    }

    /// A move of two squares from `from` to `to`: a step, a single jump, or an
    /// Embargo move.
    pub(crate) fn step(from: Square, to: Square) -> Move {
        let mut m = Move::PASS;
        m.squares[0] = from;
        m.squares[1] = to;
        m.len = 2;
        m
    }

    /// Adds a square to the end of a move of fewer than [`MAX_PATH`] squares
    /// (the generator's next jump).
    pub(crate) fn extend(&mut self, sq: Square) {
        debug_assert!((2..MAX_PATH).contains(&(self.len as usize)));
        self.squares[self.len as usize % MAX_PATH] = sq;
        self.len += 1;
    }

    /// Whether this is the pass.
    pub const fn is_pass(&self) -> bool {
        self.len == 0
    }

    /// The squares of the move, origin first; empty for a pass.
    pub fn squares(&self) -> &[Square] {
        &self.squares[..self.len as usize]
    }

    /// Where the piece starts; `None` for a pass.
    pub fn from(&self) -> Option<Square> {
        self.squares().first().copied()
    }

    /// Where the piece ends; `None` for a pass.
    pub fn to(&self) -> Option<Square> {
        self.squares().last().copied()
    }
}

impl PartialEq for Move {
    fn eq(&self, other: &Move) -> bool {
        self.squares() == other.squares()
    }
}

impl Eq for Move {}

impl core::hash::Hash for Move {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.squares().hash(state);
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_pass() {
            return f.write_str("pass");
        }
        for (i, sq) in self.squares().iter().enumerate() {
            if i > 0 {
                f.write_str("-")?;
            }
            write!(f, "{sq}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The text of a move could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseMoveError {
    /// The text was empty.
    Empty,
    /// One of the squares was not a square.
    Square(ParseSquareError),
    /// Only one square: a move names at least where the piece starts and ends.
    OneSquare(String),
    /// More squares than any move can have.
    TooLong(usize),
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Empty => f.write_str("empty move"),
            ParseMoveError::Square(e) => write!(f, "{e}"),
            ParseMoveError::OneSquare(s) => write!(
                f,
                "'{s}' names one square; a move names the squares it stands on, joined by '-' (such as g2-f3)"
            ),
            ParseMoveError::TooLong(n) => {
                write!(f, "a move of {n} squares is longer than any move can be")
            }
        }
    }
}

impl std::error::Error for ParseMoveError {}

/// Reads squares joined by `-` (`h1-f3-d5`, or just `h1`): the path of a move under
/// construction, one square or more.
pub fn parse_path(s: &str) -> Result<ArrayVec<Square, MAX_PATH>, ParseMoveError> {
    if s.trim().is_empty() {
        return Err(ParseMoveError::Empty);
    }
    let mut path = ArrayVec::new();
    for (i, part) in s.trim().split('-').enumerate() {
        let sq = part.parse().map_err(ParseMoveError::Square)?;
        if path.try_push(sq).is_err() {
            return Err(ParseMoveError::TooLong(i + 1));
        }
    }
    Ok(path)
}

impl FromStr for Move {
    type Err = ParseMoveError;
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        if s.trim() == "pass" {
            return Ok(Move::PASS);
        }
        let path = parse_path(s)?;
        Move::new(&path).ok_or_else(|| ParseMoveError::OneSquare(s.trim().to_owned()))
    }
}

/// The legal moves of a position, without allocating.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_round_trip_through_text() {
        for text in ["g2-f3", "h1-f3-d5", "i1-i6", "pass", "p16-n14-l12"] {
            assert_eq!(text.parse::<Move>().unwrap().to_string(), text);
        }
    }

    #[test]
    fn malformed_moves_are_refused() {
        assert_eq!("".parse::<Move>(), Err(ParseMoveError::Empty));
        assert!(matches!(
            "g2".parse::<Move>(),
            Err(ParseMoveError::OneSquare(_))
        ));
        assert!(matches!(
            "g2-z9".parse::<Move>(),
            Err(ParseMoveError::Square(_))
        ));
        assert!(matches!(
            "g2--f3".parse::<Move>(),
            Err(ParseMoveError::Square(_))
        ));
    }
}
