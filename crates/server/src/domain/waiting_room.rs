//! The waiting room's use cases: post a game (open, or inviting one player),
//! join one, withdraw one's own, decline an invitation, and Auto-Match.

use time::OffsetDateTime;

use super::clock::ClockTerms;
use super::refusal::{Outcome, Refusal};
use crate::store::{
    AutoMatch, AutoMatchRequest, ColourChoice, ContactKind, GameId, GameRow, GameStatus, NewOffer,
    OfferId, Store, StoreError, UserId,
};
use halma_rules::{Color, Rules};

/// A game to post, as the New game form describes it.
#[derive(Debug, Clone)]
pub struct Post<'a> {
    pub poster: UserId,
    pub rules: Rules,
    pub colour: ColourChoice,
    pub days_per_move: i64,
    /// The name of the one player invited, if any.
    pub invite: Option<&'a str>,
    /// Open offers one player may have.
    pub max_open: u32,
    /// Whether the game counts for the players' ratings.
    pub rated: bool,
    /// The game's clock besides the days.
    pub clock: ClockTerms,
}

/// What was posted: the offer, and whether it is an invitation.
#[derive(Debug, Clone, Copy)]
pub struct Posted {
    pub offer: OfferId,
    pub invitation: bool,
    /// The game, when the invited player took the invitation at once (a
    /// computer player does).
    pub game: Option<GameId>,
}

/// The player a name invites to `poster`'s game: someone else, with an open
/// account (a closed one plays no new games), who does not ignore the poster.
pub(super) async fn invitee(store: &dyn Store, poster: UserId, name: &str) -> Outcome<UserId> {
    // A name no userid can have is nobody's, and is not looked up: a NUL,
    // say, is more than some databases can even compare.
    if crate::passwords::username_problem(name).is_some() {
        return Err(Refusal::NoSuchPlayer(name.to_owned()).into());
    }
    match store
        .users()
        .user_by_name(name)
        .await?
        .filter(|u| u.closed_at.is_none())
    {
        None => Err(Refusal::NoSuchPlayer(name.to_owned()).into()),
        Some(other) if other.id == poster => Err(Refusal::InviteSelf.into()),
        Some(other) if ignores(store, other.id, poster).await? => Err(Refusal::NotPossible.into()),
        Some(other) => Ok(other.id),
    }
}

/// Posts a game in the waiting room. An invitation to a computer player is
/// taken at once, and the game is not rated.
pub async fn post(store: &dyn Store, mut p: Post<'_>, now: OffsetDateTime) -> Outcome<Posted> {
    let invited = match p.invite.map(str::trim).filter(|n| !n.is_empty()) {
        None => None,
        Some(name) => Some(invitee(store, p.poster, name).await?),
    };
    let computer = invited.filter(|&id| super::computer::level_of(id).is_some());
    if computer.is_some() {
        p.rated = false;
    }
    let new = NewOffer {
        poster: p.poster,
        rules: p.rules,
        colour: p.colour,
        days_per_move: p.days_per_move,
        invited,
        at: now,
        rated: p.rated,
        clock: p.clock,
    };
    match store.offers().create_offer(new, p.max_open).await {
        Ok(offer) => Ok(Posted {
            offer,
            invitation: invited.is_some(),
            game: match computer {
                Some(id) => Some(join(store, offer, id, now).await?),
                None => None,
            },
        }),
        Err(StoreError::TooManyOffers) => Err(Refusal::TooManyOffers(p.max_open).into()),
        Err(e) => Err(e.into()),
    }
}

/// What a Rematch came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rematch {
    /// An invitation to the opponent now waits (or already did).
    Invited(OfferId),
    /// The opponent had asked for the rematch already: the game starts.
    Started(GameId),
}

/// The rematch `opponent` offered `actor` after `game`, if one waits: an
/// invitation with the same rules, days per move and rating, the colours
/// swapped.
pub async fn rematch_offered_to(
    store: &dyn Store,
    game: &GameRow,
    actor: UserId,
) -> Outcome<Option<OfferId>> {
    let Some(mine) = game.colour_of(actor) else {
        return Ok(None);
    };
    let opponent = game.player(!mine).id;
    Ok(store
        .offers()
        .invitations_for(actor)
        .await?
        .into_iter()
        .find(|o| {
            o.poster.id == opponent
                && o.rules == game.rules
                // They take the colour this player had.
                && o.colour == colour_for(!mine)
                && o.days_per_move == game.days_per_move
                && o.rated == game.rated
        })
        .map(|o| o.id))
}

/// The rematch `actor` offered their opponent after `game`, if it still
/// waits: their invitation with the same rules, days per move, clock and
/// rating, the colours swapped.
pub async fn rematch_offered_by(
    store: &dyn Store,
    game: &GameRow,
    actor: UserId,
) -> Outcome<Option<OfferId>> {
    let Some(mine) = game.colour_of(actor) else {
        return Ok(None);
    };
    let opponent = game.player(!mine).id;
    let colour = colour_for(mine);
    Ok(store
        .offers()
        .offers_by(actor)
        .await?
        .into_iter()
        .find(|o| {
            o.invited.as_ref().is_some_and(|p| p.id == opponent)
                && o.rules == game.rules
                && o.colour == colour
                && o.days_per_move == game.days_per_move
                && o.clock == game.clock
                && o.rated == game.rated
        })
        .map(|o| o.id))
}

/// The colour a rematch's poster takes, who had `old`: the other one.
fn colour_for(old: Color) -> ColourChoice {
    match old {
        Color::White => ColourChoice::Black,
        Color::Black => ColourChoice::White,
    }
}

