//! Counting move sequences, the way chess programs check their move
//! generators against one another ("perft").

use crate::moves::Move;
use crate::position::Position;
use crate::seat_position::SeatPosition;

/// The number of sequences of `depth` moves from `position`, a pass counted as
/// the one move of a side that has no other. The game's end is not looked at:
/// this counts what the move generator lists, to be compared with the counts
/// of another implementation of the rules.
pub fn perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = position.legal_moves();
    if moves.is_empty() {
        let passed = position
            .clone()
            .play(&Move::PASS)
            .expect("a side without a move passes");
        return perft(&passed, depth - 1);
    }
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| {
            let next = position.clone().play(m).expect("a listed move plays");
            perft(&next, depth - 1)
        })
        .sum()
}

/// [`perft`] for a game for more than two: the seats move in turn order, a
/// pass counted as the one move of a seat that has no other.
pub fn seat_perft(position: &SeatPosition, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = position.legal_moves();
    if moves.is_empty() {
        let passed = position
            .clone()
            .play(&Move::PASS)
            .expect("a seat without a move passes");
        return seat_perft(&passed, depth - 1);
    }
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| {
            let next = position.clone().play(m).expect("a listed move plays");
            seat_perft(&next, depth - 1)
        })
        .sum()
}
