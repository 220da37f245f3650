//! Board preferences: one row a player who chose any, read with the game page.
//! A player without a row gets the defaults.

use async_trait::async_trait;

use super::{StoreError, UserId};
use crate::model::BoardPrefs;

/// The board preferences' storage.
#[async_trait]
pub trait BoardPrefsRepo: Send + Sync {
    /// The preferences `user` chose, `None` when they never chose (or there
    /// is no such user).
    async fn board_prefs(&self, user: UserId) -> Result<Option<BoardPrefs>, StoreError>;

    /// Stores `user`'s preferences, replacing any earlier ones.
    async fn set_board_prefs(&self, user: UserId, prefs: BoardPrefs) -> Result<(), StoreError>;
}

/// The queries and the row both databases share.
pub(crate) mod sql {
    use crate::model::BoardPrefs;
    use crate::store::StoreError;

    pub const READ: &str = "SELECT theme, coordinates, pieces, orientation \
        FROM board_preferences WHERE user_id = $1";
    pub const WRITE: &str = "INSERT INTO board_preferences \
        (user_id, theme, coordinates, pieces, orientation) VALUES ($1, $2, $3, $4, $5) \
        ON CONFLICT (user_id) DO UPDATE SET theme = excluded.theme, \
        coordinates = excluded.coordinates, pieces = excluded.pieces, \
        orientation = excluded.orientation";

    /// A row of `board_preferences` as stored.
    #[derive(sqlx::FromRow)]
    pub struct Record {
        pub theme: String,
        pub coordinates: bool,
        pub pieces: String,
        pub orientation: String,
    }

    impl TryFrom<Record> for BoardPrefs {
        type Error = StoreError;
        fn try_from(r: Record) -> Result<Self, StoreError> {
            let corrupt = |what: &str, v: &str| StoreError::Corrupt(format!("board {what} {v:?}"));
            Ok(BoardPrefs {
                theme: r.theme.parse().map_err(|()| corrupt("theme", &r.theme))?,
                coordinates: r.coordinates,
                pieces: r
                    .pieces
                    .parse()
                    .map_err(|()| corrupt("pieces", &r.pieces))?,
                orientation: r
                    .orientation
                    .parse()
                    .map_err(|()| corrupt("orientation", &r.orientation))?,
            })
        }
    }
}
