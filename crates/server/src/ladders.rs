//! Ladders: `/ladders` lists the games' ladders; `/ladders/{game}` shows one
//! (its ranks, open challenges, recent results and changes of rank, each
//! paged) with a Join button, a Challenge button beside each player within
//! reach, and for an admin the ladder's settings. The use cases are in
//! `domain::ladders`.

use askama::Template;
use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};
use halma_rules::{Rules, Variant};
use serde::Deserialize;
use time::OffsetDateTime;

use crate::{
    csrf::CsrfForm,
    describe,
    domain::terms::{parse_clock, parse_days, parse_rated, parse_rules, GameFields, TermsError},
    domain::{
        clock::ClockKind,
        club::time_zone_of,
        ladder::check_reach,
        ladders::{self, DEFAULT_IDLE_DAYS, DEFAULT_REACH, IDLE_DAYS, REACH},
        DomainError,
    },
    error::AppError,
    i18n::{self, Lang},
    ratings_pages::ShownRatings,
    store::{
        now, ChallengeResult, ChallengeRow, LadderRepo, LadderTerms, RankRow, RankWhy, User, UserId,
    },
    waiting_room::FormView,
    web::{login_url, render, render_with, AdminUser, CurrentUser, MaybeUser, Page},
    AppState,
};

/// Players a page of ranks lists.
pub const RANKS_PAGE: i64 = 50;
/// Results and changes of rank a page lists.
pub const HISTORY_PAGE: i64 = 20;
/// Open challenges a page lists.
pub const OPEN_PAGE: i64 = 50;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/ladders", get(list))
        .route("/ladders/{game}", get(ladder))
        .route("/ladders/{game}/join", get(back).post(join))
        .route("/ladders/{game}/challenge", get(back).post(challenge))
        .route("/ladders/{game}/settings", get(back).post(settings))
}

fn variant(game: &str) -> Result<Variant, AppError> {
    game.parse().map_err(|_| AppError::NotFound)
}

/// A game's link in the menu of ladders.
pub struct GameLink {
    pub id: &'static str,
    pub name: &'static str,
}

fn games() -> Vec<GameLink> {
    Variant::ALL
        .iter()
        .map(|v| GameLink {
            id: v.id(),
            name: v.name(),
        })
        .collect()
}

/// The terms of a ladder's games in words, in `lang`.
fn terms_words(lang: Lang, terms: &LadderTerms) -> String {
    format!(
        "{}; {}; {}",
        describe::house_rules_in(lang, &terms.rules),
        describe::clock_in(lang, terms.days_per_move, &terms.clock),
        i18n::t(
            lang,
            if terms.rated {
                "club-rated"
            } else {
                "club-not-rated"
            }
        )
    )
}

/// A moment in the reader's time `zone`, as `lang` writes it:
/// "2026-11-23 15:04 CET", "23.11.2026 15:04 CET" (what
/// [`crate::domain::club::moment_in`] says in English).
pub(crate) fn moment_for(lang: Lang, zone: &str, at: OffsetDateTime) -> String {
    let stamp =
        jiff::Timestamp::from_second(at.unix_timestamp()).unwrap_or(jiff::Timestamp::UNIX_EPOCH);
    let tz = jiff::tz::TimeZone::get(zone).unwrap_or(jiff::tz::TimeZone::UTC);
    let local = stamp.to_zoned_datetime(tz);
    let day = i18n::t_args(
        lang,
        "format-date",
        &[
            ("year", format!("{:04}", local.year()).into()),
            ("month", format!("{:02}", local.month()).into()),
            ("day", format!("{:02}", local.day()).into()),
        ],
    );
    format!("{day} {}", local.strftime("%H:%M %Z"))
}

/// Why a rank changed, in `lang`.
pub(crate) fn why_words(lang: Lang, why: RankWhy) -> String {
    i18n::t(
        lang,
        match why {
            RankWhy::Joined => "club-why-joined",
            RankWhy::ChallengeWon => "club-why-challenge-won",
            RankWhy::LostPlace => "club-why-lost-place",
            RankWhy::IdleDrop => "club-why-idle-drop",
            RankWhy::MovedUp => "club-why-moved-up",
        },
    )
}

