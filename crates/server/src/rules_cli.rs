//! `halma moves` and `halma play`: the rules crate on the command line.

use clap::Args;
use halma_rules::{CampKind, Game, Move, Position, RepetitionRule, Rules, Variant};

/// Arguments of `halma moves`.
#[derive(Debug, Args)]
pub struct MovesArgs {
    /// The game id: halma-8x8, halma-10x10, halma-16x16 or embargo.
    #[arg(long)]
    pub game: String,
    /// A position in the text format of RULES.md (the start when omitted).
    #[arg(long)]
    pub position: Option<String>,
}

/// Arguments of `halma play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The game id: halma-8x8, halma-10x10, halma-16x16 or embargo.
    #[arg(long)]
    pub game: String,
    /// A position in the text format of RULES.md (the start when omitted).
    #[arg(long)]
    pub position: Option<String>,
    /// The camp rule: deadline (with the game's number of moves) or fill; the
    /// game's default when omitted.
    #[arg(long)]
    pub camp: Option<String>,
    /// The repetition rule: auto (the default) or claim.
    #[arg(long)]
    pub repetition: Option<String>,
    /// The moves to play, in order, such as g2-f3, h1-f3-d5 or pass. A side
    /// with no move passes by itself, as on the site; its pass may be given.
    pub moves: Vec<String>,
}

/// A failure of a command: its message goes to standard error, exit status 2.
struct Refusal(String);

fn start(game: &str, position: Option<&str>) -> Result<Position, Refusal> {
    let variant: Variant = game.parse().map_err(|e| Refusal(format!("--game: {e}")))?;
    match position {
        None => Ok(Position::start(variant)),
        Some(text) => Position::from_text(variant, text)
            .map_err(|e| Refusal(format!("--position: malformed position: {e}"))),
    }
}

fn exit_code(command: &str, result: Result<String, Refusal>) -> i32 {
    match result {
        Ok(out) => {
            print!("{out}");
            0
        }
        Err(Refusal(message)) => {
            eprintln!("halma {command}: {message}");
            2
        }
    }
}

/// The lines `halma moves` prints: every legal move, one line per origin and
/// destination (a jump chain by its shortest path), ordered by origin then
/// destination; or the single line `pass`.
pub fn moves_text(position: &Position) -> String {
    let mut moves = position.legal_moves();
    if moves.is_empty() {
        return "pass\n".to_owned();
    }
    moves.sort_by_key(|m| (m.from(), m.to()));
    moves.iter().map(|m| format!("{m}\n")).collect()
}

/// Runs `halma moves`; returns the process exit code.
pub fn moves(args: MovesArgs) -> i32 {
    exit_code(
        "moves",
        start(&args.game, args.position.as_deref()).map(|p| moves_text(&p)),
    )
}

fn play_text(args: &PlayArgs) -> Result<String, Refusal> {
    let position = start(&args.game, args.position.as_deref())?;
    let variant = position.variant();
    let mut rules = Rules::new(variant);
    if let Some(camp) = &args.camp {
        let kind: CampKind = camp.parse().map_err(|e| Refusal(format!("--camp: {e}")))?;
        rules.camp = variant.camp_rule(kind).ok_or_else(|| {
            Refusal(format!(
                "--camp: {variant} is not played with the camp rule '{camp}'"
            ))
        })?;
    }
    if let Some(rep) = &args.repetition {
        rules.repetition = rep
            .parse::<RepetitionRule>()
            .map_err(|e| Refusal(format!("--repetition: {e}")))?;
    }
    let mut game = Game::new(rules, position);
    for (i, text) in args.moves.iter().enumerate() {
        let m: Move = text
            .parse()
            .map_err(|e| Refusal(format!("move {} '{text}': {e}", i + 1)))?;
        // A side with no move passes; as on the site, the pass need not be
        // given (it may be).
        if !m.is_pass() {
            game.pass_if_stuck();
        }
        game.play(&m)
            .map_err(|e| Refusal(format!("move {} '{text}': {e}", i + 1)))?;
    }
    let outcome = game
        .outcome()
        .map_or_else(|| "ongoing".to_owned(), |o| o.to_string());
    Ok(format!("{}\n{outcome}\n", game.position()))
}

/// Runs `halma play`; returns the process exit code.
pub fn play(args: PlayArgs) -> i32 {
    exit_code("play", play_text(&args))
}
