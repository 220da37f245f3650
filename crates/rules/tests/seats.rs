//! The games for more than two (RULES.md, "Games for three, four and six
//! players"), one test or more per rule sentence, on `halma-16x16-4`.

mod support;

use halma_rules::{
    Colour, IllegalMove, LeaveError, Move, SeatAction, SeatGame, SeatGameError, SeatOutcome,
    SeatPosition, SeatPositionError, SeatReason, SeatRules, SeatSetup, SeatVariant, SquareSet,
};
use support::{mv, names, squares};

use Colour::{Black, Green, Red, White, Yellow};

const FOUR: SeatVariant = SeatVariant::Halma16x16Four;
const START: &str = "bbbb8gggg/bbbb8gggg/bbb10ggg/bb12gg/16/16/16/16/16/16/16/16/rr12ww/rrr10www/rrrr8wwww/rrrr8wwww w 1";

fn alone() -> SeatRules {
    SeatRules::new(FOUR)
}

fn partners() -> SeatRules {
    SeatRules::with_partners(FOUR).expect("four seats offer partners")
}

/// A position of `halma-16x16-4` with each colour's pieces on the named squares.
fn position(
    rules: SeatRules,
    pieces: [(Colour, &str); 4],
    turn: Colour,
    fullmove: u32,
) -> SeatPosition {
    let mut setup = SeatSetup {
        size: 16,
        pieces: [SquareSet::EMPTY; Colour::COUNT],
        turn,
        fullmove,
    };
    for (colour, text) in pieces {
        setup.pieces[colour.index()] = squares(text);
    }
    SeatPosition::from_setup(rules, &setup).unwrap_or_else(|e| panic!("{e}"))
}

fn play_all(game: &mut SeatGame, actions: &str) {
    for text in actions.split_whitespace() {
        let action: SeatAction = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        if action != SeatAction::Move(Move::PASS) {
            game.pass_if_stuck();
        }
        game.act(&action)
            .unwrap_or_else(|e| panic!("{text} in {}: {e}", game.position()));
    }
}

/// Black's camp, white's target, less `b13`.
const BLACK_CAMP_BUT_B13: &str = "a16 b16 c16 d16 a15 b15 c15 d15 a14 b14 c14 a13";
/// White's camp, black's target.
const WHITE_CAMP: &str = "m1 n1 o1 p1 m2 n2 o2 p2 n3 o3 p3 o4 p4";

// ---- The board, the seats and the start ----

#[test]
fn the_start_is_that_of_rules_md_and_round_trips() {
    let start = SeatPosition::start(alone());
    assert_eq!(start.to_string(), START);
    assert_eq!(
        SeatPosition::from_text(alone(), START).unwrap().to_string(),
        START
    );
    assert_eq!(start.turn(), White);
    assert_eq!(start.fullmove(), 1);
    assert_eq!(FOUR.id().parse::<SeatVariant>(), Ok(FOUR));
    assert_eq!(FOUR.seats(), [White, Red, Black, Green]);
}

#[test]
fn each_camp_has_thirteen_squares_in_its_corner() {
    let start = SeatPosition::start(alone());
    assert_eq!(names(start.pieces(White)), names(squares(WHITE_CAMP)));
    for (colour, corner) in [(White, "p1"), (Red, "a1"), (Black, "a16"), (Green, "p16")] {
        assert_eq!(FOUR.camp(colour).len(), 13);
        assert_eq!(start.pieces(colour), FOUR.camp(colour));
        assert!(FOUR.camp(colour).contains(support::sq(corner)));
    }
    // Rows of 4, 4, 3, 2: the tips on the edges (l1, p5) are not in the camp.
    assert!(!FOUR.in_camp(White, support::sq("l1")));
    assert!(!FOUR.in_camp(White, support::sq("p5")));
    assert!(!FOUR.in_camp(White, support::sq("m3")));
    // Targets: white and black race to each other's corner, red and green too.
    assert_eq!(FOUR.target(White), FOUR.camp(Black));
    assert_eq!(FOUR.target(Black), FOUR.camp(White));
    assert_eq!(FOUR.target(Red), FOUR.camp(Green));
    assert_eq!(FOUR.target(Green), FOUR.camp(Red));
}