/// A challenge's result in `lang`, with the challenger's and the defender's
/// names.
pub(crate) fn result_words(
    lang: Lang,
    result: ChallengeResult,
    challenger: &str,
    defender: &str,
) -> String {
    let id = match result {
        ChallengeResult::Won => "club-challenge-won",
        ChallengeResult::Lost => "club-challenge-lost",
        ChallengeResult::Drawn => "club-challenge-drawn",
    };
    i18n::t_args(
        lang,
        id,
        &[
            ("challenger", challenger.to_owned().into()),
            ("defender", defender.to_owned().into()),
        ],
    )
}

// ---- The list ----

/// One game's ladder in the list.
pub struct LadderLine {
    pub id: &'static str,
    pub name: &'static str,
    /// `None` while no admin set it up.
    pub terms: Option<String>,
    pub players: i64,
}

#[derive(Template)]
#[template(path = "ladders.html")]
struct LaddersPage {
    page: Page,
    ladders: Vec<LadderLine>,
}

async fn list(State(state): State<AppState>, page: Page) -> Result<Response, AppError> {
    let lang = page.lang;
    let settled = state.store.ladders().ladders().await?;
    let ladders = Variant::ALL
        .iter()
        .map(|v| {
            let row = settled.iter().find(|l| l.game == v.id());
            LadderLine {
                id: v.id(),
                name: v.name(),
                terms: row.map(|l| terms_words(lang, &l.terms)),
                players: row.map_or(0, |l| l.players),
            }
        })
        .collect();
    render(&LaddersPage { page, ladders })
}

// ---- One ladder ----

#[derive(Debug, Default, Deserialize)]
struct LadderQuery {
    /// The page of ranks.
    page: Option<i64>,
    /// The page of open challenges.
    open: Option<i64>,
    /// The page of results.
    results: Option<i64>,
    /// The page of changes of rank.
    changes: Option<i64>,
}

fn number(n: Option<i64>) -> i64 {
    n.unwrap_or(1).clamp(1, 100_000)
}

/// A player's line in the ranks.
pub struct RankView {
    pub rank: i64,
    pub name: String,
    pub rating: String,
    pub last_game: String,
    /// A Challenge button beside it, for the one looking.
    pub challenge: bool,
    pub me: bool,
}

/// A challenge as the page lists it.
pub struct ChallengeView {
    pub challenger: String,
    pub defender: String,
    pub game_id: String,
    pub when: String,
    /// Once done: the result in words.
    pub result: String,
}

impl ChallengeView {
    /// The challenge, its moment in the reader's time `zone`, in `lang`.
    fn of(lang: Lang, c: &ChallengeRow, zone: &str) -> Self {
        ChallengeView {
            challenger: c.challenger.name.clone(),
            defender: c.defender.name.clone(),
            game_id: c.game.to_string(),
            when: moment_for(lang, zone, c.done_at.unwrap_or(c.created_at)),
            result: c
                .result
                .map(|r| result_words(lang, r, &c.challenger.name, &c.defender.name))
                .unwrap_or_default(),
        }
    }
}

/// A change of rank as the page lists it.
pub struct ChangeView {
    pub name: String,
    /// Empty for a player who joined.
    pub from: String,
    pub to: i64,
    pub why: String,
    pub game_id: Option<String>,
    pub when: String,
}

/// The settings form: the game fields, the reach and the idle days, as typed.
struct SettingsForm {
    form: FormView,
    reach: String,
    idle_days: String,
    error: Option<String>,
}

#[derive(Template)]
#[template(path = "ladder.html")]
struct LadderPage {
    page: Page,
    games: Vec<GameLink>,
    game: &'static str,
    name: &'static str,
    settled: bool,
    terms: String,
    reach: i64,
    idle_days: i64,
    players: i64,
    logged_in: bool,
    login: String,
    my_rank: Option<i64>,
    can_join: bool,
    ranks: Vec<RankView>,
    rank_page: i64,
    ranks_more: bool,
    open: Vec<ChallengeView>,
    open_page: i64,
    open_more: bool,
    results: Vec<ChallengeView>,
    results_page: i64,
    results_more: bool,
    changes: Vec<ChangeView>,
    changes_page: i64,
    changes_more: bool,
    /// The settings form, shown to an admin.
    is_admin: bool,
    form: FormView,
    reach_value: String,
    idle_value: String,
    settings_error: Option<String>,
}

