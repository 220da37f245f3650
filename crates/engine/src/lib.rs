//! Computer players for the halma server: given a game (its house rules and
//! the moves so far), the engine chooses a move for the seat to move within a
//! budget of positions visited and of time, at one of five levels.
//!
//! - **Level 1** looks one move ahead, sees only how far its pieces still have
//!   to go, and picks among the good moves at random: a beginner can beat it.
//! - **Level 2** looks one move ahead with the whole evaluation.
//! - **Levels 3 and 4** search two and three moves ahead.
//! - **Level 5** searches as deep as the budget allows: alpha-beta with
//!   iterative deepening, a transposition table and move ordering. For more
//!   than two sides: paranoid alpha-beta (every other seat against the
//!   engine's) for three and four seats, max-n (each seat for itself) for
//!   six, as measured best (see [`SeatSearch`]).
//!
//! The evaluation knows Halma: the distance of each seat's pieces to its
//! target, the stragglers, bridges for jump chains, the camp deadline of the
//! two-player games, the fill rule; the search knows every end of the game
//! that the rules know, and scores a repeated position as a draw.
//!
//! At every level the engine only ever chooses a move the rules list; it
//! takes a move that wins at once, never plays one that loses at once (by the
//! camp deadline, say) while another move does not, and passes only when the
//! seat has no move.
//!
//! ```
//! use halma_engine::{Budget, Engine, Level};
//! use halma_rules::{Game, Position, Rules, Variant};
//!
//! let game = Game::new(Rules::new(Variant::Halma8x8), Position::start(Variant::Halma8x8));
//! let choice = Engine::new(Level::new(3).unwrap())
//!     .choose(&game, Budget::nodes(5_000))
//!     .expect("the game goes on");
//! assert!(game.position().check(&choice.mv).is_ok());
//! ```
//!
//! The same seed gives the same choices (with a budget of nodes rather than
//! time): the engine's randomness is a small xorshift generator ([`Rng`]).

#![warn(missing_docs)]

mod eval;
mod node;
mod rng;
mod search;
mod tables;

use core::fmt;
use core::str::FromStr;
use std::collections::HashMap;
use std::time::{Duration, Instant};

use halma_rules::{
    Game, Move, Outcome, RepetitionRule, SeatAction, SeatGame, SeatKey, SeatOutcome,
};

use crate::eval::Weights;
use crate::node::{Node, Seats, Sides};
use crate::search::{Limits, Searcher};
use crate::tables::Tables;

pub use crate::rng::Rng;
pub use crate::search::SeatSearch;

/// How strongly the engine plays, from 1 (a beginner's opponent) to 5.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// The strongest level.
    pub const MAX: Level = Level(5);
    /// Every level, weakest first.
    pub const ALL: [Level; 5] = [Level(1), Level(2), Level(3), Level(4), Level(5)];

    /// The level of this number, if it is 1 to 5.
    pub const fn new(n: u8) -> Option<Level> {
        if n >= 1 && n <= 5 {
            Some(Level(n))
        } else {
            None
        }
    }

    /// The level's number, 1 to 5.
    pub const fn number(self) -> u8 {
        self.0
    }
}

impl Default for Level {
    /// Level 3.
    fn default() -> Level {
        Level(3)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A text named no level.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown level '{}' (expected 1, 2, 3, 4 or 5)", self.0)
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;
    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        s.parse::<u8>()
            .ok()
            .and_then(Level::new)
            .ok_or_else(|| UnknownLevel(s.to_owned()))
    }
}

/// What one choice may spend: a number of positions visited, a moment to
/// have chosen by, or both. The level's own limits apply as well: levels 1
/// to 4 stop long before any budget the site gives, level 5 at 4 million
/// positions (a few seconds) if nothing stops it sooner.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Budget {
    nodes: Option<u64>,
    deadline: Option<Instant>,
}

impl Budget {
    /// No budget beyond the level's own limits.
    pub const LEVEL: Budget = Budget {
        nodes: None,
        deadline: None,
    };

    /// At most `n` positions visited.
    pub const fn nodes(n: u64) -> Budget {
        Budget {
            nodes: Some(n),
            deadline: None,
        }
    }

    /// Chosen within `time` from now.
    pub fn time(time: Duration) -> Budget {
        Budget::until(Instant::now() + time)
    }

    /// Chosen by `deadline`.
    pub const fn until(deadline: Instant) -> Budget {
        Budget {
            nodes: None,
            deadline: Some(deadline),
        }
    }

