//! Private messages in the store, the same on both databases.

use halma::store::{now, NewMessage, StoreError};
use time::Duration;

use super::new_user;

both_backends! {
    async fn threads_are_each_partys_own(db) {
        let users = db.store.users();
        let ann = users.create_user(new_user("ann", "h")).await.expect("ann");
        let bob = users.create_user(new_user("bob", "h")).await.expect("bob");
        let cid = users.create_user(new_user("cid", "h")).await.expect("cid");
        let m = db.store.messages();
        let t = now();
        let msg = |from, body, at| NewMessage { from, body, at, max_sent: 2, window_start: t - Duration::hours(1) };
        let first = m.start_thread(bob.id, "Hello", msg(ann.id, "Hi Bob", t)).await.expect("send");
        let second = m.start_thread(bob.id, "Again", msg(ann.id, "Me again", t + Duration::seconds(1))).await.expect("send");
        assert_eq!(m.unread_count(bob.id).await.expect("count"), 2);
        assert_eq!(m.unread_count(ann.id).await.expect("count"), 0);
        let inbox = m.inbox(bob.id, 10, 0).await.expect("inbox");
        assert_eq!(inbox.iter().map(|l| (l.id, l.unread, l.other_name.as_str())).collect::<Vec<_>>(), [(second, true, "ann"), (first, true, "ann")]);
        // Bob answers the first: it comes first again, for both.
        m.mark_read(first, bob.id).await.expect("read");
        m.reply(first, msg(bob.id, "Hi Ann", t + Duration::seconds(2))).await.expect("reply");
        assert_eq!(m.inbox(ann.id, 10, 0).await.expect("inbox")[0].id, first);
        assert_eq!(m.unread_count(ann.id).await.expect("count"), 1);
        let said: Vec<_> = m.messages(first).await.expect("messages").into_iter().map(|r| (r.sender_name, r.body)).collect();
        assert_eq!(said, [("ann".to_owned(), "Hi Bob".to_owned()), ("bob".to_owned(), "Hi Ann".to_owned())]);
        // Only the parties see it; a stranger cannot write into it.
        assert!(m.thread(first, cid.id).await.expect("read").is_none());
        assert!(matches!(m.reply(first, msg(cid.id, "me too", t)).await, Err(StoreError::NotFound)));
        // Ann's limit of two an hour is reached.
        assert!(matches!(m.start_thread(bob.id, "3", msg(ann.id, "x", t)).await, Err(StoreError::TooManyMessages)));
        assert!(matches!(m.reply(first, msg(ann.id, "x", t)).await, Err(StoreError::TooManyMessages)));
        // Bob deletes it for himself; Ann still has it. Her next message brings it back.
        m.delete_thread(first, bob.id).await.expect("delete");
        assert!(m.thread(first, bob.id).await.expect("read").is_none());
        assert!(m.thread(first, ann.id).await.expect("read").is_some());
        assert_eq!(m.inbox(bob.id, 10, 0).await.expect("inbox").len(), 1);
        assert!(matches!(m.reply(first, msg(bob.id, "x", t)).await, Err(StoreError::NotFound)));
        assert!(matches!(m.delete_thread(first, cid.id).await, Err(StoreError::NotFound)));
        m.reply(first, NewMessage { max_sent: 10, ..msg(ann.id, "Still there?", t + Duration::seconds(3)) }).await.expect("reply");
        assert_eq!(m.inbox(bob.id, 10, 0).await.expect("inbox")[0].id, first);
    }

    async fn chat_lines_come_in_order(db) {
        let users = db.store.users();
        let ann = users.create_user(new_user("ann", "h")).await.expect("ann");
        let bob = users.create_user(new_user("bob", "h")).await.expect("bob");
        let game = db.new_game(halma_rules::Rules::new(halma_rules::Variant::Halma8x8), ann.id, bob.id, 3).await;
        let m = db.store.messages();
        let t = now();
        m.add_chat_line(game, ann.id, "hi", t).await.expect("line");
        m.add_chat_line(game, bob.id, "hello", t + Duration::seconds(1)).await.expect("line");
        let lines: Vec<_> = m.chat_lines(game).await.expect("lines").into_iter().map(|l| (l.sender_name, l.body)).collect();
        assert_eq!(lines, [("ann".to_owned(), "hi".to_owned()), ("bob".to_owned(), "hello".to_owned())]);
    }
}
