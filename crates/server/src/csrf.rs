//! Protection against cross-site form posts. Every POST form carries the
//! session's random token (an anonymous visitor's: the one in its form-token
//! cookie) in a hidden field named `csrf`; [`CsrfForm`] checks it
//! before the handler runs, so a refused form changes nothing. The token works in
//! browsers that send no `Origin`; when one is sent it must be our own origin too.

use crate::{bounds, config::Config, error::AppError, sessions, AppState};
use axum::{
    body::Bytes,
    extract::{FromRequest, Request},
    http::{header, request::Parts, StatusCode},
};
use serde::{de::DeserializeOwned, Deserialize};

/// The hidden field every POST form carries.
pub const FIELD: &str = "csrf";

/// A form whose `csrf` field and `Origin` header have been checked. Use it in
/// place of `axum::Form<T>` in every handler that changes something; `T` need not
/// declare the `csrf` field.
///
/// ```ignore
/// async fn submit(user: CurrentUser, CsrfForm(form): CsrfForm<SubmitForm>) -> ... { }
/// ```
#[derive(Debug, Clone)]
pub struct CsrfForm<T>(pub T);

#[derive(Deserialize)]
struct TokenField {
    csrf: Option<String>,
}

impl<T: DeserializeOwned> FromRequest<AppState> for CsrfForm<T> {
    type Rejection = AppError;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, AppError> {
        let (parts, body) = req.into_parts();
        if !origin_allowed(&parts, &state.config) {
            tracing::info!(origin = ?parts.headers.get(header::ORIGIN), "form refused: foreign origin");
            return Err(AppError::csrf());
        }
        if !is_form(&parts) {
            return Err(AppError::visitor(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "Not a form",
                "This address takes a form as a web page sends it. Nothing was done; go back \
                 and use the page's own buttons.",
            ));
        }
        let visit = sessions::visit_of(&parts.extensions)
            .ok_or_else(|| AppError::internal(anyhow::anyhow!("session layer missing")))?;
        // Read up to the body limit (`DefaultBodyLimit`), then every field is
        // bounded before anything else is done with the form.
        let bytes = Bytes::from_request(Request::from_parts(parts, body), state)
            .await
            .map_err(|rejection| match rejection.status() {
                StatusCode::PAYLOAD_TOO_LARGE => AppError::visitor(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    "Too large",
                    "What was sent is far larger than any form here takes. Nothing was done.",
                ),
                _ => AppError::bad_request("The form could not be read."),
            })?;
        bounds::check_form(&bytes)?;
        let expected = visit.expected_form_token(state.store.as_ref()).await?;
        let sent = serde_urlencoded::from_bytes::<TokenField>(&bytes)
            .ok()
            .and_then(|f| f.csrf);
        match (expected, sent) {
            (Some(expected), Some(sent))
                if constant_time_eq(expected.as_bytes(), sent.as_bytes()) => {}
            _ => {
                tracing::info!("form refused: missing or wrong csrf token");
                return Err(AppError::csrf());
            }
        }
        let form = serde_urlencoded::from_bytes::<T>(&bytes).map_err(|e| {
            // Escaped: the words may quote what the visitor sent.
            tracing::info!(error = ?e.to_string(), "form refused: fields do not match");
            AppError::bad_request(
                "The form was not filled in as this page sends it: a field is missing or \
                 holds something it cannot. Nothing was changed; reload the page and try again.",
            )
        })?;
        Ok(CsrfForm(form))
    }
}

/// Whether the body is declared as what a web page's form sends by default:
/// `application/x-www-form-urlencoded` (with or without parameters).
fn is_form(parts: &Parts) -> bool {
    parts
        .headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|t| {
            t.trim()
                .eq_ignore_ascii_case("application/x-www-form-urlencoded")
        })
}

/// With a base URL configured, an `Origin` must be exactly its origin; without
/// one, an `Origin` must name the host the request was sent to. No `Origin` at
/// all is fine: the token alone then decides.
fn origin_allowed(parts: &Parts, config: &Config) -> bool {
    let Some(origin) = parts.headers.get(header::ORIGIN) else {
        return true;
    };
    let Ok(origin) = origin.to_str() else {
        return false;
    };
    if let Some(base) = config.base_origin() {
        return origin.eq_ignore_ascii_case(&base);
    }
    let host = parts
        .headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .or_else(|| parts.uri.authority().map(|a| a.as_str()));
    let Some(host) = host else {
        return false;
    };
    match origin.split_once("://") {
        Some((scheme, rest)) => {
            (scheme == "http" || scheme == "https") && rest.eq_ignore_ascii_case(host)
        }
        None => false,
    }
}

fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::Request;

    fn parts(origin: Option<&str>, host: &str) -> Parts {
        let mut b = Request::post("/x").header(header::HOST, host);
        if let Some(o) = origin {
            b = b.header(header::ORIGIN, o);
        }
        b.body(()).map(|r| r.into_parts().0).expect("request")
    }

    #[test]
    fn origins() {
        let open = Config::default();
        assert!(origin_allowed(&parts(None, "localhost:8080"), &open));
        assert!(origin_allowed(
            &parts(Some("http://localhost:8080"), "localhost:8080"),
            &open
        ));
        assert!(!origin_allowed(
            &parts(Some("http://evil.example"), "localhost:8080"),
            &open
        ));
        assert!(!origin_allowed(
            &parts(Some("null"), "localhost:8080"),
            &open
        ));
        let based = Config {
            base_url: "https://halma.example.org/".parse().ok(),
            ..Config::default()
        };
        assert!(origin_allowed(
            &parts(Some("https://halma.example.org"), "internal:8080"),
            &based
        ));
        assert!(!origin_allowed(
            &parts(Some("http://internal:8080"), "internal:8080"),
            &based
        ));
    }

    #[test]
    fn tokens_differ_and_compare() {
        let (a, b) = (sessions::new_token(), sessions::new_token());
        assert_ne!(a, b);
        assert!(constant_time_eq(a.as_bytes(), a.as_bytes()));
        assert!(!constant_time_eq(a.as_bytes(), b.as_bytes()));
    }
}