    /// This budget, and at most `n` positions visited.
    pub const fn with_nodes(mut self, n: u64) -> Budget {
        self.nodes = Some(n);
        self
    }

    /// The most positions to visit, if limited.
    pub const fn node_limit(self) -> Option<u64> {
        self.nodes
    }

    /// The moment to have chosen by, if any.
    pub const fn deadline(self) -> Option<Instant> {
        self.deadline
    }
}

/// A game for two sides or for more seats, as the engine takes it.
#[derive(Clone, Copy, Debug)]
pub enum GameRef<'a> {
    /// Halma 8×8, 10×10, 16×16 or Embargo.
    Sides(&'a Game),
    /// `halma-16x16-4` or a star game.
    Seats(&'a SeatGame),
}

impl<'a> From<&'a Game> for GameRef<'a> {
    fn from(game: &'a Game) -> GameRef<'a> {
        GameRef::Sides(game)
    }
}

impl<'a> From<&'a SeatGame> for GameRef<'a> {
    fn from(game: &'a SeatGame) -> GameRef<'a> {
        GameRef::Seats(game)
    }
}

/// The move the engine chose, and what it cost.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Choice {
    /// The move: one of the position's legal moves, or the pass when there is
    /// none.
    pub mv: Move,
    /// How good the engine thinks the move is for its side, in its own units
    /// (ten to a step); a win or loss at once is about ±1,000,000.
    pub score: i32,
    /// The positions visited.
    pub nodes: u64,
    /// How many moves ahead the search looked (completed iterations; 0 when
    /// the rules alone decided).
    pub depth: u32,
}

/// A computer player of one level.
#[derive(Clone, Copy, Debug)]
pub struct Engine {
    level: Level,
    seed: u64,
    seat_search: SeatSearch,
}

/// What the rules say of a move at the root, before any search.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Verdict {
    Wins,
    Loses,
    Draws,
    Open,
}

impl Engine {
    /// An engine of this level, with seed 0.
    pub const fn new(level: Level) -> Engine {
        Engine {
            level,
            seed: 0,
            seat_search: SeatSearch::Auto,
        }
    }

    /// The same engine with another seed for its random choices.
    pub const fn with_seed(mut self, seed: u64) -> Engine {
        self.seed = seed;
        self
    }

    /// The same engine with another way of searching games for more than two
    /// sides ([`SeatSearch::Auto`] by default).
    pub const fn with_seat_search(mut self, seat_search: SeatSearch) -> Engine {
        self.seat_search = seat_search;
        self
    }

    /// The level.
    pub const fn level(&self) -> Level {
        self.level
    }

    fn limits(&self, budget: Budget) -> Limits {
        // depth, nodes, width below the root, noise, weights, table size
        let (depth, nodes, width, noise, weights, table_bits) = match self.level.0 {
            1 => (1, 10_000, None, 40, Weights::PLAIN, 4),
            2 => (1, 10_000, None, 6, Weights::FULL, 4),
            3 => (2, 20_000, None, 3, Weights::FULL, 14),
            4 => (3, 60_000, None, 0, Weights::FULL, 16),
            _ => (64, 4_000_000, None, 0, Weights::FULL, 18),
        };
        Limits {
            depth,
            nodes: budget.nodes.map_or(nodes, |n| n.min(nodes)).max(1),
            deadline: budget.deadline,
            width,
            noise,
            weights,
            seed: self.seed,
            seat_search: self.seat_search,
            table_bits,
        }
    }

