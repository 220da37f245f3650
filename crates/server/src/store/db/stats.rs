//! Statistics: counters written with each started and finished game.

use crate::store::dialect::{query, query_as, query_scalar, Dialect, Tx};
use async_trait::async_trait;

use super::Db;
use crate::model::{GameId, UserId};
use crate::store::{
    stats::{
        month_of_millis, shard_of, FinishRecord, COUNT_FINISHED, COUNT_PLAYER, COUNT_STARTED,
        FINISHED_ENDING, FINISHED_GAME, FINISH_COUNTS, MOST_ACTIVE, PLAYERS_OF_GAME, STARTED,
    },
    ActivePlayer, Counters, FinishCount, StatsRepo, StoreError,
};

/// One more game of `game` started.
pub(super) async fn count_started<D: Dialect>(
    conn: &mut Tx<D>,
    id: GameId,
    game: &str,
) -> Result<(), StoreError> {
    query(COUNT_STARTED)
        .bind(game)
        .bind(id)
        .bind(shard_of(id))
        .execute(&mut *conn)
        .await?;
    Ok(())
}

type Finished = (String, Option<String>, Option<String>, i64, Option<i64>);

/// Counts a game that just finished: how it ended, its moves, its players'
/// month.
pub(super) async fn count_finished<D: Dialect>(
    conn: &mut Tx<D>,
    game: GameId,
) -> Result<(), StoreError> {
    let row: Option<Finished> = query_as(FINISHED_GAME)
        .bind(game)
        .fetch_optional(&mut *conn)
        .await?;
    let Some((variant, termination, winner, ply, finished_at)) = row else {
        return Ok(());
    };
    // The players' rows first, in the order of their ids (two games of the
    // same players cannot deadlock); the one row shared by every game
    // that ends this way last, so its lock is held the shortest.
    let month = month_of_millis(finished_at.unwrap_or_default());
    let players: Vec<UserId> = query_scalar(PLAYERS_OF_GAME)
        .bind(game)
        .fetch_all(&mut *conn)
        .await?;
    for user in players {
        query(COUNT_PLAYER)
            .bind(&month)
            .bind(&variant)
            .bind(user)
            .execute(&mut *conn)
            .await?;
    }
    count_ending(conn, game, (variant, termination, winner, ply), 1).await
}

/// How a finished game ended, before a correction: to take it back from
/// the counters once the correction is written.
pub(super) async fn ending<D: Dialect>(
    conn: &mut Tx<D>,
    game: GameId,
) -> Result<Option<(String, Option<String>, Option<String>, i64)>, StoreError> {
    Ok(query_as(FINISHED_ENDING)
        .bind(game)
        .fetch_optional(&mut *conn)
        .await?)
}

/// A corrected game moves from how it ended before to how it ends now.
pub(super) async fn count_correction<D: Dialect>(
    conn: &mut Tx<D>,
    game: GameId,
    before: (String, Option<String>, Option<String>, i64),
) -> Result<(), StoreError> {
    count_ending(conn, game, before, -1).await?;
    if let Some(now) = ending(conn, game).await? {
        count_ending(conn, game, now, 1).await?;
    }
    Ok(())
}

/// Adds `delta` games ending this way (variant, termination, winner, plies)
/// to the counters, at the row of `game`'s shard.
async fn count_ending<D: Dialect>(
    conn: &mut Tx<D>,
    game: GameId,
    (variant, termination, winner, ply): (String, Option<String>, Option<String>, i64),
    delta: i64,
) -> Result<(), StoreError> {
    query(COUNT_FINISHED)
        .bind(variant)
        .bind(termination)
        .bind(winner)
        .bind(ply)
        .bind(delta)
        .bind(shard_of(game))
        .execute(&mut *conn)
        .await?;
    Ok(())
}

#[async_trait]
impl<D: Dialect> StatsRepo for Db<D> {
    async fn counters(&self, game: Option<&str>) -> Result<Counters, StoreError> {
        let started: i64 = query_scalar(STARTED)
            .bind(game)
            .fetch_one(&self.pool)
            .await?;
        let records: Vec<FinishRecord> = query_as(FINISH_COUNTS)
            .bind(game)
            .fetch_all(&self.pool)
            .await?;
        Ok(Counters {
            started,
            finished: records
                .into_iter()
                .map(FinishCount::try_from)
                .collect::<Result<_, _>>()?,
        })
    }

    async fn most_active(
        &self,
        month: &str,
        game: Option<&str>,
        limit: i64,
    ) -> Result<Vec<ActivePlayer>, StoreError> {
        let rows: Vec<(Option<String>, i64)> = query_as(MOST_ACTIVE)
            .bind(month)
            .bind(game)
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
        Ok(rows
            .into_iter()
            .map(|(name, games)| ActivePlayer {
                name: name.unwrap_or_default(),
                games,
            })
            .collect())
    }
}
