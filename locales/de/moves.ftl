# Warum die Regeln einen Zug ablehnen. Feldnamen bleiben, wie das Brett sie nennt.

move-illegal = unerlaubter Zug: { $reason }
move-colour = { $colour ->
    [white] Weiß
    [black] Schwarz
    [red] Rot
    [orange] Orange
    [yellow] Gelb
    [green] Grün
    [blue] Blau
    [purple] Lila
   *[other] { $colour }
}
move-off-board = { $square } liegt nicht auf dem Brett
move-not-your-piece = auf { $square } steht kein Stein von { $colour }
move-occupied = { $square } ist nicht leer
move-step-then-more = der Schritt nach { $square } beendet den Zug: Schritt und Sprünge mischen sich nie in einem Zug
move-step-after-jump = der Schritt nach { $square } folgt auf einen Sprung: Schritt und Sprünge mischen sich nie in einem Zug
move-not-step-or-jump = { $from }-{ $to } ist weder ein Schritt noch ein Sprung
move-nothing-to-jump = { $from }-{ $to } springt über { $over }, wo kein Stein steht
move-revisit = die Sprungfolge landet auf { $square }, wo der Stein in diesem Zug schon stand
move-not-straight = { $from }-{ $to } verläuft nicht entlang einer Reihe oder Linie
move-too-many-squares = ein Embargo-Zug nennt zwei Felder: wo der Stein beginnt und wo er endet
move-wall = { $square } gehört zu einer Mauer
move-own-yard = { $square } liegt im eigenen Lager des Ziehenden, wo nie ein Stein landen darf
move-may-not-pass = { $colour } hat einen erlaubten Zug und darf nicht passen
move-must-pass = { $colour } hat keinen erlaubten Zug und muss passen
move-incomplete = der Zug nennt einen Stein, aber kein Ziel
move-foreign-point = der Zug endet auf { $square }, in einer Spitze, die weder Start noch Ziel des Ziehenden ist (Spitzen: durchziehen)
move-number-overflow = Zug { $number } ist die letzte Zugnummer, die es gibt: auf den Zug von { $colour } kann keiner mehr folgen

# Warum die Regeln einen Remis-Antrag ablehnen.
move-claim-not-claim-rule = diese Partie endet bei Wiederholung von selbst remis; es gibt nichts zu beantragen
move-claim-too-early = Remis kann erst nach Zug { $after } beantragt werden; dies ist Zug { $number }
move-claim-no-repetition = { $seen ->
    [one] der Zug würde die Stellung nicht zum dritten Mal wiederholen (zuvor { $seen } Mal gesehen)
   *[other] der Zug würde die Stellung nicht zum dritten Mal wiederholen (zuvor { $seen } Mal gesehen)
}
