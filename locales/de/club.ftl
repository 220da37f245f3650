# Die Seiten des Clubs: Ranglisten, Turniere, Bestenliste, Wertungsverlauf,
# Statistik und Neuigkeiten.

## Die Ranglisten

club-ladders = Ranglisten
club-ladders-intro = Eine Rangliste für jedes Spiel. Wer mitmacht, beginnt ganz unten und fordert jemanden ein paar
    Plätze weiter oben heraus; gewinnt der Herausforderer, übernimmt er den Platz des Verteidigers, und alle dazwischen
    rücken einen Platz nach unten.
club-col-game = Spiel
club-col-challenge-games = Herausforderungspartien
club-col-players = Spieler
club-ladder-not-open = Noch nicht eröffnet: Noch kein Admin hat sie eingerichtet.
club-ladder-title = Rangliste { $name }
club-ladder-heading = { $name }: Rangliste
club-ladder-unsettled = Diese Rangliste ist noch nicht eröffnet: Noch kein Admin hat ihre Regeln festgelegt,
    deshalb kann man ihr nicht beitreten.
club-ladder-terms = Herausforderungspartien: { $terms }. Du kannst jeden herausfordern, der bis zu
    { $reach ->
        [one] einen Platz
       *[other] { $reach } Plätze
    } über dir steht; der Verteidiger spielt Weiß. Gewinnt der Herausforderer, übernimmt er
    den Platz des Verteidigers, und alle dazwischen rücken einen Platz nach unten; sonst ändert sich nichts.
    Wer { $days ->
        [one] einen Tag
       *[other] { $days } Tage
    } lang keine Ranglistenpartie gespielt hat, fällt ans Ende.
club-ladder-my-rank = Du bist auf Platz { $rank } von { $count }.
club-ladder-join = Beitreten
club-ladder-join-note = Du beginnst ganz unten.
club-log-in = Melde dich an,
club-ladder-log-in-to-join = um dieser Rangliste beizutreten.
club-ladder-ranks = Plätze
club-ladder-nobody = Niemand steht auf dieser Rangliste.
club-ladder-nobody-page = Auf dieser Seite steht niemand.
club-col-rank = Platz
club-col-player = Spieler
club-col-rating = Wertung
club-col-last-ladder-game = Letzte Ranglistenpartie
club-col-challenge = Herausfordern
club-ladder-challenge = Herausfordern
club-ladder-pages-ranks = Seiten der Plätze
club-ladder-higher-ranks = Höhere Plätze
club-ladder-lower-ranks = Niedrigere Plätze
club-ladder-open-challenges = Laufende Herausforderungen
club-ladder-no-open = Gerade wird keine Herausforderung gespielt.
club-ladder-no-open-page = Auf dieser Seite wird keine Herausforderung gespielt.
club-ladder-challenged = forderte
club-ladder-challenged-on = (Weiß) heraus, am { $when }:
club-the-game = die Partie
club-ladder-pages-open = Seiten der laufenden Herausforderungen
club-ladder-newer-challenges = Neuere Herausforderungen
club-ladder-older-challenges = Ältere Herausforderungen
club-ladder-recent-results = Letzte Ergebnisse
club-ladder-no-results = Noch keine Herausforderung ist zu Ende.
club-ladder-no-results-page = Auf dieser Seite ist keine Herausforderung zu Ende.
club-ladder-pages-results = Seiten der Ergebnisse
club-ladder-newer-results = Neuere Ergebnisse
club-ladder-older-results = Ältere Ergebnisse
club-ladder-changes = Platzwechsel
club-ladder-no-changes = Noch hat sich kein Platz geändert.
club-ladder-no-changes-page = Auf dieser Seite hat sich kein Platz geändert.
club-col-when = Wann
club-col-from = Von
club-col-to = Nach
club-col-why = Warum
club-ladder-pages-changes = Seiten der Platzwechsel
club-ladder-newer-changes = Neuere Platzwechsel
club-ladder-older-changes = Ältere Platzwechsel
club-ladder-settings = Einstellungen der Rangliste
club-ladder-settings-intro = Für Admins: die Bedingungen der ab jetzt erstellten Herausforderungspartien, wie weit nach oben
    man herausfordern darf und nach wie vielen Tagen ohne Ranglistenpartie jemand ans Ende fällt.
