//! What every page's layout (`base.html`) is drawn with.

use fluent_templates::fluent_bundle::FluentValue;
use time::OffsetDateTime;

use crate::{
    domain::Refusal,
    i18n::{self, Lang, Text},
    sessions::Visit,
    store::{Store, StoreError, User},
};

/// What the layout (`base.html`) needs on every page: who is logged in, the
/// form token every POST form must carry as its hidden `csrf` field, and the
/// reader's language, whose words every template says through the methods
/// below (see [`crate::i18n`] for the calling convention).
#[derive(Debug, Clone, Default)]
pub struct Page {
    pub user: Option<User>,
    pub csrf: String,
    /// How many message threads of the user are unread (the navigation's count).
    pub unread: i64,
    /// The user's board preferences (the defaults for a visitor).
    pub board: crate::model::BoardPrefs,
    /// The reader's language.
    pub lang: Lang,
    /// Where the language switch sends the reader back to (this page's path
    /// and query).
    pub here: String,
}

impl Page {
    /// A page with no session behind it (error pages).
    pub fn bare() -> Self {
        Self::default()
    }

    /// A page for a visitor who is not logged in, in the visit's language,
    /// without asking the store (error pages): its forms carry the form token
    /// of the visitor's cookie, if any.
    pub fn anonymous(visit: &Visit) -> Self {
        Page {
            csrf: visit.cookie_form_token().unwrap_or_default(),
            lang: visit.language().with_account(None),
            here: visit.here().unwrap_or_else(|| "/".to_owned()),
            ..Page::default()
        }
    }

    /// The layout of the visitor of `visit`, for code outside a handler.
    pub async fn of_visit(store: &dyn Store, visit: &Visit) -> Result<Self, StoreError> {
        // The session (read once a request) brings the count and the board.
        let session = visit.session(store).await?;
        let csrf = visit.form_token(store).await?;
        let here = visit.here().unwrap_or_else(|| "/".to_owned());
        let language = visit.language();
        Ok(match session {
            Some(s) => Page {
                lang: language.with_account(s.user.language.as_deref()),
                user: Some(s.user),
                csrf,
                unread: s.unread,
                board: s.board,
                here,
            },
            None => Page {
                csrf,
                lang: language.with_account(None),
                here,
                ..Page::default()
            },
        })
    }

    /// The message `id` in the reader's language: `{{ page.t("nav-status") }}`.
    pub fn t(&self, id: &str) -> Text {
        Text::new(i18n::t(self.lang, id))
    }

    /// The message `id` with one Fluent variable:
    /// `{{ page.t1("unread-count", "count", page.unread) }}`.
    pub fn t1<'a>(&self, id: &str, name: &'static str, value: impl Into<FluentValue<'a>>) -> Text {
        Text::new(i18n::t_args(self.lang, id, &[(name, value.into())]))
    }

    /// The message `id` with two Fluent variables.
    pub fn t2<'a, 'b>(
        &self,
        id: &str,
        name1: &'static str,
        value1: impl Into<FluentValue<'a>>,
        name2: &'static str,
        value2: impl Into<FluentValue<'b>>,
    ) -> Text {
        Text::new(i18n::t_args(
            self.lang,
            id,
            &[(name1, value1.into()), (name2, value2.into())],
        ))
    }

    /// The message `id` with three Fluent variables.
    #[allow(clippy::too_many_arguments)]
    pub fn t3<'a, 'b, 'c>(
        &self,
        id: &str,
        name1: &'static str,
        value1: impl Into<FluentValue<'a>>,
        name2: &'static str,
        value2: impl Into<FluentValue<'b>>,
        name3: &'static str,
        value3: impl Into<FluentValue<'c>>,
    ) -> Text {
        Text::new(i18n::t_args(
            self.lang,
            id,
            &[
                (name1, value1.into()),
                (name2, value2.into()),
                (name3, value3.into()),
            ],
        ))
    }

    /// A number as the reader's language writes it: `{{ page.number(n) }}`.
    pub fn number(&self, n: impl Into<i64>) -> String {
        i18n::number(self.lang, n.into())
    }

    /// A moment as the reader's language writes it: `{{ page.date_time(at) }}`.
    pub fn date_time(&self, at: impl std::borrow::Borrow<OffsetDateTime>) -> String {
        i18n::date_time(self.lang, *at.borrow())
    }

    /// A day as the reader's language writes it: `{{ page.date(at) }}`.
    pub fn date(&self, at: impl std::borrow::Borrow<OffsetDateTime>) -> String {
        i18n::date(self.lang, *at.borrow())
    }

    /// A refusal's title in the reader's language.
    pub fn refusal_title(&self, refusal: &Refusal) -> String {
        i18n::refusal_title(refusal, self.lang)
    }

    /// A refusal's words in the reader's language.
    pub fn refusal_message(&self, refusal: &Refusal) -> String {
        i18n::refusal_message(refusal, self.lang)
    }

    /// The languages of the footer's switch: each with its own name, and
    /// whether it is the reader's.
    pub fn languages(&self) -> Vec<(Lang, String, bool)> {
        Lang::all()
            .map(|lang| (lang, lang.name(), lang == self.lang))
            .collect()
    }
}
