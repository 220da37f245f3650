//! The account's owner (`/account/data`): download everything the site keeps
//! about you as JSON (`/account/data.json`), and close the account
//! (`/account/close`, the password asked again). Only the logged-in owner
//! reaches either.

use askama::Template;
use axum::{
    extract::State,
    http::{header, HeaderMap, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use serde::Deserialize;

use crate::{
    accounts::password_is_right,
    csrf::CsrfForm,
    domain::{ownership, DomainError, Refusal},
    error::AppError,
    sessions::Visit,
    store,
    web::{render, render_with, ClientIp, CurrentUser, Page},
    AppState,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/account/data", get(data_page))
        .route("/account/data.json", get(download))
        .route("/account/close", get(close_form).post(close))
}

#[derive(Template)]
#[template(path = "account_data.html")]
struct DataPage {
    page: Page,
}

async fn data_page(_user: CurrentUser, page: Page) -> Result<Response, AppError> {
    render(&DataPage { page })
}

async fn download(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> Result<Response, AppError> {
    let now = store::now();
    let data = ownership::account_data(state.store.as_ref(), &user, now).await?;
    let body = serde_json::to_vec_pretty(&data).map_err(AppError::internal)?;
    let d = now.date();
    let disposition = format!(
        "attachment; filename=\"halma-{}-{}-{:02}-{:02}.json\"",
        user.username,
        d.year(),
        u8::from(d.month()),
        d.day()
    );
    let mut headers = HeaderMap::new();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    headers.insert(
        header::CONTENT_DISPOSITION,
        HeaderValue::from_str(&disposition).map_err(AppError::internal)?,
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok((headers, body).into_response())
}

#[derive(Template)]
#[template(path = "close_account.html")]
struct ClosePage {
    page: Page,
    error: Option<String>,
    /// The neutral name the closed account is shown under, once closed.
    closed_as: Option<String>,
}

async fn close_form(_user: CurrentUser, page: Page) -> Result<Response, AppError> {
    render(&ClosePage {
        page,
        error: None,
        closed_as: None,
    })
}

#[derive(Deserialize)]
struct CloseForm {
    #[serde(default)]
    password: String,
    #[serde(default)]
    confirm: String,
}

async fn close(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    CurrentUser(user): CurrentUser,
    page: Page,
    visit: Visit,
    CsrfForm(form): CsrfForm<CloseForm>,
) -> Result<Response, AppError> {
    let refuse = |status, message: String, page| {
        render_with(
            status,
            &ClosePage {
                page,
                error: Some(message),
                closed_as: None,
            },
        )
    };
    if form.confirm != "yes" {
        return refuse(
            StatusCode::BAD_REQUEST,
            crate::i18n::t(page.lang, "account-close-unconfirmed"),
            page,
        );
    }
    if form.password.is_empty() || form.password.chars().count() > crate::passwords::MAX_PASSWORD {
        return refuse(
            StatusCode::BAD_REQUEST,
            crate::i18n::refusal_message(&Refusal::WrongPassword, page.lang),
            page,
        );
    }
    let store = state.store.as_ref();
    let now = store::now();
    let right = password_is_right(&state, &headers, &user, ip, form.password).await?;
    match ownership::close_account(store, &user, right, now).await {
        Ok(closed) => {
            tracing::info!(
                user = %user.username,
                neutral = %closed.neutral_name,
                sessions = closed.sessions,
                tokens = closed.tokens,
                "account closed"
            );
            // This browser's session is gone with the others.
            visit.log_out(store).await?;
            render(&ClosePage {
                page,
                error: None,
                closed_as: Some(closed.neutral_name),
            })
        }
        Err(DomainError::Refused(refusal)) => refuse(
            crate::error::status_of(refusal.kind()),
            crate::i18n::refusal_message(&refusal, page.lang),
            page,
        ),
        Err(e) => Err(e.into()),
    }
}
