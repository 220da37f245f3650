//! The board as a page draws it: one element per square with the markup hooks of
//! WEB.md (`data-square`, `data-piece`, the `selected`, `target`, `last-move`,
//! `origin` and `path` classes, an accessible name), seen from the viewer's side, with links only on
//! the squares that may be clicked now; Embargo's wall squares carry `wall`.
//! A player's board preferences only add classes to the board element (and
//! pick the side it is seen from): squares keep their names and links.
//!
//! The square boards of the games for more than two (`halma-16x16-4`) are
//! drawn by the same code, turned by quarter turns (see
//! [`crate::seat_board`]).

use halma_rules::{Color, Colour, Position, Square, SquareSet, Variant};

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

/// One square (or hole of the star), ready for the template.
#[derive(Debug, Clone)]
pub struct SquareView {
    /// Its name, `c3` (on the star the hole's name, `e7`, `q1`).
    pub name: String,
    /// The seat's letter of the piece on it (`w`, `b`, `r`, …), or empty.
    pub piece: &'static str,
    /// Where a click goes, when the square may be clicked now.
    pub href: Option<String>,
    /// CSS classes: colour of the square, yard, and the marks.
    pub classes: String,
    /// The accessible name: "c3, white piece".
    pub label: String,
    /// A character for text browsers: ○ white, ● black (on the boards of the
    /// games for more than two, the seat's capital letter), · a target.
    pub glyph: &'static str,
}

impl SquareView {
    /// Its accessible name said again in `lang`, from its name, its piece and
    /// its marks (the classes): "c3, weißer Stein, ausgewählt".
    pub fn relabel(&mut self, lang: crate::i18n::Lang) {
        use crate::i18n;
        if lang == i18n::Lang::ENGLISH {
            return;
        }
        let colour = self.piece.chars().next().and_then(Colour::from_letter);
        let square = self.name.as_str();
        let mut label = match colour {
            Some(c) => i18n::t_args(
                lang,
                "game-square-piece",
                &[
                    ("square", square.into()),
                    (
                        "colour",
                        i18n::t(lang, &format!("game-colour-{}", c.name())).into(),
                    ),
                    ("key", c.name().into()),
                ],
            ),
            None => i18n::t_args(lang, "game-square-empty", &[("square", square.into())]),
        };
        let classes: Vec<&str> = self.classes.split(' ').collect();
        for mark in ["selected", "target", "origin", "path", "last-move", "wall"] {
            if classes.contains(&mark) {
                label.push_str(&i18n::t(lang, &format!("game-square-{mark}")));
            }
        }
        self.label = label;
    }
}

/// The board, row by row from the top as the viewer sees it.
#[derive(Debug, Clone)]
pub struct BoardView {
    /// The labels of the columns, left to right as the viewer sees them: the
    /// files, or the ranks when the board is turned a quarter.
    pub columns: Vec<String>,
    /// Each row with its label: the rank, or the file when the board is
    /// turned a quarter.
    pub rows: Vec<(String, Vec<SquareView>)>,
    /// The board size, for the CSS class.
    pub size: u8,
    /// The classes of the board preferences (`theme-wood coords-on …`).
    pub look: String,
    /// The board's accessible name: "Board" (see [`BoardView::labelled_in`]).
    pub label: String,
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

    /// The squares' accessible names in `lang` (the board is made in
    /// English; English stays as it is).
    pub fn labelled_in(mut self, lang: crate::i18n::Lang) -> BoardView {
        for (_, row) in &mut self.rows {
            for square in row {
                square.relabel(lang);
            }
        }
        self.label = crate::i18n::t(lang, "game-board");
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
    let yards = [
        (Colour::White, variant.yard(Color::White)),
        (Colour::Black, variant.yard(Color::Black)),
    ];
    let board = SquareBoard {
        size: variant.size(),
        camps: &yards,
        glyph: disc_glyph,
    };
    // Each player's own yard bottom right: Black sees the board turned round.
    board.draw(
        board.turn_to_bottom_right(Colour::from(viewer)),
        |sq| piece_at(sq).map(Colour::from),
        marks,
        &href,
    )
}

/// The letter of a seat's pieces in `data-piece`: the position text's (`w`,
/// `b`, `r`, `o`, `y`, `g`, `u`, `p`).
pub(crate) const fn piece_letter(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "w",
        Colour::Black => "b",
        Colour::Red => "r",
        Colour::Orange => "o",
        Colour::Yellow => "y",
        Colour::Green => "g",
        Colour::Blue => "u",
        Colour::Purple => "p",
    }
}

/// The text browsers' character for a piece of the two-player games: a white
/// or black disc.
fn disc_glyph(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "○",
        Colour::Black => "●",
        other => seat_glyph(other),
    }
}

/// The text browsers' character for a piece in a game for more than two: the
/// seat's letter as a capital, one per colour.
pub(crate) const fn seat_glyph(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "W",
        Colour::Black => "B",
        Colour::Red => "R",
        Colour::Orange => "O",
        Colour::Yellow => "Y",
        Colour::Green => "G",
        Colour::Blue => "U",
        Colour::Purple => "P",
    }
}

/// A square board to draw: its size, each seat's camp (a yard, on the
/// two-player boards), and the text browsers' characters for the pieces.
pub(crate) struct SquareBoard<'a> {
    pub size: u8,
    pub camps: &'a [(Colour, SquareSet)],
    pub glyph: fn(Colour) -> &'static str,
}

