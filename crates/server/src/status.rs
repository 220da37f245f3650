//! The game status page, a player's home: games where it is their turn (most
//! urgent first), games waiting for the opponent, invitations, their own offers,
//! and recently finished games; and the Next game link.
//!
//! Every list is read in one statement (the store's room, `store::room`),
//! each list in it an indexed query (see `store::sql`): the page costs the
//! database that statement and the session.

use askama::Template;
use axum::{
    extract::{RawQuery, State},
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};

use crate::{
    describe,
    domain::vacation,
    error::AppError,
    i18n::{self, Lang},
    store::{now, GameStatus, GameSummary, Room, RoomShown},
    waiting_room::OfferView,
    web::{render, CurrentUser, Page},
    AppState,
};

/// How many finished games the page lists.
pub const FINISHED_SHOWN: i64 = 20;

/// Where Next game sends a player with no game to move in: the status page,
/// with a note saying so.
const NOTHING_NEXT: &str = "/status?next=none";
const NOTHING_NEXT_QUERY: &str = "next=none";

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/status", get(status))
        .route("/next", get(next_game))
}

/// One game, ready for the template.
#[derive(Debug, Clone)]
pub struct GameLine {
    pub id: String,
    pub opponent: String,
    /// The opponent's rating in the game, as shown.
    pub opponent_rating: String,
    pub game_name: String,
    pub game_id: &'static str,
    pub my_colour: String,
    /// The clock or state: "2 days 3 hours left", "draw claim waiting for an
    /// admin", "White wins: all pieces in the opposite yard".
    pub state: String,
    /// For finished games: "won", "lost", "drawn".
    pub outcome: String,
    /// The short game number.
    pub number: String,
    /// Where the game stands: "move 12", or "23 moves" once finished.
    pub move_number: String,
    /// When the last move was made: "3 hours ago", or "no move yet".
    pub last_moved: String,
    /// Whether a draw offer stands, and whose.
    pub draw_offer: Option<String>,
    /// The tournament the game belongs to: its id and name.
    pub tournament: Option<(String, String)>,
}

impl GameLine {
    fn new(game: &GameSummary, state: String, lang: Lang) -> Self {
        let finished = game.status == GameStatus::Finished;
        let at = now();
        let draw_offer = match game.draw_offered_by {
            _ if finished => None,
            None => None,
            Some(by) if by == game.opponent.id => Some(i18n::t(lang, "room-draw-offered-to-you")),
            Some(_) => Some(i18n::t(lang, "room-you-offered-draw")),
        };
        Self {
            number: crate::games::short_number(game.id),
            move_number: describe::move_number_in(lang, game.ply, finished),
            last_moved: if game.ply == 0 {
                i18n::t(lang, "room-no-move-yet")
            } else {
                describe::ago_in(lang, game.turn_started_at, at)
            },
            draw_offer,
            id: game.id.to_string(),
            opponent: game.opponent.name.clone(),
            // Read with the list (a primary-key probe a row).
            opponent_rating: game
                .opponent_rating
                .unwrap_or(crate::domain::ratings::Rating::START)
                .shown(),
            game_name: crate::room_words::game_name_in(lang, game.rules.variant.id()),
            game_id: game.rules.variant.id(),
            my_colour: describe::colour_in(lang, game.my_colour),
            state,
            outcome: String::new(),
            tournament: game
                .tournament
                .as_ref()
                .map(|(id, name)| (id.to_string(), name.clone())),
        }
    }
}

#[derive(Template)]
#[template(path = "status.html")]
struct StatusPage {
    page: Page,
    note: Option<String>,
    /// Vacation used for the player instead of losing on time, told once.
    vacation_notice: Option<String>,
    to_move: Vec<GameLine>,
    waiting: Vec<GameLine>,
    invitations: Vec<OfferView>,
    mine: Vec<OfferView>,
    finished: Vec<GameLine>,
    /// The games for more than two the player sits at.
    seat_games: Vec<SeatGameLine>,
    /// The latest news.
    news: Vec<crate::news::Item>,
}

/// How many games for more than two the page lists.
pub const SEAT_GAMES_SHOWN: i64 = 30;

/// A game for more than two, ready for the template.
#[derive(Debug, Clone)]
pub struct SeatGameLine {
    pub id: String,
    pub number: String,
    pub game_id: &'static str,
    pub game_name: String,
    pub my_colour: String,
    /// The players, in seat order.
    pub players: String,
    /// Whose turn, or how it ended for the player.
    pub state: String,
    pub my_turn: bool,
}

impl SeatGameLine {
    fn new(g: &crate::store::SeatGameSummary, me: crate::store::UserId, lang: Lang) -> Self {
        let at = now();
        let my_turn = g.to_move.as_ref().is_some_and(|(id, _)| *id == me);
        let time = || describe::time_left_in(lang, g.turn_deadline, at);
        let state = match (&g.to_move, g.status) {
            (_, GameStatus::Finished) => i18n::t(
                lang,
                match g.my_place {
                    Some(1) => "room-seat-finished-won",
                    Some(_) => "room-seat-finished-second",
                    None => "room-seat-finished-drawn",
                },
            ),
            (Some(_), _) if my_turn => {
                i18n::t_args(lang, "room-seat-your-turn", &[("time", time().into())])
            }
            (Some((_, name)), _) => i18n::t_args(
                lang,
                "room-seat-to-move",
                &[("name", name.clone().into()), ("time", time().into())],
            ),
            (None, _) => i18n::t(lang, "room-seat-waiting"),
        };
        SeatGameLine {
            id: g.id.to_string(),
            number: crate::games::short_number(g.id),
            game_id: g.variant.id(),
            game_name: crate::room_words::game_name_in(lang, g.variant.id()),
            my_colour: crate::room_words::seat_colour_in(lang, g.my_colour.name()),
            players: g.players.join(", "),
            state,
            my_turn,
        }
    }
}

