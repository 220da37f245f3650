//! The admins' pages about accounts: `/admin/users` searches them (paged), a
//! user's admin page `/admin/users/{name}` shows their games and the reports
//! about them, with the actions (suspend, unsuspend, log out everywhere, a
//! one-time password-reset link, promote, demote), each with a `reason` that
//! goes to the audit log with the admin's name. The reset link's page
//! `/reset/{secret}` lets its user set a new password once. Only admins reach
//! the admin pages (403 otherwise).

use askama::Template;
use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    response::Response,
    routing::get,
    Router,
};
use serde::Deserialize;

use crate::{
    csrf::CsrfForm,
    domain::{
        moderation::{self, UserAction},
        DomainError,
    },
    error::AppError,
    i18n, passwords,
    reports::ReportLine,
    sessions,
    store::{now, GameFilter, GameListing, GameRow, GameStatus, Named, User},
    web::{render, render_with, AdminUser, Page},
    AppState,
};

/// Names a page of the search lists.
pub const USERS_PAGE: i64 = 50;
/// Games of each kind, and reports, a user's admin page shows.
pub const SHOWN: i64 = 20;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/admin/users", get(search))
        .route("/admin/users/{name}", get(user_page).post(act))
        .route("/reset/{token}", get(reset_form).post(reset))
}

#[derive(Deserialize)]
struct SearchQuery {
    q: Option<String>,
    page: Option<i64>,
}

#[derive(Template)]
#[template(path = "admin/users.html")]
struct SearchPage {
    page: Page,
    q: String,
    q_query: String,
    /// Why nothing was found, when nothing could be.
    hint: Option<&'static str>,
    found: Vec<Named>,
    number: i64,
    more: bool,
}

async fn search(
    State(state): State<AppState>,
    _admin: AdminUser,
    Query(query): Query<SearchQuery>,
    page: Page,
) -> Result<Response, AppError> {
    let q = query.q.unwrap_or_default().trim().to_owned();
    let number = query.page.unwrap_or(1).clamp(1, 10_000);
    let mut view = SearchPage {
        page,
        q_query: url::form_urlencoded::byte_serialize(q.as_bytes()).collect(),
        q: q.clone(),
        hint: None,
        found: Vec::new(),
        number,
        more: false,
    };
    let userid_chars = q
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    // No userid holds such a search: it finds nothing, and says why.
    if q.chars().count() > passwords::MAX_USERNAME || !userid_chars {
        view.hint = Some(passwords::USERID_HINT);
        return render(&view);
    }
    // An empty search lists every name, in order.
    let mut found = state
        .store
        .profiles()
        .names_matching(
            &crate::store::username_key(&q),
            USERS_PAGE + 1,
            (number - 1) * USERS_PAGE,
        )
        .await?;
    view.more = found.len() as i64 > USERS_PAGE;
    found.truncate(USERS_PAGE as usize);
    view.found = found;
    render(&view)
}

/// A game in an admin's list.
pub struct GameItem {
    pub id: String,
    pub white: String,
    pub black: String,
    pub game_name: &'static str,
    pub state: String,
}

impl GameItem {
    /// The game as an admin's list shows it, in `lang`.
    pub fn of_in(lang: crate::i18n::Lang, g: &GameRow) -> Self {
        let state = match (&g.status, &g.verdict) {
            (GameStatus::Finished, Some(v)) => crate::games::words::describe(lang, v, &g.rules),
            (GameStatus::Finished, None) => crate::i18n::t(lang, "admin-finished"),
            (GameStatus::Claim, _) => crate::i18n::t(lang, "admin-state-claim"),
            (GameStatus::Active, _) => crate::describe::moves_played_in(lang, g.ply),
        };
        GameItem {
            id: g.id.to_string(),
            white: g.white.name.clone(),
            black: g.black.name.clone(),
            game_name: g.rules.variant.name(),
            state,
        }
    }
}

