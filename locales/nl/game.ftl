# De spelpagina's: twee spelers en meer dan twee, het bord, de zettenlijst,
# de chat, opgeven, een partij naspelen.

## Kleuren
game-colour-white = wit
game-colour-black = zwart
game-colour-red = rood
game-colour-orange = oranje
game-colour-yellow = geel
game-colour-green = groen
game-colour-blue = blauw
game-colour-purple = paars

## Kop van de pagina
game-skip-to-board = Naar het bord
game-title = { $white } tegen { $black }
game-versus = tegen
game-computer-label = (computer, niveau { $level })
game-white-tag = (wit)
game-black-tag = (zwart)
game-number-label = Partij
game-picture-link = Afbeelding van het bord
game-tournament = Een partij van het toernooi
game-not-rated = Niet voor de rating.
game-rated-counted = Voor de rating: de uitslag telde voor beide ratings.
game-rated-too-short = { $count ->
    [one] Toch niet voor de rating: de partij eindigde voordat elke kant 1 zet had gedaan.
   *[other] Toch niet voor de rating: de partij eindigde voordat elke kant { $count } zetten had gedaan.
}
game-rated-once = { $count ->
    [one] Voor de rating zodra elke kant 1 zet heeft gedaan: een partij die eerder eindigt, telt niet.
   *[other] Voor de rating zodra elke kant { $count } zetten heeft gedaan: een partij die eerder eindigt, telt niet.
}

## Wie aan zet is
game-finished = Afgelopen
game-claim-waiting = Een remiseclaim wacht op de beslissing van een beheerder; de klokken staan stil.
game-your-turn = Jij bent aan zet.
game-your-turn-earlier = Jij bent aan zet (je bekijkt een eerdere stelling).
game-to-move = { $name } is aan zet ({ $colour }).
game-clock-for-move = { $time } voor de zet van { $name }.
game-clock-bank = { $name } heeft { $time } op de tijdbank voor de volgende zet.
game-vacation-still = { $name } is op vakantie tot { $date }; de klok staat stil.
game-vacation-runs = { $name } is op vakantie tot { $date }; deze partij staat geen vakantie toe: de klok loopt door.
game-claim-rejected = De remiseclaim van { $name } met { $path } is door een beheerder afgewezen: { $reason }.
game-claim-pending = { $name } claimt remise met { $path } (niet gespeeld); een beheerder beslist.
game-bad-path = Die zet kan hier niet ({ $error }); begin opnieuw.
game-loss-warning = Let op: met deze zet verlies je de partij ({ $reason }).

## Uitslagen
game-result = { $result }: { $why }
game-white-wins = Wit wint
game-black-wins = Zwart wint
game-draw = Remise
game-name-wins = { $name } wint
game-names-win = { $names } winnen
game-and = { $first } en { $second }
game-reason-target-reached = alle stukken in het kamp aan de overkant
game-reason-target-filled = het kamp aan de overkant is gevuld
game-reason-camp-deadline = { $loser } had na zet { $move } nog stukken in het eigen kamp
game-reason-camp-deadline-both = beide spelers hadden na zet { $move } nog stukken in het eigen kamp
game-reason-returned-home = { $loser } zette na zet { $move } een stuk terug in het eigen kamp
game-reason-returned-home-both = beide spelers hadden na zet { $move } stukken in het eigen kamp
game-reason-repetition-claimed = drievoudige herhaling, geclaimd met { $path } en door een beheerder aanvaard
game-reason-repetition = drievoudige herhaling
game-reason-agreement = remise overeengekomen
game-reason-resignation = { $loser } gaf op
game-reason-time = { $loser } had geen tijd meer
game-reason-forfeit = reglementair: { $loser } trok zich terug uit het toernooi
game-reason-no-winner = geen winnaar
game-reason-admin = beslist door een beheerder: { $note }
game-reason-partners-finished = beide partners zijn klaar
game-reason-others-left = alle andere plaatsen hebben de partij verlaten
game-reason-partner-left = een partner heeft de partij verlaten
game-why-target-reached = al hun stukken bereikten het kamp aan de overkant
game-why-target-filled = het kamp aan de overkant is vol, met hun stukken erin
game-why-camp-deadline = { $loser } had na zet { $move } nog stukken in het eigen kamp
game-why-returned-home = { $loser } zette na zet { $move } een stuk terug in het eigen kamp
game-why-resignation = { $loser } gaf op
game-why-time = { $loser } had geen tijd meer
game-why-forfeit = reglementair: { $loser } trok zich terug uit het toernooi
game-why-agreement = overeengekomen door { $white } en { $black }

