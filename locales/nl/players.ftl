# Profielen, Wie is er, spelers zoeken, vrienden- en negeerlijst, meldingen.

## Een profiel

players-game = Spel
players-opponent = Tegenstander
players-plays = Speelt
players-state = Stand
players-computer-label = (computer, niveau { $level })
players-computer-notice = Een computerspeler: de server speelt zijn zetten, een paar seconden na de jouwe. Zijn spellen worden niet beoordeeld.
players-play-computer = Tegen de computer spelen
players-closed = Dit account is gesloten. De spellen en uitslagen blijven bestaan, onder deze neutrale naam.
players-suspended = Dit account is geschorst.
players-joined = Lid sinds
players-last-seen = Laatst gezien
players-seen-never = nooit
players-seen-today = vandaag
players-seen-yesterday = gisteren
players-seen-days-ago = { $count ->
    [one] { $count } dag geleden
   *[other] { $count } dagen geleden
}
players-time-zone = Tijdzone
players-time-zone-local = { $zone } (lokale tijd { $time })
players-about = Over mij
players-invite = Uitnodigen voor een spel
players-send-message = Bericht sturen
players-remove-buddy = Uit vrienden verwijderen
players-add-buddy = Aan vrienden toevoegen
players-stop-ignoring = Niet meer negeren
players-ignore = Negeren
players-report = Melden
players-admin-page = Beheerpagina van dit account
players-ratings = Ratings
players-rating-history = Ratinggeschiedenis
players-results = Uitslagen
players-head-to-head = Onderling — jij tegen { $name }: { $won } gewonnen, { $lost } verloren,
players-head-to-head-drawn = {" "}{ $drawn } remise.
players-no-finished = Nog geen afgelopen spellen.
players-played = Gespeeld
players-won = Gewonnen
players-lost = Verloren
players-drawn = Remise
players-won-percent = Gewonnen %
players-lost-percent = Verloren %
players-drawn-percent = Remise %
players-in-progress = Lopende spellen
players-no-game-in-progress = Geen lopend spel.
players-recently-finished = Onlangs afgelopen

## Wie is er

players-who-title = Wie is er
players-who-intro = Spelers die de afgelopen 15 minuten zijn gezien.
players-who-profile-link = In je profiel
players-who-hide = kun je jezelf uit deze lijst houden.
players-who-nobody = Er is nu verder niemand.

## Spelers zoeken

players-search-title = Spelers zoeken
players-search-label = Gebruikersnaam begint met of bevat
players-search-button = Zoeken
players-search-none-before = Geen gebruikersnaam begint met of bevat ‘
players-search-none-after = ’.
players-search-none-after-on-page = ’ op deze pagina.
players-previous-page = Vorige pagina
players-next-page = Volgende pagina
players-userid-hint = Een gebruikersnaam heeft hoogstens 20 tekens, elk een letter A–Z of a–z, een cijfer 0–9, _ of -.

## Vrienden en negeerlijst

players-buddies-title = Vriendenlijst
players-buddies-intro = Je vrienden worden als eerste aangeboden als je een speler voor een spel uitnodigt.
players-buddies-add = Vriend toevoegen
players-ignore-title = Negeerlijst
players-ignore-intro = Spelers die je negeert kunnen je geen berichten sturen, je niet uitnodigen, niet aan je spellen meedoen en niet door Auto-Match aan je gekoppeld worden. Ze horen niet waarom.
players-ignore-add = Een speler negeren
players-contacts-empty = Er staat niemand op deze lijst.
players-contacts-remove = Verwijderen
players-contacts-add = Toevoegen
players-contacts-type-userid = Typ een gebruikersnaam.
players-contacts-no-player = Er is geen speler met de gebruikersnaam ‘{ $name }’.
players-contacts-own-userid = Dat is je eigen gebruikersnaam.

## Meldingen

players-report-profile = Het profiel van { $name } melden
players-report-message = Een bericht van { $name } melden
players-report-chat = Een chatregel van { $name } melden
players-report-only-admins = Alleen de beheerders lezen een melding.
players-report-not-told = hoort niet wie hem heeft gestuurd.
players-report-reason = Wat is er mis
players-report-send = Melding versturen
players-report-say-why = Zeg wat er mis is; alleen de beheerders lezen het.
players-report-thanks = Bedankt. De beheerders gaan ernaar kijken.
players-game-status = Spelstatus
