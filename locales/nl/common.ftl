language-name = Nederlands

number-group-separator = .

format-date-time = { $day }-{ $month }-{ $year } { $hour }:{ $minute } UTC
format-date = { $day }-{ $month }-{ $year }
# The time in a player's own time zone, with the day of the week (1 Monday … 7 Sunday).
format-local-time = { $day }-{ $month }-{ $year } { $hour }:{ $minute } ({ $weekday })
format-weekday-1 = ma
format-weekday-2 = di
format-weekday-3 = wo
format-weekday-4 = do
format-weekday-5 = vr
format-weekday-6 = za
format-weekday-7 = zo

moves-count = { $count ->
    [one] { $count } zet
   *[other] { $count } zetten
}
