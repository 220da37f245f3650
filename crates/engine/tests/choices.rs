//! What the engine chooses in positions made for the purpose: a win in one
//! is taken, a move that loses at once by the camp deadline is not, a seat
//! with no move passes, and the budget and the seed are kept.

use halma_engine::{Budget, Engine, Level, Rng};
use halma_rules::{
    CampRule, Game, Move, Outcome, Position, Rules, SeatGame, SeatOutcome, SeatPosition, SeatRules,
    SeatVariant, Variant,
};

fn game(variant: Variant, camp: CampRule, text: &str) -> Game {
    let mut rules = Rules::new(variant);
    rules.camp = camp;
    Game::new(
        rules,
        Position::from_text(variant, text).expect("a position"),
    )
}

fn seat_game(rules: SeatRules, text: &str) -> SeatGame {
    SeatGame::new(SeatPosition::from_text(rules, text).expect("a position"))
}

/// Every level, with a few seeds each.
fn engines() -> impl Iterator<Item = Engine> {
    Level::ALL
        .into_iter()
        .flat_map(|level| (0..3).map(move |seed| Engine::new(level).with_seed(seed)))
}

fn chosen(engine: &Engine, game: &Game) -> String {
    engine
        .choose(game, Budget::nodes(20_000))
        .expect("the game goes on")
        .mv
        .to_string()
}

#[test]
fn a_win_in_one_is_taken() {
    // White has nine pieces in its target; e7-d8 brings in the tenth.
    let g = game(
        Variant::Halma8x8,
        CampRule::Deadline(30),
        "www5/www1w3/ww6/w7/4b3/8/8/8 w 40",
    );
    for engine in engines() {
        assert_eq!(chosen(&engine, &g), "e7-d8", "level {}", engine.level());
    }
}

#[test]
fn a_win_by_the_fill_rule_is_taken() {
    // Black still has seven pieces at home, in White's target; under `fill`
    // White wins by filling the one square left, d8.
    let g = game(
        Variant::Halma8x8,
        CampRule::Fill,
        "bbw5/bbw1w3/bb6/b7/8/8/8/8 w 20",
    );
    for engine in engines() {
        let m = chosen(&engine, &g);
        assert_eq!(m, "e7-d8", "level {}", engine.level());
        let mut after = g.clone();
        after.play(&m.parse().unwrap()).unwrap();
        assert!(matches!(
            after.outcome(),
            Some(Outcome::Win {
                winner: halma_rules::Color::White,
                ..
            })
        ));
    }
}

#[test]
fn a_win_in_one_is_taken_in_a_game_for_three() {
    // Red has nine pieces in the north point; m6-n1 brings in the tenth.
    let g = seat_game(
        SeatRules::new(SeatVariant::StarThree),
        "r/rr/rrr/1rrr/5r7/12/11/10/3yu4/10/11/12/13/4/3/2/1 r 30",
    );
    let board = SeatVariant::StarThree.board();
    for engine in engines() {
        let choice = engine.choose(&g, Budget::nodes(20_000)).expect("ongoing");
        assert_eq!(board.move_text(&choice.mv).to_string(), "m6-n1");
        let mut after = g.clone();
        after.play(&choice.mv).unwrap();
        assert!(matches!(after.outcome(), Some(SeatOutcome::Win { .. })));
    }
}

#[test]
fn a_win_in_one_is_taken_by_partners() {
    // halma-16x16-4 with partners: white has finished; black, its partner,
    // has twelve pieces in its target (white's camp) and steps in the last.
    let rules = SeatRules::with_partners(SeatVariant::Halma16x16Four).unwrap();
    let g = seat_game(
        rules,
        "wwww12/wwww12/www13/ww14/16/16/16/7r8/7g8/16/16/13b2/15b/13bbb/12bbbb/12bbbb b 60",
    );
    let choice = Engine::new(Level::new(5).unwrap())
        .choose(&g, Budget::nodes(20_000))
        .expect("ongoing");
    let mut after = g.clone();
    after.play(&choice.mv).unwrap();
    assert_eq!(
        after.outcome().map(|o| o.to_string()).as_deref(),
        Some("white and black win: both partners finished"),
        "{}",
        choice.mv
    );
}

#[test]
fn a_move_that_loses_by_the_deadline_is_avoided() {
    // Black's 30th move, with d8 still in its yard: every move but those of
    // d8 out of the yard loses at once, however far c5-e3-g3 jumps.
    let g = game(
        Variant::Halma8x8,
        CampRule::Deadline(30),
        "3b3b/8/8/2b5/3w4/w4w2/www5/wwww4 b 30",
    );
    for engine in engines() {
        let m = chosen(&engine, &g);
        assert!(
            ["d8-d7", "d8-e7", "d8-e8"].contains(&m.as_str()),
            "level {}: {m}",
            engine.level()
        );
    }
}

#[test]
fn a_move_back_into_the_yard_after_the_deadline_is_avoided() {
    // h5-h4 goes back into White's yard after move 30: it loses at once.
    let g = game(
        Variant::Halma8x8,
        CampRule::Deadline(30),
        "w7/5b1b/6bb/5bbw/6b1/5b2/8/8 w 35",
    );
    for engine in engines() {
        let m = chosen(&engine, &g);
        assert!(m.starts_with("a8-"), "level {}: {m}", engine.level());
    }
}

