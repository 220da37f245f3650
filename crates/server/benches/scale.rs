//! What the size of the database costs: the minute's sweep with nothing due
//! at 1,000 and at 100,000 active games (and at 1,000,000 games, most of them
//! finished), each after the statistics are gathered as on a live site; the
//! sweep with 100,000 active games of which 100 are due; and the status page of a player with 20 games
//! when the database holds 1,000,000 games, against the same page on a database
//! that holds only that player's games. Run on SQLite, and on Postgres when
//! `HALMA_BENCH_POSTGRES_URL` names a server (a database of its own is created
//! and dropped, with a second one for the nearly empty database):
//!
//! ```text
//! cargo bench -p halma --bench scale
//! HALMA_BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres \
//!     cargo bench -p halma --bench scale
//! ```
//!
//! `HALMA_BENCH_ACTIVE` (100000), `HALMA_BENCH_DUE` (100) and
//! `HALMA_BENCH_TOTAL` (1000000) change the sizes. `cargo test` runs it as a
//! check at a small size (see [`checking`]), on Postgres too when
//! `HALMA_TEST_POSTGRES_URL` names a server. The bulk of the games are
//! copied in SQL from one game made through the store (the same rules, clock
//! and position), between 1,000 players; the measured player's own games are
//! made through the store as the site makes them.

mod common;

use common::{log_in, send, PASSWORD};
use std::{
    sync::Arc,
    time::{Duration, Instant},
};

use axum::{
    body::Body,
    http::{header, Request, StatusCode},
    Router,
};
use halma::{
    domain::adjudication::{self, Sweep},
    model::result::{Termination, Verdict},
    passwords,
    store::{now, GameStatus, NewGame, NewUser, Store, UserId},
    AppState, Config,
};
use halma_rules::{Color, Rules, Variant};

/// Players the bulk of the games are spread over.
const BULK_PLAYERS: i64 = 1_000;
/// Status pages asked for in one measurement.
const PAGES: usize = 400;

/// Run by `cargo test` (which passes no `--bench`): the same steps at a small
/// size (1,000 active games, 10 due, 5,000 in all; 20 requests a
/// measurement), so that the test suite checks that the benchmark still runs
/// and its assertions hold.
fn checking() -> bool {
    !std::env::args().any(|arg| arg == "--bench")
}

/// Requests in one measurement.
fn pages() -> usize {
    if checking() {
        20
    } else {
        PAGES
    }
}

/// The size `var` names, else `measured`, or `checked` when [`checking`].
fn size(var: &str, measured: i64, checked: i64) -> i64 {
    if checking() {
        return checked;
    }
    std::env::var(var)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(measured)
}

/// The SQL that copies rows, written for one backend.
#[derive(Clone, Copy, PartialEq)]
enum Dialect {
    Sqlite,
    Postgres,
}

/// A raw connection to the same database, for the bulk copies only.
enum Raw {
    Sqlite(sqlx::SqlitePool),
    Postgres(sqlx::PgPool),
}

impl Raw {
    fn dialect(&self) -> Dialect {
        match self {
            Raw::Sqlite(_) => Dialect::Sqlite,
            Raw::Postgres(_) => Dialect::Postgres,
        }
    }

    async fn execute(&self, sql: &str) -> u64 {
        match self {
            Raw::Sqlite(pool) => sqlx::query(sql)
                .execute(pool)
                .await
                .map(|r| r.rows_affected()),
            // Simple protocol: VACUUM cannot be prepared.
            Raw::Postgres(pool) => sqlx::raw_sql(sql)
                .execute(pool)
                .await
                .map(|r| r.rows_affected()),
        }
        .unwrap_or_else(|e| panic!("{e}: {sql}"))
    }
}

/// `FROM` a sequence `n` of `first..first+count`, and the id expression of
/// `n` under a prefix (8 hex digits), for each dialect.
fn sequence(d: Dialect, first: i64, count: i64) -> (String, String) {
    let last = first + count - 1;
    match d {
        Dialect::Sqlite => (
            format!(
                "WITH RECURSIVE seq(n) AS (SELECT {first} UNION ALL SELECT n + 1 FROM seq \
                 WHERE n < {last}) "
            ),
            ", seq".to_owned(),
        ),
        Dialect::Postgres => (
            String::new(),
            format!(", generate_series({first}, {last}) AS seq(n)"),
        ),
    }
}

