//! The connections lent one statement at a time (`store::readers`): one whose
//! statement finished, with rows or with the database's own error, is lent
//! again as it is; one whose statement was given up half-way is closed, and
//! the next statement gets a new connection. A connection's temporary table
//! tells which connection a statement ran on.

use halma::store::{readers::Readers, Backend};
use sqlx::{pool::PoolOptions, Postgres, Sqlite};
use std::time::Duration;

/// Lends `$kind`'s connections from the test database, one at a time; `$long`
/// is a statement that takes seconds.
macro_rules! lending {
    ($db:expr, $kind:ty, $long:expr) => {{
        let pool = PoolOptions::<$kind>::new()
            .max_connections(1)
            .connect(&$db.url)
            .await
            .expect("pool");
        let readers = Readers::beside(pool, 1);
        let marked = |readers: &'static Readers<$kind>| async move {
            let mut conn = readers.lend().await.expect("lend");
            let read: Result<(i64,), _> = sqlx::query_as("SELECT COUNT(*) FROM lent_marker")
                .fetch_one(&mut *conn)
                .await;
            conn.finished(read).is_ok()
        };
        let readers: &'static Readers<$kind> = Box::leak(Box::new(readers));

        let mut conn = readers.lend().await.expect("lend");
        let made = sqlx::query("CREATE TEMPORARY TABLE lent_marker (x INTEGER)")
            .execute(&mut *conn)
            .await;
        conn.finished(made).expect("temporary table");
        assert!(
            marked(readers).await,
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
            marked(readers).await,
            "kept after the database refused a statement"
        );

        // A statement given up half-way (its request went away): that
        // connection is closed, and the next statement runs on a new one.
        let given_up = tokio::time::timeout(Duration::from_millis(200), async {
            let mut conn = readers.lend().await.expect("lend");
            let long = sqlx::query($long).execute(&mut *conn).await;
            conn.finished(long).map(|_| ())
        })
        .await;
        assert!(given_up.is_err(), "the long statement was still running");
        assert!(
            !marked(readers).await,
            "a new connection, without the old one's table"
        );
        let mut conn = readers.lend().await.expect("lend");
        let one: Result<(i64,), _> = sqlx::query_as("SELECT CAST(1 AS BIGINT)")
            .fetch_one(&mut *conn)
            .await;
        assert_eq!(conn.finished(one).expect("a new connection works").0, 1);
        readers.close().await;
    }};
}

both_backends! {
    async fn a_connection_is_lent_again_only_after_its_statement_finished(db) {
        match db.backend {
            Backend::Sqlite => lending!(
                db,
                Sqlite,
                "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c \
                 WHERE x < 20000000) SELECT COUNT(*) FROM c"
            ),
            Backend::Postgres => lending!(db, Postgres, "SELECT pg_sleep(3)"),
        }
    }
}
