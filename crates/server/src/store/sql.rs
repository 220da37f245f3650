//! The SQL both stores run as it is: `$N` parameters work on SQLite too, and
//! ids bind as each backend stores them. Where the dialects differ, the
//! backend's own module writes its SQL itself. Public so that a test can ask
//! each database how it runs a query (`EXPLAIN`).

use std::sync::LazyLock;

/// A condition on a row's status beside its id (`WHERE id = $n AND …`), as
/// a filter only: `(condition) IS TRUE`, which means the same in a `WHERE`
/// but which no index serves, so that the primary key finds the row. Written
/// plainly (`AND status = 'active'`), the generic plan Postgres runs for the
/// server's connections, on a table it has no statistics for yet (a new
/// site, or a database without autovacuum), read every row of that status
/// through the index led by the status (`games_status_deadline`,
/// `tournaments_status_created`, …) and checked each one's id: a Submit's
/// write visited 300 to 430 buffers with 32 games in play, more as dead
/// entries piled up, and rating a finished game read every finished game
/// (tests `…_found_by_its_primary_key` of the store's suites).
macro_rules! status_filter {
    ($condition:literal) => {
        concat!("(", $condition, ") IS TRUE")
    };
}
pub(crate) use status_filter;

/// `$1` a user, `$2` a session id or NULL: ends every session of the user
/// but that one.
pub const END_SESSIONS_OF: &str =
    "DELETE FROM sessions WHERE user_id = $1 AND ($2 IS NULL OR id <> $2)";

/// The columns of a game row, with its players' names, for `SELECT … FROM`
/// [`GAME_TABLES`].
pub const GAME_COLUMNS: &str = "g.id, g.variant, g.camp, g.repetition, g.white_id, \
    (SELECT username FROM users WHERE id = g.white_id) AS white_name, g.black_id, \
    (SELECT username FROM users WHERE id = g.black_id) AS black_name, g.days_per_move, g.status, \
    g.winner, g.termination, g.note, g.ply, g.position, g.to_move_id, g.turn_started_at, \
    g.turn_deadline, g.draw_offered_by, g.draw_offer_ply, g.created_at, g.finished_at, g.rated, g.rating_seq, \
    g.clock, g.increment_days, g.cap_days, g.weekends_off, g.vacation_allowed, g.white_bank, \
    g.black_bank, (SELECT time_zone FROM users WHERE id = g.white_id) AS white_zone, \
    (SELECT vacation_until FROM users WHERE id = g.white_id) AS white_vacation_until, \
    (SELECT time_zone FROM users WHERE id = g.black_id) AS black_zone, \
    (SELECT vacation_until FROM users WHERE id = g.black_id) AS black_vacation_until, \
    (SELECT tg.tournament_id FROM tournament_games tg WHERE tg.game_id = g.id) AS tournament_id, \
    (SELECT t.name FROM tournament_games tg JOIN tournaments t ON t.id = tg.tournament_id \
    WHERE tg.game_id = g.id) AS tournament_name";

/// The tables behind [`GAME_COLUMNS`]: the games of two players only (a
/// game for more than two has no pair; each query that can meet one says
/// [`PAIR`]).
/// The names are looked up row by row (a primary-key probe each), never joined:
/// a prepared statement's generic plan, which cannot know how few games one
/// player has, would otherwise hash-join the whole users table.
pub const GAME_TABLES: &str = "games g";

/// The condition that keeps a query of [`GAME_COLUMNS`] to the games of two
/// players, where it would otherwise meet games for more than two (by id,
/// by status, by the player to move).
pub const PAIR: &str = "g.seated = FALSE";

/// `$1` the game.
pub static GAME: LazyLock<String> = LazyLock::new(|| {
    format!("SELECT {GAME_COLUMNS} FROM {GAME_TABLES} WHERE g.id = $1 AND {PAIR}")
});

