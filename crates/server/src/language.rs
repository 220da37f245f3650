//! Choosing the site's language: the footer's switch (`POST /language`, for
//! anyone, remembered in the cookie `lang` and, for a logged-in player, on the
//! account) and the account's setting (`/account/language`). Both work
//! without script. See [`crate::i18n`] for how the language is chosen.

use askama::Template;
use axum::{
    extract::{Query, State},
    http::HeaderMap,
    response::{IntoResponse, Redirect, Response},
    routing::{get, post},
    Router,
};
use serde::Deserialize;

use crate::{
    csrf::CsrfForm,
    error::AppError,
    i18n::{Lang, Words, COOKIE},
    sessions::{set_cookie, Visit},
    web::{local_path, render, CurrentUser, Page},
    AppState,
};

/// How long the switch's cookie is kept: a year.
const COOKIE_MAX_AGE: i64 = 365 * 24 * 3600;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/language", post(switch))
        .route("/account/language", get(setting_form).post(save_setting))
}

/// The footer's form.
#[derive(Deserialize)]
struct SwitchForm {
    language: String,
    #[serde(default)]
    back: String,
}

/// The language a form names, or the refusal page (400).
fn known(code: &str) -> Result<Lang, AppError> {
    Lang::from_code(code).ok_or_else(|| AppError::bad_request(Words::Id("error-unknown-language")))
}

/// The cookie `lang`: set to `lang`, or removed.
fn language_cookie(lang: Option<Lang>, state: &AppState) -> HeaderMap {
    let mut headers = HeaderMap::new();
    let secure = state.config.secure_cookies();
    match lang {
        Some(lang) => set_cookie(
            &mut headers,
            COOKIE,
            lang.code(),
            Some(COOKIE_MAX_AGE),
            secure,
        ),
        None => set_cookie(&mut headers, COOKIE, "", Some(0), secure),
    }
    headers
}

/// The switch: the cookie, the account's setting for a logged-in player, and
/// back to the page the reader was on (a path of this site only).
async fn switch(
    State(state): State<AppState>,
    visit: Visit,
    CsrfForm(form): CsrfForm<SwitchForm>,
) -> Result<Response, AppError> {
    let lang = known(&form.language)?;
    if let Some(user) = visit.user(state.store.as_ref()).await? {
        state
            .store
            .users()
            .set_language(user.id, Some(lang.code()))
            .await?;
    }
    let back = local_path(&form.back).unwrap_or("/");
    Ok((language_cookie(Some(lang), &state), Redirect::to(back)).into_response())
}

/// One entry of the setting's list.
struct Choice {
    value: &'static str,
    name: String,
    selected: bool,
}

#[derive(Template)]
#[template(path = "account_language.html")]
struct SettingPage {
    page: Page,
    choices: Vec<Choice>,
    browser_selected: bool,
    saved: bool,
}

#[derive(Deserialize)]
struct SavedQuery {
    #[serde(default)]
    saved: Option<String>,
}

async fn setting_form(
    CurrentUser(user): CurrentUser,
    page: Page,
    Query(query): Query<SavedQuery>,
) -> Result<Response, AppError> {
    let chosen = user.language.as_deref().and_then(Lang::from_code);
    render(&SettingPage {
        choices: Lang::all()
            .map(|lang| Choice {
                value: lang.code(),
                name: lang.name(),
                selected: chosen == Some(lang),
            })
            .collect(),
        browser_selected: chosen.is_none(),
        saved: query.saved.is_some(),
        page,
    })
}

#[derive(Deserialize)]
struct SettingForm {
    #[serde(default)]
    language: String,
}

/// Saves the setting (empty: the browser's language), and sets the switch's
/// cookie to match.
async fn save_setting(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    CsrfForm(form): CsrfForm<SettingForm>,
) -> Result<Response, AppError> {
    let lang = match form.language.trim() {
        "" => None,
        code => Some(known(code)?),
    };
    state
        .store
        .users()
        .set_language(user.id, lang.map(Lang::code))
        .await?;
    Ok((
        language_cookie(lang, &state),
        Redirect::to("/account/language?saved=1"),
    )
        .into_response())
}
