# Warteraum, Neues Spiel, Auto-Match, Gegen den Computer und Spielstand.

## Wörter mehrerer Seiten

room-game = Spiel
room-you-play = Du spielst
room-house-rules = Hausregeln
room-time = Zeit
room-join = Mitspielen
room-cancel = Zurückziehen
room-decline = Ablehnen
room-from = Von
room-kind = Art
room-answer = Antwort
room-new-game = Neues Spiel
room-auto-match = Auto-Match
room-not-rated = ungewertet
room-invitations = Einladungen an dich
room-seat-games = Spiele für mehr als zwei
room-players = Spieler
room-state = Stand
room-waiting-room-title = Warteraum
room-play-computer = Gegen den Computer spielen

## Die Namen der Spiele

room-game-halma-8x8 = Halma 8×8
room-game-halma-10x10 = Halma 10×10
room-game-halma-16x16 = Halma 16×16
room-game-embargo = Embargo
room-game-halma-16x16-4 = Halma 16×16 zu viert
room-game-star-2 = Sternhalma zu zweit
room-game-star-3 = Sternhalma zu dritt
room-game-star-4 = Sternhalma zu viert
room-game-star-6 = Sternhalma zu sechst

## Farben der Plätze

room-colour-white = weiß
room-colour-black = schwarz
room-colour-red = rot
room-colour-orange = orange
room-colour-yellow = gelb
room-colour-green = grün
room-colour-blue = blau
room-colour-purple = lila

## Spielstand

room-status-title = Spielstand
room-opponent = Gegner
room-move = Zug
room-last-move = Letzter Zug
room-profile-link = (Profil)
room-your-vacation = Dein Urlaub
room-next-game = Nächstes Spiel
room-your-turn = Du bist am Zug
room-no-game-to-move = Kein Spiel wartet auf deinen Zug.
room-time-left = Verbleibende Zeit
room-waiting-for-opponent = Warten auf deinen Gegner
room-no-game-waiting = Kein Spiel wartet auf den Zug eines Gegners.
room-no-invitations = Niemand hat dich zu einem Spiel eingeladen.
room-your-offers = Deine Angebote im Warteraum
room-no-offers = Du hast keine offenen Angebote.
room-recently-finished = Kürzlich beendet
room-no-finished = Noch keine beendeten Spiele.
room-you-played = Du spieltest
room-result = Ergebnis
room-news = Neuigkeiten
room-all-news = Alle Neuigkeiten
room-nothing-next = Gerade wartet kein Spiel auf deinen Zug.
room-no-move-yet = noch kein Zug
room-draw-offered-to-you = dir wurde Remis angeboten
room-you-offered-draw = du hast Remis angeboten
room-outcome-won = gewonnen
room-outcome-lost = verloren
room-outcome-drawn = remis
room-finished = Beendet
room-claim-waiting = Remis-Antrag wartet auf einen Admin
room-their-turn = Gegner am Zug, { $time }
room-their-turn-vacation = Gegner am Zug, im Urlaub bis { $date }, { $time }
room-seat-finished-won = beendet: du hast gewonnen
room-seat-finished-second = beendet: zweiter Platz
room-seat-finished-drawn = beendet: unentschieden
room-seat-your-turn = du bist am Zug, { $time }
room-seat-to-move = { $name } ist am Zug, { $time }
room-seat-waiting = wartet

## Warteraum

