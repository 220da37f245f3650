//! How a finished game changes its players' ratings: Glicko-2 (the
//! `skillratings` crate), each finished rated game one rating period for its
//! two players, as lichess rates correspondence games. The domain's rule: the
//! store is given it when it is opened ([`Glicko2`]) and applies it in the
//! transaction that finishes a game, and again for each game when it rebuilds
//! them all; the store reads and writes the ratings, it computes none.

use std::sync::Arc;

use halma_rules::Color;
use skillratings::{
    glicko2::{glicko2, Glicko2Config, Glicko2Rating},
    Outcomes,
};

pub use crate::model::ratings::*;
use crate::store::RatingRule;

/// The volatility constraint τ.
pub const TAU: f64 = 0.5;

/// The site's rating rule.
#[derive(Debug, Clone, Copy, Default)]
pub struct Glicko2;

impl RatingRule for Glicko2 {
    fn rate(&self, white: Rating, black: Rating, winner: Option<Color>) -> (Rating, Rating) {
        rate(white, black, winner)
    }
}

/// The rule a store is opened with.
pub fn rule() -> Arc<dyn RatingRule> {
    Arc::new(Glicko2)
}

fn glicko(r: Rating) -> Glicko2Rating {
    Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

fn of(g: Glicko2Rating) -> Rating {
    Rating {
        rating: g.rating,
        deviation: g.deviation,
        volatility: g.volatility,
    }
}

/// The configuration every rating uses (τ = 0.5).
pub fn config() -> Glicko2Config {
    Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    }
}

/// White's and Black's new ratings after one game (one rating period each);
/// `winner` `None` is a draw (half a point each).
pub fn rate(white: Rating, black: Rating, winner: Option<Color>) -> (Rating, Rating) {
    let outcome = match winner {
        Some(Color::White) => Outcomes::WIN,
        Some(Color::Black) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let (w, b) = glicko2(&glicko(white), &glicko(black), &outcome, &config());
    (of(w), of(b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillratings::glicko2::glicko2_rating_period;

    /// Glickman's worked example ("Example of the Glicko-2 system"): the
    /// crate, with our τ, reproduces it.
    #[test]
    fn glickmans_example() {
        let player = Glicko2Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opp = |rating, deviation| Glicko2Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        let results = [
            (opp(1400.0, 30.0), Outcomes::WIN),
            (opp(1550.0, 100.0), Outcomes::LOSS),
            (opp(1700.0, 300.0), Outcomes::LOSS),
        ];
        let new = glicko2_rating_period(&player, &results, &config());
        // The paper rounds as it goes and prints 1464.06 / 151.52; exact
        // arithmetic gives 1464.0507 / 151.5165: equal within a hundredth.
        assert!((new.rating - 1464.06).abs() < 0.01, "{}", new.rating);
        assert!((new.deviation - 151.52).abs() < 0.01, "{}", new.deviation);
        assert!((new.volatility - 0.05999).abs() < 0.00001);
    }

    #[test]
    fn single_game_periods_match_the_crate() {
        let a = Rating::START;
        let b = Rating {
            rating: 1620.0,
            deviation: 80.0,
            volatility: 0.059,
        };
        for (winner, outcome) in [
            (Some(Color::White), Outcomes::WIN),
            (Some(Color::Black), Outcomes::LOSS),
            (None, Outcomes::DRAW),
        ] {
            let (w, bl) = rate(a, b, winner);
            let (cw, cb) = glicko2(&glicko(a), &glicko(b), &outcome, &config());
            assert_eq!((w, bl), (of(cw), of(cb)));
        }
        // A sequence: the same as calling the crate game by game.
        let (mut x, mut y) = (Rating::START, Rating::START);
        let (mut cx, mut cy) = (Glicko2Rating::new(), Glicko2Rating::new());
        for (i, winner) in [
            Some(Color::White),
            None,
            Some(Color::Black),
            Some(Color::White),
        ]
        .into_iter()
        .enumerate()
        {
            (x, y) = rate(x, y, winner);
            let outcome = [Outcomes::WIN, Outcomes::DRAW, Outcomes::LOSS, Outcomes::WIN][i];
            (cx, cy) = glicko2(&cx, &cy, &outcome, &config());
        }
        assert_eq!((x, y), (of(cx), of(cy)));
        // A first win: up, still provisional.
        let (w, _) = rate(Rating::START, Rating::START, Some(Color::White));
        assert!(w.rating > 1500.0 && w.provisional());
        assert_eq!(Rating::START.shown(), "1500?");
        assert_eq!(b.shown(), "1620");
    }
}
