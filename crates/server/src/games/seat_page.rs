//! The game page of a game for more than two: the seats in turn order (the
//! `id="seats"` list, one child a seat with `data-seat`, `data-colour`,
//! `data-user` and the class `to-move`, `finished` or `left`), the board
//! turned to the viewer's own camp, and the same clicks, "I'm done moving",
//! Submit, draw and Resign forms as a two-player game's page. Built by a pure
//! function from the game as read; the handlers of `games` call it when the
//! id is not a two-player game's.

use super::page::{chat_lines, ChatLine, ShowQuery};
use super::{parse_at_in, short_number, words, Steps};
use crate::board::Marks;
use crate::describe;
use crate::domain::seat_play::SeatTable;
use crate::error::AppError;
use crate::i18n::{self, Lang};
use crate::seat_board::{self, SeatBoardView};
use crate::store::{GameStatus, SeatState, User};
use crate::web::Page;
use askama::Template;
use halma_rules::{Board, Colour, Move, SeatAction, SeatPosition, Square, SquareSet};

#[derive(Template)]
#[template(path = "seat_game.html")]
pub(super) struct SeatGamePage {
    page: Page,
    id: String,
    title: String,
    number: String,
    game_name: String,
    seats: Vec<SeatLine>,
    status_line: String,
    result: Option<String>,
    board: SeatBoardView,
    steps: Option<Steps>,
    notice: Option<String>,
    my_turn: bool,
    /// The viewer sits at the game and it is on.
    playing: bool,
    path: String,
    undo: Option<String>,
    show_done: bool,
    show_submit: bool,
    hint: String,
    ply: i64,
    plies: i64,
    /// Whether the viewer agrees to a draw now, and the words on the
    /// agreement so far.
    my_draw: bool,
    draw_words: Option<String>,
    lines: Vec<SeatMoveLine>,
    rules: Vec<String>,
    rules_href: String,
    /// The game chat, shown to the players only.
    chat: Option<Vec<ChatLine>>,
}

/// One seat, ready for the template.
struct SeatLine {
    seat: i64,
    colour: &'static str,
    /// The colour as the reader's language says it.
    colour_words: String,
    user: String,
    /// The player's rating in the game, as shown (`1523`, `1500?`), and what
    /// the game did to it once rated (`+12`).
    rating: String,
    change: Option<String>,
    /// `to-move`, `finished`, `left` or `waiting`.
    class: &'static str,
    /// The state in words.
    state: String,
    /// The viewer's own seat.
    you: bool,
}

/// One ply of the move list.
struct SeatMoveLine {
    ply: i64,
    colour: &'static str,
    colour_words: String,
    text: String,
    /// Where stepping to the position after it goes.
    href: String,
    current: bool,
}

/// The move under construction on the viewer's turn, as the address gives
/// it: `?path=m2-l3` (holes named as the board names them), `&done=1`.
struct Building {
    path: Vec<Square>,
    notice: Option<String>,
    targets: SquareSet,
    /// With one piece chosen and not moved yet, the other pieces that can move.
    others: SquareSet,
    complete: bool,
    show_done: bool,
    show_submit: bool,
    hint: String,
}

impl Building {
    fn of(lang: Lang, position: &SeatPosition, my_turn: bool, query: &ShowQuery) -> Building {
        let board = position.board();
        let mut notice = None;
        let mut path = Vec::new();
        if my_turn && !query.path.is_empty() {
            let parsed: Result<Vec<Square>, String> = query
                .path
                .split('-')
                .map(|part| board.parse(part.trim()).map_err(|e| e.to_string()))
                .collect();
            let illegal =
                |e: halma_rules::IllegalMove| crate::i18n::illegal_reason(lang, &e, board);
            match parsed.and_then(|p| position.clicks(&p).map(|_| p).map_err(illegal)) {
                Ok(p) => path = p,
                Err(e) => notice = Some(words::bad_path(lang, e)),
            }
        }
        let clicks = my_turn.then(|| position.clicks(&path).ok()).flatten();
        let others = match (clicks, path.as_slice()) {
            (Some(_), [chosen]) => {
                let mut movable = position.clicks(&[]).map(|c| c.targets).unwrap_or_default();
                movable.remove(*chosen);
                movable
            }
            _ => SquareSet::EMPTY,
        };
        let complete = clicks.is_some_and(|c| c.complete);
        let more_jumps = clicks.is_some_and(|c| !c.targets.is_empty());
        let done = query.done.is_some();
        let show_submit = complete && (done || !more_jumps);
        let show_done = complete && more_jumps && !done;
        let hint = super::words::hint(lang, my_turn, path.len(), show_done, show_submit);
        Building {
            path,
            notice,
            targets: clicks.map(|c| c.targets).unwrap_or_default(),
            others,
            complete,
            show_done,
            show_submit,
            hint,
        }
    }

