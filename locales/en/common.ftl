# What every area shares: the language's own name (the footer's switch shows
# it), how numbers and moments are written, and a few words of the game.

language-name = English

# Numbers of five digits and more are grouped in threes: 12,345.
number-group-separator = ,

# A moment, in UTC: 2026-11-27 14:05 UTC. The variables are digits with their
# leading zeros: $year (4), $month, $day, $hour, $minute (2).
format-date-time = { $year }-{ $month }-{ $day } { $hour }:{ $minute } UTC
format-date = { $year }-{ $month }-{ $day }
# The time in a player's own time zone, with the day of the week (1 Monday … 7 Sunday).
format-local-time = { $year }-{ $month }-{ $day } { $hour }:{ $minute } ({ $weekday })
format-weekday-1 = Mon
format-weekday-2 = Tue
format-weekday-3 = Wed
format-weekday-4 = Thu
format-weekday-5 = Fri
format-weekday-6 = Sat
format-weekday-7 = Sun

moves-count = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
