//! News.

use crate::store::dialect::{query, query_as, Dialect};
use async_trait::async_trait;
use time::OffsetDateTime;

use super::Db;
use crate::model::{NewsId, UserId};
use crate::store::{
    news::{sql, NewsRecord},
    one_row,
    rows::to_millis,
    NewsRepo, NewsRow, StoreError,
};

#[async_trait]
impl<D: Dialect> NewsRepo for Db<D> {
    async fn post_news(
        &self,
        author: UserId,
        title: &str,
        body: &str,
        at: OffsetDateTime,
    ) -> Result<NewsId, StoreError> {
        let id = NewsId::new();
        let mut tx = self.write().await?;
        query(sql::INSERT)
            .bind(id)
            .bind(author)
            .bind(title)
            .bind(body)
            .bind(to_millis(at))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(id)
    }

    async fn delete_news(&self, id: NewsId) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let done = query(sql::DELETE).bind(id).execute(&mut tx).await?;
        one_row(done.rows_affected())?;
        tx.commit().await?;
        Ok(())
    }

    async fn news(&self, limit: i64, offset: i64) -> Result<Vec<NewsRow>, StoreError> {
        let records: Vec<NewsRecord> = match &self.inline {
            Some(inline) => {
                let params: &[(&str, &dyn rusqlite::ToSql)] = &[("$1", &limit), ("$2", &offset)];
                inline.rows(sql::PAGE, params, NewsRecord::from_named)?
            }
            None => {
                query_as(sql::PAGE)
                    .bind(limit)
                    .bind(offset)
                    .fetch_all(&self.pool)
                    .await?
            }
        };
        Ok(records.into_iter().map(NewsRow::from).collect())
    }
}
