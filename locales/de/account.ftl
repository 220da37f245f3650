## Brett-Einstellungen

account-board-title = Brett-Einstellungen
account-board-saved = Deine Brett-Einstellungen wurden gespeichert.
account-nothing-saved = Nichts wurde gespeichert: siehe unten.
account-board-intro = So werden die Bretter deiner Partien, der Regelseiten und der Wiederholungen für dich gezeichnet. Nur die Darstellung ändert sich: Die Felder behalten ihre Namen (a1 ist immer die linke untere Ecke von Weiß).
account-board-colours = Farben
account-board-coordinates = Koordinaten
account-board-coordinates-on = Linien (a, b, …) und Reihen (1, 2, …) rund um das Brett zeigen
account-board-coordinates-off = Ausblenden
account-board-pieces = Steine
account-board-orientation = Seite unten
account-board-orientation-help = Mit deiner eigenen Seite unten liegt dein Hof unten rechts: Als Schwarz siehst du das Brett umgedreht.
account-board-save = Brett-Einstellungen speichern
account-board-look = So sehen deine Bretter aus
account-board-sample-chosen = Die Anfangsstellung von Halma 8×8, wie Weiß sie sieht, gezeichnet mit den oben gewählten Einstellungen:
account-board-sample-yours = Die Anfangsstellung von Halma 8×8, wie Weiß sie sieht, gezeichnet mit deinen Einstellungen:

## Deine Daten

account-data-title = Deine Daten
account-data-download = Herunterladen
account-data-download-text = Alles, was diese Seite über dich speichert, in einer JSON-Datei: dein Konto und Profil, deine Brett- und Mail-Einstellungen, deine API-Tokens (ihre Namen, nicht die Geheimnisse), deine Wertungen, jede Partie, die du gespielt hast (mit Gegnern und Ergebnissen), die privaten Nachrichten, die du geschickt und bekommen hast, und deine Zeilen in den Partie-Chats.
account-data-download-link = Deine Daten herunterladen (JSON)
account-data-close = Dein Konto schließen
account-data-close-text = Wenn du dein Konto schließt, wirst du überall abgemeldet, endgültig: Das Passwort, die Sitzungen, die API-Tokens und die Mail-Einstellungen enden damit. Deine Partien und Rekorde bleiben, unter einem neutralen Namen, und die Nachrichten, die du geschickt hast, bleiben bei den Spielern, denen du sie geschickt hast. Dein Benutzername kann nicht wieder vergeben werden, weder an dich noch an jemand anderen.
account-data-close-link = Dein Konto schließen …

## Profil

account-profile-title = Dein Profil bearbeiten
account-profile-saved = Dein Profil wurde gespeichert.
account-profile-see = Dein Profil ansehen
account-profile-vacation = Dein Urlaub
account-profile-about = Über dich
account-profile-about-help = Reiner Text, höchstens 2000 Zeichen; Zeilenumbrüche bleiben erhalten.
account-profile-time-zone = Zeitzone
account-profile-time-zone-help = Ein IANA-Name wie Europe/Berlin, America/New_York oder UTC.
account-profile-hide = Mich nicht unter „Wer ist da“ zeigen
account-profile-save = Profil speichern

## Passwort ändern

account-password-title = Passwort ändern
account-password-done = Dein Passwort wurde geändert. Alle anderen Sitzungen deines Benutzernamens wurden abgemeldet.
account-password-back = Zurück zum Spielstand
account-password-current = Aktuelles Passwort
account-password-new = Neues Passwort
account-password-new-help = Mindestens 8 Zeichen.
account-password-submit = Passwort ändern
account-password-others = Wenn du dein Passwort änderst, wirst du in allen anderen Browsern abgemeldet, in denen du angemeldet bist.
account-everywhere-title = Überall abmelden
account-everywhere-text = Beendet jede Sitzung deines Benutzernamens in jedem Browser (auch in diesem), ohne dein Passwort zu ändern: für ein verlorenes Handy oder einen geteilten Computer.
account-everywhere-submit = Überall abmelden
account-password-data = Deine Daten
account-password-data-link = Deine Daten herunterladen oder dein Konto schließen
account-programs = Programme
account-programs-before = Mit{ " " }
account-programs-tokens = API-Tokens
account-programs-middle = { " " }kann ein Programm (ein Bot, eine App) über{ " " }
account-programs-api = die JSON-API
account-programs-after = { " " }in deinem Namen spielen.

## Konto schließen

