//! Ladders: one a game, set up by an admin. Players join at the bottom and
//! challenge someone a few places above; the challenge's game is made in the
//! same transaction as the challenge. A finished challenge game and a player
//! idle for too long each move ranks once, however many sweeps run: the
//! result is claimed by `status = 'open'` → `'done'`, the drop by setting
//! `idle_dropped_at`, each a conditional update inside the transaction that
//! moves the ranks and records every change of rank.

use async_trait::async_trait;
use halma_rules::Rules;
use time::OffsetDateTime;

use super::{
    rows::{clock_terms, from_millis, rules},
    Player, StoreError,
};
use crate::model::clock::ClockTerms;
use crate::model::{ChallengeId, GameId, UserId};

/// The terms of a ladder's challenge games, and the ladder's own settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LadderTerms {
    pub rules: Rules,
    pub days_per_move: i64,
    pub clock: ClockTerms,
    pub rated: bool,
    /// How many places above a challenge may reach.
    pub reach: i64,
    /// Days without a ladder game after which a player drops to the bottom.
    pub idle_days: i64,
}

/// A ladder an admin set up.
#[derive(Debug, Clone)]
pub struct LadderRow {
    /// The game's id of RULES.md (`halma-8x8`).
    pub game: String,
    pub terms: LadderTerms,
    /// Players on it.
    pub players: i64,
    pub updated_at: OffsetDateTime,
}

#[derive(sqlx::FromRow)]
pub(crate) struct LadderRecord {
    game: String,
    camp: String,
    repetition: String,
    days_per_move: i64,
    clock: String,
    increment_days: i64,
    cap_days: i64,
    weekends_off: bool,
    vacation_allowed: bool,
    rated: bool,
    reach: i64,
    idle_days: i64,
    players: i64,
    updated_at: i64,
}

impl TryFrom<LadderRecord> for LadderRow {
    type Error = StoreError;
    fn try_from(r: LadderRecord) -> Result<Self, StoreError> {
        Ok(LadderRow {
            terms: LadderTerms {
                rules: rules(&r.game, &r.camp, &r.repetition)?,
                days_per_move: r.days_per_move,
                clock: clock_terms(
                    &r.clock,
                    r.increment_days,
                    r.cap_days,
                    r.weekends_off,
                    r.vacation_allowed,
                )?,
                rated: r.rated,
                reach: r.reach,
                idle_days: r.idle_days,
            },
            game: r.game,
            players: r.players,
            updated_at: from_millis(r.updated_at),
        })
    }
}

/// A player's place on a ladder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RankRow {
    pub user: Player,
    /// 1 is the top.
    pub rank: i64,
    pub joined_at: OffsetDateTime,
    /// When the player's last ladder game started or ended (or they joined).
    pub last_game_at: OffsetDateTime,
}

#[derive(sqlx::FromRow)]
pub(crate) struct RankRecord {
    user_id: UserId,
    username: String,
    rank: i64,
    joined_at: i64,
    last_game_at: i64,
}

impl From<RankRecord> for RankRow {
    fn from(r: RankRecord) -> Self {
        RankRow {
            user: Player {
                id: r.user_id,
                name: r.username,
            },
            rank: r.rank,
            joined_at: from_millis(r.joined_at),
            last_game_at: from_millis(r.last_game_at),
        }
    }
}

/// How a challenge ended, for the challenger.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChallengeResult {
    /// The challenger took the defender's place.
    Won,
    /// The defender won: nothing moved.
    Lost,
    /// A draw: nothing moved.
    Drawn,
}

