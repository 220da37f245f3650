//! "Forgot password?": the accounts a verified mail address belongs to, and a
//! reset link asked for by the player, kept (as the SHA-256 of its secret) in
//! the same table as the admins' links, with its mail written to the outbox
//! in the same transaction.

use async_trait::async_trait;
use time::OffsetDateTime;

use super::{NewMail, StoreError};
use crate::model::UserId;

/// An account a reset may be mailed for: open, not suspended, with this
/// verified address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recoverable {
    pub user: UserId,
    pub username: String,
    /// The verified address, as it is stored.
    pub email: String,
}

/// The self-service resets' storage.
#[async_trait]
pub trait RecoveryRepo: Send + Sync {
    /// The open, unsuspended accounts whose verified address is `address`
    /// (compared without regard to case), at most `limit`.
    async fn recoverable(&self, address: &str, limit: i64) -> Result<Vec<Recoverable>, StoreError>;

    /// Keeps a reset link (`token_hash`, the SHA-256 of its secret) the player
    /// asked for, live until `expires_at`, and writes its mail, in one
    /// transaction.
    async fn request_reset(
        &self,
        user: UserId,
        token_hash: &str,
        expires_at: OffsetDateTime,
        mail: NewMail,
    ) -> Result<(), StoreError>;
}

pub mod sql {
    //! The statements of the self-service reset, the same on both databases.

    /// `$1` the address, `$2` how many.
    pub const RECOVERABLE: &str = "SELECT u.id, u.username, n.email \
        FROM notification_settings n JOIN users u ON u.id = n.user_id \
        WHERE n.email IS NOT NULL AND lower(n.email) = lower($1) \
        AND u.closed_at IS NULL AND u.suspended = FALSE ORDER BY u.username_key LIMIT $2";

    /// `$1` hash, `$2` user, `$3` now, `$4` expiry: the player made it.
    pub const INSERT: &str = "INSERT INTO password_resets (token_hash, user_id, created_by, \
        created_at, expires_at) VALUES ($1, $2, $2, $3, $4)";
}
