//! Accounts: create a userid, log in, log out, change password.

use askama::Template;
use axum::{
    extract::{Query, State},
    http::{HeaderMap, StatusCode},
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};
use serde::Deserialize;
use time::OffsetDateTime;

use crate::{
    config::Signups,
    csrf::CsrfForm,
    domain::{
        accounts::{self, SignUp, SignUpRules},
        computer, DomainError, Refusal,
    },
    error::AppError,
    known_device,
    limits::{self, Caller},
    passwords, sessions,
    sessions::Visit,
    store::{self, username_key, User},
    web::{local_path, render, render_with, ClientIp, CurrentUser, MaybeUser, Page},
    AppState,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/register", get(register_form).post(register))
        .route("/login", get(login_form).post(login))
        .route("/logout", get(logout_form).post(logout))
        .route(
            "/change-password",
            get(change_password_form).post(change_password),
        )
        .route(
            "/logout-everywhere",
            get(to_change_password).post(logout_everywhere),
        )
}

#[derive(Template)]
#[template(path = "register.html")]
struct RegisterPage {
    page: Page,
    username: String,
    error: Option<String>,
    /// Whether the form is shown at all (sign-ups are not closed).
    open: bool,
    /// Whether the form asks for an invite code.
    by_invite: bool,
    invite: String,
}

impl RegisterPage {
    fn new(page: Page, signups: Signups) -> Self {
        Self {
            page,
            username: String::new(),
            error: None,
            open: signups != Signups::Closed,
            by_invite: signups == Signups::Invite,
            invite: String::new(),
        }
    }
}

#[derive(Deserialize)]
struct RegisterForm {
    #[serde(default)]
    username: String,
    #[serde(default)]
    password: String,
    /// The invite code, when sign-ups are by invitation.
    #[serde(default)]
    invite: String,
}

#[derive(Deserialize)]
struct InviteQuery {
    invite: Option<String>,
}

async fn register_form(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    page: Page,
    Query(query): Query<InviteQuery>,
) -> Result<Response, AppError> {
    if user.is_some() {
        return Ok(Redirect::to("/status").into_response());
    }
    let signups = state.config.signups();
    let status = if signups == Signups::Closed {
        StatusCode::FORBIDDEN
    } else {
        StatusCode::OK
    };
    let mut form = RegisterPage::new(page, signups);
    if form.by_invite {
        form.invite = query.invite.unwrap_or_default().trim().to_owned();
    }
    render_with(status, &form)
}

async fn register(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    page: Page,
    visit: Visit,
    CsrfForm(form): CsrfForm<RegisterForm>,
) -> Result<Response, AppError> {
    let signups = state.config.signups();
    let refuse = |status: StatusCode, message: &str, page: Page, username: &str| {
        let mut again = RegisterPage::new(page, signups);
        again.username = username.to_owned();
        again.error = Some(message.to_owned());
        if again.by_invite {
            again.invite = form.invite.trim().to_owned();
        }
        render_with(status, &again)
    };
    let store = state.store.as_ref();
    let limits = state.config.limits();
    let rules = SignUpRules {
        signups,
        limits: &limits,
        hashing: &state.hashing,
    };
    let sign_up = SignUp {
        username: &form.username,
        password: &form.password,
        invite: &form.invite,
    };
    let username = form.username.trim();
    let user = match accounts::register(store, rules, sign_up, ip, store::now()).await {
        Ok(user) => user,
        Err(DomainError::Refused(Refusal::TooManySignUps)) => {
            return Err(AppError::too_many_requests(
                crate::i18n::Words::RefusalMessage(Refusal::TooManySignUps),
            ))
        }
        Err(DomainError::Refused(refusal)) => {
            let status = crate::error::status_of(refusal.kind());
            let shown = if matches!(refusal, Refusal::SignUpsClosed) {
                ""
            } else {
                username
            };
            let message = page.refusal_message(&refusal);
            return refuse(status, &message, page, shown);
        }
        Err(e) => return Err(e.into()),
    };
    let invited = signups == Signups::Invite;
    tracing::info!(user = %user.username, invited, "userid created");
    visit.log_in(store, &user).await?;
    Ok(Redirect::to("/status").into_response())
}

#[derive(Template)]
#[template(path = "login.html")]
struct LoginPage {
    page: Page,
    username: String,
    next: String,
    error: Option<String>,
    /// Whether mail is set up: "Forgot password?" mails a link; else the
    /// page says to ask the admin.
    mail_on: bool,
}

