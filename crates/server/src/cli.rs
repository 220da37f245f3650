//! The server's subcommands: `serve`, `migrate`, `admin`, `healthcheck`, `backup`,
//! `adjudicate`, `ratings`.
//! Each returns the process exit code.

use std::{
    io::{BufRead, IsTerminal, Read, Write},
    net::{SocketAddr, TcpStream},
    path::PathBuf,
    sync::Arc,
    time::Duration,
};

use clap::{Args, Subcommand};

use crate::{
    app,
    config::{Config, DatabaseArgs, LogFormat},
    passwords,
    store::{self, NewUser, Store, StoreError},
    AppState,
};

/// `halma admin ...`
#[derive(Debug, Args)]
pub struct AdminArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    #[command(subcommand)]
    pub command: AdminCommand,
}

#[derive(Debug, Subcommand)]
pub enum AdminCommand {
    /// Create a user. The password is read from standard input when it is not a
    /// terminal, else asked for twice.
    CreateUser {
        /// The userid: 3–20 characters from A-Z a-z 0-9 _ -.
        name: String,
        /// Make the user an admin.
        #[arg(long)]
        admin: bool,
    },
    /// Make an existing user an admin.
    Promote { name: String },
    /// Set a user's password (for one that was forgotten), read like
    /// create-user's. Ends every session of the user.
    SetPassword { name: String },
    /// Log a user out everywhere: end every session of the user.
    Logout { name: String },
    /// Make an invite code for one new userid (for `--signups invite`), and
    /// print it with the address that signs up with it.
    Invite {
        /// How many days the code stays valid.
        #[arg(long, default_value_t = crate::invites::VALID_DAYS)]
        days: i64,
        /// The site's public address, to print the whole sign-up address.
        #[arg(long, env = "HALMA_BASE_URL")]
        base_url: Option<url::Url>,
    },
}

/// `halma healthcheck`
#[derive(Debug, Args)]
pub struct HealthcheckArgs {
    /// The address the server listens on (0.0.0.0 is asked at 127.0.0.1).
    #[arg(long, env = "HALMA_LISTEN", default_value = "127.0.0.1:8080")]
    pub listen: SocketAddr,
}

/// `halma backup PATH`
#[derive(Debug, Args)]
pub struct BackupArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// Where to write the copy; must not exist yet.
    pub path: PathBuf,
}

fn runtime() -> Option<tokio::runtime::Runtime> {
    match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => Some(rt),
        Err(e) => {
            eprintln!("halma: cannot start the async runtime: {e}");
            None
        }
    }
}

/// The log, written by a thread of its own (`log_writer`): a request appends
/// its line and goes on, and the lines that come together leave in one
/// write. Nothing is dropped; the guard writes what is left when the command
/// ends.
fn init_logging(format: LogFormat) -> crate::log_writer::LogGuard {
    use tracing_subscriber::{layer::SubscriberExt as _, util::SubscriberInitExt as _, Layer as _};
    // `RUST_LOG` by target and level (`info`, `halma=debug,sqlx=warn`) is a
    // plain table looked up per line; only a directive that names spans or
    // fields needs the full filter, which follows every span.
    let directives = std::env::var("RUST_LOG").unwrap_or_default();
    let filter = match plain_targets(&directives) {
        Some(targets) => targets.boxed(),
        None => tracing_subscriber::EnvFilter::try_new(&directives)
            .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"))
            .boxed(),
    };
    // Colours only for a person at a terminal: a container engine or a log file
    // would keep the escape codes as text.
    let ansi = std::io::stdout().is_terminal();
    let (writer, guard) = crate::log_writer::spawn("halma-log", std::io::stdout());
    let lines = tracing_subscriber::fmt::layer()
        .with_ansi(ansi)
        .with_writer(writer);
    let lines = match format {
        LogFormat::Plain => lines.boxed(),
        LogFormat::Json => lines.json().boxed(),
    };
    let _ = tracing_subscriber::registry()
        .with(filter)
        .with(lines)
        .try_init();
    guard
}

