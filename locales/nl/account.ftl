## Bordvoorkeuren

account-board-title = Bordvoorkeuren
account-board-saved = Je bordvoorkeuren zijn opgeslagen.
account-nothing-saved = Er is niets opgeslagen: zie hieronder.
account-board-intro = Hoe de borden van je partijen, de spelregelpagina's en de herhalingen voor jou worden getekend. Alleen de tekening verandert: de velden houden hun namen (a1 is altijd de linkerbenedenhoek van Wit).
account-board-colours = Kleuren
account-board-coordinates = Coördinaten
account-board-coordinates-on = De lijnen (a, b, …) en rijen (1, 2, …) rond het bord tonen
account-board-coordinates-off = Verbergen
account-board-pieces = Stukken
account-board-orientation = Kant onderaan
account-board-orientation-help = Met je eigen kant onderaan ligt je kamp rechtsonder: als Zwart zie je het bord omgedraaid.
account-board-save = Bordvoorkeuren opslaan
account-board-look = Hoe je borden eruitzien
account-board-sample-chosen = Het begin van Halma 8×8 zoals Wit het ziet, getekend met de hierboven gekozen voorkeuren:
account-board-sample-yours = Het begin van Halma 8×8 zoals Wit het ziet, getekend met jouw voorkeuren:

## Je gegevens

account-data-title = Je gegevens
account-data-download = Downloaden
account-data-download-text = Alles wat deze site over je bewaart, in één JSON-bestand: je account en profiel, je bord- en mailinstellingen, je API-tokens (hun namen, niet de geheimen), je ratings, elke partij die je hebt gespeeld (met tegenstanders en uitslagen), de privéberichten die je hebt verstuurd en ontvangen, en je regels in de partijchats.
account-data-download-link = Je gegevens downloaden (JSON)
account-data-close = Je account opheffen
account-data-close-text = Als je je account opheft, word je overal uitgelogd, voorgoed: het wachtwoord, de sessies, de API-tokens en de mailinstellingen verdwijnen ermee. Je partijen en records blijven, onder een neutrale naam, en de berichten die je hebt verstuurd blijven bij de spelers naar wie je ze stuurde. Je gebruikersnaam kan niet opnieuw worden gekozen, door jou niet en door niemand anders.
account-data-close-link = Je account opheffen…

## Profiel

account-profile-title = Je profiel bewerken
account-profile-saved = Je profiel is opgeslagen.
account-profile-see = Je profiel bekijken
account-profile-vacation = Je vakantie
account-profile-about = Over jou
account-profile-about-help = Platte tekst, hoogstens 2000 tekens; regeleinden blijven behouden.
account-profile-time-zone = Tijdzone
account-profile-time-zone-help = Een IANA-naam zoals Europe/Amsterdam, America/New_York of UTC.
account-profile-hide = Mij niet tonen bij ‘Wie is er’
account-profile-save = Profiel opslaan

## Wachtwoord wijzigen

account-password-title = Wachtwoord wijzigen
account-password-done = Je wachtwoord is gewijzigd. Alle andere sessies van je gebruikersnaam zijn uitgelogd.
account-password-back = Terug naar de spelstand
account-password-current = Huidig wachtwoord
account-password-new = Nieuw wachtwoord
account-password-new-help = Minstens 8 tekens.
account-password-submit = Wachtwoord wijzigen
account-password-others = Als je je wachtwoord wijzigt, word je uitgelogd in elke andere browser waarin je bent ingelogd.
account-everywhere-title = Overal uitloggen
account-everywhere-text = Beëindigt elke sessie van je gebruikersnaam, in elke browser (ook deze), zonder je wachtwoord te wijzigen: voor een verloren telefoon of een gedeelde computer.
account-everywhere-submit = Overal uitloggen
account-password-data = Je gegevens
account-password-data-link = Je gegevens downloaden, of je account opheffen
account-programs = Programma's
account-programs-before = Met{ " " }
account-programs-tokens = API-tokens
account-programs-middle = { " " }kan een programma (een bot, een app) via{ " " }
account-programs-api = de JSON-API
account-programs-after = { " " }namens jou spelen.

## Je account opheffen

