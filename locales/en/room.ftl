# The waiting room, New game, Auto-Match, Play the computer and the game
# status page (templates/waiting_room.html, new_game*.html, game_fields.html,
# offers.html, auto_match.html, play_computer.html, status.html;
# crates/server/src/waiting_room.rs, seat_room.rs, status.rs).

## Words of several pages

room-game = Game
room-you-play = You play
room-house-rules = House rules
room-time = Time
room-join = Join
room-cancel = Cancel
room-decline = Decline
room-from = From
room-kind = Kind
room-answer = Answer
room-new-game = New game
room-auto-match = Auto-Match
room-not-rated = not rated
room-invitations = Invitations to you
room-seat-games = Games for more than two
room-players = Players
room-state = State
room-waiting-room-title = Waiting room
room-play-computer = Play the computer

## The games' names (a game's id never changes)

room-game-halma-8x8 = Halma 8×8
room-game-halma-10x10 = Halma 10×10
room-game-halma-16x16 = Halma 16×16
room-game-embargo = Embargo
room-game-halma-16x16-4 = Halma 16×16 for four
room-game-star-2 = Sternhalma for two
room-game-star-3 = Sternhalma for three
room-game-star-4 = Sternhalma for four
room-game-star-6 = Sternhalma for six

## Seat colours (as the seats are named: lowercase)

room-colour-white = white
room-colour-black = black
room-colour-red = red
room-colour-orange = orange
room-colour-yellow = yellow
room-colour-green = green
room-colour-blue = blue
room-colour-purple = purple

## The status page

room-status-title = Game status
room-opponent = Opponent
room-move = Move
room-last-move = Last move
room-profile-link = (profile)
room-your-vacation = Your vacation
room-next-game = Next game
room-your-turn = Your turn
room-no-game-to-move = No game is waiting for your move.
room-time-left = Time left
room-waiting-for-opponent = Waiting for your opponent
room-no-game-waiting = No game is waiting for an opponent's move.
room-no-invitations = Nobody has invited you to a game.
room-your-offers = Your offers in the waiting room
room-no-offers = You have no open offers.
room-recently-finished = Recently finished
room-no-finished = No finished games yet.
room-you-played = You played
room-result = Result
room-news = News
room-all-news = All news
room-nothing-next = No game is waiting for your move right now.
room-no-move-yet = no move yet
room-draw-offered-to-you = draw offered to you
room-you-offered-draw = you offered a draw
room-outcome-won = won
room-outcome-lost = lost
room-outcome-drawn = drawn
room-finished = Finished
room-claim-waiting = draw claim waiting for an admin
room-their-turn = their turn, { $time }
room-their-turn-vacation = their turn, on vacation until { $date }, { $time }
room-seat-finished-won = finished: you won
room-seat-finished-second = finished: second place
room-seat-finished-drawn = finished: drawn
room-seat-your-turn = your turn, { $time }
room-seat-to-move = { $name } to move, { $time }
room-seat-waiting = waiting

## The waiting room

room-intro-player =
    Games posted for anyone, Auto-Match requests still waiting for a partner,
    and games others invited you to.
room-intro-visitor = Games posted for anyone, and Auto-Match requests still waiting for a partner.
room-visitor-log-in = Log in
room-visitor-or = or
room-visitor-register = create a userid
room-visitor-to-join = {" "}to join one or post your own.
room-open-games = Open games
room-no-open-games = No game is waiting for a player right now.
room-post-one = Post one
room-posted-by = Posted by
room-seats = Seats
room-join-or-leave = Join or leave
room-log-in-to-join = Log in to join
room-no-seat-games = No game for more than two is waiting for players.
room-post-seat-game = Post one with New game (Halma for four).
room-seats-taken = { $taken } of { $seats } taken:
room-seat-kept-for = kept for { $name }
room-seat-open = open
room-leave-seat = Leave seat
room-computer-level = Computer level
room-seat-computer = Seat a computer
room-your-posts = Your posts
room-no-posts = You have no game waiting here.
room-post-here = Post a game here for anyone to join, or invite one player (in a game for four, up to three).
room-kind-invitation = invitation to { $name }
room-kind-auto-match = Auto-Match request
room-kind-open = open to anyone
room-seat-house-rules-fill = fill rule
room-seat-house-rules-partners = partners (seats 1 and 3 against 2 and 4)
room-seat-house-rules-points = points: { $points }

