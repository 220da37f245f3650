//! Notification settings and the outbox in the store, the same on both
//! databases: verification, the dedupe of events, the senders' leases, the
//! retries and the giving up, the digest's advance done once, and the turn
//! notice written with a move (once per absence) or not at all.

use halma::store::{
    now, MailKind, MoveCommit, NewGame, NewMail, NewMove, SettingsEdit, StoreError, UserId,
};
use halma_rules::{Rules, Variant};
use time::Duration;

use super::new_user;

fn mail(user: UserId, kind: MailKind, dedupe: &str) -> NewMail {
    NewMail {
        user,
        kind,
        to: "ann@example.org".to_owned(),
        game: None,
        dedupe: dedupe.to_owned(),
        secret: Some("s3cret".to_owned()),
        at: now(),
    }
}

fn edit(on_turn: bool) -> SettingsEdit {
    SettingsEdit {
        on_turn,
        digest: false,
        digest_hour: 8,
        low_time: false,
        invitations: false,
        next_digest_at: None,
    }
}

both_backends! {
    async fn addresses_are_verified_and_mails_leased_once(db) {
        let ann = db.store.users().create_user(new_user("ann", "h")).await.expect("ann").id;
        let n = db.store.notifications();
        assert!(n.notification_settings(ann).await.expect("read").is_none());
        n.save_settings(ann, &edit(true), "key-1", now()).await.expect("save");
        // No verified address: nothing is written for the player.
        assert!(!n.enqueue(mail(ann, MailKind::Invitation, "invite:1")).await.expect("enqueue"));
        n.request_email(ann, "ann@example.org", "hash-1", mail(ann, MailKind::Verify, "verify:1"), "key-2").await.expect("request");
        let s = n.notification_settings(ann).await.expect("read").expect("row");
        assert_eq!((s.email, s.pending_email.as_deref(), s.unsubscribe_key.as_str()), (None, Some("ann@example.org"), "key-1"));
        assert_eq!(n.verify_email("hash-2").await.expect("verify"), None);
        assert_eq!(n.verify_email("hash-1").await.expect("verify"), Some(ann));
        assert_eq!(n.verify_email("hash-1").await.expect("verify"), None, "a link works once");
        assert_eq!(n.notification_settings(ann).await.expect("read").expect("row").email.as_deref(), Some("ann@example.org"));
        // One row an event.
        assert!(n.enqueue(mail(ann, MailKind::Invitation, "invite:1")).await.expect("enqueue"));
        assert!(!n.enqueue(mail(ann, MailKind::Invitation, "invite:1")).await.expect("enqueue"));
        // Two senders: the rows go to the first, the second gets none while the lease runs.
        let at = now();
        let first = n.claim_mails(at, at + Duration::minutes(2), 10).await.expect("claim");
        assert_eq!(first.iter().map(|r| r.kind).collect::<Vec<_>>(), vec![MailKind::Verify, MailKind::Invitation]);
        assert_eq!(first[0].secret.as_deref(), Some("s3cret"));
        assert_eq!(first[0].attempts, 1);
        assert!(n.claim_mails(at, at + Duration::minutes(2), 10).await.expect("claim").is_empty());
        n.mail_sent(first[0].id, at).await.expect("sent");
        // The second failed: tried again later; a sender that died lets its lease run out.
        n.mail_failed(first[1].id, "421 busy", Some(at + Duration::minutes(1)), at).await.expect("failed");
        assert!(n.claim_mails(at, at + Duration::minutes(2), 10).await.expect("claim").is_empty());
        let again = n.claim_mails(at + Duration::minutes(1), at + Duration::minutes(3), 10).await.expect("claim");
        assert_eq!((again.len(), again[0].attempts), (1, 2));
        let later = at + Duration::minutes(10);
        let taken_over = n.claim_mails(later, later + Duration::minutes(2), 10).await.expect("claim");
        assert_eq!(taken_over.len(), 1, "the lease ran out");
        // Given up: never claimed again.
        n.mail_failed(taken_over[0].id, "550 no", None, later).await.expect("give up");
        assert!(n.claim_mails(later + Duration::days(2), later + Duration::days(3), 10).await.expect("claim").is_empty());
        assert_eq!(db.count("SELECT COUNT(*) FROM outbox WHERE failed_at IS NOT NULL").await, 1);
        assert_eq!(db.count("SELECT COUNT(*) FROM outbox WHERE sent_at IS NOT NULL").await, 1);
        // Unsubscribed, every checkbox is off.
        n.unsubscribe(ann).await.expect("unsubscribe");
        assert!(!n.notification_settings(ann).await.expect("read").expect("row").on_turn);
        // The feed's token.
        n.set_feed(ann, "feed-1", "key-3", at).await.expect("feed");
        assert_eq!(n.feed_owner("feed-1").await.expect("owner"), Some(ann));
        n.set_feed(ann, "feed-2", "key-3", at).await.expect("feed");
        assert_eq!(n.feed_owner("feed-1").await.expect("owner"), None);
    }

    async fn a_move_writes_the_turn_notice_once_per_absence(db) {
        let users = db.store.users();
        let ann = users.create_user(new_user("ann", "h")).await.expect("ann").id;
        let bob = users.create_user(new_user("bob", "h")).await.expect("bob").id;
        let n = db.store.notifications();
        let rules = Rules::new(Variant::Halma8x8);
        let games = db.store.games();
        let start = now();
        let new_game = || games.create_game(NewGame { rules, white: bob, black: ann, days_per_move: 3, at: start, rated: false, clock: Default::default() });
        let commit = |game, turn_mail| MoveCommit {
            game,
            expected_ply: 0,
            moves: vec![NewMove { path: "g3-f4".to_owned(), position_key: "k".to_owned() }],
            position: "x".to_owned(),
            to_move: ann,
            turn_deadline: start + Duration::days(3),
            draw_offered_by: None,
            verdict: None,
            at: start,
            banks: Default::default(),
            turn_mail,
        };
        let turn_notices = || db.count("SELECT COUNT(*) FROM outbox WHERE kind = 'turn'");
        // Asked for, but Ann has no address: no notice.
        games.commit_moves(commit(new_game().await.expect("game"), true)).await.expect("move");
        assert_eq!(db.count("SELECT COUNT(*) FROM outbox").await, 0);
        n.save_settings(ann, &edit(true), "key", start).await.expect("save");
        n.request_email(ann, "ann@example.org", "h1", mail(ann, MailKind::Verify, "v"), "key").await.expect("request");
        n.verify_email("h1").await.expect("verify");
        // Not asked for by the domain: none, and Ann stays armed.
        games.commit_moves(commit(new_game().await.expect("game"), false)).await.expect("move");
        assert_eq!(turn_notices().await, 0);
        let mailed = new_game().await.expect("game");
        games.commit_moves(commit(mailed, true)).await.expect("move");
        // A stale repeat of that move is refused and writes nothing more.
        assert!(matches!(games.commit_moves(commit(mailed, true)).await, Err(StoreError::Conflict)));
        // Once per absence: the next move asking for it writes nothing.
        games.commit_moves(commit(new_game().await.expect("game"), true)).await.expect("move");
        assert_eq!(turn_notices().await, 1);
        let claimed = n.claim_mails(start, start + Duration::minutes(1), 10).await.expect("claim");
        let turn = claimed.iter().find(|r| r.kind == MailKind::Turn).expect("the turn notice");
        assert_eq!((turn.user, turn.game, turn.to.as_str()), (ann, Some(mailed), "ann@example.org"));
        // Back on the site, the next move mails again.
        n.rearm_turn_mail(ann).await.expect("rearm");
        games.commit_moves(commit(new_game().await.expect("game"), true)).await.expect("move");
        assert_eq!(turn_notices().await, 2);
        // What a game read says of it: Ann, asked for turn mail and mailed
        // since her last visit, is not to be mailed now; back, she is; with
        // turn mail off, she is not.
        let store = db.store.clone();
        let wants = |id| {
            let store = store.clone();
            async move { store.games().game_with_moves(id).await.expect("read").expect("game").turn_mail }
        };
        let probe = new_game().await.expect("game");
        assert_eq!(wants(probe).await, [false, false]);
        n.rearm_turn_mail(ann).await.expect("rearm");
        assert_eq!(wants(probe).await, [false, true], "White is Bob, without settings; Black is Ann");
        n.save_settings(ann, &edit(false), "key", start).await.expect("save");
        assert_eq!(wants(probe).await, [false, false]);
    }

    async fn a_due_digest_is_advanced_once(db) {
        let ann = db.store.users().create_user(new_user("ann", "h")).await.expect("ann").id;
        let n = db.store.notifications();
        let at = now();
        let due = at - Duration::minutes(5);
        n.save_settings(ann, &SettingsEdit { digest: true, next_digest_at: Some(due), ..edit(false) }, "key", at).await.expect("save");
        n.request_email(ann, "ann@example.org", "h1", mail(ann, MailKind::Verify, "v"), "key").await.expect("request");
        n.verify_email("h1").await.expect("verify");
        assert!(n.digests_due(due - Duration::minutes(1), 10).await.expect("due").is_empty());
        let found = n.digests_due(at, 10).await.expect("due");
        assert_eq!(found.len(), 1);
        assert_eq!((found[0].user, found[0].due, found[0].email.as_str(), found[0].time_zone.as_str()), (ann, due, "ann@example.org", "UTC"));
        let next = due + Duration::days(1);
        n.advance_digest(ann, due, next, Some(NewMail { kind: MailKind::Digest, secret: None, dedupe: "digest:1".to_owned(), ..mail(ann, MailKind::Digest, "") })).await.expect("advance");
        // A second process with the same due digest does nothing.
        assert!(matches!(n.advance_digest(ann, due, next, None).await, Err(StoreError::Conflict)));
        assert!(n.digests_due(at, 10).await.expect("due").is_empty());
        assert_eq!(db.count("SELECT COUNT(*) FROM outbox WHERE kind = 'digest'").await, 1);
    }
}
