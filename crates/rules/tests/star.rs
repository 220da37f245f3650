//! The star games (RULES.md, "Games for three, four and six players"): the
//! board, the start positions, moves and the points rule, finishing, partners
//! and leaving.

use halma_rules::{
    centre, Board, Colour, IllegalMove, Move, Point, PointsRule, SeatGame, SeatOutcome,
    SeatPosition, SeatReason, SeatRecord, SeatRules, SeatVariant, Square, SquareSet,
};

#[test]
fn start_positions_print_back_exactly() {
    let starts = [
        (SeatVariant::StarTwo, "g/gg/ggg/gggg/13/12/11/10/9/10/11/12/13/rrrr/rrr/rr/r r 1"),
        (SeatVariant::StarThree, "1/2/3/4/yyyy5uuuu/yyy6uuu/yy7uu/y8u/9/10/11/12/13/rrrr/rrr/rr/r r 1"),
        (SeatVariant::StarFour, "g/gg/ggg/gggg/9uuuu/9uuu/9uu/9u/9/o9/oo9/ooo9/oooo9/rrrr/rrr/rr/r r 1"),
        (SeatVariant::StarSix, "g/gg/ggg/gggg/yyyy5uuuu/yyy6uuu/yy7uu/y8u/9/o8p/oo7pp/ooo6ppp/oooo5pppp/rrrr/rrr/rr/r r 1"),
    ];
    for (variant, text) in starts {
        let start = SeatPosition::start(SeatRules::new(variant));
        assert_eq!(start.to_string(), text);
        let read = SeatPosition::from_text(SeatRules::new(variant), text).unwrap();
        assert_eq!(read, start);
    }
}

fn hole(name: &str) -> Square {
    Board::Star.parse(name).unwrap()
}

fn mv(text: &str) -> Move {
    Board::Star.parse_move(text).unwrap()
}

fn names(set: SquareSet) -> Vec<String> {
    let mut names: Vec<(u8, u8, String)> = set
        .iter()
        .map(|sq| {
            let (row, number) = Board::Star.order(sq);
            (row, number, Board::Star.name(sq).to_string())
        })
        .collect();
    names.sort();
    names.into_iter().map(|(_, _, name)| name).collect()
}

/// RULES.md's coordinates of a hole, from its name.
fn xy(name: &str) -> (i32, i32) {
    const LENGTHS: [i32; 17] = [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1];
    let k = (name.as_bytes()[0] - b'a') as usize;
    let i: i32 = name[1..].parse().unwrap();
    (2 * (i - 1) - (LENGTHS[k] - 1), k as i32)
}

#[test]
fn the_star_has_121_holes_points_of_ten_and_a_centre_of_61() {
    assert_eq!(Board::Star.squares().len(), 121);
    for point in Point::ALL {
        assert_eq!(point.holes().len(), 10, "{point:?}");
    }
    assert_eq!(centre().len(), 61);
    assert_eq!(
        names(Point::South.holes()),
        ["a1", "b1", "b2", "c1", "c2", "c3", "d1", "d2", "d3", "d4"]
    );
    assert_eq!(
        names(Point::North.holes()),
        ["n1", "n2", "n3", "n4", "o1", "o2", "o3", "p1", "p2", "q1"]
    );
    assert_eq!(
        names(Point::SouthWest.holes()),
        ["e1", "e2", "e3", "e4", "f1", "f2", "f3", "g1", "g2", "h1"]
    );
    assert_eq!(
        names(Point::SouthEast.holes()),
        ["e10", "e11", "e12", "e13", "f10", "f11", "f12", "g10", "g11", "h10"]
    );
    assert_eq!(
        names(Point::NorthWest.holes()),
        ["j1", "k1", "k2", "l1", "l2", "l3", "m1", "m2", "m3", "m4"]
    );
    assert_eq!(
        names(Point::NorthEast.holes()),
        ["j10", "k10", "k11", "l10", "l11", "l12", "m10", "m11", "m12", "m13"]
    );
    assert!(centre().contains(hole("i5")) && centre().contains(hole("e5")));
    for bad in ["a2", "e14", "r1", "i10", "q2"] {
        assert!(Board::Star.parse(bad).is_err(), "{bad}");
    }
}

