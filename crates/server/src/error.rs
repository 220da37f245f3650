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
        title: &'static str,
        message: String,
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
    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::visitor(StatusCode::BAD_REQUEST, "That did not work", message)
    }

    pub fn forbidden(message: impl Into<String>) -> Self {
        Self::visitor(StatusCode::FORBIDDEN, "Not allowed", message)
    }

    pub fn conflict(message: impl Into<String>) -> Self {
        Self::visitor(StatusCode::CONFLICT, "Already done", message)
    }

    pub fn too_many_requests(message: impl Into<String>) -> Self {
        Self::visitor(StatusCode::TOO_MANY_REQUESTS, "Too many attempts", message)
    }

    /// A form whose token or origin did not check out: nothing was changed.
    pub fn csrf() -> Self {
        Self::visitor(
            StatusCode::FORBIDDEN,
            "This form has expired",
            "This form has expired; reload the page and try again.",
        )
    }

    pub fn visitor(status: StatusCode, title: &'static str, message: impl Into<String>) -> Self {
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
                title: refusal.title(),
                message: refusal.message(),
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
            StoreError::Conflict => AppError::conflict(
                "This changed meanwhile. Reload the page to see it as it is now, and try again; nothing was changed.",
            ),
            StoreError::UsernameTaken => AppError::conflict(
                "That userid is taken. Choose another; nothing was changed.",
            ),
            StoreError::InviteUnusable => AppError::bad_request(
                "That invitation cannot be used: it is unknown, used already, or expired.",
            ),
            StoreError::TooManyOffers
            | StoreError::TooManyTournaments
            | StoreError::TooManyMessages => AppError::too_many_requests(
                "You reached the limit for now. Wait a while, or finish what is open; nothing was changed.",
            ),
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

pub const METHOD_NOT_ALLOWED_MESSAGE: &str = "This address does not answer that kind of request. Go back to the page you came from and use its links and buttons.";

pub const NOT_FOUND_TITLE: &str = "Page not found";
pub const NOT_FOUND_MESSAGE: &str =
    "There is nothing at this address. It may have been mistyped, or the thing it showed is gone.";

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage<'a> {
    page: Page,
    title: &'a str,
    message: &'a str,
}

/// What an error page says, kept on the response so that [`in_visitor_layout`]
/// can draw it again inside the visitor's own layout.
#[derive(Clone)]
struct Shown {
    title: String,
    message: String,
}

/// Renders the error page; a page about an error must never itself fail, so a
/// template fault falls back to plain text. The page is drawn for a visitor who
/// is not logged in; [`in_visitor_layout`] draws it again for one who is.
pub fn error_page(status: StatusCode, title: &str, message: &str) -> Response {
    let mut response = render_error(Page::bare(), status, title, message);
    response.extensions_mut().insert(Shown {
        title: title.to_owned(),
        message: message.to_owned(),
    });
    response
}

fn render_error(page: Page, status: StatusCode, title: &str, message: &str) -> Response {
    let body = ErrorPage {
        page,
        title,
        message,
    }
    .render()
    .unwrap_or_else(|_| format!("{title}\n\n{message}\n"));
    (status, Html(body)).into_response()
}

/// What the error page says for an answer that came with no words of ours:
/// axum's rejections (a path or query that cannot be read: plain text) and
/// the layers' (a request that took too long, a body too large: empty).
fn words_for(status: StatusCode) -> (&'static str, &'static str) {
    match status {
        StatusCode::NOT_FOUND => (NOT_FOUND_TITLE, NOT_FOUND_MESSAGE),
        StatusCode::METHOD_NOT_ALLOWED => ("Not here", METHOD_NOT_ALLOWED_MESSAGE),
        StatusCode::REQUEST_TIMEOUT => (
            "Too slow",
            "The request took too long to arrive or to answer. Nothing was done; please try again.",
        ),
        StatusCode::PAYLOAD_TOO_LARGE => (
            "Too large",
            "What was sent is far larger than any form here takes. Nothing was done.",
        ),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => (
            "Not a form",
            "This address takes a form as a web page sends it. Nothing was done; go back and use the page's own buttons.",
        ),
        _ => (
            "That did not work",
            "The address or the form sent could not be read. Nothing was done; go back and use the page's own links and buttons.",
        ),
    }
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

/// Middleware with [`plain_to_page`] for what it wraps: the request timeout.
pub async fn plain_answers_as_pages(response: Response) -> Response {
    plain_to_page(response)
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
        return AppError::bad_request(
            "The address holds characters no page here takes (a NUL, or bytes that are not text). \
             Nothing was done; go back and use the page's own links and forms.",
        )
        .into_response();
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
    if !matches!(visit.user(state.store.as_ref()).await, Ok(Some(_))) {
        return response;
    }
    response.extensions_mut().insert(ForLoggedIn);
    let Some(shown) = response.extensions().get::<Shown>().cloned() else {
        return response;
    };
    let page = match Page::of_visit(state.store.as_ref(), &visit).await {
        Ok(page) if page.user.is_some() => page,
        _ => return response,
    };
    let redrawn = render_error(page, response.status(), &shown.title, &shown.message);
    let (mut parts, _) = response.into_parts();
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, Body::new(redrawn.into_body()))
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        match self {
            AppError::NotFound => {
                error_page(StatusCode::NOT_FOUND, NOT_FOUND_TITLE, NOT_FOUND_MESSAGE)
            }
            AppError::Visitor {
                status,
                title,
                message,
            } => error_page(status, title, &message),
            AppError::Busy => {
                tracing::warn!("password hashing busy: asked to try again");
                let mut response = error_page(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "Busy, try again",
                    "The server is busy checking passwords just now. Nothing was done; please try again in a few seconds.",
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
                    "Busy, try again",
                    "The server cannot reach its database just now. Nothing was done; please try again in a few seconds.",
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
                    "Something went wrong",
                    "Something went wrong on our side. Nothing you did caused it; please try again in a moment.",
                )
            }
        }
    }
}
