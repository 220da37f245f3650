# What every area shares: the language's own name (the footer's switch shows
# it), how numbers and moments are written, and a few words of the game.

language-name = English

# Numbers of five digits and more are grouped in threes: 12,345.
number-group-separator = ,

# A moment, in UTC: 2026-11-27 14:05 UTC. The variables are digits with their
# leading zeros: $year (4), $month, $day, $hour, $minute (2).
format-date-time = { $year }-{ $month }-{ $day } { $hour }:{ $minute } UTC
format-date = { $year }-{ $month }-{ $day }

moves-count = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
