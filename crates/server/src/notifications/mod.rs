//! Knowing it is your turn: `/account/notifications` (the mail address,
//! verified by a mailed link before anything else goes to it, and what to be
//! mailed about), the one-click unsubscribe links (no log-in), the private
//! Atom feed (`feed`), the live pages (`live`) and the sender (`mail`).

pub mod feed;
pub mod live;
pub mod mail;

use askama::Template;
use axum::{
    extract::{Path, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::{get, post},
    Router,
};
use serde::Deserialize;

use crate::{
    csrf::CsrfForm,
    domain::notify::{self, Saved, Unsaved, Wanted},
    error::AppError,
    i18n::Words,
    store::{self, UserId},
    web::{render, render_with, CurrentUser, Page},
    AppState,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/account/notifications", get(settings_page).post(save))
        .route("/account/notifications/feed", post(replace_feed))
        .route(
            "/account/notifications/verify/{secret}",
            get(verify_page).post(verify),
        )
        .route(
            "/unsubscribe/{user}/{key}",
            get(unsubscribe_page).post(unsubscribe),
        )
        .route("/feeds/{file}", get(feed::feed))
        .route("/games/{id}/events", get(live::game_events))
        .route("/status/events", get(live::status_events))
}

/// The one-click unsubscribe address of a player's mails.
pub fn unsubscribe_url(base: &str, user: UserId, key: &str) -> String {
    format!("{base}/unsubscribe/{user}/{key}")
}

/// The private feed's address.
pub fn feed_url(base: &str, token: &str) -> String {
    format!("{base}/feeds/{token}.atom")
}

#[derive(Template)]
#[template(path = "notifications.html")]
struct SettingsPage {
    page: Page,
    mail_on: bool,
    email: String,
    verified: Option<String>,
    pending: Option<String>,
    on_turn: bool,
    digest: bool,
    digest_hour: i64,
    low_time: bool,
    invitations: bool,
    hours: Vec<i64>,
    feed: Option<String>,
    notice: Option<&'static str>,
    error: Option<String>,
}

#[derive(Deserialize, Default)]
struct Said {
    saved: Option<String>,
}

async fn settings_page(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    page: Page,
    axum::extract::Query(said): axum::extract::Query<Said>,
) -> Result<Response, AppError> {
    let notice = match said.saved.as_deref() {
        Some("settings") => Some("account-notifications-saved"),
        Some("verify") => Some("account-notifications-verify"),
        Some("verified") => Some("account-notifications-verified"),
        Some("feed") => Some("account-notifications-feed-new"),
        _ => None,
    };
    draw(&state, user.id, page, notice, None, None, StatusCode::OK).await
}

async fn draw(
    state: &AppState,
    user: UserId,
    page: Page,
    notice: Option<&'static str>,
    error: Option<String>,
    typed: Option<Wanted>,
    status: StatusCode,
) -> Result<Response, AppError> {
    let settings = state
        .store
        .notifications()
        .notification_settings(user)
        .await?;
    let base = state.config.link_base();
    let s = settings.as_ref();
    let verified = s.and_then(|s| s.email.clone());
    let pending = s.and_then(|s| s.pending_email.clone());
    let (email, on_turn, digest, digest_hour, low_time, invitations) = match typed {
        Some(w) => (
            w.email,
            w.on_turn,
            w.digest,
            w.digest_hour.clamp(0, 23),
            w.low_time,
            w.invitations,
        ),
        None => (
            pending
                .clone()
                .or_else(|| verified.clone())
                .unwrap_or_default(),
            s.is_some_and(|s| s.on_turn),
            s.is_some_and(|s| s.digest),
            s.map_or(8, |s| s.digest_hour),
            s.is_some_and(|s| s.low_time),
            s.is_some_and(|s| s.invitations),
        ),
    };
    render_with(
        status,
        &SettingsPage {
            page,
            mail_on: state.config.smtp_url.is_some(),
            email,
            verified,
            pending,
            on_turn,
            digest,
            digest_hour,
            low_time,
            invitations,
            hours: (0..24).collect(),
            feed: s.and_then(|s| s.feed_token.as_deref().map(|t| feed_url(&base, t))),
            notice,
            error,
        },
    )
}

#[derive(Deserialize)]
struct SettingsForm {
    #[serde(default)]
    email: String,
    on_turn: Option<String>,
    digest: Option<String>,
    #[serde(default)]
    digest_hour: String,
    low_time: Option<String>,
    invitations: Option<String>,
}

async fn save(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    page: Page,
    CsrfForm(form): CsrfForm<SettingsForm>,
) -> Result<Response, AppError> {
    let hour = if form.digest_hour.trim().is_empty() {
        Ok(8)
    } else {
        form.digest_hour.trim().parse::<i64>()
    };
    let wanted = Wanted {
        email: form.email.trim().to_owned(),
        on_turn: form.on_turn.is_some(),
        digest: form.digest.is_some(),
        digest_hour: *hour.as_ref().unwrap_or(&-1),
        low_time: form.low_time.is_some(),
        invitations: form.invitations.is_some(),
    };
    let saved = notify::save(state.store.as_ref(), user.id, &wanted, store::now()).await;
    match saved {
        Ok(Saved::Settings) => {
            Ok(Redirect::to("/account/notifications?saved=settings").into_response())
        }
        Ok(Saved::VerificationSent) => {
            Ok(Redirect::to("/account/notifications?saved=verify").into_response())
        }
        Err(Unsaved::Store(e)) => Err(e.into()),
        Err(refused) => {
            let words = match refused {
                Unsaved::BadAddress => {
                    crate::i18n::t(page.lang, "account-notifications-bad-address")
                }
                Unsaved::BadHour => crate::i18n::t(page.lang, "account-notifications-bad-hour"),
                other => other.to_string(),
            };
            draw(
                &state,
                user.id,
                page,
                None,
                Some(words),
                Some(wanted),
                StatusCode::UNPROCESSABLE_ENTITY,
            )
            .await
        }
    }
}

#[derive(Template)]
#[template(path = "verify_email.html")]
struct VerifyPage {
    page: Page,
    action: String,
}

/// The link of a confirmation mail only asks: a program that opens every
/// link of a mail (a scanner, a preview) confirms nothing; the button does.
async fn verify_page(
    State(state): State<AppState>,
    page: Page,
    Path(secret): Path<String>,
) -> Result<Response, AppError> {
    if !notify::address_pending(state.store.as_ref(), &secret).await? {
        return Err(unknown_link());
    }
    render(&VerifyPage {
        page,
        action: format!("/account/notifications/verify/{secret}"),
    })
}

fn unknown_link() -> AppError {
    AppError::translated(
        StatusCode::NOT_FOUND,
        Words::Id("account-verify-unknown-title"),
        Words::Id("account-verify-unknown"),
    )
}

/// Confirms the address: the secret in the link is the authority (the
/// button may be pressed in a browser that is not logged in), so no form
/// token is asked for.
async fn verify(
    State(state): State<AppState>,
    Path(secret): Path<String>,
) -> Result<Response, AppError> {
    match notify::confirm_address(state.store.as_ref(), &secret).await? {
        Some(_) => Ok(Redirect::to("/account/notifications?saved=verified").into_response()),
        None => Err(unknown_link()),
    }
}

async fn replace_feed(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    CsrfForm(_): CsrfForm<serde::de::IgnoredAny>,
) -> Result<Response, AppError> {
    notify::replace_feed(state.store.as_ref(), user.id, store::now()).await?;
    Ok(Redirect::to("/account/notifications?saved=feed").into_response())
}

#[derive(Template)]
#[template(path = "unsubscribe.html")]
struct UnsubscribePage {
    page: Page,
    action: String,
    done: bool,
}

/// The player whose unsubscribe link this is, or a 404.
async fn link_owner(state: &AppState, user: &str, key: &str) -> Result<UserId, AppError> {
    notify::link_owner(state.store.as_ref(), user, key)
        .await?
        .ok_or(AppError::NotFound)
}

async fn unsubscribe_page(
    State(state): State<AppState>,
    page: Page,
    Path((user, key)): Path<(String, String)>,
) -> Result<Response, AppError> {
    link_owner(&state, &user, &key).await?;
    render(&UnsubscribePage {
        page,
        action: format!("/unsubscribe/{user}/{key}"),
        done: false,
    })
}

/// The one-click unsubscribe (RFC 8058): the mail program posts
/// `List-Unsubscribe=One-Click` with no cookie; the secret in the address is
/// the authority, so no form token is asked for.
async fn unsubscribe(
    State(state): State<AppState>,
    page: Page,
    Path((user, key)): Path<(String, String)>,
) -> Result<Response, AppError> {
    notify::unsubscribe(state.store.as_ref(), &user, &key)
        .await?
        .ok_or(AppError::NotFound)?;
    render(&UnsubscribePage {
        page,
        action: String::new(),
        done: true,
    })
}
