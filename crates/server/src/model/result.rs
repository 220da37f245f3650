//! How a game ended, typed: who won and why. Stored in columns of their own
//! (`winner`, `termination`, `note`); the words every page shows are made here
//! and nowhere else.

use std::fmt;

use halma_rules::{CampRule, Color, Outcome, Reason, Rules};

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Termination {
    /// Every piece of the winner reached the target.
    TargetReached,
    /// `fill`: the target is full, one or more of the winner's pieces in it.
    TargetFilled,
    /// `deadline N`: a piece still in its own yard after both made N moves.
    CampDeadline,
    /// `deadline N`: a piece moved back into its own yard after that.
    ReturnedHome,
    /// The same position for the third time (declared, or claimed and accepted).
    Repetition,
    /// Both players agreed to a draw.
    Agreement,
    /// The loser resigned.
    Resignation,
    /// The player to move ran out of time.
    Time,
    /// An admin decided the game.
    Admin,
    /// The loser withdrew from the tournament the game belongs to; such a
    /// game is not rated.
    Forfeit,
    /// A game for more than two with partners: both seats of the winning
    /// pair finished.
    PartnersFinished,
    /// A game for more than two: every other seat left the game.
    OthersLeft,
    /// A game for more than two with partners: a seat of the losing pair
    /// left the game.
    PartnerLeft,
}

impl Termination {
    /// Every kind, in the order statistics list them.
    pub const ALL: [Termination; 13] = [
        Termination::TargetReached,
        Termination::TargetFilled,
        Termination::CampDeadline,
        Termination::ReturnedHome,
        Termination::Repetition,
        Termination::Agreement,
        Termination::Resignation,
        Termination::Time,
        Termination::Admin,
        Termination::Forfeit,
        Termination::PartnersFinished,
        Termination::OthersLeft,
        Termination::PartnerLeft,
    ];

    /// The column value.
    pub const fn as_str(self) -> &'static str {
        match self {
            Termination::TargetReached => "target_reached",
            Termination::TargetFilled => "target_filled",
            Termination::CampDeadline => "camp_deadline",
            Termination::ReturnedHome => "returned_home",
            Termination::Repetition => "repetition",
            Termination::Agreement => "agreement",
            Termination::Resignation => "resignation",
            Termination::Time => "time",
            Termination::Admin => "admin",
            Termination::Forfeit => "forfeit",
            Termination::PartnersFinished => "partners_finished",
            Termination::OthersLeft => "others_left",
            Termination::PartnerLeft => "partner_left",
        }
    }

    /// The kind the rules' own outcome is.
    pub const fn of_reason(reason: Reason) -> Termination {
        match reason {
            Reason::TargetReached => Termination::TargetReached,
            Reason::TargetFilled => Termination::TargetFilled,
            Reason::YardDeadline(_) => Termination::CampDeadline,
            Reason::ReturnedToYard(_) => Termination::ReturnedHome,
            Reason::Repetition => Termination::Repetition,
        }
    }
}

impl std::str::FromStr for Termination {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Termination::ALL
            .into_iter()
            .find(|t| t.as_str() == s)
            .ok_or_else(|| format!("unknown termination {s:?}"))
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The winner column: `white`, `black` or `none` (a draw).
pub fn winner_column(winner: Option<Color>) -> &'static str {
    match winner {
        Some(Color::White) => "white",
        Some(Color::Black) => "black",
        None => "none",
    }
}

/// Reads the winner column back.
pub fn winner_from_column(text: &str) -> Result<Option<Color>, String> {
    match text {
        "white" => Ok(Some(Color::White)),
        "black" => Ok(Some(Color::Black)),
        "none" => Ok(None),
        other => Err(format!("unknown winner {other:?}")),
    }
}

/// A finished game's verdict: the winner (none for a draw), why, and an
/// admin's written reason or the move a draw was claimed with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    pub winner: Option<Color>,
    pub termination: Termination,
    pub note: Option<String>,
}

impl Verdict {
    /// A verdict without a note.
    pub fn new(winner: Option<Color>, termination: Termination) -> Self {
        Self {
            winner,
            termination,
            note: None,
        }
    }

    /// What the rules decided.
    pub fn of_outcome(outcome: Outcome) -> Self {
        Self::new(outcome.winner(), Termination::of_reason(outcome.reason()))
    }

    /// `loser` resigned.
    pub fn resignation(loser: Color) -> Self {
        Self::new(Some(!loser), Termination::Resignation)
    }

    /// `loser` ran out of time.
    pub fn time(loser: Color) -> Self {
        Self::new(Some(!loser), Termination::Time)
    }

