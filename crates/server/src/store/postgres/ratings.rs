//! Ratings on Postgres: given in the transaction that finishes a game, read,
//! and rebuilt.

use async_trait::async_trait;
use sqlx::PgConnection;
use time::OffsetDateTime;

use super::PgStore;
use crate::domain::ratings::{long_enough, rate, Rating};
use crate::model::{GameId, UserId};
use crate::store::{
    ratings::{
        replay, winner_of, HistoryRecord, RatedRecord, RatingRecord, GAME_TO_RATE, HISTORY,
        INSERT_HISTORY, INSERT_RATING, LEADERBOARD, NEW_RATING, RATED_GAMES, RATINGS_OF,
        UPDATE_RATING,
    },
    rows::to_millis,
    HistoryPoint, RatingRepo, RatingRow, StoreError,
};

/// The two players' ratings, read for update (row locks, until the transaction ends).
const LOCK: &str = " FOR UPDATE";

/// The next place in the finishing order of rated games.
const NEXT_SEQ: &str = "SELECT nextval('rating_seq')";

/// Rates a game that just finished, inside the transaction that finished it:
/// one rating period for its two players, when it is rated and long enough.
pub(super) async fn rate_finished(conn: &mut PgConnection, game: GameId) -> Result<(), StoreError> {
    type Row = (
        String,
        UserId,
        UserId,
        Option<String>,
        bool,
        i64,
        Option<i64>,
    );
    let row: Option<Row> = sqlx::query_as(GAME_TO_RATE)
        .bind(game)
        .fetch_optional(&mut *conn)
        .await?;
    let Some((variant, white, black, winner, rated, ply, finished_at)) = row else {
        return Ok(());
    };
    if !rated || !long_enough(ply) {
        return Ok(());
    }
    let at = finished_at.unwrap_or_default();
    for user in [white, black] {
        sqlx::query(NEW_RATING)
            .bind(user)
            .bind(&variant)
            .bind(at)
            .execute(&mut *conn)
            .await?;
    }
    // Locked in the order of the users' ids, so that two games sharing both
    // players cannot deadlock.
    let sql = format!(
        "SELECT user_id, rating, deviation, volatility FROM ratings \
         WHERE game = $1 AND user_id IN ($2, $3) ORDER BY user_id{LOCK}"
    );
    let locked: Vec<(UserId, f64, f64, f64)> = sqlx::query_as(&sql)
        .bind(&variant)
        .bind(white)
        .bind(black)
        .fetch_all(&mut *conn)
        .await?;
    let of = |user: UserId| {
        locked
            .iter()
            .find(|r| r.0 == user)
            .map(|&(_, rating, deviation, volatility)| Rating {
                rating,
                deviation,
                volatility,
            })
            .ok_or(StoreError::NotFound)
    };
    let (w, b) = rate(of(white)?, of(black)?, winner_of(winner.as_deref())?);
    let seq: i64 = sqlx::query_scalar(NEXT_SEQ).fetch_one(&mut *conn).await?;
    for (user, r) in [(white, w), (black, b)] {
        sqlx::query(UPDATE_RATING)
            .bind(r.rating)
            .bind(r.deviation)
            .bind(r.volatility)
            .bind(at)
            .bind(user)
            .bind(&variant)
            .execute(&mut *conn)
            .await?;
        sqlx::query(INSERT_HISTORY)
            .bind(game)
            .bind(user)
            .bind(&variant)
            .bind(seq)
            .bind(r.rating)
            .bind(r.deviation)
            .bind(r.volatility)
            .bind(at)
            .execute(&mut *conn)
            .await?;
    }
    sqlx::query("UPDATE games SET rating_seq = $1 WHERE id = $2")
        .bind(seq)
        .bind(game)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Everything a finished game changes besides itself, in the transaction
/// that finished it: the ratings and the statistics' counters. The counters
/// come last: every game that ends the same way updates the same counter row,
/// whose lock is then held only until the commit that follows, not through
/// the rating's round trips (games ending together queued behind it for
/// 16 ms on average under the load generator).
pub(super) async fn game_finished(conn: &mut PgConnection, game: GameId) -> Result<(), StoreError> {
    rate_finished(conn, game).await?;
    super::stats::count_finished(conn, game).await
}

/// Forgets every rating and replays the rated games in finishing order.
pub(super) async fn rebuild_all(conn: &mut PgConnection) -> Result<u64, StoreError> {
    // No game is rated meanwhile: a rating waits for the rebuild's commit.
    sqlx::query("LOCK TABLE ratings, rating_history IN EXCLUSIVE MODE")
        .execute(&mut *conn)
        .await?;
    let games: Vec<RatedRecord> = sqlx::query_as(RATED_GAMES).fetch_all(&mut *conn).await?;
    let (current, history) = replay(&games)?;
    sqlx::query("DELETE FROM rating_history")
        .execute(&mut *conn)
        .await?;
    sqlx::query("DELETE FROM ratings")
        .execute(&mut *conn)
        .await?;
    for h in &history {
        sqlx::query(INSERT_HISTORY)
            .bind(h.game_id)
            .bind(h.user)
            .bind(&h.game)
            .bind(h.seq)
            .bind(h.rating.rating)
            .bind(h.rating.deviation)
            .bind(h.rating.volatility)
            .bind(h.at)
            .execute(&mut *conn)
            .await?;
    }
    for ((user, game), c) in &current {
        sqlx::query(INSERT_RATING)
            .bind(user)
            .bind(game)
            .bind(c.rating.rating)
            .bind(c.rating.deviation)
            .bind(c.rating.volatility)
            .bind(c.games)
            .bind(c.last_played_at)
            .execute(&mut *conn)
            .await?;
    }
    Ok(games.len() as u64)
}

#[async_trait]
impl RatingRepo for PgStore {
    async fn ratings_of(&self, user: UserId) -> Result<Vec<RatingRow>, StoreError> {
        let records: Vec<RatingRecord> = sqlx::query_as(&RATINGS_OF)
            .bind(user)
            .fetch_all(&self.pool)
            .await?;
        Ok(records.into_iter().map(RatingRow::from).collect())
    }

    async fn leaderboard(
        &self,
        game: &str,
        since: OffsetDateTime,
        offset: i64,
        limit: i64,
    ) -> Result<Vec<RatingRow>, StoreError> {
        let records: Vec<RatingRecord> = sqlx::query_as(&LEADERBOARD)
            .bind(game)
            .bind(to_millis(since))
            .bind(offset)
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
        Ok(records.into_iter().map(RatingRow::from).collect())
    }

    async fn history(&self, user: UserId) -> Result<Vec<HistoryPoint>, StoreError> {
        let records: Vec<HistoryRecord> = sqlx::query_as(HISTORY)
            .bind(user)
            .fetch_all(&self.pool)
            .await?;
        Ok(records.into_iter().map(HistoryPoint::from).collect())
    }

    async fn rebuild(&self) -> Result<u64, StoreError> {
        let mut tx = self.write().await?;
        let n = rebuild_all(&mut tx).await?;
        tx.commit().await?;
        Ok(n)
    }
}
