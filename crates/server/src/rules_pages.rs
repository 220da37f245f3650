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
    i18n::{self, Lang},
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
    seat_games: Vec<(&'static str, String, usize, usize)>,
}

/// The games played here, each with a link to its rules.
async fn index(page: Page) -> Result<Response, AppError> {
    let lang = page.lang;
    render(&RulesIndex {
        page,
        games: Variant::ALL
            .iter()
            .map(|v| (v.id(), v.name(), v.size(), v.pieces()))
            .collect(),
        seat_games: SeatVariant::ALL
            .iter()
            .map(|v| (v.id(), seat_name(lang, *v), v.seats().len(), v.pieces()))
            .collect(),
    })
}

/// A game for more than two's name as the rules pages show it, in `lang`
/// (`rules-name-<id>`; the same as [`SeatVariant::name`] in English).
pub fn seat_name(lang: Lang, variant: SeatVariant) -> String {
    i18n::t(lang, &format!("rules-name-{}", variant.id()))
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
    others: Vec<(&'static str, String)>,
    /// Embargo's walls at work; empty for the other games.
    examples: Vec<Example>,
}

/// One rule of Embargo's walls shown at work: words and pictures.
pub struct Example {
    pub title: String,
    pub words: String,
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
    captions: [String; 2],
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
        figure(&after, &played, &[(broken, "broken")], captions[1].clone()),
    ])
}

/// Embargo's walls at work, after the pictures of the ItsYourTurn rules
/// (in English).
pub fn embargo_examples() -> Result<Vec<Example>, AppError> {
    embargo_examples_in(Lang::ENGLISH)
}

/// Embargo's walls at work, their words in `lang`.
pub fn embargo_examples_in(lang: Lang) -> Result<Vec<Example>, AppError> {
    use Color::{Black, White};
    let t = |id: &str| i18n::t(lang, id);
    let walls = embargo(&["c5", "g5"], &["e2", "b7", "f7", "a9"], Black)?;
    let e2: Square = "e2".parse().map_err(AppError::internal)?;
    let wall_marks = Marks {
        selected: Some(e2),
        targets: walls.destinations(e2),
        ..Marks::default()
    };
    let pair = embargo(&["c5", "g5"], &["a9"], White)?;
    let crossed = embargo(&["c5", "g5"], &["e3", "e7", "a9"], White)?;
    // Each example's words are `rules-<name>-title`, `-words`, and the
    // captions `-before` and `-after` of its move.
    let example = |name: &str, position: &Position, text: &str| -> Result<Example, AppError> {
        Ok(Example {
            title: t(&format!("rules-{name}-title")),
            words: t(&format!("rules-{name}-words")),
            figures: before_and_after(
                position,
                text,
                [
                    t(&format!("rules-{name}-before")),
                    t(&format!("rules-{name}-after")),
                ],
            )?,
        })
    };
    Ok(vec![
        Example {
            title: t("rules-wall-title"),
            words: t("rules-wall-words"),
            figures: vec![figure(&walls, &wall_marks, &[], t("rules-wall-caption"))],
        },
        example("extending", &pair, "c5-a5")?,
        example("shortening", &pair, "c5-e5")?,
        example("tunneling", &crossed, "c5-f5")?,
        example("busting", &crossed, "c5-e5")?,
    ])
}

fn camp_words(lang: Lang, variant: Variant, rule: CampRule) -> String {
    match rule {
        // An Embargo piece never lands in its own yard: only the deadline applies.
        CampRule::Deadline(n) if variant.move_kind() == MoveKind::Embargo => {
            i18n::t_args(lang, "rules-camp-deadline-embargo", &[("moves", n.into())])
        }
        CampRule::Deadline(n) => i18n::t_args(lang, "rules-camp-deadline", &[("moves", n.into())]),
        CampRule::Fill => i18n::t(lang, "rules-camp-fill"),
    }
}

