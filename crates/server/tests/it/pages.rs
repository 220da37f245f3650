//! The pages around the accounts: home, 404, health, static files, and one test
//! against a real listener.

use std::net::SocketAddr;

use crate::support::TestDb;

both_backends! {
    async fn healthz_answers(db) {
        let mut c = db.client();
        let page = c.get("/healthz").await;
        page.expect_status(200);
        assert_eq!(page.body.trim(), "ok");
    }

    async fn refusals_keep_the_players_links(db) {
        let (mut c, _) = db.player("pavel").await;
        // A page only admins may see, and a form with a forged token: each is
        // refused on a page that still shows who is logged in.
        let page = c.get("/admin").await;
        page.expect_status(403);
        assert!(page.contains("admins only"));
        assert!(page.contains("pavel") && page.contains("action=\"/logout\""));

        let page = c
            .post_exact("/waiting-room/new", &[("csrf", "forged"), ("game", "halma-8x8")])
            .await;
        page.expect_status(403);
        assert!(page.contains("This form has expired"));
        assert!(page.contains("pavel") && page.contains("action=\"/logout\""));
        // The logout form on the error page works.
        let csrf = page.field("csrf").expect("the logout form's token");
        let out = c.post_exact("/logout", &[("csrf", &csrf)]).await;
        assert!(out.status.is_redirection(), "{}", out.status);
        c.get("/status").await.expect_redirect("/login?next=%2Fstatus");
    }

    async fn what_a_visitor_can_send_wrong_gets_the_sites_error_page(db) {
        let (mut pia, pia_id) = db.player("pia").await;
        let (_, other) = db.player("otto").await;
        let game = db.new_game(halma_rules::Rules::new(halma_rules::Variant::Halma8x8), pia_id, other, 3).await;
        let mut visitor = db.client();
        let form = |body: &str, content_type: &str| {
            axum::http::Request::post("/login")
                .header("content-type", content_type)
                .body(axum::body::Body::from(body.to_owned()))
                .expect("request")
        };
        for client in [&mut visitor, &mut pia] {
            let logged_in = client.cookie("halma_session").is_some();
            // A page with a form, for the form token.
            client.get(if logged_in { "/status" } else { "/login" }).await;
            let token = client.csrf().unwrap_or_default().to_owned();
            let fields = format!("csrf={token}&username=pia&password=x");
            let answers = [
                ("a path that is not UTF-8", 400, client.get("/games/%ff").await),
                ("the same on an admin's page", 400, client.get("/admin/claims/%ff").await),
                ("and on a rules page", 400, client.get("/rules/%C0").await),
                ("a query field twice", 400, client.get(&format!("/games/{game}?path=a1&path=b2")).await),
                ("a form field twice", 400, client.send(form(&format!("{fields}&username=b"), "application/x-www-form-urlencoded")).await),
                ("JSON for a form", 415, client.send(form(r#"{"username":"pia"}"#, "application/json")).await),
                ("a multipart form", 415, client.send(form(&fields, "multipart/form-data; boundary=x")).await),
                ("no content type", 415, client.send(form(&fields, "")).await),
                ("a NUL in the userid", 400, client.post("/login", &[("username", "pi\u{0}a"), ("password", crate::support::PASSWORD)]).await),
                ("a line break in the userid", 400, client.post("/login", &[("username", "pia\nINFO forged"), ("password", crate::support::PASSWORD)]).await),
            ];
            for (what, status, page) in answers {
                assert_eq!(page.status.as_u16(), status, "{what}: {}", page.body);
                let content_type = page.headers.get("content-type").and_then(|v| v.to_str().ok()).unwrap_or_default();
                assert!(content_type.starts_with("text/html"), "{what}: {content_type}: {}", page.body);
                assert!(page.contains("<header class=\"site\">") && page.contains("<h1>"), "{what}: {}", page.body);
                assert!(page.contains("class=\"message\""), "{what}: {}", page.body);
                assert_eq!(page.contains("action=\"/logout\""), logged_in, "{what}: {}", page.body);
            }
        }
        // Nobody was logged in as pia by any of that.
        let mut c = db.client();
        c.login("pia", crate::support::PASSWORD).await.expect_redirect("/status");
    }

    async fn a_nul_or_bytes_that_are_not_text_in_an_address_get_the_error_page(db) {
        let (mut pia, _) = db.player("pia").await;
        db.execute("UPDATE users SET is_admin = TRUE WHERE username = 'pia'").await;
        let mut visitor = db.client();
        // Every kind of name a path or a query carries to the database.
        let paths = [
            "/feeds/%00.atom", "/feeds/%ff.atom", "/users/%00", "/users/pi%00a", "/users/%C0%AF",
            "/users/%00/ratings", "/games/%00", "/games/%00/board.svg", "/games/%00/record",
            "/rules/%00", "/ratings/%00", "/stats/%00", "/ladders/%00", "/tournaments/%00",
            "/messages/%00", "/admin/users/%00", "/admin/games/%ff", "/static/%00",
            "/reset/%00", "/report/%00/%00", "/api/v1/games/%00", "/nowhere/%00",
            "/users?q=%00", "/users?q=a%ffb", "/admin/users?q=%00", "/status?x=%00",
            "/games/x?path=a1%00", "/waiting-room?page=%C0", "/news?page=%00", "/login?next=/%00",
        ];
        for client in [&mut visitor, &mut pia] {
            let logged_in = client.cookie("halma_session").is_some();
            for path in paths {
                let page = client.get(path).await;
                assert!(page.status.is_client_error(), "{path}: {} {}", page.status, page.body);
                assert!(page.contains("<header class=\"site\">") && page.contains("class=\"message\""), "{path}: {}", page.body);
                assert_eq!(page.contains("action=\"/logout\""), logged_in, "{path}: {}", page.body);
            }
        }
        // An address with a character that is text (an é) is not refused for it.
        pia.get("/users/%C3%A9").await.expect_status(404);
    }

    async fn every_title_is_plain_words(db) {
        let (mut pia, _) = db.player("pia").await;
        db.execute("UPDATE users SET is_admin = TRUE WHERE username = 'pia'").await;
        pia.get("/admin/news").await;
        pia.post("/admin/news", &[("title", "Open day"), ("body", "Come and play.")]).await;
        let pages = [
            "/status", "/change-password", "/waiting-room", "/waiting-room/new",
            "/waiting-room/auto-match", "/messages", "/who", "/users", "/users/pia", "/ladders",
            "/tournaments", "/account/profile", "/account/board", "/account/notifications",
            "/account/tokens", "/account/vacation", "/account/buddies", "/account/ignore", "/api",
            "/rules", "/news", "/stats", "/admin", "/admin/users",
        ];
        let mut visitor = db.client();
        let mut seen = Vec::new();
        for path in pages {
            seen.push((path, pia.get(path).await));
        }
        for path in ["/", "/login", "/register"] {
            seen.push((path, visitor.get(path).await));
        }
        for (path, page) in seen {
            page.expect_status(200);
            let title = page.body.split("<title>").nth(1).and_then(|t| t.split("</title>").next()).unwrap_or_else(|| panic!("{path}: no title"));
            assert!(!title.contains('<') && !title.contains('>') && !title.contains('\n'), "{path}: the title is {title:?}");
            assert!(title.ends_with(" – Halma"), "{path}: {title:?}");
        }
    }

    async fn the_menu_reaches_every_part_of_the_site_and_a_skip_link_comes_first(db) {
        let (mut pia, pia_id) = db.player("pia").await;
        let (_, otto) = db.player("otto").await;
        let status = pia.get("/status").await;
        let nav = status.body.split("<nav").nth(1).and_then(|n| n.split("</nav>").next()).expect("a menu");
        for (href, words) in [
            ("/account/vacation", "Vacation"), ("/account/buddies", "Buddies"), ("/account/ignore", "Ignore list"),
            ("/rules", "Help and rules"), ("/stats", "Statistics"), ("/news", "News"), ("/api", "API"),
        ] {
            assert!(nav.contains(&format!("<a href=\"{href}\">{words}</a>")), "the menu lacks {words}: {nav}");
        }
        // The first link of every page skips the menu; a game's goes to the board.
        let first_link = |body: &str| body.split("<body>").nth(1).and_then(|b| b.split("<a ").nth(1)).and_then(|a| a.split('>').next()).map(str::to_owned);
        assert_eq!(first_link(&status.body).as_deref(), Some("class=\"skip-link\" href=\"#main\""));
        assert!(status.contains("<main id=\"main\">"));
        let game = db.new_game(halma_rules::Rules::new(halma_rules::Variant::Halma8x8), pia_id, otto, 3).await;
        let page = pia.get(&format!("/games/{game}")).await;
        assert_eq!(first_link(&page.body).as_deref(), Some("class=\"skip-link\" href=\"#board\""));
        assert!(page.contains("id=\"board\""));
        let visitor = db.client().get("/login").await;
        assert_eq!(first_link(&visitor.body).as_deref(), Some("class=\"skip-link\" href=\"#main\""));
    }

    async fn every_answer_carries_the_security_headers(db) {
        let (mut pia, _) = db.player("pia").await;
        let mut visitor = db.client();
        let header = |page: &crate::support::Page, name: &str| {
            page.headers.get(name).and_then(|v| v.to_str().ok()).map(str::to_owned)
        };
        let answers = [
            visitor.get("/").await,
            visitor.get("/login").await,
            visitor.get("/nowhere").await,
            visitor.get("/games/%ff").await,
            visitor.get("/static/halma.css").await,
            visitor.get("/healthz").await,
            pia.get("/status").await,
            pia.get("/rules").await,
            pia.get("/nowhere").await,
            pia.get("/next").await,
        ];
        for page in &answers {
            assert_eq!(header(page, "content-security-policy").as_deref(), Some("default-src 'self'; frame-ancestors 'none'"));
            assert_eq!(header(page, "x-content-type-options").as_deref(), Some("nosniff"));
            assert_eq!(header(page, "referrer-policy").as_deref(), Some("same-origin"));
            assert_eq!(header(page, "strict-transport-security"), None, "plain http: no HSTS");
        }
        // A logged-in player's pages are not kept by the browser or a proxy; a
        // visitor's are not forbidden that, nor the style sheet.
        for page in &answers[6..] {
            assert_eq!(header(page, "cache-control").as_deref(), Some("no-store"), "{}", page.body);
        }
        for page in &answers[..2] {
            assert_eq!(header(page, "cache-control"), None);
        }
        assert!(header(&answers[4], "cache-control").unwrap_or_default().contains("max-age"));
        assert!(header(&pia.get("/static/halma.css").await, "cache-control").unwrap_or_default().contains("max-age"));

        // Served over https (as the base URL says), browsers are told to keep to it.
        let https = halma::Config { base_url: "https://halma.example.org".parse().ok(), ..halma::Config::default() };
        let mut c = crate::support::Client::new(db.app_with(https));
        for path in ["/", "/nowhere"] {
            let page = c.get(path).await;
            assert_eq!(header(&page, "strict-transport-security").as_deref(), Some("max-age=31536000"), "{path}");
        }
    }
}

/// The live pages' script, the only one: a file, no inline code.
pub const LIVE_SCRIPT: &str = "<script src=\"/static/live.js\" defer></script>";

/// The templates have no inline script or style, which the Content-Security-Policy
/// `default-src 'self'` would block, and no event-handler attributes.
#[test]
fn templates_have_no_inline_script_or_style() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../templates");
    let mut stack = vec![dir];
    let mut seen = 0;
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("the templates folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let text = std::fs::read_to_string(&path)
                .expect("a template")
                .to_lowercase();
            seen += 1;
            // The one script is a file of `static/`, loaded by its address.
            let text = text.replace(LIVE_SCRIPT, "");
            for banned in ["<script", "<style", " style=", "javascript:"] {
                assert!(!text.contains(banned), "{} has {banned}", path.display());
            }
            let handler = text.split(|c: char| c.is_whitespace()).find(|word| {
                word.starts_with("on")
                    && word.contains('=')
                    && word[2..word.find('=').unwrap_or(2)]
                        .chars()
                        .all(|c| c.is_ascii_lowercase())
                    && word.find('=').unwrap_or(0) > 2
            });
            assert_eq!(handler, None, "{} has an event handler", path.display());
        }
    }
    assert!(seen > 10, "only {seen} templates found");
}

#[tokio::test]
async fn home_page_welcomes_visitors() {
    let db = TestDb::sqlite().await;
    let mut c = db.client();
    let page = c.get("/").await;
    page.expect_status(200);
    assert!(page.contains("<meta name=\"viewport\""));
    assert!(page.contains("href=\"/login\"") && page.contains("href=\"/register\""));
    assert!(page.contains("Create new userid"));
    assert!(!page.contains("<script"));
}

#[tokio::test]
async fn unknown_pages_are_a_friendly_404() {
    let db = TestDb::sqlite().await;
    let mut c = db.client();
    let page = c.get("/no/such/page").await;
    page.expect_status(404);
    assert!(page.contains("Page not found"));
    c.get("/static/nothing.css").await.expect_status(404);
}

#[tokio::test]
async fn healthz_reports_a_lost_database() {
    let db = TestDb::sqlite().await;
    let mut c = db.client();
    db.store.system().close().await;
    c.get("/healthz").await.expect_status(503);
}

#[tokio::test]
async fn healthz_fails_while_sqlite_cannot_be_written() {
    use sqlx::{Connection, Executor};
    let db = TestDb::sqlite().await;
    let mut c = db.client();
    c.get("/healthz").await.expect_status(200);
    // Another process holds the write lock: reads still work, writes wait
    // and fail.
    let mut holder = sqlx::SqliteConnection::connect(&db.url)
        .await
        .expect("connect");
    holder
        .execute("BEGIN EXCLUSIVE")
        .await
        .expect("take the write lock");
    let page = c.get("/healthz").await;
    page.expect_status(503);
    assert!(page.body.contains("cannot be written"), "{}", page.body);
    holder.execute("ROLLBACK").await.expect("let go");
    c.get("/healthz").await.expect_status(200);
}

#[tokio::test]
async fn healthz_fails_when_postgres_is_read_only() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let name = db
        .url
        .rsplit('/')
        .next()
        .expect("a database name")
        .to_owned();
    db.execute(&format!(
        "ALTER DATABASE \"{name}\" SET default_transaction_read_only = on"
    ))
    .await;
    // A server that connects now gets read-only transactions: it answers
    // SELECT 1, but can write nothing.
    let store = halma::open_store(&db.url).await.expect("connect");
    store.system().ping().await.expect("reads still work");
    let mut c = crate::support::Client::new(halma::app(halma::AppState::new(
        store,
        halma::Config::default(),
    )));
    let page = c.get("/healthz").await;
    page.expect_status(503);
    assert!(page.body.contains("cannot be written"), "{}", page.body);
}

