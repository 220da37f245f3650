//! What the server bounds in what a visitor sends, before it does anything
//! with it: the size of a request body, and the length and the characters of
//! every form field. A field too long, or holding a control character where
//! text of one line belongs, is refused on the site's error page before it is
//! looked up, hashed, stored or logged. (The time a request may take, and the
//! time a client may take to send its headers, are settings: see `config`.)

use axum::http::StatusCode;

use crate::{error::AppError, passwords, web::MAX_LOCAL_PATH};

/// The largest request body read, in bytes: far more than any form of the
/// site sends (the game record box has a limit of its own).
pub const BODY_LIMIT: usize = 64 * 1024;

/// The longest game record `/records` replays, in bytes: several times the
/// longest game a deadline allows, and small enough that anyone may replay one.
pub const MAX_RECORD: usize = 50_000;

/// The body limit of `/records`: a record of [`MAX_RECORD`] bytes, each of
/// which a browser may send as three (`%0A`), and the rest of the form.
pub const RECORD_BODY_LIMIT: usize = 3 * MAX_RECORD + 4 * 1024;

/// The most characters of a profile's "about" text.
pub use crate::domain::club::MAX_ABOUT;
/// The most characters of a message's subject.
pub const MAX_SUBJECT: usize = 200;
/// The most characters of a message.
pub const MAX_MESSAGE: usize = 5000;
/// The most characters of a news title.
pub const MAX_NEWS_TITLE: usize = 200;
/// The most characters of a news item.
pub const MAX_NEWS_BODY: usize = 5000;

/// What a field may hold besides its length.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// One line: no control characters at all (names, choices, numbers, moves).
    Line,
    /// Text from a box: line breaks and tabs, but no other control character.
    Text,
    /// Anything: a password, which is only ever hashed (never stored, compared
    /// or logged as it is), and the address to go back to, which
    /// `web::local_path` judges (anything but a path of this site leads to the
    /// status page).
    Any,
}

/// One field of the site's forms.
struct Field {
    name: &'static str,
    /// The most characters it may hold.
    max: usize,
    kind: Kind,
    /// What it is, to start a sentence ("A userid").
    what: &'static str,
    /// What is said when it is too long.
    too_long: TooLong,
}

