//! The terms of a game as a player types them (the New game, Auto-Match,
//! ladder and tournament forms, and the JSON API): each field read and
//! checked here, once, and a problem named by its field, so that a page can
//! show it beside the field and the API answer it with the field's own code.

use halma_rules::{
    CampKind, Colour, PointsRule, RepetitionRule, Rules, SeatRules, SeatVariant, Variant,
};
use serde::Deserialize;

use crate::model::{
    clock::{ClockKind, ClockProblem, ClockTerms},
    colour::ColourChoice,
};

/// Days per move a game may be given.
pub const MIN_DAYS: i64 = 1;
pub const MAX_DAYS: i64 = 30;
/// What the forms suggest.
pub const DEFAULT_DAYS: i64 = 3;

/// A field of a game's terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TermField {
    Game,
    Camp,
    Repetition,
    Colour,
    Days,
    Rated,
    Range,
    Clock,
    Increment,
    Cap,
    Weekends,
    Vacation,
    Partners,
    Points,
    Opponent,
}

impl TermField {
    /// The field's name in the forms and the API.
    pub fn name(self) -> &'static str {
        match self {
            TermField::Game => "game",
            TermField::Camp => "camp",
            TermField::Repetition => "repetition",
            TermField::Colour => "colour",
            TermField::Days => "days",
            TermField::Rated => "rated",
            TermField::Range => "range",
            TermField::Clock => "clock",
            TermField::Increment => "increment",
            TermField::Cap => "cap",
            TermField::Weekends => "weekends",
            TermField::Vacation => "vacation",
            TermField::Partners => "partners",
            TermField::Points => "points",
            TermField::Opponent => "opponent",
        }
    }

    /// The API's code for a bad value of the field: `invalid_` and its name.
    pub fn code(self) -> &'static str {
        match self {
            TermField::Game => "invalid_game",
            TermField::Camp => "invalid_camp",
            TermField::Repetition => "invalid_repetition",
            TermField::Colour => "invalid_colour",
            TermField::Days => "invalid_days",
            TermField::Rated => "invalid_rated",
            TermField::Range => "invalid_range",
            TermField::Clock => "invalid_clock",
            TermField::Increment => "invalid_increment",
            TermField::Cap => "invalid_cap",
            TermField::Weekends => "invalid_weekends",
            TermField::Vacation => "invalid_vacation",
            TermField::Partners => "invalid_partners",
            TermField::Points => "invalid_points",
            TermField::Opponent => "invalid_opponent",
        }
    }

    /// The field of a clock's problem.
    fn of_clock(problem: &ClockProblem) -> Self {
        match problem.field() {
            "increment" => TermField::Increment,
            "cap" => TermField::Cap,
            "days" => TermField::Days,
            _ => TermField::Clock,
        }
    }
}

/// What is wrong with a game's terms: the field, and what to say beside it
/// (in English; `words` says the same for the pages to put in the reader's
/// language).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TermsError {
    pub field: TermField,
    pub message: String,
    pub words: TermsWords,
}

impl TermsError {
    fn new(field: TermField, message: String, words: TermsWords) -> Self {
        Self {
            field,
            message,
            words,
        }
    }

    /// A problem found outside this module, with its words.
    pub fn of(field: TermField, message: String, words: TermsWords) -> Self {
        Self::new(field, message, words)
    }
}

