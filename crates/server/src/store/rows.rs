//! Rows as both databases hand them back (`FromRow`, ids and counts decoded
//! by sqlx on either backend), and their conversion to the store's types:
//! timestamps from Unix milliseconds, rules and verdicts from their columns.

use time::OffsetDateTime;

use super::{
    AuditRow, ClaimRow, GameRead, GameRow, GameStatus, GameSummary, MoveCommit, MoveRow, OfferRow,
    Player, SessionRow, StoreError, TokenRow, User,
};
use crate::model::{
    clock::{Away, ClockTerms},
    ratings::Rating,
    vacation::VacationNotice,
};
use crate::model::{
    result::{winner_from_column, Verdict},
    ClaimId, GameId, OfferId, TokenId, TournamentId, UserId,
};
use halma_rules::Rules;

/// Reads a clock as stored.
pub(crate) fn clock_terms(
    kind: &str,
    increment: i64,
    cap: i64,
    weekends_off: bool,
    vacation: bool,
) -> Result<ClockTerms, StoreError> {
    Ok(ClockTerms {
        kind: kind.parse().map_err(StoreError::Corrupt)?,
        increment,
        cap,
        weekends_off,
        vacation,
    })
}

/// A clock's time as stored: milliseconds.
pub(crate) fn to_ms(d: time::Duration) -> i64 {
    d.whole_milliseconds() as i64
}

pub(crate) fn from_ms(ms: i64) -> time::Duration {
    time::Duration::milliseconds(ms)
}

/// Timestamps are stored as Unix milliseconds on both databases.
pub(crate) fn to_millis(at: OffsetDateTime) -> i64 {
    (at.unix_timestamp_nanos() / 1_000_000) as i64
}

pub(crate) fn from_millis(ms: i64) -> OffsetDateTime {
    OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .unwrap_or(OffsetDateTime::UNIX_EPOCH)
}

/// Reads the house rules as stored.
pub(crate) fn rules(variant: &str, camp: &str, repetition: &str) -> Result<Rules, StoreError> {
    let corrupt = |what: String| StoreError::Corrupt(what);
    Ok(Rules {
        variant: variant.parse().map_err(|e| corrupt(format!("{e}")))?,
        camp: camp.parse().map_err(corrupt)?,
        repetition: repetition.parse().map_err(corrupt)?,
    })
}

#[derive(sqlx::FromRow)]
pub(crate) struct UserRecord {
    id: UserId,
    username: String,
    password_hash: String,
    is_admin: bool,
    suspended: bool,
    created_at: i64,
    closed_at: Option<i64>,
    language: Option<String>,
}

impl From<UserRecord> for User {
    fn from(r: UserRecord) -> Self {
        User {
            id: r.id,
            username: r.username,
            password_hash: r.password_hash,
            is_admin: r.is_admin,
            suspended: r.suspended,
            created_at: from_millis(r.created_at),
            closed_at: r.closed_at.map(from_millis),
            language: r.language,
        }
    }
}

/// A session's row as [`super::sql::SESSION`] names its columns.
#[derive(sqlx::FromRow)]
pub(crate) struct SessionRecord {
    s_user_id: UserId,
    s_username: String,
    s_password_hash: String,
    s_is_admin: bool,
    s_suspended: bool,
    s_created_at: i64,
    s_closed_at: Option<i64>,
    s_language: Option<String>,
    s_csrf: String,
    s_expires_at: i64,
    s_turn_mail_sent: bool,
    s_unread: i64,
    s_theme: Option<String>,
    s_coordinates: Option<bool>,
    s_pieces: Option<String>,
    s_orientation: Option<String>,
    s_vacation_notice: bool,
}

impl TryFrom<SessionRecord> for SessionRow {
    type Error = StoreError;
    fn try_from(r: SessionRecord) -> Result<Self, StoreError> {
        let board = match (r.s_theme, r.s_coordinates, r.s_pieces, r.s_orientation) {
            (Some(theme), Some(coordinates), Some(pieces), Some(orientation)) => Some(
                crate::store::board_prefs::sql::Record {
                    theme,
                    coordinates,
                    pieces,
                    orientation,
                }
                .try_into()?,
            ),
            _ => None,
        };
        Ok(SessionRow {
            user: User {
                id: r.s_user_id,
                username: r.s_username,
                password_hash: r.s_password_hash,
                is_admin: r.s_is_admin,
                suspended: r.s_suspended,
                created_at: from_millis(r.s_created_at),
                closed_at: r.s_closed_at.map(from_millis),
                language: r.s_language,
            },
            csrf: r.s_csrf,
            expires_at: from_millis(r.s_expires_at),
            turn_mail_sent: r.s_turn_mail_sent,
            unread: r.s_unread,
            board: board.unwrap_or_default(),
            vacation_notice: r.s_vacation_notice,
        })
    }
}

