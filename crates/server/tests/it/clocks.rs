//! The clocks, on both databases: time banks (increment and cap), weekends
//! off in two time zones far from UTC and across a daylight-saving change,
//! vacation started and ended by hand, used automatically instead of losing,
//! the automatic use turned off, and a game that forbids vacation; then the
//! forms over HTTP (New game, Auto-Match, `/account/vacation`) and the "on
//! vacation until" words on the game and status pages.

use crate::support::TestDb;
use halma::{
    domain::{
        adjudication::{self, Sweep},
        clock::{ClockKind, ClockTerms},
        play::{self, Submit},
        vacation, DomainError, Refusal,
    },
    model::result::Verdict,
    store::{GameId, GameRow, GameStatus, NewGame, ProfileEdit, UserId},
};
use halma_rules::{Game, Position, Rules, Variant};
use time::{macros::datetime, Duration, OffsetDateTime};

async fn row(db: &TestDb, id: GameId) -> GameRow {
    db.store.games().game(id).await.unwrap().unwrap()
}

/// Players who were here before vacation existed: their bank is full (a new
/// player earns it day by day from nothing).
async fn full_bank(db: &TestDb, names: &[&str]) {
    for name in names {
        db.execute(&format!(
            "UPDATE users SET vacation_banked = NULL WHERE username = '{name}'"
        ))
        .await;
    }
}

async fn set_zone(db: &TestDb, user: UserId, zone: &str) {
    db.store
        .profiles()
        .set_profile(
            user,
            ProfileEdit {
                about: "",
                time_zone: zone,
                hide_from_who: false,
            },
        )
        .await
        .unwrap();
}

/// A game made in the store at `at` with a clock of its own.
async fn game_at(
    db: &TestDb,
    white: UserId,
    black: UserId,
    days: i64,
    clock: ClockTerms,
    at: OffsetDateTime,
) -> GameId {
    db.store
        .games()
        .create_game(NewGame {
            rules: Rules::new(Variant::Halma8x8),
            white,
            black,
            days_per_move: days,
            at,
            rated: true,
            clock,
        })
        .await
        .unwrap()
}

/// Plays the first legal move of the player to move at `at`.
async fn play_at(db: &TestDb, id: GameId, game: &mut Game, actor: UserId, at: OffsetDateTime) {
    let m = *game.position().legal_moves().iter().next().expect("a move");
    let ply = game.moves().len() as i64;
    play::submit(
        db.store.as_ref(),
        halma::domain::clock::VacationPolicy::default(),
        Submit {
            game: id,
            actor,
            ply,
            path: &m.to_string(),
            offer_draw: false,
        },
        at,
    )
    .await
    .unwrap_or_else(|e| panic!("the move {m} at {at}: {e:?}"));
    game.play(&m).unwrap();
}

fn fresh() -> Game {
    Game::new(
        Rules::new(Variant::Halma8x8),
        Position::start(Variant::Halma8x8),
    )
}

fn no_vacation() -> ClockTerms {
    ClockTerms {
        vacation: false,
        ..ClockTerms::default()
    }
}

