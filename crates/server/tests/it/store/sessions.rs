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
