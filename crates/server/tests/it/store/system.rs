//! The database itself: migrations, health, the heartbeat.

use halma::store::now;

both_backends! {
    async fn a_commit_anywhere_moves_the_generation_on(db) {
        use halma::store::{Backend, Generation};
        let sys = db.store.system();
        let first = sys.generation().await.expect("generation");
        assert!(!matches!(first, Generation::Unknown), "a database on a file or a server: {first:?}");
        // Nothing written: the same generation (on Postgres the snapshot is the
        // whole server's, which the other tests running beside this one move on).
        if db.backend == Backend::Sqlite {
            for _ in 0..20 {
                assert_eq!(sys.generation().await.expect("generation"), first);
            }
        }
        // A write through this store.
        sys.set_heartbeat(now()).await.expect("write");
        let second = sys.generation().await.expect("generation");
        assert_ne!(second, first);
        // A write through another store on the same database (as another
        // process's), seen by every connection this store reads with: asked
        // many times, so that each of them is asked.
        let other = halma::open_store(&db.url).await.expect("a second store");
        let mut asks = Vec::new();
        for _ in 0..8 {
            let store = db.store.clone();
            asks.push(tokio::spawn(async move { store.system().generation().await.expect("generation") }));
        }
        for ask in asks {
            ask.await.expect("task");
        }
        let before = sys.generation().await.expect("generation");
        other.system().set_heartbeat(now() + time::Duration::seconds(1)).await.expect("write elsewhere");
        for _ in 0..20 {
            assert_ne!(sys.generation().await.expect("generation"), before, "a commit elsewhere is seen");
        }
        other.system().close().await;
    }

    async fn ping(db) {
        db.store.system().ping().await.expect("ping");
    }

    async fn migrating_again_changes_nothing(db) {
        db.store.system().migrate().await.expect("second migration run");
        db.store.system().ping().await.expect("ping");
    }

    async fn heartbeat(db) {
        assert_eq!(db.store.system().heartbeat().await.expect("read"), None);
        let first = now();
        db.store.system().set_heartbeat(first).await.expect("write");
        assert_eq!(db.store.system().heartbeat().await.expect("read"), Some(first));
        let later = first + time::Duration::seconds(90);
        db.store.system().set_heartbeat(later).await.expect("write");
        assert_eq!(db.store.system().heartbeat().await.expect("read"), Some(later));
    }

    async fn a_secret_is_made_once_and_shared(db) {
        let t = now();
        let mut asks = Vec::new();
        for i in 0..8 {
            let store = db.store.clone();
            asks.push(tokio::spawn(async move {
                store.system().secret("key", &format!("fresh {i}"), t).await.expect("secret")
            }));
        }
        let mut seen = Vec::new();
        for a in asks {
            seen.push(a.await.expect("task"));
        }
        seen.dedup();
        assert_eq!(seen.len(), 1, "every caller gets the first one stored: {seen:?}");
        assert!(seen[0].starts_with("fresh "));
        assert_eq!(db.store.system().secret("key", "later", t).await.expect("secret"), seen[0]);
        assert_eq!(db.store.system().secret("other", "its own", t).await.expect("secret"), "its own");
    }

    async fn the_heartbeat_is_replaced_once_with_its_credit(db) {
        use halma::store::StoreError;
        use halma_rules::{Rules, Variant};
        use time::Duration;
        let sys = db.store.system();
        let t = now();
        // The first start ever replaces no heartbeat, and only one start can.
        sys.replace_heartbeat(None, t - Duration::hours(2), None).await.expect("first start");
        assert!(matches!(sys.replace_heartbeat(None, t, None).await, Err(StoreError::Conflict)));
        let a = db.store.users().create_user(crate::store::new_user("ann", "h")).await.expect("ann").id;
        let b = db.store.users().create_user(crate::store::new_user("ben", "h")).await.expect("ben").id;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        let deadline = || async { db.store.games().game(id).await.expect("read").expect("game").turn_deadline };
        let before = deadline().await;
        // A heartbeat that is not the one stored replaces nothing and credits nothing.
        let wrong = sys.replace_heartbeat(Some(t - Duration::hours(3)), t, Some(Duration::hours(3))).await;
        assert!(matches!(wrong, Err(StoreError::Conflict)), "{wrong:?}");
        assert_eq!(deadline().await, before);
        // Eight servers starting together: one replaces it and credits.
        let last = t - Duration::hours(2);
        let mut starts = Vec::new();
        for i in 0..8 {
            let store = db.store.clone();
            starts.push(tokio::spawn(async move {
                let at = t + Duration::milliseconds(i);
                store.system().replace_heartbeat(Some(last), at, Some(at - last)).await.map(|games| (at, games))
            }));
        }
        let mut won = Vec::new();
        for s in starts {
            match s.await.expect("task") {
                Ok(done) => won.push(done),
                Err(StoreError::Conflict) => {}
                Err(e) => panic!("{e}"),
            }
        }
        assert_eq!(won.len(), 1, "{won:?}");
        let (at, games) = won[0];
        assert_eq!(games, 1, "the running game credited");
        assert_eq!(deadline().await - before, at - last, "the outage, once");
        assert_eq!(sys.heartbeat().await.expect("read"), Some(at));
    }
}