    fn text_of(board: Board, path: &[Square]) -> String {
        path.iter()
            .map(|sq| board.name(*sq).to_string())
            .collect::<Vec<_>>()
            .join("-")
    }
}

/// The squares a move-list entry touched (none for a pass or a seat leaving).
fn squares_of(action: &SeatAction) -> SquareSet {
    match action {
        SeatAction::Move(m) if !m.is_pass() => m.squares().iter().copied().collect(),
        _ => SquareSet::EMPTY,
    }
}

/// The state of a seat in words.
fn state_words(
    lang: Lang,
    state: SeatState,
    to_move: bool,
    place: Option<i64>,
    over: bool,
) -> String {
    let mut words = i18n::t(
        lang,
        match (state, to_move) {
            (SeatState::Left, _) => "game-seat-left",
            (SeatState::Finished, _) => "game-seat-finished",
            (SeatState::Playing, true) => "game-seat-to-move",
            (SeatState::Playing, false) if over => "game-seat-played-on",
            (SeatState::Playing, false) => "game-seat-waiting",
        },
    );
    match place {
        Some(1) => words.push_str(&i18n::t(lang, "game-seat-won")),
        Some(_) => words.push_str(&i18n::t(lang, "game-seat-second")),
        None if over => words.push_str(&i18n::t(lang, "game-seat-drawn")),
        None => {}
    }
    words
}

/// The game page of a game for more than two, for `user`.
pub(super) fn seat_game_page(
    table: &SeatTable,
    user: Option<&User>,
    query: &ShowQuery,
    chat: Option<Vec<(crate::store::MessageRow, bool)>>,
    changes: &[crate::store::RatingChange],
    page: Page,
) -> Result<SeatGamePage, AppError> {
    let row = &table.row;
    let id = row.id;
    let lang = page.lang;
    let position = table.position();
    let board = position.board();
    let mine = user.and_then(|u| row.seat_of(u.id));
    let at = match query.at.as_deref() {
        None => None,
        Some(raw) => Some(parse_at_in(lang, raw, row.ply).map_err(AppError::bad_request)?),
    };
    let active = row.status == GameStatus::Active;
    let to_move = table.seat_to_move().map(|s| s.seat);
    let my_turn = active && at.is_none() && mine.is_some_and(|m| Some(m.seat) == to_move);
    let building = Building::of(lang, position, my_turn, query);
    let path_text = Building::text_of(board, &building.path);
    let (shown, mut marks, steps) = match at {
        Some(at) => at_ply(table, at, lang),
        None => building.shown(position, table.game().actions()),
    };
    if my_turn && !(building.complete && query.done.is_some()) {
        marks.targets = if building.path.is_empty() {
            SquareSet::EMPTY
        } else {
            building.targets
        };
        marks.links = building.targets.union(building.others);
    }
    let others = building.others;
    let href = |sq: Square| {
        let name = board.name(sq);
        if path_text.is_empty() || others.contains(sq) {
            format!("/games/{id}?path={name}#board")
        } else {
            format!("/games/{id}?path={path_text}-{name}#board")
        }
    };
    let viewer: Option<Colour> = mine.map(|m| m.colour);
    let board_view = seat_board::seat_view(&shown, viewer, &marks, href)
        .styled(&page.board)
        .labelled_in(lang);
    let names: Vec<&str> = row.seats.iter().map(|s| s.player.name.as_str()).collect();
    Ok(SeatGamePage {
        id: id.to_string(),
        title: names.join(", "),
        number: short_number(id),
        game_name: crate::room_words::game_name_in(lang, row.rules.variant.id()),
        seats: seat_lines(table, mine.map(|m| m.seat), changes, lang),
        status_line: status_line(table, my_turn, lang),
        result: (row.status == GameStatus::Finished).then(|| result_words(lang, table)),
        board: board_view,
        steps,
        notice: building.notice.clone(),
        my_turn,
        playing: active && mine.is_some_and(|m| m.state == SeatState::Playing),
        undo: (building.path.len() > 1)
            .then(|| Building::text_of(board, &building.path[..building.path.len() - 1])),
        path: path_text,
        show_done: building.show_done,
        show_submit: building.show_submit,
        hint: building.hint.clone(),
        ply: row.ply,
        plies: row.ply,
        my_draw: mine.is_some_and(|m| row.draw_agreed.contains(&m.seat)),
        draw_words: draw_words(table, lang),
        lines: move_lines(table, at, lang),
        rules: rules_lines(table, lang),
        rules_href: format!("/rules/{}", row.rules.variant.id()),
        chat: chat.map(|c| chat_lines(c, user.map(|u| u.id))),
        page,
    })
}

