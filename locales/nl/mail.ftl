mail-verify-subject = Bevestig je e-mailadres voor Halma
mail-verify-asked = Iemand (hopelijk jij) heeft gevraagd om de meldingen van Halma naar dit adres te sturen.
mail-verify-open = Open om te bevestigen:
mail-verify-not-you = Was jij het niet, negeer deze mail dan: er wordt niets meer naar dit adres gestuurd.

mail-reset-subject = Een nieuw wachtwoord voor Halma
mail-reset-asked = Iemand (hopelijk jij) heeft gevraagd om een nieuw wachtwoord in te stellen voor je Halma-gebruikersnaam { $name }.
mail-reset-open = Open binnen een uur om er een te kiezen:
mail-reset-once = De link werkt één keer; als je het wachtwoord instelt, word je overal uitgelogd. Was jij het niet, negeer deze mail dan: je wachtwoord blijft zoals het is.

mail-turn-subject = Jij bent aan zet tegen { $opponent }
mail-turn-moved = { $opponent } heeft gezet in jullie partij { $variant }. Jij bent aan zet.
mail-play-it = Naar de partij: { $link }
mail-due = Je zet moet gedaan zijn vóór { $due }.
mail-low-time-subject = Minder dan een dag over tegen { $opponent }
mail-low-time-body = Je hebt nog minder dan 24 uur voor je zet tegen { $opponent }: die moet gedaan zijn vóór { $due }.

mail-seat-turn-subject = Jij bent aan zet in { $variant } met { $with }
mail-seat-turn-body = Jij bent aan zet in je partij { $variant } met { $with }.
mail-seat-low-time-subject = Minder dan een dag over in { $variant } met { $with }
mail-seat-low-time-body = Je hebt nog minder dan 24 uur voor je zet in { $variant } met { $with }: die moet gedaan zijn vóór { $due }.

mail-digest-subject = Halma: jij bent aan zet in { $count ->
    [one] { $count } partij
   *[other] { $count } partijen
}
mail-digest-intro = Jij bent aan zet in { $count ->
    [one] { $count } partij
   *[other] { $count } partijen
}, de dringendste eerst:
mail-digest-game = - tegen { $opponent }, vóór { $due }: { $link }
mail-digest-games = Je partijen: { $link }

mail-invitation-subject = Je bent uitgenodigd voor een partij Halma
mail-invitation-body = Iemand heeft je uitgenodigd voor een partij.
mail-invitation-see = Je uitnodigingen: { $link }

mail-message-subject = Een bericht voor je op Halma
mail-message-body = Je hebt een nieuw bericht.
mail-message-read = Lees het: { $link }

mail-unsubscribe = Om geen mail meer van deze site te ontvangen: { $link }
