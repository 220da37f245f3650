//! The ladders' use cases: an admin sets up a game's ladder (the terms of its
//! challenge games, how far up a challenge reaches, how many idle days drop a
//! player), players join at the bottom and challenge someone above, and the
//! sweep settles the challenges whose game is over and drops idle players.
//! The rules of who may challenge whom and how ranks move are in
//! [`super::ladder`]; the store applies them inside its transactions.

use halma_rules::Variant;
use time::OffsetDateTime;

use super::refusal::{Outcome, Refusal};
use crate::store::{
    ChallengeBlock, ChallengeId, Challenged, GameId, LadderTerms, Store, StoreError, User,
};

/// The bounds of a ladder's settings.
pub const REACH: std::ops::RangeInclusive<i64> = 1..=20;
pub const IDLE_DAYS: std::ops::RangeInclusive<i64> = 1..=365;
/// What a new ladder's settings suggest.
pub const DEFAULT_REACH: i64 = 5;
pub const DEFAULT_IDLE_DAYS: i64 = 30;

/// Sets up the ladder of `game`, or changes its terms (for the challenges
/// made from now on).
pub async fn settle(
    store: &dyn Store,
    game: Variant,
    admin: &User,
    terms: LadderTerms,
    now: OffsetDateTime,
) -> Outcome<()> {
    if !admin.is_admin {
        return Err(Refusal::NotPossible.into());
    }
    if terms.rules.variant != game {
        return Err(
            Refusal::LadderSettings(format!("This ladder's games are {}.", game.name())).into(),
        );
    }
    if !REACH.contains(&terms.reach) {
        return Err(Refusal::LadderSettings(format!(
            "A challenge may reach from {} to {} places above.",
            REACH.start(),
            REACH.end()
        ))
        .into());
    }
    if !IDLE_DAYS.contains(&terms.idle_days) {
        return Err(Refusal::LadderSettings(format!(
            "The idle days must be a whole number from {} to {}.",
            IDLE_DAYS.start(),
            IDLE_DAYS.end()
        ))
        .into());
    }
    Ok(store
        .ladders()
        .settle_ladder(game.id(), &terms, admin.id, now)
        .await?)
}

/// Puts `user` at the bottom of the ladder; answers the rank.
pub async fn join(
    store: &dyn Store,
    game: Variant,
    user: &User,
    now: OffsetDateTime,
) -> Outcome<i64> {
    match store.ladders().join_ladder(game.id(), user.id, now).await {
        Ok(rank) => Ok(rank),
        Err(StoreError::NotFound) => Err(Refusal::LadderUnsettled.into()),
        Err(StoreError::Conflict) => Err(Refusal::AlreadyOnLadder.into()),
        Err(e) => Err(e.into()),
    }
}

/// A challenge made: the challenge and its game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Made {
    pub challenge: ChallengeId,
    pub game: GameId,
}

/// `challenger` challenges the player named `defender`: the game starts at
/// once with the ladder's terms, the defender playing White.
pub async fn challenge(
    store: &dyn Store,
    game: Variant,
    challenger: &User,
    defender: &str,
    now: OffsetDateTime,
) -> Outcome<Made> {
    let name = defender.trim();
    if crate::passwords::username_problem(name).is_some() {
        return Err(Refusal::NoSuchPlayer(name.to_owned()).into());
    }
    let Some(defender) = store
        .users()
        .user_by_name(name)
        .await?
        .filter(|u| u.closed_at.is_none())
    else {
        return Err(Refusal::NoSuchPlayer(name.to_owned()).into());
    };
    if defender.id == challenger.id {
        return Err(Refusal::ChallengeSelf.into());
    }
    // As with an invitation: a player one ignores cannot start a game with one.
    if super::waiting_room::ignores(store, defender.id, challenger.id).await? {
        return Err(Refusal::NotPossible.into());
    }
    let made = store
        .ladders()
        .challenge(game.id(), challenger.id, defender.id, now)
        .await?;
    let name = defender.username;
    match made {
        Challenged::Made { challenge, game } => Ok(Made { challenge, game }),
        Challenged::Blocked(block) => Err(match block {
            ChallengeBlock::Unsettled => Refusal::LadderUnsettled,
            ChallengeBlock::ChallengerNotRanked => Refusal::NotOnLadder,
            ChallengeBlock::DefenderNotRanked => Refusal::DefenderNotOnLadder(name),
            ChallengeBlock::NotAbove => Refusal::NotAbove(name),
            ChallengeBlock::OutOfReach { reach } => Refusal::OutOfReach(reach),
            ChallengeBlock::GivenOpen => Refusal::ChallengeOpen,
            ChallengeBlock::ReceivedOpen => Refusal::DefenderChallenged(name),
        }
        .into()),
    }
}

/// What one sweep did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Swept {
    /// Challenges settled (their game was over).
    pub settled: usize,
    /// Idle players dropped to the bottom.
    pub dropped: usize,
}

/// The most challenges and drops one sweep takes on; the next takes the rest.
const BATCH: i64 = 500;

/// Settles every challenge whose game is over and drops every player idle at
/// `now`. Each is claimed by the store, so of several sweeps at once (in one
/// process or several) exactly one does each.
pub async fn sweep(store: &dyn Store, now: OffsetDateTime) -> Result<Swept, StoreError> {
    let mut swept = Swept::default();
    let ladders = store.ladders();
    for id in ladders.challenges_due(BATCH).await? {
        if ladders.settle_challenge(id, now).await?.is_some() {
            swept.settled += 1;
        }
    }
    for (game, user) in ladders.idle_players(now, BATCH).await? {
        if ladders.drop_idle(&game, user, now).await? {
            swept.dropped += 1;
        }
    }
    Ok(swept)
}