/// One more than a page, to know whether there is a next.
fn paged<T>(mut rows: Vec<T>, size: i64) -> (Vec<T>, bool) {
    let more = rows.len() as i64 > size;
    rows.truncate(size as usize);
    (rows, more)
}

/// The settings form filled with a ladder's terms (or the defaults).
fn settings_of(lang: Lang, game: Variant, terms: Option<&LadderTerms>) -> SettingsForm {
    let bank = terms.is_some_and(|t| t.clock.kind == ClockKind::Bank);
    let fields = match terms {
        None => GameFields {
            game: Some(game.id().to_owned()),
            ..GameFields::default()
        },
        Some(t) => GameFields {
            game: Some(game.id().to_owned()),
            camp: Some(t.rules.camp.kind().name().to_owned()),
            repetition: Some(t.rules.repetition.name().to_owned()),
            days: Some(t.days_per_move.to_string()),
            rated: Some(if t.rated { "yes" } else { "no" }.to_owned()),
            clock: Some(t.clock.kind.as_str().to_owned()),
            // A clock per move keeps 0 for both; the form shows its defaults.
            increment: bank.then(|| t.clock.increment.to_string()),
            cap: bank.then(|| t.clock.cap.to_string()),
            weekends: Some(if t.clock.weekends_off { "off" } else { "on" }.to_owned()),
            vacation: Some(
                if t.clock.vacation {
                    "allowed"
                } else {
                    "forbidden"
                }
                .to_owned(),
            ),
            ..GameFields::default()
        },
    };
    SettingsForm {
        form: one_game(FormView::of_in(lang, &fields), game),
        reach: terms.map_or(DEFAULT_REACH, |t| t.reach).to_string(),
        idle_days: terms.map_or(DEFAULT_IDLE_DAYS, |t| t.idle_days).to_string(),
        error: None,
    }
}

/// The form's game select offers this ladder's game only.
fn one_game(mut form: FormView, game: Variant) -> FormView {
    form.game.retain(|c| c.value == game.id());
    for c in &mut form.game {
        c.selected = true;
    }
    form
}

/// The players of `ranks` the one looking (`me`, at their rank) may
/// challenge: within reach and with no challenge to answer, while the one
/// looking has none given. Each gets a Challenge button.
async fn within_reach(
    ladders: &dyn LadderRepo,
    id: &str,
    me: Option<(UserId, i64)>,
    ranks: &[RankRow],
    reach: i64,
) -> Result<Vec<UserId>, AppError> {
    let mut within_reach: Vec<UserId> = Vec::new();
    let Some((me, mine)) = me else {
        return Ok(within_reach);
    };
    let given = ladders
        .open_challenges_of(id, me)
        .await?
        .iter()
        .any(|c| c.challenger.id == me);
    for r in ranks
        .iter()
        .filter(|r| !given && check_reach(Some(mine), Some(r.rank), reach).is_ok())
    {
        let answering = ladders
            .open_challenges_of(id, r.user.id)
            .await?
            .iter()
            .any(|c| c.defender.id == r.user.id);
        if !answering {
            within_reach.push(r.user.id);
        }
    }
    Ok(within_reach)
}

