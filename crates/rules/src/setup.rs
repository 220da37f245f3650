//! The position text (`bbbb4/bbb5/bb6/b7/7w/6ww/5www/4wwww w 1`) and the unvalidated
//! [`Setup`] it describes.

use core::fmt;
use core::str::FromStr;

use crate::square::{Square, SquareSet, MAX_SIZE};
use crate::variant::Color;

/// Anything the position text can describe: a square board of some size, the
/// pieces on it, the side to move and the full-move number. Not necessarily a
/// position of any game; [`crate::Position::from_setup`] checks that.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Setup {
    /// Files (and ranks) of the board.
    pub size: u8,
    /// White's pieces.
    pub white: SquareSet,
    /// Black's pieces.
    pub black: SquareSet,
    /// The side to move.
    pub turn: Color,
    /// The full-move number: 1 at the start, one more after each of Black's moves.
    pub fullmove: u32,
}

impl Setup {
    /// The pieces of one side.
    pub fn pieces(&self, color: Color) -> SquareSet {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// The placement part of the text: the ranks, from the top.
    pub fn placement(&self) -> String {
        write_placement(self.size, |sq| {
            if self.white.contains(sq) {
                Some('w')
            } else if self.black.contains(sq) {
                Some('b')
            } else {
                None
            }
        })
    }
}

/// The ranks of a `size`×`size` board from the top, `letter` naming the piece on
/// a square (`None` for an empty one).
pub(crate) fn write_placement(size: u8, letter: impl Fn(Square) -> Option<char>) -> String {
    write_rows(&RowShape::Square(size), letter)
}

/// The rows of a position text: ranks of a square board, or the star's rows.
pub(crate) enum RowShape {
    /// A square board of this many ranks and files.
    Square(u8),
    /// The star: rows of different lengths.
    Star,
}

impl RowShape {
    fn rows(&self) -> usize {
        match self {
            RowShape::Square(n) => *n as usize,
            RowShape::Star => crate::star::STAR_ROWS as usize,
        }
    }

    /// The number of squares (holes) of row `row` (from 0 at the bottom).
    fn width(&self, row: usize) -> usize {
        match self {
            RowShape::Square(n) => *n as usize,
            RowShape::Star => crate::star::row_length(row as u8) as usize,
        }
    }

    /// The square (hole) `i` (from 0 at the left) of row `row`.
    fn square(&self, row: usize, i: usize) -> Option<Square> {
        match self {
            RowShape::Square(_) => Square::new(i as u8, row as u8),
            RowShape::Star => crate::star::hole(row as u8, i as u8 + 1),
        }
    }
}

/// The placement text of a board of this shape, top row first.
pub(crate) fn write_rows(shape: &RowShape, letter: impl Fn(Square) -> Option<char>) -> String {
    let mut out = String::new();
    for row in (0..shape.rows()).rev() {
        let mut empty = 0;
        for i in 0..shape.width(row) {
            let sq = shape.square(row, i).expect("a square of the board");
            match letter(sq) {
                Some(c) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push(c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if row > 0 {
            out.push('/');
        }
    }
    out
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {}",
            self.placement(),
            self.turn.letter(),
            self.fullmove
        )
    }
}

/// What is wrong with a position text, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseSetupError {
    /// Not three fields separated by spaces.
    Fields(usize),
    /// More ranks than the largest board has.
    TooManyRanks(usize),
    /// A character that is neither `w`, `b` nor a digit, in the rank counted from
    /// the top (1 = the first rank written).
    BadCharacter {
        /// The character.
        found: char,
        /// The rank's number on the board (rank 8 is the first written on 8×8).
        rank: usize,
    },
    /// An empty-square count of zero or with a leading zero.
    BadCount {
        /// The count as written.
        found: String,
        /// The rank's number on the board.
        rank: usize,
    },
    /// A rank that describes more squares than the board has files (a count too
    /// large, or a piece past the last file).
    RankTooWide {
        /// The rank's number on the board.
        rank: usize,
        /// How many squares it may describe: the number of ranks.
        expected: usize,
    },
    /// A rank whose squares do not add up to the number of ranks.
    RankWidth {
        /// The rank's number on the board.
        rank: usize,
        /// How many squares it describes.
        found: usize,
        /// How many it should describe: the number of ranks.
        expected: usize,
    },
    /// A row of the star that does not describe as many holes as it has.
    StarRowWidth {
        /// The row's letter (`a` at the bottom, `q` at the top).
        row: char,
        /// How many holes the row has.
        expected: usize,
    },
    /// The side to move was not `w` or `b`.
    Side(String),
    /// The full-move number was not a number of 1 or more.
    Fullmove(String),
    /// A game for more than two: a character that is neither a colour's letter
    /// nor a digit, in the rank with this number on the board.
    BadSeatCharacter {
        /// The character.
        found: char,
        /// The rank's number on the board.
        rank: usize,
    },
    /// A game for more than two: the seat to move was not a colour's letter.
    SeatToMove(String),
}

impl fmt::Display for ParseSetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseSetupError::Fields(n) => write!(
                f,
                "a position is '<ranks> <side> <move>' (three fields separated by spaces), found {n} field{}",
                if *n == 1 { "" } else { "s" }
            ),
            ParseSetupError::TooManyRanks(n) => {
                write!(f, "{n} ranks: no board is larger than 16x16")
            }
            ParseSetupError::BadCharacter { found, rank } => write!(
                f,
                "unexpected '{found}' in rank {rank} (a rank holds 'w', 'b' and counts of empty squares)"
            ),
            ParseSetupError::BadCount { found, rank } => {
                write!(f, "'{found}' in rank {rank} is not a count of empty squares")
            }
            ParseSetupError::RankTooWide { rank, expected } => write!(
                f,
                "rank {rank} describes more than {expected} squares, but the board has {expected} ranks and so {expected} files"
            ),
            ParseSetupError::RankWidth {
                rank,
                found,
                expected,
            } => write!(
                f,
                "rank {rank} has {found} squares, but the board has {expected} ranks and so {expected} files"
            ),
            ParseSetupError::StarRowWidth { row, expected } => write!(
                f,
                "row {row} of the star has {expected} holes, and its text must describe exactly {expected}"
            ),
            ParseSetupError::Side(s) => {
                write!(f, "the side to move must be 'w' or 'b', found '{s}'")
            }
            ParseSetupError::Fullmove(s) => {
                write!(f, "the move number must be a whole number from 1 to {}, found '{s}'", u32::MAX)
            }
            ParseSetupError::BadSeatCharacter { found, rank } => write!(
                f,
                "unexpected '{found}' in rank {rank} (a rank holds the seats' letters, such as 'w', 'r', 'b', 'g', and counts of empty squares)"
            ),
            ParseSetupError::SeatToMove(s) => write!(
                f,
                "the seat to move must be the letter of a colour ({}), found '{s}'",
                LETTERS
            ),
        }
    }
}