/// `$1` the game: its row with its moves (the column `move_list`, kept with
/// the row: see `rows::move_lines`) and both players' ratings in the game's
/// variant (a primary-key probe each), and whether its chat has a line (so
/// that a page asks for the chat only when there is one): one query, one
/// row, for a page or a Submit.
pub static GAME_WITH_MOVES: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT {GAME_COLUMNS}, g.move_list, rw.rating AS white_rating, rw.deviation AS white_deviation, \
         rw.volatility AS white_volatility, rb.rating AS black_rating, \
         rb.deviation AS black_deviation, rb.volatility AS black_volatility, \
         EXISTS (SELECT 1 FROM chat_lines c WHERE c.game_id = g.id) AS has_chat, \
         EXISTS (SELECT 1 FROM notification_settings n WHERE n.user_id = g.white_id \
         AND n.on_turn = TRUE AND n.turn_armed = TRUE AND n.email IS NOT NULL) AS white_turn_mail, \
         EXISTS (SELECT 1 FROM notification_settings n WHERE n.user_id = g.black_id \
         AND n.on_turn = TRUE AND n.turn_armed = TRUE AND n.email IS NOT NULL) AS black_turn_mail \
         FROM {GAME_TABLES} \
         LEFT JOIN ratings rw ON rw.user_id = g.white_id AND rw.game = g.variant \
         LEFT JOIN ratings rb ON rb.user_id = g.black_id AND rb.game = g.variant \
         WHERE g.id = $1 AND {PAIR}"
    )
});

/// `$1` how many: games in progress, the furthest deadlines first.
pub static GAMES_IN_PROGRESS: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT {GAME_COLUMNS} FROM {GAME_TABLES} WHERE g.status = 'active' AND {PAIR} \
         ORDER BY g.turn_deadline DESC LIMIT $1"
    )
});

/// `$1` the game: its moves in order (the primary key's range).
pub const MOVES: &str = "SELECT number, path, position_key, played_at FROM moves \
    WHERE game_id = $1 ORDER BY number";

/// `$1` now: the active games whose clock ran out, longest overdue first,
/// at most [`GAMES_DUE_AT_ONCE`] (index `games_status_deadline`, read in its
/// order). The limit is written in, not bound: a prepared statement's
/// generic plan (the one Postgres runs for the server's connections) knows
/// neither `$1` nor a bound limit, and costs `turn_deadline < $1` as a third
/// of the active games; without a limit it then read the whole table and
/// sorted it (40–70 ms at 100,000 active games) once the statistics knew the
/// table. With a few hundred rows wanted in the index's order, reading the
/// index is cheaper whatever the statistics say.
pub const GAMES_DUE: &str = "SELECT id FROM games WHERE status = 'active' AND turn_deadline < $1 \
    ORDER BY turn_deadline LIMIT 500";

/// The `LIMIT` of [`GAMES_DUE`]: a sweep asks again while it gets that many.
pub const GAMES_DUE_AT_ONCE: usize = 500;

/// Active games where a computer player is to move: the few computer
/// accounts (their partial index `users_computer`), then each one's range of
/// `games_to_move`. A game has a player to move only while it is active, so
/// the status is not asked (the planners would read every active game by
/// it); nor is an order, for the same reason: each pass moves in every game
/// it finds, so a game left out of one batch is in the next.
pub const COMPUTER_TURNS: &str = "SELECT id FROM games \
    WHERE to_move_id IN (SELECT id FROM users WHERE computer_level IS NOT NULL) LIMIT 100";

/// The `LIMIT` of [`COMPUTER_TURNS`].
pub const COMPUTER_TURNS_AT_ONCE: usize = 100;

/// `$1` the SHA-256 of an API token: its owner, while the token is live.
/// A suspended player's tokens open nothing, and a computer account has none.
pub const USER_BY_TOKEN: &str = "SELECT u.id, u.username, u.password_hash, u.is_admin, \
    u.suspended, u.created_at, u.closed_at, u.language FROM api_tokens t JOIN users u ON u.id = t.user_id \
    WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND u.suspended = FALSE \
    AND u.computer_level IS NULL";

/// The columns of a user row.
pub const USER_COLUMNS: &str =
    "id, username, password_hash, is_admin, suspended, created_at, closed_at, language";

/// `$1` id, `$2` username, `$3` its key, `$4` password hash, `$5` admin,
/// `$6` now. A new player has no vacation yet: it is earned day by day from
/// now.
pub const INSERT_USER: &str = "INSERT INTO users (id, username, username_key, password_hash, \
    is_admin, created_at, vacation_banked, vacation_counted_at) \
    VALUES ($1, $2, $3, $4, $5, $6, 0, $6)";

