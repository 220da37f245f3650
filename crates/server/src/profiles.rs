//! Profiles (`/users/{name}`), the profile's own editor (`/account/profile`),
//! Who is here (`/who`) and the search by name (`/users?q=`); and the note of
//! when a player was last seen, written at most every few minutes a player.

use askama::Template;
use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};
use serde::Deserialize;
use time::{Duration, OffsetDateTime};

use crate::{
    csrf::CsrfForm,
    describe,
    domain::club::{self, Record},
    error::AppError,
    i18n::{self, Lang},
    passwords,
    store::{now, ContactKind, Named},
    web::{render, render_with, CurrentUser, MaybeUser, Page},
    AppState,
};

pub use crate::bounds::MAX_ABOUT;
/// How long a player counts as here after their last request.
pub const HERE_FOR: Duration = Duration::minutes(15);
/// The most players Who is here lists.
const WHO_SHOWN: i64 = 200;
/// Names a search page lists.
pub const SEARCH_PAGE: i64 = 50;
/// Finished games a profile lists.
const FINISHED_SHOWN: i64 = 10;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/users", get(search))
        .route("/users/{name}", get(profile))
        .route("/account/profile", get(edit_form).post(edit))
        .route("/who", get(who))
}

/// A rating on a profile.
struct ShownRating {
    /// `halma-8x8`, ...
    game: &'static str,
    name: String,
    /// The whole number, `?` after it when provisional.
    shown: String,
}

/// A game in a profile's lists.
struct GameLink {
    id: String,
    opponent: String,
    game_name: String,
    colour: String,
    state: String,
}

/// A game's record as the profile shows it, in the reader's language.
struct RecordLine {
    variant: String,
    played: String,
    won: String,
    lost: String,
    drawn: String,
    won_percent: String,
    lost_percent: String,
    drawn_percent: String,
}

impl RecordLine {
    fn of(r: &Record, lang: Lang) -> Self {
        let id = crate::ratings_pages::rated_games()
            .into_iter()
            .find(|g| g.name == r.variant)
            .map(|g| g.id);
        RecordLine {
            variant: id.map_or_else(
                || r.variant.to_owned(),
                |id| crate::room_words::game_name_in(lang, id),
            ),
            played: i18n::number(lang, r.played),
            won: i18n::number(lang, r.won),
            lost: i18n::number(lang, r.lost),
            drawn: i18n::number(lang, r.drawn),
            won_percent: describe::percent_in(lang, r.won, r.played),
            lost_percent: describe::percent_in(lang, r.lost, r.played),
            drawn_percent: describe::percent_in(lang, r.drawn, r.played),
        }
    }
}

/// When a player was last seen, in `lang`: "today", "3 days ago"
/// (`club::last_seen` in English).
fn last_seen_in(lang: Lang, at: Option<OffsetDateTime>, now: OffsetDateTime) -> String {
    let Some(at) = at else {
        return i18n::t(lang, "players-seen-never");
    };
    match (now - at).whole_days() {
        ..=0 => i18n::t(lang, "players-seen-today"),
        1 => i18n::t(lang, "players-seen-yesterday"),
        n => i18n::t_args(lang, "players-seen-days-ago", &[("count", n.into())]),
    }
}

/// The computer player's label in `lang`: "(computer, level 3)"; empty for
/// a person (`computer::label_of` in English).
pub fn computer_label_in(lang: Lang, user: crate::store::UserId) -> String {
    crate::domain::computer::level_of(user)
        .map(|level| i18n::t_args(lang, "players-computer-label", &[("level", level.into())]))
        .unwrap_or_default()
}

#[derive(Template)]
#[template(path = "profile.html")]
struct ProfilePage {
    page: Page,
    name: String,
    joined: String,
    last_seen: String,
    time_zone: String,
    local_time: String,
    about: String,
    records: Vec<RecordLine>,
    /// The ratings, one a game played rated, in the games' menu order.
    ratings: Vec<ShownRating>,
    /// The viewer's results against this player, when another player looks.
    head_to_head: Option<Record>,
    in_progress: Vec<GameLink>,
    finished: Vec<GameLink>,
    /// The buttons, for a logged-in player looking at someone else.
    others: bool,
    buddy: bool,
    ignored: bool,
    /// The name, for a query string.
    name_query: String,
    /// Suspended by an admin.
    suspended: bool,
    /// Closed by its player: shown under its neutral name, without buttons.
    closed: bool,
    /// The viewer is an admin (a link to the account's admin page).
    admin_viewer: bool,
    /// "(computer, level 3)" for a computer player; empty for people.
    computer: String,
}