/// A row of [`super::sql::GAME_WITH_SESSION`]: the session and the game,
/// each if found.
pub(crate) struct GameWithSessionRecord(Option<SessionRecord>, Option<GameWithMovesRecord>);

impl<'r, R> sqlx::FromRow<'r, R> for GameWithSessionRecord
where
    R: sqlx::Row,
    SessionRecord: sqlx::FromRow<'r, R>,
    GameWithMovesRecord: sqlx::FromRow<'r, R>,
    bool: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    &'r str: sqlx::ColumnIndex<R>,
{
    fn from_row(row: &'r R) -> Result<Self, sqlx::Error> {
        let session = match row.try_get::<bool, _>("has_session")? {
            true => Some(SessionRecord::from_row(row)?),
            false => None,
        };
        let game = match row.try_get::<bool, _>("has_game")? {
            true => Some(GameWithMovesRecord::from_row(row)?),
            false => None,
        };
        Ok(Self(session, game))
    }
}

impl GameWithSessionRecord {
    /// The session and the game, each if found.
    pub(crate) fn into_parts(self) -> Result<(Option<SessionRow>, Option<GameRead>), StoreError> {
        Ok((
            self.0.map(TryInto::try_into).transpose()?,
            self.1.map(TryInto::try_into).transpose()?,
        ))
    }
}

#[derive(sqlx::FromRow, serde::Deserialize)]
pub(crate) struct GameRecord {
    id: GameId,
    variant: String,
    camp: String,
    repetition: String,
    white_id: UserId,
    white_name: String,
    black_id: UserId,
    black_name: String,
    days_per_move: i64,
    status: String,
    winner: Option<String>,
    termination: Option<String>,
    note: Option<String>,
    ply: i64,
    position: String,
    to_move_id: Option<UserId>,
    turn_started_at: i64,
    turn_deadline: i64,
    draw_offered_by: Option<UserId>,
    draw_offer_ply: Option<i64>,
    created_at: i64,
    finished_at: Option<i64>,
    #[serde(deserialize_with = "flag")]
    rated: bool,
    rating_seq: Option<i64>,
    clock: String,
    increment_days: i64,
    cap_days: i64,
    #[serde(deserialize_with = "flag")]
    weekends_off: bool,
    #[serde(deserialize_with = "flag")]
    vacation_allowed: bool,
    white_bank: Option<i64>,
    black_bank: Option<i64>,
    white_zone: String,
    white_vacation_until: Option<i64>,
    black_zone: String,
    black_vacation_until: Option<i64>,
    /// The tournament the game belongs to, if any.
    #[sqlx(default)]
    #[serde(default)]
    tournament_id: Option<TournamentId>,
    #[sqlx(default)]
    #[serde(default)]
    tournament_name: Option<String>,
    /// The opponent's rating, in the status page's lists.
    #[sqlx(default)]
    #[serde(default)]
    opponent_rating: Option<f64>,
    #[sqlx(default)]
    #[serde(default)]
    opponent_deviation: Option<f64>,
    #[sqlx(default)]
    #[serde(default)]
    opponent_volatility: Option<f64>,
}

impl TryFrom<GameRecord> for GameRow {
    type Error = StoreError;

