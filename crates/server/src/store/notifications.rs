//! Notifications: each player's mail settings (the verified address, what to
//! be told of, the secrets of the feed and the unsubscribe links) and the
//! outbox, the mails to send. The event that causes a mail writes its outbox
//! row in its own transaction (a Submit writes the turn notice with the move:
//! see `commit_moves`); senders claim due rows with a lease in the database,
//! so that several server processes never send one row twice.

use async_trait::async_trait;
use time::OffsetDateTime;

use super::StoreError;
use crate::model::{GameId, UserId};

/// What a mail is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MailKind {
    /// The link that verifies a new address.
    Verify,
    /// It became the player's turn.
    Turn,
    /// The daily list of games where it is the player's turn.
    Digest,
    /// Less than a day is left on a move.
    LowTime,
    /// An invitation to a game.
    Invitation,
    /// A private message.
    Message,
    /// A password-reset link the player asked for ("Forgot password?").
    Reset,
}

impl MailKind {
    /// The column value.
    pub fn as_str(self) -> &'static str {
        match self {
            MailKind::Verify => "verify",
            MailKind::Turn => "turn",
            MailKind::Digest => "digest",
            MailKind::LowTime => "low_time",
            MailKind::Invitation => "invitation",
            MailKind::Message => "message",
            MailKind::Reset => "reset",
        }
    }

    pub fn parse(text: &str) -> Result<Self, StoreError> {
        Ok(match text {
            "verify" => MailKind::Verify,
            "turn" => MailKind::Turn,
            "digest" => MailKind::Digest,
            "low_time" => MailKind::LowTime,
            "invitation" => MailKind::Invitation,
            "message" => MailKind::Message,
            "reset" => MailKind::Reset,
            other => return Err(StoreError::Corrupt(format!("mail kind {other:?}"))),
        })
    }
}

/// A player's notification settings as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotificationSettings {
    pub user: UserId,
    /// The verified address mail goes to.
    pub email: Option<String>,
    /// An address waiting for its verification link to be followed.
    pub pending_email: Option<String>,
    pub on_turn: bool,
    pub digest: bool,
    /// The hour of the player's day the digest goes out, 0–23.
    pub digest_hour: i64,
    pub low_time: bool,
    pub invitations: bool,
    /// When the next digest is due, while the digest is on.
    pub next_digest_at: Option<OffsetDateTime>,
    /// The secret of this player's unsubscribe links.
    pub unsubscribe_key: String,
    /// The secret of the private feed's address, once one was made.
    pub feed_token: Option<String>,
}

/// What the notifications page saves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettingsEdit {
    pub on_turn: bool,
    pub digest: bool,
    pub digest_hour: i64,
    pub low_time: bool,
    pub invitations: bool,
    /// When the next digest is due (`None` while the digest is off).
    pub next_digest_at: Option<OffsetDateTime>,
}

/// A mail to put in the outbox.
#[derive(Debug, Clone)]
pub struct NewMail {
    pub user: UserId,
    pub kind: MailKind,
    pub to: String,
    pub game: Option<GameId>,
    /// What the mail is about: a second row with the same key is not written.
    pub dedupe: String,
    /// The secret a verification or reset link carries (kept until the mail
    /// is sent or given up, then cleared).
    pub secret: Option<String>,
    pub at: OffsetDateTime,
}

/// A mail a sender claimed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxRow {
    pub id: i64,
    pub user: UserId,
    pub kind: MailKind,
    pub to: String,
    pub game: Option<GameId>,
    pub secret: Option<String>,
    pub created_at: OffsetDateTime,
    /// Tries so far, this one included.
    pub attempts: i64,
    /// The recipient account's language code (`users.language`), if it
    /// chose one: the mail is written in it.
    pub language: Option<String>,
}

/// A digest that is due.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DigestDue {
    pub user: UserId,
    pub email: String,
    pub due: OffsetDateTime,
    pub digest_hour: i64,
    pub time_zone: String,
}

/// The notifications' storage.
#[async_trait]
pub trait NotificationRepo: Send + Sync {
    /// A player's settings; `None` before they first saved any.
    async fn notification_settings(
        &self,
        user: UserId,
    ) -> Result<Option<NotificationSettings>, StoreError>;

