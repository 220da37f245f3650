//! API tokens: a player makes one (its secret shown once) and revokes it.
//! The page and any other caller ask these, so that a token's rules are
//! written once.

use time::OffsetDateTime;

use super::{Outcome, Refusal};
use crate::hashing::{new_token, token_hash};
use crate::model::UserId;
use crate::store::{NewToken, Store, StoreError, TokenId};

/// What every token starts with, so that a program (and a secret scanner)
/// tells it from other secrets.
pub const TOKEN_PREFIX: &str = "halma_";
/// Live tokens one player may have.
pub const MAX_TOKENS: u32 = 10;
/// The most characters of a token's name: the form's `maxlength`, the check
/// and its message all take it from here.
pub const MAX_TOKEN_NAME: usize = 40;

/// Makes a token named `name` for `user`: its secret, which is shown once and
/// kept only as a hash.
pub async fn make(
    store: &dyn Store,
    user: UserId,
    name: &str,
    now: OffsetDateTime,
) -> Outcome<String> {
    let name = name.trim();
    if name.is_empty() {
        return Err(Refusal::TokenNameMissing.into());
    }
    if name.chars().count() > MAX_TOKEN_NAME {
        return Err(Refusal::TokenNameTooLong(MAX_TOKEN_NAME).into());
    }
    let token = format!("{TOKEN_PREFIX}{}", new_token());
    let new = NewToken {
        user,
        name,
        token_hash: &token_hash(&token),
        at: now,
    };
    match store.tokens().create_token(new, MAX_TOKENS).await {
        Ok(_) => Ok(token),
        Err(StoreError::Conflict) => Err(Refusal::TooManyTokens(MAX_TOKENS).into()),
        Err(e) => Err(e.into()),
    }
}

/// Revokes one of `user`'s tokens. Revoked already (a second click) is done;
/// a token that is not theirs, or none, is refused, so that nobody takes it
/// for revoked (the store tells them apart).
pub async fn revoke(
    store: &dyn Store,
    user: UserId,
    id: TokenId,
    now: OffsetDateTime,
) -> Outcome<()> {
    match store.tokens().revoke_token(user, id, now).await {
        Ok(()) => Ok(()),
        Err(StoreError::NotFound) => Err(Refusal::NoSuchToken.into()),
        Err(e) => Err(e.into()),
    }
}
