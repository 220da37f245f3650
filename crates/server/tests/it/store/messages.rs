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

    async fn chat_reads_and_counts_and_single_items(db) {
        use halma::store::{now, NewMessage};
        use time::Duration;
        let users = db.store.users();
        let ann = users.create_user(super::new_user("ann", "h")).await.expect("ann");
        let bob = users.create_user(super::new_user("bob", "h")).await.expect("bob");
        let game = db.new_game(halma_rules::Rules::new(halma_rules::Variant::Halma8x8), ann.id, bob.id, 3).await;
        let m = db.store.messages();
        let t = now();
        assert_eq!(m.chat_seen(game, ann.id).await.expect("seen"), None);
        m.see_chat(game, ann.id, t).await.expect("see");
        m.see_chat(game, ann.id, t + Duration::seconds(5)).await.expect("see again");
        assert_eq!(m.chat_seen(game, ann.id).await.expect("seen"), Some(t + Duration::seconds(5)));
        assert_eq!(m.chat_seen(game, bob.id).await.expect("seen"), None);
        m.add_chat_line(game, bob.id, "one", t - Duration::hours(2)).await.expect("chat");
        m.add_chat_line(game, bob.id, "two", t).await.expect("chat");
        assert_eq!(m.chat_sent_since(bob.id, t - Duration::hours(1)).await.expect("count"), 1);
        assert_eq!(m.chat_sent_since(ann.id, t - Duration::hours(1)).await.expect("count"), 0);
        let line = m.chat_lines(game).await.expect("lines")[1].clone();
        let (in_game, found) = m.chat_line(line.id).await.expect("line").expect("there");
        assert_eq!((in_game, found.body.as_str(), found.sender_name.as_str()), (game, "two", "bob"));
        assert!(m.chat_line(halma::store::MessageId::new()).await.expect("line").is_none());
        let thread = m.start_thread(bob.id, "Hi", NewMessage { from: ann.id, body: "Hello", at: t, max_sent: 5, window_start: t - Duration::hours(1) }).await.expect("send");
        let id = m.messages(thread).await.expect("read")[0].id;
        let (of, message) = m.message(id).await.expect("message").expect("there");
        assert_eq!((of, message.body.as_str()), (thread, "Hello"));
        // A chat line is no message, nor the other way round.
        assert!(m.message(line.id).await.expect("message").is_none());
        assert!(m.chat_line(id).await.expect("line").is_none());
    }

    async fn the_chat_view_brings_lines_ignore_and_last_reading_in_one(db) {
        use halma::store::ContactKind;
        let users = db.store.users();
        let ann = users.create_user(new_user("ann", "h")).await.expect("ann");
        let bob = users.create_user(new_user("bob", "h")).await.expect("bob");
        let game = db.new_game(halma_rules::Rules::new(halma_rules::Variant::Halma8x8), ann.id, bob.id, 3).await;
        let m = db.store.messages();
        let t = now();
        // No lines: nothing to show, whatever else holds.
        assert_eq!(m.chat_view(game, ann.id, bob.id).await.expect("view"), halma::store::ChatView::default());
        m.add_chat_line(game, ann.id, "hi", t).await.expect("line");
        m.add_chat_line(game, bob.id, "hello", t + Duration::seconds(1)).await.expect("line");
        let view = m.chat_view(game, ann.id, bob.id).await.expect("view");
        assert_eq!(view.lines.iter().map(|l| l.body.as_str()).collect::<Vec<_>>(), ["hi", "hello"]);
        assert!(!view.ignored);
        assert_eq!(view.seen, None);
        m.see_chat(game, ann.id, t + Duration::seconds(2)).await.expect("see");
        db.store.contacts().add_contact(ann.id, ContactKind::Ignore, bob.id, t).await.expect("ignore");
        let view = m.chat_view(game, ann.id, bob.id).await.expect("view");
        assert!(view.ignored);
        assert_eq!(view.seen, Some(t + Duration::seconds(2)));
        // Bob's own view: he ignores nobody and never read it.
        let view = m.chat_view(game, bob.id, ann.id).await.expect("view");
        assert_eq!((view.ignored, view.seen, view.lines.len()), (false, None, 2));
    }
}
