//! The waiting room: offers (open games, invitations, Auto-Match requests),
//! taken atomically by one player.

use async_trait::async_trait;
use halma_rules::{Color, Rules};
use time::OffsetDateTime;

use super::StoreError;
use crate::model::clock::ClockTerms;
use crate::model::{GameId, OfferId, UserId};
use crate::store::Player;

pub use crate::model::colour::ColourChoice;

/// A game to post in the waiting room, open to anyone or inviting one player.
#[derive(Debug, Clone)]
pub struct NewOffer {
    pub poster: UserId,
    pub rules: Rules,
    pub colour: ColourChoice,
    pub days_per_move: i64,
    /// The one player who may take it; nobody else sees it.
    pub invited: Option<UserId>,
    pub at: OffsetDateTime,
    /// Whether its game counts for the players' ratings.
    pub rated: bool,
    /// Its game's clock besides the days.
    pub clock: ClockTerms,
}

/// An offer as stored, with the names of the poster and of the invited player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OfferRow {
    pub id: OfferId,
    pub poster: Player,
    pub rules: Rules,
    pub colour: ColourChoice,
    pub days_per_move: i64,
    pub invited: Option<Player>,
    /// An Auto-Match request waiting for a partner (colours random).
    pub automatch: bool,
    pub created_at: OffsetDateTime,
    /// Whether its game counts for the players' ratings.
    pub rated: bool,
    /// An Auto-Match request's rating range (points either side), if any.
    pub rating_range: Option<i64>,
    /// Its game's clock besides the days.
    pub clock: ClockTerms,
}

/// An Auto-Match request: a game with these rules against anyone.
#[derive(Debug, Clone)]
pub struct AutoMatchRequest {
    pub user: UserId,
    pub rules: Rules,
    pub days_per_move: i64,
    /// Open offers the user may have; the request is refused with
    /// `StoreError::TooManyOffers` when it would have to wait beyond that.
    pub max_open: u32,
    pub at: OffsetDateTime,
    /// A rated game or not: only requests that agree are paired.
    pub rated: bool,
    /// The partner's rating at most this far from the user's (and the user's
    /// within the partner's range, if they gave one); `None` for anyone.
    pub range: Option<i64>,
    /// The clock besides the days: only requests that agree are paired.
    pub clock: ClockTerms,
}

/// What an Auto-Match request came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AutoMatch {
    /// Paired with the oldest waiting request of someone else: a new game.
    Matched(GameId),
    /// Nobody waits for these rules: the request now waits.
    Waiting(OfferId),
    /// The user already waits for these rules; nothing new was stored.
    AlreadyWaiting(OfferId),
}

/// The waiting room's storage.
#[async_trait]
pub trait OfferRepo: Send + Sync {
    /// Posts a game; `StoreError::TooManyOffers` (and nothing stored) when the
    /// poster already has `max_open` offers of any kind.
    async fn create_offer(&self, new: NewOffer, max_open: u32) -> Result<OfferId, StoreError>;

    /// An offer with its names.
    async fn offer(&self, id: OfferId) -> Result<Option<OfferRow>, StoreError>;

    /// The waiting room as `viewer` sees it: offers of others that are not
    /// invitations, oldest first.
    async fn open_offers(&self, viewer: UserId) -> Result<Vec<OfferRow>, StoreError>;

    /// Everything `user` posted (open games, invitations, Auto-Match requests),
    /// oldest first.
    async fn offers_by(&self, user: UserId) -> Result<Vec<OfferRow>, StoreError>;

    /// Invitations to `user`, oldest first.
    async fn invitations_for(&self, user: UserId) -> Result<Vec<OfferRow>, StoreError>;

    /// [`OfferRepo::invitations_for`] and [`OfferRepo::offers_by`] read in
    /// one statement: (invitations, offers by).
    async fn player_offers(
        &self,
        user: UserId,
    ) -> Result<(Vec<OfferRow>, Vec<OfferRow>), StoreError>;

    /// Withdraws an offer of `user`; `StoreError::NotFound` unless it is still
    /// there and theirs.
    async fn cancel_offer(&self, id: OfferId, user: UserId) -> Result<(), StoreError>;

    /// Turns down an invitation to `user`; `StoreError::NotFound` unless it is
    /// still there and addressed to them.
    async fn decline_invitation(&self, id: OfferId, user: UserId) -> Result<(), StoreError>;

    /// Takes an offer and starts its game, atomically: of any number of players
    /// taking one offer at once exactly one gets the game; the others get
    /// `StoreError::NotFound`, as does a poster taking their own offer or anyone
    /// but the invited player taking an invitation. A `random` colour is decided
    /// here.
    async fn take_offer(
        &self,
        id: OfferId,
        taker: UserId,
        at: OffsetDateTime,
    ) -> Result<GameId, StoreError>;

    /// Pairs the user with the oldest waiting Auto-Match request of someone else
    /// with the same rules, days per move and rated or not, within each other's
    /// rating range (colours random), or leaves the
    /// request waiting. Requests for the same rules are serialized, so two at
    /// once make one game, never two waiting requests.
    async fn auto_match(&self, request: AutoMatchRequest) -> Result<AutoMatch, StoreError>;
}

/// The game an offer becomes when it is taken: `game` with the poster as
/// White and the taker as Black, the colours then swapped as `colour`
/// decides.
pub(crate) fn game_of_offer(colour: ColourChoice, game: super::NewGame) -> super::NewGame {
    match colour.decide() {
        Color::White => game,
        Color::Black => super::NewGame {
            white: game.black,
            black: game.white,
            ..game
        },
    }
}

/// The key Auto-Match requests are serialized and matched on.
pub(crate) fn automatch_key(rules: &Rules, days_per_move: i64, clock: &ClockTerms) -> String {
    format!(
        "automatch {} {} {} {days_per_move} {} {} {} {} {}",
        rules.variant.id(),
        rules.camp,
        rules.repetition.name(),
        clock.kind.as_str(),
        clock.increment,
        clock.cap,
        clock.weekends_off,
        clock.vacation
    )
}
