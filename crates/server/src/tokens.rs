//! `/account/tokens`: a player makes (shown once) and revokes the personal
//! tokens programs use with the JSON API (see `api`).

use askama::Template;
use axum::{
    extract::{Path, State},
    response::{IntoResponse, Redirect, Response},
    routing::{get, post},
    Router,
};
use serde::Deserialize;

pub use crate::domain::tokens::{MAX_TOKENS, MAX_TOKEN_NAME};
use crate::{
    csrf::CsrfForm,
    domain::{tokens, DomainError},
    error::AppError,
    i18n,
    store::{self, TokenId, TokenRow, User},
    web::{render, CurrentUser, Page},
    AppState,
};

/// Tokens listed (live and revoked, newest first).
const LISTED: i64 = 50;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/account/tokens", get(list).post(create))
        .route("/account/tokens/{id}/revoke", post(revoke))
        .route("/api", get(api_page))
}

#[derive(Template)]
#[template(path = "api.html")]
struct ApiPage {
    page: Page,
    /// The site's address for the examples.
    base: String,
}

/// `/api`: what the JSON API offers, with curl examples.
async fn api_page(State(state): State<AppState>, page: Page) -> Result<Response, AppError> {
    let base = state
        .config
        .base_origin()
        .unwrap_or_else(|| "http://localhost:8080".to_owned());
    render(&ApiPage { page, base })
}

struct TokenLine {
    id: TokenId,
    name: String,
    made: String,
    revoked: Option<String>,
}

#[derive(Template)]
#[template(path = "tokens.html")]
struct TokensPage {
    page: Page,
    tokens: Vec<TokenLine>,
    new_token: Option<String>,
    error: Option<String>,
    max_name: usize,
}

/// A day as the reader's language writes it: "27 November 2026",
/// "27. November 2026".
fn day(lang: i18n::Lang, at: time::OffsetDateTime) -> String {
    let month = i18n::t(lang, &format!("account-month-{}", u8::from(at.month())));
    i18n::t_args(
        lang,
        "account-day",
        &[
            ("day", at.day().to_string().into()),
            ("month", month.into()),
            ("year", at.year().to_string().into()),
        ],
    )
}

async fn page_of(
    state: &AppState,
    user: &User,
    page: Page,
    new_token: Option<String>,
    error: Option<String>,
) -> Result<Response, AppError> {
    let lang = page.lang;
    let tokens = state
        .store
        .tokens()
        .tokens_of(user.id, LISTED)
        .await?
        .into_iter()
        .map(|t: TokenRow| TokenLine {
            id: t.id,
            name: t.name,
            made: day(lang, t.created_at),
            revoked: t.revoked_at.map(|at| day(lang, at)),
        })
        .collect();
    render(&TokensPage {
        page,
        tokens,
        new_token,
        error,
        max_name: MAX_TOKEN_NAME,
    })
}

async fn list(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    page: Page,
) -> Result<Response, AppError> {
    page_of(&state, &user, page, None, None).await
}

#[derive(Deserialize)]
struct NewTokenForm {
    #[serde(default)]
    name: String,
}

async fn create(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    page: Page,
    CsrfForm(form): CsrfForm<NewTokenForm>,
) -> Result<Response, AppError> {
    match tokens::make(state.store.as_ref(), user.id, &form.name, store::now()).await {
        Ok(token) => {
            tracing::info!(user = %user.username, "API token made");
            page_of(&state, &user, page, Some(token), None).await
        }
        Err(DomainError::Refused(refusal)) => {
            let message = i18n::refusal_message(&refusal, page.lang);
            page_of(&state, &user, page, None, Some(message)).await
        }
        Err(e) => Err(e.into()),
    }
}

async fn revoke(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
    CsrfForm(_): CsrfForm<serde::de::IgnoredAny>,
) -> Result<Response, AppError> {
    let id = id
        .parse::<uuid::Uuid>()
        .map(TokenId)
        .map_err(|_| AppError::NotFound)?;
    tokens::revoke(state.store.as_ref(), user.id, id, store::now()).await?;
    Ok(Redirect::to("/account/tokens").into_response())
}
