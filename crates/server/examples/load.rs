//! The load generator: many games at once, played through the real forms of a
//! running `halma serve`, the way browsers would play them, with the latency of
//! every Submit and of the page it leads to; then a check that every move the
//! server acknowledged is in the game's record.
//!
//! ```text
//! cargo run --release -p halma --example load -- --games 32 --seconds 20
//! cargo run --release -p halma --example load -- --games 32 --seconds 20 \
//!     --database-url postgres://postgres@127.0.0.1:5432/loadtest
//! cargo run --release -p halma --example load -- --pages 64 --seconds 10
//! ```
//!
//! **Games** (the default). Unless `--server-url` names a running server, it starts
//! the `halma` binary of the same build (`target/release/halma`; under `cargo run`
//! it first has cargo bring that binary up to date, or pass `--halma PATH`) on a
//! free port of 127.0.0.1, with `--database-url` (default: a new SQLite file in a
//! temporary folder; a Postgres database is created when it does not exist, and
//! an existing one is used as it is: players get names of their own on every
//! run), waits for `/healthz`, and stops the server at the end. Its log goes to a
//! file in a temporary folder; `RUST_LOG` is passed on.
//!
//! It creates 2 × `--games` userids through `/register`, each player with its
//! own session cookie and connection. Each pair plays one game after another:
//! one posts a New game inviting the other, who Joins it from the waiting room;
//! then they play random legal moves, each one a Submit (`POST
//! /games/{id}/move` with `csrf`, `ply`, `path`) and the GET of the page it
//! redirects to, and only then the opponent's turn. The generator keeps each
//! game with the rules crate (the automatic pass and the end of the game
//! included), so it knows every move's ply. The form token belongs to the session
//! and changes only at log-in, so each player reads it once from a page after
//! signing up.
//!
//! After `--warmup` seconds it measures for `--seconds`, then prints the
//! acknowledged Submits per second, the p50/p99/max latency of the Submit, of
//! the page, and of the two together, the errors (an unexpected status, a
//! refusal page, a broken connection), and the CPU time of the server and of the
//! generator when it can read them (Linux). Finally it downloads every game's
//! record (`/games/{id}/record`) and compares its moves with those it played:
//! `verified: N games, M moves, 0 missing`. It exits with status 1 after any
//! error, missing move or wrong result.
//!
//! **Pages** (`--pages N`). One game is played to ply 60 (or as far as it goes
//! without ending), then `N` connections ask for that game page as the player to
//! move, for `--seconds`, and then for `--baseline` (`/healthz`, which writes
//! the heartbeat; `/static/halma.css` is the cheapest path through the same
//! stack); it prints the requests per second of each and their ratio. It also
//! prints the `wrk` command that asks for the same page
//! with the same session cookie, to compare (with `--server-url`, so the server
//! outlives the run).

use std::{
    net::SocketAddr,
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    sync::{
        atomic::{AtomicU64, AtomicUsize, Ordering},
        Arc, Mutex,
    },
    time::{Duration, Instant, SystemTime, UNIX_EPOCH},
};

use anyhow::{anyhow, bail, Context, Result};
use clap::Parser;
use halma_rules::{Game, Move, Outcome, Position, Record, Rules, Variant};
use http_body_util::{BodyExt, Full};
use hyper::{
    body::Bytes,
    client::conn::http1::SendRequest,
    header::{self, HeaderValue},
    Method, Request, StatusCode,
};
use hyper_util::rt::TokioIo;
use rand::{rngs::StdRng, Rng, SeedableRng};
use tokio::net::TcpStream;

/// Every player's password.
const PASSWORD: &str = "load-test-password";
/// Players signing up at once (each costs the server a password hash).
const SIGNUPS_AT_ONCE: usize = 4;
/// Connections that download the records at the end.
const VERIFIERS: usize = 4;
/// The error messages printed in full; the rest are only counted.
const ERRORS_SHOWN: usize = 10;
/// How far the game of `--pages` is played.
const PAGES_PLY: usize = 60;

#[derive(Debug, Parser)]
#[command(about = "Plays many halma games at once through the real forms and measures the server.")]
struct Args {
    /// Games in flight at once (two players each).
    #[arg(long, default_value_t = 32)]
    games: usize,
    /// Length of the measured window, in seconds.
    #[arg(long, default_value_t = 20)]
    seconds: u64,
    /// Seconds of play before the window, not measured.
    #[arg(long, default_value_t = 3)]
    warmup: u64,
    /// The database of the server started here: `sqlite://PATH` or
    /// `postgres://USER@HOST:PORT/DATABASE`. Default: a new SQLite file in a
    /// temporary folder.
    #[arg(long)]
    database_url: Option<String>,
    /// A server that is already running (`http://HOST:PORT`); none is started.
    #[arg(long)]
    server_url: Option<String>,
    /// The `halma` binary to start. Default: the one next to this program's
    /// build folder (brought up to date by cargo when run by cargo).
    #[arg(long)]
    halma: Option<PathBuf>,
    /// The game played.
    #[arg(long, default_value = "halma-8x8")]
    variant: Variant,
    /// Seed of the random moves (default: from the clock); printed, so a run
    /// can be repeated.
    #[arg(long)]
    seed: Option<u64>,
    /// Instead of games: N connections ask for one game page, then for
    /// `--baseline`, each for `--seconds`.
    #[arg(long, value_name = "N")]
    pages: Option<usize>,
    /// What the game page is compared with in `--pages` mode.
    #[arg(long, default_value = "/healthz")]
    baseline: String,
    /// Threads of the generator's own runtime.
    #[arg(long, default_value_t = 1)]
    threads: usize,
}