fn id_of(d: Dialect, prefix: &str, n: &str) -> String {
    match d {
        Dialect::Sqlite => format!("printf('{prefix}-0000-4000-8000-%012x', {n})"),
        Dialect::Postgres => {
            format!("('{prefix}-0000-4000-8000-' || lpad(to_hex({n}), 12, '0'))::uuid")
        }
    }
}

fn quoted(d: Dialect, id: UserId) -> String {
    match d {
        Dialect::Sqlite => format!("'{id}'"),
        Dialect::Postgres => format!("'{id}'::uuid"),
    }
}

/// Copies `template` (a user) into the bulk players. They keep no vacation for
/// a clock that runs out (`vacation_auto` off), so that a game due in the sweep
/// is lost on time, not saved by a day of vacation.
async fn bulk_players(raw: &Raw, template: UserId) {
    let d = raw.dialect();
    let (with, from) = sequence(d, 1, BULK_PLAYERS);
    let id = id_of(d, "0000b01c", "n");
    raw.execute(&format!(
        "{with}INSERT INTO users (id, username, username_key, password_hash, is_admin, created_at, \
         vacation_auto) \
         SELECT {id}, 'bulk' || n, 'bulk' || n, password_hash, is_admin, created_at, FALSE \
         FROM users{from} WHERE users.id = {t}",
        t = quoted(d, template)
    ))
    .await;
}

/// What the copied games are.
#[derive(Clone, Copy)]
enum Kind {
    /// In play, the clock running out in days.
    Active,
    /// In play, the clock ran out an hour ago.
    Due,
    /// Finished, White won.
    Finished,
}

/// Copies the game `template` `count` times, numbered from `first`, between the
/// bulk players.
async fn bulk_games(raw: &Raw, template: &str, first: i64, count: i64, kind: Kind, at: i64) {
    let d = raw.dialect();
    let (with, from) = sequence(d, first, count);
    let id = id_of(d, "0000ba3e", "n");
    let white = id_of(d, "0000b01c", &format!("(n % {BULK_PLAYERS} + 1)"));
    let black = id_of(d, "0000b01c", &format!("((n + 1) % {BULK_PLAYERS} + 1)"));
    let day = 86_400_000;
    let (status, to_move, deadline, finished, winner, termination) = match kind {
        Kind::Active => (
            "'active'",
            white.as_str(),
            format!("{at} + {day} + n % (6 * {day})"),
            "NULL",
            "NULL",
            "NULL",
        ),
        Kind::Due => (
            "'active'",
            white.as_str(),
            format!("{at} - 3600000 - n"),
            "NULL",
            "NULL",
            "NULL",
        ),
        Kind::Finished => (
            "'finished'",
            "NULL",
            format!("{at} - {day}"),
            "turn_started_at + n",
            "'white'",
            "'target_reached'",
        ),
    };
    let template = match d {
        Dialect::Sqlite => format!("'{template}'"),
        Dialect::Postgres => format!("'{template}'::uuid"),
    };
    raw.execute(&format!(
        "{with}INSERT INTO games (id, variant, camp, repetition, white_id, black_id, \
         days_per_move, status, ply, position, to_move_id, turn_started_at, turn_deadline, \
         created_at, finished_at, winner, termination) \
         SELECT {id}, variant, camp, repetition, {white}, {black}, days_per_move, {status}, 0, \
         position, {to_move}, {at} - {day}, {deadline}, created_at, {finished}, {winner}, \
         {termination} FROM games{from} WHERE games.id = {template}"
    ))
    .await;
}

/// The median and 99th-percentile times of `path` over [`pages`] requests
/// (after a warm-up), and its body.
///
/// Each request carries a header of its own (a count over the whole run), so
/// that every page is drawn: none is answered from the pages kept for their
/// second (`page_cache`).
async fn timed_page(app: &Router, path: &str, cookie: &str) -> (Duration, Duration, String) {
    static ASKED: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let get = || {
        Request::get(path)
            .header(header::COOKIE, cookie)
            .header(
                "x-bench-request",
                ASKED.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            )
            .body(Body::empty())
            .expect("req")
    };
    let (status, _, body) = send(app, get()).await;
    assert_eq!(status, StatusCode::OK, "{path}");
    let pages = pages();
    for _ in 0..pages / 4 {
        send(app, get()).await;
    }
    let mut times = Vec::with_capacity(pages);
    for _ in 0..pages {
        let start = Instant::now();
        let (status, _, _) = send(app, get()).await;
        times.push(start.elapsed());
        assert_eq!(status, StatusCode::OK);
    }
    times.sort();
    (times[pages / 2], times[pages * 99 / 100], body)
}

