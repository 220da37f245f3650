//! The domain layer called directly, without HTTP, on both databases: every
//! refusal a use case answers with, each checked to have changed nothing in
//! the store; every way a game ends, checked in the stored verdict and its
//! words; and the sweep, which games it looks at and that racing sweeps give
//! one verdict.
//!
//! Every `Refusal` variant has a use case that produces it today, and each is
//! produced here; none is left out. A few answers also come from races that a
//! test cannot time, and are reached here through their ordinary path
//! instead: `MovedOn` from `submit` or `claim` (a move landing between
//! the two reads of `GameState::load`; `draw` and `resign` give it for
//! a stale ply), `AlreadyPlayed` from a commit or claim that lost to another
//! (the ply check gives it first), and `DrawStands` / `DrawAlreadyOffered`
//! from an offer that lost to another (the checks before the write give them).
//! `TooManyOffers(0)`, the conversion of a bare store answer, is never
//! reached: `post` and `auto_match` name the limit.
//!
//! Long endings are played move by move through `play::submit`, mirrored in a
//! rules-crate `Game` whose verdict each Submit must agree with.

use std::fmt::Debug;

use crate::support::TestDb;
use halma::{
    domain::{
        adjudication::{self, Adjudication, Sweep},
        play::{self, DrawAction, Submit, Submitted},
        state::position_key,
        waiting_room::{self, Post},
        DomainError, Outcome, Refusal,
    },
    model::result::{Termination, Verdict},
    store::{
        self, AutoMatch, ClaimId, ClaimRow, ColourChoice, GameId, GameRow, GameStatus, MoveCommit,
        MoveRow, NewMove, OfferId, OfferRow, UserId,
    },
};
use halma_rules::{CampRule, Color, Game, Move, Position, RepetitionRule, Rules, Square, Variant};
use time::{Duration, OffsetDateTime};

// ---- Reading the store: every direct read of this module is here (the one
// direct write is `decided_but_active`) ----

/// A game as stored.
async fn row(db: &TestDb, id: GameId) -> GameRow {
    db.store
        .games()
        .game(id)
        .await
        .expect("read the game")
        .expect("the game exists")
}

/// A game's stored verdict and its words.
async fn verdict_of(db: &TestDb, id: GameId) -> (Verdict, String) {
    let row = row(db, id).await;
    assert_eq!(row.status, GameStatus::Finished, "the game is over");
    assert_eq!(row.to_move, None, "nobody is to move in a finished game");
    assert!(row.finished_at.is_some());
    let verdict = row.verdict.expect("a finished game has a verdict");
    let words = verdict.describe(&row.rules);
    (verdict, words)
}

/// A game's latest draw claim.
async fn latest_claim(db: &TestDb, id: GameId) -> ClaimRow {
    db.store
        .claims()
        .latest_claim(id)
        .await
        .expect("read the claims")
        .expect("a claim")
}

/// The admins' decisions as the audit log words them, newest first.
async fn audit_actions(db: &TestDb) -> Vec<String> {
    let log = db
        .store
        .claims()
        .audit_log(1000)
        .await
        .expect("read the audit log");
    log.into_iter().map(|a| a.action).collect()
}

/// What a refusal must leave as it was, for one game.
#[derive(Debug, PartialEq)]
struct StoredGame {
    status: GameStatus,
    verdict: Option<Verdict>,
    ply: i64,
    position: String,
    to_move: Option<UserId>,
    turn_started_at: OffsetDateTime,
    turn_deadline: OffsetDateTime,
    draw_offered_by: Option<UserId>,
    draw_offer_ply: Option<i64>,
    finished_at: Option<OffsetDateTime>,
    moves: Vec<MoveRow>,
    /// The latest claim: id, status, reason.
    claim: Option<(ClaimId, String, Option<String>)>,
}

/// What a refusal must leave as it was, for one user: their offers, the
/// invitations to them, the games they play.
#[derive(Debug, PartialEq)]
struct StoredUser {
    offers: Vec<OfferRow>,
    invitations: Vec<OfferRow>,
    games: Vec<GameId>,
}

/// Everything watched, taken before and after a refusal.
#[derive(Debug, PartialEq)]
struct Snapshot {
    games: Vec<StoredGame>,
    users: Vec<StoredUser>,
    pending_claims: usize,
    audit: Vec<(String, String)>,
}

async fn snapshot(db: &TestDb, games: &[GameId], users: &[UserId]) -> Snapshot {
    let s = db.store.as_ref();
    let mut snap = Snapshot {
        games: Vec::new(),
        users: Vec::new(),
        pending_claims: s.claims().pending_claims().await.unwrap().len(),
        audit: s
            .claims()
            .audit_log(1000)
            .await
            .unwrap()
            .into_iter()
            .map(|a| (a.action, a.reason))
            .collect(),
    };
    for &id in games {
        let r = row(db, id).await;
        snap.games.push(StoredGame {
            status: r.status,
            verdict: r.verdict,
            ply: r.ply,
            position: r.position,
            to_move: r.to_move,
            turn_started_at: r.turn_started_at,
            turn_deadline: r.turn_deadline,
            draw_offered_by: r.draw_offered_by,
            draw_offer_ply: r.draw_offer_ply,
            finished_at: r.finished_at,
            moves: s.games().moves(id).await.unwrap(),
            claim: s
                .claims()
                .latest_claim(id)
                .await
                .unwrap()
                .map(|c| (c.id, c.status, c.reason)),
        });
    }
    for &user in users {
        let mut games: Vec<GameId> = s
            .games()
            .games_to_move(user)
            .await
            .unwrap()
            .into_iter()
            .chain(s.games().games_waiting(user).await.unwrap())
            .chain(s.games().games_finished(user, 1000).await.unwrap())
            .map(|g| g.id)
            .collect();
        games.sort();
        snap.users.push(StoredUser {
            offers: s.offers().offers_by(user).await.unwrap(),
            invitations: s.offers().invitations_for(user).await.unwrap(),
            games,
        });
    }
    snap
}