account-close-title = Dein Konto schließen
account-close-done = Dein Konto ist geschlossen, und du bist überall abgemeldet. Deine Partien und Rekorde bleiben, angezeigt als { $name }. Auf Wiedersehen, und danke fürs Spielen.
account-close-home = Startseite
account-close-warning = Das lässt sich nicht rückgängig machen. Ein geschlossenes Konto kann sich nie wieder anmelden, und sein Benutzername kann nicht wieder vergeben werden. Laufende Partien werden nicht aufgegeben: Ihre Uhren laufen weiter, und sie enden wie jede Partie. Deine Partien und Rekorde bleiben unter einem neutralen Namen; die Nachrichten, die du geschickt hast, bleiben bei ihren Lesern.
account-close-download-before = Vielleicht möchtest du vorher{ " " }
account-close-download-link = deine Daten herunterladen
account-close-download-after = .
account-close-password = Dein Passwort
account-close-confirm = Ja, mein Konto schließen
account-close-submit = Mein Konto schließen
account-close-back = Zurück
account-close-unconfirmed = Kreuze das Kästchen an, um zu bestätigen, dass du dein Konto schließen willst. Nichts wurde geändert.

## Benachrichtigungen

account-notifications-title = Benachrichtigungen
account-notifications-no-mail = Dieser Server verschickt keine Mails: Sein Betreiber hat keinen SMTP-Server eingerichtet. Deine Einstellungen bleiben gespeichert, und der Feed unten funktioniert.
account-notifications-saved = Gespeichert.
account-notifications-verify = Gespeichert. An die neue Adresse wurde ein Link geschickt: Folge ihm, um sie zu bestätigen; bis dahin wird nichts anderes dorthin geschickt.
account-notifications-verified = Deine Mailadresse ist bestätigt.
account-notifications-feed-new = Dein Feed hat eine neue Adresse; die alte funktioniert nicht mehr.
account-notifications-email = Mailadresse
account-notifications-goes-to = Mails gehen an
account-notifications-confirmed = (bestätigt).
account-notifications-pending = wartet darauf, dass du dem Link folgst, der dorthin geschickt wurde.
account-notifications-mail-me = Schick mir eine Mail
account-notifications-on-turn = wenn ich am Zug bin (eine Mail bis zu meinem nächsten Besuch)
account-notifications-digest = eine tägliche Liste der Partien, in denen ich am Zug bin, um
account-notifications-digest-hour = Uhrzeit der täglichen Liste
account-notifications-digest-zone = (in meiner Zeitzone, eingestellt in meinem Profil)
account-notifications-low-time = wenn für einen Zug weniger als 24 Stunden bleiben
account-notifications-invitations = Einladungen zu Partien und Nachrichten
account-notifications-save = Speichern
account-feed-title = Dein privater Feed
account-feed-text = Ein Feedreader kann unter dieser Adresse deinen Zügen, Einladungen und beendeten Partien folgen. Behalte sie für dich: Wer sie hat, kann den Feed lesen.
account-feed-none = Du hast noch keine Feed-Adresse.
account-feed-replace = Feed-Adresse ersetzen
account-feed-make = Feed-Adresse erstellen

## API-Tokens

account-tokens-title = API-Tokens
account-tokens-intro-before = Mit einem Token kann ein Programm (ein Bot, eine App) über die{ " " }
account-tokens-intro-api = JSON-API
account-tokens-intro-middle = { " " }in deinem Namen spielen: Es schickt{ " " }
account-tokens-intro-after = { " " }mit jeder Anfrage. Wer das Token hat, kann deine Partien spielen; halte es also geheim und widerrufe es, wenn du es nicht mehr brauchst.
account-tokens-new = Dein neues Token. Kopiere es jetzt: Es wird nur dieses eine Mal angezeigt.
account-tokens-name = Name
account-tokens-name-placeholder = mein Bot
account-tokens-make = Token erstellen
account-tokens-none = Du hast keine Tokens.
account-tokens-made = Erstellt
account-tokens-state = Zustand
account-tokens-revoked = widerrufen am { $when }
account-tokens-live = gültig
account-tokens-revoke = Widerrufen

## Abbestellen

account-unsubscribe-title = Abbestellen
account-unsubscribe-done = Erledigt: Diese Seite schickt dir keine Mails mehr. Auf deiner Seite für Benachrichtigungen kannst du Mails wieder einschalten.
account-unsubscribe-ask = Alle Mails abbestellen, die diese Seite dir schickt (Züge, tägliche Listen, knappe Zeit, Einladungen)?
account-unsubscribe-submit = Abbestellen

## Urlaub

