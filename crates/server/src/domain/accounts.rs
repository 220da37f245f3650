//! A player's account: signing up, a new password, and logging out
//! everywhere. The pages, the API and the command line (an admin setting a
//! password) call these, so that each is one step however it is asked for.

use std::net::IpAddr;

use time::OffsetDateTime;

use super::{DomainError, Outcome, Refusal};
use crate::limits::{self, Limits};
use crate::model::UserId;
use crate::passwords::{self, HashError, Hashing};
use crate::store::{NewUser, Store, StoreError, User};

/// Who may create a userid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Signups {
    /// Anyone.
    Open,
    /// Whoever has an unused invite code.
    Invite,
    /// Nobody: only `halma admin create-user` makes accounts.
    Closed,
}

/// A sign-up as the form sends it.
#[derive(Debug, Clone, Copy)]
pub struct SignUp<'a> {
    pub username: &'a str,
    pub password: &'a str,
    /// The invite code, where sign-ups are by invitation.
    pub invite: &'a str,
}

/// The site's rules for signing up: who may, how often, and the bounded
/// password hashing.
#[derive(Debug, Clone, Copy)]
pub struct SignUpRules<'a> {
    pub signups: Signups,
    pub limits: &'a Limits,
    pub hashing: &'a Hashing,
}

impl From<HashError> for DomainError {
    fn from(error: HashError) -> Self {
        match error {
            HashError::Busy => DomainError::Fault(HashError::Busy.into()),
            HashError::Failed(e) => DomainError::Fault(e),
        }
    }
}

/// Makes a userid from a sign-up coming from `ip`: the new player, or why
/// not. An invitation is used up with the new userid, in one step; a
/// sign-up that makes no userid is not counted against the address.
pub async fn register(
    store: &dyn Store,
    rules: SignUpRules<'_>,
    form: SignUp<'_>,
    ip: Option<IpAddr>,
    now: OffsetDateTime,
) -> Outcome<User> {
    if rules.signups == Signups::Closed {
        return Err(Refusal::SignUpsClosed.into());
    }
    let username = form.username.trim();
    if let Some(problem) = passwords::new_username_problem(username) {
        return Err(Refusal::UseridProblem(problem).into());
    }
    if let Some(problem) = passwords::password_problem(form.password) {
        return Err(Refusal::PasswordProblem(problem).into());
    }
    let invite = match rules.signups {
        Signups::Invite if form.invite.trim().is_empty() => {
            return Err(Refusal::InviteNeeded.into())
        }
        Signups::Invite => {
            let hash = crate::invites::code_hash(form.invite);
            // A cheap early answer; using it up with the new userid decides.
            if !store.invites().invite_usable(&hash, now).await? {
                return Err(Refusal::InviteNotValid.into());
            }
            Some(hash)
        }
        _ => None,
    };
    // Counted before the password is hashed, so that sign-ups at once cannot
    // pass the limit.
    let Some(attempt) = limits::begin_sign_up(store, rules.limits, ip, now).await? else {
        return Err(Refusal::TooManySignUps.into());
    };
    let made = make_user(store, rules.hashing, username, form.password, invite, now).await;
    match made {
        Ok(user) => {
            attempt.made();
            Ok(user)
        }
        Err(e) => {
            attempt.abandoned(store).await?;
            Err(e)
        }
    }
}

/// The userid made (with its invitation used up, when there is one).
async fn make_user(
    store: &dyn Store,
    hashing: &Hashing,
    username: &str,
    password: &str,
    invite: Option<String>,
    now: OffsetDateTime,
) -> Outcome<User> {
    // A cheap early answer; the unique index decides when two race.
    if store.users().user_by_name(username).await?.is_some() {
        return Err(Refusal::UseridTaken(username.to_owned()).into());
    }
    let hash = hashing.hash(password.to_owned()).await?;
    let new = NewUser {
        username,
        password_hash: &hash,
        is_admin: false,
    };
    let made = match &invite {
        Some(code_hash) => {
            store
                .invites()
                .create_user_with_invite(new, code_hash, now)
                .await
        }
        None => store.users().create_user(new).await,
    };
    match made {
        Ok(user) => Ok(user),
        Err(StoreError::UsernameTaken) => Err(Refusal::UseridTaken(username.to_owned()).into()),
        Err(StoreError::InviteUnusable) => Err(Refusal::InviteNotValid.into()),
        Err(e) => Err(e.into()),
    }
}

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
