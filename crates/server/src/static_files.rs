//! Static files (the style sheet and the one script), compiled into the binary so that it runs from
//! any folder, and served with caching headers.

use axum::{
    extract::Path,
    http::header,
    response::{IntoResponse, Response},
    routing::get,
    Router,
};

use crate::{error::AppError, AppState};

/// (name, content type, contents)
const FILES: &[(&str, &str, &[u8])] = &[
    (
        "halma.css",
        "text/css; charset=utf-8",
        include_bytes!("../../../static/halma.css"),
    ),
    (
        "live.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../../static/live.js"),
    ),
];

pub fn router() -> Router<AppState> {
    Router::new().route("/static/{name}", get(serve))
}

async fn serve(Path(name): Path<String>) -> Result<Response, AppError> {
    let (_, content_type, body) = FILES
        .iter()
        .find(|(n, _, _)| *n == name)
        .ok_or(AppError::NotFound)?;
    Ok((
        [
            (header::CONTENT_TYPE, *content_type),
            // A day: the files change only with a new release.
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        *body,
    )
        .into_response())
}
