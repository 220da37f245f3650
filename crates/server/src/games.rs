//! The game page and everything a player does on it, the ItsYourTurn way: click a
//! piece, click where it goes (jump by jump), Submit. The move under construction
//! lives in the URL (`/games/{id}?path=h1-f3-d5`), so Back, reload and two tabs
//! behave and only Submit writes. Every form carries the game's ply count when
//! the page was drawn; a stale or repeated form changes nothing.

use askama::Template;
use axum::{
    extract::{FromRequestParts, Path, Query, State},
    http::{header, request::Parts},
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};
use halma_rules::{CampRule, Color, Game, Move, RepetitionRule, Rules, SquareSet};
use serde::Deserialize;

mod page;
mod seat_page;
pub mod words;

use page::{Extras, ShowQuery, Viewing};

use crate::{
    csrf::CsrfForm,
    describe,
    domain::{
        club,
        play::{self, DrawAction},
        seat_play::{self, SeatTable},
        waiting_room, DomainError, GameState, Refusal,
    },
    error::AppError,
    i18n::{self, Lang},
    sessions::Visit,
    store::{self, GameId, GameRead, GameStatus, MoveRow},
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
        .route("/games/{id}/rematch", get(back_to_game).post(rematch))
        .route("/games/{id}/board.svg", get(board_picture))
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
/// page saying what was refused and that nothing changed. Back at the game, the
/// page opens at the board (`#board`), which on a phone is below the fold.
fn answer(
    page: Page,
    id: GameId,
    outcome: Result<String, DomainError>,
) -> Result<Response, AppError> {
    match outcome {
        Ok(to) => Ok(Redirect::to(&to).into_response()),
        Err(DomainError::Refused(Refusal::NotFound)) => Err(AppError::NotFound),
        Err(DomainError::Refused(refusal)) => {
            let title = page.refusal_title(&refusal);
            let message = page.refusal_message(&refusal);
            render_with(
                crate::error::status_of(refusal.kind()),
                &RefusalPage {
                    page,
                    title: &title,
                    message: &message,
                    back: &format!("/games/{id}"),
                },
            )
        }
        Err(DomainError::Fault(e)) => Err(e.into()),
    }
}

/// The house rules in words, with the time per move when there is one. Each
/// game's words name only rules that apply to it: an Embargo piece never lands
/// in its own yard, so nothing is said of coming back home.
pub fn house_rules(rules: Rules, days_per_move: Option<i64>) -> Vec<String> {
    house_rules_in(Lang::ENGLISH, rules, days_per_move)
}

/// [`house_rules`] in `lang`.
pub fn house_rules_in(lang: Lang, rules: Rules, days_per_move: Option<i64>) -> Vec<String> {
    let embargo = rules.variant.move_kind() == halma_rules::MoveKind::Embargo;
    let count = |id: &str, n: i64| i18n::t_args(lang, id, &[("count", n.into())]);
    let camp = match rules.camp {
        CampRule::Deadline(n) if embargo => count("game-rule-deadline", n.into()),
        CampRule::Deadline(n) => count("game-rule-deadline-home", n.into()),
        CampRule::Fill => i18n::t(lang, "game-rule-fill"),
    };
    let repetition = match rules.repetition {
        RepetitionRule::Auto => i18n::t(lang, "game-rule-repetition-auto"),
        RepetitionRule::Claim => i18n::t_args(
            lang,
            "game-rule-repetition-claim",
            &[("move", i64::from(halma_rules::CLAIM_AFTER_FULLMOVE).into())],
        ),
    };
    let mut words = vec![
        i18n::t_args(
            lang,
            "game-rule-variant",
            &[
                ("name", rules.variant.name().into()),
                ("id", rules.variant.id().into()),
            ],
        ),
        camp,
        repetition,
    ];
    words.extend(days_per_move.map(|days| {
        i18n::t_args(
            lang,
            "game-rule-days",
            &[("days", describe::days_per_move_in(lang, days).into())],
        )
    }));
    words
}

/// One line of the move list: a full-move number with White's and Black's move,
/// each with its ply (0 where there is none), to step to the position after it.
pub struct MoveLine {
    pub number: u32,
    pub white: String,
    pub black: String,
    pub white_ply: i64,
    pub black_ply: i64,
    /// Whether White's or Black's move is the one whose position is shown.
    pub white_current: bool,
    pub black_current: bool,
}

impl MoveLine {
    /// Whether White's move can be stepped to (a pass leaves the board as it is).
    pub fn white_steps(&self) -> bool {
        self.white_ply > 0 && self.white != "pass"
    }

    /// Whether Black's move can be stepped to.
    pub fn black_steps(&self) -> bool {
        self.black_ply > 0 && self.black != "pass"
    }
}

/// Marks the move of ply `at` as the one shown.
pub fn mark_current(lines: &mut [MoveLine], at: i64) {
    for line in lines {
        line.white_current = line.white_ply == at;
        line.black_current = line.black_ply == at;
    }
}

pub fn move_lines(game: &Game) -> Vec<MoveLine> {
    lines_of(
        game.moves()
            .iter()
            .zip(game.positions())
            .map(|(m, before)| (before.fullmove(), before.turn(), m.to_string()))
            .zip(1..),
    )
}

/// The move list of a stored game: the plies alternate, passes included, White
/// first, so ply `n` is full move `(n + 1) / 2`.
pub fn stored_move_lines(moves: &[MoveRow]) -> Vec<MoveLine> {
    lines_of(moves.iter().map(|m| {
        (
            (
                u32::try_from((m.number + 1) / 2).unwrap_or(u32::MAX),
                GameState::mover(m.number),
                m.path.clone(),
            ),
            m.number,
        )
    }))
}

/// Full-move lines from each ply's full-move number, mover and text, with
/// the ply's number.
fn lines_of(plies: impl Iterator<Item = ((u32, Color, String), i64)>) -> Vec<MoveLine> {
    let mut lines: Vec<MoveLine> = Vec::new();
    for ((number, mover, text), ply) in plies {
        if mover == Color::White || lines.is_empty() {
            lines.push(MoveLine {
                number,
                white: String::new(),
                black: String::new(),
                white_ply: 0,
                black_ply: 0,
                white_current: false,
                black_current: false,
            });
        }
        let line = lines.last_mut().expect("pushed above");
        match mover {
            Color::White => {
                line.white = text;
                line.white_ply = ply;
            }
            Color::Black => {
                line.black = text;
                line.black_ply = ply;
            }
        }
    }
    lines
}

/// The ply `raw` names (`?at=N`), from 0 (the start) to `plies`, or a page
/// saying what may be asked for.
pub fn parse_at(raw: &str, plies: i64) -> Result<i64, String> {
    parse_at_in(Lang::ENGLISH, raw, plies)
}

/// [`parse_at`] with its words in `lang`.
pub fn parse_at_in(lang: Lang, raw: &str, plies: i64) -> Result<i64, String> {
    let at: i64 = raw
        .trim()
        .parse()
        .map_err(|_| i18n::t_args(lang, "game-bad-at", &[("plies", plies.into())]))?;
    if (0..=plies).contains(&at) {
        Ok(at)
    } else {
        Err(i18n::t_args(
            lang,
            "game-no-such-ply",
            &[("at", at.into()), ("plies", plies.into())],
        ))
    }
}

/// The squares of ply `at`'s move (none for the start or a pass).
fn squares_of_ply(moves: &[MoveRow], at: i64) -> SquareSet {
    usize::try_from(at - 1)
        .ok()
        .and_then(|i| moves.get(i))
        .and_then(|m| m.path.parse::<Move>().ok())
        .filter(|m| !m.is_pass())
        .map(|m| m.squares().iter().copied().collect())
        .unwrap_or_default()
}

/// A ply of a game in words: "the start position", "after move 3, White's
/// e1-d2 (ply 5 of 12)".
pub fn ply_caption(at: i64, plies: i64, path: Option<&str>) -> String {
    ply_caption_in(Lang::ENGLISH, at, plies, path)
}

/// [`ply_caption`] in `lang`.
pub fn ply_caption_in(lang: Lang, at: i64, plies: i64, path: Option<&str>) -> String {
    match (at, path) {
        (0, _) | (_, None) => i18n::t_args(lang, "game-caption-start", &[("plies", plies.into())]),
        (at, Some(path)) => i18n::t_args(
            lang,
            "game-caption-after",
            &[
                ("move", ((at + 1) / 2).into()),
                (
                    "colour",
                    describe::colour_in(lang, GameState::mover(at)).into(),
                ),
                ("path", path.into()),
                ("ply", at.into()),
                ("plies", plies.into()),
            ],
        ),
    }
}

/// The First / Back / Forward / Last links of a position stepped to; `None`
/// where there is nowhere to go.
pub struct Steps {
    pub caption: String,
    pub first: Option<String>,
    pub back: Option<String>,
    pub forward: Option<String>,
    pub last: Option<String>,
}

impl Steps {
    /// The links around ply `at` of `plies`, each made by `href(ply)`.
    pub fn around(at: i64, plies: i64, caption: String, href: impl Fn(i64) -> String) -> Steps {
        let link = |ok: bool, ply: i64| ok.then(|| href(ply));
        Steps {
            caption,
            first: link(at > 0, 0),
            back: link(at > 0, at - 1),
            forward: link(at < plies, at + 1),
            last: link(at < plies, plies),
        }
    }
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

/// The short number a game goes by in lists: the first eight characters of
/// its id (as random as the id, so two games of a player practically never
/// share one).
pub fn short_number(id: GameId) -> String {
    let mut text = id.to_string();
    text.truncate(8);
    text
}

/// The game of the path (`/games/{id}…`), read with the visitor's session in
/// one query. First among a handler's extractors, so that the user and the
/// layout after it come from that read. `None` when no game has that id (or
/// the id is not one: the handler says which).
struct PathGame(Option<GameRead>);

impl FromRequestParts<AppState> for PathGame {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let Ok(Path(id)) = Path::<String>::from_request_parts(parts, state).await else {
            return Ok(PathGame(None));
        };
        let Ok(id) = game_id(&id) else {
            return Ok(PathGame(None));
        };
        let visit = Visit::from_request_parts(parts, state).await?;
        Ok(PathGame(visit.game(state.store.as_ref(), id).await?))
    }
}

impl PathGame {
    /// The game read, for the game `id` the handler parsed.
    fn state(self) -> Result<GameState, DomainError> {
        GameState::of(self.0.ok_or(Refusal::NotFound)?)
    }
}

async fn show(
    State(state): State<AppState>,
    read: PathGame,
    Path(raw): Path<String>,
    Query(query): Query<ShowQuery>,
    MaybeUser(user): MaybeUser,
    page: Page,
) -> Result<Response, AppError> {
    let game = match read.state() {
        // Not a two-player game: perhaps a game for more than two.
        Err(DomainError::Refused(Refusal::NotFound)) => {
            let table = SeatTable::load(state.store.as_ref(), game_id(&raw)?).await?;
            let chat = match user.as_ref().filter(|u| table.row.seat_of(u.id).is_some()) {
                Some(u) => {
                    let others: Vec<store::UserId> = table
                        .row
                        .seats
                        .iter()
                        .map(|s| s.player.id)
                        .filter(|id| *id != u.id)
                        .collect();
                    Some(
                        club::seat_chat_for(
                            state.store.as_ref(),
                            table.row.id,
                            u.id,
                            &others,
                            store::now(),
                        )
                        .await?,
                    )
                }
                None => None,
            };
            let changes = if table.row.status == GameStatus::Finished && table.row.rated {
                state.store.ratings().rating_changes(table.row.id).await?
            } else {
                Vec::new()
            };
            return render(&seat_page::seat_game_page(
                &table,
                user.as_ref(),
                &query,
                chat,
                &changes,
                page,
            )?);
        }
        other => other?,
    };
    let extras = page_extras(&state, &game, user.as_ref()).await?;
    let viewing = Viewing {
        user: user.as_ref(),
        query: &query,
        now: store::now(),
        base_url: state.config.base_url.as_ref().map(|u| u.as_str()),
    };
    render(&page::game_page(&game, viewing, extras, page)?)
}

/// What the game page reads besides the game, each only where the page shows
/// it: the latest claim under the `claim` rule; a rated game's rating changes;
/// the chat for the players (one query when it has a line); the opponent's
/// Rematch after the game, or the player's own.
async fn page_extras(
    state: &AppState,
    game: &GameState,
    user: Option<&store::User>,
) -> Result<Extras, AppError> {
    let store = state.store.as_ref();
    let row = &game.row;
    let mut extras = Extras::default();
    if row.rules.repetition == RepetitionRule::Claim {
        extras.claim = store.claims().latest_claim(row.id).await?;
    }
    if row.status == GameStatus::Finished && row.rating_seq.is_some() {
        extras.rating_changes = store.ratings().rating_changes(row.id).await?;
    }
    let Some((user, colour)) = user.and_then(|u| row.colour_of(u.id).map(|c| (u, c))) else {
        return Ok(extras);
    };
    extras.chat = Some(if game.has_chat {
        club::chat_for(store, row.id, user.id, row.player(!colour).id, store::now()).await?
    } else {
        Vec::new()
    });
    if row.status == GameStatus::Finished {
        extras.rematch_offered = waiting_room::rematch_offered_to(store, row, user.id)
            .await?
            .is_some();
        extras.rematch_mine = waiting_room::rematch_offered_by(store, row, user.id).await?;
    }
    Ok(extras)
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
        return Err(AppError::translated(
            axum::http::StatusCode::BAD_REQUEST,
            i18n::Words::Id("game-chat-failed"),
            i18n::Words::Id("game-chat-too-long"),
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
    read: PathGame,
    CurrentUser(user): CurrentUser,
    page: Page,
    CsrfForm(form): CsrfForm<MoveForm>,
) -> Result<Response, AppError> {
    let id = game_id(&id)?;
    if read.0.is_none() {
        return seat_submit(&state, id, &user, page, &form).await;
    }
    let submitted = async {
        let game = read.state()?;
        let submit = play::Submit {
            game: id,
            actor: user.id,
            ply: form.ply,
            path: &form.path,
            offer_draw: form.offer_draw.is_some(),
        };
        play::submit_on(
            state.store.as_ref(),
            state.config.vacation_policy(),
            game,
            submit,
            store::now(),
        )
        .await
    }
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
        _ => format!("/games/{id}#board"),
    };
    answer(page, id, submitted.map(|_| to))
}

/// Submit in a game for more than two.
async fn seat_submit(
    state: &AppState,
    id: GameId,
    user: &store::User,
    page: Page,
    form: &MoveForm,
) -> Result<Response, AppError> {
    let submitted = seat_play::submit(
        state.store.as_ref(),
        seat_play::SeatSubmit {
            game: id,
            actor: user.id,
            ply: form.ply,
            path: &form.path,
        },
        store::now(),
    )
    .await;
    let to = match form.then.as_str() {
        "next" => "/next".to_owned(),
        "status" => "/status".to_owned(),
        _ => format!("/games/{id}#board"),
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
        .map_err(|()| AppError::bad_request(i18n::t(page.lang, "game-unknown-draw-action")))?;
    let done = match play::draw(
        state.store.as_ref(),
        state.config.vacation_policy(),
        id,
        user.id,
        form.ply,
        action,
        store::now(),
    )
    .await
    {
        // Not a two-player game: in a game for more than two, offering and
        // accepting agree to a draw, declining takes one's agreement back.
        Err(DomainError::Refused(Refusal::NotFound)) => seat_play::agree_to_draw(
            state.store.as_ref(),
            id,
            user.id,
            form.ply,
            action != DrawAction::Decline,
            store::now(),
        )
        .await
        .map(|_| ()),
        other => other,
    };
    answer(page, id, done.map(|()| format!("/games/{id}#board")))
}

#[derive(Debug, Deserialize)]
pub struct ResignForm {
    ply: i64,
    /// `yes` once the player confirmed; anything else asks first.
    #[serde(default)]
    confirm: String,
}

/// The question Resign asks before anything is done.
#[derive(Template)]
#[template(path = "resign.html")]
struct ResignPage {
    page: Page,
    id: String,
    ply: i64,
    /// What resigning does, in words.
    words: String,
}

/// Resign asks once: the button of the game page leads to a page asking
/// whether the player means it, whose form sends `confirm=yes` with the same
/// ply. Without it nothing changes.
async fn resign(
    State(state): State<AppState>,
    Path(id): Path<String>,
    CurrentUser(user): CurrentUser,
    page: Page,
    CsrfForm(form): CsrfForm<ResignForm>,
) -> Result<Response, AppError> {
    let id = game_id(&id)?;
    let store = state.store.as_ref();
    if form.confirm != "yes" {
        // A stale or pointless Resign is told so at once, not after a question.
        let words = match play::may_resign(store, id, user.id, form.ply).await {
            Ok(()) => {
                let row = store.games().game(id).await?.ok_or(AppError::NotFound)?;
                let opponent = row
                    .colour_of(user.id)
                    .map(|c| row.player(!c).name.clone())
                    .unwrap_or_default();
                i18n::t_args(page.lang, "game-resign-words", &[("name", opponent.into())])
            }
            Err(DomainError::Refused(Refusal::NotFound)) => {
                seat_resign_words(page.lang, store, id, user.id, form.ply).await?
            }
            Err(refused) => return answer(page, id, Err(refused)),
        };
        return render(&ResignPage {
            page,
            id: id.to_string(),
            ply: form.ply,
            words,
        });
    }
    let done = match play::resign(store, id, user.id, form.ply, store::now()).await {
        Err(DomainError::Refused(Refusal::NotFound)) => {
            seat_play::resign(store, id, user.id, form.ply, store::now())
                .await
                .map(|_| ())
        }
        other => other.map(|_| ()),
    };
    answer(page, id, done.map(|_| format!("/games/{id}#board")))
}

/// What resigning a game for more than two does, in words; a refusal (a
/// stale page, a seat that left) at once.
async fn seat_resign_words(
    lang: Lang,
    store: &dyn store::Store,
    id: GameId,
    user: store::UserId,
    ply: i64,
) -> Result<String, AppError> {
    let table = SeatTable::load(store, id).await?;
    let seat = table.seat_of(user).map_err(DomainError::from)?;
    if table.row.status != GameStatus::Active {
        return Err(DomainError::from(Refusal::GameOver).into());
    }
    if ply != table.row.ply {
        return Err(DomainError::from(Refusal::AlreadyPlayed).into());
    }
    if seat.state == store::SeatState::Left {
        return Err(DomainError::from(Refusal::AlreadyResigned).into());
    }
    Ok(i18n::t_args(
        lang,
        if table.row.rules.partners {
            "game-seat-resign-words-partners"
        } else {
            "game-seat-resign-words"
        },
        &[("colour", words::colour(lang, seat.colour).into())],
    ))
}

#[derive(Debug, Deserialize)]
pub struct RematchForm {}

/// Rematch: a New game offer to the opponent of a finished game, with the same
/// rules and the colours swapped. It waits among the player's offers (and the
/// opponent's invitations) on the game status page.
async fn rematch(
    State(state): State<AppState>,
    Path(id): Path<String>,
    CurrentUser(user): CurrentUser,
    page: Page,
    CsrfForm(_): CsrfForm<RematchForm>,
) -> Result<Response, AppError> {
    let id = game_id(&id)?;
    let posted = waiting_room::rematch(
        state.store.as_ref(),
        id,
        user.id,
        state.config.max_open_offers,
        store::now(),
    )
    .await;
    let to = posted.map(|rematch| match rematch {
        waiting_room::Rematch::Invited(offer) => {
            tracing::info!(game = %id, offer = %offer, poster = %user.username, "rematch offered");
            "/status".to_owned()
        }
        waiting_room::Rematch::Started(game) => {
            tracing::info!(game = %game, after = %id, taker = %user.username, "rematch started");
            format!("/games/{game}")
        }
    });
    answer(page, id, to)
}

#[derive(Debug, Default, Deserialize)]
pub struct PictureQuery {
    #[serde(default)]
    at: Option<String>,
}

/// The position as an SVG picture: now, or after ply `at`. Public, like the
/// game page.
async fn board_picture(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(query): Query<PictureQuery>,
    page: Page,
) -> Result<Response, AppError> {
    let id = game_id(&id)?;
    let lang = page.lang;
    let game = match GameState::load(state.store.as_ref(), id).await {
        Err(DomainError::Refused(Refusal::NotFound)) => {
            return seat_picture(lang, &state, id, &query).await
        }
        other => other?,
    };
    let row = &game.row;
    let at = match query.at.as_deref() {
        None => row.ply,
        Some(raw) => parse_at_in(lang, raw, row.ply).map_err(AppError::bad_request)?,
    };
    let position = if at == row.ply {
        game.position().clone()
    } else {
        game.replay_to(at)?.position().clone()
    };
    let title = i18n::t_args(
        lang,
        "game-picture-title",
        &[
            ("white", row.white.name.as_str().into()),
            ("black", row.black.name.as_str().into()),
            ("game", row.rules.variant.name().into()),
            ("ply", at.into()),
        ],
    );
    let svg = crate::picture::board_svg(&position, squares_of_ply(&game.moves, at), &title);
    Ok((
        [(header::CONTENT_TYPE, "image/svg+xml; charset=utf-8")],
        svg,
    )
        .into_response())
}

/// The picture of a game for more than two.
async fn seat_picture(
    lang: Lang,
    state: &AppState,
    id: GameId,
    query: &PictureQuery,
) -> Result<Response, AppError> {
    let table = SeatTable::load(state.store.as_ref(), id).await?;
    let row = &table.row;
    let at = match query.at.as_deref() {
        None => row.ply,
        Some(raw) => parse_at_in(lang, raw, row.ply).map_err(AppError::bad_request)?,
    };
    let i = usize::try_from(at).unwrap_or(0);
    let positions = table.game().positions();
    let position = &positions[i.min(positions.len() - 1)];
    let last_move = i
        .checked_sub(1)
        .and_then(|j| table.game().actions().get(j))
        .map(|a| match a {
            halma_rules::SeatAction::Move(m) if !m.is_pass() => {
                m.squares().iter().copied().collect()
            }
            _ => SquareSet::EMPTY,
        })
        .unwrap_or_default();
    let names: Vec<String> = row
        .seats
        .iter()
        .map(|s| {
            i18n::t_args(
                lang,
                "game-seat-picture-name",
                &[
                    ("name", s.player.name.as_str().into()),
                    ("colour", words::colour(lang, s.colour).into()),
                ],
            )
        })
        .collect();
    let title = i18n::t_args(
        lang,
        "game-seat-picture-title",
        &[
            ("seats", names.join(", ").into()),
            ("game", row.rules.variant.name().into()),
            ("ply", at.into()),
        ],
    );
    let svg = crate::picture::seat_board_svg(position, last_move, &title);
    Ok((
        [(header::CONTENT_TYPE, "image/svg+xml; charset=utf-8")],
        svg,
    )
        .into_response())
}

async fn record(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, AppError> {
    let id = game_id(&id)?;
    let text = match GameState::load(state.store.as_ref(), id).await {
        Err(DomainError::Refused(Refusal::NotFound)) => SeatTable::load(state.store.as_ref(), id)
            .await?
            .record_text(),
        other => other?.record_text()?,
    };
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
        state.config.vacation_policy(),
        id,
        user.id,
        form.ply,
        &form.path,
        store::now(),
    )
    .await;
    answer(page, id, done.map(|()| format!("/games/{id}#board")))
}
