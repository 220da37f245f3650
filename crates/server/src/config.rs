//! The server's configuration: one typed struct, filled from flags and the
//! environment by clap. Every option is listed in `halma serve --help` and the README.

use std::{net::SocketAddr, time::Duration};

use clap::{ArgAction, Args, ValueEnum};
use url::Url;

use crate::domain::clock::VacationPolicy;

/// The database every subcommand uses.
#[derive(Clone, Args)]
pub struct DatabaseArgs {
    /// Where the data lives: `sqlite://PATH` (the file is created on first run) or
    /// `postgres://USER[:PASSWORD]@HOST:PORT/DATABASE` (the database must exist).
    // The environment's value is not shown in --help: it may hold a password.
    #[arg(
        long = "database-url",
        env = "HALMA_DATABASE_URL",
        default_value = "sqlite://halma.db",
        hide_env_values = true
    )]
    pub database_url: String,
}

/// Shows the URL with its password hidden, wherever the arguments are printed.
impl std::fmt::Debug for DatabaseArgs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DatabaseArgs")
            .field(
                "database_url",
                &crate::store::redact_password(&self.database_url),
            )
            .finish()
    }
}

impl Default for DatabaseArgs {
    fn default() -> Self {
        Self {
            database_url: "sqlite://halma.db".to_owned(),
        }
    }
}

/// How request and server logs are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum LogFormat {
    /// Human-readable lines.
    #[default]
    Plain,
    /// One JSON object a line, for log collectors.
    Json,
}

pub use crate::domain::accounts::Signups;

/// Everything `halma serve` can be told.
#[derive(Debug, Clone, Args)]
pub struct Config {
    #[command(flatten)]
    pub database: DatabaseArgs,

    /// The address and port to listen on.
    #[arg(long, env = "HALMA_LISTEN", default_value = "127.0.0.1:8080")]
    pub listen: SocketAddr,

    /// The public address of the site, e.g. `https://halma.example.org`. When it is
    /// https the session cookie is marked Secure, and forms are accepted only from
    /// its origin. Unset: forms are accepted from the request's own Host.
    #[arg(long, env = "HALMA_BASE_URL")]
    pub base_url: Option<Url>,

    /// Who may create a userid: `open` (anyone), `invite` (whoever has an
    /// unused invite code from `halma admin invite`) or `closed` (only `halma
    /// admin create-user` makes accounts). Unset: `--open-signups` decides
    /// between open and closed.
    #[arg(long, env = "HALMA_SIGNUPS", value_enum)]
    pub signups: Option<Signups>,

    /// The language of a visitor whose account and browser name none the
    /// site has (a directory of `locales/`: `en`, `de`, `fr`, `nl`).
    #[arg(long, env = "HALMA_DEFAULT_LANGUAGE", default_value = "en")]
    pub default_language: crate::i18n::Lang,

    /// Whether anyone may create a userid (`true` or `false`), when `--signups`
    /// is not given. When false, only `halma admin create-user` makes accounts.
    #[arg(long, env = "HALMA_OPEN_SIGNUPS", default_value_t = true, action = ArgAction::Set)]
    pub open_signups: bool,

