//! Ratings: each user's rating a game, and its history. Ratings are written
//! by the store in the transaction that finishes a rated game, as the
//! [`RatingRule`] it was opened with computes them; this area reads them and
//! rebuilds them.

use std::collections::HashMap;

use async_trait::async_trait;
use halma_rules::Color;
use time::OffsetDateTime;

use super::sql::status_filter;
use super::StoreError;
use crate::model::ratings::Rating;
use crate::model::{GameId, UserId};
use crate::store::Player;

/// How one finished rated game changes its players' ratings: the domain's
/// rule, given to the store when it is opened. The store reads the ratings
/// before and writes the ones the rule gives back; it computes none.
pub trait RatingRule: Send + Sync + std::fmt::Debug {
    /// A game of two: White's and Black's new ratings from their ratings
    /// before; `winner` `None` is a draw.
    fn rate(&self, white: Rating, black: Rating, winner: Option<Color>) -> (Rating, Rating);

    /// A game for more than two: every seat's player's new rating, in the
    /// order of `seats`. `partners`: seats 1 and 3 play against 2 and 4.
    fn rate_seats(&self, partners: bool, seats: &[RatedSeat]) -> Vec<Rating>;
}

/// A seat of a finished rated game for more than two, as a rule reads it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatedSeat {
    /// 1 for the first in turn order.
    pub seat: i64,
    /// 1 for the winners, 2 for the others; `None` for every seat in a draw.
    pub place: Option<i64>,
    /// The player's rating in this game before it; `None` before their
    /// first rated game of it (where they start is the rule's to say).
    pub rating: Option<Rating>,
}

/// A user's rating in one game (`halma-8x8`, ...).
#[derive(Debug, Clone, PartialEq)]
pub struct RatingRow {
    pub user: Player,
    pub game: String,
    pub rating: Rating,
    /// Rated games it counts.
    pub games: i64,
    /// When the last of them ended.
    pub last_played_at: OffsetDateTime,
}

/// A user's rating after one rated game.
#[derive(Debug, Clone, PartialEq)]
pub struct HistoryPoint {
    pub game: String,
    pub game_id: GameId,
    /// The finishing order of rated games.
    pub seq: i64,
    pub rating: Rating,
    pub at: OffsetDateTime,
}

/// The ratings' storage.
/// A player's rating before and after one rated game.
#[derive(Debug, Clone, Copy, PartialEq, sqlx::FromRow)]
pub struct RatingChange {
    pub user_id: UserId,
    /// `None` before the player's first rated game of its kind (the start).
    pub before: Option<f64>,
    pub after: f64,
}

impl RatingChange {
    /// The change as shown beside a name: `+12`, `−12` (a minus sign), `±0`.
    pub fn shown(&self) -> String {
        let before = self.before.unwrap_or(Rating::START.rating).round() as i64;
        let delta = self.after.round() as i64 - before;
        match delta {
            0 => "±0".to_owned(),
            d if d > 0 => format!("+{d}"),
            d => format!("−{}", -d),
        }
    }
}

#[async_trait]
pub trait RatingRepo: Send + Sync {
    /// A user's ratings, one a game they played rated, in the order of
    /// `Variant::ALL`'s ids as text sorts (the caller orders them).
    async fn ratings_of(&self, user: UserId) -> Result<Vec<RatingRow>, StoreError>;

    /// The leaderboard of `game`: players whose last rated game of it ended
    /// after `since`, best first, `limit` from `offset`.
    async fn leaderboard(
        &self,
        game: &str,
        since: OffsetDateTime,
        offset: i64,
        limit: i64,
    ) -> Result<Vec<RatingRow>, StoreError>;

    /// A user's rating after each rated game, by game then in finishing order.
    async fn history(&self, user: UserId) -> Result<Vec<HistoryPoint>, StoreError>;

    /// What a rated game did to its players' ratings: for each player, the
    /// rating before and after it. Empty for a game not rated.
    async fn rating_changes(&self, game: GameId) -> Result<Vec<RatingChange>, StoreError>;

    /// Forgets every rating and replays every rated game in finishing order
    /// from the start (`halma ratings rebuild`); how many games it replayed.
    async fn rebuild(&self) -> Result<u64, StoreError>;
}

