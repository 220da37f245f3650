//! The one error type of the web handlers. Errors a visitor causes get a page
//! that says what to do; anything else gets a generic page that leaks nothing,
//! with the details in the log.

use askama::Template;
use axum::{
    body::Body,
    extract::{Request, State},
    http::{header, StatusCode},
    middleware::Next,
    response::{Html, IntoResponse, Response},
};

use crate::{
    domain::{DomainError, Refusal, RefusalKind},
    i18n::Words,
    layout::Page,
    sessions::Visit,
    store::StoreError,
    AppState,
};

/// An error a handler returns.
#[derive(Debug)]
pub enum AppError {
    /// No such page or thing: 404.
    NotFound,
    /// Something the visitor did that we refuse, with a status (400, 403, 409,
    /// 429, ...), a short title and a message in plain words.
    Visitor {
        status: StatusCode,
        title: Words,
        message: Words,
    },
    /// Too much to do right now (every password hasher busy): a 503 that
    /// asks to try again in a moment, with `Retry-After`.
    Busy,
    /// The database cannot be reached or is too busy right now: a 503 that
    /// asks to try again in a moment, with `Retry-After`; the cause is logged.
    Unavailable(anyhow::Error),
    /// A fault of ours (database down, bug): a generic 500; the cause is logged.
    Internal(anyhow::Error),
}

/// The seconds a busy page asks the visitor to wait.
pub const BUSY_RETRY_AFTER: u32 = 5;

impl AppError {
    /// A 400 "That did not work" with `message`: English words (`&str`,
    /// `String`) or, translated, `Words::Id("error-…")`.
    pub fn bad_request(message: impl Into<Words>) -> Self {
        Self::translated(
            StatusCode::BAD_REQUEST,
            Words::Id("error-bad-request-title"),
            message,
        )
    }

    pub fn forbidden(message: impl Into<Words>) -> Self {
        Self::translated(
            StatusCode::FORBIDDEN,
            Words::Id("error-forbidden-title"),
            message,
        )
    }

    pub fn conflict(message: impl Into<Words>) -> Self {
        Self::translated(
            StatusCode::CONFLICT,
            Words::Id("error-conflict-title"),
            message,
        )
    }

    pub fn too_many_requests(message: impl Into<Words>) -> Self {
        Self::translated(
            StatusCode::TOO_MANY_REQUESTS,
            Words::Id("error-too-many-title"),
            message,
        )
    }

    /// A form whose token or origin did not check out: nothing was changed.
    pub fn csrf() -> Self {
        Self::translated(
            StatusCode::FORBIDDEN,
            Words::Id("error-csrf-title"),
            Words::Id("error-csrf"),
        )
    }

    /// A visitor's error with a title and words not translated yet (English).
    pub fn visitor(status: StatusCode, title: &'static str, message: impl Into<String>) -> Self {
        Self::Visitor {
            status,
            title: Words::Plain(title.to_owned()),
            message: Words::Plain(message.into()),
        }
    }

    /// A visitor's error in the reader's language: `Words::Id("error-…")`
    /// for a message of the locales.
    pub fn translated(status: StatusCode, title: Words, message: impl Into<Words>) -> Self {
        Self::Visitor {
            status,
            title,
            message: message.into(),
        }
    }

    pub fn internal(error: impl Into<anyhow::Error>) -> Self {
        Self::Internal(error.into())
    }

    /// A password hash that could not be had: busy, or a fault.
    pub fn hashing(error: crate::passwords::HashError) -> Self {
        match error {
            crate::passwords::HashError::Busy => Self::Busy,
            crate::passwords::HashError::Failed(e) => Self::Internal(e),
        }
    }
}

/// The status a refusal is answered with.
pub fn status_of(kind: RefusalKind) -> StatusCode {
    match kind {
        RefusalKind::NotFound => StatusCode::NOT_FOUND,
        RefusalKind::Forbidden => StatusCode::FORBIDDEN,
        RefusalKind::Invalid => StatusCode::BAD_REQUEST,
        RefusalKind::Conflict => StatusCode::CONFLICT,
        RefusalKind::TooMany => StatusCode::TOO_MANY_REQUESTS,
    }
}

impl From<Refusal> for AppError {
    fn from(refusal: Refusal) -> Self {
        match refusal {
            Refusal::NotFound => AppError::NotFound,
            refusal => AppError::Visitor {
                status: status_of(refusal.kind()),
                title: Words::RefusalTitle(refusal.clone()),
                message: Words::RefusalMessage(refusal),
            },
        }
    }
}

