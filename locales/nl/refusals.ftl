refusal-refused-title = Dat lukte niet
refusal-refused = Dat kan niet. Er is niets veranderd.

refusal-sign_ups_closed-title = Aanmelden gesloten
refusal-sign_ups_closed = Nieuwe gebruikersnamen kunnen hier op dit moment niet worden aangemaakt.

refusal-invalid_userid-title = Dat lukte niet
refusal-invalid_userid = { $detail }

refusal-invalid_password-title = Dat lukte niet
refusal-invalid_password = { $detail }

refusal-invite_needed-title = Op uitnodiging
refusal-invite_needed = Nieuwe gebruikersnamen zijn hier op uitnodiging: vul de uitnodigingscode in die je hebt gekregen.

refusal-invite_not_valid-title = Uitnodigingscode ongeldig
refusal-invite_not_valid = Die uitnodigingscode is ongeldig: misschien is hij verkeerd getypt, verlopen of al gebruikt. Vraag de beheerder van de site om een nieuwe.

refusal-too_many_sign_ups-title = Te veel nieuwe gebruikersnamen
refusal-too_many_sign_ups = Vanaf jouw netwerk zijn het afgelopen uur te veel nieuwe gebruikersnamen aangemaakt. Probeer het later nog eens.

refusal-userid_taken-title = Gebruikersnaam bezet
refusal-userid_taken = De gebruikersnaam { $detail } is al bezet (hoofdletters maken geen verschil). Kies een andere.

refusal-token_name_missing-title = Dat lukte niet
refusal-token_name_missing = Geef het token een naam, zodat je het terugkent.

refusal-token_name_too_long-title = Dat lukte niet
refusal-token_name_too_long = De naam van een token mag hoogstens { $count } tekens hebben. Er is niets aangemaakt.

refusal-too_many_tokens-title = Te veel tokens
refusal-too_many_tokens = { $count ->
    [one] Je hebt { $count } geldig token, het maximum voor één speler. Trek er eerst een in; er is niets aangemaakt.
   *[other] Je hebt { $count } geldige tokens, het maximum voor één speler. Trek er eerst een in; er is niets aangemaakt.
}

refusal-no_such_token-title = Onbekend token
refusal-no_such_token = Je hebt geen token met dit nummer, dus er is niets ingetrokken. Alleen een eigen token uit je lijst met API-tokens kan worden ingetrokken.

refusal-wrong_password-title = Verkeerd wachtwoord
refusal-wrong_password = Dat is niet je wachtwoord. Er is niets veranderd.

refusal-account_closed-title = Account opgeheven
refusal-account_closed = Dit account is al opgeheven.

refusal-not_found-title = Niet gevonden
refusal-not_found = Op dit adres staat niets. Misschien is het verkeerd getypt, of is wat het toonde verdwenen.

refusal-not_a_player-title = Niet toegestaan
refusal-not_a_player = Alleen de twee spelers van deze partij kunnen dat doen.

refusal-already_played-title = Die zet is al gespeeld
refusal-already_played = Die zet is al gespeeld, of de partij is verdergegaan sinds deze pagina werd getoond. Er is niets veranderd.

refusal-game_over-title = Deze partij is afgelopen
refusal-game_over = Deze partij is al afgelopen; er is niets veranderd.

refusal-claim_pending-title = Er ligt al een remiseverzoek
refusal-claim_pending = Er wacht al een remiseverzoek op een beheerder; na de beslissing gaat de partij verder. Er is niets veranderd.

refusal-not_your_turn-title = Je bent niet aan zet
refusal-not_your_turn = Je tegenstander is aan zet; er is niets veranderd.

refusal-time_ran_out-title = De tijd is op
refusal-time_ran_out = De tijd voor deze zet is op, dus er is niets gedaan: { $detail }.

refusal-not_a_move-title = Dat is geen zet
refusal-not_a_move = { $detail }. Er is niets veranderd.

refusal-cannot_pass-title = Je kunt niet passen
refusal-cannot_pass = Wie een geldige zet heeft, mag niet passen; als er geen zet is, noteert de server zelf een pas.

refusal-illegal_move-title = Die zet is niet toegestaan
refusal-illegal_move = { $detail }. Er is niets veranderd.

