//! Halma moves: a step to a neighbouring empty square, or a chain of jumps over
//! adjacent pieces of either colour, never landing twice on a square (the starting
//! square included), with the starting square empty while the piece jumps.

use crate::board::{self, CellSet, BLACK, CELLS, DIRECTIONS, EMPTY, WHITE};
use crate::moves::{Move, MoveList, MAX_PATH};
use crate::position::IllegalMove;
use crate::square::{Square, SquareSet};

#[inline]
fn is_piece(value: u8) -> bool {
    // WHITE and BLACK are 1 and 2; EMPTY (0) wraps round to 255, OFF is 3.
    value.wrapping_sub(WHITE) <= BLACK - WHITE
}

/// The breadth-first search's arrays, kept between the pieces of one position.
/// Landing squares are kept in the order found, each with the entry it was
/// reached from and its number of jumps; entry 0 is the origin. A piece reaches
/// by jumping only squares whose file and rank differ from its own by even
/// numbers: 64 at most on 16×16, so the arrays never overflow.
pub(crate) struct Search {
    /// The number of the search that last reached each cell: a cell is visited
    /// in this search when it holds `stamp`.
    seen: [u8; CELLS],
    stamp: u8,
    cell_of: [u16; MAX_PATH],
    square_of: [Square; MAX_PATH],
    parent: [u8; MAX_PATH],
    jumps: [u8; MAX_PATH],
}

impl Search {
    pub(crate) fn new() -> Search {
        Search {
            seen: [0; CELLS],
            stamp: 0,
            cell_of: [0; MAX_PATH],
            square_of: [Square::default(); MAX_PATH],
            parent: [0; MAX_PATH],
            jumps: [0; MAX_PATH],
        }
    }

    /// Pushes every move of the piece on `origin`: its steps, then one jump
    /// chain per square it can reach by jumping, each by a shortest path.
    ///
    /// The caller has emptied `origin` in `cells`: while jumping, the piece has
    /// left its starting square.
    pub(crate) fn push_moves(&mut self, cells: &[u8; CELLS], origin: usize, moves: &mut MoveList) {
        debug_assert_eq!(cells[origin], EMPTY);
        let from = board::square(origin);
        for d in DIRECTIONS {
            let next = (origin as isize + d) as usize;
            if cells[next] == EMPTY {
                moves.push(Move::step(from, board::square(next)));
            }
        }

        // One search per piece, at most 19 per position: the stamp never wraps.
        self.stamp += 1;
        let stamp = self.stamp;
        self.seen[origin] = stamp;
        self.cell_of[0] = origin as u16;
        self.square_of[0] = from;
        self.jumps[0] = 0;
        let (mut head, mut tail) = (0, 1);
        while head < tail {
            let at = self.cell_of[head] as usize;
            for d in DIRECTIONS {
                let over = (at as isize + d) as usize;
                let land = (at as isize + 2 * d) as usize;
                if is_piece(cells[over]) && cells[land] == EMPTY && self.seen[land] != stamp {
                    self.seen[land] = stamp;
                    self.cell_of[tail] = land as u16;
                    self.square_of[tail] = board::square(land);
                    self.parent[tail] = head as u8;
                    self.jumps[tail] = self.jumps[head] + 1;
                    tail += 1;
                }
            }
            head += 1;
        }

        for end in 1..tail {
            moves.push(Move::PASS);
            let m = moves.last_mut().expect("just pushed");
            m.set_len(self.jumps[end] as usize + 1);
            let mut i = end;
            for slot in m.squares_mut().iter_mut().rev() {
                *slot = self.square_of[i];
                i = self.parent[i] as usize;
            }
        }
    }
}

/// Whether the piece on `origin` has a step or a jump.
pub(crate) fn can_move(cells: &[u8; CELLS], origin: usize) -> bool {
    DIRECTIONS.iter().any(|&d| {
        let next = (origin as isize + d) as usize;
        cells[next] == EMPTY
            || (is_piece(cells[next]) && cells[(origin as isize + 2 * d) as usize] == EMPTY)
    })
}

/// Where a piece that started on `origin` and now stands on `at` can land with one
/// more jump, avoiding the squares in `visited`.
pub(crate) fn jump_landings(
    cells: &[u8; CELLS],
    at: usize,
    origin: usize,
    visited: &CellSet,
) -> SquareSet {
    let mut set = SquareSet::EMPTY;
    for d in DIRECTIONS {
        let over = (at as isize + d) as usize;
        let land = (at as isize + 2 * d) as usize;
        if over != origin
            && is_piece(cells[over])
            && cells[land] == EMPTY
            && !visited.contains(land)
        {
            set.insert(board::square(land));
        }
    }
    set
}

/// Checks a path of two or more squares on the board, starting on a piece of the
/// side to move; says whether it is a jump chain (rather than a step).
pub(crate) fn check_path(cells: &[u8; CELLS], path: &[Square]) -> Result<bool, IllegalMove> {
    let origin = board::cell(path[0]);
    let mut visited = CellSet::default();
    visited.insert(origin);
    for (i, pair) in path.windows(2).enumerate() {
        let (a, b) = (pair[0], pair[1]);
        let df = b.file() as i32 - a.file() as i32;
        let dr = b.rank() as i32 - a.rank() as i32;
        let to = board::cell(b);
        if df.abs().max(dr.abs()) == 1 {
            if i > 0 {
                return Err(IllegalMove::StepAfterJump(b));
            }
            if path.len() > 2 {
                return Err(IllegalMove::StepThenMore(b));
            }
            if cells[to] != EMPTY {
                return Err(IllegalMove::Occupied(b));
            }
            return Ok(false);
        }
        if !matches!(df, -2 | 0 | 2) || !matches!(dr, -2 | 0 | 2) || (df == 0 && dr == 0) {
            return Err(IllegalMove::NotStepOrJump(a, b));
        }
        let over = (board::cell(a) as isize
            + (dr as isize / 2) * board::WIDTH as isize
            + df as isize / 2) as usize;
        if over == origin || !is_piece(cells[over]) {
            return Err(IllegalMove::NothingToJump {
                from: a,
                to: b,
                over: board::square(over),
            });
        }
        if visited.contains(to) {
            return Err(IllegalMove::Revisit(b));
        }
        if cells[to] != EMPTY {
            return Err(IllegalMove::Occupied(b));
        }
        visited.insert(to);
    }
    Ok(true)
}
