//! Games for more than two in the store, the same on both databases.

use halma::model::clock::ClockTerms;
use halma::model::result::Termination;
use halma::store::{
    now, GameStatus, NewMove, NewSeatGame, SeatCommit, SeatEnd, SeatState, StoreError,
};
use halma_rules::{SeatRules, SeatVariant};
use time::Duration;

use super::new_user;

/// Four players, and a four-handed game of them in that order.
async fn four(db: &crate::support::TestDb) -> (Vec<halma::store::UserId>, halma::store::GameId) {
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
    let id = db
        .new_seat_game(
            SeatRules::new(SeatVariant::Halma16x16Four),
            players.clone(),
            3,
        )
        .await;
    (players, id)
}

fn commit(
    id: halma::store::GameId,
    ply: i64,
    path: &str,
    to_move: halma::store::UserId,
) -> SeatCommit {
    SeatCommit {
        game: id,
        expected_ply: ply,
        moves: vec![NewMove {
            path: path.to_owned(),
            position_key: format!("key {path}"),
        }],
        position: "unchanged for the store".to_owned(),
        to_move: Some(to_move),
        turn_started_at: now(),
        turn_deadline: now() + Duration::days(3),
        seat_states: vec![],
        end: None,
        turn_mail: false,
        at: now(),
    }
}

