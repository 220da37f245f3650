//! Whole pages through `app(state)` on a seeded SQLite database: 200 players and
//! 2,000 games (a third finished, the rest in play, half of those with a move
//! made), a waiting room of 200 offers; the status page, a game page and the
//! waiting room. Every player is in about 20 games, so the
//! status page lists about 7 finished games, 6 to move in and 6 waiting.
//!
//! Run with `cargo bench -p halma --bench pages`; `HALMA_BENCH_GAMES` and
//! `HALMA_BENCH_USERS` change the size.

mod common;

use common::{log_in, send, PASSWORD};
use std::{sync::Arc, time::Duration};

use axum::{
    body::Body,
    http::{header, Request, StatusCode},
};
use criterion::{black_box, criterion_group, criterion_main, Criterion};
use halma::model::result::{Termination, Verdict};
use halma::{
    passwords,
    store::{
        now, ColourChoice, GameStatus, MoveCommit, NewGame, NewMove, NewOffer, NewUser, Store,
        UserId,
    },
    AppState, Config,
};
use halma_rules::{Color, Position, Rules, Variant};

fn size(var: &str, default: usize) -> usize {
    std::env::var(var)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Fills the database; returns the players.
async fn seed(store: &Arc<dyn Store>, users: usize, games: usize) -> Vec<UserId> {
    let hash = passwords::hash(PASSWORD.to_owned()).await.expect("hash");
    let mut ids = Vec::new();
    for i in 0..users {
        let user = store
            .users()
            .create_user(NewUser {
                username: &format!("player{i}"),
                password_hash: &hash,
                is_admin: false,
            })
            .await
            .expect("user");
        ids.push(user.id);
    }
    let start = now() - time::Duration::days(60);
    for k in 0..games {
        let white = ids[k % users];
        // A partner that varies with k and is never the same player.
        let black = ids[(k % users + 1 + (k * 7919) % (users - 1)) % users];
        let at = start + time::Duration::minutes(k as i64 * 17);
        let rules = Rules::new(Variant::ALL[k % Variant::ALL.len()]);
        let game = store
            .games()
            .create_game(NewGame {
                rules,
                white,
                black,
                days_per_move: 1 + (k % 7) as i64,
                at,
                rated: true,
                clock: Default::default(),
            })
            .await
            .expect("game");
        match k % 6 {
            0 | 3 => store
                .games()
                .finish_game(
                    game,
                    0,
                    GameStatus::Active,
                    Verdict::new(
                        [Some(Color::White), Some(Color::Black), None][k % 3],
                        Termination::TargetReached,
                    ),
                    at + time::Duration::days(20),
                )
                .await
                .expect("finish"),
            1 | 4 => {
                // White's first legal move, recorded as the game page records it.
                let start_position = Position::start(rules.variant);
                let first = *start_position
                    .legal_moves()
                    .first()
                    .expect("a move at the start");
                let after = start_position.play(&first).expect("a legal move");
                store
                    .games()
                    .commit_moves(MoveCommit {
                        game,
                        expected_ply: 0,
                        moves: vec![NewMove {
                            path: first.to_string(),
                            position_key: halma::domain::state::position_key(&after),
                        }],
                        position: after.to_string(),
                        to_move: black,
                        turn_deadline: at + time::Duration::days(9),
                        banks: [time::Duration::days(9); 2],
                        draw_offered_by: None,
                        verdict: None,
                        at: at + time::Duration::hours(3),
                        turn_mail: false,
                    })
                    .await
                    .expect("move")
            }
            _ => {}
        }
    }
    for (i, poster) in ids.iter().enumerate() {
        store
            .offers()
            .create_offer(
                NewOffer {
                    poster: *poster,
                    rules: Rules::new(Variant::ALL[i % Variant::ALL.len()]),
                    colour: ColourChoice::Random,
                    days_per_move: 3,
                    invited: (i % 5 == 0).then(|| ids[(i + 1) % users]),
                    at: start + time::Duration::minutes(i as i64),
                    rated: true,
                    clock: Default::default(),
                },
                10,
            )
            .await
            .expect("offer");
    }
    ids
}

fn pages(c: &mut Criterion) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let dir = tempfile::tempdir().expect("temporary folder");
    let url = format!("sqlite://{}", dir.path().join("bench.db").display());
    let (users, games) = (
        size("HALMA_BENCH_USERS", 200),
        size("HALMA_BENCH_GAMES", 2000),
    );
    let (app, cookie, store, me, my_game) = rt.block_on(async {
        let store = halma::open_store(&url).await.expect("open");
        store.system().migrate().await.expect("migrate");
        let ids = seed(&store, users, games).await;
        let app = halma::app(AppState::new(store.clone(), Config::default()));
        let cookie = log_in(&app, "player0").await;
        let my_game = store
            .games()
            .games_to_move(ids[0])
            .await
            .expect("list")
            .first()
            .map(|g| g.id)
            .expect("a game to move in");
        (app, cookie, store, ids[0], my_game)
    });
    // Each request with a header of its own: every page is drawn, none is
    // answered from the pages kept for their second (`page_cache`).
    let asked = std::cell::Cell::new(0u64);
    let get = |path: &str| {
        asked.set(asked.get() + 1);
        Request::get(path)
            .header(header::COOKIE, &cookie)
            .header("x-bench-request", asked.get())
            .body(Body::empty())
            .expect("req")
    };
    let (status, _, body) = rt.block_on(send(&app, get("/status")));
    assert_eq!(status, StatusCode::OK);
    assert!(body.contains("Your turn"), "not the status page:\n{body}");
    let game_page = format!("/games/{my_game}");
    let (status, _, body) = rt.block_on(send(&app, get(&game_page)));
    assert_eq!(status, StatusCode::OK, "{body}");

    let mut group = c.benchmark_group(format!("{users} players, {games} games"));
    group
        .sample_size(50)
        .measurement_time(Duration::from_secs(8));
    group.bench_function("GET /status", |b| {
        b.iter(|| black_box(rt.block_on(send(&app, get("/status")))))
    });
    group.bench_function("GET /games/{id} (my turn, start position)", |b| {
        b.iter(|| black_box(rt.block_on(send(&app, get(&game_page)))))
    });
    group.bench_function("GET /waiting-room", |b| {
        b.iter(|| black_box(rt.block_on(send(&app, get("/waiting-room")))))
    });
    group.bench_function("store: the status page's room (every list)", |b| {
        let shown = halma::store::RoomShown {
            finished: 20,
            seat_games: 30,
            news: 3,
        };
        b.iter(|| black_box(rt.block_on(store.room().room(me, shown)).expect("room")))
    });
    group.finish();
}

criterion_group!(benches, pages);
criterion_main!(benches);
