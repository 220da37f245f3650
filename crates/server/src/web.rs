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
            Err(AppError::forbidden(crate::i18n::Words::Id("error-admins-only")).into_response())
        }
    }
}

/// `/login`, with `next` when there is somewhere to return to.
pub fn login_url(next: Option<&str>) -> String {
    match next.and_then(local_path).filter(|n| *n != "/") {
        Some(next) => {
            let encoded: String = url::form_urlencoded::byte_serialize(next.as_bytes()).collect();
            format!("/login?next={encoded}")
        }
        None => "/login".to_owned(),
    }
}

/// The longest path [`local_path`] accepts.
pub const MAX_LOCAL_PATH: usize = 1024;

/// `target` when it is a path of this site to send a visitor on to (the `next`
/// of log-in, Cancel and Decline, which anyone can write into a link), `None`
/// for anything that could lead elsewhere. Accepted: `/` alone, or `/`
/// followed by anything but a second `/` or a `\` (a browser reads both as
/// the start of another site's address, `//evil.example`), all in printable
/// ASCII, as a URL's path and query are sent: no control characters (browsers
/// drop tabs and line breaks, so `/\t/evil.example` is `//evil.example` to them,
/// and a line break cannot go into a `Location` header), no spaces.
pub fn local_path(target: &str) -> Option<&str> {
    let bytes = target.as_bytes();
    let local = bytes.first() == Some(&b'/')
        && !matches!(bytes.get(1), Some(b'/' | b'\\'))
        && bytes.len() <= MAX_LOCAL_PATH
        && bytes.iter().all(u8::is_ascii_graphic);
    local.then_some(target)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_paths_of_this_site_are_local() {
        for local in [
            "/",
            "/status",
            "/games/1?path=a1-b2",
            "/a//b",
            "/a\\b",
            "/%2F%2Fx",
        ] {
            assert_eq!(local_path(local), Some(local), "{local:?}");
        }
        let too_long = format!("/{}", "a".repeat(MAX_LOCAL_PATH));
        for elsewhere in [
            "",
            "//evil.example",
            "/\\evil.example",
            "/\t/evil.example",
            "/\n/evil.example",
            "\t//evil.example",
            "https://evil.example",
            "evil.example",
            "/a b",
            "/\r\nSet-Cookie: a=b",
            "/\u{0}",
            "/\u{7f}",
            "/caf\u{e9}",
            too_long.as_str(),
        ] {
            assert_eq!(local_path(elsewhere), None, "{elsewhere:?}");
        }
        assert_eq!(login_url(Some("/\t/evil.example")), "/login");
        assert_eq!(login_url(Some("/")), "/login");
        assert_eq!(login_url(Some("/status")), "/login?next=%2Fstatus");
    }
}
