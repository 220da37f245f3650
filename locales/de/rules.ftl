# Die Regelseiten: wie man jedes Spiel spielt (templates/rules.html,
# templates/seat_rules.html), die Liste der Spiele (templates/rules_index.html)
# und die Wörter, die crates/server/src/rules_pages.rs dafür baut.
#
# Feld- und Lochnamen (c5, g5), Zugtexte (c5-a5, d2-f7-h5) und Spiel-Ids
# bleiben in jeder Sprache unverändert. Das Fettgedruckte steht zwischen zwei
# Nachrichten; eine Nachricht, die mit einem Satzzeichen beginnt, folgt ihm
# ohne Leerzeichen. Der Knopf auf der Spielseite heißt „Fertig mit dem Zug“.

## Jede Regelseite

rules-title = So spielst du { $name }
rules-moves = Züge
rules-a-step = Ein Schritt
rules-jumps = Sprünge
rules-target = Ziel
rules-other-games = Andere Spiele:

## Die Spiele für zwei (templates/rules.html)

rules-two-intro = { $name } wird von zwei Spielern auf einem Brett mit { $size }×{ $size } Feldern gespielt, mit je { $pieces ->
    [one] einem Stein
   *[other] { $pieces } Steinen
}. Deine Steine beginnen in deinem
rules-two-yard = Lager
rules-two-intro-yard = , der schattierten Ecke unten rechts auf deinem Brett; die Steine deines Gegners beginnen in der gegenüberliegenden Ecke. Weiß zieht zuerst. Worum es geht: als Erster alle deine Steine in das gegenüberliegende Lager zu bringen, dein
rules-two-intro-end = .
rules-two-start = Das ist die Anfangsstellung, wie Weiß sie sieht:
rules-two-in-each-turn = In jedem Zug ziehst du einen Stein, auf eine von zwei Arten:
rules-two-step = auf eines der acht Nachbarfelder (gerade oder diagonal), das leer ist. Ein Schritt beendet deinen Zug.
rules-two-jumps = : über einen direkt benachbarten Stein, deinen eigenen oder einen des Gegners, in jeder der acht Richtungen, auf das leere Feld direkt dahinter. Es wird nichts geschlagen. Nach einem Sprung darf derselbe Stein erneut springen, in jede Richtung und so oft er kann; du darfst nach jedem Sprung aufhören („Fertig mit dem Zug“). Springen ist nie Pflicht.
rules-two-no-mix = Schritt und Sprünge werden in einem Zug nie gemischt. Eine Sprungkette darf auf keinem Feld landen, auf dem der Stein in diesem Zug schon stand, sein Ausgangsfeld eingeschlossen.
rules-two-pass = Wer keinen erlaubten Zug hat, passt; der Server trägt das Passen selbst ein. Wer einen Zug hat, darf nicht passen.

## Die Mauern von Embargo

rules-embargo-rook = Ein Stein zieht wie ein Turm im Schach: beliebig viele leere Felder entlang seiner Reihe oder Linie. Er darf nie auf einem Feld seines eigenen Lagers landen (darüber hinwegziehen darf er).
rules-walls = Mauern.
rules-walls-block = Zwei Steine derselben Farbe auf einer Reihe oder Linie, zwischen denen nur leere Felder liegen, bilden eine Mauer: diese leeren Felder. Diagonalen bilden keine Mauern. Eine Mauer jeder Farbe sperrt beide Spieler: Ein Zug darf ein Mauerfeld weder betreten noch überqueren, außer beim
rules-walls-shortens = Verkürzen
rules-walls-shortening = der eigenen Mauer: Ein Endstein einer Mauer darf entlang der Mauer auf seinen Partner zuziehen (und hält vor ihm an). Ein solcher Zug darf eine Mauer durchqueren, die ihn kreuzt (
rules-walls-tunneling = Tunneln
rules-walls-tunneling-after = ), und darf sogar auf ihr stehen bleiben, womit er diese Mauer sprengt (
rules-walls-busting = Sprengen
rules-walls-busting-after = ). Sich vom Partner wegzubewegen (
rules-walls-extending = Verlängern
rules-walls-extending-after = der Mauer) ist ein gewöhnlicher Zug, der wie üblich von anderen Mauern blockiert wird.
rules-walls-pictures = Mauern in Bildern
rules-walls-pictures-key = Schraffierte Felder sind Mauern. Ein roter Rahmen markiert den Stein, der zieht, ein roter Punkt, wohin er geht; ein blauer Rahmen markiert einen gerade gespielten Zug.

