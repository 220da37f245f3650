//! The game status page and Next game over HTTP, and the query plans of the
//! status page's lists, on both databases.

use crate::support::{PlanArg, TestDb};
use halma::model::result::{Termination, Verdict};
use halma::store::{
    now, sql, Backend, ColourChoice, GameId, GameStatus, NewGame, NewOffer, NewUser, UserId,
};
use halma_rules::{Color, Rules, Variant};
use sqlx::Connection;
use time::{Duration, OffsetDateTime};

async fn other(db: &TestDb, name: &str) -> UserId {
    db.store
        .users()
        .create_user(NewUser {
            username: name,
            password_hash: "h",
            is_admin: false,
        })
        .await
        .expect("create user")
        .id
}

/// A game started at `at` with `days` per move; White to move.
async fn game(db: &TestDb, white: UserId, black: UserId, days: i64, at: OffsetDateTime) -> GameId {
    db.store
        .games()
        .create_game(NewGame {
            rules: Rules::new(Variant::Halma8x8),
            white,
            black,
            days_per_move: days,
            at,
            rated: true,
            clock: Default::default(),
        })
        .await
        .expect("create game")
}

/// Runs one statement on the test database over a connection of our own.
async fn execute(db: &TestDb, statement: &str) {
    match db.backend {
        Backend::Sqlite => {
            let mut c = sqlx::SqliteConnection::connect(&db.url)
                .await
                .expect("connect");
            sqlx::query(statement)
                .execute(&mut c)
                .await
                .expect("execute");
        }
        Backend::Postgres => {
            let mut c = sqlx::PgConnection::connect(&db.url).await.expect("connect");
            sqlx::query(statement)
                .execute(&mut c)
                .await
                .expect("execute");
        }
    }
}

/// Where `needle` first occurs in the page, for checking the order of things.
#[track_caller]
fn at(body: &str, needle: &str) -> usize {
    body.find(needle)
        .unwrap_or_else(|| panic!("{needle} is not on the page:\n{body}"))
}

