//! Vacations: the days a player has banked, the vacation that runs, whether a
//! clock about to run out uses vacation instead, and the notice of the last
//! time it did. A change is written with the deadlines it moves, in one
//! transaction, and only while the vacation is still as it was read.

use async_trait::async_trait;
use time::{Duration, OffsetDateTime};

use super::StoreError;
use crate::model::{vacation::VacationNotice, GameId, UserId};

/// A player's vacation as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VacationRow {
    /// What was banked at `counted_at`; `None`: never used any (a full bank).
    pub banked: Option<Duration>,
    pub counted_at: OffsetDateTime,
    /// The vacation that runs or ran last.
    pub started_at: Option<OffsetDateTime>,
    pub until: Option<OffsetDateTime>,
    /// Vacation is used instead of losing on time.
    pub auto: bool,
    /// What the player has not read yet about vacation used for them.
    pub notice: Option<VacationNotice>,
    /// Their time zone, for the weekends.
    pub time_zone: String,
}

/// A vacation's new state.
#[derive(Debug, Clone)]
pub struct VacationChange {
    pub banked: Duration,
    pub counted_at: OffsetDateTime,
    pub started_at: Option<OffsetDateTime>,
    pub until: Option<OffsetDateTime>,
    /// A notice for the player's next visit (`None`: keep the one there is).
    pub notice: Option<VacationNotice>,
}

/// A game's deadline moved by a vacation, if the game is still at `ply` and
/// still due at `from`.
#[derive(Debug, Clone)]
pub struct DeadlineMove {
    pub game: GameId,
    pub ply: i64,
    pub from: OffsetDateTime,
    pub to: OffsetDateTime,
}

/// The vacations' storage.
#[async_trait]
pub trait VacationRepo: Send + Sync {
    /// The vacation of `user`, `None` when there is no such user.
    async fn vacation(&self, user: UserId) -> Result<Option<VacationRow>, StoreError>;

    /// Writes `change` and moves the deadlines, in one transaction, while the
    /// vacation is still `expected`; `StoreError::Conflict` (and nothing
    /// written) otherwise. With `all_moved` each deadline must move (a
    /// clock rescued), else `StoreError::Conflict`; without it a game that
    /// moved on meanwhile keeps its deadline.
    async fn change_vacation(
        &self,
        user: UserId,
        expected: &VacationRow,
        change: VacationChange,
        moves: &[DeadlineMove],
        all_moved: bool,
    ) -> Result<(), StoreError>;

    /// Whether vacation is used instead of losing on time.
    async fn set_vacation_auto(&self, user: UserId, auto: bool) -> Result<(), StoreError>;

    /// Forgets the notice (the player read it).
    async fn clear_vacation_notice(&self, user: UserId) -> Result<(), StoreError>;
}

/// The SQL both databases share.
pub mod sql {
    use crate::store::sql::status_filter;

    pub const VACATION: &str = "SELECT vacation_banked, vacation_counted_at, \
        vacation_started_at, vacation_until, vacation_auto, vacation_notice, time_zone \
        FROM users WHERE id = $1";
    /// `$1` the user, `$2` … `$6` the new state, `$7` and `$8` the state read
    /// (banked as -1 for none).
    pub const CHANGE: &str = "UPDATE users SET vacation_banked = $2, vacation_counted_at = $3, \
        vacation_started_at = $4, vacation_until = $5, \
        vacation_notice = COALESCE($6, vacation_notice) \
        WHERE id = $1 AND COALESCE(vacation_banked, -1) = $7 AND vacation_counted_at = $8";
    /// `$1` the game, `$2` its ply, `$3` its deadline, `$4` the new one.
    pub const MOVE_DEADLINE: &str = concat!(
        "UPDATE games SET turn_deadline = $4 WHERE id = $1 AND ply = $2 AND ",
        status_filter!("status = 'active'"),
        " AND turn_deadline = $3"
    );
    pub const SET_AUTO: &str = "UPDATE users SET vacation_auto = $2 WHERE id = $1";
    pub const CLEAR_NOTICE: &str = "UPDATE users SET vacation_notice = NULL WHERE id = $1";
}
