//! What the person running the server sees: the log formats, and `halma admin`
//! and `halma backup` on the real binary.

use std::path::Path;

use crate::support::{
    server::{self, Server},
    Client, TestDb, PASSWORD,
};

fn sqlite_url(dir: &Path) -> String {
    format!("sqlite://{}", dir.join("halma.db").display())
}

/// Runs a server on a fresh SQLite file until it is healthy, stops it with
/// SIGTERM, and returns everything it wrote.
async fn log_of_a_short_run(extra: &[(&str, &str)]) -> String {
    let dir = tempfile::tempdir().expect("temporary folder");
    let url = sqlite_url(dir.path());
    let mut env = vec![("HALMA_DATABASE_URL", url.as_str())];
    env.extend_from_slice(extra);
    let mut server = Server::start(&env);
    server.wait_healthy().await;
    let status = server.stop();
    assert!(status.success(), "halma serve ended with {status}");
    server.log()
}

#[tokio::test]
async fn logs_are_plain_lines_by_default() {
    let log = log_of_a_short_run(&[]).await;
    let start = log
        .lines()
        .find(|l| l.contains("halma is listening on http://127.0.0.1:"))
        .unwrap_or_else(|| panic!("no start line in:\n{log}"));
    assert!(start.contains("INFO"), "{start}");
    assert!(start.contains("database=Sqlite"), "{start}");
    assert!(!start.starts_with('{'), "{start}");
    assert!(log.contains("halma stopped"), "{log}");
    // Written to a file or a pipe (as by a container engine), the log carries
    // no terminal colours.
    assert!(
        !log.contains('\u{1b}'),
        "terminal escapes in the log:\n{log}"
    );
}

#[tokio::test]
async fn logs_are_json_objects_with_halma_log_format_json() {
    let log = log_of_a_short_run(&[("HALMA_LOG_FORMAT", "json")]).await;
    let lines: Vec<serde_json::Value> = log
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect();
    assert!(lines
        .iter()
        .all(|l| l["level"].is_string() && l["timestamp"].is_string()));
    let messages: Vec<&str> = lines
        .iter()
        .filter_map(|l| l["fields"]["message"].as_str())
        .collect();
    assert!(
        messages
            .iter()
            .any(|m| m.starts_with("halma is listening on")),
        "{messages:?}"
    );
    assert_eq!(messages.last(), Some(&"halma stopped"));
    // The health polls are logged as requests with their status.
    assert!(
        lines
            .iter()
            .any(|l| l["fields"]["status"] == 200 && l["span"]["uri"] == "/healthz"),
        "no request line for /healthz in:\n{log}"
    );
}

#[tokio::test]
async fn rust_log_sets_the_level_by_target() {
    // Warnings only, except the request lines.
    let log = log_of_a_short_run(&[("RUST_LOG", "warn,tower_http=info")]).await;
    assert!(
        log.lines()
            .any(|l| l.contains("uri=/healthz") && l.contains("status=200")),
        "no request line for /healthz in:\n{log}"
    );
    assert!(
        !log.contains("halma is listening on"),
        "an info line of halma's own in:\n{log}"
    );
    // A directive on spans works too: only the lines within a request.
    let log = log_of_a_short_run(&[("RUST_LOG", "[request]=info")]).await;
    assert!(
        log.lines().any(|l| l.contains("uri=/healthz")),
        "no request line for /healthz in:\n{log}"
    );
    assert!(
        !log.contains("halma is listening on"),
        "a line outside a request in:\n{log}"
    );
}

