//! Games and moves on Postgres.

use async_trait::async_trait;
use sqlx::PgConnection;
use time::OffsetDateTime;

use super::{ratings::game_finished, PgStore};
use crate::domain::clock::Away;
use crate::model::{
    result::{winner_column, Verdict},
    GameId, UserId,
};
use crate::store::{
    map_move_conflict,
    rows::{
        from_millis, game_with_session, move_lines, summaries, to_millis, to_ms, GameRecord,
        GameWithMovesRecord, MoveRecord,
    },
    sql, unchanged, GameRead, GameRepo, GameRow, GameStatus, GameSummary, MoveCommit, MoveRow,
    NewGame, SessionRow, StoreError,
};

/// Starts a game inside a write transaction: `create_game`, and the games the
/// waiting room makes together with the offer they use up.
pub(super) async fn insert_game(
    conn: &mut PgConnection,
    new: &NewGame,
) -> Result<GameId, StoreError> {
    let id = GameId::new();
    // White's time zone and vacation, for White's first deadline.
    let (zone, until): (String, Option<i64>) = sqlx::query_as(sql::CLOCK_OF_USER)
        .bind(new.white)
        .fetch_one(&mut *conn)
        .await?;
    let white = Away {
        time_zone: zone,
        vacation_until: until.map(from_millis),
    };
    sqlx::query(sql::INSERT_GAME)
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
    super::stats::count_started(conn, new.rules.variant.id()).await?;
    Ok(id)
}

