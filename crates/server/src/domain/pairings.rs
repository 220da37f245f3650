//! Who plays whom in a tournament, and who stands where: round robins
//! (Berger tables), Swiss rounds (no pair twice, colours balanced, a bye worth
//! a win), knockout brackets of two-game matches, and the standings with their
//! tie-breaks (Sonneborn-Berger for round robins, Buchholz then
//! Sonneborn-Berger for Swiss). Pure functions over any player id: the
//! tournament's use cases store what these decide.

use std::collections::{HashMap, HashSet};
use std::hash::Hash;

use halma_rules::Color;

/// One game of a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pairing<P> {
    pub white: P,
    pub black: P,
}

impl<P: Copy + Eq> Pairing<P> {
    /// Whether `player` plays in it.
    pub fn has(&self, player: P) -> bool {
        self.white == player || self.black == player
    }
}

/// A round: its games and, when the number is odd, who sits out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round<P> {
    pub games: Vec<Pairing<P>>,
    pub bye: Option<P>,
}

/// Every round of a round robin of `players` (in their seeding order):
/// everyone meets everyone once (`double`: twice, the second half with the
/// colours swapped). With an odd number `n` of players, in round `r` player
/// `r` sits out and players `r + k` (White) and `r - k` (Black), counted
/// round the circle, meet for `k` = 1 … (n − 1) / 2: each player has as many
/// Whites as Blacks. With an even number the last player meets the one who
/// would sit out, with White and Black in turn; everyone's Whites and Blacks
/// then differ by one at most (in a double round robin they are equal).
pub fn round_robin<P: Copy>(players: &[P], double: bool) -> Vec<Round<P>> {
    let mut rounds = Vec::new();
    if players.len() < 2 {
        return rounds;
    }
    let (circle, last) = if !players.len().is_multiple_of(2) {
        (players, None)
    } else {
        let (last, circle) = players.split_last().expect("two or more");
        (circle, Some(*last))
    };
    let n = circle.len();
    for r in 0..n {
        let mut games: Vec<Pairing<P>> = (1..=(n - 1) / 2)
            .map(|k| Pairing {
                white: circle[(r + k) % n],
                black: circle[(r + n - k) % n],
            })
            .collect();
        let sits_out = circle[r];
        let bye = match last {
            None => Some(sits_out),
            Some(last) => {
                games.insert(
                    0,
                    if r.is_multiple_of(2) {
                        Pairing {
                            white: last,
                            black: sits_out,
                        }
                    } else {
                        Pairing {
                            white: sits_out,
                            black: last,
                        }
                    },
                );
                None
            }
        };
        rounds.push(Round { games, bye });
    }
    if double {
        let second: Vec<Round<P>> = rounds
            .iter()
            .map(|round| Round {
                games: round
                    .games
                    .iter()
                    .map(|g| Pairing {
                        white: g.black,
                        black: g.white,
                    })
                    .collect(),
                bye: round.bye,
            })
            .collect();
        rounds.extend(second);
    }
    rounds
}

/// A player as a Swiss round is paired: the standing so far and the past.
#[derive(Debug, Clone, PartialEq)]
pub struct Entrant<P> {
    pub player: P,
    /// Points so far (a win 1, a draw ½, a bye 1).
    pub points: f64,
    pub rating: f64,
    /// Everyone already met.
    pub opponents: Vec<P>,
    /// The colours played, in order.
    pub colours: Vec<Color>,
    pub had_bye: bool,
}

impl<P> Entrant<P> {
    /// Whites minus Blacks.
    fn balance(&self) -> i64 {
        self.colours
            .iter()
            .map(|c| if *c == Color::White { 1 } else { -1 })
            .sum()
    }
}