async fn ladder_page(
    state: &AppState,
    page: Page,
    user: Option<User>,
    game: Variant,
    query: LadderQuery,
    settings: Option<SettingsForm>,
) -> Result<Response, AppError> {
    let lang = page.lang;
    let store = state.store.as_ref();
    let ladders = store.ladders();
    let id = game.id();
    let row = ladders.ladder(id).await?;
    let (rank_page, open_page, results_page, changes_page) = (
        number(query.page),
        number(query.open),
        number(query.results),
        number(query.changes),
    );
    let (ranks, open, results, changes) = tokio::try_join!(
        ladders.ranks(id, RANKS_PAGE + 1, (rank_page - 1) * RANKS_PAGE),
        ladders.open_challenges(id, OPEN_PAGE + 1, (open_page - 1) * OPEN_PAGE),
        ladders.results(id, HISTORY_PAGE + 1, (results_page - 1) * HISTORY_PAGE),
        ladders.rank_changes(id, HISTORY_PAGE + 1, (changes_page - 1) * HISTORY_PAGE),
    )?;
    let (ranks, ranks_more) = paged(ranks, RANKS_PAGE);
    let (open, open_more) = paged(open, OPEN_PAGE);
    let (results, results_more) = paged(results, HISTORY_PAGE);
    let (changes, changes_more) = paged(changes, HISTORY_PAGE);
    let me = user.as_ref().map(|u| u.id);
    let my_rank = match me {
        Some(me) => ladders.rank_of(id, me).await?,
        None => None,
    };
    let zone = time_zone_of(store, me).await?;
    let reach = row.as_ref().map_or(DEFAULT_REACH, |l| l.terms.reach);
    let within_reach = within_reach(ladders, id, me.zip(my_rank), &ranks, reach).await?;
    let mut shown = ShownRatings::default();
    let mut rank_views = Vec::with_capacity(ranks.len());
    for r in &ranks {
        rank_views.push(RankView {
            rank: r.rank,
            name: r.user.name.clone(),
            rating: shown.of(store, r.user.id, id).await?,
            last_game: moment_for(lang, &zone, r.last_game_at),
            challenge: within_reach.contains(&r.user.id),
            me: Some(r.user.id) == me,
        });
    }
    let is_admin = user.as_ref().is_some_and(|u| u.is_admin);
    let settings =
        settings.unwrap_or_else(|| settings_of(lang, game, row.as_ref().map(|l| &l.terms)));
    let status = match settings.error {
        Some(_) => StatusCode::BAD_REQUEST,
        None => StatusCode::OK,
    };
    render_with(
        status,
        &LadderPage {
            page,
            games: games(),
            game: id,
            name: game.name(),
            settled: row.is_some(),
            terms: row
                .as_ref()
                .map(|l| terms_words(lang, &l.terms))
                .unwrap_or_default(),
            reach,
            idle_days: row
                .as_ref()
                .map_or(DEFAULT_IDLE_DAYS, |l| l.terms.idle_days),
            players: row.as_ref().map_or(0, |l| l.players),
            logged_in: user.is_some(),
            login: login_url(Some(&format!("/ladders/{id}"))),
            my_rank,
            can_join: user.is_some() && row.is_some() && my_rank.is_none(),
            ranks: rank_views,
            rank_page,
            ranks_more,
            open: open
                .iter()
                .map(|c| ChallengeView::of(lang, c, &zone))
                .collect(),
            open_page,
            open_more,
            results: results
                .iter()
                .map(|c| ChallengeView::of(lang, c, &zone))
                .collect(),
            results_page,
            results_more,
            changes: changes
                .into_iter()
                .map(|c| ChangeView {
                    name: c.user.name,
                    from: c.from_rank.map(|r| r.to_string()).unwrap_or_default(),
                    to: c.to_rank,
                    why: why_words(lang, c.why),
                    game_id: c.game.map(|g| g.to_string()),
                    when: moment_for(lang, &zone, c.at),
                })
                .collect(),
            changes_page,
            changes_more,
            is_admin,
            form: settings.form,
            reach_value: settings.reach,
            idle_value: settings.idle_days,
            settings_error: settings.error,
        },
    )
}

async fn ladder(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    Path(game): Path<String>,
    Query(query): Query<LadderQuery>,
    page: Page,
) -> Result<Response, AppError> {
    let game = variant(&game)?;
    ladder_page(&state, page, user, game, query, None).await
}

/// A form's address opened as a page (the way back after logging in): the
/// ladder, where the form is.
async fn back(Path(game): Path<String>) -> Result<Redirect, AppError> {
    let game = variant(&game)?;
    Ok(Redirect::to(&format!("/ladders/{}", game.id())))
}

async fn join(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(game): Path<String>,
    CsrfForm(_): CsrfForm<serde::de::IgnoredAny>,
) -> Result<Response, AppError> {
    let game = variant(&game)?;
    let rank = ladders::join(state.store.as_ref(), game, &user, now()).await?;
    tracing::info!(ladder = game.id(), player = %user.username, rank, "joined a ladder");
    Ok(Redirect::to(&format!("/ladders/{}", game.id())).into_response())
}

#[derive(Debug, Default, Deserialize)]
struct ChallengeForm {
    #[serde(default)]
    defender: String,
}

async fn challenge(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(game): Path<String>,
    CsrfForm(form): CsrfForm<ChallengeForm>,
) -> Result<Response, AppError> {
    let game = variant(&game)?;
    let made = ladders::challenge(state.store.as_ref(), game, &user, &form.defender, now()).await?;
    tracing::info!(ladder = game.id(), challenger = %user.username, game = %made.game, "ladder challenge");
    Ok(Redirect::to(&format!("/games/{}", made.game)).into_response())
}

