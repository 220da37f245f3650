//! The one clock: when a turn is due, whether time ran out, what a time bank
//! holds after a move, the weekends a clock stands still, vacation (earned,
//! started, ended, used instead of losing), and what the server gives back
//! after it was down. Every other module asks here.
//!
//! A turn's deadline is stored with the game, already accounting for the
//! weekends and the vacation of the player to move, so that the sweep is an
//! index range on the deadline. The time a player has left is always read
//! back from that deadline ([`left`]), so nothing else needs to be kept.

use time::{Duration, OffsetDateTime};

pub use crate::model::clock::*;
use crate::model::result::Verdict;
use crate::store::GameRow;

/// What the clock says of an active game at `now`: the player to move loses
/// once its time is up.
pub fn time_out(game: &GameRow, turn: halma_rules::Color, now: OffsetDateTime) -> Option<Verdict> {
    ran_out(game.turn_deadline, now).then(|| Verdict::time(turn))
}

/// The credit owed to the running clocks when the server's last sign of life
/// was at `last` and it is `now`: the whole gap, when it is longer than
/// `threshold` (a restart, not a pause between two heartbeats).
pub fn downtime_credit(
    last: OffsetDateTime,
    now: OffsetDateTime,
    threshold: Duration,
) -> Option<Duration> {
    let gap = now - last;
    (gap > threshold).then_some(gap)
}

/// How players earn vacation: `days_a_year`, earned day by day, at most that
/// many banked. A new player starts with none; a player who was here before
/// vacation existed starts with the bank full. Every subcommand builds it
/// from its own arguments (`--vacation-days`) and hands it to the domain's
/// functions that need it: there is no process-wide policy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VacationPolicy {
    pub days_a_year: i64,
}

impl Default for VacationPolicy {
    fn default() -> Self {
        VacationPolicy { days_a_year: 30 }
    }
}

impl VacationPolicy {
    /// The most a player may have banked.
    pub fn cap(&self) -> Duration {
        Duration::days(self.days_a_year.max(0))
    }

    /// What a player has at `now` who had `banked` at `counted_at` (`None`:
    /// never used any, so the bank is full).
    pub fn balance(
        &self,
        banked: Option<Duration>,
        counted_at: OffsetDateTime,
        now: OffsetDateTime,
    ) -> Duration {
        let Some(banked) = banked else {
            return self.cap();
        };
        let since = (now - counted_at).max(Duration::ZERO);
        // days_a_year / 365 of a day for each day gone by.
        let earned_ms = since.whole_milliseconds() * i128::from(self.days_a_year.max(0)) / 365;
        let earned = Duration::milliseconds(earned_ms.min(i128::from(i64::MAX)) as i64);
        (banked + earned).min(self.cap()).max(Duration::ZERO)
    }

    /// When a player who has `left` at `now` will have a whole day, the least
    /// a vacation takes: `None` when they have one already, or never will
    /// (no vacation on this server).
    pub fn whole_day_at(&self, left: Duration, now: OffsetDateTime) -> Option<OffsetDateTime> {
        if left >= Duration::days(1) || self.days_a_year <= 0 {
            return None;
        }
        let missing_ms = (Duration::days(1) - left).whole_milliseconds();
        // The inverse of `balance`'s days_a_year / 365 a day, rounded up.
        let per_year = i128::from(self.days_a_year);
        let wait_ms = (missing_ms * 365 + per_year - 1) / per_year;
        Some(now + Duration::milliseconds(wait_ms.min(i128::from(i64::MAX)) as i64))
    }
}

/// The vacation taken instead of losing on time: the player to move was due
/// at `deadline` and it is `now`. Whole days, enough to cover the time
/// overdue, if the player has them (`None` otherwise): the days used and the
/// new deadline.
pub fn rescue(
    deadline: OffsetDateTime,
    now: OffsetDateTime,
    balance: Duration,
) -> Option<(Duration, OffsetDateTime)> {
    let overdue = now - deadline;
    if overdue <= Duration::ZERO {
        return None;
    }
    let day_ms = Duration::days(1).whole_milliseconds();
    let days = (overdue.whole_milliseconds() + day_ms) / day_ms;
    let used = Duration::days(days as i64);
    (used <= balance).then_some((used, deadline + used))
}

