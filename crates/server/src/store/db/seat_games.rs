//! Games for more than two.

use crate::store::dialect::{query, query_as, query_scalar, Dialect, Tx};
use async_trait::async_trait;
use time::OffsetDateTime;

use super::{ratings::game_finished, Db};
use crate::model::GameId;
use crate::store::{
    rows::{to_millis, MoveRecord},
    seat_games::{
        seat_summaries, sql, NewSeatGame, SeatCommit, SeatGameRead, SeatGameRecord, SeatGameRepo,
        SeatGameSummary, SeatGameSummaryRecord, SeatNameRecord,
    },
    seats::{SeatRecord, SEATS_OF_GAME},
    unchanged, GameStatus, MoveRow, SeatRow, StoreError,
};

/// Starts a game for more than two inside a write transaction: its row and
/// its seats, the players in seat order.
pub(super) async fn insert_seat_game<D: Dialect>(
    conn: &mut Tx<D>,
    new: &NewSeatGame,
) -> Result<GameId, StoreError> {
    let colours = new.rules.variant.seats();
    if colours.len() != new.players.len() {
        return Err(StoreError::Corrupt(format!(
            "{} takes {} players, not {}",
            new.rules.variant.id(),
            colours.len(),
            new.players.len()
        )));
    }
    let id = GameId::new();
    query(sql::INSERT_SEAT_GAME)
        .bind(id)
        .bind(new.rules.variant.id())
        .bind(new.rules.partners)
        .bind(
            (new.rules.variant.board() == halma_rules::Board::Star).then(|| new.rules.points.id()),
        )
        .bind(colours.len() as i64)
        .bind(new.days_per_move)
        .bind(new.start_position())
        .bind(new.players[0])
        .bind(to_millis(new.at))
        .bind(to_millis(new.first_deadline))
        .bind(new.rated)
        .bind(new.clock.kind.as_str())
        .bind(new.clock.increment)
        .bind(new.clock.cap)
        .bind(new.clock.weekends_off)
        .bind(new.clock.vacation)
        .execute(&mut *conn)
        .await?;
    for (i, (colour, player)) in colours.iter().zip(&new.players).enumerate() {
        query(sql::INSERT_SEAT)
            .bind(id)
            .bind(i as i64 + 1)
            .bind(colour.name())
            .bind(*player)
            .bind(None::<i64>)
            .execute(&mut *conn)
            .await?;
    }
    super::stats::count_started(conn, id, new.rules.variant.id()).await?;
    Ok(id)
}

#[async_trait]
impl<D: Dialect> SeatGameRepo for Db<D> {
    async fn create_seat_game(&self, new: NewSeatGame) -> Result<GameId, StoreError> {
        let mut tx = self.write().await?;
        let id = insert_seat_game(&mut tx, &new).await?;
        tx.commit().await?;
        Ok(id)
    }

    async fn seat_game(&self, id: GameId) -> Result<Option<SeatGameRead>, StoreError> {
        let Some(record): Option<SeatGameRecord> = query_as(sql::SEAT_GAME)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?
        else {
            return Ok(None);
        };
        let seats: Vec<SeatRecord> = query_as(SEATS_OF_GAME)
            .bind(id)
            .fetch_all(&self.pool)
            .await?;
        let seats = seats
            .into_iter()
            .map(SeatRow::try_from)
            .collect::<Result<Vec<_>, _>>()?;
        let agreed: Vec<i64> = query_scalar(sql::DRAW_AGREED)
            .bind(id)
            .fetch_all(&self.pool)
            .await?;
        let moves: Vec<MoveRecord> = query_as(crate::store::sql::MOVES)
            .bind(id)
            .fetch_all(&self.pool)
            .await?;
        Ok(Some(SeatGameRead {
            row: record.into_row(seats, agreed)?,
            moves: moves.into_iter().map(MoveRow::from).collect(),
        }))
    }

