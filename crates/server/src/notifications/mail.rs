//! The sender: drains the outbox over SMTP (lettre). Each round claims the
//! mails due with a lease in the database, so that several server processes
//! never take the same row; a mail is marked sent once the SMTP server took
//! it, tried again later (the wait doubling) when it did not, and given up
//! with a logged error after a day. A mail's Message-ID is made from its row,
//! so a mail sent twice after a crash between sending and marking is one
//! message to the receiving side. Nothing a page does waits for SMTP.

use std::{sync::Arc, time::Duration as StdDuration};

use lettre::{
    message::{
        header::{ContentType, HeaderName, HeaderValue},
        Mailbox,
    },
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
};
use time::Duration;

use crate::domain::notify;
use crate::i18n::{self, Lang};
use crate::store::{GameStatus, MailKind, NotificationSettings, OutboxRow, Store, StoreError};
use crate::Config;
use fluent_templates::fluent_bundle::FluentValue;

/// How long a claimed mail is held by its sender before another may take it.
const LEASE: Duration = Duration::minutes(2);
/// Mails one round claims.
const BATCH: i64 = 20;
/// How often the outbox is looked at.
const POLL: StdDuration = StdDuration::from_secs(1);
/// Games a digest lists at most.
const DIGEST_GAMES: usize = 50;

/// The SMTP server and the words of the site's mail.
#[derive(Clone)]
pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
    /// What links start with: `https://halma.example.org`.
    base: String,
    /// The wait before the second try; doubled for each further one.
    retry: Duration,
    /// The host part of Message-IDs.
    host: String,
    /// The language of a mail whose recipient chose none (`--default-language`).
    default_language: Lang,
}

/// A mail as it is sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Letter {
    pub subject: String,
    pub body: String,
}

impl Mailer {
    /// The mailer `config` asks for; `None` without `HALMA_SMTP_URL`.
    pub fn from_config(config: &Config) -> anyhow::Result<Option<Mailer>> {
        let Some(url) = &config.smtp_url else {
            return Ok(None);
        };
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(&url.0)
            .map_err(|e| anyhow::anyhow!("HALMA_SMTP_URL {url} is not usable: {e}"))?
            .timeout(Some(StdDuration::from_secs(30)))
            .build();
        let from: Mailbox = config
            .mail_from
            .parse()
            .map_err(|e| anyhow::anyhow!("HALMA_MAIL_FROM is not a mail address: {e}"))?;
        let base = config.link_base();
        let host = url::Url::parse(&base)
            .ok()
            .and_then(|u| u.host_str().map(str::to_owned))
            .unwrap_or_else(|| "halma.invalid".to_owned());
        Ok(Some(Mailer {
            transport,
            from,
            base,
            retry: Duration::seconds(config.mail_retry_secs as i64),
            host,
            default_language: config.default_language,
        }))
    }

    /// The site's address that links start with.
    pub fn base(&self) -> &str {
        &self.base
    }
}

/// The background task of `halma serve`: sends what the outbox holds, every
/// second, until the server stops.
pub async fn run(store: Arc<dyn Store>, mailer: Mailer) {
    let mut ticks = tokio::time::interval(POLL);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        if let Err(e) = drain(store.as_ref(), &mailer, crate::store::now()).await {
            tracing::warn!(error = %e, "cannot read the outbox");
        }
    }
}

/// One round: claims the mails due at `now` and sends them; how many went out.
pub async fn drain(
    store: &dyn Store,
    mailer: &Mailer,
    now: time::OffsetDateTime,
) -> Result<usize, StoreError> {
    let notifications = store.notifications();
    let claimed = notifications.claim_mails(now, now + LEASE, BATCH).await?;
    let mut sent = 0;
    for row in claimed {
        let settings = notifications.notification_settings(row.user).await?;
        if !settings.as_ref().is_some_and(|s| still_wanted(s, &row)) {
            // Unsubscribed, or the address changed, since it was written.
            notifications.mail_sent(row.id, now).await?;
            continue;
        }
        let lang = letter_language(&row, mailer.default_language);
        let letter = match compose(store, &mailer.base, lang, &row).await {
            Ok(Some(letter)) => letter,
            Ok(None) => {
                // Nothing left to say (the game moved on, the address changed).
                notifications.mail_sent(row.id, now).await?;
                continue;
            }
            Err(e) => {
                tracing::warn!(error = %e, mail = row.id, "cannot write a mail");
                fail(store, mailer, &row, &e.to_string()).await?;
                continue;
            }
        };
        // A reset link is no notification: nothing to unsubscribe from.
        let unsubscribe = settings
            .filter(|_| row.kind != MailKind::Reset)
            .map(|s| super::unsubscribe_url(&mailer.base, row.user, &s.unsubscribe_key));
        match send(mailer, &row, lang, &letter, unsubscribe.as_deref()).await {
            Ok(()) => {
                notifications.mail_sent(row.id, crate::store::now()).await?;
                sent += 1;
            }
            Err(e) => fail(store, mailer, &row, &e).await?,
        }
    }
    Ok(sent)
}

