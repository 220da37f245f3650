//! Log-in sessions on the web side. The session cookie carries a random
//! token; the store keeps its SHA-256 with the user, the form token and the
//! expiry, and hands them back with the user in one query. A visit slides the
//! expiry: a session ends 30 days after the last visit (not after log-in),
//! and the expiry is written at most once a day.
//!
//! Anonymous visitors have no session row: a page with a form gives them a
//! form token in a cookie of its own (`halma_csrf`), which the form's hidden
//! field must match (a double-submit token, next to the `Origin` check).

use std::sync::{Arc, Mutex};

use axum::{
    extract::{Request, State},
    http::{header, HeaderMap, HeaderValue},
    middleware::Next,
    response::Response,
};

use time::{Duration, OffsetDateTime};

use crate::{
    store::{GameId, GameRead, NewSession, SessionRow, Store, StoreError, User},
    AppState,
};

/// The session cookie's name.
pub const COOKIE_NAME: &str = "halma_session";
/// The cookie of an anonymous visitor's form token.
pub const FORM_COOKIE: &str = "halma_csrf";
/// A month without a visit ends a session.
pub const LIFETIME: Duration = Duration::days(30);
/// How far past [`LIFETIME`] an expiry is written, so that it needs writing
/// again at most once this long: a visit that finds less than a month left
/// moves the expiry a month and a day ahead. A session thus lasts at least a
/// month (and at most a month and a day) after every visit.
const SLIDE_AHEAD: Duration = Duration::days(1);

/// The expiry a session written at `now` gets.
fn expiry_from(now: OffsetDateTime) -> OffsetDateTime {
    now + LIFETIME + SLIDE_AHEAD
}

/// The cookie's `Max-Age` for a session that expires at `expires_at`.
fn max_age(expires_at: OffsetDateTime, now: OffsetDateTime) -> i64 {
    (expires_at - now).whole_seconds().max(0)
}

/// The request's [`Visit`], put there by [`layer`].
pub fn visit_of(extensions: &axum::http::Extensions) -> Option<Visit> {
    extensions.get::<Visit>().cloned()
}

pub use crate::hashing::{new_token, token_hash};

/// The session id the store keeps for a cookie's token.
fn session_id(token: &str) -> String {
    token_hash(token)
}

/// One request's view of its visitor: the cookies it came with, the session
/// read from the store (once, when first asked), and what the response must
/// tell the browser.
#[derive(Clone)]
pub struct Visit(Arc<Mutex<VisitState>>);

#[derive(Default)]
struct VisitState {
    token: Option<String>,
    session: Option<Option<SessionRow>>,
    form_token: Option<String>,
    new_form_token: bool,
    new_token: Option<String>,
    ended: bool,
    /// The visitor's language as the request tells it (the switch's cookie,
    /// `Accept-Language`, the site's default).
    language: crate::i18n::VisitLanguage,
    /// The path and query of a page (a GET), for the language switch's way
    /// back (which goes there only if it is a path of this site).
    here: Option<String>,
}

/// The value of the cookie `name` the request came with.
pub(crate) fn cookie<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
        .filter(|v| !v.is_empty() && v.len() <= 128)
}

impl Visit {
    /// The session as this request read it: `None` if it was not read.
    pub(crate) fn session_read(&self) -> Option<Option<SessionRow>> {
        self.state().session.clone()
    }

    /// The session, known already (a kept page's, `page_cache`).
    pub(crate) fn knows_session(&self, session: Option<SessionRow>) {
        self.state().session = Some(session);
    }

    /// Whether the answer will set a cookie: a session begun or ended, a
    /// visitor's form token made.
    pub(crate) fn sets_cookies(&self) -> bool {
        let state = self.state();
        state.new_token.is_some() || state.ended || state.new_form_token
    }

    fn state(&self) -> std::sync::MutexGuard<'_, VisitState> {
        // A panic elsewhere in the request cannot leave this state half-written.
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The visitor's live session, read once a request.
    pub async fn session(&self, store: &dyn Store) -> Result<Option<SessionRow>, StoreError> {
        let token = {
            let state = self.state();
            if let Some(session) = &state.session {
                return Ok(session.clone());
            }
            state.token.clone()
        };
        let session = match token {
            Some(token) => {
                store
                    .sessions()
                    .session(&session_id(&token), crate::store::now())
                    .await?
            }
            None => None,
        };
        self.state().session = Some(session.clone());
        Ok(session)
    }

