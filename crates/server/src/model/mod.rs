//! The things the site talks about, as plain data shared by the store, the
//! domain and the pages.

pub mod board_prefs;
pub mod clock;
pub mod colour;
pub mod ids;
pub mod ladder;
pub mod ratings;
pub mod result;
pub mod text;
pub mod vacation;

pub use board_prefs::{BoardPrefs, Orientation, PieceStyle, Theme};
pub use ids::{
    AttemptId, AuditId, ChallengeId, ClaimId, GameId, MessageId, NewsId, OfferId, ReportId,
    ThreadId, TokenId, TournamentId, UserId,
};
