//! The clock's terms and its arithmetic: when a turn is due, with the
//! weekends a clock stands still and the vacation a player is away, what a
//! time bank holds after a move, and how a deadline is worded. Plain values
//! and functions, shared by the store (a new game's first deadline), the
//! domain ([`crate::domain::clock`]: time-outs, vacation) and the pages.

use jiff::civil::{Date, Weekday};
use jiff::tz::TimeZone;
use time::{Duration, OffsetDateTime};

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

/// Whether the player to move ran out of time at `now`.
pub fn ran_out(turn_deadline: OffsetDateTime, now: OffsetDateTime) -> bool {
    now > turn_deadline
}
