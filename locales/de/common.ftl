language-name = Deutsch

number-group-separator = .

format-date-time = { $day }.{ $month }.{ $year } { $hour }:{ $minute } UTC
format-date = { $day }.{ $month }.{ $year }

moves-count = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}
