# Partien, Hausregeln, Uhren und Zeiten in Worten (crates/server/src/describe.rs).

describe-camp-deadline = Lager leer bis Zug { $move }
describe-camp-fill = Füllregel
describe-repetition-auto = dreifache Wiederholung ist remis
describe-repetition-claim = dreifache Wiederholung wird beansprucht
describe-house-rules = { $camp }, { $repetition }

describe-days = { $count ->
    [one] 1 Tag
   *[other] { $count } Tage
}
describe-hours = { $count ->
    [one] 1 Stunde
   *[other] { $count } Stunden
}
describe-minutes = { $count ->
    [one] 1 Minute
   *[other] { $count } Minuten
}
describe-clock-per-move = { $days } pro Zug
describe-clock-bank = ein Zeitkonto von { $days }, +{ $increment } pro Zug, höchstens { $cap }
describe-clock-weekends-off = , Wochenenden frei
describe-clock-no-vacation = , kein Urlaub
describe-days-per-move = { $count ->
    [one] 1 Tag pro Zug
   *[other] { $count } Tage pro Zug
}

describe-white = Weiß
describe-black = Schwarz
describe-random = ausgelost

describe-time-left = noch { $time }
describe-time-up = die Zeit ist um
describe-just-now = gerade eben
describe-ago = vor { $time }

describe-moves-played = { $count ->
    [one] 1 Zug gespielt
   *[other] { $count } Züge gespielt
}
describe-moves = { $count ->
    [one] 1 Zug
   *[other] { $count } Züge
}
describe-move-number = Zug { $number }
describe-percent = { $whole },{ $fraction } %
