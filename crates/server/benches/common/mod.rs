//! What the benchmarks share: whole requests through `app(state)`, and a
//! log-in through the form.

use axum::{
    body::Body,
    http::{header, Request, StatusCode},
    Router,
};
use http_body_util::BodyExt;
use tower::ServiceExt;

/// Every benchmark player's password.
pub const PASSWORD: &str = "bench password";

pub async fn send(app: &Router, req: Request<Body>) -> (StatusCode, Vec<String>, String) {
    let response = app.clone().oneshot(req).await.expect("infallible");
    let status = response.status();
    let cookies = response
        .headers()
        .get_all(header::SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .filter_map(|v| v.split(';').next().map(str::to_owned))
        .collect();
    let body = response
        .into_body()
        .collect()
        .await
        .expect("body")
        .to_bytes();
    (status, cookies, String::from_utf8_lossy(&body).into_owned())
}

/// Logs `username` in through the form (password [`PASSWORD`]); returns the
/// session cookie.
pub async fn log_in(app: &Router, username: &str) -> String {
    let (_, cookies, body) = send(
        app,
        Request::get("/login").body(Body::empty()).expect("req"),
    )
    .await;
    let cookie = cookies.first().expect("a form cookie").clone();
    let token = body
        .split("name=\"csrf\" value=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("a csrf field");
    let form = format!("username={username}&password=bench+password&csrf={token}");
    let (status, cookies, _) = send(
        app,
        Request::post("/login")
            .header(header::COOKIE, &cookie)
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body(Body::from(form))
            .expect("req"),
    )
    .await;
    assert_eq!(status, StatusCode::SEE_OTHER, "log-in failed");
    cookies
        .into_iter()
        .find(|c| c.starts_with("halma_session="))
        .expect("a session cookie")
}
