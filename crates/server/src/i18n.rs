//! The site in the reader's language (Project Fluent).
//!
//! # Files
//!
//! The words live in `locales/<lang>/<area>.ftl` at the top of the
//! repository, one file per language and area (`locales/de/layout.ftl`,
//! `locales/fr/refusals.ftl`), embedded in the binary at build time. The
//! languages are the directories of `locales/`: a new language is a new
//! directory with a copy of every file of `locales/en/` translated, and a
//! rebuild; nothing else. English (`en`) is the fallback for an id a
//! language lacks (the test `i18n` lists such ids, so none should be). Each
//! language names itself in its own words as `language-name` (the switch in
//! the footer shows it). Ids are kebab-case and begin with their area
//! (`nav-…`, `login-…`, `refusal-…`), so that areas never clash; an id lives
//! in one area's file only.
//!
//! # Calling convention (templates)
//!
//! Every template has `page: crate::layout::Page`, which knows the reader's
//! language. In askama:
//!
//! - a plain message: `{{ page.t("nav-status") }}`;
//! - with Fluent variables, one, two or three of them:
//!   `{{ page.t1("unread-count", "count", page.unread) }}`,
//!   `{{ page.t2("moves-by", "count", n, "name", user.username.as_str()) }}`,
//!   `page.t3(…)` likewise. A value is anything that goes into a
//!   [`FluentValue`]: an integer (`i64`, `u32`, `usize`, …; plurals select on
//!   it, `{ $count -> [one] … *[other] … }`), a `&str` or a `String`;
//! - a number as the language writes it: `{{ page.number(n) }}`;
//! - a moment: `{{ page.date_time(at) }}` ("2026-11-27 14:05 UTC",
//!   "27.11.2026 14:05 UTC"), a day: `{{ page.date(at) }}` (`at` an
//!   `OffsetDateTime`);
//! - a refusal's words: `{{ page.refusal_title(r) }}`, `{{ page.refusal_message(r) }}`.
//!
//! `t`, `t1`… give a [`Text`]: the words HTML-escaped once (a variable's
//! value too), apostrophes kept as they are; use it where text or a
//! double-quoted attribute value goes. No HTML goes into a message: a
//! sentence with a link in it is cut into messages around the link. In Rust,
//! `String::from(page.t(…))` (or `.into()`) is the words themselves. In Rust
//! code with a [`Lang`] at hand: [`t`], [`t_args`], [`refusal_title`],
//! [`refusal_message`]; a handler gets the reader's language as `page.lang`
//! (and can call `page.t(…)` itself for words it puts into a template). An
//! error page's words: `AppError::bad_request(Words::Id("error-…"))`,
//! `AppError::translated(status, Words::Id(title), Words::Id(message))`; a
//! `Refusal` turned into an `AppError` is translated by itself. A mail goes
//! in its recipient's language: [`Lang::of_account`] with the user's
//! `language` and the site's `--default-language`.
//!
//! # Which language
//!
//! The account's setting (`users.language`), else the visitor's choice from
//! the footer's switch (the cookie `lang`), else the browser's
//! `Accept-Language`, else the site's `--default-language`. The session
//! layer works out the visitor's part ([`VisitLanguage`]); the account's
//! comes with the session's user. The domain and the store carry only a
//! language code.

use std::{borrow::Cow, cell::RefCell, collections::HashMap, sync::LazyLock};

use fluent_templates::fluent_bundle::types::FluentNumberOptions;
use fluent_templates::{fluent_bundle::FluentValue, LanguageIdentifier, Loader};
use time::OffsetDateTime;

use crate::domain::Refusal;

