//! The Postgres database itself: migrations, health, heartbeat, backups.

use std::path::Path;

use async_trait::async_trait;
use time::{Duration, OffsetDateTime};

use super::{PgStore, MIGRATOR};
use crate::store::{
    rows::{from_millis, to_millis},
    unchanged, StoreError, SystemRepo,
};

#[async_trait]
impl SystemRepo for PgStore {
    async fn migrate(&self) -> Result<(), StoreError> {
        MIGRATOR.run(&self.pool).await?;
        Ok(())
    }

    async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    async fn close(&self) {
        self.pool.close().await;
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

    async fn replace_heartbeat(
        &self,
        was: Option<OffsetDateTime>,
        at: OffsetDateTime,
        credit: Option<Duration>,
    ) -> Result<u64, StoreError> {
        let mut tx = self.write().await?;
        let replaced = match was {
            Some(was) => {
                sqlx::query("UPDATE heartbeat SET at = $1 WHERE id = 1 AND at = $2")
                    .bind(to_millis(at))
                    .bind(to_millis(was))
                    .execute(&mut *tx)
                    .await?
            }
            None => {
                sqlx::query(
                    "INSERT INTO heartbeat (id, at) VALUES (1, $1) ON CONFLICT (id) DO NOTHING",
                )
                .bind(to_millis(at))
                .execute(&mut *tx)
                .await?
            }
        };
        unchanged(replaced.rows_affected())?;
        let mut credited = 0;
        if let Some(credit) = credit {
            credited = sqlx::query(
                "UPDATE games SET turn_deadline = turn_deadline + $1 WHERE status = 'active'",
            )
            .bind(credit.whole_milliseconds() as i64)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        }
        tx.commit().await?;
        Ok(credited)
    }

    async fn secret(
        &self,
        name: &str,
        fresh: &str,
        at: OffsetDateTime,
    ) -> Result<String, StoreError> {
        let mut tx = self.write().await?;
        sqlx::query(
            "INSERT INTO secrets (name, value, created_at) VALUES ($1, $2, $3) \
             ON CONFLICT (name) DO NOTHING",
        )
        .bind(name)
        .bind(fresh)
        .bind(to_millis(at))
        .execute(&mut *tx)
        .await?;
        let value: String = sqlx::query_scalar("SELECT value FROM secrets WHERE name = $1")
            .bind(name)
            .fetch_one(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(value)
    }

    async fn backup(&self, _path: &Path) -> Result<(), StoreError> {
        Err(StoreError::Unsupported(
            "back up a Postgres database with pg_dump",
        ))
    }
}