    fn try_from(r: GameRecord) -> Result<Self, StoreError> {
        let verdict = match (r.winner, r.termination) {
            (Some(winner), Some(termination)) => Some(Verdict {
                winner: winner_from_column(&winner).map_err(StoreError::Corrupt)?,
                termination: termination.parse().map_err(StoreError::Corrupt)?,
                note: r.note,
            }),
            _ => None,
        };
        let start = from_ms(r.days_per_move * 86_400_000);
        Ok(GameRow {
            clock: clock_terms(
                &r.clock,
                r.increment_days,
                r.cap_days,
                r.weekends_off,
                r.vacation_allowed,
            )?,
            banks: [
                r.white_bank.map_or(start, from_ms),
                r.black_bank.map_or(start, from_ms),
            ],
            away: [
                Away {
                    time_zone: r.white_zone,
                    vacation_until: r.white_vacation_until.map(from_millis),
                },
                Away {
                    time_zone: r.black_zone,
                    vacation_until: r.black_vacation_until.map(from_millis),
                },
            ],
            id: r.id,
            rules: rules(&r.variant, &r.camp, &r.repetition)?,
            white: Player {
                id: r.white_id,
                name: r.white_name,
            },
            black: Player {
                id: r.black_id,
                name: r.black_name,
            },
            days_per_move: r.days_per_move,
            status: GameStatus::parse(&r.status)?,
            verdict,
            ply: r.ply,
            position: r.position,
            to_move: r.to_move_id,
            turn_started_at: from_millis(r.turn_started_at),
            turn_deadline: from_millis(r.turn_deadline),
            draw_offered_by: r.draw_offered_by,
            draw_offer_ply: r.draw_offer_ply,
            created_at: from_millis(r.created_at),
            finished_at: r.finished_at.map(from_millis),
            rated: r.rated,
            rating_seq: r.rating_seq,
            tournament: match (r.tournament_id, r.tournament_name) {
                (Some(id), Some(name)) => Some((id, name)),
                _ => None,
            },
        })
    }
}

/// A player's three lists of games read at once (list 1 to move, 2
/// waiting, 3 finished), as `user` sees them.
pub(crate) fn player_games(
    listed: Vec<(i64, GameRecord)>,
    user: UserId,
) -> Result<super::PlayerGames, StoreError> {
    let [to_move, waiting, finished] = split_lists(listed);
    Ok(super::PlayerGames {
        to_move: summaries(to_move, user)?,
        waiting: summaries(waiting, user)?,
        finished: summaries(finished, user)?,
    })
}

/// The games of a status-page list, as `user` sees them.
pub(crate) fn summaries(
    records: Vec<GameRecord>,
    user: UserId,
) -> Result<Vec<GameSummary>, StoreError> {
    records
        .into_iter()
        .map(|r| {
            let rating = match (
                r.opponent_rating,
                r.opponent_deviation,
                r.opponent_volatility,
            ) {
                (Some(rating), Some(deviation), Some(volatility)) => Some(Rating {
                    rating,
                    deviation,
                    volatility,
                }),
                _ => None,
            };
            let game = GameRow::try_from(r)?;
            let id = game.id;
            let mut summary = GameSummary::of(game, user)
                .ok_or_else(|| StoreError::Corrupt(format!("game {id} listed for a non-player")))?;
            summary.opponent_rating = rating;
            Ok(summary)
        })
        .collect()
}

#[derive(sqlx::FromRow)]
pub(crate) struct MoveRecord {
    number: i64,
    path: String,
    position_key: String,
    played_at: i64,
}

/// A game row with its moves folded into one column by [`sql::MOVE_LIST`]:
/// `number|path|position key|played at`, a line each, in order.
#[derive(sqlx::FromRow)]
pub(crate) struct GameWithMovesRecord {
    #[sqlx(flatten)]
    game: GameRecord,
    move_list: Option<String>,
    white_rating: Option<f64>,
    white_deviation: Option<f64>,
    white_volatility: Option<f64>,
    black_rating: Option<f64>,
    black_deviation: Option<f64>,
    black_volatility: Option<f64>,
    has_chat: bool,
    white_turn_mail: bool,
    black_turn_mail: bool,
}

