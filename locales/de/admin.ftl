# Die Seiten der Admins (templates/admin/).

admin-title = Verwaltung
admin-users = Benutzer
admin-reports = Meldungen
admin-news = Neuigkeiten
admin-audit-link = Das Protokoll der Admin-Entscheidungen
admin-claims-waiting = Remisanträge, die auf eine Entscheidung warten
admin-no-claims = Keine Anträge warten.
admin-claim-line = { $name } beantragt Remis mit { $path }
admin-claim-game = Partie
admin-games = Partien
admin-filter-game = Spiel
admin-filter-any = Alle
admin-filter-player = Spieler
admin-filter-status = Stand
admin-in-progress = Laufend
admin-claim-waiting = Remisantrag wartet
admin-finished = Beendet
admin-show = Anzeigen
admin-finished-latest-first = Beendet, die neuesten zuerst
admin-previous-page = Vorige Seite
admin-next-page = Nächste Seite
admin-recently-finished = Kürzlich beendet
admin-all-finished = Alle beendeten Partien
admin-logout-heading = Einen Benutzer abmelden
admin-logout-intro = Beendet jede Sitzung eines Benutzerkontos, in jedem Browser (etwa nach einem gestohlenen Passwort).
admin-userid = Benutzerkennung
admin-reason-audit = Grund (für das Protokoll)
admin-logout-button = Diesen Benutzer abmelden
admin-no-games = Keine Partien.
admin-col-game = Spiel
admin-col-white = Weiß
admin-col-black = Schwarz
admin-col-state = Stand
admin-col-admin = Verwaltung
admin-adjudicate = Entscheiden
admin-state-claim = Ein Remisantrag wartet auf eine Entscheidung
# The state of a game on its admin page.
admin-game-claim = Ein Remisantrag wartet auf eine Entscheidung.
admin-game-being-played = Läuft; { $name } ist am Zug.
admin-filter-no-game = Kein Spiel hat diese Kennung.
admin-filter-no-player = Es gibt keinen Spieler mit der Benutzerkennung „{ $name }“.

## Neuigkeiten

admin-news-title = Neuigkeiten (Verwaltung)
admin-news-as-players = Die Neuigkeiten, wie Spieler sie sehen
admin-news-post = Neuigkeit veröffentlichen
admin-news-field-title = Titel
admin-news-field-body = Neuigkeit
admin-news-posted = Veröffentlicht
admin-news-none = Keine Neuigkeiten.
admin-news-none-page = Keine Neuigkeiten auf dieser Seite.
admin-news-delete = Löschen
admin-news-newer = Neuere
admin-news-older = Ältere
admin-news-no-title = Schreib einen Titel.
admin-news-title-too-long = Ein Titel darf höchstens { $count } Zeichen haben.
admin-news-no-body = Schreib die Neuigkeit.
admin-news-body-too-long = Eine Neuigkeit darf höchstens { $count } Zeichen haben.

## Protokoll und Benutzer

admin-audit = Protokoll
admin-audit-none = Noch keine Entscheidungen.
admin-col-when-utc = Wann (UTC)
admin-col-what = Was
admin-col-why = Warum
admin-users-title = Benutzer (Verwaltung)
admin-users-search-label = Benutzerkennung beginnt mit oder enthält
admin-users-search = Suchen
admin-users-closed-1 = Geschlossene Konten behalten ihre Partien unter einem neutralen Namen,
admin-users-closed-2 = :
    suche nach
admin-users-closed-3 = , um sie aufzulisten.
admin-users-none = Keine Benutzerkennung passt.
admin-users-none-page = Auf dieser Seite passt keine Benutzerkennung.
admin-users-none-q = Keine Benutzerkennung passt zu „{ $q }“.
admin-users-none-q-page = Auf dieser Seite passt keine Benutzerkennung zu „{ $q }“.

## Die Meldungen

