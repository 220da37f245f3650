refusal-refused-title = Das hat nicht geklappt
refusal-refused = Das ist nicht möglich. Es wurde nichts geändert.

refusal-sign_ups_closed-title = Anmeldung geschlossen
refusal-sign_ups_closed = Neue Benutzernamen können hier zurzeit nicht angelegt werden.

refusal-invalid_userid-title = Das hat nicht geklappt
refusal-invalid_userid = { $detail }

refusal-invalid_password-title = Das hat nicht geklappt
refusal-invalid_password = { $detail }

refusal-invite_needed-title = Nur mit Einladung
refusal-invite_needed = Neue Benutzernamen gibt es hier nur mit Einladung: Gib den Einladungscode ein, den du bekommen hast.

refusal-invite_not_valid-title = Einladungscode ungültig
refusal-invite_not_valid = Dieser Einladungscode ist ungültig: Er ist vielleicht falsch eingegeben, abgelaufen oder schon benutzt. Bitte die Verwaltung der Seite um einen neuen.

refusal-too_many_sign_ups-title = Zu viele neue Benutzernamen
refusal-too_many_sign_ups = Aus deinem Netz wurden in der letzten Stunde zu viele neue Benutzernamen angelegt. Bitte versuche es später noch einmal.

refusal-userid_taken-title = Benutzername vergeben
refusal-userid_taken = Der Benutzername { $detail } ist schon vergeben (Groß- und Kleinschreibung zählt dabei nicht). Bitte wähle einen anderen.

refusal-token_name_missing-title = Das hat nicht geklappt
refusal-token_name_missing = Gib dem Token einen Namen, um es wiederzuerkennen.

refusal-token_name_too_long-title = Das hat nicht geklappt
refusal-token_name_too_long = Der Name eines Tokens darf höchstens { $count } Zeichen haben. Es wurde nichts angelegt.

refusal-too_many_tokens-title = Zu viele Tokens
refusal-too_many_tokens = { $count ->
    [one] Du hast { $count } gültiges Token, so viele, wie ein Spieler haben darf. Widerrufe zuerst eines; es wurde nichts angelegt.
   *[other] Du hast { $count } gültige Tokens, so viele, wie ein Spieler haben darf. Widerrufe zuerst eines; es wurde nichts angelegt.
}

refusal-no_such_token-title = Kein solches Token
refusal-no_such_token = Du hast kein Token mit dieser Nummer, also wurde nichts widerrufen. Nur ein eigenes Token aus deiner Liste der API-Tokens kann widerrufen werden.

refusal-wrong_password-title = Falsches Passwort
refusal-wrong_password = Das ist nicht dein Passwort. Es wurde nichts geändert.

refusal-account_closed-title = Konto geschlossen
refusal-account_closed = Dieses Konto ist bereits geschlossen.

refusal-not_found-title = Nicht gefunden
refusal-not_found = Unter dieser Adresse gibt es nichts. Vielleicht wurde sie falsch eingegeben, oder das, was sie zeigte, ist nicht mehr da.

refusal-not_a_player-title = Nicht erlaubt
refusal-not_a_player = Nur die beiden Spieler dieser Partie können das tun.

refusal-already_played-title = Dieser Zug wurde schon gespielt
refusal-already_played = Dieser Zug wurde schon gespielt, oder die Partie ist weitergegangen, seit diese Seite angezeigt wurde. Es wurde nichts geändert.

refusal-game_over-title = Diese Partie ist beendet
refusal-game_over = Diese Partie ist bereits beendet; es wurde nichts geändert.

refusal-claim_pending-title = Ein Remis-Antrag liegt schon vor
refusal-claim_pending = Ein Remis-Antrag wartet bereits auf die Verwaltung; die Partie geht nach der Entscheidung weiter. Es wurde nichts geändert.

refusal-not_your_turn-title = Du bist nicht am Zug
refusal-not_your_turn = Dein Gegner ist am Zug; es wurde nichts geändert.

refusal-time_ran_out-title = Die Zeit ist abgelaufen
refusal-time_ran_out = Die Zeit für diesen Zug ist abgelaufen, daher wurde nichts getan: { $detail }.

refusal-not_a_move-title = Das ist kein Zug
refusal-not_a_move = { $detail }. Es wurde nichts geändert.

refusal-cannot_pass-title = Du kannst nicht passen
refusal-cannot_pass = Wer einen erlaubten Zug hat, darf nicht passen; gibt es keinen Zug, vermerkt der Server das Passen selbst.

refusal-illegal_move-title = Dieser Zug ist nicht erlaubt
refusal-illegal_move = { $detail }. Es wurde nichts geändert.

