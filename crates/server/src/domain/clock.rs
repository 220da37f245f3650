//! The one clock: when a turn is due, whether time ran out, what a time bank
//! holds after a move, the weekends a clock stands still, vacation (earned,
//! started, ended, used instead of losing), and what the server gives back
//! after it was down. Every other module asks here.
//!
//! A turn's deadline is stored with the game, already accounting for the
//! weekends and the vacation of the player to move, so that the sweep is an
//! index range on the deadline. The time a player has left is always read
//! back from that deadline ([`left`]), so nothing else needs to be kept.

use std::sync::OnceLock;

use jiff::civil::{Date, Weekday};
use jiff::tz::TimeZone;
use time::{Duration, OffsetDateTime};

use crate::model::result::Verdict;
use crate::store::GameRow;

/// The two clocks a game may have.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ClockKind {
    /// `days` for every move (the default).
    #[default]
    PerMove,
    /// A time bank: `days` at the start, `increment` days more after each
    /// move, never more than `cap` days.
    Bank,
}

impl ClockKind {
    /// The form, API and column word: `per-move` or `bank`.
    pub fn as_str(self) -> &'static str {
        match self {
            ClockKind::PerMove => "per-move",
            ClockKind::Bank => "bank",
        }
    }
}

impl std::str::FromStr for ClockKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "per-move" => Ok(ClockKind::PerMove),
            "bank" => Ok(ClockKind::Bank),
            other => Err(format!(
                "unknown clock '{other}' (expected per-move or bank)"
            )),
        }
    }
}

/// A game's clock besides its days: the kind, a bank's increment and cap,
/// whether weekends are off and whether vacation is allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockTerms {
    pub kind: ClockKind,
    /// Days a bank gains after each move (0–7); 0 for a clock per move.
    pub increment: i64,
    /// The most days a bank holds; 0 for a clock per move.
    pub cap: i64,
    /// The clock of the player to move stands still on their weekends.
    pub weekends_off: bool,
    /// The players' vacations stop this game's clocks.
    pub vacation: bool,
}

impl Default for ClockTerms {
    fn default() -> Self {
        ClockTerms {
            kind: ClockKind::PerMove,
            increment: 0,
            cap: 0,
            weekends_off: false,
            vacation: true,
        }
    }
}

/// The bounds of the clock's fields.
pub const DAYS: std::ops::RangeInclusive<i64> = 1..=30;
pub const INCREMENT: std::ops::RangeInclusive<i64> = 0..=7;
/// A bank's cap: at least its start, at most this many days.
pub const MAX_CAP: i64 = 60;

/// What is wrong with a clock's numbers, by field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClockProblem {
    Days,
    Increment,
    Cap,
}

impl ClockProblem {
    /// The field the message goes beside.
    pub fn field(&self) -> &'static str {
        match self {
            ClockProblem::Days => "days",
            ClockProblem::Increment => "increment",
            ClockProblem::Cap => "cap",
        }
    }

    /// The message.
    pub fn message(&self) -> String {
        match self {
            ClockProblem::Days => format!(
                "Days must be a whole number from {} to {}.",
                DAYS.start(),
                DAYS.end()
            ),
            ClockProblem::Increment => format!(
                "The increment must be a whole number of days from {} to {}.",
                INCREMENT.start(),
                INCREMENT.end()
            ),
            ClockProblem::Cap => format!(
                "The cap must be a whole number of days, at least the starting days and at most {MAX_CAP}."
            ),
        }
    }
}

impl ClockTerms {
    /// The terms of a clock as typed: `increment` and `cap` count only for a
    /// bank (a missing cap is the starting days).
    pub fn check(
        kind: ClockKind,
        days: i64,
        increment: Option<i64>,
        cap: Option<i64>,
        weekends_off: bool,
        vacation: bool,
    ) -> Result<ClockTerms, ClockProblem> {
        if !DAYS.contains(&days) {
            return Err(ClockProblem::Days);
        }
        let (increment, cap) = match kind {
            ClockKind::PerMove => (0, 0),
            ClockKind::Bank => {
                let increment = increment.unwrap_or(0);
                if !INCREMENT.contains(&increment) {
                    return Err(ClockProblem::Increment);
                }
                let cap = cap.unwrap_or(days);
                if cap < days || cap > MAX_CAP {
                    return Err(ClockProblem::Cap);
                }
                (increment, cap)
            }
        };
        Ok(ClockTerms {
            kind,
            increment,
            cap,
            weekends_off,
            vacation,
        })
    }

