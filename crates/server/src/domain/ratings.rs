//! How a finished game changes its players' ratings (the `skillratings`
//! crate). A game of two: Glicko-2, each finished rated game one rating
//! period for its two players, as lichess rates correspondence games. A game
//! for more than two: Weng-Lin (the rating of OpenSkill), every seat rated at
//! once, each game id its own leaderboard ([`WengLin`]). The domain's rule:
//! the store is given it when it is opened ([`SiteRule`]) and applies it in
//! the transaction that finishes a game, and again for each game when it
//! rebuilds them all; the store reads and writes the ratings, it computes
//! none.

use std::sync::Arc;

use halma_rules::Color;
use skillratings::{
    glicko2::{glicko2, Glicko2Config, Glicko2Rating},
    weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating},
    MultiTeamOutcome, Outcomes,
};

pub use crate::model::ratings::*;
pub use crate::store::RatedSeat;
use crate::store::RatingRule;

/// The volatility constraint τ.
pub const TAU: f64 = 0.5;

/// The rating of the games of two.
#[derive(Debug, Clone, Copy, Default)]
pub struct Glicko2;

impl Glicko2 {
    /// See [`rate`].
    pub fn rate(&self, white: Rating, black: Rating, winner: Option<Color>) -> (Rating, Rating) {
        rate(white, black, winner)
    }
}

/// The site's rating rule: [`Glicko2`] for the games of two, [`WengLin`] for
/// the games for more than two.
#[derive(Debug, Clone, Copy, Default)]
pub struct SiteRule;

impl RatingRule for SiteRule {
    fn rate(&self, white: Rating, black: Rating, winner: Option<Color>) -> (Rating, Rating) {
        Glicko2.rate(white, black, winner)
    }

    fn rate_seats(&self, partners: bool, seats: &[RatedSeat]) -> Vec<Rating> {
        WengLin.rate_seats(partners, seats)
    }
}

/// The rule a store is opened with.
pub fn rule() -> Arc<dyn RatingRule> {
    Arc::new(SiteRule)
}

// ---- Games for more than two ----

/// How many Glicko-2 points one Weng-Lin point is: Weng-Lin's starting
/// uncertainty (25/3) becomes Glicko-2's starting deviation (350).
pub const WENG_LIN_SCALE: f64 = 42.0;

/// Where a player starts in a game for more than two: Weng-Lin's skill 25
/// and uncertainty 25/3, shown as 1500 with deviation 350 (and provisional),
/// as in a game of two.
pub const WENG_LIN_START: Rating = Rating {
    rating: 1500.0,
    deviation: 350.0,
    volatility: 0.0,
};

/// The rating of the games for more than two: Weng-Lin's Bayesian rating
/// for many teams (`weng_lin_multi_team`, the crate's defaults: β = 25/6),
/// every seat of a finished game rated at once. Without partners each seat
/// is a team of one: the winner ranks first and the others share second
/// (they all lost to the winner, and nobody beat anybody else). With
/// partners the two pairs are the teams (seats 1 and 3 against 2 and 4) and
/// the winning pair ranks first. A draw ranks everyone first.
///
/// Weng-Lin's numbers (skill μ, starting at 25, and uncertainty σ, starting
/// at 25/3) are kept and shown on Glicko-2's scale, so that a player reads
/// them as the ratings of the games of two: the rating is
/// `1500 + 42 × (μ − 25)` and the deviation `42 × σ`. Everybody starts at
/// 1500, a rating is provisional (`?`) while its deviation is above 110 (σ
/// above about 2.6), and a leaderboard ranks by the rating. Weng-Lin has no
/// volatility: it is kept as 0. (A conservative rating, μ − 3σ, would show a
/// newcomer as 450 and move as uncertainty fell without a game won or lost;
/// the `?` says what it would.) The arithmetic is the crate's on μ and σ;
/// only the numbers stored are scaled.
#[derive(Debug, Clone, Copy, Default)]
pub struct WengLin;

