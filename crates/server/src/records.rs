//! Game records brought back: a player pastes a record (downloaded here, or
//! written by hand in RULES.md's format) and sees it replayed: the moves, the
//! final position, and how the rules judge it. Nothing is stored. First / Back
//! / Forward / Last step through it: buttons of the same form, which send the
//! record again with the ply to show (`at`).

use askama::Template;
use axum::{extract::DefaultBodyLimit, http::StatusCode, response::Response, routing::get, Router};
use halma_rules::{Color, Record};
use serde::Deserialize;

use crate::{
    board::{self, BoardView, Marks},
    bounds::{MAX_RECORD, RECORD_BODY_LIMIT},
    csrf::CsrfForm,
    error::AppError,
    games::{
        house_rules_in, last_move_of, move_lines, parse_at_in, ply_caption_in, words, MoveLine,
        Steps,
    },
    i18n::{self, Lang},
    model::result::Verdict,
    web::{render, render_with, Page},
    AppState,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/records", get(form).post(replay))
        .layer(DefaultBodyLimit::max(RECORD_BODY_LIMIT))
}

/// A replayed record, ready for the page.
struct Replayed {
    white: String,
    black: String,
    rules: Vec<String>,
    rules_href: String,
    lines: Vec<MoveLine>,
    board: BoardView,
    /// The result the record states, in words.
    stated: String,
    /// What the rules say of the final position, in words.
    judged: String,
    /// The ply shown and the plies around it (each link the ply's number).
    steps: Steps,
}

#[derive(Template)]
#[template(path = "records.html")]
struct RecordsPage {
    page: Page,
    record: String,
    error: Option<String>,
    replayed: Option<Replayed>,
}

async fn form(page: Page) -> Result<Response, AppError> {
    render(&RecordsPage {
        page,
        record: String::new(),
        error: None,
        replayed: None,
    })
}

#[derive(Debug, Deserialize)]
pub struct RecordForm {
    record: String,
    /// The ply to show the position after; the last when absent.
    #[serde(default)]
    at: Option<String>,
}

async fn replay(
    page: Page,
    CsrfForm(mut form): CsrfForm<RecordForm>,
) -> Result<Response, AppError> {
    match replayed(page.lang, &form.record, form.at.as_deref()) {
        Ok(mut replayed) => {
            let prefs = page.board;
            replayed.board = replayed.board.styled(&prefs);
            render(&RecordsPage {
                page,
                record: form.record,
                error: None,
                replayed: Some(replayed),
            })
        }
        Err(error) => render_with(
            StatusCode::BAD_REQUEST,
            &RecordsPage {
                page,
                // Kept in the box to be mended, unless it is too long to send back.
                record: if form.record.len() > MAX_RECORD {
                    String::new()
                } else {
                    std::mem::take(&mut form.record)
                },
                error: Some(error),
                replayed: None,
            },
        ),
    }
}

/// Reads and replays a record, or says what is wrong with it and where.
fn replayed(lang: Lang, text: &str, at: Option<&str>) -> Result<Replayed, String> {
    let error = |id: &str, e: String| i18n::t_args(lang, id, &[("error", e.into())]);
    if text.len() > MAX_RECORD {
        return Err(i18n::t_args(
            lang,
            "game-records-too-long",
            &[("size", (MAX_RECORD / 1000).into())],
        ));
    }
    if text.trim().is_empty() {
        return Err(i18n::t(lang, "game-records-empty"));
    }
    let record: Record = text.parse().map_err(|e: halma_rules::ParseRecordError| {
        error("game-records-unreadable", e.to_string())
    })?;
    let game = record
        .replay()
        .map_err(|e| error("game-records-no-replay", e.to_string()))?;
    let plies = i64::try_from(game.moves().len()).unwrap_or(i64::MAX);
    let at = match at {
        None => plies,
        Some(raw) => parse_at_in(lang, raw, plies)?,
    };
    // The move of ply `at` (counted from 1), when a ply before the last is shown.
    let played = usize::try_from(at - 1)
        .ok()
        .and_then(|i| game.moves().get(i));
    let (shown, last_move) = match usize::try_from(at).ok().filter(|&a| a < game.moves().len()) {
        Some(before) => (
            &game.positions()[before],
            played
                .filter(|m| !m.is_pass())
                .map(|m| m.squares().iter().copied().collect())
                .unwrap_or_default(),
        ),
        None => (
            game.position(),
            last_move_of(&game, !game.position().turn()),
        ),
    };
    let marks = Marks {
        last_move,
        ..Marks::default()
    };
    let position = game.position();
    // A downloaded record words its termination fully ("Black wins: white
    // resigned"); one written by hand may say anything, and is shown as it is.
    let stated = match (record.result.as_str(), record.termination.as_deref()) {
        ("*", _) => i18n::t(lang, "game-records-in-progress"),
        (_, Some(termination)) if !termination.trim().is_empty() => termination.to_owned(),
        ("1-0", _) => words::winner_words(lang, Some(Color::White)),
        ("0-1", _) => words::winner_words(lang, Some(Color::Black)),
        ("1/2-1/2", _) => words::winner_words(lang, None),
        _ => i18n::t(lang, "game-finished"),
    };
    let judged = match game.outcome() {
        Some(outcome) => words::describe(lang, &Verdict::of_outcome(outcome), &record.rules),
        None => i18n::t_args(
            lang,
            "game-records-goes-on",
            &[("colour", words::color(lang, position.turn()).into())],
        ),
    };
    Ok(Replayed {
        white: record.white.clone(),
        black: record.black.clone(),
        rules: house_rules_in(lang, record.rules, None),
        rules_href: format!("/rules/{}", record.rules.variant.id()),
        lines: move_lines(&game),
        board: board::view(shown, Color::White, &marks, |_| String::new()).labelled_in(lang),
        stated,
        judged,
        steps: Steps::around(
            at,
            plies,
            ply_caption_in(lang, at, plies, played.map(ToString::to_string).as_deref()),
            |ply| ply.to_string(),
        ),
    })
}
