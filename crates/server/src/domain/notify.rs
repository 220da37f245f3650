//! Notifications as use cases: the settings a player saves (a changed address
//! verified first), when the daily digest is due in the player's own time
//! zone, the low-time alarm, and the outbox's retry schedule. The mails are
//! written to the outbox by the store, in the transaction of the event that
//! causes them; the sender (`notifications::mail`) drains it.

use time::{Duration, OffsetDateTime};

use crate::hashing::{new_token, token_hash};
use crate::model::UserId;
use crate::store::{MailKind, NewMail, SettingsEdit, Store, StoreError};

/// Less time than this left on a move sounds the low-time alarm.
pub const LOW_TIME: Duration = Duration::hours(24);
/// A mail the SMTP server would not take for this long is given up.
pub const GIVE_UP_AFTER: Duration = Duration::days(1);
/// The longest wait between two tries of a mail.
const LONGEST_WAIT: Duration = Duration::hours(1);
/// Digests one sweep writes at most (the rest wait for the next sweep).
const DIGESTS_A_SWEEP: i64 = 500;
/// The longest address taken.
pub const EMAIL_MAX: usize = 254;
/// The longest secret a link carries (ours are 43 characters).
const SECRET_MAX: usize = 64;

/// What the notifications form asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wanted {
    /// The address typed in ("" to keep none).
    pub email: String,
    pub on_turn: bool,
    pub digest: bool,
    pub digest_hour: i64,
    pub low_time: bool,
    pub invitations: bool,
}

/// Why the form was not saved.
#[derive(Debug, thiserror::Error)]
pub enum Unsaved {
    #[error("That does not look like a mail address.")]
    BadAddress,
    #[error("The digest hour is a number from 0 to 23.")]
    BadHour,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// What saving the form did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Saved {
    /// The checkboxes were saved; the address is unchanged.
    Settings,
    /// The checkboxes were saved and a verification link mailed to the new
    /// address.
    VerificationSent,
}

/// Whether `address` looks like a mail address: one `@` with something on
/// each side, a dot in the domain, no spaces or angle brackets.
pub fn plausible_address(address: &str) -> bool {
    let Some((local, domain)) = address.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !domain.contains('@')
        && address.len() <= EMAIL_MAX
        && !address
            .chars()
            .any(|c| c.is_whitespace() || c.is_control() || matches!(c, '<' | '>' | ',' | ';'))
}

/// The first moment after `after` that is `hour`:00 in `time_zone` (an IANA
/// name; UTC when unknown). A day on which that hour does not exist (a
/// daylight-saving gap) takes the moment after the gap.
pub fn next_digest(time_zone: &str, hour: i64, after: OffsetDateTime) -> OffsetDateTime {
    let tz = jiff::tz::TimeZone::get(time_zone).unwrap_or(jiff::tz::TimeZone::UTC);
    let stamp =
        jiff::Timestamp::from_second(after.unix_timestamp()).unwrap_or(jiff::Timestamp::UNIX_EPOCH);
    let local = stamp.to_zoned_datetime(tz.clone());
    let hour = i8::try_from(hour.clamp(0, 23)).unwrap_or(0);
    let mut day = local.date();
    for _ in 0..3 {
        let at = day.at(hour, 0, 0, 0);
        if let Ok(zoned) = at.to_zoned_datetime(tz.clone()) {
            let next = zoned.timestamp().as_second();
            if next > after.unix_timestamp() {
                return OffsetDateTime::from_unix_timestamp(next)
                    .unwrap_or(after + Duration::days(1));
            }
        }
        match day.tomorrow() {
            Ok(tomorrow) => day = tomorrow,
            Err(_) => break,
        }
    }
    after + Duration::days(1)
}

/// Saves a player's notification settings at `now`, the digest's hour in
/// the player's own time zone. A new address is not used until the link
/// mailed to it now is followed; the feed and unsubscribe keys are made
/// when the player has none yet.
pub async fn save(
    store: &dyn Store,
    user: UserId,
    wanted: &Wanted,
    now: OffsetDateTime,
) -> Result<Saved, Unsaved> {
    let time_zone = store
        .profiles()
        .profile(user)
        .await?
        .map(|p| p.time_zone)
        .unwrap_or_else(|| "UTC".to_owned());
    let (secret, fresh_key) = (new_token(), new_token());
    save_with(store, user, &time_zone, wanted, &secret, &fresh_key, now).await
}

