# The game pages: two players and more than two, the board, the move list,
# the chat, Resign, the record replay (templates game*.html, seat_game.html,
# board.html, star.html, moves.html, resign.html, records.html;
# crates/server/src/games*, records.rs, board.rs).

## Colours as people read them (ids and data attributes keep the English name)
game-colour-white = white
game-colour-black = black
game-colour-red = red
game-colour-orange = orange
game-colour-yellow = yellow
game-colour-green = green
game-colour-blue = blue
game-colour-purple = purple

## The page's head
game-skip-to-board = Skip to the board
game-title = { $white } vs { $black }
game-versus = vs
game-computer-label = (computer, level { $level })
game-white-tag = (white)
game-black-tag = (black)
game-number-label = Game
game-picture-link = Picture of the board
game-tournament = A game of the tournament
game-not-rated = Not rated.
game-rated-counted = Rated: the result counted for both ratings.
game-rated-too-short = { $count ->
    [one] Not rated after all: it ended before each side made 1 move.
   *[other] Not rated after all: it ended before each side made { $count } moves.
}
game-rated-once = { $count ->
    [one] Rated, once each side has made 1 move: a game that ends sooner is not rated.
   *[other] Rated, once each side has made { $count } moves: a game that ends sooner is not rated.
}

## Whose turn
game-finished = Finished
game-claim-waiting = A draw claim is waiting for an admin's decision; the clocks are stopped.
game-your-turn = Your turn.
game-your-turn-earlier = Your turn (you are looking at an earlier position).
game-to-move = { $name } to move ({ $colour }).
game-clock-for-move = { $time } for { $name }'s move.
game-clock-bank = { $name } has { $time } in the bank for their next move.
game-vacation-still = { $name } is on vacation until { $date }; their clock stands still.
game-vacation-runs = { $name } is on vacation until { $date }; this game allows no vacation: their clock runs.
game-claim-rejected = { $name }'s draw claim with { $path } was rejected by an admin: { $reason }.
game-claim-pending = { $name } claims a draw with { $path } (not played); an admin will decide.
game-bad-path = That move cannot be made here ({ $error }); start again.
game-loss-warning = Careful: submitting this move loses the game ({ $reason }).

## Results
game-result = { $result }: { $why }
game-white-wins = White wins
game-black-wins = Black wins
game-draw = Draw
game-name-wins = { $name } wins
game-names-win = { $names } win
game-and = { $first } and { $second }
game-reason-target-reached = all pieces in the opposite yard
game-reason-target-filled = the opposite yard is filled
game-reason-camp-deadline = { $loser } still had pieces in its own yard after move { $move }
game-reason-camp-deadline-both = both players still had pieces in their own yards after move { $move }
game-reason-returned-home = { $loser } moved a piece back into its own yard after move { $move }
game-reason-returned-home-both = both players had pieces in their own yards after move { $move }
game-reason-repetition-claimed = threefold repetition, claimed with { $path } and accepted by an admin
game-reason-repetition = threefold repetition
game-reason-agreement = draw agreed
game-reason-resignation = { $loser } resigned
game-reason-time = { $loser } ran out of time
game-reason-forfeit = forfeit: { $loser } withdrew from the tournament
game-reason-no-winner = no winner
game-reason-admin = adjudicated by an admin: { $note }
game-reason-partners-finished = both partners finished
game-reason-others-left = every other seat left the game
game-reason-partner-left = a partner left the game
game-why-target-reached = all their pieces reached the opposite yard
game-why-target-filled = the opposite yard is full, with their pieces in it
game-why-camp-deadline = { $loser } still had pieces in their own yard after move { $move }
game-why-returned-home = { $loser } moved a piece back into their own yard after move { $move }
game-why-resignation = { $loser } resigned
game-why-time = { $loser } ran out of time
game-why-forfeit = forfeit: { $loser } withdrew from the tournament
game-why-agreement = agreed by { $white } and { $black }

## Rematch
game-rematch-pending = Rematch offered to { $name }: waiting for their answer.
game-rematch-cancel = Cancel rematch
game-rematch-asked = Your opponent asks for a rematch: press Rematch to start it.
game-rematch = Rematch
game-rematch-starts = Starts the new game your opponent offered: the same rules, the colours swapped.
game-rematch-offers = Offers a new game with the same rules and the colours swapped, inviting your opponent.

## Moving
game-hint-choose = Click one of your pieces to move it.
game-hint-target = Click a marked square to move this piece there, or another of your pieces to move it instead.
game-hint-jump-or-done = Jump again, or press I'm done moving.
game-hint-ready = Your move is ready: press Submit to play it, or Start over.
game-hint-jump = Jump again.
game-done-moving = I'm done moving
game-your-move = Your move:
game-offer-with-move = Offer a draw with this move
game-note-label = Note with your move (goes to the chat)
game-submit = Submit
game-submit-next = Submit and go to the next game
game-submit-status = Submit and return to game status
game-claim-draw = Claim draw
game-claim-explained = Names this move as repeating the position for the third time, without playing it; an admin decides.
game-undo = Undo last hop
game-start-over = Start over

