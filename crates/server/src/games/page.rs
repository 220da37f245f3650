//! The game page as a pure function: the game as read, who looks at it and
//! what the address asks for go in, the page's view model comes out. No store,
//! no clock: the handler reads, this decides what the page says.

use askama::Template;
use halma_rules::{parse_path, Clicks, Color, Move, Position, RepetitionRule, Square, SquareSet};
use serde::Deserialize;
use time::OffsetDateTime;

use super::{
    house_rules_in, mark_current, ply_caption_in, short_number, squares_of_ply, stored_move_lines,
    words, MoveLine, Steps,
};
use crate::{
    board::{self, BoardView, Marks},
    describe,
    domain::{play, GameState},
    error::AppError,
    i18n::{self, Lang},
    store::{self, ClaimRow, GameId, GameRow, GameStatus, MessageRow, OfferId, RatingChange, User},
    web::Page,
};

#[derive(Debug, Default, Deserialize)]
pub struct ShowQuery {
    #[serde(default)]
    pub(super) path: String,
    #[serde(default)]
    pub(super) done: Option<String>,
    /// A ply to show the position after, read-only.
    #[serde(default)]
    pub(super) at: Option<String>,
}

#[derive(Template)]
#[template(path = "game.html")]
pub(super) struct GamePage {
    page: Page,
    id: String,
    title: String,
    /// The short game number: the first characters of its id.
    number: String,
    /// The picture of the position shown, for `og:image`.
    og_image: String,
    /// A finished game's result in the players' names.
    banner: Option<String>,
    /// Whether to offer a Rematch (a finished game, to one of its players).
    can_rematch: bool,
    /// Whether the opponent asked for a rematch already.
    rematch_offered: bool,
    /// The viewer's own Rematch while it waits (its offer id), to cancel.
    rematch_pending: Option<String>,
    /// The viewer's opponent, whom a Rematch invites.
    opponent: String,
    /// What to do next, in words, on the mover's page.
    hint: String,
    /// A position of the past shown read-only (`?at=N`), with the links
    /// around it.
    steps: Option<Steps>,
    /// The plies played, for the live page's link to step through them.
    plies: i64,
    /// Where the move list's links go, before the ply.
    step_href: String,
    white: String,
    black: String,
    /// "(computer, level 3)" beside a computer player's name; empty for people.
    white_label: String,
    black_label: String,
    /// The players' ratings in this game, as shown (`1523`, `1500?`).
    white_rating: String,
    black_rating: String,
    /// What the game did to each rating (`+12`, `−12`), once rated.
    white_change: Option<String>,
    black_change: Option<String>,
    /// Whether the game counts for the ratings, in words.
    rated_note: String,
    /// A finished game's result in the colours' words, for link previews
    /// (the page itself says it in names, once).
    result_words: Option<String>,
    /// The tournament the game belongs to: its id and name.
    tournament: Option<(String, String)>,
    viewer: Option<Color>,
    board: BoardView,
    /// The situation in words: whose turn, or the result.
    status_line: String,
    /// The time left for the move, when the game is on.
    clock: String,
    /// Both players' clocks, White's first, while the game is on.
    clocks: Vec<PlayerClock>,
    notice: Option<String>,
    warning: Option<String>,
    my_turn: bool,
    path: String,
    /// The path one hop shorter, once the piece has moved.
    undo: Option<String>,
    show_done: bool,
    show_submit: bool,
    show_claim: bool,
    ply: i64,
    lines: Vec<MoveLine>,
    rules: Vec<String>,
    rules_href: String,
    active: bool,
    can_offer_draw: bool,
    draw_offer_to_me: bool,
    draw_offer_from_me: bool,
    offer_with_move: bool,
    claim_note: Option<String>,
    is_admin: bool,
    /// The game chat, shown to the players only.
    chat: Option<Vec<ChatLine>>,
    /// "bob is on vacation until …", for each player on vacation.
    vacations: Vec<String>,
}

