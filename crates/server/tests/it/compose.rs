//! The self-hoster's files: `docker-compose.yml` says what the README promises,
//! and the real binary runs with its environment (on the test's own Postgres,
//! since there is no container engine here) and with the Dockerfile's.

use std::path::Path;

use crate::support::{server, TestDb};
use serde_norway::Value;

fn top_file(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()))
}

fn compose() -> Value {
    serde_norway::from_str(&top_file("docker-compose.yml")).expect("docker-compose.yml is YAML")
}

/// A string at `path` in the file, or a failure naming the path.
#[track_caller]
fn text<'a>(v: &'a Value, path: &[&str]) -> &'a str {
    let mut at = v;
    for key in path {
        at = &at[*key];
    }
    at.as_str()
        .unwrap_or_else(|| panic!("{} is not a string: {at:?}", path.join(".")))
}

/// A service's environment as pairs, whether written as a map or a list.
fn environment(service: &Value) -> Vec<(String, String)> {
    match &service["environment"] {
        Value::Mapping(map) => map
            .iter()
            .map(|(k, v)| {
                let value = match v {
                    Value::String(s) => s.clone(),
                    Value::Bool(b) => b.to_string(),
                    Value::Number(n) => n.to_string(),
                    other => panic!("unexpected environment value {other:?}"),
                };
                (k.as_str().expect("a variable name").to_owned(), value)
            })
            .collect(),
        Value::Sequence(list) => list
            .iter()
            .map(|item| {
                let (k, v) = item
                    .as_str()
                    .and_then(|s| s.split_once('='))
                    .expect("NAME=value");
                (k.to_owned(), v.to_owned())
            })
            .collect(),
        other => panic!("unexpected environment {other:?}"),
    }
}

fn var<'a>(env: &'a [(String, String)], name: &str) -> &'a str {
    env.iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
        .unwrap_or_else(|| panic!("{name} is not set"))
}

#[test]
fn compose_runs_halma_on_a_healthy_postgres() {
    let file = compose();
    let services = file["services"].as_mapping().expect("services");
    let names: Vec<&str> = services.keys().filter_map(Value::as_str).collect();
    assert_eq!(
        names,
        ["halma", "db"],
        "the stack is halma and its database"
    );

    let halma = &file["services"]["halma"];
    assert_eq!(
        text(halma, &["build"]),
        ".",
        "halma is built from this folder"
    );
    assert!(text(halma, &["image"]).starts_with("halma"));
    assert_eq!(text(halma, &["restart"]), "unless-stopped");
    let ports: Vec<&str> = halma["ports"]
        .as_sequence()
        .expect("ports")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert_eq!(
        ports,
        ["127.0.0.1:8080:8080"],
        "the Dockerfile's port, published on this machine only, for a reverse proxy"
    );
    assert_eq!(
        text(halma, &["depends_on", "db", "condition"]),
        "service_healthy",
        "halma waits for the database's health check, not just its start"
    );
    let env = environment(halma);
    let url = url::Url::parse(var(&env, "HALMA_DATABASE_URL")).expect("a database URL");
    assert_eq!(url.scheme(), "postgres");
    assert_eq!(url.host_str(), Some("db"), "the database is the db service");
    assert_eq!(url.port(), Some(5432));

    let db = &file["services"]["db"];
    assert!(text(db, &["image"]).starts_with("postgres:16"));
    assert_eq!(text(db, &["restart"]), "unless-stopped");
    let db_env = environment(db);
    // The server's URL must name the user, password and database Postgres creates.
    assert_eq!(url.username(), var(&db_env, "POSTGRES_USER"));
    assert_eq!(url.password(), Some(var(&db_env, "POSTGRES_PASSWORD")));
    assert_eq!(url.path(), format!("/{}", var(&db_env, "POSTGRES_DB")));
    let test = match &db["healthcheck"]["test"] {
        Value::Sequence(parts) => parts
            .iter()
            .filter_map(Value::as_str)
            .collect::<Vec<_>>()
            .join(" "),
        Value::String(s) => s.clone(),
        other => panic!("unexpected health check {other:?}"),
    };
    assert!(test.contains("pg_isready"), "health check: {test}");

    let volumes: Vec<&str> = db["volumes"]
        .as_sequence()
        .expect("db volumes")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert_eq!(volumes.len(), 1);
    let (volume, mount) = volumes[0].split_once(':').expect("NAME:PATH");
    assert_eq!(mount, "/var/lib/postgresql/data");
    assert!(
        file["volumes"]
            .as_mapping()
            .expect("named volumes")
            .contains_key(volume),
        "the data lives in the named volume {volume}, which outlives the container"
    );
}

