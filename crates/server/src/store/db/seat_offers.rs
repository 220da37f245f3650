//! The waiting room's offers for more than two. A join holds the offer's row
//! (Postgres: `FOR UPDATE`) while it counts the seats, so that of two players
//! taking the last seat at once one starts the game and the other finds the
//! offer gone.

use crate::store::dialect::{query, query_as, query_scalar, Dialect, Lock, Tx};
use async_trait::async_trait;
use rand::seq::SliceRandom;
use time::OffsetDateTime;

use super::{offers::check_offer_limit, seat_games::insert_seat_game, Db};
use crate::model::{OfferId, UserId};
use crate::store::{
    rows::to_millis,
    seat_offers::{
        sql, Joined, NewSeatOffer, OfferSeatRecord, SeatAutoMatchRequest, SeatOfferRecord,
        SeatOfferRepo, SeatOfferRow,
    },
    AutoMatch, NewSeatGame, StoreError,
};

/// Posts an offer inside a write transaction.
async fn insert<D: Dialect>(
    conn: &mut Tx<D>,
    new: &NewSeatOffer,
    automatch: bool,
) -> Result<OfferId, StoreError> {
    let id = OfferId::new();
    let colours = new.rules.variant.seats();
    query(sql::INSERT)
        .bind(id)
        .bind(new.poster)
        .bind(new.rules.variant.id())
        .bind(new.colour.map_or("random", |c| c.name()))
        .bind(new.days_per_move)
        .bind(automatch)
        .bind(to_millis(new.at))
        .bind(new.rated)
        .bind(new.clock.kind.as_str())
        .bind(new.clock.increment)
        .bind(new.clock.cap)
        .bind(new.clock.weekends_off)
        .bind(new.clock.vacation)
        .bind(colours.len() as i64)
        .bind(new.rules.partners)
        .bind(
            (new.rules.variant.board() == halma_rules::Board::Star).then(|| new.rules.points.id()),
        )
        .execute(&mut *conn)
        .await?;
    // The poster's seat is their colour's (the first when the seats are to
    // be drawn); the invited take the next seats in order.
    let poster_seat = new
        .colour
        .and_then(|c| colours.iter().position(|x| *x == c))
        .unwrap_or(0);
    let mut invited = new.invited.iter();
    for i in 0..colours.len() {
        let (player, guest) = if i == poster_seat {
            (Some(new.poster), None)
        } else {
            (None, invited.next().copied())
        };
        query(sql::INSERT_SEAT)
            .bind(id)
            .bind(i as i64 + 1)
            .bind(player)
            .bind(guest)
            .bind(player.map(|_| to_millis(new.at)))
            .execute(&mut *conn)
            .await?;
    }
    Ok(id)
}

/// An offer with its seats, read in the transaction that holds it.
async fn read<D: Dialect>(
    conn: &mut Tx<D>,
    id: OfferId,
) -> Result<Option<SeatOfferRow>, StoreError> {
    let held = format!("{} {}", sql::offer(), D::FOR_UPDATE);
    let Some(record): Option<SeatOfferRecord> =
        query_as(&held).bind(id).fetch_optional(&mut *conn).await?
    else {
        return Ok(None);
    };
    let seats: Vec<OfferSeatRecord> = query_as(&sql::seats())
        .bind(id)
        .fetch_all(&mut *conn)
        .await?;
    record.into_row(&seats).map(Some)
}

/// Seats `user` in `offer` (held by the caller) and starts the game when the
/// seat was the last.
async fn sit<D: Dialect>(
    conn: &mut Tx<D>,
    offer: &SeatOfferRow,
    user: UserId,
    at: OffsetDateTime,
) -> Result<Joined, StoreError> {
    if offer.seats_player(user) {
        return Err(StoreError::Conflict);
    }
    let seat = offer
        .seats
        .iter()
        .find(|s| s.player.is_none() && s.invited.as_ref().is_some_and(|p| p.id == user))
        .or_else(|| offer.seats.iter().find(|s| s.is_open()))
        .ok_or(StoreError::Conflict)?;
    let done = query(sql::SIT)
        .bind(offer.id)
        .bind(seat.seat)
        .bind(user)
        .bind(to_millis(at))
        .execute(&mut *conn)
        .await?;
    crate::store::unchanged(done.rows_affected())?;
    if offer.taken() + 1 < offer.seats.len() {
        return Ok(Joined::Seated);
    }
    let mut players: Vec<UserId> = offer
        .seats
        .iter()
        .map(|s| {
            if s.seat == seat.seat {
                user
            } else {
                s.player.as_ref().map(|p| p.id).unwrap_or(user)
            }
        })
        .collect();
    if offer.colour.is_none() {
        players.shuffle(&mut rand::thread_rng());
    }
    let game = insert_seat_game(
        conn,
        &NewSeatGame {
            rules: offer.rules,
            players,
            days_per_move: offer.days_per_move,
            at,
            rated: offer.rated,
            clock: offer.clock,
            first_deadline: crate::model::clock::deadline(at, offer.days_per_move),
        },
    )
    .await?;
    query(sql::DELETE)
        .bind(offer.id)
        .execute(&mut *conn)
        .await?;
    Ok(Joined::Started(game))
}