/// What a [`TermsError`] says, by kind, with what its words name: `value`
/// is the text as typed. The web layer puts each in the reader's language;
/// [`TermsError::message`] is the English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TermsWords {
    NoClock {
        value: String,
    },
    NotANumber {
        problem: ClockProblem,
        value: String,
    },
    Weekends {
        value: String,
    },
    Vacation {
        value: String,
    },
    Clock(ClockProblem),
    ChooseGame,
    SeatGameHere(SeatVariant),
    NoGame {
        value: String,
    },
    NoCamp {
        value: String,
    },
    CampNotOffered {
        variant: Variant,
        kind: CampKind,
    },
    PartnersForFour(Variant),
    PointsForStar(Variant),
    NoRepetition {
        value: String,
    },
    SeatFillOnly(SeatVariant),
    SeatRepetitionAuto(SeatVariant),
    NoPartners(SeatVariant),
    PartnersOnOff {
        value: String,
    },
    PointsRule {
        value: String,
    },
    NoPoints(SeatVariant),
    NoSeat {
        value: String,
        variant: SeatVariant,
    },
    TooManyInvitees(SeatVariant),
    Days {
        value: String,
    },
    Rated {
        value: String,
    },
    Range {
        value: String,
    },
    Colour {
        value: String,
    },
    /// Games for more than two: a clock per move only.
    SeatPerMoveClock,
    /// Games for more than two: weekends on only.
    SeatWeekendsOn,
}

/// The names of the two-player games (their ids) a message lists.
pub fn game_ids() -> String {
    names_of_games()
}

/// The widest rating range Auto-Match takes, as the messages say it.
pub fn max_range() -> i64 {
    MAX_RANGE
}

impl std::fmt::Display for TermsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// The fields of the New game and Auto-Match forms, as typed (to show them
/// again with an error).
#[derive(Debug, Clone, Default, Deserialize)]
pub struct GameFields {
    pub game: Option<String>,
    pub camp: Option<String>,
    pub repetition: Option<String>,
    pub colour: Option<String>,
    pub days: Option<String>,
    pub opponent: Option<String>,
    /// `yes` (the default) or `no`.
    pub rated: Option<String>,
    /// Auto-Match only: the partner's rating at most this far from one's
    /// own; empty for anyone.
    pub range: Option<String>,
    /// `per-move` (the default) or `bank`.
    pub clock: Option<String>,
    /// A bank's days added after each move (0–7).
    pub increment: Option<String>,
    /// The most days a bank holds (at least `days`).
    pub cap: Option<String>,
    /// `on` (the default: the clock runs on weekends) or `off`.
    pub weekends: Option<String>,
    /// `allowed` (the default) or `forbidden`.
    pub vacation: Option<String>,
    /// Games for four: `on` (seats 1 and 3 against 2 and 4) or `off` (the
    /// default).
    pub partners: Option<String>,
    /// The star's points: `pass-through` (the default) or `rest`.
    pub points: Option<String>,
}

/// The clock of a form besides its days: every field optional, with the
/// defaults of today's forms (a clock per move, weekends on, vacation
/// allowed).
pub fn parse_clock(fields: &GameFields, days: i64) -> Result<ClockTerms, TermsError> {
    let text = |f: &Option<String>| f.as_deref().map(str::trim).unwrap_or("").to_owned();
    let kind = match text(&fields.clock).as_str() {
        "" => ClockKind::PerMove,
        other => other.parse().map_err(|_| {
            TermsError::new(
                TermField::Clock,
                format!("There is no clock “{other}”: choose per-move or bank."),
                TermsWords::NoClock {
                    value: other.to_owned(),
                },
            )
        })?,
    };
    let number = |field: TermField, f: &Option<String>| -> Result<Option<i64>, TermsError> {
        let t = text(f);
        if t.is_empty() {
            return Ok(None);
        }
        t.parse::<i64>().map(Some).map_err(|_| {
            let problem = if field == TermField::Increment {
                ClockProblem::Increment
            } else {
                ClockProblem::Cap
            };
            TermsError::new(
                field,
                format!("{} Not “{t}”.", problem.message()),
                TermsWords::NotANumber {
                    problem: problem.clone(),
                    value: t.clone(),
                },
            )
        })
    };
    let (increment, cap) = match kind {
        ClockKind::PerMove => (None, None),
        ClockKind::Bank => (
            number(TermField::Increment, &fields.increment)?,
            number(TermField::Cap, &fields.cap)?,
        ),
    };
    let weekends_off = match text(&fields.weekends).as_str() {
        "" | "on" => false,
        "off" => true,
        other => {
            return Err(TermsError::new(
                TermField::Weekends,
                format!("Weekends must be on or off, not “{other}”."),
                TermsWords::Weekends {
                    value: other.to_owned(),
                },
            ))
        }
    };
    let vacation = match text(&fields.vacation).as_str() {
        "" | "allowed" => true,
        "forbidden" => false,
        other => {
            return Err(TermsError::new(
                TermField::Vacation,
                format!("Vacation must be allowed or forbidden, not “{other}”."),
                TermsWords::Vacation {
                    value: other.to_owned(),
                },
            ))
        }
    };
    ClockTerms::check(kind, days, increment, cap, weekends_off, vacation)
        .map_err(|p| TermsError::new(TermField::of_clock(&p), p.message(), TermsWords::Clock(p)))
}