#[derive(Template)]
#[template(path = "admin/user.html")]
struct UserPage {
    page: Page,
    name: String,
    joined: String,
    is_admin: bool,
    suspended: bool,
    /// "closed on 2026-11-27; its userid was alice", for a closed account.
    closed: Option<String>,
    myself: bool,
    playing: Vec<GameItem>,
    finished: Vec<GameItem>,
    reports: Vec<ReportLine>,
    notice: Option<String>,
    /// A fresh reset link, shown once.
    reset_link: Option<String>,
    reason_error: Option<String>,
}

async fn user_named(state: &AppState, name: &str) -> Result<User, AppError> {
    if passwords::username_problem(name).is_some() {
        return Err(AppError::NotFound);
    }
    state
        .store
        .users()
        .user_by_name(name)
        .await?
        .ok_or(AppError::NotFound)
}

/// What a user's admin page says besides the account: after an action.
#[derive(Default)]
struct After {
    status: Option<StatusCode>,
    notice: Option<String>,
    reset_link: Option<String>,
    reason_error: Option<String>,
}

async fn show(
    state: &AppState,
    page: Page,
    admin: &User,
    user: User,
    after: After,
) -> Result<Response, AppError> {
    let store = state.store.as_ref();
    let filter = |listing| GameFilter {
        listing,
        variant: None,
        player: Some(user.id),
    };
    let (playing_filter, finished_filter) = (
        filter(GameListing::InProgress),
        filter(GameListing::Finished),
    );
    let (playing, finished, reports) = tokio::try_join!(
        store.moderation().admin_games(&playing_filter, SHOWN, 0),
        store.moderation().admin_games(&finished_filter, SHOWN, 0),
        store.reports().reports_about(user.id, SHOWN),
    )?;
    let day = |at: time::OffsetDateTime| {
        let d = at.date();
        format!("{}-{:02}-{:02}", d.year(), u8::from(d.month()), d.day())
    };
    let closed = match user.closed_at {
        Some(at) => Some(match store.ownership().retired_name(user.id).await? {
            Some(retired) => format!("closed on {}; its userid was {}", day(at), retired.username),
            None => format!("closed on {}", day(at)),
        }),
        None => None,
    };
    let lang = page.lang;
    render_with(
        after.status.unwrap_or(StatusCode::OK),
        &UserPage {
            page,
            joined: day(user.created_at),
            is_admin: user.is_admin,
            suspended: user.suspended,
            closed,
            myself: user.id == admin.id,
            name: user.username,
            playing: playing.iter().map(|g| GameItem::of_in(lang, g)).collect(),
            finished: finished.iter().map(|g| GameItem::of_in(lang, g)).collect(),
            reports: reports.into_iter().map(ReportLine::from).collect(),
            notice: after.notice,
            reset_link: after.reset_link,
            reason_error: after.reason_error,
        },
    )
}

async fn user_page(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(name): Path<String>,
    page: Page,
) -> Result<Response, AppError> {
    let user = user_named(&state, &name).await?;
    show(&state, page, &admin, user, After::default()).await
}

#[derive(Deserialize)]
struct ActionForm {
    #[serde(default)]
    action: String,
    #[serde(default)]
    reason: String,
}

/// The address a reset link's secret opens, on this site.
fn reset_url(state: &AppState, token: &str) -> String {
    let path = format!("/reset/{token}");
    match state.config.base_origin() {
        Some(origin) => format!("{origin}{path}"),
        None => path,
    }
}

