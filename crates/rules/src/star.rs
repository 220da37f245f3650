//! The star of Sternhalma (Chinese checkers): 121 holes in 17 rows, `a` at the
//! bottom to `q` at the top, the holes of a row numbered from 1 at the left;
//! six neighbours a hole; the six points of 10 holes and the centre of 61.
//!
//! A hole is kept in a [`Square`] value, so that sets of holes, moves and the
//! seat machinery are those of the square boards: hole `k`/`i` (row `k` from 0,
//! number `i` from 1) is the square of file `k` and rank `i`, whose name is the
//! hole's (`e5` is hole 5 of row `e`). The top tip `q1` would need a 17th file;
//! it is kept in `a2`, which no row of the star has. Only [`Board`] names and
//! reads holes, so no text ever shows that.
//!
//! In the move generator's mailbox a hole sits at column `(x + y) / 2 + 4`
//! and row `y` (x and y as RULES.md places it): the six directions are then
//! six of the square board's eight, and the star (17 × 17 columns and rows
//! at most) fits the same mailbox.

use core::fmt;

use arrayvec::ArrayVec;

use crate::board::{Geometry, CELLS, WIDTH};
use crate::moves::{Move, ParseMoveError, MAX_PATH};
use crate::square::{ParseSquareError, Square, SquareSet};

/// Rows of the star.
pub const STAR_ROWS: u8 = 17;

/// The number of holes of each row, `a` to `q`.
const ROW_LENGTHS: [u8; STAR_ROWS as usize] =
    [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1];

/// The number of holes of row `row` (from 0 at the bottom).
pub(crate) const fn row_length(row: u8) -> u8 {
    ROW_LENGTHS[row as usize]
}

/// Where the top tip `q1` is kept.
const TOP_TIP: Square = match Square::new(0, 1) {
    Some(sq) => sq,
    None => unreachable!(),
};

/// The hole `number` (from 1) of row `row` (from 0), if the star has it.
pub(crate) const fn hole(row: u8, number: u8) -> Option<Square> {
    if row >= STAR_ROWS || number == 0 || number > ROW_LENGTHS[row as usize] {
        return None;
    }
    if row == STAR_ROWS - 1 {
        return Some(TOP_TIP);
    }
    Square::new(row, number - 1)
}

/// The row (from 0) and number (from 1) of a hole kept in `sq`, if `sq` keeps one.
pub(crate) const fn row_and_number(sq: Square) -> Option<(u8, u8)> {
    if sq.index() == TOP_TIP.index() {
        return Some((STAR_ROWS - 1, 1));
    }
    let (row, number) = (sq.file(), sq.rank() + 1);
    if number <= ROW_LENGTHS[row as usize] {
        Some((row, number))
    } else {
        None
    }
}

/// RULES.md's coordinates of hole `number` of row `row`: x = 2(i−1) − (n−1), y = k.
pub(crate) const fn coordinates(row: u8, number: u8) -> (i32, i32) {
    let n = ROW_LENGTHS[row as usize] as i32;
    (2 * (number as i32 - 1) - (n - 1), row as i32)
}

/// The mailbox cell of a hole's row and number.
const fn hole_cell(row: u8, number: u8) -> usize {
    let (x, y) = coordinates(row, number);
    let column = ((x + y) / 2 + 4) as usize;
    (y as usize + 2) * WIDTH + column + 2
}

/// Every hole of the star.
pub(crate) static HOLES: SquareSet = {
    let mut set = SquareSet::EMPTY;
    let mut row = 0;
    while row < STAR_ROWS {
        let mut number = 1;
        while number <= ROW_LENGTHS[row as usize] {
            if let Some(sq) = hole(row, number) {
                set = set.with(sq);
            }
            number += 1;
        }
        row += 1;
    }
    set
};

/// The mailbox cell of each square that keeps a hole (0 for the others).
static CELL_OF: [u16; 256] = {
    let mut table = [0; 256];
    let mut row = 0;
    while row < STAR_ROWS {
        let mut number = 1;
        while number <= ROW_LENGTHS[row as usize] {
            if let Some(sq) = hole(row, number) {
                table[sq.index()] = hole_cell(row, number) as u16;
            }
            number += 1;
        }
        row += 1;
    }
    table
};

