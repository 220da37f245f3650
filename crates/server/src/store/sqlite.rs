//! The SQLite store: the embedded default, one file created on first run.

use std::{path::Path, str::FromStr, time::Duration};

use async_trait::async_trait;
use sqlx::{
    sqlite::{
        SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteRow, SqliteSynchronous,
    },
    Row, Sqlite, SqlitePool, Transaction,
};
use time::OffsetDateTime;
use tower_sessions_sqlx_store::SqliteStore as SqliteSessionStore;
use uuid::Uuid;

use super::{
    from_millis, now, to_millis, username_key, Backend, NewUser, Store, StoreError, User, UserId,
};
use crate::sessions::SessionBackend;

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations/sqlite");

/// The store on a SQLite file.
#[derive(Debug, Clone)]
pub struct SqliteStore {
    pool: SqlitePool,
}

impl SqliteStore {
    /// Opens `sqlite://PATH`, creating the file if it does not exist.
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            // WAL lets readers go on while one writer writes.
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .busy_timeout(Duration::from_secs(5))
            .foreign_keys(true);
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            .connect_with(options)
            .await?;
        Ok(Self { pool })
    }

    /// The pool, for reads.
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// Begins a write transaction. Every write goes through here: a deferred
    /// transaction that reads and then writes fails with SQLITE_BUSY under
    /// concurrency whatever the busy timeout, because its read snapshot cannot be
    /// upgraded; `BEGIN IMMEDIATE` takes the write lock first, so it waits instead.
    pub async fn write(&self) -> Result<Transaction<'static, Sqlite>, StoreError> {
        Ok(self.pool.begin_with("BEGIN IMMEDIATE").await?)
    }
}

fn parse_uuid(text: &str) -> Result<Uuid, StoreError> {
    Uuid::parse_str(text).map_err(|e| StoreError::Database(sqlx::Error::Decode(Box::new(e))))
}

fn user_from_row(row: &SqliteRow) -> Result<User, StoreError> {
    let id: String = row.try_get("id")?;
    Ok(User {
        id: UserId(parse_uuid(&id)?),
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
impl Store for SqliteStore {
    fn backend(&self) -> Backend {
        Backend::Sqlite
    }

    fn session_store(&self) -> SessionBackend {
        SessionBackend::Sqlite(SqliteSessionStore::new(self.pool.clone()))
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        MIGRATOR.run(&self.pool).await?;
        SqliteSessionStore::new(self.pool.clone()).migrate().await?;
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
        let mut tx = self.write().await?;
        sqlx::query(
            "INSERT INTO users (id, username, username_key, password_hash, is_admin, created_at) \
             VALUES (?, ?, ?, ?, ?, ?)",
        )
        .bind(user.id.0.to_string())
        .bind(&user.username)
        .bind(username_key(&user.username))
        .bind(&user.password_hash)
        .bind(user.is_admin)
        .bind(to_millis(user.created_at))
        .execute(&mut *tx)
        .await
        .map_err(map_unique)?;
        tx.commit().await?;
        Ok(user)
    }

    async fn user_by_name(&self, username: &str) -> Result<Option<User>, StoreError> {
        let row = sqlx::query(&format!(
            "SELECT {USER_COLUMNS} FROM users WHERE username_key = ?"
        ))
        .bind(username_key(username))
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(user_from_row).transpose()
    }

    async fn user_by_id(&self, id: UserId) -> Result<Option<User>, StoreError> {
        let row = sqlx::query(&format!("SELECT {USER_COLUMNS} FROM users WHERE id = ?"))
            .bind(id.0.to_string())
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(user_from_row).transpose()
    }

    async fn set_password_hash(&self, id: UserId, password_hash: &str) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let done = sqlx::query("UPDATE users SET password_hash = ? WHERE id = ?")
            .bind(password_hash)
            .bind(id.0.to_string())
            .execute(&mut *tx)
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        tx.commit().await?;
        Ok(())
    }

    async fn set_admin(&self, id: UserId, is_admin: bool) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let done = sqlx::query("UPDATE users SET is_admin = ? WHERE id = ?")
            .bind(is_admin)
            .bind(id.0.to_string())
            .execute(&mut *tx)
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        tx.commit().await?;
        Ok(())
    }

    async fn heartbeat(&self) -> Result<Option<OffsetDateTime>, StoreError> {
        let at: Option<i64> = sqlx::query_scalar("SELECT at FROM heartbeat WHERE id = 1")
            .fetch_optional(&self.pool)
            .await?;
        Ok(at.map(from_millis))
    }

    async fn set_heartbeat(&self, at: OffsetDateTime) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        sqlx::query(
            "INSERT INTO heartbeat (id, at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET at = excluded.at",
        )
        .bind(to_millis(at))
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn backup(&self, path: &Path) -> Result<(), StoreError> {
        let target = path.to_string_lossy().into_owned();
        sqlx::query("VACUUM INTO ?")
            .bind(target)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
