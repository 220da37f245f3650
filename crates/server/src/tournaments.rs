//! Tournaments' pages: `/tournaments` (announced, running and finished ones,
//! paged), `/tournaments/new` (an admin's form, or any player's with
//! `--open-tournaments`), and `/tournaments/{id}`: the terms, the entrants
//! with the Sign up and Withdraw buttons, the crosstable (round robin) or the
//! rounds with their pairings (Swiss, knockout), the standings with their
//! tie-breaks, and the winner once the last game ends. The domain
//! ([`crate::domain::tournaments`]) decides.

use std::collections::HashMap;

use askama::Template;
use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};
use serde::Deserialize;
use time::{macros::format_description, OffsetDateTime, PrimitiveDateTime};

use crate::{
    csrf::CsrfForm,
    describe,
    domain::terms::{parse_clock, parse_days, parse_rated, parse_rules, GameFields},
    domain::{
        club::{local_hour_of, moment_of_local, time_zone_of},
        tournaments::{self as domain, Terms, View, Withdrawn},
        DomainError,
    },
    error::AppError,
    i18n::{self, Lang},
    ladders::moment_for,
    model::{result::Termination, TournamentId, UserId},
    room_words::terms_message,
    store::{now, Format, GameStatus, TournamentRow, TournamentStatus},
    waiting_room::FormView,
    web::{render, render_with, CurrentUser, MaybeUser, Page},
    AppState,
};

/// Tournaments each section of `/tournaments` lists a page.
pub const LIST_PAGE: i64 = 20;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/tournaments", get(list).post(create))
        .route("/tournaments/new", get(new_form).post(create))
        .route("/tournaments/{id}", get(show))
        .route("/tournaments/{id}/signup", get(to_page).post(sign_up))
        .route("/tournaments/{id}/withdraw", get(to_page).post(withdraw))
}

/// A tournament as a list shows it.
pub struct Line {
    pub id: String,
    pub name: String,
    pub format: String,
    pub game: &'static str,
    pub entrants: i64,
    pub max_players: i64,
    /// The deadline, the start or the end, in words.
    pub when: String,
    pub winner: String,
}

impl Line {
    /// The tournament's line, its moments in the reader's time `zone`, in
    /// `lang`.
    fn of(lang: Lang, t: &TournamentRow, zone: &str) -> Self {
        let at = |at: OffsetDateTime| moment_for(lang, zone, at);
        let (id, when) = match t.status {
            TournamentStatus::Announced => ("club-tournament-when-signup", at(t.signup_deadline)),
            TournamentStatus::Running => (
                "club-tournament-when-started",
                t.ended_at.map(at).unwrap_or_default(),
            ),
            TournamentStatus::Finished | TournamentStatus::Cancelled => (
                "club-tournament-when-ended",
                t.ended_at.map(at).unwrap_or_default(),
            ),
        };
        let when = i18n::t_args(lang, id, &[("when", when.into())]);
        Line {
            id: t.id.to_string(),
            name: t.name.clone(),
            format: format_words(lang, t.format),
            game: t.rules.variant.name(),
            entrants: t.entrants,
            max_players: t.max_players,
            when,
            winner: t
                .winner
                .as_ref()
                .map(|w| w.name.clone())
                .unwrap_or_default(),
        }
    }
}

#[derive(Deserialize)]
struct PageQuery {
    page: Option<i64>,
}

#[derive(Template)]
#[template(path = "tournaments.html")]
struct ListPage {
    page: Page,
    announced: Vec<Line>,
    running: Vec<Line>,
    finished: Vec<Line>,
    number: i64,
    more: bool,
    may_create: bool,
}

/// A tournament's format in `lang`.
fn format_words(lang: Lang, format: Format) -> String {
    i18n::t(
        lang,
        match format {
            Format::RoundRobin => "club-format-round-robin",
            Format::DoubleRoundRobin => "club-format-double-round-robin",
            Format::Swiss => "club-format-swiss",
            Format::Knockout => "club-format-knockout",
        },
    )
}