fluent_templates::static_loader! {
    static LOCALES = {
        locales: "../../locales",
        fallback_language: "en",
        // Placeables come out as they are: no U+2068/U+2069 around them.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// The languages of `locales/`: English first, then the others by code.
static LANGS: LazyLock<Vec<(LanguageIdentifier, String)>> = LazyLock::new(|| {
    let mut langs: Vec<(LanguageIdentifier, String)> = LOCALES
        .locales()
        .map(|id| (id.clone(), id.to_string()))
        .collect();
    langs.sort_by(|a, b| (a.1 != "en", &a.1).cmp(&(b.1 != "en", &b.1)));
    langs.dedup_by(|a, b| a.1 == b.1);
    langs
});

/// A language the site has (one directory of `locales/`). Cheap to copy;
/// written as its code (`de`), as `<html lang>` wants it.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Lang(u8);

impl Lang {
    /// English, the fallback.
    pub const ENGLISH: Lang = Lang(0);

    /// Every language the site has, English first.
    pub fn all() -> impl Iterator<Item = Lang> {
        (0..LANGS.len()).map(|i| Lang(i as u8))
    }

    /// The language with this code (`de`, `DE`), if the site has it.
    pub fn from_code(code: &str) -> Option<Lang> {
        LANGS
            .iter()
            .position(|(_, c)| c.eq_ignore_ascii_case(code.trim()))
            .map(|i| Lang(i as u8))
    }

    /// The language of an account that chose `language` (`User::language`),
    /// `default` when it chose none the site has (a mail's recipient).
    pub fn of_account(language: Option<&str>, default: Lang) -> Lang {
        language.and_then(Lang::from_code).unwrap_or(default)
    }

    /// Its code: `en`, `de`.
    pub fn code(self) -> &'static str {
        &LANGS[self.0 as usize].1
    }

    /// The language's name in its own words ("Deutsch").
    pub fn name(self) -> String {
        t(self, "language-name")
    }

    fn id(self) -> &'static LanguageIdentifier {
        &LANGS[self.0 as usize].0
    }
}

impl Default for Lang {
    fn default() -> Self {
        Lang::ENGLISH
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

impl std::fmt::Debug for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Lang({})", self.code())
    }
}

impl std::str::FromStr for Lang {
    type Err = String;

    /// A language the site has, or words that list those it has (the
    /// refusal of `--default-language` at start-up).
    fn from_str(code: &str) -> Result<Self, String> {
        Lang::from_code(code).ok_or_else(|| {
            let known: Vec<&str> = Lang::all().map(Lang::code).collect();
            format!(
                "the site has no language {code:?}; it has {}",
                known.join(", ")
            )
        })
    }
}

/// The best language of an `Accept-Language` header the site has: by
/// q-value (ties in the header's order), a tag matched whole (`de`) or by its
/// language (`de-CH` is `de`); `None` when it names none of them.
pub fn negotiate(accept_language: &str) -> Option<Lang> {
    let mut wanted: Vec<(f32, usize, &str)> = accept_language
        .split(',')
        .enumerate()
        .filter_map(|(i, part)| {
            let mut pieces = part.split(';');
            let tag = pieces.next()?.trim();
            let mut q = 1.0f32;
            for param in pieces {
                if let Some((k, v)) = param.split_once('=') {
                    if k.trim().eq_ignore_ascii_case("q") {
                        q = v.trim().parse().ok()?;
                    }
                }
            }
            (!tag.is_empty() && tag != "*" && q > 0.0).then_some((q, i, tag))
        })
        .collect();
    wanted.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    wanted.into_iter().find_map(|(_, _, tag)| {
        Lang::from_code(tag).or_else(|| Lang::from_code(tag.split(['-', '_']).next()?))
    })
}

/// What the web layer knows of a visitor's language before the account is
/// looked at: the switch's cookie, the browser's `Accept-Language`, the
/// site's default.
#[derive(Debug, Clone, Copy, Default)]
pub struct VisitLanguage {
    /// The cookie [`COOKIE`], when it names a language the site has.
    pub chosen: Option<Lang>,
    /// The best of `Accept-Language`.
    pub accepted: Option<Lang>,
    /// `--default-language`.
    pub default: Lang,
}

impl VisitLanguage {
    /// From a request's cookie [`COOKIE`] and `Accept-Language` header, and
    /// the site's default.
    pub fn of(cookie: Option<&str>, accept_language: Option<&str>, default: Lang) -> Self {
        Self {
            chosen: cookie.and_then(Lang::from_code),
            accepted: accept_language.and_then(negotiate),
            default,
        }
    }

    /// The language for a visitor whose account (if any) chose `account`.
    pub fn with_account(&self, account: Option<&str>) -> Lang {
        account
            .and_then(Lang::from_code)
            .or(self.chosen)
            .or(self.accepted)
            .unwrap_or(self.default)
    }

    /// The language of an API answer: `Accept-Language`, else the default.
    pub fn for_api(&self) -> Lang {
        self.accepted.unwrap_or(self.default)
    }
}

/// Translated words as a template shows them: HTML-escaped (`&`, `<`, `>`,
/// `"`, as askama does) by its `Display`, which askama then leaves as it is, so that an
/// apostrophe comes out as the template's own text did (`site's`, not
/// `site&#39;s`). Put it only where text or a double-quoted attribute value
/// goes. In Rust code take the words themselves: `String::from(text)`,
/// `text.as_str()` (never `to_string()`/`format!`, which give the HTML).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Text(String);

