//! What the integration tests share: fresh databases of both kinds, a macro that
//! runs one test body against each, and an HTTP client that drives the app the
//! way a browser would (cookies kept, redirects not followed, the `csrf` field of
//! the last page sent back with each form).
//!
//! ```ignore
//! #[macro_use]
//! mod support;
//!
//! both_backends! {
//!     async fn logs_in(db) {
//!         let mut client = db.client();
//!         client.register("alice", "secret-pass").await;
//!         let page = client.get("/status").await;
//!         assert_eq!(page.status, 200);
//!     }
//! }
//! ```
#![allow(dead_code)]

pub mod server;
pub mod smtp;
pub mod wire;

use std::{
    collections::{BTreeMap, BTreeSet},
    io::Write,
    net::SocketAddr,
    sync::Arc,
};

use axum::{
    body::Body,
    extract::ConnectInfo,
    http::{header, HeaderMap, Method, Request, StatusCode},
    Router,
};
use halma::{
    store::{self, Backend, GameId, NewGame, Store, UserId},
    AppState, Config,
};
use halma_rules::Rules;
use http_body_util::BodyExt;
use sqlx::{Connection, Executor, PgConnection};
use tower::ServiceExt;

/// The variable that names the Postgres server the tests may create databases on.
pub const POSTGRES_URL_VAR: &str = "HALMA_TEST_POSTGRES_URL";

/// A fresh, migrated database, removed when dropped.
pub struct TestDb {
    pub store: Arc<dyn Store>,
    pub backend: Backend,
    /// The database's URL, for tests that run the `halma` binary against it or
    /// look at it with a connection of their own.
    pub url: String,
    _guard: Guard,
}

enum Guard {
    Sqlite(#[allow(dead_code)] tempfile::TempDir),
    Postgres(PgGuard),
}

impl TestDb {
    /// A new SQLite file in a temporary folder.
    pub async fn sqlite() -> TestDb {
        Self::sqlite_bare(true).await
    }

    /// A new SQLite file, migrated or not.
    pub async fn sqlite_bare(migrate: bool) -> TestDb {
        let dir = tempfile::tempdir().expect("temporary folder");
        let url = format!("sqlite://{}", dir.path().join("halma.db").display());
        let store = halma::open_store(&url).await.expect("open SQLite");
        if migrate {
            store.system().migrate().await.expect("migrate SQLite");
        }
        TestDb {
            store,
            backend: Backend::Sqlite,
            url,
            _guard: Guard::Sqlite(dir),
        }
    }

    /// A new database on the Postgres server `HALMA_TEST_POSTGRES_URL` names, or
    /// `None` (with a loud message) when it is unset outside CI. In CI (`CI=true`)
    /// an unset or unreachable server fails the test.
    pub async fn postgres() -> Option<TestDb> {
        Self::postgres_bare(true).await
    }

    /// A new Postgres database, migrated or not (see [`TestDb::postgres`]).
    pub async fn postgres_bare(migrate: bool) -> Option<TestDb> {
        let in_ci = std::env::var("CI").is_ok_and(|v| v == "true" || v == "1");
        let base = match std::env::var(POSTGRES_URL_VAR) {
            Ok(url) if !url.is_empty() => url,
            _ if in_ci => panic!("{POSTGRES_URL_VAR} must be set in CI (CI=true)"),
            _ => {
                // Written past the test harness's capture, so a skip is seen.
                let test = std::thread::current().name().unwrap_or("?").to_owned();
                let _ = writeln!(
                    std::io::stderr(),
                    "!!! SKIPPED {test}: {POSTGRES_URL_VAR} is not set \
                     (e.g. postgres://postgres@127.0.0.1:5432/postgres) !!!"
                );
                return None;
            }
        };
        let name = format!("halma_test_{}", uuid::Uuid::new_v4().simple());
        let mut admin = PgConnection::connect(&base)
            .await
            .unwrap_or_else(|e| panic!("cannot reach Postgres at {base}: {e}"));
        admin
            .execute(format!("CREATE DATABASE \"{name}\"").as_str())
            .await
            .expect("create the test database");
        let _ = admin.close().await;
        let guard = PgGuard {
            admin_url: base.clone(),
            name: name.clone(),
        };
        let mut url = url::Url::parse(&base).expect("a Postgres URL");
        url.set_path(&name);
        let store = halma::open_store(url.as_str())
            .await
            .expect("connect to the test database");
        if migrate {
            store.system().migrate().await.expect("migrate Postgres");
        }
        Some(TestDb {
            store,
            backend: Backend::Postgres,
            url: url.to_string(),
            _guard: Guard::Postgres(guard),
        })
    }

