//! Users: accounts and who is an admin.

use async_trait::async_trait;
use time::OffsetDateTime;

use super::StoreError;
use crate::model::UserId;

/// A registered player (or admin).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub id: UserId,
    /// The name as it was typed at sign-up, for display.
    pub username: String,
    /// The argon2id PHC string.
    pub password_hash: String,
    pub is_admin: bool,
    /// Suspended by an admin: cannot log in, their sessions open nothing.
    pub suspended: bool,
    pub created_at: OffsetDateTime,
    /// When the player closed the account: it cannot log in, and its name
    /// is a neutral one (`closed-…`).
    pub closed_at: Option<OffsetDateTime>,
    /// The language the player chose for the site and their mail (a code of
    /// a language the site has, `de`); `None`: the browser's.
    pub language: Option<String>,
}

/// What it takes to create a user.
#[derive(Debug, Clone)]
pub struct NewUser<'a> {
    pub username: &'a str,
    pub password_hash: &'a str,
    pub is_admin: bool,
}

/// The key names are unique under: lower case.
pub fn username_key(username: &str) -> String {
    username.to_lowercase()
}

/// The users' storage.
#[async_trait]
pub trait UserRepo: Send + Sync {
    /// Creates a user; `StoreError::UsernameTaken` when the name is taken in any case.
    async fn create_user(&self, new: NewUser<'_>) -> Result<User, StoreError>;

    /// The user with this name, compared without regard to case.
    async fn user_by_name(&self, username: &str) -> Result<Option<User>, StoreError>;

    async fn user_by_id(&self, id: UserId) -> Result<Option<User>, StoreError>;

    /// Replaces the user's password hash and, in the same transaction, ends
    /// every session of theirs but `keep` (whoever knew the old password may
    /// be logged in elsewhere): the number of sessions ended.
    /// `StoreError::NotFound` when there is no such user.
    async fn replace_password(
        &self,
        id: UserId,
        password_hash: &str,
        keep: Option<&str>,
    ) -> Result<u64, StoreError>;

    /// `StoreError::NotFound` when there is no such user.
    async fn set_admin(&self, id: UserId, is_admin: bool) -> Result<(), StoreError>;

    /// The player's language (a language code; `None`: the browser's).
    /// `StoreError::NotFound` when there is no such user.
    async fn set_language(&self, id: UserId, language: Option<&str>) -> Result<(), StoreError>;
}
