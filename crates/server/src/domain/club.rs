//! The players' club: what a profile shows, and messages between players
//! (refused, without saying why, when the receiver ignores the sender).

use time::{Duration, OffsetDateTime};

use super::refusal::{Outcome, Refusal};
use super::waiting_room::ignores;
use crate::model::{ThreadId, UserId};
use crate::store::{NewMessage, ResultCount, Store, StoreError, User};
use halma_rules::Variant;

/// A player's finished games of one variant.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Record {
    pub variant: &'static str,
    pub played: i64,
    pub won: i64,
    pub lost: i64,
    pub drawn: i64,
}

impl Record {
    pub fn won_percent(&self) -> String {
        crate::model::text::percent(self.won, self.played)
    }
    pub fn lost_percent(&self) -> String {
        crate::model::text::percent(self.lost, self.played)
    }
    pub fn drawn_percent(&self) -> String {
        crate::model::text::percent(self.drawn, self.played)
    }
}

/// Two players' finished games against each other, all games together, from
/// the first player's side (the counts of [`records`] of their pair).
pub fn head_to_head(as_white: &[ResultCount], as_black: &[ResultCount]) -> Record {
    records(as_white, as_black)
        .iter()
        .fold(Record::default(), |sum, r| Record {
            variant: "",
            played: sum.played + r.played,
            won: sum.won + r.won,
            lost: sum.lost + r.lost,
            drawn: sum.drawn + r.drawn,
        })
}

/// The finished games of a player by variant (in the order of
/// [`Variant::ALL`]), from the counts as White and as Black.
pub fn records(as_white: &[ResultCount], as_black: &[ResultCount]) -> Vec<Record> {
    Variant::ALL
        .iter()
        .filter_map(|v| {
            let mut r = Record {
                variant: v.name(),
                ..Record::default()
            };
            for (counts, mine) in [(as_white, "white"), (as_black, "black")] {
                for c in counts.iter().filter(|c| c.variant == v.id()) {
                    r.played += c.count;
                    match c.winner.as_deref() {
                        Some(w) if w == mine => r.won += c.count,
                        Some("none") | None => r.drawn += c.count,
                        Some(_) => r.lost += c.count,
                    }
                }
            }
            (r.played > 0).then_some(r)
        })
        .collect()
}

/// When a player was last seen, in round words: "today", "yesterday", "3
/// days ago", "never".
pub fn last_seen(at: Option<OffsetDateTime>, now: OffsetDateTime) -> String {
    let Some(at) = at else {
        return "never".to_owned();
    };
    match (now - at).whole_days() {
        ..=0 => "today".to_owned(),
        1 => "yesterday".to_owned(),
        n => format!("{n} days ago"),
    }
}

/// The canonical IANA name of a time zone typed in any case, `None` when no
/// time zone has that name.
pub fn time_zone_name(typed: &str) -> Option<String> {
    let tz = jiff::tz::TimeZone::get(typed.trim()).ok()?;
    Some(tz.iana_name().unwrap_or(typed.trim()).to_owned())
}

/// The most characters of a profile's "about" text.
pub const MAX_ABOUT: usize = 2000;

/// A player's own words about themselves and where they live, as typed.
#[derive(Debug, Clone, Copy)]
pub struct ProfileChange<'a> {
    pub about: &'a str,
    /// A time zone name; empty is UTC.
    pub time_zone: &'a str,
    pub hide_from_who: bool,
}

/// What is wrong with a profile as typed, field by field: nothing was saved.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProfileProblems {
    pub about: Option<String>,
    pub time_zone: Option<String>,
}

/// Saves the player's profile, or says what is wrong with each field (and
/// saves nothing). The text keeps the player's lines (a browser's `\r\n`
/// made `\n`), without trailing blanks.
pub async fn save_profile(
    store: &dyn Store,
    user: UserId,
    change: ProfileChange<'_>,
) -> Result<Result<(), ProfileProblems>, StoreError> {
    let about = change.about.replace("\r\n", "\n");
    let about = about.trim_end();
    let typed_zone = match change.time_zone.trim() {
        "" => "UTC",
        typed => typed,
    };
    let zone = time_zone_name(typed_zone);
    let problems = ProfileProblems {
        about: (about.chars().count() > MAX_ABOUT)
            .then(|| format!("“About you” can have at most {} characters.", MAX_ABOUT)),
        time_zone: zone.is_none().then(|| {
            "No time zone has this name. Use a name such as Europe/Berlin, America/New_York or UTC."
                .to_owned()
        }),
    };
    let Some(zone) = zone.filter(|_| problems.about.is_none()) else {
        return Ok(Err(problems));
    };
    let edit = crate::store::ProfileEdit {
        about,
        time_zone: &zone,
        hide_from_who: change.hide_from_who,
    };
    store.profiles().set_profile(user, edit).await?;
    Ok(Ok(()))
}

