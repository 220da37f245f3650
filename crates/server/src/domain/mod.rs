//! The domain layer: every use case of the site as a function over the store
//! and the present moment, answering `Result<_, DomainError>` with a typed
//! [`Refusal`] when it says no. No HTTP and no SQL here: the HTML pages, the
//! command line and the background jobs all call these.

pub mod accounts;
pub mod adjudication;
pub mod clock;
pub mod club;
pub mod computer;
pub mod ladders;
pub mod moderation;
pub mod notify;
pub mod ownership;
pub mod pairings;
pub mod play;
pub mod preferences;
pub mod ratings;
pub mod recovery;
pub mod refusal;
pub mod seat_offers;
pub mod seat_play;
pub mod state;
pub mod terms;
pub mod tokens;
pub mod tournaments;
pub mod vacation;
pub mod waiting_room;

/// Moved to the model (plain values and arithmetic the store uses too); named
/// here as well, where the use cases are.
pub use crate::model::ladder;
pub use refusal::{ClaimWhy, DomainError, IllegalWhy, Outcome, Refusal, RefusalKind};
pub use state::GameState;