/// One player's clock: the time left for the move being made, or the time
/// the waiting player will have for their next one.
struct PlayerClock {
    /// `white` or `black`, for the `data-clock` hook.
    colour: &'static str,
    /// The colour as the reader's language says it.
    colour_words: String,
    name: String,
    /// Whether this player is to move (their clock runs).
    to_move: bool,
    words: String,
}

/// A line of game chat, ready for the template.
pub(super) struct ChatLine {
    /// The line's id, which its Report button names.
    pub(super) id: String,
    /// Written by the viewer (no Report button).
    pub(super) mine: bool,
    pub(super) from: String,
    pub(super) body: String,
    pub(super) new: bool,
}

/// What the page shows besides the game itself, read only where it is shown:
/// the latest draw claim (under the `claim` rule), the chat (to the players)
/// and a rematch the opponent offered (after the game).
#[derive(Default)]
pub(super) struct Extras {
    pub claim: Option<ClaimRow>,
    /// The chat's lines, each with whether it is new to the viewer.
    pub chat: Option<Vec<(MessageRow, bool)>>,
    pub rematch_offered: bool,
    /// The viewer's own Rematch, while it waits for the opponent.
    pub rematch_mine: Option<OfferId>,
    /// What the game did to its players' ratings, once rated.
    pub rating_changes: Vec<RatingChange>,
}

/// Who looks at the game, when, and what the address asks for.
pub(super) struct Viewing<'a> {
    pub user: Option<&'a User>,
    pub query: &'a ShowQuery,
    pub now: OffsetDateTime,
    /// The site's public address, for the picture's absolute address.
    pub base_url: Option<&'a str>,
}

/// The move under construction, checked against the rules, and what the
/// mover may do next.
struct Building {
    path: Vec<Square>,
    /// Why the path of the address was set aside, when it was.
    notice: Option<String>,
    clicks: Option<Clicks>,
    /// With one piece chosen and not moved yet, the player's other pieces
    /// that can move: clicking one chooses it instead.
    others: SquareSet,
    complete: bool,
    done: bool,
    show_submit: bool,
    show_done: bool,
    hint: String,
}

impl Building {
    /// A stale or forged path falls back to the plain board with a word of
    /// explanation. Nothing is built but on the mover's own page.
    fn of(
        lang: Lang,
        position: &Position,
        my_turn: bool,
        query: &ShowQuery,
    ) -> Result<Building, AppError> {
        let mut notice = None;
        let mut path: Vec<Square> = Vec::new();
        if my_turn && !query.path.is_empty() {
            match parse_path(&query.path)
                .map_err(|e| e.to_string())
                .and_then(|p| {
                    let board = halma_rules::Board::Square(position.variant().size());
                    position
                        .clicks(&p)
                        .map(|_| p)
                        .map_err(|e| crate::i18n::illegal_reason(lang, &e, board))
                }) {
                Ok(p) => path = p.to_vec(),
                Err(e) => notice = Some(words::bad_path(lang, e)),
            }
        }
        let clicks = if my_turn {
            Some(position.clicks(&path).map_err(AppError::internal)?)
        } else {
            None
        };
        // With one piece chosen and not moved yet, the others that can move.
        let others = match (clicks, path.as_slice()) {
            (Some(_), [chosen]) => {
                let mut movable = position.clicks(&[]).map_err(AppError::internal)?.targets;
                movable.remove(*chosen);
                movable
            }
            _ => SquareSet::EMPTY,
        };
        let complete = clicks.is_some_and(|c| c.complete);
        let done = query.done.is_some();
        let more_jumps = clicks.is_some_and(|c| !c.targets.is_empty());
        let show_submit = complete && (done || !more_jumps);
        let show_done = complete && more_jumps && !done;
        let hint = words::hint(lang, my_turn, path.len(), show_done, show_submit);
        Ok(Building {
            path,
            notice,
            clicks,
            others,
            complete,
            done,
            show_submit,
            show_done,
            hint,
        })
    }

