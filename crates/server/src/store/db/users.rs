//! Users.

use crate::store::dialect::{query, query_as, query_scalar, Dialect, Lock, Tx};
use async_trait::async_trait;

use super::Db;
use crate::model::UserId;
use crate::store::{
    map_unique, now, one_row,
    rows::{to_millis, UserRecord},
    sql, username_key, NewUser, StoreError, User, UserRepo,
};

#[async_trait]
impl<D: Dialect> UserRepo for Db<D> {
    async fn create_user(&self, new: NewUser<'_>) -> Result<User, StoreError> {
        let mut tx = self.write().await?;
        let user = insert_user(&mut tx, new).await?;
        tx.commit().await?;
        Ok(user)
    }

    async fn user_by_name(&self, username: &str) -> Result<Option<User>, StoreError> {
        let record: Option<UserRecord> = query_as(&format!(
            "SELECT {} FROM users WHERE username_key = $1",
            sql::USER_COLUMNS
        ))
        .bind(username_key(username))
        .fetch_optional(&self.pool)
        .await?;
        Ok(record.map(User::from))
    }

    async fn user_by_id(&self, id: UserId) -> Result<Option<User>, StoreError> {
        let record: Option<UserRecord> = query_as(&format!(
            "SELECT {} FROM users WHERE id = $1",
            sql::USER_COLUMNS
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(record.map(User::from))
    }

    async fn replace_password(
        &self,
        id: UserId,
        password_hash: &str,
        keep: Option<&str>,
    ) -> Result<u64, StoreError> {
        let mut tx = self.write().await?;
        let done = query("UPDATE users SET password_hash = $1 WHERE id = $2")
            .bind(password_hash)
            .bind(id)
            .execute(&mut tx)
            .await?;
        one_row(done.rows_affected())?;
        let ended = query(sql::END_SESSIONS_OF)
            .bind(id)
            .bind(keep)
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(ended.rows_affected())
    }

    async fn set_admin(&self, id: UserId, is_admin: bool) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let done = query("UPDATE users SET is_admin = $1 WHERE id = $2")
            .bind(is_admin)
            .bind(id)
            .execute(&mut tx)
            .await?;
        one_row(done.rows_affected())?;
        tx.commit().await?;
        Ok(())
    }

    async fn set_language(&self, id: UserId, language: Option<&str>) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let done = query("UPDATE users SET language = $1 WHERE id = $2")
            .bind(language)
            .bind(id)
            .execute(&mut tx)
            .await?;
        one_row(done.rows_affected())?;
        tx.commit().await?;
        Ok(())
    }
}

/// Inserts a new user within a write transaction (sign-up, sign-up by
/// invitation).
pub(super) async fn insert_user<D: Dialect>(
    conn: &mut Tx<D>,
    new: NewUser<'_>,
) -> Result<User, StoreError> {
    let user = User {
        id: UserId::new(),
        username: new.username.to_owned(),
        password_hash: new.password_hash.to_owned(),
        is_admin: new.is_admin,
        suspended: false,
        created_at: now(),
        closed_at: None,
        language: None,
    };
    // The userid of a closed account stays taken. The name's lock waits for
    // a closing of the account that has it (which takes the same lock), so
    // that the check below sees the name retired once the closing commits.
    let key = username_key(&user.username);
    D::lock(conn, Lock::Name(&format!("userid:{key}"))).await?;
    let retired: i64 = query_scalar("SELECT COUNT(*) FROM retired_names WHERE username_key = $1")
        .bind(username_key(&user.username))
        .fetch_one(&mut *conn)
        .await?;
    if retired > 0 {
        return Err(StoreError::UsernameTaken);
    }
    query(sql::INSERT_USER)
        .bind(user.id)
        .bind(&user.username)
        .bind(username_key(&user.username))
        .bind(&user.password_hash)
        .bind(user.is_admin)
        .bind(to_millis(user.created_at))
        .execute(&mut *conn)
        .await
        .map_err(map_unique)?;
    Ok(user)
}