#[test]
fn a_position_with_a_colour_that_has_no_seat_is_refused() {
    let text = START.replace("rr12ww", "yy12ww");
    assert!(matches!(
        SeatPosition::from_text(alone(), &text),
        Err(SeatPositionError::NotASeat { colour: Yellow, .. })
    ));
    let err = SeatPosition::from_text(alone(), &START.replace(" w 1", " y 1")).unwrap_err();
    assert!(err.to_string().contains("yellow"), "{err}");
    let err = SeatPosition::from_text(alone(), &START.replace(" w 1", " x 1")).unwrap_err();
    assert!(err.to_string().contains("'x'"), "{err}");
    let err = SeatPosition::from_text(alone(), "8/8/8/8/8/8/8/8 w 1").unwrap_err();
    assert!(err.to_string().contains("8 ranks"), "{err}");
}

// ---- Turn order, moves and passes ----

#[test]
fn the_seats_move_in_turn_order_and_the_move_number_grows_after_green() {
    let mut game = SeatGame::new(SeatPosition::start(alone()));
    let mut seen = Vec::new();
    for m in ["m2-l3", "d2-e3", "d15-e14", "m15-l14", "l3-k4"] {
        seen.push((game.position().turn(), game.position().fullmove()));
        game.play(&mv(m)).unwrap();
    }
    assert_eq!(
        seen,
        [(White, 1), (Red, 1), (Black, 1), (Green, 1), (White, 2)]
    );
    assert_eq!(game.position().turn(), Red);
    // A piece of another seat may not be moved.
    assert_eq!(
        game.position().check(&mv("m1-l1")),
        Err(IllegalMove::NotSeatPiece {
            square: support::sq("m1"),
            colour: Red
        })
    );
}

#[test]
fn a_seat_without_a_move_passes_and_only_then() {
    // Red's one piece on a1 is walled in: no step, and every jump lands on a piece.
    let walled = position(
        alone(),
        [
            (White, "a2 b1 b2 h8"),
            (Red, "a1"),
            (Black, "a3 c1 c3"),
            (Green, "p16"),
        ],
        White,
        3,
    );
    let mut game = SeatGame::new(walled);
    game.play(&mv("h8-h9")).unwrap();
    assert!(!game.position().has_legal_move());
    assert!(game.position().legal_moves().is_empty());
    assert_eq!(game.pass_if_stuck(), 1);
    assert_eq!(game.position().turn(), Black);
    assert_eq!(game.actions().last(), Some(&SeatAction::Move(Move::PASS)));
    // Black has moves: it may not pass.
    assert_eq!(
        game.position().check(&Move::PASS),
        Err(IllegalMove::SeatMayNotPass(Black))
    );
    assert_eq!(game.pass_if_stuck(), 0);
}

// ---- Finishing ----

#[test]
fn the_first_seat_to_finish_wins_and_the_game_ends() {
    let pos = position(
        alone(),
        [
            (White, &format!("{BLACK_CAMP_BUT_B13} b12")),
            (Red, "h8"),
            (Black, "h9"),
            (Green, "h10"),
        ],
        White,
        40,
    );
    let mut game = SeatGame::new(pos);
    game.play(&mv("b12-b13")).unwrap();
    assert_eq!(
        game.outcome(),
        Some(SeatOutcome::Win {
            winner: White,
            reason: SeatReason::TargetReached
        })
    );
    assert_eq!(
        game.outcome().unwrap().to_string(),
        "white wins: all pieces in the opposite yard"
    );
    assert!(matches!(
        game.play(&mv("h8-h7")),
        Err(SeatGameError::Over(_))
    ));
}

