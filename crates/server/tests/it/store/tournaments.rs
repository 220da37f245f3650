//! Tournaments in the store, the same on both databases: entries, the
//! claimed start, rounds and games, cancellation, forfeits and the end.

use halma::domain::clock::ClockTerms;
use halma::model::result::Termination;
use halma::store::{
    now, Format, GameStatus, NewGame, NewTournament, Scheduled, Seed, StoreError, TournamentStatus,
    UserId,
};
use halma_rules::{Rules, Variant};
use time::{Duration, OffsetDateTime};

use super::new_user;

fn terms(by: UserId, name: &str, max: i64, deadline: OffsetDateTime) -> NewTournament {
    NewTournament {
        name: name.to_owned(),
        rules: Rules::new(Variant::Halma8x8),
        days_per_move: 3,
        clock: ClockTerms::default(),
        rated: true,
        format: Format::Swiss,
        rounds: 3,
        min_players: 2,
        max_players: max,
        signup_deadline: deadline,
        created_by: by,
        at: now(),
        max_open: None,
    }
}

fn game(round: i64, board: i64, leg: i64, white: UserId, black: UserId) -> Scheduled {
    Scheduled {
        round,
        board,
        leg,
        game: NewGame {
            rules: Rules::new(Variant::Halma8x8),
            white,
            black,
            days_per_move: 3,
            at: now(),
            rated: true,
            clock: ClockTerms::default(),
        },
    }
}