#[test]
fn neighbours_are_the_six_of_rules_geometry() {
    // On an empty star but for one piece, its steps are exactly the holes at
    // (±2, 0) and (±1, ±1).
    let rules = SeatRules::new(SeatVariant::StarTwo);
    let all = names(Board::Star.squares());
    for from in &all {
        let from = from.as_str();
        let green = if xy(from).1 >= 8 { "a1" } else { "q1" };
        let mut text = String::new();
        let start = SeatPosition::start(rules).to_setup();
        let mut setup = start.clone();
        setup.pieces = [SquareSet::EMPTY; 8];
        setup.pieces[Colour::Red.index()] = SquareSet::EMPTY.with(hole(from));
        setup.pieces[Colour::Green.index()] = SquareSet::EMPTY.with(hole(green));
        text.push_str(&setup.to_string());
        let mut rest = rules;
        rest.points = PointsRule::Rest;
        let position = SeatPosition::from_text(rest, &text).unwrap();
        let (fx, fy) = xy(from);
        let expected: Vec<String> = all
            .iter()
            .filter(|name| {
                let (x, y) = xy(name);
                let (dx, dy) = (x - fx, y - fy);
                (dy == 0 && dx.abs() == 2) || (dy.abs() == 1 && dx.abs() == 1)
            })
            .cloned()
            .collect();
        let mut found: Vec<String> = position
            .legal_moves()
            .iter()
            .map(|m| Board::Star.name(m.to().unwrap()).to_string())
            .collect();
        let mut expected = expected;
        expected.sort();
        found.sort();
        assert_eq!(found, expected, "from {from}");
    }
}

#[test]
fn a_step_and_a_jump_chain() {
    let rules = SeatRules::new(SeatVariant::StarTwo);
    let start = SeatPosition::start(rules);
    let after = start.clone().play(&mv("d1-e5")).unwrap();
    assert_eq!(
        after.to_string(),
        "g/gg/ggg/gggg/13/12/11/10/9/10/11/12/4r8/1rrr/rrr/rr/r g 1"
    );
    let moves: Vec<String> = start
        .legal_moves()
        .iter()
        .map(|m| Board::Star.move_text(m).to_string())
        .collect();
    assert!(moves.contains(&"c1-e5".to_owned()), "{moves:?}");
    // c2 over d2 to e6, then over e7 to e8: a chain of two.
    let position = SeatPosition::from_text(
        rules,
        "g/gg/ggg/gggg/13/12/11/10/9/10/11/12/4r1r6/rr2/rrr/rr/r r 1",
    )
    .unwrap();
    let chain = mv("c2-e6-e8");
    let moves = position.legal_moves();
    assert!(moves.contains(&chain), "{moves:?}");
    let after = position.play(&chain).unwrap();
    assert_eq!(
        after.to_string(),
        "g/gg/ggg/gggg/13/12/11/10/9/10/11/12/4r1rr5/rr2/r1r/rr/r g 1"
    );
    // Landing twice on a hole, or a step after a jump, is refused.
    let back = SeatPosition::start(rules).play(&mv("c1-e5-c1"));
    assert!(back.is_err());
}

/// Red alone in the south-west: its move towards the north may not end in
/// the north-west point under pass-through, but a chain may pass through it.
const NEAR_THE_WEST: &str = "g/gg/ggg/gggg/13/12/11/1r8/r8/1r8/11/12/13/rrrr/rrr/2/1 r 1";

#[test]
fn pass_through_refuses_ending_in_a_foreign_point_but_not_crossing_it() {
    let rules = SeatRules::new(SeatVariant::StarTwo);
    let position = SeatPosition::from_text(rules, NEAR_THE_WEST).unwrap();
    // j1 is in the north-west point, neither red's start nor its target.
    let err = position.clone().play(&mv("i1-j1")).unwrap_err();
    assert_eq!(err.error, IllegalMove::ForeignPoint(hole("j1")));
    assert!(!position.legal_moves().contains(&mv("i1-j1")));
    // A chain may land in the north-west point and go on out of it.
    let through = mv("h2-j1-j3");
    assert!(position.legal_moves().contains(&through));
    position.clone().play(&through).unwrap();
    // Under rest, a move may end there.
    let mut rest = rules;
    rest.points = PointsRule::Rest;
    let position = SeatPosition::from_text(rest, NEAR_THE_WEST).unwrap();
    assert!(position.legal_moves().contains(&mv("i1-j1")));
    position.play(&mv("i1-j1")).unwrap();
}

