//! `halma moves`, `halma play` and `halma engine`: the rules crate and the
//! computer player on the command line, for the two-player games and the
//! games for more than two.

use std::time::Duration;

use clap::Args;
use halma_engine::{Budget, Engine, Level};
use halma_rules::{
    Board, CampKind, Game, Move, MoveList, PointsRule, Position, RepetitionRule, Rules, SeatAction,
    SeatGame, SeatPosition, SeatRules, SeatVariant, Variant,
};

/// Arguments of `halma moves`.
#[derive(Debug, Args)]
pub struct MovesArgs {
    /// The game id: halma-8x8, halma-10x10, halma-16x16, embargo, halma-16x16-4,
    /// star-2, star-3, star-4 or star-6.
    #[arg(long)]
    pub game: String,
    /// A position in the text format of RULES.md (the start when omitted).
    #[arg(long)]
    pub position: Option<String>,
    /// Partners (on or off, the default): seats 1 and 3 against seats 2 and 4,
    /// offered in the games for four seats.
    #[arg(long)]
    pub partners: Option<String>,
    /// The star games' house rule for the points (pass-through or rest); no
    /// game on a square board takes it.
    #[arg(long)]
    pub points: Option<String>,
}

/// Arguments of `halma play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The game id: halma-8x8, halma-10x10, halma-16x16, embargo, halma-16x16-4,
    /// star-2, star-3, star-4 or star-6.
    #[arg(long)]
    pub game: String,
    /// A position in the text format of RULES.md (the start when omitted).
    #[arg(long)]
    pub position: Option<String>,
    /// The camp rule: deadline (with the game's number of moves) or fill; the
    /// game's default when omitted.
    #[arg(long)]
    pub camp: Option<String>,
    /// The repetition rule: auto (the default) or claim (two-player games only).
    #[arg(long)]
    pub repetition: Option<String>,
    /// Partners (on or off, the default): seats 1 and 3 against seats 2 and 4,
    /// offered in the games for four seats.
    #[arg(long)]
    pub partners: Option<String>,
    /// The star games' house rule for the points (pass-through or rest); no
    /// game on a square board takes it.
    #[arg(long)]
    pub points: Option<String>,
    /// The moves to play, in order, such as g2-f3, h1-f3-d5 or pass; in a game
    /// for more than two also out:COLOUR, where that seat leaves. A side with
    /// no move passes by itself, as on the site; its pass may be given.
    pub moves: Vec<String>,
}

/// Arguments of `halma engine`.
#[derive(Debug, Args)]
pub struct EngineArgs {
    /// The game id: halma-8x8, halma-10x10, halma-16x16, embargo, halma-16x16-4,
    /// star-2, star-3, star-4 or star-6.
    #[arg(long)]
    pub game: String,
    /// A position in the text format of RULES.md (the start when omitted).
    #[arg(long)]
    pub position: Option<String>,
    /// How strongly to play, 1 (a beginner's opponent) to 5 (searching for
    /// at most a quarter of a second); 3 when omitted.
    #[arg(long)]
    pub level: Option<String>,
    /// The camp rule: deadline (with the game's number of moves) or fill; the
    /// game's default when omitted.
    #[arg(long)]
    pub camp: Option<String>,
    /// Partners (on or off, the default): seats 1 and 3 against seats 2 and 4,
    /// offered in the games for four seats.
    #[arg(long)]
    pub partners: Option<String>,
    /// The star games' house rule for the points (pass-through or rest); no
    /// game on a square board takes it.
    #[arg(long)]
    pub points: Option<String>,
}

/// A failure of a command: its message goes to standard error, exit status 2.
struct Refusal(String);

/// A game with the house rules the flags chose.
enum HouseRules {
    Sides(Rules),
    Seats(SeatRules),
}

/// The house-rule flags of a command (those it does not take are `None`).
#[derive(Default)]
struct RuleFlags<'a> {
    camp: Option<&'a str>,
    repetition: Option<&'a str>,
    partners: Option<&'a str>,
    points: Option<&'a str>,
}