#[test]
fn the_fill_rule_finishes_a_seat_with_one_piece_in_its_full_target() {
    // Black still fills its own camp but for b13; white's piece closes it.
    let pos = position(
        alone(),
        [
            (White, "b12 h1"),
            (Red, "h8"),
            (Black, BLACK_CAMP_BUT_B13),
            (Green, "h10"),
        ],
        White,
        40,
    );
    let after = pos.play(&mv("b12-b13")).unwrap();
    assert_eq!(
        after.outcome().map(|o| o.to_string()).as_deref(),
        Some("white wins: the opposite yard is filled")
    );
    assert_eq!(after.finish_reason(White), Some(SeatReason::TargetFilled));
    // Without one of its own pieces there, a full target finishes nobody.
    let full_of_others = position(
        alone(),
        [
            (White, "b11 h1"),
            (Red, "b12"),
            (Black, BLACK_CAMP_BUT_B13),
            (Green, "h10"),
        ],
        Red,
        40,
    );
    let after = full_of_others.play(&mv("b12-b13")).unwrap();
    assert_eq!(after.outcome(), None);
}

#[test]
fn when_one_move_finishes_several_seats_the_mover_or_the_next_in_turn_order_wins() {
    // A position given as text has every seat playing: red and black have
    // already all their pieces in their targets; the check comes after a move.
    let pieces = |white: &'static str| {
        [
            (White, white),
            (Red, "o16 p16"),
            (Black, "o1 p1"),
            (Green, "h10"),
        ]
    };
    let before = position(alone(), pieces("h8"), Green, 7);
    assert_eq!(before.outcome(), None);
    let after = before.play(&mv("h10-h11")).unwrap();
    assert_eq!(after.finished().iter().collect::<Vec<_>>(), [Black, Red]);
    // After green: white, then red, then black. Red is the first of them.
    assert_eq!(
        after.outcome(),
        Some(SeatOutcome::Win {
            winner: Red,
            reason: SeatReason::TargetReached
        })
    );
    // Black moves its own last piece in: black is among them, so black wins.
    let pos = position(
        alone(),
        [
            (White, "h8"),
            (Red, "o16 p16"),
            (Black, "o1 o5"),
            (Green, "h10"),
        ],
        Black,
        7,
    );
    let after = pos.play(&mv("o5-p4")).unwrap();
    assert_eq!(
        after.outcome().unwrap().to_string(),
        "black wins: all pieces in the opposite yard"
    );
}

// ---- Partners ----

#[test]
fn partners_are_offered_with_four_seats() {
    assert!(FOUR.offers_partners());
    assert_eq!(FOUR.partner(White), Some(Black));
    assert_eq!(FOUR.partner(Green), Some(Red));
    assert!(!SeatRules::new(FOUR).partners);
}

#[test]
fn a_finished_partner_is_skipped_and_the_first_pair_with_both_finished_wins() {
    // Black has finished already (counted as such, since partners play); white
    // needs one more step.
    let pos = position(
        partners(),
        [
            (White, &format!("{BLACK_CAMP_BUT_B13} b12")),
            (Red, "h8"),
            (Black, WHITE_CAMP),
            (Green, "h10"),
        ],
        Red,
        30,
    );
    assert_eq!(pos.finished().iter().collect::<Vec<_>>(), [Black]);
    assert!(!pos.takes_turns(Black));
    let mut game = SeatGame::new(pos);
    game.play(&mv("h8-h7")).unwrap();
    // Black is skipped: green is next, at the same move number.
    assert_eq!(
        (game.position().turn(), game.position().fullmove()),
        (Green, 30)
    );
    game.play(&mv("h10-h11")).unwrap();
    assert_eq!(
        (game.position().turn(), game.position().fullmove()),
        (White, 31)
    );
    assert_eq!(game.outcome(), None);
    game.play(&mv("b12-b13")).unwrap();
    assert_eq!(
        game.outcome(),
        Some(SeatOutcome::PairWin {
            winners: [White, Black],
            reason: SeatReason::PartnersFinished
        })
    );
    assert_eq!(
        game.outcome().unwrap().to_string(),
        "white and black win: both partners finished"
    );
    // The position line shows the turn passed on as usual: red, black skipped.
    assert_eq!(game.position().turn(), Red);
}

