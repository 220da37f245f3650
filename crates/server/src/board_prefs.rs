//! Board preferences (`/account/board`, ItsYourTurn's "Edit game boards" and
//! "Edit game graphics"): colour theme, coordinates, piece style and the side at
//! the bottom, stored per player and applied to every board they see as classes
//! of the board element (no script, no inline style).

use askama::Template;
use axum::{
    extract::{Query, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};
use halma_rules::{Color, Position, Variant};
use serde::Deserialize;

use crate::{
    board::{self, BoardView, Marks},
    csrf::CsrfForm,
    domain::preferences::{self, BoardChoice, BoardProblems},
    error::AppError,
    i18n,
    model::{BoardPrefs, Orientation, PieceStyle, Theme},
    web::{render, render_with, CurrentUser, Page},
    AppState,
};

pub fn router() -> Router<AppState> {
    Router::new().route("/account/board", get(edit_form).post(edit))
}

/// One choice of a radio group.
struct Choice {
    value: &'static str,
    label: String,
    checked: bool,
}

fn choices<T: Copy + PartialEq>(
    all: &[T],
    chosen: T,
    value: impl Fn(T) -> &'static str,
    label: impl Fn(T) -> String,
) -> Vec<Choice> {
    all.iter()
        .map(|&t| Choice {
            value: value(t),
            label: label(t),
            checked: t == chosen,
        })
        .collect()
}

#[derive(Template)]
#[template(path = "account_board.html")]
struct EditPage {
    page: Page,
    themes: Vec<Choice>,
    coordinates: Vec<Choice>,
    pieces: Vec<Choice>,
    orientations: Vec<Choice>,
    /// What was wrong with the form, beside the field it is about.
    errors: BoardProblems,
    saved: bool,
    /// The start of Halma 8×8 drawn as the preferences say.
    board: BoardView,
}

fn edit_page(page: Page, prefs: BoardPrefs, errors: BoardProblems, saved: bool) -> EditPage {
    let lang = page.lang;
    // A choice's words: `account-board-<group>-<value>`.
    let words = |group: &str, value: &str| i18n::t(lang, &format!("account-board-{group}-{value}"));
    let start = Position::start(Variant::Halma8x8);
    let board =
        board::view(&start, Color::White, &Marks::default(), |_| String::new()).labelled_in(lang);
    EditPage {
        page,
        themes: choices(&Theme::ALL, prefs.theme, Theme::as_str, |t| {
            words("theme", t.as_str())
        }),
        coordinates: choices(
            &[true, false],
            prefs.coordinates,
            |on| if on { "on" } else { "off" },
            |on| words("coordinates", if on { "on" } else { "off" }),
        ),
        pieces: choices(&PieceStyle::ALL, prefs.pieces, PieceStyle::as_str, |p| {
            words("pieces", p.as_str())
        }),
        orientations: choices(
            &Orientation::ALL,
            prefs.orientation,
            Orientation::as_str,
            |o| words("orientation", o.as_str()),
        ),
        errors,
        saved,
        board: board.styled(&prefs),
    }
}

#[derive(Deserialize)]
struct SavedQuery {
    saved: Option<String>,
}

async fn edit_form(
    CurrentUser(_): CurrentUser,
    Query(query): Query<SavedQuery>,
    page: Page,
) -> Result<Response, AppError> {
    let prefs = page.board;
    render(&edit_page(
        page,
        prefs,
        BoardProblems::default(),
        query.saved.is_some(),
    ))
}

#[derive(Deserialize)]
struct EditForm {
    #[serde(default)]
    theme: String,
    #[serde(default)]
    coordinates: String,
    #[serde(default)]
    pieces: String,
    #[serde(default)]
    orientation: String,
}

async fn edit(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    page: Page,
    CsrfForm(form): CsrfForm<EditForm>,
) -> Result<Response, AppError> {
    let choice = BoardChoice {
        theme: &form.theme,
        coordinates: &form.coordinates,
        pieces: &form.pieces,
        orientation: &form.orientation,
    };
    let (prefs, errors) = preferences::save_board(state.store.as_ref(), user.id, choice).await?;
    if errors.any() {
        return render_with(
            StatusCode::BAD_REQUEST,
            &edit_page(page, prefs, errors, false),
        );
    }
    Ok(Redirect::to("/account/board?saved=1").into_response())
}
