# De pagina's van de club: ladders, toernooien, ranglijst, ratinggeschiedenis,
# statistieken en nieuws.

## De ladders

club-ladders = Ladders
club-ladders-intro = Eén ladder voor elk spel. Je begint onderaan en daagt iemand uit die een paar
    plaatsen hoger staat; wint de uitdager, dan neemt hij de plaats van de verdediger in en zakt iedereen
    daartussen één plaats.
club-col-game = Spel
club-col-challenge-games = Uitdagingspartijen
club-col-players = Spelers
club-ladder-not-open = Nog niet open: nog geen beheerder heeft hem ingesteld.
club-ladder-title = Ladder { $name }
club-ladder-heading = { $name }: ladder
club-ladder-unsettled = Deze ladder is nog niet open: nog geen beheerder heeft de regels vastgelegd,
    dus je kunt er nog niet aan meedoen.
club-ladder-terms = Uitdagingspartijen: { $terms }. Je mag iedereen uitdagen die tot
    { $reach ->
        [one] één plaats
       *[other] { $reach } plaatsen
    } boven je staat; de verdediger speelt met wit. Wint de uitdager, dan neemt hij de plaats van de
    verdediger in en zakt iedereen daartussen één plaats; anders verandert er niets.
    Wie { $days ->
        [one] één dag
       *[other] { $days } dagen
    } geen ladderpartij speelt, zakt naar onderen.
club-ladder-my-rank = Je staat op plaats { $rank } van { $count }.
club-ladder-join = Meedoen
club-ladder-join-note = Je begint onderaan.
club-log-in = Log in
club-ladder-log-in-to-join = om mee te doen aan deze ladder.
club-ladder-ranks = Plaatsen
club-ladder-nobody = Niemand staat op deze ladder.
club-ladder-nobody-page = Niemand op deze pagina.
club-col-rank = Plaats
club-col-player = Speler
club-col-rating = Rating
club-col-last-ladder-game = Laatste ladderpartij
club-col-challenge = Uitdagen
club-ladder-challenge = Uitdagen
club-ladder-pages-ranks = Pagina's van plaatsen
club-ladder-higher-ranks = Hogere plaatsen
club-ladder-lower-ranks = Lagere plaatsen
club-ladder-open-challenges = Lopende uitdagingen
club-ladder-no-open = Er wordt geen uitdaging gespeeld.
club-ladder-no-open-page = Op deze pagina wordt geen uitdaging gespeeld.
club-ladder-challenged = daagde
club-ladder-challenged-on = (wit) uit op { $when }:
club-the-game = de partij
club-ladder-pages-open = Pagina's van lopende uitdagingen
club-ladder-newer-challenges = Nieuwere uitdagingen
club-ladder-older-challenges = Oudere uitdagingen
club-ladder-recent-results = Recente uitslagen
club-ladder-no-results = Nog geen uitdaging is afgelopen.
club-ladder-no-results-page = Op deze pagina is geen uitdaging afgelopen.
club-ladder-pages-results = Pagina's van uitslagen
club-ladder-newer-results = Nieuwere uitslagen
club-ladder-older-results = Oudere uitslagen
club-ladder-changes = Wijzigingen in plaats
club-ladder-no-changes = Nog geen plaats is veranderd.
club-ladder-no-changes-page = Op deze pagina is geen plaats veranderd.
club-col-when = Wanneer
club-col-from = Van
club-col-to = Naar
club-col-why = Waarom
club-ladder-pages-changes = Pagina's van wijzigingen
club-ladder-newer-changes = Nieuwere wijzigingen
club-ladder-older-changes = Oudere wijzigingen
club-ladder-settings = Instellingen van de ladder
club-ladder-settings-intro = Voor beheerders: de voorwaarden van de uitdagingspartijen die vanaf nu worden gemaakt, hoe ver
    een uitdaging omhoog reikt en na hoeveel dagen zonder ladderpartij een speler naar onderen zakt.
