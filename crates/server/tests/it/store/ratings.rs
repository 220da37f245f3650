//! Ratings in the store, the same on both databases: given in the transaction
//! that finishes a rated game, whatever finished it; not given for unrated or
//! short games; replayed exactly by a rebuild; re-given after a correction.

use halma::domain::ratings::{rate, Rating};
use halma::model::result::{Termination, Verdict};
use std::sync::Arc;

use halma::store::{
    self, now, AutoMatch, AutoMatchRequest, GameId, GameStatus, MoveCommit, NewGame, NewMove,
    NewUser, RatingRow, RatingRule, Store, UserId,
};
use halma_rules::{Color, Rules, Variant};
use time::Duration;

use super::new_user;

/// Starts a game, rated or not, and plays `plies` moves; the last brings
/// `verdict`, if any.
pub(crate) async fn play(
    store: &dyn Store,
    (white, black): (UserId, UserId),
    variant: Variant,
    rated: bool,
    plies: i64,
    verdict: Option<Verdict>,
) -> GameId {
    let id = store
        .games()
        .create_game(NewGame {
            rules: Rules::new(variant),
            white,
            black,
            days_per_move: 3,
            at: now(),
            rated,
            clock: Default::default(),
        })
        .await
        .expect("game");
    for ply in 0..plies {
        let last = ply + 1 == plies;
        store
            .games()
            .commit_moves(MoveCommit {
                game: id,
                expected_ply: ply,
                moves: vec![NewMove {
                    path: format!("a{}-b{}", ply % 8 + 1, ply % 8 + 1),
                    position_key: format!("k{ply}"),
                }],
                position: halma_rules::Position::start(variant).to_string(),
                to_move: if ply % 2 == 0 { black } else { white },
                turn_deadline: now() + Duration::days(3),
                banks: Default::default(),
                draw_offered_by: None,
                verdict: if last { verdict.clone() } else { None },
                at: now(),
                turn_mail: false,
            })
            .await
            .expect("move");
    }
    id
}

/// Every rating of these users, sorted.
async fn all(store: &dyn Store, users: &[UserId]) -> Vec<RatingRow> {
    let mut rows = Vec::new();
    for u in users {
        rows.extend(store.ratings().ratings_of(*u).await.expect("ratings"));
    }
    rows
}

fn win(c: Color) -> Option<Verdict> {
    Some(Verdict::new(Some(c), Termination::TargetReached))
}

