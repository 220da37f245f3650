//! A validated position of one game: the pieces, the side to move and the move
//! number; its legal moves, the step-by-step view of a move under construction,
//! and what the board says about the end of the game.

use core::fmt;

use crate::board::{self, CellSet, SquareGrid, CELLS, DIRECTIONS, EMPTY};
use crate::moves::{Move, MoveList};
use crate::outcome::{Outcome, Reason};
use crate::setup::{ParseSetupError, Setup};
use crate::square::{Square, SquareSet, MAX_SIZE};
use crate::variant::{CampRule, Color, MoveKind, Variant};
use crate::{embargo, halma};

use crate::illegal::IllegalMove;

/// Why a [`Setup`] is not a position of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// The text could not be read at all.
    Parse(ParseSetupError),
    /// The board has another size than the game's.
    WrongSize {
        /// The game.
        variant: Variant,
        /// The number of ranks of the setup.
        size: u8,
    },
    /// One side has more pieces than the game gives it.
    TooManyPieces {
        /// The side.
        color: Color,
        /// How many it has.
        count: usize,
        /// How many the game gives it.
        max: usize,
    },
    /// One side has no piece at all: a game always has both.
    NoPieces(Color),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Parse(e) => write!(f, "{e}"),
            PositionError::WrongSize { variant, size } => write!(
                f,
                "the position has {size} ranks, but {variant} is played on a {n}x{n} board",
                n = variant.size()
            ),
            PositionError::TooManyPieces { color, count, max } => write!(
                f,
                "{color} has {count} pieces, but the game gives each side {max}"
            ),
            PositionError::NoPieces(color) => write!(f, "{color} has no pieces on the board"),
        }
    }
}

impl std::error::Error for PositionError {}

impl From<ParseSetupError> for PositionError {
    fn from(e: ParseSetupError) -> PositionError {
        PositionError::Parse(e)
    }
}

/// [`Position::play`] refused a move: why, and the position handed back.
#[derive(Debug, Clone)]
pub struct PlayError {
    /// Why the move is illegal.
    pub error: IllegalMove,
    /// The position, unchanged.
    pub position: Box<Position>,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move: {}", self.error)
    }
}

impl std::error::Error for PlayError {}

/// What the page of a move under construction offers next.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Clicks {
    /// The squares that may be clicked now: with nothing clicked, the pieces that
    /// can move; with a piece chosen, where it can go by one step or one jump
    /// (Embargo: by one move); after a jump, where it can jump on to.
    pub targets: SquareSet,
    /// Whether what has been clicked is a move that may be submitted as it is.
    pub complete: bool,
}

/// The placement and the side to move: what threefold repetition compares.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PositionKey {
    /// White's pieces.
    pub white: SquareSet,
    /// Black's pieces.
    pub black: SquareSet,
    /// The side to move.
    pub turn: Color,
}

/// A position of one game: the board, the side to move, the full-move number.
/// Every `Position` is one the game can describe: its board has the game's size,
/// and each side has at least one piece and no more than the game gives it.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    variant: Variant,
    cells: [u8; CELLS],
    pieces: [SquareSet; 2],
    turn: Color,
    fullmove: u32,
}

impl Position {
    /// The start of a game: each side's yard full, White to move, move 1.
    pub fn start(variant: Variant) -> Position {
        let setup = Setup {
            size: variant.size(),
            white: variant.yard(Color::White),
            black: variant.yard(Color::Black),
            turn: Color::White,
            fullmove: 1,
        };
        Position::from_setup(variant, &setup).expect("the start is a position")
    }

    /// Checks a setup against a game.
    pub fn from_setup(variant: Variant, setup: &Setup) -> Result<Position, PositionError> {
        if setup.size != variant.size() {
            return Err(PositionError::WrongSize {
                variant,
                size: setup.size,
            });
        }
        for color in Color::ALL {
            let count = setup.pieces(color).len();
            if count > variant.pieces() {
                return Err(PositionError::TooManyPieces {
                    color,
                    count,
                    max: variant.pieces(),
                });
            }
            if count == 0 {
                return Err(PositionError::NoPieces(color));
            }
        }
        Ok(Position {
            variant,
            cells: board::mailbox(setup.size, setup.white, setup.black),
            pieces: [setup.white, setup.black],
            turn: setup.turn,
            fullmove: setup.fullmove,
        })
    }

