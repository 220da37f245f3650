//! Reports in the store, the same on both databases: one open report a
//! reporter and item, the reported words read through the report, closing
//! audited once.

use halma::store::{now, AuditEntry, NewMessage, NewReport, Reported, StoreError};
use time::Duration;

use super::new_user;

both_backends! {
    /// A report named by its id is found by its primary key, never by
    /// reading every open report (`reports_status`).
    async fn a_report_named_by_its_id_is_found_by_its_primary_key(db) {
        use crate::support::PlanArg::{Id, Int};
        let at = crate::support::millis(now());
        crate::store::found_by_primary_key(&db, "reports", &[
            ("close", halma::store::reports::sql::CLOSE, vec![Id(uuid::Uuid::new_v4()), Id(uuid::Uuid::new_v4()), Int(at)]),
        ]).await;
    }

    async fn one_open_report_an_item_and_closing_is_audited(db) {
        let users = db.store.users();
        let ann = users.create_user(new_user("ann", "h")).await.expect("ann");
        let bob = users.create_user(new_user("bob", "h")).await.expect("bob");
        let admin = users.create_user(new_user("root", "h")).await.expect("root");
        let t = now();
        let m = db.store.messages();
        let thread = m.start_thread(ann.id, "Hi", NewMessage { from: bob.id, body: "Rude words", at: t, max_sent: 10, window_start: t - Duration::hours(1) }).await.expect("send");
        let message = m.messages(thread).await.expect("read")[0].id;
        let game = db.new_game(halma_rules::Rules::new(halma_rules::Variant::Halma8x8), ann.id, bob.id, 3).await;
        m.add_chat_line(game, bob.id, "Bad line", t).await.expect("chat");
        let line = m.chat_lines(game).await.expect("chat")[0].id;
        let r = db.store.reports();
        let report = |what, reason, at| NewReport { reporter: ann.id, subject: bob.id, what, reason, at };
        let on_message = r.file_report(report(Reported::Message(message), "spam", t)).await.expect("file");
        let on_chat = r.file_report(report(Reported::Chat(line), "rude", t + Duration::seconds(1))).await.expect("file");
        let on_profile = r.file_report(report(Reported::Profile(bob.id), "name", t + Duration::seconds(2))).await.expect("file");
        // A second open report of the same item by the same reporter adds nothing.
        assert!(matches!(r.file_report(report(Reported::Message(message), "again", t)).await, Err(StoreError::Conflict)));
        assert_eq!(db.count("SELECT COUNT(*) FROM reports").await, 3);
        let open = r.open_reports(10, 0).await.expect("open");
        assert_eq!(open.iter().map(|o| o.id).collect::<Vec<_>>(), [on_profile, on_chat, on_message]);
        assert_eq!(open[2].content.as_deref(), Some("Rude words"));
        assert_eq!(open[1].content.as_deref(), Some("Bad line"));
        assert_eq!(open[1].game, Some(game));
        assert_eq!(open[0].content, None);
        assert_eq!((open[0].reporter.as_str(), open[0].subject.name.as_str(), open[0].kind.as_str()), ("ann", "bob", "profile"));
        assert_eq!(r.open_reports(1, 1).await.expect("page")[0].id, on_chat);
        // Closed once, with an audit entry; then it may be reported again.
        let audit = AuditEntry { admin: admin.id, action: "closed a report", reason: "handled", at: t };
        r.close_report(on_message, audit).await.expect("close");
        assert!(matches!(r.close_report(on_message, audit).await, Err(StoreError::Conflict)));
        assert!(matches!(r.close_report(halma::store::ReportId::new(), audit).await, Err(StoreError::NotFound)));
        assert_eq!(db.count("SELECT COUNT(*) FROM audit_log WHERE action = 'closed a report'").await, 1);
        assert_eq!(r.open_reports(10, 0).await.expect("open").len(), 2);
        let closed = r.report(on_message).await.expect("read").expect("there");
        assert!(!closed.open);
        assert_eq!(closed.closed_by.as_deref(), Some("root"));
        r.file_report(report(Reported::Message(message), "again", t)).await.expect("a new report once closed");
        assert_eq!(r.reports_about(bob.id, 10).await.expect("about").len(), 4);
        assert!(r.reports_about(ann.id, 10).await.expect("about").is_empty());
    }
}
