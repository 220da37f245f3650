//! Vacations.

use crate::store::dialect::{query, query_as, Dialect};
use async_trait::async_trait;

use super::Db;
use crate::model::UserId;
use crate::store::{
    one_row,
    rows::{notice_column, to_millis, to_ms, VacationRecord},
    unchanged,
    vacations::sql,
    DeadlineMove, StoreError, VacationChange, VacationRepo, VacationRow,
};

#[async_trait]
impl<D: Dialect> VacationRepo for Db<D> {
    async fn vacation(&self, user: UserId) -> Result<Option<VacationRow>, StoreError> {
        let record: Option<VacationRecord> = query_as(sql::VACATION)
            .bind(user)
            .fetch_optional(&self.pool)
            .await?;
        Ok(record.map(VacationRow::from))
    }

    async fn change_vacation(
        &self,
        user: UserId,
        expected: &VacationRow,
        change: VacationChange,
        moves: &[DeadlineMove],
        all_moved: bool,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let done = query(sql::CHANGE)
            .bind(user)
            .bind(to_ms(change.banked))
            .bind(to_millis(change.counted_at))
            .bind(change.started_at.map(to_millis))
            .bind(change.until.map(to_millis))
            .bind(change.notice.as_ref().map(notice_column))
            .bind(expected.banked.map_or(-1, to_ms))
            .bind(to_millis(expected.counted_at))
            .execute(&mut tx)
            .await?;
        unchanged(done.rows_affected())?;
        for m in moves {
            let done = query(sql::MOVE_DEADLINE)
                .bind(m.game)
                .bind(m.ply)
                .bind(to_millis(m.from))
                .bind(to_millis(m.to))
                .execute(&mut tx)
                .await?;
            if all_moved {
                unchanged(done.rows_affected())?;
            }
        }
        tx.commit().await?;
        Ok(())
    }

    async fn set_vacation_auto(&self, user: UserId, auto: bool) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let done = query(sql::SET_AUTO)
            .bind(user)
            .bind(auto)
            .execute(&mut tx)
            .await?;
        one_row(done.rows_affected())?;
        tx.commit().await?;
        Ok(())
    }

    async fn clear_vacation_notice(&self, user: UserId) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query(sql::CLEAR_NOTICE).bind(user).execute(&mut tx).await?;
        tx.commit().await?;
        Ok(())
    }
}
