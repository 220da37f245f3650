//! Private messages: the inbox (`/messages`), a new message
//! (`/messages/new?to=NAME`), a thread with its Reply form (`/messages/{id}`),
//! and Delete, which removes a thread from one's own inbox only. Only the two
//! parties can read a thread: anyone else gets "not found".

use askama::Template;
use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::{get, post},
    Router,
};
use serde::Deserialize;
use time::OffsetDateTime;

use crate::{
    csrf::CsrfForm,
    domain::{
        club::{self, SendingLimit},
        DomainError, Refusal,
    },
    error::AppError,
    i18n::{self, Lang},
    model::ThreadId,
    passwords,
    store::{now, MessageRow, ThreadLine},
    web::{render, render_with, CurrentUser, Page},
    AppState,
};

pub use crate::bounds::{MAX_MESSAGE as MAX_BODY, MAX_SUBJECT};
/// Threads an inbox page lists.
pub const INBOX_PAGE: i64 = 50;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/messages", get(inbox))
        .route("/messages/new", get(new_form).post(send))
        .route("/messages/{id}", get(thread).post(reply))
        .route("/messages/{id}/delete", post(delete))
}

fn limit(state: &AppState) -> SendingLimit {
    SendingLimit {
        per_hour: state.config.messages_per_hour,
    }
}

/// A moment in the reader's time zone, as the reader's language writes it
/// (`2026-11-27 15:05 CET`, `27.11.2026 15:05 CET`).
fn when(lang: Lang, zone: &str, at: OffsetDateTime) -> String {
    let stamp =
        jiff::Timestamp::from_second(at.unix_timestamp()).unwrap_or(jiff::Timestamp::UNIX_EPOCH);
    let tz = jiff::tz::TimeZone::get(zone).unwrap_or(jiff::tz::TimeZone::UTC);
    let local = stamp.to_zoned_datetime(tz);
    i18n::t_args(
        lang,
        "account-moment",
        &[
            ("year", format!("{:04}", local.year()).into()),
            ("month", format!("{:02}", local.month()).into()),
            ("day", format!("{:02}", local.day()).into()),
            ("hour", format!("{:02}", local.hour()).into()),
            ("minute", format!("{:02}", local.minute()).into()),
            ("zone", local.strftime("%Z").to_string().into()),
        ],
    )
}

struct Line {
    id: String,
    subject: String,
    other: String,
    when: String,
    unread: bool,
}

impl Line {
    fn of(t: ThreadLine, lang: Lang, zone: &str) -> Self {
        Line {
            id: t.id.to_string(),
            subject: t.subject,
            other: t.other_name,
            when: when(lang, zone, t.last_at),
            unread: t.unread,
        }
    }
}

#[derive(Template)]
#[template(path = "messages.html")]
struct InboxPage {
    page: Page,
    lines: Vec<Line>,
    number: i64,
    more: bool,
}

#[derive(Deserialize)]
struct PageQuery {
    page: Option<i64>,
}

async fn inbox(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Query(query): Query<PageQuery>,
    page: Page,
) -> Result<Response, AppError> {
    let number = query.page.unwrap_or(1).clamp(1, 100_000);
    let mut lines = state
        .store
        .messages()
        .inbox(user.id, INBOX_PAGE + 1, (number - 1) * INBOX_PAGE)
        .await?;
    let more = lines.len() as i64 > INBOX_PAGE;
    lines.truncate(INBOX_PAGE as usize);
    let zone = crate::domain::club::time_zone_of(state.store.as_ref(), Some(user.id)).await?;
    let lang = page.lang;
    render(&InboxPage {
        page,
        lines: lines
            .into_iter()
            .map(|l| Line::of(l, lang, &zone))
            .collect(),
        number,
        more,
    })
}

#[derive(Template)]
#[template(path = "message_new.html")]
struct NewPage {
    page: Page,
    to: String,
    subject: String,
    body: String,
    to_error: Option<String>,
    subject_error: Option<String>,
    body_error: Option<String>,
    error: Option<String>,
}

impl NewPage {
    fn new(page: Page, to: String) -> Self {
        NewPage {
            page,
            to,
            subject: String::new(),
            body: String::new(),
            to_error: None,
            subject_error: None,
            body_error: None,
            error: None,
        }
    }
}

#[derive(Deserialize)]
struct ToQuery {
    to: Option<String>,
}

async fn new_form(
    CurrentUser(_): CurrentUser,
    Query(query): Query<ToQuery>,
    page: Page,
) -> Result<Response, AppError> {
    let to: String = query
        .to
        .unwrap_or_default()
        .trim()
        .chars()
        .take(20)
        .collect();
    render(&NewPage::new(page, to))
}

#[derive(Deserialize)]
struct NewForm {
    #[serde(default)]
    to: String,
    #[serde(default)]
    subject: String,
    #[serde(default)]
    body: String,
}

/// A message's text as kept: Windows line ends made plain, trailing space
/// removed; `None` when nothing is left or it is too long.
fn body_problem(lang: Lang, body: &str) -> Option<String> {
    if body.trim().is_empty() {
        Some(i18n::t(lang, "account-message-no-body"))
    } else if body.chars().count() > MAX_BODY {
        Some(i18n::t_args(
            lang,
            "account-message-body-long",
            &[("count", MAX_BODY.into())],
        ))
    } else {
        None
    }
}

fn tidy(body: &str) -> String {
    body.replace("\r\n", "\n").trim_end().to_owned()
}

