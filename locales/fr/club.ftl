# Les pages du club : échelles, tournois, classement, historique des
# classements, statistiques et nouvelles.

## Les échelles

club-ladders = Échelles
club-ladders-intro = Une échelle pour chaque jeu. On y entre tout en bas et on défie quelqu’un quelques
    places plus haut ; le challenger qui gagne prend la place du défenseur, et tous ceux entre les deux
    descendent d’une place.
club-col-game = Jeu
club-col-challenge-games = Parties de défi
club-col-players = Joueurs
club-ladder-not-open = Pas encore ouverte : aucun administrateur ne l’a configurée.
club-ladder-title = Échelle { $name }
club-ladder-heading = { $name } : échelle
club-ladder-unsettled = Cette échelle n’est pas encore ouverte : aucun administrateur n’a fixé ses règles,
    on ne peut donc pas la rejoindre.
club-ladder-terms = Parties de défi : { $terms }. Vous pouvez défier tout joueur classé jusqu’à
    { $reach ->
        [one] une place
       *[other] { $reach } places
    } au-dessus de vous ; le défenseur joue les Blancs. Si le challenger gagne, il prend la place
    du défenseur et tous ceux entre les deux descendent d’une place ; sinon rien ne change.
    Un joueur sans partie d’échelle pendant { $days ->
        [one] un jour
       *[other] { $days } jours
    } tombe en bas de l’échelle.
club-ladder-my-rank = Vous êtes numéro { $rank } sur { $count }.
club-ladder-join = Rejoindre
club-ladder-join-note = Vous commencez tout en bas.
club-log-in = Connectez-vous
club-ladder-log-in-to-join = pour rejoindre cette échelle.
club-ladder-ranks = Classement
club-ladder-nobody = Personne n’est sur cette échelle.
club-ladder-nobody-page = Personne sur cette page.
club-col-rank = Rang
club-col-player = Joueur
club-col-rating = Cote
club-col-last-ladder-game = Dernière partie d’échelle
club-col-challenge = Défier
club-ladder-challenge = Défier
club-ladder-pages-ranks = Pages du classement
club-ladder-higher-ranks = Rangs supérieurs
club-ladder-lower-ranks = Rangs inférieurs
club-ladder-open-challenges = Défis en cours
club-ladder-no-open = Aucun défi n’est en cours.
club-ladder-no-open-page = Aucun défi en cours sur cette page.
club-ladder-challenged = a défié
club-ladder-challenged-on = (Blancs) le { $when } :
club-the-game = la partie
club-ladder-pages-open = Pages des défis en cours
club-ladder-newer-challenges = Défis plus récents
club-ladder-older-challenges = Défis plus anciens
club-ladder-recent-results = Résultats récents
club-ladder-no-results = Aucun défi n’est encore terminé.
club-ladder-no-results-page = Aucun défi terminé sur cette page.
club-ladder-pages-results = Pages des résultats
club-ladder-newer-results = Résultats plus récents
club-ladder-older-results = Résultats plus anciens
club-ladder-changes = Changements de rang
club-ladder-no-changes = Aucun rang n’a changé.
club-ladder-no-changes-page = Aucun changement de rang sur cette page.
club-col-when = Quand
club-col-from = De
club-col-to = À
club-col-why = Pourquoi
club-ladder-pages-changes = Pages des changements
club-ladder-newer-changes = Changements plus récents
club-ladder-older-changes = Changements plus anciens
club-ladder-settings = Réglages de l’échelle
club-ladder-settings-intro = Pour les administrateurs : les conditions des parties de défi créées désormais, jusqu’où un défi
    peut remonter et après combien de jours sans partie d’échelle un joueur tombe en bas.
