//! The waiting room. Two transactions need not see each other's inserts
//! (Postgres's READ COMMITTED), so the offer limit locks the poster's row and
//! Auto-Match takes a lock per set of terms ([`Lock`]).

use crate::store::dialect::{query, query_as, query_scalar, Dialect, Lock, Tx};
use async_trait::async_trait;
use time::OffsetDateTime;

use super::{games::insert_game, Db};
use crate::model::{GameId, OfferId, UserId};
use crate::store::{
    offers::{automatch_key, game_of_offer},
    one_row,
    rows::{self, offers, to_millis, ListedOfferRecord, OfferRecord, TakenRecord},
    sql, AutoMatch, AutoMatchRequest, ColourChoice, NewGame, NewOffer, OfferRepo, OfferRow,
    StoreError,
};

/// Fails with `TooManyOffers` when `user` already has `max_open` offers. The
/// user's row is locked first, so that two posts of one player at once are
/// counted one after the other (under READ COMMITTED each would otherwise miss
/// the other's insert).
pub(super) async fn check_offer_limit<D: Dialect>(
    conn: &mut Tx<D>,
    user: UserId,
    max_open: u32,
) -> Result<(), StoreError> {
    D::lock(conn, Lock::User(user)).await?;
    let open: i64 = query_scalar("SELECT COUNT(*) FROM offers WHERE poster_id = $1")
        .bind(user)
        .fetch_one(&mut *conn)
        .await?;
    if open >= i64::from(max_open) {
        return Err(StoreError::TooManyOffers);
    }
    Ok(())
}

async fn insert_offer<D: Dialect>(
    conn: &mut Tx<D>,
    new: &NewOffer,
    automatch: bool,
    range: Option<i64>,
) -> Result<OfferId, StoreError> {
    let id = OfferId::new();
    query(sql::INSERT_OFFER)
        .bind(id)
        .bind(new.poster)
        .bind(new.rules.variant.id())
        .bind(new.rules.camp.to_string())
        .bind(new.rules.repetition.name())
        .bind(new.colour.as_str())
        .bind(new.days_per_move)
        .bind(new.invited)
        .bind(automatch)
        .bind(to_millis(new.at))
        .bind(new.rated)
        .bind(range)
        .bind(new.clock.kind.as_str())
        .bind(new.clock.increment)
        .bind(new.clock.cap)
        .bind(new.clock.weekends_off)
        .bind(new.clock.vacation)
        .execute(&mut *conn)
        .await?;
    Ok(id)
}

impl<D: Dialect> Db<D> {
    async fn offer_list(&self, sql: &str, user: UserId) -> Result<Vec<OfferRow>, StoreError> {
        let records: Vec<OfferRecord> = query_as(sql).bind(user).fetch_all(&self.pool).await?;
        offers(records)
    }

    async fn delete_offer(&self, sql: &str, id: OfferId, user: UserId) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let done = query(sql).bind(id).bind(user).execute(&mut tx).await?;
        one_row(done.rows_affected())?;
        tx.commit().await?;
        Ok(())
    }
}

#[async_trait]
impl<D: Dialect> OfferRepo for Db<D> {
    async fn create_offer(&self, new: NewOffer, max_open: u32) -> Result<OfferId, StoreError> {
        let mut tx = self.write().await?;
        check_offer_limit(&mut tx, new.poster, max_open).await?;
        let id = insert_offer(&mut tx, &new, false, None).await?;
        if let Some(invited) = new.invited {
            // The invited player's mail, if they asked for one.
            query(crate::store::notifications::sql::INVITATION_NOTICE)
                .bind(invited)
                .bind(format!("invitation:{id}"))
                .bind(to_millis(new.at))
                .execute(&mut tx)
                .await?;
        }
        tx.commit().await?;
        Ok(id)
    }

    async fn offer(&self, id: OfferId) -> Result<Option<OfferRow>, StoreError> {
        let record: Option<OfferRecord> = query_as(&sql::OFFER)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        record.map(OfferRow::try_from).transpose()
    }

    async fn open_offers(&self, viewer: UserId) -> Result<Vec<OfferRow>, StoreError> {
        self.offer_list(&sql::OPEN_OFFERS, viewer).await
    }

    async fn offers_by(&self, user: UserId) -> Result<Vec<OfferRow>, StoreError> {
        self.offer_list(&sql::OFFERS_BY, user).await
    }

    async fn invitations_for(&self, user: UserId) -> Result<Vec<OfferRow>, StoreError> {
        self.offer_list(&sql::INVITATIONS_FOR, user).await
    }

    async fn player_offers(
        &self,
        user: UserId,
    ) -> Result<(Vec<OfferRow>, Vec<OfferRow>), StoreError> {
        let listed: Vec<(i64, OfferRecord)> = match &self.inline {
            Some(inline) => {
                let params: &[(&str, &dyn rusqlite::ToSql)] = &[("$1", &user)];
                inline.rows(sql::PLAYER_OFFERS.as_str(), params, |r| {
                    Ok((r.get("list")?, OfferRecord::from_named(r)?))
                })?
            }
            None => query_as::<D, ListedOfferRecord>(&sql::PLAYER_OFFERS)
                .bind(user)
                .fetch_all(&self.pool)
                .await?
                .into_iter()
                .map(|r| (r.list, r.offer))
                .collect(),
        };
        rows::player_offers(listed)
    }

