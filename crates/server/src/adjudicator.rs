//! The adjudicator: turns what the rules and the clock say into finished games,
//! with a result and a reason in words. The same verdicts are given inside each
//! Submit's transaction (so a verdict is atomic with the move that caused it) and
//! by the background sweep; the store's conditional updates make sure a game is
//! decided once.

use halma_rules::{Color, Game, Move, Position};
use time::OffsetDateTime;

use crate::store::{Finish, GameRow, StoreError};

/// Why a stored game could not be replayed: its moves or rules are corrupt.
#[derive(Debug, thiserror::Error)]
#[error("game {game}: {message}")]
pub struct ReplayError {
    pub game: String,
    pub message: String,
}

/// Replays a stored game from its move list (the truth; the position column is
/// only a cache).
pub fn replay(row: &GameRow, paths: &[String]) -> Result<Game, ReplayError> {
    let mut game = Game::new(row.rules, Position::start(row.rules.variant));
    for (i, path) in paths.iter().enumerate() {
        let fail = |message: String| ReplayError {
            game: row.id.to_string(),
            message: format!("move {}: {message}", i + 1),
        };
        let m: Move = path.parse().map_err(|e| fail(format!("{e}")))?;
        game.play(&m).map_err(|e| fail(format!("{e}")))?;
    }
    Ok(game)
}

/// The result text of a winner: `1-0` or `0-1`.
pub fn win_for(colour: Color) -> &'static str {
    match colour {
        Color::White => "1-0",
        Color::Black => "0-1",
    }
}

/// What the rules say about a game now: target reached, the camp rule, threefold
/// repetition under `auto`.
pub fn rules_verdict(game: &Game) -> Option<Finish> {
    game.outcome().map(|outcome| Finish {
        result: outcome.result().to_owned(),
        reason: outcome.reason_text(),
    })
}

/// What the clock says: the player to move loses once its time is up.
pub fn clock_verdict(row: &GameRow, turn: Color, now: OffsetDateTime) -> Option<Finish> {
    (now > row.turn_deadline).then(|| Finish {
        result: win_for(!turn).to_owned(),
        reason: format!("{turn} ran out of time"),
    })
}

/// The verdict on an active game at `now`: the rules first (a position that is
/// already decided), then the clock.
pub fn verdict(row: &GameRow, game: &Game, now: OffsetDateTime) -> Option<Finish> {
    rules_verdict(game).or_else(|| clock_verdict(row, game.position().turn(), now))
}

/// Whether a store error means someone else decided first.
pub fn is_conflict(e: &StoreError) -> bool {
    matches!(e, StoreError::Conflict)
}

/// One verdict the sweep gave.
#[derive(Debug, Clone)]
pub struct Decided {
    pub game: crate::store::GameId,
    pub finish: Finish,
}

/// Decides one active game at `now`, if the rules or the clock have decided it.
/// The store's conditional update makes a verdict count once: when the game
/// moved on meanwhile (a Submit, another sweep), it is read again and judged
/// afresh, so that a racing move neither doubles a verdict nor hides a due one.
pub async fn decide(
    store: &dyn crate::store::Store,
    id: crate::store::GameId,
    now: OffsetDateTime,
) -> Result<Option<Finish>, anyhow::Error> {
    for _ in 0..5 {
        let Some(row) = store.game(id).await? else {
            return Ok(None);
        };
        if row.status != crate::store::GameStatus::Active {
            return Ok(None);
        }
        let paths: Vec<String> = store.moves(id).await?.into_iter().map(|m| m.path).collect();
        if paths.len() as i64 != row.ply {
            // A move landed between the two reads; look again.
            continue;
        }
        let game = replay(&row, &paths)?;
        let Some(finish) = verdict(&row, &game, now) else {
            return Ok(None);
        };
        match store
            .finish_game(
                id,
                row.ply,
                crate::store::GameStatus::Active,
                finish.clone(),
                now,
            )
            .await
        {
            Ok(()) => return Ok(Some(finish)),
            Err(e) if is_conflict(&e) => continue,
            Err(e) => return Err(e.into()),
        }
    }
    // Still changing under us: the next sweep will judge it.
    Ok(None)
}

/// One sweep: every game whose clock ran out, and every active game whose
/// position is already decided (after a crash, an import, a rules fix).
pub async fn sweep(
    store: &dyn crate::store::Store,
    now: OffsetDateTime,
) -> Result<Vec<Decided>, anyhow::Error> {
    let mut ids = store.games_due(now).await?;
    for id in store.active_games().await? {
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    let mut decided = Vec::new();
    for id in ids {
        match decide(store, id, now).await {
            Ok(Some(finish)) => decided.push(Decided { game: id, finish }),
            Ok(None) => {}
            // One broken game must not stop the others from being decided.
            Err(e) => tracing::error!(game = %id, error = format!("{e:#}"), "cannot adjudicate"),
        }
    }
    Ok(decided)
}

/// At start: gives every running clock back the time the server was down, when
/// the gap since the last heartbeat exceeds `threshold`. Returns the credit.
pub async fn credit_downtime(
    store: &dyn crate::store::Store,
    now: OffsetDateTime,
    threshold: time::Duration,
) -> Result<Option<time::Duration>, anyhow::Error> {
    let Some(last) = store.heartbeat().await? else {
        store.set_heartbeat(now).await?;
        return Ok(None);
    };
    let gap = now - last;
    store.set_heartbeat(now).await?;
    if gap <= threshold {
        return Ok(None);
    }
    let games = store.credit_clocks(gap.whole_milliseconds() as i64).await?;
    tracing::info!(
        seconds = gap.whole_seconds(),
        games,
        "the server was down: running clocks credited"
    );
    Ok(Some(gap))
}

/// The background task of `halma serve`: a heartbeat and a sweep every
/// `interval`, until the server stops.
pub async fn run(store: std::sync::Arc<dyn crate::store::Store>, interval: std::time::Duration) {
    let mut ticks = tokio::time::interval(interval);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        let now = crate::store::now();
        if let Err(e) = store.set_heartbeat(now).await {
            tracing::error!(error = %e, "cannot write the heartbeat");
        }
        match sweep(store.as_ref(), now).await {
            Ok(decided) => {
                for d in decided {
                    tracing::info!(game = %d.game, result = %d.finish.result, reason = %d.finish.reason, "adjudicated");
                }
            }
            Err(e) => tracing::error!(error = format!("{e:#}"), "sweep failed"),
        }
    }
}
