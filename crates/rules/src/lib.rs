//! The rules of Halma and Embargo as the halma server plays them: the four games
//! of RULES.md (Halma 8×8, 10×10 and 16×16, and Embargo), positions and their text,
//! moves and jump chains, the step-by-step view of a move under construction, the
//! yard deadlines and the fill rule, threefold repetition and draw claims, and the
//! game record; and the games for more than two seats (`halma-16x16-4` and
//! Sternhalma on the star, `star-2` to `star-6`): seats in turn order, partners,
//! leaving, finishing by the fill rule, the star's points rule. The move
//! generator works on one geometry per board shape (eight neighbours on a
//! square board, six on the star), so every game shares the same machinery.
//!
//! A [`Setup`] is anything the position text describes; a [`Position`] is a setup
//! checked against a game, so that every position that exists is legal.
//!
//! ```
//! use halma_rules::{Move, Position, Variant};
//!
//! let start = Position::start(Variant::Halma8x8);
//! assert_eq!(start.to_string(), "bbbb4/bbb5/bb6/b7/7w/6ww/5www/4wwww w 1");
//! let m: Move = "g3-f4".parse().unwrap();
//! let after = start.play(&m).unwrap();
//! assert_eq!(after.to_string(), "bbbb4/bbb5/bb6/b7/5w1w/7w/5www/4wwww b 1");
//! ```
//!
//! A game for more than two is a list of seats, each a [`Colour`], moving in turn:
//!
//! ```
//! use halma_rules::{Colour, SeatGame, SeatPosition, SeatRules, SeatVariant};
//!
//! let rules = SeatRules::with_partners(SeatVariant::Halma16x16Four).unwrap();
//! let mut game = SeatGame::new(SeatPosition::start(rules));
//! game.play(&"m2-l3".parse().unwrap()).unwrap();
//! assert_eq!(game.position().turn(), Colour::Red);
//! game.leave(Colour::Green).unwrap();
//! assert_eq!(
//!     game.outcome().unwrap().to_string(),
//!     "white and black win: green left the game"
//! );
//! ```
//!
//! No I/O and no allocation on the move generator's path.

#![warn(missing_docs)]

mod board;
mod colour;
mod embargo;
mod game;
mod halma;
mod illegal;
mod moves;
mod outcome;
mod perft;
mod position;
mod record;
mod seat_game;
mod seat_position;
mod seat_record;
mod seats;
mod setup;
mod square;
mod star;
mod variant;

pub use colour::{Colour, UnknownColour};
pub use game::{ClaimError, Game, GameError, CLAIM_AFTER_FULLMOVE};
pub use illegal::{IllegalMove, IllegalMoveText};
pub use moves::{parse_path, Move, MoveList, ParseMoveError, MAX_MOVES, MAX_PATH};
pub use outcome::{Outcome, Reason, SeatOutcome, SeatReason};
pub use perft::{perft, seat_perft};
pub use position::{Clicks, PlayError, Position, PositionError, PositionKey};
pub use record::{ParseRecordError, Record, ReplayError};
pub use seat_game::{ParseSeatActionError, SeatAction, SeatGame, SeatGameError};
pub use seat_position::{LeaveError, SeatKey, SeatPlayError, SeatPosition, SeatPositionError};
pub use seat_record::{seat_result, SeatRecord, SeatReplayError};
pub use seats::{
    ColourSet, PointsRule, SeatRules, SeatSetup, SeatVariant, UnknownPointsRule, UnknownSeatVariant,
};
pub use setup::{ParseSetupError, Setup};
pub use square::{ParseSquareError, Square, SquareSet};
pub use star::{centre, Board, MoveText, Name, Point, STAR_ROWS};
pub use variant::{
    CampKind, CampRule, Color, MoveKind, RepetitionRule, Rules, UnknownVariant, Variant,
};
