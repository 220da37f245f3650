//! The boards of the games for more than two seats, as a page draws them:
//! the 16×16 board of `halma-16x16-4` in the square boards' table
//! (`board.html`), and the star of Sternhalma (`star.html`), one round hole
//! per element on a hexagonal layout of HTML and CSS only. Both carry the
//! markup hooks of WEB.md (`data-square` with the hole's RULES.md name,
//! `data-piece` with the seat's letter, the marks' classes, an accessible
//! name, links only on what may be clicked now), and both are turned so that
//! the viewer's own camp is at the bottom: the corner bottom right on the
//! 16×16 board (by quarter turns), the point at the bottom of the star (by
//! sixths of a turn). Names never change with the turn.

use halma_rules::{Board, Colour, Point, SeatPosition, Square, SquareSet};

use crate::board::{look, mark, piece_letter, seat_glyph, BoardView, Marks, SquareBoard};
use crate::model::BoardPrefs;

/// The board of a game for more than two: a square board or the star.
#[derive(Debug, Clone)]
pub enum SeatBoardView {
    /// `halma-16x16-4`: drawn by `board.html`, as the two-player boards.
    Square(BoardView),
    /// The star games: drawn by `star.html`.
    Star(StarView),
}

impl SeatBoardView {
    /// The board drawn in `prefs`' theme, coordinates and pieces.
    pub fn styled(self, prefs: &BoardPrefs) -> SeatBoardView {
        match self {
            SeatBoardView::Square(board) => SeatBoardView::Square(board.styled(prefs)),
            SeatBoardView::Star(star) => SeatBoardView::Star(star.styled(prefs)),
        }
    }

    /// The squares' accessible names in `lang`.
    pub fn labelled_in(self, lang: crate::i18n::Lang) -> SeatBoardView {
        match self {
            SeatBoardView::Square(board) => SeatBoardView::Square(board.labelled_in(lang)),
            SeatBoardView::Star(mut star) => {
                for row in &mut star.rows {
                    for hole in row {
                        hole.relabel(lang);
                    }
                }
                star.label = crate::i18n::t(lang, "game-board");
                SeatBoardView::Star(star)
            }
        }
    }

    /// The square board, if it is one (for `seat_board.html`).
    pub fn square(&self) -> Option<&BoardView> {
        match self {
            SeatBoardView::Square(board) => Some(board),
            SeatBoardView::Star(_) => None,
        }
    }

    /// The star, if it is one (for `seat_board.html`).
    pub fn star(&self) -> Option<&StarView> {
        match self {
            SeatBoardView::Star(star) => Some(star),
            SeatBoardView::Square(_) => None,
        }
    }
}

/// The star, row by row from the top as the viewer sees it.
#[derive(Debug, Clone)]
pub struct StarView {
    /// Each row's holes, left to right. Whichever way the star is turned, its
    /// rows hold 1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2 and
    /// 1 holes, each row centred under the one above: the page lays them out
    /// with nothing but that. Every hole's classes start with `hole`; it
    /// carries `point` when it is in one of the six points, and `camp-X`
    /// when it is in the camp of the seat of letter X.
    pub rows: Vec<Vec<crate::board::SquareView>>,
    /// The point drawn at the bottom.
    pub bottom: Point,
    /// The classes of the board preferences (`theme-wood pieces-discs …`).
    pub look: String,
    /// The board's accessible name: "Board".
    pub label: String,
}

impl StarView {
    /// The star drawn in `prefs`' theme and pieces.
    pub fn styled(mut self, prefs: &BoardPrefs) -> StarView {
        self.look = look(prefs);
        self
    }
}

/// Draws `position` turned so that `viewer`'s camp is at the bottom: on the
/// 16×16 board its corner at the bottom right, on the star its point at the
/// bottom. A spectator (`None`, or a colour no seat plays) sees the board as
/// the first seat does: White's corner bottom right, Red's point at the
/// bottom. `href` gives the link of a square that `marks` makes clickable;
/// it must name holes with [`Board::name`] (the top tip `q1` is kept in a
/// square whose own name is another).
pub fn seat_view(
    position: &SeatPosition,
    viewer: Option<Colour>,
    marks: &Marks,
    href: impl Fn(Square) -> String,
) -> SeatBoardView {
    let variant = position.variant();
    let viewer = viewer
        .filter(|&c| variant.seat(c).is_some())
        .unwrap_or(variant.seats()[0]);
    let piece_at = |sq: Square| {
        variant
            .seats()
            .iter()
            .copied()
            .find(|&c| position.pieces(c).contains(sq))
    };
    let camps: Vec<(Colour, SquareSet)> = variant
        .seats()
        .iter()
        .map(|&c| (c, variant.camp(c)))
        .collect();
    match variant.board() {
        Board::Square(size) => {
            let board = SquareBoard {
                size,
                camps: &camps,
                glyph: seat_glyph,
            };
            let turns = board.turn_to_bottom_right(viewer);
            SeatBoardView::Square(board.draw(turns, piece_at, marks, &href))
        }
        Board::Star => {
            let bottom = variant.point(viewer).unwrap_or(Point::South);
            SeatBoardView::Star(draw_star(bottom, &camps, piece_at, marks, &href))
        }
    }
}