/// The pairings of the next Swiss round: players ranked by points, then
/// rating; with an odd number, the lowest-ranked player who has not had a
/// bye sits out (worth a win); the others are paired top down, each with the
/// next-ranked player they have not met, backtracking until no pair meets
/// twice. Colours: the player with more Blacks so far (then the one who had
/// Black last, then the higher-ranked) gets White. `None` when no pairing
/// without a repeat exists (the tournament then ends).
pub fn swiss_round<P: Copy + Eq + Hash + Ord>(entrants: &[Entrant<P>]) -> Option<Round<P>> {
    let mut ranked: Vec<&Entrant<P>> = entrants.iter().collect();
    ranked.sort_by(|a, b| {
        b.points
            .total_cmp(&a.points)
            .then(b.rating.total_cmp(&a.rating))
            .then(a.player.cmp(&b.player))
    });
    let met: HashMap<P, HashSet<P>> = entrants
        .iter()
        .map(|e| (e.player, e.opponents.iter().copied().collect()))
        .collect();
    // The search is bounded: a field where every pairing repeats could
    // otherwise take exponential time (it runs in a request that ends a round).
    let budget = std::cell::Cell::new(SEARCH_STEPS);
    let pair_up = |players: &[&Entrant<P>]| -> Option<Vec<Pairing<P>>> {
        let mut pairs = Vec::new();
        let mut used = vec![false; players.len()];
        if match_from(players, &met, &mut used, &mut pairs, &budget) {
            Some(pairs)
        } else {
            None
        }
    };
    if ranked.len().is_multiple_of(2) {
        return pair_up(&ranked).map(|games| Round { games, bye: None });
    }
    // The bye: from the bottom up, the first choice that leaves a pairing.
    for i in (0..ranked.len()).rev() {
        if ranked[i].had_bye {
            continue;
        }
        let mut rest = ranked.clone();
        let sits_out = rest.remove(i);
        if let Some(games) = pair_up(&rest) {
            return Some(Round {
                games,
                bye: Some(sits_out.player),
            });
        }
    }
    None
}

/// How many steps one Swiss round's search may take before it gives up (a
/// few milliseconds).
const SEARCH_STEPS: usize = 200_000;

/// Pairs the first unpaired player with the next-ranked one not met yet, and
/// the rest recursively; undoes a choice that leaves no way on. Gives up
/// (`false`) once `budget` steps are spent.
fn match_from<P: Copy + Eq + Hash>(
    players: &[&Entrant<P>],
    met: &HashMap<P, HashSet<P>>,
    used: &mut [bool],
    pairs: &mut Vec<Pairing<P>>,
    budget: &std::cell::Cell<usize>,
) -> bool {
    let Some(first) = used.iter().position(|u| !u) else {
        return true;
    };
    if budget.get() == 0 {
        return false;
    }
    budget.set(budget.get() - 1);
    used[first] = true;
    let a = players[first];
    for second in first + 1..players.len() {
        let b = players[second];
        if used[second] || met.get(&a.player).is_some_and(|m| m.contains(&b.player)) {
            continue;
        }
        used[second] = true;
        pairs.push(colours_for(a, b));
        if match_from(players, met, used, pairs, budget) {
            return true;
        }
        pairs.pop();
        used[second] = false;
    }
    used[first] = false;
    false
}

/// White and Black for `higher` (the higher-ranked) and `lower`.
fn colours_for<P: Copy>(higher: &Entrant<P>, lower: &Entrant<P>) -> Pairing<P> {
    let higher_white = match higher.balance().cmp(&lower.balance()) {
        std::cmp::Ordering::Less => true,
        std::cmp::Ordering::Greater => false,
        std::cmp::Ordering::Equal => match (higher.colours.last(), lower.colours.last()) {
            (Some(Color::Black), Some(Color::White)) => true,
            (Some(Color::White), Some(Color::Black)) => false,
            _ => true,
        },
    };
    if higher_white {
        Pairing {
            white: higher.player,
            black: lower.player,
        }
    } else {
        Pairing {
            white: lower.player,
            black: higher.player,
        }
    }
}

