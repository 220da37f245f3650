//! Invitations in the store, the same on both databases: one userid a code,
//! before it expires.

use halma::store::{now, NewInvite, StoreError};
use time::Duration;

use super::new_user;

both_backends! {
    async fn an_invitation_makes_one_user_before_it_expires(db) {
        let inv = db.store.invites();
        let t = now();
        inv.create_invite(NewInvite { code_hash: "h1", at: t, expires_at: t + Duration::days(14) })
            .await
            .expect("invite");
        assert!(inv.invite_usable("h1", t).await.expect("read"));
        assert!(!inv.invite_usable("h1", t + Duration::days(14)).await.expect("read"), "expired");
        assert!(!inv.invite_usable("nope", t).await.expect("read"));
        // A name taken leaves the invitation as it was.
        db.store.users().create_user(new_user("ann", "h")).await.expect("ann");
        assert!(matches!(inv.create_user_with_invite(new_user("ANN", "h"), "h1", t).await, Err(StoreError::UsernameTaken)));
        assert!(inv.invite_usable("h1", t).await.expect("read"));
        // An unknown or expired code makes nobody.
        assert!(matches!(inv.create_user_with_invite(new_user("bea", "h"), "nope", t).await, Err(StoreError::InviteUnusable)));
        assert!(matches!(inv.create_user_with_invite(new_user("bea", "h"), "h1", t + Duration::days(15)).await, Err(StoreError::InviteUnusable)));
        assert!(db.store.users().user_by_name("bea").await.expect("read").is_none());
        let bea = inv.create_user_with_invite(new_user("bea", "h"), "h1", t).await.expect("sign up");
        assert_eq!(db.store.users().user_by_name("bea").await.expect("read").map(|u| u.id), Some(bea.id));
        assert!(!inv.invite_usable("h1", t).await.expect("read"), "used up");
        assert!(matches!(inv.create_user_with_invite(new_user("cid", "h"), "h1", t).await, Err(StoreError::InviteUnusable)));
        assert!(db.store.users().user_by_name("cid").await.expect("read").is_none());
    }

    async fn one_code_at_once_makes_one_user(db) {
        let t = now();
        db.store.invites()
            .create_invite(NewInvite { code_hash: "h", at: t, expires_at: t + Duration::days(1) })
            .await
            .expect("invite");
        let mut tries = Vec::new();
        for i in 0..8 {
            let store = db.store.clone();
            tries.push(tokio::spawn(async move {
                let name = format!("user-{i}");
                store.invites().create_user_with_invite(new_user(&name, "h"), "h", t).await
            }));
        }
        let mut made = 0;
        for t in tries {
            match t.await.expect("task") {
                Ok(_) => made += 1,
                Err(StoreError::InviteUnusable) => {}
                Err(e) => panic!("{e}"),
            }
        }
        assert_eq!(made, 1);
        assert_eq!(db.count("SELECT COUNT(*) FROM users WHERE computer_level IS NULL").await, 1);
    }
}
