//! The JSON API under `/api/v1`, for bots and apps: the same domain functions
//! as the pages, reached with a personal token (`Authorization: Bearer …`,
//! made on `/account/tokens`) instead of a session, so no cookie and no form
//! token. A refusal is `{"code": …, "message": …}` with the status the page
//! would get: `code` is the domain's refusal code, stable for programs.

use axum::{
    extract::{rejection::JsonRejection, FromRequestParts, Path, Query, State},
    http::{header, request::Parts, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    routing::{get, post},
    Json, Router,
};
use governor::{clock::Clock, DefaultKeyedRateLimiter, Quota, RateLimiter};
use serde::{Deserialize, Serialize};
use std::num::NonZeroU32;
use tower_http::set_header::SetResponseHeaderLayer;
use utoipa::{OpenApi, ToSchema};

use crate::{
    describe,
    domain::clock::ClockKind,
    domain::terms::{
        parse_clock, parse_colour, parse_days, parse_rated, parse_rules, GameFields, TermsError,
    },
    domain::{
        clock::ClockTerms,
        play::{self, DrawAction},
        refusal::{DomainError, Refusal},
        seat_play::{self, SeatTable},
        state::GameState,
        waiting_room,
    },
    error::status_of,
    model::result::{result_text, winner_column, Termination, Verdict},
    store::{
        self, ColourChoice, GameId, GameRow, GameStatus, GameSummary, OfferId, OfferRow, SeatState,
        StoreError, User,
    },
    AppState,
};

/// The requests of each token (by its hash), counted in this process
/// (several server processes each allow the full rate): a burst of
/// `--api-requests-per-minute`, then one every `60 / that` seconds.
pub struct ApiLimiter(DefaultKeyedRateLimiter<String>);

impl ApiLimiter {
    pub fn new(per_minute: u32) -> Self {
        let per_minute = NonZeroU32::new(per_minute).unwrap_or(NonZeroU32::MIN);
        Self(RateLimiter::keyed(Quota::per_minute(per_minute)))
    }
}

/// What a token begins with, so that one found in a log or a paste is
/// recognised for what it is.
pub use crate::domain::tokens::TOKEN_PREFIX;

/// The SHA-256 (hex) the database keeps of a token.
pub use crate::hashing::token_hash;

/// The OpenAPI document of the endpoints, made from the code.
#[derive(OpenApi)]
#[openapi(
    info(title = "halma", description = "The JSON API of a halma server."),
    paths(me, games, game, submit, resign, draw, record, offers, post_offer, join),
    modifiers(&BearerToken, &Accepted)
)]
pub struct ApiDoc;

/// What the document says each word field takes or gives, exactly: the
/// words come from the types that read and write them, so that the document
/// cannot drift from the code.
struct Accepted;

/// `(schema, property, the words)`: every field of the API that is one of a
/// fixed list of words.
fn word_fields() -> Vec<(&'static str, &'static str, Vec<&'static str>)> {
    use halma_rules::{CampKind, Color, RepetitionRule, Variant};
    let colours: Vec<&str> = Color::ALL.iter().map(|c| c.name()).collect();
    let colour_choices: Vec<&str> = [
        ColourChoice::White,
        ColourChoice::Black,
        ColourChoice::Random,
    ]
    .iter()
    .map(|c| c.as_str())
    .collect();
    let variants = Variant::ALL.iter().map(|v| v.id()).collect::<Vec<_>>();
    // A game's id: the two-player games' and the games on seats'.
    let games: Vec<&str> = variants
        .iter()
        .copied()
        .chain(halma_rules::SeatVariant::ALL.iter().map(|v| v.id()))
        .collect();
    let seat_colours: Vec<&str> = halma_rules::Colour::ALL.iter().map(|c| c.name()).collect();
    // The poster's colour: a two-player side or a seat's, or random.
    let offer_colours: Vec<&str> = colour_choices
        .iter()
        .copied()
        .chain(
            seat_colours
                .iter()
                .copied()
                .filter(|c| !colour_choices.contains(c)),
        )
        .collect();
    let seat_states: Vec<&str> = [SeatState::Playing, SeatState::Finished, SeatState::Left]
        .iter()
        .map(|s| s.as_str())
        .collect();
    let statuses = [GameStatus::Active, GameStatus::Claim, GameStatus::Finished]
        .iter()
        .map(|s| s.as_str())
        .collect::<Vec<_>>();
    let clocks = vec![ClockKind::PerMove.as_str(), ClockKind::Bank.as_str()];
    let camps = vec![CampKind::Deadline.name(), CampKind::Fill.name()];
    let repetitions = vec![RepetitionRule::Auto.name(), RepetitionRule::Claim.name()];
    let winners = [Some(Color::White), Some(Color::Black), None]
        .into_iter()
        .map(winner_column)
        .collect();
    let results = [Some(Color::White), Some(Color::Black), None]
        .into_iter()
        .map(result_text)
        .collect();
    vec![
        ("GameLine", "variant", variants.clone()),
        ("GameLine", "colour", colours.clone()),
        ("GameLine", "status", statuses.clone()),
        ("GameJson", "variant", games.clone()),
        ("GameJson", "repetition", repetitions.clone()),
        ("GameJson", "status", statuses),
        ("GameJson", "turn", seat_colours.clone()),
        ("SeatJson", "colour", seat_colours),
        ("SeatJson", "state", seat_states),
        ("ResultJson", "winner", winners),
        (
            "ResultJson",
            "termination",
            Termination::ALL.iter().map(|t| t.as_str()).collect(),
        ),
        ("ResultJson", "result", results),
        ("ClockJson", "kind", clocks.clone()),
        ("ClockJson", "weekends", WEEKENDS.to_vec()),
        ("ClockJson", "vacation", VACATION.to_vec()),
        ("OfferJson", "variant", variants.clone()),
        ("OfferJson", "poster_colour", colour_choices.clone()),
        ("OfferBody", "game", games.clone()),
        ("OfferBody", "partners", vec!["on", "off"]),
        ("OfferBody", "points", vec!["pass-through", "rest"]),
        ("OfferBody", "camp", camps),
        ("OfferBody", "repetition", repetitions),
        ("OfferBody", "colour", offer_colours),
        ("OfferBody", "clock", clocks),
        ("OfferBody", "weekends", WEEKENDS.to_vec()),
        ("OfferBody", "vacation", VACATION.to_vec()),
        ("DrawBody", "action", DRAW_ACTIONS.to_vec()),
    ]
}

