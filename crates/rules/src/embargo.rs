//! Embargo moves (RULES.md's interpretation of the ItsYourTurn text): rook moves
//! that never land in the mover's own yard and never enter or pass a wall square,
//! except when shortening one's own wall.
//!
//! This module is the one place that interpretation lives:
//! - A **wall** is the run of empty squares (one or more) between two pieces of
//!   the same colour on one rank or file. Diagonals form none. Walls are read from
//!   the position before the move and block both players.
//! - **Shortening**: an end piece of a wall moving along it toward its partner
//!   (stopping before it). It may pass squares of walls perpendicular to it
//!   (**tunneling**) and stop on one (**busting** that wall).
//! - **Extending** (moving away from the partner) is an ordinary move.
//!
//! Along the line of a move, the squares up to the next piece can only belong to a
//! wall on that line if that piece is the mover's partner (then the move shortens
//! that wall); so an ordinary move is blocked exactly by the squares of walls
//! perpendicular to it.

use crate::board::{self, CellSet, CELLS, EMPTY, OFF, WIDTH};
use crate::illegal::IllegalMove;
use crate::moves::{Move, MoveList};
use crate::square::{Square, SquareSet};

/// The wall squares of a position, by the direction of the wall.
pub(crate) struct Walls {
    /// Squares of walls along a rank.
    along_ranks: CellSet,
    /// Squares of walls along a file.
    along_files: CellSet,
}

impl Walls {
    /// The walls of the board in `cells`.
    pub(crate) fn of(cells: &[u8; CELLS], size: u8) -> Walls {
        let size = size as usize;
        let mut along_ranks = CellSet::default();
        let mut along_files = CellSet::default();
        for line in 0..size {
            // One rank (step 1) and one file (step WIDTH) per line number.
            for (first, step, walls) in [
                ((line + 2) * WIDTH + 2, 1, &mut along_ranks),
                (2 * WIDTH + line + 2, WIDTH, &mut along_files),
            ] {
                let mut last: Option<usize> = None;
                for i in 0..size {
                    let at = first + i * step;
                    if cells[at] == EMPTY {
                        continue;
                    }
                    if let Some(prev) = last {
                        if cells[prev] == cells[at] && at - prev > step {
                            let mut between = prev + step;
                            while between < at {
                                walls.insert(between);
                                between += step;
                            }
                        }
                    }
                    last = Some(at);
                }
            }
        }
        Walls {
            along_ranks,
            along_files,
        }
    }

    /// Every wall square, of walls along ranks and along files alike.
    pub(crate) fn squares(&self, size: u8) -> SquareSet {
        let mut set = SquareSet::EMPTY;
        for rank in 0..size {
            for file in 0..size {
                let sq = Square::new(file, rank).expect("size is at most 16");
                let at = board::cell(sq);
                if self.along_ranks.contains(at) || self.along_files.contains(at) {
                    set.insert(sq);
                }
            }
        }
        set
    }

    /// The walls that cut across a move in direction `dir`.
    fn across(&self, dir: isize) -> &CellSet {
        if dir.unsigned_abs() == 1 {
            &self.along_files
        } else {
            &self.along_ranks
        }
    }
}

const ROOK_DIRECTIONS: [isize; 4] = [1, -1, WIDTH as isize, -(WIDTH as isize)];

/// Whether the move from `origin` in direction `dir` shortens the mover's wall:
/// the next piece along that line is the mover's own, with empty squares between.
fn shortens(cells: &[u8; CELLS], origin: usize, dir: isize) -> bool {
    let mut at = board::offset(origin, dir);
    while cells[at] == EMPTY {
        at = board::offset(at, dir);
    }
    cells[at] != OFF && cells[at] == cells[origin] && at != board::offset(origin, dir)
}

/// Pushes every move of the piece on `origin`.
pub(crate) fn push_moves(
    cells: &[u8; CELLS],
    walls: &Walls,
    own_yard: &CellSet,
    origin: usize,
    moves: &mut MoveList,
) {
    let from = board::square(origin);
    for dir in ROOK_DIRECTIONS {
        let shortening = shortens(cells, origin, dir);
        let across = walls.across(dir);
        let mut at = board::offset(origin, dir);
        while cells[at] == EMPTY {
            if !shortening && across.contains(at) {
                break;
            }
            if !own_yard.contains(at) {
                moves.push(Move::step(from, board::square(at)));
            }
            at = board::offset(at, dir);
        }
    }
}

/// Checks a move from a piece of the side to move to a square on the board.
pub(crate) fn check_move(
    cells: &[u8; CELLS],
    walls: &Walls,
    own_yard: &CellSet,
    from: Square,
    to: Square,
) -> Result<(), IllegalMove> {
    let (df, dr) = (
        to.file() as isize - from.file() as isize,
        to.rank() as isize - from.rank() as isize,
    );
    if (df != 0 && dr != 0) || (df == 0 && dr == 0) {
        return Err(IllegalMove::NotStraight(from, to));
    }
    let dir = df.signum() + dr.signum() * WIDTH as isize;
    let origin = board::cell(from);
    let shortening = shortens(cells, origin, dir);
    let across = walls.across(dir);
    let mut at = origin;
    while at != board::cell(to) {
        at = board::offset(at, dir);
        if cells[at] != EMPTY {
            return Err(IllegalMove::Occupied(board::square(at)));
        }
        if !shortening && across.contains(at) {
            return Err(IllegalMove::Wall(board::square(at)));
        }
    }
    if own_yard.contains(at) {
        return Err(IllegalMove::OwnYard(to));
    }
    Ok(())
}
