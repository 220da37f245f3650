//! Ladders in the store, the same on both databases: settings, joining at
//! the bottom, the checks a challenge passes in its transaction, results
//! and idle drops each applied once, and every change of rank recorded.

use halma::domain::clock::{ClockKind, ClockTerms};
use halma::model::result::Verdict;
use halma::store::{
    now, ChallengeBlock, ChallengeResult, Challenged, GameStatus, LadderTerms, RankWhy, StoreError,
    UserId,
};
use halma_rules::{Color, RepetitionRule, Rules, Variant};
use time::Duration;

use super::new_user;

const GAME: &str = "halma-8x8";

fn terms(reach: i64, idle_days: i64) -> LadderTerms {
    LadderTerms {
        rules: Rules {
            repetition: RepetitionRule::Claim,
            ..Rules::new(Variant::Halma8x8)
        },
        days_per_move: 4,
        clock: ClockTerms {
            kind: ClockKind::Bank,
            increment: 1,
            cap: 10,
            weekends_off: true,
            vacation: false,
        },
        rated: false,
        reach,
        idle_days,
    }
}

async fn users(db: &crate::support::TestDb, names: &[&str]) -> Vec<UserId> {
    let mut ids = Vec::new();
    for name in names {
        ids.push(
            db.store
                .users()
                .create_user(new_user(name, "h"))
                .await
                .expect("user")
                .id,
        );
    }
    ids
}

async fn names(db: &crate::support::TestDb) -> Vec<String> {
    let ranks = db.store.ladders().ranks(GAME, 100, 0).await.expect("ranks");
    for (i, r) in ranks.iter().enumerate() {
        assert_eq!(r.rank, i as i64 + 1, "ranks are 1..n");
    }
    ranks.into_iter().map(|r| r.user.name).collect()
}

