//! The game page and everything a player does on it, the ItsYourTurn way: click a
//! piece, click where it goes (jump by jump), Submit. The move under construction
//! lives in the URL (`/games/{id}?path=h1-f3-d5`), so Back, reload and two tabs
//! behave and only Submit writes. Every form carries the game's ply count when
//! the page was drawn; a stale or repeated form changes nothing.

use askama::Template;
use axum::{
    extract::{Path, Query, State},
    http::{header, StatusCode},
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};
use halma_rules::{
    parse_path, CampRule, Color, Game, Move, RepetitionRule, Rules, Square, SquareSet,
};
use serde::Deserialize;
use time::OffsetDateTime;

use crate::{
    adjudicator::{self, win_for},
    board::{self, BoardView, Marks},
    csrf::CsrfForm,
    describe,
    error::AppError,
    store::{self, Finish, GameId, GameRow, GameStatus, MoveCommit, NewMove, StoreError},
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
}

/// A game as stored, replayed.
pub struct Loaded {
    pub row: GameRow,
    pub game: Game,
    /// When each ply was played.
    pub played_at: Vec<OffsetDateTime>,
}

fn game_id(id: &str) -> Result<GameId, AppError> {
    id.parse().map_err(|_| AppError::NotFound)
}

/// Loads a game and replays its moves.
pub async fn load(state: &AppState, id: GameId) -> Result<Loaded, AppError> {
    let row = state.store.game(id).await?.ok_or(AppError::NotFound)?;
    let moves = state.store.moves(id).await?;
    let paths: Vec<String> = moves.iter().map(|m| m.path.clone()).collect();
    let game = adjudicator::replay(&row, &paths)?;
    Ok(Loaded {
        row,
        game,
        played_at: moves.iter().map(|m| m.played_at).collect(),
    })
}

/// The reason a game agreed drawn ends with.
const DRAW_AGREED: &str = "draw agreed";

/// A refusal in the visitor's own layout, with a way back to the game.
#[derive(Template)]
#[template(path = "refusal.html")]
struct RefusalPage<'a> {
    page: Page,
    title: &'a str,
    message: &'a str,
    back: &'a str,
}

/// Why a player's action on a game was refused. Nothing was changed in any case;
/// each says so in plain words.
#[derive(Debug)]
enum Refusal {
    /// A stale or repeated form: the game's ply moved on (double click, Back, two tabs).
    AlreadyPlayed,
    GameOver,
    ClaimPending,
    NotYourTurn,
    TimeRanOut(String),
    NotAMove(String),
    CannotPass,
    Illegal(String),
    DrawNotOpen,
    DrawStands,
    /// A repeated Accept draw: the draw was agreed by the first.
    DrawAlreadyAgreed,
    /// A second offer in one move, after the first was declined.
    DrawAlreadyOffered,
    /// A repeated Resign: the first one ended the game.
    AlreadyResigned,
    /// A claim an admin rejected, sent again from the same page.
    ClaimAlreadyRejected,
    MovedOn,
    ClaimRefused(String),
}

impl Refusal {
    fn status(&self) -> StatusCode {
        match self {
            Refusal::NotAMove(_)
            | Refusal::CannotPass
            | Refusal::Illegal(_)
            | Refusal::ClaimRefused(_) => StatusCode::BAD_REQUEST,
            _ => StatusCode::CONFLICT,
        }
    }

