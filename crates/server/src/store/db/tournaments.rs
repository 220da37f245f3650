//! Tournaments.

use crate::store::dialect::{query, query_as, query_scalar, Dialect, Lock, Tx};
use async_trait::async_trait;
use halma_rules::Color;
use time::OffsetDateTime;

use super::{games::insert_game, ratings::game_finished, Db};
use crate::model::{result::winner_column, GameId, TournamentId, UserId};
use crate::store::{
    rows::to_millis,
    tournaments::{
        announced_before, sql, tournament_games, tournaments, EntryRecord, TournamentGameRecord,
        TournamentRecord,
    },
    unchanged, EntryRow, NewTournament, Scheduled, Seed, StoreError, TournamentGame,
    TournamentRepo, TournamentRow, TournamentStatus,
};

/// Starts `games` and records `byes` of tournament `id`, inside a write
/// transaction.
async fn insert_round<D: Dialect>(
    conn: &mut Tx<D>,
    id: TournamentId,
    games: &[Scheduled],
    byes: &[(i64, UserId)],
) -> Result<(), StoreError> {
    for s in games {
        let game = insert_game(conn, &s.game).await?;
        query(sql::INSERT_GAME)
            .bind(game)
            .bind(id)
            .bind(s.round)
            .bind(s.board)
            .bind(s.leg)
            .execute(&mut *conn)
            .await?;
    }
    for (round, user) in byes {
        query(sql::INSERT_BYE)
            .bind(id)
            .bind(round)
            .bind(user)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

#[async_trait]
impl<D: Dialect> TournamentRepo for Db<D> {
    async fn create_tournament(&self, new: NewTournament) -> Result<TournamentId, StoreError> {
        let id = TournamentId::new();
        let mut tx = self.write().await?;
        // One creator's announcements one at a time (a double click).
        let creator = format!("tournaments of {}", new.created_by);
        D::lock(&mut tx, Lock::Name(&creator)).await?;
        let open: Vec<(TournamentId, String, String)> = query_as(sql::OPEN_OF_CREATOR)
            .bind(new.created_by)
            .fetch_all(&mut tx)
            .await?;
        if let Some(made) = announced_before(&open, &new)? {
            return Ok(made);
        }
        query(sql::INSERT)
            .bind(id)
            .bind(&new.name)
            .bind(new.rules.variant.id())
            .bind(new.rules.camp.to_string())
            .bind(new.rules.repetition.name())
            .bind(new.days_per_move)
            .bind(new.clock.kind.as_str())
            .bind(new.clock.increment)
            .bind(new.clock.cap)
            .bind(new.clock.weekends_off)
            .bind(new.clock.vacation)
            .bind(new.rated)
            .bind(new.format.as_str())
            .bind(new.rounds)
            .bind(new.min_players)
            .bind(new.max_players)
            .bind(to_millis(new.signup_deadline))
            .bind(new.created_by)
            .bind(to_millis(new.at))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(id)
    }

    async fn tournament(&self, id: TournamentId) -> Result<Option<TournamentRow>, StoreError> {
        let record: Option<TournamentRecord> = query_as(&sql::ONE)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        record.map(TournamentRow::try_from).transpose()
    }

    async fn tournaments(
        &self,
        status: TournamentStatus,
        limit: i64,
        offset: i64,
    ) -> Result<Vec<TournamentRow>, StoreError> {
        let query = match status {
            TournamentStatus::Announced => sql::BY_DEADLINE.as_str(),
            _ => sql::NEWEST.as_str(),
        };
        let records: Vec<TournamentRecord> = query_as(query)
            .bind(status.as_str())
            .bind(limit)
            .bind(offset)
            .fetch_all(&self.pool)
            .await?;
        tournaments(records)
    }

    async fn sign_up(
        &self,
        id: TournamentId,
        user: UserId,
        at: OffsetDateTime,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        // The tournament's row locked, so that two sign-ups at once cannot both
        // take the last place.
        D::lock(&mut tx, Lock::Tournament(id)).await?;
        let done = query(sql::SIGN_UP)
            .bind(id)
            .bind(user)
            .bind(to_millis(at))
            .execute(&mut tx)
            .await?;
        unchanged(done.rows_affected())?;
        tx.commit().await?;
        Ok(())
    }

    async fn withdraw_entry(&self, id: TournamentId, user: UserId) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let done = query(sql::WITHDRAW_ENTRY)
            .bind(id)
            .bind(user)
            .execute(&mut tx)
            .await?;
        unchanged(done.rows_affected())?;
        tx.commit().await?;
        Ok(())
    }

    async fn withdraw_running(
        &self,
        id: TournamentId,
        user: UserId,
        at: OffsetDateTime,
    ) -> Result<Vec<GameId>, StoreError> {
        let mut tx = self.write().await?;
        let done = query(sql::MARK_WITHDRAWN)
            .bind(id)
            .bind(user)
            .bind(to_millis(at))
            .execute(&mut tx)
            .await?;
        unchanged(done.rows_affected())?;
        let open: Vec<(GameId, UserId)> = query_as(sql::UNFINISHED_OF)
            .bind(id)
            .bind(user)
            .fetch_all(&mut tx)
            .await?;
        let mut forfeited = Vec::with_capacity(open.len());
        for (game, white) in open {
            let winner = if white == user {
                Color::Black
            } else {
                Color::White
            };
            let done = query(sql::FORFEIT)
                .bind(winner_column(Some(winner)))
                .bind(to_millis(at))
                .bind(game)
                .execute(&mut tx)
                .await?;
            if done.rows_affected() == 1 {
                query(crate::store::sql::MOOT_CLAIMS)
                    .bind(None::<UserId>)
                    .bind(to_millis(at))
                    .bind(game)
                    .bind(sql::FORFEIT_MOOTS_CLAIM)
                    .execute(&mut tx)
                    .await?;
                game_finished(&mut tx, self.rule.as_ref(), game).await?;
                forfeited.push(game);
            }
        }
        tx.commit().await?;
        Ok(forfeited)
    }

    async fn entries(&self, id: TournamentId) -> Result<Vec<EntryRow>, StoreError> {
        let records: Vec<EntryRecord> = query_as(sql::ENTRIES)
            .bind(id)
            .fetch_all(&self.pool)
            .await?;
        Ok(records.into_iter().map(EntryRow::from).collect())
    }

    async fn tournament_games(&self, id: TournamentId) -> Result<Vec<TournamentGame>, StoreError> {
        let records: Vec<TournamentGameRecord> =
            query_as(sql::GAMES).bind(id).fetch_all(&self.pool).await?;
        tournament_games(records)
    }

    async fn byes(&self, id: TournamentId) -> Result<Vec<(i64, UserId)>, StoreError> {
        Ok(query_as(sql::BYES).bind(id).fetch_all(&self.pool).await?)
    }

    async fn tournaments_due(&self, now: OffsetDateTime) -> Result<Vec<TournamentId>, StoreError> {
        Ok(query_scalar(sql::DUE)
            .bind(to_millis(now))
            .fetch_all(&self.pool)
            .await?)
    }

    async fn running_tournaments(&self) -> Result<Vec<TournamentId>, StoreError> {
        Ok(query_scalar(sql::RUNNING).fetch_all(&self.pool).await?)
    }

    async fn start_tournament(
        &self,
        id: TournamentId,
        seeds: &[Seed],
        games: &[Scheduled],
        byes: &[(i64, UserId)],
        at: OffsetDateTime,
    ) -> Result<bool, StoreError> {
        let mut tx = self.write().await?;
        let claimed = query(sql::CLAIM_START)
            .bind(id)
            .bind(to_millis(at))
            .execute(&mut tx)
            .await?;
        if claimed.rows_affected() != 1 {
            return Ok(false);
        }
        // The entrants paired must be the entrants now: a sign-up or a
        // withdrawal since they were read undoes the start (tried again).
        let entrants: i64 = query_scalar(sql::ENTRANTS)
            .bind(id)
            .fetch_one(&mut tx)
            .await?;
        if entrants != seeds.len() as i64 {
            return Err(StoreError::Conflict);
        }
        for s in seeds {
            let seeded = query(sql::SEED)
                .bind(s.seed)
                .bind(s.rating)
                .bind(id)
                .bind(s.user)
                .execute(&mut tx)
                .await?;
            if seeded.rows_affected() != 1 {
                return Err(StoreError::Conflict);
            }
        }
        insert_round(&mut tx, id, games, byes).await?;
        tx.commit().await?;
        Ok(true)
    }

    async fn cancel_tournament(
        &self,
        id: TournamentId,
        at: OffsetDateTime,
    ) -> Result<bool, StoreError> {
        let mut tx = self.write().await?;
        let done = query(sql::CANCEL)
            .bind(id)
            .bind(to_millis(at))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(done.rows_affected() == 1)
    }

    async fn next_round(
        &self,
        id: TournamentId,
        from: i64,
        games: &[Scheduled],
        byes: &[(i64, UserId)],
    ) -> Result<bool, StoreError> {
        let mut tx = self.write().await?;
        let claimed = query(sql::NEXT_ROUND)
            .bind(id)
            .bind(from)
            .execute(&mut tx)
            .await?;
        if claimed.rows_affected() != 1 {
            return Ok(false);
        }
        insert_round(&mut tx, id, games, byes).await?;
        tx.commit().await?;
        Ok(true)
    }

    async fn add_game(&self, id: TournamentId, game: &Scheduled) -> Result<bool, StoreError> {
        let mut tx = self.write().await?;
        // The tournament's row locked: one next game at a time.
        D::lock(&mut tx, Lock::Tournament(id)).await?;
        let running: i64 = query_scalar(sql::IS_RUNNING)
            .bind(id)
            .fetch_one(&mut tx)
            .await?;
        let taken: i64 = query_scalar(sql::PLACE_TAKEN)
            .bind(id)
            .bind(game.round)
            .bind(game.board)
            .bind(game.leg)
            .fetch_one(&mut tx)
            .await?;
        if running == 0 || taken > 0 {
            return Ok(false);
        }
        insert_round(&mut tx, id, std::slice::from_ref(game), &[]).await?;
        tx.commit().await?;
        Ok(true)
    }

    async fn finish_tournament(
        &self,
        id: TournamentId,
        winner: Option<UserId>,
        at: OffsetDateTime,
    ) -> Result<bool, StoreError> {
        let mut tx = self.write().await?;
        let done = query(sql::FINISH)
            .bind(id)
            .bind(winner)
            .bind(to_millis(at))
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(done.rows_affected() == 1)
    }
}
