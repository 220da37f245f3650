# Wachtkamer, Nieuw spel, Auto-Match, Tegen de computer en spelstatus.

## Woorden van meerdere pagina's

room-game = Spel
room-you-play = Jij speelt
room-house-rules = Huisregels
room-time = Tijd
room-join = Meedoen
room-cancel = Intrekken
room-decline = Afwijzen
room-from = Van
room-kind = Soort
room-answer = Antwoord
room-new-game = Nieuw spel
room-auto-match = Auto-Match
room-not-rated = niet beoordeeld
room-invitations = Uitnodigingen voor jou
room-seat-games = Spellen voor meer dan twee
room-players = Spelers
room-state = Stand
room-waiting-room-title = Wachtkamer
room-play-computer = Tegen de computer spelen

## De namen van de spellen

room-game-halma-8x8 = Halma 8×8
room-game-halma-10x10 = Halma 10×10
room-game-halma-16x16 = Halma 16×16
room-game-embargo = Embargo
room-game-halma-16x16-4 = Halma 16×16 met vier
room-game-star-2 = Sterhalma met twee
room-game-star-3 = Sterhalma met drie
room-game-star-4 = Sterhalma met vier
room-game-star-6 = Sterhalma met zes

## Kleuren van de plaatsen

room-colour-white = wit
room-colour-black = zwart
room-colour-red = rood
room-colour-orange = oranje
room-colour-yellow = geel
room-colour-green = groen
room-colour-blue = blauw
room-colour-purple = paars

## Spelstatus

room-status-title = Spelstatus
room-opponent = Tegenstander
room-move = Zet
room-last-move = Laatste zet
room-profile-link = (profiel)
room-your-vacation = Je vakantie
room-next-game = Volgend spel
room-your-turn = Jij bent aan zet
room-no-game-to-move = Geen enkel spel wacht op jouw zet.
room-time-left = Resterende tijd
room-waiting-for-opponent = Wachten op je tegenstander
room-no-game-waiting = Geen enkel spel wacht op de zet van een tegenstander.
room-no-invitations = Niemand heeft je voor een spel uitgenodigd.
room-your-offers = Je aanbiedingen in de wachtkamer
room-no-offers = Je hebt geen open aanbiedingen.
room-recently-finished = Onlangs afgelopen
room-no-finished = Nog geen afgelopen spellen.
room-you-played = Jij speelde
room-result = Uitslag
room-news = Nieuws
room-all-news = Al het nieuws
room-nothing-next = Er wacht nu geen enkel spel op jouw zet.
room-no-move-yet = nog geen zet
room-draw-offered-to-you = remise aan jou aangeboden
room-you-offered-draw = jij hebt remise aangeboden
room-outcome-won = gewonnen
room-outcome-lost = verloren
room-outcome-drawn = remise
room-finished = Afgelopen
room-claim-waiting = remiseclaim wacht op een beheerder
room-their-turn = tegenstander aan zet, { $time }
room-their-turn-vacation = tegenstander aan zet, op vakantie tot { $date }, { $time }
room-seat-finished-won = afgelopen: jij hebt gewonnen
room-seat-finished-second = afgelopen: tweede plaats
room-seat-finished-drawn = afgelopen: remise
room-seat-your-turn = jij bent aan zet, { $time }
room-seat-to-move = { $name } is aan zet, { $time }
room-seat-waiting = wacht

## Wachtkamer

