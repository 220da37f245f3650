//! Ratings as values: a player's rating in one game (Glicko-2 for the games
//! of two, Weng-Lin on the same scale for the games for more than two), and
//! which games count. How a game changes them is the domain's rule
//! (`domain::ratings`).

/// A rating with deviation above this is provisional, shown with `?`.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// A game counts when each side made at least this many moves.
pub const MIN_MOVES_EACH: i64 = 2;

/// A player's rating in one game: Glicko-2's rating, deviation and
/// volatility; for a game for more than two Weng-Lin's skill and uncertainty
/// on Glicko-2's scale, and no volatility (`domain::ratings::WengLin`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Rating {
    /// Where a new player starts: 1500, deviation 350, volatility 0.06.
    pub const START: Rating = Rating {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
    };

    /// Whether the rating is still provisional.
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// The rating as shown: a whole number, `?` after it when provisional.
    pub fn shown(&self) -> String {
        format!(
            "{}{}",
            self.rating.round() as i64,
            if self.provisional() { "?" } else { "" }
        )
    }
}

impl Default for Rating {
    fn default() -> Self {
        Rating::START
    }
}

/// Whether a finished game of `ply` plies (passes included) is long enough to
/// be rated: each side made [`MIN_MOVES_EACH`] moves or more.
pub fn long_enough(ply: i64) -> bool {
    ply >= 2 * MIN_MOVES_EACH
}

/// Whether a finished game for more than two of `ply` plies (passes and
/// seats leaving included) is long enough to be rated: `seats` seats each had
/// [`MIN_MOVES_EACH`] turns or more.
pub fn long_enough_seats(ply: i64, seats: i64) -> bool {
    ply >= seats * MIN_MOVES_EACH
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_games_are_not_rated() {
        assert!(!long_enough(3));
        assert!(long_enough(4));
        assert!(!long_enough_seats(7, 4));
        assert!(long_enough_seats(8, 4));
    }
}
