//! A validated position of a game for more than two: the pieces of every seat,
//! the seat to move, the move number, and which seats have left or finished;
//! its legal moves, and the end of the game as the seats' states say.
//!
//! RULES.md's interpretations for these games live here, each in one place:
//! who wins when one move finishes several seats ([`SeatPosition::settle`]),
//! how the turn passes and the move number grows ([`SeatPosition::pass_turn`]),
//! and what leaving does ([`SeatPosition::leave`]).

use core::fmt;

use crate::board::{self, CellSet, Geometry, SquareGrid, CELLS};
use crate::colour::Colour;
use crate::halma;
use crate::illegal::IllegalMove;
use crate::moves::{Move, MoveList};
use crate::outcome::{SeatOutcome, SeatReason};
use crate::position::Clicks;
use crate::seats::{ColourSet, PointsRule, SeatRules, SeatSetup, SeatVariant};
use crate::setup::ParseSetupError;
use crate::square::{Square, SquareSet, MAX_SIZE};
use crate::star::{Board, StarGrid};

/// Runs `$body` with `$grid` naming the geometry of `$board`, so that the move
/// generator is compiled once for each board shape.
macro_rules! on_grid {
    ($board:expr, $grid:ident => $body:expr) => {
        match $board {
            Board::Square(_) => {
                type $grid = SquareGrid;
                $body
            }
            Board::Star => {
                type $grid = StarGrid;
                $body
            }
        }
    };
}

/// Why a [`SeatSetup`] is not a position of a game for more than two.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeatPositionError {
    /// The text could not be read at all.
    Parse(ParseSetupError),
    /// The board has another size than the game's.
    WrongSize {
        /// The game.
        variant: SeatVariant,
        /// The number of ranks of the setup.
        size: u8,
    },
    /// Pieces (or the turn) of a colour no seat of the game plays.
    NotASeat {
        /// The game.
        variant: SeatVariant,
        /// The colour.
        colour: Colour,
    },
    /// A seat has more pieces than the game gives it.
    TooManyPieces {
        /// The seat.
        colour: Colour,
        /// How many it has.
        count: usize,
        /// How many the game gives it.
        max: usize,
    },
    /// A seat has no piece at all.
    NoPieces(Colour),
    /// A piece stands on a square the game's board does not have.
    OffBoard {
        /// The game.
        variant: SeatVariant,
        /// The square.
        square: Square,
    },
}

impl fmt::Display for SeatPositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatPositionError::Parse(e) => write!(f, "{e}"),
            SeatPositionError::WrongSize { variant, size } => match variant.board() {
                Board::Square(n) => write!(
                    f,
                    "the position has {size} ranks, but {variant} is played on a {n}x{n} board"
                ),
                Board::Star => write!(
                    f,
                    "the position has {size} rows, but {variant} is played on the star of {} rows",
                    variant.size()
                ),
            },
            SeatPositionError::NotASeat { variant, colour } => {
                write!(
                    f,
                    "{colour} ('{}') is not a seat of {variant} (",
                    colour.letter()
                )?;
                for (i, seat) in variant.seats().iter().enumerate() {
                    let sep = if i == 0 { "" } else { ", " };
                    write!(f, "{sep}{seat} '{}'", seat.letter())?;
                }
                f.write_str(")")
            }
            SeatPositionError::TooManyPieces { colour, count, max } => write!(
                f,
                "{colour} has {count} pieces, but the game gives each seat {max}"
            ),
            SeatPositionError::NoPieces(colour) => {
                write!(f, "{colour} has no pieces on the board")
            }
            SeatPositionError::OffBoard { variant, square } => {
                write!(
                    f,
                    "a piece stands on {square}, which is not on the board of {variant}"
                )
            }
        }
    }
}

impl std::error::Error for SeatPositionError {}

impl From<ParseSetupError> for SeatPositionError {
    fn from(e: ParseSetupError) -> SeatPositionError {
        SeatPositionError::Parse(e)
    }
}