/// `weekends`: whether the clock runs on weekends.
const WEEKENDS: [&str; 2] = ["on", "off"];
/// `vacation`: whether the players' vacation stops the clock.
const VACATION: [&str; 2] = ["allowed", "forbidden"];
/// `action` of `/draw`.
const DRAW_ACTIONS: [&str; 3] = ["offer", "accept", "decline"];
/// `turn` of `/games`.
const TURNS: [&str; 2] = ["mine", "any"];

/// `(schema, property, least, most)`: the whole numbers with bounds.
fn number_fields() -> Vec<(&'static str, &'static str, i64, Option<i64>)> {
    use crate::domain::clock::{DAYS, INCREMENT, MAX_CAP};
    vec![
        ("MoveBody", "ply", 0, None),
        ("PlyBody", "ply", 0, None),
        ("DrawBody", "ply", 0, None),
        ("OfferBody", "days", *DAYS.start(), Some(*DAYS.end())),
        (
            "OfferBody",
            "increment",
            *INCREMENT.start(),
            Some(*INCREMENT.end()),
        ),
        ("OfferBody", "cap", *DAYS.start(), Some(MAX_CAP)),
    ]
}

impl utoipa::Modify for Accepted {
    fn modify(&self, doc: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::{
            schema::{Schema, SchemaType, Type},
            RefOr,
        };
        let Some(components) = doc.components.as_mut() else {
            return;
        };
        let mut property =
            |schema: &str,
             name: &str,
             change: &mut dyn FnMut(&mut utoipa::openapi::schema::Object)| {
                if let Some(RefOr::T(Schema::Object(object))) = components.schemas.get_mut(schema) {
                    if let Some(RefOr::T(Schema::Object(field))) = object.properties.get_mut(name) {
                        change(field);
                    }
                }
            };
        for (schema, name, words) in word_fields() {
            property(schema, name, &mut |field| {
                let mut values: Vec<serde_json::Value> =
                    words.iter().map(|w| (*w).into()).collect();
                // A field that may be missing or null says so in its type;
                // its list of values then holds null as well.
                if matches!(&field.schema_type, SchemaType::Array(types) if types.contains(&Type::Null))
                {
                    values.push(serde_json::Value::Null);
                }
                field.enum_values = Some(values);
            });
        }
        for (schema, name, least, most) in number_fields() {
            property(schema, name, &mut |field| {
                field.minimum = Some(utoipa::Number::Int(least as isize));
                field.maximum = most.map(|m| utoipa::Number::Int(m as isize));
            });
        }
        for path in doc.paths.paths.values_mut() {
            let Some(get) = path.get.as_mut() else {
                continue;
            };
            for parameter in get.parameters.iter_mut().flatten() {
                if parameter.name == "turn" {
                    if let Some(RefOr::T(Schema::Object(field))) = parameter.schema.as_mut() {
                        field.enum_values = Some(TURNS.iter().map(|w| (*w).into()).collect());
                    }
                }
            }
        }
    }
}

/// Reads a whole number the way JSON Schema counts one: `3` and `3.0` alike
/// (some JSON writers send every number with a fraction), but not `3.5`.
fn whole_number<'de, D: serde::Deserializer<'de>>(d: D) -> Result<i64, D::Error> {
    let number = serde_json::Number::deserialize(d)?;
    whole(&number)
        .ok_or_else(|| serde::de::Error::custom(format!("expected a whole number, not {number}")))
}

/// [`whole_number`] for a field that may be left out or null.
fn maybe_whole_number<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<i64>, D::Error> {
    match Option::<serde_json::Number>::deserialize(d)? {
        None => Ok(None),
        Some(number) => whole(&number).map(Some).ok_or_else(|| {
            serde::de::Error::custom(format!("expected a whole number, not {number}"))
        }),
    }
}

fn whole(number: &serde_json::Number) -> Option<i64> {
    // Beyond 2^53 a float no longer holds every whole number exactly.
    const EXACT: f64 = 9_007_199_254_740_992.0;
    number.as_i64().or_else(|| {
        number
            .as_f64()
            .filter(|f| f.fract() == 0.0 && f.abs() <= EXACT)
            .map(|f| f as i64)
    })
}

/// The bearer token every endpoint takes.
struct BearerToken;

impl utoipa::Modify for BearerToken {
    fn modify(&self, doc: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
        let components = doc.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "token",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()),
        );
    }
}

async fn openapi() -> Json<utoipa::openapi::OpenApi> {
    Json(ApiDoc::openapi())
}

/// The endpoints, to be nested at `/api/v1`. Their answers are never cached.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/openapi.json", get(openapi))
        .route("/me", get(me))
        .route("/games", get(games))
        .route("/games/{id}", get(game))
        .route("/games/{id}/move", post(submit))
        .route("/games/{id}/resign", post(resign))
        .route("/games/{id}/draw", post(draw))
        .route("/games/{id}/record", get(record))
        .route(
            "/games/{id}/events",
            get(crate::notifications::live::game_events),
        )
        .route("/offers", get(offers).post(post_offer))
        .route("/offers/{id}/join", post(join))
        .fallback(not_found)
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ))
}

