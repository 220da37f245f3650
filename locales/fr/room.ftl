# Salle d'attente, Nouvelle partie, Auto-Match, Jouer contre l'ordinateur et état des parties.

## Mots de plusieurs pages

room-game = Jeu
room-you-play = Vous jouez
room-house-rules = Règles maison
room-time = Temps
room-join = Rejoindre
room-cancel = Annuler
room-decline = Refuser
room-from = De
room-kind = Type
room-answer = Réponse
room-new-game = Nouvelle partie
room-auto-match = Auto-Match
room-not-rated = non classée
room-invitations = Vos invitations
room-seat-games = Parties à plus de deux
room-players = Joueurs
room-state = État
room-waiting-room-title = Salle d'attente
room-play-computer = Jouer contre l'ordinateur

## Les noms des jeux

room-game-halma-8x8 = Halma 8×8
room-game-halma-10x10 = Halma 10×10
room-game-halma-16x16 = Halma 16×16
room-game-embargo = Embargo
room-game-halma-16x16-4 = Halma 16×16 à quatre
room-game-star-2 = Dames chinoises à deux
room-game-star-3 = Dames chinoises à trois
room-game-star-4 = Dames chinoises à quatre
room-game-star-6 = Dames chinoises à six

## Couleurs des places

room-colour-white = blanc
room-colour-black = noir
room-colour-red = rouge
room-colour-orange = orange
room-colour-yellow = jaune
room-colour-green = vert
room-colour-blue = bleu
room-colour-purple = violet

## État des parties

room-status-title = État des parties
room-opponent = Adversaire
room-move = Coup
room-last-move = Dernier coup
room-profile-link = (profil)
room-your-vacation = Vos vacances
room-next-game = Partie suivante
room-your-turn = À vous de jouer
room-no-game-to-move = Aucune partie n'attend votre coup.
room-time-left = Temps restant
room-waiting-for-opponent = En attente de votre adversaire
room-no-game-waiting = Aucune partie n'attend le coup d'un adversaire.
room-no-invitations = Personne ne vous a invité à une partie.
room-your-offers = Vos offres dans la salle d'attente
room-no-offers = Vous n'avez aucune offre ouverte.
room-recently-finished = Terminées récemment
room-no-finished = Aucune partie terminée pour l'instant.
room-you-played = Vous jouiez
room-result = Résultat
room-news = Actualités
room-all-news = Toutes les actualités
room-nothing-next = Aucune partie n'attend votre coup pour le moment.
room-no-move-yet = aucun coup encore
room-draw-offered-to-you = nulle proposée par l'adversaire
room-you-offered-draw = vous avez proposé la nulle
room-outcome-won = gagnée
room-outcome-lost = perdue
room-outcome-drawn = nulle
room-finished = Terminée
room-claim-waiting = demande de nulle en attente d'un administrateur
room-their-turn = à l'adversaire, { $time }
room-their-turn-vacation = à l'adversaire, en vacances jusqu'au { $date }, { $time }
room-seat-finished-won = terminée : vous avez gagné
room-seat-finished-second = terminée : deuxième place
room-seat-finished-drawn = terminée : nulle
room-seat-your-turn = à vous de jouer, { $time }
room-seat-to-move = à { $name } de jouer, { $time }
room-seat-waiting = en attente

## Salle d'attente

