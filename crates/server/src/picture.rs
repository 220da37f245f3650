//! A position drawn as an SVG picture (`/games/{id}/board.svg`), for sharing a
//! game (the game page's `og:image`) and for anyone who wants the board as an
//! image. White's side is at the bottom, as on a diagram in a book. The drawing
//! uses presentation attributes only: no `style`, no script, so the site's
//! content security policy holds for it too.

use std::fmt::Write;

use halma_rules::{Color, Position, Square, SquareSet};

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

/// Escapes text for an SVG element or attribute.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Draws `position`, outlining the squares of `last_move` in blue; `title`
/// names the picture for screen readers and image viewers.
pub fn board_svg(position: &Position, last_move: SquareSet, title: &str) -> String {
    let variant = position.variant();
    let n = u32::from(variant.size());
    let side = n * CELL + 2 * MARGIN;
    let white_yard = variant.yard(Color::White);
    let black_yard = variant.yard(Color::Black);
    let mut svg = String::with_capacity(512 + 160 * (n * n) as usize);
    // `write!` into a String cannot fail.
    let _ = write!(
        svg,
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {side} {side}" width="{side}" height="{side}" role="img" aria-labelledby="title"><title id="title">{}</title><rect width="{side}" height="{side}" fill="#faf7f0"/>"##,
        escape(title)
    );
    // Where a square is drawn: file a on the left, rank 1 at the bottom.
    let corner = |sq: Square| {
        (
            MARGIN + u32::from(sq.file()) * CELL,
            MARGIN + (n - 1 - u32::from(sq.rank())) * CELL,
        )
    };
    for sq in variant.squares() {
        let (x, y) = corner(sq);
        let fill = if white_yard.contains(sq) {
            YARD_WHITE
        } else if black_yard.contains(sq) {
            YARD_BLACK
        } else if (sq.file() + sq.rank()) % 2 == 0 {
            DARK
        } else {
            LIGHT
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
    for colour in Color::ALL {
        let (fill, stroke) = match colour {
            Color::White => ("#ffffff", "#333333"),
            Color::Black => ("#222222", "#000000"),
        };
        for sq in position.pieces(colour).iter() {
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