#[test]
fn with_partners_one_finished_seat_does_not_end_the_game() {
    let pos = position(
        partners(),
        [
            (White, &format!("{BLACK_CAMP_BUT_B13} b12")),
            (Red, "h8"),
            (Black, "h9"),
            (Green, "h10"),
        ],
        White,
        30,
    );
    let after = pos.play(&mv("b12-b13")).unwrap();
    assert_eq!(after.outcome(), None);
    assert!(after.finished().contains(White));
    // White is skipped from then on: red, black, green, red, …
    let after = after.play(&mv("h8-h7")).unwrap();
    let after = after.play(&mv("h9-g9")).unwrap();
    let after = after.play(&mv("h10-h11")).unwrap();
    assert_eq!((after.turn(), after.fullmove()), (Red, 31));
}

// ---- Leaving ----

#[test]
fn a_seat_that_leaves_is_skipped_and_the_last_seat_standing_wins() {
    let mut game = SeatGame::new(SeatPosition::start(alone()));
    play_all(&mut game, "out:red m2-l3");
    // Red is skipped; its pieces stay.
    assert_eq!(game.position().turn(), Black);
    assert_eq!(game.position().pieces(Red), FOUR.camp(Red));
    play_all(&mut game, "d15-e14 out:green");
    assert_eq!(game.outcome(), None);
    // Green was to move: the turn passes on, past the end of the turn order.
    assert_eq!(
        (game.position().turn(), game.position().fullmove()),
        (White, 2)
    );
    play_all(&mut game, "out:black");
    assert_eq!(
        game.outcome().unwrap().to_string(),
        "white wins: every other seat left the game"
    );
    // After the end, a seat may not leave, nor one already out.
    assert!(matches!(game.leave(White), Err(SeatGameError::Over(_))));
}

#[test]
fn leaving_is_refused_for_a_colour_not_in_the_game_or_a_seat_already_out() {
    let start = SeatPosition::start(alone());
    assert_eq!(
        start.leave(Yellow).unwrap_err(),
        LeaveError::NotASeat(Yellow)
    );
    let red_out = start.leave(Red).unwrap();
    assert_eq!(red_out.leave(Red).unwrap_err(), LeaveError::AlreadyOut(Red));
    assert!("out:pink".parse::<SeatAction>().is_err());
    assert_eq!(
        "out:yellow".parse::<SeatAction>(),
        Ok(SeatAction::Leave(Yellow))
    );
    assert_eq!(SeatAction::Leave(Red).to_string(), "out:red");
}

#[test]
fn with_partners_a_pair_loses_as_soon_as_one_of_its_seats_leaves() {
    let mut game = SeatGame::new(SeatPosition::start(partners()));
    play_all(&mut game, "m2-l3 out:green");
    assert_eq!(
        game.outcome().unwrap().to_string(),
        "white and black win: green left the game"
    );
    // A finished partner may leave too; its pair then loses.
    let pos = position(
        partners(),
        [
            (White, "h1"),
            (Red, "h8"),
            (Black, WHITE_CAMP.replace("m1 ", "").as_str()),
            (Green, "h10"),
        ],
        White,
        30,
    );
    let mut game = SeatGame::new(pos);
    assert!(game.position().finished().contains(Black));
    game.leave(Black).unwrap();
    assert_eq!(
        game.outcome().unwrap().to_string(),
        "red and green win: black left the game"
    );
}

// ---- Repetition and the move number ----

#[test]
fn the_third_occurrence_with_the_same_seat_to_move_is_a_draw() {
    let round = "m2-l3 d2-e3 d15-e14 m15-l14 l3-m2 e3-d2 e14-d15 l14-m15";
    let mut game = SeatGame::new(SeatPosition::start(alone()));
    play_all(&mut game, round);
    assert_eq!(game.repetitions(), 2);
    // Leaving adds no occurrence (and the turn is not the leaving seat's).
    let mut with_leave = game.clone();
    play_all(&mut with_leave, "out:green");
    assert_eq!(with_leave.repetitions(), 2);
    play_all(&mut game, &round[..round.len() - " l14-m15".len()]);
    assert_eq!(game.outcome(), None);
    play_all(&mut game, "l14-m15");
    assert_eq!(game.repetitions(), 3);
    assert_eq!(
        game.outcome().unwrap().to_string(),
        "draw: threefold repetition"
    );
    assert_eq!(game.position().to_string(), START.replace(" w 1", " w 5"));
}