/// `RUST_LOG` as a table of targets and levels, when that is all it says:
/// items `LEVEL` or `TARGET=LEVEL`, empty items skipped and targets alone
/// leaving the others out (as the full filter does), nothing at all meaning
/// `info`. `None` for anything else
/// (spans, fields, odd targets): the full filter reads those.
fn plain_targets(directives: &str) -> Option<tracing_subscriber::filter::Targets> {
    use tracing_subscriber::filter::{LevelFilter, Targets};
    let level = |s: &str| match s.trim() {
        "" => None,
        s => s.parse::<LevelFilter>().ok(),
    };
    let mut targets = Targets::new();
    let mut default = None;
    let mut items = 0;
    for item in directives
        .split(',')
        .map(str::trim)
        .filter(|i| !i.is_empty())
    {
        items += 1;
        match item.split_once('=') {
            None => default = Some(level(item)?),
            Some((target, at)) => {
                let plain = !target.is_empty()
                    && target
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | ':' | '-'));
                if !plain {
                    return None;
                }
                targets = targets.with_target(target, level(at)?);
            }
        }
    }
    // As the full filter: targets alone leave the others out.
    Some(match (default, items) {
        (Some(level), _) => targets.with_default(level),
        (None, 0) => targets.with_default(LevelFilter::INFO),
        (None, _) => targets,
    })
}

async fn open(database: &DatabaseArgs) -> Result<Arc<dyn Store>, StoreError> {
    let store = crate::open_store(&database.database_url).await?;
    store.system().migrate().await?;
    Ok(store)
}

/// The database of a command that works on an existing one (`admin`,
/// `adjudicate`, `ratings`, `backup`): only `serve` and `migrate` make a new
/// one, so that a command run from the wrong folder does not quietly make an
/// empty `halma.db` there and report success. Which database was opened is
/// written to standard error, `command` first.
async fn open_existing(
    database: &DatabaseArgs,
    command: &str,
    migrate: bool,
) -> anyhow::Result<Arc<dyn Store>> {
    let url = &database.database_url;
    let shown = match sqlite_file(url) {
        Some(file) => {
            if !file.exists() {
                anyhow::bail!(
                    "there is no database at {} ({url}). Only `halma serve` and `halma migrate` \
                     make a new one. Run this command in the folder of the server's database, \
                     or name it with --database-url or HALMA_DATABASE_URL.",
                    file.display()
                );
            }
            let file = std::fs::canonicalize(&file).unwrap_or(file);
            format!("sqlite://{}", file.display())
        }
        None => store::redact_password(url),
    };
    let store = crate::open_store(url).await?;
    if migrate {
        store.system().migrate().await?;
    }
    eprintln!("halma {command}: using the database {shown}");
    Ok(store)
}

/// The file a `sqlite:` URL names; `None` for another database, or for a
/// database in memory.
fn sqlite_file(url: &str) -> Option<PathBuf> {
    use std::str::FromStr;
    if !url.starts_with("sqlite:") {
        return None;
    }
    let options = sqlx::sqlite::SqliteConnectOptions::from_str(url).ok()?;
    let file = options.get_filename();
    let name = file.to_string_lossy();
    (!name.is_empty() && name != ":memory:" && !name.starts_with("file:")).then(|| file.to_owned())
}

/// `halma serve`: migrate, then serve until SIGTERM or Ctrl-C, finishing the
/// requests in flight within the grace period.
pub fn serve(config: Config) -> i32 {
    let _log = init_logging(config.log_format);
    let Some(rt) = runtime() else { return 1 };
    let code = rt.block_on(async move {
        match serve_inner(config).await {
            Ok(()) => 0,
            Err(e) => {
                tracing::error!(error = format!("{e:#}"), "halma serve stopped");
                1
            }
        }
    });
    // The tasks of connections cut off at the end of the grace period are
    // dropped, not waited for.
    rt.shutdown_timeout(Duration::from_secs(1));
    code
}