    /// The path as the address writes it: `h1-f3-d5`.
    fn text(&self) -> String {
        Self::text_of(&self.path)
    }

    /// The path without its last hop, once the piece has moved: where
    /// "Undo last hop" goes.
    fn undone(&self) -> Option<String> {
        (self.path.len() > 1).then(|| Self::text_of(&self.path[..self.path.len() - 1]))
    }

    fn text_of(path: &[Square]) -> String {
        path.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("-")
    }
}

/// The game page for `viewing`, from the game and the extras read for it.
pub(super) fn game_page(
    game: &GameState,
    viewing: Viewing<'_>,
    extras: Extras,
    page: Page,
) -> Result<GamePage, AppError> {
    let row = &game.row;
    let id = row.id;
    let lang = page.lang;
    let user = viewing.user;
    let viewer = user.and_then(|u| row.colour_of(u.id));
    // A position of the past (`?at=N`) is shown read-only.
    let at = match viewing.query.at.as_deref() {
        None => None,
        Some(raw) => Some(super::parse_at_in(lang, raw, row.ply).map_err(AppError::bad_request)?),
    };
    let turn = game.position().turn();
    let active = row.status == GameStatus::Active;
    let my_turn = active && viewer == Some(turn) && at.is_none();
    let building = Building::of(lang, game.position(), my_turn, viewing.query)?;
    let (board, steps) = board_of(game, at, &building, viewer, &page)?;
    let me = user.map(|u| u.id);
    let on_now = active && at.is_none();
    let banner = banner(lang, row);
    let mut lines = stored_move_lines(&game.moves);
    if let Some(at) = at {
        mark_current(&mut lines, at);
    }
    // Read with the game; a player not rated yet shows the start, `1500?`.
    let [white_rating, black_rating] = game
        .ratings
        .map(|r| r.unwrap_or(crate::domain::ratings::Rating::START).shown());
    let may_offer_draw = play::may_offer_draw(row).is_ok();
    Ok(GamePage {
        chat: extras.chat.map(|chat| chat_lines(chat, me)),
        id: id.to_string(),
        title: i18n::t_args(
            lang,
            "game-title",
            &[
                ("white", row.white.name.as_str().into()),
                ("black", row.black.name.as_str().into()),
            ],
        ),
        number: short_number(id),
        og_image: picture_url(viewing.base_url, id, at),
        can_rematch: banner.is_some() && viewer.is_some(),
        rematch_offered: extras.rematch_offered,
        rematch_pending: extras.rematch_mine.map(|o| o.to_string()),
        opponent: viewer
            .map(|c| row.player(!c).name.clone())
            .unwrap_or_default(),
        banner,
        hint: building.hint.clone(),
        steps,
        plies: row.ply,
        step_href: format!("/games/{id}?at="),
        white: row.white.name.clone(),
        black: row.black.name.clone(),
        white_label: words::computer_label(lang, row.white.id),
        black_label: words::computer_label(lang, row.black.id),
        white_rating,
        black_rating,
        white_change: change_of(&extras.rating_changes, row.white.id),
        black_change: change_of(&extras.rating_changes, row.black.id),
        rated_note: rated_note(lang, row),
        result_words: row
            .verdict
            .as_ref()
            .filter(|_| row.status == GameStatus::Finished)
            .map(|v| words::describe(lang, v, &row.rules)),
        tournament: row
            .tournament
            .as_ref()
            .map(|(id, name)| (id.to_string(), name.clone())),
        viewer,
        board,
        status_line: status_line(lang, row, my_turn, viewer, turn),
        clock: clock_words(lang, row, turn, viewing.now),
        clocks: player_clocks(lang, row, turn, viewing.now),
        warning: loss_warning(lang, game, &building, turn),
        my_turn,
        path: building.text(),
        undo: building.undone(),
        show_done: building.show_done,
        show_submit: building.show_submit,
        show_claim: building.show_submit && row.rules.repetition == RepetitionRule::Claim,
        notice: building.notice,
        ply: row.ply,
        lines,
        rules: rules_words(lang, row),
        vacations: vacation_lines(lang, row, viewing.now),
        rules_href: format!("/rules/{}", row.rules.variant.id()),
        active: on_now,
        can_offer_draw: on_now && viewer.is_some() && may_offer_draw,
        draw_offer_to_me: on_now
            && viewer.is_some()
            && row.draw_offered_by.is_some()
            && row.draw_offered_by != me,
        draw_offer_from_me: on_now && row.draw_offered_by.is_some() && row.draw_offered_by == me,
        offer_with_move: may_offer_draw,
        claim_note: claim_note(lang, row, extras.claim),
        is_admin: user.is_some_and(|u| u.is_admin),
        page,
    })
}

