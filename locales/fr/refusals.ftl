refusal-refused-title = Cela n’a pas fonctionné
refusal-refused = Ce n’est pas possible. Rien n’a été modifié.

refusal-sign_ups_closed-title = Inscriptions fermées
refusal-sign_ups_closed = Il n’est pas possible de créer de nouveaux identifiants ici pour le moment.

refusal-invalid_userid-title = Cela n’a pas fonctionné
refusal-invalid_userid = { $detail }

refusal-invalid_password-title = Cela n’a pas fonctionné
refusal-invalid_password = { $detail }

refusal-invite_needed-title = Sur invitation
refusal-invite_needed = Les nouveaux identifiants se créent ici sur invitation : saisissez le code d’invitation que vous avez reçu.

refusal-invite_not_valid-title = Code d’invitation non valide
refusal-invite_not_valid = Ce code d’invitation n’est pas valide : il est peut-être mal saisi, expiré ou déjà utilisé. Demandez-en un nouveau à l’administration du site.

refusal-too_many_sign_ups-title = Trop de nouveaux identifiants
refusal-too_many_sign_ups = Trop de nouveaux identifiants ont été créés depuis votre réseau au cours de la dernière heure. Veuillez réessayer plus tard.

refusal-userid_taken-title = Identifiant déjà pris
refusal-userid_taken = L’identifiant { $detail } est déjà pris (les majuscules ne comptent pas). Veuillez en choisir un autre.

refusal-token_name_missing-title = Cela n’a pas fonctionné
refusal-token_name_missing = Donnez un nom au jeton, pour le reconnaître.

refusal-token_name_too_long-title = Cela n’a pas fonctionné
refusal-token_name_too_long = Le nom d’un jeton peut compter au plus { $count } caractères. Rien n’a été créé.

refusal-too_many_tokens-title = Trop de jetons
refusal-too_many_tokens = { $count ->
    [one] Vous avez { $count } jeton valide, le maximum autorisé pour un joueur. Révoquez-en d’abord un ; rien n’a été créé.
   *[other] Vous avez { $count } jetons valides, le maximum autorisé pour un joueur. Révoquez-en d’abord un ; rien n’a été créé.
}

refusal-no_such_token-title = Jeton inconnu
refusal-no_such_token = Vous n’avez aucun jeton portant ce numéro, donc rien n’a été révoqué. Seul un de vos propres jetons, de votre liste de jetons d’API, peut être révoqué.

refusal-wrong_password-title = Mot de passe incorrect
refusal-wrong_password = Ce n’est pas votre mot de passe. Rien n’a été modifié.

refusal-account_closed-title = Compte fermé
refusal-account_closed = Ce compte est déjà fermé.

refusal-not_found-title = Introuvable
refusal-not_found = Il n’y a rien à cette adresse. Elle a peut-être été mal saisie, ou ce qu’elle montrait n’existe plus.

refusal-not_a_player-title = Non autorisé
refusal-not_a_player = Seuls les deux joueurs de cette partie peuvent faire cela.

refusal-already_played-title = Ce coup a déjà été joué
refusal-already_played = Ce coup a déjà été joué, ou la partie a avancé depuis l’affichage de cette page. Rien n’a été modifié.

refusal-game_over-title = Cette partie est terminée
refusal-game_over = Cette partie est déjà terminée ; rien n’a été modifié.

refusal-claim_pending-title = Une demande de nulle est déjà en attente
refusal-claim_pending = Une demande de nulle attend déjà l’administration ; la partie continue après la décision. Rien n’a été modifié.

refusal-not_your_turn-title = Ce n’est pas votre tour
refusal-not_your_turn = C’est au tour de votre adversaire ; rien n’a été modifié.

refusal-time_ran_out-title = Temps écoulé
refusal-time_ran_out = Le temps pour ce coup est écoulé, donc rien n’a été fait : { $detail }.

refusal-not_a_move-title = Ce n’est pas un coup
refusal-not_a_move = { $detail }. Rien n’a été modifié.

refusal-cannot_pass-title = Vous ne pouvez pas passer
refusal-cannot_pass = Un joueur qui a un coup légal ne peut pas passer ; le serveur enregistre lui-même un passe quand il n’y a aucun coup.

refusal-illegal_move-title = Ce coup n’est pas légal
refusal-illegal_move = { $detail }. Rien n’a été modifié.

