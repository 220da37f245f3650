//! Ladders.

use crate::store::dialect::{query, query_as, query_scalar, Dialect, On, Tx};
use async_trait::async_trait;
use time::OffsetDateTime;

use super::{games::insert_game, Db};
use crate::model::ladder::{check_reach, ChallengeRefused};
use crate::model::{ChallengeId, GameId, UserId};
use crate::store::{
    ladders::{
        sql, ChallengeBlock, ChallengeRecord, ChallengeResult, ChallengeRow, Challenged,
        LadderRecord, LadderRepo, LadderRow, LadderTerms, RankChangeRecord, RankChangeRow,
        RankRecord, RankRow, RankWhy,
    },
    rows::to_millis,
    NewGame, StoreError,
};

const MS_A_DAY: i64 = 86_400_000;

/// Reads the ladder's reach and locks its row, first in a transaction that
/// moves its ranks: writers of one ladder take turns.
async fn lock<D: Dialect>(conn: &mut Tx<D>, game: &str) -> Result<Option<i64>, StoreError> {
    Ok(query_scalar(&format!("{}{}", sql::REACH, D::FOR_UPDATE))
        .bind(game)
        .fetch_optional(&mut *conn)
        .await?)
}

async fn rank_of<'a, D: Dialect>(
    on: impl Into<On<'a, D>>,
    game: &'a str,
    user: UserId,
) -> Result<Option<i64>, StoreError> {
    Ok(query_scalar(sql::RANK_OF)
        .bind(game)
        .bind(user)
        .fetch_optional(on)
        .await?)
}