    /// New userids one IP address (an IPv6 /64) may create within an hour;
    /// 0: no limit.
    #[arg(
        long,
        env = "HALMA_REGISTRATIONS_PER_IP_PER_HOUR",
        default_value_t = 10
    )]
    pub registrations_per_ip_per_hour: u32,

    /// How logs are written: `plain` or `json`. The level is set with `RUST_LOG`
    /// (default `info`).
    #[arg(long, env = "HALMA_LOG_FORMAT", value_enum, default_value_t = LogFormat::Plain)]
    pub log_format: LogFormat,

    /// Whether any player may create a tournament (`--open-tournaments`, or
    /// `true` or `false` after it); by default only admins do.
    #[arg(
        long,
        env = "HALMA_OPEN_TOURNAMENTS",
        default_value_t = false,
        action = ArgAction::Set,
        num_args = 0..=1,
        default_missing_value = "true"
    )]
    pub open_tournaments: bool,

    /// How many open offers one player may have in the waiting room at once.
    #[arg(long, env = "HALMA_MAX_OPEN_OFFERS", default_value_t = 10)]
    pub max_open_offers: u32,

    /// How many private messages one player may send in an hour.
    #[arg(long, env = "HALMA_MESSAGES_PER_HOUR", default_value_t = 30)]
    pub messages_per_hour: u32,

    /// How many game chat lines one player may write in an hour (notes sent
    /// with a move not counted).
    #[arg(long, env = "HALMA_CHAT_LINES_PER_HOUR", default_value_t = 60)]
    pub chat_lines_per_hour: u32,

    /// How many requests one API token may send a minute (a burst of as many,
    /// then evenly), counted in each server process.
    #[arg(long, env = "HALMA_API_REQUESTS_PER_MINUTE", default_value_t = 120)]
    pub api_requests_per_minute: u32,
    /// Days of vacation every player earns a year, day by day; at most as
    /// many are banked. 0 turns vacation off.
    #[arg(long, env = "HALMA_VACATION_DAYS", default_value_t = 30, value_parser = clap::value_parser!(i64).range(0..=365))]
    pub vacation_days: i64,

    /// How often, in seconds, the server checks for games whose time ran out.
    #[arg(long, env = "HALMA_SWEEP_INTERVAL_SECS", default_value_t = 60)]
    pub sweep_interval_secs: u64,

    /// How often, in seconds, the server looks for games where a computer
    /// player is to move, and plays its moves.
    #[arg(long, env = "HALMA_COMPUTER_INTERVAL_SECS", default_value_t = 2)]
    pub computer_interval_secs: u64,

    /// A gap in the server's heartbeat longer than this many seconds counts as
    /// downtime, which is given back to the clocks.
    #[arg(long, env = "HALMA_DOWNTIME_THRESHOLD_SECS", default_value_t = 600)]
    pub downtime_threshold_secs: u64,

    /// Failed log-ins allowed for one account within 15 minutes before further
    /// attempts on it are refused until the window passes. A browser that
    /// logged in to the account before has a count of its own, as large.
    #[arg(long, env = "HALMA_LOGIN_FAILURES_PER_ACCOUNT", default_value_t = 5)]
    pub login_failures_per_account: u32,

    /// Failed log-ins allowed from one IP address within 15 minutes.
    #[arg(long, env = "HALMA_LOGIN_FAILURES_PER_IP", default_value_t = 50)]
    pub login_failures_per_ip: u32,

    /// How many password hashes (log-ins, sign-ups, password changes) are
    /// computed at once; 0: one per CPU core. Each takes about 19 MiB and tens
    /// of milliseconds of a core.
    #[arg(long, env = "HALMA_PASSWORD_HASHES_AT_ONCE", default_value_t = 0)]
    pub password_hashes_at_once: usize,

    /// How many password checks may wait for a free hasher. Past that (or after
    /// 10 seconds of waiting) the visitor is asked to try again in a moment: a
    /// 503 page with `Retry-After`.
    #[arg(long, env = "HALMA_PASSWORD_HASH_QUEUE", default_value_t = 32)]
    pub password_hash_queue: usize,

    /// Take the visitor's IP address from the last entry of the
    /// `X-Forwarded-For` header, as a reverse proxy in front sets it (for the
    /// log-in limit per IP). Only when such a proxy is the only way in.
    #[arg(
        long,
        env = "HALMA_TRUST_FORWARDED_FOR",
        default_value_t = false,
        action = ArgAction::Set
    )]
    pub trust_forwarded_for: bool,

    /// Seconds a client may take to send a request's headers (and an idle
    /// connection may stay open between requests) before it is closed.
    #[arg(long, env = "HALMA_HEADER_TIMEOUT_SECS", default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..))]
    pub header_timeout_secs: u64,

    /// Seconds a request may take, its body included, before it is answered
    /// 408 and nothing more is done for it.
    #[arg(long, env = "HALMA_REQUEST_TIMEOUT_SECS", default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..))]
    pub request_timeout_secs: u64,

    /// On SIGTERM or Ctrl-C the server stops taking connections and lets the
    /// requests in flight finish for at most this many seconds, then exits.
    #[arg(long, env = "HALMA_SHUTDOWN_GRACE_SECS", default_value_t = 5)]
    pub shutdown_grace_secs: u64,

    /// The SMTP server mail goes through, in lettre's URL form:
    /// `smtp://HOST:PORT` (plain), `smtp://USER:PASSWORD@HOST:587?tls=required`
    /// (STARTTLS) or `smtps://USER:PASSWORD@HOST` (TLS). Unset: no mail is sent.
    // The environment's value is not shown in --help: it may hold a password.
    #[arg(long, env = "HALMA_SMTP_URL", hide_env_values = true)]
    pub smtp_url: Option<SmtpUrl>,

    /// The sender of the site's mail, e.g. `Halma <halma@example.org>`.
    #[arg(long, env = "HALMA_MAIL_FROM", default_value = "halma@localhost")]
    pub mail_from: String,

    /// Seconds before a mail the SMTP server did not take is tried again; the
    /// wait doubles with each try (at most an hour), and the mail is given up
    /// after a day.
    #[arg(long, env = "HALMA_MAIL_RETRY_SECS", default_value_t = 60, value_parser = clap::value_parser!(u64).range(1..))]
    pub mail_retry_secs: u64,
}