/// The position after ply `at` of the record, the move that led to it
/// marked, with the steps through the record.
fn at_ply(table: &SeatTable, at: i64, lang: Lang) -> (SeatPosition, Marks, Option<Steps>) {
    let (id, plies) = (table.row.id, table.row.ply);
    let board = table.position().board();
    let (actions, positions) = (table.game().actions(), table.game().positions());
    let i = usize::try_from(at).unwrap_or(0);
    let before = i.checked_sub(1).and_then(|j| actions.get(j));
    let caption = match before {
        None => i18n::t_args(lang, "game-caption-start", &[("plies", plies.into())]),
        Some(a) => i18n::t_args(
            lang,
            "game-seat-caption-after",
            &[
                ("ply", at.into()),
                ("plies", plies.into()),
                ("text", a.text_on(board).to_string().into()),
            ],
        ),
    };
    let steps = Steps::around(at, plies, caption, |ply| format!("/games/{id}?at={ply}"));
    let marks = Marks {
        last_move: before.map(squares_of).unwrap_or_default(),
        ..Marks::default()
    };
    (
        positions[i.min(positions.len() - 1)].clone(),
        marks,
        Some(steps),
    )
}

impl Building {
    /// The position now, with the piece shown where the path took it so far
    /// (a point it may only pass through leaves it drawn where it started),
    /// the path and the last move marked.
    fn shown(
        &self,
        position: &SeatPosition,
        actions: &[SeatAction],
    ) -> (SeatPosition, Marks, Option<Steps>) {
        let path = &self.path;
        let shown = Move::new(path)
            .and_then(|m| position.clone().play(&m).ok())
            .unwrap_or_else(|| position.clone());
        let last_move = actions
            .iter()
            .rev()
            .map(squares_of)
            .find(|s| !s.is_empty())
            .unwrap_or_default();
        let marks = Marks {
            selected: path.last().copied(),
            last_move,
            origin: path.first().copied().filter(|_| path.len() > 1),
            path: path.iter().skip(1).copied().collect(),
            ..Marks::default()
        };
        (shown, marks, None)
    }
}

/// The seats in turn order, `mine` the viewer's.
fn seat_lines(
    table: &SeatTable,
    mine: Option<i64>,
    changes: &[crate::store::RatingChange],
    lang: Lang,
) -> Vec<SeatLine> {
    let row = &table.row;
    let to_move = table.seat_to_move().map(|s| s.seat);
    let over = row.status == GameStatus::Finished;
    row.seats
        .iter()
        .map(|s| {
            let moving = Some(s.seat) == to_move;
            SeatLine {
                seat: s.seat,
                colour: s.colour.name(),
                colour_words: words::colour(lang, s.colour),
                user: s.player.name.clone(),
                rating: s
                    .rating
                    .unwrap_or(crate::domain::ratings::Rating::START)
                    .shown(),
                change: changes
                    .iter()
                    .find(|c| c.user_id == s.player.id)
                    .map(crate::store::RatingChange::shown),
                class: match s.state {
                    SeatState::Left => "left",
                    SeatState::Finished => "finished",
                    SeatState::Playing if moving => "to-move",
                    SeatState::Playing => "waiting",
                },
                state: if moving && s.state == SeatState::Playing {
                    i18n::t_args(
                        lang,
                        "game-seat-due",
                        &[("date", describe::date_in(lang, row.turn_deadline).into())],
                    )
                } else {
                    state_words(lang, s.state, moving, s.place, over)
                },
                you: mine == Some(s.seat),
            }
        })
        .collect()
}

/// Who is to move and until when, or nothing once the game is over.
fn status_line(table: &SeatTable, my_turn: bool, lang: Lang) -> String {
    let row = &table.row;
    match table.seat_to_move() {
        _ if row.status == GameStatus::Finished => String::new(),
        Some(s) if my_turn => i18n::t_args(
            lang,
            "game-seat-your-turn",
            &[
                ("colour", words::colour(lang, s.colour).into()),
                ("date", describe::date_in(lang, row.turn_deadline).into()),
            ],
        ),
        Some(s) => i18n::t_args(
            lang,
            "game-seat-to-move-due",
            &[
                ("name", s.player.name.as_str().into()),
                ("colour", words::colour(lang, s.colour).into()),
                ("date", describe::date_in(lang, row.turn_deadline).into()),
            ],
        ),
        None => String::new(),
    }
}