room-intro-player = Spellen die voor iedereen zijn aangeboden, Auto-Match-verzoeken die nog op een partner wachten, en spellen waarvoor anderen je hebben uitgenodigd.
room-intro-visitor = Spellen die voor iedereen zijn aangeboden, en Auto-Match-verzoeken die nog op een partner wachten.
room-visitor-log-in = Log in
room-visitor-or = of
room-visitor-register = maak een gebruikersnaam aan
room-visitor-to-join = {" "}om mee te doen of zelf een spel aan te bieden.
room-open-games = Open spellen
room-no-open-games = Er wacht nu geen enkel spel op een speler.
room-post-one = Bied er een aan
room-posted-by = Aangeboden door
room-seats = Plaatsen
room-join-or-leave = Meedoen of vertrekken
room-log-in-to-join = Log in om mee te doen
room-no-seat-games = Geen enkel spel voor meer dan twee wacht op spelers.
room-post-seat-game = Bied er een aan met Nieuw spel (Halma met vier).
room-seats-taken = { $taken } van { $seats } bezet:
room-seat-kept-for = vrijgehouden voor { $name }
room-seat-open = vrij
room-leave-seat = Plaats verlaten
room-computer-level = Computerniveau
room-seat-computer = Een computer laten plaatsnemen
room-your-posts = Je aanbiedingen
room-no-posts = Je hebt hier geen wachtend spel.
room-post-here = Bied hier een spel aan waaraan iedereen mee kan doen, of nodig één speler uit (in een spel met vier tot drie).
room-kind-invitation = uitnodiging voor { $name }
room-kind-auto-match = Auto-Match-verzoek
room-kind-open = open voor iedereen
room-seat-house-rules-fill = vulregel
room-seat-house-rules-partners = partners (plaatsen 1 en 3 tegen 2 en 4)
room-seat-house-rules-points = punten: { $points }

## Nieuw spel

room-new-game-intro = Bied in de wachtkamer een spel aan waaraan iedereen mee kan doen, of nodig één speler uit. Of laat
room-new-game-intro-auto-match = een tegenstander voor je zoeken. Nog niemand om mee te spelen?
room-new-game-intro-computer = : het spel begint meteen.
room-invite-label = Een speler uitnodigen (optioneel)
room-invite-help = Zijn of haar gebruikersnaam. Laat leeg om het spel voor iedereen aan te bieden. In een spel voor meer dan twee één gebruikersnaam per plaats naast de jouwe, gescheiden door komma's; de andere plaatsen blijven vrij.
room-your-buddies = Je vrienden:
room-post-game = Spel aanbieden

## De velden van een spel

room-fields-rules-pages = Het bord en de zetten van elk spel worden op de regelpagina uitgelegd:
room-fields-halma-for-four = Halma met vier
room-fields-star-for = Sterhalma op de ster met
room-fields-two = twee
room-fields-three = drie
room-fields-four = vier
room-fields-six = zes
room-fields-and = en
room-partners-label = Partners
room-partners-help = Alleen bij Halma met vier en de ster met vier: partners beginnen in tegenover elkaar liggende hoeken, en het eerste paar dat allebei thuis is, wint.
room-points-label = Punten van de ster
room-points-help = Alleen bij Sterhalma (Chinese dammen), op de ster.
room-camp-label = Stukken in het eigen kamp
room-camp-help = Kampdeadline: na die zet verliest een speler die nog een stuk in het eigen kamp heeft. Vulregel: een speler wint ook door elk veld van het kamp van de tegenstander te bezetten. Halma 8×8 en 10×10 bieden beide; de gebruikelijke regel is daar de deadline. Embargo kent alleen de kampdeadline (zet 25): de stukken komen nooit in hun eigen kamp terecht.
room-repetition-label = Herhaalde stellingen
room-clock-label = Klok
room-days-label = Dagen per zet
room-days-help = Van { $min } tot { $max } dagen voor elke zet; met een tijdbank de dagen in de bank bij het begin.
room-increment-label = Bank: dagen erbij na elke zet
room-increment-help = Van 0 tot 7; alleen voor een tijdbank.
room-cap-label = Bank: hoogstens zoveel dagen
room-cap-help = Minstens de dagen bij het begin; leeg voor precies die dagen. Alleen voor een tijdbank.
room-weekends-label = Weekenden
room-vacation-label = Vakantie
room-vacation-help-before = Bij een speler op
room-vacation-link = vakantie
room-vacation-help-after = staan de klokken stil in de spellen die dat toestaan.
room-rated-label = Beoordeeld
room-rated-help-before = Een beoordeeld spel verandert de
room-rated-link = ratings
room-rated-help-after = van beide spelers zodra het voorbij is, tenzij het eindigde voordat elke kant twee zetten had gedaan.

