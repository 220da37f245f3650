//! Every move the engine chooses is one the rules allow, over thousands of
//! positions of every game id, reached by random games from the start; it
//! passes only when the seat has no move, and it never plays a move that
//! loses at once while another move does not.

use halma_engine::{Budget, Engine, Level, Rng, SeatSearch};
use halma_rules::{
    Board, CampRule, Game, Move, Outcome, PointsRule, Position, Rules, SeatGame, SeatOutcome,
    SeatPosition, SeatRules, SeatVariant, Variant,
};

/// A random game's next move: mostly the one that brings the piece furthest
/// forward along the board's diagonal or rows (so that games reach their
/// ends), sometimes any move.
fn playout_move(moves: &[Move], rng: &mut Rng, forward: impl Fn(&Move) -> i32) -> Move {
    if rng.below(10) < 4 {
        return moves[rng.below(moves.len())];
    }
    let best = moves.iter().map(&forward).max().unwrap_or(0);
    let top: Vec<&Move> = moves.iter().filter(|m| forward(m) == best).collect();
    *top[rng.below(top.len())]
}

/// The engine's level and budget for the `i`th position: every level in
/// turn, each with a small budget of positions, and every way of searching
/// games for more than two.
fn engine(i: usize) -> (Engine, Budget) {
    let level = Level::ALL[i % 5];
    let search = [SeatSearch::Auto, SeatSearch::Paranoid, SeatSearch::MaxN][i / 5 % 3];
    let engine = Engine::new(level)
        .with_seed(i as u64)
        .with_seat_search(search);
    (engine, Budget::nodes(150))
}

fn loses_at_once(game: &Game, m: &Move) -> bool {
    let me = game.position().turn();
    let mut after = game.clone();
    after.play(m).expect("a legal move");
    matches!(after.outcome(), Some(Outcome::Win { winner, .. }) if winner != me)
}

/// Plays random games of a two-player game and asks the engine at every
/// position; returns how many positions it was asked about.
fn check_sides(rules: Rules, games: usize, seed: u64) -> usize {
    let variant = rules.variant;
    let mut rng = Rng::new(seed);
    let mut asked = 0;
    let white_forward = |m: &Move| match (m.from(), m.to()) {
        (Some(a), Some(b)) => {
            (i32::from(a.file()) - i32::from(b.file()))
                + (i32::from(b.rank()) - i32::from(a.rank()))
        }
        _ => 0,
    };
    for _ in 0..games {
        let mut game = Game::new(rules, Position::start(variant));
        while game.outcome().is_none() && game.position().fullmove() < 120 {
            let position = game.position().clone();
            let legal = position.legal_moves();
            let (engine, budget) = engine(asked);
            let choice = engine.choose(&game, budget).expect("the game goes on");
            asked += 1;
            assert!(
                position.check(&choice.mv).is_ok(),
                "{variant} level {}: {} is illegal in {position}",
                engine.level(),
                choice.mv
            );
            if legal.is_empty() {
                assert!(choice.mv.is_pass(), "{position}: no move but {}", choice.mv);
            } else {
                assert!(
                    legal.contains(&choice.mv),
                    "{}: not listed in {position}",
                    choice.mv
                );
                if loses_at_once(&game, &choice.mv) {
                    assert!(
                        legal.iter().all(|m| loses_at_once(&game, m)),
                        "{variant} level {}: {} loses at once in {position} ({}), another move does not",
                        engine.level(),
                        choice.mv,
                        rules.camp
                    );
                }
            }
            let m = if legal.is_empty() {
                Move::PASS
            } else if rng.below(4) == 0 {
                // The engine's own move now and then, for positions it makes.
                choice.mv
            } else {
                let sign = if position.turn() == halma_rules::Color::White {
                    1
                } else {
                    -1
                };
                playout_move(&legal, &mut rng, |m| sign * white_forward(m))
            };
            game.play(&m).expect("a legal move plays");
        }
    }
    asked
}

