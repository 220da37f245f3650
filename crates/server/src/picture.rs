//! A position drawn as an SVG picture (`/games/{id}/board.svg`), for sharing a
//! game (the game page's `og:image`) and for anyone who wants the board as an
//! image. White's side is at the bottom, as on a diagram in a book; in the
//! games for more than two the first seat's camp is (White's corner bottom
//! right on the 16×16 board, Red's point at the bottom of the star). The
//! drawing uses presentation attributes only: no `style`, no script, so the
//! site's content security policy holds for it too.

use std::fmt::Write;

use halma_rules::{Board, Color, Colour, Position, SeatPosition, Square, SquareSet};

/// The side of one square, in the picture's units.
const CELL: u32 = 40;
/// The margin that holds the coordinates.
const MARGIN: u32 = 24;

// The colours of the board on the pages (static/halma.css).
const LIGHT: &str = "#efe6cf";
const DARK: &str = "#d8c9a3";
const YARD_WHITE: &str = "#c9dbe8";
const YARD_BLACK: &str = "#e8cfc9";
const LAST_MOVE: &str = "#1f5fa8";

/// The fill and outline of a seat's pieces (as static/halma.css draws them).
const fn piece_colours(colour: Colour) -> (&'static str, &'static str) {
    match colour {
        Colour::White => ("#ffffff", "#333333"),
        Colour::Black => ("#222222", "#000000"),
        Colour::Red => ("#c62828", "#6d1010"),
        Colour::Orange => ("#ef8a17", "#8a4b00"),
        Colour::Yellow => ("#f5d130", "#7a6500"),
        Colour::Green => ("#2e7d32", "#123d15"),
        Colour::Blue => ("#1e5bb8", "#0b2d63"),
        Colour::Purple => ("#7b3fa0", "#3f1a57"),
    }
}

/// The tint of a seat's camp (as static/halma.css draws it).
const fn camp_tint(colour: Colour) -> &'static str {
    match colour {
        Colour::White => YARD_WHITE,
        Colour::Black => YARD_BLACK,
        Colour::Red => "#f7b7a3",
        Colour::Orange => "#f7d8b0",
        Colour::Yellow => "#f3e7a6",
        Colour::Green => "#c9e2c0",
        Colour::Blue => "#c3d4ef",
        Colour::Purple => "#dccbea",
    }
}

/// Escapes text for an SVG element or attribute.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The opening of a picture `width` by `height` with its title and background.
fn open(svg: &mut String, width: u32, height: u32, title: &str) {
    // `write!` into a String cannot fail.
    let _ = write!(
        svg,
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" aria-labelledby="title"><title id="title">{}</title><rect width="{width}" height="{height}" fill="#faf7f0"/>"##,
        escape(title)
    );
}

/// Draws `position`, outlining the squares of `last_move` in blue; `title`
/// names the picture for screen readers and image viewers.
pub fn board_svg(position: &Position, last_move: SquareSet, title: &str) -> String {
    let variant = position.variant();
    let yards = [
        (variant.yard(Color::White), YARD_WHITE),
        (variant.yard(Color::Black), YARD_BLACK),
    ];
    let pieces = Color::ALL.map(|c| (Colour::from(c), position.pieces(c)));
    square_svg(variant.size(), &yards, &pieces, last_move, title)
}

/// Draws a position of a game for more than two (the 16×16 board or the
/// star), outlining the squares or holes of `last_move` in blue, the camps
/// tinted with their seats' colours; `title` names the picture.
pub fn seat_board_svg(position: &SeatPosition, last_move: SquareSet, title: &str) -> String {
    let variant = position.variant();
    let seats = variant.seats();
    let pieces: Vec<(Colour, SquareSet)> = seats.iter().map(|&c| (c, position.pieces(c))).collect();
    let camps: Vec<(SquareSet, &str)> = seats
        .iter()
        .map(|&c| (variant.camp(c), camp_tint(c)))
        .collect();
    match variant.board() {
        Board::Square(n) => square_svg(n, &camps, &pieces, last_move, title),
        Board::Star => star_svg(&camps, &pieces, last_move, title),
    }
}

