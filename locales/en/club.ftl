# The club's pages: ladders, tournaments, the leaderboard, rating histories,
# the statistics and the news (templates ladder*.html, tournament*.html,
# leaderboard.html, rating_history.html, stats.html, news*.html).

## The ladders

club-ladders = Ladders
club-ladders-intro = One ladder for each game. A player joins at the bottom and challenges someone a few
    places above; the challenger who wins takes the defender's place, and everyone between
    moves down one.
club-col-game = Game
club-col-challenge-games = Challenge games
club-col-players = Players
club-ladder-not-open = Not open yet: no admin has set it up.
club-ladder-title = { $name } ladder
club-ladder-heading = { $name }: ladder
club-ladder-unsettled = This ladder is not open yet: no admin has set its rules,
    so it cannot be joined.
# $terms: the challenge games' terms in words; $reach: places; $days: days.
club-ladder-terms = Challenge games: { $terms }. A player may challenge anyone up to
    { $reach } places above; the defender plays White. If the challenger wins, the challenger
    takes the defender's place and everyone between moves down one; otherwise nothing moves.
    A player with no ladder game for { $days } days drops to the bottom.
club-ladder-my-rank = You are number { $rank } of { $count }.
club-ladder-join = Join
club-ladder-join-note = You start at the bottom.
club-log-in = Log in
club-ladder-log-in-to-join = to join this ladder.
club-ladder-ranks = Ranks
club-ladder-nobody = Nobody is on this ladder.
club-ladder-nobody-page = Nobody is on this ladder on this page.
club-col-rank = Rank
club-col-player = Player
club-col-rating = Rating
club-col-last-ladder-game = Last ladder game
club-col-challenge = Challenge
club-ladder-challenge = Challenge
club-ladder-pages-ranks = Pages of ranks
club-ladder-higher-ranks = Higher ranks
club-ladder-lower-ranks = Lower ranks
club-ladder-open-challenges = Open challenges
club-ladder-no-open = No challenge is being played.
club-ladder-no-open-page = No challenge is being played on this page.
# Between the two players' names (links), then the moment and a link to the game.
club-ladder-challenged = challenged
club-ladder-challenged-on = (White) on { $when }:
club-the-game = the game
club-ladder-pages-open = Pages of open challenges
club-ladder-newer-challenges = Newer challenges
club-ladder-older-challenges = Older challenges
club-ladder-recent-results = Recent results
club-ladder-no-results = No challenge has ended.
club-ladder-no-results-page = No challenge has ended on this page.
club-ladder-pages-results = Pages of results
club-ladder-newer-results = Newer results
club-ladder-older-results = Older results
club-ladder-changes = Changes of rank
club-ladder-no-changes = No rank has changed.
club-ladder-no-changes-page = No rank has changed on this page.
club-col-when = When
club-col-from = From
club-col-to = To
club-col-why = Why
club-ladder-pages-changes = Pages of changes
club-ladder-newer-changes = Newer changes
club-ladder-older-changes = Older changes
club-ladder-settings = Ladder settings
club-ladder-settings-intro = For admins: the terms of the challenge games made from now on, how far up a challenge
    reaches and after how many days without a ladder game a player drops to the bottom.
club-ladder-reach = Challenge reach: places above
club-ladder-idle-days = Days without a ladder game before a drop to the bottom
club-ladder-save = Save settings
club-ladder-reach-error = The reach must be a whole number of places from { $from } to { $to }.
club-ladder-idle-error = The idle days must be a whole number from { $from } to { $to }.
club-rated = rated
club-not-rated = not rated
# A challenge's result.
club-challenge-won = { $challenger } beat { $defender } and took the place
club-challenge-lost = { $defender } beat { $challenger }; nothing moved
club-challenge-drawn = { $challenger } and { $defender } drew; nothing moved
# Why a rank changed.
club-why-joined = joined
club-why-challenge-won = won a challenge
club-why-lost-place = lost a place to a challenger
club-why-idle-drop = dropped: no ladder game for too long
club-why-moved-up = moved up after a drop

## The tournaments