/// Why a seat may not leave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LeaveError {
    /// No seat of the game plays this colour.
    NotASeat(Colour),
    /// The seat has already left.
    AlreadyOut(Colour),
    /// The game is over.
    Over(SeatOutcome),
    /// The turn would pass past the last move number there is.
    MoveNumberOverflow,
}

impl fmt::Display for LeaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LeaveError::NotASeat(c) => write!(f, "no seat of this game plays {c}"),
            LeaveError::AlreadyOut(c) => write!(f, "{c} has already left the game"),
            LeaveError::Over(outcome) => write!(f, "the game is over ({outcome})"),
            LeaveError::MoveNumberOverflow => write!(
                f,
                "move {} is the last move number there is: the turn cannot pass on",
                u32::MAX
            ),
        }
    }
}

impl std::error::Error for LeaveError {}

/// [`SeatPosition::play`] refused a move: why, and the position handed back.
#[derive(Debug, Clone)]
pub struct SeatPlayError {
    /// Why the move is illegal.
    pub error: IllegalMove,
    /// The position, unchanged.
    pub position: Box<SeatPosition>,
}

impl fmt::Display for SeatPlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move: {}", self.error)
    }
}

impl std::error::Error for SeatPlayError {}

/// The placement and the seat to move: what repetition compares.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SeatKey {
    /// The pieces of each colour, indexed by [`Colour::index`].
    pub pieces: [SquareSet; Colour::COUNT],
    /// The seat to move.
    pub turn: Colour,
}

/// A position of a game for more than two. Every `SeatPosition` is one the
/// game can have: the board has the game's size, only the game's seats have
/// pieces, each at least one and no more than the game gives it.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct SeatPosition {
    rules: SeatRules,
    cells: [u8; CELLS],
    pieces: [SquareSet; Colour::COUNT],
    turn: Colour,
    fullmove: u32,
    out: ColourSet,
    finished: ColourSet,
    ended: Option<SeatOutcome>,
}

impl SeatPosition {
    /// The start of a game: every camp full, the first seat to move, move 1.
    pub fn start(rules: SeatRules) -> SeatPosition {
        let variant = rules.variant;
        let mut pieces = [SquareSet::EMPTY; Colour::COUNT];
        for &colour in variant.seats() {
            pieces[colour.index()] = variant.camp(colour);
        }
        let setup = SeatSetup {
            size: variant.size(),
            pieces,
            turn: variant.seats()[0],
            fullmove: 1,
        };
        SeatPosition::from_setup(rules, &setup).expect("the start is a position")
    }

    /// Checks a setup against a game. Every seat is playing; with partners, a
    /// seat whose target is already complete counts as finished (and if it is
    /// the seat to move, the turn passes on).
    pub fn from_setup(
        rules: SeatRules,
        setup: &SeatSetup,
    ) -> Result<SeatPosition, SeatPositionError> {
        let variant = rules.variant;
        if setup.size != variant.size() {
            return Err(SeatPositionError::WrongSize {
                variant,
                size: setup.size,
            });
        }
        let not_a_seat = |colour| SeatPositionError::NotASeat { variant, colour };
        if variant.seat(setup.turn).is_none() {
            return Err(not_a_seat(setup.turn));
        }
        if let Some(colour) = Colour::ALL
            .into_iter()
            .find(|&c| variant.seat(c).is_none() && !setup.pieces(c).is_empty())
        {
            return Err(not_a_seat(colour));
        }
        for &colour in variant.seats() {
            let count = setup.pieces(colour).len();
            if count > variant.pieces() {
                return Err(SeatPositionError::TooManyPieces {
                    colour,
                    count,
                    max: variant.pieces(),
                });
            }
            if count == 0 {
                return Err(SeatPositionError::NoPieces(colour));
            }
        }
        let board = variant.board().squares();
        if let Some(square) = setup
            .pieces
            .iter()
            .flat_map(|set| set.iter())
            .find(|&sq| !board.contains(sq))
        {
            return Err(SeatPositionError::OffBoard { variant, square });
        }
        let mut position = SeatPosition {
            rules,
            cells: on_grid!(variant.board(), G => board::seat_mailbox::<G>(
                variant.board().squares(),
                &setup.pieces,
            )),
            pieces: setup.pieces,
            turn: setup.turn,
            fullmove: setup.fullmove,
            out: ColourSet::EMPTY,
            finished: ColourSet::EMPTY,
            ended: None,
        };
        if rules.partners {
            position.settle(setup.turn);
            if !position.takes_turns(position.turn) {
                // A wrap past the last move number leaves the turn where it is.
                position.pass_turn();
            }
        }
        Ok(position)
    }

