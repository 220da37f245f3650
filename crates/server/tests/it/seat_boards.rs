//! The boards of the games for more than two seats as pure views: the star of
//! Sternhalma and the 16×16 board for four, drawn by their partials
//! (`seat_board.html`, `star.html`, `board.html`) and as SVG pictures. No
//! database: the views are rendered straight from positions.

use std::collections::{BTreeMap, BTreeSet};

use askama::Template;
use axum::http::{HeaderMap, StatusCode};
use halma::board::Marks;
use halma::picture::seat_board_svg;
use halma::seat_board::{seat_view, SeatBoardView};
use halma_rules::{Board, Colour, SeatPosition, SeatRules, SeatVariant, Square, SquareSet};

use crate::support::{board, Page, SquareEl};

/// A page with nothing but the board of a game for more than two.
#[derive(Template)]
#[template(
    source = r#"<main>{% include "seat_board.html" %}</main>"#,
    ext = "html"
)]
struct Shown {
    board: SeatBoardView,
}

fn render(board: SeatBoardView) -> Page {
    Page {
        status: StatusCode::OK,
        location: None,
        headers: HeaderMap::new(),
        body: Shown { board }.render().expect("the board renders"),
    }
}

fn start(variant: SeatVariant) -> SeatPosition {
    SeatPosition::start(SeatRules::new(variant))
}

/// The start of `variant` seen by `viewer`, rendered.
fn shown(variant: SeatVariant, viewer: Option<Colour>) -> Page {
    render(seat_view(
        &start(variant),
        viewer,
        &Marks::default(),
        |_| String::new(),
    ))
}

/// RULES.md's star, written out from its own words: the row lengths a…q,
/// the holes of a row numbered from 1 at the left.
const ROW_LENGTHS: [usize; 17] = [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1];

fn row_letter(row: usize) -> char {
    char::from(b'a' + row as u8)
}

/// Every hole's name with RULES.md's coordinates: x = 2(i−1) − (n−1), y = k.
fn rules_holes() -> BTreeMap<String, (i32, i32)> {
    let mut holes = BTreeMap::new();
    for (row, &n) in ROW_LENGTHS.iter().enumerate() {
        for i in 1..=n {
            let x = 2 * (i as i32 - 1) - (n as i32 - 1);
            holes.insert(format!("{}{i}", row_letter(row)), (x, row as i32));
        }
    }
    holes
}

/// The names of a point's ten holes, from RULES.md's words: S = rows a–d;
/// N = rows n–q; SW = the leftmost 4, 3, 2, 1 holes of rows e, f, g, h; SE
/// the rightmost; NW = the leftmost 1, 2, 3, 4 of rows j, k, l, m; NE the
/// rightmost.
fn rules_point(point: &str) -> BTreeSet<String> {
    let n = |row: usize| ROW_LENGTHS[row];
    // Each row of the point with the numbers of its holes there.
    let rows: Vec<(usize, std::ops::RangeInclusive<usize>)> = match point {
        "S" => (0..4).map(|row| (row, 1..=n(row))).collect(),
        "N" => (13..17).map(|row| (row, 1..=n(row))).collect(),
        "SW" => (4..8).map(|row| (row, 1..=8 - row)).collect(),
        "SE" => (4..8)
            .map(|row| (row, n(row) - (8 - row) + 1..=n(row)))
            .collect(),
        "NW" => (9..13).map(|row| (row, 1..=row - 8)).collect(),
        "NE" => (9..13)
            .map(|row| (row, n(row) - (row - 8) + 1..=n(row)))
            .collect(),
        other => panic!("no point {other}"),
    };
    rows.into_iter()
        .flat_map(|(row, numbers)| numbers.map(move |i| format!("{}{i}", row_letter(row))))
        .collect()
}

