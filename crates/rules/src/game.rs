//! A game with its history: house rules, the moves played, every position passed
//! through; threefold repetition and draw claims.

use core::fmt;
use std::collections::HashMap;

use crate::illegal::IllegalMove;
use crate::moves::Move;
use crate::outcome::{Outcome, Reason};
use crate::position::{Position, PositionKey};
use crate::variant::{RepetitionRule, Rules};

/// A claim may be made only when the full-move number is above this
/// (Brettspielnetz: "more than 51 moves have been made").
pub const CLAIM_AFTER_FULLMOVE: u32 = 51;

/// Why [`Game::play`] refused a move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// The game is over.
    Over(Outcome),
    /// The move is illegal.
    Illegal(IllegalMove),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Over(outcome) => write!(f, "the game is over ({outcome})"),
            GameError::Illegal(e) => write!(f, "illegal move: {e}"),
        }
    }
}

impl std::error::Error for GameError {}

/// Why a draw claim is refused at once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClaimError {
    /// The game's repetition rule is `auto`: the draw comes by itself.
    NotClaimRule,
    /// The full-move number is not above [`CLAIM_AFTER_FULLMOVE`].
    TooEarly(u32),
    /// The game is over.
    Over(Outcome),
    /// The named move is illegal.
    Illegal(IllegalMove),
    /// The named move would bring about a position seen fewer than two times before.
    NoRepetition {
        /// How often the position after the move was seen before.
        seen: usize,
    },
}

impl fmt::Display for ClaimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClaimError::NotClaimRule => f.write_str(
                "this game draws by repetition automatically; there is nothing to claim",
            ),
            ClaimError::TooEarly(n) => write!(
                f,
                "a draw can be claimed only after move {CLAIM_AFTER_FULLMOVE}; this is move {n}"
            ),
            ClaimError::Over(outcome) => write!(f, "the game is over ({outcome})"),
            ClaimError::Illegal(e) => write!(f, "illegal move: {e}"),
            ClaimError::NoRepetition { seen } => write!(
                f,
                "the move would not repeat the position for the third time (seen {seen} time{} before)",
                if *seen == 1 { "" } else { "s" }
            ),
        }
    }
}

impl std::error::Error for ClaimError {}

/// A game in progress or finished: its rules, its start and everything played.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    moves: Vec<Move>,
    positions: Vec<Position>,
    seen: HashMap<PositionKey, usize>,
}

impl Game {
    /// A game from `start` (usually [`Position::start`]).
    pub fn new(rules: Rules, start: Position) -> Game {
        let mut seen = HashMap::new();
        seen.insert(start.key(), 1);
        Game {
            rules,
            moves: Vec::new(),
            positions: vec![start],
            seen,
        }
    }

    /// A game of `rules` from the start, with `moves` played.
    pub fn replay<'a>(
        rules: Rules,
        start: Position,
        moves: impl IntoIterator<Item = &'a Move>,
    ) -> Result<Game, (usize, GameError)> {
        let mut game = Game::new(rules, start);
        for (i, m) in moves.into_iter().enumerate() {
            game.play(m).map_err(|e| (i, e))?;
        }
        Ok(game)
    }

    /// The house rules.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game has a start")
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The moves played, passes included.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every position, the start first: one more than there are moves.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// How often the position now has occurred, this time included.
    pub fn repetitions(&self) -> usize {
        self.seen.get(&self.position().key()).copied().unwrap_or(0)
    }

    /// The indices in [`Game::positions`] where the position now occurred.
    pub fn occurrences(&self) -> Vec<usize> {
        let key = self.position().key();
        (0..self.positions.len())
            .filter(|&i| self.positions[i].key() == key)
            .collect()
    }

    /// The end of the game, if it has come by the rules: target reached, the camp
    /// rule, then threefold repetition when the rule is `auto`.
    pub fn outcome(&self) -> Option<Outcome> {
        self.position().outcome(self.rules.camp).or_else(|| {
            (self.rules.repetition == RepetitionRule::Auto && self.repetitions() >= 3).then_some(
                Outcome::Draw {
                    reason: Reason::Repetition,
                },
            )
        })
    }

    /// Plays a move, unless the game is over or the move illegal.
    pub fn play(&mut self, m: &Move) -> Result<(), GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::Over(outcome));
        }
        let next = self
            .position()
            .clone()
            .play(m)
            .map_err(|e| GameError::Illegal(e.error))?;
        *self.seen.entry(next.key()).or_insert(0) += 1;
        self.positions.push(next);
        self.moves.push(*m);
        Ok(())
    }

    /// After a move: when the side to move has no legal move and the game goes on,
    /// plays its pass and says so. The server records the pass with the move that
    /// caused it.
    pub fn pass_if_stuck(&mut self) -> bool {
        if self.outcome().is_none() && !self.position().has_legal_move() {
            return self.play(&Move::PASS).is_ok();
        }
        false
    }

    /// How often the position after `m` has been seen before (not counting the
    /// time `m` would bring).
    pub fn seen_after(&self, m: &Move) -> Result<usize, IllegalMove> {
        let next = self.position().clone().play(m).map_err(|e| e.error)?;
        Ok(self.seen.get(&next.key()).copied().unwrap_or(0))
    }

    /// Checks a draw claim under the `claim` rule: the side to move names `m`
    /// without playing it; the claim stands if `m` is legal, the full-move number is
    /// above [`CLAIM_AFTER_FULLMOVE`] and `m` would repeat a position for the third
    /// time. An admin then decides.
    pub fn check_claim(&self, m: &Move) -> Result<(), ClaimError> {
        if self.rules.repetition != RepetitionRule::Claim {
            return Err(ClaimError::NotClaimRule);
        }
        if let Some(outcome) = self.outcome() {
            return Err(ClaimError::Over(outcome));
        }
        let seen = self.seen_after(m).map_err(ClaimError::Illegal)?;
        let fullmove = self.position().fullmove();
        if fullmove <= CLAIM_AFTER_FULLMOVE {
            return Err(ClaimError::TooEarly(fullmove));
        }
        if seen < 2 {
            return Err(ClaimError::NoRepetition { seen });
        }
        Ok(())
    }

    /// The indices in [`Game::positions`] where the position after `m` occurred.
    pub fn occurrences_after(&self, m: &Move) -> Result<Vec<usize>, IllegalMove> {
        let key = self.position().clone().play(m).map_err(|e| e.error)?.key();
        Ok((0..self.positions.len())
            .filter(|&i| self.positions[i].key() == key)
            .collect())
    }
}