impl ChallengeResult {
    /// The column value.
    pub fn as_str(self) -> &'static str {
        match self {
            ChallengeResult::Won => "won",
            ChallengeResult::Lost => "lost",
            ChallengeResult::Drawn => "drawn",
        }
    }

    pub fn parse(text: &str) -> Result<Self, StoreError> {
        match text {
            "won" => Ok(ChallengeResult::Won),
            "lost" => Ok(ChallengeResult::Lost),
            "drawn" => Ok(ChallengeResult::Drawn),
            other => Err(StoreError::Corrupt(format!("challenge result {other:?}"))),
        }
    }

    /// The result of a challenge game from its `winner` column: the defender
    /// plays White.
    pub fn of_winner(winner: &str) -> Result<Self, StoreError> {
        match winner {
            "black" => Ok(ChallengeResult::Won),
            "white" => Ok(ChallengeResult::Lost),
            "none" => Ok(ChallengeResult::Drawn),
            other => Err(StoreError::Corrupt(format!("winner {other:?}"))),
        }
    }

    /// In words, with the challenger's and the defender's names.
    pub fn words(self, challenger: &str, defender: &str) -> String {
        match self {
            ChallengeResult::Won => format!("{challenger} beat {defender} and took the place"),
            ChallengeResult::Lost => format!("{defender} beat {challenger}; nothing moved"),
            ChallengeResult::Drawn => format!("{challenger} and {defender} drew; nothing moved"),
        }
    }
}

/// A challenge: open while its game goes on, done with a result after.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChallengeRow {
    pub id: ChallengeId,
    pub ladder: String,
    pub challenger: Player,
    /// Plays White.
    pub defender: Player,
    pub game: GameId,
    /// Once done.
    pub result: Option<ChallengeResult>,
    pub created_at: OffsetDateTime,
    pub done_at: Option<OffsetDateTime>,
}

#[derive(sqlx::FromRow)]
pub(crate) struct ChallengeRecord {
    id: ChallengeId,
    ladder: String,
    challenger_id: UserId,
    challenger_name: String,
    defender_id: UserId,
    defender_name: String,
    game_id: GameId,
    result: Option<String>,
    created_at: i64,
    done_at: Option<i64>,
}

impl TryFrom<ChallengeRecord> for ChallengeRow {
    type Error = StoreError;
    fn try_from(r: ChallengeRecord) -> Result<Self, StoreError> {
        Ok(ChallengeRow {
            id: r.id,
            ladder: r.ladder,
            challenger: Player {
                id: r.challenger_id,
                name: r.challenger_name,
            },
            defender: Player {
                id: r.defender_id,
                name: r.defender_name,
            },
            game: r.game_id,
            result: r
                .result
                .as_deref()
                .map(ChallengeResult::parse)
                .transpose()?,
            created_at: from_millis(r.created_at),
            done_at: r.done_at.map(from_millis),
        })
    }
}

/// Why a rank changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum RankWhy {
    /// Joined at the bottom.
    Joined,
    /// Won a challenge and took the defender's place.
    ChallengeWon,
    /// Moved down one: a challenger below took a place above.
    LostPlace,
    /// Dropped to the bottom after no ladder game for too long.
    IdleDrop,
    /// Moved up one: someone above dropped to the bottom.
    MovedUp,
}

impl RankWhy {
    /// The column value.
    pub fn as_str(self) -> &'static str {
        match self {
            RankWhy::Joined => "joined",
            RankWhy::ChallengeWon => "challenge_won",
            RankWhy::LostPlace => "lost_place",
            RankWhy::IdleDrop => "idle_drop",
            RankWhy::MovedUp => "moved_up",
        }
    }

    pub fn parse(text: &str) -> Result<Self, StoreError> {
        match text {
            "joined" => Ok(RankWhy::Joined),
            "challenge_won" => Ok(RankWhy::ChallengeWon),
            "lost_place" => Ok(RankWhy::LostPlace),
            "idle_drop" => Ok(RankWhy::IdleDrop),
            "moved_up" => Ok(RankWhy::MovedUp),
            other => Err(StoreError::Corrupt(format!("rank change {other:?}"))),
        }
    }

    /// The words a page shows.
    pub fn words(self) -> &'static str {
        match self {
            RankWhy::Joined => "joined",
            RankWhy::ChallengeWon => "won a challenge",
            RankWhy::LostPlace => "lost a place to a challenger",
            RankWhy::IdleDrop => "dropped: no ladder game for too long",
            RankWhy::MovedUp => "moved up after a drop",
        }
    }
}

/// One change of rank.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RankChangeRow {
    pub user: Player,
    /// `None` when the player joined.
    pub from_rank: Option<i64>,
    pub to_rank: i64,
    pub why: RankWhy,
    /// The challenge game that caused it, if one did.
    pub game: Option<GameId>,
    pub at: OffsetDateTime,
}