/// The board as shown: the piece where the clicks have taken it, or the
/// position stepped to (with the links around it).
fn board_of(
    game: &GameState,
    at: Option<i64>,
    building: &Building,
    viewer: Option<Color>,
    page: &Page,
) -> Result<(BoardView, Option<Steps>), AppError> {
    let row = &game.row;
    let id = row.id;
    let path = &building.path;
    let position = game.position();
    let turn = position.turn();
    let (shown, mut marks, steps) = match at {
        Some(at) => {
            let replayed = game.replay_to(at)?;
            let last_move = squares_of_ply(&game.moves, at);
            let played = usize::try_from(at - 1)
                .ok()
                .and_then(|i| game.moves.get(i))
                .map(|m| m.path.as_str());
            let steps = Steps::around(
                at,
                row.ply,
                ply_caption_in(page.lang, at, row.ply, played),
                |ply| format!("/games/{id}?at={ply}"),
            );
            let marks = Marks {
                last_move,
                ..Marks::default()
            };
            (replayed.position().clone(), marks, Some(steps))
        }
        None => {
            let shown = match Move::new(path) {
                Some(m) => position.clone().play(&m).map_err(AppError::internal)?,
                None => position.clone(),
            };
            let marks = Marks {
                selected: path.last().copied(),
                last_move: game.last_move_of(!turn).into_iter().collect(),
                origin: path.first().copied().filter(|_| path.len() > 1),
                path: path.iter().skip(1).copied().collect(),
                ..Marks::default()
            };
            (shown, marks, None)
        }
    };
    // A piece chosen but not moved yet: the player's other pieces that can
    // move stay links, and clicking one chooses it instead.
    let others = building.others;
    if let Some(c) = building.clicks {
        if !(building.complete && building.done) {
            marks.targets = if path.is_empty() {
                SquareSet::EMPTY
            } else {
                c.targets
            };
            marks.links = c.targets.union(others);
        }
    }
    let path_text = building.text();
    let href = |sq: Square| {
        if path_text.is_empty() || others.contains(sq) {
            format!("/games/{id}?path={sq}#board")
        } else {
            format!("/games/{id}?path={path_text}-{sq}#board")
        }
    };
    let prefs = &page.board;
    let mut board = board::view(&shown, board::viewpoint(viewer, prefs), &marks, href)
        .styled(prefs)
        .labelled_in(page.lang);
    if let Some(colour) = viewer {
        board = board.opened_at(colour);
    }
    Ok((board, steps))
}

/// A warning before a Submit that loses the game, as soon as the move could
/// be submitted.
fn loss_warning(lang: Lang, game: &GameState, building: &Building, turn: Color) -> Option<String> {
    let pending = Move::new(&building.path).filter(|_| building.complete)?;
    game.play(&pending)
        .ok()
        .and_then(|played| played.outcome)
        .filter(|outcome| outcome.winner() == Some(!turn))
        .map(|outcome| {
            let reason = if lang == Lang::ENGLISH {
                outcome.reason_text()
            } else {
                words::reason(
                    lang,
                    &crate::model::result::Verdict::of_outcome(outcome),
                    &game.row.rules,
                )
            };
            i18n::t_args(lang, "game-loss-warning", &[("reason", reason.into())])
        })
}