/// A number with decimals as `lang` writes it ("12.50", "12,50").
pub(crate) fn decimal(lang: Lang, text: String) -> String {
    let separator = i18n::t(lang, "club-decimal-separator");
    if separator == "." {
        text
    } else {
        text.replace('.', &separator)
    }
}

async fn section(
    state: &AppState,
    lang: Lang,
    status: TournamentStatus,
    number: i64,
    zone: &str,
) -> Result<(Vec<Line>, bool), AppError> {
    let mut rows = state
        .store
        .tournaments()
        .tournaments(status, LIST_PAGE + 1, (number - 1) * LIST_PAGE)
        .await?;
    let more = rows.len() as i64 > LIST_PAGE;
    rows.truncate(LIST_PAGE as usize);
    Ok((rows.iter().map(|t| Line::of(lang, t, zone)).collect(), more))
}

async fn list(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    Query(query): Query<PageQuery>,
    page: Page,
) -> Result<Response, AppError> {
    let number = query.page.unwrap_or(1).clamp(1, 100_000);
    let zone = &time_zone_of(state.store.as_ref(), user.as_ref().map(|u| u.id)).await?;
    let lang = page.lang;
    let (announced, more_a) =
        section(&state, lang, TournamentStatus::Announced, number, zone).await?;
    let (running, more_r) = section(&state, lang, TournamentStatus::Running, number, zone).await?;
    let (mut finished, more_f) =
        section(&state, lang, TournamentStatus::Finished, number, zone).await?;
    // Cancelled ones are listed with the finished ones, after them.
    let (cancelled, more_c) =
        section(&state, lang, TournamentStatus::Cancelled, number, zone).await?;
    finished.extend(cancelled.into_iter().map(|mut l| {
        l.winner = i18n::t(lang, "club-cancelled");
        l
    }));
    render(&ListPage {
        page,
        announced,
        running,
        finished,
        number,
        more: more_a || more_r || more_f || more_c,
        may_create: user
            .as_ref()
            .is_some_and(|u| domain::may_create(u, state.config.open_tournaments)),
    })
}

// ---- New tournament ----

/// The form's own fields besides the game's.
#[derive(Debug, Clone, Default, Deserialize)]
struct TournamentForm {
    name: Option<String>,
    format: Option<String>,
    rounds: Option<String>,
    min_players: Option<String>,
    max_players: Option<String>,
    /// `YYYY-MM-DDTHH:MM` (a `datetime-local` input), UTC.
    #[serde(alias = "signup_deadline")]
    deadline: Option<String>,
    #[serde(flatten)]
    game: GameFields,
}

/// One option of the format select.
struct FormatChoice {
    value: &'static str,
    label: String,
    selected: bool,
}

#[derive(Template)]
#[template(path = "tournament_new.html")]
struct NewPage {
    page: Page,
    form: FormView,
    name: String,
    formats: Vec<FormatChoice>,
    rounds: String,
    min_players: String,
    max_players: String,
    deadline: String,
    error: Option<String>,
    max_name: usize,
    max_rounds: i64,
    max_players_allowed: i64,
    /// The creator's time zone, in which the deadline is typed.
    zone: String,
}