    async fn commit_seat_moves(&self, commit: SeatCommit) -> Result<(), StoreError> {
        // The conditional update takes the game's row first: a draw agreement
        // at the same time waits for it, then finds the ply moved on.
        let mut tx = self.write().await?;
        let plies = commit.moves.len() as i64;
        let (status, to_move, finished_at) = match &commit.end {
            Some(_) => (GameStatus::Finished, None, Some(to_millis(commit.at))),
            None => (GameStatus::Active, commit.to_move, None),
        };
        let done = query(sql::ADVANCE)
            .bind(plies)
            .bind(&commit.position)
            .bind(to_move)
            .bind(to_millis(commit.turn_started_at))
            .bind(to_millis(commit.turn_deadline))
            .bind(status.as_str())
            .bind(commit.end.as_ref().map(|e| {
                if e.winners.is_empty() {
                    "none"
                } else {
                    "seats"
                }
            }))
            .bind(commit.end.as_ref().map(|e| e.termination.as_str()))
            .bind(finished_at)
            .bind(commit.game)
            .bind(commit.expected_ply)
            .execute(&mut tx)
            .await?;
        unchanged(done.rows_affected())?;
        for (i, m) in commit.moves.iter().enumerate() {
            query(sql::INSERT_MOVE)
                .bind(commit.game)
                .bind(commit.expected_ply + 1 + i as i64)
                .bind(m.path.as_str())
                .bind(m.position_key.as_str())
                .bind(to_millis(commit.at))
                .execute(&mut tx)
                .await?;
        }
        query(sql::END_DRAW_AGREEMENT)
            .bind(commit.game)
            .execute(&mut tx)
            .await?;
        for (seat, state) in &commit.seat_states {
            query(sql::SET_STATE)
                .bind(commit.game)
                .bind(*seat)
                .bind(state.as_str())
                .execute(&mut tx)
                .await?;
        }
        if let Some(end) = &commit.end {
            place(&mut tx, commit.game, &end.winners).await?;
            game_finished(&mut tx, self.rule.as_ref(), commit.game).await?;
        } else if let Some(next) = commit.to_move.filter(|_| commit.turn_mail) {
            let disarmed = query(sql::DISARM_TURN_MAIL)
                .bind(next)
                .execute(&mut tx)
                .await?;
            if disarmed.rows_affected() == 1 {
                query(sql::TURN_MAIL)
                    .bind(next)
                    .bind(commit.game)
                    .bind(commit.expected_ply + plies)
                    .bind(to_millis(commit.at))
                    .execute(&mut tx)
                    .await?;
            }
        }
        tx.commit().await?;
        Ok(())
    }

    async fn agree_to_draw(
        &self,
        game: GameId,
        expected_ply: i64,
        seat: i64,
        agree: bool,
        at: OffsetDateTime,
    ) -> Result<bool, StoreError> {
        // The game's row, held (Postgres: `FOR UPDATE`) so that seats agreeing
        // at once count each other's agreement, one after the other.
        let mut tx = self.write().await?;
        let active: Option<i64> = query_scalar(&format!("{} {}", sql::ACTIVE_AT, D::FOR_UPDATE))
            .bind(game)
            .bind(expected_ply)
            .fetch_optional(&mut tx)
            .await?;
        if active.is_none() {
            return Err(StoreError::Conflict);
        }
        let done = query(sql::AGREE)
            .bind(game)
            .bind(seat)
            .bind(agree)
            .execute(&mut tx)
            .await?;
        unchanged(done.rows_affected())?;
        let waiting: i64 = query_scalar(sql::NOT_AGREED)
            .bind(game)
            .fetch_one(&mut tx)
            .await?;
        let drawn = agree && waiting == 0;
        if drawn {
            query(sql::DRAWN)
                .bind(game)
                .bind(to_millis(at))
                .execute(&mut tx)
                .await?;
            place(&mut tx, game, &[]).await?;
            game_finished(&mut tx, self.rule.as_ref(), game).await?;
        }
        tx.commit().await?;
        Ok(drawn)
    }

    async fn seat_games_of(
        &self,
        user: crate::model::UserId,
        limit: i64,
    ) -> Result<Vec<SeatGameSummary>, StoreError> {
        let records: Vec<SeatGameSummaryRecord> = match &self.inline {
            Some(inline) => inline.rows(
                sql::GAMES_OF_PLAYER.as_str(),
                &[("$1", &user as &dyn rusqlite::ToSql), ("$2", &limit)][..],
                SeatGameSummaryRecord::from_named,
            )?,
            None => {
                query_as(&sql::GAMES_OF_PLAYER)
                    .bind(user)
                    .bind(limit)
                    .fetch_all(&self.pool)
                    .await?
            }
        };
        if records.is_empty() {
            return Ok(Vec::new());
        }
        let names: Vec<SeatNameRecord> = match &self.inline {
            Some(inline) => inline.rows(
                sql::NAMES_OF_GAMES_OF_PLAYER.as_str(),
                &[("$1", &user as &dyn rusqlite::ToSql), ("$2", &limit)][..],
                SeatNameRecord::from_named,
            )?,
            None => {
                query_as(&sql::NAMES_OF_GAMES_OF_PLAYER)
                    .bind(user)
                    .bind(limit)
                    .fetch_all(&self.pool)
                    .await?
            }
        };
        seat_summaries(records, names)
    }
}

/// Places every seat once the game is over: the winners first, the others
/// second; nobody in a draw.
async fn place<D: Dialect>(
    conn: &mut Tx<D>,
    game: GameId,
    winners: &[i64],
) -> Result<(), StoreError> {
    query(sql::SET_PLACES)
        .bind(game)
        .bind((!winners.is_empty()).then_some(2i64))
        .execute(&mut *conn)
        .await?;
    for seat in winners {
        query(sql::SET_WINNER)
            .bind(game)
            .bind(*seat)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}