#[derive(sqlx::FromRow)]
pub(crate) struct RankChangeRecord {
    user_id: UserId,
    username: String,
    from_rank: Option<i64>,
    to_rank: i64,
    why: String,
    game_id: Option<GameId>,
    at: i64,
}

impl TryFrom<RankChangeRecord> for RankChangeRow {
    type Error = StoreError;
    fn try_from(r: RankChangeRecord) -> Result<Self, StoreError> {
        Ok(RankChangeRow {
            user: Player {
                id: r.user_id,
                name: r.username,
            },
            from_rank: r.from_rank,
            to_rank: r.to_rank,
            why: RankWhy::parse(&r.why)?,
            game: r.game_id,
            at: from_millis(r.at),
        })
    }
}

/// Why the store made no challenge (checked inside its transaction).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChallengeBlock {
    /// No admin set the ladder up.
    Unsettled,
    /// The challenger is not on the ladder.
    ChallengerNotRanked,
    /// The defender is not on the ladder.
    DefenderNotRanked,
    /// The defender is not above the challenger (or is the challenger).
    NotAbove,
    /// The defender stands more than `reach` places above.
    OutOfReach { reach: i64 },
    /// The challenger has an open challenge on this ladder already.
    GivenOpen,
    /// The defender must answer an open challenge on this ladder already.
    ReceivedOpen,
}

/// What a challenge came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Challenged {
    /// The challenge and its game, the defender White.
    Made {
        challenge: ChallengeId,
        game: GameId,
    },
    Blocked(ChallengeBlock),
}

/// The ladders' storage.
#[async_trait]
pub trait LadderRepo: Send + Sync {
    /// Sets up a ladder, or changes its terms (for challenges made after).
    async fn settle_ladder(
        &self,
        game: &str,
        terms: &LadderTerms,
        by: UserId,
        at: OffsetDateTime,
    ) -> Result<(), StoreError>;

    /// A ladder, if an admin set it up.
    async fn ladder(&self, game: &str) -> Result<Option<LadderRow>, StoreError>;

    /// Every ladder set up, by game id.
    async fn ladders(&self) -> Result<Vec<LadderRow>, StoreError>;

    /// Puts `user` at the bottom; answers the rank. `StoreError::NotFound`
    /// when the ladder is not set up, `StoreError::Conflict` when the player is
    /// on it already.
    async fn join_ladder(
        &self,
        game: &str,
        user: UserId,
        at: OffsetDateTime,
    ) -> Result<i64, StoreError>;

    /// The players by rank, `limit` of them from `offset`.
    async fn ranks(&self, game: &str, limit: i64, offset: i64) -> Result<Vec<RankRow>, StoreError>;

    /// `user`'s rank, if on the ladder.
    async fn rank_of(&self, game: &str, user: UserId) -> Result<Option<i64>, StoreError>;

    /// Challenges `defender` and starts the game (defender White), after
    /// checking in the same transaction that both are on the ladder, the
    /// defender above within the reach, and neither the challenger's given nor
    /// the defender's received challenge open.
    async fn challenge(
        &self,
        game: &str,
        challenger: UserId,
        defender: UserId,
        at: OffsetDateTime,
    ) -> Result<Challenged, StoreError>;

    /// A challenge.
    async fn challenge_by_id(&self, id: ChallengeId) -> Result<Option<ChallengeRow>, StoreError>;

    /// Open challenges, newest first.
    async fn open_challenges(
        &self,
        game: &str,
        limit: i64,
        offset: i64,
    ) -> Result<Vec<ChallengeRow>, StoreError>;

    /// The open challenges `user` gave or received on the ladder (two at
    /// most).
    async fn open_challenges_of(
        &self,
        game: &str,
        user: UserId,
    ) -> Result<Vec<ChallengeRow>, StoreError>;

    /// Done challenges, the latest first.
    async fn results(
        &self,
        game: &str,
        limit: i64,
        offset: i64,
    ) -> Result<Vec<ChallengeRow>, StoreError>;