    /// Reads a position text of a game.
    pub fn from_text(rules: SeatRules, text: &str) -> Result<SeatPosition, SeatPositionError> {
        // A board of the wrong size is named as such (as for two players).
        let mut fields = text.split_whitespace();
        let ranks = fields
            .next()
            .filter(|_| fields.count() == 2)
            .map(|p| p.split('/').count());
        let variant = rules.variant;
        if let Some(size) =
            ranks.filter(|&n| n != variant.size() as usize && n <= MAX_SIZE as usize)
        {
            return Err(SeatPositionError::WrongSize {
                variant,
                size: size as u8,
            });
        }
        SeatPosition::from_setup(rules, &text.parse()?)
    }

    /// The setup this position is.
    pub fn to_setup(&self) -> SeatSetup {
        SeatSetup {
            size: self.rules.variant.size(),
            pieces: self.pieces,
            turn: self.turn,
            fullmove: self.fullmove,
        }
    }

    /// The game and its house rules.
    pub fn rules(&self) -> SeatRules {
        self.rules
    }

    /// The game.
    pub fn variant(&self) -> SeatVariant {
        self.rules.variant
    }

    /// The seat to move.
    pub fn turn(&self) -> Colour {
        self.turn
    }

    /// The full-move number: 1 at the start, one more each time the turn passes
    /// from the last seat of the turn order back to the first.
    pub fn fullmove(&self) -> u32 {
        self.fullmove
    }

    /// The pieces of one seat (empty for a colour the game has no seat for).
    pub fn pieces(&self, colour: Colour) -> SquareSet {
        self.pieces[colour.index()]
    }

    /// The seats that have left the game.
    pub fn out(&self) -> ColourSet {
        self.out
    }

    /// The seats that have finished.
    pub fn finished(&self) -> ColourSet {
        self.finished
    }

    /// Whether `colour` still takes turns: it has not left and, with partners,
    /// has not finished.
    pub fn takes_turns(&self, colour: Colour) -> bool {
        let skipped_as_finished = self.rules.partners && self.finished.contains(colour);
        !self.out.contains(colour) && !skipped_as_finished
    }

    /// What repetition compares.
    pub fn key(&self) -> SeatKey {
        SeatKey {
            pieces: self.pieces,
            turn: self.turn,
        }
    }

    /// How the game ended, by finishing or leaving (repetition needs the history:
    /// see [`crate::SeatGame::outcome`]).
    pub fn outcome(&self) -> Option<SeatOutcome> {
        self.ended
    }