fn names_of_games() -> String {
    let names: Vec<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
    names.join(", ")
}

/// The game and house rules of a form for a two-player game. A missing or
/// empty `camp` is the game's usual rule; a missing or empty `repetition` is
/// `auto`. A game for more than two is refused in words (ladders and
/// tournaments are for two players; the waiting room asks
/// [`parse_seat_rules`] first).
pub fn parse_rules(fields: &GameFields) -> Result<Rules, TermsError> {
    let game = fields.game.as_deref().unwrap_or("").trim();
    if game.is_empty() {
        return Err(TermsError::new(
            TermField::Game,
            format!("Choose a game: one of {}.", names_of_games()),
            TermsWords::ChooseGame,
        ));
    }
    if let Ok(seats) = game.parse::<SeatVariant>() {
        return Err(TermsError::new(
            TermField::Game,
            format!(
                "{} is a game for {} players; here only the games for two are played: {}.",
                seats.name(),
                seats.seats().len(),
                names_of_games()
            ),
            TermsWords::SeatGameHere(seats),
        ));
    }
    let variant: Variant = game.parse().map_err(|_| {
        TermsError::new(
            TermField::Game,
            format!(
                "There is no game “{game}”. Choose one of {}.",
                names_of_games()
            ),
            TermsWords::NoGame {
                value: game.to_owned(),
            },
        )
    })?;
    let camp = match fields
        .camp
        .as_deref()
        .map(str::trim)
        .filter(|c| !c.is_empty())
    {
        None => variant.default_camp(),
        Some(kind) => {
            let kind: CampKind = kind.parse().map_err(|_| {
                TermsError::new(
                    TermField::Camp,
                    format!("There is no camp rule “{kind}”: choose deadline or fill."),
                    TermsWords::NoCamp {
                        value: kind.to_owned(),
                    },
                )
            })?;
            variant.camp_rule(kind).ok_or_else(|| {
                let offered: Vec<String> = variant
                    .camp_rules()
                    .iter()
                    .map(|r| crate::model::text::camp(*r))
                    .collect();
                TermsError::new(
                    TermField::Camp,
                    format!(
                        "{} is not played with the {} rule; it offers only: {}.",
                        variant.name(),
                        kind.name(),
                        offered.join(", ")
                    ),
                    TermsWords::CampNotOffered { variant, kind },
                )
            })?
        }
    };
    match fields.partners.as_deref().map(str::trim).unwrap_or("") {
        "" | "off" => {}
        _ => {
            return Err(TermsError::new(
                TermField::Partners,
                format!(
                    "{} is a game for two: partners are for the games for four.",
                    variant.name()
                ),
                TermsWords::PartnersForFour(variant),
            ))
        }
    }
    match fields.points.as_deref().map(str::trim).unwrap_or("") {
        "" | "pass-through" => {}
        _ => {
            return Err(TermsError::new(
                TermField::Points,
                format!(
                    "{} has no points: the points rule is for the star.",
                    variant.name()
                ),
                TermsWords::PointsForStar(variant),
            ))
        }
    }
    let repetition = match fields
        .repetition
        .as_deref()
        .map(str::trim)
        .filter(|r| !r.is_empty())
    {
        None => RepetitionRule::Auto,
        Some(r) => r.parse().map_err(|_| {
            TermsError::new(
                TermField::Repetition,
                format!("There is no repetition rule “{r}”: choose auto or claim."),
                TermsWords::NoRepetition {
                    value: r.to_owned(),
                },
            )
        })?,
    };
    Ok(Rules {
        variant,
        camp,
        repetition,
    })
}