    /// Changes of rank, the latest first.
    async fn rank_changes(
        &self,
        game: &str,
        limit: i64,
        offset: i64,
    ) -> Result<Vec<RankChangeRow>, StoreError>;

    /// Open challenges whose game is over, oldest first (at most `limit`).
    async fn challenges_due(&self, limit: i64) -> Result<Vec<ChallengeId>, StoreError>;

    /// Settles a challenge whose game is over: claims it (open → done), moves
    /// the ranks if the challenger won and records the changes, in one
    /// transaction. `None` when it is not due, or was settled already.
    async fn settle_challenge(
        &self,
        id: ChallengeId,
        at: OffsetDateTime,
    ) -> Result<Option<ChallengeResult>, StoreError>;

    /// Players with no ladder game for longer than their ladder's idle days
    /// at `now`, and no open challenge, not dropped since: (ladder, player),
    /// best ranked first.
    async fn idle_players(
        &self,
        now: OffsetDateTime,
        limit: i64,
    ) -> Result<Vec<(String, UserId)>, StoreError>;

    /// Drops an idle player to the bottom (those below move up one) and
    /// records the changes, once: `false` when the player is not idle (any
    /// more) or was dropped already.
    async fn drop_idle(
        &self,
        game: &str,
        user: UserId,
        now: OffsetDateTime,
    ) -> Result<bool, StoreError>;
}

pub mod sql {
    //! The ladders' SQL, the same on both databases (Postgres adds `FOR
    //! UPDATE` to [`REACH`] to lock the ladder for the transaction).

    use crate::store::sql::status_filter;

    const LADDER_COLUMNS: &str = "SELECT l.game, l.camp, l.repetition, l.days_per_move, \
        l.clock, l.increment_days, l.cap_days, l.weekends_off, l.vacation_allowed, l.rated, \
        l.reach, l.idle_days, \
        (SELECT COUNT(*) FROM ladder_ranks r WHERE r.ladder = l.game) AS players, \
        l.updated_at FROM ladders l";

    pub fn ladder() -> String {
        format!("{LADDER_COLUMNS} WHERE l.game = $1")
    }

    pub fn ladders() -> String {
        format!("{LADDER_COLUMNS} ORDER BY l.game")
    }

    /// `$1`..`$14`.
    pub const SETTLE: &str = "INSERT INTO ladders (game, camp, repetition, days_per_move, \
        clock, increment_days, cap_days, weekends_off, vacation_allowed, rated, reach, \
        idle_days, settled_by, updated_at) \
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) \
        ON CONFLICT (game) DO UPDATE SET camp = excluded.camp, \
        repetition = excluded.repetition, days_per_move = excluded.days_per_move, \
        clock = excluded.clock, increment_days = excluded.increment_days, \
        cap_days = excluded.cap_days, weekends_off = excluded.weekends_off, \
        vacation_allowed = excluded.vacation_allowed, rated = excluded.rated, \
        reach = excluded.reach, idle_days = excluded.idle_days, \
        settled_by = excluded.settled_by, updated_at = excluded.updated_at";

    /// The ladder's reach, read first by every transaction that moves ranks.
    pub const REACH: &str = "SELECT reach FROM ladders WHERE game = $1";

    pub const RANK_OF: &str = "SELECT rank FROM ladder_ranks WHERE ladder = $1 AND user_id = $2";

    /// `$1` ladder, `$2` user, `$3` the time.
    pub const JOIN: &str = "INSERT INTO ladder_ranks (ladder, user_id, rank, joined_at, \
        last_game_at) SELECT $1, $2, COALESCE(MAX(rank), 0) + 1, $3, $3 \
        FROM ladder_ranks WHERE ladder = $1 RETURNING rank";

    /// `$1` ladder, `$2` user, `$3` from, `$4` to, `$5` why, `$6` game, `$7` at.
    pub const RECORD: &str = "INSERT INTO ladder_rank_changes (ladder, user_id, from_rank, \
        to_rank, why, game_id, at) VALUES ($1, $2, $3, $4, $5, $6, $7)";

