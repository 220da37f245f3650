//! What a player does in a game for more than two: Submit a move (with the
//! passes of the seats it leaves without a move, and the end it brings),
//! resign (the seat leaves the game), agree to a draw (drawn when every seat
//! still playing agrees); and the sweep's time-out, where the seat to move
//! leaves. Each checks the ply the player's page was drawn at, so that a stale
//! or repeated form changes nothing and says what happened instead.

use halma_rules::{
    Colour, Move, SeatAction, SeatGame, SeatGameError, SeatOutcome, SeatPosition, SeatReason,
};
use time::OffsetDateTime;

use super::refusal::{DomainError, Outcome, Refusal};
use crate::model::clock;
use crate::model::result::Termination;
use crate::store::{
    GameId, GameStatus, NewMove, SeatCommit, SeatEnd, SeatGameRead, SeatGameRow, SeatRow,
    SeatState, Store, StoreError, UserId,
};

/// A stored game for more than two, replayed: its row and its history.
#[derive(Debug, Clone)]
pub struct SeatTable {
    pub row: SeatGameRow,
    pub moves: Vec<crate::store::MoveRow>,
    game: SeatGame,
}

impl SeatTable {
    /// Reads a game for more than two; `NotFound` for no such game.
    pub async fn load(store: &dyn Store, id: GameId) -> Outcome<SeatTable> {
        let read = store
            .seat_games()
            .seat_game(id)
            .await?
            .ok_or(Refusal::NotFound)?;
        SeatTable::of(read)
    }

    /// The game as read, its moves played again from the start.
    pub fn of(SeatGameRead { row, moves }: SeatGameRead) -> Outcome<SeatTable> {
        let fault = |what: String| DomainError::Fault(anyhow::anyhow!("game {}: {what}", row.id));
        let board = row.rules.variant.board();
        let mut game = SeatGame::new(SeatPosition::start(row.rules));
        for m in &moves {
            let action = SeatAction::parse_on(board, &m.path)
                .map_err(|e| fault(format!("move {} {:?}: {e}", m.number, m.path)))?;
            game.act(&action)
                .map_err(|e| fault(format!("move {} {:?}: {e:?}", m.number, m.path)))?;
        }
        if moves.len() as i64 != row.ply {
            return Err(Refusal::MovedOn.into());
        }
        Ok(SeatTable { row, moves, game })
    }

    /// The game and its history.
    pub fn game(&self) -> &SeatGame {
        &self.game
    }

    /// The position now.
    pub fn position(&self) -> &SeatPosition {
        self.game.position()
    }

    /// The seat of a colour.
    pub fn seat(&self, colour: Colour) -> Option<&SeatRow> {
        self.row.seats.iter().find(|s| s.colour == colour)
    }

    /// The seat to move while the game is active.
    pub fn seat_to_move(&self) -> Option<&SeatRow> {
        if self.row.status != GameStatus::Active {
            return None;
        }
        self.seat(self.position().turn())
    }

    /// The seat `actor` plays, or a refusal for anyone else.
    pub fn seat_of(&self, actor: UserId) -> Result<&SeatRow, Refusal> {
        self.row.seat_of(actor).ok_or(Refusal::NotAPlayer)
    }

    /// The game's record: the players by colour, the moves with `out:COLOUR`
    /// where seats left, and the result (a draw agreed, which the moves do
    /// not show, from the stored end).
    pub fn record_text(&self) -> String {
        let players: Vec<(Colour, &str)> = self
            .row
            .seats
            .iter()
            .map(|s| (s.colour, s.player.name.as_str()))
            .collect();
        let mut record = halma_rules::SeatRecord::of(&self.game, &players);
        if self.row.status == GameStatus::Finished && record.result == "*" {
            let winners: Vec<&str> = self
                .row
                .seats
                .iter()
                .filter(|s| s.place == Some(1))
                .map(|s| s.colour.name())
                .collect();
            record.result = if winners.is_empty() {
                "draw".to_owned()
            } else {
                winners.join("+")
            };
            record.termination = self.row.termination.map(|t| match t {
                Termination::Agreement => "draw agreed".to_owned(),
                other => other.to_string(),
            });
        }
        record.to_string()
    }

    /// Refuses anything but an active game at `ply`.
    fn at(&self, ply: i64) -> Result<(), Refusal> {
        match self.row.status {
            GameStatus::Finished => Err(Refusal::GameOver),
            GameStatus::Claim => Err(Refusal::ClaimPending),
            GameStatus::Active if ply != self.row.ply => Err(Refusal::AlreadyPlayed),
            GameStatus::Active => Ok(()),
        }
    }

    /// Whether the seat to move ran out of time before `now`.
    pub fn time_ran_out(&self, now: OffsetDateTime) -> bool {
        self.row.status == GameStatus::Active && clock::ran_out(self.row.turn_deadline, now)
    }

