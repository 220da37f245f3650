//! The game page and everything a player does on it, the ItsYourTurn way: click a
//! piece, click where it goes (jump by jump), Submit. The move under construction
//! lives in the URL (`/games/{id}?path=h1-f3-d5`), so Back, reload and two tabs
//! behave and only Submit writes. Every form carries the game's ply count when
//! the page was drawn; a stale or repeated form changes nothing.

use askama::Template;
use axum::{
    extract::{Path, Query, State},
    http::header,
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};
use halma_rules::{
    parse_path, CampRule, Color, Game, Move, RepetitionRule, Rules, Square, SquareSet,
};
use serde::Deserialize;

use crate::{
    board::{self, BoardView, Marks},
    csrf::CsrfForm,
    describe,
    domain::{
        club,
        play::{self, DrawAction},
        DomainError, GameState, Refusal,
    },
    error::AppError,
    store::{self, GameId, GameStatus, MoveRow},
    web::{render, render_with, CurrentUser, MaybeUser, Page},
    AppState,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/games/{id}", get(show))
        .route("/games/{id}/move", get(back_to_game).post(submit))
        .route("/games/{id}/draw", get(back_to_game).post(draw))
        .route("/games/{id}/resign", get(back_to_game).post(resign))
        .route("/games/{id}/record", get(record))
        .route("/games/{id}/claim", get(back_to_game).post(claim))
        .route("/games/{id}/chat", get(back_to_game).post(chat))
}

fn game_id(id: &str) -> Result<GameId, AppError> {
    id.parse().map_err(|_| AppError::NotFound)
}

/// A refusal in the visitor's own layout, with a way back to the game.
#[derive(Template)]
#[template(path = "refusal.html")]
struct RefusalPage<'a> {
    page: Page,
    title: &'a str,
    message: &'a str,
    back: &'a str,
}

/// The answer to a game form: back to the game (or where the form asked), or a
/// page saying what was refused and that nothing changed.
fn answer(
    page: Page,
    id: GameId,
    outcome: Result<String, DomainError>,
) -> Result<Response, AppError> {
    match outcome {
        Ok(to) => Ok(Redirect::to(&to).into_response()),
        Err(DomainError::Refused(Refusal::NotFound)) => Err(AppError::NotFound),
        Err(DomainError::Refused(refusal)) => {
            let message = refusal.message();
            render_with(
                crate::error::status_of(refusal.kind()),
                &RefusalPage {
                    page,
                    title: refusal.title(),
                    message: &message,
                    back: &format!("/games/{id}"),
                },
            )
        }
        Err(DomainError::Fault(e)) => Err(AppError::Internal(e)),
    }
}

/// The house rules in words, with the time per move when there is one.
pub fn house_rules(rules: Rules, days_per_move: Option<i64>) -> Vec<String> {
    let camp = match rules.camp {
        CampRule::Deadline(n) => format!(
            "Yard deadline: after both players have made {n} moves, a player with a piece in its own yard loses (both: a draw); after that, moving a piece back home loses at once."
        ),
        CampRule::Fill => "Fill: you also win by filling every square of the opposite yard, at least one with your own piece.".to_owned(),
    };
    let repetition = match rules.repetition {
        RepetitionRule::Auto => {
            "Repetition: the same position for the third time is a draw, declared automatically."
                .to_owned()
        }
        RepetitionRule::Claim => format!(
            "Repetition: after move {}, a player may claim a draw by naming the move that would repeat the position for the third time; an admin decides.",
            halma_rules::CLAIM_AFTER_FULLMOVE
        ),
    };
    let mut words = vec![
        format!("{} ({})", rules.variant.name(), rules.variant.id()),
        camp,
        repetition,
    ];
    words.extend(days_per_move.map(|days| format!("{}.", describe::days_per_move(days))));
    words
}

/// One line of the move list: a full-move number with White's and Black's move.
pub struct MoveLine {
    pub number: u32,
    pub white: String,
    pub black: String,
}