/// Rounds of [`pages`] requests of the status page, of which the quickest
/// round's median counts: a round that met other work on the machine (a
/// checkpoint, another process) says nothing about the database's size.
const STATUS_ROUNDS: usize = 5;

/// The median time of the status page, and the number of games it lists.
async fn status_page(app: &Router, cookie: &str) -> (Duration, usize) {
    let (median, _, body) = timed_page(app, "/status", cookie).await;
    (median, body.matches("href=\"/games/").count())
}

/// `/stats` and `/stats/halma-8x8`: their median and 99th-percentile times,
/// and the number of finished games the first reports.
async fn stats_pages(app: &Router, name: &str, games: &str) {
    for path in ["/stats", "/stats/halma-8x8"] {
        let (median, p99, body) = timed_page(app, path, "").await;
        assert!(
            body.contains("White wins"),
            "{path} shows the won-games statistics"
        );
        let marker = "data-stat=\"finished\">";
        let at = body.find(marker).expect("the finished count") + marker.len();
        let finished = &body[at..at + body[at..].find('<').expect("its end")];
        println!(
            "{name}: {path}, {games} in the database ({finished} finished): median {}, p99 {}",
            ms(median),
            ms(p99)
        );
    }
}

/// Counts the statistics' counters afresh from the games, as the migration
/// that made them did (the bulk games are copied in SQL, past the store that
/// keeps the counters).
async fn recount(raw: &Raw) {
    let migration = match raw.dialect() {
        Dialect::Sqlite => include_str!("../../../migrations/sqlite/0006_ratings.sql"),
        Dialect::Postgres => include_str!("../../../migrations/postgres/0006_ratings.sql"),
    };
    for table in ["game_counts", "finish_counts", "player_months"] {
        raw.execute(&format!("DELETE FROM {table}")).await;
    }
    let mut counted = 0;
    for statement in migration.split(';') {
        let statement = statement.trim();
        let Some(at) = statement.find("INSERT INTO ") else {
            continue;
        };
        raw.execute(&statement[at..]).await;
        counted += 1;
    }
    assert_eq!(counted, 3, "the three counters' backfills");
}

/// Sweeps timed in one measurement of the sweep with nothing due.
fn sweeps() -> usize {
    if checking() {
        5
    } else {
        200
    }
}

/// The median time of [`sweeps`] sweeps with nothing due (after a few
/// unmeasured ones).
async fn idle_sweep(store: &dyn Store) -> Duration {
    let sweep = || {
        adjudication::sweep(
            store,
            halma::domain::clock::VacationPolicy::default(),
            now(),
            Sweep::Due,
        )
    };
    for _ in 0..5 {
        assert!(sweep().await.expect("sweep").is_empty(), "nothing due");
    }
    let mut times = Vec::with_capacity(sweeps());
    for _ in 0..sweeps() {
        let started = Instant::now();
        let decided = sweep().await.expect("sweep");
        times.push(started.elapsed());
        assert!(decided.is_empty(), "nothing due");
    }
    times.sort();
    times[times.len() / 2]
}

/// The statistics a live database has: on Postgres what autovacuum does
/// (`VACUUM ANALYZE`), before anything is measured, so that the plans
/// measured are the plans a site runs. SQLite keeps none unless asked (the
/// server never runs ANALYZE), and with them the bundled SQLite (STAT4)
/// would prepare each query again whenever a parameter changes: 0.2 ms
/// became 0.6 ms a query.
async fn analyze(raw: &Raw) {
    if raw.dialect() == Dialect::Postgres {
        raw.execute("VACUUM ANALYZE").await;
    }
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1000.0)
}

/// A database with the measured player and their 20 games (6 to move in, 6
/// waiting, 8 finished), made through the store as the site makes them, and
/// the site on it with that player logged in.
struct Site {
    store: Arc<dyn Store>,
    raw: Raw,
    me: UserId,
    /// One of the player's games, copied for the bulk.
    template: String,
    app: Router,
    cookie: String,
}