/// A rated game of two as a rebuild reads it, in finishing order.
#[derive(Debug, Clone, sqlx::FromRow)]
pub(crate) struct RatedRecord {
    pub id: GameId,
    pub variant: String,
    pub white_id: UserId,
    pub black_id: UserId,
    pub winner: Option<String>,
    pub finished_at: Option<i64>,
    pub rating_seq: i64,
}

/// A seat of a rated game for more than two as a rebuild reads it: one row a
/// seat, the game's seats together in seat order, the games in finishing
/// order.
#[derive(Debug, Clone, sqlx::FromRow)]
pub(crate) struct RatedSeatRecord {
    pub id: GameId,
    pub variant: String,
    pub partners: bool,
    pub finished_at: Option<i64>,
    pub rating_seq: i64,
    pub seat: i64,
    pub user_id: UserId,
    pub place: Option<i64>,
}

/// A rated game for more than two, its seats gathered.
#[derive(Debug, Clone)]
pub(crate) struct RatedSeatGame {
    pub id: GameId,
    pub variant: String,
    pub partners: bool,
    pub finished_at: Option<i64>,
    pub rating_seq: i64,
    /// Seat, player and place, in seat order.
    pub seats: Vec<(i64, UserId, Option<i64>)>,
}

/// A rated game of either kind, as a rebuild replays it.
#[derive(Debug, Clone)]
pub(crate) enum RatedGame {
    Pair(RatedRecord),
    Seats(RatedSeatGame),
}

impl RatedGame {
    /// Its place in the finishing order of rated games.
    pub fn seq(&self) -> i64 {
        match self {
            RatedGame::Pair(g) => g.rating_seq,
            RatedGame::Seats(g) => g.rating_seq,
        }
    }
}

/// Both kinds of rated games in one finishing order: the games of two and
/// the seats of the games for more than two (each read in finishing order).
pub(crate) fn in_finishing_order(
    pairs: Vec<RatedRecord>,
    seats: Vec<RatedSeatRecord>,
) -> Vec<RatedGame> {
    let mut games: Vec<RatedGame> = pairs.into_iter().map(RatedGame::Pair).collect();
    let mut gathered: Vec<RatedSeatGame> = Vec::new();
    for s in seats {
        match gathered.last_mut() {
            Some(g) if g.id == s.id => g.seats.push((s.seat, s.user_id, s.place)),
            _ => gathered.push(RatedSeatGame {
                id: s.id,
                variant: s.variant,
                partners: s.partners,
                finished_at: s.finished_at,
                rating_seq: s.rating_seq,
                seats: vec![(s.seat, s.user_id, s.place)],
            }),
        }
    }
    games.extend(gathered.into_iter().map(RatedGame::Seats));
    games.sort_by_key(RatedGame::seq);
    games
}

/// The rule's ratings for a game for more than two, one a seat, or an error
/// when the rule answers for another number of seats.
pub(crate) fn rate_seats(
    rule: &dyn RatingRule,
    partners: bool,
    seats: &[RatedSeat],
) -> Result<Vec<Rating>, StoreError> {
    let rated = rule.rate_seats(partners, seats);
    if rated.len() != seats.len() {
        return Err(StoreError::Corrupt(format!(
            "the rating rule rated {} of {} seats",
            rated.len(),
            seats.len()
        )));
    }
    Ok(rated)
}

/// Whether a game for more than two can be rated: each player in one seat
/// only (a player's rating row is written once a game).
pub(crate) fn distinct_players(players: &[UserId]) -> bool {
    let mut sorted = players.to_vec();
    sorted.sort();
    sorted.dedup();
    sorted.len() == players.len()
}

/// A rating row to write.
#[derive(Debug, Clone)]
pub(crate) struct Current {
    pub rating: Rating,
    pub games: i64,
    pub last_played_at: i64,
}

/// A history row to write: game, user, game's id text, seq, rating, at.
#[derive(Debug, Clone)]
pub(crate) struct HistoryInsert {
    pub game_id: GameId,
    pub user: UserId,
    pub game: String,
    pub seq: i64,
    pub rating: Rating,
    pub at: i64,
}

