# The rules pages: how to play each game (templates/rules.html,
# templates/seat_rules.html), the list of games (templates/rules_index.html),
# and the words crates/server/src/rules_pages.rs builds for them: the walls'
# pictures, the star's pictures, the house rules, the seats.
#
# Square and hole names (c5, g5), move text (c5-a5, d2-f7-h5) and game ids
# stay as they are in every language. Where a sentence has a word in bold,
# the page puts the bold word between two messages; a message that begins
# with punctuation follows the bold word without a space.

## Every rules page

rules-title = How to play { $name }
rules-moves = Moves
rules-a-step = A step
rules-jumps = Jumps
# The bold word "target" in the first paragraph.
rules-target = target
rules-other-games = Other games:

## The games for two (templates/rules.html)

# Followed by the bold word "yard".
rules-two-intro = { $name } is played by two players on a { $size }×{ $size } board, with { $pieces ->
    [one] one piece
   *[other] { $pieces } pieces
} each. Your pieces start in your
rules-two-yard = yard
# Between the bold "yard" and the bold "target".
rules-two-intro-yard = , the shaded corner at the bottom right of your board; your opponent's start in the opposite corner. White moves first. The goal: be the first to move all your pieces into the opposite yard, your
rules-two-intro-end = .
rules-two-start = This is the start position, as White sees it:
rules-two-in-each-turn = In each turn you move one piece, in one of two ways:
# After the bold "A step".
rules-two-step = to any of the eight neighbouring squares (straight or diagonal) that is empty. A step ends your turn.
# After the bold "Jumps"; the quoted words are the game page's button.
rules-two-jumps = : over a directly neighbouring piece, yours or your opponent's, in any of the eight directions, onto the empty square just beyond it. Nothing is captured. After a jump the same piece may jump again, in any direction, as often as it can; you may stop after any jump ("I'm done moving"). Jumping is never compulsory.
rules-two-no-mix = A step and jumps never mix in one turn. A jump chain may not land on a square the piece already stood on in this turn, its starting square included.
rules-two-pass = A player who has no legal move passes; the server records the pass by itself. A player who has a move may not pass.

## Embargo's walls

rules-embargo-rook = A piece moves like a chess rook: any number of empty squares along its rank or file. It may never land on a square of its own yard (it may pass over one).
# The walls' paragraph, in pieces around its bold words.
rules-walls = Walls.
rules-walls-block = Two pieces of the same colour on one rank or file with only empty squares between them form a wall: those empty squares. Diagonals form no walls. A wall of either colour blocks both players: a move may not enter or pass a wall square, except when it
rules-walls-shortens = shortens
rules-walls-shortening = your own wall: an end piece of a wall may move along the wall toward its partner (stopping before it). Such a move may pass through a wall that crosses it (
rules-walls-tunneling = tunneling
rules-walls-tunneling-after = ) and may even stop on it, breaking that wall (
rules-walls-busting = busting
rules-walls-busting-after = ). Moving away from the partner (
rules-walls-extending = extending
rules-walls-extending-after = the wall) is an ordinary move, blocked by other walls as usual.
rules-walls-pictures = Walls in pictures
rules-walls-pictures-key = Hatched squares are walls. A red outline marks the piece that moves and a red dot where it goes; a blue outline marks a move just made.