#[tokio::test]
async fn internal_errors_leak_nothing() {
    let db = TestDb::sqlite().await;
    let (mut c, alice) = db.player("alice").await;
    let (_, bob) = db.player("bob").await;
    // A stored value that makes no sense: a fault of ours, a 500.
    let game = db
        .new_game(
            halma_rules::Rules::new(halma_rules::Variant::Halma8x8),
            alice,
            bob,
            3,
        )
        .await;
    db.execute("UPDATE games SET variant = 'chess'").await;
    let page = c.get(&format!("/games/{game}")).await;
    page.expect_status(500);
    assert!(page.contains("Something went wrong"));
    assert!(!page.to_lowercase_contains("chess"), "{}", page.body);
    assert!(!page.to_lowercase_contains("corrupt"), "{}", page.body);
    // The database gone: try again in a moment (503), and still nothing of
    // the cause is shown.
    let mut c = db.client();
    c.get("/login").await;
    db.store.system().close().await;
    let page = c
        .post(
            "/login",
            &[("username", "someone"), ("password", "whatever1")],
        )
        .await;
    page.expect_status(503);
    assert!(page.contains("try again"));
    assert!(!page.to_lowercase_contains("pool"));
    assert!(!page.to_lowercase_contains("sqlite"));
}

trait LowercaseContains {
    fn to_lowercase_contains(&self, needle: &str) -> bool;
}