#[derive(Deserialize)]
struct NextQuery {
    next: Option<String>,
}

#[derive(Deserialize)]
struct LoginForm {
    #[serde(default)]
    username: String,
    #[serde(default)]
    password: String,
    next: Option<String>,
}

/// Where to go after log-in: `next` when it is a path of this site, else
/// nowhere in particular (the status page).
fn safe_next(next: Option<String>) -> String {
    next.filter(|n| local_path(n).is_some()).unwrap_or_default()
}

async fn login_form(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    page: Page,
    Query(query): Query<NextQuery>,
) -> Result<Response, AppError> {
    let next = safe_next(query.next);
    if user.is_some() {
        let to = if next.is_empty() { "/status" } else { &next };
        return Ok(Redirect::to(to).into_response());
    }
    render(&LoginPage {
        page,
        username: String::new(),
        next,
        error: None,
        mail_on: state.config.smtp_url.is_some(),
    })
}

/// Who is logging in to `user`: its known browser, or a stranger.
pub(crate) async fn caller(
    state: &AppState,
    headers: &HeaderMap,
    user: Option<&User>,
    now: OffsetDateTime,
) -> Result<Caller, AppError> {
    let (Some(user), Some(cookie)) = (user, sessions::cookie(headers, known_device::COOKIE)) else {
        return Ok(Caller::Stranger);
    };
    let key = state.device_key().await?;
    Ok(match known_device::check(key, cookie, now) {
        Some(id) if id == user.id => Caller::KnownBrowser(id),
        _ => Caller::Stranger,
    })
}

/// Whether `password` is the logged-in player's own, asked again before an
/// account change (a new password, closing the account). A guess like any
/// other: counted against the log-in limits before it is checked; a wrong one
/// waits as a failed log-in does.
pub(crate) async fn password_is_right(
    state: &AppState,
    headers: &HeaderMap,
    user: &User,
    ip: Option<std::net::IpAddr>,
    password: String,
) -> Result<bool, AppError> {
    let store = state.store.as_ref();
    let now = store::now();
    let caller = caller(state, headers, Some(user), now).await?;
    let key = username_key(&user.username);
    let Some(attempt) =
        limits::begin_log_in(store, &state.config.limits(), &key, caller, ip, now).await?
    else {
        return Err(AppError::too_many_requests(
            "There have been too many wrong passwords for this userid. Please wait 15 minutes and try again.",
        ));
    };
    let current = Some(user.password_hash.clone());
    let right = match state.hashing.verify(password, current).await {
        Ok(right) => right,
        Err(e) => {
            attempt.unchecked(store).await?;
            return Err(AppError::hashing(e));
        }
    };
    if right {
        attempt.succeeded(store).await?;
    } else {
        tokio::time::sleep(attempt.failed()).await;
    }
    Ok(right)
}

async fn login(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    page: Page,
    visit: Visit,
    CsrfForm(form): CsrfForm<LoginForm>,
) -> Result<Response, AppError> {
    let username = form.username.trim().to_owned();
    let key = username_key(&username);
    let next = safe_next(form.next);
    let store = state.store.as_ref();
    let now = store::now();
    // A closed account logs in no more, nor does a computer's (which has no
    // password): as if there were no such userid.
    let user = store
        .users()
        .user_by_name(&username)
        .await?
        .filter(|u| u.closed_at.is_none() && computer::level_of(u.id).is_none());
    let caller = caller(&state, &headers, user.as_ref(), now).await?;
    // Counted before the password is checked, so that guesses sent at once
    // cannot pass the limit while the first are being hashed.
    let Some(attempt) =
        limits::begin_log_in(store, &state.config.limits(), &key, caller, ip, now).await?
    else {
        return Err(AppError::too_many_requests(
            "There have been too many failed log-ins for this userid or from your network. Please wait 15 minutes and try again.",
        ));
    };
    let hash = user.as_ref().map(|u| u.password_hash.clone());
    let ok = match state.hashing.verify(form.password, hash).await {
        Ok(ok) => ok,
        Err(e) => {
            // Not checked, so not a failure.
            attempt.unchecked(store).await?;
            return Err(AppError::hashing(e));
        }
    };
    let user = match user {
        Some(user) if ok => user,
        _ => {
            tracing::info!(account = ?key, ?ip, "log-in failed");
            tokio::time::sleep(attempt.failed()).await;
            return render_with(
                StatusCode::UNAUTHORIZED,
                &LoginPage {
                    error: Some(page.t("login-wrong").into()),
                    page,
                    username,
                    next,
                    mail_on: state.config.smtp_url.is_some(),
                },
            );
        }
    };
    attempt.succeeded(store).await?;
    if user.suspended {
        tracing::info!(user = %user.username, "log-in of a suspended account refused");
        return Err(AppError::visitor(
            StatusCode::FORBIDDEN,
            "Account suspended",
            "This account is suspended by an admin, so it cannot log in. Its games go on and time out as usual.",
        ));
    }
    visit.log_in(store, &user).await?;
    let to = if next.is_empty() { "/status" } else { &next };
    let mut response = Redirect::to(to).into_response();
    // From now on this browser is known to the account.
    let known = known_device::issue(state.device_key().await?, user.id, now);
    sessions::set_cookie(
        response.headers_mut(),
        known_device::COOKIE,
        &known,
        Some(known_device::LIFETIME.whole_seconds()),
        state.config.secure_cookies(),
    );
    Ok(response)
}