/// What the game did to `user`'s rating, as shown.
fn change_of(changes: &[RatingChange], user: store::UserId) -> Option<String> {
    changes
        .iter()
        .find(|c| c.user_id == user)
        .map(RatingChange::shown)
}

/// The situation in words: whose turn. A finished game's result is the
/// banner's, in names, and not said twice.
fn status_line(
    lang: Lang,
    row: &GameRow,
    my_turn: bool,
    viewer: Option<Color>,
    turn: Color,
) -> String {
    match (&row.status, &row.verdict) {
        (GameStatus::Finished, Some(_)) => String::new(),
        (GameStatus::Finished, None) => i18n::t(lang, "game-finished"),
        (GameStatus::Claim, _) => i18n::t(lang, "game-claim-waiting"),
        (GameStatus::Active, _) if my_turn => i18n::t(lang, "game-your-turn"),
        (GameStatus::Active, _) if viewer == Some(turn) => i18n::t(lang, "game-your-turn-earlier"),
        (GameStatus::Active, _) => i18n::t_args(
            lang,
            "game-to-move",
            &[
                ("name", row.player(turn).name.as_str().into()),
                ("colour", words::color(lang, turn).into()),
            ],
        ),
    }
}

/// A finished game's result in the players' names.
fn banner(lang: Lang, row: &GameRow) -> Option<String> {
    match (&row.status, &row.verdict) {
        (GameStatus::Finished, Some(verdict)) => Some(words::in_names(
            lang,
            verdict,
            &row.rules,
            [row.white.name.as_str(), row.black.name.as_str()],
        )),
        _ => None,
    }
}

/// The time left for the move (and, with a bank clock, the waiting player's
/// bank), while the game is on.
fn clock_words(lang: Lang, row: &GameRow, turn: Color, now: OffsetDateTime) -> String {
    if row.status != GameStatus::Active {
        return String::new();
    }
    let mut words = i18n::t_args(
        lang,
        "game-clock-for-move",
        &[
            (
                "time",
                describe::time_left_in(lang, row.turn_deadline, now).into(),
            ),
            ("name", row.player(turn).name.as_str().into()),
        ],
    );
    if row.clock.kind == crate::domain::clock::ClockKind::Bank {
        let waiting = !turn;
        let bank = row.banks[store::games::seat(waiting)];
        words.push(' ');
        words.push_str(&i18n::t_args(
            lang,
            "game-clock-bank",
            &[
                ("name", row.player(waiting).name.as_str().into()),
                ("time", bank_words(lang, bank).into()),
            ],
        ));
    }
    words
}

/// A bank of time in words, without "left": "2 days 3 hours", "time is up".
fn bank_words(lang: Lang, bank: time::Duration) -> String {
    if bank <= time::Duration::ZERO {
        i18n::t(lang, "describe-time-up")
    } else {
        describe::span_in(lang, bank)
    }
}

/// Both players' clocks while the game is on: the mover's time left, and
/// what the waiting player will have for their next move (the days per move,
/// or their bank).
fn player_clocks(lang: Lang, row: &GameRow, turn: Color, now: OffsetDateTime) -> Vec<PlayerClock> {
    if row.status != GameStatus::Active {
        return Vec::new();
    }
    [Color::White, Color::Black]
        .into_iter()
        .map(|c| {
            let (id, time) = if c == turn {
                (
                    "game-clock-this-move",
                    describe::time_left_in(lang, row.turn_deadline, now),
                )
            } else if row.clock.kind == crate::domain::clock::ClockKind::Bank {
                let bank = row.banks[store::games::seat(c)];
                ("game-clock-waiting-bank", bank_words(lang, bank))
            } else {
                (
                    "game-clock-waiting",
                    describe::days_in(lang, row.days_per_move),
                )
            };
            let words = i18n::t_args(lang, id, &[("time", time.into())]);
            PlayerClock {
                colour: match c {
                    Color::White => "white",
                    Color::Black => "black",
                },
                colour_words: words::color(lang, c),
                name: row.player(c).name.clone(),
                to_move: c == turn,
                words,
            }
        })
        .collect()
}