/// A draw claim with its claimant's and decider's names.
pub const CLAIM_SELECT: &str = "SELECT c.id, c.game_id, c.claimant_id, \
    u.username AS claimant_name, c.ply, c.path, c.status, c.created_at, \
    d.username AS decider_name, c.decided_at, c.reason \
    FROM draw_claims c JOIN users u ON u.id = c.claimant_id \
    LEFT JOIN users d ON d.id = c.decided_by";

/// A session with its user, for [`live_session`]'s `WHERE`. Every page's layout
/// needs the count of unread threads and a board its preferences: they come
/// with the session, not by queries of their own. The columns are named
/// `s_…`, so that a game's row can come beside them (see [`GAME_WITH_SESSION`]).
const SESSION_SELECT: &str = "SELECT u.id AS s_user_id, u.username AS s_username, \
    u.password_hash AS s_password_hash, u.is_admin AS s_is_admin, u.suspended AS s_suspended, \
    u.created_at AS s_created_at, u.closed_at AS s_closed_at, u.language AS s_language, s.csrf AS s_csrf, s.expires_at AS s_expires_at, \
    EXISTS (SELECT 1 FROM notification_settings n \
    WHERE n.user_id = u.id AND n.turn_armed = FALSE) AS s_turn_mail_sent, \
    (SELECT COUNT(*) FROM thread_parties p \
     WHERE p.user_id = u.id AND p.unread = TRUE AND p.deleted = FALSE) AS s_unread, \
    b.theme AS s_theme, b.coordinates AS s_coordinates, b.pieces AS s_pieces, \
    b.orientation AS s_orientation, u.vacation_notice IS NOT NULL AS s_vacation_notice \
    FROM sessions s JOIN users u ON u.id = s.user_id \
    LEFT JOIN board_preferences b ON b.user_id = u.id";

/// The session `$A` if it is live at `$B` (with `$A`, `$B` the numbers of the
/// parameters). A suspended player's session (should one outlive the
/// suspension's sweep) opens nothing.
fn live_session(id: u8, now: u8) -> String {
    format!("{SESSION_SELECT} WHERE s.id = ${id} AND s.expires_at > ${now} AND u.suspended = FALSE")
}

/// `$1` the session id, `$2` now: a live session with its user.
pub static SESSION: LazyLock<String> = LazyLock::new(|| live_session(1, 2));

/// `$1` the game, `$2` the session id, `$3` now: [`GAME_WITH_MOVES`] and
/// [`SESSION`] in one row, for a game page or a Submit, which need both.
/// `has_game` and `has_session` tell which of the two was found.
pub static GAME_WITH_SESSION: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT vs.*, vg.*, vs.s_csrf IS NOT NULL AS has_session, vg.id IS NOT NULL AS has_game \
         FROM (SELECT 1 AS one) one \
         LEFT JOIN ({}) vs ON TRUE \
         LEFT JOIN ({}) vg ON TRUE",
        live_session(2, 3),
        *GAME_WITH_MOVES
    )
});

/// The columns of an offer with its names, for `SELECT … FROM` [`OFFER_TABLES`]:
/// the offers of two-player games (each query says `o.seated = FALSE`; the
/// offers for more than two are read with their seats).
pub const OFFER_COLUMNS: &str = "o.id, o.poster_id, \
    (SELECT username FROM users WHERE id = o.poster_id) AS poster_name, o.variant, \
    o.camp, o.repetition, o.colour, o.days_per_move, o.invited_id, \
    (SELECT username FROM users WHERE id = o.invited_id) AS invited_name, o.automatch, \
    o.created_at, o.rated, o.rating_range, o.clock, o.increment_days, o.cap_days, o.weekends_off, \
    o.vacation_allowed";

/// `$1` the winner, `$2` the termination, `$3` when, `$4` the game, `$5`
/// the note: ends a game,
/// clearing the side to move and any draw offer. Each caller adds its own
/// conditions (`AND …`), so that a game that moved on meanwhile is left alone.
pub const FINISH_GAME: &str = "UPDATE games SET status = 'finished', winner = $1, \
    termination = $2, note = $5, finished_at = $3, to_move_id = NULL, draw_offered_by = NULL \
    WHERE id = $4";