account-close-title = Je account opheffen
account-close-done = Je account is opgeheven, en je bent overal uitgelogd. Je partijen en records blijven, getoond als { $name }. Tot ziens, en bedankt voor het spelen.
account-close-home = Startpagina
account-close-warning = Dit kan niet ongedaan worden gemaakt. Een opgeheven account kan niet meer inloggen en zijn gebruikersnaam kan niet opnieuw worden gekozen. Lopende partijen worden niet opgegeven: hun klokken lopen door, en ze eindigen zoals elke partij. Je partijen en records blijven onder een neutrale naam; de berichten die je hebt verstuurd blijven bij hun lezers.
account-close-download-before = Misschien wil je eerst{ " " }
account-close-download-link = je gegevens downloaden
account-close-download-after = .
account-close-password = Je wachtwoord
account-close-confirm = Ja, hef mijn account op
account-close-submit = Mijn account opheffen
account-close-back = Terug
account-close-unconfirmed = Vink het vakje aan om te bevestigen dat je je account wilt opheffen. Er is niets gewijzigd.

## Meldingen

account-notifications-title = Meldingen
account-notifications-no-mail = Deze server verstuurt geen mail: de beheerder heeft geen SMTP-server ingesteld. Je instellingen blijven bewaard, en de feed hieronder werkt.
account-notifications-saved = Opgeslagen.
account-notifications-verify = Opgeslagen. Er is een link naar het nieuwe adres gestuurd: volg die om het te bevestigen; tot dan wordt er niets anders naartoe gestuurd.
account-notifications-verified = Je e-mailadres is bevestigd.
account-notifications-feed-new = Je feed heeft een nieuw adres; het oude werkt niet meer.
account-notifications-email = E-mailadres
account-notifications-goes-to = Mail gaat naar
account-notifications-confirmed = (bevestigd).
account-notifications-pending = wacht tot je de link volgt die ernaartoe is gestuurd.
account-notifications-mail-me = Mail me
account-notifications-on-turn = als ik aan zet ben (één mail tot mijn volgende bezoek)
account-notifications-digest = een dagelijkse lijst van de partijen waarin ik aan zet ben, om
account-notifications-digest-hour = Tijdstip van de dagelijkse lijst
account-notifications-digest-zone = (mijn tijdzone, ingesteld in mijn profiel)
account-notifications-low-time = als er voor een zet minder dan 24 uur over is
account-notifications-invitations = uitnodigingen voor partijen, en berichten
account-notifications-save = Opslaan
account-feed-title = Je privéfeed
account-feed-text = Een feedlezer kan op dit adres je beurten, uitnodigingen en afgelopen partijen volgen. Houd het voor jezelf: iedereen die het heeft, kan de feed lezen.
account-feed-none = Je hebt nog geen feedadres.
account-feed-replace = Het feedadres vervangen
account-feed-make = Een feedadres maken

## API-tokens

account-tokens-title = API-tokens
account-tokens-intro-before = Met een token kan een programma (een bot, een app) via de{ " " }
account-tokens-intro-api = JSON-API
account-tokens-intro-middle = { " " }namens jou spelen: het stuurt{ " " }
account-tokens-intro-after = { " " }mee met elk verzoek. Iedereen die het token heeft, kan je partijen spelen, dus houd het geheim en trek het in als je het niet meer nodig hebt.
account-tokens-new = Je nieuwe token. Kopieer het nu: het wordt alleen deze ene keer getoond.
account-tokens-name = Naam
account-tokens-name-placeholder = mijn bot
account-tokens-make = Een token maken
account-tokens-none = Je hebt geen tokens.
account-tokens-made = Gemaakt
account-tokens-state = Status
account-tokens-revoked = ingetrokken op { $when }
account-tokens-live = geldig
account-tokens-revoke = Intrekken

## Afmelden

account-unsubscribe-title = Afmelden
account-unsubscribe-done = Klaar: deze site stuurt je geen mail meer. Je kunt mails weer aanzetten op je meldingenpagina.
account-unsubscribe-ask = Alle mail stoppen die deze site je stuurt (beurten, dagelijkse lijsten, weinig tijd, uitnodigingen)?
account-unsubscribe-submit = Afmelden

## Vakantie

account-vacation-title = Vakantie
account-vacation-started = Je vakantie is begonnen: je klokken staan stil.
account-vacation-ended = Je vakantie is voorbij: je klokken lopen weer.
account-vacation-saved = Je instelling is opgeslagen.
account-vacation-intro = Tijdens je vakantie staan je klokken stil in elke partij die vakantie toestaat, en je tegenstanders zien dat je weg bent. Je verdient { $count ->
    [one] { $count } dag
   *[other] { $count } dagen
} vakantie per jaar, dag voor dag, en kunt er hoogstens { $count ->
    [one] { $count } dag
   *[other] { $count } dagen
} opsparen.
account-vacation-left = Vakantie over:
account-vacation-days = { $count ->
    [one] { $count } dag
   *[other] { $count } dagen
}
account-vacation-running = Je bent op vakantie tot { $until }.
account-vacation-end = Mijn vakantie nu beëindigen
account-vacation-end-help = De ongebruikte dagen gaan terug naar je tegoed; je klokken lopen vanaf nu weer.
account-vacation-next = Op { $when } heb je een hele dag vakantie; vanaf dan kan een vakantie beginnen.
account-vacation-days-label = Vakantiedagen
account-vacation-days-help = Van 1 tot { $count } dagen, vanaf nu.
account-vacation-start = Mijn vakantie beginnen
account-vacation-auto-title = Als een klok zou aflopen
account-vacation-auto = Mijn vakantie gebruiken in plaats van op tijd te verliezen (hele dagen, in partijen die vakantie toestaan)
account-vacation-auto-save = Instelling opslaan
account-vacation-days-bad = Het aantal vakantiedagen moet een heel getal zijn, minstens 1, niet ‘{ $typed }’.

