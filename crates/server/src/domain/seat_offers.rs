//! The waiting room's use cases for games of more than two: post a game with
//! its seats (open, or for invited players), take a seat, stand up again
//! before the start, and Auto-Match, which starts a game when as many
//! compatible players as it has seats are waiting.

use halma_rules::{Colour, SeatRules};
use time::OffsetDateTime;

use super::clock::ClockTerms;
use super::refusal::{Outcome, Refusal};
use super::waiting_room::{ignores, invitee};
use crate::store::{
    AutoMatch, Joined, NewSeatOffer, OfferId, SeatAutoMatchRequest, Store, StoreError, UserId,
};

/// A game for more than two to post, as the New game form describes it.
#[derive(Debug, Clone)]
pub struct SeatPost<'a> {
    pub poster: UserId,
    pub rules: SeatRules,
    /// The poster's seat's colour; `None`: drawn when the game starts.
    pub colour: Option<Colour>,
    pub days_per_move: i64,
    /// The names of the players invited to the other seats.
    pub invite: &'a [String],
    pub max_open: u32,
    pub rated: bool,
    pub clock: ClockTerms,
}

/// Posts a game for more than two in the waiting room. A computer player
/// invited takes its seat at once (which starts the game when it is the
/// last), and the game is not rated.
pub async fn post(store: &dyn Store, mut p: SeatPost<'_>, now: OffsetDateTime) -> Outcome<OfferId> {
    let mut invited = Vec::new();
    for name in p.invite {
        let id = invitee(store, p.poster, name).await?;
        if !invited.contains(&id) {
            invited.push(id);
        }
    }
    let computers: Vec<UserId> = invited
        .iter()
        .copied()
        .filter(|&id| super::computer::level_of(id).is_some())
        .collect();
    if !computers.is_empty() {
        p.rated = false;
    }
    let new = NewSeatOffer {
        poster: p.poster,
        rules: p.rules,
        colour: p.colour,
        days_per_move: p.days_per_move,
        invited,
        at: now,
        rated: p.rated,
        clock: p.clock,
    };
    match store.seat_offers().create_seat_offer(new, p.max_open).await {
        Ok(offer) => {
            for computer in computers {
                join(store, offer, computer, now).await?;
            }
            Ok(offer)
        }
        Err(StoreError::TooManyOffers) => Err(Refusal::TooManyOffers(p.max_open).into()),
        Err(e) => Err(e.into()),
    }
}

/// Takes a seat: the one `actor` is invited to, else an open one. The last
/// seat starts the game.
pub async fn join(
    store: &dyn Store,
    offer: OfferId,
    actor: UserId,
    now: OffsetDateTime,
) -> Outcome<Joined> {
    let Some(row) = store.seat_offers().seat_offer(offer).await? else {
        return Err(Refusal::OfferGone.into());
    };
    // Nobody sits at a table with a player who ignores them, or whom they
    // ignore; the words give no hint of why.
    for seat in &row.seats {
        if let Some(player) = &seat.player {
            if player.id != actor
                && (ignores(store, player.id, actor).await?
                    || ignores(store, actor, player.id).await?)
            {
                return Err(Refusal::NotPossible.into());
            }
        }
    }
    match store.seat_offers().join_seat_offer(offer, actor, now).await {
        Ok(joined) => Ok(joined),
        Err(StoreError::NotFound) => Err(Refusal::OfferGone.into()),
        Err(StoreError::Conflict) => match store.seat_offers().seat_offer(offer).await? {
            Some(row) if row.seats_player(actor) => Err(Refusal::AlreadySeated.into()),
            Some(_) => Err(Refusal::NoSeatForYou.into()),
            None => Err(Refusal::OfferGone.into()),
        },
        Err(e) => Err(e.into()),
    }
}

/// The levels of computer not yet seated at `offer`, weakest first: each level
/// is one account and takes one seat.
pub fn computer_levels(offer: &crate::store::SeatOfferRow) -> Vec<u8> {
    super::computer::LEVELS
        .filter(|&level| super::computer::account(level).is_some_and(|id| !offer.seats_player(id)))
        .collect()
}

/// The poster seats the computer of `level` at an open seat of their game.
/// A game with a computer is never rated, so only a game posted as not rated
/// takes one (the players already seated agreed to its terms). The last seat
/// starts the game.
pub async fn seat_computer(
    store: &dyn Store,
    offer: OfferId,
    actor: UserId,
    level: u8,
    now: OffsetDateTime,
) -> Outcome<Joined> {
    let Some(row) = store.seat_offers().seat_offer(offer).await? else {
        return Err(Refusal::OfferGone.into());
    };
    if row.poster.id != actor {
        return Err(Refusal::NotYourOffer.into());
    }
    if row.rated {
        return Err(Refusal::ComputerAtRatedGame.into());
    }
    let Some(computer) = super::computer::account(level) else {
        return Err(Refusal::NoSuchComputer.into());
    };
    match join(store, offer, computer, now).await {
        Err(super::refusal::DomainError::Refused(Refusal::AlreadySeated)) => {
            Err(Refusal::ComputerAlreadySeated(level).into())
        }
        other => other,
    }
}

/// Stands up from a seat taken before the game started.
pub async fn leave(store: &dyn Store, offer: OfferId, actor: UserId) -> Outcome<()> {
    match store.seat_offers().leave_seat_offer(offer, actor).await {
        Ok(()) => Ok(()),
        Err(StoreError::NotFound) => Err(Refusal::NotSeated.into()),
        Err(e) => Err(e.into()),
    }
}

/// Auto-Match for a game for more than two.
pub async fn auto_match(store: &dyn Store, request: SeatAutoMatchRequest) -> Outcome<AutoMatch> {
    let max_open = request.max_open;
    match store.seat_offers().seat_auto_match(request).await {
        Ok(answer) => Ok(answer),
        Err(StoreError::TooManyOffers) => Err(Refusal::TooManyOffers(max_open).into()),
        Err(e) => Err(e.into()),
    }
}