club-ladder-reach = Reichweite einer Herausforderung: Plätze nach oben
club-ladder-idle-days = Tage ohne Ranglistenpartie, bis man ans Ende fällt
club-ladder-save = Einstellungen speichern
club-ladder-reach-error = Die Reichweite muss eine ganze Zahl von Plätzen zwischen { $from } und { $to } sein.
club-ladder-idle-error = Die Tage ohne Partie müssen eine ganze Zahl zwischen { $from } und { $to } sein.
club-rated = gewertet
club-not-rated = nicht gewertet
club-challenge-won = { $challenger } besiegte { $defender } und übernahm den Platz
club-challenge-lost = { $defender } besiegte { $challenger }; nichts hat sich geändert
club-challenge-drawn = { $challenger } und { $defender } spielten remis; nichts hat sich geändert
club-why-joined = beigetreten
club-why-challenge-won = Herausforderung gewonnen
club-why-lost-place = Platz an einen Herausforderer verloren
club-why-idle-drop = ans Ende gefallen: zu lange keine Ranglistenpartie
club-why-moved-up = aufgerückt, weil jemand ans Ende fiel

## Die Turniere

club-tournaments = Turniere
club-new-tournament = Neues Turnier
club-tournaments-announced = Angekündigt
club-tournaments-running = Laufend
club-tournaments-finished = Beendet
club-tournaments-none-announced = Kein Turnier nimmt gerade Anmeldungen an.
club-tournaments-none-running = Gerade läuft kein Turnier.
club-tournaments-none-finished = Noch ist kein Turnier beendet.
club-col-tournament = Turnier
club-col-format = Modus
club-col-winner = Sieger
club-tournament-entrants-of = { $count } von { $max }
club-previous-page = Vorige Seite
club-next-page = Nächste Seite
club-tournament-when-signup = Anmeldung bis { $when }
club-tournament-when-started = begonnen { $when }
club-tournament-when-ended = beendet { $when }
club-format-round-robin = Rundenturnier
club-format-double-round-robin = Doppelrundenturnier
club-format-swiss = Schweizer System
club-format-knockout = K.-o.-System
club-status-announced = angekündigt
club-status-running = läuft
club-status-finished = beendet
club-status-cancelled = abgesagt
club-tournament-winner = Sieger:
club-tournament-cancelled = Das Turnier „{ $name }“ wurde abgesagt: Bis zum Anmeldeschluss { $count ->
        [one] hat sich { $count } Spieler
       *[other] haben sich { $count } Spieler
    } angemeldet, nötig waren mindestens { $min }. Seine Seite: /tournaments/{ $id }
club-tournament-cancelled-told = Die Angemeldeten wurden mit einer Nachricht von { $creator } benachrichtigt.
club-tournament-status = Stand
club-tournament-format = Modus
club-tournament-rounds = , { $count ->
        [one] { $count } Runde
       *[other] { $count } Runden
    }
club-tournament-game = Spiel
club-tournament-clock = Bedenkzeit
club-tournament-vacation-allowed = ; Urlaub erlaubt
club-tournament-vacation-not-allowed = ; Urlaub nicht erlaubt
club-tournament-rated = Gewertet
club-yes = ja
club-no = nein
club-tournament-players = Spieler
club-tournament-players-range = { $min } bis { $max }
club-tournament-deadline = Anmeldeschluss
club-tournament-created-by = Erstellt von
club-tournament-players-count = Spieler ({ $count })
club-tournament-nobody = Noch hat sich niemand angemeldet.
club-withdrawn = (zurückgezogen)
club-sign-up = Anmelden
club-withdraw = Zurückziehen
club-withdraw-forfeits = Das Turnier hat begonnen: Wenn du dich zurückziehst, verlierst du deine übrigen Partien kampflos (ohne Wertung).
club-tournament-log-in-to-sign-up = um dich anzumelden.
club-crosstable = Kreuztabelle
club-col-points = Punkte
club-forfeit = kampflos
club-crosstable-key = 1 ein Sieg, 0 eine Niederlage, ½ ein Remis, … eine laufende Partie; + und − sind kampflose Partien (jemand hat sich zurückgezogen; ohne Wertung). Jedes Zeichen verweist auf seine Partie.
club-rounds = Runden
club-round = Runde { $number }
club-col-white = Weiß
club-col-black = Schwarz
club-col-result = Ergebnis
club-standings = Tabelle
club-col-place = Platz
club-buchholz-title = Buchholz: die Punkte aller Gegner, gegen die man gespielt hat
club-sb-title = Sonneborn-Berger: die Punkte aller besiegten Gegner, die Hälfte derer, gegen die man remis spielte
club-col-games = Partien
club-all-tournaments = Alle Turniere
club-match-game = Match { $board }, Partie { $leg }
club-board = Brett { $board }
club-result-forfeit = { $result } (kampflos)
club-result-in-play = läuft
club-bye = { $name } setzt aus (ein Freilos, zählt als Sieg)
club-through = { $name } kommt ohne Partie weiter
club-match-decided = Match { $board }: { $winner } besiegte { $loser }
club-done-signed-up = Du bist angemeldet.
club-done-withdrawn = Du hast dich zurückgezogen.
club-done-forfeited = Du hast dich zurückgezogen; deine übrigen Partien sind kampflos verloren.