impl std::error::Error for ParseSetupError {}

impl FromStr for Setup {
    type Err = ParseSetupError;

    fn from_str(s: &str) -> Result<Setup, ParseSetupError> {
        let fields: Vec<&str> = s.split_whitespace().collect();
        let [placement, side, fullmove] = fields[..] else {
            return Err(ParseSetupError::Fields(fields.len()));
        };
        let mut pieces = [SquareSet::EMPTY; 2];
        let size = parse_placement(
            placement,
            |c| match c {
                'w' => Some(0),
                'b' => Some(1),
                _ => None,
            },
            &mut pieces,
            |found, rank| ParseSetupError::BadCharacter { found, rank },
        )?;
        let [white, black] = pieces;
        let turn = match side {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(ParseSetupError::Side(side.to_owned())),
        };
        let fullmove = parse_fullmove(fullmove)?;
        Ok(Setup {
            size,
            white,
            black,
            turn,
            fullmove,
        })
    }
}

/// Every colour's letter, for the messages.
const LETTERS: &str = "w, b, r, o, y, g, u or p";

/// Reads the full-move number of a position text.
pub(crate) fn parse_fullmove(text: &str) -> Result<u32, ParseSetupError> {
    text.parse::<u32>()
        .ok()
        .filter(|&n| n >= 1)
        .ok_or_else(|| ParseSetupError::Fullmove(text.to_owned()))
}

/// Reads the ranks of a position text (from the top, separated by `/`) into
/// `pieces`, indexed by what `letter` makes of a piece's letter; `bad` words a
/// character that is neither such a letter nor a digit. Returns the size.
pub(crate) fn parse_placement(
    placement: &str,
    letter: impl Fn(char) -> Option<usize>,
    pieces: &mut [SquareSet],
    bad: impl Fn(char, usize) -> ParseSetupError,
) -> Result<u8, ParseSetupError> {
    parse_rows(placement, false, letter, pieces, bad)
}

/// [`parse_placement`], reading 17 rows as the star's when `star` is allowed.
pub(crate) fn parse_rows(
    placement: &str,
    star: bool,
    letter: impl Fn(char) -> Option<usize>,
    pieces: &mut [SquareSet],
    bad: impl Fn(char, usize) -> ParseSetupError,
) -> Result<u8, ParseSetupError> {
    let ranks: Vec<&str> = placement.split('/').collect();
    let size = ranks.len();
    let shape = if star && size == crate::star::STAR_ROWS as usize {
        RowShape::Star
    } else if size > MAX_SIZE as usize {
        return Err(ParseSetupError::TooManyRanks(size));
    } else {
        RowShape::Square(size as u8)
    };
    for (i, text) in ranks.iter().enumerate() {
        let rank = size - i; // as written on the board, 1-based
        parse_row(text, rank, &shape, &letter, pieces, &bad).map_err(|e| match (&shape, e) {
            (
                RowShape::Star,
                ParseSetupError::RankTooWide { expected, .. }
                | ParseSetupError::RankWidth { expected, .. },
            ) => ParseSetupError::StarRowWidth {
                row: (b'a' + (rank - 1) as u8) as char,
                expected,
            },
            (_, e) => e,
        })?;
    }
    Ok(size as u8)
}

