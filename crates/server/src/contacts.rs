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
    passwords,
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
    title: &'static str,
    intro: &'static str,
    add_label: &'static str,
    list: Vec<Named>,
    username: String,
    error: Option<String>,
}

fn words(kind: ContactKind) -> (&'static str, &'static str, &'static str, &'static str) {
    match kind {
        ContactKind::Buddy => (
            "buddies",
            "Buddy list",
            "Your buddies are offered first when you invite a player to a game.",
            "Add a buddy",
        ),
        ContactKind::Ignore => (
            "ignore",
            "Ignore list",
            "Players you ignore cannot send you messages, invite you, join your games or be \
             paired with you by Auto-Match. They are not told why.",
            "Ignore a player",
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
    let problem = match &other {
        _ if name.is_empty() => Some("Type a userid.".to_owned()),
        None => Some(format!("There is no player with the userid “{name}”.")),
        Some(o) if o.id == me.id => Some("That is your own userid.".to_owned()),
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
