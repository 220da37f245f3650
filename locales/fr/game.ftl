# Les pages de partie : deux joueurs et plus de deux, le plateau, la liste
# des coups, la discussion, l'abandon, la relecture d'une partie.

## Couleurs
game-colour-white = blancs
game-colour-black = noirs
game-colour-red = rouge
game-colour-orange = orange
game-colour-yellow = jaune
game-colour-green = vert
game-colour-blue = bleu
game-colour-purple = violet

## En-tête de la page
game-skip-to-board = Aller au plateau
game-title = { $white } contre { $black }
game-versus = contre
game-computer-label = (ordinateur, niveau { $level })
game-white-tag = (blancs)
game-black-tag = (noirs)
game-number-label = Partie
game-picture-link = Image du plateau
game-tournament = Une partie du tournoi
game-not-rated = Partie non classée.
game-rated-counted = Classée : le résultat a compté pour les deux classements.
game-rated-too-short = { $count ->
    [one] Finalement non classée : elle s'est terminée avant que chaque camp ait joué 1 coup.
   *[other] Finalement non classée : elle s'est terminée avant que chaque camp ait joué { $count } coups.
}
game-rated-once = { $count ->
    [one] Classée dès que chaque camp aura joué 1 coup : une partie qui se termine plus tôt n'est pas classée.
   *[other] Classée dès que chaque camp aura joué { $count } coups : une partie qui se termine plus tôt n'est pas classée.
}

## À qui le tour
game-finished = Terminée
game-claim-waiting = Une demande de nulle attend la décision d'un administrateur ; les pendules sont arrêtées.
game-your-turn = À vous de jouer.
game-your-turn-earlier = À vous de jouer (vous regardez une position antérieure).
game-to-move = Au tour de { $name } ({ $colour }).
game-clock-for-move = { $time } pour le coup de { $name }.
game-clock-bank = { $name } a { $time } en réserve pour son prochain coup.
game-vacation-still = { $name } est en vacances jusqu'au { $date } ; sa pendule est arrêtée.
game-vacation-runs = { $name } est en vacances jusqu'au { $date } ; cette partie n'autorise pas les vacances : sa pendule tourne.
game-claim-rejected = La demande de nulle de { $name } avec { $path } a été rejetée par un administrateur : { $reason }.
game-claim-pending = { $name } demande la nulle avec { $path } (non joué) ; un administrateur décidera.
game-bad-path = Ce coup est impossible ici ({ $error }) ; recommencez.
game-loss-warning = Attention : jouer ce coup vous fait perdre la partie ({ $reason }).

## Résultats
game-result = { $result } : { $why }
game-white-wins = Les blancs gagnent
game-black-wins = Les noirs gagnent
game-draw = Nulle
game-name-wins = { $name } gagne
game-names-win = { $names } gagnent
game-and = { $first } et { $second }
game-reason-target-reached = toutes les pièces dans le camp opposé
game-reason-target-filled = le camp opposé est rempli
game-reason-camp-deadline = les { $loser } avaient encore des pièces dans leur camp après le coup { $move }
game-reason-camp-deadline-both = les deux joueurs avaient encore des pièces dans leur camp après le coup { $move }
game-reason-returned-home = les { $loser } ont ramené une pièce dans leur camp après le coup { $move }
game-reason-returned-home-both = les deux joueurs avaient des pièces dans leur camp après le coup { $move }
game-reason-repetition-claimed = triple répétition, demandée avec { $path } et acceptée par un administrateur
game-reason-repetition = triple répétition
game-reason-agreement = nulle d'un commun accord
game-reason-resignation = les { $loser } ont abandonné
game-reason-time = les { $loser } ont dépassé le temps
game-reason-forfeit = forfait : les { $loser } se sont retirés du tournoi
game-reason-no-winner = pas de vainqueur
game-reason-admin = arbitrée par un administrateur : { $note }
game-reason-partners-finished = les deux partenaires ont terminé
game-reason-others-left = toutes les autres places ont quitté la partie
game-reason-partner-left = un partenaire a quitté la partie
game-why-target-reached = toutes ses pièces ont atteint le camp opposé
game-why-target-filled = le camp opposé est plein, avec ses pièces dedans
game-why-camp-deadline = { $loser } avait encore des pièces dans son camp après le coup { $move }
game-why-returned-home = { $loser } a ramené une pièce dans son camp après le coup { $move }
game-why-resignation = { $loser } a abandonné
game-why-time = { $loser } a dépassé le temps
game-why-forfeit = forfait : { $loser } s'est retiré du tournoi
game-why-agreement = d'un commun accord entre { $white } et { $black }