/// The SMTP URL, shown (in logs, errors, `Debug`) with its password hidden.
#[derive(Clone, PartialEq, Eq)]
pub struct SmtpUrl(pub String);

impl std::str::FromStr for SmtpUrl {
    type Err = std::convert::Infallible;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(SmtpUrl(s.to_owned()))
    }
}

impl std::fmt::Debug for SmtpUrl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::store::redact_password(&self.0))
    }
}

impl std::fmt::Display for SmtpUrl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::store::redact_password(&self.0))
    }
}

impl Default for Config {
    /// The documented defaults, ignoring flags and environment (for tests).
    fn default() -> Self {
        Self {
            database: DatabaseArgs::default(),
            listen: SocketAddr::from(([127, 0, 0, 1], 8080)),
            base_url: None,
            signups: None,
            open_signups: true,
            default_language: crate::i18n::Lang::ENGLISH,
            registrations_per_ip_per_hour: 10,
            log_format: LogFormat::Plain,
            open_tournaments: false,
            max_open_offers: 10,
            messages_per_hour: 30,
            chat_lines_per_hour: 60,
            api_requests_per_minute: 120,
            vacation_days: 30,
            sweep_interval_secs: 60,
            computer_interval_secs: 2,
            downtime_threshold_secs: 600,
            login_failures_per_account: 5,
            login_failures_per_ip: 50,
            password_hashes_at_once: 0,
            password_hash_queue: 32,
            trust_forwarded_for: false,
            header_timeout_secs: 10,
            request_timeout_secs: 30,
            shutdown_grace_secs: 5,
            smtp_url: None,
            mail_from: "halma@localhost".to_owned(),
            mail_retry_secs: 60,
        }
    }
}

impl Config {
    /// Who may create a userid: `--signups`, else `--open-signups`.
    /// The limits on how often a visitor may try to log in or sign up.
    pub fn limits(&self) -> crate::limits::Limits {
        crate::limits::Limits {
            registrations_per_ip_per_hour: self.registrations_per_ip_per_hour,
            login_failures_per_account: self.login_failures_per_account,
            login_failures_per_ip: self.login_failures_per_ip,
        }
    }