    /// Reads a position text of a game.
    pub fn from_text(variant: Variant, text: &str) -> Result<Position, PositionError> {
        // A board of the wrong size is named as such, rather than as ranks of
        // the wrong width for the size the text itself suggests; any other
        // fault is the parser's to name.
        let mut fields = text.split_whitespace();
        let placement = fields.next();
        let ranks = placement
            .filter(|_| fields.count() == 2)
            .map(|p| p.split('/').count());
        if let Some(size) =
            ranks.filter(|&n| n != variant.size() as usize && n <= MAX_SIZE as usize)
        {
            return Err(PositionError::WrongSize {
                variant,
                size: size as u8,
            });
        }
        Position::from_setup(variant, &text.parse()?)
    }

    /// The setup this position is.
    pub fn to_setup(&self) -> Setup {
        Setup {
            size: self.variant.size(),
            white: self.pieces[0],
            black: self.pieces[1],
            turn: self.turn,
            fullmove: self.fullmove,
        }
    }

    /// The game.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The full-move number: 1 at the start, one more after each of Black's moves.
    pub fn fullmove(&self) -> u32 {
        self.fullmove
    }

    /// The pieces of one side.
    pub fn pieces(&self, color: Color) -> SquareSet {
        self.pieces[color as usize]
    }