async fn status(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    visit: crate::sessions::Visit,
    RawQuery(query): RawQuery,
    page: Page,
) -> Result<Response, AppError> {
    let store = &state.store;
    // Read with the session already: whether a notice of vacation used waits.
    let notice_waits = visit
        .session(store.as_ref())
        .await?
        .is_some_and(|s| s.vacation_notice);
    let shown = RoomShown {
        finished: FINISHED_SHOWN,
        seat_games: SEAT_GAMES_SHOWN,
        news: crate::news::LATEST,
    };
    // Every list in one statement; the notice (a write) only when one waits.
    let (room, vacation_notice) = tokio::try_join!(
        async { Ok::<_, AppError>(store.room().room(user.id, shown).await?) },
        async {
            Ok(match notice_waits {
                true => vacation::take_notice(store.as_ref(), user.id).await?,
                false => None,
            })
        },
    )?;
    let Room {
        games,
        invitations,
        offers: mine,
        seat_games: seat_rows,
        news,
    } = room;
    let news: Vec<crate::news::Item> = news.into_iter().map(crate::news::Item::from).collect();
    let crate::store::PlayerGames {
        to_move: to_move_rows,
        waiting: waiting_rows,
        finished: finished_rows,
    } = games;
    let at = now();
    let lang = page.lang;
    let to_move: Vec<GameLine> = to_move_rows
        .iter()
        .map(|g| GameLine::new(g, describe::time_left_in(lang, g.turn_deadline, at), lang))
        .collect();
    let waiting: Vec<GameLine> = waiting_rows
        .iter()
        .map(|g| {
            let time = describe::time_left_in(lang, g.turn_deadline, at);
            let state = match g.status {
                GameStatus::Claim => i18n::t(lang, "room-claim-waiting"),
                _ => match g.opponent_vacation_until.filter(|until| *until > at) {
                    Some(until) => i18n::t_args(
                        lang,
                        "room-their-turn-vacation",
                        &[
                            ("date", describe::date_in(lang, until).into()),
                            ("time", time.into()),
                        ],
                    ),
                    None => i18n::t_args(lang, "room-their-turn", &[("time", time.into())]),
                },
            };
            GameLine::new(g, state, lang)
        })
        .collect();
    let finished: Vec<GameLine> = finished_rows
        .iter()
        .map(|g| match &g.verdict {
            Some(verdict) => GameLine {
                outcome: outcome_in(lang, verdict.outcome_for(g.my_colour)),
                ..GameLine::new(
                    g,
                    crate::games::words::describe(lang, verdict, &g.rules),
                    lang,
                )
            },
            None => GameLine::new(g, i18n::t(lang, "room-finished"), lang),
        })
        .collect();
    let note =
        (query.as_deref() == Some(NOTHING_NEXT_QUERY)).then(|| i18n::t(lang, "room-nothing-next"));
    render(&StatusPage {
        page,
        note,
        vacation_notice: vacation_notice.map(|n| describe::vacation_notice_in(lang, &n)),
        to_move,
        waiting,
        invitations: invitations
            .iter()
            .map(|o| OfferView::for_taker(o, lang))
            .collect(),
        mine: mine
            .iter()
            .map(|o| OfferView::for_poster(o, lang))
            .collect(),
        finished,
        seat_games: seat_rows
            .iter()
            .map(|g| SeatGameLine::new(g, user.id, lang))
            .collect(),
        news,
    })
}

/// A finished game's outcome for the player ("won", "lost", "drawn") in
/// `lang`.
fn outcome_in(lang: Lang, outcome: &str) -> String {
    match outcome {
        "won" => i18n::t(lang, "room-outcome-won"),
        "lost" => i18n::t(lang, "room-outcome-lost"),
        "drawn" => i18n::t(lang, "room-outcome-drawn"),
        other => other.to_owned(),
    }
}

/// Next game: the game where it is the player's turn with the least time left.
async fn next_game(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> Result<Response, AppError> {
    let (pairs, seats) = tokio::try_join!(
        state.store.games().games_to_move(user.id),
        state
            .store
            .seat_games()
            .seat_games_of(user.id, SEAT_GAMES_SHOWN)
    )?;
    let pair = pairs.first().map(|g| (g.turn_deadline, g.id));
    let seat = seats
        .iter()
        .filter(|g| g.to_move.as_ref().is_some_and(|(id, _)| *id == user.id))
        .map(|g| (g.turn_deadline, g.id))
        .min();
    let to = match pair.into_iter().chain(seat).min() {
        Some((_, game)) => format!("/games/{game}"),
        None => NOTHING_NEXT.to_owned(),
    };
    Ok(Redirect::to(&to).into_response())
}
