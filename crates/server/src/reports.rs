//! Reports: the Report button on a profile (`/report/profile/{name}`), on a
//! message of a thread (`/report/message/{id}`) and on a chat line
//! (`/report/chat/{id}`) leads to a small form with a `reason`; the admins
//! read the open reports at `/admin/reports`, newest first, with the reported
//! words (the one way an admin reads a message or a chat line), and close them
//! (audit-logged).

use askama::Template;
use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::{get, post},
    Router,
};
use serde::Deserialize;

use crate::{
    csrf::CsrfForm,
    domain::{
        moderation::{self, ReportTarget, ReportedItem},
        DomainError, Refusal,
    },
    error::AppError,
    model::{MessageId, ReportId},
    passwords,
    store::{now, ReportRow},
    web::{render, render_with, AdminUser, CurrentUser, Page},
    AppState,
};

/// Reports a page of `/admin/reports` lists.
pub const REPORTS_PAGE: i64 = 25;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/report/{kind}/{item}", get(form).post(file))
        .route("/admin/reports", get(open_reports))
        .route("/admin/reports/{id}/close", post(close))
}

/// The target a report address names; "not found" for anything else.
async fn target(state: &AppState, kind: &str, item: &str) -> Result<ReportTarget, AppError> {
    let id = |item: &str| item.parse::<MessageId>().map_err(|_| AppError::NotFound);
    Ok(match kind {
        "profile" => {
            if passwords::username_problem(item).is_some() {
                return Err(AppError::NotFound);
            }
            let user = state
                .store
                .users()
                .user_by_name(item)
                .await?
                .ok_or(AppError::NotFound)?;
            ReportTarget::Profile(user.id)
        }
        "message" => ReportTarget::Message(id(item)?),
        "chat" => ReportTarget::Chat(id(item)?),
        _ => return Err(AppError::NotFound),
    })
}

#[derive(Template)]
#[template(path = "report.html")]
struct ReportPage {
    page: Page,
    action: String,
    /// The heading: "Report the profile of ann", "Report a message from ann".
    what: String,
    subject: String,
    words: Option<String>,
    reason: String,
    reason_error: Option<String>,
    /// The refusal or the thanks, once posted.
    notice: Option<String>,
    done: bool,
}

/// The page's heading in `lang`: "Report the profile of ann".
fn what(item: &ReportedItem, lang: crate::i18n::Lang) -> String {
    let id = match item.what {
        crate::store::Reported::Profile(_) => "players-report-profile",
        crate::store::Reported::Message(_) => "players-report-message",
        crate::store::Reported::Chat(_) => "players-report-chat",
    };
    crate::i18n::t_args(lang, id, &[("name", item.subject_name.clone().into())])
}

fn report_page(page: Page, kind: &str, item_raw: &str, item: ReportedItem) -> ReportPage {
    ReportPage {
        what: what(&item, page.lang),
        page,
        action: format!("/report/{kind}/{item_raw}"),
        subject: item.subject_name,
        words: item.words,
        reason: String::new(),
        reason_error: None,
        notice: None,
        done: false,
    }
}

async fn form(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path((kind, item_raw)): Path<(String, String)>,
    page: Page,
) -> Result<Response, AppError> {
    let target = target(&state, &kind, &item_raw).await?;
    let item = moderation::reportable(state.store.as_ref(), &user, target).await?;
    render(&report_page(page, &kind, &item_raw, item))
}

#[derive(Deserialize)]
struct ReportForm {
    #[serde(default)]
    reason: String,
}

async fn file(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path((kind, item_raw)): Path<(String, String)>,
    page: Page,
    CsrfForm(form): CsrfForm<ReportForm>,
) -> Result<Response, AppError> {
    let store = state.store.as_ref();
    let target = target(&state, &kind, &item_raw).await?;
    let item = moderation::reportable(store, &user, target).await?;
    let mut again = report_page(page, &kind, &item_raw, item);
    again.reason = form.reason.trim().to_owned();
    if again.reason.is_empty() {
        again.reason_error = Some(crate::i18n::t(again.page.lang, "players-report-say-why"));
        return render_with(StatusCode::BAD_REQUEST, &again);
    }
    match moderation::report(store, &user, target, &again.reason, now()).await {
        Ok(_) => {
            tracing::info!(reporter = %user.username, subject = %again.subject, kind, "reported");
            again.done = true;
            again.notice = Some(crate::i18n::t(again.page.lang, "players-report-thanks"));
            render(&again)
        }
        Err(DomainError::Refused(refusal @ Refusal::AlreadyReported)) => {
            again.done = true;
            again.notice = Some(crate::i18n::refusal_message(&refusal, again.page.lang));
            render_with(StatusCode::CONFLICT, &again)
        }
        Err(e) => Err(e.into()),
    }
}

/// A report as the admins' list shows it.
pub struct ReportLine {
    pub id: String,
    pub kind: String,
    pub reporter: String,
    pub subject: String,
    pub reason: String,
    pub content: Option<String>,
    pub game: Option<String>,
    pub when: String,
    pub open: bool,
    pub closed_by: Option<String>,
}

impl From<ReportRow> for ReportLine {
    fn from(r: ReportRow) -> Self {
        ReportLine {
            id: r.id.to_string(),
            kind: r.kind,
            reporter: r.reporter,
            subject: r.subject.name,
            reason: r.reason,
            content: r.content,
            game: r.game.map(|g| g.to_string()),
            when: format!(
                "{}-{:02}-{:02} {:02}:{:02} UTC",
                r.at.year(),
                u8::from(r.at.month()),
                r.at.day(),
                r.at.hour(),
                r.at.minute()
            ),
            open: r.open,
            closed_by: r.closed_by,
        }
    }
}

#[derive(Template)]
#[template(path = "admin/reports.html")]
struct ReportsPage {
    page: Page,
    reports: Vec<ReportLine>,
    number: i64,
    more: bool,
}

#[derive(Deserialize)]
struct PageQuery {
    page: Option<i64>,
}

async fn open_reports(
    State(state): State<AppState>,
    _admin: AdminUser,
    Query(query): Query<PageQuery>,
    page: Page,
) -> Result<Response, AppError> {
    let number = query.page.unwrap_or(1).clamp(1, 100_000);
    let mut rows = state
        .store
        .reports()
        .open_reports(REPORTS_PAGE + 1, (number - 1) * REPORTS_PAGE)
        .await?;
    let more = rows.len() as i64 > REPORTS_PAGE;
    rows.truncate(REPORTS_PAGE as usize);
    render(&ReportsPage {
        page,
        reports: rows.into_iter().map(ReportLine::from).collect(),
        number,
        more,
    })
}

#[derive(Deserialize)]
struct CloseForm {
    #[serde(default)]
    reason: String,
}

async fn close(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<String>,
    CsrfForm(form): CsrfForm<CloseForm>,
) -> Result<Response, AppError> {
    let id: ReportId = id.parse().map_err(|_| AppError::NotFound)?;
    moderation::close_report(state.store.as_ref(), &admin, id, form.reason.trim(), now()).await?;
    Ok(Redirect::to("/admin/reports").into_response())
}