impl WengLin {
    /// Every seat's player's new rating, in the order of `seats`; a seat
    /// without a rating yet starts at [`WENG_LIN_START`]. `partners`: seats
    /// 1 and 3 against seats 2 and 4. A seat's rank is its place (1 for the
    /// winners, 2 for the others); in a draw (no place) every seat ranks 1.
    pub fn rate_seats(&self, partners: bool, seats: &[RatedSeat]) -> Vec<Rating> {
        // Each team's seats (indexes into `seats`) and its rank.
        let mut teams: Vec<(Vec<usize>, usize)> = Vec::new();
        for (i, s) in seats.iter().enumerate() {
            let rank = s.place.map_or(1, |p| p.max(1) as usize);
            let team = if partners {
                // Seats 1 and 3 are team 0, seats 2 and 4 team 1.
                Some(((s.seat - 1).rem_euclid(2)) as usize)
            } else {
                None
            };
            match team {
                Some(t) => {
                    while teams.len() <= t {
                        teams.push((Vec::new(), usize::MAX));
                    }
                    teams[t].0.push(i);
                    teams[t].1 = teams[t].1.min(rank);
                }
                None => teams.push((vec![i], rank)),
            }
        }
        teams.retain(|(members, _)| !members.is_empty());
        let players: Vec<Vec<WengLinRating>> = teams
            .iter()
            .map(|(members, _)| {
                members
                    .iter()
                    .map(|&i| weng_lin(seats[i].rating.unwrap_or(WENG_LIN_START)))
                    .collect()
            })
            .collect();
        let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = players
            .iter()
            .zip(&teams)
            .map(|(p, (_, rank))| (p.as_slice(), MultiTeamOutcome::new(*rank)))
            .collect();
        let new = weng_lin_multi_team(&ranked, &WengLinConfig::new());
        let mut out = vec![WENG_LIN_START; seats.len()];
        for ((members, _), team) in teams.iter().zip(new) {
            for (&i, r) in members.iter().zip(team) {
                out[i] = of_weng_lin(r);
            }
        }
        out
    }
}

/// A stored rating as Weng-Lin's μ and σ.
fn weng_lin(r: Rating) -> WengLinRating {
    WengLinRating {
        rating: 25.0 + (r.rating - WENG_LIN_START.rating) / WENG_LIN_SCALE,
        uncertainty: r.deviation / WENG_LIN_SCALE,
    }
}

