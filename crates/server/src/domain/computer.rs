//! Computer players: the accounts `computer-1` … `computer-5`, one a level of
//! the engine, and the job that plays their moves. A computer account has no
//! password and never logs in; invited to a game, it takes the invitation at
//! once, and the game is not rated. When it is a computer's turn, the job
//! asks the engine for a move and submits it through [`play::submit`], the
//! same path a player's Submit takes, with the ply it read: of two passes (or
//! two servers) at once, one move counts and the other is told it was played.

use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt;
use halma_engine::{Budget, Engine, Level};
use time::OffsetDateTime;
use tokio::sync::Semaphore;
use uuid::Uuid;

use super::clock::VacationPolicy;
use super::play::{self, Submit};
use super::refusal::{DomainError, Refusal};
use super::state::GameState;
use crate::model::result::Verdict;
use crate::store::{GameId, GameStatus, Store, UserId};

/// The levels there are, weakest first.
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=5;

/// The account of each level, by its fixed id (migration 0021 makes them).
const ACCOUNTS: [UserId; 5] = [
    UserId(Uuid::from_u128(0x0000_0000_0000_4000_8000_0000_0000_0001)),
    UserId(Uuid::from_u128(0x0000_0000_0000_4000_8000_0000_0000_0002)),
    UserId(Uuid::from_u128(0x0000_0000_0000_4000_8000_0000_0000_0003)),
    UserId(Uuid::from_u128(0x0000_0000_0000_4000_8000_0000_0000_0004)),
    UserId(Uuid::from_u128(0x0000_0000_0000_4000_8000_0000_0000_0005)),
];

/// The account that plays at `level`, if there is such a level.
pub fn account(level: u8) -> Option<UserId> {
    ACCOUNTS.get(usize::from(level).checked_sub(1)?).copied()
}

/// The level `user` plays at, if it is a computer account; `None` for people.
pub fn level_of(user: UserId) -> Option<u8> {
    ACCOUNTS
        .iter()
        .position(|&a| a == user)
        .and_then(|i| u8::try_from(i + 1).ok())
}

/// The userid of the computer of `level`: `computer-3`.
pub fn name(level: u8) -> String {
    format!("computer-{level}")
}

/// What is shown beside a computer's name: "(computer, level 3)".
pub fn label(level: u8) -> String {
    format!("(computer, level {level})")
}

/// The label for `user`, empty for a person.
pub fn label_of(user: UserId) -> String {
    level_of(user).map(label).unwrap_or_default()
}

/// How long a level may think about one move: level 5 about a quarter of a
/// second; the lower levels stop at their own small limits long before.
fn budget(level: Level) -> Budget {
    if level == Level::MAX {
        Budget::time(Duration::from_millis(250))
    } else {
        Budget::LEVEL
    }
}

/// Engine searches at once in this process: the machine's cores are for the
/// pages first.
const SEARCHES_AT_ONCE: usize = 2;

fn searches() -> &'static Semaphore {
    static SLOTS: Semaphore = Semaphore::const_new(SEARCHES_AT_ONCE);
    &SLOTS
}

/// A move a computer played.
#[derive(Debug, Clone)]
pub struct Moved {
    pub game: GameId,
    /// The computer's account.
    pub computer: UserId,
    /// The move, as a player would type it (`g2-f3`).
    pub path: String,
    /// The game's ply after the move.
    pub ply: i64,
    /// The verdict the move brought, if it ended the game.
    pub verdict: Option<Verdict>,
}

/// One pass of the computers' job at `now`: every active game where a
/// computer is to move (a batch of them) gets its move.
/// A game that moved on meanwhile, or that another pass played first, is
/// left as it is.
pub async fn move_due(
    store: &dyn Store,
    policy: VacationPolicy,
    now: OffsetDateTime,
) -> Result<Vec<Moved>, anyhow::Error> {
    let ids = store.games().computer_turns().await?;
    let results: Vec<_> = futures_util::stream::iter(ids)
        .map(|id| async move { (id, play_turn(store, policy, id, now).await) })
        .buffer_unordered(SEARCHES_AT_ONCE)
        .collect()
        .await;
    let mut moved = Vec::new();
    for (id, result) in results {
        match result {
            Ok(Some(m)) => moved.push(m),
            Ok(None) => {}
            // One broken game must not keep the computer from the others.
            Err(e) => tracing::error!(game = %id, error = format!("{e:#}"), "computer cannot move"),
        }
    }
    Ok(moved)
}