    /// `loser` withdrew from the tournament: the game is forfeited.
    pub fn forfeit(loser: Color) -> Self {
        Self::new(Some(!loser), Termination::Forfeit)
    }

    /// A draw both players agreed to.
    pub fn agreement() -> Self {
        Self::new(None, Termination::Agreement)
    }

    /// A repetition claimed with `path` and accepted by an admin.
    pub fn claimed_repetition(path: &str) -> Self {
        Self {
            winner: None,
            termination: Termination::Repetition,
            note: Some(path.to_owned()),
        }
    }

    /// An admin's decision, with the reason the players read.
    pub fn admin(winner: Option<Color>, reason: &str) -> Self {
        Self {
            winner,
            termination: Termination::Admin,
            note: Some(reason.to_owned()),
        }
    }

    /// The result as a record writes it: `1-0`, `0-1` or `1/2-1/2`.
    pub fn result(&self) -> &'static str {
        result_text(self.winner)
    }

    /// Why, in words, without the result: "all pieces in the opposite yard",
    /// "white resigned". The deadline's move number comes from the rules.
    pub fn reason(&self, rules: &Rules) -> String {
        let deadline = match rules.camp {
            CampRule::Deadline(n) => n,
            CampRule::Fill => 0,
        };
        let loser = self.winner.map(|w| !w);
        let note = self.note.as_deref().unwrap_or("");
        match (self.termination, loser) {
            (Termination::TargetReached, _) => "all pieces in the opposite yard".to_owned(),
            (Termination::TargetFilled, _) => "the opposite yard is filled".to_owned(),
            (Termination::CampDeadline, Some(loser)) => {
                format!("{loser} still had pieces in its own yard after move {deadline}")
            }
            (Termination::CampDeadline, None) => {
                format!("both players still had pieces in their own yards after move {deadline}")
            }
            (Termination::ReturnedHome, Some(loser)) => {
                format!("{loser} moved a piece back into its own yard after move {deadline}")
            }
            (Termination::ReturnedHome, None) => {
                format!("both players had pieces in their own yards after move {deadline}")
            }
            (Termination::Repetition, _) if !note.is_empty() => {
                format!("threefold repetition, claimed with {note} and accepted by an admin")
            }
            (Termination::Repetition, _) => "threefold repetition".to_owned(),
            (Termination::Agreement, _) => "draw agreed".to_owned(),
            (Termination::Resignation, Some(loser)) => format!("{loser} resigned"),
            (Termination::Time, Some(loser)) => format!("{loser} ran out of time"),
            (Termination::Forfeit, Some(loser)) => {
                format!("forfeit: {loser} withdrew from the tournament")
            }
            (Termination::Resignation | Termination::Time | Termination::Forfeit, None) => {
                "no winner".to_owned()
            }
            (Termination::Admin, _) => format!("adjudicated by an admin: {note}"),
            (Termination::PartnersFinished, _) => "both partners finished".to_owned(),
            (Termination::OthersLeft, _) => "every other seat left the game".to_owned(),
            (Termination::PartnerLeft, _) => "a partner left the game".to_owned(),
        }
    }

    /// The result and the reason: "White wins: all pieces in the opposite
    /// yard", "Draw: threefold repetition".
    pub fn describe(&self, rules: &Rules) -> String {
        format!("{}: {}", winner_words(self.winner), self.reason(rules))
    }

    /// The result and the reason in the players' names, for the banner of a
    /// finished game: "alice wins: all their pieces reached the opposite
    /// yard", "Draw: agreed by alice and bob". `names` gives White's and Black's.
    pub fn in_names(&self, rules: &Rules, names: [&str; 2]) -> String {
        let name = |c: Color| match c {
            Color::White => names[0],
            Color::Black => names[1],
        };
        let deadline = match rules.camp {
            CampRule::Deadline(n) => n,
            CampRule::Fill => 0,
        };
        let why = match (self.termination, self.winner) {
            (Termination::TargetReached, Some(_)) => {
                "all their pieces reached the opposite yard".to_owned()
            }
            (Termination::TargetFilled, Some(_)) => {
                "the opposite yard is full, with their pieces in it".to_owned()
            }
            (Termination::CampDeadline, Some(w)) => format!(
                "{} still had pieces in their own yard after move {deadline}",
                name(!w)
            ),
            (Termination::ReturnedHome, Some(w)) => format!(
                "{} moved a piece back into their own yard after move {deadline}",
                name(!w)
            ),
            (Termination::Resignation, Some(w)) => format!("{} resigned", name(!w)),
            (Termination::Time, Some(w)) => format!("{} ran out of time", name(!w)),
            (Termination::Forfeit, Some(w)) => {
                format!("forfeit: {} withdrew from the tournament", name(!w))
            }
            (Termination::Agreement, _) => {
                format!("agreed by {} and {}", names[0], names[1])
            }
            // The rest reads the same with or without names.
            _ => self.reason(rules),
        };
        let result = match self.winner {
            Some(w) => format!("{} wins", name(w)),
            None => winner_words(None).to_owned(),
        };
        format!("{result}: {why}")
    }

    /// How the game went for the player of `mine`: "won", "lost", "drawn".
    pub fn outcome_for(&self, mine: Color) -> &'static str {
        match self.winner {
            Some(w) if w == mine => "won",
            Some(_) => "lost",
            None => "drawn",
        }
    }
}