    pub fn signups(&self) -> Signups {
        self.signups.unwrap_or(if self.open_signups {
            Signups::Open
        } else {
            Signups::Closed
        })
    }

    /// Whether cookies must be Secure: the site is served over https.
    pub fn secure_cookies(&self) -> bool {
        self.base_url
            .as_ref()
            .is_some_and(|u| u.scheme() == "https")
    }

    /// The vacation policy the domain is given (`--vacation-days`).
    pub fn vacation_policy(&self) -> VacationPolicy {
        VacationPolicy {
            days_a_year: self.vacation_days,
        }
    }

    /// How long a client may take to send a request's headers.
    pub fn header_timeout(&self) -> Duration {
        Duration::from_secs(self.header_timeout_secs)
    }

    /// How long a request may take.
    pub fn request_timeout(&self) -> Duration {
        Duration::from_secs(self.request_timeout_secs)
    }

    /// How long the requests in flight may take to finish after a shutdown signal.
    pub fn shutdown_grace(&self) -> Duration {
        Duration::from_secs(self.shutdown_grace_secs)
    }

    /// The address the links in mails start with: the base URL, else the
    /// address the server listens on.
    pub fn link_base(&self) -> String {
        match &self.base_url {
            Some(url) => url.as_str().trim_end_matches('/').to_owned(),
            None => format!("http://{}", self.listen),
        }
    }

    /// The configured base URL's origin (`scheme://host[:port]`), if any.
    pub fn base_origin(&self) -> Option<String> {
        self.base_url
            .as_ref()
            .map(|u| u.origin().ascii_serialization())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn open_tournaments_is_a_flag_or_a_value() {
        #[derive(clap::Parser)]
        struct Serve {
            #[command(flatten)]
            config: Config,
        }
        use clap::Parser;
        let parse = |args: &[&str]| {
            Serve::try_parse_from(std::iter::once("serve").chain(args.iter().copied()))
                .expect("parse")
                .config
                .open_tournaments
        };
        assert!(!parse(&[]));
        assert!(parse(&["--open-tournaments"]));
        assert!(parse(&["--open-tournaments", "true"]));
        assert!(!parse(&["--open-tournaments", "false"]));
        assert!(parse(&["--open-tournaments", "--max-open-offers", "3"]));
    }

    #[test]
    fn the_default_language_is_one_the_site_has() {
        #[derive(clap::Parser, Debug)]
        struct Serve {
            #[command(flatten)]
            config: Config,
        }
        use clap::Parser;
        let parse = |args: &[&str]| {
            Serve::try_parse_from(std::iter::once("serve").chain(args.iter().copied()))
                .map(|serve| serve.config.default_language.code())
        };
        assert_eq!(parse(&["--default-language", "de"]).expect("de"), "de");
        assert_eq!(parse(&["--default-language", "NL"]).expect("nl"), "nl");
        let refused = parse(&["--default-language", "xx"])
            .expect_err("xx")
            .to_string();
        assert!(refused.contains("has no language \"xx\""), "{refused}");
        assert!(refused.contains("en, de, fr, nl"), "{refused}");
        // The environment's value, when no flag is given (only this test sets it).
        std::env::set_var("HALMA_DEFAULT_LANGUAGE", "fr");
        let from_env = parse(&[]);
        std::env::remove_var("HALMA_DEFAULT_LANGUAGE");
        assert_eq!(from_env.expect("fr"), "fr");
    }

    #[test]
    fn the_smtp_password_is_never_shown() {
        let url: SmtpUrl = "smtp://halma:s3cret@mail.example.org:587?tls=required"
            .parse()
            .expect("url");
        let config = Config {
            smtp_url: Some(url.clone()),
            ..Config::default()
        };
        for shown in [format!("{url}"), format!("{url:?}"), format!("{config:?}")] {
            assert!(!shown.contains("s3cret"), "{shown}");
        }
        assert!(format!("{url}").contains("halma:***@mail.example.org"));
    }
}