both_backends! {
    async fn finished_rated_games_are_rated_once_and_a_rebuild_agrees(db) {
        let s = db.store.as_ref();
        let ann = s.users().create_user(new_user("ann", "h")).await.expect("ann").id;
        let ben = s.users().create_user(new_user("ben", "h")).await.expect("ben").id;
        let cid = s.users().create_user(new_user("cid", "h")).await.expect("cid").id;
        let admin = s.users().create_user(NewUser { username: "root", password_hash: "h", is_admin: true }).await.expect("root").id;

        // Won by a move: both rated, as the crate rates one game.
        let first = play(s, (ann, ben), Variant::Halma8x8, true, 6, win(Color::White)).await;
        let (w, b) = rate(Rating::START, Rating::START, Some(Color::White));
        let ann_8 = s.ratings().ratings_of(ann).await.expect("ann");
        assert_eq!(ann_8.len(), 1);
        assert_eq!((ann_8[0].game.as_str(), ann_8[0].rating, ann_8[0].games), ("halma-8x8", w, 1));
        assert_eq!(s.ratings().ratings_of(ben).await.expect("ben")[0].rating, b);
        // A game page reads both ratings with the game, White's first.
        let read = s.games().game_with_moves(first).await.expect("read").expect("game");
        assert_eq!(read.ratings, [Some(w), Some(b)]);
        assert!(s.games().game(first).await.unwrap().unwrap().rating_seq.is_some());

        // Not rated: an unrated game, and one over before each side moved twice.
        play(s, (ben, cid), Variant::Halma8x8, false, 6, win(Color::Black)).await;
        let short = play(s, (cid, ann), Variant::Halma8x8, true, 3, None).await;
        s.games().finish_game(short, 3, GameStatus::Active, Verdict::resignation(Color::Black), now()).await.expect("resign");
        assert!(s.ratings().ratings_of(cid).await.expect("cid").is_empty());
        // One not rated in the game's variant has none.
        let read = s.games().game_with_moves(short).await.expect("read").expect("game");
        assert_eq!(read.ratings, [None, Some(w)]);
        assert_eq!(s.ratings().ratings_of(ann).await.expect("ann")[0].games, 1);

        // Finished by time (finish_game), as a draw by agreement, in another game,
        // by an admin: all rated.
        let timed = play(s, (cid, ben), Variant::Halma8x8, true, 4, None).await;
        s.games().finish_game(timed, 4, GameStatus::Active, Verdict::time(Color::White), now()).await.expect("time");
        let drawn = play(s, (ann, cid), Variant::Halma8x8, true, 5, None).await;
        s.games().finish_game(drawn, 5, GameStatus::Active, Verdict::agreement(), now()).await.expect("draw");
        play(s, (ann, ben), Variant::Embargo, true, 4, win(Color::Black)).await;
        let judged = play(s, (ben, ann), Variant::Halma8x8, true, 4, None).await;
        s.claims().adjudicate_game(judged, 4, None, admin, Verdict::admin(Some(Color::White), "abandoned"), now()).await.expect("adjudicate");

        let users = [ann, ben, cid];
        let before = all(s, &users).await;
        assert_eq!(before.iter().map(|r| (r.user.name.as_str(), r.game.as_str(), r.games)).collect::<Vec<_>>(),
            [("ann", "embargo", 1), ("ann", "halma-8x8", 3), ("ben", "embargo", 1), ("ben", "halma-8x8", 3), ("cid", "halma-8x8", 2)]);
        let history: Vec<_> = s.ratings().history(ann).await.expect("history");
        assert_eq!(history.len(), 4);
        assert_eq!(history.last().map(|h| h.rating), before.iter().find(|r| r.user.id == ann && r.game == "halma-8x8").map(|r| r.rating));

        // A rebuild replays them all to the same bits.
        assert_eq!(s.ratings().rebuild().await.expect("rebuild"), 5);
        assert_eq!(all(s, &users).await, before);
        assert_eq!(s.ratings().history(ann).await.expect("history"), history);

        // An admin corrects the first game: Ben won it. Every rating after it
        // follows, and still agrees with a rebuild.
        s.claims().adjudicate_game(first, 6, Some(Some(Color::White)), admin, Verdict::admin(Some(Color::Black), "a wrong result"), now()).await.expect("correct");
        let corrected = all(s, &users).await;
        let ann_first = s.ratings().history(ann).await.expect("history")[1].rating;
        assert_eq!(ann_first, rate(Rating::START, Rating::START, Some(Color::Black)).0, "the first game of halma-8x8, now lost");
        assert_ne!(corrected, before);
        assert_eq!(corrected.iter().map(|r| r.games).collect::<Vec<_>>(), before.iter().map(|r| r.games).collect::<Vec<_>>());
        s.ratings().rebuild().await.expect("rebuild");
        assert_eq!(all(s, &users).await, corrected);

        // The leaderboard: best first, only players of the game.
        let board = s.ratings().leaderboard("halma-8x8", now() - Duration::days(180), 0, 10).await.expect("board");
        assert_eq!(board.len(), 3);
        assert!(board.windows(2).all(|p| p[0].rating.rating >= p[1].rating.rating));
        assert!(s.ratings().leaderboard("halma-8x8", now() + Duration::days(1), 0, 10).await.expect("board").is_empty());
        let paged = s.ratings().leaderboard("halma-8x8", now() - Duration::days(180), 1, 1).await.expect("page 2");
        assert_eq!(paged[0].user, board[1].user);
        assert!(s.ratings().leaderboard("halma-16x16", now() - Duration::days(180), 0, 10).await.expect("board").is_empty());
    }

    async fn auto_match_keeps_to_rated_and_range(db) {
        let s = db.store.as_ref();
        let ann = s.users().create_user(new_user("ann", "h")).await.expect("ann").id;
        let ben = s.users().create_user(new_user("ben", "h")).await.expect("ben").id;
        let cid = s.users().create_user(new_user("cid", "h")).await.expect("cid").id;
        let dan = s.users().create_user(new_user("dan", "h")).await.expect("dan").id;
        // Ann beats Ben four times: far apart.
        for _ in 0..4 {
            play(s, (ann, ben), Variant::Halma8x8, true, 4, win(Color::White)).await;
        }
        let ann_r = s.ratings().ratings_of(ann).await.unwrap()[0].rating.rating;
        assert!(ann_r > 1700.0, "{ann_r}");
        let rules = Rules::new(Variant::Halma8x8);
        let req = |user, rated, range| AutoMatchRequest { user, rules, days_per_move: 3, max_open: 10, at: now(), rated, range, clock: Default::default() };
        // Ann asks for players within 100: Cid (new, 1500) is too far, and
        // waits; Dan wants an unrated game: no match either.
        assert!(matches!(s.offers().auto_match(req(ann, true, Some(100))).await.unwrap(), AutoMatch::Waiting(_)));
        assert!(matches!(s.offers().auto_match(req(cid, true, None)).await.unwrap(), AutoMatch::Waiting(_)));
        assert!(matches!(s.offers().auto_match(req(dan, false, None)).await.unwrap(), AutoMatch::Waiting(_)));
        let waiting = s.offers().offers_by(ann).await.unwrap();
        assert_eq!((waiting[0].rated, waiting[0].rating_range), (true, Some(100)));
        // Ben, unrated game: paired with Dan, and the game is unrated.
        let AutoMatch::Matched(game) = s.offers().auto_match(req(ben, false, None)).await.unwrap() else { panic!("ben and dan") };
        let row = s.games().game(game).await.unwrap().unwrap();
        assert!(!row.rated && [row.white.id, row.black.id].contains(&dan));
        // Ben again, rated within 1000: Ann's range (100) keeps her out; Cid matches.
        let AutoMatch::Matched(game) = s.offers().auto_match(req(ben, true, Some(1000))).await.unwrap() else { panic!("ben and cid") };
        let row = s.games().game(game).await.unwrap().unwrap();
        assert!(row.rated && [row.white.id, row.black.id].contains(&cid));
    }

    async fn the_store_writes_what_the_rule_it_was_given_computes(db) {
        // A rule of the test's own: the store computes nothing, it applies
        // the rule it was opened with, in finishing and in rebuilding.
        #[derive(Debug)]
        struct Fixed;
        impl RatingRule for Fixed {
            fn rate(&self, white: Rating, black: Rating, winner: Option<Color>) -> (Rating, Rating) {
                let step = match winner { Some(Color::White) => 7.0, Some(Color::Black) => -7.0, None => 0.5 };
                (Rating { rating: white.rating + step, ..white }, Rating { rating: black.rating - step, ..black })
            }
            fn rate_seats(&self, _: bool, seats: &[halma::store::RatedSeat]) -> Vec<Rating> {
                seats.iter().map(|s| s.rating.unwrap_or_default()).collect()
            }
        }
        let s = store::connect(&db.url, Arc::new(Fixed)).await.expect("a store with the test's rule");
        let ann = s.users().create_user(new_user("ann", "h")).await.unwrap().id;
        let ben = s.users().create_user(new_user("ben", "h")).await.unwrap().id;
        play(s.as_ref(), (ann, ben), Variant::Halma8x8, true, 4, Some(Verdict::new(Some(Color::White), Termination::Resignation))).await;
        play(s.as_ref(), (ann, ben), Variant::Halma8x8, true, 4, Some(Verdict::new(None, Termination::Agreement))).await;
        let shown = |rows: Vec<RatingRow>| rows[0].rating.rating;
        assert_eq!(shown(s.ratings().ratings_of(ann).await.unwrap()), 1507.5);
        assert_eq!(shown(s.ratings().ratings_of(ben).await.unwrap()), 1492.5);
        s.ratings().rebuild().await.expect("rebuild");
        assert_eq!(shown(s.ratings().ratings_of(ann).await.unwrap()), 1507.5, "the rebuild replays by the same rule");
    }
}
