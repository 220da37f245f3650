//! The admins' pages: pending draw claims with the positions that repeat, to
//! accept or reject; adjudicating any game with a written reason; the audit log
//! of every decision. Everyone else gets 403.

use askama::Template;
use axum::{
    extract::{Path, Query, State},
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};
use halma_rules::{Color, Move, Variant};
use serde::Deserialize;

use crate::{
    admin_users::GameItem,
    board::{self, BoardView, Marks},
    csrf::CsrfForm,
    domain::{
        adjudication::{self, Adjudication},
        moderation::{self, UserAction},
        GameState,
    },
    error::AppError,
    i18n,
    store::{self, AuditRow, ClaimId, ClaimRow, GameFilter, GameId, GameListing, GameStatus},
    web::{render, AdminUser, Page},
    AppState,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/admin", get(index))
        .route("/admin/claims/{id}", get(claim_page).post(decide_claim))
        .route("/admin/games/{id}", get(game_page).post(adjudicate))
        .route("/admin/audit", get(audit))
        .route("/admin/logout", get(to_index).post(log_user_out))
}

/// Games a page of the admins' game list shows.
pub const GAMES_PAGE: i64 = 25;
/// Recently finished games shown under the games in progress.
pub const FINISHED_SHOWN: i64 = 10;

#[derive(Template)]
#[template(path = "admin/index.html")]
struct IndexPage {
    page: Page,
    claims: Vec<ClaimRow>,
    /// What the last action did, in words.
    notice: Option<String>,
    /// The filter as typed: player name, status (the game is in `variants`).
    player: String,
    status: String,
    /// The game choices: id, name, chosen.
    variants: Vec<(&'static str, &'static str, bool)>,
    filter_error: Option<String>,
    /// The games the filter selects, and below them (unless the filter asks
    /// for finished games) the latest finished.
    games: Vec<GameItem>,
    finished: Vec<GameItem>,
    show_finished: bool,
    number: i64,
    more: bool,
    /// The filter as a query string, for the pager's links.
    filter_query: String,
}

/// The filter of the admins' game lists (`game`, `player`, `status`, `page`).
#[derive(Debug, Default, Deserialize)]
struct GamesQuery {
    game: Option<String>,
    player: Option<String>,
    status: Option<String>,
    page: Option<i64>,
}

async fn index_page(
    state: &AppState,
    page: Page,
    query: GamesQuery,
    notice: Option<String>,
) -> Result<Response, AppError> {
    let store = state.store.as_ref();
    let game = query.game.unwrap_or_default().trim().to_owned();
    let player = query.player.unwrap_or_default().trim().to_owned();
    let status = query.status.unwrap_or_default().trim().to_owned();
    let number = query.page.unwrap_or(1).clamp(1, 100_000);
    let lang = page.lang;
    let mut filter_error = None;
    let listing = match status.as_str() {
        "claim" => GameListing::Claim,
        "finished" => GameListing::Finished,
        _ => GameListing::InProgress,
    };
    let variant = if game.is_empty() {
        None
    } else if let Ok(v) = game.parse::<Variant>() {
        Some(v.id().to_owned())
    } else {
        filter_error = Some(i18n::t(page.lang, "admin-filter-no-game"));
        None
    };
    let player_id = if player.is_empty() {
        None
    } else {
        let found = if crate::passwords::username_problem(&player).is_none() {
            store.users().user_by_name(&player).await?
        } else {
            None
        };
        if found.is_none() {
            filter_error = Some(i18n::t_args(
                page.lang,
                "admin-filter-no-player",
                &[("name", player.clone().into())],
            ));
        }
        found.map(|u| u.id)
    };
    let filter = GameFilter {
        listing: listing.clone(),
        variant,
        player: player_id,
    };
    let show_finished = listing != GameListing::Finished;
    let finished_filter = GameFilter {
        listing: GameListing::Finished,
        ..filter.clone()
    };
    let (claims, mut games, finished) = if filter_error.is_some() {
        (
            store.claims().pending_claims().await?,
            Vec::new(),
            Vec::new(),
        )
    } else {
        let finished = async {
            if show_finished {
                store
                    .moderation()
                    .admin_games(&finished_filter, FINISHED_SHOWN, 0)
                    .await
            } else {
                Ok(Vec::new())
            }
        };
        tokio::try_join!(
            store.claims().pending_claims(),
            store
                .moderation()
                .admin_games(&filter, GAMES_PAGE + 1, (number - 1) * GAMES_PAGE),
            finished,
        )?
    };
    let more = games.len() as i64 > GAMES_PAGE;
    games.truncate(GAMES_PAGE as usize);
    let filter_query = url::form_urlencoded::Serializer::new(String::new())
        .append_pair("game", &game)
        .append_pair("player", &player)
        .append_pair("status", &status)
        .finish();
    let variants = Variant::ALL
        .iter()
        .map(|v| (v.id(), v.name(), game == v.id()))
        .collect();
    let status_code = if filter_error.is_some() {
        axum::http::StatusCode::BAD_REQUEST
    } else {
        axum::http::StatusCode::OK
    };
    crate::web::render_with(
        status_code,
        &IndexPage {
            page,
            claims,
            notice,
            player,
            status,
            variants,
            filter_error,
            games: games.iter().map(|g| GameItem::of_in(lang, g)).collect(),
            finished: finished.iter().map(|g| GameItem::of_in(lang, g)).collect(),
            show_finished,
            number,
            more,
            filter_query,
        },
    )
}