both_backends! {
    async fn a_game_for_four_starts_with_its_seats_in_turn_order(db) {
        let (p, id) = four(&db).await;
        let read = db.store.seat_games().seat_game(id).await.expect("read").expect("game");
        let seats: Vec<_> = read.row.seats.iter().map(|s| (s.seat, s.colour.name(), s.player.id, s.state)).collect();
        assert_eq!(seats, [
            (1, "white", p[0], SeatState::Playing),
            (2, "red", p[1], SeatState::Playing),
            (3, "black", p[2], SeatState::Playing),
            (4, "green", p[3], SeatState::Playing),
        ]);
        assert_eq!((read.row.status, read.row.ply, read.row.to_move), (GameStatus::Active, 0, Some(p[0])));
        assert_eq!(read.row.position, halma_rules::SeatPosition::start(SeatRules::new(SeatVariant::Halma16x16Four)).to_string());
        assert!(read.moves.is_empty());
        // Not a two-player game: the two-player reads do not find it.
        assert!(db.store.games().game(id).await.expect("read").is_none());
        assert!(db.store.games().game_with_moves(id).await.expect("read").is_none());
        // Nor is a two-player game one for more than two.
        let ann = db.store.users().create_user(new_user("ann", "h")).await.expect("ann").id;
        let pair = db.new_game(halma_rules::Rules::new(halma_rules::Variant::Halma8x8), ann, p[0], 3).await;
        assert!(db.store.seat_games().seat_game(pair).await.expect("read").is_none());
        // Its seats read as any game's do.
        assert_eq!(db.store.games().seats(id).await.expect("seats").len(), 4);
        // The star for two is a game on seats too, though it has two.
        let t = now();
        let star = db.store.seat_games().create_seat_game(NewSeatGame {
            rules: SeatRules::new(SeatVariant::StarTwo),
            players: vec![p[0], p[1]],
            days_per_move: 3,
            at: t,
            rated: true,
            clock: ClockTerms::default(),
            first_deadline: t + Duration::days(3),
        }).await.expect("star-2");
        let read = db.store.seat_games().seat_game(star).await.expect("read").expect("a game on seats");
        assert_eq!(read.row.seats.iter().map(|s| s.colour.name()).collect::<Vec<_>>(), ["red", "green"]);
        assert!(db.store.games().game(star).await.expect("read").is_none());
    }

    async fn a_seat_moves_once_and_leaving_is_a_move(db) {
        let (p, id) = four(&db).await;
        let g = db.store.seat_games();
        g.commit_seat_moves(commit(id, 0, "m2-l3", p[1])).await.expect("white moves");
        // The same ply again (a double click, another tab, another process): nothing.
        assert!(matches!(g.commit_seat_moves(commit(id, 0, "n2-m3", p[1])).await, Err(StoreError::Conflict)));
        // Red leaves: its seat is out, the turn passes on.
        let mut out = commit(id, 1, "out:red", p[2]);
        out.seat_states = vec![(2, SeatState::Left)];
        g.commit_seat_moves(out).await.expect("red leaves");
        let read = g.seat_game(id).await.expect("read").expect("game");
        assert_eq!(read.moves.iter().map(|m| (m.number, m.path.as_str())).collect::<Vec<_>>(), [(1, "m2-l3"), (2, "out:red")]);
        assert_eq!((read.row.ply, read.row.to_move), (2, Some(p[2])));
        assert_eq!(read.row.seats[1].state, SeatState::Left);
        // Black's move wins the game for Black: placed first, the others second.
        let mut last = commit(id, 2, "a16-b15", p[3]);
        last.seat_states = vec![(3, SeatState::Finished)];
        last.end = Some(SeatEnd { termination: Termination::TargetReached, winners: vec![3] });
        g.commit_seat_moves(last).await.expect("last move");
        let read = g.seat_game(id).await.expect("read").expect("game");
        assert_eq!((read.row.status, read.row.to_move, read.row.termination), (GameStatus::Finished, None, Some(Termination::TargetReached)));
        assert!(read.row.finished_at.is_some());
        let places: Vec<_> = read.row.seats.iter().map(|s| (s.state, s.place)).collect();
        assert_eq!(places, [
            (SeatState::Playing, Some(2)),
            (SeatState::Left, Some(2)),
            (SeatState::Finished, Some(1)),
            (SeatState::Playing, Some(2)),
        ]);
        assert!(matches!(g.commit_seat_moves(commit(id, 3, "p16-o15", p[0])).await, Err(StoreError::Conflict)), "over");
    }

    async fn a_draw_needs_every_seat_still_playing_and_a_move_ends_the_agreement(db) {
        let (p, id) = four(&db).await;
        let g = db.store.seat_games();
        let t = now();
        assert!(!g.agree_to_draw(id, 0, 1, true, t).await.expect("white agrees"));
        assert!(!g.agree_to_draw(id, 0, 2, true, t).await.expect("red agrees"));
        // A stale ply agrees to nothing.
        assert!(matches!(g.agree_to_draw(id, 1, 3, true, t).await, Err(StoreError::Conflict)));
        // A move ends every agreement.
        g.commit_seat_moves(commit(id, 0, "m2-l3", p[1])).await.expect("white moves");
        assert!(g.seat_game(id).await.expect("read").expect("game").row.draw_agreed.is_empty());
        // Green leaves; the three still playing agree: drawn, nobody placed.
        let mut out = commit(id, 1, "out:green", p[1]);
        out.seat_states = vec![(4, SeatState::Left)];
        g.commit_seat_moves(out).await.expect("green leaves");
        assert!(!g.agree_to_draw(id, 2, 1, true, t).await.expect("white"));
        assert!(!g.agree_to_draw(id, 2, 3, true, t).await.expect("black"));
        // A seat that left cannot agree.
        assert!(matches!(g.agree_to_draw(id, 2, 4, true, t).await, Err(StoreError::Conflict)));
        let read = g.seat_game(id).await.expect("read").expect("game");
        assert_eq!((read.row.status, read.row.draw_agreed.clone()), (GameStatus::Active, vec![1, 3]));
        assert!(g.agree_to_draw(id, 2, 2, true, t).await.expect("red, the last"));
        let read = g.seat_game(id).await.expect("read").expect("game");
        assert_eq!((read.row.status, read.row.termination), (GameStatus::Finished, Some(Termination::Agreement)));
        assert!(read.row.seats.iter().all(|s| s.place.is_none()));
    }
}
