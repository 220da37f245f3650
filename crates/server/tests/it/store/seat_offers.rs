//! Offers for more than two in the store, the same on both databases: seats
//! filled one by one, the game started by the last, once.

use halma::model::clock::ClockTerms;
use halma::store::{
    now, AutoMatch, Joined, NewSeatOffer, SeatAutoMatchRequest, StoreError, UserId,
};
use halma_rules::{Colour, SeatRules, SeatVariant};

use super::new_user;

async fn players(db: &crate::support::TestDb, names: &[&str]) -> Vec<UserId> {
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

fn offer(poster: UserId, colour: Option<Colour>, invited: Vec<UserId>) -> NewSeatOffer {
    NewSeatOffer {
        poster,
        rules: SeatRules::new(SeatVariant::Halma16x16Four),
        colour,
        days_per_move: 3,
        invited,
        at: now(),
        rated: true,
        clock: ClockTerms::default(),
    }
}

fn request(user: UserId) -> SeatAutoMatchRequest {
    SeatAutoMatchRequest {
        user,
        rules: SeatRules::new(SeatVariant::Halma16x16Four),
        days_per_move: 3,
        max_open: 5,
        at: now(),
        rated: true,
        clock: ClockTerms::default(),
    }
}

both_backends! {
    async fn seats_fill_one_by_one_and_the_last_starts_the_game(db) {
        let p = players(&db, &["rea", "ivy", "bo", "cy", "dan"]).await;
        let o = db.store.seat_offers();
        // Rea sits as red (seat 2); Ivy is invited to the first seat left (1).
        let id = o.create_seat_offer(offer(p[0], Some(Colour::Red), vec![p[1]]), 5).await.expect("post");
        let row = o.seat_offer(id).await.expect("read").expect("offer");
        let seats: Vec<_> = row.seats.iter().map(|s| (s.seat, s.player.as_ref().map(|x| x.name.clone()), s.invited.as_ref().map(|x| x.name.clone()))).collect();
        assert_eq!(seats, [
            (1, None, Some("ivy".to_owned())),
            (2, Some("rea".to_owned()), None),
            (3, None, None),
            (4, None, None),
        ]);
        // Not a two-player offer.
        assert!(db.store.offers().offer(id).await.expect("read").is_none());
        assert!(matches!(db.store.offers().take_offer(id, p[2], now()).await, Err(StoreError::NotFound)));
        // Bo takes an open seat; sitting again is refused.
        assert_eq!(o.join_seat_offer(id, p[2], now()).await.expect("bo"), Joined::Seated);
        assert!(matches!(o.join_seat_offer(id, p[2], now()).await, Err(StoreError::Conflict)));
        assert!(matches!(o.join_seat_offer(id, p[0], now()).await, Err(StoreError::Conflict)), "the poster sits already");
        // Cy stands up again after sitting down; the poster cannot.
        assert_eq!(o.join_seat_offer(id, p[3], now()).await.expect("cy"), Joined::Seated);
        o.leave_seat_offer(id, p[3]).await.expect("cy stands up");
        assert!(matches!(o.leave_seat_offer(id, p[0]).await, Err(StoreError::NotFound)));
        assert_eq!(o.seat_offer(id).await.expect("read").expect("offer").taken(), 2);
        // Dan takes the last open seat: Ivy's seat still waits for Ivy.
        assert_eq!(o.join_seat_offer(id, p[4], now()).await.expect("dan"), Joined::Seated);
        assert!(matches!(o.join_seat_offer(id, p[3], now()).await, Err(StoreError::Conflict)), "no seat for cy");
        let Joined::Started(game) = o.join_seat_offer(id, p[1], now()).await.expect("ivy") else {
            panic!("the last seat starts the game");
        };
        assert!(o.seat_offer(id).await.expect("read").is_none(), "the offer is used up");
        assert!(matches!(o.join_seat_offer(id, p[3], now()).await, Err(StoreError::NotFound)));
        let read = db.store.seat_games().seat_game(game).await.expect("read").expect("game");
        let seated: Vec<_> = read.row.seats.iter().map(|s| (s.colour, s.player.id)).collect();
        assert_eq!(seated, [(Colour::White, p[1]), (Colour::Red, p[0]), (Colour::Black, p[2]), (Colour::Green, p[4])]);
    }

    async fn two_players_taking_the_last_seat_at_once_start_one_game(db) {
        let p = players(&db, &["rea", "bo", "cy", "dan", "eve"]).await;
        let o = db.store.seat_offers();
        let id = o.create_seat_offer(offer(p[0], None, vec![]), 5).await.expect("post");
        o.join_seat_offer(id, p[1], now()).await.expect("bo");
        o.join_seat_offer(id, p[2], now()).await.expect("cy");
        let (a, b) = tokio::join!(
            db.store.seat_offers().join_seat_offer(id, p[3], now()),
            db.store.seat_offers().join_seat_offer(id, p[4], now()),
        );
        let started: Vec<_> = [&a, &b].into_iter().filter(|r| matches!(r, Ok(Joined::Started(_)))).collect();
        assert_eq!(started.len(), 1, "{a:?} {b:?}");
        assert!([&a, &b].into_iter().any(|r| matches!(r, Err(StoreError::NotFound))), "{a:?} {b:?}");
        let Ok(Joined::Started(game)) = started[0] else { unreachable!() };
        let mut seated: Vec<UserId> = db.store.seat_games().seat_game(*game).await.expect("read").expect("game")
            .row.seats.iter().map(|s| s.player.id).collect();
        seated.sort();
        let winner = if matches!(a, Ok(Joined::Started(_))) { p[3] } else { p[4] };
        let mut expected = vec![p[0], p[1], p[2], winner];
        expected.sort();
        assert_eq!(seated, expected, "the seats drawn at random hold the four who sat down");
    }

    async fn auto_match_for_four_waits_for_four(db) {
        let p = players(&db, &["a1", "b2", "c3", "d4"]).await;
        let o = db.store.seat_offers();
        let AutoMatch::Waiting(first) = o.seat_auto_match(request(p[0])).await.expect("first") else {
            panic!("the first waits");
        };
        assert_eq!(o.seat_auto_match(request(p[0])).await.expect("again"), AutoMatch::AlreadyWaiting(first));
        assert_eq!(o.seat_auto_match(request(p[1])).await.expect("second"), AutoMatch::Waiting(first));
        assert_eq!(o.seat_auto_match(request(p[2])).await.expect("third"), AutoMatch::Waiting(first));
        assert_eq!(o.seat_auto_match(request(p[1])).await.expect("second again"), AutoMatch::AlreadyWaiting(first));
        // Other terms wait apart.
        let other = SeatAutoMatchRequest { days_per_move: 5, ..request(p[3]) };
        assert!(matches!(o.seat_auto_match(other).await.expect("other terms"), AutoMatch::Waiting(id) if id != first));
        let AutoMatch::Matched(game) = o.seat_auto_match(request(p[3])).await.expect("fourth") else {
            panic!("the fourth starts the game");
        };
        let read = db.store.seat_games().seat_game(game).await.expect("read").expect("game");
        assert_eq!(read.row.seats.len(), 4);
        assert_eq!(o.seat_offers(10).await.expect("list").len(), 1, "only the request of other terms waits");
    }
}