    /// The side whose piece stands on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|&c| self.pieces(c).contains(sq))
    }

    /// What threefold repetition compares.
    pub fn key(&self) -> PositionKey {
        PositionKey {
            white: self.pieces[0],
            black: self.pieces[1],
            turn: self.turn,
        }
    }

    /// Every legal move: one per origin–destination pair, a jump chain by a
    /// shortest path. Empty when the side to move must pass. (The one position
    /// where a listed move does not play: Black to move at move `u32::MAX`,
    /// after which no move has a number; see [`IllegalMove::MoveNumberOverflow`].)
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.legal_moves_into(&mut moves);
        moves
    }

    /// [`Position::legal_moves`] into a list the caller keeps; clears it first.
    pub fn legal_moves_into(&self, moves: &mut MoveList) {
        moves.clear();
        let own = self.pieces(self.turn);
        match self.variant.move_kind() {
            MoveKind::Halma => {
                let mut search = halma::Search::<SquareGrid>::new(&self.cells);
                for sq in own.iter() {
                    search.push_moves(board::cell(sq), moves);
                }
            }
            MoveKind::Embargo => {
                let walls = embargo::Walls::of(&self.cells, self.variant.size());
                let yard = CellSet::from_squares(self.variant.yard(self.turn));
                for sq in own.iter() {
                    embargo::push_moves(&self.cells, &walls, &yard, board::cell(sq), moves);
                }
            }
        }
    }

    /// Whether the side to move has a legal move (if not, it must pass).
    pub fn has_legal_move(&self) -> bool {
        match self.variant.move_kind() {
            MoveKind::Halma => self
                .pieces(self.turn)
                .iter()
                .any(|sq| halma::can_move::<SquareGrid>(&self.cells, board::cell(sq))),
            MoveKind::Embargo => !self.legal_moves().is_empty(),
        }
    }

    /// The pieces of the side to move that have a legal move.
    fn movable(&self) -> SquareSet {
        match self.variant.move_kind() {
            MoveKind::Halma => self
                .pieces(self.turn)
                .iter()
                .filter(|&sq| halma::can_move::<SquareGrid>(&self.cells, board::cell(sq)))
                .collect(),
            // The walls are worked out once for all the pieces.
            MoveKind::Embargo => self.legal_moves().iter().filter_map(Move::from).collect(),
        }
    }

    /// The wall squares of an Embargo position: the empty squares between two
    /// pieces of the same colour on one rank or file, walls of both colours
    /// together. Empty in Halma, which has no walls.
    pub fn walls(&self) -> SquareSet {
        match self.variant.move_kind() {
            MoveKind::Halma => SquareSet::EMPTY,
            MoveKind::Embargo => {
                embargo::Walls::of(&self.cells, self.variant.size()).squares(self.variant.size())
            }
        }
    }

    /// The squares a piece on `from` can reach by one step or one jump, or in
    /// Embargo by one move (empty if there is no piece of the side to move).
    pub fn destinations(&self, from: Square) -> SquareSet {
        if !from.is_on_board(self.variant.size()) || !self.pieces(self.turn).contains(from) {
            return SquareSet::EMPTY;
        }
        let origin = board::cell(from);
        match self.variant.move_kind() {
            MoveKind::Halma => {
                let mut set = SquareSet::EMPTY;
                for d in DIRECTIONS {
                    let next = board::offset(origin, d);
                    if self.cells[next] == EMPTY {
                        set.insert(board::square(next));
                    }
                }
                set.union(halma::jump_landings::<SquareGrid>(
                    &self.cells,
                    origin,
                    origin,
                    &CellSet::default(),
                ))
            }
            MoveKind::Embargo => {
                let walls = embargo::Walls::of(&self.cells, self.variant.size());
                let yard = CellSet::from_squares(self.variant.yard(self.turn));
                let mut moves = MoveList::new();
                embargo::push_moves(&self.cells, &walls, &yard, origin, &mut moves);
                moves.iter().filter_map(Move::to).collect()
            }
        }
    }

    /// Checks the squares clicked so far (a piece, then where it goes) and says what
    /// may be clicked next, and whether the clicks make a move to submit.
    pub fn clicks(&self, path: &[Square]) -> Result<Clicks, IllegalMove> {
        let Some((&origin, rest)) = path.split_first() else {
            return Ok(Clicks {
                targets: self.movable(),
                complete: false,
            });
        };
        self.check_origin(origin)?;
        if rest.is_empty() {
            return Ok(Clicks {
                targets: self.destinations(origin),
                complete: false,
            });
        }
        let jumped = self.check_path(path)?;
        let targets = if jumped {
            let mut visited = CellSet::default();
            for &sq in path {
                visited.insert(board::cell(sq));
            }
            let last = *path.last().expect("two squares or more");
            halma::jump_landings::<SquareGrid>(
                &self.cells,
                board::cell(last),
                board::cell(origin),
                &visited,
            )
        } else {
            SquareSet::EMPTY
        };
        Ok(Clicks {
            targets,
            complete: true,
        })
    }

    fn check_origin(&self, origin: Square) -> Result<(), IllegalMove> {
        if !origin.is_on_board(self.variant.size()) {
            return Err(IllegalMove::OffBoard(origin));
        }
        if !self.pieces(self.turn).contains(origin) {
            return Err(IllegalMove::NotYourPiece {
                square: origin,
                color: self.turn,
            });
        }
        Ok(())
    }

    /// Checks a path of two squares or more; says whether it is a jump chain.
    fn check_path(&self, path: &[Square]) -> Result<bool, IllegalMove> {
        let origin = path[0];
        self.check_origin(origin)?;
        if let Some(&off) = path.iter().find(|sq| !sq.is_on_board(self.variant.size())) {
            return Err(IllegalMove::OffBoard(off));
        }
        match self.variant.move_kind() {
            MoveKind::Halma => halma::check_path::<SquareGrid>(&self.cells, path),
            MoveKind::Embargo => {
                let [from, to] = path[..] else {
                    return Err(IllegalMove::TooManySquares);
                };
                let walls = embargo::Walls::of(&self.cells, self.variant.size());
                let yard = CellSet::from_squares(self.variant.yard(self.turn));
                embargo::check_move(&self.cells, &walls, &yard, from, to).map(|()| false)
            }
        }
    }

    /// Why `m` may not be played here, if it may not.
    pub fn check(&self, m: &Move) -> Result<(), IllegalMove> {
        if self.next_fullmove().is_none() {
            return Err(IllegalMove::MoveNumberOverflow);
        }
        if m.is_pass() {
            return if self.has_legal_move() {
                Err(IllegalMove::MayNotPass(self.turn))
            } else {
                Ok(())
            };
        }
        self.check_path(m.squares())?;
        Ok(())
    }

    /// Plays a legal move (or the pass of a side that has none); hands the position
    /// back, unchanged, with the reason when the move is illegal.
    pub fn play(self, m: &Move) -> Result<Position, PlayError> {
        match self.check(m) {
            Ok(()) => Ok(self.play_unchecked(m)),
            Err(error) => Err(PlayError {
                error,
                position: Box::new(self),
            }),
        }
    }

    /// The move number after the side to move has moved; `None` past the last
    /// one there is (Black to move at `u32::MAX`), where [`Position::check`]
    /// refuses every move.
    fn next_fullmove(&self) -> Option<u32> {
        match self.turn {
            Color::White => Some(self.fullmove),
            Color::Black => self.fullmove.checked_add(1),
        }
    }

    /// Plays a move already known to be legal (by [`Position::check`], which
    /// also makes sure the move number has a successor).
    fn play_unchecked(mut self, m: &Move) -> Position {
        if let (Some(from), Some(to)) = (m.from(), m.to()) {
            let color = self.turn;
            self.cells[board::cell(from)] = EMPTY;
            self.cells[board::cell(to)] = board::piece(color);
            self.pieces[color as usize].remove(from);
            self.pieces[color as usize].insert(to);
        }
        self.fullmove = self.next_fullmove().unwrap_or(self.fullmove);
        self.turn = !self.turn;
        self
    }

    /// Whether `color` has all its pieces in its target.
    pub fn target_reached(&self, color: Color) -> bool {
        let pieces = self.pieces(color);
        !pieces.is_empty() && pieces.is_subset(self.variant.target(color))
    }

    /// `fill`: whether every square of `color`'s target is occupied, at least one by
    /// its own pieces.
    pub fn target_filled(&self, color: Color) -> bool {
        let target = self.variant.target(color);
        let occupied = self.pieces[0].union(self.pieces[1]);
        target.is_subset(occupied) && !target.intersection(self.pieces(color)).is_empty()
    }

    /// Whether `color` has a piece in its own yard.
    pub fn has_piece_in_yard(&self, color: Color) -> bool {
        !self
            .pieces(color)
            .intersection(self.variant.yard(color))
            .is_empty()
    }

    /// What the board says about the end of the game under a camp rule, in the
    /// order of RULES.md: target reached, then the camp rule. (Repetition needs the
    /// game's history: see [`crate::Game::outcome`].)
    ///
    /// The side that just moved is checked first. The deadline is read from the
    /// move number alone: once both sides have made `N` moves (move number above
    /// `N`), a side with a piece in its own yard loses, both such sides draw; at the
    /// exact moment of Black's `N`th move that is the deadline itself, later it can
    /// only be a piece moved back home.
    pub fn outcome(&self, camp: CampRule) -> Option<Outcome> {
        let mover = !self.turn;
        for color in [mover, self.turn] {
            if self.target_reached(color) {
                return Some(Outcome::Win {
                    winner: color,
                    reason: Reason::TargetReached,
                });
            }
        }
        match camp {
            CampRule::Fill => {
                for color in [mover, self.turn] {
                    if self.target_filled(color) {
                        return Some(Outcome::Win {
                            winner: color,
                            reason: Reason::TargetFilled,
                        });
                    }
                }
                None
            }
            CampRule::Deadline(n) => {
                if self.fullmove <= n {
                    return None;
                }
                let reason = if self.fullmove == n + 1 && self.turn == Color::White {
                    Reason::YardDeadline(n)
                } else {
                    Reason::ReturnedToYard(n)
                };
                match (
                    self.has_piece_in_yard(Color::White),
                    self.has_piece_in_yard(Color::Black),
                ) {
                    (true, true) => Some(Outcome::Draw { reason }),
                    (true, false) => Some(Outcome::Win {
                        winner: Color::Black,
                        reason,
                    }),
                    (false, true) => Some(Outcome::Win {
                        winner: Color::White,
                        reason,
                    }),
                    (false, false) => None,
                }
            }
        }
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.to_setup(), f)
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({} {})", self.variant, self)
    }
}
