//! The colour a player asks for when posting an offer.

use halma_rules::Color;

/// The colour the poster of an offer takes; `Random` is decided when the game
/// is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ColourChoice {
    White,
    Black,
    #[default]
    Random,
}

impl ColourChoice {
    /// The form and column value: `white`, `black` or `random`.
    pub fn as_str(self) -> &'static str {
        match self {
            ColourChoice::White => "white",
            ColourChoice::Black => "black",
            ColourChoice::Random => "random",
        }
    }

    /// The poster's colour, tossing a coin for `Random`.
    pub fn decide(self) -> Color {
        match self {
            ColourChoice::White => Color::White,
            ColourChoice::Black => Color::Black,
            ColourChoice::Random => {
                if rand::random::<bool>() {
                    Color::White
                } else {
                    Color::Black
                }
            }
        }
    }
}

impl std::str::FromStr for ColourChoice {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "white" => Ok(ColourChoice::White),
            "black" => Ok(ColourChoice::Black),
            "random" => Ok(ColourChoice::Random),
            other => Err(format!(
                "unknown colour '{other}' (expected white, black or random)"
            )),
        }
    }
}