pub fn move_lines(game: &Game) -> Vec<MoveLine> {
    lines_of(
        game.moves()
            .iter()
            .zip(game.positions())
            .map(|(m, before)| (before.fullmove(), before.turn(), m.to_string())),
    )
}

/// The move list of a stored game: the plies alternate, passes included, White
/// first, so ply `n` is full move `(n + 1) / 2`.
pub fn stored_move_lines(moves: &[MoveRow]) -> Vec<MoveLine> {
    lines_of(moves.iter().map(|m| {
        (
            u32::try_from((m.number + 1) / 2).unwrap_or(u32::MAX),
            GameState::mover(m.number),
            m.path.clone(),
        )
    }))
}

/// Full-move lines from each ply's full-move number, mover and text.
fn lines_of(plies: impl Iterator<Item = (u32, Color, String)>) -> Vec<MoveLine> {
    let mut lines: Vec<MoveLine> = Vec::new();
    for (number, mover, text) in plies {
        if mover == Color::White || lines.is_empty() {
            lines.push(MoveLine {
                number,
                white: String::new(),
                black: String::new(),
            });
        }
        let line = lines.last_mut().expect("pushed above");
        match mover {
            Color::White => line.white = text,
            Color::Black => line.black = text,
        }
    }
    lines
}

/// The squares of the last move `colour` made (not a pass), for the blue outline.
pub fn last_move_of(game: &Game, colour: Color) -> SquareSet {
    game.moves()
        .iter()
        .enumerate()
        .rev()
        .find(|(i, m)| game.positions()[*i].turn() == colour && !m.is_pass())
        .map(|(_, m)| m.squares().iter().copied().collect())
        .unwrap_or_default()
}

#[derive(Debug, Default, Deserialize)]
pub struct ShowQuery {
    #[serde(default)]
    path: String,
    #[serde(default)]
    done: Option<String>,
}

#[derive(Template)]
#[template(path = "game.html")]
struct GamePage {
    page: Page,
    id: String,
    title: String,
    white: String,
    black: String,
    /// The players' ratings in this game, as shown (`1523`, `1500?`).
    white_rating: String,
    black_rating: String,
    /// Whether the game counts for the ratings, in words.
    rated_note: String,
    viewer: Option<Color>,
    board: BoardView,
    /// The situation in words: whose turn, or the result.
    status_line: String,
    /// The time left for the move, when the game is on.
    clock: String,
    notice: Option<String>,
    warning: Option<String>,
    my_turn: bool,
    path: String,
    show_done: bool,
    show_submit: bool,
    show_claim: bool,
    ply: i64,
    lines: Vec<MoveLine>,
    rules: Vec<String>,
    rules_href: String,
    active: bool,
    can_offer_draw: bool,
    draw_offer_to_me: bool,
    draw_offer_from_me: bool,
    offer_with_move: bool,
    claim_note: Option<String>,
    is_admin: bool,
    /// The game chat, shown to the players only.
    chat: Option<Vec<ChatLine>>,
}

/// A line of game chat, ready for the template.
struct ChatLine {
    /// The line's id, which its Report button names.
    id: String,
    /// Written by the viewer (no Report button).
    mine: bool,
    from: String,
    body: String,
    new: bool,
}

/// Whether a game counts for the ratings, in words.
fn rated_note(row: &store::GameRow) -> String {
    let min = crate::domain::ratings::MIN_MOVES_EACH;
    match (row.rated, row.status, row.rating_seq) {
        (false, _, _) => "Not rated.".to_owned(),
        (true, GameStatus::Finished, Some(_)) => {
            "Rated: the result counted for both ratings.".to_owned()
        }
        (true, GameStatus::Finished, None) => {
            format!("Not rated after all: it ended before each side made {min} moves.")
        }
        (true, _, _) => format!(
            "Rated, once each side has made {min} moves: a game that ends sooner is not rated."
        ),
    }
}

