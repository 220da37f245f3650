# The visitor's home page (templates/home.html).

home-title = Welcome
home-heading = Welcome to Halma
home-intro = Play Halma by the web, one move at a time: make your move when it suits you, and the game waits for your opponent's. It works in any browser, with or without JavaScript.
# Between the links Login and Create new userid.
home-or = or
# "Have a look first: the waiting room, who is here, ladders, tournaments and
# the rules.", each a link but the first words and "and".
home-look-first = Have a look first: the
home-look-waiting-room = waiting room
home-look-who = who is here
home-look-ladders = ladders
home-look-tournaments = tournaments
home-look-and = and
home-look-rules = the rules
home-board-heading = A board
# $game: the game's name (Halma 8×8), the same in every language.
home-board-caption = { $white } vs { $black }, { $game }: the game moved last.
home-board-start = { $game } at the start.
home-games-heading = Games in progress
home-no-games = No game is being played right now.
home-game-players = { $white } vs { $black }
home-move-number = move { $number }
home-all-news = All news