/// The tables behind [`OFFER_COLUMNS`].
/// Names are looked up row by row, as for games ([`GAME_TABLES`]).
pub const OFFER_TABLES: &str = "offers o";

/// The opponent's rating in the game's variant (`opponent` names their id
/// column), for a list of the status page: a primary-key probe of `ratings`
/// a row, so that the page asks for no rating of its own.
fn opponent_rating(opponent: &str) -> String {
    ["rating", "deviation", "volatility"]
        .iter()
        .map(|c| {
            format!(
                ", (SELECT r.{c} FROM ratings r WHERE r.user_id = {opponent} \
                 AND r.game = g.variant) AS opponent_{c}"
            )
        })
        .collect()
}

/// `$1` the user: games where it is their turn, most urgent first
/// (index `games_to_move`), with the opponent's rating.
pub static GAMES_TO_MOVE: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT {GAME_COLUMNS}{} FROM {GAME_TABLES} \
         WHERE g.to_move_id = $1 AND {PAIR} ORDER BY g.turn_deadline, g.id",
        opponent_rating("CASE WHEN g.white_id = $1 THEN g.black_id ELSE g.white_id END")
    )
});

/// `$1` the user: games waiting for the opponent, or for an admin, longest
/// waiting first, with the opponent's rating. One branch a colour, so that
/// each is a range of `games_white_status` / `games_black_status`.
pub static GAMES_WAITING: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT * FROM ( \
           SELECT {GAME_COLUMNS}{black} FROM {GAME_TABLES} \
           WHERE g.white_id = $1 AND g.status IN ('active', 'claim') \
             AND (g.to_move_id IS NULL OR g.to_move_id <> $1) \
           UNION ALL \
           SELECT {GAME_COLUMNS}{white} FROM {GAME_TABLES} \
           WHERE g.black_id = $1 AND g.status IN ('active', 'claim') \
             AND (g.to_move_id IS NULL OR g.to_move_id <> $1) \
         ) AS waiting ORDER BY turn_started_at, id",
        black = opponent_rating("g.black_id"),
        white = opponent_rating("g.white_id"),
    )
});

/// `$1` the user, `$2` how many: the latest finished games, with the
/// opponent's rating. Each branch reads its index backwards and stops after
/// `$2` rows.
pub static GAMES_FINISHED: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT * FROM ( \
           SELECT * FROM ( \
             SELECT {GAME_COLUMNS}{black} FROM {GAME_TABLES} \
             WHERE g.white_id = $1 AND g.status = 'finished' \
             ORDER BY g.finished_at DESC LIMIT $2 \
           ) AS fw \
           UNION ALL \
           SELECT * FROM ( \
             SELECT {GAME_COLUMNS}{white} FROM {GAME_TABLES} \
             WHERE g.black_id = $1 AND g.status = 'finished' \
             ORDER BY g.finished_at DESC LIMIT $2 \
           ) AS fb \
         ) AS finished ORDER BY finished_at DESC, id LIMIT $2",
        black = opponent_rating("g.black_id"),
        white = opponent_rating("g.white_id"),
    )
});

/// `$1` the user, `$2` how many finished: [`GAMES_TO_MOVE`] (list 1),
/// [`GAMES_WAITING`] (2) and [`GAMES_FINISHED`] (3) in one statement, list
/// by list, each in its own order, for the pages that show all three.
pub static PLAYER_GAMES: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT * FROM ( \
           SELECT CAST(1 AS BIGINT) AS list, tm.* FROM ({}) AS tm \
           UNION ALL SELECT CAST(2 AS BIGINT) AS list, wt.* FROM ({}) AS wt \
           UNION ALL SELECT CAST(3 AS BIGINT) AS list, fn.* FROM ({}) AS fn \
         ) AS lists ORDER BY {PLAYER_GAMES_ORDER}",
        *GAMES_TO_MOVE, *GAMES_WAITING, *GAMES_FINISHED
    )
});

/// [`PLAYER_GAMES`]' order, of its columns: list by list, each in its own.
pub const PLAYER_GAMES_ORDER: &str = "list, \
    CASE WHEN list = 1 THEN turn_deadline WHEN list = 2 THEN turn_started_at END, \
    CASE WHEN list = 3 THEN finished_at END DESC, id";

