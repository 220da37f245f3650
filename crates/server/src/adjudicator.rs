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

/// "White wins: all pieces in the opposite yard", from a stored result and reason.
pub fn result_text(result: &str, reason: &str) -> String {
    let head = match result {
        "1-0" => "White wins",
        "0-1" => "Black wins",
        _ => "Draw",
    };
    format!("{head}: {reason}")
}