both_backends! {
    /// A tournament named by its id is found by its primary key, never by
    /// reading every tournament of a status (`tournaments_status_created`),
    /// as Postgres's generic plans did on tables without statistics yet.
    async fn a_tournament_named_by_its_id_is_found_by_its_primary_key(db) {
        use crate::support::PlanArg::{Id, Int};
        use halma::store::tournaments::sql;
        let (t, at) = (uuid::Uuid::new_v4(), crate::support::millis(now()));
        crate::store::found_by_primary_key(&db, "tournaments", &[
            ("claim the start", sql::CLAIM_START, vec![Id(t), Int(at)]),
            ("cancel", sql::CANCEL, vec![Id(t), Int(at)]),
            ("the next round", sql::NEXT_ROUND, vec![Id(t), Int(1)]),
            ("running", sql::IS_RUNNING, vec![Id(t)]),
            ("the end", sql::FINISH, vec![Id(t), Id(uuid::Uuid::new_v4()), Int(at)]),
            ("sign up", sql::SIGN_UP, vec![Id(t), Id(uuid::Uuid::new_v4()), Int(at)]),
            ("withdraw an entry", sql::WITHDRAW_ENTRY, vec![Id(t), Id(uuid::Uuid::new_v4())]),
            ("withdraw while running", sql::MARK_WITHDRAWN, vec![Id(t), Id(uuid::Uuid::new_v4()), Int(at)]),
        ]).await;
    }

    async fn the_same_announcement_twice_is_one_and_a_player_has_few(db) {
        let users = db.store.users();
        let ann = users.create_user(new_user("ann", "h")).await.unwrap().id;
        let t = db.store.tournaments();
        let deadline = now() + Duration::days(1);
        let limited = |name: &str| NewTournament { max_open: Some(2), ..terms(ann, name, 4, deadline) };
        let first = t.create_tournament(limited("Cup")).await.unwrap();
        // A double click: the same tournament, not a second.
        assert_eq!(t.create_tournament(limited("Cup")).await.unwrap(), first);
        let second = t.create_tournament(limited("Shield")).await.unwrap();
        assert_ne!(second, first);
        assert!(matches!(t.create_tournament(limited("Plate")).await, Err(StoreError::TooManyTournaments)));
        assert_eq!(db.count("SELECT COUNT(*) FROM tournaments").await, 2);
        // Without a limit (an admin), more.
        t.create_tournament(terms(ann, "Plate", 4, deadline)).await.unwrap();
        assert_eq!(db.count("SELECT COUNT(*) FROM tournaments").await, 3);
    }

    async fn entries_are_taken_while_announced_and_places_are_free(db) {
        let users = db.store.users();
        let boss = users.create_user(new_user("boss", "h")).await.unwrap().id;
        let ann = users.create_user(new_user("ann", "h")).await.unwrap().id;
        let bob = users.create_user(new_user("bob", "h")).await.unwrap().id;
        let cleo = users.create_user(new_user("cleo", "h")).await.unwrap().id;
        let t = db.store.tournaments();
        let deadline = now() + Duration::days(1);
        let id = t.create_tournament(terms(boss, "Cup", 2, deadline)).await.unwrap();
        let row = t.tournament(id).await.unwrap().unwrap();
        assert_eq!((row.name.as_str(), row.format, row.rounds, row.max_players), ("Cup", Format::Swiss, 3, 2));
        assert_eq!(row.status, TournamentStatus::Announced);
        assert_eq!(row.signup_deadline, deadline);
        assert_eq!(row.created_by.name, "boss");
        t.sign_up(id, ann, now()).await.unwrap();
        assert!(matches!(t.sign_up(id, ann, now()).await, Err(StoreError::Conflict)));
        // Past the deadline: no.
        assert!(matches!(t.sign_up(id, bob, deadline).await, Err(StoreError::Conflict)));
        t.sign_up(id, bob, now()).await.unwrap();
        // Full.
        assert!(matches!(t.sign_up(id, cleo, now()).await, Err(StoreError::Conflict)));
        assert_eq!(t.tournament(id).await.unwrap().unwrap().entrants, 2);
        t.withdraw_entry(id, bob).await.unwrap();
        assert!(matches!(t.withdraw_entry(id, bob).await, Err(StoreError::Conflict)));
        let entries = t.entries(id).await.unwrap();
        assert_eq!(entries.len(), 1);
        assert_eq!(entries[0].user.name, "ann");
        // Listed by status, paged.
        let other = t.create_tournament(terms(boss, "Later", 8, deadline + Duration::days(1))).await.unwrap();
        let announced = t.tournaments(TournamentStatus::Announced, 1, 0).await.unwrap();
        assert_eq!(announced.iter().map(|r| r.id).collect::<Vec<_>>(), [id]);
        let next = t.tournaments(TournamentStatus::Announced, 1, 1).await.unwrap();
        assert_eq!(next.iter().map(|r| r.id).collect::<Vec<_>>(), [other]);
        assert!(t.tournaments(TournamentStatus::Running, 10, 0).await.unwrap().is_empty());
        assert_eq!(t.tournaments_due(deadline).await.unwrap(), [id]);
        assert!(t.tournaments_due(deadline - Duration::seconds(1)).await.unwrap().is_empty());
    }

    async fn a_start_a_round_and_an_end_are_each_claimed_once(db) {
        let users = db.store.users();
        let boss = users.create_user(new_user("boss", "h")).await.unwrap().id;
        let ann = users.create_user(new_user("ann", "h")).await.unwrap().id;
        let bob = users.create_user(new_user("bob", "h")).await.unwrap().id;
        let cleo = users.create_user(new_user("cleo", "h")).await.unwrap().id;
        let t = db.store.tournaments();
        let id = t.create_tournament(terms(boss, "Cup", 8, now() + Duration::days(1))).await.unwrap();
        for u in [ann, bob, cleo] {
            t.sign_up(id, u, now()).await.unwrap();
        }
        let seeds = [
            Seed { user: bob, seed: 1, rating: Some(1600.0) },
            Seed { user: ann, seed: 2, rating: None },
            Seed { user: cleo, seed: 3, rating: None },
        ];
        let first = [game(1, 1, 1, bob, ann)];
        assert!(t.start_tournament(id, &seeds, &first, &[(1, cleo)], now()).await.unwrap());
        assert!(!t.start_tournament(id, &seeds, &first, &[(1, cleo)], now()).await.unwrap());
        assert!(!t.cancel_tournament(id, now()).await.unwrap());
        let row = t.tournament(id).await.unwrap().unwrap();
        assert_eq!((row.status, row.current_round), (TournamentStatus::Running, 1));
        assert_eq!(t.running_tournaments().await.unwrap(), [id]);
        let entries = t.entries(id).await.unwrap();
        assert_eq!(entries.iter().map(|e| e.user.name.as_str()).collect::<Vec<_>>(), ["bob", "ann", "cleo"]);
        assert_eq!(entries[0].rating, Some(1600.0));
        assert_eq!(t.byes(id).await.unwrap(), [(1, cleo)]);
        let games = t.tournament_games(id).await.unwrap();
        assert_eq!(games.len(), 1);
        assert_eq!((games[0].white.name.as_str(), games[0].black.name.as_str()), ("bob", "ann"));
        assert_eq!(games[0].status, GameStatus::Active);
        assert_eq!(games[0].winner, None);
        // The game knows its tournament.
        let row = db.store.games().game(games[0].game).await.unwrap().unwrap();
        assert_eq!(row.tournament, Some((id, "Cup".to_owned())));
        // A next game in a place taken is refused; another place is fine.
        assert!(!t.add_game(id, &game(1, 1, 1, ann, bob)).await.unwrap());
        assert!(t.add_game(id, &game(1, 1, 2, ann, bob)).await.unwrap());
        // Round 1 → 2 once.
        let second = [game(2, 1, 1, cleo, bob)];
        assert!(t.next_round(id, 1, &second, &[(2, ann)]).await.unwrap());
        assert!(!t.next_round(id, 1, &second, &[(2, ann)]).await.unwrap());
        assert_eq!(t.tournament_games(id).await.unwrap().len(), 3);
        assert_eq!(t.tournament(id).await.unwrap().unwrap().current_round, 2);
        // Cleo claims a draw in her game, then withdraws: the game is
        // forfeited, not rated, and the claim closed with it; twice is refused.
        let hers = t.tournament_games(id).await.unwrap().into_iter().find(|g| g.white.id == cleo).unwrap().game;
        db.store.claims().create_claim(hers, cleo, 0, "g3-f4", now()).await.unwrap();
        let forfeited = t.withdraw_running(id, cleo, now()).await.unwrap();
        assert_eq!(forfeited, [hers]);
        let claim = db.store.claims().latest_claim(hers).await.unwrap().unwrap();
        assert_eq!((claim.status.as_str(), claim.reason.as_deref()), ("rejected", Some("The game was forfeited: a player withdrew from the tournament.")));
        assert!(db.store.claims().pending_claims().await.unwrap().is_empty());
        assert!(matches!(t.withdraw_running(id, cleo, now()).await, Err(StoreError::Conflict)));
        let row = db.store.games().game(forfeited[0]).await.unwrap().unwrap();
        assert_eq!(row.status, GameStatus::Finished);
        assert_eq!(row.verdict.as_ref().unwrap().termination, Termination::Forfeit);
        assert_eq!(row.result(), Some("0-1"));
        assert!(!row.rated);
        assert!(t.entries(id).await.unwrap().iter().any(|e| e.user.id == cleo && e.withdrawn_at.is_some()));
        // The end, once.
        assert!(t.finish_tournament(id, Some(bob), now()).await.unwrap());
        assert!(!t.finish_tournament(id, Some(ann), now()).await.unwrap());
        let row = t.tournament(id).await.unwrap().unwrap();
        assert_eq!(row.status, TournamentStatus::Finished);
        assert_eq!(row.winner.unwrap().name, "bob");
        assert!(!t.add_game(id, &game(3, 1, 1, ann, bob)).await.unwrap());
        assert!(t.running_tournaments().await.unwrap().is_empty());
    }

    async fn a_cancellation_happens_once(db) {
        let boss = db.store.users().create_user(new_user("boss", "h")).await.unwrap().id;
        let t = db.store.tournaments();
        let id = t.create_tournament(terms(boss, "Cup", 8, now() + Duration::days(1))).await.unwrap();
        assert!(t.cancel_tournament(id, now()).await.unwrap());
        assert!(!t.cancel_tournament(id, now()).await.unwrap());
        assert!(!t.start_tournament(id, &[], &[], &[], now()).await.unwrap());
        let row = t.tournament(id).await.unwrap().unwrap();
        assert_eq!(row.status, TournamentStatus::Cancelled);
        assert_eq!(t.tournaments(TournamentStatus::Cancelled, 10, 0).await.unwrap().len(), 1);
    }
}