/// An API answer that is not a success.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    code: &'static str,
    message: String,
    /// Seconds, for a 429.
    retry_after: Option<u64>,
    /// The refusal the message says, to be said again in the reader's
    /// language by [`in_reader_language`].
    refusal: Option<Refusal>,
    /// The terms error the message says, likewise (boxed: an error stays
    /// small).
    terms: Option<Box<TermsError>>,
    /// The message's words in the locales (`locales/<lang>/api.ftl`), likewise.
    words: Option<Box<ApiWords>>,
}

/// An API message of the locales: its id and its variables.
#[derive(Debug, Clone)]
struct ApiWords {
    code: &'static str,
    id: &'static str,
    args: Vec<(&'static str, String)>,
}

impl ApiWords {
    fn say(&self, lang: crate::i18n::Lang) -> String {
        let args: Vec<(
            &'static str,
            fluent_templates::fluent_bundle::FluentValue<'_>,
        )> = self
            .args
            .iter()
            .map(|(k, v)| (*k, v.as_str().into()))
            .collect();
        crate::i18n::t_args(lang, self.id, &args)
    }
}

#[derive(Serialize, ToSchema)]
struct ErrorBody<'a> {
    code: &'a str,
    message: &'a str,
}

impl ApiError {
    fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        Self {
            status,
            code,
            message: message.into(),
            retry_after: None,
            refusal: None,
            terms: None,
            words: None,
        }
    }

    /// An answer whose message is `id` of the locales with `args`: English
    /// here, said again in the reader's language by [`in_reader_language`].
    fn said(
        status: StatusCode,
        code: &'static str,
        id: &'static str,
        args: &[(&'static str, String)],
    ) -> Self {
        let words = ApiWords {
            code,
            id,
            args: args.to_vec(),
        };
        Self {
            words: Some(Box::new(words.clone())),
            ..Self::new(status, code, words.say(crate::i18n::Lang::ENGLISH))
        }
    }

    fn unauthorized() -> Self {
        Self::said(
            StatusCode::UNAUTHORIZED,
            "unauthorized",
            "api-unauthorized",
            &[],
        )
    }
}

impl ApiError {
    fn too_many(per_minute: u32, retry_after: u64) -> Self {
        Self {
            retry_after: Some(retry_after),
            ..Self::said(
                StatusCode::TOO_MANY_REQUESTS,
                "too_many_requests",
                "api-too-many-requests",
                &[
                    ("count", per_minute.to_string()),
                    ("seconds", retry_after.to_string()),
                ],
            )
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorBody {
            code: self.code,
            message: &self.message,
        };
        let mut response = (self.status, Json(body)).into_response();
        if let Some(refusal) = self.refusal {
            response.extensions_mut().insert(ApiRefusal(refusal));
        }
        if let Some(terms) = self.terms {
            response.extensions_mut().insert(ApiTerms(*terms));
        }
        if let Some(words) = self.words {
            response.extensions_mut().insert(*words);
        }
        if let Some(seconds) = self.retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        if self.status == StatusCode::UNAUTHORIZED {
            response
                .headers_mut()
                .insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
        }
        response
    }
}

impl From<Refusal> for ApiError {
    fn from(r: Refusal) -> Self {
        Self {
            refusal: Some(r.clone()),
            ..Self::new(status_of(r.kind()), r.code(), r.message())
        }
    }
}

/// The refusal an error answer says (see [`ApiError`]).
#[derive(Clone)]
struct ApiRefusal(Refusal);

/// The terms error an error answer says (see [`ApiError`]).
#[derive(Clone)]
struct ApiTerms(TermsError);

/// Middleware of the API: a refusal's `message` in the language of the
/// request's `Accept-Language` (else the site's default); its `code` stays.
pub async fn in_reader_language(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let lang = crate::sessions::visit_of(request.extensions())
        .map(|visit| visit.language().for_api())
        .unwrap_or_default();
    let response = next.run(request).await;
    if lang == crate::i18n::Lang::ENGLISH {
        return response;
    }
    let extensions = response.extensions();
    let (code, message) = match (
        extensions.get::<ApiRefusal>(),
        extensions.get::<ApiTerms>(),
        extensions.get::<ApiWords>(),
    ) {
        (Some(ApiRefusal(refusal)), _, _) => {
            (refusal.code(), crate::i18n::refusal_message(refusal, lang))
        }
        (None, Some(ApiTerms(terms)), _) => (
            terms.field.code(),
            crate::room_words::terms_message(lang, terms),
        ),
        (None, None, Some(words)) => (words.code, words.say(lang)),
        (None, None, None) => return response,
    };
    let body = ErrorBody {
        code,
        message: &message,
    };
    let (mut parts, _) = response.into_parts();
    let Ok(bytes) = serde_json::to_vec(&body) else {
        return Response::from_parts(parts, axum::body::Body::empty());
    };
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, axum::body::Body::from(bytes))
}

impl From<DomainError> for ApiError {
    fn from(e: DomainError) -> Self {
        match e {
            DomainError::Refused(r) => r.into(),
            DomainError::Fault(e) if crate::store::unavailable(&e) => {
                tracing::warn!(
                    error = format!("{e:#}"),
                    "database unavailable: asked to try again"
                );
                let mut unavailable = ApiError::said(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "unavailable",
                    "api-unavailable",
                    &[],
                );
                unavailable.retry_after = Some(u64::from(crate::error::BUSY_RETRY_AFTER));
                unavailable
            }
            DomainError::Fault(e) => {
                tracing::error!(error = format!("{e:#}"), "API request failed");
                fault()
            }
        }
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> Self {
        DomainError::from(e).into()
    }
}

fn fault() -> ApiError {
    ApiError::said(
        StatusCode::INTERNAL_SERVER_ERROR,
        "internal",
        "api-internal",
        &[],
    )
}

/// A JSON body, or the API's own answer to one that is not.
fn body<T>(sent: Result<Json<T>, JsonRejection>) -> Result<T, ApiError> {
    sent.map(|Json(t)| t).map_err(|e| {
        ApiError::said(
            StatusCode::BAD_REQUEST,
            "bad_request",
            "api-bad-body",
            &[("detail", e.body_text())],
        )
    })
}

fn game_id(id: &str) -> Result<GameId, ApiError> {
    id.parse::<uuid::Uuid>()
        .map(GameId)
        .map_err(|_| Refusal::NotFound.into())
}

async fn not_found() -> ApiError {
    ApiError::said(StatusCode::NOT_FOUND, "not_found", "api-no-endpoint", &[])
}

/// The token's owner.
pub struct ApiUser(pub User);

impl FromRequestParts<AppState> for ApiUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let token = parts
            .headers
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .map(str::trim)
            .filter(|t| t.starts_with(TOKEN_PREFIX) && t.len() <= 128)
            .ok_or_else(ApiError::unauthorized)?;
        let hash = token_hash(token);
        let user = state
            .store
            .tokens()
            .user_by_token(&hash)
            .await?
            .ok_or_else(ApiError::unauthorized)?;
        // Only live tokens are counted, so the limiter holds one entry a token.
        if let Err(not_until) = state.api_limiter.0.check_key(&hash) {
            let wait = not_until.wait_time_from(governor::clock::DefaultClock::default().now());
            return Err(ApiError::too_many(
                state.config.api_requests_per_minute,
                wait.as_secs().max(1),
            ));
        }
        Ok(ApiUser(user))
    }
}