## Revanche
game-rematch-pending = Revanche aangeboden aan { $name }: wacht op het antwoord.
game-rematch-cancel = Revanche intrekken
game-rematch-asked = Je tegenstander vraagt om revanche: druk op Revanche om te beginnen.
game-rematch = Revanche
game-rematch-starts = Begint de nieuwe partij die je tegenstander aanbood: dezelfde regels, de kleuren omgewisseld.
game-rematch-offers = Biedt je tegenstander een nieuwe partij aan met dezelfde regels en omgewisselde kleuren.

## Zetten
game-hint-choose = Klik op een van je stukken om het te verzetten.
game-hint-target = Klik op een gemarkeerd veld om dit stuk daarheen te zetten, of op een ander stuk van je om dat te verzetten.
game-hint-jump-or-done = Spring nog eens, of druk op Klaar met zetten.
game-hint-ready = Je zet is klaar: druk op Versturen om hem te spelen, of op Opnieuw beginnen.
game-hint-jump = Spring nog eens.
game-done-moving = Klaar met zetten
game-your-move = Je zet:
game-offer-with-move = Met deze zet remise aanbieden
game-note-label = Notitie bij je zet (komt in de chat)
game-submit = Versturen
game-submit-next = Versturen en naar de volgende partij
game-submit-status = Versturen en terug naar de stand van de partijen
game-claim-draw = Remise claimen
game-claim-explained = Noemt deze zet als de zet die de stelling voor de derde keer herhaalt, zonder hem te spelen; een beheerder beslist.
game-undo = Laatste sprong terugnemen
game-start-over = Opnieuw beginnen

## Klokken, remise, opgeven
game-clocks = Klokken
game-clock-this-move = { $time } voor deze zet
game-clock-waiting-bank = wacht; { $time } op de tijdbank voor de volgende zet
game-clock-waiting = wacht; { $time } voor de volgende zet
game-draw-offered-to-you = Je tegenstander biedt remise aan.
game-accept-draw = Remise aannemen
game-decline-draw = Remise weigeren
game-draw-offered-by-you = Je hebt remise aangeboden; wacht op het antwoord van je tegenstander.
game-unknown-draw-action = Onbekende remise-actie.
game-offer-draw = Remise aanbieden
game-resign = Opgeven
game-resign-title = Opgeven?
game-resign-question = Deze partij opgeven?
game-resign-back = Nee, terug naar de partij
game-resign-words = Als je opgeeft, wint { $name } de partij meteen. Dit kan niet ongedaan worden gemaakt.
game-seat-resign-words = Als je opgeeft, verlaat je plaats ({ $colour }) de partij: je stukken blijven staan en de anderen spelen zonder jou verder. Dit kan niet ongedaan worden gemaakt.
game-seat-resign-words-partners = Als je opgeeft, verlaat je plaats ({ $colour }) de partij: je stukken blijven staan en de anderen spelen zonder jou verder; met partners verliest je koppel meteen. Dit kan niet ongedaan worden gemaakt.

## Zetten, doorbladeren
game-moves = Zetten
game-no-moves = Nog geen zetten.
game-no-move = Nog geen zet.
game-step-from-start = De partij vanaf het begin doorlopen
game-download-record = Partijnotatie downloaden
game-replay-record = Een notatie naspelen
game-steps-label = De partij doorlopen
game-back-to-now = Terug naar de partij nu
game-step-first = Begin
game-step-back = Terug
game-step-forward = Verder
game-step-last = Einde
game-caption-start = De beginstelling (halve zet 0 van { $plies }).
game-caption-after = De stelling na zet { $move }, { $path } van { $colour } (halve zet { $ply } van { $plies }).
game-seat-caption-after = De stelling na halve zet { $ply } van { $plies }: { $text }.
game-bad-at = „at” neemt het nummer van een halve zet, van 0 (het begin) tot { $plies } (de stelling nu).
game-no-such-ply = Deze partij heeft geen stelling na halve zet { $at }; „at” gaat van 0 (het begin) tot { $plies } (de stelling nu).

## Chat
game-chat = Chat
game-chat-note-two = Alleen de twee spelers zien dit gesprek.
game-chat-note-seats = Alleen de spelers van deze partij zien dit gesprek.
game-chat-new = (nieuw)
game-chat-report = Melden
game-chat-say = Zeg iets
game-chat-send = Naar de chat sturen
game-chat-failed = Dat is niet gelukt
game-chat-too-long = Een chatregel mag hoogstens 5000 tekens hebben. Er is niets verstuurd.

