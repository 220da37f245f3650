//! Invitations.

use crate::store::dialect::{query, query_scalar, Dialect};
use async_trait::async_trait;
use time::OffsetDateTime;

use super::{users::insert_user, Db};
use crate::store::{rows::to_millis, InviteRepo, NewInvite, NewUser, StoreError, User};

#[async_trait]
impl<D: Dialect> InviteRepo for Db<D> {
    async fn create_invite(&self, new: NewInvite<'_>) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query("INSERT INTO invites (code_hash, created_at, expires_at) VALUES ($1, $2, $3)")
            .bind(new.code_hash)
            .bind(to_millis(new.at))
            .bind(to_millis(new.expires_at))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn invite_usable(
        &self,
        code_hash: &str,
        now: OffsetDateTime,
    ) -> Result<bool, StoreError> {
        let found: Option<String> = query_scalar(
            "SELECT code_hash FROM invites \
             WHERE code_hash = $1 AND used_at IS NULL AND expires_at > $2",
        )
        .bind(code_hash)
        .bind(to_millis(now))
        .fetch_optional(&self.pool)
        .await?;
        Ok(found.is_some())
    }

    async fn create_user_with_invite(
        &self,
        new: NewUser<'_>,
        code_hash: &str,
        now: OffsetDateTime,
    ) -> Result<User, StoreError> {
        let mut tx = self.write().await?;
        let user = insert_user(&mut tx, new).await?;
        // Conditional on the invitation being unused: of two sign-ups with
        // one code, the second finds it used and creates nothing.
        let used = query(
            "UPDATE invites SET used_by = $1, used_at = $2 \
             WHERE code_hash = $3 AND used_at IS NULL AND expires_at > $2",
        )
        .bind(user.id)
        .bind(to_millis(now))
        .bind(code_hash)
        .execute(&mut tx)
        .await?;
        if used.rows_affected() == 0 {
            return Err(StoreError::InviteUnusable);
        }
        tx.commit().await?;
        Ok(user)
    }
}
