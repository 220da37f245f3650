# Profile, Wer ist da, Spielersuche, Freundes- und Ignorierliste, Meldungen.

## Ein Profil

players-game = Spiel
players-opponent = Gegner
players-plays = Spielt
players-state = Stand
players-computer-label = (Computer, Stufe { $level })
players-computer-notice = Ein Computerspieler: Der Server spielt seine Züge, wenige Sekunden nach deinen. Seine Spiele werden nicht gewertet.
players-play-computer = Gegen den Computer spielen
players-closed = Dieses Konto ist geschlossen. Seine Spiele und Ergebnisse bleiben unter diesem neutralen Namen erhalten.
players-suspended = Dieses Konto ist gesperrt.
players-joined = Dabei seit
players-last-seen = Zuletzt gesehen
players-seen-never = nie
players-seen-today = heute
players-seen-yesterday = gestern
players-seen-days-ago = { $count ->
    [one] vor { $count } Tag
   *[other] vor { $count } Tagen
}
players-time-zone = Zeitzone
players-time-zone-local = { $zone } (Ortszeit { $time })
players-about = Über mich
players-invite = Zu einem Spiel einladen
players-send-message = Nachricht senden
players-remove-buddy = Aus den Freunden entfernen
players-add-buddy = Zu den Freunden hinzufügen
players-stop-ignoring = Nicht mehr ignorieren
players-ignore = Ignorieren
players-report = Melden
players-admin-page = Verwaltungsseite dieses Kontos
players-ratings = Wertungen
players-rating-history = Wertungsverlauf
players-results = Ergebnisse
players-head-to-head = Direkter Vergleich — du gegen { $name }: { $won } gewonnen, { $lost } verloren,
players-head-to-head-drawn = {" "}{ $drawn } remis.
players-no-finished = Noch keine beendeten Spiele.
players-played = Gespielt
players-won = Gewonnen
players-lost = Verloren
players-drawn = Remis
players-won-percent = Gewonnen %
players-lost-percent = Verloren %
players-drawn-percent = Remis %
players-in-progress = Laufende Spiele
players-no-game-in-progress = Kein laufendes Spiel.
players-recently-finished = Kürzlich beendet

## Wer ist da

players-who-title = Wer ist da
players-who-intro = Spieler, die in den letzten 15 Minuten da waren.
players-who-profile-link = In deinem Profil
players-who-hide = kannst du dich aus dieser Liste heraushalten.
players-who-nobody = Gerade ist sonst niemand da.

## Spieler suchen

players-search-title = Spieler suchen
players-search-label = Benutzerkennung beginnt mit oder enthält
players-search-button = Suchen
players-search-none-before = Keine Benutzerkennung beginnt mit „
players-search-none-after = “ oder enthält es.
players-search-none-after-on-page = “ oder enthält es auf dieser Seite.
players-previous-page = Vorige Seite
players-next-page = Nächste Seite
players-userid-hint = Eine Benutzerkennung hat höchstens 20 Zeichen, jedes ein Buchstabe A–Z oder a–z, eine Ziffer 0–9, _ oder -.

## Freunde und Ignorierliste

players-buddies-title = Freundesliste
players-buddies-intro = Deine Freunde werden zuerst angeboten, wenn du einen Spieler zu einem Spiel einlädst.
players-buddies-add = Freund hinzufügen
players-ignore-title = Ignorierliste
players-ignore-intro = Spieler, die du ignorierst, können dir keine Nachrichten schicken, dich nicht einladen, deinen Spielen nicht beitreten und werden dir von Auto-Match nicht zugeteilt. Sie erfahren nicht, warum.
players-ignore-add = Spieler ignorieren
players-contacts-empty = Niemand steht auf dieser Liste.
players-contacts-remove = Entfernen
players-contacts-add = Hinzufügen
players-contacts-type-userid = Gib eine Benutzerkennung ein.
players-contacts-no-player = Es gibt keinen Spieler mit der Benutzerkennung „{ $name }“.
players-contacts-own-userid = Das ist deine eigene Benutzerkennung.

## Meldungen

players-report-profile = Das Profil von { $name } melden
players-report-message = Eine Nachricht von { $name } melden
players-report-chat = Eine Chatzeile von { $name } melden
players-report-only-admins = Nur die Admins lesen eine Meldung.
players-report-not-told = erfährt nicht, wer sie geschickt hat.
players-report-reason = Was ist falsch
players-report-send = Meldung senden
players-report-say-why = Sag, was falsch ist; nur die Admins lesen es.
players-report-thanks = Danke. Die Admins sehen es sich an.
players-game-status = Spielstand
