//! The connections lent one statement at a time (`store::readers`): one whose
//! statement finished, with rows or with the database's own error, is lent
//! again as it is; one whose statement was given up half-way stays counted as
//! lent until that statement ended, and is then lent again; one whose backend
//! ended is dropped, and the next statement gets a new connection. A
//! connection's temporary table tells which connection a statement ran on.

use halma::store::{readers::Readers, Backend};
use sqlx::{pool::PoolOptions, Postgres, Sqlite};
use std::time::Duration;

/// Lends `$kind`'s connections from the test database, one at a time; `$long`
/// is a statement that takes seconds; `$end` one that ends the connection's
/// backend, if the database has one.
macro_rules! lending {
    ($db:expr, $kind:ty, $long:expr, $end:expr) => {{
        let pool = PoolOptions::<$kind>::new()
            .max_connections(1)
            .connect(&$db.url)
            .await
            .expect("pool");
        let readers: &'static Readers<$kind> = Box::leak(Box::new(Readers::beside(pool, 1)));
        let marked = || async move {
            let mut conn = readers.lend().await.expect("lend");
            let read: Result<(i64,), _> = sqlx::query_as("SELECT COUNT(*) FROM lent_marker")
                .fetch_one(&mut *conn)
                .await;
            conn.finished(read).is_ok()
        };

        let mut conn = readers.lend().await.expect("lend");
        let made = sqlx::query("CREATE TEMPORARY TABLE lent_marker (x INTEGER)")
            .execute(&mut *conn)
            .await;
        conn.finished(made).expect("temporary table");
        assert!(
            marked().await,
            "a finished statement's connection is lent again"
        );

        // The database's own error: the statement finished, the connection is kept.
        let mut conn = readers.lend().await.expect("lend");
        let failed = sqlx::query("INSERT INTO no_such_table VALUES (1)")
            .execute(&mut *conn)
            .await;
        assert!(matches!(
            conn.finished(failed),
            Err(sqlx::Error::Database(_))
        ));
        assert!(
            marked().await,
            "kept after the database refused a statement"
        );

        // A statement given up half-way (its request went away): while it
        // still runs, its connection is not lent, nor another in its place;
        // once it ended, the same connection is lent again.
        let given_up = tokio::time::timeout(Duration::from_millis(200), async {
            let mut conn = readers.lend().await.expect("lend");
            let long = sqlx::query($long).execute(&mut *conn).await;
            conn.finished(long).map(|_| ())
        })
        .await;
        assert!(given_up.is_err(), "the long statement was still running");
        let meanwhile = tokio::time::timeout(Duration::from_millis(100), readers.lend()).await;
        assert!(
            meanwhile.is_err(),
            "nothing more is lent while the given-up statement runs"
        );
        assert!(
            marked().await,
            "the same connection, once its statement ended"
        );

        // A backend that ended: its connection is dropped, the next is new.
        if let Some(end) = $end {
            let mut conn = readers.lend().await.expect("lend");
            let ended = sqlx::query(end).execute(&mut *conn).await;
            assert!(conn.finished(ended).is_err(), "the backend ended");
            assert!(
                !marked().await,
                "a new connection, without the old one's table"
            );
        }
        let mut conn = readers.lend().await.expect("lend");
        let one: Result<(i64,), _> = sqlx::query_as("SELECT CAST(1 AS BIGINT)")
            .fetch_one(&mut *conn)
            .await;
        assert_eq!(conn.finished(one).expect("a connection works").0, 1);
        readers.close().await;
        assert!(
            readers.lend().await.is_err(),
            "closed: nothing more is lent"
        );
    }};
}

both_backends! {
    async fn a_connection_is_lent_again_only_after_its_statement_ended(db) {
        match db.backend {
            Backend::Sqlite => lending!(
                db,
                Sqlite,
                "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c \
                 WHERE x < 20000000) SELECT COUNT(*) FROM c",
                None::<&str>
            ),
            Backend::Postgres => lending!(
                db,
                Postgres,
                "SELECT pg_sleep(3)",
                Some("SELECT pg_terminate_backend(pg_backend_pid())")
            ),
        }
    }
}

/// A Postgres backend ended from outside while its connection was idle (a
/// restart, an admin's `pg_terminate_backend`): the statement that finds out
/// fails, that connection is dropped, and the next statement runs on a new,
/// working one.
#[tokio::test]
async fn a_connection_whose_backend_ended_is_not_lent_again() {
    let Some(db) = crate::support::TestDb::postgres().await else {
        return;
    };
    let pool = PoolOptions::<Postgres>::new()
        .max_connections(1)
        .connect(&db.url)
        .await
        .expect("pool");
    let readers = Readers::beside(pool.clone(), 1);
    let pid = || async {
        let mut conn = readers.lend().await.expect("lend");
        let pid: Result<(i32,), _> = sqlx::query_as("SELECT pg_backend_pid()")
            .fetch_one(&mut *conn)
            .await;
        conn.finished(pid).map(|(pid,)| pid)
    };
    let first = pid().await.expect("a backend");
    assert_eq!(pid().await.expect("the same backend"), first);
    let ended: (bool,) = sqlx::query_as("SELECT pg_terminate_backend($1)")
        .bind(first)
        .fetch_one(&pool)
        .await
        .expect("terminate");
    assert!(ended.0);
    // Until the backend is gone.
    for _ in 0..100 {
        let (left,): (i64,) =
            sqlx::query_as("SELECT COUNT(*) FROM pg_stat_activity WHERE pid = $1")
                .bind(first)
                .fetch_one(&pool)
                .await
                .expect("activity");
        if left == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(pid().await.is_err(), "the statement that finds out fails");
    let next = pid().await.expect("a new connection works");
    assert_ne!(next, first);
    readers.close().await;
}
