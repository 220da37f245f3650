//! The limits on attempts that cost a password hash: log-ins, per account and
//! per IP address, so that passwords cannot be guessed at speed, and new
//! userids per IP address, so that accounts cannot be made by the thousand;
//! and on password-reset mails, per address and per IP address, so that
//! nobody's mailbox is flooded.
//! Counted in the database (`store.limits()`), so that every server process
//! on it keeps one count and a restart forgets nothing, and counted *before*
//! the password is hashed, so that guesses sent at once cannot slip past the
//! limit while the first ones are being checked. An attempt counts as a
//! failure unless the log-in succeeds; a success forgives its account's
//! failures. A browser that logged in to the account before (see
//! `known_device`) is counted apart, so that strangers cannot lock the owner
//! out.

use std::{net::IpAddr, sync::Arc};

use time::{Duration, OffsetDateTime};

use crate::store::{Attempt, AttemptId, Bucket, Store, StoreError, UserId};

/// How often a visitor may try: the site's settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// New userids from one network in an hour (0: no limit).
    pub registrations_per_ip_per_hour: u32,
    /// Failed log-ins on one account in the window.
    pub login_failures_per_account: u32,
    /// Failed log-ins from one address in the window.
    pub login_failures_per_ip: u32,
}

/// The window log-in failures are counted in.
pub const LOGIN_WINDOW: Duration = Duration::minutes(15);

/// The window new userids are counted in.
pub const SIGN_UP_WINDOW: Duration = Duration::hours(1);

/// The window requests for a password-reset mail are counted in.
pub const RESET_WINDOW: Duration = Duration::hours(1);

/// Reset mails one address may be asked for within [`RESET_WINDOW`].
pub const RESETS_PER_ADDRESS: u32 = 3;

/// Reset mails one network may ask for within [`RESET_WINDOW`].
pub const RESETS_PER_IP: u32 = 10;

/// The longest window of any limit: older attempts are pruned.
pub const LONGEST_WINDOW: Duration = SIGN_UP_WINDOW;

/// Each failure already in the window makes the answer to the next one this
/// much slower, up to [`MAX_SLOWDOWN`]: guessing slows down before the limit
/// blocks it, and the rightful owner, who gets in, is never slowed.
const SLOWDOWN_STEP: std::time::Duration = std::time::Duration::from_millis(250);
const MAX_SLOWDOWN: std::time::Duration = std::time::Duration::from_secs(2);

/// The part of an address a limit counts: an IPv4 address, or the /64
/// network of an IPv6 one (what one household or server is given).
pub fn network(ip: IpAddr) -> String {
    match ip {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => {
                let s = v6.segments();
                format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
            }
        },
    }
}

/// The bucket of an account's log-ins. A name longer than any userid names
/// no account; it is cut so that a flood of long names stores little.
fn account_bucket(account: &str) -> String {
    let account: String = account.chars().take(40).collect();
    format!("login:account:{account}")
}

fn ip_bucket(ip: IpAddr) -> String {
    format!("login:ip:{}", network(ip))
}

/// A log-in attempt, counted as a failure until it is known to be more.
#[derive(Debug)]
#[must_use = "an attempt stays counted as a failure unless it is resolved"]
pub struct LogInAttempt {
    id: AttemptId,
    /// The bucket a success clears.
    clears: String,
    /// The most attempts any of its buckets held before it.
    earlier: u32,
}

/// Who is trying to log in.
#[derive(Debug, Clone, Copy)]
pub enum Caller {
    /// A browser that logged in to this account before (its known-browser
    /// cookie names the user): counted on its own, so that strangers'
    /// failures on the account do not hold it back.
    KnownBrowser(UserId),
    /// Anyone else: counted against the account and the IP address.
    Stranger,
}

/// Counts a log-in attempt on `account` (its lower-cased name) from `ip`
/// before its password is checked. `None`: a limit is reached, and the
/// password must not be checked.
pub async fn begin_log_in(
    store: &dyn Store,
    limits: &Limits,
    account: &str,
    caller: Caller,
    ip: Option<IpAddr>,
    now: OffsetDateTime,
) -> Result<Option<LogInAttempt>, StoreError> {
    let since = now - LOGIN_WINDOW;
    let own_key = match caller {
        Caller::KnownBrowser(user) => format!("login:browser:{user}"),
        Caller::Stranger => account_bucket(account),
    };
    let ip_key = ip
        .filter(|_| matches!(caller, Caller::Stranger))
        .map(ip_bucket);
    let mut buckets = vec![Bucket {
        key: &own_key,
        limit: limits.login_failures_per_account,
        since,
    }];
    if let Some(ip_key) = &ip_key {
        buckets.push(Bucket {
            key: ip_key,
            limit: limits.login_failures_per_ip,
            since,
        });
    }
    Ok(match store.limits().attempt(&buckets, now).await? {
        Attempt::Counted { id, earlier } => Some(LogInAttempt {
            id,
            clears: own_key.clone(),
            earlier: earlier.into_iter().max().unwrap_or(0),
        }),
        Attempt::Refused { bucket } => {
            tracing::warn!(%bucket, "log-in refused: too many failures");
            None
        }
    })
}

impl LogInAttempt {
    /// The password was right: the attempt was no failure, and the failures
    /// counted with it are forgiven (the account's, or a known browser's
    /// own; a known browser's success leaves strangers' failures standing).
    pub async fn succeeded(self, store: &dyn Store) -> Result<(), StoreError> {
        store.limits().clear_bucket(&self.clears).await?;
        store.limits().forget_attempt(self.id).await
    }

