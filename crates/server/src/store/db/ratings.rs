//! Ratings: given in the transaction that finishes a game, read,
//! and rebuilt.

use crate::store::dialect::{query, query_as, query_scalar, Dialect, Lock, Tx};
use async_trait::async_trait;
use time::OffsetDateTime;

use super::Db;
use crate::model::ratings::{long_enough, long_enough_seats, Rating};
use crate::model::{GameId, UserId};
use crate::store::{
    ratings::{
        distinct_players, in_finishing_order, rate_seats, replay, winner_of, HistoryRecord,
        RatedRecord, RatedSeat, RatedSeatRecord, RatingRecord, GAME_TO_RATE, HISTORY,
        INSERT_HISTORY, INSERT_RATING, LEADERBOARD, NEW_RATING, RATED_GAMES, RATED_SEATS,
        RATINGS_OF, RATING_CHANGES, SEATS_TO_RATE, SEAT_GAME_TO_RATE, UPDATE_RATING,
    },
    rows::to_millis,
    sql, HistoryPoint, RatingChange, RatingRepo, RatingRow, RatingRule, StoreError,
};

/// Rates a game that just finished, inside the transaction that finished it:
/// one rating period for its two players, when it is rated and long enough.
pub(super) async fn rate_finished<D: Dialect>(
    conn: &mut Tx<D>,
    rule: &dyn RatingRule,
    game: GameId,
) -> Result<(), StoreError> {
    type Row = (
        String,
        UserId,
        UserId,
        Option<String>,
        bool,
        i64,
        Option<i64>,
    );
    let row: Option<Row> = query_as(GAME_TO_RATE)
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
        query(NEW_RATING)
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
         WHERE game = $1 AND user_id IN ($2, $3) ORDER BY user_id{}",
        D::FOR_UPDATE
    );
    let locked: Vec<(UserId, f64, f64, f64)> = query_as(&sql)
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
    let (w, b) = rule.rate(of(white)?, of(black)?, winner_of(winner.as_deref())?);
    write_ratings(conn, game, &variant, at, [(white, w), (black, b)]).await
}