room-intro-player = Spiele, die für alle angeboten werden, Auto-Match-Anfragen, die noch auf einen Partner warten, und Spiele, zu denen andere dich eingeladen haben.
room-intro-visitor = Spiele, die für alle angeboten werden, und Auto-Match-Anfragen, die noch auf einen Partner warten.
room-visitor-log-in = Melde dich an
room-visitor-or = oder
room-visitor-register = lege ein Benutzerkonto an
room-visitor-to-join = , um mitzuspielen oder selbst ein Spiel anzubieten.
room-open-games = Offene Spiele
room-no-open-games = Gerade wartet kein Spiel auf einen Mitspieler.
room-post-one = Biete eins an
room-posted-by = Angeboten von
room-seats = Plätze
room-join-or-leave = Mitspielen oder gehen
room-log-in-to-join = Zum Mitspielen anmelden
room-no-seat-games = Kein Spiel für mehr als zwei wartet auf Mitspieler.
room-post-seat-game = Biete eins unter „Neues Spiel“ an (Halma zu viert).
room-seats-taken = { $taken } von { $seats } besetzt:
room-seat-kept-for = frei gehalten für { $name }
room-seat-open = frei
room-leave-seat = Platz verlassen
room-computer-level = Computer-Stufe
room-seat-computer = Computer hinsetzen
room-your-posts = Deine Angebote
room-no-posts = Du hast hier kein wartendes Spiel.
room-post-here = Biete hier ein Spiel für alle an oder lade einen Spieler ein (in einem Spiel zu viert bis zu drei).
room-kind-invitation = Einladung an { $name }
room-kind-auto-match = Auto-Match-Anfrage
room-kind-open = offen für alle
room-seat-house-rules-fill = Füllregel
room-seat-house-rules-partners = Partner (Plätze 1 und 3 gegen 2 und 4)
room-seat-house-rules-points = Spitzen: { $points }

## Neues Spiel

room-new-game-intro = Biete im Warteraum ein Spiel für alle an oder lade einen Spieler ein. Oder lass
room-new-game-intro-auto-match = einen Gegner für dich finden. Noch niemand zum Spielen da?
room-new-game-intro-computer = : Das Spiel beginnt sofort.
room-invite-label = Einen Spieler einladen (freiwillig)
room-invite-help = Seine Benutzerkennung. Lass das Feld leer, um das Spiel für alle anzubieten. In einem Spiel für mehr als zwei eine Benutzerkennung pro Platz außer deinem, durch Kommas getrennt; die übrigen Plätze bleiben frei.
room-your-buddies = Deine Freunde:
room-post-game = Spiel anbieten

## Die Felder eines Spiels

room-fields-rules-pages = Brett und Züge jedes Spiels erklärt seine Regelseite:
room-fields-halma-for-four = Halma zu viert
room-fields-star-for = Sternhalma auf dem Stern zu
room-fields-two = zweit
room-fields-three = dritt
room-fields-four = viert
room-fields-six = sechst
room-fields-and = und
room-partners-label = Partner
room-partners-help = Nur bei Halma zu viert und dem Stern zu viert: Partner beginnen in gegenüberliegenden Ecken, und das erste Paar, das beide ins Ziel bringt, gewinnt.
room-points-label = Spitzen des Sterns
room-points-help = Nur bei Sternhalma (Chinese Checkers), auf dem Stern.
room-camp-label = Steine im eigenen Hof
room-camp-help = Hof-Frist: Wer nach diesem Zug noch einen Stein im eigenen Hof hat, verliert. Füllregel: Man gewinnt auch, indem man jedes Feld des gegnerischen Hofs besetzt. Halma 8×8 und 10×10 bieten beides an; üblich ist dort die Frist. Embargo kennt nur die Hof-Frist (Zug 25): Seine Steine landen nie im eigenen Hof.
room-repetition-label = Wiederholte Stellungen
room-clock-label = Uhr
room-days-label = Tage pro Zug
room-days-help = Von { $min } bis { $max } Tagen für jeden Zug; mit Zeitkonto die Tage auf dem Konto zu Beginn.
room-increment-label = Zeitkonto: Tage dazu nach jedem Zug
room-increment-help = Von 0 bis 7; nur für ein Zeitkonto.
room-cap-label = Zeitkonto: höchstens so viele Tage
room-cap-help = Mindestens die Tage zu Beginn; leer für genau diese Tage. Nur für ein Zeitkonto.
room-weekends-label = Wochenenden
room-vacation-label = Urlaub
room-vacation-help-before = Während eines
room-vacation-link = Urlaubs
room-vacation-help-after = stehen die Uhren eines Spielers in den Spielen still, die das erlauben.
room-rated-label = Gewertet
room-rated-help-before = Ein gewertetes Spiel ändert nach seinem Ende die
room-rated-link = Wertungen
room-rated-help-after = beider Spieler, außer es endete, bevor jede Seite zwei Züge gemacht hat.