/// Applies the migrations up to `version` only, from the folder the binary
/// embeds them from.
async fn migrate_up_to(db: &crate::support::TestDb, version: i64) {
    use halma::store::Backend;
    use sqlx::Connection;
    let folder = match db.backend {
        Backend::Sqlite => "sqlite",
        Backend::Postgres => "postgres",
    };
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../migrations")
        .join(folder);
    let mut migrator = sqlx::migrate::Migrator::new(dir).await.expect("migrations");
    migrator.migrations = migrator
        .migrations
        .iter()
        .filter(|m| m.version <= version)
        .cloned()
        .collect();
    match db.backend {
        Backend::Sqlite => {
            let mut c = sqlx::SqliteConnection::connect(&db.url)
                .await
                .expect("connect");
            migrator.run(&mut c).await.expect("migrate");
        }
        Backend::Postgres => {
            let mut c = sqlx::PgConnection::connect(&db.url).await.expect("connect");
            migrator.run(&mut c).await.expect("migrate");
        }
    }
}

/// Runs each statement over a connection of the test's own.
async fn execute(db: &crate::support::TestDb, statements: &[String]) {
    use halma::store::Backend;
    use sqlx::Connection;
    match db.backend {
        Backend::Sqlite => {
            let mut c = sqlx::SqliteConnection::connect(&db.url)
                .await
                .expect("connect");
            for s in statements {
                sqlx::query(s).execute(&mut c).await.expect(s);
            }
        }
        Backend::Postgres => {
            let mut c = sqlx::PgConnection::connect(&db.url).await.expect("connect");
            for s in statements {
                sqlx::query(s).execute(&mut c).await.expect(s);
            }
        }
    }
}

mod seats_migration {
    use super::*;
    use halma::store::{GameId, SeatState};
    use halma_rules::{Position, Variant};

    /// Games of before the seats are migrated in place: each gets White's
    /// and Black's seats, placed as its result says, and reads as before.
    async fn check(db: crate::support::TestDb) {
        migrate_up_to(&db, 19).await;
        let (w, b) = (uuid::Uuid::new_v4(), uuid::Uuid::new_v4());
        let start = Position::start(Variant::Halma8x8).to_string();
        let (active, resigned) = (GameId::new(), GameId::new());
        let mut statements = vec![
            format!("INSERT INTO users (id, username, username_key, password_hash, created_at) VALUES ('{w}', 'wim', 'wim', 'h', 0)"),
            format!("INSERT INTO users (id, username, username_key, password_hash, created_at) VALUES ('{b}', 'bea', 'bea', 'h', 0)"),
        ];
        statements.push(format!(
            "INSERT INTO games (id, variant, camp, repetition, white_id, black_id, days_per_move, status, ply, position, to_move_id, turn_started_at, turn_deadline, created_at) \
             VALUES ('{active}', 'halma-8x8', 'deadline 30', 'auto', '{w}', '{b}', 3, 'active', 0, '{start}', '{w}', 0, 0, 0)"
        ));
        statements.push(format!(
            "INSERT INTO games (id, variant, camp, repetition, white_id, black_id, days_per_move, status, winner, termination, ply, position, turn_started_at, turn_deadline, created_at, finished_at) \
             VALUES ('{resigned}', 'halma-8x8', 'deadline 30', 'auto', '{b}', '{w}', 3, 'finished', 'white', 'resignation', 0, '{start}', 0, 0, 0, 0)"
        ));
        execute(&db, &statements).await;
        db.store.system().migrate().await.expect("migrate the rest");
        let seats = |rows: Vec<halma::store::SeatRow>| {
            rows.into_iter()
                .map(|s| (s.seat, s.colour.name(), s.player.name, s.state, s.place))
                .collect::<Vec<_>>()
        };
        let g = db.store.games();
        assert_eq!(
            seats(g.seats(active).await.expect("seats")),
            [
                (1, "white", "wim".to_owned(), SeatState::Playing, None),
                (2, "black", "bea".to_owned(), SeatState::Playing, None)
            ]
        );
        assert_eq!(
            seats(g.seats(resigned).await.expect("seats")),
            [
                (1, "white", "bea".to_owned(), SeatState::Playing, Some(1)),
                (2, "black", "wim".to_owned(), SeatState::Left, Some(2))
            ]
        );
        let row = g.game(resigned).await.expect("read").expect("game");
        assert_eq!(
            (
                row.white.name.as_str(),
                row.black.name.as_str(),
                row.result()
            ),
            ("bea", "wim", Some("1-0"))
        );
        assert_eq!(
            g.game(active)
                .await
                .expect("read")
                .expect("game")
                .to_move
                .map(|u| u.0),
            Some(w)
        );
    }