## Clocks, draws, Resign
game-clocks = Clocks
game-clock-this-move = { $time } for this move
game-clock-waiting-bank = waiting; { $time } in the bank for the next move
game-clock-waiting = waiting; { $time } for the next move
game-draw-offered-to-you = Your opponent offers a draw.
game-accept-draw = Accept draw
game-decline-draw = Decline draw
game-draw-offered-by-you = You offered a draw; waiting for your opponent's answer.
game-unknown-draw-action = Unknown draw action.
game-offer-draw = Offer draw
game-resign = Resign
game-resign-title = Resign?
game-resign-question = Resign this game?
game-resign-back = No, back to the game
game-resign-words = If you resign, { $name } wins the game at once. This cannot be undone.
game-seat-resign-words = If you resign, your seat ({ $colour }) leaves the game: your pieces stay where they are and the others play on without you. This cannot be undone.
game-seat-resign-words-partners = If you resign, your seat ({ $colour }) leaves the game: your pieces stay where they are and the others play on without you; with partners, your pair loses at once. This cannot be undone.

## Moves, stepping through
game-moves = Moves
game-no-moves = No moves yet.
game-no-move = No move yet.
game-step-from-start = Step through the game from the start
game-download-record = Download the game record
game-replay-record = Replay a record
game-steps-label = Step through the game
game-back-to-now = Back to the game now
game-step-first = First
game-step-back = Back
game-step-forward = Forward
game-step-last = Last
game-caption-start = The start position (ply 0 of { $plies }).
game-caption-after = The position after move { $move }, { $colour }'s { $path } (ply { $ply } of { $plies }).
game-seat-caption-after = The position after ply { $ply } of { $plies }: { $text }.
game-bad-at = “at” takes the number of a move, from 0 (the start) to { $plies } (the position now).
game-no-such-ply = This game has no position after move { $at }; “at” goes from 0 (the start) to { $plies } (the position now).

## Chat
game-chat = Chat
game-chat-note-two = Only the two players see this conversation.
game-chat-note-seats = Only the players of this game see this conversation.
game-chat-new = (new)
game-chat-report = Report
game-chat-say = Say something
game-chat-send = Send to chat
game-chat-failed = That did not work
game-chat-too-long = A chat line can have at most 5000 characters. Nothing was sent.

## House rules
game-house-rules = House rules
game-how-played = How this game is played
game-adjudicate = Adjudicate this game (admin)
game-rule-variant = { $name } ({ $id })
game-rule-deadline = Yard deadline: after both players have made { $count } moves, a player with a piece in its own yard loses (both: a draw).
game-rule-deadline-home = Yard deadline: after both players have made { $count } moves, a player with a piece in its own yard loses (both: a draw); after that, moving a piece back home loses at once.
game-rule-fill = Fill: you also win by filling every square of the opposite yard, at least one with your own piece.
game-rule-repetition-auto = Repetition: the same position for the third time is a draw, declared automatically.
game-rule-repetition-claim = Repetition: after move { $move }, a player may claim a draw by naming the move that would repeat the position for the third time; an admin decides.
game-rule-days = { $days }.
game-rule-clock = Clock: { $clock }.

## Games for more than two
game-seats = Seats, in turn order
game-you = (you)
game-seat-left = left the game
game-seat-finished = finished
game-seat-to-move = to move
game-seat-played-on = played on
game-seat-waiting = waiting
game-seat-won = , won
game-seat-second = , second place
game-seat-drawn = , drawn
game-seat-due = to move, due by { $date }
game-seat-your-turn = Your turn ({ $colour }). Due by { $date }.
game-seat-to-move-due = { $name } to move ({ $colour }). Due by { $date }.
game-seat-draw-proposed = { $count ->
    [one] A draw is proposed: { $names } agrees. It is drawn when every seat still playing agrees; the next move ends the proposal.
   *[other] A draw is proposed: { $names } agree. It is drawn when every seat still playing agrees; the next move ends the proposal.
}
game-seat-rule-variant = { $name }: { $count } seats, the fill rule.
game-seat-rule-partners = Partners: seats 1 and 3 against seats 2 and 4.
game-seat-rule-points = Points: { $points }.
game-seat-why-target-reached = all their pieces reached the opposite camp
game-seat-why-target-filled = the opposite camp is full, with their pieces in it
game-seat-why-partner-left = a seat of the other pair left the game
game-seat-why-agreement = agreed by every seat still playing
game-seat-why-decided = decided

## The board
game-board = Board
game-square-piece = { $square }, { $colour } piece
game-square-empty = { $square }, empty
game-square-selected = , selected
game-square-target = , you can move here
game-square-origin = , where the move started
game-square-path = , landed on in this move
game-square-last-move = , last move
game-square-wall = , wall
game-picture-title = { $white } (White) vs { $black } (Black), { $game }: after ply { $ply }
game-seat-picture-title = { $seats }, { $game }: after ply { $ply }
game-seat-picture-name = { $name } ({ $colour })

## Replaying a record
game-records-title = Replay a game record
game-records-white = (White)
game-records-black = (Black)
game-records-says = The record says:
game-records-judged = The rules say of its last position:
game-records-steps-label = Step through the record
game-records-how = How to play
game-records-label = A game record, as the game page's "Download the game record" gives it:
game-records-replay = Replay
game-records-too-long = This record is longer than { $size } kB; no game needs that much.
game-records-empty = Paste a game record into the box first.
game-records-unreadable = The record could not be read: { $error }.
game-records-no-replay = The record does not replay: { $error }.
game-records-in-progress = in progress
game-records-goes-on = the game goes on, { $colour } to move
