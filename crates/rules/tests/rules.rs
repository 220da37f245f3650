//! One test (or more) for each rule sentence of RULES.md and each Halma and
//! Embargo rule of the sites' pages.

mod support;

use halma_rules::{
    CampRule, ClaimError, Color, Game, GameError, IllegalMove, Move, Outcome, Position, Reason,
    RepetitionRule, Rules, Variant,
};
use support::*;

use Color::{Black, White};
use Variant::{Embargo, Halma10x10, Halma16x16, Halma8x8};

// ---- Board, yards and the start ----

#[test]
fn the_8x8_start_is_that_of_rules_md() {
    let start = Position::start(Halma8x8);
    assert_eq!(start.to_string(), "bbbb4/bbb5/bb6/b7/7w/6ww/5www/4wwww w 1");
    assert_eq!(
        names(start.pieces(White)),
        names(squares("e1 f1 g1 h1 f2 g2 h2 g3 h3 h4"))
    );
    assert_eq!(
        names(start.pieces(Black)),
        names(squares("a8 b8 c8 d8 a7 b7 c7 a6 b6 a5"))
    );
}

#[test]
fn every_game_starts_with_full_yards_and_white_to_move() {
    for (variant, pieces, size) in [
        (Halma8x8, 10, 8),
        (Halma10x10, 15, 10),
        (Halma16x16, 19, 16),
        (Embargo, 6, 9),
    ] {
        let start = Position::start(variant);
        assert_eq!(start.pieces(White).len(), pieces);
        assert_eq!(start.pieces(Black).len(), pieces);
        assert_eq!(start.turn(), White);
        assert_eq!(start.fullmove(), 1);
        assert_eq!(start.to_string().split('/').count(), size);
        // The yards are mirror images through the centre.
        for sq in start.pieces(White).iter() {
            assert!(start.pieces(Black).contains(sq.rotated(size as u8)));
        }
    }
    assert_eq!(
        Position::start(Halma10x10).to_string(),
        "bbbbb5/bbbb6/bbb7/bb8/b9/9w/8ww/7www/6wwww/5wwwww w 1"
    );
    assert_eq!(
        Position::start(Embargo).to_string(),
        "bbb6/bb7/b8/9/9/9/8w/7ww/6www w 1"
    );
    assert_eq!(
        Position::start(Halma16x16).to_string(),
        "bbbbb11/bbbbb11/bbbb12/bbb13/bb14/16/16/16/16/16/16/14ww/13www/12wwww/11wwwww/11wwwww w 1"
    );
}

// ---- Halma moves ----

#[test]
fn a_step_goes_to_any_empty_neighbour() {
    let pos = position(Halma8x8, "d4", "a8", White, 1);
    assert_eq!(
        names(pos.destinations(sq("d4"))),
        names(squares("c3 d3 e3 c4 e4 c5 d5 e5"))
    );
}

#[test]
fn a_jump_goes_over_own_and_opponent_pieces_in_all_eight_directions() {
    let pos = position(Halma8x8, "d4 c3 d3 e3", "c4 e4 c5 d5 e5", White, 1);
    assert_eq!(
        names(pos.destinations(sq("d4"))),
        names(squares("b2 d2 f2 b4 f4 b6 d6 f6"))
    );
    // Nothing is captured.
    let after = pos.play(&mv("d4-f6")).unwrap();
    assert_eq!(after.pieces(Black).len(), 5);
    assert_eq!(after.pieces(White).len(), 4);
}

#[test]
fn a_jump_needs_a_piece_to_jump_and_an_empty_square_beyond() {
    let pos = position(Halma8x8, "d4", "e4 f4", White, 1);
    assert!(!pos.destinations(sq("d4")).contains(sq("f4")));
    assert_eq!(
        pos.check(&mv("d4-f4")),
        Err(IllegalMove::Occupied(sq("f4")))
    );
    assert_eq!(
        pos.check(&mv("d4-d6")),
        Err(IllegalMove::NothingToJump {
            from: sq("d4"),
            to: sq("d6"),
            over: sq("d5")
        })
    );
    assert!(matches!(
        pos.check(&mv("d4-g4")),
        Err(IllegalMove::NotStepOrJump(..))
    ));
}