refusal-draw_not_open-title = Dat remiseaanbod is al beantwoord
refusal-draw_not_open = Het remiseaanbod is al beantwoord, of er is een zet gespeeld, sinds deze pagina werd getoond. Er is niets veranderd.

refusal-draw_stands-title = Er staat al een remiseaanbod
refusal-draw_stands = In deze partij staat al een remiseaanbod open.

refusal-draw_already_agreed-title = Die remise is al overeengekomen
refusal-draw_already_agreed = De remise is al overeengekomen, en de partij is afgelopen. Er is niets veranderd.

refusal-draw_already_offered-title = Er is deze zet al remise aangeboden
refusal-draw_already_offered = Er is deze zet al remise aangeboden en afgewezen; een nieuw aanbod kan bij de volgende zet. Er is niets veranderd.

refusal-already_resigned-title = Je hebt al opgegeven
refusal-already_resigned = Je hebt deze partij al opgegeven, en ze is afgelopen. Er is niets veranderd.

refusal-claim_already_rejected-title = Dat verzoek is al afgewezen
refusal-claim_already_rejected = Een beheerder heeft dit verzoek in deze stelling al afgewezen; de partij gaat verder. Er is niets aangevraagd.

refusal-moved_on-title = De partij is verdergegaan
refusal-moved_on = Sinds deze pagina werd getoond, is er al een zet gespeeld; bekijk de partij opnieuw. Er is niets veranderd.

refusal-claim_refused-title = Remiseverzoek geweigerd
refusal-claim_refused = Het verzoek is geweigerd: { $detail }. De partij gaat verder; er is niets veranderd.

refusal-too_many_offers-title = Te veel open aanbiedingen
refusal-too_many_offers = Je hebt al { $count } open aanbiedingen, het maximum voor één speler. Trek er een in (op je pagina met de stand van je partijen of in de wachtkamer), of wacht tot iemand er een aanneemt.

refusal-offer_gone-title = Partij al vergeven
refusal-offer_gone = Die partij is al vergeven: iemand anders deed eerder mee, of wie haar aanbood heeft haar ingetrokken. In de wachtkamer wachten andere partijen.

refusal-offer_withdrawn-title = Al gedaan
refusal-offer_withdrawn = Die partij staat niet meer in de wachtkamer: iemand doet al mee, of ze is al ingetrokken.

refusal-invitation_gone-title = Al gedaan
refusal-invitation_gone = Die uitnodiging bestaat niet meer: ze is al aangenomen, afgewezen of ingetrokken.

refusal-own_offer-title = Dat lukte niet
refusal-own_offer = Je kunt niet meedoen aan je eigen partij. Iemand anders moet meedoen; je kunt haar in plaats daarvan intrekken.

refusal-not_possible-title = Niet mogelijk
refusal-not_possible = Dat is niet mogelijk. Er is niets gedaan.

refusal-too_many_messages-title = Te veel berichten
refusal-too_many_messages = Je hebt het afgelopen uur { $count } berichten verstuurd, het maximum voor één speler. Wacht even. Er is niets verstuurd.

refusal-game_not_over-title = Deze partij is nog niet afgelopen
refusal-game_not_over = Een revanche kan worden aangeboden zodra deze partij is afgelopen. Er is niets veranderd.

refusal-not_invited-title = Niet toegestaan
refusal-not_invited = Deze partij is een uitnodiging aan een andere speler; alleen die kan meedoen.

refusal-not_your_offer-title = Niet toegestaan
refusal-not_your_offer = Alleen wie een partij heeft aangeboden, kan haar annuleren of er een computer aan zetten.

refusal-not_your_invitation-title = Niet toegestaan
refusal-not_your_invitation = Alleen de uitgenodigde speler kan een uitnodiging afwijzen.

refusal-no_such_player-title = Dat lukte niet
refusal-no_such_player = Er is geen speler met de gebruikersnaam ‘{ $detail }’.

refusal-already_seated-title = Je hebt al een plaats
refusal-already_seated = Je zit al aan deze partij. Ze begint als de laatste plaats bezet is; tot dan staat ze in de wachtkamer.

