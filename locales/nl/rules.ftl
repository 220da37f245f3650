# De spelregelpagina's: hoe je elk spel speelt (templates/rules.html,
# templates/seat_rules.html), de lijst met spellen (templates/rules_index.html)
# en de woorden die crates/server/src/rules_pages.rs ervoor maakt.
#
# Namen van velden en gaten (c5, g5), zettekst (c5-a5, d2-f7-h5) en spel-id's
# blijven in elke taal zoals ze zijn. Het vetgedrukte woord staat tussen twee
# berichten; een bericht dat met een leesteken begint, volgt er zonder spatie
# op. De knop op de partijpagina heet ‘Klaar met zetten’.

## Elke spelregelpagina

rules-title = Zo speel je { $name }
rules-moves = Zetten
rules-a-step = Een stap
rules-jumps = Sprongen
rules-target = doel
rules-other-games = Andere spellen:

## De spellen voor twee (templates/rules.html)

rules-two-intro = { $name } wordt door twee spelers gespeeld op een bord van { $size }×{ $size } velden, met elk { $pieces ->
    [one] één pion
   *[other] { $pieces } pionnen
}. Je pionnen beginnen in je
rules-two-yard = kamp
rules-two-intro-yard = , de gearceerde hoek rechtsonder op je bord; die van je tegenstander beginnen in de tegenoverliggende hoek. Wit begint. De bedoeling: als eerste al je pionnen naar het tegenoverliggende kamp brengen, je
rules-two-intro-end = .
rules-two-start = Dit is de beginstelling, zoals Wit die ziet:
rules-two-in-each-turn = In elke beurt verplaats je één pion, op een van twee manieren:
rules-two-step = naar een van de acht aangrenzende velden (recht of diagonaal) dat leeg is. Een stap beëindigt je beurt.
rules-two-jumps = : over een direct aangrenzende pion, van jezelf of van je tegenstander, in een van de acht richtingen, naar het lege veld er direct achter. Er wordt niets geslagen. Na een sprong mag dezelfde pion opnieuw springen, in elke richting, zo vaak als hij kan; je mag na elke sprong stoppen (‘Klaar met zetten’). Springen is nooit verplicht.
rules-two-no-mix = Een stap en sprongen worden in één beurt nooit gecombineerd. Een sprongketen mag niet landen op een veld waar de pion in deze beurt al stond, het beginveld inbegrepen.
rules-two-pass = Een speler zonder geldige zet past; de server legt de pas zelf vast. Een speler die een zet heeft, mag niet passen.

## De muren van Embargo

rules-embargo-rook = Een pion zet als een toren bij het schaken: een willekeurig aantal lege velden langs zijn rij of lijn. Hij mag nooit landen op een veld van zijn eigen kamp (eroverheen gaan mag wel).
rules-walls = Muren.
rules-walls-block = Twee pionnen van dezelfde kleur op één rij of lijn met alleen lege velden ertussen vormen een muur: die lege velden. Diagonalen vormen geen muren. Een muur van welke kleur ook blokkeert beide spelers: een zet mag een muurveld niet betreden of passeren, behalve bij het
rules-walls-shortens = verkorten
rules-walls-shortening = van je eigen muur: een eindpion van een muur mag langs de muur naar zijn partner toe gaan (en stopt vóór hem). Zo'n zet mag door een muur gaan die hem kruist (
rules-walls-tunneling = tunnelen
rules-walls-tunneling-after = ) en mag er zelfs op stoppen, waardoor die muur breekt (
rules-walls-busting = doorbreken
rules-walls-busting-after = ). Van de partner weg gaan (
rules-walls-extending = verlengen
rules-walls-extending-after = van de muur) is een gewone zet, zoals gewoonlijk geblokkeerd door andere muren.
rules-walls-pictures = Muren in beeld
rules-walls-pictures-key = Gearceerde velden zijn muren. Een rode rand markeert de pion die zet en een rode stip waar hij heen gaat; een blauwe rand markeert een zet die net gedaan is.

