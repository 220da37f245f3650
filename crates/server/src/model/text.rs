//! A few of the model's values in plain English words, for the domain's own
//! texts (a notice, a statistic) and [`crate::describe`], which says them in
//! any language.

use halma_rules::CampRule;
use time::OffsetDateTime;

/// The camp rule in a few words: "yard empty by move 30", "fill rule".
pub fn camp(rule: CampRule) -> String {
    match rule {
        CampRule::Deadline(n) => format!("yard empty by move {n}"),
        CampRule::Fill => "fill rule".to_owned(),
    }
}

/// A moment as pages show it: "2026-11-30 14:05 UTC".
pub fn date(at: OffsetDateTime) -> String {
    let at = at.to_offset(time::UtcOffset::UTC);
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02} UTC",
        at.year(),
        u8::from(at.month()),
        at.day(),
        at.hour(),
        at.minute()
    )
}

/// `count` of `of` as a percentage with two decimals, as BrainKing shows its
/// won-games statistics (`54.32 %`); `–` of nothing.
pub fn percent(count: i64, of: i64) -> String {
    if of == 0 {
        "–".to_owned()
    } else {
        format!("{:.2} %", count as f64 * 100.0 / of as f64)
    }
}