# The pictures: each a title, words, and captions.
rules-wall-title = A wall
rules-wall-words = Two pieces of one colour on a rank or file, with only empty squares between them, wall off those squares (hatched). A wall of either colour blocks both players.
rules-wall-caption = White's c5 and g5 wall off d5, e5 and f5; Black's b7 and f7 wall off c7, d7 and e7. The red dots show where Black's e2 may go: up the e-file it stops before White's wall.
rules-extending-title = Extending
rules-extending-words = A wall's end piece moving away from its partner makes the wall longer. It is an ordinary move, still blocked by other walls.
rules-extending-before = White's c5 moves away from g5
rules-extending-after = The wall now runs from b5 to f5
rules-shortening-title = Shortening
rules-shortening-words = A wall's end piece may move along its own wall toward its partner, stopping before it: the wall gets shorter.
rules-shortening-before = White's c5 moves toward g5, over its own wall
rules-shortening-after = The wall is now f5 alone
rules-tunneling-title = Tunneling
rules-tunneling-words = A shortening move may pass through a wall that crosses it, of either colour: here White's c5 goes through Black's wall on the e-file.
rules-tunneling-before = Black's e3 and e7 wall off e4, e5 and e6, across White's wall
rules-tunneling-after = White's piece came out on the other side of Black's wall
rules-busting-title = Busting
rules-busting-words = A shortening move may also stop on the wall that crosses it: the two pieces of that wall are no longer separated by empty squares only, and the wall is gone.
rules-busting-before = White's c5 stops on e5, inside Black's wall
rules-busting-after = Black's wall is broken: the crosses show where it was

## House rules of the games for two