/// The game and house rules of a form for a game for more than two; `None`
/// when the form's game is not one. Its only camp rule is `fill` and its only
/// repetition rule `auto`; `partners` only where the game offers them,
/// `points` only on the star.
pub fn parse_seat_rules(fields: &GameFields) -> Option<Result<SeatRules, TermsError>> {
    let text = |f: &Option<String>| f.as_deref().map(str::trim).unwrap_or("").to_owned();
    let variant: SeatVariant = text(&fields.game).parse().ok()?;
    Some((|| {
        let camp = text(&fields.camp);
        if !camp.is_empty() && camp != CampKind::Fill.name() {
            return Err(TermsError::new(
                TermField::Camp,
                format!("{} is played with the fill rule only.", variant.name()),
                TermsWords::SeatFillOnly(variant),
            ));
        }
        let repetition = text(&fields.repetition);
        if !repetition.is_empty() && repetition != RepetitionRule::Auto.name() {
            return Err(TermsError::new(
                TermField::Repetition,
                format!(
                    "In {} a threefold repetition is a draw at once (auto); it is not claimed.",
                    variant.name()
                ),
                TermsWords::SeatRepetitionAuto(variant),
            ));
        }
        let partners = match text(&fields.partners).as_str() {
            "" | "off" => false,
            "on" if variant.offers_partners() => true,
            "on" => {
                return Err(TermsError::new(
                    TermField::Partners,
                    format!("{} is not played with partners.", variant.name()),
                    TermsWords::NoPartners(variant),
                ))
            }
            other => {
                return Err(TermsError::new(
                    TermField::Partners,
                    format!("Partners must be on or off, not “{other}”."),
                    TermsWords::PartnersOnOff {
                        value: other.to_owned(),
                    },
                ))
            }
        };
        let points = match text(&fields.points).as_str() {
            "" => PointsRule::default(),
            other if variant.board() == halma_rules::Board::Star => {
                other.parse().map_err(|_| {
                    TermsError::new(
                        TermField::Points,
                        format!("The points rule is pass-through or rest, not “{other}”."),
                        TermsWords::PointsRule {
                            value: other.to_owned(),
                        },
                    )
                })?
            }
            _ => {
                return Err(TermsError::new(
                    TermField::Points,
                    format!("{} has no points: only the star has.", variant.name()),
                    TermsWords::NoPoints(variant),
                ))
            }
        };
        Ok(SeatRules {
            variant,
            partners,
            points,
        })
    })())
}

/// The colour of the poster's seat in a game for more than two; `None` (the
/// default, or `random`) draws the seats when the game starts.
pub fn parse_seat_colour(
    fields: &GameFields,
    variant: SeatVariant,
) -> Result<Option<Colour>, TermsError> {
    let text = fields.colour.as_deref().map(str::trim).unwrap_or("");
    if text.is_empty() || text == "random" {
        return Ok(None);
    }
    Colour::from_name(text)
        .filter(|c| variant.seats().contains(c))
        .map(Some)
        .ok_or_else(|| {
            let names: Vec<&str> = variant.seats().iter().map(|c| c.name()).collect();
            TermsError::new(
                TermField::Colour,
                format!(
                    "There is no seat “{text}” in {}: choose {} or random.",
                    variant.name(),
                    names.join(", ")
                ),
                TermsWords::NoSeat {
                    value: text.to_owned(),
                    variant,
                },
            )
        })
}