#[derive(Serialize, ToSchema)]
struct Me {
    id: String,
    username: String,
    is_admin: bool,
}

#[utoipa::path(get, path = "/api/v1/me", security(("token" = [])), responses(
    (status = 200, description = "Who the token belongs to.", body = Me),
    (status = "4XX", description = "A refusal: its code and words.", body = ErrorBody),
))]
async fn me(ApiUser(user): ApiUser) -> Json<Me> {
    Json(Me {
        id: user.id.to_string(),
        username: user.username,
        is_admin: user.is_admin,
    })
}

#[derive(Deserialize)]
struct GamesQuery {
    turn: Option<String>,
}

/// One of the player's games, as the list shows it.
#[derive(Serialize, ToSchema)]
struct GameLine {
    id: String,
    variant: String,
    colour: &'static str,
    opponent: String,
    ply: i64,
    your_turn: bool,
    deadline: String,
    status: &'static str,
}

impl GameLine {
    fn of(g: &GameSummary, me: &User) -> Self {
        Self {
            id: g.id.to_string(),
            variant: g.rules.variant.id().to_owned(),
            colour: g.my_colour.name(),
            opponent: g.opponent.name.clone(),
            ply: g.ply,
            your_turn: g.to_move == Some(me.id),
            deadline: rfc3339(g.turn_deadline),
            status: g.status.as_str(),
        }
    }
}

/// `?turn=mine`: the games where it is your turn, most urgent first;
/// otherwise every game in play (yours to move first).
#[utoipa::path(get, path = "/api/v1/games", params(("turn" = Option<String>, Query, description = "`mine` or `any`")), security(("token" = [])), responses(
    (status = 200, description = "Your games in play (`turn=mine`: those where it is your turn, most urgent first).", body = Vec<GameLine>),
    (status = "4XX", description = "A refusal: its code and words.", body = ErrorBody),
))]
async fn games(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Query(query): Query<GamesQuery>,
) -> Result<Json<Vec<GameLine>>, ApiError> {
    let store = state.store.games();
    let mut games = store.games_to_move(user.id).await?;
    match query.turn.as_deref() {
        Some("mine") => {}
        None | Some("any") => games.extend(store.games_waiting(user.id).await?),
        Some(_) => {
            return Err(ApiError::said(
                StatusCode::BAD_REQUEST,
                "bad_request",
                "api-bad-turn",
                &[("one", TURNS[0].to_owned()), ("other", TURNS[1].to_owned())],
            ))
        }
    }
    Ok(Json(games.iter().map(|g| GameLine::of(g, &user)).collect()))
}

#[derive(Serialize, ToSchema)]
struct Players {
    white: String,
    black: String,
}

#[derive(Serialize, ToSchema)]
struct ResultJson {
    /// `white`, `black` or `none`.
    winner: &'static str,
    /// The termination kind, e.g. `target_reached`, `time`.
    termination: &'static str,
    /// `1-0`, `0-1` or `1/2-1/2`.
    result: &'static str,
    words: String,
}

/// A game's or an offer's clock.
#[derive(Serialize, ToSchema)]
struct ClockJson {
    /// `per-move` or `bank`.
    kind: &'static str,
    /// Days per move, or the days a bank starts with.
    days: i64,
    /// A bank's days added after each move (0 for a clock per move).
    increment: i64,
    /// The most days a bank holds (0 for a clock per move).
    cap: i64,
    /// `on` (the clock runs on weekends) or `off`.
    weekends: &'static str,
    /// `allowed` or `forbidden`.
    vacation: &'static str,
    /// The clock in words.
    words: String,
}

impl ClockJson {
    fn of(days: i64, terms: &ClockTerms) -> Self {
        ClockJson {
            kind: terms.kind.as_str(),
            days,
            increment: terms.increment,
            cap: terms.cap,
            weekends: if terms.weekends_off { "off" } else { "on" },
            vacation: if terms.vacation {
                "allowed"
            } else {
                "forbidden"
            },
            words: describe::clock(days, terms),
        }
    }
}