## New game

room-new-game-intro = Post a game in the waiting room for anyone to join, or invite one player. Or let
room-new-game-intro-auto-match = find you an opponent. Nobody to play yet?
room-new-game-intro-computer = : the game starts at once.
room-invite-label = Invite a player (optional)
room-invite-help =
    Their userid. Leave it empty to post the game for anyone to join. In a game
         for more than two, one userid a seat besides yours, separated by commas; the other
         seats stay open.
room-your-buddies = Your buddies:
room-post-game = Post game

## The game's fields (New game, Auto-Match)

room-fields-rules-pages = Each game's board and moves are explained on its rules page:
room-fields-halma-for-four = Halma for four
room-fields-star-for = Sternhalma on the star for
room-fields-two = two
room-fields-three = three
room-fields-four = four
room-fields-six = six
room-fields-and = and
room-partners-label = Partners
room-partners-help =
    Only in Halma for four and the star for four: partners start in opposite corners,
         and the first pair with both home wins.
room-points-label = Points of the star
room-points-help = Only in Sternhalma (Chinese checkers), on the star.
room-camp-label = Pieces left at home
room-camp-help =
    Yard deadline: after that move, a player with a piece still in its own yard loses.
         Fill rule: a player also wins by filling every square of the opponent's yard.
         Halma 8×8 and 10×10 offer both; the usual rule is the deadline there.
         Embargo has the yard deadline only (move 25): its pieces never land in their own yard.
room-repetition-label = Repeated positions
room-clock-label = Clock
room-days-label = Days per move
room-days-help =
    From { $min } to { $max } days for each move; with a time
         bank, the days in the bank at the start.
room-increment-label = Bank: days added after each move
room-increment-help = From 0 to 7; only for a time bank.
room-cap-label = Bank: at most this many days
room-cap-help = At least the days to start with; empty for those days. Only for a time bank.
room-weekends-label = Weekends
room-vacation-label = Vacation
room-vacation-help-before = A player on
room-vacation-link = vacation
room-vacation-help-after =
    has their clocks stopped in
         the games that allow it.
room-rated-label = Rated
room-rated-help-before = A rated game changes both players'
room-rated-link = ratings
room-rated-help-after =
    once it
         is over, unless it ended before each side made two moves.

## The choices of the fields

room-choice-camp-usual = The game's usual rule
room-choice-camp-deadline = Yard deadline ({ $games })
room-choice-camp-deadline-game = { $game } move { $move }
room-choice-camp-fill = Fill rule ({ $games })
room-choice-repetition-auto = A threefold repetition is a draw at once
room-choice-repetition-claim = A threefold repetition is claimed, and an admin decides
room-choice-colour-random = Decided at random
room-choice-colour-white = White (moves first)
room-choice-colour-black = Black
room-choice-colour-red = Red (games for more than two)
room-choice-colour-orange = Orange (the star for four or six)
room-choice-colour-yellow = Yellow (the star for three or six)
room-choice-colour-green = Green (Halma for four, the star for two, four or six)
room-choice-colour-blue = Blue (the star for three, four or six)
room-choice-colour-purple = Purple (the star for six)
room-choice-rated-yes = Rated: the result counts for both ratings
room-choice-rated-no = Not rated
room-choice-clock-per-move = The same days for every move
room-choice-clock-bank = A time bank: the days to start, more after each move
room-choice-weekends-on = The clock runs on weekends
room-choice-weekends-off = Weekends off: the clock stands still from Saturday to Monday in the player's time zone
room-choice-vacation-allowed = Vacation stops the clock
room-choice-vacation-forbidden = No vacation in this game
room-choice-partners-off = Everyone for themselves
room-choice-partners-on = Partners: seats 1 and 3 against seats 2 and 4 (games for four)
room-choice-points-pass = Pass-through: a move may not end in another player's point
room-choice-points-rest = Rest: a move may end anywhere
# The points rule's short name, in a line of house rules.
room-points-name-pass-through = pass-through
room-points-name-rest = rest

## Auto-Match

