# Die Spielseiten: zwei Spieler und mehr als zwei, das Brett, die Zugliste,
# der Chat, Aufgeben, das Nachspielen einer Partie.

## Farben
game-colour-white = Weiß
game-colour-black = Schwarz
game-colour-red = Rot
game-colour-orange = Orange
game-colour-yellow = Gelb
game-colour-green = Grün
game-colour-blue = Blau
game-colour-purple = Lila

## Kopf der Seite
game-skip-to-board = Zum Spielbrett springen
game-title = { $white } gegen { $black }
game-versus = gegen
game-computer-label = (Computer, Stufe { $level })
game-white-tag = (Weiß)
game-black-tag = (Schwarz)
game-number-label = Partie
game-picture-link = Bild des Bretts
game-tournament = Eine Partie des Turniers
game-not-rated = Nicht gewertet.
game-rated-counted = Gewertet: Das Ergebnis zählte für beide Wertungszahlen.
game-rated-too-short = { $count ->
    [one] Doch nicht gewertet: Die Partie endete, bevor jede Seite 1 Zug gemacht hatte.
   *[other] Doch nicht gewertet: Die Partie endete, bevor jede Seite { $count } Züge gemacht hatte.
}
game-rated-once = { $count ->
    [one] Gewertet, sobald jede Seite 1 Zug gemacht hat: Eine Partie, die früher endet, wird nicht gewertet.
   *[other] Gewertet, sobald jede Seite { $count } Züge gemacht hat: Eine Partie, die früher endet, wird nicht gewertet.
}

## Wer am Zug ist
game-finished = Beendet
game-claim-waiting = Ein Remis-Antrag wartet auf die Entscheidung eines Admins; die Uhren stehen still.
game-your-turn = Du bist am Zug.
game-your-turn-earlier = Du bist am Zug (du siehst eine frühere Stellung).
game-to-move = { $name } ist am Zug ({ $colour }).
game-clock-for-move = { $time } für den Zug von { $name }.
game-clock-bank = { $name } hat { $time } auf dem Zeitkonto für den nächsten Zug.
game-vacation-still = { $name } ist im Urlaub bis { $date }; die Uhr steht still.
game-vacation-runs = { $name } ist im Urlaub bis { $date }; diese Partie erlaubt keinen Urlaub: Die Uhr läuft weiter.
game-claim-rejected = Der Remis-Antrag von { $name } mit { $path } wurde von einem Admin abgelehnt: { $reason }.
game-claim-pending = { $name } beantragt Remis mit { $path } (nicht gespielt); ein Admin entscheidet.
game-bad-path = Dieser Zug ist hier nicht möglich ({ $error }); fang noch einmal an.
game-loss-warning = Vorsicht: Mit diesem Zug verlierst du die Partie ({ $reason }).

## Ergebnisse
game-result = { $result }: { $why }
game-white-wins = Weiß gewinnt
game-black-wins = Schwarz gewinnt
game-draw = Remis
game-name-wins = { $name } gewinnt
game-names-win = { $names } gewinnen
game-and = { $first } und { $second }
game-reason-target-reached = alle Steine im gegenüberliegenden Lager
game-reason-target-filled = das gegenüberliegende Lager ist gefüllt
game-reason-camp-deadline = { $loser } hatte nach Zug { $move } noch Steine im eigenen Lager
game-reason-camp-deadline-both = beide hatten nach Zug { $move } noch Steine im eigenen Lager
game-reason-returned-home = { $loser } zog nach Zug { $move } einen Stein zurück ins eigene Lager
game-reason-returned-home-both = beide hatten nach Zug { $move } Steine im eigenen Lager
game-reason-repetition-claimed = dreifache Wiederholung, beantragt mit { $path } und von einem Admin bestätigt
game-reason-repetition = dreifache Wiederholung
game-reason-agreement = Remis vereinbart
game-reason-resignation = { $loser } hat aufgegeben
game-reason-time = { $loser } hat die Zeit überschritten
game-reason-forfeit = kampflos: { $loser } hat sich vom Turnier zurückgezogen
game-reason-no-winner = kein Gewinner
game-reason-admin = von einem Admin entschieden: { $note }
game-reason-partners-finished = beide Partner sind fertig
game-reason-others-left = alle anderen Plätze haben die Partie verlassen
game-reason-partner-left = ein Partner hat die Partie verlassen
game-why-target-reached = alle Steine haben das gegenüberliegende Lager erreicht
game-why-target-filled = das gegenüberliegende Lager ist voll, mit eigenen Steinen darin
game-why-camp-deadline = { $loser } hatte nach Zug { $move } noch Steine im eigenen Lager
game-why-returned-home = { $loser } zog nach Zug { $move } einen Stein zurück ins eigene Lager
game-why-resignation = { $loser } hat aufgegeben
game-why-time = { $loser } hat die Zeit überschritten
game-why-forfeit = kampflos: { $loser } hat sich vom Turnier zurückgezogen
game-why-agreement = vereinbart von { $white } und { $black }

