//! A page per game that explains its board, moves and house rules in plain
//! words, with the start position drawn; Embargo's page also shows its walls at
//! work (a wall, extending, shortening, tunneling, busting) in pictures the
//! server draws from positions played by the rules crate.

use askama::Template;
use axum::{
    extract::Path,
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use halma_rules::{
    CampRule, Color, Move, MoveKind, Position, SeatPosition, SeatRules, SeatVariant, Setup, Square,
    SquareSet, Variant,
};

use crate::{
    board::{self, BoardView, Marks},
    error::AppError,
    web::{render, Page},
    AppState,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/rules", get(index))
        .route("/rules/{game}", get(show))
        .route("/rules/{game}/pictures/{file}", get(star_picture))
}

#[derive(Template)]
#[template(path = "rules_index.html")]
struct RulesIndex {
    page: Page,
    games: Vec<(&'static str, &'static str, u8, usize)>,
    /// The games for more than two: id, name, how many seats, pieces each.
    seat_games: Vec<(&'static str, &'static str, usize, usize)>,
}

/// The games played here, each with a link to its rules.
async fn index(page: Page) -> Result<Response, AppError> {
    render(&RulesIndex {
        page,
        games: Variant::ALL
            .iter()
            .map(|v| (v.id(), v.name(), v.size(), v.pieces()))
            .collect(),
        seat_games: SeatVariant::ALL
            .iter()
            .map(|v| (v.id(), v.name(), v.seats().len(), v.pieces()))
            .collect(),
    })
}

#[derive(Template)]
#[template(path = "rules.html")]
struct RulesPage {
    page: Page,
    name: &'static str,
    size: u8,
    pieces: usize,
    halma: bool,
    camp_rules: Vec<String>,
    board: BoardView,
    others: Vec<(&'static str, &'static str)>,
    /// Embargo's walls at work; empty for the other games.
    examples: Vec<Example>,
}

/// One rule of Embargo's walls shown at work: words and pictures.
pub struct Example {
    pub title: &'static str,
    pub words: &'static str,
    pub figures: Vec<Figure>,
}

/// A picture: a position drawn small, with a caption.
pub struct Figure {
    pub caption: String,
    pub board: BoardView,
}

/// An Embargo position from the squares of each side, `turn` to move.
fn embargo(white: &[&str], black: &[&str], turn: Color) -> Result<Position, AppError> {
    let set = |names: &[&str]| -> Result<SquareSet, AppError> {
        names
            .iter()
            .map(|n| n.parse::<Square>().map_err(AppError::internal))
            .collect()
    };
    let setup = Setup {
        size: Variant::Embargo.size(),
        white: set(white)?,
        black: set(black)?,
        turn,
        fullmove: 10,
    };
    Position::from_setup(Variant::Embargo, &setup).map_err(AppError::internal)
}

/// A picture of `position`, with `marks` and extra classes on some squares.
fn figure(
    position: &Position,
    marks: &Marks,
    extra: &[(SquareSet, &str)],
    caption: String,
) -> Figure {
    let mut board = board::view(position, Color::White, marks, |_| String::new());
    for square in board.rows.iter_mut().flat_map(|row| row.1.iter_mut()) {
        for (set, class) in extra {
            if square.name.parse().is_ok_and(|sq| set.contains(sq)) {
                square.classes.push(' ');
                square.classes.push_str(class);
            }
        }
    }
    Figure { caption, board }
}

/// A move shown twice: the piece chosen with where it goes, then the position
/// after it, where the walls broken by it (not those of its own line) are
/// crossed out.
fn before_and_after(
    before: &Position,
    text: &str,
    captions: [&str; 2],
) -> Result<Vec<Figure>, AppError> {
    let m: Move = text.parse().map_err(AppError::internal)?;
    let (from, to) = Move::from(&m)
        .zip(Move::to(&m))
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("{text} is no move")))?;
    let after = before.clone().play(&m).map_err(AppError::internal)?;
    let along_rank = from.rank() == to.rank();
    let off_its_line = |sq: Square| {
        if along_rank {
            sq.rank() != from.rank()
        } else {
            sq.file() != from.file()
        }
    };
    let after_walls = after.walls();
    let broken: SquareSet = before
        .walls()
        .iter()
        .filter(|&sq| !after_walls.contains(sq) && off_its_line(sq) && after.piece_at(sq).is_none())
        .collect();
    let chosen = Marks {
        selected: Some(from),
        targets: SquareSet::EMPTY.with(to),
        ..Marks::default()
    };
    let played = Marks {
        last_move: SquareSet::EMPTY.with(from).with(to),
        ..Marks::default()
    };
    Ok(vec![
        figure(before, &chosen, &[], format!("{} ({text})", captions[0])),
        figure(
            &after,
            &played,
            &[(broken, "broken")],
            captions[1].to_owned(),
        ),
    ])
}

