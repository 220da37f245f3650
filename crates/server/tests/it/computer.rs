//! Computer players, on both databases: their accounts cannot log in and are
//! marked where names show; Play the computer (and an invitation from New
//! game) starts an unrated game at once; the computer's job replies with a
//! legal move through the same Submit as a player's; a game runs to its end;
//! two passes at once make one move.

use crate::support::{Client, Page, TestDb};
use halma::domain::clock::VacationPolicy;
use halma::domain::computer;
use halma::store::{now, GameId, GameRow, GameStatus, UserId};
use halma_engine::{Budget, Engine, Level};
use halma_rules::{Color, Game, Move};

/// The game a redirect to `/games/{id}` names.
#[track_caller]
fn game_of(page: &Page) -> GameId {
    assert_eq!(page.status.as_u16(), 303, "{}", page.body);
    let to = page.location.as_deref().expect("a redirect");
    to.strip_prefix("/games/")
        .and_then(|id| id.parse().ok())
        .unwrap_or_else(|| panic!("not a game: {to}"))
}

async fn row(db: &TestDb, id: GameId) -> GameRow {
    db.store
        .games()
        .game(id)
        .await
        .expect("read")
        .expect("the game")
}

/// The game as the rules crate replays it from the stored moves.
async fn replayed(db: &TestDb, id: GameId) -> Game {
    let state = halma::domain::GameState::load(db.store.as_ref(), id)
        .await
        .expect("load");
    state.replay().expect("every stored move is legal")
}

/// Submits a move through the game page's form, as a player does.
async fn submit(client: &mut Client, id: GameId, ply: i64, m: &Move) -> Page {
    client.get(&format!("/games/{id}?path={m}")).await;
    client
        .post(
            &format!("/games/{id}/move"),
            &[("ply", &ply.to_string()), ("path", &m.to_string())],
        )
        .await
}

/// One pass of the computers' job, now.
async fn pass(db: &TestDb) -> Vec<computer::Moved> {
    computer::move_due(db.store.as_ref(), VacationPolicy::default(), now())
        .await
        .expect("the pass runs")
}