/// A square board of `n` files and ranks with `camps` tinted and `pieces`.
fn square_svg(
    n: u8,
    camps: &[(SquareSet, &str)],
    pieces: &[(Colour, SquareSet)],
    last_move: SquareSet,
    title: &str,
) -> String {
    let n = u32::from(n);
    let side = n * CELL + 2 * MARGIN;
    let mut svg = String::with_capacity(512 + 160 * (n * n) as usize);
    open(&mut svg, side, side, title);
    // Where a square is drawn: file a on the left, rank 1 at the bottom.
    let corner = |sq: Square| {
        (
            MARGIN + u32::from(sq.file()) * CELL,
            MARGIN + (n - 1 - u32::from(sq.rank())) * CELL,
        )
    };
    for sq in Board::Square(n as u8).squares().iter() {
        let (x, y) = corner(sq);
        let fill = match camps.iter().find(|(camp, _)| camp.contains(sq)) {
            Some((_, tint)) => tint,
            None if (sq.file() + sq.rank()).is_multiple_of(2) => DARK,
            None => LIGHT,
        };
        let _ = write!(
            svg,
            r##"<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="#8a8270" stroke-width="1"/>"##
        );
    }
    for sq in last_move.iter() {
        let (x, y) = corner(sq);
        let _ = write!(
            svg,
            r#"<rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="{LAST_MOVE}" stroke-width="3"/>"#,
            x + 2,
            y + 2,
            CELL - 4,
            CELL - 4
        );
    }
    for &(colour, set) in pieces {
        let (fill, stroke) = piece_colours(colour);
        for sq in set.iter() {
            let (x, y) = corner(sq);
            let _ = write!(
                svg,
                r#"<circle cx="{}" cy="{}" r="{}" fill="{fill}" stroke="{stroke}" stroke-width="2"><title>{sq}, {} piece</title></circle>"#,
                x + CELL / 2,
                y + CELL / 2,
                CELL * 2 / 5,
                colour.name()
            );
        }
    }
    // Coordinates: files below, ranks on the left.
    for i in 0..n {
        let file = char::from(b'a' + i as u8);
        let _ = write!(
            svg,
            r##"<text x="{}" y="{}" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#333333">{file}</text>"##,
            MARGIN + i * CELL + CELL / 2,
            MARGIN + n * CELL + 17
        );
        let _ = write!(
            svg,
            r##"<text x="{}" y="{}" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#333333">{}</text>"##,
            MARGIN / 2,
            MARGIN + (n - 1 - i) * CELL + CELL / 2 + 5,
            i + 1
        );
    }
    svg.push_str("</svg>\n");
    svg
}

/// The distance between neighbouring holes of the star, in the picture's units.
const PITCH: f64 = 36.0;
/// The height of a row of the star: √3/2 of the pitch.
const ROW: f64 = PITCH * 0.866_025_403_784_438_6;
/// How far the star's wood reaches beyond the centres of its outer holes.
const RIM: f64 = 0.7 * PITCH;