refusal-draw_not_open-title = Cette proposition de nulle a déjà reçu une réponse
refusal-draw_not_open = La proposition de nulle a déjà reçu une réponse, ou un coup a été joué, depuis l’affichage de cette page. Rien n’a été modifié.

refusal-draw_stands-title = Une proposition de nulle est déjà ouverte
refusal-draw_stands = Une proposition de nulle est déjà ouverte dans cette partie.

refusal-draw_already_agreed-title = Cette nulle a déjà été acceptée
refusal-draw_already_agreed = La nulle a déjà été acceptée, et la partie est terminée. Rien n’a été modifié.

refusal-draw_already_offered-title = Une nulle a déjà été proposée à ce coup
refusal-draw_already_offered = Une nulle a déjà été proposée et refusée à ce coup ; une nouvelle proposition peut attendre le coup suivant. Rien n’a été modifié.

refusal-already_resigned-title = Vous avez déjà abandonné
refusal-already_resigned = Vous avez déjà abandonné cette partie, et elle est terminée. Rien n’a été modifié.

refusal-claim_already_rejected-title = Cette demande a déjà été rejetée
refusal-claim_already_rejected = L’administration a déjà rejeté cette demande dans cette position ; la partie continue. Rien n’a été demandé.

refusal-moved_on-title = La partie a avancé
refusal-moved_on = Un coup a déjà été joué depuis l’affichage de cette page ; regardez à nouveau la partie. Rien n’a été modifié.

refusal-claim_refused-title = Demande de nulle refusée
refusal-claim_refused = La demande a été refusée : { $detail }. La partie continue ; rien n’a été modifié.

refusal-too_many_offers-title = Trop d’offres ouvertes
refusal-too_many_offers = Vous avez déjà { $count } offres ouvertes, le maximum autorisé pour un joueur. Annulez-en une (sur votre page d’état des parties ou dans la salle d’attente), ou attendez que quelqu’un en accepte une.

refusal-offer_gone-title = Partie déjà prise
refusal-offer_gone = Cette partie a déjà été prise : quelqu’un d’autre l’a rejointe en premier, ou son auteur l’a annulée. D’autres parties attendent dans la salle d’attente.

refusal-offer_withdrawn-title = Déjà fait
refusal-offer_withdrawn = Cette partie n’est plus dans la salle d’attente : quelqu’un l’a rejointe, ou elle a déjà été annulée.

refusal-invitation_gone-title = Déjà fait
refusal-invitation_gone = Cette invitation n’existe plus : elle a déjà été acceptée, refusée ou annulée.

refusal-own_offer-title = Cela n’a pas fonctionné
refusal-own_offer = Vous ne pouvez pas rejoindre votre propre partie. Quelqu’un d’autre doit la rejoindre ; vous pouvez l’annuler à la place.

refusal-not_possible-title = Impossible
refusal-not_possible = Ce n’est pas possible. Rien n’a été fait.

refusal-too_many_messages-title = Trop de messages
refusal-too_many_messages = Vous avez envoyé { $count } messages au cours de la dernière heure, le maximum autorisé pour un joueur. Veuillez patienter un moment. Rien n’a été envoyé.

refusal-game_not_over-title = Cette partie n’est pas encore terminée
refusal-game_not_over = Une revanche peut être proposée une fois cette partie terminée. Rien n’a été modifié.

refusal-not_invited-title = Non autorisé
refusal-not_invited = Cette partie est une invitation adressée à un autre joueur ; lui seul peut la rejoindre.

refusal-not_your_offer-title = Non autorisé
refusal-not_your_offer = Seul le joueur qui a proposé une partie peut l’annuler ou y placer l’ordinateur.

refusal-not_your_invitation-title = Non autorisé
refusal-not_your_invitation = Seul le joueur invité peut refuser une invitation.

refusal-no_such_player-title = Cela n’a pas fonctionné
refusal-no_such_player = Il n’y a aucun joueur avec l’identifiant « { $detail } ».

refusal-already_seated-title = Vous avez déjà une place
refusal-already_seated = Vous êtes déjà assis à cette partie. Elle commence quand la dernière place est prise ; d’ici là, elle figure dans la salle d’attente.

refusal-no_seat_for_you-title = Plus de place pour vous
refusal-no_seat_for_you = Chaque place restante à cette partie est réservée à un joueur invité. D’autres parties attendent dans la salle d’attente.

