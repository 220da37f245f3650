//! Games and moves.

use crate::store::dialect::{query, query_as, query_scalar, Dialect, Tx};
use async_trait::async_trait;
use time::OffsetDateTime;

use super::{ratings::game_finished, Db};
use crate::model::clock::Away;
use crate::model::{
    result::{winner_column, Verdict},
    GameId, UserId,
};
use crate::store::{
    rows::{
        self, from_millis, summaries, to_millis, GameRecord, GameWithMovesRecord,
        GameWithSessionRecord, ListedGameRecord, MoveRecord,
    },
    sql, unchanged, GameRead, GameRepo, GameRow, GameStatus, GameSummary, MoveCommit, MoveRow,
    NewGame, PlayerGames, SessionRepo, SessionRow, StoreError,
};

/// Starts a game inside a write transaction: `create_game`, and the games the
/// waiting room makes together with the offer they use up.
pub(super) async fn insert_game<D: Dialect>(
    conn: &mut Tx<D>,
    new: &NewGame,
) -> Result<GameId, StoreError> {
    let id = GameId::new();
    // White's time zone and vacation, for White's first deadline.
    let (zone, until): (String, Option<i64>) = query_as(sql::CLOCK_OF_USER)
        .bind(new.white)
        .fetch_one(&mut *conn)
        .await?;
    let white = Away {
        time_zone: zone,
        vacation_until: until.map(from_millis),
    };
    query(sql::INSERT_GAME)
        .bind(id)
        .bind(new.rules.variant.id())
        .bind(new.rules.camp.to_string())
        .bind(new.rules.repetition.name())
        .bind(new.white)
        .bind(new.black)
        .bind(new.days_per_move)
        .bind(new.start_position())
        .bind(new.white)
        .bind(to_millis(new.at))
        .bind(to_millis(new.first_deadline(&white)))
        .bind(to_millis(new.at))
        .bind(new.rated)
        .bind(new.clock.kind.as_str())
        .bind(new.clock.increment)
        .bind(new.clock.cap)
        .bind(new.clock.weekends_off)
        .bind(new.clock.vacation)
        .bind(new.start_bank())
        .execute(&mut *conn)
        .await?;
    query(sql::INSERT_PAIR_SEATS)
        .bind(id)
        .bind(new.white)
        .bind(new.black)
        .execute(&mut *conn)
        .await?;
    super::stats::count_started(conn, id, new.rules.variant.id()).await?;
    Ok(id)
}

/// Ends a game by [`sql::FINISH_GAME`] with `conditions` added; their
/// parameters, if any, are `$6` (a ply) and `$7` (a text that may be NULL).
pub(super) async fn finish<D: Dialect>(
    conn: &mut Tx<D>,
    conditions: &str,
    game: GameId,
    verdict: &Verdict,
    at: OffsetDateTime,
    params: Option<(i64, Option<&str>)>,
) -> Result<u64, StoreError> {
    let sql = format!("{} {conditions}", sql::FINISH_GAME);
    let mut query = query(&sql)
        .bind(winner_column(verdict.winner))
        .bind(verdict.termination.as_str())
        .bind(to_millis(at))
        .bind(game)
        .bind(verdict.note.as_deref());
    if let Some((ply, text)) = params {
        query = query.bind(ply).bind(text);
    }
    Ok(query.execute(&mut *conn).await?.rows_affected())
}

#[async_trait]
impl<D: Dialect> GameRepo for Db<D> {
    async fn create_game(&self, new: NewGame) -> Result<GameId, StoreError> {
        let mut tx = self.write().await?;
        let id = insert_game(&mut tx, &new).await?;
        tx.commit().await?;
        Ok(id)
    }

    async fn game(&self, id: GameId) -> Result<Option<GameRow>, StoreError> {
        let record: Option<GameRecord> = query_as(&sql::GAME)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        record.map(GameRow::try_from).transpose()
    }

    async fn seats(&self, id: GameId) -> Result<Vec<crate::store::SeatRow>, StoreError> {
        let records: Vec<crate::store::seats::SeatRecord> =
            query_as(crate::store::seats::SEATS_OF_GAME)
                .bind(id)
                .fetch_all(&self.pool)
                .await?;
        records.into_iter().map(TryFrom::try_from).collect()
    }

    async fn moves(&self, id: GameId) -> Result<Vec<MoveRow>, StoreError> {
        let records: Vec<MoveRecord> = query_as(sql::MOVES).bind(id).fetch_all(&self.pool).await?;
        Ok(records.into_iter().map(MoveRow::from).collect())
    }

