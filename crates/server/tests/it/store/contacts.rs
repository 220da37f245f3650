//! Buddies and ignore lists in the store, the same on both databases.

use halma::store::{now, ContactKind};

use super::new_user;

both_backends! {
    async fn lists_hold_each_player_once(db) {
        let users = db.store.users();
        let ann = users.create_user(new_user("ann", "h")).await.expect("ann");
        let bob = users.create_user(new_user("bob", "h")).await.expect("bob");
        let cid = users.create_user(new_user("cid", "h")).await.expect("cid");
        let c = db.store.contacts();
        for other in [cid.id, bob.id, bob.id] {
            c.add_contact(ann.id, ContactKind::Buddy, other, now()).await.expect("add");
        }
        c.add_contact(ann.id, ContactKind::Ignore, cid.id, now()).await.expect("ignore");
        let buddies = c.contacts(ann.id, ContactKind::Buddy).await.expect("list");
        assert_eq!(buddies.iter().map(|n| n.username.as_str()).collect::<Vec<_>>(), ["bob", "cid"]);
        assert!(c.has_contact(ann.id, ContactKind::Ignore, cid.id).await.expect("has"));
        assert!(!c.has_contact(cid.id, ContactKind::Ignore, ann.id).await.expect("has"));
        assert!(!c.has_contact(ann.id, ContactKind::Ignore, bob.id).await.expect("has"));
        c.remove_contact(ann.id, ContactKind::Buddy, bob.id).await.expect("remove");
        c.remove_contact(ann.id, ContactKind::Buddy, bob.id).await.expect("remove again");
        let buddies = c.contacts(ann.id, ContactKind::Buddy).await.expect("list");
        assert_eq!(buddies.iter().map(|n| n.username.as_str()).collect::<Vec<_>>(), ["cid"]);
        assert_eq!(c.contacts(bob.id, ContactKind::Buddy).await.expect("list"), vec![]);
    }
}