    async fn cancel_offer(&self, id: OfferId, user: UserId) -> Result<(), StoreError> {
        self.delete_offer(
            "DELETE FROM offers WHERE id = $1 AND poster_id = $2",
            id,
            user,
        )
        .await
    }

    async fn decline_invitation(&self, id: OfferId, user: UserId) -> Result<(), StoreError> {
        self.delete_offer(
            "DELETE FROM offers WHERE id = $1 AND invited_id = $2",
            id,
            user,
        )
        .await
    }

    async fn take_offer(
        &self,
        id: OfferId,
        taker: UserId,
        at: OffsetDateTime,
    ) -> Result<GameId, StoreError> {
        let mut tx = self.write().await?;
        // Delete-or-fail: of two takers, the second deletes nothing.
        let taken: Option<TakenRecord> = query_as(sql::TAKE_OFFER)
            .bind(id)
            .bind(taker)
            .fetch_optional(&mut tx)
            .await?;
        let Some(taken) = taken else {
            return Err(StoreError::NotFound);
        };
        let new = game_of_offer(
            taken.colour()?,
            NewGame {
                rules: taken.rules()?,
                white: taken.poster_id,
                black: taker,
                days_per_move: taken.days_per_move,
                at,
                rated: taken.rated,
                clock: taken.clock()?,
            },
        );
        let game = insert_game(&mut tx, &new).await?;
        tx.commit().await?;
        Ok(game)
    }

    async fn auto_match(&self, request: AutoMatchRequest) -> Result<AutoMatch, StoreError> {
        let mut tx = self.write().await?;
        let rules = request.rules;
        // Requests for the same rules take turns, until commit. Without this, two
        // at once under READ COMMITTED would each find nobody waiting and both
        // wait; row locks cannot help there, since there is no row yet to lock.
        let key = automatch_key(&rules, request.days_per_move, &request.clock);
        D::lock(&mut tx, Lock::Name(&key)).await?;
        let own: Option<OfferId> = query_scalar(sql::OWN_AUTOMATCH)
            .bind(rules.variant.id())
            .bind(rules.camp.to_string())
            .bind(rules.repetition.name())
            .bind(request.days_per_move)
            .bind(request.user)
            .bind(request.clock.kind.as_str())
            .bind(request.clock.increment)
            .bind(request.clock.cap)
            .bind(request.clock.weekends_off)
            .bind(request.clock.vacation)
            .fetch_optional(&mut tx)
            .await?;
        let mine: f64 = query_scalar::<_, f64>(sql::RATING_OF)
            .bind(request.user)
            .bind(rules.variant.id())
            .fetch_optional(&mut tx)
            .await?
            .unwrap_or(1500.0);
        if let Some(own) = own {
            return Ok(AutoMatch::AlreadyWaiting(own));
        }
        // A Join in the waiting room may take the oldest request meanwhile (it
        // does not take the advisory lock): then the DELETE finds nothing, and the
        // next oldest is tried.
        loop {
            let candidate: Option<OfferId> = query_scalar(sql::AUTOMATCH_PARTNER)
                .bind(rules.variant.id())
                .bind(rules.camp.to_string())
                .bind(rules.repetition.name())
                .bind(request.days_per_move)
                .bind(request.user)
                .bind(request.rated)
                .bind(request.range)
                .bind(mine)
                .bind(request.clock.kind.as_str())
                .bind(request.clock.increment)
                .bind(request.clock.cap)
                .bind(request.clock.weekends_off)
                .bind(request.clock.vacation)
                .fetch_optional(&mut tx)
                .await?;
            let Some(candidate) = candidate else {
                break;
            };
            let partner: Option<UserId> =
                query_scalar("DELETE FROM offers WHERE id = $1 RETURNING poster_id")
                    .bind(candidate)
                    .fetch_optional(&mut tx)
                    .await?;
            if let Some(partner) = partner {
                let new = game_of_offer(
                    ColourChoice::Random,
                    NewGame {
                        rules,
                        white: partner,
                        black: request.user,
                        days_per_move: request.days_per_move,
                        at: request.at,
                        rated: request.rated,
                        clock: request.clock,
                    },
                );
                let game = insert_game(&mut tx, &new).await?;
                tx.commit().await?;
                return Ok(AutoMatch::Matched(game));
            }
        }
        check_offer_limit(&mut tx, request.user, request.max_open).await?;
        let waiting = NewOffer {
            poster: request.user,
            rules,
            colour: ColourChoice::Random,
            days_per_move: request.days_per_move,
            invited: None,
            at: request.at,
            rated: request.rated,
            clock: request.clock,
        };
        let id = insert_offer(&mut tx, &waiting, true, request.range).await?;
        tx.commit().await?;
        Ok(AutoMatch::Waiting(id))
    }
}
