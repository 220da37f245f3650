//! Limits on Postgres: the transaction that counts an attempt first takes a
//! transaction-scoped advisory lock for each of its buckets, so that two
//! attempts on one bucket (from any process) count one after the other
//! instead of both reading the same count under READ COMMITTED.

use async_trait::async_trait;
use sha2::{Digest, Sha256};
use time::OffsetDateTime;

use super::PgStore;
use crate::model::AttemptId;
use crate::store::{rows::to_millis, Attempt, Bucket, LimitRepo, StoreError};

/// The advisory lock of a bucket: the first 8 bytes of its key's SHA-256.
fn lock_of(key: &str) -> i64 {
    let digest = Sha256::digest(format!("halma limit {key}").as_bytes());
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    i64::from_be_bytes(first)
}

#[async_trait]
impl LimitRepo for PgStore {
    async fn attempt(
        &self,
        buckets: &[Bucket<'_>],
        at: OffsetDateTime,
    ) -> Result<Attempt, StoreError> {
        let mut tx = self.write().await?;
        // Always in the same order, so that two attempts never wait on each
        // other's locks.
        let mut locks: Vec<i64> = buckets.iter().map(|b| lock_of(b.key)).collect();
        locks.sort_unstable();
        locks.dedup();
        for lock in locks {
            sqlx::query("SELECT pg_advisory_xact_lock($1)")
                .bind(lock)
                .execute(&mut *tx)
                .await?;
        }
        let mut earlier = Vec::with_capacity(buckets.len());
        for bucket in buckets {
            let held: i64 = sqlx::query_scalar(
                "SELECT COUNT(*) FROM limit_attempts WHERE bucket = $1 AND at >= $2",
            )
            .bind(bucket.key)
            .bind(to_millis(bucket.since))
            .fetch_one(&mut *tx)
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
            sqlx::query("INSERT INTO limit_attempts (attempt, bucket, at) VALUES ($1, $2, $3)")
                .bind(id)
                .bind(bucket.key)
                .bind(to_millis(at))
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(Attempt::Counted { id, earlier })
    }

    async fn forget_attempt(&self, id: AttemptId) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        sqlx::query("DELETE FROM limit_attempts WHERE attempt = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn clear_bucket(&self, key: &str) -> Result<u64, StoreError> {
        let mut tx = self.write().await?;
        let done = sqlx::query("DELETE FROM limit_attempts WHERE bucket = $1")
            .bind(key)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(done.rows_affected())
    }

    async fn prune_attempts(&self, before: OffsetDateTime) -> Result<u64, StoreError> {
        let mut tx = self.write().await?;
        let done = sqlx::query("DELETE FROM limit_attempts WHERE at < $1")
            .bind(to_millis(before))
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(done.rows_affected())
    }
}