/// The time now in a time zone, its date, time and day of the week (the
/// profile writes it in the reader's language); UTC when the name is
/// unknown.
pub fn local_time(time_zone: &str, now: OffsetDateTime) -> jiff::civil::DateTime {
    let stamp =
        jiff::Timestamp::from_second(now.unix_timestamp()).unwrap_or(jiff::Timestamp::UNIX_EPOCH);
    let tz = jiff::tz::TimeZone::get(time_zone).unwrap_or(jiff::tz::TimeZone::UTC);
    stamp.to_zoned_datetime(tz).datetime()
}

/// A moment in a player's time zone, as the pages write it:
/// "2026-11-23 15:04 CET"; UTC when the name is unknown.
pub fn moment_in(time_zone: &str, at: OffsetDateTime) -> String {
    let stamp =
        jiff::Timestamp::from_second(at.unix_timestamp()).unwrap_or(jiff::Timestamp::UNIX_EPOCH);
    let tz = jiff::tz::TimeZone::get(time_zone).unwrap_or(jiff::tz::TimeZone::UTC);
    stamp
        .to_zoned_datetime(tz)
        .strftime("%Y-%m-%d %H:%M %Z")
        .to_string()
}

/// A date and time as a form in `time_zone` means it ("2026-11-23T15:04"
/// typed in Berlin), as a moment; UTC when the name is unknown. `None` for a
/// time the zone skips (a clock moved forward).
pub fn moment_of_local(time_zone: &str, local: time::PrimitiveDateTime) -> Option<OffsetDateTime> {
    let tz = jiff::tz::TimeZone::get(time_zone).unwrap_or(jiff::tz::TimeZone::UTC);
    let civil = jiff::civil::DateTime::new(
        i16::try_from(local.year()).ok()?,
        i8::try_from(u8::from(local.month())).ok()?,
        i8::try_from(local.day()).ok()?,
        i8::try_from(local.hour()).ok()?,
        i8::try_from(local.minute()).ok()?,
        i8::try_from(local.second()).ok()?,
        0,
    )
    .ok()?;
    let stamp = civil.to_zoned_datetime(tz).ok()?.timestamp();
    OffsetDateTime::from_unix_timestamp(stamp.as_second()).ok()
}

/// A moment as a form's date and time field in `time_zone` shows it, to the
/// hour: "2026-11-23T15:00".
pub fn local_hour_of(time_zone: &str, at: OffsetDateTime) -> String {
    let stamp =
        jiff::Timestamp::from_second(at.unix_timestamp()).unwrap_or(jiff::Timestamp::UNIX_EPOCH);
    let tz = jiff::tz::TimeZone::get(time_zone).unwrap_or(jiff::tz::TimeZone::UTC);
    stamp
        .to_zoned_datetime(tz)
        .strftime("%Y-%m-%dT%H:00")
        .to_string()
}

/// The time zone a player chose on their profile; UTC for a visitor or a
/// player who chose none.
pub async fn time_zone_of(
    store: &dyn crate::store::Store,
    user: Option<UserId>,
) -> Result<String, crate::store::StoreError> {
    let Some(user) = user else {
        return Ok("UTC".to_owned());
    };
    Ok(store
        .profiles()
        .profile(user)
        .await?
        .map(|p| p.time_zone)
        .filter(|z| !z.is_empty())
        .unwrap_or_else(|| "UTC".to_owned()))
}

/// The sending limit: at most `per_hour` messages in any hour.
#[derive(Debug, Clone, Copy)]
pub struct SendingLimit {
    pub per_hour: u32,
}

fn message<'a>(
    from: UserId,
    body: &'a str,
    limit: SendingLimit,
    now: OffsetDateTime,
) -> NewMessage<'a> {
    NewMessage {
        from,
        body,
        at: now,
        max_sent: limit.per_hour,
        window_start: now - Duration::hours(1),
    }
}

fn limited(e: StoreError, limit: SendingLimit) -> super::refusal::DomainError {
    match e {
        StoreError::TooManyMessages => Refusal::TooManyMessages(limit.per_hour).into(),
        e => e.into(),
    }
}

/// Sends a new message from `from` to `to`: refused when it is oneself, or
/// (as "not possible") when `to` ignores `from`.
pub async fn send(
    store: &dyn Store,
    from: UserId,
    to: &User,
    subject: &str,
    body: &str,
    limit: SendingLimit,
    now: OffsetDateTime,
) -> Outcome<ThreadId> {
    if to.id == from {
        return Err(Refusal::NotPossible.into());
    }
    if ignores(store, to.id, from).await? {
        return Err(Refusal::NotPossible.into());
    }
    store
        .messages()
        .start_thread(to.id, subject, message(from, body, limit, now))
        .await
        .map_err(|e| limited(e, limit))
}

