//! A page per game that explains its board, moves and house rules in plain
//! words, with the start position drawn.

use askama::Template;
use axum::{
    extract::{Path, State},
    response::Response,
    routing::get,
    Router,
};
use halma_rules::{CampRule, Color, MoveKind, Position, Variant};

use crate::{
    board::{self, BoardView, Marks},
    board_prefs,
    error::AppError,
    web::{render, Page},
    AppState,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/rules", get(index))
        .route("/rules/{game}", get(show))
}

#[derive(Template)]
#[template(path = "rules_index.html")]
struct RulesIndex {
    page: Page,
    games: Vec<(&'static str, &'static str, u8, usize)>,
}

/// The games played here, each with a link to its rules.
async fn index(page: Page) -> Result<Response, AppError> {
    render(&RulesIndex {
        page,
        games: Variant::ALL
            .iter()
            .map(|v| (v.id(), v.name(), v.size(), v.pieces()))
            .collect(),
    })
}

#[derive(Template)]
#[template(path = "rules.html")]
struct RulesPage {
    page: Page,
    name: &'static str,
    size: u8,
    pieces: usize,
    halma: bool,
    camp_rules: Vec<String>,
    board: BoardView,
    others: Vec<(&'static str, &'static str)>,
}

fn camp_words(rule: CampRule) -> String {
    match rule {
        CampRule::Deadline(n) => format!(
            "Deadline {n}: once both players have made {n} moves, a player who still has a piece in its own yard loses (if both do, the game is a draw). After that, a move that ends with one of your pieces back in your own yard loses at once; a jump chain that only passes through it is fine."
        ),
        CampRule::Fill => "Fill: you also win when every square of the opposite yard is occupied, at least one of them by your own piece, even if your opponent left pieces there. If your move completes this for your opponent, your opponent wins.".to_owned(),
    }
}

async fn show(
    State(state): State<AppState>,
    Path(game): Path<String>,
    page: Page,
) -> Result<Response, AppError> {
    let variant: Variant = game.parse().map_err(|_| AppError::NotFound)?;
    let prefs = board_prefs::of(state.store.as_ref(), page.user.as_ref()).await?;
    let start = Position::start(variant);
    render(&RulesPage {
        page,
        name: variant.name(),

        size: variant.size(),
        pieces: variant.pieces(),
        halma: variant.move_kind() == MoveKind::Halma,
        camp_rules: variant
            .camp_rules()
            .iter()
            .map(|r| camp_words(*r))
            .collect(),
        board: board::view(&start, Color::White, &Marks::default(), |_| String::new())
            .styled(&prefs),
        others: Variant::ALL
            .iter()
            .filter(|v| **v != variant)
            .map(|v| (v.id(), v.name()))
            .collect(),
    })
}
