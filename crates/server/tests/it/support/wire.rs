//! A proxy in front of Postgres that counts the statements a server sends:
//! each `Execute` of the extended protocol (a prepared statement run) and
//! each simple `Query`. What a page costs the database, counted on the wire.

use std::sync::{
    atomic::{AtomicUsize, Ordering},
    Arc,
};

use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::{TcpListener, TcpStream},
};

/// The statements sent through the proxy so far.
#[derive(Clone, Default)]
pub struct Statements(Arc<AtomicUsize>);

impl Statements {
    pub fn count(&self) -> usize {
        self.0.load(Ordering::SeqCst)
    }
}

/// Starts a proxy to the Postgres server of `url`; answers the same URL
/// through the proxy (without TLS, so that the messages can be read) and
/// the count of statements sent through it.
pub async fn count_statements(url: &str) -> (String, Statements) {
    let mut through = url::Url::parse(url).expect("a Postgres URL");
    let server = format!(
        "{}:{}",
        through.host_str().expect("a host"),
        through.port().unwrap_or(5432)
    );
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let port = listener.local_addr().expect("address").port();
    let statements = Statements::default();
    let counted = statements.clone();
    tokio::spawn(async move {
        while let Ok((client, _)) = listener.accept().await {
            // A server out of reach: the client's connection is closed,
            // and it says so.
            if let Ok(server) = TcpStream::connect(&server).await {
                tokio::spawn(relay(client, server, counted.clone()));
            }
        }
    });
    through.set_host(Some("127.0.0.1")).expect("host");
    through.set_port(Some(port)).expect("port");
    through.query_pairs_mut().append_pair("sslmode", "disable");
    (through.to_string(), statements)
}

/// Relays one connection, counting the client's statements.
async fn relay(client: TcpStream, server: TcpStream, statements: Statements) {
    let (mut from_client, mut to_client) = client.into_split();
    let (mut from_server, mut to_server) = server.into_split();
    tokio::spawn(async move {
        let _ = tokio::io::copy(&mut from_server, &mut to_client).await;
    });
    let mut pending = Vec::new();
    // The first messages (the startup, and a request for TLS before it)
    // have no type byte.
    let mut started = false;
    let mut buf = vec![0u8; 64 * 1024];
    loop {
        let n = match from_client.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => n,
        };
        // Counted before they are passed on: a statement is counted before
        // its answer can come.
        pending.extend_from_slice(&buf[..n]);
        loop {
            let head = if started { 1 } else { 0 };
            let Some(len) = pending
                .get(head..head + 4)
                .map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]) as usize)
            else {
                break;
            };
            if pending.len() < head + len {
                break;
            }
            if started {
                if matches!(pending[0], b'E' | b'Q') {
                    statements.0.fetch_add(1, Ordering::SeqCst);
                }
            } else {
                // An SSLRequest / GSSENCRequest code: the startup comes next.
                let code = pending
                    .get(4..8)
                    .map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]));
                started = !matches!(code, Some(80877103 | 80877104));
            }
            pending.drain(..head + len);
        }
        if to_server.write_all(&buf[..n]).await.is_err() {
            return;
        }
    }
}
