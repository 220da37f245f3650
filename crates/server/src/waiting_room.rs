//! The waiting room: posting a game (open to anyone, or inviting one player),
//! joining one (an invitation too), cancelling one's own, declining an invitation, and
//! Auto-Match, which pairs two players who asked for the same rules.
//!
//! Taking an offer is one store transaction that deletes the offer or fails, and
//! starts the game; so of two players who click Join at once exactly one gets
//! the game and the other a page saying it was already taken.

use askama::Template;
use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};
use halma_rules::{CampKind, RepetitionRule, Variant};
use serde::Deserialize;

use crate::room_words::{game_name_in, terms_message};

use crate::{
    csrf::CsrfForm,
    describe,
    domain::{clock::ClockTerms, waiting_room, DomainError},
    error::AppError,
    i18n::{self, Lang},
    passwords,
    store::{now, AutoMatch, ColourChoice, ContactKind, OfferId, OfferRow, UserId},
    web::{local_path, login_url, render, render_with, CurrentUser, MaybeUser, Page},
    AppState,
};

pub use crate::domain::terms::{
    parse_clock, parse_colour, parse_days, parse_range, parse_rated, parse_rules, parse_seat_rules,
    GameFields, TermsError, DEFAULT_DAYS, MAX_DAYS, MIN_DAYS,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/waiting-room", get(waiting_room))
        .route("/waiting-room/new", get(new_game_form).post(new_game))
        .route("/play-computer", get(play_computer_form))
        .route(
            "/waiting-room/auto-match",
            get(auto_match_form).post(auto_match),
        )
        .route("/waiting-room/{offer_id}/join", get(to_the_room).post(join))
        .route(
            "/waiting-room/{offer_id}/cancel",
            get(to_the_room).post(cancel),
        )
        .route(
            "/waiting-room/{offer_id}/decline",
            get(to_the_room).post(decline),
        )
        .route(
            "/waiting-room/{offer_id}/leave",
            get(to_the_room).post(crate::seat_room::leave),
        )
        .route(
            "/waiting-room/{offer_id}/computer",
            get(to_the_room).post(crate::seat_room::seat_computer),
        )
}

// ---- Offers as pages show them ----

/// One offer, ready for a template.
#[derive(Debug, Clone)]
pub struct OfferView {
    pub id: String,
    /// The poster's name.
    pub poster: String,
    /// The game's id, for `/rules/{id}`.
    pub game_id: &'static str,
    pub game_name: String,
    pub house_rules: String,
    pub days: String,
    /// The colour of the one looking: the taker's when shown to others, the
    /// poster's own among their posts.
    pub colour: String,
    /// What kind of post it is, for the poster: "open to anyone", "invitation to
    /// bob", "Auto-Match request".
    pub kind: String,
    /// An Auto-Match request (which anyone may join all the same).
    pub automatch: bool,
    /// The poster's rating in the game, as shown; empty until filled in.
    pub poster_rating: String,
    /// Whether the game will be rated.
    pub rated: bool,
    #[doc(hidden)]
    pub poster_id: crate::store::UserId,
}

impl OfferView {
    fn new(offer: &OfferRow, colour: String, lang: Lang) -> Self {
        let kind = match (&offer.invited, offer.automatch) {
            (Some(invited), _) => i18n::t_args(
                lang,
                "room-kind-invitation",
                &[("name", invited.name.clone().into())],
            ),
            (None, true) => i18n::t(lang, "room-kind-auto-match"),
            (None, false) => i18n::t(lang, "room-kind-open"),
        };
        Self {
            id: offer.id.to_string(),
            poster: offer.poster.name.clone(),
            game_id: offer.rules.variant.id(),
            game_name: game_name_in(lang, offer.rules.variant.id()),
            house_rules: describe::house_rules_in(lang, &offer.rules),
            days: describe::clock_in(lang, offer.days_per_move, &offer.clock),
            colour,
            kind,
            automatch: offer.automatch,
            poster_rating: String::new(),
            rated: offer.rated,
            poster_id: offer.poster.id,
        }
    }