refusal-computer_at_rated_game-title = Pas à une partie classée
refusal-computer_at_rated_game = Une partie avec un joueur ordinateur n’est jamais classée : l’ordinateur ne prend donc place qu’à une partie proposée sans classement. Invitez l’ordinateur en proposant la partie, ou proposez-la de nouveau sans classement.

refusal-computer_already_seated-title = Déjà à cette partie
refusal-computer_already_seated = L’ordinateur de niveau { $count } est déjà assis à cette partie ; chaque niveau ne prend qu’une place. Choisissez un autre niveau.

refusal-no_such_computer-title = Cela n’a pas fonctionné
refusal-no_such_computer = L’ordinateur joue aux niveaux 1 à 5 ; choisissez-en un.

refusal-not_seated-title = Pas à cette partie
refusal-not_seated = Vous n’êtes pas (ou plus) assis à cette partie, ou la partie a commencé. L’auteur d’une partie l’annule à la place.

refusal-invite_self-title = Cela n’a pas fonctionné
refusal-invite_self = Vous ne pouvez pas vous inviter vous-même. Laissez le champ vide pour proposer la partie à tout le monde.

refusal-claim_already_decided-title = Déjà fait
refusal-claim_already_decided = Cette demande a déjà été tranchée.

refusal-game_changed-title = La partie a changé
refusal-game_changed = La partie a avancé, s’est terminée ou a été tranchée depuis l’affichage de la page ; regardez-la à nouveau.

refusal-same_result-title = Cela n’a pas fonctionné
refusal-same_result = La partie a déjà ce résultat ; une correction le change.

refusal-reason_missing-title = Cela n’a pas fonctionné
refusal-reason_missing = Écrivez la raison de la décision ; les joueurs la liront.

refusal-not_enough_vacation-title = Pas assez de vacances
refusal-not_enough_vacation = { $count ->
    [0] Vous n’avez pas encore de journée entière de vacances : vous ne pouvez pas encore partir en vacances. Rien n’a été modifié.
   *[other] Il vous reste { $count } jours entiers de vacances : des vacances de 1 à { $count } jours peuvent commencer. Rien n’a été modifié.
}

refusal-already_on_vacation-title = Déjà en vacances
refusal-already_on_vacation = Vos vacances sont déjà en cours ; terminez-les d’abord pour en commencer d’autres. Rien n’a été modifié.

refusal-not_on_vacation-title = Pas en vacances
refusal-not_on_vacation = Vous n’êtes pas en vacances ; rien n’a été modifié.

refusal-too_many_chat_lines-title = Trop de lignes de discussion
refusal-too_many_chat_lines = Vous avez écrit { $count } lignes de discussion au cours de la dernière heure, le maximum autorisé pour un joueur. Veuillez patienter un moment. Rien n’a été envoyé.

refusal-empty_chat_line-title = Rien à envoyer
refusal-empty_chat_line = Une ligne de discussion a besoin de quelques mots. Rien n’a été modifié.

refusal-report_self-title = Cela n’a pas fonctionné
refusal-report_self = Vous ne pouvez signaler ni vous-même ni vos propres propos.

refusal-already_reported-title = Déjà signalé
refusal-already_reported = Vous avez déjà signalé cela ; l’administration va l’examiner. Rien n’a été ajouté.

refusal-report_closed-title = Déjà fait
refusal-report_closed = Ce signalement a déjà été clos.

refusal-already_so-title = Déjà fait
refusal-already_so = { $detail } ; rien n’a été modifié.

refusal-not_on_oneself-title = Cela n’a pas fonctionné
refusal-not_on_oneself = Un administrateur ne peut pas faire cela à son propre compte. Rien n’a été modifié.

refusal-audit_reason_missing-title = Cela n’a pas fonctionné
refusal-audit_reason_missing = Écrivez la raison ; elle est consignée dans le journal d’audit avec votre nom. Rien n’a été modifié.

refusal-tournaments_for_admins-title = Non autorisé
refusal-tournaments_for_admins = Sur ce site, seuls les administrateurs peuvent créer des tournois. Rien n’a été créé.

refusal-tournament_name_missing-title = Cela n’a pas fonctionné
refusal-tournament_name_missing = Donnez un nom au tournoi. Rien n’a été créé.