impl SquareBoard<'_> {
    /// The square drawn in `row` (from the top) and `column` (from the left)
    /// when the board is turned `turns` quarter turns counterclockwise from
    /// White's view (file `a` on the left, rank 1 at the bottom).
    fn square_at(&self, turns: u8, row: u8, column: u8) -> Square {
        let last = self.size - 1;
        let (file, rank) = match turns % 4 {
            0 => (column, last - row),
            1 => (last - row, last - column),
            2 => (last - column, row),
            _ => (row, column),
        };
        Square::new(file, rank).expect("boards have at most 16 files and ranks")
    }

    /// The quarter turns that bring `colour`'s camp to the bottom right (none
    /// for a colour without a camp there).
    pub(crate) fn turn_to_bottom_right(&self, colour: Colour) -> u8 {
        let camp = self.camp(colour);
        let corner = self.size - 1;
        (0..4)
            .find(|&turns| camp.contains(self.square_at(turns, corner, corner)))
            .unwrap_or(0)
    }

    fn camp(&self, colour: Colour) -> SquareSet {
        self.camps
            .iter()
            .find(|(c, _)| *c == colour)
            .map_or(SquareSet::EMPTY, |(_, camp)| *camp)
    }

    /// The board turned `turns` quarter turns, with the pieces `piece_at`
    /// places and `marks`.
    pub(crate) fn draw(
        &self,
        turns: u8,
        piece_at: impl Fn(Square) -> Option<Colour>,
        marks: &Marks,
        href: &dyn Fn(Square) -> String,
    ) -> BoardView {
        let n = self.size;
        let quarter = turns % 2 == 1;
        let file_name = |sq: Square| char::from(b'a' + sq.file()).to_string();
        let rank_name = |sq: Square| (sq.rank() + 1).to_string();
        let mut column_of = [0u8; 256];
        let rows = (0..n)
            .map(|row| {
                let squares = (0..n)
                    .map(|column| {
                        let sq = self.square_at(turns, row, column);
                        column_of[sq.index()] = column;
                        let mut classes =
                            String::from(if (sq.file() + sq.rank()).is_multiple_of(2) {
                                "dark"
                            } else {
                                "light"
                            });
                        if let Some((colour, _)) =
                            self.camps.iter().find(|(_, camp)| camp.contains(sq))
                        {
                            classes.push_str(" yard-");
                            classes.push_str(piece_letter(*colour));
                        }
                        mark(
                            sq,
                            sq.to_string(),
                            piece_at(sq),
                            classes,
                            self.glyph,
                            marks,
                            href,
                        )
                    })
                    .collect();
                let first = self.square_at(turns, row, 0);
                let label = if quarter {
                    file_name(first)
                } else {
                    rank_name(first)
                };
                (label, squares)
            })
            .collect();
        let columns = (0..n)
            .map(|column| {
                let sq = self.square_at(turns, 0, column);
                if quarter {
                    rank_name(sq)
                } else {
                    file_name(sq)
                }
            })
            .collect();
        // A camp is on the right when most of its squares are drawn there.
        let on_right = |camp: SquareSet| {
            let right = camp
                .iter()
                .filter(|&sq| 2 * column_of[sq.index()] >= n)
                .count();
            2 * right > camp.len()
        };
        let yards_right = (
            on_right(self.camp(Colour::White)),
            on_right(self.camp(Colour::Black)),
        );
        // The camp brought to the bottom right, if any, is the one opened at.
        let corner = self.square_at(turns, n - 1, n - 1);
        let open_right = self.camps.iter().any(|(_, camp)| camp.contains(corner));
        BoardView {
            columns,
            rows,
            size: n,
            look: look(&BoardPrefs::default()),
            label: "Board".to_owned(),
            open_right,
            yards_right,
        }
    }
}

/// One square or hole named `name`, with the piece on it, its own `classes`
/// and the classes, accessible name and link of `marks`.
pub(crate) fn mark(
    sq: Square,
    name: String,
    piece: Option<Colour>,
    mut classes: String,
    glyph: fn(Colour) -> &'static str,
    marks: &Marks,
    href: &dyn Fn(Square) -> String,
) -> SquareView {
    let mut label = match piece {
        Some(colour) => format!("{name}, {} piece", colour.name()),
        None => format!("{name}, empty"),
    };
    let mut add = |class: &str, words: &str| {
        classes.push(' ');
        classes.push_str(class);
        label.push_str(words);
    };
    if marks.selected == Some(sq) {
        add("selected", ", selected");
    }
    if marks.targets.contains(sq) {
        add("target", ", you can move here");
    }
    if marks.origin == Some(sq) {
        add("origin", ", where the move started");
    }
    if marks.path.contains(sq) {
        add("path", ", landed on in this move");
    }
    if marks.last_move.contains(sq) {
        add("last-move", ", last move");
    }
    let href = marks.links.contains(sq).then(|| href(sq));
    if href.is_some() {
        classes.push_str(" link");
    }
    SquareView {
        name,
        piece: piece.map_or("", piece_letter),
        href,
        classes,
        label,
        glyph: match piece {
            Some(colour) => glyph(colour),
            None if marks.targets.contains(sq) => "·",
            None => "",
        },
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
        assert_eq!(black.columns[0], "h");
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

    #[test]
    fn piece_letters_are_the_position_texts() {
        for colour in Colour::ALL {
            assert_eq!(piece_letter(colour), colour.letter().to_string());
            assert_eq!(
                seat_glyph(colour),
                colour.letter().to_uppercase().to_string()
            );
        }
    }
}