    /// `$1` ladder, `$2` limit, `$3` offset.
    pub const RANKS: &str = "SELECT r.user_id, u.username, r.rank, r.joined_at, \
        r.last_game_at FROM ladder_ranks r JOIN users u ON u.id = r.user_id \
        WHERE r.ladder = $1 ORDER BY r.rank LIMIT $2 OFFSET $3";

    /// Open challenges given by `$2` and received by `$3` on ladder `$1`.
    pub const OPEN_COUNTS: &str = "SELECT \
        (SELECT COUNT(*) FROM ladder_challenges WHERE ladder = $1 AND status = 'open' \
            AND challenger_id = $2), \
        (SELECT COUNT(*) FROM ladder_challenges WHERE ladder = $1 AND status = 'open' \
            AND defender_id = $3)";

    /// `$1` id, `$2` ladder, `$3` challenger, `$4` defender, `$5` game, `$6` at.
    pub const INSERT_CHALLENGE: &str = "INSERT INTO ladder_challenges (id, ladder, \
        challenger_id, defender_id, game_id, status, created_at) \
        VALUES ($1, $2, $3, $4, $5, 'open', $6)";

    /// A ladder game of `$2` or `$3` started or ended at `$4`.
    pub const PLAYED: &str = "UPDATE ladder_ranks SET last_game_at = $4, \
        idle_dropped_at = NULL WHERE ladder = $1 AND user_id IN ($2, $3)";

    const CHALLENGE_COLUMNS: &str = "SELECT c.id, c.ladder, c.challenger_id, \
        cu.username AS challenger_name, c.defender_id, du.username AS defender_name, \
        c.game_id, c.result, c.created_at, c.done_at FROM ladder_challenges c \
        JOIN users cu ON cu.id = c.challenger_id JOIN users du ON du.id = c.defender_id";

    pub fn challenge() -> String {
        format!("{CHALLENGE_COLUMNS} WHERE c.id = $1")
    }

    /// `$1` ladder, `$2` limit, `$3` offset.
    pub fn open() -> String {
        format!(
            "{CHALLENGE_COLUMNS} WHERE c.ladder = $1 AND c.status = 'open' \
             ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3"
        )
    }

    /// `$1` ladder, `$2` the player: by `ladder_challenges_given` and
    /// `ladder_challenges_received`.
    pub fn open_of() -> String {
        format!(
            "{CHALLENGE_COLUMNS} WHERE c.ladder = $1 AND c.status = 'open' \
             AND (c.challenger_id = $2 OR c.defender_id = $2)"
        )
    }

    /// `$1` ladder, `$2` limit, `$3` offset.
    pub fn results() -> String {
        format!(
            "{CHALLENGE_COLUMNS} WHERE c.ladder = $1 AND c.status = 'done' \
             ORDER BY c.done_at DESC, c.id DESC LIMIT $2 OFFSET $3"
        )
    }

    /// `$1` ladder, `$2` limit, `$3` offset.
    pub const CHANGES: &str = "SELECT h.user_id, u.username, h.from_rank, h.to_rank, h.why, \
        h.game_id, h.at FROM ladder_rank_changes h JOIN users u ON u.id = h.user_id \
        WHERE h.ladder = $1 ORDER BY h.id DESC LIMIT $2 OFFSET $3";

    /// Open challenges whose game is finished (`$1` limit): one range of
    /// `ladder_challenges_due` (the open ones), a game looked up by key each.
    pub const DUE: &str = "SELECT c.id FROM ladder_challenges c \
        WHERE c.status = 'open' \
        AND (SELECT g.status FROM games g WHERE g.id = c.game_id) = 'finished' \
        ORDER BY c.created_at LIMIT $1";

    /// An open challenge whose game is over: ladder, the two players and the
    /// game's winner column.
    pub const FINISHED: &str = concat!(
        "SELECT c.ladder, c.challenger_id, c.defender_id, c.game_id, g.winner \
         FROM ladder_challenges c JOIN games g ON g.id = c.game_id WHERE c.id = $1 AND ",
        status_filter!("c.status = 'open' AND g.status = 'finished'")
    );

    /// The claim: `$1` id, `$2` result, `$3` at.
    pub const CLAIM: &str = concat!(
        "UPDATE ladder_challenges SET status = 'done', result = $2, done_at = $3 \
         WHERE id = $1 AND ",
        status_filter!("status = 'open'")
    );

