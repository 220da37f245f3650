//! The Postgres store, for installations that already run Postgres.

use std::path::Path;

use async_trait::async_trait;
use sqlx::{
    postgres::{PgPoolOptions, PgRow},
    PgPool, Postgres, Row, Transaction,
};
use time::OffsetDateTime;
use tower_sessions_sqlx_store::PostgresStore as PgSessionStore;

use super::{
    from_millis, now, to_millis, username_key, Backend, NewUser, Store, StoreError, User, UserId,
};
use crate::sessions::SessionBackend;

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations/postgres");

/// The store on a Postgres database.
#[derive(Debug, Clone)]
pub struct PgStore {
    pool: PgPool,
}

impl PgStore {
    /// Connects to `postgres://...`; the database must exist.
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        let pool = PgPoolOptions::new()
            .max_connections(10)
            .connect(url)
            .await?;
        Ok(Self { pool })
    }

    /// The pool, for reads.
    pub fn pool(&self) -> &PgPool {
        &self.pool
    }

    /// Begins a write transaction; the counterpart of `SqliteStore::write`, so that
    /// both stores read alike. Conflicting writers are caught by the games' `ply`
    /// counter, not by the isolation level.
    pub async fn write(&self) -> Result<Transaction<'static, Postgres>, StoreError> {
        Ok(self.pool.begin().await?)
    }
}

fn user_from_row(row: &PgRow) -> Result<User, StoreError> {
    Ok(User {
        id: UserId(row.try_get("id")?),
        username: row.try_get("username")?,
        password_hash: row.try_get("password_hash")?,
        is_admin: row.try_get("is_admin")?,
        created_at: from_millis(row.try_get("created_at")?),
    })
}

fn map_unique(e: sqlx::Error) -> StoreError {
    match &e {
        sqlx::Error::Database(db) if db.is_unique_violation() => StoreError::UsernameTaken,
        _ => StoreError::Database(e),
    }
}

const USER_COLUMNS: &str = "id, username, password_hash, is_admin, created_at";

#[async_trait]
impl Store for PgStore {
    fn backend(&self) -> Backend {
        Backend::Postgres
    }

    fn session_store(&self) -> SessionBackend {
        SessionBackend::Postgres(PgSessionStore::new(self.pool.clone()))
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        MIGRATOR.run(&self.pool).await?;
        PgSessionStore::new(self.pool.clone()).migrate().await?;
        Ok(())
    }

    async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    async fn close(&self) {
        self.pool.close().await;
    }

    async fn create_user(&self, new: NewUser<'_>) -> Result<User, StoreError> {
        let user = User {
            id: UserId::new(),
            username: new.username.to_owned(),
            password_hash: new.password_hash.to_owned(),
            is_admin: new.is_admin,
            created_at: now(),
        };
        sqlx::query(
            "INSERT INTO users (id, username, username_key, password_hash, is_admin, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(user.id.0)
        .bind(&user.username)
        .bind(username_key(&user.username))
        .bind(&user.password_hash)
        .bind(user.is_admin)
        .bind(to_millis(user.created_at))
        .execute(&self.pool)
        .await
        .map_err(map_unique)?;
        Ok(user)
    }

    async fn user_by_name(&self, username: &str) -> Result<Option<User>, StoreError> {
        let row = sqlx::query(&format!(
            "SELECT {USER_COLUMNS} FROM users WHERE username_key = $1"
        ))
        .bind(username_key(username))
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(user_from_row).transpose()
    }

    async fn user_by_id(&self, id: UserId) -> Result<Option<User>, StoreError> {
        let row = sqlx::query(&format!("SELECT {USER_COLUMNS} FROM users WHERE id = $1"))
            .bind(id.0)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(user_from_row).transpose()
    }

    async fn set_password_hash(&self, id: UserId, password_hash: &str) -> Result<(), StoreError> {
        let done = sqlx::query("UPDATE users SET password_hash = $1 WHERE id = $2")
            .bind(password_hash)
            .bind(id.0)
            .execute(&self.pool)
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    async fn set_admin(&self, id: UserId, is_admin: bool) -> Result<(), StoreError> {
        let done = sqlx::query("UPDATE users SET is_admin = $1 WHERE id = $2")
            .bind(is_admin)
            .bind(id.0)
            .execute(&self.pool)
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    async fn heartbeat(&self) -> Result<Option<OffsetDateTime>, StoreError> {
        let at: Option<i64> = sqlx::query_scalar("SELECT at FROM heartbeat WHERE id = 1")
            .fetch_optional(&self.pool)
            .await?;
        Ok(at.map(from_millis))
    }

    async fn set_heartbeat(&self, at: OffsetDateTime) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO heartbeat (id, at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET at = excluded.at",
        )
        .bind(to_millis(at))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    async fn backup(&self, _path: &Path) -> Result<(), StoreError> {
        Err(StoreError::Unsupported(
            "back up a Postgres database with pg_dump",
        ))
    }
}
