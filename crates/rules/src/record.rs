//! The game record, in the spirit of PGN: tag lines, then the moves with full-move
//! numbers and the result last.
//!
//! ```text
//! [Game "halma-8x8"]
//! [White "alice"]
//! [Black "bob"]
//! [Camp "deadline 30"]
//! [Repetition "auto"]
//! [Result "*"]
//!
//! 1. g3-f4 b6-c5 *
//! ```
//! A game that did not begin at the start has a `[Position "…"]` tag.

use core::fmt;
use core::str::FromStr;

use crate::game::{Game, GameError};
use crate::moves::Move;
use crate::position::{Position, PositionError};
use crate::setup::Setup;
use crate::variant::{Color, Rules, Variant};

/// A game record: who played what under which rules, and how it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The game and its house rules.
    pub rules: Rules,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// Where the game began, when not at the start.
    pub setup: Option<Setup>,
    /// The moves, passes included.
    pub moves: Vec<Move>,
    /// `1-0`, `0-1`, `1/2-1/2`, or `*` for a game in progress.
    pub result: String,
    /// How the game ended, in words.
    pub termination: Option<String>,
}

/// What is wrong with a record's text, and on which line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseRecordError {
    /// The line, counted from 1.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ParseRecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for ParseRecordError {}

/// Why a record does not replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The `Position` tag is not a position of the game.
    Position(PositionError),
    /// A move could not be played: its index (from 0) and why.
    Move(usize, GameError),
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Position(e) => write!(f, "the starting position: {e}"),
            ReplayError::Move(i, e) => write!(f, "move {} of the record: {e}", i + 1),
        }
    }
}

impl std::error::Error for ReplayError {}

impl Record {
    /// The record of a game.
    pub fn of(
        game: &Game,
        white: &str,
        black: &str,
        result: &str,
        termination: Option<&str>,
    ) -> Record {
        let start = game.start();
        let setup = (*start != Position::start(start.variant())).then(|| start.to_setup());
        Record {
            rules: game.rules(),
            white: white.to_owned(),
            black: black.to_owned(),
            setup,
            moves: game.moves().to_vec(),
            result: result.to_owned(),
            termination: termination.map(str::to_owned),
        }
    }

    /// Plays the record through, yielding every position and the outcome.
    pub fn replay(&self) -> Result<Game, ReplayError> {
        let start = match &self.setup {
            Some(setup) => {
                Position::from_setup(self.rules.variant, setup).map_err(ReplayError::Position)?
            }
            None => Position::start(self.rules.variant),
        };
        Game::replay(self.rules, start, &self.moves).map_err(|(i, e)| ReplayError::Move(i, e))
    }
}

pub(crate) fn quote(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "[Game \"{}\"]", self.rules.variant)?;
        writeln!(f, "[White \"{}\"]", quote(&self.white))?;
        writeln!(f, "[Black \"{}\"]", quote(&self.black))?;
        writeln!(f, "[Camp \"{}\"]", self.rules.camp)?;
        writeln!(f, "[Repetition \"{}\"]", self.rules.repetition)?;
        if let Some(setup) = &self.setup {
            writeln!(f, "[Position \"{setup}\"]")?;
        }
        writeln!(f, "[Result \"{}\"]", quote(&self.result))?;
        if let Some(t) = &self.termination {
            writeln!(f, "[Termination \"{}\"]", quote(t))?;
        }
        writeln!(f)?;
        // Counted wider than a position's number: a record read from text may
        // hold moves past the last number a position can reach.
        let (mut turn, mut number) = match &self.setup {
            Some(s) => (s.turn, u64::from(s.fullmove)),
            None => (Color::White, 1),
        };
        let mut tokens = Vec::with_capacity(self.moves.len() * 3 / 2 + 1);
        for (i, m) in self.moves.iter().enumerate() {
            match turn {
                Color::White => tokens.push(format!("{number}.")),
                Color::Black if i == 0 => tokens.push(format!("{number}...")),
                Color::Black => {}
            }
            tokens.push(m.to_string());
            if turn == Color::Black {
                number += 1;
            }
            turn = !turn;
        }
        tokens.push(self.result.clone());
        let mut width = 0;
        for (i, token) in tokens.iter().enumerate() {
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

pub(crate) fn parse_tag(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?;
    let (key, rest) = inner.split_once(char::is_whitespace)?;
    let rest = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::new();
    let mut chars = rest.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next()?),
            '"' => return None,
            c => value.push(c),
        }
    }
    Some((key.to_owned(), value))
}

const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

impl FromStr for Record {
    type Err = ParseRecordError;

    fn from_str(s: &str) -> Result<Record, ParseRecordError> {
        let err = |line: usize, message: String| ParseRecordError { line, message };
        let mut tags: Vec<(String, String, usize)> = Vec::new();
        let mut moves = Vec::new();
        let mut result: Option<String> = None;
        for (i, raw) in s.lines().enumerate() {
            let line_no = i + 1;
            let line = raw.trim();
            if line.is_empty() {
                continue;
            }
            if line.starts_with('[') {
                if !moves.is_empty() || result.is_some() {
                    return Err(err(line_no, "a tag after the moves".into()));
                }
                let (key, value) = parse_tag(line).ok_or_else(|| {
                    err(
                        line_no,
                        format!("'{line}' is not a tag like [Game \"halma-8x8\"]"),
                    )
                })?;
                tags.push((key, value, line_no));
                continue;
            }
            for token in line.split_whitespace() {
                if result.is_some() {
                    return Err(err(line_no, format!("'{token}' after the result")));
                }
                if RESULTS.contains(&token) {
                    result = Some(token.to_owned());
                    continue;
                }
                // A move number (`12.` or `12...`), possibly glued to the move.
                let token = token.trim_start_matches(|c: char| c.is_ascii_digit());
                let token = token.trim_start_matches('.');
                if token.is_empty() {
                    continue;
                }
                let m = token
                    .parse::<Move>()
                    .map_err(|e| err(line_no, format!("'{token}': {e}")))?;
                moves.push(m);
            }
        }
        let tag = |name: &str| tags.iter().find(|(k, _, _)| k == name);
        let (_, game, game_line) =
            tag("Game").ok_or_else(|| err(1, "the record has no [Game \"…\"] tag".into()))?;
        let variant: Variant = game.parse().map_err(|e| err(*game_line, format!("{e}")))?;
        let mut rules = Rules::new(variant);
        if let Some((_, camp, line)) = tag("Camp") {
            rules.camp = camp.parse().map_err(|e: String| err(*line, e))?;
            // The rule and, for a deadline, its number: each game has its own.
            if !variant.camp_rules().contains(&rules.camp) {
                return Err(err(
                    *line,
                    format!("{variant} is not played with the camp rule '{camp}'"),
                ));
            }
        }
        if let Some((_, rep, line)) = tag("Repetition") {
            rules.repetition = rep.parse().map_err(|e: String| err(*line, e))?;
        }
        let setup = match tag("Position") {
            Some((_, text, line)) => {
                let pos =
                    Position::from_text(variant, text).map_err(|e| err(*line, format!("{e}")))?;
                Some(pos.to_setup())
            }
            None => None,
        };
        let tag_result = tag("Result").map(|(_, v, _)| v.clone());
        Ok(Record {
            rules,
            white: tag("White").map(|(_, v, _)| v.clone()).unwrap_or_default(),
            black: tag("Black").map(|(_, v, _)| v.clone()).unwrap_or_default(),
            setup,
            moves,
            result: result.or(tag_result).unwrap_or_else(|| "*".to_owned()),
            termination: tag("Termination").map(|(_, v, _)| v.clone()),
        })
    }
}
