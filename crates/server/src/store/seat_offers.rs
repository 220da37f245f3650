//! The waiting room's offers for more than two: an offer has a seat for each
//! player; the poster sits in one, players may be invited to others, the rest
//! are open. Players join one by one; the game starts, atomically, when the
//! last seat is taken. An Auto-Match request for such a game is an offer too,
//! which compatible requests join.

use async_trait::async_trait;
use halma_rules::{Colour, PointsRule, SeatRules, SeatVariant};
use time::OffsetDateTime;

use super::{rows, AutoMatch, Player, StoreError};
use crate::model::clock::ClockTerms;
use crate::model::{GameId, OfferId, UserId};

/// An offer for more than two to post.
#[derive(Debug, Clone)]
pub struct NewSeatOffer {
    pub poster: UserId,
    pub rules: SeatRules,
    /// The poster's seat's colour; `None`: the seats are drawn at random when
    /// the game starts.
    pub colour: Option<Colour>,
    pub days_per_move: i64,
    /// Players invited to the other seats, in seat order; the rest are open.
    pub invited: Vec<UserId>,
    pub at: OffsetDateTime,
    pub rated: bool,
    pub clock: ClockTerms,
}

/// A seat of an offer: who sits in it, or who is invited to it; neither for
/// an open seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OfferSeat {
    pub seat: i64,
    pub player: Option<Player>,
    pub invited: Option<Player>,
}

impl OfferSeat {
    /// Whether anyone may sit down in it.
    pub fn is_open(&self) -> bool {
        self.player.is_none() && self.invited.is_none()
    }
}

/// An offer for more than two as stored, with its seats.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatOfferRow {
    pub id: OfferId,
    pub poster: Player,
    pub rules: SeatRules,
    pub colour: Option<Colour>,
    pub days_per_move: i64,
    pub seats: Vec<OfferSeat>,
    /// An Auto-Match request that compatible requests join.
    pub automatch: bool,
    pub created_at: OffsetDateTime,
    pub rated: bool,
    pub clock: ClockTerms,
}

impl SeatOfferRow {
    /// Whether `user` sits in one of its seats.
    pub fn seats_player(&self, user: UserId) -> bool {
        self.seats
            .iter()
            .any(|s| s.player.as_ref().is_some_and(|p| p.id == user))
    }

    /// Whether a seat waits for `user`: one they are invited to, or an open one.
    pub fn has_seat_for(&self, user: UserId) -> bool {
        !self.seats_player(user)
            && self
                .seats
                .iter()
                .any(|s| s.player.is_none() && s.invited.as_ref().is_none_or(|p| p.id == user))
    }

    /// Seats taken.
    pub fn taken(&self) -> usize {
        self.seats.iter().filter(|s| s.player.is_some()).count()
    }
}

/// What joining an offer for more than two came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Joined {
    /// Seated; the game waits for more players.
    Seated,
    /// The last seat: the game started.
    Started(GameId),
}

/// An Auto-Match request for a game for more than two.
#[derive(Debug, Clone)]
pub struct SeatAutoMatchRequest {
    pub user: UserId,
    pub rules: SeatRules,
    pub days_per_move: i64,
    pub max_open: u32,
    pub at: OffsetDateTime,
    pub rated: bool,
    pub clock: ClockTerms,
}

/// The waiting room's storage of offers for more than two.
#[async_trait]
pub trait SeatOfferRepo: Send + Sync {
    /// Posts an offer with the poster in their seat; `TooManyOffers` (and
    /// nothing stored) when the poster already has `max_open` offers.
    async fn create_seat_offer(
        &self,
        new: NewSeatOffer,
        max_open: u32,
    ) -> Result<OfferId, StoreError>;

    /// An offer for more than two with its seats; `None` for no such offer
    /// (and for a two-player one).
    async fn seat_offer(&self, id: OfferId) -> Result<Option<SeatOfferRow>, StoreError>;

    /// The offers for more than two, oldest first, at most `limit`.
    async fn seat_offers(&self, limit: i64) -> Result<Vec<SeatOfferRow>, StoreError>;

    /// `user` takes the seat they are invited to, else the first open one;
    /// the last seat taken starts the game (the seats drawn at random when
    /// the poster asked so) and removes the offer, in one transaction.
    /// `NotFound` when the offer is gone; `Conflict` when `user` sits there
    /// already or no seat waits for them.
    async fn join_seat_offer(
        &self,
        id: OfferId,
        user: UserId,
        at: OffsetDateTime,
    ) -> Result<Joined, StoreError>;

