//! Draw claims, admin decisions and the audit log.

use crate::store::dialect::{query, query_as, query_scalar, Dialect, Tx};
use async_trait::async_trait;
use halma_rules::Color;
use time::OffsetDateTime;

use super::{games::finish, ratings, stats, Db};
use crate::model::{
    result::{result_text, winner_column, Verdict},
    AuditId, ClaimId, GameId, UserId,
};
use crate::store::{
    rows::{to_millis, AuditRecord, ClaimRecord},
    sql, unchanged, AuditRow, ClaimDecision, ClaimRepo, ClaimRow, StoreError,
};

async fn audit<D: Dialect>(
    conn: &mut Tx<D>,
    admin: UserId,
    game: GameId,
    action: &str,
    reason: &str,
    at: OffsetDateTime,
) -> Result<(), StoreError> {
    query(sql::INSERT_AUDIT)
        .bind(AuditId::new())
        .bind(admin)
        .bind(game)
        .bind(action)
        .bind(reason)
        .bind(to_millis(at))
        .execute(&mut *conn)
        .await?;
    Ok(())
}

#[async_trait]
impl<D: Dialect> ClaimRepo for Db<D> {
    async fn create_claim(
        &self,
        game: GameId,
        claimant: UserId,
        expected_ply: i64,
        path: &str,
        at: OffsetDateTime,
    ) -> Result<ClaimId, StoreError> {
        let id = ClaimId::new();
        let mut tx = self.write().await?;
        let done = query(sql::STOP_FOR_CLAIM)
            .bind(game)
            .bind(expected_ply)
            .execute(&mut tx)
            .await?;
        unchanged(done.rows_affected())?;
        query(sql::INSERT_CLAIM)
            .bind(id)
            .bind(game)
            .bind(claimant)
            .bind(expected_ply)
            .bind(path)
            .bind(to_millis(at))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(id)
    }

    async fn pending_claims(&self) -> Result<Vec<ClaimRow>, StoreError> {
        let records: Vec<ClaimRecord> = query_as(&format!(
            "{} WHERE c.status = 'pending' ORDER BY c.created_at",
            sql::CLAIM_SELECT
        ))
        .fetch_all(&self.pool)
        .await?;
        Ok(records.into_iter().map(ClaimRow::from).collect())
    }

    async fn claim(&self, id: ClaimId) -> Result<Option<ClaimRow>, StoreError> {
        let record: Option<ClaimRecord> =
            query_as(&format!("{} WHERE c.id = $1", sql::CLAIM_SELECT))
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(record.map(ClaimRow::from))
    }

    async fn latest_claim(&self, game: GameId) -> Result<Option<ClaimRow>, StoreError> {
        let record: Option<ClaimRecord> = query_as(&format!(
            "{} WHERE c.game_id = $1 ORDER BY c.created_at DESC LIMIT 1",
            sql::CLAIM_SELECT
        ))
        .bind(game)
        .fetch_optional(&self.pool)
        .await?;
        Ok(record.map(ClaimRow::from))
    }

    async fn claim_rejected(
        &self,
        game: GameId,
        claimant: UserId,
        ply: i64,
        path: &str,
    ) -> Result<bool, StoreError> {
        let found: i64 = query_scalar(sql::CLAIM_REJECTED)
            .bind(game)
            .bind(claimant)
            .bind(ply)
            .bind(path)
            .fetch_one(&self.pool)
            .await?;
        Ok(found > 0)
    }

    async fn decide_claim(&self, d: ClaimDecision) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let claim: Option<(GameId, UserId, String)> = query_as(sql::PENDING_CLAIM)
            .bind(d.claim)
            .fetch_optional(&mut tx)
            .await?;
        let (game, claimant, path) = claim.ok_or(StoreError::Conflict)?;
        let done = query(sql::DECIDE_CLAIM)
            .bind(if d.accept { "accepted" } else { "rejected" })
            .bind(d.admin)
            .bind(to_millis(d.at))
            .bind(&d.reason)
            .bind(d.claim)
            .execute(&mut tx)
            .await?;
        unchanged(done.rows_affected())?;
        let updated = if d.accept {
            let verdict = Verdict::claimed_repetition(&path);
            finish(&mut tx, sql::FINISH_CLAIMED, game, &verdict, d.at, None).await?
        } else {
            // The game goes on; the claimant's clock restarts.
            query(sql::RESUME_AFTER_CLAIM)
                .bind(claimant)
                .bind(to_millis(d.at))
                .bind(game)
                .bind(to_millis(d.restart_deadline))
                .execute(&mut tx)
                .await?
                .rows_affected()
        };
        unchanged(updated)?;
        if d.accept {
            ratings::game_finished(&mut tx, self.rule.as_ref(), game).await?;
        }
        let action = if d.accept {
            "accepted draw claim"
        } else {
            "rejected draw claim"
        };
        audit(
            &mut tx,
            d.admin,
            game,
            &format!("{action} ({path})"),
            &d.reason,
            d.at,
        )
        .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn adjudicate_game(
        &self,
        game: GameId,
        expected_ply: i64,
        was: Option<Option<Color>>,
        admin: UserId,
        verdict: Verdict,
        at: OffsetDateTime,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let before = match was {
            Some(_) => stats::ending(&mut tx, game).await?,
            None => None,
        };
        let done = finish(
            &mut tx,
            sql::ADJUDICATE_CONDITIONS,
            game,
            &verdict,
            at,
            Some((expected_ply, was.map(winner_column))),
        )
        .await?;
        unchanged(done)?;
        if was.is_some() {
            // A corrected result: every rating after it changes too.
            if let Some(before) = before {
                stats::count_correction(&mut tx, game, before).await?;
            }
            ratings::rebuild_all(&mut tx, self.rule.as_ref()).await?;
        } else {
            ratings::game_finished(&mut tx, self.rule.as_ref(), game).await?;
        }
        // A claim still waiting is moot now.
        query(sql::MOOT_CLAIMS)
            .bind(admin)
            .bind(to_millis(at))
            .bind(game)
            .bind(sql::ADJUDICATED_MOOTS_CLAIM)
            .execute(&mut tx)
            .await?;
        let action = match was {
            Some(was) => format!(
                "corrected the result from {} to {}",
                result_text(was),
                verdict.result()
            ),
            None => format!("adjudicated {}", verdict.result()),
        };
        let reason = verdict.note.as_deref().unwrap_or_default();
        audit(&mut tx, admin, game, &action, reason, at).await?;
        tx.commit().await?;
        Ok(())
    }

    async fn audit_log(&self, limit: i64) -> Result<Vec<AuditRow>, StoreError> {
        let records: Vec<AuditRecord> = query_as(sql::AUDIT_LOG)
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
        Ok(records.into_iter().map(AuditRow::from).collect())
    }
}
