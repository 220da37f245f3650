//! A player's account: a new password, and logging out everywhere. The
//! pages, the API and the command line (an admin setting a password) call
//! these, so that each is one step however it is asked for.

use super::Outcome;
use crate::model::UserId;
use crate::store::Store;

/// Sets a new password (already hashed) and ends every other session of the
/// player in the same step: whoever knew the old one may be logged in
/// elsewhere. `keep` is the session that asked, which goes on (none when an
/// admin sets it). The number of sessions ended.
pub async fn set_password(
    store: &dyn Store,
    user: UserId,
    password_hash: &str,
    keep: Option<&str>,
) -> Outcome<u64> {
    Ok(store
        .users()
        .replace_password(user, password_hash, keep)
        .await?)
}

/// Ends every session of the player, on every browser: the number ended.
pub async fn log_out_everywhere(store: &dyn Store, user: UserId) -> Outcome<u64> {
    Ok(store.sessions().delete_sessions_of(user, None).await?)
}
