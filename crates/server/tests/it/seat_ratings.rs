//! Ratings of the games for more than two, on both databases: every seat
//! rated by Weng-Lin when a rated game ends (a winner, partners, a draw),
//! nothing for an unrated or short game, a rebuild that replays both kinds
//! of games to the same bits, the rule the store was opened with, and the
//! leaderboard, history and profile of `halma-16x16-4`.

use std::sync::Arc;

use halma::domain::ratings::{rate, RatedSeat, Rating, WengLin};
use halma::domain::seat_play::{self, SeatSubmit, SeatTable};
use halma::model::clock::ClockTerms;
use halma::model::result::{Termination, Verdict};
use halma::store::{
    self, now, GameId, NewMove, NewSeatGame, NewUser, RatingRow, RatingRule, SeatCommit, SeatEnd,
    Store, UserId,
};
use halma_rules::{Color, SeatRules, SeatVariant, Variant};
use time::Duration;

use crate::store::new_user;
use crate::store::ratings::play;

const GAME: &str = "halma-16x16-4";

async fn users(s: &dyn Store, names: &[&str]) -> Vec<UserId> {
    let mut ids = Vec::new();
    for name in names {
        ids.push(
            s.users()
                .create_user(new_user(name, "h"))
                .await
                .expect("user")
                .id,
        );
    }
    ids
}

/// A game of Halma for four of `players` in seat order (white, red, black,
/// green).
async fn start(s: &dyn Store, players: &[UserId], partners: bool, rated: bool) -> GameId {
    let t = now();
    s.seat_games()
        .create_seat_game(NewSeatGame {
            rules: SeatRules {
                partners,
                ..SeatRules::new(SeatVariant::Halma16x16Four)
            },
            players: players.to_vec(),
            days_per_move: 3,
            at: t,
            rated,
            clock: ClockTerms::default(),
            first_deadline: t + Duration::days(3),
        })
        .await
        .expect("create")
}

/// Plays `plies` legal moves through the domain, each seat's first one.
async fn play_legal(s: &dyn Store, id: GameId, plies: usize) -> SeatTable {
    for _ in 0..plies {
        let table = SeatTable::load(s, id).await.expect("load");
        let actor = table.seat_to_move().expect("a seat to move").player.id;
        let path = table
            .position()
            .legal_moves()
            .iter()
            .find(|m| !m.is_pass())
            .expect("a move")
            .to_string();
        let ply = table.row.ply;
        seat_play::submit(
            s,
            SeatSubmit {
                game: id,
                actor,
                ply,
                path: &path,
            },
            now(),
        )
        .await
        .expect("a legal move");
    }
    SeatTable::load(s, id).await.expect("load")
}

/// Records `plies` moves in the store alone (it does not check them), the
/// last ending the game with `winners` (none: a draw).
async fn play_in_store(s: &dyn Store, id: GameId, players: &[UserId], plies: i64, winners: &[i64]) {
    for ply in 0..plies {
        let last = ply + 1 == plies;
        s.seat_games()
            .commit_seat_moves(SeatCommit {
                game: id,
                expected_ply: ply,
                moves: vec![NewMove {
                    path: format!("move {ply}"),
                    position_key: format!("key {ply}"),
                }],
                position: "unchanged for the store".to_owned(),
                to_move: Some(players[(ply as usize + 1) % players.len()]),
                turn_started_at: now(),
                turn_deadline: now() + Duration::days(3),
                seat_states: vec![],
                turn_mail: false,
                end: last.then(|| SeatEnd {
                    termination: if winners.is_empty() {
                        Termination::Agreement
                    } else {
                        Termination::TargetReached
                    },
                    winners: winners.to_vec(),
                }),
                at: now(),
            })
            .await
            .expect("move");
    }
}

/// Each player's rating in `game`, in the order given; `None` for none.
async fn ratings_in(s: &dyn Store, players: &[UserId], game: &str) -> Vec<Option<RatingRow>> {
    let mut out = Vec::new();
    for p in players {
        let rows = s.ratings().ratings_of(*p).await.expect("ratings");
        out.push(rows.into_iter().find(|r| r.game == game));
    }
    out
}

/// The ratings of `players`, who must all have one in `game`.
async fn rated(s: &dyn Store, players: &[UserId], game: &str) -> Vec<Rating> {
    ratings_in(s, players, game)
        .await
        .into_iter()
        .map(|r| r.expect("a rating").rating)
        .collect()
}

/// Every rating and history point of `players`, one player after another.
async fn everything(
    s: &dyn Store,
    players: &[UserId],
) -> Vec<(Vec<RatingRow>, Vec<halma::store::HistoryPoint>)> {
    let mut out = Vec::new();
    for u in players {
        out.push((
            s.ratings().ratings_of(*u).await.expect("ratings"),
            s.ratings().history(*u).await.expect("history"),
        ));
    }
    out
}