/// `$1` the user: their offers of every kind (index `offers_poster`).
pub static OFFERS_BY: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT {OFFER_COLUMNS} FROM {OFFER_TABLES} \
         WHERE o.poster_id = $1 AND o.seated = FALSE ORDER BY o.created_at, o.id"
    )
});

/// `$1` the user: invitations to them (index `offers_invited`).
pub static INVITATIONS_FOR: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT {OFFER_COLUMNS} FROM {OFFER_TABLES} \
         WHERE o.invited_id = $1 ORDER BY o.created_at, o.id"
    )
});

/// `$1` the user: [`INVITATIONS_FOR`] (list 1) and [`OFFERS_BY`] (2) in one
/// statement, each oldest first.
pub static PLAYER_OFFERS: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT * FROM ( \
           SELECT CAST(1 AS BIGINT) AS list, inv.* FROM ({}) AS inv \
           UNION ALL SELECT CAST(2 AS BIGINT) AS list, mine.* FROM ({}) AS mine \
         ) AS lists ORDER BY {PLAYER_OFFERS_ORDER}",
        *INVITATIONS_FOR, *OFFERS_BY
    )
});

/// [`PLAYER_OFFERS`]' order, of its columns.
pub const PLAYER_OFFERS_ORDER: &str = "list, created_at, id";

/// `$1` the viewer: the waiting room, without their own offers and without
/// invitations (index `offers_invited`: the range `invited_id IS NULL`).
pub static OPEN_OFFERS: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT {OFFER_COLUMNS} FROM {OFFER_TABLES} \
         WHERE o.invited_id IS NULL AND o.poster_id <> $1 AND o.seated = FALSE \
         ORDER BY o.created_at, o.id"
    )
});

/// `$1` the offer.
pub static OFFER: LazyLock<String> = LazyLock::new(|| {
    format!("SELECT {OFFER_COLUMNS} FROM {OFFER_TABLES} WHERE o.id = $1 AND o.seated = FALSE")
});

/// The status page's queries on `backend` by name, for the query-plan test:
/// the room (what the page reads) and the lists it is made of.
pub fn status_page(backend: super::Backend) -> [(&'static str, &'static str); 8] {
    [
        ("room", super::room::sql::room(backend)),
        ("player_games", PLAYER_GAMES.as_str()),
        ("player_offers", PLAYER_OFFERS.as_str()),
        ("games_to_move", GAMES_TO_MOVE.as_str()),
        ("games_waiting", GAMES_WAITING.as_str()),
        ("games_finished", GAMES_FINISHED.as_str()),
        ("offers_by", OFFERS_BY.as_str()),
        ("invitations_for", INVITATIONS_FOR.as_str()),
    ]
}

/// `$1` the player offering, `$2` the game, `$3` its ply: a draw offer, when
/// none stands and none was made at this ply already (one a move).
pub const OFFER_DRAW: &str = concat!(
    "UPDATE games SET draw_offered_by = $1, draw_offer_ply = ply \
     WHERE id = $2 AND ply = $3 AND ",
    status_filter!("status = 'active'"),
    " AND draw_offered_by IS NULL AND (draw_offer_ply IS NULL OR draw_offer_ply <> ply)"
);

/// `$1` NULL, `$2` the game, `$3` its ply: the standing offer declined.
pub const DECLINE_DRAW: &str = concat!(
    "UPDATE games SET draw_offered_by = $1 WHERE id = $2 AND ply = $3 AND ",
    status_filter!("status = 'active'"),
    " AND draw_offered_by IS NOT NULL"
);

/// An offer's seventeen columns, `$1` to `$17`.
pub const INSERT_OFFER: &str = "INSERT INTO offers (id, poster_id, variant, camp, repetition, \
    colour, days_per_move, invited_id, automatch, created_at, rated, rating_range, clock, \
    increment_days, cap_days, weekends_off, vacation_allowed) \
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)";

/// `$1` the offer, `$2` the taker: removes the offer if the taker may take it,
/// handing back its terms (delete-or-fail: of two takers, one gets it).
pub const TAKE_OFFER: &str = "DELETE FROM offers WHERE id = $1 AND poster_id <> $2 \
    AND (invited_id IS NULL OR invited_id = $2) AND seated = FALSE \
    RETURNING poster_id, variant, camp, repetition, colour, days_per_move, rated, clock, \
    increment_days, cap_days, weekends_off, vacation_allowed";

