mail-verify-subject = Bestätige deine Mailadresse für Halma
mail-verify-asked = Jemand (hoffentlich du) hat darum gebeten, die Benachrichtigungen von Halma an diese Adresse zu schicken.
mail-verify-open = Zum Bestätigen öffne:
mail-verify-not-you = Falls du das nicht warst, ignoriere diese Mail: Hierher wird nichts mehr geschickt.

mail-reset-subject = Ein neues Passwort für Halma
mail-reset-asked = Jemand (hoffentlich du) hat darum gebeten, ein neues Passwort für deinen Halma-Benutzernamen { $name } festzulegen.
mail-reset-open = Um eines zu wählen, öffne innerhalb einer Stunde:
mail-reset-once = Der Link funktioniert nur einmal; wenn du das Passwort festlegst, wirst du überall abgemeldet. Falls du das nicht warst, ignoriere diese Mail: Dein Passwort bleibt, wie es ist.

mail-turn-subject = Du bist am Zug gegen { $opponent }
mail-turn-moved = { $opponent } hat in eurer Partie { $variant } gezogen. Du bist am Zug.
mail-play-it = Zur Partie: { $link }
mail-due = Dein Zug muss bis { $due } gemacht sein.
mail-low-time-subject = Weniger als ein Tag Zeit gegen { $opponent }
mail-low-time-body = Für deinen Zug gegen { $opponent } bleiben weniger als 24 Stunden: Er muss bis { $due } gemacht sein.

mail-seat-turn-subject = Du bist am Zug in { $variant } mit { $with }
mail-seat-turn-body = Du bist am Zug in deiner Partie { $variant } mit { $with }.
mail-seat-low-time-subject = Weniger als ein Tag Zeit in { $variant } mit { $with }
mail-seat-low-time-body = Für deinen Zug in { $variant } mit { $with } bleiben weniger als 24 Stunden: Er muss bis { $due } gemacht sein.

mail-digest-subject = Halma: Du bist am Zug in { $count ->
    [one] einer Partie
   *[other] { $count } Partien
}
mail-digest-intro = Du bist am Zug in { $count ->
    [one] einer Partie
   *[other] { $count } Partien
}, die dringendste zuerst:
mail-digest-game = - gegen { $opponent }, fällig bis { $due }: { $link }
mail-digest-games = Deine Partien: { $link }

mail-invitation-subject = Du bist zu einer Partie Halma eingeladen
mail-invitation-body = Jemand hat dich zu einer Partie eingeladen.
mail-invitation-see = Deine Einladungen: { $link }

mail-message-subject = Eine Nachricht für dich auf Halma
mail-message-body = Du hast eine neue Nachricht.
mail-message-read = Zum Lesen: { $link }

mail-unsubscribe = Wenn du keine Mails mehr von dieser Seite bekommen willst: { $link }
