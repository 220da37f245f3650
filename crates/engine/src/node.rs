//! The positions the search walks through: a two-player [`Position`] or a
//! [`SeatPosition`], each with its key, seen through one small trait.

use halma_rules::{
    CampRule, Color, Colour, Move, MoveList, Position, SeatOutcome, SeatPosition, SquareSet,
};

use crate::rng::mix;
use crate::tables::{placement_key, Tables, PIECE_KEYS, TURN_KEYS};

/// How a game ended, as the search needs it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum End {
    /// The seats of this mask (bit `s` for seat `s`) won.
    Won(u8),
    /// Nobody won.
    Drawn,
}

/// A position the search can walk through.
pub(crate) trait Node: Clone {
    /// The seat to move (its place in the turn order).
    fn seat(&self) -> usize;
    /// The pieces of a seat.
    fn pieces(&self, seat: usize) -> SquareSet;
    /// Every piece on the board.
    fn occupied(&self) -> SquareSet;
    /// The full-move number.
    fn fullmove(&self) -> u32;
    /// The legal moves, into a list the caller keeps.
    fn moves_into(&self, moves: &mut MoveList);
    /// The position after a legal move (or the pass of a seat without one).
    fn play(&self, m: &Move) -> Option<Self>;
    /// The end of the game, if the board decides it (not repetition).
    fn end(&self) -> Option<End>;
    /// What repetition and the transposition table compare: the placement,
    /// the seat to move, and whatever else changes what the rules decide.
    fn key(&self) -> u64;
}

/// A two-player position, with the tables its rules need.
#[derive(Clone)]
pub(crate) struct Sides<'t> {
    pub position: Position,
    tables: &'t Tables,
    placement: u64,
}

fn color(seat: usize) -> Color {
    if seat == 0 {
        Color::White
    } else {
        Color::Black
    }
}

impl<'t> Sides<'t> {
    pub(crate) fn new(position: Position, tables: &'t Tables) -> Sides<'t> {
        let placement = placement_key(
            Color::ALL
                .iter()
                .map(|&c| (Colour::from(c), position.pieces(c))),
            Colour::from(position.turn()),
        );
        Sides {
            position,
            tables,
            placement,
        }
    }
}

impl Node for Sides<'_> {
    fn seat(&self) -> usize {
        self.position.turn() as usize
    }

    fn pieces(&self, seat: usize) -> SquareSet {
        self.position.pieces(color(seat))
    }

    fn occupied(&self) -> SquareSet {
        self.position
            .pieces(Color::White)
            .union(self.position.pieces(Color::Black))
    }

    fn fullmove(&self) -> u32 {
        self.position.fullmove()
    }

    fn moves_into(&self, moves: &mut MoveList) {
        self.position.legal_moves_into(moves);
    }

    fn play(&self, m: &Move) -> Option<Self> {
        let mover = self.position.turn();
        let next = self.position.clone().play(m).ok()?;
        let mut placement = self.placement
            ^ TURN_KEYS[Colour::from(mover).index()]
            ^ TURN_KEYS[Colour::from(!mover).index()];
        if let (Some(from), Some(to)) = (m.from(), m.to()) {
            let keys = &PIECE_KEYS[Colour::from(mover).index()];
            placement ^= keys[from.index()] ^ keys[to.index()];
        }
        Some(Sides {
            position: next,
            tables: self.tables,
            placement,
        })
    }

    /// RULES.md's order, as [`Position::outcome`] applies it, read from the
    /// tables rather than worked out again (the tests hold the two together):
    /// the target reached, the mover first; then the camp rule.
    fn end(&self) -> Option<End> {
        let t = self.tables;
        let turn = self.seat();
        let mover = 1 - turn;
        let occupied = self.occupied();
        for s in [mover, turn] {
            let own = self.pieces(s);
            if !own.is_empty() && own.is_subset(t.target[s]) {
                return Some(End::Won(1 << s));
            }
        }
        match t.camp_rule {
            Some(CampRule::Fill) | None => {
                for s in [mover, turn] {
                    let target = t.target[s];
                    if target.is_subset(occupied) && !target.intersection(self.pieces(s)).is_empty()
                    {
                        return Some(End::Won(1 << s));
                    }
                }
                None
            }
            Some(CampRule::Deadline(n)) => {
                if self.position.fullmove() <= n {
                    return None;
                }
                let home = |s: usize| !self.pieces(s).intersection(t.camp[s]).is_empty();
                match (home(0), home(1)) {
                    (true, true) => Some(End::Drawn),
                    (true, false) => Some(End::Won(1 << 1)),
                    (false, true) => Some(End::Won(1 << 0)),
                    (false, false) => None,
                }
            }
        }
    }

