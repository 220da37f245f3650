//! Private messages: the sender's row in `users` is locked first, so that
//! the sending limit's count and the message are one step.

use crate::store::dialect::{query, query_as, query_scalar, Dialect, Lock, Tx};
use async_trait::async_trait;
use time::OffsetDateTime;

use super::Db;
use crate::model::{GameId, MessageId, ThreadId, UserId};
use crate::store::{
    messages::{sql, ChatView, ChatViewRecord, MESSAGES_SHOWN},
    one_row,
    rows::{
        from_millis, to_millis, ChatLineRecord, MessageRecord, ThreadMessageRecord, ThreadRecord,
    },
    MessageRepo, MessageRow, NewMessage, StoreError, ThreadLine,
};

/// `StoreError::TooManyMessages` when the sender reached the limit.
async fn check_limit<D: Dialect>(
    conn: &mut Tx<D>,
    message: &NewMessage<'_>,
) -> Result<(), StoreError> {
    D::lock(conn, Lock::User(message.from)).await?;
    let sent: i64 = query_scalar(sql::SENT_SINCE)
        .bind(message.from)
        .bind(to_millis(message.window_start))
        .fetch_one(&mut *conn)
        .await?;
    if sent >= i64::from(message.max_sent) {
        return Err(StoreError::TooManyMessages);
    }
    Ok(())
}

async fn insert_message<D: Dialect>(
    conn: &mut Tx<D>,
    thread: ThreadId,
    message: &NewMessage<'_>,
) -> Result<(), StoreError> {
    let id = MessageId::new();
    query(sql::INSERT_MESSAGE)
        .bind(id)
        .bind(thread)
        .bind(message.from)
        .bind(message.body)
        .bind(to_millis(message.at))
        .execute(&mut *conn)
        .await?;
    // The other party's mail, if they asked for one.
    query(crate::store::notifications::sql::MESSAGE_NOTICE)
        .bind(thread)
        .bind(message.from)
        .bind(format!("message:{id}"))
        .bind(to_millis(message.at))
        .execute(&mut *conn)
        .await?;
    Ok(())
}

#[async_trait]
impl<D: Dialect> MessageRepo for Db<D> {
    async fn start_thread(
        &self,
        to: UserId,
        subject: &str,
        message: NewMessage<'_>,
    ) -> Result<ThreadId, StoreError> {
        let mut tx = self.write().await?;
        check_limit(&mut tx, &message).await?;
        let id = ThreadId::new();
        let at = to_millis(message.at);
        query(sql::INSERT_THREAD)
            .bind(id)
            .bind(subject)
            .bind(at)
            .execute(&mut tx)
            .await?;
        for (user, other, unread) in [(message.from, to, false), (to, message.from, true)] {
            query(sql::INSERT_PARTY)
                .bind(id)
                .bind(user)
                .bind(other)
                .bind(at)
                .bind(unread)
                .execute(&mut tx)
                .await?;
        }
        insert_message(&mut tx, id, &message).await?;
        tx.commit().await?;
        Ok(id)
    }

    async fn reply(&self, thread: ThreadId, message: NewMessage<'_>) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let done = query(sql::SENDER_MOVES)
            .bind(thread)
            .bind(message.from)
            .bind(to_millis(message.at))
            .execute(&mut tx)
            .await?;
        one_row(done.rows_affected())?;
        check_limit(&mut tx, &message).await?;
        query(sql::OTHER_MOVES)
            .bind(thread)
            .bind(message.from)
            .bind(to_millis(message.at))
            .execute(&mut tx)
            .await?;
        insert_message(&mut tx, thread, &message).await?;
        tx.commit().await?;
        Ok(())
    }

    async fn inbox(
        &self,
        user: UserId,
        limit: i64,
        offset: i64,
    ) -> Result<Vec<ThreadLine>, StoreError> {
        let records: Vec<ThreadRecord> = query_as(&sql::INBOX)
            .bind(user)
            .bind(limit)
            .bind(offset)
            .fetch_all(&self.pool)
            .await?;
        Ok(records.into_iter().map(ThreadLine::from).collect())
    }

