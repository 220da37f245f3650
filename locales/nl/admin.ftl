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
admin-reports-reason = Reden:
admin-reports-note = Notitie voor het logboek
admin-reports-close = Melding sluiten