rules-wall-title = Eine Mauer
rules-wall-words = Zwei Steine einer Farbe auf einer Reihe oder Linie, zwischen denen nur leere Felder liegen, mauern diese Felder ein (schraffiert). Eine Mauer jeder Farbe sperrt beide Spieler.
rules-wall-caption = Die weißen Steine c5 und g5 mauern d5, e5 und f5 ein; die schwarzen b7 und f7 mauern c7, d7 und e7 ein. Die roten Punkte zeigen, wohin der schwarze Stein e2 ziehen darf: die e-Linie hinauf hält er vor der weißen Mauer an.
rules-extending-title = Verlängern
rules-extending-words = Ein Endstein einer Mauer, der sich von seinem Partner wegbewegt, macht die Mauer länger. Das ist ein gewöhnlicher Zug, weiterhin von anderen Mauern blockiert.
rules-extending-before = Weiß zieht c5 von g5 weg
rules-extending-after = Die Mauer reicht jetzt von b5 bis f5
rules-shortening-title = Verkürzen
rules-shortening-words = Ein Endstein einer Mauer darf entlang seiner eigenen Mauer auf seinen Partner zuziehen und hält vor ihm an: Die Mauer wird kürzer.
rules-shortening-before = Weiß zieht c5 auf g5 zu, über die eigene Mauer
rules-shortening-after = Die Mauer ist jetzt nur noch f5
rules-tunneling-title = Tunneln
rules-tunneling-words = Ein verkürzender Zug darf eine Mauer durchqueren, die ihn kreuzt, egal welcher Farbe: Hier geht der weiße Stein c5 durch die schwarze Mauer auf der e-Linie.
rules-tunneling-before = Die schwarzen Steine e3 und e7 mauern e4, e5 und e6 ein, quer zur weißen Mauer
rules-tunneling-after = Der weiße Stein kam auf der anderen Seite der schwarzen Mauer heraus
rules-busting-title = Sprengen
rules-busting-words = Ein verkürzender Zug darf auch auf der Mauer stehen bleiben, die ihn kreuzt: Die beiden Steine dieser Mauer sind dann nicht mehr nur durch leere Felder getrennt, und die Mauer ist weg.
rules-busting-before = Weiß zieht c5 nach e5, mitten in die schwarze Mauer
rules-busting-after = Die schwarze Mauer ist gesprengt: Die Kreuze zeigen, wo sie war

## Hausregeln der Spiele für zwei

rules-house-rules = Hausregeln
rules-house-rules-chosen = Sie werden beim Anlegen einer Partie gewählt; jede Partieseite nennt ihre eigenen.
rules-camp-deadline-embargo = Frist { $moves }: Sobald beide Spieler { $moves ->
    [one] einen Zug
   *[other] { $moves } Züge
} gemacht haben, verliert, wer noch einen Stein im eigenen Lager hat (haben beide noch einen, ist die Partie remis). Da ein Stein nie im eigenen Lager landen darf, kommt kein Stein zurück, wenn er es einmal verlassen hat.
rules-camp-deadline = Frist { $moves }: Sobald beide Spieler { $moves ->
    [one] einen Zug
   *[other] { $moves } Züge
} gemacht haben, verliert, wer noch einen Stein im eigenen Lager hat (haben beide noch einen, ist die Partie remis). Danach verliert ein Zug, der mit einem deiner Steine wieder im eigenen Lager endet, sofort; eine Sprungkette, die nur hindurchführt, ist erlaubt.
rules-camp-fill = Füllregel: Du gewinnst auch, wenn jedes Feld des gegenüberliegenden Lagers besetzt ist, mindestens eines davon von einem deiner Steine, selbst wenn dein Gegner dort Steine zurückgelassen hat. Vollendet dein Zug das für deinen Gegner, gewinnt dein Gegner.
rules-repetition-auto = Wiederholung, automatisch: Dieselbe Stellung mit demselben Spieler am Zug zum dritten Mal ist remis und wird automatisch erklärt.
rules-repetition-claim = Wiederholung, auf Antrag: Nach Zug 51 darf der Spieler am Zug remis beanspruchen, indem er den Zug nennt, der die Stellung zum dritten Mal wiederholen würde, ohne ihn zu spielen; ein Admin prüft den Antrag.
rules-time = Zeit: Jede Partie hat eine Anzahl Tage pro Zug; wer keine Zeit mehr hat, verliert.
rules-draw-resign = Ein Remis kann jederzeit angeboten und angenommen werden, und jeder Spieler darf aufgeben.