/// [`save`] with the time zone and the secrets given.
async fn save_with(
    store: &dyn Store,
    user: UserId,
    time_zone: &str,
    wanted: &Wanted,
    secret: &str,
    fresh_key: &str,
    now: OffsetDateTime,
) -> Result<Saved, Unsaved> {
    let email = wanted.email.trim();
    if !email.is_empty() && !plausible_address(email) {
        return Err(Unsaved::BadAddress);
    }
    if !(0..=23).contains(&wanted.digest_hour) {
        return Err(Unsaved::BadHour);
    }
    let notifications = store.notifications();
    let current = notifications.notification_settings(user).await?;
    let edit = SettingsEdit {
        on_turn: wanted.on_turn,
        digest: wanted.digest,
        digest_hour: wanted.digest_hour,
        low_time: wanted.low_time,
        invitations: wanted.invitations,
        next_digest_at: wanted
            .digest
            .then(|| next_digest(time_zone, wanted.digest_hour, now)),
    };
    notifications
        .save_settings(user, &edit, fresh_key, now)
        .await?;
    let known = current.as_ref().is_some_and(|c| {
        c.email.as_deref() == Some(email) || c.pending_email.as_deref() == Some(email)
    });
    if email.is_empty() || known {
        return Ok(Saved::Settings);
    }
    let mail = NewMail {
        user,
        kind: MailKind::Verify,
        to: email.to_owned(),
        game: None,
        dedupe: format!("verify:{}", token_hash(secret)),
        secret: Some(secret.to_owned()),
        at: now,
    };
    notifications
        .request_email(user, email, &token_hash(secret), mail, fresh_key)
        .await?;
    Ok(Saved::VerificationSent)
}

/// Whether a confirmation link's secret names an address waiting for it.
pub async fn address_pending(store: &dyn Store, secret: &str) -> Result<bool, StoreError> {
    if secret.len() > SECRET_MAX {
        return Ok(false);
    }
    store
        .notifications()
        .email_pending(&token_hash(secret))
        .await
}

/// Confirms the address a link's secret names (the secret is the authority):
/// whose it was, or none when the link is unknown or used already.
pub async fn confirm_address(
    store: &dyn Store,
    secret: &str,
) -> Result<Option<UserId>, StoreError> {
    if secret.len() > SECRET_MAX {
        return Ok(None);
    }
    store
        .notifications()
        .verify_email(&token_hash(secret))
        .await
}

/// New secret keys for the player's Atom feed (and unsubscribe link): the
/// old ones open nothing from now on.
pub async fn replace_feed(
    store: &dyn Store,
    user: UserId,
    now: OffsetDateTime,
) -> Result<(), StoreError> {
    store
        .notifications()
        .set_feed(user, &new_token(), &new_token(), now)
        .await
}

/// The player an unsubscribe link (`user`, `key`, as the address gives
/// them) is for, when the key is theirs.
pub async fn link_owner(
    store: &dyn Store,
    user: &str,
    key: &str,
) -> Result<Option<UserId>, StoreError> {
    if user.len() > SECRET_MAX || key.len() > SECRET_MAX {
        return Ok(None);
    }
    let Ok(user) = user.parse::<UserId>() else {
        return Ok(None);
    };
    let Some(settings) = store.notifications().notification_settings(user).await? else {
        return Ok(None);
    };
    // Compared as hashes, so that the time taken says nothing of the key.
    let theirs = token_hash(&settings.unsubscribe_key) == token_hash(key);
    Ok(theirs.then_some(user))
}

/// Unsubscribes the player a link is for from every mail: whose it was, or
/// none when the link is not valid.
pub async fn unsubscribe(
    store: &dyn Store,
    user: &str,
    key: &str,
) -> Result<Option<UserId>, StoreError> {
    let Some(owner) = link_owner(store, user, key).await? else {
        return Ok(None);
    };
    store.notifications().unsubscribe(owner).await?;
    Ok(Some(owner))
}

/// Whether a move mails the player to move next that it is their turn: when
/// they want turn mail now (`wants`: asked for it, with a verified address,
/// and not mailed since their last visit), the game goes on, and it is not
/// the mover again (the opponent passed), who is on the site.
pub fn turn_mail_due(wants: bool, next: UserId, mover: UserId, game_over: bool) -> bool {
    wants && !game_over && next != mover
}

/// What the background sweep of notifications wrote.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Swept {
    pub digests: u64,
    pub low_time: u64,
}