## Revanche
game-rematch-pending = Revanche proposée à { $name } : en attente de sa réponse.
game-rematch-cancel = Annuler la revanche
game-rematch-asked = Votre adversaire demande une revanche : appuyez sur « Revanche » pour la commencer.
game-rematch = Revanche
game-rematch-starts = Commence la nouvelle partie proposée par votre adversaire : les mêmes règles, les couleurs inversées.
game-rematch-offers = Propose à votre adversaire une nouvelle partie avec les mêmes règles et les couleurs inversées.

## Jouer
game-hint-choose = Cliquez sur une de vos pièces pour la déplacer.
game-hint-target = Cliquez sur une case marquée pour y déplacer cette pièce, ou sur une autre de vos pièces pour déplacer celle-ci à la place.
game-hint-jump-or-done = Sautez encore, ou appuyez sur « J'ai fini mon coup ».
game-hint-ready = Votre coup est prêt : appuyez sur « Envoyer » pour le jouer, ou sur « Recommencer ».
game-hint-jump = Sautez encore.
game-done-moving = J'ai fini mon coup
game-your-move = Votre coup :
game-offer-with-move = Proposer la nulle avec ce coup
game-note-label = Note avec votre coup (va dans la discussion)
game-submit = Envoyer
game-submit-next = Envoyer et passer à la partie suivante
game-submit-status = Envoyer et revenir à l'état des parties
game-claim-draw = Demander la nulle
game-claim-explained = Désigne ce coup comme celui qui répète la position pour la troisième fois, sans le jouer ; un administrateur décide.
game-undo = Annuler le dernier saut
game-start-over = Recommencer

## Pendules, nulle, abandon
game-clocks = Pendules
game-clock-this-move = { $time } pour ce coup
game-clock-waiting-bank = en attente ; { $time } en réserve pour le prochain coup
game-clock-waiting = en attente ; { $time } pour le prochain coup
game-draw-offered-to-you = Votre adversaire propose la nulle.
game-accept-draw = Accepter la nulle
game-decline-draw = Refuser la nulle
game-draw-offered-by-you = Vous avez proposé la nulle ; en attente de la réponse de votre adversaire.
game-unknown-draw-action = Action de nulle inconnue.
game-offer-draw = Proposer la nulle
game-resign = Abandonner
game-resign-title = Abandonner ?
game-resign-question = Abandonner cette partie ?
game-resign-back = Non, retour à la partie
game-resign-words = Si vous abandonnez, { $name } gagne la partie immédiatement. C'est irréversible.
game-seat-resign-words = Si vous abandonnez, votre place ({ $colour }) quitte la partie : vos pièces restent où elles sont et les autres continuent sans vous. C'est irréversible.
game-seat-resign-words-partners = Si vous abandonnez, votre place ({ $colour }) quitte la partie : vos pièces restent où elles sont et les autres continuent sans vous ; avec des partenaires, votre équipe perd immédiatement. C'est irréversible.

## Coups, parcourir la partie
game-moves = Coups
game-no-moves = Pas encore de coups.
game-no-move = Pas encore de coup.
game-step-from-start = Parcourir la partie depuis le début
game-download-record = Télécharger la notation de la partie
game-replay-record = Rejouer une notation
game-steps-label = Parcourir la partie
game-back-to-now = Revenir à la position actuelle
game-step-first = Début
game-step-back = Précédent
game-step-forward = Suivant
game-step-last = Fin
game-caption-start = La position de départ (demi-coup 0 sur { $plies }).
game-caption-after = La position après le coup { $move }, { $path } des { $colour } (demi-coup { $ply } sur { $plies }).
game-seat-caption-after = La position après le demi-coup { $ply } sur { $plies } : { $text }.
game-bad-at = « at » prend le numéro d'un demi-coup, de 0 (le départ) à { $plies } (la position actuelle).
game-no-such-ply = Cette partie n'a pas de position après le demi-coup { $at } ; « at » va de 0 (le départ) à { $plies } (la position actuelle).

## Discussion
game-chat = Discussion
game-chat-note-two = Seuls les deux joueurs voient cette conversation.
game-chat-note-seats = Seuls les joueurs de cette partie voient cette conversation.
game-chat-new = (nouveau)
game-chat-report = Signaler
game-chat-say = Dites quelque chose
game-chat-send = Envoyer dans la discussion
game-chat-failed = Cela n'a pas fonctionné
game-chat-too-long = Une ligne de discussion peut avoir au plus 5000 caractères. Rien n'a été envoyé.

