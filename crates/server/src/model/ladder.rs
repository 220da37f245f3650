//! A ladder's ranks: who may challenge whom, and how a result moves the
//! players. Pure functions over the ranks (best first); the ladder's use
//! cases store what these decide and record every change of rank.

/// Why a challenge is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChallengeRefused {
    /// One of the two is not on the ladder.
    NotOnLadder,
    /// One cannot challenge oneself or someone below.
    NotAbove,
    /// The defender stands more than `reach` places above.
    TooFarAbove { reach: usize },
}

/// Whether `challenger` may challenge `defender`: someone above, at most
/// `reach` places.
pub fn may_challenge<P: PartialEq>(
    ranks: &[P],
    challenger: &P,
    defender: &P,
    reach: usize,
) -> Result<(), ChallengeRefused> {
    check_reach(
        ranks.iter().position(|p| p == challenger),
        ranks.iter().position(|p| p == defender),
        reach,
    )
}

/// [`may_challenge`] from the two ranks alone (`None`: not on the ladder),
/// as the store checks it inside the transaction that makes the challenge.
pub fn check_reach<N>(
    challenger: Option<N>,
    defender: Option<N>,
    reach: N,
) -> Result<(), ChallengeRefused>
where
    N: Copy + PartialOrd + std::ops::Sub<Output = N> + TryInto<usize>,
{
    let (Some(c), Some(d)) = (challenger, defender) else {
        return Err(ChallengeRefused::NotOnLadder);
    };
    if d >= c {
        return Err(ChallengeRefused::NotAbove);
    }
    if c - d > reach {
        return Err(ChallengeRefused::TooFarAbove {
            reach: reach.try_into().unwrap_or(usize::MAX),
        });
    }
    Ok(())
}

/// The ranks after a challenge won by the challenger: the challenger takes
/// the defender's place and everyone between moves down one. (A loss or a
/// draw moves nobody.)
pub fn challenger_won<P: PartialEq + Clone>(ranks: &[P], challenger: &P, defender: &P) -> Vec<P> {
    let mut after = ranks.to_vec();
    let (Some(c), Some(d)) = (
        after.iter().position(|p| p == challenger),
        after.iter().position(|p| p == defender),
    ) else {
        return after;
    };
    if d < c {
        let moving = after.remove(c);
        after.insert(d, moving);
    }
    after
}

/// The ranks after `player` drops to the bottom (no ladder game for too long).
pub fn drop_to_bottom<P: PartialEq + Clone>(ranks: &[P], player: &P) -> Vec<P> {
    let mut after = ranks.to_vec();
    if let Some(i) = after.iter().position(|p| p == player) {
        let moving = after.remove(i);
        after.push(moving);
    }
    after
}

/// Every change of rank from `before` to `after` (1 is the top): the player,
/// the old rank and the new one.
pub fn rank_changes<P: PartialEq + Clone>(before: &[P], after: &[P]) -> Vec<(P, usize, usize)> {
    after
        .iter()
        .enumerate()
        .filter_map(|(new, p)| {
            let old = before.iter().position(|q| q == p)?;
            (old != new).then(|| (p.clone(), old + 1, new + 1))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_challenge_reaches_up_to_five_places_above() {
        let ranks: Vec<u32> = (1..=8).collect();
        assert_eq!(may_challenge(&ranks, &7, &2, 5), Ok(()));
        assert_eq!(
            may_challenge(&ranks, &8, &2, 5),
            Err(ChallengeRefused::TooFarAbove { reach: 5 })
        );
        assert_eq!(
            may_challenge(&ranks, &2, &7, 5),
            Err(ChallengeRefused::NotAbove)
        );
        assert_eq!(
            may_challenge(&ranks, &2, &2, 5),
            Err(ChallengeRefused::NotAbove)
        );
        assert_eq!(
            may_challenge(&ranks, &9, &2, 5),
            Err(ChallengeRefused::NotOnLadder)
        );
        assert_eq!(check_reach(Some(7_i64), Some(2), 5), Ok(()));
        assert_eq!(
            check_reach(Some(8_i64), Some(2), 5),
            Err(ChallengeRefused::TooFarAbove { reach: 5 })
        );
        assert_eq!(
            check_reach(None, Some(2_i64), 5),
            Err(ChallengeRefused::NotOnLadder)
        );
    }

    #[test]
    fn a_won_challenge_takes_the_place_and_moves_those_between_down() {
        let ranks = ["a", "b", "c", "d", "e"];
        let after = challenger_won(&ranks, &"e", &"b");
        assert_eq!(after, ["a", "e", "b", "c", "d"]);
        assert_eq!(
            rank_changes(&ranks, &after),
            [("e", 5, 2), ("b", 2, 3), ("c", 3, 4), ("d", 4, 5)]
        );
        // A challenger already above (the ladder moved meanwhile): nothing.
        assert_eq!(challenger_won(&after, &"a", &"e"), after);
    }

    #[test]
    fn an_idle_player_drops_to_the_bottom() {
        let ranks = ["a", "b", "c"];
        let after = drop_to_bottom(&ranks, &"a");
        assert_eq!(after, ["b", "c", "a"]);
        assert_eq!(
            rank_changes(&ranks, &after),
            [("b", 2, 1), ("c", 3, 2), ("a", 1, 3)]
        );
    }
}
