//! Ladders over HTTP, on both databases: an admin sets one up, players join
//! at the bottom and challenge within reach (the game made at once, the
//! defender White), results and the idle drop move the ranks, each exactly
//! once under two sweeps at once, and the page shows every change.

use crate::support::{Client, Page, TestDb};
use halma::{
    domain::{
        ladders::{self, sweep},
        DomainError, Refusal,
    },
    model::result::Verdict,
    store::{now, GameId, GameStatus, UserId},
};
use halma_rules::{Color, Variant};
use time::Duration;

const LADDER: &str = "/ladders/halma-8x8";

/// An admin, logged in, on a client of their own.
async fn admin(db: &TestDb, name: &str) -> (Client, UserId) {
    let (client, id) = db.player(name).await;
    db.store.users().set_admin(id, true).await.expect("promote");
    (client, id)
}

/// The ladder's settings as the admin's form sends them.
async fn settle(root: &mut Client, reach: &str, idle_days: &str) -> Page {
    root.get(LADDER).await;
    root.post(
        &format!("{LADDER}/settings"),
        &[
            ("game", "halma-8x8"),
            ("camp", "deadline"),
            ("repetition", "auto"),
            ("clock", "per-move"),
            ("days", "5"),
            ("weekends", "on"),
            ("vacation", "forbidden"),
            ("rated", "yes"),
            ("reach", reach),
            ("idle_days", idle_days),
        ],
    )
    .await
}

async fn join(client: &mut Client) {
    client.get(LADDER).await;
    client
        .post(&format!("{LADDER}/join"), &[])
        .await
        .expect_redirect(LADDER);
}

async fn challenge(client: &mut Client, defender: &str) -> Page {
    client.get(LADDER).await;
    client
        .post(&format!("{LADDER}/challenge"), &[("defender", defender)])
        .await
}

/// The game a challenge's redirect leads to.
fn game_of(page: &Page) -> GameId {
    let to = page.location.as_deref().expect("a redirect");
    to.strip_prefix("/games/")
        .expect("to the game")
        .parse()
        .expect("a game id")
}

/// The players of the ranks table, in order.
fn ranks(page: &Page) -> Vec<String> {
    let start = page
        .body
        .find("id=\"ladder-ranks\"")
        .expect("a ranks table");
    let table = &page.body[start..start + page.body[start..].find("</table>").expect("end")];
    table
        .split("<tr data-user=\"")
        .skip(1)
        .map(|rest| rest[..rest.find('"').expect("quote")].to_owned())
        .collect()
}

/// The row of a player in the ranks table.
fn rank_row<'a>(page: &'a Page, name: &str) -> &'a str {
    let start = page
        .body
        .find(&format!("<tr data-user=\"{name}\" data-rank="))
        .expect("a row");
    &page.body[start..start + page.body[start..].find("</tr>").expect("end")]
}

async fn finish(db: &TestDb, game: GameId, verdict: Verdict) {
    db.store
        .games()
        .finish_game(game, 0, GameStatus::Active, verdict, now())
        .await
        .expect("finish");
}

async fn count(db: &TestDb, why: &str) -> i64 {
    db.count(&format!(
        "SELECT COUNT(*) FROM ladder_rank_changes WHERE why = '{why}'"
    ))
    .await
}

