//! The four games as data: board size, yards, how pieces move, and the house rules
//! each one offers.

use core::fmt;
use core::str::FromStr;

use crate::square::{Square, SquareSet};

/// A side: White moves first and starts in the bottom-right yard.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Color {
    /// The player who moves first, starting bottom right.
    White,
    /// The player who moves second, starting top left.
    Black,
}

impl Color {
    /// Both sides, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The other side.
    #[must_use]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// `white` or `black`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// The letter of the position text: `w` or `b`.
    pub const fn letter(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// The side of a position-text letter.
    pub const fn from_letter(c: char) -> Option<Color> {
        match c {
            'w' => Some(Color::White),
            'b' => Some(Color::Black),
            _ => None,
        }
    }
}

impl core::ops::Not for Color {
    type Output = Color;
    fn not(self) -> Color {
        self.other()
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How the pieces of a game move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveKind {
    /// A step to a neighbouring square, or a chain of jumps.
    Halma,
    /// A rook move, blocked by walls (see [`crate::embargo`]).
    Embargo,
}

/// One of the games this crate plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Variant {
    /// Halma on 8×8 with 10 pieces each (ItsYourTurn "KH").
    Halma8x8,
    /// Halma on 10×10 with 15 pieces each (ItsYourTurn "KI").
    Halma10x10,
    /// The original Halma on 16×16 with 19 pieces each.
    Halma16x16,
    /// Embargo on 9×9 with 6 pieces each (ItsYourTurn "EG").
    Embargo,
}

impl Variant {
    /// Every game, in the order a menu lists them.
    pub const ALL: [Variant; 4] = [
        Variant::Halma8x8,
        Variant::Halma10x10,
        Variant::Halma16x16,
        Variant::Embargo,
    ];

    /// The id used in texts, forms and URLs: `halma-8x8`, `halma-10x10`,
    /// `halma-16x16`, `embargo`.
    pub const fn id(self) -> &'static str {
        match self {
            Variant::Halma8x8 => "halma-8x8",
            Variant::Halma10x10 => "halma-10x10",
            Variant::Halma16x16 => "halma-16x16",
            Variant::Embargo => "embargo",
        }
    }

    /// The name shown to people.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Halma8x8 => "Halma 8×8",
            Variant::Halma10x10 => "Halma 10×10",
            Variant::Halma16x16 => "Halma 16×16",
            Variant::Embargo => "Embargo",
        }
    }

    /// The number of files (and of ranks).
    pub const fn size(self) -> u8 {
        match self {
            Variant::Halma8x8 => 8,
            Variant::Halma10x10 => 10,
            Variant::Halma16x16 => 16,
            Variant::Embargo => 9,
        }
    }

    /// How many pieces each side has.
    pub const fn pieces(self) -> usize {
        match self {
            Variant::Halma8x8 => 10,
            Variant::Halma10x10 => 15,
            Variant::Halma16x16 => 19,
            Variant::Embargo => 6,
        }
    }

    /// How the pieces move.
    pub const fn move_kind(self) -> MoveKind {
        match self {
            Variant::Embargo => MoveKind::Embargo,
            _ => MoveKind::Halma,
        }
    }

    /// The camp rules this game offers; the first is the default.
    pub const fn camp_rules(self) -> &'static [CampRule] {
        match self {
            Variant::Halma8x8 => &[CampRule::Deadline(30), CampRule::Fill],
            Variant::Halma10x10 => &[CampRule::Deadline(50), CampRule::Fill],
            Variant::Halma16x16 => &[CampRule::Fill],
            Variant::Embargo => &[CampRule::Deadline(25)],
        }
    }

    /// The default camp rule.
    pub const fn default_camp(self) -> CampRule {
        self.camp_rules()[0]
    }

    /// The offered camp rule of the given kind (`deadline` or `fill`), if any.
    pub fn camp_rule(self, kind: CampKind) -> Option<CampRule> {
        self.camp_rules()
            .iter()
            .copied()
            .find(|rule| rule.kind() == kind)
    }

    /// Whether `sq` is in `color`'s yard, the corner where its pieces start.
    pub const fn in_yard(self, color: Color, sq: Square) -> bool {
        let n = self.size();
        if !sq.is_on_board(n) {
            return false;
        }
        // Distances from White's corner square (bottom right).
        let (r, c) = match color {
            Color::White => (sq.rank(), n - 1 - sq.file()),
            Color::Black => (n - 1 - sq.rank(), sq.file()),
        };
        match self {
            Variant::Halma8x8 => r + c <= 3,
            Variant::Halma10x10 => r + c <= 4,
            // r + c ≤ 5 without the two tips on the edges: rows of 5, 5, 4, 3, 2.
            Variant::Halma16x16 => r + c <= 5 && r < 5 && c < 5,
            Variant::Embargo => r + c <= 2,
        }
    }

    /// `color`'s yard as a set.
    pub fn yard(self, color: Color) -> SquareSet {
        self.squares()
            .filter(|&sq| self.in_yard(color, sq))
            .collect()
    }

    /// `color`'s target: the opponent's yard.
    pub fn target(self, color: Color) -> SquareSet {
        self.yard(color.other())
    }

    /// Every square of the board, `a1` first, rank by rank.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        let n = self.size();
        (0..n).flat_map(move |rank| (0..n).filter_map(move |file| Square::new(file, rank)))
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A text named no game of this crate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownVariant(pub String);

impl fmt::Display for UnknownVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown game '{}' (expected halma-8x8, halma-10x10, halma-16x16 or embargo)",
            self.0
        )
    }
}

