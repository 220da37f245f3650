//! Board preferences on SQLite.

use async_trait::async_trait;

use super::SqliteStore;
use crate::model::BoardPrefs;
use crate::store::{board_prefs::sql, BoardPrefsRepo, StoreError, UserId};

#[async_trait]
impl BoardPrefsRepo for SqliteStore {
    async fn board_prefs(&self, user: UserId) -> Result<Option<BoardPrefs>, StoreError> {
        let record: Option<sql::Record> = sqlx::query_as(sql::READ)
            .bind(user)
            .fetch_optional(&self.pool)
            .await?;
        record.map(BoardPrefs::try_from).transpose()
    }

    async fn set_board_prefs(&self, user: UserId, prefs: BoardPrefs) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        sqlx::query(sql::WRITE)
            .bind(user)
            .bind(prefs.theme.as_str())
            .bind(prefs.coordinates)
            .bind(prefs.pieces.as_str())
            .bind(prefs.orientation.as_str())
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }
}
