//! All legal moves of a few positions. Run with `cargo bench -p halma-rules`.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use halma_rules::{MoveList, Position, SeatPosition, SeatRules, SeatVariant, Variant};

const POSITIONS: [(&str, Variant, &str); 4] = [
    ("10x10 start", Variant::Halma10x10, "bbbbb5/bbbb6/bbb7/bb8/b9/9w/8ww/7www/6wwww/5wwwww w 1"),
    ("10x10 crowded middle game", Variant::Halma10x10, "b9/10/2b1b5/1b1w1b1w2/b1w1b1w1b1/1w1b1w1b1w/b1w1b1w1b1/1w1b1w1b2/5w1w2/6w2w w 30"),
    ("16x16 middle game", Variant::Halma16x16, "bb2b11/1bb1b1b9/bbb1b11/b3b11/b1b13/4b11/3b12/b1b8ww1w1/11w4/13w2/12ww2/9ww5/12w1w1/9w1ww2w/11w3w/11w2w1 w 41"),
    ("embargo middle game", Variant::Embargo, "bb5b1/2b2b2w/9/9/b8/3w4w/1w7/9/7ww w 11"),
];

fn legal_moves(c: &mut Criterion) {
    let mut list = Box::new(MoveList::new());
    for (name, variant, text) in POSITIONS {
        let pos = Position::from_text(variant, text).expect("a valid position");
        c.bench_function(name, |b| {
            b.iter(|| {
                black_box(&pos).legal_moves_into(&mut list);
                black_box(list.len())
            })
        });
    }
}

/// A crowded 16×16 middle game of four seats, 13 pieces each (white to move,
/// 178 moves). The goal: under 5 µs.
const CROWDED_FOUR: &str = "16/16/3ww3bg1rb3/4w6w4/3rgbr4w4/3r1g2w2g1w2/9rw1b3/3rgr2rr1r4/4r5bg1g2/2w1r2b2rb1w2/5b3w2ww2/2g1bg4g5/2b5b3gb2/4g1g1b7/16/16 w 20";

fn seat_legal_moves(c: &mut Criterion) {
    let mut list = Box::new(MoveList::new());
    let rules = SeatRules::new(SeatVariant::Halma16x16Four);
    let pos = SeatPosition::from_text(rules, CROWDED_FOUR).expect("a valid position");
    c.bench_function("16x16 for four crowded middle game", |b| {
        b.iter(|| {
            black_box(&pos).legal_moves_into(&mut list);
            black_box(list.len())
        })
    });
}

/// A crowded star of six seats in the middle game (red to move, 74 moves,
/// points pass-through). The goal: a few µs.
const CROWDED_STAR: &str = "1/g1/1gg/2gg/2yy2ggg2u1/1y1y1u1u2uu/yy2y4uu/1y2p2gg1/oo4pu1/o2y3u2/oooy1o1rrpp/2o1r1p1uppp/1oo1r1r1r1pp1/r2r/1r1/r1/1 r 16";

fn star_legal_moves(c: &mut Criterion) {
    let mut list = Box::new(MoveList::new());
    for (name, variant, text) in [
        (
            "star-6 crowded middle game",
            SeatVariant::StarSix,
            CROWDED_STAR,
        ),
        (
            "star-2 start",
            SeatVariant::StarTwo,
            "g/gg/ggg/gggg/13/12/11/10/9/10/11/12/13/rrrr/rrr/rr/r r 1",
        ),
    ] {
        let pos = SeatPosition::from_text(SeatRules::new(variant), text).expect("a valid position");
        c.bench_function(name, |b| {
            b.iter(|| {
                black_box(&pos).legal_moves_into(&mut list);
                black_box(list.len())
            })
        });
    }
}

criterion_group!(benches, legal_moves, seat_legal_moves, star_legal_moves);
criterion_main!(benches);
