//! The real binary and clients that send slowly or not at all: a header that
//! never ends, a body that never comes, idle connections by the hundred, and
//! a shutdown while they hang on. Each bound is a setting, short here.

use std::{
    net::SocketAddr,
    time::{Duration, Instant},
};

use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};

use crate::support::server::Server;

/// `halma serve` on a fresh SQLite file with these settings, once healthy.
async fn serve(dir: &tempfile::TempDir, settings: &[(&str, &str)]) -> Server {
    let url = format!("sqlite://{}", dir.path().join("halma.db").display());
    let mut env = vec![("HALMA_DATABASE_URL", url.as_str())];
    env.extend_from_slice(settings);
    let mut server = Server::start(&env);
    server.wait_healthy().await;
    server
}

/// Reads until the server closes the connection; `None` if it is still open
/// at `deadline`.
async fn read_to_close(stream: &mut TcpStream, deadline: Instant) -> Option<String> {
    let mut answer = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match tokio::time::timeout(left, stream.read(&mut buf)).await {
            Err(_) => return None,
            Ok(Ok(0)) | Ok(Err(_)) => return Some(String::from_utf8_lossy(&answer).into_owned()),
            Ok(Ok(n)) => answer.extend_from_slice(&buf[..n]),
        }
    }
}

/// Sends `request` on a new connection and reads the answer until the server
/// closes it, within `within`.
async fn exchange(addr: SocketAddr, request: &str, within: Duration) -> Option<String> {
    let deadline = Instant::now() + within;
    let mut stream = tokio::time::timeout(within, TcpStream::connect(addr))
        .await
        .ok()?
        .ok()?;
    stream.write_all(request.as_bytes()).await.ok()?;
    read_to_close(&mut stream, deadline).await
}

const HEALTHZ: &str = "GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";

#[tokio::test]
async fn hundreds_of_idle_and_half_sent_connections_neither_starve_the_server_nor_stay() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let mut server = serve(&dir, &[("HALMA_HEADER_TIMEOUT_SECS", "2")]).await;
    let mut hanging = Vec::new();
    for i in 0..300 {
        let mut stream = TcpStream::connect(server.addr).await.expect("connect");
        // Half of them send the start of a request and never finish it; the
        // others send nothing at all.
        if i % 2 == 0 {
            stream
                .write_all(b"GET /status HTTP/1.1\r\nHost: localhost\r\nX-Slow: ")
                .await
                .expect("write");
        }
        hanging.push(stream);
    }
    let opened = Instant::now();

    // A visitor on a fresh connection is answered at once.
    let answer = exchange(server.addr, HEALTHZ, Duration::from_secs(1)).await;
    let answer = answer.expect("/healthz answered within a second");
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");

    // Past the header timeout the server has closed every one of them.
    let deadline = opened + Duration::from_secs(2 + 4);
    for (i, stream) in hanging.iter_mut().enumerate() {
        assert!(
            read_to_close(stream, deadline).await.is_some(),
            "connection {i} was still open {:?} after it was opened",
            opened.elapsed()
        );
    }
    let answer = exchange(server.addr, HEALTHZ, Duration::from_secs(1)).await;
    assert!(answer.is_some_and(|a| a.starts_with("HTTP/1.1 200")));
    let status = server.stop();
    assert!(status.success(), "halma serve ended with {status}");
}

#[tokio::test]
async fn a_request_whose_body_never_comes_is_answered_408_on_the_error_page() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let mut server = serve(&dir, &[("HALMA_REQUEST_TIMEOUT_SECS", "1")]).await;
    let started = Instant::now();
    let answer = exchange(
        server.addr,
        "POST /login HTTP/1.1\r\nHost: localhost\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nusername=a",
        Duration::from_secs(8),
    )
    .await
    .expect("an answer, and the connection closed, within the request timeout");
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(
        answer.to_lowercase().contains("content-type: text/html"),
        "{answer}"
    );
    assert!(answer.contains("<header class=\"site\">"), "{answer}");
    assert!(started.elapsed() >= Duration::from_secs(1));
    let status = server.stop();
    assert!(status.success(), "halma serve ended with {status}");
}

#[tokio::test]
async fn sigterm_ends_the_server_within_the_grace_period_whatever_hangs_on() {
    let dir = tempfile::tempdir().expect("temporary folder");
    // Timeouts far longer than the grace period: only the grace period ends these.
    let mut server = serve(
        &dir,
        &[
            ("HALMA_HEADER_TIMEOUT_SECS", "120"),
            ("HALMA_REQUEST_TIMEOUT_SECS", "120"),
            ("HALMA_SHUTDOWN_GRACE_SECS", "2"),
        ],
    )
    .await;
    let mut half_sent = TcpStream::connect(server.addr).await.expect("connect");
    half_sent
        .write_all(b"GET / HTTP/1.1\r\nHost: localhost\r\n")
        .await
        .expect("write");
    let mut body_missing = TcpStream::connect(server.addr).await.expect("connect");
    body_missing
        .write_all(
            b"POST /login HTTP/1.1\r\nHost: localhost\r\n\
              Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nuser",
        )
        .await
        .expect("write");
    // Let the server read what was sent.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let asked = Instant::now();
    let status = server.stop();
    let took = asked.elapsed();
    assert!(status.success(), "halma serve ended with {status}");
    // The grace period, and a margin for a busy machine (the runtime and the
    // database pool get a second each to close).
    assert!(
        took < Duration::from_secs(2 + 4),
        "stopping took {took:?}:\n{}",
        server.log()
    );
    let log = server.log();
    assert!(log.contains("halma stopped"), "{log}");
}