    /// Saves the checkboxes (creating the row with `fresh_key` as its
    /// unsubscribe secret if there is none).
    async fn save_settings(
        &self,
        user: UserId,
        edit: &SettingsEdit,
        fresh_key: &str,
        at: OffsetDateTime,
    ) -> Result<(), StoreError>;

    /// Notes a new address to verify and writes its verification mail, in one
    /// transaction. Nothing else is sent to it until it is verified.
    async fn request_email(
        &self,
        user: UserId,
        address: &str,
        verify_hash: &str,
        mail: NewMail,
        fresh_key: &str,
    ) -> Result<(), StoreError>;

    /// Whether a pending address waits for the link that hashes to
    /// `verify_hash` (the confirmation page asks before it confirms).
    async fn email_pending(&self, verify_hash: &str) -> Result<bool, StoreError>;

    /// Makes the pending address whose link hashes to `verify_hash` the
    /// player's address; the player, or `None` for an unknown or used link.
    async fn verify_email(&self, verify_hash: &str) -> Result<Option<UserId>, StoreError>;

    /// Turns every mail of the player off (the one-click unsubscribe).
    async fn unsubscribe(&self, user: UserId) -> Result<(), StoreError>;

    /// The player came back: the next turn notice may be mailed.
    async fn rearm_turn_mail(&self, user: UserId) -> Result<(), StoreError>;

    /// Replaces the player's feed token.
    async fn set_feed(
        &self,
        user: UserId,
        feed_token: &str,
        fresh_key: &str,
        at: OffsetDateTime,
    ) -> Result<(), StoreError>;

    /// Whose feed the token with this hash opens.
    async fn feed_owner(&self, feed_token: &str) -> Result<Option<UserId>, StoreError>;

    /// A game's ply and whether it is still being played (`None`: no such
    /// game): what a live page polls, by key.
    async fn game_ply(&self, game: GameId) -> Result<Option<(i64, bool)>, StoreError>;

    /// How many games wait for `user`'s move and when the latest of those
    /// turns began (index `games_to_move`): what the live status page polls.
    async fn turns_of(&self, user: UserId) -> Result<(i64, i64), StoreError>;

    /// Writes a mail to the verified address of its player, if they have
    /// one; `false` when no row was written (no address, or the same event
    /// mailed already).
    async fn enqueue(&self, mail: NewMail) -> Result<bool, StoreError>;

    /// Digests due at `now` (index `notification_digest_due`), at most `limit`.
    async fn digests_due(
        &self,
        now: OffsetDateTime,
        limit: i64,
    ) -> Result<Vec<DigestDue>, StoreError>;

    /// Moves a due digest on to `next`, writing its mail if any, in one
    /// transaction; `StoreError::Conflict` when another process did it first.
    async fn advance_digest(
        &self,
        user: UserId,
        due: OffsetDateTime,
        next: OffsetDateTime,
        mail: Option<NewMail>,
    ) -> Result<(), StoreError>;

    /// Writes the low-time alarm of every active game whose deadline falls in
    /// `(from, to]` and whose player to move asked for it, once per move;
    /// returns how many were written.
    async fn enqueue_low_time(
        &self,
        from: OffsetDateTime,
        to: OffsetDateTime,
        at: OffsetDateTime,
    ) -> Result<u64, StoreError>;

    /// Claims at most `limit` mails due at `now` until `lease_until` (no other
    /// sender takes them before then), oldest first.
    async fn claim_mails(
        &self,
        now: OffsetDateTime,
        lease_until: OffsetDateTime,
        limit: i64,
    ) -> Result<Vec<OutboxRow>, StoreError>;

    /// The mail went out.
    async fn mail_sent(&self, id: i64, at: OffsetDateTime) -> Result<(), StoreError>;

    /// The mail did not go out: try again at `retry_at`, or (`None`) give up.
    async fn mail_failed(
        &self,
        id: i64,
        error: &str,
        retry_at: Option<OffsetDateTime>,
        at: OffsetDateTime,
    ) -> Result<(), StoreError>;
}