## Huisregels
game-house-rules = Huisregels
game-how-played = Zo wordt deze partij gespeeld
game-adjudicate = Over deze partij beslissen (beheer)
game-rule-variant = { $name } ({ $id })
game-rule-deadline = Kampdeadline: als beide spelers { $count } zetten hebben gedaan, verliest wie nog een stuk in het eigen kamp heeft (allebei: remise).
game-rule-deadline-home = Kampdeadline: als beide spelers { $count } zetten hebben gedaan, verliest wie nog een stuk in het eigen kamp heeft (allebei: remise); daarna verliest wie een stuk terug naar huis zet meteen.
game-rule-fill = Vullen: je wint ook door elk veld van het kamp aan de overkant te bezetten, minstens één met een eigen stuk.
game-rule-repetition-auto = Herhaling: dezelfde stelling voor de derde keer is remise, automatisch vastgesteld.
game-rule-repetition-claim = Herhaling: na zet { $move } mag een speler remise claimen door de zet te noemen die de stelling voor de derde keer zou herhalen; een beheerder beslist.
game-rule-days = { $days }.
game-rule-clock = Klok: { $clock }.

## Partijen voor meer dan twee
game-seats = Plaatsen, in zetvolgorde
game-you = (jij)
game-seat-left = heeft de partij verlaten
game-seat-finished = klaar
game-seat-to-move = aan zet
game-seat-played-on = speelde door
game-seat-waiting = wacht
game-seat-won = , gewonnen
game-seat-second = , tweede plaats
game-seat-drawn = , remise
game-seat-due = aan zet, uiterlijk { $date }
game-seat-your-turn = Jij bent aan zet ({ $colour }). Uiterlijk { $date }.
game-seat-to-move-due = { $name } is aan zet ({ $colour }). Uiterlijk { $date }.
game-seat-draw-proposed = { $count ->
    [one] Er is remise voorgesteld: { $names } gaat akkoord. Het is remise als elke plaats die nog speelt akkoord gaat; de volgende zet beëindigt het voorstel.
   *[other] Er is remise voorgesteld: { $names } gaan akkoord. Het is remise als elke plaats die nog speelt akkoord gaat; de volgende zet beëindigt het voorstel.
}
game-seat-rule-variant = { $name }: { $count } plaatsen, de vulregel.
game-seat-rule-partners = Partners: plaatsen 1 en 3 tegen plaatsen 2 en 4.
game-seat-rule-points = Punten: { $points }.
game-seat-why-target-reached = al hun stukken bereikten het kamp aan de overkant
game-seat-why-target-filled = het kamp aan de overkant is vol, met hun stukken erin
game-seat-why-partner-left = een plaats van het andere koppel heeft de partij verlaten
game-seat-why-agreement = overeengekomen door elke plaats die nog speelt
game-seat-why-decided = beslist

## Het bord
game-board = Bord
game-square-piece = { $square }, { $colour } stuk
game-square-empty = { $square }, leeg
game-square-selected = , geselecteerd
game-square-target = , hierheen kun je zetten
game-square-origin = , hier begon de zet
game-square-path = , in deze zet aangedaan
game-square-last-move = , laatste zet
game-square-wall = , muur
game-picture-title = { $white } (wit) tegen { $black } (zwart), { $game }: na halve zet { $ply }
game-seat-picture-title = { $seats }, { $game }: na halve zet { $ply }
game-seat-picture-name = { $name } ({ $colour })

## Een notatie naspelen
game-records-title = Een partijnotatie naspelen
game-records-white = (wit)
game-records-black = (zwart)
game-records-says = De notatie zegt:
game-records-judged = De regels zeggen over de laatste stelling:
game-records-steps-label = De notatie doorlopen
game-records-how = Zo speel je
game-records-label = Een partijnotatie, zoals „Partijnotatie downloaden” op de spelpagina die geeft:
game-records-replay = Naspelen
game-records-too-long = Deze notatie is langer dan { $size } kB; geen partij heeft zoveel nodig.
game-records-empty = Plak eerst een partijnotatie in het vak.
game-records-unreadable = De notatie kon niet worden gelezen: { $error }.
game-records-no-replay = De notatie laat zich niet naspelen: { $error }.
game-records-in-progress = nog bezig
game-records-goes-on = de partij gaat door, { $colour } is aan zet
