//! `/account/vacation`: the days of vacation a player has, the vacation that
//! runs, a form to start one (days) and a button to end it, and the setting
//! that lets a clock about to run out use vacation instead of losing. Every
//! form carries the CSRF token; the domain ([`crate::domain::vacation`])
//! decides.

use askama::Template;
use axum::{
    extract::{Query, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};
use serde::Deserialize;

use crate::{
    csrf::CsrfForm,
    describe,
    domain::{clock, vacation, DomainError, Refusal},
    error::AppError,
    i18n::{self, Lang},
    store::{now, UserId},
    web::{render, render_with, CurrentUser, Page},
    AppState,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/account/vacation", get(vacation_page).post(change))
        .route("/account/vacation/start", get(to_page).post(start))
        .route("/account/vacation/end", get(to_page).post(end))
        .route("/account/vacation/settings", get(to_page).post(settings))
}

#[derive(Template)]
#[template(path = "vacation.html")]
struct VacationPage {
    page: Page,
    /// Whole days left, and the rest in words ("12 days 5 hours").
    days_left: i64,
    left_words: String,
    /// The end of the running vacation, in words.
    until: Option<String>,
    auto: bool,
    /// What vacation was used for the player, told once.
    notice: Option<String>,
    /// What was just done.
    done: Option<&'static str>,
    days: String,
    days_error: Option<String>,
    days_a_year: i64,
    /// When a player without a whole day will have one, in words: no
    /// vacation can start before.
    whole_day: Option<String>,
}

#[derive(Deserialize)]
struct DoneQuery {
    done: Option<String>,
}

/// A length of time in `lang`, as `describe::time_left` words it without
/// its "left": "2 days 3 hours", "5 hours 10 minutes", "1 minute". `case`
/// is `nominative`, or `dative` after "in" ("in 3 Tagen").
fn span(lang: Lang, length: time::Duration, case: &'static str) -> String {
    let (days, hours) = (length.whole_days(), length.whole_hours() % 24);
    let minutes = length.whole_minutes() % 60;
    let unit = |id: &str, count: i64| {
        i18n::t_args(lang, id, &[("count", count.into()), ("case", case.into())])
    };
    let pieces = if days > 0 {
        vec![("account-span-days", days), ("account-span-hours", hours)]
    } else if hours > 0 {
        vec![
            ("account-span-hours", hours),
            ("account-span-minutes", minutes),
        ]
    } else {
        vec![("account-span-minutes", minutes.max(1))]
    };
    let words: Vec<String> = pieces
        .iter()
        .enumerate()
        .filter(|(i, (_, n))| *i == 0 || *n > 0)
        .map(|(_, (id, n))| unit(id, *n))
        .collect();
    words.join(" ")
}

async fn page_for(
    state: &AppState,
    user: UserId,
    page: Page,
    done: Option<&'static str>,
    days: String,
    days_error: Option<String>,
) -> Result<VacationPage, AppError> {
    let at = now();
    let store = state.store.as_ref();
    let policy = state.config.vacation_policy();
    let v = vacation::vacation(store, policy, user, at).await?;
    let lang = page.lang;
    let notice = match v.notice {
        Some(_) => vacation::take_notice(store, user)
            .await?
            .map(|n| crate::describe::vacation_notice_in(lang, &n)),
        None => None,
    };
    let days_left = clock::whole_days(v.left);
    let whole_day = match v.until {
        Some(_) => None,
        None => policy.whole_day_at(v.left, at).map(|when| {
            let from_now = i18n::t_args(
                lang,
                "account-vacation-from-now",
                &[(
                    "span",
                    span(lang, (when - at).max(time::Duration::minutes(1)), "dative").into(),
                )],
            );
            format!("{} ({from_now})", i18n::date_time(lang, when))
        }),
    };
    Ok(VacationPage {
        page,
        days_left,
        // Less than a day is no vacation yet: its minutes are not shown.
        left_words: if days_left > 0 {
            span(lang, v.left, "nominative")
        } else {
            String::new()
        },
        whole_day,
        until: v.until.map(|at| i18n::date_time(lang, at)),
        auto: v.auto,
        notice,
        done,
        days,
        days_error,
        days_a_year: policy.days_a_year,
    })
}

async fn vacation_page(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Query(query): Query<DoneQuery>,
    page: Page,
) -> Result<Response, AppError> {
    let done = match query.done.as_deref() {
        Some("started") => Some("account-vacation-started"),
        Some("ended") => Some("account-vacation-ended"),
        Some("saved") => Some("account-vacation-saved"),
        _ => None,
    };
    render(&page_for(&state, user.id, page, done, String::new(), None).await?)
}

/// An address of the forms opened as a page: the page.
async fn to_page() -> Redirect {
    Redirect::to("/account/vacation")
}

/// The fields of the forms: `action` (`start`, `end` or `settings`) when
/// they are sent to `/account/vacation` itself.
#[derive(Debug, Default, Deserialize)]
struct VacationForm {
    action: Option<String>,
    days: Option<String>,
    /// The setting's checkbox: present when ticked.
    auto: Option<String>,
}

async fn change(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    page: Page,
    CsrfForm(form): CsrfForm<VacationForm>,
) -> Result<Response, AppError> {
    match form.action.as_deref().map(str::trim) {
        Some("end") => end_vacation(&state, user.id).await,
        Some("settings") => save_settings(&state, user.id, &form).await,
        Some("start") | None | Some("") => start_vacation(&state, user.id, page, &form).await,
        Some(_) => Err(AppError::bad_request(
            "The form asked for something this page does not do: start, end or settings.",
        )),
    }
}

async fn start(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    page: Page,
    CsrfForm(form): CsrfForm<VacationForm>,
) -> Result<Response, AppError> {
    start_vacation(&state, user.id, page, &form).await
}

async fn end(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    CsrfForm(_): CsrfForm<VacationForm>,
) -> Result<Response, AppError> {
    end_vacation(&state, user.id).await
}

async fn settings(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    CsrfForm(form): CsrfForm<VacationForm>,
) -> Result<Response, AppError> {
    save_settings(&state, user.id, &form).await
}

async fn start_vacation(
    state: &AppState,
    user: UserId,
    page: Page,
    form: &VacationForm,
) -> Result<Response, AppError> {
    let typed = form.days.as_deref().unwrap_or("").trim().to_owned();
    let shown = typed.clone();
    let refuse = |page: Page, message: String| async move {
        render_with(
            StatusCode::BAD_REQUEST,
            &page_for(state, user, page, None, shown, Some(message)).await?,
        )
    };
    let Some(days) = typed.parse::<i64>().ok().filter(|d| *d >= 1) else {
        let message = i18n::t_args(
            page.lang,
            "account-vacation-days-bad",
            &[("typed", typed.clone().into())],
        );
        return refuse(page, message).await;
    };
    match vacation::start(
        state.store.as_ref(),
        state.config.vacation_policy(),
        user,
        days,
        now(),
    )
    .await
    {
        Ok(until) => {
            tracing::info!(user = %user, until = %describe::date(until), "vacation started");
            Ok(Redirect::to("/account/vacation?done=started").into_response())
        }
        Err(DomainError::Refused(r @ Refusal::NotEnoughVacation(_))) => {
            let message = i18n::refusal_message(&r, page.lang);
            refuse(page, message).await
        }
        Err(e) => Err(e.into()),
    }
}

async fn end_vacation(state: &AppState, user: UserId) -> Result<Response, AppError> {
    vacation::end(
        state.store.as_ref(),
        state.config.vacation_policy(),
        user,
        now(),
    )
    .await?;
    Ok(Redirect::to("/account/vacation?done=ended").into_response())
}

async fn save_settings(
    state: &AppState,
    user: UserId,
    form: &VacationForm,
) -> Result<Response, AppError> {
    let auto = form
        .auto
        .as_deref()
        .is_some_and(|a| !matches!(a.trim(), "" | "0" | "off" | "no"));
    vacation::set_auto(state.store.as_ref(), user, auto).await?;
    Ok(Redirect::to("/account/vacation?done=saved").into_response())
}