/// The days of a duration of vacation, rounded down: "12" of 12.6 days.
pub fn whole_days(d: Duration) -> i64 {
    d.whole_days()
}

#[cfg(test)]
mod tests {
    use super::*;
    use jiff::tz::TimeZone;
    use time::macros::datetime;

    #[test]
    fn a_turn_is_due_days_later_and_runs_out_after_that() {
        let start = OffsetDateTime::UNIX_EPOCH;
        let due = deadline(start, 3);
        assert_eq!(due - start, Duration::days(3));
        assert!(!ran_out(due, due));
        assert!(ran_out(due, due + Duration::milliseconds(1)));
    }

    #[test]
    fn only_a_gap_longer_than_the_threshold_is_credited() {
        let last = OffsetDateTime::UNIX_EPOCH;
        let threshold = Duration::minutes(10);
        assert_eq!(
            downtime_credit(last, last + Duration::minutes(10), threshold),
            None
        );
        assert_eq!(
            downtime_credit(last, last + Duration::hours(2), threshold),
            Some(Duration::hours(2))
        );
    }

    fn bank(days: i64, increment: i64, cap: i64) -> ClockTerms {
        ClockTerms::check(
            ClockKind::Bank,
            days,
            Some(increment),
            Some(cap),
            false,
            true,
        )
        .unwrap()
    }

    #[test]
    fn a_bank_gains_its_increment_and_never_passes_its_cap() {
        let terms = bank(3, 1, 5);
        assert_eq!(
            terms.after_move(3, Duration::hours(30)),
            Duration::hours(54)
        );
        assert_eq!(terms.after_move(3, Duration::days(5)), Duration::days(5));
        assert_eq!(terms.after_move(3, Duration::days(-1)), Duration::days(1));
        let per_move = ClockTerms::default();
        assert_eq!(
            per_move.after_move(3, Duration::hours(1)),
            Duration::days(3)
        );
    }

    #[test]
    fn a_clock_is_checked_field_by_field() {
        let check = |kind, days, inc, cap| ClockTerms::check(kind, days, inc, cap, false, true);
        assert_eq!(
            check(ClockKind::PerMove, 0, None, None),
            Err(ClockProblem::Days)
        );
        assert_eq!(
            check(ClockKind::PerMove, 31, None, None),
            Err(ClockProblem::Days)
        );
        assert!(check(ClockKind::PerMove, 30, Some(99), Some(0)).is_ok());
        assert_eq!(
            check(ClockKind::Bank, 5, Some(8), Some(10)),
            Err(ClockProblem::Increment)
        );
        assert_eq!(
            check(ClockKind::Bank, 5, Some(1), Some(4)),
            Err(ClockProblem::Cap)
        );
        assert_eq!(check(ClockKind::Bank, 5, None, None).unwrap().cap, 5);
        assert_eq!(
            bank(3, 1, 10).describe(3),
            "a bank of 3 days, +1 day a move, at most 10 days"
        );
    }

    #[test]
    fn a_weekend_off_is_skipped_in_the_players_own_time_zone() {
        // Friday 20:00 in Auckland (UTC+13 in November) is Friday 07:00 UTC.
        let auckland = zone("Pacific/Auckland");
        let friday_evening = datetime!(2026-11-20 07:00 UTC);
        let (start, end) = weekend(friday_evening, &auckland);
        assert_eq!(start, datetime!(2026-11-20 11:00 UTC)); // Sat 00:00 NZDT
        assert_eq!(end, datetime!(2026-11-22 11:00 UTC)); // Mon 00:00 NZDT
                                                          // One day on the clock: 4 hours on Friday, 20 hours from Monday.
        let due = advance(friday_evening, Duration::days(1), &auckland, true);
        assert_eq!(due, datetime!(2026-11-23 07:00 UTC));
        assert_eq!(
            running(friday_evening, due, &auckland, true),
            Duration::days(1)
        );
        // In UTC the same moment is Friday morning: 17 hours on Friday, 7 from Monday.
        assert_eq!(
            advance(friday_evening, Duration::days(1), &TimeZone::UTC, true),
            datetime!(2026-11-23 07:00 UTC)
        );
        // Weekends on: the clock runs through.
        assert_eq!(
            advance(friday_evening, Duration::days(1), &auckland, false),
            friday_evening + Duration::days(1)
        );
    }