/// The players a form invites to a game for more than two: names separated
/// by commas or spaces, at most one a seat besides the poster's.
pub fn parse_invitees(
    fields: &GameFields,
    variant: SeatVariant,
) -> Result<Vec<String>, TermsError> {
    let text = fields.opponent.as_deref().unwrap_or("");
    let mut names: Vec<String> = Vec::new();
    for name in text
        .split([',', ' ', '\n', '\t'])
        .map(str::trim)
        .filter(|n| !n.is_empty())
    {
        if !names.iter().any(|n| n.eq_ignore_ascii_case(name)) {
            names.push(name.to_owned());
        }
    }
    let room = variant.seats().len() - 1;
    if names.len() > room {
        return Err(TermsError::new(
            TermField::Opponent,
            format!(
                "{} has {room} seats besides yours: invite at most {room} players.",
                variant.name()
            ),
            TermsWords::TooManyInvitees(variant),
        ));
    }
    Ok(names)
}

/// Days per move; a form without the field gets the default.
pub fn parse_days(fields: &GameFields) -> Result<i64, TermsError> {
    let Some(days) = fields.days.as_deref() else {
        return Ok(DEFAULT_DAYS);
    };
    days.trim()
        .parse::<i64>()
        .ok()
        .filter(|d| (MIN_DAYS..=MAX_DAYS).contains(d))
        .ok_or_else(|| {
            TermsError::new(
                TermField::Days,
                format!(
                    "Days per move must be a whole number from {MIN_DAYS} to {MAX_DAYS}, not “{}”.",
                    days.trim()
                ),
                TermsWords::Days {
                    value: days.trim().to_owned(),
                },
            )
        })
}

/// The widest rating range Auto-Match takes.
const MAX_RANGE: i64 = 3000;

pub fn parse_rated(fields: &GameFields) -> Result<bool, TermsError> {
    match fields.rated.as_deref().map(str::trim).unwrap_or("") {
        "" | "yes" => Ok(true),
        "no" => Ok(false),
        other => Err(TermsError::new(
            TermField::Rated,
            format!("Rated must be yes or no, not “{other}”."),
            TermsWords::Rated {
                value: other.to_owned(),
            },
        )),
    }
}

pub fn parse_range(fields: &GameFields) -> Result<Option<i64>, TermsError> {
    let text = fields.range.as_deref().map(str::trim).unwrap_or("");
    if text.is_empty() {
        return Ok(None);
    }
    text.parse::<i64>()
        .ok()
        .filter(|r| (1..=MAX_RANGE).contains(r))
        .map(Some)
        .ok_or_else(|| {
            TermsError::new(
                TermField::Range,
                format!(
                    "The rating range must be a whole number of points from 1 to {MAX_RANGE}, \
                     or empty for anyone, not “{text}”."
                ),
                TermsWords::Range {
                    value: text.to_owned(),
                },
            )
        })
}

