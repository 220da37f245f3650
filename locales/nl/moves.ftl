# Waarom de regels een zet weigeren. Veldnamen blijven zoals het bord ze noemt.

move-illegal = ongeldige zet: { $reason }
move-colour = { $colour ->
    [white] wit
    [black] zwart
    [red] rood
    [orange] oranje
    [yellow] geel
    [green] groen
    [blue] blauw
    [purple] paars
   *[other] { $colour }
}
move-off-board = { $square } ligt niet op het bord
move-not-your-piece = er staat geen { $colour } stuk op { $square }
move-occupied = { $square } is niet leeg
move-step-then-more = de stap naar { $square } beëindigt de zet: een stap en sprongen gaan nooit samen in één beurt
move-step-after-jump = de stap naar { $square } volgt op een sprong: een stap en sprongen gaan nooit samen in één beurt
move-not-step-or-jump = { $from }-{ $to } is geen stap en geen sprong
move-nothing-to-jump = { $from }-{ $to } springt over { $over }, waar geen stuk staat
move-revisit = de sprongreeks landt op { $square }, waar het stuk deze beurt al stond
move-not-straight = { $from }-{ $to } loopt niet langs een rij of lijn
move-too-many-squares = een Embargo-zet noemt twee velden: waar het stuk begint en eindigt
move-wall = { $square } hoort bij een muur
move-own-yard = { $square } ligt in het eigen kamp van de speler, waar een stuk nooit mag landen
move-may-not-pass = { $colour } heeft een geldige zet en mag niet passen
move-must-pass = { $colour } heeft geen geldige zet en moet passen
move-incomplete = de zet noemt een stuk maar geen bestemming
move-foreign-point = de zet eindigt op { $square }, in een punt dat niet het begin of het doel van de speler is (punten: doortrekken)
move-number-overflow = zet { $number } is het laatste zetnummer dat er is: na de zet van { $colour } kan geen zet meer volgen

# Waarom de regels een remiseclaim weigeren.
move-claim-not-claim-rule = deze partij wordt bij herhaling vanzelf remise; er valt niets te claimen
move-claim-too-early = remise kan pas na zet { $after } geclaimd worden; dit is zet { $number }
move-claim-no-repetition = { $seen ->
    [one] de zet zou de stelling niet voor de derde keer herhalen ({ $seen } keer eerder gezien)
   *[other] de zet zou de stelling niet voor de derde keer herhalen ({ $seen } keer eerder gezien)
}
