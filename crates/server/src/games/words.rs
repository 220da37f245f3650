//! The game pages' words in the reader's language (`locales/<lang>/game.ftl`):
//! results and their reasons, colours, seats' states. What is stored stays
//! as it is (the verdict, the colour's name); only the page puts it in words.

use halma_rules::{CampRule, Color, Colour, Rules};

use crate::i18n::{self, Lang};
use crate::model::result::{Termination, Verdict};

/// A colour's name as people read it: "white", "red" in English.
pub fn colour(lang: Lang, colour: Colour) -> String {
    i18n::t(lang, &format!("game-colour-{}", colour.name()))
}

/// A two-player colour's name: "white", "black" in English.
pub fn color(lang: Lang, c: Color) -> String {
    colour(lang, Colour::from(c))
}

fn args(lang: Lang, id: &str, args: &[(&'static str, String)]) -> String {
    let args: Vec<(
        &'static str,
        fluent_templates::fluent_bundle::FluentValue<'_>,
    )> = args.iter().map(|(k, v)| (*k, v.clone().into())).collect();
    i18n::t_args(lang, id, &args)
}

fn deadline(rules: &Rules) -> i64 {
    match rules.camp {
        CampRule::Deadline(n) => n.into(),
        CampRule::Fill => 0,
    }
}

/// [`Verdict::reason`] in `lang`.
pub fn reason(lang: Lang, verdict: &Verdict, rules: &Rules) -> String {
    let loser = verdict.winner.map(|w| color(lang, !w)).unwrap_or_default();
    let note = verdict.note.clone().unwrap_or_default();
    let n = deadline(rules).to_string();
    let with_loser = |id: &str| args(lang, id, &[("loser", loser.clone()), ("move", n.clone())]);
    match (verdict.termination, verdict.winner.is_some()) {
        (Termination::TargetReached, _) => i18n::t(lang, "game-reason-target-reached"),
        (Termination::TargetFilled, _) => i18n::t(lang, "game-reason-target-filled"),
        (Termination::CampDeadline, true) => with_loser("game-reason-camp-deadline"),
        (Termination::CampDeadline, false) => with_loser("game-reason-camp-deadline-both"),
        (Termination::ReturnedHome, true) => with_loser("game-reason-returned-home"),
        (Termination::ReturnedHome, false) => with_loser("game-reason-returned-home-both"),
        (Termination::Repetition, _) if !note.is_empty() => {
            args(lang, "game-reason-repetition-claimed", &[("path", note)])
        }
        (Termination::Repetition, _) => i18n::t(lang, "game-reason-repetition"),
        (Termination::Agreement, _) => i18n::t(lang, "game-reason-agreement"),
        (Termination::Resignation, true) => with_loser("game-reason-resignation"),
        (Termination::Time, true) => with_loser("game-reason-time"),
        (Termination::Forfeit, true) => with_loser("game-reason-forfeit"),
        (Termination::Resignation | Termination::Time | Termination::Forfeit, false) => {
            i18n::t(lang, "game-reason-no-winner")
        }
        (Termination::Admin, _) => args(lang, "game-reason-admin", &[("note", note)]),
        (Termination::PartnersFinished, _) => i18n::t(lang, "game-reason-partners-finished"),
        (Termination::OthersLeft, _) => i18n::t(lang, "game-reason-others-left"),
        (Termination::PartnerLeft, _) => i18n::t(lang, "game-reason-partner-left"),
    }
}

/// "White wins", "Black wins", "Draw" in `lang`.
pub fn winner_words(lang: Lang, winner: Option<Color>) -> String {
    i18n::t(
        lang,
        match winner {
            Some(Color::White) => "game-white-wins",
            Some(Color::Black) => "game-black-wins",
            None => "game-draw",
        },
    )
}

/// [`Verdict::describe`] in `lang`.
pub fn describe(lang: Lang, verdict: &Verdict, rules: &Rules) -> String {
    args(
        lang,
        "game-result",
        &[
            ("result", winner_words(lang, verdict.winner)),
            ("why", reason(lang, verdict, rules)),
        ],
    )
}

/// [`Verdict::in_names`] in `lang`.
pub fn in_names(lang: Lang, verdict: &Verdict, rules: &Rules, names: [&str; 2]) -> String {
    let name = |c: Color| match c {
        Color::White => names[0].to_owned(),
        Color::Black => names[1].to_owned(),
    };
    let n = deadline(rules).to_string();
    let why = match (verdict.termination, verdict.winner) {
        (Termination::TargetReached, Some(_)) => i18n::t(lang, "game-why-target-reached"),
        (Termination::TargetFilled, Some(_)) => i18n::t(lang, "game-why-target-filled"),
        (Termination::CampDeadline, Some(w)) => args(
            lang,
            "game-why-camp-deadline",
            &[("loser", name(!w)), ("move", n)],
        ),
        (Termination::ReturnedHome, Some(w)) => args(
            lang,
            "game-why-returned-home",
            &[("loser", name(!w)), ("move", n)],
        ),
        (Termination::Resignation, Some(w)) => {
            args(lang, "game-why-resignation", &[("loser", name(!w))])
        }
        (Termination::Time, Some(w)) => args(lang, "game-why-time", &[("loser", name(!w))]),
        (Termination::Forfeit, Some(w)) => args(lang, "game-why-forfeit", &[("loser", name(!w))]),
        (Termination::Agreement, _) => args(
            lang,
            "game-why-agreement",
            &[
                ("white", names[0].to_owned()),
                ("black", names[1].to_owned()),
            ],
        ),
        _ => reason(lang, verdict, rules),
    };
    let result = match verdict.winner {
        Some(w) => args(lang, "game-name-wins", &[("name", name(w))]),
        None => winner_words(lang, None),
    };
    args(lang, "game-result", &[("result", result), ("why", why)])
}

/// What to do next, in words, on the mover's page: with `clicked` squares of
/// a move clicked so far, and whether I'm done moving or Submit are shown.
pub fn hint(
    lang: Lang,
    my_turn: bool,
    clicked: usize,
    show_done: bool,
    show_submit: bool,
) -> String {
    if !my_turn {
        String::new()
    } else if clicked == 0 {
        i18n::t(lang, "game-hint-choose")
    } else if clicked == 1 {
        i18n::t(lang, "game-hint-target")
    } else if show_done {
        i18n::t(lang, "game-hint-jump-or-done")
    } else if show_submit {
        i18n::t(lang, "game-hint-ready")
    } else {
        i18n::t(lang, "game-hint-jump")
    }
}

/// "(computer, level 3)" beside a computer player's name; empty for people.
pub fn computer_label(lang: Lang, user: crate::store::UserId) -> String {
    crate::domain::computer::level_of(user)
        .map(|level| i18n::t_args(lang, "game-computer-label", &[("level", level.into())]))
        .unwrap_or_default()
}

/// "That move cannot be made here (…); start again."
pub fn bad_path(lang: Lang, error: String) -> String {
    args(lang, "game-bad-path", &[("error", error)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use halma_rules::{RepetitionRule, Variant};

    #[test]
    fn english_says_what_the_model_says() {
        let en = Lang::ENGLISH;
        let rules = Rules {
            variant: Variant::Halma8x8,
            camp: CampRule::Deadline(30),
            repetition: RepetitionRule::Auto,
        };
        let names = ["alice", "bob"];
        let verdicts = [
            Verdict::new(Some(Color::White), Termination::TargetReached),
            Verdict::new(Some(Color::Black), Termination::TargetFilled),
            Verdict::new(Some(Color::White), Termination::CampDeadline),
            Verdict::new(None, Termination::CampDeadline),
            Verdict::new(Some(Color::Black), Termination::ReturnedHome),
            Verdict::new(None, Termination::ReturnedHome),
            Verdict::claimed_repetition("a1-b2"),
            Verdict::new(None, Termination::Repetition),
            Verdict::agreement(),
            Verdict::resignation(Color::White),
            Verdict::time(Color::Black),
            Verdict::forfeit(Color::White),
            Verdict::new(None, Termination::Time),
            Verdict::admin(Some(Color::Black), "abandoned"),
            Verdict::new(None, Termination::PartnersFinished),
            Verdict::new(None, Termination::OthersLeft),
            Verdict::new(None, Termination::PartnerLeft),
        ];
        for v in &verdicts {
            assert_eq!(describe(en, v, &rules), v.describe(&rules));
            assert_eq!(in_names(en, v, &rules, names), v.in_names(&rules, names));
        }
    }
}
