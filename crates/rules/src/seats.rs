//! The games for more than two (RULES.md, "Games for three, four and six
//! players") as data: the board, the seats in turn order, the camps and targets,
//! the house rules offered; and the unvalidated [`SeatSetup`] of their position
//! text.
//!
//! A game is a list of seats, each a [`Colour`]; the two-player games are the
//! two-seat case (White and Black, see [`crate::Variant`]). The star games add
//! rows to [`SeatVariant`] (their seats, points and geometry), not new types.

use core::fmt;
use core::str::FromStr;

use crate::colour::Colour;
use crate::setup::{parse_fullmove, parse_rows, write_rows, ParseSetupError, RowShape};
use crate::square::{Square, SquareSet};
use crate::star::{self, Board, Point};

/// A game for more than two seats.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum SeatVariant {
    /// Monks' four-handed game: 16×16, 13 pieces a seat, a camp in each corner.
    Halma16x16Four,
    /// Sternhalma for two: red from the south point, green from the north.
    StarTwo,
    /// Sternhalma for three: red (S), yellow (NW), blue (NE).
    StarThree,
    /// Sternhalma for four: red (S), orange (SW), green (N), blue (NE).
    StarFour,
    /// Sternhalma for six: a seat on every point.
    StarSix,
}

/// Each game's id, name, board, pieces a seat, and seats in turn order with
/// the star point each starts from (none on the square board): RULES.md's
/// table, so that a new game adds a row.
struct Row {
    id: &'static str,
    name: &'static str,
    board: Board,
    pieces: usize,
    seats: &'static [Colour],
    points: &'static [Point],
}

const ROWS: [Row; 5] = [
    Row {
        id: "halma-16x16-4",
        name: "Halma 16×16 for four",
        board: Board::Square(16),
        pieces: 13,
        seats: &[Colour::White, Colour::Red, Colour::Black, Colour::Green],
        points: &[],
    },
    Row {
        id: "star-2",
        name: "Sternhalma for two",
        board: Board::Star,
        pieces: 10,
        seats: &[Colour::Red, Colour::Green],
        points: &[Point::South, Point::North],
    },
    Row {
        id: "star-3",
        name: "Sternhalma for three",
        board: Board::Star,
        pieces: 10,
        seats: &[Colour::Red, Colour::Yellow, Colour::Blue],
        points: &[Point::South, Point::NorthWest, Point::NorthEast],
    },
    Row {
        id: "star-4",
        name: "Sternhalma for four",
        board: Board::Star,
        pieces: 10,
        seats: &[Colour::Red, Colour::Orange, Colour::Green, Colour::Blue],
        points: &[
            Point::South,
            Point::SouthWest,
            Point::North,
            Point::NorthEast,
        ],
    },
    Row {
        id: "star-6",
        name: "Sternhalma for six",
        board: Board::Star,
        pieces: 10,
        seats: &[
            Colour::Red,
            Colour::Orange,
            Colour::Yellow,
            Colour::Green,
            Colour::Blue,
            Colour::Purple,
        ],
        points: &[
            Point::South,
            Point::SouthWest,
            Point::NorthWest,
            Point::North,
            Point::NorthEast,
            Point::SouthEast,
        ],
    },
];

impl SeatVariant {
    /// Every game for more than two, in the order a menu lists them.
    pub const ALL: [SeatVariant; 5] = [
        SeatVariant::Halma16x16Four,
        SeatVariant::StarTwo,
        SeatVariant::StarThree,
        SeatVariant::StarFour,
        SeatVariant::StarSix,
    ];

