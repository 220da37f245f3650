//! "Forgot password?".

use crate::store::dialect::{query, query_as, Dialect};
use async_trait::async_trait;
use time::OffsetDateTime;

use super::Db;
use crate::model::UserId;
use crate::store::{
    recovery::{sql, Recoverable, RecoveryRepo},
    rows::to_millis,
    NewMail, StoreError,
};

#[derive(sqlx::FromRow)]
struct RecoverableRecord {
    id: UserId,
    username: String,
    email: String,
}

#[async_trait]
impl<D: Dialect> RecoveryRepo for Db<D> {
    async fn recoverable(&self, address: &str, limit: i64) -> Result<Vec<Recoverable>, StoreError> {
        let records: Vec<RecoverableRecord> = query_as(sql::RECOVERABLE)
            .bind(address)
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
        Ok(records
            .into_iter()
            .map(|r| Recoverable {
                user: r.id,
                username: r.username,
                email: r.email,
            })
            .collect())
    }

    async fn request_reset(
        &self,
        user: UserId,
        token_hash: &str,
        expires_at: OffsetDateTime,
        mail: NewMail,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query(sql::INSERT)
            .bind(token_hash)
            .bind(user)
            .bind(to_millis(mail.at))
            .bind(to_millis(expires_at))
            .execute(&mut tx)
            .await?;
        super::notifications::insert_mail(&mut tx, &mail).await?;
        tx.commit().await?;
        Ok(())
    }
}