club-ladder-reach = Bereik van een uitdaging: plaatsen hoger
club-ladder-idle-days = Dagen zonder ladderpartij voordat je naar onderen zakt
club-ladder-save = Instellingen opslaan
club-ladder-reach-error = Het bereik moet een heel aantal plaatsen zijn van { $from } tot { $to }.
club-ladder-idle-error = Het aantal dagen zonder partij moet een heel getal zijn van { $from } tot { $to }.
club-rated = met rating
club-not-rated = zonder rating
club-challenge-won = { $challenger } versloeg { $defender } en nam de plaats in
club-challenge-lost = { $defender } versloeg { $challenger }; er veranderde niets
club-challenge-drawn = { $challenger } en { $defender } speelden remise; er veranderde niets
club-why-joined = doet mee
club-why-challenge-won = won een uitdaging
club-why-lost-place = verloor een plaats aan een uitdager
club-why-idle-drop = gezakt: te lang geen ladderpartij
club-why-moved-up = gestegen na een val

## De toernooien

club-tournaments = Toernooien
club-new-tournament = Nieuw toernooi
club-tournaments-announced = Aangekondigd
club-tournaments-running = Bezig
club-tournaments-finished = Afgelopen
club-tournaments-none-announced = Geen toernooi neemt aanmeldingen aan.
club-tournaments-none-running = Er is geen toernooi bezig.
club-tournaments-none-finished = Nog geen toernooi is afgelopen.
club-col-tournament = Toernooi
club-col-format = Vorm
club-col-winner = Winnaar
club-tournament-entrants-of = { $count } van { $max }
club-previous-page = Vorige pagina
club-next-page = Volgende pagina
club-tournament-when-signup = aanmelden tot { $when }
club-tournament-when-started = begonnen { $when }
club-tournament-when-ended = afgelopen { $when }
club-format-round-robin = Halve competitie
club-format-double-round-robin = Hele competitie
club-format-swiss = Zwitsers systeem
club-format-knockout = Knock-out
club-status-announced = aangekondigd
club-status-running = bezig
club-status-finished = afgelopen
club-status-cancelled = afgelast
club-tournament-winner = Winnaar:
club-tournament-cancelled = Het toernooi ‘{ $name }’ is afgelast: { $count ->
        [one] { $count } speler had zich
       *[other] { $count } spelers hadden zich
    } voor de deadline aangemeld, en er waren er minstens { $min } nodig. De pagina: /tournaments/{ $id }
club-tournament-cancelled-told = De aangemelde spelers zijn ingelicht met een bericht van { $creator }.
club-tournament-status = Status
club-tournament-format = Vorm
club-tournament-rounds = , { $count ->
        [one] { $count } ronde
       *[other] { $count } ronden
    }
club-tournament-game = Spel
club-tournament-clock = Bedenktijd
club-tournament-vacation-allowed = ; vakantie toegestaan
club-tournament-vacation-not-allowed = ; vakantie niet toegestaan
club-tournament-rated = Met rating
club-yes = ja
club-no = nee
club-tournament-players = Spelers
club-tournament-players-range = { $min } tot { $max }
club-tournament-deadline = Deadline voor aanmelden
club-tournament-created-by = Gemaakt door
club-tournament-players-count = Spelers ({ $count })
club-tournament-nobody = Nog niemand heeft zich aangemeld.
club-withdrawn = (teruggetrokken)
club-sign-up = Aanmelden
club-withdraw = Terugtrekken
club-withdraw-forfeits = Het toernooi is begonnen: wie zich terugtrekt, verliest de overige partijen reglementair (zonder rating).
club-tournament-log-in-to-sign-up = om je aan te melden.
club-crosstable = Kruistabel
club-col-points = Punten
club-forfeit = reglementair
club-crosstable-key = 1 een winst, 0 een verlies, ½ een remise, … een lopende partij; + en − zijn reglementaire uitslagen (een speler trok zich terug; zonder rating). Elk teken verwijst naar zijn partij.
club-rounds = Ronden
club-round = Ronde { $number }
club-col-white = Wit
club-col-black = Zwart
club-col-result = Uitslag
club-standings = Stand
club-col-place = Plaats
club-buchholz-title = Buchholz: de punten van alle tegenstanders tegen wie je speelde
club-sb-title = Sonneborn-Berger: de punten van alle verslagen tegenstanders, de helft van die waartegen je remise speelde
club-col-games = Partijen
club-all-tournaments = Alle toernooien
club-match-game = Match { $board }, partij { $leg }
club-board = Bord { $board }
club-result-forfeit = { $result } (reglementair)
club-result-in-play = bezig
club-bye = { $name } is vrij (een bye, telt als winst)
club-through = { $name } gaat door zonder te spelen
club-match-decided = Match { $board }: { $winner } versloeg { $loser }
club-done-signed-up = Je bent aangemeld.
club-done-withdrawn = Je hebt je teruggetrokken.
club-done-forfeited = Je hebt je teruggetrokken; je overige partijen zijn reglementair verloren.