#[test]
fn a_chain_may_go_on_in_any_direction_and_stop_after_any_jump() {
    // d4 over d5 to d6, then over e6 to f6, then over f5 to f4.
    let pos = position(Halma8x8, "d4 e6", "d5 f5", White, 1);
    for m in ["d4-d6", "d4-d6-f6", "d4-d6-f6-f4"] {
        assert!(pos.check(&mv(m)).is_ok(), "{m}");
    }
    let after = pos.clone().play(&mv("d4-d6-f6-f4")).unwrap();
    assert_eq!(after.piece_at(sq("f4")), Some(White));
    assert_eq!(after.piece_at(sq("d4")), None);
    // The step-by-step view: after d4-d6 more jumps are offered, and the move may
    // already be submitted.
    let clicks = pos.clicks(&[sq("d4"), sq("d6")]).unwrap();
    assert!(clicks.complete);
    assert_eq!(names(clicks.targets), ["f6"]);
    let clicks = pos
        .clicks(&[sq("d4"), sq("d6"), sq("f6"), sq("f4")])
        .unwrap();
    assert!(clicks.complete);
    assert!(clicks.targets.is_empty());
}

#[test]
fn a_chain_never_lands_twice_on_a_square_the_start_included() {
    // Four pieces around c3..e5: c3-c5-e5-e3 could go on to c3 and round again.
    let pos = position(Halma8x8, "c3", "c4 d5 e4 d3", White, 1);
    let path = [sq("c3"), sq("c5"), sq("e5"), sq("e3")];
    let clicks = pos.clicks(&path).unwrap();
    assert!(clicks.targets.is_empty(), "{:?}", clicks.targets);
    assert_eq!(
        pos.check(&mv("c3-c5-e5-e3-c3")),
        Err(IllegalMove::Revisit(sq("c3")))
    );
    assert_eq!(
        pos.check(&mv("c3-c5-e5-c5")),
        Err(IllegalMove::Revisit(sq("c5")))
    );
    // The legal list has each destination once, by its shortest path.
    let moves = move_texts(&pos);
    assert!(moves.contains(&"c3-e3".to_owned()));
    assert!(moves.contains(&"c3-c5".to_owned()));
    assert!(moves.contains(&"c3-c5-e5".to_owned()) || moves.contains(&"c3-e3-e5".to_owned()));
    assert_eq!(moves.iter().filter(|m| m.ends_with("e5")).count(), 1);
}

#[test]
fn a_step_and_jumps_never_mix() {
    let pos = position(Halma8x8, "d4", "e5 f7", White, 1);
    // A step ends the move: nothing more to click.
    let clicks = pos.clicks(&[sq("d4"), sq("d5")]).unwrap();
    assert!(clicks.complete);
    assert!(clicks.targets.is_empty());
    assert_eq!(
        pos.check(&mv("d4-e4-g6")),
        Err(IllegalMove::StepThenMore(sq("e4")))
    );
    // A jump then a step.
    assert_eq!(
        pos.check(&mv("d4-f6-f7")),
        Err(IllegalMove::StepAfterJump(sq("f7")))
    );
}

#[test]
fn only_the_side_to_move_moves_its_own_pieces() {
    let start = Position::start(Halma8x8);
    assert_eq!(
        start.check(&mv("b6-c5")),
        Err(IllegalMove::NotYourPiece {
            square: sq("b6"),
            color: White
        })
    );
    assert_eq!(
        start.check(&mv("d4-d5")),
        Err(IllegalMove::NotYourPiece {
            square: sq("d4"),
            color: White
        })
    );
    assert_eq!(
        start.check(&mv("h4-i5")),
        Err(IllegalMove::OffBoard(sq("i5")))
    );
}