## Revanche
game-rematch-pending = Revanche an { $name } angeboten: Warte auf die Antwort.
game-rematch-cancel = Revanche zurückziehen
game-rematch-asked = Dein Gegner möchte eine Revanche: Drück auf „Revanche“, um sie zu beginnen.
game-rematch = Revanche
game-rematch-starts = Beginnt die neue Partie, die dein Gegner angeboten hat: dieselben Regeln, die Farben getauscht.
game-rematch-offers = Bietet deinem Gegner eine neue Partie mit denselben Regeln und getauschten Farben an.

## Ziehen
game-hint-choose = Klick auf einen deiner Steine, um ihn zu ziehen.
game-hint-target = Klick auf ein markiertes Feld, um den Stein dorthin zu ziehen, oder auf einen anderen deiner Steine, um stattdessen ihn zu ziehen.
game-hint-jump-or-done = Spring weiter oder drück „Fertig mit dem Zug“.
game-hint-ready = Dein Zug ist fertig: Drück „Absenden“, um ihn zu spielen, oder „Von vorn“.
game-hint-jump = Spring weiter.
game-done-moving = Fertig mit dem Zug
game-your-move = Dein Zug:
game-offer-with-move = Mit diesem Zug Remis anbieten
game-note-label = Notiz zu deinem Zug (erscheint im Chat)
game-submit = Absenden
game-submit-next = Absenden und zur nächsten Partie
game-submit-status = Absenden und zurück zum Spielstand
game-claim-draw = Remis beantragen
game-claim-explained = Nennt diesen Zug als den, der die Stellung zum dritten Mal wiederholt, ohne ihn zu spielen; ein Admin entscheidet.
game-undo = Letzten Sprung zurücknehmen
game-start-over = Von vorn

## Uhren, Remis, Aufgeben
game-clocks = Uhren
game-clock-this-move = { $time } für diesen Zug
game-clock-waiting-bank = wartet; { $time } auf dem Zeitkonto für den nächsten Zug
game-clock-waiting = wartet; { $time } für den nächsten Zug
game-draw-offered-to-you = Dein Gegner bietet Remis an.
game-accept-draw = Remis annehmen
game-decline-draw = Remis ablehnen
game-draw-offered-by-you = Du hast Remis angeboten; warte auf die Antwort deines Gegners.
game-unknown-draw-action = Unbekannte Remis-Aktion.
game-offer-draw = Remis anbieten
game-resign = Aufgeben
game-resign-title = Aufgeben?
game-resign-question = Diese Partie aufgeben?
game-resign-back = Nein, zurück zur Partie
game-resign-words = Wenn du aufgibst, gewinnt { $name } die Partie sofort. Das lässt sich nicht rückgängig machen.
game-seat-resign-words = Wenn du aufgibst, verlässt dein Platz ({ $colour }) die Partie: Deine Steine bleiben stehen, und die anderen spielen ohne dich weiter. Das lässt sich nicht rückgängig machen.
game-seat-resign-words-partners = Wenn du aufgibst, verlässt dein Platz ({ $colour }) die Partie: Deine Steine bleiben stehen, und die anderen spielen ohne dich weiter; mit Partnern verliert dein Paar sofort. Das lässt sich nicht rückgängig machen.

## Züge, Durchblättern
game-moves = Züge
game-no-moves = Noch keine Züge.
game-no-move = Noch kein Zug.
game-step-from-start = Die Partie von Anfang an durchgehen
game-download-record = Partieprotokoll herunterladen
game-replay-record = Ein Protokoll nachspielen
game-steps-label = Die Partie durchgehen
game-back-to-now = Zurück zur aktuellen Stellung
game-step-first = Anfang
game-step-back = Zurück
game-step-forward = Vor
game-step-last = Ende
game-caption-start = Die Anfangsstellung (Halbzug 0 von { $plies }).
game-caption-after = Die Stellung nach Zug { $move }, { $colour } { $path } (Halbzug { $ply } von { $plies }).
game-seat-caption-after = Die Stellung nach Halbzug { $ply } von { $plies }: { $text }.
game-bad-at = „at“ nimmt die Nummer eines Halbzugs, von 0 (der Anfang) bis { $plies } (die Stellung jetzt).
game-no-such-ply = Diese Partie hat keine Stellung nach Halbzug { $at }; „at“ geht von 0 (der Anfang) bis { $plies } (die Stellung jetzt).

## Chat
game-chat = Chat
game-chat-note-two = Nur die beiden Spieler sehen dieses Gespräch.
game-chat-note-seats = Nur die Spieler dieser Partie sehen dieses Gespräch.
game-chat-new = (neu)
game-chat-report = Melden
game-chat-say = Schreib etwas
game-chat-send = In den Chat senden
game-chat-failed = Das hat nicht geklappt
game-chat-too-long = Eine Chatzeile darf höchstens 5000 Zeichen haben. Es wurde nichts gesendet.