impl LowercaseContains for crate::support::Page {
    fn to_lowercase_contains(&self, needle: &str) -> bool {
        self.body.to_lowercase().contains(needle)
    }
}

#[tokio::test]
async fn style_sheet_is_served_with_caching() {
    let db = TestDb::sqlite().await;
    let mut c = db.client();
    let page = c.get("/static/halma.css").await;
    page.expect_status(200);
    let header = |name: &str| {
        page.headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    };
    assert!(header("content-type").starts_with("text/css"));
    assert!(header("cache-control").contains("max-age="));
}

/// The whole stack on a real socket: a page, then a sign-up with real cookies.
#[tokio::test]
async fn real_listener_serves_pages_and_sign_ups() {
    let db = TestDb::sqlite().await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("address");
    let app = db.app();
    let server = tokio::spawn(async move {
        axum::serve(
            listener,
            app.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .await
    });
    let http = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client");
    let base = format!("http://{addr}");

    let home = http.get(format!("{base}/")).send().await.expect("GET /");
    assert_eq!(home.status(), 200);
    assert!(home
        .text()
        .await
        .expect("body")
        .contains("Create new userid"));

    let form = http
        .get(format!("{base}/register"))
        .send()
        .await
        .expect("GET /register");
    let cookie = form
        .headers()
        .get("set-cookie")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .expect("a session cookie")
        .to_owned();
    let body = form.text().await.expect("body");
    let token = body
        .split("name=\"csrf\" value=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("a csrf field")
        .to_owned();
    let created = http
        .post(format!("{base}/register"))
        .header("cookie", &cookie)
        .header("content-type", "application/x-www-form-urlencoded")
        .body(format!(
            "username=real_one&password=long+enough&csrf={token}"
        ))
        .send()
        .await
        .expect("POST /register");
    assert_eq!(created.status(), 303);
    assert_eq!(
        created
            .headers()
            .get("location")
            .and_then(|v| v.to_str().ok()),
        Some("/status")
    );
    assert!(db
        .store
        .users()
        .user_by_name("real_one")
        .await
        .expect("lookup")
        .is_some());
    server.abort();
}

#[tokio::test]
async fn not_found_keeps_the_players_links() {
    let db = TestDb::sqlite().await;
    let mut c = db.client();
    c.register("olga", "correct horse").await;
    let page = c.get("/nowhere").await;
    page.expect_status(404);
    assert!(page.contains("olga") && page.contains("action=\"/logout\""));
}

#[tokio::test]
async fn the_games_are_listed_with_their_rules_and_admins_find_their_pages() {
    let db = TestDb::sqlite().await;
    let mut visitor = db.client();
    let page = visitor.get("/").await;
    assert!(page.contains("href=\"/rules\""));
    let index = visitor.get("/rules").await;
    index.expect_status(200);
    for game in ["halma-8x8", "halma-10x10", "halma-16x16", "embargo"] {
        let link = format!("href=\"/rules/{game}\"");
        assert!(index.contains(&link), "{link}");
        visitor
            .get(&format!("/rules/{game}"))
            .await
            .expect_status(200);
    }

    let (mut player, _) = db.player("pia").await;
    let (mut referee, referee_id) = db.player("rolf").await;
    db.store
        .users()
        .set_admin(referee_id, true)
        .await
        .expect("promote");
    assert!(!player.get("/status").await.contains("href=\"/admin\""));
    assert!(referee.get("/status").await.contains("href=\"/admin\""));
}