/// The first round of a knockout of `seeded` players (best first): seed 1
/// meets the last, 2 the second last, and so on, placed so that the top seeds
/// can meet only in the late rounds; when the number is not a power of two,
/// the top seeds go through without playing (`None`).
pub fn knockout_bracket<P: Copy>(seeded: &[P]) -> Vec<(P, Option<P>)> {
    let size = seeded.len().next_power_of_two().max(2);
    let order = bracket_order(size);
    order
        .chunks(2)
        .filter_map(|pair| {
            let a = seeded.get(pair[0]).copied();
            let b = seeded.get(pair[1]).copied();
            match (a, b) {
                (Some(a), b) => Some((a, b)),
                (None, Some(b)) => Some((b, None)),
                (None, None) => None,
            }
        })
        .collect()
}

/// The seeds (0-based) in bracket order for `size` places: 0, size-1, then
/// each half mirrored, so that 1 and 2 meet only in the final.
fn bracket_order(size: usize) -> Vec<usize> {
    let mut order = vec![0usize];
    let mut places = 1;
    while places < size {
        places *= 2;
        order = order
            .into_iter()
            .flat_map(|s| [s, places - 1 - s])
            .collect();
    }
    order
}

/// What a knockout match needs next, from the results of its games so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchNext<P> {
    /// Play this game.
    Play(Pairing<P>),
    /// The match is over.
    Won(P),
}

/// The two-game match of `higher` (the higher seed) and `lower`: the first
/// game with `higher` as White, the second with the colours swapped; even
/// after two, a third with `higher` as White; a drawn third game sends the
/// higher-rated player on (`higher_rated`). `results` are the finished games'
/// winners in order (`None` a draw).
pub fn knockout_match<P: Copy + Eq>(
    higher: P,
    lower: P,
    higher_rated: P,
    results: &[Option<P>],
) -> MatchNext<P> {
    let first = Pairing {
        white: higher,
        black: lower,
    };
    let second = Pairing {
        white: lower,
        black: higher,
    };
    match results.len() {
        0 => MatchNext::Play(first),
        1 => MatchNext::Play(second),
        2 => {
            let score = |p: P| {
                results
                    .iter()
                    .map(|w| match w {
                        Some(w) if *w == p => 2,
                        None => 1,
                        Some(_) => 0,
                    })
                    .sum::<i32>()
            };
            match score(higher).cmp(&score(lower)) {
                std::cmp::Ordering::Greater => MatchNext::Won(higher),
                std::cmp::Ordering::Less => MatchNext::Won(lower),
                std::cmp::Ordering::Equal => MatchNext::Play(first),
            }
        }
        _ => MatchNext::Won(results[2].unwrap_or(higher_rated)),
    }
}

/// A finished tournament game as the standings count it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Played<P> {
    pub white: P,
    pub black: P,
    /// `None` for a draw.
    pub winner: Option<P>,
}

/// Which tie-breaks order the standings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TieBreaks {
    /// Sonneborn-Berger.
    RoundRobin,
    /// Buchholz, then Sonneborn-Berger.
    Swiss,
}

/// A player's line in the standings.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing<P> {
    pub player: P,
    pub points: f64,
    /// The points of every opponent beaten, and half those of every opponent
    /// drawn with.
    pub sonneborn_berger: f64,
    /// The points of every opponent met (a bye adds none).
    pub buchholz: f64,
    pub played: u32,
}