/// Weng-Lin's μ and σ as stored.
fn of_weng_lin(w: WengLinRating) -> Rating {
    Rating {
        rating: WENG_LIN_START.rating + (w.rating - 25.0) * WENG_LIN_SCALE,
        deviation: w.uncertainty * WENG_LIN_SCALE,
        volatility: 0.0,
    }
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

    fn seat(seat: i64, place: Option<i64>, rating: Option<Rating>) -> RatedSeat {
        RatedSeat {
            seat,
            place,
            rating,
        }
    }

    /// Four new players, white (seat 1) winning: the crate's numbers for
    /// four teams of one ranked 1, 2, 2, 2, on the shown scale.
    #[test]
    fn a_win_for_four_is_the_crates_multi_team_rating() {
        let seats: Vec<RatedSeat> = (1..=4)
            .map(|s| seat(s, Some(if s == 1 { 1 } else { 2 }), None))
            .collect();
        let new = WengLin.rate_seats(false, &seats);
        let start = WengLinRating::new();
        let team = [start];
        let crate_says = weng_lin_multi_team(
            &[
                (&team[..], MultiTeamOutcome::new(1)),
                (&team[..], MultiTeamOutcome::new(2)),
                (&team[..], MultiTeamOutcome::new(2)),
                (&team[..], MultiTeamOutcome::new(2)),
            ],
            &WengLinConfig::new(),
        );
        for (mine, theirs) in new.iter().zip(&crate_says) {
            assert_eq!(*mine, of_weng_lin(theirs[0]));
        }
        assert!(new[0].rating > 1500.0, "{:?}", new[0]);
        // The three losers lose the same, and less than the winner wins.
        assert!(new[1..].iter().all(|r| *r == new[1] && r.rating < 1500.0));
        assert!(new[0].rating - 1500.0 > 1500.0 - new[1].rating);
        // Everybody is surer, still provisional after one game.
        assert!(new.iter().all(|r| r.deviation < 350.0 && r.provisional()));
        assert_eq!(
            (new[0].volatility, WENG_LIN_START.shown()),
            (0.0, "1500?".to_owned())
        );
        // The scale: the start is Weng-Lin's start.
        assert_eq!(weng_lin(WENG_LIN_START), start);
        assert_eq!(of_weng_lin(start), WENG_LIN_START);
    }

    /// Partners: two teams of two; partners move together, the winning
    /// pair up and the losing pair down by as much.
    #[test]
    fn partners_are_rated_as_pairs() {
        let places = [Some(2), Some(1), Some(2), Some(1)];
        let seats: Vec<RatedSeat> = (1..=4)
            .map(|s| seat(s, places[s as usize - 1], None))
            .collect();
        let new = WengLin.rate_seats(true, &seats);
        assert_eq!((new[0], new[1]), (new[2], new[3]), "partners rated alike");
        assert!(new[1].rating > 1500.0 && new[0].rating < 1500.0);
        assert!(((new[1].rating - 1500.0) - (1500.0 - new[0].rating)).abs() < 1e-9);
        let start = [WengLinRating::new(), WengLinRating::new()];
        let crate_says = weng_lin_multi_team(
            &[
                (&start[..], MultiTeamOutcome::new(2)),
                (&start[..], MultiTeamOutcome::new(1)),
            ],
            &WengLinConfig::new(),
        );
        assert_eq!(new[0], of_weng_lin(crate_says[0][0]));
        assert_eq!(new[1], of_weng_lin(crate_says[1][1]));
        // A team of a strong and a new player: the new player moves more.
        let strong = Rating {
            rating: 1800.0,
            deviation: 90.0,
            volatility: 0.0,
        };
        let mixed = [
            seat(1, Some(1), Some(strong)),
            seat(2, Some(2), None),
            seat(3, Some(1), None),
            seat(4, Some(2), None),
        ];
        let new = WengLin.rate_seats(true, &mixed);
        assert!(new[2].rating - 1500.0 > new[0].rating - strong.rating);
        assert!(new[0].rating > strong.rating);
    }

    /// A draw: everyone ranks first; equal players keep their ratings and
    /// grow surer; a stronger player drawn with weaker ones loses a little.
    #[test]
    fn a_draw_ranks_everyone_first() {
        let seats: Vec<RatedSeat> = (1..=4).map(|s| seat(s, None, None)).collect();
        let new = WengLin.rate_seats(false, &seats);
        assert!(new
            .iter()
            .all(|r| (r.rating - 1500.0).abs() < 1e-9 && r.deviation < 350.0));
        let strong = Rating {
            rating: 1700.0,
            deviation: 200.0,
            volatility: 0.0,
        };
        let mut seats = seats;
        seats[2].rating = Some(strong);
        let new = WengLin.rate_seats(false, &seats);
        assert!(new[2].rating < strong.rating && new[0].rating > 1500.0);
    }

    /// The site's rule answers both kinds: Glicko-2 for two, Weng-Lin for
    /// more.
    #[test]
    fn the_site_rule_answers_both_kinds() {
        let a = Rating::START;
        assert_eq!(
            SiteRule.rate(a, a, Some(Color::White)),
            rate(a, a, Some(Color::White))
        );
        let seats: Vec<RatedSeat> = (1..=3)
            .map(|s| seat(s, Some(if s == 2 { 1 } else { 2 }), None))
            .collect();
        assert_eq!(
            SiteRule.rate_seats(false, &seats),
            WengLin.rate_seats(false, &seats)
        );
    }
}
