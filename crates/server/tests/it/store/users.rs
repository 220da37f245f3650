//! The users' storage, the same on both databases.

use halma::store::{NewUser, StoreError, UserId};

use super::new_user;

both_backends! {
    async fn users_round_trip(db) {
        let created = db.store.users().create_user(new_user("Alice_1", "hash-a")).await.expect("create");
        assert_eq!(created.username, "Alice_1");
        assert!(!created.is_admin);
        let by_id = db.store.users().user_by_id(created.id).await.expect("by id").expect("found");
        assert_eq!(by_id, created);
        let by_name = db.store.users().user_by_name("alice_1").await.expect("by name").expect("found");
        assert_eq!(by_name, created);
        let by_upper = db.store.users().user_by_name("ALICE_1").await.expect("by name").expect("found");
        assert_eq!(by_upper.id, created.id);
        assert!(db.store.users().user_by_name("bob").await.expect("by name").is_none());
        assert!(db.store.users().user_by_id(UserId::new()).await.expect("by id").is_none());
    }

    async fn names_are_unique_without_regard_to_case(db) {
        db.store.users().create_user(new_user("carol", "h")).await.expect("create");
        for clash in ["carol", "Carol", "CAROL"] {
            let err = db.store.users().create_user(new_user(clash, "h")).await.expect_err("duplicate");
            assert!(matches!(err, StoreError::UsernameTaken), "{clash}: {err:?}");
        }
        db.store.users().create_user(new_user("carol2", "h")).await.expect("a different name");
    }

    async fn password_hash_changes_and_other_sessions_end_with_it(db) {
        let user = db.store.users().create_user(new_user("dave", "old")).await.expect("create");
        let other = db.store.users().create_user(new_user("erin", "h")).await.expect("create");
        let at = halma::store::now();
        for (id, owner) in [("d1", user.id), ("d2", user.id), ("d3", user.id), ("e1", other.id)] {
            let new = halma::store::NewSession { id, user: owner, csrf: "c", at, expires_at: at + time::Duration::days(1) };
            db.store.sessions().create_session(new).await.expect("session");
        }
        let ended = db.store.users().replace_password(user.id, "new", Some("d2")).await.expect("set");
        assert_eq!(ended, 2, "every session but the one kept");
        let again = db.store.users().user_by_id(user.id).await.expect("get").expect("found");
        assert_eq!(again.password_hash, "new");
        assert!(db.store.sessions().session("d2", at).await.expect("read").is_some());
        assert!(db.store.sessions().session("d1", at).await.expect("read").is_none());
        assert!(db.store.sessions().session("e1", at).await.expect("read").is_some(), "another player's session stays");
        // Nobody to change: nothing changes, no session ends.
        let missing = db.store.users().replace_password(UserId::new(), "x", None).await;
        assert!(matches!(missing, Err(StoreError::NotFound)), "{missing:?}");
        assert!(db.store.sessions().session("d2", at).await.expect("read").is_some());
    }

    async fn admin_flag(db) {
        let admin = db
            .store
            .users().create_user(NewUser { username: "root", password_hash: "h", is_admin: true })
            .await
            .expect("create");
        assert!(db.store.users().user_by_id(admin.id).await.expect("get").expect("found").is_admin);
        let user = db.store.users().create_user(new_user("erin", "h")).await.expect("create");
        db.store.users().set_admin(user.id, true).await.expect("promote");
        assert!(db.store.users().user_by_name("ERIN").await.expect("get").expect("found").is_admin);
        db.store.users().set_admin(user.id, false).await.expect("demote");
        assert!(!db.store.users().user_by_name("erin").await.expect("get").expect("found").is_admin);
        let missing = db.store.users().set_admin(UserId::new(), true).await;
        assert!(matches!(missing, Err(StoreError::NotFound)), "{missing:?}");
    }

    async fn concurrent_sign_ups_of_one_name_make_one_user(db) {
        let attempts = (0..8).map(|i| {
            let store = db.store.clone();
            let name = if i % 2 == 0 { "Frank" } else { "frank" };
            tokio::spawn(async move { store.users().create_user(new_user(name, "h")).await })
        });
        let mut created = 0;
        for attempt in attempts {
            match attempt.await.expect("join") {
                Ok(_) => created += 1,
                Err(StoreError::UsernameTaken) => {}
                Err(e) => panic!("unexpected error: {e:?}"),
            }
        }
        assert_eq!(created, 1);
    }
}