/// Embargo's walls at work, after the pictures of the ItsYourTurn rules.
pub fn embargo_examples() -> Result<Vec<Example>, AppError> {
    use Color::{Black, White};
    let walls = embargo(&["c5", "g5"], &["e2", "b7", "f7", "a9"], Black)?;
    let e2: Square = "e2".parse().map_err(AppError::internal)?;
    let wall_marks = Marks {
        selected: Some(e2),
        targets: walls.destinations(e2),
        ..Marks::default()
    };
    let pair = embargo(&["c5", "g5"], &["a9"], White)?;
    let crossed = embargo(&["c5", "g5"], &["e3", "e7", "a9"], White)?;
    Ok(vec![
        Example {
            title: "A wall",
            words: "Two pieces of one colour on a rank or file, with only empty squares between them, wall off those squares (hatched). A wall of either colour blocks both players.",
            figures: vec![figure(
                &walls,
                &wall_marks,
                &[],
                "White's c5 and g5 wall off d5, e5 and f5; Black's b7 and f7 wall off c7, d7 and e7. The red dots show where Black's e2 may go: up the e-file it stops before White's wall.".to_owned(),
            )],
        },
        Example {
            title: "Extending",
            words: "A wall's end piece moving away from its partner makes the wall longer. It is an ordinary move, still blocked by other walls.",
            figures: before_and_after(
                &pair,
                "c5-a5",
                ["White's c5 moves away from g5", "The wall now runs from b5 to f5"],
            )?,
        },
        Example {
            title: "Shortening",
            words: "A wall's end piece may move along its own wall toward its partner, stopping before it: the wall gets shorter.",
            figures: before_and_after(
                &pair,
                "c5-e5",
                ["White's c5 moves toward g5, over its own wall", "The wall is now f5 alone"],
            )?,
        },
        Example {
            title: "Tunneling",
            words: "A shortening move may pass through a wall that crosses it, of either colour: here White's c5 goes through Black's wall on the e-file.",
            figures: before_and_after(
                &crossed,
                "c5-f5",
                ["Black's e3 and e7 wall off e4, e5 and e6, across White's wall", "White's piece came out on the other side of Black's wall"],
            )?,
        },
        Example {
            title: "Busting",
            words: "A shortening move may also stop on the wall that crosses it: the two pieces of that wall are no longer separated by empty squares only, and the wall is gone.",
            figures: before_and_after(
                &crossed,
                "c5-e5",
                ["White's c5 stops on e5, inside Black's wall", "Black's wall is broken: the crosses show where it was"],
            )?,
        },
    ])
}

fn camp_words(variant: Variant, rule: CampRule) -> String {
    match rule {
        // An Embargo piece never lands in its own yard: only the deadline applies.
        CampRule::Deadline(n) if variant.move_kind() == MoveKind::Embargo => format!(
            "Deadline {n}: once both players have made {n} moves, a player who still has a piece in its own yard loses (if both do, the game is a draw). Since a piece may never land in its own yard, no piece comes back once it has left."
        ),
        CampRule::Deadline(n) => format!(
            "Deadline {n}: once both players have made {n} moves, a player who still has a piece in its own yard loses (if both do, the game is a draw). After that, a move that ends with one of your pieces back in your own yard loses at once; a jump chain that only passes through it is fine."
        ),
        CampRule::Fill => "Fill: you also win when every square of the opposite yard is occupied, at least one of them by your own piece, even if your opponent left pieces there. If your move completes this for your opponent, your opponent wins.".to_owned(),
    }
}