#[derive(Template)]
#[template(path = "logout.html")]
struct LogoutPage {
    page: Page,
}

async fn logout_form(page: Page) -> Result<Response, AppError> {
    render(&LogoutPage { page })
}

async fn logout(
    State(state): State<AppState>,
    visit: Visit,
    CsrfForm(_): CsrfForm<serde::de::IgnoredAny>,
) -> Result<Response, AppError> {
    visit.log_out(state.store.as_ref()).await?;
    Ok(Redirect::to("/").into_response())
}

#[derive(Template)]
#[template(path = "change_password.html")]
struct ChangePasswordPage {
    page: Page,
    error: Option<String>,
    done: bool,
}

#[derive(Deserialize)]
struct ChangePasswordForm {
    #[serde(default)]
    current_password: String,
    /// The new password.
    #[serde(default, alias = "new_password")]
    password: String,
}

async fn change_password_form(_user: CurrentUser, page: Page) -> Result<Response, AppError> {
    render(&ChangePasswordPage {
        page,
        error: None,
        done: false,
    })
}

async fn change_password(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    CurrentUser(user): CurrentUser,
    page: Page,
    visit: Visit,
    CsrfForm(form): CsrfForm<ChangePasswordForm>,
) -> Result<Response, AppError> {
    let refuse = |status, message: &str, page| {
        render_with(
            status,
            &ChangePasswordPage {
                page,
                error: Some(message.to_owned()),
                done: false,
            },
        )
    };
    if !password_is_right(&state, &headers, &user, ip, form.current_password).await? {
        return refuse(
            StatusCode::UNAUTHORIZED,
            &crate::i18n::t(page.lang, "account-password-wrong"),
            page,
        );
    }
    if let Some(problem) = passwords::password_problem(&form.password) {
        let words = crate::i18n::problem(page.lang, problem);
        return refuse(StatusCode::BAD_REQUEST, &words, page);
    }
    let hash = state
        .hashing
        .hash(form.password)
        .await
        .map_err(AppError::hashing)?;
    // Whoever knew the old password may be logged in elsewhere: only this
    // session goes on.
    let ended = crate::domain::accounts::set_password(
        state.store.as_ref(),
        user.id,
        &hash,
        visit.session_id().as_deref(),
    )
    .await?;
    tracing::info!(user = %user.username, ended, "password changed; other sessions ended");
    render(&ChangePasswordPage {
        page,
        error: None,
        done: true,
    })
}

/// The form's address opened as a page: the page the form is on.
async fn to_change_password() -> Redirect {
    Redirect::to("/change-password")
}

/// "Log out everywhere": ends every session of the player, on every browser,
/// this one too.
async fn logout_everywhere(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    visit: Visit,
    CsrfForm(_): CsrfForm<serde::de::IgnoredAny>,
) -> Result<Response, AppError> {
    let ended = crate::domain::accounts::log_out_everywhere(state.store.as_ref(), user.id).await?;
    visit.log_out(state.store.as_ref()).await?;
    tracing::info!(user = %user.username, ended, "logged out everywhere");
    Ok(Redirect::to("/login").into_response())
}