## Een nieuw toernooi

club-new-name = Naam
club-new-format = Vorm
club-new-format-note = Halve competitie: iedereen speelt één keer tegen iedereen (hele: twee keer, één keer met elke kleur),
     alle partijen tegelijk. Zwitsers systeem: een aantal ronden, elk begint als de laatste partij van de vorige
     afgelopen is. Knock-out: matches van twee partijen, een derde bij gelijkspel.
club-new-rounds = Ronden (Zwitsers systeem)
club-new-rounds-note = Van 1 tot { $max }; alleen voor een toernooi volgens het Zwitsers systeem.
club-new-min-players = Minimum aantal spelers
club-new-max-players = Maximum aantal spelers
club-new-deadline = Deadline voor aanmelden ({ $zone })
club-new-deadline-note = Datum en tijd in je tijdzone, { $zone } (in te stellen in
club-new-deadline-profile = je profiel
club-new-deadline-note-end = ). Op de deadline begint het toernooi als minstens het minimum aantal
     spelers zich heeft aangemeld; anders wordt het afgelast en worden zij ingelicht.
club-new-announce = Toernooi aankondigen

## De statistieken

club-stats-title-every = Statistieken: alle spellen
club-stats-title-game = Statistieken: { $game }
club-stats-games-menu = Spellen
club-stats-every-game = Alle spellen
club-stats-ratings = Ratings
club-stats-games = Partijen
club-stats-started = Begonnen
club-stats-finished = Afgelopen
club-stats-in-progress = Bezig
club-stats-average = Gemiddelde afgelopen partij (zetten)
club-stats-longest = Langste afgelopen partij (zetten)
club-stats-move-note = Een zet is de beurt van één speler: een stap, een reeks sprongen of passen.
club-stats-won = Gewonnen partijen
club-stats-share = Aandeel
club-stats-how-end = Hoe partijen eindigen
club-stats-ending = Einde
club-stats-most-active = Meest actieve spelers in { $month }
club-stats-no-active = Deze maand is nog geen partij afgelopen.
club-stats-games-finished = Afgelopen partijen
club-stats-white-wins = Winst voor wit
club-stats-black-wins = Winst voor zwart
club-stats-draws = Remises
club-end-target-reached = Alle stukken in het overstaande kamp
club-end-target-filled = Het overstaande kamp gevuld
club-end-camp-deadline = Stukken na de termijn nog in het eigen kamp
club-end-returned-home = Een stuk terug in het eigen kamp gezet
club-end-repetition = Drievoudige herhaling
club-end-agreement = Remise overeengekomen
club-end-resignation = Opgave
club-end-time = Tijd verstreken
club-end-admin = Beslist door een beheerder
club-end-forfeit = Reglementair: teruggetrokken uit een toernooi
club-end-partners-finished = Beide partners thuis
club-end-others-left = Alle andere plaatsen vertrokken
club-end-partner-left = Een partner is vertrokken
club-buchholz = Buchholz
club-sb = SB
club-cancelled = afgelast
club-error-format = Kies een vorm: round_robin, double_round_robin, swiss of knockout.
club-error-rounds = Het aantal ronden moet een heel getal zijn, niet ‘{ $text }’.
club-error-min-players = Het minimum aantal spelers moet een heel getal zijn, niet ‘{ $text }’.
club-error-max-players = Het maximum aantal spelers moet een heel getal zijn, niet ‘{ $text }’.
club-error-deadline = Geef de deadline voor aanmelden als datum en tijd, UTC (2026-05-01T18:00).
club-stats-month = { $month }-{ $year }
club-decimal-separator = ,

## Ranglijst en ratinggeschiedenis

club-ratings-title = Ratings { $name }
club-ratings-heading = { $name }: ratings
club-ratings-games-menu = Spellen
club-ratings-seats-intro = Weng-Lin-ratings (OpenSkill) van de spelers die in de laatste { $days } dagen een partij { $name }
    met rating hebben uitgespeeld, de beste eerst. Ze lezen als de ratings van de spellen voor twee: iedereen
    begint op 1500, en een rating gevolgd door
