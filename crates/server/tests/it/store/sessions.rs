//! Sessions in the store, the same on both databases.

use halma::store::{now, NewSession, NewUser, UserId};
use time::Duration;

async fn user(db: &crate::support::TestDb, name: &str) -> UserId {
    db.store
        .users()
        .create_user(NewUser {
            username: name,
            password_hash: "h",
            is_admin: false,
        })
        .await
        .expect("user")
        .id
}

both_backends! {
    /// What another process writes is read at once: a session it ends, a
    /// game it moves in (on SQLite the session and the game with it are read
    /// on the request's own thread, on connections of their own).
    async fn another_store_on_the_same_database_reads_each_commit_at_once(db) {
        let ann = user(&db, "ann").await;
        let bob = user(&db, "bob").await;
        let other = halma::open_store(&db.url).await.expect("a second store");
        let t = now();
        db.store.sessions().create_session(NewSession { id: "s1", user: ann, csrf: "tok", at: t, expires_at: t + Duration::days(30) })
            .await
            .expect("create");
        assert_eq!(other.sessions().session("s1", t).await.expect("read").expect("live").user.id, ann);
        let game = db.new_game(halma_rules::Rules::new(halma_rules::Variant::Halma8x8), ann, bob, 3).await;
        let (session, read) = other.games().game_with_session(game, "s1", t).await.expect("read");
        assert_eq!((session.map(|s| s.user.id), read.map(|g| g.row.ply)), (Some(ann), Some(0)));
        db.store.games().commit_moves(halma::store::MoveCommit {
            game,
            expected_ply: 0,
            moves: vec![halma::store::NewMove { path: "c3-d4".into(), position_key: "k".into() }],
            position: "p".into(),
            to_move: bob,
            turn_deadline: t + Duration::days(3),
            banks: Default::default(),
            draw_offered_by: None,
            verdict: None,
            at: t,
            turn_mail: false,
        })
        .await
        .expect("move");
        let (_, read) = other.games().game_with_session(game, "s1", t).await.expect("read");
        let read = read.expect("the game");
        assert_eq!((read.row.ply, read.moves.len()), (1, 1));
        db.store.sessions().delete_session("s1").await.expect("log out");
        assert!(other.sessions().session("s1", t).await.expect("read").is_none());
        let (session, read) = other.games().game_with_session(game, "s1", t).await.expect("read");
        assert!(session.is_none() && read.is_some());
        // Nothing of the kind: neither found.
        let (session, read) = other.games().game_with_session(halma::store::GameId::new(), "nope", t).await.expect("read");
        assert!(session.is_none() && read.is_none());
    }

    async fn a_session_is_read_with_its_user_until_it_expires(db) {
        let ann = user(&db, "Ann").await;
        let t = now();
        let s = db.store.sessions();
        s.create_session(NewSession { id: "s1", user: ann, csrf: "tok", at: t, expires_at: t + Duration::days(30) })
            .await
            .expect("create");
        let row = s.session("s1", t).await.expect("read").expect("live");
        assert_eq!((row.user.id, row.user.username.as_str(), row.csrf.as_str()), (ann, "Ann", "tok"));
        assert_eq!(row.expires_at, t + Duration::days(30));
        // The layout's count and the board come with the session.
        assert_eq!((row.unread, row.board), (0, halma::model::BoardPrefs::default()));
        let bob = user(&db, "Bob").await;
        db.store.messages().start_thread(ann, "Hi", halma::store::NewMessage { from: bob, body: "Hello", at: t, max_sent: 5, window_start: t - Duration::hours(1) }).await.expect("send");
        let prefs = halma::model::BoardPrefs { coordinates: !halma::model::BoardPrefs::default().coordinates, ..Default::default() };
        db.store.board_prefs().set_board_prefs(ann, prefs).await.expect("prefs");
        let row = s.session("s1", t).await.expect("read").expect("live");
        assert_eq!((row.unread, row.board), (1, prefs));
        assert!(s.session("s2", t).await.expect("read").is_none());
        assert!(s.session("s1", t + Duration::days(31)).await.expect("read").is_none(), "expired");
        // Sliding: a later expiry keeps it alive.
        s.extend_session("s1", t + Duration::days(40)).await.expect("extend");
        assert!(s.session("s1", t + Duration::days(31)).await.expect("read").is_some());
        // Cleaning up removes only what expired.
        s.create_session(NewSession { id: "old", user: ann, csrf: "x", at: t, expires_at: t + Duration::days(1) })
            .await
            .expect("create");
        assert_eq!(s.delete_expired_sessions(t + Duration::days(2)).await.expect("clean"), 1);
        assert!(s.session("s1", t).await.expect("read").is_some());
        s.delete_session("s1").await.expect("delete");
        assert!(s.session("s1", t).await.expect("read").is_none());
    }

    async fn ending_a_users_sessions_spares_the_one_named_and_other_users(db) {
        let ann = user(&db, "ann").await;
        let bob = user(&db, "bob").await;
        let t = now();
        let s = db.store.sessions();
        for (id, who) in [("a1", ann), ("a2", ann), ("a3", ann), ("b1", bob)] {
            s.create_session(NewSession { id, user: who, csrf: "x", at: t, expires_at: t + Duration::days(30) })
                .await
                .expect("create");
        }
        assert_eq!(s.delete_sessions_of(ann, Some("a2")).await.expect("end"), 2);
        assert!(s.session("a1", t).await.expect("read").is_none());
        assert!(s.session("a2", t).await.expect("read").is_some());
        assert!(s.session("b1", t).await.expect("read").is_some());
        assert_eq!(s.delete_sessions_of(ann, None).await.expect("end"), 1);
        assert!(s.session("a2", t).await.expect("read").is_none());
    }
}