    const fn row(self) -> &'static Row {
        &ROWS[self as usize]
    }

    /// The id used in texts, forms and URLs: `halma-16x16-4`, `star-3`, …
    pub const fn id(self) -> &'static str {
        self.row().id
    }

    /// The name shown to people.
    pub const fn name(self) -> &'static str {
        self.row().name
    }

    /// The board: 16×16 or the star.
    pub const fn board(self) -> Board {
        self.row().board
    }

    /// The number of rows of the position text: files (and ranks) of a square
    /// board, 17 for the star.
    pub const fn size(self) -> u8 {
        self.board().rows()
    }

    /// How many pieces each seat has.
    pub const fn pieces(self) -> usize {
        self.row().pieces
    }

    /// The seats in turn order (clockwise round the board, the first seat
    /// moving first).
    pub const fn seats(self) -> &'static [Colour] {
        self.row().seats
    }

    /// The star point `colour` starts from; `None` on a square board or for a
    /// colour no seat plays.
    pub fn point(self, colour: Colour) -> Option<Point> {
        self.row().points.get(self.seat(colour)?).copied()
    }

    /// The place of `colour` in the turn order, counted from 0; `None` if no
    /// seat of this game plays it.
    pub fn seat(self, colour: Colour) -> Option<usize> {
        self.seats().iter().position(|&c| c == colour)
    }

    /// Whether the house rule `partners` is offered: with four seats only.
    pub const fn offers_partners(self) -> bool {
        self.seats().len() == 4
    }

    /// The seat whose camp is `colour`'s target (and whose target is `colour`'s
    /// camp): the seat opposite. `None` for a colour no seat plays, and on the
    /// star for a seat whose target point no seat starts from (`star-3`).
    pub fn opposite(self, colour: Colour) -> Option<Colour> {
        let seats = self.seats();
        let i = self.seat(colour)?;
        match self.board() {
            // The corner diagonally across: two seats on in turn order.
            Board::Square(_) => Some(seats[(i + 2) % seats.len()]),
            Board::Star => {
                let across = self.point(colour)?.opposite();
                let j = self.row().points.iter().position(|&p| p == across)?;
                Some(seats[j])
            }
        }
    }

    /// With partners, the seat playing with `colour`: seats 1 and 3 play
    /// against seats 2 and 4, so a seat's partner is two on in turn order.
    /// `None` for a game that does not offer partners.
    pub fn partner(self, colour: Colour) -> Option<Colour> {
        let seats = self.seats();
        let i = self.seat(colour)?;
        self.offers_partners().then(|| seats[(i + 2) % seats.len()])
    }

    /// Whether `sq` is in the camp of `colour`, the corner where its pieces start.
    pub fn in_camp(self, colour: Colour, sq: Square) -> bool {
        self.camp(colour).contains(sq)
    }

    /// `colour`'s camp as a set (empty for a colour no seat plays).
    pub fn camp(self, colour: Colour) -> SquareSet {
        match (self.board(), self.seat(colour)) {
            (Board::Square(_), Some(seat)) => FOUR_CAMPS[seat],
            (Board::Star, Some(_)) => self.point(colour).map_or(SquareSet::EMPTY, Point::holes),
            (_, None) => SquareSet::EMPTY,
        }
    }

    /// `colour`'s target: the corner or point opposite its camp (empty for a
    /// colour no seat plays).
    pub fn target(self, colour: Colour) -> SquareSet {
        match self.board() {
            Board::Square(_) => self
                .opposite(colour)
                .map_or(SquareSet::EMPTY, |opposite| self.camp(opposite)),
            Board::Star => self
                .point(colour)
                .map_or(SquareSet::EMPTY, |p| p.opposite().holes()),
        }
    }

    /// Where a move of `colour` may not end under the points rule
    /// `pass-through`: the star's points that are neither its camp nor its
    /// target (empty on a square board).
    pub fn foreign_points(self, colour: Colour) -> SquareSet {
        match self.board() {
            Board::Square(_) => SquareSet::EMPTY,
            Board::Star => self.point(colour).map_or(SquareSet::EMPTY, |own| {
                Point::ALL
                    .into_iter()
                    .filter(|&p| p != own && p != own.opposite())
                    .fold(SquareSet::EMPTY, |set, p| set.union(p.holes()))
            }),
        }
    }

    /// Every square (or hole) of the board, `a1` first, rank by rank (on the
    /// star, in the order of [`Square::index`]).
    pub fn squares(self) -> impl Iterator<Item = Square> {
        self.board().squares().iter()
    }
}

/// The camps of `halma-16x16-4` by seat: white's corner p1, red's a1, black's
/// a16, green's p16.
static FOUR_CAMPS: [SquareSet; 4] = [
    corner_camp(true, false),
    corner_camp(false, false),
    corner_camp(false, true),
    corner_camp(true, true),
];