#[test]
fn a_seat_finishes_by_its_target_and_wins() {
    let rules = SeatRules::new(SeatVariant::StarTwo);
    // Red has nine pieces in the north point and one on m5, next to n1.
    let text = "r/rr/rrr/1rrr/4r8/12/11/10/ggggg4/ggggg5/11/12/13/4/3/2/1 r 9";
    let mut game = SeatGame::new(SeatPosition::from_text(rules, text).unwrap());
    game.play(&mv("m5-n1")).unwrap();
    assert_eq!(
        game.outcome(),
        Some(SeatOutcome::Win {
            winner: Colour::Red,
            reason: SeatReason::TargetReached
        })
    );
    assert!(game.play(&Move::PASS).is_err());
}

#[test]
fn partners_in_star_four_and_leaving() {
    let rules = SeatRules::with_partners(SeatVariant::StarFour).unwrap();
    assert!(SeatRules::with_partners(SeatVariant::StarSix).is_none());
    assert_eq!(
        SeatVariant::StarFour.partner(Colour::Red),
        Some(Colour::Green)
    );
    assert_eq!(
        SeatVariant::StarFour.partner(Colour::Orange),
        Some(Colour::Blue)
    );
    let mut game = SeatGame::new(SeatPosition::start(rules));
    game.play(&mv("d1-e5")).unwrap();
    assert_eq!(game.position().turn(), Colour::Orange);
    game.leave(Colour::Blue).unwrap();
    assert_eq!(
        game.outcome().unwrap().to_string(),
        "red and green win: blue left the game"
    );
    // Without partners, the last seat standing wins.
    let mut game = SeatGame::new(SeatPosition::start(SeatRules::new(SeatVariant::StarThree)));
    game.leave(Colour::Yellow).unwrap();
    game.leave(Colour::Red).unwrap();
    assert!(game.outcome().unwrap().is_winner(Colour::Blue));
}

#[test]
fn star_three_targets_are_the_points_opposite() {
    let v = SeatVariant::StarThree;
    assert_eq!(v.target(Colour::Red), Point::North.holes());
    assert_eq!(v.target(Colour::Yellow), Point::SouthEast.holes());
    assert_eq!(v.target(Colour::Blue), Point::SouthWest.holes());
    assert_eq!(v.opposite(Colour::Red), None);
}

#[test]
fn star_records_round_trip_with_the_top_tip() {
    let text = "[Game \"star-2\"]\n[Red \"ann\"]\n[Green \"bob\"]\n[Points \"rest\"]\n[Position \"1/rr/rrr/rrrr/4r8/12/11/10/ggggg4/ggggg5/11/12/13/4/3/2/1 r 9\"]\n\n9. p1-q1 i1-h1 *";
    let record: SeatRecord = text.parse().unwrap();
    assert_eq!(record.rules.points, PointsRule::Rest);
    let written = record.to_string();
    assert!(written.contains("p1-q1 i1-h1"), "{written}");
    assert!(written.contains("[Points \"rest\"]"), "{written}");
    let again: SeatRecord = written.parse().unwrap();
    assert_eq!(again.to_string(), written);
}

#[test]
fn a_seat_finishes_by_the_fill_rule_on_the_star() {
    let rules = SeatRules::new(SeatVariant::StarTwo);
    // Green still has nine pieces in the north point; red fills its last hole.
    let text = "g/gg/ggg/1ggg/4r8/12/11/10/9/10/11/12/13/rrr1/rrr/rr/r r 30";
    let mut game = SeatGame::new(SeatPosition::from_text(rules, text).unwrap());
    game.play(&mv("m5-n1")).unwrap();
    assert_eq!(
        game.outcome(),
        Some(SeatOutcome::Win {
            winner: Colour::Red,
            reason: SeatReason::TargetFilled
        })
    );
    assert_eq!(
        game.position().to_string(),
        "g/gg/ggg/rggg/13/12/11/10/9/10/11/12/13/rrr1/rrr/rr/r g 30"
    );
}