    /// `user`, who joined but did not post the offer, stands up again (an
    /// invited seat goes back to open). `NotFound` unless they sit there.
    async fn leave_seat_offer(&self, id: OfferId, user: UserId) -> Result<(), StoreError>;

    /// Joins the oldest Auto-Match request for these terms with a seat free
    /// (starting the game when it was the last), or waits as a new one.
    async fn seat_auto_match(&self, request: SeatAutoMatchRequest)
        -> Result<AutoMatch, StoreError>;
}

/// An offer for more than two as both databases hand it back.
#[derive(sqlx::FromRow)]
pub(crate) struct SeatOfferRecord {
    pub id: OfferId,
    pub poster_id: UserId,
    pub poster_name: String,
    pub variant: String,
    pub partners: bool,
    pub points: Option<String>,
    pub colour: String,
    pub days_per_move: i64,
    pub automatch: bool,
    pub created_at: i64,
    pub rated: bool,
    pub clock: String,
    pub increment_days: i64,
    pub cap_days: i64,
    pub weekends_off: bool,
    pub vacation_allowed: bool,
}

/// A seat of an offer as both databases hand it back.
#[derive(sqlx::FromRow)]
pub(crate) struct OfferSeatRecord {
    pub offer_id: OfferId,
    pub seat: i64,
    pub user_id: Option<UserId>,
    pub user_name: Option<String>,
    pub invited_id: Option<UserId>,
    pub invited_name: Option<String>,
}

impl SeatOfferRecord {
    pub(crate) fn rules(&self) -> Result<SeatRules, StoreError> {
        let corrupt = |what: String| StoreError::Corrupt(what);
        let variant: SeatVariant = self
            .variant
            .parse()
            .map_err(|_| corrupt(format!("offer {}: game {:?}", self.id, self.variant)))?;
        let points: PointsRule = match &self.points {
            Some(p) => p
                .parse()
                .map_err(|_| corrupt(format!("offer {}: points {p:?}", self.id)))?,
            None => PointsRule::default(),
        };
        Ok(SeatRules {
            variant,
            partners: self.partners,
            points,
        })
    }

    pub(crate) fn colour(&self) -> Result<Option<Colour>, StoreError> {
        match self.colour.as_str() {
            "random" => Ok(None),
            name => Colour::from_name(name)
                .map(Some)
                .ok_or_else(|| StoreError::Corrupt(format!("offer colour {name:?}"))),
        }
    }

    pub(crate) fn clock(&self) -> Result<ClockTerms, StoreError> {
        rows::clock_terms(
            &self.clock,
            self.increment_days,
            self.cap_days,
            self.weekends_off,
            self.vacation_allowed,
        )
    }

    /// The row, with the seats read beside it (those of other offers are
    /// left alone).
    pub(crate) fn into_row(self, seats: &[OfferSeatRecord]) -> Result<SeatOfferRow, StoreError> {
        let player = |id: Option<UserId>, name: &Option<String>| {
            id.map(|id| Player {
                id,
                name: name.clone().unwrap_or_default(),
            })
        };
        Ok(SeatOfferRow {
            rules: self.rules()?,
            colour: self.colour()?,
            clock: self.clock()?,
            seats: seats
                .iter()
                .filter(|s| s.offer_id == self.id)
                .map(|s| OfferSeat {
                    seat: s.seat,
                    player: player(s.user_id, &s.user_name),
                    invited: player(s.invited_id, &s.invited_name),
                })
                .collect(),
            id: self.id,
            poster: Player {
                id: self.poster_id,
                name: self.poster_name,
            },
            days_per_move: self.days_per_move,
            automatch: self.automatch,
            created_at: rows::from_millis(self.created_at),
            rated: self.rated,
        })
    }
}

/// The SQL of the offers for more than two.
pub(crate) mod sql {
    const COLUMNS: &str = "o.id, o.poster_id, \
        (SELECT username FROM users WHERE id = o.poster_id) AS poster_name, o.variant, \
        o.partners, o.points, o.colour, o.days_per_move, o.automatch, o.created_at, o.rated, \
        o.clock, o.increment_days, o.cap_days, o.weekends_off, o.vacation_allowed";

    const SEAT_COLUMNS: &str = "s.offer_id, s.seat, s.user_id, \
        (SELECT username FROM users WHERE id = s.user_id) AS user_name, s.invited_id, \
        (SELECT username FROM users WHERE id = s.invited_id) AS invited_name";