/// The lines a commit adds to its game's `move_list`: one a move,
/// `number|path|position key|played at` (milliseconds), joined by newlines.
/// The write appends them after a newline, or sets them on the first move:
/// the list is the moves table folded in order, read back by
/// [`GameWithMovesRecord`].
pub(crate) fn move_lines(commit: &MoveCommit) -> String {
    let at = to_millis(commit.at);
    commit
        .moves
        .iter()
        .enumerate()
        .map(|(i, m)| {
            format!(
                "{}|{}|{}|{at}",
                commit.expected_ply + 1 + i as i64,
                m.path,
                m.position_key
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

impl TryFrom<GameWithMovesRecord> for GameRead {
    type Error = StoreError;

    fn try_from(r: GameWithMovesRecord) -> Result<Self, StoreError> {
        let rating = |rating, deviation, volatility| match (rating, deviation, volatility) {
            (Some(rating), Some(deviation), Some(volatility)) => Some(Rating {
                rating,
                deviation,
                volatility,
            }),
            _ => None,
        };
        let ratings = [
            rating(r.white_rating, r.white_deviation, r.white_volatility),
            rating(r.black_rating, r.black_deviation, r.black_volatility),
        ];
        let moves = r
            .move_list
            .as_deref()
            .unwrap_or_default()
            .lines()
            .map(|line| {
                let mut fields = line.split('|');
                let mut next = || {
                    fields
                        .next()
                        .ok_or_else(|| StoreError::Corrupt(format!("move list line {line:?}")))
                };
                let number = next()?
                    .parse()
                    .map_err(|_| StoreError::Corrupt(line.into()));
                let (path, key, at) = (next()?, next()?, next()?);
                Ok(MoveRow {
                    number: number?,
                    path: path.to_owned(),
                    position_key: key.to_owned(),
                    played_at: from_millis(
                        at.parse().map_err(|_| StoreError::Corrupt(line.into()))?,
                    ),
                })
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        Ok(GameRead {
            row: GameRow::try_from(r.game)?,
            moves,
            ratings,
            has_chat: r.has_chat,
            turn_mail: [r.white_turn_mail, r.black_turn_mail],
        })
    }
}

#[derive(sqlx::FromRow)]
pub(crate) struct TokenRecord {
    id: TokenId,
    name: String,
    created_at: i64,
    revoked_at: Option<i64>,
}

impl From<TokenRecord> for TokenRow {
    fn from(r: TokenRecord) -> Self {
        TokenRow {
            id: r.id,
            name: r.name,
            created_at: from_millis(r.created_at),
            revoked_at: r.revoked_at.map(from_millis),
        }
    }
}

impl From<MoveRecord> for MoveRow {
    fn from(r: MoveRecord) -> Self {
        MoveRow {
            number: r.number,
            path: r.path,
            position_key: r.position_key,
            played_at: from_millis(r.played_at),
        }
    }
}

/// A row of a statement that reads several lists of games at once
/// ([`crate::store::sql::PLAYER_GAMES`]): which list, and the game.
#[derive(sqlx::FromRow)]
pub(crate) struct ListedGameRecord {
    pub list: i64,
    #[sqlx(flatten)]
    pub game: GameRecord,
}

/// A row of [`crate::store::sql::PLAYER_OFFERS`]: which list, and the offer.
#[derive(sqlx::FromRow)]
pub(crate) struct ListedOfferRecord {
    pub list: i64,
    #[sqlx(flatten)]
    pub offer: OfferRecord,
}

/// Rows of several lists, in their lists' order, split into `N` lists
/// (list `k` of the rows at `k - 1`; a list no row has stays empty).
pub(crate) fn split_lists<T, const N: usize>(rows: Vec<(i64, T)>) -> [Vec<T>; N] {
    let mut lists: [Vec<T>; N] = std::array::from_fn(|_| Vec::new());
    for (list, row) in rows {
        if let Some(place) = usize::try_from(list - 1)
            .ok()
            .and_then(|k| lists.get_mut(k))
        {
            place.push(row);
        }
    }
    lists
}

#[derive(sqlx::FromRow, serde::Deserialize)]
pub(crate) struct OfferRecord {
    id: OfferId,
    poster_id: UserId,
    poster_name: String,
    variant: String,
    camp: String,
    repetition: String,
    colour: String,
    days_per_move: i64,
    invited_id: Option<UserId>,
    invited_name: Option<String>,
    #[serde(deserialize_with = "flag")]
    automatch: bool,
    created_at: i64,
    #[serde(deserialize_with = "flag")]
    rated: bool,
    rating_range: Option<i64>,
    clock: String,
    increment_days: i64,
    cap_days: i64,
    #[serde(deserialize_with = "flag")]
    weekends_off: bool,
    #[serde(deserialize_with = "flag")]
    vacation_allowed: bool,
}

impl TryFrom<OfferRecord> for OfferRow {
    type Error = StoreError;

    fn try_from(r: OfferRecord) -> Result<Self, StoreError> {
        Ok(OfferRow {
            id: r.id,
            poster: Player {
                id: r.poster_id,
                name: r.poster_name,
            },
            rules: rules(&r.variant, &r.camp, &r.repetition)?,
            colour: r.colour.parse().map_err(StoreError::Corrupt)?,
            days_per_move: r.days_per_move,
            invited: match (r.invited_id, r.invited_name) {
                (Some(id), Some(name)) => Some(Player { id, name }),
                _ => None,
            },
            automatch: r.automatch,
            created_at: from_millis(r.created_at),
            rated: r.rated,
            rating_range: r.rating_range,
            clock: clock_terms(
                &r.clock,
                r.increment_days,
                r.cap_days,
                r.weekends_off,
                r.vacation_allowed,
            )?,
        })
    }
}

/// A player's invitations (list 1) and own offers (list 2) read at once.
pub(crate) fn player_offers(
    listed: Vec<(i64, OfferRecord)>,
) -> Result<(Vec<OfferRow>, Vec<OfferRow>), StoreError> {
    let [invitations, mine] = split_lists(listed);
    Ok((offers(invitations)?, offers(mine)?))
}

/// The offers of a list query.
pub(crate) fn offers(records: Vec<OfferRecord>) -> Result<Vec<OfferRow>, StoreError> {
    records.into_iter().map(OfferRow::try_from).collect()
}

/// What an offer taken becomes: its poster and terms.
#[derive(sqlx::FromRow)]
pub(crate) struct TakenRecord {
    pub poster_id: UserId,
    variant: String,
    camp: String,
    repetition: String,
    colour: String,
    pub days_per_move: i64,
    pub rated: bool,
    clock: String,
    increment_days: i64,
    cap_days: i64,
    weekends_off: bool,
    vacation_allowed: bool,
}

impl TakenRecord {
    pub fn rules(&self) -> Result<Rules, StoreError> {
        rules(&self.variant, &self.camp, &self.repetition)
    }

    pub fn colour(&self) -> Result<super::ColourChoice, StoreError> {
        self.colour.parse().map_err(StoreError::Corrupt)
    }

    pub fn clock(&self) -> Result<ClockTerms, StoreError> {
        clock_terms(
            &self.clock,
            self.increment_days,
            self.cap_days,
            self.weekends_off,
            self.vacation_allowed,
        )
    }
}

#[derive(sqlx::FromRow)]
pub(crate) struct ClaimRecord {
    id: ClaimId,
    game_id: GameId,
    claimant_id: UserId,
    claimant_name: String,
    ply: i64,
    path: String,
    status: String,
    created_at: i64,
    decider_name: Option<String>,
    decided_at: Option<i64>,
    reason: Option<String>,
}

impl From<ClaimRecord> for ClaimRow {
    fn from(r: ClaimRecord) -> Self {
        ClaimRow {
            id: r.id,
            game: r.game_id,
            claimant: Player {
                id: r.claimant_id,
                name: r.claimant_name,
            },
            ply: r.ply,
            path: r.path,
            status: r.status,
            created_at: from_millis(r.created_at),
            decided_by: r.decider_name,
            decided_at: r.decided_at.map(from_millis),
            reason: r.reason,
        }
    }
}

#[derive(sqlx::FromRow)]
pub(crate) struct AuditRecord {
    admin_name: String,
    game_id: Option<GameId>,
    action: String,
    reason: String,
    created_at: i64,
}

impl From<AuditRecord> for AuditRow {
    fn from(r: AuditRecord) -> Self {
        AuditRow {
            admin: r.admin_name,
            game: r.game_id,
            action: r.action,
            reason: r.reason,
            at: from_millis(r.created_at),
        }
    }
}

#[derive(sqlx::FromRow)]
pub(crate) struct ProfileRecord {
    about: String,
    time_zone: String,
    last_seen_at: Option<i64>,
    hide_from_who: bool,
}

impl From<ProfileRecord> for super::Profile {
    fn from(r: ProfileRecord) -> Self {
        super::Profile {
            about: r.about,
            time_zone: r.time_zone,
            last_seen_at: r.last_seen_at.map(from_millis),
            hide_from_who: r.hide_from_who,
        }
    }
}

#[derive(sqlx::FromRow)]
pub(crate) struct ThreadRecord {
    id: crate::model::ThreadId,
    subject: String,
    other_id: UserId,
    other_name: String,
    last_at: i64,
    unread: bool,
}

impl From<ThreadRecord> for super::ThreadLine {
    fn from(r: ThreadRecord) -> Self {
        super::ThreadLine {
            id: r.id,
            subject: r.subject,
            other_id: r.other_id,
            other_name: r.other_name,
            last_at: from_millis(r.last_at),
            unread: r.unread,
        }
    }
}

#[derive(sqlx::FromRow)]
pub(crate) struct MessageRecord {
    id: crate::model::MessageId,
    sender_id: UserId,
    sender_name: String,
    body: String,
    created_at: i64,
}

impl From<MessageRecord> for super::MessageRow {
    fn from(r: MessageRecord) -> Self {
        super::MessageRow {
            id: r.id,
            sender_id: r.sender_id,
            sender_name: r.sender_name,
            body: r.body,
            created_at: from_millis(r.created_at),
        }
    }
}

/// A vacation notice as its column keeps it: the notice of vacation used as
/// a JSON object (`{"used":{"opponent":…,"ran_out":millis,"days":n}}`),
/// said in the reader's language when read; words stay words.
pub(crate) fn notice_column(notice: &VacationNotice) -> String {
    match notice {
        VacationNotice::Used {
            opponent,
            ran_out,
            days,
        } => serde_json::json!({
            "used": { "opponent": opponent, "ran_out": to_millis(*ran_out), "days": days }
        })
        .to_string(),
        VacationNotice::Words(words) => words.clone(),
    }
}

/// [`notice_column`] read back; a column of words (written before the
/// notices were kept as data) is those words.
pub(crate) fn notice_from_column(text: String) -> VacationNotice {
    let used = serde_json::from_str::<serde_json::Value>(&text)
        .ok()
        .and_then(|v| {
            let used = v.get("used")?;
            Some(VacationNotice::Used {
                opponent: used.get("opponent")?.as_str()?.to_owned(),
                ran_out: from_millis(used.get("ran_out")?.as_i64()?),
                days: used.get("days")?.as_i64()?,
            })
        });
    used.unwrap_or(VacationNotice::Words(text))
}

#[derive(sqlx::FromRow)]
pub(crate) struct VacationRecord {
    vacation_banked: Option<i64>,
    vacation_counted_at: i64,
    vacation_started_at: Option<i64>,
    vacation_until: Option<i64>,
    vacation_auto: bool,
    vacation_notice: Option<String>,
    time_zone: String,
}

impl From<VacationRecord> for super::VacationRow {
    fn from(r: VacationRecord) -> Self {
        super::VacationRow {
            banked: r.vacation_banked.map(from_ms),
            counted_at: from_millis(r.vacation_counted_at),
            started_at: r.vacation_started_at.map(from_millis),
            until: r.vacation_until.map(from_millis),
            auto: r.vacation_auto,
            notice: r.vacation_notice.map(notice_from_column),
            time_zone: r.time_zone,
        }
    }
}

#[derive(sqlx::FromRow)]
pub(crate) struct SettingsRecord {
    user_id: UserId,
    email: Option<String>,
    pending_email: Option<String>,
    on_turn: bool,
    digest: bool,
    digest_hour: i64,
    low_time: bool,
    invitations: bool,
    next_digest_at: Option<i64>,
    unsubscribe_key: String,
    feed_token: Option<String>,
}

impl From<SettingsRecord> for super::NotificationSettings {
    fn from(r: SettingsRecord) -> Self {
        super::NotificationSettings {
            user: r.user_id,
            email: r.email,
            pending_email: r.pending_email,
            on_turn: r.on_turn,
            digest: r.digest,
            digest_hour: r.digest_hour,
            low_time: r.low_time,
            invitations: r.invitations,
            next_digest_at: r.next_digest_at.map(from_millis),
            unsubscribe_key: r.unsubscribe_key,
            feed_token: r.feed_token,
        }
    }
}

#[derive(sqlx::FromRow)]
pub(crate) struct DigestRecord {
    user_id: UserId,
    email: Option<String>,
    next_digest_at: i64,
    digest_hour: i64,
    time_zone: String,
}

impl From<DigestRecord> for super::DigestDue {
    fn from(r: DigestRecord) -> Self {
        super::DigestDue {
            user: r.user_id,
            email: r.email.unwrap_or_default(),
            due: from_millis(r.next_digest_at),
            digest_hour: r.digest_hour,
            time_zone: r.time_zone,
        }
    }
}

#[derive(sqlx::FromRow)]
pub(crate) struct OutboxRecord {
    id: i64,
    user_id: UserId,
    kind: String,
    to_address: String,
    game_id: Option<GameId>,
    secret: Option<String>,
    created_at: i64,
    attempts: i64,
    language: Option<String>,
}

impl TryFrom<OutboxRecord> for super::OutboxRow {
    type Error = StoreError;

    fn try_from(r: OutboxRecord) -> Result<Self, StoreError> {
        Ok(super::OutboxRow {
            id: r.id,
            user: r.user_id,
            kind: super::MailKind::parse(&r.kind)?,
            to: r.to_address,
            game: r.game_id,
            secret: r.secret,
            created_at: from_millis(r.created_at),
            attempts: r.attempts,
            language: r.language,
        })
    }
}

/// A message with its thread.
#[derive(sqlx::FromRow)]
pub(crate) struct ThreadMessageRecord {
    pub thread_id: crate::model::ThreadId,
    #[sqlx(flatten)]
    pub message: MessageRecord,
}

/// A chat line with its game.
#[derive(sqlx::FromRow)]
pub(crate) struct ChatLineRecord {
    pub game_id: GameId,
    #[sqlx(flatten)]
    pub message: MessageRecord,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_vacation_notice_is_read_back_as_written_and_old_words_stay_words() {
        let used = VacationNotice::Used {
            opponent: "bob".to_owned(),
            ran_out: from_millis(1_795_000_000_000),
            days: 2,
        };
        assert_eq!(notice_from_column(notice_column(&used)), used);
        let words = "Your time ran out in your game against bob on 27 Nov: 1 day of \
            vacation was used instead of losing.";
        assert_eq!(
            notice_from_column(words.to_owned()),
            VacationNotice::Words(words.to_owned())
        );
        let odd = VacationNotice::Words("{\"used\": 3}".to_owned());
        assert_eq!(notice_from_column(notice_column(&odd)), odd);
    }
}

/// The records the SQLite store reads on the request's own thread
/// (`sqlite::inline`), column by column as sqlx reads them.
pub(crate) mod inline {
    use super::{GameRecord, GameWithMovesRecord, OfferRecord, SessionRecord};
    use crate::store::sqlite::inline::Named;

    type Read<T> = rusqlite::Result<T>;

    impl SessionRecord {
        pub(crate) fn from_named(r: &Named<'_>) -> Read<Self> {
            Ok(SessionRecord {
                s_user_id: r.get("s_user_id")?,
                s_username: r.get("s_username")?,
                s_password_hash: r.get("s_password_hash")?,
                s_is_admin: r.get("s_is_admin")?,
                s_suspended: r.get("s_suspended")?,
                s_created_at: r.get("s_created_at")?,
                s_closed_at: r.get("s_closed_at")?,
                s_language: r.get("s_language")?,
                s_csrf: r.get("s_csrf")?,
                s_expires_at: r.get("s_expires_at")?,
                s_turn_mail_sent: r.get("s_turn_mail_sent")?,
                s_unread: r.get("s_unread")?,
                s_theme: r.get("s_theme")?,
                s_coordinates: r.get("s_coordinates")?,
                s_pieces: r.get("s_pieces")?,
                s_orientation: r.get("s_orientation")?,
                s_vacation_notice: r.get("s_vacation_notice")?,
            })
        }
    }

    impl GameRecord {
        pub(crate) fn from_named(r: &Named<'_>) -> Read<Self> {
            Ok(GameRecord {
                id: r.get("id")?,
                variant: r.get("variant")?,
                camp: r.get("camp")?,
                repetition: r.get("repetition")?,
                white_id: r.get("white_id")?,
                white_name: r.get("white_name")?,
                black_id: r.get("black_id")?,
                black_name: r.get("black_name")?,
                days_per_move: r.get("days_per_move")?,
                status: r.get("status")?,
                winner: r.get("winner")?,
                termination: r.get("termination")?,
                note: r.get("note")?,
                ply: r.get("ply")?,
                position: r.get("position")?,
                to_move_id: r.get("to_move_id")?,
                turn_started_at: r.get("turn_started_at")?,
                turn_deadline: r.get("turn_deadline")?,
                draw_offered_by: r.get("draw_offered_by")?,
                draw_offer_ply: r.get("draw_offer_ply")?,
                created_at: r.get("created_at")?,
                finished_at: r.get("finished_at")?,
                rated: r.get("rated")?,
                rating_seq: r.get("rating_seq")?,
                clock: r.get("clock")?,
                increment_days: r.get("increment_days")?,
                cap_days: r.get("cap_days")?,
                weekends_off: r.get("weekends_off")?,
                vacation_allowed: r.get("vacation_allowed")?,
                white_bank: r.get("white_bank")?,
                black_bank: r.get("black_bank")?,
                white_zone: r.get("white_zone")?,
                white_vacation_until: r.get("white_vacation_until")?,
                black_zone: r.get("black_zone")?,
                black_vacation_until: r.get("black_vacation_until")?,
                tournament_id: r.get_or_default("tournament_id")?,
                tournament_name: r.get_or_default("tournament_name")?,
                opponent_rating: r.get_or_default("opponent_rating")?,
                opponent_deviation: r.get_or_default("opponent_deviation")?,
                opponent_volatility: r.get_or_default("opponent_volatility")?,
            })
        }
    }

    impl OfferRecord {
        pub(crate) fn from_named(r: &Named<'_>) -> Read<Self> {
            Ok(OfferRecord {
                id: r.get("id")?,
                poster_id: r.get("poster_id")?,
                poster_name: r.get("poster_name")?,
                variant: r.get("variant")?,
                camp: r.get("camp")?,
                repetition: r.get("repetition")?,
                colour: r.get("colour")?,
                days_per_move: r.get("days_per_move")?,
                invited_id: r.get("invited_id")?,
                invited_name: r.get("invited_name")?,
                automatch: r.get("automatch")?,
                created_at: r.get("created_at")?,
                rated: r.get("rated")?,
                rating_range: r.get("rating_range")?,
                clock: r.get("clock")?,
                increment_days: r.get("increment_days")?,
                cap_days: r.get("cap_days")?,
                weekends_off: r.get("weekends_off")?,
                vacation_allowed: r.get("vacation_allowed")?,
            })
        }
    }

    impl GameWithMovesRecord {
        pub(crate) fn from_named(r: &Named<'_>) -> Read<Self> {
            Ok(GameWithMovesRecord {
                game: GameRecord::from_named(r)?,
                move_list: r.get("move_list")?,
                white_rating: r.get("white_rating")?,
                white_deviation: r.get("white_deviation")?,
                white_volatility: r.get("white_volatility")?,
                black_rating: r.get("black_rating")?,
                black_deviation: r.get("black_deviation")?,
                black_volatility: r.get("black_volatility")?,
                has_chat: r.get("has_chat")?,
                white_turn_mail: r.get("white_turn_mail")?,
                black_turn_mail: r.get("black_turn_mail")?,
            })
        }
    }
}

/// A yes/no column read from JSON: `true`/`false` as Postgres writes it, `1`/`0`
/// as SQLite does (its booleans are integers).
pub(crate) fn flag<'de, D: serde::Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
    struct Flag;
    impl serde::de::Visitor<'_> for Flag {
        type Value = bool;
        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("a boolean or 0/1")
        }
        fn visit_bool<E: serde::de::Error>(self, v: bool) -> Result<bool, E> {
            Ok(v)
        }
        fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<bool, E> {
            Ok(v != 0)
        }
        fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<bool, E> {
            Ok(v != 0)
        }
    }
    d.deserialize_any(Flag)
}

/// The fields of record `T` (each the name of the column it is read from),
/// as serde's derive declares them: so that a statement that hands rows
/// back as JSON names every column a record reads, and no other.
pub(crate) fn fields_of<T: serde::de::DeserializeOwned>() -> &'static [&'static str] {
    use serde::de::{Error as _, Visitor};
    type Failed = serde::de::value::Error;
    struct Fields<'a>(&'a mut &'static [&'static str]);
    impl<'de> serde::Deserializer<'de> for Fields<'_> {
        type Error = Failed;
        fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Failed> {
            Err(Failed::custom("not a record"))
        }
        fn deserialize_struct<V: Visitor<'de>>(
            self,
            _: &'static str,
            fields: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, Failed> {
            *self.0 = fields;
            Err(Failed::custom("fields only"))
        }
        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes
            byte_buf option unit unit_struct newtype_struct seq tuple tuple_struct map
            enum identifier ignored_any
        }
    }
    let mut fields: &'static [&'static str] = &[];
    let _ = T::deserialize(Fields(&mut fields));
    fields
}
