//! The search: alpha-beta over the seats' moves, with iterative deepening, a
//! transposition table and move ordering (the move the table remembers, two
//! killer moves a ply, then the longest stride toward the target, then the
//! history of cut-offs). In a game for two sides (two players, or two pairs
//! of partners) it is plain minimax; for more it is *paranoid* (the seat the
//! engine plays for maximises, all the others together minimise) or *max-n*
//! (each seat maximises its own score), as [`SeatSearch`] says.

use std::collections::HashMap;
use std::time::Instant;

use halma_rules::{Move, MoveList, Square};

use crate::eval::{score_for, scores, standings, Weights, WIN};
use crate::node::{End, Node};
use crate::rng::mix;
use crate::tables::{Tables, MAX_SEATS};

/// How the search treats the seats other than the engine's own, in games for
/// more than two sides. A game of two sides (two players, or two pairs of
/// partners) is always searched as such: alpha-beta, one side against the
/// other.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum SeatSearch {
    /// Paranoid for up to four seats, max-n for six: the better of the two in
    /// the engine's measurements (paranoid won star-3 clearly and the games
    /// for four a little; in star-6 it lost badly, the five others together
    /// being no fair picture of five racing seats).
    #[default]
    Auto,
    /// Paranoid: all the other seats play against the engine's, and
    /// alpha-beta searches as for two.
    Paranoid,
    /// Max-n: each seat plays for itself.
    MaxN,
}

impl SeatSearch {
    /// Whether a game of this many seats (without partners) is searched by
    /// max-n.
    pub(crate) fn max_n(self, seats: usize) -> bool {
        match self {
            SeatSearch::Auto => seats > 4,
            SeatSearch::Paranoid => false,
            SeatSearch::MaxN => seats > 2,
        }
    }
}

/// What one search may spend and how it plays.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Limits {
    /// The deepest iteration, in plies.
    pub depth: u32,
    /// The most positions to visit.
    pub nodes: u64,
    /// When to stop at the latest.
    pub deadline: Option<Instant>,
    /// Below the root, only this many moves of each position are searched,
    /// the best-ordered ones (`None`: all).
    pub width: Option<usize>,
    /// Each evaluation is moved by up to this much, the same for the same
    /// position and seed.
    pub noise: i32,
    /// The evaluation's weights.
    pub weights: Weights,
    /// The seed of the noise.
    pub seed: u64,
    /// Max-n or paranoid, for more than two sides.
    pub seat_search: SeatSearch,
    /// The transposition table's size, as a power of two.
    pub table_bits: u32,
}

/// A score beyond every score.
const INFINITY: i32 = WIN + 1_000;

/// Scores this near a win are wins at a distance in plies.
const WIN_NEAR: i32 = WIN - 10_000;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    value: i32,
    depth: u8,
    bound: Bound,
    best: Option<(Square, Square)>,
}

/// What a finished search found.
pub(crate) struct Found {
    /// The index of the move in the root's list.
    pub index: usize,
    pub score: i32,
    pub depth: u32,
}

pub(crate) struct Searcher<'a> {
    t: &'a Tables,
    limits: Limits,
    pub nodes: u64,
    stopped: bool,
    root: usize,
    table: Vec<Option<Entry>>,
    lists: Vec<Option<Box<MoveList>>>,
    orders: Vec<Vec<(i32, u16)>>,
    killers: Vec<[Option<(Square, Square)>; 2]>,
    history: Vec<i32>,
    path: Vec<u64>,
    seen: &'a HashMap<u64, u32>,
}

