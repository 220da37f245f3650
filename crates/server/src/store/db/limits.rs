//! Limits: the transaction that counts an attempt first locks each of its
//! buckets ([`Lock::Buckets`]), so that two attempts on one bucket (from any
//! process) count one after the other instead of both reading the same count.

use crate::store::dialect::{query, query_scalar, Dialect, Lock};
use async_trait::async_trait;
use time::OffsetDateTime;

use super::Db;
use crate::model::AttemptId;
use crate::store::{rows::to_millis, Attempt, Bucket, LimitRepo, StoreError};

#[async_trait]
impl<D: Dialect> LimitRepo for Db<D> {
    async fn attempt(
        &self,
        buckets: &[Bucket<'_>],
        at: OffsetDateTime,
    ) -> Result<Attempt, StoreError> {
        let mut tx = self.write().await?;
        let keys: Vec<&str> = buckets.iter().map(|b| b.key).collect();
        D::lock(&mut tx, Lock::Buckets(&keys)).await?;
        let mut earlier = Vec::with_capacity(buckets.len());
        for bucket in buckets {
            let held: i64 =
                query_scalar("SELECT COUNT(*) FROM limit_attempts WHERE bucket = $1 AND at >= $2")
                    .bind(bucket.key)
                    .bind(to_millis(bucket.since))
                    .fetch_one(&mut tx)
                    .await?;
            if held >= i64::from(bucket.limit) {
                return Ok(Attempt::Refused {
                    bucket: bucket.key.to_owned(),
                });
            }
            earlier.push(u32::try_from(held).unwrap_or(u32::MAX));
        }
        let id = AttemptId::new();
        for bucket in buckets {
            query("INSERT INTO limit_attempts (attempt, bucket, at) VALUES ($1, $2, $3)")
                .bind(id)
                .bind(bucket.key)
                .bind(to_millis(at))
                .execute(&mut tx)
                .await?;
        }
        tx.commit().await?;
        Ok(Attempt::Counted { id, earlier })
    }

    async fn forget_attempt(&self, id: AttemptId) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query("DELETE FROM limit_attempts WHERE attempt = $1")
            .bind(id)
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn clear_bucket(&self, key: &str) -> Result<u64, StoreError> {
        let mut tx = self.write().await?;
        let done = query("DELETE FROM limit_attempts WHERE bucket = $1")
            .bind(key)
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(done.rows_affected())
    }

    async fn prune_attempts(&self, before: OffsetDateTime) -> Result<u64, StoreError> {
        let mut tx = self.write().await?;
        let done = query("DELETE FROM limit_attempts WHERE at < $1")
            .bind(to_millis(before))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(done.rows_affected())
    }
}
