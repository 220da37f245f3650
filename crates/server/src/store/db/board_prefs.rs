//! Board preferences.

use crate::store::dialect::{query, query_as, Dialect};
use async_trait::async_trait;

use super::Db;
use crate::model::BoardPrefs;
use crate::store::{board_prefs::sql, BoardPrefsRepo, StoreError, UserId};

#[async_trait]
impl<D: Dialect> BoardPrefsRepo for Db<D> {
    async fn board_prefs(&self, user: UserId) -> Result<Option<BoardPrefs>, StoreError> {
        let record: Option<sql::Record> = query_as(sql::READ)
            .bind(user)
            .fetch_optional(&self.pool)
            .await?;
        record.map(BoardPrefs::try_from).transpose()
    }

    async fn set_board_prefs(&self, user: UserId, prefs: BoardPrefs) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query(sql::WRITE)
            .bind(user)
            .bind(prefs.theme.as_str())
            .bind(prefs.coordinates)
            .bind(prefs.pieces.as_str())
            .bind(prefs.orientation.as_str())
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }
}