    /// Every legal move of the seat to move: one per origin–destination pair, a
    /// jump chain by a shortest path. Empty when it must pass.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.legal_moves_into(&mut moves);
        moves
    }

    /// [`SeatPosition::legal_moves`] into a list the caller keeps; clears it first.
    pub fn legal_moves_into(&self, moves: &mut MoveList) {
        moves.clear();
        on_grid!(self.board(), G => {
            let mut search = halma::Search::<G>::new(&self.cells);
            for sq in self.pieces(self.turn).iter() {
                search.push_moves(G::cell(sq), moves);
            }
        });
        self.keep_out_of_foreign_points(moves);
    }

    /// The board: a square board or the star.
    pub fn board(&self) -> Board {
        self.variant().board()
    }

    /// Where a move of the seat to move may not end: under the points rule
    /// `pass-through`, the star's points that are neither its camp nor its
    /// target.
    pub fn foreign_points(&self) -> SquareSet {
        match self.rules.points {
            PointsRule::PassThrough => self.variant().foreign_points(self.turn),
            PointsRule::Rest => SquareSet::EMPTY,
        }
    }

    fn keep_out_of_foreign_points(&self, moves: &mut MoveList) {
        let foreign = self.foreign_points();
        if !foreign.is_empty() {
            moves.retain(|m| m.to().is_none_or(|to| !foreign.contains(to)));
        }
    }

    /// Whether the piece on `sq` (of the seat to move) has a legal move.
    fn can_move(&self, sq: Square) -> bool {
        if self.foreign_points().is_empty() {
            return on_grid!(self.board(), G => halma::can_move::<G>(&self.cells, G::cell(sq)));
        }
        // Some moves may be refused where they end: list them.
        let mut moves = MoveList::new();
        on_grid!(self.board(), G => halma::Search::<G>::new(&self.cells)
            .push_moves(G::cell(sq), &mut moves));
        self.keep_out_of_foreign_points(&mut moves);
        !moves.is_empty()
    }

    /// Whether the seat to move has a legal move (if not, it must pass).
    pub fn has_legal_move(&self) -> bool {
        self.pieces(self.turn).iter().any(|sq| self.can_move(sq))
    }

    /// The pieces of the seat to move that have a legal move.
    fn movable(&self) -> SquareSet {
        self.pieces(self.turn)
            .iter()
            .filter(|&sq| self.can_move(sq))
            .collect()
    }

    /// The squares a piece of the seat to move on `from` can reach by one step
    /// or one jump (empty if there is no such piece). A step is not offered
    /// into a point the move may not end in; a jump is, as the chain may go on.
    pub fn destinations(&self, from: Square) -> SquareSet {
        if !self.board().contains(from) || !self.pieces(self.turn).contains(from) {
            return SquareSet::EMPTY;
        }
        let foreign = self.foreign_points();
        on_grid!(self.board(), G => {
            let origin = G::cell(from);
            let mut set = SquareSet::EMPTY;
            for &d in G::DIRECTIONS {
                let next = board::offset(origin, d);
                if self.cells[next] == board::EMPTY && !foreign.contains(G::square(next)) {
                    set.insert(G::square(next));
                }
            }
            set.union(halma::jump_landings::<G>(
                &self.cells,
                origin,
                origin,
                &CellSet::default(),
            ))
        })
    }

    /// Checks the squares clicked so far (a piece, then where it goes) and says
    /// what may be clicked next, and whether the clicks make a move to submit;
    /// as [`crate::Position::clicks`].
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
        let m = Move::new(path).ok_or(IllegalMove::Incomplete)?;
        let jumped = self.check_path(&m)?;
        let last = *path.last().expect("two squares or more");
        let targets = if jumped {
            on_grid!(self.board(), G => {
                let mut visited = CellSet::default();
                for &sq in path {
                    visited.insert(G::cell(sq));
                }
                halma::jump_landings::<G>(&self.cells, G::cell(last), G::cell(origin), &visited)
            })
        } else {
            SquareSet::EMPTY
        };
        Ok(Clicks {
            targets,
            // A chain that lands in a point it may not end in must go on.
            complete: !self.foreign_points().contains(last),
        })
    }

    /// Why `m` may not be played by the seat to move, if it may not. Whether
    /// the game is over is not looked at (see [`crate::SeatGame::play`]).
    pub fn check(&self, m: &Move) -> Result<(), IllegalMove> {
        self.check_squares(m)?;
        self.clone().after(m).map(drop)
    }

    fn check_origin(&self, origin: Square) -> Result<(), IllegalMove> {
        if !self.board().contains(origin) {
            return Err(IllegalMove::OffBoard(origin));
        }
        if !self.pieces(self.turn).contains(origin) {
            return Err(IllegalMove::NotSeatPiece {
                square: origin,
                colour: self.turn,
            });
        }
        Ok(())
    }

    /// Checks a move square by square, and where it ends; says whether it is
    /// a jump chain.
    fn check_squares(&self, m: &Move) -> Result<bool, IllegalMove> {
        let jumped = self.check_path(m)?;
        match m.to() {
            Some(to) if self.foreign_points().contains(to) => Err(IllegalMove::ForeignPoint(to)),
            _ => Ok(jumped),
        }
    }

    /// Checks a move square by square; says whether it is a jump chain.
    fn check_path(&self, m: &Move) -> Result<bool, IllegalMove> {
        if m.is_pass() {
            return if self.has_legal_move() {
                Err(IllegalMove::SeatMayNotPass(self.turn))
            } else {
                Ok(false)
            };
        }
        let path = m.squares();
        self.check_origin(path[0])?;
        let board = self.board();
        if let Some(&off) = path.iter().find(|&&sq| !board.contains(sq)) {
            return Err(IllegalMove::OffBoard(off));
        }
        on_grid!(board, G => halma::check_path::<G>(&self.cells, path))
    }

    /// Plays a legal move (or the pass of a seat that has none); hands the
    /// position back, unchanged, with the reason when the move is illegal.
    pub fn play(self, m: &Move) -> Result<SeatPosition, SeatPlayError> {
        if let Err(error) = self.check_squares(m) {
            return Err(SeatPlayError {
                error,
                position: Box::new(self),
            });
        }
        match self.clone().after(m) {
            Ok(next) => Ok(next),
            Err(error) => Err(SeatPlayError {
                error,
                position: Box::new(self),
            }),
        }
    }

    /// Plays a move already checked square by square: moves the piece, marks
    /// the seats that finish, passes the turn.
    fn after(mut self, m: &Move) -> Result<SeatPosition, IllegalMove> {
        let mover = self.turn;
        if let (Some(from), Some(to)) = (m.from(), m.to()) {
            let (from_cell, to_cell) = on_grid!(self.board(), G => (G::cell(from), G::cell(to)));
            self.cells[from_cell] = board::EMPTY;
            self.cells[to_cell] = board::colour_piece(mover);
            self.pieces[mover.index()].remove(from);
            self.pieces[mover.index()].insert(to);
        }
        self.settle(mover);
        if self.pass_turn() {
            Ok(self)
        } else {
            Err(IllegalMove::SeatMoveNumberOverflow(mover))
        }
    }

    /// The seat that leaves (resigns or runs out of time): its pieces stay, it
    /// is skipped from then on. Without partners, when one seat is left it wins;
    /// with partners, the pair of the seat that leaves loses. If the seat to
    /// move leaves, the turn passes on.
    pub fn leave(&self, colour: Colour) -> Result<SeatPosition, LeaveError> {
        let variant = self.variant();
        if variant.seat(colour).is_none() {
            return Err(LeaveError::NotASeat(colour));
        }
        if self.out.contains(colour) {
            return Err(LeaveError::AlreadyOut(colour));
        }
        if let Some(outcome) = self.ended {
            return Err(LeaveError::Over(outcome));
        }
        let mut next = self.clone();
        next.out.insert(colour);
        if let Some(partner) = variant.partner(colour).filter(|_| self.rules.partners) {
            let winners = variant
                .seats()
                .iter()
                .copied()
                .filter(|&c| c != colour && c != partner);
            next.ended = pair(winners).map(|winners| SeatOutcome::PairWin {
                winners,
                reason: SeatReason::PartnerLeft(colour),
            });
        } else {
            let mut playing = variant.seats().iter().filter(|&&c| !next.out.contains(c));
            if let (Some(&winner), None) = (playing.next(), playing.next()) {
                next.ended = Some(SeatOutcome::Win {
                    winner,
                    reason: SeatReason::OthersLeft,
                });
            }
        }
        if next.turn == colour && !next.pass_turn() {
            return Err(LeaveError::MoveNumberOverflow);
        }
        Ok(next)
    }

    /// Why `colour` has finished, if it has by the board: all its pieces in its
    /// target, or (the fill rule) every square of its target occupied and one or
    /// more by its own pieces. A seat that has left never finishes.
    pub fn finish_reason(&self, colour: Colour) -> Option<SeatReason> {
        let variant = self.variant();
        if self.out.contains(colour) || variant.seat(colour).is_none() {
            return None;
        }
        let own = self.pieces(colour);
        let target = variant.target(colour);
        let occupied = self
            .pieces
            .iter()
            .fold(SquareSet::EMPTY, |all, &set| all.union(set));
        if !own.is_empty() && own.is_subset(target) {
            Some(SeatReason::TargetReached)
        } else if target.is_subset(occupied) && !target.intersection(own).is_empty() {
            Some(SeatReason::TargetFilled)
        } else {
            None
        }
    }

    /// The seats in turn order, starting with `first`.
    fn turn_order_from(&self, first: Colour) -> impl Iterator<Item = Colour> {
        let seats = self.variant().seats();
        let start = self.variant().seat(first).unwrap_or(0);
        (0..seats.len()).map(move |i| seats[(start + i) % seats.len()])
    }

    /// After `mover`'s move: marks every seat that has now finished, and ends
    /// the game if that decides it. Without partners, the first seat to finish
    /// wins; if one move finishes several, the mover wins if it is among them,
    /// else the first of them in turn order after the mover. With partners, the
    /// first pair with both seats finished wins; should one move complete both
    /// pairs, the same order decides (the mover's pair first).
    fn settle(&mut self, mover: Colour) {
        let mut newly = [None; Colour::COUNT];
        for &colour in self.variant().seats() {
            if !self.finished.contains(colour) {
                newly[colour.index()] = self.finish_reason(colour);
            }
        }
        for colour in Colour::ALL {
            if newly[colour.index()].is_some() {
                self.finished.insert(colour);
            }
        }
        if self.ended.is_some() {
            return;
        }
        if !self.rules.partners {
            self.ended = self.turn_order_from(mover).find_map(|winner| {
                newly[winner.index()].map(|reason| SeatOutcome::Win { winner, reason })
            });
            return;
        }
        let variant = self.variant();
        let finished = self.finished;
        self.ended = self.turn_order_from(mover).find_map(|colour| {
            let partner = variant.partner(colour)?;
            let both = finished.contains(colour) && finished.contains(partner);
            let seats = variant.seats().iter().copied();
            both.then(|| pair(seats.filter(|&c| c == colour || c == partner)))
                .flatten()
                .map(|winners| SeatOutcome::PairWin {
                    winners,
                    reason: SeatReason::PartnersFinished,
                })
        });
    }

    /// Passes the turn to the next seat in turn order that still takes turns;
    /// the move number grows each time the turn wraps past the end of the turn
    /// order, skipped seats included. If no other seat takes turns, the turn
    /// comes back round to the seat to move. False, with nothing changed, if
    /// the move number would pass `u32::MAX`.
    fn pass_turn(&mut self) -> bool {
        let seats = self.variant().seats();
        let mut i = self.variant().seat(self.turn).unwrap_or(0);
        let mut fullmove = self.fullmove;
        for _ in 0..seats.len() {
            i += 1;
            if i == seats.len() {
                i = 0;
                let Some(next) = fullmove.checked_add(1) else {
                    return false;
                };
                fullmove = next;
            }
            if self.takes_turns(seats[i]) {
                break;
            }
        }
        self.turn = seats[i];
        self.fullmove = fullmove;
        true
    }
}

/// The first two colours of `seats` (a pair, in turn order).
fn pair(mut seats: impl Iterator<Item = Colour>) -> Option<[Colour; 2]> {
    Some([seats.next()?, seats.next()?])
}

impl fmt::Display for SeatPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.to_setup(), f)
    }
}

impl fmt::Debug for SeatPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SeatPosition({} {})", self.variant(), self)
    }
}