/// A game as a program needs it.
#[derive(Serialize, ToSchema)]
struct GameJson {
    id: String,
    variant: String,
    house_rules: String,
    days_per_move: i64,
    /// The camp rule as a record writes it: `deadline 50` or `fill`.
    camp: String,
    /// The repetition rule: `auto` or `claim`.
    repetition: String,
    clock: ClockJson,
    players: Players,
    /// The position in RULES.md's text format.
    position: String,
    ply: i64,
    status: &'static str,
    /// The colour to move while the game is in play.
    turn: Option<&'static str>,
    /// When the player to move runs out of time.
    deadline: Option<String>,
    draw_offered_by: Option<String>,
    /// The legal moves, when it is the asking player's turn.
    legal_moves: Option<Vec<String>>,
    /// A two-player game's result (a game for more than two places its
    /// seats instead: see `seats`).
    result: Option<ResultJson>,
    /// The players, one a seat in turn order (White and Black in a
    /// two-player game).
    seats: Vec<SeatJson>,
}

/// A seat of a game: its player, colour and state.
#[derive(Serialize, ToSchema)]
struct SeatJson {
    /// 1 for the first in turn order.
    seat: i64,
    /// `white`, `red`, …
    colour: &'static str,
    user: String,
    /// `playing`, `finished` (all its pieces home, or its target filled) or
    /// `left` (resigned or ran out of time).
    state: &'static str,
    /// Once a game for more than two is over: 1 for the winners, 2 for the
    /// others; none in a draw and in a two-player game (see `result`).
    place: Option<i64>,
}

fn rfc3339(at: time::OffsetDateTime) -> String {
    at.format(&time::format_description::well_known::Rfc3339)
        .unwrap_or_default()
}

fn result_json(row: &GameRow, verdict: &Verdict) -> ResultJson {
    ResultJson {
        winner: winner_column(verdict.winner),
        termination: verdict.termination.as_str(),
        result: verdict.result(),
        words: verdict.describe(&row.rules),
    }
}

fn game_json(state: &GameState, viewer: &User) -> GameJson {
    let row = &state.row;
    let playing = row.status == GameStatus::Active;
    let name_of = |id| {
        [&row.white, &row.black]
            .into_iter()
            .find(|p| p.id == id)
            .map(|p| p.name.clone())
    };
    GameJson {
        id: row.id.to_string(),
        variant: row.rules.variant.id().to_owned(),
        house_rules: describe::house_rules(&row.rules),
        days_per_move: row.days_per_move,
        camp: row.rules.camp.to_string(),
        repetition: row.rules.repetition.to_string(),
        clock: ClockJson::of(row.days_per_move, &row.clock),
        players: Players {
            white: row.white.name.clone(),
            black: row.black.name.clone(),
        },
        position: row.position.clone(),
        ply: row.ply,
        status: row.status.as_str(),
        turn: playing.then(|| state.turn().name()),
        deadline: playing.then(|| rfc3339(row.turn_deadline)),
        draw_offered_by: row.draw_offered_by.and_then(name_of),
        legal_moves: (playing && row.to_move == Some(viewer.id)).then(|| {
            state
                .position()
                .legal_moves()
                .iter()
                .map(ToString::to_string)
                .collect()
        }),
        result: row.verdict.as_ref().map(|v| result_json(row, v)),
        seats: [(1, &row.white, "white"), (2, &row.black, "black")]
            .into_iter()
            .map(|(seat, p, colour)| SeatJson {
                seat,
                colour,
                user: p.name.clone(),
                state: SeatState::Playing.as_str(),
                place: None,
            })
            .collect(),
    }
}

/// A game for more than two as a program needs it: the same fields, with
/// `players` naming the white and black seats' players where the game has
/// them (empty where not), and every seat in `seats`.
fn seat_game_json(table: &SeatTable, viewer: &User) -> GameJson {
    let row = &table.row;
    let playing = row.status == GameStatus::Active;
    let board = row.rules.variant.board();
    let name_of = |colour: halma_rules::Colour| {
        table
            .seat(colour)
            .map(|s| s.player.name.clone())
            .unwrap_or_default()
    };
    let to_move = table.seat_to_move();
    GameJson {
        id: row.id.to_string(),
        variant: row.rules.variant.id().to_owned(),
        house_rules: crate::seat_room::house_rules(&row.rules),
        days_per_move: row.days_per_move,
        camp: "fill".to_owned(),
        repetition: "auto".to_owned(),
        clock: ClockJson::of(row.days_per_move, &row.clock),
        players: Players {
            white: name_of(halma_rules::Colour::White),
            black: name_of(halma_rules::Colour::Black),
        },
        position: row.position.clone(),
        ply: row.ply,
        status: row.status.as_str(),
        turn: to_move.map(|s| s.colour.name()),
        deadline: playing.then(|| rfc3339(row.turn_deadline)),
        draw_offered_by: None,
        legal_moves: to_move.filter(|s| s.player.id == viewer.id).map(|_| {
            table
                .position()
                .legal_moves()
                .iter()
                .map(|m| board.move_text(m).to_string())
                .collect()
        }),
        result: None,
        seats: row
            .seats
            .iter()
            .map(|s| SeatJson {
                seat: s.seat,
                colour: s.colour.name(),
                user: s.player.name.clone(),
                state: s.state.as_str(),
                place: s.place,
            })
            .collect(),
    }
}