refusal-draw_not_open-title = Dieses Remisangebot wurde schon beantwortet
refusal-draw_not_open = Das Remisangebot wurde schon beantwortet, oder es wurde ein Zug gespielt, seit diese Seite angezeigt wurde. Es wurde nichts geändert.

refusal-draw_stands-title = Ein Remisangebot steht schon
refusal-draw_stands = In dieser Partie ist bereits ein Remisangebot offen.

refusal-draw_already_agreed-title = Das Remis wurde schon vereinbart
refusal-draw_already_agreed = Das Remis wurde schon vereinbart, und die Partie ist beendet. Es wurde nichts geändert.

refusal-draw_already_offered-title = In diesem Zug wurde schon Remis angeboten
refusal-draw_already_offered = In diesem Zug wurde schon Remis angeboten und abgelehnt; ein neues Angebot kann im nächsten Zug folgen. Es wurde nichts geändert.

refusal-already_resigned-title = Du hast schon aufgegeben
refusal-already_resigned = Du hast diese Partie schon aufgegeben, und sie ist beendet. Es wurde nichts geändert.

refusal-claim_already_rejected-title = Dieser Antrag wurde schon abgelehnt
refusal-claim_already_rejected = Die Verwaltung hat diesen Antrag in dieser Stellung schon abgelehnt; die Partie geht weiter. Es wurde nichts beantragt.

refusal-moved_on-title = Die Partie ist weitergegangen
refusal-moved_on = Seit diese Seite angezeigt wurde, wurde schon ein Zug gespielt; sieh dir die Partie noch einmal an. Es wurde nichts geändert.

refusal-claim_refused-title = Remis-Antrag abgelehnt
refusal-claim_refused = Der Antrag wurde abgelehnt: { $detail }. Die Partie geht weiter; es wurde nichts geändert.

refusal-too_many_offers-title = Zu viele offene Angebote
refusal-too_many_offers = Du hast schon { $count } offene Angebote, so viele, wie ein Spieler haben darf. Ziehe eines zurück (auf deiner Spielstand-Seite oder im Warteraum), oder warte, bis jemand eines annimmt.

refusal-offer_gone-title = Partie schon vergeben
refusal-offer_gone = Diese Partie ist schon vergeben: Jemand anderes ist zuerst beigetreten, oder sie wurde zurückgezogen. Im Warteraum warten andere Partien.

refusal-offer_withdrawn-title = Bereits erledigt
refusal-offer_withdrawn = Diese Partie ist nicht mehr im Warteraum: Jemand ist beigetreten, oder sie wurde schon zurückgezogen.

refusal-invitation_gone-title = Bereits erledigt
refusal-invitation_gone = Diese Einladung gibt es nicht mehr: Sie wurde schon angenommen, abgelehnt oder zurückgezogen.

refusal-own_offer-title = Das hat nicht geklappt
refusal-own_offer = Du kannst deiner eigenen Partie nicht beitreten. Jemand anderes muss beitreten; du kannst sie stattdessen zurückziehen.

refusal-not_possible-title = Nicht möglich
refusal-not_possible = Das ist nicht möglich. Es wurde nichts getan.

refusal-too_many_messages-title = Zu viele Nachrichten
refusal-too_many_messages = Du hast in der letzten Stunde { $count } Nachrichten geschickt, so viele, wie ein Spieler schicken darf. Bitte warte eine Weile. Es wurde nichts gesendet.

refusal-game_not_over-title = Diese Partie ist noch nicht beendet
refusal-game_not_over = Eine Revanche kann angeboten werden, sobald diese Partie beendet ist. Es wurde nichts geändert.

refusal-not_invited-title = Nicht erlaubt
refusal-not_invited = Diese Partie ist eine Einladung an einen anderen Spieler; nur er kann ihr beitreten.

refusal-not_your_offer-title = Nicht erlaubt
refusal-not_your_offer = Nur wer eine Partie ausgeschrieben hat, kann sie zurückziehen oder einen Computer an sie setzen.

refusal-not_your_invitation-title = Nicht erlaubt
refusal-not_your_invitation = Nur der eingeladene Spieler kann eine Einladung ablehnen.

refusal-no_such_player-title = Das hat nicht geklappt
refusal-no_such_player = Es gibt keinen Spieler mit dem Benutzernamen „{ $detail }“.

refusal-already_seated-title = Du hast schon einen Platz
refusal-already_seated = Du sitzt schon an dieser Partie. Sie beginnt, wenn der letzte Platz besetzt ist; bis dahin steht sie im Warteraum.

refusal-no_seat_for_you-title = Kein Platz mehr für dich
refusal-no_seat_for_you = Jeder freie Platz an dieser Partie ist für einen eingeladenen Spieler reserviert. Im Warteraum warten andere Partien.