impl<'a> Searcher<'a> {
    pub(crate) fn new(
        t: &'a Tables,
        limits: Limits,
        root: usize,
        seen: &'a HashMap<u64, u32>,
    ) -> Searcher<'a> {
        Searcher {
            t,
            limits,
            nodes: 0,
            stopped: false,
            root,
            // No bigger than the positions the search may visit.
            table: vec![None; 1 << limits.table_bits.min(limits.nodes.max(2).ilog2() + 1)],
            lists: Vec::new(),
            orders: Vec::new(),
            killers: Vec::new(),
            history: if limits.depth > 1 {
                vec![0; 256 * 256]
            } else {
                Vec::new()
            },
            path: Vec::new(),
            seen,
        }
    }

    /// Searches the root's moves (each with the position after it) deeper
    /// and deeper until the limits; `fixed` holds the scores of moves whose
    /// value the rules already decided (a draw), not to be searched.
    pub(crate) fn run<N: Node>(&mut self, root: &N, children: &[(Move, N, Option<i32>)]) -> Found {
        let mut order: Vec<usize> = (0..children.len()).collect();
        // Longest stride first before the first iteration has scores.
        order.sort_by_key(|&i| -self.stride(root.seat(), &children[i].0));
        let mut found = Found {
            index: order[0],
            score: 0,
            depth: 0,
        };
        self.path.push(root.key());
        for depth in 1..=self.limits.depth.max(1) {
            let mut best: Option<(usize, i32)> = None;
            let mut values = vec![-INFINITY; children.len()];
            let mut alpha = -INFINITY;
            let mut complete = true;
            for (rank, &i) in order.iter().enumerate() {
                let (_, child, fixed) = &children[i];
                let value = match fixed {
                    Some(v) => *v,
                    None => match self.limits.seat_search {
                        _ if !self.t.partners && self.limits.seat_search.max_n(self.t.seats) => {
                            self.maxn(child, depth as i32 - 1, 1)[self.root]
                        }
                        _ => self.search(child, depth as i32 - 1, 1, alpha, INFINITY),
                    },
                };
                if self.stopped {
                    complete = false;
                    if rank == 0 {
                        best = None;
                    }
                    break;
                }
                values[i] = value;
                if best.is_none_or(|(_, b)| value > b) {
                    best = Some((i, value));
                }
                alpha = alpha.max(value);
            }
            if let Some((index, score)) = best {
                found = Found {
                    index,
                    score,
                    depth,
                };
            }
            if !complete {
                break;
            }
            order.sort_by_key(|&i| -values[i]);
            // A forced result needs no deeper look; nor does a budget spent.
            if found.score.abs() >= WIN_NEAR || self.out_of_budget() {
                break;
            }
        }
        self.path.pop();
        found
    }

    /// How far a move brings the mover toward its target.
    fn stride(&self, seat: usize, m: &Move) -> i32 {
        match (m.from(), m.to()) {
            (Some(from), Some(to)) => {
                i32::from(self.t.dist[seat][from.index()])
                    - i32::from(self.t.dist[seat][to.index()])
            }
            _ => 0,
        }
    }

    fn out_of_budget(&mut self) -> bool {
        if self.nodes >= self.limits.nodes {
            self.stopped = true;
        }
        if let Some(deadline) = self.limits.deadline {
            if Instant::now() >= deadline {
                self.stopped = true;
            }
        }
        self.stopped
    }

    fn visit(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.limits.nodes || (self.nodes & 255 == 0 && self.out_of_budget()) {
            self.stopped = true;
        }
        self.stopped
    }

    fn end_score(&self, end: End, ply: usize) -> i32 {
        match end {
            End::Drawn => 0,
            End::Won(mask) => {
                let ours =
                    (0..self.t.seats).any(|s| mask & (1 << s) != 0 && self.t.allies(s, self.root));
                if ours {
                    WIN - ply as i32
                } else {
                    -(WIN - ply as i32)
                }
            }
        }
    }

    /// Whether the position was seen before, in the game or on the way here:
    /// scored as a draw (a second repetition would draw under `auto`, and a
    /// side that gains by repeating once gains by repeating again).
    fn repeats(&self, key: u64) -> bool {
        self.seen.contains_key(&key) || self.path.contains(&key)
    }

    fn noise(&self, key: u64, salt: u64) -> i32 {
        if self.limits.noise == 0 {
            return 0;
        }
        let span = 2 * self.limits.noise as u64 + 1;
        (mix(key ^ self.limits.seed ^ salt) % span) as i32 - self.limits.noise
    }

    fn evaluate<N: Node>(&self, node: &N) -> i32 {
        let v = standings(node, self.t, &self.limits.weights);
        score_for(self.t, &v, self.root) + self.noise(node.key(), 0)
    }

    fn ensure_ply(&mut self, ply: usize) {
        while self.lists.len() <= ply {
            self.lists.push(Some(Box::new(MoveList::new())));
            self.orders.push(Vec::with_capacity(256));
            self.killers.push([None; 2]);
        }
    }

    /// Generates and orders the moves of `node` at `ply`; returns how many to
    /// search.
    fn order_moves<N: Node>(
        &mut self,
        node: &N,
        ply: usize,
        remembered: Option<(Square, Square)>,
    ) -> usize {
        self.ensure_ply(ply);
        let seat = node.seat();
        let mut list = self.lists[ply]
            .take()
            .unwrap_or_else(|| Box::new(MoveList::new()));
        node.moves_into(&mut list);
        let mut order = std::mem::take(&mut self.orders[ply]);
        order.clear();
        let killers = self.killers[ply];
        for (i, m) in list.iter().enumerate() {
            let pair = m.from().zip(m.to());
            let mut key = self.stride(seat, m) * 1_000;
            if let (Some((from, to)), false) = (pair, self.history.is_empty()) {
                key += self.history[from.index() * 256 + to.index()].min(999);
            }
            if pair.is_some() && pair == remembered {
                key += 10_000_000;
            } else if pair.is_some() && killers.contains(&pair) {
                key += 100_000;
            }
            order.push((key, i as u16));
        }
        order.sort_unstable_by_key(|&(key, _)| -key);
        let count = match self.limits.width {
            Some(width) if ply > 0 => order.len().min(width),
            _ => order.len(),
        };
        self.lists[ply] = Some(list);
        self.orders[ply] = order;
        count
    }

    fn probe(&self, key: u64) -> Option<Entry> {
        let slot = (key as usize) & (self.table.len() - 1);
        self.table[slot].filter(|e| e.key == key)
    }

    fn store(&mut self, key: u64, entry: Entry) {
        let slot = (key as usize) & (self.table.len() - 1);
        if self.table[slot].is_none_or(|old| old.key != key || old.depth <= entry.depth) {
            self.table[slot] = Some(entry);
        }
    }

    /// Alpha-beta from the root side's point of view: its own seats maximise,
    /// the others minimise.
    fn search<N: Node>(
        &mut self,
        node: &N,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        if self.visit() {
            return 0;
        }
        if let Some(end) = node.end() {
            return self.end_score(end, ply);
        }
        let key = node.key();
        if self.repeats(key) {
            return 0;
        }
        if depth <= 0 {
            return self.evaluate(node);
        }
        let remembered = self.probe(key);
        if let Some(e) = remembered {
            if i32::from(e.depth) >= depth {
                let value = from_table(e.value, ply);
                match e.bound {
                    Bound::Exact => return value,
                    Bound::Lower if value >= beta => return value,
                    Bound::Upper if value <= alpha => return value,
                    _ => {}
                }
            }
        }
        let maximising = self.t.allies(node.seat(), self.root);
        let (alpha0, beta0) = (alpha, beta);
        let count = self.order_moves(node, ply, remembered.and_then(|e| e.best));
        self.path.push(key);
        let mut best = if maximising { -INFINITY } else { INFINITY };
        let mut best_move = None;
        let mut played = 0;
        if count == 0 {
            // No move: the seat passes (no other move to compare).
            let value = match node.play(&Move::PASS) {
                Some(child) => self.search(&child, depth - 1, ply + 1, alpha, beta),
                None => self.evaluate(node),
            };
            self.path.pop();
            return value;
        }
        for k in 0..count {
            let index = self.orders[ply][k].1 as usize;
            let Some(m) = self.lists[ply].as_ref().map(|list| list[index]) else {
                break;
            };
            let Some(child) = node.play(&m) else {
                continue;
            };
            played += 1;
            let value = self.search(&child, depth - 1, ply + 1, alpha, beta);
            if self.stopped {
                self.path.pop();
                return 0;
            }
            let better = if maximising {
                value > best
            } else {
                value < best
            };
            if better {
                best = value;
                best_move = m.from().zip(m.to());
            }
            if maximising {
                alpha = alpha.max(value);
            } else {
                beta = beta.min(value);
            }
            if alpha >= beta {
                if let Some(pair) = m.from().zip(m.to()) {
                    let killers = &mut self.killers[ply];
                    if killers[0] != Some(pair) {
                        killers[1] = killers[0];
                        killers[0] = Some(pair);
                    }
                    if let Some(h) = self.history.get_mut(pair.0.index() * 256 + pair.1.index()) {
                        *h = (*h + depth * depth).min(1 << 20);
                    }
                }
                break;
            }
        }
        self.path.pop();
        if self.stopped {
            return 0;
        }
        if played == 0 {
            // Past the last move number there is, no move plays.
            return self.evaluate(node);
        }
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta0 {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.store(
            key,
            Entry {
                key,
                value: to_table(best, ply),
                depth: depth.clamp(0, 255) as u8,
                bound,
                best: best_move,
            },
        );
        best
    }

    /// Max-n: every seat picks the move best for itself; returns each seat's
    /// score.
    fn maxn<N: Node>(&mut self, node: &N, depth: i32, ply: usize) -> [i32; MAX_SEATS] {
        let zero = [0; MAX_SEATS];
        if self.visit() {
            return zero;
        }
        if let Some(end) = node.end() {
            let mut out = zero;
            if let End::Won(mask) = end {
                for (s, v) in out.iter_mut().enumerate().take(self.t.seats) {
                    let won =
                        (0..self.t.seats).any(|w| mask & (1 << w) != 0 && self.t.allies(w, s));
                    *v = if won {
                        WIN - ply as i32
                    } else {
                        -(WIN - ply as i32)
                    };
                }
            }
            return out;
        }
        let key = node.key();
        if self.repeats(key) {
            return zero;
        }
        if depth <= 0 {
            let mut out = scores(self.t, &standings(node, self.t, &self.limits.weights));
            for (s, v) in out.iter_mut().enumerate() {
                *v += self.noise(key, s as u64);
            }
            return out;
        }
        let seat = node.seat();
        let count = self.order_moves(node, ply, None);
        self.path.push(key);
        let mut best: Option<[i32; MAX_SEATS]> = None;
        if count == 0 {
            if let Some(child) = node.play(&Move::PASS) {
                best = Some(self.maxn(&child, depth - 1, ply + 1));
            }
        }
        for k in 0..count {
            let index = self.orders[ply][k].1 as usize;
            let Some(m) = self.lists[ply].as_ref().map(|list| list[index]) else {
                break;
            };
            let Some(child) = node.play(&m) else {
                continue;
            };
            let value = self.maxn(&child, depth - 1, ply + 1);
            if self.stopped {
                break;
            }
            if best.is_none_or(|b| value[seat] > b[seat]) {
                best = Some(value);
            }
        }
        self.path.pop();
        match best {
            Some(best) => best,
            None if self.stopped => zero,
            None => scores(self.t, &standings(node, self.t, &self.limits.weights)),
        }
    }
}

/// A win's distance is counted from the root; the table keeps it from the
/// position itself.
fn to_table(value: i32, ply: usize) -> i32 {
    if value >= WIN_NEAR {
        value + ply as i32
    } else if value <= -WIN_NEAR {
        value - ply as i32
    } else {
        value
    }
}

fn from_table(value: i32, ply: usize) -> i32 {
    if value >= WIN_NEAR {
        value - ply as i32
    } else if value <= -WIN_NEAR {
        value + ply as i32
    } else {
        value
    }
}
