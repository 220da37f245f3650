//! Listing the legal moves allocates nothing: a counting global allocator watches
//! this thread while the generator runs on crowded positions of every game.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};

use halma_rules::{MoveList, Position, SeatPosition, SeatRules, SeatVariant, Variant};

struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    static WATCHING: Cell<bool> = const { Cell::new(false) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if WATCHING.with(Cell::get) {
            ALLOCATIONS.fetch_add(1, Ordering::SeqCst);
        }
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

const POSITIONS: [(Variant, &str); 4] = [
    (Variant::Halma10x10, "b9/10/2b1b5/1b1w1b1w2/b1w1b1w1b1/1w1b1w1b1w/b1w1b1w1b1/1w1b1w1b2/5w1w2/6w2w w 30"),
    (Variant::Halma10x10, "5wwwww/6wwww/7www/8ww/9w/b9/bb8/bbb7/bbbb6/bbbbb5 w 1"),
    (Variant::Halma16x16, "bb2b11/1bb1b1b9/bbb1b11/b3b11/b1b13/4b11/3b12/b1b8ww1w1/11w4/13w2/12ww2/9ww5/12w1w1/9w1ww2w/11w3w/11w2w1 w 41"),
    (Variant::Embargo, "bb5b1/2b2b2w/9/9/b8/3w4w/1w7/9/7ww w 11"),
];

/// A crowded 16×16 middle game of four seats, 13 pieces each.
const CROWDED_FOUR: &str = "16/16/3ww3bg1rb3/4w6w4/3rgbr4w4/3r1g2w2g1w2/9rw1b3/3rgr2rr1r4/4r5bg1g2/2w1r2b2rb1w2/5b3w2ww2/2g1bg4g5/2b5b3gb2/4g1g1b7/16/16 w 20";

/// A crowded star of six seats in the middle game (red to move, 74 moves,
/// points pass-through).
const CROWDED_STAR: &str = "1/g1/1gg/2gg/2yy2ggg2u1/1y1y1u1u2uu/yy2y4uu/1y2p2gg1/oo4pu1/o2y3u2/oooy1o1rrpp/2o1r1p1uppp/1oo1r1r1r1pp1/r2r/1r1/r1/1 r 16";

#[test]
fn listing_legal_moves_allocates_nothing() {
    let positions: Vec<Position> = POSITIONS
        .iter()
        .map(|(v, text)| Position::from_text(*v, text).unwrap())
        .collect();
    let four =
        SeatPosition::from_text(SeatRules::new(SeatVariant::Halma16x16Four), CROWDED_FOUR).unwrap();
    let star = SeatPosition::from_text(SeatRules::new(SeatVariant::StarSix), CROWDED_STAR).unwrap();
    let mut list = Box::new(MoveList::new());
    let mut total = 0;
    WATCHING.with(|w| w.set(true));
    star.legal_moves_into(&mut list);
    let star_moves = list.len();
    let _ = star.has_legal_move();
    let _ = star.clicks(&[]);
    four.legal_moves_into(&mut list);
    let four_moves = list.len();
    let _ = four.has_legal_move();
    for pos in &positions {
        pos.legal_moves_into(&mut list);
        total += list.len();
        let _ = pos.has_legal_move();
        let _ = pos.clicks(&[]);
    }
    WATCHING.with(|w| w.set(false));
    assert!(total > 300, "the positions have many moves ({total})");
    assert_eq!(four_moves, 178);
    assert_eq!(star_moves, 74);
    assert_eq!(ALLOCATIONS.load(Ordering::SeqCst), 0);
}
