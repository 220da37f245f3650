//! How strong each level is, measured by playing: each level against the one
//! below over 40 games of halma-8x8 (colours alternating, each pair of games
//! from the same random opening), each level against the reference bot's
//! strategy (`crates/server/examples/bot.rs`, included here from
//! `crates/server/examples/reference/strategy.rs`), and what a move costs at each level.
//!
//! ```text
//! nice -n 10 cargo run --release -p halma-engine --example strength
//! cargo run --release -p halma-engine --example strength -- --games 10 --only 5v4
//! cargo run --release -p halma-engine --example strength -- --seats
//! ```
//!
//! Options: `--games N` (per match, even; 40), `--millis M` (level 5's time
//! a move, as the site gives it; 250), `--only AvB` (one match: `2v1` … `5v4`,
//! `1vbot` … `5vbot`; with `--seats` a game id), `--seats` (paranoid against
//! max-n in the games for more than two), `--speed` (what a move costs at
//! each level in every game). With `STRENGTH_VERBOSE` set, each game's end
//! is printed on standard error.
//!
//! The figures of a run are in `docs/benchmarks.md`.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use halma_engine::{Budget, Engine, Level, Rng, SeatSearch};
use halma_rules::{
    Color, Game, Move, Outcome, Position, PositionKey, Rules, SeatGame, SeatOutcome, SeatPosition,
    SeatRules, SeatVariant, Variant,
};

/// Plies of random moves that open each pair of games.
const OPENING_PLIES: usize = 4;

/// A game still going after this many moves each is scored a draw.
const MAX_FULLMOVES: u32 = 200;

#[derive(Clone, Copy, Debug)]
enum Player {
    Engine(Level),
    Bot,
}

impl Player {
    fn name(self) -> String {
        match self {
            Player::Engine(level) => format!("level {level}"),
            Player::Bot => "bot".to_owned(),
        }
    }
}

/// Time and positions spent by one level.
#[derive(Default, Clone, Copy)]
struct Cost {
    moves: u64,
    nodes: u64,
    time: Duration,
    longest: Duration,
    depth: u64,
}

struct Options {
    games: usize,
    millis: u64,
    only: Option<String>,
    seats: bool,
    speed: bool,
}

fn options() -> Options {
    let mut o = Options {
        games: 40,
        millis: 250,
        only: None,
        seats: false,
        speed: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--games" => o.games = args.next().and_then(|n| n.parse().ok()).unwrap_or(40),
            "--millis" => o.millis = args.next().and_then(|n| n.parse().ok()).unwrap_or(250),
            "--only" => o.only = args.next(),
            "--seats" => o.seats = true,
            "--speed" => o.speed = true,
            _ => {
                eprintln!(
                    "usage: strength [--games N] [--millis M] [--only AvB] [--seats] [--speed]"
                );
                std::process::exit(2);
            }
        }
    }
    o.games = o.games.max(2) / 2 * 2;
    o
}

fn main() {
    let o = options();
    if o.seats {
        seat_matches(&o);
        return;
    }
    if o.speed {
        speed(&o);
        return;
    }
    let mut costs = [Cost::default(); 6];
    let matches: Vec<(Player, Player, &str)> = vec![
        (Player::Engine(level(2)), Player::Engine(level(1)), "2v1"),
        (Player::Engine(level(3)), Player::Engine(level(2)), "3v2"),
        (Player::Engine(level(4)), Player::Engine(level(3)), "4v3"),
        (Player::Engine(level(5)), Player::Engine(level(4)), "5v4"),
        (Player::Engine(level(1)), Player::Bot, "1vbot"),
        (Player::Engine(level(2)), Player::Bot, "2vbot"),
        (Player::Engine(level(3)), Player::Bot, "3vbot"),
        (Player::Engine(level(4)), Player::Bot, "4vbot"),
        (Player::Engine(level(5)), Player::Bot, "5vbot"),
    ];
    println!(
        "halma-8x8, deadline 30, {} games a match, level 5 at {} ms a move",
        o.games, o.millis
    );
    println!("| match | wins | draws | losses | score |");
    println!("|---|---|---|---|---|");
    for (a, b, id) in matches {
        if o.only.as_deref().is_some_and(|only| only != id) {
            continue;
        }
        let (mut wins, mut draws, mut losses) = (0, 0, 0);
        for g in 0..o.games {
            let opening = g / 2;
            let a_white = g % 2 == 0;
            let (white, black) = if a_white { (a, b) } else { (b, a) };
            let result = play(white, black, opening as u64, o.millis, &mut costs);
            let a_color = if a_white { Color::White } else { Color::Black };
            match result {
                Some(winner) if winner == a_color => wins += 1,
                Some(_) => losses += 1,
                None => draws += 1,
            }
        }
        let score = (wins as f64 + draws as f64 / 2.0) / o.games as f64 * 100.0;
        println!(
            "| {} v {} | {wins} | {draws} | {losses} | {score:.0} % |",
            a.name(),
            b.name()
        );
    }
    println!();
    println!("| level | moves | mean time a move | longest | mean depth | positions a move | positions a second |");
    println!("|---|---|---|---|---|---|---|");
    for (n, c) in costs.iter().enumerate().skip(1) {
        if c.moves == 0 {
            continue;
        }
        let secs = c.time.as_secs_f64();
        println!(
            "| {n} | {} | {:.2} ms | {:.1} ms | {:.1} | {:.0} | {:.0} |",
            c.moves,
            secs * 1000.0 / c.moves as f64,
            c.longest.as_secs_f64() * 1000.0,
            c.depth as f64 / c.moves as f64,
            c.nodes as f64 / c.moves as f64,
            if secs > 0.0 {
                c.nodes as f64 / secs
            } else {
                0.0
            }
        );
    }
}