#[test]
fn before_a_piece_is_chosen_exactly_the_pieces_that_can_move_are_offered() {
    let start = Position::start(Halma8x8);
    let clicks = start.clicks(&[]).unwrap();
    // h1 is boxed in by g1, g2 and h2 with g3, h3 and f1... behind them? It jumps
    // h1-f3 over g2, so it can move; every white piece of the start can.
    assert_eq!(names(clicks.targets), names(start.pieces(White)));
    let boxed = position(Halma8x8, "a1", "a2 b2 b1 a3 c3 c1", White, 1);
    assert!(boxed.clicks(&[]).unwrap().targets.is_empty());
}

#[test]
fn a_player_without_a_legal_move_passes_and_only_then() {
    let boxed = position(Halma8x8, "a1", "a2 b2 b1 a3 c3 c1", White, 7);
    assert!(boxed.legal_moves().is_empty());
    assert!(!boxed.has_legal_move());
    let after = boxed.clone().play(&Move::PASS).unwrap();
    assert_eq!(after.turn(), Black);
    assert_eq!(after.fullmove(), 7);
    assert_eq!(after.pieces(White), boxed.pieces(White));
    // Black has moves: it may not pass.
    assert_eq!(
        after.check(&Move::PASS),
        Err(IllegalMove::MayNotPass(Black))
    );
    // The game records the pass itself when the side to move is stuck.
    let mut game = Game::new(
        Rules::new(Halma8x8),
        position(Halma8x8, "a1", "a2 b2 b1 a3 c3 d2", Black, 7),
    );
    game.play(&mv("d2-c1")).unwrap();
    assert!(game.pass_if_stuck());
    assert_eq!(game.moves().last(), Some(&Move::PASS));
    assert_eq!(game.position().turn(), Black);
    assert!(!game.pass_if_stuck());
}

#[test]
fn the_move_number_never_wraps_around() {
    // Black's move would make the move number 4294967296, which is not one:
    // the move is refused (a pass too) and the position handed back as it was.
    let last = position(Halma8x8, "e5", "d4", Black, u32::MAX);
    let refused = last.clone().play(&mv("d4-c4")).unwrap_err();
    assert_eq!(refused.error, IllegalMove::MoveNumberOverflow);
    assert!(refused.to_string().contains("4294967295"), "{refused}");
    assert_eq!(*refused.position, last);
    let boxed = position(Halma8x8, "a2 b2 b1 a3 c3 c1", "a1", Black, u32::MAX);
    assert!(!boxed.has_legal_move());
    assert_eq!(
        boxed.check(&Move::PASS),
        Err(IllegalMove::MoveNumberOverflow)
    );
    // White's move at that number is fine: Black moves next at the same number.
    let white = position(Halma8x8, "e5", "d4", White, u32::MAX);
    let after = white.play(&mv("e5-f5")).unwrap();
    assert_eq!(after.fullmove(), u32::MAX);
    assert_eq!(after.turn(), Black);
    // A game says the same, and stays where it was.
    let mut game = Game::new(Rules::new(Halma8x8), last.clone());
    assert_eq!(
        game.play(&mv("d4-c4")),
        Err(GameError::Illegal(IllegalMove::MoveNumberOverflow))
    );
    assert_eq!(game.position(), &last);
}

#[test]
fn passing_is_the_rule_in_embargo_too() {
    // White's only piece, a1... boxed by black on a2 and b1: rook moves blocked.
    let pos = position(Embargo, "e5", "e4 e6 d5 f5", White, 3);
    assert!(pos.legal_moves().is_empty());
    assert!(pos.check(&Move::PASS).is_ok());
}

// ---- How a game ends: target reached ----

