//! A small SMTP receiver for the tests: it listens on a local port, speaks
//! enough of RFC 5321 for a real client (lettre) to deliver to it (EHLO,
//! MAIL, RCPT, DATA, RSET, NOOP, QUIT), and keeps every message it took.

use std::{
    sync::{Arc, Mutex},
    time::Duration,
};

use tokio::{
    io::{AsyncBufReadExt, AsyncWriteExt, BufReader},
    net::TcpListener,
};

/// One delivered message.
#[derive(Debug, Clone)]
pub struct Received {
    pub from: String,
    pub to: Vec<String>,
    /// The message as sent: headers, blank line, body (quoted-printable or
    /// not, as the client chose); see [`Received::text`].
    pub data: String,
}

impl Received {
    /// A header's value (unfolded), by name without regard to case.
    pub fn header(&self, name: &str) -> Option<String> {
        let head = self.data.split("\r\n\r\n").next().unwrap_or("");
        let mut value: Option<String> = None;
        let mut current = false;
        for line in head.split("\r\n") {
            if line.starts_with(' ') || line.starts_with('\t') {
                if current {
                    if let Some(v) = value.as_mut() {
                        v.push_str(line.trim_start());
                    }
                }
                continue;
            }
            current = false;
            if let Some((n, v)) = line.split_once(':') {
                if n.eq_ignore_ascii_case(name) && value.is_none() {
                    value = Some(v.trim().to_owned());
                    current = true;
                }
            }
        }
        value
    }

    /// The subject.
    pub fn subject(&self) -> String {
        self.header("Subject").unwrap_or_default()
    }

    /// The body, with quoted-printable soft breaks and `=3D` undone.
    pub fn text(&self) -> String {
        let body = self.data.split_once("\r\n\r\n").map_or("", |(_, b)| b);
        let quoted = self
            .header("Content-Transfer-Encoding")
            .is_some_and(|e| e.eq_ignore_ascii_case("quoted-printable"));
        if !quoted {
            return body.replace("\r\n", "\n");
        }
        let joined = body.replace("=\r\n", "");
        let mut out = Vec::new();
        let bytes = joined.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] == b'=' && i + 2 < bytes.len() {
                if let Ok(b) = u8::from_str_radix(&joined[i + 1..i + 3], 16) {
                    out.push(b);
                    i += 3;
                    continue;
                }
            }
            out.push(bytes[i]);
            i += 1;
        }
        String::from_utf8_lossy(&out).replace("\r\n", "\n")
    }

    /// The first link in the body that starts with `prefix`.
    pub fn link(&self, prefix: &str) -> Option<String> {
        let text = self.text();
        let start = text.find(prefix)?;
        let rest = &text[start..];
        let end = rest
            .find(|c: char| c.is_whitespace() || c == '>')
            .unwrap_or(rest.len());
        Some(rest[..end].to_owned())
    }
}

/// The receiver: its port and what it took.
#[derive(Clone)]
pub struct SmtpReceiver {
    pub port: u16,
    messages: Arc<Mutex<Vec<Received>>>,
}

impl SmtpReceiver {
    /// Listens on a free local port.
    pub async fn start() -> SmtpReceiver {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        Self::serve(listener)
    }

    /// Listens on `port` (a server was told of it before it listened).
    pub async fn start_on(port: u16) -> SmtpReceiver {
        let listener = TcpListener::bind(("127.0.0.1", port)).await.expect("bind");
        Self::serve(listener)
    }

    fn serve(listener: TcpListener) -> SmtpReceiver {
        let port = listener.local_addr().expect("address").port();
        let messages: Arc<Mutex<Vec<Received>>> = Arc::default();
        let kept = messages.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let kept = kept.clone();
                tokio::spawn(async move {
                    let _ = session(stream, kept).await;
                });
            }
        });
        SmtpReceiver { port, messages }
    }

    /// The URL a server is given: `smtp://127.0.0.1:PORT`.
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// Every message taken so far.
    pub fn messages(&self) -> Vec<Received> {
        self.messages.lock().unwrap().clone()
    }

    /// Waits (up to `secs` seconds) until `count` messages were taken.
    pub async fn wait_for(&self, count: usize, secs: u64) -> Vec<Received> {
        let until = std::time::Instant::now() + Duration::from_secs(secs);
        loop {
            let got = self.messages();
            if got.len() >= count || std::time::Instant::now() > until {
                return got;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

async fn session(
    stream: tokio::net::TcpStream,
    kept: Arc<Mutex<Vec<Received>>>,
) -> std::io::Result<()> {
    let (read, mut write) = stream.into_split();
    let mut lines = BufReader::new(read);
    write.write_all(b"220 test ESMTP ready\r\n").await?;
    let mut from = String::new();
    let mut to = Vec::new();
    loop {
        let mut line = String::new();
        if lines.read_line(&mut line).await? == 0 {
            return Ok(());
        }
        let command = line.trim_end().to_owned();
        let upper = command.to_ascii_uppercase();
        if upper.starts_with("EHLO") {
            write
                .write_all(b"250-test greets you\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n")
                .await?;
        } else if upper.starts_with("HELO") {
            write.write_all(b"250 test\r\n").await?;
        } else if upper.starts_with("MAIL FROM:") {
            from = address(&command[10..]);
            to.clear();
            write.write_all(b"250 OK\r\n").await?;
        } else if upper.starts_with("RCPT TO:") {
            to.push(address(&command[8..]));
            write.write_all(b"250 OK\r\n").await?;
        } else if upper == "DATA" {
            write.write_all(b"354 go on\r\n").await?;
            let mut data = String::new();
            loop {
                let mut l = String::new();
                if lines.read_line(&mut l).await? == 0 {
                    return Ok(());
                }
                if l == ".\r\n" || l == ".\n" {
                    break;
                }
                let l = l.strip_prefix('.').map_or(l.clone(), str::to_owned);
                data.push_str(&l);
            }
            kept.lock().unwrap().push(Received {
                from: from.clone(),
                to: to.clone(),
                data,
            });
            write.write_all(b"250 OK queued\r\n").await?;
        } else if upper == "QUIT" {
            write.write_all(b"221 bye\r\n").await?;
            return Ok(());
        } else if upper == "RSET" || upper == "NOOP" {
            write.write_all(b"250 OK\r\n").await?;
        } else {
            write.write_all(b"502 not here\r\n").await?;
        }
    }
}

/// `<ann@example.org> SIZE=…` → `ann@example.org`.
fn address(text: &str) -> String {
    let text = text.trim();
    match (text.find('<'), text.find('>')) {
        (Some(a), Some(b)) if b > a => text[a + 1..b].to_owned(),
        _ => text.split_whitespace().next().unwrap_or("").to_owned(),
    }
}