/// Reads `--game` and the house-rule flags: a two-player game takes
/// `--camp` and `--repetition`, a game for more than two `--partners` where
/// offered and, on the star, `--points` (its camp rule is `fill` only and its
/// repetition rule `auto` only).
fn house_rules(game: &str, flags: &RuleFlags) -> Result<HouseRules, Refusal> {
    match choose(game)? {
        Chosen::Sides(variant) => {
            refuse_points(game, flags.points)?;
            partners(game, false, flags.partners)?;
            let mut rules = Rules::new(variant);
            if let Some(camp) = flags.camp {
                let kind: CampKind = camp.parse().map_err(|e| Refusal(format!("--camp: {e}")))?;
                rules.camp = variant.camp_rule(kind).ok_or_else(|| {
                    Refusal(format!(
                        "--camp: {variant} is not played with the camp rule '{camp}'"
                    ))
                })?;
            }
            if let Some(rep) = flags.repetition {
                rules.repetition = rep
                    .parse::<RepetitionRule>()
                    .map_err(|e| Refusal(format!("--repetition: {e}")))?;
            }
            Ok(HouseRules::Sides(rules))
        }
        Chosen::Seats(variant) => {
            if let Some(camp) = flags.camp {
                let kind: CampKind = camp.parse().map_err(|e| Refusal(format!("--camp: {e}")))?;
                if kind != CampKind::Fill {
                    return Err(Refusal(format!(
                        "--camp: {variant} is not played with the camp rule '{camp}' (only fill)"
                    )));
                }
            }
            if let Some(rep) = flags.repetition {
                let rule = rep
                    .parse::<RepetitionRule>()
                    .map_err(|e| Refusal(format!("--repetition: {e}")))?;
                if rule != RepetitionRule::Auto {
                    return Err(Refusal(format!(
                        "--repetition: {variant} is played with the repetition rule auto only, not '{rep}'"
                    )));
                }
            }
            seat_rules(variant, flags.partners, flags.points).map(HouseRules::Seats)
        }
    }
}

/// The game a `--game` id names: a two-player game or one for more than two.
enum Chosen {
    Sides(Variant),
    Seats(SeatVariant),
}

fn choose(game: &str) -> Result<Chosen, Refusal> {
    if let Ok(variant) = game.parse::<Variant>() {
        return Ok(Chosen::Sides(variant));
    }
    if let Ok(variant) = game.parse::<SeatVariant>() {
        return Ok(Chosen::Seats(variant));
    }
    let ids: Vec<&str> = Variant::ALL
        .iter()
        .map(|v| v.id())
        .chain(SeatVariant::ALL.iter().map(|v| v.id()))
        .collect();
    let (last, rest) = ids.split_last().expect("there are games");
    Err(Refusal(format!(
        "--game: unknown game '{game}' (expected {} or {last})",
        rest.join(", ")
    )))
}

/// `--points` names the star's house rule; a game on a square board refuses it.
fn refuse_points(game: &str, points: Option<&str>) -> Result<(), Refusal> {
    match points {
        None => Ok(()),
        Some(_) => Err(Refusal(format!(
            "--points: {game} is played on a square board; the points rule belongs to the star games"
        ))),
    }
}

/// The house rules of a game for more than two from `--partners` and `--points`.
fn seat_rules(
    variant: SeatVariant,
    partners_flag: Option<&str>,
    points: Option<&str>,
) -> Result<SeatRules, Refusal> {
    let game = variant.id();
    let mut rules = SeatRules::new(variant);
    rules.partners = partners(game, variant.offers_partners(), partners_flag)?;
    if variant.board() != Board::Star {
        refuse_points(game, points)?;
    } else if let Some(points) = points {
        rules.points = points
            .parse::<PointsRule>()
            .map_err(|e| Refusal(format!("--points: {e}")))?;
    }
    Ok(rules)
}

/// Reads `--partners on|off`; `on` only where the game offers partners.
fn partners(game: &str, offered: bool, value: Option<&str>) -> Result<bool, Refusal> {
    match value {
        None | Some("off") => Ok(false),
        Some("on") if offered => Ok(true),
        Some("on") => Err(Refusal(format!(
            "--partners: {game} is not played with partners (offered only in games for four seats)"
        ))),
        Some(other) => Err(Refusal(format!(
            "--partners: unknown value '{other}' (expected on or off)"
        ))),
    }
}

fn start(variant: Variant, position: Option<&str>) -> Result<Position, Refusal> {
    match position {
        None => Ok(Position::start(variant)),
        Some(text) => Position::from_text(variant, text)
            .map_err(|e| Refusal(format!("--position: malformed position: {e}"))),
    }
}

