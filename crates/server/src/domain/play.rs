//! What a player does in a game: Submit a move (with the pass the server adds
//! and the verdict it brings), offer, accept or decline a draw, resign, claim a
//! draw by repetition. Each is one function over the store and the present
//! moment; each checks the ply the player's page was drawn at, so that a stale
//! or repeated form changes nothing and says what happened instead.

use halma_rules::{Color, Move};
use time::OffsetDateTime;

use super::clock::{self, VacationPolicy};
use super::refusal::{DomainError, Outcome, Refusal};
use super::state::GameState;
use super::vacation::{self, Rescue};
use crate::model::result::{Termination, Verdict};
use crate::store::{
    games::seat, GameId, GameRow, GameStatus, MoveCommit, NewMove, Store, StoreError, UserId,
};

/// The colour `actor` plays, or a refusal for anyone else.
pub fn seat_of(game: &GameRow, actor: UserId) -> Result<Color, Refusal> {
    game.colour_of(actor).ok_or(Refusal::NotAPlayer)
}

/// Refuses an action on an active game whose player to move ran out of time,
/// and ends that game on time, so that nothing done after the deadline (a
/// move, a claim that would stop the clock, an agreed draw) counts, unless
/// that player's vacation is used instead. Answers the deadline that stands.
async fn in_time(
    store: &dyn Store,
    policy: VacationPolicy,
    row: &GameRow,
    now: OffsetDateTime,
) -> Outcome<OffsetDateTime> {
    let Some(turn) = row.to_move.and_then(|id| row.colour_of(id)) else {
        return Ok(row.turn_deadline);
    };
    let Some(verdict) = clock::time_out(row, turn, now) else {
        return Ok(row.turn_deadline);
    };
    match vacation::rescue(store, policy, row, turn, now).await? {
        Rescue::Used(deadline) => return Ok(deadline),
        Rescue::Changed => return Err(Refusal::MovedOn.into()),
        Rescue::None => {}
    }
    let words = verdict.describe(&row.rules);
    match store
        .games()
        .finish_game(row.id, row.ply, GameStatus::Active, verdict, now)
        .await
    {
        Ok(()) | Err(StoreError::Conflict) => {}
        Err(e) => return Err(e.into()),
    }
    Err(Refusal::TimeRanOut(words).into())
}

/// A move to submit, as a player's form sends it.
#[derive(Debug, Clone)]
pub struct Submit<'a> {
    pub game: GameId,
    pub actor: UserId,
    /// The ply the page was drawn at.
    pub ply: i64,
    /// `g2-f3`, `h1-f3-d5`.
    pub path: &'a str,
    /// Offer a draw with the move.
    pub offer_draw: bool,
}

/// A move recorded.
#[derive(Debug, Clone)]
pub struct Submitted {
    /// The game's ply after the move (and the pass, if one was added).
    pub ply: i64,
    /// The verdict the move brought, if it ended the game.
    pub verdict: Option<Verdict>,
    /// Whether the server recorded a pass for the stuck opponent.
    pub passed: bool,
}

/// Submit: checks the form against the game and the rules, then records the
/// move, the pass and the verdict in one transaction.
/// Whether a draw may be offered in the game as it stands: not while an
/// offer stands, and once a move (offered, or declined) — the one rule the
/// game page's buttons and the use cases share.
pub fn may_offer_draw(row: &GameRow) -> Result<(), Refusal> {
    if row.draw_offered_by.is_some() {
        Err(Refusal::DrawStands)
    } else if row.draw_offer_ply == Some(row.ply) {
        Err(Refusal::DrawAlreadyOffered)
    } else {
        Ok(())
    }
}

pub async fn submit(
    store: &dyn Store,
    policy: VacationPolicy,
    s: Submit<'_>,
    now: OffsetDateTime,
) -> Outcome<Submitted> {
    let state = GameState::load(store, s.game).await?;
    submit_on(store, policy, state, s, now).await
}