both_backends! {
    async fn a_bank_gains_its_increment_after_each_move_and_stops_at_its_cap(db) {
        let (_, w) = db.player("bank-w").await;
        let (_, b) = db.player("bank-b").await;
        let clock = ClockTerms::check(ClockKind::Bank, 2, Some(2), Some(3), false, false).unwrap();
        let t0 = datetime!(2030-03-04 12:00 UTC);
        let id = game_at(&db, w, b, 2, clock, t0).await;
        let start = row(&db, id).await;
        assert_eq!(start.turn_deadline, t0 + Duration::days(2));
        assert_eq!(start.banks, [Duration::days(2), Duration::days(2)]);
        let mut g = fresh();
        // White thinks for a day and a half: 12 hours left, and two days more.
        let t1 = t0 + Duration::days(1) + Duration::hours(12);
        play_at(&db, id, &mut g, w, t1).await;
        let after = row(&db, id).await;
        assert_eq!(after.banks[0], Duration::days(2) + Duration::hours(12));
        assert_eq!(after.turn_deadline, t1 + Duration::days(2), "Black's own bank");
        // Black answers in an hour: 1 day 23 hours + 2 days, capped at 3 days.
        let t2 = t1 + Duration::hours(1);
        play_at(&db, id, &mut g, b, t2).await;
        let after = row(&db, id).await;
        assert_eq!(after.banks[1], Duration::days(3));
        assert_eq!(after.turn_deadline, t2 + Duration::days(2) + Duration::hours(12), "White's bank");
        // White at once: capped too.
        let t3 = t2 + Duration::minutes(5);
        play_at(&db, id, &mut g, w, t3).await;
        let after = row(&db, id).await;
        assert_eq!(after.banks[0], Duration::days(3));
        assert_eq!(after.turn_deadline, t3 + Duration::days(3));
        // Black lets the bank run out: lost on time, not a minute sooner.
        let due = after.turn_deadline;
        assert!(adjudication::sweep(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), due, Sweep::Due).await.unwrap().is_empty());
        let decided = adjudication::sweep(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), due + Duration::seconds(1), Sweep::Due).await.unwrap();
        assert_eq!(decided.len(), 1);
        assert_eq!(row(&db, id).await.verdict, Some(Verdict::time(halma_rules::Color::Black)));
    }

    async fn a_weekend_off_is_the_players_own_in_auckland_and_in_los_angeles(db) {
        let (_, w) = db.player("kiwi").await;
        let (_, b) = db.player("angeleno").await;
        set_zone(&db, w, "Pacific/Auckland").await;
        set_zone(&db, b, "America/Los_Angeles").await;
        let clock = ClockTerms { weekends_off: true, ..no_vacation() };
        // Friday 20:00 in Auckland (07:00 UTC): four hours before its weekend.
        let t0 = datetime!(2026-11-20 07:00 UTC);
        let id = game_at(&db, w, b, 1, clock, t0).await;
        // 4 hours on Friday, 20 from Monday 00:00 NZDT (Sunday 11:00 UTC).
        assert_eq!(row(&db, id).await.turn_deadline, datetime!(2026-11-23 07:00 UTC));
        let mut g = fresh();
        // White moves on their Saturday morning (Friday 09:00 in Los Angeles).
        let t1 = datetime!(2026-11-20 17:00 UTC);
        play_at(&db, id, &mut g, w, t1).await;
        // Black: 15 hours to Saturday 00:00 PST, 9 from Monday 00:00 PST.
        let due = datetime!(2026-11-23 17:00 UTC);
        assert_eq!(row(&db, id).await.turn_deadline, due);
        // The same weekend crossed with weekends on would have ended Saturday.
        assert!(adjudication::sweep(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), datetime!(2026-11-22 12:00 UTC), Sweep::Due).await.unwrap().is_empty());
        assert!(adjudication::sweep(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), due, Sweep::Due).await.unwrap().is_empty());
        assert_eq!(adjudication::sweep(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), due + Duration::seconds(1), Sweep::Due).await.unwrap().len(), 1);
        assert_eq!(row(&db, id).await.verdict, Some(Verdict::time(halma_rules::Color::Black)));
    }

    async fn a_weekend_across_the_change_from_daylight_saving_time_is_49_hours(db) {
        let (_, w) = db.player("dst-w").await;
        let (_, b) = db.player("dst-b").await;
        set_zone(&db, w, "America/Los_Angeles").await;
        let clock = ClockTerms { weekends_off: true, ..no_vacation() };
        // Friday 30 October 2026, 13:00 PDT; the clocks go back on Sunday.
        let t0 = datetime!(2026-10-30 20:00 UTC);
        let id = game_at(&db, w, b, 1, clock, t0).await;
        // 11 hours to Saturday 00:00 PDT, 13 from Monday 00:00 PST (08:00 UTC).
        assert_eq!(row(&db, id).await.turn_deadline, datetime!(2026-11-02 21:00 UTC));
        // Weekends on: a day is a day.
        let on = game_at(&db, w, b, 1, no_vacation(), t0).await;
        assert_eq!(row(&db, on).await.turn_deadline, t0 + Duration::days(1));
    }

    async fn a_vacation_started_by_hand_stops_the_clocks_of_the_games_that_allow_it(db) {
        let (_, ann) = db.player("ann").await;
        let (_, bob) = db.player("bob").await;
        let store = db.store.as_ref();
        let now = halma::store::now();
        let earned = vacation::vacation(store, halma::domain::clock::VacationPolicy::default(), ann, now).await.unwrap().left;
        assert!(earned < Duration::seconds(1), "a new player has none yet: {earned:?}");
        full_bank(&db, &["ann", "bob"]).await;
        let allows = game_at(&db, ann, bob, 3, ClockTerms::default(), now).await;
        let forbids = game_at(&db, ann, bob, 3, no_vacation(), now).await;
        let waiting = game_at(&db, bob, ann, 3, ClockTerms::default(), now).await;
        let (d_allows, d_forbids, d_waiting) = (
            row(&db, allows).await.turn_deadline,
            row(&db, forbids).await.turn_deadline,
            row(&db, waiting).await.turn_deadline,
        );
        let store = db.store.as_ref();
        assert_eq!(vacation::vacation(store, halma::domain::clock::VacationPolicy::default(), ann, now).await.unwrap().left, Duration::days(30));
        let bad = vacation::start(store, halma::domain::clock::VacationPolicy::default(), ann, 31, now).await;
        assert!(matches!(bad, Err(DomainError::Refused(Refusal::NotEnoughVacation(30)))), "{bad:?}");
        let until = vacation::start(store, halma::domain::clock::VacationPolicy::default(), ann, 5, now).await.unwrap();
        assert_eq!(until, now + Duration::days(5));
        assert_eq!(row(&db, allows).await.turn_deadline, d_allows + Duration::days(5));
        assert_eq!(row(&db, forbids).await.turn_deadline, d_forbids);
        assert_eq!(row(&db, waiting).await.turn_deadline, d_waiting, "Bob's turn: Bob's clock runs");
        assert_eq!(row(&db, allows).await.away[0].vacation_until, Some(until));
        let v = vacation::vacation(store, halma::domain::clock::VacationPolicy::default(), ann, now).await.unwrap();
        assert_eq!((v.left, v.until), (Duration::days(25), Some(until)));
        assert!(matches!(vacation::start(store, halma::domain::clock::VacationPolicy::default(), ann, 1, now).await, Err(DomainError::Refused(Refusal::AlreadyOnVacation))));
        // Bob moves while Ann is away: her clock starts when she is back.
        let mut g = fresh();
        let t = now + Duration::hours(1);
        play_at(&db, waiting, &mut g, bob, t).await;
        assert_eq!(row(&db, waiting).await.turn_deadline, until + Duration::days(3));
        // Back after two days: three days of vacation return, the clocks run again.
        let back = now + Duration::days(2);
        vacation::end(store, halma::domain::clock::VacationPolicy::default(), ann, back).await.unwrap();
        assert_eq!(row(&db, allows).await.turn_deadline, d_allows + Duration::days(2));
        assert_eq!(row(&db, waiting).await.turn_deadline, back + Duration::days(3));
        let v = vacation::vacation(store, halma::domain::clock::VacationPolicy::default(), ann, back).await.unwrap();
        assert_eq!(v.until, None);
        assert!(v.left >= Duration::days(28) && v.left < Duration::days(28) + Duration::hours(4), "{:?}", v.left);
        assert!(matches!(vacation::end(store, halma::domain::clock::VacationPolicy::default(), ann, back).await, Err(DomainError::Refused(Refusal::NotOnVacation))));
    }

    async fn vacation_is_used_instead_of_losing_on_time_unless_turned_off_or_forbidden(db) {
        let (mut ann_browser, ann) = db.player("ann").await;
        let (_, bob) = db.player("bob").await;
        let (_, cid) = db.player("cid").await;
        full_bank(&db, &["ann", "bob", "cid"]).await;
        let now = halma::store::now();
        let store = db.store.as_ref();
        let rescued = game_at(&db, ann, bob, 1, ClockTerms::default(), now).await;
        let forbidden = game_at(&db, ann, cid, 1, no_vacation(), now).await;
        let turned_off = game_at(&db, bob, cid, 1, ClockTerms::default(), now).await;
        vacation::set_auto(store, bob, false).await.unwrap();
        let due = now + Duration::days(1);
        let late = due + Duration::hours(2);
        let decided = adjudication::sweep(store, halma::domain::clock::VacationPolicy::default(), late, Sweep::Due).await.unwrap();
        let mut ended: Vec<GameId> = decided.iter().map(|d| d.game).collect();
        ended.sort_by_key(|g| g.to_string());
        let mut expected = vec![forbidden, turned_off];
        expected.sort_by_key(|g| g.to_string());
        assert_eq!(ended, expected, "only the games without vacation are lost on time");
        let kept = row(&db, rescued).await;
        assert_eq!(kept.status, GameStatus::Active);
        assert_eq!(kept.turn_deadline, due + Duration::days(1), "one whole day of vacation");
        assert_eq!(vacation::vacation(store, halma::domain::clock::VacationPolicy::default(), ann, late).await.unwrap().left, Duration::days(29));
        // The notice is told once, on the status page of her next visit.
        let page = ann_browser.get("/status").await;
        assert!(page.contains("vacation-notice"), "{}", page.body);
        assert!(page.contains("against bob") && page.contains("1 day of vacation was used"), "{}", page.body);
        assert!(!ann_browser.get("/status").await.contains("vacation-notice"), "told once");
        assert_eq!(vacation::take_notice(store, ann).await.unwrap(), None);
        // A Submit two days late after that uses two more days and is played.
        let mut g = fresh();
        play_at(&db, rescued, &mut g, ann, kept.turn_deadline + Duration::days(1) + Duration::hours(1)).await;
        assert_eq!(row(&db, rescued).await.ply, 1);
        let left = vacation::vacation(store, halma::domain::clock::VacationPolicy::default(), ann, late).await.unwrap().left;
        assert!(left < Duration::days(27) + Duration::hours(5) && left >= Duration::days(27), "{left:?}");
        // With no vacation left, the time-out stands.
        let (_, dan) = db.player("dan").await;
        full_bank(&db, &["dan"]).await;
        let spent = game_at(&db, dan, bob, 1, ClockTerms::default(), now).await;
        vacation::start(store, halma::domain::clock::VacationPolicy::default(), dan, 30, now).await.unwrap();
        let way_late = now + Duration::days(40);
        let decided = adjudication::sweep(store, halma::domain::clock::VacationPolicy::default(), way_late, Sweep::Due).await.unwrap();
        assert!(decided.iter().any(|d| d.game == spent), "{decided:?}");
    }

    async fn halma_adjudicate_honours_the_vacation_days_it_is_given(db) {
        // Ann has her bank full and leaves vacation on: a time-out uses it,
        // unless the site runs with no vacation (`--vacation-days 0`), as
        // `halma serve` may be told; `halma adjudicate` is told the same.
        let (_, ann) = db.player("ann").await;
        let (_, bob) = db.player("bob").await;
        full_bank(&db, &["ann", "bob"]).await;
        let now = halma::store::now();
        let fmt = &time::format_description::well_known::Rfc3339;
        let run = |at: OffsetDateTime, env: Option<&str>, args: &[&str]| {
            let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_halma"));
            command
                .args(["adjudicate", "--at", &at.format(fmt).unwrap()])
                .args(args)
                .env("HALMA_DATABASE_URL", &db.url)
                .env_remove("HALMA_VACATION_DAYS");
            if let Some(days) = env {
                command.env("HALMA_VACATION_DAYS", days);
            }
            let out = command.output().unwrap();
            assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
            String::from_utf8(out.stdout).unwrap()
        };
        // The environment: no vacation, so the time-out is decided.
        let by_env = game_at(&db, ann, bob, 1, ClockTerms::default(), now).await;
        let late = now + Duration::days(1) + Duration::hours(2);
        let text = run(late, Some("0"), &[]);
        assert!(text.contains("1 game(s) decided") && text.contains("white ran out of time"), "{text}");
        assert_eq!(row(&db, by_env).await.status, GameStatus::Finished);
        // The flag, over the environment: the same.
        let by_flag = game_at(&db, ann, bob, 1, ClockTerms::default(), now).await;
        let text = run(late, Some("30"), &["--vacation-days", "0"]);
        assert!(text.contains("1 game(s) decided"), "{text}");
        assert_eq!(row(&db, by_flag).await.status, GameStatus::Finished);
        // The default (30 days): Ann's vacation is used instead of losing.
        let rescued = game_at(&db, ann, bob, 1, ClockTerms::default(), now).await;
        let text = run(late, None, &[]);
        assert!(text.contains("0 game(s) decided"), "{text}");
        let kept = row(&db, rescued).await;
        assert_eq!(kept.status, GameStatus::Active);
        assert_eq!(kept.turn_deadline, now + Duration::days(2), "one whole day of vacation");
    }
}

