//! The record of a game for more than two, in the manner of the two-player
//! record: a tag per seat named by its colour, the moves with full-move
//! numbers, `out:COLOUR` where a seat left, and the result last.
//!
//! ```text
//! [Game "halma-16x16-4"]
//! [White "ann"]
//! [Red "bob"]
//! [Black "cy"]
//! [Green "dee"]
//! [Partners "off"]
//! [Repetition "auto"]
//! [Result "*"]
//!
//! 1. m2-l3 d2-e3 out:black d15-e14 m15-l14 2. l3-k4 *
//! ```
//! The result is `*` while the game goes on, `draw`, or the winners' colours
//! joined by `+` (`white`, `white+black`).

use core::fmt;
use core::str::FromStr;

use crate::colour::Colour;
use crate::outcome::SeatOutcome;
use crate::record::{parse_tag, quote, ParseRecordError};
use crate::seat_game::{SeatAction, SeatGame, SeatGameError};
use crate::seat_position::{SeatPosition, SeatPositionError};
use crate::seats::{SeatRules, SeatSetup, SeatVariant};
use crate::star::Board;

/// A game record of a game for more than two.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRecord {
    /// The game and its house rules.
    pub rules: SeatRules,
    /// Each seat's player, by colour, in turn order.
    pub players: Vec<(Colour, String)>,
    /// Where the game began, when not at the start.
    pub setup: Option<SeatSetup>,
    /// The moves, passes and leavings, in order.
    pub actions: Vec<SeatAction>,
    /// `*`, `draw`, or the winners' colours joined by `+`.
    pub result: String,
    /// How the game ended, in words.
    pub termination: Option<String>,
}

/// Why a record of a game for more than two does not replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatReplayError {
    /// The `Position` tag is not a position of the game.
    Position(SeatPositionError),
    /// An action could not be played: its index (from 0) and why.
    Action(usize, SeatGameError),
}

impl fmt::Display for SeatReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatReplayError::Position(e) => write!(f, "the starting position: {e}"),
            SeatReplayError::Action(i, e) => write!(f, "move {} of the record: {e}", i + 1),
        }
    }
}

impl std::error::Error for SeatReplayError {}

/// The result a record writes for an outcome (`*` for none).
pub fn seat_result(outcome: Option<SeatOutcome>) -> String {
    match outcome {
        None => "*".to_owned(),
        Some(SeatOutcome::Draw { .. }) => "draw".to_owned(),
        Some(SeatOutcome::Win { winner, .. }) => winner.name().to_owned(),
        Some(SeatOutcome::PairWin {
            winners: [first, second],
            ..
        }) => format!("{first}+{second}"),
    }
}

/// Whether a token of the move text is a result.
fn is_result(token: &str) -> bool {
    token == "*" || token == "draw" || token.split('+').all(|c| Colour::from_name(c).is_some())
}

/// A colour's tag name: `White`, `Red`, …
fn tag_name(colour: Colour) -> String {
    let name = colour.name();
    name[..1].to_ascii_uppercase() + &name[1..]
}

impl SeatRecord {
    /// The record of a game, with the players' names by colour; the result and
    /// termination come from the game's outcome.
    pub fn of(game: &SeatGame, players: &[(Colour, &str)]) -> SeatRecord {
        let start = game.start();
        let rules = game.rules();
        let setup = (*start != SeatPosition::start(rules)).then(|| start.to_setup());
        let outcome = game.outcome();
        SeatRecord {
            rules,
            players: players.iter().map(|(c, n)| (*c, (*n).to_owned())).collect(),
            setup,
            actions: game.actions().to_vec(),
            result: seat_result(outcome),
            termination: outcome.map(|o| o.reason().to_string()),
        }
    }

    /// Plays the record through.
    pub fn replay(&self) -> Result<SeatGame, SeatReplayError> {
        let start = match &self.setup {
            Some(setup) => {
                SeatPosition::from_setup(self.rules, setup).map_err(SeatReplayError::Position)?
            }
            None => SeatPosition::start(self.rules),
        };
        SeatGame::replay(start, &self.actions).map_err(|(i, e)| SeatReplayError::Action(i, e))
    }

    /// The move text's tokens: a number before the first action and wherever
    /// the full-move number has grown (`N...` when the record starts with
    /// another seat than the first), the actions, the result. Without numbers
    /// when the record does not replay.
    fn tokens(&self) -> Vec<String> {
        let game = self.replay().ok();
        let mut tokens = Vec::with_capacity(self.actions.len() * 5 / 4 + 1);
        let mut number = None;
        for (i, action) in self.actions.iter().enumerate() {
            if let Some(before) = game.as_ref().map(|g| &g.positions()[i]) {
                if number != Some(before.fullmove()) {
                    let first = self.rules.variant.seats()[0];
                    let dots = if i == 0 && before.turn() != first {
                        "..."
                    } else {
                        "."
                    };
                    tokens.push(format!("{}{dots}", before.fullmove()));
                    number = Some(before.fullmove());
                }
            }
            tokens.push(action.text_on(self.rules.variant.board()));
        }
        tokens.push(self.result.clone());
        tokens
    }
}

