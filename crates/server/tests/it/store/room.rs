//! The room in the store: a player's status-page lists in one statement, the
//! same lists as the areas read apart, on both databases.

use halma::model::result::{Termination, Verdict};
use halma::store::{
    now, ColourChoice, GameStatus, NewOffer, NewSeatGame, Room, RoomShown, Store, UserId,
};
use halma_rules::{Color, Rules, SeatRules, SeatVariant, Variant};
use time::Duration;

use super::new_user;

/// The lists read apart, as the room must read them.
async fn apart(store: &dyn Store, user: UserId, shown: RoomShown) -> Room {
    let (invitations, offers) = store.offers().player_offers(user).await.expect("offers");
    Room {
        games: store
            .games()
            .player_games(user, shown.finished)
            .await
            .expect("games"),
        invitations,
        offers,
        seat_games: store
            .seat_games()
            .seat_games_of(user, shown.seat_games)
            .await
            .expect("seats"),
        news: store.news().news(shown.news, 0).await.expect("news"),
    }
}

both_backends! {
    async fn the_room_reads_every_list_in_one_statement(db) {
        let s = &db.store;
        let mut ids = Vec::new();
        for name in ["me", "xavier", "yvonne", "zoe", "wim"] {
            ids.push(s.users().create_user(new_user(name, "h")).await.expect("user").id);
        }
        let [me, x, y, z, w] = ids[..] else { unreachable!() };
        let shown = RoomShown { finished: 20, seat_games: 30, news: 3 };
        // Nothing yet: every list empty.
        let empty = s.room().room(me, shown).await.expect("room");
        assert!(empty.games.to_move.is_empty() && empty.games.waiting.is_empty() && empty.games.finished.is_empty());
        assert!(empty.invitations.is_empty() && empty.offers.is_empty() && empty.seat_games.is_empty() && empty.news.is_empty());

        let rules = Rules::new(Variant::Halma8x8);
        let to_move = db.new_game(rules, me, x, 3).await;
        let waiting = db.new_game(rules, z, me, 3).await;
        let won = db.new_game(rules, me, y, 3).await;
        s.games().finish_game(won, 0, GameStatus::Active, Verdict::new(Some(Color::White), Termination::TargetReached), now())
            .await
            .expect("finish");
        let lost = db.new_game(rules, x, me, 3).await;
        s.games().finish_game(lost, 0, GameStatus::Active, Verdict::resignation(Color::Black), now() + Duration::seconds(1))
            .await
            .expect("finish");
        // The opponent's rating (as Glicko-2 leaves it: every digit counts)
        // and vacation, read with the games.
        db.execute(&format!(
            "INSERT INTO ratings (user_id, game, rating, deviation, volatility, games, last_played_at) \
             SELECT '{x}', variant, 1662.3117467394125, 49.999999999999986, 0.059999999999999984, 3, 0 FROM games WHERE id = '{to_move}'"
        ))
        .await;
        let until = crate::support::millis(now() + Duration::days(5));
        db.execute(&format!("UPDATE users SET vacation_until = {until} WHERE id = '{z}'")).await;
        // An invitation to me, and an offer of mine.
        let offer = |poster, invited| NewOffer {
            poster,
            rules,
            colour: ColourChoice::Random,
            days_per_move: 3,
            invited,
            at: now(),
            rated: false,
            clock: Default::default(),
        };
        let invitation = s.offers().create_offer(offer(y, Some(me)), 10).await.expect("invitation");
        let mine = s.offers().create_offer(offer(me, None), 10).await.expect("offer");
        // Two games for four, the one whose deadline comes first first.
        let t = now();
        let four = |players: Vec<UserId>, days| NewSeatGame {
            rules: SeatRules::new(SeatVariant::Halma16x16Four),
            players,
            days_per_move: days,
            at: t,
            rated: true,
            clock: Default::default(),
            first_deadline: t + Duration::days(days),
        };
        let later = s.seat_games().create_seat_game(four(vec![w, me, x, y], 5)).await.expect("four");
        let sooner = s.seat_games().create_seat_game(four(vec![me, w, y, z], 2)).await.expect("four");
        // News, one with what JSON must escape.
        let odd = "Say \"hi\"\\ to the <club>\nüñï 🎲 \u{1}";
        for (n, title) in ["first", "second", odd, "fourth"].into_iter().enumerate() {
            s.news().post_news(x, title, odd, now() + Duration::seconds(n as i64)).await.expect("news");
        }

        let room = s.room().room(me, shown).await.expect("room");
        let game_ids = |games: &[halma::store::GameSummary]| games.iter().map(|g| g.id).collect::<Vec<_>>();
        assert_eq!(game_ids(&room.games.to_move), [to_move]);
        assert_eq!(game_ids(&room.games.waiting), [waiting]);
        assert_eq!(game_ids(&room.games.finished), [lost, won]);
        let rating = room.games.to_move[0].opponent_rating.as_ref().expect("x's rating");
        // To the last bit, though no 15 digits say them.
        assert_eq!((rating.rating, rating.deviation, rating.volatility), (1662.3117467394125, 49.999999999999986, 0.059999999999999984));
        assert_eq!(room.games.waiting[0].opponent_vacation_until.map(crate::support::millis), Some(until));
        assert_eq!(room.games.finished[0].verdict, Some(Verdict::resignation(Color::Black)));
        assert_eq!(room.invitations.iter().map(|o| o.id).collect::<Vec<_>>(), [invitation]);
        assert_eq!(room.offers.iter().map(|o| o.id).collect::<Vec<_>>(), [mine]);
        assert!(!room.offers[0].rated && room.offers[0].clock.vacation);
        assert_eq!(room.seat_games.iter().map(|g| g.id).collect::<Vec<_>>(), [sooner, later]);
        assert_eq!(room.seat_games[1].players, ["wim", "me", "xavier", "yvonne"]);
        assert_eq!(room.news.iter().map(|n| n.title.as_str()).collect::<Vec<_>>(), ["fourth", odd, "second"]);
        assert_eq!(room.news[1].body, odd);
        // Field by field what the areas read apart.
        assert_eq!(format!("{room:?}"), format!("{:?}", apart(s.as_ref(), me, shown).await));
        // The limits hold.
        let few = RoomShown { finished: 1, seat_games: 1, news: 1 };
        let room = s.room().room(me, few).await.expect("room");
        assert_eq!((room.games.finished.len(), room.seat_games.len(), room.news.len()), (1, 1, 1));
        assert_eq!(format!("{room:?}"), format!("{:?}", apart(s.as_ref(), me, few).await));
        // Another player's room is theirs.
        let theirs = s.room().room(x, shown).await.expect("x's room");
        assert_eq!(format!("{theirs:?}"), format!("{:?}", apart(s.as_ref(), x, shown).await));
        assert_eq!(game_ids(&theirs.games.waiting), [to_move]);
    }
}