/// The settings form as sent: the game fields, the reach and the idle days.
#[derive(Debug, Default, Deserialize)]
struct SettingsFields {
    camp: Option<String>,
    repetition: Option<String>,
    days: Option<String>,
    rated: Option<String>,
    clock: Option<String>,
    increment: Option<String>,
    cap: Option<String>,
    weekends: Option<String>,
    vacation: Option<String>,
    reach: Option<String>,
    idle_days: Option<String>,
}

fn whole(text: &Option<String>, bounds: &std::ops::RangeInclusive<i64>) -> Option<i64> {
    text.as_deref()
        .map(str::trim)
        .and_then(|t| t.parse::<i64>().ok())
        .filter(|n| bounds.contains(n))
}

async fn settings(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(game): Path<String>,
    page: Page,
    CsrfForm(sent): CsrfForm<SettingsFields>,
) -> Result<Response, AppError> {
    let game = variant(&game)?;
    let fields = GameFields {
        game: Some(game.id().to_owned()),
        camp: sent.camp.clone(),
        repetition: sent.repetition.clone(),
        days: sent.days.clone(),
        rated: sent.rated.clone(),
        clock: sent.clock.clone(),
        increment: sent.increment.clone(),
        cap: sent.cap.clone(),
        weekends: sent.weekends.clone(),
        vacation: sent.vacation.clone(),
        ..GameFields::default()
    };
    let typed = |form: FormView, error: String| SettingsForm {
        form: one_game(form, game),
        reach: sent.reach.clone().unwrap_or_default(),
        idle_days: sent.idle_days.clone().unwrap_or_default(),
        error: Some(error),
    };
    let refuse = |form: SettingsForm| {
        ladder_page(
            &state,
            page.clone(),
            Some(admin.clone()),
            game,
            LadderQuery::default(),
            Some(form),
        )
    };
    let checked: Result<(Rules, i64, bool), TermsError> = parse_rules(&fields)
        .and_then(|rules| Ok((rules, parse_days(&fields)?, parse_rated(&fields)?)));
    let (rules, days_per_move, rated) = match checked {
        Ok(checked) => checked,
        Err(e) => {
            let message = crate::room_words::terms_message(page.lang, &e);
            return refuse(typed(FormView::of_in(page.lang, &fields), message)).await;
        }
    };
    let clock = match parse_clock(&fields, days_per_move) {
        Ok(clock) => clock,
        Err(e) => {
            let message = crate::room_words::terms_message(page.lang, &e);
            let form =
                FormView::of_in(page.lang, &fields).with_error(e.field.name(), message.clone());
            return refuse(typed(form, message)).await;
        }
    };
    let Some(reach) = whole(&sent.reach, &REACH) else {
        let message = i18n::t_args(
            page.lang,
            "club-ladder-reach-error",
            &[
                ("from", (*REACH.start()).into()),
                ("to", (*REACH.end()).into()),
            ],
        );
        return refuse(typed(FormView::of_in(page.lang, &fields), message)).await;
    };
    let Some(idle_days) = whole(&sent.idle_days, &IDLE_DAYS) else {
        let message = i18n::t_args(
            page.lang,
            "club-ladder-idle-error",
            &[
                ("from", (*IDLE_DAYS.start()).into()),
                ("to", (*IDLE_DAYS.end()).into()),
            ],
        );
        return refuse(typed(FormView::of_in(page.lang, &fields), message)).await;
    };
    let terms = LadderTerms {
        rules,
        days_per_move,
        clock,
        rated,
        reach,
        idle_days,
    };
    match ladders::settle(state.store.as_ref(), game, &admin, terms, now()).await {
        Ok(()) => {}
        Err(DomainError::Refused(r)) => {
            return refuse(typed(
                FormView::of_in(page.lang, &fields),
                i18n::refusal_message(&r, page.lang),
            ))
            .await
        }
        Err(e) => return Err(e.into()),
    }
    tracing::info!(ladder = game.id(), admin = %admin.username, "ladder settings saved");
    Ok(Redirect::to(&format!("/ladders/{}", game.id())).into_response())
}