rules-wall-title = Een muur
rules-wall-words = Twee pionnen van één kleur op een rij of lijn, met alleen lege velden ertussen, ommuren die velden (gearceerd). Een muur van welke kleur ook blokkeert beide spelers.
rules-wall-caption = De witte pionnen c5 en g5 ommuren d5, e5 en f5; de zwarte b7 en f7 ommuren c7, d7 en e7. De rode stippen tonen waar de zwarte pion e2 heen mag: de e-lijn op stopt hij vóór de witte muur.
rules-extending-title = Verlengen
rules-extending-words = Een eindpion van een muur die van zijn partner weg gaat, maakt de muur langer. Het is een gewone zet, nog steeds geblokkeerd door andere muren.
rules-extending-before = De witte pion c5 gaat van g5 weg
rules-extending-after = De muur loopt nu van b5 tot f5
rules-shortening-title = Verkorten
rules-shortening-words = Een eindpion van een muur mag langs zijn eigen muur naar zijn partner toe gaan en stopt vóór hem: de muur wordt korter.
rules-shortening-before = De witte pion c5 gaat naar g5 toe, over zijn eigen muur
rules-shortening-after = De muur is nu alleen f5
rules-tunneling-title = Tunnelen
rules-tunneling-words = Een verkortende zet mag door een muur gaan die hem kruist, van welke kleur ook: hier gaat de witte pion c5 door de zwarte muur op de e-lijn.
rules-tunneling-before = De zwarte pionnen e3 en e7 ommuren e4, e5 en e6, dwars op de witte muur
rules-tunneling-after = De witte pion kwam aan de andere kant van de zwarte muur uit
rules-busting-title = Doorbreken
rules-busting-words = Een verkortende zet mag ook stoppen op de muur die hem kruist: de twee pionnen van die muur worden dan niet meer alleen door lege velden gescheiden, en de muur is weg.
rules-busting-before = De witte pion c5 stopt op e5, midden in de zwarte muur
rules-busting-after = De zwarte muur is doorbroken: de kruisjes tonen waar hij stond

## Huisregels van de spellen voor twee

rules-house-rules = Huisregels
rules-house-rules-chosen = Gekozen wanneer een partij wordt aangemaakt; elke partijpagina noemt haar eigen huisregels.
rules-camp-deadline-embargo = Termijn { $moves }: zodra beide spelers { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
} hebben gedaan, verliest een speler die nog een pion in zijn eigen kamp heeft (als dat voor beiden geldt, is de partij remise). Omdat een pion nooit in zijn eigen kamp mag landen, komt een pion die het verlaten heeft nooit terug.
rules-camp-deadline = Termijn { $moves }: zodra beide spelers { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
} hebben gedaan, verliest een speler die nog een pion in zijn eigen kamp heeft (als dat voor beiden geldt, is de partij remise). Daarna verliest een zet die eindigt met een van je pionnen terug in je eigen kamp meteen; een sprongketen die er alleen doorheen gaat, mag wel.
rules-camp-fill = Vulregel: je wint ook als elk veld van het tegenoverliggende kamp bezet is, minstens één ervan door een eigen pion, ook als je tegenstander daar pionnen heeft laten staan. Maakt jouw zet dit af voor je tegenstander, dan wint je tegenstander.
rules-repetition-auto = Herhaling, automatisch: dezelfde stelling met dezelfde speler aan zet voor de derde keer is remise, automatisch vastgesteld.
rules-repetition-claim = Herhaling, op claim: na zet 51 mag de speler aan zet remise claimen door de zet te noemen die de stelling voor de derde keer zou herhalen, zonder hem te spelen; een beheerder controleert de claim.
rules-time = Tijd: elke partij heeft een aantal dagen per zet; een speler van wie de tijd op is, verliest.
rules-draw-resign = Remise kan op elk moment worden aangeboden en aangenomen, en een speler mag opgeven.

## De spellen voor meer dan twee (templates/seat_rules.html)

rules-name-halma-16x16-4 = Halma 16×16 voor vier
rules-name-star-2 = Chinees dammen voor twee
rules-name-star-3 = Chinees dammen voor drie
rules-name-star-4 = Chinees dammen voor vier
rules-name-star-6 = Chinees dammen voor zes

