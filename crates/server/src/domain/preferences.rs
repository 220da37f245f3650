//! A player's preferences for how boards are drawn: chosen from the form's
//! words, field by field, and saved.

use crate::model::{BoardPrefs, UserId};
use crate::store::{Store, StoreError};

/// The board choices as the form sends them.
#[derive(Debug, Clone, Copy)]
pub struct BoardChoice<'a> {
    pub theme: &'a str,
    /// `on` or `off`.
    pub coordinates: &'a str,
    pub pieces: &'a str,
    pub orientation: &'a str,
}

/// What is wrong with each field of a board choice: nothing was saved.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BoardProblems {
    pub theme: Option<&'static str>,
    pub coordinates: Option<&'static str>,
    pub pieces: Option<&'static str>,
    pub orientation: Option<&'static str>,
}

impl BoardProblems {
    pub fn any(&self) -> bool {
        self.theme.is_some()
            || self.coordinates.is_some()
            || self.pieces.is_some()
            || self.orientation.is_some()
    }
}

/// The preferences a choice names, each field that names none kept at its
/// default (to draw the form again) and said in the problems.
pub fn board_prefs_of(choice: BoardChoice<'_>) -> (BoardPrefs, BoardProblems) {
    let defaults = BoardPrefs::default();
    let mut problems = BoardProblems::default();
    let theme = choice.theme.parse().unwrap_or_else(|()| {
        problems.theme = Some("Choose one of the colour themes.");
        defaults.theme
    });
    let coordinates = match choice.coordinates {
        "on" => true,
        "off" => false,
        _ => {
            problems.coordinates = Some("Choose whether to show the coordinates.");
            defaults.coordinates
        }
    };
    let pieces = choice.pieces.parse().unwrap_or_else(|()| {
        problems.pieces = Some("Choose how pieces are drawn.");
        defaults.pieces
    });
    let orientation = choice.orientation.parse().unwrap_or_else(|()| {
        problems.orientation = Some("Choose which side is at the bottom.");
        defaults.orientation
    });
    let prefs = BoardPrefs {
        theme,
        coordinates,
        pieces,
        orientation,
    };
    (prefs, problems)
}

/// Saves the board preferences a choice names, or says what is wrong with
/// it (and saves nothing); the preferences as chosen either way.
pub async fn save_board(
    store: &dyn Store,
    user: UserId,
    choice: BoardChoice<'_>,
) -> Result<(BoardPrefs, BoardProblems), StoreError> {
    let (prefs, problems) = board_prefs_of(choice);
    if !problems.any() {
        store.board_prefs().set_board_prefs(user, prefs).await?;
    }
    Ok((prefs, problems))
}