/// Answers in a thread of `from`'s: "not possible" when the other party
/// ignores them, not found when it is no thread of theirs.
pub async fn reply(
    store: &dyn Store,
    thread: ThreadId,
    from: UserId,
    body: &str,
    limit: SendingLimit,
    now: OffsetDateTime,
) -> Outcome<()> {
    let Some(line) = store.messages().thread(thread, from).await? else {
        return Err(Refusal::NotFound.into());
    };
    if ignores(store, line.other_id, from).await? {
        return Err(Refusal::NotPossible.into());
    }
    store
        .messages()
        .reply(thread, message(from, body, limit, now))
        .await
        .map_err(|e| limited(e, limit))
}

/// Deletes a thread from `user`'s messages (the other party keeps it).
/// Deleted already, or not theirs: not found.
pub async fn delete_thread(store: &dyn Store, user: UserId, thread: ThreadId) -> Outcome<()> {
    match store.messages().delete_thread(thread, user).await {
        Ok(()) => Ok(()),
        Err(StoreError::NotFound) => Err(Refusal::NotFound.into()),
        Err(e) => Err(e.into()),
    }
}

/// The chat limit: at most `per_hour` lines in any hour.
#[derive(Debug, Clone, Copy)]
pub struct ChatLimit {
    pub per_hour: u32,
}

/// A line of game chat from `actor`, who must play in the game. `limit` is
/// `None` for the note sent with a move (one a move, and the move is already
/// recorded when it is sent).
pub async fn chat(
    store: &dyn Store,
    game: crate::model::GameId,
    actor: UserId,
    body: &str,
    limit: Option<ChatLimit>,
    now: OffsetDateTime,
) -> Outcome<()> {
    // Any game's players are its seats: two, or more.
    let seats = store.games().seats(game).await?;
    if seats.is_empty() {
        return Err(Refusal::NotFound.into());
    }
    if !seats.iter().any(|s| s.player.id == actor) {
        return Err(Refusal::NotAPlayer.into());
    }
    if body.trim().is_empty() {
        return Err(Refusal::EmptyChatLine.into());
    }
    if let Some(limit) = limit {
        let written = store
            .messages()
            .chat_sent_since(actor, now - Duration::hours(1))
            .await?;
        if written >= i64::from(limit.per_hour) {
            return Err(Refusal::TooManyChatLines(limit.per_hour).into());
        }
    }
    store
        .messages()
        .add_chat_line(game, actor, body, now)
        .await?;
    Ok(())
}

/// The chat of a game for more than two as one of its players sees it: the
/// lines of the players they ignore left out, the others' lines written since
/// the viewer last read the chat marked new (reading it notes the time).
pub async fn seat_chat_for(
    store: &dyn Store,
    game: crate::model::GameId,
    viewer: UserId,
    others: &[UserId],
    now: OffsetDateTime,
) -> Result<Vec<(crate::store::MessageRow, bool)>, StoreError> {
    let crate::store::ChatView { lines, seen, .. } =
        store.messages().chat_view(game, viewer, viewer).await?;
    let mut ignored = Vec::new();
    for other in others {
        if super::waiting_room::ignores(store, viewer, *other).await? {
            ignored.push(*other);
        }
    }
    let lines: Vec<_> = lines
        .into_iter()
        .filter(|l| !ignored.contains(&l.sender_id))
        .map(|l| {
            let new = l.sender_id != viewer && seen.is_none_or(|seen| l.created_at > seen);
            (l, new)
        })
        .collect();
    if lines.iter().any(|(_, new)| *new) {
        store.messages().see_chat(game, viewer, now).await?;
    }
    Ok(lines)
}

/// The chat of a game as one of its players sees it: the lines of a player
/// they ignore left out; the opponent's lines written since the viewer last
/// read the chat marked new. Reading it notes the time (only when there is
/// something new, so that most views write nothing).
pub async fn chat_for(
    store: &dyn Store,
    game: crate::model::GameId,
    viewer: UserId,
    opponent: UserId,
    now: OffsetDateTime,
) -> Result<Vec<(crate::store::MessageRow, bool)>, StoreError> {
    let crate::store::ChatView {
        lines,
        ignored,
        seen,
    } = store.messages().chat_view(game, viewer, opponent).await?;
    let is_new = |l: &crate::store::MessageRow| {
        l.sender_id != viewer && seen.is_none_or(|seen| l.created_at > seen)
    };
    let lines: Vec<_> = lines
        .into_iter()
        .filter(|l| !(ignored && l.sender_id == opponent))
        .map(|l| {
            let new = is_new(&l);
            (l, new)
        })
        .collect();
    if lines.iter().any(|(_, new)| *new) {
        store.messages().see_chat(game, viewer, now).await?;
    }
    Ok(lines)
}