fn level(n: u8) -> Level {
    Level::new(n).expect("a level")
}

/// Plays one game of halma-8x8 from the start after the opening of number
/// `opening`; returns the winner (`None` for a draw).
fn play(
    white: Player,
    black: Player,
    opening: u64,
    millis: u64,
    costs: &mut [Cost; 6],
) -> Option<Color> {
    let rules = Rules::new(Variant::Halma8x8);
    let mut game = Game::new(rules, Position::start(Variant::Halma8x8));
    let mut rng = Rng::new(opening.wrapping_mul(7919).wrapping_add(17));
    for _ in 0..OPENING_PLIES {
        let moves = game.position().legal_moves();
        let m = moves[rng.below(moves.len())];
        game.play(&m).expect("a listed move");
    }
    let mut seen: [HashSet<PositionKey>; 2] = [HashSet::new(), HashSet::new()];
    while game.outcome().is_none() && game.position().fullmove() <= MAX_FULLMOVES {
        let side = game.position().turn();
        let player = if side == Color::White { white } else { black };
        let m = match player {
            Player::Bot => {
                bot_choose(game.position(), rules.camp, &seen[side as usize]).unwrap_or(Move::PASS)
            }
            Player::Engine(level) => {
                let budget = Budget::time(Duration::from_millis(millis));
                let started = Instant::now();
                let choice = Engine::new(level)
                    .with_seed(opening)
                    .choose(&game, budget)
                    .expect("the game goes on");
                let spent = started.elapsed();
                let cost = &mut costs[level.number() as usize];
                cost.moves += 1;
                cost.nodes += choice.nodes;
                cost.time += spent;
                cost.longest = cost.longest.max(spent);
                cost.depth += u64::from(choice.depth);
                choice.mv
            }
        };
        game.play(&m).expect("the player's move is legal");
        seen[side as usize].insert(game.position().key());
    }
    if std::env::var_os("STRENGTH_VERBOSE").is_some() {
        eprintln!(
            "{} v {}: {:?} at move {}",
            white.name(),
            black.name(),
            game.outcome(),
            game.position().fullmove()
        );
    }
    game.outcome().and_then(Outcome::winner)
}

// The reference bot's strategy, the bot's own file.
#[path = "../../server/examples/reference/strategy.rs"]
mod strategy;
use strategy::choose as bot_choose;

// Paranoid against max-n, in games for more than two.

