//! The admins' side of the club: news, players' reports (of a profile, a
//! message or a chat line) and their closing, and the actions on accounts
//! (suspend, unsuspend, log out, a one-time password-reset link, promote,
//! demote), each written to the audit log with the admin's reason.

use time::{Duration, OffsetDateTime};

use super::refusal::{Outcome, Refusal};
use crate::model::{MessageId, NewsId, ReportId, UserId};
use crate::store::{AuditEntry, NewReport, Reported, Store, StoreError, User};

/// How long a password-reset link stays usable.
pub const RESET_LIFETIME: Duration = Duration::hours(24);

/// Posts a news item.
pub async fn post_news(
    store: &dyn Store,
    admin: &User,
    title: &str,
    body: &str,
    now: OffsetDateTime,
) -> Outcome<NewsId> {
    Ok(store.news().post_news(admin.id, title, body, now).await?)
}

/// Deletes a news item (not found when it is gone already).
pub async fn delete_news(store: &dyn Store, id: NewsId) -> Outcome<()> {
    Ok(store.news().delete_news(id).await?)
}

/// What a player reports, as the Report buttons name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReportTarget {
    Profile(UserId),
    Message(MessageId),
    Chat(MessageId),
}

/// The reported item as its reporter sees it: whose it is, and the words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportedItem {
    pub what: Reported,
    /// The player reported.
    pub subject: UserId,
    pub subject_name: String,
    /// The message or chat line (none for a profile).
    pub words: Option<String>,
}

/// The item a player may report: a profile of somebody else, a message of a
/// thread of theirs (not their own), a chat line of a game they play (not
/// their own). Anything they cannot read is "not found".
pub async fn reportable(
    store: &dyn Store,
    reporter: &User,
    target: ReportTarget,
) -> Outcome<ReportedItem> {
    let item = match target {
        ReportTarget::Profile(id) => {
            let user = store
                .users()
                .user_by_id(id)
                .await?
                .ok_or(Refusal::NotFound)?;
            ReportedItem {
                what: Reported::Profile(id),
                subject: user.id,
                subject_name: user.username,
                words: None,
            }
        }
        ReportTarget::Message(id) => {
            let (thread, message) = store
                .messages()
                .message(id)
                .await?
                .ok_or(Refusal::NotFound)?;
            if store
                .messages()
                .thread(thread, reporter.id)
                .await?
                .is_none()
            {
                return Err(Refusal::NotFound.into());
            }
            ReportedItem {
                what: Reported::Message(id),
                subject: message.sender_id,
                subject_name: message.sender_name,
                words: Some(message.body),
            }
        }
        ReportTarget::Chat(id) => {
            let (game, line) = store
                .messages()
                .chat_line(id)
                .await?
                .ok_or(Refusal::NotFound)?;
            let row = store.games().game(game).await?.ok_or(Refusal::NotFound)?;
            if row.colour_of(reporter.id).is_none() {
                return Err(Refusal::NotFound.into());
            }
            ReportedItem {
                what: Reported::Chat(id),
                subject: line.sender_id,
                subject_name: line.sender_name,
                words: Some(line.body),
            }
        }
    };
    if item.subject == reporter.id {
        return Err(Refusal::ReportSelf.into());
    }
    Ok(item)
}

/// Files a report with the reporter's reason: refused for oneself, and when
/// the reporter has an open report of the item already (nothing is added).
pub async fn report(
    store: &dyn Store,
    reporter: &User,
    target: ReportTarget,
    reason: &str,
    now: OffsetDateTime,
) -> Outcome<ReportId> {
    let item = reportable(store, reporter, target).await?;
    if reason.trim().is_empty() {
        return Err(Refusal::AuditReasonMissing.into());
    }
    store
        .reports()
        .file_report(NewReport {
            reporter: reporter.id,
            subject: item.subject,
            what: item.what,
            reason,
            at: now,
        })
        .await
        .map_err(|e| match e {
            StoreError::Conflict => Refusal::AlreadyReported.into(),
            e => e.into(),
        })
}

/// Closes an open report, audit-logged with the admin's words.
pub async fn close_report(
    store: &dyn Store,
    admin: &User,
    id: ReportId,
    reason: &str,
    now: OffsetDateTime,
) -> Outcome<()> {
    let report = store.reports().report(id).await?.ok_or(Refusal::NotFound)?;
    let action = format!(
        "closed a report by {} on {} ({})",
        report.reporter, report.subject.name, report.kind
    );
    store
        .reports()
        .close_report(
            id,
            AuditEntry {
                admin: admin.id,
                action: &action,
                reason,
                at: now,
            },
        )
        .await
        .map_err(|e| match e {
            StoreError::Conflict => Refusal::ReportClosed.into(),
            e => e.into(),
        })
}

/// An admin's action on an account.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UserAction {
    Suspend,
    Unsuspend,
    LogOut,
    ResetLink,
    Promote,
    Demote,
}

