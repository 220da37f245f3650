//! Known browsers: a browser that logged in to an account gets a long-lived
//! cookie naming the account, signed (HMAC-SHA256) with a key the database
//! keeps, so that every server process shares it. Its later log-ins to that
//! account are counted in a bucket of their own, so that strangers' failed
//! guesses (which fill the account's bucket) cannot lock the owner out.
//!
//! The cookie grants nothing by itself: the password is still checked, and
//! the browser's own failures are limited like anyone's.

use base64::Engine;
use hmac::{Hmac, Mac};
use sha2::Sha256;
use time::{Duration, OffsetDateTime};

use crate::store::{Store, StoreError, UserId};

/// The cookie's name.
pub const COOKIE: &str = "halma_device";
/// How long a browser stays known after its last log-in.
pub const LIFETIME: Duration = Duration::days(365);
/// The name the signing key is stored under.
const KEY_NAME: &str = "known-browser-key";

type Signer = Hmac<Sha256>;

/// The signing key: made once, by whichever process asks first, and kept in
/// the database.
pub async fn load_key(store: &dyn Store) -> Result<Vec<u8>, StoreError> {
    let fresh = crate::sessions::new_token();
    let key = store
        .system()
        .secret(KEY_NAME, &fresh, crate::store::now())
        .await?;
    Ok(key.into_bytes())
}

fn signature(key: &[u8], payload: &str) -> Signer {
    let mut mac = Signer::new_from_slice(key).expect("HMAC takes a key of any length");
    mac.update(payload.as_bytes());
    mac
}

/// The cookie's value for `user`, issued at `now`: `USER.SECONDS.SIGNATURE`.
pub fn issue(key: &[u8], user: UserId, now: OffsetDateTime) -> String {
    let payload = format!("{user}.{}", now.unix_timestamp());
    let tag = signature(key, &payload).finalize().into_bytes();
    let tag = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(tag);
    format!("{payload}.{tag}")
}

/// The user a cookie's value names, if it was signed with `key` and has not
/// expired at `now`.
pub fn check(key: &[u8], value: &str, now: OffsetDateTime) -> Option<UserId> {
    let (payload, tag) = value.rsplit_once('.')?;
    let tag = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(tag)
        .ok()?;
    signature(key, payload).verify_slice(&tag).ok()?;
    let (user, issued) = payload.split_once('.')?;
    let issued = OffsetDateTime::from_unix_timestamp(issued.parse().ok()?).ok()?;
    (issued + LIFETIME > now).then_some(())?;
    user.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signed_cookie_names_its_user_until_it_expires() {
        let key = b"a key".to_vec();
        let user = UserId::new();
        let now = OffsetDateTime::UNIX_EPOCH + Duration::days(1000);
        let value = issue(&key, user, now);
        assert_eq!(check(&key, &value, now), Some(user));
        assert_eq!(
            check(&key, &value, now + LIFETIME - Duration::seconds(1)),
            Some(user)
        );
        assert_eq!(check(&key, &value, now + LIFETIME), None, "expired");
        assert_eq!(check(b"another key", &value, now), None);
        let other = UserId::new();
        let forged = value.replace(&user.to_string(), &other.to_string());
        assert_eq!(check(&key, &forged, now), None);
        assert_eq!(check(&key, "nonsense", now), None);
        assert_eq!(check(&key, "a.b.c", now), None);
    }
}