async fn index(
    State(state): State<AppState>,
    _admin: AdminUser,
    Query(query): Query<GamesQuery>,
    page: Page,
) -> Result<Response, AppError> {
    index_page(&state, page, query, None).await
}

/// A form's address opened as a page: the page the form is on.
async fn to_index() -> Redirect {
    Redirect::to("/admin")
}

#[derive(Debug, Deserialize)]
struct LogUserOutForm {
    #[serde(default)]
    username: String,
    /// Why, for the audit log (optional here).
    #[serde(default)]
    reason: String,
}

/// "Log this user out": ends every session of a user (a stolen password, a
/// shared computer), as `halma admin logout` does.
async fn log_user_out(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    page: Page,
    CsrfForm(form): CsrfForm<LogUserOutForm>,
) -> Result<Response, AppError> {
    let name = form.username.trim();
    let user = state
        .store
        .users()
        .user_by_name(name)
        .await?
        .ok_or_else(|| {
            AppError::visitor(
                axum::http::StatusCode::NOT_FOUND,
                "No such userid",
                format!("There is no userid {name}."),
            )
        })?;
    // Audited like the same action on the user's admin page.
    let reason = match form.reason.trim() {
        "" => "logged out from the admin index",
        reason => reason,
    };
    let done = moderation::act_on_user(
        state.store.as_ref(),
        &admin,
        &user,
        UserAction::LogOut,
        reason,
        String::new(),
        store::now(),
    )
    .await
    .map_err(AppError::from)?;
    tracing::info!(admin = %admin.username, user = %user.username, "user logged out by an admin");
    index_page(
        &state,
        page,
        GamesQuery::default(),
        Some(done.notice(&user.username)),
    )
    .await
}

/// Where a repeated position occurred: after which move.
struct Occurrence {
    /// "the start", or "after 12… c5-b6".
    when: String,
}

#[derive(Template)]
#[template(path = "admin/claim.html")]
struct ClaimPage {
    page: Page,
    claim: ClaimRow,
    white: String,
    black: String,
    board: BoardView,
    occurrences: Vec<Occurrence>,
    pending: bool,
    fullmove: u32,
}

fn claim_id(id: &str) -> Result<ClaimId, AppError> {
    id.parse().map_err(|_| AppError::NotFound)
}

async fn claim_page(
    State(state): State<AppState>,
    Path(id): Path<String>,
    _admin: AdminUser,
    page: Page,
) -> Result<Response, AppError> {
    let claim = state
        .store
        .claims()
        .claim(claim_id(&id)?)
        .await?
        .ok_or(AppError::NotFound)?;
    let stored = GameState::load(state.store.as_ref(), claim.game).await?;
    let row = &stored.row;
    // The position the move was named in: the game as it was at the claim's
    // ply. A rejected claim's game has gone on since.
    let game = stored.replay_to(claim.ply)?;
    let m: Move = claim.path.parse().map_err(AppError::internal)?;
    let after = game
        .position()
        .clone()
        .play(&m)
        .map_err(AppError::internal)?;
    let occurrences = game
        .occurrences_after(&m)
        .map_err(AppError::internal)?
        .into_iter()
        .map(|i| Occurrence {
            when: if i == 0 {
                "the start of the game".to_owned()
            } else {
                let before = &game.positions()[i - 1];
                let dots = if before.turn() == Color::White {
                    "."
                } else {
                    "…"
                };
                format!(
                    "after {}{} {}",
                    before.fullmove(),
                    dots,
                    game.moves()[i - 1]
                )
            },
        })
        .collect();
    let marks = Marks {
        last_move: m.squares().iter().copied().collect(),
        ..Marks::default()
    };
    let prefs = page.board;
    render(&ClaimPage {
        pending: claim.status == "pending",
        white: row.white.name.clone(),
        black: row.black.name.clone(),
        board: board::view(&after, Color::White, &marks, |_| String::new())
            .styled(&prefs)
            .labelled_in(page.lang),
        page,
        occurrences,
        fullmove: game.position().fullmove(),
        claim,
    })
}