    /// The clock in words: "3 days per move", "a bank of 5 days, +1 day a
    /// move, at most 10 days", with ", weekends off" and ", no vacation".
    pub fn describe(&self, days: i64) -> String {
        let mut words = match self.kind {
            ClockKind::PerMove => format!("{} per move", plural_days(days)),
            ClockKind::Bank => format!(
                "a bank of {}, +{} a move, at most {}",
                plural_days(days),
                plural_days(self.increment),
                plural_days(self.cap)
            ),
        };
        if self.weekends_off {
            words.push_str(", weekends off");
        }
        if !self.vacation {
            words.push_str(", no vacation");
        }
        words
    }

    /// The time a player has for their first turn.
    pub fn first_turn(&self, days: i64) -> Duration {
        Duration::days(days)
    }

    /// The time the mover has for their next turn after a move made with
    /// `left` on their clock: the days again for a clock per move; for a bank
    /// what was left plus the increment, at most the cap.
    pub fn after_move(&self, days: i64, left: Duration) -> Duration {
        match self.kind {
            ClockKind::PerMove => Duration::days(days),
            ClockKind::Bank => (left.max(Duration::ZERO) + Duration::days(self.increment))
                .min(Duration::days(self.cap)),
        }
    }
}

fn plural_days(n: i64) -> String {
    if n == 1 {
        "1 day".to_owned()
    } else {
        format!("{n} days")
    }
}

/// A player as the clock sees them: their time zone (for the weekends) and
/// the end of their vacation, if one runs.
#[derive(Debug, Clone, Default)]
pub struct Away {
    /// An IANA name; UTC when unknown.
    pub time_zone: String,
    /// The end of the vacation that runs, if any.
    pub vacation_until: Option<OffsetDateTime>,
}

impl Away {
    fn zone(&self) -> TimeZone {
        zone(&self.time_zone)
    }

    /// The end of the vacation running at `at`, if any.
    pub fn on_vacation(&self, at: OffsetDateTime) -> Option<OffsetDateTime> {
        self.vacation_until.filter(|until| *until > at)
    }
}

/// A time zone by its IANA name, UTC when unknown.
pub fn zone(name: &str) -> TimeZone {
    TimeZone::get(name).unwrap_or(TimeZone::UTC)
}

fn stamp(at: OffsetDateTime) -> jiff::Timestamp {
    jiff::Timestamp::from_nanosecond(at.unix_timestamp_nanos())
        .unwrap_or(jiff::Timestamp::UNIX_EPOCH)
}

fn instant(ts: jiff::Timestamp) -> OffsetDateTime {
    OffsetDateTime::from_unix_timestamp_nanos(ts.as_nanosecond())
        .unwrap_or(OffsetDateTime::UNIX_EPOCH)
}

/// The start of a local day (its first instant, even across a gap).
fn day_start(date: Date, tz: &TimeZone) -> OffsetDateTime {
    date.to_zoned_datetime(tz.clone())
        .map(|z| instant(z.timestamp()))
        .unwrap_or(OffsetDateTime::UNIX_EPOCH)
}

fn add_days(mut date: Date, n: i8) -> Date {
    for _ in 0..n {
        date = date.tomorrow().unwrap_or(date);
    }
    date
}

fn sub_days(mut date: Date, n: i8) -> Date {
    for _ in 0..n {
        date = date.yesterday().unwrap_or(date);
    }
    date
}

/// The weekend `at` falls in (Saturday 00:00 to Monday 00:00 local time), or
/// else the next one: its start and end.
pub fn weekend(at: OffsetDateTime, tz: &TimeZone) -> (OffsetDateTime, OffsetDateTime) {
    let date = stamp(at).to_zoned_datetime(tz.clone()).date();
    let day = date.weekday().to_monday_zero_offset();
    let saturday = Weekday::Saturday.to_monday_zero_offset();
    let start = if day >= saturday {
        sub_days(date, day - saturday)
    } else {
        add_days(date, saturday - day)
    };
    (day_start(start, tz), day_start(add_days(start, 2), tz))
}

