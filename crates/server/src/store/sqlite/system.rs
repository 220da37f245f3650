//! The SQLite database itself: migrations, health, heartbeat, backups.

use std::path::Path;

use async_trait::async_trait;
use time::OffsetDateTime;

use super::{SqliteStore, MIGRATOR};
use crate::store::{
    rows::{from_millis, to_millis},
    StoreError, SystemRepo,
};

#[async_trait]
impl SystemRepo for SqliteStore {
    async fn migrate(&self) -> Result<(), StoreError> {
        MIGRATOR.run(&self.writer).await?;
        Ok(())
    }

    async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    async fn close(&self) {
        self.pool.close().await;
        self.writer.close().await;
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
            "INSERT INTO heartbeat (id, at) VALUES (1, $1) \
             ON CONFLICT (id) DO UPDATE SET at = excluded.at",
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