async fn serve_inner(config: Config) -> anyhow::Result<()> {
    let store = open(&config.database).await?;
    let listener = tokio::net::TcpListener::bind(config.listen).await?;
    tokio::spawn(crate::sessions::sweep_expired(store.clone()));
    tokio::spawn(crate::limits::prune(store.clone()));
    tracing::info!(
        address = %listener.local_addr()?,
        database = ?store.backend(),
        "halma is listening on http://{}",
        listener.local_addr()?
    );
    let now = crate::store::now();
    crate::domain::adjudication::credit_downtime(
        store.as_ref(),
        now,
        time::Duration::seconds(config.downtime_threshold_secs as i64),
    )
    .await?;
    let adjudicator = tokio::spawn(crate::domain::adjudication::run(
        store.clone(),
        config.vacation_policy(),
        Duration::from_secs(config.sweep_interval_secs.max(1)),
    ));
    let computer = tokio::spawn(crate::domain::computer::run(
        store.clone(),
        config.vacation_policy(),
        Duration::from_secs(config.computer_interval_secs.max(1)),
    ));
    // Mail: the sender drains the outbox; the sweep writes digests and
    // low-time alarms. Without an SMTP server neither runs.
    let mut mail_tasks = Vec::new();
    match crate::notifications::mail::Mailer::from_config(&config)? {
        Some(mailer) => {
            tracing::info!(smtp = ?config.smtp_url, "mail is sent");
            mail_tasks.push(tokio::spawn(crate::notifications::mail::run(
                store.clone(),
                mailer,
            )));
            mail_tasks.push(tokio::spawn(crate::domain::notify::run(
                store.clone(),
                Duration::from_secs(config.sweep_interval_secs.max(1)),
            )));
        }
        None => tracing::info!("no HALMA_SMTP_URL: no mail is sent"),
    }
    let bounds = crate::serve::Bounds {
        header_timeout: config.header_timeout(),
        grace: config.shutdown_grace(),
    };
    let state = AppState::new(store.clone(), config);
    crate::serve::serve(listener, app(state), bounds, shutdown_signal()).await;
    adjudicator.abort();
    computer.abort();
    for task in mail_tasks {
        task.abort();
    }
    // A request cut off at the end of the grace period may still hold a
    // database connection; the pool is not waited for beyond a moment.
    let _ = tokio::time::timeout(Duration::from_secs(1), store.system().close()).await;
    tracing::info!("halma stopped");
    Ok(())
}

/// Resolves on Ctrl-C or SIGTERM.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        if let Err(e) = tokio::signal::ctrl_c().await {
            tracing::error!(error = %e, "cannot listen for Ctrl-C");
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(e) => {
                tracing::error!(error = %e, "cannot listen for SIGTERM");
                std::future::pending::<()>().await;
            }
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutting down: finishing requests in flight");
}

/// `halma migrate`
pub fn migrate(database: DatabaseArgs) -> i32 {
    let Some(rt) = runtime() else { return 1 };
    rt.block_on(async move {
        match open(&database).await {
            Ok(store) => {
                store.system().close().await;
                println!("The database is up to date.");
                0
            }
            Err(e) => {
                eprintln!("halma migrate: {e}");
                1
            }
        }
    })
}

/// `halma admin ...`
pub fn admin(args: AdminArgs) -> i32 {
    let Some(rt) = runtime() else { return 1 };
    rt.block_on(async move {
        match admin_inner(args).await {
            Ok(message) => {
                println!("{message}");
                0
            }
            Err(e) => {
                eprintln!("halma admin: {e:#}");
                1
            }
        }
    })
}

async fn admin_inner(args: AdminArgs) -> anyhow::Result<String> {
    let store = open_existing(&args.database, "admin", true).await?;
    let result = match args.command {
        AdminCommand::CreateUser { name, admin } => {
            if let Some(problem) = passwords::new_username_problem(&name) {
                anyhow::bail!("{problem}");
            }
            let password = read_new_password()?;
            let hash = passwords::hash(password).await?;
            match store
                .users()
                .create_user(NewUser {
                    username: &name,
                    password_hash: &hash,
                    is_admin: admin,
                })
                .await
            {
                Ok(user) => Ok(format!(
                    "Created {}{}.",
                    user.username,
                    if admin { " (admin)" } else { "" }
                )),
                Err(StoreError::UsernameTaken) => {
                    Err(anyhow::anyhow!("the userid {name} is taken"))
                }
                Err(e) => Err(e.into()),
            }
        }
        AdminCommand::Promote { name } => {
            let user = find(&*store, &name).await?;
            store.users().set_admin(user.id, true).await?;
            Ok(format!("{} is now an admin.", user.username))
        }
        AdminCommand::SetPassword { name } => {
            let user = find(&*store, &name).await?;
            if user.closed_at.is_some() {
                anyhow::bail!(
                    "{} is a closed account: it cannot log in again, whatever its password",
                    user.username
                );
            }
            let password = read_new_password()?;
            let hash = passwords::hash(password).await?;
            let ended =
                crate::domain::accounts::set_password(&*store, user.id, &hash, None).await?;
            Ok(format!(
                "The password of {} has been set. {}",
                user.username,
                crate::domain::moderation::ActionDone::LoggedOut { ended }.notice(&user.username)
            ))
        }
        AdminCommand::Invite { days, base_url } => {
            if !(1..=365).contains(&days) {
                anyhow::bail!("an invitation lasts 1 to 365 days");
            }
            let now = store::now();
            let code = crate::invites::create(&*store, now, time::Duration::days(days)).await?;
            let path = crate::invites::register_path(&code);
            let address = match base_url {
                Some(base) => base.join(&path).map(|u| u.to_string()).unwrap_or(path),
                None => format!("{path} on the site"),
            };
            let until = (now + time::Duration::days(days)).date();
            Ok(format!(
                "Invite code: {code}\nIt makes one userid, until {until}. Sign up at: {address}"
            ))
        }
        AdminCommand::Logout { name } => {
            let user = find(&*store, &name).await?;
            let ended = crate::domain::accounts::log_out_everywhere(&*store, user.id).await?;
            Ok(crate::domain::moderation::ActionDone::LoggedOut { ended }.notice(&user.username))
        }
    };
    store.system().close().await;
    result
}

