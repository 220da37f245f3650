//! Two `halma serve` processes on one Postgres database, as a bigger site runs
//! them. Whatever must hold across processes lives in the database; here two
//! real servers started together check it: one log-in limit, one downtime
//! credit, one verdict a game under concurrent sweeps, one move a ply under
//! Submits sent to both. Skipped (loudly) only when `HALMA_TEST_POSTGRES_URL`
//! is unset outside CI.

use std::time::{Duration as StdDuration, Instant};

use crate::support::{
    server::{Server, WebClient},
    TestDb, PASSWORD,
};
use halma::{
    passwords,
    store::{self, GameId, GameRow, GameStatus, NewGame, NewUser, UserId},
};
use halma_rules::{Rules, Variant};
use sqlx::{Connection, Executor, PgConnection};
use time::Duration;

async fn user(db: &TestDb, name: &str, password_hash: &str) -> UserId {
    db.store
        .users()
        .create_user(NewUser {
            username: name,
            password_hash,
            is_admin: false,
        })
        .await
        .expect("a user")
        .id
}

async fn game(db: &TestDb, id: GameId) -> GameRow {
    db.store
        .games()
        .game(id)
        .await
        .expect("read")
        .expect("the game")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_on_one_postgres_count_credit_judge_and_move_once() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let hash = passwords::hash(PASSWORD.to_owned()).await.expect("hash");
    let alice = user(&db, "alice", &hash).await;
    let bob = user(&db, "bob", &hash).await;
    user(&db, "carol", &hash).await;
    let rules = Rules::new(Variant::Halma8x8);
    // Games whose player ran out of time long ago (still due after any
    // credit), for the sweeps of both servers to race over.
    let mut due = Vec::new();
    for _ in 0..12 {
        let id = db
            .store
            .games()
            .create_game(NewGame {
                rules,
                white: alice,
                black: bob,
                days_per_move: 1,
                at: store::now() - Duration::days(10),
                rated: true,
                clock: halma::domain::clock::ClockTerms {
                    vacation: false,
                    ..Default::default()
                },
            })
            .await
            .expect("a game");
        due.push(id);
    }
    let running = db.new_game(rules, alice, bob, 3).await;
    let deadline_before = game(&db, running).await.turn_deadline;
    // The site was down for two hours; both servers start together.
    let down_since = store::now() - Duration::hours(2);
    db.store
        .system()
        .set_heartbeat(down_since)
        .await
        .expect("heartbeat");
    let env = [
        ("HALMA_DATABASE_URL", db.url.as_str()),
        ("HALMA_SWEEP_INTERVAL_SECS", "1"),
        ("RUST_LOG", "info"),
    ];
    // Both must reach the heartbeat at the same moment, as after a host's
    // reboot, though one would otherwise migrate and credit before the other
    // has connected: the heartbeat's row is held until both wait on it.
    let mut holder = PgConnection::connect(&db.url).await.expect("connect");
    holder.execute("BEGIN").await.expect("begin");
    holder
        .execute("SELECT at FROM heartbeat WHERE id = 1 FOR UPDATE")
        .await
        .expect("hold the heartbeat");
    let starting = store::now();
    let mut one = Server::start(&env);
    let mut two = Server::start(&env);
    let deadline = Instant::now() + StdDuration::from_secs(60);
    while db
        .count(
            "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() \
             AND wait_event_type = 'Lock' AND query LIKE '%heartbeat%'",
        )
        .await
        < 2
    {
        assert!(
            Instant::now() < deadline,
            "the servers did not both reach the heartbeat:\n{}\n{}",
            one.log(),
            two.log()
        );
        tokio::time::sleep(StdDuration::from_millis(50)).await;
    }
    holder.execute("ROLLBACK").await.expect("let go");
    one.wait_healthy().await;
    two.wait_healthy().await;
    let started = store::now();
    let (a, b) = (one.base_url(), two.base_url());
    let logs = |one: &Server, two: &Server| format!("{}\n{}", one.log(), two.log());

    // One downtime credit: the running clock moved by the outage, once.
    let credit = game(&db, running).await.turn_deadline - deadline_before;
    assert!(
        credit >= starting - down_since && credit <= started - down_since,
        "credited {credit} for an outage of {} to {}",
        starting - down_since,
        started - down_since
    );
    assert_eq!(
        logs(&one, &two).matches("running clocks credited").count(),
        1,
        "{}",
        logs(&one, &two)
    );

    // One verdict a game: both servers sweep every second.
    let deadline = Instant::now() + StdDuration::from_secs(30);
    loop {
        let mut open = 0;
        for id in &due {
            if game(&db, *id).await.status != GameStatus::Finished {
                open += 1;
            }
        }
        if open == 0 {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "{open} games still open:\n{}",
            logs(&one, &two)
        );
        tokio::time::sleep(StdDuration::from_millis(200)).await;
    }
    // A few more rounds of both sweeps, which must find nothing more to do.
    tokio::time::sleep(StdDuration::from_secs(3)).await;
    let log = logs(&one, &two);
    for id in &due {
        let verdicts = log
            .lines()
            .filter(|l| l.contains(" adjudicated ") && l.contains(&format!("game={id}")))
            .count();
        assert_eq!(verdicts, 1, "game {id} judged {verdicts} times:\n{log}");
        let row = game(&db, *id).await;
        assert_eq!(row.result(), Some("0-1"), "White ran out of time");
    }

    // One log-in limit: five failures spread over both servers...
    for i in 0..5 {
        let server = if i % 2 == 0 { &a } else { &b };
        let page = WebClient::new()
            .login(server, "carol", "wrong password")
            .await;
        assert_eq!(page.status, 401, "failure {i} on {server}: {}", page.body);
    }
    // ...and the sixth is refused on either, even with the right password.
    for server in [&a, &b] {
        let page = WebClient::new().login(server, "carol", PASSWORD).await;
        assert_eq!(page.status, 429, "on {server}: {}", page.body);
    }

    // One move a ply: the same Submit posted to both servers at once.
    let mut player = WebClient::new();
    let page = player.login(&a, "alice", PASSWORD).await;
    assert_eq!(page.status, 303, "{}", page.body);
    let page = player.get(&format!("{a}/games/{running}?path=g3-f4")).await;
    assert_eq!(page.status, 200, "{}", page.body);
    let mut submits = Vec::new();
    for i in 0..8 {
        let mut c = player.clone();
        let server = if i % 2 == 0 { a.clone() } else { b.clone() };
        submits.push(tokio::spawn(async move {
            c.post(
                &format!("{server}/games/{running}/move"),
                &[("ply", "0"), ("path", "g3-f4")],
            )
            .await
            .status
            .as_u16()
        }));
    }
    let mut statuses = Vec::new();
    for s in submits {
        statuses.push(s.await.expect("task"));
    }
    statuses.sort_unstable();
    assert_eq!(statuses, [303, 409, 409, 409, 409, 409, 409, 409]);
    assert_eq!(
        db.store.games().moves(running).await.expect("moves").len(),
        1
    );
    assert_eq!(game(&db, running).await.ply, 1);

    for server in [&mut one, &mut two] {
        let status = server.stop();
        assert!(status.success(), "halma serve ended with {status}");
    }
}

