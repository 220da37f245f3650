//! The colours a seat can play: RULES.md's one table of colour names and
//! letters, for the two-player games and the games for more than two alike.
//! A new game adds a list of seats (see [`crate::SeatVariant::seats`]), not a
//! new colour type.

use core::fmt;
use core::str::FromStr;

use crate::variant::Color;

/// The colour of a seat, with its name and its letter in the position text.
///
/// White and Black are the two sides of the two-player games (see [`Color`])
/// and two of the seats of `halma-16x16-4`; the others are the colours of the
/// games for more than two.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Colour {
    /// `white`, `w`.
    White,
    /// `black`, `b`.
    Black,
    /// `red`, `r`.
    Red,
    /// `orange`, `o`.
    Orange,
    /// `yellow`, `y`.
    Yellow,
    /// `green`, `g`.
    Green,
    /// `blue`, `u`.
    Blue,
    /// `purple`, `p`.
    Purple,
}

/// Name and letter of each colour, in the order of [`Colour::ALL`].
const TABLE: [(Colour, &str, char); 8] = [
    (Colour::White, "white", 'w'),
    (Colour::Black, "black", 'b'),
    (Colour::Red, "red", 'r'),
    (Colour::Orange, "orange", 'o'),
    (Colour::Yellow, "yellow", 'y'),
    (Colour::Green, "green", 'g'),
    (Colour::Blue, "blue", 'u'),
    (Colour::Purple, "purple", 'p'),
];

impl Colour {
    /// How many colours there are.
    pub const COUNT: usize = TABLE.len();

    /// Every colour, White and Black first.
    pub const ALL: [Colour; Colour::COUNT] = [
        Colour::White,
        Colour::Black,
        Colour::Red,
        Colour::Orange,
        Colour::Yellow,
        Colour::Green,
        Colour::Blue,
        Colour::Purple,
    ];

    /// A dense index below [`Colour::COUNT`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The name: `white`, `red`, …
    pub const fn name(self) -> &'static str {
        TABLE[self.index()].1
    }

    /// The letter of the position text: `w`, `r`, …
    pub const fn letter(self) -> char {
        TABLE[self.index()].2
    }

    /// The colour of a position-text letter.
    pub fn from_letter(c: char) -> Option<Colour> {
        TABLE
            .iter()
            .find(|(_, _, letter)| *letter == c)
            .map(|(colour, _, _)| *colour)
    }

    /// The colour of a name (`white`, `red`, …).
    pub fn from_name(name: &str) -> Option<Colour> {
        TABLE
            .iter()
            .find(|(_, n, _)| *n == name)
            .map(|(colour, _, _)| *colour)
    }

    /// The side of a two-player game this colour is, if it is White or Black.
    pub const fn side(self) -> Option<Color> {
        match self {
            Colour::White => Some(Color::White),
            Colour::Black => Some(Color::Black),
            _ => None,
        }
    }
}

impl From<Color> for Colour {
    fn from(color: Color) -> Colour {
        match color {
            Color::White => Colour::White,
            Color::Black => Colour::Black,
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A text named no colour.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownColour(pub String);

impl fmt::Display for UnknownColour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a colour (expected ", self.0)?;
        for (i, colour) in Colour::ALL.iter().enumerate() {
            let sep = match i {
                0 => "",
                i if i + 1 == Colour::COUNT => " or ",
                _ => ", ",
            };
            write!(f, "{sep}{colour}")?;
        }
        f.write_str(")")
    }
}

impl std::error::Error for UnknownColour {}

impl FromStr for Colour {
    type Err = UnknownColour;
    fn from_str(s: &str) -> Result<Colour, UnknownColour> {
        Colour::from_name(s).ok_or_else(|| UnknownColour(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_letters_round_trip() {
        for colour in Colour::ALL {
            assert_eq!(Colour::from_letter(colour.letter()), Some(colour));
            assert_eq!(colour.name().parse::<Colour>(), Ok(colour));
            assert_eq!(Colour::ALL[colour.index()], colour);
        }
        assert_eq!(Colour::Blue.letter(), 'u');
        assert_eq!(Colour::from(Color::Black), Colour::Black);
        assert!("pink".parse::<Colour>().is_err());
    }
}
