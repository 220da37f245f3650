//! Vacation: a player starts and ends one on `/account/vacation`, and while
//! it runs their clocks stand still in every game that allows vacation; a
//! clock about to run out uses vacation instead of losing, unless the player
//! turned that off. How much a player has and where each deadline moves is
//! the clock's answer ([`clock`]); this module reads and writes.

use halma_rules::Color;
use time::{Duration, OffsetDateTime};

use super::clock::{self, VacationPolicy};
use super::refusal::{Outcome, Refusal};
use crate::model::vacation::VacationNotice;
use crate::store::{DeadlineMove, GameRow, Store, StoreError, UserId, VacationChange, VacationRow};

/// A player's vacation as their page shows it.
#[derive(Debug, Clone)]
pub struct Vacation {
    /// What they have now (the running vacation already taken off).
    pub left: Duration,
    /// The end of the vacation that runs, if one runs.
    pub until: Option<OffsetDateTime>,
    /// Vacation is used instead of losing on time.
    pub auto: bool,
    /// About vacation used for them that they have not read yet.
    pub notice: Option<VacationNotice>,
}

async fn row(store: &dyn Store, user: UserId) -> Outcome<VacationRow> {
    Ok(store
        .vacations()
        .vacation(user)
        .await?
        .ok_or(Refusal::NotFound)?)
}

/// The vacation of `user` at `now`.
pub async fn vacation(
    store: &dyn Store,
    policy: VacationPolicy,
    user: UserId,
    now: OffsetDateTime,
) -> Outcome<Vacation> {
    let row = row(store, user).await?;
    Ok(Vacation {
        left: policy.balance(row.banked, row.counted_at, now),
        until: row.until.filter(|until| *until > now),
        auto: row.auto,
        notice: row.notice,
    })
}

/// The deadlines of `user`'s turns in games that allow vacation, moved from
/// a clock that stops at `stop` to one that runs again from `resume`.
async fn moves(
    store: &dyn Store,
    user: UserId,
    time_zone: &str,
    stop: OffsetDateTime,
    resume: OffsetDateTime,
) -> Outcome<Vec<DeadlineMove>> {
    Ok(store
        .games()
        .games_to_move(user)
        .await?
        .into_iter()
        .filter(|g| g.clock.vacation)
        .map(|g| DeadlineMove {
            game: g.id,
            ply: g.ply,
            from: g.turn_deadline,
            to: clock::shift(
                g.turn_deadline,
                stop,
                resume,
                g.clock.weekends_off,
                time_zone,
            ),
        })
        .collect())
}

/// Starts a vacation of `days` whole days at `now`: the clocks of `user`
/// stop in every game that allows vacation, until it ends. Returns its end.
pub async fn start(
    store: &dyn Store,
    policy: VacationPolicy,
    user: UserId,
    days: i64,
    now: OffsetDateTime,
) -> Outcome<OffsetDateTime> {
    let row = row(store, user).await?;
    if row.until.is_some_and(|until| until > now) {
        return Err(Refusal::AlreadyOnVacation.into());
    }
    let left = policy.balance(row.banked, row.counted_at, now);
    let length = Duration::days(days);
    if days < 1 || length > left {
        return Err(Refusal::NotEnoughVacation(clock::whole_days(left)).into());
    }
    let until = now + length;
    let moves = moves(store, user, &row.time_zone, now, until).await?;
    let change = VacationChange {
        banked: left - length,
        counted_at: now,
        started_at: Some(now),
        until: Some(until),
        notice: None,
    };
    match store
        .vacations()
        .change_vacation(user, &row, change, &moves, false)
        .await
    {
        Ok(()) => Ok(until),
        Err(StoreError::Conflict) => Err(Refusal::AlreadyOnVacation.into()),
        Err(e) => Err(e.into()),
    }
}

/// Ends the running vacation at `now`: the days not used go back to the
/// bank, and the clocks run again from now.
pub async fn end(
    store: &dyn Store,
    policy: VacationPolicy,
    user: UserId,
    now: OffsetDateTime,
) -> Outcome<()> {
    let row = row(store, user).await?;
    let Some(until) = row.until.filter(|until| *until > now) else {
        return Err(Refusal::NotOnVacation.into());
    };
    let left = (policy.balance(row.banked, row.counted_at, now) + (until - now)).min(policy.cap());
    let moves = moves(store, user, &row.time_zone, until, now).await?;
    let change = VacationChange {
        banked: left,
        counted_at: now,
        started_at: row.started_at,
        until: Some(now),
        notice: None,
    };
    match store
        .vacations()
        .change_vacation(user, &row, change, &moves, false)
        .await
    {
        Ok(()) => Ok(()),
        Err(StoreError::Conflict) => Err(Refusal::NotOnVacation.into()),
        Err(e) => Err(e.into()),
    }
}

/// Turns on or off the vacation used instead of losing on time.
pub async fn set_auto(store: &dyn Store, user: UserId, auto: bool) -> Outcome<()> {
    match store.vacations().set_vacation_auto(user, auto).await {
        Ok(()) => Ok(()),
        Err(StoreError::NotFound) => Err(Refusal::NotFound.into()),
        Err(e) => Err(e.into()),
    }
}

/// The notice of vacation used for `user`, read once: it is forgotten as it
/// is handed over.
pub async fn take_notice(store: &dyn Store, user: UserId) -> Outcome<Option<VacationNotice>> {
    let row = row(store, user).await?;
    if row.notice.is_some() {
        store.vacations().clear_vacation_notice(user).await?;
    }
    Ok(row.notice)
}

/// What a rescue did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rescue {
    /// Vacation was used: the new deadline.
    Used(OffsetDateTime),
    /// No vacation is used: the game allows none, the player turned it off or
    /// has not enough.
    None,
    /// The game or the vacation changed meanwhile: read them again.
    Changed,
}

/// When the clock of `turn` in `game` ran out at `now`: uses their vacation
/// instead, if the game allows it, they left it on, and they have enough.
pub async fn rescue(
    store: &dyn Store,
    policy: VacationPolicy,
    game: &GameRow,
    turn: Color,
    now: OffsetDateTime,
) -> Result<Rescue, anyhow::Error> {
    if !game.clock.vacation {
        return Ok(Rescue::None);
    }
    let player = game.player(turn);
    let Some(row) = store.vacations().vacation(player.id).await? else {
        return Ok(Rescue::None);
    };
    if !row.auto {
        return Ok(Rescue::None);
    }
    let left = policy.balance(row.banked, row.counted_at, now);
    let Some((used, deadline)) = clock::rescue(game.turn_deadline, now, left) else {
        return Ok(Rescue::None);
    };
    let opponent = game.player(turn.other());
    let days = clock::whole_days(used);
    let notice = VacationNotice::Used {
        opponent: opponent.name.clone(),
        ran_out: game.turn_deadline,
        days,
    };
    let change = VacationChange {
        banked: left - used,
        counted_at: now,
        started_at: row.started_at,
        until: row.until,
        notice: Some(notice),
    };
    let moved = DeadlineMove {
        game: game.id,
        ply: game.ply,
        from: game.turn_deadline,
        to: deadline,
    };
    match store
        .vacations()
        .change_vacation(player.id, &row, change, &[moved], true)
        .await
    {
        Ok(()) => {
            tracing::info!(game = %game.id, days, "vacation used instead of a time-out");
            Ok(Rescue::Used(deadline))
        }
        Err(StoreError::Conflict) => Ok(Rescue::Changed),
        Err(e) => Err(e.into()),
    }
}