#[test]
fn a_player_with_all_pieces_in_its_target_wins() {
    // White has nine pieces in Black's yard and one a step away.
    let white = "a8 b8 c8 d8 a7 b7 c7 a6 b6 b5";
    let pos = position(Halma8x8, white, "e1 f1 g1 h1 f2 g2 h2 g3 h3 d4", White, 20);
    assert_eq!(pos.outcome(CampRule::Deadline(30)), None);
    let after = pos.play(&mv("b5-a5")).unwrap();
    let outcome = after.outcome(CampRule::Deadline(30)).unwrap();
    assert_eq!(
        outcome,
        Outcome::Win {
            winner: White,
            reason: Reason::TargetReached
        }
    );
    assert_eq!(
        outcome.to_string(),
        "white wins: all pieces in the opposite yard"
    );
    assert_eq!(outcome.result(), "1-0");
}

// ---- The camp rule: deadline N ----

fn deadline_game(variant: Variant, n: u32) {
    // Both players shuffle a piece outside the yards; White keeps one piece at home.
    // One piece each elsewhere so that the targets are not reached.
    let size = variant.size();
    let white_home = variant.yard(White).iter().next().unwrap();
    let black_out = variant
        .squares()
        .find(|&s| s.file() == 0 && s.rank() == size / 2 - 1)
        .unwrap();
    let white_out = variant
        .squares()
        .find(|&s| s.file() == size - 1 && s.rank() == size / 2)
        .unwrap();
    let pos = position(
        variant,
        &format!("{white_home} {white_out}"),
        &black_out.to_string(),
        White,
        n,
    );
    let mut game = Game::new(
        Rules {
            variant,
            camp: CampRule::Deadline(n),
            repetition: RepetitionRule::Claim,
        },
        pos,
    );
    // White's Nth move keeps a piece at home: nothing happens yet.
    let w = game
        .position()
        .legal_moves()
        .iter()
        .find(|m| m.from() == Some(white_out))
        .copied()
        .unwrap();
    game.play(&w).unwrap();
    assert_eq!(game.outcome(), None, "{variant} after White's move {n}");
    // Black's Nth move: both have made N moves, White still has a piece home.
    let b = game.position().legal_moves()[0];
    game.play(&b).unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Black,
            reason: Reason::YardDeadline(n)
        }),
        "{variant} after Black's move {n}"
    );
    assert!(matches!(game.play(&w), Err(GameError::Over(_))));
}

#[test]
fn the_yard_deadline_strikes_on_the_exact_move_in_each_game() {
    deadline_game(Halma8x8, 30);
    deadline_game(Halma10x10, 50);
    deadline_game(Embargo, 25);
}

#[test]
fn the_default_deadlines_are_30_50_and_25() {
    assert_eq!(Halma8x8.default_camp(), CampRule::Deadline(30));
    assert_eq!(Halma10x10.default_camp(), CampRule::Deadline(50));
    assert_eq!(Embargo.default_camp(), CampRule::Deadline(25));
    assert_eq!(Halma16x16.default_camp(), CampRule::Fill);
    assert_eq!(
        Halma8x8.camp_rules(),
        [CampRule::Deadline(30), CampRule::Fill]
    );
    assert_eq!(Embargo.camp_rules(), [CampRule::Deadline(25)]);
}

#[test]
fn both_players_home_at_the_deadline_is_a_draw() {
    let pos = position(Halma8x8, "h1 d4", "a8 e5", Black, 30);
    let after = pos.play(&mv("e5-e6")).unwrap();
    let outcome = after.outcome(CampRule::Deadline(30)).unwrap();
    assert_eq!(
        outcome,
        Outcome::Draw {
            reason: Reason::YardDeadline(30)
        }
    );
    assert!(outcome.to_string().starts_with("draw: "));
}

#[test]
fn nobody_home_at_the_deadline_plays_on() {
    let pos = position(Halma8x8, "d4", "e5", Black, 30);
    let after = pos.play(&mv("e5-e6")).unwrap();
    assert_eq!(after.outcome(CampRule::Deadline(30)), None);
}

