//! Properties over many positions reached by random play in every game: every
//! listed move plays, every move built click by click is listed, texts round-trip,
//! and a record replays to the same positions.

mod support;

use std::collections::HashSet;

use halma_rules::{Game, Move, Position, Record, Rules, Square, Variant};
use support::Rng;

const SEEDS: u64 = 12;
const PLIES: usize = 160;

/// Every position of random games of `variant`.
fn random_games(variant: Variant, mut visit: impl FnMut(&Position, &mut Rng)) {
    for seed in 1..=SEEDS {
        let mut rng = Rng(seed * 7919 + variant.size() as u64);
        let mut pos = Position::start(variant);
        for _ in 0..PLIES {
            visit(&pos, &mut rng);
            if pos.outcome(variant.default_camp()).is_some() {
                break;
            }
            let moves = pos.legal_moves();
            let m = if moves.is_empty() {
                Move::PASS
            } else {
                moves[rng.below(moves.len())]
            };
            pos = pos.play(&m).unwrap();
        }
    }
}

/// Every path of clicks from `path`, up to `depth` more squares, that makes a move.
fn clicked_moves(pos: &Position, path: &mut Vec<Square>, depth: usize, out: &mut Vec<Vec<Square>>) {
    let clicks = pos.clicks(path).unwrap();
    if clicks.complete {
        out.push(path.clone());
    }
    if depth == 0 {
        return;
    }
    for sq in clicks.targets.iter() {
        path.push(sq);
        clicked_moves(pos, path, depth - 1, out);
        path.pop();
    }
}

#[test]
fn every_listed_move_plays_and_each_pair_is_listed_once() {
    for variant in Variant::ALL {
        random_games(variant, |pos, _| {
            let moves = pos.legal_moves();
            let mut pairs = HashSet::new();
            for m in &moves {
                assert!(
                    pairs.insert((m.from(), m.to())),
                    "{m} listed twice in {pos}"
                );
                let after = pos
                    .clone()
                    .play(m)
                    .unwrap_or_else(|e| panic!("{m} in {pos}: {e}"));
                assert_eq!(after.piece_at(m.to().unwrap()), Some(pos.turn()));
                assert_eq!(after.piece_at(m.from().unwrap()), None);
                assert_eq!(after.turn(), !pos.turn());
            }
            assert_eq!(moves.is_empty(), !pos.has_legal_move(), "{pos}");
        });
    }
}

#[test]
fn every_move_built_click_by_click_is_listed_and_every_listed_move_can_be_clicked() {
    for variant in Variant::ALL {
        random_games(variant, |pos, rng| {
            let moves = pos.legal_moves();
            let pairs: HashSet<_> = moves.iter().map(|m| (m.from(), m.to())).collect();
            let first = pos.clicks(&[]).unwrap();
            let movable: HashSet<_> = moves.iter().filter_map(Move::from).collect();
            assert_eq!(
                first.targets.iter().collect::<HashSet<_>>(),
                movable,
                "{pos}"
            );
            // Clicking from one random piece, a few squares deep.
            if let Some(piece) = first
                .targets
                .iter()
                .nth(rng.below(first.targets.len().max(1)))
            {
                let mut built = Vec::new();
                clicked_moves(pos, &mut vec![piece], 4, &mut built);
                for path in built {
                    let m = Move::new(&path).unwrap();
                    assert!(pos.check(&m).is_ok(), "{m} clicked in {pos}");
                    assert!(
                        pairs.contains(&(m.from(), m.to())),
                        "{m} clicked but not listed in {pos}"
                    );
                }
            }
            // Each listed move, square by square.
            for m in &moves {
                let squares = m.squares();
                for i in 1..squares.len() {
                    let clicks = pos.clicks(&squares[..i]).unwrap();
                    assert!(
                        clicks.targets.contains(squares[i]),
                        "{m}: {} not offered in {pos}",
                        squares[i]
                    );
                }
                assert!(pos.clicks(squares).unwrap().complete);
            }
        });
    }
}

#[test]
fn position_texts_round_trip() {
    for variant in Variant::ALL {
        random_games(variant, |pos, _| {
            let text = pos.to_string();
            let back = Position::from_text(variant, &text).unwrap();
            assert_eq!(&back, pos);
            assert_eq!(back.to_string(), text);
        });
    }
}

#[test]
fn a_record_replays_to_the_same_positions() {
    for variant in Variant::ALL {
        for seed in 1..=4 {
            let mut rng = Rng(seed + 99);
            let mut game = Game::new(Rules::new(variant), Position::start(variant));
            for _ in 0..120 {
                if game.outcome().is_some() {
                    break;
                }
                let moves = game.position().legal_moves();
                let m = if moves.is_empty() {
                    Move::PASS
                } else {
                    moves[rng.below(moves.len())]
                };
                game.play(&m).unwrap();
            }
            let result = game.outcome().map_or("*", |o| o.result());
            let record = Record::of(&game, "alice", "bob \"the\" builder", result, None);
            let text = record.to_string();
            let parsed: Record = text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(parsed, record);
            let replayed = parsed.replay().unwrap();
            assert_eq!(replayed.positions(), game.positions());
            assert_eq!(replayed.outcome(), game.outcome());
        }
    }
}