    fn title(&self) -> &'static str {
        match self {
            Refusal::AlreadyPlayed => "That move was already played",
            Refusal::GameOver => "This game is over",
            Refusal::ClaimPending => "A draw claim is already pending",
            Refusal::NotYourTurn => "Not your turn",
            Refusal::TimeRanOut(_) => "Time ran out",
            Refusal::NotAMove(_) => "That is not a move",
            Refusal::CannotPass => "You cannot pass",
            Refusal::Illegal(_) => "That move is not legal",
            Refusal::DrawNotOpen => "That draw offer was already answered",
            Refusal::DrawStands => "A draw offer stands already",
            Refusal::DrawAlreadyAgreed => "That draw was already agreed",
            Refusal::DrawAlreadyOffered => "A draw was already offered in this move",
            Refusal::AlreadyResigned => "You already resigned",
            Refusal::ClaimAlreadyRejected => "That claim was already rejected",
            Refusal::MovedOn => "The game has moved on",
            Refusal::ClaimRefused(_) => "Draw claim refused",
        }
    }

    fn message(&self) -> String {
        match self {
            Refusal::AlreadyPlayed => "That move was already played, or the game has moved on since this page was drawn. Nothing was changed.".to_owned(),
            Refusal::GameOver => "This game is already over; nothing was changed.".to_owned(),
            Refusal::ClaimPending => "A draw claim is already waiting for an admin; the game goes on after the decision. Nothing was changed.".to_owned(),
            Refusal::NotYourTurn => "It is your opponent's turn; nothing was changed.".to_owned(),
            Refusal::TimeRanOut(m) => m.clone(),
            Refusal::NotAMove(e) => format!("{e}. Nothing was changed."),
            Refusal::CannotPass => "A player with a legal move may not pass; the server records a pass by itself when there is no move.".to_owned(),
            Refusal::Illegal(e) => format!("{e}. Nothing was changed."),
            Refusal::DrawNotOpen => "The draw offer was already answered, or a move was played, since this page was drawn. Nothing was changed.".to_owned(),
            Refusal::DrawStands => "A draw offer is already open in this game.".to_owned(),
            Refusal::DrawAlreadyAgreed => "The draw was already agreed, and the game is over. Nothing was changed.".to_owned(),
            Refusal::DrawAlreadyOffered => "A draw was already offered in this move and declined; a new offer can wait for the next move. Nothing was changed.".to_owned(),
            Refusal::AlreadyResigned => "You already resigned this game, and it is over. Nothing was changed.".to_owned(),
            Refusal::ClaimAlreadyRejected => "An admin already rejected this claim in this position; the game goes on. Nothing was claimed.".to_owned(),
            Refusal::MovedOn => "A move was already played since this page was drawn; look at the game again. Nothing was changed.".to_owned(),
            Refusal::ClaimRefused(e) => format!("The claim was refused: {e}. The game goes on; nothing was changed."),
        }
    }
}

fn refuse(page: Page, id: GameId, refusal: Refusal) -> Response {
    let message = refusal.message();
    render_with(
        refusal.status(),
        &RefusalPage {
            page,
            title: refusal.title(),
            message: &message,
            back: &format!("/games/{id}"),
        },
    )
    .unwrap_or_else(IntoResponse::into_response)
}

