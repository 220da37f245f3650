//! The database itself: migrations, health, heartbeat, backups.

use crate::store::dialect::{query, query_scalar, Dialect};
use std::path::Path;

use async_trait::async_trait;
use time::{Duration, OffsetDateTime};

use super::Db;
use crate::store::{
    rows::{from_millis, to_millis},
    unchanged, Generation, StoreError, SystemRepo,
};

#[async_trait]
impl<D: Dialect> SystemRepo for Db<D> {
    async fn migrate(&self) -> Result<(), StoreError> {
        D::migrate(&self.writer).await
    }

    async fn ping(&self) -> Result<(), StoreError> {
        query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    async fn close(&self) {
        if let Some(inline) = &self.inline {
            inline.close();
        }
        self.pool.close().await;
        self.writer.close().await;
    }

    async fn heartbeat(&self) -> Result<Option<OffsetDateTime>, StoreError> {
        let at: Option<i64> = query_scalar("SELECT at FROM heartbeat WHERE id = 1")
            .fetch_optional(&self.pool)
            .await?;
        Ok(at.map(from_millis))
    }

    async fn set_heartbeat(&self, at: OffsetDateTime) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query(
            "INSERT INTO heartbeat (id, at) VALUES (1, $1) \
             ON CONFLICT (id) DO UPDATE SET at = excluded.at",
        )
        .bind(to_millis(at))
        .execute(&mut tx)
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
                query("UPDATE heartbeat SET at = $1 WHERE id = 1 AND at = $2")
                    .bind(to_millis(at))
                    .bind(to_millis(was))
                    .execute(&mut tx)
                    .await?
            }
            None => {
                query("INSERT INTO heartbeat (id, at) VALUES (1, $1) ON CONFLICT (id) DO NOTHING")
                    .bind(to_millis(at))
                    .execute(&mut tx)
                    .await?
            }
        };
        unchanged(replaced.rows_affected())?;
        let mut credited = 0;
        if let Some(credit) = credit {
            credited = query(
                "UPDATE games SET turn_deadline = turn_deadline + $1 WHERE status = 'active'",
            )
            .bind(credit.whole_milliseconds() as i64)
            .execute(&mut tx)
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
        query(
            "INSERT INTO secrets (name, value, created_at) VALUES ($1, $2, $3) \
             ON CONFLICT (name) DO NOTHING",
        )
        .bind(name)
        .bind(fresh)
        .bind(to_millis(at))
        .execute(&mut tx)
        .await?;
        let value: String = query_scalar("SELECT value FROM secrets WHERE name = $1")
            .bind(name)
            .fetch_one(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(value)
    }

    async fn generation(&self) -> Result<Generation, StoreError> {
        D::generation(self).await
    }

    async fn backup(&self, path: &Path) -> Result<(), StoreError> {
        D::backup(self, path).await
    }
}