/// Writes a rated game's new ratings, in the transaction that rates it: each
/// player's rating and history row, and the game's place in the finishing
/// order of rated games. Both kinds of game end here.
async fn write_ratings<D: Dialect>(
    conn: &mut Tx<D>,
    game: GameId,
    variant: &str,
    at: i64,
    new: impl IntoIterator<Item = (UserId, Rating)>,
) -> Result<(), StoreError> {
    let seq: i64 = query_scalar(D::NEXT_RATING_SEQ)
        .fetch_one(&mut *conn)
        .await?;
    for (user, r) in new {
        query(UPDATE_RATING)
            .bind(r.rating)
            .bind(r.deviation)
            .bind(r.volatility)
            .bind(at)
            .bind(user)
            .bind(variant)
            .execute(&mut *conn)
            .await?;
        query(INSERT_HISTORY)
            .bind(game)
            .bind(user)
            .bind(variant)
            .bind(seq)
            .bind(r.rating)
            .bind(r.deviation)
            .bind(r.volatility)
            .bind(at)
            .execute(&mut *conn)
            .await?;
    }
    query("UPDATE games SET rating_seq = $1 WHERE id = $2")
        .bind(seq)
        .bind(game)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Rates a game for more than two that just finished, inside the
/// transaction that finished it (its seats already placed): every seat's
/// player at once, by the rule's rating of such games, when it is rated and
/// each seat had its turns.
pub(super) async fn rate_finished_seats<D: Dialect>(
    conn: &mut Tx<D>,
    rule: &dyn RatingRule,
    game: GameId,
) -> Result<(), StoreError> {
    type Row = (String, bool, bool, i64, i64, Option<i64>);
    let row: Option<Row> = query_as(SEAT_GAME_TO_RATE)
        .bind(game)
        .fetch_optional(&mut *conn)
        .await?;
    let Some((variant, partners, rated, ply, seat_count, finished_at)) = row else {
        return Ok(());
    };
    if !rated || !long_enough_seats(ply, seat_count) {
        return Ok(());
    }
    let seats: Vec<(i64, UserId, Option<i64>)> = query_as(SEATS_TO_RATE)
        .bind(game)
        .fetch_all(&mut *conn)
        .await?;
    let players: Vec<UserId> = seats.iter().map(|s| s.1).collect();
    if seats.is_empty() || !distinct_players(&players) {
        // Nobody to rate, or a player in two seats: not a game between
        // players, and never rated.
        return Ok(());
    }
    let at = finished_at.unwrap_or_default();
    // New players' rows first, and every row then locked, both in the order
    // of the users' ids: two games sharing players cannot deadlock.
    let mut sorted = players.clone();
    sorted.sort();
    for user in &sorted {
        query(NEW_RATING)
            .bind(*user)
            .bind(&variant)
            .bind(at)
            .execute(&mut *conn)
            .await?;
    }
    let marks: Vec<String> = (0..sorted.len()).map(|i| format!("${}", i + 2)).collect();
    let sql = format!(
        "SELECT user_id, rating, deviation, volatility, games FROM ratings \
         WHERE game = $1 AND user_id IN ({}) ORDER BY user_id{}",
        marks.join(", "),
        D::FOR_UPDATE
    );
    let mut lock = query_as(&sql).bind(&variant);
    for user in &sorted {
        lock = lock.bind(*user);
    }
    let locked: Vec<(UserId, f64, f64, f64, i64)> = lock.fetch_all(&mut *conn).await?;
    let mut rated_seats = Vec::with_capacity(seats.len());
    for &(seat, user, place) in &seats {
        let &(_, rating, deviation, volatility, games) = locked
            .iter()
            .find(|r| r.0 == user)
            .ok_or(StoreError::NotFound)?;
        rated_seats.push(RatedSeat {
            seat,
            place,
            // A row of no games is the one just made: no rating yet.
            rating: (games > 0).then_some(Rating {
                rating,
                deviation,
                volatility,
            }),
        });
    }
    let new = rate_seats(rule, partners, &rated_seats)?;
    write_ratings(conn, game, &variant, at, players.iter().copied().zip(new)).await
}

/// Everything a finished game changes besides itself, in the transaction
/// that finished it: the ratings, the seats' places and the statistics'
/// counters. The counters
/// come last: every game that ends the same way updates the same counter row,
/// whose lock is then held only until the commit that follows, not through
/// the rating's round trips (games ending together queued behind it for
/// 16 ms on average under the load generator).
pub(in crate::store) async fn game_finished<D: Dialect>(
    conn: &mut Tx<D>,
    rule: &dyn RatingRule,
    game: GameId,
) -> Result<(), StoreError> {
    rate_finished(conn, rule, game).await?;
    rate_finished_seats(conn, rule, game).await?;
    query(sql::PAIR_SEAT_PLACES)
        .bind(game)
        .execute(&mut *conn)
        .await?;
    super::stats::count_finished(conn, game).await
}

/// Forgets every rating and replays the rated games of both kinds in
/// finishing order.
pub(super) async fn rebuild_all<D: Dialect>(
    conn: &mut Tx<D>,
    rule: &dyn RatingRule,
) -> Result<u64, StoreError> {
    // No game is rated meanwhile: a rating waits for the rebuild's commit.
    D::lock(conn, Lock::Ratings).await?;
    let pairs: Vec<RatedRecord> = query_as(RATED_GAMES).fetch_all(&mut *conn).await?;
    let seats: Vec<RatedSeatRecord> = query_as(RATED_SEATS).fetch_all(&mut *conn).await?;
    let games = in_finishing_order(pairs, seats);
    let (current, history) = replay(rule, &games)?;
    query("DELETE FROM rating_history")
        .execute(&mut *conn)
        .await?;
    query("DELETE FROM ratings").execute(&mut *conn).await?;
    for h in &history {
        query(INSERT_HISTORY)
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
        query(INSERT_RATING)
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
impl<D: Dialect> RatingRepo for Db<D> {
    async fn ratings_of(&self, user: UserId) -> Result<Vec<RatingRow>, StoreError> {
        let records: Vec<RatingRecord> = query_as(&RATINGS_OF)
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
        let records: Vec<RatingRecord> = query_as(&LEADERBOARD)
            .bind(game)
            .bind(to_millis(since))
            .bind(offset)
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
        Ok(records.into_iter().map(RatingRow::from).collect())
    }

    async fn history(&self, user: UserId) -> Result<Vec<HistoryPoint>, StoreError> {
        let records: Vec<HistoryRecord> =
            query_as(HISTORY).bind(user).fetch_all(&self.pool).await?;
        Ok(records.into_iter().map(HistoryPoint::from).collect())
    }

    async fn rating_changes(&self, game: GameId) -> Result<Vec<RatingChange>, StoreError> {
        Ok(query_as(RATING_CHANGES)
            .bind(game)
            .fetch_all(&self.pool)
            .await?)
    }

    async fn rebuild(&self) -> Result<u64, StoreError> {
        let mut tx = self.write().await?;
        let n = rebuild_all(&mut tx, self.rule.as_ref()).await?;
        tx.commit().await?;
        Ok(n)
    }
}