/// `$1` … `$4` the rules and days per move, `$5` the user, `$6` … `$10`
/// the rest of the clock: their own waiting Auto-Match request for these terms.
pub const OWN_AUTOMATCH: &str = "SELECT id FROM offers WHERE automatch = TRUE AND variant = $1 \
    AND camp = $2 AND repetition = $3 AND days_per_move = $4 AND poster_id = $5 \
    AND clock = $6 AND increment_days = $7 AND cap_days = $8 AND weekends_off = $9 \
    AND vacation_allowed = $10 LIMIT 1";

/// `$1` … `$4` the rules and days per move, `$5` the user, `$6` rated or
/// not, `$7` the user's rating range (NULL for any), `$8` the user's rating,
/// `$9` … `$13` the rest of the clock: the oldest waiting Auto-Match request of someone else for these terms,
/// each within the other's range (a player not rated yet counts as 1500), of
/// a player neither ignoring the user nor ignored by them (two probes of
/// `contacts`' key).
pub const AUTOMATCH_PARTNER: &str = "SELECT id FROM offers o WHERE automatch = TRUE \
    AND variant = $1 AND camp = $2 AND repetition = $3 AND days_per_move = $4 \
    AND poster_id <> $5 AND invited_id IS NULL AND rated = $6 \
    AND clock = $9 AND increment_days = $10 AND cap_days = $11 AND weekends_off = $12 \
    AND vacation_allowed = $13 \
    AND ((o.rating_range IS NULL AND $7 IS NULL) OR ABS(COALESCE((SELECT r.rating FROM ratings r \
      WHERE r.user_id = o.poster_id AND r.game = $1), 1500.0) - $8) \
      <= COALESCE(CASE WHEN o.rating_range < $7 THEN o.rating_range ELSE $7 END, o.rating_range, $7)) \
    AND NOT EXISTS (SELECT 1 FROM contacts c WHERE c.owner_id = o.poster_id \
        AND c.kind = 'ignore' AND c.other_id = $5) \
    AND NOT EXISTS (SELECT 1 FROM contacts c WHERE c.owner_id = $5 \
        AND c.kind = 'ignore' AND c.other_id = o.poster_id) \
    ORDER BY created_at, id LIMIT 1";

/// `$1` the user, `$2` the game: the user's rating, if rated.
pub const RATING_OF: &str = "SELECT rating FROM ratings WHERE user_id = $1 AND game = $2";

/// An audit entry's six columns.
pub const INSERT_AUDIT: &str = "INSERT INTO audit_log (id, admin_id, game_id, action, reason, \
    created_at) VALUES ($1, $2, $3, $4, $5, $6)";

/// `$1` how many: the admins' decisions, newest first.
pub const AUDIT_LOG: &str = "SELECT u.username AS admin_name, a.game_id, a.action, a.reason, \
    a.created_at FROM audit_log a JOIN users u ON u.id = a.admin_id \
    ORDER BY a.created_at DESC LIMIT $1";

/// `$1` the game, `$2` its ply: the clocks stop while a claim waits.
pub const STOP_FOR_CLAIM: &str = concat!(
    "UPDATE games SET status = 'claim', to_move_id = NULL WHERE id = $1 AND ply = $2 AND ",
    status_filter!("status = 'active'")
);

/// A claim's six columns (status `pending`).
pub const INSERT_CLAIM: &str = "INSERT INTO draw_claims (id, game_id, claimant_id, ply, path, \
    status, created_at) VALUES ($1, $2, $3, $4, $5, 'pending', $6)";

/// `$1` game, `$2` claimant, `$3` ply, `$4` move: how many such claims an admin
/// rejected.
pub const CLAIM_REJECTED: &str = "SELECT COUNT(*) FROM draw_claims WHERE game_id = $1 \
    AND claimant_id = $2 AND ply = $3 AND path = $4 AND status = 'rejected'";

/// `$1` the decision, `$2` the admin, `$3` when, `$4` the reason, `$5` the
/// claim, still pending.
pub const DECIDE_CLAIM: &str = concat!(
    "UPDATE draw_claims SET status = $1, decided_by = $2, decided_at = $3, reason = $4 \
     WHERE id = $5 AND ",
    status_filter!("status = 'pending'")
);