impl fmt::Display for SeatRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "[Game \"{}\"]", self.rules.variant)?;
        for (colour, name) in &self.players {
            writeln!(f, "[{} \"{}\"]", tag_name(*colour), quote(name))?;
        }
        if self.rules.variant.offers_partners() {
            let partners = if self.rules.partners { "on" } else { "off" };
            writeln!(f, "[Partners \"{partners}\"]")?;
        }
        if self.rules.variant.board() == Board::Star {
            writeln!(f, "[Points \"{}\"]", self.rules.points)?;
        }
        writeln!(f, "[Repetition \"auto\"]")?;
        if let Some(setup) = &self.setup {
            writeln!(f, "[Position \"{setup}\"]")?;
        }
        writeln!(f, "[Result \"{}\"]", quote(&self.result))?;
        if let Some(t) = &self.termination {
            writeln!(f, "[Termination \"{}\"]", quote(t))?;
        }
        writeln!(f)?;
        let mut width = 0;
        for (i, token) in self.tokens().iter().enumerate() {
            if i > 0 && width + 1 + token.len() > 80 {
                writeln!(f)?;
                width = 0;
            } else if i > 0 {
                f.write_str(" ")?;
                width += 1;
            }
            f.write_str(token)?;
            width += token.len();
        }
        writeln!(f)
    }
}

/// The house rules of a record's tags.
fn rules_of(tags: &[(String, String, usize)]) -> Result<SeatRules, ParseRecordError> {
    let err = |line: usize, message: String| ParseRecordError { line, message };
    let tag = |name: &str| tags.iter().find(|(k, _, _)| k == name);
    let (_, game, game_line) =
        tag("Game").ok_or_else(|| err(1, "the record has no [Game \"…\"] tag".into()))?;
    let variant: SeatVariant = game.parse().map_err(|e| err(*game_line, format!("{e}")))?;
    let mut rules = SeatRules::new(variant);
    if let Some((_, value, line)) = tag("Partners") {
        rules = match value.as_str() {
            "off" => rules,
            "on" => SeatRules::with_partners(variant)
                .ok_or_else(|| err(*line, format!("{variant} is not played with partners")))?,
            other => return Err(err(*line, format!("'{other}' is not on or off"))),
        };
    }
    if let Some((_, value, line)) = tag("Points") {
        if variant.board() != Board::Star {
            return Err(err(*line, format!("{variant} has no points rule")));
        }
        rules.points = value.parse().map_err(|e| err(*line, format!("{e}")))?;
    }
    if let Some((_, value, line)) = tag("Repetition").filter(|(_, v, _)| v != "auto") {
        return Err(err(
            *line,
            format!("{variant} is played with the repetition rule auto only, not '{value}'"),
        ));
    }
    Ok(rules)
}

impl FromStr for SeatRecord {
    type Err = ParseRecordError;

    fn from_str(s: &str) -> Result<SeatRecord, ParseRecordError> {
        let err = |line: usize, message: String| ParseRecordError { line, message };
        let mut tags: Vec<(String, String, usize)> = Vec::new();
        let mut actions = Vec::new();
        let mut result: Option<String> = None;
        for (i, raw) in s.lines().enumerate() {
            let line_no = i + 1;
            let line = raw.trim();
            if line.starts_with('[') {
                if !actions.is_empty() || result.is_some() {
                    return Err(err(line_no, "a tag after the moves".into()));
                }
                let (key, value) = parse_tag(line).ok_or_else(|| {
                    err(line_no, format!("'{line}' is not a tag like [Red \"ann\"]"))
                })?;
                tags.push((key, value, line_no));
                continue;
            }
            for token in line.split_whitespace() {
                if result.is_some() {
                    return Err(err(line_no, format!("'{token}' after the result")));
                }
                if is_result(token) {
                    result = Some(token.to_owned());
                    continue;
                }
                // A move number (`12.` or `12...`), possibly glued to the move.
                let token = token.trim_start_matches(|c: char| c.is_ascii_digit());
                let token = token.trim_start_matches('.');
                if !token.is_empty() {
                    // Read once the game (and so the board) is known.
                    actions.push((token.to_owned(), line_no));
                }
            }
        }
        let rules = rules_of(&tags)?;
        let board = rules.variant.board();
        let actions = actions
            .into_iter()
            .map(|(token, line_no)| {
                SeatAction::parse_on(board, &token)
                    .map_err(|e| err(line_no, format!("'{token}': {e}")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let tag = |name: &str| tags.iter().find(|(k, _, _)| k == name);
        let setup = match tag("Position") {
            Some((_, text, line)) => Some(
                SeatPosition::from_text(rules, text)
                    .map_err(|e| err(*line, format!("{e}")))?
                    .to_setup(),
            ),
            None => None,
        };
        let players = rules
            .variant
            .seats()
            .iter()
            .filter_map(|&c| tag(&tag_name(c)).map(|(_, name, _)| (c, name.clone())))
            .collect();
        let tag_result = tag("Result").map(|(_, v, _)| v.clone());
        Ok(SeatRecord {
            rules,
            players,
            setup,
            actions,
            result: result.or(tag_result).unwrap_or_else(|| "*".to_owned()),
            termination: tag("Termination").map(|(_, v, _)| v.clone()),
        })
    }
}