refusal-tournament_name_too_long-title = Cela n’a pas fonctionné
refusal-tournament_name_too_long = Le nom d’un tournoi peut compter au plus { $count } caractères. Rien n’a été créé.

refusal-tournament_players-title = Cela n’a pas fonctionné
refusal-tournament_players = Le nombre minimum de joueurs doit être d’au moins 2, et le maximum d’au moins le minimum et d’au plus { $count }. Rien n’a été créé.

refusal-tournament_rounds-title = Cela n’a pas fonctionné
refusal-tournament_rounds = Un tournoi au système suisse compte de 1 à { $count } rondes. Rien n’a été créé.

refusal-tournament_deadline_past-title = Cela n’a pas fonctionné
refusal-tournament_deadline_past = La date limite d’inscription doit être dans le futur (heures en UTC). Rien n’a été créé.

refusal-tournament_deadline_far-title = Cela n’a pas fonctionné
refusal-tournament_deadline_far = La date limite d’inscription peut être au plus { $count } jours à l’avance. Rien n’a été créé.

refusal-too_many_tournaments-title = Cela n’a pas fonctionné
refusal-too_many_tournaments = Vous avez déjà { $count } tournois annoncés ou en cours ; un nouveau pourra être annoncé quand l’un d’eux sera terminé. Rien n’a été créé.

refusal-sign_up_closed-title = Les inscriptions sont closes
refusal-sign_up_closed = Les inscriptions à ce tournoi sont closes : la date limite est passée ou il a commencé. Rien n’a été modifié.

refusal-already_signed_up-title = Déjà inscrit
refusal-already_signed_up = Vous êtes déjà inscrit à ce tournoi.

refusal-tournament_full-title = Le tournoi est complet
refusal-tournament_full = Les { $count } places de ce tournoi sont toutes prises. Rien n’a été modifié.

refusal-not_signed_up-title = Pas inscrit
refusal-not_signed_up = Vous n’êtes pas inscrit à ce tournoi ; rien n’a été modifié.

refusal-already_withdrawn-title = Déjà retiré
refusal-already_withdrawn = Vous vous êtes déjà retiré de ce tournoi ; rien n’a été modifié.

refusal-tournament_over-title = Le tournoi est terminé
refusal-tournament_over = Ce tournoi est terminé ; rien n’a été modifié.

refusal-ladder_unsettled-title = Cette échelle n’est pas encore ouverte
refusal-ladder_unsettled = Aucun administrateur n’a encore configuré cette échelle, on ne peut donc pas la rejoindre. Rien n’a été modifié.

refusal-already_on_ladder-title = Déjà sur l’échelle
refusal-already_on_ladder = Vous êtes déjà sur cette échelle ; rien n’a été modifié.

refusal-not_on_ladder-title = Ce défi n’est pas possible
refusal-not_on_ladder = Vous n’êtes pas sur cette échelle : rejoignez-la d’abord, en bas. Rien n’a été modifié.

refusal-defender_not_on_ladder-title = Ce défi n’est pas possible
refusal-defender_not_on_ladder = « { $detail } » n’est pas sur cette échelle. Rien n’a été modifié.

refusal-challenge_self-title = Ce défi n’est pas possible
refusal-challenge_self = Vous ne pouvez pas vous défier vous-même. Rien n’a été modifié.

refusal-not_above-title = Ce défi n’est pas possible
refusal-not_above = { $detail } n’est pas au-dessus de vous sur l’échelle : défiez quelqu’un placé au-dessus de vous. Rien n’a été modifié.

refusal-out_of_reach-title = Ce défi n’est pas possible
refusal-out_of_reach = Vous pouvez défier un joueur placé au plus { $count } places au-dessus de vous sur cette échelle. Rien n’a été modifié.

refusal-challenge_open-title = Un défi est déjà ouvert
refusal-challenge_open = Vous avez déjà un défi ouvert sur cette échelle : un à la fois, jusqu’à la fin de sa partie. Rien n’a été modifié.

refusal-defender_challenged-title = Un défi est déjà ouvert
refusal-defender_challenged = { $detail } doit déjà répondre à un défi ouvert sur cette échelle ; défiez ce joueur une fois cette partie terminée. Rien n’a été modifié.

refusal-ladder_settings-title = Cela n’a pas fonctionné
refusal-ladder_settings = { $detail } Rien n’a été modifié.
