# Games, house rules, clocks and times in words, shared by the waiting room,
# the status page, the game page and the profiles (crates/server/src/describe.rs).

describe-camp-deadline = yard empty by move { $move }
describe-camp-fill = fill rule
describe-repetition-auto = threefold repetition draws
describe-repetition-claim = threefold repetition is claimed
describe-house-rules = { $camp }, { $repetition }

describe-days = { $count ->
    [one] 1 day
   *[other] { $count } days
}
describe-hours = { $count ->
    [one] 1 hour
   *[other] { $count } hours
}
describe-minutes = { $count ->
    [one] 1 minute
   *[other] { $count } minutes
}
describe-clock-per-move = { $days } per move
describe-clock-bank = a bank of { $days }, +{ $increment } a move, at most { $cap }
describe-clock-weekends-off = , weekends off
describe-clock-no-vacation = , no vacation
describe-days-per-move = { $count ->
    [one] 1 day per move
   *[other] { $count } days per move
}

describe-white = White
describe-black = Black
describe-random = decided at random

describe-time-left = { $time } left
describe-time-up = time is up
describe-just-now = just now
describe-ago = { $time } ago

describe-moves-played = { $count ->
    [one] 1 move played
   *[other] { $count } moves played
}
describe-moves = { $count ->
    [one] 1 move
   *[other] { $count } moves
}
describe-move-number = move { $number }
describe-percent = { $whole }.{ $fraction } %