refusal-computer_at_rated_game-title = Nicht an einer gewerteten Partie
refusal-computer_at_rated_game = Eine Partie mit einem Computerspieler wird nie gewertet, deshalb nimmt ein Computer nur an einer ungewerteten Partie Platz. Lade den Computer beim Ausschreiben ein oder schreibe die Partie ungewertet neu aus.

refusal-computer_already_seated-title = Schon an dieser Partie
refusal-computer_already_seated = Der Computer der Stufe { $count } sitzt schon an dieser Partie; jede Stufe nimmt nur einen Platz. Wähle eine andere Stufe.

refusal-no_such_computer-title = Das hat nicht geklappt
refusal-no_such_computer = Der Computer spielt auf den Stufen 1 bis 5; wähle eine davon.

refusal-not_seated-title = Nicht an dieser Partie
refusal-not_seated = Du sitzt (nicht mehr) an dieser Partie, oder die Partie hat begonnen. Wer eine Partie ausgeschrieben hat, zieht sie stattdessen zurück.

refusal-invite_self-title = Das hat nicht geklappt
refusal-invite_self = Du kannst dich nicht selbst einladen. Lass das Feld leer, um die Partie für alle auszuschreiben.

refusal-claim_already_decided-title = Bereits erledigt
refusal-claim_already_decided = Über diesen Antrag wurde schon entschieden.

refusal-game_changed-title = Die Partie hat sich geändert
refusal-game_changed = Die Partie ist weitergegangen, wurde beendet oder entschieden, seit die Seite angezeigt wurde; sieh sie dir noch einmal an.

refusal-same_result-title = Das hat nicht geklappt
refusal-same_result = Die Partie hat dieses Ergebnis schon; eine Korrektur ändert es.

refusal-reason_missing-title = Das hat nicht geklappt
refusal-reason_missing = Schreib den Grund für die Entscheidung auf; die Spieler werden ihn lesen.

refusal-not_enough_vacation-title = Nicht genug Urlaub
refusal-not_enough_vacation = { $count ->
    [0] Du hast noch keinen ganzen Tag Urlaub, also kann kein Urlaub beginnen. Es wurde nichts geändert.
   *[other] Du hast noch { $count } ganze Urlaubstage: Ein Urlaub von 1 bis { $count } Tagen kann beginnen. Es wurde nichts geändert.
}

refusal-already_on_vacation-title = Schon im Urlaub
refusal-already_on_vacation = Dein Urlaub läuft schon; beende ihn zuerst, um einen neuen zu beginnen. Es wurde nichts geändert.

refusal-not_on_vacation-title = Nicht im Urlaub
refusal-not_on_vacation = Du bist nicht im Urlaub; es wurde nichts geändert.

refusal-too_many_chat_lines-title = Zu viele Chatzeilen
refusal-too_many_chat_lines = Du hast in der letzten Stunde { $count } Chatzeilen geschrieben, so viele, wie ein Spieler schreiben darf. Bitte warte eine Weile. Es wurde nichts gesendet.

refusal-empty_chat_line-title = Nichts zu senden
refusal-empty_chat_line = Eine Chatzeile braucht ein paar Worte. Es wurde nichts geändert.

refusal-report_self-title = Das hat nicht geklappt
refusal-report_self = Du kannst weder dich selbst noch deine eigenen Worte melden.

refusal-already_reported-title = Schon gemeldet
refusal-already_reported = Du hast das schon gemeldet; die Verwaltung wird es sich ansehen. Es wurde nichts hinzugefügt.

refusal-report_closed-title = Bereits erledigt
refusal-report_closed = Diese Meldung wurde schon abgeschlossen.

refusal-already_so-title = Bereits erledigt
refusal-already_so = { $detail }; es wurde nichts geändert.

refusal-not_on_oneself-title = Das hat nicht geklappt
refusal-not_on_oneself = Ein Admin kann das nicht mit dem eigenen Konto tun. Es wurde nichts geändert.

refusal-audit_reason_missing-title = Das hat nicht geklappt
refusal-audit_reason_missing = Schreib den Grund auf; er kommt mit deinem Namen ins Prüfprotokoll. Es wurde nichts geändert.

refusal-tournaments_for_admins-title = Nicht erlaubt
refusal-tournaments_for_admins = Auf dieser Seite können nur Admins Turniere anlegen. Es wurde nichts angelegt.

refusal-tournament_name_missing-title = Das hat nicht geklappt
refusal-tournament_name_missing = Gib dem Turnier einen Namen. Es wurde nichts angelegt.