/// Starts a game from the Play the computer page.
async fn play_computer(c: &mut Client, fields: &[(&str, &str)]) -> GameId {
    let form = c.get("/play-computer").await;
    form.expect_status(200);
    assert!(form.contains(r#"action="/waiting-room/new""#));
    assert!(form.contains(r#"name="rated" value="no""#));
    for level in 1..=5 {
        assert!(
            form.contains(&format!(r#"value="computer-{level}""#)),
            "level {level}"
        );
    }
    game_of(&c.post("/waiting-room/new", fields).await)
}

/// `POST /api/v1/offers` with `token` and a JSON body.
async fn api_post(db: &TestDb, token: &str, body: &str) -> Page {
    let req = axum::http::Request::post("/api/v1/offers")
        .header("authorization", format!("Bearer {token}"))
        .header("content-type", "application/json")
        .body(axum::body::Body::from(body.to_owned()))
        .expect("request");
    db.client().send(req).await
}

fn computer_id(level: u8) -> UserId {
    computer::account(level).expect("a level")
}

both_backends! {
    async fn computer_accounts_exist_cannot_log_in_and_are_marked(db) {
        for level in 1..=5u8 {
            let user = db.store.users().user_by_name(&format!("computer-{level}")).await.unwrap().expect("the account");
            assert_eq!(user.id, computer_id(level));
            assert_eq!(computer::level_of(user.id), Some(level));
        }
        // No password opens a computer's account, not even its stored hash.
        let mut c = db.client();
        for password in ["!", "", "correct horse", "computer-3"] {
            let page = c.login("computer-3", password).await;
            page.expect_status(401);
            assert!(page.contains("Wrong userid or password."));
        }
        assert!(c.get("/status").await.location.as_deref().is_some_and(|l| l.starts_with("/login")));
        // Nobody signs up under a computer's name.
        let page = c.register("Computer-3", "another password").await;
        assert!(!page.status.is_redirection(), "{}", page.status);
        // The profile says what it is, and people's profiles do not.
        let (mut alice, _) = db.player("alice").await;
        let profile = alice.get("/users/computer-3").await;
        profile.expect_status(200);
        assert!(profile.contains("(computer, level 3)"));
        assert!(!alice.get("/users/alice").await.contains("(computer"));
    }

    async fn play_the_computer_starts_an_unrated_game_and_the_computer_replies(db) {
        let (mut alice, a) = db.player("alice").await;
        // New game links to Play the computer.
        assert!(alice.get("/waiting-room/new").await.contains(r#"href="/play-computer""#));
        let id = play_computer(&mut alice, &[("opponent", "computer-3"), ("game", "halma-8x8"), ("camp", ""), ("repetition", "auto"), ("colour", "white"), ("days", "3"), ("rated", "no")]).await;
        let game = row(&db, id).await;
        assert_eq!(game.status, GameStatus::Active);
        assert!(!game.rated, "games against the computer are not rated");
        assert_eq!((game.white.id, game.black.id), (a, computer_id(3)));
        let page = alice.get(&format!("/games/{id}")).await;
        page.expect_status(200);
        assert!(page.contains("(computer, level 3)"));
        // Nothing to do while it is Alice's turn.
        assert!(pass(&db).await.is_empty());
        let mut replay = replayed(&db, id).await;
        let first = replay.position().legal_moves()[0];
        submit(&mut alice, id, 0, &first).await.expect_status(303);
        assert_eq!(row(&db, id).await.to_move, Some(computer_id(3)));
        // The job replies with a legal move, stored as any other.
        let moved = pass(&db).await;
        assert_eq!(moved.len(), 1, "{moved:?}");
        assert_eq!((moved[0].game, moved[0].computer, moved[0].ply), (id, computer_id(3), 2));
        replay.play(&first).unwrap();
        let reply: Move = moved[0].path.parse().unwrap();
        assert!(replay.position().legal_moves().contains(&reply), "{reply} is legal");
        let game = row(&db, id).await;
        assert_eq!((game.ply, game.to_move), (2, Some(a)));
        let page = alice.get(&format!("/games/{id}")).await;
        assert!(page.contains(&moved[0].path));
        // A second pass has nothing to do: it is Alice's turn again.
        assert!(pass(&db).await.is_empty());
        // Alice resigns; the game is over and the computer plays no more.
        let asked = alice.post(&format!("/games/{id}/resign"), &[("ply", "2")]).await;
        asked.expect_status(200);
        alice.post(&format!("/games/{id}/resign"), &[("ply", "2"), ("confirm", "yes")]).await.expect_status(303);
        let game = row(&db, id).await;
        assert_eq!(game.status, GameStatus::Finished);
        assert!(pass(&db).await.is_empty());
        assert_eq!(row(&db, id).await.ply, 2);
        // Rematch: the computer takes it at once, the colours swapped.
        alice.get(&format!("/games/{id}")).await;
        let again = game_of(&alice.post(&format!("/games/{id}/rematch"), &[]).await);
        let game = row(&db, again).await;
        assert_eq!((game.white.id, game.black.id, game.rated), (computer_id(3), a, false));
        assert_eq!(pass(&db).await.len(), 1, "the computer opens the rematch");
    }

    async fn an_invitation_through_the_api_answers_the_game(db) {
        let (mut alice, a) = db.player("alice").await;
        let token = crate::api::make_token(&mut alice, "bot").await;
        let page = api_post(&db, &token, r#"{"game": "halma-8x8", "colour": "white", "opponent": "computer-2"}"#).await;
        page.expect_status(201);
        let body: serde_json::Value = serde_json::from_str(&page.body).unwrap();
        assert_eq!(body["invitation"], true);
        let id: GameId = body["game"].as_str().expect("the game").parse().unwrap();
        let game = row(&db, id).await;
        assert_eq!((game.white.id, game.black.id, game.rated), (a, computer_id(2), false));
        // A token stored for a computer account (none can be made) opens nothing.
        let secret = "halma_computer_token_for_the_test";
        db.store
            .tokens()
            .create_token(
                halma::store::NewToken { user: computer_id(2), name: "x", token_hash: &halma::api::token_hash(secret), at: now() },
                10,
            )
            .await
            .expect("stored");
        api_post(&db, secret, r#"{"game": "halma-8x8"}"#).await.expect_status(401);
    }

    async fn computers_invited_to_a_game_for_three_take_their_seats_and_play(db) {
        use halma::domain::seat_play::{self, SeatSubmit, SeatTable};
        let (_, a) = db.player("alice").await;
        // Posted as New game posts it (whose one field of names holds only 20
        // characters in all, for now).
        let invite = ["computer-2".to_owned(), "computer-4".to_owned()];
        halma::domain::seat_offers::post(
            db.store.as_ref(),
            halma::domain::seat_offers::SeatPost {
                poster: a,
                rules: halma_rules::SeatRules::new(halma_rules::SeatVariant::StarThree),
                colour: None,
                days_per_move: 3,
                invite: &invite,
                max_open: 10,
                rated: true,
                clock: Default::default(),
            },
            now(),
        )
        .await
        .expect("posted");
        // The computers took their seats at once: the game started, unrated.
        assert!(db.store.seat_offers().seat_offers(100).await.unwrap().is_empty());
        let games = db.store.seat_games().seat_games_of(a, 10).await.unwrap();
        assert_eq!(games.len(), 1);
        let id = games[0].id;
        let table = SeatTable::load(db.store.as_ref(), id).await.expect("the game");
        assert!(!table.row.rated);
        let mut seated: Vec<UserId> = table.row.seats.iter().map(|s| s.player.id).collect();
        seated.sort();
        let mut expected = vec![a, computer_id(2), computer_id(4)];
        expected.sort();
        assert_eq!(seated, expected);
        // Twelve plies: Alice plays level 1's moves, the job the computers'.
        let helper = Engine::new(Level::new(1).unwrap());
        for ply in 0..12i64 {
            let table = SeatTable::load(db.store.as_ref(), id).await.expect("every stored move is legal");
            assert_eq!(table.row.ply, ply);
            let to_move = table.seat_to_move().expect("a seat to move").player.id;
            if to_move == a {
                let m = helper.choose(table.game(), Budget::LEVEL).expect("a move").mv;
                let path = table.row.rules.variant.board().move_text(&m).to_string();
                seat_play::submit(db.store.as_ref(), SeatSubmit { game: id, actor: a, ply, path: &path }, now()).await.expect("Alice's move");
            } else {
                let moved = pass(&db).await;
                assert_eq!(moved.len(), 1, "a computer moves at ply {ply}");
                assert_eq!(moved[0].computer, to_move);
            }
        }
    }

    async fn an_invitation_from_new_game_is_taken_at_once_and_not_rated(db) {
        let (mut alice, a) = db.player("alice").await;
        alice.get("/waiting-room/new?opponent=computer-5").await.expect_status(200);
        let page = alice.post("/waiting-room/new", &[("game", "halma-8x8"), ("camp", ""), ("repetition", "auto"), ("colour", "black"), ("days", "3"), ("opponent", "computer-5"), ("rated", "yes")]).await;
        let id = game_of(&page);
        let game = row(&db, id).await;
        assert!(!game.rated);
        assert_eq!((game.white.id, game.black.id), (computer_id(5), a));
        // No offer is left waiting in the room.
        assert!(db.store.offers().offers_by(a).await.unwrap().is_empty());
        // The computer has White: it moves first.
        let moved = pass(&db).await;
        assert_eq!(moved.len(), 1);
        let game = row(&db, id).await;
        assert_eq!((game.ply, game.to_move), (1, Some(a)));
        let replay = replayed(&db, id).await;
        assert_eq!(replay.moves().len(), 1);
    }

    async fn a_game_against_computer_3_runs_to_its_end_with_the_computer_moving_on_its_own(db) {
        let (mut alice, a) = db.player("alice").await;
        // Alice invites computer-3 from New game; the invitation is taken at once.
        alice.get("/waiting-room/new?opponent=computer-3").await.expect_status(200);
        let page = alice.post("/waiting-room/new", &[("game", "halma-8x8"), ("camp", ""), ("repetition", "auto"), ("colour", "white"), ("days", "3"), ("opponent", "computer-3"), ("rated", "no")]).await;
        let id = game_of(&page);
        assert_eq!(row(&db, id).await.black.id, computer_id(3));
        // The computers' job runs by itself, as `halma serve` runs it.
        let job = tokio::spawn(computer::run(db.store.clone(), VacationPolicy::default(), std::time::Duration::from_millis(20)));
        // Alice plays level 2's moves by the game page's Submit whenever it
        // is her turn, and otherwise waits.
        let helper = Engine::new(Level::new(2).unwrap());
        let mut waited = 0;
        loop {
            let game = row(&db, id).await;
            if game.status != GameStatus::Active {
                break;
            }
            assert!(game.ply < 400, "the game ends within 400 plies");
            if game.to_move == Some(a) {
                let replay = replayed(&db, id).await;
                assert_eq!(replay.position().turn(), Color::White);
                let choice = helper.choose(&replay, Budget::LEVEL).expect("a move");
                submit(&mut alice, id, game.ply, &choice.mv).await.expect_status(303);
                waited = 0;
            } else {
                waited += 1;
                assert!(waited < 3000, "the computer moves by itself at ply {}", game.ply);
                tokio::time::sleep(std::time::Duration::from_millis(10)).await;
            }
        }
        job.abort();
        let game = row(&db, id).await;
        assert_eq!(game.status, GameStatus::Finished);
        assert!(!game.rated);
        let verdict = game.verdict.as_ref().expect("a result");
        let replay = replayed(&db, id).await;
        assert!(replay.outcome().is_some(), "the rules ended it: {}", verdict.result());
        assert_eq!(replay.moves().len() as i64, game.ply, "one stored move a ply");
        assert!(pass(&db).await.is_empty());
    }

    async fn two_passes_at_once_make_one_move(db) {
        let (mut alice, a) = db.player("alice").await;
        let id = play_computer(&mut alice, &[("opponent", "computer-4"), ("game", "halma-10x10"), ("camp", ""), ("repetition", "auto"), ("colour", "black"), ("days", "3"), ("rated", "no")]).await;
        assert_eq!(row(&db, id).await.to_move, Some(computer_id(4)));
        let (one, two) = tokio::join!(pass(&db), pass(&db));
        assert_eq!(one.len() + two.len(), 1, "one move for one ply: {one:?} {two:?}");
        let game = row(&db, id).await;
        assert_eq!((game.ply, game.to_move), (1, Some(a)));
        assert_eq!(replayed(&db, id).await.moves().len(), 1);
    }

    async fn the_poster_seats_computers_at_the_open_seats_of_an_unrated_game(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, _) = db.player("bob").await;
        // Alice posts Chinese checkers for three, not rated, and waits.
        alice.get("/waiting-room/new").await.expect_status(200);
        alice.post("/waiting-room/new", &[("game", "star-3"), ("days", "3"), ("rated", "no")]).await.expect_redirect("/waiting-room");
        let offers = db.store.seat_offers().seat_offers(100).await.unwrap();
        assert_eq!(offers.len(), 1);
        let offer = offers[0].id;
        assert!(!offers[0].rated);
        // Her waiting room offers her the computers; Bob's does not.
        let room = alice.get("/waiting-room").await;
        assert!(room.contains(&format!(r#"action="/waiting-room/{offer}/computer""#)), "{}", room.body);
        assert!(room.contains("Seat a computer"));
        assert!(!bob.get("/waiting-room").await.contains("Seat a computer"));
        // Bob may not seat one at Alice's game.
        let refused = bob.post(&format!("/waiting-room/{offer}/computer"), &[("level", "2")]).await;
        assert_eq!(refused.status.as_u16(), 403, "{}", refused.body);
        assert!(refused.contains("Only the player who posted a game can cancel it or seat a computer at it."));
        // No level 9, and no form without a token.
        let refused = alice.post(&format!("/waiting-room/{offer}/computer"), &[("level", "9")]).await;
        assert!(refused.status.is_client_error() && refused.contains("levels 1 to 5"), "{}", refused.body);
        // Level 2 sits down; the game waits for its third player.
        alice.post(&format!("/waiting-room/{offer}/computer"), &[("level", "2")]).await.expect_redirect("/waiting-room");
        let row = db.store.seat_offers().seat_offer(offer).await.unwrap().expect("still waiting");
        assert!(row.seats_player(computer_id(2)));
        // Level 2 takes one seat only; the form no longer offers it.
        let room = alice.get("/waiting-room").await;
        assert!(!room.contains(r#"<option value="2">"#) && room.contains(r#"<option value="4">"#), "{}", room.body);
        let refused = alice.post(&format!("/waiting-room/{offer}/computer"), &[("level", "2")]).await;
        assert_eq!(refused.status.as_u16(), 409, "{}", refused.body);
        assert!(refused.contains("The computer of level 2 already sits at this game"));
        // Level 4 takes the last seat: the game starts, unrated, and goes to it.
        let page = alice.post(&format!("/waiting-room/{offer}/computer"), &[("level", "4")]).await;
        let id = game_of(&page);
        let table = halma::domain::seat_play::SeatTable::load(db.store.as_ref(), id).await.expect("the game");
        assert!(!table.row.rated);
        let mut seated: Vec<UserId> = table.row.seats.iter().map(|s| s.player.id).collect();
        seated.sort();
        let mut expected = vec![a, computer_id(2), computer_id(4)];
        expected.sort();
        assert_eq!(seated, expected);
        assert!(db.store.seat_offers().seat_offers(100).await.unwrap().is_empty());
    }

    async fn a_rated_game_takes_no_computer(db) {
        let (mut alice, _) = db.player("alice").await;
        alice.get("/waiting-room/new").await.expect_status(200);
        alice.post("/waiting-room/new", &[("game", "star-3"), ("days", "3"), ("rated", "yes")]).await.expect_redirect("/waiting-room");
        let offer = db.store.seat_offers().seat_offers(100).await.unwrap()[0].id;
        assert!(!alice.get("/waiting-room").await.contains("Seat a computer"));
        let refused = alice.post(&format!("/waiting-room/{offer}/computer"), &[("level", "3")]).await;
        assert_eq!(refused.status.as_u16(), 409, "{}", refused.body);
        assert!(refused.contains("never rated"));
        let row = db.store.seat_offers().seat_offer(offer).await.unwrap().expect("still waiting");
        assert!(!row.seats_player(computer_id(3)));
    }

    async fn games_against_the_computer_are_left_out_of_the_statistics(db) {
        let (mut alice, a) = db.player("alice").await;
        let (_, b) = db.player("bob").await;
        // A game between people counts; two against the computer do not, one
        // of them finished.
        crate::store::ratings::play(db.store.as_ref(), (a, b), halma_rules::Variant::Halma8x8, false, 2, None).await;
        let id = play_computer(&mut alice, &[("opponent", "computer-1"), ("game", "halma-8x8"), ("camp", ""), ("repetition", "auto"), ("colour", "white"), ("days", "3"), ("rated", "no")]).await;
        play_computer(&mut alice, &[("opponent", "computer-2"), ("game", "halma-8x8"), ("camp", ""), ("repetition", "auto"), ("colour", "black"), ("days", "3"), ("rated", "no")]).await;
        alice.get(&format!("/games/{id}")).await.expect_status(200);
        let resigned = alice.post(&format!("/games/{id}/resign"), &[("ply", "0"), ("confirm", "yes")]).await;
        assert!(resigned.status.is_redirection(), "{}", resigned.body);
        assert_eq!(row(&db, id).await.status, GameStatus::Finished);
        let counters = db.store.stats().counters(Some("halma-8x8")).await.unwrap();
        assert_eq!(counters.started, 1);
        assert!(counters.finished.is_empty(), "{:?}", counters.finished);
        // Alice is not among the month's most active players for it.
        let page = alice.get("/stats/halma-8x8").await;
        assert!(!page.contains(r#"<tr data-user="alice">"#), "{}", page.body);
    }

    async fn the_computers_turns_are_found_by_index(db) {
        let (mut alice, _) = db.player("alice").await;
        play_computer(&mut alice, &[("opponent", "computer-2"), ("game", "halma-8x8"), ("camp", ""), ("repetition", "auto"), ("colour", "black"), ("days", "3"), ("rated", "no")]).await;
        let plan = db.query_plan(halma::store::sql::COMPUTER_TURNS, &[], &["seqscan"]).await.join("\n");
        assert!(plan.contains("games_to_move"), "{plan}");
        assert!(!plan.contains("games_status_deadline"), "{plan}");
        assert!(!plan.contains("Seq Scan") && !plan.contains("SCAN games"), "{plan}");
    }
}

/// Two `halma serve` processes on one Postgres database, both running the
/// computers' job every second: the computer makes one move a ply, whichever
/// server's pass gets there first.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_on_one_postgres_move_once_for_the_computer() {
    use crate::support::server::Server;
    use halma::domain::play;
    use std::time::{Duration as StdDuration, Instant};
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let alice = db
        .store
        .users()
        .create_user(halma::store::NewUser {
            username: "alice",
            password_hash: "h",
            is_admin: false,
        })
        .await
        .expect("alice")
        .id;
    // Level 5 thinks a quarter of a second: long enough for both servers'
    // passes to overlap.
    let id = db
        .new_game(
            halma_rules::Rules::new(halma_rules::Variant::Halma8x8),
            computer_id(5),
            alice,
            3,
        )
        .await;
    let env = [
        ("HALMA_DATABASE_URL", db.url.as_str()),
        ("HALMA_COMPUTER_INTERVAL_SECS", "1"),
        ("RUST_LOG", "info"),
    ];
    let mut one = Server::start(&env);
    let mut two = Server::start(&env);
    one.wait_healthy().await;
    two.wait_healthy().await;
    let logs = |one: &Server, two: &Server| format!("{}\n{}", one.log(), two.log());
    let alice_plays = Engine::new(Level::new(1).unwrap());
    for round in 0..4i64 {
        // The computer (White) answers within a few seconds.
        let deadline = Instant::now() + StdDuration::from_secs(30);
        while row(&db, id).await.ply < 2 * round + 1 {
            assert!(
                Instant::now() < deadline,
                "no move in round {round}:\n{}",
                logs(&one, &two)
            );
            tokio::time::sleep(StdDuration::from_millis(100)).await;
        }
        // Both servers' passes had their chance at this ply.
        tokio::time::sleep(StdDuration::from_millis(2500)).await;
        let game = row(&db, id).await;
        assert_eq!(
            (game.ply, game.to_move),
            (2 * round + 1, Some(alice)),
            "{}",
            logs(&one, &two)
        );
        assert_eq!(
            logs(&one, &two).matches("computer moved").count() as i64,
            round + 1,
            "{}",
            logs(&one, &two)
        );
        let replay = replayed(&db, id).await;
        let m = alice_plays
            .choose(&replay, Budget::LEVEL)
            .expect("a move")
            .mv;
        let path = m.to_string();
        play::submit(
            db.store.as_ref(),
            VacationPolicy::default(),
            play::Submit {
                game: id,
                actor: alice,
                ply: game.ply,
                path: &path,
                offer_draw: false,
            },
            now(),
        )
        .await
        .expect("Alice's move");
    }
    one.stop();
    two.stop();
}
