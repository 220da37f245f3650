//! What a player is told about vacation used for them.

use time::OffsetDateTime;

/// The notice a player reads on their next visit, once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VacationNotice {
    /// Their clock ran out at `ran_out` in their game against `opponent`, and
    /// `days` of vacation were used instead of losing; said in the reader's
    /// language when read.
    Used {
        opponent: String,
        ran_out: OffsetDateTime,
        days: i64,
    },
    /// A notice stored as words, by a version that wrote them in English.
    Words(String),
}