    /// The app on this database with the given configuration.
    pub fn app_with(&self, config: Config) -> Router {
        halma::app(AppState::new(self.store.clone(), config))
    }

    /// The app with the default configuration.
    pub fn app(&self) -> Router {
        self.app_with(Config::default())
    }

    /// A client of the app with the default configuration.
    pub fn client(&self) -> Client {
        Client::new(self.app())
    }

    /// A player who signed up through the form, on a client of their own.
    pub async fn player(&self, name: &str) -> (Client, UserId) {
        self.player_with(name, Config::default()).await
    }

    /// [`TestDb::player`] on an app with the given configuration.
    pub async fn player_with(&self, name: &str, config: Config) -> (Client, UserId) {
        let mut client = Client::new(self.app_with(config));
        client
            .register(name, PASSWORD)
            .await
            .expect_redirect("/status");
        let id = self
            .store
            .users()
            .user_by_name(name)
            .await
            .expect("lookup")
            .expect("registered")
            .id;
        (client, id)
    }

    /// A game between two users, started now, made in the store. It forbids
    /// vacation, so that a clock that runs out loses the game, as every clock
    /// did before vacation (the clock tests make their games with
    /// [`TestDb::new_game_with`]).
    pub async fn new_game(
        &self,
        rules: Rules,
        white: UserId,
        black: UserId,
        days_per_move: i64,
    ) -> GameId {
        let clock = halma::domain::clock::ClockTerms {
            vacation: false,
            ..Default::default()
        };
        self.new_game_with(rules, white, black, days_per_move, clock)
            .await
    }

    /// A rated game for more than two, of `players` in seat order, started
    /// now with a clock of `days_per_move` a move, made in the store.
    pub async fn new_seat_game(
        &self,
        rules: halma_rules::SeatRules,
        players: Vec<UserId>,
        days_per_move: i64,
    ) -> GameId {
        let at = halma::store::now();
        self.store
            .seat_games()
            .create_seat_game(halma::store::NewSeatGame {
                rules,
                players,
                days_per_move,
                at,
                rated: true,
                clock: halma::model::clock::ClockTerms::default(),
                first_deadline: at + time::Duration::days(days_per_move),
            })
            .await
            .expect("a game for more than two")
    }

    /// A game with a clock of its own, started now, made in the store.
    pub async fn new_game_with(
        &self,
        rules: Rules,
        white: UserId,
        black: UserId,
        days_per_move: i64,
        clock: halma::domain::clock::ClockTerms,
    ) -> GameId {
        self.store
            .games()
            .create_game(NewGame {
                rules,
                white,
                black,
                days_per_move,
                at: store::now(),
                rated: true,
                clock,
            })
            .await
            .expect("create a game")
    }
}

/// The password of the players [`TestDb::player`] makes.
pub const PASSWORD: &str = "correct horse";

/// Drops a test database when the test ends, passed or failed.
struct PgGuard {
    admin_url: String,
    name: String,
}

impl Drop for PgGuard {
    fn drop(&mut self) {
        let (url, name) = (self.admin_url.clone(), self.name.clone());
        // Drop cannot await, and the test's runtime may be shutting down: use a
        // runtime of our own on a thread of our own.
        let done = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()?;
            rt.block_on(async {
                let mut admin = PgConnection::connect(&url).await?;
                admin
                    .execute(format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)").as_str())
                    .await?;
                admin.close().await
            })
            .map_err(std::io::Error::other)
        })
        .join();
        if !matches!(done, Ok(Ok(()))) {
            eprintln!("warning: could not drop test database {}", self.name);
        }
    }
}