/// Notes a failed try: again later, or given up after a day.
async fn fail(
    store: &dyn Store,
    mailer: &Mailer,
    row: &OutboxRow,
    error: &str,
) -> Result<(), StoreError> {
    let now = crate::store::now();
    let again = notify::retry_at(row.attempts, row.created_at, mailer.retry, now);
    if again.is_none() {
        tracing::error!(
            mail = row.id,
            kind = row.kind.as_str(),
            attempts = row.attempts,
            error,
            "mail given up after a day of tries"
        );
    } else {
        tracing::warn!(
            mail = row.id,
            kind = row.kind.as_str(),
            attempts = row.attempts,
            error,
            "mail not sent; will try again"
        );
    }
    store
        .notifications()
        .mail_failed(row.id, error, again, now)
        .await
}

/// The language a mail is written in: the recipient account's, else the
/// site's default.
pub fn letter_language(row: &OutboxRow, default: Lang) -> Lang {
    row.language
        .as_deref()
        .and_then(Lang::from_code)
        .unwrap_or(default)
}

/// The message `id` in `lang` with string variables.
fn words(lang: Lang, id: &str, args: &[(&'static str, &str)]) -> String {
    let args: Vec<(&'static str, FluentValue<'_>)> =
        args.iter().map(|(k, v)| (*k, (*v).into())).collect();
    i18n::t_args(lang, id, &args)
}

async fn send(
    mailer: &Mailer,
    row: &OutboxRow,
    lang: Lang,
    letter: &Letter,
    unsubscribe: Option<&str>,
) -> Result<(), String> {
    let to: Mailbox = row.to.parse().map_err(|e| format!("bad address: {e}"))?;
    let mut builder = Message::builder()
        .from(mailer.from.clone())
        .to(to)
        .subject(letter.subject.clone())
        .message_id(Some(format!("<outbox-{}@{}>", row.id, mailer.host)))
        .header(ContentType::TEXT_PLAIN);
    if let Some(link) = unsubscribe {
        builder = builder
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("List-Unsubscribe"),
                format!("<{link}>"),
            ))
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
                "List-Unsubscribe=One-Click".to_owned(),
            ));
    }
    let body = match unsubscribe {
        Some(link) => format!(
            "{}\n-- \n{}\n",
            letter.body,
            words(lang, "mail-unsubscribe", &[("link", link)])
        ),
        None => letter.body.clone(),
    };
    let message = builder.body(body).map_err(|e| e.to_string())?;
    mailer
        .transport
        .send(message)
        .await
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// Whether the player still wants this mail at this address: the checkbox
/// of its kind is still on, and (but for a verification) the address is
/// still the verified one.
fn still_wanted(settings: &NotificationSettings, row: &OutboxRow) -> bool {
    let address = match row.kind {
        MailKind::Verify => settings.pending_email.as_deref() == Some(row.to.as_str()),
        // A reset goes to the address it was asked for while it is still the
        // account's, whatever mail the player wants.
        _ => settings.email.as_deref() == Some(row.to.as_str()),
    };
    address
        && match row.kind {
            MailKind::Verify | MailKind::Reset => true,
            MailKind::Turn => settings.on_turn,
            MailKind::Digest => settings.digest,
            MailKind::LowTime => settings.low_time,
            MailKind::Invitation | MailKind::Message => settings.invitations,
        }
}

/// The turn or low-time mail of a game for more than two; `None` when there
/// is no such game or it is no longer the player's turn.
async fn seat_turn_letter(
    store: &dyn Store,
    base: &str,
    lang: Lang,
    row: &OutboxRow,
    id: crate::store::GameId,
) -> Result<Option<Letter>, StoreError> {
    let Some(read) = store.seat_games().seat_game(id).await? else {
        return Ok(None);
    };
    let game = read.row;
    if game.status != GameStatus::Active || game.to_move != Some(row.user) {
        return Ok(None);
    }
    let others: Vec<&str> = game
        .seats
        .iter()
        .filter(|s| s.player.id != row.user)
        .map(|s| s.player.name.as_str())
        .collect();
    let with = others.join(", ");
    let name = game.rules.variant.name();
    let link = format!("{base}/games/{id}");
    let due = i18n::date_time(lang, game.turn_deadline);
    let args = [
        ("variant", name),
        ("with", with.as_str()),
        ("due", due.as_str()),
    ];
    Ok(Some(turn_words(
        lang,
        row.kind,
        &link,
        [
            "mail-seat-turn-subject",
            "mail-seat-turn-body",
            "mail-seat-low-time-subject",
            "mail-seat-low-time-body",
        ],
        &args,
    )))
}