/// [`submit`] on the game as already read (`state`, the game `s.game`): the
/// web's Submit reads it with the visitor's session.
pub async fn submit_on(
    store: &dyn Store,
    policy: VacationPolicy,
    state: GameState,
    s: Submit<'_>,
    now: OffsetDateTime,
) -> Outcome<Submitted> {
    if state.row.id != s.game {
        return Err(Refusal::NotFound.into());
    }
    let row = &state.row;
    let colour = seat_of(row, s.actor)?;
    if s.ply != row.ply {
        return Err(Refusal::AlreadyPlayed.into());
    }
    match row.status {
        GameStatus::Active => {}
        GameStatus::Finished => return Err(Refusal::GameOver.into()),
        GameStatus::Claim => return Err(Refusal::ClaimPending.into()),
    }
    if state.turn() != colour {
        return Err(Refusal::NotYourTurn.into());
    }
    let deadline = in_time(store, policy, row, now).await?;
    let m: Move = s
        .path
        .parse()
        .map_err(|e: halma_rules::ParseMoveError| Refusal::NotAMove(e.to_string()))?;
    if m.is_pass() {
        return Err(Refusal::CannotPass.into());
    }
    // One draw offer a move: not again with the move, once declined. (With
    // an offer standing, the move declines it and makes its own.)
    if s.offer_draw && row.draw_offered_by.is_none() {
        may_offer_draw(row)?;
    }
    let played = state.play(&m).map_err(Refusal::Illegal)?;
    let verdict = played.outcome.map(Verdict::of_outcome);
    // A move declines the opponent's offer; the mover's own offer stands.
    let draw_offered_by = (verdict.is_none()
        && (s.offer_draw || row.draw_offered_by == Some(s.actor)))
    .then_some(s.actor);
    let next = played.position.turn();
    // The mover's clock for their next turn; the next player's turn is due
    // after the time on their clock, their weekends and vacation left out.
    let left = clock::left(now, deadline, &row.clock, row.away_of(colour));
    let mut banks = row.banks;
    banks[seat(colour)] = row.clock.after_move(row.days_per_move, left);
    let turn_deadline = clock::turn_deadline(now, banks[seat(next)], &row.clock, row.away_of(next));
    let passed = played.moves.len() > 1;
    let plies = played.moves.len() as i64;
    let commit = MoveCommit {
        game: s.game,
        expected_ply: row.ply,
        moves: played
            .moves
            .iter()
            .map(|(m, key)| NewMove {
                path: m.to_string(),
                position_key: key.clone(),
            })
            .collect(),
        position: played.position.to_string(),
        to_move: row.player(next).id,
        turn_deadline,
        banks,
        draw_offered_by,
        turn_mail: super::notify::turn_mail_due(
            state.turn_mail[seat(next)],
            row.player(next).id,
            s.actor,
            verdict.is_some(),
        ),
        verdict: verdict.clone(),
        at: now,
    };
    match store.games().commit_moves(commit).await {
        Ok(()) => {
            if verdict.is_some() {
                super::tournaments::game_over(store, row, now).await;
            }
            Ok(Submitted {
                ply: row.ply + plies,
                verdict,
                passed,
            })
        }
        Err(StoreError::Conflict) => Err(Refusal::AlreadyPlayed.into()),
        Err(e) => Err(e.into()),
    }
}

/// What a player does about a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawAction {
    Offer,
    Accept,
    Decline,
}

impl std::str::FromStr for DrawAction {
    type Err = ();
    fn from_str(s: &str) -> Result<Self, ()> {
        match s {
            "offer" => Ok(DrawAction::Offer),
            "accept" => Ok(DrawAction::Accept),
            "decline" => Ok(DrawAction::Decline),
            _ => Err(()),
        }
    }
}

/// Offer a draw (one offer a move), or accept or decline the opponent's.
pub async fn draw(
    store: &dyn Store,
    policy: VacationPolicy,
    game: GameId,
    actor: UserId,
    ply: i64,
    action: DrawAction,
    now: OffsetDateTime,
) -> Outcome<()> {
    let row = store.games().game(game).await?.ok_or(Refusal::NotFound)?;
    seat_of(&row, actor)?;
    // An answer to an offer that is gone, or an offer from a page drawn before
    // a move.
    let stale = || -> DomainError {
        match action {
            DrawAction::Offer => Refusal::MovedOn.into(),
            _ => Refusal::DrawNotOpen.into(),
        }
    };
    match row.status {
        GameStatus::Active => {}
        GameStatus::Claim => return Err(Refusal::ClaimPending.into()),
        GameStatus::Finished
            if action == DrawAction::Accept
                && row.verdict.as_ref().map(|v| v.termination) == Some(Termination::Agreement) =>
        {
            return Err(Refusal::DrawAlreadyAgreed.into())
        }
        GameStatus::Finished => return Err(Refusal::GameOver.into()),
    }
    if ply != row.ply {
        return Err(stale());
    }
    in_time(store, policy, &row, now).await?;
    let offered_to_me = row.draw_offered_by.is_some() && row.draw_offered_by != Some(actor);
    let result = match action {
        DrawAction::Offer => {
            may_offer_draw(&row)?;
            store
                .games()
                .set_draw_offer(game, row.ply, Some(actor))
                .await
        }
        DrawAction::Accept if offered_to_me => {
            store
                .games()
                .finish_game(game, row.ply, GameStatus::Active, Verdict::agreement(), now)
                .await
        }
        DrawAction::Decline if offered_to_me => {
            store.games().set_draw_offer(game, row.ply, None).await
        }
        DrawAction::Accept | DrawAction::Decline => return Err(stale()),
    };
    match result {
        Ok(()) => {
            if action == DrawAction::Accept {
                super::tournaments::game_over(store, &row, now).await;
            }
            Ok(())
        }
        // Another request got there first (a double click, or both players at
        // once): say what it did, if the game has not moved on meanwhile.
        Err(StoreError::Conflict) if action == DrawAction::Offer => {
            let after = store.games().game(game).await?.ok_or(Refusal::NotFound)?;
            Err(
                if after.ply != row.ply || after.status != GameStatus::Active {
                    Refusal::MovedOn
                } else if after.draw_offered_by.is_some() {
                    Refusal::DrawStands
                } else {
                    Refusal::DrawAlreadyOffered
                }
                .into(),
            )
        }
        Err(StoreError::Conflict) => Err(stale()),
        Err(e) => Err(e.into()),
    }
}

