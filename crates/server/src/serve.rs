//! The HTTP server under `halma serve`: the app on a listener, a task a
//! connection, with the bounds a server open to anyone needs. A client must
//! send a request's headers within the header timeout, and an idle
//! connection is closed after as long, so that slow or silent clients cannot
//! hold the server's connections (and file descriptors) for ever; the request
//! timeout (in `app`) bounds the rest. On the shutdown signal the listener is
//! closed at once, the requests in flight get the grace period to finish, and
//! then the server returns whatever still hangs on.

use std::{future::Future, net::SocketAddr, time::Duration};

use axum::{
    extract::{ConnectInfo, Request},
    Router,
};
use hyper::body::Incoming;
use hyper_util::{
    rt::{TokioIo, TokioTimer},
    server::graceful::GracefulShutdown,
};
use tokio::net::TcpListener;
use tower::ServiceExt;

/// How long clients may take, and how long a shutdown waits for them.
#[derive(Debug, Clone, Copy)]
pub struct Bounds {
    /// Time to send a request's headers; also how long a connection may idle.
    pub header_timeout: Duration,
    /// Time the requests in flight get to finish after the shutdown signal.
    pub grace: Duration,
}

/// Serves `app` on `listener` until `shutdown` resolves, then for at most the
/// grace period while the connections in flight finish. Each request carries
/// its peer's address as `ConnectInfo<SocketAddr>`.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    bounds: Bounds,
    shutdown: impl Future<Output = ()>,
) {
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(bounds.header_timeout);
    let graceful = GracefulShutdown::new();
    tokio::pin!(shutdown);
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = &mut shutdown => break,
        };
        let (stream, peer) = match accepted {
            Ok(accepted) => accepted,
            Err(e) => {
                // Out of file descriptors, say: the timeouts free some soon;
                // wait a moment rather than spin.
                tracing::warn!(error = %e, "cannot accept a connection");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        // Pages are small and answered at once; no reason to delay the last packet.
        let _ = stream.set_nodelay(true);
        let app = app.clone();
        let service = hyper::service::service_fn(move |mut request: Request<Incoming>| {
            request
                .extensions_mut()
                .insert(ConnectInfo::<SocketAddr>(peer));
            app.clone().oneshot(request)
        });
        let connection = graceful.watch(http.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
            if let Err(e) = connection.await {
                // A client that went away or was too slow: nothing of ours.
                tracing::debug!(error = %e, %peer, "connection ended");
            }
        });
    }
    drop(listener);
    tracing::info!(
        grace_secs = bounds.grace.as_secs(),
        "no new connections; waiting for the requests in flight"
    );
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(bounds.grace) => {
            tracing::warn!(
                grace_secs = bounds.grace.as_secs(),
                "requests still in flight after the grace period are cut off"
            );
        }
    }
}
