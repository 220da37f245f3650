//! The reference bot's strategy, over the rules crate alone: the bot
//! (`bot.rs`) plays it through the JSON API, and the engine's strength
//! example (`crates/engine/examples/strength.rs`) measures the computer
//! players against it. Included by path by both.

use std::collections::HashSet;

use halma_rules::{CampRule, Color, Move, Outcome, Position, PositionKey, Square, Variant};

/// Chooses a move for the side to move in `position`, or `None` when there is
/// none. `seen` holds positions (in the text format) this side already made
/// in the game: a move that would make one again is taken only when every
/// other move is worse.
pub fn choose(position: &Position, camp: CampRule, seen: &HashSet<PositionKey>) -> Option<Move> {
    let me = position.turn();
    let legal = position.legal_moves();
    let variant = position.variant();
    let corner = target_corner(variant, me);
    let yard = variant.yard(me);
    // The camp deadline: the pieces still at home must be out by then.
    let at_home = position.pieces(me).intersection(yard).len() as i64;
    let moves_left = match camp {
        CampRule::Deadline(n) => i64::from(n) + 1 - i64::from(position.fullmove()),
        CampRule::Fill => i64::MAX,
    };
    let hurry = at_home > 0 && moves_left <= at_home + 2;
    let mut best: Option<(i64, Move)> = None;
    for m in legal.iter() {
        let (Some(from), Some(to)) = (m.from(), m.to()) else {
            continue;
        };
        let Ok(after) = position.clone().play(m) else {
            continue;
        };
        let score = match after.outcome(camp) {
            Some(Outcome::Win { winner, .. }) if winner == me => i64::MAX,
            Some(Outcome::Win { .. }) => i64::MIN + 2,
            Some(Outcome::Draw { .. }) => i64::MIN + 3,
            None => {
                let progress = distance(from, corner) - distance(to, corner);
                // Progress first; among equals, the piece furthest behind.
                let mut score = progress * 1_000 + distance(from, corner);
                if hurry && yard.contains(from) && !yard.contains(to) {
                    score += 1_000_000;
                }
                if seen.contains(&after.key()) {
                    score -= 10_000_000;
                }
                score
            }
        };
        if best.as_ref().is_none_or(|(b, _)| score > *b) {
            best = Some((score, *m));
        }
    }
    best.map(|(_, m)| m)
}

/// The far corner of `color`'s target (White's yard is bottom right, so its
/// target's corner is top left).
fn target_corner(variant: Variant, color: Color) -> Square {
    let last = variant.size() - 1;
    let (file, rank) = match color {
        Color::White => (0, last),
        Color::Black => (last, 0),
    };
    Square::new(file, rank).expect("a corner is on the board")
}

/// Steps from `a` to `b` in the eight directions, weighted so that a diagonal
/// toward the corner counts more than a sideways step.
fn distance(a: Square, b: Square) -> i64 {
    let df = (i64::from(a.file()) - i64::from(b.file())).abs();
    let dr = (i64::from(a.rank()) - i64::from(b.rank())).abs();
    df * df + dr * dr
}