async fn show(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(query): Query<ShowQuery>,
    MaybeUser(user): MaybeUser,
    page: Page,
) -> Result<Response, AppError> {
    let id = game_id(&id)?;
    let game = GameState::load(state.store.as_ref(), id).await?;
    let row = &game.row;
    let now = store::now();
    let viewer = user.as_ref().and_then(|u| row.colour_of(u.id));
    let position = game.position();
    let turn = position.turn();
    let active = row.status == GameStatus::Active;
    let my_turn = active && viewer == Some(turn);

    // The move under construction, checked against the rules; a stale or forged
    // path falls back to the plain board with a word of explanation.
    let mut notice = None;
    let mut path: Vec<Square> = Vec::new();
    if my_turn && !query.path.is_empty() {
        match parse_path(&query.path)
            .map_err(|e| e.to_string())
            .and_then(|p| position.clicks(&p).map(|_| p).map_err(|e| e.to_string()))
        {
            Ok(p) => path = p.to_vec(),
            Err(e) => notice = Some(format!("That move cannot be made here ({e}); start again.")),
        }
    }
    let clicks = if my_turn {
        Some(position.clicks(&path)?)
    } else {
        None
    };
    let complete = clicks.is_some_and(|c| c.complete);
    let done = query.done.is_some();
    let more_jumps = clicks.is_some_and(|c| !c.targets.is_empty());
    let show_submit = complete && (done || !more_jumps);
    let show_done = complete && more_jumps && !done;

    // The board shows the piece where the clicks have taken it.
    let pending = Move::new(&path);
    let shown = match pending {
        Some(m) => position.clone().play(&m).map_err(AppError::internal)?,
        None => position.clone(),
    };
    let mut marks = Marks {
        selected: path.last().copied(),
        last_move: game.last_move_of(!turn).into_iter().collect(),
        ..Marks::default()
    };
    if let Some(c) = clicks {
        if !(complete && done) {
            marks.targets = if path.is_empty() {
                SquareSet::EMPTY
            } else {
                c.targets
            };
            marks.links = c.targets;
        }
    }
    let path_text = path
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("-");
    let href = |sq: Square| {
        if path_text.is_empty() {
            format!("/games/{id}?path={sq}")
        } else {
            format!("/games/{id}?path={path_text}-{sq}")
        }
    };
    let board = board::view(&shown, viewer.unwrap_or(Color::White), &marks, href);

    // Warn before a Submit that loses the game (as soon as the move could be submitted).
    let warning = match (complete, pending) {
        (true, Some(m)) => game
            .play(&m)
            .ok()
            .and_then(|played| played.outcome)
            .filter(|outcome| outcome.winner() == Some(!turn))
            .map(|outcome| {
                format!(
                    "Careful: submitting this move loses the game ({}).",
                    outcome.reason_text()
                )
            }),
        _ => None,
    };

    let status_line = match (&row.status, &row.verdict) {
        (GameStatus::Finished, Some(verdict)) => verdict.describe(&row.rules),
        (GameStatus::Finished, None) => "Finished".to_owned(),
        (GameStatus::Claim, _) => {
            "A draw claim is waiting for an admin's decision; the clocks are stopped.".to_owned()
        }
        (GameStatus::Active, _) if my_turn => "Your turn.".to_owned(),
        (GameStatus::Active, _) => format!("{} to move ({}).", row.player(turn).name, turn.name()),
    };
    let clock = if active {
        format!(
            "{} for {}'s move.",
            describe::time_left(row.turn_deadline, now),
            row.player(turn).name
        )
    } else {
        String::new()
    };
    let me = user.as_ref().map(|u| u.id);
    let draw_offer_to_me =
        active && viewer.is_some() && row.draw_offered_by.is_some() && row.draw_offered_by != me;
    let draw_offer_from_me = active && row.draw_offered_by.is_some() && row.draw_offered_by == me;
    let show_claim = show_submit && row.rules.repetition == RepetitionRule::Claim;
    let claim_note = if row.rules.repetition == RepetitionRule::Claim {
        state
            .store
            .claims()
            .latest_claim(id)
            .await?
            .and_then(|c| match c.status.as_str() {
                "rejected" => Some(format!(
                    "{}'s draw claim with {} was rejected by an admin: {}.",
                    c.claimant.name,
                    c.path,
                    c.reason.unwrap_or_default()
                )),
                "pending" => Some(format!(
                    "{} claims a draw with {} (not played); an admin will decide.",
                    c.claimant.name, c.path
                )),
                _ => None,
            })
    } else {
        None
    };
    let is_admin = user.as_ref().is_some_and(|u| u.is_admin);
    let chat = match (&user, viewer) {
        (Some(u), Some(colour)) => Some(
            club::chat_for(
                state.store.as_ref(),
                id,
                u.id,
                row.player(!colour).id,
                store::now(),
            )
            .await?
            .into_iter()
            .map(|(l, new)| ChatLine {
                id: l.id.to_string(),
                mine: l.sender_id == u.id,
                from: l.sender_name,
                body: l.body,
                new,
            })
            .collect(),
        ),
        _ => None,
    };
    let ratings = crate::ratings_pages::shown(
        state.store.as_ref(),
        &[row.white.id, row.black.id],
        row.rules.variant.id(),
    )
    .await?;
    let rated_note = rated_note(row);
    let template = GamePage {
        chat,
        page,
        id: id.to_string(),
        title: format!("{} vs {}", row.white.name, row.black.name),
        white: row.white.name.clone(),
        black: row.black.name.clone(),
        white_rating: ratings.get(&row.white.id).cloned().unwrap_or_default(),
        black_rating: ratings.get(&row.black.id).cloned().unwrap_or_default(),
        rated_note,
        viewer,
        board,
        status_line,
        clock,
        notice,
        warning,
        my_turn,
        path: path_text,
        show_done,
        show_submit,
        show_claim,
        ply: row.ply,
        lines: stored_move_lines(&game.moves),
        rules: house_rules(row.rules, Some(row.days_per_move)),
        rules_href: format!("/rules/{}", row.rules.variant.id()),
        active,
        can_offer_draw: active
            && viewer.is_some()
            && row.draw_offered_by.is_none()
            && row.draw_offer_ply != Some(row.ply),
        draw_offer_to_me,
        draw_offer_from_me,
        offer_with_move: row.draw_offered_by.is_none() && row.draw_offer_ply != Some(row.ply),
        claim_note,
        is_admin,
    };
    render(&template)
}

