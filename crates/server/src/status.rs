//! The game status page, a player's home: games where it is their turn (most
//! urgent first), games waiting for the opponent, invitations, their own offers,
//! and recently finished games; and the Next game link.
//!
//! Each list is one indexed query (see `store::sql`), and the five run at once.

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
    store::{now, GameStatus, GameSummary},
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
    pub game_name: &'static str,
    pub game_id: &'static str,
    pub my_colour: &'static str,
    /// The clock or state: "2 days 3 hours left", "draw claim waiting for an
    /// admin", "White wins: all pieces in the opposite yard".
    pub state: String,
    /// For finished games: "won", "lost", "drawn".
    pub outcome: &'static str,
    /// The short game number.
    pub number: String,
    /// Where the game stands: "move 12", or "23 moves" once finished.
    pub move_number: String,
    /// When the last move was made: "3 hours ago", or "no move yet".
    pub last_moved: String,
    /// Whether a draw offer stands, and whose.
    pub draw_offer: Option<&'static str>,
    /// The tournament the game belongs to: its id and name.
    pub tournament: Option<(String, String)>,
}

impl GameLine {
    fn new(game: &GameSummary, state: String) -> Self {
        let finished = game.status == GameStatus::Finished;
        let at = now();
        let draw_offer = match game.draw_offered_by {
            _ if finished => None,
            None => None,
            Some(by) if by == game.opponent.id => Some("draw offered to you"),
            Some(_) => Some("you offered a draw"),
        };
        Self {
            number: crate::games::short_number(game.id),
            move_number: describe::move_number(game.ply, finished),
            last_moved: if game.ply == 0 {
                "no move yet".to_owned()
            } else {
                describe::ago(game.turn_started_at, at)
            },
            draw_offer,
            id: game.id.to_string(),
            opponent: game.opponent.name.clone(),
            // Read with the list (a primary-key probe a row).
            opponent_rating: game
                .opponent_rating
                .unwrap_or(crate::domain::ratings::Rating::START)
                .shown(),
            game_name: game.rules.variant.name(),
            game_id: game.rules.variant.id(),
            my_colour: describe::colour(game.my_colour),
            state,
            outcome: "",
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
    note: Option<&'static str>,
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
    pub game_name: &'static str,
    pub my_colour: &'static str,
    /// The players, in seat order.
    pub players: String,
    /// Whose turn, or how it ended for the player.
    pub state: String,
    pub my_turn: bool,
}

impl SeatGameLine {
    fn new(g: &crate::store::SeatGameSummary, me: crate::store::UserId) -> Self {
        let at = now();
        let my_turn = g.to_move.as_ref().is_some_and(|(id, _)| *id == me);
        let state = match (&g.to_move, g.status) {
            (_, GameStatus::Finished) => match g.my_place {
                Some(1) => "finished: you won".to_owned(),
                Some(_) => "finished: second place".to_owned(),
                None => "finished: drawn".to_owned(),
            },
            (Some(_), _) if my_turn => {
                format!("your turn, {}", describe::time_left(g.turn_deadline, at))
            }
            (Some((_, name)), _) => format!(
                "{name} to move, {}",
                describe::time_left(g.turn_deadline, at)
            ),
            (None, _) => "waiting".to_owned(),
        };
        SeatGameLine {
            id: g.id.to_string(),
            number: crate::games::short_number(g.id),
            game_id: g.variant.id(),
            game_name: g.variant.name(),
            my_colour: g.my_colour.name(),
            players: g.players.join(", "),
            state,
            my_turn,
        }
    }
}

async fn status(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    RawQuery(query): RawQuery,
    page: Page,
) -> Result<Response, AppError> {
    let store = &state.store;
    let (
        (to_move_rows, waiting_rows, invitations, mine, finished_rows, vacation_notice, news),
        seat_rows,
    ) = tokio::try_join!(
        async {
            tokio::try_join!(
                async { Ok::<_, AppError>(store.games().games_to_move(user.id).await?) },
                async { Ok(store.games().games_waiting(user.id).await?) },
                async { Ok(store.offers().invitations_for(user.id).await?) },
                async { Ok(store.offers().offers_by(user.id).await?) },
                async {
                    Ok(store
                        .games()
                        .games_finished(user.id, FINISHED_SHOWN)
                        .await?)
                },
                async { Ok(vacation::take_notice(store.as_ref(), user.id).await?) },
                async { Ok(crate::news::latest(store.as_ref()).await?) },
            )
        },
        async {
            Ok(store
                .seat_games()
                .seat_games_of(user.id, SEAT_GAMES_SHOWN)
                .await?)
        },
    )?;
    let at = now();
    let to_move: Vec<GameLine> = to_move_rows
        .iter()
        .map(|g| GameLine::new(g, describe::time_left(g.turn_deadline, at)))
        .collect();
    let waiting: Vec<GameLine> = waiting_rows
        .iter()
        .map(|g| {
            let state = match g.status {
                GameStatus::Claim => "draw claim waiting for an admin".to_owned(),
                _ => match g.opponent_vacation_until.filter(|until| *until > at) {
                    Some(until) => format!(
                        "their turn, on vacation until {}, {}",
                        describe::date(until),
                        describe::time_left(g.turn_deadline, at)
                    ),
                    None => format!("their turn, {}", describe::time_left(g.turn_deadline, at)),
                },
            };
            GameLine::new(g, state)
        })
        .collect();
    let finished: Vec<GameLine> = finished_rows
        .iter()
        .map(|g| match &g.verdict {
            Some(verdict) => GameLine {
                outcome: verdict.outcome_for(g.my_colour),
                ..GameLine::new(g, verdict.describe(&g.rules))
            },
            None => GameLine::new(g, "Finished".to_owned()),
        })
        .collect();
    let note = (query.as_deref() == Some(NOTHING_NEXT_QUERY))
        .then_some("No game is waiting for your move right now.");
    render(&StatusPage {
        page,
        note,
        vacation_notice,
        to_move,
        waiting,
        invitations: invitations.iter().map(OfferView::for_taker).collect(),
        mine: mine.iter().map(OfferView::for_poster).collect(),
        finished,
        seat_games: seat_rows
            .iter()
            .map(|g| SeatGameLine::new(g, user.id))
            .collect(),
        news,
    })
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