impl Text {
    /// Words to show.
    pub fn new(words: String) -> Self {
        Text(words)
    }

    /// The words themselves (not HTML).
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl From<Text> for String {
    fn from(text: Text) -> String {
        text.0
    }
}

impl From<Text> for Words {
    fn from(text: Text) -> Words {
        Words::Plain(text.0)
    }
}

impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut rest = self.0.as_str();
        while let Some(at) = rest.find(['&', '<', '>', '"']) {
            f.write_str(&rest[..at])?;
            f.write_str(match rest.as_bytes()[at] {
                b'&' => "&#38;",
                b'<' => "&#60;",
                b'>' => "&#62;",
                _ => "&#34;",
            })?;
            rest = &rest[at + 1..];
        }
        f.write_str(rest)
    }
}

/// Its `Display` is HTML already.
impl askama::filters::HtmlSafe for Text {}

/// The cookie the footer's switch sets.
pub const COOKIE: &str = "lang";

/// Words this thread has formatted, a map a language, by what tells them
/// apart: Fluent's formatting costs far more than a copy.
type Formatted = RefCell<Vec<HashMap<Box<str>, Box<str>>>>;

/// The most words one map of [`Formatted`] keeps; a full map is emptied.
const KEPT: usize = 4096;

/// The words `key` stands for in `lang`: from `memory` when this thread
/// formatted them before, else made by `format` and kept.
fn remembered(
    memory: &'static std::thread::LocalKey<Formatted>,
    lang: Lang,
    key: &str,
    format: impl FnOnce() -> String,
) -> String {
    memory.with(|cache| {
        let index = lang.0 as usize;
        if let Some(words) = cache.borrow()[index].get(key) {
            return words.to_string();
        }
        let words = format();
        let mut cache = cache.borrow_mut();
        if cache[index].len() >= KEPT {
            cache[index].clear();
        }
        cache[index].insert(key.into(), words.as_str().into());
        words
    })
}

/// The message `id` in `lang` (English when `lang` lacks it).
pub fn t(lang: Lang, id: &str) -> String {
    thread_local! {
        /// The messages without variables, by id: a page asks for a hundred
        /// of them (the ids are the code's own, fewer than [`KEPT`]).
        static FORMATTED: Formatted = RefCell::new(vec![HashMap::new(); LANGS.len()]);
    }
    remembered(&FORMATTED, lang, id, || LOCALES.lookup(lang.id(), id))
}

/// The message `id` in `lang` with Fluent variables.
pub fn t_args(lang: Lang, id: &str, args: &[(&'static str, FluentValue<'_>)]) -> String {
    thread_local! {
        /// The messages with variables, by their id and values: a page says
        /// "3 days" or "c3, white piece" many times over. Apart from
        /// [`t`]'s, since the values (times, names) keep changing.
        static FORMATTED: Formatted = RefCell::new(vec![HashMap::new(); LANGS.len()]);
    }
    match args_key(id, args) {
        Some(key) => remembered(&FORMATTED, lang, &key, || format_args(lang, id, args)),
        None => format_args(lang, id, args),
    }
}

/// What tells one formatting of `id` from another: its id and its values,
/// each marked with its name and kind. `None` for a value other than a
/// string or a number (formatted each time).
fn args_key(id: &str, args: &[(&'static str, FluentValue<'_>)]) -> Option<String> {
    use std::fmt::Write;
    let mut key = String::with_capacity(id.len() + 16 * args.len());
    key.push_str(id);
    for (name, value) in args {
        key.push('\u{1f}');
        key.push_str(name);
        match value {
            FluentValue::String(s) => {
                let _ = write!(key, "\u{1e}{}:{s}", s.len());
            }
            // The value alone (its shortest exact digits) when the number
            // is formatted the default way; any other way is formatted each
            // time (writing out its options would cost what the memory saves).
            FluentValue::Number(n) if n.options == FluentNumberOptions::default() => {
                let _ = write!(key, "\u{1d}{}", n.value);
            }
            _ => return None,
        }
    }
    Some(key)
}

/// [`t_args`] without the memory.
fn format_args(lang: Lang, id: &str, args: &[(&'static str, FluentValue<'_>)]) -> String {
    let map: HashMap<Cow<'static, str>, FluentValue<'_>> = args
        .iter()
        .map(|(k, v)| (Cow::Borrowed(*k), v.clone()))
        .collect();
    LOCALES.lookup_with_args(lang.id(), id, &map)
}

