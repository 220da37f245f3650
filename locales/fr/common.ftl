language-name = Français

number-group-separator = {"\u202F"}

format-date-time = { $day }/{ $month }/{ $year } { $hour }:{ $minute } UTC
format-date = { $day }/{ $month }/{ $year }

moves-count = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}