/// One engine searching paranoid in one seat, the others max-n, every seat
/// taking each search in turn; how often each search wins.
fn seat_matches(o: &Options) {
    println!("paranoid against max-n, level 5 at {} ms a move", o.millis);
    println!("| game | games | paranoid seat won | a max-n seat won | draws |");
    println!("|---|---|---|---|---|");
    for variant in [
        SeatVariant::StarThree,
        SeatVariant::StarFour,
        SeatVariant::Halma16x16Four,
        SeatVariant::StarSix,
    ] {
        if o.only.as_deref().is_some_and(|only| only != variant.id()) {
            continue;
        }
        let rules = SeatRules::new(variant);
        let seats = variant.seats();
        let (mut paranoid, mut maxn, mut draws) = (0, 0, 0);
        for g in 0..o.games {
            let paranoid_seat = seats[g % seats.len()];
            let mut game = SeatGame::new(SeatPosition::start(rules));
            let mut rng = Rng::new(g as u64 / seats.len() as u64 + 99);
            for _ in 0..seats.len() {
                let moves = game.position().legal_moves();
                let m = moves[rng.below(moves.len())];
                game.play(&m).expect("a listed move");
            }
            while game.outcome().is_none() && game.position().fullmove() <= MAX_FULLMOVES {
                game.pass_if_stuck();
                if game.outcome().is_some() {
                    break;
                }
                let search = if game.position().turn() == paranoid_seat {
                    SeatSearch::Paranoid
                } else {
                    SeatSearch::MaxN
                };
                let choice = Engine::new(level(5))
                    .with_seat_search(search)
                    .choose(&game, Budget::time(Duration::from_millis(o.millis)))
                    .expect("the game goes on");
                game.play(&choice.mv).expect("a legal move");
            }
            match game.outcome() {
                Some(outcome @ (SeatOutcome::Win { .. } | SeatOutcome::PairWin { .. })) => {
                    if outcome.is_winner(paranoid_seat) {
                        paranoid += 1;
                    } else {
                        maxn += 1;
                    }
                }
                _ => draws += 1,
            }
        }
        println!(
            "| {variant} | {} | {paranoid} | {maxn} | {draws} |",
            o.games
        );
    }
}

// What a move costs in every game.

/// Each level's time, positions and depth for a move, in positions of every
/// game reached by a few random moves from the start (and further on by the
/// engine's own level-2 moves).
fn speed(o: &Options) {
    println!(
        "level 5 at {} ms a move; means over the positions",
        o.millis
    );
    println!("| game | level | mean time a move | mean depth | positions a second |");
    println!("|---|---|---|---|---|");
    let sides = Variant::ALL.into_iter().map(|v| v.id());
    let seats = SeatVariant::ALL.into_iter().map(|v| v.id());
    for id in sides.chain(seats) {
        let mut positions: Vec<Position> = Vec::new();
        let mut seat_positions: Vec<SeatPosition> = Vec::new();
        let mut rng = Rng::new(5);
        for g in 0..4 {
            // Positions after 2 + 8g plies: opening to middle game.
            let plies = 2 + 8 * g;
            if let Ok(variant) = id.parse::<Variant>() {
                let mut game = Game::new(Rules::new(variant), Position::start(variant));
                for ply in 0..plies {
                    let moves = game.position().legal_moves();
                    let m = if moves.is_empty() {
                        Move::PASS
                    } else if ply < 2 {
                        moves[rng.below(moves.len())]
                    } else {
                        Engine::new(level(2))
                            .choose(&game, Budget::LEVEL)
                            .map_or(Move::PASS, |c| c.mv)
                    };
                    if game.play(&m).is_err() || game.outcome().is_some() {
                        break;
                    }
                }
                positions.push(game.position().clone());
            } else if let Ok(variant) = id.parse::<SeatVariant>() {
                let mut game = SeatGame::new(SeatPosition::start(SeatRules::new(variant)));
                for _ in 0..plies * variant.seats().len() / 2 {
                    let Some(choice) = Engine::new(level(2)).choose(&game, Budget::LEVEL) else {
                        break;
                    };
                    if game.play(&choice.mv).is_err() {
                        break;
                    }
                }
                seat_positions.push(game.position().clone());
            }
        }
        for n in 1..=5 {
            let engine = Engine::new(level(n));
            let (mut time, mut nodes, mut depth, mut count) = (Duration::ZERO, 0, 0, 0);
            let mut measure = |choose: &mut dyn FnMut() -> Option<halma_engine::Choice>| {
                let started = Instant::now();
                if let Some(choice) = choose() {
                    time += started.elapsed();
                    nodes += choice.nodes;
                    depth += choice.depth;
                    count += 1;
                }
            };
            for p in &positions {
                let variant = p.variant();
                let game = Game::new(Rules::new(variant), p.clone());
                measure(&mut || {
                    engine.choose(&game, Budget::time(Duration::from_millis(o.millis)))
                });
            }
            for p in &seat_positions {
                let game = SeatGame::new(p.clone());
                measure(&mut || {
                    engine.choose(&game, Budget::time(Duration::from_millis(o.millis)))
                });
            }
            let secs = time.as_secs_f64();
            println!(
                "| {id} | {n} | {:.2} ms | {:.1} | {:.0} |",
                secs * 1000.0 / count.max(1) as f64,
                depth as f64 / count.max(1) as f64,
                if secs > 0.0 { nodes as f64 / secs } else { 0.0 }
            );
        }
    }
}
