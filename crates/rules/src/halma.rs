//! Halma moves: a step to a neighbouring empty square, or a chain of jumps over
//! adjacent pieces of either colour, never landing twice on a square (the starting
//! square included), with the starting square empty while the piece jumps.

use core::marker::PhantomData;

use crate::board::{offset, CellSet, Geometry, CELLS, EMPTY, FIRST_PIECE, LAST_PIECE, VISITED};
use crate::illegal::IllegalMove;
use crate::moves::{Move, MoveList, MAX_PATH};
use crate::square::{Square, SquareSet};

#[inline]
fn is_piece(value: u8) -> bool {
    // The pieces of every colour are 1 to LAST_PIECE; EMPTY (0) wraps round to
    // 255, OFF and VISITED lie above LAST_PIECE.
    value.wrapping_sub(FIRST_PIECE) <= LAST_PIECE - FIRST_PIECE
}

/// The move generator's working state for one position: a copy of its mailbox
/// in which the squares the current piece has reached are marked `VISITED`, and
/// the queue of the breadth-first search. A piece reaches by jumping only
/// squares whose file and rank differ from its own by even numbers: 63 besides
/// its own at most, on 16×16, and fewer on the star (121 holes in four such
/// classes), so the queue never overflows. `G` is the board's shape.
pub(crate) struct Search<G> {
    cells: [u8; CELLS],
    queue: [u16; MAX_PATH],
    geometry: PhantomData<G>,
}

impl<G: Geometry> Search<G> {
    pub(crate) fn new(cells: &[u8; CELLS]) -> Search<G> {
        Search {
            cells: *cells,
            queue: [0; MAX_PATH],
            geometry: PhantomData,
        }
    }

    /// Pushes every move of the piece on `origin`: its steps, then one jump
    /// chain per square it can reach by jumping, each by a shortest path.
    ///
    /// The chains are found breadth first, and each one is pushed when its last
    /// square is first reached: the chain to the `i`th square of the queue is
    /// then the `i`th jump chain pushed, and the next jump extends it.
    pub(crate) fn push_moves(&mut self, origin: usize, moves: &mut MoveList) {
        let from = G::square(origin);
        for &d in G::DIRECTIONS {
            let next = offset(origin, d);
            if self.cells[next] == EMPTY {
                moves.push(Move::step(from, G::square(next)));
            }
        }

        // While jumping, the piece has left its square, and may not land on it.
        let piece = self.cells[origin];
        self.cells[origin] = VISITED;
        let first = moves.len();
        let mut tail = 0;
        for &d in G::DIRECTIONS {
            if let Some(land) = self.jump(origin, d, &mut tail) {
                moves.push(Move::step(from, land));
            }
        }
        let mut head = 0;
        while head < tail {
            let at = self.queue[head % MAX_PATH] as usize;
            let chain = first + head;
            for &d in G::DIRECTIONS {
                if let Some(land) = self.jump(at, d, &mut tail) {
                    moves.push(moves[chain]);
                    moves.last_mut().expect("just pushed").extend(land);
                }
            }
            head += 1;
        }

        for &cell in &self.queue[..tail] {
            self.cells[cell as usize % CELLS] = EMPTY;
        }
        self.cells[origin] = piece;
    }

    /// The square a jump from `at` in direction `d` lands on, if it is one the
    /// piece has not reached yet; it is then marked reached and queued.
    #[inline(always)]
    fn jump(&mut self, at: usize, d: isize, tail: &mut usize) -> Option<Square> {
        let land = offset(at, 2 * d);
        if !is_piece(self.cells[offset(at, d)]) || self.cells[land] != EMPTY {
            return None;
        }
        self.cells[land] = VISITED;
        self.queue[*tail % MAX_PATH] = land as u16;
        *tail += 1;
        Some(G::square(land))
    }
}

/// Whether the piece on `origin` has a step or a jump.
pub(crate) fn can_move<G: Geometry>(cells: &[u8; CELLS], origin: usize) -> bool {
    G::DIRECTIONS.iter().any(|&d| {
        let next = offset(origin, d);
        cells[next] == EMPTY || (is_piece(cells[next]) && cells[offset(origin, 2 * d)] == EMPTY)
    })
}

/// Where a piece that started on `origin` and now stands on `at` can land with one
/// more jump, avoiding the squares in `visited`.
pub(crate) fn jump_landings<G: Geometry>(
    cells: &[u8; CELLS],
    at: usize,
    origin: usize,
    visited: &CellSet,
) -> SquareSet {
    let mut set = SquareSet::EMPTY;
    for &d in G::DIRECTIONS {
        let over = offset(at, d);
        let land = offset(at, 2 * d);
        if over != origin
            && is_piece(cells[over])
            && cells[land] == EMPTY
            && !visited.contains(land)
        {
            set.insert(G::square(land));
        }
    }
    set
}

/// Checks a path of two or more squares on the board, starting on a piece of the
/// side to move; says whether it is a jump chain (rather than a step). Two
/// squares a step apart are one direction apart in the mailbox, a jump two.
pub(crate) fn check_path<G: Geometry>(
    cells: &[u8; CELLS],
    path: &[Square],
) -> Result<bool, IllegalMove> {
    let origin = G::cell(path[0]);
    let mut visited = CellSet::default();
    visited.insert(origin);
    for (i, pair) in path.windows(2).enumerate() {
        let (a, b) = (pair[0], pair[1]);
        let (from, to) = (G::cell(a), G::cell(b));
        let delta = to as isize - from as isize;
        if G::DIRECTIONS.contains(&delta) {
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
        let Some(&d) = G::DIRECTIONS.iter().find(|&&d| 2 * d == delta) else {
            return Err(IllegalMove::NotStepOrJump(a, b));
        };
        let over = offset(from, d);
        if over == origin || !is_piece(cells[over]) {
            return Err(IllegalMove::NothingToJump {
                from: a,
                to: b,
                over: G::square(over),
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