fn new_page(
    page: Page,
    form: &TournamentForm,
    error: Option<String>,
    clock: Option<(&'static str, String)>,
    zone: &str,
) -> NewPage {
    let text = |f: &Option<String>, default: &str| {
        let t = f.as_deref().unwrap_or("").trim().to_owned();
        if t.is_empty() {
            default.to_owned()
        } else {
            t
        }
    };
    let chosen = text(&form.format, Format::RoundRobin.as_str());
    let mut view = FormView::of_in(page.lang, &form.game);
    if let Some((field, message)) = clock {
        view = view.with_error(field, message);
    }
    let default_deadline = now() + time::Duration::days(7);
    let lang = page.lang;
    NewPage {
        page,
        form: view,
        name: text(&form.name, ""),
        formats: Format::ALL
            .iter()
            .map(|f| FormatChoice {
                value: f.as_str(),
                label: format_words(lang, *f),
                selected: f.as_str() == chosen,
            })
            .collect(),
        rounds: text(&form.rounds, "5"),
        min_players: text(&form.min_players, "4"),
        max_players: text(&form.max_players, "16"),
        deadline: text(&form.deadline, &local_hour_of(zone, default_deadline)),
        zone: zone.to_owned(),
        error,
        max_name: domain::MAX_NAME,
        max_rounds: domain::MAX_ROUNDS,
        max_players_allowed: domain::MAX_PLAYERS,
    }
}

async fn new_form(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    page: Page,
) -> Result<Response, AppError> {
    if !domain::may_create(&user, state.config.open_tournaments) {
        return Err(DomainError::Refused(crate::domain::Refusal::TournamentsForAdmins).into());
    }
    let zone = time_zone_of(state.store.as_ref(), Some(user.id)).await?;
    render(&new_page(
        page,
        &TournamentForm::default(),
        None,
        None,
        &zone,
    ))
}

/// A deadline as the form sends it: a date and time in the creator's time
/// `zone` (or a moment with its offset).
fn parse_deadline(text: &str, zone: &str) -> Option<OffsetDateTime> {
    let text = text.trim();
    let minutes = format_description!("[year]-[month]-[day]T[hour]:[minute]");
    let seconds = format_description!("[year]-[month]-[day]T[hour]:[minute]:[second]");
    let spaced = format_description!("[year]-[month]-[day] [hour]:[minute]");
    PrimitiveDateTime::parse(text, minutes)
        .or_else(|_| PrimitiveDateTime::parse(text, seconds))
        .or_else(|_| PrimitiveDateTime::parse(text, spaced))
        .ok()
        .and_then(|local| moment_of_local(zone, local))
        .or_else(|| {
            OffsetDateTime::parse(text, &time::format_description::well_known::Rfc3339).ok()
        })
}

/// A whole number of the form, or the words `id` (in `lang`) that refuse it.
fn number(lang: Lang, field: &Option<String>, id: &str) -> Result<i64, String> {
    let text = field.as_deref().unwrap_or("").trim();
    text.parse::<i64>()
        .map_err(|_| i18n::t_args(lang, id, &[("text", text.to_owned().into())]))
}

async fn create(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    page: Page,
    CsrfForm(form): CsrfForm<TournamentForm>,
) -> Result<Response, AppError> {
    if !domain::may_create(&user, state.config.open_tournaments) {
        return Err(DomainError::Refused(crate::domain::Refusal::TournamentsForAdmins).into());
    }
    let zone = time_zone_of(state.store.as_ref(), Some(user.id)).await?;
    let lang = page.lang;
    let refuse = |page: Page, message: String| {
        render_with(
            StatusCode::BAD_REQUEST,
            &new_page(page, &form, Some(message), None, &zone),
        )
    };
    let rules = match parse_rules(&form.game) {
        Ok(r) => r,
        Err(e) => return refuse(page, terms_message(lang, &e)),
    };
    let days = match parse_days(&form.game) {
        Ok(d) => d,
        Err(e) => return refuse(page, terms_message(lang, &e)),
    };
    let clock = match parse_clock(&form.game, days) {
        Ok(c) => c,
        Err(e) => {
            let (field, message) = (e.field, terms_message(lang, &e));
            return render_with(
                StatusCode::BAD_REQUEST,
                &new_page(
                    page,
                    &form,
                    Some(message.clone()),
                    Some((field.name(), message)),
                    &zone,
                ),
            );
        }
    };
    let rated = match parse_rated(&form.game) {
        Ok(r) => r,
        Err(e) => return refuse(page, terms_message(lang, &e)),
    };
    let format: Format = match form.format.as_deref().map(str::trim).unwrap_or("").parse() {
        Ok(f) => f,
        Err(_) => {
            let message = i18n::t(page.lang, "club-error-format");
            return refuse(page, message);
        }
    };
    let rounds = if format == Format::Swiss {
        match number(page.lang, &form.rounds, "club-error-rounds") {
            Ok(r) => r,
            Err(m) => return refuse(page, m),
        }
    } else {
        0
    };
    let (min_players, max_players) = match (
        number(page.lang, &form.min_players, "club-error-min-players"),
        number(page.lang, &form.max_players, "club-error-max-players"),
    ) {
        (Ok(min), Ok(max)) => (min, max),
        (Err(m), _) | (_, Err(m)) => return refuse(page, m),
    };
    let Some(signup_deadline) = form
        .deadline
        .as_deref()
        .and_then(|text| parse_deadline(text, &zone))
    else {
        let message = i18n::t(page.lang, "club-error-deadline");
        return refuse(page, message);
    };
    let terms = Terms {
        name: form.name.clone().unwrap_or_default(),
        rules,
        days_per_move: days,
        clock,
        rated,
        format,
        rounds,
        min_players,
        max_players,
        signup_deadline,
    };
    match domain::create(
        state.store.as_ref(),
        &user,
        state.config.open_tournaments,
        terms,
        now(),
    )
    .await
    {
        Ok(id) => {
            tracing::info!(tournament = %id, by = %user.username, "tournament announced");
            Ok(Redirect::to(&format!("/tournaments/{id}")).into_response())
        }
        Err(DomainError::Refused(r)) if r.kind() == crate::domain::RefusalKind::Invalid => {
            let message = i18n::refusal_message(&r, page.lang);
            refuse(page, message)
        }
        Err(e) => Err(e.into()),
    }
}

// ---- One tournament ----

/// A game as a tournament page links it.
pub struct GameCell {
    pub id: String,
    /// `1`, `0`, `½`, `+` / `−` (a forfeit won or lost), or `…` while played.
    pub mark: &'static str,
    pub forfeit: bool,
}

/// A crosstable row.
pub struct CrossRow {
    pub number: usize,
    pub name: String,
    pub withdrawn: bool,
    /// One cell a column; the diagonal is `None`.
    pub cells: Vec<Option<Vec<GameCell>>>,
    pub points: String,
}

/// A standings row.
pub struct StandingRow {
    pub place: usize,
    pub name: String,
    pub withdrawn: bool,
    pub points: String,
    pub sonneborn_berger: String,
    pub buchholz: String,
    pub played: u32,
}

/// A game of a round.
pub struct Pairing {
    pub id: String,
    pub label: String,
    pub white: String,
    pub black: String,
    pub result: String,
}

/// A round with its pairings.
pub struct RoundView {
    pub number: i64,
    pub games: Vec<Pairing>,
    /// Swiss: who sat out (a win); knockout: who went through without playing.
    pub byes: Vec<String>,
    /// Knockout: the matches decided and their winners.
    pub decided: Vec<String>,
}

#[derive(Template)]
#[template(path = "tournament.html")]
struct TournamentPage {
    page: Page,
    id: String,
    name: String,
    status: &'static str,
    /// The status in the reader's words.
    status_words: String,
    format: String,
    is_swiss: bool,
    game: &'static str,
    game_id: &'static str,
    house_rules: String,
    clock: String,
    rated: bool,
    vacation: bool,
    rounds: i64,
    min_players: i64,
    max_players: i64,
    deadline: String,
    creator: String,
    entrants: Vec<(String, bool)>,
    can_sign_up: bool,
    can_withdraw: bool,
    /// Withdrawing now forfeits the remaining games.
    withdraw_forfeits: bool,
    logged_in: bool,
    cancelled: Option<String>,
    winner: Option<String>,
    crosstable: Vec<CrossRow>,
    standings: Vec<StandingRow>,
    rounds_played: Vec<RoundView>,
    done: Option<String>,
}

#[derive(Deserialize)]
struct DoneQuery {
    done: Option<String>,
}

fn points(p: f64) -> String {
    let whole = p.trunc() as i64;
    if (p - p.trunc()).abs() > 0.25 {
        if whole == 0 {
            "½".to_owned()
        } else {
            format!("{whole}½")
        }
    } else {
        whole.to_string()
    }
}

fn mark(g: &crate::store::TournamentGame, me: UserId) -> GameCell {
    let forfeit = g.termination == Some(Termination::Forfeit);
    let mark = match g.winner_id() {
        None => "…",
        Some(None) => "½",
        Some(Some(w)) if w == me => {
            if forfeit {
                "+"
            } else {
                "1"
            }
        }
        Some(Some(_)) => {
            if forfeit {
                "−"
            } else {
                "0"
            }
        }
    };
    GameCell {
        id: g.game.to_string(),
        mark,
        forfeit,
    }
}

fn result_words(lang: Lang, g: &crate::store::TournamentGame) -> String {
    let forfeit = g.termination == Some(Termination::Forfeit);
    let score = match (g.status, g.winner) {
        (GameStatus::Finished, Some(Some(halma_rules::Color::White))) => "1-0",
        (GameStatus::Finished, Some(Some(halma_rules::Color::Black))) => "0-1",
        (GameStatus::Finished, _) => return "½-½".to_owned(),
        _ => return i18n::t(lang, "club-result-in-play"),
    };
    if forfeit {
        i18n::t_args(lang, "club-result-forfeit", &[("result", score.into())])
    } else {
        score.to_owned()
    }
}

/// The entrants by id: their names, and whether they withdrew.
struct Entrants<'a> {
    view: &'a View,
    names: HashMap<UserId, String>,
}