/// The statements both databases share.
pub mod sql {
    pub const SETTINGS: &str = "SELECT user_id, email, pending_email, on_turn, digest, \
        digest_hour, low_time, invitations, next_digest_at, unsubscribe_key, \
        feed_token FROM notification_settings WHERE user_id = $1";

    pub const SAVE: &str = "INSERT INTO notification_settings (user_id, on_turn, digest, \
        digest_hour, low_time, invitations, next_digest_at, unsubscribe_key, updated_at) \
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (user_id) DO UPDATE SET \
        on_turn = excluded.on_turn, digest = excluded.digest, \
        digest_hour = excluded.digest_hour, low_time = excluded.low_time, \
        invitations = excluded.invitations, next_digest_at = excluded.next_digest_at, \
        updated_at = excluded.updated_at";

    pub const REQUEST_EMAIL: &str = "INSERT INTO notification_settings (user_id, \
        pending_email, verify_hash, unsubscribe_key, updated_at) VALUES ($1, $2, $3, $4, $5) \
        ON CONFLICT (user_id) DO UPDATE SET pending_email = excluded.pending_email, \
        verify_hash = excluded.verify_hash, updated_at = excluded.updated_at";

    pub const PENDING: &str = "SELECT COUNT(*) FROM notification_settings \
        WHERE verify_hash = $1 AND pending_email IS NOT NULL";
    pub const VERIFY: &str = "UPDATE notification_settings SET email = pending_email, \
        pending_email = NULL, verify_hash = NULL, turn_armed = TRUE \
        WHERE verify_hash = $1 AND pending_email IS NOT NULL RETURNING user_id";

    pub const UNSUBSCRIBE: &str = "UPDATE notification_settings SET on_turn = FALSE, \
        digest = FALSE, low_time = FALSE, invitations = FALSE, next_digest_at = NULL \
        WHERE user_id = $1";

    pub const REARM: &str =
        "UPDATE notification_settings SET turn_armed = TRUE WHERE user_id = $1 AND turn_armed = FALSE";

    pub const SET_FEED: &str = "INSERT INTO notification_settings (user_id, feed_token, \
        unsubscribe_key, updated_at) VALUES ($1, $2, $3, $4) \
        ON CONFLICT (user_id) DO UPDATE SET feed_token = excluded.feed_token";

    pub const FEED_OWNER: &str = "SELECT user_id FROM notification_settings WHERE feed_token = $1";

    pub const GAME_PLY: &str = "SELECT ply, status = 'active' FROM games WHERE id = $1";

    pub const TURNS_OF: &str = "SELECT count(*), COALESCE(max(turn_started_at), 0) \
        FROM games WHERE to_move_id = $1";

    /// `$1` user, `$2` kind, `$3` game, `$4` dedupe, `$5` secret, `$6` when,
    /// `$7` the address: written as given.
    pub const INSERT_MAIL: &str = "INSERT INTO outbox (user_id, kind, to_address, game_id, \
        dedupe, secret, created_at, next_attempt_at) VALUES ($1, $2, $7, $3, $4, $5, $6, $6) \
        ON CONFLICT (dedupe) DO NOTHING";

    /// As [`INSERT_MAIL`], to the player's verified address, if any.
    pub const ENQUEUE: &str = "INSERT INTO outbox (user_id, kind, to_address, game_id, \
        dedupe, secret, created_at, next_attempt_at) \
        SELECT $1, $2, email, $3, $4, $5, $6, $6 FROM notification_settings \
        WHERE user_id = $1 AND email IS NOT NULL ON CONFLICT (dedupe) DO NOTHING";

    /// `$1` the invited player, `$2` the dedupe key, `$3` when: an
    /// invitation's notice, written with the offer if the player asked.
    pub const INVITATION_NOTICE: &str = "INSERT INTO outbox (user_id, kind, to_address, \
        dedupe, created_at, next_attempt_at) SELECT user_id, 'invitation', email, $2, $3, $3 \
        FROM notification_settings WHERE user_id = $1 AND invitations = TRUE \
        AND email IS NOT NULL ON CONFLICT (dedupe) DO NOTHING";