    /// The record of `after` played on from this game: the actions after the
    /// stored ones, what they change of the seats and the end they bring.
    fn commit(&self, after: &SeatGame, now: OffsetDateTime) -> SeatCommit {
        let before = self.position();
        let position = after.position();
        let new = &after.actions()[self.game.actions().len()..];
        let keys = &after.positions()[self.game.positions().len()..];
        let moves = new
            .iter()
            .zip(keys)
            .map(|(action, p)| NewMove {
                path: action.text_on(p.board()),
                position_key: key(p),
            })
            .collect();
        let mut seat_states = Vec::new();
        for seat in &self.row.seats {
            let (was, is) = (
                state_in(before, seat.colour),
                state_in(position, seat.colour),
            );
            if was != is {
                seat_states.push((seat.seat, is));
            }
        }
        let end = after.outcome().map(|o| self.end_of(o));
        let to_move = self.seat(position.turn()).map(|s| s.player.id);
        // Another seat leaving does not start the turn of the seat to move
        // again: its clock runs on.
        let same_turn = position.turn() == before.turn()
            && new
                .iter()
                .all(|a| matches!(a, SeatAction::Leave(c) if *c != before.turn()));
        let (turn_started_at, turn_deadline) = if same_turn {
            (self.row.turn_started_at, self.row.turn_deadline)
        } else {
            (now, clock::deadline(now, self.row.days_per_move))
        };
        // A new turn of another player than the one whose turn it was.
        let mover = self.seat(before.turn()).map(|s| s.player.id);
        let turn_mail = end.is_none() && !same_turn && to_move.is_some() && to_move != mover;
        SeatCommit {
            game: self.row.id,
            expected_ply: self.row.ply,
            moves,
            position: position.to_string(),
            to_move,
            turn_started_at,
            turn_deadline,
            seat_states,
            end,
            turn_mail,
            at: now,
        }
    }

    /// The stored end of an outcome: why, and the winning seats.
    fn end_of(&self, outcome: SeatOutcome) -> SeatEnd {
        let seat = |c: Colour| self.seat(c).map(|s| s.seat);
        let (termination, winners) = match outcome {
            SeatOutcome::Win { winner, reason } => (termination(reason), vec![winner]),
            SeatOutcome::PairWin { winners, reason } => (termination(reason), winners.to_vec()),
            SeatOutcome::Draw { reason } => (termination(reason), vec![]),
        };
        SeatEnd {
            termination,
            winners: winners.into_iter().filter_map(seat).collect(),
        }
    }
}

/// The placement and the seat to move, as the moves table keeps them.
fn key(position: &SeatPosition) -> String {
    format!(
        "{} {}",
        position.to_setup().placement(),
        position.turn().letter()
    )
}

/// Where a colour's seat stands in a position.
fn state_in(position: &SeatPosition, colour: Colour) -> SeatState {
    if position.out().contains(colour) {
        SeatState::Left
    } else if position.finished().contains(colour) {
        SeatState::Finished
    } else {
        SeatState::Playing
    }
}

/// The stored kind of a rules' reason.
fn termination(reason: SeatReason) -> Termination {
    match reason {
        SeatReason::TargetReached => Termination::TargetReached,
        SeatReason::TargetFilled => Termination::TargetFilled,
        SeatReason::PartnersFinished => Termination::PartnersFinished,
        SeatReason::OthersLeft => Termination::OthersLeft,
        SeatReason::PartnerLeft(_) => Termination::PartnerLeft,
        SeatReason::Repetition => Termination::Repetition,
    }
}

/// Records a commit; a game that moved on meanwhile is refused as played.
async fn record(store: &dyn Store, commit: SeatCommit) -> Outcome<()> {
    match store.seat_games().commit_seat_moves(commit).await {
        Ok(()) => Ok(()),
        Err(StoreError::Conflict) => Err(Refusal::AlreadyPlayed.into()),
        Err(e) => Err(e.into()),
    }
}

/// A move to submit in a game for more than two, as a player's form sends it.
#[derive(Debug, Clone)]
pub struct SeatSubmit<'a> {
    pub game: GameId,
    pub actor: UserId,
    /// The ply the page was drawn at.
    pub ply: i64,
    /// `g2-f3`, `h1-f3-d5` (holes on the star: `e7-f7`).
    pub path: &'a str,
}

/// What a Submit, a resignation or a time-out did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatPlayed {
    /// The game's ply after it.
    pub ply: i64,
    /// How many seats passed after it, having no move.
    pub passes: usize,
    /// The seat that left the game by it (a resignation, a time-out).
    pub left: Option<Colour>,
    /// The end it brought, if any.
    pub end: Option<SeatEnd>,
}