/// Whether `lang` itself has the message `id` (for the tests; its variables
/// are given as `$detail` and `$count`, the refusals').
pub fn has_message(lang: Lang, id: &str) -> bool {
    let args: HashMap<&str, FluentValue<'_>> =
        HashMap::from([("detail", "x".into()), ("count", 1.into())]);
    LOCALES
        .lookup_single_language(lang.id(), id, Some(&args))
        .is_ok()
}

/// `n` as `lang` writes it: digits in groups of three from 10,000 on
/// (`12,345`, `12.345`, `12 345`), with the language's
/// `number-group-separator`.
pub fn number(lang: Lang, n: i64) -> String {
    let digits = n.unsigned_abs().to_string();
    let sign = if n < 0 { "-" } else { "" };
    if digits.len() <= 4 {
        return format!("{sign}{digits}");
    }
    let separator = t(lang, "number-group-separator");
    let mut out = String::from(sign);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(&separator);
        }
        out.push(c);
    }
    out
}

fn moment_args(at: OffsetDateTime) -> [(&'static str, FluentValue<'static>); 5] {
    let at = at.to_offset(time::UtcOffset::UTC);
    let (year, month, day) = (at.year(), u8::from(at.month()), at.day());
    clock_args(
        year.into(),
        month.into(),
        day.into(),
        at.hour().into(),
        at.minute().into(),
    )
}

/// A moment's date and time as the `format-…` messages take them: digits
/// with their leading zeros.
fn clock_args(
    year: i64,
    month: i64,
    day: i64,
    hour: i64,
    minute: i64,
) -> [(&'static str, FluentValue<'static>); 5] {
    [
        ("year", format!("{year:04}").into()),
        ("month", format!("{month:02}").into()),
        ("day", format!("{day:02}").into()),
        ("hour", format!("{hour:02}").into()),
        ("minute", format!("{minute:02}").into()),
    ]
}

/// A player's local time (`at`, in their own zone) as `lang` writes it,
/// with the day of the week: "2026-11-23 15:04 (Mon)", "23.11.2026 15:04
/// (Mo)" (`format-local-time`).
pub fn local_time(lang: Lang, at: jiff::civil::DateTime) -> String {
    let weekday = t(
        lang,
        &format!("format-weekday-{}", at.weekday().to_monday_one_offset()),
    );
    let [year, month, day, hour, minute] = clock_args(
        at.year().into(),
        at.month().into(),
        at.day().into(),
        at.hour().into(),
        at.minute().into(),
    );
    t_args(
        lang,
        "format-local-time",
        &[year, month, day, hour, minute, ("weekday", weekday.into())],
    )
}

/// A moment (in UTC) as `lang` writes it: "2026-11-27 14:05 UTC",
/// "27.11.2026 14:05 UTC" (`format-date-time`).
pub fn date_time(lang: Lang, at: OffsetDateTime) -> String {
    t_args(lang, "format-date-time", &moment_args(at))
}

/// A day (in UTC) as `lang` writes it: "2026-11-27", "27.11.2026"
/// (`format-date`).
pub fn date(lang: Lang, at: OffsetDateTime) -> String {
    t_args(lang, "format-date", &moment_args(at))
}

/// The Fluent variable a refusal's words take, if any: `$detail` (words or
/// a name) or `$count` (a number).
fn refusal_args(refusal: &Refusal) -> Vec<(&'static str, FluentValue<'static>)> {
    use Refusal as R;
    match refusal {
        R::Illegal(why) => vec![("detail", why.words.clone().into())],
        R::ClaimRefused(why) => vec![("detail", why.words.clone().into())],
        R::TimeRanOut(s)
        | R::NotAMove(s)
        | R::NoSuchPlayer(s)
        | R::AlreadySo(s)
        | R::DefenderNotOnLadder(s)
        | R::NotAbove(s)
        | R::DefenderChallenged(s)
        | R::LadderSettings(s)
        | R::UseridTaken(s) => vec![("detail", s.clone().into())],
        R::UseridProblem(s) | R::PasswordProblem(s) => vec![("detail", (*s).into())],
        R::TooManyOffers(n)
        | R::TooManyMessages(n)
        | R::TooManyChatLines(n)
        | R::TooManyTokens(n) => vec![("count", (*n).into())],
        R::TournamentNameTooLong(n) | R::TokenNameTooLong(n) => vec![("count", (*n).into())],
        R::NotEnoughVacation(n)
        | R::TournamentPlayers(n)
        | R::TournamentRounds(n)
        | R::TournamentDeadlineFar(n)
        | R::TooManyTournaments(n)
        | R::TournamentFull(n)
        | R::OutOfReach(n) => vec![("count", (*n).into())],
        R::ComputerAlreadySeated(level) => vec![("count", (*level).into())],
        _ => Vec::new(),
    }
}