/// The placement and side to move, as the moves table keeps it for repetition.
pub fn position_key(position: &halma_rules::Position) -> String {
    format!(
        "{} {}",
        position.to_setup().placement(),
        position.turn().letter()
    )
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
    let mut lines: Vec<MoveLine> = Vec::new();
    for (i, m) in game.moves().iter().enumerate() {
        let before = &game.positions()[i];
        if before.turn() == Color::White || lines.is_empty() {
            lines.push(MoveLine {
                number: before.fullmove(),
                white: String::new(),
                black: String::new(),
            });
        }
        let line = lines.last_mut().expect("pushed above");
        match before.turn() {
            Color::White => line.white = m.to_string(),
            Color::Black => line.black = m.to_string(),
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
}

async fn show(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(query): Query<ShowQuery>,
    MaybeUser(user): MaybeUser,
    page: Page,
) -> Result<Response, AppError> {
    let id = game_id(&id)?;
    let Loaded { row, game, .. } = load(&state, id).await?;
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
        last_move: last_move_of(&game, !turn),
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
    let mut warning = None;
    if let (true, Some(m)) = (complete, pending) {
        let mut after = game.clone();
        if after.play(&m).is_ok() {
            after.pass_if_stuck();
            if let Some(outcome) = after.outcome() {
                if outcome.winner() == Some(!turn) {
                    warning = Some(format!(
                        "Careful: submitting this move loses the game ({}).",
                        outcome.reason_text()
                    ));
                }
            }
        }
    }

    let status_line = match row.status {
        GameStatus::Finished => describe::result(row.result.as_deref(), row.reason.as_deref()),
        GameStatus::Claim => {
            "A draw claim is waiting for an admin's decision; the clocks are stopped.".to_owned()
        }
        GameStatus::Active if my_turn => "Your turn.".to_owned(),
        GameStatus::Active => format!(
            "{} to move ({}).",
            row.player(turn).name,
            match turn {
                Color::White => "white",
                Color::Black => "black",
            }
        ),
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
    let draw_offer_to_me = active
        && viewer.is_some()
        && row.draw_offered_by.is_some()
        && row.draw_offered_by != user.as_ref().map(|u| u.id);
    let draw_offer_from_me = active
        && row.draw_offered_by.is_some()
        && row.draw_offered_by == user.as_ref().map(|u| u.id);
    let show_claim = show_submit && row.rules.repetition == RepetitionRule::Claim;
    let claim_note = if row.rules.repetition == RepetitionRule::Claim {
        state
            .store
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
    let template = GamePage {
        page,
        id: id.to_string(),
        title: format!("{} vs {}", row.white.name, row.black.name),
        white: row.white.name.clone(),
        black: row.black.name.clone(),
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
        lines: move_lines(&game),
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
}

/// The player's colour, or a refusal for anyone else.
fn player_colour(row: &GameRow, user: &store::User) -> Result<Color, AppError> {
    row.colour_of(user.id)
        .ok_or_else(|| AppError::forbidden("Only the two players of this game can do that."))
}

async fn submit(
    State(state): State<AppState>,
    Path(id): Path<String>,
    CurrentUser(user): CurrentUser,
    page: Page,
    CsrfForm(form): CsrfForm<MoveForm>,
) -> Result<Response, AppError> {
    let id = game_id(&id)?;
    let back = format!("/games/{id}");
    let Loaded { row, mut game, .. } = load(&state, id).await?;
    let colour = player_colour(&row, &user)?;
    if form.ply != row.ply {
        return Ok(refuse(page, id, Refusal::AlreadyPlayed));
    }
    match row.status {
        GameStatus::Active => {}
        GameStatus::Finished => {
            return Ok(refuse(page, id, Refusal::GameOver));
        }
        GameStatus::Claim => {
            return Ok(refuse(page, id, Refusal::ClaimPending));
        }
    }
    if game.position().turn() != colour {
        return Ok(refuse(page, id, Refusal::NotYourTurn));
    }
    let now = store::now();
    if let Some(finish) = adjudicator::clock_verdict(&row, colour, now) {
        let message = format!(
            "Your time for this move ran out, so the move was not played: {}.",
            describe::result(Some(&finish.result), Some(&finish.reason))
        );
        match state
            .store
            .finish_game(id, row.ply, GameStatus::Active, finish, now)
            .await
        {
            Ok(()) | Err(StoreError::Conflict) => {}
            Err(e) => return Err(e.into()),
        }
        return Ok(refuse(page, id, Refusal::TimeRanOut(message)));
    }
    let m: Move = match form.path.parse() {
        Ok(m) => m,
        Err(e) => {
            return Ok(refuse(page, id, Refusal::NotAMove(e.to_string())));
        }
    };
    if m.is_pass() {
        return Ok(refuse(page, id, Refusal::CannotPass));
    }
    // One draw offer a move: not again with the move, once declined.
    if form.offer_draw.is_some()
        && row.draw_offered_by.is_none()
        && row.draw_offer_ply == Some(row.ply)
    {
        return Ok(refuse(page, id, Refusal::DrawAlreadyOffered));
    }
    if let Err(e) = game.play(&m) {
        return Ok(refuse(page, id, Refusal::Illegal(e.to_string())));
    }
    let mut moves = vec![NewMove {
        path: m.to_string(),
        position_key: position_key(game.position()),
    }];
    if game.pass_if_stuck() {
        moves.push(NewMove {
            path: Move::PASS.to_string(),
            position_key: position_key(game.position()),
        });
    }
    let finish = adjudicator::rules_verdict(&game);
    // A move declines the opponent's offer; the mover's own offer stands.
    let draw_offered_by = if form.offer_draw.is_some() || row.draw_offered_by == Some(user.id) {
        Some(user.id)
    } else {
        None
    };
    let next = game.position().turn();
    let commit = MoveCommit {
        game: id,
        expected_ply: row.ply,
        moves,
        position: game.position().to_string(),
        to_move: row.player(next).id,
        turn_deadline: now + time::Duration::days(row.days_per_move),
        draw_offered_by: if finish.is_some() {
            None
        } else {
            draw_offered_by
        },
        finish,
        at: now,
    };
    match state.store.commit_moves(commit).await {
        Ok(()) => {}
        Err(StoreError::Conflict) => {
            return Ok(refuse(page, id, Refusal::AlreadyPlayed));
        }
        Err(e) => return Err(e.into()),
    }
    let to = match form.then.as_str() {
        "next" => "/next".to_owned(),
        "status" => "/status".to_owned(),
        _ => back,
    };
    Ok(Redirect::to(&to).into_response())
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
    let back = format!("/games/{id}");
    let row = state.store.game(id).await?.ok_or(AppError::NotFound)?;
    player_colour(&row, &user)?;
    // An answer to an offer that is gone, or an offer from a page drawn
    // before a move.
    let stale = |page: Page| {
        let refusal = if form.action == "offer" {
            Refusal::MovedOn
        } else {
            Refusal::DrawNotOpen
        };
        refuse(page, id, refusal)
    };
    match row.status {
        GameStatus::Active => {}
        GameStatus::Claim => return Ok(refuse(page, id, Refusal::ClaimPending)),
        GameStatus::Finished
            if form.action == "accept" && row.reason.as_deref() == Some(DRAW_AGREED) =>
        {
            return Ok(refuse(page, id, Refusal::DrawAlreadyAgreed))
        }
        GameStatus::Finished => return Ok(refuse(page, id, Refusal::GameOver)),
    }
    if form.ply != row.ply {
        return Ok(stale(page));
    }
    let offered_to_me = row.draw_offered_by.is_some() && row.draw_offered_by != Some(user.id);
    let result = match form.action.as_str() {
        "offer" if row.draw_offered_by.is_some() => {
            return Ok(refuse(page, id, Refusal::DrawStands));
        }
        "offer" if row.draw_offer_ply == Some(row.ply) => {
            return Ok(refuse(page, id, Refusal::DrawAlreadyOffered));
        }
        "offer" => state.store.set_draw_offer(id, row.ply, Some(user.id)).await,
        "accept" if offered_to_me => {
            let finish = Finish {
                result: "1/2-1/2".to_owned(),
                reason: DRAW_AGREED.to_owned(),
            };
            state
                .store
                .finish_game(id, row.ply, GameStatus::Active, finish, store::now())
                .await
        }
        "decline" if offered_to_me => state.store.set_draw_offer(id, row.ply, None).await,
        "accept" | "decline" => return Ok(stale(page)),
        _ => return Err(AppError::bad_request("Unknown draw action.")),
    };
    match result {
        Ok(()) => Ok(Redirect::to(&back).into_response()),
        // Another request got there first (a double click, or both players at
        // once): say what it did, if the game has not moved on meanwhile.
        Err(StoreError::Conflict) if form.action == "offer" => {
            let now = state.store.game(id).await?.ok_or(AppError::NotFound)?;
            let refusal = if now.ply != row.ply || now.status != GameStatus::Active {
                Refusal::MovedOn
            } else if now.draw_offered_by.is_some() {
                Refusal::DrawStands
            } else {
                Refusal::DrawAlreadyOffered
            };
            Ok(refuse(page, id, refusal))
        }
        Err(StoreError::Conflict) => Ok(stale(page)),
        Err(e) => Err(e.into()),
    }
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
    let back = format!("/games/{id}");
    let row = state.store.game(id).await?.ok_or(AppError::NotFound)?;
    let colour = player_colour(&row, &user)?;
    let resigned = format!("{colour} resigned");
    match row.status {
        GameStatus::Active => {}
        // The claim is decided first; the player may resign afterwards.
        GameStatus::Claim => return Ok(refuse(page, id, Refusal::ClaimPending)),
        GameStatus::Finished if row.reason.as_deref() == Some(resigned.as_str()) => {
            return Ok(refuse(page, id, Refusal::AlreadyResigned))
        }
        GameStatus::Finished => return Ok(refuse(page, id, Refusal::GameOver)),
    }
    if form.ply != row.ply {
        return Ok(refuse(page, id, Refusal::MovedOn));
    }
    let finish = Finish {
        result: win_for(!colour).to_owned(),
        reason: resigned,
    };
    match state
        .store
        .finish_game(id, row.ply, row.status, finish, store::now())
        .await
    {
        Ok(()) => Ok(Redirect::to(&back).into_response()),
        Err(StoreError::Conflict) => Ok(refuse(page, id, Refusal::MovedOn)),
        Err(e) => Err(e.into()),
    }
}

async fn record(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, AppError> {
    let id = game_id(&id)?;
    let Loaded { row, game, .. } = load(&state, id).await?;
    let termination = row
        .reason
        .as_deref()
        .map(|reason| describe::result(row.result.as_deref(), Some(reason)));
    let text = halma_rules::Record::of(
        &game,
        &row.white.name,
        &row.black.name,
        row.result.as_deref().unwrap_or("*"),
        termination.as_deref(),
    )
    .to_string();
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

/// Claim draw (the `claim` rule): the move is named, not played; the rules check
/// it at once, and a claim that stands waits for an admin with the clocks stopped.
async fn claim(
    State(state): State<AppState>,
    Path(id): Path<String>,
    CurrentUser(user): CurrentUser,
    page: Page,
    CsrfForm(form): CsrfForm<ClaimForm>,
) -> Result<Response, AppError> {
    let id = game_id(&id)?;
    let back = format!("/games/{id}");
    let Loaded { row, game, .. } = load(&state, id).await?;
    let colour = player_colour(&row, &user)?;
    if form.ply != row.ply {
        return Ok(refuse(page, id, Refusal::AlreadyPlayed));
    }
    match row.status {
        GameStatus::Active => {}
        GameStatus::Claim => return Ok(refuse(page, id, Refusal::ClaimPending)),
        GameStatus::Finished => return Ok(refuse(page, id, Refusal::GameOver)),
    }
    if game.position().turn() != colour {
        return Ok(refuse(page, id, Refusal::NotYourTurn));
    }
    let m: Move = match form.path.parse() {
        Ok(m) => m,
        Err(e) => return Ok(refuse(page, id, Refusal::NotAMove(e.to_string()))),
    };
    if let Err(e) = game.check_claim(&m) {
        return Ok(refuse(page, id, Refusal::ClaimRefused(e.to_string())));
    }
    // A rejection leaves the ply as it was, so the claim's own form would
    // still pass the ply check.
    let path = m.to_string();
    if state
        .store
        .claim_rejected(id, user.id, row.ply, &path)
        .await?
    {
        return Ok(refuse(page, id, Refusal::ClaimAlreadyRejected));
    }
    match state
        .store
        .create_claim(id, user.id, row.ply, &path, store::now())
        .await
    {
        Ok(_) => Ok(Redirect::to(&back).into_response()),
        Err(StoreError::Conflict) => Ok(refuse(page, id, Refusal::AlreadyPlayed)),
        Err(e) => Err(e.into()),
    }
}