room-intro-player = Les parties proposées à tous, les demandes Auto-Match qui attendent encore un partenaire, et les parties auxquelles on vous a invité.
room-intro-visitor = Les parties proposées à tous, et les demandes Auto-Match qui attendent encore un partenaire.
room-visitor-log-in = Connectez-vous
room-visitor-or = ou
room-visitor-register = créez un identifiant
room-visitor-to-join = {" "}pour en rejoindre une ou proposer la vôtre.
room-open-games = Parties ouvertes
room-no-open-games = Aucune partie n'attend de joueur pour le moment.
room-post-one = Proposez-en une
room-posted-by = Proposée par
room-seats = Places
room-join-or-leave = Rejoindre ou quitter
room-log-in-to-join = Connectez-vous pour rejoindre
room-no-seat-games = Aucune partie à plus de deux n'attend de joueurs.
room-post-seat-game = Proposez-en une avec Nouvelle partie (Halma à quatre).
room-seats-taken = { $taken } sur { $seats } prises :
room-seat-kept-for = réservée à { $name }
room-seat-open = libre
room-leave-seat = Quitter la place
room-computer-level = Niveau de l'ordinateur
room-seat-computer = Placer un ordinateur
room-your-posts = Vos offres
room-no-posts = Vous n'avez aucune partie en attente ici.
room-post-here = Proposez ici une partie que tout le monde peut rejoindre, ou invitez un joueur (dans une partie à quatre, jusqu'à trois).
room-kind-invitation = invitation à { $name }
room-kind-auto-match = demande Auto-Match
room-kind-open = ouverte à tous
room-seat-house-rules-fill = règle du remplissage
room-seat-house-rules-partners = équipes (places 1 et 3 contre 2 et 4)
room-seat-house-rules-points = pointes : { $points }

## Nouvelle partie

room-new-game-intro = Proposez dans la salle d'attente une partie que tout le monde peut rejoindre, ou invitez un joueur. Ou laissez
room-new-game-intro-auto-match = vous trouver un adversaire. Personne avec qui jouer ?
room-new-game-intro-computer = {" "}: la partie commence tout de suite.
room-invite-label = Inviter un joueur (facultatif)
room-invite-help = Son identifiant. Laissez vide pour proposer la partie à tous. Dans une partie à plus de deux, un identifiant par place en plus de la vôtre, séparés par des virgules ; les autres places restent libres.
room-your-buddies = Vos amis :
room-post-game = Proposer la partie

## Les champs d'une partie

room-fields-rules-pages = Le plateau et les coups de chaque jeu sont expliqués sur sa page de règles :
room-fields-halma-for-four = Halma à quatre
room-fields-star-for = les dames chinoises sur l'étoile à
room-fields-two = deux
room-fields-three = trois
room-fields-four = quatre
room-fields-six = six
room-fields-and = et
room-partners-label = Équipes
room-partners-help = Seulement dans Halma à quatre et l'étoile à quatre : les partenaires partent de coins opposés, et la première équipe dont les deux joueurs sont arrivés gagne.
room-points-label = Pointes de l'étoile
room-points-help = Seulement aux dames chinoises, sur l'étoile.
room-camp-label = Pions restés au camp
room-camp-help = Délai du camp : après ce coup, un joueur qui a encore un pion dans son propre camp perd. Règle du remplissage : un joueur gagne aussi en occupant chaque case du camp adverse. Halma 8×8 et 10×10 proposent les deux ; la règle habituelle y est le délai. Embargo n'a que le délai du camp (coup 25) : ses pions n'arrivent jamais dans leur propre camp.
room-repetition-label = Positions répétées
room-clock-label = Pendule
room-days-label = Jours par coup
room-days-help = De { $min } à { $max } jours pour chaque coup ; avec une réserve de temps, les jours en réserve au départ.
room-increment-label = Réserve : jours ajoutés après chaque coup
room-increment-help = De 0 à 7 ; seulement pour une réserve de temps.
room-cap-label = Réserve : au plus ce nombre de jours
room-cap-help = Au moins les jours du départ ; vide pour ces jours-là. Seulement pour une réserve de temps.
room-weekends-label = Week-ends
room-vacation-label = Vacances
room-vacation-help-before = Un joueur en
room-vacation-link = vacances
room-vacation-help-after = voit ses pendules arrêtées dans les parties qui le permettent.
room-rated-label = Classée
room-rated-help-before = Une partie classée modifie les
room-rated-link = classements
room-rated-help-after = des deux joueurs une fois terminée, sauf si elle s'est arrêtée avant que chaque camp ait joué deux coups.

## Les choix des champs

room-choice-camp-usual = La règle habituelle du jeu
room-choice-camp-deadline = Délai du camp ({ $games })
room-choice-camp-deadline-game = { $game } coup { $move }
room-choice-camp-fill = Règle du remplissage ({ $games })
room-choice-repetition-auto = Une triple répétition est nulle aussitôt
room-choice-repetition-claim = Une triple répétition se réclame, et un administrateur décide
room-choice-colour-random = Tiré au sort
room-choice-colour-white = Blanc (joue en premier)
room-choice-colour-black = Noir
room-choice-colour-red = Rouge (parties à plus de deux)
room-choice-colour-orange = Orange (l'étoile à quatre ou six)
room-choice-colour-yellow = Jaune (l'étoile à trois ou six)
room-choice-colour-green = Vert (Halma à quatre, l'étoile à deux, quatre ou six)
room-choice-colour-blue = Bleu (l'étoile à trois, quatre ou six)
room-choice-colour-purple = Violet (l'étoile à six)
room-choice-rated-yes = Classée : le résultat compte pour les deux classements
room-choice-rated-no = Non classée
room-choice-clock-per-move = Les mêmes jours pour chaque coup
room-choice-clock-bank = Une réserve de temps : des jours au départ, plus après chaque coup
room-choice-weekends-on = La pendule tourne le week-end
room-choice-weekends-off = Week-ends libres : la pendule s'arrête du samedi au lundi dans le fuseau horaire du joueur
room-choice-vacation-allowed = Les vacances arrêtent la pendule
room-choice-vacation-forbidden = Pas de vacances dans cette partie
room-choice-partners-off = Chacun pour soi
room-choice-partners-on = Équipes : places 1 et 3 contre places 2 et 4 (parties à quatre)
room-choice-points-pass = Passage : un coup ne peut pas finir dans la pointe d'un autre joueur
room-choice-points-rest = Repos : un coup peut finir n'importe où
# The points rule's short name, in a line of house rules.
room-points-name-pass-through = passage
room-points-name-rest = repos

## Auto-Match

room-back-to-status = Retour à l'état des parties
room-auto-match-intro = Auto-Match lance une partie avec le joueur qui attend depuis le plus longtemps le même jeu, avec les mêmes règles maison et jours par coup ; les couleurs sont tirées au sort. Si personne n'attend, votre demande attend le prochain joueur qui la fait.
room-range-label = Écart de classement
room-range-help = Points de part et d'autre de votre classement dans ce jeu, par ex. 200 ; vide pour tout le monde. Un joueur pas encore classé compte pour 1500.
room-match-what = { $game } ({ $rules }, { $clock })
room-match-waiting = Personne n'attend encore { $what }. Votre demande attend, dans la salle d'attente et sur votre page d'état des parties ; la partie commence dès qu'un autre joueur demande la même chose.
room-match-already-waiting = Vous attendez déjà { $what }. La partie commence dès qu'un autre joueur demande la même chose.
room-seat-match-waiting = Votre demande pour { $what } attend dans la salle d'attente ; la partie commence dès que { $seats } joueurs demandent la même chose.
room-seat-match-already-waiting = Vous attendez déjà { $what }. La partie commence dès que { $seats } joueurs demandent la même chose.

## Jouer contre l'ordinateur

room-computer-intro = Une partie contre l'un des joueurs-ordinateurs du site, du niveau 1 (il avance, sans trop calculer) au niveau 5 (il voit de nombreux coups à l'avance). La partie commence tout de suite, et l'ordinateur répond à chacun de vos coups en quelques secondes. Les parties contre l'ordinateur ne sont pas classées.
room-level-label = Niveau
room-level-choice = Niveau { $level } ({ $name })
room-computer-games-help = Les jeux à deux camps ; chacun est expliqué sur sa
room-computer-rules-link = page de règles
room-computer-days-help = Votre temps pour chaque coup ; l'ordinateur n'en a pas besoin.
room-start-game = Commencer la partie

## Ce qui ne va pas dans les conditions d'un formulaire

room-terms-no-clock = Il n'y a pas de pendule « { $value } » : choisissez per-move ou bank.
room-terms-not-a-number = { $problem } Pas « { $value } ».
room-terms-weekends = Les week-ends doivent être on ou off, pas « { $value } ».
room-terms-vacation = Les vacances doivent être allowed ou forbidden, pas « { $value } ».
room-terms-clock-days = Les jours doivent être un nombre entier de { $min } à { $max }.
room-terms-clock-increment = L'incrément doit être un nombre entier de jours de { $min } à { $max }.
room-terms-clock-cap = Le plafond doit être un nombre entier de jours, au moins les jours du départ et au plus { $max }.
room-terms-choose-game = Choisissez un jeu : l'un de { $games }.
room-terms-seat-game-here = { $game } est un jeu à { $count } joueurs ; ici, seuls les jeux à deux se jouent : { $games }.
room-terms-no-game = Il n'y a pas de jeu « { $value } ». Choisissez l'un de { $games }.
room-terms-no-camp = Il n'y a pas de règle de camp « { $value } » : choisissez deadline ou fill.
room-terms-camp-not-offered = { $game } ne se joue pas avec la règle { $kind } ; il ne propose que : { $offered }.
room-terms-partners-for-four = { $game } est un jeu à deux : les équipes sont pour les jeux à quatre.
room-terms-points-for-star = { $game } n'a pas de pointes : la règle des pointes est pour l'étoile.
room-terms-no-repetition = Il n'y a pas de règle de répétition « { $value } » : choisissez auto ou claim.
room-terms-seat-fill-only = { $game } se joue seulement avec la règle du remplissage.
room-terms-seat-repetition-auto = Dans { $game }, une triple répétition est nulle aussitôt (auto) ; elle ne se réclame pas.
room-terms-no-partners = { $game } ne se joue pas en équipes.
room-terms-partners-on-off = Les équipes doivent être on ou off, pas « { $value } ».
room-terms-points-rule = La règle des pointes est pass-through ou rest, pas « { $value } ».
room-terms-no-points = { $game } n'a pas de pointes : seule l'étoile en a.
room-terms-no-seat = Il n'y a pas de place « { $value } » dans { $game } : choisissez { $seats } ou random.
room-terms-too-many-invitees = { $game } a { $count ->
    [one] une place
   *[other] { $count } places
} en plus de la vôtre : invitez au plus { $count ->
    [one] un joueur
   *[other] { $count } joueurs
}.
room-terms-days = Les jours par coup doivent être un nombre entier de { $min } à { $max }, pas « { $value } ».
room-terms-rated = Classée doit être yes ou no, pas « { $value } ».
room-terms-range = L'écart de classement doit être un nombre entier de points de 1 à { $max }, ou vide pour tout le monde, pas « { $value } ».
room-terms-colour = Il n'y a pas de couleur « { $value } » : choisissez white, black ou random.
room-terms-seat-per-move-clock = Les parties à plus de deux se jouent avec les mêmes jours pour chaque coup ; choisissez cette pendule.
room-terms-seat-weekends-on = Dans les parties à plus de deux, la pendule tourne le week-end ; choisissez « La pendule tourne le week-end ».
room-vacation-used = Votre temps était écoulé dans votre partie contre { $opponent } le { $date } : { $count ->
        [one] { $count } jour de vacances a été utilisé
       *[other] { $count } jours de vacances ont été utilisés
    } au lieu de perdre.