admin-reports-open = Offene Meldungen
admin-reports-none = Keine offenen Meldungen.
admin-reports-none-page = Keine offenen Meldungen auf dieser Seite.
admin-reports-reports = meldet
admin-reports-profile-of = das Profil von
admin-reports-message-from = eine Nachricht von
admin-reports-chat-line-of = eine Chatzeile von
admin-reports-in = in
admin-reports-a-game = einer Partie
# What a report on an admin's user page is about.
admin-report-kind-profile = Profil
admin-report-kind-message = Nachricht
admin-report-kind-chat = Chatzeile
admin-reports-reason = Grund:
admin-reports-note = Notiz für das Protokoll
admin-reports-close = Meldung schließen

# A draw claim, adjudication and a user's page (admin/claim.html, admin/game.html, admin/user.html).
admin-claim-title = Remisanspruch
admin-claim-heading = Remisanspruch: { $white } gegen { $black }
admin-claim-names = { $name } nennt den Zug
admin-claim-says = (Zug { $number }) und sagt, er wiederhole die Stellung zum dritten Mal. Der Zug wurde nicht gespielt.
admin-claim-position = Die Stellung nach { $path } (der beanspruchte Zug umrandet):
admin-claim-before = Diese Stellung kam schon vor bei:
admin-claim-the-game = Die Partie
admin-claim-record = ihre Partienotation
admin-claim-reason = Begründung (nötig zum Ablehnen; die Spieler sehen sie)
admin-claim-accept = Anspruch annehmen (remis)
admin-claim-reject = Anspruch ablehnen
admin-claim-was = { $status ->
    [accepted] Dieser Anspruch wurde angenommen
    [rejected] Dieser Anspruch wurde abgelehnt
   *[other] Dieser Anspruch wurde entschieden: { $status }
}
admin-claim-by = von { $name }
admin-game-title = Entscheiden
admin-game-heading = Entscheiden: { $white } gegen { $black }
admin-game-page = Die Seite der Partie
admin-game-over = Die Partie ist vorbei; ein Admin darf ihr Ergebnis mit Begründung berichtigen.
admin-game-result = Ergebnis
admin-game-white-wins = Weiß ({ $name }) gewinnt
admin-game-black-wins = Schwarz ({ $name }) gewinnt
admin-game-draw = Remis
admin-game-reason = Begründung (auf der Seite der Partie zu sehen)
admin-game-adjudicate = Entscheiden
admin-user-title = { $name } (Verwaltung)
admin-user-users = Benutzer
admin-user-profile = Profil
admin-user-reset-link = Link zum Zurücksetzen des Passworts:
admin-user-joined = Dabei seit
admin-user-admin = Admin
admin-user-yes = ja
admin-user-no = nein
admin-user-account = Konto
admin-user-suspended = gesperrt
admin-user-active = aktiv
admin-user-actions = Maßnahmen
admin-user-actions-note = Jede Maßnahme kommt mit deinem Namen und der Begründung ins Protokoll.
admin-user-action = Maßnahme
admin-user-unsuspend = Sperre aufheben
admin-user-suspend = Sperren (kann sich nicht anmelden; die Partien laufen weiter und verfallen wie sonst)
admin-user-logout = Alle Sitzungen abmelden
admin-user-reset = Einmal-Link zum Zurücksetzen des Passworts erstellen (24 Stunden)
admin-user-demote = Admin-Rechte entziehen
admin-user-promote = Zum Admin machen
admin-user-reason = Begründung
admin-user-do-it = Ausführen
admin-user-playing = Laufende Partien
admin-user-all-playing = Alle laufenden Partien
admin-user-finished = Kürzlich beendet
admin-user-all-finished = Alle beendeten Partien
admin-user-reports = Meldungen über { $name }
admin-user-no-reports = Keine Meldungen.
admin-user-open = offen
admin-user-reports-link = Meldungen
admin-user-closed = geschlossen
