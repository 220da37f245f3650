//! The real `halma` binary as a process: `halma serve` on a free port of
//! 127.0.0.1, and the other subcommands run to completion. Nothing of the test's
//! own `HALMA_*` environment leaks into them; only what the test passes counts.

use std::{
    collections::BTreeMap,
    fs::File,
    net::{SocketAddr, TcpListener},
    path::PathBuf,
    process::{Child, Command, ExitStatus, Output, Stdio},
    time::{Duration, Instant},
};

/// The `halma` binary cargo built for these tests.
pub const HALMA: &str = env!("CARGO_BIN_EXE_halma");

/// A port of 127.0.0.1 that was free a moment ago.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port on 127.0.0.1")
        .port()
}

/// A `halma` command with no `HALMA_*` variable but those in `env`.
pub fn command(args: &[&str], env: &[(&str, &str)]) -> Command {
    let mut cmd = Command::new(HALMA);
    cmd.args(args);
    for (key, _) in std::env::vars_os() {
        if key.to_string_lossy().starts_with("HALMA_") {
            cmd.env_remove(key);
        }
    }
    cmd.envs(env.iter().copied());
    cmd
}

/// Runs `halma ARGS` to completion with `stdin` as its standard input.
pub fn run(args: &[&str], env: &[(&str, &str)], stdin: &str) -> Output {
    use std::io::Write;
    let mut child = command(args, env)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start halma");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write to halma's stdin");
    child.wait_with_output().expect("halma ran")
}

/// A running `halma serve`, killed when dropped if it is still running.
pub struct Server {
    child: Child,
    pub addr: SocketAddr,
    log: PathBuf,
    _dir: tempfile::TempDir,
}

impl Server {
    /// Starts `halma serve` with `env` and `HALMA_LISTEN` on a free port of
    /// 127.0.0.1 (unless `env` names one). Its output goes to a log file.
    pub fn start(env: &[(&str, &str)]) -> Server {
        let dir = tempfile::tempdir().expect("temporary folder");
        let log = dir.path().join("server.log");
        let out = File::create(&log).expect("log file");
        let err = out.try_clone().expect("log file");
        let listen = env
            .iter()
            .find(|(k, _)| *k == "HALMA_LISTEN")
            .map(|(_, v)| v.to_string())
            .unwrap_or_else(|| format!("127.0.0.1:{}", free_port()));
        let addr: SocketAddr = listen.parse().expect("HALMA_LISTEN is an address");
        let child = command(&["serve"], env)
            .env("HALMA_LISTEN", &listen)
            .stdin(Stdio::null())
            .stdout(out)
            .stderr(err)
            .spawn()
            .expect("start halma serve");
        Server {
            child,
            addr,
            log,
            _dir: dir,
        }
    }

    /// `http://ADDR`, without a trailing slash.
    pub fn base_url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// What the server has written so far.
    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Waits until `/healthz` answers 200; panics with the log when the server
    /// exits or is not healthy within a minute (migrations on a busy machine).
    pub async fn wait_healthy(&mut self) {
        let client = reqwest::Client::new();
        let url = format!("{}/healthz", self.base_url());
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                panic!(
                    "halma serve exited ({status}) before it was healthy:\n{}",
                    self.log()
                );
            }
            if let Ok(answer) = client.get(&url).send().await {
                if answer.status() == 200 {
                    return;
                }
            }
            assert!(
                Instant::now() < deadline,
                "halma serve was not healthy within a minute:\n{}",
                self.log()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Kills the process at once (SIGKILL), as a crash or a power cut would,
    /// and waits for it to end.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Sends SIGTERM and waits (at most 20 s) for the process to end.
    pub fn stop(&mut self) -> ExitStatus {
        let pid = self.child.id().to_string();
        let sent = Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .expect("run kill");
        assert!(sent.success(), "kill -TERM {pid} failed");
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if let Some(status) = self.child.try_wait().expect("wait for halma") {
                return status;
            }
            assert!(
                Instant::now() < deadline,
                "halma serve did not stop within 20 s of SIGTERM:\n{}",
                self.log()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// A browser-like client of real servers over HTTP, the counterpart of
/// [`super::Client`]: cookies kept (one jar whatever the port, as a browser
/// keeps one for a host), no redirect followed, and the `csrf` field of the
/// last page sent back with each form.
#[derive(Clone)]
pub struct WebClient {
    http: reqwest::Client,
    cookies: BTreeMap<String, String>,
    csrf: Option<String>,
}

impl Default for WebClient {
    fn default() -> Self {
        Self::new()
    }
}

impl WebClient {
    pub fn new() -> Self {
        let http = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .expect("an HTTP client");
        Self {
            http,
            cookies: BTreeMap::new(),
            csrf: None,
        }
    }

    /// The form token the next `post` will send.
    pub fn csrf(&self) -> Option<&str> {
        self.csrf.as_deref()
    }

    pub async fn get(&mut self, url: &str) -> super::Page {
        let request = self.http.get(url);
        self.send(request).await
    }

    /// Posts a form with the last page's `csrf` field (unless `fields` has one).
    pub async fn post(&mut self, url: &str, fields: &[(&str, &str)]) -> super::Page {
        let mut all: Vec<(&str, &str)> = fields.to_vec();
        let token = self.csrf.clone().unwrap_or_default();
        if !fields.iter().any(|(k, _)| *k == "csrf") {
            all.push(("csrf", &token));
        }
        let request = self.http.post(url).form(&all);
        self.send(request).await
    }

    /// Logs in through the form of the server at `base`.
    pub async fn login(&mut self, base: &str, username: &str, password: &str) -> super::Page {
        self.get(&format!("{base}/login")).await;
        self.post(
            &format!("{base}/login"),
            &[("username", username), ("password", password)],
        )
        .await
    }

    async fn send(&mut self, mut request: reqwest::RequestBuilder) -> super::Page {
        if !self.cookies.is_empty() {
            let cookie = self
                .cookies
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect::<Vec<_>>()
                .join("; ");
            request = request.header(reqwest::header::COOKIE, cookie);
        }
        let response = request.send().await.expect("the server answers");
        let status = response.status();
        let headers = response.headers().clone();
        let body = response.text().await.expect("a body");
        let page = super::Page {
            status,
            location: headers
                .get(reqwest::header::LOCATION)
                .and_then(|v| v.to_str().ok())
                .map(str::to_owned),
            headers,
            body,
        };
        for cookie in page.set_cookies() {
            super::take_cookie(&mut self.cookies, &cookie);
        }
        if let Some(token) = page.field("csrf") {
            self.csrf = Some(token);
        }
        page
    }
}
