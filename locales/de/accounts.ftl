account-userid = Benutzername
account-password = Passwort
login-title = Anmelden
login-submit = Anmelden
login-forgot = Passwort vergessen?
login-forgot-ask-admin = Passwort vergessen? Bitte die Verwaltung der Seite, ein neues zu setzen.
login-no-userid = Noch kein Benutzername?
register-title = Neues Benutzerkonto
register-userid-hint = 3 bis 20 Buchstaben, Ziffern, _ oder -.
register-password-hint = Mindestens 8 Zeichen.
register-invite = Einladungscode
register-invite-hint = Neue Benutzernamen gibt es nur mit Einladung: der Code, den dir die Verwaltung der Seite gegeben hat.
register-submit = Benutzerkonto anlegen
register-have-userid = Schon einen Benutzernamen?
register-closed = Neue Benutzernamen können hier zurzeit nicht angelegt werden. Bitte die Verwaltung der Seite um einen.
logout-title = Abmelden
logout-not-logged-in = Du bist nicht angemeldet.
login-wrong = Falscher Benutzername oder falsches Passwort.

# Warum ein Benutzername oder Passwort abgelehnt wird.
userid-problem-short = Ein Benutzername braucht mindestens 3 Zeichen.
userid-problem-long = Ein Benutzername darf höchstens 20 Zeichen haben.
userid-problem-letters = Ein Benutzername darf nur die Buchstaben A–Z und a–z, die Ziffern 0–9, _ und - enthalten.
userid-problem-closed = Benutzernamen, die mit „closed-“ beginnen, sind geschlossenen Konten vorbehalten. Bitte wähle einen anderen.
password-problem-short = Ein Passwort braucht mindestens 8 Zeichen.
password-problem-long = Ein Passwort darf höchstens 128 Zeichen haben.