#[test]
fn returning_to_ones_own_yard_after_the_deadline_loses_at_once() {
    let pos = position(Halma8x8, "e2 c5", "d6", White, 31);
    let after = pos.clone().play(&mv("e2-e1")).unwrap();
    assert_eq!(
        after.outcome(CampRule::Deadline(30)),
        Some(Outcome::Win {
            winner: Black,
            reason: Reason::ReturnedToYard(30)
        })
    );
    // Before the deadline the same move is fine.
    let early = position(Halma8x8, "e2 c5", "d6", White, 12);
    assert_eq!(
        early
            .play(&mv("e2-e1"))
            .unwrap()
            .outcome(CampRule::Deadline(30)),
        None
    );
}

#[test]
fn a_chain_that_only_passes_through_ones_own_yard_is_fine() {
    // f3 over g3... White jumps e4-g2? Use e3 over f2 to g1 (yard) then over h2? —
    // simpler: d2 over e2 to f2 (yard), over g2... lands h2 (yard). Build a chain
    // that enters the yard at f2 and leaves it to f4.
    let pos = position(Halma8x8, "d2 b5", "e2 f3 h8", White, 31);
    let m = mv("d2-f2-f4");
    assert!(pos.check(&m).is_ok());
    let after = pos.play(&m).unwrap();
    assert_eq!(after.outcome(CampRule::Deadline(30)), None);
}

// ---- The camp rule: fill ----

#[test]
fn fill_wins_for_the_mover_with_opponent_pieces_left_in_the_target() {
    // Black keeps two pieces at home (a8, b8); White fills the other eight squares.
    let white = "c8 d8 a7 b7 c7 a6 b6 b5 e4";
    let black = "a8 b8 e1 f1 g1 h1";
    let pos = position(Halma8x8, white, black, White, 40);
    assert_eq!(pos.outcome(CampRule::Fill), None);
    let after = pos.play(&mv("b5-a5")).unwrap();
    assert_eq!(
        after.outcome(CampRule::Fill),
        Some(Outcome::Win {
            winner: White,
            reason: Reason::TargetFilled
        })
    );
    // Under the deadline rule the same position is no win.
    assert_ne!(
        after.outcome(CampRule::Deadline(30)),
        Some(Outcome::Win {
            winner: White,
            reason: Reason::TargetFilled
        })
    );
}

#[test]
fn fill_wins_for_the_opponent_when_the_mover_completes_it() {
    // White's yard is full but for h4, with one black piece in it; White steps
    // back into h4 and so fills Black's target.
    let white = "e1 f1 g1 h1 f2 g2 h2 g3 h5";
    let black = "h3 a8";
    let pos = position(Halma8x8, white, black, White, 10);
    let after = pos.play(&mv("h5-h4")).unwrap();
    assert_eq!(
        after.outcome(CampRule::Fill),
        Some(Outcome::Win {
            winner: Black,
            reason: Reason::TargetFilled
        })
    );
}

#[test]
fn a_target_full_of_opponent_pieces_alone_is_no_fill_win() {
    let pos = position(Halma8x8, "e1 f1 g1 h1 f2 g2 h2 g3 h3 h4", "a8", Black, 10);
    assert_eq!(pos.outcome(CampRule::Fill), None);
}

// ---- Threefold repetition ----

fn shuffle() -> [Move; 4] {
    [mv("g3-f4"), mv("b6-c5"), mv("f4-g3"), mv("c5-b6")]
}

#[test]
fn under_auto_the_third_occurrence_is_a_draw() {
    let mut game = Game::new(Rules::new(Halma8x8), Position::start(Halma8x8));
    for m in shuffle() {
        game.play(&m).unwrap();
    }
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.outcome(), None);
    let [a, b, c, d] = shuffle();
    for m in [a, b, c] {
        game.play(&m).unwrap();
        assert_eq!(game.outcome(), None);
    }
    game.play(&d).unwrap();
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.occurrences(), [0, 4, 8]);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw {
            reason: Reason::Repetition
        })
    );
    assert_eq!(
        game.outcome().unwrap().to_string(),
        "draw: threefold repetition"
    );
    // No further move is accepted.
    assert!(matches!(game.play(&a), Err(GameError::Over(_))));
}

