//! How a player likes boards drawn (ItsYourTurn's "Edit game boards/graphics"):
//! a colour theme, coordinates on or off, pieces as discs or letters, and which
//! side is at the bottom. Only the drawing changes; squares keep their names.

use std::str::FromStr;

/// The colours of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Theme {
    /// Light and dark wood, the site's own.
    #[default]
    Wood,
    /// A green cloth.
    Green,
    /// Blue and grey.
    Ocean,
    /// Black, white and grey with strong outlines, for low vision.
    Contrast,
}

impl Theme {
    /// Every theme, the default first.
    pub const ALL: [Theme; 4] = [Theme::Wood, Theme::Green, Theme::Ocean, Theme::Contrast];

    /// The word stored, sent by the form and used in the CSS class.
    pub const fn as_str(self) -> &'static str {
        match self {
            Theme::Wood => "wood",
            Theme::Green => "green",
            Theme::Ocean => "ocean",
            Theme::Contrast => "contrast",
        }
    }

    /// Its name on the preferences page.
    pub const fn label(self) -> &'static str {
        match self {
            Theme::Wood => "Wood (light and dark brown)",
            Theme::Green => "Green cloth",
            Theme::Ocean => "Ocean (blue and grey)",
            Theme::Contrast => "High contrast (black, white and grey)",
        }
    }
}

impl FromStr for Theme {
    type Err = ();
    fn from_str(s: &str) -> Result<Self, ()> {
        Theme::ALL.into_iter().find(|t| t.as_str() == s).ok_or(())
    }
}

/// How pieces are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PieceStyle {
    /// White and black discs.
    #[default]
    Discs,
    /// Discs marked with a letter, W and B, for colour-blind players.
    Letters,
}

impl PieceStyle {
    /// Every style, the default first.
    pub const ALL: [PieceStyle; 2] = [PieceStyle::Discs, PieceStyle::Letters];

    /// The word stored, sent by the form and used in the CSS class.
    pub const fn as_str(self) -> &'static str {
        match self {
            PieceStyle::Discs => "discs",
            PieceStyle::Letters => "letters",
        }
    }

    /// Its name on the preferences page.
    pub const fn label(self) -> &'static str {
        match self {
            PieceStyle::Discs => "Discs, white and black",
            PieceStyle::Letters => "Discs with a letter, W and B (for colour-blind players)",
        }
    }
}

impl FromStr for PieceStyle {
    type Err = ();
    fn from_str(s: &str) -> Result<Self, ()> {
        PieceStyle::ALL
            .into_iter()
            .find(|p| p.as_str() == s)
            .ok_or(())
    }
}

/// Which side of the board is at the bottom of a player's games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Orientation {
    /// The player's own yard at the bottom right: Black sees the board turned
    /// round (as on ItsYourTurn).
    #[default]
    OwnSide,
    /// White's yard at the bottom right whatever colour the player has.
    WhiteBottom,
}

impl Orientation {
    /// Every orientation, the default first.
    pub const ALL: [Orientation; 2] = [Orientation::OwnSide, Orientation::WhiteBottom];

    /// The word stored, sent by the form and used in the CSS class.
    pub const fn as_str(self) -> &'static str {
        match self {
            Orientation::OwnSide => "own",
            Orientation::WhiteBottom => "white",
        }
    }

    /// Its name on the preferences page.
    pub const fn label(self) -> &'static str {
        match self {
            Orientation::OwnSide => "My own side at the bottom",
            Orientation::WhiteBottom => "Always White at the bottom",
        }
    }

    /// The side a player of colour `mine` sees the board from.
    pub fn seen_from(self, mine: halma_rules::Color) -> halma_rules::Color {
        match self {
            Orientation::OwnSide => mine,
            Orientation::WhiteBottom => halma_rules::Color::White,
        }
    }
}

impl FromStr for Orientation {
    type Err = ();
    fn from_str(s: &str) -> Result<Self, ()> {
        Orientation::ALL
            .into_iter()
            .find(|o| o.as_str() == s)
            .ok_or(())
    }
}

/// A player's board preferences; the defaults are what anonymous visitors and
/// players who never chose get.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardPrefs {
    pub theme: Theme,
    /// Whether the files and ranks are written around the board.
    pub coordinates: bool,
    pub pieces: PieceStyle,
    pub orientation: Orientation,
}

impl Default for BoardPrefs {
    fn default() -> Self {
        BoardPrefs {
            theme: Theme::default(),
            coordinates: true,
            pieces: PieceStyle::default(),
            orientation: Orientation::default(),
        }
    }
}