impl TestDb {
    /// One number a query on the database answers (`SELECT COUNT(*) …`),
    /// read over a connection of the test's own.
    pub async fn count(&self, sql: &str) -> i64 {
        use sqlx::Connection;
        match self.backend {
            Backend::Sqlite => {
                let mut c = sqlx::SqliteConnection::connect(&self.url)
                    .await
                    .expect("connect");
                sqlx::query_scalar(sql)
                    .fetch_one(&mut c)
                    .await
                    .expect("count")
            }
            Backend::Postgres => {
                let mut c = sqlx::PgConnection::connect(&self.url)
                    .await
                    .expect("connect");
                sqlx::query_scalar(sql)
                    .fetch_one(&mut c)
                    .await
                    .expect("count")
            }
        }
    }
}

impl TestDb {
    /// Runs one statement on the database over a connection of the test's own
    /// (to age a session, set a heartbeat back, ...).
    pub async fn execute(&self, sql: &str) {
        use sqlx::Connection;
        match self.backend {
            Backend::Sqlite => {
                let mut c = sqlx::SqliteConnection::connect(&self.url)
                    .await
                    .expect("connect");
                sqlx::query(sql).execute(&mut c).await.expect(sql);
            }
            Backend::Postgres => {
                let mut c = sqlx::PgConnection::connect(&self.url)
                    .await
                    .expect("connect");
                sqlx::query(sql).execute(&mut c).await.expect(sql);
            }
        }
    }
}

impl TestDb {
    /// Fills the database as a busy site holds it: `game` (made through the
    /// store) copied in SQL into `active` games in play, their deadlines
    /// spread over the next days in no order of the table's, and `finished`
    /// finished games. Then [`TestDb::analyze`] is for the statistics.
    pub async fn busy_site(&self, game: GameId, active: i64, finished: i64) {
        let at = millis(store::now());
        let day = 86_400_000_i64;
        let copy = |first: i64, count: i64, finished: bool| {
            let last = first + count - 1;
            let (with, from, id) = match self.backend {
                Backend::Sqlite => (
                    format!(
                        "WITH RECURSIVE seq(n) AS (SELECT {first} UNION ALL SELECT n + 1 \
                         FROM seq WHERE n < {last}) "
                    ),
                    ", seq".to_owned(),
                    "printf('0000ba3e-0000-4000-8000-%012x', n)".to_owned(),
                ),
                Backend::Postgres => (
                    String::new(),
                    format!(", generate_series({first}, {last}) AS seq(n)"),
                    "('0000ba3e-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid".to_owned(),
                ),
            };
            let template = match self.backend {
                Backend::Sqlite => format!("'{game}'"),
                Backend::Postgres => format!("'{game}'::uuid"),
            };
            let (status, to_move, deadline, finished_at, winner, termination) = if finished {
                (
                    "'finished'",
                    "NULL",
                    format!("{at} - {day}"),
                    "turn_started_at + n",
                    "'white'",
                    "'target_reached'",
                )
            } else {
                (
                    "'active'",
                    "white_id",
                    format!("{at} + {day} + (n * 7919) % (6 * {day})"),
                    "NULL",
                    "NULL",
                    "NULL",
                )
            };
            format!(
                "{with}INSERT INTO games (id, variant, camp, repetition, white_id, black_id, \
                 days_per_move, status, ply, position, to_move_id, turn_started_at, turn_deadline, \
                 created_at, finished_at, winner, termination) \
                 SELECT {id}, variant, camp, repetition, white_id, black_id, days_per_move, {status}, 0, \
                 position, {to_move}, {at} - {day}, {deadline}, created_at, {finished_at}, {winner}, \
                 {termination} FROM games{from} WHERE games.id = {template}"
            )
        };
        // Interleaved in the table, in chunks, as games start and end.
        let (mut a, mut f, mut n) = (active, finished, 1);
        while a > 0 || f > 0 {
            let (ca, cf) = (a.min(1_000), f.min(1_000));
            if ca > 0 {
                self.execute(&copy(n, ca, false)).await;
                n += ca;
            }
            if cf > 0 {
                self.execute(&copy(n, cf, true)).await;
                n += cf;
            }
            a -= ca;
            f -= cf;
        }
    }

