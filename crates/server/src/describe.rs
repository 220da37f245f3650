//! Games, house rules, results and clocks in the words pages show them in, kept
//! in one place so that the waiting room, the status page and the game page say
//! the same thing the same way.

use halma_rules::{CampRule, Color, RepetitionRule, Rules};
use time::{Duration, OffsetDateTime};

use crate::model::colour::ColourChoice;
use crate::model::vacation::VacationNotice;

/// The camp rule in a few words: "yard empty by move 30", "fill rule".
pub fn camp(rule: CampRule) -> String {
    crate::model::text::camp(rule)
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
    crate::model::text::date(at)
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
    crate::model::text::percent(count, of)
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

// ---- In the reader's language ----------------------------------------------
//
// The same words in any language of the site (`locales/<lang>/describe.ftl`);
// the English functions above say what these say in English.

use crate::i18n::{self, Lang};

fn count(lang: Lang, id: &str, n: i64) -> String {
    i18n::t_args(lang, id, &[("count", n.into())])
}

/// [`camp`] in `lang`.
pub fn camp_in(lang: Lang, rule: CampRule) -> String {
    match rule {
        CampRule::Deadline(n) => {
            i18n::t_args(lang, "describe-camp-deadline", &[("move", n.into())])
        }
        CampRule::Fill => i18n::t(lang, "describe-camp-fill"),
    }
}

/// [`repetition`] in `lang`.
pub fn repetition_in(lang: Lang, rule: RepetitionRule) -> String {
    i18n::t(
        lang,
        match rule {
            RepetitionRule::Auto => "describe-repetition-auto",
            RepetitionRule::Claim => "describe-repetition-claim",
        },
    )
}

/// [`house_rules`] in `lang`.
pub fn house_rules_in(lang: Lang, rules: &Rules) -> String {
    i18n::t_args(
        lang,
        "describe-house-rules",
        &[
            ("camp", camp_in(lang, rules.camp).into()),
            ("repetition", repetition_in(lang, rules.repetition).into()),
        ],
    )
}

/// "3 days", "1 day" in `lang`.
pub fn days_in(lang: Lang, n: i64) -> String {
    count(lang, "describe-days", n)
}

/// [`clock`] in `lang`.
pub fn clock_in(lang: Lang, days: i64, terms: &crate::model::clock::ClockTerms) -> String {
    use crate::model::clock::ClockKind;
    let mut words = match terms.kind {
        ClockKind::PerMove => i18n::t_args(
            lang,
            "describe-clock-per-move",
            &[("days", days_in(lang, days).into())],
        ),
        ClockKind::Bank => i18n::t_args(
            lang,
            "describe-clock-bank",
            &[
                ("days", days_in(lang, days).into()),
                ("increment", days_in(lang, terms.increment).into()),
                ("cap", days_in(lang, terms.cap).into()),
            ],
        ),
    };
    if terms.weekends_off {
        words.push_str(&i18n::t(lang, "describe-clock-weekends-off"));
    }
    if !terms.vacation {
        words.push_str(&i18n::t(lang, "describe-clock-no-vacation"));
    }
    words
}

/// A notice of vacation used, in `lang`: "Your time ran out in your game
/// against bob on …: 1 day of vacation was used instead of losing."
pub fn vacation_notice_in(lang: Lang, notice: &VacationNotice) -> String {
    match notice {
        VacationNotice::Used {
            opponent,
            ran_out,
            days,
        } => i18n::t_args(
            lang,
            "room-vacation-used",
            &[
                ("opponent", opponent.clone().into()),
                ("date", date_in(lang, *ran_out).into()),
                ("count", (*days).into()),
            ],
        ),
        VacationNotice::Words(words) => words.clone(),
    }
}

/// [`date`] in `lang`: "27.11.2026 14:05 UTC".
pub fn date_in(lang: Lang, at: OffsetDateTime) -> String {
    i18n::date_time(lang, at)
}

/// [`days_per_move`] in `lang`.
pub fn days_per_move_in(lang: Lang, days: i64) -> String {
    count(lang, "describe-days-per-move", days)
}

/// [`percent`] in `lang`: "54,32 %".
pub fn percent_in(lang: Lang, count: i64, of: i64) -> String {
    if of == 0 {
        return "–".to_owned();
    }
    let hundredths = (count as f64 * 10_000.0 / of as f64).round() as i64;
    i18n::t_args(
        lang,
        "describe-percent",
        &[
            ("whole", (hundredths / 100).to_string().into()),
            ("fraction", format!("{:02}", hundredths % 100).into()),
        ],
    )
}

/// [`colour`] in `lang`.
pub fn colour_in(lang: Lang, colour: Color) -> String {
    i18n::t(
        lang,
        match colour {
            Color::White => "describe-white",
            Color::Black => "describe-black",
        },
    )
}

/// [`colour_choice`] in `lang`.
pub fn colour_choice_in(lang: Lang, choice: ColourChoice) -> String {
    match choice {
        ColourChoice::White => colour_in(lang, Color::White),
        ColourChoice::Black => colour_in(lang, Color::Black),
        ColourChoice::Random => i18n::t(lang, "describe-random"),
    }
}

/// [`colour_for_taker`] in `lang`.
pub fn colour_for_taker_in(lang: Lang, choice: ColourChoice) -> String {
    match choice {
        ColourChoice::White => colour_in(lang, Color::Black),
        ColourChoice::Black => colour_in(lang, Color::White),
        ColourChoice::Random => i18n::t(lang, "describe-random"),
    }
}

/// A span of time in `lang`, in its two largest units: "2 days 3 hours".
pub fn span_in(lang: Lang, span: Duration) -> String {
    let (days, hours) = (span.whole_days(), span.whole_hours() % 24);
    let minutes = span.whole_minutes() % 60;
    if days > 0 {
        if hours > 0 {
            format!(
                "{} {}",
                days_in(lang, days),
                count(lang, "describe-hours", hours)
            )
        } else {
            days_in(lang, days)
        }
    } else if hours > 0 {
        if minutes > 0 {
            format!(
                "{} {}",
                count(lang, "describe-hours", hours),
                count(lang, "describe-minutes", minutes)
            )
        } else {
            count(lang, "describe-hours", hours)
        }
    } else {
        count(lang, "describe-minutes", minutes.max(1))
    }
}

/// [`time_left`] in `lang`.
pub fn time_left_in(lang: Lang, deadline: OffsetDateTime, now: OffsetDateTime) -> String {
    let left = deadline - now;
    if left <= Duration::ZERO {
        return i18n::t(lang, "describe-time-up");
    }
    i18n::t_args(
        lang,
        "describe-time-left",
        &[("time", span_in(lang, left).into())],
    )
}

/// [`ago`] in `lang`.
pub fn ago_in(lang: Lang, then: OffsetDateTime, now: OffsetDateTime) -> String {
    let past = now - then;
    if past < Duration::minutes(1) {
        return i18n::t(lang, "describe-just-now");
    }
    let time = if past < Duration::hours(1) {
        count(lang, "describe-minutes", past.whole_minutes())
    } else if past < Duration::days(1) {
        count(lang, "describe-hours", past.whole_hours())
    } else {
        days_in(lang, past.whole_days())
    };
    i18n::t_args(lang, "describe-ago", &[("time", time.into())])
}

/// [`moves_played`] in `lang`.
pub fn moves_played_in(lang: Lang, ply: i64) -> String {
    count(lang, "describe-moves-played", ply)
}

/// [`move_number`] in `lang`.
pub fn move_number_in(lang: Lang, ply: i64, finished: bool) -> String {
    if finished {
        count(lang, "describe-moves", (ply + 1) / 2)
    } else {
        i18n::t_args(
            lang,
            "describe-move-number",
            &[("number", (ply / 2 + 1).into())],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notice_of_vacation_used_is_said_in_the_readers_language() {
        let ran_out = OffsetDateTime::UNIX_EPOCH + Duration::days(20_000);
        let notice = |days| VacationNotice::Used {
            opponent: "bob".to_owned(),
            ran_out,
            days,
        };
        let en = vacation_notice_in(Lang::ENGLISH, &notice(1));
        assert_eq!(
            en,
            format!(
                "Your time ran out in your game against bob on {}: 1 day of vacation was used instead of losing.",
                date_in(Lang::ENGLISH, ran_out)
            )
        );
        assert!(vacation_notice_in(Lang::ENGLISH, &notice(3))
            .contains(": 3 days of vacation were used"));
        let de = Lang::from_code("de").expect("German");
        let german = vacation_notice_in(de, &notice(2));
        assert!(
            german.contains("gegen bob") && german.contains("2 Urlaubstage wurden genutzt"),
            "{german}"
        );
        assert!(german.contains(&date_in(de, ran_out)), "{german}");
        let fr = Lang::from_code("fr").expect("French");
        assert!(vacation_notice_in(fr, &notice(1)).contains("1 jour de vacances a été utilisé"));
        let old = VacationNotice::Words("Your time ran out.".to_owned());
        assert_eq!(vacation_notice_in(de, &old), "Your time ran out.");
    }

    #[test]
    fn the_words_in_english_are_the_english_functions_words() {
        use crate::model::clock::{ClockKind, ClockTerms};
        let en = Lang::ENGLISH;
        let now = OffsetDateTime::UNIX_EPOCH + Duration::days(10);
        for d in [
            Duration::seconds(20),
            Duration::minutes(61),
            Duration::hours(5),
            Duration::days(1),
            Duration::days(2) + Duration::hours(3),
        ] {
            assert_eq!(time_left_in(en, now + d, now), time_left(now + d, now));
            assert_eq!(ago_in(en, now - d, now), ago(now - d, now));
        }
        assert_eq!(time_left_in(en, now, now), time_left(now, now));
        for ply in [0, 1, 2, 3, 45] {
            assert_eq!(moves_played_in(en, ply), moves_played(ply));
            assert_eq!(move_number_in(en, ply, true), move_number(ply, true));
            assert_eq!(move_number_in(en, ply, false), move_number(ply, false));
        }
        for days in [1, 3] {
            assert_eq!(days_per_move_in(en, days), days_per_move(days));
        }
        let bank = ClockTerms {
            kind: ClockKind::Bank,
            increment: 1,
            cap: 10,
            weekends_off: true,
            vacation: false,
        };
        assert_eq!(clock_in(en, 5, &bank), clock(5, &bank));
        assert_eq!(
            clock_in(en, 3, &ClockTerms::default()),
            clock(3, &ClockTerms::default())
        );
        assert_eq!(percent_in(en, 1, 3), percent(1, 3));
        assert_eq!(percent_in(en, 2, 3), percent(2, 3));
        let rules = Rules::new(halma_rules::Variant::Halma8x8);
        assert_eq!(house_rules_in(en, &rules), house_rules(&rules));
        assert_eq!(date_in(en, now), date(now));
    }

    #[test]
    fn the_words_in_german_count_in_german() {
        let de = Lang::from_code("de").expect("German");
        let now = OffsetDateTime::UNIX_EPOCH + Duration::days(10);
        assert_eq!(
            time_left_in(de, now + Duration::days(2) + Duration::hours(1), now),
            "noch 2 Tage 1 Stunde"
        );
        assert_eq!(ago_in(de, now - Duration::days(1), now), "vor 1 Tag");
        assert_eq!(moves_played_in(de, 1), "1 Zug gespielt");
        assert_eq!(moves_played_in(de, 2), "2 Züge gespielt");
        assert_eq!(percent_in(de, 1, 3), "33,33 %");
        // French counts 0 with 1 (one coup, in the singular).
        let fr = Lang::from_code("fr").expect("French");
        assert_eq!(moves_played_in(fr, 0), "0 coup joué");
        assert_eq!(moves_played_in(fr, 2), "2 coups joués");
    }

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