/// The `ENV` settings of the Dockerfile's last stage.
fn dockerfile_env() -> Vec<(String, String)> {
    let dockerfile = top_file("Dockerfile");
    let runtime = dockerfile
        .rsplit_once("\nFROM ")
        .expect("a multi-stage Dockerfile")
        .1;
    let joined = runtime.replace("\\\n", " ");
    joined
        .lines()
        .filter_map(|line| line.trim().strip_prefix("ENV "))
        .flat_map(|rest| rest.split_whitespace())
        .filter_map(|pair| pair.split_once('='))
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
        .collect()
}

#[test]
fn dockerfile_runs_the_server_as_documented() {
    let dockerfile = top_file("Dockerfile");
    let lines: Vec<&str> = dockerfile.lines().map(str::trim).collect();
    for wanted in [
        "FROM rust:1-bookworm AS build",
        "FROM debian:bookworm-slim",
        "USER halma",
        "VOLUME /data",
        "EXPOSE 8080",
        "CMD [\"halma\", \"serve\"]",
        "CMD [\"halma\", \"healthcheck\"]",
    ] {
        assert!(lines.contains(&wanted), "the Dockerfile lacks `{wanted}`");
    }
    assert!(dockerfile.contains("cargo build --release --locked -p halma"));
    let env = dockerfile_env();
    assert_eq!(var(&env, "HALMA_LISTEN"), "0.0.0.0:8080");
    assert_eq!(var(&env, "HALMA_DATABASE_URL"), "sqlite:///data/halma.db");
}

/// The image's design, without the image: the server with the Dockerfile's
/// database URL form (an absolute SQLite path) answers the health check, which
/// reads the Dockerfile's `HALMA_LISTEN` of 0.0.0.0 and asks 127.0.0.1.
#[tokio::test]
async fn image_health_check_reaches_a_server_on_every_interface() {
    let env = dockerfile_env();
    let data = tempfile::tempdir().expect("temporary folder");
    let image_url = var(&env, "HALMA_DATABASE_URL");
    let path = image_url
        .strip_prefix("sqlite://")
        .expect("a SQLite URL")
        .replacen("/data", &data.path().display().to_string(), 1);
    let url = format!("sqlite://{path}");
    let mut server = server::Server::start(&[("HALMA_DATABASE_URL", &url)]);
    server.wait_healthy().await;
    assert!(Path::new(&path).exists(), "the database file is {path}");

    let listen = var(&env, "HALMA_LISTEN").replace(":8080", &format!(":{}", server.addr.port()));
    assert!(listen.starts_with("0.0.0.0:"));
    let check = server::run(&["healthcheck"], &[("HALMA_LISTEN", &listen)], "");
    assert!(
        check.status.success(),
        "halma healthcheck with HALMA_LISTEN={listen}: {}",
        String::from_utf8_lossy(&check.stderr)
    );
    let status = server.stop();
    assert!(status.success(), "halma serve ended with {status}");

    // And with nothing listening, the health check says so.
    let check = server::run(&["healthcheck"], &[("HALMA_LISTEN", &listen)], "");
    assert_eq!(check.status.code(), Some(1));
}

/// The compose file's `halma` environment, on the test's own Postgres database.
#[tokio::test]
async fn server_runs_with_the_compose_environment() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let file = compose();
    let mut env = environment(&file["services"]["halma"]);
    let compose_url = url::Url::parse(var(&env, "HALMA_DATABASE_URL")).expect("URL");
    let test_url = url::Url::parse(&db.url).expect("URL");
    // Only where the database is changes: the scheme and the rest stay the file's.
    let mut url = compose_url.clone();
    url.set_host(test_url.host_str()).expect("host");
    url.set_port(test_url.port()).expect("port");
    url.set_username(test_url.username()).expect("user");
    url.set_password(test_url.password()).expect("password");
    url.set_path(test_url.path());
    for (k, v) in &mut env {
        if k == "HALMA_DATABASE_URL" {
            *v = url.to_string();
        }
    }
    let listen = format!("127.0.0.1:{}", server::free_port());
    env.push(("HALMA_LISTEN".to_owned(), listen.clone()));
    let pairs: Vec<(&str, &str)> = env.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();

    let mut server = server::Server::start(&pairs);
    server.wait_healthy().await;
    assert!(
        server.log().contains("database=Postgres"),
        "the server should say it uses Postgres:\n{}",
        server.log()
    );
    let check = server::run(&["healthcheck"], &[("HALMA_LISTEN", &listen)], "");
    assert!(
        check.status.success(),
        "halma healthcheck: {}",
        String::from_utf8_lossy(&check.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&check.stdout).trim(), "healthy");

    let status = server.stop();
    assert!(status.success(), "halma serve ended with {status}");
    drop(db);
}