## Die Spiele für mehr als zwei (templates/seat_rules.html)

rules-name-halma-16x16-4 = Halma 16×16 für vier
rules-name-star-2 = Sternhalma für zwei
rules-name-star-3 = Sternhalma für drei
rules-name-star-4 = Sternhalma für vier
rules-name-star-6 = Sternhalma für sechs

rules-star-intro = { $name } ist Sternhalma, auch als Chinese Checkers bekannt: ein sechszackiger Stern aus 121 Löchern, für { $seats } Spieler mit je { $pieces ->
    [one] einem Stein
   *[other] { $pieces } Steinen
}. Jeder Spieler beginnt in einer Zacke des Sterns und versucht als Erster, die gegenüberliegende Zacke zu füllen, sein
rules-four-intro = { $name } ist Monks’ Halma für vier (1883): ein Brett mit 16×16 Feldern und einem
rules-four-camp = Lager
rules-four-intro-camp = aus { $pieces ->
    [one] einem Stein
   *[other] { $pieces } Steinen
} in jeder Ecke. Jeder Spieler versucht als Erster, alle seine Steine in das Lager der gegenüberliegenden Ecke zu bringen, sein
rules-seat-intro-end = .
rules-seat-order = Die Spieler ziehen reihum, im Uhrzeigersinn um das Brett:
rules-seat-from-point = { $point ->
    [south] aus der Südzacke (unten)
    [south-west] aus der Südwestzacke
    [north-west] aus der Nordwestzacke
    [north] aus der Nordzacke (oben)
    [north-east] aus der Nordostzacke
   *[south-east] aus der Südostzacke
}
rules-seat-from-corner = aus der Ecke { $square }
rules-colour = { $colour ->
    [white] Weiß
    [black] Schwarz
    [red] Rot
    [orange] Orange
    [yellow] Gelb
    [green] Grün
    [blue] Blau
   *[purple] Lila
}
rules-star-start = Das ist die Anfangsstellung, wie der erste Spieler sie sieht; auf der Partieseite sieht jeder Spieler das Brett so gedreht, dass seine eigene Zacke unten ist.
rules-four-start = Das ist die Anfangsstellung, wie der erste Spieler sie sieht; auf der Partieseite sieht jeder Spieler das Brett so gedreht, dass seine eigene Ecke unten rechts ist.
rules-seat-in-each-turn = In jedem Zug ziehst du einen deiner Steine, auf eine von zwei Arten:
rules-star-step = in eines der sechs Nachbarlöcher (links, rechts und die vier Diagonalen), das leer ist. Ein Schritt beendet deinen Zug.
rules-star-jumps = : über einen benachbarten Stein beliebiger Farbe in das leere Loch direkt dahinter, in derselben Richtung. Es wird nichts geschlagen. Derselbe Stein darf so oft erneut springen, wie er kann, und du darfst nach jedem Sprung aufhören („Fertig mit dem Zug“).
rules-four-step = auf eines der acht Nachbarfelder, das leer ist. Ein Schritt beendet deinen Zug.
rules-four-jumps = : über einen benachbarten Stein beliebiger Farbe auf das leere Feld direkt dahinter. Es wird nichts geschlagen. Derselbe Stein darf so oft erneut springen, wie er kann, und du darfst nach jedem Sprung aufhören („Fertig mit dem Zug“).
rules-star-chain = Eine Sprungkette darf in einem Zug nicht zweimal im selben Loch landen, ihren Anfang eingeschlossen. Ein Spieler ohne erlaubten Zug passt; der Server trägt das Passen selbst ein.
rules-four-chain = Eine Sprungkette darf in einem Zug nicht zweimal auf demselben Feld landen, ihren Anfang eingeschlossen. Ein Spieler ohne erlaubten Zug passt; der Server trägt das Passen selbst ein.
rules-star-pictures = Die Züge in Bildern
rules-star-pictures-key = Ein blauer Ring markiert die Löcher des gerade gespielten Zugs.
rules-star-step-caption = Ein Schritt: Rot zieht d2 in das leere Nachbarloch e6, und der Zug ist zu Ende.
rules-star-chain-caption = Eine Sprungkette: Rot springt mit d2 über Grüns e7 nach f7, dann über Grüns g6 nach h5. Es wird nichts geschlagen.
rules-star-points-caption = Die Zackenregel (Durchziehen): Rot springt mit d1 über e5 nach f4, über f3 nach f2 in der linken Zacke, wo der Stein nicht stehen bleiben darf, und weiter über g2 nach h2, wieder hinaus.
rules-points = Zacken
rules-points-house-rule = (eine Hausregel): Bei
rules-points-pass-through = Durchziehen
rules-points-pass-through-words = , der üblichen Regel, darf ein Zug nicht in einer Zacke enden, die weder dein Start noch dein Ziel ist, aber eine Sprungkette darf dort landen und weiterspringen; bei
rules-points-rest = Verweilen
rules-points-rest-words = darf ein Zug überall enden.

