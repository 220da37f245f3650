account-userid = Gebruikersnaam
account-password = Wachtwoord
login-title = Inloggen
login-submit = Inloggen
login-forgot = Wachtwoord vergeten?
login-forgot-ask-admin = Wachtwoord vergeten? Vraag de beheerder van de site een nieuw in te stellen.
login-no-userid = Nog geen gebruikersnaam?
register-title = Nieuwe gebruikersnaam aanmaken
register-userid-hint = 3 tot 20 letters, cijfers, _ of -.
register-password-hint = Minstens 8 tekens.
register-invite = Uitnodigingscode
register-invite-hint = Nieuwe gebruikersnamen zijn op uitnodiging: de code die de beheerder van de site je gaf.
register-submit = Gebruikersnaam aanmaken
register-have-userid = Heb je al een gebruikersnaam?
register-closed = Nieuwe gebruikersnamen kunnen hier op dit moment niet worden aangemaakt. Vraag de beheerder van de site om er een.
logout-title = Uitloggen
logout-not-logged-in = Je bent niet ingelogd.
login-wrong = Verkeerde gebruikersnaam of verkeerd wachtwoord.

# Waarom een gebruikersnaam of wachtwoord geweigerd wordt.
userid-problem-short = Een gebruikersnaam heeft minstens 3 tekens nodig.
userid-problem-long = Een gebruikersnaam mag hoogstens 20 tekens hebben.
userid-problem-letters = Een gebruikersnaam mag alleen de letters A–Z en a–z, de cijfers 0–9, _ en - bevatten.
userid-problem-closed = Gebruikersnamen die met ‘closed-’ beginnen, zijn voor gesloten accounts. Kies een andere.
password-problem-short = Een wachtwoord heeft minstens 8 tekens nodig.
password-problem-long = Een wachtwoord mag hoogstens 128 tekens hebben.