    /// Chooses a move for the seat to move; `None` when the game is over (or,
    /// at move 4,294,967,295, when no move has a number left to play at).
    pub fn choose<'a>(&self, game: impl Into<GameRef<'a>>, budget: Budget) -> Option<Choice> {
        match game.into() {
            GameRef::Sides(game) => self.choose_sides(game, budget),
            GameRef::Seats(game) => self.choose_seats(game, budget),
        }
    }

    fn choose_sides(&self, game: &Game, budget: Budget) -> Option<Choice> {
        if game.outcome().is_some() {
            return None;
        }
        let position = game.position();
        let rules = game.rules();
        let me = position.turn();
        let tables = Tables::sides(position.variant(), rules.camp);
        let legal = position.legal_moves();
        if legal.is_empty() {
            return pass(position.check(&Move::PASS).is_ok());
        }
        let mut seen = HashMap::new();
        for p in game.positions() {
            *seen
                .entry(Sides::new(p.clone(), &tables).key())
                .or_insert(0) += 1;
        }
        let mut children = Vec::with_capacity(legal.len());
        for m in legal.iter() {
            let Ok(next) = position.clone().play(m) else {
                continue;
            };
            let repeated = rules.repetition == RepetitionRule::Auto
                && game.seen_after(m).is_ok_and(|seen| seen + 1 >= 3);
            let verdict = match next.outcome(rules.camp) {
                Some(Outcome::Win { winner, .. }) if winner == me => Verdict::Wins,
                Some(Outcome::Win { .. }) => Verdict::Loses,
                Some(Outcome::Draw { .. }) => Verdict::Draws,
                None if repeated => Verdict::Draws,
                None => Verdict::Open,
            };
            children.push((*m, Sides::new(next, &tables), verdict));
        }
        let root = Sides::new(position.clone(), &tables);
        self.decide(&tables, root, children, &seen, budget)
    }

    fn choose_seats(&self, game: &SeatGame, budget: Budget) -> Option<Choice> {
        if game.outcome().is_some() {
            return None;
        }
        let position = game.position();
        let me = position.turn();
        let tables = Tables::seats(position.rules(), position.out());
        let legal = position.legal_moves();
        if legal.is_empty() {
            return pass(position.check(&Move::PASS).is_ok());
        }
        // The positions repetition counts: the start, and those after a move
        // or pass (a seat leaving adds none).
        let counted = game.positions().iter().enumerate().filter(|(i, _)| {
            *i == 0 || matches!(game.actions().get(i - 1), Some(SeatAction::Move(_)))
        });
        let mut seen = HashMap::new();
        let mut keys: HashMap<SeatKey, usize> = HashMap::new();
        for (_, p) in counted {
            *seen
                .entry(Seats::new(p.clone(), &tables).key())
                .or_insert(0) += 1;
            *keys.entry(p.key()).or_insert(0) += 1;
        }
        let mut children = Vec::with_capacity(legal.len());
        for m in legal.iter() {
            let Ok(next) = position.clone().play(m) else {
                continue;
            };
            let repeated = keys.get(&next.key()).is_some_and(|&n| n + 1 >= 3);
            let verdict = match next.outcome() {
                Some(outcome @ (SeatOutcome::Win { .. } | SeatOutcome::PairWin { .. })) => {
                    if outcome.is_winner(me) {
                        Verdict::Wins
                    } else {
                        Verdict::Loses
                    }
                }
                Some(SeatOutcome::Draw { .. }) => Verdict::Draws,
                None if repeated => Verdict::Draws,
                None => Verdict::Open,
            };
            children.push((*m, Seats::new(next, &tables), verdict));
        }
        let root = Seats::new(position.clone(), &tables);
        self.decide(&tables, root, children, &seen, budget)
    }

    /// Takes a winning move at once; otherwise searches the moves that do not
    /// lose at once (all of them if every move does).
    fn decide<N: Node>(
        &self,
        tables: &Tables,
        root: N,
        children: Vec<(Move, N, Verdict)>,
        seen: &HashMap<u64, u32>,
        budget: Budget,
    ) -> Option<Choice> {
        if let Some((m, _, _)) = children.iter().find(|(_, _, v)| *v == Verdict::Wins) {
            return Some(Choice {
                mv: *m,
                score: eval::WIN,
                nodes: children.len() as u64,
                depth: 0,
            });
        }
        let survives = children.iter().any(|(_, _, v)| *v != Verdict::Loses);
        let candidates: Vec<(Move, N, Option<i32>)> = children
            .into_iter()
            .filter(|(_, _, v)| !survives || *v != Verdict::Loses)
            .map(|(m, child, v)| {
                let fixed = match v {
                    Verdict::Draws => Some(0),
                    Verdict::Loses => Some(-eval::WIN),
                    _ => None,
                };
                (m, child, fixed)
            })
            .collect();
        if candidates.is_empty() {
            // Moves are listed but none plays: past the last move number.
            return None;
        }
        if candidates.len() == 1 {
            let (m, _, fixed) = &candidates[0];
            return Some(Choice {
                mv: *m,
                score: fixed.unwrap_or(0),
                nodes: 1,
                depth: 0,
            });
        }
        let mut searcher = Searcher::new(tables, self.limits(budget), root.seat(), seen);
        let found = searcher.run(&root, &candidates);
        Some(Choice {
            mv: candidates[found.index].0,
            score: found.score,
            nodes: searcher.nodes,
            depth: found.depth,
        })
    }
}

/// The choice of a seat with no move: the pass, if the rules allow it.
fn pass(allowed: bool) -> Option<Choice> {
    allowed.then_some(Choice {
        mv: Move::PASS,
        score: 0,
        nodes: 0,
        depth: 0,
    })
}