fn seat_loses_at_once(game: &SeatGame, m: &Move) -> bool {
    let me = game.position().turn();
    let mut after = game.clone();
    after.play(m).expect("a legal move");
    matches!(
        after.outcome(),
        Some(o @ (SeatOutcome::Win { .. } | SeatOutcome::PairWin { .. })) if !o.is_winner(me)
    )
}

/// As [`check_sides`] for a game for more than two.
fn check_seats(rules: SeatRules, games: usize, seed: u64) -> usize {
    let variant = rules.variant;
    let board = variant.board();
    let mut rng = Rng::new(seed);
    let mut asked = 0;
    // How near a move brings the piece to the seat's target, by the board's
    // own order of squares: a rough measure, enough for random games.
    for _ in 0..games {
        let mut game = SeatGame::new(SeatPosition::start(rules));
        while game.outcome().is_none() && game.position().fullmove() < 120 {
            let position = game.position().clone();
            let legal = position.legal_moves();
            let (engine, budget) = engine(asked);
            let choice = engine.choose(&game, budget).expect("the game goes on");
            asked += 1;
            let text = board.move_text(&choice.mv);
            assert!(
                position.check(&choice.mv).is_ok(),
                "{variant} level {}: {text} is illegal in {position}",
                engine.level()
            );
            if legal.is_empty() {
                assert!(choice.mv.is_pass(), "{position}: no move but {text}");
            } else {
                assert!(
                    legal.contains(&choice.mv),
                    "{text}: not listed in {position}"
                );
                if seat_loses_at_once(&game, &choice.mv) {
                    assert!(
                        legal.iter().all(|m| seat_loses_at_once(&game, m)),
                        "{variant}: {text} loses at once in {position}, another move does not"
                    );
                }
            }
            let m = if legal.is_empty() {
                Move::PASS
            } else if rng.below(3) == 0 {
                choice.mv
            } else {
                let target = variant.target(position.turn());
                let centre = |sq| {
                    let (row, number) = board.order(sq);
                    (i32::from(row), i32::from(number))
                };
                let tip = target.iter().next().map(centre).unwrap_or((0, 0));
                playout_move(&legal, &mut rng, |m| match (m.from(), m.to()) {
                    (Some(a), Some(b)) => {
                        let d = |(r, n): (i32, i32)| (r - tip.0).abs() + (n - tip.1).abs();
                        d(centre(a)) - d(centre(b))
                    }
                    _ => 0,
                })
            };
            game.play(&m).expect("a legal move plays");
        }
    }
    asked
}

#[test]
fn two_player_games_get_legal_moves_only() {
    let mut asked = 0;
    for (i, variant) in Variant::ALL.into_iter().enumerate() {
        for &camp in variant.camp_rules() {
            let mut rules = Rules::new(variant);
            rules.camp = camp;
            let games = if variant == Variant::Halma16x16 { 2 } else { 4 };
            asked += check_sides(rules, games, 100 + i as u64);
        }
    }
    eprintln!("two players: {asked} positions");
    assert!(asked >= 1_000, "only {asked} positions");
}

#[test]
fn the_deadline_is_met_in_random_games() {
    // A short deadline, so that random games meet it with pieces at home.
    let mut rules = Rules::new(Variant::Halma8x8);
    rules.camp = CampRule::Deadline(8);
    assert!(check_sides(rules, 12, 7) >= 100);
}

#[test]
fn games_for_more_than_two_get_legal_moves_only() {
    let mut asked = 0;
    for (i, variant) in SeatVariant::ALL.into_iter().enumerate() {
        let mut variations = vec![SeatRules::new(variant)];
        if let Some(rules) = SeatRules::with_partners(variant) {
            variations.push(rules);
        }
        if variant.board() == Board::Star {
            let mut rules = SeatRules::new(variant);
            rules.points = PointsRule::Rest;
            variations.push(rules);
        }
        for rules in variations {
            asked += check_seats(rules, 1, 200 + i as u64);
        }
    }
    eprintln!("seats: {asked} positions");
    assert!(asked >= 1_000, "only {asked} positions");
}
