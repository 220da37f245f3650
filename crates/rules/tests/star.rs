//! The star games (RULES.md, "Games for three, four and six players"): the
//! board, the start positions, moves and the points rule, finishing, partners
//! and leaving.

use halma_rules::{SeatPosition, SeatRules, SeatVariant};

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
