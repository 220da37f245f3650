//! The account owner's area in the store, the same on both databases: every
//! game, message and chat line of a player for the download, and closing an
//! account (renamed, no usable password, sessions, tokens and links ended,
//! offers and mail settings gone, the userid kept out of sign-ups; games and
//! the messages it sent kept for the others).

use halma::{
    model::result::Verdict,
    store::{
        now, ownership::Closing, AuditEntry, ColourChoice, GameStatus, NewMessage, NewSession,
        NewToken, StoreError,
    },
};
use halma_rules::{Color, Rules, Variant};
use time::Duration;

use super::new_user;

fn message(from: halma::store::UserId, body: &str, seconds: i64) -> NewMessage<'_> {
    let at = now() + Duration::seconds(seconds);
    NewMessage {
        from,
        body,
        at,
        max_sent: 100,
        window_start: at - Duration::hours(1),
    }
}

both_backends! {
    async fn the_download_reads_every_game_message_and_chat_line(db) {
        let users = db.store.users();
        let ann = users.create_user(new_user("ann", "h")).await.expect("ann").id;
        let bob = users.create_user(new_user("bob", "h")).await.expect("bob").id;
        let cid = users.create_user(new_user("cid", "h")).await.expect("cid").id;
        let first = db.new_game(Rules::new(Variant::Halma8x8), ann, bob, 3).await;
        let second = db.new_game(Rules::new(Variant::Halma10x10), cid, ann, 3).await;
        let others = db.new_game(Rules::new(Variant::Halma8x8), bob, cid, 3).await;
        db.store.games().finish_game(first, 0, GameStatus::Active, Verdict::resignation(Color::Black), now()).await.expect("finish");
        let o = db.store.ownership();
        let games = o.games_of(ann).await.expect("games");
        let mut ids: Vec<_> = games.iter().map(|g| g.id).collect();
        ids.sort();
        let mut expected = vec![first, second];
        expected.sort();
        assert_eq!(ids, expected);
        assert!(games.iter().find(|g| g.id == first).expect("first").verdict.is_some());
        assert!(!o.games_of(bob).await.expect("games").iter().any(|g| g.id == second));
        assert_eq!(o.games_of(cid).await.expect("games").len(), 2);
        let m = db.store.messages();
        let thread = m.start_thread(bob, "Hello", message(ann, "A game?", 0)).await.expect("thread");
        m.reply(thread, message(bob, "Yes!", 1)).await.expect("reply");
        m.start_thread(cid, "Not ann's", message(bob, "psst", 2)).await.expect("thread");
        m.delete_thread(thread, ann).await.expect("delete");
        m.add_chat_line(others, bob, "not hers", now()).await.expect("chat");
        m.add_chat_line(first, ann, "good game", now()).await.expect("chat");
        let mine = o.messages_of(ann).await.expect("messages");
        assert_eq!(mine.iter().map(|l| (l.body.as_str(), l.sent, l.other.as_str(), l.subject.as_str())).collect::<Vec<_>>(),
            [("A game?", true, "bob", "Hello"), ("Yes!", false, "bob", "Hello")], "a deleted thread is still the player's data");
        let chat = o.chat_lines_of(ann).await.expect("chat");
        assert_eq!(chat.iter().map(|c| (c.game, c.body.as_str())).collect::<Vec<_>>(), [(first, "good game")]);
    }

    async fn a_closed_account_keeps_its_games_under_a_neutral_name_and_opens_nothing(db) {
        let users = db.store.users();
        let ann = users.create_user(new_user("Ann", "h")).await.expect("ann").id;
        let bob = users.create_user(new_user("bob", "h")).await.expect("bob").id;
        let game = db.new_game(Rules::new(Variant::Halma8x8), ann, bob, 3).await;
        let t = now();
        db.store.sessions().create_session(NewSession { id: "s1", user: ann, csrf: "c", at: t, expires_at: t + Duration::days(30) }).await.expect("session");
        db.store.tokens().create_token(NewToken { user: ann, name: "bot", token_hash: "tok", at: t }, 10).await.expect("token");
        let audit = AuditEntry { admin: bob, action: "made a reset link", reason: "forgot", at: t };
        db.store.moderation().create_reset("reset-1", ann, t + Duration::hours(24), audit).await.expect("link");
        db.store.offers().create_offer(halma::store::NewOffer { poster: ann, rules: Rules::new(Variant::Halma8x8), colour: ColourChoice::White, days_per_move: 3, invited: None, at: t, rated: true, clock: Default::default() }, 10).await.expect("offer");
        let thread = db.store.messages().start_thread(bob, "Hi", message(ann, "hello bob", 0)).await.expect("thread");
        // Ann sits at one of Bob's games for four and is invited to another.
        let four = |invited: Vec<halma::store::UserId>| halma::store::NewSeatOffer {
            poster: bob,
            rules: halma_rules::SeatRules::new(halma_rules::SeatVariant::Halma16x16Four),
            colour: None,
            days_per_move: 3,
            invited,
            at: t,
            rated: true,
            clock: Default::default(),
        };
        let seated = db.store.seat_offers().create_seat_offer(four(vec![]), 10).await.expect("an offer");
        db.store.seat_offers().join_seat_offer(seated, ann, t).await.expect("ann sits");
        let kept = db.store.seat_offers().create_seat_offer(four(vec![ann]), 10).await.expect("an invitation");
        let o = db.store.ownership();
        let closed = o.close_account(Closing { user: ann, neutral_name: "closed-0001", unusable_hash: "!closed", at: t }).await.expect("close");
        // Her seats are open again, at both.
        for offer in [seated, kept] {
            let row = db.store.seat_offers().seat_offer(offer).await.expect("read").expect("still there");
            assert_eq!(row.taken(), 1, "only Bob sits");
            assert!(row.seats.iter().all(|s| s.invited.is_none()), "nobody is invited");
        }
        assert_eq!((closed.sessions, closed.tokens), (1, 1));
        let user = users.user_by_id(ann).await.expect("read").expect("kept");
        assert_eq!((user.username.as_str(), user.password_hash.as_str(), user.closed_at), ("closed-0001", "!closed", Some(t)));
        assert!(users.user_by_name("ann").await.expect("read").is_none());
        assert_eq!(users.user_by_name("CLOSED-0001").await.expect("read").map(|u| u.id), Some(ann));
        assert!(db.store.sessions().session("s1", t).await.expect("read").is_none());
        assert!(db.store.tokens().user_by_token("tok").await.expect("read").is_none());
        assert!(db.store.moderation().reset_user("reset-1", t).await.expect("read").is_none());
        assert!(matches!(db.store.moderation().use_reset("reset-1", "x", t).await, Err(StoreError::NotFound)));
        assert!(db.store.offers().offers_by(ann).await.expect("offers").is_empty());
        // The game and the message stay, under the neutral name.
        let row = db.store.games().game(game).await.expect("read").expect("kept");
        assert_eq!(row.white.name, "closed-0001");
        let lines = db.store.messages().messages(thread).await.expect("read");
        assert_eq!((lines[0].sender_name.as_str(), lines[0].body.as_str()), ("closed-0001", "hello bob"));
        // The userid is nobody's to take, in any case; closing twice is refused.
        assert!(matches!(users.create_user(new_user("ANN", "h")).await, Err(StoreError::UsernameTaken)));
        let again = o.close_account(Closing { user: ann, neutral_name: "closed-0002", unusable_hash: "!", at: t }).await;
        assert!(matches!(again, Err(StoreError::Conflict)), "{again:?}");
        let nobody = o.close_account(Closing { user: halma::store::UserId::new(), neutral_name: "closed-0003", unusable_hash: "!", at: t }).await;
        assert!(matches!(nobody, Err(StoreError::NotFound)), "{nobody:?}");
        let retired = o.retired_name(ann).await.expect("read").expect("kept");
        assert_eq!((retired.username.as_str(), retired.closed_at), ("Ann", t));
        assert!(o.retired_name(bob).await.expect("read").is_none());
    }
}
