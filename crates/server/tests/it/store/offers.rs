//! The waiting room in the store: offers, taking them, Auto-Match, and the
//! status page's lists, the same on both databases.

use std::sync::Arc;

use halma::model::result::{Termination, Verdict};
use halma::store::{
    now, AutoMatch, AutoMatchRequest, ColourChoice, GameStatus, MoveCommit, NewGame, NewMove,
    NewOffer, NewUser, Store, StoreError, User,
};
use halma_rules::{CampRule, Color, RepetitionRule, Rules, Variant};
use time::Duration;

async fn user(store: &Arc<dyn Store>, name: &str) -> User {
    store
        .users()
        .create_user(NewUser {
            username: name,
            password_hash: "h",
            is_admin: false,
        })
        .await
        .expect("create user")
}

fn offer(poster: &User, rules: Rules, colour: ColourChoice) -> NewOffer {
    NewOffer {
        poster: poster.id,
        rules,
        colour,
        days_per_move: 3,
        invited: None,
        at: now(),
        rated: true,
        clock: Default::default(),
    }
}

fn fill_10x10_claim() -> Rules {
    Rules {
        variant: Variant::Halma10x10,
        camp: CampRule::Fill,
        repetition: RepetitionRule::Claim,
    }
}

fn request(user: &User, rules: Rules) -> AutoMatchRequest {
    AutoMatchRequest {
        user: user.id,
        rules,
        days_per_move: 3,
        max_open: 10,
        at: now(),
        rated: true,
        range: None,
        clock: Default::default(),
    }
}