refusal-tournament_name_too_long-title = Das hat nicht geklappt
refusal-tournament_name_too_long = Ein Turniername darf höchstens { $count } Zeichen haben. Es wurde nichts angelegt.

refusal-tournament_players-title = Das hat nicht geklappt
refusal-tournament_players = Die Mindestzahl der Spieler muss mindestens 2 sein, die Höchstzahl mindestens die Mindestzahl und höchstens { $count }. Es wurde nichts angelegt.

refusal-tournament_rounds-title = Das hat nicht geklappt
refusal-tournament_rounds = Ein Schweizer-System-Turnier hat 1 bis { $count } Runden. Es wurde nichts angelegt.

refusal-tournament_deadline_past-title = Das hat nicht geklappt
refusal-tournament_deadline_past = Der Anmeldeschluss muss in der Zukunft liegen (Zeiten in UTC). Es wurde nichts angelegt.

refusal-tournament_deadline_far-title = Das hat nicht geklappt
refusal-tournament_deadline_far = Der Anmeldeschluss darf höchstens { $count } Tage in der Zukunft liegen. Es wurde nichts angelegt.

refusal-too_many_tournaments-title = Das hat nicht geklappt
refusal-too_many_tournaments = Du hast schon { $count } angekündigte oder laufende Turniere; ein neues kann angekündigt werden, wenn eines davon beendet ist. Es wurde nichts angelegt.

refusal-sign_up_closed-title = Anmeldung geschlossen
refusal-sign_up_closed = Die Anmeldung zu diesem Turnier ist geschlossen: Der Anmeldeschluss ist vorbei, oder es hat begonnen. Es wurde nichts geändert.

refusal-already_signed_up-title = Schon angemeldet
refusal-already_signed_up = Du bist schon für dieses Turnier angemeldet.

refusal-tournament_full-title = Das Turnier ist voll
refusal-tournament_full = Alle { $count } Plätze dieses Turniers sind vergeben. Es wurde nichts geändert.

refusal-not_signed_up-title = Nicht angemeldet
refusal-not_signed_up = Du bist nicht für dieses Turnier angemeldet; es wurde nichts geändert.

refusal-already_withdrawn-title = Schon abgemeldet
refusal-already_withdrawn = Du hast dich schon von diesem Turnier abgemeldet; es wurde nichts geändert.

refusal-tournament_over-title = Das Turnier ist beendet
refusal-tournament_over = Dieses Turnier ist beendet; es wurde nichts geändert.

refusal-ladder_unsettled-title = Diese Rangliste ist noch nicht offen
refusal-ladder_unsettled = Noch kein Admin hat diese Rangliste eingerichtet, daher kann man ihr nicht beitreten. Es wurde nichts geändert.

refusal-already_on_ladder-title = Schon auf der Rangliste
refusal-already_on_ladder = Du bist schon auf dieser Rangliste; es wurde nichts geändert.

refusal-not_on_ladder-title = Diese Herausforderung ist nicht möglich
refusal-not_on_ladder = Du bist nicht auf dieser Rangliste: Tritt ihr zuerst bei, ganz unten. Es wurde nichts geändert.

refusal-defender_not_on_ladder-title = Diese Herausforderung ist nicht möglich
refusal-defender_not_on_ladder = „{ $detail }“ ist nicht auf dieser Rangliste. Es wurde nichts geändert.

refusal-challenge_self-title = Diese Herausforderung ist nicht möglich
refusal-challenge_self = Du kannst dich nicht selbst herausfordern. Es wurde nichts geändert.

refusal-not_above-title = Diese Herausforderung ist nicht möglich
refusal-not_above = { $detail } steht auf der Rangliste nicht über dir: Fordere jemanden über dir heraus. Es wurde nichts geändert.

refusal-out_of_reach-title = Diese Herausforderung ist nicht möglich
refusal-out_of_reach = Du kannst einen Spieler höchstens { $count } Plätze über dir auf dieser Rangliste herausfordern. Es wurde nichts geändert.

refusal-challenge_open-title = Eine Herausforderung ist schon offen
refusal-challenge_open = Du hast auf dieser Rangliste schon eine offene Herausforderung: eine nach der anderen, bis ihre Partie beendet ist. Es wurde nichts geändert.

refusal-defender_challenged-title = Eine Herausforderung ist schon offen
refusal-defender_challenged = { $detail } muss auf dieser Rangliste schon eine offene Herausforderung beantworten; fordere ihn heraus, wenn diese Partie beendet ist. Es wurde nichts geändert.

refusal-ladder_settings-title = Das hat nicht geklappt
refusal-ladder_settings = { $detail } Es wurde nichts geändert.