/// RULES.md's table: each star game's seats with their letters and points.
fn star_seats(variant: SeatVariant) -> &'static [(Colour, &'static str, &'static str)] {
    use Colour::*;
    match variant {
        SeatVariant::StarTwo => &[(Red, "r", "S"), (Green, "g", "N")],
        SeatVariant::StarThree => &[(Red, "r", "S"), (Yellow, "y", "NW"), (Blue, "u", "NE")],
        SeatVariant::StarFour => &[
            (Red, "r", "S"),
            (Orange, "o", "SW"),
            (Green, "g", "N"),
            (Blue, "u", "NE"),
        ],
        SeatVariant::StarSix => &[
            (Red, "r", "S"),
            (Orange, "o", "SW"),
            (Yellow, "y", "NW"),
            (Green, "g", "N"),
            (Blue, "u", "NE"),
            (Purple, "p", "SE"),
        ],
        SeatVariant::Halma16x16Four => panic!("not a star game"),
    }
}

const STARS: [SeatVariant; 4] = [
    SeatVariant::StarTwo,
    SeatVariant::StarThree,
    SeatVariant::StarFour,
    SeatVariant::StarSix,
];

/// The holes of the star row by row as the page emits them (each
/// `star-row` element in turn).
fn star_rows(page: &Page) -> Vec<Vec<SquareEl>> {
    let body = &page.body;
    let at = body.find("id=\"board\"").expect("a board");
    body[at..]
        .split("class=\"star-row\"")
        .skip(1)
        .map(|row| {
            let row = Page {
                body: format!("<div id=\"board\">{row}"),
                ..empty_page()
            };
            board(&row)
        })
        .collect()
}

fn empty_page() -> Page {
    Page {
        status: StatusCode::OK,
        location: None,
        headers: HeaderMap::new(),
        body: String::new(),
    }
}

/// Where the page draws each hole, in the lattice's units about the centre:
/// hole j of a drawn row of n is at x = 2j − (n−1), the rows 8 … −8 from
/// the top.
fn drawn_places(rows: &[Vec<SquareEl>]) -> BTreeMap<String, (i32, i32)> {
    let mut places = BTreeMap::new();
    for (r, row) in rows.iter().enumerate() {
        let n = row.len() as i32;
        for (j, hole) in row.iter().enumerate() {
            places.insert(hole.name.clone(), (2 * j as i32 - (n - 1), 8 - r as i32));
        }
    }
    places
}

/// The accessible name of the element of `data-square="name"`.
fn label(page: &Page, name: &str) -> String {
    let key = format!("data-square=\"{name}\"");
    let at = page
        .body
        .find(&key)
        .unwrap_or_else(|| panic!("{name} is drawn"));
    let tag_end = at + page.body[at..].find('>').expect("the tag closes");
    let tag = &page.body[at..tag_end];
    let start = tag.find("aria-label=\"").expect("an accessible name") + "aria-label=\"".len();
    tag[start..start + tag[start..].find('"').expect("it ends")].to_owned()
}

fn names(holes: &[SquareEl]) -> BTreeSet<String> {
    holes.iter().map(|h| h.name.clone()).collect()
}