    /// `$1` the offer.
    pub fn offer() -> String {
        format!("SELECT {COLUMNS} FROM offers o WHERE o.id = $1 AND o.seated = TRUE")
    }

    /// `$1` the offer: its seats in order.
    pub fn seats() -> String {
        format!("SELECT {SEAT_COLUMNS} FROM offer_seats s WHERE s.offer_id = $1 ORDER BY s.seat")
    }

    /// `$1` how many: the offers for more than two, oldest first.
    pub fn offers() -> String {
        format!(
            "SELECT {COLUMNS} FROM offers o WHERE o.seated = TRUE \
             ORDER BY o.created_at, o.id LIMIT $1"
        )
    }

    /// `$1` how many: the seats of [`offers`]' offers.
    pub fn seats_of_offers() -> String {
        format!(
            "SELECT {SEAT_COLUMNS} FROM offer_seats s WHERE s.offer_id IN \
             (SELECT o.id FROM offers o WHERE o.seated = TRUE \
              ORDER BY o.created_at, o.id LIMIT $1) ORDER BY s.offer_id, s.seat"
        )
    }

    /// An offer for more than two: `$1` id, `$2` poster, `$3` game, `$4`
    /// colour, `$5` days, `$6` automatch, `$7` now, `$8` rated, `$9`–`$13`
    /// the clock, `$14` seats, `$15` partners, `$16` points.
    pub const INSERT: &str = "INSERT INTO offers (id, poster_id, variant, camp, repetition, \
        colour, days_per_move, automatch, created_at, rated, clock, increment_days, cap_days, \
        weekends_off, vacation_allowed, seat_count, seated, partners, points) \
        VALUES ($1, $2, $3, 'fill', 'auto', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, \
        TRUE, $15, $16)";

    /// `$1` offer, `$2` seat, `$3` player, `$4` invited, `$5` when.
    pub const INSERT_SEAT: &str = "INSERT INTO offer_seats (offer_id, seat, user_id, invited_id, \
        joined_at) VALUES ($1, $2, $3, $4, $5)";

    /// `$1` offer, `$2` seat, `$3` player, `$4` when: sits down, if still free.
    pub const SIT: &str = "UPDATE offer_seats SET user_id = $3, joined_at = $4 \
        WHERE offer_id = $1 AND seat = $2 AND user_id IS NULL";

    /// `$1` offer, `$2` player: stands up (not the poster).
    pub const STAND: &str = "UPDATE offer_seats SET user_id = NULL, joined_at = NULL, \
        invited_id = NULL WHERE offer_id = $1 AND user_id = $2 \
        AND user_id <> (SELECT poster_id FROM offers WHERE id = $1)";

    /// `$1` offer.
    pub const DELETE: &str = "DELETE FROM offers WHERE id = $1";

    /// `$1` game id, `$2`–`$7` the days and the clock, `$8` the user, `$9`
    /// rated, `$10` partners: the Auto-Match request for these terms the user
    /// sits in already.
    pub const AUTOMATCH_OWN: &str = "SELECT o.id FROM offers o WHERE o.automatch = TRUE \
        AND o.seated = TRUE AND o.variant = $1 AND o.days_per_move = $2 AND o.clock = $3 \
        AND o.increment_days = $4 AND o.cap_days = $5 AND o.weekends_off = $6 \
        AND o.vacation_allowed = $7 AND o.rated = $9 AND o.partners = $10 \
        AND EXISTS (SELECT 1 FROM offer_seats s WHERE s.offer_id = o.id AND s.user_id = $8) \
        ORDER BY o.created_at, o.id LIMIT 1";

    /// The same parameters as [`AUTOMATCH_OWN`]: the oldest Auto-Match
    /// request for these terms the user does not sit in.
    pub const AUTOMATCH_OPEN: &str = "SELECT o.id FROM offers o WHERE o.automatch = TRUE \
        AND o.seated = TRUE AND o.variant = $1 AND o.days_per_move = $2 AND o.clock = $3 \
        AND o.increment_days = $4 AND o.cap_days = $5 AND o.weekends_off = $6 \
        AND o.vacation_allowed = $7 AND o.rated = $9 AND o.partners = $10 \
        AND NOT EXISTS (SELECT 1 FROM offer_seats s WHERE s.offer_id = o.id AND s.user_id = $8) \
        ORDER BY o.created_at, o.id LIMIT 1";
}