/// What a field too long is answered with.
#[derive(Debug, Clone, Copy)]
enum TooLong {
    /// "{what} can have at most {n} characters.", `n` the characters kept
    /// (the same constant the form's `maxlength` and the page's own check use).
    AtMost(usize),
    /// Words of its own, for a field whose length is not a count a person
    /// types (a token, a move, a record in kB).
    Says(&'static str),
}

impl Field {
    fn too_long(&self) -> String {
        match self.too_long {
            TooLong::AtMost(n) => format!(
                "{} can have at most {} characters.",
                self.what,
                thousands(n)
            ),
            TooLong::Says(words) => words.to_owned(),
        }
    }
}

/// A count as the pages write it: 2,000.
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The longest list of invited players: five userids and their commas.
pub const MAX_INVITED: usize = 5 * passwords::MAX_USERNAME + 10;

/// The fields of the site's forms that hold more than a short choice or number;
/// any other field may hold [`OTHER_MAX`] characters of one line.
const FIELDS: &[Field] = &[
    Field {
        name: "username",
        max: passwords::MAX_USERNAME,
        kind: Kind::Line,
        what: "A userid",
        too_long: TooLong::AtMost(passwords::MAX_USERNAME),
    },
    // The players invited: one userid, or one a seat besides the poster's
    // in a game for six (five, with their commas).
    Field {
        name: "opponent",
        max: MAX_INVITED,
        kind: Kind::Line,
        what: "The invited players' userids",
        too_long: TooLong::AtMost(MAX_INVITED),
    },
    Field {
        name: "to",
        max: passwords::MAX_USERNAME,
        kind: Kind::Line,
        what: "A userid",
        too_long: TooLong::AtMost(passwords::MAX_USERNAME),
    },
    Field {
        name: "about",
        // Twice the characters kept: a browser sends each line break as two
        // (CR LF); the page counts them as one, and refuses beside the field.
        max: 2 * MAX_ABOUT,
        kind: Kind::Text,
        what: "“About you”",
        too_long: TooLong::AtMost(MAX_ABOUT),
    },
    Field {
        name: "time_zone",
        max: 64,
        kind: Kind::Line,
        what: "A time zone",
        too_long: TooLong::Says("No time zone has so long a name."),
    },
    Field {
        name: "email",
        max: crate::domain::notify::EMAIL_MAX,
        kind: Kind::Line,
        what: "A mail address",
        too_long: TooLong::AtMost(crate::domain::notify::EMAIL_MAX),
    },
    Field {
        name: "subject",
        max: MAX_SUBJECT,
        kind: Kind::Line,
        what: "A subject",
        too_long: TooLong::AtMost(MAX_SUBJECT),
    },
    Field {
        name: "title",
        max: MAX_NEWS_TITLE,
        kind: Kind::Line,
        what: "A title",
        too_long: TooLong::AtMost(MAX_NEWS_TITLE),
    },
    Field {
        name: "body",
        // As for `about`: line breaks arrive as two characters.
        max: 2 * MAX_MESSAGE,
        kind: Kind::Text,
        what: "A message",
        too_long: TooLong::AtMost(MAX_MESSAGE),
    },
    Field {
        name: "note",
        // A game chat line sent with a move; line breaks arrive as two.
        max: 2 * MAX_MESSAGE,
        kind: Kind::Text,
        what: "A note",
        too_long: TooLong::AtMost(MAX_MESSAGE),
    },
    Field {
        name: "password",
        max: passwords::MAX_PASSWORD,
        kind: Kind::Any,
        what: "A password",
        too_long: TooLong::AtMost(passwords::MAX_PASSWORD),
    },
    Field {
        name: "new_password",
        max: passwords::MAX_PASSWORD,
        kind: Kind::Any,
        what: "A password",
        too_long: TooLong::AtMost(passwords::MAX_PASSWORD),
    },
    Field {
        name: "current_password",
        max: passwords::MAX_PASSWORD,
        kind: Kind::Any,
        what: "A password",
        too_long: TooLong::AtMost(passwords::MAX_PASSWORD),
    },
    Field {
        name: "csrf",
        max: 64,
        kind: Kind::Line,
        what: "The form's token",
        too_long: TooLong::Says("The form's token is not one this site gives."),
    },
    Field {
        name: "back",
        max: MAX_LOCAL_PATH,
        kind: Kind::Any,
        what: "The address to go back to",
        too_long: TooLong::Says("The address to go back to is too long."),
    },
    Field {
        name: "next",
        max: MAX_LOCAL_PATH,
        kind: Kind::Any,
        what: "The address to go back to",
        too_long: TooLong::Says("The address to go back to is too long."),
    },
    Field {
        name: "path",
        // 64 squares (halma_rules::MAX_PATH) of up to three characters, and dashes.
        max: 4 * halma_rules::MAX_PATH,
        kind: Kind::Line,
        what: "A move",
        too_long: TooLong::Says("No move has so many squares."),
    },
    Field {
        name: "name",
        max: crate::domain::tournaments::MAX_NAME,
        kind: Kind::Line,
        what: "A name",
        too_long: TooLong::AtMost(crate::domain::tournaments::MAX_NAME),
    },
    Field {
        name: "reason",
        max: MAX_REASON,
        kind: Kind::Line,
        what: "A reason",
        too_long: TooLong::AtMost(MAX_REASON),
    },
    Field {
        name: "record",
        max: MAX_RECORD,
        kind: Kind::Text,
        what: "A game record",
        too_long: TooLong::Says("This record is longer than 50 kB; no game needs that much."),
    },
];

/// The longest admin's reason (a claim rejected, a game adjudicated).
pub const MAX_REASON: usize = 500;

/// The most characters of a field not in [`FIELDS`]: a choice (`halma-8x8`,
/// `deadline`, `random`, `accept`) or a number (days, ply).
pub const OTHER_MAX: usize = 40;

fn field(name: &str) -> Option<&'static Field> {
    FIELDS.iter().find(|f| f.name == name)
}

fn refuse(message: impl Into<String>) -> AppError {
    AppError::visitor(StatusCode::BAD_REQUEST, "That did not work", message)
}