#[async_trait]
impl<D: Dialect> SeatOfferRepo for Db<D> {
    async fn create_seat_offer(
        &self,
        new: NewSeatOffer,
        max_open: u32,
    ) -> Result<OfferId, StoreError> {
        let mut tx = self.write().await?;
        check_offer_limit(&mut tx, new.poster, max_open).await?;
        let id = insert(&mut tx, &new, false).await?;
        tx.commit().await?;
        Ok(id)
    }

    async fn seat_offer(&self, id: OfferId) -> Result<Option<SeatOfferRow>, StoreError> {
        let Some(record): Option<SeatOfferRecord> = query_as(&sql::offer())
            .bind(id)
            .fetch_optional(&self.pool)
            .await?
        else {
            return Ok(None);
        };
        let seats: Vec<OfferSeatRecord> = query_as(&sql::seats())
            .bind(id)
            .fetch_all(&self.pool)
            .await?;
        record.into_row(&seats).map(Some)
    }

    async fn seat_offers(&self, limit: i64) -> Result<Vec<SeatOfferRow>, StoreError> {
        let records: Vec<SeatOfferRecord> = query_as(&sql::offers())
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
        let seats: Vec<OfferSeatRecord> = query_as(&sql::seats_of_offers())
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
        records.into_iter().map(|r| r.into_row(&seats)).collect()
    }

    async fn join_seat_offer(
        &self,
        id: OfferId,
        user: UserId,
        at: OffsetDateTime,
    ) -> Result<Joined, StoreError> {
        let mut tx = self.write().await?;
        let offer = read(&mut tx, id).await?.ok_or(StoreError::NotFound)?;
        let joined = sit(&mut tx, &offer, user, at).await?;
        tx.commit().await?;
        Ok(joined)
    }

    async fn leave_seat_offer(&self, id: OfferId, user: UserId) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        read(&mut tx, id).await?.ok_or(StoreError::NotFound)?;
        let done = query(sql::STAND)
            .bind(id)
            .bind(user)
            .execute(&mut tx)
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        tx.commit().await?;
        Ok(())
    }

    async fn seat_auto_match(
        &self,
        request: SeatAutoMatchRequest,
    ) -> Result<AutoMatch, StoreError> {
        let mut tx = self.write().await?;
        let clock = &request.clock;
        // Requests for the same terms take turns, until commit (see the
        // two-player Auto-Match).
        let key = format!(
            "automatch {} {} {} {} {} {} {} {} {}",
            request.rules.variant.id(),
            request.rules.partners,
            request.days_per_move,
            clock.kind.as_str(),
            clock.increment,
            clock.cap,
            clock.weekends_off,
            clock.vacation,
            request.rated
        );
        D::lock(&mut tx, Lock::Name(&key)).await?;
        let terms = |sql: &'static str| {
            query_scalar::<D, OfferId>(sql)
                .bind(request.rules.variant.id())
                .bind(request.days_per_move)
                .bind(clock.kind.as_str())
                .bind(clock.increment)
                .bind(clock.cap)
                .bind(clock.weekends_off)
                .bind(clock.vacation)
                .bind(request.user)
                .bind(request.rated)
                .bind(request.rules.partners)
        };
        let waiting: Option<OfferId> = terms(sql::AUTOMATCH_OWN).fetch_optional(&mut tx).await?;
        if let Some(own) = waiting {
            return Ok(AutoMatch::AlreadyWaiting(own));
        }
        let open: Option<OfferId> = terms(sql::AUTOMATCH_OPEN).fetch_optional(&mut tx).await?;
        if let Some(open) = open {
            let offer = read(&mut tx, open).await?.ok_or(StoreError::NotFound)?;
            let answer = match sit(&mut tx, &offer, request.user, request.at).await? {
                Joined::Seated => AutoMatch::Waiting(open),
                Joined::Started(game) => AutoMatch::Matched(game),
            };
            tx.commit().await?;
            return Ok(answer);
        }
        check_offer_limit(&mut tx, request.user, request.max_open).await?;
        let new = NewSeatOffer {
            poster: request.user,
            rules: request.rules,
            colour: None,
            days_per_move: request.days_per_move,
            invited: vec![],
            at: request.at,
            rated: request.rated,
            clock: request.clock,
        };
        let id = insert(&mut tx, &new, true).await?;
        tx.commit().await?;
        Ok(AutoMatch::Waiting(id))
    }
}
