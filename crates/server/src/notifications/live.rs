//! Live pages: server-sent events that tell a waiting page something changed,
//! for the small script `static/live.js` (pages work as before without it).
//! The events come from the database, so that a move made through another
//! server process is seen too: each stream polls one indexed row every
//! couple of seconds and ends after its event (the script reloads the page)
//! or after a few minutes (the browser reconnects).

use std::{convert::Infallible, time::Duration};

use axum::{
    extract::{Path, Query, State},
    http::{HeaderName, HeaderValue},
    response::{
        sse::{Event, KeepAlive, Sse},
        IntoResponse, Response,
    },
};
use futures_util::stream::{self, Stream};
use serde::Deserialize;

use crate::{error::AppError, store::GameId, web::CurrentUser, AppState};

/// How often a stream looks at the database.
const POLL: Duration = Duration::from_secs(2);
/// Polls a stream makes before it ends (the browser then reconnects).
const POLLS: u32 = 150;

/// A stream as it is answered: with `X-Accel-Buffering: no`, so that a
/// reverse proxy (nginx) passes each event on at once instead of holding it
/// in its buffer.
fn unbuffered<S>(events: S) -> Response
where
    S: Stream<Item = Result<Event, Infallible>> + Send + 'static,
{
    let mut response = Sse::new(events)
        .keep_alive(KeepAlive::default())
        .into_response();
    response.headers_mut().insert(
        HeaderName::from_static("x-accel-buffering"),
        HeaderValue::from_static("no"),
    );
    response
}

#[derive(Deserialize)]
pub struct Since {
    /// The game's ply when the page was drawn.
    ply: Option<i64>,
}

/// One event named `name` when `changed` says so, then the end; polls every
/// [`POLL`] for at most [`POLLS`] times.
fn watch<F, Fut>(
    name: &'static str,
    changed: F,
) -> impl Stream<Item = Result<Event, Infallible>> + Send
where
    F: Fn() -> Fut + Send + Sync + 'static,
    Fut: std::future::Future<Output = Option<String>> + Send,
{
    stream::unfold((changed, 0u32), move |(changed, polls)| async move {
        let mut polls = polls;
        while polls < POLLS {
            polls += 1;
            tokio::time::sleep(POLL).await;
            if let Some(data) = changed().await {
                let event = Event::default().event(name).data(data);
                return Some((Ok(event), (changed, POLLS)));
            }
        }
        None
    })
}

/// `/games/{id}/events?ply=N` (also under `/api/v1`): a `move` event with
/// the new ply once the game is past ply N (a move, or the game's end).
pub async fn game_events(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(since): Query<Since>,
) -> Result<Response, AppError> {
    let id: GameId = id.parse().map_err(|_| AppError::NotFound)?;
    let store = state.store.clone();
    let (now_ply, _) = store
        .notifications()
        .game_ply(id)
        .await?
        .ok_or(AppError::NotFound)?;
    let since = since.ply.unwrap_or(now_ply);
    let events = watch("move", move || {
        let store = store.clone();
        async move {
            match store.notifications().game_ply(id).await {
                Ok(Some((ply, active))) if ply != since || !active => Some(ply.to_string()),
                _ => None,
            }
        }
    });
    Ok(unbuffered(events))
}

/// `/status/events`: a `turn` event once the games waiting for the player's
/// move change (a new turn came).
pub async fn status_events(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> Result<Response, AppError> {
    let store = state.store.clone();
    let first = store.notifications().turns_of(user.id).await?;
    let events = watch("turn", move || {
        let store = store.clone();
        async move {
            match store.notifications().turns_of(user.id).await {
                Ok(now) if now != first => Some(now.0.to_string()),
                _ => None,
            }
        }
    });
    Ok(unbuffered(events))
}