/// Every player's current rating a game, and the history rows.
pub(crate) type Replayed = (HashMap<(UserId, String), Current>, Vec<HistoryInsert>);

/// What replaying `games` (in finishing order) from the start writes: every
/// player's current rating a game and each game's history rows. The same
/// arithmetic, in the same order, as rating them one by one.
pub(crate) fn replay(rule: &dyn RatingRule, games: &[RatedGame]) -> Result<Replayed, StoreError> {
    let mut current: HashMap<(UserId, String), Current> = HashMap::new();
    let mut history = Vec::with_capacity(games.len() * 2);
    for game in games {
        let (id, variant, seq, at, rated) = match game {
            RatedGame::Pair(g) => {
                let winner = winner_of(g.winner.as_deref())?;
                let get = |user| {
                    current
                        .get(&(user, g.variant.clone()))
                        .map_or(Rating::START, |c| c.rating)
                };
                let (w, b) = rule.rate(get(g.white_id), get(g.black_id), winner);
                let rated = vec![(g.white_id, w), (g.black_id, b)];
                (g.id, &g.variant, g.rating_seq, g.finished_at, rated)
            }
            RatedGame::Seats(g) => {
                let seats: Vec<RatedSeat> = g
                    .seats
                    .iter()
                    .map(|&(seat, user, place)| RatedSeat {
                        seat,
                        place,
                        rating: current.get(&(user, g.variant.clone())).map(|c| c.rating),
                    })
                    .collect();
                let new = rate_seats(rule, g.partners, &seats)?;
                let rated = g.seats.iter().map(|s| s.1).zip(new).collect();
                (g.id, &g.variant, g.rating_seq, g.finished_at, rated)
            }
        };
        let at = at.unwrap_or_default();
        for (user, rating) in rated {
            let c = current.entry((user, variant.clone())).or_insert(Current {
                rating,
                games: 0,
                last_played_at: at,
            });
            c.rating = rating;
            c.games += 1;
            c.last_played_at = c.last_played_at.max(at);
            history.push(HistoryInsert {
                game_id: id,
                user,
                game: variant.clone(),
                seq,
                rating,
                at,
            });
        }
    }
    Ok((current, history))
}

/// The winner column of a finished game.
pub(crate) fn winner_of(column: Option<&str>) -> Result<Option<Color>, StoreError> {
    crate::model::result::winner_from_column(column.unwrap_or("none")).map_err(StoreError::Corrupt)
}

/// The columns of a rating row with its user's name.
pub const RATING_COLUMNS: &str = "r.user_id, (SELECT username FROM users WHERE id = r.user_id) \
    AS username, r.game, r.rating, r.deviation, r.volatility, r.games, r.last_played_at";

/// `$1` the user: their ratings.
pub static RATINGS_OF: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
    format!("SELECT {RATING_COLUMNS} FROM ratings r WHERE r.user_id = $1 ORDER BY r.game")
});

/// `$1` the game, `$2` since, `$3` offset, `$4` limit: the leaderboard
/// (index `ratings_board`).
pub static LEADERBOARD: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
    format!(
        "SELECT {RATING_COLUMNS} FROM ratings r WHERE r.game = $1 AND r.last_played_at > $2 \
         ORDER BY r.rating DESC, r.user_id LIMIT $4 OFFSET $3"
    )
});

/// `$1` the user: their history, by game then in finishing order.
/// `$1` the game: each player's rating after it and the one before (their
/// previous point in the same game's history, none for their first game).
pub const RATING_CHANGES: &str = "SELECT h.user_id, h.rating AS after, \
    (SELECT p.rating FROM rating_history p WHERE p.user_id = h.user_id AND p.game = h.game \
    AND p.seq < h.seq ORDER BY p.seq DESC LIMIT 1) AS before \
    FROM rating_history h WHERE h.game_id = $1";

pub const HISTORY: &str = "SELECT game, game_id, seq, rating, deviation, volatility, at \
    FROM rating_history WHERE user_id = $1 ORDER BY game, seq";

