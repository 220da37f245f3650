//! The statistics pages: `/stats` (every game) and `/stats/{game}`: games
//! started, finished and in progress, who wins (White, Black, draws, as
//! BrainKing shows them), how games end, their length, and the most active
//! players of the month. All of it from counters the store keeps with each
//! started and finished game (`store::stats`), so a page reads a few rows.

use askama::Template;
use axum::{
    extract::{Path, State},
    response::Response,
    routing::get,
    Router,
};
use halma_rules::{Color, Variant};

use crate::{
    describe,
    error::AppError,
    i18n,
    model::result::Termination,
    store::{now, Counters},
    tournaments::decimal,
    web::{render, Page},
    AppState,
};

/// How many players the most active list shows.
pub const MOST_ACTIVE: i64 = 10;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/stats", get(all_games))
        .route("/stats/{game}", get(one_game))
}

/// A count with its share, as the page shows it.
struct Share {
    label: String,
    count: i64,
    /// `54.32 %`.
    percent: String,
}

/// The figures of one game or of all, computed from the counters.
#[derive(Debug, Clone, PartialEq)]
pub struct Figures {
    pub started: i64,
    pub finished: i64,
    pub in_progress: i64,
    pub white_wins: i64,
    pub black_wins: i64,
    pub draws: i64,
    pub terminations: Vec<(Termination, i64)>,
    /// Plies a finished game, on average.
    pub average_moves: Option<f64>,
    pub longest: i64,
}

impl Figures {
    pub fn of(counters: &Counters) -> Figures {
        let count = |pick: &dyn Fn(&crate::store::FinishCount) -> bool| -> i64 {
            counters
                .finished
                .iter()
                .filter(|c| pick(c))
                .map(|c| c.games)
                .sum()
        };
        let finished = count(&|_| true);
        let plies: i64 = counters.finished.iter().map(|c| c.plies).sum();
        Figures {
            started: counters.started,
            finished,
            in_progress: (counters.started - finished).max(0),
            white_wins: count(&|c| c.winner == Some(Color::White)),
            black_wins: count(&|c| c.winner == Some(Color::Black)),
            draws: count(&|c| c.winner.is_none()),
            terminations: Termination::ALL
                .into_iter()
                .map(|t| (t, count(&|c| c.termination == t)))
                .collect(),
            average_moves: (finished > 0).then(|| plies as f64 / finished as f64),
            longest: counters
                .finished
                .iter()
                .filter(|c| c.games > 0)
                .map(|c| c.longest)
                .max()
                .unwrap_or(0),
        }
    }
}

/// How each termination kind reads in the table (the message's id; "Out of
/// time" in English).
fn termination_words(t: Termination) -> &'static str {
    match t {
        Termination::TargetReached => "club-end-target-reached",
        Termination::TargetFilled => "club-end-target-filled",
        Termination::CampDeadline => "club-end-camp-deadline",
        Termination::ReturnedHome => "club-end-returned-home",
        Termination::Repetition => "club-end-repetition",
        Termination::Agreement => "club-end-agreement",
        Termination::Resignation => "club-end-resignation",
        Termination::Time => "club-end-time",
        Termination::Admin => "club-end-admin",
        Termination::Forfeit => "club-end-forfeit",
        Termination::PartnersFinished => "club-end-partners-finished",
        Termination::OthersLeft => "club-end-others-left",
        Termination::PartnerLeft => "club-end-partner-left",
    }
}

struct GameLink {
    id: &'static str,
    name: &'static str,
}

#[derive(Template)]
#[template(path = "stats.html")]
struct StatsPage {
    page: Page,
    /// The game's id, or empty for all games.
    game: &'static str,
    title: String,
    games: Vec<GameLink>,
    started: i64,
    finished: i64,
    in_progress: i64,
    won: Vec<Share>,
    endings: Vec<Share>,
    average: String,
    longest: i64,
    month: String,
    active: Vec<crate::store::ActivePlayer>,
}

async fn page_of(state: AppState, page: Page, game: Option<Variant>) -> Result<Response, AppError> {
    let id = game.map(Variant::id);
    let counters = state.store.stats().counters(id).await?;
    let at = now();
    let month = format!("{:04}-{:02}", at.year(), u8::from(at.month()));
    let active = state
        .store
        .stats()
        .most_active(&month, id, MOST_ACTIVE)
        .await?;
    let lang = page.lang;
    let f = Figures::of(&counters);
    let won = [
        ("club-stats-white-wins", f.white_wins),
        ("club-stats-black-wins", f.black_wins),
        ("club-stats-draws", f.draws),
    ]
    .into_iter()
    .map(|(label, count)| Share {
        label: i18n::t(lang, label),
        count,
        percent: describe::percent_in(lang, count, f.finished),
    })
    .collect();
    let endings = f
        .terminations
        .iter()
        .map(|&(t, count)| Share {
            label: i18n::t(lang, termination_words(t)),
            count,
            percent: describe::percent_in(lang, count, f.finished),
        })
        .collect();
    render(&StatsPage {
        page,
        game: id.unwrap_or(""),
        title: game.map_or_else(
            || i18n::t(lang, "club-stats-title-every"),
            |v| i18n::t_args(lang, "club-stats-title-game", &[("game", v.name().into())]),
        ),
        games: Variant::ALL
            .iter()
            .map(|v| GameLink {
                id: v.id(),
                name: v.name(),
            })
            .collect(),
        started: f.started,
        finished: f.finished,
        in_progress: f.in_progress,
        won,
        endings,
        average: f
            .average_moves
            .map_or("–".to_owned(), |a| decimal(lang, format!("{a:.1}"))),
        longest: f.longest,
        month: i18n::t_args(
            lang,
            "club-stats-month",
            &[
                ("year", format!("{:04}", at.year()).into()),
                ("month", format!("{:02}", u8::from(at.month())).into()),
            ],
        ),
        active,
    })
}

async fn all_games(State(state): State<AppState>, page: Page) -> Result<Response, AppError> {
    page_of(state, page, None).await
}

async fn one_game(
    State(state): State<AppState>,
    page: Page,
    Path(game): Path<String>,
) -> Result<Response, AppError> {
    let v = Variant::ALL
        .into_iter()
        .find(|v| v.id() == game)
        .ok_or(AppError::NotFound)?;
    page_of(state, page, Some(v)).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_read_like_brainkings() {
        assert_eq!(describe::percent(5432, 10000), "54.32 %");
        assert_eq!(describe::percent(1, 3), "33.33 %");
        assert_eq!(describe::percent(0, 0), "–");
    }
}