#[derive(Debug, Deserialize)]
pub struct ChatForm {
    #[serde(default)]
    body: String,
}

/// A line of game chat, from one of the players.
async fn chat(
    State(state): State<AppState>,
    Path(id): Path<String>,
    CurrentUser(user): CurrentUser,
    page: Page,
    CsrfForm(form): CsrfForm<ChatForm>,
) -> Result<Response, AppError> {
    let id = game_id(&id)?;
    let body = form.body.replace("\r\n", "\n");
    let body = body.trim_end();
    if body.chars().count() > crate::messages::MAX_BODY {
        return Err(AppError::visitor(
            axum::http::StatusCode::BAD_REQUEST,
            "That did not work",
            "A chat line can have at most 5000 characters. Nothing was sent.",
        ));
    }
    let limit = club::ChatLimit {
        per_hour: state.config.chat_lines_per_hour,
    };
    let said = club::chat(
        state.store.as_ref(),
        id,
        user.id,
        body,
        Some(limit),
        store::now(),
    )
    .await;
    answer(page, id, said.map(|()| format!("/games/{id}#chat")))
}

/// The address of a game's form opened as a page (a bookmark, or the way back
/// after logging in to send it): the game page, where the form is.
async fn back_to_game(Path(id): Path<String>) -> Result<Response, AppError> {
    let id = game_id(&id)?;
    Ok(Redirect::to(&format!("/games/{id}")).into_response())
}

