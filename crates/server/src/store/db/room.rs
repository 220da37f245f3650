//! The room, in one statement.

use async_trait::async_trait;

use super::Db;
use crate::model::UserId;
use crate::store::{
    dialect::{query_as, Dialect},
    room::{sql, Room, RoomRecord, RoomRepo, RoomShown},
    StoreError,
};

#[async_trait]
impl<D: Dialect> RoomRepo for Db<D> {
    async fn room(&self, user: UserId, shown: RoomShown) -> Result<Room, StoreError> {
        let statement = sql::room(D::BACKEND);
        let record = match &self.inline {
            Some(inline) => {
                let params: &[(&str, &dyn rusqlite::ToSql)] = &[
                    ("$1", &user),
                    ("$2", &shown.finished),
                    ("$3", &shown.seat_games),
                    ("$4", &shown.news),
                ];
                inline
                    .row(statement, params, RoomRecord::from_named)?
                    .ok_or_else(|| StoreError::Corrupt("the room read no row".into()))?
            }
            None => {
                query_as::<D, RoomRecord>(statement)
                    .bind(user)
                    .bind(shown.finished)
                    .bind(shown.seat_games)
                    .bind(shown.news)
                    .fetch_one(&self.pool)
                    .await?
            }
        };
        record.into_room(user)
    }
}
