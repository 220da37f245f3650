//! The pages that belong to no other area: home, the health check and 404.

use std::time::Duration;

use askama::Template;
use axum::{
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};

use halma_rules::{Color, Position, Variant};

use crate::{
    board::{self, BoardView, Marks},
    error::AppError,
    store::GameRow,
    web::{render, MaybeUser, Page},
    AppState,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/", get(home))
        .route("/healthz", get(healthz))
}

#[derive(Template)]
#[template(path = "home.html")]
struct HomePage {
    page: Page,
    open_signups: bool,
    news: Vec<crate::news::Item>,
    /// A board to look at: the game in progress moved last, or the start.
    board: BoardView,
    /// What the board shows, and the game it links to.
    board_caption: String,
    board_game: Option<String>,
    /// The games in progress, for visitors to watch.
    games: Vec<GameInProgress>,
}

/// A game in progress, as the visitor's home page lists it.
struct GameInProgress {
    id: String,
    white: String,
    black: String,
    game: &'static str,
    moves: String,
}

/// How many games in progress the visitor's home page lists.
const GAMES_SHOWN: i64 = 10;

async fn home(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    page: Page,
) -> Result<Response, AppError> {
    if user.is_some() {
        return Ok(Redirect::to("/status").into_response());
    }
    let store = state.store.as_ref();
    let (news, games) = tokio::try_join!(
        crate::news::latest(store),
        store.games().games_in_progress(GAMES_SHOWN),
    )?;
    let (board, board_caption, board_game) = home_board(games.first(), &page);
    let games = games
        .iter()
        .map(|g| GameInProgress {
            id: g.id.to_string(),
            white: g.white.name.clone(),
            black: g.black.name.clone(),
            game: g.rules.variant.name(),
            moves: page.t1("home-move-number", "number", g.ply / 2 + 1).into(),
        })
        .collect();
    render(&HomePage {
        page,
        open_signups: state.config.signups() != crate::config::Signups::Closed,
        news,
        board,
        board_caption,
        board_game,
        games,
    })
}

/// The board of the visitor's home page: the game in progress moved last, or
/// the start of Halma 8×8 when none is; with its caption and game.
fn home_board(game: Option<&GameRow>, page: &Page) -> (BoardView, String, Option<String>) {
    let in_progress = game.and_then(|g| {
        Position::from_text(g.rules.variant, &g.position)
            .ok()
            .map(|p| (g, p))
    });
    let (position, caption, id) = match in_progress {
        Some((g, position)) => (
            position,
            page.t3(
                "home-board-caption",
                "white",
                g.white.name.as_str(),
                "black",
                g.black.name.as_str(),
                "game",
                g.rules.variant.name(),
            )
            .into(),
            Some(g.id.to_string()),
        ),
        None => (
            Position::start(Variant::Halma8x8),
            page.t1("home-board-start", "game", Variant::Halma8x8.name())
                .into(),
            None,
        ),
    };
    let board = board::view(&position, Color::White, &Marks::default(), |_| {
        String::new()
    })
    .styled(&page.board)
    .labelled_in(page.lang);
    (board, caption, id)
}

/// How long the health check waits for its write.
const HEALTH_WRITE_TIMEOUT: Duration = Duration::from_secs(2);

/// 200 when the database takes a write, 503 when it does not. A database that
/// answers reads but cannot be written (a full disk, a read-only file or
/// transaction, a write lock held too long) cannot play games, so the check
/// writes: the heartbeat, which says the server is up anyway.
async fn healthz(State(state): State<AppState>) -> Response {
    let write = state.store.system().set_heartbeat(crate::store::now());
    let problem = match tokio::time::timeout(HEALTH_WRITE_TIMEOUT, write).await {
        Ok(Ok(())) => return (StatusCode::OK, "ok\n").into_response(),
        Ok(Err(e)) => e.to_string(),
        Err(_) => format!("no write within {HEALTH_WRITE_TIMEOUT:?}"),
    };
    tracing::error!(error = %problem, "health check: the database cannot be written");
    (
        StatusCode::SERVICE_UNAVAILABLE,
        "database cannot be written\n",
    )
        .into_response()
}

/// The fallback: a 404 (in the visitor's own layout, as every error page).
pub async fn not_found() -> AppError {
    AppError::NotFound
}

/// A known address asked in a way it does not answer (a form's address opened
/// as a page, say).
pub async fn method_not_allowed() -> AppError {
    AppError::translated(
        StatusCode::METHOD_NOT_ALLOWED,
        crate::i18n::Words::Id("error-method-title"),
        crate::i18n::Words::Id("error-method"),
    )
}
