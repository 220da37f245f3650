//! News: admins post it at `/admin/news` (a title and a body) and delete it
//! there; `/news` lists it, newest first, paged; the home page and the status
//! page show the latest few.

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
    domain::moderation,
    error::AppError,
    i18n,
    model::NewsId,
    store::{now, NewsRow, Store, StoreError},
    web::{render, render_with, AdminUser, Page},
    AppState,
};

pub use crate::bounds::{MAX_NEWS_BODY as MAX_BODY, MAX_NEWS_TITLE as MAX_TITLE};
/// News items a page of `/news` lists.
pub const NEWS_PAGE: i64 = 20;
/// News items the home and status pages show.
pub const LATEST: i64 = 3;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/news", get(list))
        .route("/admin/news", get(admin_list).post(post_news))
        .route("/admin/news/{id}/delete", post(delete))
}

/// A news item ready for a template.
pub struct Item {
    pub id: String,
    pub title: String,
    pub body: String,
    pub author: String,
    pub when: String,
    /// The moment, for the page to write in the reader's language.
    pub at: OffsetDateTime,
}

fn day(at: OffsetDateTime) -> String {
    format!("{}-{:02}-{:02}", at.year(), u8::from(at.month()), at.day())
}

impl From<NewsRow> for Item {
    fn from(n: NewsRow) -> Self {
        Item {
            id: n.id.to_string(),
            title: n.title,
            body: n.body,
            author: n.author,
            when: day(n.at),
            at: n.at,
        }
    }
}

/// The latest news, for the home and status pages.
pub async fn latest(store: &dyn Store) -> Result<Vec<Item>, StoreError> {
    Ok(store
        .news()
        .news(LATEST, 0)
        .await?
        .into_iter()
        .map(Item::from)
        .collect())
}

#[derive(Deserialize)]
struct PageQuery {
    page: Option<i64>,
}

/// One page of news, and whether there is a next.
async fn page_of(store: &dyn Store, number: i64) -> Result<(Vec<Item>, bool), StoreError> {
    let mut rows = store
        .news()
        .news(NEWS_PAGE + 1, (number - 1) * NEWS_PAGE)
        .await?;
    let more = rows.len() as i64 > NEWS_PAGE;
    rows.truncate(NEWS_PAGE as usize);
    Ok((rows.into_iter().map(Item::from).collect(), more))
}

#[derive(Template)]
#[template(path = "news.html")]
struct NewsPage {
    page: Page,
    items: Vec<Item>,
    number: i64,
    more: bool,
}

async fn list(
    State(state): State<AppState>,
    Query(query): Query<PageQuery>,
    page: Page,
) -> Result<Response, AppError> {
    let number = query.page.unwrap_or(1).clamp(1, 100_000);
    let (items, more) = page_of(state.store.as_ref(), number).await?;
    render(&NewsPage {
        page,
        items,
        number,
        more,
    })
}

#[derive(Template)]
#[template(path = "admin/news.html")]
struct AdminNewsPage {
    page: Page,
    items: Vec<Item>,
    number: i64,
    more: bool,
    title: String,
    body: String,
    title_error: Option<String>,
    body_error: Option<String>,
}

async fn admin_page(
    state: &AppState,
    page: Page,
    number: i64,
    form: (String, String, Option<String>, Option<String>),
) -> Result<Response, AppError> {
    let (items, more) = page_of(state.store.as_ref(), number).await?;
    let (title, body, title_error, body_error) = form;
    let status = if title_error.is_some() || body_error.is_some() {
        StatusCode::BAD_REQUEST
    } else {
        StatusCode::OK
    };
    render_with(
        status,
        &AdminNewsPage {
            page,
            items,
            number,
            more,
            title,
            body,
            title_error,
            body_error,
        },
    )
}

async fn admin_list(
    State(state): State<AppState>,
    _admin: AdminUser,
    Query(query): Query<PageQuery>,
    page: Page,
) -> Result<Response, AppError> {
    let number = query.page.unwrap_or(1).clamp(1, 100_000);
    admin_page(&state, page, number, Default::default()).await
}

#[derive(Deserialize)]
struct NewsForm {
    #[serde(default)]
    title: String,
    #[serde(default)]
    body: String,
}

async fn post_news(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    page: Page,
    CsrfForm(form): CsrfForm<NewsForm>,
) -> Result<Response, AppError> {
    let title = form.title.trim().to_owned();
    let body = form.body.replace("\r\n", "\n").trim_end().to_owned();
    let lang = page.lang;
    let title_error = if title.is_empty() {
        Some(i18n::t(lang, "admin-news-no-title"))
    } else if title.chars().count() > MAX_TITLE {
        Some(i18n::t_args(
            lang,
            "admin-news-title-too-long",
            &[("count", MAX_TITLE.into())],
        ))
    } else {
        None
    };
    let body_error = if body.trim().is_empty() {
        Some(i18n::t(lang, "admin-news-no-body"))
    } else if body.chars().count() > MAX_BODY {
        Some(i18n::t_args(
            lang,
            "admin-news-body-too-long",
            &[("count", MAX_BODY.into())],
        ))
    } else {
        None
    };
    if title_error.is_some() || body_error.is_some() {
        return admin_page(&state, page, 1, (title, body, title_error, body_error)).await;
    }
    moderation::post_news(state.store.as_ref(), &admin, &title, &body, now()).await?;
    tracing::info!(admin = %admin.username, "news posted");
    Ok(Redirect::to("/admin/news").into_response())
}

async fn delete(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<String>,
    CsrfForm(_): CsrfForm<serde::de::IgnoredAny>,
) -> Result<Response, AppError> {
    let id: NewsId = id.parse().map_err(|_| AppError::NotFound)?;
    moderation::delete_news(state.store.as_ref(), id).await?;
    tracing::info!(admin = %admin.username, news = %id, "news deleted");
    Ok(Redirect::to("/admin/news").into_response())
}
