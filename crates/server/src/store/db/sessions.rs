//! Sessions.

use crate::store::dialect::{query, query_as, Dialect};
use async_trait::async_trait;
use time::OffsetDateTime;

use super::Db;
use crate::model::UserId;
use crate::store::{
    rows::{to_millis, SessionRecord},
    sql, NewSession, SessionRepo, SessionRow, StoreError,
};

#[async_trait]
impl<D: Dialect> SessionRepo for Db<D> {
    async fn create_session(&self, new: NewSession<'_>) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query(
            "INSERT INTO sessions (id, user_id, csrf, created_at, expires_at) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(new.id)
        .bind(new.user)
        .bind(new.csrf)
        .bind(to_millis(new.at))
        .bind(to_millis(new.expires_at))
        .execute(&mut tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn session(
        &self,
        id: &str,
        now: OffsetDateTime,
    ) -> Result<Option<SessionRow>, StoreError> {
        if let Some(inline) = &self.inline {
            let params: &[(&str, &dyn rusqlite::ToSql)] = &[("$1", &id), ("$2", &to_millis(now))];
            return inline
                .row(sql::SESSION.as_str(), params, SessionRecord::from_named)?
                .map(SessionRow::try_from)
                .transpose();
        }
        let record: Option<SessionRecord> = query_as(&sql::SESSION)
            .bind(id)
            .bind(to_millis(now))
            .fetch_optional(&self.pool)
            .await?;
        record.map(SessionRow::try_from).transpose()
    }

    async fn extend_session(&self, id: &str, expires_at: OffsetDateTime) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query("UPDATE sessions SET expires_at = $1 WHERE id = $2")
            .bind(to_millis(expires_at))
            .bind(id)
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn delete_session(&self, id: &str) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query("DELETE FROM sessions WHERE id = $1")
            .bind(id)
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn delete_sessions_of(
        &self,
        user: UserId,
        except: Option<&str>,
    ) -> Result<u64, StoreError> {
        let mut tx = self.write().await?;
        let done = query(crate::store::sql::END_SESSIONS_OF)
            .bind(user)
            .bind(except)
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(done.rows_affected())
    }

    async fn delete_expired_sessions(&self, now: OffsetDateTime) -> Result<u64, StoreError> {
        let mut tx = self.write().await?;
        let done = query("DELETE FROM sessions WHERE expires_at <= $1")
            .bind(to_millis(now))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(done.rows_affected())
    }
}