club-ladder-reach = Portée d’un défi : places au-dessus
club-ladder-idle-days = Jours sans partie d’échelle avant de tomber en bas
club-ladder-save = Enregistrer les réglages
club-ladder-reach-error = La portée doit être un nombre entier de places de { $from } à { $to }.
club-ladder-idle-error = Le nombre de jours sans partie doit être un nombre entier de { $from } à { $to }.
club-rated = classée
club-not-rated = non classée
club-challenge-won = { $challenger } a battu { $defender } et a pris sa place
club-challenge-lost = { $defender } a battu { $challenger } ; rien n’a changé
club-challenge-drawn = { $challenger } et { $defender } ont fait match nul ; rien n’a changé
club-why-joined = a rejoint l’échelle
club-why-challenge-won = a gagné un défi
club-why-lost-place = a perdu sa place face à un challenger
club-why-idle-drop = tombé en bas : trop longtemps sans partie d’échelle
club-why-moved-up = remonté après une chute

## Les tournois

club-tournaments = Tournois
club-new-tournament = Nouveau tournoi
club-tournaments-announced = Annoncés
club-tournaments-running = En cours
club-tournaments-finished = Terminés
club-tournaments-none-announced = Aucun tournoi ne prend d’inscriptions.
club-tournaments-none-running = Aucun tournoi n’est en cours.
club-tournaments-none-finished = Aucun tournoi n’est encore terminé.
club-col-tournament = Tournoi
club-col-format = Formule
club-col-winner = Vainqueur
club-tournament-entrants-of = { $count } sur { $max }
club-previous-page = Page précédente
club-next-page = Page suivante
club-tournament-when-signup = inscriptions jusqu’au { $when }
club-tournament-when-started = commencé le { $when }
club-tournament-when-ended = terminé le { $when }
club-format-round-robin = Toutes rondes
club-format-double-round-robin = Double toutes rondes
club-format-swiss = Système suisse
club-format-knockout = Élimination directe
club-status-announced = annoncé
club-status-running = en cours
club-status-finished = terminé
club-status-cancelled = annulé
club-tournament-winner = Vainqueur :
club-tournament-cancelled = Le tournoi « { $name } » a été annulé : { $count ->
        [one] { $count } joueur s’est inscrit
       *[other] { $count } joueurs se sont inscrits
    } avant la date limite, et il en fallait au moins { $min }. Sa page : /tournaments/{ $id }
club-tournament-cancelled-told = Les inscrits en ont été informés par un message de { $creator }.
club-tournament-status = État
club-tournament-format = Formule
club-tournament-rounds = , { $count ->
        [one] { $count } ronde
       *[other] { $count } rondes
    }
club-tournament-game = Jeu
club-tournament-clock = Cadence
club-tournament-vacation-allowed = ; vacances autorisées
club-tournament-vacation-not-allowed = ; vacances non autorisées
club-tournament-rated = Classé
club-yes = oui
club-no = non
club-tournament-players = Joueurs
club-tournament-players-range = de { $min } à { $max }
club-tournament-deadline = Date limite d’inscription
club-tournament-created-by = Créé par
club-tournament-players-count = Joueurs ({ $count })
club-tournament-nobody = Personne ne s’est encore inscrit.
club-withdrawn = (retiré)
club-sign-up = S’inscrire
club-withdraw = Se retirer
club-withdraw-forfeits = Le tournoi a commencé : en vous retirant, vous perdez par forfait vos parties restantes (non classées).
club-tournament-log-in-to-sign-up = pour vous inscrire.
club-crosstable = Tableau croisé
club-col-points = Points
club-forfeit = forfait
club-crosstable-key = 1 une victoire, 0 une défaite, ½ une nulle, … une partie en cours ; + et − sont des forfaits (un joueur s’est retiré ; non classées). Chaque marque mène à sa partie.
club-rounds = Rondes
club-round = Ronde { $number }
club-col-white = Blancs
club-col-black = Noirs
club-col-result = Résultat
club-standings = Classement
club-col-place = Place
club-buchholz-title = Buchholz : les points de tous les adversaires rencontrés
club-sb-title = Sonneborn-Berger : les points de tous les adversaires battus, la moitié de ceux avec qui on a fait nulle
club-col-games = Parties
club-all-tournaments = Tous les tournois
club-match-game = Match { $board }, partie { $leg }
club-board = Table { $board }
club-result-forfeit = { $result } (forfait)
club-result-in-play = en cours
club-bye = { $name } est exempt (compte comme une victoire)
club-through = { $name } passe sans jouer
club-match-decided = Match { $board } : { $winner } a battu { $loser }
club-done-signed-up = Vous êtes inscrit.
club-done-withdrawn = Vous vous êtes retiré.
club-done-forfeited = Vous vous êtes retiré ; vos parties restantes sont perdues par forfait.