/// A game of either kind, as a program needs it.
async fn any_game_json(
    store: &dyn crate::store::Store,
    id: crate::store::GameId,
    viewer: &User,
) -> Result<GameJson, ApiError> {
    match GameState::load(store, id).await {
        Ok(game) => Ok(game_json(&game, viewer)),
        Err(DomainError::Refused(Refusal::NotFound)) => {
            let table = SeatTable::load(store, id).await?;
            Ok(seat_game_json(&table, viewer))
        }
        Err(e) => Err(e.into()),
    }
}

#[utoipa::path(get, path = "/api/v1/games/{id}", params(("id" = String, Path, description = "The game")), security(("token" = [])), responses(
    (status = 200, description = "A game.", body = GameJson),
    (status = "4XX", description = "A refusal: its code and words.", body = ErrorBody),
))]
async fn game(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(id): Path<String>,
) -> Result<Json<GameJson>, ApiError> {
    Ok(Json(
        any_game_json(state.store.as_ref(), game_id(&id)?, &user).await?,
    ))
}

#[derive(Deserialize, ToSchema)]
struct MoveBody {
    /// The ply the program last saw (its `ply`).
    #[serde(deserialize_with = "whole_number")]
    ply: i64,
    /// `g2-f3`, `h1-f3-d5`.
    path: String,
    #[serde(default)]
    offer_draw: bool,
}

/// Submit: the game as it is after the move (and the pass, if one was added).
#[utoipa::path(post, path = "/api/v1/games/{id}/move", params(("id" = String, Path, description = "The game")), request_body = MoveBody, security(("token" = [])), responses(
    (status = 200, description = "Submit a move.", body = GameJson),
    (status = "4XX", description = "A refusal: its code and words.", body = ErrorBody),
))]
async fn submit(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(id): Path<String>,
    sent: Result<Json<MoveBody>, JsonRejection>,
) -> Result<Json<GameJson>, ApiError> {
    let id = game_id(&id)?;
    let sent = body(sent)?;
    if sent.path.len() > 4 * halma_rules::MAX_PATH {
        return Err(Refusal::NotAMove("No move has so many squares".to_owned()).into());
    }
    let store = state.store.as_ref();
    let played = play::submit(
        store,
        state.config.vacation_policy(),
        play::Submit {
            game: id,
            actor: user.id,
            ply: sent.ply,
            path: &sent.path,
            offer_draw: sent.offer_draw,
        },
        store::now(),
    )
    .await;
    match played {
        // Not a two-player game: a seat's move in a game for more than two.
        Err(DomainError::Refused(Refusal::NotFound)) => {
            seat_play::submit(
                store,
                seat_play::SeatSubmit {
                    game: id,
                    actor: user.id,
                    ply: sent.ply,
                    path: &sent.path,
                },
                store::now(),
            )
            .await?;
        }
        other => {
            other?;
        }
    }
    Ok(Json(any_game_json(store, id, &user).await?))
}

#[derive(Deserialize, ToSchema)]
struct PlyBody {
    #[serde(deserialize_with = "whole_number")]
    ply: i64,
}

#[utoipa::path(post, path = "/api/v1/games/{id}/resign", params(("id" = String, Path, description = "The game")), request_body = PlyBody, security(("token" = [])), responses(
    (status = 200, description = "Resign.", body = GameJson),
    (status = "4XX", description = "A refusal: its code and words.", body = ErrorBody),
))]
async fn resign(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(id): Path<String>,
    sent: Result<Json<PlyBody>, JsonRejection>,
) -> Result<Json<GameJson>, ApiError> {
    let id = game_id(&id)?;
    let sent = body(sent)?;
    let store = state.store.as_ref();
    match play::resign(store, id, user.id, sent.ply, store::now()).await {
        Err(DomainError::Refused(Refusal::NotFound)) => {
            seat_play::resign(store, id, user.id, sent.ply, store::now()).await?;
        }
        other => {
            other?;
        }
    }
    Ok(Json(any_game_json(store, id, &user).await?))
}

#[derive(Deserialize, ToSchema)]
struct DrawBody {
    #[serde(deserialize_with = "whole_number")]
    ply: i64,
    /// `offer`, `accept` or `decline`.
    action: String,
}

#[utoipa::path(post, path = "/api/v1/games/{id}/draw", params(("id" = String, Path, description = "The game")), request_body = DrawBody, security(("token" = [])), responses(
    (status = 200, description = "Offer, accept or decline a draw.", body = GameJson),
    (status = "4XX", description = "A refusal: its code and words.", body = ErrorBody),
))]
async fn draw(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(id): Path<String>,
    sent: Result<Json<DrawBody>, JsonRejection>,
) -> Result<Json<GameJson>, ApiError> {
    let id = game_id(&id)?;
    let sent = body(sent)?;
    let action: DrawAction = sent.action.parse().map_err(|()| {
        ApiError::said(
            StatusCode::BAD_REQUEST,
            "bad_request",
            "api-bad-action",
            &[],
        )
    })?;
    let store = state.store.as_ref();
    let done = play::draw(
        store,
        state.config.vacation_policy(),
        id,
        user.id,
        sent.ply,
        action,
        store::now(),
    )
    .await;
    match done {
        // In a game for more than two, offering and accepting agree to a
        // draw; declining takes one's agreement back.
        Err(DomainError::Refused(Refusal::NotFound)) => {
            seat_play::agree_to_draw(
                store,
                id,
                user.id,
                sent.ply,
                action != DrawAction::Decline,
                store::now(),
            )
            .await?;
        }
        other => other?,
    }
    Ok(Json(any_game_json(store, id, &user).await?))
}

