//! The board as a page draws it: one element per square with the markup hooks of
//! WEB.md (`data-square`, `data-piece`, the `selected`, `target`, `last-move`,
//! `origin` and `path` classes, an accessible name), seen from the viewer's side, with links only on
//! the squares that may be clicked now; Embargo's wall squares carry `wall`.
//! A player's board preferences only add classes to the board element (and
//! pick the side it is seen from): squares keep their names and links.

use halma_rules::{Color, Position, Square, SquareSet, Variant};

use crate::model::BoardPrefs;

/// What to mark on the board besides the pieces.
#[derive(Debug, Clone, Default)]
pub struct Marks {
    /// The piece being moved (red outline).
    pub selected: Option<Square>,
    /// Squares it can reach now (red dots); links when `links` holds them too.
    pub targets: SquareSet,
    /// Squares of the opponent's last move (blue outline).
    pub last_move: SquareSet,
    /// Squares that may be clicked now: each becomes a link to `href(square)`.
    pub links: SquareSet,
    /// Where the move under construction started.
    pub origin: Option<Square>,
    /// The squares the move under construction has landed on so far.
    pub path: SquareSet,
}

/// One square, ready for the template.
#[derive(Debug, Clone)]
pub struct SquareView {
    /// Its name, `c3`.
    pub name: String,
    /// `w`, `b`, or empty.
    pub piece: &'static str,
    /// Where a click goes, when the square may be clicked now.
    pub href: Option<String>,
    /// CSS classes: colour of the square, yard, and the marks.
    pub classes: String,
    /// The accessible name: "c3, white piece".
    pub label: String,
    /// A character for text browsers: ○ white, ● black, · a target.
    pub glyph: &'static str,
}

/// The board, row by row from the top as the viewer sees it.
#[derive(Debug, Clone)]
pub struct BoardView {
    /// Files left to right as the viewer sees them.
    pub files: Vec<char>,
    /// Each row with its rank label.
    pub rows: Vec<(u8, Vec<SquareView>)>,
    /// The board size, for the CSS class.
    pub size: u8,
    /// The classes of the board preferences (`theme-wood coords-on …`).
    pub look: String,
    /// Whether a frame too narrow for the board (16×16 on a phone) opens at
    /// its right edge, where the yard it is opened at lies: the side it is
    /// seen from's, unless [`BoardView::opened_at`] says another.
    pub open_right: bool,
    /// Whether White's and Black's yards are drawn on the right half.
    yards_right: (bool, bool),
}

impl BoardView {
    /// The board drawn in `prefs`' theme, coordinates and pieces. (The side it
    /// is seen from is chosen before drawing: see [`viewpoint`].)
    pub fn styled(mut self, prefs: &BoardPrefs) -> BoardView {
        self.look = look(prefs);
        self
    }

    /// The board opened at `colour`'s yard: a player's own, even when they
    /// see the board from White's side.
    pub fn opened_at(mut self, colour: Color) -> BoardView {
        self.open_right = match colour {
            Color::White => self.yards_right.0,
            Color::Black => self.yards_right.1,
        };
        self
    }
}

/// The classes the board element carries for `prefs`.
pub fn look(prefs: &BoardPrefs) -> String {
    format!(
        "theme-{} coords-{} pieces-{} orient-{}",
        prefs.theme.as_str(),
        if prefs.coordinates { "on" } else { "off" },
        prefs.pieces.as_str(),
        prefs.orientation.as_str(),
    )
}

/// The side a game's board is seen from: a player's by their preference, White's
/// for anyone else.
pub fn viewpoint(player: Option<Color>, prefs: &BoardPrefs) -> Color {
    player.map_or(Color::White, |c| prefs.orientation.seen_from(c))
}

/// Draws `position` from `viewer`'s side (White's when nobody in particular).
pub fn view(
    position: &Position,
    viewer: Color,
    marks: &Marks,
    href: impl Fn(Square) -> String,
) -> BoardView {
    let variant = position.variant();
    let mut board = view_pieces(variant, |sq| position.piece_at(sq), viewer, marks, href);
    let walls = position.walls();
    if !walls.is_empty() {
        for square in board.rows.iter_mut().flat_map(|row| row.1.iter_mut()) {
            if square.name.parse().is_ok_and(|sq| walls.contains(sq)) {
                square.classes.push_str(" wall");
                square.label.push_str(", wall");
            }
        }
    }
    board
}