club-tournaments = Tournaments
club-new-tournament = New tournament
club-tournaments-announced = Announced
club-tournaments-running = Running
club-tournaments-finished = Finished
club-tournaments-none-announced = No tournament is taking sign-ups.
club-tournaments-none-running = No tournament is running.
club-tournaments-none-finished = No tournament has finished yet.
club-col-tournament = Tournament
club-col-format = Format
club-col-winner = Winner
club-tournament-entrants-of = { $count } of { $max }
club-previous-page = Previous page
club-next-page = Next page
club-tournament-when-signup = sign-up until { $when }
club-tournament-when-started = started { $when }
club-tournament-when-ended = ended { $when }
club-format-round-robin = Round robin
club-format-double-round-robin = Double round robin
club-format-swiss = Swiss
club-format-knockout = Knockout
club-status-announced = announced
club-status-running = running
club-status-finished = finished
club-status-cancelled = cancelled
club-tournament-winner = Winner:
club-tournament-cancelled = The tournament “{ $name }” was cancelled: { $count } { $count ->
        [one] player
       *[other] players
    } signed up by the deadline, and it needed at least { $min }. Its page: /tournaments/{ $id }
club-tournament-cancelled-told = The players who signed up were told by a message from { $creator }.
club-tournament-status = Status
club-tournament-format = Format
club-tournament-rounds = , { $count } rounds
club-tournament-game = Game
club-tournament-clock = Clock
club-tournament-vacation-allowed = ; vacation allowed
club-tournament-vacation-not-allowed = ; vacation not allowed
club-tournament-rated = Rated
club-yes = yes
club-no = no
club-tournament-players = Players
club-tournament-players-range = { $min } to { $max }
club-tournament-deadline = Sign-up deadline
club-tournament-created-by = Created by
club-tournament-players-count = Players ({ $count })
club-tournament-nobody = Nobody has signed up yet.
club-withdrawn = (withdrawn)
club-sign-up = Sign up
club-withdraw = Withdraw
club-withdraw-forfeits = The tournament has started: withdrawing forfeits your remaining games (not rated).
club-tournament-log-in-to-sign-up = to sign up.
club-crosstable = Crosstable
club-col-points = Points
club-forfeit = forfeit
club-crosstable-key = 1 a win, 0 a loss, ½ a draw, … a game in play; + and − are forfeits (a player withdrew; not rated). Each mark links its game.
club-rounds = Rounds
club-round = Round { $number }
club-col-white = White
club-col-black = Black
club-col-result = Result
club-standings = Standings
club-col-place = Place
club-buchholz-title = Buchholz: the points of every opponent met
club-sb-title = Sonneborn-Berger: the points of every opponent beaten, half of those drawn with
club-col-games = Games
club-all-tournaments = All tournaments
club-match-game = Match { $board }, game { $leg }
club-board = Board { $board }
club-result-forfeit = { $result } (forfeit)
club-result-in-play = in play
club-bye = { $name } sits out (a bye, worth a win)
club-through = { $name } goes through without playing
club-match-decided = Match { $board }: { $winner } beat { $loser }
club-done-signed-up = You are signed up.
club-done-withdrawn = You have withdrawn.
club-done-forfeited = You have withdrawn; your remaining games were forfeited.

## A new tournament

club-new-name = Name
club-new-format = Format
club-new-format-note = Round robin: everyone plays everyone once (double: twice, once with each colour), all
     games at once. Swiss: a number of rounds, each starting when the last game of the previous one
     ends. Knockout: two-game matches, a third game when drawn.
club-new-rounds = Rounds (Swiss)
club-new-rounds-note = From 1 to { $max }; only for a Swiss tournament.
club-new-min-players = Minimum players
club-new-max-players = Maximum players
club-new-deadline = Sign-up deadline ({ $zone })
club-new-deadline-note = Date and time in your time zone, { $zone } (set on
club-new-deadline-profile = your profile
club-new-deadline-note-end = ). At the deadline the tournament starts if at least the minimum
     number of players signed up; otherwise it is cancelled and they are told.
club-new-announce = Announce tournament

## The statistics