    /// `$1` the thread, `$2` the sender, `$3` the dedupe key, `$4` when: a
    /// message's notice to the other party, written with the message if they
    /// asked.
    pub const MESSAGE_NOTICE: &str = "INSERT INTO outbox (user_id, kind, to_address, \
        dedupe, created_at, next_attempt_at) SELECT n.user_id, 'message', n.email, $3, $4, $4 \
        FROM thread_parties p JOIN notification_settings n ON n.user_id = p.user_id \
        WHERE p.thread_id = $1 AND p.user_id <> $2 AND n.invitations = TRUE \
        AND n.email IS NOT NULL ON CONFLICT (dedupe) DO NOTHING";

    pub const DIGESTS_DUE: &str = "SELECT n.user_id, n.email, n.next_digest_at, n.digest_hour, \
        u.time_zone FROM notification_settings n JOIN users u ON u.id = n.user_id \
        WHERE n.next_digest_at IS NOT NULL AND n.next_digest_at <= $1 \
        ORDER BY n.next_digest_at LIMIT $2";

    pub const ADVANCE_DIGEST: &str = "UPDATE notification_settings SET next_digest_at = $3 \
        WHERE user_id = $1 AND next_digest_at = $2";

    pub const LOW_TIME: &str = "INSERT INTO outbox (user_id, kind, to_address, game_id, \
        dedupe, created_at, next_attempt_at) \
        SELECT n.user_id, 'low_time', n.email, g.id, 'low_time:' || g.id || ':' || g.ply, $3, $3 \
        FROM games g JOIN notification_settings n ON n.user_id = g.to_move_id \
        WHERE g.status = 'active' AND g.turn_deadline > $1 AND g.turn_deadline <= $2 \
        AND n.low_time = TRUE AND n.email IS NOT NULL ON CONFLICT (dedupe) DO NOTHING";

    /// A link's secret is not kept once its mail is gone.
    pub const SENT: &str = "UPDATE outbox SET sent_at = $2, claimed_until = NULL, \
        last_error = NULL, secret = NULL WHERE id = $1";

    pub const FAILED: &str = "UPDATE outbox SET claimed_until = NULL, last_error = $2, \
        next_attempt_at = COALESCE($3, next_attempt_at), \
        failed_at = CASE WHEN $3 IS NULL THEN $4 ELSE NULL END, \
        secret = CASE WHEN $3 IS NULL THEN NULL ELSE secret END WHERE id = $1";

    /// `$1` now, `$2` the lease, `$3` how many; `{lock}` is what the
    /// database adds to take rows no other sender holds.
    pub fn claim(lock: &str) -> String {
        format!(
            "UPDATE outbox SET claimed_until = $2, attempts = attempts + 1 WHERE id IN ( \
             SELECT id FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL \
             AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1) \
             ORDER BY next_attempt_at, id LIMIT $3 {lock}) \
             RETURNING id, user_id, kind, to_address, game_id, secret, created_at, attempts, \
             (SELECT language FROM users WHERE users.id = outbox.user_id) AS language"
        )
    }
}

/// The turn notice of a move recorded in `conn`'s transaction on SQLite: the
/// statements of the one-batch Submit, for the other moves.
pub(crate) async fn sqlite_turn_notice(
    conn: &mut sqlx::SqliteConnection,
    to_move: UserId,
    game: GameId,
    ply: i64,
    at: OffsetDateTime,
) -> Result<(), StoreError> {
    let disarmed = sqlx::query(
        "UPDATE notification_settings SET turn_armed = FALSE WHERE user_id = $1 \
         AND turn_armed = TRUE AND email IS NOT NULL",
    )
    .bind(to_move)
    .execute(&mut *conn)
    .await?;
    if disarmed.rows_affected() == 1 {
        sqlx::query(
            "INSERT INTO outbox (user_id, kind, to_address, game_id, dedupe, created_at, \
             next_attempt_at) SELECT user_id, 'turn', email, $2, 'turn:' || $2 || ':' || $3, \
             $4, $4 FROM notification_settings WHERE user_id = $1 ON CONFLICT (dedupe) DO NOTHING",
        )
        .bind(to_move)
        .bind(game)
        .bind(ply)
        .bind(super::rows::to_millis(at))
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}