/// Records one change of rank.
#[allow(clippy::too_many_arguments)]
async fn record<D: Dialect>(
    conn: &mut Tx<D>,
    game: &str,
    user: UserId,
    from: Option<i64>,
    to: i64,
    why: RankWhy,
    cause: Option<GameId>,
    at: i64,
) -> Result<(), StoreError> {
    query(sql::RECORD)
        .bind(game)
        .bind(user)
        .bind(from)
        .bind(to)
        .bind(why.as_str())
        .bind(cause)
        .bind(at)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

#[async_trait]
impl<D: Dialect> LadderRepo for Db<D> {
    async fn settle_ladder(
        &self,
        game: &str,
        terms: &LadderTerms,
        by: UserId,
        at: OffsetDateTime,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        query(sql::SETTLE)
            .bind(game)
            .bind(terms.rules.camp.to_string())
            .bind(terms.rules.repetition.name())
            .bind(terms.days_per_move)
            .bind(terms.clock.kind.as_str())
            .bind(terms.clock.increment)
            .bind(terms.clock.cap)
            .bind(terms.clock.weekends_off)
            .bind(terms.clock.vacation)
            .bind(terms.rated)
            .bind(terms.reach)
            .bind(terms.idle_days)
            .bind(by)
            .bind(to_millis(at))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn ladder(&self, game: &str) -> Result<Option<LadderRow>, StoreError> {
        let record: Option<LadderRecord> = query_as(&sql::ladder())
            .bind(game)
            .fetch_optional(&self.pool)
            .await?;
        record.map(LadderRow::try_from).transpose()
    }

    async fn ladders(&self) -> Result<Vec<LadderRow>, StoreError> {
        let records: Vec<LadderRecord> = query_as(&sql::ladders()).fetch_all(&self.pool).await?;
        records.into_iter().map(LadderRow::try_from).collect()
    }

    async fn join_ladder(
        &self,
        game: &str,
        user: UserId,
        at: OffsetDateTime,
    ) -> Result<i64, StoreError> {
        let mut tx = self.write().await?;
        if lock(&mut tx, game).await?.is_none() {
            return Err(StoreError::NotFound);
        }
        if rank_of(&mut tx, game, user).await?.is_some() {
            return Err(StoreError::Conflict);
        }
        let at = to_millis(at);
        let rank: i64 = query_scalar(sql::JOIN)
            .bind(game)
            .bind(user)
            .bind(at)
            .fetch_one(&mut tx)
            .await?;
        record(&mut tx, game, user, None, rank, RankWhy::Joined, None, at).await?;
        tx.commit().await?;
        Ok(rank)
    }

    async fn ranks(&self, game: &str, limit: i64, offset: i64) -> Result<Vec<RankRow>, StoreError> {
        let records: Vec<RankRecord> = query_as(sql::RANKS)
            .bind(game)
            .bind(limit)
            .bind(offset)
            .fetch_all(&self.pool)
            .await?;
        Ok(records.into_iter().map(RankRow::from).collect())
    }

    async fn rank_of(&self, game: &str, user: UserId) -> Result<Option<i64>, StoreError> {
        rank_of(&self.pool, game, user).await
    }

    async fn challenge(
        &self,
        game: &str,
        challenger: UserId,
        defender: UserId,
        at: OffsetDateTime,
    ) -> Result<Challenged, StoreError> {
        let mut tx = self.write().await?;
        let Some(reach) = lock(&mut tx, game).await? else {
            return Ok(Challenged::Blocked(ChallengeBlock::Unsettled));
        };
        let mine = rank_of(&mut tx, game, challenger).await?;
        let theirs = rank_of(&mut tx, game, defender).await?;
        if mine.is_none() {
            return Ok(Challenged::Blocked(ChallengeBlock::ChallengerNotRanked));
        }
        if theirs.is_none() {
            return Ok(Challenged::Blocked(ChallengeBlock::DefenderNotRanked));
        }
        match check_reach(mine, theirs, reach) {
            Ok(()) => {}
            Err(ChallengeRefused::NotOnLadder) => {
                return Ok(Challenged::Blocked(ChallengeBlock::ChallengerNotRanked))
            }
            Err(ChallengeRefused::NotAbove) => {
                return Ok(Challenged::Blocked(ChallengeBlock::NotAbove))
            }
            Err(ChallengeRefused::TooFarAbove { .. }) => {
                return Ok(Challenged::Blocked(ChallengeBlock::OutOfReach { reach }))
            }
        }
        let (given, received): (i64, i64) = query_as(sql::OPEN_COUNTS)
            .bind(game)
            .bind(challenger)
            .bind(defender)
            .fetch_one(&mut tx)
            .await?;
        if given > 0 {
            return Ok(Challenged::Blocked(ChallengeBlock::GivenOpen));
        }
        if received > 0 {
            return Ok(Challenged::Blocked(ChallengeBlock::ReceivedOpen));
        }
        let record: LadderRecord = query_as(&sql::ladder())
            .bind(game)
            .fetch_one(&mut tx)
            .await?;
        let terms = LadderRow::try_from(record)?.terms;
        let new = NewGame {
            rules: terms.rules,
            white: defender,
            black: challenger,
            days_per_move: terms.days_per_move,
            at,
            rated: terms.rated,
            clock: terms.clock,
        };
        let game_id = insert_game(&mut tx, &new).await?;
        let id = ChallengeId::new();
        query(sql::INSERT_CHALLENGE)
            .bind(id)
            .bind(game)
            .bind(challenger)
            .bind(defender)
            .bind(game_id)
            .bind(to_millis(at))
            .execute(&mut tx)
            .await?;
        query(sql::PLAYED)
            .bind(game)
            .bind(challenger)
            .bind(defender)
            .bind(to_millis(at))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(Challenged::Made {
            challenge: id,
            game: game_id,
        })
    }

    async fn challenge_by_id(&self, id: ChallengeId) -> Result<Option<ChallengeRow>, StoreError> {
        let record: Option<ChallengeRecord> = query_as(&sql::challenge())
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        record.map(ChallengeRow::try_from).transpose()
    }

    async fn open_challenges(
        &self,
        game: &str,
        limit: i64,
        offset: i64,
    ) -> Result<Vec<ChallengeRow>, StoreError> {
        let records: Vec<ChallengeRecord> = query_as(&sql::open())
            .bind(game)
            .bind(limit)
            .bind(offset)
            .fetch_all(&self.pool)
            .await?;
        records.into_iter().map(ChallengeRow::try_from).collect()
    }

    async fn open_challenges_of(
        &self,
        game: &str,
        user: UserId,
    ) -> Result<Vec<ChallengeRow>, StoreError> {
        let records: Vec<ChallengeRecord> = query_as(&sql::open_of())
            .bind(game)
            .bind(user)
            .fetch_all(&self.pool)
            .await?;
        records.into_iter().map(ChallengeRow::try_from).collect()
    }

    async fn results(
        &self,
        game: &str,
        limit: i64,
        offset: i64,
    ) -> Result<Vec<ChallengeRow>, StoreError> {
        let records: Vec<ChallengeRecord> = query_as(&sql::results())
            .bind(game)
            .bind(limit)
            .bind(offset)
            .fetch_all(&self.pool)
            .await?;
        records.into_iter().map(ChallengeRow::try_from).collect()
    }

    async fn rank_changes(
        &self,
        game: &str,
        limit: i64,
        offset: i64,
    ) -> Result<Vec<RankChangeRow>, StoreError> {
        let records: Vec<RankChangeRecord> = query_as(sql::CHANGES)
            .bind(game)
            .bind(limit)
            .bind(offset)
            .fetch_all(&self.pool)
            .await?;
        records.into_iter().map(RankChangeRow::try_from).collect()
    }

    async fn challenges_due(&self, limit: i64) -> Result<Vec<ChallengeId>, StoreError> {
        Ok(query_scalar(sql::DUE)
            .bind(limit)
            .fetch_all(&self.pool)
            .await?)
    }

    async fn settle_challenge(
        &self,
        id: ChallengeId,
        at: OffsetDateTime,
    ) -> Result<Option<ChallengeResult>, StoreError> {
        let mut tx = self.write().await?;
        let finished: Option<(String, UserId, UserId, GameId, Option<String>)> =
            query_as(sql::FINISHED)
                .bind(id)
                .fetch_optional(&mut tx)
                .await?;
        let Some((game, challenger, defender, game_id, winner)) = finished else {
            return Ok(None);
        };
        lock(&mut tx, &game).await?;
        let result = ChallengeResult::of_winner(winner.as_deref().unwrap_or(""))?;
        let at = to_millis(at);
        let claimed = query(sql::CLAIM)
            .bind(id)
            .bind(result.as_str())
            .bind(at)
            .execute(&mut tx)
            .await?
            .rows_affected();
        if claimed != 1 {
            return Ok(None);
        }
        if result == ChallengeResult::Won {
            let mine = rank_of(&mut tx, &game, challenger).await?;
            let theirs = rank_of(&mut tx, &game, defender).await?;
            if let (Some(c), Some(d)) = (mine, theirs) {
                if d < c {
                    query(sql::RECORD_DOWN)
                        .bind(&game)
                        .bind(d)
                        .bind(c)
                        .bind(game_id)
                        .bind(at)
                        .execute(&mut tx)
                        .await?;
                    let why = RankWhy::ChallengeWon;
                    record(
                        &mut tx,
                        &game,
                        challenger,
                        Some(c),
                        d,
                        why,
                        Some(game_id),
                        at,
                    )
                    .await?;
                    query(sql::MOVE_DOWN)
                        .bind(&game)
                        .bind(d)
                        .bind(c)
                        .execute(&mut tx)
                        .await?;
                    query(sql::SET_RANK)
                        .bind(&game)
                        .bind(challenger)
                        .bind(d)
                        .execute(&mut tx)
                        .await?;
                    query(sql::UNNEGATE).bind(&game).execute(&mut tx).await?;
                }
            }
        }
        query(sql::PLAYED)
            .bind(&game)
            .bind(challenger)
            .bind(defender)
            .bind(at)
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(Some(result))
    }

    async fn idle_players(
        &self,
        now: OffsetDateTime,
        limit: i64,
    ) -> Result<Vec<(String, UserId)>, StoreError> {
        let ladders: Vec<(String, i64)> = query_as(sql::IDLE_LADDERS).fetch_all(&self.pool).await?;
        let mut idle = Vec::new();
        for (game, days) in ladders {
            let left = limit - idle.len() as i64;
            if left <= 0 {
                break;
            }
            let before = to_millis(now) - days * MS_A_DAY;
            let users: Vec<UserId> = query_scalar(sql::IDLE)
                .bind(&game)
                .bind(before)
                .bind(left)
                .fetch_all(&self.pool)
                .await?;
            idle.extend(users.into_iter().map(|u| (game.clone(), u)));
        }
        Ok(idle)
    }

    async fn drop_idle(
        &self,
        game: &str,
        user: UserId,
        now: OffsetDateTime,
    ) -> Result<bool, StoreError> {
        let mut tx = self.write().await?;
        if lock(&mut tx, game).await?.is_none() {
            return Ok(false);
        }
        let at = to_millis(now);
        let claimed = query(sql::CLAIM_DROP)
            .bind(game)
            .bind(user)
            .bind(at)
            .execute(&mut tx)
            .await?
            .rows_affected();
        if claimed != 1 {
            return Ok(false);
        }
        let Some(rank) = rank_of(&mut tx, game, user).await? else {
            return Ok(false);
        };
        let bottom: i64 = query_scalar(sql::PLAYERS)
            .bind(game)
            .fetch_one(&mut tx)
            .await?;
        if rank < bottom {
            query(sql::RECORD_UP)
                .bind(game)
                .bind(rank)
                .bind(at)
                .bind(None::<GameId>)
                .execute(&mut tx)
                .await?;
            record(
                &mut tx,
                game,
                user,
                Some(rank),
                bottom,
                RankWhy::IdleDrop,
                None,
                at,
            )
            .await?;
            query(sql::MOVE_UP)
                .bind(game)
                .bind(rank)
                .execute(&mut tx)
                .await?;
            query(sql::SET_RANK)
                .bind(game)
                .bind(user)
                .bind(bottom)
                .execute(&mut tx)
                .await?;
            query(sql::UNNEGATE).bind(game).execute(&mut tx).await?;
        }
        tx.commit().await?;
        Ok(true)
    }
}