/// A refusal's title in `lang` (`refusal-<code>-title`).
pub fn refusal_title(refusal: &Refusal, lang: Lang) -> String {
    let declared = refusal.declared();
    let id = format!("refusal-{}-title", declared.code);
    match LOCALES.try_lookup(lang.id(), &id) {
        Some(words) => words,
        None => declared.title.to_owned(),
    }
}

/// A refusal's words in `lang` (`refusal-<code>`, its argument as `$detail`
/// or `$count`). Words that come from the rules (an illegal move's reason)
/// stay in English for now.
pub fn refusal_message(refusal: &Refusal, lang: Lang) -> String {
    let declared = refusal.declared();
    let id = format!("refusal-{}", declared.code);
    let args = match refusal {
        // The rules' reason for an illegal move, in the reader's words.
        Refusal::Illegal(crate::domain::IllegalWhy {
            reason: Some((e, board)),
            ..
        }) => vec![("detail", illegal_move(lang, e, *board).into())],
        Refusal::ClaimRefused(why) => vec![("detail", claim_refused(lang, &why.reason).into())],
        // The userid's and password's problems have their own words.
        Refusal::UseridProblem(s) | Refusal::PasswordProblem(s) => {
            vec![("detail", problem(lang, s).into())]
        }
        _ => refusal_args(refusal),
    };
    let map: HashMap<Cow<'static, str>, FluentValue<'_>> = args
        .into_iter()
        .map(|(k, v)| (Cow::Borrowed(k), v))
        .collect();
    match LOCALES.try_lookup_with_args(lang.id(), &id, &map) {
        Some(words) => words,
        None => declared.message,
    }
}

/// Why the rules refuse a move (`locales/<lang>/moves.ftl`), its squares
/// named as `board` names them: "illegal move: e4 is not empty".
pub fn illegal_move(lang: Lang, e: &halma_rules::IllegalMove, board: halma_rules::Board) -> String {
    let reason = illegal_reason(lang, e, board);
    t_args(lang, "move-illegal", &[("reason", reason.into())])
}

