//! The admins' actions on accounts, each written to the audit log in the same
//! step as the change: suspending (the player's sessions end), making and
//! demoting admins, logging a player out, one-time password-reset links (the
//! database keeps only the link's SHA-256); and the admins' lists of games.

use async_trait::async_trait;
use time::OffsetDateTime;

use super::{GameRow, StoreError, User};
use crate::model::UserId;

/// An audit-log entry for an admin's action that concerns no game.
#[derive(Debug, Clone, Copy)]
pub struct AuditEntry<'a> {
    pub admin: UserId,
    /// What was done, in words ("suspended ann").
    pub action: &'a str,
    /// Why, in the admin's words.
    pub reason: &'a str,
    pub at: OffsetDateTime,
}

/// Which games an admin's list shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameListing {
    /// Being played (or waiting on a draw claim), the most urgent deadline
    /// first (`games_status_deadline`).
    InProgress,
    /// Waiting on a draw claim only.
    Claim,
    /// Finished, the latest first (`games_finished_recent`).
    Finished,
}

/// An admin's filter of the games lists.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameFilter {
    pub listing: GameListing,
    /// A game id of RULES.md (`halma-8x8`).
    pub variant: Option<String>,
    /// Games this player plays (either colour).
    pub player: Option<UserId>,
}

/// The admins' actions on accounts, and their lists.
#[async_trait]
pub trait ModerationRepo: Send + Sync {
    /// Suspends (`true`) or lifts the suspension of (`false`) `user`, with the
    /// audit entry; suspending ends every session of theirs (the count is
    /// returned). `StoreError::Conflict` when the user already was so,
    /// `NotFound` when there is no such user.
    async fn set_suspended(
        &self,
        user: UserId,
        suspended: bool,
        audit: AuditEntry<'_>,
    ) -> Result<u64, StoreError>;

    /// Makes `user` an admin or not, with the audit entry;
    /// `StoreError::Conflict` when they already were so.
    async fn set_admin_audited(
        &self,
        user: UserId,
        is_admin: bool,
        audit: AuditEntry<'_>,
    ) -> Result<(), StoreError>;

    /// Ends every session of `user`, with the audit entry; how many ended.
    async fn log_out_audited(&self, user: UserId, audit: AuditEntry<'_>)
        -> Result<u64, StoreError>;

    /// Keeps a password-reset link (the SHA-256 of its secret) for `user`,
    /// live until `expires_at`, with the audit entry.
    async fn create_reset(
        &self,
        token_hash: &str,
        user: UserId,
        expires_at: OffsetDateTime,
        audit: AuditEntry<'_>,
    ) -> Result<(), StoreError>;

    /// The user of a live, unused link.
    async fn reset_user(
        &self,
        token_hash: &str,
        now: OffsetDateTime,
    ) -> Result<Option<User>, StoreError>;

    /// Uses a link once: the new password is set and every session of the
    /// user ends; `StoreError::NotFound` when the link is unknown, used or
    /// expired (nothing changes).
    async fn use_reset(
        &self,
        token_hash: &str,
        password_hash: &str,
        now: OffsetDateTime,
    ) -> Result<UserId, StoreError>;

    /// The games a filter selects, `limit` from `offset`.
    async fn admin_games(
        &self,
        filter: &GameFilter,
        limit: i64,
        offset: i64,
    ) -> Result<Vec<GameRow>, StoreError>;
}

pub mod sql {
    //! The admins' SQL, the same on both databases.
    use super::{GameFilter, GameListing};
    use crate::store::sql::{GAME_COLUMNS, GAME_TABLES, PAIR};

    pub const AUDIT: &str = "INSERT INTO audit_log (id, admin_id, game_id, action, reason, \
        created_at) VALUES ($1, $2, NULL, $3, $4, $5)";
    /// `$1` user, `$2` the new value.
    pub const SUSPEND: &str = "UPDATE users SET suspended = $2 WHERE id = $1 AND suspended <> $2";
    pub const SET_ADMIN: &str = "UPDATE users SET is_admin = $2 WHERE id = $1 AND is_admin <> $2";
    pub const USER_EXISTS: &str = "SELECT COUNT(*) FROM users WHERE id = $1";
    pub const END_SESSIONS: &str = "DELETE FROM sessions WHERE user_id = $1";
    pub const INSERT_RESET: &str = "INSERT INTO password_resets (token_hash, user_id, \
        created_by, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)";
    /// `$1` hash, `$2` now.
    pub static RESET_USER: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
        format!(
            "SELECT {} FROM users WHERE closed_at IS NULL AND id = (SELECT user_id \
             FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2)",
            crate::store::sql::USER_COLUMNS
        )
    });
    /// `$1` hash, `$2` now: the link's user, once (never a closed account).
    pub const USE_RESET: &str = "UPDATE password_resets SET used_at = $2 \
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 \
        AND user_id IN (SELECT id FROM users WHERE closed_at IS NULL)";
    pub const RESET_OWNER: &str = "SELECT user_id FROM password_resets WHERE token_hash = $1";
    pub const SET_PASSWORD: &str = "UPDATE users SET password_hash = $2 WHERE id = $1";

    /// The admins' games list: placeholders in order, the variant (if
    /// filtered), the player (if filtered), then limit and offset.
    pub fn admin_games(filter: &GameFilter) -> String {
        let mut sql = format!("SELECT {GAME_COLUMNS} FROM {GAME_TABLES} WHERE {PAIR} AND ");
        sql.push_str(match filter.listing {
            GameListing::InProgress => "g.status IN ('active', 'claim')",
            GameListing::Claim => "g.status = 'claim'",
            // The predicate of `games_finished_recent`, whole.
            GameListing::Finished => "g.status = 'finished' AND g.finished_at IS NOT NULL",
        });
        let mut n = 0;
        if filter.variant.is_some() {
            n += 1;
            sql.push_str(&format!(" AND g.variant = ${n}"));
        }
        if filter.player.is_some() {
            n += 1;
            sql.push_str(&format!(" AND (g.white_id = ${n} OR g.black_id = ${n})"));
        }
        sql.push_str(match filter.listing {
            GameListing::Finished => " ORDER BY g.finished_at DESC, g.id",
            _ => " ORDER BY g.turn_deadline, g.id",
        });
        sql.push_str(&format!(" LIMIT ${} OFFSET ${}", n + 1, n + 2));
        sql
    }

    /// The admins' list queries by name, each with its parameters in order
    /// (`variant`, `player`, `limit`, `offset`), for the query-plan test.
    pub fn admin_lists() -> Vec<(&'static str, String)> {
        let filter = |listing, variant: bool, player: bool| GameFilter {
            listing,
            variant: variant.then(|| "halma-8x8".to_owned()),
            player: player.then(crate::model::UserId::new),
        };
        vec![
            (
                "in progress",
                admin_games(&filter(GameListing::InProgress, false, false)),
            ),
            (
                "in progress of a game",
                admin_games(&filter(GameListing::InProgress, true, false)),
            ),
            (
                "in progress of a player",
                admin_games(&filter(GameListing::InProgress, false, true)),
            ),
            (
                "claims",
                admin_games(&filter(GameListing::Claim, false, false)),
            ),
            (
                "finished",
                admin_games(&filter(GameListing::Finished, false, false)),
            ),
            (
                "finished of a player",
                admin_games(&filter(GameListing::Finished, true, true)),
            ),
            ("open reports", crate::store::reports::sql::OPEN.clone()),
            ("news", crate::store::news::sql::PAGE.to_owned()),
        ]
    }
}
