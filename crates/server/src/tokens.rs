//! `/account/tokens`: a player makes (shown once) and revokes the personal
//! tokens programs use with the JSON API (see `api`).

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
    api::{token_hash, TOKEN_PREFIX},
    csrf::CsrfForm,
    error::AppError,
    sessions::new_token,
    store::{self, NewToken, StoreError, TokenId, TokenRow, User},
    web::{render, CurrentUser, Page},
    AppState,
};

/// Live tokens one player may have.
pub const MAX_TOKENS: u32 = 10;
/// The most characters of a token's name: the form's `maxlength`, the check
/// and its message all take it from here.
pub const MAX_TOKEN_NAME: usize = 40;
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

fn day(at: time::OffsetDateTime) -> String {
    format!("{} {} {}", at.day(), at.month(), at.year())
}

async fn page_of(
    state: &AppState,
    user: &User,
    page: Page,
    new_token: Option<String>,
    error: Option<String>,
) -> Result<Response, AppError> {
    let tokens = state
        .store
        .tokens()
        .tokens_of(user.id, LISTED)
        .await?
        .into_iter()
        .map(|t: TokenRow| TokenLine {
            id: t.id,
            name: t.name,
            made: day(t.created_at),
            revoked: t.revoked_at.map(day),
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
    let name = form.name.trim();
    if name.is_empty() {
        let error = Some("Give the token a name, to know it again.".to_owned());
        return page_of(&state, &user, page, None, error).await;
    }
    if name.chars().count() > MAX_TOKEN_NAME {
        let error = Some(format!(
            "A token's name can have at most {MAX_TOKEN_NAME} characters. Nothing was made."
        ));
        return page_of(&state, &user, page, None, error).await;
    }
    let token = format!("{TOKEN_PREFIX}{}", new_token());
    let made = state
        .store
        .tokens()
        .create_token(
            NewToken {
                user: user.id,
                name,
                token_hash: &token_hash(&token),
                at: store::now(),
            },
            MAX_TOKENS,
        )
        .await;
    match made {
        Ok(_) => {
            tracing::info!(user = %user.username, "API token made");
            page_of(&state, &user, page, Some(token), None).await
        }
        Err(StoreError::Conflict) => {
            let error = Some(format!(
                "You have {MAX_TOKENS} live tokens, the most one player may have. Revoke one first; nothing was made."
            ));
            page_of(&state, &user, page, None, error).await
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
    match state
        .store
        .tokens()
        .revoke_token(user.id, id, store::now())
        .await
    {
        Ok(()) => {}
        // Revoked already (a second click): the list says so. A token that is
        // not in the player's list is someone else's, or none: refused, so
        // that nobody takes it for revoked.
        Err(StoreError::NotFound) => {
            let theirs = state.store.tokens().tokens_of(user.id, LISTED).await?;
            if !theirs.iter().any(|t| t.id == id) {
                return Err(AppError::visitor(
                    StatusCode::NOT_FOUND,
                    "No such token",
                    "You have no token with this number, so nothing was revoked. \
                     Only a token of your own, from your list of API tokens, can be revoked.",
                ));
            }
        }
        Err(e) => return Err(e.into()),
    }
    Ok(Redirect::to("/account/tokens").into_response())
}