#[test]
fn under_claim_repetition_does_not_end_the_game() {
    let rules = Rules {
        repetition: RepetitionRule::Claim,
        ..Rules::new(Halma8x8)
    };
    let mut game = Game::new(rules, Position::start(Halma8x8));
    for _ in 0..3 {
        for m in shuffle() {
            game.play(&m).unwrap();
        }
    }
    assert_eq!(game.repetitions(), 4);
    assert_eq!(game.outcome(), None);
}

#[test]
fn a_claim_needs_the_third_occurrence_and_a_move_number_above_51() {
    // Under `fill`, so that the yard deadline does not end the game first.
    let rules = Rules {
        repetition: RepetitionRule::Claim,
        camp: CampRule::Fill,
        variant: Halma8x8,
    };
    let [a, b, c, d] = shuffle();
    // Early in the game: refused although the move repeats.
    let mut early = Game::new(rules, Position::start(Halma8x8));
    for m in [a, b, c, d, a, b, c] {
        early.play(&m).unwrap();
    }
    assert_eq!(early.check_claim(&d), Err(ClaimError::TooEarly(4)));

    // From a position at move 60: the first cycle brings the second occurrence, the
    // last move of the second cycle would bring the third.
    let start = Position::from_text(Halma8x8, "bbbb4/bbb5/bb6/b7/7w/6ww/5www/4wwww w 60").unwrap();
    let mut game = Game::new(rules, start);
    for m in [a, b, c] {
        game.play(&m).unwrap();
    }
    assert_eq!(
        game.check_claim(&d),
        Err(ClaimError::NoRepetition { seen: 1 })
    );
    game.play(&d).unwrap();
    for m in [a, b, c] {
        game.play(&m).unwrap();
    }
    assert_eq!(game.check_claim(&d), Ok(()));
    assert_eq!(game.occurrences_after(&d).unwrap(), [0, 4]);
    // A move that does not repeat, and an illegal one.
    assert_eq!(
        game.check_claim(&mv("c7-d6")),
        Err(ClaimError::NoRepetition { seen: 0 })
    );
    assert!(matches!(
        game.check_claim(&mv("c5-c3")),
        Err(ClaimError::Illegal(_))
    ));
    // Claiming plays nothing.
    assert_eq!(game.moves().len(), 7);
    // Under auto there is nothing to claim.
    let auto = Game::new(Rules::new(Halma8x8), Position::start(Halma8x8));
    assert_eq!(auto.check_claim(&a), Err(ClaimError::NotClaimRule));
}

#[test]
fn the_rules_are_checked_in_order_target_camp_repetition() {
    // Black reaches its target on its 30th move while White is still at home: the
    // target comes first.
    let black = "e1 f1 g1 h1 f2 g2 h2 g3 h3 h5";
    let pos = position(Halma8x8, "h4 a8", black, Black, 30);
    let after = pos.play(&mv("h5-g4")).unwrap();
    // g4 is not in the yard: not yet. Use a real finishing move instead.
    assert_eq!(
        after.outcome(CampRule::Deadline(30)).map(|o| o.winner()),
        Some(Some(Black))
    );
    let pos = position(
        Halma8x8,
        "d4 a8",
        "e1 f1 g1 h1 f2 g2 h2 g3 h3 g5",
        Black,
        30,
    );
    let after = pos.play(&mv("g5-h4")).unwrap();
    assert_eq!(
        after.outcome(CampRule::Deadline(30)),
        Some(Outcome::Win {
            winner: Black,
            reason: Reason::TargetReached
        })
    );
}

// ---- Embargo ----

