//! The game record format of RULES.md.

mod support;

use halma_rules::{CampRule, Color, Game, Position, Record, RepetitionRule, Rules, Variant};
use support::mv;

#[test]
fn a_record_has_the_tags_and_numbered_moves_of_rules_md() {
    let rules = Rules {
        variant: Variant::Halma10x10,
        camp: CampRule::Deadline(50),
        repetition: RepetitionRule::Auto,
    };
    let mut game = Game::new(rules, Position::start(Variant::Halma10x10));
    for m in ["j4-i5", "a7-b6", "i3-h4"] {
        game.play(&mv(m)).unwrap();
    }
    let text = Record::of(&game, "alice", "bob", "*", None).to_string();
    assert_eq!(
        text,
        "[Game \"halma-10x10\"]\n[White \"alice\"]\n[Black \"bob\"]\n[Camp \"deadline 50\"]\n\
         [Repetition \"auto\"]\n[Result \"*\"]\n\n1. j4-i5 a7-b6 2. i3-h4 *\n"
    );
}

#[test]
fn a_record_from_a_position_starts_with_it() {
    let start = Position::from_text(Variant::Halma8x8, "8/8/8/4b3/3w4/8/8/8 b 12").unwrap();
    let mut game = Game::new(Rules::new(Variant::Halma8x8), start.clone());
    game.play(&mv("e5-f6")).unwrap();
    game.play(&mv("d4-e5")).unwrap();
    let record = Record::of(&game, "a", "b", "1/2-1/2", Some("draw by agreement"));
    let text = record.to_string();
    assert!(
        text.contains("[Position \"8/8/8/4b3/3w4/8/8/8 b 12\"]"),
        "{text}"
    );
    assert!(text.contains("[Termination \"draw by agreement\"]"));
    assert!(text.contains("12... e5-f6 13. d4-e5 1/2-1/2"), "{text}");
    let back: Record = text.parse().unwrap();
    assert_eq!(back.replay().unwrap().position().turn(), Color::Black);
    assert_eq!(back.replay().unwrap().start(), &start);
}

#[test]
fn malformed_records_say_which_line() {
    let err = "[Game \"chess\"]\n\n1. e2-e4 *"
        .parse::<Record>()
        .unwrap_err();
    assert_eq!(err.line, 1);
    let err = "[Game \"halma-8x8\"]\n\n1. g3-f4 b6-q5 *"
        .parse::<Record>()
        .unwrap_err();
    assert_eq!(err.line, 3);
    assert!(err.to_string().contains("q5"));
    assert!("1. g3-f4 *".parse::<Record>().is_err());
    let illegal: Record = "[Game \"halma-8x8\"]\n\n1. g3-f5 *".parse().unwrap();
    assert!(illegal.replay().unwrap_err().to_string().contains("move 1"));
    // A camp rule the game is not played with, or a deadline of another game.
    for camp in ["fill", "deadline 30", "deadline 3"] {
        let text = format!("[Game \"embargo\"]\n[Camp \"{camp}\"]\n\n*");
        let err = text.parse::<Record>().unwrap_err();
        assert_eq!(err.line, 2, "{camp}");
        assert!(err.to_string().contains("not played with"), "{err}");
    }
    let ok = "[Game \"embargo\"]\n[Camp \"deadline 25\"]\n\n*".parse::<Record>();
    assert!(ok.is_ok(), "{ok:?}");
}

#[test]
fn a_record_past_the_last_move_number_is_refused_not_wrapped() {
    let text = "[Game \"halma-8x8\"]\n[Position \"8/8/8/4w3/3b4/8/8/8 b 4294967295\"]\n\n\
                4294967295... d4-c4 e5-f5 *";
    let record: Record = text.parse().unwrap();
    // Written back, the moves keep counting past the last number a position holds.
    let written = record.to_string();
    assert!(
        written.contains("4294967295... d4-c4 4294967296. e5-f5 *"),
        "{written}"
    );
    let err = record.replay().unwrap_err().to_string();
    assert!(err.contains("move 1"), "{err}");
    assert!(err.contains("4294967295"), "{err}");
    // A count that would wrap around the rank is the Position tag's fault.
    let err = "[Game \"halma-8x8\"]\n\
               [Position \"b18446744073709551615w7/bbb5/bb6/b7/7w/6ww/5www/4www1 w 1\"]\n\n*"
        .parse::<Record>()
        .unwrap_err();
    assert_eq!(err.line, 2);
    assert!(err.to_string().contains("rank 8"), "{err}");
}
