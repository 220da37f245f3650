language-name = Français

number-group-separator = {"\u202F"}

format-date-time = { $day }/{ $month }/{ $year } { $hour }:{ $minute } UTC
format-date = { $day }/{ $month }/{ $year }
# The time in a player's own time zone, with the day of the week (1 Monday … 7 Sunday).
format-local-time = { $day }/{ $month }/{ $year } { $hour }:{ $minute } ({ $weekday })
format-weekday-1 = lun.
format-weekday-2 = mar.
format-weekday-3 = mer.
format-weekday-4 = jeu.
format-weekday-5 = ven.
format-weekday-6 = sam.
format-weekday-7 = dim.

moves-count = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}
