//! The evaluation: how well each seat stands, in the game's own terms.
//!
//! - **Distance**: the steps the seat's pieces still have to go to its target,
//!   counted against the same pieces packed into the target as deep as they go.
//!   Under the fill rule the squares of the target that other seats' pieces
//!   occupy need no piece of one's own, so only the pieces nearest the target
//!   count, as many as there are squares left to fill.
//! - **Stragglers**: the last two pieces (of those that count) weigh extra, so
//!   that no piece is left behind with nothing to jump over.
//! - **Bridges**: jumps available toward the target (a piece next to one's own
//!   piece, with the square beyond it empty), the start of jump chains.
//! - **Camp deadline** (`deadline N`): pieces still in the seat's own yard
//!   against the moves left to bring them out; hopeless when there are more
//!   pieces than moves.
//! - **Tempo**: the seat to move is a move ahead of the others.
//!
//! The end of the game and repetition are the search's (see `search.rs`).

use halma_rules::CampRule;

use crate::node::Node;
use crate::tables::{Tables, MAX_PIECES, MAX_SEATS};

/// The weights of the evaluation's terms, per step of distance and so on.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Weights {
    pub distance: i32,
    pub last: i32,
    pub second: i32,
    pub bridge: i32,
    pub tempo: i32,
}

impl Weights {
    /// Distance and the camp deadline only: the beginner's view.
    pub(crate) const PLAIN: Weights = Weights {
        distance: 10,
        last: 0,
        second: 0,
        bridge: 0,
        tempo: 0,
    };

    /// Every term.
    pub(crate) const FULL: Weights = Weights {
        distance: 10,
        last: 6,
        second: 3,
        bridge: 4,
        tempo: 12,
    };
}

/// A score that no evaluation reaches: a won game, less the plies to get there.
pub(crate) const WIN: i32 = 1_000_000;

/// The penalty of pieces that cannot all leave the yard before the deadline:
/// below a win, above anything else.
const HOPELESS: i32 = 50_000;

/// How well each seat stands, higher is better; only differences mean anything.
pub(crate) fn standings<N: Node>(node: &N, t: &Tables, w: &Weights) -> [i32; MAX_SEATS] {
    let mut out = [0; MAX_SEATS];
    let occupied = node.occupied();
    let to_move = node.seat();
    for (s, value) in out.iter_mut().enumerate().take(t.seats) {
        let own = node.pieces(s);
        let count = own.len().min(MAX_PIECES);
        if count == 0 {
            continue;
        }
        let mut dists = [0u8; MAX_PIECES];
        for (d, sq) in dists.iter_mut().zip(own.iter()) {
            *d = t.dist[s][sq.index()];
        }
        let dists = &mut dists[..count];
        let needed = match t.camp_rule {
            Some(CampRule::Deadline(_)) => count,
            _ => {
                let others =
                    occupied.intersection(t.target[s]).len() - own.intersection(t.target[s]).len();
                t.target[s].len().saturating_sub(others).clamp(1, count)
            }
        };
        dists.sort_unstable();
        let counted = &dists[..needed];
        let travelled: u32 = counted.iter().map(|&d| u32::from(d)).sum();
        let distance = travelled as i32 - t.packed[s][needed] as i32;
        let depth = t.target_depth[s];
        let behind = |i: usize| i32::from(counted[i].saturating_sub(depth));
        let last = behind(needed - 1);
        let second = if needed >= 2 { behind(needed - 2) } else { 0 };
        let mut v = -(w.distance * distance + w.last * last + w.second * second);
        if w.bridge != 0 {
            let mut bridges = 0;
            for sq in own.iter() {
                for jump in t.forward[s][sq.index()].iter() {
                    if occupied.contains(jump.over) && !occupied.contains(jump.land) {
                        bridges += 1;
                    }
                }
            }
            v += w.bridge * bridges.min(12);
        }
        if let Some(CampRule::Deadline(n)) = t.camp_rule {
            v -= camp_penalty(node, t, s, n);
        }
        // The seat to move is a full move ahead; the others by how soon
        // their turn comes.
        let wait = (s + t.seats - to_move) % t.seats;
        v += w.tempo * (t.seats - wait) as i32 / t.seats as i32;
        *value = v;
    }
    out
}

/// `deadline n`: what the pieces still in seat `s`'s yard cost, against the
/// moves it has left before the deadline (one piece can leave per move).
fn camp_penalty<N: Node>(node: &N, t: &Tables, s: usize, n: u32) -> i32 {
    let home = node.pieces(s).intersection(t.camp[s]).len() as i64;
    let f = i64::from(node.fullmove());
    let n = i64::from(n);
    if home == 0 || f > n {
        return 0;
    }
    // White (seat 0) waiting for Black to move has its next move at f + 1.
    let late = i64::from(s != node.seat() && s == 0);
    let moves_left = n + 1 - f - late;
    let slack = moves_left - home;
    if slack < 0 {
        HOPELESS + 1_000 * (-slack).min(20) as i32
    } else if slack < 6 {
        (home * (6 - slack) * 15) as i32
    } else {
        0
    }
}

/// The value of each side (a seat, or with partners a pair): a pair stands
/// as well as its weaker seat, and a little better for the stronger.
fn team_values(t: &Tables, v: &[i32; MAX_SEATS]) -> [i32; MAX_SEATS] {
    let mut out = [i32::MIN; MAX_SEATS];
    if !t.partners {
        for s in 0..t.seats {
            if t.playing[s] {
                out[s] = v[s];
            }
        }
        return out;
    }
    for team in 0..2 {
        let (a, b) = (v[team], v[team + 2]);
        out[team] = (3 * a.min(b) + a.max(b)) / 2;
    }
    out
}

/// The score from the point of view of `root`'s side: its value less that of
/// the best of the others.
pub(crate) fn score_for(t: &Tables, v: &[i32; MAX_SEATS], root: usize) -> i32 {
    let teams = team_values(t, v);
    let mine = teams[t.team[root]];
    let best_other = teams
        .iter()
        .enumerate()
        .filter(|&(team, &value)| team != t.team[root] && value != i32::MIN)
        .map(|(_, &value)| value)
        .max()
        .unwrap_or(0);
    mine - best_other
}

/// The score of every seat from its own point of view (for max-n).
pub(crate) fn scores(t: &Tables, v: &[i32; MAX_SEATS]) -> [i32; MAX_SEATS] {
    let mut out = [0; MAX_SEATS];
    for (s, score) in out.iter_mut().enumerate().take(t.seats) {
        *score = score_for(t, v, s);
    }
    out
}