/// The refusal a use case answered with; panics on success or a fault.
#[track_caller]
fn refusal<T: Debug>(answer: Outcome<T>) -> Refusal {
    match answer {
        Err(DomainError::Refused(r)) => r,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

/// Calls a use case that must refuse with a refusal matching `$pat`, and
/// checks that the games and users watched (`$watch`: an array of games, an
/// array of users) are exactly as they were: nothing was changed. Gives the
/// refusal back.
macro_rules! refuses {
    ($db:expr, $watch:expr, $call:expr, $pat:pat $(if $guard:expr)?) => {{
        let (games, users) = (&$watch.0, &$watch.1);
        let before = snapshot(&$db, games, users).await;
        let r = refusal($call.await);
        assert!(
            matches!(r, $pat $(if $guard)?),
            "expected {}, got {r:?}",
            stringify!($pat)
        );
        let after = snapshot(&$db, games, users).await;
        assert_eq!(after, before, "the refusal {r:?} changed the store");
        r
    }};
}

// ---- Playing through the domain ----

/// A game between two players, played through `play::submit` and mirrored
/// in a rules-crate game.
struct Table {
    id: GameId,
    white: UserId,
    black: UserId,
    game: Game,
}

impl Table {
    /// Two new players (`{name}-w`, `{name}-b`) and a game between them.
    async fn new(db: &TestDb, name: &str, rules: Rules, days: i64) -> Table {
        let (_, white) = db.player(&format!("{name}-w")).await;
        let (_, black) = db.player(&format!("{name}-b")).await;
        Table::between(db, white, black, rules, days).await
    }

    async fn between(db: &TestDb, white: UserId, black: UserId, rules: Rules, days: i64) -> Table {
        let id = db.new_game(rules, white, black, days).await;
        Table {
            id,
            white,
            black,
            game: Game::new(rules, Position::start(rules.variant)),
        }
    }

    fn ply(&self) -> i64 {
        self.game.moves().len() as i64
    }

    fn player(&self, colour: Color) -> UserId {
        match colour {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    fn to_move(&self) -> UserId {
        self.player(self.game.position().turn())
    }

    fn position(&self) -> &Position {
        self.game.position()
    }

    /// A Submit of `path` by `actor` at `ply`, now.
    async fn submit_as(
        &self,
        db: &TestDb,
        actor: UserId,
        ply: i64,
        path: &str,
        offer_draw: bool,
    ) -> Outcome<Submitted> {
        let s = Submit {
            game: self.id,
            actor,
            ply,
            path,
            offer_draw,
        };
        play::submit(
            db.store.as_ref(),
            halma::domain::clock::VacationPolicy::default(),
            s,
            store::now(),
        )
        .await
    }

    /// Plays `m` for the side to move; the domain's verdict must be the
    /// rules crate's.
    async fn play(&mut self, db: &TestDb, m: &Move) -> Submitted {
        let done = self
            .submit_as(db, self.to_move(), self.ply(), &m.to_string(), false)
            .await
            .unwrap_or_else(|e| panic!("{m} at ply {}: {e:?}", self.ply()));
        self.game.play(m).unwrap();
        let passed = self.game.pass_if_stuck();
        assert_eq!(done.passed, passed, "{m}: the pass");
        assert_eq!(done.ply, self.ply(), "{m}: the ply");
        assert_eq!(
            done.verdict,
            self.game.outcome().map(Verdict::of_outcome),
            "{m}: the verdict at ply {}",
            self.ply()
        );
        done
    }

    async fn play_text(&mut self, db: &TestDb, line: &str) -> Submitted {
        let mut last = None;
        for text in line.split_whitespace() {
            last = Some(self.play(db, &text.parse().unwrap()).await);
        }
        last.expect("a move")
    }

    async fn draw(&self, db: &TestDb, actor: UserId, ply: i64, action: DrawAction) -> Outcome<()> {
        play::draw(
            db.store.as_ref(),
            halma::domain::clock::VacationPolicy::default(),
            self.id,
            actor,
            ply,
            action,
            store::now(),
        )
        .await
    }

    async fn resign(&self, db: &TestDb, actor: UserId, ply: i64) -> Outcome<Verdict> {
        play::resign(db.store.as_ref(), self.id, actor, ply, store::now()).await
    }

    async fn claim(&self, db: &TestDb, actor: UserId, ply: i64, path: &str) -> Outcome<()> {
        play::claim(
            db.store.as_ref(),
            halma::domain::clock::VacationPolicy::default(),
            self.id,
            actor,
            ply,
            path,
            store::now(),
        )
        .await
    }
}

fn rules(variant: Variant, camp: CampRule, repetition: RepetitionRule) -> Rules {
    Rules {
        variant,
        camp,
        repetition,
    }
}

/// The default rules with repetition by claim, so that long games driven by
/// simple players end by the camp rule or the target, not by a shuffle.
fn claim_rules(variant: Variant) -> Rules {
    Rules {
        repetition: RepetitionRule::Claim,
        ..Rules::new(variant)
    }
}

fn shuffle() -> Vec<Move> {
    ["g3-f4", "b6-c5", "f4-g3", "c5-b6"]
        .iter()
        .map(|m| m.parse().unwrap())
        .collect()
}

/// Distance of a square from the far corner for `colour`.
fn distance(variant: Variant, colour: Color, sq: Square) -> i32 {
    let n = variant.size() as i32;
    let (f, r) = (sq.file() as i32, sq.rank() as i32);
    match colour {
        Color::White => f + (n - 1 - r),
        Color::Black => (n - 1 - f) + r,
    }
}

/// The move that gains most toward the far corner, never leaving the target
/// once there.
fn greedy(pos: &Position) -> Move {
    let (v, c) = (pos.variant(), pos.turn());
    let target = v.target(c);
    *pos.legal_moves()
        .iter()
        .max_by_key(|m| {
            let (f, t) = (m.from().unwrap(), m.to().unwrap());
            let gain = distance(v, c, f) - distance(v, c, t);
            let leave = if target.contains(f) && !target.contains(t) {
                -100
            } else {
                0
            };
            let enter = if !target.contains(f) && target.contains(t) {
                5
            } else {
                0
            };
            (leave + enter + gain * 10 + distance(v, c, f), m.to_string())
        })
        .expect("a legal move")
}

/// A move that keeps the piece on `home` where it is, preferring progress.
fn keep_home(pos: &Position, home: Square) -> Move {
    let (v, c) = (pos.variant(), pos.turn());
    *pos.legal_moves()
        .iter()
        .filter(|m| m.from() != Some(home) && m.to() != Some(home))
        .max_by_key(|m| {
            let (f, t) = (m.from().unwrap(), m.to().unwrap());
            (distance(v, c, f) - distance(v, c, t), m.to_string())
        })
        .expect("a move")
}

/// A `claim` game shuffled until a draw can be claimed: White to move after
/// move 51, and the next move of the shuffle repeats a position for the
/// third time. Returns the table and that move.
async fn claimable(db: &TestDb, name: &str) -> (Table, Move) {
    let mut t = Table::new(
        db,
        name,
        rules(Variant::Halma8x8, CampRule::Fill, RepetitionRule::Claim),
        2,
    )
    .await;
    let moves = shuffle();
    while t.position().fullmove() <= 51 {
        let m = moves[t.game.moves().len() % 4];
        t.play(db, &m).await;
    }
    assert_eq!(t.position().turn(), Color::White);
    let repeat = moves[t.game.moves().len() % 4];
    (t, repeat)
}

/// A game whose stored position the rules have already decided (the shuffle
/// played twice: the start for the third time) while it is still active, as
/// after a crash, an import or a rules fix: the moves are committed without
/// the verdict they bring.
async fn decided_but_active(
    db: &TestDb,
    white: UserId,
    black: UserId,
    deadline: OffsetDateTime,
) -> GameId {
    let rules = Rules::new(Variant::Halma8x8);
    let id = db.new_game(rules, white, black, 1).await;
    let mut game = Game::new(rules, Position::start(Variant::Halma8x8));
    let mut moves = Vec::new();
    for m in shuffle().iter().chain(shuffle().iter()) {
        game.play(m).unwrap();
        moves.push(NewMove {
            path: m.to_string(),
            position_key: position_key(game.position()),
        });
    }
    assert!(game.outcome().is_some(), "the rules decided it");
    db.store
        .games()
        .commit_moves(MoveCommit {
            game: id,
            expected_ply: 0,
            moves,
            position: game.position().to_string(),
            to_move: white,
            turn_deadline: deadline,
            banks: Default::default(),
            draw_offered_by: None,
            verdict: None,
            at: store::now(),
            turn_mail: false,
        })
        .await
        .expect("commit the moves");
    id
}

both_backends! {
    // ---- Refusals: each changes nothing ----

    async fn submit_refusals_change_nothing(db) {
        let (_, carol) = db.player("carol").await;
        let mut t = Table::new(&db, "s", Rules::new(Variant::Halma8x8), 3).await;
        let (w, b) = (t.white, t.black);
        let (id, now) = (t.id, store::now());
        let watch = ([id], [w, b, carol]);
        let submit = |actor, ply, path| play::submit(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), Submit { game: id, actor, ply, path, offer_draw: false }, now);
        refuses!(db, watch, play::submit(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), Submit { game: GameId::new(), actor: w, ply: 0, path: "g3-f4", offer_draw: false }, now), Refusal::NotFound);
        refuses!(db, watch, submit(carol, 0, "g3-f4"), Refusal::NotAPlayer);
        refuses!(db, watch, submit(w, 1, "g3-f4"), Refusal::AlreadyPlayed);
        refuses!(db, watch, submit(w, -1, "g3-f4"), Refusal::AlreadyPlayed);
        refuses!(db, watch, submit(b, 0, "b6-c5"), Refusal::NotYourTurn);
        for text in ["", "g3", "g3-z9", "hello"] {
            refuses!(db, watch, submit(w, 0, text), Refusal::NotAMove(_));
        }
        refuses!(db, watch, submit(w, 0, "pass"), Refusal::CannotPass);
        // A forged path, an off-board square, a move of Black's piece, a step
        // onto a piece.
        for text in ["g3-e5", "h4-i5", "b6-c5", "h1-h2"] {
            let r = refuses!(db, watch, submit(w, 0, text), Refusal::Illegal(_));
            assert!(r.message().contains("Nothing was changed"), "{r:?}");
        }
        // One draw offer a move: declined, it is not made again with the move.
        t.draw(&db, b, 0, DrawAction::Offer).await.unwrap();
        t.draw(&db, w, 0, DrawAction::Decline).await.unwrap();
        refuses!(db, watch, t.submit_as(&db, w, 0, "g3-f4", true), Refusal::DrawAlreadyOffered);
        // The move itself goes through; sent again, it is not played twice.
        t.play(&db, &"g3-f4".parse().unwrap()).await;
        refuses!(db, watch, submit(w, 0, "g3-f4"), Refusal::AlreadyPlayed);
        refuses!(db, watch, submit(w, 1, "f4-f5"), Refusal::NotYourTurn);
        assert_eq!(row(&db, t.id).await.ply, 1);
    }

    async fn a_move_made_after_ones_time_ran_out_is_refused_and_ends_the_game(db) {
        let t = Table::new(&db, "late", Rules::new(Variant::Halma8x8), 1).await;
        let deadline = row(&db, t.id).await.turn_deadline;
        let late = deadline + Duration::days(1);
        let watch = ([t.id], [t.white, t.black]);
        // The player not to move cannot end the game for the other's clock.
        refuses!(db, watch, play::submit(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), Submit { game: t.id, actor: t.black, ply: 0, path: "b6-c5", offer_draw: false }, late), Refusal::NotYourTurn);
        // The move is not played; the game is lost on time (the one refusal
        // that changes something, and says so).
        let r = refusal(play::submit(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), Submit { game: t.id, actor: t.white, ply: 0, path: "g3-f4", offer_draw: false }, late).await);
        assert_eq!(r, Refusal::TimeRanOut("Black wins: white ran out of time".to_owned()));
        assert!(r.message().contains("ran out, so nothing was done"));
        let (verdict, words) = verdict_of(&db, t.id).await;
        assert_eq!(verdict, Verdict::time(Color::White));
        assert_eq!(verdict.termination, Termination::Time);
        assert_eq!(words, "Black wins: white ran out of time");
        let stored = row(&db, t.id).await;
        assert_eq!(stored.ply, 0);
        assert_eq!(stored.finished_at, Some(late));
        // Sent again: the game is over, and nothing more changes.
        refuses!(db, watch, play::submit(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), Submit { game: t.id, actor: t.white, ply: 0, path: "g3-f4", offer_draw: false }, late), Refusal::GameOver);
        assert!(adjudication::sweep(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), late + Duration::days(1), Sweep::All).await.unwrap().is_empty());
    }

    async fn a_move_at_the_very_deadline_is_still_in_time(db) {
        let mut t = Table::new(&db, "edge", Rules::new(Variant::Halma8x8), 1).await;
        let deadline = row(&db, t.id).await.turn_deadline;
        let done = play::submit(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), Submit { game: t.id, actor: t.white, ply: 0, path: "g3-f4", offer_draw: false }, deadline).await.unwrap();
        assert_eq!((done.ply, done.verdict, done.passed), (1, None, false));
        t.game.play(&"g3-f4".parse().unwrap()).unwrap();
        let stored = row(&db, t.id).await;
        assert_eq!(stored.status, GameStatus::Active);
        assert_eq!(stored.to_move, Some(t.black));
        assert_eq!(stored.turn_deadline, deadline + Duration::days(1));
        assert_eq!(stored.position, t.position().to_string());
    }

    async fn draw_refusals_change_nothing(db) {
        let (_, carol) = db.player("carol").await;
        let mut t = Table::new(&db, "d", Rules::new(Variant::Halma8x8), 3).await;
        let (w, b) = (t.white, t.black);
        let watch = ([t.id], [w, b, carol]);
        let now = store::now();
        refuses!(db, watch, play::draw(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), GameId::new(), w, 0, DrawAction::Offer, now), Refusal::NotFound);
        refuses!(db, watch, t.draw(&db, carol, 0, DrawAction::Offer), Refusal::NotAPlayer);
        refuses!(db, watch, t.draw(&db, carol, 0, DrawAction::Accept), Refusal::NotAPlayer);
        // Nothing to answer yet.
        refuses!(db, watch, t.draw(&db, w, 0, DrawAction::Accept), Refusal::DrawNotOpen);
        refuses!(db, watch, t.draw(&db, w, 0, DrawAction::Decline), Refusal::DrawNotOpen);
        // An offer from a page drawn at another ply.
        refuses!(db, watch, t.draw(&db, b, 5, DrawAction::Offer), Refusal::MovedOn);
        // Bob offers; a second offer, from either, finds it standing.
        t.draw(&db, b, 0, DrawAction::Offer).await.unwrap();
        let stored = row(&db, t.id).await;
        assert_eq!((stored.draw_offered_by, stored.draw_offer_ply), (Some(b), Some(0)));
        refuses!(db, watch, t.draw(&db, b, 0, DrawAction::Offer), Refusal::DrawStands);
        refuses!(db, watch, t.draw(&db, w, 0, DrawAction::Offer), Refusal::DrawStands);
        // One's own offer is not answered by oneself.
        refuses!(db, watch, t.draw(&db, b, 0, DrawAction::Accept), Refusal::DrawNotOpen);
        refuses!(db, watch, t.draw(&db, b, 0, DrawAction::Decline), Refusal::DrawNotOpen);
        // An answer from a page drawn at another ply.
        refuses!(db, watch, t.draw(&db, w, 1, DrawAction::Accept), Refusal::DrawNotOpen);
        // Declined: no second offer in this move, from either, nor with the move.
        t.draw(&db, w, 0, DrawAction::Decline).await.unwrap();
        let stored = row(&db, t.id).await;
        assert_eq!((stored.draw_offered_by, stored.draw_offer_ply), (None, Some(0)));
        refuses!(db, watch, t.draw(&db, w, 0, DrawAction::Decline), Refusal::DrawNotOpen);
        refuses!(db, watch, t.draw(&db, b, 0, DrawAction::Offer), Refusal::DrawAlreadyOffered);
        refuses!(db, watch, t.draw(&db, w, 0, DrawAction::Offer), Refusal::DrawAlreadyOffered);
        refuses!(db, watch, t.submit_as(&db, w, 0, "g3-f4", true), Refusal::DrawAlreadyOffered);
        // After a move either may offer again; a move declines the offer.
        t.play(&db, &"g3-f4".parse().unwrap()).await;
        t.draw(&db, w, 1, DrawAction::Offer).await.unwrap();
        t.play(&db, &"b6-c5".parse().unwrap()).await;
        assert_eq!(row(&db, t.id).await.draw_offered_by, None, "Black's move declined White's offer");
        refuses!(db, watch, t.draw(&db, b, 2, DrawAction::Accept), Refusal::DrawNotOpen);
        // An offer made with the move stands, and is answered at the new ply.
        t.submit_as(&db, w, 2, "f4-g3", true).await.unwrap();
        t.game.play(&"f4-g3".parse().unwrap()).unwrap();
        let stored = row(&db, t.id).await;
        assert_eq!((stored.draw_offered_by, stored.draw_offer_ply), (Some(w), Some(3)));
        refuses!(db, watch, t.draw(&db, b, 2, DrawAction::Accept), Refusal::DrawNotOpen);
        t.draw(&db, b, 3, DrawAction::Accept).await.unwrap();
        // Agreed: a repeated Accept is told so, anything else that it is over.
        refuses!(db, watch, t.draw(&db, b, 3, DrawAction::Accept), Refusal::DrawAlreadyAgreed);
        refuses!(db, watch, t.draw(&db, w, 3, DrawAction::Accept), Refusal::DrawAlreadyAgreed);
        refuses!(db, watch, t.draw(&db, w, 3, DrawAction::Offer), Refusal::GameOver);
        refuses!(db, watch, t.draw(&db, b, 3, DrawAction::Decline), Refusal::GameOver);
        refuses!(db, watch, t.resign(&db, b, 3), Refusal::GameOver);
        refuses!(db, watch, t.submit_as(&db, b, 3, "c5-b6", false), Refusal::GameOver);
        assert_eq!(verdict_of(&db, t.id).await.0, Verdict::agreement());
    }

    async fn resign_refusals_change_nothing(db) {
        let (_, carol) = db.player("carol").await;
        let t = Table::new(&db, "r", Rules::new(Variant::Halma8x8), 3).await;
        let (w, b) = (t.white, t.black);
        let watch = ([t.id], [w, b, carol]);
        refuses!(db, watch, play::resign(db.store.as_ref(), GameId::new(), w, 0, store::now()), Refusal::NotFound);
        refuses!(db, watch, t.resign(&db, carol, 0), Refusal::NotAPlayer);
        refuses!(db, watch, t.resign(&db, b, 1), Refusal::MovedOn);
        refuses!(db, watch, t.resign(&db, w, -1), Refusal::MovedOn);
        assert_eq!(t.resign(&db, w, 0).await.unwrap(), Verdict::resignation(Color::White));
        // A double click is told it was done; the winner's forms find it over.
        refuses!(db, watch, t.resign(&db, w, 0), Refusal::AlreadyResigned);
        refuses!(db, watch, t.resign(&db, w, 7), Refusal::AlreadyResigned);
        refuses!(db, watch, t.resign(&db, b, 0), Refusal::GameOver);
        refuses!(db, watch, t.draw(&db, b, 0, DrawAction::Offer), Refusal::GameOver);
        refuses!(db, watch, t.draw(&db, b, 0, DrawAction::Accept), Refusal::GameOver);
        refuses!(db, watch, t.submit_as(&db, w, 0, "g3-f4", false), Refusal::GameOver);
        refuses!(db, watch, t.claim(&db, w, 0, "g3-f4"), Refusal::GameOver);
    }

    async fn claim_refusals_change_nothing_and_a_rejected_claim_lets_the_game_go_on(db) {
        let (_, carol) = db.player("carol").await;
        let (_, referee) = db.player("referee").await;
        // Under `auto` there is nothing to claim; under `claim`, not this early.
        let auto = Table::new(&db, "auto", Rules::new(Variant::Halma8x8), 2).await;
        let r = refuses!(db, ([auto.id], [auto.white, auto.black]), auto.claim(&db, auto.white, 0, "g3-f4"), Refusal::ClaimRefused(_));
        assert!(r.message().contains("draws by repetition automatically"), "{r:?}");
        let early = Table::new(&db, "early", claim_rules(Variant::Halma8x8), 2).await;
        let r = refuses!(db, ([early.id], [early.white, early.black]), early.claim(&db, early.white, 0, "g3-f4"), Refusal::ClaimRefused(_));
        assert!(r.message().contains("only after move 51"), "{r:?}");

        let (mut t, repeat) = claimable(&db, "c").await;
        let (w, b, ply) = (t.white, t.black, t.ply());
        let path = repeat.to_string();
        let watch = ([t.id], [w, b, carol]);
        refuses!(db, watch, play::claim(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), GameId::new(), w, ply, &path, store::now()), Refusal::NotFound);
        refuses!(db, watch, t.claim(&db, carol, ply, &path), Refusal::NotAPlayer);
        refuses!(db, watch, t.claim(&db, w, ply - 1, &path), Refusal::AlreadyPlayed);
        refuses!(db, watch, t.claim(&db, b, ply, "c5-b6"), Refusal::NotYourTurn);
        refuses!(db, watch, t.claim(&db, w, ply, "g3"), Refusal::NotAMove(_));
        let r = refuses!(db, watch, t.claim(&db, w, ply, "h4-h5"), Refusal::ClaimRefused(_));
        assert!(r.message().contains("would not repeat the position"), "{r:?}");
        let r = refuses!(db, watch, t.claim(&db, w, ply, "h1-h8"), Refusal::ClaimRefused(_));
        assert!(r.message().contains("illegal move"), "{r:?}");

        // The claim stands: nothing played, the clocks stopped.
        t.claim(&db, w, ply, &path).await.unwrap();
        let stored = row(&db, t.id).await;
        assert_eq!((stored.status, stored.ply, stored.to_move), (GameStatus::Claim, ply, None));
        let claim = latest_claim(&db, t.id).await;
        assert_eq!((claim.ply, claim.path.as_str(), claim.status.as_str()), (ply, path.as_str(), "pending"));
        // While it waits, nobody acts, and the sweep leaves the game alone.
        refuses!(db, watch, t.claim(&db, w, ply, &path), Refusal::ClaimPending);
        refuses!(db, watch, t.submit_as(&db, w, ply, &path, false), Refusal::ClaimPending);
        refuses!(db, watch, t.draw(&db, b, ply, DrawAction::Offer), Refusal::ClaimPending);
        refuses!(db, watch, t.draw(&db, w, ply, DrawAction::Accept), Refusal::ClaimPending);
        refuses!(db, watch, t.resign(&db, b, ply), Refusal::ClaimPending);
        let before = snapshot(&db, &[t.id], &[]).await;
        let swept = adjudication::sweep(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), store::now() + Duration::days(60), Sweep::All).await.unwrap();
        assert!(swept.iter().all(|d| d.game != t.id), "{swept:?}");
        assert_eq!(snapshot(&db, &[t.id], &[]).await, before);

        // The admin: a rejection needs a reason; an unknown claim is not found.
        let now = store::now();
        refuses!(db, watch, adjudication::decide_claim(db.store.as_ref(), claim.id, referee, false, "  ", now), Refusal::ReasonMissing);
        refuses!(db, watch, adjudication::decide_claim(db.store.as_ref(), ClaimId(uuid::Uuid::new_v4()), referee, true, "", now), Refusal::NotFound);
        adjudication::decide_claim(db.store.as_ref(), claim.id, referee, false, "the position differs", now).await.unwrap();
        let stored = row(&db, t.id).await;
        assert_eq!((stored.status, stored.to_move, stored.verdict), (GameStatus::Active, Some(w), None));
        assert_eq!(stored.turn_deadline, now + Duration::days(2), "the claimant's clock restarts");
        // Decided once, either way.
        refuses!(db, watch, adjudication::decide_claim(db.store.as_ref(), claim.id, referee, true, "", now), Refusal::ClaimAlreadyDecided);
        refuses!(db, watch, adjudication::decide_claim(db.store.as_ref(), claim.id, referee, false, "again", now), Refusal::ClaimAlreadyDecided);
        // The claim's form sent again does not claim twice.
        refuses!(db, watch, t.claim(&db, w, ply, &path), Refusal::ClaimAlreadyRejected);
        assert_eq!(audit_actions(&db).await.len(), 1);
        // The game goes on.
        t.play(&db, &"h4-h5".parse().unwrap()).await;
        assert_eq!(row(&db, t.id).await.status, GameStatus::Active);
    }

    async fn admin_refusals_change_nothing(db) {
        let (_, referee) = db.player("referee").await;
        let t = Table::new(&db, "a", Rules::new(Variant::Halma16x16), 2).await;
        let watch = ([t.id], [t.white, t.black]);
        let now = store::now();
        let adjudicate = |ply, was, winner, reason| {
            adjudication::adjudicate(db.store.as_ref(), Adjudication { game: t.id, admin: referee, ply, was, winner, reason }, now)
        };
        refuses!(db, watch, adjudicate(0, None, Some(Color::Black), ""), Refusal::ReasonMissing);
        refuses!(db, watch, adjudicate(0, None, Some(Color::Black), " \n "), Refusal::ReasonMissing);
        // A page drawn at another ply, or one that saw the game finished.
        refuses!(db, watch, adjudicate(1, None, Some(Color::Black), "abandoned"), Refusal::GameChanged);
        refuses!(db, watch, adjudicate(0, Some(Some(Color::White)), Some(Color::Black), "abandoned"), Refusal::GameChanged);
        refuses!(db, watch, adjudicate(0, Some(None), Some(Color::Black), "abandoned"), Refusal::GameChanged);
        adjudicate(0, None, Some(Color::Black), "abandoned by White").await.unwrap();
        // The in-play form again; a correction to the same result; one drawn
        // before another correction.
        refuses!(db, watch, adjudicate(0, None, Some(Color::White), "again"), Refusal::GameChanged);
        refuses!(db, watch, adjudicate(0, Some(Some(Color::Black)), Some(Color::Black), "again"), Refusal::SameResult);
        refuses!(db, watch, adjudicate(0, Some(Some(Color::White)), None, "again"), Refusal::GameChanged);
        refuses!(db, watch, adjudicate(0, Some(Some(Color::Black)), None, "  "), Refusal::ReasonMissing);
        assert_eq!(audit_actions(&db).await.len(), 1);
    }

    async fn adjudicating_a_game_that_does_not_exist_is_not_found(db) {
        let (_, referee) = db.player("referee").await;
        let a = Adjudication { game: GameId::new(), admin: referee, ply: 0, was: None, winner: Some(Color::White), reason: "abandoned" };
        let watch: ([GameId; 0], _) = ([], [referee]);
        let r = refuses!(db, watch, adjudication::adjudicate(db.store.as_ref(), a, store::now()), _);
        assert_eq!(r, Refusal::NotFound);
    }

    async fn waiting_room_refusals_change_nothing(db) {
        let (_, alice) = db.player("alice").await;
        let (_, bob) = db.player("bob").await;
        let (_, carol) = db.player("carol").await;
        let watch: ([GameId; 0], _) = ([], [alice, bob, carol]);
        let rules = Rules::new(Variant::Halma8x8);
        let now = store::now();
        let post = |invite| waiting_room::post(db.store.as_ref(), Post { poster: alice, rules, colour: ColourChoice::White, days_per_move: 3, invite, max_open: 2, rated: true, clock: Default::default() }, now);
        let r = refuses!(db, watch, post(Some(" nobody ")), Refusal::NoSuchPlayer(_));
        assert_eq!(r, Refusal::NoSuchPlayer("nobody".to_owned()));
        refuses!(db, watch, post(Some("alice")), Refusal::InviteSelf);
        refuses!(db, watch, post(Some("ALICE")), Refusal::InviteSelf);
        let open = post(None).await.unwrap();
        assert!(!open.invitation);
        let invitation = post(Some("Bob")).await.unwrap();
        assert!(invitation.invitation);
        let (open, invitation) = (open.offer, invitation.offer);
        // Two open offers are the most Alice may have, Auto-Match included.
        assert_eq!(refuses!(db, watch, post(None), Refusal::TooManyOffers(_)), Refusal::TooManyOffers(2));
        assert_eq!(refuses!(db, watch, waiting_room::auto_match(db.store.as_ref(), alice, rules, 3, 2, Default::default(), now), Refusal::TooManyOffers(_)), Refusal::TooManyOffers(2));
        let join = |offer, actor| waiting_room::join(db.store.as_ref(), offer, actor, now);
        refuses!(db, watch, join(OfferId::new(), bob), Refusal::OfferGone);
        refuses!(db, watch, join(open, alice), Refusal::OwnOffer);
        refuses!(db, watch, join(invitation, alice), Refusal::OwnOffer);
        refuses!(db, watch, join(invitation, carol), Refusal::NotInvited);
        refuses!(db, watch, waiting_room::cancel(db.store.as_ref(), open, bob), Refusal::NotYourOffer);
        refuses!(db, watch, waiting_room::cancel(db.store.as_ref(), invitation, bob), Refusal::NotYourOffer);
        refuses!(db, watch, waiting_room::decline(db.store.as_ref(), invitation, carol), Refusal::NotYourInvitation);
        refuses!(db, watch, waiting_room::decline(db.store.as_ref(), invitation, alice), Refusal::NotYourInvitation);
        refuses!(db, watch, waiting_room::decline(db.store.as_ref(), open, bob), Refusal::NotYourInvitation);
        // Taken: it is gone for everyone else, and for its poster to withdraw.
        let game = join(open, bob).await.unwrap();
        let stored = row(&db, game).await;
        assert_eq!((stored.white.id, stored.black.id), (alice, bob));
        refuses!(db, watch, join(open, carol), Refusal::OfferGone);
        refuses!(db, watch, waiting_room::cancel(db.store.as_ref(), open, alice), Refusal::OfferWithdrawn);
        // Declined: gone for the invited player and its poster alike.
        waiting_room::decline(db.store.as_ref(), invitation, bob).await.unwrap();
        refuses!(db, watch, waiting_room::decline(db.store.as_ref(), invitation, bob), Refusal::InvitationGone);
        refuses!(db, watch, join(invitation, bob), Refusal::OfferGone);
        refuses!(db, watch, waiting_room::cancel(db.store.as_ref(), invitation, alice), Refusal::OfferWithdrawn);
        // With room again, Auto-Match waits, then pairs.
        let AutoMatch::Waiting(request) = waiting_room::auto_match(db.store.as_ref(), alice, rules, 3, 2, Default::default(), now).await.unwrap() else { panic!("Alice waits") };
        assert_eq!(waiting_room::auto_match(db.store.as_ref(), alice, rules, 3, 2, Default::default(), now).await.unwrap(), AutoMatch::AlreadyWaiting(request));
        assert!(matches!(waiting_room::auto_match(db.store.as_ref(), carol, rules, 3, 2, Default::default(), now).await.unwrap(), AutoMatch::Matched(_)));
        refuses!(db, watch, waiting_room::cancel(db.store.as_ref(), request, alice), Refusal::OfferWithdrawn);
    }

    // ---- Every way a game ends ----

    async fn target_reached(db) {
        let mut t = Table::new(&db, "t", claim_rules(Variant::Halma8x8), 3).await;
        let done = loop {
            assert!(t.ply() < 200, "the greedy players finish");
            let m = greedy(t.position());
            let done = t.play(&db, &m).await;
            if done.verdict.is_some() {
                break done;
            }
        };
        let winner = t.game.outcome().unwrap().winner().expect("a winner");
        let (verdict, words) = verdict_of(&db, t.id).await;
        assert_eq!(Some(&verdict), done.verdict.as_ref());
        assert_eq!(verdict, Verdict::new(Some(winner), Termination::TargetReached));
        let side = if winner == Color::White { "White" } else { "Black" };
        assert_eq!(words, format!("{side} wins: all pieces in the opposite yard"));
        assert_eq!(row(&db, t.id).await.position, t.position().to_string());
        let r = refusal(t.submit_as(&db, t.to_move(), t.ply(), &greedy(t.position()).to_string(), false).await);
        assert_eq!(r, Refusal::GameOver);
    }

    async fn target_filled_under_the_fill_rule(db) {
        let mut t = Table::new(&db, "f", rules(Variant::Halma8x8, CampRule::Fill, RepetitionRule::Claim), 3).await;
        // Black leaves one square of its yard (a5) and keeps the other nine
        // filled; White's 12th move takes a5, filling its target.
        let done = t.play_text(&db, "h4-h5 a5-b4 h3-f3 b4-c5 h2-f4 c5-d6 g3-e5 d6-e7 g2-e4-e6-e8 e7-f8 \
                                     g1-e3 f8-g8 f4-d6 g8-h8 f3-d3 h8-h7 f2-d4-d2 h7-h8 e3-c3 h8-h7 d2-b4 h7-h8 c3-a5").await;
        let (verdict, words) = verdict_of(&db, t.id).await;
        assert_eq!(done.verdict.as_ref(), Some(&verdict));
        assert_eq!(verdict, Verdict::new(Some(Color::White), Termination::TargetFilled));
        assert_eq!(words, "White wins: the opposite yard is filled");
        assert!(t.position().pieces(Color::Black).iter().any(|s| Variant::Halma8x8.target(Color::White).contains(s)), "Black still has pieces there");
    }

    async fn camp_deadline_a_piece_still_at_home(db) {
        // White never moves h1: Black wins on Black's 30th move.
        let mut t = Table::new(&db, "home", claim_rules(Variant::Halma8x8), 3).await;
        let h1: Square = "h1".parse().unwrap();
        while t.game.outcome().is_none() {
            let pos = t.position();
            let m = if pos.turn() == Color::White { keep_home(pos, h1) } else { greedy(pos) };
            t.play(&db, &m).await;
        }
        assert_eq!(t.position().fullmove(), 31, "decided on Black's 30th move");
        let (verdict, words) = verdict_of(&db, t.id).await;
        assert_eq!(verdict, Verdict::new(Some(Color::Black), Termination::CampDeadline));
        assert_eq!(words, "Black wins: white still had pieces in its own yard after move 30");
        // Both keep a piece at home: a draw.
        let mut t = Table::new(&db, "both", claim_rules(Variant::Halma8x8), 3).await;
        let a8: Square = "a8".parse().unwrap();
        while t.game.outcome().is_none() {
            let pos = t.position();
            let m = keep_home(pos, if pos.turn() == Color::White { h1 } else { a8 });
            t.play(&db, &m).await;
        }
        let (verdict, words) = verdict_of(&db, t.id).await;
        assert_eq!(verdict, Verdict::new(None, Termination::CampDeadline));
        assert_eq!(words, "Draw: both players still had pieces in their own yards after move 30");
    }

    async fn returned_home_after_the_deadline(db) {
        let mut t = Table::new(&db, "back", claim_rules(Variant::Halma8x8), 3).await;
        let v = Variant::Halma8x8;
        // Both leave home but stop short of the target, until after move 30.
        while t.position().fullmove() <= 30 {
            let pos = t.position();
            let c = pos.turn();
            let m = *pos.legal_moves().iter()
                .filter(|m| !v.target(c).contains(m.to().unwrap()) && !v.yard(c).contains(m.to().unwrap()))
                .max_by_key(|m| (distance(v, c, m.from().unwrap()) - distance(v, c, m.to().unwrap()), distance(v, c, m.from().unwrap()), m.to_string()))
                .expect("a move that neither enters the target nor goes home");
            t.play(&db, &m).await;
        }
        assert_eq!(row(&db, t.id).await.status, GameStatus::Active);
        let home = *t.position().legal_moves().iter()
            .find(|m| v.yard(Color::White).contains(m.to().unwrap()))
            .expect("a move back home");
        t.play(&db, &home).await;
        let (verdict, words) = verdict_of(&db, t.id).await;
        assert_eq!(verdict, Verdict::new(Some(Color::Black), Termination::ReturnedHome));
        assert_eq!(words, "Black wins: white moved a piece back into its own yard after move 30");
    }

    async fn repetition_declared_at_the_third_occurrence(db) {
        let mut t = Table::new(&db, "rep", Rules::new(Variant::Halma8x8), 3).await;
        let moves = shuffle();
        for m in moves.iter().chain(&moves[..3]) {
            assert!(t.play(&db, m).await.verdict.is_none());
        }
        assert_eq!(row(&db, t.id).await.status, GameStatus::Active);
        let done = t.play(&db, &moves[3]).await;
        let (verdict, words) = verdict_of(&db, t.id).await;
        assert_eq!(done.verdict.as_ref(), Some(&verdict));
        assert_eq!(verdict, Verdict::new(None, Termination::Repetition));
        assert_eq!(words, "Draw: threefold repetition");
        let watch = ([t.id], [t.white, t.black]);
        refuses!(db, watch, t.submit_as(&db, t.white, 8, "g3-f4", false), Refusal::GameOver);
    }

    async fn repetition_claimed_and_accepted_by_an_admin(db) {
        let (_, referee) = db.player("referee").await;
        let (t, repeat) = claimable(&db, "cl").await;
        t.claim(&db, t.white, t.ply(), &repeat.to_string()).await.unwrap();
        let claim = latest_claim(&db, t.id).await;
        let now = store::now();
        adjudication::decide_claim(db.store.as_ref(), claim.id, referee, true, "", now).await.unwrap();
        let (verdict, words) = verdict_of(&db, t.id).await;
        assert_eq!(verdict, Verdict::claimed_repetition(&repeat.to_string()));
        assert_eq!(verdict.termination, Termination::Repetition);
        assert_eq!(words, format!("Draw: threefold repetition, claimed with {repeat} and accepted by an admin"));
        let stored = row(&db, t.id).await;
        assert_eq!((stored.ply, stored.finished_at), (t.ply(), Some(now)), "the move claimed is not played");
        let watch = ([t.id], [t.white, t.black]);
        refuses!(db, watch, adjudication::decide_claim(db.store.as_ref(), claim.id, referee, false, "late", now), Refusal::ClaimAlreadyDecided);
        refuses!(db, watch, t.claim(&db, t.white, t.ply(), &repeat.to_string()), Refusal::GameOver);
    }

    async fn agreement(db) {
        let mut t = Table::new(&db, "agree", Rules::new(Variant::Halma10x10), 3).await;
        let m = greedy(t.position());
        t.play(&db, &m).await;
        t.draw(&db, t.white, 1, DrawAction::Offer).await.unwrap();
        t.draw(&db, t.black, 1, DrawAction::Accept).await.unwrap();
        let (verdict, words) = verdict_of(&db, t.id).await;
        assert_eq!(verdict, Verdict::agreement());
        assert_eq!(verdict.termination, Termination::Agreement);
        assert_eq!(words, "Draw: draw agreed");
        assert_eq!(row(&db, t.id).await.draw_offered_by, None);
    }

    async fn a_draw_agreed_after_the_deadline_is_a_loss_on_time(db) {
        let mut t = Table::new(&db, "late", Rules::new(Variant::Halma8x8), 2).await;
        let m = greedy(t.position());
        t.play(&db, &m).await;
        t.draw(&db, t.white, 1, DrawAction::Offer).await.unwrap();
        // Black's two days ran out: accepting now ends the game on time instead.
        let late = store::now() + Duration::days(3);
        let r = play::draw(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), t.id, t.black, 1, DrawAction::Accept, late).await;
        assert!(matches!(r, Err(DomainError::Refused(Refusal::TimeRanOut(_)))), "{r:?}");
        let (verdict, words) = verdict_of(&db, t.id).await;
        assert_eq!(verdict, Verdict::time(Color::Black));
        assert_eq!(words, "White wins: black ran out of time");
    }

    async fn a_claim_after_the_deadline_is_a_loss_on_time(db) {
        let rules = Rules { repetition: RepetitionRule::Claim, ..Rules::new(Variant::Halma8x8) };
        let t = Table::new(&db, "lateclaim", rules, 2).await;
        let late = store::now() + Duration::days(3);
        // Whatever the claim names, the clock is asked first: no claim stops it.
        let r = play::claim(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), t.id, t.white, 0, "g3-f4", late).await;
        assert!(matches!(r, Err(DomainError::Refused(Refusal::TimeRanOut(_)))), "{r:?}");
        assert_eq!(verdict_of(&db, t.id).await.0, Verdict::time(Color::White));
        assert!(db.store.claims().pending_claims().await.expect("claims").is_empty());
    }

    async fn resignation(db) {
        let mut t = Table::new(&db, "res", Rules::new(Variant::Embargo), 3).await;
        let m = t.position().legal_moves()[0];
        t.play(&db, &m).await;
        // Black resigns on its own turn, White on Black's: either may.
        assert_eq!(t.resign(&db, t.white, 1).await.unwrap(), Verdict::resignation(Color::White));
        let (verdict, words) = verdict_of(&db, t.id).await;
        assert_eq!(verdict, Verdict::new(Some(Color::Black), Termination::Resignation));
        assert_eq!(words, "Black wins: white resigned");
    }

    async fn time_found_by_the_sweep(db) {
        let t = Table::new(&db, "clock", Rules::new(Variant::Halma8x8), 2).await;
        let deadline = row(&db, t.id).await.turn_deadline;
        assert!(adjudication::sweep(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), deadline, Sweep::Due).await.unwrap().is_empty(), "not yet at the deadline itself");
        let at = deadline + Duration::milliseconds(1);
        let decided = adjudication::sweep(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), at, Sweep::Due).await.unwrap();
        assert_eq!(decided.len(), 1);
        assert_eq!(decided[0].game, t.id);
        assert_eq!(decided[0].verdict, Some(Verdict::time(Color::White)));
        assert_eq!(decided[0].words, "Black wins: white ran out of time");
        let (verdict, words) = verdict_of(&db, t.id).await;
        assert_eq!((verdict.winner, verdict.termination), (Some(Color::Black), Termination::Time));
        assert_eq!(words, decided[0].words);
        assert_eq!(row(&db, t.id).await.finished_at, Some(at));
        assert!(adjudication::sweep(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), at + Duration::days(1), Sweep::Due).await.unwrap().is_empty());
    }

    async fn admin_adjudication_and_correction(db) {
        let (_, referee) = db.player("referee").await;
        let mut t = Table::new(&db, "adm", Rules::new(Variant::Halma8x8), 2).await;
        t.play(&db, &"g3-f4".parse().unwrap()).await;
        let now = store::now();
        let a = Adjudication { game: t.id, admin: referee, ply: 1, was: None, winner: Some(Color::Black), reason: " abandoned by White " };
        adjudication::adjudicate(db.store.as_ref(), a, now).await.unwrap();
        let (verdict, words) = verdict_of(&db, t.id).await;
        assert_eq!(verdict, Verdict::admin(Some(Color::Black), "abandoned by White"));
        assert_eq!(verdict.termination, Termination::Admin);
        assert_eq!(words, "Black wins: adjudicated by an admin: abandoned by White");
        let c = Adjudication { game: t.id, admin: referee, ply: 1, was: Some(Some(Color::Black)), winner: None, reason: "both had left" };
        // A minute later, so that the audit log orders the two.
        adjudication::adjudicate(db.store.as_ref(), c, now + Duration::minutes(1)).await.unwrap();
        let (verdict, words) = verdict_of(&db, t.id).await;
        assert_eq!(verdict, Verdict::admin(None, "both had left"));
        assert_eq!(words, "Draw: adjudicated by an admin: both had left");
        assert_eq!(audit_actions(&db).await, ["corrected the result from 0-1 to 1/2-1/2", "adjudicated 0-1"]);
    }

    // ---- The sweep ----

    async fn sweep_due_touches_only_games_past_their_deadline_and_all_also_ends_decided_ones(db) {
        let (_, w) = db.player("white").await;
        let (_, b) = db.player("black").await;
        let rules = Rules::new(Variant::Halma8x8);
        let now = store::now();
        let fast = db.new_game(rules, w, b, 1).await;
        let slow = db.new_game(rules, w, b, 5).await;
        let resigned = db.new_game(rules, w, b, 1).await;
        play::resign(db.store.as_ref(), resigned, b, 0, now).await.unwrap();
        // Decided by the rules but still active: one due, one not.
        let decided_due = decided_but_active(&db, w, b, now + Duration::days(1)).await;
        let decided = decided_but_active(&db, w, b, now + Duration::days(5)).await;
        let at = now + Duration::days(2);
        let untouched = [slow, resigned, decided];
        let before = snapshot(&db, &untouched, &[]).await;

        let mut swept = adjudication::sweep(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), at, Sweep::Due).await.unwrap();
        swept.sort_by_key(|d| d.game);
        let mut expected = vec![(fast, Verdict::time(Color::White)), (decided_due, Verdict::new(None, Termination::Repetition))];
        expected.sort_by_key(|(g, _)| *g);
        assert_eq!(swept.iter().map(|d| (d.game, d.verdict.clone().expect("a two-player verdict"))).collect::<Vec<_>>(), expected, "the rules decide before the clock");
        assert_eq!(snapshot(&db, &untouched, &[]).await, before, "Due touches no game whose deadline has not passed");
        assert_eq!(verdict_of(&db, decided_due).await.1, "Draw: threefold repetition");

        // All judges every active game again: the decided one ends, the slow
        // one is left to its clock.
        let swept = adjudication::sweep(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), at, Sweep::All).await.unwrap();
        assert_eq!(swept.iter().map(|d| (d.game, d.verdict.clone().expect("a two-player verdict"), d.words.as_str())).collect::<Vec<_>>(),
                   [(decided, Verdict::new(None, Termination::Repetition), "Draw: threefold repetition")]);
        assert_eq!(row(&db, slow).await.status, GameStatus::Active);
        assert_eq!(verdict_of(&db, resigned).await.0, Verdict::resignation(Color::Black));
        assert!(adjudication::sweep(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), at, Sweep::All).await.unwrap().is_empty());
        let swept = adjudication::sweep(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), now + Duration::days(6), Sweep::All).await.unwrap();
        assert_eq!(swept.iter().map(|d| d.game).collect::<Vec<_>>(), [slow]);
        assert_eq!(verdict_of(&db, slow).await.0, Verdict::time(Color::White));
    }

    async fn racing_sweeps_give_one_verdict(db) {
        let (_, w) = db.player("white").await;
        let (_, b) = db.player("black").await;
        let rules = Rules::new(Variant::Halma8x8);
        for round in 0..3 {
            let mut games = Vec::new();
            for _ in 0..4 {
                games.push(db.new_game(rules, w, b, 1).await);
            }
            games.push(decided_but_active(&db, w, b, store::now() + Duration::days(1)).await);
            let at = store::now() + Duration::days(3);
            let other = if round == 0 { Sweep::Due } else { Sweep::All };
            let (s1, s2) = tokio::join!(
                adjudication::sweep(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), at, Sweep::Due),
                adjudication::sweep(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), at, other),
            );
            let (s1, s2) = (s1.unwrap(), s2.unwrap());
            for &id in &games {
                let count = s1.iter().chain(&s2).filter(|d| d.game == id).count();
                assert_eq!(count, 1, "round {round}: one verdict for {id}");
                let given = s1.iter().chain(&s2).find(|d| d.game == id).unwrap();
                assert_eq!(verdict_of(&db, id).await.0, given.verdict.clone().expect("a two-player verdict"));
                assert_eq!(row(&db, id).await.finished_at, Some(at));
            }
        }
    }

    async fn sign_up_refusals_make_no_userid(db) {
        use halma::domain::accounts::{register, SignUp, SignUpRules, Signups};
        use halma::limits::Limits;
        use halma::passwords::Hashing;
        let hashing = Hashing::new(1, 4);
        let limits = Limits {
            registrations_per_ip_per_hour: 2,
            login_failures_per_account: 5,
            login_failures_per_ip: 50,
        };
        let rules = |signups| SignUpRules { signups, limits: &limits, hashing: &hashing };
        let form = |username, invite| SignUp { username, password: "a good long secret", invite };
        let ip = Some("192.0.2.7".parse().expect("an address"));
        let now = store::now();
        let store = db.store.as_ref();
        let cases = [
            (Signups::Closed, form("ann", ""), Refusal::SignUpsClosed),
            (Signups::Invite, form("ann", ""), Refusal::InviteNeeded),
            (Signups::Invite, form("ann", "not-a-code"), Refusal::InviteNotValid),
        ];
        for (signups, sign_up, expected) in cases {
            assert_eq!(refusal(register(store, rules(signups), sign_up, ip, now).await), expected);
        }
        assert!(matches!(
            refusal(register(store, rules(Signups::Open), form("a b", ""), ip, now).await),
            Refusal::UseridProblem(_)
        ));
        let weak = SignUp { username: "ann", password: "", invite: "" };
        assert!(matches!(
            refusal(register(store, rules(Signups::Open), weak, ip, now).await),
            Refusal::PasswordProblem(_)
        ));
        assert!(!exists(&db, "ann").await, "no refusal made a userid");
        // An invitation is used up with the userid it made.
        let code = halma::invites::create(store, now, Duration::days(1)).await.expect("an invite");
        let ann = register(store, rules(Signups::Invite), form("ann", &code), ip, now).await.expect("ann");
        assert_eq!(ann.username, "ann");
        assert_eq!(
            refusal(register(store, rules(Signups::Invite), form("ben", &code), ip, now).await),
            Refusal::InviteNotValid
        );
        // A taken name is not counted against the address; the limit is.
        assert_eq!(
            refusal(register(store, rules(Signups::Open), form("ANN", ""), ip, now).await),
            Refusal::UseridTaken("ANN".to_owned())
        );
        register(store, rules(Signups::Open), form("cyd", ""), ip, now).await.expect("the second from this address");
        assert_eq!(
            refusal(register(store, rules(Signups::Open), form("dina", ""), ip, now).await),
            Refusal::TooManySignUps
        );
        assert!(!exists(&db, "ben").await && !exists(&db, "dina").await);
    }

    async fn token_refusals_make_and_revoke_nothing(db) {
        use halma::domain::tokens::{self, MAX_TOKENS, MAX_TOKEN_NAME};
        let (_, ann) = db.player("ann").await;
        let (_, ben) = db.player("ben").await;
        let store = db.store.as_ref();
        let now = store::now();
        assert_eq!(refusal(tokens::make(store, ann, "  ", now).await), Refusal::TokenNameMissing);
        let long = "n".repeat(MAX_TOKEN_NAME + 1);
        assert_eq!(refusal(tokens::make(store, ann, &long, now).await), Refusal::TokenNameTooLong(MAX_TOKEN_NAME));
        assert!(listed(&db, ann).await.is_empty());
        for i in 0..MAX_TOKENS {
            let secret = tokens::make(store, ann, &format!("bot {i}"), now).await.expect("a token");
            assert!(secret.starts_with(tokens::TOKEN_PREFIX));
        }
        assert_eq!(refusal(tokens::make(store, ann, "one more", now).await), Refusal::TooManyTokens(MAX_TOKENS));
        let first = listed(&db, ann).await[0].id;
        // Only the owner revokes; twice is done once.
        assert_eq!(refusal(tokens::revoke(store, ben, first, now).await), Refusal::NoSuchToken);
        assert!(listed(&db, ann).await.iter().all(|t| t.revoked_at.is_none()));
        tokens::revoke(store, ann, first, now).await.expect("revoked");
        tokens::revoke(store, ann, first, now).await.expect("a second click is done");
        assert_eq!(listed(&db, ann).await.iter().filter(|t| t.revoked_at.is_some()).count(), 1);
    }

    async fn profile_and_board_problems_save_nothing(db) {
        use halma::domain::club::{save_profile, ProfileChange, MAX_ABOUT};
        use halma::domain::preferences::{save_board, BoardChoice};
        let (_, ann) = db.player("ann").await;
        let store = db.store.as_ref();
        let long = "x".repeat(MAX_ABOUT + 1);
        let bad = ProfileChange { about: &long, time_zone: "Mars/Olympus", hide_from_who: true };
        let problems = save_profile(store, ann, bad).await.expect("read").expect_err("refused");
        assert!(problems.about.is_some() && problems.time_zone.is_some());
        let profile = store.profiles().profile(ann).await.expect("read").expect("ann's");
        assert!(profile.about.is_empty() && !profile.hide_from_who);
        let good = ProfileChange { about: "Hello\r\nthere  ", time_zone: "Europe/Berlin", hide_from_who: true };
        save_profile(store, ann, good).await.expect("read").expect("saved");
        let profile = store.profiles().profile(ann).await.expect("read").expect("ann's");
        assert_eq!((profile.about.as_str(), profile.time_zone.as_str()), ("Hello\nthere", "Europe/Berlin"));

        let before = store.board_prefs().board_prefs(ann).await.expect("read");
        let wrong = BoardChoice { theme: "plaid", coordinates: "maybe", pieces: "letters", orientation: "mine" };
        let (_, problems) = save_board(store, ann, wrong).await.expect("read");
        assert!(problems.theme.is_some() && problems.coordinates.is_some());
        assert_eq!(store.board_prefs().board_prefs(ann).await.expect("read"), before);
    }

    async fn an_account_gets_at_most_three_reset_mails_an_hour_whatever_address_finds_it(db) {
        use halma::domain::{notify, recovery};
        let (_, ann) = db.player("ann").await;
        let store = db.store.as_ref();
        let at = store::now();
        let wanted = notify::Wanted {
            email: "ann@example.org".to_owned(),
            on_turn: false,
            digest: false,
            digest_hour: 8,
            low_time: false,
            invitations: false,
        };
        notify::save(store, ann, &wanted, at).await.expect("saved");
        let verify: i64 = db.count("SELECT COUNT(*) FROM outbox WHERE kind = 'verify'").await;
        assert_eq!(verify, 1);
        // The secret of the verification mail confirms the address.
        let mails = store.notifications().claim_mails(at, at + Duration::minutes(1), 10).await.expect("claim");
        let secret = mails[0].secret.clone().expect("a link's secret");
        notify::confirm_address(store, &secret).await.expect("confirmed").expect("ann's");
        let mut mailed = Vec::new();
        for typed in ["ann@example.org", "ANN@example.org", "Ann@Example.Org", "aNN@EXAMPLE.ORG"] {
            mailed.push(recovery::request_reset(store, typed, at).await.expect("asked"));
        }
        assert_eq!(mailed, [1, 1, 1, 0], "the fourth within the hour is not sent");
        assert_eq!(db.count("SELECT COUNT(*) FROM outbox WHERE kind = 'reset'").await, 3);
    }

    async fn a_thread_is_deleted_only_by_its_parties(db) {
        use halma::domain::club;
        let (_, ann) = db.player("ann").await;
        let (_, ben) = db.player("ben").await;
        let (_, cy) = db.player("cyd").await;
        let store = db.store.as_ref();
        let limit = club::SendingLimit { per_hour: 10 };
        let ben_user = store.users().user_by_name("ben").await.expect("read").expect("ben");
        let thread = club::send(store, ann, &ben_user, "Hello", "A game?", limit, store::now()).await.expect("sent");
        assert_eq!(refusal(club::delete_thread(store, cy, thread).await), Refusal::NotFound);
        club::delete_thread(store, ben, thread).await.expect("ben deletes his copy");
        club::delete_thread(store, ben, thread).await.expect("a second click is done");
        assert!(store.messages().thread(thread, ann).await.expect("read").is_some(), "ann keeps hers");
    }
}

// ---- The account's use cases: signing up, tokens, the profile, the board
// preferences and deleting a thread, each refusal checked to change nothing ----

/// Whether a userid exists.
async fn exists(db: &TestDb, name: &str) -> bool {
    db.store
        .users()
        .user_by_name(name)
        .await
        .expect("read")
        .is_some()
}

/// A player's API tokens, newest first.
async fn listed(db: &TestDb, user: UserId) -> Vec<store::TokenRow> {
    db.store.tokens().tokens_of(user, 100).await.expect("list")
}
