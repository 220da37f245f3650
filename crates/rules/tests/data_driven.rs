//! The hand-written cases of `tests/data/moves.txt`: each position's legal moves,
//! exactly as `halma moves` lists them.

mod support;

use halma_rules::{Position, Variant};

struct Case {
    line: usize,
    variant: Variant,
    position: Position,
    moves: Vec<String>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("data/moves.txt");
    let mut cases = Vec::new();
    let mut variant = None;
    let mut current: Option<Case> = None;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(id) = line.strip_prefix("game ") {
            variant = Some(id.parse::<Variant>().unwrap());
        } else if let Some(pos) = line.strip_prefix("position ") {
            let v = variant.expect("game before position");
            current = Some(Case {
                line: i + 1,
                variant: v,
                position: Position::from_text(v, pos)
                    .unwrap_or_else(|e| panic!("line {}: {e}", i + 1)),
                moves: Vec::new(),
            });
        } else if line == "end" {
            cases.push(current.take().expect("a case to end"));
        } else {
            current
                .as_mut()
                .expect("a case")
                .moves
                .push(line.to_owned());
        }
    }
    cases
}

fn listed(pos: &Position) -> Vec<String> {
    let mut moves = pos.legal_moves();
    if moves.is_empty() {
        return vec!["pass".to_owned()];
    }
    moves.sort_by_key(|m| (m.from(), m.to()));
    moves.iter().map(|m| m.to_string()).collect()
}

#[test]
fn every_case_lists_exactly_its_moves() {
    let cases = cases();
    assert!(cases.len() >= 5, "the data file has its cases");
    for case in cases {
        assert_eq!(
            listed(&case.position),
            case.moves,
            "case at line {} ({})",
            case.line,
            case.variant
        );
    }
}