## Règles de la partie
game-house-rules = Règles de la partie
game-how-played = Comment se joue cette partie
game-adjudicate = Arbitrer cette partie (administration)
game-rule-variant = { $name } ({ $id })
game-rule-deadline = Délai du camp : quand les deux joueurs ont joué { $count } coups, un joueur qui a une pièce dans son propre camp perd (les deux : nulle).
game-rule-deadline-home = Délai du camp : quand les deux joueurs ont joué { $count } coups, un joueur qui a une pièce dans son propre camp perd (les deux : nulle) ; ensuite, ramener une pièce dans son camp fait perdre aussitôt.
game-rule-fill = Remplissage : vous gagnez aussi en occupant chaque case du camp opposé, dont au moins une avec votre propre pièce.
game-rule-repetition-auto = Répétition : la même position pour la troisième fois est nulle, déclarée automatiquement.
game-rule-repetition-claim = Répétition : après le coup { $move }, un joueur peut demander la nulle en désignant le coup qui répéterait la position pour la troisième fois ; un administrateur décide.
game-rule-days = { $days }.
game-rule-clock = Pendule : { $clock }.

## Parties à plus de deux
game-seats = Places, dans l'ordre du jeu
game-you = (vous)
game-seat-left = a quitté la partie
game-seat-finished = a terminé
game-seat-to-move = au trait
game-seat-played-on = a continué
game-seat-waiting = en attente
game-seat-won = , gagné
game-seat-second = , deuxième place
game-seat-drawn = , nulle
game-seat-due = au trait, avant le { $date }
game-seat-your-turn = À vous de jouer ({ $colour }). Avant le { $date }.
game-seat-to-move-due = Au tour de { $name } ({ $colour }). Avant le { $date }.
game-seat-draw-proposed = { $count ->
    [one] Une nulle est proposée : { $names } est d'accord. La partie est nulle quand chaque place encore en jeu est d'accord ; le prochain coup met fin à la proposition.
   *[other] Une nulle est proposée : { $names } sont d'accord. La partie est nulle quand chaque place encore en jeu est d'accord ; le prochain coup met fin à la proposition.
}
game-seat-rule-variant = { $name } : { $count } places, la règle du remplissage.
game-seat-rule-partners = Partenaires : places 1 et 3 contre places 2 et 4.
game-seat-rule-points = Pointes : { $points }.
game-seat-why-target-reached = toutes ses pièces ont atteint le camp opposé
game-seat-why-target-filled = le camp opposé est plein, avec ses pièces dedans
game-seat-why-partner-left = une place de l'autre équipe a quitté la partie
game-seat-why-agreement = d'un commun accord entre toutes les places encore en jeu
game-seat-why-decided = décidée

## Le plateau
game-board = Plateau
game-square-piece = { $square }, pièce { $key ->
    [white] blanche
    [black] noire
    [red] rouge
    [orange] orange
    [yellow] jaune
    [green] verte
    [blue] bleue
   *[other] violette
}
game-square-empty = { $square }, vide
game-square-selected = , sélectionnée
game-square-target = , vous pouvez aller ici
game-square-origin = , départ du coup
game-square-path = , atteinte pendant ce coup
game-square-last-move = , dernier coup
game-square-wall = , mur
game-picture-title = { $white } (blancs) contre { $black } (noirs), { $game } : après le demi-coup { $ply }
game-seat-picture-title = { $seats }, { $game } : après le demi-coup { $ply }
game-seat-picture-name = { $name } ({ $colour })

## Rejouer une notation
game-records-title = Rejouer la notation d'une partie
game-records-white = (blancs)
game-records-black = (noirs)
game-records-says = La notation indique :
game-records-judged = Les règles disent de sa dernière position :
game-records-steps-label = Parcourir la notation
game-records-how = Comment jouer
game-records-label = La notation d'une partie, telle que la donne « Télécharger la notation de la partie » sur la page de la partie :
game-records-replay = Rejouer
game-records-too-long = Cette notation dépasse { $size } ko ; aucune partie n'en a besoin.
game-records-empty = Collez d'abord la notation d'une partie dans le champ.
game-records-unreadable = La notation n'a pas pu être lue : { $error }.
game-records-no-replay = La notation ne se rejoue pas : { $error }.
game-records-in-progress = en cours
game-records-goes-on = la partie continue, au tour des { $colour }