## Ein neues Turnier

club-new-name = Name
club-new-format = Modus
club-new-format-note = Rundenturnier: Jeder spielt einmal gegen jeden (doppelt: zweimal, einmal mit jeder Farbe), alle
     Partien gleichzeitig. Schweizer System: eine Anzahl Runden, jede beginnt, wenn die letzte Partie der vorigen
     endet. K.-o.-System: Matches aus zwei Partien, eine dritte bei Gleichstand.
club-new-rounds = Runden (Schweizer System)
club-new-rounds-note = Von 1 bis { $max }; nur für ein Turnier im Schweizer System.
club-new-min-players = Mindestzahl der Spieler
club-new-max-players = Höchstzahl der Spieler
club-new-deadline = Anmeldeschluss ({ $zone })
club-new-deadline-note = Datum und Uhrzeit in deiner Zeitzone, { $zone } (einzustellen in
club-new-deadline-profile = deinem Profil
club-new-deadline-note-end = ). Zum Anmeldeschluss beginnt das Turnier, wenn sich mindestens die Mindestzahl
     an Spielern angemeldet hat; sonst wird es abgesagt, und die Angemeldeten werden benachrichtigt.
club-new-announce = Turnier ankündigen

## Die Statistik

club-stats-title-every = Statistik: alle Spiele
club-stats-title-game = Statistik: { $game }
club-stats-games-menu = Spiele
club-stats-every-game = Alle Spiele
club-stats-ratings = Wertungen
club-stats-games = Partien
club-stats-started = Begonnen
club-stats-finished = Beendet
club-stats-in-progress = Laufend
club-stats-average = Durchschnittliche beendete Partie (Züge)
club-stats-longest = Längste beendete Partie (Züge)
club-stats-move-note = Ein Zug ist der Zug eines Spielers: ein Schritt, eine Kette von Sprüngen oder ein Passen.
club-stats-won = Gewonnene Partien
club-stats-share = Anteil
club-stats-how-end = Wie Partien enden
club-stats-ending = Ende
club-stats-most-active = Die aktivsten Spieler im { $month }
club-stats-no-active = In diesem Monat ist noch keine Partie beendet.
club-stats-games-finished = Beendete Partien
club-stats-white-wins = Siege von Weiß
club-stats-black-wins = Siege von Schwarz
club-stats-draws = Remis
club-end-target-reached = Alle Steine im gegenüberliegenden Lager
club-end-target-filled = Das gegenüberliegende Lager gefüllt
club-end-camp-deadline = Steine nach der Frist im eigenen Lager
club-end-returned-home = Ein Stein zurück ins eigene Lager gezogen
club-end-repetition = Dreifache Wiederholung
club-end-agreement = Remis vereinbart
club-end-resignation = Aufgabe
club-end-time = Zeit abgelaufen
club-end-admin = Von einem Admin entschieden
club-end-forfeit = Kampflos: aus einem Turnier zurückgezogen
club-end-partners-finished = Beide Partner zu Hause
club-end-others-left = Alle anderen Plätze verlassen
club-end-partner-left = Ein Partner hat verlassen
club-buchholz = Buchholz
club-sb = SB
club-cancelled = abgesagt
club-error-format = Wähle einen Modus: round_robin, double_round_robin, swiss oder knockout.
club-error-rounds = Die Zahl der Runden muss eine ganze Zahl sein, nicht „{ $text }“.
club-error-min-players = Die Mindestzahl der Spieler muss eine ganze Zahl sein, nicht „{ $text }“.
club-error-max-players = Die Höchstzahl der Spieler muss eine ganze Zahl sein, nicht „{ $text }“.
club-error-deadline = Gib den Anmeldeschluss als Datum und Uhrzeit an, UTC (2026-05-01T18:00).
club-stats-month = { $month }/{ $year }
club-decimal-separator = ,

## Bestenliste und Wertungsverlauf

club-ratings-title = Wertungen { $name }
club-ratings-heading = { $name }: Wertungen
club-ratings-games-menu = Spiele
club-ratings-seats-intro = Weng-Lin-Wertungen (OpenSkill) der Spieler, die in den letzten { $days } Tagen eine gewertete Partie
    { $name } beendet haben, die besten zuerst. Sie lesen sich wie die Wertungen der Spiele zu zweit: Alle
    beginnen bei 1500, und eine Wertung mit
