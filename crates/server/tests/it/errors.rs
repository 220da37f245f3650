//! What a visitor is told when the store answers no or cannot be reached:
//! every answer of the store has its own page, and a database that cannot be
//! reached asks to try again in a moment (503, `Retry-After`) instead of a 500.

use axum::{http::StatusCode, response::IntoResponse};
use halma::{error::AppError, store::StoreError};

fn status_of(error: impl Into<AppError>) -> (StatusCode, Option<String>) {
    let response = error.into().into_response();
    let retry = response
        .headers()
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    (response.status(), retry)
}

#[test]
fn each_answer_of_the_store_has_its_own_status() {
    assert_eq!(status_of(StoreError::NotFound).0, StatusCode::NOT_FOUND);
    assert_eq!(status_of(StoreError::Conflict).0, StatusCode::CONFLICT);
    assert_eq!(status_of(StoreError::UsernameTaken).0, StatusCode::CONFLICT);
    assert_eq!(
        status_of(StoreError::InviteUnusable).0,
        StatusCode::BAD_REQUEST
    );
    for limit in [
        StoreError::TooManyOffers,
        StoreError::TooManyMessages,
        StoreError::TooManyTournaments,
    ] {
        assert_eq!(status_of(limit).0, StatusCode::TOO_MANY_REQUESTS);
    }
    let (status, retry) = status_of(StoreError::from(sqlx::Error::PoolTimedOut));
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(retry.as_deref(), Some("5"));
    // A fault is still a fault.
    let corrupt = StoreError::Corrupt("a stored value".to_owned());
    assert_eq!(status_of(corrupt).0, StatusCode::INTERNAL_SERVER_ERROR);
}

#[test]
fn a_database_out_of_reach_is_unavailable_not_a_fault() {
    for e in [
        sqlx::Error::PoolTimedOut,
        sqlx::Error::PoolClosed,
        sqlx::Error::Io(std::io::Error::other("connection reset")),
    ] {
        assert!(StoreError::from(e).is_unavailable());
    }
    assert!(!StoreError::from(sqlx::Error::RowNotFound).is_unavailable());
    // Through a use case's fault too.
    let fault = anyhow::Error::from(StoreError::from(sqlx::Error::PoolClosed));
    assert!(halma::store::unavailable(&fault));
    assert_eq!(status_of(fault).0, StatusCode::SERVICE_UNAVAILABLE);
}

both_backends! {
    async fn a_closed_database_asks_to_try_again(db) {
        let (mut alice, a) = db.player("alice").await;
        let (_, b) = db.player("bob").await;
        let game = db.new_game(halma_rules::Rules::new(halma_rules::Variant::Halma8x8), a, b, 3).await;
        alice.get("/status").await.expect_status(200);
        alice.get(&format!("/games/{game}")).await.expect_status(200);
        db.store.system().close().await;
        for path in ["/status".to_owned(), format!("/games/{game}")] {
            let page = alice.get(&path).await;
            assert_eq!(page.status, 503, "{path}: {}", page.body);
            assert!(page.contains("try again"), "{}", page.body);
            assert!(!page.contains("pool"), "no internal error shown: {}", page.body);
        }
    }
}