#[test]
fn the_pieces_at_home_leave_in_time_for_the_deadline() {
    // White's 30th move, one piece still at home on h1: after Black's reply
    // the deadline falls, so h1 must leave now, and only the jump h1-f3 does
    // (g5-e7-c5 goes further).
    let g = game(
        Variant::Halma8x8,
        CampRule::Deadline(30),
        "www5/www5/ww1b1b2/6w1/3b4/8/6b1/7w w 30",
    );
    let yard = Variant::Halma8x8.yard(halma_rules::Color::White);
    for engine in engines() {
        let m: Move = chosen(&engine, &g).parse().unwrap();
        assert_eq!(
            m.from().map(|s| s.to_string()).as_deref(),
            Some("h1"),
            "level {}: {m}",
            engine.level()
        );
        assert!(
            !yard.contains(m.to().unwrap()),
            "level {}: {m}",
            engine.level()
        );
    }
}

#[test]
fn a_seat_without_a_move_passes() {
    let g = game(
        Variant::Halma8x8,
        CampRule::Deadline(30),
        "8/8/8/8/8/b1b5/bb6/wbb5 w 1",
    );
    for engine in engines() {
        let choice = engine.choose(&g, Budget::LEVEL).expect("ongoing");
        assert!(
            choice.mv.is_pass(),
            "level {}: {}",
            engine.level(),
            choice.mv
        );
    }
}

#[test]
fn a_finished_game_has_no_move() {
    let g = game(
        Variant::Halma8x8,
        CampRule::Deadline(30),
        "wwww4/www5/ww6/w7/4b3/8/8/8 b 40",
    );
    assert!(g.outcome().is_some());
    assert_eq!(Engine::new(Level::MAX).choose(&g, Budget::LEVEL), None);
}

#[test]
fn no_move_is_chosen_past_the_last_move_number() {
    // Black to move at the last move number: no move of Black has a number.
    let g = game(
        Variant::Halma8x8,
        CampRule::Fill,
        "bbbb4/bbb5/bb6/b7/7w/6ww/5www/4wwww b 4294967295",
    );
    assert!(!g.position().legal_moves().is_empty());
    assert_eq!(
        Engine::new(Level::MAX).choose(&g, Budget::nodes(1_000)),
        None
    );
    // White still moves there, though Black then cannot.
    let g = game(
        Variant::Halma8x8,
        CampRule::Fill,
        "bbbb4/bbb5/bb6/b7/7w/6ww/5www/4wwww w 4294967295",
    );
    for engine in engines() {
        let choice = engine
            .choose(&g, Budget::nodes(1_000))
            .expect("white moves");
        assert!(g.position().check(&choice.mv).is_ok());
    }
}

#[test]
fn the_node_budget_is_kept_and_the_same_seed_chooses_the_same() {
    let start = Game::new(
        Rules::new(Variant::Halma10x10),
        Position::start(Variant::Halma10x10),
    );
    for level in Level::ALL {
        for budget in [50, 500, 5_000] {
            let engine = Engine::new(level).with_seed(9);
            let a = engine.choose(&start, Budget::nodes(budget)).unwrap();
            let b = engine.choose(&start, Budget::nodes(budget)).unwrap();
            assert_eq!(a, b, "level {level}");
            assert!(
                a.nodes <= budget + 1,
                "level {level}: {} nodes of {budget}",
                a.nodes
            );
        }
    }
    // Level 5 searches deeper with more nodes.
    let five = Engine::new(Level::MAX);
    let shallow = five.choose(&start, Budget::nodes(300)).unwrap();
    let deep = five.choose(&start, Budget::nodes(50_000)).unwrap();
    assert!(
        deep.depth > shallow.depth,
        "{} then {}",
        shallow.depth,
        deep.depth
    );
}

#[test]
fn level_one_varies_with_the_seed_and_level_five_does_not() {
    // Random positions of a game of 8x8.
    let mut rng = Rng::new(3);
    let mut game = Game::new(
        Rules::new(Variant::Halma8x8),
        Position::start(Variant::Halma8x8),
    );
    let mut differs = [0; 2];
    for _ in 0..20 {
        let moves = game.position().legal_moves();
        game.play(&moves[rng.below(moves.len())]).unwrap();
        for (i, level) in [Level::MIN, Level::MAX].into_iter().enumerate() {
            let choices: Vec<Move> = (0..4)
                .map(|seed| {
                    Engine::new(level)
                        .with_seed(seed)
                        .choose(&game, Budget::nodes(3_000))
                        .unwrap()
                        .mv
                })
                .collect();
            if choices.iter().any(|m| *m != choices[0]) {
                differs[i] += 1;
            }
        }
    }
    assert!(
        differs[0] >= 5,
        "level 1 varied in {} of 20 positions",
        differs[0]
    );
    assert_eq!(differs[1], 0, "level 5 varied");
}

#[test]
fn level_five_beats_level_one() {
    // A few games of 8x8 at small budgets: the searching level wins them all.
    for seed in 0..4 {
        let mut game = Game::new(
            Rules::new(Variant::Halma8x8),
            Position::start(Variant::Halma8x8),
        );
        let five_plays = if seed % 2 == 0 {
            halma_rules::Color::White
        } else {
            halma_rules::Color::Black
        };
        while game.outcome().is_none() && game.position().fullmove() < 150 {
            let level = if game.position().turn() == five_plays {
                Level::MAX
            } else {
                Level::MIN
            };
            let choice = Engine::new(level)
                .with_seed(seed)
                .choose(&game, Budget::nodes(3_000))
                .unwrap();
            game.play(&choice.mv).unwrap();
        }
        assert_eq!(
            game.outcome().and_then(Outcome::winner),
            Some(five_plays),
            "game {seed}: {:?}",
            game.outcome()
        );
    }
}