/// The players who agree to a draw so far, in words, while the game is on.
fn draw_words(table: &SeatTable, lang: Lang) -> Option<String> {
    let row = &table.row;
    let agreed: Vec<&str> = row
        .seats
        .iter()
        .filter(|s| row.draw_agreed.contains(&s.seat))
        .map(|s| s.player.name.as_str())
        .collect();
    (row.status == GameStatus::Active && !agreed.is_empty()).then(|| {
        i18n::t_args(
            lang,
            "game-seat-draw-proposed",
            &[
                ("names", agreed.join(", ").into()),
                ("count", agreed.len().into()),
            ],
        )
    })
}

/// The move list, the ply shown (`at`) marked.
fn move_lines(table: &SeatTable, at: Option<i64>, lang: Lang) -> Vec<SeatMoveLine> {
    let id = table.row.id;
    let board = table.position().board();
    let (actions, positions) = (table.game().actions(), table.game().positions());
    actions
        .iter()
        .zip(positions)
        .enumerate()
        .map(|(i, (action, before))| {
            let ply = i as i64 + 1;
            let colour = match action {
                SeatAction::Leave(c) => *c,
                SeatAction::Move(_) => before.turn(),
            };
            SeatMoveLine {
                ply,
                colour: colour.name(),
                colour_words: words::colour(lang, colour),
                text: action.text_on(board),
                href: format!("/games/{id}?at={ply}#board"),
                current: at == Some(ply),
            }
        })
        .collect()
}

/// The game's rules in words.
fn rules_lines(table: &SeatTable, lang: Lang) -> Vec<String> {
    let row = &table.row;
    let mut rules = vec![
        i18n::t_args(
            lang,
            "game-seat-rule-variant",
            &[
                (
                    "name",
                    crate::room_words::game_name_in(lang, row.rules.variant.id()).into(),
                ),
                ("count", row.seats.len().into()),
            ],
        ),
        describe::days_per_move_in(lang, row.days_per_move),
    ];
    if row.rules.partners {
        rules.push(i18n::t(lang, "game-seat-rule-partners"));
    }
    if table.position().board() == Board::Star {
        rules.push(i18n::t_args(
            lang,
            "game-seat-rule-points",
            &[(
                "points",
                crate::room_words::points_name_in(lang, row.rules.points).into(),
            )],
        ));
    }
    rules
}

/// A finished game's result in the players' names.
fn result_words(lang: Lang, table: &SeatTable) -> String {
    let row = &table.row;
    let winners: Vec<&str> = row
        .seats
        .iter()
        .filter(|s| s.place == Some(1))
        .map(|s| s.player.name.as_str())
        .collect();
    use crate::model::result::Termination;
    let why = i18n::t(
        lang,
        row.termination
            .map(|t| match t {
                Termination::TargetReached => "game-seat-why-target-reached",
                Termination::TargetFilled => "game-seat-why-target-filled",
                Termination::PartnersFinished => "game-reason-partners-finished",
                Termination::OthersLeft => "game-reason-others-left",
                Termination::PartnerLeft => "game-seat-why-partner-left",
                Termination::Repetition => "game-reason-repetition",
                Termination::Agreement => "game-seat-why-agreement",
                _ => "game-seat-why-decided",
            })
            .unwrap_or("game-seat-why-decided"),
    );
    let result = match winners.as_slice() {
        [] => i18n::t(lang, "game-draw"),
        [one] => i18n::t_args(lang, "game-name-wins", &[("name", (*one).into())]),
        many => {
            let (last, rest) = many.split_last().expect("many winners");
            let mut names = rest[0].to_owned();
            for n in &rest[1..] {
                names = i18n::t_args(
                    lang,
                    "game-and",
                    &[("first", names.into()), ("second", (*n).into())],
                );
            }
            names = i18n::t_args(
                lang,
                "game-and",
                &[("first", names.into()), ("second", (*last).into())],
            );
            i18n::t_args(lang, "game-names-win", &[("names", names.into())])
        }
    };
    i18n::t_args(
        lang,
        "game-result",
        &[("result", result.into()), ("why", why.into())],
    )
}
