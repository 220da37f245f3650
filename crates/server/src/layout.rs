//! What every page's layout (`base.html`) is drawn with.

use crate::{
    sessions::Visit,
    store::{Store, StoreError, User},
};

/// What the layout (`base.html`) needs on every page: who is logged in, and the
/// form token every POST form must carry as its hidden `csrf` field.
#[derive(Debug, Clone, Default)]
pub struct Page {
    pub user: Option<User>,
    pub csrf: String,
    /// How many message threads of the user are unread (the navigation's count).
    pub unread: i64,
    /// The user's board preferences (the defaults for a visitor).
    pub board: crate::model::BoardPrefs,
}

impl Page {
    /// A page with no session behind it (error pages).
    pub fn bare() -> Self {
        Self::default()
    }

    /// The layout of the visitor of `visit`, for code outside a handler.
    pub async fn of_visit(store: &dyn Store, visit: &Visit) -> Result<Self, StoreError> {
        // The session (read once a request) brings the count and the board.
        let session = visit.session(store).await?;
        let csrf = visit.form_token(store).await?;
        Ok(match session {
            Some(s) => Page {
                user: Some(s.user),
                csrf,
                unread: s.unread,
                board: s.board,
            },
            None => Page {
                csrf,
                ..Page::default()
            },
        })
    }
}