/// Checks every field of an `application/x-www-form-urlencoded` body against
/// its bounds; the first one out of bounds is the answer, a 400 that says
/// which and why. Nothing of a refused field is logged or echoed back.
pub fn check_form(body: &[u8]) -> Result<(), AppError> {
    for (name, value) in url::form_urlencoded::parse(body) {
        let known = field(&name);
        let (max, kind) = known.map_or((OTHER_MAX, Kind::Line), |f| (f.max, f.kind));
        let what = known.map_or("A field of this form", |f| f.what);
        if value.chars().count() > max {
            return Err(refuse(known.map_or_else(
                || {
                    format!(
                        "A field of this form holds more than the {OTHER_MAX} characters it can. \
                         Nothing was done; go back and use the page's own form."
                    )
                },
                |f| format!("{} Nothing was done.", f.too_long()),
            )));
        }
        let allowed = |c: char| match kind {
            Kind::Line => !c.is_control(),
            Kind::Text => !c.is_control() || matches!(c, '\n' | '\r' | '\t'),
            Kind::Any => true,
        };
        if !value.chars().all(allowed) {
            return Err(refuse(format!(
                "{what} cannot hold a control character (such as a line break or a NUL). \
                 Nothing was done."
            )));
        }
    }
    Ok(())
}

/// The pages kept for the current second (`page_cache`): at most this many,
/// each at most [`KEPT_PAGE`] bytes, all together at most [`KEPT_PAGE_BYTES`];
/// and at most this many requests told apart as asked in it.
pub const KEPT_PAGES: usize = 4096;
/// See [`KEPT_PAGES`].
pub const KEPT_PAGE: usize = 256 * 1024;
/// See [`KEPT_PAGES`].
pub const KEPT_PAGE_BYTES: usize = 32 * 1024 * 1024;

#[cfg(test)]
mod tests {
    use super::*;

    fn message(body: &str) -> Option<String> {
        match check_form(body.as_bytes()) {
            Ok(()) => None,
            Err(AppError::Visitor {
                status, message, ..
            }) => {
                assert_eq!(status, StatusCode::BAD_REQUEST);
                Some(message.in_lang(crate::i18n::Lang::ENGLISH))
            }
            Err(e) => panic!("not a visitor's error: {e:?}"),
        }
    }

    #[test]
    fn fields_are_bounded_by_name() {
        assert_eq!(
            message("username=alice&password=correct+horse&csrf=x"),
            None
        );
        let name = "a".repeat(21);
        assert!(message(&format!("username={name}"))
            .is_some_and(|m| m.contains("at most 20 characters")));
        assert_eq!(message(&format!("opponent={name},{name}")), None);
        assert!(message(&format!("opponent={}", "a".repeat(MAX_INVITED + 1))).is_some());
        assert!(message(&format!("to={name}")).is_some());
        assert_eq!(message(&format!("about={}", "a%0D%0A".repeat(1000))), None);
        assert!(message(&format!("about={}", "a".repeat(4001))).is_some());
        assert!(message(&format!("subject={}", "s".repeat(201))).is_some());
        assert!(message("subject=a%0Ab").is_some_and(|m| m.contains("control character")));
        assert_eq!(message(&format!("body={}", "b%0D%0A".repeat(3000))), None);
        assert!(message(&format!("body={}", "b".repeat(10_001))).is_some());
        let password = "p".repeat(129);
        assert!(message(&format!("password={password}")).is_some_and(|m| m.contains("at most 128")));
        assert_eq!(message(&format!("password={}", "p".repeat(128))), None);
        // Characters, not bytes: a password of 128 non-ASCII letters is fine.
        assert_eq!(message(&format!("password={}", "%C3%A9".repeat(128))), None);
        assert!(message(&format!("game={}", "g".repeat(41))).is_some());
        assert!(message(&format!("record={}", "1".repeat(MAX_RECORD + 1)))
            .is_some_and(|m| m.contains("50 kB")));
        assert_eq!(message(&format!("record={}", "1".repeat(MAX_RECORD))), None);
    }

    #[test]
    fn control_characters_only_where_text_may_break_lines() {
        for body in [
            "username=a%00b",
            "username=a%0Ab",
            "opponent=%09x",
            "game=x%7F",
            "reason=a%0Db",
        ] {
            assert!(
                message(body).is_some_and(|m| m.contains("control character")),
                "{body}"
            );
        }
        assert_eq!(message("record=%5BGame%5D%0D%0A%0A1.%09g3-f4"), None);
        assert!(message("record=a%00b").is_some());
        assert_eq!(message("password=tab%09and%00nul"), None);
    }
}