refusal-no_seat_for_you-title = Geen plaats meer voor jou
refusal-no_seat_for_you = Elke vrije plaats aan deze partij is gereserveerd voor een uitgenodigde speler. In de wachtkamer wachten andere partijen.

refusal-computer_at_rated_game-title = Niet bij een partij met rating
refusal-computer_at_rated_game = Een partij met een computerspeler telt nooit voor de rating, dus een computer neemt alleen plaats bij een partij zonder rating. Nodig de computer uit wanneer je de partij aanbiedt, of bied haar opnieuw aan zonder rating.

refusal-computer_already_seated-title = Al bij deze partij
refusal-computer_already_seated = De computer van niveau { $count } zit al aan deze partij; elk niveau neemt één plaats. Kies een ander niveau.

refusal-no_such_computer-title = Dat lukte niet
refusal-no_such_computer = De computer speelt op niveau 1 tot en met 5; kies er een van.

refusal-not_seated-title = Niet aan deze partij
refusal-not_seated = Je zit (niet meer) aan deze partij, of de partij is begonnen. Wie een partij aanbood, trekt haar in plaats daarvan in.

refusal-invite_self-title = Dat lukte niet
refusal-invite_self = Je kunt jezelf niet uitnodigen. Laat het veld leeg om de partij voor iedereen aan te bieden.

refusal-claim_already_decided-title = Al gedaan
refusal-claim_already_decided = Over dat verzoek is al beslist.

refusal-game_changed-title = De partij is veranderd
refusal-game_changed = De partij is verdergegaan, afgelopen of beslist sinds de pagina werd getoond; bekijk haar opnieuw.

refusal-same_result-title = Dat lukte niet
refusal-same_result = De partij heeft die uitslag al; een correctie verandert hem.

refusal-reason_missing-title = Dat lukte niet
refusal-reason_missing = Schrijf de reden voor de beslissing op; de spelers zullen hem lezen.

refusal-not_enough_vacation-title = Niet genoeg vakantie
refusal-not_enough_vacation = { $count ->
    [0] Je hebt nog geen hele dag vakantie, dus er kan geen vakantie beginnen. Er is niets gewijzigd.
   *[other] Je hebt nog { $count } hele vakantiedagen: een vakantie van 1 tot { $count } dagen kan beginnen. Er is niets veranderd.
}

refusal-already_on_vacation-title = Al met vakantie
refusal-already_on_vacation = Je vakantie loopt al; beëindig die eerst om een nieuwe te beginnen. Er is niets veranderd.

refusal-not_on_vacation-title = Niet met vakantie
refusal-not_on_vacation = Je bent niet met vakantie; er is niets veranderd.

refusal-too_many_chat_lines-title = Te veel chatregels
refusal-too_many_chat_lines = Je hebt het afgelopen uur { $count } chatregels geschreven, het maximum voor één speler. Wacht even. Er is niets verstuurd.

refusal-empty_chat_line-title = Niets te versturen
refusal-empty_chat_line = Een chatregel heeft een paar woorden nodig. Er is niets gewijzigd.

refusal-report_self-title = Dat lukte niet
refusal-report_self = Je kunt jezelf of je eigen woorden niet melden.

refusal-already_reported-title = Al gemeld
refusal-already_reported = Je hebt dit al gemeld; een beheerder gaat ernaar kijken. Er is niets toegevoegd.

refusal-report_closed-title = Al gedaan
refusal-report_closed = Die melding is al gesloten.

refusal-already_so-title = Al gedaan
refusal-already_so = { $detail }; er is niets veranderd.

refusal-not_on_oneself-title = Dat lukte niet
refusal-not_on_oneself = Een beheerder kan dit niet met het eigen account doen. Er is niets veranderd.

refusal-audit_reason_missing-title = Dat lukte niet
refusal-audit_reason_missing = Schrijf de reden op; die gaat met je naam naar het auditlogboek. Er is niets veranderd.

refusal-tournaments_for_admins-title = Niet toegestaan
refusal-tournaments_for_admins = Op deze site kunnen alleen beheerders toernooien aanmaken. Er is niets aangemaakt.

refusal-tournament_name_missing-title = Dat lukte niet
refusal-tournament_name_missing = Geef het toernooi een naam. Er is niets aangemaakt.