both_backends! {
    /// A challenge named by its id is found by its primary key, never by
    /// reading every open challenge through an index kept for them.
    async fn a_challenge_named_by_its_id_is_found_by_its_primary_key(db) {
        use crate::support::PlanArg::{Id, Int, Text};
        use halma::store::ladders::sql;
        let (c, at) = (uuid::Uuid::new_v4(), crate::support::millis(now()));
        crate::store::found_by_primary_key(&db, "ladder_challenges", &[
            ("a finished challenge", sql::FINISHED, vec![Id(c)]),
            ("claim it", sql::CLAIM, vec![Id(c), Text("challenger"), Int(at)]),
        ]).await;
    }

    async fn a_ladder_is_settled_joined_and_challenged_within_reach(db) {
        let ids = users(&db, &["root", "ann", "bob", "cat", "dan", "eve"]).await;
        let (root, ann, bob, cat, dan, eve) = (ids[0], ids[1], ids[2], ids[3], ids[4], ids[5]);
        let l = db.store.ladders();
        let t = now();
        // Not set up: nobody joins, nobody challenges.
        assert!(matches!(l.join_ladder(GAME, ann, t).await, Err(StoreError::NotFound)));
        assert_eq!(l.challenge(GAME, bob, ann, t).await.expect("challenge"), Challenged::Blocked(ChallengeBlock::Unsettled));
        assert!(l.ladder(GAME).await.expect("read").is_none());
        l.settle_ladder(GAME, &terms(5, 30), root, t).await.expect("settle");
        l.settle_ladder(GAME, &terms(2, 30), root, t).await.expect("settle again");
        let row = l.ladder(GAME).await.expect("read").expect("settled");
        assert_eq!((row.terms, row.players), (terms(2, 30), 0));
        assert_eq!(l.ladders().await.expect("all").len(), 1);

        for (i, who) in [ann, bob, cat, dan].into_iter().enumerate() {
            assert_eq!(l.join_ladder(GAME, who, t).await.expect("join"), i as i64 + 1);
        }
        assert!(matches!(l.join_ladder(GAME, ann, t).await, Err(StoreError::Conflict)));
        assert_eq!(names(&db).await, ["ann", "bob", "cat", "dan"]);
        assert_eq!(l.rank_of(GAME, dan).await.expect("rank"), Some(4));
        assert_eq!(l.rank_of(GAME, eve).await.expect("rank"), None);

        let blocked = |b| Challenged::Blocked(b);
        assert_eq!(l.challenge(GAME, dan, ann, t).await.expect("c"), blocked(ChallengeBlock::OutOfReach { reach: 2 }));
        assert_eq!(l.challenge(GAME, ann, bob, t).await.expect("c"), blocked(ChallengeBlock::NotAbove));
        assert_eq!(l.challenge(GAME, dan, dan, t).await.expect("c"), blocked(ChallengeBlock::NotAbove));
        assert_eq!(l.challenge(GAME, eve, dan, t).await.expect("c"), blocked(ChallengeBlock::ChallengerNotRanked));
        assert_eq!(l.challenge(GAME, dan, eve, t).await.expect("c"), blocked(ChallengeBlock::DefenderNotRanked));

        let Challenged::Made { challenge, game } = l.challenge(GAME, dan, bob, t).await.expect("c") else {
            panic!("dan may challenge bob");
        };
        // The game: the ladder's terms, the defender White.
        let g = db.store.games().game(game).await.expect("read").expect("game");
        assert_eq!((g.white.id, g.black.id), (bob, dan));
        assert_eq!((g.rules, g.days_per_move, g.clock, g.rated), (terms(2, 30).rules, 4, terms(2, 30).clock, false));
        // One open challenge given, one received.
        assert_eq!(l.challenge(GAME, dan, cat, t).await.expect("c"), blocked(ChallengeBlock::GivenOpen));
        assert_eq!(l.challenge(GAME, cat, bob, t).await.expect("c"), blocked(ChallengeBlock::ReceivedOpen));
        assert_eq!(db.count("SELECT COUNT(*) FROM games").await, 1);
        let open = l.open_challenges(GAME, 10, 0).await.expect("open");
        assert_eq!(open.len(), 1);
        assert_eq!((open[0].id, open[0].game, open[0].challenger.name.as_str(), open[0].defender.name.as_str()), (challenge, game, "dan", "bob"));
        assert_eq!(l.challenge_by_id(challenge).await.expect("read").expect("there").result, None);
        for (who, open) in [(dan, 1), (bob, 1), (cat, 0), (ann, 0)] {
            let of = l.open_challenges_of(GAME, who).await.expect("open of");
            assert_eq!(of.iter().map(|c| c.id).collect::<Vec<_>>(), vec![challenge; open]);
        }

        // Not due while the game goes on.
        assert!(l.challenges_due(10).await.expect("due").is_empty());
        assert_eq!(l.settle_challenge(challenge, t).await.expect("settle"), None);

        // White (bob, the defender) resigns: dan takes his place.
        db.store.games().finish_game(game, 0, GameStatus::Active, Verdict::resignation(Color::White), t).await.expect("finish");
        assert_eq!(l.challenges_due(10).await.expect("due"), [challenge]);
        assert_eq!(l.settle_challenge(challenge, t).await.expect("settle"), Some(ChallengeResult::Won));
        assert_eq!(l.settle_challenge(challenge, t).await.expect("again"), None);
        assert!(l.challenges_due(10).await.expect("due").is_empty());
        assert_eq!(names(&db).await, ["ann", "dan", "bob", "cat"]);
        let changes = l.rank_changes(GAME, 3, 0).await.expect("changes");
        let mut seen: Vec<(&str, Option<i64>, i64, RankWhy, bool)> = changes
            .iter()
            .map(|c| (c.user.name.as_str(), c.from_rank, c.to_rank, c.why, c.game == Some(game)))
            .collect();
        seen.sort();
        assert_eq!(seen, [
            ("bob", Some(2), 3, RankWhy::LostPlace, true),
            ("cat", Some(3), 4, RankWhy::LostPlace, true),
            ("dan", Some(4), 2, RankWhy::ChallengeWon, true),
        ]);
        let joined = l.rank_changes(GAME, 10, 3).await.expect("older");
        assert_eq!(joined.len(), 4);
        assert!(joined.iter().all(|c| c.why == RankWhy::Joined && c.from_rank.is_none()));
        let results = l.results(GAME, 10, 0).await.expect("results");
        assert_eq!(results.len(), 1);
        assert_eq!(results[0].result, Some(ChallengeResult::Won));
        assert!(l.open_challenges(GAME, 10, 0).await.expect("open").is_empty());

        // A loss and a draw move nobody.
        for (i, verdict) in [Verdict::resignation(Color::Black), Verdict::agreement()].into_iter().enumerate() {
            let t = t + Duration::seconds(i as i64 + 1);
            let Challenged::Made { challenge, game } = l.challenge(GAME, cat, dan, t).await.expect("c") else {
                panic!("cat may challenge dan");
            };
            db.store.games().finish_game(game, 0, GameStatus::Active, verdict, t).await.expect("finish");
            let result = l.settle_challenge(challenge, t).await.expect("settle");
            assert!(matches!(result, Some(ChallengeResult::Lost | ChallengeResult::Drawn)));
            assert_eq!(names(&db).await, ["ann", "dan", "bob", "cat"]);
        }
        assert_eq!(l.rank_changes(GAME, 100, 0).await.expect("all").len(), 7);
        let results = l.results(GAME, 10, 0).await.expect("results");
        assert_eq!(results.iter().map(|r| r.result).collect::<Vec<_>>(), [Some(ChallengeResult::Drawn), Some(ChallengeResult::Lost), Some(ChallengeResult::Won)]);
    }

    async fn an_idle_player_drops_to_the_bottom_once(db) {
        let ids = users(&db, &["root", "ann", "bob", "cat", "dan"]).await;
        let (root, ann, bob, cat, dan) = (ids[0], ids[1], ids[2], ids[3], ids[4]);
        let l = db.store.ladders();
        let t = now();
        l.settle_ladder(GAME, &terms(5, 30), root, t).await.expect("settle");
        for who in [ann, bob, cat] {
            l.join_ladder(GAME, who, t).await.expect("join");
        }
        l.join_ladder(GAME, dan, t + Duration::days(10)).await.expect("join");
        // Cat challenges bob on day 20: both played, and are not idle while it runs.
        let Challenged::Made { .. } = l.challenge(GAME, cat, bob, t + Duration::days(20)).await.expect("c") else {
            panic!("cat may challenge bob");
        };
        assert!(l.idle_players(t + Duration::days(29), 10).await.expect("idle").is_empty());
        let idle = l.idle_players(t + Duration::days(31), 10).await.expect("idle");
        assert_eq!(idle, [(GAME.to_owned(), ann)]);
        let day31 = t + Duration::days(31);
        assert!(!l.drop_idle(GAME, bob, day31).await.expect("not idle"));
        assert!(l.drop_idle(GAME, ann, day31).await.expect("drop"));
        assert!(!l.drop_idle(GAME, ann, day31).await.expect("once"));
        assert_eq!(names(&db).await, ["bob", "cat", "dan", "ann"]);
        let changes = l.rank_changes(GAME, 4, 0).await.expect("changes");
        let mut seen: Vec<(&str, Option<i64>, i64, RankWhy)> = changes
            .iter()
            .map(|c| (c.user.name.as_str(), c.from_rank, c.to_rank, c.why))
            .collect();
        seen.sort();
        assert_eq!(seen, [
            ("ann", Some(1), 4, RankWhy::IdleDrop),
            ("bob", Some(2), 1, RankWhy::MovedUp),
            ("cat", Some(3), 2, RankWhy::MovedUp),
            ("dan", Some(4), 3, RankWhy::MovedUp),
        ]);
        assert!(changes.iter().all(|c| c.game.is_none()));
        // Dropped once: not again while idle; dan is due ten days later.
        assert!(l.idle_players(day31, 10).await.expect("idle").is_empty());
        assert_eq!(l.idle_players(t + Duration::days(41), 10).await.expect("idle"), [(GAME.to_owned(), dan)]);
    }
}
