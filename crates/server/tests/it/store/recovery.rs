//! "Forgot password?" in the store, the same on both databases: the accounts
//! of a verified address (any case; never a pending, suspended or closed
//! one), and a requested link kept hashed with its mail, usable once within
//! its time through the reset page's statements.

use halma::store::{
    now, ownership::Closing, AuditEntry, MailKind, NewMail, NewSession, SettingsEdit, StoreError,
    UserId,
};
use time::Duration;

use super::new_user;

fn edit() -> SettingsEdit {
    SettingsEdit {
        on_turn: false,
        digest: false,
        digest_hour: 8,
        low_time: false,
        invitations: false,
        next_digest_at: None,
    }
}

fn mail(user: UserId, kind: MailKind, to: &str, dedupe: &str, secret: &str) -> NewMail {
    NewMail {
        user,
        kind,
        to: to.to_owned(),
        game: None,
        dedupe: dedupe.to_owned(),
        secret: Some(secret.to_owned()),
        at: now(),
    }
}

/// `user` with `address` verified.
async fn verified(db: &crate::support::TestDb, user: UserId, address: &str) {
    let n = db.store.notifications();
    let hash = format!("verify-{user}");
    n.save_settings(user, &edit(), &format!("key-{user}"), now())
        .await
        .expect("save");
    n.request_email(
        user,
        address,
        &hash,
        mail(user, MailKind::Verify, address, &hash, "v"),
        "k",
    )
    .await
    .expect("request");
    assert_eq!(n.verify_email(&hash).await.expect("verify"), Some(user));
}

both_backends! {
    async fn the_accounts_of_a_verified_address_are_found(db) {
        let users = db.store.users();
        let ann = users.create_user(new_user("ann", "h")).await.expect("ann").id;
        let bob = users.create_user(new_user("bob", "h")).await.expect("bob").id;
        let cid = users.create_user(new_user("cid", "h")).await.expect("cid").id;
        let dan = users.create_user(new_user("dan", "h")).await.expect("dan").id;
        let root = users.create_user(new_user("root", "h")).await.expect("root").id;
        verified(&db, ann, "Ann@Example.org").await;
        verified(&db, bob, "ann@example.org").await;
        verified(&db, cid, "ann@example.org").await;
        // Pending only: not an address of the account yet.
        db.store.notifications().request_email(dan, "ann@example.org", "pending", mail(dan, MailKind::Verify, "ann@example.org", "p", "v"), "k").await.expect("request");
        let r = db.store.recovery();
        let names = |found: Vec<halma::store::recovery::Recoverable>| found.into_iter().map(|a| a.username).collect::<Vec<_>>();
        assert_eq!(names(r.recoverable("ANN@example.ORG", 10).await.expect("find")), ["ann", "bob", "cid"]);
        assert_eq!(names(r.recoverable("ann@example.org", 2).await.expect("find")), ["ann", "bob"]);
        assert!(r.recoverable("nobody@example.org", 10).await.expect("find").is_empty());
        // Suspended and closed accounts get no link.
        let audit = AuditEntry { admin: root, action: "suspended bob", reason: "spam", at: now() };
        db.store.moderation().set_suspended(bob, true, audit).await.expect("suspend");
        db.store.ownership().close_account(Closing { user: cid, neutral_name: "closed-cid", unusable_hash: "!", at: now() }).await.expect("close");
        let found = r.recoverable("ann@example.org", 10).await.expect("find");
        assert_eq!(names(found.clone()), ["ann"]);
        assert_eq!(found[0].email, "Ann@Example.org");
        assert_eq!(found[0].user, ann);
    }

    async fn a_requested_link_is_kept_hashed_with_its_mail_and_works_once(db) {
        let users = db.store.users();
        let ann = users.create_user(new_user("ann", "old")).await.expect("ann").id;
        verified(&db, ann, "ann@example.org").await;
        let t = now();
        db.store.sessions().create_session(NewSession { id: "s1", user: ann, csrf: "c", at: t, expires_at: t + Duration::days(30) }).await.expect("session");
        let r = db.store.recovery();
        r.request_reset(ann, "hash-1", t + Duration::hours(1), mail(ann, MailKind::Reset, "ann@example.org", "reset:1", "plain-1")).await.expect("request");
        // The mail is in the outbox, with the link's secret until it is sent.
        let n = db.store.notifications();
        let soon = now() + Duration::seconds(1);
        let claimed = n.claim_mails(soon, soon + Duration::minutes(2), 10).await.expect("claim");
        let reset: Vec<_> = claimed.iter().filter(|m| m.kind == MailKind::Reset).collect();
        assert_eq!(reset.len(), 1);
        assert_eq!((reset[0].to.as_str(), reset[0].secret.as_deref()), ("ann@example.org", Some("plain-1")));
        n.mail_sent(reset[0].id, t).await.expect("sent");
        assert_eq!(db.count("SELECT COUNT(*) FROM outbox WHERE secret IS NOT NULL AND kind = 'reset'").await, 0, "the secret is not kept once sent");
        assert_eq!(db.count("SELECT COUNT(*) FROM password_resets WHERE token_hash = 'plain-1'").await, 0);
        // The link: usable within the hour, once.
        let m = db.store.moderation();
        assert!(m.reset_user("hash-1", t + Duration::minutes(61)).await.expect("read").is_none());
        assert_eq!(m.reset_user("hash-1", t).await.expect("read").map(|u| u.id), Some(ann));
        assert_eq!(m.use_reset("hash-1", "new", t).await.expect("use"), ann);
        assert_eq!(users.user_by_id(ann).await.expect("read").expect("there").password_hash, "new");
        assert!(db.store.sessions().session("s1", t).await.expect("read").is_none(), "every session ended");
        assert!(matches!(m.use_reset("hash-1", "newer", t).await, Err(StoreError::NotFound)));
    }
}
