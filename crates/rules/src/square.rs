//! Squares and sets of squares, in absolute coordinates seen from White.

use core::fmt;
use core::str::FromStr;

/// The largest board any game uses (Halma 16×16).
pub const MAX_SIZE: u8 = 16;

/// A square of the board: a file (`a` = 0, left to right as White sees it) and a
/// rank (`1` = 0, bottom to top).
///
/// Squares are board-size agnostic: `p16` exists as a value even in an 8×8 game;
/// whether it is on the board is checked where a position is involved.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Square(u8);

impl Square {
    /// The square on `file` and `rank`, both counted from 0, if both are below 16.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < MAX_SIZE && rank < MAX_SIZE {
            Some(Square(rank * MAX_SIZE + file))
        } else {
            None
        }
    }

    /// The file, counted from 0 (`a`).
    pub const fn file(self) -> u8 {
        self.0 % MAX_SIZE
    }

    /// The rank, counted from 0 (rank `1`).
    pub const fn rank(self) -> u8 {
        self.0 / MAX_SIZE
    }

    /// A dense index below 256, rank-major from `a1`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The square with the given [`Square::index`].
    pub const fn from_index(index: u8) -> Square {
        Square(index)
    }

    /// Whether the square lies on a `size`×`size` board.
    pub const fn is_on_board(self, size: u8) -> bool {
        self.file() < size && self.rank() < size
    }

    /// The square seen from the other side of a `size`×`size` board (rotated by 180°).
    pub const fn rotated(self, size: u8) -> Square {
        Square((size - 1 - self.rank()) * MAX_SIZE + (size - 1 - self.file()))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A square's text was not a file letter `a`–`p` followed by a rank `1`–`16`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseSquareError(pub String);

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a square (a file letter a-p and a rank 1-16, such as c3)",
            self.0
        )
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let err = || ParseSquareError(s.to_owned());
        let bytes = s.as_bytes();
        let (&file, rank) = bytes.split_first().ok_or_else(err)?;
        let file = file.to_ascii_lowercase();
        if !(b'a'..b'a' + MAX_SIZE).contains(&file)
            || rank.is_empty()
            || rank.len() > 2
            || rank[0] == b'0'
            || !rank.iter().all(u8::is_ascii_digit)
        {
            return Err(err());
        }
        let rank: u8 = rank.iter().fold(0, |n, d| n * 10 + (d - b'0'));
        Square::new(file - b'a', rank - 1).ok_or_else(err)
    }
}

/// A set of squares, as a 256-bit mask.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SquareSet([u64; 4]);

impl SquareSet {
    /// The empty set.
    pub const EMPTY: SquareSet = SquareSet([0; 4]);

    /// Whether `sq` is in the set.
    pub const fn contains(self, sq: Square) -> bool {
        self.0[sq.index() / 64] & (1 << (sq.index() % 64)) != 0
    }

    /// The set with `sq` added.
    pub const fn with(mut self, sq: Square) -> SquareSet {
        self.0[sq.index() / 64] |= 1 << (sq.index() % 64);
        self
    }

    /// Adds `sq`.
    pub fn insert(&mut self, sq: Square) {
        *self = self.with(sq);
    }

    /// Removes `sq`.
    pub fn remove(&mut self, sq: Square) {
        self.0[sq.index() / 64] &= !(1 << (sq.index() % 64));
    }

    /// The number of squares in the set.
    pub const fn len(self) -> usize {
        (self.0[0].count_ones()
            + self.0[1].count_ones()
            + self.0[2].count_ones()
            + self.0[3].count_ones()) as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0[0] | self.0[1] | self.0[2] | self.0[3] == 0
    }

    /// Whether every square of `self` is in `other`.
    pub const fn is_subset(self, other: SquareSet) -> bool {
        self.0[0] & !other.0[0] == 0
            && self.0[1] & !other.0[1] == 0
            && self.0[2] & !other.0[2] == 0
            && self.0[3] & !other.0[3] == 0
    }

    /// The squares in both sets.
    pub const fn intersection(self, other: SquareSet) -> SquareSet {
        SquareSet([
            self.0[0] & other.0[0],
            self.0[1] & other.0[1],
            self.0[2] & other.0[2],
            self.0[3] & other.0[3],
        ])
    }

    /// The squares in either set.
    pub const fn union(self, other: SquareSet) -> SquareSet {
        SquareSet([
            self.0[0] | other.0[0],
            self.0[1] | other.0[1],
            self.0[2] | other.0[2],
            self.0[3] | other.0[3],
        ])
    }

    /// The squares in ascending [`Square::index`] order (`a1`, `b1`, …, `a2`, …).
    pub fn iter(self) -> impl Iterator<Item = Square> {
        (0..4usize).flat_map(move |word| {
            let mut bits = self.0[word];
            core::iter::from_fn(move || {
                if bits == 0 {
                    return None;
                }
                let bit = bits.trailing_zeros();
                bits &= bits - 1;
                Some(Square::from_index((word as u32 * 64 + bit) as u8))
            })
        })
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> SquareSet {
        let mut set = SquareSet::EMPTY;
        for sq in iter {
            set.insert(sq);
        }
        set
    }
}

impl fmt::Debug for SquareSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_round_trip_through_text() {
        for rank in 0..16 {
            for file in 0..16 {
                let sq = Square::new(file, rank).unwrap();
                assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
            }
        }
        assert_eq!("p16".parse::<Square>().unwrap().to_string(), "p16");
        assert_eq!("C3".parse::<Square>().unwrap().to_string(), "c3");
    }

    #[test]
    fn malformed_squares_are_refused() {
        for bad in ["", "a", "a0", "a17", "q1", "1a", "a01", "a1x", "-"] {
            assert!(bad.parse::<Square>().is_err(), "{bad} parsed");
        }
    }

    #[test]
    fn sets_iterate_in_order() {
        let set: SquareSet = ["c3", "a1", "p16", "b1"]
            .iter()
            .map(|s| s.parse::<Square>().unwrap())
            .collect();
        let names: Vec<String> = set.iter().map(|s| s.to_string()).collect();
        assert_eq!(names, ["a1", "b1", "c3", "p16"]);
        assert_eq!(set.len(), 4);
    }
}