/// "bob is on vacation until …", for each player on vacation in a game not over.
fn vacation_lines(lang: Lang, row: &GameRow, now: OffsetDateTime) -> Vec<String> {
    if row.status == GameStatus::Finished {
        return Vec::new();
    }
    [Color::White, Color::Black]
        .into_iter()
        .filter_map(|c| {
            row.away_of(c).on_vacation(now).map(|until| {
                let id = if row.clock.vacation {
                    "game-vacation-still"
                } else {
                    "game-vacation-runs"
                };
                i18n::t_args(
                    lang,
                    id,
                    &[
                        ("name", row.player(c).name.as_str().into()),
                        ("date", describe::date_in(lang, until).into()),
                    ],
                )
            })
        })
        .collect()
}

/// The latest draw claim in words, while it waits or once rejected.
fn claim_note(lang: Lang, row: &GameRow, claim: Option<ClaimRow>) -> Option<String> {
    if row.rules.repetition != RepetitionRule::Claim {
        return None;
    }
    let c = claim?;
    match c.status.as_str() {
        "rejected" => Some(i18n::t_args(
            lang,
            "game-claim-rejected",
            &[
                ("name", c.claimant.name.into()),
                ("path", c.path.into()),
                ("reason", c.reason.unwrap_or_default().into()),
            ],
        )),
        "pending" => Some(i18n::t_args(
            lang,
            "game-claim-pending",
            &[("name", c.claimant.name.into()), ("path", c.path.into())],
        )),
        _ => None,
    }
}

/// The chat's lines for the template.
pub(super) fn chat_lines(
    chat: Vec<(MessageRow, bool)>,
    me: Option<store::UserId>,
) -> Vec<ChatLine> {
    chat.into_iter()
        .map(|(l, new)| ChatLine {
            id: l.id.to_string(),
            mine: Some(l.sender_id) == me,
            from: l.sender_name,
            body: l.body,
            new,
        })
        .collect()
}

/// The house rules with the clock, in words.
fn rules_words(lang: Lang, row: &GameRow) -> Vec<String> {
    let mut words = house_rules_in(lang, row.rules, None);
    words.push(i18n::t_args(
        lang,
        "game-rule-clock",
        &[(
            "clock",
            describe::clock_in(lang, row.days_per_move, &row.clock).into(),
        )],
    ));
    words
}

/// Whether a game counts for the ratings, in words.
fn rated_note(lang: Lang, row: &GameRow) -> String {
    let min: i64 = crate::domain::ratings::MIN_MOVES_EACH;
    let count = |id: &str| i18n::t_args(lang, id, &[("count", min.into())]);
    match (row.rated, row.status, row.rating_seq) {
        (false, _, _) => i18n::t(lang, "game-not-rated"),
        (true, GameStatus::Finished, Some(_)) => i18n::t(lang, "game-rated-counted"),
        (true, GameStatus::Finished, None) => count("game-rated-too-short"),
        (true, _, _) => count("game-rated-once"),
    }
}

/// Where the picture of a game's position is, as an absolute address when the
/// site's public address is configured.
fn picture_url(base_url: Option<&str>, id: GameId, at: Option<i64>) -> String {
    let path = match at {
        Some(at) => format!("/games/{id}/board.svg?at={at}"),
        None => format!("/games/{id}/board.svg"),
    };
    match base_url {
        Some(base) => format!("{}{path}", base.trim_end_matches('/')),
        None => path,
    }
}
