//! Helpers every page shares: the layout context templates receive, the user
//! extractors, and rendering.

use askama::Template;
use axum::{
    extract::FromRequestParts,
    http::{request::Parts, StatusCode},
    response::{Html, IntoResponse, Redirect, Response},
};
use std::net::IpAddr;

use crate::{error::AppError, sessions::Visit, store::User, AppState};

pub use crate::layout::Page;

/// The request's [`Visit`], put there by the session layer.
pub fn visit(parts: &Parts) -> Result<Visit, AppError> {
    crate::sessions::visit_of(&parts.extensions)
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("session layer missing")))
}

impl FromRequestParts<AppState> for Visit {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, _state: &AppState) -> Result<Self, AppError> {
        visit(parts)
    }
}

async fn current_user(parts: &mut Parts, state: &AppState) -> Result<Option<User>, AppError> {
    Ok(visit(parts)?.user(state.store.as_ref()).await?)
}

impl FromRequestParts<AppState> for Page {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        Ok(Page::of_visit(state.store.as_ref(), &visit(parts)?).await?)
    }
}

/// The logged-in user, if any.
#[derive(Debug, Clone)]
pub struct MaybeUser(pub Option<User>);

impl FromRequestParts<AppState> for MaybeUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        Ok(MaybeUser(current_user(parts, state).await?))
    }
}

/// The logged-in user; a visitor who is not logged in is sent to `/login`, with
/// a `next` that brings them back here afterwards.
#[derive(Debug, Clone)]
pub struct CurrentUser(pub User);

impl FromRequestParts<AppState> for CurrentUser {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Response> {
        match current_user(parts, state).await {
            Ok(Some(user)) => Ok(CurrentUser(user)),
            Ok(None) => Err(Redirect::to(&login_url(
                parts.uri.path_and_query().map(|p| p.as_str()),
            ))
            .into_response()),
            Err(e) => Err(e.into_response()),
        }
    }
}

/// A logged-in admin; others get 403 (or the log-in page when logged out).
#[derive(Debug, Clone)]
pub struct AdminUser(pub User);

impl FromRequestParts<AppState> for AdminUser {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Response> {
        let CurrentUser(user) = CurrentUser::from_request_parts(parts, state).await?;
        if user.is_admin {
            Ok(AdminUser(user))
        } else {
            Err(AppError::forbidden("This page is for admins only.").into_response())
        }
    }
}

/// `/login`, with `next` when there is somewhere to return to.
pub fn login_url(next: Option<&str>) -> String {
    match next.filter(|n| is_local_path(n) && *n != "/") {
        Some(next) => {
            let encoded: String = url::form_urlencoded::byte_serialize(next.as_bytes()).collect();
            format!("/login?next={encoded}")
        }
        None => "/login".to_owned(),
    }
}

/// Whether `target` stays on this site, so that a `next` cannot send a player
/// elsewhere after log-in.
pub fn is_local_path(target: &str) -> bool {
    target.starts_with('/') && !target.starts_with("//") && !target.starts_with("/\\")
}

/// Renders a template as a 200 page.
pub fn render(template: &impl Template) -> Result<Response, AppError> {
    render_with(StatusCode::OK, template)
}

/// Renders a template with the given status.
pub fn render_with(status: StatusCode, template: &impl Template) -> Result<Response, AppError> {
    Ok((status, Html(template.render()?)).into_response())
}

/// The client's IP address: from the connection, or, behind a trusted reverse
/// proxy (`--trust-forwarded-for`), the last address of `X-Forwarded-For`, the
/// one the proxy itself added. `None` when there is neither (tests that call
/// the router directly).
#[derive(Debug, Clone, Copy)]
pub struct ClientIp(pub Option<IpAddr>);

impl FromRequestParts<AppState> for ClientIp {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let forwarded = || {
            let last = parts
                .headers
                .get_all("x-forwarded-for")
                .iter()
                .filter_map(|v| v.to_str().ok())
                .flat_map(|v| v.split(','))
                .last()?;
            last.trim().parse::<IpAddr>().ok()
        };
        let connected = || {
            parts
                .extensions
                .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
                .map(|info| info.0.ip())
        };
        Ok(ClientIp(if state.config.trust_forwarded_for {
            forwarded().or_else(connected)
        } else {
            connected()
        }))
    }
}