/// The square keeping the hole of each mailbox cell (nonsense off the star).
static HOLE_OF: [Square; CELLS] = {
    let mut table = [Square::from_index(0); CELLS];
    let mut row = 0;
    while row < STAR_ROWS {
        let mut number = 1;
        while number <= ROW_LENGTHS[row as usize] {
            if let Some(sq) = hole(row, number) {
                table[hole_cell(row, number)] = sq;
            }
            number += 1;
        }
        row += 1;
    }
    table
};

/// The star's six directions in the mailbox: (±2, 0), (1, 1), (−1, 1), (1, −1)
/// and (−1, −1) in RULES.md's coordinates.
const STAR_DIRECTIONS: [isize; 6] = [
    -(WIDTH as isize) - 1,
    -(WIDTH as isize),
    -1,
    1,
    WIDTH as isize,
    WIDTH as isize + 1,
];

/// The star as the move generator sees it.
pub(crate) struct StarGrid;

impl Geometry for StarGrid {
    const DIRECTIONS: &'static [isize] = &STAR_DIRECTIONS;
    #[inline(always)]
    fn cell(sq: Square) -> usize {
        CELL_OF[sq.index()] as usize
    }
    #[inline(always)]
    fn square(cell: usize) -> Square {
        HOLE_OF[cell % CELLS]
    }
}

/// One of the star's six points of 10 holes, named by where it lies.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Point {
    /// Rows `a`–`d`, the bottom.
    South,
    /// The leftmost 4, 3, 2, 1 holes of rows `e`–`h`.
    SouthWest,
    /// The leftmost 1, 2, 3, 4 holes of rows `j`–`m`.
    NorthWest,
    /// Rows `n`–`q`, the top.
    North,
    /// The rightmost 1, 2, 3, 4 holes of rows `j`–`m`.
    NorthEast,
    /// The rightmost 4, 3, 2, 1 holes of rows `e`–`h`.
    SouthEast,
}

impl Point {
    /// The six points, clockwise from the bottom.
    pub const ALL: [Point; 6] = [
        Point::South,
        Point::SouthWest,
        Point::NorthWest,
        Point::North,
        Point::NorthEast,
        Point::SouthEast,
    ];

    /// The point across the centre: the target of a seat starting here.
    pub const fn opposite(self) -> Point {
        match self {
            Point::South => Point::North,
            Point::North => Point::South,
            Point::SouthWest => Point::NorthEast,
            Point::NorthEast => Point::SouthWest,
            Point::SouthEast => Point::NorthWest,
            Point::NorthWest => Point::SouthEast,
        }
    }

    /// The 10 holes of the point.
    pub fn holes(self) -> SquareSet {
        POINTS[self as usize]
    }

    /// Whether hole `number` of row `row` belongs to this point.
    const fn has(self, row: u8, number: u8) -> bool {
        let n = ROW_LENGTHS[row as usize];
        match self {
            Point::South => row <= 3,
            Point::North => row >= 13,
            // Rows e–h (4–7): the leftmost 4, 3, 2, 1.
            Point::SouthWest => row >= 4 && row <= 7 && number <= 8 - row,
            Point::SouthEast => row >= 4 && row <= 7 && number > n - (8 - row),
            // Rows j–m (9–12): the leftmost 1, 2, 3, 4.
            Point::NorthWest => row >= 9 && row <= 12 && number <= row - 8,
            Point::NorthEast => row >= 9 && row <= 12 && number > n - (row - 8),
        }
    }
}

/// The holes of each point, in the order of [`Point::ALL`].
static POINTS: [SquareSet; 6] = {
    let mut points = [SquareSet::EMPTY; 6];
    let mut p = 0;
    while p < 6 {
        let point = Point::ALL[p];
        let mut row = 0;
        while row < STAR_ROWS {
            let mut number = 1;
            while number <= ROW_LENGTHS[row as usize] {
                if let (true, Some(sq)) = (point.has(row, number), hole(row, number)) {
                    points[p] = points[p].with(sq);
                }
                number += 1;
            }
            row += 1;
        }
        p += 1;
    }
    points
};