async fn find(store: &dyn Store, name: &str) -> anyhow::Result<store::User> {
    store
        .users()
        .user_by_name(name)
        .await?
        .ok_or_else(|| anyhow::anyhow!("there is no user {name}"))
}

/// A new password: asked for twice on a terminal, else the first line of stdin.
fn read_new_password() -> anyhow::Result<String> {
    let password = if std::io::stdin().is_terminal() {
        let first = rpassword::prompt_password("New password: ")?;
        let second = rpassword::prompt_password("The same again: ")?;
        if first != second {
            anyhow::bail!("the two passwords differ");
        }
        first
    } else {
        let mut line = String::new();
        std::io::stdin().lock().read_line(&mut line)?;
        line.trim_end_matches(['\r', '\n']).to_owned()
    };
    if let Some(problem) = passwords::password_problem(&password) {
        anyhow::bail!("{problem}");
    }
    Ok(password)
}

/// `halma healthcheck`: asks the running server's `/healthz`; 0 when healthy.
pub fn healthcheck(args: HealthcheckArgs) -> i32 {
    let mut addr = args.listen;
    if addr.ip().is_unspecified() {
        addr.set_ip(if addr.is_ipv4() {
            std::net::Ipv4Addr::LOCALHOST.into()
        } else {
            std::net::Ipv6Addr::LOCALHOST.into()
        });
    }
    match ask_healthz(addr) {
        Ok(true) => {
            println!("healthy");
            0
        }
        Ok(false) => {
            eprintln!("unhealthy: /healthz did not answer 200");
            1
        }
        Err(e) => {
            eprintln!("unhealthy: cannot reach {addr}: {e}");
            1
        }
    }
}

fn ask_healthz(addr: SocketAddr) -> std::io::Result<bool> {
    let timeout = Duration::from_secs(5);
    let mut stream = TcpStream::connect_timeout(&addr, timeout)?;
    stream.set_read_timeout(Some(timeout))?;
    stream.set_write_timeout(Some(timeout))?;
    write!(
        stream,
        "GET /healthz HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )?;
    let mut answer = String::new();
    stream.take(64 * 1024).read_to_string(&mut answer)?;
    let status = answer.lines().next().unwrap_or_default();
    Ok(status.split_whitespace().nth(1) == Some("200"))
}

/// `halma backup PATH`
pub fn backup(args: BackupArgs) -> i32 {
    let Some(rt) = runtime() else { return 1 };
    rt.block_on(async move {
        let store = match open_existing(&args.database, "backup", false).await {
            Ok(store) => store,
            Err(e) => {
                eprintln!("halma backup: {e:#}");
                return 1;
            }
        };
        let result = store.system().backup(&args.path).await;
        store.system().close().await;
        match result {
            Ok(()) => {
                println!("Wrote {}", args.path.display());
                0
            }
            Err(StoreError::Unsupported(why)) => {
                eprintln!("halma backup: {why}, e.g. `pg_dump DATABASE_URL > halma.sql`");
                1
            }
            Err(e) => {
                eprintln!("halma backup: {e}");
                1
            }
        }
    })
}

/// `halma adjudicate`: one sweep of the adjudicator.
#[derive(Debug, clap::Args)]
pub struct AdjudicateArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// Sweep as if the clock read this time (RFC 3339, e.g. 2026-12-01T12:00:00Z);
    /// now when omitted. Never credits downtime.
    #[arg(long, value_parser = parse_rfc3339)]
    pub at: Option<time::OffsetDateTime>,
    /// Judge every active game again, not only those whose clock ran out: a
    /// repair after a crash, an import or a rules fix (the minute job looks
    /// only at the games due).
    #[arg(long)]
    pub all: bool,
    /// Days of vacation every player earns a year, as `halma serve` is told:
    /// a clock that ran out uses the player's vacation instead, if they have
    /// it. 0 turns vacation off.
    #[arg(long, env = "HALMA_VACATION_DAYS", default_value_t = 30, value_parser = clap::value_parser!(i64).range(0..=365))]
    pub vacation_days: i64,
}