mod http {
    both_backends! {
        async fn new_game_and_auto_match_take_a_clock_and_check_it_beside_the_field(db) {
            let (mut ann, _) = db.player("ann").await;
            let (mut bob, _) = db.player("bob").await;
            ann.get("/waiting-room/new").await.expect_status(200);
            let page = ann.post("/waiting-room/new", &[("game", "halma-8x8"), ("clock", "bank"), ("days", "3"), ("increment", "1"), ("cap", "2")]).await;
            page.expect_status(400);
            assert!(page.contains("The cap must be a whole number of days, at least the starting days"), "{}", page.body);
            assert!(page.contains("value=\"bank\" selected"), "the form comes back as typed");
            let page = ann.post("/waiting-room/new", &[("game", "halma-8x8"), ("clock", "bank"), ("days", "3"), ("increment", "8"), ("cap", "5")]).await;
            page.expect_status(400);
            assert!(page.contains("The increment must be a whole number of days from 0 to 7"), "{}", page.body);
            let page = ann.post("/waiting-room/new", &[("game", "halma-8x8"), ("weekends", "sometimes")]).await;
            page.expect_status(400);
            let page = ann.post("/waiting-room/new", &[("game", "halma-8x8"), ("colour", "white"), ("clock", "bank"), ("days", "3"), ("increment", "1"), ("cap", "5"), ("weekends", "off"), ("vacation", "forbidden")]).await;
            page.expect_status(303);
            let room = bob.get("/waiting-room").await;
            let words = "a bank of 3 days, +1 day a move, at most 5 days, weekends off, no vacation";
            assert!(room.contains(words), "{}", room.body);
            let end = room.body.find("/join\"").expect("a join form");
            let start = room.body[..end].rfind("/waiting-room/").expect("its address") + "/waiting-room/".len();
            let offer = room.body[start..end].to_owned();
            let joined = bob.post(&format!("/waiting-room/{offer}/join"), &[]).await;
            joined.expect_status(303);
            let game = joined.location.clone().expect("to the game");
            let page = bob.get(&game).await;
            assert!(page.contains(&format!("Clock: {words}.")), "{}", page.body);
            assert!(page.contains("bob has 3 days in the bank for their next move."), "{}", page.body);
            // A form with only days keeps today's clock.
            let page = ann.post("/waiting-room/new", &[("game", "embargo"), ("days", "4")]).await;
            page.expect_status(303);
            assert!(bob.get("/waiting-room").await.contains("4 days per move"));
            // Auto-Match pairs only the same clock.
            ann.get("/waiting-room/auto-match").await.expect_status(200);
            let page = ann.post("/waiting-room/auto-match", &[("game", "halma-10x10"), ("clock", "bank"), ("days", "2"), ("cap", "1")]).await;
            page.expect_status(400);
            assert!(page.contains("The cap must be"), "{}", page.body);
            let page = ann.post("/waiting-room/auto-match", &[("game", "halma-10x10"), ("clock", "bank"), ("days", "2"), ("increment", "1"), ("cap", "4")]).await;
            page.expect_status(200);
            assert!(page.contains("a bank of 2 days"), "{}", page.body);
            bob.get("/waiting-room/auto-match").await;
            let page = bob.post("/waiting-room/auto-match", &[("game", "halma-10x10"), ("days", "2")]).await;
            page.expect_status(200);
            assert!(page.contains("Nobody is waiting"), "a clock per move is not a bank: {}", page.body);
            let page = bob.post("/waiting-room/auto-match", &[("game", "halma-10x10"), ("clock", "bank"), ("days", "2"), ("increment", "1"), ("cap", "4")]).await;
            page.expect_status(303);
        }

        async fn a_vacation_is_started_and_ended_on_its_page_and_the_opponent_sees_it(db) {
            let (mut ann, ann_id) = db.player("ann").await;
            let (mut bob, bob_id) = db.player("bob").await;
            let new = ann.get("/account/vacation").await;
            assert!(new.contains("Vacation left: <strong>0 days</strong>."), "earned day by day from nothing: {}", new.body);
            // A new player is told when the first day is earned (a day every
            // 365/30 days), and offered no Start button before.
            let first = halma::store::now() + time::Duration::seconds(365 * 86_400 / 30);
            assert!(new.contains(&format!("You will have a whole day of vacation on {}", halma::describe::date(first))) || new.contains(&format!("You will have a whole day of vacation on {}", halma::describe::date(first - time::Duration::minutes(1)))), "{}", new.body);
            assert!(new.contains("(12 days 3 hours from now)") || new.contains("(12 days 4 hours from now)"), "{}", new.body);
            assert!(!new.contains("action=\"/account/vacation/start\"") && !new.contains("Start my vacation"), "{}", new.body);
            // A start sent anyway (an old page, another tab) is answered on
            // the page, though it shows no form to start one.
            let page = ann.post("/account/vacation/start", &[("days", "1")]).await;
            page.expect_status(400);
            assert!(page.contains("role=\"alert\">You have no whole day of vacation yet, so no vacation can start."), "{}", page.body);
            crate::clocks::full_bank(&db, &["ann", "bob"]).await;
            let game = db.new_game_with(halma_rules::Rules::new(halma_rules::Variant::Halma8x8), ann_id, bob_id, 3, Default::default()).await;
            let page = ann.get("/account/vacation").await;
            page.expect_status(200);
            assert!(page.contains("Vacation left: <strong>30 days</strong>"), "{}", page.body);
            // A form without its token changes nothing.
            let forged = ann.post("/account/vacation", &[("csrf", "forged"), ("action", "start"), ("days", "3")]).await;
            forged.expect_status(403);
            let page = ann.post("/account/vacation", &[("action", "start"), ("days", "31")]).await;
            page.expect_status(400);
            assert!(page.contains("You have 30 whole days of vacation left"), "{}", page.body);
            let page = ann.post("/account/vacation", &[("action", "start"), ("days", "many")]).await;
            page.expect_status(400);
            assert!(page.contains("class=\"error\""), "{}", page.body);
            let page = ann.post("/account/vacation/start", &[("days", "3")]).await;
            page.expect_status(303);
            let page = ann.get("/account/vacation").await;
            assert!(page.contains("You are on vacation until"), "{}", page.body);
            assert!(page.contains("Vacation left: <strong>27 days</strong>"), "{}", page.body);
            let page = bob.get(&format!("/games/{game}")).await;
            assert!(page.contains("ann is on vacation until"), "{}", page.body);
            let status = bob.get("/status").await;
            assert!(status.contains("their turn, on vacation until"), "{}", status.body);
            // Ended: the days not used come back, and the words go.
            ann.get("/account/vacation").await;
            let page = ann.post("/account/vacation", &[("action", "end")]).await;
            page.expect_status(303);
            let page = ann.get("/account/vacation").await;
            assert!(page.contains("Vacation left: <strong>30 days</strong>") || page.contains("Vacation left: <strong>29 days</strong>"), "{}", page.body);
            assert!(!bob.get(&format!("/games/{game}")).await.contains("on vacation until"));
            assert!(!bob.get("/status").await.contains("on vacation until"));
            // The automatic use is a setting of the page.
            let page = ann.get("/account/vacation").await;
            assert!(page.contains("name=\"auto\" value=\"on\" checked"), "{}", page.body);
            ann.post("/account/vacation/settings", &[]).await.expect_status(303);
            let page = ann.get("/account/vacation").await;
            assert!(!page.contains("name=\"auto\" value=\"on\" checked"), "{}", page.body);
            assert!(!db.store.vacations().vacation(ann_id).await.unwrap().unwrap().auto);
        }

        async fn the_vacation_page_tells_the_days_the_server_was_given(db) {
            let config = halma::Config { vacation_days: 12, ..halma::Config::default() };
            let (mut ann, _) = db.player_with("ann", config).await;
            crate::clocks::full_bank(&db, &["ann"]).await;
            let page = ann.get("/account/vacation").await;
            assert!(page.contains("You earn 12 days of vacation a year"), "{}", page.body);
            assert!(page.contains("Vacation left: <strong>12 days</strong>"), "{}", page.body);
        }
    }
}
