//! Buddies and ignored players.

use crate::store::dialect::{query, query_as, query_scalar, Dialect};
use async_trait::async_trait;
use time::OffsetDateTime;

use super::Db;
use crate::model::UserId;
use crate::store::{
    contacts::{sql, MAX_CONTACTS},
    rows::to_millis,
    ContactKind, ContactRepo, Named, StoreError,
};

#[async_trait]
impl<D: Dialect> ContactRepo for Db<D> {
    async fn add_contact(
        &self,
        owner: UserId,
        kind: ContactKind,
        other: UserId,
        at: OffsetDateTime,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query(sql::ADD)
            .bind(owner)
            .bind(kind.as_str())
            .bind(other)
            .bind(to_millis(at))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn remove_contact(
        &self,
        owner: UserId,
        kind: ContactKind,
        other: UserId,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query(sql::REMOVE)
            .bind(owner)
            .bind(kind.as_str())
            .bind(other)
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn has_contact(
        &self,
        owner: UserId,
        kind: ContactKind,
        other: UserId,
    ) -> Result<bool, StoreError> {
        let n: i64 = query_scalar(sql::HAS)
            .bind(owner)
            .bind(kind.as_str())
            .bind(other)
            .fetch_one(&self.pool)
            .await?;
        Ok(n > 0)
    }

    async fn contacts(&self, owner: UserId, kind: ContactKind) -> Result<Vec<Named>, StoreError> {
        Ok(query_as(sql::LIST)
            .bind(owner)
            .bind(kind.as_str())
            .bind(MAX_CONTACTS)
            .fetch_all(&self.pool)
            .await?)
    }
}