## De keuzes van de velden

room-choice-camp-usual = De gebruikelijke regel van het spel
room-choice-camp-deadline = Kampdeadline ({ $games })
room-choice-camp-deadline-game = { $game } zet { $move }
room-choice-camp-fill = Vulregel ({ $games })
room-choice-repetition-auto = Een drievoudige herhaling is meteen remise
room-choice-repetition-claim = Een drievoudige herhaling wordt geclaimd, en een beheerder beslist
room-choice-colour-random = Door loting
room-choice-colour-white = Wit (begint)
room-choice-colour-black = Zwart
room-choice-colour-red = Rood (spellen voor meer dan twee)
room-choice-colour-orange = Oranje (de ster met vier of zes)
room-choice-colour-yellow = Geel (de ster met drie of zes)
room-choice-colour-green = Groen (Halma met vier, de ster met twee, vier of zes)
room-choice-colour-blue = Blauw (de ster met drie, vier of zes)
room-choice-colour-purple = Paars (de ster met zes)
room-choice-rated-yes = Beoordeeld: de uitslag telt voor beide ratings
room-choice-rated-no = Niet beoordeeld
room-choice-clock-per-move = Dezelfde dagen voor elke zet
room-choice-clock-bank = Een tijdbank: dagen bij het begin, meer na elke zet
room-choice-weekends-on = De klok loopt ook in het weekend
room-choice-weekends-off = Weekenden vrij: de klok staat van zaterdag tot maandag stil in de tijdzone van de speler
room-choice-vacation-allowed = Vakantie zet de klok stil
room-choice-vacation-forbidden = Geen vakantie in dit spel
room-choice-partners-off = Ieder voor zich
room-choice-partners-on = Partners: plaatsen 1 en 3 tegen plaatsen 2 en 4 (spellen met vier)
room-choice-points-pass = Doorgaan: een zet mag niet eindigen in de punt van een andere speler
room-choice-points-rest = Rusten: een zet mag overal eindigen
# The points rule's short name, in a line of house rules.
room-points-name-pass-through = doorgaan
room-points-name-rest = rusten

## Auto-Match

room-back-to-status = Terug naar de spelstatus
room-auto-match-intro = Auto-Match start een spel met de speler die het langst wacht op hetzelfde spel met dezelfde huisregels en dagen per zet; de kleuren worden geloot. Wacht er niemand, dan wacht je verzoek op de volgende speler die erom vraagt.
room-range-label = Ratingbereik
room-range-help = Punten boven en onder je rating in dit spel, bijv. 200; leeg voor iedereen. Een speler zonder rating telt als 1500.
room-match-what = { $game } ({ $rules }, { $clock })
room-match-waiting = Nog niemand wacht op { $what }. Je verzoek wacht, in de wachtkamer en op je spelstatus; het spel begint zodra een andere speler om hetzelfde vraagt.
room-match-already-waiting = Je wacht al op { $what }. Het spel begint zodra een andere speler om hetzelfde vraagt.
room-seat-match-waiting = Je verzoek voor { $what } wacht in de wachtkamer; het spel begint zodra { $seats } spelers om hetzelfde vragen.
room-seat-match-already-waiting = Je wacht al op { $what }. Het spel begint zodra { $seats } spelers om hetzelfde vragen.

## Tegen de computer