#[test]
fn the_move_number_grows_when_the_turn_wraps_even_past_skipped_seats() {
    // Green is out: black's move passes the turn to white, past green.
    let mut game = SeatGame::new(SeatPosition::start(alone()));
    play_all(&mut game, "out:green m2-l3 d2-e3");
    assert_eq!(
        (game.position().turn(), game.position().fullmove()),
        (Black, 1)
    );
    play_all(&mut game, "d15-e14");
    assert_eq!(
        (game.position().turn(), game.position().fullmove()),
        (White, 2)
    );
    // White is out: green's move passes the turn to red, past white.
    let mut game = SeatGame::new(SeatPosition::start(alone()));
    play_all(&mut game, "m2-l3 out:white d2-e3 d15-e14");
    assert_eq!(game.position().turn(), Green);
    play_all(&mut game, "m15-l14");
    assert_eq!(
        (game.position().turn(), game.position().fullmove()),
        (Red, 2)
    );
    assert!(game.position().to_string().ends_with(" r 2"));
}

#[test]
fn the_last_move_number_is_never_wrapped() {
    let pos = position(
        alone(),
        [(White, "h1"), (Red, "h8"), (Black, "h9"), (Green, "h10")],
        Green,
        u32::MAX,
    );
    assert_eq!(
        pos.check(&mv("h10-h11")),
        Err(IllegalMove::SeatMoveNumberOverflow(Green))
    );
    let pos = position(
        alone(),
        [(White, "h1"), (Red, "h8"), (Black, "h9"), (Green, "h10")],
        Black,
        u32::MAX,
    );
    assert_eq!(pos.play(&mv("h9-h7")).unwrap().turn(), Green);
}

// ---- Properties over random four-seat games ----

#[test]
fn in_random_games_every_listed_move_plays_and_nothing_else_does() {
    for seed in 1..=6u64 {
        let mut rng = support::Rng(seed * 7919 + 4);
        let rules = if seed % 2 == 0 { partners() } else { alone() };
        let mut game = SeatGame::new(SeatPosition::start(rules));
        for ply in 0..200 {
            if game.outcome().is_some() {
                break;
            }
            let pos = game.position().clone();
            let moves = pos.legal_moves();
            let mut pairs = std::collections::HashSet::new();
            for m in &moves {
                assert!(pairs.insert((m.from(), m.to())), "{m} listed twice");
                assert_eq!(pos.check(m), Ok(()), "{pos:?}: {m}");
                let next = pos.clone().play(m).unwrap();
                assert_eq!(next.pieces(pos.turn()).len(), pos.pieces(pos.turn()).len());
                assert_ne!(next.turn(), pos.turn(), "the turn passes on");
            }
            // A step or jump between two random squares plays only if listed.
            let own: Vec<_> = pos.pieces(pos.turn()).iter().collect();
            let from = own[rng.below(own.len())];
            let to = support::sq(&format!(
                "{}{}",
                (b'a' + rng.below(16) as u8) as char,
                1 + rng.below(16)
            ));
            if from != to {
                let m = Move::new(&[from, to]).unwrap();
                let listed = moves.iter().any(|l| {
                    l.from() == Some(from) && l.to() == Some(to) && l.squares().len() == 2
                });
                assert_eq!(pos.check(&m).is_ok(), listed, "{pos:?}: {m}");
            }
            // The text round-trips while every seat is playing.
            if pos.out().is_empty() && pos.finished().is_empty() {
                assert_eq!(
                    SeatPosition::from_text(rules, &pos.to_string()).unwrap(),
                    pos
                );
            }
            // Now and then a seat leaves.
            if ply == 150 && seed % 3 == 0 {
                game.leave(pos.turn()).unwrap();
                continue;
            }
            if moves.is_empty() {
                game.play(&Move::PASS).unwrap();
            } else {
                game.play(&moves[rng.below(moves.len())]).unwrap();
            }
        }
        assert!(game.positions().len() > 20);
        // The move list replays to the same game.
        let replayed = SeatGame::replay(game.start().clone(), game.actions()).unwrap();
        assert_eq!(replayed.position(), game.position());
        assert_eq!(replayed.outcome(), game.outcome());
    }
}