/// Submit: checks the form against the game and the rules, then records the
/// move, the passes after it and the end it brings in one transaction. A
/// Submit after the seat's time ran out lets the seat go instead.
pub async fn submit(
    store: &dyn Store,
    s: SeatSubmit<'_>,
    now: OffsetDateTime,
) -> Outcome<SeatPlayed> {
    let table = SeatTable::load(store, s.game).await?;
    let seat = table.seat_of(s.actor)?.clone();
    table.at(s.ply)?;
    if table.position().turn() != seat.colour {
        return Err(Refusal::NotYourTurn.into());
    }
    if table.time_ran_out(now) {
        time_out_on(store, &table, now).await?;
        return Err(Refusal::TimeRanOut(format!("{} ran out of time", seat.colour)).into());
    }
    let board = table.row.rules.variant.board();
    let m: Move = match SeatAction::parse_on(board, s.path) {
        Ok(SeatAction::Move(m)) => m,
        Ok(SeatAction::Leave(_)) => {
            return Err(Refusal::NotAMove(format!("{:?} is not a move", s.path)).into())
        }
        Err(e) => return Err(Refusal::NotAMove(e.to_string()).into()),
    };
    if m.is_pass() {
        return Err(Refusal::CannotPass.into());
    }
    let mut after = table.game.clone();
    after.play(&m).map_err(|e| illegal(e, board))?;
    let passes = after.pass_if_stuck();
    played(store, &table, &after, passes, None, now).await
}

/// Resign: the actor's seat leaves the game (its pieces stay where they are
/// and it is skipped from then on), at any seat's turn.
pub async fn resign(
    store: &dyn Store,
    game: GameId,
    actor: UserId,
    ply: i64,
    now: OffsetDateTime,
) -> Outcome<SeatPlayed> {
    let table = SeatTable::load(store, game).await?;
    let seat = table.seat_of(actor)?.clone();
    table.at(ply)?;
    if seat.state == SeatState::Left {
        return Err(Refusal::AlreadyResigned.into());
    }
    leave(store, &table, seat.colour, now).await
}

/// The sweep's time-out: the seat to move of an active game whose time ran
/// out before `now` leaves it. `None` when nothing was due (or another
/// process decided it first), or when there is no such game for more than two.
pub async fn time_out(
    store: &dyn Store,
    game: GameId,
    now: OffsetDateTime,
) -> Outcome<Option<SeatPlayed>> {
    let table = match SeatTable::load(store, game).await {
        Ok(table) => table,
        Err(DomainError::Refused(Refusal::NotFound)) => return Ok(None),
        Err(e) => return Err(e),
    };
    if !table.time_ran_out(now) {
        return Ok(None);
    }
    match time_out_on(store, &table, now).await {
        Ok(played) => Ok(Some(played)),
        Err(DomainError::Refused(Refusal::AlreadyPlayed)) => Ok(None),
        Err(e) => Err(e),
    }
}

async fn time_out_on(
    store: &dyn Store,
    table: &SeatTable,
    now: OffsetDateTime,
) -> Outcome<SeatPlayed> {
    let colour = table.position().turn();
    leave(store, table, colour, now).await
}

/// `colour` leaves the game; the turn passes on (with the passes of seats
/// left without a move).
async fn leave(
    store: &dyn Store,
    table: &SeatTable,
    colour: Colour,
    now: OffsetDateTime,
) -> Outcome<SeatPlayed> {
    let mut after = table.game.clone();
    after
        .leave(colour)
        .map_err(|e| illegal(e, table.row.rules.variant.board()))?;
    let passes = after.pass_if_stuck();
    played(store, table, &after, passes, Some(colour), now).await
}

async fn played(
    store: &dyn Store,
    table: &SeatTable,
    after: &SeatGame,
    passes: usize,
    left: Option<Colour>,
    now: OffsetDateTime,
) -> Outcome<SeatPlayed> {
    let commit = table.commit(after, now);
    let ply = table.row.ply + commit.moves.len() as i64;
    let end = commit.end.clone();
    record(store, commit).await?;
    Ok(SeatPlayed {
        ply,
        passes,
        left,
        end,
    })
}

/// A rules error as a refusal.
fn illegal(e: SeatGameError, board: halma_rules::Board) -> DomainError {
    match e {
        SeatGameError::Over(_) => Refusal::GameOver.into(),
        SeatGameError::Illegal(e) => Refusal::Illegal(super::IllegalWhy::rules(e, board)).into(),
        other => Refusal::Illegal(super::IllegalWhy::said(other.text_on(board))).into(),
    }
}

/// Agree to a draw (or take the agreement back): drawn when every seat still
/// playing agrees. Answers whether the game is drawn now.
pub async fn agree_to_draw(
    store: &dyn Store,
    game: GameId,
    actor: UserId,
    ply: i64,
    agree: bool,
    now: OffsetDateTime,
) -> Outcome<bool> {
    let table = SeatTable::load(store, game).await?;
    let seat = table.seat_of(actor)?.clone();
    table.at(ply)?;
    if seat.state != SeatState::Playing {
        return Err(Refusal::NotPossible.into());
    }
    if table.time_ran_out(now) {
        time_out_on(store, &table, now).await?;
        return Err(Refusal::MovedOn.into());
    }
    match store
        .seat_games()
        .agree_to_draw(game, ply, seat.seat, agree, now)
        .await
    {
        Ok(drawn) => Ok(drawn),
        Err(StoreError::Conflict) => Err(Refusal::AlreadyPlayed.into()),
        Err(e) => Err(e.into()),
    }
}