impl From<DomainError> for AppError {
    fn from(error: DomainError) -> Self {
        match error {
            DomainError::Refused(refusal) => refusal.into(),
            DomainError::Fault(e) => e.into(),
        }
    }
}

/// A store error a handler did not answer itself: each answer the store
/// gives has its page; only a fault is a 500.
impl From<StoreError> for AppError {
    fn from(error: StoreError) -> Self {
        match error {
            StoreError::NotFound => AppError::NotFound,
            StoreError::Conflict => AppError::conflict(Words::Id("error-changed-meanwhile")),
            StoreError::UsernameTaken => AppError::conflict(Words::Id("error-userid-taken")),
            StoreError::InviteUnusable => AppError::bad_request(Words::Id("error-invite-unusable")),
            StoreError::TooManyOffers
            | StoreError::TooManyTournaments
            | StoreError::TooManyMessages => {
                AppError::too_many_requests(Words::Id("error-limit-reached"))
            }
            unavailable @ StoreError::Unavailable(_) => AppError::Unavailable(unavailable.into()),
            fault => AppError::Internal(fault.into()),
        }
    }
}

/// A template that could not be rendered: a fault of ours.
impl From<askama::Error> for AppError {
    fn from(error: askama::Error) -> Self {
        AppError::Internal(error.into())
    }
}

impl From<anyhow::Error> for AppError {
    fn from(error: anyhow::Error) -> Self {
        if matches!(
            error.downcast_ref::<crate::passwords::HashError>(),
            Some(crate::passwords::HashError::Busy)
        ) {
            AppError::Busy
        } else if crate::store::unavailable(&error) {
            AppError::Unavailable(error)
        } else {
            AppError::Internal(error)
        }
    }
}

/// The words of a 404.
const NOT_FOUND: (Words, Words) = (
    Words::Id("error-not-found-title"),
    Words::Id("error-not-found"),
);

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage<'a> {
    page: Page,
    title: &'a str,
    message: &'a str,
}

/// What an error page says, kept on the response so that [`in_visitor_layout`]
/// can draw it again inside the visitor's own layout and language.
#[derive(Clone)]
struct Shown {
    title: Words,
    message: Words,
}

/// Renders the error page; a page about an error must never itself fail, so a
/// template fault falls back to plain text. The page is drawn in English for
/// a visitor who is not logged in; [`in_visitor_layout`] draws it again in the
/// visitor's language and layout.
pub fn error_page(
    status: StatusCode,
    title: impl Into<Words>,
    message: impl Into<Words>,
) -> Response {
    let (title, message) = (title.into(), message.into());
    let mut response = render_error(Page::bare(), status, &title, &message);
    response.extensions_mut().insert(Shown { title, message });
    response
}

fn render_error(page: Page, status: StatusCode, title: &Words, message: &Words) -> Response {
    let (title, message) = (title.in_lang(page.lang), message.in_lang(page.lang));
    let body = ErrorPage {
        page,
        title: &title,
        message: &message,
    }
    .render()
    .unwrap_or_else(|_| format!("{title}\n\n{message}\n"));
    (status, Html(body)).into_response()
}

/// What the error page says for an answer that came with no words of ours:
/// axum's rejections (a path or query that cannot be read: plain text) and
/// the layers' (a request that took too long, a body too large: empty).
fn words_for(status: StatusCode) -> (Words, Words) {
    let ids = match status {
        StatusCode::NOT_FOUND => return NOT_FOUND,
        StatusCode::METHOD_NOT_ALLOWED => ("error-method-title", "error-method"),
        StatusCode::REQUEST_TIMEOUT => ("error-timeout-title", "error-timeout"),
        StatusCode::PAYLOAD_TOO_LARGE => ("error-too-large-title", "error-too-large"),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => ("error-not-a-form-title", "error-not-a-form"),
        _ => ("error-bad-request-title", "error-unreadable"),
    };
    (Words::Id(ids.0), Words::Id(ids.1))
}

/// An error answer without words of ours (axum's rejections in plain text, a
/// layer's empty 408 or 413) drawn as the site's error page, keeping its
/// status and headers; any other answer as it is. What the rejection said is
/// not shown: it names Rust types, not what the visitor can do.
pub fn plain_to_page(response: Response) -> Response {
    let drawn_by_us = response.extensions().get::<Shown>().is_some()
        || response
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("text/html") || v.starts_with("application/json"));
    if !response.status().is_client_error() || drawn_by_us {
        return response;
    }
    let (title, message) = words_for(response.status());
    let page = error_page(response.status(), title, message);
    let (mut parts, _) = response.into_parts();
    let (page_parts, body) = page.into_parts();
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.extend(page_parts.headers);
    parts.extensions.extend(page_parts.extensions);
    Response::from_parts(parts, body)
}

