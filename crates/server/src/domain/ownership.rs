//! A player's own account: the download of everything the site keeps about
//! them (one JSON document), and closing the account. Closing asks for the
//! password again (checked by the caller, who holds the hasher); afterwards
//! the account cannot log in, its sessions, API tokens and reset links are
//! ended, and it is shown everywhere under a neutral name (`closed-…`), so
//! that its games, records and the messages it sent stay whole for the
//! others. Its userid is not given out again.

use serde::Serialize;
use time::OffsetDateTime;

use super::{Outcome, Refusal};
use crate::model::UserId;
use crate::store::{ownership::Closing, GameRow, GameStatus, Store, StoreError, User};

/// The neutral name a closed account is shown under: `closed-` and the
/// first twelve hex digits of its id (a userid's characters, so every link
/// to it still works).
pub fn neutral_name(user: UserId) -> String {
    let hex: String = user
        .to_string()
        .chars()
        .filter(char::is_ascii_hexdigit)
        .take(12)
        .collect();
    format!("closed-{hex}")
}

/// What no password hashes to: the PHC format has no such string.
const UNUSABLE_HASH: &str = "!closed";

/// What closing ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClosedAccount {
    pub neutral_name: String,
    pub sessions: u64,
    pub tokens: u64,
}

/// Closes `user`'s account. `password_ok` says whether the password given
/// with the request was the account's.
pub async fn close_account(
    store: &dyn Store,
    user: &User,
    password_ok: bool,
    now: OffsetDateTime,
) -> Outcome<ClosedAccount> {
    if user.closed_at.is_some() {
        return Err(Refusal::AccountClosed.into());
    }
    if !password_ok {
        return Err(Refusal::WrongPassword.into());
    }
    let neutral_name = neutral_name(user.id);
    let closed = store
        .ownership()
        .close_account(Closing {
            user: user.id,
            neutral_name: &neutral_name,
            unusable_hash: UNUSABLE_HASH,
            at: now,
        })
        .await
        .map_err(|e| match e {
            StoreError::Conflict => Refusal::AccountClosed.into(),
            e => super::DomainError::from(e),
        })?;
    Ok(ClosedAccount {
        neutral_name,
        sessions: closed.sessions,
        tokens: closed.tokens,
    })
}

/// Everything the site keeps about a player, as the download gives it.
#[derive(Debug, Serialize)]
pub struct AccountData {
    pub exported_at: String,
    pub account: AccountPart,
    pub profile: Option<ProfilePart>,
    pub board_preferences: Option<BoardPart>,
    pub notifications: Option<NotificationsPart>,
    pub api_tokens: Vec<TokenPart>,
    pub ratings: Vec<RatingPart>,
    pub games: Vec<GamePart>,
    pub messages: Vec<MessagePart>,
    pub chat_lines: Vec<ChatPart>,
}

#[derive(Debug, Serialize)]
pub struct AccountPart {
    pub id: String,
    pub userid: String,
    pub admin: bool,
    pub suspended: bool,
    pub created_at: String,
}

#[derive(Debug, Serialize)]
pub struct ProfilePart {
    pub about: String,
    pub time_zone: String,
    pub last_seen_at: Option<String>,
    pub hidden_from_who_is_here: bool,
}

#[derive(Debug, Serialize)]
pub struct BoardPart {
    pub theme: &'static str,
    pub coordinates: bool,
    pub pieces: &'static str,
    pub orientation: &'static str,
}

#[derive(Debug, Serialize)]
pub struct NotificationsPart {
    pub email: Option<String>,
    pub pending_email: Option<String>,
    pub on_turn: bool,
    pub digest: bool,
    pub digest_hour: i64,
    pub low_time: bool,
    pub invitations: bool,
}

#[derive(Debug, Serialize)]
pub struct TokenPart {
    pub name: String,
    pub created_at: String,
    pub revoked_at: Option<String>,
}

#[derive(Debug, Serialize)]
pub struct RatingPart {
    pub game: String,
    pub rating: f64,
    pub deviation: f64,
    pub games: i64,
}

