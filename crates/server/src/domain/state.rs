//! A game as the store keeps it, ready to be shown, judged and played on
//! without replaying it: the stored position, the move list, and the position
//! keys after each move (what threefold repetition counts), and the players'
//! ratings. One read: the game row with its moves and ratings folded in.

use halma_rules::{Color, Game, Move, Outcome, Position, Reason, RepetitionRule};

use super::ratings::Rating;
use super::refusal::{DomainError, Refusal};
use crate::store::{GameId, GameRead, GameRow, MoveRow, Store};

/// The placement and side to move, as the moves table keeps it for repetition.
pub fn position_key(position: &Position) -> String {
    format!(
        "{} {}",
        position.to_setup().placement(),
        position.turn().letter()
    )
}

/// A stored game: its row, its moves and its position now.
#[derive(Debug, Clone)]
pub struct GameState {
    pub row: GameRow,
    pub moves: Vec<MoveRow>,
    /// White's and Black's ratings in the game's variant, read with it
    /// (`None`: not rated in it yet).
    pub ratings: [Option<Rating>; 2],
    /// Whether the game's chat has a line, read with it.
    pub has_chat: bool,
    /// Whether White and Black want a mail when their turn comes, read with
    /// it (see [`GameRead::turn_mail`]).
    pub turn_mail: [bool; 2],
    position: Position,
    start_key: String,
}

/// A move played on a [`GameState`], not yet stored: the moves to record (the
/// move, and the pass the server adds when the opponent is stuck), the
/// position after them and what the rules say of it.
#[derive(Debug, Clone)]
pub struct Played {
    pub moves: Vec<(Move, String)>,
    pub position: Position,
    pub outcome: Option<Outcome>,
}

impl GameState {
    /// Reads a game, its moves and its players' ratings (one query).
    pub async fn load(store: &dyn Store, id: GameId) -> Result<GameState, DomainError> {
        let read = store
            .games()
            .game_with_moves(id)
            .await?
            .ok_or(Refusal::NotFound)?;
        Self::of(read)
    }

    /// The state of a game as read (see [`Store::games`]).
    pub fn of(
        GameRead {
            row,
            moves,
            ratings,
            has_chat,
            turn_mail,
        }: GameRead,
    ) -> Result<GameState, DomainError> {
        let position = Position::from_text(row.rules.variant, &row.position).map_err(|e| {
            DomainError::Fault(anyhow::anyhow!("game {}: stored position: {e}", row.id))
        })?;
        if moves.len() as i64 != row.ply {
            // A move landed between the two reads: the row is older than the
            // moves. Callers that write check the ply anyway; read again.
            return Err(Refusal::MovedOn.into());
        }
        let start_key = position_key(&Position::start(row.rules.variant));
        Ok(GameState {
            row,
            moves,
            ratings,
            has_chat,
            turn_mail,
            position,
            start_key,
        })
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.position.turn()
    }

    /// The colour that made ply `number` (counted from 1): the plies alternate,
    /// passes included, White first.
    pub fn mover(number: i64) -> Color {
        if number % 2 == 1 {
            Color::White
        } else {
            Color::Black
        }
    }

    /// How often `key` occurred so far, the start included.
    fn seen(&self, key: &str) -> usize {
        usize::from(self.start_key == key)
            + self.moves.iter().filter(|m| m.position_key == key).count()
    }

    /// What the rules say of `position` reached after the stored moves and
    /// `extra` more keys: target, camp rule, then threefold repetition under
    /// `auto`.
    fn outcome_of(&self, position: &Position, extra: &[String]) -> Option<Outcome> {
        position.outcome(self.row.rules.camp).or_else(|| {
            let key = position_key(position);
            let count = self.seen(&key) + extra.iter().filter(|k| **k == key).count();
            (self.row.rules.repetition == RepetitionRule::Auto && count >= 3).then_some(
                Outcome::Draw {
                    reason: Reason::Repetition,
                },
            )
        })
    }

    /// What the rules say of the position now.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome_of(&self.position, &[])
    }

    /// Plays `m` on the position now, with the pass the server records when the
    /// other side is then stuck; nothing is stored.
    pub fn play(&self, m: &Move) -> Result<Played, super::IllegalWhy> {
        if let Some(outcome) = self.outcome() {
            return Err(super::IllegalWhy::said(format!(
                "illegal move: the game is over ({outcome})"
            )));
        }
        let next = self.position.clone().play(m).map_err(|e| {
            super::IllegalWhy::rules(
                e.error,
                halma_rules::Board::Square(self.position.variant().size()),
            )
        })?;
        let key = position_key(&next);
        let mut keys = vec![key];
        let mut moves = vec![(*m, keys[0].clone())];
        let mut position = next;
        let mut outcome = self.outcome_of(&position, &keys);
        if outcome.is_none() && !position.has_legal_move() {
            if let Ok(after_pass) = position.clone().play(&Move::PASS) {
                position = after_pass;
                let key = position_key(&position);
                keys.push(key.clone());
                moves.push((Move::PASS, key));
                outcome = self.outcome_of(&position, &keys);
            }
        }
        Ok(Played {
            moves,
            position,
            outcome,
        })
    }

    /// The moves as the rules crate reads them.
    pub fn parsed_moves(&self) -> Result<Vec<Move>, DomainError> {
        self.moves
            .iter()
            .map(|m| {
                m.path.parse::<Move>().map_err(|e| {
                    DomainError::Fault(anyhow::anyhow!(
                        "game {}: move {}: {e}",
                        self.row.id,
                        m.number
                    ))
                })
            })
            .collect()
    }

    /// The whole game replayed, for what needs every position (a draw claim,
    /// the record).
    pub fn replay(&self) -> Result<Game, DomainError> {
        self.replay_to(self.row.ply)
    }

    /// The game record as text (the page's download and the API's): the moves
    /// replayed, the players, the result and how the game ended.
    pub fn record_text(&self) -> Result<String, DomainError> {
        let game = self.replay()?;
        let row = &self.row;
        let termination = row.verdict.as_ref().map(|v| v.describe(&row.rules));
        Ok(halma_rules::Record::of(
            &game,
            &row.white.name,
            &row.black.name,
            row.verdict.as_ref().map_or("*", |v| v.result()),
            termination.as_deref(),
        )
        .to_string())
    }

    /// The game as it was after its first `ply` plies (the admin's page of a
    /// claim made then, however far the game has gone since).
    pub fn replay_to(&self, ply: i64) -> Result<Game, DomainError> {
        let mut moves = self.parsed_moves()?;
        let plies = usize::try_from(ply)
            .ok()
            .filter(|&p| p <= moves.len())
            .ok_or_else(|| {
                DomainError::Fault(anyhow::anyhow!(
                    "game {}: no ply {ply} among its {} moves",
                    self.row.id,
                    moves.len()
                ))
            })?;
        moves.truncate(plies);
        Game::replay(
            self.row.rules,
            Position::start(self.row.rules.variant),
            &moves,
        )
        .map_err(|(i, e)| {
            DomainError::Fault(anyhow::anyhow!("game {}: move {}: {e}", self.row.id, i + 1))
        })
    }

    /// The squares of the last move `colour` made (not a pass).
    pub fn last_move_of(&self, colour: Color) -> Vec<halma_rules::Square> {
        self.moves
            .iter()
            .rev()
            .filter(|m| Self::mover(m.number) == colour && m.path != "pass")
            .find_map(|m| m.path.parse::<Move>().ok())
            .map(|m| m.squares().to_vec())
            .unwrap_or_default()
    }
}