/// The standings of `players` after `games` and `byes` (each worth a win),
/// best first by points then the tie-breaks, then the order of `players`.
pub fn standings<P: Copy + Eq + Hash>(
    players: &[P],
    games: &[Played<P>],
    byes: &[P],
    tie_breaks: TieBreaks,
) -> Vec<Standing<P>> {
    let mut points: HashMap<P, f64> = players.iter().map(|&p| (p, 0.0)).collect();
    for g in games {
        match g.winner {
            Some(w) => *points.entry(w).or_default() += 1.0,
            None => {
                *points.entry(g.white).or_default() += 0.5;
                *points.entry(g.black).or_default() += 0.5;
            }
        }
    }
    for &b in byes {
        *points.entry(b).or_default() += 1.0;
    }
    let mut lines: Vec<(usize, Standing<P>)> = players
        .iter()
        .enumerate()
        .map(|(seed, &player)| {
            let mut line = Standing {
                player,
                points: points[&player],
                sonneborn_berger: 0.0,
                buchholz: 0.0,
                played: 0,
            };
            for g in games
                .iter()
                .filter(|g| g.white == player || g.black == player)
            {
                let opponent = if g.white == player { g.black } else { g.white };
                let theirs = points.get(&opponent).copied().unwrap_or_default();
                line.played += 1;
                line.buchholz += theirs;
                line.sonneborn_berger += match g.winner {
                    Some(w) if w == player => theirs,
                    None => theirs / 2.0,
                    Some(_) => 0.0,
                };
            }
            (seed, line)
        })
        .collect();
    lines.sort_by(|(sa, a), (sb, b)| {
        let by_points = b.points.total_cmp(&a.points);
        let by_breaks = match tie_breaks {
            TieBreaks::RoundRobin => b.sonneborn_berger.total_cmp(&a.sonneborn_berger),
            TieBreaks::Swiss => b
                .buchholz
                .total_cmp(&a.buchholz)
                .then(b.sonneborn_berger.total_cmp(&a.sonneborn_berger)),
        };
        by_points.then(by_breaks).then(sa.cmp(sb))
    });
    lines.into_iter().map(|(_, line)| line).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meetings(rounds: &[Round<u32>]) -> HashMap<(u32, u32), u32> {
        let mut met = HashMap::new();
        for g in rounds.iter().flat_map(|r| &r.games) {
            *met.entry((g.white.min(g.black), g.white.max(g.black)))
                .or_default() += 1;
        }
        met
    }

    fn whites(rounds: &[Round<u32>], p: u32) -> i32 {
        rounds
            .iter()
            .flat_map(|r| &r.games)
            .map(|g| i32::from(g.white == p) - i32::from(g.black == p))
            .sum()
    }

    #[test]
    fn a_round_robin_of_five_has_a_bye_each_round_and_everyone_meets_once() {
        let players = [1, 2, 3, 4, 5];
        let rounds = round_robin(&players, false);
        assert_eq!(rounds.len(), 5);
        let byes: HashSet<u32> = rounds.iter().filter_map(|r| r.bye).collect();
        assert_eq!(byes.len(), 5, "each player sits out once");
        for r in &rounds {
            assert_eq!(r.games.len(), 2);
        }
        let met = meetings(&rounds);
        assert_eq!(met.len(), 10);
        assert!(met.values().all(|&n| n == 1));
        for p in players {
            assert!(whites(&rounds, p).abs() <= 1, "player {p}");
        }
    }

    #[test]
    fn a_double_round_robin_of_four_meets_twice_with_both_colours() {
        let rounds = round_robin(&[1, 2, 3, 4], true);
        assert_eq!(rounds.len(), 6);
        assert!(rounds.iter().all(|r| r.bye.is_none() && r.games.len() == 2));
        let met = meetings(&rounds);
        assert_eq!(met.len(), 6);
        assert!(met.values().all(|&n| n == 2));
        for p in 1..=4 {
            assert_eq!(whites(&rounds, p), 0, "player {p}");
        }
        let directed: HashSet<(u32, u32)> = rounds
            .iter()
            .flat_map(|r| &r.games)
            .map(|g| (g.white, g.black))
            .collect();
        assert_eq!(directed.len(), 12, "each pair once each way");
    }

    #[test]
    fn round_robins_of_any_size_keep_colours_within_one() {
        for n in 2..=12u32 {
            let players: Vec<u32> = (1..=n).collect();
            let rounds = round_robin(&players, false);
            let met = meetings(&rounds);
            assert_eq!(met.len() as u32, n * (n - 1) / 2, "{n} players");
            for p in &players {
                assert!(whites(&rounds, *p).abs() <= 1, "{n} players, player {p}");
            }
        }
    }

    /// Plays Swiss rounds with a fixed result rule (the lower id wins),
    /// as the tournament would feed them back.
    #[test]
    fn a_swiss_of_seven_over_four_rounds_never_repeats_and_balances_colours() {
        let mut entrants: Vec<Entrant<u32>> = (1..=7)
            .map(|p| Entrant {
                player: p,
                points: 0.0,
                rating: 1500.0 + f64::from(10 * (8 - p)),
                opponents: vec![],
                colours: vec![],
                had_bye: false,
            })
            .collect();
        let mut seen = HashSet::new();
        for round in 0..4 {
            let r = swiss_round(&entrants).expect("a pairing");
            assert_eq!(r.games.len(), 3, "round {round}");
            let bye = r.bye.expect("seven players: a bye");
            let sitting = entrants.iter_mut().find(|e| e.player == bye).unwrap();
            assert!(!sitting.had_bye, "no second bye");
            sitting.had_bye = true;
            sitting.points += 1.0;
            for g in &r.games {
                assert!(
                    seen.insert((g.white.min(g.black), g.white.max(g.black))),
                    "{g:?} again"
                );
                let winner = g.white.min(g.black);
                for e in entrants.iter_mut() {
                    if e.player == g.white {
                        e.colours.push(Color::White);
                        e.opponents.push(g.black);
                    } else if e.player == g.black {
                        e.colours.push(Color::Black);
                        e.opponents.push(g.white);
                    } else {
                        continue;
                    }
                    if e.player == winner {
                        e.points += 1.0;
                    }
                }
            }
        }
        for e in &entrants {
            assert!(e.balance().abs() <= 1, "{}: {:?}", e.player, e.colours);
            let twice_same = e.colours.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]);
            assert!(
                !twice_same,
                "{}: never three of a colour in a row",
                e.player
            );
        }
    }

    #[test]
    fn a_swiss_round_is_refused_when_every_pair_has_met() {
        let entrants: Vec<Entrant<u32>> = (1..=2)
            .map(|p| Entrant {
                player: p,
                points: 0.0,
                rating: 1500.0,
                opponents: vec![3 - p],
                colours: vec![],
                had_bye: false,
            })
            .collect();
        assert_eq!(swiss_round(&entrants), None);
    }

    #[test]
    fn a_field_with_no_pairing_left_ends_the_search() {
        // 33 of 64 players have met one another: each of them needs one of
        // the other 31, so no round exists, and a plain backtracking search
        // would try about 31! ways before it knew.
        let entrants: Vec<Entrant<u32>> = (0..64)
            .map(|p| Entrant {
                player: p,
                points: 0.0,
                rating: 1500.0,
                opponents: if p < 33 {
                    (0..33).filter(|&q| q != p).collect()
                } else {
                    vec![]
                },
                colours: vec![],
                had_bye: false,
            })
            .collect();
        assert_eq!(swiss_round(&entrants), None);
    }

    #[test]
    fn a_knockout_of_eight_seeds_and_settles_a_drawn_match() {
        let bracket = knockout_bracket(&[1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(
            bracket,
            [(1, Some(8)), (4, Some(5)), (2, Some(7)), (3, Some(6))]
        );
        // Six players: the top two go through.
        let six = knockout_bracket(&[1, 2, 3, 4, 5, 6]);
        assert_eq!(six, [(1, None), (4, Some(5)), (2, None), (3, Some(6))]);

        // 1 against 8: a win each, then a drawn third game: the higher-rated goes on.
        assert_eq!(
            knockout_match(1, 8, 1, &[]),
            MatchNext::Play(Pairing { white: 1, black: 8 })
        );
        assert_eq!(
            knockout_match(1, 8, 1, &[Some(1)]),
            MatchNext::Play(Pairing { white: 8, black: 1 })
        );
        assert_eq!(
            knockout_match(1, 8, 1, &[Some(1), Some(8)]),
            MatchNext::Play(Pairing { white: 1, black: 8 })
        );
        assert_eq!(
            knockout_match(1, 8, 8, &[Some(1), Some(8), None]),
            MatchNext::Won(8)
        );
        assert_eq!(
            knockout_match(1, 8, 1, &[Some(1), Some(8), Some(8)]),
            MatchNext::Won(8)
        );
        // Decided in two: a win and a draw.
        assert_eq!(knockout_match(4, 5, 4, &[None, Some(5)]), MatchNext::Won(5));
        assert_eq!(
            knockout_match(4, 5, 4, &[None, None]),
            MatchNext::Play(Pairing { white: 4, black: 5 })
        );
    }

    /// A round robin of four, worked by hand:
    /// A beats B and C, draws D → 2.5; B beats C and D → 2;
    /// C draws D → 0.5; D draws A and C → 1.
    /// SB: A = 2 (B) + 0.5 (C) + 1/2 · 1 (D) = 3; B = 0.5 + 1 = 1.5;
    /// C = 1/2 · 1 = 0.5; D = 2.5/2 + 0.5/2 = 1.5.
    #[test]
    fn round_robin_standings_break_ties_by_sonneborn_berger() {
        let (a, b, c, d) = (1, 2, 3, 4);
        let games = [
            Played {
                white: a,
                black: b,
                winner: Some(a),
            },
            Played {
                white: c,
                black: a,
                winner: Some(a),
            },
            Played {
                white: a,
                black: d,
                winner: None,
            },
            Played {
                white: b,
                black: c,
                winner: Some(b),
            },
            Played {
                white: d,
                black: b,
                winner: Some(b),
            },
            Played {
                white: c,
                black: d,
                winner: None,
            },
        ];
        let table = standings(&[a, b, c, d], &games, &[], TieBreaks::RoundRobin);
        let got: Vec<(u32, f64, f64)> = table
            .iter()
            .map(|s| (s.player, s.points, s.sonneborn_berger))
            .collect();
        assert_eq!(
            got,
            [(a, 2.5, 3.0), (b, 2.0, 1.5), (d, 1.0, 1.5), (c, 0.5, 0.5)]
        );
    }

    /// A Swiss of five after two rounds, worked by hand.
    /// Round 1: A beats B, C draws D, E has the bye.
    /// Round 2: A beats E, B beats C, D has the bye.
    /// Points: A 2, B 1, C 0.5, D 1.5, E 1.
    /// Buchholz: A = B 1 + E 1 = 2; B = A 2 + C 0.5 = 2.5; C = D 1.5 + B 1 = 2.5;
    /// D = C 0.5 = 0.5; E = A 2 = 2.
    /// SB: A = 1 + 1 = 2; B = 0.5 (beat C); C = 1.5 / 2 = 0.75 (drew D);
    /// D = 0.5 / 2 = 0.25 (drew C); E = 0. B and E both have 1 point: B's
    /// Buchholz 2.5 beats E's 2.
    #[test]
    fn swiss_standings_break_ties_by_buchholz_then_sonneborn_berger() {
        let (a, b, c, d, e) = (1, 2, 3, 4, 5);
        let games = [
            Played {
                white: a,
                black: b,
                winner: Some(a),
            },
            Played {
                white: c,
                black: d,
                winner: None,
            },
            Played {
                white: e,
                black: a,
                winner: Some(a),
            },
            Played {
                white: b,
                black: c,
                winner: Some(b),
            },
        ];
        let table = standings(&[a, b, c, d, e], &games, &[e, d], TieBreaks::Swiss);
        let got: Vec<(u32, f64, f64, f64)> = table
            .iter()
            .map(|s| (s.player, s.points, s.buchholz, s.sonneborn_berger))
            .collect();
        assert_eq!(
            got,
            [
                (a, 2.0, 2.0, 2.0),
                (d, 1.5, 0.5, 0.25),
                (b, 1.0, 2.5, 0.5),
                (e, 1.0, 2.0, 0.0),
                (c, 0.5, 2.5, 0.75),
            ]
        );
    }
}