/// Draws any placement of a game (for the rules pages and the admin's view of
/// earlier positions).
pub fn view_pieces(
    variant: Variant,
    piece_at: impl Fn(Square) -> Option<Color>,
    viewer: Color,
    marks: &Marks,
    href: impl Fn(Square) -> String,
) -> BoardView {
    let n = variant.size();
    let white_yard = variant.yard(Color::White);
    let black_yard = variant.yard(Color::Black);
    // White sees rank n at the top and file a on the left; Black the board turned
    // round, so that each player's own yard is bottom right.
    let ranks: Vec<u8> = match viewer {
        Color::White => (0..n).rev().collect(),
        Color::Black => (0..n).collect(),
    };
    let files: Vec<u8> = match viewer {
        Color::White => (0..n).collect(),
        Color::Black => (0..n).rev().collect(),
    };
    let rows = ranks
        .iter()
        .map(|&rank| {
            let squares = files
                .iter()
                .filter_map(|&file| Square::new(file, rank))
                .map(|sq| {
                    let piece = piece_at(sq);
                    let mut classes = vec![if (sq.file() + sq.rank()) % 2 == 0 {
                        "dark"
                    } else {
                        "light"
                    }];
                    if white_yard.contains(sq) {
                        classes.push("yard-w");
                    } else if black_yard.contains(sq) {
                        classes.push("yard-b");
                    }
                    let mut label = match piece {
                        Some(Color::White) => format!("{sq}, white piece"),
                        Some(Color::Black) => format!("{sq}, black piece"),
                        None => format!("{sq}, empty"),
                    };
                    if marks.selected == Some(sq) {
                        classes.push("selected");
                        label.push_str(", selected");
                    }
                    if marks.targets.contains(sq) {
                        classes.push("target");
                        label.push_str(", you can move here");
                    }
                    if marks.origin == Some(sq) {
                        classes.push("origin");
                        label.push_str(", where the move started");
                    }
                    if marks.path.contains(sq) {
                        classes.push("path");
                        label.push_str(", landed on in this move");
                    }
                    if marks.last_move.contains(sq) {
                        classes.push("last-move");
                        label.push_str(", last move");
                    }
                    let href = marks.links.contains(sq).then(|| href(sq));
                    if href.is_some() {
                        classes.push("link");
                    }
                    SquareView {
                        name: sq.to_string(),
                        piece: match piece {
                            Some(Color::White) => "w",
                            Some(Color::Black) => "b",
                            None => "",
                        },
                        href,
                        classes: classes.join(" "),
                        label,
                        glyph: match piece {
                            Some(Color::White) => "○",
                            Some(Color::Black) => "●",
                            None if marks.targets.contains(sq) => "·",
                            None => "",
                        },
                    }
                })
                .collect();
            (rank + 1, squares)
        })
        .collect();
    // A yard is on the right when most of its squares are drawn there.
    let on_right = |yard: SquareSet| {
        let column = |sq: Square| files.iter().position(|&f| f == sq.file()).unwrap_or(0);
        let right = yard
            .iter()
            .filter(|&sq| 2 * column(sq) >= usize::from(n))
            .count();
        2 * right > yard.len()
    };
    let yards_right = (on_right(white_yard), on_right(black_yard));
    BoardView {
        files: files.iter().map(|&f| (b'a' + f) as char).collect(),
        rows,
        size: n,
        look: look(&BoardPrefs::default()),
        open_right: match viewer {
            Color::White => yards_right.0,
            Color::Black => yards_right.1,
        },
        yards_right,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Orientation, PieceStyle, Theme};

    #[test]
    fn embargo_walls_are_marked_and_named() {
        let pos = Position::from_text(Variant::Embargo, "9/9/9/9/2w3w2/9/9/9/b8 w 1").unwrap();
        let board = view(&pos, Color::White, &Marks::default(), |_| String::new());
        let walls: Vec<&str> = board
            .rows
            .iter()
            .flat_map(|r| r.1.iter())
            .filter(|s| s.classes.split(' ').any(|c| c == "wall"))
            .map(|s| s.name.as_str())
            .collect();
        assert_eq!(walls, ["d5", "e5", "f5"]);
        let e5 = board
            .rows
            .iter()
            .flat_map(|r| r.1.iter())
            .find(|s| s.name == "e5");
        assert_eq!(e5.map(|s| s.label.as_str()), Some("e5, empty, wall"));
    }

    #[test]
    fn preferences_become_classes_and_pick_the_side() {
        let start = Position::start(Variant::Halma8x8);
        let board = view(&start, Color::White, &Marks::default(), |_| String::new());
        assert_eq!(board.look, "theme-wood coords-on pieces-discs orient-own");
        let prefs = BoardPrefs {
            theme: Theme::Ocean,
            coordinates: false,
            pieces: PieceStyle::Letters,
            orientation: Orientation::WhiteBottom,
        };
        let board = board.styled(&prefs);
        assert_eq!(
            board.look,
            "theme-ocean coords-off pieces-letters orient-white"
        );
        assert_eq!(viewpoint(Some(Color::Black), &prefs), Color::White);
        assert_eq!(
            viewpoint(Some(Color::Black), &BoardPrefs::default()),
            Color::Black
        );
        assert_eq!(viewpoint(None, &BoardPrefs::default()), Color::White);
    }

    #[test]
    fn each_player_sees_its_own_yard_bottom_right() {
        let start = Position::start(Variant::Halma8x8);
        let white = view(&start, Color::White, &Marks::default(), |_| String::new());
        let bottom_right = white.rows.last().unwrap().1.last().unwrap();
        assert_eq!(bottom_right.name, "h1");
        assert_eq!(bottom_right.piece, "w");
        let black = view(&start, Color::Black, &Marks::default(), |_| String::new());
        let bottom_right = black.rows.last().unwrap().1.last().unwrap();
        assert_eq!(bottom_right.name, "a8");
        assert_eq!(bottom_right.piece, "b");
        assert_eq!(black.files[0], 'h');
    }

    #[test]
    fn only_linked_squares_get_a_link_and_marks_become_classes() {
        let start = Position::start(Variant::Halma8x8);
        let marks = Marks {
            selected: Some("g3".parse().unwrap()),
            targets: ["f4".parse().unwrap()].into_iter().collect(),
            links: ["f4".parse().unwrap()].into_iter().collect(),
            ..Marks::default()
        };
        let board = view(&start, Color::White, &marks, |sq| format!("?path=g3-{sq}"));
        let squares: Vec<&SquareView> = board.rows.iter().flat_map(|r| r.1.iter()).collect();
        assert_eq!(squares.len(), 64);
        let linked: Vec<&str> = squares
            .iter()
            .filter(|s| s.href.is_some())
            .map(|s| s.name.as_str())
            .collect();
        assert_eq!(linked, ["f4"]);
        let g3 = squares.iter().find(|s| s.name == "g3").unwrap();
        assert!(g3.classes.contains("selected"));
        assert_eq!(g3.label, "g3, white piece, selected");
    }
}
