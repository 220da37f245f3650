language-name = Nederlands

number-group-separator = .

format-date-time = { $day }-{ $month }-{ $year } { $hour }:{ $minute } UTC
format-date = { $day }-{ $month }-{ $year }

moves-count = { $count ->
    [one] { $count } zet
   *[other] { $count } zetten
}