both_backends! {
    async fn offers_round_trip_and_are_listed_to_the_right_people(db) {
        let s = &db.store;
        let (ann, bob, cid) = (user(s, "ann").await, user(s, "bob").await, user(s, "cid").await);
        let open = s
            .offers().create_offer(offer(&ann, fill_10x10_claim(), ColourChoice::Black), 10)
            .await
            .expect("post");
        // Posted a second later: the lists are in the order of posting.
        let invitation = s
            .offers().create_offer(
                NewOffer {
                    invited: Some(bob.id),
                    at: now() + Duration::seconds(1),
                    ..offer(&ann, Rules::new(Variant::Embargo), ColourChoice::White)
                },
                10,
            )
            .await
            .expect("invite");

        let row = s.offers().offer(open).await.expect("read").expect("there");
        assert_eq!(row.poster.name, "ann");
        assert_eq!(row.rules, fill_10x10_claim());
        assert_eq!(row.colour, ColourChoice::Black);
        assert_eq!(row.days_per_move, 3);
        assert!(row.invited.is_none() && !row.automatch);
        let inv = s.offers().offer(invitation).await.expect("read").expect("there");
        assert_eq!(inv.invited.as_ref().map(|p| p.name.as_str()), Some("bob"));

        // Others see the open offer only; the poster sees neither in the room.
        for viewer in [&bob, &cid] {
            let room = s.offers().open_offers(viewer.id).await.expect("room");
            assert_eq!(room.iter().map(|o| o.id).collect::<Vec<_>>(), vec![open]);
        }
        assert!(s.offers().open_offers(ann.id).await.expect("room").is_empty());
        let mine = s.offers().offers_by(ann.id).await.expect("mine");
        assert_eq!(mine.iter().map(|o| o.id).collect::<Vec<_>>(), vec![open, invitation]);
        let to_bob = s.offers().invitations_for(bob.id).await.expect("invitations");
        assert_eq!(to_bob.iter().map(|o| o.id).collect::<Vec<_>>(), vec![invitation]);
        assert!(s.offers().invitations_for(cid.id).await.expect("invitations").is_empty());
        // Both lists read in one statement, each as alone.
        let ids = |rows: &[halma::store::OfferRow]| rows.iter().map(|o| o.id).collect::<Vec<_>>();
        let (invitations, by) = s.offers().player_offers(ann.id).await.expect("ann's lists");
        assert_eq!((ids(&invitations), ids(&by)), (vec![], vec![open, invitation]));
        let (invitations, by) = s.offers().player_offers(bob.id).await.expect("bob's lists");
        assert_eq!((ids(&invitations), ids(&by)), (vec![invitation], vec![]));
    }

    async fn the_offer_limit_counts_every_kind_of_offer(db) {
        let s = &db.store;
        let ann = user(s, "ann").await;
        s.offers().create_offer(offer(&ann, Rules::new(Variant::Halma8x8), ColourChoice::Random), 2)
            .await
            .expect("first");
        s.offers().auto_match(AutoMatchRequest { max_open: 2, ..request(&ann, Rules::new(Variant::Embargo)) })
            .await
            .expect("second");
        let third = s
            .offers().create_offer(offer(&ann, Rules::new(Variant::Halma8x8), ColourChoice::Random), 2)
            .await;
        assert!(matches!(third, Err(StoreError::TooManyOffers)), "{third:?}");
        let waiting = s
            .offers().auto_match(AutoMatchRequest { max_open: 2, ..request(&ann, Rules::new(Variant::Halma16x16)) })
            .await;
        assert!(matches!(waiting, Err(StoreError::TooManyOffers)), "{waiting:?}");
        assert_eq!(s.offers().offers_by(ann.id).await.expect("mine").len(), 2);
    }

    async fn concurrent_posts_respect_the_limit(db) {
        let s = &db.store;
        let ann = user(s, "ann").await;
        let posts = (0..8).map(|_| {
            let store = s.clone();
            let new = offer(&ann, Rules::new(Variant::Halma8x8), ColourChoice::Random);
            tokio::spawn(async move { store.offers().create_offer(new, 3).await })
        });
        let mut made = 0;
        for post in posts {
            match post.await.expect("join") {
                Ok(_) => made += 1,
                Err(StoreError::TooManyOffers) => {}
                Err(e) => panic!("unexpected: {e:?}"),
            }
        }
        assert_eq!(made, 3);
        assert_eq!(s.offers().offers_by(ann.id).await.expect("mine").len(), 3);
    }

    async fn cancel_and_decline_only_by_the_right_player(db) {
        let s = &db.store;
        let (ann, bob) = (user(s, "ann").await, user(s, "bob").await);
        let open = s.offers().create_offer(offer(&ann, Rules::new(Variant::Halma8x8), ColourChoice::Random), 10).await.expect("post");
        let inv = s
            .offers().create_offer(NewOffer { invited: Some(bob.id), ..offer(&ann, Rules::new(Variant::Halma8x8), ColourChoice::Random) }, 10)
            .await
            .expect("invite");
        assert!(matches!(s.offers().cancel_offer(open, bob.id).await, Err(StoreError::NotFound)));
        assert!(matches!(s.offers().decline_invitation(inv, ann.id).await, Err(StoreError::NotFound)));
        assert!(matches!(s.offers().decline_invitation(open, bob.id).await, Err(StoreError::NotFound)));
        s.offers().cancel_offer(open, ann.id).await.expect("cancel");
        assert!(matches!(s.offers().cancel_offer(open, ann.id).await, Err(StoreError::NotFound)));
        s.offers().decline_invitation(inv, bob.id).await.expect("decline");
        assert!(s.offers().offer(open).await.expect("read").is_none());
        assert!(s.offers().offer(inv).await.expect("read").is_none());
    }

    async fn taking_an_offer_starts_its_game_once(db) {
        let s = &db.store;
        let (ann, bob, cid) = (user(s, "ann").await, user(s, "bob").await, user(s, "cid").await);
        let id = s.offers().create_offer(offer(&ann, fill_10x10_claim(), ColourChoice::Black), 10).await.expect("post");
        assert!(matches!(s.offers().take_offer(id, ann.id, now()).await, Err(StoreError::NotFound)), "own offer");
        let at = now();
        let game = s.offers().take_offer(id, bob.id, at).await.expect("take");
        assert!(matches!(s.offers().take_offer(id, cid.id, now()).await, Err(StoreError::NotFound)), "taken");
        assert!(s.offers().offer(id).await.expect("read").is_none());
        let g = s.games().game(game).await.expect("read").expect("the game");
        assert_eq!(g.rules, fill_10x10_claim());
        assert_eq!((g.white.name.as_str(), g.black.name.as_str()), ("bob", "ann"));
        assert_eq!(g.status, GameStatus::Active);
        assert_eq!(g.to_move, Some(bob.id));
        assert_eq!(g.days_per_move, 3);
        assert_eq!(g.turn_deadline, at + Duration::days(3));
        assert_eq!(g.ply, 0);

        let inv = s
            .offers().create_offer(NewOffer { invited: Some(bob.id), ..offer(&ann, Rules::new(Variant::Embargo), ColourChoice::White) }, 10)
            .await
            .expect("invite");
        assert!(matches!(s.offers().take_offer(inv, cid.id, now()).await, Err(StoreError::NotFound)), "not invited");
        let game = s.offers().take_offer(inv, bob.id, now()).await.expect("accept");
        let g = s.games().game(game).await.expect("read").expect("the game");
        assert_eq!((g.white.id, g.black.id), (ann.id, bob.id));
        assert_eq!(g.rules, Rules::new(Variant::Embargo));
    }

    async fn random_colours_are_decided_when_taken(db) {
        let s = &db.store;
        let (ann, bob) = (user(s, "ann").await, user(s, "bob").await);
        let mut ann_white = 0;
        for _ in 0..24 {
            let id = s.offers().create_offer(offer(&ann, Rules::new(Variant::Halma8x8), ColourChoice::Random), 100).await.expect("post");
            let g = s.games().game(s.offers().take_offer(id, bob.id, now()).await.expect("take")).await.expect("read").expect("game");
            assert!(g.colour_of(ann.id).is_some() && g.colour_of(bob.id).is_some());
            assert_ne!(g.white.id, g.black.id);
            if g.white.id == ann.id {
                ann_white += 1;
            }
        }
        // 24 fair coins all alike: odds of 1 in 8 million.
        assert!(ann_white > 0 && ann_white < 24, "{ann_white} of 24");
    }

    async fn concurrent_takers_make_one_game(db) {
        let s = &db.store;
        let ann = user(s, "ann").await;
        let mut takers = Vec::new();
        for i in 0..8 {
            takers.push(user(s, &format!("taker{i}")).await);
        }
        let id = s.offers().create_offer(offer(&ann, Rules::new(Variant::Halma8x8), ColourChoice::White), 10).await.expect("post");
        let tasks: Vec<_> = takers
            .iter()
            .map(|t| {
                let (store, taker) = (s.clone(), t.id);
                tokio::spawn(async move { store.offers().take_offer(id, taker, now()).await })
            })
            .collect();
        let mut games = Vec::new();
        for task in tasks {
            match task.await.expect("join") {
                Ok(game) => games.push(game),
                Err(StoreError::NotFound) => {}
                Err(e) => panic!("unexpected: {e:?}"),
            }
        }
        assert_eq!(games.len(), 1);
        let total: usize = {
            let mut n = 0;
            for t in &takers {
                n += s.games().games_waiting(t.id).await.expect("list").len();
                n += s.games().games_to_move(t.id).await.expect("list").len();
            }
            n
        };
        assert_eq!(total, 1, "exactly one taker has a game");
    }

    async fn auto_match_waits_then_pairs_the_same_rules(db) {
        let s = &db.store;
        let (ann, bob, cid, dan) = (user(s, "ann").await, user(s, "bob").await, user(s, "cid").await, user(s, "dan").await);
        let rules = Rules::new(Variant::Halma8x8);
        let AutoMatch::Waiting(waiting) = s.offers().auto_match(request(&ann, rules)).await.expect("ann") else {
            panic!("the first request waits");
        };
        let again = s.offers().auto_match(request(&ann, rules)).await.expect("ann again");
        assert_eq!(again, AutoMatch::AlreadyWaiting(waiting));
        let row = s.offers().offer(waiting).await.expect("read").expect("there");
        assert!(row.automatch);
        assert_eq!(row.colour, ColourChoice::Random);
        // Other rules, or other days per move, do not match.
        let other = s
            .offers().auto_match(request(&bob, Rules { camp: CampRule::Fill, ..rules }))
            .await
            .expect("bob");
        assert!(matches!(other, AutoMatch::Waiting(_)), "{other:?}");
        let slower = s
            .offers().auto_match(AutoMatchRequest { days_per_move: 5, ..request(&cid, rules) })
            .await
            .expect("cid");
        assert!(matches!(slower, AutoMatch::Waiting(_)), "{slower:?}");
        let AutoMatch::Matched(game) = s.offers().auto_match(request(&dan, rules)).await.expect("dan") else {
            panic!("dan is paired with ann");
        };
        let g = s.games().game(game).await.expect("read").expect("game");
        assert_eq!(g.rules, rules);
        let mut names = [g.white.name.clone(), g.black.name.clone()];
        names.sort();
        assert_eq!(names, ["ann".to_owned(), "dan".to_owned()]);
        assert!(s.offers().offer(waiting).await.expect("read").is_none());
        assert!(s.offers().offers_by(dan.id).await.expect("dan's").is_empty());
    }

    async fn auto_match_pairs_only_with_auto_match_requests(db) {
        // Only one request can wait for one set of rules (a second one would have
        // been paired with it), so "the oldest" is simply "the one".
        let s = &db.store;
        let (ann, bob, cid) = (user(s, "ann").await, user(s, "bob").await, user(s, "cid").await);
        let rules = Rules::new(Variant::Embargo);
        // An ordinary post with the same rules is for the waiting room, not a partner.
        s.offers().create_offer(offer(&ann, rules, ColourChoice::Random), 10).await.expect("post");
        let first = s.offers().auto_match(request(&bob, rules)).await.expect("bob");
        assert!(matches!(first, AutoMatch::Waiting(_)), "{first:?}");
        let AutoMatch::Matched(game) = s.offers().auto_match(request(&cid, rules)).await.expect("cid") else {
            panic!("cid is paired with bob");
        };
        let g = s.games().game(game).await.expect("read").expect("game");
        assert!(g.colour_of(bob.id).is_some() && g.colour_of(cid.id).is_some());
        assert_eq!(s.offers().offers_by(ann.id).await.expect("ann's").len(), 1);
        assert!(s.offers().offers_by(bob.id).await.expect("bob's").is_empty());
    }

    async fn simultaneous_auto_match_requests_make_one_game(db) {
        let s = &db.store;
        let rules = Rules::new(Variant::Halma10x10);
        for round in 0..5 {
            let a = user(s, &format!("a{round}")).await;
            let b = user(s, &format!("b{round}")).await;
            let tasks: Vec<_> = [a.id, b.id]
                .into_iter()
                .map(|id| {
                    let store = s.clone();
                    tokio::spawn(async move {
                        store
                            .offers().auto_match(AutoMatchRequest { user: id, rules, days_per_move: 2, max_open: 10, at: now(), rated: true, range: None, clock: Default::default() })
                            .await
                    })
                })
                .collect();
            let mut matched = 0;
            for task in tasks {
                match task.await.expect("join").expect("auto-match") {
                    AutoMatch::Matched(_) => matched += 1,
                    AutoMatch::Waiting(_) => {}
                    other => panic!("unexpected {other:?}"),
                }
            }
            assert_eq!(matched, 1, "round {round}");
            assert!(s.offers().offers_by(a.id).await.expect("a's").is_empty(), "round {round}: leftover");
            assert!(s.offers().offers_by(b.id).await.expect("b's").is_empty(), "round {round}: leftover");
            assert_eq!(s.games().games_to_move(a.id).await.expect("list").len() + s.games().games_waiting(a.id).await.expect("list").len(), 1);
        }
        // Many at once: an even number pairs off completely.
        let mut players = Vec::new();
        for i in 0..8 {
            players.push(user(s, &format!("many{i}")).await);
        }
        let tasks: Vec<_> = players
            .iter()
            .map(|p| {
                let (store, id) = (s.clone(), p.id);
                tokio::spawn(async move {
                    store.offers().auto_match(AutoMatchRequest { user: id, rules, days_per_move: 7, max_open: 10, at: now(), rated: true, range: None, clock: Default::default() }).await
                })
            })
            .collect();
        let mut matched = 0;
        for task in tasks {
            if let AutoMatch::Matched(_) = task.await.expect("join").expect("auto-match") {
                matched += 1;
            }
        }
        assert_eq!(matched, 4);
        for p in &players {
            assert!(s.offers().offers_by(p.id).await.expect("offers").is_empty(), "{} still waits", p.username);
        }
    }

    async fn status_lists_sort_and_split_the_games(db) {
        let s = &db.store;
        let (me, x, y, z) = (user(s, "me").await, user(s, "xavier").await, user(s, "yvonne").await, user(s, "zoe").await);
        let t0 = now() - Duration::days(1);
        let rules = Rules::new(Variant::Halma8x8);
        let new = |white: &User, black: &User, days: i64, at| NewGame { rules, white: white.id, black: black.id, days_per_move: days, at, rated: true, clock: Default::default() };
        // My turn: I am White at the start; deadlines at t0 + days.
        let slow = s.games().create_game(new(&me, &x, 5, t0)).await.expect("game");
        let fast = s.games().create_game(new(&me, &y, 2, t0)).await.expect("game");
        // Waiting for the opponent: they are White; the older one first.
        let older = s.games().create_game(new(&z, &me, 3, t0 - Duration::hours(2))).await.expect("game");
        let newer = s.games().create_game(new(&x, &me, 3, t0)).await.expect("game");
        // My move made: now Yvonne's turn in a game where I am White.
        let moved = s.games().create_game(new(&me, &y, 3, t0 - Duration::hours(1))).await.expect("game");
        s.games().commit_moves(MoveCommit {
            game: moved,
            expected_ply: 0,
            moves: vec![NewMove { path: "g3-f4".into(), position_key: "k".into() }],
            position: "p".into(),
            to_move: y.id,
            turn_deadline: now() + Duration::days(3),
            banks: Default::default(),
            draw_offered_by: None,
            verdict: None,
            at: now(),
                turn_mail: false,
        })
        .await
        .expect("move");
        // Finished: two, the later first.
        let won = s.games().create_game(new(&me, &z, 3, t0)).await.expect("game");
        s.games().finish_game(won, 0, GameStatus::Active, Verdict::new(Some(Color::White), Termination::TargetReached), t0 + Duration::hours(1))
            .await
            .expect("finish");
        let lost = s.games().create_game(new(&x, &me, 3, t0)).await.expect("game");
        s.games().finish_game(lost, 0, GameStatus::Active, Verdict::resignation(Color::Black), t0 + Duration::hours(2))
            .await
            .expect("finish");
        // Someone else's game is nobody's business here.
        s.games().create_game(new(&x, &y, 1, t0)).await.expect("game");

        let to_move = s.games().games_to_move(me.id).await.expect("to move");
        assert_eq!(to_move.iter().map(|g| g.id).collect::<Vec<_>>(), vec![fast, slow]);
        assert_eq!(to_move[0].opponent.name, "yvonne");
        assert_eq!(to_move[0].my_colour, Color::White);
        let waiting = s.games().games_waiting(me.id).await.expect("waiting");
        assert_eq!(waiting.iter().map(|g| g.id).collect::<Vec<_>>(), vec![older, newer, moved]);
        assert_eq!(waiting[0].opponent.name, "zoe");
        assert_eq!(waiting[0].my_colour, Color::Black);
        let finished = s.games().games_finished(me.id, 20).await.expect("finished");
        assert_eq!(finished.iter().map(|g| g.id).collect::<Vec<_>>(), vec![lost, won]);
        assert_eq!(finished[0].verdict, Some(Verdict::resignation(Color::Black)));
        assert_eq!(finished[0].my_colour, Color::Black);
        assert_eq!(s.games().games_finished(me.id, 1).await.expect("finished").len(), 1);
        // The other side of the same games.
        assert_eq!(s.games().games_to_move(y.id).await.expect("y").iter().map(|g| g.id).collect::<Vec<_>>(), vec![moved]);
        // The three lists read in one statement, each in its own order.
        let ids = |games: &[halma::store::GameSummary]| games.iter().map(|g| g.id).collect::<Vec<_>>();
        let all = s.games().player_games(me.id, 20).await.expect("my lists");
        assert_eq!(ids(&all.to_move), vec![fast, slow]);
        assert_eq!(ids(&all.waiting), vec![older, newer, moved]);
        assert_eq!(ids(&all.finished), vec![lost, won]);
        assert_eq!(all.waiting[0].opponent.name, "zoe");
        assert_eq!(all.finished[0].verdict, Some(Verdict::resignation(Color::Black)));
        assert_eq!(s.games().player_games(me.id, 1).await.expect("one finished").finished.len(), 1);
        let theirs = s.games().player_games(y.id, 20).await.expect("y's lists");
        assert_eq!(ids(&theirs.to_move), vec![moved]);
        assert_eq!(ids(&theirs.waiting), ids(&s.games().games_waiting(y.id).await.expect("y waits")));
        assert!(ids(&theirs.waiting).contains(&fast) && theirs.finished.is_empty());
    }
}