#[tokio::test]
async fn backup_of_a_running_sqlite_server_has_the_users() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let url = sqlite_url(dir.path());
    let env = [("HALMA_DATABASE_URL", url.as_str())];
    assert!(server::run(&["migrate"], &env, "").status.success());
    let made = server::run(
        &["admin", "create-user", "alice", "--admin"],
        &env,
        "correct horse battery\n",
    );
    assert!(
        made.status.success(),
        "create-user: {}",
        String::from_utf8_lossy(&made.stderr)
    );
    let mut server = Server::start(&env);
    server.wait_healthy().await;
    let copy = dir.path().join("copy.db");
    let copy_arg = copy.display().to_string();
    let backup = server::run(&["backup", &copy_arg], &env, "");
    assert!(
        backup.status.success(),
        "halma backup: {}",
        String::from_utf8_lossy(&backup.stderr)
    );
    assert!(String::from_utf8_lossy(&backup.stdout).contains(&copy_arg));
    // A second backup never overwrites the first.
    let again = server::run(&["backup", &copy_arg], &env, "");
    assert_eq!(again.status.code(), Some(1));
    let status = server.stop();
    assert!(status.success(), "halma serve ended with {status}");

    let copy = halma::open_store(&format!("sqlite://{copy_arg}"))
        .await
        .expect("the copy opens as a database");
    let alice = copy
        .users()
        .user_by_name("alice")
        .await
        .expect("read the copy")
        .expect("alice is in the copy");
    assert!(alice.is_admin);
    assert!(copy
        .users()
        .user_by_name("bob")
        .await
        .expect("read")
        .is_none());
    copy.system().close().await;
}

#[tokio::test]
async fn backup_on_postgres_points_to_pg_dump() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let dir = tempfile::tempdir().expect("temporary folder");
    let copy = dir.path().join("copy.db").display().to_string();
    let out = server::run(
        &["backup", &copy],
        &[("HALMA_DATABASE_URL", db.url.as_str())],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("pg_dump"));
    assert!(!Path::new(&copy).exists());
}

/// The database URL's password never reaches the screen or the log: not in
/// `--help` (which shows the environment's values), not in an error about the
/// URL or the connection; the URL itself is named, with the password hidden.
#[tokio::test]
async fn the_database_password_is_never_shown() {
    let unsupported = "mysql://halma:hunter2secret@127.0.0.1:1/halma";
    let help = server::run(
        &["serve", "--help"],
        &[("HALMA_DATABASE_URL", unsupported)],
        "",
    );
    let help = String::from_utf8_lossy(&help.stdout).into_owned();
    assert!(help.contains("HALMA_DATABASE_URL"), "{help}");
    assert!(!help.contains("hunter2secret"), "{help}");

    let mut urls = vec![unsupported.to_owned()];
    // A user the test Postgres does not have: refused at once, by the server.
    if let Some(db) = TestDb::postgres().await {
        let mut url = url::Url::parse(&db.url).expect("a URL");
        url.set_username("halma_nobody").expect("a user");
        url.set_password(Some("hunter2secret")).expect("a password");
        urls.push(url.to_string());
    }
    let dir = tempfile::tempdir().expect("temporary folder");
    let copy = dir.path().join("copy.db").display().to_string();
    for url in &urls {
        let env = [("HALMA_DATABASE_URL", url.as_str())];
        for args in [
            vec!["serve"],
            vec!["migrate"],
            vec!["admin", "promote", "alice"],
            vec!["backup", copy.as_str()],
            vec!["adjudicate"],
            vec!["ratings", "rebuild"],
        ] {
            let out = server::run(&args, &env, "");
            let text = format!(
                "{}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
            assert_eq!(out.status.code(), Some(1), "{args:?} {url}: {text}");
            assert!(!text.contains("hunter2secret"), "{args:?} {url}: {text}");
            let host = url::Url::parse(url).expect("a URL");
            let named = format!(
                "{}:***@{}:{}",
                host.username(),
                host.host_str().expect("a host"),
                host.port().expect("a port")
            );
            assert!(
                text.contains(&named),
                "{args:?}: the database is named ({named}): {text}"
            );
        }
    }
}

/// What a visitor types never forges a line of the log: a log-in with a line
/// break in the userid is refused before anything is logged of it.
#[tokio::test]
async fn a_line_break_in_a_userid_forges_no_log_line() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let url = sqlite_url(dir.path());
    let mut server = Server::start(&[("HALMA_DATABASE_URL", url.as_str())]);
    server.wait_healthy().await;
    let http = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client");
    let base = server.base_url();
    let form = http
        .get(format!("{base}/login"))
        .send()
        .await
        .expect("GET /login");
    let cookie = form
        .headers()
        .get("set-cookie")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .expect("a form-token cookie")
        .to_owned();
    let body = form.text().await.expect("body");
    let token = body
        .split("name=\"csrf\" value=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("a csrf field")
        .to_owned();
    let fields = serde_urlencoded::to_string([
        ("csrf", token.as_str()),
        (
            "username",
            "mallory\n2026-01-01T00:00:00.000000Z  INFO halma: FORGED admin logged in",
        ),
        ("password", "whatever1"),
    ])
    .expect("form");
    let answer = http
        .post(format!("{base}/login"))
        .header("cookie", &cookie)
        .header("content-type", "application/x-www-form-urlencoded")
        .body(fields)
        .send()
        .await
        .expect("POST /login");
    let status = server.stop();
    assert!(status.success(), "halma serve ended with {status}");
    let log = server.log();
    assert!(
        !log.lines()
            .any(|l| l.to_lowercase().contains("forged") && !l.to_lowercase().contains("mallory")),
        "a forged line:\n{log}"
    );
    assert_eq!(answer.status(), 400);
}

/// Every option of `halma serve` is in the README's configuration table, with
/// its flag and its variable.
#[test]
fn every_serve_option_is_documented_in_the_readme() {
    let help = server::run(&["serve", "--help"], &[], "");
    let help = String::from_utf8_lossy(&help.stdout).into_owned();
    let readme = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md"),
    )
    .expect("the README");
    let mut seen = 0;
    for line in help.lines().map(str::trim) {
        if let Some(flag) = line
            .strip_prefix("--")
            .and_then(|rest| rest.split([' ', '=']).next())
        {
            if flag != "help" {
                seen += 1;
                assert!(readme.contains(&format!("`--{flag}`")), "--{flag}");
            }
        }
        if let Some(var) = line
            .split("[env: ")
            .nth(1)
            .and_then(|rest| rest.split([']', '=']).next())
        {
            assert!(readme.contains(&format!("`{var}`")), "{var}");
        }
    }
    assert!(seen >= 14, "only {seen} options in:\n{help}");
}

