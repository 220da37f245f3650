//! "Forgot password?" (`/forgot-password`): with mail set up, a form that
//! mails a one-time link to the verified address of an account; without
//! mail, a page that says to ask the site's admin. The answer is the same
//! whether or not the address belongs to anyone, and as soon (the accounts
//! are looked up after it is sent). The link opens
//! `/reset/{secret}` (see `admin_users`), which sets the password once and
//! ends every session of the account.

use askama::Template;
use axum::{extract::State, http::StatusCode, response::Response, routing::get, Router};
use serde::Deserialize;

use crate::{
    csrf::CsrfForm,
    domain::{notify, recovery},
    error::AppError,
    limits,
    store::now,
    web::{render, render_with, ClientIp, Page},
    AppState,
};

pub fn router() -> Router<AppState> {
    Router::new().route("/forgot-password", get(form).post(request))
}

#[derive(Template)]
#[template(path = "forgot_password.html")]
struct ForgotPage {
    page: Page,
    /// Whether mail is set up (else: ask the admin).
    mail_on: bool,
    email: String,
    error: Option<String>,
    /// The request was taken.
    sent: bool,
}

async fn form(State(state): State<AppState>, page: Page) -> Result<Response, AppError> {
    render(&ForgotPage {
        page,
        mail_on: state.config.smtp_url.is_some(),
        email: String::new(),
        error: None,
        sent: false,
    })
}

#[derive(Deserialize)]
struct ForgotForm {
    #[serde(default)]
    email: String,
}

async fn request(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    page: Page,
    CsrfForm(form): CsrfForm<ForgotForm>,
) -> Result<Response, AppError> {
    let mut view = ForgotPage {
        page,
        mail_on: state.config.smtp_url.is_some(),
        email: String::new(),
        error: None,
        sent: false,
    };
    if !view.mail_on {
        return render_with(StatusCode::NOT_FOUND, &view);
    }
    let email = form.email.trim();
    if email.len() > recovery::MAX_ADDRESS || !notify::plausible_address(email) {
        view.email = email.chars().take(recovery::MAX_ADDRESS).collect();
        view.error = Some(view.page.t("forgot-not-an-address").into());
        return render_with(StatusCode::BAD_REQUEST, &view);
    }
    let store = state.store.as_ref();
    let at = now();
    if !limits::begin_reset(store, email, ip, at).await? {
        return Err(AppError::too_many_requests(
            "Password-reset mails have been asked for too often for this address or from your network. Please wait an hour and try again.",
        ));
    }
    // Looked up and written after the answer, so that the answer takes as
    // long whether or not the address is anyone's.
    let (store, email) = (state.store.clone(), email.to_owned());
    tokio::spawn(async move {
        match recovery::request_reset(store.as_ref(), &email, at).await {
            Ok(made) => tracing::info!(made, "password-reset mail asked for"),
            Err(e) => tracing::error!(error = ?e, "cannot write a password-reset mail"),
        }
    });
    view.sent = true;
    render(&view)
}
