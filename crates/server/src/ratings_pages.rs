//! The ratings' pages: a game's leaderboard (`/ratings/{game}`) and a
//! player's rating history (`/users/{name}/ratings`), its chart drawn here as
//! SVG; and the ratings shown next to players' names elsewhere.

use std::collections::HashMap;

use askama::Template;
use axum::{
    extract::{Path, Query, State},
    response::Response,
    routing::get,
    Router,
};
use halma_rules::{SeatVariant, Variant};
use serde::Deserialize;
use time::Duration;

use crate::{
    domain::ratings::{Rating, MIN_MOVES_EACH},
    error::AppError,
    i18n::{self, Lang},
    room_words::game_name_in,
    store::{now, Store, StoreError, UserId},
    web::{render, Page},
    AppState,
};

/// Rows a leaderboard page shows.
pub const PAGE_SIZE: i64 = 50;

/// A player is on a leaderboard for this long after their last rated game.
pub const ACTIVE_DAYS: i64 = 180;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/ratings", get(index))
        .route("/ratings/{game}", get(leaderboard))
        .route("/users/{name}/ratings", get(history))
}

/// Ratings read once a user for a page that shows many names.
#[derive(Default)]
pub struct ShownRatings {
    read: HashMap<UserId, Vec<crate::store::RatingRow>>,
}

impl ShownRatings {
    /// `user`'s rating in `game` as shown (`1500?` when not rated yet).
    pub async fn of(
        &mut self,
        store: &dyn Store,
        user: UserId,
        game: &str,
    ) -> Result<String, StoreError> {
        if let std::collections::hash_map::Entry::Vacant(e) = self.read.entry(user) {
            e.insert(store.ratings().ratings_of(user).await?);
        }
        Ok(self.read[&user]
            .iter()
            .find(|r| r.game == game)
            .map_or(Rating::START, |r| r.rating)
            .shown())
    }
}

/// A game with ratings of its own: its id, its name, and whether it is a
/// game for more than two (rated by Weng-Lin, not Glicko-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RatedGame {
    pub id: &'static str,
    pub name: &'static str,
    pub seats: bool,
}

/// Every game with ratings, in the order of the games' menus: the games of
/// two, then the games for more than two.
pub fn rated_games() -> Vec<RatedGame> {
    Variant::ALL
        .iter()
        .map(|v| RatedGame {
            id: v.id(),
            name: v.name(),
            seats: false,
        })
        .chain(SeatVariant::ALL.iter().map(|v| RatedGame {
            id: v.id(),
            name: v.name(),
            seats: true,
        }))
        .collect()
}

fn rated_game(game: &str) -> Result<RatedGame, AppError> {
    rated_games()
        .into_iter()
        .find(|g| g.id == game)
        .ok_or(AppError::NotFound)
}

/// A game's link in the menus: id and name.
struct GameLink {
    id: &'static str,
    name: String,
}

/// The menu of games, their names in `lang`.
fn game_links(lang: Lang) -> Vec<GameLink> {
    rated_games()
        .into_iter()
        .map(|g| GameLink {
            id: g.id,
            name: game_name_in(lang, g.id),
        })
        .collect()
}

async fn index() -> axum::response::Redirect {
    axum::response::Redirect::to(&format!("/ratings/{}", Variant::Halma8x8.id()))
}

// ---- The leaderboard ----

struct BoardRow {
    rank: i64,
    name: String,
    shown: String,
    games: i64,
}

#[derive(Template)]
#[template(path = "leaderboard.html")]
struct LeaderboardPage {
    page: Page,
    game: &'static str,
    name: String,
    /// A game for more than two: rated by Weng-Lin, and no statistics page.
    seats: bool,
    games: Vec<GameLink>,
    rows: Vec<BoardRow>,
    active_days: i64,
    previous: Option<i64>,
    next: Option<i64>,
}

#[derive(Debug, Deserialize)]
struct PageQuery {
    page: Option<i64>,
}

async fn leaderboard(
    State(state): State<AppState>,
    page: Page,
    Path(game): Path<String>,
    Query(query): Query<PageQuery>,
) -> Result<Response, AppError> {
    let v = rated_game(&game)?;
    let number = query.page.unwrap_or(1).clamp(1, 1_000_000);
    let offset = (number - 1) * PAGE_SIZE;
    // One row more than shown tells whether there is a next page.
    let mut found = state
        .store
        .ratings()
        .leaderboard(
            v.id,
            now() - Duration::days(ACTIVE_DAYS),
            offset,
            PAGE_SIZE + 1,
        )
        .await?;
    let more = found.len() as i64 > PAGE_SIZE;
    found.truncate(PAGE_SIZE as usize);
    let rows = found
        .into_iter()
        .enumerate()
        .map(|(i, r)| BoardRow {
            rank: offset + i as i64 + 1,
            name: r.user.name,
            shown: r.rating.shown(),
            games: r.games,
        })
        .collect();
    let lang = page.lang;
    render(&LeaderboardPage {
        page,
        game: v.id,
        name: game_name_in(lang, v.id),
        seats: v.seats,
        games: game_links(lang),
        rows,
        active_days: ACTIVE_DAYS,
        previous: (number > 1).then_some(number - 1),
        next: more.then_some(number + 1),
    })
}

// ---- A player's history ----

/// One game's history: the current rating, the chart, the table.
struct GameHistory {
    game: String,
    name: String,
    shown: String,
    chart: Chart,
    rows: Vec<HistoryRow>,
}