/// `1-0`, `0-1` or `1/2-1/2`.
pub fn result_text(winner: Option<Color>) -> &'static str {
    match winner {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "1/2-1/2",
    }
}

/// "White wins", "Black wins", "Draw".
pub fn winner_words(winner: Option<Color>) -> &'static str {
    match winner {
        Some(Color::White) => "White wins",
        Some(Color::Black) => "Black wins",
        None => "Draw",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use halma_rules::{RepetitionRule, Variant};

    fn rules(camp: CampRule) -> Rules {
        Rules {
            variant: Variant::Halma8x8,
            camp,
            repetition: RepetitionRule::Auto,
        }
    }

    #[test]
    fn every_termination_round_trips_its_column() {
        for t in Termination::ALL {
            assert_eq!(t.as_str().parse::<Termination>(), Ok(t));
        }
        for w in [Some(Color::White), Some(Color::Black), None] {
            assert_eq!(winner_from_column(winner_column(w)), Ok(w));
        }
    }

    #[test]
    fn words_name_the_winner_and_why() {
        let r = rules(CampRule::Deadline(30));
        assert_eq!(
            Verdict::resignation(Color::White).describe(&r),
            "Black wins: white resigned"
        );
        assert_eq!(
            Verdict::time(Color::Black).describe(&r),
            "White wins: black ran out of time"
        );
        assert_eq!(Verdict::agreement().describe(&r), "Draw: draw agreed");
        assert_eq!(
            Verdict::new(Some(Color::White), Termination::CampDeadline).describe(&r),
            "White wins: black still had pieces in its own yard after move 30"
        );
        assert_eq!(
            Verdict::claimed_repetition("a1-b2").describe(&r),
            "Draw: threefold repetition, claimed with a1-b2 and accepted by an admin"
        );
        assert_eq!(
            Verdict::admin(Some(Color::Black), "abandoned").describe(&r),
            "Black wins: adjudicated by an admin: abandoned"
        );
        assert_eq!(Verdict::agreement().outcome_for(Color::White), "drawn");
        let names = ["alice", "bob"];
        assert_eq!(
            Verdict::new(Some(Color::White), Termination::TargetReached).in_names(&r, names),
            "alice wins: all their pieces reached the opposite yard"
        );
        assert_eq!(
            Verdict::resignation(Color::White).in_names(&r, names),
            "bob wins: alice resigned"
        );
        assert_eq!(
            Verdict::new(Some(Color::Black), Termination::CampDeadline).in_names(&r, names),
            "bob wins: alice still had pieces in their own yard after move 30"
        );
        assert_eq!(
            Verdict::agreement().in_names(&r, names),
            "Draw: agreed by alice and bob"
        );
        assert_eq!(
            Verdict::new(None, Termination::Repetition).in_names(&r, names),
            "Draw: threefold repetition"
        );
        assert_eq!(Verdict::time(Color::White).result(), "0-1");
        assert_eq!(
            Verdict::forfeit(Color::White).in_names(&r, names),
            "bob wins: forfeit: alice withdrew from the tournament"
        );
        assert_eq!(
            Verdict::forfeit(Color::Black).describe(&r),
            "White wins: forfeit: black withdrew from the tournament"
        );
    }

    #[test]
    fn rule_outcomes_keep_the_rules_crates_words() {
        let r = rules(CampRule::Deadline(30));
        for outcome in [
            Outcome::Win {
                winner: Color::White,
                reason: Reason::TargetReached,
            },
            Outcome::Win {
                winner: Color::Black,
                reason: Reason::YardDeadline(30),
            },
            Outcome::Draw {
                reason: Reason::YardDeadline(30),
            },
            Outcome::Win {
                winner: Color::White,
                reason: Reason::ReturnedToYard(30),
            },
            Outcome::Draw {
                reason: Reason::Repetition,
            },
            Outcome::Win {
                winner: Color::Black,
                reason: Reason::TargetFilled,
            },
        ] {
            assert_eq!(
                Verdict::of_outcome(outcome).reason(&r),
                outcome.reason_text()
            );
        }
    }
}
