//! The buddy list (`/account/buddies`) and the ignore list
//! (`/account/ignore`): add a player by userid, remove one.

use askama::Template;
use axum::{
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::{get, post},
    Router,
};
use serde::Deserialize;

use crate::{
    csrf::CsrfForm,
    error::AppError,
    i18n, passwords,
    store::{now, ContactKind, Named},
    web::{local_path, render_with, CurrentUser, Page},
    AppState,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/account/buddies", get(buddies).post(add_buddy))
        .route("/account/buddies/remove", post(remove_buddy))
        .route("/account/ignore", get(ignored).post(add_ignored))
        .route("/account/ignore/remove", post(remove_ignored))
}

#[derive(Template)]
#[template(path = "contacts.html")]
struct ListPage {
    page: Page,
    /// `buddies` or `ignore`: the page's address under `/account/`.
    path: &'static str,
    title: String,
    intro: String,
    add_label: String,
    list: Vec<Named>,
    username: String,
    error: Option<String>,
}

fn words(kind: ContactKind) -> (&'static str, &'static str, &'static str, &'static str) {
    match kind {
        ContactKind::Buddy => (
            "buddies",
            "players-buddies-title",
            "players-buddies-intro",
            "players-buddies-add",
        ),
        ContactKind::Ignore => (
            "ignore",
            "players-ignore-title",
            "players-ignore-intro",
            "players-ignore-add",
        ),
    }
}

async fn list_page(
    state: &AppState,
    page: Page,
    kind: ContactKind,
    username: String,
    error: Option<String>,
) -> Result<Response, AppError> {
    let owner = page.user.as_ref().map(|u| u.id).ok_or(AppError::NotFound)?;
    let list = state.store.contacts().contacts(owner, kind).await?;
    let (path, title, intro, add_label) = words(kind);
    let lang = page.lang;
    let (title, intro, add_label) = (
        i18n::t(lang, title),
        i18n::t(lang, intro),
        i18n::t(lang, add_label),
    );
    let status = if error.is_some() {
        StatusCode::BAD_REQUEST
    } else {
        StatusCode::OK
    };
    render_with(
        status,
        &ListPage {
            page,
            path,
            title,
            intro,
            add_label,
            list,
            username,
            error,
        },
    )
}

async fn buddies(
    State(state): State<AppState>,
    CurrentUser(_): CurrentUser,
    page: Page,
) -> Result<Response, AppError> {
    list_page(&state, page, ContactKind::Buddy, String::new(), None).await
}

async fn ignored(
    State(state): State<AppState>,
    CurrentUser(_): CurrentUser,
    page: Page,
) -> Result<Response, AppError> {
    list_page(&state, page, ContactKind::Ignore, String::new(), None).await
}

#[derive(Deserialize)]
struct ContactForm {
    #[serde(default)]
    username: String,
    /// Where to go back to (a profile's buttons).
    #[serde(default)]
    next: String,
}

async fn change(
    state: AppState,
    page: Page,
    kind: ContactKind,
    form: ContactForm,
    add: bool,
) -> Result<Response, AppError> {
    let Some(me) = page.user.clone() else {
        return Err(AppError::NotFound);
    };
    let name = form.username.trim();
    let other = if passwords::username_problem(name).is_some() {
        None
    } else {
        state.store.users().user_by_name(name).await?
    };
    let lang = page.lang;
    let problem = match &other {
        _ if name.is_empty() => Some(i18n::t(lang, "players-contacts-type-userid")),
        None => Some(i18n::t_args(
            lang,
            "players-contacts-no-player",
            &[("name", name.to_owned().into())],
        )),
        Some(o) if o.id == me.id => Some(i18n::t(lang, "players-contacts-own-userid")),
        Some(_) => None,
    };
    let (Some(other), None) = (other, problem.clone()) else {
        return list_page(&state, page, kind, name.to_owned(), problem).await;
    };
    let contacts = state.store.contacts();
    if add {
        contacts.add_contact(me.id, kind, other.id, now()).await?;
    } else {
        contacts.remove_contact(me.id, kind, other.id).await?;
    }
    let (path, ..) = words(kind);
    let default = format!("/account/{path}");
    let to = local_path(&form.next).unwrap_or(&default);
    Ok(Redirect::to(to).into_response())
}

async fn add_buddy(
    State(state): State<AppState>,
    CurrentUser(_): CurrentUser,
    page: Page,
    CsrfForm(form): CsrfForm<ContactForm>,
) -> Result<Response, AppError> {
    change(state, page, ContactKind::Buddy, form, true).await
}

async fn remove_buddy(
    State(state): State<AppState>,
    CurrentUser(_): CurrentUser,
    page: Page,
    CsrfForm(form): CsrfForm<ContactForm>,
) -> Result<Response, AppError> {
    change(state, page, ContactKind::Buddy, form, false).await
}

async fn add_ignored(
    State(state): State<AppState>,
    CurrentUser(_): CurrentUser,
    page: Page,
    CsrfForm(form): CsrfForm<ContactForm>,
) -> Result<Response, AppError> {
    change(state, page, ContactKind::Ignore, form, true).await
}

async fn remove_ignored(
    State(state): State<AppState>,
    CurrentUser(_): CurrentUser,
    page: Page,
    CsrfForm(form): CsrfForm<ContactForm>,
) -> Result<Response, AppError> {
    change(state, page, ContactKind::Ignore, form, false).await
}
