//! Halma moves: a step to a neighbouring empty square, or a chain of jumps over
//! adjacent pieces of either colour, never landing twice on a square (the starting
//! square included), with the starting square empty while the piece jumps.

use crate::board::{self, CellSet, BLACK, CELLS, DIRECTIONS, EMPTY, WHITE};
use crate::moves::{Move, MoveList, MAX_PATH};
use crate::position::IllegalMove;
use crate::square::{Square, SquareSet};

#[inline]
fn is_piece(value: u8) -> bool {
    value == WHITE || value == BLACK
}

/// Pushes every move of the piece on `origin`: its steps, then one jump chain per
/// square it can reach by jumping, each by a shortest path (breadth first).
pub(crate) fn push_moves(cells: &[u8; CELLS], origin: usize, moves: &mut MoveList) {
    let from = board::square(origin);
    for d in DIRECTIONS {
        let next = (origin as isize + d) as usize;
        if cells[next] == EMPTY {
            moves.push(Move::from_reversed(&[board::square(next), from]));
        }
    }

    // Landing squares in the order found, each with the index of the square it was
    // reached from; entry 0 is the origin. A piece reaches by jumping only squares
    // whose file and rank differ from its own by even numbers: 64 at most.
    let mut queue = [0u16; MAX_PATH];
    let mut parent = [0u8; MAX_PATH];
    let mut visited = CellSet::default();
    visited.insert(origin);
    queue[0] = origin as u16;
    let (mut head, mut tail) = (0, 1);
    while head < tail {
        let at = queue[head] as usize;
        for d in DIRECTIONS {
            let over = (at as isize + d) as usize;
            let land = (at as isize + 2 * d) as usize;
            if over != origin
                && is_piece(cells[over])
                && cells[land] == EMPTY
                && !visited.contains(land)
            {
                visited.insert(land);
                queue[tail] = land as u16;
                parent[tail] = head as u8;
                tail += 1;
            }
        }
        head += 1;
    }

    let mut reversed = [Square::default(); MAX_PATH];
    for end in 1..tail {
        let mut len = 0;
        let mut i = end;
        while i != 0 {
            reversed[len] = board::square(queue[i] as usize);
            len += 1;
            i = parent[i] as usize;
        }
        reversed[len] = from;
        moves.push(Move::from_reversed(&reversed[..=len]));
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