impl<'a> Entrants<'a> {
    fn of(view: &'a View) -> Entrants<'a> {
        let names = view
            .entries
            .iter()
            .map(|e| (e.user.id, e.user.name.clone()))
            .collect();
        Entrants { view, names }
    }

    fn name(&self, u: UserId) -> String {
        self.names.get(&u).cloned().unwrap_or_default()
    }

    fn withdrawn(&self, u: UserId) -> bool {
        self.view
            .entries
            .iter()
            .any(|e| e.user.id == u && e.withdrawn_at.is_some())
    }
}

/// The round robin's crosstable: a row an entrant, a cell an opponent.
fn crosstable(view: &View, who: &Entrants) -> Vec<CrossRow> {
    let players: Vec<UserId> = view.entries.iter().map(|e| e.user.id).collect();
    let score: HashMap<UserId, f64> = view
        .standings
        .iter()
        .map(|s| (s.player, s.points))
        .collect();
    // Each pair's games, found once (not a scan of every game a cell).
    let mut between: HashMap<(UserId, UserId), Vec<_>> = HashMap::new();
    for g in &view.games {
        between.entry((g.white.id, g.black.id)).or_default().push(g);
        between.entry((g.black.id, g.white.id)).or_default().push(g);
    }
    players
        .iter()
        .enumerate()
        .map(|(i, &me)| CrossRow {
            number: i + 1,
            name: who.name(me),
            withdrawn: who.withdrawn(me),
            cells: players
                .iter()
                .map(|&other| {
                    (other != me).then(|| {
                        between
                            .get(&(me, other))
                            .map(|games| games.iter().map(|g| mark(g, me)).collect())
                            .unwrap_or_default()
                    })
                })
                .collect(),
            points: points(score.get(&me).copied().unwrap_or(0.0)),
        })
        .collect()
}

/// The standings, first place first.
fn standings(lang: Lang, view: &View, who: &Entrants) -> Vec<StandingRow> {
    view.standings
        .iter()
        .enumerate()
        .map(|(i, s)| StandingRow {
            place: i + 1,
            name: who.name(s.player),
            withdrawn: who.withdrawn(s.player),
            points: points(s.points),
            sonneborn_berger: decimal(lang, format!("{:.2}", s.sonneborn_berger)),
            buchholz: points(s.buchholz),
            played: s.played,
        })
        .collect()
}

/// One round of a Swiss or knockout tournament: its pairings, byes and the
/// matches it decided.
fn round_view(lang: Lang, view: &View, who: &Entrants, round: i64) -> RoundView {
    let t = &view.tournament;
    let games: Vec<Pairing> = view
        .games
        .iter()
        .filter(|g| g.round == round)
        .map(|g| Pairing {
            id: g.game.to_string(),
            label: if t.format == Format::Knockout {
                i18n::t_args(
                    lang,
                    "club-match-game",
                    &[("board", g.board.into()), ("leg", g.leg.into())],
                )
            } else {
                i18n::t_args(lang, "club-board", &[("board", g.board.into())])
            },
            white: g.white.name.clone(),
            black: g.black.name.clone(),
            result: result_words(lang, g),
        })
        .collect();
    let mut byes: Vec<String> = view
        .byes
        .iter()
        .filter(|(r, _)| *r == round)
        .map(|(_, u)| i18n::t_args(lang, "club-bye", &[("name", who.name(*u).into())]))
        .collect();
    let mut decided = Vec::new();
    for m in view.matches.iter().filter(|m| m.round == round) {
        match (m.lower, m.winner) {
            (None, _) => byes.push(i18n::t_args(
                lang,
                "club-through",
                &[("name", who.name(m.higher).into())],
            )),
            (Some(lower), Some(w)) => decided.push(i18n::t_args(
                lang,
                "club-match-decided",
                &[
                    ("board", m.board.into()),
                    ("winner", who.name(w).into()),
                    (
                        "loser",
                        who.name(if w == m.higher { lower } else { m.higher })
                            .into(),
                    ),
                ],
            )),
            _ => {}
        }
    }
    RoundView {
        number: round,
        games,
        byes,
        decided,
    }
}

fn page_of(
    view: View,
    viewer: Option<UserId>,
    page: Page,
    done: Option<&'static str>,
    zone: &str,
) -> TournamentPage {
    let lang = page.lang;
    let t = &view.tournament;
    let at = now();
    let who = Entrants::of(&view);
    let mine = viewer.and_then(|v| view.entries.iter().find(|e| e.user.id == v));
    let open = t.status == TournamentStatus::Announced && t.signup_deadline > at;
    let started = t.current_round > 0 || t.status == TournamentStatus::Running;
    let crosstable = if t.format.is_round_robin() && started {
        crosstable(&view, &who)
    } else {
        Vec::new()
    };
    let standings = if started {
        standings(lang, &view, &who)
    } else {
        Vec::new()
    };
    let rounds_played: Vec<RoundView> = if t.format.is_round_robin() {
        Vec::new()
    } else {
        (1..=t.current_round)
            .map(|round| round_view(lang, &view, &who, round))
            .collect()
    };
    TournamentPage {
        page,
        id: t.id.to_string(),
        name: t.name.clone(),
        status: match t.status {
            TournamentStatus::Announced => "announced",
            TournamentStatus::Running => "running",
            TournamentStatus::Finished => "finished",
            TournamentStatus::Cancelled => "cancelled",
        },
        status_words: i18n::t(
            lang,
            match t.status {
                TournamentStatus::Announced => "club-status-announced",
                TournamentStatus::Running => "club-status-running",
                TournamentStatus::Finished => "club-status-finished",
                TournamentStatus::Cancelled => "club-status-cancelled",
            },
        ),
        format: format_words(lang, t.format),
        is_swiss: t.format == Format::Swiss,
        game: t.rules.variant.name(),
        game_id: t.rules.variant.id(),
        house_rules: describe::house_rules_in(lang, &t.rules),
        clock: describe::clock_in(lang, t.days_per_move, &t.clock),
        rated: t.rated,
        vacation: t.clock.vacation,
        rounds: t.rounds,
        min_players: t.min_players,
        max_players: t.max_players,
        deadline: moment_for(lang, zone, t.signup_deadline),
        creator: t.created_by.name.clone(),
        entrants: view
            .entries
            .iter()
            .map(|e| (e.user.name.clone(), e.withdrawn_at.is_some()))
            .collect(),
        can_sign_up: viewer.is_some()
            && mine.is_none()
            && open
            && (view.entries.len() as i64) < t.max_players,
        can_withdraw: mine.is_some_and(|e| {
            (open) || (t.status == TournamentStatus::Running && e.withdrawn_at.is_none())
        }),
        withdraw_forfeits: t.status == TournamentStatus::Running,
        logged_in: viewer.is_some(),
        cancelled: (t.status == TournamentStatus::Cancelled)
            .then(|| cancel_notice(lang, t, view.entries.len())),
        winner: t.winner.as_ref().map(|w| w.name.clone()),
        crosstable,
        standings,
        rounds_played,
        done: done.map(|id| i18n::t(lang, id)),
    }
}

/// Why a tournament was cancelled, in `lang` (the words of
/// [`domain::cancel_notice`]).
fn cancel_notice(lang: Lang, t: &TournamentRow, signed_up: usize) -> String {
    i18n::t_args(
        lang,
        "club-tournament-cancelled",
        &[
            ("name", t.name.clone().into()),
            ("count", signed_up.into()),
            ("min", t.min_players.into()),
            ("id", t.id.to_string().into()),
        ],
    )
}

fn tournament_id(id: &str) -> Result<TournamentId, AppError> {
    id.parse().map_err(|_| AppError::NotFound)
}

async fn show(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    Path(id): Path<String>,
    Query(query): Query<DoneQuery>,
    page: Page,
) -> Result<Response, AppError> {
    let id = tournament_id(&id)?;
    let view = domain::view(state.store.as_ref(), id).await?;
    let done = match query.done.as_deref() {
        Some("signed-up") => Some("club-done-signed-up"),
        Some("withdrawn") => Some("club-done-withdrawn"),
        Some("forfeited") => Some("club-done-forfeited"),
        _ => None,
    };
    let viewer = user.map(|u| u.id);
    let zone = time_zone_of(state.store.as_ref(), viewer).await?;
    render(&page_of(view, viewer, page, done, &zone))
}

/// A button's address opened as a page: the tournament's page.
async fn to_page(Path(id): Path<String>) -> Result<Redirect, AppError> {
    let id = tournament_id(&id)?;
    Ok(Redirect::to(&format!("/tournaments/{id}")))
}

async fn sign_up(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
    CsrfForm(_): CsrfForm<serde::de::IgnoredAny>,
) -> Result<Response, AppError> {
    let id = tournament_id(&id)?;
    domain::sign_up(state.store.as_ref(), user.id, id, now()).await?;
    Ok(Redirect::to(&format!("/tournaments/{id}?done=signed-up")).into_response())
}

async fn withdraw(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
    CsrfForm(_): CsrfForm<serde::de::IgnoredAny>,
) -> Result<Response, AppError> {
    let id = tournament_id(&id)?;
    let done = match domain::withdraw(state.store.as_ref(), user.id, id, now()).await? {
        Withdrawn::Entry => "withdrawn",
        Withdrawn::Forfeited(games) => {
            tracing::info!(tournament = %id, user = %user.username, forfeited = games.len(), "withdrew after the start");
            "forfeited"
        }
    };
    Ok(Redirect::to(&format!("/tournaments/{id}?done={done}")).into_response())
}