/// Ends a game by [`sql::FINISH_GAME`] with `conditions` added; their
/// parameters, if any, are `$6` (a ply) and `$7` (a text that may be NULL).
pub(super) async fn finish(
    conn: &mut PgConnection,
    conditions: &str,
    game: GameId,
    verdict: &Verdict,
    at: OffsetDateTime,
    params: Option<(i64, Option<&str>)>,
) -> Result<u64, StoreError> {
    let sql = format!("{} {conditions}", sql::FINISH_GAME);
    let mut query = sqlx::query(&sql)
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
impl GameRepo for PgStore {
    async fn create_game(&self, new: NewGame) -> Result<GameId, StoreError> {
        let mut tx = self.write().await?;
        let id = insert_game(&mut tx, &new).await?;
        tx.commit().await?;
        Ok(id)
    }

    async fn game(&self, id: GameId) -> Result<Option<GameRow>, StoreError> {
        let record: Option<GameRecord> = sqlx::query_as(&sql::GAME)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        record.map(GameRow::try_from).transpose()
    }

    async fn moves(&self, id: GameId) -> Result<Vec<MoveRow>, StoreError> {
        let records: Vec<MoveRecord> = sqlx::query_as(sql::MOVES)
            .bind(id)
            .fetch_all(&self.pool)
            .await?;
        Ok(records.into_iter().map(MoveRow::from).collect())
    }

    async fn game_with_moves(&self, id: GameId) -> Result<Option<GameRead>, StoreError> {
        let record: Option<GameWithMovesRecord> = sqlx::query_as(&sql::GAME_WITH_MOVES)
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
        let row = sqlx::query(&sql::GAME_WITH_SESSION)
            .bind(id)
            .bind(session)
            .bind(to_millis(now))
            .fetch_one(&self.pool)
            .await?;
        game_with_session(&row)
    }

    async fn commit_moves(&self, commit: MoveCommit) -> Result<(), StoreError> {
        let plies = commit.moves.len() as i64;
        let (status, to_move, finished_at) = match &commit.verdict {
            Some(_) => (GameStatus::Finished, None, Some(to_millis(commit.at))),
            None => (GameStatus::Active, Some(commit.to_move), None),
        };
        let paths: Vec<&str> = commit.moves.iter().map(|m| m.path.as_str()).collect();
        let keys: Vec<&str> = commit
            .moves
            .iter()
            .map(|m| m.position_key.as_str())
            .collect();
        // One statement, so one round trip and atomic without BEGIN and COMMIT:
        // the moves are inserted only if the game was at the expected ply, and
        // the opponent's turn notice written if they asked for it and were not
        // mailed since their last visit. A move that ends the game is rated in
        // the same transaction.
        let query = sqlx::query(
            "WITH game AS ( \
               UPDATE games SET ply = ply + $1, position = $2, to_move_id = $3, \
               turn_started_at = $4, turn_deadline = $5, draw_offered_by = $6, status = $7, \
               winner = $8, termination = $9, finished_at = $10, draw_offer_ply = $13, \
               note = $14, white_bank = $17, black_bank = $18, \
               move_list = CASE WHEN move_list IS NULL THEN $19 \
               ELSE move_list || chr(10) || $19 END \
               WHERE id = $11 AND ply = $12 AND status = 'active' RETURNING id), \
             armed AS ( \
               UPDATE notification_settings SET turn_armed = FALSE WHERE user_id = $3 \
               AND turn_armed AND on_turn AND email IS NOT NULL AND EXISTS (SELECT 1 FROM game) \
               RETURNING user_id, email), \
             notice AS ( \
               INSERT INTO outbox (user_id, kind, to_address, game_id, dedupe, created_at, \
               next_attempt_at) \
               SELECT user_id, 'turn', email, $11, 'turn:' || $11 || ':' || ($12 + $1), $4, $4 \
               FROM armed ON CONFLICT (dedupe) DO NOTHING) \
             INSERT INTO moves (game_id, number, path, position_key, played_at) \
             SELECT game.id, $12 + m.n, m.path, m.key, $4 \
             FROM game, unnest($15::text[], $16::text[]) WITH ORDINALITY AS m(path, key, n)",
        )
        .bind(plies)
        .bind(&commit.position)
        .bind(to_move)
        .bind(to_millis(commit.at))
        .bind(to_millis(commit.turn_deadline))
        .bind(commit.draw_offered_by)
        .bind(status.as_str())
        .bind(commit.verdict.as_ref().map(|v| winner_column(v.winner)))
        .bind(commit.verdict.as_ref().map(|v| v.termination.as_str()))
        .bind(finished_at)
        .bind(commit.game)
        .bind(commit.expected_ply)
        // An offer standing after the move counts as made at the new ply.
        .bind(commit.draw_offered_by.map(|_| commit.expected_ply + plies))
        .bind(commit.verdict.as_ref().and_then(|v| v.note.as_deref()))
        .bind(&paths)
        .bind(&keys)
        .bind(to_ms(commit.banks[0]))
        .bind(to_ms(commit.banks[1]))
        .bind(move_lines(&commit));
        if commit.verdict.is_none() {
            let done = query.execute(&self.pool).await.map_err(map_move_conflict)?;
            return unchanged(done.rows_affected());
        }
        let mut tx = self.write().await?;
        let done = query.execute(&mut *tx).await.map_err(map_move_conflict)?;
        unchanged(done.rows_affected())?;
        game_finished(&mut tx, commit.game).await?;
        tx.commit().await?;
        Ok(())
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
            "AND ply = $6 AND status = $7",
            game,
            &verdict,
            at,
            Some((expected_ply, Some(from.as_str()))),
        )
        .await?;
        unchanged(done)?;
        game_finished(&mut tx, game).await?;
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
        let done = sqlx::query(match by {
            Some(_) => sql::OFFER_DRAW,
            None => sql::DECLINE_DRAW,
        })
        .bind(by)
        .bind(game)
        .bind(expected_ply)
        .execute(&mut *tx)
        .await?;
        unchanged(done.rows_affected())?;
        tx.commit().await?;
        Ok(())
    }

    async fn games_due(&self, now: OffsetDateTime) -> Result<Vec<GameId>, StoreError> {
        Ok(sqlx::query_scalar(sql::GAMES_DUE)
            .bind(to_millis(now))
            .fetch_all(&self.pool)
            .await?)
    }

    async fn active_games(&self) -> Result<Vec<GameId>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT id FROM games WHERE status = 'active'")
                .fetch_all(&self.pool)
                .await?,
        )
    }

    async fn games_to_move(&self, user: UserId) -> Result<Vec<GameSummary>, StoreError> {
        let records: Vec<GameRecord> = sqlx::query_as(&sql::GAMES_TO_MOVE)
            .bind(user)
            .fetch_all(&self.pool)
            .await?;
        summaries(records, user)
    }

    async fn games_waiting(&self, user: UserId) -> Result<Vec<GameSummary>, StoreError> {
        let records: Vec<GameRecord> = sqlx::query_as(&sql::GAMES_WAITING)
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
        let records: Vec<GameRecord> = sqlx::query_as(&sql::GAMES_FINISHED)
            .bind(user)
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
        summaries(records, user)
    }
}
