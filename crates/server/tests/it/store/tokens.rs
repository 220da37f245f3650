//! Personal API tokens in the store, the same on both databases.

use halma::store::{now, NewToken, StoreError, TokenId};

use super::new_user;

both_backends! {
    async fn tokens_round_trip_and_revoke(db) {
        let ann = db.store.users().create_user(new_user("ann", "h")).await.expect("ann");
        let ben = db.store.users().create_user(new_user("ben", "h")).await.expect("ben").id;
        let t = db.store.tokens();
        let at = now();
        let id = t.create_token(NewToken { user: ann.id, name: "bot", token_hash: "hash-1", at }, 2).await.expect("token");
        t.create_token(NewToken { user: ann.id, name: "app", token_hash: "hash-2", at }, 2).await.expect("token");
        // Two live tokens is the most here: a third is refused, and not stored.
        assert!(matches!(t.create_token(NewToken { user: ann.id, name: "more", token_hash: "hash-3", at }, 2).await, Err(StoreError::Conflict)));
        assert_eq!(t.tokens_of(ann.id, 10).await.expect("list").len(), 2);
        assert_eq!(t.user_by_token("hash-1").await.expect("read").map(|u| u.username), Some("ann".to_owned()));
        assert!(t.user_by_token("hash-3").await.expect("read").is_none());
        // Only its owner revokes it; a second revoke (a double click) changes
        // nothing; revoked, it opens nothing.
        assert!(matches!(t.revoke_token(ben, id, at).await, Err(StoreError::NotFound)));
        t.revoke_token(ann.id, id, at).await.expect("revoke");
        let first = t.tokens_of(ann.id, 10).await.expect("list").into_iter().find(|r| r.id == id).and_then(|r| r.revoked_at);
        t.revoke_token(ann.id, id, at + time::Duration::hours(1)).await.expect("revoked already is done");
        let again = t.tokens_of(ann.id, 10).await.expect("list").into_iter().find(|r| r.id == id).and_then(|r| r.revoked_at);
        assert_eq!(first, again, "the first revocation's time stays");
        assert!(matches!(t.revoke_token(ann.id, TokenId::new(), at).await, Err(StoreError::NotFound)));
        assert!(t.user_by_token("hash-1").await.expect("read").is_none());
        let list = t.tokens_of(ann.id, 10).await.expect("list");
        assert_eq!(list.iter().filter(|r| r.revoked_at.is_some()).count(), 1);
        // A revoked token frees its place.
        t.create_token(NewToken { user: ann.id, name: "more", token_hash: "hash-3", at }, 2).await.expect("token");
        assert_eq!(t.tokens_of(ann.id, 2).await.expect("list").len(), 2, "the limit of the list");
    }
}
