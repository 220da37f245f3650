//! Invitations to create a userid (when sign-ups are by invitation). The
//! database keeps the SHA-256 of each code, so a copy of it invites nobody; a
//! code makes one userid, before it expires.

use async_trait::async_trait;
use time::OffsetDateTime;

use super::{NewUser, StoreError, User};

/// An invitation to store.
#[derive(Debug, Clone)]
pub struct NewInvite<'a> {
    /// The SHA-256 (hex) of the code.
    pub code_hash: &'a str,
    pub at: OffsetDateTime,
    pub expires_at: OffsetDateTime,
}

/// The invitations' storage.
#[async_trait]
pub trait InviteRepo: Send + Sync {
    async fn create_invite(&self, new: NewInvite<'_>) -> Result<(), StoreError>;

    /// Whether the invitation with this hash exists, is unused and has not
    /// expired at `now`.
    async fn invite_usable(&self, code_hash: &str, now: OffsetDateTime)
        -> Result<bool, StoreError>;

    /// Creates a user and uses the invitation up, in one transaction:
    /// `StoreError::InviteUnusable` when it is unknown, used or expired at
    /// `now`, and `StoreError::UsernameTaken` as `create_user`; either way
    /// nothing changes. Of two sign-ups with one code, one succeeds.
    async fn create_user_with_invite(
        &self,
        new: NewUser<'_>,
        code_hash: &str,
        now: OffsetDateTime,
    ) -> Result<User, StoreError>;
}