struct HistoryRow {
    number: usize,
    date: String,
    game_id: String,
    rating: i64,
    deviation: i64,
}

/// The chart's drawing, in the SVG's own units.
struct Chart {
    width: i64,
    height: i64,
    /// The line through the ratings, as `x,y x,y …`.
    points: String,
    dots: Vec<(i64, i64)>,
    /// Horizontal guides: y and the rating there.
    guides: Vec<(i64, i64)>,
    /// How the chart reads, for screen readers.
    summary: String,
}

const CHART_WIDTH: i64 = 600;
const CHART_HEIGHT: i64 = 200;
const CHART_LEFT: i64 = 48;
const CHART_PAD: i64 = 12;

fn chart(ratings: &[f64], name: &str) -> Chart {
    let lo = ratings.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = ratings.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    // At least 100 points tall, on whole fifties.
    let lo = ((lo - 25.0) / 50.0).floor() * 50.0;
    let hi = (((hi + 25.0) / 50.0).ceil() * 50.0).max(lo + 100.0);
    let inner_w = (CHART_WIDTH - CHART_LEFT - CHART_PAD) as f64;
    let inner_h = (CHART_HEIGHT - 2 * CHART_PAD) as f64;
    let y = |r: f64| CHART_PAD + ((hi - r) / (hi - lo) * inner_h).round() as i64;
    let x = |i: usize| {
        if ratings.len() < 2 {
            CHART_LEFT + inner_w as i64 / 2
        } else {
            CHART_LEFT + (i as f64 * inner_w / (ratings.len() - 1) as f64).round() as i64
        }
    };
    let dots: Vec<(i64, i64)> = ratings
        .iter()
        .enumerate()
        .map(|(i, &r)| (x(i), y(r)))
        .collect();
    let points = dots
        .iter()
        .map(|(x, y)| format!("{x},{y}"))
        .collect::<Vec<_>>()
        .join(" ");
    let guides = [hi, (hi + lo) / 2.0, lo]
        .into_iter()
        .map(|r| (y(r), r.round() as i64))
        .collect();
    let summary = format!(
        "{name}: {} rated game(s), from {} to {}",
        ratings.len(),
        ratings.first().map_or(0, |r| r.round() as i64),
        ratings.last().map_or(0, |r| r.round() as i64)
    );
    Chart {
        width: CHART_WIDTH,
        height: CHART_HEIGHT,
        points,
        dots,
        guides,
        summary,
    }
}

#[derive(Template)]
#[template(path = "rating_history.html")]
struct HistoryPage {
    page: Page,
    name: String,
    histories: Vec<GameHistory>,
    min_moves: i64,
}

async fn history(
    State(state): State<AppState>,
    page: Page,
    Path(name): Path<String>,
) -> Result<Response, AppError> {
    if crate::passwords::username_problem(&name).is_some() {
        return Err(AppError::NotFound);
    }
    let user = state
        .store
        .users()
        .user_by_name(&name)
        .await?
        .ok_or(AppError::NotFound)?;
    let current = state.store.ratings().ratings_of(user.id).await?;
    let points = state.store.ratings().history(user.id).await?;
    let mut histories = Vec::new();
    // In the order of the games' menu.
    for v in rated_games() {
        let Some(now_rated) = current.iter().find(|r| r.game == v.id) else {
            continue;
        };
        let mine: Vec<_> = points.iter().filter(|p| p.game == v.id).collect();
        let ratings: Vec<f64> = mine.iter().map(|p| p.rating.rating).collect();
        let name = game_name_in(page.lang, v.id);
        histories.push(GameHistory {
            game: v.id.to_owned(),
            name: name.clone(),
            shown: now_rated.rating.shown(),
            chart: Chart {
                summary: i18n::t_args(
                    page.lang,
                    "club-history-summary",
                    &[
                        ("name", name.clone().into()),
                        ("count", ratings.len().into()),
                        (
                            "from",
                            ratings.first().map_or(0, |r| r.round() as i64).into(),
                        ),
                        ("to", ratings.last().map_or(0, |r| r.round() as i64).into()),
                    ],
                ),
                ..chart(&ratings, &name)
            },
            rows: mine
                .iter()
                .enumerate()
                .map(|(i, p)| HistoryRow {
                    number: i + 1,
                    date: i18n::date(page.lang, p.at),
                    game_id: p.game_id.to_string(),
                    rating: p.rating.rating.round() as i64,
                    deviation: p.rating.deviation.round() as i64,
                })
                .collect(),
        });
    }
    render(&HistoryPage {
        page,
        name: user.username,
        histories,
        min_moves: MIN_MOVES_EACH,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chart_spans_its_ratings() {
        let c = chart(&[1500.0, 1662.3, 1580.0], "Halma 8×8");
        assert_eq!(c.dots.len(), 3);
        assert_eq!(c.dots[0].0, CHART_LEFT);
        assert_eq!(c.dots[2].0, CHART_WIDTH - CHART_PAD);
        // Highest rating highest up (smallest y).
        assert!(c.dots[1].1 < c.dots[2].1 && c.dots[2].1 < c.dots[0].1);
        assert!(c.dots.iter().all(|&(_, y)| (0..=CHART_HEIGHT).contains(&y)));
        let one = chart(&[1500.0], "Embargo");
        assert_eq!(one.dots.len(), 1);
        assert!(one.summary.contains("1 rated game(s)"));
    }
}