    async fn game_with_moves(&self, id: GameId) -> Result<Option<GameRead>, StoreError> {
        if let Some(inline) = &self.inline {
            let params: &[(&str, &dyn rusqlite::ToSql)] = &[("$1", &id)];
            return inline
                .row(
                    sql::GAME_WITH_MOVES.as_str(),
                    params,
                    GameWithMovesRecord::from_named,
                )?
                .map(TryInto::try_into)
                .transpose();
        }
        let record: Option<GameWithMovesRecord> = query_as(&sql::GAME_WITH_MOVES)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        record.map(TryInto::try_into).transpose()
    }

    async fn game_with_session(
        &self,
        id: GameId,
        session: &str,
        now: OffsetDateTime,
    ) -> Result<(Option<SessionRow>, Option<GameRead>), StoreError> {
        if self.inline.is_some() {
            // Two statements: on the request's own thread they cost no round
            // trip, while the one below would copy both rows into temporary
            // tables first (SQLite materialises each side of its joins).
            return Ok((
                SessionRepo::session(self, session, now).await?,
                self.game_with_moves(id).await?,
            ));
        }
        let record: GameWithSessionRecord = query_as(&sql::GAME_WITH_SESSION)
            .bind(id)
            .bind(session)
            .bind(to_millis(now))
            .fetch_one(&self.pool)
            .await?;
        record.into_parts()
    }

    async fn commit_moves(&self, commit: MoveCommit) -> Result<(), StoreError> {
        D::record_move(self, commit).await
    }

    async fn finish_game(
        &self,
        game: GameId,
        expected_ply: i64,
        from: GameStatus,
        verdict: Verdict,
        at: OffsetDateTime,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let done = finish(
            &mut tx,
            sql::FINISH_FROM,
            game,
            &verdict,
            at,
            Some((expected_ply, Some(from.as_str()))),
        )
        .await?;
        unchanged(done)?;
        game_finished(&mut tx, self.rule.as_ref(), game).await?;
        tx.commit().await?;
        Ok(())
    }

    async fn set_draw_offer(
        &self,
        game: GameId,
        expected_ply: i64,
        by: Option<UserId>,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let done = query(match by {
            Some(_) => sql::OFFER_DRAW,
            None => sql::DECLINE_DRAW,
        })
        .bind(by)
        .bind(game)
        .bind(expected_ply)
        .execute(&mut tx)
        .await?;
        unchanged(done.rows_affected())?;
        tx.commit().await?;
        Ok(())
    }

    async fn games_due(&self, now: OffsetDateTime) -> Result<Vec<GameId>, StoreError> {
        Ok(query_scalar(sql::GAMES_DUE)
            .bind(to_millis(now))
            .fetch_all(&self.pool)
            .await?)
    }

    async fn computer_turns(&self) -> Result<Vec<GameId>, StoreError> {
        Ok(query_scalar(sql::COMPUTER_TURNS)
            .fetch_all(&self.pool)
            .await?)
    }

    async fn active_games(&self) -> Result<Vec<GameId>, StoreError> {
        Ok(query_scalar("SELECT id FROM games WHERE status = 'active'")
            .fetch_all(&self.pool)
            .await?)
    }

    async fn games_in_progress(&self, limit: i64) -> Result<Vec<GameRow>, StoreError> {
        let records: Vec<GameRecord> = query_as(&sql::GAMES_IN_PROGRESS)
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
        records.into_iter().map(GameRow::try_from).collect()
    }

    async fn games_to_move(&self, user: UserId) -> Result<Vec<GameSummary>, StoreError> {
        let records: Vec<GameRecord> = query_as(&sql::GAMES_TO_MOVE)
            .bind(user)
            .fetch_all(&self.pool)
            .await?;
        summaries(records, user)
    }

    async fn games_waiting(&self, user: UserId) -> Result<Vec<GameSummary>, StoreError> {
        let records: Vec<GameRecord> = query_as(&sql::GAMES_WAITING)
            .bind(user)
            .fetch_all(&self.pool)
            .await?;
        summaries(records, user)
    }

    async fn games_finished(
        &self,
        user: UserId,
        limit: i64,
    ) -> Result<Vec<GameSummary>, StoreError> {
        let records: Vec<GameRecord> = query_as(&sql::GAMES_FINISHED)
            .bind(user)
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
        summaries(records, user)
    }

    async fn player_games(&self, user: UserId, finished: i64) -> Result<PlayerGames, StoreError> {
        let listed: Vec<(i64, GameRecord)> = match &self.inline {
            Some(inline) => {
                let params: &[(&str, &dyn rusqlite::ToSql)] = &[("$1", &user), ("$2", &finished)];
                inline.rows(sql::PLAYER_GAMES.as_str(), params, |r| {
                    Ok((r.get("list")?, GameRecord::from_named(r)?))
                })?
            }
            None => query_as::<D, ListedGameRecord>(&sql::PLAYER_GAMES)
                .bind(user)
                .bind(finished)
                .fetch_all(&self.pool)
                .await?
                .into_iter()
                .map(|r| (r.list, r.game))
                .collect(),
        };
        rows::player_games(listed, user)
    }
}
