//! The adjudicator, time limits, draw claims and the admin pages, on both
//! databases: verdicts at the exact move, on the clock (found by a sweep or by
//! `halma adjudicate --at`), decided once under races, and claims judged by an
//! admin.

use std::process::Command;

use crate::support::{Client, Page, TestDb};
use halma::{
    domain::adjudication::{self, Sweep},
    store::{self, GameId, GameStatus, NewGame},
};
use halma_rules::{CampRule, Color, Game, Move, Position, RepetitionRule, Rules, Square, Variant};

async fn admin(db: &TestDb) -> Client {
    let (client, id) = db.player("referee").await;
    db.store.users().set_admin(id, true).await.unwrap();
    client
}

/// Submits a move through the game's form (the page first, for the token).
async fn submit(client: &mut Client, id: GameId, ply: usize, m: &Move) -> Page {
    client.get(&format!("/games/{id}?path={m}")).await;
    client
        .post(
            &format!("/games/{id}/move"),
            &[("ply", &ply.to_string()), ("path", &m.to_string())],
        )
        .await
}

/// Plays `moves` alternately for White (`w`) and Black (`b`), checking that each
/// Submit is accepted, and mirrors them in a rules-crate game.
async fn play_all(w: &mut Client, b: &mut Client, id: GameId, game: &mut Game, moves: &[Move]) {
    for m in moves {
        let client = if game.position().turn() == Color::White {
            &mut *w
        } else {
            &mut *b
        };
        submit(client, id, game.moves().len(), m)
            .await
            .expect_status(303);
        game.play(m).unwrap();
        game.pass_if_stuck();
    }
}

fn shuffle() -> Vec<Move> {
    ["g3-f4", "b6-c5", "f4-g3", "c5-b6"]
        .iter()
        .map(|m| m.parse().unwrap())
        .collect()
}

/// A move of `colour` that keeps the piece on `home` where it is, preferring
/// progress toward the far corner.
fn keep_home(pos: &Position, home: Square) -> Move {
    let n = pos.variant().size() as i32;
    let progress = |m: &Move| {
        let (f, t) = (m.from().unwrap(), m.to().unwrap());
        let d = |s: Square| match pos.turn() {
            Color::White => s.file() as i32 + (n - 1 - s.rank() as i32),
            Color::Black => (n - 1 - s.file() as i32) + s.rank() as i32,
        };
        (d(f) - d(t), m.to_string())
    };
    *pos.legal_moves()
        .iter()
        .filter(|m| m.from() != Some(home) && m.to() != Some(home))
        .max_by_key(|m| progress(m))
        .expect("a move")
}

/// Whether a plan of the due games reads a range of an index in its order:
/// no table read whole (`SCAN` / `Seq Scan`) and nothing sorted.
fn reads_a_range(backend: halma::store::Backend, plan: &[String]) -> bool {
    let lines = || {
        plan.iter()
            .map(|l| l.trim_start().trim_start_matches("->").trim())
    };
    match backend {
        halma::store::Backend::Sqlite => {
            !lines().any(|l| l.starts_with("SCAN") || l.contains("TEMP B-TREE"))
                && lines().any(|l| l.starts_with("SEARCH") && l.contains("turn_deadline<"))
        }
        halma::store::Backend::Postgres => {
            !lines().any(|l| l.starts_with("Seq Scan") || l.contains("Sort"))
                && lines().any(|l| l.starts_with("Index Cond:") && l.contains("turn_deadline <"))
        }
    }
}