both_backends! {
    async fn status_lists_my_turn_first_most_urgent_first(db) {
        let (mut c, me) = db.player("meg").await;
        let (ann, bob, cid, dan) = (other(&db, "ann").await, other(&db, "bob").await, other(&db, "cid").await, other(&db, "dan").await);
        let t = now();
        // My turn (I am White): deadlines in 2 days 2 hours 50 minutes, in 5
        // hours 50 minutes, and in 6 days 23 hours 30 minutes.
        let soon = game(&db, me, ann, 3, t - Duration::hours(21) - Duration::minutes(10)).await;
        let sooner = game(&db, me, bob, 1, t - Duration::hours(18) - Duration::minutes(10)).await;
        let later = game(&db, me, cid, 7, t - Duration::minutes(30)).await;
        // Their turn (they are White): the older first.
        let theirs_new = game(&db, ann, me, 3, t - Duration::hours(1)).await;
        let theirs_old = game(&db, dan, me, 3, t - Duration::hours(5)).await;
        // A draw claim waits for an admin.
        let claimed = game(&db, bob, me, 3, t - Duration::hours(3)).await;
        execute(&db, &format!(
            "UPDATE games SET status = 'claim', to_move_id = NULL WHERE id = '{claimed}'"
        )).await;
        // Finished.
        let won = game(&db, me, dan, 3, t - Duration::days(9)).await;
        db.store
            .games().finish_game(won, 0, GameStatus::Active, Verdict::new(Some(Color::White), Termination::TargetReached), t - Duration::days(1))
            .await
            .expect("finish");

        let page = c.get("/status").await;
        page.expect_status(200);
        let body = &page.body;
        assert!(!body.replace(crate::pages::LIVE_SCRIPT, "").contains("<script"));
        let link = |id: GameId, name: &str| format!("<a href=\"/games/{id}\">{name}</a>");
        let order = [
            at(body, &link(sooner, "bob")),
            at(body, &link(soon, "ann")),
            at(body, &link(later, "cid")),
            at(body, &link(theirs_old, "dan")),
            at(body, &link(claimed, "bob")),
            at(body, &link(theirs_new, "ann")),
            at(body, &link(won, "dan")),
        ];
        assert!(order.windows(2).all(|w| w[0] < w[1]), "out of order: {order:?}\n{body}");
        assert!(at(body, "Your turn") < order[0]);
        assert!(body.contains("5 hours 49 minutes left") || body.contains("5 hours 50 minutes left"), "{body}");
        assert!(body.contains("2 days 2 hours left"));
        assert!(body.contains("6 days 23 hours left"));
        assert!(body.contains("draw claim waiting for an admin"));
        assert!(body.contains("White wins: all pieces in the opposite yard"));
        assert!(body.contains("You played") && body.contains(" (won)</td>"), "{body}");
        assert_eq!(body.matches(" (won)").count(), 1, "only finished games say how they went");
        assert!(body.contains("href=\"/next\""));

        // Next game: the most urgent game where it is my turn.
        c.get("/next").await.expect_redirect(&format!("/games/{sooner}"));
    }

    async fn next_game_without_a_game_says_so(db) {
        let (mut c, me) = db.player("meg").await;
        let ann = other(&db, "ann").await;
        game(&db, ann, me, 3, now()).await;
        let back = c.get("/next").await;
        assert_eq!(back.status.as_u16(), 303);
        let to = back.location.clone().expect("redirect");
        assert!(to.starts_with("/status"), "{to}");
        let page = c.follow(&back).await;
        page.expect_status(200);
        assert!(page.contains("No game is waiting for your move"));
        // The plain page does not say it.
        assert!(!c.get("/status").await.contains("No game is waiting for your move right now"));
    }

    async fn status_lists_the_last_twenty_finished_games(db) {
        let (mut c, me) = db.player("meg").await;
        let ann = other(&db, "ann").await;
        let t = now() - Duration::days(40);
        let mut games = Vec::new();
        for i in 0..23 {
            let (white, black) = if i % 2 == 0 { (me, ann) } else { (ann, me) };
            let id = game(&db, white, black, 3, t).await;
            db.store
                .games().finish_game(id, 0, GameStatus::Active, Verdict::admin(Some(Color::Black), &format!("reason {i:02}")), t + Duration::hours(i))
                .await
                .expect("finish");
            games.push(id);
        }
        let page = c.get("/status").await;
        page.expect_status(200);
        assert!(!page.contains("reason 00") && !page.contains("reason 02"));
        assert!(page.contains("reason 03") && page.contains("reason 22"));
        assert!(at(&page.body, "reason 22") < at(&page.body, "reason 21"));
        assert!(page.contains("Black wins: adjudicated by an admin: reason 22"));
    }

    /// The status page's one statement, and each list in it, is served by
    /// indexes: no full scan of `games`, `offers` or `users`.
    async fn status_queries_use_indexes(db) {
        // Some data of each kind, so the plans are those of a used database.
        let (_, me) = db.player("meg").await;
        let mut others = Vec::new();
        for i in 0..6 {
            others.push(other(&db, &format!("p{i}")).await);
        }
        let t = now() - Duration::days(2);
        for (i, o) in others.iter().enumerate() {
            game(&db, me, *o, 3, t).await;
            game(&db, *o, me, 3, t).await;
            let done = game(&db, *o, others[(i + 1) % others.len()], 3, t).await;
            db.store.games().finish_game(done, 0, GameStatus::Active, Verdict::resignation(Color::Black), t).await.expect("finish");
            db.store
                .offers().create_offer(NewOffer { poster: *o, rules: Rules::new(Variant::Embargo), colour: ColourChoice::Random, days_per_move: 3, invited: Some(me), at: t, rated: true, clock: Default::default() }, 10)
                .await
                .expect("offer");
        }
        let problems = match db.backend {
            Backend::Sqlite => sqlite_plans(&db, me).await,
            Backend::Postgres => postgres_plans(&db, me).await,
        };
        assert!(problems.is_empty(), "full scans:\n{}", problems.join("\n\n"));
    }
}

