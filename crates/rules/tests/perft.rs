//! The move generator against another implementation's counts of move
//! sequences (`tests/data/perft.txt`).

use halma_rules::{perft, seat_perft, Position, SeatPosition, SeatRules, SeatVariant, Variant};

#[test]
fn move_sequence_counts_match_an_independent_implementation() {
    let text = include_str!("data/perft.txt");
    let mut cases = 0;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [game, position, counts] = fields[..] else {
            panic!("line {}: three fields", i + 1);
        };
        let variant: Variant = game.parse().unwrap();
        let position = match position {
            "start" => Position::start(variant),
            text => Position::from_text(variant, text).unwrap(),
        };
        for (depth, expected) in (1..).zip(counts.split_whitespace()) {
            let expected: u64 = expected.parse().unwrap();
            assert_eq!(
                perft(&position, depth),
                expected,
                "line {}: {game} {position} at depth {depth}",
                i + 1
            );
        }
        cases += 1;
    }
    assert_eq!(cases, 7);
}

#[test]
fn seat_games_move_sequence_counts_match_an_independent_implementation() {
    let text = include_str!("data/perft-seats.txt");
    let mut cases = 0;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [game, position, counts] = fields[..] else {
            panic!("line {}: three fields", i + 1);
        };
        let rules = SeatRules::new(game.parse::<SeatVariant>().unwrap());
        let position = match position {
            "start" => SeatPosition::start(rules),
            text => SeatPosition::from_text(rules, text).unwrap(),
        };
        for (depth, expected) in (1..).zip(counts.split_whitespace()) {
            let expected: u64 = expected.parse().unwrap();
            assert_eq!(
                seat_perft(&position, depth),
                expected,
                "line {}: {game} {position} at depth {depth}",
                i + 1
            );
        }
        cases += 1;
    }
    assert_eq!(cases, 3);
}

#[test]
fn a_side_without_a_move_passes() {
    // White's corner piece is walled in: its one move is the pass, after which
    // Black has its own moves.
    let stuck = Position::from_text(Variant::Halma8x8, "8/8/8/8/8/b1b5/bb6/wbb5 w 1").unwrap();
    assert!(stuck.legal_moves().is_empty());
    assert_eq!(perft(&stuck, 1), 1, "the pass");
    let after = stuck.clone().play(&halma_rules::Move::PASS).unwrap();
    assert_eq!(perft(&stuck, 2), after.legal_moves().len() as u64);
    assert!(perft(&stuck, 2) > 0);
}

#[test]
fn star_counts_match_the_data_file() {
    let text = include_str!("data/perft-star.txt");
    let mut cases = 0;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [game, points, position, counts] = fields[..] else {
            panic!("line {}: four fields", i + 1);
        };
        let mut rules = SeatRules::new(game.parse::<SeatVariant>().unwrap());
        rules.points = points.parse().unwrap();
        let position = match position {
            "start" => SeatPosition::start(rules),
            text => SeatPosition::from_text(rules, text).unwrap(),
        };
        for (depth, expected) in (1..).zip(counts.split_whitespace()) {
            let expected: u64 = expected.parse().unwrap();
            assert_eq!(
                seat_perft(&position, depth),
                expected,
                "line {}: {game} {position} at depth {depth}",
                i + 1
            );
        }
        cases += 1;
    }
    assert_eq!(cases, 7);
}
