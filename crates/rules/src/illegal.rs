//! Why a move is illegal, shared by the position and the move generators of
//! each game.

use core::fmt;

use crate::colour::Colour;
use crate::square::Square;
use crate::star::Board;
use crate::variant::Color;

/// Why a move may not be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IllegalMove {
    /// A square of the move is not on the board.
    OffBoard(Square),
    /// The move starts on a square without a piece of the side to move.
    NotYourPiece {
        /// The square.
        square: Square,
        /// The side to move.
        color: Color,
    },
    /// The move lands on (or, in Embargo, passes) an occupied square.
    Occupied(Square),
    /// A step and jumps in one move.
    StepThenMore(Square),
    /// A step after a jump.
    StepAfterJump(Square),
    /// Two squares of the move are neither a step nor a jump apart.
    NotStepOrJump(Square, Square),
    /// A jump over an empty square (or over the moving piece's starting square).
    NothingToJump {
        /// Where the jump starts.
        from: Square,
        /// Where it lands.
        to: Square,
        /// The square jumped over.
        over: Square,
    },
    /// A jump chain lands where the piece already stood this turn.
    Revisit(Square),
    /// Embargo: the piece does not move along a rank or file.
    NotStraight(Square, Square),
    /// Embargo: a move of more than one slide.
    TooManySquares,
    /// Embargo: the move enters or passes a wall square.
    Wall(Square),
    /// Embargo: the move ends in the mover's own yard.
    OwnYard(Square),
    /// A pass by a side that has a legal move.
    MayNotPass(Color),
    /// The side to move has no legal move and must pass.
    MustPass(Color),
    /// The move names only a piece: where should it go?
    Incomplete,
    /// A game for more than two: the move starts on a square without a piece
    /// of the seat to move.
    NotSeatPiece {
        /// The square.
        square: Square,
        /// The seat to move.
        colour: Colour,
    },
    /// The star, under the points rule `pass-through`: the move ends in a
    /// point that is neither the mover's camp nor its target.
    ForeignPoint(Square),
    /// A game for more than two: a pass by a seat that has a legal move.
    SeatMayNotPass(Colour),
    /// A game for more than two: the turn would pass back to the first seat at
    /// the last move number a position can count to, `u32::MAX`, after this
    /// seat's move (or pass, or leaving).
    SeatMoveNumberOverflow(Colour),
    /// Black's move (or pass) at the last move number a position can count
    /// to, `u32::MAX`: the move after it would have no number.
    MoveNumberOverflow,
}

impl IllegalMove {
    /// The reason as the texts of a game on `board` say it: its squares (or
    /// holes) named as that board names them.
    pub fn on(&self, board: Board) -> IllegalMoveText<'_> {
        IllegalMoveText { error: self, board }
    }

    fn write(&self, f: &mut fmt::Formatter<'_>, board: Board) -> fmt::Result {
        let n = |sq: &Square| board.name(*sq);
        match self {
            IllegalMove::OffBoard(sq) => write!(f, "{} is not on the board", n(sq)),
            IllegalMove::NotYourPiece { square, color } => {
                write!(f, "there is no {color} piece on {}", n(square))
            }
            IllegalMove::Occupied(sq) => write!(f, "{} is not empty", n(sq)),
            IllegalMove::StepThenMore(sq) => write!(
                f,
                "the step to {} ends the move: a step and jumps never mix in one turn",
                n(sq)
            ),
            IllegalMove::StepAfterJump(sq) => write!(
                f,
                "the step to {} follows a jump: a step and jumps never mix in one turn",
                n(sq)
            ),
            IllegalMove::NotStepOrJump(a, b) => {
                write!(f, "{}-{} is neither a step nor a jump", n(a), n(b))
            }
            IllegalMove::NothingToJump { from, to, over } => {
                write!(
                    f,
                    "{}-{} jumps over {}, where there is no piece",
                    n(from),
                    n(to),
                    n(over)
                )
            }
            IllegalMove::Revisit(sq) => write!(
                f,
                "the chain lands on {}, where the piece already stood this turn",
                n(sq)
            ),
            IllegalMove::NotStraight(a, b) => {
                write!(f, "{}-{} is not along a rank or a file", n(a), n(b))
            }
            IllegalMove::TooManySquares => {
                f.write_str("an Embargo move names two squares: where the piece starts and ends")
            }
            IllegalMove::Wall(sq) => write!(f, "{} is part of a wall", n(sq)),
            IllegalMove::OwnYard(sq) => {
                write!(
                    f,
                    "{} is in the mover's own yard, where a piece may never land",
                    n(sq)
                )
            }
            IllegalMove::MayNotPass(c) => write!(f, "{c} has a legal move and may not pass"),
            IllegalMove::MustPass(c) => write!(f, "{c} has no legal move and must pass"),
            IllegalMove::Incomplete => f.write_str("the move names a piece but no destination"),
            IllegalMove::NotSeatPiece { square, colour } => {
                write!(f, "there is no {colour} piece on {}", n(square))
            }
            IllegalMove::ForeignPoint(sq) => write!(
                f,
                "the move ends on {}, in a point that is neither the mover's start nor its target (points: pass-through)",
                n(sq)
            ),
            IllegalMove::SeatMayNotPass(c) => write!(f, "{c} has a legal move and may not pass"),
            IllegalMove::SeatMoveNumberOverflow(c) => write!(
                f,
                "move {} is the last move number there is: no move can follow {c}'s",
                u32::MAX
            ),
            IllegalMove::MoveNumberOverflow => write!(
                f,
                "move {} is the last move number there is: no move can follow black's",
                u32::MAX
            ),
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, Board::Square(crate::square::MAX_SIZE))
    }
}

/// An [`IllegalMove`] as the texts of a game on a [`Board`] say it.
#[derive(Clone, Copy, Debug)]
pub struct IllegalMoveText<'a> {
    error: &'a IllegalMove,
    board: Board,
}

impl fmt::Display for IllegalMoveText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.error.write(f, self.board)
    }
}

impl std::error::Error for IllegalMove {}
