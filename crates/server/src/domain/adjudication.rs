//! The adjudicator and the admins' decisions: the sweep that ends games whose
//! clock ran out (and, as a repair, any active game the rules already
//! decided), draw claims accepted or rejected, games decided or corrected by
//! an admin, and the downtime credit at start. The store's conditional updates
//! make every verdict count once, however many sweeps and Submits race.

use futures_util::StreamExt;
use halma_rules::Color;
use time::OffsetDateTime;

use super::clock::{self, VacationPolicy};
use super::refusal::{Outcome, Refusal};
use super::state::GameState;
use crate::model::result::Verdict;
use crate::store::{ClaimDecision, ClaimId, GameId, GameStatus, Store, StoreError, UserId};

/// One verdict the sweep gave.
#[derive(Debug, Clone)]
pub struct Decided {
    pub game: GameId,
    /// The verdict of a two-player game; `None` for a game for more than two,
    /// where a time-out lets the seat go (which may end the game).
    pub verdict: Option<Verdict>,
    /// The verdict in words: "White wins: black ran out of time", "red ran
    /// out of time and left the game".
    pub words: String,
}

/// The verdict on an active game at `now`: the rules first (a position that is
/// already decided), then the clock.
pub fn verdict(state: &GameState, now: OffsetDateTime) -> Option<Verdict> {
    state
        .outcome()
        .map(Verdict::of_outcome)
        .or_else(|| clock::time_out(&state.row, state.turn(), now))
}

/// Decides one active game at `now`, if the rules or the clock have decided
/// it. When the game moved on meanwhile (a Submit, another sweep), it is read
/// again and judged afresh, so that a racing move neither doubles a verdict
/// nor hides a due one.
pub async fn decide(
    store: &dyn Store,
    policy: VacationPolicy,
    id: GameId,
    now: OffsetDateTime,
) -> Result<Option<Decided>, anyhow::Error> {
    for _ in 0..5 {
        let state = match GameState::load(store, id).await {
            Ok(state) => state,
            Err(super::DomainError::Refused(Refusal::NotFound)) => {
                return seat_time_out(store, id, now).await
            }
            // A move landed between the two reads; look again.
            Err(super::DomainError::Refused(_)) => continue,
            Err(super::DomainError::Fault(e)) => return Err(e),
        };
        if state.row.status != GameStatus::Active {
            return Ok(None);
        }
        let Some(verdict) = verdict(&state, now) else {
            return Ok(None);
        };
        if verdict.termination == crate::model::result::Termination::Time {
            // The player's vacation instead of losing, if they have it.
            match super::vacation::rescue(store, policy, &state.row, state.turn(), now).await? {
                super::vacation::Rescue::Used(_) => return Ok(None),
                super::vacation::Rescue::Changed => continue,
                super::vacation::Rescue::None => {}
            }
        }
        match store
            .games()
            .finish_game(id, state.row.ply, GameStatus::Active, verdict.clone(), now)
            .await
        {
            Ok(()) => {
                return Ok(Some(Decided {
                    game: id,
                    words: verdict.describe(&state.row.rules),
                    verdict: Some(verdict),
                }))
            }
            Err(StoreError::Conflict) => continue,
            Err(e) => return Err(e.into()),
        }
    }
    // Still changing under us: the next sweep will judge it.
    Ok(None)
}

/// The time-out of a game for more than two, if it is one: its seat to move
/// leaves.
async fn seat_time_out(
    store: &dyn Store,
    id: GameId,
    now: OffsetDateTime,
) -> Result<Option<Decided>, anyhow::Error> {
    match super::seat_play::time_out(store, id, now).await {
        Ok(Some(played)) => {
            let who = played.left.map(|c| c.name()).unwrap_or("the seat to move");
            let mut words = format!("{who} ran out of time and left the game");
            if let Some(end) = &played.end {
                words.push_str(&format!("; the game is over ({})", end.termination));
            }
            Ok(Some(Decided {
                game: id,
                verdict: None,
                words,
            }))
        }
        Ok(None) => Ok(None),
        Err(super::DomainError::Refused(_)) => Ok(None),
        Err(super::DomainError::Fault(e)) => Err(e),
    }
}