account-vacation-title = Urlaub
account-vacation-started = Dein Urlaub hat begonnen: Deine Uhren stehen still.
account-vacation-ended = Dein Urlaub ist zu Ende: Deine Uhren laufen wieder.
account-vacation-saved = Deine Einstellung wurde gespeichert.
account-vacation-intro = Während deines Urlaubs stehen deine Uhren in jeder Partie still, die Urlaub erlaubt, und deine Gegner sehen, dass du weg bist. Du bekommst { $count ->
    [one] einen Tag
   *[other] { $count } Tage
} Urlaub im Jahr, Tag für Tag, und kannst höchstens { $count ->
    [one] einen Tag
   *[other] { $count } Tage
} ansparen.
account-vacation-left = Verbleibender Urlaub:
account-vacation-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}
account-vacation-running = Du bist im Urlaub bis { $until }.
account-vacation-end = Meinen Urlaub jetzt beenden
account-vacation-end-help = Die nicht genutzten Tage gehen zurück auf dein Konto; deine Uhren laufen ab jetzt wieder.
account-vacation-next = Einen ganzen Tag Urlaub hast du am { $when }; ab dann kann ein Urlaub beginnen.
account-vacation-days-label = Urlaubstage
account-vacation-days-help = Von 1 bis { $count } Tage, ab jetzt.
account-vacation-start = Meinen Urlaub beginnen
account-vacation-auto-title = Wenn eine Uhr ablaufen würde
account-vacation-auto = Meinen Urlaub nutzen, statt auf Zeit zu verlieren (ganze Tage, in Partien, die Urlaub erlauben)
account-vacation-auto-save = Einstellung speichern
account-vacation-days-bad = Die Urlaubstage müssen eine ganze Zahl sein, mindestens 1, nicht „{ $typed }“.

## Adresse bestätigen

account-verify-title = Bestätige deine Adresse
account-verify-text = Drück den Knopf, um zu bestätigen, dass diese Adresse dir gehört; Zug- und andere Mails gehen ab dann dorthin.
account-verify-submit = Diese Adresse bestätigen
account-verify-unknown-title = Link ungültig
account-verify-unknown = Dieser Bestätigungslink ist unbekannt oder wurde schon benutzt. Gib die Adresse auf der Seite für Benachrichtigungen noch einmal ein, um einen neuen zu bekommen.

## Nachrichten

account-messages-title = Nachrichten
account-messages-new = Neue Nachricht
account-messages-none = Keine Nachrichten.
account-messages-none-here = Keine Nachrichten auf dieser Seite.
account-messages-subject = Betreff
account-messages-with = Mit
account-messages-last = Letzte Nachricht
account-messages-unread = (ungelesen)
account-messages-newer = Neuere
account-messages-older = Ältere
account-message-new-title = Neue Nachricht
account-message-to = An
account-message-subject = Betreff
account-message-body = Nachricht
account-message-send = Senden
account-message-no-body = Schreib eine Nachricht.
account-message-no-to = Gib den Benutzernamen des Spielers ein, dem du schreiben willst.
account-message-no-player = Es gibt keinen Spieler mit dem Benutzernamen „{ $name }“.
account-message-no-subject = Schreib einen Betreff.
account-thread-with = Ein Gespräch mit
account-thread-all = Alle Nachrichten
account-thread-report = Melden
account-thread-reply = Antwort
account-thread-send = Antwort senden
account-thread-delete = Dieses Gespräch löschen
account-thread-delete-help = Es verschwindet nur aus deinen Nachrichten; { $name } behält es.
account-message-body-long = Eine Nachricht darf höchstens { $count } Zeichen haben.
account-message-subject-long = Ein Betreff darf höchstens { $count } Zeichen haben.

## Die Auswahl der Brett-Einstellungen

account-board-theme-wood = Holz (hell- und dunkelbraun)
account-board-theme-green = Grünes Tuch
account-board-theme-ocean = Ozean (blau und grau)
account-board-theme-contrast = Hoher Kontrast (schwarz, weiß und grau)
account-board-pieces-discs = Scheiben, weiß und schwarz
account-board-pieces-letters = Scheiben mit einem Buchstaben, W und B (für farbenblinde Spieler)
account-board-orientation-own = Meine eigene Seite unten
account-board-orientation-white = Immer Weiß unten

## Zeitpunkte und Tage

account-moment = { $day }.{ $month }.{ $year } { $hour }:{ $minute } { $zone }
account-day = { $day }. { $month } { $year }
account-month-1 = Januar
account-month-2 = Februar
account-month-3 = März
account-month-4 = April
account-month-5 = Mai
account-month-6 = Juni
account-month-7 = Juli
account-month-8 = August
account-month-9 = September
account-month-10 = Oktober
account-month-11 = November
account-month-12 = Dezember

account-password-wrong = Dein aktuelles Passwort war nicht richtig; nichts wurde geändert.

## Zeitspannen

account-span-days = { $case ->
    [dative] { $count ->
        [one] { $count } Tag
       *[other] { $count } Tagen
    }
   *[other] { $count ->
        [one] { $count } Tag
       *[other] { $count } Tage
    }
}
account-span-hours = { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
}
account-span-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
account-vacation-from-now = in { $span }

## Fehler im Formular der Benachrichtigungen

account-notifications-bad-address = Das sieht nicht nach einer Mailadresse aus.
account-notifications-bad-hour = Die Uhrzeit der täglichen Liste ist eine Zahl von 0 bis 23.

## Fehler im Profilformular

account-profile-about-long = „Über dich“ darf höchstens { $count } Zeichen haben.
account-profile-bad-zone = Keine Zeitzone hat diesen Namen. Nimm einen Namen wie Europe/Berlin, America/New_York oder UTC.