    /// The game `id` as a page or a Submit reads it, with the visitor's
    /// session in the same query when it was not read yet (kept for the rest
    /// of the request: the layout, the user, the form token).
    pub async fn game(
        &self,
        store: &dyn Store,
        id: GameId,
    ) -> Result<Option<GameRead>, StoreError> {
        let token = {
            let state = self.state();
            match state.session {
                Some(_) => None,
                None => state.token.clone(),
            }
        };
        let Some(token) = token else {
            return store.games().game_with_moves(id).await;
        };
        let (session, game) = store
            .games()
            .game_with_session(id, &session_id(&token), crate::store::now())
            .await?;
        self.state().session = Some(session);
        Ok(game)
    }

    /// The logged-in user, if any.
    pub async fn user(&self, store: &dyn Store) -> Result<Option<User>, StoreError> {
        Ok(self.session(store).await?.map(|s| s.user))
    }

    /// The form token a page's forms carry: the session's, or an anonymous
    /// visitor's own (made here, set as a cookie with the response).
    pub async fn form_token(&self, store: &dyn Store) -> Result<String, StoreError> {
        if let Some(session) = self.session(store).await? {
            return Ok(session.csrf);
        }
        let mut state = self.state();
        if let Some(token) = &state.form_token {
            return Ok(token.clone());
        }
        let token = new_token();
        state.form_token = Some(token.clone());
        state.new_form_token = true;
        Ok(token)
    }

    /// The form token a posted form must match (none is made here).
    pub async fn expected_form_token(
        &self,
        store: &dyn Store,
    ) -> Result<Option<String>, StoreError> {
        if let Some(session) = self.session(store).await? {
            return Ok(Some(session.csrf));
        }
        Ok(self.state().form_token.clone())
    }

    /// Logs `user` in: a new session with a new id and form token, whatever
    /// the visitor had before (so a planted session id is worthless).
    pub async fn log_in(&self, store: &dyn Store, user: &User) -> Result<(), StoreError> {
        let old = self.state().token.clone();
        if let Some(old) = old {
            store.sessions().delete_session(&session_id(&old)).await?;
        }
        let token = new_token();
        let form_token = new_token();
        let now = crate::store::now();
        let expires_at = expiry_from(now);
        store
            .sessions()
            .create_session(NewSession {
                id: &session_id(&token),
                user: user.id,
                csrf: &form_token,
                at: now,
                expires_at,
            })
            .await?;
        // Logging in is coming back: the next turn notice may be mailed.
        store.notifications().rearm_turn_mail(user.id).await?;
        let mut state = self.state();
        // Read from the store when this request asks (with the layout's count
        // and board), under the new token.
        state.session = None;
        state.token = Some(token.clone());
        state.new_token = Some(token);
        Ok(())
    }

    /// Logs out: the session is deleted and its cookie removed.
    pub async fn log_out(&self, store: &dyn Store) -> Result<(), StoreError> {
        let token = self.state().token.take();
        if let Some(token) = token {
            store.sessions().delete_session(&session_id(&token)).await?;
        }
        let mut state = self.state();
        state.session = Some(None);
        state.new_token = None;
        state.ended = true;
        Ok(())
    }

    /// The visitor's language before the account's setting is looked at.
    pub fn language(&self) -> crate::i18n::VisitLanguage {
        self.state().language
    }

    /// The reader's language: the account's setting, else the visitor's.
    pub async fn lang(&self, store: &dyn Store) -> Result<crate::i18n::Lang, StoreError> {
        let session = self.session(store).await?;
        Ok(self
            .language()
            .with_account(session.as_ref().and_then(|s| s.user.language.as_deref())))
    }

    /// The path and query of the page asked for (a GET).
    pub fn here(&self) -> Option<String> {
        self.state().here.clone()
    }

    /// An anonymous visitor's form token from its cookie, if it has one
    /// (none is made here, and the store is not asked).
    pub fn cookie_form_token(&self) -> Option<String> {
        self.state().form_token.clone()
    }

    /// The store's id of this visit's session, if it has one.
    pub fn session_id(&self) -> Option<String> {
        self.state().token.as_deref().map(session_id)
    }
}

/// Adds a `Set-Cookie` for this site (HttpOnly, SameSite=Lax, Secure when
/// the site is served over https).
pub(crate) fn set_cookie(
    headers: &mut HeaderMap,
    name: &str,
    value: &str,
    max_age: Option<i64>,
    secure: bool,
) {
    let mut text = format!("{name}={value}; Path=/; HttpOnly; SameSite=Lax");
    if let Some(age) = max_age {
        text.push_str(&format!("; Max-Age={age}"));
    }
    if secure {
        text.push_str("; Secure");
    }
    if let Ok(value) = HeaderValue::from_str(&text) {
        headers.append(header::SET_COOKIE, value);
    }
}