    /// Records the moves of ranks `$2` ≤ rank < `$3` down one (`$4` game, `$5` at).
    pub const RECORD_DOWN: &str = "INSERT INTO ladder_rank_changes (ladder, user_id, \
        from_rank, to_rank, why, game_id, at) \
        SELECT ladder, user_id, rank, rank + 1, 'lost_place', $4, $5 FROM ladder_ranks \
        WHERE ladder = $1 AND rank >= $2 AND rank < $3 ORDER BY rank";

    /// Moves ranks `$2` ≤ rank < `$3` down one, negated until [`UNNEGATE`].
    pub const MOVE_DOWN: &str = "UPDATE ladder_ranks SET rank = -(rank + 1) \
        WHERE ladder = $1 AND rank >= $2 AND rank < $3";

    /// Records the moves of ranks above `$2` up one (`$3` at, `$4` no game).
    pub const RECORD_UP: &str = "INSERT INTO ladder_rank_changes (ladder, user_id, \
        from_rank, to_rank, why, game_id, at) \
        SELECT ladder, user_id, rank, rank - 1, 'moved_up', $4, $3 FROM ladder_ranks \
        WHERE ladder = $1 AND rank > $2 ORDER BY rank";

    /// Moves ranks below `$2` up one, negated until [`UNNEGATE`].
    pub const MOVE_UP: &str = "UPDATE ladder_ranks SET rank = -(rank - 1) \
        WHERE ladder = $1 AND rank > $2";

    /// `$1` ladder, `$2` user, `$3` rank.
    pub const SET_RANK: &str = "UPDATE ladder_ranks SET rank = $3 \
        WHERE ladder = $1 AND user_id = $2";

    pub const UNNEGATE: &str = "UPDATE ladder_ranks SET rank = -rank \
        WHERE ladder = $1 AND rank < 0";

    pub const PLAYERS: &str = "SELECT COUNT(*) FROM ladder_ranks WHERE ladder = $1";

    /// The ladders and their idle days, for [`IDLE`] one by one.
    pub const IDLE_LADDERS: &str = "SELECT game, idle_days FROM ladders ORDER BY game";

    /// The idle players of ladder `$1` whose last game was before `$2`, with
    /// no open challenge and not dropped since, best ranked first (`$3`
    /// limit): one range of `ladder_ranks_idle`.
    pub const IDLE: &str = "SELECT r.user_id FROM ladder_ranks r \
        WHERE r.ladder = $1 AND r.idle_dropped_at IS NULL AND r.last_game_at < $2 \
        AND NOT EXISTS (SELECT 1 FROM ladder_challenges c \
            WHERE c.ladder = r.ladder AND c.status = 'open' \
            AND (c.challenger_id = r.user_id OR c.defender_id = r.user_id)) \
        ORDER BY r.rank LIMIT $3";

    /// The claim of a drop: `$1` ladder, `$2` user, `$3` now.
    pub const CLAIM_DROP: &str = "UPDATE ladder_ranks SET idle_dropped_at = $3 \
        WHERE ladder = $1 AND user_id = $2 AND idle_dropped_at IS NULL \
        AND last_game_at < $3 - (SELECT idle_days FROM ladders WHERE game = $1) * 86400000 \
        AND NOT EXISTS (SELECT 1 FROM ladder_challenges c \
            WHERE c.ladder = $1 AND c.status = 'open' \
            AND (c.challenger_id = $2 OR c.defender_id = $2))";

    /// Every list a page or the sweep reads, with a name, for the tests that
    /// read their plans: the page lists take a ladder, a limit and an offset;
    /// `open_of` a ladder and a player; `due` a limit; `idle` a ladder, a time
    /// and a limit.
    pub fn lists() -> Vec<(&'static str, String)> {
        vec![
            ("ranks", RANKS.to_owned()),
            ("open", open()),
            ("open_of", open_of()),
            ("results", results()),
            ("changes", CHANGES.to_owned()),
            ("due", DUE.to_owned()),
            ("idle", IDLE.to_owned()),
        ]
    }
}