    async fn thread(
        &self,
        thread: ThreadId,
        user: UserId,
    ) -> Result<Option<ThreadLine>, StoreError> {
        let record: Option<ThreadRecord> = query_as(&sql::THREAD)
            .bind(thread)
            .bind(user)
            .fetch_optional(&self.pool)
            .await?;
        Ok(record.map(ThreadLine::from))
    }

    async fn messages(&self, thread: ThreadId) -> Result<Vec<MessageRow>, StoreError> {
        let records: Vec<MessageRecord> = query_as(sql::MESSAGES)
            .bind(thread)
            .bind(MESSAGES_SHOWN)
            .fetch_all(&self.pool)
            .await?;
        Ok(records.into_iter().rev().map(MessageRow::from).collect())
    }

    async fn mark_read(&self, thread: ThreadId, user: UserId) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query(sql::MARK_READ)
            .bind(thread)
            .bind(user)
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn delete_thread(&self, thread: ThreadId, user: UserId) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let done = query(sql::DELETE)
            .bind(thread)
            .bind(user)
            .execute(&mut tx)
            .await?;
        one_row(done.rows_affected())?;
        tx.commit().await?;
        Ok(())
    }

    async fn unread_count(&self, user: UserId) -> Result<i64, StoreError> {
        Ok(query_scalar(sql::UNREAD)
            .bind(user)
            .fetch_one(&self.pool)
            .await?)
    }

    async fn add_chat_line(
        &self,
        game: GameId,
        sender: UserId,
        body: &str,
        at: OffsetDateTime,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query(sql::INSERT_CHAT)
            .bind(MessageId::new())
            .bind(game)
            .bind(sender)
            .bind(body)
            .bind(to_millis(at))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn chat_lines(&self, game: GameId) -> Result<Vec<MessageRow>, StoreError> {
        let records: Vec<MessageRecord> = query_as(sql::CHAT)
            .bind(game)
            .bind(MESSAGES_SHOWN)
            .fetch_all(&self.pool)
            .await?;
        Ok(records.into_iter().rev().map(MessageRow::from).collect())
    }

    async fn chat_view(
        &self,
        game: GameId,
        viewer: UserId,
        opponent: UserId,
    ) -> Result<ChatView, StoreError> {
        let records: Vec<ChatViewRecord> = query_as(sql::CHAT_VIEW)
            .bind(game)
            .bind(viewer)
            .bind(opponent)
            .bind(MESSAGES_SHOWN)
            .fetch_all(&self.pool)
            .await?;
        Ok(ChatView::of(records))
    }

    async fn message(&self, id: MessageId) -> Result<Option<(ThreadId, MessageRow)>, StoreError> {
        let record: Option<ThreadMessageRecord> = query_as(sql::MESSAGE)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(record.map(|r| (r.thread_id, r.message.into())))
    }

    async fn chat_line(&self, id: MessageId) -> Result<Option<(GameId, MessageRow)>, StoreError> {
        let record: Option<ChatLineRecord> = query_as(sql::CHAT_LINE)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(record.map(|r| (r.game_id, r.message.into())))
    }

    async fn chat_sent_since(
        &self,
        sender: UserId,
        since: OffsetDateTime,
    ) -> Result<i64, StoreError> {
        Ok(query_scalar(sql::CHAT_SENT_SINCE)
            .bind(sender)
            .bind(to_millis(since))
            .fetch_one(&self.pool)
            .await?)
    }

    async fn chat_seen(
        &self,
        game: GameId,
        user: UserId,
    ) -> Result<Option<OffsetDateTime>, StoreError> {
        let seen: Option<i64> = query_scalar(sql::CHAT_SEEN)
            .bind(game)
            .bind(user)
            .fetch_optional(&self.pool)
            .await?;
        Ok(seen.map(from_millis))
    }

    async fn see_chat(
        &self,
        game: GameId,
        user: UserId,
        at: OffsetDateTime,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query(sql::SEE_CHAT)
            .bind(game)
            .bind(user)
            .bind(to_millis(at))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }
}