both_backends! {
    async fn players_join_challenge_within_reach_and_a_win_takes_the_place(db) {
        let (mut root, _) = admin(&db, "root").await;
        let (mut ann, _) = db.player("ann").await;
        // Not set up yet: it says so, and cannot be joined.
        let list = ann.get("/ladders").await;
        list.expect_status(200);
        assert!(list.contains("href=\"/ladders/halma-8x8\"") && list.contains("Not open yet"));
        let page = ann.get(LADDER).await;
        assert!(page.contains("id=\"ladder-unsettled\""));
        assert!(!page.contains("/join\""));
        let closed = ann.post(&format!("{LADDER}/join"), &[]).await;
        closed.expect_status(404);
        assert!(closed.contains("No admin has set up this ladder yet"));
        // Only an admin sets it up, within bounds.
        settle(&mut ann, "2", "30").await.expect_status(403);
        assert!(root.get(LADDER).await.contains("action=\"/ladders/halma-8x8/settings\""));
        assert!(!ann.get(LADDER).await.contains("/settings\""));
        let refused = settle(&mut root, "0", "30").await;
        refused.expect_status(400);
        assert!(refused.contains("The reach must be"));
        settle(&mut root, "2", "30").await.expect_redirect(LADDER);
        let settled = root.get(LADDER).await;
        assert!(settled.contains("up to\n2 places above") || settled.contains("up to 2 places above"), "{}", settled.body);
        assert!(settled.contains("5 days per move"));
        assert!(settled.contains("value=\"2\"") && settled.contains("value=\"30\""));
        // A clock per move leaves the bank's cap empty (a 0 would not pass the form's bounds).
        assert_eq!(settled.field("cap").as_deref(), Some(""));
        ann.get("/ladders/chess").await.expect_status(404);
        ann.get(&format!("{LADDER}/join")).await.expect_redirect(LADDER);

        // Four players join at the bottom, in order.
        let (mut bob, _) = db.player("bob").await;
        let (mut cat, _) = db.player("cat").await;
        let (mut dan, _) = db.player("dan").await;
        for c in [&mut ann, &mut bob, &mut cat, &mut dan] {
            join(c).await;
        }
        ann.post(&format!("{LADDER}/join"), &[]).await.expect_status(409);
        let page = dan.get(LADDER).await;
        assert_eq!(ranks(&page), ["ann", "bob", "cat", "dan"]);
        assert!(page.contains("You are number 4 of 4."));
        // Challenge buttons beside the players within reach (2) only.
        assert!(!rank_row(&page, "ann").contains(">Challenge</button>"));
        assert!(rank_row(&page, "bob").contains("name=\"defender\" value=\"bob\""));
        assert!(rank_row(&page, "cat").contains(">Challenge</button>"));
        assert!(!rank_row(&page, "dan").contains(">Challenge</button>"));

        // Out of reach, oneself, someone below, nobody: refused.
        let far = challenge(&mut dan, "ann").await;
        far.expect_status(400);
        assert!(far.contains("at most 2 places above"));
        challenge(&mut dan, "dan").await.expect_status(400);
        challenge(&mut ann, "bob").await.expect_status(400);
        challenge(&mut dan, "nobody").await.expect_status(400);
        // Nor can a player the defender ignores challenge them.
        cat.get("/account/ignore").await;
        cat.post("/account/ignore", &[("username", "dan")]).await.expect_status(303);
        assert!(challenge(&mut dan, "cat").await.contains("That is not possible."));
        cat.get("/account/ignore").await;
        cat.post("/account/ignore/remove", &[("username", "dan")]).await.expect_status(303);
        assert_eq!(db.count("SELECT COUNT(*) FROM games").await, 0);

        // Dan challenges bob: the game starts at once, bob White.
        let made = challenge(&mut dan, "bob").await;
        let game = game_of(&made);
        let row = db.store.games().game(game).await.expect("read").expect("game");
        assert_eq!((row.white.name.as_str(), row.black.name.as_str()), ("bob", "dan"));
        assert_eq!(row.days_per_move, 5);
        assert!(!row.clock.vacation);
        for c in [&mut bob, &mut dan] {
            assert!(c.get("/status").await.contains(&format!("href=\"/games/{game}\"")));
        }
        // One open challenge given, one received.
        let second = challenge(&mut dan, "cat").await;
        second.expect_status(409);
        assert!(second.contains("already have an open challenge"));
        let received = challenge(&mut cat, "bob").await;
        received.expect_status(409);
        assert!(received.contains("bob already has an open challenge"));
        assert_eq!(db.count("SELECT COUNT(*) FROM games").await, 1);
        let page = cat.get(LADDER).await;
        let open = &page.body[page.body.find("id=\"ladder-open\"").expect("open challenges")..];
        assert!(open.contains(&format!("href=\"/games/{game}\"")));
        assert!(!rank_row(&page, "bob").contains(">Challenge</button>"), "bob has a challenge to answer");
        assert!(!dan.get(LADDER).await.contains(">Challenge</button>"), "dan has a challenge open");

        // Bob (White) resigns: dan takes his place, bob and cat move down one.
        finish(&db, game, Verdict::resignation(Color::White)).await;
        let swept = sweep(db.store.as_ref(), now()).await.expect("sweep");
        assert_eq!(swept.settled, 1);
        let page = ann.get(LADDER).await;
        assert_eq!(ranks(&page), ["ann", "dan", "bob", "cat"]);
        let results = &page.body[page.body.find("id=\"ladder-results\"").expect("results")..];
        assert!(results.contains("dan beat bob and took the place"));
        let changes = &page.body[page.body.find("id=\"ladder-changes\"").expect("changes")..];
        assert!(changes.contains("won a challenge") && changes.contains("lost a place to a challenger"));
        assert_eq!((count(&db, "challenge_won").await, count(&db, "lost_place").await), (1, 2));

        // A loss and a draw move nobody.
        for verdict in [Verdict::resignation(Color::Black), Verdict::agreement()] {
            let game = game_of(&challenge(&mut cat, "dan").await);
            finish(&db, game, verdict).await;
            assert_eq!(sweep(db.store.as_ref(), now()).await.expect("sweep").settled, 1);
            assert_eq!(ranks(&ann.get(LADDER).await), ["ann", "dan", "bob", "cat"]);
        }
        assert_eq!(db.count("SELECT COUNT(*) FROM ladder_rank_changes").await, 4 + 3);
        let page = ann.get(LADDER).await;
        assert!(page.contains("cat and dan drew; nothing moved"));
        assert!(page.contains("dan beat cat; nothing moved"));
    }

    async fn a_challenge_a_result_and_a_drop_happen_once_across_two_stores(db) {
        let (mut root, _) = admin(&db, "root").await;
        settle(&mut root, "5", "30").await.expect_redirect(LADDER);
        let (mut cat, _) = db.player("cat").await;
        let (mut ann, _) = db.player("ann").await;
        let (mut bob, _) = db.player("bob").await;
        for c in [&mut cat, &mut ann, &mut bob] {
            join(c).await;
        }
        // Two stores of the same database, as two server processes would
        // have: bob's challenge sent to both at once makes one game.
        let other = halma::open_store(&db.url).await.expect("a second store");
        let bob_user = db.store.users().user_by_name("bob").await.expect("read").expect("bob");
        let (a, b) = tokio::join!(
            ladders::challenge(db.store.as_ref(), Variant::Halma8x8, &bob_user, "ann", now()),
            ladders::challenge(other.as_ref(), Variant::Halma8x8, &bob_user, "ann", now()),
        );
        let game = match (a, b) {
            (Ok(made), Err(DomainError::Refused(Refusal::ChallengeOpen)))
            | (Err(DomainError::Refused(Refusal::ChallengeOpen)), Ok(made)) => made.game,
            (a, b) => panic!("one challenge, one refusal: {a:?} {b:?}"),
        };
        assert_eq!(db.count("SELECT COUNT(*) FROM games").await, 1);
        assert_eq!(db.count("SELECT COUNT(*) FROM ladder_challenges").await, 1);
        finish(&db, game, Verdict::resignation(Color::White)).await;
        // Two sweeps at once, one on each store.
        let t = now();
        let day20 = t + Duration::days(20);
        let (a, b) = tokio::join!(sweep(db.store.as_ref(), day20), sweep(other.as_ref(), day20));
        let (a, b) = (a.expect("sweep"), b.expect("sweep"));
        assert_eq!(a.settled + b.settled, 1);
        assert_eq!((count(&db, "challenge_won").await, count(&db, "lost_place").await), (1, 1));
        assert_eq!(ranks(&root.get(LADDER).await), ["cat", "bob", "ann"]);

        // Day 29: nobody has been idle 30 days.
        let day29 = t + Duration::days(29);
        let (a, b) = tokio::join!(sweep(db.store.as_ref(), day29), sweep(other.as_ref(), day29));
        assert_eq!(a.expect("sweep").dropped + b.expect("sweep").dropped, 0);
        // Day 31: cat (no game since joining) drops to the bottom, once.
        let day31 = t + Duration::days(31);
        let (a, b) = tokio::join!(sweep(db.store.as_ref(), day31), sweep(other.as_ref(), day31));
        assert_eq!(a.expect("sweep").dropped + b.expect("sweep").dropped, 1);
        assert_eq!((count(&db, "idle_drop").await, count(&db, "moved_up").await), (1, 2));
        let page = root.get(LADDER).await;
        assert_eq!(ranks(&page), ["bob", "ann", "cat"]);
        assert!(page.contains("dropped: no ladder game for too long"));
        assert!(page.contains("moved up after a drop"));
        // And not again: the next sweeps find nobody (bob and ann played on day 20).
        let (a, b) = tokio::join!(sweep(db.store.as_ref(), day31), sweep(other.as_ref(), day31));
        assert_eq!(a.expect("sweep").dropped + b.expect("sweep").dropped, 0);
        assert_eq!(count(&db, "idle_drop").await, 1);
    }
    async fn ladder_lists_are_served_by_indexes(db) {
        let (mut root, _) = admin(&db, "root").await;
        settle(&mut root, "5", "30").await.expect_redirect(LADDER);
        for name in ["ann", "bob", "cat", "dan"] {
            let (mut c, _) = db.player(name).await;
            join(&mut c).await;
        }
        let (mut dan, _) = db.player("eve").await;
        join(&mut dan).await;
        challenge(&mut dan, "ann").await.expect_status(303);
        let problems = full_scans(&db).await;
        assert!(problems.is_empty(), "full scans:\n{}", problems.join("\n\n"));
    }

    async fn ladder_moments_are_in_the_readers_time_zone(db) {
        let (mut root, _) = admin(&db, "root").await;
        let (mut ann, _) = db.player("ann").await;
        let (mut bob, _) = db.player("bob").await;
        settle(&mut root, "2", "30").await.expect_redirect(LADDER);
        join(&mut ann).await;
        join(&mut bob).await;
        challenge(&mut bob, "ann").await.expect_status(303);
        bob.get("/account/profile").await;
        bob.post("/account/profile", &[("about", ""), ("time_zone", "Asia/Kolkata")]).await;
        let page = bob.get(LADDER).await;
        let open = &page.body[page.body.find("id=\"ladder-open\"").expect("open challenges")..];
        assert!(open.contains(" IST"), "in Bob's zone: {}", page.body);
        assert!(!page.contains(" UTC"), "{}", page.body);
        // Ann chose no zone, a visitor has none: UTC.
        assert!(ann.get(LADDER).await.contains(" UTC"));
        assert!(db.client().get(LADDER).await.contains(" UTC"));
    }
}