impl Site {
    async fn seed(url: &str, start: time::OffsetDateTime) -> Site {
        let store: Arc<dyn Store> = halma::open_store(url).await.expect("open");
        store.system().migrate().await.expect("migrate");
        let raw = if url.starts_with("sqlite:") {
            Raw::Sqlite(sqlx::SqlitePool::connect(url).await.expect("sqlite"))
        } else {
            Raw::Postgres(sqlx::PgPool::connect(url).await.expect("postgres"))
        };
        let hash = passwords::hash(PASSWORD.to_owned()).await.expect("hash");
        let mut players = Vec::new();
        for username in ["me", "you"] {
            let user = store
                .users()
                .create_user(NewUser {
                    username,
                    password_hash: &hash,
                    is_admin: false,
                })
                .await
                .expect("user");
            players.push(user.id);
        }
        let (me, you) = (players[0], players[1]);
        let mut template = None;
        for k in 0..20 {
            let (white, black) = if k % 2 == 0 { (me, you) } else { (you, me) };
            let at = start - time::Duration::days(10) + time::Duration::hours(k);
            let game = store
                .games()
                .create_game(NewGame {
                    rules: Rules::new(Variant::Halma8x8),
                    white,
                    black,
                    days_per_move: 30,
                    at,
                    rated: true,
                    clock: Default::default(),
                })
                .await
                .expect("game");
            template.get_or_insert(game);
            if k >= 12 {
                store
                    .games()
                    .finish_game(
                        game,
                        0,
                        GameStatus::Active,
                        Verdict::new(Some(Color::White), Termination::TargetReached),
                        at + time::Duration::days(1),
                    )
                    .await
                    .expect("finish");
            }
        }
        let template = template.expect("a game").to_string();
        let app = halma::app(AppState::new(store.clone(), Config::default()));
        let cookie = log_in(&app, "me").await;
        Site {
            store,
            raw,
            me,
            template,
            app,
            cookie,
        }
    }
}

/// `big` is filled up to `HALMA_BENCH_TOTAL` games; `small` keeps only the
/// measured player's, to compare the status page with.
async fn run(name: &str, big: &str, small: &str) {
    let (active, due, total) = (
        size("HALMA_BENCH_ACTIVE", 100_000, 1_000),
        size("HALMA_BENCH_DUE", 100, 10),
        size("HALMA_BENCH_TOTAL", 1_000_000, 5_000),
    );
    let start = now();
    let small = Site::seed(small, start).await;
    let big = Site::seed(big, start).await;
    stats_pages(&big.app, name, "20 games").await;

    bulk_players(&big.raw, big.me).await;
    let seeding = Instant::now();
    let at = start.unix_timestamp() * 1000;
    // The sweep with nothing due, at a hundredth of the active games and then
    // at all of them, each after the statistics are gathered (as autovacuum
    // does on a live site), with the generic plans the server runs.
    let few = active / 100;
    bulk_games(&big.raw, &big.template, 1, few, Kind::Active, at).await;
    analyze(&big.raw).await;
    let idle_few = idle_sweep(big.store.as_ref()).await;
    bulk_games(
        &big.raw,
        &big.template,
        few + 1,
        active - due - few,
        Kind::Active,
        at,
    )
    .await;
    println!(
        "{name}: {} active games copied in {:.1} s",
        active - due,
        seeding.elapsed().as_secs_f64()
    );
    analyze(&big.raw).await;
    let idle_many = idle_sweep(big.store.as_ref()).await;
    println!(
        "{name}: sweep with nothing due: {few} active games {}, {} active games {} = {:.2} × \
         (medians of {} sweeps)",
        ms(idle_few),
        active - due,
        ms(idle_many),
        idle_many.as_secs_f64() / idle_few.as_secs_f64(),
        sweeps()
    );
    // Each round: `due` games run out of time, and one sweep decides them.
    let mut sweeps = Vec::new();
    for round in 0..5 {
        let first = active - due + 1 + round * due;
        bulk_games(&big.raw, &big.template, first, due, Kind::Due, at).await;
        let started = Instant::now();
        let decided = adjudication::sweep(
            big.store.as_ref(),
            halma::domain::clock::VacationPolicy::default(),
            now(),
            Sweep::Due,
        )
        .await
        .expect("sweep");
        sweeps.push(started.elapsed());
        assert_eq!(decided.len() as i64, due, "every due game decided");
    }
    let started = Instant::now();
    let decided = adjudication::sweep(
        big.store.as_ref(),
        halma::domain::clock::VacationPolicy::default(),
        now(),
        Sweep::Due,
    )
    .await
    .expect("sweep");
    let idle = started.elapsed();
    assert!(decided.is_empty());
    sweeps.sort();
    println!(
        "{name}: sweep with {active} active games, {due} due: median {} (worst {}); nothing due: {}",
        ms(sweeps[2]),
        ms(sweeps[4]),
        ms(idle)
    );

    let seeding = Instant::now();
    // The player's 20, the active ones and five rounds of due ones before.
    let finished = total - 20 - (active - due) - 5 * due;
    let mut first = active + 5 * due + 1;
    let mut left = finished;
    while left > 0 {
        let chunk = left.min(100_000);
        bulk_games(&big.raw, &big.template, first, chunk, Kind::Finished, at).await;
        first += chunk;
        left -= chunk;
    }
    // A database as it lives. On Postgres autovacuum keeps the statistics and
    // vacuums the new rows, and the copied rows reach the disk at a
    // checkpoint: both done now, so that neither is at work while we
    // measure.
    recount(&big.raw).await;
    analyze(&big.raw).await;
    // Only a superuser may; the tests' Postgres need not be theirs.
    if big.raw.dialect() == Dialect::Postgres && !checking() {
        big.raw.execute("CHECKPOINT").await;
    }
    println!(
        "{name}: {finished} finished games copied and counted in {:.1} s",
        seeding.elapsed().as_secs_f64()
    );
    let idle_total = idle_sweep(big.store.as_ref()).await;
    println!(
        "{name}: sweep with nothing due, {total} games ({} active): {} = {:.2} × {few} active games",
        active - due,
        ms(idle_total),
        idle_total.as_secs_f64() / idle_few.as_secs_f64(),
    );
    // The two databases in turn, round by round, so that both meet the
    // machine's same moments.
    let (mut empty, mut full) = (Duration::MAX, Duration::MAX);
    for _ in 0..STATUS_ROUNDS {
        let (median, links) = status_page(&small.app, &small.cookie).await;
        assert_eq!(links, 20, "the player's 20 games listed");
        empty = empty.min(median);
        let (median, links) = status_page(&big.app, &big.cookie).await;
        assert_eq!(links, 20, "the player's 20 games listed among {total}");
        full = full.min(median);
    }
    println!(
        "{name}: status page, 20 games in the database: median {} (20 game links); \
         {total} games: median {} = {:.2} × (the quickest of {STATUS_ROUNDS} rounds of {}, \
         the two databases in turn)",
        ms(empty),
        ms(full),
        full.as_secs_f64() / empty.as_secs_f64(),
        pages()
    );
    stats_pages(&big.app, name, &format!("{total} games")).await;
}