    /// Gathers the statistics the planner reads, as autovacuum does on a
    /// live Postgres database (`ANALYZE`; with `vacuum`, `VACUUM ANALYZE`,
    /// which also marks the pages all-visible). SQLite keeps none: the server
    /// never runs `ANALYZE` there, and its plans are fixed by the indexes.
    pub async fn analyze(&self, vacuum: bool) {
        if self.backend == Backend::Postgres {
            let mut c = PgConnection::connect(&self.url).await.expect("connect");
            let sql = if vacuum { "VACUUM ANALYZE" } else { "ANALYZE" };
            // The simple protocol: VACUUM cannot be prepared.
            sqlx::raw_sql(sql).execute(&mut c).await.expect(sql);
        }
    }
}

/// A time as the database keeps it: Unix milliseconds.
pub fn millis(at: time::OffsetDateTime) -> i64 {
    (at.unix_timestamp_nanos() / 1_000_000) as i64
}

/// Runs each test body once on SQLite (`sqlite::NAME`) and once on Postgres
/// (`postgres::NAME`, skipped when Postgres is not configured). The body gets a
/// [`TestDb`] under the name given in parentheses.
#[allow(unused_macros)] // not every test file runs on both backends
macro_rules! both_backends {
    ($( $(#[$meta:meta])* async fn $name:ident($db:ident) $body:block )*) => {
        mod sqlite {
            #[allow(unused_imports)]
            use super::*;
            $(
                $(#[$meta])*
                #[tokio::test]
                async fn $name() {
                    let $db = crate::support::TestDb::sqlite().await;
                    $body
                }
            )*
        }
        mod postgres {
            #[allow(unused_imports)]
            use super::*;
            $(
                $(#[$meta])*
                #[tokio::test]
                async fn $name() {
                    let Some($db) = crate::support::TestDb::postgres().await else {
                        return;
                    };
                    $body
                }
            )*
        }
    };
}

/// One answer of the app.
#[derive(Debug)]
pub struct Page {
    pub status: StatusCode,
    /// The `Location` header of a redirect.
    pub location: Option<String>,
    pub headers: HeaderMap,
    pub body: String,
}

impl Page {
    /// Whether the body contains `text`.
    pub fn contains(&self, text: &str) -> bool {
        self.body.contains(text)
    }

    /// The value of the first `<input name="NAME" value="...">` in the page.
    pub fn field(&self, name: &str) -> Option<String> {
        input_value(&self.body, name)
    }

    /// Panics with the page when the status is not `status`.
    #[track_caller]
    pub fn expect_status(&self, status: u16) -> &Self {
        assert_eq!(
            self.status.as_u16(),
            status,
            "unexpected status; the page was:\n{}",
            self.body
        );
        self
    }

    /// Panics unless this is a redirect to `to`.
    #[track_caller]
    pub fn expect_redirect(&self, to: &str) -> &Self {
        assert!(
            self.status.is_redirection(),
            "expected a redirect to {to}, got {}:\n{}",
            self.status,
            self.body
        );
        assert_eq!(self.location.as_deref(), Some(to));
        self
    }

    /// All `Set-Cookie` headers.
    pub fn set_cookies(&self) -> Vec<String> {
        self.headers
            .get_all(header::SET_COOKIE)
            .iter()
            .filter_map(|v| v.to_str().ok().map(str::to_owned))
            .collect()
    }
}

/// Keeps (or, when it expires it, drops) the cookie a `Set-Cookie` header
/// sets, as a browser would.
pub fn take_cookie(cookies: &mut BTreeMap<String, String>, set_cookie: &str) {
    let mut parts = set_cookie.split(';').map(str::trim);
    let Some((name, value)) = parts.next().and_then(|nv| nv.split_once('=')) else {
        return;
    };
    let removed = parts.any(|a| {
        let a = a.to_ascii_lowercase();
        a == "max-age=0" || a.starts_with("expires=thu, 01 jan 1970")
    });
    if removed {
        cookies.remove(name);
    } else {
        cookies.insert(name.to_owned(), value.to_owned());
    }
}

/// The value of the first `<input name="NAME" value="...">` in `body`.
pub fn input_value(body: &str, name: &str) -> Option<String> {
    let wanted = format!("name=\"{name}\"");
    body.split("<input").skip(1).find_map(|rest| {
        let tag = &rest[..rest.find('>')?];
        if !tag.contains(&wanted) {
            return None;
        }
        let start = tag.find("value=\"")? + "value=\"".len();
        let end = tag[start..].find('"')? + start;
        Some(unescape(&tag[start..end]))
    })
}

fn unescape(s: &str) -> String {
    s.replace("&quot;", "\"")
        .replace("&#x27;", "'")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// A browser-like client on top of `oneshot`: keeps cookies, follows no redirect,
/// and sends the last page's `csrf` field with every form.
#[derive(Clone)]
pub struct Client {
    app: Router,
    cookies: BTreeMap<String, String>,
    csrf: Option<String>,
    /// Sent as the `Host` header.
    pub host: String,
    /// Sent as the `Origin` header of POSTs when set.
    pub origin: Option<String>,
    /// The peer address the app sees (as `ConnectInfo`), when set.
    pub remote: Option<SocketAddr>,
    /// Sent as the `X-Forwarded-For` header when set, as a reverse proxy would.
    pub forwarded_for: Option<String>,
}

impl Client {
    pub fn new(app: Router) -> Self {
        Self {
            app,
            cookies: BTreeMap::new(),
            csrf: None,
            host: "localhost:8080".to_owned(),
            origin: None,
            remote: None,
            forwarded_for: None,
        }
    }

    /// The form token the next `post` will send.
    pub fn csrf(&self) -> Option<&str> {
        self.csrf.as_deref()
    }

    /// The value of a cookie the client holds.
    pub fn cookie(&self, name: &str) -> Option<&str> {
        self.cookies.get(name).map(String::as_str)
    }

    /// Sends a cookie from now on, as a browser that was given it would.
    pub fn set_cookie(&mut self, name: &str, value: &str) {
        self.cookies.insert(name.to_owned(), value.to_owned());
    }

    pub async fn get(&mut self, path: &str) -> Page {
        let req = Request::builder()
            .method(Method::GET)
            .uri(path)
            .body(Body::empty())
            .expect("request");
        self.send(req).await
    }

    /// A GET as a browser asking for `accept_language` (`Accept-Language`).
    pub async fn get_in(&mut self, path: &str, accept_language: &str) -> Page {
        let req = Request::builder()
            .method(Method::GET)
            .uri(path)
            .header(header::ACCEPT_LANGUAGE, accept_language)
            .body(Body::empty())
            .expect("request");
        self.send(req).await
    }

    /// [`Client::get_in`] of a page that must be there, in the language
    /// `lang` asked for (`<html lang>`).
    pub async fn page_in(&mut self, path: &str, lang: &str) -> Page {
        let page = self.get_in(path, lang).await;
        page.expect_status(200);
        assert!(
            page.contains(&format!("<html lang=\"{lang}\">")),
            "{path} in {lang}"
        );
        page
    }

    /// Posts a form, adding the `csrf` field of the last page (unless `fields` has one).
    pub async fn post(&mut self, path: &str, fields: &[(&str, &str)]) -> Page {
        let mut all: Vec<(&str, &str)> = fields.to_vec();
        let token = self.csrf.clone().unwrap_or_default();
        if !fields.iter().any(|(k, _)| *k == "csrf") {
            all.push(("csrf", &token));
        }
        self.post_exact(path, &all).await
    }

    /// Posts exactly these fields (no token added).
    pub async fn post_exact(&mut self, path: &str, fields: &[(&str, &str)]) -> Page {
        let body = serde_urlencoded::to_string(fields).expect("form");
        let mut req = Request::builder()
            .method(Method::POST)
            .uri(path)
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
        if let Some(origin) = &self.origin {
            req = req.header(header::ORIGIN, origin);
        }
        self.send(req.body(Body::from(body)).expect("request"))
            .await
    }

    /// GETs the page a redirect points to.
    pub async fn follow(&mut self, page: &Page) -> Page {
        let to = page.location.clone().expect("a redirect");
        self.get(&to).await
    }

    /// Sends any request with the client's cookies and host.
    pub async fn send(&mut self, mut req: Request<Body>) -> Page {
        let headers = req.headers_mut();
        headers.insert(header::HOST, self.host.parse().expect("host"));
        if !self.cookies.is_empty() {
            let cookie = self
                .cookies
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect::<Vec<_>>()
                .join("; ");
            headers.insert(header::COOKIE, cookie.parse().expect("cookie"));
        }
        if let Some(forwarded) = &self.forwarded_for {
            headers.insert("x-forwarded-for", forwarded.parse().expect("header"));
        }
        if let Some(remote) = self.remote {
            req.extensions_mut().insert(ConnectInfo(remote));
        }
        let response = self.app.clone().oneshot(req).await.expect("infallible");
        let (parts, body) = response.into_parts();
        let bytes = body.collect().await.expect("body").to_bytes();
        let page = Page {
            status: parts.status,
            location: parts
                .headers
                .get(header::LOCATION)
                .and_then(|v| v.to_str().ok())
                .map(str::to_owned),
            headers: parts.headers,
            body: String::from_utf8_lossy(&bytes).into_owned(),
        };
        for cookie in page.set_cookies() {
            self.take_cookie(&cookie);
        }
        if let Some(token) = page.field("csrf") {
            self.csrf = Some(token);
        }
        page
    }

    fn take_cookie(&mut self, set_cookie: &str) {
        take_cookie(&mut self.cookies, set_cookie);
    }

    /// Creates a userid through the form (and so logs in); returns the answer to the POST.
    pub async fn register(&mut self, username: &str, password: &str) -> Page {
        self.get("/register").await;
        self.post(
            "/register",
            &[("username", username), ("password", password)],
        )
        .await
    }

    /// Logs in through the form; returns the answer to the POST.
    pub async fn login(&mut self, username: &str, password: &str) -> Page {
        self.get("/login").await;
        self.post("/login", &[("username", username), ("password", password)])
            .await
    }

    /// Logs out with the nav's form.
    pub async fn logout(&mut self) -> Page {
        self.get("/status").await;
        self.post("/logout", &[]).await
    }
}

/// One square element of the board as the page drew it.
#[derive(Debug, Clone)]
pub struct SquareEl {
    pub name: String,
    pub classes: BTreeSet<String>,
    /// The link, when the square is one.
    pub href: Option<String>,
    /// `w` or `b`.
    pub piece: Option<String>,
}

fn attr(tag: &str, name: &str) -> Option<String> {
    let key = format!(" {name}=\"");
    let start = tag.find(&key)? + key.len();
    let end = tag[start..].find('"')? + start;
    Some(tag[start..end].replace("&amp;", "&"))
}

/// Every element carrying `data-square` inside `#board`.
pub fn board(page: &Page) -> Vec<SquareEl> {
    let body = &page.body;
    let start = body.find("id=\"board\"").expect("the page has a board");
    let end = body[start..]
        .find("</table>")
        .map_or(body.len(), |e| start + e);
    let board = &body[start..end];
    let mut squares = Vec::new();
    let mut rest = board;
    while let Some(i) = rest.find("data-square=\"") {
        let tag_start = rest[..i].rfind('<').expect("inside a tag");
        let tag_end = i + rest[i..].find('>').expect("tag closes");
        let tag = &rest[tag_start..tag_end];
        squares.push(SquareEl {
            name: attr(tag, "data-square").unwrap(),
            classes: attr(tag, "class")
                .unwrap_or_default()
                .split_whitespace()
                .map(str::to_owned)
                .collect(),
            href: if tag.starts_with("<a ") {
                attr(tag, "href")
            } else {
                None
            },
            piece: attr(tag, "data-piece"),
        });
        rest = &rest[tag_end..];
    }
    squares
}

/// A parameter of a query whose plan a test asks for (any value does: the
/// plan is what is looked at).
#[derive(Clone, Copy, Debug)]
pub enum PlanArg<'a> {
    /// An id, bound as the store binds it (text on SQLite, `uuid` on Postgres).
    Id(uuid::Uuid),
    Text(&'a str),
    Int(i64),
    /// A value written as it is (`NULL`, `TRUE`, `'{a,b}'`), its type the
    /// one the query gives its parameter (bound as text on SQLite).
    Untyped(&'a str),
}

impl TestDb {
    /// How the database would run `query` with `args`, one line each:
    /// `EXPLAIN QUERY PLAN` on SQLite (the `detail` column); on Postgres
    /// `EXPLAIN EXECUTE` of the query prepared, its generic plan (the one the
    /// server's connections run: see the Postgres store's `connect`), with the
    /// planner's methods `pg_off` switched off (`seqscan`, `sort`, …): on
    /// tables this small Postgres rightly prefers a scan, and with scans off it
    /// picks an index whenever one can serve the query, and scans (at a
    /// prohibitive cost) only when none can.
    pub async fn query_plan(
        &self,
        query: &str,
        args: &[PlanArg<'_>],
        pg_off: &[&str],
    ) -> Vec<String> {
        use sqlx::{Connection, Row};
        match self.backend {
            Backend::Sqlite => {
                let mut c = sqlx::SqliteConnection::connect(&self.url)
                    .await
                    .expect("connect");
                let text = format!("EXPLAIN QUERY PLAN {query}");
                let mut explain = sqlx::query(&text);
                for arg in args {
                    explain = match *arg {
                        PlanArg::Id(id) => explain.bind(id.to_string()),
                        PlanArg::Text(text) => explain.bind(text),
                        PlanArg::Int(n) => explain.bind(n),
                        PlanArg::Untyped(text) => explain.bind(text),
                    };
                }
                let rows = explain.fetch_all(&mut c).await.expect(&text);
                rows.iter()
                    .map(|r| r.try_get::<String, _>("detail").expect("detail"))
                    .collect()
            }
            Backend::Postgres => {
                let mut c = sqlx::PgConnection::connect(&self.url)
                    .await
                    .expect("connect");
                // The plan the server runs: its connections' settings, which
                // make a prepared statement always run its generic plan.
                let mut set: Vec<String> = halma::store::postgres::SESSION_SETTINGS
                    .iter()
                    .map(|s| (*s).to_owned())
                    .collect();
                set.extend(pg_off.iter().map(|m| format!("SET enable_{m} = off")));
                for statement in &set {
                    sqlx::query(statement)
                        .execute(&mut c)
                        .await
                        .expect(statement);
                }
                let (types, values): (Vec<_>, Vec<_>) = args
                    .iter()
                    .map(|arg| match *arg {
                        PlanArg::Id(id) => ("uuid", format!("'{id}'")),
                        PlanArg::Text(text) => ("text", format!("'{}'", text.replace('\'', "''"))),
                        PlanArg::Int(n) => ("bigint", n.to_string()),
                        PlanArg::Untyped(text) => ("unknown", text.to_owned()),
                    })
                    .unzip();
                let (types, values) = if args.is_empty() {
                    (String::new(), String::new())
                } else {
                    (
                        format!("({})", types.join(", ")),
                        format!("({})", values.join(", ")),
                    )
                };
                let prepare = format!("PREPARE plan_probe{types} AS {query}");
                sqlx::raw_sql(&prepare)
                    .execute(&mut c)
                    .await
                    .expect(&prepare);
                let text = format!("EXPLAIN EXECUTE plan_probe{values}");
                let explain = sqlx::raw_sql(&text);
                let rows = explain.fetch_all(&mut c).await.expect(&text);
                rows.iter()
                    .map(|r| r.try_get::<String, _>(0).expect("plan line"))
                    .collect()
            }
        }
    }
}
