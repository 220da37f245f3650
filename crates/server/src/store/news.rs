//! News the admins post: the home page shows the latest, `/news` pages
//! through them, newest first (one range of `news_created`).

use async_trait::async_trait;
use time::OffsetDateTime;

use super::{rows::from_millis, StoreError};
use crate::model::{NewsId, UserId};

/// A news item with its author's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewsRow {
    pub id: NewsId,
    pub title: String,
    pub body: String,
    pub author: String,
    pub at: OffsetDateTime,
}

#[derive(sqlx::FromRow, serde::Deserialize)]
pub(crate) struct NewsRecord {
    id: NewsId,
    title: String,
    body: String,
    author: String,
    created_at: i64,
}

impl NewsRecord {
    /// The record read on the request's own thread (SQLite).
    pub(crate) fn from_named(r: &super::sqlite::inline::Named<'_>) -> rusqlite::Result<Self> {
        Ok(NewsRecord {
            id: r.get("id")?,
            title: r.get("title")?,
            body: r.get("body")?,
            author: r.get("author")?,
            created_at: r.get("created_at")?,
        })
    }
}

impl From<NewsRecord> for NewsRow {
    fn from(r: NewsRecord) -> Self {
        NewsRow {
            id: r.id,
            title: r.title,
            body: r.body,
            author: r.author,
            at: from_millis(r.created_at),
        }
    }
}

/// The news' storage.
#[async_trait]
pub trait NewsRepo: Send + Sync {
    /// Posts a news item by `author`.
    async fn post_news(
        &self,
        author: UserId,
        title: &str,
        body: &str,
        at: OffsetDateTime,
    ) -> Result<NewsId, StoreError>;

    /// Deletes a news item; `StoreError::NotFound` when it is gone already.
    async fn delete_news(&self, id: NewsId) -> Result<(), StoreError>;

    /// News items newest first, `limit` of them from `offset`.
    async fn news(&self, limit: i64, offset: i64) -> Result<Vec<NewsRow>, StoreError>;
}

pub mod sql {
    //! The news' SQL, the same on both databases.
    pub const INSERT: &str = "INSERT INTO news (id, author_id, title, body, created_at) \
        VALUES ($1, $2, $3, $4, $5)";
    pub const DELETE: &str = "DELETE FROM news WHERE id = $1";
    /// The news' order, newest first, of its columns.
    macro_rules! newest_first {
        () => {
            "created_at DESC, id DESC"
        };
    }
    /// The news, newest first: `SELECT` this, then `LIMIT` and `OFFSET`.
    macro_rules! newest {
        () => {
            concat!(
                "SELECT n.id, n.title, n.body, \
                 (SELECT username FROM users WHERE id = n.author_id) AS author, n.created_at \
                 FROM news n ORDER BY ",
                newest_first!()
            )
        };
    }
    /// `$1` limit, `$2` offset.
    pub const PAGE: &str = concat!(newest!(), " LIMIT $1 OFFSET $2");
    /// The latest, as many as the parameter `limit`.
    pub fn latest(limit: &str) -> String {
        format!("{} LIMIT {limit}", newest!())
    }
    /// [`latest`]'s order, of its columns.
    pub const LATEST_ORDER: &str = newest_first!();
}