fn main() {
    // `cargo test -- --list` asks what would run: one check, not run now.
    if std::env::args().any(|arg| arg == "--list") {
        println!("scale: test");
        return;
    }
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(async {
        let dir = tempfile::tempdir().expect("temporary folder");
        let file = |name: &str| format!("sqlite://{}", dir.path().join(name).display());
        if std::env::var("HALMA_BENCH_SQLITE").as_deref() != Ok("0") {
            run("SQLite", &file("scale.db"), &file("small.db")).await;
        }

        // Checked by `cargo test`: on the tests' Postgres too.
        let server = std::env::var("HALMA_BENCH_POSTGRES_URL").or_else(|e| {
            if checking() {
                std::env::var("HALMA_TEST_POSTGRES_URL")
            } else {
                Err(e)
            }
        });
        if let Ok(server) = server {
            let admin = sqlx::PgPool::connect(&server).await.expect("postgres");
            let name = format!("halma_scale_{}", std::process::id());
            let names = [name.clone(), format!("{name}_small")];
            let mut urls = Vec::new();
            for name in &names {
                sqlx::query(&format!("CREATE DATABASE {name}"))
                    .execute(&admin)
                    .await
                    .expect("create database");
                let mut url = url::Url::parse(&server).expect("url");
                url.set_path(name);
                urls.push(url.to_string());
            }
            run("Postgres", &urls[0], &urls[1]).await;
            if std::env::var_os("HALMA_BENCH_KEEP").is_some() {
                println!("Postgres: kept the databases {}", names.join(", "));
            } else {
                for name in &names {
                    sqlx::query(&format!("DROP DATABASE {name} WITH (FORCE)"))
                        .execute(&admin)
                        .await
                        .expect("drop database");
                }
            }
        }
    });
}
