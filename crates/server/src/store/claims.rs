//! Draw claims and the admins' decisions, with the audit log that keeps them.

use async_trait::async_trait;
use halma_rules::Color;
use time::OffsetDateTime;

use super::StoreError;
use crate::model::{result::Verdict, ClaimId, GameId, UserId};
use crate::store::Player;

/// A draw claim under the `claim` rule: a move named, not played.
#[derive(Debug, Clone)]
pub struct ClaimRow {
    pub id: ClaimId,
    pub game: GameId,
    pub claimant: Player,
    /// The game's ply when the claim was made.
    pub ply: i64,
    /// The move named.
    pub path: String,
    /// `pending`, `accepted` or `rejected`.
    pub status: String,
    pub created_at: OffsetDateTime,
    pub decided_by: Option<String>,
    pub decided_at: Option<OffsetDateTime>,
    pub reason: Option<String>,
}

/// An admin decision, as the audit log keeps it.
#[derive(Debug, Clone)]
pub struct AuditRow {
    pub admin: String,
    pub game: Option<GameId>,
    pub action: String,
    pub reason: String,
    pub at: OffsetDateTime,
}

/// An admin's decision on a claim.
#[derive(Debug, Clone)]
pub struct ClaimDecision {
    pub claim: ClaimId,
    pub admin: UserId,
    pub accept: bool,
    /// The admin's words, kept with the claim and in the audit log.
    pub reason: String,
    /// On rejection, when the claimant's restarted clock runs out.
    pub restart_deadline: OffsetDateTime,
    pub at: OffsetDateTime,
}

/// Claims, admin decisions and the audit log.
#[async_trait]
pub trait ClaimRepo: Send + Sync {
    /// Records a draw claim and stops the game's clocks until an admin decides;
    /// `StoreError::Conflict` unless the game is active at `expected_ply`.
    async fn create_claim(
        &self,
        game: GameId,
        claimant: UserId,
        expected_ply: i64,
        path: &str,
        at: OffsetDateTime,
    ) -> Result<ClaimId, StoreError>;

    /// Claims waiting for an admin, oldest first.
    async fn pending_claims(&self) -> Result<Vec<ClaimRow>, StoreError>;

    async fn claim(&self, id: ClaimId) -> Result<Option<ClaimRow>, StoreError>;

    /// The latest claim of a game, if any.
    async fn latest_claim(&self, game: GameId) -> Result<Option<ClaimRow>, StoreError>;

    /// Whether an admin already rejected `claimant`'s claim of `path` at `ply`.
    async fn claim_rejected(
        &self,
        game: GameId,
        claimant: UserId,
        ply: i64,
        path: &str,
    ) -> Result<bool, StoreError>;

    /// Accepts (the game ends in a draw) or rejects (the game goes on, the
    /// claimant's clock restarts) a pending claim, with an audit entry, in one
    /// transaction; `StoreError::Conflict` when it was decided already.
    async fn decide_claim(&self, decision: ClaimDecision) -> Result<(), StoreError>;

    /// An admin decides a game at `expected_ply`, with an audit entry: ends it
    /// when it is in play or waiting on a claim (`was` is `None`), or corrects
    /// the result of a finished one (`was` is the winner it had when the admin
    /// looked, `Some(None)` for a draw). `StoreError::Conflict` when the game
    /// is no longer as it was.
    async fn adjudicate_game(
        &self,
        game: GameId,
        expected_ply: i64,
        was: Option<Option<Color>>,
        admin: UserId,
        verdict: Verdict,
        at: OffsetDateTime,
    ) -> Result<(), StoreError>;

    /// The admins' decisions, newest first.
    async fn audit_log(&self, limit: i64) -> Result<Vec<AuditRow>, StoreError>;
}