rules-seat-ends = Wie die Partie endet
# Deutsch stellt das fette Wort an den Anfang: „Fertig ist ein Spieler, …“.
rules-seat-finishes-before = {""}
rules-seat-finishes = Fertig
rules-star-finishes-after = ist ein Spieler, wenn alle seine Steine in seinem Ziel stehen oder wenn jedes Loch seines Ziels besetzt ist und mindestens eines davon von einem eigenen Stein (die Füllregel). Wer als Erster fertig ist, gewinnt; die anderen teilen sich den zweiten Platz.
rules-four-finishes-after = ist ein Spieler, wenn alle seine Steine in seinem Ziel stehen oder wenn jedes Feld seines Ziels besetzt ist und mindestens eines davon von einem eigenen Stein (die Füllregel). Wer als Erster fertig ist, gewinnt; die anderen teilen sich den zweiten Platz.
rules-partners = Partner
rules-partners-words = (eine Hausregel): Die Spieler 1 und 3 spielen gegen die Spieler 2 und 4, sie beginnen in gegenüberliegenden Ecken. Ein Spieler, der fertig ist, wird von da an übersprungen; das erste Paar, dessen beide Spieler fertig sind, gewinnt, und ein Paar verliert, sobald einer seiner Spieler ausscheidet.
rules-seat-leaves-before = Ein Spieler, der
rules-seat-resigns = aufgibt
rules-seat-or = oder
rules-seat-runs-out = keine Zeit mehr hat, scheidet
rules-seat-leaves-after = aus der Partie aus: Seine Steine bleiben, wo sie sind, und er wird von da an übersprungen. Bleibt nur ein Spieler übrig, gewinnt er.
rules-seat-draw-before = Dieselbe Stellung mit demselben Spieler am Zug zum dritten Mal ist ein
rules-seat-draw = Remis
rules-seat-draw-after = unter den Spielern, die noch spielen. Ein Remis durch Einigung braucht die Zustimmung aller, die noch spielen.

## Die Liste der Spiele (templates/rules_index.html)

rules-index-title = Die Spiele
rules-index-intro = Jedes Spiel hier ist ein Wettlauf: Bring alle deine Steine aus deiner Ecke, deinem Lager, in die gegenüberliegende, bevor dein Gegner es schafft. Jede Seite erklärt Brett, Züge und Hausregeln eines Spiels und zeigt seine Anfangsstellung.
rules-index-two = Brett mit { $size }×{ $size } Feldern, je { $pieces ->
    [one] ein Stein
   *[other] { $pieces } Steine
}
rules-index-more-than-two = Spiele für mehr als zwei
rules-index-seats = { $seats } Spieler, je { $pieces ->
    [one] ein Stein
   *[other] { $pieces } Steine
}
rules-index-record = Hast du eine Partienotation?
rules-index-replay = Spiel sie nach
rules-index-replay-after = und sieh dir ihre Züge und ihre letzte Stellung an.
