//! The private Atom feed at `/feeds/{token}.atom`: one entry per game where it
//! is the player's turn, per invitation, and per finished game, newest first,
//! each linking to its page. The token is a random secret shown on the
//! notifications page; a replaced one opens nothing.

use axum::{
    extract::{Path, State},
    http::header,
    response::{IntoResponse, Response},
};
use fluent_templates::fluent_bundle::FluentValue;
use time::OffsetDateTime;

use crate::{
    error::AppError,
    i18n::{self, Lang},
    store::{GameSummary, SeatGameSummary, UserId},
    AppState,
};

/// Finished games the feed lists.
const FINISHED: i64 = 20;
/// Entries the feed holds at most.
const ENTRIES: usize = 100;

struct Entry {
    id: String,
    title: String,
    link: String,
    updated: OffsetDateTime,
}

/// Text for XML.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// An RFC 3339 time in UTC to the second (a fixed width, so that the text
/// sorts as the times do).
fn stamp(at: OffsetDateTime) -> String {
    let at = at.to_offset(time::UtcOffset::UTC);
    format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z",
        at.year(),
        u8::from(at.month()),
        at.day(),
        at.hour(),
        at.minute(),
        at.second()
    )
}

/// The message `id` in `lang` with string variables.
fn words(lang: Lang, id: &str, args: &[(&'static str, &str)]) -> String {
    let args: Vec<(&'static str, FluentValue<'_>)> =
        args.iter().map(|(k, v)| (*k, (*v).into())).collect();
    i18n::t_args(lang, id, &args)
}

fn finished_title(lang: Lang, g: &GameSummary) -> String {
    let id = match g.verdict.as_ref().and_then(|v| v.winner) {
        Some(w) if w == g.my_colour => "feed-finished-won",
        Some(_) => "feed-finished-lost",
        None => "feed-finished-drawn",
    };
    words(lang, id, &[("opponent", &g.opponent.name)])
}

pub async fn feed(
    State(state): State<AppState>,
    Path(file): Path<String>,
) -> Result<Response, AppError> {
    let token = file.strip_suffix(".atom").ok_or(AppError::NotFound)?;
    if token.is_empty() || token.len() > 64 {
        return Err(AppError::NotFound);
    }
    let store = state.store.as_ref();
    let user = store
        .notifications()
        .feed_owner(token)
        .await?
        .ok_or(AppError::NotFound)?;
    let base = state.config.link_base();
    let (owner, to_move, invitations, finished, seated) = tokio::try_join!(
        store.users().user_by_id(user),
        store.games().games_to_move(user),
        store.offers().invitations_for(user),
        store.games().games_finished(user, FINISHED),
        store
            .seat_games()
            .seat_games_of(user, crate::status::SEAT_GAMES_SHOWN),
    )?;
    // The owner's language, else the site's.
    let lang = owner
        .and_then(|u| u.language)
        .as_deref()
        .and_then(Lang::from_code)
        .unwrap_or(state.config.default_language);
    let mut entries: Vec<Entry> = Vec::new();
    for g in to_move {
        entries.push(Entry {
            id: format!("urn:halma:turn:{}:{}", g.id, g.ply),
            title: words(lang, "feed-turn", &[("opponent", &g.opponent.name)]),
            link: format!("{base}/games/{}", g.id),
            updated: g.turn_started_at,
        });
    }
    for o in invitations {
        entries.push(Entry {
            id: format!("urn:halma:invitation:{}", o.id),
            title: words(
                lang,
                "feed-invitation",
                &[
                    ("poster", &o.poster.name),
                    ("variant", o.rules.variant.name()),
                ],
            ),
            link: format!("{base}/status"),
            updated: o.created_at,
        });
    }
    for g in finished {
        entries.push(Entry {
            id: format!("urn:halma:finished:{}", g.id),
            title: finished_title(lang, &g),
            link: format!("{base}/games/{}", g.id),
            updated: g.finished_at.unwrap_or(g.turn_started_at),
        });
    }
    // The games for more than two: the turns the player's, and the ends.
    entries.extend(
        seated
            .iter()
            .filter_map(|g| seat_entry(lang, &base, user, g)),
    );
    entries.sort_by(|a, b| b.updated.cmp(&a.updated).then_with(|| a.id.cmp(&b.id)));
    entries.truncate(ENTRIES);
    let xml = atom(lang, user, &base, &entries);
    Ok((
        [
            (header::CONTENT_TYPE, "application/atom+xml; charset=utf-8"),
            (header::CACHE_CONTROL, "private, no-cache"),
        ],
        xml,
    )
        .into_response())
}

/// A game for more than two in the feed: the player's turn, or its end;
/// `None` while another seat is to move.
fn seat_entry(lang: Lang, base: &str, user: UserId, g: &SeatGameSummary) -> Option<Entry> {
    let me = g.my_colour;
    let with = g.players.join(", ");
    let name = g.variant.name();
    if g.to_move.as_ref().is_some_and(|(id, _)| *id == user) {
        return Some(Entry {
            id: format!("urn:halma:turn:{}:{}", g.id, g.ply),
            title: words(
                lang,
                "feed-seat-turn",
                &[("colour", me.name()), ("variant", name), ("with", &with)],
            ),
            link: format!("{base}/games/{}", g.id),
            updated: g.turn_started_at,
        });
    }
    let at = g.finished_at?;
    let how = match g.my_place {
        Some(1) => "feed-seat-won",
        Some(_) => "feed-seat-second",
        None => "feed-seat-drawn",
    };
    Some(Entry {
        id: format!("urn:halma:finished:{}", g.id),
        title: words(lang, how, &[("variant", name), ("with", &with)]),
        link: format!("{base}/games/{}", g.id),
        updated: at,
    })
}

/// The feed's document: its entries, newest first, already sorted.
fn atom(lang: Lang, user: UserId, base: &str, entries: &[Entry]) -> String {
    let updated = entries
        .first()
        .map_or(OffsetDateTime::UNIX_EPOCH, |e| e.updated);
    let mut xml = format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n\
         <feed xmlns=\"http://www.w3.org/2005/Atom\">\n\
         <title>{}</title>\n\
         <id>urn:halma:feed:{user}</id>\n\
         <updated>{}</updated>\n\
         <link rel=\"alternate\" href=\"{}\"/>\n",
        escape(&i18n::t(lang, "feed-title")),
        stamp(updated),
        escape(&format!("{base}/status")),
    );
    for e in entries {
        xml.push_str(&format!(
            "<entry>\n<id>{}</id>\n<title>{}</title>\n<link href=\"{}\"/>\n\
             <updated>{}</updated>\n<author><name>Halma</name></author>\n</entry>\n",
            escape(&e.id),
            escape(&e.title),
            escape(&e.link),
            stamp(e.updated),
        ));
    }
    xml.push_str("</feed>\n");
    xml
}
