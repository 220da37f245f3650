//! Buddies and ignored players: a player's two lists of other players.

use async_trait::async_trait;
use time::OffsetDateTime;

use super::{profiles::Named, StoreError};
use crate::model::UserId;

/// Which list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContactKind {
    Buddy,
    Ignore,
}

impl ContactKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ContactKind::Buddy => "buddy",
            ContactKind::Ignore => "ignore",
        }
    }
}

/// The most players one list holds (and shows on one page).
pub const MAX_CONTACTS: i64 = 500;

/// The lists' storage.
#[async_trait]
pub trait ContactRepo: Send + Sync {
    /// Puts `other` on `owner`'s list (nothing happens when they are on it).
    async fn add_contact(
        &self,
        owner: UserId,
        kind: ContactKind,
        other: UserId,
        at: OffsetDateTime,
    ) -> Result<(), StoreError>;

    /// Takes `other` off `owner`'s list (nothing happens when they are not on it).
    async fn remove_contact(
        &self,
        owner: UserId,
        kind: ContactKind,
        other: UserId,
    ) -> Result<(), StoreError>;

    /// Whether `other` is on `owner`'s list (a probe of the primary key).
    async fn has_contact(
        &self,
        owner: UserId,
        kind: ContactKind,
        other: UserId,
    ) -> Result<bool, StoreError>;

    /// `owner`'s list, by name, at most [`MAX_CONTACTS`].
    async fn contacts(&self, owner: UserId, kind: ContactKind) -> Result<Vec<Named>, StoreError>;
}

pub(crate) mod sql {
    pub const ADD: &str = "INSERT INTO contacts (owner_id, kind, other_id, created_at) \
        VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING";
    pub const REMOVE: &str =
        "DELETE FROM contacts WHERE owner_id = $1 AND kind = $2 AND other_id = $3";
    pub const HAS: &str =
        "SELECT COUNT(*) FROM contacts WHERE owner_id = $1 AND kind = $2 AND other_id = $3";
    pub const LIST: &str =
        "SELECT u.id, u.username FROM contacts c JOIN users u ON u.id = c.other_id \
        WHERE c.owner_id = $1 AND c.kind = $2 ORDER BY u.username_key LIMIT $3";
}
