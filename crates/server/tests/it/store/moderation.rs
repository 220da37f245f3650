//! The admins' actions on accounts in the store, the same on both databases:
//! each audited, suspension ending sessions and closing them to the account,
//! reset links used once, and the admins' game lists.

use halma::{
    model::result::Verdict,
    store::{
        now, AuditEntry, GameFilter, GameListing, GameStatus, NewSession, NewToken, StoreError,
    },
};
use halma_rules::{Color, Rules, Variant};
use time::Duration;

use super::new_user;

both_backends! {
    async fn suspension_ends_sessions_and_every_action_is_audited(db) {
        let users = db.store.users();
        let ann = users.create_user(new_user("ann", "h")).await.expect("ann");
        let root = users.create_user(new_user("root", "h")).await.expect("root");
        let t = now();
        let s = db.store.sessions();
        for id in ["s1", "s2"] {
            s.create_session(NewSession { id, user: ann.id, csrf: "c", at: t, expires_at: t + Duration::days(30) }).await.expect("session");
        }
        let audit = |action| AuditEntry { admin: root.id, action, reason: "spam", at: t };
        let m = db.store.moderation();
        assert_eq!(m.set_suspended(ann.id, true, audit("suspended ann")).await.expect("suspend"), 2);
        assert!(users.user_by_id(ann.id).await.expect("read").expect("there").suspended);
        assert!(s.session("s1", t).await.expect("read").is_none());
        assert!(matches!(m.set_suspended(ann.id, true, audit("again")).await, Err(StoreError::Conflict)));
        // A session made anyway (a race) opens nothing while suspended.
        s.create_session(NewSession { id: "s3", user: ann.id, csrf: "c", at: t, expires_at: t + Duration::days(30) }).await.expect("session");
        assert!(s.session("s3", t).await.expect("read").is_none());
        // Nor do the API tokens.
        db.store.tokens().create_token(NewToken { user: ann.id, name: "bot", token_hash: "tok", at: t }, 10).await.expect("token");
        assert!(db.store.tokens().user_by_token("tok").await.expect("read").is_none());
        assert_eq!(m.set_suspended(ann.id, false, audit("lifted")).await.expect("unsuspend"), 0);
        assert!(s.session("s3", t).await.expect("read").is_some());
        assert_eq!(db.store.tokens().user_by_token("tok").await.expect("read").map(|u| u.username), Some("ann".to_owned()));
        assert!(matches!(m.set_suspended(halma::store::UserId::new(), true, audit("x")).await, Err(StoreError::NotFound)));
        m.set_admin_audited(ann.id, true, audit("made ann an admin")).await.expect("promote");
        assert!(matches!(m.set_admin_audited(ann.id, true, audit("again")).await, Err(StoreError::Conflict)));
        assert!(users.user_by_id(ann.id).await.expect("read").expect("there").is_admin);
        assert_eq!(m.log_out_audited(ann.id, audit("logged ann out")).await.expect("log out"), 1);
        let log: Vec<String> = db.store.claims().audit_log(10).await.expect("log").into_iter().map(|e| e.action).collect();
        assert_eq!(log.len(), 4);
        for action in ["suspended ann", "lifted", "made ann an admin", "logged ann out"] {
            assert!(log.iter().any(|a| a == action), "{log:?}");
        }
    }

    async fn a_reset_link_works_once_within_its_time(db) {
        let users = db.store.users();
        let ann = users.create_user(new_user("ann", "old")).await.expect("ann");
        let root = users.create_user(new_user("root", "h")).await.expect("root");
        let t = now();
        let m = db.store.moderation();
        let audit = AuditEntry { admin: root.id, action: "made a reset link", reason: "forgot", at: t };
        m.create_reset("hash-1", ann.id, t + Duration::hours(24), audit).await.expect("link");
        m.create_reset("hash-old", ann.id, t + Duration::hours(24), audit).await.expect("link");
        db.store.sessions().create_session(NewSession { id: "s1", user: ann.id, csrf: "c", at: t, expires_at: t + Duration::days(30) }).await.expect("session");
        assert_eq!(m.reset_user("hash-1", t).await.expect("read").map(|u| u.username), Some("ann".to_owned()));
        assert!(m.reset_user("nothing", t).await.expect("read").is_none());
        // Expired: nothing changes.
        assert!(m.reset_user("hash-old", t + Duration::hours(25)).await.expect("read").is_none());
        assert!(matches!(m.use_reset("hash-old", "new", t + Duration::hours(25)).await, Err(StoreError::NotFound)));
        assert_eq!(users.user_by_id(ann.id).await.expect("read").expect("there").password_hash, "old");
        assert_eq!(m.use_reset("hash-1", "new", t).await.expect("use"), ann.id);
        assert_eq!(users.user_by_id(ann.id).await.expect("read").expect("there").password_hash, "new");
        assert!(db.store.sessions().session("s1", t).await.expect("read").is_none());
        assert!(matches!(m.use_reset("hash-1", "newer", t).await, Err(StoreError::NotFound)));
        assert!(m.reset_user("hash-1", t).await.expect("read").is_none());
        // A link used ends the player's other links: whoever read one of them
        // cannot set the password again.
        m.create_reset("hash-2", ann.id, t + Duration::hours(24), audit).await.expect("link");
        m.create_reset("hash-3", ann.id, t + Duration::hours(24), audit).await.expect("link");
        assert_eq!(m.use_reset("hash-2", "newest", t).await.expect("use"), ann.id);
        assert!(m.reset_user("hash-3", t).await.expect("read").is_none());
        assert!(matches!(m.use_reset("hash-3", "theirs", t).await, Err(StoreError::NotFound)));
        assert_eq!(users.user_by_id(ann.id).await.expect("read").expect("there").password_hash, "newest");
    }

    async fn admin_game_lists_filter_and_page(db) {
        let users = db.store.users();
        let ann = users.create_user(new_user("ann", "h")).await.expect("ann");
        let bob = users.create_user(new_user("bob", "h")).await.expect("bob");
        let cid = users.create_user(new_user("cid", "h")).await.expect("cid");
        let small = db.new_game(Rules::new(Variant::Halma8x8), ann.id, bob.id, 3).await;
        let large = db.new_game(Rules::new(Variant::Halma16x16), bob.id, cid.id, 3).await;
        let done = db.new_game(Rules::new(Variant::Halma8x8), cid.id, ann.id, 3).await;
        db.store.games().finish_game(done, 0, GameStatus::Active, Verdict::resignation(Color::White), now()).await.expect("finish");
        let m = db.store.moderation();
        let ids = |rows: Vec<halma::store::GameRow>| rows.into_iter().map(|g| g.id).collect::<Vec<_>>();
        let filter = |listing, variant: Option<&str>, player| GameFilter { listing, variant: variant.map(str::to_owned), player };
        let mut playing = ids(m.admin_games(&filter(GameListing::InProgress, None, None), 10, 0).await.expect("list"));
        playing.sort();
        let mut expected = vec![small, large];
        expected.sort();
        assert_eq!(playing, expected);
        assert_eq!(ids(m.admin_games(&filter(GameListing::Finished, None, None), 10, 0).await.expect("list")), [done]);
        assert_eq!(ids(m.admin_games(&filter(GameListing::InProgress, Some("halma-16x16"), None), 10, 0).await.expect("list")), [large]);
        assert_eq!(ids(m.admin_games(&filter(GameListing::InProgress, None, Some(ann.id)), 10, 0).await.expect("list")), [small]);
        assert_eq!(ids(m.admin_games(&filter(GameListing::Finished, Some("halma-8x8"), Some(ann.id)), 10, 0).await.expect("list")), [done]);
        assert!(m.admin_games(&filter(GameListing::Claim, None, None), 10, 0).await.expect("list").is_empty());
        assert_eq!(m.admin_games(&filter(GameListing::InProgress, None, None), 1, 1).await.expect("page").len(), 1);
    }
}