#[test]
fn embargo_pieces_move_like_rooks_over_empty_squares() {
    let pos = position(Embargo, "e5", "a9", White, 1);
    assert_eq!(
        names(pos.destinations(sq("e5"))),
        names(squares("a5 b5 c5 d5 f5 g5 h5 i5 e1 e2 e3 e4 e6 e7 e8 e9"))
    );
    let pos = position(Embargo, "e5", "e7 c5", White, 1);
    assert_eq!(
        names(pos.destinations(sq("e5"))),
        names(squares("d5 f5 g5 h5 i5 e1 e2 e3 e4 e6"))
    );
    assert_eq!(
        pos.check(&mv("e5-e8")),
        Err(IllegalMove::Occupied(sq("e7")))
    );
    assert!(matches!(
        pos.check(&mv("e5-f6")),
        Err(IllegalMove::NotStraight(..))
    ));
    assert_eq!(pos.check(&mv("e5-e6-e7")), Err(IllegalMove::TooManySquares));
}

#[test]
fn embargo_walls_of_either_colour_block_both_players() {
    // A white wall d5-f5 between c5 and g5. A black piece cannot cross it...
    let pos = position(Embargo, "c5 g5", "e2 i9", Black, 1);
    assert!(!pos.destinations(sq("e2")).contains(sq("e5")));
    assert!(pos.destinations(sq("e2")).contains(sq("e4")));
    assert_eq!(pos.check(&mv("e2-e6")), Err(IllegalMove::Wall(sq("e5"))));
    // ...nor can a white one.
    let pos = position(Embargo, "c5 g5 e2", "a9", White, 1);
    assert_eq!(pos.check(&mv("e2-e7")), Err(IllegalMove::Wall(sq("e5"))));
    // A black wall on file e blocks White along rank 4.
    let pos = position(Embargo, "a4", "e3 e7", White, 1);
    assert_eq!(
        names(pos.destinations(sq("a4")))
            .iter()
            .filter(|s| s.ends_with('4'))
            .count(),
        3
    );
    assert_eq!(pos.check(&mv("a4-f4")), Err(IllegalMove::Wall(sq("e4"))));
}

#[test]
fn embargo_diagonals_form_no_walls_nor_do_neighbours() {
    let pos = position(Embargo, "c3 e5", "d1", Black, 1);
    assert!(pos.check(&mv("d1-d9")).is_ok());
    let pos = position(Embargo, "d5 e5", "a5 d1", Black, 1);
    // Adjacent pieces leave no square between them: no wall.
    assert!(pos.check(&mv("a5-c5")).is_ok());
}

#[test]
fn embargo_extending_a_wall_is_an_ordinary_move() {
    let pos = position(Embargo, "c5 g5", "a9", White, 1);
    assert!(pos.check(&mv("c5-a5")).is_ok());
    assert!(pos.check(&mv("g5-i5")).is_ok());
    // An ordinary move is still blocked by other walls: a black wall on file b.
    let pos = position(Embargo, "c5 g5", "b3 b7", White, 1);
    assert_eq!(pos.check(&mv("c5-a5")), Err(IllegalMove::Wall(sq("b5"))));
}

#[test]
fn embargo_shortening_ones_own_wall_stops_before_the_partner() {
    let pos = position(Embargo, "c5 g5", "a9", White, 1);
    for m in ["c5-d5", "c5-e5", "c5-f5", "g5-d5"] {
        assert!(pos.check(&mv(m)).is_ok(), "{m}");
    }
    assert_eq!(
        pos.check(&mv("c5-g5")),
        Err(IllegalMove::Occupied(sq("g5")))
    );
}

#[test]
fn embargo_tunneling_passes_a_perpendicular_wall_only_when_shortening() {
    // White wall d5-f5 (c5, g5); black wall e4-e6 (e3, e7) across it at e5.
    let pos = position(Embargo, "c5 g5", "e3 e7", White, 1);
    assert!(pos.check(&mv("c5-f5")).is_ok(), "tunnel through e5");
    // Without its partner the same piece cannot pass the black wall.
    let lone = position(Embargo, "c5", "e3 e7", White, 1);
    assert_eq!(lone.check(&mv("c5-f5")), Err(IllegalMove::Wall(sq("e5"))));
    assert_eq!(
        names(lone.destinations(sq("c5")))
            .iter()
            .filter(|s| s.ends_with('5'))
            .count(),
        3
    );
}