/// The star with `camps` tinted and `pieces`, Red's point (S) at the bottom:
/// a hexagram of wood, a round hole for each of the 121 holes, the row
/// letters beside each row, the pieces in the holes.
fn star_svg(
    camps: &[(SquareSet, &str)],
    pieces: &[(Colour, SquareSet)],
    last_move: SquareSet,
    title: &str,
) -> String {
    // The hexagram through the centres of the outer holes, in RULES.md's
    // coordinates, made larger about the centre hole by the rim: its
    // triangles' edges then move out by RIM (their inradius is 4 rows).
    const OUTLINE: [(f64, f64); 12] = [
        (0.0, 16.0),
        (4.0, 12.0),
        (12.0, 12.0),
        (8.0, 8.0),
        (12.0, 4.0),
        (4.0, 4.0),
        (0.0, 0.0),
        (-4.0, 4.0),
        (-12.0, 4.0),
        (-8.0, 8.0),
        (-12.0, 12.0),
        (-4.0, 12.0),
    ];
    let scale = 1.0 + RIM / (4.0 * ROW);
    let half_width = (6.0 * PITCH * scale).ceil() + 24.0;
    let half_height = (8.0 * ROW * scale).ceil() + 8.0;
    let (width, height) = (2.0 * half_width, 2.0 * half_height);
    // Where a point of RULES.md's coordinates is drawn.
    let at = |x: f64, y: f64| (half_width + x * PITCH / 2.0, half_height - (y - 8.0) * ROW);
    let mut svg = String::with_capacity(40_000);
    open(&mut svg, width as u32, height as u32, title);
    let outline: Vec<String> = OUTLINE
        .iter()
        .map(|&(x, y)| {
            let (px, py) = at(x * scale, 8.0 + (y - 8.0) * scale);
            format!("{px:.1},{py:.1}")
        })
        .collect();
    let _ = write!(
        svg,
        r##"<polygon points="{}" fill="#e3d3ad" stroke="#8a8270" stroke-width="2"/>"##,
        outline.join(" ")
    );
    let board = Board::Star;
    let place = |sq: Square| {
        let (x, y) = board.xy(sq).unwrap_or_default();
        at(f64::from(x), f64::from(y))
    };
    for sq in board.squares().iter() {
        let (cx, cy) = place(sq);
        let fill = camps
            .iter()
            .find(|(camp, _)| camp.contains(sq))
            .map_or("#b9a77f", |(_, tint)| tint);
        let _ = write!(
            svg,
            r##"<circle cx="{cx:.1}" cy="{cy:.1}" r="{:.1}" fill="{fill}" stroke="#6f6654" stroke-width="1.5"/>"##,
            PITCH * 0.36
        );
    }
    for sq in last_move.iter().filter(|&sq| board.contains(sq)) {
        let (cx, cy) = place(sq);
        let _ = write!(
            svg,
            r#"<circle cx="{cx:.1}" cy="{cy:.1}" r="{:.1}" fill="none" stroke="{LAST_MOVE}" stroke-width="3"/>"#,
            PITCH * 0.47
        );
    }
    for &(colour, set) in pieces {
        let (fill, stroke) = piece_colours(colour);
        for sq in set.iter() {
            let (cx, cy) = place(sq);
            let _ = write!(
                svg,
                r#"<circle cx="{cx:.1}" cy="{cy:.1}" r="{:.1}" fill="{fill}" stroke="{stroke}" stroke-width="2"><title>{}, {} piece</title></circle>"#,
                PITCH * 0.38,
                board.name(sq),
                colour.name()
            );
        }
    }
    // The row letters, left of each row's first hole.
    for (row, letter) in (b'a'..=b'q').enumerate() {
        let first = board
            .squares()
            .iter()
            .filter(|&sq| board.order(sq).0 == row as u8)
            .min_by_key(|&sq| board.order(sq).1);
        if let Some(sq) = first {
            let (cx, cy) = place(sq);
            let _ = write!(
                svg,
                r##"<text x="{:.1}" y="{:.1}" font-family="sans-serif" font-size="13" text-anchor="middle" fill="#333333">{}</text>"##,
                cx - 0.85 * PITCH,
                cy + 4.5,
                char::from(letter)
            );
        }
    }
    svg.push_str("</svg>\n");
    svg
}

#[cfg(test)]
mod tests {
    use super::*;
    use halma_rules::Variant;

    #[test]
    fn every_piece_is_a_circle_and_nothing_is_styled() {
        let start = Position::start(Variant::Halma8x8);
        let svg = board_svg(&start, SquareSet::EMPTY, "a <game> & more");
        let pieces =
            start.pieces(Color::White).iter().count() + start.pieces(Color::Black).iter().count();
        assert_eq!(svg.matches("<circle").count(), pieces);
        assert!(svg.contains("a &lt;game&gt; &amp; more"));
        assert!(!svg.contains("style") && !svg.contains("script"));
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
    }
}
