//! The waiting room's games for more than two, as pages show them: each offer
//! with its seats (taken, kept for an invited player, or open) and the button
//! the viewer may press — Join, Leave seat, or Cancel for the poster — and the
//! forms that post one, join one and stand up again.

use axum::{
    extract::{Path, State},
    response::{IntoResponse, Redirect, Response},
};
use halma_rules::SeatRules;

use crate::{
    csrf::CsrfForm,
    describe,
    domain::{seat_offers, terms, DomainError},
    error::AppError,
    i18n::{self, Lang},
    store::{now, AutoMatch, Joined, OfferId, SeatAutoMatchRequest, SeatOfferRow, UserId},
    web::CurrentUser,
    AppState,
};

/// The offers for more than two the waiting room lists at most.
pub const LISTED: i64 = 100;

/// One seat of an offer, ready for a template.
#[derive(Debug, Clone)]
pub struct OfferSeatView {
    /// `white`, `red`, …: the seat's colour when the seats are fixed, empty
    /// while they are to be drawn.
    pub colour: String,
    /// Who sits there, or who it is kept for, or "open".
    pub who: String,
    /// A player sits there (a link to their profile).
    pub taken: bool,
}

/// What the viewer may do about an offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeatButton {
    Join,
    Leave,
    Cancel,
    /// Nothing: no seat is left for them, or a visitor.
    None,
}

/// An offer for more than two, ready for a template.
#[derive(Debug, Clone)]
pub struct SeatOfferView {
    pub id: String,
    pub poster: String,
    pub game_id: &'static str,
    pub game_name: String,
    pub house_rules: String,
    pub days: String,
    pub seats: Vec<OfferSeatView>,
    /// "2 of 4".
    pub taken: String,
    pub automatch: bool,
    pub rated: bool,
    pub button: SeatButton,
    /// The levels of computer the viewer (the poster of a game that is not
    /// rated and has an open seat) may seat at it; empty for everyone else.
    pub computer_levels: Vec<u8>,
}

/// A game for more than two's house rules in words.
pub fn house_rules(rules: &SeatRules) -> String {
    let mut words = vec!["fill rule".to_owned()];
    if rules.partners {
        words.push("partners (seats 1 and 3 against 2 and 4)".to_owned());
    }
    if rules.variant.board() == halma_rules::Board::Star {
        words.push(format!("points: {}", rules.points.id()));
    }
    words.join(", ")
}

/// [`house_rules`] in `lang`.
pub fn house_rules_in(lang: Lang, rules: &SeatRules) -> String {
    let mut words = vec![i18n::t(lang, "room-seat-house-rules-fill")];
    if rules.partners {
        words.push(i18n::t(lang, "room-seat-house-rules-partners"));
    }
    if rules.variant.board() == halma_rules::Board::Star {
        words.push(i18n::t_args(
            lang,
            "room-seat-house-rules-points",
            &[(
                "points",
                crate::room_words::points_name_in(lang, rules.points).into(),
            )],
        ));
    }
    words.join(", ")
}

impl SeatOfferView {
    /// The offer as `viewer` (nobody for a visitor) sees it.
    pub fn of(offer: &SeatOfferRow, viewer: Option<UserId>, lang: Lang) -> SeatOfferView {
        let colours = offer.rules.variant.seats();
        let fixed = offer.colour.is_some();
        let seats = offer
            .seats
            .iter()
            .map(|s| {
                let colour = usize::try_from(s.seat - 1)
                    .ok()
                    .and_then(|i| colours.get(i))
                    .filter(|_| fixed)
                    .map_or(String::new(), |c| {
                        crate::room_words::seat_colour_in(lang, c.name())
                    });
                let (who, taken) = match (&s.player, &s.invited) {
                    (Some(p), _) => (p.name.clone(), true),
                    (None, Some(i)) => (
                        i18n::t_args(
                            lang,
                            "room-seat-kept-for",
                            &[("name", i.name.clone().into())],
                        ),
                        false,
                    ),
                    (None, None) => (i18n::t(lang, "room-seat-open"), false),
                };
                OfferSeatView { colour, who, taken }
            })
            .collect();
        let button = match viewer {
            None => SeatButton::None,
            Some(v) if v == offer.poster.id => SeatButton::Cancel,
            Some(v) if offer.seats_player(v) => SeatButton::Leave,
            Some(v) if offer.has_seat_for(v) => SeatButton::Join,
            Some(_) => SeatButton::None,
        };
        let open_seat = offer
            .seats
            .iter()
            .any(|s| s.player.is_none() && s.invited.is_none());
        let computer_levels = if button == SeatButton::Cancel && !offer.rated && open_seat {
            seat_offers::computer_levels(offer)
        } else {
            Vec::new()
        };
        SeatOfferView {
            id: offer.id.to_string(),
            poster: offer.poster.name.clone(),
            game_id: offer.rules.variant.id(),
            game_name: crate::room_words::game_name_in(lang, offer.rules.variant.id()),
            house_rules: house_rules_in(lang, &offer.rules),
            days: describe::clock_in(lang, offer.days_per_move, &offer.clock),
            seats,
            taken: i18n::t_args(
                lang,
                "room-seats-taken",
                &[
                    ("taken", offer.taken().into()),
                    ("seats", offer.seats.len().into()),
                ],
            ),
            automatch: offer.automatch,
            rated: offer.rated,
            button,
            computer_levels,
        }
    }