    /// The password was not checked at all (the server was too busy): the
    /// attempt does not count.
    pub async fn unchecked(self, store: &dyn Store) -> Result<(), StoreError> {
        store.limits().forget_attempt(self.id).await
    }

    /// The password was wrong: the attempt stays counted. Returns how long to
    /// wait before answering: longer as failures pile up.
    pub fn failed(self) -> std::time::Duration {
        (SLOWDOWN_STEP * self.earlier).min(MAX_SLOWDOWN)
    }
}

/// A sign-up, counted against its address until it turns out to make no
/// userid.
#[derive(Debug)]
#[must_use = "a sign-up stays counted unless it is abandoned"]
pub struct SignUpAttempt(Option<AttemptId>);

/// Counts a sign-up from `ip` before its password is hashed. `None`: the
/// address made as many userids as it may within the hour. Without an
/// address, or with no limit set, nothing is counted.
pub async fn begin_sign_up(
    store: &dyn Store,
    limits: &Limits,
    ip: Option<IpAddr>,
    now: OffsetDateTime,
) -> Result<Option<SignUpAttempt>, StoreError> {
    let limit = limits.registrations_per_ip_per_hour;
    let Some(ip) = ip.filter(|_| limit > 0) else {
        return Ok(Some(SignUpAttempt(None)));
    };
    let key = format!("signup:ip:{}", network(ip));
    let bucket = Bucket {
        key: &key,
        limit,
        since: now - SIGN_UP_WINDOW,
    };
    Ok(match store.limits().attempt(&[bucket], now).await? {
        Attempt::Counted { id, .. } => Some(SignUpAttempt(Some(id))),
        Attempt::Refused { bucket } => {
            tracing::warn!(%bucket, "sign-up refused: too many new userids");
            None
        }
    })
}

impl SignUpAttempt {
    /// No userid was made (a name taken, a busy server): it does not count.
    pub async fn abandoned(self, store: &dyn Store) -> Result<(), StoreError> {
        match self.0 {
            Some(id) => store.limits().forget_attempt(id).await,
            None => Ok(()),
        }
    }

    /// A userid was made: it stays counted.
    pub fn made(self) {}
}

/// Counts a request for a password-reset mail to `address` from `ip`,
/// whether or not the address belongs to anyone (so that the limit says
/// nothing about it either). `false`: a limit is reached, and nothing may be
/// mailed. A request always stays counted.
pub async fn begin_reset(
    store: &dyn Store,
    address: &str,
    ip: Option<IpAddr>,
    now: OffsetDateTime,
) -> Result<bool, StoreError> {
    let since = now - RESET_WINDOW;
    // Cut, so that a flood of long addresses stores little.
    let address: String = address.trim().to_lowercase().chars().take(254).collect();
    let address_key = format!("reset:address:{address}");
    let ip_key = ip.map(|ip| format!("reset:ip:{}", network(ip)));
    let mut buckets = vec![Bucket {
        key: &address_key,
        limit: RESETS_PER_ADDRESS,
        since,
    }];
    if let Some(ip_key) = &ip_key {
        buckets.push(Bucket {
            key: ip_key,
            limit: RESETS_PER_IP,
            since,
        });
    }
    Ok(match store.limits().attempt(&buckets, now).await? {
        Attempt::Counted { .. } => true,
        Attempt::Refused { bucket } => {
            tracing::warn!(%bucket, "password-reset mail refused: too many requests");
            false
        }
    })
}

/// Counts a reset mail to the account `user`, whatever address variant
/// found it (the database may fold letters that the address's limit keeps
/// apart). `false`: the account had as many reset mails as an address may
/// have within the hour, and this one is not sent.
pub async fn count_reset_mail(
    store: &dyn Store,
    user: UserId,
    now: OffsetDateTime,
) -> Result<bool, StoreError> {
    let key = format!("reset:user:{user}");
    let bucket = Bucket {
        key: &key,
        limit: RESETS_PER_ADDRESS,
        since: now - RESET_WINDOW,
    };
    Ok(match store.limits().attempt(&[bucket], now).await? {
        Attempt::Counted { .. } => true,
        Attempt::Refused { bucket } => {
            tracing::warn!(%bucket, "password-reset mail refused: too many for the account");
            false
        }
    })
}

/// The hourly job that removes attempts older than every window.
pub async fn prune(store: Arc<dyn Store>) {
    let mut ticks = tokio::time::interval(std::time::Duration::from_secs(3600));
    loop {
        ticks.tick().await;
        let before = crate::store::now() - LONGEST_WINDOW;
        if let Err(e) = store.limits().prune_attempts(before).await {
            tracing::error!(error = %e, "cannot prune old attempts");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_count_by_host_or_network() {
        let v4: IpAddr = [192, 0, 2, 7].into();
        assert_eq!(network(v4), "192.0.2.7");
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().expect("address");
        assert_eq!(network(mapped), "192.0.2.7");
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().expect("address");
        let b: IpAddr = "2001:db8:1:2:bbbb::2".parse().expect("address");
        let c: IpAddr = "2001:db8:1:3::1".parse().expect("address");
        assert_eq!(network(a), "2001:db8:1:2::/64");
        assert_eq!(network(a), network(b));
        assert_ne!(network(a), network(c));
    }

    #[test]
    fn long_names_are_cut() {
        assert_eq!(account_bucket("bob"), "login:account:bob");
        assert_eq!(
            account_bucket(&"x".repeat(500)).len(),
            "login:account:".len() + 40
        );
    }
}