    fn key(&self) -> u64 {
        match self.tables.camp_rule {
            // The deadline makes the move number part of what the rules see.
            Some(CampRule::Deadline(_)) => {
                self.placement ^ mix(u64::from(self.position.fullmove()) ^ 0xDEAD)
            }
            _ => self.placement,
        }
    }
}

/// A position of a game for more than two.
#[derive(Clone)]
pub(crate) struct Seats<'t> {
    pub position: SeatPosition,
    tables: &'t Tables,
    placement: u64,
}

impl<'t> Seats<'t> {
    pub(crate) fn new(position: SeatPosition, tables: &'t Tables) -> Seats<'t> {
        let placement = placement_key(
            tables.colours[..tables.seats]
                .iter()
                .map(|&c| (c, position.pieces(c))),
            position.turn(),
        );
        Seats {
            position,
            tables,
            placement,
        }
    }

    fn seat_of(&self, colour: Colour) -> usize {
        self.tables.colours[..self.tables.seats]
            .iter()
            .position(|&c| c == colour)
            .unwrap_or(0)
    }
}

impl Node for Seats<'_> {
    fn seat(&self) -> usize {
        self.seat_of(self.position.turn())
    }

    fn pieces(&self, seat: usize) -> SquareSet {
        self.position.pieces(self.tables.colours[seat])
    }

    fn occupied(&self) -> SquareSet {
        self.tables.colours[..self.tables.seats]
            .iter()
            .fold(SquareSet::EMPTY, |all, &c| {
                all.union(self.position.pieces(c))
            })
    }

    fn fullmove(&self) -> u32 {
        self.position.fullmove()
    }

    fn moves_into(&self, moves: &mut MoveList) {
        self.position.legal_moves_into(moves);
    }

    fn play(&self, m: &Move) -> Option<Self> {
        let mover = self.position.turn();
        let next = self.position.clone().play(m).ok()?;
        let mut placement =
            self.placement ^ TURN_KEYS[mover.index()] ^ TURN_KEYS[next.turn().index()];
        if let (Some(from), Some(to)) = (m.from(), m.to()) {
            let keys = &PIECE_KEYS[mover.index()];
            placement ^= keys[from.index()] ^ keys[to.index()];
        }
        Some(Seats {
            position: next,
            tables: self.tables,
            placement,
        })
    }

    fn end(&self) -> Option<End> {
        let outcome = self.position.outcome()?;
        Some(match outcome {
            SeatOutcome::Draw { .. } => End::Drawn,
            _ => End::Won(
                (0..self.tables.seats)
                    .filter(|&s| outcome.is_winner(self.tables.colours[s]))
                    .fold(0, |mask, s| mask | 1 << s),
            ),
        })
    }

    fn key(&self) -> u64 {
        if !self.tables.partners {
            return self.placement;
        }
        // With partners a finished seat is skipped: which have finished is
        // part of the position.
        let finished = self.position.finished();
        (0..self.tables.seats)
            .filter(|&s| finished.contains(self.tables.colours[s]))
            .fold(self.placement, |key, s| key ^ mix(0xF1F1 + s as u64))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use halma_rules::{Outcome, Variant};

    /// The tables' reading of the end of a game is the rules' own, over
    /// random games of every two-player game and camp rule (short deadlines
    /// included, so that games meet them).
    #[test]
    fn the_end_of_a_two_player_game_is_read_as_the_rules_read_it() {
        let mut rng = Rng::new(5);
        let mut ends = 0;
        for variant in Variant::ALL {
            let rules = variant
                .camp_rules()
                .iter()
                .copied()
                .chain([CampRule::Deadline(3), CampRule::Deadline(12)]);
            for camp in rules {
                let tables = Tables::sides(variant, camp);
                for _ in 0..6 {
                    let mut node = Sides::new(Position::start(variant), &tables);
                    for _ in 0..300 {
                        let expected = node.position.outcome(camp).map(|o| match o {
                            Outcome::Win { winner, .. } => End::Won(1 << winner as usize),
                            Outcome::Draw { .. } => End::Drawn,
                        });
                        assert_eq!(node.end(), expected, "{variant} {camp}: {}", node.position);
                        if expected.is_some() {
                            ends += 1;
                            break;
                        }
                        let moves = node.position.legal_moves();
                        let m = if moves.is_empty() {
                            Move::PASS
                        } else {
                            moves[rng.below(moves.len())]
                        };
                        node = node.play(&m).expect("a legal move");
                        // The key follows the move as if worked out afresh.
                        let fresh = Sides::new(node.position.clone(), &tables);
                        assert_eq!(node.key(), fresh.key());
                    }
                }
            }
        }
        assert!(ends >= 20, "only {ends} games ended");
    }
}