/// The holes of all six points.
pub(crate) fn all_points() -> SquareSet {
    POINTS
        .iter()
        .fold(SquareSet::EMPTY, |all, &point| all.union(point))
}

/// The 61 holes of the centre: those of no point.
pub fn centre() -> SquareSet {
    let points = all_points();
    HOLES.iter().filter(|&sq| !points.contains(sq)).collect()
}

/// The board of a game for more than two.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Board {
    /// A square board of this many files and ranks; squares named file then rank.
    Square(u8),
    /// The star; holes named row then number.
    Star,
}

impl Board {
    /// The rows of the position text (ranks, or the star's 17 rows).
    pub const fn rows(self) -> u8 {
        match self {
            Board::Square(n) => n,
            Board::Star => STAR_ROWS,
        }
    }

    /// Every square (or hole) of the board.
    pub fn squares(self) -> SquareSet {
        match self {
            Board::Square(n) => (0..n)
                .flat_map(|rank| (0..n).filter_map(move |file| Square::new(file, rank)))
                .collect(),
            Board::Star => HOLES,
        }
    }

    /// Whether `sq` is on the board.
    pub fn contains(self, sq: Square) -> bool {
        match self {
            Board::Square(n) => sq.is_on_board(n),
            Board::Star => HOLES.contains(sq),
        }
    }

    /// The name of a square or hole of the board, as texts write it.
    pub fn name(self, sq: Square) -> Name {
        Name { board: self, sq }
    }

    /// Reads the name of a square or hole of the board (`c3`; on the star `e5`, `q1`).
    pub fn parse(self, text: &str) -> Result<Square, ParseSquareError> {
        let err = || ParseSquareError(text.to_owned());
        match self {
            Board::Square(_) => text.parse(),
            Board::Star if text.eq_ignore_ascii_case("q1") => Ok(TOP_TIP),
            Board::Star => {
                let sq: Square = text.parse().map_err(|_| err())?;
                if sq == TOP_TIP || !HOLES.contains(sq) {
                    return Err(err());
                }
                Ok(sq)
            }
        }
    }

    /// Where a square or hole lies: on a square board its file and rank (from
    /// 0); on the star RULES.md's coordinates, x = 2(i−1) − (n−1) and y = the
    /// row from 0 at `a` (so `a1` is (0, 0), `q1` (0, 16), `i5` the centre
    /// (0, 8), and neighbours are (±2, 0) or (±1, ±1) apart). `None` for a
    /// square the board does not have.
    pub fn xy(self, sq: Square) -> Option<(i32, i32)> {
        match self {
            Board::Square(n) => sq
                .is_on_board(n)
                .then(|| (i32::from(sq.file()), i32::from(sq.rank()))),
            Board::Star => row_and_number(sq)
                .filter(|_| HOLES.contains(sq))
                .map(|(row, number)| coordinates(row, number)),
        }
    }

    /// The order texts list squares in: rank then file on a square board, row
    /// then number on the star (`a1`, `b1`, `b2`, `c1`, …).
    pub fn order(self, sq: Square) -> (u8, u8) {
        match (self, row_and_number(sq)) {
            (Board::Star, Some(row_and_number)) => row_and_number,
            _ => (sq.rank(), sq.file()),
        }
    }
}

impl Board {
    /// Reads a move on this board: `pass`, or squares (holes) joined by `-`
    /// (`d1-e5`, `c1-e3-g5`; `q1` on the star).
    pub fn parse_move(self, text: &str) -> Result<Move, ParseMoveError> {
        let text = text.trim();
        if text == "pass" {
            return Ok(Move::PASS);
        }
        if text.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        let mut path: ArrayVec<Square, MAX_PATH> = ArrayVec::new();
        for (i, part) in text.split('-').enumerate() {
            let sq = self.parse(part).map_err(ParseMoveError::Square)?;
            if path.try_push(sq).is_err() {
                return Err(ParseMoveError::TooLong(i + 1));
            }
        }
        Move::new(&path).ok_or_else(|| ParseMoveError::OneSquare(text.to_owned()))
    }