club-provisional = voorlopig
club-ratings-seats-intro-end = is voorlopig: nog te weinig
    partijen om er zeker van te zijn. De winnaar van een partij wint van elke andere plaats, de anderen delen
    de tweede plaats; partners winnen en verliezen samen.
club-ratings-intro = Glicko-2-ratings van de spelers die in de laatste { $days } dagen een partij { $name }
    met rating hebben uitgespeeld, de beste eerst. Een rating gevolgd door
club-ratings-intro-end = is voorlopig: nog te weinig partijen om er zeker van te zijn. Zie ook de
club-ratings-statistics = statistieken
club-ratings-nobody = Niemand heeft de laatste tijd een partij { $name } met rating uitgespeeld.
club-col-rated-games = Partijen met rating
club-ratings-pages = Pagina's
club-ratings-better = Hogere rating
club-ratings-lower = Lagere rating
club-history-intro = Ratings, één per spel, na elke partij met rating: Glicko-2 voor de spellen voor twee, Weng-Lin
    (OpenSkill) op dezelfde schaal voor de spellen voor meer dan twee. Iedereen begint op 1500; een rating
    gevolgd door
club-history-intro-end = is voorlopig (afwijking boven 110).
    Een partij die eindigde voordat elke kant (elke plaats) { $count ->
        [one] één zet
       *[other] { $count } zetten
    } had gedaan, telt niet mee voor de rating.
club-history-none = { $name } heeft nog geen partij met rating uitgespeeld.
club-history-leaderboard = Ranglijst { $name }
club-history-caption = { $name }: rating na elke partij met rating
club-col-date = Datum
club-col-deviation = Afwijking
club-history-summary = { $name }: { $count ->
        [one] { $count } partij met rating
       *[other] { $count } partijen met rating
    }, van { $from } tot { $to }

## Het nieuws

club-news = Nieuws
club-news-none = Geen nieuws.
club-news-none-page = Geen nieuws op deze pagina.
club-news-newer = Nieuwer
club-news-older = Ouder

## De API-pagina

club-api-title = De JSON-API
club-api-intro-1 = Programma's (bots, apps) spelen via
club-api-intro-2 = met een persoonlijk
    token, gemaakt op
club-api-tokens = API-tokens
club-api-intro-3 = en verstuurd als
club-api-intro-4 = . Geen cookies en geen formuliertokens; elk
    antwoord is JSON. Een weigering is
club-api-intro-5 = met de
    status die de pagina zou krijgen:
club-api-intro-6 = blijft gelijk voor programma's
club-api-intro-7 = , een verouderde
club-api-intro-8 = geeft 409,
    een ontbrekend of ingetrokken token 401.
club-api-openapi = Het OpenAPI-document:
club-api-me = Van wie het token is.
club-api-games = Je partijen waarin je aan zet bent, de dringendste eerst (zonder
club-api-games-2 = : al je lopende partijen).
club-api-game = Een partij: spel, huisregels, spelers, de stelling in het tekstformaat
    van de regels,
club-api-game-2 = , wie aan zet is, de deadline, de toegestane zetten als
    je aan zet bent, de uitslag zodra hij voorbij is.
club-api-move = Een zet insturen, gedaan bij
club-api-move-2 = N (voeg
club-api-move-3 = toe om er remise bij aan te bieden); antwoordt met de partij zoals die daarna is.
club-api-resign = Opgeven.
club-api-draw = Remise aanbieden, of die van de tegenstander
club-api-draw-2 = (aannemen) of
club-api-draw-3 = (afwijzen).
club-api-record = De partijnotatie, als tekst (de download van de pagina).
club-api-offers = De wachtkamer: open partijen van anderen, uitnodigingen aan jou, je eigen aanbiedingen.
club-api-post = Een partij aanbieden (alleen
club-api-post-2 = is verplicht;
club-api-post-3 = maakt er een
    uitnodiging van), zoals het formulier Nieuw spel doet; 201 met de id. Een uitnodiging aan een computerspeler
club-api-post-4 = wordt meteen aangenomen: in het antwoord is
club-api-post-5 = de id van de partij.
club-api-join = Een aanbieding aannemen of een uitnodiging accepteren: de partij begint; 201 met de id.
club-api-curl = Met curl