fn main() -> Result<()> {
    let args = Args::parse();
    if args.games == 0 || args.seconds == 0 || args.threads == 0 {
        bail!("--games, --seconds and --threads must be at least 1");
    }
    let runtime = if args.threads == 1 {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?
    } else {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(args.threads)
            .enable_all()
            .build()?
    };
    let ok = runtime.block_on(run(args))?;
    if !ok {
        std::process::exit(1);
    }
    Ok(())
}

async fn run(args: Args) -> Result<bool> {
    if let Some(load) = load_average() {
        println!("load average before the run: {load}");
    }
    let mut server = None;
    let target = match &args.server_url {
        Some(url) => {
            if args.database_url.is_some() {
                eprintln!("load: --database-url is ignored with --server-url");
            }
            let target = Target::from_url(url).await?;
            println!("server: {url} (already running)");
            target
        }
        None => {
            let started = ServerProcess::start(&args).await?;
            let target = Target::local(started.addr);
            server = Some(started);
            target
        }
    };
    let result = match args.pages {
        Some(n) => pages(&args, &target, n, server.as_ref()).await,
        None => games(&args, &target, server.as_ref()).await,
    };
    if let Some(mut server) = server {
        if result.is_err() {
            server.print_log_tail();
        }
        server.stop();
    }
    result
}

// ---- HTTP ----

/// Where the server listens, and the `Host` header that names it.
#[derive(Clone)]
struct Target {
    addr: SocketAddr,
    host: HeaderValue,
}

impl Target {
    fn local(addr: SocketAddr) -> Self {
        Self {
            addr,
            host: HeaderValue::from_str(&addr.to_string()).expect("an address is a header value"),
        }
    }

    async fn from_url(url: &str) -> Result<Self> {
        let parsed = url::Url::parse(url).with_context(|| format!("--server-url {url}"))?;
        if parsed.scheme() != "http" {
            bail!("--server-url must be http://HOST:PORT, not {url}");
        }
        let host = parsed.host_str().context("--server-url has no host")?;
        let port = parsed.port_or_known_default().unwrap_or(80);
        let addr = tokio::net::lookup_host((host, port))
            .await?
            .next()
            .with_context(|| format!("{host} has no address"))?;
        let authority = match parsed.port() {
            Some(port) => format!("{host}:{port}"),
            None => host.to_owned(),
        };
        Ok(Self {
            addr,
            host: HeaderValue::from_str(&authority)?,
        })
    }
}

/// One keep-alive HTTP/1.1 connection, opened on first use and again after it
/// broke.
struct Conn {
    target: Target,
    sender: Option<SendRequest<Full<Bytes>>>,
}

/// An answer, its body read.
struct Answer {
    status: StatusCode,
    location: Option<String>,
    session: Option<HeaderValue>,
    body: Bytes,
}

impl Answer {
    fn text(&self) -> &str {
        std::str::from_utf8(&self.body).unwrap_or("")
    }

    /// What a refusal page says in its title, for an error message.
    fn title(&self) -> &str {
        let text = self.text();
        text.split_once("<title>")
            .and_then(|(_, rest)| rest.split_once("</title>"))
            .map(|(title, _)| title.trim())
            .unwrap_or_else(|| text.get(..80).unwrap_or(text).trim())
    }
}

impl Conn {
    fn new(target: &Target) -> Self {
        Self {
            target: target.clone(),
            sender: None,
        }
    }

    async fn connect(&mut self) -> Result<&mut SendRequest<Full<Bytes>>> {
        if self.sender.as_ref().is_none_or(|s| s.is_closed()) {
            let stream = TcpStream::connect(self.target.addr)
                .await
                .with_context(|| format!("connect to {}", self.target.addr))?;
            stream.set_nodelay(true)?;
            let (sender, connection) =
                hyper::client::conn::http1::handshake(TokioIo::new(stream)).await?;
            tokio::spawn(async move {
                let _ = connection.await;
            });
            self.sender = Some(sender);
        }
        Ok(self.sender.as_mut().expect("connected above"))
    }

    async fn send(
        &mut self,
        method: Method,
        path: &str,
        cookie: Option<&HeaderValue>,
        form: Option<String>,
    ) -> Result<Answer> {
        let host = self.target.host.clone();
        let result = async {
            let sender = self.connect().await?;
            sender.ready().await?;
            let mut request = Request::builder()
                .method(method)
                .uri(path)
                .header(header::HOST, host);
            if let Some(cookie) = cookie {
                request = request.header(header::COOKIE, cookie.clone());
            }
            let body = match form {
                Some(form) => {
                    request = request.header(
                        header::CONTENT_TYPE,
                        HeaderValue::from_static("application/x-www-form-urlencoded"),
                    );
                    Full::new(Bytes::from(form))
                }
                None => Full::new(Bytes::new()),
            };
            let response = sender.send_request(request.body(body)?).await?;
            let (parts, body) = response.into_parts();
            let body = body.collect().await?.to_bytes();
            let location = parts
                .headers
                .get(header::LOCATION)
                .and_then(|v| v.to_str().ok())
                .map(str::to_owned);
            // The session cookie once logged in; before that, the form-token
            // cookie an anonymous visitor gets.
            let set: Vec<&str> = parts
                .headers
                .get_all(header::SET_COOKIE)
                .iter()
                .filter_map(|v| v.to_str().ok())
                .filter_map(|v| v.split(';').next())
                .collect();
            let session = ["halma_session=", "halma_csrf="]
                .iter()
                .find_map(|name| {
                    set.iter()
                        .find(|c| c.starts_with(name) && c.len() > name.len())
                })
                .and_then(|c| HeaderValue::from_str(c).ok());
            Ok::<_, anyhow::Error>(Answer {
                status: parts.status,
                location,
                session,
                body,
            })
        }
        .await;
        if result.is_err() {
            self.sender = None;
        }
        result.with_context(|| format!("{path}: no answer"))
    }
}

