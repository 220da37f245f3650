//! Personal API tokens.

use crate::store::dialect::{query, query_as, Dialect};
use async_trait::async_trait;
use time::OffsetDateTime;

use super::Db;
use crate::store::{
    rows::{to_millis, TokenRecord, UserRecord},
    sql, NewToken, StoreError, TokenId, TokenRepo, TokenRow, User, UserId,
};

#[async_trait]
impl<D: Dialect> TokenRepo for Db<D> {
    async fn create_token(&self, new: NewToken<'_>, max: u32) -> Result<TokenId, StoreError> {
        let id = TokenId::new();
        let mut tx = self.write().await?;
        let done = query(
            "INSERT INTO api_tokens (id, user_id, name, token_hash, created_at) \
             SELECT $1, $2, $3, $4, $5 WHERE (SELECT count(*) FROM api_tokens \
             WHERE user_id = $2 AND revoked_at IS NULL) < $6",
        )
        .bind(id)
        .bind(new.user)
        .bind(new.name)
        .bind(new.token_hash)
        .bind(to_millis(new.at))
        .bind(i64::from(max))
        .execute(&mut tx)
        .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::Conflict);
        }
        tx.commit().await?;
        Ok(id)
    }

    async fn tokens_of(&self, user: UserId, limit: i64) -> Result<Vec<TokenRow>, StoreError> {
        let records: Vec<TokenRecord> = query_as(
            "SELECT id, name, created_at, revoked_at FROM api_tokens \
             WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2",
        )
        .bind(user)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(records.into_iter().map(TokenRow::from).collect())
    }

    async fn revoke_token(
        &self,
        user: UserId,
        id: TokenId,
        at: OffsetDateTime,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let done = query(
            "UPDATE api_tokens SET revoked_at = COALESCE(revoked_at, $1) \
             WHERE id = $2 AND user_id = $3",
        )
        .bind(to_millis(at))
        .bind(id)
        .bind(user)
        .execute(&mut tx)
        .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        tx.commit().await?;
        Ok(())
    }

    async fn user_by_token(&self, token_hash: &str) -> Result<Option<User>, StoreError> {
        let record: Option<UserRecord> = query_as(sql::USER_BY_TOKEN)
            .bind(token_hash)
            .fetch_optional(&self.pool)
            .await?;
        Ok(record.map(User::from))
    }
}
