//! The things the site talks about, as plain data shared by the store, the
//! domain and the pages.

pub mod ids;
pub mod result;

pub use ids::{
    AttemptId, AuditId, ClaimId, GameId, MessageId, NewsId, OfferId, ReportId, ThreadId, TokenId,
    UserId,
};