rules-star-intro = { $name } wordt gespeeld op de ster van Chinees dammen (Sternhalma), een zespuntige ster van 121 gaten, voor { $seats } spelers met elk { $pieces ->
    [one] één pion
   *[other] { $pieces } pionnen
}. Elke speler begint in een punt van de ster en probeert als eerste het tegenoverliggende punt te vullen, zijn
rules-four-intro = { $name } is het Halma voor vier van Monks (1883): een bord van 16×16 velden met een
rules-four-camp = kamp
rules-four-intro-camp = van { $pieces ->
    [one] één pion
   *[other] { $pieces } pionnen
} in elke hoek. Elke speler probeert als eerste al zijn pionnen naar het kamp in de tegenoverliggende hoek te brengen, zijn
rules-seat-intro-end = .
rules-seat-order = De spelers zijn om de beurt aan zet, met de klok mee rond het bord:
rules-seat-from-point = { $point ->
    [south] vanuit het zuidpunt (onder)
    [south-west] vanuit het zuidwestpunt
    [north-west] vanuit het noordwestpunt
    [north] vanuit het noordpunt (boven)
    [north-east] vanuit het noordoostpunt
   *[south-east] vanuit het zuidoostpunt
}
rules-seat-from-corner = vanuit de hoek { $square }
rules-colour = { $colour ->
    [white] wit
    [black] zwart
    [red] rood
    [orange] oranje
    [yellow] geel
    [green] groen
    [blue] blauw
   *[purple] paars
}
rules-star-start = Dit is de beginstelling, zoals de eerste speler die ziet; op de partijpagina ziet elke speler het bord zo gedraaid dat zijn eigen punt onderaan staat.
rules-four-start = Dit is de beginstelling, zoals de eerste speler die ziet; op de partijpagina ziet elke speler het bord zo gedraaid dat zijn eigen hoek rechtsonder staat.
rules-seat-in-each-turn = In elke beurt verplaats je een van je pionnen, op een van twee manieren:
rules-star-step = naar een van de zes aangrenzende gaten (links, rechts en de vier diagonalen) dat leeg is. Een stap beëindigt je beurt.
rules-star-jumps = : over een aangrenzende pion van welke kleur ook naar het lege gat er direct achter, in dezelfde richting. Er wordt niets geslagen. Dezelfde pion mag zo vaak opnieuw springen als hij kan, en je mag na elke sprong stoppen (‘Klaar met zetten’).
rules-four-step = naar een van de acht aangrenzende velden dat leeg is. Een stap beëindigt je beurt.
rules-four-jumps = : over een aangrenzende pion van welke kleur ook naar het lege veld er direct achter. Er wordt niets geslagen. Dezelfde pion mag zo vaak opnieuw springen als hij kan, en je mag na elke sprong stoppen (‘Klaar met zetten’).
rules-star-chain = Een sprongketen mag in één beurt niet twee keer in hetzelfde gat landen, het begin inbegrepen. Een speler zonder geldige zet past; de server legt de pas zelf vast.
rules-four-chain = Een sprongketen mag in één beurt niet twee keer op hetzelfde veld landen, het begin inbegrepen. Een speler zonder geldige zet past; de server legt de pas zelf vast.
rules-star-pictures = De zetten in beeld
rules-star-pictures-key = Een blauwe ring markeert de gaten van de zet die net gedaan is.
rules-star-step-caption = Een stap: de rode pion d2 gaat naar het lege aangrenzende gat e6 en de beurt is voorbij.
rules-star-chain-caption = Een sprongketen: de rode pion d2 springt over de groene e7 naar f7, dan over de groene g6 naar h5. Er wordt niets geslagen.
rules-star-points-caption = De puntenregel (doortrekken): de rode pion d1 springt over e5 naar f4, over f3 naar f2 in het linkerpunt, waar hij niet mag stoppen, en verder over g2 naar h2, er weer uit.
rules-points = Punten
rules-points-house-rule = (een huisregel): met
rules-points-pass-through = doortrekken
rules-points-pass-through-words = , de gebruikelijke regel, mag een zet niet eindigen in een punt dat niet je begin en niet je doel is, al mag een sprongketen daar landen en verder springen; met
rules-points-rest = rusten
rules-points-rest-words = mag een zet overal eindigen.

rules-seat-ends = Hoe de partij eindigt
rules-seat-finishes-before = Een speler is
rules-seat-finishes = klaar
rules-star-finishes-after = als al zijn pionnen in zijn doel staan, of als elk gat van zijn doel bezet is en minstens één ervan door een eigen pion (de vulregel). De eerste speler die klaar is, wint; de anderen delen de tweede plaats.
rules-four-finishes-after = als al zijn pionnen in zijn doel staan, of als elk veld van zijn doel bezet is en minstens één ervan door een eigen pion (de vulregel). De eerste speler die klaar is, wint; de anderen delen de tweede plaats.
rules-partners = Partners
rules-partners-words = (een huisregel): spelers 1 en 3 spelen tegen spelers 2 en 4 en beginnen in tegenoverliggende hoeken. Een speler die klaar is, wordt vanaf dan overgeslagen; het eerste paar waarvan beide spelers klaar zijn, wint, en een paar verliest zodra een van zijn spelers de partij verlaat.
rules-seat-leaves-before = Een speler die
rules-seat-resigns = opgeeft
rules-seat-or = of
rules-seat-runs-out = door zijn tijd heen is, verlaat
rules-seat-leaves-after = de partij: zijn pionnen blijven staan waar ze staan en hij wordt vanaf dan overgeslagen. Blijft er maar één speler over, dan wint die.
rules-seat-draw-before = Dezelfde opstelling met dezelfde speler aan zet voor de derde keer is
rules-seat-draw = remise
rules-seat-draw-after = tussen de spelers die nog meedoen. Remise bij overeenkomst vraagt de instemming van elke speler die nog meedoet.

## De lijst met spellen (templates/rules_index.html)

rules-index-title = De spellen
rules-index-intro = Elk spel hier is een race: breng al je pionnen van je hoek, je kamp, naar de tegenoverliggende hoek voordat je tegenstander dat doet. Elke pagina legt het bord, de zetten en de huisregels van een spel uit, met de beginstelling getekend.
rules-index-two = bord van { $size }×{ $size } velden, elk { $pieces ->
    [one] één pion
   *[other] { $pieces } pionnen
}
rules-index-more-than-two = Spellen voor meer dan twee
rules-index-seats = { $seats } spelers, elk { $pieces ->
    [one] één pion
   *[other] { $pieces } pionnen
}
rules-index-record = Heb je een partijnotatie?
rules-index-replay = Speel die na
rules-index-replay-after = om de zetten en de eindstelling te zien.