## Die Auswahlen der Felder

room-choice-camp-usual = Die übliche Regel des Spiels
room-choice-camp-deadline = Hof-Frist ({ $games })
room-choice-camp-deadline-game = { $game } Zug { $move }
room-choice-camp-fill = Füllregel ({ $games })
room-choice-repetition-auto = Eine dreifache Wiederholung ist sofort remis
room-choice-repetition-claim = Eine dreifache Wiederholung wird beantragt, und ein Admin entscheidet
room-choice-colour-random = Zufällig
room-choice-colour-white = Weiß (zieht zuerst)
room-choice-colour-black = Schwarz
room-choice-colour-red = Rot (Spiele für mehr als zwei)
room-choice-colour-orange = Orange (der Stern zu viert oder sechst)
room-choice-colour-yellow = Gelb (der Stern zu dritt oder sechst)
room-choice-colour-green = Grün (Halma zu viert, der Stern zu zweit, viert oder sechst)
room-choice-colour-blue = Blau (der Stern zu dritt, viert oder sechst)
room-choice-colour-purple = Lila (der Stern zu sechst)
room-choice-rated-yes = Gewertet: Das Ergebnis zählt für beide Wertungen
room-choice-rated-no = Ungewertet
room-choice-clock-per-move = Dieselben Tage für jeden Zug
room-choice-clock-bank = Ein Zeitkonto: Tage zu Beginn, mehr nach jedem Zug
room-choice-weekends-on = Die Uhr läuft auch am Wochenende
room-choice-weekends-off = Wochenenden frei: Die Uhr steht von Samstag bis Montag in der Zeitzone des Spielers still
room-choice-vacation-allowed = Urlaub hält die Uhr an
room-choice-vacation-forbidden = Kein Urlaub in diesem Spiel
room-choice-partners-off = Jeder für sich
room-choice-partners-on = Partner: Plätze 1 und 3 gegen Plätze 2 und 4 (Spiele zu viert)
room-choice-points-pass = Durchziehen: Ein Zug darf nicht in der Spitze eines anderen Spielers enden
room-choice-points-rest = Rasten: Ein Zug darf überall enden
# The points rule's short name, in a line of house rules.
room-points-name-pass-through = Durchziehen
room-points-name-rest = Rasten

## Auto-Match

room-back-to-status = Zurück zum Spielstand
room-auto-match-intro = Auto-Match startet ein Spiel mit dem Spieler, der am längsten auf dasselbe Spiel mit denselben Hausregeln und Tagen pro Zug wartet; die Farben werden zufällig verteilt. Wartet niemand, wartet deine Anfrage auf den nächsten Spieler, der danach fragt.
room-range-label = Wertungsbereich
room-range-help = Punkte ober- und unterhalb deiner Wertung in diesem Spiel, z. B. 200; leer für alle. Ein noch ungewerteter Spieler zählt als 1500.
room-match-what = { $game } ({ $rules }, { $clock })
room-match-waiting = Noch wartet niemand auf { $what }. Deine Anfrage wartet im Warteraum und auf deinem Spielstand; das Spiel beginnt, sobald ein anderer Spieler dasselbe anfragt.
room-match-already-waiting = Du wartest schon auf { $what }. Das Spiel beginnt, sobald ein anderer Spieler dasselbe anfragt.
room-seat-match-waiting = Deine Anfrage für { $what } wartet im Warteraum; das Spiel beginnt, sobald { $seats } Spieler dasselbe anfragen.
room-seat-match-already-waiting = Du wartest schon auf { $what }. Das Spiel beginnt, sobald { $seats } Spieler dasselbe anfragen.

## Gegen den Computer

room-computer-intro = Ein Spiel gegen einen der Computerspieler der Seite, von Stufe 1 (zieht nach vorn, eher locker) bis Stufe 5 (denkt viele Züge voraus). Das Spiel beginnt sofort, und der Computer antwortet auf jeden deiner Züge innerhalb weniger Sekunden. Spiele gegen den Computer werden nicht gewertet.
room-level-label = Stufe
room-level-choice = Stufe { $level } ({ $name })
room-computer-games-help = Die Spiele für zwei Seiten; mehr zu jedem auf seiner
room-computer-rules-link = Regelseite
room-computer-days-help = Deine Zeit für jeden Zug; der Computer braucht keine.
room-start-game = Spiel starten

