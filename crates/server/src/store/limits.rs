//! Attempts counted against limits (log-ins, new userids). Each attempt is a
//! row in every bucket it counts in (`login:account:alice`,
//! `login:ip:192.0.2.7`, ...), so that every server process on the database
//! counts the same attempts, and a restart forgets none. Checking a bucket and
//! counting the attempt in it is one transaction that no other attempt on the
//! bucket can interleave with, so that attempts at once never pass a limit.

use async_trait::async_trait;
use time::OffsetDateTime;

use super::StoreError;
use crate::model::AttemptId;

/// A count an attempt goes into: its key, how many attempts it may hold, and
/// where its window starts (attempts before `since` no longer count).
#[derive(Debug, Clone, Copy)]
pub struct Bucket<'a> {
    pub key: &'a str,
    pub limit: u32,
    pub since: OffsetDateTime,
}

/// What became of an attempt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Attempt {
    /// Counted in every bucket; `earlier` holds how many attempts each bucket
    /// held before it, in the order the buckets were given.
    Counted { id: AttemptId, earlier: Vec<u32> },
    /// The bucket `bucket` was full: the attempt was counted nowhere.
    Refused { bucket: String },
}

/// The limits' storage.
#[async_trait]
pub trait LimitRepo: Send + Sync {
    /// Counts an attempt at `at` in each of `buckets` (distinct keys), unless
    /// one of them already holds its limit within its window: then nothing is
    /// written. Atomic against every other attempt on the same buckets, from
    /// any process.
    async fn attempt(
        &self,
        buckets: &[Bucket<'_>],
        at: OffsetDateTime,
    ) -> Result<Attempt, StoreError>;

    /// Removes an attempt from every bucket it was counted in (it turned out
    /// not to count: a log-in that succeeded, a sign-up that made nothing).
    async fn forget_attempt(&self, id: AttemptId) -> Result<(), StoreError>;

    /// Empties a bucket (a successful log-in forgives its account's
    /// failures); returns how many attempts it held.
    async fn clear_bucket(&self, key: &str) -> Result<u64, StoreError>;

    /// Removes the attempts made before `before`, in every bucket.
    async fn prune_attempts(&self, before: OffsetDateTime) -> Result<u64, StoreError>;
}
