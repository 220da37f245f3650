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
}

impl Page {
    /// A page with no session behind it (error pages).
    pub fn bare() -> Self {
        Self::default()
    }

    /// The layout of the visitor of `visit`, for code outside a handler.
    pub async fn of_visit(store: &dyn Store, visit: &Visit) -> Result<Self, StoreError> {
        let user = visit.user(store).await?;
        let csrf = visit.form_token(store).await?;
        let unread = match &user {
            Some(user) => store.messages().unread_count(user.id).await?,
            None => 0,
        };
        Ok(Page { user, csrf, unread })
    }
}