/// Where a hole is drawn with `bottom` at the bottom: RULES.md's (x, y)
/// about the centre hole `i5`, turned counterclockwise by the sixths of a
/// turn that bring `bottom` down. Neighbours stay (±2, 0) or (±1, ±1) apart.
pub(crate) fn turned(bottom: Point, (x, y): (i32, i32)) -> (i32, i32) {
    let sixths = Point::ALL.iter().position(|&p| p == bottom).unwrap_or(0);
    // The lattice has x and y of one parity, so the halves are whole.
    (0..sixths).fold((x, y - 8), |(x, y), _| ((x - 3 * y) / 2, (x + y) / 2))
}

/// The star's holes in the order the page draws them: row by row from the
/// top, left to right, with `bottom` at the bottom.
pub(crate) fn star_rows(bottom: Point) -> Vec<Vec<Square>> {
    let mut holes: Vec<((i32, i32), Square)> = Board::Star
        .squares()
        .iter()
        .filter_map(|sq| Board::Star.xy(sq).map(|xy| (turned(bottom, xy), sq)))
        .collect();
    // Top row first (y down from 8), left to right.
    holes.sort_by_key(|&((x, y), _)| (-y, x));
    let mut rows: Vec<Vec<Square>> = Vec::new();
    let mut last_y = None;
    for ((_, y), sq) in holes {
        if last_y != Some(y) {
            rows.push(Vec::new());
            last_y = Some(y);
        }
        rows.last_mut().expect("a row was pushed").push(sq);
    }
    rows
}

fn draw_star(
    bottom: Point,
    camps: &[(Colour, SquareSet)],
    piece_at: impl Fn(Square) -> Option<Colour>,
    marks: &Marks,
    href: &dyn Fn(Square) -> String,
) -> StarView {
    let points = Point::ALL
        .iter()
        .fold(SquareSet::EMPTY, |all, p| all.union(p.holes()));
    let rows = star_rows(bottom)
        .into_iter()
        .map(|row| {
            row.into_iter()
                .map(|sq| {
                    let mut classes = String::from("hole");
                    if points.contains(sq) {
                        classes.push_str(" point");
                    }
                    if let Some((colour, _)) = camps.iter().find(|(_, camp)| camp.contains(sq)) {
                        classes.push_str(" camp-");
                        classes.push_str(piece_letter(*colour));
                    }
                    let name = Board::Star.name(sq).to_string();
                    mark(sq, name, piece_at(sq), classes, seat_glyph, marks, href)
                })
                .collect()
        })
        .collect();
    StarView {
        rows,
        bottom,
        look: look(&BoardPrefs::default()),
        label: "Board".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_turn_keeps_the_star_in_its_place() {
        let lengths = [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1];
        for bottom in Point::ALL {
            let rows = star_rows(bottom);
            let counts: Vec<usize> = rows.iter().map(Vec::len).collect();
            assert_eq!(counts, lengths, "{bottom:?}");
            // The ten holes of the last four rows are the bottom point.
            let last: SquareSet = rows[13..].iter().flatten().copied().collect();
            assert_eq!(last, bottom.holes(), "{bottom:?}");
            // Each row is centred: its places run from -(n-1) to n-1 by 2.
            for row in &rows {
                let xs: Vec<i32> = row
                    .iter()
                    .map(|&sq| turned(bottom, Board::Star.xy(sq).unwrap()).0)
                    .collect();
                let n = row.len() as i32;
                let want: Vec<i32> = (0..n).map(|i| 2 * i - (n - 1)).collect();
                assert_eq!(xs, want, "{bottom:?}");
            }
        }
    }
}