pub fn parse_colour(fields: &GameFields) -> Result<ColourChoice, TermsError> {
    match fields
        .colour
        .as_deref()
        .map(str::trim)
        .filter(|c| !c.is_empty())
    {
        None => Ok(ColourChoice::Random),
        Some(c) => c.parse().map_err(|_| {
            TermsError::new(
                TermField::Colour,
                format!("There is no colour “{c}”: choose white, black or random."),
                TermsWords::Colour {
                    value: c.to_owned(),
                },
            )
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use halma_rules::CampRule;

    fn fields(game: &str, camp: Option<&str>, days: Option<&str>) -> GameFields {
        GameFields {
            game: Some(game.to_owned()),
            camp: camp.map(str::to_owned),
            days: days.map(str::to_owned),
            ..GameFields::default()
        }
    }

    #[test]
    fn camp_defaults_to_the_games_first_rule_and_must_be_offered() {
        let r = parse_rules(&fields("halma-8x8", None, None)).expect("ok");
        assert_eq!(r.camp, CampRule::Deadline(30));
        let r = parse_rules(&fields("halma-8x8", Some(""), None)).expect("ok");
        assert_eq!(r.camp, CampRule::Deadline(30));
        let r = parse_rules(&fields("halma-10x10", Some("fill"), None)).expect("ok");
        assert_eq!(r.camp, CampRule::Fill);
        let r = parse_rules(&fields("halma-16x16", None, None)).expect("ok");
        assert_eq!(r.camp, CampRule::Fill);
        assert!(parse_rules(&fields("halma-16x16", Some("deadline"), None)).is_err());
        assert!(parse_rules(&fields("embargo", Some("fill"), None)).is_err());
        assert!(parse_rules(&fields("embargo", Some("sometimes"), None)).is_err());
        assert!(parse_rules(&fields("chess", None, None)).is_err());
        assert!(parse_rules(&fields("", None, None)).is_err());
    }

    #[test]
    fn games_for_more_than_two_are_read_apart_and_refused_where_two_play() {
        let four = fields("halma-16x16-4", None, None);
        let refused = parse_rules(&four).expect_err("not a two-player game");
        assert_eq!(refused.field, TermField::Game);
        assert!(
            refused.message.contains("Halma for four") || refused.message.contains("4 players"),
            "{}",
            refused.message
        );
        assert_eq!(
            parse_seat_rules(&fields("halma-8x8", None, None)).map(|r| r.is_ok()),
            None
        );
        let rules = parse_seat_rules(&four).expect("a seat game").expect("fine");
        assert_eq!(
            (rules.variant, rules.partners),
            (SeatVariant::Halma16x16Four, false)
        );
        let partners = GameFields {
            partners: Some("on".into()),
            ..four.clone()
        };
        assert!(
            parse_seat_rules(&partners)
                .expect("a seat game")
                .expect("fine")
                .partners
        );
        let on_two = GameFields {
            partners: Some("on".into()),
            ..fields("halma-8x8", None, None)
        };
        assert_eq!(
            parse_rules(&on_two).expect_err("no partners").field,
            TermField::Partners
        );
        for (field, bad) in [
            (
                TermField::Camp,
                GameFields {
                    camp: Some("deadline".into()),
                    ..four.clone()
                },
            ),
            (
                TermField::Repetition,
                GameFields {
                    repetition: Some("claim".into()),
                    ..four.clone()
                },
            ),
            (
                TermField::Points,
                GameFields {
                    points: Some("rest".into()),
                    ..four.clone()
                },
            ),
            (
                TermField::Partners,
                GameFields {
                    partners: Some("on".into()),
                    ..fields("star-3", None, None)
                },
            ),
            (
                TermField::Partners,
                GameFields {
                    partners: Some("maybe".into()),
                    ..four.clone()
                },
            ),
        ] {
            assert_eq!(
                parse_seat_rules(&bad)
                    .expect("a seat game")
                    .expect_err("refused")
                    .field,
                field
            );
        }
        assert_eq!(
            parse_seat_colour(
                &GameFields {
                    colour: Some("red".into()),
                    ..four.clone()
                },
                SeatVariant::Halma16x16Four
            ),
            Ok(Some(Colour::Red))
        );
        assert_eq!(
            parse_seat_colour(&four, SeatVariant::Halma16x16Four),
            Ok(None)
        );
        assert!(parse_seat_colour(
            &GameFields {
                colour: Some("purple".into()),
                ..four.clone()
            },
            SeatVariant::Halma16x16Four
        )
        .is_err());
        let invite = |names: &str| {
            parse_invitees(
                &GameFields {
                    opponent: Some(names.into()),
                    ..four.clone()
                },
                SeatVariant::Halma16x16Four,
            )
        };
        assert_eq!(
            invite("ann, bob bob,,cy"),
            Ok(vec!["ann".to_owned(), "bob".to_owned(), "cy".to_owned()])
        );
        assert_eq!(
            invite("a b c d").expect_err("too many").field,
            TermField::Opponent
        );
    }

    #[test]
    fn days_are_bounded() {
        assert_eq!(parse_days(&fields("embargo", None, None)), Ok(DEFAULT_DAYS));
        assert_eq!(parse_days(&fields("embargo", None, Some("1"))), Ok(1));
        assert_eq!(parse_days(&fields("embargo", None, Some(" 30 "))), Ok(30));
        for bad in ["0", "31", "-1", "", "x", "2.5"] {
            assert!(
                parse_days(&fields("embargo", None, Some(bad))).is_err(),
                "{bad}"
            );
        }
    }
}
