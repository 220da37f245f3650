//! The mailbox the move generators work on: 20×20 cells, the board in its
//! lower-left corner shifted by two, so that a step or a jump from any square of
//! any board lands on a cell of the mailbox, off the board or not. The array is
//! rounded up to 512 cells, so that the generators index it with a mask
//! ([`offset`]) rather than a bounds check.

use crate::colour::Colour;
use crate::square::{Square, SquareSet, MAX_SIZE};
use crate::variant::Color;

/// Cells per row of the mailbox: 16 files and two cells of border on each side.
pub(crate) const WIDTH: usize = MAX_SIZE as usize + 4;
/// Cells in the mailbox array: the 20×20 mailbox rounded up to a power of two,
/// so that [`offset`] wraps with a mask and indexing by it needs no bounds check.
/// The cells past the mailbox are off the board like its border.
pub(crate) const CELLS: usize = (WIDTH * WIDTH).next_power_of_two();

pub(crate) const EMPTY: u8 = 0;
/// The cell values of pieces run from `FIRST_PIECE` (White) to `LAST_PIECE`,
/// one per [`Colour`], in the order of [`Colour::ALL`].
pub(crate) const FIRST_PIECE: u8 = 1;
pub(crate) const LAST_PIECE: u8 = Colour::COUNT as u8;
pub(crate) const WHITE: u8 = FIRST_PIECE;
pub(crate) const BLACK: u8 = FIRST_PIECE + 1;
pub(crate) const OFF: u8 = LAST_PIECE + 1;
/// An empty cell the move generator has already reached in the current search;
/// only ever in the generator's own copy of the mailbox.
pub(crate) const VISITED: u8 = LAST_PIECE + 2;

/// The eight directions, as offsets between cells.
pub(crate) const DIRECTIONS: [isize; 8] = [
    -(WIDTH as isize) - 1,
    -(WIDTH as isize),
    -(WIDTH as isize) + 1,
    -1,
    1,
    WIDTH as isize - 1,
    WIDTH as isize,
    WIDTH as isize + 1,
];

/// The cell `d` away from `cell`. Every cell of the board is two cells away
/// from the array's ends, so for a step or a jump from the board the wrap never
/// happens; it only spares the bounds check.
#[inline]
pub(crate) const fn offset(cell: usize, d: isize) -> usize {
    cell.wrapping_add_signed(d) % CELLS
}

/// A board's shape as the move generator sees it: which cell each square (or
/// hole) is, and the directions from a cell to its neighbours. A jump goes two
/// cells in one direction, over the cell between.
pub(crate) trait Geometry {
    /// The offsets between a cell and its neighbours.
    const DIRECTIONS: &'static [isize];
    /// The cell of a square of the board.
    fn cell(sq: Square) -> usize;
    /// The square of a cell of the board.
    fn square(cell: usize) -> Square;
}

/// The square boards: eight neighbours.
pub(crate) struct SquareGrid;

impl Geometry for SquareGrid {
    const DIRECTIONS: &'static [isize] = &DIRECTIONS;
    #[inline(always)]
    fn cell(sq: Square) -> usize {
        cell(sq)
    }
    #[inline(always)]
    fn square(cell: usize) -> Square {
        square(cell)
    }
}

/// The cell of a square.
#[inline]
pub(crate) const fn cell(sq: Square) -> usize {
    (sq.rank() as usize + 2) * WIDTH + sq.file() as usize + 2
}

/// The square of each cell of the board (border cells map to nonsense).
static SQUARES: [Square; CELLS] = {
    let mut table = [Square::from_index(0); CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let (row, col) = (cell / WIDTH, cell % WIDTH);
        if row >= 2 && col >= 2 && row < MAX_SIZE as usize + 2 && col < MAX_SIZE as usize + 2 {
            table[cell] = Square::from_index(((row - 2) * MAX_SIZE as usize + col - 2) as u8);
        }
        cell += 1;
    }
    table
};

/// The square of a cell on the board.
#[inline]
pub(crate) fn square(cell: usize) -> Square {
    SQUARES[cell]
}

/// The cell value of a side's piece.
#[inline]
pub(crate) const fn piece(color: Color) -> u8 {
    match color {
        Color::White => WHITE,
        Color::Black => BLACK,
    }
}

/// The cell value of a seat's piece.
#[inline]
pub(crate) const fn colour_piece(colour: Colour) -> u8 {
    FIRST_PIECE + colour as u8
}

/// A set of cells, for the generators' bookkeeping.
#[derive(Clone, Copy, Default)]
pub(crate) struct CellSet([u64; CELLS.div_ceil(64)]);

impl CellSet {
    #[inline]
    pub(crate) fn contains(&self, cell: usize) -> bool {
        self.0[cell / 64] & (1 << (cell % 64)) != 0
    }

    #[inline]
    pub(crate) fn insert(&mut self, cell: usize) {
        self.0[cell / 64] |= 1 << (cell % 64);
    }

    pub(crate) fn from_squares(set: SquareSet) -> CellSet {
        let mut cells = CellSet::default();
        for sq in set.iter() {
            cells.insert(cell(sq));
        }
        cells
    }
}

/// The mailbox of a `size`×`size` board with these pieces.
pub(crate) fn mailbox(size: u8, white: SquareSet, black: SquareSet) -> [u8; CELLS] {
    let mut cells = [OFF; CELLS];
    for rank in 0..size {
        for file in 0..size {
            let sq = Square::new(file, rank).expect("size is at most 16");
            cells[cell(sq)] = if white.contains(sq) {
                WHITE
            } else if black.contains(sq) {
                BLACK
            } else {
                EMPTY
            };
        }
    }
    cells
}

/// The mailbox of a board of these squares (or holes) with each colour's
/// pieces, indexed by [`Colour::index`].
pub(crate) fn seat_mailbox<G: Geometry>(
    squares: SquareSet,
    pieces: &[SquareSet; Colour::COUNT],
) -> [u8; CELLS] {
    let mut cells = [OFF; CELLS];
    for sq in squares.iter() {
        cells[G::cell(sq)] = EMPTY;
    }
    for colour in Colour::ALL {
        for sq in pieces[colour.index()].iter() {
            cells[G::cell(sq)] = colour_piece(colour);
        }
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_and_squares_correspond() {
        for i in 0..=255u8 {
            let sq = Square::from_index(i);
            assert_eq!(square(cell(sq)), sq);
            // Two cells of border all round: a jump from any square stays inside
            // the mailbox, so `offset`'s mask never wraps.
            for d in DIRECTIONS {
                let two = cell(sq) as isize + 2 * d;
                assert!((0..(WIDTH * WIDTH) as isize).contains(&two));
                assert_eq!(offset(cell(sq), 2 * d), two as usize);
            }
        }
    }
}
