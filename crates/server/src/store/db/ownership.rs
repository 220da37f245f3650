//! A player's own account: the download's reads and closing.

use crate::store::dialect::{query, query_as, query_scalar, Dialect, Lock};
use async_trait::async_trait;

use super::Db;
use crate::model::{GameId, MessageId, ThreadId, UserId};
use crate::store::{
    map_unique,
    ownership::{sql, ChatLine, Closed, Closing, OwnershipRepo, Retired, ThreadMessage},
    rows::{from_millis, to_millis, GameRecord},
    username_key, GameRow, StoreError,
};

#[derive(sqlx::FromRow)]
struct ThreadMessageRecord {
    thread_id: ThreadId,
    subject: String,
    other: String,
    id: MessageId,
    sent: bool,
    body: String,
    created_at: i64,
}

#[derive(sqlx::FromRow)]
struct ChatLineRecord {
    game_id: GameId,
    body: String,
    created_at: i64,
}

#[derive(sqlx::FromRow)]
struct RetiredRecord {
    username: String,
    closed_at: i64,
}

#[async_trait]
impl<D: Dialect> OwnershipRepo for Db<D> {
    async fn games_of(&self, user: UserId) -> Result<Vec<GameRow>, StoreError> {
        let records: Vec<GameRecord> = query_as(&sql::GAMES_OF)
            .bind(user)
            .fetch_all(&self.pool)
            .await?;
        records.into_iter().map(GameRow::try_from).collect()
    }

    async fn messages_of(&self, user: UserId) -> Result<Vec<ThreadMessage>, StoreError> {
        let records: Vec<ThreadMessageRecord> = query_as(sql::MESSAGES_OF)
            .bind(user)
            .fetch_all(&self.pool)
            .await?;
        Ok(records
            .into_iter()
            .map(|r| ThreadMessage {
                thread: r.thread_id,
                subject: r.subject,
                other: r.other,
                id: r.id,
                sent: r.sent,
                body: r.body,
                created_at: from_millis(r.created_at),
            })
            .collect())
    }

    async fn chat_lines_of(&self, user: UserId) -> Result<Vec<ChatLine>, StoreError> {
        let records: Vec<ChatLineRecord> = query_as(sql::CHAT_OF)
            .bind(user)
            .fetch_all(&self.pool)
            .await?;
        Ok(records
            .into_iter()
            .map(|r| ChatLine {
                game: r.game_id,
                body: r.body,
                created_at: from_millis(r.created_at),
            })
            .collect())
    }

    async fn close_account(&self, closing: Closing<'_>) -> Result<Closed, StoreError> {
        let mut tx = self.write().await?;
        let user = closing.user;
        let at = to_millis(closing.at);
        // The name's lock, as a sign-up takes it: a sign-up of this userid
        // waits for the closing, then finds the name retired.
        let key: Option<String> = query_scalar("SELECT username_key FROM users WHERE id = $1")
            .bind(user)
            .fetch_optional(&mut tx)
            .await?;
        if let Some(key) = &key {
            D::lock(&mut tx, Lock::Name(&format!("userid:{key}"))).await?;
        }
        let retired = query(sql::RETIRE)
            .bind(user)
            .bind(at)
            .execute(&mut tx)
            .await?;
        if retired.rows_affected() == 0 {
            let known: Option<UserId> =
                query_as::<_, (UserId,)>("SELECT id FROM users WHERE id = $1")
                    .bind(user)
                    .fetch_optional(&mut tx)
                    .await?
                    .map(|(id,)| id);
            return Err(if known.is_some() {
                StoreError::Conflict
            } else {
                StoreError::NotFound
            });
        }
        query(sql::CLOSE)
            .bind(user)
            .bind(closing.neutral_name)
            .bind(username_key(closing.neutral_name))
            .bind(closing.unusable_hash)
            .bind(at)
            .execute(&mut tx)
            .await
            .map_err(map_unique)?;
        let sessions = query(sql::END_SESSIONS)
            .bind(user)
            .execute(&mut tx)
            .await?
            .rows_affected();
        let tokens = query(sql::REVOKE_TOKENS)
            .bind(user)
            .bind(at)
            .execute(&mut tx)
            .await?
            .rows_affected();
        query(sql::END_RESETS)
            .bind(user)
            .bind(at)
            .execute(&mut tx)
            .await?;
        for statement in [
            sql::DROP_MAIL,
            sql::DROP_SETTINGS,
            sql::DROP_OFFERS,
            sql::DROP_SEATS,
            sql::DROP_CONTACTS,
        ] {
            query(statement).bind(user).execute(&mut tx).await?;
        }
        tx.commit().await?;
        Ok(Closed { sessions, tokens })
    }

    async fn retired_name(&self, user: UserId) -> Result<Option<Retired>, StoreError> {
        let record: Option<RetiredRecord> = query_as(sql::RETIRED)
            .bind(user)
            .fetch_optional(&self.pool)
            .await?;
        Ok(record.map(|r| Retired {
            username: r.username,
            closed_at: from_millis(r.closed_at),
        }))
    }
}