/// Which games a sweep looks at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sweep {
    /// The games whose clock ran out: what the minute job does, at the cost of
    /// what is due (an index range on the deadline).
    Due,
    /// Every active game, judged again (after a crash, an import or a rules
    /// fix): a repair, `halma adjudicate --all`.
    All,
}

/// Games a sweep decides at the same time.
const SWEEP_AT_ONCE: usize = 8;

/// One sweep at `now`.
pub async fn sweep(
    store: &dyn Store,
    policy: VacationPolicy,
    now: OffsetDateTime,
    which: Sweep,
) -> Result<Vec<Decided>, anyhow::Error> {
    let mut decided = Vec::new();
    match which {
        Sweep::All => {
            let ids = store.games().active_games().await?;
            decide_each(store, policy, now, ids, &mut decided).await;
        }
        // The games due come a batch at a time, the longest overdue first; a
        // game decided or saved by vacation leaves them. A game that stays
        // (it could not be decided) is not judged twice in one sweep, and a
        // batch of only those ends the sweep: the next one tries again.
        Sweep::Due => {
            let mut seen = std::collections::HashSet::new();
            loop {
                let ids = store.games().games_due(now).await?;
                let more = ids.len() >= crate::store::sql::GAMES_DUE_AT_ONCE;
                let fresh: Vec<GameId> = ids.into_iter().filter(|id| seen.insert(*id)).collect();
                if fresh.is_empty() {
                    break;
                }
                decide_each(store, policy, now, fresh, &mut decided).await;
                if !more {
                    break;
                }
            }
        }
    }
    Ok(decided)
}

/// Decides `ids` at `now`, into `decided`.
async fn decide_each(
    store: &dyn Store,
    policy: VacationPolicy,
    now: OffsetDateTime,
    ids: Vec<GameId>,
    decided: &mut Vec<Decided>,
) {
    // A few games at once, in order: on Postgres their commits share the
    // WAL's flushes; each game is still decided by its own guarded write.
    let results: Vec<_> = futures_util::stream::iter(ids)
        .map(|id| async move { (id, decide(store, policy, id, now).await) })
        .buffered(SWEEP_AT_ONCE)
        .collect()
        .await;
    for (id, result) in results {
        match result {
            Ok(Some(d)) => decided.push(d),
            Ok(None) => {}
            // One broken game must not stop the others from being decided.
            Err(e) => tracing::error!(game = %id, error = format!("{e:#}"), "cannot adjudicate"),
        }
    }
}

/// At start: gives every running clock back the time the server was down, when
/// the gap since the last heartbeat exceeds `threshold`. Returns the credit.
/// The credit is given with the heartbeat it replaces, in one transaction
/// that only succeeds while the heartbeat is still the one read: of several
/// servers starting together after one outage, one credits it.
pub async fn credit_downtime(
    store: &dyn Store,
    now: OffsetDateTime,
    threshold: time::Duration,
) -> Result<Option<time::Duration>, anyhow::Error> {
    let last = store.system().heartbeat().await?;
    let credit = last.and_then(|last| clock::downtime_credit(last, now, threshold));
    match store.system().replace_heartbeat(last, now, credit).await {
        Ok(games) => {
            if let Some(gap) = credit {
                tracing::info!(
                    seconds = gap.whole_seconds(),
                    games,
                    "the server was down: running clocks credited"
                );
            }
            Ok(credit)
        }
        Err(StoreError::Conflict) => {
            tracing::info!("another server replaced the heartbeat first; it credits any downtime");
            Ok(None)
        }
        Err(e) => Err(e.into()),
    }
}

