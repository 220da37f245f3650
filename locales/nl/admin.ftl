# De pagina's van de beheerders (templates/admin/).

admin-title = Beheer
admin-users = Gebruikers
admin-reports = Meldingen
admin-news = Nieuws
admin-audit-link = Het logboek van beheerbeslissingen
admin-claims-waiting = Remiseclaims die op een beslissing wachten
admin-no-claims = Er wachten geen claims.
admin-claim-line = { $name } claimt remise met { $path }
admin-claim-game = partij
admin-games = Partijen
admin-filter-game = Spel
admin-filter-any = Alle
admin-filter-player = Speler
admin-filter-status = Status
admin-in-progress = Bezig
admin-claim-waiting = Remiseclaim wacht
admin-finished = Afgelopen
admin-show = Tonen
admin-finished-latest-first = Afgelopen, de nieuwste eerst
admin-previous-page = Vorige pagina
admin-next-page = Volgende pagina
admin-recently-finished = Onlangs afgelopen
admin-all-finished = Alle afgelopen partijen
admin-logout-heading = Een gebruiker uitloggen
admin-logout-intro = Beëindigt elke sessie van een gebruikersnaam, in elke browser (bijvoorbeeld na een gestolen wachtwoord).
admin-userid = Gebruikersnaam
admin-reason-audit = Reden (voor het logboek)
admin-logout-button = Deze gebruiker uitloggen
admin-no-games = Geen partijen.
admin-col-game = Spel
admin-col-white = Wit
admin-col-black = Zwart
admin-col-state = Status
admin-col-admin = Beheer
admin-adjudicate = Beslissen
admin-state-claim = Een remiseclaim wacht op een beslissing
# The state of a game on its admin page.
admin-game-claim = Een remiseclaim wacht op een beslissing.
admin-game-being-played = Wordt gespeeld; { $name } is aan zet.
admin-filter-no-game = Geen spel heeft deze id.
admin-filter-no-player = Er is geen speler met de gebruikersnaam ‘{ $name }’.

## Het nieuws

admin-news-title = Nieuws (beheer)
admin-news-as-players = Het nieuws zoals spelers het zien
admin-news-post = Nieuws plaatsen
admin-news-field-title = Titel
admin-news-field-body = Nieuws
admin-news-posted = Geplaatst
admin-news-none = Geen nieuws.
admin-news-none-page = Geen nieuws op deze pagina.
admin-news-delete = Verwijderen
admin-news-newer = Nieuwer
admin-news-older = Ouder
admin-news-no-title = Schrijf een titel.
admin-news-title-too-long = Een titel mag hoogstens { $count } tekens hebben.
admin-news-no-body = Schrijf het nieuws.
admin-news-body-too-long = Nieuws mag hoogstens { $count } tekens hebben.

## Het logboek en de gebruikers

admin-audit = Logboek
admin-audit-none = Nog geen beslissingen.
admin-col-when-utc = Wanneer (UTC)
admin-col-what = Wat
admin-col-why = Waarom
admin-users-title = Gebruikers (beheer)
admin-users-search-label = Gebruikersnaam begint met of bevat
admin-users-search = Zoeken
admin-users-closed-1 = Gesloten accounts houden hun partijen onder een neutrale naam,
admin-users-closed-2 = :
    zoek op
admin-users-closed-3 = om ze te tonen.
admin-users-none = Geen gebruikersnaam past.
admin-users-none-page = Geen gebruikersnaam past op deze pagina.
admin-users-none-q = Geen gebruikersnaam past bij ‘{ $q }’.
admin-users-none-q-page = Geen gebruikersnaam past bij ‘{ $q }’ op deze pagina.

## De meldingen

admin-reports-open = Open meldingen
admin-reports-none = Geen open meldingen.
admin-reports-none-page = Geen open meldingen op deze pagina.
admin-reports-reports = meldt
admin-reports-profile-of = het profiel van
admin-reports-message-from = een bericht van
admin-reports-chat-line-of = een chatregel van
admin-reports-in = in
admin-reports-a-game = een partij
# What a report on an admin's user page is about.
admin-report-kind-profile = profiel
admin-report-kind-message = bericht
admin-report-kind-chat = chatregel
admin-reports-reason = Reden:
admin-reports-note = Notitie voor het logboek
admin-reports-close = Melding sluiten

# A draw claim, adjudication and a user's page (admin/claim.html, admin/game.html, admin/user.html).
admin-claim-title = Remiseclaim
admin-claim-heading = Remiseclaim: { $white } tegen { $black }
admin-claim-names = { $name } noemt de zet
admin-claim-says = (zet { $number }) en zegt dat die de stelling voor de derde keer herhaalt. De zet is niet gespeeld.
admin-claim-position = De stelling na { $path } (de geclaimde zet omlijnd):
admin-claim-before = Deze stelling kwam eerder voor bij:
admin-claim-the-game = De partij
admin-claim-record = haar notatie
admin-claim-reason = Reden (nodig om af te wijzen; de spelers zien haar)
admin-claim-accept = Claim aanvaarden (remise)
admin-claim-reject = Claim afwijzen
admin-claim-was = { $status ->
    [accepted] Deze claim is aanvaard
    [rejected] Deze claim is afgewezen
   *[other] Deze claim is afgehandeld: { $status }
}
admin-claim-by = door { $name }
admin-game-title = Beslissen
admin-game-heading = Beslissen: { $white } tegen { $black }
admin-game-page = De pagina van de partij
admin-game-over = De partij is afgelopen; een beheerder mag de uitslag met een reden verbeteren.
admin-game-result = Uitslag
admin-game-white-wins = Wit ({ $name }) wint
admin-game-black-wins = Zwart ({ $name }) wint
admin-game-draw = Remise
admin-game-reason = Reden (te zien op de pagina van de partij)
admin-game-adjudicate = Beslissen
admin-user-title = { $name } (beheer)
admin-user-users = Gebruikers
admin-user-profile = Profiel
admin-user-reset-link = Link om het wachtwoord opnieuw in te stellen:
admin-user-joined = Lid sinds
admin-user-admin = Beheerder
admin-user-yes = ja
admin-user-no = nee
admin-user-account = Account
admin-user-suspended = geschorst
admin-user-active = actief
admin-user-actions = Acties
admin-user-actions-note = Elke actie komt met je naam en de reden in het logboek.
admin-user-action = Actie
admin-user-unsuspend = Schorsing opheffen
admin-user-suspend = Schorsen (kan niet inloggen; de partijen lopen door en verlopen zoals gewoonlijk)
admin-user-logout = Alle sessies uitloggen
admin-user-reset = Eenmalige link maken om het wachtwoord opnieuw in te stellen (24 uur)
admin-user-demote = Beheerdersrechten afnemen
admin-user-promote = Beheerder maken
admin-user-reason = Reden
admin-user-do-it = Uitvoeren
admin-user-playing = Lopende partijen
admin-user-all-playing = Alle lopende partijen
admin-user-finished = Onlangs afgelopen
admin-user-all-finished = Alle afgelopen partijen
admin-user-reports = Meldingen over { $name }
admin-user-no-reports = Geen meldingen.
admin-user-open = open
admin-user-reports-link = meldingen
admin-user-closed = gesloten
