//! The pages that belong to no other area: home, the health check and 404.

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
        open_signups: state.config.open_signups,
    })
}

/// 200 when the database answers, 503 when it does not.
async fn healthz(State(state): State<AppState>) -> Response {
    match state.store.system().ping().await {
        Ok(()) => (StatusCode::OK, "ok\n").into_response(),
        Err(e) => {
            tracing::error!(error = %e, "health check: database unreachable");
            (StatusCode::SERVICE_UNAVAILABLE, "database unreachable\n").into_response()
        }
    }
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