## Een adres bevestigen

account-verify-title = Bevestig je adres
account-verify-text = Druk op de knop om te bevestigen dat dit adres van jou is; beurt- en andere mails gaan er vanaf dan naartoe.
account-verify-submit = Dit adres bevestigen
account-verify-unknown-title = Link niet geldig
account-verify-unknown = Deze bevestigingslink is onbekend of is al gebruikt. Typ het adres opnieuw op de meldingenpagina om een nieuwe te krijgen.

## Berichten

account-messages-title = Berichten
account-messages-new = Nieuw bericht
account-messages-none = Geen berichten.
account-messages-none-here = Geen berichten op deze pagina.
account-messages-subject = Onderwerp
account-messages-with = Met
account-messages-last = Laatste bericht
account-messages-unread = (ongelezen)
account-messages-newer = Nieuwer
account-messages-older = Ouder
account-message-new-title = Nieuw bericht
account-message-to = Aan
account-message-subject = Onderwerp
account-message-body = Bericht
account-message-send = Versturen
account-message-no-body = Schrijf een bericht.
account-message-no-to = Typ de gebruikersnaam van de speler aan wie je wilt schrijven.
account-message-no-player = Er is geen speler met de gebruikersnaam ‘{ $name }’.
account-message-no-subject = Schrijf een onderwerp.
account-thread-with = Een gesprek met
account-thread-all = Alle berichten
account-thread-report = Melden
account-thread-reply = Antwoord
account-thread-send = Antwoord versturen
account-thread-delete = Dit gesprek verwijderen
account-thread-delete-help = Het verdwijnt alleen uit jouw berichten; { $name } houdt het.
account-message-body-long = Een bericht mag hoogstens { $count } tekens hebben.
account-message-subject-long = Een onderwerp mag hoogstens { $count } tekens hebben.

## De keuzes van de bordvoorkeuren

account-board-theme-wood = Hout (licht- en donkerbruin)
account-board-theme-green = Groen laken
account-board-theme-ocean = Oceaan (blauw en grijs)
account-board-theme-contrast = Hoog contrast (zwart, wit en grijs)
account-board-pieces-discs = Schijven, wit en zwart
account-board-pieces-letters = Schijven met een letter, W en B (voor kleurenblinde spelers)
account-board-orientation-own = Mijn eigen kant onderaan
account-board-orientation-white = Altijd Wit onderaan

## Momenten en dagen

account-moment = { $day }-{ $month }-{ $year } { $hour }:{ $minute } { $zone }
account-day = { $day } { $month } { $year }
account-month-1 = januari
account-month-2 = februari
account-month-3 = maart
account-month-4 = april
account-month-5 = mei
account-month-6 = juni
account-month-7 = juli
account-month-8 = augustus
account-month-9 = september
account-month-10 = oktober
account-month-11 = november
account-month-12 = december

account-password-wrong = Je huidige wachtwoord klopte niet; er is niets gewijzigd.

## Tijdsduren

account-span-days = { $count ->
    [one] { $count } dag
   *[other] { $count } dagen
}
account-span-hours = { $count ->
    [one] { $count } uur
   *[other] { $count } uur
}
account-span-minutes = { $count ->
    [one] { $count } minuut
   *[other] { $count } minuten
}
account-vacation-from-now = over { $span }

## Fouten in het meldingenformulier

account-notifications-bad-address = Dat lijkt geen e-mailadres.
account-notifications-bad-hour = Het tijdstip van de dagelijkse lijst is een getal van 0 tot 23.

## Fouten in het profielformulier

account-profile-about-long = ‘Over jou’ mag hoogstens { $count } tekens hebben.
account-profile-bad-zone = Geen tijdzone heeft deze naam. Gebruik een naam zoals Europe/Amsterdam, America/New_York of UTC.