/// The columns an index lookup of each table must be keyed on for the lookup to
/// be one player's rows (or one row), not a range of everybody's. A game is
/// also read by its key, where a player's seat names it.
fn key_columns(table: &str) -> &'static [&'static str] {
    match table {
        "games" => &["to_move_id", "white_id", "black_id", "id"],
        "seats" => &["user_id", "game_id"],
        "offers" => &["poster_id", "invited_id"],
        "users" => &["id"],
        "moves" => &["game_id"],
        _ => &[],
    }
}

/// The table behind each alias of the queries (SQLite's plans name aliases).
fn table_of_alias(alias: &str) -> Option<&'static str> {
    match alias {
        "g" | "games" => Some("games"),
        "o" | "offers" => Some("offers"),
        "s" | "sn" | "seats" => Some("seats"),
        "w" | "b" | "p" | "i" | "u" | "users" => Some("users"),
        "m" | "moves" => Some("moves"),
        _ => None,
    }
}

/// `EXPLAIN QUERY PLAN` of each query. A `SCAN` of a table reads all of it (a
/// `SCAN … USING INDEX` all of an index); a `SEARCH` must be keyed on the
/// player's column, e.g. `SEARCH g USING INDEX games_to_move (to_move_id=?)`,
/// not merely on `status`. Scans of the subqueries that combine the two colour
/// branches (`waiting`, `finished`, `fw`, `fb`) are of their few rows and fine.
async fn sqlite_plans(db: &TestDb, user: UserId) -> Vec<String> {
    let mut problems = Vec::new();
    for (name, query) in sql::status_page(db.backend) {
        let plan = db.query_plan(query, &status_args(query, user), &[]).await;
        let bad = plan.iter().any(|line| {
            let mut words = line.split_whitespace();
            let (verb, alias) = (words.next(), words.next().and_then(table_of_alias));
            match (verb, alias) {
                (Some("SCAN"), Some(_)) => true,
                (Some("SEARCH"), Some(table)) => !key_columns(table).iter().any(|col| {
                    line.contains(&format!("({col}=")) || line.contains(&format!(" {col}="))
                }),
                _ => false,
            }
        });
        if bad {
            problems.push(format!("{name}:\n{}", plan.join("\n")));
        }
    }
    problems
}

/// A status-page query's parameters: the player, and the limits it has.
fn status_args(query: &str, user: UserId) -> Vec<PlanArg<'static>> {
    let mut args = vec![PlanArg::Id(user.0)];
    for limit in ["$2", "$3", "$4"] {
        if query.contains(limit) {
            args.push(PlanArg::Int(20));
        }
    }
    args
}

/// `EXPLAIN` of each query with sequential scans switched off for the session.
/// On a small table Postgres rightly prefers reading it all, which would say
/// nothing about the indexes; with `enable_seqscan = off` it picks an index
/// whenever one can serve the query, and falls back on a `Seq Scan` (at a
/// prohibitive cost) or on reading a whole index (an index scan with only a
/// `Filter`) when none can. So every scan of a table must be a `Seq Scan`-free
/// index lookup whose `Index Cond` (or a bitmap's `Recheck Cond`) is keyed on the
/// player's column; `status` alone is not enough.
async fn postgres_plans(db: &TestDb, user: UserId) -> Vec<String> {
    let mut problems = Vec::new();
    for (name, query) in sql::status_page(db.backend) {
        let plan = db
            .query_plan(query, &status_args(query, user), &["seqscan"])
            .await;
        if pg_plan_scans(&plan) {
            problems.push(format!("{name}:\n{}", plan.join("\n")));
        }
    }
    problems
}

