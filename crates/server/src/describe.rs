//! Games, house rules, results and clocks in the words pages show them in, kept
//! in one place so that the waiting room, the status page and the game page say
//! the same thing the same way.

use halma_rules::{CampRule, Color, RepetitionRule, Rules};
use time::{Duration, OffsetDateTime};

use crate::model::colour::ColourChoice;

/// The camp rule in a few words: "yard empty by move 30", "fill rule".
pub fn camp(rule: CampRule) -> String {
    match rule {
        CampRule::Deadline(n) => format!("yard empty by move {n}"),
        CampRule::Fill => "fill rule".to_owned(),
    }
}

/// The repetition rule in a few words.
pub fn repetition(rule: RepetitionRule) -> &'static str {
    match rule {
        RepetitionRule::Auto => "threefold repetition draws",
        RepetitionRule::Claim => "threefold repetition is claimed",
    }
}

/// All the house rules after the game's name: "yard empty by move 30, threefold
/// repetition draws".
pub fn house_rules(rules: &Rules) -> String {
    format!("{}, {}", camp(rules.camp), repetition(rules.repetition))
}

/// A game's clock: "3 days per move", "a bank of 5 days, +1 day a move, at
/// most 10 days", with ", weekends off" and ", no vacation" when so.
pub fn clock(days: i64, terms: &crate::model::clock::ClockTerms) -> String {
    terms.describe(days)
}

/// A moment as pages show it: "2026-11-30 14:05 UTC".
pub fn date(at: OffsetDateTime) -> String {
    let at = at.to_offset(time::UtcOffset::UTC);
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02} UTC",
        at.year(),
        u8::from(at.month()),
        at.day(),
        at.hour(),
        at.minute()
    )
}

/// "1 day per move", "3 days per move".
pub fn days_per_move(days: i64) -> String {
    if days == 1 {
        "1 day per move".to_owned()
    } else {
        format!("{days} days per move")
    }
}

/// `count` of `of` as a percentage with two decimals, as BrainKing shows its
/// won-games statistics (`54.32 %`); `–` of nothing.
pub fn percent(count: i64, of: i64) -> String {
    if of == 0 {
        "–".to_owned()
    } else {
        format!("{:.2} %", count as f64 * 100.0 / of as f64)
    }
}

/// "White" or "Black".
pub fn colour(colour: Color) -> &'static str {
    match colour {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// The colour a poster chose, as the poster sees it.
pub fn colour_choice(choice: ColourChoice) -> &'static str {
    match choice {
        ColourChoice::White => "White",
        ColourChoice::Black => "Black",
        ColourChoice::Random => "decided at random",
    }
}

/// The colour left for whoever takes an offer.
pub fn colour_for_taker(choice: ColourChoice) -> &'static str {
    match choice {
        ColourChoice::White => "Black",
        ColourChoice::Black => "White",
        ColourChoice::Random => "decided at random",
    }
}

fn plural(n: i64, one: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {one}s")
    }
}

/// The time left until `deadline`: "2 days 3 hours left", "5 hours 10 minutes
/// left", "1 minute left", or "time is up".
pub fn time_left(deadline: OffsetDateTime, now: OffsetDateTime) -> String {
    let left = deadline - now;
    if left <= Duration::ZERO {
        return "time is up".to_owned();
    }
    let (days, hours) = (left.whole_days(), left.whole_hours() % 24);
    let minutes = left.whole_minutes() % 60;
    let text = if days > 0 {
        if hours > 0 {
            format!("{} {}", plural(days, "day"), plural(hours, "hour"))
        } else {
            plural(days, "day")
        }
    } else if hours > 0 {
        if minutes > 0 {
            format!("{} {}", plural(hours, "hour"), plural(minutes, "minute"))
        } else {
            plural(hours, "hour")
        }
    } else {
        plural(minutes.max(1), "minute")
    };
    format!("{text} left")
}

/// How long ago `then` was, roughly: "just now", "5 minutes ago", "3 hours
/// ago", "2 days ago".
pub fn ago(then: OffsetDateTime, now: OffsetDateTime) -> String {
    let past = now - then;
    if past < Duration::minutes(1) {
        "just now".to_owned()
    } else if past < Duration::hours(1) {
        format!("{} ago", plural(past.whole_minutes(), "minute"))
    } else if past < Duration::days(1) {
        format!("{} ago", plural(past.whole_hours(), "hour"))
    } else {
        format!("{} ago", plural(past.whole_days(), "day"))
    }
}

/// A game in progress in the lists: "1 move played", "12 moves played".
pub fn moves_played(ply: i64) -> String {
    format!("{} played", plural(ply, "move"))
}

/// Where a game stands in moves, from the plies played: "move 12" (the full
/// move being played now), or for a finished game "23 moves".
pub fn move_number(ply: i64, finished: bool) -> String {
    if finished {
        plural((ply + 1) / 2, "move")
    } else {
        format!("move {}", ply / 2 + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ago_and_move_numbers_read_naturally() {
        let now = OffsetDateTime::UNIX_EPOCH + Duration::days(10);
        assert_eq!(ago(now - Duration::seconds(5), now), "just now");
        assert_eq!(ago(now - Duration::minutes(1), now), "1 minute ago");
        assert_eq!(ago(now - Duration::hours(5), now), "5 hours ago");
        assert_eq!(ago(now - Duration::days(2), now), "2 days ago");
        assert_eq!(move_number(0, false), "move 1");
        assert_eq!(move_number(3, false), "move 2");
        assert_eq!(move_number(3, true), "2 moves");
        assert_eq!(move_number(1, true), "1 move");
        assert_eq!(moves_played(1), "1 move played");
        assert_eq!(moves_played(0), "0 moves played");
    }

    #[test]
    fn time_left_reads_naturally() {
        let now = OffsetDateTime::UNIX_EPOCH;
        let at = |d| time_left(now + d, now);
        assert_eq!(
            at(Duration::days(2) + Duration::hours(3)),
            "2 days 3 hours left"
        );
        assert_eq!(at(Duration::days(1)), "1 day left");
        assert_eq!(
            at(Duration::days(1) + Duration::hours(1) + Duration::minutes(5)),
            "1 day 1 hour left"
        );
        assert_eq!(
            at(Duration::hours(5) + Duration::minutes(10)),
            "5 hours 10 minutes left"
        );
        assert_eq!(at(Duration::seconds(20)), "1 minute left");
        assert_eq!(at(Duration::ZERO), "time is up");
        assert_eq!(at(-Duration::hours(1)), "time is up");
    }
}