    pub fn joins(&self) -> bool {
        self.button == SeatButton::Join
    }

    pub fn leaves(&self) -> bool {
        self.button == SeatButton::Leave
    }

    pub fn cancels(&self) -> bool {
        self.button == SeatButton::Cancel
    }
}

/// The waiting room's games for more than two, as `viewer` sees them.
pub async fn offers(
    state: &AppState,
    viewer: Option<UserId>,
    lang: Lang,
) -> Result<Vec<SeatOfferView>, AppError> {
    Ok(state
        .store
        .seat_offers()
        .seat_offers(LISTED)
        .await?
        .iter()
        .map(|o| SeatOfferView::of(o, viewer, lang))
        .collect())
}

/// Everything wrong with a form for a game for more than two, by field.
pub type Checked<T> = Result<T, terms::TermsError>;

/// The New game form's terms for a game for more than two.
pub fn post_terms(
    fields: &terms::GameFields,
    rules: SeatRules,
) -> Checked<(Option<halma_rules::Colour>, i64, bool, Vec<String>)> {
    let days = terms::parse_days(fields)?;
    let colour = terms::parse_seat_colour(fields, rules.variant)?;
    let rated = terms::parse_rated(fields)?;
    let invite = terms::parse_invitees(fields, rules.variant)?;
    Ok((colour, days, rated, invite))
}

/// What a form for a game for more than two came to.
pub enum FormAnswer {
    /// Done: go there.
    Go(Response),
    /// An Auto-Match request waits: what to tell the player.
    Waiting(String),
    /// Refused: what to say on the form.
    Refused(String),
}

/// Posts a game for more than two from the New game form, once its terms
/// are checked.
pub async fn post(
    state: &AppState,
    poster: UserId,
    rules: SeatRules,
    fields: &terms::GameFields,
    lang: Lang,
) -> Result<FormAnswer, AppError> {
    use crate::room_words::terms_message;
    let (colour, days_per_move, rated, invite) = match post_terms(fields, rules) {
        Ok(checked) => checked,
        Err(e) => return Ok(FormAnswer::Refused(terms_message(lang, &e))),
    };
    let clock = match per_move_clock(fields, days_per_move) {
        Ok(clock) => clock,
        Err(e) => return Ok(FormAnswer::Refused(terms_message(lang, &e))),
    };
    let posted = seat_offers::post(
        state.store.as_ref(),
        seat_offers::SeatPost {
            poster,
            rules,
            colour,
            days_per_move,
            invite: &invite,
            max_open: state.config.max_open_offers,
            rated,
            clock,
        },
        now(),
    )
    .await;
    match posted {
        Ok(offer) => {
            tracing::info!(offer = %offer, game = rules.variant.id(), "game for more than two posted");
            Ok(FormAnswer::Go(
                Redirect::to("/waiting-room").into_response(),
            ))
        }
        Err(DomainError::Refused(refusal)) => {
            Ok(FormAnswer::Refused(i18n::refusal_message(&refusal, lang)))
        }
        Err(e) => Err(e.into()),
    }
}

/// The clock of a game for more than two: the same days for every move,
/// running every day. A time bank, weekends off and vacation are for the
/// two-player games so far: a bank or weekends off is refused, and the clock
/// is stored as one that vacation does not stop, so that every page says so.
pub fn per_move_clock(
    fields: &terms::GameFields,
    days: i64,
) -> Checked<crate::domain::clock::ClockTerms> {
    let clock = terms::parse_clock(fields, days)?;
    if clock.kind != crate::model::clock::ClockKind::PerMove {
        return Err(terms::TermsError::of(
            terms::TermField::Clock,
            "Games for more than two are played with the same days for every move; \
             choose that clock."
                .to_owned(),
            terms::TermsWords::SeatPerMoveClock,
        ));
    }
    if clock.weekends_off {
        return Err(terms::TermsError::of(
            terms::TermField::Weekends,
            "In games for more than two the clock runs on weekends; choose weekends on.".to_owned(),
            terms::TermsWords::SeatWeekendsOn,
        ));
    }
    Ok(crate::domain::clock::ClockTerms {
        vacation: false,
        ..clock
    })
}