/// Reads row `rank` (from 1 at the bottom) of a placement.
fn parse_row(
    text: &str,
    rank: usize,
    shape: &RowShape,
    letter: impl Fn(char) -> Option<usize>,
    pieces: &mut [SquareSet],
    bad: impl Fn(char, usize) -> ParseSetupError,
) -> Result<(), ParseSetupError> {
    let width = shape.width(rank - 1);
    let too_wide = ParseSetupError::RankTooWide {
        rank,
        expected: width,
    };
    // Squares described so far; never more than `width`, so it cannot wrap.
    let mut file = 0usize;
    let mut chars = text.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        if let Some(owner) = letter(c) {
            let sq = (file < width)
                .then(|| shape.square(rank - 1, file))
                .flatten()
                .ok_or_else(|| too_wide.clone())?;
            pieces[owner].insert(sq);
            file += 1;
        } else if c.is_ascii_digit() {
            let mut end = start + 1;
            while let Some(&(i, d)) = chars.peek() {
                if !d.is_ascii_digit() {
                    break;
                }
                end = i + 1;
                chars.next();
            }
            let digits = &text[start..end];
            if digits.starts_with('0') {
                return Err(ParseSetupError::BadCount {
                    found: digits.to_owned(),
                    rank,
                });
            }
            // Digits only and no leading zero: a number too large
            // for usize is certainly too large for the rank.
            file = digits
                .parse::<usize>()
                .ok()
                .and_then(|n| file.checked_add(n))
                .filter(|&f| f <= width)
                .ok_or_else(|| too_wide.clone())?;
        } else {
            return Err(bad(c, rank));
        }
    }
    if file != width {
        return Err(ParseSetupError::RankWidth {
            rank,
            found: file,
            expected: width,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_8x8_start_round_trips() {
        let text = "bbbb4/bbb5/bb6/b7/7w/6ww/5www/4wwww w 1";
        let setup: Setup = text.parse().unwrap();
        assert_eq!(setup.size, 8);
        assert_eq!(setup.white.len(), 10);
        assert_eq!(setup.to_string(), text);
    }

    #[test]
    fn counts_may_have_two_digits() {
        let empty16 = vec!["16"; 16].join("/");
        let setup: Setup = format!("{empty16} b 40").parse().unwrap();
        assert_eq!(setup.size, 16);
        assert_eq!(setup.to_string(), format!("{empty16} b 40"));
    }

    #[test]
    fn errors_say_what_and_where() {
        let err = |s: &str| s.parse::<Setup>().unwrap_err().to_string();
        assert!(err("bbbb4/bbb5/bb6/b7/7w/6ww/5www/4wwww w").contains("found 2 fields"));
        assert!(err("bbbb4/bbb5/bb6/b7/7x/6ww/5www/4wwww w 1").contains("'x' in rank 4"));
        assert!(err("bbbb4/bbb5/bb6/b7/7w/6ww/5www/4www w 1").contains("rank 1 has 7 squares"));
        assert!(err("bbbb4/bbb5/bb6/b7/7w/6ww/5www/4wwww x 1").contains("'x'"));
        assert!(err("bbbb4/bbb5/bb6/b7/7w/6ww/5www/4wwww w 0").contains("move number"));
        assert!(err("bbbb04/bbb5/bb6/b7/7w/6ww/5www/4wwww w 1").contains("'04'"));
    }

    #[test]
    fn counts_that_overrun_the_rank_are_refused_not_wrapped() {
        let err = |s: &str| s.parse::<Setup>().unwrap_err().to_string();
        // A count so large that adding it to the file would wrap around to a8.
        let wraps = "b18446744073709551615w7/bbb5/bb6/b7/7w/6ww/5www/4www1 w 1";
        assert!(err(wraps).contains("rank 8"), "{}", err(wraps));
        assert!(err(wraps).contains("more than 8 squares"), "{}", err(wraps));
        // Too large to be a count at all, and merely too many squares.
        assert!(err("b99999999999999999999999w/8/8/8/8/8/8/8 w 1").contains("rank 8"));
        assert!(err("8/8/8/8/8/8/8/b8 w 1").contains("rank 1 describes more than 8 squares"));
        assert!(err("8/8/8/8/8/8/8/7bw w 1").contains("rank 1 describes more than 8 squares"));
        // The largest move number is read as itself.
        let last: Setup = "8/8/8/4w3/3b4/8/8/8 b 4294967295".parse().unwrap();
        assert_eq!(last.fullmove, u32::MAX);
        assert!(err("8/8/8/4w3/3b4/8/8/8 b 4294967296").contains("move number"));
    }
}
