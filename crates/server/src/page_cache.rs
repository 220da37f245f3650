//! Pages drawn again within the same second, while nothing was committed,
//! are answered from memory.
//!
//! A page is what the database held when it was drawn, the request that
//! asked for it (its address and headers, the session cookie among them) and
//! the clock. So a page drawn for a request is the page an identical request
//! gets as long as the database holds the same ([`Generation`], which any
//! commit, in this process or another, moves on) and the clock reads the same
//! second. That is what is kept: each page by the whole request, for the
//! second it was drawn in, from the second time the request is asked in that
//! second; the first request of the next second, or the first after a
//! commit, draws it afresh. A page asked over and over (a reload held down,
//! many tabs, a script) costs two drawings a second at most; a Submit, a
//! message, a session ended anywhere shows at once as before.
//!
//! Kept: answers `200 OK` to a `GET` of a page, whole (a body of known
//! length, at most [`bounds::KEPT_PAGE`]), that set no cookie. Not kept: the
//! JSON API (its limits count every request), the static files (the
//! browser keeps those), `/healthz` (it writes), live updates (streams,
//! `…/events`).
//! The session the page was drawn with is kept with it: the session's own
//! bookkeeping (`sessions::layer`: last seen, the turn mail, the expiry)
//! runs for every request, kept page or not.
//!
//! A request asked for the first time in its second is drawn as it would be
//! without kept pages: it reads nothing more (most pages are asked once, and
//! so cost what they read themselves: a status page, the session and its one
//! statement). From the second identical request on, the page is kept.
//!
//! The generation a request asked again needs is one read after the request
//! came; one read serves every request that came before it began
//! ([`Asked`]), so under many requests at once Postgres is asked once for
//! many of them.

use std::{
    collections::HashMap,
    sync::{
        atomic::{AtomicU64, Ordering},
        Mutex,
    },
};

use axum::{
    body::{Body, Bytes, HttpBody as _},
    extract::{Request, State},
    http::{header, HeaderMap, Method, StatusCode},
    middleware::Next,
    response::{IntoResponse, Response},
};

use crate::{
    bounds,
    sessions::visit_of,
    store::{sessions::SessionRow, Generation, Store},
    AppState,
};

/// The pages drawn in the current second, and the database's generation
/// as last asked.
#[derive(Default)]
pub struct KeptPages {
    pages: Mutex<Second>,
    asked: Asked,
    /// Hashes the requests for [`Second::asked`].
    hasher: std::hash::RandomState,
}

/// The store's [`Generation`], asked once for all the requests that came
/// before the asking began: each needs a generation read after it came (so
/// that every commit before it counts), and one read serves them all. On
/// Postgres that is one round trip for many requests instead of one each.
#[derive(Default)]
struct Asked {
    /// How many asks have begun.
    begun: AtomicU64,
    /// The last answer and the number of the ask it answered (asks run one
    /// at a time, the next waiting for the lock).
    last: tokio::sync::Mutex<(u64, Option<Generation>)>,
}

impl Asked {
    /// The generation, or [`Generation::Unknown`] when it could not be read
    /// (the page is then drawn, and not kept).
    async fn generation(&self, store: &dyn Store) -> Generation {
        let came = self.begun.load(Ordering::SeqCst);
        let mut last = self.last.lock().await;
        let (ask, answer) = &*last;
        // Begun after this request came: it counts every commit before. A
        // read that failed is not tried again by those it was for.
        if *ask > came {
            return answer.clone().unwrap_or(Generation::Unknown);
        }
        let ask = self.begun.fetch_add(1, Ordering::SeqCst) + 1;
        let answer = match store.system().generation().await {
            Ok(generation) => Some(generation),
            Err(e) => {
                tracing::warn!(error = %e, "cannot read the database's generation");
                None
            }
        };
        *last = (ask, answer.clone());
        answer.unwrap_or(Generation::Unknown)
    }
}

/// The pages of one second.
#[derive(Default)]
struct Second {
    /// The second, in seconds since 1970.
    at: i64,
    pages: HashMap<Vec<u8>, Kept>,
    /// The bytes of `pages`' bodies.
    bytes: usize,
    /// The requests asked for in this second (a hash of each): a page is
    /// kept from the second asking on.
    asked: std::collections::HashSet<u64>,
}

/// A page, and what it was drawn from.
#[derive(Clone)]
struct Kept {
    generation: Generation,
    session: Option<SessionRow>,
    headers: HeaderMap,
    body: Bytes,
}

