//! Profiles: what a player says about themselves, their time zone, when they
//! were last seen, their results counted, "Who is here" and the search by
//! name.

use async_trait::async_trait;
use time::OffsetDateTime;

use super::StoreError;
use crate::model::UserId;

/// What a profile shows besides the user row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    /// Plain text; line breaks kept.
    pub about: String,
    /// An IANA name (`Europe/Berlin`), `UTC` unless set.
    pub time_zone: String,
    pub last_seen_at: Option<OffsetDateTime>,
    /// Kept out of "Who is here".
    pub hide_from_who: bool,
}

/// A profile's editable part.
#[derive(Debug, Clone)]
pub struct ProfileEdit<'a> {
    pub about: &'a str,
    pub time_zone: &'a str,
    pub hide_from_who: bool,
}

/// How many finished games of one variant a player played with one colour
/// that ended with one winner (`white`, `black`, `none`).
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct ResultCount {
    pub variant: String,
    pub winner: Option<String>,
    pub count: i64,
}

/// A player in a list (Who is here, search).
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Named {
    pub id: UserId,
    pub username: String,
}

/// The profiles' storage.
#[async_trait]
pub trait ProfileRepo: Send + Sync {
    /// The profile of `user`, `None` when there is no such user.
    async fn profile(&self, user: UserId) -> Result<Option<Profile>, StoreError>;

    /// `StoreError::NotFound` when there is no such user.
    async fn set_profile(&self, user: UserId, edit: ProfileEdit<'_>) -> Result<(), StoreError>;

    /// Notes that `user` was seen at `at`.
    async fn touch_last_seen(&self, user: UserId, at: OffsetDateTime) -> Result<(), StoreError>;

    /// The finished games of `user` counted by variant and winner: those
    /// played as White first, then as Black (`games_white_status`,
    /// `games_black_status`).
    async fn result_counts(
        &self,
        user: UserId,
    ) -> Result<(Vec<ResultCount>, Vec<ResultCount>), StoreError>;

    /// The finished games between two players counted by variant and
    /// winner, from `me`'s side: those `me` played as White first, then as
    /// Black (`games_pair`).
    async fn head_to_head(
        &self,
        me: UserId,
        them: UserId,
    ) -> Result<(Vec<ResultCount>, Vec<ResultCount>), StoreError>;

    /// The players seen since `since` who do not hide, most recent first
    /// (index `users_last_seen`).
    async fn seen_since(&self, since: OffsetDateTime, limit: i64)
        -> Result<Vec<Named>, StoreError>;

    /// The players whose name starts with `prefix` (lower case, a userid's
    /// characters only), in name order, from `offset` (a range of the unique
    /// index on `username_key`).
    async fn names_starting(
        &self,
        prefix: &str,
        limit: i64,
        offset: i64,
    ) -> Result<Vec<Named>, StoreError>;

    /// The players whose name contains `needle` (lower case, a userid's
    /// characters only): those whose name starts with it first, then the
    /// others, each in name order, from `offset`. (A scan of the names: a
    /// substring has no index on either database.)
    async fn names_matching(
        &self,
        needle: &str,
        limit: i64,
        offset: i64,
    ) -> Result<Vec<Named>, StoreError>;
}

/// `needle` as a `LIKE` pattern for names containing it (`_` is a userid
/// character and a `LIKE` wildcard: escaped).
pub(crate) fn containing(needle: &str) -> String {
    format!(
        "%{}%",
        needle
            .replace('\\', "\\\\")
            .replace('%', "\\%")
            .replace('_', "\\_")
    )
}

/// The column list and the query bits both databases share.
pub(crate) mod sql {
    pub const PROFILE: &str =
        "SELECT about, time_zone, last_seen_at, hide_from_who FROM users WHERE id = $1";
    pub const SET_PROFILE: &str =
        "UPDATE users SET about = $2, time_zone = $3, hide_from_who = $4 WHERE id = $1";
    pub const TOUCH: &str = "UPDATE users SET last_seen_at = $2 WHERE id = $1";
    pub const COUNTS_WHITE: &str = "SELECT variant, winner, COUNT(*) AS count FROM games \
        WHERE white_id = $1 AND status = 'finished' GROUP BY variant, winner";
    pub const COUNTS_BLACK: &str = "SELECT variant, winner, COUNT(*) AS count FROM games \
        WHERE black_id = $1 AND status = 'finished' GROUP BY variant, winner";
    /// `$1` White, `$2` Black.
    pub const COUNTS_PAIR: &str = "SELECT variant, winner, COUNT(*) AS count FROM games \
        WHERE white_id = $1 AND black_id = $2 AND status = 'finished' GROUP BY variant, winner";
    pub const SEEN_SINCE: &str = "SELECT id, username FROM users WHERE last_seen_at >= $1 \
        AND hide_from_who = FALSE ORDER BY last_seen_at DESC LIMIT $2";
    /// `$1` the prefix, `$2` the prefix's end (the prefix with a character
    /// after every userid character), `$3` limit, `$4` offset.
    pub const NAMES_STARTING: &str = "SELECT id, username FROM users \
        WHERE username_key >= $1 AND username_key < $2 ORDER BY username_key LIMIT $3 OFFSET $4";
    /// `$1` the `LIKE` pattern, `$2` and `$3` the prefix's range as for
    /// [`NAMES_STARTING`], `$4` limit, `$5` offset.
    pub const NAMES_MATCHING: &str = "SELECT id, username FROM users \
        WHERE username_key LIKE $1 ESCAPE '\\' \
        ORDER BY CASE WHEN username_key >= $2 AND username_key < $3 THEN 0 ELSE 1 END, \
        username_key LIMIT $4 OFFSET $5";
}