/// How long the clock runs from `from` to `to`, leaving out the weekends
/// when they are off.
pub fn running(
    from: OffsetDateTime,
    to: OffsetDateTime,
    tz: &TimeZone,
    weekends_off: bool,
) -> Duration {
    if to <= from {
        return Duration::ZERO;
    }
    if !weekends_off {
        return to - from;
    }
    let (mut t, mut total) = (from, Duration::ZERO);
    while t < to {
        let (start, end) = weekend(t, tz);
        if end <= t {
            // A date beyond the time zone's range: no weekend found.
            return total + (to - t);
        }
        if t >= start {
            t = end;
            continue;
        }
        let stop = start.min(to);
        total += stop - t;
        t = stop;
    }
    total
}

/// The moment the clock has run for `time` from `from`, leaving out the
/// weekends when they are off.
pub fn advance(
    from: OffsetDateTime,
    time: Duration,
    tz: &TimeZone,
    weekends_off: bool,
) -> OffsetDateTime {
    if !weekends_off {
        return from + time;
    }
    let (mut t, mut rest) = (from, time);
    loop {
        let (start, end) = weekend(t, tz);
        if end <= t {
            // A date beyond the time zone's range: no weekend found.
            return t + rest;
        }
        if t >= start {
            t = end;
            continue;
        }
        if t + rest <= start {
            return t + rest;
        }
        rest -= start - t;
        t = end;
    }
}

/// When a turn that starts at `start` with `time` on the clock is due for a
/// player: their vacation (where the game allows it) and their weekends
/// (where the game has them off) do not count.
pub fn turn_deadline(
    start: OffsetDateTime,
    time: Duration,
    terms: &ClockTerms,
    player: &Away,
) -> OffsetDateTime {
    let from = match player.on_vacation(start) {
        Some(until) if terms.vacation => until,
        _ => start,
    };
    advance(from, time, &player.zone(), terms.weekends_off)
}

/// The time left at `now` on the clock of the player to move, due at
/// `deadline`.
pub fn left(
    now: OffsetDateTime,
    deadline: OffsetDateTime,
    terms: &ClockTerms,
    player: &Away,
) -> Duration {
    let from = match player.on_vacation(now) {
        Some(until) if terms.vacation => until,
        _ => now,
    };
    running(from, deadline, &player.zone(), terms.weekends_off)
}

/// The deadline of a turn when the player's clock stops at `stop` and runs
/// again from `resume` instead (a vacation started: `stop` now and `resume`
/// its end; a vacation ended early: `stop` its planned end and `resume` now).
pub fn shift(
    deadline: OffsetDateTime,
    stop: OffsetDateTime,
    resume: OffsetDateTime,
    weekends_off: bool,
    time_zone: &str,
) -> OffsetDateTime {
    let tz = zone(time_zone);
    let rest = running(stop, deadline, &tz, weekends_off);
    advance(resume, rest, &tz, weekends_off)
}

/// When a turn that starts at `start` is due, with `days_per_move` for it
/// and the clock running all the time.
pub fn deadline(start: OffsetDateTime, days_per_move: i64) -> OffsetDateTime {
    start + Duration::days(days_per_move)
}

/// A deadline in words, as mails show it: `2026-01-10 08:00 UTC`.
pub fn deadline_words(at: OffsetDateTime) -> String {
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02} UTC",
        at.year(),
        u8::from(at.month()),
        at.day(),
        at.hour(),
        at.minute()
    )
}

/// Whether the player to move ran out of time at `now`.
pub fn ran_out(turn_deadline: OffsetDateTime, now: OffsetDateTime) -> bool {
    now > turn_deadline
}

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
/// vacation existed starts with the bank full.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VacationPolicy {
    pub days_a_year: i64,
}

impl Default for VacationPolicy {
    fn default() -> Self {
        VacationPolicy { days_a_year: 30 }
    }
}

static POLICY: OnceLock<VacationPolicy> = OnceLock::new();

impl VacationPolicy {
    /// The policy the server runs with (`halma serve --vacation-days`), the
    /// default until it is set.
    pub fn current() -> VacationPolicy {
        POLICY.get().copied().unwrap_or_default()
    }

    /// Sets the policy once, at start.
    pub fn set(policy: VacationPolicy) {
        let _ = POLICY.set(policy);
    }

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
