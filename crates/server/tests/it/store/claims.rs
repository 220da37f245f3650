//! Draw claims, admin decisions and the audit log, the same on both databases.

use halma::model::result::{Termination, Verdict};
use halma::store::{now, ClaimDecision, GameStatus, NewUser, StoreError};
use halma_rules::Color;
use halma_rules::{RepetitionRule, Rules, Variant};

use super::new_user;

both_backends! {
    /// A claim named by its id is found by its primary key, never by reading
    /// every pending claim (`draw_claims_status`).
    async fn a_claim_named_by_its_id_is_found_by_its_primary_key(db) {
        use crate::support::PlanArg::{Id, Int, Text};
        use halma::store::sql;
        let (c, at) = (uuid::Uuid::new_v4(), crate::support::millis(now()));
        crate::store::found_by_primary_key(&db, "draw_claims", &[
            ("the pending claim", sql::PENDING_CLAIM, vec![Id(c)]),
            ("decide", sql::DECIDE_CLAIM, vec![Text("rejected"), Id(uuid::Uuid::new_v4()), Int(at), Text("no"), Id(c)]),
        ]).await;
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

    async fn a_claim_is_decided_once_and_audited(db) {
        let a = db.store.users().create_user(new_user("ann", "h")).await.expect("ann").id;
        let b = db.store.users().create_user(new_user("ben", "h")).await.expect("ben").id;
        let admin = db.store.users().create_user(NewUser { username: "root", password_hash: "h", is_admin: true }).await.expect("root").id;
        let rules = Rules { repetition: RepetitionRule::Claim, ..Rules::new(Variant::Halma8x8) };
        let id = db.new_game(rules, a, b, 3).await;
        let c = db.store.claims();
        let claim = c.create_claim(id, a, 0, "g3-f4", now()).await.expect("claim");
        // A second claim while one waits: the game is no longer active.
        assert!(matches!(c.create_claim(id, a, 0, "g3-f4", now()).await, Err(StoreError::Conflict)));
        let row = db.store.games().game(id).await.expect("read").expect("game");
        assert_eq!((row.status, row.to_move), (GameStatus::Claim, None));
        assert_eq!(c.pending_claims().await.expect("pending").len(), 1);
        let decision = ClaimDecision { claim, admin, accept: true, reason: "it repeats".into(), restart_deadline: now(), at: now() };
        c.decide_claim(decision.clone()).await.expect("accept");
        assert!(matches!(c.decide_claim(decision).await, Err(StoreError::Conflict)));
        let row = db.store.games().game(id).await.expect("read").expect("game");
        assert_eq!(row.verdict, Some(Verdict::claimed_repetition("g3-f4")));
        assert!(c.pending_claims().await.expect("pending").is_empty());
        assert_eq!(c.latest_claim(id).await.expect("latest").expect("one").status, "accepted");
        let log = c.audit_log(10).await.expect("log");
        assert_eq!((log[0].action.as_str(), log[0].reason.as_str(), log[0].game), ("accepted draw claim (g3-f4)", "it repeats", Some(id)));
    }

    async fn a_correction_is_guarded_by_the_result_the_admin_saw(db) {
        let a = db.store.users().create_user(new_user("ann", "h")).await.expect("ann").id;
        let b = db.store.users().create_user(new_user("ben", "h")).await.expect("ben").id;
        let admin = db.store.users().create_user(NewUser { username: "root", password_hash: "h", is_admin: true }).await.expect("root").id;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        let c = db.store.claims();
        // In play: `was` must be none.
        assert!(matches!(c.adjudicate_game(id, 0, Some(None), admin, Verdict::admin(None, "x"), now()).await, Err(StoreError::Conflict)));
        c.adjudicate_game(id, 0, None, admin, Verdict::admin(Some(Color::White), "abandoned"), now()).await.expect("decide");
        // Corrected from what the admin saw; a stale correction does nothing.
        assert!(matches!(c.adjudicate_game(id, 0, Some(Some(Color::Black)), admin, Verdict::admin(None, "y"), now()).await, Err(StoreError::Conflict)));
        c.adjudicate_game(id, 0, Some(Some(Color::White)), admin, Verdict::admin(Some(Color::Black), "misread"), now()).await.expect("correct");
        let row = db.store.games().game(id).await.expect("read").expect("game");
        let verdict = row.verdict.expect("verdict");
        assert_eq!((verdict.winner, verdict.termination, verdict.note.as_deref()), (Some(Color::Black), Termination::Admin, Some("misread")));
        let log = c.audit_log(10).await.expect("log");
        assert_eq!(log.iter().map(|e| e.action.as_str()).collect::<Vec<_>>(), ["corrected the result from 1-0 to 0-1", "adjudicated 1-0"]);
    }
}