/// A camp of `halma-16x16-4`: `r + c ≤ 4` without the two tips on the edges
/// (rows of 4, 4, 3, 2), `r` and `c` counted from the corner square, which is
/// on the right when `right` and at the top when `top`.
const fn corner_camp(right: bool, top: bool) -> SquareSet {
    const N: u8 = 16;
    let mut set = SquareSet::EMPTY;
    let mut r = 0;
    while r < 4 {
        let mut c = 0;
        while c < 4 && r + c <= 4 {
            let file = if right { N - 1 - c } else { c };
            let rank = if top { N - 1 - r } else { r };
            if let Some(sq) = Square::new(file, rank) {
                set = set.with(sq);
            }
            c += 1;
        }
        r += 1;
    }
    set
}

impl fmt::Display for SeatVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A text named no game for more than two.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownSeatVariant(pub String);

impl fmt::Display for UnknownSeatVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown game '{}' (expected ", self.0)?;
        for (i, v) in SeatVariant::ALL.iter().enumerate() {
            let sep = if i == 0 { "" } else { ", " };
            write!(f, "{sep}{v}")?;
        }
        f.write_str(")")
    }
}

impl std::error::Error for UnknownSeatVariant {}

impl FromStr for SeatVariant {
    type Err = UnknownSeatVariant;
    fn from_str(s: &str) -> Result<SeatVariant, UnknownSeatVariant> {
        SeatVariant::ALL
            .into_iter()
            .find(|v| v.id() == s)
            .ok_or_else(|| UnknownSeatVariant(s.to_owned()))
    }
}

/// The star games' house rule for the points that are neither a seat's camp
/// nor its target.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum PointsRule {
    /// `pass-through` (the default): a move may not end in such a point; a
    /// jump chain may land there and go on.
    #[default]
    PassThrough,
    /// `rest`: a move may end anywhere.
    Rest,
}

impl PointsRule {
    /// The rule's name in texts and forms.
    pub const fn id(self) -> &'static str {
        match self {
            PointsRule::PassThrough => "pass-through",
            PointsRule::Rest => "rest",
        }
    }
}

impl fmt::Display for PointsRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A text named no points rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownPointsRule(pub String);

impl fmt::Display for UnknownPointsRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown points rule '{}' (expected pass-through or rest)",
            self.0
        )
    }
}

impl std::error::Error for UnknownPointsRule {}

impl FromStr for PointsRule {
    type Err = UnknownPointsRule;
    fn from_str(s: &str) -> Result<PointsRule, UnknownPointsRule> {
        [PointsRule::PassThrough, PointsRule::Rest]
            .into_iter()
            .find(|r| r.id() == s)
            .ok_or_else(|| UnknownPointsRule(s.to_owned()))
    }
}

/// A game for more than two with the house rules chosen when it was created.
/// Repetition is always `auto` in these games, and the camp rule always `fill`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SeatRules {
    /// The game.
    pub variant: SeatVariant,
    /// `partners`: seats 1 and 3 against seats 2 and 4. Only where offered.
    pub partners: bool,
    /// The star's points rule (no effect on a square board).
    pub points: PointsRule,
}

impl SeatRules {
    /// The game's default house rules: no partners, points `pass-through`.
    pub const fn new(variant: SeatVariant) -> SeatRules {
        SeatRules {
            variant,
            partners: false,
            points: PointsRule::PassThrough,
        }
    }

    /// The game played by partners, if the game offers it.
    pub const fn with_partners(variant: SeatVariant) -> Option<SeatRules> {
        if variant.offers_partners() {
            Some(SeatRules {
                variant,
                partners: true,
                points: PointsRule::PassThrough,
            })
        } else {
            None
        }
    }
}

/// A set of colours (of seats): which have left, which have finished.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ColourSet(u8);

impl ColourSet {
    /// The empty set.
    pub const EMPTY: ColourSet = ColourSet(0);

    /// Whether `colour` is in the set.
    pub const fn contains(self, colour: Colour) -> bool {
        self.0 & (1 << colour as u8) != 0
    }