/// The notifications due at `now` that the last sweep, at `last`, did not
/// see: the low-time alarms of moves whose deadline came within a day since
/// then (once per move), and the digests due. Costs what is due, not what
/// exists: both are index ranges.
pub async fn sweep(
    store: &dyn Store,
    last: OffsetDateTime,
    now: OffsetDateTime,
) -> Result<Swept, StoreError> {
    let notifications = store.notifications();
    let low_time = notifications
        .enqueue_low_time(last + LOW_TIME, now + LOW_TIME, now)
        .await?;
    let mut digests = 0;
    for due in notifications.digests_due(now, DIGESTS_A_SWEEP).await? {
        let next = next_digest(&due.time_zone, due.digest_hour, now);
        let waiting = store.games().games_to_move(due.user).await?;
        let mail = (!waiting.is_empty() && !due.email.is_empty()).then(|| NewMail {
            user: due.user,
            kind: MailKind::Digest,
            to: due.email.clone(),
            game: None,
            dedupe: format!("digest:{}:{}", due.user, due.due.unix_timestamp()),
            secret: None,
            at: now,
        });
        let wrote = mail.is_some();
        match notifications
            .advance_digest(due.user, due.due, next, mail)
            .await
        {
            Ok(()) => digests += u64::from(wrote),
            // Another process sent this one.
            Err(StoreError::Conflict) => {}
            Err(e) => return Err(e),
        }
    }
    Ok(Swept { digests, low_time })
}

/// The background task of `halma serve` (with mail set up): the sweep of
/// digests and low-time alarms every `interval`, until the server stops.
pub async fn run(store: std::sync::Arc<dyn Store>, interval: std::time::Duration) {
    let mut ticks = tokio::time::interval(interval);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    // The first sweep looks at every move with less than a day left, so that
    // one whose last day began while the server was down is not missed (the
    // outbox's keys keep those already alarmed from a second mail).
    let mut last = crate::store::now() - LOW_TIME;
    loop {
        ticks.tick().await;
        let now = crate::store::now();
        match sweep(store.as_ref(), last, now).await {
            Ok(swept) => {
                last = now;
                if swept != Swept::default() {
                    tracing::info!(
                        digests = swept.digests,
                        low_time = swept.low_time,
                        "notifications written"
                    );
                }
            }
            Err(e) => tracing::error!(error = %e, "notification sweep failed"),
        }
    }
}

/// When a mail that failed its `attempts`-th try, first written at
/// `created_at`, is tried again: `base` doubled each try, at most an hour;
/// `None` once it has waited a day (given up).
pub fn retry_at(
    attempts: i64,
    created_at: OffsetDateTime,
    base: Duration,
    now: OffsetDateTime,
) -> Option<OffsetDateTime> {
    let doublings = u32::try_from((attempts - 1).clamp(0, 20)).unwrap_or(20);
    let wait = (base * 2_i32.saturating_pow(doublings)).min(LONGEST_WAIT);
    (now - created_at < GIVE_UP_AFTER).then_some(now + wait)
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    #[test]
    fn the_digest_is_due_at_the_hour_of_the_players_own_day() {
        // 07:30 UTC on a winter day is 08:30 in Paris: 08:00 Paris has passed,
        // so the next is tomorrow's 08:00 Paris = 07:00 UTC.
        let at = datetime!(2026-01-10 07:30 UTC);
        assert_eq!(
            next_digest("Europe/Paris", 8, at),
            datetime!(2026-01-11 07:00 UTC)
        );
        assert_eq!(next_digest("UTC", 8, at), datetime!(2026-01-10 08:00 UTC));
        // Tokyo is 9 hours ahead: 20:00 there is 11:00 UTC.
        assert_eq!(
            next_digest("Asia/Tokyo", 20, at),
            datetime!(2026-01-10 11:00 UTC)
        );
        // An unknown zone counts as UTC.
        assert_eq!(
            next_digest("Nowhere/Else", 8, at),
            datetime!(2026-01-10 08:00 UTC)
        );
    }

    #[test]
    fn a_daylight_saving_change_moves_the_digest_in_utc_not_in_local_time() {
        // Paris goes to summer time on 29 March 2026: 08:00 is 07:00 UTC
        // before and 06:00 UTC after.
        let before = datetime!(2026-03-28 07:00 UTC);
        assert_eq!(
            next_digest("Europe/Paris", 8, before),
            datetime!(2026-03-29 06:00 UTC)
        );
    }

    #[test]
    fn retries_wait_longer_each_time_and_stop_after_a_day() {
        let created = datetime!(2026-01-10 00:00 UTC);
        let base = Duration::minutes(1);
        assert_eq!(
            retry_at(1, created, base, created),
            Some(created + Duration::minutes(1))
        );
        assert_eq!(
            retry_at(3, created, base, created),
            Some(created + Duration::minutes(4))
        );
        assert_eq!(
            retry_at(30, created, base, created),
            Some(created + Duration::hours(1))
        );
        assert_eq!(
            retry_at(2, created, base, created + Duration::days(1)),
            None
        );
    }

    #[test]
    fn only_plausible_addresses_are_taken() {
        assert!(plausible_address("ann@example.org"));
        assert!(!plausible_address("ann"));
        assert!(!plausible_address("ann@localhost"));
        assert!(!plausible_address("ann @example.org"));
        assert!(!plausible_address("<ann@example.org>"));
    }
}
