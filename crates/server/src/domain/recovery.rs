//! "Forgot password?": a player who has a verified mail address asks for a
//! link that sets a new password. The link is random, kept only as its
//! SHA-256, lives an hour and works once (`/reset/{secret}`, the page the
//! admins' links open too, which ends every session of the account). The
//! answer is the same whether or not the address belongs to anyone; the
//! limits per address and per network are counted by the caller before this
//! is asked.

use time::{Duration, OffsetDateTime};

use super::Outcome;
use crate::store::{MailKind, NewMail, Store};

/// How long a mailed link may be used.
pub const LINK_LIFETIME: Duration = Duration::hours(1);

/// The most accounts one address gets links for in one request.
const ACCOUNTS_PER_ADDRESS: i64 = 5;

/// The longest address taken: the notifications page's.
pub const MAX_ADDRESS: usize = super::notify::EMAIL_MAX;

/// Mails a reset link to every open account whose verified address is
/// `address`; how many links were made (for the log only: the visitor is told
/// the same whatever it is). A suspended or closed account gets none.
pub async fn request_reset(
    store: &dyn Store,
    address: &str,
    now: OffsetDateTime,
) -> Outcome<usize> {
    let address = address.trim();
    if address.is_empty() || address.len() > MAX_ADDRESS || !address.contains('@') {
        return Ok(0);
    }
    let accounts = store
        .recovery()
        .recoverable(address, ACCOUNTS_PER_ADDRESS)
        .await?;
    let mut mailed = 0;
    for account in &accounts {
        if !crate::limits::count_reset_mail(store, account.user, now).await? {
            continue;
        }
        mailed += 1;
        let secret = crate::hashing::new_secret();
        let hash = crate::hashing::token_hash(&secret);
        let mail = NewMail {
            user: account.user,
            kind: MailKind::Reset,
            to: account.email.clone(),
            game: None,
            // Each request its own mail.
            dedupe: format!("reset:{hash}"),
            secret: Some(secret),
            at: now,
        };
        store
            .recovery()
            .request_reset(account.user, &hash, now + LINK_LIFETIME, mail)
            .await?;
    }
    Ok(mailed)
}
