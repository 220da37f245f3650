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
use crate::setup::{parse_fullmove, parse_placement, write_placement, ParseSetupError};
use crate::square::{Square, SquareSet};

/// A game for more than two seats.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum SeatVariant {
    /// Monks' four-handed game: 16×16, 13 pieces a seat, a camp in each corner.
    Halma16x16Four,
}

impl SeatVariant {
    /// Every game for more than two, in the order a menu lists them.
    pub const ALL: [SeatVariant; 1] = [SeatVariant::Halma16x16Four];

    /// The id used in texts, forms and URLs: `halma-16x16-4`.
    pub const fn id(self) -> &'static str {
        match self {
            SeatVariant::Halma16x16Four => "halma-16x16-4",
        }
    }

    /// The name shown to people.
    pub const fn name(self) -> &'static str {
        match self {
            SeatVariant::Halma16x16Four => "Halma 16×16 for four",
        }
    }

    /// The number of files (and of ranks).
    pub const fn size(self) -> u8 {
        match self {
            SeatVariant::Halma16x16Four => 16,
        }
    }

    /// How many pieces each seat has.
    pub const fn pieces(self) -> usize {
        match self {
            SeatVariant::Halma16x16Four => 13,
        }
    }

    /// The seats in turn order (clockwise round the board, the first seat
    /// moving first).
    pub const fn seats(self) -> &'static [Colour] {
        match self {
            SeatVariant::Halma16x16Four => {
                &[Colour::White, Colour::Red, Colour::Black, Colour::Green]
            }
        }
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
    /// camp): the seat opposite. `None` for a colour no seat plays.
    pub fn opposite(self, colour: Colour) -> Option<Colour> {
        let seats = self.seats();
        let i = self.seat(colour)?;
        match self {
            // The corner diagonally across: two seats on in turn order.
            SeatVariant::Halma16x16Four => Some(seats[(i + 2) % seats.len()]),
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
        match (self, self.seat(colour)) {
            (SeatVariant::Halma16x16Four, Some(seat)) => FOUR_CAMPS[seat],
            (_, None) => SquareSet::EMPTY,
        }
    }

    /// `colour`'s target: the camp of the seat opposite (empty for a colour no
    /// seat plays).
    pub fn target(self, colour: Colour) -> SquareSet {
        self.opposite(colour)
            .map_or(SquareSet::EMPTY, |opposite| self.camp(opposite))
    }

    /// Every square of the board, `a1` first, rank by rank.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        let n = self.size();
        (0..n).flat_map(move |rank| (0..n).filter_map(move |file| Square::new(file, rank)))
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
        write!(f, "unknown game '{}' (expected halma-16x16-4)", self.0)
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

/// A game for more than two with the house rules chosen when it was created.
/// Repetition is always `auto` in these games, and the camp rule always `fill`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SeatRules {
    /// The game.
    pub variant: SeatVariant,
    /// `partners`: seats 1 and 3 against seats 2 and 4. Only where offered.
    pub partners: bool,
}

impl SeatRules {
    /// The game's default house rules: no partners.
    pub const fn new(variant: SeatVariant) -> SeatRules {
        SeatRules {
            variant,
            partners: false,
        }
    }

    /// The game played by partners, if the game offers it.
    pub const fn with_partners(variant: SeatVariant) -> Option<SeatRules> {
        if variant.offers_partners() {
            Some(SeatRules {
                variant,
                partners: true,
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
/// square board, the pieces of each colour, the seat to move and the full-move
/// number. [`crate::SeatPosition::from_setup`] checks it against a game.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SeatSetup {
    /// Files (and ranks) of the board.
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
        write_placement(self.size, |sq| self.piece_at(sq).map(Colour::letter))
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
        let size = parse_placement(
            placement,
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