    /// A move as this board's texts write it.
    pub fn move_text(self, m: &Move) -> MoveText {
        MoveText { board: self, m: *m }
    }
}

/// A move on a [`Board`], for display: `pass` or the names joined by `-`.
#[derive(Clone, Copy, Debug)]
pub struct MoveText {
    board: Board,
    m: Move,
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.m.is_pass() {
            return f.write_str("pass");
        }
        for (i, &sq) in self.m.squares().iter().enumerate() {
            let sep = if i == 0 { "" } else { "-" };
            write!(f, "{sep}{}", self.board.name(sq))?;
        }
        Ok(())
    }
}

/// The name of a square or hole of a [`Board`], for display.
#[derive(Clone, Copy, Debug)]
pub struct Name {
    board: Board,
    sq: Square,
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.board, row_and_number(self.sq)) {
            (Board::Star, Some((row, number))) => {
                write!(f, "{}{}", (b'a' + row) as char, number)
            }
            _ => write!(f, "{}", self.sq),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_star_has_121_holes_six_points_of_ten_and_a_centre_of_61() {
        assert_eq!(HOLES.len(), 121);
        for point in Point::ALL {
            assert_eq!(point.holes().len(), 10, "{point:?}");
            assert_eq!(point.opposite().opposite(), point);
        }
        assert_eq!(all_points().len(), 60);
        assert_eq!(centre().len(), 61);
    }

    #[test]
    fn holes_lie_where_rules_md_places_them() {
        let xy = |name: &str| Board::Star.xy(Board::Star.parse(name).unwrap());
        assert_eq!(xy("a1"), Some((0, 0)));
        assert_eq!(xy("q1"), Some((0, 16)));
        assert_eq!(xy("i5"), Some((0, 8)));
        assert_eq!(xy("e1"), Some((-12, 4)));
        assert_eq!(xy("e13"), Some((12, 4)));
        assert_eq!(xy("d4"), Some((3, 3)));
        // a2 keeps the top tip; e14 is no hole at all.
        assert_eq!(Board::Star.xy(TOP_TIP), Some((0, 16)));
        assert_eq!(Board::Star.xy("e14".parse().unwrap()), None);
        assert_eq!(Board::Star.xy("b3".parse().unwrap()), None);
        // 121 distinct places; each hole's neighbours are the six around it.
        let places: std::collections::HashSet<(i32, i32)> =
            HOLES.iter().filter_map(|sq| Board::Star.xy(sq)).collect();
        assert_eq!(places.len(), 121);
        let centre_hole = Board::Star.parse("i5").unwrap();
        let (x, y) = Board::Star.xy(centre_hole).unwrap();
        let around = [(2, 0), (-2, 0), (1, 1), (-1, 1), (1, -1), (-1, -1)];
        assert!(around
            .iter()
            .all(|(dx, dy)| places.contains(&(x + dx, y + dy))));
        // A square board: file and rank.
        let c3 = "c3".parse().unwrap();
        assert_eq!(Board::Square(16).xy(c3), Some((2, 2)));
        assert_eq!(Board::Square(2).xy(c3), None);
    }

    #[test]
    fn holes_have_distinct_cells_and_names_that_read_back() {
        let mut cells = std::collections::HashSet::new();
        for sq in HOLES.iter() {
            assert!(cells.insert(StarGrid::cell(sq)));
            assert_eq!(StarGrid::square(StarGrid::cell(sq)), sq);
            let name = Board::Star.name(sq).to_string();
            assert_eq!(Board::Star.parse(&name), Ok(sq));
        }
        assert_eq!(Board::Star.name(TOP_TIP).to_string(), "q1");
        assert!(Board::Star.parse("a2").is_err());
        assert!(Board::Star.parse("e14").is_err());
    }
}