/// The rules page of a game for more than two.
#[derive(Template)]
#[template(path = "seat_rules.html")]
struct SeatRulesPage {
    page: Page,
    name: &'static str,
    star: bool,
    pieces: usize,
    /// Each seat in turn order: colour and where it starts.
    seats: Vec<(usize, &'static str, String)>,
    partners: bool,
    board: crate::seat_board::SeatBoardView,
    others: Vec<(&'static str, &'static str)>,
    /// The star's rules at work: each picture's address and caption.
    pictures: Vec<(String, String)>,
}

/// The star's rules at work, each a position the rules crate played from
/// the start and the squares of the move that led there: a step, a chain of
/// jumps, and the points rule. Each is played, so that a picture can only
/// show what the rules allow.
pub fn star_examples() -> Result<Vec<(String, SeatPosition, SquareSet)>, AppError> {
    let star = halma_rules::Board::Star;
    let hole = |name: &str| star.parse(name).map_err(AppError::internal);
    let set =
        |names: &[&str]| -> Result<SquareSet, AppError> { names.iter().map(|n| hole(n)).collect() };
    let play =
        |position: &SeatPosition, text: &str| -> Result<(SeatPosition, SquareSet), AppError> {
            let m = star.parse_move(text).map_err(AppError::internal)?;
            let after = position
                .clone()
                .play(&m)
                .map_err(|e| AppError::internal(anyhow::anyhow!("{e:?}")))?;
            Ok((after, m.squares().iter().copied().collect()))
        };
    let two = SeatRules::new(SeatVariant::StarTwo);
    let start = SeatPosition::start(two);
    let (stepped, step) = play(&start, "d2-e6")?;
    // Two of green's pieces moved to the middle, for red to jump over.
    let green = halma_rules::Colour::Green.index();
    let moved = |from: &[&str], to: &[&str]| -> Result<SeatPosition, AppError> {
        let mut setup = start.to_setup();
        for sq in set(from)?.iter() {
            setup.pieces[green].remove(sq);
        }
        setup.pieces[green] = setup.pieces[green].union(set(to)?);
        SeatPosition::from_setup(two, &setup).map_err(AppError::internal)
    };
    let bridges = moved(&["n1", "n2"], &["e7", "g6"])?;
    let (jumped, chain) = play(&bridges, "d2-f7-h5")?;
    // The points rule: a chain may land in another point and jump on.
    let edge = moved(&["n1", "n2", "n3"], &["e5", "f3", "g2"])?;
    let (through, passed) = play(&edge, "d1-f4-f2-h2")?;
    Ok(vec![
        (
            "A step: red's d2 moves to the empty neighbouring hole e6 and the turn ends.".to_owned(),
            stepped,
            step,
        ),
        (
            "A chain of jumps: red's d2 jumps over green's e7 to f7, then over green's g6 to h5. Nothing is captured.".to_owned(),
            jumped,
            chain,
        ),
        (
            "The points rule (pass-through): red's d1 jumps over e5 to f4, over f3 into f2, in the left point, where it may not stop, and on over g2 to h2, out of it.".to_owned(),
            through,
            passed,
        ),
    ])
}

/// `/rules/{game}/pictures/{n}.svg`: the star's rules at work, one picture a
/// rule (see [`star_examples`]), for the star games' rules pages.
async fn star_picture(Path((game, file)): Path<(String, String)>) -> Result<Response, AppError> {
    let variant: SeatVariant = game.parse().map_err(|_| AppError::NotFound)?;
    if variant.board() != halma_rules::Board::Star {
        return Err(AppError::NotFound);
    }
    let n: usize = file
        .strip_suffix(".svg")
        .and_then(|n| n.parse().ok())
        .ok_or(AppError::NotFound)?;
    let examples = star_examples()?;
    let (caption, position, squares) = examples.get(n).ok_or(AppError::NotFound)?;
    let svg = crate::picture::seat_board_svg(position, *squares, caption);
    Ok((
        [(
            axum::http::header::CONTENT_TYPE,
            "image/svg+xml; charset=utf-8",
        )],
        svg,
    )
        .into_response())
}

/// A star point's name in words.
fn point_name(point: halma_rules::Point) -> &'static str {
    use halma_rules::Point;
    match point {
        Point::South => "south (bottom)",
        Point::SouthWest => "south-west",
        Point::NorthWest => "north-west",
        Point::North => "north (top)",
        Point::NorthEast => "north-east",
        Point::SouthEast => "south-east",
    }
}