/// A signed-up player: its session cookie, form token and connection.
struct Player {
    name: String,
    cookie: Option<HeaderValue>,
    csrf: String,
    conn: Conn,
}

impl Player {
    async fn get(&mut self, path: &str) -> Result<Answer> {
        let answer = self
            .conn
            .send(Method::GET, path, self.cookie.as_ref(), None)
            .await?;
        self.keep_cookie(&answer);
        Ok(answer)
    }

    async fn post(&mut self, path: &str, form: String) -> Result<Answer> {
        let answer = self
            .conn
            .send(Method::POST, path, self.cookie.as_ref(), Some(form))
            .await?;
        self.keep_cookie(&answer);
        Ok(answer)
    }

    fn keep_cookie(&mut self, answer: &Answer) {
        if let Some(session) = &answer.session {
            self.cookie = Some(session.clone());
        }
    }

    /// GET a page that must answer 200.
    async fn page(&mut self, path: &str) -> Result<Answer> {
        let answer = self.get(path).await?;
        expect_page(&answer, "GET", path)?;
        Ok(answer)
    }

    /// POST a form that must answer 303; returns where it leads.
    async fn submit(&mut self, path: &str, form: String) -> Result<String> {
        let answer = self.post(path, form).await?;
        expect_redirect(&answer, path)
    }
}

fn expect_page(answer: &Answer, method: &str, path: &str) -> Result<()> {
    if answer.status != StatusCode::OK {
        bail!(
            "{method} {path}: {} “{}”",
            answer.status.as_u16(),
            answer.title()
        );
    }
    Ok(())
}

fn expect_redirect(answer: &Answer, path: &str) -> Result<String> {
    match (&answer.status, &answer.location) {
        (&StatusCode::SEE_OTHER, Some(to)) => Ok(to.clone()),
        _ => bail!(
            "POST {path}: {} “{}”",
            answer.status.as_u16(),
            answer.title()
        ),
    }
}

/// The value of the hidden `csrf` field of a page.
fn csrf_of(page: &str) -> Result<String> {
    page.split_once("name=\"csrf\" value=\"")
        .and_then(|(_, rest)| rest.split_once('"'))
        .map(|(token, _)| token.to_owned())
        .context("the page has no csrf field")
}

/// Signs a player up through `/register`; the token is read again afterwards,
/// since log-in makes a new one.
async fn sign_up(target: &Target, name: String) -> Result<Player> {
    let mut player = Player {
        name,
        cookie: None,
        csrf: String::new(),
        conn: Conn::new(target),
    };
    let form = player.page("/register").await?;
    let csrf = csrf_of(form.text())?;
    let form = format!("csrf={csrf}&username={}&password={PASSWORD}", player.name);
    let to = player.submit("/register", form).await?;
    let status = player.page(&to).await?;
    player.csrf = csrf_of(status.text())?;
    Ok(player)
}

async fn sign_up_all(target: &Target, names: Vec<String>) -> Result<Vec<Player>> {
    let permits = Arc::new(tokio::sync::Semaphore::new(SIGNUPS_AT_ONCE));
    let tasks: Vec<_> = names
        .into_iter()
        .map(|name| {
            let target = target.clone();
            let permits = permits.clone();
            tokio::spawn(async move {
                let _permit = permits.acquire().await?;
                sign_up(&target, name).await
            })
        })
        .collect();
    let mut players = Vec::with_capacity(tasks.len());
    for task in tasks {
        players.push(task.await??);
    }
    Ok(players)
}

/// Names no earlier run on the same database used: `l` and six hex digits of
/// the clock, then the player's number.
fn player_names(count: usize) -> Vec<String> {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or_default();
    let run = (nanos >> 20) as u32 & 0xff_ffff;
    (0..count).map(|i| format!("l{run:06x}_{i}")).collect()
}

// ---- Playing ----

/// `white` posts a game inviting `black`, who joins it from the waiting room;
/// returns the game's id.
async fn start_game(white: &mut Player, black: &mut Player, variant: Variant) -> Result<String> {
    let form = format!(
        "csrf={}&game={}&repetition=auto&colour=white&days=3&opponent={}",
        white.csrf,
        variant.id(),
        black.name
    );
    let to = white.submit("/waiting-room/new", form).await?;
    white.page(&to).await?;
    let room = black.page("/waiting-room").await?;
    let offer = invitation_from(room.text(), &white.name)
        .with_context(|| format!("no invitation from {} in the waiting room", white.name))?;
    let path = format!("/waiting-room/{offer}/join");
    let to = black.submit(&path, format!("csrf={}", black.csrf)).await?;
    let id = to
        .strip_prefix("/games/")
        .with_context(|| format!("Join led to {to}, not to a game"))?
        .to_owned();
    black.page(&to).await?;
    white.page(&to).await?;
    Ok(id)
}

