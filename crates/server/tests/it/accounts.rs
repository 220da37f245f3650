//! Accounts over HTTP: create a userid, log in and out, change password, the
//! CSRF checks and the log-in limits. Each runs on both databases.

use crate::support::{millis, Client};
use halma::{config::Signups, invites, store::now, Config};
use time::Duration;

const PASSWORD: &str = "correct horse";

both_backends! {
    async fn register_logs_in(db) {
        let mut c = db.client();
        let form = c.get("/register").await;
        form.expect_status(200);
        assert!(form.contains("Create new userid"));
        assert!(form.contains("name=\"username\"") && form.contains("name=\"password\""));
        c.register("Alice", PASSWORD).await.expect_redirect("/status");
        let status = c.get("/status").await;
        status.expect_status(200);
        assert!(status.contains("Alice"));
        c.get("/").await.expect_redirect("/status");
    }

    async fn duplicate_name_is_refused_in_any_case(db) {
        let mut c = db.client();
        c.register("bob", PASSWORD).await.expect_redirect("/status");
        let mut d = db.client();
        let page = d.register("BOB", PASSWORD).await;
        page.expect_status(409);
        assert!(page.contains("already taken"));
    }

    async fn bad_names_and_passwords_are_refused(db) {
        let mut c = db.client();
        for (name, password, words) in [
            ("ab", PASSWORD, "at least 3"),
            ("a23456789012345678901", PASSWORD, "at most 20"),
            ("bad name", PASSWORD, "only use"),
            ("good_name", "short", "at least 8"),
        ] {
            let page = c.register(name, password).await;
            page.expect_status(400);
            assert!(page.contains(words), "{name}: {}", page.body);
        }
        assert!(db.store.users().user_by_name("good_name").await.expect("lookup").is_none());
    }

    async fn wrong_password_does_not_log_in(db) {
        let mut c = db.client();
        c.register("carol", PASSWORD).await;
        c.logout().await.expect_redirect("/");
        let page = c.login("carol", "not the password").await;
        page.expect_status(401);
        assert!(page.contains("Wrong userid or password"));
        c.get("/status").await.expect_redirect("/login?next=%2Fstatus");
        let page = c.login("nobody", PASSWORD).await;
        page.expect_status(401);
        c.login("CAROL", PASSWORD).await.expect_redirect("/status");
        c.get("/status").await.expect_status(200);
    }

    async fn login_returns_to_next(db) {
        let mut c = db.client();
        c.register("dora", PASSWORD).await;
        c.logout().await;
        let form = c.get("/login?next=%2Fchange-password").await;
        assert_eq!(form.field("next").as_deref(), Some("/change-password"));
        let page = c
            .post("/login", &[("username", "dora"), ("password", PASSWORD), ("next", "/change-password")])
            .await;
        page.expect_redirect("/change-password");
        // Never somewhere else.
        c.logout().await;
        c.get("/login").await;
        let page = c
            .post("/login", &[("username", "dora"), ("password", PASSWORD), ("next", "//evil.example/")])
            .await;
        page.expect_redirect("/status");
    }

    async fn next_never_leads_off_the_site(db) {
        // Targets a browser would follow elsewhere (`/\t/x` is `//x` to it, as
        // is `/\x`), or that cannot be a Location at all (CR/LF), go to /status;
        // a path of this site is kept.
        let off_site = [
            "/\t/evil.example",
            "/\n/evil.example",
            "//evil.example",
            "/\\evil.example",
            "https://evil.example/",
            "evil.example",
            "/\r\nSet-Cookie: a=b",
            "/\u{7f}",
            "/caf\u{e9}",
            "",
        ];
        let mut c = db.client();
        c.register("ulla", PASSWORD).await;
        for next in off_site {
            let encoded: String = url::form_urlencoded::byte_serialize(next.as_bytes()).collect();
            c.get(&format!("/login?next={encoded}")).await.expect_redirect("/status");
        }
        for next in ["/", "/games/x?path=a1-b2", "/waiting-room"] {
            let encoded: String = url::form_urlencoded::byte_serialize(next.as_bytes()).collect();
            c.get(&format!("/login?next={encoded}")).await.expect_redirect(next);
        }
        // The log-in form's hidden field, and the form page that would carry it.
        c.logout().await;
        for next in off_site {
            let encoded: String = url::form_urlencoded::byte_serialize(next.as_bytes()).collect();
            let form = c.get(&format!("/login?next={encoded}")).await;
            form.expect_status(200);
            assert_eq!(form.field("next"), None, "{next:?}");
            c.post("/login", &[("username", "ulla"), ("password", PASSWORD), ("next", next)])
                .await
                .expect_redirect("/status");
            c.logout().await;
        }
        c.get("/login").await;
        c.post("/login", &[("username", "ulla"), ("password", PASSWORD), ("next", "/waiting-room")])
            .await
            .expect_redirect("/waiting-room");
    }

    async fn over_long_fields_are_refused_before_any_work(db) {
        // From one address allowed two failed log-ins: were the over-long ones
        // tried as log-ins (a lookup and a password hash each), the third would
        // lock that address out.
        let config = Config { login_failures_per_ip: 2, ..Config::default() };
        let mut c = Client::new(db.app_with(config));
        c.remote = Some("192.0.2.9:4000".parse().expect("addr"));
        c.register("vera", PASSWORD).await.expect_redirect("/status");
        c.logout().await;
        let long_name = "v".repeat(21);
        let huge_name = "v".repeat(60_000);
        let long_password = "p".repeat(129);
        for (fields, says) in [
            ([("username", long_name.as_str()), ("password", PASSWORD)], "at most 20 characters"),
            ([("username", huge_name.as_str()), ("password", PASSWORD)], "at most 20 characters"),
            ([("username", "vera"), ("password", long_password.as_str())], "at most 128 characters"),
            ([("username", "vera"), ("password", long_password.as_str())], "at most 128 characters"),
        ] {
            c.get("/login").await;
            let page = c.post("/login", &fields).await;
            page.expect_status(400);
            assert!(page.contains(says), "{}", page.body);
            assert!(page.contains("class=\"message\""), "{}", page.body);
            assert!(!page.contains(&huge_name));
        }
        c.login("vera", PASSWORD).await.expect_redirect("/status");

        // Other forms' fields are bounded too, each on the site's error page.
        c.get("/change-password").await;
        let page = c.post("/change-password", &[("current_password", PASSWORD), ("password", &long_password)]).await;
        page.expect_status(400);
        assert!(page.contains("at most 128 characters"), "{}", page.body);
        c.get("/waiting-room/new").await;
        let page = c.post("/waiting-room/new", &[("game", &"halma-8x8".repeat(100))]).await;
        page.expect_status(400);
        assert!(page.contains("class=\"message\""), "{}", page.body);
        assert!(db.store.offers().offers_by(db.store.users().user_by_name("vera").await.unwrap().unwrap().id).await.unwrap().is_empty());

        // A body far larger than any form: 413 on the site's error page.
        let mut d = db.client();
        d.get("/login").await;
        let two_megabytes = "w".repeat(2 << 20);
        let page = d.post("/login", &[("username", &two_megabytes), ("password", PASSWORD)]).await;
        page.expect_status(413);
        assert!(page.contains("<header class=\"site\">") && page.contains("class=\"message\""), "{}", &page.body[..page.body.len().min(2000)]);
        assert!(page.body.len() < 10_000);
    }

    async fn logout_ends_the_session(db) {
        let mut c = db.client();
        c.register("erin", PASSWORD).await;
        let status = c.get("/status").await;
        assert!(status.contains("action=\"/logout\""));
        c.post("/logout", &[]).await.expect_redirect("/");
        c.get("/status").await.expect_redirect("/login?next=%2Fstatus");
        let home = c.get("/").await;
        home.expect_status(200);
        assert!(home.contains("Create new userid"));
    }

    async fn change_password(db) {
        let mut c = db.client();
        c.register("frank", PASSWORD).await;
        c.get("/change-password").await.expect_status(200);
        let page = c
            .post("/change-password", &[("current_password", "wrong one"), ("password", "new password 1")])
            .await;
        page.expect_status(401);
        let page = c
            .post("/change-password", &[("current_password", PASSWORD), ("password", "new password 1")])
            .await;
        page.expect_status(200);
        assert!(page.contains("has been changed"));
        c.logout().await;
        c.login("frank", PASSWORD).await.expect_status(401);
        c.login("frank", "new password 1").await.expect_redirect("/status");
    }

    async fn change_password_needs_login(db) {
        let mut c = db.client();
        c.get("/change-password").await.expect_redirect("/login?next=%2Fchange-password");
    }

    async fn forms_without_the_token_are_refused(db) {
        let mut c = db.client();
        c.get("/register").await;
        let page = c
            .post_exact("/register", &[("username", "gina"), ("password", PASSWORD)])
            .await;
        page.expect_status(403);
        assert!(page.contains("This form has expired; reload the page and try again."));
        let page = c
            .post("/register", &[("username", "gina"), ("password", PASSWORD), ("csrf", "forged")])
            .await;
        page.expect_status(403);
        assert!(db.store.users().user_by_name("gina").await.expect("lookup").is_none());

        // A logged-in player is not logged out by a forged form either.
        c.get("/register").await;
        c.post("/register", &[("username", "gina"), ("password", PASSWORD)]).await.expect_redirect("/status");
        c.post_exact("/logout", &[]).await.expect_status(403);
        c.get("/status").await.expect_status(200);
    }

    async fn forms_from_another_origin_are_refused(db) {
        let mut c = db.client();
        c.get("/register").await;
        c.origin = Some("http://evil.example".to_owned());
        let page = c.post("/register", &[("username", "hank"), ("password", PASSWORD)]).await;
        page.expect_status(403);
        assert!(db.store.users().user_by_name("hank").await.expect("lookup").is_none());
        // Our own origin (no base URL: the request's Host) is fine.
        c.origin = Some("http://localhost:8080".to_owned());
        c.post("/register", &[("username", "hank"), ("password", PASSWORD)]).await.expect_redirect("/status");
    }

    async fn base_url_origin_is_required_when_configured(db) {
        let config = Config { base_url: "https://halma.example.org".parse().ok(), ..Config::default() };
        let mut c = Client::new(db.app_with(config));
        let form = c.get("/register").await;
        let cookie = form.set_cookies().join("\n");
        assert!(cookie.contains("Secure"), "{cookie}");
        c.origin = Some("http://localhost:8080".to_owned());
        c.post("/register", &[("username", "ivan"), ("password", PASSWORD)]).await.expect_status(403);
        c.origin = Some("https://halma.example.org".to_owned());
        c.post("/register", &[("username", "ivan"), ("password", PASSWORD)]).await.expect_redirect("/status");
    }

    async fn failed_logins_are_limited_per_account(db) {
        let mut c = db.client();
        c.register("judy", PASSWORD).await;
        c.logout().await;
        for _ in 0..5 {
            c.login("judy", "wrong password").await.expect_status(401);
        }
        let page = c.login("judy", PASSWORD).await;
        page.expect_status(429);
        assert!(page.contains("too many failed log-ins"));
        // Other accounts are not locked.
        let mut d = db.client();
        d.register("kate", PASSWORD).await;
        d.logout().await;
        d.login("kate", PASSWORD).await.expect_redirect("/status");
    }

    async fn a_hundred_wrong_guesses_at_once_check_at_most_the_limit(db) {
        let mut owner = db.client();
        owner.register("xena", PASSWORD).await.expect_redirect("/status");
        let mut guesser = db.client();
        guesser.get("/login").await;
        let token = guesser.csrf().expect("a form token").to_owned();
        let mut guesses = Vec::new();
        for i in 0..100 {
            let mut c = guesser.clone();
            let token = token.clone();
            guesses.push(tokio::spawn(async move {
                let password = format!("wrong guess {i}");
                let page = c
                    .post("/login", &[("username", "xena"), ("password", &password), ("csrf", &token)])
                    .await;
                (page.status.as_u16(), page.contains("Wrong userid or password"), page.contains("too many failed log-ins"))
            }));
        }
        let (mut checked, mut refused) = (0, 0);
        for g in guesses {
            match g.await.expect("task") {
                (401, true, false) => checked += 1,
                (429, false, true) => refused += 1,
                other => panic!("unexpected answer {other:?}"),
            }
        }
        assert_eq!((checked, refused), (5, 95), "only the limit's worth of guesses is checked");
        // The right password now is refused too, until the window passes.
        db.client().login("xena", PASSWORD).await.expect_status(429);
    }

    async fn the_log_in_limit_holds_for_every_server_and_after_a_restart(db) {
        let mut c = db.client();
        c.register("yusuf", PASSWORD).await.expect_redirect("/status");
        // Five failures, each on an app of its own (as many servers, or
        // restarts, on one database).
        for _ in 0..5 {
            db.client().login("yusuf", "wrong password").await.expect_status(401);
        }
        // Yet another refuses the sixth.
        let page = db.client().login("yusuf", PASSWORD).await;
        page.expect_status(429);
        assert!(page.contains("too many failed log-ins"));
    }

    async fn password_hashing_is_bounded_and_past_the_queue_says_busy(db) {
        // One hash at a time, none waiting: log-ins at once find the hasher busy.
        let config = Config { password_hashes_at_once: 1, password_hash_queue: 0, ..Config::default() };
        let mut c = Client::new(db.app_with(config));
        c.register("zora", PASSWORD).await.expect_redirect("/status");
        c.logout().await;
        c.get("/login").await;
        let token = c.csrf().expect("a form token").to_owned();
        let mut tries = Vec::new();
        for i in 0..30 {
            let mut c = c.clone();
            let token = token.clone();
            tries.push(tokio::spawn(async move {
                // Thirty names, so that no account's limit is reached.
                let name = format!("nobody-{i}");
                c.post("/login", &[("username", name.as_str()), ("password", PASSWORD), ("csrf", &token)]).await
            }));
        }
        let (mut checked, mut busy) = (0, 0);
        for t in tries {
            let page = t.await.expect("task");
            match page.status.as_u16() {
                401 => checked += 1,
                503 => {
                    busy += 1;
                    assert_eq!(page.headers.get("retry-after").and_then(|v| v.to_str().ok()), Some("5"));
                    assert!(page.contains("busy"), "{}", page.body);
                    assert!(page.contains("class=\"site\""), "in the site's layout: {}", page.body);
                }
                other => panic!("unexpected status {other}: {}", page.body),
            }
        }
        assert!(checked >= 1 && busy >= 1, "checked {checked}, busy {busy}");
        // The busy answers were not counted as failures: nothing but the
        // checked guesses is left in the limits.
        assert_eq!(db.count("SELECT COUNT(*) FROM limit_attempts").await, checked);
        // With room to wait, every log-in waits its turn.
        let config = Config { password_hashes_at_once: 1, password_hash_queue: 100, ..Config::default() };
        let mut c = Client::new(db.app_with(config));
        c.get("/login").await;
        let token = c.csrf().expect("a form token").to_owned();
        let mut tries = Vec::new();
        for i in 0..10 {
            let mut c = c.clone();
            let token = token.clone();
            tries.push(tokio::spawn(async move {
                let name = format!("someone-{i}");
                c.post("/login", &[("username", name.as_str()), ("password", PASSWORD), ("csrf", &token)]).await.status.as_u16()
            }));
        }
        for t in tries {
            assert_eq!(t.await.expect("task"), 401);
        }
    }

    async fn a_browser_that_logged_in_before_gets_past_strangers_failures(db) {
        let mut owner = db.client();
        owner.register("yara", PASSWORD).await.expect_redirect("/status");
        owner.logout().await;
        let page = owner.login("yara", PASSWORD).await;
        page.expect_redirect("/status");
        let cookie = page
            .set_cookies()
            .into_iter()
            .find(|c| c.starts_with("halma_device="))
            .expect("a known-browser cookie at log-in");
        assert!(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"), "{cookie}");
        assert!(cookie.contains("Max-Age=31536000"), "a year: {cookie}");
        assert!(!cookie.contains("Secure"), "{cookie}");
        owner.logout().await;
        // Five failures by strangers.
        for _ in 0..5 {
            db.client().login("yara", "wrong password").await.expect_status(401);
        }
        // Without the cookie, even the right password is refused.
        db.client().login("yara", PASSWORD).await.expect_status(429);
        // Another account's cookie does not help, nor one made to name yara.
        let mut zed = db.client();
        zed.register("zed", PASSWORD).await;
        zed.logout().await;
        zed.login("zed", PASSWORD).await.expect_redirect("/status");
        zed.logout().await;
        zed.login("yara", PASSWORD).await.expect_status(429);
        let yara = db.store.users().user_by_name("yara").await.expect("lookup").expect("yara").id;
        let zed_id = db.store.users().user_by_name("zed").await.expect("lookup").expect("zed").id;
        let forged = zed.cookie("halma_device").expect("zed's cookie").replace(&zed_id.to_string(), &yara.to_string());
        let mut forger = db.client();
        forger.set_cookie("halma_device", &forged);
        forger.login("yara", PASSWORD).await.expect_status(429);
        // The owner's browser gets in.
        owner.login("yara", PASSWORD).await.expect_redirect("/status");
        owner.get("/status").await.expect_status(200);
        // Its own failures are limited too, in a count of its own.
        owner.logout().await;
        for _ in 0..5 {
            owner.login("yara", "wrong password").await.expect_status(401);
        }
        owner.login("yara", PASSWORD).await.expect_status(429);
    }

    async fn the_known_browser_cookie_is_secure_over_https(db) {
        let config = Config { base_url: "https://halma.example.org".parse().ok(), ..Config::default() };
        let mut c = Client::new(db.app_with(config));
        c.origin = Some("https://halma.example.org".to_owned());
        c.register("anya", PASSWORD).await.expect_redirect("/status");
        c.logout().await;
        let page = c.login("anya", PASSWORD).await;
        page.expect_redirect("/status");
        let cookie = page.set_cookies().into_iter().find(|c| c.starts_with("halma_device=")).expect("cookie");
        assert!(cookie.contains("Secure") && cookie.contains("HttpOnly"), "{cookie}");
    }

    async fn failed_logins_are_limited_per_ip(db) {
        let config = Config { login_failures_per_ip: 3, ..Config::default() };
        let mut c = Client::new(db.app_with(config));
        c.remote = Some("192.0.2.7:5555".parse().expect("addr"));
        c.register("liam", PASSWORD).await;
        c.logout().await;
        for name in ["x-one", "x-two", "x-three"] {
            c.login(name, PASSWORD).await.expect_status(401);
        }
        c.login("liam", PASSWORD).await.expect_status(429);
        c.remote = Some("192.0.2.8:5555".parse().expect("addr"));
        c.login("liam", PASSWORD).await.expect_redirect("/status");
    }

    async fn behind_a_trusted_proxy_the_limit_is_per_visitor(db) {
        // Every request comes from the proxy's address; the proxy names the
        // visitor last in X-Forwarded-For (after whatever the visitor sent).
        let proxy: std::net::SocketAddr = "10.0.0.2:40000".parse().expect("addr");
        let trusting = Config { login_failures_per_ip: 3, trust_forwarded_for: true, ..Config::default() };
        let mut c = Client::new(db.app_with(trusting.clone()));
        c.remote = Some(proxy);
        c.register("nina", PASSWORD).await;
        c.logout().await;
        c.forwarded_for = Some("203.0.113.1, 198.51.100.9".to_owned());
        for name in ["y-one", "y-two", "y-three"] {
            c.login(name, PASSWORD).await.expect_status(401);
        }
        c.login("nina", PASSWORD).await.expect_status(429);
        // Another visitor through the same proxy, even one claiming the first
        // address at the front of the header, is not held back.
        c.forwarded_for = Some("198.51.100.9, 198.51.100.10".to_owned());
        c.login("nina", PASSWORD).await.expect_redirect("/status");

        // Without trust the header is ignored: everyone is the proxy.
        let mut c = Client::new(db.app_with(Config { login_failures_per_ip: 3, ..Config::default() }));
        c.remote = Some(proxy);
        for (i, name) in ["z-one", "z-two", "z-three"].into_iter().enumerate() {
            c.forwarded_for = Some(format!("198.51.100.{i}"));
            c.login(name, PASSWORD).await.expect_status(401);
        }
        c.forwarded_for = Some("198.51.100.99".to_owned());
        c.login("nina", PASSWORD).await.expect_status(429);
    }

    async fn session_cookie_and_new_id_on_login(db) {
        let mut c = db.client();
        // An anonymous form page gives a form token in a cookie, not a session.
        let form = c.get("/login").await;
        let cookie = form.set_cookies().join("\n");
        assert!(cookie.contains("halma_csrf="), "{cookie}");
        assert!(!cookie.contains("halma_session="), "{cookie}");
        assert!(cookie.contains("HttpOnly"), "{cookie}");
        assert!(cookie.contains("SameSite=Lax"), "{cookie}");
        assert!(!cookie.contains("Secure"), "{cookie}");
        assert_eq!(db.count("SELECT COUNT(*) FROM sessions").await, 0);
        let page = c.register("mia", PASSWORD).await;
        let cookie = page.set_cookies().join("\n");
        assert!(cookie.contains("halma_session="), "{cookie}");
        assert!(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"), "{cookie}");
        let first = c.cookie("halma_session").expect("a session").to_owned();
        assert_eq!(db.count("SELECT COUNT(*) FROM sessions").await, 1);
        // Logging in again gives a new id; the old session is gone.
        c.logout().await;
        assert_eq!(db.count("SELECT COUNT(*) FROM sessions").await, 0);
        c.get("/login").await;
        c.login("mia", PASSWORD).await;
        let second = c.cookie("halma_session").expect("a session").to_owned();
        assert_ne!(first, second, "log-in must give a new session id");
        assert_eq!(db.count("SELECT COUNT(*) FROM sessions").await, 1);
        // The cookie's token is not what the database keeps.
        assert_eq!(
            db.count(&format!("SELECT COUNT(*) FROM sessions WHERE id = '{second}'")).await,
            0
        );
        assert_eq!(c.get("/status").await.status, 200);
    }

    async fn visitors_asking_at_once_get_their_own_form_tokens(db) {
        // The same request, at once, from visitors without cookies: each gets
        // a form token of its own (an answer that sets a cookie is never
        // answered again from memory).
        let mut tokens = std::collections::BTreeSet::new();
        for _ in 0..4 {
            let mut c = db.client();
            let page = c.get("/login").await;
            page.expect_status(200);
            let token = page.field("csrf").expect("the form has a token");
            assert!(page.set_cookies().iter().any(|c| c.contains(&token)), "{:?}", page.set_cookies());
            tokens.insert(token);
        }
        assert_eq!(tokens.len(), 4, "{tokens:?}");
    }

    async fn anonymous_visits_write_no_session(db) {
        for path in ["/", "/login", "/register", "/rules", "/waiting-room", "/status", "/healthz", "/nowhere"] {
            let mut c = db.client();
            c.get(path).await;
        }
        assert_eq!(db.count("SELECT COUNT(*) FROM sessions").await, 0);
        // A stolen or made-up cookie is no session either, and writes nothing.
        let mut c = db.client();
        c.set_cookie("halma_session", "made-up");
        assert_eq!(c.get("/status").await.status, 303);
        assert_eq!(db.count("SELECT COUNT(*) FROM sessions").await, 0);
    }

    async fn a_visit_keeps_the_session_30_days_past_itself(db) {
        let mut c = db.client();
        c.register("olga", PASSWORD).await.expect_redirect("/status");
        let expiry = || db.count("SELECT expires_at FROM sessions");
        let max_age = |page: &crate::support::Page| {
            page.set_cookies()
                .iter()
                .find(|c| c.starts_with("halma_session="))
                .and_then(|c| c.split(';').find_map(|a| a.trim().strip_prefix("Max-Age=").map(str::to_owned)))
                .and_then(|a| a.parse::<i64>().ok())
        };
        let month = Duration::days(30);
        // Near its end (an hour left), a visit moves it a month past the visit,
        // and the cookie with it.
        db.execute(&format!("UPDATE sessions SET expires_at = {}", millis(now() + Duration::hours(1)))).await;
        let visit = now();
        let page = c.get("/status").await;
        page.expect_status(200);
        assert!(expiry().await >= millis(visit + month), "slid past a month from the visit");
        assert!(max_age(&page).is_some_and(|age| age >= month.whole_seconds()), "{:?}", page.set_cookies());
        // Written less than a day ago, as by a visit yesterday evening: a visit
        // now still leaves it a whole month, not 29 and a half days.
        db.execute(&format!("UPDATE sessions SET expires_at = {}", millis(now() + month - Duration::hours(12)))).await;
        let visit = now();
        c.get("/status").await.expect_status(200);
        assert!(expiry().await >= millis(visit + month), "a month after the last visit, not after the last write");
        // Two visits in a row write it at most once.
        let written = expiry().await;
        c.get("/status").await.expect_status(200);
        assert_eq!(expiry().await, written);
        // Past its end the session is over.
        db.execute(&format!("UPDATE sessions SET expires_at = {}", millis(now() - Duration::seconds(1)))).await;
        c.get("/status").await.expect_redirect("/login?next=%2Fstatus");
    }

    async fn changing_the_password_ends_the_other_sessions(db) {
        let mut phone = db.client();
        phone.register("pia", PASSWORD).await.expect_redirect("/status");
        let mut laptop = db.client();
        laptop.login("pia", PASSWORD).await.expect_redirect("/status");
        let mut other = db.client();
        other.register("quinn", PASSWORD).await.expect_redirect("/status");
        laptop.get("/change-password").await.expect_status(200);
        laptop
            .post("/change-password", &[("current_password", PASSWORD), ("password", "new password 1")])
            .await
            .expect_status(200);
        phone.get("/status").await.expect_redirect("/login?next=%2Fstatus");
        laptop.get("/status").await.expect_status(200);
        other.get("/status").await.expect_status(200);
        assert_eq!(db.count("SELECT COUNT(*) FROM sessions").await, 2);
    }

    async fn log_out_everywhere_ends_every_session_of_the_player(db) {
        let mut phone = db.client();
        phone.register("rita", PASSWORD).await.expect_redirect("/status");
        let mut laptop = db.client();
        laptop.login("rita", PASSWORD).await.expect_redirect("/status");
        let mut other = db.client();
        other.register("sam", PASSWORD).await.expect_redirect("/status");
        let page = laptop.get("/change-password").await;
        assert!(page.contains("action=\"/logout-everywhere\"") && page.contains(">Log out everywhere<"), "{}", page.body);
        // A forged form ends nothing.
        laptop.post_exact("/logout-everywhere", &[("csrf", "forged")]).await.expect_status(403);
        phone.get("/status").await.expect_status(200);
        laptop.post("/logout-everywhere", &[]).await.expect_redirect("/login");
        phone.get("/status").await.expect_redirect("/login?next=%2Fstatus");
        laptop.get("/status").await.expect_redirect("/login?next=%2Fstatus");
        other.get("/status").await.expect_status(200);
        assert_eq!(db.count("SELECT COUNT(*) FROM sessions").await, 1);
        // Logged out, the form only sends the visitor to log in.
        laptop.get("/login").await;
        laptop.post("/logout-everywhere", &[]).await.expect_redirect("/login?next=%2Flogout-everywhere");
    }

    async fn an_admin_logs_a_player_out(db) {
        let (mut admin, admin_id) = db.player("tess").await;
        db.store.users().set_admin(admin_id, true).await.expect("promote");
        let mut phone = db.client();
        phone.register("ugo", PASSWORD).await.expect_redirect("/status");
        let mut laptop = db.client();
        laptop.login("ugo", PASSWORD).await.expect_redirect("/status");
        // Not for players.
        phone.post("/admin/logout", &[("username", "tess")]).await.expect_status(403);
        admin.get("/status").await.expect_status(200);
        let page = admin.get("/admin").await;
        assert!(page.contains("action=\"/admin/logout\"") && page.contains(">Log this user out<"), "{}", page.body);
        let page = admin.post("/admin/logout", &[("username", "nobody")]).await;
        page.expect_status(404);
        assert!(page.contains("no userid nobody"), "{}", page.body);
        let page = admin.post("/admin/logout", &[("username", "UGO")]).await;
        page.expect_status(200);
        assert!(page.contains("ugo has been logged out (2 sessions ended)"), "{}", page.body);
        // Written to the audit log, with the reason when one is given.
        admin.post("/admin/logout", &[("username", "ugo"), ("reason", "a stolen phone")]).await.expect_status(200);
        let audit = admin.get("/admin/audit").await;
        assert!(audit.contains("logged ugo out everywhere") && audit.contains("a stolen phone") && audit.contains("logged out from the admin index"), "{}", audit.body);
        phone.get("/status").await.expect_redirect("/login?next=%2Fstatus");
        laptop.get("/status").await.expect_redirect("/login?next=%2Fstatus");
        admin.get("/status").await.expect_status(200);
    }

    async fn registrations_are_limited_per_ip_for_every_server(db) {
        let config = Config { registrations_per_ip_per_hour: 2, ..Config::default() };
        // Each client on an app of its own: as many servers on one database.
        let from = |addr: &str| {
            let mut c = Client::new(db.app_with(config.clone()));
            c.remote = Some(addr.parse().expect("addr"));
            c
        };
        // Forms refused for what they hold do not count.
        let mut c = from("192.0.2.30:1000");
        for _ in 0..3 {
            c.register("ab", PASSWORD).await.expect_status(400);
        }
        from("192.0.2.30:1001").register("reg-one", PASSWORD).await.expect_redirect("/status");
        from("192.0.2.30:1002").register("reg-two", PASSWORD).await.expect_redirect("/status");
        let page = from("192.0.2.30:1003").register("reg-three", PASSWORD).await;
        page.expect_status(429);
        assert!(page.contains("Too many new userids"), "{}", page.body);
        assert!(db.store.users().user_by_name("reg-three").await.expect("lookup").is_none());
        // Another address is not held back.
        from("192.0.2.31:1000").register("reg-four", PASSWORD).await.expect_redirect("/status");
    }

    async fn invite_only_signups_need_an_unused_invite(db) {
        let config = Config { signups: Some(Signups::Invite), ..Config::default() };
        let client = || Client::new(db.app_with(config.clone()));
        let mut c = client();
        assert!(c.get("/").await.contains("href=\"/register\""));
        let form = c.get("/register").await;
        form.expect_status(200);
        assert!(form.contains("name=\"invite\""), "{}", form.body);
        let page = c.post("/register", &[("username", "ivy"), ("password", PASSWORD)]).await;
        page.expect_status(403);
        assert!(page.contains("invite code"), "{}", page.body);
        let page = c.post("/register", &[("username", "ivy"), ("password", PASSWORD), ("invite", "made-up")]).await;
        page.expect_status(403);
        assert!(page.contains("not valid"), "{}", page.body);
        assert!(db.store.users().user_by_name("ivy").await.expect("lookup").is_none());

        let code = invites::create(db.store.as_ref(), now(), Duration::days(14)).await.expect("invite");
        let form = c.get(&format!("/register?invite={code}")).await;
        assert_eq!(form.field("invite").as_deref(), Some(code.as_str()));
        c.post("/register", &[("username", "ivy"), ("password", PASSWORD), ("invite", &code)])
            .await
            .expect_redirect("/status");
        // Used up.
        let mut d = client();
        d.get("/register").await;
        let page = d.post("/register", &[("username", "jules"), ("password", PASSWORD), ("invite", &code)]).await;
        page.expect_status(403);
        assert!(page.contains("not valid"), "{}", page.body);
        assert!(db.store.users().user_by_name("jules").await.expect("lookup").is_none());
        // Two at once with one code: one userid.
        let code = invites::create(db.store.as_ref(), now(), Duration::days(14)).await.expect("invite");
        let mut tries = Vec::new();
        for name in ["kim-1", "kim-2"] {
            let mut c = client();
            let code = code.clone();
            tries.push(tokio::spawn(async move {
                c.get("/register").await;
                c.post("/register", &[("username", name), ("password", PASSWORD), ("invite", &code)]).await.status.as_u16()
            }));
        }
        let mut statuses = Vec::new();
        for t in tries {
            statuses.push(t.await.expect("task"));
        }
        statuses.sort();
        assert_eq!(statuses, [303, 403]);
        // An expired invite is no invite.
        let old = invites::create(db.store.as_ref(), now() - Duration::days(15), Duration::days(14)).await.expect("invite");
        let mut e = client();
        e.get("/register").await;
        e.post("/register", &[("username", "lena"), ("password", PASSWORD), ("invite", &old)]).await.expect_status(403);
        // Closed is closed, invite or not.
        let code = invites::create(db.store.as_ref(), now(), Duration::days(14)).await.expect("invite");
        let mut f = Client::new(db.app_with(Config { signups: Some(Signups::Closed), ..Config::default() }));
        f.get("/register").await.expect_status(403);
        f.post("/register", &[("username", "lena"), ("password", PASSWORD), ("invite", &code)]).await.expect_status(403);
        assert!(db.store.users().user_by_name("lena").await.expect("lookup").is_none());
    }

    async fn signups_can_be_closed(db) {
        let config = Config { open_signups: false, ..Config::default() };
        let mut c = Client::new(db.app_with(config));
        let form = c.get("/register").await;
        form.expect_status(403);
        let page = c.post("/register", &[("username", "nina"), ("password", PASSWORD)]).await;
        page.expect_status(403);
        assert!(db.store.users().user_by_name("nina").await.expect("lookup").is_none());
    }
}