both_backends! {
    /// The minute's sweep (and the low-time mail it sends) reads the games
    /// due from an index, never the whole table, on a database shaped like a
    /// busy site (most games in play; most games finished) with its
    /// statistics gathered as autovacuum gathers them: the generic plan
    /// Postgres runs for the server's connections, with no planner method
    /// switched off. Before the due-games query had its `LIMIT`, the first
    /// shape planned it as a `Seq Scan` and a `Sort` of every game.
    async fn the_due_games_are_an_index_range_on_a_busy_site(db) {
        let (_, a) = db.player("alice").await;
        let (_, b) = db.player("bob").await;
        let game = db.new_game(Rules::new(Variant::Halma8x8), a, b, 2).await;
        use crate::support::PlanArg::Int;
        let at = crate::support::millis(store::now());
        let unlimited = store::sql::GAMES_DUE.replace(" LIMIT 500", "");
        assert_ne!(unlimited, store::sql::GAMES_DUE);
        let mut unlimited_scans = false;
        for (shape, active, finished) in [("most games in play", 20_000, 1_000), ("most games finished", 1_000, 30_000)] {
            db.execute(&format!("DELETE FROM games WHERE id <> '{game}'")).await;
            db.busy_site(game, active, finished).await;
            for vacuum in [false, true] {
                db.analyze(vacuum).await;
                let state = format!("{shape}, {}", if vacuum { "VACUUM ANALYZE" } else { "ANALYZE" });
                let plan = db.query_plan(store::sql::GAMES_DUE, &[Int(at)], &[]).await;
                assert!(reads_a_range(db.backend, &plan), "{state}: the due games:\n{}", plan.join("\n"));
                let low_time = halma::store::notifications::sql::LOW_TIME;
                let plan = db.query_plan(low_time, &[Int(at), Int(at + 3_600_000), Int(at)], &[]).await;
                let scans = plan.iter().any(|l| l.contains("Seq Scan on games") || l.trim_start().starts_with("SCAN g"));
                assert!(!scans, "{state}: the low-time mail:\n{}", plan.join("\n"));
                let plan = db.query_plan(&unlimited, &[Int(at)], &[]).await;
                unlimited_scans |= !reads_a_range(db.backend, &plan);
            }
        }
        // The test can tell: on Postgres the query without its limit is
        // planned as a scan on one of these databases.
        assert_eq!(unlimited_scans, db.backend == halma::store::Backend::Postgres);
        // A sweep takes the games due a batch at a time, until none is left.
        db.execute(&format!("DELETE FROM games WHERE id <> '{game}'")).await;
        db.busy_site(game, 1_200, 0).await;
        let no_vacation = halma::domain::clock::VacationPolicy { days_a_year: 0 };
        let late = store::now() + time::Duration::days(8);
        let decided = adjudication::sweep(db.store.as_ref(), no_vacation, late, Sweep::Due).await.unwrap();
        assert_eq!(decided.len(), 1_201, "every game due, in three batches");
        assert!(db.store.games().games_due(late).await.unwrap().is_empty());
    }

    async fn auto_repetition_draws_right_after_the_third_occurrence(db) {

        let (mut w, a) = db.player("alice").await;
        let (mut b, bb) = db.player("bob").await;
        let rules = Rules::new(Variant::Halma8x8);
        let id = db.new_game(rules, a, bb, 2).await;
        let mut game = Game::new(rules, Position::start(Variant::Halma8x8));
        let moves = shuffle();
        play_all(&mut w, &mut b, id, &mut game, &moves).await;
        play_all(&mut w, &mut b, id, &mut game, &moves[..3]).await;
        assert_eq!(db.store.games().game(id).await.unwrap().unwrap().status, GameStatus::Active);
        play_all(&mut w, &mut b, id, &mut game, &moves[3..]).await;
        let row = db.store.games().game(id).await.unwrap().unwrap();
        assert_eq!(row.status, GameStatus::Finished);
        assert_eq!(row.result(), Some("1/2-1/2"));
        assert_eq!(row.reason().as_deref(), Some("threefold repetition"));
        // No further move is accepted.
        submit(&mut w, id, 8, &moves[0]).await.expect_status(409);
        let page = b.get("/status").await;
        page.expect_status(200);
    }

    async fn the_yard_deadline_strikes_on_the_exact_move_in_10x10_and_embargo(db) {
        for (variant, n, home) in [(Variant::Halma10x10, 50, "j1"), (Variant::Embargo, 25, "i1")] {
            let (mut w, a) = db.player(&format!("w{n}")).await;
            let (mut b, bb) = db.player(&format!("b{n}")).await;
            let rules = Rules { repetition: RepetitionRule::Claim, ..Rules::new(variant) };
            let id = db.new_game(rules, a, bb, 2).await;
            let mut game = Game::new(rules, Position::start(variant));
            let home: Square = home.parse().unwrap();
            let black_home = home.rotated(variant.size());
            while game.outcome().is_none() {
                // White keeps a piece at home; Black keeps one too until its last
                // move before the deadline, so that only White fails.
                let pos = game.position();
                let m = if pos.turn() == Color::White {
                    keep_home(pos, home)
                } else if pos.fullmove() < n {
                    keep_home(pos, black_home)
                } else {
                    pos.legal_moves().iter().find(|m| m.from() == Some(black_home)).copied()
                        .unwrap_or_else(|| keep_home(pos, black_home))
                };
                play_all(&mut w, &mut b, id, &mut game, &[m]).await;
                let row = db.store.games().game(id).await.unwrap().unwrap();
                assert_eq!(row.status == GameStatus::Finished, game.outcome().is_some(), "{variant} at ply {}", game.moves().len());
            }
            assert_eq!(game.position().fullmove(), n + 1, "{variant}: decided on Black's {n}th move");
            let row = db.store.games().game(id).await.unwrap().unwrap();
            let expected = game.outcome().unwrap();
            assert_eq!(row.result(), Some(expected.result()), "{variant}");
            assert!(row.reason().unwrap().contains(&format!("after move {n}")));
        }
    }

    async fn both_players_home_at_the_deadline_is_a_draw(db) {
        let (mut w, a) = db.player("alice").await;
        let (mut b, bb) = db.player("bob").await;
        let rules = Rules { repetition: RepetitionRule::Claim, ..Rules::new(Variant::Halma8x8) };
        let id = db.new_game(rules, a, bb, 2).await;
        let mut game = Game::new(rules, Position::start(Variant::Halma8x8));
        let (h1, a8): (Square, Square) = ("h1".parse().unwrap(), "a8".parse().unwrap());
        while game.outcome().is_none() {
            let pos = game.position();
            let m = keep_home(pos, if pos.turn() == Color::White { h1 } else { a8 });
            play_all(&mut w, &mut b, id, &mut game, &[m]).await;
        }
        let row = db.store.games().game(id).await.unwrap().unwrap();
        assert_eq!(row.result(), Some("1/2-1/2"));
        assert_eq!(row.reason().as_deref(), Some("both players still had pieces in their own yards after move 30"));
        let page = w.get(&format!("/games/{id}")).await;
        assert!(page.contains("Draw: both players still had pieces"));
    }

    async fn halma_adjudicate_at_finds_a_timeout_a_day_after_the_limit(db) {
        let (mut w, a) = db.player("alice").await;
        let (_b, bb) = db.player("bob").await;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, bb, 2).await;
        submit(&mut w, id, 0, &"g3-f4".parse().unwrap()).await.expect_status(303);
        let row = db.store.games().game(id).await.unwrap().unwrap();
        let fmt = &time::format_description::well_known::Rfc3339;
        let run = |at: time::OffsetDateTime| {
            Command::new(env!("CARGO_BIN_EXE_halma"))
                .args(["adjudicate", "--at", &at.format(fmt).unwrap()])
                .env("HALMA_DATABASE_URL", &db.url)
                .output()
                .unwrap()
        };
        // Before the limit: nothing.
        let out = run(row.turn_deadline - time::Duration::hours(1));
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(db.store.games().game(id).await.unwrap().unwrap().status, GameStatus::Active);
        // A day after Black's limit: Black, who did not move, loses.
        let out = run(row.turn_deadline + time::Duration::days(1));
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.contains("White wins: black ran out of time"), "{text}");
        let row = db.store.games().game(id).await.unwrap().unwrap();
        assert_eq!(row.result(), Some("1-0"));
        assert_eq!(row.reason().as_deref(), Some("black ran out of time"));
        // A second run decides nothing more.
        let out = run(row.turn_deadline + time::Duration::days(2));
        assert!(String::from_utf8(out.stdout).unwrap().contains("0 game(s) decided"));
        // An unreadable time is refused.
        let out = Command::new(env!("CARGO_BIN_EXE_halma"))
            .args(["adjudicate", "--at", "yesterday"])
            .env("HALMA_DATABASE_URL", &db.url)
            .output()
            .unwrap();
        assert!(!out.status.success());
    }

    async fn a_submit_after_the_time_ran_out_is_refused_and_ends_the_game(db) {
        let (mut w, a) = db.player("alice").await;
        let (_b, bb) = db.player("bob").await;
        let id = db.store.games().create_game(NewGame {
            rules: Rules::new(Variant::Halma8x8),
            white: a,
            black: bb,
            days_per_move: 1,
            at: store::now() - time::Duration::days(2),
            rated: true,
            clock: halma::domain::clock::ClockTerms { vacation: false, ..Default::default() },
        }).await.unwrap();
        let page = submit(&mut w, id, 0, &"g3-f4".parse().unwrap()).await;
        page.expect_status(409);
        assert!(page.contains("ran out"));
        let row = db.store.games().game(id).await.unwrap().unwrap();
        assert_eq!(row.result(), Some("0-1"));
        assert!(db.store.games().moves(id).await.unwrap().is_empty());
    }

    async fn two_sweeps_and_a_submit_racing_give_one_verdict(db) {
        for round in 0..4 {
            let (mut w, a) = db.player(&format!("alice{round}")).await;
            let (_b, bb) = db.player(&format!("bob{round}")).await;
            let id = db.new_game(Rules::new(Variant::Halma8x8), a, bb, 2).await;
            w.get(&format!("/games/{id}?path=g3-f4")).await;
            let late = store::now() + time::Duration::days(30);
            let target = format!("/games/{id}/move");
            let (s1, s2, page) = tokio::join!(
                adjudication::sweep(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), late, Sweep::Due),
                adjudication::sweep(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), late, Sweep::Due),
                w.post(&target, &[("ply", "0"), ("path", "g3-f4")]),
            );
            let decided = s1.unwrap().iter().chain(s2.unwrap().iter()).filter(|d| d.game == id).count();
            assert_eq!(decided, 1, "one verdict");
            let row = db.store.games().game(id).await.unwrap().unwrap();
            assert_eq!(row.status, GameStatus::Finished);
            let moves = db.store.games().moves(id).await.unwrap().len();
            match page.status.as_u16() {
                303 => assert_eq!(moves, 1),
                409 => assert_eq!(moves, 0),
                other => panic!("unexpected status {other}"),
            }
            assert_eq!(row.ply as usize, moves);
        }
    }

    async fn downtime_is_credited_to_running_clocks_at_start(db) {
        let (_w, a) = db.player("alice").await;
        let (_b, bb) = db.player("bob").await;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, bb, 2).await;
        let before = db.store.games().game(id).await.unwrap().unwrap().turn_deadline;
        let now = store::now();
        db.store.system().set_heartbeat(now - time::Duration::hours(5)).await.unwrap();
        let credit = adjudication::credit_downtime(db.store.as_ref(), now, time::Duration::minutes(10)).await.unwrap();
        assert_eq!(credit, Some(time::Duration::hours(5)));
        let after = db.store.games().game(id).await.unwrap().unwrap().turn_deadline;
        assert_eq!(after - before, time::Duration::hours(5));
        // A short gap is not credited.
        let later = now + time::Duration::minutes(2);
        assert_eq!(adjudication::credit_downtime(db.store.as_ref(), later, time::Duration::minutes(10)).await.unwrap(), None);
        assert_eq!(db.store.games().game(id).await.unwrap().unwrap().turn_deadline, after);
    }

    async fn downtime_is_credited_once_however_many_servers_start_together(db) {
        let (_w, a) = db.player("alice").await;
        let (_b, bb) = db.player("bob").await;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, bb, 2).await;
        let before = db.store.games().game(id).await.unwrap().unwrap().turn_deadline;
        let now = store::now();
        db.store.system().set_heartbeat(now - time::Duration::hours(2)).await.unwrap();
        // Six servers start at once after a two-hour outage.
        let mut starts = Vec::new();
        for i in 0..6 {
            let store = db.store.clone();
            starts.push(tokio::spawn(async move {
                let at = now + time::Duration::milliseconds(i);
                adjudication::credit_downtime(store.as_ref(), at, time::Duration::minutes(10)).await.unwrap()
            }));
        }
        let mut credits = Vec::new();
        for s in starts {
            credits.extend(s.await.unwrap());
        }
        assert_eq!(credits.len(), 1, "credited by exactly one server: {credits:?}");
        assert!(credits[0] >= time::Duration::hours(2) && credits[0] < time::Duration::hours(2) + time::Duration::seconds(1));
        let after = db.store.games().game(id).await.unwrap().unwrap().turn_deadline;
        assert_eq!(after - before, credits[0], "the outage, once");
    }

    async fn a_claim_is_refused_early_or_without_repetition_and_accepted_by_an_admin(db) {
        let (mut w, a) = db.player("alice").await;
        let (mut b, bb) = db.player("bob").await;
        let mut referee = admin(&db).await;
        let rules = Rules { variant: Variant::Halma8x8, camp: CampRule::Fill, repetition: RepetitionRule::Claim };
        let id = db.new_game(rules, a, bb, 2).await;
        let mut game = Game::new(rules, Position::start(Variant::Halma8x8));
        let moves = shuffle();
        // Early: a claim of a repeating move is refused (move number not above 51).
        play_all(&mut w, &mut b, id, &mut game, &moves).await;
        play_all(&mut w, &mut b, id, &mut game, &moves[..3]).await;
        b.get(&format!("/games/{id}?path=c5-b6")).await;
        let page = b.post(&format!("/games/{id}/claim"), &[("ply", "7"), ("path", "c5-b6")]).await;
        page.expect_status(400);
        assert!(page.contains("only after move 51"), "{}", page.body);
        play_all(&mut w, &mut b, id, &mut game, &moves[3..]).await;
        while game.position().fullmove() <= 51 {
            let i = game.moves().len() % 4;
            play_all(&mut w, &mut b, id, &mut game, &moves[i..i + 1]).await;
        }
        assert_eq!(game.position().turn(), Color::White);
        let ply = game.moves().len().to_string();
        // The next move of the shuffle repeats a position for the third time.
        let repeat = moves[game.moves().len() % 4].to_string();
        // The page offers Claim draw beside Submit.
        let page = w.get(&format!("/games/{id}?path={repeat}")).await;
        assert!(page.contains("Claim draw"), "{}", page.body);
        // A move that does not repeat is refused at once.
        let page = w.post(&format!("/games/{id}/claim"), &[("ply", &ply), ("path", "h4-h5")]).await;
        page.expect_status(400);
        assert!(page.contains("would not repeat the position"));
        assert_eq!(db.store.games().game(id).await.unwrap().unwrap().status, GameStatus::Active);
        // The repeating move: queued for the admins, nothing played, clocks stopped.
        w.get(&format!("/games/{id}?path={repeat}")).await;
        w.post(&format!("/games/{id}/claim"), &[("ply", &ply), ("path", &repeat)]).await.expect_status(303);
        let row = db.store.games().game(id).await.unwrap().unwrap();
        assert_eq!(row.status, GameStatus::Claim);
        assert_eq!(row.ply as usize, game.moves().len());
        assert_eq!(row.to_move, None);
        submit(&mut w, id, game.moves().len(), &repeat.parse().unwrap()).await.expect_status(409);
        // The same claim sent twice (a double click) is one claim.
        let again = w.post(&format!("/games/{id}/claim"), &[("ply", &ply), ("path", &repeat)]).await;
        again.expect_status(409);
        assert!(again.contains("already waiting for an admin"));
        assert_eq!(db.store.claims().pending_claims().await.unwrap().len(), 1);
        // The sweep leaves a game waiting on a claim alone.
        let decided = adjudication::sweep(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), store::now() + time::Duration::days(60), Sweep::All).await.unwrap();
        assert!(decided.is_empty());
        // The admin sees it, with the earlier occurrences, and accepts.
        let list = referee.get("/admin").await;
        list.expect_status(200);
        let claim = db.store.claims().pending_claims().await.unwrap().pop().unwrap();
        assert!(list.contains(&format!("/admin/claims/{}", claim.id)));
        let page = referee.get(&format!("/admin/claims/{}", claim.id)).await;
        page.expect_status(200);
        assert!(page.contains("after 2. f4-g3"), "{}", page.body);
        assert!(page.contains("id=\"board\""));
        referee.post(&format!("/admin/claims/{}", claim.id), &[("decision", "accept"), ("reason", "")]).await.expect_status(303);
        let row = db.store.games().game(id).await.unwrap().unwrap();
        assert_eq!(row.status, GameStatus::Finished);
        assert_eq!(row.result(), Some("1/2-1/2"));
        assert!(row.reason().as_deref().unwrap().contains("threefold repetition"));
        let page = b.get(&format!("/games/{id}")).await;
        assert!(page.contains(&format!("Draw: threefold repetition, claimed with {repeat}")), "{}", page.body);
        // Decided once; the audit log keeps it.
        referee.get(&format!("/admin/claims/{}", claim.id)).await;
        referee.post(&format!("/admin/claims/{}", claim.id), &[("decision", "reject"), ("reason", "late")]).await.expect_status(409);
        let log = db.store.claims().audit_log(10).await.unwrap();
        assert_eq!(log.len(), 1);
        assert_eq!(log[0].admin, "referee");
        let page = referee.get("/admin/audit").await;
        assert!(page.contains("accepted draw claim"));
    }

    async fn a_rejected_claim_restarts_the_claimants_clock(db) {
        let (mut w, a) = db.player("alice").await;
        let (mut b, bb) = db.player("bob").await;
        let mut referee = admin(&db).await;
        let rules = Rules { variant: Variant::Halma8x8, camp: CampRule::Fill, repetition: RepetitionRule::Claim };
        let id = db.new_game(rules, a, bb, 2).await;
        let mut game = Game::new(rules, Position::start(Variant::Halma8x8));
        let moves = shuffle();
        while game.position().fullmove() <= 51 {
            let i = game.moves().len() % 4;
            play_all(&mut w, &mut b, id, &mut game, &moves[i..i + 1]).await;
        }
        let ply = game.moves().len().to_string();
        let repeat = moves[game.moves().len() % 4].to_string();
        w.get(&format!("/games/{id}?path={repeat}")).await;
        w.post(&format!("/games/{id}/claim"), &[("ply", &ply), ("path", &repeat)]).await.expect_status(303);
        let claim = db.store.claims().pending_claims().await.unwrap().pop().unwrap();
        // While the claim waits, neither resigning nor a draw offer acts.
        for (form, fields) in [("resign", vec![("ply", ply.as_str())]), ("draw", vec![("ply", ply.as_str()), ("action", "offer")])] {
            let page = b.post(&format!("/games/{id}/{form}"), &fields).await;
            page.expect_status(409);
            assert!(page.contains("already waiting for an admin"), "{form}");
        }
        assert_eq!(db.store.games().game(id).await.unwrap().unwrap().status, GameStatus::Claim);
        referee.get(&format!("/admin/claims/{}", claim.id)).await;
        // A rejection needs a reason.
        referee.post(&format!("/admin/claims/{}", claim.id), &[("decision", "reject"), ("reason", " ")]).await.expect_status(400);
        let before = store::now();
        referee.post(&format!("/admin/claims/{}", claim.id), &[("decision", "reject"), ("reason", "the position differs")]).await.expect_status(303);
        let row = db.store.games().game(id).await.unwrap().unwrap();
        assert_eq!(row.status, GameStatus::Active);
        assert_eq!(row.to_move, Some(a));
        assert!(row.turn_deadline >= before + time::Duration::days(2));
        let page = w.get(&format!("/games/{id}")).await;
        assert!(page.contains("was rejected by an admin: the position differs"));
        // The claim's form, sent again, does not make a second claim.
        let again = w.post(&format!("/games/{id}/claim"), &[("ply", &ply), ("path", &repeat)]).await;
        again.expect_status(409);
        assert!(again.contains("already rejected"));
        assert!(db.store.claims().pending_claims().await.unwrap().is_empty());
        // The game goes on.
        let claimed_at = game.clone();
        play_all(&mut w, &mut b, id, &mut game, &["h4-h5".parse().unwrap(), "a5-a4".parse().unwrap()]).await;
        // The old claim's page still shows the position the claim was made in:
        // the claimed move played on the board of its ply, not on today's.
        assert_ne!(game.position().pieces(Color::White), claimed_at.position().pieces(Color::White));
        let page = referee.get(&format!("/admin/claims/{}", claim.id)).await;
        page.expect_status(200);
        let then = claimed_at.position().clone().play(&repeat.parse().unwrap()).unwrap();
        let mut drawn: Vec<(String, String)> = crate::support::board(&page)
            .into_iter()
            .filter_map(|sq| Some((sq.name, sq.piece?)))
            .collect();
        drawn.sort();
        let mut expected: Vec<(String, String)> = Color::ALL
            .into_iter()
            .flat_map(|c| then.pieces(c).iter().map(move |sq| (sq.to_string(), c.letter().to_string())))
            .collect();
        expected.sort();
        assert_eq!(drawn, expected);
        assert!(page.contains("after 2. f4-g3"), "{}", page.body);
        assert!(page.contains("rejected by referee: the position differs"), "{}", page.body);
    }

    async fn an_admin_adjudicates_any_game_with_a_reason(db) {
        let (mut w, a) = db.player("alice").await;
        let (_b, bb) = db.player("bob").await;
        let mut referee = admin(&db).await;
        let id = db.new_game(Rules::new(Variant::Halma16x16), a, bb, 2).await;
        let page = referee.get(&format!("/admin/games/{id}")).await;
        page.expect_status(200);
        referee.post(&format!("/admin/games/{id}"), &[("ply", "0"), ("result", "black"), ("reason", "")]).await.expect_status(400);
        referee.post(&format!("/admin/games/{id}"), &[("ply", "0"), ("result", "black"), ("reason", "abandoned by White")]).await.expect_status(303);
        let page = w.get(&format!("/games/{id}")).await;
        assert!(page.contains("Black wins: adjudicated by an admin: abandoned by White"));
        // The form of a page drawn while the game was in play does nothing now.
        referee.post(&format!("/admin/games/{id}"), &[("ply", "0"), ("result", "white"), ("reason", "again")]).await.expect_status(409);
        assert_eq!(db.store.claims().audit_log(10).await.unwrap().len(), 1);
        // A finished game's result can be corrected, once per page.
        let page = referee.get(&format!("/admin/games/{id}")).await;
        assert!(page.contains("correct its result") && page.contains(r#"name="was" value="0-1""#));
        let same = [("ply", "0"), ("was", "0-1"), ("result", "black"), ("reason", "again")];
        referee.post(&format!("/admin/games/{id}"), &same).await.expect_status(400);
        let correction = [("ply", "0"), ("was", "0-1"), ("result", "white"), ("reason", "Black's clock was wrong")];
        referee.post(&format!("/admin/games/{id}"), &correction).await.expect_status(303);
        let row = db.store.games().game(id).await.unwrap().unwrap();
        assert_eq!(row.result(), Some("1-0"));
        assert!(w.get(&format!("/games/{id}")).await.contains("White wins: adjudicated by an admin: Black&#39;s clock was wrong"));
        referee.post(&format!("/admin/games/{id}"), &correction).await.expect_status(409);
        let log = db.store.claims().audit_log(10).await.unwrap();
        assert_eq!(log.len(), 2);
        assert!(log.iter().any(|e| e.action == "corrected the result from 0-1 to 1-0"), "{:?}", log.iter().map(|e| &e.action).collect::<Vec<_>>());
    }

    async fn only_admins_reach_the_admin_pages(db) {
        let (mut w, a) = db.player("alice").await;
        let (_b, bb) = db.player("bob").await;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, bb, 2).await;
        let claim = uuid::Uuid::new_v4();
        for path in ["/admin".to_owned(), "/admin/audit".to_owned(), format!("/admin/games/{id}"), format!("/admin/claims/{claim}")] {
            w.get(&path).await.expect_status(403);
            let mut visitor = db.client();
            let page = visitor.get(&path).await;
            assert_eq!(page.status.as_u16(), 303, "{path} sends a visitor to log in");
        }
        w.get("/status").await;
        w.post(&format!("/admin/games/{id}"), &[("ply", "0"), ("result", "white"), ("reason", "mine")]).await.expect_status(403);
        w.post(&format!("/admin/claims/{claim}"), &[("decision", "accept"), ("reason", "")]).await.expect_status(403);
        assert_eq!(db.store.games().game(id).await.unwrap().unwrap().status, GameStatus::Active);
        assert!(db.store.claims().audit_log(10).await.unwrap().is_empty());
    }
}