/// The offer id of `poster`'s invitation, from the waiting room's "Invitations to
/// you" rows: `<tr id="offer-ID">` then `<td>POSTER</td>` (the name may be a
/// link to the poster's profile).
fn invitation_from<'a>(room: &'a str, poster: &str) -> Option<&'a str> {
    let (_, section) = room.split_once("id=\"invitations\"")?;
    let section = section
        .split_once("id=\"your-posts\"")
        .map_or(section, |(s, _)| s);
    section.split("<tr id=\"offer-").skip(1).find_map(|row| {
        let (id, rest) = row.split_once('"')?;
        // The first cell, whatever its attributes (`data-label` for phones).
        let cell = rest.split_once("<td")?.1.split_once('>')?.1;
        let cell = cell.split_once("</td>")?.0;
        // The name as shown, without the link to the profile around it.
        let name: String = cell
            .split('<')
            .map(|part| part.split_once('>').map_or(part, |(_, text)| text))
            .collect();
        (name.trim() == poster).then_some(id)
    })
}

/// One game as the generator played it.
#[derive(Clone)]
struct GameLog {
    id: String,
    /// Every move the server acknowledged, with the passes it added.
    moves: Vec<Move>,
    /// The end the rules gave, if it came.
    outcome: Option<Outcome>,
    /// Left after an error: the server may hold one move more than `moves`.
    abandoned: bool,
}

/// The measured window.
#[derive(Clone, Copy)]
struct Window {
    start: Instant,
    end: Instant,
}

impl Window {
    fn holds(&self, t: Instant) -> bool {
        t >= self.start && t < self.end
    }
}

/// Errors from every task: all counted, the first few kept.
#[derive(Default)]
struct Errors {
    count: AtomicU64,
    first: Mutex<Vec<String>>,
}

impl Errors {
    fn note(&self, message: String) {
        self.count.fetch_add(1, Ordering::Relaxed);
        let mut first = self.first.lock().expect("error list");
        if first.len() < ERRORS_SHOWN {
            first.push(message);
        }
    }

    fn count(&self) -> u64 {
        self.count.load(Ordering::Relaxed)
    }
}

/// What one pair measured, in microseconds.
#[derive(Default)]
struct Tally {
    submit: Vec<u32>,
    page: Vec<u32>,
    pair: Vec<u32>,
    /// Submits acknowledged inside the window.
    acknowledged: u64,
    /// Games that ended by the rules.
    finished: u64,
    games: Vec<GameLog>,
}

fn micros(d: Duration) -> u32 {
    d.as_micros().try_into().unwrap_or(u32::MAX)
}