/// Whether a Postgres plan reads a whole table or index of ours.
fn pg_plan_scans(plan: &[String]) -> bool {
    // Split into nodes: a head line (the first, or one with `->`) and the detail
    // lines under it (`Index Cond: …`, `Filter: …`).
    let mut nodes: Vec<(String, Vec<String>)> = Vec::new();
    for (n, line) in plan.iter().enumerate() {
        let trimmed = line.trim_start();
        if n == 0 || trimmed.starts_with("->") {
            nodes.push((
                trimmed.trim_start_matches("->").trim().to_owned(),
                Vec::new(),
            ));
        } else if let Some(node) = nodes.last_mut() {
            node.1.push(trimmed.to_owned());
        }
    }
    nodes.iter().any(|(head, details)| {
        let Some(table) = head
            .split_once(" on ")
            .and_then(|(_, rest)| rest.split_whitespace().next())
            .and_then(table_of_alias)
        else {
            return false;
        };
        if head.starts_with("Seq Scan") {
            return true;
        }
        let keyed = details.iter().any(|d| {
            (d.starts_with("Index Cond:") || d.starts_with("Recheck Cond:"))
                && key_columns(table)
                    .iter()
                    .any(|col| d.contains(&format!("({col} =")) || d.contains(&format!(" {col} =")))
        });
        !keyed
    })
}

/// On Postgres a status page drawn for a request costs the database two
/// statements (the session, and the room: every list), and a game page one
/// (the game read with the session), whatever the lists hold: counted on the
/// wire, at a proxy in front of the server.
#[tokio::test]
async fn postgres_pages_read_in_two_statements() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let (url, statements) = crate::support::wire::count_statements(&db.url).await;
    let store = halma::open_store(&url).await.expect("through the proxy");
    let app = halma::app(halma::AppState::new(
        store,
        halma::config::Config::default(),
    ));
    let mut c = crate::support::Client::new(app);
    c.register("meg", crate::support::PASSWORD)
        .await
        .expect_redirect("/status");
    let me = db
        .store
        .users()
        .user_by_name("meg")
        .await
        .expect("read")
        .expect("meg")
        .id;
    // Something in every list.
    let (ann, bob, cy) = (
        other(&db, "ann").await,
        other(&db, "bob").await,
        other(&db, "cy").await,
    );
    let t = now() - Duration::days(1);
    let mine = game(&db, me, ann, 3, t).await;
    game(&db, bob, me, 3, t).await;
    let done = game(&db, me, bob, 3, t).await;
    db.store
        .games()
        .finish_game(
            done,
            0,
            GameStatus::Active,
            Verdict::resignation(Color::Black),
            t,
        )
        .await
        .expect("finish");
    db.store
        .offers()
        .create_offer(
            NewOffer {
                poster: ann,
                rules: Rules::new(Variant::Halma8x8),
                colour: ColourChoice::Random,
                days_per_move: 3,
                invited: Some(me),
                at: t,
                rated: true,
                clock: Default::default(),
            },
            10,
        )
        .await
        .expect("invitation");
    db.new_seat_game(
        halma_rules::SeatRules::new(halma_rules::SeatVariant::Halma16x16Four),
        vec![me, ann, bob, cy],
        3,
    )
    .await;
    db.store
        .news()
        .post_news(ann, "News", "Today.", now())
        .await
        .expect("news");
    // Each request asked once (its address its own), after the connections
    // are open and the statements prepared.
    for n in 0..3 {
        c.get(&format!("/status?warm={n}")).await.expect_status(200);
        c.get(&format!("/games/{mine}?warm={n}"))
            .await
            .expect_status(200);
    }
    let pages = [
        ("/status?n=1".to_owned(), "News", 2),
        (format!("/games/{mine}?n=1"), "ann", 1),
    ];
    for (path, shows, read_in) in pages {
        let before = statements.count();
        let page = c.get(&path).await;
        page.expect_status(200);
        assert!(page.contains(shows), "{path}");
        assert_eq!(statements.count() - before, read_in, "{path}");
    }
}