/// Two browsers of `name` logged in through the app on the database at `db`.
async fn two_sessions(db: &TestDb, name: &str) -> (Client, Client) {
    let mut phone = db.client();
    phone
        .register(name, PASSWORD)
        .await
        .expect_redirect("/status");
    let mut laptop = db.client();
    laptop
        .login(name, PASSWORD)
        .await
        .expect_redirect("/status");
    (phone, laptop)
}

#[tokio::test]
async fn admin_logout_and_set_password_end_a_users_sessions() {
    let db = TestDb::sqlite().await;
    let env = [("HALMA_DATABASE_URL", db.url.as_str())];
    let (mut phone, mut laptop) = two_sessions(&db, "vera").await;
    let (mut other, _) = two_sessions(&db, "walt").await;
    let out = server::run(&["admin", "logout", "vera"], &env, "");
    assert!(
        out.status.success(),
        "admin logout: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        String::from_utf8_lossy(&out.stdout)
            .contains("vera has been logged out (2 sessions ended)"),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    phone
        .get("/status")
        .await
        .expect_redirect("/login?next=%2Fstatus");
    laptop
        .get("/status")
        .await
        .expect_redirect("/login?next=%2Fstatus");
    other.get("/status").await.expect_status(200);

    // A password set by an admin ends the sessions that knew the old one.
    let (mut phone, mut laptop) = (db.client(), db.client());
    phone
        .login("vera", PASSWORD)
        .await
        .expect_redirect("/status");
    laptop
        .login("vera", PASSWORD)
        .await
        .expect_redirect("/status");
    let out = server::run(&["admin", "set-password", "vera"], &env, "a new password\n");
    assert!(
        out.status.success(),
        "admin set-password: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    phone
        .get("/status")
        .await
        .expect_redirect("/login?next=%2Fstatus");
    laptop
        .get("/status")
        .await
        .expect_redirect("/login?next=%2Fstatus");
    other.get("/status").await.expect_status(200);
    phone
        .login("vera", "a new password")
        .await
        .expect_redirect("/status");

    let out = server::run(&["admin", "logout", "nobody"], &env, "");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("there is no user nobody"));
}

#[tokio::test]
async fn admin_invite_prints_a_code_that_makes_one_userid() {
    let db = TestDb::sqlite().await;
    let out = server::run(
        &["admin", "invite"],
        &[
            ("HALMA_DATABASE_URL", db.url.as_str()),
            ("HALMA_BASE_URL", "https://halma.example.org"),
        ],
        "",
    );
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "admin invite: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let url = stdout
        .split_whitespace()
        .find(|w| w.starts_with("https://halma.example.org/register?invite="))
        .unwrap_or_else(|| panic!("no invitation address in:\n{stdout}"));
    let code = url.rsplit('=').next().expect("a code").to_owned();
    assert!(stdout.contains(&format!("Invite code: {code}")), "{stdout}");
    let config = halma::Config {
        signups: Some(halma::config::Signups::Invite),
        ..halma::Config::default()
    };
    let mut c = Client::new(db.app_with(config));
    let form = c.get(&format!("/register?invite={code}")).await;
    assert_eq!(form.field("invite").as_deref(), Some(code.as_str()));
    c.post(
        "/register",
        &[
            ("username", "xavi"),
            ("password", PASSWORD),
            ("invite", &code),
        ],
    )
    .await
    .expect_redirect("/status");
    // Without a base URL it prints the path to open on the site.
    let out = server::run(
        &["admin", "invite", "--days", "3"],
        &[("HALMA_DATABASE_URL", db.url.as_str())],
        "",
    );
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains(" /register?invite="));
}

