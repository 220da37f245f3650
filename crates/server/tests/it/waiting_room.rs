//! The waiting room over HTTP, on both databases: New game, Join, Cancel,
//! invitations, the offer limit, refused fields, Auto-Match, and players racing
//! for one game. The tests follow the pages' own forms and links.

use crate::support::{Client, Page, TestDb};
use halma::{
    store::{GameId, OfferId, UserId},
    Config,
};
use halma_rules::{CampRule, RepetitionRule, Rules, Variant};

/// The `action` of every POST form of the page whose submit button reads `button`.
fn form_actions(page: &Page, button: &str) -> Vec<String> {
    let wanted = format!(">{button}</button>");
    page.body
        .split("<form")
        .skip(1)
        .filter_map(|rest| {
            let form = &rest[..rest.find("</form>")?];
            if !form.contains(&wanted) || !form.contains("method=\"post\"") {
                return None;
            }
            let start = form.find("action=\"")? + "action=\"".len();
            let end = form[start..].find('"')? + start;
            Some(form[start..end].to_owned())
        })
        .collect()
}

/// The one form with this button.
#[track_caller]
fn the_form(page: &Page, button: &str) -> String {
    let actions = form_actions(page, button);
    assert_eq!(
        actions.len(),
        1,
        "forms with {button}: {actions:?}\n{}",
        page.body
    );
    actions[0].clone()
}

/// The game a redirect to `/games/{id}` names.
#[track_caller]
fn game_of(page: &Page) -> GameId {
    assert_eq!(page.status.as_u16(), 303, "{}", page.body);
    let to = page.location.as_deref().expect("a redirect");
    to.strip_prefix("/games/")
        .and_then(|id| id.parse().ok())
        .unwrap_or_else(|| panic!("not a game: {to}"))
}

/// Posts a game through the New game form.
async fn post_game(c: &mut Client, fields: &[(&str, &str)]) -> Page {
    let form = c.get("/waiting-room/new").await;
    form.expect_status(200);
    assert_eq!(the_form(&form, "Post game"), "/waiting-room/new");
    c.post("/waiting-room/new", fields).await
}

async fn games_of(db: &TestDb, user: UserId) -> usize {
    db.store
        .games()
        .games_to_move(user)
        .await
        .expect("list")
        .len()
        + db.store
            .games()
            .games_waiting(user)
            .await
            .expect("list")
            .len()
}

async fn offers_of(db: &TestDb, user: UserId) -> Vec<OfferId> {
    db.store
        .offers()
        .offers_by(user)
        .await
        .expect("list")
        .into_iter()
        .map(|o| o.id)
        .collect()
}

