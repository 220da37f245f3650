//! Invitations to create a userid, when sign-ups are by invitation
//! (`--signups invite`): an admin makes a code with `halma admin invite`; the
//! database keeps only the code's SHA-256; a code makes one userid, before it
//! expires.

use base64::Engine;
use rand::RngCore;
use time::{Duration, OffsetDateTime};

use crate::store::{NewInvite, Store, StoreError};

/// How long an invitation lasts unless told otherwise.
pub const VALID_DAYS: i64 = 14;

/// A fresh code: 16 random bytes, URL-safe base64 (22 characters).
fn new_code() -> String {
    let mut bytes = [0u8; 16];
    rand::thread_rng().fill_bytes(&mut bytes);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// What the database keeps of a code (as typed or pasted: spaces around it
/// do not count).
pub fn code_hash(code: &str) -> String {
    crate::hashing::token_hash(code.trim())
}

/// Makes an invitation at `now`, valid for `valid_for`; returns its code.
pub async fn create(
    store: &dyn Store,
    now: OffsetDateTime,
    valid_for: Duration,
) -> Result<String, StoreError> {
    let code = new_code();
    store
        .invites()
        .create_invite(NewInvite {
            code_hash: &code_hash(&code),
            at: now,
            expires_at: now + valid_for,
        })
        .await?;
    Ok(code)
}

/// The page that signs up with `code`: `/register?invite=CODE`.
pub fn register_path(code: &str) -> String {
    let code: String = url::form_urlencoded::byte_serialize(code.as_bytes()).collect();
    format!("/register?invite={code}")
}