/// Middleware: gives every request its [`Visit`], and after the handler sets
/// the cookies it changed and slides the session's expiry.
pub async fn layer(State(state): State<AppState>, mut request: Request, next: Next) -> Response {
    let visit = Visit(Arc::new(Mutex::new(VisitState {
        token: cookie(request.headers(), COOKIE_NAME).map(str::to_owned),
        form_token: cookie(request.headers(), FORM_COOKIE).map(str::to_owned),
        language: crate::i18n::VisitLanguage::of(
            cookie(request.headers(), crate::i18n::COOKIE),
            request
                .headers()
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok()),
            state.config.default_language,
        ),
        here: (request.method() == axum::http::Method::GET)
            .then(|| request.uri().path_and_query().map(|p| p.as_str()))
            .flatten()
            .map(str::to_owned),
        ..VisitState::default()
    })));
    request.extensions_mut().insert(visit.clone());
    let mut response = next.run(request).await;
    let secure = state.config.secure_cookies();
    let (new_token, ended, new_form_token, form_token, token, session) = {
        let s = visit.state();
        (
            s.new_token.clone(),
            s.ended,
            s.new_form_token,
            s.form_token.clone(),
            s.token.clone(),
            s.session.clone().flatten(),
        )
    };
    let headers = response.headers_mut();
    let now = crate::store::now();
    if let Some(token) = new_token {
        let age = max_age(expiry_from(now), now);
        set_cookie(headers, COOKIE_NAME, &token, Some(age), secure);
        if form_token.is_some() {
            set_cookie(headers, FORM_COOKIE, "", Some(0), secure);
        }
    } else if ended {
        set_cookie(headers, COOKIE_NAME, "", Some(0), secure);
    } else if let (Some(token), Some(session)) = (token, session) {
        seen(&state, session.user.id, now).await;
        if session.turn_mail_sent {
            came_back(&state, session.user.id).await;
        }
        if session.expires_at < now + LIFETIME {
            let expires_at = expiry_from(now);
            match state
                .store
                .sessions()
                .extend_session(&session_id(&token), expires_at)
                .await
            {
                Ok(()) => {
                    let age = max_age(expires_at, now);
                    set_cookie(headers, COOKIE_NAME, &token, Some(age), secure)
                }
                Err(e) => tracing::warn!(error = %e, "cannot slide a session's expiry"),
            }
        }
    }
    if new_form_token {
        if let Some(token) = form_token {
            set_cookie(headers, FORM_COOKIE, &token, None, secure);
        }
    }
    response
}

/// The hourly job that removes expired sessions.
pub async fn sweep_expired(store: Arc<dyn Store>) {
    let mut ticks = tokio::time::interval(std::time::Duration::from_secs(3600));
    loop {
        ticks.tick().await;
        let now: OffsetDateTime = crate::store::now();
        if let Err(e) = store.sessions().delete_expired_sessions(now).await {
            tracing::error!(error = %e, "cannot remove expired sessions");
        }
    }
}

/// How often a player's `last_seen_at` is written at most.
const SEEN_EVERY: time::Duration = time::Duration::minutes(5);

/// When this process last wrote each player's `last_seen_at`.
#[derive(Debug, Default)]
pub struct Seen(std::sync::Mutex<std::collections::HashMap<crate::model::UserId, OffsetDateTime>>);

/// Notes that `user` made a request: written to the database unless this
/// process wrote it in the last few minutes.
async fn seen(state: &AppState, user: crate::model::UserId, at: OffsetDateTime) {
    {
        let mut seen = state.seen.0.lock().unwrap_or_else(|e| e.into_inner());
        if seen.get(&user).is_some_and(|last| at - *last < SEEN_EVERY) {
            return;
        }
        if seen.len() > 100_000 {
            seen.clear();
        }
        seen.insert(user, at);
    }
    if let Err(e) = state.store.profiles().touch_last_seen(user, at).await {
        tracing::warn!(error = %e, "cannot note when a player was last seen");
    }
}

/// The player made a request after a turn mail: the next one may be sent.
async fn came_back(state: &AppState, user: crate::model::UserId) {
    if let Err(e) = state.store.notifications().rearm_turn_mail(user).await {
        tracing::warn!(error = %e, "cannot re-arm the turn mail");
    }
}
