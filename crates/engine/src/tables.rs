//! What the engine knows of a game before it looks at a position: each seat's
//! target and camp, how far every square is from each seat's target, the
//! jumps from every square, and the random numbers that key positions.

use halma_rules::{
    Board, CampRule, Color, Colour, ColourSet, MoveKind, SeatRules, SeatVariant, Square, SquareSet,
    Variant, STAR_ROWS,
};

use crate::rng::mix;

/// The most seats a game has (`star-6`).
pub(crate) const MAX_SEATS: usize = 6;

/// The most pieces a seat has (`halma-16x16`).
pub(crate) const MAX_PIECES: usize = 19;

/// The number of holes of each row of the star, `a` to `q` (RULES.md).
const STAR_ROW_LENGTHS: [u8; STAR_ROWS as usize] =
    [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1];

/// A jump from a square: the square jumped over and the square landed on.
#[derive(Clone, Copy, Default)]
pub(crate) struct Jump {
    pub over: Square,
    pub land: Square,
}

/// The jumps from one square (at most eight), for one seat those that bring
/// the piece nearer its target.
#[derive(Clone, Copy, Default)]
pub(crate) struct Jumps {
    len: u8,
    list: [Jump; 8],
}

impl Jumps {
    fn push(&mut self, jump: Jump) {
        self.list[self.len as usize] = jump;
        self.len += 1;
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = &Jump> {
        self.list[..self.len as usize].iter()
    }
}

/// The game's knowledge, built once per search.
pub(crate) struct Tables {
    /// How many seats take part (2 in the two-player games).
    pub seats: usize,
    /// The colour of each seat, in turn order (White and Black for two players).
    pub colours: [Colour; MAX_SEATS],
    /// The side each seat plays for: its own seat, or with partners the pair
    /// (0 for seats 1 and 3, 1 for seats 2 and 4).
    pub team: [usize; MAX_SEATS],
    /// Whether seats play in pairs.
    pub partners: bool,
    /// The seats still in the game (a seat that left is no rival any more).
    pub playing: [bool; MAX_SEATS],
    /// The two-player camp rule (`None` in the games for more than two, whose
    /// only camp rule is `fill`).
    pub camp_rule: Option<CampRule>,
    /// Each seat's distance from every square to its target's far corner or
    /// point: steps along the rank and file on a square board (the yards are
    /// triangles of this distance), steps on the star.
    pub dist: [[u8; 256]; MAX_SEATS],
    /// Each seat's target.
    pub target: [SquareSet; MAX_SEATS],
    /// Each seat's camp (its yard, where it starts).
    pub camp: [SquareSet; MAX_SEATS],
    /// The sum of the `k` smallest distances of a seat's target squares: how
    /// far `k` pieces packed into the target still are from the corner.
    pub packed: [[u32; MAX_PIECES + 1]; MAX_SEATS],
    /// The largest distance of a square of each seat's target.
    pub target_depth: [u8; MAX_SEATS],
    /// For each seat and square, the jumps that bring a piece nearer the
    /// target (empty in Embargo, whose pieces do not jump).
    pub forward: Vec<[Jumps; 256]>,
}

/// A board's squares with coordinates in which neighbours are one direction
/// apart.
struct Geometry {
    squares: SquareSet,
    coords: [(i32, i32); 256],
    /// The square at each coordinate, by `(x + 16, y)` on a 48 × 20 grid.
    at: Vec<Option<Square>>,
    directions: &'static [(i32, i32)],
    star: bool,
}

const SQUARE_DIRECTIONS: [(i32, i32); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

/// The star's six directions in RULES.md's coordinates.
const STAR_DIRECTIONS: [(i32, i32); 6] = [(-2, 0), (2, 0), (-1, -1), (1, -1), (-1, 1), (1, 1)];

const GRID_W: i32 = 48;
const GRID_H: i32 = 20;

impl Geometry {
    fn new(board: Board) -> Geometry {
        let squares = board.squares();
        let star = board == Board::Star;
        let mut coords = [(0, 0); 256];
        let mut at = vec![None; (GRID_W * GRID_H) as usize];
        for sq in squares.iter() {
            let (x, y) = if star {
                let (row, number) = board.order(sq);
                let n = i32::from(STAR_ROW_LENGTHS[row as usize]);
                (2 * (i32::from(number) - 1) - (n - 1), i32::from(row))
            } else {
                (i32::from(sq.file()), i32::from(sq.rank()))
            };
            coords[sq.index()] = (x, y);
            at[((x + 16) + y * GRID_W) as usize] = Some(sq);
        }
        Geometry {
            squares,
            coords,
            at,
            directions: if star {
                &STAR_DIRECTIONS
            } else {
                &SQUARE_DIRECTIONS
            },
            star,
        }
    }

    fn square_at(&self, x: i32, y: i32) -> Option<Square> {
        if !(-16..GRID_W - 16).contains(&x) || !(0..GRID_H).contains(&y) {
            return None;
        }
        self.at[((x + 16) + y * GRID_W) as usize]
    }

    /// Steps between two squares: along ranks and files on a square board
    /// (a diagonal counts two, as the yards are triangles of this distance),
    /// on the star the number of steps.
    fn distance(&self, a: Square, b: Square) -> u32 {
        let (ax, ay) = self.coords[a.index()];
        let (bx, by) = self.coords[b.index()];
        let (dx, dy) = ((ax - bx).unsigned_abs(), (ay - by).unsigned_abs());
        if self.star {
            dy + dx.saturating_sub(dy) / 2
        } else {
            dx + dy
        }
    }

    /// The square of `set` farthest from the middle of the board: the corner
    /// of a yard, the tip of a point.
    fn tip(&self, set: SquareSet) -> Option<Square> {
        // Twice the coordinates, so that the middle falls on whole numbers.
        let (mut sx, mut sy, mut n) = (0, 0, 0);
        for sq in self.squares.iter() {
            let (x, y) = self.coords[sq.index()];
            sx += 2 * x;
            sy += 2 * y;
            n += 1;
        }
        let (cx, cy) = (sx / n.max(1), sy / n.max(1));
        set.iter().max_by_key(|sq| {
            let (x, y) = self.coords[sq.index()];
            let (dx, dy) = ((2 * x - cx).unsigned_abs(), (2 * y - cy).unsigned_abs());
            if self.star {
                dy + dx.saturating_sub(dy) / 2
            } else {
                dx + dy
            }
        })
    }

    fn jumps(&self, sq: Square) -> Jumps {
        let mut jumps = Jumps::default();
        let (x, y) = self.coords[sq.index()];
        for &(dx, dy) in self.directions {
            if let (Some(over), Some(land)) = (
                self.square_at(x + dx, y + dy),
                self.square_at(x + 2 * dx, y + 2 * dy),
            ) {
                jumps.push(Jump { over, land });
            }
        }
        jumps
    }
}

impl Tables {
    fn build(
        board: Board,
        jumping: bool,
        seats: &[(Colour, SquareSet, SquareSet)],
        team: impl Fn(usize) -> usize,
        partners: bool,
        camp_rule: Option<CampRule>,
    ) -> Tables {
        let geometry = Geometry::new(board);
        let mut tables = Tables {
            seats: seats.len(),
            colours: [Colour::White; MAX_SEATS],
            team: [0; MAX_SEATS],
            partners,
            playing: [false; MAX_SEATS],
            camp_rule,
            dist: [[0; 256]; MAX_SEATS],
            target: [SquareSet::EMPTY; MAX_SEATS],
            camp: [SquareSet::EMPTY; MAX_SEATS],
            packed: [[0; MAX_PIECES + 1]; MAX_SEATS],
            target_depth: [0; MAX_SEATS],
            forward: Vec::with_capacity(seats.len()),
        };
        let all_jumps: Vec<Jumps> = (0..=255u8)
            .map(Square::from_index)
            .map(|sq| {
                if jumping && geometry.squares.contains(sq) {
                    geometry.jumps(sq)
                } else {
                    Jumps::default()
                }
            })
            .collect();
        for (s, &(colour, target, camp)) in seats.iter().enumerate() {
            tables.colours[s] = colour;
            tables.playing[s] = true;
            tables.team[s] = team(s);
            tables.target[s] = target;
            tables.camp[s] = camp;
            let tip = geometry.tip(target);
            for sq in geometry.squares.iter() {
                let d = tip.map_or(0, |tip| geometry.distance(sq, tip));
                tables.dist[s][sq.index()] = d.min(255) as u8;
            }
            let mut depths: Vec<u8> = target.iter().map(|sq| tables.dist[s][sq.index()]).collect();
            depths.sort_unstable();
            tables.target_depth[s] = depths.last().copied().unwrap_or(0);
            for k in 1..=MAX_PIECES {
                // Past the target's size, a piece more packs as deep as the last.
                let d = depths.get(k - 1).or(depths.last()).copied().unwrap_or(0);
                tables.packed[s][k] = tables.packed[s][k - 1] + u32::from(d);
            }
            let mut forward = [Jumps::default(); 256];
            for sq in geometry.squares.iter() {
                for jump in all_jumps[sq.index()].iter() {
                    if tables.dist[s][jump.land.index()] < tables.dist[s][sq.index()] {
                        forward[sq.index()].push(*jump);
                    }
                }
            }
            tables.forward.push(forward);
        }
        tables
    }

    /// The tables of a two-player game: seat 0 is White, seat 1 Black.
    pub(crate) fn sides(variant: Variant, camp_rule: CampRule) -> Tables {
        let seats: Vec<(Colour, SquareSet, SquareSet)> = Color::ALL
            .iter()
            .map(|&c| (Colour::from(c), variant.target(c), variant.yard(c)))
            .collect();
        Tables::build(
            Board::Square(variant.size()),
            variant.move_kind() == MoveKind::Halma,
            &seats,
            |s| s,
            false,
            Some(camp_rule),
        )
    }

    /// The tables of a game for more than two: the seats in turn order.
    pub(crate) fn seats(rules: SeatRules, out: ColourSet) -> Tables {
        let variant: SeatVariant = rules.variant;
        let seats: Vec<(Colour, SquareSet, SquareSet)> = variant
            .seats()
            .iter()
            .map(|&c| (c, variant.target(c), variant.camp(c)))
            .collect();
        let partners = rules.partners;
        let mut tables = Tables::build(
            variant.board(),
            true,
            &seats,
            |s| if partners { s % 2 } else { s },
            partners,
            None,
        );
        for s in 0..tables.seats {
            tables.playing[s] = !out.contains(tables.colours[s]);
        }
        tables
    }

    /// Whether two seats play for the same side.
    pub(crate) fn allies(&self, a: usize, b: usize) -> bool {
        self.team[a] == self.team[b]
    }
}

/// Random numbers for each colour on each square: a position's key is the
/// exclusive or of those of its pieces and that of the colour to move.
pub(crate) static PIECE_KEYS: [[u64; 256]; Colour::COUNT] = {
    let mut keys = [[0; 256]; Colour::COUNT];
    let mut c = 0;
    while c < Colour::COUNT {
        let mut sq = 0;
        while sq < 256 {
            keys[c][sq] = mix((c * 256 + sq) as u64 + 0x1234_5678);
            sq += 1;
        }
        c += 1;
    }
    keys
};

/// The key of each colour to move.
pub(crate) static TURN_KEYS: [u64; Colour::COUNT] = {
    let mut keys = [0; Colour::COUNT];
    let mut c = 0;
    while c < Colour::COUNT {
        keys[c] = mix(c as u64 + 0x9999_0000);
        c += 1;
    }
    keys
};

/// The key of pieces and the colour to move.
pub(crate) fn placement_key(
    pieces: impl Iterator<Item = (Colour, SquareSet)>,
    turn: Colour,
) -> u64 {
    let mut key = TURN_KEYS[turn.index()];
    for (colour, set) in pieces {
        for sq in set.iter() {
            key ^= PIECE_KEYS[colour.index()][sq.index()];
        }
    }
    key
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn the_8x8_distances_run_to_the_far_corner() {
        let t = Tables::sides(Variant::Halma8x8, CampRule::Deadline(30));
        // White aims at a8; its yard's corner h1 is 14 away.
        assert_eq!(t.dist[0][sq("a8").index()], 0);
        assert_eq!(t.dist[0][sq("h1").index()], 14);
        assert_eq!(t.dist[1][sq("h1").index()], 0);
        // The yard is the triangle of distance 3 or less.
        assert_eq!(t.target_depth[0], 3);
        assert_eq!(t.packed[0][10], 4 * 3 + 3 * 2 + 2);
        // From g2 a jump over f3 to e4 brings White nearer; one back to h1 does not.
        let forward: Vec<Square> = t.forward[0][sq("g2").index()]
            .iter()
            .map(|j| j.land)
            .collect();
        assert!(forward.contains(&sq("e4")));
        assert!(!forward.iter().any(|&s| t.dist[0][s.index()] >= 12));
    }

    #[test]
    fn star_distances_count_steps_to_the_opposite_tip() {
        let t = Tables::seats(SeatRules::new(SeatVariant::StarTwo), ColourSet::EMPTY);
        let board = Board::Star;
        let hole = |name: &str| board.parse(name).unwrap();
        // Red starts at the bottom (S) and aims at the top tip q1: 16 steps.
        assert_eq!(t.dist[0][hole("a1").index()], 16);
        assert_eq!(t.dist[0][hole("q1").index()], 0);
        assert_eq!(t.dist[0][hole("i5").index()], 8);
        assert_eq!(t.target_depth[0], 3);
        assert_eq!(t.dist[1][hole("a1").index()], 0);
        // Every hole of the middle row has a jump of some kind.
        assert!(t.forward[0][hole("i5").index()].iter().count() >= 2);
    }

    #[test]
    fn partners_share_a_team() {
        let t = Tables::seats(
            SeatRules::with_partners(SeatVariant::Halma16x16Four).unwrap(),
            ColourSet::EMPTY,
        );
        assert!(t.allies(0, 2) && t.allies(1, 3) && !t.allies(0, 1));
        let t = Tables::seats(
            SeatRules::new(SeatVariant::Halma16x16Four),
            ColourSet::EMPTY,
        );
        assert!(!t.allies(0, 2));
    }
}