    #[tokio::test]
    async fn sqlite() {
        check(crate::support::TestDb::sqlite_bare(false).await).await;
    }

    #[tokio::test]
    async fn postgres() {
        if let Some(db) = crate::support::TestDb::postgres_bare(false).await {
            check(db).await;
        }
    }
}

mod typed_results_migration {
    use super::*;
    use halma::model::result::Termination;
    use halma::store::GameId;
    use halma_rules::{Color, Position, Variant};

    /// The old result and reason, and the winner, termination and note they become.
    type Case = (
        &'static str,
        &'static str,
        Option<Color>,
        Termination,
        Option<&'static str>,
    );

    /// Games finished under the English reasons of before become typed:
    /// winner, termination and note, read back in the same words.
    async fn check(db: crate::support::TestDb) {
        migrate_up_to(&db, 2).await;
        let (w, b) = (uuid::Uuid::new_v4(), uuid::Uuid::new_v4());
        let start = Position::start(Variant::Halma8x8).to_string();
        let mut statements = vec![
            format!("INSERT INTO users (id, username, username_key, password_hash, created_at) VALUES ('{w}', 'w', 'w', 'h', 0)"),
            format!("INSERT INTO users (id, username, username_key, password_hash, created_at) VALUES ('{b}', 'b', 'b', 'h', 0)"),
        ];
        let cases: Vec<Case> = vec![
            (
                "1-0",
                "all pieces in the opposite yard",
                Some(Color::White),
                Termination::TargetReached,
                None,
            ),
            (
                "0-1",
                "the opposite yard is filled",
                Some(Color::Black),
                Termination::TargetFilled,
                None,
            ),
            (
                "1-0",
                "black still had pieces in its own yard after move 30",
                Some(Color::White),
                Termination::CampDeadline,
                None,
            ),
            (
                "1/2-1/2",
                "both players still had pieces in their own yards after move 30",
                None,
                Termination::CampDeadline,
                None,
            ),
            (
                "0-1",
                "white moved a piece back into its own yard after move 30",
                Some(Color::Black),
                Termination::ReturnedHome,
                None,
            ),
            (
                "1/2-1/2",
                "threefold repetition",
                None,
                Termination::Repetition,
                None,
            ),
            (
                "1/2-1/2",
                "threefold repetition, claimed with a1-b2 and accepted by an admin",
                None,
                Termination::Repetition,
                Some("a1-b2"),
            ),
            ("1/2-1/2", "draw agreed", None, Termination::Agreement, None),
            (
                "0-1",
                "white resigned",
                Some(Color::Black),
                Termination::Resignation,
                None,
            ),
            (
                "1-0",
                "black ran out of time",
                Some(Color::White),
                Termination::Time,
                None,
            ),
            (
                "1-0",
                "adjudicated by an admin: abandoned, it's over",
                Some(Color::White),
                Termination::Admin,
                Some("abandoned, it's over"),
            ),
        ];
        let mut ids = Vec::new();
        for (result, reason, ..) in &cases {
            let id = GameId::new();
            ids.push(id);
            let reason = reason.replace('\'', "''");
            statements.push(format!(
                "INSERT INTO games (id, variant, camp, repetition, white_id, black_id, days_per_move, status, result, reason, ply, position, turn_started_at, turn_deadline, created_at, finished_at) \
                 VALUES ('{id}', 'halma-8x8', 'deadline 30', 'auto', '{w}', '{b}', 3, 'finished', '{result}', '{reason}', 0, '{start}', 0, 0, 0, 0)"
            ));
        }
        execute(&db, &statements).await;
        db.store.system().migrate().await.expect("migrate the rest");
        for (id, (_, reason, winner, termination, note)) in ids.into_iter().zip(cases) {
            let row = db
                .store
                .games()
                .game(id)
                .await
                .expect("read")
                .expect("game");
            let verdict = row.verdict.clone().expect("a verdict");
            assert_eq!(
                (verdict.winner, verdict.termination, verdict.note.as_deref()),
                (winner, termination, note),
                "{reason}"
            );
            assert_eq!(row.reason().as_deref(), Some(reason), "the same words");
        }
    }

    #[tokio::test]
    async fn sqlite() {
        check(crate::support::TestDb::sqlite_bare(false).await).await;
    }

    #[tokio::test]
    async fn postgres() {
        if let Some(db) = crate::support::TestDb::postgres_bare(false).await {
            check(db).await;
        }
    }
}