#[derive(Debug, Serialize)]
pub struct GamePart {
    pub id: String,
    pub game: &'static str,
    pub colour: &'static str,
    pub opponent: String,
    pub status: &'static str,
    /// `1-0`, `0-1`, `1/2-1/2` once over.
    pub result: Option<&'static str>,
    /// The result and why, in words.
    pub ending: Option<String>,
    pub moves: i64,
    pub rated: bool,
    pub started_at: String,
    pub finished_at: Option<String>,
}

#[derive(Debug, Serialize)]
pub struct MessagePart {
    pub conversation: String,
    pub subject: String,
    /// The other party.
    pub with: String,
    /// `sent` or `received`.
    pub direction: &'static str,
    pub body: String,
    pub at: String,
}

#[derive(Debug, Serialize)]
pub struct ChatPart {
    pub game: String,
    pub body: String,
    pub at: String,
}

fn when(at: OffsetDateTime) -> String {
    at.format(&time::format_description::well_known::Rfc3339)
        .unwrap_or_default()
}

fn game_part(user: UserId, g: &GameRow) -> GamePart {
    let white = g.white.id == user;
    let opponent = if white { &g.black } else { &g.white };
    GamePart {
        id: g.id.to_string(),
        game: g.rules.variant.id(),
        colour: if white { "white" } else { "black" },
        opponent: opponent.name.clone(),
        status: match g.status {
            GameStatus::Finished => "finished",
            _ => "playing",
        },
        result: g
            .verdict
            .as_ref()
            .map(|v| crate::model::result::result_text(v.winner)),
        ending: g.verdict.as_ref().map(|v| v.describe(&g.rules)),
        moves: g.ply,
        rated: g.rated,
        started_at: when(g.created_at),
        finished_at: g.finished_at.map(when),
    }
}

/// Everything the site keeps about `user`, for their download.
pub async fn account_data(
    store: &dyn Store,
    user: &User,
    now: OffsetDateTime,
) -> Outcome<AccountData> {
    let id = user.id;
    let profile = store.profiles().profile(id).await?;
    let board = store.board_prefs().board_prefs(id).await?;
    let notifications = store.notifications().notification_settings(id).await?;
    let tokens = store.tokens().tokens_of(id, i64::MAX).await?;
    let ratings = store.ratings().ratings_of(id).await?;
    let ownership = store.ownership();
    let games = ownership.games_of(id).await?;
    let messages = ownership.messages_of(id).await?;
    let chat = ownership.chat_lines_of(id).await?;
    Ok(AccountData {
        exported_at: when(now),
        account: AccountPart {
            id: id.to_string(),
            userid: user.username.clone(),
            admin: user.is_admin,
            suspended: user.suspended,
            created_at: when(user.created_at),
        },
        profile: profile.map(|p| ProfilePart {
            about: p.about,
            time_zone: p.time_zone,
            last_seen_at: p.last_seen_at.map(when),
            hidden_from_who_is_here: p.hide_from_who,
        }),
        board_preferences: board.map(|b| BoardPart {
            theme: b.theme.as_str(),
            coordinates: b.coordinates,
            pieces: b.pieces.as_str(),
            orientation: b.orientation.as_str(),
        }),
        notifications: notifications.map(|n| NotificationsPart {
            email: n.email,
            pending_email: n.pending_email,
            on_turn: n.on_turn,
            digest: n.digest,
            digest_hour: n.digest_hour,
            low_time: n.low_time,
            invitations: n.invitations,
        }),
        api_tokens: tokens
            .into_iter()
            .map(|t| TokenPart {
                name: t.name,
                created_at: when(t.created_at),
                revoked_at: t.revoked_at.map(when),
            })
            .collect(),
        ratings: ratings
            .into_iter()
            .map(|r| RatingPart {
                game: r.game,
                rating: r.rating.rating,
                deviation: r.rating.deviation,
                games: r.games,
            })
            .collect(),
        games: games.iter().map(|g| game_part(id, g)).collect(),
        messages: messages
            .into_iter()
            .map(|m| MessagePart {
                conversation: m.thread.to_string(),
                subject: m.subject,
                with: m.other,
                direction: if m.sent { "sent" } else { "received" },
                body: m.body,
                at: when(m.created_at),
            })
            .collect(),
        chat_lines: chat
            .into_iter()
            .map(|c| ChatPart {
                game: c.game.to_string(),
                body: c.body,
                at: when(c.created_at),
            })
            .collect(),
    })
}