fn seat_start(rules: SeatRules, position: Option<&str>) -> Result<SeatPosition, Refusal> {
    match position {
        None => Ok(SeatPosition::start(rules)),
        Some(text) => SeatPosition::from_text(rules, text)
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
    list_text(position.legal_moves())
}

fn list_text(mut moves: MoveList) -> String {
    if moves.is_empty() {
        return "pass\n".to_owned();
    }
    moves.sort_by_key(|m| (m.from(), m.to()));
    moves.iter().map(|m| format!("{m}\n")).collect()
}

/// [`list_text`] for a game for more than two: the moves named and ordered
/// (by origin, then destination) as the board's texts do.
fn seat_list_text(position: &SeatPosition) -> String {
    let mut moves = position.legal_moves();
    if moves.is_empty() {
        return "pass\n".to_owned();
    }
    let board = position.board();
    let order = |sq: Option<_>| sq.map(|sq| board.order(sq));
    moves.sort_by_key(|m| (order(m.from()), order(m.to())));
    moves
        .iter()
        .map(|m| format!("{}\n", board.move_text(m)))
        .collect()
}

fn moves_of(args: &MovesArgs) -> Result<String, Refusal> {
    let flags = RuleFlags {
        partners: args.partners.as_deref(),
        points: args.points.as_deref(),
        ..RuleFlags::default()
    };
    match house_rules(&args.game, &flags)? {
        HouseRules::Sides(rules) => {
            start(rules.variant, args.position.as_deref()).map(|p| moves_text(&p))
        }
        HouseRules::Seats(rules) => {
            seat_start(rules, args.position.as_deref()).map(|p| seat_list_text(&p))
        }
    }
}

/// Runs `halma moves`; returns the process exit code.
pub fn moves(args: MovesArgs) -> i32 {
    exit_code("moves", moves_of(&args))
}

fn play_text(args: &PlayArgs) -> Result<String, Refusal> {
    let flags = RuleFlags {
        camp: args.camp.as_deref(),
        repetition: args.repetition.as_deref(),
        partners: args.partners.as_deref(),
        points: args.points.as_deref(),
    };
    let rules = match house_rules(&args.game, &flags)? {
        HouseRules::Sides(rules) => rules,
        HouseRules::Seats(rules) => return play_seats(rules, args),
    };
    let position = start(rules.variant, args.position.as_deref())?;
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

/// `halma play` for a game for more than two (with the house rules these
/// games offer: fill, repetition `auto`, partners where offered): the moves,
/// passes and `out:COLOUR` tokens in order.
fn play_seats(rules: SeatRules, args: &PlayArgs) -> Result<String, Refusal> {
    let mut game = SeatGame::new(seat_start(rules, args.position.as_deref())?);
    let board = rules.variant.board();
    for (i, text) in args.moves.iter().enumerate() {
        let refuse = |e: &dyn std::fmt::Display| Refusal(format!("move {} '{text}': {e}", i + 1));
        let action = SeatAction::parse_on(board, text).map_err(|e| refuse(&e))?;
        // A seat with no move passes by itself, before anything else happens
        // (as on the site, where the pass is recorded with the move before).
        if action != SeatAction::Move(Move::PASS) {
            game.pass_if_stuck();
        }
        game.act(&action).map_err(|e| refuse(&e.text_on(board)))?;
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

/// The time `halma engine` gives a move: what the site gives its computer
/// players at most. Levels 1 to 4 stop long before.
const ENGINE_TIME: Duration = Duration::from_millis(250);

fn engine_text(args: &EngineArgs) -> Result<String, Refusal> {
    let level = match &args.level {
        None => Level::default(),
        Some(text) => text
            .parse::<Level>()
            .map_err(|e| Refusal(format!("--level: {e}")))?,
    };
    let flags = RuleFlags {
        camp: args.camp.as_deref(),
        partners: args.partners.as_deref(),
        points: args.points.as_deref(),
        ..RuleFlags::default()
    };
    let engine = Engine::new(level);
    let budget = Budget::time(ENGINE_TIME);
    let over = |outcome: String| Refusal(format!("--position: the game is over ({outcome})"));
    let text = match house_rules(&args.game, &flags)? {
        HouseRules::Sides(rules) => {
            let game = Game::new(rules, start(rules.variant, args.position.as_deref())?);
            if let Some(outcome) = game.outcome() {
                return Err(over(outcome.to_string()));
            }
            engine
                .choose(&game, budget)
                .map(|choice| choice.mv.to_string())
        }
        HouseRules::Seats(rules) => {
            let game = SeatGame::new(seat_start(rules, args.position.as_deref())?);
            if let Some(outcome) = game.outcome() {
                return Err(over(outcome.to_string()));
            }
            let board = rules.variant.board();
            engine
                .choose(&game, budget)
                .map(|choice| board.move_text(&choice.mv).to_string())
        }
    };
    text.map(|m| format!("{m}\n")).ok_or_else(|| {
        Refusal(
            "--position: no move can be played here: the move number has no successor".to_owned(),
        )
    })
}

/// Runs `halma engine`: prints the move the computer player of `--level`
/// chooses, in the move format of RULES.md; returns the process exit code.
pub fn engine(args: EngineArgs) -> i32 {
    exit_code("engine", engine_text(&args))
}