fn seat_rules_page(variant: SeatVariant, page: Page) -> Result<Response, AppError> {
    let start = SeatPosition::start(SeatRules::new(variant));
    let prefs = page.board;
    let star = variant.board() == halma_rules::Board::Star;
    let seats = variant
        .seats()
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let at = match variant.point(*c) {
                Some(point) => format!("the {} point", point_name(point)),
                None => {
                    let corner = variant.camp(*c).iter().find(|sq| {
                        let edge = |v: u8| v == 0 || v == variant.size() - 1;
                        edge(sq.file()) && edge(sq.rank())
                    });
                    corner.map_or_else(String::new, |sq| format!("the corner {sq}"))
                }
            };
            (i + 1, c.name(), at)
        })
        .collect();
    render(&SeatRulesPage {
        name: variant.name(),
        star,
        pieces: variant.pieces(),
        seats,
        partners: variant.offers_partners(),
        board: crate::seat_board::seat_view(&start, None, &Marks::default(), |_| String::new())
            .styled(&prefs),
        pictures: if star {
            star_examples()?
                .into_iter()
                .enumerate()
                .map(|(i, (caption, ..))| {
                    (format!("/rules/{}/pictures/{i}.svg", variant.id()), caption)
                })
                .collect()
        } else {
            Vec::new()
        },
        others: Variant::ALL
            .iter()
            .map(|v| (v.id(), v.name()))
            .chain(
                SeatVariant::ALL
                    .iter()
                    .filter(|v| **v != variant)
                    .map(|v| (v.id(), v.name())),
            )
            .collect(),
        page,
    })
}

async fn show(Path(game): Path<String>, page: Page) -> Result<Response, AppError> {
    if let Ok(variant) = game.parse::<SeatVariant>() {
        return seat_rules_page(variant, page);
    }
    let variant: Variant = game.parse().map_err(|_| AppError::NotFound)?;
    let prefs = page.board;
    let start = Position::start(variant);
    let mut examples = if variant.move_kind() == MoveKind::Embargo {
        embargo_examples()?
    } else {
        Vec::new()
    };
    for figure in examples.iter_mut().flat_map(|e| e.figures.iter_mut()) {
        figure.board.look = board::look(&prefs);
    }
    render(&RulesPage {
        page,
        name: variant.name(),

        size: variant.size(),
        pieces: variant.pieces(),
        halma: variant.move_kind() == MoveKind::Halma,
        camp_rules: variant
            .camp_rules()
            .iter()
            .map(|r| camp_words(variant, *r))
            .collect(),
        board: board::view(&start, Color::White, &Marks::default(), |_| String::new())
            .styled(&prefs),
        others: Variant::ALL
            .iter()
            .filter(|v| **v != variant)
            .map(|v| (v.id(), v.name()))
            .collect(),
        examples,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with_class<'a>(board: &'a BoardView, class: &str) -> Vec<&'a str> {
        board
            .rows
            .iter()
            .flat_map(|r| r.1.iter())
            .filter(|s| s.classes.split(' ').any(|c| c == class))
            .map(|s| s.name.as_str())
            .collect()
    }

    #[test]
    fn the_embargo_pictures_show_each_rule_at_work() {
        let examples = embargo_examples().expect("every example plays");
        let titles: Vec<&str> = examples.iter().map(|e| e.title).collect();
        assert_eq!(
            titles,
            ["A wall", "Extending", "Shortening", "Tunneling", "Busting"]
        );
        let example = |title: &str| {
            examples
                .iter()
                .find(|e| e.title == title)
                .expect("the example")
        };
        // Extending lengthens White's wall, shortening shortens it.
        let extended = &example("Extending").figures[1].board;
        assert_eq!(with_class(extended, "wall"), ["b5", "c5", "d5", "e5", "f5"]);
        let shortened = &example("Shortening").figures[1].board;
        assert_eq!(with_class(shortened, "wall"), ["f5"]);
        // Tunneling leaves Black's wall standing; busting breaks it, and only
        // its squares are crossed out.
        let tunneled = &example("Tunneling").figures[1].board;
        assert_eq!(with_class(tunneled, "wall"), ["e6", "e5", "e4"]);
        assert!(with_class(tunneled, "broken").is_empty());
        let busted = &example("Busting").figures[1].board;
        assert_eq!(with_class(busted, "wall"), ["f5"]);
        assert_eq!(with_class(busted, "broken"), ["e6", "e4"]);
    }
}
