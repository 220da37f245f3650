//! Attempts counted against limits, the same on both databases: counted in
//! every bucket or in none, never past a limit however many come at once.

use halma::store::{now, Attempt, Bucket};
use time::Duration;

/// The attempts a bucket holds now.
async fn held(db: &crate::support::TestDb, bucket: &str) -> i64 {
    db.count(&format!(
        "SELECT COUNT(*) FROM limit_attempts WHERE bucket = '{bucket}'"
    ))
    .await
}

both_backends! {
    async fn an_attempt_counts_in_every_bucket_or_in_none(db) {
        let l = db.store.limits();
        let t = now();
        let window = t - Duration::minutes(15);
        let both = [
            Bucket { key: "account", limit: 2, since: window },
            Bucket { key: "ip", limit: 3, since: window },
        ];
        let Attempt::Counted { id: first, earlier } = l.attempt(&both, t).await.expect("attempt") else {
            panic!("the first attempt counts");
        };
        assert_eq!(earlier, [0, 0]);
        let Attempt::Counted { earlier, .. } = l.attempt(&both, t).await.expect("attempt") else {
            panic!("the second attempt counts");
        };
        assert_eq!(earlier, [1, 1]);
        // The account's bucket is full: nothing is counted, in either bucket.
        assert_eq!(
            l.attempt(&both, t).await.expect("attempt"),
            Attempt::Refused { bucket: "account".to_owned() }
        );
        assert_eq!((held(&db, "account").await, held(&db, "ip").await), (2, 2));
        // The address's bucket has room for one more.
        let ip = [Bucket { key: "ip", limit: 3, since: window }];
        assert!(matches!(l.attempt(&ip, t).await.expect("attempt"), Attempt::Counted { .. }));
        assert_eq!(
            l.attempt(&ip, t).await.expect("attempt"),
            Attempt::Refused { bucket: "ip".to_owned() }
        );
        // Only the window counts.
        let later = [Bucket { key: "account", limit: 2, since: t + Duration::milliseconds(1) }];
        assert!(matches!(l.attempt(&later, t + Duration::seconds(1)).await.expect("attempt"), Attempt::Counted { earlier, .. } if earlier == [0]));
        // An attempt forgotten leaves every bucket it was in.
        l.forget_attempt(first).await.expect("forget");
        assert_eq!((held(&db, "account").await, held(&db, "ip").await), (2, 2));
        // A bucket cleared is empty; the others keep theirs.
        assert_eq!(l.clear_bucket("account").await.expect("clear"), 2);
        assert_eq!((held(&db, "account").await, held(&db, "ip").await), (0, 2));
        // Pruning removes what is older than the cut, in every bucket.
        let old = [Bucket { key: "old", limit: 9, since: window }];
        l.attempt(&old, t - Duration::hours(2)).await.expect("attempt");
        assert_eq!(l.prune_attempts(t - Duration::hours(1)).await.expect("prune"), 1);
        assert_eq!((held(&db, "old").await, held(&db, "ip").await), (0, 2));
    }

    async fn attempts_at_once_never_pass_the_limit(db) {
        let t = now();
        let mut tasks = Vec::new();
        for _ in 0..100 {
            let store = db.store.clone();
            tasks.push(tokio::spawn(async move {
                let buckets = [
                    Bucket { key: "login:account:ann", limit: 5, since: t - Duration::minutes(15) },
                    Bucket { key: "login:ip:192.0.2.1", limit: 50, since: t - Duration::minutes(15) },
                ];
                store.limits().attempt(&buckets, t).await.expect("attempt")
            }));
        }
        let mut counted = 0;
        for task in tasks {
            if let Attempt::Counted { .. } = task.await.expect("task") {
                counted += 1;
            }
        }
        assert_eq!(counted, 5);
        assert_eq!(held(&db, "login:account:ann").await, 5);
        assert_eq!(held(&db, "login:ip:192.0.2.1").await, 5);
    }
}