async fn send(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    page: Page,
    CsrfForm(form): CsrfForm<NewForm>,
) -> Result<Response, AppError> {
    let lang = page.lang;
    let mut again = NewPage::new(page, form.to.trim().to_owned());
    again.subject = form.subject.trim().to_owned();
    again.body = tidy(&form.body);
    let to = form.to.trim();
    let receiver = if passwords::username_problem(to).is_some() {
        None
    } else {
        // A closed account reads no more messages.
        state
            .store
            .users()
            .user_by_name(to)
            .await?
            .filter(|u| u.closed_at.is_none())
    };
    if to.is_empty() {
        again.to_error = Some(i18n::t(lang, "account-message-no-to"));
    } else if receiver.is_none() {
        again.to_error = Some(i18n::t_args(
            lang,
            "account-message-no-player",
            &[("name", to.to_owned().into())],
        ));
    }
    if again.subject.is_empty() {
        again.subject_error = Some(i18n::t(lang, "account-message-no-subject"));
    } else if again.subject.chars().count() > MAX_SUBJECT {
        again.subject_error = Some(i18n::t_args(
            lang,
            "account-message-subject-long",
            &[("count", MAX_SUBJECT.into())],
        ));
    }
    again.body_error = body_problem(lang, &again.body);
    let Some(receiver) = receiver.filter(|_| {
        again.to_error.is_none() && again.subject_error.is_none() && again.body_error.is_none()
    }) else {
        return render_with(StatusCode::BAD_REQUEST, &again);
    };
    let sent = club::send(
        state.store.as_ref(),
        user.id,
        &receiver,
        &again.subject,
        &again.body,
        limit(&state),
        now(),
    )
    .await;
    match sent {
        Ok(thread) => Ok(Redirect::to(&format!("/messages/{thread}")).into_response()),
        Err(DomainError::Refused(refusal)) => {
            let status = match refusal {
                Refusal::TooManyMessages(_) => StatusCode::TOO_MANY_REQUESTS,
                _ => StatusCode::FORBIDDEN,
            };
            again.error = Some(i18n::refusal_message(&refusal, lang));
            render_with(status, &again)
        }
        Err(e) => Err(e.into()),
    }
}

struct Said {
    /// The message's id, which its Report button names.
    id: String,
    from: String,
    mine: bool,
    body: String,
    when: String,
}

#[derive(Template)]
#[template(path = "thread.html")]
struct ThreadPage {
    page: Page,
    id: String,
    subject: String,
    other: String,
    messages: Vec<Said>,
    body: String,
    body_error: Option<String>,
}

fn thread_id(raw: &str) -> Result<ThreadId, AppError> {
    raw.parse().map_err(|_| AppError::NotFound)
}

async fn thread_page(
    state: &AppState,
    page: Page,
    line: ThreadLine,
    body: String,
    body_error: Option<String>,
) -> Result<Response, AppError> {
    let me = page.user.as_ref().map(|u| u.id);
    let messages: Vec<MessageRow> = state.store.messages().messages(line.id).await?;
    let zone = crate::domain::club::time_zone_of(state.store.as_ref(), me).await?;
    let status = if body_error.is_some() {
        StatusCode::BAD_REQUEST
    } else {
        StatusCode::OK
    };
    render_with(
        status,
        &ThreadPage {
            id: line.id.to_string(),
            subject: line.subject,
            other: line.other_name,
            messages: messages
                .into_iter()
                .map(|m| Said {
                    id: m.id.to_string(),
                    mine: Some(m.sender_id) == me,
                    from: m.sender_name,
                    body: m.body,
                    when: when(page.lang, &zone, m.created_at),
                })
                .collect(),
            page,
            body,
            body_error,
        },
    )
}

async fn thread(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(raw): Path<String>,
    mut page: Page,
) -> Result<Response, AppError> {
    let id = thread_id(&raw)?;
    let messages = state.store.messages();
    let Some(line) = messages.thread(id, user.id).await? else {
        return Err(AppError::NotFound);
    };
    if line.unread {
        messages.mark_read(id, user.id).await?;
        page.unread = (page.unread - 1).max(0);
    }
    thread_page(&state, page, line, String::new(), None).await
}

#[derive(Deserialize)]
struct ReplyForm {
    #[serde(default)]
    body: String,
}

async fn reply(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(raw): Path<String>,
    page: Page,
    CsrfForm(form): CsrfForm<ReplyForm>,
) -> Result<Response, AppError> {
    let id = thread_id(&raw)?;
    let Some(line) = state.store.messages().thread(id, user.id).await? else {
        return Err(AppError::NotFound);
    };
    let body = tidy(&form.body);
    if let Some(problem) = body_problem(page.lang, &body) {
        return thread_page(&state, page, line, body, Some(problem)).await;
    }
    let sent = club::reply(
        state.store.as_ref(),
        id,
        user.id,
        &body,
        limit(&state),
        now(),
    )
    .await;
    match sent {
        Ok(()) => Ok(Redirect::to(&format!("/messages/{id}")).into_response()),
        Err(DomainError::Refused(refusal)) if refusal != Refusal::NotFound => {
            let said = i18n::refusal_message(&refusal, page.lang);
            thread_page(&state, page, line, body, Some(said)).await
        }
        Err(e) => Err(e.into()),
    }
}

#[derive(Deserialize)]
struct DeleteForm {}

async fn delete(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(raw): Path<String>,
    CsrfForm(_): CsrfForm<DeleteForm>,
) -> Result<Response, AppError> {
    let id = thread_id(&raw)?;
    crate::domain::club::delete_thread(state.store.as_ref(), user.id, id).await?;
    Ok(Redirect::to("/messages").into_response())
}
