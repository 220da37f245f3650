//! The one clock: when a turn is due, whether time ran out, and what the server
//! gives back after it was down. Every other module asks here.

use time::{Duration, OffsetDateTime};

use crate::model::result::Verdict;
use crate::store::GameRow;

/// When a turn that starts at `start` is due, with `days_per_move` for it.
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
