//! The admins' actions on accounts.

use crate::store::dialect::{query, query_as, query_scalar, Dialect, Tx};
use async_trait::async_trait;
use time::OffsetDateTime;

use super::Db;
use crate::model::{AuditId, UserId};
use crate::store::{
    moderation::sql,
    rows::{to_millis, GameRecord, UserRecord},
    AuditEntry, GameFilter, GameRow, ModerationRepo, StoreError, User,
};

async fn audit<D: Dialect>(conn: &mut Tx<D>, entry: AuditEntry<'_>) -> Result<(), StoreError> {
    query(sql::AUDIT)
        .bind(AuditId::new())
        .bind(entry.admin)
        .bind(entry.action)
        .bind(entry.reason)
        .bind(to_millis(entry.at))
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// `NotFound` when there is no such user, `Conflict` otherwise: an update
/// that changed nothing.
async fn unchanged_user<D: Dialect>(conn: &mut Tx<D>, user: UserId) -> StoreError {
    match query_scalar::<_, i64>(sql::USER_EXISTS)
        .bind(user)
        .fetch_one(&mut *conn)
        .await
    {
        Ok(0) => StoreError::NotFound,
        Ok(_) => StoreError::Conflict,
        Err(e) => e.into(),
    }
}

async fn end_sessions<D: Dialect>(conn: &mut Tx<D>, user: UserId) -> Result<u64, StoreError> {
    Ok(query(sql::END_SESSIONS)
        .bind(user)
        .execute(&mut *conn)
        .await?
        .rows_affected())
}

#[async_trait]
impl<D: Dialect> ModerationRepo for Db<D> {
    async fn set_suspended(
        &self,
        user: UserId,
        suspended: bool,
        entry: AuditEntry<'_>,
    ) -> Result<u64, StoreError> {
        let mut tx = self.write().await?;
        let done = query(sql::SUSPEND)
            .bind(user)
            .bind(suspended)
            .execute(&mut tx)
            .await?;
        if done.rows_affected() == 0 {
            return Err(unchanged_user(&mut tx, user).await);
        }
        let ended = if suspended {
            end_sessions(&mut tx, user).await?
        } else {
            0
        };
        audit(&mut tx, entry).await?;
        tx.commit().await?;
        Ok(ended)
    }

    async fn set_admin_audited(
        &self,
        user: UserId,
        is_admin: bool,
        entry: AuditEntry<'_>,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let done = query(sql::SET_ADMIN)
            .bind(user)
            .bind(is_admin)
            .execute(&mut tx)
            .await?;
        if done.rows_affected() == 0 {
            return Err(unchanged_user(&mut tx, user).await);
        }
        audit(&mut tx, entry).await?;
        tx.commit().await?;
        Ok(())
    }

    async fn log_out_audited(
        &self,
        user: UserId,
        entry: AuditEntry<'_>,
    ) -> Result<u64, StoreError> {
        let mut tx = self.write().await?;
        let ended = end_sessions(&mut tx, user).await?;
        audit(&mut tx, entry).await?;
        tx.commit().await?;
        Ok(ended)
    }

    async fn create_reset(
        &self,
        token_hash: &str,
        user: UserId,
        expires_at: OffsetDateTime,
        entry: AuditEntry<'_>,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query(sql::INSERT_RESET)
            .bind(token_hash)
            .bind(user)
            .bind(entry.admin)
            .bind(to_millis(entry.at))
            .bind(to_millis(expires_at))
            .execute(&mut tx)
            .await?;
        audit(&mut tx, entry).await?;
        tx.commit().await?;
        Ok(())
    }

    async fn reset_user(
        &self,
        token_hash: &str,
        now: OffsetDateTime,
    ) -> Result<Option<User>, StoreError> {
        let record: Option<UserRecord> = query_as(&sql::RESET_USER)
            .bind(token_hash)
            .bind(to_millis(now))
            .fetch_optional(&self.pool)
            .await?;
        Ok(record.map(User::from))
    }

    async fn use_reset(
        &self,
        token_hash: &str,
        password_hash: &str,
        now: OffsetDateTime,
    ) -> Result<UserId, StoreError> {
        let mut tx = self.write().await?;
        let done = query(sql::USE_RESET)
            .bind(token_hash)
            .bind(to_millis(now))
            .execute(&mut tx)
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        let user: UserId = query_scalar(sql::RESET_OWNER)
            .bind(token_hash)
            .fetch_one(&mut tx)
            .await?;
        query(sql::SET_PASSWORD)
            .bind(user)
            .bind(password_hash)
            .execute(&mut tx)
            .await?;
        end_sessions(&mut tx, user).await?;
        // The player's other links (mailed or an admin's) end with the one
        // used: whoever read them must not set the password again.
        query(crate::store::ownership::sql::END_RESETS)
            .bind(user)
            .bind(to_millis(now))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(user)
    }

    async fn admin_games(
        &self,
        filter: &GameFilter,
        limit: i64,
        offset: i64,
    ) -> Result<Vec<GameRow>, StoreError> {
        let text = sql::admin_games(filter);
        let mut query = query_as::<_, GameRecord>(&text);
        if let Some(variant) = &filter.variant {
            query = query.bind(variant);
        }
        if let Some(player) = filter.player {
            query = query.bind(player);
        }
        let records = query.bind(limit).bind(offset).fetch_all(&self.pool).await?;
        records.into_iter().map(GameRow::try_from).collect()
    }
}
