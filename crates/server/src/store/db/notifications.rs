//! Notification settings and the outbox.

use crate::store::dialect::{query, query_as, query_scalar, Dialect, Tx};
use async_trait::async_trait;
use time::OffsetDateTime;

use super::Db;
use crate::model::GameId;
use crate::store::{
    notifications::sql,
    rows::{to_millis, DigestRecord, OutboxRecord, SettingsRecord},
    DigestDue, NewMail, NotificationRepo, NotificationSettings, OutboxRow, SettingsEdit,
    StoreError, UserId,
};

/// Writes a mail to the outbox, with its address, inside the transaction of
/// the event that causes it.
pub(super) async fn insert_mail<D: Dialect>(
    conn: &mut Tx<D>,
    mail: &NewMail,
) -> Result<(), StoreError> {
    query(sql::INSERT_MAIL)
        .bind(mail.user)
        .bind(mail.kind.as_str())
        .bind(mail.game)
        .bind(&mail.dedupe)
        .bind(&mail.secret)
        .bind(to_millis(mail.at))
        .bind(&mail.to)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

#[async_trait]
impl<D: Dialect> NotificationRepo for Db<D> {
    async fn notification_settings(
        &self,
        user: UserId,
    ) -> Result<Option<NotificationSettings>, StoreError> {
        let record: Option<SettingsRecord> = query_as(sql::SETTINGS)
            .bind(user)
            .fetch_optional(&self.pool)
            .await?;
        Ok(record.map(NotificationSettings::from))
    }

    async fn save_settings(
        &self,
        user: UserId,
        edit: &SettingsEdit,
        fresh_key: &str,
        at: OffsetDateTime,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query(sql::SAVE)
            .bind(user)
            .bind(edit.on_turn)
            .bind(edit.digest)
            .bind(edit.digest_hour)
            .bind(edit.low_time)
            .bind(edit.invitations)
            .bind(edit.next_digest_at.map(to_millis))
            .bind(fresh_key)
            .bind(to_millis(at))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn request_email(
        &self,
        user: UserId,
        address: &str,
        verify_hash: &str,
        mail: NewMail,
        fresh_key: &str,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query(sql::REQUEST_EMAIL)
            .bind(user)
            .bind(address)
            .bind(verify_hash)
            .bind(fresh_key)
            .bind(to_millis(mail.at))
            .execute(&mut tx)
            .await?;
        insert_mail(&mut tx, &mail).await?;
        tx.commit().await?;
        Ok(())
    }

    async fn email_pending(&self, verify_hash: &str) -> Result<bool, StoreError> {
        let pending: i64 = query_scalar(sql::PENDING)
            .bind(verify_hash)
            .fetch_one(&self.pool)
            .await?;
        Ok(pending > 0)
    }

    async fn verify_email(&self, verify_hash: &str) -> Result<Option<UserId>, StoreError> {
        let mut tx = self.write().await?;
        let user: Option<UserId> = query_scalar(sql::VERIFY)
            .bind(verify_hash)
            .fetch_optional(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(user)
    }

    async fn unsubscribe(&self, user: UserId) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query(sql::UNSUBSCRIBE).bind(user).execute(&mut tx).await?;
        tx.commit().await?;
        Ok(())
    }

    async fn rearm_turn_mail(&self, user: UserId) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query(sql::REARM).bind(user).execute(&mut tx).await?;
        tx.commit().await?;
        Ok(())
    }

    async fn set_feed(
        &self,
        user: UserId,
        feed_token: &str,
        fresh_key: &str,
        at: OffsetDateTime,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query(sql::SET_FEED)
            .bind(user)
            .bind(feed_token)
            .bind(fresh_key)
            .bind(to_millis(at))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn feed_owner(&self, feed_token: &str) -> Result<Option<UserId>, StoreError> {
        Ok(query_scalar(sql::FEED_OWNER)
            .bind(feed_token)
            .fetch_optional(&self.pool)
            .await?)
    }

    async fn game_ply(&self, game: GameId) -> Result<Option<(i64, bool)>, StoreError> {
        Ok(query_as(sql::GAME_PLY)
            .bind(game)
            .fetch_optional(&self.pool)
            .await?)
    }

    async fn turns_of(&self, user: UserId) -> Result<(i64, i64), StoreError> {
        Ok(query_as(sql::TURNS_OF)
            .bind(user)
            .fetch_one(&self.pool)
            .await?)
    }

    async fn enqueue(&self, mail: NewMail) -> Result<bool, StoreError> {
        let mut tx = self.write().await?;
        let done = query(sql::ENQUEUE)
            .bind(mail.user)
            .bind(mail.kind.as_str())
            .bind(mail.game)
            .bind(&mail.dedupe)
            .bind(&mail.secret)
            .bind(to_millis(mail.at))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(done.rows_affected() > 0)
    }

    async fn digests_due(
        &self,
        now: OffsetDateTime,
        limit: i64,
    ) -> Result<Vec<DigestDue>, StoreError> {
        let records: Vec<DigestRecord> = query_as(sql::DIGESTS_DUE)
            .bind(to_millis(now))
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
        Ok(records.into_iter().map(DigestDue::from).collect())
    }

    async fn advance_digest(
        &self,
        user: UserId,
        due: OffsetDateTime,
        next: OffsetDateTime,
        mail: Option<NewMail>,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let done = query(sql::ADVANCE_DIGEST)
            .bind(user)
            .bind(to_millis(due))
            .bind(to_millis(next))
            .execute(&mut tx)
            .await?;
        crate::store::unchanged(done.rows_affected())?;
        if let Some(mail) = mail {
            query(sql::ENQUEUE)
                .bind(mail.user)
                .bind(mail.kind.as_str())
                .bind(mail.game)
                .bind(&mail.dedupe)
                .bind(&mail.secret)
                .bind(to_millis(mail.at))
                .execute(&mut tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    async fn enqueue_low_time(
        &self,
        from: OffsetDateTime,
        to: OffsetDateTime,
        at: OffsetDateTime,
    ) -> Result<u64, StoreError> {
        let mut tx = self.write().await?;
        let done = query(sql::LOW_TIME)
            .bind(to_millis(from))
            .bind(to_millis(to))
            .bind(to_millis(at))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(done.rows_affected())
    }

    async fn claim_mails(
        &self,
        now: OffsetDateTime,
        lease_until: OffsetDateTime,
        limit: i64,
    ) -> Result<Vec<OutboxRow>, StoreError> {
        let mut tx = self.write().await?;
        let records: Vec<OutboxRecord> = query_as(&sql::claim(D::SKIP_LOCKED))
            .bind(to_millis(now))
            .bind(to_millis(lease_until))
            .bind(limit)
            .fetch_all(&mut tx)
            .await?;
        tx.commit().await?;
        records.into_iter().map(OutboxRow::try_from).collect()
    }

    async fn mail_sent(&self, id: i64, at: OffsetDateTime) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query(sql::SENT)
            .bind(id)
            .bind(to_millis(at))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn mail_failed(
        &self,
        id: i64,
        error: &str,
        retry_at: Option<OffsetDateTime>,
        at: OffsetDateTime,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query(sql::FAILED)
            .bind(id)
            .bind(error)
            .bind(retry_at.map(to_millis))
            .bind(to_millis(at))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }
}