/// Auto-Match for a game for more than two, from the Auto-Match form: the
/// game when it starts, or the words to say while the request waits.
pub async fn auto_match(
    state: &AppState,
    user: UserId,
    rules: SeatRules,
    fields: &terms::GameFields,
    lang: Lang,
) -> Result<FormAnswer, AppError> {
    use crate::room_words::terms_message;
    let checked = terms::parse_days(fields).and_then(|days| {
        let clock = per_move_clock(fields, days)?;
        Ok((days, terms::parse_rated(fields)?, clock))
    });
    let (days_per_move, rated, clock) = match checked {
        Ok(checked) => checked,
        Err(e) => return Ok(FormAnswer::Refused(terms_message(lang, &e))),
    };
    let what = i18n::t_args(
        lang,
        "room-match-what",
        &[
            (
                "game",
                crate::room_words::game_name_in(lang, rules.variant.id()).into(),
            ),
            ("rules", house_rules_in(lang, &rules).into()),
            (
                "clock",
                describe::clock_in(lang, days_per_move, &clock).into(),
            ),
        ],
    );
    let seats = rules.variant.seats().len();
    let answer = seat_offers::auto_match(
        state.store.as_ref(),
        SeatAutoMatchRequest {
            user,
            rules,
            days_per_move,
            max_open: state.config.max_open_offers,
            at: now(),
            rated,
            clock,
        },
    )
    .await;
    Ok(match answer {
        Ok(AutoMatch::Matched(game)) => {
            FormAnswer::Go(Redirect::to(&format!("/games/{game}")).into_response())
        }
        Ok(AutoMatch::Waiting(_)) => FormAnswer::Waiting(i18n::t_args(
            lang,
            "room-seat-match-waiting",
            &[("what", what.into()), ("seats", seats.into())],
        )),
        Ok(AutoMatch::AlreadyWaiting(_)) => FormAnswer::Waiting(i18n::t_args(
            lang,
            "room-seat-match-already-waiting",
            &[("what", what.into()), ("seats", seats.into())],
        )),
        Err(DomainError::Refused(refusal)) => {
            FormAnswer::Refused(i18n::refusal_message(&refusal, lang))
        }
        Err(e) => return Err(e.into()),
    })
}

/// Join for an offer that is not a two-player one: take a seat; the last
/// seat starts the game and goes to it, any other back to the waiting room.
pub async fn join(state: &AppState, user: UserId, id: OfferId) -> Result<Response, AppError> {
    match seat_offers::join(state.store.as_ref(), id, user, now()).await? {
        Joined::Started(game) => {
            tracing::info!(offer = %id, game = %game, "game for more than two started");
            Ok(Redirect::to(&format!("/games/{game}")).into_response())
        }
        Joined::Seated => Ok(Redirect::to("/waiting-room").into_response()),
    }
}

/// The form that seats a computer: its level.
#[derive(Debug, Default, serde::Deserialize)]
pub struct ComputerSeatForm {
    #[serde(default)]
    pub level: String,
}

/// The poster seats a computer at an open seat of their game; the last seat
/// starts the game and goes to it, any other back to the waiting room.
pub async fn seat_computer(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(raw): Path<String>,
    CsrfForm(form): CsrfForm<ComputerSeatForm>,
) -> Result<Response, AppError> {
    let id: OfferId = raw.parse().map_err(|_| AppError::NotFound)?;
    // An unknown level is no computer of the site: `0` is refused as one.
    let level = form.level.trim().parse::<u8>().unwrap_or(0);
    match seat_offers::seat_computer(state.store.as_ref(), id, user.id, level, now()).await? {
        Joined::Started(game) => {
            tracing::info!(offer = %id, game = %game, "game for more than two started");
            Ok(Redirect::to(&format!("/games/{game}")).into_response())
        }
        Joined::Seated => Ok(Redirect::to("/waiting-room").into_response()),
    }
}

/// The form of Leave seat: nothing but the token.
#[derive(Debug, Default, serde::Deserialize)]
pub struct LeaveButton {}

/// Stand up from a seat before the game starts.
pub async fn leave(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(raw): Path<String>,
    CsrfForm(_): CsrfForm<LeaveButton>,
) -> Result<Response, AppError> {
    let id: OfferId = raw.parse().map_err(|_| AppError::NotFound)?;
    seat_offers::leave(state.store.as_ref(), id, user.id).await?;
    Ok(Redirect::to("/waiting-room").into_response())
}