/// Only `serve` and `migrate` make a database: the other commands, run from
/// the wrong folder or with a mistyped URL, say there is none there and make
/// nothing; on the right one they say which database they opened.
#[tokio::test]
async fn admin_commands_make_no_database_and_name_the_one_they_open() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let file = dir.path().join("halma.db");
    let url = sqlite_url(dir.path());
    let env = [("HALMA_DATABASE_URL", url.as_str())];
    let copy = dir.path().join("copy.db").display().to_string();
    for args in [
        vec!["admin", "create-user", "alice", "--admin"],
        vec!["admin", "promote", "alice"],
        vec!["admin", "invite"],
        vec!["adjudicate"],
        vec!["ratings", "rebuild"],
        vec!["backup", copy.as_str()],
    ] {
        let out = server::run(&args, &env, "correct horse battery\n");
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(
            stderr.contains(&format!("there is no database at {}", file.display())),
            "{args:?}: {stderr}"
        );
        assert!(stderr.contains("halma migrate"), "{args:?}: {stderr}");
        assert!(!file.exists(), "{args:?} made a database");
        assert!(!Path::new(&copy).exists());
    }
    // The default, a halma.db in the folder it runs in, is no exception.
    let out = server::command(&["admin", "promote", "alice"], &[])
        .current_dir(dir.path())
        .output()
        .expect("halma ran");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("there is no database at halma.db"));
    assert!(!file.exists());

    let migrated = server::run(&["migrate"], &env, "");
    assert!(migrated.status.success());
    assert!(file.exists());
    let made = server::run(
        &["admin", "create-user", "alice", "--admin"],
        &env,
        "correct horse battery\n",
    );
    let stderr = String::from_utf8_lossy(&made.stderr).into_owned();
    assert!(made.status.success(), "{stderr}");
    let real = std::fs::canonicalize(&file).expect("the file");
    assert!(
        stderr.contains(&format!("using the database sqlite://{}", real.display())),
        "{stderr}"
    );
    assert!(String::from_utf8_lossy(&made.stdout).contains("Created alice (admin)."));
    // From the database's own folder, with the default URL.
    let out = server::command(&["ratings", "rebuild"], &[])
        .current_dir(dir.path())
        .output()
        .expect("halma ran");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stderr)
        .contains(&format!("using the database sqlite://{}", real.display())));
}

/// On Postgres the command names the server and database it opened, never the
/// password.
#[tokio::test]
async fn admin_commands_name_the_postgres_database() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let out = server::run(
        &["adjudicate"],
        &[("HALMA_DATABASE_URL", db.url.as_str())],
        "",
    );
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{stderr}");
    let name = url::Url::parse(&db.url).expect("a URL").path().to_owned();
    assert!(
        stderr.contains("using the database postgres://") && stderr.contains(&name),
        "{stderr}"
    );
}