async fn act(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(name): Path<String>,
    page: Page,
    CsrfForm(form): CsrfForm<ActionForm>,
) -> Result<Response, AppError> {
    let user = user_named(&state, &name).await?;
    let Some(action) = UserAction::parse(&form.action) else {
        return Err(AppError::bad_request("Choose one of the page's actions."));
    };
    let reason = form.reason.trim();
    if reason.is_empty() {
        let problem = "Write the reason; it goes to the audit log with your name.".to_owned();
        let after = After {
            status: Some(StatusCode::BAD_REQUEST),
            reason_error: Some(problem),
            ..After::default()
        };
        return show(&state, page, &admin, user, after).await;
    }
    let done = moderation::act_on_user(
        state.store.as_ref(),
        &admin,
        &user,
        action,
        reason,
        sessions::new_token(),
        now(),
    )
    .await;
    match done {
        Ok(done) => {
            tracing::info!(admin = %admin.username, user = %user.username, action = ?action, "admin action on an account");
            let notice = done.notice(&user.username);
            let link = match &done {
                moderation::ActionDone::ResetLink { token } => Some(reset_url(&state, token)),
                _ => None,
            };
            // Drawn again from the store: the account as it is now.
            let user = user_named(&state, &user.username).await?;
            let after = After {
                notice: Some(notice),
                reset_link: link,
                ..After::default()
            };
            show(&state, page, &admin, user, after).await
        }
        Err(DomainError::Refused(refusal)) => {
            let status = crate::error::status_of(refusal.kind());
            let after = After {
                status: Some(status),
                notice: Some(i18n::refusal_message(&refusal, page.lang)),
                ..After::default()
            };
            show(&state, page, &admin, user, after).await
        }
        Err(e) => Err(e.into()),
    }
}

#[derive(Template)]
#[template(path = "reset.html")]
struct ResetPage {
    page: Page,
    action: String,
    name: String,
    error: Option<String>,
    done: bool,
}

/// The secret of a reset link as the address carries it: "not found" when it
/// cannot be one.
fn token_of(raw: &str) -> Result<&str, AppError> {
    let plausible = !raw.is_empty()
        && raw.len() <= 64
        && raw
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    plausible.then_some(raw).ok_or(AppError::NotFound)
}

/// A reset link that leads nowhere: unknown, used, or expired.
fn dead_link() -> AppError {
    AppError::translated(
        StatusCode::NOT_FOUND,
        i18n::Words::Id("error-reset-link-title"),
        i18n::Words::Id("error-reset-link"),
    )
}

async fn reset_form(
    State(state): State<AppState>,
    Path(raw): Path<String>,
    page: Page,
) -> Result<Response, AppError> {
    let token = token_of(&raw)?;
    let user = match moderation::reset_account(state.store.as_ref(), token, now()).await {
        Ok(user) => user,
        Err(DomainError::Refused(_)) => return Err(dead_link()),
        Err(e) => return Err(e.into()),
    };
    render(&ResetPage {
        page,
        action: format!("/reset/{token}"),
        name: user.username,
        error: None,
        done: false,
    })
}

#[derive(Deserialize)]
struct ResetForm {
    #[serde(default)]
    password: String,
}

async fn reset(
    State(state): State<AppState>,
    Path(raw): Path<String>,
    page: Page,
    CsrfForm(form): CsrfForm<ResetForm>,
) -> Result<Response, AppError> {
    let token = token_of(&raw)?;
    let store = state.store.as_ref();
    let user = match moderation::reset_account(store, token, now()).await {
        Ok(user) => user,
        Err(DomainError::Refused(_)) => return Err(dead_link()),
        Err(e) => return Err(e.into()),
    };
    let mut view = ResetPage {
        page,
        action: format!("/reset/{token}"),
        name: user.username.clone(),
        error: None,
        done: false,
    };
    if let Some(problem) = passwords::password_problem(&form.password) {
        view.error = Some(crate::i18n::problem(view.page.lang, problem));
        return render_with(StatusCode::BAD_REQUEST, &view);
    }
    let hash = state
        .hashing
        .hash(form.password)
        .await
        .map_err(AppError::hashing)?;
    match moderation::use_reset(store, token, &hash, now()).await {
        Ok(_) => {}
        Err(DomainError::Refused(_)) => return Err(dead_link()),
        Err(e) => return Err(e.into()),
    }
    tracing::info!(user = %user.username, "password set through a reset link; sessions ended");
    view.done = true;
    render(&view)
}
