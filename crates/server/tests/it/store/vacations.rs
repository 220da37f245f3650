//! Vacations in the store, the same on both databases: a change is written
//! with the deadlines it moves, once, and only while the vacation is as read.

use halma::model::vacation::VacationNotice;
use halma::store::{now, DeadlineMove, GameId, NewGame, StoreError, VacationChange};
use halma_rules::{Rules, Variant};
use time::Duration;

use super::new_user;

both_backends! {
    async fn a_vacation_change_moves_deadlines_once_and_only_while_unchanged(db) {
        let ann = db.store.users().create_user(new_user("ann", "h")).await.expect("ann").id;
        let ben = db.store.users().create_user(new_user("ben", "h")).await.expect("ben").id;
        let at = now();
        let v = db.store.vacations();
        let fresh = v.vacation(ann).await.expect("read").expect("ann");
        // A new player has earned no vacation yet.
        assert_eq!((fresh.banked, fresh.until, fresh.auto, fresh.notice.clone()), (Some(Duration::ZERO), None, true, None));
        assert_eq!(fresh.time_zone, "UTC");
        assert!(v.vacation(halma::store::UserId::new()).await.expect("read").is_none());
        let game = db.store.games().create_game(NewGame { rules: Rules::new(Variant::Halma8x8), white: ann, black: ben, days_per_move: 3, at, rated: true, clock: Default::default() }).await.expect("game");
        let due = db.store.games().game(game).await.unwrap().unwrap().turn_deadline;
        let moved = DeadlineMove { game, ply: 0, from: due, to: due + Duration::days(2) };
        let gone = DeadlineMove { game: GameId::new(), ply: 0, from: due, to: due };
        // The notice is kept as data, said in the reader's language when read.
        let used = VacationNotice::Used { opponent: "ben".to_owned(), ran_out: due, days: 2 };
        let change = VacationChange { banked: Duration::days(28), counted_at: at, started_at: Some(at), until: Some(at + Duration::days(2)), notice: Some(used.clone()) };
        // All moved or nothing: a game that is not there undoes the change.
        assert!(matches!(v.change_vacation(ann, &fresh, change.clone(), &[moved.clone(), gone.clone()], true).await, Err(StoreError::Conflict)));
        assert_eq!(v.vacation(ann).await.unwrap().unwrap(), fresh);
        assert_eq!(db.store.games().game(game).await.unwrap().unwrap().turn_deadline, due);
        // Otherwise the games that moved on keep their deadlines.
        v.change_vacation(ann, &fresh, change.clone(), &[moved.clone(), gone], false).await.expect("change");
        let after = v.vacation(ann).await.unwrap().unwrap();
        assert_eq!((after.banked, after.until, after.notice.clone()), (Some(Duration::days(28)), Some(at + Duration::days(2)), Some(used.clone())));
        let row = db.store.games().game(game).await.unwrap().unwrap();
        assert_eq!(row.turn_deadline, due + Duration::days(2));
        assert_eq!(row.away[0].vacation_until, Some(at + Duration::days(2)));
        // A change from a stale read is refused.
        assert!(matches!(v.change_vacation(ann, &fresh, change, &[moved], false).await, Err(StoreError::Conflict)));
        // A change without a notice keeps the one there is; clearing forgets it.
        let keep = VacationChange { banked: Duration::days(27), counted_at: at + Duration::hours(1), started_at: None, until: None, notice: None };
        v.change_vacation(ann, &after, keep, &[], true).await.expect("change");
        assert_eq!(v.vacation(ann).await.unwrap().unwrap().notice, Some(used));
        v.clear_vacation_notice(ann).await.expect("clear");
        assert_eq!(v.vacation(ann).await.unwrap().unwrap().notice, None);
        v.set_vacation_auto(ann, false).await.expect("auto off");
        assert!(!v.vacation(ann).await.unwrap().unwrap().auto);
        assert!(matches!(v.set_vacation_auto(halma::store::UserId::new(), false).await, Err(StoreError::NotFound)));
    }
}