/// A move's turn mail when the server is killed after the move was recorded
/// and before the mail went out (the SMTP server was down): nothing lost and
/// nothing doubled once servers (`servers` of them on one database) run again.
async fn a_killed_server_loses_and_doubles_no_mail(db: TestDb, servers: usize) {
    let hash = passwords::hash(PASSWORD.to_owned()).await.expect("hash");
    let ann = user(&db, "ann", &hash).await;
    let bob = user(&db, "bob", &hash).await;
    let n = db.store.notifications();
    let at = store::now();
    n.save_settings(
        ann,
        &store::SettingsEdit {
            on_turn: true,
            digest: false,
            digest_hour: 8,
            low_time: false,
            invitations: false,
            next_digest_at: None,
        },
        "key",
        at,
    )
    .await
    .expect("settings");
    let verify = store::NewMail {
        user: ann,
        kind: store::MailKind::Verify,
        to: "ann@example.org".to_owned(),
        game: None,
        dedupe: "verify:test".to_owned(),
        secret: Some("secret".to_owned()),
        at,
    };
    n.request_email(ann, "ann@example.org", "hash", verify, "key")
        .await
        .expect("request");
    n.verify_email("hash").await.expect("verify");
    db.execute("UPDATE outbox SET sent_at = 0").await;
    let played = db
        .new_game(Rules::new(Variant::Halma8x8), bob, ann, 3)
        .await;
    // The SMTP server is down: its port listens to nobody yet.
    let port = crate::support::server::free_port();
    let smtp_url = format!("smtp://127.0.0.1:{port}");
    let env = [
        ("HALMA_DATABASE_URL", db.url.as_str()),
        ("HALMA_SMTP_URL", smtp_url.as_str()),
        ("HALMA_MAIL_RETRY_SECS", "1"),
        ("RUST_LOG", "info"),
    ];
    let mut first = Server::start(&env);
    first.wait_healthy().await;
    let base = first.base_url();
    let mut web = WebClient::new();
    web.login(&base, "bob", PASSWORD).await;
    web.get(&format!("{base}/games/{played}")).await;
    let submitted = web
        .post(
            &format!("{base}/games/{played}/move"),
            &[("ply", "0"), ("path", "g3-f4")],
        )
        .await;
    assert_eq!(submitted.status.as_u16(), 303, "{}", submitted.body);
    // Recorded with its notice, then the server dies before sending it.
    assert_eq!(
        db.count("SELECT COUNT(*) FROM outbox WHERE kind = 'turn' AND sent_at IS NULL")
            .await,
        1
    );
    first.kill();
    let smtp = crate::support::smtp::SmtpReceiver::start_on(port).await;
    let mut running: Vec<Server> = (0..servers).map(|_| Server::start(&env)).collect();
    for server in &mut running {
        server.wait_healthy().await;
    }
    let got = smtp.wait_for(1, 60).await;
    assert_eq!(got.len(), 1, "the turn mail arrives after the restart");
    // Time for a second sender to double it, if it could.
    tokio::time::sleep(StdDuration::from_secs(4)).await;
    let got = smtp.messages();
    assert_eq!(got.len(), 1, "exactly once: {got:?}");
    assert_eq!(got[0].to, vec!["ann@example.org".to_owned()]);
    assert_eq!(got[0].subject(), "Your turn against bob");
    assert_eq!(game(&db, played).await.ply, 1, "the move was kept");
    assert_eq!(
        db.count("SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL")
            .await,
        0
    );
    for server in &mut running {
        server.stop();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_a_killed_server_loses_and_doubles_no_mail() {
    a_killed_server_loses_and_doubles_no_mail(TestDb::sqlite().await, 1).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_two_servers_after_a_kill_lose_and_double_no_mail() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    a_killed_server_loses_and_doubles_no_mail(db, 2).await;
}

/// Games for more than two on two servers and one Postgres: a seat taken
/// once when two players ask for the last one at the same moment (one game
/// starts), one move a ply when the same Submit goes to both, and one
/// time-out a turn under both servers' sweeps.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_on_one_postgres_seat_once_and_move_once() {
    use halma::model::clock::ClockTerms;
    use halma::store::{NewSeatGame, NewSeatOffer, SeatState};
    use halma_rules::{SeatRules, SeatVariant};
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let hash = passwords::hash(PASSWORD.to_owned()).await.expect("hash");
    let mut players = Vec::new();
    for name in ["wim", "rea", "bas", "gus", "eve"] {
        players.push(user(&db, name, &hash).await);
    }
    let rules = SeatRules::new(SeatVariant::Halma16x16Four);
    // An offer with one seat left.
    let offer = db
        .store
        .seat_offers()
        .create_seat_offer(
            NewSeatOffer {
                poster: players[0],
                rules,
                colour: None,
                days_per_move: 3,
                invited: vec![],
                at: store::now(),
                rated: true,
                clock: ClockTerms::default(),
            },
            5,
        )
        .await
        .expect("an offer");
    for p in &players[1..3] {
        db.store
            .seat_offers()
            .join_seat_offer(offer, *p, store::now())
            .await
            .expect("seated");
    }
    // A game whose seat to move ran out of time long ago.
    let late = store::now() - Duration::days(10);
    let due = db
        .store
        .seat_games()
        .create_seat_game(NewSeatGame {
            rules,
            players: players[..4].to_vec(),
            days_per_move: 1,
            at: late,
            rated: true,
            clock: ClockTerms::default(),
            first_deadline: late + Duration::days(1),
        })
        .await
        .expect("a game");
    let env = [
        ("HALMA_DATABASE_URL", db.url.as_str()),
        ("HALMA_SWEEP_INTERVAL_SECS", "1"),
        ("RUST_LOG", "info"),
    ];
    let mut one = Server::start(&env);
    let mut two = Server::start(&env);
    one.wait_healthy().await;
    two.wait_healthy().await;
    let (a, b) = (one.base_url(), two.base_url());
    let logs = |one: &Server, two: &Server| format!("{}\n{}", one.log(), two.log());

    // The last seat: Gus on one server, Eve on the other, at once.
    let mut joins = Vec::new();
    for (name, server) in [("gus", a.clone()), ("eve", b.clone())] {
        let mut c = WebClient::new();
        let page = c.login(&server, name, PASSWORD).await;
        assert_eq!(page.status, 303, "{}", page.body);
        c.get(&format!("{server}/waiting-room")).await;
        joins.push(tokio::spawn(async move {
            let page = c
                .post(&format!("{server}/waiting-room/{offer}/join"), &[])
                .await;
            (page.status.as_u16(), page.location.clone())
        }));
    }
    let mut answers = Vec::new();
    for j in joins {
        answers.push(j.await.expect("task"));
    }
    let started: Vec<_> = answers
        .iter()
        .filter_map(|(status, to)| (*status == 303).then_some(to.clone()))
        .collect();
    assert_eq!(started.len(), 1, "{answers:?}\n{}", logs(&one, &two));
    assert!(
        answers.iter().any(|(status, _)| *status == 409),
        "{answers:?}"
    );
    let game: GameId = started[0]
        .as_deref()
        .and_then(|to| to.strip_prefix("/games/"))
        .and_then(|id| id.parse().ok())
        .expect("the new game");
    let table = db
        .store
        .seat_games()
        .seat_game(game)
        .await
        .expect("read")
        .expect("the game");
    assert_eq!(table.row.seats.len(), 4);
    assert!(db
        .store
        .seat_offers()
        .seat_offer(offer)
        .await
        .expect("read")
        .is_none());

    // One move a ply: the seat to move posts the same Submit to both servers.
    let first = &table.row.seats[0];
    let mut player = WebClient::new();
    let page = player.login(&a, &first.player.name, PASSWORD).await;
    assert_eq!(page.status, 303, "{}", page.body);
    player.get(&format!("{a}/games/{game}?path=m2-l3")).await;
    let mut submits = Vec::new();
    for i in 0..8 {
        let mut c = player.clone();
        let server = if i % 2 == 0 { a.clone() } else { b.clone() };
        submits.push(tokio::spawn(async move {
            c.post(
                &format!("{server}/games/{game}/move"),
                &[("ply", "0"), ("path", "m2-l3")],
            )
            .await
            .status
            .as_u16()
        }));
    }
    let mut statuses = Vec::new();
    for s in submits {
        statuses.push(s.await.expect("task"));
    }
    statuses.sort_unstable();
    assert_eq!(
        statuses,
        [303, 409, 409, 409, 409, 409, 409, 409],
        "{}",
        logs(&one, &two)
    );
    assert_eq!(db.store.games().moves(game).await.expect("moves").len(), 1);

    // One time-out a turn under both sweeps: white left once, red's turn is new.
    let deadline = Instant::now() + StdDuration::from_secs(30);
    loop {
        let read = db
            .store
            .seat_games()
            .seat_game(due)
            .await
            .expect("read")
            .expect("the game");
        if read.row.seats[0].state == SeatState::Left {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "not swept:\n{}",
            logs(&one, &two)
        );
        tokio::time::sleep(StdDuration::from_millis(200)).await;
    }
    tokio::time::sleep(StdDuration::from_secs(3)).await;
    let moves = db.store.games().moves(due).await.expect("moves");
    assert_eq!(
        moves.iter().map(|m| m.path.as_str()).collect::<Vec<_>>(),
        ["out:white"],
        "{}",
        logs(&one, &two)
    );
    for server in [&mut one, &mut two] {
        let status = server.stop();
        assert!(status.success(), "halma serve ended with {status}");
    }
}

/// Pages a server drew a moment ago (asked again within the second, with
/// nothing committed since, it answers them from memory) show at once what
/// the other server did: a move made there, a session ended there. `db` has
/// two servers.
async fn pages_show_at_once_what_another_server_did(db: TestDb) {
    let hash = passwords::hash(PASSWORD.to_owned()).await.expect("hash");
    let alice = user(&db, "alice", &hash).await;
    let bob = user(&db, "bob", &hash).await;
    let id = db
        .new_game(Rules::new(Variant::Halma8x8), alice, bob, 3)
        .await;
    let env = [("HALMA_DATABASE_URL", db.url.as_str())];
    let mut one = Server::start(&env);
    let mut two = Server::start(&env);
    one.wait_healthy().await;
    two.wait_healthy().await;
    let (a, b) = (one.base_url(), two.base_url());
    let piece = |page: &crate::support::Page, square: &str| {
        crate::support::board(page)
            .into_iter()
            .find(|s| s.name == square)
            .and_then(|s| s.piece)
    };
    // The player to move has her pieces to click; the other player none.
    let links = |page: &crate::support::Page| {
        crate::support::board(page)
            .into_iter()
            .filter(|s| s.href.is_some())
            .count()
    };

    let mut alice_web = WebClient::new();
    assert_eq!(alice_web.login(&a, "alice", PASSWORD).await.status, 303);
    let mut bob_web = WebClient::new();
    assert_eq!(bob_web.login(&a, "bob", PASSWORD).await.status, 303);
    for _ in 0..3 {
        // Bob's page, asked again and again on server one...
        let page = bob_web.get(&format!("{a}/games/{id}")).await;
        assert_eq!(page.status, 200, "{}", page.body);
        assert_eq!(piece(&page, "g3").as_deref(), Some("w"));
        assert_eq!(piece(&page, "f4"), None);
        assert_eq!(links(&page), 0, "{}", page.body);
        // ...and Alice's, the same address with her cookie: her own page.
        let page = alice_web.get(&format!("{a}/games/{id}")).await;
        assert_eq!(page.status, 200, "{}", page.body);
        assert!(links(&page) > 0, "{}", page.body);
        let status = alice_web.get(&format!("{a}/status")).await;
        assert!(
            status.contains(r#"<li class="who"><a href="/users/alice">"#),
            "{}",
            status.body
        );
        let status = bob_web.get(&format!("{a}/status")).await;
        assert!(
            status.contains(r#"<li class="who"><a href="/users/bob">"#),
            "{}",
            status.body
        );
    }
    // Alice moves on server two; Bob's page on server one shows it at once.
    alice_web.get(&format!("{b}/games/{id}?path=g3-f4")).await;
    let page = alice_web
        .post(
            &format!("{b}/games/{id}/move"),
            &[("ply", "0"), ("path", "g3-f4")],
        )
        .await;
    assert_eq!(page.status, 303, "{}", page.body);
    let page = bob_web.get(&format!("{a}/games/{id}")).await;
    assert_eq!(piece(&page, "g3"), None, "{}", page.body);
    assert_eq!(piece(&page, "f4").as_deref(), Some("w"));
    // Alice logs out on server two; her cookie is turned away on server one.
    let page = alice_web.get(&format!("{a}/status")).await;
    assert_eq!(page.status, 200);
    let cookies = alice_web.clone();
    assert_eq!(
        alice_web.post(&format!("{b}/logout"), &[]).await.status,
        303
    );
    let mut old_cookie = cookies;
    let page = old_cookie.get(&format!("{a}/status")).await;
    assert_ne!(page.status, 200, "{}", page.body);
    assert!(!page.contains(r#"<li class="who">"#), "{}", page.body);

    for server in [&mut one, &mut two] {
        let status = server.stop();
        assert!(status.success(), "halma serve ended with {status}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_pages_show_at_once_what_another_server_did() {
    pages_show_at_once_what_another_server_did(TestDb::sqlite().await).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_pages_show_at_once_what_another_server_did() {
    if let Some(db) = TestDb::postgres().await {
        pages_show_at_once_what_another_server_did(db).await;
    }
}
