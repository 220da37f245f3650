//! Profiles.

use crate::store::dialect::{query, query_as, Dialect};
use async_trait::async_trait;
use time::OffsetDateTime;

use super::Db;
use crate::model::UserId;
use crate::store::{
    one_row,
    profiles::sql,
    rows::{to_millis, ProfileRecord},
    Named, Profile, ProfileEdit, ProfileRepo, ResultCount, StoreError,
};

#[async_trait]
impl<D: Dialect> ProfileRepo for Db<D> {
    async fn profile(&self, user: UserId) -> Result<Option<Profile>, StoreError> {
        let record: Option<ProfileRecord> = query_as(sql::PROFILE)
            .bind(user)
            .fetch_optional(&self.pool)
            .await?;
        Ok(record.map(Profile::from))
    }

    async fn set_profile(&self, user: UserId, edit: ProfileEdit<'_>) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let done = query(sql::SET_PROFILE)
            .bind(user)
            .bind(edit.about)
            .bind(edit.time_zone)
            .bind(edit.hide_from_who)
            .execute(&mut tx)
            .await?;
        one_row(done.rows_affected())?;
        tx.commit().await?;
        Ok(())
    }

    async fn touch_last_seen(&self, user: UserId, at: OffsetDateTime) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query(sql::TOUCH)
            .bind(user)
            .bind(to_millis(at))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn result_counts(
        &self,
        user: UserId,
    ) -> Result<(Vec<ResultCount>, Vec<ResultCount>), StoreError> {
        let white = query_as(sql::COUNTS_WHITE)
            .bind(user)
            .fetch_all(&self.pool)
            .await?;
        let black = query_as(sql::COUNTS_BLACK)
            .bind(user)
            .fetch_all(&self.pool)
            .await?;
        Ok((white, black))
    }

    async fn head_to_head(
        &self,
        me: UserId,
        them: UserId,
    ) -> Result<(Vec<ResultCount>, Vec<ResultCount>), StoreError> {
        let white = query_as(sql::COUNTS_PAIR)
            .bind(me)
            .bind(them)
            .fetch_all(&self.pool)
            .await?;
        let black = query_as(sql::COUNTS_PAIR)
            .bind(them)
            .bind(me)
            .fetch_all(&self.pool)
            .await?;
        Ok((white, black))
    }

    async fn seen_since(
        &self,
        since: OffsetDateTime,
        limit: i64,
    ) -> Result<Vec<Named>, StoreError> {
        Ok(query_as(sql::SEEN_SINCE)
            .bind(to_millis(since))
            .bind(limit)
            .fetch_all(&self.pool)
            .await?)
    }

    async fn names_starting(
        &self,
        prefix: &str,
        limit: i64,
        offset: i64,
    ) -> Result<Vec<Named>, StoreError> {
        Ok(query_as(sql::NAMES_STARTING)
            .bind(prefix)
            .bind(format!("{prefix}\u{7f}"))
            .bind(limit)
            .bind(offset)
            .fetch_all(&self.pool)
            .await?)
    }

    async fn names_matching(
        &self,
        needle: &str,
        limit: i64,
        offset: i64,
    ) -> Result<Vec<Named>, StoreError> {
        Ok(query_as(sql::NAMES_MATCHING)
            .bind(crate::store::profiles::containing(needle))
            .bind(needle)
            .bind(format!("{needle}\u{7f}"))
            .bind(limit)
            .bind(offset)
            .fetch_all(&self.pool)
            .await?)
    }
}