// ---- The record ----

#[test]
fn a_record_names_each_seat_by_its_colour_and_replays_with_passes_and_leavings() {
    let walled = position(
        alone(),
        [
            (White, "a2 b1 b2 h8"),
            (Red, "a1"),
            (Black, "a3 c1 c3"),
            (Green, "p16"),
        ],
        White,
        3,
    );
    let mut game = SeatGame::new(walled);
    play_all(&mut game, "h8-h9 pass c3-d4 out:green h9-h10");
    let players = [(White, "ann"), (Red, "bob"), (Black, "cy"), (Green, "dee")];
    let record = halma_rules::SeatRecord::of(&game, &players);
    let text = record.to_string();
    assert!(text.contains("[Red \"bob\"]\n"), "{text}");
    assert!(text.contains("[Partners \"off\"]\n"), "{text}");
    assert!(text.contains("[Position \""), "{text}");
    // Red, walled in, writes pass; green, out, writes nothing from then on.
    assert!(
        text.ends_with("\n3. h8-h9 pass c3-d4 out:green 4. h9-h10 *\n"),
        "{text}"
    );
    let read: halma_rules::SeatRecord = text.parse().unwrap();
    assert_eq!(read, record);
    assert_eq!(read.replay().unwrap().position(), game.position());

    // A finished game: the winners and the reason.
    let mut game = SeatGame::new(SeatPosition::start(partners()));
    play_all(&mut game, "m2-l3 out:red");
    let record = halma_rules::SeatRecord::of(&game, &players);
    assert_eq!(record.result, "white+black");
    let text = record.to_string();
    assert!(text.contains("[Partners \"on\"]"), "{text}");
    assert!(text.ends_with("1. m2-l3 out:red white+black\n"), "{text}");
    assert_eq!(text.parse::<halma_rules::SeatRecord>().unwrap(), record);
}

#[test]
fn a_move_clicked_square_by_square_is_one_of_the_listed_moves() {
    let pos = SeatPosition::from_text(
        alone(),
        "16/16/3ww3bg1rb3/4w6w4/3rgbr4w4/3r1g2w2g1w2/9rw1b3/3rgr2rr1r4/4r5bg1g2/2w1r2b2rb1w2/5b3w2ww2/2g1bg4g5/2b5b3gb2/4g1g1b7/16/16 r 20",
    )
    .unwrap();
    let listed: std::collections::HashSet<String> =
        pos.legal_moves().iter().map(|m| m.to_string()).collect();
    let mut clicked = std::collections::HashSet::new();
    let mut paths: Vec<Vec<halma_rules::Square>> = vec![vec![]];
    while let Some(path) = paths.pop() {
        let clicks = pos.clicks(&path).unwrap();
        if clicks.complete {
            let m = Move::new(&path).unwrap();
            assert_eq!(pos.check(&m), Ok(()), "{m}");
            clicked.insert((m.from(), m.to()));
        }
        if path.len() < 16 {
            for sq in clicks.targets.iter() {
                let mut longer = path.clone();
                longer.push(sq);
                paths.push(longer);
            }
        }
    }
    for m in &listed {
        let m: Move = m.parse().unwrap();
        assert!(
            clicked.contains(&(m.from(), m.to())),
            "{m} cannot be clicked"
        );
    }
    // A piece of another seat cannot be clicked.
    assert!(pos.clicks(&[support::sq("d14")]).is_err());
}
