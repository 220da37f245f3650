//! The statistics pages on both databases: counters kept with each started
//! and finished game, whatever finished it, and moved by a correction.

use halma::model::result::{Termination, Verdict};
use halma::store::{self, GameStatus, UserId};
use halma_rules::{Color, Variant};

use crate::store::ratings::play;
use crate::support::Client;

/// The text of the cell `data-stat="NAME"`.
fn stat(body: &str, name: &str) -> String {
    let marker = format!(r#"data-stat="{name}">"#);
    let at = body
        .find(&marker)
        .unwrap_or_else(|| panic!("{name} in {body}"))
        + marker.len();
    body[at..at + body[at..].find('<').unwrap_or(0)].to_owned()
}

fn row(body: &str, label: &str) -> String {
    let marker = format!(r#"<th scope="row">{label}</th>"#);
    let at = body
        .find(&marker)
        .unwrap_or_else(|| panic!("{label} in {body}"))
        + marker.len();
    body[at..at + body[at..].find("</tr>").unwrap_or(0)].to_owned()
}

/// Three finished games of Halma 8×8 between `a`, `b` and `c`: White wins
/// by a move (6 moves, rated), Black on time (4, rated), a draw (3, unrated).
pub(crate) async fn three_endings(s: &dyn halma::store::Store, a: UserId, b: UserId, c: UserId) {
    play(
        s,
        (a, b),
        Variant::Halma8x8,
        true,
        6,
        Some(Verdict::new(Some(Color::White), Termination::TargetReached)),
    )
    .await;
    let timed = play(s, (b, c), Variant::Halma8x8, true, 4, None).await;
    s.games()
        .finish_game(
            timed,
            4,
            GameStatus::Active,
            Verdict::time(Color::White),
            store::now(),
        )
        .await
        .unwrap();
    let drawn = play(s, (c, a), Variant::Halma8x8, false, 3, None).await;
    s.games()
        .finish_game(
            drawn,
            3,
            GameStatus::Active,
            Verdict::agreement(),
            store::now(),
        )
        .await
        .unwrap();
}

both_backends! {
    async fn stats_count_games_results_endings_lengths_and_players(db) {
        let (mut alice, a) = db.player("alice").await;
        let (_bob, b) = db.player("bob").await;
        let (_cid, c) = db.player("cid").await;
        let s = db.store.as_ref();
        // Halma 8×8: White wins by a move (6), Black on time (4), a draw (3),
        // one in progress (1); Embargo: White resigns (2).
        three_endings(s, a, b, c).await;
        play(s, (a, c), Variant::Halma8x8, true, 1, None).await;
        let resigned = play(s, (a, b), Variant::Embargo, true, 2, None).await;
        s.games().finish_game(resigned, 2, GameStatus::Active, Verdict::resignation(Color::White), store::now()).await.unwrap();

        let page = alice.get("/stats/halma-8x8").await;
        page.expect_status(200);
        let body = &page.body;
        assert_eq!((stat(body, "started"), stat(body, "finished"), stat(body, "in-progress")), ("4".into(), "3".into(), "1".into()));
        assert_eq!((stat(body, "average"), stat(body, "longest")), ("4.3".into(), "6".into()));
        assert!(row(body, "White wins").contains("<td>1</td><td>33.33 %</td>"), "{body}");
        assert!(row(body, "Black wins").contains("<td>1</td><td>33.33 %</td>"));
        assert!(row(body, "Draws").contains("<td>1</td><td>33.33 %</td>"));
        assert!(row(body, "Out of time").contains("<td>1</td>"));
        assert!(row(body, "Resignation").contains("<td>0</td>"));
        // Alice finished two games of Halma 8×8 this month, Bob and Cid two.
        assert!(body.contains(r#"<tr data-user="alice">"#) && body.contains(r#"<tr data-user="cid">"#));

        let page = alice.get("/stats").await;
        let body = &page.body;
        assert_eq!((stat(body, "started"), stat(body, "finished"), stat(body, "in-progress")), ("5".into(), "4".into(), "1".into()));
        assert!(row(body, "White wins").contains("<td>1</td><td>25.00 %</td>"), "{body}");
        assert!(row(body, "Black wins").contains("<td>2</td><td>50.00 %</td>"));
        assert!(row(body, "Resignation").contains("<td>1</td>"));
        assert!(body.find(r#"data-user="alice""#) < body.find(r#"data-user="cid""#), "Alice played most: 3");
        alice.get("/stats/chess").await.expect_status(404);

        // An admin turns the resignation round: the counters follow.
        let referee = s.users().create_user(store::NewUser { username: "referee", password_hash: "h", is_admin: true }).await.unwrap().id;
        s.claims().adjudicate_game(resigned, 2, Some(Some(Color::Black)), referee, Verdict::admin(Some(Color::White), "the resignation was a slip"), store::now()).await.unwrap();
        let page = alice.get("/stats/embargo").await;
        let body = &page.body;
        assert_eq!(stat(body, "finished"), "1");
        assert!(row(body, "White wins").contains("<td>1</td><td>100.00 %</td>"), "{body}");
        assert!(row(body, "Resignation").contains("<td>0</td>"));
        assert!(row(body, "Decided by an admin").contains("<td>1</td>"));
        let mut visitor: Client = db.client();
        visitor.get("/stats").await.expect_status(200);
    }

    /// The counters are spread over several rows a kind (so that games
    /// starting or ending together do not wait at one row); what the page
    /// shows is their sum, and a correction takes back from the row its game
    /// added to.
    async fn counters_spread_over_rows_add_up(db) {
        let (mut alice, a) = db.player("alice").await;
        let (_bob, b) = db.player("bob").await;
        let s = db.store.as_ref();
        let mut games = Vec::new();
        for n in 0..12 {
            let plies = 2 + n % 4;
            let game = play(s, (a, b), Variant::Halma8x8, true, plies, None).await;
            s.games().finish_game(game, plies, GameStatus::Active, Verdict::resignation(Color::Black), store::now()).await.unwrap();
            games.push(game);
        }
        // Twelve games of random ids: more than one row of each counter.
        let rows = |table: &str| format!("SELECT COUNT(*) FROM {table} WHERE game = 'halma-8x8'");
        assert!(db.count(&rows("game_counts")).await > 1);
        assert!(db.count(&rows("finish_counts")).await > 1);
        let shards: std::collections::BTreeSet<i64> = games.iter().map(|g| store::stats::shard_of(*g)).collect();
        assert!(shards.len() > 1, "twelve random ids fall on one row of eight: {shards:?}");

        let page = alice.get("/stats/halma-8x8").await;
        let body = &page.body;
        assert_eq!((stat(body, "started"), stat(body, "finished")), ("12".into(), "12".into()));
        // Plies 2 to 5, three times: 42 in all, the longest 5.
        assert_eq!((stat(body, "average"), stat(body, "longest")), ("3.5".into(), "5".into()));
        assert!(row(body, "White wins").contains("<td>12</td><td>100.00 %</td>"), "{body}");

        // One turned round by an admin: taken back from its row, added to another kind.
        let referee = s.users().create_user(store::NewUser { username: "referee", password_hash: "h", is_admin: true }).await.unwrap().id;
        s.claims().adjudicate_game(games[0], 2, Some(Some(Color::White)), referee, Verdict::admin(Some(Color::Black), "a slip"), store::now()).await.unwrap();
        let page = alice.get("/stats/halma-8x8").await;
        let body = &page.body;
        assert_eq!(stat(body, "finished"), "12");
        assert!(row(body, "White wins").contains("<td>11</td>"), "{body}");
        assert!(row(body, "Black wins").contains("<td>1</td>"), "{body}");
        assert!(row(body, "Resignation").contains("<td>11</td>"), "{body}");
        // No row of a kind counts below nothing.
        assert_eq!(db.count("SELECT COUNT(*) FROM finish_counts WHERE games < 0").await, 0);
    }
}