/// Seats 1 to 4 of new players, placed so.
fn new_seats(places: [Option<i64>; 4]) -> Vec<RatedSeat> {
    (0..4)
        .map(|i| RatedSeat {
            seat: i as i64 + 1,
            place: places[i],
            rating: None,
        })
        .collect()
}

both_backends! {
    async fn a_win_for_four_moves_the_winner_up_and_the_three_others_down(db) {
        let s = db.store.as_ref();
        let p = users(s, &["wim", "rea", "bas", "gus"]).await;
        let id = start(s, &p, false, true).await;
        // Two rounds, then red, black and green resign: white is the last
        // seat standing and wins.
        let table = play_legal(s, id, 8).await;
        assert!(s.ratings().ratings_of(p[0]).await.expect("ratings").is_empty(), "not over yet");
        let mut ply = table.row.ply;
        for loser in &p[1..] {
            let played = seat_play::resign(s, id, *loser, ply, now()).await.expect("resigns");
            ply = played.ply;
        }
        let end = SeatTable::load(s, id).await.expect("load");
        assert_eq!(end.row.termination, Some(Termination::OthersLeft));

        let after = rated(s, &p, GAME).await;
        let expected = WengLin.rate_seats(false, &new_seats([Some(1), Some(2), Some(2), Some(2)]));
        assert_eq!(after, expected, "the domain's Weng-Lin, to the bit");
        assert!(after[0].rating > 1500.0, "{:?}", after[0]);
        assert!(after[1..].iter().all(|r| r.rating < 1500.0 && *r == after[1]), "{after:?}");
        assert!(after.iter().all(|r| r.deviation < 350.0 && r.provisional()));
        let rows = ratings_in(s, &p, GAME).await;
        assert!(rows.iter().all(|r| r.as_ref().is_some_and(|r| r.games == 1)));

        // Each player's history has the game; its changes read as the
        // two-player games' do.
        for (player, rating) in p.iter().zip(&after) {
            let history = s.ratings().history(*player).await.expect("history");
            assert_eq!(history.iter().map(|h| (h.game.as_str(), h.game_id, h.rating)).collect::<Vec<_>>(), [(GAME, id, *rating)]);
        }
        let changes = s.ratings().rating_changes(id).await.expect("changes");
        assert_eq!(changes.len(), 4);
        for c in &changes {
            assert_eq!(c.before, None);
            let shown = c.shown();
            if c.user_id == p[0] {
                assert!(shown.starts_with('+'), "{shown}");
            } else {
                assert!(shown.starts_with('−'), "{shown}");
            }
        }
        // Nothing of the two-player games changed.
        assert!(s.ratings().ratings_of(p[0]).await.expect("ratings").iter().all(|r| r.game == GAME));

        // A second game: the ratings go on from the first.
        let second = start(s, &[p[1], p[2], p[3], p[0]], false, true).await;
        play_in_store(s, second, &[p[1], p[2], p[3], p[0]], 8, &[1]).await;
        let then = rated(s, &[p[1], p[2], p[3], p[0]], GAME).await;
        let seats: Vec<RatedSeat> = [p[1], p[2], p[3], p[0]].iter().enumerate().map(|(i, u)| RatedSeat {
            seat: i as i64 + 1,
            place: Some(if i == 0 { 1 } else { 2 }),
            rating: Some(after[p.iter().position(|x| x == u).expect("a player")]),
        }).collect();
        assert_eq!(then, WengLin.rate_seats(false, &seats));
        assert!(then[0].rating > after[1].rating && then[3].rating < after[0].rating);
        assert_eq!(ratings_in(s, &p[..1], GAME).await[0].as_ref().map(|r| r.games), Some(2));
    }

    async fn partners_win_and_lose_together(db) {
        let s = db.store.as_ref();
        let p = users(s, &["wim", "rea", "bas", "gus"]).await;
        let id = start(s, &p, true, true).await;
        let table = play_legal(s, id, 8).await;
        // Red (seat 2) resigns: red and green lose, white and black win.
        let played = seat_play::resign(s, id, p[1], table.row.ply, now()).await.expect("red resigns");
        assert_eq!(played.end, Some(SeatEnd { termination: Termination::PartnerLeft, winners: vec![1, 3] }));
        let after = rated(s, &p, GAME).await;
        assert_eq!(after, WengLin.rate_seats(true, &new_seats([Some(1), Some(2), Some(1), Some(2)])));
        let (won, lost) = (after[0].rating - 1500.0, 1500.0 - after[1].rating);
        assert!(won > 0.0 && lost > 0.0);
        assert_eq!((after[0], after[1]), (after[2], after[3]), "partners by the same amount");
        assert!((won - lost).abs() < 1e-9, "{won} {lost}");
    }

    async fn a_draw_rates_everyone_and_unrated_or_short_games_change_nothing(db) {
        let s = db.store.as_ref();
        let p = users(s, &["wim", "rea", "bas", "gus"]).await;
        let id = start(s, &p, false, true).await;
        let table = play_legal(s, id, 8).await;
        for (i, player) in p.iter().enumerate() {
            let drawn = seat_play::agree_to_draw(s, id, *player, table.row.ply, true, now()).await.expect("agrees");
            assert_eq!(drawn, i == 3, "drawn once all four agree");
        }
        let after = rated(s, &p, GAME).await;
        assert_eq!(after, WengLin.rate_seats(false, &new_seats([None; 4])));
        assert!(after.iter().all(|r| (r.rating - 1500.0).abs() < 1e-9 && r.deviation < 350.0), "{after:?}");
        let before = ratings_in(s, &p, GAME).await;

        // An unrated game, won after two rounds: nothing changes.
        let unrated = start(s, &p, false, false).await;
        play_in_store(s, unrated, &p, 8, &[2]).await;
        assert_eq!(ratings_in(s, &p, GAME).await, before);
        assert!(s.ratings().rating_changes(unrated).await.expect("changes").is_empty());
        // A rated game over before every seat had two turns: nothing either.
        let short = start(s, &p, true, true).await;
        let played = seat_play::resign(s, short, p[0], 0, now()).await.expect("white resigns");
        assert!(played.end.is_some());
        play_in_store(s, start(s, &p, false, true).await, &p, 7, &[1]).await;
        assert_eq!(ratings_in(s, &p, GAME).await, before);
        assert!(s.ratings().rating_changes(short).await.expect("changes").is_empty());
        // New players to the game have no rating in it.
        let others = users(s, &["ann", "ben", "cid", "dan"]).await;
        let unrated = start(s, &others, false, false).await;
        play_in_store(s, unrated, &others, 8, &[1]).await;
        assert!(ratings_in(s, &others, GAME).await.iter().all(Option::is_none));
    }

    async fn a_rebuild_replays_both_kinds_in_finishing_order(db) {
        let s = db.store.as_ref();
        let p = users(s, &["wim", "rea", "bas", "gus"]).await;
        let admin = s.users().create_user(NewUser { username: "root", password_hash: "h", is_admin: true }).await.expect("root").id;
        // Games of both kinds between the same players, interleaved.
        let pair = play(s, (p[0], p[1]), Variant::Halma8x8, true, 4, Some(Verdict::new(Some(Color::White), Termination::TargetReached))).await;
        let first = start(s, &p, false, true).await;
        play_in_store(s, first, &p, 8, &[3]).await;
        play(s, (p[2], p[3]), Variant::Halma8x8, true, 4, Some(Verdict::new(None, Termination::Agreement))).await;
        let second = start(s, &p, true, true).await;
        play_in_store(s, second, &p, 9, &[2, 4]).await;
        let third = start(s, &[p[3], p[2], p[1], p[0]], false, true).await;
        play_in_store(s, third, &[p[3], p[2], p[1], p[0]], 8, &[]).await;

        // The two-player games are rated as ever.
        let (w, b) = rate(Rating::START, Rating::START, Some(Color::White));
        let pair_rating = |u: UserId| async move {
            s.ratings().ratings_of(u).await.expect("ratings").into_iter().find(|r| r.game == "halma-8x8").map(|r| r.rating)
        };
        assert_eq!((pair_rating(p[0]).await, pair_rating(p[1]).await), (Some(w), Some(b)));

        let before = everything(s, &p).await;
        assert!(before.iter().all(|(rows, _)| rows.len() == 2), "{before:?}");
        assert!(before.iter().all(|(rows, _)| rows.iter().any(|r| r.game == GAME && r.games == 3)));
        // Seats' ratings, in finishing order: a seat game's ratings follow
        // from the one before it.
        let seqs: Vec<i64> = before[0].1.iter().filter(|h| h.game == GAME).map(|h| h.seq).collect();
        assert!(seqs.windows(2).all(|w| w[0] < w[1]), "{seqs:?}");

        assert_eq!(s.ratings().rebuild().await.expect("rebuild"), 5, "two games of two and three for four");
        assert_eq!(everything(s, &p).await, before);

        // An admin's correction of a game of two replays every rating: the
        // games for four stay rated as they were.
        s.claims().adjudicate_game(pair, 4, Some(Some(Color::White)), admin, Verdict::admin(Some(Color::Black), "a wrong result"), now()).await.expect("correct");
        let corrected = everything(s, &p).await;
        for (now_, then) in corrected.iter().zip(&before) {
            let seat_rows = |rows: &Vec<RatingRow>| rows.iter().filter(|r| r.game == GAME).cloned().collect::<Vec<_>>();
            assert_eq!(seat_rows(&now_.0), seat_rows(&then.0));
        }
        assert_ne!(corrected, before, "the game of two changed");
    }

    async fn the_store_rates_seats_by_the_rule_it_was_given(db) {
        // A rule of the test's own: winners +7, the others −7, from 1000 for
        // a new player; a draw +0.5 each.
        #[derive(Debug)]
        struct Fixed;
        impl RatingRule for Fixed {
            fn rate(&self, white: Rating, black: Rating, _: Option<Color>) -> (Rating, Rating) {
                (white, black)
            }
            fn rate_seats(&self, partners: bool, seats: &[RatedSeat]) -> Vec<Rating> {
                seats.iter().map(|s| {
                    let r = s.rating.unwrap_or(Rating { rating: 1000.0, deviation: 100.0, volatility: 0.0 });
                    let step = match s.place { Some(1) => 7.0, Some(_) => -7.0, None => 0.5 };
                    Rating { rating: r.rating + step + if partners { 100.0 } else { 0.0 }, ..r }
                }).collect()
            }
        }
        let s = store::connect(&db.url, Arc::new(Fixed)).await.expect("a store with the test's rule");
        let s = s.as_ref();
        let p = users(s, &["wim", "rea", "bas", "gus"]).await;
        let id = start(s, &p, false, true).await;
        play_in_store(s, id, &p, 8, &[2]).await;
        let shown = |r: Vec<Rating>| r.iter().map(|r| r.rating).collect::<Vec<_>>();
        assert_eq!(shown(rated(s, &p, GAME).await), [993.0, 1007.0, 993.0, 993.0]);
        let id = start(s, &p, true, true).await;
        play_in_store(s, id, &p, 8, &[]).await;
        assert_eq!(shown(rated(s, &p, GAME).await), [1093.5, 1107.5, 1093.5, 1093.5], "the partners flag and the ratings before reach the rule");
        s.ratings().rebuild().await.expect("rebuild");
        assert_eq!(shown(rated(s, &p, GAME).await), [1093.5, 1107.5, 1093.5, 1093.5], "the rebuild replays by the same rule");
    }

    async fn the_leaderboard_history_and_profile_show_halma_for_four(db) {
        let (mut wim, a) = db.player("wim").await;
        let (_rea, b) = db.player("rea").await;
        let (_bas, c) = db.player("bas").await;
        let (_gus, d) = db.player("gus").await;
        let s = db.store.as_ref();
        let p = [a, b, c, d];
        // Red wins one, then white wins one.
        let first = start(s, &p, false, true).await;
        play_in_store(s, first, &p, 8, &[2]).await;
        let second = start(s, &p, false, true).await;
        play_in_store(s, second, &p, 8, &[1]).await;
        let after = rated(s, &p, GAME).await;

        let page = wim.get(&format!("/ratings/{GAME}")).await;
        page.expect_status(200);
        assert!(page.contains("Weng-Lin"), "{}", page.body);
        let names = ["wim", "rea", "bas", "gus"];
        let mut rows: Vec<(usize, f64)> = names.iter().zip(&after).map(|(n, r)| (page.body.find(&format!(r#"data-user="{n}""#)).expect("a row"), r.rating)).collect();
        rows.sort_by_key(|r| r.0);
        assert!(rows.windows(2).all(|w| w[0].1 >= w[1].1), "best first: {rows:?}");
        let marker = format!(r#"data-rating-game="{GAME}">"#);
        let shown: Vec<&str> = page.body.match_indices(&marker).map(|(i, _)| {
            let rest = &page.body[i + marker.len()..];
            &rest[..rest.find('<').unwrap_or(0)]
        }).collect();
        let best = after.iter().max_by(|x, y| x.rating.total_cmp(&y.rating)).expect("a rating");
        assert_eq!((shown.len(), shown[0]), (4, best.shown().as_str()));
        // The games' menu reaches it from a game of two's leaderboard.
        assert!(wim.get("/ratings/halma-8x8").await.contains(&format!(r#"href="/ratings/{GAME}""#)));
        wim.get("/ratings/star-3").await.expect_status(200);

        // Wim's history: a section for the game, both games in its table.
        let page = wim.get("/users/wim/ratings").await;
        page.expect_status(200);
        assert!(page.contains(&format!(r#"id="{GAME}""#)), "{}", page.body);
        assert!(page.contains(&format!("{marker}{}<", after[0].shown())));
        for game in [first, second] {
            assert!(page.contains(&format!("/games/{game}")), "{}", page.body);
        }
        // And the profile.
        let profile = wim.get("/users/wim").await;
        assert!(profile.contains(&format!("{marker}{}<", after[0].shown())), "{}", profile.body);
    }
}
