//! Ratings on the pages, on both databases: rated and unrated games, the
//! provisional mark, the leaderboard, a player's history chart and its
//! table, a correction by an admin re-rating, and Auto-Match's range.

use halma::domain::ratings::{rate, Rating};
use halma::model::result::{Termination, Verdict};
use halma::store::{self, GameStatus};
use halma_rules::{Color, Variant};

use crate::store::ratings::play;
use crate::support::{Client, TestDb};

fn win(c: Color) -> Option<Verdict> {
    Some(Verdict::new(Some(c), Termination::TargetReached))
}

async fn admin(db: &TestDb) -> Client {
    let (client, id) = db.player("referee").await;
    db.store.users().set_admin(id, true).await.unwrap();
    client
}

/// The texts of the elements carrying `data-rating-game="GAME"`.
fn ratings_shown(body: &str, game: &str) -> Vec<String> {
    let marker = format!(r#"data-rating-game="{game}">"#);
    body.match_indices(&marker)
        .map(|(i, _)| {
            let rest = &body[i + marker.len()..];
            rest[..rest.find('<').unwrap_or(0)].to_owned()
        })
        .collect()
}

both_backends! {
    async fn rated_games_show_on_the_leaderboard_history_and_game_pages(db) {
        let (mut alice, a) = db.player("alice").await;
        let (_bob, b) = db.player("bob").await;
        let (_cid, c) = db.player("cid").await;
        let s = db.store.as_ref();
        // Alice beats Bob twice, and an unrated game and a short one change nothing.
        let first = play(s, (a, b), Variant::Halma8x8, true, 4, win(Color::White)).await;
        play(s, (b, a), Variant::Halma8x8, true, 5, win(Color::Black)).await;
        let unrated = play(s, (a, c), Variant::Halma8x8, false, 6, win(Color::White)).await;
        let short = play(s, (c, a), Variant::Halma8x8, true, 2, None).await;
        s.games().finish_game(short, 2, GameStatus::Active, Verdict::resignation(Color::White), store::now()).await.unwrap();

        let (r1, _) = rate(Rating::START, Rating::START, Some(Color::White));
        let ratings = s.ratings().ratings_of(a).await.unwrap();
        assert_eq!(ratings.len(), 1);
        let alice_now = ratings[0].rating;
        assert!(alice_now.provisional());

        // The leaderboard: Alice first, then Bob; Cid has no rated game.
        let page = alice.get("/ratings/halma-8x8").await;
        page.expect_status(200);
        let alice_row = page.body.find(r#"data-user="alice""#).expect("alice's row");
        let bob_row = page.body.find(r#"data-user="bob""#).expect("bob's row");
        assert!(alice_row < bob_row);
        assert!(!page.contains(r#"data-user="cid""#));
        assert_eq!(ratings_shown(&page.body, "halma-8x8")[0], alice_now.shown());
        assert!(alice_now.shown().ends_with('?'), "provisional after two games");
        alice.get("/ratings/halma-7x7").await.expect_status(404);
        assert!(!alice.get("/ratings/embargo").await.contains("data-user="));

        // Alice's history: the rating hook, the chart and a table of both games.
        let page = alice.get("/users/alice/ratings").await;
        page.expect_status(200);
        assert_eq!(ratings_shown(&page.body, "halma-8x8"), [alice_now.shown()]);
        assert!(page.contains("<svg") && page.contains("<polyline"));
        assert_eq!(page.body.matches("<circle").count(), 2);
        assert!(!page.contains("style="), "no inline style: the CSP forbids it");
        let history = s.ratings().history(a).await.unwrap();
        for (i, h) in history.iter().enumerate() {
            let row = format!("<td><a href=\"/games/{}\">{}</a></td><td>{}</td><td>{}</td><td>{}</td>", h.game_id, i + 1, h.at.date(), h.rating.rating.round() as i64, h.rating.deviation.round() as i64);
            assert!(page.contains(&row), "{row} in {}", page.body);
        }
        assert_eq!(history[0].rating, r1);
        assert!(page.contains("is not rated"), "the two-moves rule is written down");
        alice.get("/users/nobody/ratings").await.expect_status(404);
        // The profile: one rating hook a game played rated, none for others.
        let profile = alice.get("/users/alice").await;
        assert_eq!(ratings_shown(&profile.body, "halma-8x8"), [alice_now.shown()]);
        assert!(ratings_shown(&profile.body, "embargo").is_empty());
        assert!(!alice.get("/users/cid").await.contains("data-rating-game="));
        assert!(alice.get("/users/cid/ratings").await.contains("has not finished a rated game"));

        // The game pages say whether a game counted, and show the ratings.
        let page = alice.get(&format!("/games/{first}")).await;
        assert!(page.contains("Rated: the result counted"), "{}", page.body);
        assert!(page.contains(&format!(r#"<span class="rating">{}</span>"#, alice_now.shown())));
        assert!(alice.get(&format!("/games/{unrated}")).await.contains("Not rated."));
        assert!(alice.get(&format!("/games/{short}")).await.contains("Not rated after all"));
        // And the status page shows the opponents' ratings.
        let bob_now = s.ratings().ratings_of(b).await.unwrap()[0].rating;
        assert!(alice.get("/status").await.contains(&format!(r#"bob</a> <span class="rating">{}</span>"#, bob_now.shown())));
    }

    async fn halma_ratings_rebuild_restores_the_ratings_given_game_by_game(db) {
        let (_alice, a) = db.player("alice").await;
        let (_bob, b) = db.player("bob").await;
        let s = db.store.as_ref();
        for (i, winner) in [Color::White, Color::Black, Color::White].into_iter().enumerate() {
            let variant = if i == 1 { Variant::Halma10x10 } else { Variant::Halma8x8 };
            play(s, (a, b), variant, true, 4, win(winner)).await;
        }
        let before = [s.ratings().ratings_of(a).await.unwrap(), s.ratings().ratings_of(b).await.unwrap()];
        let history = s.ratings().history(a).await.unwrap();
        db.execute("DELETE FROM rating_history").await;
        db.execute("DELETE FROM ratings").await;
        let out = crate::support::server::run(&["ratings", "rebuild"], &[("HALMA_DATABASE_URL", db.url.as_str())], "");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
        assert!(text.contains("3 rated game(s) replayed"), "{text}");
        assert_eq!([s.ratings().ratings_of(a).await.unwrap(), s.ratings().ratings_of(b).await.unwrap()], before);
        assert_eq!(s.ratings().history(a).await.unwrap(), history);
    }

    async fn an_admins_correction_re_rates(db) {
        let (mut alice, a) = db.player("alice").await;
        let (_bob, b) = db.player("bob").await;
        let mut referee = admin(&db).await;
        let s = db.store.as_ref();
        let id = play(s, (a, b), Variant::Embargo, true, 4, win(Color::White)).await;
        let before = s.ratings().ratings_of(a).await.unwrap()[0].rating;
        assert!(before.rating > 1500.0);
        let correction = [("ply", "4"), ("was", "1-0"), ("result", "black"), ("reason", "White's clock was wrong")];
        referee.get(&format!("/admin/games/{id}")).await.expect_status(200);
        referee.post(&format!("/admin/games/{id}"), &correction).await.expect_status(303);
        let after = s.ratings().ratings_of(a).await.unwrap()[0].rating;
        assert_eq!(after, rate(Rating::START, Rating::START, Some(Color::Black)).0);
        let page = alice.get("/users/alice/ratings").await;
        assert_eq!(ratings_shown(&page.body, "embargo"), [after.shown()]);
        assert_eq!(page.body.matches("<circle").count(), 1);
    }

    async fn offers_and_auto_match_carry_rated_and_range(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let (mut cid, _) = db.player("cid").await;
        // An unrated game posted and joined: unrated.
        alice.get("/waiting-room/new").await;
        alice.post("/waiting-room/new", &[("game", "halma-8x8"), ("days", "3"), ("rated", "no")]).await.expect_status(303);
        let page = bob.get("/waiting-room").await;
        assert!(page.contains("not rated"), "{}", page.body);
        assert!(page.contains(r#"alice</a> <span class="rating">1500?</span>"#), "{}", page.body);
        let offer = s_offer(&db, a).await;
        bob.post(&format!("/waiting-room/{offer}/join"), &[]).await.expect_status(303);
        let games = db.store.games().games_waiting(b).await.unwrap();
        let games_to_move = db.store.games().games_to_move(b).await.unwrap();
        let game = games.iter().chain(&games_to_move).next().expect("a game").id;
        assert!(!db.store.games().game(game).await.unwrap().unwrap().rated);
        alice.post("/waiting-room/new", &[("game", "halma-8x8"), ("days", "3"), ("rated", "maybe")]).await.expect_status(400);

        // Alice is far above Cid after beating Bob three times.
        for _ in 0..3 {
            play(db.store.as_ref(), (a, b), Variant::Halma8x8, true, 4, win(Color::White)).await;
        }
        alice.get("/waiting-room/auto-match").await;
        let page = alice.post("/waiting-room/auto-match", &[("game", "halma-8x8"), ("days", "3"), ("range", "100")]).await;
        assert!(page.contains("Nobody is waiting"), "{}", page.body);
        cid.get("/waiting-room/auto-match").await;
        let page = cid.post("/waiting-room/auto-match", &[("game", "halma-8x8"), ("days", "3"), ("range", "")]).await;
        assert!(page.contains("Nobody is waiting"), "out of Alice's range: {}", page.body);
        cid.post("/waiting-room/auto-match", &[("game", "halma-8x8"), ("days", "3"), ("range", "-5")]).await.expect_status(400);
        // Bob (far below Alice too) with no range pairs with Cid, who waited.
        bob.get("/waiting-room/auto-match").await;
        let page = bob.post("/waiting-room/auto-match", &[("game", "halma-8x8"), ("days", "3")]).await;
        page.expect_status(303);
    }
}

async fn s_offer(db: &TestDb, poster: store::UserId) -> store::OfferId {
    db.store.offers().offers_by(poster).await.unwrap()[0].id
}
