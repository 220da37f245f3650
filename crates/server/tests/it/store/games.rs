//! Games and moves in the store, the same on both databases.

use halma::model::result::{Termination, Verdict};
use halma::store::{now, GameStatus, MoveCommit, NewMove, NewSession, StoreError};
use halma_rules::Color;
use halma_rules::{Rules, Variant};
use time::Duration;

use super::new_user;

both_backends! {
    async fn one_draw_offer_a_move(db) {
        let a = db.store.users().create_user(new_user("ann", "h")).await.expect("ann").id;
        let b = db.store.users().create_user(new_user("ben", "h")).await.expect("ben").id;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        let s = &db.store;
        // Answering needs an offer; offering needs none standing.
        assert!(matches!(s.games().set_draw_offer(id, 0, None).await, Err(StoreError::Conflict)));
        s.games().set_draw_offer(id, 0, Some(b)).await.expect("offer");
        assert!(matches!(s.games().set_draw_offer(id, 0, Some(a)).await, Err(StoreError::Conflict)));
        let row = s.games().game(id).await.expect("read").expect("game");
        assert_eq!((row.draw_offered_by, row.draw_offer_ply), (Some(b), Some(0)));
        // Declined: no second offer at this ply, by either player.
        s.games().set_draw_offer(id, 0, None).await.expect("decline");
        for by in [a, b] {
            assert!(matches!(s.games().set_draw_offer(id, 0, Some(by)).await, Err(StoreError::Conflict)));
        }
        // A stale ply changes nothing either.
        assert!(matches!(s.games().set_draw_offer(id, 1, Some(a)).await, Err(StoreError::Conflict)));
        let row = s.games().game(id).await.expect("read").expect("game");
        assert_eq!((row.draw_offered_by, row.draw_offer_ply), (None, Some(0)));
    }

    async fn moves_commit_once_with_their_verdict(db) {
        let a = db.store.users().create_user(new_user("ann", "h")).await.expect("ann").id;
        let b = db.store.users().create_user(new_user("ben", "h")).await.expect("ben").id;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        let g = db.store.games();
        let t = now();
        let commit = |ply: i64, path: &str, verdict: Option<Verdict>| MoveCommit {
            game: id,
            expected_ply: ply,
            moves: vec![NewMove { path: path.to_owned(), position_key: format!("key {path}") }],
            position: halma_rules::Position::start(Variant::Halma8x8).to_string(),
            to_move: if ply % 2 == 0 { b } else { a },
            turn_deadline: t + Duration::days(3),
            banks: Default::default(),
            draw_offered_by: None,
            verdict,
            at: t,
                turn_mail: false,
        };
        g.commit_moves(commit(0, "g3-f4", None)).await.expect("first move");
        // The same ply again (a double click, a second tab): nothing written.
        assert!(matches!(g.commit_moves(commit(0, "h4-h5", None)).await, Err(StoreError::Conflict)));
        let moves = g.moves(id).await.expect("moves");
        assert_eq!(moves.iter().map(|m| (m.number, m.path.as_str(), m.position_key.as_str())).collect::<Vec<_>>(), [(1, "g3-f4", "key g3-f4")]);
        let row = g.game(id).await.expect("read").expect("game");
        assert_eq!((row.ply, row.to_move, row.turn_deadline), (1, Some(b), t + Duration::days(3)));
        // A move that ends the game stores its verdict, typed.
        let verdict = Verdict::new(Some(Color::Black), Termination::ReturnedHome);
        g.commit_moves(commit(1, "b6-c5", Some(verdict.clone()))).await.expect("last move");
        let row = g.game(id).await.expect("read").expect("game");
        assert_eq!((row.status, row.verdict, row.to_move, row.ply), (GameStatus::Finished, Some(verdict), None, 2));
        assert!(matches!(g.commit_moves(commit(2, "f4-e5", None)).await, Err(StoreError::Conflict)), "over");
        // The game reads back with the same moves as the record.
        let read = g.game_with_moves(id).await.expect("read").expect("game");
        let record = g.moves(id).await.expect("moves");
        assert_eq!(read.moves.iter().map(|m| (m.number, m.path.as_str(), m.played_at)).collect::<Vec<_>>(), [(1, "g3-f4", t), (2, "b6-c5", t)]);
        assert_eq!(record.iter().map(|m| (m.number, m.path.as_str(), m.played_at)).collect::<Vec<_>>(), [(1, "g3-f4", t), (2, "b6-c5", t)]);
    }

    async fn moves_sent_together_are_each_taken_or_refused_as_alone(db) {
        let a = db.store.users().create_user(new_user("ann", "h")).await.expect("ann").id;
        let b = db.store.users().create_user(new_user("ben", "h")).await.expect("ben").id;
        let mut games = Vec::new();
        for _ in 0..8 {
            games.push(db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await);
        }
        let g = db.store.games();
        let t = now();
        let commit = |game, ply: i64, paths: &[&str]| MoveCommit {
            game,
            expected_ply: ply,
            moves: paths.iter().map(|p| NewMove { path: (*p).to_owned(), position_key: format!("key {p}") }).collect(),
            position: halma_rules::Position::start(Variant::Halma8x8).to_string(),
            to_move: b,
            turn_deadline: t + Duration::days(3),
            banks: Default::default(),
            draw_offered_by: None,
            verdict: None,
            at: t,
                turn_mail: false,
        };
        // Each game gets two moves for ply 0 at once (a double click; one
        // with the automatic pass after it) and one for a ply it is not at.
        let mut sent = Vec::new();
        for &game in &games {
            sent.push((game, vec!["g3-f4"], commit(game, 0, &["g3-f4"])));
            sent.push((game, vec!["h4-h5", "pass"], commit(game, 0, &["h4-h5", "pass"])));
            sent.push((game, vec!["a1-a2"], commit(game, 5, &["a1-a2"])));
        }
        let answers = futures_util::future::join_all(sent.iter().map(|(_, _, c)| g.commit_moves(c.clone()))).await;
        for &game in &games {
            let mine: Vec<_> = sent.iter().zip(&answers).filter(|((id, _, _), _)| *id == game).collect();
            let taken: Vec<&Vec<&str>> = mine.iter().filter(|(_, r)| r.is_ok()).map(|((_, paths, _), _)| paths).collect();
            assert_eq!(taken.len(), 1, "one move of the two for ply 0 is taken");
            assert!(mine.iter().all(|(_, r)| r.is_ok() || matches!(r, Err(StoreError::Conflict))));
            assert!(matches!(mine[2].1, Err(StoreError::Conflict)), "a stale ply is refused");
            let moves = g.moves(game).await.expect("moves");
            assert_eq!(moves.iter().map(|m| m.path.as_str()).collect::<Vec<_>>(), *taken[0]);
            let read = g.game_with_moves(game).await.expect("read").expect("game");
            assert_eq!(read.moves.iter().map(|m| (m.number, m.path.as_str(), m.position_key.as_str())).collect::<Vec<_>>(),
                moves.iter().map(|m| (m.number, m.path.as_str(), m.position_key.as_str())).collect::<Vec<_>>());
            let row = g.game(game).await.expect("read").expect("game");
            assert_eq!(row.ply, taken[0].len() as i64);
        }
    }

    async fn a_game_reads_with_its_moves_in_one_row(db) {
        let a = db.store.users().create_user(new_user("ann", "h")).await.expect("ann").id;
        let b = db.store.users().create_user(new_user("ben", "h")).await.expect("ben").id;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        let g = db.store.games();
        let read = g.game_with_moves(id).await.expect("read").expect("game");
        assert_eq!((read.row.id, read.row.ply, read.moves.len(), read.ratings), (id, 0, 0, [None, None]));
        let t = now();
        // Twelve plies, so that ply 10 must come after ply 9, not after ply 1.
        for ply in 0..12 {
            let path = if ply == 5 { "pass".to_owned() } else { format!("a{}-b{}", ply % 8 + 1, ply % 8 + 1) };
            g.commit_moves(MoveCommit {
                game: id,
                expected_ply: ply,
                moves: vec![NewMove { path, position_key: format!("b7/8 {ply} w") }],
                position: halma_rules::Position::start(Variant::Halma8x8).to_string(),
                to_move: if ply % 2 == 0 { b } else { a },
                turn_deadline: t + Duration::days(3),
                banks: Default::default(),
                draw_offered_by: None,
                verdict: None,
                at: t + Duration::minutes(ply),
                turn_mail: false,
            })
            .await
            .expect("move");
        }
        let halma::store::GameRead { row, moves, .. } = g.game_with_moves(id).await.expect("read").expect("game");
        let apart = g.moves(id).await.expect("moves");
        let fields = |m: &halma::store::MoveRow| (m.number, m.path.clone(), m.position_key.clone(), m.played_at);
        assert_eq!(moves.iter().map(fields).collect::<Vec<_>>(), apart.iter().map(fields).collect::<Vec<_>>());
        assert_eq!(moves.iter().map(|m| m.number).collect::<Vec<_>>(), (1..=12).collect::<Vec<_>>());
        assert_eq!((moves[5].path.as_str(), moves[11].played_at), ("pass", t + Duration::minutes(11)));
        let alone = g.game(id).await.expect("read").expect("game");
        assert_eq!((row.ply, row.to_move, row.turn_deadline, row.white.name.clone()), (alone.ply, alone.to_move, alone.turn_deadline, alone.white.name.clone()));
        assert!(g.game_with_moves(halma::store::GameId::new()).await.expect("read").is_none());
        // Whether the chat has a line comes with the game.
        assert!(!g.game_with_moves(id).await.expect("read").expect("game").has_chat);
        db.store.messages().add_chat_line(id, a, "good luck", t).await.expect("chat");
        assert!(g.game_with_moves(id).await.expect("read").expect("game").has_chat);
    }

    async fn a_game_reads_with_the_visitors_session_in_one_row(db) {
        let users = db.store.users();
        let a = users.create_user(new_user("ann", "h")).await.expect("ann").id;
        let b = users.create_user(new_user("ben", "h")).await.expect("ben").id;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        let t = now();
        let s = db.store.sessions();
        s.create_session(NewSession { id: "s1", user: b, csrf: "tok", at: t, expires_at: t + Duration::days(30) })
            .await
            .expect("session");
        let prefs = halma::model::BoardPrefs { coordinates: !halma::model::BoardPrefs::default().coordinates, ..Default::default() };
        db.store.board_prefs().set_board_prefs(b, prefs).await.expect("prefs");
        db.store.messages().add_chat_line(id, a, "good luck", t).await.expect("chat");
        let g = db.store.games();
        let alone = g.game_with_moves(id).await.expect("read").expect("game");
        let (session, read) = g.game_with_session(id, "s1", t).await.expect("read");
        // The session as the sessions' own read gives it, the game as its own.
        let session = session.expect("live session");
        let apart = s.session("s1", t).await.expect("read").expect("live");
        assert_eq!((session.user.id, session.user.username.as_str(), session.csrf.as_str(), session.expires_at, session.unread, session.board),
            (apart.user.id, "ben", "tok", apart.expires_at, apart.unread, prefs));
        let read = read.expect("game");
        assert_eq!((read.row.id, read.row.ply, read.row.white.name.as_str(), read.row.black.name.as_str(), read.has_chat, read.moves.len()),
            (alone.row.id, alone.row.ply, "ann", "ben", true, alone.moves.len()));
        // Either may be missing without the other.
        let (session, read) = g.game_with_session(halma::store::GameId::new(), "s1", t).await.expect("read");
        assert_eq!((session.map(|s| s.user.id), read.is_none()), (Some(b), true));
        let (session, read) = g.game_with_session(id, "nobody", t).await.expect("read");
        assert_eq!((session.is_none(), read.map(|r| r.row.id)), (true, Some(id)));
        let (session, read) = g.game_with_session(halma::store::GameId::new(), "nobody", t).await.expect("read");
        assert!(session.is_none() && read.is_none());
        // An expired session opens nothing, nor a suspended player's.
        let (session, _) = g.game_with_session(id, "s1", t + Duration::days(31)).await.expect("read");
        assert!(session.is_none(), "expired");
        let root = users.create_user(new_user("root", "h")).await.expect("root").id;
        let audit = halma::store::AuditEntry { admin: root, action: "suspended ben", reason: "spam", at: t };
        db.store.moderation().set_suspended(b, true, audit).await.expect("suspend");
        s.create_session(NewSession { id: "s2", user: b, csrf: "c", at: t, expires_at: t + Duration::days(30) }).await.expect("session");
        let (session, read) = g.game_with_session(id, "s2", t).await.expect("read");
        assert_eq!((session.is_none(), read.map(|r| r.row.id)), (true, Some(id)));
    }

    /// The page's and the Submit's one read is a primary-key probe of each
    /// table it touches, never a scan, on both databases.
    async fn the_game_and_session_read_scans_no_table(db) {
        let a = db.store.users().create_user(new_user("ann", "h")).await.expect("ann").id;
        let b = db.store.users().create_user(new_user("ben", "h")).await.expect("ben").id;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        let t = now();
        db.store.sessions().create_session(NewSession { id: "s1", user: b, csrf: "tok", at: t, expires_at: t + Duration::days(30) })
            .await
            .expect("session");
        use crate::support::PlanArg::{Id, Int, Text};
        let at = crate::support::millis(t);
        let plan = db.query_plan(&halma::store::sql::GAME_WITH_SESSION, &[Id(id.0), Text("s1"), Int(at)], &["seqscan"]).await;
        let scans: Vec<&String> = plan.iter().enumerate().filter(|(n, line)| match db.backend {
            // SQLite: `SCAN x` reads all of x; the one constant row and the
            // two one-row subqueries it joins are no tables of ours.
            halma::store::Backend::Sqlite => {
                let mut words = line.split_whitespace();
                words.next() == Some("SCAN") && !matches!(words.next(), Some("one" | "vs" | "vg" | "CONSTANT"))
            }
            // Postgres: a `Seq Scan`, or an index read whole (no `Index Cond`).
            halma::store::Backend::Postgres => {
                line.contains("Seq Scan")
                    || (line.contains(" Scan using ") && !plan.get(n + 1).is_some_and(|next| next.trim_start().starts_with("Index Cond:")))
            }
        }).map(|(_, line)| line).collect();
        assert!(scans.is_empty(), "scans: {scans:?}\nin {plan:#?}");
        assert!(plan.iter().any(|l| l.contains("sessions") || l.contains("SEARCH s ")), "the plan reads the session: {plan:#?}");
    }

    /// Every write or check of one game finds it by its primary key, on
    /// tables the database has no statistics for yet, as on a new site:
    /// with their status conditions written plainly, Postgres's generic plans
    /// read every game of that status through `games_status_deadline` and
    /// checked each one's id (a Submit's write visited hundreds of buffers a
    /// move, rating a game read every finished game).
    async fn a_game_named_by_its_id_is_found_by_its_primary_key(db) {
        use crate::support::PlanArg::{Id, Int, Text, Untyped};
        use halma::store::{ratings, seat_games, sql, stats, tournaments, vacations};
        let a = db.store.users().create_user(new_user("ann", "h")).await.expect("ann").id;
        let b = db.store.users().create_user(new_user("ben", "h")).await.expect("ben").id;
        let mut games = Vec::new();
        for _ in 0..3 {
            games.push(db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await);
        }
        let (g, a, at) = (games[1].0, a.0, crate::support::millis(now()));
        let finish = |conditions: &str| format!("{} {conditions}", sql::FINISH_GAME);
        let (finish_from, finish_claimed) = (finish(sql::FINISH_FROM), finish(sql::FINISH_CLAIMED));
        let adjudicate = finish(sql::ADJUDICATE_CONDITIONS);
        let finish_args = [Text("white"), Text("resignation"), Int(at), Id(g), Untyped("NULL"), Int(0), Text("active")];
        let mut statements: Vec<(&str, &str, Vec<crate::support::PlanArg>)> = vec![
            ("offer a draw", sql::OFFER_DRAW, vec![Id(a), Id(g), Int(0)]),
            ("decline a draw", sql::DECLINE_DRAW, vec![Id(a), Id(g), Int(0)]),
            ("stop for a claim", sql::STOP_FOR_CLAIM, vec![Id(g), Int(0)]),
            ("resume after a claim", sql::RESUME_AFTER_CLAIM, vec![Id(a), Int(at), Id(g), Int(at)]),
            ("finish", &finish_from, finish_args.to_vec()),
            ("finish a claimed game", &finish_claimed, finish_args[..5].to_vec()),
            ("adjudicate", &adjudicate, finish_args.to_vec()),
            ("move a deadline", vacations::sql::MOVE_DEADLINE, vec![Id(g), Int(0), Int(at), Int(at)]),
            ("forfeit", tournaments::sql::FORFEIT, vec![Text("white"), Int(at), Id(g)]),
            ("a seat game's move", seat_games::sql::ADVANCE, vec![
                Int(1), Text("position"), Id(a), Int(at), Int(at), Text("active"), Untyped("NULL"), Untyped("NULL"), Untyped("NULL"), Id(g), Int(0),
            ]),
            ("a seat game at its ply", seat_games::sql::ACTIVE_AT, vec![Id(g), Int(0)]),
            ("a finished game to count", stats::FINISHED_GAME, vec![Id(g)]),
            ("a finished game's count to correct", stats::FINISHED_ENDING, vec![Id(g)]),
            ("a game to rate", ratings::GAME_TO_RATE, vec![Id(g)]),
            ("a seat game to rate", ratings::SEAT_GAME_TO_RATE, vec![Id(g)]),
        ];
        if db.backend == halma::store::Backend::Postgres {
            // The Submit's one statement, its arrays and flag as the store binds them.
            statements.push(("submit", halma::store::postgres::RECORD_MOVE, vec![
                Int(1), Text("position"), Id(a), Int(at), Int(at), Untyped("NULL"), Text("active"), Untyped("NULL"), Untyped("NULL"), Untyped("NULL"),
                Id(g), Int(0), Untyped("NULL"), Untyped("NULL"), Untyped("'{b2-b3}'"), Untyped("'{key}'"), Int(0), Int(0), Text("b2-b3"), Untyped("TRUE"),
            ]));
        }
        crate::store::found_by_primary_key(&db, "games", &statements).await;
    }

    async fn a_verdict_is_given_once(db) {
        let a = db.store.users().create_user(new_user("ann", "h")).await.expect("ann").id;
        let b = db.store.users().create_user(new_user("ben", "h")).await.expect("ben").id;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        let g = db.store.games();
        // Wrong ply or wrong status: nothing.
        assert!(matches!(g.finish_game(id, 1, GameStatus::Active, Verdict::time(Color::White), now()).await, Err(StoreError::Conflict)));
        assert!(matches!(g.finish_game(id, 0, GameStatus::Claim, Verdict::time(Color::White), now()).await, Err(StoreError::Conflict)));
        g.finish_game(id, 0, GameStatus::Active, Verdict::time(Color::White), now()).await.expect("finish");
        assert!(matches!(g.finish_game(id, 0, GameStatus::Active, Verdict::agreement(), now()).await, Err(StoreError::Conflict)));
        let row = g.game(id).await.expect("read").expect("game");
        assert_eq!(row.verdict, Some(Verdict::time(Color::White)));
        assert_eq!(row.result(), Some("0-1"));
        assert!(row.finished_at.is_some());
    }

    async fn a_game_is_its_seats_and_its_end_places_them(db) {
        use halma::store::SeatState::{Finished, Left, Playing};
        let a = db.store.users().create_user(new_user("ann", "h")).await.expect("ann").id;
        let b = db.store.users().create_user(new_user("ben", "h")).await.expect("ben").id;
        let g = db.store.games();
        let seats = |rows: Vec<halma::store::SeatRow>| {
            rows.into_iter()
                .map(|s| (s.seat, s.colour.name(), s.player.name, s.state, s.place))
                .collect::<Vec<_>>()
        };
        let timed_out = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        assert_eq!(
            seats(g.seats(timed_out).await.expect("seats")),
            [(1, "white", "ann".to_owned(), Playing, None), (2, "black", "ben".to_owned(), Playing, None)]
        );
        // White's time ran out: White left the game, Black won it.
        g.finish_game(timed_out, 0, GameStatus::Active, Verdict::time(Color::White), now()).await.expect("finish");
        assert_eq!(
            seats(g.seats(timed_out).await.expect("seats")),
            [(1, "white", "ann".to_owned(), Left, Some(2)), (2, "black", "ben".to_owned(), Playing, Some(1))]
        );
        // Home first: the winner finished; a draw places nobody.
        let home = db.new_game(Rules::new(Variant::Halma8x8), b, a, 3).await;
        g.finish_game(home, 0, GameStatus::Active, Verdict::new(Some(Color::Black), Termination::TargetReached), now()).await.expect("finish");
        assert_eq!(
            seats(g.seats(home).await.expect("seats")),
            [(1, "white", "ben".to_owned(), Playing, Some(2)), (2, "black", "ann".to_owned(), Finished, Some(1))]
        );
        let drawn = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        g.finish_game(drawn, 0, GameStatus::Active, Verdict::agreement(), now()).await.expect("finish");
        assert_eq!(
            seats(g.seats(drawn).await.expect("seats")),
            [(1, "white", "ann".to_owned(), Playing, None), (2, "black", "ben".to_owned(), Playing, None)]
        );
        assert!(g.seats(halma::store::GameId::new()).await.expect("seats").is_empty());
    }

    async fn games_due_are_the_active_ones_past_their_deadline_oldest_first(db) {
        let a = db.store.users().create_user(new_user("ann", "h")).await.expect("ann").id;
        let b = db.store.users().create_user(new_user("ben", "h")).await.expect("ben").id;
        let rules = Rules::new(Variant::Halma8x8);
        let one = db.new_game(rules, a, b, 1).await;
        let three = db.new_game(rules, a, b, 3).await;
        let two = db.new_game(rules, b, a, 2).await;
        let done = db.new_game(rules, a, b, 1).await;
        let g = db.store.games();
        g.finish_game(done, 0, GameStatus::Active, Verdict::resignation(Color::White), now()).await.expect("finish");
        assert!(g.games_due(now()).await.expect("due").is_empty());
        assert_eq!(g.games_due(now() + Duration::days(2) + Duration::hours(1)).await.expect("due"), [one, two]);
        assert_eq!(g.games_due(now() + Duration::days(4)).await.expect("due"), [one, two, three]);
        let mut active = g.active_games().await.expect("active");
        active.sort();
        let mut expected = vec![one, two, three];
        expected.sort();
        assert_eq!(active, expected);
        // Downtime credit moves every running clock, and only those.
        assert_eq!(db.store.system().replace_heartbeat(None, now(), Some(Duration::days(1))).await.expect("credit"), 3);
        assert_eq!(g.games_due(now() + Duration::days(2) + Duration::hours(1)).await.expect("due"), [one]);
    }
}