/// The computer's move in game `id`, if a computer is to move there.
pub async fn play_turn(
    store: &dyn Store,
    policy: VacationPolicy,
    id: GameId,
    now: OffsetDateTime,
) -> Result<Option<Moved>, anyhow::Error> {
    let state = match GameState::load(store, id).await {
        Ok(state) => state,
        // Not a game for two: one for more, perhaps.
        Err(DomainError::Refused(Refusal::NotFound)) => {
            return play_seat_turn(store, id, now).await;
        }
        // Gone, or a move landed between two reads: the next pass looks again.
        Err(DomainError::Refused(_)) => return Ok(None),
        Err(DomainError::Fault(e)) => return Err(e),
    };
    let row = &state.row;
    if row.status != GameStatus::Active {
        return Ok(None);
    }
    let computer = row.player(state.turn()).id;
    if row.to_move != Some(computer) {
        return Ok(None);
    }
    let Some(level) = level_of(computer).and_then(Level::new) else {
        return Ok(None);
    };
    let ply = row.ply;
    let game = state.replay().map_err(|e| match e {
        DomainError::Fault(e) => e,
        DomainError::Refused(r) => anyhow::anyhow!("game {id}: {}", r.message()),
    })?;
    // Each game and ply its own seed: the lower levels vary from game to game,
    // and a second pass at the same ply thinks the same.
    let seed = (id.0.as_u128() as u64) ^ (ply as u64);
    let Some(mv) = think(level, seed, game).await? else {
        return Ok(None);
    };
    let path = mv.to_string();
    let submitted = play::submit(
        store,
        policy,
        Submit {
            game: id,
            actor: computer,
            ply,
            path: &path,
            offer_draw: false,
        },
        now,
    )
    .await;
    let submitted = submitted.map(|s| (s.ply, s.verdict));
    moved(id, computer, path, submitted)
}

/// What the computer's Submit (ply and verdict) came to: a move, or
/// nothing when another pass played first or the game changed meanwhile (a
/// resignation, a time-out).
fn moved(
    game: GameId,
    computer: UserId,
    path: String,
    submitted: Result<(i64, Option<Verdict>), DomainError>,
) -> Result<Option<Moved>, anyhow::Error> {
    match submitted {
        Ok((ply, verdict)) => Ok(Some(Moved {
            game,
            computer,
            path,
            ply,
            verdict,
        })),
        Err(DomainError::Refused(refusal)) => {
            if !matches!(refusal, Refusal::AlreadyPlayed | Refusal::GameOver) {
                tracing::info!(game = %game, refusal = %refusal.message(), "computer's move refused");
            }
            Ok(None)
        }
        Err(DomainError::Fault(e)) => Err(e),
    }
}

/// The engine's move for `level` in `game`, thought in a blocking thread,
/// at most [`SEARCHES_AT_ONCE`] at once.
async fn think<G>(
    level: Level,
    seed: u64,
    game: G,
) -> Result<Option<halma_rules::Move>, anyhow::Error>
where
    G: Send + 'static,
    for<'a> &'a G: Into<halma_engine::GameRef<'a>>,
{
    let _slot = searches().acquire().await?;
    let choice = tokio::task::spawn_blocking(move || {
        Engine::new(level)
            .with_seed(seed)
            .choose(&game, budget(level))
    })
    .await?;
    // No choice: the game is over by the rules, which the sweep records. A
    // pass is never the computer's to make: the server adds it.
    Ok(choice.map(|c| c.mv).filter(|m| !m.is_pass()))
}

/// The computer's move in game `id` for more than two, if a computer's seat
/// is to move there: through [`seat_play::submit`](super::seat_play::submit),
/// a player's Submit.
async fn play_seat_turn(
    store: &dyn Store,
    id: GameId,
    now: OffsetDateTime,
) -> Result<Option<Moved>, anyhow::Error> {
    use super::seat_play::{self, SeatSubmit, SeatTable};
    let table = match SeatTable::load(store, id).await {
        Ok(table) => table,
        Err(DomainError::Refused(_)) => return Ok(None),
        Err(DomainError::Fault(e)) => return Err(e),
    };
    let Some(seat) = table.seat_to_move() else {
        return Ok(None);
    };
    let computer = seat.player.id;
    let Some(level) = level_of(computer).and_then(Level::new) else {
        return Ok(None);
    };
    let ply = table.row.ply;
    let seed = (id.0.as_u128() as u64) ^ (ply as u64);
    let board = table.row.rules.variant.board();
    let Some(mv) = think(level, seed, table.game().clone()).await? else {
        return Ok(None);
    };
    let path = board.move_text(&mv).to_string();
    let submitted = seat_play::submit(
        store,
        SeatSubmit {
            game: id,
            actor: computer,
            ply,
            path: &path,
        },
        now,
    )
    .await;
    moved(id, computer, path, submitted.map(|s| (s.ply, None)))
}

/// The background task of `halma serve`: a pass of the computers' job every
/// `interval`, until the server stops.
pub async fn run(store: Arc<dyn Store>, policy: VacationPolicy, interval: Duration) {
    let mut ticks = tokio::time::interval(interval);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        match move_due(store.as_ref(), policy, crate::store::now()).await {
            Ok(moved) => {
                for m in moved {
                    tracing::info!(game = %m.game, computer = %m.computer, path = %m.path, "computer moved");
                }
            }
            Err(e) => tracing::error!(error = format!("{e:#}"), "computer's pass failed"),
        }
    }
}
