//! Helpers shared by the rules tests.
#![allow(dead_code)]

use halma_rules::{Color, Move, Position, Setup, Square, SquareSet, Variant};

/// A square from its name.
pub fn sq(name: &str) -> Square {
    name.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// A set of squares from names separated by spaces.
pub fn squares(names: &str) -> SquareSet {
    names.split_whitespace().map(sq).collect()
}

/// A move from its text.
pub fn mv(text: &str) -> Move {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A position with these pieces, `turn` to move, at full move `fullmove`.
pub fn position(
    variant: Variant,
    white: &str,
    black: &str,
    turn: Color,
    fullmove: u32,
) -> Position {
    let setup = Setup {
        size: variant.size(),
        white: squares(white),
        black: squares(black),
        turn,
        fullmove,
    };
    Position::from_setup(variant, &setup).unwrap_or_else(|e| panic!("{e}"))
}

/// The legal moves as texts, sorted.
pub fn move_texts(pos: &Position) -> Vec<String> {
    let mut v: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

/// Square names of a set, sorted.
pub fn names(set: SquareSet) -> Vec<String> {
    let mut v: Vec<String> = set.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// A small deterministic generator for random playouts.
pub struct Rng(pub u64);

impl Rng {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A position reached by `plies` random legal moves from the start (fewer if the
/// game ends or someone must pass twice).
pub fn random_position(variant: Variant, seed: u64, plies: usize) -> Position {
    let mut rng = Rng(seed.max(1));
    let mut pos = Position::start(variant);
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() || pos.outcome(variant.default_camp()).is_some() {
            break;
        }
        let m = moves[rng.below(moves.len())];
        pos = pos.play(&m).unwrap();
    }
    pos
}