## Un nouveau tournoi

club-new-name = Nom
club-new-format = Formule
club-new-format-note = Toutes rondes : chacun joue une fois contre chacun (double : deux fois, une fois avec chaque couleur),
     toutes les parties en même temps. Système suisse : un nombre de rondes, chacune commençant quand la dernière
     partie de la précédente se termine. Élimination directe : matchs en deux parties, une troisième en cas d’égalité.
club-new-rounds = Rondes (système suisse)
club-new-rounds-note = De 1 à { $max } ; seulement pour un tournoi au système suisse.
club-new-min-players = Nombre minimum de joueurs
club-new-max-players = Nombre maximum de joueurs
club-new-deadline = Date limite d’inscription ({ $zone })
club-new-deadline-note = Date et heure dans votre fuseau horaire, { $zone } (réglé dans
club-new-deadline-profile = votre profil
club-new-deadline-note-end = ). À la date limite, le tournoi commence si au moins le nombre minimum
     de joueurs s’est inscrit ; sinon il est annulé et les inscrits en sont informés.
club-new-announce = Annoncer le tournoi

## Les statistiques

club-stats-title-every = Statistiques : tous les jeux
club-stats-title-game = Statistiques : { $game }
club-stats-games-menu = Jeux
club-stats-every-game = Tous les jeux
club-stats-ratings = Cotes
club-stats-games = Parties
club-stats-started = Commencées
club-stats-finished = Terminées
club-stats-in-progress = En cours
club-stats-average = Partie terminée moyenne (coups)
club-stats-longest = Plus longue partie terminée (coups)
club-stats-move-note = Un coup est le tour d’un joueur : un pas, une chaîne de sauts ou une passe.
club-stats-won = Parties gagnées
club-stats-share = Part
club-stats-how-end = Comment les parties se terminent
club-stats-ending = Fin
club-stats-most-active = Joueurs les plus actifs en { $month }
club-stats-no-active = Aucune partie ne s’est encore terminée ce mois-ci.
club-stats-games-finished = Parties terminées
club-stats-white-wins = Victoires des Blancs
club-stats-black-wins = Victoires des Noirs
club-stats-draws = Nulles
club-end-target-reached = Tous les pions dans le camp opposé
club-end-target-filled = Le camp opposé rempli
club-end-camp-deadline = Des pions restés dans son camp après le délai
club-end-returned-home = Un pion revenu dans son propre camp
club-end-repetition = Triple répétition
club-end-agreement = Nulle d’un commun accord
club-end-resignation = Abandon
club-end-time = Temps écoulé
club-end-admin = Décidée par un administrateur
club-end-forfeit = Forfait : retrait d’un tournoi
club-end-partners-finished = Les deux partenaires arrivés
club-end-others-left = Toutes les autres places parties
club-end-partner-left = Un partenaire est parti
club-buchholz = Buchholz
club-sb = SB
club-cancelled = annulé
club-error-format = Choisissez une formule : round_robin, double_round_robin, swiss ou knockout.
club-error-rounds = Le nombre de rondes doit être un nombre entier, pas « { $text } ».
club-error-min-players = Le nombre minimum de joueurs doit être un nombre entier, pas « { $text } ».
club-error-max-players = Le nombre maximum de joueurs doit être un nombre entier, pas « { $text } ».
club-error-deadline = Indiquez la date limite d’inscription sous forme de date et d’heure, UTC (2026-05-01T18:00).
club-stats-month = { $month }/{ $year }
club-decimal-separator = ,

## Classement et historique

club-ratings-title = Cotes { $name }
club-ratings-heading = { $name } : cotes
club-ratings-games-menu = Jeux
club-ratings-seats-intro = Cotes Weng-Lin (OpenSkill) des joueurs qui ont terminé une partie classée de { $name } au cours
    des { $days } derniers jours, les meilleures d’abord. Elles se lisent comme les cotes des jeux à deux : tout le monde
    commence à 1500, et une cote suivie de
