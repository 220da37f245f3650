//! Games for more than two played through the domain, on both databases:
//! turns in seat order, refusals that change nothing, leaving by resignation
//! and by time-out, the last seat standing, partners losing together, and a
//! draw that needs every seat still playing.

use crate::store::new_user;
use crate::support::TestDb;
use halma::domain::seat_play::{self, SeatSubmit, SeatTable};
use halma::domain::{DomainError, Refusal};
use halma::model::result::Termination;
use halma::store::{now, GameId, GameStatus, SeatEnd, SeatState, UserId};
use halma_rules::{SeatRules, SeatVariant};
use time::Duration;

/// Four players (wim, rea, bas, gus: white, red, black, green) at a
/// four-handed game.
async fn four(db: &TestDb, partners: bool) -> (Vec<UserId>, GameId) {
    let mut players = Vec::new();
    for name in ["wim", "rea", "bas", "gus"] {
        players.push(
            db.store
                .users()
                .create_user(new_user(name, "h"))
                .await
                .expect("user")
                .id,
        );
    }
    let rules = SeatRules {
        partners,
        ..SeatRules::new(SeatVariant::Halma16x16Four)
    };
    let id = db.new_seat_game(rules, players.clone(), 3).await;
    (players, id)
}

fn refused<T: std::fmt::Debug>(r: Result<T, DomainError>) -> Refusal {
    match r {
        Err(DomainError::Refused(refusal)) => refusal,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

async fn table(db: &TestDb, id: GameId) -> SeatTable {
    SeatTable::load(db.store.as_ref(), id).await.expect("load")
}

fn submit(game: GameId, actor: UserId, ply: i64, path: &str) -> SeatSubmit<'_> {
    SeatSubmit {
        game,
        actor,
        ply,
        path,
    }
}

both_backends! {
    async fn seats_move_in_turn_and_refusals_change_nothing(db) {
        let (p, id) = four(&db, false).await;
        let s = db.store.as_ref();
        let t = now();
        let outsider = db.store.users().create_user(new_user("ann", "h")).await.expect("ann").id;
        assert_eq!(refused(seat_play::submit(s, submit(id, outsider, 0, "m2-l3"), t).await), Refusal::NotAPlayer);
        assert_eq!(refused(seat_play::submit(s, submit(id, p[1], 0, "d2-e3"), t).await), Refusal::NotYourTurn);
        assert_eq!(refused(seat_play::submit(s, submit(id, p[0], 3, "m2-l3"), t).await), Refusal::AlreadyPlayed);
        assert!(matches!(refused(seat_play::submit(s, submit(id, p[0], 0, "m2-k4"), t).await), Refusal::Illegal(_)));
        assert!(matches!(refused(seat_play::submit(s, submit(id, p[0], 0, "m2"), t).await), Refusal::NotAMove(_)));
        assert_eq!(refused(seat_play::submit(s, submit(id, p[0], 0, "pass"), t).await), Refusal::CannotPass);
        assert_eq!(table(&db, id).await.row.ply, 0, "nothing was played");
        // White, red, black, green in turn; then white again.
        for (i, (who, path)) in [(0, "m2-l3"), (1, "d2-e3"), (2, "d15-e14"), (3, "m15-l14")].into_iter().enumerate() {
            let played = seat_play::submit(s, submit(id, p[who], i as i64, path), t).await.expect(path);
            assert_eq!((played.ply, played.passes, played.end), (i as i64 + 1, 0, None));
        }
        // The same form again (a double click): refused, nothing doubled.
        assert_eq!(refused(seat_play::submit(s, submit(id, p[3], 3, "m15-l14"), t).await), Refusal::AlreadyPlayed);
        let now_table = table(&db, id).await;
        assert_eq!(now_table.moves.iter().map(|m| m.path.as_str()).collect::<Vec<_>>(), ["m2-l3", "d2-e3", "d15-e14", "m15-l14"]);
        assert_eq!((now_table.row.ply, now_table.row.to_move), (4, Some(p[0])));
        assert_eq!(now_table.position().to_string(), now_table.row.position, "the stored position is the replayed one");
    }

    async fn seats_leave_by_resigning_and_by_time_and_the_last_one_wins(db) {
        let (p, id) = four(&db, false).await;
        let s = db.store.as_ref();
        let t = now();
        seat_play::submit(s, submit(id, p[0], 0, "m2-l3"), t).await.expect("white");
        // Black resigns while it is red's turn: its seat is out, red still moves.
        seat_play::resign(s, id, p[2], 1, t).await.expect("black resigns");
        assert_eq!(refused(seat_play::resign(s, id, p[2], 2, t).await), Refusal::AlreadyResigned);
        let after = table(&db, id).await;
        assert_eq!(after.moves.last().map(|m| m.path.as_str()), Some("out:black"));
        assert_eq!((after.row.seats[2].state, after.row.to_move), (SeatState::Left, Some(p[1])));
        // Red's time runs out: the sweep lets red go; green is next (black is skipped).
        assert!(seat_play::time_out(s, id, t).await.expect("not due").is_none());
        let late = t + Duration::days(4);
        assert!(seat_play::time_out(s, id, late).await.expect("due").is_some());
        assert!(seat_play::time_out(s, id, late).await.expect("done").is_none(), "decided once");
        let after = table(&db, id).await;
        assert_eq!((after.row.seats[1].state, after.row.to_move), (SeatState::Left, Some(p[3])));
        // A late Submit of green's lets green go: white is the last seat standing.
        let refusal = refused(seat_play::submit(s, submit(id, p[3], 3, "m15-l14"), late + Duration::days(4)).await);
        assert!(matches!(refusal, Refusal::TimeRanOut(_)), "{refusal:?}");
        let end = table(&db, id).await;
        assert_eq!((end.row.status, end.row.termination), (GameStatus::Finished, Some(Termination::OthersLeft)));
        let places: Vec<_> = end.row.seats.iter().map(|s| (s.state, s.place)).collect();
        assert_eq!(places, [
            (SeatState::Playing, Some(1)),
            (SeatState::Left, Some(2)),
            (SeatState::Left, Some(2)),
            (SeatState::Left, Some(2)),
        ]);
        assert_eq!(refused(seat_play::submit(s, submit(id, p[0], end.row.ply, "n2-m3"), t).await), Refusal::GameOver);
    }

    async fn the_minute_sweep_lets_the_seat_to_move_go(db) {
        use halma::domain::adjudication::{self, Sweep};
        let (p, id) = four(&db, false).await;
        let s = db.store.as_ref();
        let policy = halma::domain::clock::VacationPolicy::default();
        assert!(adjudication::sweep(s, policy, now(), Sweep::Due).await.expect("sweep").is_empty());
        let late = now() + Duration::days(4);
        let decided = adjudication::sweep(s, policy, late, Sweep::Due).await.expect("sweep");
        assert_eq!(decided.iter().map(|d| (d.game, d.verdict.clone(), d.words.as_str())).collect::<Vec<_>>(),
            [(id, None, "white ran out of time and left the game")]);
        let after = table(&db, id).await;
        assert_eq!((after.row.seats[0].state, after.row.to_move, after.row.status), (SeatState::Left, Some(p[1]), GameStatus::Active));
        assert!(adjudication::sweep(s, policy, late, Sweep::Due).await.expect("sweep").is_empty(), "red's turn is new");
    }

    async fn partners_lose_together_when_one_leaves(db) {
        let (p, id) = four(&db, true).await;
        let s = db.store.as_ref();
        // Red (seat 2) resigns: red and green lose, white and black win.
        let played = seat_play::resign(s, id, p[1], 0, now()).await.expect("red resigns");
        assert_eq!(played.end, Some(SeatEnd { termination: Termination::PartnerLeft, winners: vec![1, 3] }));
        let end = table(&db, id).await;
        let places: Vec<_> = end.row.seats.iter().map(|s| s.place).collect();
        assert_eq!(places, [Some(1), Some(2), Some(1), Some(2)]);
    }

    async fn a_draw_needs_every_seat_still_playing(db) {
        let (p, id) = four(&db, false).await;
        let s = db.store.as_ref();
        let t = now();
        seat_play::resign(s, id, p[3], 0, t).await.expect("green resigns");
        assert!(!seat_play::agree_to_draw(s, id, p[0], 1, true, t).await.expect("white"));
        assert_eq!(refused(seat_play::agree_to_draw(s, id, p[3], 1, true, t).await), Refusal::NotPossible, "green left");
        assert!(!seat_play::agree_to_draw(s, id, p[1], 1, true, t).await.expect("red"));
        // White takes it back; black's agreement is not the last then.
        assert!(!seat_play::agree_to_draw(s, id, p[0], 1, false, t).await.expect("white takes it back"));
        assert!(!seat_play::agree_to_draw(s, id, p[2], 1, true, t).await.expect("black"));
        assert!(seat_play::agree_to_draw(s, id, p[0], 1, true, t).await.expect("white again"));
        let end = table(&db, id).await;
        assert_eq!((end.row.status, end.row.termination), (GameStatus::Finished, Some(Termination::Agreement)));
        assert!(end.row.seats.iter().all(|s| s.place.is_none()));
    }
}