/// [`illegal_move`]'s reason alone: "e4 is not empty".
pub fn illegal_reason(
    lang: Lang,
    e: &halma_rules::IllegalMove,
    board: halma_rules::Board,
) -> String {
    use halma_rules::IllegalMove as I;
    let name = |sq: &halma_rules::Square| board.name(*sq).to_string();
    let colour = |c: String| t_args(lang, "move-colour", &[("colour", c.into())]);
    let (id, args): (&str, Vec<(&'static str, String)>) = match e {
        I::OffBoard(sq) => ("move-off-board", vec![("square", name(sq))]),
        I::NotYourPiece { square, color } => (
            "move-not-your-piece",
            vec![
                ("square", name(square)),
                ("colour", colour(color.to_string())),
            ],
        ),
        I::NotSeatPiece { square, colour: c } => (
            "move-not-your-piece",
            vec![("square", name(square)), ("colour", colour(c.to_string()))],
        ),
        I::Occupied(sq) => ("move-occupied", vec![("square", name(sq))]),
        I::StepThenMore(sq) => ("move-step-then-more", vec![("square", name(sq))]),
        I::StepAfterJump(sq) => ("move-step-after-jump", vec![("square", name(sq))]),
        I::NotStepOrJump(a, b) => (
            "move-not-step-or-jump",
            vec![("from", name(a)), ("to", name(b))],
        ),
        I::NothingToJump { from, to, over } => (
            "move-nothing-to-jump",
            vec![("from", name(from)), ("to", name(to)), ("over", name(over))],
        ),
        I::Revisit(sq) => ("move-revisit", vec![("square", name(sq))]),
        I::NotStraight(a, b) => (
            "move-not-straight",
            vec![("from", name(a)), ("to", name(b))],
        ),
        I::TooManySquares => ("move-too-many-squares", vec![]),
        I::Wall(sq) => ("move-wall", vec![("square", name(sq))]),
        I::OwnYard(sq) => ("move-own-yard", vec![("square", name(sq))]),
        I::MayNotPass(c) => ("move-may-not-pass", vec![("colour", colour(c.to_string()))]),
        I::SeatMayNotPass(c) => ("move-may-not-pass", vec![("colour", colour(c.to_string()))]),
        I::MustPass(c) => ("move-must-pass", vec![("colour", colour(c.to_string()))]),
        I::Incomplete => ("move-incomplete", vec![]),
        I::ForeignPoint(sq) => ("move-foreign-point", vec![("square", name(sq))]),
        I::SeatMoveNumberOverflow(c) => (
            "move-number-overflow",
            vec![
                ("number", u32::MAX.to_string()),
                ("colour", colour(c.to_string())),
            ],
        ),
        I::MoveNumberOverflow => (
            "move-number-overflow",
            vec![
                ("number", u32::MAX.to_string()),
                ("colour", colour("black".to_owned())),
            ],
        ),
    };
    let args: Vec<(&'static str, FluentValue<'_>)> =
        args.into_iter().map(|(k, v)| (k, v.into())).collect();
    t_args(lang, id, &args)
}

/// Why the rules refuse a draw claim, in `lang` (`locales/<lang>/moves.ftl`).
pub fn claim_refused(lang: Lang, e: &halma_rules::ClaimError) -> String {
    use halma_rules::ClaimError as C;
    match e {
        C::NotClaimRule => t(lang, "move-claim-not-claim-rule"),
        C::TooEarly(n) => t_args(
            lang,
            "move-claim-too-early",
            &[
                (
                    "after",
                    halma_rules::CLAIM_AFTER_FULLMOVE.to_string().into(),
                ),
                ("number", n.to_string().into()),
            ],
        ),
        // The game's end in the rules' words (seldom seen: a claim on a
        // game that just ended).
        C::Over(_) => e.to_string(),
        C::Illegal(e) => illegal_move(lang, e, halma_rules::Board::Square(16)),
        C::NoRepetition { seen } => t_args(
            lang,
            "move-claim-no-repetition",
            &[("seen", (*seen).into())],
        ),
    }
}

/// A userid's or password's problem ([`crate::passwords::PROBLEMS`]) in
/// `lang`; other words as they are.
pub fn problem(lang: Lang, words: &str) -> String {
    crate::passwords::problem_id(words).map_or_else(|| words.to_owned(), |id| t(lang, id))
}

/// Words an error page says, put in the reader's language when the page is
/// drawn (the error answer is made before the reader's language is known).
#[derive(Debug, Clone)]
pub enum Words {
    /// A message of the locales, without variables.
    Id(&'static str),
    /// A refusal's title.
    RefusalTitle(Refusal),
    /// A refusal's words.
    RefusalMessage(Refusal),
    /// Words not translated yet (English).
    Plain(String),
}

impl Words {
    /// The words in `lang`.
    pub fn in_lang(&self, lang: Lang) -> String {
        match self {
            Words::Id(id) => t(lang, id),
            Words::RefusalTitle(r) => refusal_title(r, lang),
            Words::RefusalMessage(r) => refusal_message(r, lang),
            Words::Plain(words) => words.clone(),
        }
    }
}

impl From<&'static str> for Words {
    fn from(words: &'static str) -> Self {
        Words::Plain(words.to_owned())
    }
}

impl From<String> for Words {
    fn from(words: String) -> Self {
        Words::Plain(words)
    }
}

#[cfg(test)]
mod illegal_move_tests {
    use super::*;
    use halma_rules::{Board, Color, IllegalMove as I, Square};

    #[test]
    fn the_rules_reasons_say_in_english_what_the_rules_say_and_in_german_german() {
        let sq = |s: &str| s.parse::<Square>().expect("a square");
        let board = Board::Square(8);
        let cases = [
            I::OffBoard(sq("e4")),
            I::NotYourPiece {
                square: sq("e4"),
                color: Color::White,
            },
            I::Occupied(sq("e4")),
            I::StepThenMore(sq("e4")),
            I::StepAfterJump(sq("e4")),
            I::NotStepOrJump(sq("a1"), sq("e4")),
            I::NothingToJump {
                from: sq("a1"),
                to: sq("c3"),
                over: sq("b2"),
            },
            I::Revisit(sq("e4")),
            I::NotStraight(sq("a1"), sq("e4")),
            I::TooManySquares,
            I::Wall(sq("e4")),
            I::OwnYard(sq("e4")),
            I::MayNotPass(Color::Black),
            I::MustPass(Color::White),
            I::Incomplete,
            I::ForeignPoint(sq("e4")),
            I::SeatMayNotPass(halma_rules::Colour::Red),
            I::NotSeatPiece {
                square: sq("e4"),
                colour: halma_rules::Colour::Green,
            },
            I::SeatMoveNumberOverflow(halma_rules::Colour::Blue),
            I::MoveNumberOverflow,
        ];
        let de = Lang::from_code("de").expect("German");
        for e in cases {
            let english = illegal_move(Lang::ENGLISH, &e, board);
            assert_eq!(english, format!("illegal move: {}", e.on(board)));
            let german = illegal_move(de, &e, board);
            assert!(german.starts_with("unerlaubter Zug: "), "{german}");
            assert_ne!(german, english);
        }
        assert_eq!(
            illegal_move(de, &I::Occupied(sq("e4")), board),
            "unerlaubter Zug: e4 ist nicht leer"
        );
    }

    #[test]
    fn the_rules_reasons_for_refusing_a_claim_too() {
        use halma_rules::ClaimError as C;
        let de = Lang::from_code("de").expect("German");
        for e in [
            C::NotClaimRule,
            C::TooEarly(12),
            C::Illegal(I::Occupied("e4".parse().expect("a square"))),
            C::NoRepetition { seen: 0 },
            C::NoRepetition { seen: 1 },
            C::NoRepetition { seen: 2 },
        ] {
            assert_eq!(claim_refused(Lang::ENGLISH, &e), e.to_string());
            assert_ne!(claim_refused(de, &e), e.to_string());
        }
        assert_eq!(
            claim_refused(de, &C::NoRepetition { seen: 1 }),
            "der Zug würde die Stellung nicht zum dritten Mal wiederholen (zuvor 1 Mal gesehen)"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lang(code: &str) -> Lang {
        Lang::from_code(code).expect(code)
    }

    #[test]
    fn the_languages_are_the_directories() {
        let codes: Vec<&str> = Lang::all().map(Lang::code).collect();
        assert_eq!(codes[0], "en");
        for code in ["de", "fr", "nl"] {
            assert!(codes.contains(&code), "{codes:?}");
        }
        assert_eq!(lang("de").name(), "Deutsch");
        assert_eq!(lang("fr").name(), "Français");
        assert_eq!(lang("nl").name(), "Nederlands");
        assert_eq!(Lang::ENGLISH.name(), "English");
        assert_eq!("DE".parse::<Lang>(), Ok(lang("de")));
        assert!("xx".parse::<Lang>().unwrap_err().contains("en, de"));
    }

    #[test]
    fn accept_language_is_read_by_q_value_and_by_language() {
        assert_eq!(negotiate("de"), Some(lang("de")));
        assert_eq!(negotiate("de-CH"), Some(lang("de")));
        assert_eq!(negotiate("fr-CA,fr;q=0.9,en;q=0.8"), Some(lang("fr")));
        assert_eq!(negotiate("en;q=0.5, nl;q=0.8"), Some(lang("nl")));
        assert_eq!(negotiate("ja, de;q=0.1"), Some(lang("de")));
        assert_eq!(negotiate("de;q=0, fr;q=0.2"), Some(lang("fr")));
        assert_eq!(negotiate("en-GB,en-US;q=0.9"), Some(Lang::ENGLISH));
        assert_eq!(negotiate("ja, zh"), None);
        assert_eq!(negotiate("*"), None);
        assert_eq!(negotiate(""), None);
        assert_eq!(negotiate("de;q=abc, nl"), Some(lang("nl")));
    }

    #[test]
    fn the_visitor_s_choices_go_in_order() {
        let visit = VisitLanguage {
            chosen: Some(lang("fr")),
            accepted: Some(lang("nl")),
            default: lang("de"),
        };
        assert_eq!(visit.with_account(Some("de")), lang("de"));
        assert_eq!(visit.with_account(Some("xx")), lang("fr"));
        assert_eq!(visit.with_account(None), lang("fr"));
        assert_eq!(visit.for_api(), lang("nl"));
        let visit = VisitLanguage {
            chosen: None,
            ..visit
        };
        assert_eq!(visit.with_account(None), lang("nl"));
        let visit = VisitLanguage {
            accepted: None,
            ..visit
        };
        assert_eq!(visit.with_account(None), lang("de"));
    }

    #[test]
    fn plurals_follow_each_language() {
        let moves = |code: &str, n: i64| t_args(lang(code), "moves-count", &[("count", n.into())]);
        assert_eq!(moves("en", 1), "1 move");
        assert_eq!(moves("en", 2), "2 moves");
        assert_eq!(moves("de", 1), "1 Zug");
        assert_eq!(moves("de", 2), "2 Züge");
        assert_eq!(moves("fr", 1), "1 coup");
        assert_eq!(moves("fr", 2), "2 coups");
        assert_eq!(moves("nl", 1), "1 zet");
        assert_eq!(moves("nl", 2), "2 zetten");
        // No isolation marks around placeables.
        assert!(!moves("de", 2).contains('\u{2068}'));
    }

    #[test]
    fn text_is_escaped_once_and_keeps_its_apostrophes() {
        #[derive(askama::Template)]
        #[template(source = "<p title=\"{{ a }}\">{{ a }} {{ b }}</p>", ext = "html")]
        struct T {
            a: Text,
            b: String,
        }
        let words = "the site's <b>\"admin\"</b> & co";
        let html = askama::Template::render(&T {
            a: Text(words.to_owned()),
            b: words.to_owned(),
        })
        .expect("render");
        assert_eq!(
            html,
            "<p title=\"the site's &#60;b&#62;&#34;admin&#34;&#60;/b&#62; &#38; co\">\
             the site's &#60;b&#62;&#34;admin&#34;&#60;/b&#62; &#38; co \
             the site&#39;s &#60;b&#62;&#34;admin&#34;&#60;/b&#62; &#38; co</p>"
        );
        assert_eq!(String::from(Text(words.to_owned())), words);
    }

    #[test]
    fn numbers_and_dates_as_each_language_writes_them() {
        assert_eq!(number(Lang::ENGLISH, 1234), "1234");
        assert_eq!(number(Lang::ENGLISH, 1_234_567), "1,234,567");
        assert_eq!(number(lang("de"), -12345), "-12.345");
        assert_eq!(number(lang("fr"), 12345), "12\u{202f}345");
        assert_eq!(number(lang("nl"), 123_456), "123.456");
        let at = time::macros::datetime!(2026-11-27 14:05 UTC);
        assert_eq!(date_time(Lang::ENGLISH, at), crate::describe::date(at));
        assert_eq!(date_time(Lang::ENGLISH, at), "2026-11-27 14:05 UTC");
        assert_eq!(date_time(lang("de"), at), "27.11.2026 14:05 UTC");
        assert_eq!(date_time(lang("fr"), at), "27/11/2026 14:05 UTC");
        assert_eq!(date_time(lang("nl"), at), "27-11-2026 14:05 UTC");
        assert_eq!(date(Lang::ENGLISH, at), "2026-11-27");
        assert_eq!(date(lang("de"), at), "27.11.2026");
    }

    #[test]
    fn refusals_say_in_english_what_they_always_said() {
        for refusal in crate::domain::refusal::tests::every_case() {
            let declared = refusal.declared();
            assert_eq!(
                refusal_title(&refusal, Lang::ENGLISH),
                declared.title,
                "{refusal:?}"
            );
            assert_eq!(
                refusal_message(&refusal, Lang::ENGLISH),
                declared.message,
                "{refusal:?}"
            );
            for lang in Lang::all() {
                let id = format!("refusal-{}", declared.code);
                assert!(has_message(lang, &id), "{lang}: {id}");
                assert!(
                    has_message(lang, &format!("{id}-title")),
                    "{lang}: {id}-title"
                );
            }
        }
        assert_eq!(
            refusal_message(&Refusal::TooManyTokens(3), lang("de")),
            "Du hast 3 gültige Tokens, so viele, wie ein Spieler haben darf. Widerrufe zuerst eines; es wurde nichts angelegt."
        );
    }

    #[test]
    fn a_message_with_values_is_the_same_formatted_again_and_differs_by_its_values() {
        let de = lang("de");
        let days = |n: i64| t_args(de, "account-span-days", &[("count", n.into())]);
        for n in [1, 2, 1, 2, 0] {
            assert_eq!(
                days(n),
                format_args(de, "account-span-days", &[("count", n.into())])
            );
        }
        assert_ne!(days(1), days(2));
        let square = |s: &str| {
            t_args(
                de,
                "game-square-empty",
                &[("square", FluentValue::from(s.to_owned()))],
            )
        };
        assert_eq!(square("c3"), "c3, leer");
        assert_eq!(square("c4"), "c4, leer");
        // A value cannot pass for two: each is written with its length.
        assert_ne!(
            args_key("m", &[("a", "x\u{1f}b\u{1e}y".into())]),
            args_key("m", &[("a", "x".into()), ("b", "y".into())])
        );
        // Numbers by their exact value, apart from the same digits as text;
        // one with options of its own is not remembered.
        assert_ne!(
            args_key("m", &[("a", 1.into())]),
            args_key("m", &[("a", 1.5.into())])
        );
        assert_ne!(
            args_key("m", &[("a", 1.into())]),
            args_key("m", &[("a", "1".into())])
        );
        let mut padded = fluent_templates::fluent_bundle::types::FluentNumber::from(1);
        padded.options.minimum_integer_digits = Some(2);
        assert_eq!(args_key("m", &[("a", FluentValue::Number(padded))]), None);
    }
}