club-provisional = vorläufig
club-ratings-seats-intro-end = dahinter ist vorläufig: noch zu wenige Partien,
    um sicher zu sein. Der Sieger einer Partie gewinnt gegen jeden anderen Platz, die übrigen teilen sich
    den zweiten Platz; Partner gewinnen und verlieren gemeinsam.
club-ratings-intro = Glicko-2-Wertungen der Spieler, die in den letzten { $days } Tagen eine gewertete Partie
    { $name } beendet haben, die besten zuerst. Eine Wertung mit
club-ratings-intro-end = dahinter ist vorläufig: noch zu wenige Partien, um sicher zu sein. Siehe auch die
club-ratings-statistics = Statistik
club-ratings-nobody = Niemand hat in letzter Zeit eine gewertete Partie { $name } beendet.
club-col-rated-games = Gewertete Partien
club-ratings-pages = Seiten
club-ratings-better = Besser gewertet
club-ratings-lower = Niedriger gewertet
club-history-intro = Wertungen, eine pro Spiel, nach jeder gewerteten Partie: Glicko-2 für die Spiele zu zweit, Weng-Lin
    (OpenSkill) auf derselben Skala für die Spiele zu mehr als zweit. Alle beginnen bei 1500; eine Wertung
    mit
club-history-intro-end = dahinter ist vorläufig (Abweichung über 110).
    Eine Partie, die endet, bevor jede Seite (jeder Platz) { $count ->
        [one] einen Zug
       *[other] { $count } Züge
    } gemacht hat, wird nicht gewertet.
club-history-none = { $name } hat noch keine gewertete Partie beendet.
club-history-leaderboard = Bestenliste { $name }
club-history-caption = { $name }: Wertung nach jeder gewerteten Partie
club-col-date = Datum
club-col-deviation = Abweichung
club-history-summary = { $name }: { $count ->
        [one] { $count } gewertete Partie
       *[other] { $count } gewertete Partien
    }, von { $from } bis { $to }

## Neuigkeiten

club-news = Neuigkeiten
club-news-none = Keine Neuigkeiten.
club-news-none-page = Keine Neuigkeiten auf dieser Seite.
club-news-newer = Neuere
club-news-older = Ältere

## Die API-Seite

club-api-title = Die JSON-API
club-api-intro-1 = Programme (Bots, Apps) spielen über
club-api-intro-2 = mit einem persönlichen
    Token, erstellt unter
club-api-tokens = API-Tokens
club-api-intro-3 = und gesendet als
club-api-intro-4 = . Keine Cookies und keine Formular-Tokens; jede
    Antwort ist JSON. Eine Ablehnung ist
club-api-intro-5 = mit dem
    Status, den die Seite bekäme:
club-api-intro-6 = bleibt für Programme gleich
club-api-intro-7 = , ein veralteter
club-api-intro-8 = ergibt 409,
    ein fehlendes oder widerrufenes Token 401.
club-api-openapi = Das OpenAPI-Dokument:
club-api-me = Wem das Token gehört.
club-api-games = Deine Partien, in denen du am Zug bist, die dringendste zuerst (ohne
club-api-games-2 = : alle deine laufenden Partien).
club-api-game = Eine Partie: Spiel, Hausregeln, Spieler, die Stellung im Textformat
    der Regeln,
club-api-game-2 = , wer am Zug ist, die Frist, die erlaubten Züge, wenn
    du am Zug bist, das Ergebnis, sobald sie vorbei ist.
club-api-move = Einen Zug senden, gemacht bei
club-api-move-2 = N (füge
club-api-move-3 = hinzu, um dabei Remis anzubieten); antwortet mit der Partie, wie sie danach steht.
club-api-resign = Aufgeben.
club-api-draw = Remis anbieten, oder das des Gegners mit
club-api-draw-2 = annehmen oder mit
club-api-draw-3 = ablehnen.
club-api-record = Die Partienotation als Text (der Download der Seite).
club-api-offers = Der Warteraum: offene Partien anderer, Einladungen an dich, deine eigenen Angebote.
club-api-post = Eine Partie anbieten (nur
club-api-post-2 = ist nötig;
club-api-post-3 = macht daraus eine
    Einladung), wie es das Formular „Neues Spiel“ tut; 201 mit ihrer Kennung. Eine Einladung an einen
    Computerspieler
club-api-post-4 = wird sofort angenommen: In der Antwort ist
club-api-post-5 = die Kennung der Partie.
club-api-join = Einem Angebot beitreten oder eine Einladung annehmen: Die Partie beginnt; 201 mit ihrer Kennung.
club-api-curl = Mit curl