refusal-tournament_name_too_long-title = Dat lukte niet
refusal-tournament_name_too_long = De naam van een toernooi mag hoogstens { $count } tekens hebben. Er is niets aangemaakt.

refusal-tournament_players-title = Dat lukte niet
refusal-tournament_players = Het minimum aantal spelers moet minstens 2 zijn, en het maximum minstens het minimum en hoogstens { $count }. Er is niets aangemaakt.

refusal-tournament_rounds-title = Dat lukte niet
refusal-tournament_rounds = Een Zwitsers toernooi heeft 1 tot { $count } ronden. Er is niets aangemaakt.

refusal-tournament_deadline_past-title = Dat lukte niet
refusal-tournament_deadline_past = De inschrijvingstermijn moet in de toekomst liggen (tijden in UTC). Er is niets aangemaakt.

refusal-tournament_deadline_far-title = Dat lukte niet
refusal-tournament_deadline_far = De inschrijvingstermijn mag hoogstens { $count } dagen vooruit liggen. Er is niets aangemaakt.

refusal-too_many_tournaments-title = Dat lukte niet
refusal-too_many_tournaments = Je hebt al { $count } aangekondigde of lopende toernooien; een nieuw kan worden aangekondigd als een ervan is afgelopen. Er is niets aangemaakt.

refusal-sign_up_closed-title = Inschrijving gesloten
refusal-sign_up_closed = De inschrijving voor dit toernooi is gesloten: de termijn is verstreken of het is begonnen. Er is niets veranderd.

refusal-already_signed_up-title = Al ingeschreven
refusal-already_signed_up = Je bent al ingeschreven voor dit toernooi.

refusal-tournament_full-title = Het toernooi is vol
refusal-tournament_full = Alle { $count } plaatsen van dit toernooi zijn bezet. Er is niets veranderd.

refusal-not_signed_up-title = Niet ingeschreven
refusal-not_signed_up = Je bent niet ingeschreven voor dit toernooi; er is niets veranderd.

refusal-already_withdrawn-title = Al teruggetrokken
refusal-already_withdrawn = Je hebt je al uit dit toernooi teruggetrokken; er is niets veranderd.

refusal-tournament_over-title = Het toernooi is afgelopen
refusal-tournament_over = Dit toernooi is afgelopen; er is niets veranderd.

refusal-ladder_unsettled-title = Deze ladder is nog niet open
refusal-ladder_unsettled = Nog geen beheerder heeft deze ladder ingericht, dus je kunt er niet aan meedoen. Er is niets veranderd.

refusal-already_on_ladder-title = Al op de ladder
refusal-already_on_ladder = Je staat al op deze ladder; er is niets veranderd.

refusal-not_on_ladder-title = Die uitdaging is niet mogelijk
refusal-not_on_ladder = Je staat niet op deze ladder: doe eerst mee, onderaan. Er is niets veranderd.

refusal-defender_not_on_ladder-title = Die uitdaging is niet mogelijk
refusal-defender_not_on_ladder = ‘{ $detail }’ staat niet op deze ladder. Er is niets veranderd.

refusal-challenge_self-title = Die uitdaging is niet mogelijk
refusal-challenge_self = Je kunt jezelf niet uitdagen. Er is niets veranderd.

refusal-not_above-title = Die uitdaging is niet mogelijk
refusal-not_above = { $detail } staat niet boven je op de ladder: daag iemand boven je uit. Er is niets veranderd.

refusal-out_of_reach-title = Die uitdaging is niet mogelijk
refusal-out_of_reach = Je kunt een speler uitdagen die hoogstens { $count } plaatsen boven je op deze ladder staat. Er is niets veranderd.

refusal-challenge_open-title = Er staat al een uitdaging open
refusal-challenge_open = Je hebt op deze ladder al een open uitdaging: één tegelijk, tot de partij ervan is afgelopen. Er is niets veranderd.

refusal-defender_challenged-title = Er staat al een uitdaging open
refusal-defender_challenged = { $detail } moet op deze ladder al een open uitdaging beantwoorden; daag die speler uit zodra die partij is afgelopen. Er is niets veranderd.

refusal-ladder_settings-title = Dat lukte niet
refusal-ladder_settings = { $detail } Er is niets veranderd.