/// Middleware: an address whose path or query, once decoded, holds a NUL or
/// bytes that are not UTF-8 names nothing here (no userid, game or feed has
/// such a name, and a database may refuse to look one up): the site's 400
/// page, before any handler, the same on every database.
pub async fn refuse_unreadable_address(request: Request, next: Next) -> Response {
    let uri = request.uri();
    let bad_path = unreadable(&percent_decoded(uri.path().as_bytes()));
    let bad_query = uri.query().is_some_and(|query| {
        query
            .split('&')
            .any(|pair| unreadable(&percent_decoded(pair.as_bytes())))
    });
    if bad_path || bad_query {
        return AppError::bad_request(Words::Id("error-unreadable-address")).into_response();
    }
    next.run(request).await
}

/// Whether decoded bytes are no text a page could take: a NUL, or not UTF-8.
fn unreadable(bytes: &[u8]) -> bool {
    bytes.contains(&0) || std::str::from_utf8(bytes).is_err()
}

/// `%XX` decoded; anything else kept as it is (a `+` in a query is a space,
/// which changes nothing here).
fn percent_decoded(bytes: &[u8]) -> Vec<u8> {
    let hex = |b: u8| (b as char).to_digit(16).map(|d| d as u8);
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            if let (Some(hi), Some(lo)) = (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                out.push(hi * 16 + lo);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    out
}

/// Marks the answer to a logged-in player, so that it is sent with
/// `Cache-Control: no-store` (see `app`).
#[derive(Debug, Clone, Copy)]
pub struct ForLoggedIn;

/// Middleware: every error answer is the site's error page ([`plain_to_page`]),
/// and one shown to a logged-in player keeps their name and links, as every
/// other page does. Its status and headers stay as they were; if the player
/// cannot be looked up (the database is what failed, say), the page stays as
/// it was drawn. Answers to a logged-in player are marked [`ForLoggedIn`].
pub async fn in_visitor_layout(
    State(state): State<AppState>,
    request: Request,
    next: Next,
) -> Response {
    let visit = request.extensions().get::<Visit>().cloned();
    let mut response = plain_to_page(next.run(request).await);
    let Some(visit) = visit else {
        return response;
    };
    // The static files keep their own caching, and need no look at the
    // session; nearly every other answer has read it already.
    if response.headers().contains_key(header::CACHE_CONTROL) {
        return response;
    }
    let logged_in = matches!(visit.user(state.store.as_ref()).await, Ok(Some(_)));
    if logged_in {
        response.extensions_mut().insert(ForLoggedIn);
    }
    let Some(shown) = response.extensions().get::<Shown>().cloned() else {
        return response;
    };
    let page = if logged_in {
        match Page::of_visit(state.store.as_ref(), &visit).await {
            Ok(page) if page.user.is_some() => page,
            _ => return response,
        }
    } else {
        Page::anonymous(&visit)
    };
    let redrawn = render_error(page, response.status(), &shown.title, &shown.message);
    let (mut parts, _) = response.into_parts();
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, Body::new(redrawn.into_body()))
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        match self {
            AppError::NotFound => error_page(StatusCode::NOT_FOUND, NOT_FOUND.0, NOT_FOUND.1),
            AppError::Visitor {
                status,
                title,
                message,
            } => error_page(status, title, message),
            AppError::Busy => {
                tracing::warn!("password hashing busy: asked to try again");
                let mut response = error_page(
                    StatusCode::SERVICE_UNAVAILABLE,
                    Words::Id("error-busy-title"),
                    Words::Id("error-busy-hashing"),
                );
                response.headers_mut().insert(
                    header::RETRY_AFTER,
                    header::HeaderValue::from(BUSY_RETRY_AFTER),
                );
                response
            }
            AppError::Unavailable(error) => {
                tracing::warn!(
                    error = format!("{error:#}"),
                    "database unavailable: asked to try again"
                );
                let mut response = error_page(
                    StatusCode::SERVICE_UNAVAILABLE,
                    Words::Id("error-busy-title"),
                    Words::Id("error-busy-database"),
                );
                response.headers_mut().insert(
                    header::RETRY_AFTER,
                    header::HeaderValue::from(BUSY_RETRY_AFTER),
                );
                response
            }
            AppError::Internal(error) => {
                tracing::error!(error = format!("{error:#}"), "internal error");
                error_page(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    Words::Id("error-internal-title"),
                    Words::Id("error-internal"),
                )
            }
        }
    }
}