    /// Fills in the posters' ratings.
    pub async fn with_ratings(
        store: &dyn crate::store::Store,
        mut views: Vec<OfferView>,
        cache: &mut crate::ratings_pages::ShownRatings,
    ) -> Result<Vec<OfferView>, crate::store::StoreError> {
        for v in &mut views {
            v.poster_rating = cache.of(store, v.poster_id, v.game_id).await?;
        }
        Ok(views)
    }

    /// As someone who may take it sees it, in `lang`.
    pub fn for_taker(offer: &OfferRow, lang: Lang) -> Self {
        Self::new(
            offer,
            describe::colour_for_taker_in(lang, offer.colour),
            lang,
        )
    }

    /// As its poster sees it, in `lang`.
    pub fn for_poster(offer: &OfferRow, lang: Lang) -> Self {
        Self::new(offer, describe::colour_choice_in(lang, offer.colour), lang)
    }
}

#[derive(Template)]
#[template(path = "waiting_room.html")]
struct WaitingRoomPage {
    page: Page,
    open: Vec<OfferView>,
    invitations: Vec<OfferView>,
    mine: Vec<OfferView>,
    /// The games for more than two, with their seats.
    seat_games: Vec<crate::seat_room::SeatOfferView>,
    /// The New game form, empty, at the foot of the page.
    form: FormView,
    /// Where a visitor logs in to join or post, back here after.
    login: String,
}

/// The waiting room; a visitor sees the open games, read-only, with the way
/// to log in and join.
async fn waiting_room(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    page: Page,
) -> Result<Response, AppError> {
    let offers = state.store.offers();
    let (open, invitations, mine) = match &user {
        Some(user) => {
            let (open, (invitations, mine)) =
                tokio::try_join!(offers.open_offers(user.id), offers.player_offers(user.id))?;
            (open, invitations, mine)
        }
        // Nobody's id: every open game, none of them the visitor's.
        None => (
            offers.open_offers(UserId::new()).await?,
            Vec::new(),
            Vec::new(),
        ),
    };
    let lang = page.lang;
    let mut cache = crate::ratings_pages::ShownRatings::default();
    let store = state.store.as_ref();
    let open = OfferView::with_ratings(
        store,
        open.iter().map(|o| OfferView::for_taker(o, lang)).collect(),
        &mut cache,
    )
    .await?;
    let invitations = OfferView::with_ratings(
        store,
        invitations
            .iter()
            .map(|o| OfferView::for_taker(o, lang))
            .collect(),
        &mut cache,
    )
    .await?;
    let seat_games = crate::seat_room::offers(&state, user.as_ref().map(|u| u.id), lang).await?;
    render(&WaitingRoomPage {
        page,
        open,
        invitations,
        mine: mine
            .iter()
            .map(|o| OfferView::for_poster(o, lang))
            .collect(),
        seat_games,
        form: FormView::for_waiting_room(lang, &GameFields::default()),
        login: login_url(Some("/waiting-room")),
    })
}

// ---- The forms' fields ----

/// One option of a select.
#[derive(Debug, Clone)]
pub struct Choice {
    pub value: &'static str,
    pub label: String,
    pub selected: bool,
}