fn query_value(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

async fn profile(
    State(state): State<AppState>,
    MaybeUser(viewer): MaybeUser,
    Path(name): Path<String>,
    page: Page,
) -> Result<Response, AppError> {
    if passwords::username_problem(&name).is_some() {
        return Err(AppError::NotFound);
    }
    let store = state.store.as_ref();
    let Some(user) = store.users().user_by_name(&name).await? else {
        return Err(AppError::NotFound);
    };
    let (profile, (white, black), games, rated) = tokio::try_join!(
        store.profiles().profile(user.id),
        store.profiles().result_counts(user.id),
        store.games().player_games(user.id, FINISHED_SHOWN),
        store.ratings().ratings_of(user.id),
    )?;
    let crate::store::PlayerGames {
        to_move,
        waiting,
        finished,
    } = games;
    let lang = page.lang;
    let ratings = crate::ratings_pages::rated_games()
        .into_iter()
        .filter_map(|v| {
            let r = rated.iter().find(|r| r.game == v.id)?;
            Some(ShownRating {
                game: v.id,
                name: crate::room_words::game_name_in(lang, v.id),
                shown: r.rating.shown(),
            })
        })
        .collect();
    let profile = profile.ok_or(AppError::NotFound)?;
    let at = now();
    let link = |g: &crate::store::GameSummary, state: String| GameLink {
        id: g.id.to_string(),
        opponent: g.opponent.name.clone(),
        game_name: crate::room_words::game_name_in(lang, g.rules.variant.id()),
        colour: describe::colour_in(lang, g.my_colour),
        state,
    };
    let in_progress = to_move
        .iter()
        .chain(waiting.iter())
        .map(|g| link(g, describe::moves_played_in(lang, g.ply)))
        .collect();
    let finished = finished
        .iter()
        .map(|g| {
            let state = g.verdict.as_ref().map_or_else(
                || i18n::t(lang, "room-finished"),
                |v| crate::games::words::describe(lang, v, &g.rules),
            );
            link(g, state)
        })
        .collect();
    let (others, buddy, ignored, head_to_head) = match &viewer {
        Some(v) if v.id != user.id => {
            let contacts = store.contacts();
            let (buddy, ignored, (as_white, as_black)) = tokio::try_join!(
                contacts.has_contact(v.id, ContactKind::Buddy, user.id),
                contacts.has_contact(v.id, ContactKind::Ignore, user.id),
                store.profiles().head_to_head(v.id, user.id),
            )?;
            let pair = club::head_to_head(&as_white, &as_black);
            (true, buddy, ignored, (pair.played > 0).then_some(pair))
        }
        _ => (false, false, false, None),
    };
    render(&ProfilePage {
        page,
        name_query: query_value(&user.username),
        suspended: user.suspended,
        closed: user.closed_at.is_some(),
        admin_viewer: viewer.as_ref().is_some_and(|v| v.is_admin),
        computer: computer_label_in(lang, user.id),
        name: user.username,
        joined: i18n::date(lang, user.created_at),
        last_seen: last_seen_in(lang, profile.last_seen_at, at),
        local_time: i18n::local_time(lang, club::local_time(&profile.time_zone, at)),
        time_zone: profile.time_zone,
        about: profile.about,
        records: club::records(&white, &black)
            .iter()
            .map(|r| RecordLine::of(r, lang))
            .collect(),
        ratings,
        head_to_head,
        in_progress,
        finished,
        others,
        buddy,
        ignored,
    })
}

#[derive(Template)]
#[template(path = "account_profile.html")]
struct EditPage {
    page: Page,
    about: String,
    time_zone: String,
    hide_from_who: bool,
    about_error: Option<String>,
    time_zone_error: Option<String>,
    saved: bool,
}

#[derive(Deserialize)]
struct SavedQuery {
    saved: Option<String>,
}

async fn edit_form(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Query(query): Query<SavedQuery>,
    page: Page,
) -> Result<Response, AppError> {
    let profile = state
        .store
        .profiles()
        .profile(user.id)
        .await?
        .ok_or(AppError::NotFound)?;
    render(&EditPage {
        page,
        about: profile.about,
        time_zone: profile.time_zone,
        hide_from_who: profile.hide_from_who,
        about_error: None,
        time_zone_error: None,
        saved: query.saved.is_some(),
    })
}

#[derive(Deserialize)]
struct EditForm {
    #[serde(default)]
    about: String,
    #[serde(default)]
    time_zone: String,
    hide_from_who: Option<String>,
}

async fn edit(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    page: Page,
    CsrfForm(form): CsrfForm<EditForm>,
) -> Result<Response, AppError> {
    let change = club::ProfileChange {
        about: &form.about,
        time_zone: &form.time_zone,
        hide_from_who: form.hide_from_who.is_some(),
    };
    if let Err(problems) = club::save_profile(state.store.as_ref(), user.id, change).await? {
        let about = form.about.replace("\r\n", "\n");
        let lang = page.lang;
        return render_with(
            StatusCode::BAD_REQUEST,
            &EditPage {
                page,
                about: about.trim_end().to_owned(),
                time_zone: form.time_zone.trim().to_owned(),
                hide_from_who: form.hide_from_who.is_some(),
                about_error: problems.about.map(|_| {
                    crate::i18n::t_args(
                        lang,
                        "account-profile-about-long",
                        &[("count", crate::bounds::MAX_ABOUT.into())],
                    )
                }),
                time_zone_error: problems
                    .time_zone
                    .map(|_| crate::i18n::t(lang, "account-profile-bad-zone")),
                saved: false,
            },
        );
    }
    Ok(Redirect::to("/account/profile?saved=1").into_response())
}

#[derive(Template)]
#[template(path = "who.html")]
struct WhoPage {
    page: Page,
    players: Vec<Named>,
}

/// Who is here: open to visitors too, to look before they sign up.
async fn who(State(state): State<AppState>, page: Page) -> Result<Response, AppError> {
    let players = state
        .store
        .profiles()
        .seen_since(now() - HERE_FOR, WHO_SHOWN)
        .await?;
    render(&WhoPage { page, players })
}

#[derive(Deserialize)]
struct SearchQuery {
    q: Option<String>,
    page: Option<i64>,
}

#[derive(Template)]
#[template(path = "users.html")]
struct SearchPage {
    page: Page,
    q: String,
    q_query: String,
    /// Why nothing was found, when nothing could be.
    hint: Option<String>,
    searched: bool,
    found: Vec<Named>,
    number: i64,
    more: bool,
}

async fn search(
    State(state): State<AppState>,
    Query(query): Query<SearchQuery>,
    page: Page,
) -> Result<Response, AppError> {
    let q = query.q.unwrap_or_default().trim().to_owned();
    let number = query.page.unwrap_or(1).clamp(1, 10_000);
    let mut view = SearchPage {
        page,
        q_query: query_value(&q),
        q: q.clone(),
        hint: None,
        searched: !q.is_empty(),
        found: Vec::new(),
        number,
        more: false,
    };
    if q.is_empty() {
        return render(&view);
    }
    let userid_chars = q
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    // No userid holds such a search: it finds nothing, and says why.
    if q.chars().count() > passwords::MAX_USERNAME || !userid_chars {
        view.hint = Some(i18n::t(view.page.lang, "players-userid-hint"));
        return render(&view);
    }
    let mut found = state
        .store
        .profiles()
        .names_matching(
            &crate::store::username_key(&q),
            SEARCH_PAGE + 1,
            (number - 1) * SEARCH_PAGE,
        )
        .await?;
    view.more = found.len() as i64 > SEARCH_PAGE;
    found.truncate(SEARCH_PAGE as usize);
    view.found = found;
    render(&view)
}
