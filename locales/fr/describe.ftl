# Parties, règles maison, pendules et durées en mots (crates/server/src/describe.rs).

describe-camp-deadline = camp vide au coup { $move }
describe-camp-fill = règle du remplissage
describe-repetition-auto = triple répétition : partie nulle
describe-repetition-claim = triple répétition sur réclamation
describe-house-rules = { $camp }, { $repetition }

describe-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
describe-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
describe-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
describe-clock-per-move = { $days } par coup
describe-clock-bank = une réserve de { $days }, +{ $increment } par coup, au plus { $cap }
describe-clock-weekends-off = , week-ends libres
describe-clock-no-vacation = , sans vacances
describe-days-per-move = { $count ->
    [one] { $count } jour par coup
   *[other] { $count } jours par coup
}

describe-white = Blancs
describe-black = Noirs
describe-random = tirée au sort

describe-time-left = il reste { $time }
describe-time-up = le temps est écoulé
describe-just-now = à l’instant
describe-ago = il y a { $time }

describe-moves-played = { $count ->
    [one] { $count } coup joué
   *[other] { $count } coups joués
}
describe-moves = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}
describe-move-number = coup { $number }
describe-percent = { $whole },{ $fraction } %