/// The game record, as the page's download gives it (text).
#[utoipa::path(get, path = "/api/v1/games/{id}/record", params(("id" = String, Path, description = "The game")), security(("token" = [])), responses(
    (status = 200, description = "The game record, as text.", body = String, content_type = "text/plain"),
    (status = "4XX", description = "A refusal: its code and words.", body = ErrorBody),
))]
async fn record(
    State(state): State<AppState>,
    ApiUser(_): ApiUser,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let id = game_id(&id)?;
    let text = match GameState::load(state.store.as_ref(), id).await {
        Err(DomainError::Refused(Refusal::NotFound)) => SeatTable::load(state.store.as_ref(), id)
            .await?
            .record_text(),
        other => other?.record_text()?,
    };
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response())
}

/// An offer in the waiting room.
#[derive(Serialize, ToSchema)]
struct OfferJson {
    id: String,
    poster: String,
    variant: String,
    house_rules: String,
    /// The colour the poster plays: `white`, `black` or `random`.
    poster_colour: &'static str,
    days_per_move: i64,
    clock: ClockJson,
    /// The one player invited, if any.
    invited: Option<String>,
}

impl From<&OfferRow> for OfferJson {
    fn from(o: &OfferRow) -> Self {
        Self {
            id: o.id.to_string(),
            poster: o.poster.name.clone(),
            variant: o.rules.variant.id().to_owned(),
            house_rules: describe::house_rules(&o.rules),
            poster_colour: o.colour.as_str(),
            days_per_move: o.days_per_move,
            clock: ClockJson::of(o.days_per_move, &o.clock),
            invited: o.invited.as_ref().map(|p| p.name.clone()),
        }
    }
}

#[derive(Serialize, ToSchema)]
struct OffersJson {
    /// Open games of others anyone may join, oldest first.
    open: Vec<OfferJson>,
    /// Invitations to you.
    invitations: Vec<OfferJson>,
    /// Your own offers.
    yours: Vec<OfferJson>,
    /// The games for more than two waiting for players, with their seats,
    /// oldest first.
    seat_games: Vec<SeatOfferJson>,
}

/// A game for more than two in the waiting room.
#[derive(Serialize, ToSchema)]
struct SeatOfferJson {
    id: String,
    poster: String,
    variant: String,
    house_rules: String,
    days_per_move: i64,
    clock: ClockJson,
    /// One a seat, in turn order.
    seats: Vec<OfferSeatJson>,
    /// Whether a seat waits for you (one you are invited to, or an open one).
    you_may_join: bool,
    /// Whether you sit at it.
    you_sit: bool,
}

/// A seat of an offer: who sits in it, or who it is kept for; neither for
/// an open seat.
#[derive(Serialize, ToSchema)]
struct OfferSeatJson {
    seat: i64,
    player: Option<String>,
    invited: Option<String>,
}

impl SeatOfferJson {
    fn of(o: &store::SeatOfferRow, viewer: store::UserId) -> Self {
        SeatOfferJson {
            id: o.id.to_string(),
            poster: o.poster.name.clone(),
            variant: o.rules.variant.id().to_owned(),
            house_rules: crate::seat_room::house_rules(&o.rules),
            days_per_move: o.days_per_move,
            clock: ClockJson::of(o.days_per_move, &o.clock),
            seats: o
                .seats
                .iter()
                .map(|s| OfferSeatJson {
                    seat: s.seat,
                    player: s.player.as_ref().map(|p| p.name.clone()),
                    invited: s.invited.as_ref().map(|p| p.name.clone()),
                })
                .collect(),
            you_may_join: o.has_seat_for(viewer),
            you_sit: o.seats_player(viewer),
        }
    }
}

#[utoipa::path(get, path = "/api/v1/offers", security(("token" = [])), responses(
    (status = 200, description = "The waiting room.", body = OffersJson),
    (status = "4XX", description = "A refusal: its code and words.", body = ErrorBody),
))]
async fn offers(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
) -> Result<Json<OffersJson>, ApiError> {
    let store = state.store.offers();
    let list = |rows: Vec<OfferRow>| rows.iter().map(OfferJson::from).collect();
    let (invitations, yours) = store.player_offers(user.id).await?;
    Ok(Json(OffersJson {
        open: list(store.open_offers(user.id).await?),
        invitations: list(invitations),
        yours: list(yours),
        seat_games: state
            .store
            .seat_offers()
            .seat_offers(crate::seat_room::LISTED)
            .await?
            .iter()
            .map(|o| SeatOfferJson::of(o, user.id))
            .collect(),
    }))
}

/// A game to post, as the New game form has it.
#[derive(Deserialize, ToSchema)]
struct OfferBody {
    game: String,
    camp: Option<String>,
    repetition: Option<String>,
    colour: Option<String>,
    #[serde(default, deserialize_with = "maybe_whole_number")]
    days: Option<i64>,
    opponent: Option<String>,
    /// Whether the game is rated (default true).
    rated: Option<bool>,
    /// `per-move` (the default) or `bank`.
    clock: Option<String>,
    /// A bank's days added after each move, 0–7 (default 0).
    #[serde(default, deserialize_with = "maybe_whole_number")]
    increment: Option<i64>,
    /// The most days a bank holds, at least `days` (default `days`).
    #[serde(default, deserialize_with = "maybe_whole_number")]
    cap: Option<i64>,
    /// `on` (the default) or `off`.
    weekends: Option<String>,
    /// `allowed` (the default) or `forbidden`.
    vacation: Option<String>,
    /// A game for four: `on` (seats 1 and 3 against 2 and 4) or `off` (the
    /// default).
    partners: Option<String>,
    /// The star: `pass-through` (the default) or `rest`.
    points: Option<String>,
}

#[derive(Serialize, ToSchema)]
struct PostedJson {
    id: String,
    invitation: bool,
    /// The game, when the invitation was taken at once (by a computer
    /// player): the offer is gone and the game has started.
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<String>,
}