#[test]
fn embargo_busting_stops_on_a_perpendicular_wall_and_breaks_it() {
    let pos = position(Embargo, "c5 g5 a4", "e3 e7", White, 1);
    let after = pos.play(&mv("c5-e5")).unwrap();
    // The black wall e4-e6 is broken: e3 and e7 are no longer separated only by
    // empty squares, so White's a4 can now travel along rank 4 past e4... no: e4
    // is still between e3 and e5 (a white piece). Black's e3 and e7 form no wall.
    let black_turn = after.clone();
    // Black e3 moving up now stops at e4 (e5 is occupied), it shortens nothing.
    assert_eq!(
        names(black_turn.destinations(sq("e3")))
            .into_iter()
            .filter(|s| s.starts_with('e'))
            .collect::<Vec<_>>(),
        ["e1", "e2", "e4"]
    );
    // And a white move across file e along rank 6 is free: e6 is no wall now.
    let white_again = after.play(&mv("e7-e8")).unwrap();
    assert!(white_again.check(&mv("g5-g6")).is_ok());
    let white_again = white_again
        .play(&mv("g5-g6"))
        .unwrap()
        .play(&mv("e3-e2"))
        .unwrap();
    assert!(white_again.check(&mv("g6-a6")).is_ok(), "{white_again}");
}

#[test]
fn embargo_never_lands_in_ones_own_yard_but_may_pass_over_it() {
    // White's yard: g1 h1 i1 h2 i2 i3.
    let pos = position(Embargo, "i1", "a9", White, 1);
    assert_eq!(pos.check(&mv("i1-i2")), Err(IllegalMove::OwnYard(sq("i2"))));
    assert_eq!(pos.check(&mv("i1-i3")), Err(IllegalMove::OwnYard(sq("i3"))));
    assert!(pos.check(&mv("i1-i4")).is_ok(), "passes over i2 and i3");
    assert!(!pos.destinations(sq("i1")).contains(sq("h1")));
    assert!(pos.destinations(sq("i1")).contains(sq("f1")));
    // Black's yard is no obstacle for White.
    let pos = position(Embargo, "a5", "i9", White, 1);
    assert!(pos.check(&mv("a5-a9")).is_ok());
}

#[test]
fn embargo_targets_and_its_25_move_rule() {
    let pos = position(Embargo, "a9 b9 c9 a8 b8 a6", "i1", White, 9);
    let after = pos.play(&mv("a6-a7")).unwrap();
    assert_eq!(
        after.outcome(CampRule::Deadline(25)).map(|o| o.to_string()),
        Some("white wins: all pieces in the opposite yard".to_owned())
    );
}

#[test]
fn embargo_walls_are_listed_square_by_square() {
    // A white wall d5-f5 (c5, g5) and a black one e4-e6 (e3, e7) crossing it at
    // e5; b2 and b3 are neighbours (no wall), b3 and c4 a diagonal (no wall),
    // b3 and e3 of different colours (no wall).
    let pos = position(Embargo, "c5 g5 b2 b3 c4", "e3 e7", White, 1);
    assert_eq!(names(pos.walls()), names(squares("d5 e5 f5 e4 e6")));
    // A black piece between two white ones: no wall on either side.
    let pos = position(Embargo, "a1 a9", "a5", White, 1);
    assert!(pos.walls().is_empty());
    // The start has none, and Halma never has any.
    assert!(Position::start(Embargo).walls().is_empty());
    let halma = position(Halma8x8, "a1 a5", "h8", White, 1);
    assert!(halma.walls().is_empty());
}
