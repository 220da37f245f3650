//! The storage conformance suite: every test runs against SQLite and Postgres,
//! which must behave identically.

use halma::store::{now, ClaimDecision, NewUser, StoreError, UserId};
use halma_rules::{RepetitionRule, Rules, Variant};

fn new_user<'a>(username: &'a str, password_hash: &'a str) -> NewUser<'a> {
    NewUser {
        username,
        password_hash,
        is_admin: false,
    }
}

both_backends! {
    async fn ping(db) {
        db.store.system().ping().await.expect("ping");
    }

    async fn one_draw_offer_a_move(db) {
        let a = db.store.users().create_user(new_user("ann", "h")).await.expect("ann").id;
        let b = db.store.users().create_user(new_user("ben", "h")).await.expect("ben").id;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        let s = &db.store;
        // Answering needs an offer; offering needs none standing.
        assert!(matches!(s.games().set_draw_offer(id, 0, None).await, Err(StoreError::Conflict)));
        s.games().set_draw_offer(id, 0, Some(b)).await.expect("offer");
        assert!(matches!(s.games().set_draw_offer(id, 0, Some(a)).await, Err(StoreError::Conflict)));
        let row = s.games().game(id).await.expect("read").expect("game");
        assert_eq!((row.draw_offered_by, row.draw_offer_ply), (Some(b), Some(0)));
        // Declined: no second offer at this ply, by either player.
        s.games().set_draw_offer(id, 0, None).await.expect("decline");
        for by in [a, b] {
            assert!(matches!(s.games().set_draw_offer(id, 0, Some(by)).await, Err(StoreError::Conflict)));
        }
        // A stale ply changes nothing either.
        assert!(matches!(s.games().set_draw_offer(id, 1, Some(a)).await, Err(StoreError::Conflict)));
        let row = s.games().game(id).await.expect("read").expect("game");
        assert_eq!((row.draw_offered_by, row.draw_offer_ply), (None, Some(0)));
    }

    async fn rejected_claims_are_remembered_by_claimant_ply_and_move(db) {
        let a = db.store.users().create_user(new_user("ann", "h")).await.expect("ann").id;
        let b = db.store.users().create_user(new_user("ben", "h")).await.expect("ben").id;
        let admin = db.store.users().create_user(NewUser { username: "root", password_hash: "h", is_admin: true }).await.expect("root").id;
        let rules = Rules { repetition: RepetitionRule::Claim, ..Rules::new(Variant::Halma8x8) };
        let id = db.new_game(rules, a, b, 3).await;
        let s = &db.store;
        for (path, reason) in [("g3-f4", "not a repetition"), ("h4-h5", "nor this")] {
            let claim = s.claims().create_claim(id, a, 0, path, now()).await.expect("claim");
            s.claims().decide_claim(ClaimDecision { claim, admin, accept: false, reason: reason.into(), restart_deadline: now() + time::Duration::days(3), at: now() }).await.expect("reject");
        }
        // Both rejections count, not only the latest.
        assert!(s.claims().claim_rejected(id, a, 0, "g3-f4").await.expect("ask"));
        assert!(s.claims().claim_rejected(id, a, 0, "h4-h5").await.expect("ask"));
        assert!(!s.claims().claim_rejected(id, a, 0, "g2-f3").await.expect("ask"));
        assert!(!s.claims().claim_rejected(id, a, 1, "g3-f4").await.expect("ask"));
        assert!(!s.claims().claim_rejected(id, b, 0, "g3-f4").await.expect("ask"));
    }

    async fn migrating_again_changes_nothing(db) {
        db.store.system().migrate().await.expect("second migration run");
        db.store.system().ping().await.expect("ping");
    }

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

    async fn password_hash_changes(db) {
        let user = db.store.users().create_user(new_user("dave", "old")).await.expect("create");
        db.store.users().set_password_hash(user.id, "new").await.expect("set");
        let again = db.store.users().user_by_id(user.id).await.expect("get").expect("found");
        assert_eq!(again.password_hash, "new");
        let missing = db.store.users().set_password_hash(UserId::new(), "x").await;
        assert!(matches!(missing, Err(StoreError::NotFound)), "{missing:?}");
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

    async fn heartbeat(db) {
        assert_eq!(db.store.system().heartbeat().await.expect("read"), None);
        let first = now();
        db.store.system().set_heartbeat(first).await.expect("write");
        assert_eq!(db.store.system().heartbeat().await.expect("read"), Some(first));
        let later = first + time::Duration::seconds(90);
        db.store.system().set_heartbeat(later).await.expect("write");
        assert_eq!(db.store.system().heartbeat().await.expect("read"), Some(later));
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