room-back-to-status = Back to game status
room-auto-match-intro =
    Auto-Match starts a game with the player who has waited longest for the same game,
    house rules and days per move; colours are decided at random. If nobody is waiting,
    your request waits for the next player who asks.
room-range-label = Rating range
room-range-help =
    Points either side of your rating in this game, e.g. 200; empty for anyone.
         A player not rated yet counts as 1500.
room-match-what = { $game } ({ $rules }, { $clock })
room-match-waiting = Nobody is waiting for { $what } yet. Your request waits, in the waiting room and on your game status page; the game starts as soon as another player asks for the same.
room-match-already-waiting = You are already waiting for { $what }. The game starts as soon as another player asks for the same.
room-seat-match-waiting = Your request for { $what } waits in the waiting room; the game starts as soon as { $seats } players ask for the same.
room-seat-match-already-waiting = You are already waiting for { $what }. The game starts as soon as { $seats } players ask for the same.

## Play the computer

room-computer-intro =
    A game against one of the site's computer players, from level 1 (it plays forward,
    loosely) to level 5 (it looks many moves ahead). The game starts at once, and the computer
    answers each of your moves within a few seconds. Games against the computer are not rated.
room-level-label = Level
room-level-choice = Level { $level } ({ $name })
room-computer-games-help = The games for two sides; each is explained on its
room-computer-rules-link = rules page
room-computer-days-help = Your time for each move; the computer needs none.
room-start-game = Start the game

## What is wrong with a form's terms ($value: the text as typed; $game: a
## game's name; $games: the games' ids)

room-terms-no-clock = There is no clock “{ $value }”: choose per-move or bank.
room-terms-not-a-number = { $problem } Not “{ $value }”.
room-terms-weekends = Weekends must be on or off, not “{ $value }”.
room-terms-vacation = Vacation must be allowed or forbidden, not “{ $value }”.
room-terms-clock-days = Days must be a whole number from { $min } to { $max }.
room-terms-clock-increment = The increment must be a whole number of days from { $min } to { $max }.
room-terms-clock-cap = The cap must be a whole number of days, at least the starting days and at most { $max }.
room-terms-choose-game = Choose a game: one of { $games }.
room-terms-seat-game-here = { $game } is a game for { $count } players; here only the games for two are played: { $games }.
room-terms-no-game = There is no game “{ $value }”. Choose one of { $games }.
room-terms-no-camp = There is no camp rule “{ $value }”: choose deadline or fill.
room-terms-camp-not-offered = { $game } is not played with the { $kind } rule; it offers only: { $offered }.
room-terms-partners-for-four = { $game } is a game for two: partners are for the games for four.
room-terms-points-for-star = { $game } has no points: the points rule is for the star.
room-terms-no-repetition = There is no repetition rule “{ $value }”: choose auto or claim.
room-terms-seat-fill-only = { $game } is played with the fill rule only.
room-terms-seat-repetition-auto = In { $game } a threefold repetition is a draw at once (auto); it is not claimed.
room-terms-no-partners = { $game } is not played with partners.
room-terms-partners-on-off = Partners must be on or off, not “{ $value }”.
room-terms-points-rule = The points rule is pass-through or rest, not “{ $value }”.
room-terms-no-points = { $game } has no points: only the star has.
room-terms-no-seat = There is no seat “{ $value }” in { $game }: choose { $seats } or random.
room-terms-too-many-invitees = { $game } has { $count } seats besides yours: invite at most { $count } players.
room-terms-days = Days per move must be a whole number from { $min } to { $max }, not “{ $value }”.
room-terms-rated = Rated must be yes or no, not “{ $value }”.
room-terms-range = The rating range must be a whole number of points from 1 to { $max }, or empty for anyone, not “{ $value }”.
room-terms-colour = There is no colour “{ $value }”: choose white, black or random.
room-terms-seat-per-move-clock = Games for more than two are played with the same days for every move; choose that clock.
room-terms-seat-weekends-on = In games for more than two the clock runs on weekends; choose weekends on.
# The status page's notice of vacation used while the player was away.
room-vacation-used = Your time ran out in your game against { $opponent } on { $date }: { $count ->
        [one] { $count } day of vacation was
       *[other] { $count } days of vacation were
    } used instead of losing.