rules-house-rules = House rules
rules-house-rules-chosen = Chosen when a game is created; each game page lists its own.
rules-camp-deadline-embargo = Deadline { $moves }: once both players have made { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, a player who still has a piece in its own yard loses (if both do, the game is a draw). Since a piece may never land in its own yard, no piece comes back once it has left.
rules-camp-deadline = Deadline { $moves }: once both players have made { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, a player who still has a piece in its own yard loses (if both do, the game is a draw). After that, a move that ends with one of your pieces back in your own yard loses at once; a jump chain that only passes through it is fine.
rules-camp-fill = Fill: you also win when every square of the opposite yard is occupied, at least one of them by your own piece, even if your opponent left pieces there. If your move completes this for your opponent, your opponent wins.
rules-repetition-auto = Repetition, auto: the same position with the same player to move for the third time is a draw, declared automatically.
rules-repetition-claim = Repetition, claim: after move 51, the player to move may claim a draw by naming the move that would repeat the position for the third time, without playing it; an admin checks the claim.
rules-time = Time: each game has a number of days per move; a player who runs out of time loses.
rules-draw-resign = A draw may be offered and accepted at any time, and a player may resign.

## The games for more than two (templates/seat_rules.html)

rules-name-halma-16x16-4 = Halma 16×16 for four
rules-name-star-2 = Sternhalma for two
rules-name-star-3 = Sternhalma for three
rules-name-star-4 = Sternhalma for four
rules-name-star-6 = Sternhalma for six

# Followed by the bold word "target".
rules-star-intro = { $name } is Sternhalma, known as Chinese checkers: a six-pointed star of 121 holes, for { $seats } players with { $pieces ->
    [one] one piece
   *[other] { $pieces } pieces
} each. Each player starts in one point of the star and races to fill the point opposite, its
# Followed by the bold word "camp".
rules-four-intro = { $name } is Monks' Halma for four (1883): a 16×16 board with a
rules-four-camp = camp
# Between the bold "camp" and the bold "target".
rules-four-intro-camp = of { $pieces ->
    [one] one piece
   *[other] { $pieces } pieces
} in each corner. Each player races to move all its pieces into the camp in the opposite corner, its
rules-seat-intro-end = .
rules-seat-order = The seats move in turn, clockwise round the board:
# Each seat in the list: where it starts.
rules-seat-from-point = { $point ->
    [south] from the south (bottom) point
    [south-west] from the south-west point
    [north-west] from the north-west point
    [north] from the north (top) point
    [north-east] from the north-east point
   *[south-east] from the south-east point
}
rules-seat-from-corner = from the corner { $square }
rules-colour = { $colour ->
    [white] white
    [black] black
    [red] red
    [orange] orange
    [yellow] yellow
    [green] green
    [blue] blue
   *[purple] purple
}
rules-star-start = This is the start position, as the first seat sees it; on the game page each player sees the board turned so that their own point is at the bottom.
rules-four-start = This is the start position, as the first seat sees it; on the game page each player sees the board turned so that their own corner is at the bottom right.
rules-seat-in-each-turn = In each turn you move one of your pieces, in one of two ways:
rules-star-step = to one of the six neighbouring holes (left, right, and the four diagonals) that is empty. A step ends your turn.
rules-star-jumps = : over a neighbouring piece of any colour to the empty hole just beyond it, in the same direction. Nothing is captured. The same piece may jump again as often as it can, and you may stop after any jump ("I'm done moving").
rules-four-step = to any of the eight neighbouring squares that is empty. A step ends your turn.
rules-four-jumps = : over a neighbouring piece of any colour onto the empty square just beyond it. Nothing is captured. The same piece may jump again as often as it can, and you may stop after any jump ("I'm done moving").
rules-star-chain = A jump chain may not land twice on the same hole in one turn, its start included. A seat with no legal move passes; the server records the pass by itself.
rules-four-chain = A jump chain may not land twice on the same square in one turn, its start included. A seat with no legal move passes; the server records the pass by itself.
rules-star-pictures = The moves in pictures
rules-star-pictures-key = A blue ring marks the holes of the move just made.
rules-star-step-caption = A step: red's d2 moves to the empty neighbouring hole e6 and the turn ends.
rules-star-chain-caption = A chain of jumps: red's d2 jumps over green's e7 to f7, then over green's g6 to h5. Nothing is captured.
rules-star-points-caption = The points rule (pass-through): red's d1 jumps over e5 to f4, over f3 into f2, in the left point, where it may not stop, and on over g2 to h2, out of it.
# The points rule, in pieces around its bold and emphasised words.
rules-points = Points
rules-points-house-rule = (a house rule): with
rules-points-pass-through = pass-through
rules-points-pass-through-words = , the usual rule, a move may not end in a point that is neither your start nor your target, though a jump chain may land there and jump on; with
rules-points-rest = rest
rules-points-rest-words = a move may end anywhere.

rules-seat-ends = How the game ends
# Before and after the bold "finishes".
rules-seat-finishes-before = A seat
rules-seat-finishes = finishes
rules-star-finishes-after = when all its pieces are in its target, or when every hole of its target is occupied and at least one of them by its own piece (the fill rule). The first seat to finish wins; the others share second place.
rules-four-finishes-after = when all its pieces are in its target, or when every square of its target is occupied and at least one of them by its own piece (the fill rule). The first seat to finish wins; the others share second place.
rules-partners = Partners
rules-partners-words = (a house rule): seats 1 and 3 play against seats 2 and 4, starting in opposite corners. A seat that has finished is skipped from then on; the first pair with both seats finished wins, and a pair loses as soon as one of its seats leaves.
# "A seat that <resigns> or <runs out of time leaves> the game: …"
rules-seat-leaves-before = A seat that
rules-seat-resigns = resigns
rules-seat-or = or
rules-seat-runs-out = runs out of time leaves
rules-seat-leaves-after = the game: its pieces stay where they are and it is skipped from then on. When only one seat is left, it wins.
rules-seat-draw-before = The same placement with the same seat to move for the third time is a
rules-seat-draw = draw
rules-seat-draw-after = among the seats still playing. A draw by agreement needs every seat still playing to accept.

## The list of games (templates/rules_index.html)

rules-index-title = The games
rules-index-intro = Every game here is a race: move all your pieces from your corner, your yard, into the opposite one before your opponent does. Each page explains a game's board, moves and house rules, with its start position drawn.
rules-index-two = { $size }×{ $size } board, { $pieces ->
    [one] one piece
   *[other] { $pieces } pieces
} each
rules-index-more-than-two = Games for more than two
rules-index-seats = { $seats } players, { $pieces ->
    [one] one piece
   *[other] { $pieces } pieces
} each
# Around the link to the records page.
rules-index-record = Have a game record?
rules-index-replay = Replay it
rules-index-replay-after = to see its moves and its last position.
