language-name = Deutsch

number-group-separator = .

format-date-time = { $day }.{ $month }.{ $year } { $hour }:{ $minute } UTC
format-date = { $day }.{ $month }.{ $year }
# The time in a player's own time zone, with the day of the week (1 Monday … 7 Sunday).
format-local-time = { $day }.{ $month }.{ $year } { $hour }:{ $minute } ({ $weekday })
format-weekday-1 = Mo
format-weekday-2 = Di
format-weekday-3 = Mi
format-weekday-4 = Do
format-weekday-5 = Fr
format-weekday-6 = Sa
format-weekday-7 = So

moves-count = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}