/// An admin accepts (the game is drawn) or rejects (the game goes on, the
/// claimant's clock restarts) a pending claim. A rejection needs a reason.
pub async fn decide_claim(
    store: &dyn Store,
    claim: ClaimId,
    admin: UserId,
    accept: bool,
    reason: &str,
    now: OffsetDateTime,
) -> Outcome<()> {
    let reason = reason.trim();
    if !accept && reason.is_empty() {
        return Err(Refusal::ReasonMissing.into());
    }
    let row = store
        .claims()
        .claim(claim)
        .await?
        .ok_or(Refusal::NotFound)?;
    let game = store
        .games()
        .game(row.game)
        .await?
        .ok_or(Refusal::NotFound)?;
    let decision = ClaimDecision {
        claim,
        admin,
        accept,
        reason: if reason.is_empty() {
            "the position repeats for the third time".to_owned()
        } else {
            reason.to_owned()
        },
        restart_deadline: restart_deadline(&game, &row, now),
        at: now,
    };
    match store.claims().decide_claim(decision).await {
        Ok(()) => Ok(()),
        Err(StoreError::Conflict) => Err(Refusal::ClaimAlreadyDecided.into()),
        Err(e) => Err(e.into()),
    }
}

/// When the claimant of a rejected claim is due again: a clock per move
/// starts afresh; a bank goes on with what it had when the claim was made.
fn restart_deadline(
    game: &crate::store::GameRow,
    claim: &crate::store::ClaimRow,
    now: OffsetDateTime,
) -> OffsetDateTime {
    let colour = game.colour_of(claim.claimant.id).unwrap_or(Color::White);
    let away = game.away_of(colour);
    let time = match game.clock.kind {
        clock::ClockKind::PerMove => game.clock.first_turn(game.days_per_move),
        clock::ClockKind::Bank => {
            clock::left(claim.created_at, game.turn_deadline, &game.clock, away)
        }
    };
    clock::turn_deadline(now, time, &game.clock, away)
}

/// An admin's decision on a game: `winner` (none for a draw) with the reason
/// the players read. `was` is the result the admin saw on a finished game
/// (a correction), `None` for a game in play.
pub struct Adjudication<'a> {
    pub game: GameId,
    pub admin: UserId,
    pub ply: i64,
    pub was: Option<Option<Color>>,
    pub winner: Option<Color>,
    pub reason: &'a str,
}

/// Decides a game in play, or corrects a finished one's result.
pub async fn adjudicate(
    store: &dyn Store,
    a: Adjudication<'_>,
    now: OffsetDateTime,
) -> Outcome<()> {
    if a.was == Some(a.winner) {
        return Err(Refusal::SameResult.into());
    }
    let reason = a.reason.trim();
    if reason.is_empty() {
        return Err(Refusal::ReasonMissing.into());
    }
    if store.games().game(a.game).await?.is_none() {
        return Err(Refusal::NotFound.into());
    }
    match store
        .claims()
        .adjudicate_game(
            a.game,
            a.ply,
            a.was,
            a.admin,
            Verdict::admin(a.winner, reason),
            now,
        )
        .await
    {
        Ok(()) => Ok(()),
        Err(StoreError::Conflict) => Err(Refusal::GameChanged.into()),
        Err(e) => Err(e.into()),
    }
}

/// The background task of `halma serve`: a heartbeat and a sweep of the games
/// due every `interval`, until the server stops.
pub async fn run(
    store: std::sync::Arc<dyn Store>,
    policy: VacationPolicy,
    interval: std::time::Duration,
) {
    let mut ticks = tokio::time::interval(interval);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        let now = crate::store::now();
        if let Err(e) = store.system().set_heartbeat(now).await {
            tracing::error!(error = %e, "cannot write the heartbeat");
        }
        match sweep(store.as_ref(), policy, now, Sweep::Due).await {
            Ok(decided) => {
                for d in decided {
                    tracing::info!(game = %d.game, words = %d.words, "adjudicated");
                }
            }
            Err(e) => tracing::error!(error = format!("{e:#}"), "sweep failed"),
        }
        super::tournaments::run_sweep(store.as_ref(), now).await;
        if let Err(e) = super::ladders::sweep(store.as_ref(), now).await {
            tracing::error!(error = %e, "ladder sweep failed");
        }
    }
}
