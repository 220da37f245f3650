//! Log-in sessions: the session store on whichever database the server uses, the
//! cookie settings, and the typed values a session holds.

use async_trait::async_trait;
use time::Duration;
use tower_sessions::{
    cookie::SameSite,
    session::{Id, Record},
    session_store::{self, ExpiredDeletion, SessionStore},
    Expiry, Session, SessionManagerLayer,
};
use tower_sessions_sqlx_store::{PostgresStore, SqliteStore};

use crate::{error::AppError, store::UserId};

/// The session store of either database, so the layer has one type.
#[derive(Debug, Clone)]
pub enum SessionBackend {
    Sqlite(SqliteStore),
    Postgres(PostgresStore),
}

#[async_trait]
impl SessionStore for SessionBackend {
    async fn create(&self, record: &mut Record) -> session_store::Result<()> {
        match self {
            Self::Sqlite(s) => s.create(record).await,
            Self::Postgres(s) => s.create(record).await,
        }
    }

    async fn save(&self, record: &Record) -> session_store::Result<()> {
        match self {
            Self::Sqlite(s) => s.save(record).await,
            Self::Postgres(s) => s.save(record).await,
        }
    }

    async fn load(&self, id: &Id) -> session_store::Result<Option<Record>> {
        match self {
            Self::Sqlite(s) => s.load(id).await,
            Self::Postgres(s) => s.load(id).await,
        }
    }

    async fn delete(&self, id: &Id) -> session_store::Result<()> {
        match self {
            Self::Sqlite(s) => s.delete(id).await,
            Self::Postgres(s) => s.delete(id).await,
        }
    }
}

#[async_trait]
impl ExpiredDeletion for SessionBackend {
    async fn delete_expired(&self) -> session_store::Result<()> {
        match self {
            Self::Sqlite(s) => s.delete_expired().await,
            Self::Postgres(s) => s.delete_expired().await,
        }
    }
}

/// The cookie's name.
pub const COOKIE_NAME: &str = "halma_session";

/// The session layer: HttpOnly, SameSite=Lax, Secure when served over https, and
/// a month of inactivity before a player must log in again.
pub fn layer(store: SessionBackend, secure: bool) -> SessionManagerLayer<SessionBackend> {
    SessionManagerLayer::new(store)
        .with_name(COOKIE_NAME)
        .with_http_only(true)
        .with_same_site(SameSite::Lax)
        .with_secure(secure)
        .with_expiry(Expiry::OnInactivity(Duration::days(30)))
}

const USER_KEY: &str = "user_id";
const CSRF_KEY: &str = "csrf";

/// The logged-in user's id, if any.
pub async fn user_id(session: &Session) -> Result<Option<UserId>, AppError> {
    Ok(session.get::<UserId>(USER_KEY).await?)
}

/// Logs `user` in: a new session id (so a session id planted before log-in is
/// worthless) and a new form token.
pub async fn log_in(session: &Session, user: UserId) -> Result<(), AppError> {
    session.cycle_id().await?;
    session.insert(USER_KEY, user).await?;
    session.insert(CSRF_KEY, crate::csrf::new_token()).await?;
    Ok(())
}

/// Logs out: the session is deleted and its cookie removed.
pub async fn log_out(session: &Session) -> Result<(), AppError> {
    session.flush().await?;
    Ok(())
}

/// The session's form token, made on first use.
pub async fn csrf_token(session: &Session) -> Result<String, AppError> {
    if let Some(token) = session.get::<String>(CSRF_KEY).await? {
        return Ok(token);
    }
    let token = crate::csrf::new_token();
    session.insert(CSRF_KEY, &token).await?;
    Ok(token)
}

/// The session's form token if it has one (checking must not make one).
pub async fn existing_csrf_token(session: &Session) -> Result<Option<String>, AppError> {
    Ok(session.get::<String>(CSRF_KEY).await?)
}