## Was an den Angaben eines Formulars nicht stimmt

room-terms-no-clock = Es gibt keine Uhr „{ $value }“: Wähle per-move oder bank.
room-terms-not-a-number = { $problem } Nicht „{ $value }“.
room-terms-weekends = Wochenenden müssen on oder off sein, nicht „{ $value }“.
room-terms-vacation = Urlaub muss allowed oder forbidden sein, nicht „{ $value }“.
room-terms-clock-days = Die Tage müssen eine ganze Zahl von { $min } bis { $max } sein.
room-terms-clock-increment = Der Zuschlag muss eine ganze Zahl von Tagen von { $min } bis { $max } sein.
room-terms-clock-cap = Die Obergrenze muss eine ganze Zahl von Tagen sein, mindestens die Tage zu Beginn und höchstens { $max }.
room-terms-choose-game = Wähle ein Spiel: eines von { $games }.
room-terms-seat-game-here = { $game } ist ein Spiel für { $count } Spieler; hier werden nur die Spiele für zwei gespielt: { $games }.
room-terms-no-game = Es gibt kein Spiel „{ $value }“. Wähle eines von { $games }.
room-terms-no-camp = Es gibt keine Hofregel „{ $value }“: Wähle deadline oder fill.
room-terms-camp-not-offered = { $game } wird nicht mit der Regel { $kind } gespielt; es bietet nur: { $offered }.
room-terms-partners-for-four = { $game } ist ein Spiel für zwei: Partner gibt es nur in den Spielen zu viert.
room-terms-points-for-star = { $game } hat keine Spitzen: Die Spitzenregel gilt für den Stern.
room-terms-no-repetition = Es gibt keine Wiederholungsregel „{ $value }“: Wähle auto oder claim.
room-terms-seat-fill-only = { $game } wird nur mit der Füllregel gespielt.
room-terms-seat-repetition-auto = In { $game } ist eine dreifache Wiederholung sofort remis (auto); sie wird nicht beantragt.
room-terms-no-partners = { $game } wird nicht mit Partnern gespielt.
room-terms-partners-on-off = Partner müssen on oder off sein, nicht „{ $value }“.
room-terms-points-rule = Die Spitzenregel ist pass-through oder rest, nicht „{ $value }“.
room-terms-no-points = { $game } hat keine Spitzen: Nur der Stern hat welche.
room-terms-no-seat = Es gibt keinen Platz „{ $value }“ in { $game }: Wähle { $seats } oder random.
room-terms-too-many-invitees = { $game } hat { $count ->
    [one] einen Platz
   *[other] { $count } Plätze
} außer deinem: Lade höchstens { $count ->
    [one] einen Spieler
   *[other] { $count } Spieler
} ein.
room-terms-days = Tage pro Zug müssen eine ganze Zahl von { $min } bis { $max } sein, nicht „{ $value }“.
room-terms-rated = Gewertet muss yes oder no sein, nicht „{ $value }“.
room-terms-range = Der Wertungsbereich muss eine ganze Zahl von Punkten von 1 bis { $max } sein oder leer für alle, nicht „{ $value }“.
room-terms-colour = Es gibt keine Farbe „{ $value }“: Wähle white, black oder random.
room-terms-seat-per-move-clock = Spiele für mehr als zwei werden mit denselben Tagen für jeden Zug gespielt; wähle diese Uhr.
room-terms-seat-weekends-on = In Spielen für mehr als zwei läuft die Uhr auch am Wochenende; wähle „Die Uhr läuft auch am Wochenende“.
room-vacation-used = Deine Zeit in deiner Partie gegen { $opponent } ist am { $date } abgelaufen: { $count ->
        [one] { $count } Urlaubstag wurde
       *[other] { $count } Urlaubstage wurden
    } genutzt, statt dass du verlierst.