club-provisional = provisoire
club-ratings-seats-intro-end = est provisoire : encore trop
    peu de parties pour en être sûr. Le vainqueur d’une partie gagne contre chaque autre place, les autres se partagent
    la deuxième place ; les partenaires gagnent et perdent ensemble.
club-ratings-intro = Cotes Glicko-2 des joueurs qui ont terminé une partie classée de { $name } au cours des
    { $days } derniers jours, les meilleures d’abord. Une cote suivie de
club-ratings-intro-end = est provisoire : encore trop peu de parties pour en être sûr. Voir aussi les
club-ratings-statistics = statistiques
club-ratings-nobody = Personne n’a terminé de partie classée de { $name } récemment.
club-col-rated-games = Parties classées
club-ratings-pages = Pages
club-ratings-better = Mieux classés
club-ratings-lower = Moins bien classés
club-history-intro = Les cotes, une par jeu, après chaque partie classée : Glicko-2 pour les jeux à deux, Weng-Lin
    (OpenSkill) sur la même échelle pour les jeux à plus de deux. Tout le monde commence à 1500 ; une cote
    suivie de
club-history-intro-end = est provisoire (écart au-dessus de 110).
    Une partie terminée avant que chaque camp (chaque place) ait joué { $count ->
        [one] un coup
       *[other] { $count } coups
    } n’est pas classée.
club-history-none = { $name } n’a encore terminé aucune partie classée.
club-history-leaderboard = Classement { $name }
club-history-caption = { $name } : cote après chaque partie classée
club-col-date = Date
club-col-deviation = Écart
club-history-summary = { $name } : { $count ->
        [one] { $count } partie classée
       *[other] { $count } parties classées
    }, de { $from } à { $to }

## Les nouvelles

club-news = Nouvelles
club-news-none = Aucune nouvelle.
club-news-none-page = Aucune nouvelle sur cette page.
club-news-newer = Plus récentes
club-news-older = Plus anciennes

## La page de l’API

club-api-title = L’API JSON
club-api-intro-1 = Les programmes (bots, applications) jouent par
club-api-intro-2 = avec un jeton
    personnel, créé sur
club-api-tokens = Jetons d’API
club-api-intro-3 = et envoyé comme
club-api-intro-4 = . Ni cookies ni jetons de formulaire ; chaque
    réponse est en JSON. Un refus est
club-api-intro-5 = avec le
    statut qu’aurait la page :
club-api-intro-6 = reste stable pour les programmes
club-api-intro-7 = , un
club-api-intro-8 = périmé donne 409,
    un jeton absent ou révoqué 401.
club-api-openapi = Le document OpenAPI :
club-api-me = À qui appartient le jeton.
club-api-games = Vos parties où c’est votre tour, les plus urgentes d’abord (sans
club-api-games-2 = : toutes vos parties en cours).
club-api-game = Une partie : jeu, règles maison, joueurs, la position dans le format texte
    des règles,
club-api-game-2 = , à qui le tour, l’échéance, les coups légaux quand
    c’est votre tour, le résultat une fois terminée.
club-api-move = Envoyer un coup joué au
club-api-move-2 = N (ajoutez
club-api-move-3 = pour proposer la nulle avec) ; répond avec la partie telle qu’elle est ensuite.
club-api-resign = Abandonner.
club-api-draw = Proposer la nulle, ou
club-api-draw-2 = (accepter) ou
club-api-draw-3 = (refuser) celle de l’adversaire.
club-api-record = La notation de la partie, en texte (le téléchargement de la page).
club-api-offers = La salle d’attente : parties ouvertes des autres, invitations qui vous sont adressées, vos propres offres.
club-api-post = Proposer une partie (seul
club-api-post-2 = est requis ;
club-api-post-3 = en fait une
    invitation), comme le fait le formulaire Nouvelle partie ; 201 avec son identifiant. Une invitation à un joueur
    ordinateur
club-api-post-4 = est acceptée aussitôt : dans la réponse,
club-api-post-5 = est l’identifiant de la partie.
club-api-join = Rejoindre une offre ou accepter une invitation : la partie commence ; 201 avec son identifiant.
club-api-curl = Avec curl