/// A turn mail, or a low-time mail (`kind`), for the game at `link`: the
/// messages `ids` (the turn's subject and body, the low time's subject and
/// body) said with `args`, the due date (`due`) among them.
fn turn_words(
    lang: Lang,
    kind: MailKind,
    link: &str,
    ids: [&str; 4],
    args: &[(&'static str, &str)],
) -> Letter {
    let [turn_subject, turn_body, low_time_subject, low_time_body] = ids;
    let play = words(lang, "mail-play-it", &[("link", link)]);
    if kind == MailKind::Turn {
        Letter {
            subject: words(lang, turn_subject, args),
            body: format!(
                "{}\n\n{play}\n\n{}\n",
                words(lang, turn_body, args),
                words(lang, "mail-due", args),
            ),
        }
    } else {
        Letter {
            subject: words(lang, low_time_subject, args),
            body: format!("{}\n\n{play}\n", words(lang, low_time_body, args)),
        }
    }
}

/// The words of a mail in `lang`; `None` when there is nothing left to say.
pub async fn compose(
    store: &dyn Store,
    base: &str,
    lang: Lang,
    row: &OutboxRow,
) -> Result<Option<Letter>, StoreError> {
    match row.kind {
        MailKind::Verify => {
            let Some(secret) = &row.secret else {
                return Ok(None);
            };
            Ok(Some(Letter {
                subject: i18n::t(lang, "mail-verify-subject"),
                body: format!(
                    "{}\n\n{}\n{base}/account/notifications/verify/{secret}\n\n{}\n",
                    i18n::t(lang, "mail-verify-asked"),
                    i18n::t(lang, "mail-verify-open"),
                    i18n::t(lang, "mail-verify-not-you"),
                ),
            }))
        }
        MailKind::Reset => {
            let Some(secret) = &row.secret else {
                return Ok(None);
            };
            let Some(user) = store.users().user_by_id(row.user).await? else {
                return Ok(None);
            };
            Ok(Some(Letter {
                subject: i18n::t(lang, "mail-reset-subject"),
                body: format!(
                    "{}\n\n{}\n{base}/reset/{secret}\n\n{}\n",
                    words(lang, "mail-reset-asked", &[("name", &user.username)]),
                    i18n::t(lang, "mail-reset-open"),
                    i18n::t(lang, "mail-reset-once"),
                ),
            }))
        }
        MailKind::Turn | MailKind::LowTime => turn_letter(store, base, lang, row).await,
        MailKind::Digest => digest_letter(store, base, lang, row).await,
        MailKind::Invitation => Ok(Some(Letter {
            subject: i18n::t(lang, "mail-invitation-subject"),
            body: format!(
                "{}\n\n{}\n",
                i18n::t(lang, "mail-invitation-body"),
                words(
                    lang,
                    "mail-invitation-see",
                    &[("link", &format!("{base}/status"))]
                ),
            ),
        })),
        MailKind::Message => Ok(Some(Letter {
            subject: i18n::t(lang, "mail-message-subject"),
            body: format!(
                "{}\n\n{}\n",
                i18n::t(lang, "mail-message-body"),
                words(
                    lang,
                    "mail-message-read",
                    &[("link", &format!("{base}/messages"))]
                ),
            ),
        })),
    }
}

/// A player's turn, or their time running low, in a two-player game (a game
/// for more than two has its own letter); `None` once it is no longer their
/// turn.
async fn turn_letter(
    store: &dyn Store,
    base: &str,
    lang: Lang,
    row: &OutboxRow,
) -> Result<Option<Letter>, StoreError> {
    let Some(id) = row.game else { return Ok(None) };
    let Some(game) = store.games().game(id).await? else {
        return seat_turn_letter(store, base, lang, row, id).await;
    };
    if game.status != GameStatus::Active || game.to_move != Some(row.user) {
        return Ok(None);
    }
    let Some(colour) = game.colour_of(row.user) else {
        return Ok(None);
    };
    let opponent = &game.player(colour.other()).name;
    let link = format!("{base}/games/{id}");
    let due = i18n::date_time(lang, game.turn_deadline);
    let args = [
        ("opponent", opponent.as_str()),
        ("variant", game.rules.variant.name()),
        ("due", due.as_str()),
    ];
    Ok(Some(turn_words(
        lang,
        row.kind,
        &link,
        [
            "mail-turn-subject",
            "mail-turn-moved",
            "mail-low-time-subject",
            "mail-low-time-body",
        ],
        &args,
    )))
}

/// The games waiting for a player's move; `None` when none waits.
async fn digest_letter(
    store: &dyn Store,
    base: &str,
    lang: Lang,
    row: &OutboxRow,
) -> Result<Option<Letter>, StoreError> {
    let games = store.games().games_to_move(row.user).await?;
    if games.is_empty() {
        return Ok(None);
    }
    let count = [("count", FluentValue::from(games.len()))];
    let mut body = format!("{}\n\n", i18n::t_args(lang, "mail-digest-intro", &count));
    for g in games.iter().take(DIGEST_GAMES) {
        let due = i18n::date_time(lang, g.turn_deadline);
        let link = format!("{base}/games/{}", g.id);
        body.push_str(&words(
            lang,
            "mail-digest-game",
            &[
                ("opponent", &g.opponent.name),
                ("due", &due),
                ("link", &link),
            ],
        ));
        body.push('\n');
    }
    let status = format!("{base}/status");
    body.push_str(&format!(
        "\n{}\n",
        words(lang, "mail-digest-games", &[("link", &status)])
    ));
    Ok(Some(Letter {
        subject: i18n::t_args(lang, "mail-digest-subject", &count),
        body,
    }))
}