club-stats-title-every = Statistics: every game
club-stats-title-game = Statistics: { $game }
club-stats-games-menu = Games
club-stats-every-game = Every game
club-stats-ratings = Ratings
club-stats-games = Games
club-stats-started = Started
club-stats-finished = Finished
club-stats-in-progress = In progress
club-stats-average = Average finished game (moves)
club-stats-longest = Longest finished game (moves)
club-stats-move-note = A move is one player's turn: a step, a chain of jumps, or a pass.
club-stats-won = Won games
club-stats-share = Share
club-stats-how-end = How games end
club-stats-ending = Ending
club-stats-most-active = Most active players in { $month }
club-stats-no-active = No game has finished this month yet.
club-stats-games-finished = Games finished
club-stats-white-wins = White wins
club-stats-black-wins = Black wins
club-stats-draws = Draws
club-end-target-reached = All pieces in the opposite yard
club-end-target-filled = The opposite yard filled
club-end-camp-deadline = Pieces left in the own yard after the deadline
club-end-returned-home = A piece moved back into the own yard
club-end-repetition = Threefold repetition
club-end-agreement = Draw agreed
club-end-resignation = Resignation
club-end-time = Out of time
club-end-admin = Decided by an admin
club-end-forfeit = Forfeit: withdrew from a tournament
club-end-partners-finished = Both partners home
club-end-others-left = Every other seat left
club-end-partner-left = A partner left
club-stats-month = { $year }-{ $month }
# The decimal separator of the statistics' averages and the tie-breaks.
club-decimal-separator = .
club-buchholz = Buchholz
club-sb = SB
club-cancelled = cancelled
club-error-format = Choose a format: round_robin, double_round_robin, swiss or knockout.
club-error-rounds = The number of rounds must be a whole number, not “{ $text }”.
club-error-min-players = The minimum number of players must be a whole number, not “{ $text }”.
club-error-max-players = The maximum number of players must be a whole number, not “{ $text }”.
club-error-deadline = Give the sign-up deadline as a date and a time, UTC (2026-05-01T18:00).

## The leaderboard and rating histories

club-ratings-title = { $name } ratings
club-ratings-heading = { $name }: ratings
club-ratings-games-menu = Games
club-ratings-seats-intro = Weng-Lin (OpenSkill) ratings of the players who finished a rated game of { $name } in the
    last { $days } days, best first. They read as the ratings of the games of two: everyone
    starts at 1500, and a rating followed by
club-provisional = provisional
club-ratings-seats-intro-end = is provisional: too
    few games yet to be sure of it. A game's winner gains from every other seat, the others share
    second place; partners win and lose together.
club-ratings-intro = Glicko-2 ratings of the players who finished a rated game of { $name } in the last
    { $days } days, best first. A rating followed by
club-ratings-intro-end = is provisional: too few games yet to be sure of it. See also the
club-ratings-statistics = statistics
club-ratings-nobody = Nobody has finished a rated game of { $name } lately.
club-col-rated-games = Rated games
club-ratings-pages = Pages
club-ratings-better = Better rated
club-ratings-lower = Lower rated
club-history-intro = Ratings, one a game, after each rated game: Glicko-2 for the games of two, Weng-Lin
    (OpenSkill) on the same scale for the games for more than two. Everyone starts at 1500; a rating
    followed by
club-history-intro-end = is provisional (deviation above 110).
    A game that ended before each side (each seat) made { $count } moves is not rated.
club-history-none = { $name } has not finished a rated game yet.
club-history-leaderboard = { $name } leaderboard
club-history-caption = { $name }: rating after each rated game
club-col-date = Date
club-col-deviation = Deviation
club-history-summary = { $name }: { $count } rated game(s), from { $from } to { $to }

## The news

club-news = News
club-news-none = No news.
club-news-none-page = No news on this page.
club-news-newer = Newer
club-news-older = Older

## The API page (the code in it stays as it is)

club-api-title = The JSON API
club-api-intro-1 = Programs (bots, apps) play through
club-api-intro-2 = with a personal
    token, made on
club-api-tokens = API tokens
club-api-intro-3 = and sent as
club-api-intro-4 = . No cookies and no form tokens; every
    answer is JSON. A refusal is
club-api-intro-5 = with the
    status the page would get:
club-api-intro-6 = is stable for programs
club-api-intro-7 = , a stale
club-api-intro-8 = is 409,
    a missing or revoked token 401.
club-api-openapi = The OpenAPI document:
club-api-me = Who the token belongs to.
club-api-games = Your games where it is your turn, most urgent first (without
club-api-games-2 = : every game of yours in play).
club-api-game = A game: variant, house rules, players, the position in the text format
    of the rules,
club-api-game-2 = , whose turn, the deadline, the legal moves when
    it is your turn, the result once it is over.
club-api-move = Submit a move made at
club-api-move-2 = N (add
club-api-move-3 = to offer a draw with it); answers the game as it is afterwards.
club-api-resign = Resign.
club-api-draw = Offer a draw, or
club-api-draw-2 = or
club-api-draw-3 = the opponent's.
club-api-record = The game record, as text (the page's download).
club-api-offers = The waiting room: open games of others, invitations to you, your own offers.
club-api-post = Post a game (only
club-api-post-2 = is required;
club-api-post-3 = makes it an
    invitation), as the New game form does; 201 with its id. An invitation to a computer
    player
club-api-post-4 = is taken at once: the answer's
club-api-post-5 = is the game's id.
club-api-join = Join an offer or take an invitation: the game starts; 201 with its id.
club-api-curl = With curl