room-computer-intro = Een spel tegen een van de computerspelers van de site, van niveau 1 (speelt naar voren, losjes) tot niveau 5 (kijkt vele zetten vooruit). Het spel begint meteen, en de computer beantwoordt elk van je zetten binnen een paar seconden. Spellen tegen de computer worden niet beoordeeld.
room-level-label = Niveau
room-level-choice = Niveau { $level } ({ $name })
room-computer-games-help = De spellen voor twee kanten; elk wordt uitgelegd op de
room-computer-rules-link = regelpagina
room-computer-days-help = Jouw tijd voor elke zet; de computer heeft er geen nodig.
room-start-game = Spel starten

## Wat er niet klopt aan de voorwaarden van een formulier

room-terms-no-clock = Er is geen klok ‘{ $value }’: kies per-move of bank.
room-terms-not-a-number = { $problem } Niet ‘{ $value }’.
room-terms-weekends = Weekenden moeten on of off zijn, niet ‘{ $value }’.
room-terms-vacation = Vakantie moet allowed of forbidden zijn, niet ‘{ $value }’.
room-terms-clock-days = Het aantal dagen moet een geheel getal van { $min } tot { $max } zijn.
room-terms-clock-increment = De toeslag moet een geheel aantal dagen van { $min } tot { $max } zijn.
room-terms-clock-cap = Het maximum moet een geheel aantal dagen zijn, minstens de dagen bij het begin en hoogstens { $max }.
room-terms-choose-game = Kies een spel: een van { $games }.
room-terms-seat-game-here = { $game } is een spel voor { $count } spelers; hier worden alleen de spellen voor twee gespeeld: { $games }.
room-terms-no-game = Er is geen spel ‘{ $value }’. Kies een van { $games }.
room-terms-no-camp = Er is geen kampregel ‘{ $value }’: kies deadline of fill.
room-terms-camp-not-offered = { $game } wordt niet met de regel { $kind } gespeeld; het biedt alleen: { $offered }.
room-terms-partners-for-four = { $game } is een spel voor twee: partners zijn voor de spellen met vier.
room-terms-points-for-star = { $game } heeft geen punten: de puntenregel is voor de ster.
room-terms-no-repetition = Er is geen herhalingsregel ‘{ $value }’: kies auto of claim.
room-terms-seat-fill-only = { $game } wordt alleen met de vulregel gespeeld.
room-terms-seat-repetition-auto = In { $game } is een drievoudige herhaling meteen remise (auto); die wordt niet geclaimd.
room-terms-no-partners = { $game } wordt niet met partners gespeeld.
room-terms-partners-on-off = Partners moet on of off zijn, niet ‘{ $value }’.
room-terms-points-rule = De puntenregel is pass-through of rest, niet ‘{ $value }’.
room-terms-no-points = { $game } heeft geen punten: alleen de ster heeft die.
room-terms-no-seat = Er is geen plaats ‘{ $value }’ in { $game }: kies { $seats } of random.
room-terms-too-many-invitees = { $game } heeft { $count ->
    [one] één plaats
   *[other] { $count } plaatsen
} naast de jouwe: nodig hoogstens { $count ->
    [one] één speler
   *[other] { $count } spelers
} uit.
room-terms-days = Dagen per zet moet een geheel getal van { $min } tot { $max } zijn, niet ‘{ $value }’.
room-terms-rated = Beoordeeld moet yes of no zijn, niet ‘{ $value }’.
room-terms-range = Het ratingbereik moet een geheel aantal punten van 1 tot { $max } zijn, of leeg voor iedereen, niet ‘{ $value }’.
room-terms-colour = Er is geen kleur ‘{ $value }’: kies white, black of random.
room-terms-seat-per-move-clock = Spellen voor meer dan twee worden gespeeld met dezelfde dagen voor elke zet; kies die klok.
room-terms-seat-weekends-on = In spellen voor meer dan twee loopt de klok ook in het weekend; kies ‘De klok loopt ook in het weekend’.
room-vacation-used = Je tijd was om in je partij tegen { $opponent } op { $date }: { $count ->
        [one] { $count } vakantiedag is
       *[other] { $count } vakantiedagen zijn
    } gebruikt in plaats van te verliezen.