impl std::error::Error for UnknownVariant {}

impl FromStr for Variant {
    type Err = UnknownVariant;
    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        Variant::ALL
            .into_iter()
            .find(|v| v.id() == s)
            .ok_or_else(|| UnknownVariant(s.to_owned()))
    }
}

/// The two kinds of camp rule, without the deadline's number.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CampKind {
    /// `deadline N`.
    Deadline,
    /// `fill`.
    Fill,
}

impl CampKind {
    /// `deadline` or `fill`, as in forms and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            CampKind::Deadline => "deadline",
            CampKind::Fill => "fill",
        }
    }
}

impl FromStr for CampKind {
    type Err = String;
    fn from_str(s: &str) -> Result<CampKind, String> {
        match s {
            "deadline" => Ok(CampKind::Deadline),
            "fill" => Ok(CampKind::Fill),
            _ => Err(format!(
                "unknown camp rule '{s}' (expected deadline or fill)"
            )),
        }
    }
}

/// The house rule against keeping pieces at home (RULES.md, "Camp rule").
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CampRule {
    /// After both players made this many moves, a piece in one's own yard loses.
    Deadline(u32),
    /// A player also wins by filling every square of its target, with at least one
    /// of its own pieces among them.
    Fill,
}

impl CampRule {
    /// The kind of the rule.
    pub const fn kind(self) -> CampKind {
        match self {
            CampRule::Deadline(_) => CampKind::Deadline,
            CampRule::Fill => CampKind::Fill,
        }
    }
}

impl fmt::Display for CampRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CampRule::Deadline(n) => write!(f, "deadline {n}"),
            CampRule::Fill => f.write_str("fill"),
        }
    }
}

impl FromStr for CampRule {
    type Err = String;
    /// Parses `deadline 30` or `fill`.
    fn from_str(s: &str) -> Result<CampRule, String> {
        let mut words = s.split_whitespace();
        match (words.next(), words.next(), words.next()) {
            (Some("fill"), None, None) => Ok(CampRule::Fill),
            (Some("deadline"), Some(n), None) => n
                .parse()
                .ok()
                .filter(|&n| n > 0)
                .map(CampRule::Deadline)
                .ok_or_else(|| format!("'{n}' is not a number of moves")),
            _ => Err(format!(
                "unknown camp rule '{s}' (expected 'deadline N' or 'fill')"
            )),
        }
    }
}

/// The house rule for threefold repetition.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum RepetitionRule {
    /// The game is drawn at the third occurrence (ItsYourTurn).
    #[default]
    Auto,
    /// A player claims the draw, an admin decides (Brettspielnetz).
    Claim,
}

impl RepetitionRule {
    /// `auto` or `claim`.
    pub const fn name(self) -> &'static str {
        match self {
            RepetitionRule::Auto => "auto",
            RepetitionRule::Claim => "claim",
        }
    }
}

impl fmt::Display for RepetitionRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for RepetitionRule {
    type Err = String;
    fn from_str(s: &str) -> Result<RepetitionRule, String> {
        match s {
            "auto" => Ok(RepetitionRule::Auto),
            "claim" => Ok(RepetitionRule::Claim),
            _ => Err(format!(
                "unknown repetition rule '{s}' (expected auto or claim)"
            )),
        }
    }
}

/// A game together with the house rules chosen when it was created.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Rules {
    /// The game.
    pub variant: Variant,
    /// The camp rule; one the game offers.
    pub camp: CampRule,
    /// The repetition rule.
    pub repetition: RepetitionRule,
}

impl Rules {
    /// The game's default house rules.
    pub const fn new(variant: Variant) -> Rules {
        Rules {
            variant,
            camp: variant.default_camp(),
            repetition: RepetitionRule::Auto,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(set: SquareSet) -> Vec<String> {
        let mut v: Vec<String> = set.iter().map(|s| s.to_string()).collect();
        v.sort();
        v
    }

    #[test]
    fn yards_have_one_square_per_piece() {
        for v in Variant::ALL {
            for c in Color::ALL {
                assert_eq!(v.yard(c).len(), v.pieces(), "{v} {c}");
            }
        }
    }

    #[test]
    fn the_8x8_yards_are_those_of_rules_md() {
        let v = Variant::Halma8x8;
        assert_eq!(
            names(v.yard(Color::White)),
            ["e1", "f1", "f2", "g1", "g2", "g3", "h1", "h2", "h3", "h4"]
        );
        assert_eq!(
            names(v.yard(Color::Black)),
            ["a5", "a6", "a7", "a8", "b6", "b7", "b8", "c7", "c8", "d8"]
        );
    }

    #[test]
    fn the_16x16_yard_drops_the_two_tips() {
        let v = Variant::Halma16x16;
        let yard = v.yard(Color::White);
        assert!(!yard.contains("k1".parse().unwrap()));
        assert!(!yard.contains("p6".parse().unwrap()));
        assert!(yard.contains("l1".parse().unwrap()));
        assert!(yard.contains("p5".parse().unwrap()));
        assert!(yard.contains("l2".parse().unwrap()));
        assert!(yard.contains("o5".parse().unwrap()));
    }

    #[test]
    fn ids_and_rules_round_trip() {
        for v in Variant::ALL {
            assert_eq!(v.id().parse::<Variant>(), Ok(v));
            for rule in v.camp_rules() {
                assert_eq!(rule.to_string().parse::<CampRule>(), Ok(*rule));
            }
        }
        assert!("chess".parse::<Variant>().is_err());
        assert!("deadline x".parse::<CampRule>().is_err());
    }
}