## Hausregeln
game-house-rules = Hausregeln
game-how-played = So wird diese Partie gespielt
game-adjudicate = Diese Partie entscheiden (Admin)
game-rule-variant = { $name } ({ $id })
game-rule-deadline = { $count ->
    [one] Lagerfrist: Nachdem beide Spieler 1 Zug gemacht haben, verliert, wer noch einen Stein im eigenen Lager hat (beide: remis).
   *[other] Lagerfrist: Nachdem beide Spieler { $count } Züge gemacht haben, verliert, wer noch einen Stein im eigenen Lager hat (beide: remis).
}
game-rule-deadline-home = { $count ->
    [one] Lagerfrist: Nachdem beide Spieler 1 Zug gemacht haben, verliert, wer noch einen Stein im eigenen Lager hat (beide: remis); danach verliert sofort, wer einen Stein zurück ins eigene Lager zieht.
   *[other] Lagerfrist: Nachdem beide Spieler { $count } Züge gemacht haben, verliert, wer noch einen Stein im eigenen Lager hat (beide: remis); danach verliert sofort, wer einen Stein zurück ins eigene Lager zieht.
}
game-rule-fill = Füllen: Du gewinnst auch, wenn du jedes Feld des gegenüberliegenden Lagers besetzt, mindestens eines mit einem eigenen Stein.
game-rule-repetition-auto = Wiederholung: Dieselbe Stellung zum dritten Mal ist remis, automatisch erklärt.
game-rule-repetition-claim = Wiederholung: Nach Zug { $move } kann ein Spieler Remis beantragen, indem er den Zug nennt, der die Stellung zum dritten Mal wiederholen würde; ein Admin entscheidet.
game-rule-days = { $days }.
game-rule-clock = Uhr: { $clock }.

## Partien für mehr als zwei
game-seats = Plätze, in Zugreihenfolge
game-you = (du)
game-seat-left = hat die Partie verlassen
game-seat-finished = fertig
game-seat-to-move = am Zug
game-seat-played-on = spielte weiter
game-seat-waiting = wartet
game-seat-won = , gewonnen
game-seat-second = , zweiter Platz
game-seat-drawn = , remis
game-seat-due = am Zug, fällig bis { $date }
game-seat-your-turn = Du bist am Zug ({ $colour }). Fällig bis { $date }.
game-seat-to-move-due = { $name } ist am Zug ({ $colour }). Fällig bis { $date }.
game-seat-draw-proposed = { $count ->
    [one] Remis ist vorgeschlagen: { $names } stimmt zu. Remis ist es, wenn jeder noch spielende Platz zustimmt; der nächste Zug beendet den Vorschlag.
   *[other] Remis ist vorgeschlagen: { $names } stimmen zu. Remis ist es, wenn jeder noch spielende Platz zustimmt; der nächste Zug beendet den Vorschlag.
}
game-seat-rule-variant = { $count ->
    [one] { $name }: 1 Platz, die Füllregel.
   *[other] { $name }: { $count } Plätze, die Füllregel.
}
game-seat-rule-partners = Partner: Plätze 1 und 3 gegen Plätze 2 und 4.
game-seat-rule-points = Spitzen: { $points }.
game-seat-why-target-reached = alle Steine haben das gegenüberliegende Lager erreicht
game-seat-why-target-filled = das gegenüberliegende Lager ist voll, mit eigenen Steinen darin
game-seat-why-partner-left = ein Platz des anderen Paars hat die Partie verlassen
game-seat-why-agreement = vereinbart von jedem noch spielenden Platz
game-seat-why-decided = entschieden

## Das Brett
game-board = Spielbrett
game-square-piece = { $square }, { $key ->
    [white] weißer
    [black] schwarzer
    [red] roter
    [orange] oranger
    [yellow] gelber
    [green] grüner
    [blue] blauer
   *[other] lila
} Stein
game-square-empty = { $square }, leer
game-square-selected = , ausgewählt
game-square-target = , hierhin kannst du ziehen
game-square-origin = , hier begann der Zug
game-square-path = , in diesem Zug betreten
game-square-last-move = , letzter Zug
game-square-wall = , Mauer
game-picture-title = { $white } (Weiß) gegen { $black } (Schwarz), { $game }: nach Halbzug { $ply }
game-seat-picture-title = { $seats }, { $game }: nach Halbzug { $ply }
game-seat-picture-name = { $name } ({ $colour })

## Ein Protokoll nachspielen
game-records-title = Ein Partieprotokoll nachspielen
game-records-white = (Weiß)
game-records-black = (Schwarz)
game-records-says = Das Protokoll sagt:
game-records-judged = Die Regeln sagen über seine letzte Stellung:
game-records-steps-label = Das Protokoll durchgehen
game-records-how = So wird gespielt
game-records-label = Ein Partieprotokoll, wie es „Partieprotokoll herunterladen“ auf der Spielseite liefert:
game-records-replay = Nachspielen
game-records-too-long = Dieses Protokoll ist länger als { $size } kB; keine Partie braucht so viel.
game-records-empty = Füge zuerst ein Partieprotokoll in das Feld ein.
game-records-unreadable = Das Protokoll konnte nicht gelesen werden: { $error }.
game-records-no-replay = Das Protokoll lässt sich nicht nachspielen: { $error }.
game-records-in-progress = läuft noch
game-records-goes-on = die Partie geht weiter, { $colour } ist am Zug
