//! The reference bot (`examples/bot.rs`): its strategy finishes games on its
//! own, and two bots play a whole Halma 8×8 game to a win through the JSON API
//! alone, on both databases, which the game page then shows.

use std::{collections::HashSet, net::SocketAddr};

use halma::{store::GameStatus, Config};
use halma_rules::{Game, Outcome, Position, Reason, Rules, Variant};

#[path = "../../examples/bot.rs"]
#[allow(dead_code)]
mod reference;

use reference::{choose, Bot};

/// Two copies of the strategy against each other from the start: the game
/// ends with a win by the target, never a loss by the yard rule or a draw.
#[test]
fn the_strategy_wins_games_on_its_own() {
    for variant in [Variant::Halma8x8, Variant::Halma10x10] {
        let rules = Rules::new(variant);
        let mut game = Game::new(rules, Position::start(variant));
        let mut seen = [HashSet::new(), HashSet::new()];
        let mut plies = 0;
        while game.outcome().is_none() {
            let mover = game.position().turn() as usize;
            let m = choose(game.position(), rules.camp, &seen[mover]).expect("a move");
            game.play(&m).expect("a legal move");
            seen[mover].insert(game.position().key());
            plies += 1;
            assert!(plies < 2_000, "{variant}: no end after {plies} plies");
        }
        match game.outcome() {
            Some(Outcome::Win {
                reason: Reason::TargetReached,
                ..
            }) => {}
            other => panic!("{variant}: {other:?} after {plies} plies"),
        }
    }
}

both_backends! {
    async fn two_bots_play_a_whole_game_through_the_api(db) {
        // Bots ask often; the operator may allow them more than the default.
        let config = || Config { api_requests_per_minute: 100_000, ..Config::default() };
        let (mut ann, ann_id) = db.player_with("ann", config()).await;
        let (mut bob, _) = db.player_with("bob", config()).await;
        let ann_token = crate::api::make_token(&mut ann, "ann's bot").await;
        let bob_token = crate::api::make_token(&mut bob, "bob's bot").await;

        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("a port");
        let base = format!("http://{}", listener.local_addr().expect("address"));
        let app = db.app_with(config());
        tokio::spawn(async move {
            axum::serve(listener, app.into_make_service_with_connect_info::<SocketAddr>())
                .await
                .expect("serve");
        });

        // Ann's program invites Bob's; Bob's accepts; they play it out.
        let http = reqwest::Client::new();
        let posted = http
            .post(format!("{base}/api/v1/offers"))
            .header("authorization", format!("Bearer {ann_token}"))
            .header("content-type", "application/json")
            .body(r#"{"game": "halma-8x8", "colour": "white", "opponent": "bob"}"#)
            .send()
            .await
            .expect("post the offer");
        assert_eq!(posted.status().as_u16(), 201, "{}", posted.text().await.unwrap_or_default());
        let mut white = Bot::new(&base, &ann_token, false);
        let mut black = Bot::new(&base, &bob_token, false);
        assert_eq!(white.take_offers().await.expect("ann's offers"), 0, "her own offer is not for her");
        assert_eq!(black.take_offers().await.expect("bob's offers"), 1, "bob accepts the invitation");
        let to_move = db.store.games().games_to_move(ann_id).await.expect("ann's games");
        assert_eq!(to_move.len(), 1, "one game, ann to move as White");
        let id = to_move[0].id;

        let mut plies = 0;
        loop {
            let moved = white.play_turns().await.expect("white plays")
                + black.play_turns().await.expect("black plays");
            if moved == 0 {
                break;
            }
            plies += moved;
            assert!(plies < 1_000, "no end after {plies} plies");
        }
        let row = db.store.games().game(id).await.expect("read").expect("the game");
        assert_eq!(row.status, GameStatus::Finished, "the bots stop when it is over");
        assert_eq!(row.ply as usize, plies, "every move the bots made is in the game");
        let verdict = row.verdict.expect("a result");
        assert!(verdict.winner.is_some(), "a win, not a draw: {verdict:?}");

        // The game page shows the end of it to a visitor.
        let page = db.client().get(&format!("/games/{id}")).await;
        page.expect_status(200);
        assert!(page.contains(&verdict.describe(&row.rules)), "{}", page.body);
    }
}
