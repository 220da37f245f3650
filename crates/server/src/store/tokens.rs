//! Personal API tokens. The database keeps the SHA-256 (hex) of each token,
//! never the token itself, which is shown once, when it is made.

use async_trait::async_trait;
use time::OffsetDateTime;

use super::{StoreError, TokenId, User, UserId};

/// A token to store.
#[derive(Debug, Clone)]
pub struct NewToken<'a> {
    pub user: UserId,
    /// What the player calls it ("my bot").
    pub name: &'a str,
    /// The SHA-256 (hex) of the token.
    pub token_hash: &'a str,
    pub at: OffsetDateTime,
}

/// A token as its owner's list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TokenRow {
    pub id: TokenId,
    pub name: String,
    pub created_at: OffsetDateTime,
    pub revoked_at: Option<OffsetDateTime>,
}

/// The tokens' storage.
#[async_trait]
pub trait TokenRepo: Send + Sync {
    /// Stores a token, unless its owner has `max` live tokens already
    /// (`StoreError::Conflict`; the count and the insert are one statement).
    async fn create_token(&self, new: NewToken<'_>, max: u32) -> Result<TokenId, StoreError>;

    /// The owner's tokens, newest first (live and revoked), at most `limit`.
    async fn tokens_of(&self, user: UserId, limit: i64) -> Result<Vec<TokenRow>, StoreError>;

    /// Revokes one of `user`'s tokens (one revoked already keeps the time it
    /// was first revoked): `StoreError::NotFound` when it is not theirs.
    async fn revoke_token(
        &self,
        user: UserId,
        id: TokenId,
        at: OffsetDateTime,
    ) -> Result<(), StoreError>;

    /// The owner of a live token with this hash.
    async fn user_by_token(&self, token_hash: &str) -> Result<Option<User>, StoreError>;
}