#[derive(Debug, Deserialize)]
pub struct MoveForm {
    ply: i64,
    path: String,
    #[serde(default)]
    then: String,
    #[serde(default)]
    offer_draw: Option<String>,
    /// A note with the move, for the game chat.
    #[serde(default)]
    note: String,
}

async fn submit(
    State(state): State<AppState>,
    Path(id): Path<String>,
    CurrentUser(user): CurrentUser,
    page: Page,
    CsrfForm(form): CsrfForm<MoveForm>,
) -> Result<Response, AppError> {
    let id = game_id(&id)?;
    let submitted = play::submit(
        state.store.as_ref(),
        play::Submit {
            game: id,
            actor: user.id,
            ply: form.ply,
            path: &form.path,
            offer_draw: form.offer_draw.is_some(),
        },
        store::now(),
    )
    .await;
    // The note goes to the chat once the move is recorded (a refused move
    // sends no note).
    let note = form.note.replace("\r\n", "\n");
    let note = note.trim_end();
    if submitted.is_ok()
        && !note.trim().is_empty()
        && note.chars().count() <= crate::messages::MAX_BODY
    {
        club::chat(state.store.as_ref(), id, user.id, note, None, store::now()).await?;
    }
    let to = match form.then.as_str() {
        "next" => "/next".to_owned(),
        "status" => "/status".to_owned(),
        _ => format!("/games/{id}"),
    };
    answer(page, id, submitted.map(|_| to))
}

#[derive(Debug, Deserialize)]
pub struct DrawForm {
    ply: i64,
    action: String,
}

async fn draw(
    State(state): State<AppState>,
    Path(id): Path<String>,
    CurrentUser(user): CurrentUser,
    page: Page,
    CsrfForm(form): CsrfForm<DrawForm>,
) -> Result<Response, AppError> {
    let id = game_id(&id)?;
    let action: DrawAction = form
        .action
        .parse()
        .map_err(|()| AppError::bad_request("Unknown draw action."))?;
    let done = play::draw(
        state.store.as_ref(),
        id,
        user.id,
        form.ply,
        action,
        store::now(),
    )
    .await;
    answer(page, id, done.map(|()| format!("/games/{id}")))
}

#[derive(Debug, Deserialize)]
pub struct PlyForm {
    ply: i64,
}

async fn resign(
    State(state): State<AppState>,
    Path(id): Path<String>,
    CurrentUser(user): CurrentUser,
    page: Page,
    CsrfForm(form): CsrfForm<PlyForm>,
) -> Result<Response, AppError> {
    let id = game_id(&id)?;
    let done = play::resign(state.store.as_ref(), id, user.id, form.ply, store::now()).await;
    answer(page, id, done.map(|_| format!("/games/{id}")))
}

async fn record(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, AppError> {
    let id = game_id(&id)?;
    let text = GameState::load(state.store.as_ref(), id)
        .await?
        .record_text()?;
    Ok((
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"halma-{id}.txt\""),
            ),
        ],
        text,
    )
        .into_response())
}

#[derive(Debug, Deserialize)]
pub struct ClaimForm {
    ply: i64,
    path: String,
}

/// Claim draw (the `claim` rule): the move is named, not played.
async fn claim(
    State(state): State<AppState>,
    Path(id): Path<String>,
    CurrentUser(user): CurrentUser,
    page: Page,
    CsrfForm(form): CsrfForm<ClaimForm>,
) -> Result<Response, AppError> {
    let id = game_id(&id)?;
    let done = play::claim(
        state.store.as_ref(),
        id,
        user.id,
        form.ply,
        &form.path,
        store::now(),
    )
    .await;
    answer(page, id, done.map(|()| format!("/games/{id}")))
}
