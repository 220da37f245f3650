//! The waiting room's words in the reader's language, shared by the waiting
//! room, its games for more than two, the status page, the profiles and the
//! JSON API: game names, seat colours, and the game terms' errors.

use halma_rules::Variant;

use crate::describe;
use crate::domain::terms::{TermsError, MAX_DAYS, MIN_DAYS};
use crate::i18n::{self, Lang};

/// A game's name in `lang`, from its id (`room-game-<id>`): the id never
/// changes, the name shown may.
pub fn game_name_in(lang: Lang, id: &str) -> String {
    i18n::t(lang, &format!("room-game-{id}"))
}

/// The star's points rule in `lang`, from its id (`pass-through`): the
/// short name a line of house rules gives it.
pub fn points_name_in(lang: Lang, points: halma_rules::PointsRule) -> String {
    i18n::t(lang, &format!("room-points-name-{}", points.id()))
}

/// A seat's colour in `lang`, from its name (`red`): "red", "rot".
pub fn seat_colour_in(lang: Lang, name: &str) -> String {
    i18n::t(lang, &format!("room-colour-{name}"))
}

/// What is wrong with a clock's terms, in `lang`: the range a number must
/// fall in.
fn clock_words(lang: Lang, problem: &crate::model::clock::ClockProblem) -> String {
    use crate::model::clock::{self, ClockProblem};
    match problem {
        ClockProblem::Days => i18n::t_args(
            lang,
            "room-terms-clock-days",
            &[
                ("min", clock::DAYS.start().to_string().into()),
                ("max", clock::DAYS.end().to_string().into()),
            ],
        ),
        ClockProblem::Increment => i18n::t_args(
            lang,
            "room-terms-clock-increment",
            &[
                ("min", clock::INCREMENT.start().to_string().into()),
                ("max", clock::INCREMENT.end().to_string().into()),
            ],
        ),
        ClockProblem::Cap => i18n::t_args(
            lang,
            "room-terms-clock-cap",
            &[("max", clock::MAX_CAP.to_string().into())],
        ),
    }
}

/// A terms error's words in `lang`, for the New game and Auto-Match forms
/// and the API's message (the domain's `Display` stays English): each kind
/// of [`TermsWords`] is a message `room-terms-…` of `locales/<lang>/room.ftl`.
pub fn terms_message(lang: Lang, error: &TermsError) -> String {
    use crate::domain::terms::{game_ids, max_range, TermsWords as W};
    use fluent_templates::fluent_bundle::FluentValue;
    let game = |v: Variant| -> FluentValue<'static> { game_name_in(lang, v.id()).into() };
    let seat_game =
        |v: halma_rules::SeatVariant| -> FluentValue<'static> { game_name_in(lang, v.id()).into() };
    let value =
        |id: &str, value: &str| i18n::t_args(lang, id, &[("value", value.to_owned().into())]);
    match &error.words {
        W::NoClock { value: v } => value("room-terms-no-clock", v),
        W::NotANumber { problem, value: v } => i18n::t_args(
            lang,
            "room-terms-not-a-number",
            &[
                ("problem", clock_words(lang, problem).into()),
                ("value", v.clone().into()),
            ],
        ),
        W::Weekends { value: v } => value("room-terms-weekends", v),
        W::Vacation { value: v } => value("room-terms-vacation", v),
        W::Clock(problem) => clock_words(lang, problem),
        W::ChooseGame => i18n::t_args(
            lang,
            "room-terms-choose-game",
            &[("games", game_ids().into())],
        ),
        W::SeatGameHere(v) => i18n::t_args(
            lang,
            "room-terms-seat-game-here",
            &[
                ("game", seat_game(*v)),
                ("count", v.seats().len().into()),
                ("games", game_ids().into()),
            ],
        ),
        W::NoGame { value: v } => i18n::t_args(
            lang,
            "room-terms-no-game",
            &[("value", v.clone().into()), ("games", game_ids().into())],
        ),
        W::NoCamp { value: v } => value("room-terms-no-camp", v),
        W::CampNotOffered { variant, kind } => {
            let offered: Vec<String> = variant
                .camp_rules()
                .iter()
                .map(|r| describe::camp_in(lang, *r))
                .collect();
            i18n::t_args(
                lang,
                "room-terms-camp-not-offered",
                &[
                    ("game", game(*variant)),
                    ("kind", kind.name().into()),
                    ("offered", offered.join(", ").into()),
                ],
            )
        }
        W::PartnersForFour(v) => {
            i18n::t_args(lang, "room-terms-partners-for-four", &[("game", game(*v))])
        }
        W::PointsForStar(v) => {
            i18n::t_args(lang, "room-terms-points-for-star", &[("game", game(*v))])
        }
        W::NoRepetition { value: v } => value("room-terms-no-repetition", v),
        W::SeatFillOnly(v) => i18n::t_args(
            lang,
            "room-terms-seat-fill-only",
            &[("game", seat_game(*v))],
        ),
        W::SeatRepetitionAuto(v) => i18n::t_args(
            lang,
            "room-terms-seat-repetition-auto",
            &[("game", seat_game(*v))],
        ),
        W::NoPartners(v) => {
            i18n::t_args(lang, "room-terms-no-partners", &[("game", seat_game(*v))])
        }
        W::PartnersOnOff { value: v } => value("room-terms-partners-on-off", v),
        W::PointsRule { value: v } => value("room-terms-points-rule", v),
        W::NoPoints(v) => i18n::t_args(lang, "room-terms-no-points", &[("game", seat_game(*v))]),
        W::NoSeat { value: v, variant } => {
            let names: Vec<&str> = variant.seats().iter().map(|c| c.name()).collect();
            i18n::t_args(
                lang,
                "room-terms-no-seat",
                &[
                    ("value", v.clone().into()),
                    ("game", seat_game(*variant)),
                    ("seats", names.join(", ").into()),
                ],
            )
        }
        W::TooManyInvitees(v) => i18n::t_args(
            lang,
            "room-terms-too-many-invitees",
            &[
                ("game", seat_game(*v)),
                ("count", (v.seats().len() - 1).into()),
            ],
        ),
        W::Days { value: v } => i18n::t_args(
            lang,
            "room-terms-days",
            &[
                ("min", MIN_DAYS.to_string().into()),
                ("max", MAX_DAYS.to_string().into()),
                ("value", v.clone().into()),
            ],
        ),
        W::Rated { value: v } => value("room-terms-rated", v),
        W::Range { value: v } => i18n::t_args(
            lang,
            "room-terms-range",
            &[
                ("max", max_range().to_string().into()),
                ("value", v.clone().into()),
            ],
        ),
        W::Colour { value: v } => value("room-terms-colour", v),
        W::SeatPerMoveClock => i18n::t(lang, "room-terms-seat-per-move-clock"),
        W::SeatWeekendsOn => i18n::t(lang, "room-terms-seat-weekends-on"),
    }
}