/// Rated games in finishing order, for a rebuild.
pub const RATED_GAMES: &str = "SELECT id, variant, white_id, black_id, winner, finished_at, \
    rating_seq FROM games WHERE rating_seq IS NOT NULL AND seated = FALSE ORDER BY rating_seq";

/// The seats of the rated games for more than two, in finishing order then
/// seat order, for a rebuild.
pub const RATED_SEATS: &str = "SELECT g.id, g.variant, g.partners, g.finished_at, \
    g.rating_seq, s.seat, s.user_id, s.place FROM games g JOIN seats s ON s.game_id = g.id \
    WHERE g.rating_seq IS NOT NULL AND g.seated = TRUE ORDER BY g.rating_seq, s.seat";

/// `$1` the game: what rating a game for more than two takes (only a
/// finished game not rated yet).
pub const SEAT_GAME_TO_RATE: &str = concat!(
    "SELECT variant, partners, rated, ply, seat_count, finished_at FROM games WHERE id = $1 AND ",
    status_filter!("status = 'finished'"),
    " AND rating_seq IS NULL AND seated = TRUE"
);

/// `$1` the game: its seats' players and places, in seat order.
pub const SEATS_TO_RATE: &str =
    "SELECT seat, user_id, place FROM seats WHERE game_id = $1 ORDER BY seat";

/// `$1` the game: what rating it takes (only a finished game not rated yet).
pub const GAME_TO_RATE: &str = concat!(
    "SELECT variant, white_id, black_id, winner, rated, ply, finished_at FROM games \
     WHERE id = $1 AND ",
    status_filter!("status = 'finished'"),
    " AND rating_seq IS NULL AND seated = FALSE"
);

/// `$1` user, `$2` game, `$3` now: a new player's rating row, if none yet.
/// A game for more than two reads a row of no games as no rating yet (its
/// rule says where a player starts).
pub const NEW_RATING: &str = "INSERT INTO ratings (user_id, game, rating, deviation, volatility, \
    games, last_played_at) VALUES ($1, $2, 1500.0, 350.0, 0.06, 0, $3) \
    ON CONFLICT (user_id, game) DO NOTHING";

/// `$1`..`$3` the rating, `$4` when, `$5` user, `$6` game.
pub const UPDATE_RATING: &str = "UPDATE ratings SET rating = $1, deviation = $2, \
    volatility = $3, games = games + 1, \
    last_played_at = CASE WHEN last_played_at > $4 THEN last_played_at ELSE $4 END \
    WHERE user_id = $5 AND game = $6";

/// A history row's columns, `$1` to `$8`.
pub const INSERT_HISTORY: &str = "INSERT INTO rating_history (game_id, user_id, game, seq, \
    rating, deviation, volatility, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)";

/// A rating row's columns, `$1` to `$7`.
pub const INSERT_RATING: &str = "INSERT INTO ratings (user_id, game, rating, deviation, \
    volatility, games, last_played_at) VALUES ($1, $2, $3, $4, $5, $6, $7)";

/// A rating record as read.
#[derive(Debug, sqlx::FromRow)]
pub(crate) struct RatingRecord {
    pub user_id: UserId,
    pub username: String,
    pub game: String,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: i64,
    pub last_played_at: i64,
}

impl From<RatingRecord> for RatingRow {
    fn from(r: RatingRecord) -> Self {
        RatingRow {
            user: Player {
                id: r.user_id,
                name: r.username,
            },
            game: r.game,
            rating: Rating {
                rating: r.rating,
                deviation: r.deviation,
                volatility: r.volatility,
            },
            games: r.games,
            last_played_at: super::rows::from_millis(r.last_played_at),
        }
    }
}

/// A history record as read.
#[derive(Debug, sqlx::FromRow)]
pub(crate) struct HistoryRecord {
    pub game: String,
    pub game_id: GameId,
    pub seq: i64,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub at: i64,
}

impl From<HistoryRecord> for HistoryPoint {
    fn from(r: HistoryRecord) -> Self {
        HistoryPoint {
            game: r.game,
            game_id: r.game_id,
            seq: r.seq,
            rating: Rating {
                rating: r.rating,
                deviation: r.deviation,
                volatility: r.volatility,
            },
            at: super::rows::from_millis(r.at),
        }
    }
}
