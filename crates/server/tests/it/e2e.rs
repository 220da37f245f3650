//! End-to-end tests in a real browser: headless Chromium driven over WebDriver,
//! against the real `halma serve` on a fresh SQLite file. Two people play in two
//! browser sessions, one of them with JavaScript turned off, because every page
//! must work without it.
//!
//! Without `chromium` and `chromedriver` on the machine these tests say so loudly
//! and pass, except in CI (`CI=true`), where they fail. Screenshots go to
//! `target/e2e/`, and so does the page of a failed step.

use std::{
    collections::BTreeSet,
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use crate::support::server::{free_port, Server};
use anyhow::{anyhow, bail, ensure, Context, Result};
use fantoccini::{elements::Element, Client, ClientBuilder, Locator};
use halma_rules::{Color, Move, Position, Square, Variant};
use serde_json::{json, Value};

const PASSWORD: &str = "correct horse battery";
const DESKTOP: (u32, u32) = (1280, 900);
const PHONE: (u32, u32) = (390, 844);

// ---------------------------------------------------------------------------
// The browser and its driver

/// Where the browser and its driver are, or why the tests cannot run.
fn browser_binaries() -> Option<(PathBuf, PathBuf)> {
    let find = |names: &[&str]| {
        let path = std::env::var_os("PATH").unwrap_or_default();
        std::env::split_paths(&path)
            .flat_map(|dir| names.iter().map(move |n| dir.join(n)))
            .find(|p| p.is_file())
    };
    let chromium = find(&["chromium", "chromium-browser", "google-chrome"]);
    let driver = find(&["chromedriver"]);
    match (chromium, driver) {
        (Some(c), Some(d)) => Some((c, d)),
        _ => {
            let in_ci = std::env::var("CI").is_ok_and(|v| v == "true" || v == "1");
            let test = std::thread::current().name().unwrap_or("?").to_owned();
            let why = "chromium and chromedriver are not both on PATH \
                       (Debian: apt-get install chromium chromium-driver)";
            if in_ci {
                panic!("{test}: {why}; in CI the browser tests must run");
            }
            use std::io::Write;
            // Past the harness's capture, so the skip is seen.
            let _ = writeln!(std::io::stderr(), "!!! SKIPPED {test}: {why} !!!");
            None
        }
    }
}

/// `chromedriver` on a free port, stopped when dropped.
struct Driver {
    child: Child,
    url: String,
    chromium: PathBuf,
}

impl Driver {
    async fn start(chromium: PathBuf, chromedriver: &Path) -> Result<Driver> {
        let port = free_port();
        let child = Command::new(chromedriver)
            .arg(format!("--port={port}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .context("start chromedriver")?;
        let driver = Driver {
            child,
            url: format!("http://127.0.0.1:{port}"),
            chromium,
        };
        let client = reqwest::Client::new();
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let ready = client.get(format!("{}/status", driver.url)).send().await;
            if let Ok(answer) = ready {
                let body = answer.text().await.unwrap_or_default();
                let status: Value = serde_json::from_str(&body).unwrap_or_default();
                if status["value"]["ready"] == true {
                    return Ok(driver);
                }
            }
            ensure!(Instant::now() < deadline, "chromedriver not ready in 20 s");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One person at one browser: a WebDriver session with a profile of its own.
struct Player {
    name: String,
    c: Client,
    base: String,
    js: bool,
    _profile: tempfile::TempDir,
}

impl Player {
    async fn open(driver: &Driver, server: &Server, name: &str, js: bool) -> Result<Player> {
        let profile = tempfile::tempdir()?;
        let mut args = vec![
            "--headless".to_owned(),
            "--no-sandbox".to_owned(),
            "--disable-gpu".to_owned(),
            "--disable-dev-shm-usage".to_owned(),
            "--disable-quic".to_owned(),
            "--no-first-run".to_owned(),
            "--disable-background-networking".to_owned(),
            "--disable-component-update".to_owned(),
            "--disable-sync".to_owned(),
            "--hide-scrollbars".to_owned(),
            format!("--window-size={},{}", DESKTOP.0, DESKTOP.1),
            format!("--user-data-dir={}", profile.path().display()),
        ];
        if !js {
            args.push("--blink-settings=scriptEnabled=false".to_owned());
        }
        let mut caps = serde_json::Map::new();
        caps.insert("browserName".to_owned(), json!("chrome"));
        caps.insert(
            "goog:chromeOptions".to_owned(),
            json!({ "binary": driver.chromium, "args": args }),
        );
        let c = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(caps)
            .connect(&driver.url)
            .await
            .context("open a browser session")?;
        let player = Player {
            name: name.to_owned(),
            c,
            base: server.base_url(),
            js,
            _profile: profile,
        };
        player.viewport(DESKTOP).await?;
        Ok(player)
    }

    async fn close(self) {
        let _ = self.c.close().await;
    }

    async fn goto(&self, path: &str) -> Result<()> {
        self.c
            .goto(&format!("{}{path}", self.base))
            .await
            .with_context(|| format!("{} opens {path}", self.name))
    }

    /// The current page's path and query, as `/games/1?path=g3`.
    async fn here(&self) -> Result<String> {
        let url = self.c.current_url().await?;
        Ok(match url.query() {
            Some(q) if !q.is_empty() => format!("{}?{q}", url.path()),
            _ => url.path().to_owned(),
        })
    }

    /// Waits until the page's path and query satisfy `ok` (a click's navigation
    /// may still be under way).
    async fn wait_until_at(&self, what: &str, ok: impl Fn(&str) -> bool) -> Result<String> {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let here = self.here().await?;
            if ok(&here) {
                return Ok(here);
            }
            if Instant::now() > deadline {
                bail!("{} expected {what}, is at {here}", self.name);
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }

    async fn text(&self) -> Result<String> {
        Ok(self.c.find(Locator::Css("body")).await?.text().await?)
    }

    async fn all(&self, css: &str) -> Result<Vec<Element>> {
        Ok(self.c.find_all(Locator::Css(css)).await?)
    }

    /// Clicks a link or a form's button and waits until the page it leads to
    /// has replaced this one: WebDriver's click may return while a form's POST
    /// is still on its way, and the other player must not look too early.
    async fn click_and_wait(&self, element: &Element) -> Result<()> {
        let old_page = self.c.find(Locator::Css("html")).await?;
        element.click().await?;
        let deadline = Instant::now() + Duration::from_secs(10);
        // Once the old document is gone, its element can no longer be read.
        while old_page.tag_name().await.is_ok() {
            ensure!(
                Instant::now() < deadline,
                "{}: the click on {} led nowhere",
                self.name,
                self.here().await?
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        Ok(())
    }

    /// The buttons (or submit inputs) whose visible text is exactly `text`.
    async fn buttons(&self, text: &str) -> Result<Vec<Element>> {
        let xpath = format!(
            "//button[normalize-space(.)=\"{text}\"] | \
             //input[@type='submit' and normalize-space(@value)=\"{text}\"]"
        );
        Ok(self.c.find_all(Locator::XPath(&xpath)).await?)
    }

    /// Clicks the one button that reads `text`.
    async fn press(&self, text: &str) -> Result<()> {
        let found = self.buttons(text).await?;
        match found.as_slice() {
            [button] => self.click_and_wait(button).await,
            [] => bail!(
                "{} sees no button {text:?} on {}",
                self.name,
                self.here().await?
            ),
            _ => bail!("{} sees {} buttons {text:?}", self.name, found.len()),
        }
    }

    /// Clicks the one button or link that reads `text`.
    async fn press_or_follow(&self, text: &str) -> Result<()> {
        let links = self
            .c
            .find_all(Locator::XPath(&format!(
                "//a[normalize-space(.)=\"{text}\"]"
            )))
            .await?;
        match links.as_slice() {
            [link] => self.click_and_wait(link).await,
            [] => self.press(text).await,
            _ => bail!("{} sees {} links {text:?}", self.name, links.len()),
        }
    }

    /// The visible texts of every button that starts with `prefix`.
    async fn button_texts(&self, prefix: &str) -> Result<Vec<String>> {
        let xpath = format!(
            "//button[starts-with(normalize-space(.), \"{prefix}\")] | \
             //input[@type='submit' and starts-with(normalize-space(@value), \"{prefix}\")]"
        );
        let mut texts = Vec::new();
        for b in self.c.find_all(Locator::XPath(&xpath)).await? {
            let text = match b.tag_name().await?.as_str() {
                "input" => b.attr("value").await?.unwrap_or_default(),
                _ => b.text().await?,
            };
            texts.push(text.trim().to_owned());
        }
        Ok(texts)
    }

    /// Sets a form field the way a person would: picks an option, clicks a
    /// radio button, or types into a box.
    async fn fill(&self, name: &str, value: &str) -> Result<()> {
        let fields = self.all(&format!("[name=\"{name}\"]")).await?;
        let Some(first) = fields.first() else {
            bail!("{}: no field {name} on {}", self.name, self.here().await?);
        };
        match first.tag_name().await?.as_str() {
            "select" => first.select_by_value(value).await?,
            "input" if first.attr("type").await?.as_deref() == Some("radio") => {
                let radio = self
                    .c
                    .find(Locator::Css(&format!(
                        "input[name=\"{name}\"][value=\"{value}\"]"
                    )))
                    .await
                    .with_context(|| format!("no choice {value} for {name}"))?;
                radio.click().await?;
            }
            _ => {
                first.clear().await?;
                first.send_keys(value).await?;
            }
        }
        Ok(())
    }

    /// Makes the viewport exactly `width`×`height` CSS pixels. The window is
    /// sized, then corrected by the size of a screenshot, since the window's
    /// frame differs between headless modes (and a page without JavaScript
    /// cannot be asked for `innerWidth`).
    async fn viewport(&self, (width, height): (u32, u32)) -> Result<()> {
        self.c.set_window_size(width, height).await?;
        let (w, h) = png_size(&self.c.screenshot().await?)?;
        if (w, h) != (width, height) {
            self.c
                .set_window_size(
                    width + width.saturating_sub(w),
                    height + height.saturating_sub(h),
                )
                .await?;
            let now = png_size(&self.c.screenshot().await?)?;
            ensure!(
                now == (width, height),
                "{}: the viewport is {now:?}, not {width}×{height}",
                self.name
            );
        }
        Ok(())
    }

    /// Saves the viewport as `target/e2e/NAME.png`.
    async fn screenshot(&self, name: &str) -> Result<PathBuf> {
        let png = self.c.screenshot().await?;
        let path = e2e_dir().join(format!("{name}.png"));
        std::fs::write(&path, png)?;
        Ok(path)
    }

    /// The page's width in CSS pixels, content that sticks out included.
    async fn scroll_width(&self) -> Result<u64> {
        let width = self
            .c
            .execute("return document.documentElement.scrollWidth;", vec![])
            .await?;
        width
            .as_u64()
            .ok_or_else(|| anyhow!("scrollWidth was {width}"))
    }

    /// Opens `path` (the viewport set to a phone's already), checks that nothing
    /// sticks out sideways, and keeps a screenshot `NAME-phone`.
    async fn fits_a_phone(&self, path: &str, name: &str) -> Result<()> {
        self.goto(path).await?;
        let width = self.scroll_width().await?;
        ensure!(
            width <= u64::from(PHONE.0),
            "{path} is {width} px wide on a {} px phone",
            PHONE.0
        );
        self.screenshot(&format!("{name}-phone")).await?;
        Ok(())
    }

    /// The words inside table cells (the board's aside) that the browser cut
    /// over two lines: none should be. A word is what lies between spaces,
    /// hyphens and slashes, where a line may break.
    async fn words_cut_in_tables(&self) -> Result<Vec<String>> {
        let cut = self
            .c
            .execute(
                r#"const cut = [];
                for (const cell of document.querySelectorAll('main td, main th')) {
                  if (cell.closest('.board')) continue;
                  const walk = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
                  for (let node = walk.nextNode(); node; node = walk.nextNode()) {
                    const words = /[^\s\-\u2013\u2014\/]+/g;
                    for (let m = words.exec(node.data); m; m = words.exec(node.data)) {
                      const range = document.createRange();
                      range.setStart(node, m.index);
                      range.setEnd(node, m.index + m[0].length);
                      const lines = new Set([...range.getClientRects()]
                        .filter(r => r.width > 0).map(r => Math.round(r.top)));
                      if (lines.size > 1) cut.push(m[0]);
                    }
                  }
                }
                return cut;"#,
                vec![],
            )
            .await?;
        Ok(cut
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|w| w.as_str().map(str::to_owned))
            .collect())
    }

    /// Opens `path` at the viewport's `width`: nothing sticks out sideways and
    /// no word in a table is cut; a screenshot `NAME-WIDTH` is kept.
    async fn fits(&self, path: &str, width: u32, name: &str) -> Result<()> {
        self.goto(path).await?;
        let wide = self.scroll_width().await?;
        self.screenshot(&format!("{name}-{width}")).await?;
        ensure!(
            wide <= u64::from(width),
            "{path} is {wide} px wide at {width} px"
        );
        let cut = self.words_cut_in_tables().await?;
        ensure!(
            cut.is_empty(),
            "{path} at {width} px cuts words in its tables: {cut:?}"
        );
        let alone = self.boxes_away_from_their_labels().await?;
        ensure!(
            alone.is_empty(),
            "{path} at {width} px: checkboxes or radios not beside their label: {alone:?}"
        );
        Ok(())
    }

    /// The checkboxes and radio buttons in sight that do not sit on the
    /// first line of their label's words, just left of them.
    async fn boxes_away_from_their_labels(&self) -> Result<Vec<String>> {
        let alone = self
            .c
            .execute(
                r#"const alone = [];
                for (const box of document.querySelectorAll('main input[type=checkbox], main input[type=radio]')) {
                  const b = box.getBoundingClientRect();
                  if (b.width === 0) continue;
                  const label = box.closest('label') || (box.id && document.querySelector('label[for="' + box.id + '"]'));
                  if (!label) { alone.push(box.name + ': no label'); continue; }
                  const walk = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
                  let text = walk.nextNode();
                  while (text && !text.data.trim()) text = walk.nextNode();
                  if (!text) { alone.push(box.name + ': no words'); continue; }
                  const range = document.createRange();
                  range.selectNodeContents(text);
                  const first = [...range.getClientRects()].find(r => r.width > 0);
                  const beside = first && first.left >= b.right - 1 && first.left - b.right < 40
                    && first.top < b.bottom && first.bottom > b.top;
                  if (!beside) alone.push(box.name + '=' + box.value);
                }
                return alone;"#,
                vec![],
            )
            .await?;
        Ok(alone
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|w| w.as_str().map(str::to_owned))
            .collect())
    }

    /// Creates a userid through the form; the site then greets the new user.
    async fn register(&self) -> Result<()> {
        self.goto("/register").await?;
        self.fill("username", &self.name).await?;
        self.fill("password", PASSWORD).await?;
        self.press("Create new userid").await?;
        self.wait_until_at("to leave /register", |p| p != "/register")
            .await?;
        self.expect_logged_in().await
    }

    async fn login(&self) -> Result<()> {
        self.goto("/login").await?;
        self.fill("username", &self.name).await?;
        self.fill("password", PASSWORD).await?;
        self.press("Login").await?;
        self.wait_until_at("to leave /login", |p| !p.starts_with("/login"))
            .await?;
        self.expect_logged_in().await
    }

    async fn logout(&self) -> Result<()> {
        self.press("Logout").await?;
        let deadline = Instant::now() + Duration::from_secs(10);
        while !self.buttons("Logout").await?.is_empty() {
            ensure!(
                Instant::now() < deadline,
                "{} is still logged in",
                self.name
            );
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
        Ok(())
    }

    async fn expect_logged_in(&self) -> Result<()> {
        let who = self
            .c
            .find(Locator::Css("header .who"))
            .await?
            .text()
            .await?;
        ensure!(
            who == self.name,
            "the header names {who:?}, not {}",
            self.name
        );
        Ok(())
    }

    // -- the board ----------------------------------------------------------

    /// Every square element of the board, read from the page as the browser
    /// holds it: one round trip, where asking element by element takes
    /// hundreds.
    async fn board(&self) -> Result<Vec<SquareEl>> {
        let html = self.c.source().await?;
        let start = html
            .find("id=\"board\"")
            .ok_or_else(|| anyhow!("{}: no board on the page", self.name))?;
        let end = html[start..]
            .find("</table>")
            .map_or(html.len(), |e| start + e);
        let mut squares = Vec::new();
        let mut rest = &html[start..end];
        while let Some(at) = rest.find("data-square=\"") {
            let open = rest[..at].rfind('<').unwrap_or(0);
            let close = at + rest[at..].find('>').unwrap_or(rest.len() - at);
            let tag = &rest[open..close];
            squares.push(SquareEl {
                name: attr(tag, "data-square").unwrap_or_default(),
                classes: attr(tag, "class")
                    .unwrap_or_default()
                    .split_whitespace()
                    .map(str::to_owned)
                    .collect(),
                link: tag.starts_with("<a "),
                piece: attr(tag, "data-piece"),
            });
            rest = &rest[close..];
        }
        Ok(squares)
    }

    /// The squares on the board whose element has `class`.
    async fn squares_with(&self, class: &str) -> Result<BTreeSet<String>> {
        Ok(self
            .board()
            .await?
            .into_iter()
            .filter(|s| s.classes.contains(class))
            .map(|s| s.name)
            .collect())
    }

    /// The squares that are links.
    async fn links(&self) -> Result<BTreeSet<String>> {
        Ok(self
            .board()
            .await?
            .into_iter()
            .filter(|s| s.link)
            .map(|s| s.name)
            .collect())
    }

    /// Checks that the board shows `position`'s pieces and nothing else.
    async fn expect_pieces(&self, position: &Position) -> Result<()> {
        let board = self.board().await?;
        let size = usize::from(position.variant().size());
        ensure!(
            board.len() == size * size,
            "{}: {} squares",
            self.name,
            board.len()
        );
        let shown: BTreeSet<String> = board
            .into_iter()
            .filter_map(|s| s.piece.map(|p| format!("{}{p}", s.name)))
            .collect();
        let wanted: BTreeSet<String> = position
            .variant()
            .squares()
            .filter_map(|sq| {
                position.piece_at(sq).map(|c| {
                    let piece = if c == Color::White { "w" } else { "b" };
                    format!("{sq}{piece}")
                })
            })
            .collect();
        ensure!(
            shown == wanted,
            "{} sees the pieces {shown:?}, the game has {wanted:?}",
            self.name
        );
        Ok(())
    }

    /// Whether `low` is drawn below `high` on the screen (the player's own side
    /// is at the bottom).
    async fn is_below(&self, low: &str, high: &str) -> Result<bool> {
        let rect = |sq: String| async move {
            self.c
                .find(Locator::Css(&format!("#board [data-square=\"{sq}\"]")))
                .await?
                .rectangle()
                .await
        };
        let (_, low_y, _, _) = rect(low.to_owned()).await?;
        let (_, high_y, _, _) = rect(high.to_owned()).await?;
        Ok(low_y > high_y)
    }
}

/// Width and height from a PNG's header.
fn png_size(png: &[u8]) -> Result<(u32, u32)> {
    ensure!(png.len() > 24 && png.starts_with(b"\x89PNG"), "not a PNG");
    let word = |at: usize| u32::from_be_bytes([png[at], png[at + 1], png[at + 2], png[at + 3]]);
    Ok((word(16), word(20)))
}

/// One square of the board as the page drew it.
struct SquareEl {
    name: String,
    classes: BTreeSet<String>,
    link: bool,
    piece: Option<String>,
}

/// An attribute's value in one serialized tag.
fn attr(tag: &str, name: &str) -> Option<String> {
    let key = format!(" {name}=\"");
    let start = tag.find(&key)? + key.len();
    let end = tag[start..].find('"')? + start;
    Some(tag[start..end].replace("&amp;", "&"))
}

fn e2e_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("the target folder")
        .join("e2e");
    std::fs::create_dir_all(&dir).expect("create target/e2e");
    dir
}

/// Saves each player's page when a step failed, and says where.
async fn keep_evidence(players: &[&Player], label: &str) {
    for p in players {
        let name = format!("failed-{label}-{}", p.name);
        let _ = p.screenshot(&name).await;
        if let Ok(html) = p.c.source().await {
            let _ = std::fs::write(e2e_dir().join(format!("{name}.html")), html);
        }
        eprintln!(
            "{}: at {}; see {}",
            p.name,
            p.here().await.unwrap_or_default(),
            e2e_dir().join(&name).display()
        );
    }
}

/// The server, the driver and two players: `white` without JavaScript, `black`
/// with it.
struct Setup {
    server: Server,
    _driver: Driver,
    white: Player,
    black: Player,
    _data: tempfile::TempDir,
}

impl Setup {
    async fn start(white: &str, black: &str) -> Option<Result<Setup>> {
        let (chromium, chromedriver) = browser_binaries()?;
        Some(Self::start_with(chromium, &chromedriver, white, black).await)
    }

    async fn start_with(
        chromium: PathBuf,
        chromedriver: &Path,
        white: &str,
        black: &str,
    ) -> Result<Setup> {
        let dir = tempfile::tempdir()?;
        let url = format!("sqlite://{}", dir.path().join("halma.db").display());
        let mut server = Server::start(&[("HALMA_DATABASE_URL", &url), ("RUST_LOG", "warn")]);
        server.wait_healthy().await;
        let driver = Driver::start(chromium, chromedriver).await?;
        let (white, black) = tokio::try_join!(
            Player::open(&driver, &server, white, false),
            Player::open(&driver, &server, black, true),
        )?;
        Ok(Setup {
            server,
            _driver: driver,
            white,
            black,
            _data: dir,
        })
    }

    async fn finish(mut self, outcome: Result<()>, label: &str) {
        if outcome.is_err() {
            keep_evidence(&[&self.white, &self.black], label).await;
        }
        self.white.close().await;
        self.black.close().await;
        let status = self.server.stop();
        if let Err(e) = outcome {
            panic!("{e:#}\n--- server log ---\n{}", self.server.log());
        }
        assert!(status.success(), "halma serve ended with {status}");
    }
}

// ---------------------------------------------------------------------------
// Ratings: the history chart on a desktop and a phone

#[tokio::test]
async fn the_rating_chart_is_drawn_on_desktop_and_phone() {
    let Some(setup) = Setup::start("Wanda", "Boris").await else {
        return;
    };
    let setup = match setup {
        Ok(s) => s,
        Err(e) => panic!("{e:#}"),
    };
    let outcome = rating_chart(&setup).await;
    setup.finish(outcome, "ratings").await;
}

async fn rating_chart(s: &Setup) -> Result<()> {
    let (w, b) = tokio::join!(s.white.register(), s.black.register());
    w?;
    b?;
    // Rated games finished in the server's database, as the store finishes them.
    let url = format!("sqlite://{}", s._data.path().join("halma.db").display());
    let store = halma::open_store(&url).await?;
    let wanda = store
        .users()
        .user_by_name("Wanda")
        .await?
        .context("Wanda")?
        .id;
    let boris = store
        .users()
        .user_by_name("Boris")
        .await?
        .context("Boris")?
        .id;
    for (i, winner) in [
        Color::White,
        Color::White,
        Color::Black,
        Color::White,
        Color::White,
    ]
    .into_iter()
    .enumerate()
    {
        let players = if i % 2 == 0 {
            (wanda, boris)
        } else {
            (boris, wanda)
        };
        let winner = if i % 2 == 0 { winner } else { !winner };
        let verdict = halma::model::result::Verdict::new(
            Some(winner),
            halma::model::result::Termination::TargetReached,
        );
        crate::store::ratings::play(
            store.as_ref(),
            players,
            Variant::Halma8x8,
            true,
            4,
            Some(verdict),
        )
        .await;
    }
    store.system().close().await;
    for p in [&s.white, &s.black] {
        p.viewport(DESKTOP).await?;
        p.goto("/users/Wanda/ratings").await?;
        let dots = p.all(".rating-chart circle").await?;
        ensure!(dots.len() == 5, "{}: {} dots", p.name, dots.len());
        let shown =
            p.c.find(Locator::Css(r#"[data-rating-game="halma-8x8"]"#))
                .await?
                .text()
                .await?;
        ensure!(
            shown.parse::<i64>().is_ok() || shown.ends_with('?'),
            "rating {shown}"
        );
    }
    s.white.screenshot("ratings-desktop-nojs").await?;
    s.black.screenshot("ratings-desktop").await?;
    s.black.viewport(PHONE).await?;
    s.black
        .fits_a_phone("/users/Wanda/ratings", "ratings")
        .await?;
    s.black
        .fits_a_phone("/ratings/halma-8x8", "leaderboard")
        .await?;
    s.black.fits_a_phone("/stats", "stats").await?;
    Ok(())
}

// ---------------------------------------------------------------------------
// Accounts and layout: what exists before any game

#[tokio::test]
async fn accounts_work_with_and_without_javascript() {
    let Some(setup) = Setup::start("Wanda", "Boris").await else {
        return;
    };
    let setup = match setup {
        Ok(s) => s,
        Err(e) => panic!("{e:#}"),
    };
    let outcome = accounts(&setup).await;
    setup.finish(outcome, "accounts").await;
}

async fn accounts(s: &Setup) -> Result<()> {
    // The JS-less session really has no JavaScript: a script on a page of its
    // own would change the text.
    for p in [&s.white, &s.black] {
        p.c.goto("data:text/html,<p id=t>off</p><script>document.getElementById('t').textContent='on'</script>")
            .await?;
        let t = p.c.find(Locator::Css("#t")).await?.text().await?;
        ensure!(
            t == if p.js { "on" } else { "off" },
            "{}: script ran: {t}",
            p.name
        );
    }

    let (w, b) = tokio::join!(s.white.register(), s.black.register());
    w?;
    b?;
    for p in [&s.white, &s.black] {
        p.logout().await?;
        p.login().await?;
    }

    // The pages a phone visitor sees first fit in its width.
    let b = &s.black;
    b.viewport(PHONE).await?;
    for (path, shot) in [
        ("/status", "status"),
        ("/change-password", "change-password"),
    ] {
        b.fits_a_phone(path, shot).await?;
    }
    b.logout().await?;
    for (path, shot) in [
        ("/", "home"),
        ("/register", "register"),
        ("/login", "login"),
        ("/rules", "rules-index"),
        ("/rules/halma-16x16", "rules-16x16"),
        ("/records", "records"),
    ] {
        b.fits_a_phone(path, shot).await?;
    }
    b.viewport(DESKTOP).await?;
    b.goto("/").await?;
    b.screenshot("home-desktop").await?;
    s.white.goto("/status").await?;
    s.white.screenshot("status-desktop-nojs").await?;
    Ok(())
}

// ---------------------------------------------------------------------------
// Games: the play-by-web flow of WEB.md, click by click

/// A game as the test keeps it, to check the pages against.
struct Game {
    id: String,
    position: Position,
}

impl Game {
    fn url(&self) -> String {
        format!("/games/{}", self.id)
    }
}

fn names(squares: impl IntoIterator<Item = Square>) -> BTreeSet<String> {
    squares.into_iter().map(|sq| sq.to_string()).collect()
}

fn set(squares: &[&str]) -> BTreeSet<String> {
    squares.iter().map(|s| (*s).to_owned()).collect()
}

fn path(text: &str) -> Vec<Square> {
    text.split('-')
        .map(|s| s.parse().expect("a square"))
        .collect()
}

/// The first legal move of `position` that `keep` accepts.
fn pick(position: &Position, keep: impl Fn(&Move) -> bool) -> Result<Vec<Square>> {
    position
        .legal_moves()
        .iter()
        .find(|m| keep(m))
        .map(|m| m.squares().to_vec())
        .ok_or_else(|| anyhow!("no fitting move in {position}"))
}

fn is_step(m: &Move) -> bool {
    match m.squares() {
        [a, b] => {
            let (a, b) = (a.to_string(), b.to_string());
            let file = |s: &str| i32::from(s.as_bytes()[0]);
            let rank = |s: &str| s[1..].parse::<i32>().unwrap_or(0);
            (file(&a) - file(&b)).abs() <= 1 && (rank(&a) - rank(&b)).abs() <= 1
        }
        _ => false,
    }
}

const SUBMITS: [&str; 3] = [
    "Submit",
    "Submit and go to the next game",
    "Submit and return to game status",
];

impl Player {
    /// Posts a game in the waiting room with the form's defaults but these.
    async fn post_game(&self, game: Variant, colour: &str) -> Result<()> {
        self.goto("/waiting-room/new").await?;
        self.fill("game", game.id()).await?;
        self.fill("colour", colour).await?;
        self.press("Post game").await?;
        self.wait_until_at("to leave the form", |p| p != "/waiting-room/new")
            .await?;
        Ok(())
    }

    /// Joins the one open offer in the waiting room, which leads to the game.
    async fn join_the_offer(&self, variant: Variant) -> Result<Game> {
        self.goto("/waiting-room").await?;
        self.press("Join").await?;
        let here = self
            .wait_until_at("a game page", |p| p.starts_with("/games/"))
            .await?;
        let id = here["/games/".len()..]
            .split(['?', '/'])
            .next()
            .unwrap_or_default()
            .to_owned();
        Ok(Game {
            id,
            position: Position::start(variant),
        })
    }

    async fn click_square(&self, square: Square) -> Result<()> {
        let css = format!("#board a[data-square=\"{square}\"]");
        let link = self
            .c
            .find(Locator::Css(&css))
            .await
            .with_context(|| format!("{}: {square} is not a link", self.name))?;
        self.click_and_wait(&link).await
    }

    /// Plays `path` in `game` by clicking the squares, checking at each click
    /// what the page offers against the rules, then presses `submit`.
    async fn play(&self, game: &mut Game, path: &[Square], submit: &str) -> Result<()> {
        if self.here().await? != game.url() {
            self.goto(&game.url()).await?;
        }
        let position = &game.position;
        self.expect_pieces(position).await?;
        let movable = names(position.clicks(&[])?.targets.iter());
        ensure!(
            self.links().await? == movable,
            "{}: the links before a click should be the pieces that can move",
            self.name
        );
        for i in 0..path.len() {
            self.click_square(path[i]).await?;
            let so_far = path[..=i]
                .iter()
                .map(Square::to_string)
                .collect::<Vec<_>>()
                .join("-");
            let wanted = format!("path={so_far}");
            self.wait_until_at(&wanted, |p| p.split(['?', '&']).any(|part| part == wanted))
                .await?;
            ensure!(
                self.squares_with("selected").await? == names([path[i]]),
                "{}: the piece being moved is marked selected where it stands",
                self.name
            );
            let targets = names(position.clicks(&path[..=i])?.targets.iter());
            ensure!(
                self.squares_with("target").await? == targets,
                "{}: after {so_far} the targets should be {targets:?}",
                self.name
            );
            // A piece chosen and not moved yet: the other pieces that can
            // move stay links, to choose one instead.
            let mut links = targets.clone();
            if i == 0 {
                links.extend(
                    movable
                        .iter()
                        .filter(|s| s.as_str() != path[0].to_string())
                        .cloned(),
                );
            }
            ensure!(
                self.links().await? == links,
                "{}: after {so_far} the links should be {links:?}",
                self.name
            );
        }
        if !position.clicks(path)?.targets.is_empty() {
            self.press_or_follow("I'm done moving").await?;
        }
        let deadline = Instant::now() + Duration::from_secs(10);
        let mut offered = self.button_texts("Submit").await?;
        while offered.is_empty() && Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(25)).await;
            offered = self.button_texts("Submit").await?;
        }
        offered.sort();
        let mut expected = SUBMITS.map(str::to_owned).to_vec();
        expected.sort();
        ensure!(
            offered == expected,
            "{}: the Submit buttons are {offered:?}",
            self.name
        );
        ensure!(
            self.links().await?.is_empty(),
            "{}: a finished move leaves nothing to click on the board",
            self.name
        );
        self.press(submit).await?;
        let m = Move::new(path).ok_or_else(|| anyhow!("not a move: {path:?}"))?;
        game.position = game.position.clone().play(&m)?;
        Ok(())
    }
}

#[tokio::test]
async fn two_players_play_halma_and_embargo() {
    let Some(setup) = Setup::start("Wanda", "Boris").await else {
        return;
    };
    let setup = match setup {
        Ok(s) => s,
        Err(e) => panic!("{e:#}"),
    };
    let outcome = games(&setup).await;
    setup.finish(outcome, "games").await;
}

async fn games(s: &Setup) -> Result<()> {
    // Wanda plays without JavaScript, Boris with it.
    let (w, b) = (&s.white, &s.black);
    let (registered_w, registered_b) = tokio::join!(w.register(), b.register());
    registered_w?;
    registered_b?;

    // Wanda posts Embargo as black, so Boris, joining, moves first there; then
    // Halma as white, where she moves first.
    w.post_game(Variant::Embargo, "black").await?;
    let mut embargo = b.join_the_offer(Variant::Embargo).await?;
    w.post_game(Variant::Halma8x8, "white").await?;
    let mut halma = b.join_the_offer(Variant::Halma8x8).await?;

    // Wanda finds the game on her status page under Boris's name.
    w.goto("/status").await?;
    let link =
        w.c.find(Locator::Css(&format!("a[href=\"{}\"]", halma.url())))
            .await
            .context("the status page links to the new game")?;
    ensure!(link.text().await?.contains("Boris"));
    w.click_and_wait(&link).await?;
    w.wait_until_at("the game", |p| p == halma.url()).await?;

    // The lists fit a phone, with an open offer among them.
    w.post_game(Variant::Halma10x10, "random").await?;
    b.viewport(PHONE).await?;
    for (path, shot) in [
        ("/status", "status-games"),
        ("/waiting-room", "waiting-room"),
        ("/waiting-room/new", "new-game"),
    ] {
        b.fits_a_phone(path, shot).await?;
    }
    // On the phone, Wanda's offer can be taken without scrolling sideways.
    b.goto("/waiting-room").await?;
    let join = b.buttons("Join").await?;
    let (x, _, width, _) = join.first().context("a Join button")?.rectangle().await?;
    ensure!(
        x >= 0.0 && x + width <= f64::from(PHONE.0),
        "the Join button is at {x}..{} on a {} px phone",
        x + width,
        PHONE.0
    );
    b.viewport(DESKTOP).await?;
    b.goto("/waiting-room").await?;
    b.screenshot("waiting-room-desktop").await?;

    // Each sees the board from their own side, the pieces where the rules put
    // them, and only the player to move has anything to click.
    w.goto(&halma.url()).await?;
    b.goto(&halma.url()).await?;
    ensure!(
        w.is_below("a1", "a8").await?,
        "Wanda sees rank 1 at the bottom"
    );
    ensure!(w.is_below("h1", "h8").await?);
    ensure!(
        b.is_below("h8", "h1").await?,
        "Boris sees rank 8 at the bottom"
    );
    b.expect_pieces(&halma.position).await?;
    ensure!(b.links().await?.is_empty(), "not Boris's turn, yet links");

    // 1. Wanda steps and submits; she stays with the game, now waiting.
    w.play(&mut halma, &path("e1-d2"), "Submit").await?;
    w.wait_until_at("the game", |p| p == halma.url()).await?;
    w.expect_pieces(&halma.position).await?;
    ensure!(w.links().await?.is_empty(), "Wanda may not move twice");

    // 2. Boris sees her step in blue and answers, going on to his next game:
    // the Embargo game, where it is his turn.
    b.goto(&halma.url()).await?;
    ensure!(b.squares_with("last-move").await? == set(&["e1", "d2"]));
    b.play(&mut halma, &path("a5-b4"), SUBMITS[1]).await?;
    b.wait_until_at("the Embargo game", |p| p == embargo.url())
        .await?;

    // 3. Boris moves in Embargo.
    let first = pick(&embargo.position, |_| true)?;
    b.play(&mut embargo, &first, "Submit").await?;

    // 4. Wanda sees Boris's step; she starts a chain and thinks better of it,
    // then jumps twice and stops there, though a third jump (over b4) is open.
    w.goto(&halma.url()).await?;
    ensure!(w.squares_with("last-move").await? == set(&["a5", "b4"]));
    w.click_square(path("g1")[0]).await?;
    w.wait_until_at("g1 chosen", |p| p.ends_with("path=g1"))
        .await?;
    w.click_square(path("e1")[0]).await?;
    w.wait_until_at("a jump to e1", |p| p.ends_with("path=g1-e1"))
        .await?;
    w.press("Start over").await?;
    w.wait_until_at("the game, afresh", |p| p == halma.url())
        .await?;
    ensure!(w.squares_with("selected").await?.is_empty());
    w.expect_pieces(&halma.position).await?;
    let chain = path("g1-e1-c3");
    w.goto(&format!("{}?path=g1-e1-c3", halma.url())).await?;
    w.screenshot("halma-white-chain-nojs").await?;
    // The chain under construction shows where it started and where it
    // landed, and the words say what to do next; on a desk and on a phone.
    ensure!(
        w.squares_with("origin").await? == set(&["g1"]),
        "g1 is the origin"
    );
    ensure!(
        w.squares_with("path").await? == set(&["e1", "c3"]),
        "e1 and c3 are the path"
    );
    ensure!(
        w.text()
            .await?
            .contains("Jump again, or press I'm done moving"),
        "Wanda is told what to do next"
    );
    w.screenshot("chain-desktop").await?;
    w.viewport(PHONE).await?;
    w.fits_a_phone(&format!("{}?path=g1-e1-c3", halma.url()), "chain")
        .await?;
    ensure!(w.squares_with("origin").await? == set(&["g1"]));
    w.viewport(DESKTOP).await?;
    ensure!(names(halma.position.clicks(&chain)?.targets.iter()) == set(&["a5"]));
    w.play(&mut halma, &chain, SUBMITS[2]).await?;
    w.wait_until_at("game status", |p| p == "/status").await?;

    // 5. Wanda moves in Embargo.
    let reply = pick(&embargo.position, |_| true)?;
    w.play(&mut embargo, &reply, "Submit").await?;

    // 6. Boris sees the chain in blue, at a desk and on a phone.
    b.goto(&halma.url()).await?;
    let blue = b.squares_with("last-move").await?;
    ensure!(
        blue.contains("g1") && blue.contains("c3"),
        "the chain's ends are blue: {blue:?}"
    );
    b.screenshot("halma-desktop-black").await?;
    w.goto(&halma.url()).await?;
    w.screenshot("halma-desktop-white-nojs").await?;
    // A move under construction is the mover's alone: in anyone else's
    // browser its URL shows nothing to click.
    let step = pick(&halma.position, is_step)?;
    w.goto(&format!("{}?path={}", halma.url(), step[0])).await?;
    ensure!(w.links().await?.is_empty() && w.squares_with("target").await?.is_empty());
    b.viewport(PHONE).await?;
    b.fits_a_phone(&halma.url(), "halma-black").await?;
    let chosen = format!("{}?path={}", halma.url(), step[0]);
    b.fits_a_phone(&chosen, "halma-black-selected").await?;
    w.viewport(PHONE).await?;
    w.goto(&halma.url()).await?;
    w.screenshot("halma-white-nojs-phone").await?;
    w.viewport(DESKTOP).await?;
    let built = format!("{}?path={}-{}", halma.url(), step[0], step[1]);
    b.fits_a_phone(&built, "halma-black-submit").await?;
    b.viewport(DESKTOP).await?;
    b.screenshot("halma-desktop-black-submit").await?;
    b.goto(&halma.url()).await?;
    b.play(&mut halma, &step, "Submit").await?;

    // 7. Wanda offers a draw; Boris accepts; both see the game over.
    w.goto(&halma.url()).await?;
    w.press("Offer draw").await?;
    b.goto(&halma.url()).await?;
    ensure!(!b.buttons("Decline draw").await?.is_empty());
    b.press("Accept draw").await?;
    for p in [w, b] {
        p.goto(&halma.url()).await?;
        let text = p.text().await?.to_lowercase();
        ensure!(text.contains("draw"), "{}: the result is not shown", p.name);
        ensure!(
            p.links().await?.is_empty(),
            "{}: a finished game has links",
            p.name
        );
        ensure!(p.button_texts("Submit").await?.is_empty());
        ensure!(p.buttons("Offer draw").await?.is_empty());
    }
    b.screenshot("halma-finished-black").await?;
    // The result in names above the board, with Rematch for the players.
    for p in [w, b] {
        let banner =
            p.c.find(Locator::Css(".result-banner"))
                .await
                .with_context(|| format!("{}: no result banner", p.name))?
                .text()
                .await?;
        ensure!(
            banner.contains("Draw: agreed by Wanda and Boris"),
            "{}: the banner reads {banner:?}",
            p.name
        );
        ensure!(
            p.buttons("Rematch").await?.len() == 1,
            "{}: no Rematch",
            p.name
        );
        let (_, banner_y, _, _) =
            p.c.find(Locator::Css(".result-banner"))
                .await?
                .rectangle()
                .await?;
        let (_, board_y, _, _) = p.c.find(Locator::Css("#board")).await?.rectangle().await?;
        ensure!(
            banner_y < board_y,
            "{}: the banner is not above the board",
            p.name
        );
    }
    b.screenshot("result-banner-desktop").await?;
    w.screenshot("result-banner-desktop-nojs").await?;
    b.viewport(PHONE).await?;
    b.fits_a_phone(&halma.url(), "result-banner").await?;
    b.viewport(DESKTOP).await?;
    // Stepping back through the game: the position after ply 3, read-only,
    // its move outlined, reached from the move list.
    let third =
        b.c.find(Locator::Css(&format!("a[href=\"{}?at=3\"]", halma.url())))
            .await
            .context("the move list links ply 3")?;
    b.click_and_wait(&third).await?;
    b.wait_until_at("ply 3", |p| p.ends_with("?at=3")).await?;
    ensure!(
        b.squares_with("last-move").await? == set(&["g1", "e1", "c3"]),
        "the move of ply 3 is outlined"
    );
    ensure!(
        b.links().await?.is_empty(),
        "a past position has nothing to click"
    );
    for word in ["First", "Back", "Forward", "Last"] {
        let links =
            b.c.find_all(Locator::XPath(&format!(
                "//nav[@class='steps']//a[normalize-space(.)=\"{word}\"]"
            )))
            .await?;
        ensure!(links.len() == 1, "no {word} link");
    }
    b.screenshot("replayed-desktop").await?;
    b.viewport(PHONE).await?;
    b.fits_a_phone(&format!("{}?at=3", halma.url()), "replayed")
        .await?;
    b.viewport(DESKTOP).await?;

    // 8. Embargo: Boris moves again, then Wanda resigns (a press beneath the
    // board, and once more to confirm; the forms carry the ply, so a stale
    // page could not resign).
    let again = pick(&embargo.position, |_| true)?;
    b.play(&mut embargo, &again, "Submit").await?;
    b.viewport(PHONE).await?;
    b.fits_a_phone(&embargo.url(), "embargo-black").await?;
    b.viewport(DESKTOP).await?;
    b.screenshot("embargo-desktop-black").await?;
    w.goto(&embargo.url()).await?;
    w.press("Resign").await?;
    ensure!(
        w.text().await?.contains("Resign this game?"),
        "Resign asks first"
    );
    // The question's one button reads Resign too (WEB.md's words).
    w.press("Resign").await?;
    ensure!(
        w.here().await? == embargo.url() && w.buttons("Resign").await?.is_empty(),
        "Wanda is not back on an ended game"
    );
    b.goto(&embargo.url()).await?;
    let text = b.text().await?.to_lowercase();
    ensure!(text.contains("resign"), "Boris is not told Wanda resigned");
    ensure!(b.links().await?.is_empty());
    Ok(())
}

// ---------------------------------------------------------------------------
// The players' club: a message and a chat line, read by the other player

#[tokio::test]
async fn a_message_and_a_chat_line_reach_the_other_player() {
    let Some(setup) = Setup::start("Mona", "Chet").await else {
        return;
    };
    let setup = match setup {
        Ok(s) => s,
        Err(e) => panic!("{e:#}"),
    };
    let outcome = club(&setup).await;
    setup.finish(outcome, "club").await;
}

async fn club(s: &Setup) -> Result<()> {
    let (w, b) = tokio::join!(s.white.register(), s.black.register());
    w?;
    b?;
    let (mona, chet) = (&s.white, &s.black);
    // Mona (no JavaScript) writes from Chet's profile.
    mona.goto("/users/Chet").await?;
    mona.press_or_follow("Send message").await?;
    mona.wait_until_at("the new message form", |p| p.starts_with("/messages/new"))
        .await?;
    mona.fill("subject", "A game?").await?;
    mona.fill("body", "Shall we play Embargo?").await?;
    mona.press("Send").await?;
    mona.wait_until_at("the thread", |p| {
        p.starts_with("/messages/") && !p.starts_with("/messages/new")
    })
    .await?;
    // Chet sees it counted, then reads it.
    chet.goto("/status").await?;
    ensure!(chet.text().await?.contains("(1 unread)"), "no unread count");
    chet.goto("/messages").await?;
    let links = chet.all("#inbox a[href^=\"/messages/\"]").await?;
    let href = links
        .first()
        .ok_or_else(|| anyhow!("no thread in the inbox"))?
        .attr("href")
        .await?
        .unwrap_or_default();
    chet.goto(&href).await?;
    ensure!(
        chet.text().await?.contains("Shall we play Embargo?"),
        "the message is not shown"
    );
    // A game between them, and a line of chat from Chet (with JavaScript).
    mona.post_game(Variant::Halma8x8, "white").await?;
    let game = chet.join_the_offer(Variant::Halma8x8).await?;
    chet.fill("body", "Good luck!").await?;
    chet.press("Send to chat").await?;
    chet.wait_until_at("the game again", |p| p.starts_with("/games/"))
        .await?;
    mona.goto(&format!("/games/{}", game.id)).await?;
    let chat = mona.c.find(Locator::Css("#chat")).await?.text().await?;
    ensure!(
        chat.contains("Good luck!") && chat.contains("(new)"),
        "chat: {chat}"
    );
    Ok(())
}

// ---------------------------------------------------------------------------
// Board preferences, Embargo walls and the phone layout

#[tokio::test]
async fn board_preferences_walls_and_the_phone_layout() {
    let Some(setup) = Setup::start("Wanda", "Boris").await else {
        return;
    };
    let setup = match setup {
        Ok(s) => s,
        Err(e) => panic!("{e:#}"),
    };
    let outcome = boards(&setup).await;
    setup.finish(outcome, "boards").await;
}

impl Player {
    /// The classes of the board element.
    async fn board_classes(&self) -> Result<BTreeSet<String>> {
        let classes = self
            .c
            .find(Locator::Css("#board"))
            .await?
            .attr("class")
            .await?
            .unwrap_or_default();
        Ok(classes.split_whitespace().map(str::to_owned).collect())
    }

    /// The fragment of the current address (`board` for `…#board`).
    async fn fragment(&self) -> Result<Option<String>> {
        Ok(self.c.current_url().await?.fragment().map(str::to_owned))
    }

    /// Saves board preferences through the form.
    async fn choose_board(&self, fields: &[(&str, &str)]) -> Result<()> {
        self.goto("/account/board").await?;
        for (name, value) in fields {
            self.fill(name, value).await?;
        }
        self.press("Save board preferences").await?;
        self.wait_until_at("the saved preferences", |p| p == "/account/board?saved=1")
            .await?;
        Ok(())
    }
}

async fn boards(s: &Setup) -> Result<()> {
    let (w, b) = (&s.white, &s.black);
    let (registered_w, registered_b) = tokio::join!(w.register(), b.register());
    registered_w?;
    registered_b?;

    // An Embargo game: Wanda (White, no JavaScript) and Boris (Black) each
    // build a wall with their first move.
    w.post_game(Variant::Embargo, "white").await?;
    let mut embargo = b.join_the_offer(Variant::Embargo).await?;
    w.play(&mut embargo, &path("g1-c1"), "Submit").await?;
    // Submit leads back to the game, opened at the board.
    w.wait_until_at("the game", |p| p == embargo.url()).await?;
    ensure!(
        w.fragment().await?.as_deref() == Some("board"),
        "after Submit the page opens at #board, not {:?}",
        w.fragment().await?
    );
    b.goto(&embargo.url()).await?;
    b.play(&mut embargo, &path("c9-g9"), "Submit").await?;
    let walls = set(&["d1", "e1", "f1", "g1", "c9", "d9", "e9", "f9"]);
    for p in [w, b] {
        p.goto(&embargo.url()).await?;
        ensure!(
            p.squares_with("wall").await? == walls,
            "{}: the walls are {:?}",
            p.name,
            p.squares_with("wall").await?
        );
    }
    w.screenshot("embargo-walls-desktop-nojs").await?;
    b.screenshot("embargo-walls-desktop").await?;
    b.viewport(PHONE).await?;
    b.fits_a_phone(&embargo.url(), "embargo-walls").await?;
    b.fits_a_phone("/rules/embargo", "rules-embargo").await?;
    b.viewport(DESKTOP).await?;
    b.goto("/rules/embargo").await?;
    ensure!(
        b.all(".pictures figure").await?.len() >= 5,
        "the Embargo rules page shows its pictures"
    );
    b.screenshot("rules-embargo-desktop").await?;
    for (size, name) in [(DESKTOP, "desktop"), (PHONE, "phone")] {
        b.viewport(size).await?;
        for (i, example) in ["A wall", "Busting"].into_iter().enumerate() {
            b.c.execute(
                "document.querySelectorAll('.example')[arguments[0]].scrollIntoView();",
                vec![json!(if i == 0 { 0 } else { 4 })],
            )
            .await?;
            let shot = example.to_lowercase().replace(' ', "-");
            b.screenshot(&format!("rules-embargo-{shot}-{name}"))
                .await?;
        }
    }
    b.viewport(DESKTOP).await?;

    // Each theme, on the desktop and the phone: a class on the board.
    for theme in ["wood", "green", "ocean", "contrast"] {
        b.viewport(DESKTOP).await?;
        b.choose_board(&[("theme", theme)]).await?;
        b.goto(&embargo.url()).await?;
        let classes = b.board_classes().await?;
        ensure!(
            classes.contains(&format!("theme-{theme}")),
            "the board's classes are {classes:?}"
        );
        b.screenshot(&format!("board-theme-{theme}-desktop"))
            .await?;
        b.viewport(PHONE).await?;
        b.fits_a_phone(&embargo.url(), &format!("board-theme-{theme}"))
            .await?;
    }
    // Letters for the pieces, no coordinates, White at the bottom: Boris,
    // who plays Black, sees White's yard (i1) at the bottom right.
    b.viewport(DESKTOP).await?;
    ensure!(
        b.is_below("a9", "i1").await?,
        "Black's own side is at the bottom"
    );
    b.choose_board(&[
        ("theme", "wood"),
        ("coordinates", "off"),
        ("pieces", "letters"),
        ("orientation", "white"),
    ])
    .await?;
    b.goto(&embargo.url()).await?;
    ensure!(b.is_below("i1", "a9").await?, "White is at the bottom");
    let rank_label = b.all("#board th").await?;
    ensure!(
        !rank_label
            .first()
            .context("rank labels")?
            .is_displayed()
            .await?,
        "coordinates are hidden"
    );
    b.screenshot("board-letters-white-bottom-desktop").await?;
    b.viewport(PHONE).await?;
    b.fits_a_phone(&embargo.url(), "board-letters-white-bottom")
        .await?;

    // The menu folds into one line on a phone, and opens with a tap.
    let menu_link = |p: &Player| {
        let c = p.c.clone();
        async move {
            let link = c
                .find(Locator::Css("header nav a[href=\"/waiting-room\"]"))
                .await?;
            Ok::<bool, anyhow::Error>(link.is_displayed().await?)
        }
    };
    ensure!(!menu_link(b).await?, "the menu is folded on a phone");
    let header = b.c.find(Locator::Css("header.site")).await?;
    let (_, _, _, height) = header.rectangle().await?;
    ensure!(
        height < 64.0,
        "the header is one line on a phone: {height} px"
    );
    b.c.find(Locator::Css("header details.site-menu > summary"))
        .await?
        .click()
        .await?;
    ensure!(menu_link(b).await?, "the menu opens on a phone");
    b.screenshot("menu-open-phone").await?;
    b.viewport(DESKTOP).await?;
    b.goto("/status").await?;
    ensure!(menu_link(b).await?, "the menu is open on a desktop");
    // And its links work there as links do.
    b.press_or_follow("Board preferences").await?;
    b.wait_until_at("the preferences", |p| p == "/account/board")
        .await?;
    b.screenshot("menu-desktop").await?;

    // The waiting room shows offers as cards on a phone.
    w.post_game(Variant::Halma8x8, "random").await?;
    b.viewport(PHONE).await?;
    b.fits_a_phone("/waiting-room", "waiting-room-cards")
        .await?;
    let row = b.c.find(Locator::Css(".cards tbody tr")).await?;
    ensure!(
        row.css_value("display").await? == "block",
        "an offer is a card on a phone"
    );
    b.viewport(DESKTOP).await?;
    b.goto("/waiting-room").await?;
    let row = b.c.find(Locator::Css(".cards tbody tr")).await?;
    ensure!(
        row.css_value("display").await? == "table-row",
        "an offer is a table row on a desktop"
    );

    // A 16×16 board on a phone: squares of 40 px at least, scrolling inside
    // its frame while the page itself does not.
    w.post_game(Variant::Halma16x16, "white").await?;
    b.goto("/waiting-room").await?;
    let join = b
        .all("tr:has(a[href=\"/rules/halma-16x16\"]) form[action$=\"/join\"] button")
        .await?;
    b.click_and_wait(join.first().context("the 16×16 offer")?)
        .await?;
    let here = b
        .wait_until_at("the 16×16 game", |p| p.starts_with("/games/"))
        .await?;
    b.choose_board(&[
        ("theme", "wood"),
        ("coordinates", "on"),
        ("pieces", "discs"),
        ("orientation", "own"),
    ])
    .await?;
    b.viewport(PHONE).await?;
    b.fits_a_phone(&here, "board-16x16").await?;
    let square =
        b.c.find(Locator::Css("#board [data-square=\"h8\"]"))
            .await?;
    let (_, _, width, _) = square.rectangle().await?;
    ensure!(
        width >= 40.0,
        "a 16×16 square is {width} px wide on a phone"
    );
    let frame = b
        .c
        .execute(
            "const f = document.querySelector('.board-frame'); return [f.scrollWidth, f.clientWidth];",
            vec![],
        )
        .await?;
    let (inner, shown) = (frame[0].as_u64(), frame[1].as_u64());
    ensure!(
        inner > shown,
        "the 16×16 board scrolls inside its frame: {frame}"
    );
    // It opens at Boris's own yard (Black's corner, a16, drawn bottom right),
    // not at the files a–h.
    for corner in ["a16", "c15"] {
        let square =
            b.c.find(Locator::Css(&format!("#board [data-square=\"{corner}\"]")))
                .await?;
        let (x, _, width, _) = square.rectangle().await?;
        ensure!(
            x >= 0.0 && x + width <= f64::from(PHONE.0),
            "the 16×16 board opens away from Black's yard: {corner} is at x = {x}"
        );
    }
    b.viewport(DESKTOP).await?;
    b.screenshot("board-16x16-desktop").await?;

    // The admin pages fit a phone.
    let url = format!("sqlite://{}", s._data.path().join("halma.db").display());
    let store = halma::open_store(&url).await?;
    let boris = store
        .users()
        .user_by_name("Boris")
        .await?
        .context("Boris")?;
    store.users().set_admin(boris.id, true).await?;
    store.system().close().await;
    b.viewport(PHONE).await?;
    b.fits_a_phone("/admin", "admin").await?;
    b.fits_a_phone(&format!("/admin/games/{}", embargo.id), "admin-game")
        .await?;
    b.fits_a_phone("/admin/audit", "admin-audit").await?;
    b.fits_a_phone("/account/board", "board-preferences")
        .await?;
    b.viewport(DESKTOP).await?;
    b.goto("/account/board").await?;
    b.screenshot("board-preferences-desktop").await?;
    Ok(())
}

// ---------------------------------------------------------------------------
// Live pages: the waiting player sees the move arrive

#[tokio::test]
async fn a_waiting_player_with_javascript_sees_the_move_arrive() {
    let Some(setup) = Setup::start("Wanda", "Boris").await else {
        return;
    };
    let setup = match setup {
        Ok(s) => s,
        Err(e) => panic!("{e:#}"),
    };
    let outcome = live_move(&setup).await;
    setup.finish(outcome, "live").await;
}

async fn live_move(s: &Setup) -> Result<()> {
    // Wanda plays without JavaScript and moves first; Boris, with it, waits
    // on the game page.
    let (w, b) = (&s.white, &s.black);
    let (registered_w, registered_b) = tokio::join!(w.register(), b.register());
    registered_w?;
    registered_b?;
    w.post_game(Variant::Halma8x8, "white").await?;
    let mut halma = b.join_the_offer(Variant::Halma8x8).await?;
    b.goto(&halma.url()).await?;
    b.wait_until_at("the game", |p| p == halma.url()).await?;
    b.expect_pieces(&halma.position).await?;
    let before = halma.position.clone();
    w.play(&mut halma, &path("g3-f4"), "Submit").await?;
    ensure!(halma.position != before);
    // Boris does nothing: within a few seconds his page shows the move, and
    // the pieces he can move are links now.
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        if b.expect_pieces(&halma.position).await.is_ok() && !b.links().await?.is_empty() {
            break;
        }
        if Instant::now() > deadline {
            bail!("Boris's page did not show Wanda's move without a reload");
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    b.screenshot("live-move-arrived").await?;

    // Boris answers and waits on his status page; Wanda's next move moves
    // the game into his "Your turn" there, again without a reload.
    b.play(&mut halma, &path("b6-c5"), "Submit").await?;
    b.goto("/status").await?;
    let in_your_turn = format!(
        "section[aria-labelledby=\"your-turn\"] a[href=\"{}\"]",
        halma.url()
    );
    ensure!(
        b.all(&in_your_turn).await?.is_empty(),
        "the game is not Boris's turn yet"
    );
    // Wanda, without JavaScript, reloads to see Boris's answer.
    w.goto(&halma.url()).await?;
    w.play(&mut halma, &path("f4-e5"), "Submit").await?;
    let deadline = Instant::now() + Duration::from_secs(20);
    while b.all(&in_your_turn).await?.is_empty() {
        if Instant::now() > deadline {
            bail!("Boris's status page did not move the game into Your turn");
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    ensure!(
        b.here().await? == "/status",
        "Boris stayed on the status page"
    );
    b.screenshot("live-status-your-turn").await?;
    Ok(())
}

// ---------------------------------------------------------------------------
// The computer: a new player's first game, on a site of one

#[tokio::test]
async fn a_new_player_plays_the_computer_and_sees_its_reply() {
    let Some(setup) = Setup::start("Nora", "Otto").await else {
        return;
    };
    let setup = match setup {
        Ok(s) => s,
        Err(e) => panic!("{e:#}"),
    };
    let outcome = computer_replies(&setup).await;
    setup.finish(outcome, "computer").await;
}

/// The pieces of `position` as the board's `data-square`/`data-piece` pairs.
fn pieces_of(position: &Position) -> BTreeSet<String> {
    position
        .variant()
        .squares()
        .filter_map(|sq| {
            position.piece_at(sq).map(|c| {
                let piece = if c == Color::White { "w" } else { "b" };
                format!("{sq}{piece}")
            })
        })
        .collect()
}

async fn computer_replies(s: &Setup) -> Result<()> {
    // Nora without JavaScript, Otto with it: each signs up on a site where
    // nobody else plays, and plays the computer from New game.
    for (p, level) in [(&s.white, 1), (&s.black, 3)] {
        p.register().await?;
        p.goto("/waiting-room/new").await?;
        p.press_or_follow("Play the computer").await?;
        p.wait_until_at("the Play the computer page", |h| h == "/play-computer")
            .await?;
        p.fill("opponent", &format!("computer-{level}")).await?;
        p.fill("game", "halma-8x8").await?;
        p.fill("colour", "white").await?;
        p.press("Start the game").await?;
        let here = p
            .wait_until_at("the game's page", |h| h.starts_with("/games/"))
            .await?;
        let id = here["/games/".len()..]
            .split(['?', '/'])
            .next()
            .unwrap_or_default()
            .to_owned();
        let text = p.text().await?;
        ensure!(
            text.contains(&format!("computer-{level}")),
            "{}: the game page names the computer",
            p.name
        );
        let mut game = Game {
            id,
            position: Position::start(Variant::Halma8x8),
        };
        let step = pick(&game.position, is_step)?;
        p.play(&mut game, &step, "Submit").await?;
        // The computer answers by itself within seconds: the board shows one
        // legal move of Black's more, and Nora's pieces are links again.
        // Otto's page follows with JavaScript; Nora reloads.
        let answers: Vec<BTreeSet<String>> = game
            .position
            .legal_moves()
            .iter()
            .filter_map(|m| game.position.clone().play(m).ok())
            .map(|next| pieces_of(&next))
            .collect();
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if !p.js || p.here().await? != game.url() {
                p.goto(&game.url()).await?;
            }
            let shown: BTreeSet<String> = p
                .board()
                .await?
                .into_iter()
                .filter_map(|s| s.piece.map(|piece| format!("{}{piece}", s.name)))
                .collect();
            if answers.contains(&shown) && !p.links().await?.is_empty() {
                break;
            }
            if Instant::now() > deadline {
                bail!("{}: the computer did not answer within 30 s", p.name);
            }
            tokio::time::sleep(Duration::from_millis(300)).await;
        }
        p.screenshot(&format!("computer-replied-{}", p.name))
            .await?;
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// A round robin of four, from the New tournament form to its winner

#[tokio::test]
async fn four_players_play_a_round_robin_to_its_end() {
    let Some((chromium, chromedriver)) = browser_binaries() else {
        return;
    };
    let dir = tempfile::tempdir().expect("temporary folder");
    let url = format!("sqlite://{}", dir.path().join("halma.db").display());
    let mut server = Server::start(&[
        ("HALMA_DATABASE_URL", &url),
        ("HALMA_OPEN_TOURNAMENTS", "true"),
        ("HALMA_SWEEP_INTERVAL_SECS", "1"),
        ("RUST_LOG", "warn"),
    ]);
    server.wait_healthy().await;
    let driver = Driver::start(chromium, &chromedriver)
        .await
        .expect("chromedriver");
    let names = ["Tilda", "Umar", "Vera", "Walt"];
    let mut players = Vec::new();
    for (i, name) in names.iter().enumerate() {
        // Every other player without JavaScript.
        players.push(
            Player::open(&driver, &server, name, i % 2 == 0)
                .await
                .expect("a browser"),
        );
    }
    let outcome = round_robin(&players, &url).await;
    if outcome.is_err() {
        keep_evidence(&players.iter().collect::<Vec<_>>(), "tournament").await;
    }
    for p in players {
        p.close().await;
    }
    let status = server.stop();
    if let Err(e) = outcome {
        panic!("{e:#}\n--- server log ---\n{}", server.log());
    }
    assert!(status.success(), "halma serve ended with {status}");
}

/// Waits (the sweep runs each second) until the page at `path` shows `css`.
async fn wait_for(player: &Player, path: &str, css: &str) -> Result<()> {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        player.goto(path).await?;
        if !player.all(css).await?.is_empty() {
            return Ok(());
        }
        ensure!(
            Instant::now() < deadline,
            "{}: {path} shows no {css} after 20 s",
            player.name
        );
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
}

async fn round_robin(players: &[Player], database_url: &str) -> Result<()> {
    for p in players {
        p.register().await?;
    }
    let tilda = &players[0];
    // Tilda announces it through the form.
    tilda.goto("/tournaments").await?;
    tilda.press_or_follow("New tournament").await?;
    tilda
        .wait_until_at("the form", |p| p == "/tournaments/new")
        .await?;
    tilda.fill("name", "Autumn Cup").await?;
    tilda.fill("format", "round_robin").await?;
    tilda.fill("min_players", "4").await?;
    tilda.fill("max_players", "4").await?;
    tilda.fill("game", "halma-8x8").await?;
    tilda.press("Announce tournament").await?;
    let here = tilda
        .wait_until_at("the tournament's page", |p| {
            p.starts_with("/tournaments/") && p != "/tournaments/new"
        })
        .await?;
    let page = here.split('?').next().unwrap_or_default().to_owned();
    // Everyone signs up from the list.
    for p in players {
        p.goto("/tournaments").await?;
        p.press_or_follow("Autumn Cup").await?;
        p.press("Sign up").await?;
        ensure!(
            p.text().await?.contains("You are signed up."),
            "{} is not signed up",
            p.name
        );
    }
    // The deadline comes (moved to now); the server's sweep starts it.
    {
        use sqlx::Connection;
        let mut db = sqlx::SqliteConnection::connect(database_url).await?;
        let now = time::OffsetDateTime::now_utc().unix_timestamp() * 1000;
        sqlx::query("UPDATE tournaments SET signup_deadline = $1")
            .bind(now)
            .execute(&mut db)
            .await?;
        db.close().await?;
    }
    wait_for(tilda, &page, "#crosstable").await?;
    // Each finds the tournament's games on the status page. Tilda wins all of
    // hers; in the others, White resigns.
    for p in players {
        p.goto("/status").await?;
        let mut to_resign = Vec::new();
        for row in p.all("tr[data-game]").await? {
            let text = row.text().await?;
            if !text.contains("Autumn Cup") {
                continue;
            }
            let cells = row.find_all(Locator::Css("td")).await?;
            ensure!(cells.len() >= 3, "a status row of {} cells", cells.len());
            let opponent = cells[0].find(Locator::Css("a")).await?.text().await?;
            let colour = cells[2].text().await?;
            let id = row.attr("data-game").await?.unwrap_or_default();
            let resigns =
                p.name != "Tilda" && (opponent == "Tilda" || colour.trim().starts_with("White"));
            if resigns {
                to_resign.push(id);
            }
        }
        for id in to_resign {
            p.goto(&format!("/games/{id}")).await?;
            p.press("Resign").await?;
            p.press("Resign").await?;
        }
    }
    // All six over: the crosstable is full and the winner named.
    wait_for(tilda, &page, "#winner").await?;
    let winner = tilda.c.find(Locator::Css("#winner")).await?.text().await?;
    ensure!(
        winner.contains("Tilda"),
        "the winner banner reads {winner:?}"
    );
    let marks = tilda.all("#crosstable a[href^=\"/games/\"]").await?;
    ensure!(marks.len() == 12, "{} marks in the crosstable", marks.len());
    let table = tilda
        .c
        .find(Locator::Css("#crosstable"))
        .await?
        .text()
        .await?;
    ensure!(!table.contains('…'), "a game still in play: {table}");
    let standings = tilda
        .c
        .find(Locator::Css("#standings"))
        .await?
        .text()
        .await?;
    ensure!(
        standings
            .trim_start()
            .lines()
            .nth(1)
            .unwrap_or_default()
            .contains("Tilda"),
        "Tilda does not lead the standings: {standings}"
    );
    tilda.goto(&format!("{page}#crosstable-heading")).await?;
    tilda.screenshot("tournament-crosstable").await?;
    // A player without JavaScript on a phone reads the same page.
    let umar = &players[1];
    umar.viewport(PHONE).await?;
    umar.goto(&page).await?;
    ensure!(umar.text().await?.contains("Winner: Tilda"));
    umar.screenshot("tournament-phone").await?;
    Ok(())
}

// ---------------------------------------------------------------------------
// Ladders: join and challenge by clicking, on a desktop and a phone

#[tokio::test]
async fn a_ladder_is_joined_and_a_challenge_played_by_clicking() {
    let Some(setup) = Setup::start("Wanda", "Boris").await else {
        return;
    };
    let setup = match setup {
        Ok(s) => s,
        Err(e) => panic!("{e:#}"),
    };
    let outcome = ladder(&setup).await;
    setup.finish(outcome, "ladder").await;
}

async fn ladder(s: &Setup) -> Result<()> {
    let (w, b) = tokio::join!(s.white.register(), s.black.register());
    w?;
    b?;
    // An admin's settings, written in the server's database as the form would.
    let url = format!("sqlite://{}", s._data.path().join("halma.db").display());
    let store = halma::open_store(&url).await?;
    let wanda = store
        .users()
        .user_by_name("Wanda")
        .await?
        .context("Wanda")?
        .id;
    let terms = halma::store::LadderTerms {
        rules: halma_rules::Rules::new(Variant::Halma8x8),
        days_per_move: 3,
        clock: Default::default(),
        rated: true,
        reach: 5,
        idle_days: 30,
    };
    store
        .ladders()
        .settle_ladder("halma-8x8", &terms, wanda, halma::store::now())
        .await?;
    store.system().close().await;
    let (w, b) = (&s.white, &s.black);
    // Wanda (no JavaScript) joins first, then Boris: he is second.
    for p in [w, b] {
        p.goto("/ladders").await?;
        p.press_or_follow("Halma 8×8").await?;
        p.wait_until_at("the ladder", |h| h == "/ladders/halma-8x8")
            .await?;
        p.press("Join").await?;
        p.wait_until_at("the ladder again", |h| h == "/ladders/halma-8x8")
            .await?;
    }
    let ranks = b.all("#ladder-ranks tr[data-user]").await?;
    let mut names = Vec::new();
    for r in ranks {
        names.push(r.attr("data-user").await?.unwrap_or_default());
    }
    ensure!(names == ["Wanda", "Boris"], "ranks {names:?}");
    // Boris challenges Wanda: the game starts at once, Wanda White.
    b.press("Challenge").await?;
    let game = b
        .wait_until_at("the challenge's game", |h| h.starts_with("/games/"))
        .await?;
    w.goto("/status").await?;
    ensure!(
        !w.all(&format!("a[href=\"{game}\"]")).await?.is_empty(),
        "Wanda's status page lists the challenge's game {game}"
    );
    w.goto("/ladders/halma-8x8").await?;
    ensure!(
        !w.all(&format!("#ladder-open a[href=\"{game}\"]"))
            .await?
            .is_empty(),
        "the ladder lists the open challenge"
    );
    w.screenshot("ladder-desktop-nojs").await?;
    b.viewport(PHONE).await?;
    b.fits_a_phone("/ladders/halma-8x8", "ladder").await?;
    b.fits_a_phone("/ladders", "ladders").await?;
    Ok(())
}

// ---------------------------------------------------------------------------
// Every page a player or an admin sees, at a phone's and a desktop's width

#[tokio::test]
async fn every_page_fits_a_phone_and_a_desktop_and_no_table_cuts_a_word() {
    let Some(setup) = Setup::start("Wilhelmina_Long", "Bartholomew-X").await else {
        return;
    };
    let setup = match setup {
        Ok(s) => s,
        Err(e) => panic!("{e:#}"),
    };
    let outcome = every_page_fits(&setup).await;
    setup.finish(outcome, "every-page").await;
}

async fn every_page_fits(s: &Setup) -> Result<()> {
    let (w, b) = tokio::join!(s.white.register(), s.black.register());
    w?;
    b?;
    // Games in play and finished, of every size, and an admin, made in the
    // server's database.
    let url = format!("sqlite://{}", s._data.path().join("halma.db").display());
    let store = halma::open_store(&url).await?;
    let white = store
        .users()
        .user_by_name("Wilhelmina_Long")
        .await?
        .context("white")?
        .id;
    let black = store
        .users()
        .user_by_name("Bartholomew-X")
        .await?
        .context("black")?;
    store.users().set_admin(black.id, true).await?;
    let mut games = Vec::new();
    for (i, variant) in Variant::ALL.into_iter().enumerate() {
        let players = if i % 2 == 0 {
            (white, black.id)
        } else {
            (black.id, white)
        };
        games.push(
            crate::store::ratings::play(store.as_ref(), players, variant, true, 2, None).await,
        );
        let verdict = halma::model::result::Verdict::new(
            Some(Color::White),
            halma::model::result::Termination::Resignation,
        );
        crate::store::ratings::play(store.as_ref(), players, variant, true, 3, Some(verdict)).await;
    }
    store.system().close().await;
    let game = |i: usize| format!("/games/{}", games[i]);
    let player_pages = [
        "/status".to_owned(),
        "/waiting-room".to_owned(),
        "/waiting-room/new".to_owned(),
        "/waiting-room/auto-match".to_owned(),
        "/messages".to_owned(),
        "/messages/new".to_owned(),
        "/who".to_owned(),
        "/users".to_owned(),
        "/users?q=l".to_owned(),
        "/users/Wilhelmina_Long".to_owned(),
        "/users/Bartholomew-X".to_owned(),
        "/users/Wilhelmina_Long/ratings".to_owned(),
        "/ratings/halma-8x8".to_owned(),
        "/ladders".to_owned(),
        "/tournaments".to_owned(),
        "/account/profile".to_owned(),
        "/account/board".to_owned(),
        "/account/notifications".to_owned(),
        "/account/tokens".to_owned(),
        "/account/vacation".to_owned(),
        "/account/buddies".to_owned(),
        "/account/ignore".to_owned(),
        "/change-password".to_owned(),
        "/account/data".to_owned(),
        "/account/close".to_owned(),
        "/forgot-password".to_owned(),
        "/api".to_owned(),
        "/rules".to_owned(),
        "/rules/halma-16x16".to_owned(),
        "/stats".to_owned(),
        "/news".to_owned(),
        "/records".to_owned(),
        game(0),
        game(2),
        game(3),
    ];
    let admin_pages = [
        "/admin",
        "/admin/users",
        "/admin/users/Wilhelmina_Long",
        "/admin/audit",
        "/admin/reports",
        "/admin/news",
    ];
    for (width, height) in [PHONE, DESKTOP] {
        s.white.viewport((width, height)).await?;
        s.black.viewport((width, height)).await?;
        for path in &player_pages {
            let name = format!("page{}", path.replace(['/', '?', '='], "-"));
            s.white.fits(path, width, &name).await?;
        }
        for path in admin_pages {
            let name = format!("page{}", path.replace(['/', '?', '='], "-"));
            s.black.fits(path, width, &name).await?;
        }
        game_layout(&s.white, &game(0), width).await?;
    }
    bank_fields(&s.white).await?;
    bank_fields(&s.black).await?;
    // What a visitor sees: the home page's board and games, the waiting
    // room, who is here, a game.
    s.black.logout().await?;
    for (width, height) in [PHONE, DESKTOP] {
        s.black.viewport((width, height)).await?;
        for path in [
            "/".to_owned(),
            "/waiting-room".to_owned(),
            "/who".to_owned(),
            game(0),
        ] {
            let name = format!("visitor{}", path.replace(['/', '?', '='], "-"));
            s.black.fits(&path, width, &name).await?;
        }
    }
    Ok(())
}

/// New game: the bank's fields show only for a bank clock, with JavaScript;
/// without it they always show.
async fn bank_fields(player: &Player) -> Result<()> {
    player.goto("/waiting-room/new").await?;
    let shown = || async {
        let fields = player.all("#increment, #cap").await?;
        let mut shown = Vec::new();
        for f in fields {
            shown.push(f.is_displayed().await?);
        }
        Ok::<_, anyhow::Error>(shown)
    };
    player.fill("clock", "per-move").await?;
    let per_move = shown().await?;
    player.fill("clock", "bank").await?;
    let bank = shown().await?;
    ensure!(
        bank == [true, true],
        "{}: the bank fields hide for a bank clock",
        player.name
    );
    ensure!(
        per_move == [!player.js, !player.js],
        "{} (JavaScript {}): the bank fields for a clock per move: {per_move:?}",
        player.name,
        if player.js { "on" } else { "off" }
    );
    Ok(())
}

/// The game page at `width`: on a desktop the moves, both clocks, the draw
/// and resign buttons and the chat are beside the board; on a phone below it.
async fn game_layout(player: &Player, path: &str, width: u32) -> Result<()> {
    player.goto(path).await?;
    let rect = |css: &'static str| async move {
        player
            .c
            .find(Locator::Css(css))
            .await
            .with_context(|| format!("{path} has {css}"))?
            .rectangle()
            .await
            .map_err(anyhow::Error::from)
    };
    let (board_x, board_y, board_w, board_h) = rect("#board").await?;
    let clocks = player.all(".game-side [data-clock]").await?;
    ensure!(clocks.len() == 2, "{path}: both players' clocks");
    for css in [
        ".game-side .moves",
        ".game-side .clocks",
        ".game-side .game-actions",
        ".game-side #chat",
    ] {
        let (x, y, _, _) = rect(css).await?;
        if width == DESKTOP.0 {
            ensure!(
                x >= board_x + board_w && y < board_y + board_h,
                "{path} at {width} px: {css} is not beside the board"
            );
        } else {
            ensure!(
                y >= board_y + board_h,
                "{path} at {width} px: {css} is not below the board"
            );
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// Accessibility: axe-core finds nothing on the main pages

/// axe-core's script, installed by CI (`npm install --prefix .ci/axe
/// axe-core@…`, a folder git ignores); `HALMA_AXE` may name another copy.
/// Without it the test says so loudly and passes, except in CI.
fn axe_source() -> Option<String> {
    let path = std::env::var_os("HALMA_AXE")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../../.ci/axe/node_modules/axe-core/axe.min.js")
        });
    match std::fs::read_to_string(&path) {
        Ok(source) => Some(source),
        Err(e) => {
            let in_ci = std::env::var("CI").is_ok_and(|v| v == "true" || v == "1");
            let why = format!("axe-core is not at {} ({e})", path.display());
            if in_ci {
                panic!("{why}; in CI the accessibility check must run");
            }
            use std::io::Write;
            let _ = writeln!(
                std::io::stderr(),
                "!!! SKIPPED the axe-core check: {why} !!!"
            );
            None
        }
    }
}

impl Player {
    /// What axe-core finds wrong on `path`: one line a rule, with the first
    /// elements it found.
    async fn axe_violations(&self, axe: &str, path: &str) -> Result<Vec<String>> {
        self.goto(path).await?;
        self.axe_here(axe).await
    }

    /// What axe-core finds wrong on the page open now.
    async fn axe_here(&self, axe: &str) -> Result<Vec<String>> {
        // WebDriver's scripts are not the page's: the page's CSP does not
        // stop them.
        self.c
            .execute(&format!("{axe}\n;return true;"), vec![])
            .await
            .context("inject axe-core")?;
        let found = self
            .c
            .execute_async(
                r#"const done = arguments[arguments.length - 1];
                axe.run(document, { resultTypes: ['violations'] })
                  .then(r => done(r.violations.map(v => v.id + ' (' + v.impact + '): ' + v.help + ' at '
                    + v.nodes.slice(0, 4).map(n => n.target.join(' ')).join(', '))))
                  .catch(e => done(['axe failed: ' + e]));"#,
                vec![],
            )
            .await?;
        Ok(found
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|v| v.as_str().map(str::to_owned))
            .collect())
    }
}

#[tokio::test]
async fn axe_core_finds_no_violations_on_the_main_pages() {
    let Some(axe) = axe_source() else {
        return;
    };
    let Some(setup) = Setup::start("Ada_Axe", "Bea_Axe").await else {
        return;
    };
    let setup = match setup {
        Ok(s) => s,
        Err(e) => panic!("{e:#}"),
    };
    let outcome = main_pages_pass_axe(&setup, &axe).await;
    setup.finish(outcome, "axe").await;
}

async fn main_pages_pass_axe(s: &Setup, axe: &str) -> Result<()> {
    // The player with JavaScript, before and after creating a userid.
    let p = &s.black;
    // The check checks: a picture without words is found.
    p.c.goto("data:text/html,<!DOCTYPE html><html lang=en><title>t</title><main><h1>t</h1><img src=x.png></main></html>")
        .await?;
    let broken = p.axe_here(axe).await?;
    ensure!(
        broken.iter().any(|v| v.starts_with("image-alt")),
        "axe-core did not find a missing alt: {broken:?}"
    );
    let mut found = Vec::new();
    for path in ["/", "/register", "/login"] {
        found.extend(
            p.axe_violations(axe, path)
                .await?
                .into_iter()
                .map(|v| format!("{path}: {v}")),
        );
    }
    let (w, b) = tokio::join!(s.white.register(), s.black.register());
    w?;
    b?;
    let url = format!("sqlite://{}", s._data.path().join("halma.db").display());
    let store = halma::open_store(&url).await?;
    let user = |name: &'static str| {
        let store = store.clone();
        async move {
            anyhow::Ok(
                store
                    .users()
                    .user_by_name(name)
                    .await?
                    .context("a user")?
                    .id,
            )
        }
    };
    let (ada, bea) = (user("Ada_Axe").await?, user("Bea_Axe").await?);
    let playing =
        crate::store::ratings::play(store.as_ref(), (bea, ada), Variant::Halma8x8, true, 2, None)
            .await;
    let verdict = halma::model::result::Verdict::new(
        Some(Color::White),
        halma::model::result::Termination::Resignation,
    );
    let over = crate::store::ratings::play(
        store.as_ref(),
        (bea, ada),
        Variant::Halma8x8,
        true,
        4,
        Some(verdict),
    )
    .await;
    store.system().close().await;
    for path in [
        "/status".to_owned(),
        "/waiting-room".to_owned(),
        "/waiting-room/new".to_owned(),
        format!("/games/{playing}"),
        format!("/games/{playing}?path=g3"),
        format!("/games/{over}"),
        "/users/Ada_Axe".to_owned(),
        "/account/profile".to_owned(),
    ] {
        for (width, height) in [PHONE, DESKTOP] {
            p.viewport((width, height)).await?;
            found.extend(
                p.axe_violations(axe, &path)
                    .await?
                    .into_iter()
                    .map(|v| format!("{path} at {width} px: {v}")),
            );
        }
    }
    ensure!(found.is_empty(), "axe-core found:\n{}", found.join("\n"));
    Ok(())
}

// ---------------------------------------------------------------------------
// Four players at one game of Halma for four

#[tokio::test]
async fn four_browsers_fill_and_play_a_game_for_four() {
    let Some(setup) = Setup::start("Wanda", "Rhea").await else {
        return;
    };
    let setup = match setup {
        Ok(s) => s,
        Err(e) => panic!("{e:#}"),
    };
    let outcome = game_for_four(&setup).await;
    setup.finish(outcome, "four").await;
}

impl Player {
    /// Plays the first move the page offers: a piece, then a square it can
    /// reach, I'm done moving if a jump could go on, then Submit.
    async fn play_any_move(&self, url: &str) -> Result<()> {
        self.goto(url).await?;
        let pieces = self.all("#board a[data-square][data-piece]").await?;
        let piece = pieces
            .first()
            .with_context(|| format!("{}: no piece to move on {url}", self.name))?;
        self.click_and_wait(piece).await?;
        let targets = self.all("#board a.target").await?;
        let target = targets
            .first()
            .with_context(|| format!("{}: the chosen piece has nowhere to go", self.name))?;
        self.click_and_wait(target).await?;
        if !self.buttons("Submit").await?.is_empty() {
            return self.press("Submit").await;
        }
        self.press_or_follow("I'm done moving").await?;
        self.press("Submit").await
    }
}

async fn game_for_four(s: &Setup) -> Result<()> {
    let (bjorn, greta) = tokio::try_join!(
        Player::open(&s._driver, &s.server, "Bjorn", true),
        Player::open(&s._driver, &s.server, "Greta", false),
    )?;
    let outcome = async {
        let players = [&s.white, &s.black, &bjorn, &greta];
        for p in players {
            p.register().await?;
        }
        // Wanda posts a game for four; the others join it seat by seat.
        let w = &s.white;
        w.goto("/waiting-room/new").await?;
        w.fill("game", "halma-16x16-4").await?;
        w.press("Post game").await?;
        w.wait_until_at("the waiting room", |p| p == "/waiting-room")
            .await?;
        for p in &players[1..3] {
            p.goto("/waiting-room").await?;
            p.press("Join").await?;
            p.wait_until_at("the waiting room", |at| at == "/waiting-room")
                .await?;
            ensure!(
                !p.buttons("Leave seat").await?.is_empty(),
                "{} sits",
                p.name
            );
        }
        greta.goto("/waiting-room").await?;
        greta.press("Join").await?;
        let here = greta
            .wait_until_at("the game", |p| p.starts_with("/games/"))
            .await?;
        let url = here.split(['?', '#']).next().unwrap_or_default().to_owned();
        // Each seat moves once, in turn: whoever's page says it is their turn.
        let mut moved = Vec::new();
        for ply in 0..4 {
            let mut mover = None;
            for p in players {
                p.goto(&url).await?;
                let seats = p.all("#seats > li.to-move").await?;
                ensure!(seats.len() == 1, "one seat to move at ply {ply}");
                if p.text().await?.contains("Your turn") {
                    mover = Some(p);
                }
            }
            let mover = mover.with_context(|| format!("nobody's turn at ply {ply}"))?;
            ensure!(!moved.contains(&mover.name), "{} moved twice", mover.name);
            mover.play_any_move(&url).await?;
            mover
                .wait_until_at("the game again", |p| p.starts_with(&url))
                .await?;
            moved.push(mover.name.clone());
        }
        // Every seat moved once; the moves are listed for everyone.
        w.goto(&url).await?;
        let listed = w.all(".seat-moves li").await?;
        ensure!(listed.len() == 4, "{} moves listed", listed.len());
        // On a phone, each player sees the 16×16 from their own corner.
        bjorn.viewport(PHONE).await?;
        bjorn.fits_a_phone(&url, "four-16x16").await?;
        let mine = bjorn.all("#seats > li").await?;
        let mut my_colour = String::new();
        for li in &mine {
            if li.text().await?.contains("(you)") {
                my_colour = li.attr("data-colour").await?.unwrap_or_default();
            }
        }
        let corner = match my_colour.as_str() {
            "white" => "p1",
            "red" => "a1",
            "black" => "a16",
            "green" => "p16",
            other => bail!("Bjorn's seat: {other:?}"),
        };
        let square = bjorn
            .c
            .find(Locator::Css(&format!("#board [data-square=\"{corner}\"]")))
            .await?;
        let (x, y, width, _) = square.rectangle().await?;
        let squares = bjorn.all("#board [data-square]").await?;
        let last = squares
            .last()
            .context("a board")?
            .attr("data-square")
            .await?;
        ensure!(
            last.as_deref() == Some(corner),
            "Bjorn ({my_colour}) sees his corner {corner} at the bottom right, not {last:?}"
        );
        ensure!(
            x >= 0.0 && x + width <= f64::from(PHONE.0) && y > 0.0,
            "the board opens at Bjorn's corner {corner}: it is at x = {x}"
        );
        bjorn.screenshot("four-16x16-phone").await?;
        bjorn.viewport(DESKTOP).await?;
        bjorn.screenshot("four-16x16-desktop").await?;
        Ok(())
    }
    .await;
    bjorn.close().await;
    greta.close().await;
    outcome
}

// ---------------------------------------------------------------------------
// Three players on the star

#[tokio::test]
async fn three_browsers_play_on_the_star() {
    let Some(setup) = Setup::start("Stella", "Yorick").await else {
        return;
    };
    let setup = match setup {
        Ok(s) => s,
        Err(e) => panic!("{e:#}"),
    };
    let outcome = star_for_three(&setup).await;
    setup.finish(outcome, "star").await;
}

async fn star_for_three(s: &Setup) -> Result<()> {
    let ulla = Player::open(&s._driver, &s.server, "Ulla", true).await?;
    let outcome = async {
        let players = [&s.white, &s.black, &ulla];
        for p in players {
            p.register().await?;
        }
        let w = &s.white;
        w.goto("/waiting-room/new").await?;
        w.fill("game", "star-3").await?;
        w.press("Post game").await?;
        w.wait_until_at("the waiting room", |p| p == "/waiting-room")
            .await?;
        s.black.goto("/waiting-room").await?;
        s.black.press("Join").await?;
        s.black
            .wait_until_at("the waiting room", |p| p == "/waiting-room")
            .await?;
        ulla.goto("/waiting-room").await?;
        ulla.press("Join").await?;
        let here = ulla
            .wait_until_at("the game", |p| p.starts_with("/games/"))
            .await?;
        let url = here.split(['?', '#']).next().unwrap_or_default().to_owned();
        // Each seat moves once by clicking holes, in turn.
        for ply in 0..3 {
            let mut mover = None;
            for p in players {
                p.goto(&url).await?;
                ensure!(
                    p.all("#board.star [data-square]").await?.len() == 121,
                    "the star has its 121 holes"
                );
                if p.text().await?.contains("Your turn") {
                    mover = Some(p);
                }
            }
            let mover = mover.with_context(|| format!("nobody's turn at ply {ply}"))?;
            mover.play_any_move(&url).await?;
            mover
                .wait_until_at("the game again", |p| p.starts_with(&url))
                .await?;
        }
        w.goto(&url).await?;
        ensure!(
            w.all(".seat-moves li").await?.len() == 3,
            "three moves listed"
        );
        // The viewer's own point at the bottom: the last hole drawn is theirs.
        for p in players {
            p.goto(&url).await?;
            let mut mine = String::new();
            for li in p.all("#seats > li").await? {
                if li.text().await?.contains("(you)") {
                    mine = li.attr("data-colour").await?.unwrap_or_default();
                }
            }
            let holes = p.all("#board [data-square]").await?;
            let bottom = holes.last().context("holes")?;
            let classes = bottom.attr("class").await?.unwrap_or_default();
            let letter = halma_rules::Colour::from_name(&mine)
                .with_context(|| format!("{}'s colour {mine:?}", p.name))?
                .letter();
            ensure!(
                classes
                    .split_whitespace()
                    .any(|c| c == format!("camp-{letter}")),
                "{}'s bottom hole is in {mine}'s point: {classes}",
                p.name
            );
        }
        // A phone and a desktop; no horizontal scrolling; big enough holes.
        ulla.viewport(PHONE).await?;
        ulla.fits_a_phone(&url, "star-3").await?;
        let hole = ulla
            .c
            .find(Locator::Css("#board [data-square=\"i5\"]"))
            .await?;
        let (_, _, width, _) = hole.rectangle().await?;
        ensure!(width >= 24.0, "a hole is {width} px wide on a phone");
        ulla.screenshot("star-3-phone").await?;
        ulla.viewport(DESKTOP).await?;
        ulla.screenshot("star-3-desktop").await?;
        // Nothing for axe-core to find on the star's page.
        if let Some(axe) = axe_source() {
            let found = ulla.axe_violations(&axe, &url).await?;
            ensure!(found.is_empty(), "axe-core on the star: {found:#?}");
            let found = ulla.axe_violations(&axe, "/rules/star-3").await?;
            ensure!(found.is_empty(), "axe-core on the star's rules: {found:#?}");
        }
        Ok(())
    }
    .await;
    ulla.close().await;
    outcome
}

// ---------------------------------------------------------------------------
// In German on a phone: long words, nothing sideways

#[tokio::test]
async fn a_german_player_s_pages_fit_a_phone() {
    let Some(setup) = Setup::start("Wanda", "Boris").await else {
        return;
    };
    let setup = match setup {
        Ok(s) => s,
        Err(e) => panic!("{e:#}"),
    };
    let outcome = german_on_a_phone(&setup).await;
    setup.finish(outcome, "german").await;
}

async fn german_on_a_phone(s: &Setup) -> Result<()> {
    // Wanda plays without JavaScript; she switches to German with the
    // footer's button, as anyone would.
    let (w, b) = (&s.white, &s.black);
    let (registered_w, registered_b) = tokio::join!(w.register(), b.register());
    registered_w?;
    registered_b?;
    w.post_game(Variant::Halma8x8, "white").await?;
    let game = b.join_the_offer(Variant::Halma8x8).await?;
    // On the game page itself (a long address to go back to).
    w.goto(&game.url()).await?;
    w.press("Deutsch").await?;
    w.wait_until_at("the game page again", |p| p == game.url())
        .await?;
    let text = w.text().await?;
    ensure!(
        text.contains("Du bist am Zug.") && text.contains("Aufgeben"),
        "the game page in German: {text}"
    );
    w.viewport(PHONE).await?;
    w.fits_a_phone(&game.url(), "game-de").await?;
    // A move under way: the hint and the three Submit buttons, the longest
    // words of the page.
    let step = pick(&game.position, is_step)?;
    for sq in &step {
        w.click_square(*sq).await?;
    }
    let text = w.text().await?;
    for words in [
        "Absenden",
        "Absenden und zur nächsten Partie",
        "Absenden und zurück zum Spielstand",
        "Von vorn",
    ] {
        ensure!(
            !w.buttons(words).await?.is_empty(),
            "no button {words:?}: {text}"
        );
    }
    let width = w.scroll_width().await?;
    ensure!(
        width <= u64::from(PHONE.0),
        "the German game page with a move under way is {width} px wide on a {} px phone",
        PHONE.0
    );
    w.screenshot("game-de-submit-phone").await?;
    // The other pages she uses, translated by their own areas: nothing
    // sticks out sideways there either.
    for (path, shot) in [
        ("/status", "status-de"),
        ("/waiting-room", "waiting-room-de"),
        ("/waiting-room/new", "new-game-de"),
        ("/account/profile", "profile-de"),
    ] {
        w.fits_a_phone(path, shot).await?;
    }
    Ok(())
}