/// One pair plays games one after another until the window closes (finishing
/// the move in hand).
async fn play_pair(
    mut players: [Player; 2],
    rules: Rules,
    mut rng: StdRng,
    window: Window,
    errors: Arc<Errors>,
) -> Tally {
    let mut tally = Tally::default();
    let mut round = 0usize;
    let mut failures_in_a_row = 0;
    while Instant::now() < window.end && failures_in_a_row < 5 {
        // The poster plays White; the two take turns posting.
        let [a, b] = &mut players;
        let (white, black) = if round.is_multiple_of(2) {
            (a, b)
        } else {
            (b, a)
        };
        round += 1;
        let id = match start_game(white, black, rules.variant).await {
            Ok(id) => id,
            Err(e) => {
                errors.note(format!("{e:#}"));
                failures_in_a_row += 1;
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let mut game = Game::new(rules, Position::start(rules.variant));
        let mut abandoned = false;
        let move_path = format!("/games/{id}/move");
        let page_path = format!("/games/{id}");
        while game.outcome().is_none() && Instant::now() < window.end {
            let legal = game.position().legal_moves();
            let Some(&m) = legal.get(rng.gen_range(0..legal.len().max(1))) else {
                errors.note(format!("game {id}: no legal move and no pass"));
                abandoned = true;
                break;
            };
            let mover = match game.position().turn() {
                halma_rules::Color::White => &mut *white,
                halma_rules::Color::Black => &mut *black,
            };
            let form = format!(
                "csrf={}&ply={}&path={m}&then=game",
                mover.csrf,
                game.moves().len()
            );
            let t0 = Instant::now();
            let submitted = mover.post(&move_path, form).await;
            let t1 = Instant::now();
            match submitted {
                Ok(a)
                    if a.status == StatusCode::SEE_OTHER
                        && a.location.as_deref().map(|l| l.trim_end_matches("#board"))
                            == Some(page_path.as_str()) => {}
                Ok(a) => {
                    errors.note(format!(
                        "Submit {m} at ply {} of game {id}: {} “{}”",
                        game.moves().len(),
                        a.status.as_u16(),
                        a.title()
                    ));
                    abandoned = true;
                    break;
                }
                Err(e) => {
                    errors.note(format!("Submit {m} in game {id}: {e:#}"));
                    abandoned = true;
                    break;
                }
            }
            game.play(&m).expect("a legal move plays");
            game.pass_if_stuck();
            let shown = mover.get(&page_path).await;
            let t2 = Instant::now();
            match shown {
                Ok(a) if a.status == StatusCode::OK && a.text().contains("id=\"board\"") => {}
                Ok(a) => errors.note(format!(
                    "GET {page_path} after {m}: {} “{}”",
                    a.status.as_u16(),
                    a.title()
                )),
                Err(e) => errors.note(format!("GET {page_path} after {m}: {e:#}")),
            }
            if window.holds(t1) {
                tally.acknowledged += 1;
            }
            if window.holds(t0) {
                tally.submit.push(micros(t1 - t0));
                tally.page.push(micros(t2 - t1));
                tally.pair.push(micros(t2 - t0));
            }
        }
        failures_in_a_row = if abandoned { failures_in_a_row + 1 } else { 0 };
        let outcome = game.outcome();
        if outcome.is_some() {
            tally.finished += 1;
        }
        tally.games.push(GameLog {
            id,
            moves: game.moves().to_vec(),
            outcome,
            abandoned,
        });
    }
    tally
}

async fn games(args: &Args, target: &Target, server: Option<&ServerProcess>) -> Result<bool> {
    let seed = args.seed.unwrap_or_else(|| {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or_default()
    });
    let rules = Rules::new(args.variant);
    println!(
        "{} games of {} at once, {} players; warm-up {} s, measured {} s; seed {seed}",
        args.games,
        args.variant.id(),
        2 * args.games,
        args.warmup,
        args.seconds
    );

    let t = Instant::now();
    let mut players = sign_up_all(target, player_names(2 * args.games)).await?;
    println!(
        "signed up {} players in {:.1} s",
        players.len(),
        t.elapsed().as_secs_f64()
    );

    let errors = Arc::new(Errors::default());
    let start = Instant::now() + Duration::from_secs(args.warmup);
    let window = Window {
        start,
        end: start + Duration::from_secs(args.seconds),
    };
    let mut tasks = Vec::with_capacity(args.games);
    for k in 0..args.games {
        let b = players.pop().expect("two players a game");
        let a = players.pop().expect("two players a game");
        let rng = StdRng::seed_from_u64(seed ^ (k as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        tasks.push(tokio::spawn(play_pair(
            [a, b],
            rules,
            rng,
            window,
            errors.clone(),
        )));
    }
    tokio::time::sleep_until(window.start.into()).await;
    let cpu_before = CpuSample::take(server);
    tokio::time::sleep_until(window.end.into()).await;
    let cpu_after = CpuSample::take(server);

    let mut total = Tally::default();
    for task in tasks {
        let tally = task.await?;
        total.submit.extend(tally.submit);
        total.page.extend(tally.page);
        total.pair.extend(tally.pair);
        total.acknowledged += tally.acknowledged;
        total.finished += tally.finished;
        total.games.extend(tally.games);
    }

    println!(
        "moves/s: {:.1} ({} Submits acknowledged in {} s; {} games in all, {} ended by the rules)",
        total.acknowledged as f64 / args.seconds as f64,
        total.acknowledged,
        args.seconds,
        total.games.len(),
        total.finished
    );
    println!("{:<14}{:>11}{:>11}{:>11}", "latency", "p50", "p99", "max");
    for (what, samples) in [
        ("Submit POST", &mut total.submit),
        ("page GET", &mut total.page),
        ("pair", &mut total.pair),
    ] {
        print_latencies(what, samples);
    }
    cpu_before.report(&cpu_after, args.seconds as f64);
    let error_count = errors.count();
    println!("errors: {error_count}");
    for message in errors.first.lock().expect("error list").iter() {
        println!("  {message}");
    }

    let check = verify(target, &total.games).await?;
    println!(
        "verified: {} games, {} moves, {} missing",
        check.games, check.moves, check.missing
    );
    if check.extra > 0 || check.wrong_results > 0 || check.unreadable > 0 {
        println!(
            "  also: {} moves the generator did not play, {} wrong results, {} records unreadable",
            check.extra, check.wrong_results, check.unreadable
        );
    }
    for message in &check.problems {
        println!("  {message}");
    }
    Ok(error_count == 0
        && check.missing == 0
        && check.extra == 0
        && check.wrong_results == 0
        && check.unreadable == 0)
}

fn print_latencies(what: &str, samples: &mut [u32]) {
    samples.sort_unstable();
    let at = |p: f64| -> String {
        if samples.is_empty() {
            return "-".to_owned();
        }
        let rank = ((p * samples.len() as f64).ceil() as usize).clamp(1, samples.len());
        format!("{:.2} ms", samples[rank - 1] as f64 / 1000.0)
    };
    println!("{what:<14}{:>11}{:>11}{:>11}", at(0.50), at(0.99), at(1.0));
}

// ---- Verification ----

#[derive(Default)]
struct Check {
    games: usize,
    moves: usize,
    /// Acknowledged moves not in the record at their place.
    missing: usize,
    /// Moves in the record after those the generator played (abandoned games
    /// may have one).
    extra: usize,
    wrong_results: usize,
    unreadable: usize,
    problems: Vec<String>,
}

/// Downloads every game's record and compares it with what was played.
async fn verify(target: &Target, games: &[GameLog]) -> Result<Check> {
    let games = Arc::new(games.to_vec());
    let next = Arc::new(AtomicUsize::new(0));
    let check = Arc::new(Mutex::new(Check::default()));
    let workers: Vec<_> = (0..VERIFIERS)
        .map(|_| {
            let (games, next, check) = (games.clone(), next.clone(), check.clone());
            let mut conn = Conn::new(target);
            tokio::spawn(async move {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(GameLog {
                        id,
                        moves,
                        outcome,
                        abandoned,
                    }) = games.get(i)
                    else {
                        break;
                    };
                    let path = format!("/games/{id}/record");
                    let record = match conn.send(Method::GET, &path, None, None).await {
                        Ok(a) if a.status == StatusCode::OK => {
                            a.text().parse::<Record>().map_err(|e| anyhow!("{e}"))
                        }
                        Ok(a) => Err(anyhow!("{} “{}”", a.status.as_u16(), a.title())),
                        Err(e) => Err(e),
                    };
                    let mut check = check.lock().expect("check");
                    check.games += 1;
                    check.moves += moves.len();
                    let record = match record {
                        Ok(record) => record,
                        Err(e) => {
                            check.unreadable += 1;
                            check.missing += moves.len();
                            check.note(format!("{path}: {e:#}"));
                            continue;
                        }
                    };
                    let same = moves
                        .iter()
                        .zip(&record.moves)
                        .take_while(|(a, b)| a == b)
                        .count();
                    if same < moves.len() {
                        check.missing += moves.len() - same;
                        check.note(format!(
                            "{path}: move {} played as {}, recorded as {}",
                            same + 1,
                            moves[same],
                            record
                                .moves
                                .get(same)
                                .map_or("nothing".to_owned(), |m| m.to_string())
                        ));
                    }
                    if !abandoned && record.moves.len() > moves.len() {
                        check.extra += record.moves.len() - moves.len();
                        check.note(format!(
                            "{path}: {} moves recorded, {} played",
                            record.moves.len(),
                            moves.len()
                        ));
                    }
                    let expected = outcome.map_or("*", |o| o.result());
                    if !abandoned && record.result != expected {
                        check.wrong_results += 1;
                        check.note(format!(
                            "{path}: result {}, the rules say {expected}",
                            record.result
                        ));
                    }
                }
            })
        })
        .collect();
    for worker in workers {
        worker.await?;
    }
    let check = std::mem::take(&mut *check.lock().expect("check"));
    Ok(check)
}

impl Check {
    fn note(&mut self, message: String) {
        if self.problems.len() < ERRORS_SHOWN {
            self.problems.push(message);
        }
    }
}

// ---- Pages ----

async fn pages(
    args: &Args,
    target: &Target,
    n: usize,
    server: Option<&ServerProcess>,
) -> Result<bool> {
    if n == 0 {
        bail!("--pages must be at least 1");
    }
    let seed = args.seed.unwrap_or(1);
    let mut players = sign_up_all(target, player_names(2)).await?;
    let mut black = players.pop().expect("two players");
    let mut white = players.pop().expect("two players");
    let id = start_game(&mut white, &mut black, args.variant).await?;
    let rules = Rules::new(args.variant);
    let mut game = Game::new(rules, Position::start(args.variant));
    let mut rng = StdRng::seed_from_u64(seed);
    let move_path = format!("/games/{id}/move");
    let page_path = format!("/games/{id}");
    // Random moves that do not end the game, so the page stays a live one.
    while game.moves().len() < PAGES_PLY {
        let going_on: Vec<Move> = game
            .position()
            .legal_moves()
            .into_iter()
            .filter(|m| {
                let mut after = game.clone();
                after.play(m).is_ok() && {
                    after.pass_if_stuck();
                    after.outcome().is_none()
                }
            })
            .collect();
        if going_on.is_empty() {
            break;
        }
        let m = going_on[rng.gen_range(0..going_on.len())];
        let mover = match game.position().turn() {
            halma_rules::Color::White => &mut white,
            halma_rules::Color::Black => &mut black,
        };
        let form = format!(
            "csrf={}&ply={}&path={m}&then=game",
            mover.csrf,
            game.moves().len()
        );
        let to = mover.submit(&move_path, form).await?;
        mover.page(&to).await?;
        game.play(&m).expect("a legal move plays");
        game.pass_if_stuck();
    }
    let viewer = match game.position().turn() {
        halma_rules::Color::White => &white,
        halma_rules::Color::Black => &black,
    };
    println!(
        "game {id} at ply {}, page seen by {} (to move); {n} connections, warm-up {} s, measured {} s each",
        game.moves().len(),
        viewer.name,
        args.warmup,
        args.seconds
    );
    let cookie = viewer.cookie.clone();
    if let Some(c) = cookie.as_ref().and_then(|c| c.to_str().ok()) {
        println!(
            "the same with wrk: wrk -c{n} -d{}s -H 'Cookie: {c}' http://{}{page_path}",
            args.seconds,
            target.host.to_str().unwrap_or("HOST")
        );
    }
    let page = hammer(target, &page_path, cookie, n, args, server).await?;
    let health = hammer(target, &args.baseline, None, n, args, server).await?;
    let ratio = page.per_second / health.per_second.max(f64::MIN_POSITIVE);
    println!("page / {}: {:.0} %", args.baseline, ratio * 100.0);
    Ok(page.errors == 0 && health.errors == 0)
}

struct Hammered {
    per_second: f64,
    errors: u64,
}

/// `n` connections ask for `path` over and over; prints and returns the rate.
async fn hammer(
    target: &Target,
    path: &str,
    cookie: Option<HeaderValue>,
    n: usize,
    args: &Args,
    server: Option<&ServerProcess>,
) -> Result<Hammered> {
    let start = Instant::now() + Duration::from_secs(args.warmup);
    let window = Window {
        start,
        end: start + Duration::from_secs(args.seconds),
    };
    let errors = Arc::new(Errors::default());
    let tasks: Vec<_> = (0..n)
        .map(|_| {
            let mut conn = Conn::new(target);
            let (path, cookie, errors) = (path.to_owned(), cookie.clone(), errors.clone());
            tokio::spawn(async move {
                let mut latencies = Vec::new();
                let mut done = 0u64;
                while Instant::now() < window.end {
                    let t0 = Instant::now();
                    let answer = conn.send(Method::GET, &path, cookie.as_ref(), None).await;
                    let t1 = Instant::now();
                    match answer {
                        Ok(a) if a.status == StatusCode::OK => {
                            if window.holds(t1) {
                                done += 1;
                            }
                            if window.holds(t0) {
                                latencies.push(micros(t1 - t0));
                            }
                        }
                        Ok(a) => errors.note(format!("GET {path}: {} “{}”", a.status, a.title())),
                        Err(e) => errors.note(format!("GET {path}: {e:#}")),
                    }
                }
                (done, latencies)
            })
        })
        .collect();
    tokio::time::sleep_until(window.start.into()).await;
    let cpu_before = CpuSample::take(server);
    tokio::time::sleep_until(window.end.into()).await;
    let cpu_after = CpuSample::take(server);
    let mut done = 0;
    let mut latencies = Vec::new();
    for task in tasks {
        let (d, l) = task.await?;
        done += d;
        latencies.extend(l);
    }
    let per_second = done as f64 / args.seconds as f64;
    println!("GET {path}: {per_second:.0} requests/s");
    println!("{:<14}{:>11}{:>11}{:>11}", "latency", "p50", "p99", "max");
    print_latencies("", &mut latencies);
    cpu_before.report(&cpu_after, args.seconds as f64);
    let errors_seen = errors.count();
    println!("errors: {errors_seen}");
    for message in errors.first.lock().expect("error list").iter() {
        println!("  {message}");
    }
    Ok(Hammered {
        per_second,
        errors: errors_seen,
    })
}

// ---- The server process ----

/// The `halma serve` this program started; stopped when dropped.
struct ServerProcess {
    child: Child,
    addr: SocketAddr,
    /// The Postgres database, whose backends' CPU time is counted too.
    postgres_database: Option<String>,
    log: PathBuf,
    _dir: tempfile::TempDir,
}

impl ServerProcess {
    async fn start(args: &Args) -> Result<Self> {
        let binary = halma_binary(args.halma.clone())?;
        let dir = tempfile::Builder::new().prefix("halma-load").tempdir()?;
        let database_url = match &args.database_url {
            Some(url) => url.clone(),
            None => format!("sqlite://{}", dir.path().join("load.db").display()),
        };
        let postgres_database = if database_url.starts_with("postgres") {
            Some(ensure_postgres_database(&database_url).await?)
        } else {
            None
        };
        let addr = std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?;
        let log = dir.path().join("server.log");
        let out = std::fs::File::create(&log)?;
        let mut command = Command::new(&binary);
        for (key, _) in std::env::vars_os() {
            if key.to_string_lossy().starts_with("HALMA_") {
                command.env_remove(key);
            }
        }
        let offers = (2 * args.games).max(10).to_string();
        command
            .arg("serve")
            .args(["--database-url", &database_url])
            .args(["--listen", &addr.to_string()])
            .args(["--max-open-offers", &offers])
            .args(["--login-failures-per-account", "1000"])
            .args(["--login-failures-per-ip", "100000"])
            // Every player signs up from 127.0.0.1.
            .args(["--registrations-per-ip-per-hour", "1000000"])
            .stdin(Stdio::null())
            .stdout(out.try_clone()?)
            .stderr(out);
        let child = command
            .spawn()
            .with_context(|| format!("start {}", binary.display()))?;
        let mut server = Self {
            child,
            addr,
            postgres_database,
            log,
            _dir: dir,
        };
        println!(
            "server: {} serve on http://{addr}, database {database_url}",
            binary.display()
        );
        server.wait_healthy().await?;
        Ok(server)
    }

    async fn wait_healthy(&mut self) -> Result<()> {
        let mut conn = Conn::new(&Target::local(self.addr));
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            if let Some(status) = self.child.try_wait()? {
                self.print_log_tail();
                bail!("the server exited ({status}) before it was healthy");
            }
            if let Ok(a) = conn.send(Method::GET, "/healthz", None, None).await {
                if a.status == StatusCode::OK {
                    return Ok(());
                }
            }
            if Instant::now() > deadline {
                self.print_log_tail();
                bail!("the server was not healthy within a minute");
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    fn print_log_tail(&self) {
        let log = std::fs::read_to_string(&self.log).unwrap_or_default();
        let lines: Vec<&str> = log.lines().collect();
        eprintln!("the server's last log lines:");
        for line in &lines[lines.len().saturating_sub(20)..] {
            eprintln!("  {line}");
        }
    }

    /// SIGTERM (through `kill`), then SIGKILL after ten seconds.
    fn stop(&mut self) {
        if let Ok(Some(_)) = self.child.try_wait() {
            return;
        }
        let termed = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .is_ok_and(|s| s.success());
        if termed {
            let deadline = Instant::now() + Duration::from_secs(10);
            while Instant::now() < deadline {
                if let Ok(Some(_)) = self.child.try_wait() {
                    return;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// The `halma` binary: the one given, or the one in this program's build folder
/// (`target/PROFILE/halma`, next to `examples/`). Cargo does not build a
/// package's binaries for its examples, so under `cargo run` (which sets `CARGO`)
/// this asks cargo to bring it up to date first.
fn halma_binary(given: Option<PathBuf>) -> Result<PathBuf> {
    if let Some(path) = given {
        return Ok(path);
    }
    let exe = std::env::current_exe()?;
    let profile_dir = exe
        .parent()
        .and_then(Path::parent)
        .context("cannot tell this program's build folder; pass --halma PATH")?;
    let binary = profile_dir.join(format!("halma{}", std::env::consts::EXE_SUFFIX));
    if let (Some(cargo), Some(target_dir), Some(profile)) = (
        std::env::var_os("CARGO"),
        profile_dir.parent(),
        profile_dir.file_name().and_then(|p| p.to_str()),
    ) {
        let manifest = concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml");
        let mut build = Command::new(cargo);
        build
            .args(["build", "--quiet", "-p", "halma", "--bin", "halma"])
            .arg("--manifest-path")
            .arg(manifest)
            .arg("--target-dir")
            .arg(target_dir);
        match profile {
            "debug" => {}
            "release" => {
                build.arg("--release");
            }
            other => {
                build.args(["--profile", other]);
            }
        }
        let status = build.status().context("run cargo to build halma")?;
        if !status.success() {
            bail!("cargo could not build the halma binary ({status})");
        }
    }
    if !binary.exists() {
        bail!(
            "{} does not exist: build it (cargo build --release -p halma) or pass --halma PATH",
            binary.display()
        );
    }
    Ok(binary)
}

/// Creates the Postgres database of `url` when it does not exist; returns its
/// name.
async fn ensure_postgres_database(url: &str) -> Result<String> {
    use sqlx::{Connection, PgConnection};
    let mut admin = url::Url::parse(url)?;
    let name = admin.path().trim_start_matches('/').to_owned();
    match PgConnection::connect(url).await {
        Ok(connection) => {
            connection.close().await?;
            Ok(name)
        }
        Err(sqlx::Error::Database(e)) if e.code().as_deref() == Some("3D000") => {
            admin.set_path("/postgres");
            let mut connection = PgConnection::connect(admin.as_str())
                .await
                .context("connect to the postgres database to create the test database")?;
            let create = format!("CREATE DATABASE \"{}\"", name.replace('"', "\"\""));
            sqlx::query(&create).execute(&mut connection).await?;
            connection.close().await?;
            println!("created the database {name}");
            Ok(name)
        }
        Err(e) => Err(e).context("connect to the database"),
    }
}

// ---- CPU time (Linux: /proc) ----

/// CPU time so far, in clock ticks (100 a second): the server's, its Postgres
/// backends', this program's, and the whole machine's busy and total time.
struct CpuSample {
    server: Option<u64>,
    postgres: Option<u64>,
    own: Option<u64>,
    machine: Option<(u64, u64)>,
}

const TICKS_PER_SECOND: f64 = 100.0;

impl CpuSample {
    fn take(server: Option<&ServerProcess>) -> Self {
        Self {
            server: server.and_then(|s| process_ticks(&format!("/proc/{}/stat", s.child.id()))),
            postgres: server
                .and_then(|s| s.postgres_database.as_deref())
                .and_then(postgres_ticks),
            own: process_ticks("/proc/self/stat"),
            machine: machine_ticks(),
        }
    }

    /// Prints the cores each used between `self` and `later`.
    fn report(&self, later: &CpuSample, seconds: f64) {
        let cores = |a: Option<u64>, b: Option<u64>| {
            a.zip(b)
                .map(|(a, b)| b.saturating_sub(a) as f64 / TICKS_PER_SECOND / seconds)
        };
        let mut parts = Vec::new();
        if let Some(c) = cores(self.server, later.server) {
            parts.push(format!("server {c:.2}"));
        }
        if let Some(c) = cores(self.postgres, later.postgres) {
            parts.push(format!("its Postgres backends {c:.2}"));
        }
        if let Some(c) = cores(self.own, later.own) {
            parts.push(format!("load generator {c:.2}"));
        }
        if let (Some((busy0, all0)), Some((busy1, all1))) = (self.machine, later.machine) {
            let n = std::thread::available_parallelism().map_or(1, |n| n.get());
            let share = (busy1 - busy0) as f64 / (all1 - all0).max(1) as f64;
            parts.push(format!("whole machine {:.2} of {n}", share * n as f64));
        }
        if !parts.is_empty() {
            println!("CPU in the window, in cores: {}", parts.join(", "));
        }
    }
}

/// The load average of the last minute, from `/proc/loadavg`.
fn load_average() -> Option<String> {
    let text = std::fs::read_to_string("/proc/loadavg").ok()?;
    text.split_whitespace().next().map(str::to_owned)
}

/// The CPU time of the Postgres backends serving `database`: processes whose
/// title reads `postgres: [CLUSTER:] USER DATABASE HOST(PORT) ...`. Backends that ended
/// meanwhile are not counted.
fn postgres_ticks(database: &str) -> Option<u64> {
    let mut total = 0;
    for entry in std::fs::read_dir("/proc").ok()?.flatten() {
        let name = entry.file_name();
        let Some(pid) = name
            .to_str()
            .filter(|n| n.bytes().all(|b| b.is_ascii_digit()))
        else {
            continue;
        };
        let Ok(title) = std::fs::read(format!("/proc/{pid}/cmdline")) else {
            continue;
        };
        let title = String::from_utf8_lossy(&title);
        let mut words = title.split_whitespace().peekable();
        if words.next() != Some("postgres:") {
            continue;
        }
        // The cluster's name, when the server has one: `postgres: 15/main: ...`.
        words.next_if(|w| w.ends_with(':'));
        if words.nth(1) == Some(database) {
            total += process_ticks(&format!("/proc/{pid}/stat")).unwrap_or(0);
        }
    }
    Some(total)
}

/// utime + stime of `/proc/PID/stat`.
fn process_ticks(path: &str) -> Option<u64> {
    let stat = std::fs::read_to_string(path).ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    Some(fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?)
}

/// (busy, total) ticks of all CPUs, from `/proc/stat`.
fn machine_ticks() -> Option<(u64, u64)> {
    let stat = std::fs::read_to_string("/proc/stat").ok()?;
    let line = stat.lines().next()?.strip_prefix("cpu ")?;
    let ticks: Vec<u64> = line
        .split_whitespace()
        .filter_map(|t| t.parse().ok())
        .collect();
    let total: u64 = ticks.iter().take(8).sum();
    let idle = ticks.get(3)? + ticks.get(4).unwrap_or(&0);
    Some((total - idle, total))
}
