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

use crate::{
    error::AppError,
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
}

async fn home(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    page: Page,
) -> Result<Response, AppError> {
    if user.is_some() {
        return Ok(Redirect::to("/status").into_response());
    }
    render(&HomePage {
        page,
        open_signups: state.config.signups() != crate::config::Signups::Closed,
        news: crate::news::latest(state.store.as_ref()).await?,
    })
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
    AppError::visitor(
        StatusCode::METHOD_NOT_ALLOWED,
        "Not here",
        crate::error::METHOD_NOT_ALLOWED_MESSAGE,
    )
}