/// `$1` the claim: its game, claimant and move, while it is pending.
pub const PENDING_CLAIM: &str = concat!(
    "SELECT game_id, claimant_id, path FROM draw_claims WHERE id = $1 AND ",
    status_filter!("status = 'pending'")
);

/// `$1` the claimant, `$2` now, `$3` the game, `$4` the claimant's new
/// deadline: a rejected claim's game goes on.
pub const RESUME_AFTER_CLAIM: &str = concat!(
    "UPDATE games SET status = 'active', to_move_id = $1, turn_started_at = $2, \
     turn_deadline = $4 WHERE id = $3 AND ",
    status_filter!("status = 'claim'")
);

/// [`FINISH_GAME`]'s conditions for a game that ends at `$6` its ply, from
/// `$7` its status.
pub const FINISH_FROM: &str = concat!("AND ply = $6 AND ", status_filter!("status = $7"));

/// [`FINISH_GAME`]'s condition for a game whose claim an admin upheld: the
/// claim stopped it.
pub const FINISH_CLAIMED: &str = concat!("AND ", status_filter!("status = 'claim'"));

/// [`FINISH_GAME`]'s conditions for an admin's decision: `$6` the ply, `$7`
/// the winner the admin saw on a finished game (NULL for a game in play).
pub const ADJUDICATE_CONDITIONS: &str = "AND ply = $6 AND ((status IN ('active', 'claim') \
    AND $7 IS NULL) OR (status = 'finished' AND winner = $7))";

/// `$1` the admin (NULL when no one decided), `$2` when, `$3` the game, `$4`
/// why: a pending claim is moot once the game is decided otherwise (by an
/// admin, by a forfeit).
pub const MOOT_CLAIMS: &str = "UPDATE draw_claims SET status = 'rejected', decided_by = $1, \
    decided_at = $2, reason = $4 WHERE game_id = $3 AND status = 'pending'";

/// Why [`MOOT_CLAIMS`] closes a claim when an admin decides the game.
pub const ADJUDICATED_MOOTS_CLAIM: &str = "the game was adjudicated";

/// `$1` the user: their time zone and the end of their vacation, if any.
pub const CLOCK_OF_USER: &str = "SELECT time_zone, vacation_until FROM users WHERE id = $1";

/// A new game's columns, `$1` to `$19` (`$19` the time on both
/// clocks).
/// `$1` the game, `$2` White, `$3` Black: the seats of a two-player game,
/// White first in turn order.
pub const INSERT_PAIR_SEATS: &str = "INSERT INTO seats (game_id, seat, colour, user_id) \
    VALUES ($1, 1, 'white', $2), ($1, 2, 'black', $3)";

/// `$1` the game: the seats of a finished two-player game, read off its row:
/// the winner's place 1 and the loser's 2 (none in a draw); the loser by
/// resignation, time-out or forfeit has left, a winner home has finished.
/// Decided again whenever the game is (an admin may change a result).
pub const PAIR_SEAT_PLACES: &str = "UPDATE seats SET \
    place = (SELECT CASE WHEN g.winner = seats.colour THEN 1 \
        WHEN g.winner IN ('white', 'black') THEN 2 END FROM games g WHERE g.id = seats.game_id), \
    state = (SELECT CASE \
        WHEN g.winner IN ('white', 'black') AND g.winner <> seats.colour \
            AND g.termination IN ('resignation', 'time', 'forfeit') THEN 'left' \
        WHEN g.winner = seats.colour \
            AND g.termination IN ('target_reached', 'target_filled') THEN 'finished' \
        ELSE 'playing' END FROM games g WHERE g.id = seats.game_id) \
    WHERE game_id = $1 AND (SELECT seated FROM games WHERE id = $1) = FALSE";

pub const INSERT_GAME: &str = "INSERT INTO games (id, variant, camp, repetition, white_id, \
    black_id, days_per_move, status, ply, position, to_move_id, turn_started_at, turn_deadline, \
    created_at, rated, clock, increment_days, cap_days, weekends_off, vacation_allowed, \
    white_bank, black_bank) \
    VALUES ($1, $2, $3, $4, $5, $6, $7, 'active', 0, $8, $9, $10, $11, $12, $13, $14, $15, $16, \
    $17, $18, $19, $19)";