    /// Adds `colour`.
    pub fn insert(&mut self, colour: Colour) {
        self.0 |= 1 << colour as u8;
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The colours of the set, in the order of [`Colour::ALL`].
    pub fn iter(self) -> impl Iterator<Item = Colour> {
        Colour::ALL.into_iter().filter(move |&c| self.contains(c))
    }
}

impl fmt::Debug for ColourSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Anything the position text of a game for more than two can describe: a
/// square board or the star, the pieces of each colour, the seat to move and the full-move
/// number. [`crate::SeatPosition::from_setup`] checks it against a game.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SeatSetup {
    /// Files (and ranks) of a square board; 17 (its rows) for the star.
    pub size: u8,
    /// The pieces of each colour, indexed by [`Colour::index`].
    pub pieces: [SquareSet; Colour::COUNT],
    /// The seat to move.
    pub turn: Colour,
    /// The full-move number: 1 at the start, one more each time the turn passes
    /// from the last seat of the turn order back to the first.
    pub fullmove: u32,
}

impl SeatSetup {
    /// The pieces of one colour.
    pub fn pieces(&self, colour: Colour) -> SquareSet {
        self.pieces[colour.index()]
    }

    /// The colour of the piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Colour> {
        Colour::ALL
            .into_iter()
            .find(|&c| self.pieces(c).contains(sq))
    }

    /// The placement part of the text: the ranks, from the top.
    pub fn placement(&self) -> String {
        let shape = if self.size == star::STAR_ROWS {
            RowShape::Star
        } else {
            RowShape::Square(self.size)
        };
        write_rows(&shape, |sq| self.piece_at(sq).map(Colour::letter))
    }
}

impl fmt::Display for SeatSetup {
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

impl FromStr for SeatSetup {
    type Err = ParseSetupError;

    fn from_str(s: &str) -> Result<SeatSetup, ParseSetupError> {
        let fields: Vec<&str> = s.split_whitespace().collect();
        let [placement, side, fullmove] = fields[..] else {
            return Err(ParseSetupError::Fields(fields.len()));
        };
        let mut pieces = [SquareSet::EMPTY; Colour::COUNT];
        let size = parse_rows(
            placement,
            true,
            |c| Colour::from_letter(c).map(Colour::index),
            &mut pieces,
            |found, rank| ParseSetupError::BadSeatCharacter { found, rank },
        )?;
        let mut letters = side.chars();
        let turn = match (letters.next().and_then(Colour::from_letter), letters.next()) {
            (Some(colour), None) => colour,
            _ => return Err(ParseSetupError::SeatToMove(side.to_owned())),
        };
        Ok(SeatSetup {
            size,
            pieces,
            turn,
            fullmove: parse_fullmove(fullmove)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(set: SquareSet) -> Vec<String> {
        set.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn each_camp_has_thirteen_squares_in_its_corner() {
        let v = SeatVariant::Halma16x16Four;
        assert_eq!(
            names(v.camp(Colour::White)),
            ["m1", "n1", "o1", "p1", "m2", "n2", "o2", "p2", "n3", "o3", "p3", "o4", "p4"]
        );
        assert_eq!(
            names(v.camp(Colour::Red)),
            ["a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2", "a3", "b3", "c3", "a4", "b4"]
        );
        for colour in v.seats() {
            assert_eq!(v.camp(*colour).len(), 13);
        }
        assert_eq!(v.target(Colour::White), v.camp(Colour::Black));
        assert_eq!(v.target(Colour::Red), v.camp(Colour::Green));
        assert_eq!(v.partner(Colour::Red), Some(Colour::Green));
        assert!(v.camp(Colour::Yellow).is_empty());
    }

    #[test]
    fn seat_setups_round_trip() {
        let text = "bbbb8gggg/bbbb8gggg/bbb10ggg/bb12gg/16/16/16/16/16/16/16/16/rr12ww/rrr10www/rrrr8wwww/rrrr8wwww w 1";
        let setup: SeatSetup = text.parse().unwrap();
        assert_eq!(setup.pieces(Colour::Green).len(), 13);
        assert_eq!(setup.to_string(), text);
        let err = |s: &str| s.parse::<SeatSetup>().unwrap_err().to_string();
        assert!(
            err("16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/15x w 1").contains("'x' in rank 1")
        );
        assert!(err("16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/16 x 1").contains("'x'"));
    }
}