/// Rematch: after a finished game, one of its players posts a new game with
/// the same rules, days per move and rating, the colours swapped, inviting the
/// other player. It is an ordinary invitation from then on. When the other
/// player asked first, their invitation is taken and the game starts; when
/// this player asked already, nothing more is posted. A computer opponent
/// takes the invitation at once, and the game starts.
pub async fn rematch(
    store: &dyn Store,
    game: GameId,
    actor: UserId,
    max_open: u32,
    now: OffsetDateTime,
) -> Outcome<Rematch> {
    let row = store.games().game(game).await?.ok_or(Refusal::NotFound)?;
    let mine = row.colour_of(actor).ok_or(Refusal::NotAPlayer)?;
    if row.status != GameStatus::Finished {
        return Err(Refusal::GameNotOver.into());
    }
    if let Some(theirs) = rematch_offered_to(store, &row, actor).await? {
        return join(store, theirs, actor, now).await.map(Rematch::Started);
    }
    let colour = colour_for(mine);
    // A second press finds the first offer standing, and posts no other.
    if let Some(offer) = rematch_offered_by(store, &row, actor).await? {
        return Ok(Rematch::Invited(offer));
    }
    let opponent = row.player(!mine).name.clone();
    let posted = post(
        store,
        Post {
            poster: actor,
            rules: row.rules,
            colour,
            days_per_move: row.days_per_move,
            clock: row.clock,
            invite: Some(&opponent),
            max_open,
            rated: row.rated,
        },
        now,
    )
    .await?;
    // A computer takes the invitation at once.
    Ok(match posted.game {
        Some(game) => Rematch::Started(game),
        None => Rematch::Invited(posted.offer),
    })
}

/// Joins an offer (or takes an invitation): the game starts at once. Of any
/// number of players joining one offer at once, exactly one gets the game.
pub async fn join(
    store: &dyn Store,
    offer: OfferId,
    actor: UserId,
    now: OffsetDateTime,
) -> Outcome<GameId> {
    match store.offers().offer(offer).await? {
        None => return Err(Refusal::OfferGone.into()),
        Some(o) if o.poster.id == actor => return Err(Refusal::OwnOffer.into()),
        Some(o) if o.invited.as_ref().is_some_and(|p| p.id != actor) => {
            return Err(Refusal::NotInvited.into())
        }
        Some(o) if ignores(store, o.poster.id, actor).await? => {
            return Err(Refusal::NotPossible.into())
        }
        Some(_) => {}
    }
    match store.offers().take_offer(offer, actor, now).await {
        Ok(game) => Ok(game),
        Err(StoreError::NotFound) => Err(Refusal::OfferGone.into()),
        Err(e) => Err(e.into()),
    }
}

/// Whether `owner` ignores `other`: then `other` cannot invite them, join
/// their offers, message them or be paired with them, and is told only that
/// it is not possible.
pub async fn ignores(store: &dyn Store, owner: UserId, other: UserId) -> Result<bool, StoreError> {
    store
        .contacts()
        .has_contact(owner, ContactKind::Ignore, other)
        .await
}

/// Withdraws one's own offer.
pub async fn cancel(store: &dyn Store, offer: OfferId, actor: UserId) -> Outcome<()> {
    match store.offers().cancel_offer(offer, actor).await {
        Ok(()) => Ok(()),
        Err(StoreError::NotFound) => {
            let there = store.offers().offer(offer).await?.is_some()
                || store.seat_offers().seat_offer(offer).await?.is_some();
            Err(if there {
                Refusal::NotYourOffer
            } else {
                Refusal::OfferWithdrawn
            }
            .into())
        }
        Err(e) => Err(e.into()),
    }
}

/// Turns down an invitation.
pub async fn decline(store: &dyn Store, offer: OfferId, actor: UserId) -> Outcome<()> {
    match store.offers().decline_invitation(offer, actor).await {
        Ok(()) => Ok(()),
        Err(StoreError::NotFound) => Err(match store.offers().offer(offer).await? {
            Some(_) => Refusal::NotYourInvitation,
            None => Refusal::InvitationGone,
        }
        .into()),
        Err(e) => Err(e.into()),
    }
}

/// What an Auto-Match request asks for besides the rules and days per move.
#[derive(Debug, Clone, Copy)]
pub struct MatchTerms {
    /// A rated game (the default) or not.
    pub rated: bool,
    /// The partner's rating at most this many points from one's own; `None`
    /// for anyone.
    pub range: Option<i64>,
    /// The clock besides the days: only requests that agree are paired.
    pub clock: ClockTerms,
}

impl Default for MatchTerms {
    fn default() -> Self {
        MatchTerms {
            rated: true,
            range: None,
            clock: ClockTerms::default(),
        }
    }
}

/// Auto-Match: a game with these rules against whoever asked for the same.
pub async fn auto_match(
    store: &dyn Store,
    user: UserId,
    rules: Rules,
    days_per_move: i64,
    max_open: u32,
    terms: MatchTerms,
    now: OffsetDateTime,
) -> Outcome<AutoMatch> {
    let request = AutoMatchRequest {
        user,
        rules,
        days_per_move,
        max_open,
        at: now,
        rated: terms.rated,
        range: terms.range,
        clock: terms.clock,
    };
    match store.offers().auto_match(request).await {
        Ok(matched) => Ok(matched),
        Err(StoreError::TooManyOffers) => Err(Refusal::TooManyOffers(max_open).into()),
        Err(e) => Err(e.into()),
    }
}