both_backends! {
    async fn the_pages_need_a_login(db) {
        let mut c = db.client();
        for path in ["/waiting-room/new", "/waiting-room/auto-match", "/status", "/next"] {
            let page = c.get(path).await;
            assert!(page.status.is_redirection(), "{path}: {}", page.status);
            assert!(page.location.as_deref().is_some_and(|l| l.starts_with("/login")), "{path}");
        }
    }

    async fn the_new_game_form_has_the_fields_of_web_md(db) {
        let (mut c, a) = db.player("alice").await;
        // On its own page, and at the foot of the waiting room.
        for page in ["/waiting-room/new", "/waiting-room"] {
            let form = c.get(page).await;
            form.expect_status(200);
            for field in ["game", "camp", "repetition", "colour", "days", "opponent", "csrf"] {
                assert!(form.contains(&format!("name=\"{field}\"")), "{page}: no field {field}");
            }
            for value in ["halma-8x8", "halma-10x10", "halma-16x16", "embargo", "deadline", "fill", "auto", "claim", "white", "black", "random"] {
                assert!(form.contains(&format!("value=\"{value}\"")), "{page}: no option {value}");
            }
            assert_eq!(the_form(&form, "Post game"), "/waiting-room/new", "{page}");
        }
        // Posted from the waiting room itself.
        c.post("/waiting-room/new", &[("game", "embargo"), ("camp", "deadline"), ("repetition", "auto"), ("colour", "random"), ("days", "3")])
            .await
            .expect_redirect("/waiting-room");
        assert_eq!(offers_of(&db, a).await.len(), 1);
        let nav = c.get("/waiting-room").await;
        for link in ["/status", "/waiting-room/new", "/waiting-room", "/waiting-room/auto-match"] {
            assert!(nav.contains(&format!("href=\"{link}\"")), "no link {link}");
        }
    }

    async fn a_posted_game_is_joined_from_the_waiting_room(db) {
        let (mut alice, alice_id) = db.player("alice").await;
        let (mut bob, bob_id) = db.player("bob").await;
        post_game(&mut alice, &[("game", "halma-10x10"), ("camp", "fill"), ("repetition", "claim"), ("colour", "black"), ("days", "5")])
            .await
            .expect_redirect("/waiting-room");

        // Alice sees her post with Cancel, and nothing to join.
        let own = alice.get("/waiting-room").await;
        own.expect_status(200);
        assert!(form_actions(&own, "Join").is_empty());
        assert_eq!(form_actions(&own, "Cancel").len(), 1);

        let room = bob.get("/waiting-room").await;
        room.expect_status(200);
        assert!(room.contains("alice") && room.contains("Halma 10×10"));
        assert!(room.contains("href=\"/rules/halma-10x10\""));
        assert!(room.contains("fill rule") && room.contains("5 days per move"));
        let join = the_form(&room, "Join");
        let game = game_of(&bob.post(&join, &[]).await);

        let g = db.store.games().game(game).await.expect("read").expect("the game");
        assert_eq!((g.white.id, g.black.id), (bob_id, alice_id), "alice asked for Black");
        assert_eq!(g.rules, Rules { variant: Variant::Halma10x10, camp: CampRule::Fill, repetition: RepetitionRule::Claim });
        assert_eq!(g.days_per_move, 5);
        assert_eq!(g.to_move, Some(bob_id));

        // The offer is gone from both rooms, and the game is on both status pages.
        assert!(form_actions(&bob.get("/waiting-room").await, "Join").is_empty());
        assert!(form_actions(&alice.get("/waiting-room").await, "Cancel").is_empty());
        let bobs = bob.get("/status").await;
        assert!(bobs.contains(&format!("<a href=\"/games/{game}\">alice</a>")));
        let alices = alice.get("/status").await;
        assert!(alices.contains(&format!("<a href=\"/games/{game}\">bob</a>")));
        // Joining again finds it taken.
        let again = bob.post(&join, &[]).await;
        again.expect_status(409);
        assert!(again.contains("already taken"));
    }

    async fn colours_follow_the_posters_choice(db) {
        let (mut alice, alice_id) = db.player("alice").await;
        let (mut bob, _) = db.player("bob").await;
        post_game(&mut alice, &[("game", "embargo"), ("colour", "white"), ("days", "1")]).await.expect_redirect("/waiting-room");
        let join = the_form(&bob.get("/waiting-room").await, "Join");
        let game = game_of(&bob.post(&join, &[]).await);
        let g = db.store.games().game(game).await.expect("read").expect("the game");
        assert_eq!(g.white.id, alice_id);
        // Fields left out take their defaults: the game's first camp rule, auto.
        assert_eq!(g.rules, Rules::new(Variant::Embargo));
    }

    async fn nobody_joins_their_own_game(db) {
        let (mut alice, alice_id) = db.player("alice").await;
        post_game(&mut alice, &[("game", "halma-8x8"), ("days", "3")]).await.expect_redirect("/waiting-room");
        let offer = offers_of(&db, alice_id).await[0];
        alice.get("/waiting-room").await;
        let page = alice.post(&format!("/waiting-room/{offer}/join"), &[]).await;
        page.expect_status(400);
        assert!(page.contains("your own game"));
        assert_eq!(games_of(&db, alice_id).await, 0);
        assert_eq!(offers_of(&db, alice_id).await, vec![offer]);
    }

    async fn a_poster_cancels_and_only_the_poster(db) {
        let (mut alice, alice_id) = db.player("alice").await;
        let (mut bob, _) = db.player("bob").await;
        post_game(&mut alice, &[("game", "halma-8x8"), ("days", "3")]).await.expect_redirect("/waiting-room");
        let offer = offers_of(&db, alice_id).await[0];
        bob.get("/waiting-room").await;
        bob.post(&format!("/waiting-room/{offer}/cancel"), &[]).await.expect_status(403);
        assert_eq!(offers_of(&db, alice_id).await, vec![offer]);
        // The forms' addresses opened as pages (after logging in to send one)
        // lead to the waiting room and change nothing.
        for form in ["join", "cancel", "decline"] {
            alice.get(&format!("/waiting-room/{offer}/{form}")).await.expect_redirect("/waiting-room");
        }
        assert_eq!(offers_of(&db, alice_id).await, vec![offer]);

        let room = alice.get("/waiting-room").await;
        let cancel = the_form(&room, "Cancel");
        // Each page's Cancel brings the player back to that page.
        assert!(room.contains(r#"name="next" value="/waiting-room""#));
        let status = alice.get("/status").await;
        assert_eq!(the_form(&status, "Cancel"), cancel);
        assert!(status.contains(r#"name="next" value="/status""#));
        alice.post(&cancel, &[("next", "/waiting-room")]).await.expect_redirect("/waiting-room");
        assert!(offers_of(&db, alice_id).await.is_empty());
        assert!(form_actions(&bob.get("/waiting-room").await, "Join").is_empty());
        alice.post(&cancel, &[]).await.expect_status(409);
        // No form token, no cancel.
        post_game(&mut alice, &[("game", "halma-8x8")]).await.expect_redirect("/waiting-room");
        let cancel = the_form(&alice.get("/waiting-room").await, "Cancel");
        alice.post_exact(&cancel, &[]).await.expect_status(403);
        assert_eq!(offers_of(&db, alice_id).await.len(), 1);
    }

    async fn cancel_and_decline_go_back_only_to_this_site(db) {
        let (mut alice, alice_id) = db.player("alice").await;
        let (mut bob, _) = db.player("bob").await;
        for next in ["/\t/evil.example", "//evil.example", "/\\evil.example", "/\r\nX: y", "https://evil.example"] {
            post_game(&mut alice, &[("game", "halma-8x8")]).await.expect_redirect("/waiting-room");
            let cancel = the_form(&alice.get("/waiting-room").await, "Cancel");
            alice.post(&cancel, &[("next", next)]).await.expect_redirect("/waiting-room");
            post_game(&mut alice, &[("game", "halma-8x8"), ("opponent", "bob")]).await.expect_redirect("/status");
            let decline = the_form(&bob.get("/status").await, "Decline");
            bob.post(&decline, &[("next", next)]).await.expect_redirect("/status");
        }
        assert!(offers_of(&db, alice_id).await.is_empty());
    }

    async fn an_invitation_to_a_name_no_one_can_have_is_refused_in_words(db) {
        let (mut alice, alice_id) = db.player("alice").await;
        // A NUL (which Postgres cannot even compare), other control characters,
        // and a name too long to be a userid: each refused on the form's page.
        for opponent in ["bo\u{0}b", "bob\n", "b\u{7}b", &"b".repeat(21)] {
            let page = post_game(&mut alice, &[("game", "halma-8x8"), ("opponent", opponent)]).await;
            assert!(page.status.is_client_error(), "{opponent:?}: {}", page.status);
            assert!(page.contains("<header class=\"site\">"), "{opponent:?}: {}", page.body);
            assert!(page.contains("userid"), "{opponent:?}: {}", page.body);
        }
        assert!(offers_of(&db, alice_id).await.is_empty());
    }

    async fn an_invitation_is_for_one_player(db) {
        let (mut alice, alice_id) = db.player("alice").await;
        let (mut bob, bob_id) = db.player("bob").await;
        let (mut carol, carol_id) = db.player("carol").await;
        post_game(&mut alice, &[("game", "halma-16x16"), ("colour", "white"), ("days", "7"), ("opponent", "BOB")])
            .await
            .expect_redirect("/status");
        let offer = offers_of(&db, alice_id).await[0];

        // Carol neither sees nor takes it.
        let room = carol.get("/waiting-room").await;
        assert!(form_actions(&room, "Join").is_empty());
        assert!(form_actions(&carol.get("/status").await, "Join").is_empty());
        carol.post(&format!("/waiting-room/{offer}/join"), &[]).await.expect_status(403);
        carol.post(&format!("/waiting-room/{offer}/decline"), &[]).await.expect_status(403);
        assert_eq!(games_of(&db, carol_id).await, 0);

        // Alice sees it among her offers, with Cancel.
        let alices = alice.get("/status").await;
        assert!(alices.contains("invitation to bob"));
        assert_eq!(form_actions(&alices, "Cancel").len(), 1);
        // Bob finds it on his status page and in the waiting room, among the
        // invitations (not the open games), to take with Join.
        let room = bob.get("/waiting-room").await;
        let status = bob.get("/status").await;
        assert!(status.contains("alice") && status.contains("Halma 16×16"));
        let accept = the_form(&status, "Join");
        assert_eq!(form_actions(&room, "Join"), vec![accept.clone()]);
        assert!(room.contains("Invitations to you"));
        the_form(&status, "Decline");
        the_form(&room, "Decline");
        let game = game_of(&bob.post(&accept, &[]).await);
        let g = db.store.games().game(game).await.expect("read").expect("the game");
        assert_eq!((g.white.id, g.black.id), (alice_id, bob_id));
        assert_eq!(g.days_per_move, 7);
        assert!(offers_of(&db, alice_id).await.is_empty());

        // Declining deletes the next one.
        post_game(&mut alice, &[("game", "halma-8x8"), ("opponent", "bob")]).await.expect_redirect("/status");
        let status = bob.get("/status").await;
        let decline = the_form(&status, "Decline");
        bob.post(&decline, &[("next", "/status")]).await.expect_redirect("/status");
        assert!(offers_of(&db, alice_id).await.is_empty());
        assert!(form_actions(&bob.get("/status").await, "Join").is_empty());
        assert_eq!(games_of(&db, bob_id).await, 1);
    }

    async fn open_offers_are_limited(db) {
        let config = Config { max_open_offers: 2, ..Config::default() };
        let (mut alice, alice_id) = db.player_with("alice", config.clone()).await;
        post_game(&mut alice, &[("game", "halma-8x8")]).await.expect_redirect("/waiting-room");
        post_game(&mut alice, &[("game", "embargo")]).await.expect_redirect("/waiting-room");
        let refused = post_game(&mut alice, &[("game", "halma-10x10")]).await;
        refused.expect_status(400);
        assert!(refused.contains("2 open offers"), "{}", refused.body);
        let refused = alice.post("/waiting-room/auto-match", &[("game", "halma-10x10"), ("days", "3")]).await;
        refused.expect_status(400);
        assert_eq!(offers_of(&db, alice_id).await.len(), 2);
        // Cancelling one makes room again.
        let cancel = form_actions(&alice.get("/waiting-room").await, "Cancel")[0].clone();
        alice.post(&cancel, &[]).await;
        post_game(&mut alice, &[("game", "halma-10x10")]).await.expect_redirect("/waiting-room");
    }

    async fn bad_fields_are_refused_and_nothing_is_made(db) {
        let (mut alice, alice_id) = db.player("alice").await;
        db.player("bob").await;
        let cases: &[(&[(&str, &str)], &str)] = &[
            (&[("game", "chess")], "no game"),
            (&[("days", "3")], "Choose a game"),
            (&[("game", "")], "Choose a game"),
            (&[("game", "halma-16x16"), ("camp", "deadline")], "not played with the deadline rule"),
            (&[("game", "embargo"), ("camp", "fill")], "not played with the fill rule"),
            (&[("game", "halma-8x8"), ("camp", "sometimes")], "no camp rule"),
            (&[("game", "halma-8x8"), ("repetition", "never")], "no repetition rule"),
            (&[("game", "halma-8x8"), ("colour", "green")], "no colour"),
            (&[("game", "halma-8x8"), ("days", "0")], "from 1 to 30"),
            (&[("game", "halma-8x8"), ("days", "31")], "from 1 to 30"),
            (&[("game", "halma-8x8"), ("days", "")], "from 1 to 30"),
            (&[("game", "halma-8x8"), ("days", "two")], "from 1 to 30"),
            (&[("game", "halma-8x8"), ("opponent", "nobody")], "no player with the userid"),
            (&[("game", "halma-8x8"), ("opponent", "Alice")], "cannot invite yourself"),
        ];
        for (fields, words) in cases {
            let page = post_game(&mut alice, fields).await;
            page.expect_status(400);
            assert!(page.contains(words), "{fields:?}: {}", page.body);
            // The form comes back, ready to correct.
            assert_eq!(the_form(&page, "Post game"), "/waiting-room/new");
            let auto: Vec<(&str, &str)> = fields.iter().copied().filter(|(k, _)| *k != "colour" && *k != "opponent").collect();
            if auto.len() == fields.len() {
                let page = alice.post("/waiting-room/auto-match", &auto).await;
                page.expect_status(400);
                assert!(page.contains(words), "auto-match {fields:?}: {}", page.body);
            }
        }
        assert!(offers_of(&db, alice_id).await.is_empty());
        assert_eq!(games_of(&db, alice_id).await, 0);
    }

    async fn auto_match_waits_then_pairs_the_same_rules(db) {
        let (mut alice, alice_id) = db.player("alice").await;
        let (mut bob, bob_id) = db.player("bob").await;
        let (mut carol, carol_id) = db.player("carol").await;

        let form = alice.get("/waiting-room/auto-match").await;
        form.expect_status(200);
        assert_eq!(the_form(&form, "Auto-Match"), "/waiting-room/auto-match");
        let waits = alice.post("/waiting-room/auto-match", &[("game", "halma-8x8"), ("camp", "deadline"), ("repetition", "auto"), ("days", "3")]).await;
        waits.expect_status(200);
        assert!(waits.contains("Your request waits"), "{}", waits.body);
        let again = alice.post("/waiting-room/auto-match", &[("game", "halma-8x8"), ("days", "3")]).await;
        again.expect_status(200);
        assert!(again.contains("already waiting"));
        assert_eq!(offers_of(&db, alice_id).await.len(), 1);
        // The request shows among her offers, to cancel.
        let status = alice.get("/status").await;
        assert!(status.contains("Auto-Match request"));
        assert_eq!(form_actions(&status, "Cancel").len(), 1);

        // Bob asks for other rules: no match.
        bob.get("/waiting-room/auto-match").await;
        let other = bob.post("/waiting-room/auto-match", &[("game", "halma-8x8"), ("camp", "fill"), ("repetition", "auto"), ("days", "3")]).await;
        other.expect_status(200);
        assert!(other.contains("Your request waits"));
        assert_eq!(games_of(&db, bob_id).await, 0);

        // Carol asks for the same as Alice: a game, colours at random.
        carol.get("/waiting-room/auto-match").await;
        let game = game_of(&carol.post("/waiting-room/auto-match", &[("game", "halma-8x8"), ("camp", "deadline"), ("repetition", "auto"), ("days", "3")]).await);
        let g = db.store.games().game(game).await.expect("read").expect("the game");
        assert!(g.colour_of(alice_id).is_some() && g.colour_of(carol_id).is_some());
        assert_eq!(g.rules, Rules::new(Variant::Halma8x8));
        assert!(offers_of(&db, alice_id).await.is_empty());
        assert!(offers_of(&db, carol_id).await.is_empty());
        assert_eq!(offers_of(&db, bob_id).await.len(), 1);
    }

    async fn racing_joiners_make_one_game(db) {
        let (mut alice, alice_id) = db.player("alice").await;
        let mut racers = Vec::new();
        for i in 0..6 {
            racers.push(db.player(&format!("racer{i}")).await);
        }
        // Several rounds: a race that goes wrong only now and then still shows.
        for round in 1..=5 {
            post_game(&mut alice, &[("game", "halma-8x8"), ("days", "2")]).await.expect_redirect("/waiting-room");
            let mut entrants = Vec::new();
            for (mut c, id) in racers.drain(..) {
                let join = the_form(&c.get("/waiting-room").await, "Join");
                entrants.push((c, id, join));
            }
            let tasks: Vec<_> = entrants
                .into_iter()
                .map(|(mut c, id, join)| {
                    tokio::spawn(async move {
                        let page = c.post(&join, &[]).await;
                        (c, id, page)
                    })
                })
                .collect();
            let (mut started, mut taken) = (0, 0);
            for task in tasks {
                let (c, id, page) = task.await.expect("join");
                match page.status.as_u16() {
                    303 => started += 1,
                    409 => {
                        assert!(page.contains("already taken"));
                        taken += 1;
                    }
                    other => panic!("unexpected {other}: {}", page.body),
                }
                racers.push((c, id));
            }
            assert_eq!((started, taken), (1, 5), "round {round}");
            assert_eq!(games_of(&db, alice_id).await, round, "round {round}");
            assert!(offers_of(&db, alice_id).await.is_empty());
        }
    }

    async fn simultaneous_auto_matches_make_one_game(db) {
        for (round, players) in [2usize, 2, 2, 4, 6].into_iter().enumerate() {
            let mut clients = Vec::new();
            let mut ids = Vec::new();
            for i in 0..players {
                let (mut c, id) = db.player(&format!("p{round}x{i}")).await;
                c.get("/waiting-room/auto-match").await;
                clients.push(c);
                ids.push(id);
            }
            let days = (round + 1).to_string();
            let tasks: Vec<_> = clients
                .into_iter()
                .map(|mut c| {
                    let days = days.clone();
                    tokio::spawn(async move {
                        c.post("/waiting-room/auto-match", &[("game", "embargo"), ("repetition", "claim"), ("days", &days)]).await
                    })
                })
                .collect();
            let mut games = 0;
            for task in tasks {
                let page = task.await.expect("join");
                match page.status.as_u16() {
                    303 => games += 1,
                    200 => assert!(page.contains("Your request waits"), "{}", page.body),
                    other => panic!("unexpected {other}: {}", page.body),
                }
            }
            assert_eq!(games, players / 2, "round {round}");
            for id in &ids {
                assert!(offers_of(&db, *id).await.is_empty(), "round {round}: a request was left waiting");
                assert_eq!(games_of(&db, *id).await, 1, "round {round}");
            }
        }
    }

    async fn the_bank_fields_are_one_group_shown_for_a_bank_clock_and_checkboxes_sit_beside_their_label(db) {
        let (mut alice, _) = db.player("alice").await;
        for path in ["/waiting-room/new", "/waiting-room/auto-match"] {
            let page = alice.get(path).await;
            page.expect_status(200);
            // The bank's fields in one group the script hides for a clock per
            // move; without the script they show, and still work.
            let group = page.body.find(r#"<div class="bank-fields" data-shown-when="clock=bank">"#).unwrap_or_else(|| panic!("{path}: {}", page.body));
            let rest = &page.body[group..];
            let end = rest.find("</div>").unwrap();
            assert!(rest[..end].contains(r#"name="increment""#) && rest[..end].contains(r#"name="cap""#), "{path}");
            assert!(!rest[..end].contains(" hidden"), "{path}: shown without the script");
            assert!(page.contains(crate::pages::LIVE_SCRIPT), "{path}");
        }
        let css = alice.get("/static/halma.css").await;
        assert!(css.contains(r#"input[type="checkbox"], input[type="radio"] { width: auto;"#));
        let js = alice.get("/static/live.js").await;
        assert!(js.contains("data-shown-when"));
    }

    async fn visitors_look_at_the_waiting_room_who_is_here_and_the_games_in_progress(db) {
        let (mut alice, a) = db.player("alice").await;
        let (_bob, b) = db.player("bob").await;
        alice.get("/waiting-room/new").await;
        alice.post("/waiting-room/new", &[("game", "halma-10x10"), ("colour", "random"), ("days", "3")]).await.expect_redirect("/waiting-room");
        alice.get("/status").await;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        let sessions = db.count("SELECT COUNT(*) FROM sessions").await;
        let mut visitor = db.client();
        // The waiting room: the open game, read-only, with the way to log in.
        let room = visitor.get("/waiting-room").await;
        room.expect_status(200);
        assert!(room.contains(r#"href="/users/alice""#), "{}", room.body);
        assert!(!room.contains("/join\"") && !room.contains(">Join</button>"), "no Join form for a visitor");
        assert!(room.contains(r#"href="/login?next=%2Fwaiting-room">Log in to join</a>"#), "{}", room.body);
        assert!(!room.contains(r#"action="/waiting-room/new""#) && !room.contains("Your posts"));
        // Who is here.
        let who = visitor.get("/who").await;
        who.expect_status(200);
        assert!(who.contains(r#"href="/users/alice""#), "{}", who.body);
        // The home page: a board (the game in progress, nothing to click)
        // and the games in progress.
        let home = visitor.get("/").await;
        home.expect_status(200);
        let squares = crate::support::board(&home);
        assert_eq!(squares.len(), 64);
        assert!(squares.iter().all(|s| s.href.is_none()));
        assert!(home.contains(&format!(r#"<a href="/games/{id}">alice vs bob</a>, Halma 8×8, move 1</li>"#)), "{}", home.body);
        // Nothing is written for the visitor.
        assert_eq!(db.count("SELECT COUNT(*) FROM sessions").await, sessions, "no session for a visitor");
    }
}
