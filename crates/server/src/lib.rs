//! The halma play-by-web server: `app(state)` is the whole web application, so
//! that tests drive it directly and `halma serve` only adds a listener.

pub mod account_data;
pub mod accounts;
pub mod admin;
pub mod admin_users;
pub mod api;
pub mod board;
pub mod board_prefs;
pub mod bounds;
pub mod cli;
pub mod config;
pub mod contacts;
pub mod csrf;
pub mod describe;
pub mod domain;
pub mod error;
pub mod forgot_password;
pub mod games;
pub mod hashing;
pub mod i18n;
pub mod invites;
pub mod known_device;
pub mod ladders;
pub mod language;
pub mod layout;
pub mod limits;
pub mod log_writer;
pub mod messages;
pub mod model;
pub mod news;
pub mod notifications;
pub mod page_cache;
pub mod pages;
pub mod passwords;
pub mod picture;
pub mod profiles;
pub mod ratings_pages;
pub mod records;
pub mod reports;
pub mod room_words;
pub mod rules_cli;
pub mod rules_pages;
pub mod seat_board;
pub mod seat_room;
pub mod serve;
pub mod sessions;
pub mod static_files;
pub mod stats;
pub mod status;
pub mod store;
pub mod tokens;
pub mod tournaments;
pub mod vacation;
pub mod waiting_room;
pub mod web;

use std::sync::Arc;

use axum::{
    extract::{DefaultBodyLimit, State},
    http::{header, HeaderValue, StatusCode},
    response::Response,
    Router,
};
use tower_http::{
    timeout::TimeoutLayer,
    trace::{DefaultMakeSpan, DefaultOnResponse, TraceLayer},
};
use tracing::Level;

pub use config::Config;
pub use error::AppError;
pub use store::Store;

/// Opens the database the URL names (see [`store::connect`]), rating
/// finished games by the domain's rule.
pub async fn open_store(
    database_url: &str,
) -> Result<std::sync::Arc<dyn store::Store>, store::StoreError> {
    store::connect(database_url, domain::ratings::rule()).await
}

/// What every handler can reach: one pointer, so that the copy each request
/// and each layer takes is one reference count, not one a part.
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

/// The parts of [`AppState`].
pub struct Shared {
    pub store: Arc<dyn Store>,
    pub config: Arc<Config>,
    /// The password hashes the pages compute, bounded.
    pub hashing: Arc<passwords::Hashing>,
    /// The key that signs known-browser cookies, read from the database once.
    device_key: tokio::sync::OnceCell<Vec<u8>>,
    /// When this process last wrote each player's `last_seen_at`.
    pub(crate) seen: sessions::Seen,
    /// The JSON API's requests a token, in this process.
    pub(crate) api_limiter: api::ApiLimiter,
    /// The pages drawn this second (`page_cache`).
    pub(crate) kept_pages: page_cache::KeptPages,
}

impl std::ops::Deref for AppState {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

impl AppState {
    pub fn new(store: Arc<dyn Store>, config: Config) -> Self {
        let hashing = Arc::new(passwords::Hashing::new(
            config.password_hashes_at_once,
            config.password_hash_queue,
        ));
        Self(Arc::new(Shared {
            api_limiter: api::ApiLimiter::new(config.api_requests_per_minute),
            store,
            config: Arc::new(config),
            hashing,
            device_key: tokio::sync::OnceCell::new(),
            seen: sessions::Seen::default(),
            kept_pages: page_cache::KeptPages::default(),
        }))
    }

    /// The key that signs known-browser cookies (the same in every process).
    pub async fn device_key(&self) -> Result<&[u8], store::StoreError> {
        let key = self
            .device_key
            .get_or_try_init(|| known_device::load_key(self.store.as_ref()))
            .await?;
        Ok(key)
    }
}

/// What every answer says to the browser: load nothing from elsewhere and run
/// no inline script or style (the templates have none), be framed by no site,
/// take a declared type as it is, and tell other sites nothing of the page a
/// link was followed from.
const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; frame-ancestors 'none'";

/// Every answer, last: a plain error answer becomes the site's error page,
/// and the security headers are set (`hsts` when the site is reached over
/// https). A logged-in player's pages are kept by no cache, the browser's
/// included (Back after Logout shows no game of theirs).
async fn finish_answer(State(hsts): State<Option<HeaderValue>>, response: Response) -> Response {
    let mut response = error::plain_to_page(response);
    let for_logged_in = response.extensions().get::<error::ForLoggedIn>().is_some();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CONTENT_SECURITY_POLICY),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    if let Some(hsts) = hsts {
        headers.insert(header::STRICT_TRANSPORT_SECURITY, hsts);
    }
    if for_logged_in && !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}

/// The web application. The store must be migrated already.
///
/// Around the pages: the request log, the security headers on every answer,
/// the request timeout (its 408 an error page too), the request body limit
/// (`bounds`), the session, the error pages in the visitor's layout, the
/// refusal of an address that cannot be read, and the pages kept for their
/// second. They wrap the router once, as one service, rather than each
/// route: a request then passes them without a boxed copy of the route's
/// service made at each layer.
pub fn app(state: AppState) -> Router {
    let config = state.config.clone();
    // Browsers that reached the site over https are told to keep to it.
    let hsts = config
        .secure_cookies()
        .then(|| HeaderValue::from_static("max-age=31536000"));
    let routes = Router::new()
        .merge(pages::router())
        .merge(accounts::router())
        .merge(forgot_password::router())
        .merge(account_data::router())
        .merge(games::router())
        .merge(admin::router())
        .merge(admin_users::router())
        .merge(records::router())
        .merge(ratings_pages::router())
        .merge(rules_pages::router())
        .merge(stats::router())
        .merge(status::router())
        .merge(waiting_room::router())
        .merge(profiles::router())
        .merge(contacts::router())
        .merge(messages::router())
        .merge(news::router())
        .merge(tournaments::router())
        .merge(ladders::router())
        .merge(reports::router())
        .merge(static_files::router())
        .merge(tokens::router())
        .merge(board_prefs::router())
        .merge(vacation::router())
        .merge(notifications::router())
        .merge(language::router())
        .nest(
            "/api/v1",
            api::router().layer(axum::middleware::from_fn(api::in_reader_language)),
        )
        .fallback(pages::not_found)
        .method_not_allowed_fallback(pages::method_not_allowed)
        .with_state(state.clone());
    let around = tower::ServiceBuilder::new()
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(DefaultMakeSpan::new().level(Level::INFO))
                .on_response(DefaultOnResponse::new().level(Level::INFO)),
        )
        .layer(axum::middleware::map_response_with_state(
            hsts,
            finish_answer,
        ))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            config.request_timeout(),
        ))
        .layer(DefaultBodyLimit::max(bounds::BODY_LIMIT))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            sessions::layer,
        ))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            error::in_visitor_layout,
        ))
        .layer(axum::middleware::from_fn(error::refuse_unreadable_address))
        .layer(axum::middleware::from_fn_with_state(
            state,
            page_cache::layer,
        ))
        .service(routes);
    Router::new().fallback_service(around)
}