impl KeptPages {
    /// Whether `request` is asked for the first time in second `at` (as far
    /// as the bounds let this be told: past them, every request is asked
    /// again). A request asked once is drawn as it would be without kept
    /// pages, at no cost to the database; only one asked again reads the
    /// generation, and its page is kept.
    fn first_ask(&self, at: i64, request: &[u8]) -> bool {
        use std::hash::BuildHasher as _;
        let hash = self.hasher.hash_one(request);
        match self.second_at(at) {
            Some(mut second) if second.asked.len() < bounds::KEPT_PAGES => {
                second.asked.insert(hash)
            }
            _ => false,
        }
    }

    /// The pages of second `at`, locked, the last second's let go (outside
    /// the lock); `None` when `at` is already past.
    fn second_at(&self, at: i64) -> Option<std::sync::MutexGuard<'_, Second>> {
        let mut second = self.pages.lock().unwrap_or_else(|e| e.into_inner());
        if second.at < at {
            let gone = std::mem::replace(
                &mut *second,
                Second {
                    at,
                    ..Second::default()
                },
            );
            drop(second);
            drop(gone);
            second = self.pages.lock().unwrap_or_else(|e| e.into_inner());
        }
        (second.at == at).then_some(second)
    }

    /// The page kept for `request` in second `at` of `generation`.
    fn get(&self, at: i64, request: &[u8], generation: &Generation) -> Option<Kept> {
        let second = self.pages.lock().unwrap_or_else(|e| e.into_inner());
        if second.at != at {
            return None;
        }
        second
            .pages
            .get(request)
            .filter(|kept| kept.generation == *generation)
            .cloned()
    }

    /// Keeps `page` for `request`, drawn in second `at`; a page of an
    /// earlier second is forgotten, and nothing is kept past the bounds.
    fn keep(&self, at: i64, request: Vec<u8>, page: Kept) {
        let Some(mut second) = self.second_at(at) else {
            return;
        };
        let key_size = request.len();
        let size = page.body.len() + key_size;
        if second.pages.len() >= bounds::KEPT_PAGES || second.bytes + size > bounds::KEPT_PAGE_BYTES
        {
            return;
        }
        second.bytes += size;
        if let Some(old) = second.pages.insert(request, page) {
            second.bytes -= old.body.len() + key_size;
        }
    }
}

/// Whether the request may be answered by a kept page.
fn may_keep(request: &Request) -> bool {
    let path = request.uri().path();
    request.method() == Method::GET
        && !path.starts_with("/api/")
        && !path.starts_with("/static/")
        && !path.ends_with("/events")
        && path != "/healthz"
}

/// The request as the page depends on it: its address and every header, in
/// the order they came.
fn request_key(request: &Request) -> Vec<u8> {
    use std::io::Write as _;
    let mut key = Vec::with_capacity(512);
    // Writing to a `Vec` cannot fail.
    let _ = write!(key, "{}", request.uri());
    for (name, value) in request.headers() {
        key.push(b'\n');
        key.extend_from_slice(name.as_str().as_bytes());
        key.push(b':');
        key.extend_from_slice(value.as_bytes());
    }
    key
}