#[derive(Debug, Deserialize)]
struct DecisionForm {
    decision: String,
    #[serde(default)]
    reason: String,
}

async fn decide_claim(
    State(state): State<AppState>,
    Path(id): Path<String>,
    AdminUser(admin): AdminUser,
    CsrfForm(form): CsrfForm<DecisionForm>,
) -> Result<Response, AppError> {
    let id = claim_id(&id)?;
    let accept = match form.decision.as_str() {
        "accept" => true,
        "reject" => false,
        _ => {
            return Err(AppError::bad_request(
                "Choose to accept or to reject the claim.",
            ))
        }
    };
    if !accept && form.reason.trim().is_empty() {
        return Err(AppError::bad_request(
            "Say why the claim is rejected; the players will read it.",
        ));
    }
    adjudication::decide_claim(
        state.store.as_ref(),
        id,
        admin.id,
        accept,
        &form.reason,
        store::now(),
    )
    .await?;
    Ok(Redirect::to("/admin").into_response())
}

#[derive(Template)]
#[template(path = "admin/game.html")]
struct GamePage {
    page: Page,
    id: String,
    white: String,
    black: String,
    ply: i64,
    /// The result of a finished game, which the form may correct; empty for a
    /// game in play.
    was: String,
    status: String,
    board: BoardView,
}

fn game_id(id: &str) -> Result<GameId, AppError> {
    id.parse().map_err(|_| AppError::NotFound)
}

async fn game_page(
    State(state): State<AppState>,
    Path(id): Path<String>,
    _admin: AdminUser,
    page: Page,
) -> Result<Response, AppError> {
    let game = GameState::load(state.store.as_ref(), game_id(&id)?).await?;
    let row = &game.row;
    let status = match (&row.status, &row.verdict) {
        (GameStatus::Finished, Some(verdict)) => {
            crate::games::words::describe(page.lang, verdict, &row.rules)
        }
        (GameStatus::Finished, None) => crate::i18n::t(page.lang, "admin-finished"),
        (GameStatus::Claim, _) => crate::i18n::t(page.lang, "admin-game-claim"),
        (GameStatus::Active, _) => crate::i18n::t_args(
            page.lang,
            "admin-game-being-played",
            &[("name", row.player(game.turn()).name.clone().into())],
        ),
    };
    let prefs = page.board;
    render(&GamePage {
        id: row.id.to_string(),
        white: row.white.name.clone(),
        black: row.black.name.clone(),
        ply: row.ply,
        was: match (&row.status, &row.verdict) {
            (GameStatus::Finished, Some(verdict)) => verdict.result().to_owned(),
            _ => String::new(),
        },
        status,
        board: board::view(game.position(), Color::White, &Marks::default(), |_| {
            String::new()
        })
        .styled(&prefs)
        .labelled_in(page.lang),
        page,
    })
}

#[derive(Debug, Deserialize)]
struct AdjudicateForm {
    ply: i64,
    /// The result of a finished game when the page was drawn; empty otherwise.
    #[serde(default)]
    was: String,
    result: String,
    #[serde(default)]
    reason: String,
}

async fn adjudicate(
    State(state): State<AppState>,
    Path(id): Path<String>,
    AdminUser(admin): AdminUser,
    CsrfForm(form): CsrfForm<AdjudicateForm>,
) -> Result<Response, AppError> {
    let id = game_id(&id)?;
    let winner = match form.result.as_str() {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        "draw" => None,
        _ => {
            return Err(AppError::bad_request(
                "Choose a win for White, a win for Black, or a draw.",
            ))
        }
    };
    let was = match form.was.as_str() {
        "" => None,
        "1-0" => Some(Some(Color::White)),
        "0-1" => Some(Some(Color::Black)),
        "1/2-1/2" => Some(None),
        _ => {
            return Err(AppError::bad_request(
                "The form's result is not one a game has.",
            ))
        }
    };
    adjudication::adjudicate(
        state.store.as_ref(),
        Adjudication {
            game: id,
            admin: admin.id,
            ply: form.ply,
            was,
            winner,
            reason: &form.reason,
        },
        store::now(),
    )
    .await?;
    Ok(Redirect::to(&format!("/games/{id}")).into_response())
}

#[derive(Template)]
#[template(path = "admin/audit.html")]
struct AuditPage {
    page: Page,
    entries: Vec<AuditRow>,
}

async fn audit(
    State(state): State<AppState>,
    _admin: AdminUser,
    page: Page,
) -> Result<Response, AppError> {
    let entries = state.store.claims().audit_log(200).await?;
    render(&AuditPage { page, entries })
}