/// The verdict `actor` would bring by resigning now, with the page drawn at
/// `ply`; or why they may not.
fn resignation(row: &GameRow, actor: UserId, ply: i64) -> Result<Verdict, Refusal> {
    let colour = seat_of(row, actor)?;
    let verdict = Verdict::resignation(colour);
    match row.status {
        GameStatus::Active => {}
        // The claim is decided first; the player may resign afterwards.
        GameStatus::Claim => return Err(Refusal::ClaimPending),
        GameStatus::Finished if row.verdict.as_ref() == Some(&verdict) => {
            return Err(Refusal::AlreadyResigned)
        }
        GameStatus::Finished => return Err(Refusal::GameOver),
    }
    if ply != row.ply {
        return Err(Refusal::MovedOn);
    }
    Ok(verdict)
}

/// Whether `actor` may resign now, with the page drawn at `ply`: what the
/// confirmation page asks before anything is done. Nothing is changed.
pub async fn may_resign(store: &dyn Store, game: GameId, actor: UserId, ply: i64) -> Outcome<()> {
    let row = store.games().game(game).await?.ok_or(Refusal::NotFound)?;
    resignation(&row, actor, ply)?;
    Ok(())
}

/// Resign: the opponent wins.
pub async fn resign(
    store: &dyn Store,
    game: GameId,
    actor: UserId,
    ply: i64,
    now: OffsetDateTime,
) -> Outcome<Verdict> {
    let row = store.games().game(game).await?.ok_or(Refusal::NotFound)?;
    let verdict = resignation(&row, actor, ply)?;
    match store
        .games()
        .finish_game(game, row.ply, row.status, verdict.clone(), now)
        .await
    {
        Ok(()) => {
            super::tournaments::game_over(store, &row, now).await;
            Ok(verdict)
        }
        Err(StoreError::Conflict) => Err(Refusal::MovedOn.into()),
        Err(e) => Err(e.into()),
    }
}

/// Claim draw (the `claim` rule): the move is named, not played; the rules
/// check it at once, and a claim that stands waits for an admin with the
/// clocks stopped.
pub async fn claim(
    store: &dyn Store,
    policy: VacationPolicy,
    game: GameId,
    actor: UserId,
    ply: i64,
    path: &str,
    now: OffsetDateTime,
) -> Outcome<()> {
    let state = GameState::load(store, game).await?;
    let row = &state.row;
    let colour = seat_of(row, actor)?;
    if ply != row.ply {
        return Err(Refusal::AlreadyPlayed.into());
    }
    match row.status {
        GameStatus::Active => {}
        GameStatus::Claim => return Err(Refusal::ClaimPending.into()),
        GameStatus::Finished => return Err(Refusal::GameOver.into()),
    }
    if state.turn() != colour {
        return Err(Refusal::NotYourTurn.into());
    }
    in_time(store, policy, row, now).await?;
    let m: Move = path
        .parse()
        .map_err(|e: halma_rules::ParseMoveError| Refusal::NotAMove(e.to_string()))?;
    state
        .replay()?
        .check_claim(&m)
        .map_err(|e| Refusal::ClaimRefused(super::ClaimWhy::rules(e)))?;
    // A rejection leaves the ply as it was, so the claim's own form would
    // still pass the ply check.
    let path = m.to_string();
    if store
        .claims()
        .claim_rejected(game, actor, row.ply, &path)
        .await?
    {
        return Err(Refusal::ClaimAlreadyRejected.into());
    }
    match store
        .claims()
        .create_claim(game, actor, row.ply, &path, now)
        .await
    {
        Ok(_) => Ok(()),
        Err(StoreError::Conflict) => Err(Refusal::AlreadyPlayed.into()),
        Err(e) => Err(e.into()),
    }
}