/// The rules page of a game for more than two.
#[derive(Template)]
#[template(path = "seat_rules.html")]
struct SeatRulesPage {
    page: Page,
    name: String,
    star: bool,
    pieces: usize,
    /// Each seat in turn order: colour, where it starts ("from …") and the
    /// colour in words.
    seats: Vec<(usize, &'static str, String, String)>,
    partners: bool,
    board: crate::seat_board::SeatBoardView,
    others: Vec<(&'static str, String)>,
    /// The star's rules at work: each picture's address and caption.
    pictures: Vec<(String, String)>,
}

/// The star's rules at work, each a position the rules crate played from
/// the start and the squares of the move that led there: a step, a chain of
/// jumps, and the points rule. Each is played, so that a picture can only
/// show what the rules allow. The captions are in English.
pub fn star_examples() -> Result<Vec<(String, SeatPosition, SquareSet)>, AppError> {
    star_examples_in(Lang::ENGLISH)
}

/// The star's rules at work (see [`star_examples`]), the captions in `lang`.
pub fn star_examples_in(lang: Lang) -> Result<Vec<(String, SeatPosition, SquareSet)>, AppError> {
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
        (i18n::t(lang, "rules-star-step-caption"), stepped, step),
        (i18n::t(lang, "rules-star-chain-caption"), jumped, chain),
        (i18n::t(lang, "rules-star-points-caption"), through, passed),
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

/// Where a star point's seat starts, in `lang`: "from the south (bottom)
/// point".
fn from_point(lang: Lang, point: halma_rules::Point) -> String {
    use halma_rules::Point;
    let point = match point {
        Point::South => "south",
        Point::SouthWest => "south-west",
        Point::NorthWest => "north-west",
        Point::North => "north",
        Point::NorthEast => "north-east",
        Point::SouthEast => "south-east",
    };
    i18n::t_args(lang, "rules-seat-from-point", &[("point", point.into())])
}

fn seat_rules_page(variant: SeatVariant, page: Page) -> Result<Response, AppError> {
    let lang = page.lang;
    let start = SeatPosition::start(SeatRules::new(variant));
    let prefs = page.board;
    let star = variant.board() == halma_rules::Board::Star;
    let seats = variant
        .seats()
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let at = match variant.point(*c) {
                Some(point) => from_point(lang, point),
                None => {
                    let corner = variant.camp(*c).iter().find(|sq| {
                        let edge = |v: u8| v == 0 || v == variant.size() - 1;
                        edge(sq.file()) && edge(sq.rank())
                    });
                    corner.map_or_else(String::new, |sq| {
                        i18n::t_args(
                            lang,
                            "rules-seat-from-corner",
                            &[("square", sq.to_string().into())],
                        )
                    })
                }
            };
            let colour = i18n::t_args(lang, "rules-colour", &[("colour", c.name().into())]);
            (i + 1, c.name(), at, colour)
        })
        .collect();
    render(&SeatRulesPage {
        name: seat_name(lang, variant),
        star,
        pieces: variant.pieces(),
        seats,
        partners: variant.offers_partners(),
        board: crate::seat_board::seat_view(&start, None, &Marks::default(), |_| String::new())
            .styled(&prefs)
            .labelled_in(lang),
        pictures: if star {
            star_examples_in(lang)?
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
            .map(|v| (v.id(), v.name().to_owned()))
            .chain(
                SeatVariant::ALL
                    .iter()
                    .filter(|v| **v != variant)
                    .map(|v| (v.id(), seat_name(lang, *v))),
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
    let lang = page.lang;
    let start = Position::start(variant);
    let mut examples = if variant.move_kind() == MoveKind::Embargo {
        embargo_examples_in(lang)?
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
            .map(|r| camp_words(lang, variant, *r))
            .collect(),
        board: board::view(&start, Color::White, &Marks::default(), |_| String::new())
            .styled(&prefs)
            .labelled_in(lang),
        others: Variant::ALL
            .iter()
            .filter(|v| **v != variant)
            .map(|v| (v.id(), v.name().to_owned()))
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
    fn the_pictures_say_in_english_what_they_always_said_and_play_in_every_language() {
        let examples = embargo_examples().expect("every example plays");
        assert_eq!(
            examples[1].figures[0].caption,
            "White's c5 moves away from g5 (c5-a5)"
        );
        assert_eq!(
            examples[4].figures[1].caption,
            "Black's wall is broken: the crosses show where it was"
        );
        let star = star_examples().expect("every example plays");
        assert_eq!(
            star[0].0,
            "A step: red's d2 moves to the empty neighbouring hole e6 and the turn ends."
        );
        for lang in Lang::all().filter(|l| *l != Lang::ENGLISH) {
            let words = embargo_examples_in(lang).expect("every example plays");
            assert_eq!(words.len(), examples.len());
            assert_ne!(words[0].title, examples[0].title, "{lang}");
            assert!(words[1].figures[0].caption.ends_with(" (c5-a5)"), "{lang}");
            let star_words = star_examples_in(lang).expect("every example plays");
            assert!(star_words[0].0.contains("d2") && star_words[0].0.contains("e6"));
            assert_ne!(star_words[0].0, star[0].0, "{lang}");
            assert_ne!(
                seat_name(lang, SeatVariant::StarThree),
                "Sternhalma for three"
            );
        }
        for v in SeatVariant::ALL {
            assert_eq!(seat_name(Lang::ENGLISH, v), v.name());
        }
    }

    #[test]
    fn the_embargo_pictures_show_each_rule_at_work() {
        let examples = embargo_examples().expect("every example plays");
        let titles: Vec<&str> = examples.iter().map(|e| e.title.as_str()).collect();
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