#[test]
fn the_star_of_six_has_its_121_holes_named_as_rules_md_and_60_pieces_on_their_points() {
    let page = shown(SeatVariant::StarSix, Some(Colour::Red));
    let holes = board(&page);
    assert_eq!(holes.len(), 121);
    let rules = rules_holes();
    assert_eq!(
        names(&holes),
        rules.keys().cloned().collect::<BTreeSet<_>>()
    );
    // Red's point is at the bottom already: the page draws the rows q to a
    // from the top, each left to right, `q1` the top tip and `a1` the bottom.
    let rows = star_rows(&page);
    let lengths: Vec<usize> = rows.iter().map(Vec::len).collect();
    assert_eq!(lengths, ROW_LENGTHS);
    for (r, row) in rows.iter().enumerate() {
        let letter = row_letter(16 - r);
        let want: Vec<String> = (1..=row.len()).map(|i| format!("{letter}{i}")).collect();
        let got: Vec<String> = row.iter().map(|h| h.name.clone()).collect();
        assert_eq!(got, want);
    }
    assert_eq!(holes.first().map(|h| h.name.as_str()), Some("q1"));
    assert_eq!(holes.last().map(|h| h.name.as_str()), Some("a1"));
    // 60 pieces, each seat's ten on its point, with its letter.
    let pieces: Vec<&SquareEl> = holes.iter().filter(|h| h.piece.is_some()).collect();
    assert_eq!(pieces.len(), 60);
    for &(colour, letter, point) in star_seats(SeatVariant::StarSix) {
        let on: BTreeSet<String> = holes
            .iter()
            .filter(|h| h.piece.as_deref() == Some(letter))
            .map(|h| h.name.clone())
            .collect();
        assert_eq!(on, rules_point(point), "{colour}");
        for name in &on {
            assert_eq!(label(&page, name), format!("{name}, {colour} piece"));
            let hole = holes.iter().find(|h| &h.name == name).expect("drawn");
            assert!(hole.classes.contains(&format!("camp-{letter}")), "{name}");
            assert!(hole.classes.contains("point"), "{name}");
        }
    }
    assert_eq!(label(&page, "q1"), "q1, green piece");
    assert_eq!(label(&page, "i5"), "i5, empty");
    let centre = holes.iter().find(|h| h.name == "i5").expect("the centre");
    assert!(!centre.classes.contains("point"));
    // A text browser tells the colours apart by the seat's capital letter.
    assert!(page.contains(r#"data-piece="u" role="img" aria-label="j10, blue piece">U</span>"#));
    // Nothing to click, no style, no script.
    assert!(holes.iter().all(|h| h.href.is_none()));
    assert!(!page.contains("<a ") && !page.contains("style") && !page.contains("<script"));
}

#[test]
fn each_seat_sees_its_own_point_at_the_bottom_with_the_star_turned_not_mirrored() {
    let rules = rules_holes();
    for variant in STARS {
        let seats = star_seats(variant);
        let viewers = seats
            .iter()
            .map(|&(c, l, p)| (Some(c), l, p))
            .chain([(None, "r", "S"), (Some(Colour::White), "r", "S")]);
        for (viewer, letter, point) in viewers {
            let page = shown(variant, viewer);
            let rows = star_rows(&page);
            let lengths: Vec<usize> = rows.iter().map(Vec::len).collect();
            assert_eq!(lengths, ROW_LENGTHS, "{variant} {viewer:?}");
            // The last four rows are the viewer's point, full of its pieces.
            let bottom: Vec<SquareEl> = rows[13..].iter().flatten().cloned().collect();
            assert_eq!(names(&bottom), rules_point(point), "{variant} {viewer:?}");
            assert!(bottom.iter().all(|h| h.piece.as_deref() == Some(letter)));
            // The first four rows are its target.
            let top: Vec<SquareEl> = rows[..4].iter().flatten().cloned().collect();
            let target = match point {
                "S" => "N",
                "N" => "S",
                "SW" => "NE",
                "NE" => "SW",
                "SE" => "NW",
                _ => "SE",
            };
            assert_eq!(names(&top), rules_point(target), "{variant} {viewer:?}");
            // Drawn neighbours are the rules' neighbours: two holes are
            // (±2, 0) or (±1, ±1) apart on the page exactly when they are so
            // by RULES.md's coordinates.
            let drawn = drawn_places(&rows);
            let near = |(ax, ay): (i32, i32), (bx, by): (i32, i32)| {
                let (dx, dy) = ((ax - bx).abs(), (ay - by).abs());
                (dx, dy) == (2, 0) || (dx, dy) == (1, 1)
            };
            for (a, &pa) in &drawn {
                for (b, &pb) in &drawn {
                    assert_eq!(near(pa, pb), near(rules[a], rules[b]), "{a} {b}");
                }
            }
            // Turned, not mirrored: going round from the bottom to the left
            // (clockwise), the points come in the order RULES.md lists them.
            let order = ["S", "SW", "NW", "N", "NE", "SE"];
            let at = order.iter().position(|p| *p == point).expect("a point");
            let left_of_bottom = order[(at + 1) % 6];
            let places: Vec<(i32, i32)> = rules_point(left_of_bottom)
                .iter()
                .map(|n| drawn[n])
                .collect();
            assert!(
                places.iter().all(|&(x, y)| x < 0 && y < 0),
                "{variant} {viewer:?}: {left_of_bottom} is drawn at {places:?}"
            );
        }
    }
}

#[test]
fn only_the_holes_that_may_be_clicked_are_links_with_the_marks_of_the_square_boards() {
    let star = Board::Star;
    let hole = |name: &str| star.parse(name).expect("a hole");
    let set = |names: &[&str]| names.iter().map(|n| hole(n)).collect::<SquareSet>();
    // A move under construction as a page marks it (the view only draws
    // the marks it is given).
    let marks = Marks {
        selected: Some(hole("e5")),
        targets: set(&["e7", "g5"]),
        last_move: set(&["q1", "m4"]),
        links: set(&["e7", "g5", "q1"]),
        origin: Some(hole("c2")),
        path: set(&["e5"]),
    };
    let position = start(SeatVariant::StarSix);
    let page = render(seat_view(&position, Some(Colour::Red), &marks, |sq| {
        format!("?path=c2-e5-{}", star.name(sq))
    }));
    let holes = board(&page);
    let linked: BTreeMap<String, String> = holes
        .iter()
        .filter_map(|h| h.href.clone().map(|href| (h.name.clone(), href)))
        .collect();
    assert_eq!(
        linked,
        BTreeMap::from([
            ("e7".to_owned(), "?path=c2-e5-e7".to_owned()),
            ("g5".to_owned(), "?path=c2-e5-g5".to_owned()),
            // The top tip is named q1 in its link too.
            ("q1".to_owned(), "?path=c2-e5-q1".to_owned()),
        ])
    );
    assert_eq!(page.body.matches("<a ").count(), 3);
    let classes = |name: &str| {
        holes
            .iter()
            .find(|h| h.name == name)
            .map(|h| h.classes.clone())
            .expect("drawn")
    };
    assert!(classes("e5").contains("selected") && classes("e5").contains("path"));
    assert!(classes("e7").contains("target") && classes("e7").contains("link"));
    assert!(classes("c2").contains("origin"));
    assert!(classes("q1").contains("last-move") && classes("m4").contains("last-move"));
    assert!(!classes("g7").contains("target"));
    assert_eq!(label(&page, "e7"), "e7, empty, you can move here");
    assert_eq!(label(&page, "q1"), "q1, green piece, last move");
    assert_eq!(label(&page, "c2"), "c2, red piece, where the move started");
    // A target shows a dot in a text browser.
    assert!(page.contains(r#"aria-label="e7, empty, you can move here">·</a>"#));
}

#[test]
fn the_board_for_four_is_turned_so_that_each_seat_has_its_corner_bottom_right() {
    let variant = SeatVariant::Halma16x16Four;
    let corners = [
        (Some(Colour::White), "w", "p1"),
        (Some(Colour::Red), "r", "a1"),
        (Some(Colour::Black), "b", "a16"),
        (Some(Colour::Green), "g", "p16"),
        (None, "w", "p1"),
    ];
    let mut all_names = None;
    for (viewer, letter, corner) in corners {
        let page = shown(variant, viewer);
        let squares = board(&page);
        assert_eq!(squares.len(), 256);
        let names = names(&squares);
        assert_eq!(names.len(), 256);
        // The squares keep their names whichever way the board is turned.
        assert_eq!(all_names.get_or_insert_with(|| names.clone()), &names);
        assert_eq!(squares.last().map(|s| s.name.as_str()), Some(corner));
        // The viewer's 13 pieces all in the bottom right 4×4 of the drawing.
        let mine: Vec<usize> = squares
            .iter()
            .enumerate()
            .filter(|(_, s)| s.piece.as_deref() == Some(letter))
            .map(|(i, _)| i)
            .collect();
        assert_eq!(mine.len(), 13, "{viewer:?}");
        assert!(
            mine.iter().all(|&i| i / 16 >= 12 && i % 16 >= 12),
            "{viewer:?}: {mine:?}"
        );
        for seat in ["w", "r", "b", "g"] {
            let count = squares
                .iter()
                .filter(|s| s.piece.as_deref() == Some(seat))
                .count();
            assert_eq!(count, 13, "{seat}");
        }
        // Quarter turns: the rows are files and the columns ranks.
        let first_row = &squares[..16];
        let same_file = first_row
            .iter()
            .all(|s| s.name[..1] == first_row[0].name[..1]);
        let quarter = matches!(letter, "r" | "g");
        assert_eq!(same_file, quarter, "{viewer:?}");
        assert!(page.contains("id=\"board\"") && page.contains("board-16"));
    }
    // Red's view, White's turned a quarter counterclockwise: a1 bottom
    // right, black's a16 bottom left (the next seat clockwise), white's p1
    // top right, green's p16 top left.
    let page = shown(variant, Some(Colour::Red));
    let squares = board(&page);
    assert_eq!(squares[255].name, "a1");
    assert_eq!(squares[240].name, "a16");
    assert_eq!(squares[15].name, "p1");
    assert_eq!(squares[0].name, "p16");
    assert_eq!(squares[255].piece.as_deref(), Some("r"));
    assert!(squares[255].classes.contains("yard-r"));
    assert_eq!(label(&page, "c3"), "c3, red piece");
    assert_eq!(label(&page, "p16"), "p16, green piece");
    // The labels round the board: files down the side, ranks along the foot.
    assert!(page.contains(r#"<th scope="row" class="rank">p</th>"#));
    assert!(page.contains(r#"<th scope="col">16</th><th scope="col">15</th>"#));
    // Each colour its own character for text browsers.
    assert!(page.contains(r#"aria-label="c3, red piece">R</span>"#));
    assert!(page.contains(r#"aria-label="o15, green piece">G</span>"#));
    assert!(page.contains(r#"aria-label="a16, black piece">B</span>"#));
    assert!(page.contains(r#"aria-label="p1, white piece">W</span>"#));
}

/// Checks that the tags of `svg` nest (every opened element closed in
/// order) and counts its `circle` elements.
fn circles_of_well_formed(svg: &str) -> usize {
    let mut open: Vec<&str> = Vec::new();
    let mut circles = 0;
    let mut rest = svg;
    while let Some(start) = rest.find('<') {
        let end = start + rest[start..].find('>').expect("a tag closes");
        let tag = &rest[start + 1..end];
        if let Some(name) = tag.strip_prefix('/') {
            assert_eq!(
                open.pop(),
                Some(name.trim()),
                "</{name}> closes what is open"
            );
        } else {
            let name = tag.split([' ', '/']).next().expect("a name");
            if name == "circle" {
                circles += 1;
            }
            if !tag.ends_with('/') {
                open.push(name);
            }
        }
        rest = &rest[end + 1..];
    }
    assert!(open.is_empty(), "left open: {open:?}");
    circles
}

#[test]
fn the_pictures_of_the_star_and_of_the_board_for_four_are_svg_without_script() {
    let star = Board::Star;
    for variant in STARS {
        let position = start(variant);
        let last = [star.parse("q1").unwrap(), star.parse("m4").unwrap()]
            .into_iter()
            .collect::<SquareSet>();
        let svg = seat_board_svg(&position, last, &format!("{variant} <start> & more"));
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
        let pieces = 10 * variant.seats().len();
        // A circle per hole, one per piece, a ring per square of the last move.
        assert_eq!(circles_of_well_formed(&svg), 121 + pieces + 2, "{variant}");
        assert!(svg.contains(&format!("{variant} &lt;start&gt; &amp; more")));
        assert!(!svg.contains("script") && !svg.contains("style"));
        assert!(svg.contains("<title>a1, red piece</title>"));
        // The top tip by its name, never the square that keeps it.
        assert!(!svg.contains("a2,"));
        if variant.seat(Colour::Green).is_some() {
            assert!(svg.contains("<title>q1, green piece</title>"));
        }
    }
    let four = start(SeatVariant::Halma16x16Four);
    let last: SquareSet = ["m2", "l3"]
        .iter()
        .map(|s| s.parse::<Square>().unwrap())
        .collect();
    let svg = seat_board_svg(&four, last, "four");
    assert_eq!(circles_of_well_formed(&svg), 4 * 13);
    assert_eq!(
        svg.matches("<rect").count(),
        1 + 256 + 2,
        "background, squares, last move"
    );
    assert!(
        svg.contains("<title>a1, red piece</title>")
            && svg.contains("<title>p16, green piece</title>")
    );
    assert!(!svg.contains("script") && !svg.contains("style"));
}