impl AdjudicateArgs {
    /// The vacation policy the sweep is given (`--vacation-days`).
    pub fn vacation_policy(&self) -> crate::domain::clock::VacationPolicy {
        crate::domain::clock::VacationPolicy {
            days_a_year: self.vacation_days,
        }
    }
}

fn parse_rfc3339(text: &str) -> Result<time::OffsetDateTime, String> {
    time::OffsetDateTime::parse(text, &time::format_description::well_known::Rfc3339)
        .map_err(|e| format!("not an RFC 3339 time ({e}); e.g. 2026-12-01T12:00:00Z"))
}

/// `halma adjudicate [--at TIME]`
pub fn adjudicate(args: AdjudicateArgs) -> i32 {
    let Some(rt) = runtime() else { return 1 };
    rt.block_on(async move {
        let store = match open_existing(&args.database, "adjudicate", true).await {
            Ok(store) => store,
            Err(e) => {
                eprintln!("halma adjudicate: {e:#}");
                return 1;
            }
        };
        let now = args.at.unwrap_or_else(crate::store::now);
        let which = if args.all {
            crate::domain::adjudication::Sweep::All
        } else {
            crate::domain::adjudication::Sweep::Due
        };
        let code = match crate::domain::adjudication::sweep(
            store.as_ref(),
            args.vacation_policy(),
            now,
            which,
        )
        .await
        {
            Ok(decided) => {
                for d in &decided {
                    println!("{}: {}", d.game, d.words);
                }
                println!("{} game(s) decided.", decided.len());
                0
            }
            Err(e) => {
                eprintln!("halma adjudicate: {e:#}");
                1
            }
        };
        store.system().close().await;
        code
    })
}

/// `halma ratings ...`
#[derive(Debug, Args)]
pub struct RatingsArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    #[command(subcommand)]
    pub command: RatingsCommand,
}

#[derive(Debug, Subcommand)]
pub enum RatingsCommand {
    /// Forget every rating and replay every rated game in the order the games
    /// finished, from 1500 for everyone: the same ratings, to the last bit, as
    /// those given game by game.
    Rebuild,
}

/// `halma ratings rebuild`
pub fn ratings(args: RatingsArgs) -> i32 {
    let Some(rt) = runtime() else { return 1 };
    rt.block_on(async move {
        let store = match open_existing(&args.database, "ratings", true).await {
            Ok(store) => store,
            Err(e) => {
                eprintln!("halma ratings: {e:#}");
                return 1;
            }
        };
        let code = match args.command {
            RatingsCommand::Rebuild => match store.ratings().rebuild().await {
                Ok(n) => {
                    println!("{n} rated game(s) replayed.");
                    0
                }
                Err(e) => {
                    eprintln!("halma ratings rebuild: {e}");
                    1
                }
            },
        };
        store.system().close().await;
        code
    })
}

#[cfg(test)]
mod tests {
    use tracing::Level;

    use super::plain_targets;

    #[test]
    fn rust_log_by_target_and_level_is_a_table() {
        let on = |directives: &str, target: &str, level: Level| {
            plain_targets(directives)
                .unwrap_or_else(|| panic!("{directives:?} is plain"))
                .would_enable(target, &level)
        };
        assert!(on("", "halma", Level::INFO));
        assert!(!on("", "halma", Level::DEBUG));
        assert!(!on("warn", "halma", Level::INFO));
        assert!(on(
            "warn,tower_http=info",
            "tower_http::trace::on_response",
            Level::INFO
        ));
        assert!(!on("warn,tower_http=info", "halma::cli", Level::INFO));
        assert!(on("halma=debug,info", "halma::games", Level::DEBUG));
        assert!(on("halma=debug,info", "sqlx", Level::INFO));
        assert!(!on("halma=debug,info", "sqlx", Level::DEBUG));
        // Empty items count for nothing, wherever they are.
        assert!(on("info,", "halma", Level::INFO));
        assert!(on(",info", "halma", Level::INFO));
        assert!(on("halma=debug,", "halma", Level::DEBUG));
        assert!(!on("halma=debug,", "sqlx", Level::ERROR));
        assert!(!on("halma=debug", "sqlx", Level::ERROR));
        assert!(!on("off", "halma", Level::ERROR));
    }

    #[test]
    fn rust_log_on_spans_fields_or_odd_targets_goes_to_the_full_filter() {
        for directives in [
            "[request]=info",
            "halma[request]=debug",
            "[{uri}]=info",
            "*=info",
            "halma=loud",
            "loud",
        ] {
            assert!(plain_targets(directives).is_none(), "{directives:?}");
        }
    }
}