/// The plan of every list of `store::ladders::sql::lists` on the test's
/// database; those that read a whole ladder table (or all games).
async fn full_scans(db: &TestDb) -> Vec<String> {
    let mut problems = Vec::new();
    for (name, query) in halma::store::ladders::sql::lists() {
        // A ladder's id first, but for `due` (a limit only); then numbers, or
        // a player for `open_of`.
        let text = |n: usize| n == 0 && name != "due";
        let params = (1..5).filter(|n| query.contains(&format!("${n}"))).count();
        use crate::support::PlanArg::{Id, Int, Text};
        let args: Vec<_> = (0..params)
            .map(|n| {
                if text(n) {
                    Text("halma-8x8")
                } else if name == "open_of" {
                    Id(UserId::new().0)
                } else {
                    Int(10)
                }
            })
            .collect();
        let plan = db.query_plan(&query, &args, &["seqscan"]).await;
        let bad = reads_a_whole_table(&plan);
        if bad {
            problems.push(format!("{name}:\n{}", plan.join("\n")));
        }
    }
    problems
}

/// Whether a plan reads a whole table of players, challenges, changes or
/// games (the ladders themselves are one row a game, and the partial indexes
/// of open challenges hold only what the sweep looks at).
fn reads_a_whole_table(plan: &[String]) -> bool {
    let allowed = ["ladders", "ladder_challenges_due", "ladder_challenges_open"];
    plan.iter().enumerate().any(|(i, line)| {
        let line = line.trim_start().trim_start_matches("->").trim();
        // SQLite: a SCAN (with an index or not) reads it all; a SEARCH a range.
        if let Some(rest) = line.strip_prefix("SCAN ") {
            return !allowed
                .iter()
                .any(|a| rest.contains(&format!("INDEX {a}")) || rest == "l");
        }
        // Postgres: a Seq Scan, or an index scan without an Index Cond.
        if line.starts_with("Seq Scan on ") {
            return !line.starts_with("Seq Scan on ladders ");
        }
        if line.contains("Index Scan") || line.contains("Index Only Scan") {
            let detail = plan[i + 1..]
                .iter()
                .take_while(|l| !l.contains("->"))
                .any(|l| l.contains("Index Cond"));
            return !detail
                && !allowed.iter().any(|a| {
                    line.contains(&format!("using {a} ")) || line.contains(&format!("on {a} "))
                });
        }
        false
    })
}