/// Middleware (inside `sessions::layer`): answers a request with the page
/// kept for it, or draws the page and keeps it.
pub async fn layer(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let Some(visit) = visit_of(request.extensions()).filter(|_| may_keep(&request)) else {
        return next.run(request).await;
    };
    let now = crate::store::now();
    let at = now.unix_timestamp();
    let key = request_key(&request);
    // Asked once: drawn, nothing read for it. Most pages are asked once.
    if state.kept_pages.first_ask(at, &key) {
        return next.run(request).await;
    }
    let generation = state
        .kept_pages
        .asked
        .generation(state.store.as_ref())
        .await;
    if matches!(generation, Generation::Unknown) {
        return next.run(request).await;
    }
    if let Some(kept) = state.kept_pages.get(at, &key, &generation) {
        if kept.session.as_ref().is_none_or(|s| s.expires_at > now) {
            visit.knows_session(kept.session);
            let mut response = Response::new(Body::from(kept.body));
            *response.headers_mut() = kept.headers;
            return response;
        }
    }
    let response = next.run(request).await;
    let whole = response
        .body()
        .size_hint()
        .exact()
        .is_some_and(|n| n <= bounds::KEPT_PAGE as u64);
    if response.status() != StatusCode::OK
        || !whole
        || response.headers().contains_key(header::SET_COOKIE)
        || visit.sets_cookies()
    {
        return response;
    }
    let Some(session) = visit.session_read() else {
        return response;
    };
    let (parts, body) = response.into_parts();
    let Ok(body) = axum::body::to_bytes(body, bounds::KEPT_PAGE).await else {
        return crate::error::AppError::internal(anyhow::anyhow!("a page's body failed"))
            .into_response();
    };
    state.kept_pages.keep(
        at,
        key,
        Kept {
            generation,
            session,
            headers: parts.headers.clone(),
            body: body.clone(),
        },
    );
    Response::from_parts(parts, Body::from(body))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(generation: u64, body: &'static str) -> Kept {
        Kept {
            generation: Generation::Counted(generation),
            session: None,
            headers: HeaderMap::new(),
            body: Bytes::from_static(body.as_bytes()),
        }
    }

    fn body(kept: Option<Kept>) -> Option<Bytes> {
        kept.map(|k| k.body)
    }

    #[test]
    fn a_page_holds_for_its_request_generation_and_second() {
        let pages = KeptPages::default();
        pages.keep(100, b"/status\ncookie:a".to_vec(), page(7, "alice's"));
        pages.keep(100, b"/status\ncookie:b".to_vec(), page(7, "bob's"));
        let at = |second, request: &[u8], generation| {
            body(pages.get(second, request, &Generation::Counted(generation)))
        };
        assert_eq!(
            at(100, b"/status\ncookie:a", 7).as_deref(),
            Some(&b"alice's"[..])
        );
        assert_eq!(
            at(100, b"/status\ncookie:b", 7).as_deref(),
            Some(&b"bob's"[..])
        );
        // Another request, a commit since, another second: drawn afresh.
        assert_eq!(at(100, b"/status\ncookie:c", 7), None);
        assert_eq!(at(100, b"/status\ncookie:a", 8), None);
        assert_eq!(at(101, b"/status\ncookie:a", 7), None);
        assert_eq!(
            body(pages.get(100, b"/status\ncookie:a", &Generation::Unknown)),
            None
        );
        // A page of a new second forgets the last second's; a late one of an
        // earlier second is not kept.
        pages.keep(101, b"/status\ncookie:b".to_vec(), page(7, "bob's again"));
        assert_eq!(at(101, b"/status\ncookie:a", 7), None);
        pages.keep(100, b"/status\ncookie:a".to_vec(), page(7, "late"));
        assert_eq!(at(100, b"/status\ncookie:a", 7), None);
        assert_eq!(at(101, b"/status\ncookie:a", 7), None);
        assert_eq!(
            at(101, b"/status\ncookie:b", 7).as_deref(),
            Some(&b"bob's again"[..])
        );
    }

    #[test]
    fn a_request_is_asked_first_once_a_second() {
        let pages = KeptPages::default();
        assert!(pages.first_ask(100, b"/status\ncookie:a"));
        assert!(!pages.first_ask(100, b"/status\ncookie:a"));
        assert!(pages.first_ask(100, b"/status\ncookie:b"));
        // The next second asks afresh; an earlier one is past.
        assert!(pages.first_ask(101, b"/status\ncookie:a"));
        assert!(!pages.first_ask(100, b"/status\ncookie:c"));
        // Past the bounds, every request counts as asked again.
        for i in 0..bounds::KEPT_PAGES {
            pages.first_ask(101, format!("/users/p{i}").as_bytes());
        }
        assert!(!pages.first_ask(101, b"/status\ncookie:new"));
    }

    #[test]
    fn no_more_is_kept_than_the_bounds() {
        let pages = KeptPages::default();
        for i in 0..bounds::KEPT_PAGES + 10 {
            pages.keep(5, format!("/users/p{i}").into_bytes(), page(1, "a page"));
        }
        assert_eq!(pages.pages.lock().unwrap().pages.len(), bounds::KEPT_PAGES);
        let big: &'static str = "x".repeat(bounds::KEPT_PAGE).leak();
        let pages = KeptPages::default();
        for i in 0..bounds::KEPT_PAGES {
            pages.keep(5, format!("/big/{i}").into_bytes(), page(1, big));
        }
        let second = pages.pages.lock().unwrap();
        assert!(second.bytes <= bounds::KEPT_PAGE_BYTES, "{}", second.bytes);
        assert_eq!(
            second.pages.len(),
            bounds::KEPT_PAGE_BYTES / (bounds::KEPT_PAGE + 8)
        );
    }
}
