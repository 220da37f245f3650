//! Statistics: counters kept with each started and finished game (by the
//! store itself, in the transaction that starts or finishes it), read by the
//! statistics pages in a few rows whatever the number of games.

use async_trait::async_trait;

use super::sql::status_filter;
use super::StoreError;
use crate::model::result::Termination;
use crate::model::GameId;
use halma_rules::Color;

/// Finished games of one kind: how they ended and who won.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FinishCount {
    pub game: String,
    pub termination: Termination,
    /// `None` for a draw.
    pub winner: Option<Color>,
    pub games: i64,
    /// Their moves (plies) together.
    pub plies: i64,
    /// The most moves (plies) one of them had.
    pub longest: i64,
}

/// A player's finished games in a month.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActivePlayer {
    pub name: String,
    pub games: i64,
}

/// The counters, of one game or (`None`) of all.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Counters {
    pub started: i64,
    pub finished: Vec<FinishCount>,
}

/// The statistics' storage.
#[async_trait]
pub trait StatsRepo: Send + Sync {
    /// The counters of `game`, or of every game.
    async fn counters(&self, game: Option<&str>) -> Result<Counters, StoreError>;

    /// The players who finished most games in `month` (`YYYY-MM`, UTC), of
    /// `game` or of every game, most first.
    async fn most_active(
        &self,
        month: &str,
        game: Option<&str>,
        limit: i64,
    ) -> Result<Vec<ActivePlayer>, StoreError>;
}

/// The month (`YYYY-MM`, UTC) of a time in Unix milliseconds.
pub fn month_of_millis(ms: i64) -> String {
    let at = super::rows::from_millis(ms);
    format!("{:04}-{:02}", at.year(), u8::from(at.month()))
}

/// A game's seats hold no computer player: games against the computer are
/// left out of the statistics. `games` is the game's row in the query.
macro_rules! no_computer {
    () => {
        "NOT EXISTS (SELECT 1 FROM seats s JOIN users u ON u.id = s.user_id \
         WHERE s.game_id = games.id AND u.computer_level IS NOT NULL)"
    };
}

/// How many rows each counter is spread over: games that start or end
/// together add to different rows (mostly), so that on Postgres they do not
/// wait for each other's commit at one row; the reads sum them.
const SHARDS: u128 = 8;

/// The row of a counter that a game adds to: always the same for one game,
/// so that a correction takes back from the row it added to.
pub fn shard_of(game: GameId) -> i64 {
    // Less than `SHARDS`, which fits.
    (game.0.as_u128() % SHARDS) as i64
}

/// `$1` the game's kind, `$2` the game (its seats written), `$3` its shard:
/// one more started, unless a computer plays in it.
pub const COUNT_STARTED: &str = concat!(
    "INSERT INTO game_counts (game, shard, started) SELECT $1, $3, 1 FROM games \
     WHERE games.id = $2 AND ",
    no_computer!(),
    " ON CONFLICT (game, shard) DO UPDATE SET started = game_counts.started + 1"
);

/// `$1` game, `$2` termination, `$3` winner, `$4` plies, `$5` +1 or -1, `$6`
/// the game's shard: a finished game counted (or, corrected, taken back).
pub const COUNT_FINISHED: &str = "INSERT INTO finish_counts (game, termination, winner, shard, \
    games, plies, longest) VALUES ($1, $2, $3, $6, $5, $4 * $5, $4) \
    ON CONFLICT (game, termination, winner, shard) DO UPDATE SET games = finish_counts.games + $5, \
    plies = finish_counts.plies + $4 * $5, \
    longest = CASE WHEN finish_counts.longest > $4 THEN finish_counts.longest ELSE $4 END";

/// `$1` month, `$2` game, `$3` user: one more finished game of theirs.
pub const COUNT_PLAYER: &str = "INSERT INTO player_months (month, game, user_id, games) \
    VALUES ($1, $2, $3, 1) ON CONFLICT (month, game, user_id) \
    DO UPDATE SET games = player_months.games + 1";

/// `$1` the game: what a finish counts (nothing for a game against the
/// computer).
pub const FINISHED_GAME: &str = concat!(
    "SELECT variant, termination, winner, ply, finished_at FROM games WHERE id = $1 AND ",
    status_filter!("status = 'finished'"),
    " AND ",
    no_computer!()
);

/// `$1` the game: how a finished game ended, as the counters hold it (nothing
/// for a game against the computer), before a correction.
pub const FINISHED_ENDING: &str = concat!(
    "SELECT variant, termination, winner, ply FROM games WHERE id = $1 AND ",
    status_filter!("status = 'finished'"),
    " AND ",
    no_computer!()
);

/// `$1` the game: its players, in the order of their ids (the order their
/// counters are locked in, so that two games of the same players cannot
/// deadlock).
pub const PLAYERS_OF_GAME: &str = "SELECT user_id FROM seats WHERE game_id = $1 ORDER BY user_id";

/// A finished-count row as read.
#[derive(Debug, sqlx::FromRow)]
pub(crate) struct FinishRecord {
    pub game: String,
    pub termination: String,
    pub winner: String,
    pub games: i64,
    pub plies: i64,
    pub longest: i64,
}

impl TryFrom<FinishRecord> for FinishCount {
    type Error = StoreError;
    fn try_from(r: FinishRecord) -> Result<Self, StoreError> {
        Ok(FinishCount {
            game: r.game,
            termination: r.termination.parse().map_err(StoreError::Corrupt)?,
            winner: crate::model::result::winner_from_column(&r.winner)
                .map_err(StoreError::Corrupt)?,
            games: r.games,
            plies: r.plies,
            longest: r.longest,
        })
    }
}

/// `$1` the game, or NULL for all: the finish counts, each kind's rows
/// summed.
pub const FINISH_COUNTS: &str = "SELECT game, termination, winner, \
    CAST(SUM(games) AS BIGINT) AS games, CAST(SUM(plies) AS BIGINT) AS plies, \
    CAST(MAX(longest) AS BIGINT) AS longest \
    FROM finish_counts WHERE ($1 IS NULL OR game = $1) \
    GROUP BY game, termination, winner HAVING SUM(games) > 0";

/// `$1` the game, or NULL for all: games started.
pub const STARTED: &str =
    "SELECT CAST(COALESCE(SUM(started), 0) AS BIGINT) FROM game_counts WHERE ($1 IS NULL OR game = $1)";

/// `$1` the month, `$2` the game or NULL, `$3` how many: the most active.
pub const MOST_ACTIVE: &str = "SELECT (SELECT username FROM users WHERE id = p.user_id), \
    CAST(SUM(p.games) AS BIGINT) AS n FROM player_months p \
    WHERE p.month = $1 AND ($2 IS NULL OR p.game = $2) \
    GROUP BY p.user_id ORDER BY n DESC, 1 LIMIT $3";