    #[test]
    fn a_weekend_off_in_los_angeles_starts_on_saturday_morning_utc() {
        let la = zone("America/Los_Angeles");
        // Friday 23:00 in Los Angeles (UTC-8) is Saturday 07:00 UTC.
        let friday_night = datetime!(2026-11-21 07:00 UTC);
        let due = advance(friday_night, Duration::hours(2), &la, true);
        // One hour on Friday, the other from Monday 00:00 PST (08:00 UTC).
        assert_eq!(due, datetime!(2026-11-23 09:00 UTC));
        // Saturday 04:00 to 07:00 in Los Angeles: the clock stands still.
        let sat = datetime!(2026-11-21 12:00 UTC);
        assert_eq!(
            running(sat, sat + Duration::hours(3), &la, true),
            Duration::ZERO
        );
        // Monday 05:00 UTC is Monday in Auckland but still Sunday in Los Angeles.
        let monday = datetime!(2026-11-23 05:00 UTC);
        let auckland = zone("Pacific/Auckland");
        assert_eq!(
            running(monday, monday + Duration::hours(1), &auckland, true),
            Duration::hours(1)
        );
        assert_eq!(
            running(monday, monday + Duration::hours(1), &la, true),
            Duration::ZERO
        );
    }

    #[test]
    fn a_weekend_across_a_daylight_saving_change_is_two_local_days() {
        // Los Angeles falls back on Sunday 1 November 2026: that weekend is
        // 49 hours long, from Saturday 00:00 PDT to Monday 00:00 PST.
        let la = zone("America/Los_Angeles");
        let (start, end) = weekend(datetime!(2026-10-30 12:00 UTC), &la);
        assert_eq!(start, datetime!(2026-10-31 07:00 UTC));
        assert_eq!(end, datetime!(2026-11-02 08:00 UTC));
        assert_eq!(end - start, Duration::hours(49));
        let friday = datetime!(2026-10-31 06:00 UTC); // Friday 23:00 PDT
        let due = advance(friday, Duration::hours(2), &la, true);
        assert_eq!(due, datetime!(2026-11-02 09:00 UTC)); // Monday 01:00 PST
    }

    #[test]
    fn a_vacation_stops_the_clock_and_moves_the_deadline() {
        let now = datetime!(2026-11-23 12:00 UTC);
        let terms = ClockTerms::default();
        let away = Away {
            time_zone: "UTC".into(),
            vacation_until: Some(now + Duration::days(5)),
        };
        assert_eq!(
            turn_deadline(now, Duration::days(3), &terms, &away),
            now + Duration::days(8)
        );
        let forbidden = ClockTerms {
            vacation: false,
            ..terms
        };
        assert_eq!(
            turn_deadline(now, Duration::days(3), &forbidden, &away),
            now + Duration::days(3)
        );
        assert_eq!(
            left(now, now + Duration::days(8), &terms, &away),
            Duration::days(3)
        );
        // Started now until five days on, then ended after two.
        let due = now + Duration::days(3);
        let moved = shift(due, now, now + Duration::days(5), false, "UTC");
        assert_eq!(moved, now + Duration::days(8));
        let back = shift(
            moved,
            now + Duration::days(5),
            now + Duration::days(2),
            false,
            "UTC",
        );
        assert_eq!(back, now + Duration::days(5));
    }

    #[test]
    fn vacation_is_earned_day_by_day_up_to_the_cap_and_rescues_a_late_move() {
        let policy = VacationPolicy::default();
        let t = datetime!(2026-01-01 00:00 UTC);
        assert_eq!(policy.balance(None, t, t), Duration::days(30));
        assert_eq!(
            policy.balance(Some(Duration::ZERO), t, t + Duration::days(73)),
            Duration::days(6)
        );
        assert_eq!(
            policy.balance(Some(Duration::days(29)), t, t + Duration::days(365)),
            Duration::days(30)
        );
        let due = t;
        assert_eq!(rescue(due, due, Duration::days(1)), None);
        assert_eq!(
            rescue(due, due + Duration::hours(2), Duration::days(3)),
            Some((Duration::days(1), due + Duration::days(1)))
        );
        assert_eq!(
            rescue(due, due + Duration::hours(25), Duration::days(3)),
            Some((Duration::days(2), due + Duration::days(2)))
        );
        assert_eq!(
            rescue(due, due + Duration::hours(2), Duration::hours(20)),
            None
        );
    }
}