fn choices(options: &[(&'static str, String)], chosen: &str) -> Vec<Choice> {
    options
        .iter()
        .map(|(value, label)| Choice {
            value,
            label: label.clone(),
            selected: *value == chosen,
        })
        .collect()
}

/// The camp rules' choices in `lang`: the usual rule, and the two others
/// with the games that have them.
fn camp_choices_in(lang: Lang) -> [(&'static str, String); 3] {
    let t = |id: &str| i18n::t(lang, id);
    let deadlines: Vec<String> = Variant::ALL
        .iter()
        .filter_map(|v| match v.camp_rule(CampKind::Deadline) {
            Some(halma_rules::CampRule::Deadline(n)) => Some(i18n::t_args(
                lang,
                "room-choice-camp-deadline-game",
                &[
                    ("game", game_name_in(lang, v.id()).into()),
                    ("move", n.into()),
                ],
            )),
            _ => None,
        })
        .collect();
    let fills: Vec<String> = Variant::ALL
        .iter()
        .filter(|v| v.camp_rule(CampKind::Fill).is_some())
        .map(|v| game_name_in(lang, v.id()))
        .collect();
    [
        ("", t("room-choice-camp-usual")),
        (
            CampKind::Deadline.name(),
            i18n::t_args(
                lang,
                "room-choice-camp-deadline",
                &[("games", deadlines.join(", ").into())],
            ),
        ),
        (
            CampKind::Fill.name(),
            i18n::t_args(
                lang,
                "room-choice-camp-fill",
                &[("games", fills.join(", ").into())],
            ),
        ),
    ]
}

/// The selects and inputs of a form, filled with what was typed.
#[derive(Debug, Clone)]
pub(crate) struct FormView {
    pub(crate) game: Vec<Choice>,
    pub(crate) camp: Vec<Choice>,
    pub(crate) repetition: Vec<Choice>,
    pub(crate) colour: Vec<Choice>,
    pub(crate) days: String,
    pub(crate) opponent: String,
    /// The player's buddies, offered as invitees.
    pub(crate) buddies: Vec<String>,
    pub(crate) min_days: i64,
    pub(crate) max_days: i64,
    pub(crate) rated: Vec<Choice>,
    pub(crate) range: String,
    pub(crate) clock: Vec<Choice>,
    pub(crate) increment: String,
    pub(crate) cap: String,
    pub(crate) weekends: Vec<Choice>,
    pub(crate) vacation: Vec<Choice>,
    /// Whether the form offers the games for more than two too (the waiting
    /// room's forms; ladders and tournaments are for two).
    pub(crate) for_seats: bool,
    /// Partners, in the games for four.
    pub(crate) partners: Vec<Choice>,
    /// The star's points rule.
    pub(crate) points: Vec<Choice>,
    /// The clock field a message goes beside, and the message.
    pub(crate) error_field: &'static str,
    pub(crate) error_message: String,
}

impl FormView {
    /// The form's fields, their choices in `lang`.
    pub(crate) fn of_in(lang: Lang, fields: &GameFields) -> Self {
        let t = |id: &str| i18n::t(lang, id);
        let games: Vec<(&'static str, String)> = Variant::ALL
            .iter()
            .map(|v| (v.id(), game_name_in(lang, v.id())))
            .collect();
        let camps = camp_choices_in(lang);
        let repetitions = [
            (
                RepetitionRule::Auto.name(),
                t("room-choice-repetition-auto"),
            ),
            (
                RepetitionRule::Claim.name(),
                t("room-choice-repetition-claim"),
            ),
        ];
        let colours = [
            ColourChoice::Random.as_str(),
            ColourChoice::White.as_str(),
            ColourChoice::Black.as_str(),
            "red",
            "orange",
            "yellow",
            "green",
            "blue",
            "purple",
        ]
        .map(|value| (value, t(&format!("room-choice-colour-{value}"))));
        let text = |f: &Option<String>| f.as_deref().unwrap_or("").trim().to_owned();
        let or = |f: &Option<String>, default: &str| {
            let t = text(f);
            if t.is_empty() {
                default.to_owned()
            } else {
                t
            }
        };
        Self {
            game: choices(&games, &or(&fields.game, Variant::Halma8x8.id())),
            camp: choices(&camps, &text(&fields.camp)),
            repetition: choices(&repetitions, &or(&fields.repetition, "auto")),
            colour: choices(&colours, &or(&fields.colour, "random")),
            days: fields
                .days
                .clone()
                .unwrap_or_else(|| DEFAULT_DAYS.to_string()),
            opponent: text(&fields.opponent),
            buddies: Vec::new(),
            min_days: MIN_DAYS,
            max_days: MAX_DAYS,
            rated: choices(
                &[
                    ("yes", t("room-choice-rated-yes")),
                    ("no", t("room-choice-rated-no")),
                ],
                &or(&fields.rated, "yes"),
            ),
            range: text(&fields.range),
            clock: choices(
                &[
                    ("per-move", t("room-choice-clock-per-move")),
                    ("bank", t("room-choice-clock-bank")),
                ],
                &or(&fields.clock, "per-move"),
            ),
            increment: or(&fields.increment, "1"),
            cap: text(&fields.cap),
            weekends: choices(
                &[
                    ("on", t("room-choice-weekends-on")),
                    ("off", t("room-choice-weekends-off")),
                ],
                &or(&fields.weekends, "on"),
            ),
            vacation: choices(
                &[
                    ("allowed", t("room-choice-vacation-allowed")),
                    ("forbidden", t("room-choice-vacation-forbidden")),
                ],
                &or(&fields.vacation, "allowed"),
            ),
            partners: choices(
                &[
                    ("off", t("room-choice-partners-off")),
                    ("on", t("room-choice-partners-on")),
                ],
                &or(&fields.partners, "off"),
            ),
            for_seats: false,
            points: choices(
                &[
                    ("", t("room-choice-points-pass")),
                    ("rest", t("room-choice-points-rest")),
                ],
                &text(&fields.points),
            ),
            error_field: "",
            error_message: String::new(),
        }
    }

    /// The waiting room's form: the games for more than two offered too,
    /// with their house rules.
    pub(crate) fn for_waiting_room(lang: Lang, fields: &GameFields) -> Self {
        let mut form = Self::of_in(lang, fields);
        let chosen = fields.game.as_deref().unwrap_or("").trim().to_owned();
        form.game
            .extend(halma_rules::SeatVariant::ALL.iter().map(|v| Choice {
                value: v.id(),
                label: game_name_in(lang, v.id()),
                selected: v.id() == chosen,
            }));
        form.for_seats = true;
        form
    }

    /// The form with a message beside one of its clock fields.
    pub(crate) fn with_error(mut self, field: &'static str, message: String) -> Self {
        self.error_field = field;
        self.error_message = message;
        self
    }
}

// ---- New game ----

#[derive(Template)]
#[template(path = "new_game.html")]
struct NewGamePage {
    page: Page,
    form: FormView,
    error: Option<String>,
}

/// The invitee of a profile's "Invite to a game" link.
#[derive(Debug, Default, Deserialize)]
struct InviteQuery {
    opponent: Option<String>,
}

/// The New game form; `?opponent=NAME` fills in the player to invite.
async fn new_game_form(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Query(query): Query<InviteQuery>,
    page: Page,
) -> Result<Response, AppError> {
    let fields = GameFields {
        opponent: query
            .opponent
            .map(|o| o.trim().chars().take(passwords::MAX_USERNAME).collect()),
        ..GameFields::default()
    };
    let lang = page.lang;
    render(&NewGamePage {
        page,
        form: FormView::for_waiting_room(lang, &fields)
            .with_buddies(&state, user.id)
            .await?,
        error: None,
    })
}

impl FormView {
    /// The form with the player's buddies offered as invitees.
    async fn with_buddies(mut self, state: &AppState, user: UserId) -> Result<Self, AppError> {
        self.buddies = state
            .store
            .contacts()
            .contacts(user, ContactKind::Buddy)
            .await?
            .into_iter()
            .map(|n| n.username)
            .collect();
        Ok(self)
    }
}

async fn new_game(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    page: Page,
    CsrfForm(fields): CsrfForm<GameFields>,
) -> Result<Response, AppError> {
    let lang = page.lang;
    let buddies = FormView::for_waiting_room(lang, &fields)
        .with_buddies(&state, user.id)
        .await?
        .buddies;
    let refuse = |page: Page, message: String| {
        render_with(
            StatusCode::BAD_REQUEST,
            &NewGamePage {
                page,
                form: FormView {
                    buddies: buddies.clone(),
                    ..FormView::for_waiting_room(lang, &fields)
                },
                error: Some(message),
            },
        )
    };
    if let Some(seat_rules) = parse_seat_rules(&fields) {
        use crate::seat_room::FormAnswer;
        let answer = match seat_rules {
            Ok(rules) => crate::seat_room::post(&state, user.id, rules, &fields, lang).await?,
            Err(e) => FormAnswer::Refused(terms_message(lang, &e)),
        };
        return match answer {
            FormAnswer::Go(to) => Ok(to),
            FormAnswer::Waiting(words) | FormAnswer::Refused(words) => refuse(page, words),
        };
    }
    let checked = parse_rules(&fields).and_then(|rules| {
        let days = parse_days(&fields)?;
        let colour = parse_colour(&fields)?;
        Ok((rules, days, colour, parse_rated(&fields)?))
    });
    let (rules, days_per_move, colour, rated) = match checked {
        Ok(checked) => checked,
        Err(e) => return refuse(page, terms_message(lang, &e)),
    };
    let clock = match parse_clock(&fields, days_per_move) {
        Ok(clock) => clock,
        Err(e) => {
            return render_with(
                StatusCode::BAD_REQUEST,
                &NewGamePage {
                    page,
                    form: FormView {
                        buddies: buddies.clone(),
                        ..FormView::for_waiting_room(lang, &fields)
                    }
                    .with_error(e.field.name(), terms_message(lang, &e)),
                    error: None,
                },
            )
        }
    };
    let posted = waiting_room::post(
        state.store.as_ref(),
        waiting_room::Post {
            poster: user.id,
            rules,
            colour,
            days_per_move,
            invite: fields.opponent.as_deref(),
            max_open: state.config.max_open_offers,
            rated,
            clock,
        },
        now(),
    )
    .await;
    match posted {
        Ok(posted) => {
            tracing::info!(offer = %posted.offer, poster = %user.username, game = rules.variant.id(), "game posted");
            if let Some(game) = posted.game {
                return Ok(Redirect::to(&format!("/games/{game}")).into_response());
            }
            Ok(Redirect::to(if posted.invitation {
                "/status"
            } else {
                "/waiting-room"
            })
            .into_response())
        }
        Err(DomainError::Refused(refusal)) => {
            let words = i18n::refusal_message(&refusal, lang);
            refuse(page, words)
        }
        Err(e) => Err(e.into()),
    }
}

// ---- Play the computer ----

#[derive(Template)]
#[template(path = "play_computer.html")]
struct PlayComputerPage {
    page: Page,
    form: FormView,
    /// The computer players, one a level.
    levels: Vec<Choice>,
    /// The games for two sides.
    games: Vec<Choice>,
    colours: Vec<Choice>,
}

/// The level chosen beforehand (`?level=5`).
#[derive(Debug, Default, Deserialize)]
struct LevelQuery {
    level: Option<u8>,
}

/// Play the computer: the New game form cut down to a game for two against a
/// computer player. It posts to New game, which starts the game at once.
async fn play_computer_form(
    CurrentUser(_): CurrentUser,
    Query(query): Query<LevelQuery>,
    page: Page,
) -> Result<Response, AppError> {
    use crate::domain::computer;
    let chosen = query
        .level
        .filter(|l| computer::LEVELS.contains(l))
        .unwrap_or(3);
    let levels = computer::LEVELS
        .map(|level| Choice {
            value: COMPUTER_NAMES[usize::from(level - 1)],
            label: i18n::t_args(
                page.lang,
                "room-level-choice",
                &[
                    ("level", level.into()),
                    ("name", computer::name(level).into()),
                ],
            ),
            selected: level == chosen,
        })
        .collect();
    let form = FormView::of_in(page.lang, &GameFields::default());
    let games = form
        .game
        .iter()
        .filter(|c| Variant::ALL.iter().any(|v| v.id() == c.value))
        .cloned()
        .collect();
    let colours = form.colour.iter().take(3).cloned().collect();
    render(&PlayComputerPage {
        page,
        form,
        levels,
        games,
        colours,
    })
}

/// The computer players' userids, level 1 first.
const COMPUTER_NAMES: [&str; 5] = [
    "computer-1",
    "computer-2",
    "computer-3",
    "computer-4",
    "computer-5",
];

// ---- Join, cancel, decline ----

/// The address of an offer's form opened as a page (the way back after logging
/// in to send it): the waiting room, where the form is.
async fn to_the_room() -> Redirect {
    Redirect::to("/waiting-room")
}

/// The forms of the offer buttons: nothing but the token, and where to go back
/// to afterwards.
#[derive(Debug, Default, Deserialize)]
struct OfferButton {
    #[serde(default)]
    next: String,
}

fn offer_id(raw: &str) -> Result<OfferId, AppError> {
    raw.parse().map_err(|_| AppError::NotFound)
}

/// Join an open game or an invitation: start the game, then go to it.
async fn join(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(raw): Path<String>,
    CsrfForm(_): CsrfForm<OfferButton>,
) -> Result<Response, AppError> {
    let id = offer_id(&raw)?;
    let game = match waiting_room::join(state.store.as_ref(), id, user.id, now()).await {
        // Not a two-player offer: perhaps a seat at a game for more.
        Err(DomainError::Refused(crate::domain::Refusal::OfferGone)) => {
            return crate::seat_room::join(&state, user.id, id).await
        }
        other => other?,
    };
    tracing::info!(offer = %id, game = %game, taker = %user.username, "game started");
    Ok(Redirect::to(&format!("/games/{game}")).into_response())
}

/// Back to the page the form was on (`next`), when it is one of this site's.
fn back(next: &str, default: &str) -> Response {
    Redirect::to(local_path(next).unwrap_or(default)).into_response()
}

async fn cancel(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(raw): Path<String>,
    CsrfForm(form): CsrfForm<OfferButton>,
) -> Result<Response, AppError> {
    let id = offer_id(&raw)?;
    waiting_room::cancel(state.store.as_ref(), id, user.id).await?;
    Ok(back(&form.next, "/waiting-room"))
}

async fn decline(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(raw): Path<String>,
    CsrfForm(form): CsrfForm<OfferButton>,
) -> Result<Response, AppError> {
    let id = offer_id(&raw)?;
    waiting_room::decline(state.store.as_ref(), id, user.id).await?;
    Ok(back(&form.next, "/status"))
}

// ---- Auto-Match ----

#[derive(Template)]
#[template(path = "auto_match.html")]
struct AutoMatchPage {
    page: Page,
    form: FormView,
    error: Option<String>,
    /// Set once the request waits: what to tell the player.
    waiting: Option<String>,
}

async fn auto_match_form(CurrentUser(_): CurrentUser, page: Page) -> Result<Response, AppError> {
    let lang = page.lang;
    render(&AutoMatchPage {
        page,
        form: FormView::for_waiting_room(lang, &GameFields::default()),
        error: None,
        waiting: None,
    })
}

async fn auto_match(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    page: Page,
    CsrfForm(fields): CsrfForm<GameFields>,
) -> Result<Response, AppError> {
    let lang = page.lang;
    let refuse = |page: Page, message: String| {
        render_with(
            StatusCode::BAD_REQUEST,
            &AutoMatchPage {
                page,
                form: FormView::for_waiting_room(lang, &fields),
                error: Some(message),
                waiting: None,
            },
        )
    };
    if let Some(seat_rules) = parse_seat_rules(&fields) {
        use crate::seat_room::FormAnswer;
        let answer = match seat_rules {
            Ok(rules) => {
                crate::seat_room::auto_match(&state, user.id, rules, &fields, lang).await?
            }
            Err(e) => FormAnswer::Refused(terms_message(lang, &e)),
        };
        return match answer {
            FormAnswer::Go(to) => Ok(to),
            FormAnswer::Refused(words) => refuse(page, words),
            FormAnswer::Waiting(words) => render(&AutoMatchPage {
                page,
                form: FormView::for_waiting_room(lang, &fields),
                error: None,
                waiting: Some(words),
            }),
        };
    }
    let checked = parse_rules(&fields).and_then(|r| {
        let terms = waiting_room::MatchTerms {
            rated: parse_rated(&fields)?,
            range: parse_range(&fields)?,
            clock: ClockTerms::default(),
        };
        Ok((r, parse_days(&fields)?, terms))
    });
    let (rules, days_per_move, mut terms) = match checked {
        Ok(checked) => checked,
        Err(e) => return refuse(page, terms_message(lang, &e)),
    };
    terms.clock = match parse_clock(&fields, days_per_move) {
        Ok(clock) => clock,
        Err(e) => {
            return render_with(
                StatusCode::BAD_REQUEST,
                &AutoMatchPage {
                    page,
                    form: FormView::for_waiting_room(lang, &fields)
                        .with_error(e.field.name(), terms_message(lang, &e)),
                    error: None,
                    waiting: None,
                },
            )
        }
    };
    let what = i18n::t_args(
        lang,
        "room-match-what",
        &[
            ("game", game_name_in(lang, rules.variant.id()).into()),
            ("rules", describe::house_rules_in(lang, &rules).into()),
            (
                "clock",
                describe::clock_in(lang, days_per_move, &terms.clock).into(),
            ),
        ],
    );
    let matched = waiting_room::auto_match(
        state.store.as_ref(),
        user.id,
        rules,
        days_per_move,
        state.config.max_open_offers,
        terms,
        now(),
    )
    .await;
    let waiting = match matched {
        Ok(AutoMatch::Matched(game)) => {
            tracing::info!(game = %game, player = %user.username, "auto-match paired");
            return Ok(Redirect::to(&format!("/games/{game}")).into_response());
        }
        Ok(AutoMatch::Waiting(_)) => {
            i18n::t_args(lang, "room-match-waiting", &[("what", what.into())])
        }
        Ok(AutoMatch::AlreadyWaiting(_)) => {
            i18n::t_args(lang, "room-match-already-waiting", &[("what", what.into())])
        }
        Err(DomainError::Refused(refusal)) => {
            let words = i18n::refusal_message(&refusal, lang);
            return refuse(page, words);
        }
        Err(e) => return Err(e.into()),
    };
    render(&AutoMatchPage {
        page,
        form: FormView::for_waiting_room(lang, &fields),
        error: None,
        waiting: Some(waiting),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Forms with one bad field each, to reach every kind of terms error.
    fn bad_forms() -> Vec<GameFields> {
        let ok = || GameFields {
            game: Some("halma-8x8".to_owned()),
            ..GameFields::default()
        };
        let seat = |game: &str| GameFields {
            game: Some(game.to_owned()),
            ..GameFields::default()
        };
        let mut forms = vec![
            GameFields { game: None, ..ok() },
            seat("halma-16x16-4"),
            seat("chess"),
            GameFields {
                camp: Some("moat".to_owned()),
                ..ok()
            },
            GameFields {
                game: Some("embargo".to_owned()),
                camp: Some("fill".to_owned()),
                ..ok()
            },
            GameFields {
                partners: Some("on".to_owned()),
                ..ok()
            },
            GameFields {
                points: Some("rest".to_owned()),
                ..ok()
            },
            GameFields {
                repetition: Some("never".to_owned()),
                ..ok()
            },
            GameFields {
                days: Some("99".to_owned()),
                ..ok()
            },
            GameFields {
                rated: Some("maybe".to_owned()),
                ..ok()
            },
            GameFields {
                range: Some("0".to_owned()),
                ..ok()
            },
            GameFields {
                colour: Some("red".to_owned()),
                ..ok()
            },
            GameFields {
                clock: Some("hourglass".to_owned()),
                ..ok()
            },
            GameFields {
                clock: Some("bank".to_owned()),
                increment: Some("x".to_owned()),
                ..ok()
            },
            GameFields {
                clock: Some("bank".to_owned()),
                cap: Some("y".to_owned()),
                ..ok()
            },
            GameFields {
                clock: Some("bank".to_owned()),
                increment: Some("9".to_owned()),
                ..ok()
            },
            GameFields {
                clock: Some("bank".to_owned()),
                cap: Some("99".to_owned()),
                ..ok()
            },
            GameFields {
                weekends: Some("sometimes".to_owned()),
                ..ok()
            },
            GameFields {
                vacation: Some("often".to_owned()),
                ..ok()
            },
        ];
        for (field, value) in [
            ("camp", "deadline"),
            ("repetition", "claim"),
            ("partners", "on"),
            ("partners", "maybe"),
            ("points", "rest"),
            ("colour", "pink"),
            ("opponent", "a b c d"),
            ("clock", "bank"),
            ("weekends", "off"),
        ] {
            for game in ["star-2", "star-3", "halma-16x16-4"] {
                let mut f = seat(game);
                let v = Some(value.to_owned());
                match field {
                    "camp" => f.camp = v,
                    "repetition" => f.repetition = v,
                    "partners" => f.partners = v,
                    "points" => f.points = v,
                    "colour" => f.colour = v,
                    "opponent" => f.opponent = v,
                    "clock" => f.clock = v,
                    _ => f.weekends = v,
                }
                forms.push(f);
            }
        }
        forms
    }

    /// Every terms error the forms above meet.
    fn errors() -> Vec<TermsError> {
        let mut errors = Vec::new();
        for f in bad_forms() {
            let checked = match parse_seat_rules(&f) {
                Some(seat) => seat.and_then(|rules| {
                    crate::seat_room::post_terms(&f, rules)?;
                    crate::seat_room::per_move_clock(&f, DEFAULT_DAYS)?;
                    Ok(())
                }),
                None => parse_rules(&f).and_then(|_| {
                    let days = parse_days(&f)?;
                    parse_rated(&f)?;
                    parse_range(&f)?;
                    parse_colour(&f)?;
                    parse_clock(&f, days)?;
                    Ok(())
                }),
            };
            if let Err(e) = checked {
                errors.push(e);
            }
        }
        // A game for more than two where only the games for two are played
        // (ladders, tournaments), and a points rule the star lacks.
        let four = GameFields {
            game: Some("halma-16x16-4".to_owned()),
            ..GameFields::default()
        };
        errors.extend(parse_rules(&four).err());
        let star = GameFields {
            game: Some("star-3".to_owned()),
            points: Some("wander".to_owned()),
            ..GameFields::default()
        };
        errors.extend(parse_seat_rules(&star).and_then(Result::err));
        errors
    }

    #[test]
    fn terms_errors_say_in_english_what_the_domain_says() {
        let errors = errors();
        let kinds: std::collections::HashSet<_> = errors
            .iter()
            .map(|e| std::mem::discriminant(&e.words))
            .collect();
        // Every kind of words (TermsWords has 27).
        assert_eq!(kinds.len(), 27, "{errors:#?}");
        for e in &errors {
            assert_eq!(terms_message(Lang::ENGLISH, e), e.message, "{e:?}");
            assert_eq!(e.to_string(), e.message);
        }
    }

    #[test]
    fn terms_errors_speak_every_language() {
        for lang in Lang::all().filter(|l| *l != Lang::ENGLISH) {
            for e in errors() {
                let words = terms_message(lang, &e);
                assert_ne!(words, e.message, "{lang}: {e:?}");
                assert!(!words.contains("room-terms"), "{lang}: {words}");
            }
        }
        let de = Lang::from_code("de").expect("German");
        let days = GameFields {
            days: Some("99".to_owned()),
            ..GameFields::default()
        };
        let e = parse_days(&days).expect_err("too many days");
        assert_eq!(
            terms_message(de, &e),
            "Tage pro Zug müssen eine ganze Zahl von 1 bis 30 sein, nicht „99“."
        );
    }
}