impl UserAction {
    /// The action a form's `action` field names.
    pub fn parse(text: &str) -> Option<UserAction> {
        Some(match text {
            "suspend" => UserAction::Suspend,
            "unsuspend" => UserAction::Unsuspend,
            "logout" => UserAction::LogOut,
            "reset" => UserAction::ResetLink,
            "promote" => UserAction::Promote,
            "demote" => UserAction::Demote,
            _ => return None,
        })
    }

    /// What the audit log says was done to `name`.
    pub fn words(&self, name: &str) -> String {
        match self {
            UserAction::Suspend => format!("suspended {name}"),
            UserAction::Unsuspend => format!("lifted the suspension of {name}"),
            UserAction::LogOut => format!("logged {name} out everywhere"),
            UserAction::ResetLink => format!("made a password-reset link for {name}"),
            UserAction::Promote => format!("made {name} an admin"),
            UserAction::Demote => format!("took {name}'s admin rights"),
        }
    }
}

/// What an action did, for the admin's notice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ActionDone {
    Suspended {
        ended: u64,
    },
    Unsuspended,
    LoggedOut {
        ended: u64,
    },
    /// The link's secret, shown once to the admin.
    ResetLink {
        token: String,
    },
    Promoted,
    Demoted,
}

impl ActionDone {
    /// The notice the admin reads about `name`.
    pub fn notice(&self, name: &str) -> String {
        let sessions = |n: u64| if n == 1 { "session" } else { "sessions" };
        match self {
            ActionDone::Suspended { ended } => format!(
                "{name} is suspended ({ended} {} ended).",
                sessions(*ended)
            ),
            ActionDone::Unsuspended => format!("{name} may log in again."),
            ActionDone::LoggedOut { ended } => {
                format!(
                    "{name} has been logged out ({ended} {} ended).",
                    sessions(*ended)
                )
            }
            ActionDone::ResetLink { .. } => format!(
                "A password-reset link for {name}, usable once within 24 hours. Copy it now; it is not shown again."
            ),
            ActionDone::Promoted => format!("{name} is an admin now."),
            ActionDone::Demoted => format!("{name} is no longer an admin."),
        }
    }
}

/// Carries out an admin's action on `user`, with the reason in the audit log.
/// `token` is the fresh secret of a reset link (unused by other actions). An
/// admin cannot suspend or demote themselves; an action that changes nothing
/// (suspending a suspended player) is refused.
pub async fn act_on_user(
    store: &dyn Store,
    admin: &User,
    user: &User,
    action: UserAction,
    reason: &str,
    token: String,
    now: OffsetDateTime,
) -> Outcome<ActionDone> {
    if reason.trim().is_empty() {
        return Err(Refusal::AuditReasonMissing.into());
    }
    if user.id == admin.id && matches!(action, UserAction::Suspend | UserAction::Demote) {
        return Err(Refusal::NotOnOneself.into());
    }
    let words = action.words(&user.username);
    let audit = AuditEntry {
        admin: admin.id,
        action: &words,
        reason,
        at: now,
    };
    let moderation = store.moderation();
    let already = |what: String| {
        move |e: StoreError| match e {
            StoreError::Conflict => Refusal::AlreadySo(what).into(),
            e => super::refusal::DomainError::from(e),
        }
    };
    let name = &user.username;
    Ok(match action {
        UserAction::Suspend => ActionDone::Suspended {
            ended: moderation
                .set_suspended(user.id, true, audit)
                .await
                .map_err(already(format!("{name} is suspended already")))?,
        },
        UserAction::Unsuspend => {
            moderation
                .set_suspended(user.id, false, audit)
                .await
                .map_err(already(format!("{name} is not suspended")))?;
            ActionDone::Unsuspended
        }
        UserAction::LogOut => ActionDone::LoggedOut {
            ended: moderation.log_out_audited(user.id, audit).await?,
        },
        UserAction::ResetLink => {
            let hash = crate::hashing::token_hash(&token);
            moderation
                .create_reset(&hash, user.id, now + RESET_LIFETIME, audit)
                .await?;
            ActionDone::ResetLink { token }
        }
        UserAction::Promote => {
            moderation
                .set_admin_audited(user.id, true, audit)
                .await
                .map_err(already(format!("{name} is an admin already")))?;
            ActionDone::Promoted
        }
        UserAction::Demote => {
            moderation
                .set_admin_audited(user.id, false, audit)
                .await
                .map_err(already(format!("{name} is not an admin")))?;
            ActionDone::Demoted
        }
    })
}

/// The account a reset link's secret opens, while it is live and unused.
pub async fn reset_account(store: &dyn Store, token: &str, now: OffsetDateTime) -> Outcome<User> {
    let hash = crate::hashing::token_hash(token);
    Ok(store
        .moderation()
        .reset_user(&hash, now)
        .await?
        .ok_or(Refusal::NotFound)?)
}

/// Uses a reset link once: the new password (hashed by the caller) is set and
/// every session of the account ends; "not found" when the link is dead.
pub async fn use_reset(
    store: &dyn Store,
    token: &str,
    password_hash: &str,
    now: OffsetDateTime,
) -> Outcome<UserId> {
    let hash = crate::hashing::token_hash(token);
    Ok(store
        .moderation()
        .use_reset(&hash, password_hash, now)
        .await?)
}
