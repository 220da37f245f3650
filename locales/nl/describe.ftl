# Partijen, huisregels, klokken en tijden in woorden (crates/server/src/describe.rs).

describe-camp-deadline = kamp leeg bij zet { $move }
describe-camp-fill = vulregel
describe-repetition-auto = drievoudige herhaling is remise
describe-repetition-claim = drievoudige herhaling wordt geclaimd
describe-house-rules = { $camp }, { $repetition }

describe-days = { $count ->
    [one] 1 dag
   *[other] { $count } dagen
}
describe-hours = { $count ->
    [one] 1 uur
   *[other] { $count } uur
}
describe-minutes = { $count ->
    [one] 1 minuut
   *[other] { $count } minuten
}
describe-clock-per-move = { $days } per zet
describe-clock-bank = een tegoed van { $days }, +{ $increment } per zet, hoogstens { $cap }
describe-clock-weekends-off = , weekenden vrij
describe-clock-no-vacation = , geen vakantie
describe-days-per-move = { $count ->
    [one] 1 dag per zet
   *[other] { $count } dagen per zet
}

describe-white = Wit
describe-black = Zwart
describe-random = door loting

describe-time-left = nog { $time }
describe-time-up = de tijd is om
describe-just-now = zojuist
describe-ago = { $time } geleden

describe-moves-played = { $count ->
    [one] 1 zet gespeeld
   *[other] { $count } zetten gespeeld
}
describe-moves = { $count ->
    [one] 1 zet
   *[other] { $count } zetten
}
describe-move-number = zet { $number }
describe-percent = { $whole },{ $fraction } %
