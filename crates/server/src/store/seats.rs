//! The seats of a game: its players in turn order, each with a colour and a
//! state. Every game has them; a game for more than two keeps everything of a
//! player's there, a two-player game its pair in its own row too.

use halma_rules::Colour;

use super::{Player, StoreError};
use crate::model::UserId;

/// Where a seat stands in its game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeatState {
    /// Still taking turns.
    Playing,
    /// All its pieces home, or its target filled.
    Finished,
    /// Resigned or ran out of time: skipped from then on.
    Left,
}

impl SeatState {
    /// The column value.
    pub const fn as_str(self) -> &'static str {
        match self {
            SeatState::Playing => "playing",
            SeatState::Finished => "finished",
            SeatState::Left => "left",
        }
    }

    pub fn parse(text: &str) -> Result<SeatState, StoreError> {
        match text {
            "playing" => Ok(SeatState::Playing),
            "finished" => Ok(SeatState::Finished),
            "left" => Ok(SeatState::Left),
            other => Err(StoreError::Corrupt(format!("seat state {other:?}"))),
        }
    }
}

/// A seat as stored, with its player's name.
#[derive(Debug, Clone, PartialEq)]
pub struct SeatRow {
    /// 1 for the first in turn order.
    pub seat: i64,
    pub colour: Colour,
    pub player: Player,
    pub state: SeatState,
    /// Once the game is over: 1 for the winners, 2 for the others; `None` in
    /// a draw and before the end.
    pub place: Option<i64>,
    /// The player's rating in the game's id, read with the seat (`None`: not
    /// rated in it yet).
    pub rating: Option<crate::model::ratings::Rating>,
}

/// A seat as both databases hand it back.
#[derive(sqlx::FromRow)]
pub(crate) struct SeatRecord {
    seat: i64,
    colour: String,
    user_id: UserId,
    username: String,
    state: String,
    place: Option<i64>,
    rating: Option<f64>,
    deviation: Option<f64>,
    volatility: Option<f64>,
}

impl TryFrom<SeatRecord> for SeatRow {
    type Error = StoreError;
    fn try_from(r: SeatRecord) -> Result<SeatRow, StoreError> {
        Ok(SeatRow {
            seat: r.seat,
            colour: Colour::from_name(&r.colour)
                .ok_or_else(|| StoreError::Corrupt(format!("seat colour {:?}", r.colour)))?,
            player: Player {
                id: r.user_id,
                name: r.username,
            },
            state: SeatState::parse(&r.state)?,
            place: r.place,
            rating: match (r.rating, r.deviation, r.volatility) {
                (Some(rating), Some(deviation), Some(volatility)) => {
                    Some(crate::model::ratings::Rating {
                        rating,
                        deviation,
                        volatility,
                    })
                }
                _ => None,
            },
        })
    }
}

/// `$1` the game: its seats in turn order, with their players' names and
/// ratings in the game's id (a primary-key probe each).
pub(crate) const SEATS_OF_GAME: &str = "SELECT s.seat, s.colour, s.user_id, u.username, s.state, \
    s.place, r.rating, r.deviation, r.volatility FROM seats s JOIN users u ON u.id = s.user_id \
    JOIN games g ON g.id = s.game_id \
    LEFT JOIN ratings r ON r.user_id = s.user_id AND r.game = g.variant \
    WHERE s.game_id = $1 ORDER BY s.seat";
