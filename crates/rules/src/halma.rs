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

/// Pushes every move of the piece on `origin`: its steps, then one jump chain per
/// square it can reach by jumping, each by a shortest path (breadth first).
///
/// The caller has emptied `origin` in `cells`: while jumping, the piece has left
/// its starting square.
pub(crate) fn push_moves(cells: &[u8; CELLS], origin: usize, moves: &mut MoveList) {
    debug_assert_eq!(cells[origin], EMPTY);
    let from = board::square(origin);
    for d in DIRECTIONS {
        let next = (origin as isize + d) as usize;
        if cells[next] == EMPTY {
            moves.push(Move::step(from, board::square(next)));
        }
    }

    // Landing squares in the order found, each with the entry it was reached from
    // and its number of jumps; entry 0 is the origin. A piece reaches by jumping
    // only squares whose file and rank differ from its own by even numbers: 64 at
    // most on 16×16, so the arrays never overflow.
    let mut cell_of = [0u16; MAX_PATH];
    let mut square_of = [from; MAX_PATH];
    let mut parent = [0u8; MAX_PATH];
    let mut jumps = [0u8; MAX_PATH];
    let mut visited = CellSet::default();
    visited.insert(origin);
    cell_of[0] = origin as u16;
    let (mut head, mut tail) = (0, 1);
    while head < tail {
        let at = cell_of[head] as usize;
        for d in DIRECTIONS {
            let over = (at as isize + d) as usize;
            let land = (at as isize + 2 * d) as usize;
            if is_piece(cells[over]) && cells[land] == EMPTY && !visited.contains(land) {
                visited.insert(land);
                cell_of[tail] = land as u16;
                square_of[tail] = board::square(land);
                parent[tail] = head as u8;
                jumps[tail] = jumps[head] + 1;
                tail += 1;
            }
        }
        head += 1;
    }

    for (end, &count) in jumps.iter().enumerate().take(tail).skip(1) {
        let mut m = Move::with_len(count as usize + 1);
        let squares = m.squares_mut();
        let mut i = end;
        for slot in squares.iter_mut().rev() {
            *slot = square_of[i];
            i = parent[i] as usize;
        }
        moves.push(m);
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
