//! Reports.

use crate::store::dialect::{query, query_as, query_scalar, Dialect};
use async_trait::async_trait;

use super::Db;
use crate::model::{AuditId, ReportId};
use crate::store::{
    moderation::sql::AUDIT,
    reports::{sql, ReportRecord},
    rows::to_millis,
    AuditEntry, NewReport, ReportRepo, ReportRow, Reported, StoreError,
};

#[async_trait]
impl<D: Dialect> ReportRepo for Db<D> {
    async fn file_report(&self, report: NewReport<'_>) -> Result<ReportId, StoreError> {
        let id = ReportId::new();
        let (message, chat) = match report.what {
            Reported::Profile(_) => (None, None),
            Reported::Message(m) => (Some(m), None),
            Reported::Chat(c) => (None, Some(c)),
        };
        let mut tx = self.write().await?;
        query(sql::INSERT)
            .bind(id)
            .bind(report.reporter)
            .bind(report.subject)
            .bind(report.what.kind())
            .bind(report.what.item())
            .bind(message)
            .bind(chat)
            .bind(report.reason)
            .bind(to_millis(report.at))
            .execute(&mut tx)
            .await
            .map_err(crate::store::map_move_conflict)?;
        tx.commit().await?;
        Ok(id)
    }

    async fn open_reports(&self, limit: i64, offset: i64) -> Result<Vec<ReportRow>, StoreError> {
        let records: Vec<ReportRecord> = query_as(&sql::OPEN)
            .bind(limit)
            .bind(offset)
            .fetch_all(&self.pool)
            .await?;
        Ok(records.into_iter().map(ReportRow::from).collect())
    }

    async fn reports_about(
        &self,
        subject: crate::model::UserId,
        limit: i64,
    ) -> Result<Vec<ReportRow>, StoreError> {
        let records: Vec<ReportRecord> = query_as(&sql::ABOUT)
            .bind(subject)
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
        Ok(records.into_iter().map(ReportRow::from).collect())
    }

    async fn report(&self, id: ReportId) -> Result<Option<ReportRow>, StoreError> {
        let record: Option<ReportRecord> = query_as(&sql::ONE)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(record.map(ReportRow::from))
    }

    async fn close_report(&self, id: ReportId, audit: AuditEntry<'_>) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let done = query(sql::CLOSE)
            .bind(id)
            .bind(audit.admin)
            .bind(to_millis(audit.at))
            .execute(&mut tx)
            .await?;
        if done.rows_affected() == 0 {
            let exists: i64 = query_scalar(sql::EXISTS)
                .bind(id)
                .fetch_one(&mut tx)
                .await?;
            return Err(if exists == 0 {
                StoreError::NotFound
            } else {
                StoreError::Conflict
            });
        }
        query(AUDIT)
            .bind(AuditId::new())
            .bind(audit.admin)
            .bind(audit.action)
            .bind(audit.reason)
            .bind(to_millis(audit.at))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }
}