#[utoipa::path(post, path = "/api/v1/offers", request_body = OfferBody, security(("token" = [])), responses(
    (status = 201, description = "Post a game.", body = PostedJson),
    (status = "4XX", description = "A refusal: its code and words.", body = ErrorBody),
))]
async fn post_offer(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    sent: Result<Json<OfferBody>, JsonRejection>,
) -> Result<(StatusCode, Json<PostedJson>), ApiError> {
    let sent = body(sent)?;
    let game = Some(sent.game.clone());
    let too_long = [
        ("game", &game),
        ("camp", &sent.camp),
        ("repetition", &sent.repetition),
        ("colour", &sent.colour),
        ("clock", &sent.clock),
        ("weekends", &sent.weekends),
        ("vacation", &sent.vacation),
        ("partners", &sent.partners),
        ("points", &sent.points),
    ]
    .into_iter()
    .map(|(field, f)| (field, f, 40))
    // The players invited to a game for six: five names and their commas.
    .chain([("opponent", &sent.opponent, 110)])
    .find(|(_, f, most)| f.as_ref().is_some_and(|t| t.chars().count() > *most));
    if let Some((field, _, most)) = too_long {
        return Err(ApiError::said(
            StatusCode::BAD_REQUEST,
            "field_too_long",
            "api-field-too-long",
            &[("field", field.to_owned()), ("count", most.to_string())],
        ));
    }
    // Each bad field answered with its own code (`invalid_days`, …).
    let invalid = |e: TermsError| ApiError {
        terms: Some(Box::new(e.clone())),
        ..ApiError::new(StatusCode::BAD_REQUEST, e.field.code(), e.message)
    };
    let fields = GameFields {
        game: Some(sent.game),
        camp: sent.camp,
        repetition: sent.repetition,
        colour: sent.colour,
        days: sent.days.map(|d| d.to_string()),
        opponent: sent.opponent,
        rated: sent.rated.map(|r| if r { "yes" } else { "no" }.to_owned()),
        range: None,
        clock: sent.clock,
        increment: sent.increment.map(|d| d.to_string()),
        cap: sent.cap.map(|d| d.to_string()),
        weekends: sent.weekends,
        vacation: sent.vacation,
        partners: sent.partners,
        points: sent.points,
    };
    if let Some(seat_rules) = crate::domain::terms::parse_seat_rules(&fields) {
        // A game for more than two: its seats, the poster in one.
        let rules = seat_rules.map_err(invalid)?;
        let (colour, days_per_move, rated, invite) =
            crate::seat_room::post_terms(&fields, rules).map_err(invalid)?;
        let clock = crate::seat_room::per_move_clock(&fields, days_per_move).map_err(invalid)?;
        let offer = crate::domain::seat_offers::post(
            state.store.as_ref(),
            crate::domain::seat_offers::SeatPost {
                poster: user.id,
                rules,
                colour,
                days_per_move,
                invite: &invite,
                max_open: state.config.max_open_offers,
                rated,
                clock,
            },
            store::now(),
        )
        .await?;
        return Ok((
            StatusCode::CREATED,
            Json(PostedJson {
                id: offer.to_string(),
                invitation: !invite.is_empty(),
                game: None,
            }),
        ));
    }
    let rules = parse_rules(&fields).map_err(invalid)?;
    let days_per_move = parse_days(&fields).map_err(invalid)?;
    let colour = parse_colour(&fields).map_err(invalid)?;
    let rated = parse_rated(&fields).map_err(invalid)?;
    let clock = parse_clock(&fields, days_per_move).map_err(invalid)?;
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
        store::now(),
    )
    .await?;
    Ok((
        StatusCode::CREATED,
        Json(PostedJson {
            id: posted.offer.to_string(),
            invitation: posted.invitation,
            game: posted.game.map(|g| g.to_string()),
        }),
    ))
}

#[derive(Serialize, ToSchema)]
struct JoinedJson {
    game: String,
}

/// A seat taken at a game for more than two that waits for more players.
#[derive(Serialize, ToSchema)]
struct SeatedJson {
    offer: String,
    /// Seats taken, and how many the game has.
    taken: usize,
    seats: usize,
}

/// Joins an offer (or takes an invitation): the game starts at once. At a
/// game for more than two it takes a seat; the last seat starts the game.
#[utoipa::path(post, path = "/api/v1/offers/{id}/join", params(("id" = String, Path, description = "The offer")), security(("token" = [])), responses(
    (status = 201, description = "Join an offer: the game starts.", body = JoinedJson),
    (status = 202, description = "A seat taken at a game for more than two, which waits for more players.", body = SeatedJson),
    (status = "4XX", description = "A refusal: its code and words.", body = ErrorBody),
))]
async fn join(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let offer = id
        .parse::<uuid::Uuid>()
        .map(OfferId)
        .map_err(|_| ApiError::from(Refusal::OfferGone))?;
    let store = state.store.as_ref();
    let game = match waiting_room::join(store, offer, user.id, store::now()).await {
        Err(DomainError::Refused(Refusal::OfferGone)) => {
            match crate::domain::seat_offers::join(store, offer, user.id, store::now()).await? {
                store::Joined::Started(game) => game,
                store::Joined::Seated => {
                    let row = store
                        .seat_offers()
                        .seat_offer(offer)
                        .await?
                        .ok_or_else(|| ApiError::from(Refusal::OfferGone))?;
                    return Ok((
                        StatusCode::ACCEPTED,
                        Json(SeatedJson {
                            offer: offer.to_string(),
                            taken: row.taken(),
                            seats: row.seats.len(),
                        }),
                    )
                        .into_response());
                }
            }
        }
        other => other?,
    };
    Ok((
        StatusCode::CREATED,
        Json(JoinedJson {
            game: game.to_string(),
        }),
    )
        .into_response())
}
