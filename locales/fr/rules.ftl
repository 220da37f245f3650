# Les pages de règles : comment jouer à chaque jeu (templates/rules.html,
# templates/seat_rules.html), la liste des jeux (templates/rules_index.html)
# et les mots que crates/server/src/rules_pages.rs construit pour elles.
#
# Les noms des cases et des trous (c5, g5), le texte des coups (c5-a5,
# d2-f7-h5) et les identifiants des jeux restent tels quels dans toutes les
# langues. Le mot en gras se place entre deux messages ; un message qui
# commence par une ponctuation le suit sans espace (d’où l’espace insécable
# au début de ceux qui commencent par « : »). Le bouton de la page de partie
# s’appelle « J’ai fini mon coup ».

## Chaque page de règles

rules-title = Comment jouer : { $name }
rules-moves = Les coups
rules-a-step = Un pas
rules-jumps = Les sauts
rules-target = cible
rules-other-games = Autres jeux :

## Les jeux à deux (templates/rules.html)

rules-two-intro = { $name } se joue à deux sur un plateau de { $size }×{ $size } cases, avec { $pieces ->
    [one] un pion
   *[other] { $pieces } pions
} chacun. Vos pions partent de votre
rules-two-yard = camp
rules-two-intro-yard = , le coin ombré en bas à droite de votre plateau ; ceux de votre adversaire partent du coin opposé. Les Blancs commencent. Le but : être le premier à amener tous vos pions dans le camp opposé, votre
rules-two-intro-end = .
rules-two-start = Voici la position de départ, telle que les Blancs la voient :
rules-two-in-each-turn = À chaque tour, vous déplacez un pion, de l’une de deux façons :
rules-two-step = vers l’une des huit cases voisines (en ligne droite ou en diagonale) qui est vide. Un pas termine votre tour.
rules-two-jumps =  : par-dessus un pion directement voisin, le vôtre ou celui de votre adversaire, dans l’une des huit directions, sur la case vide juste derrière lui. Rien n’est pris. Après un saut, le même pion peut sauter de nouveau, dans n’importe quelle direction, autant de fois qu’il le peut ; vous pouvez vous arrêter après n’importe quel saut (« J’ai fini mon coup »). Sauter n’est jamais obligatoire.
rules-two-no-mix = Un pas et des sauts ne se combinent jamais dans un même tour. Une chaîne de sauts ne peut pas atterrir sur une case où le pion s’est déjà trouvé pendant ce tour, sa case de départ comprise.
rules-two-pass = Un joueur qui n’a aucun coup légal passe ; le serveur enregistre le passe de lui-même. Un joueur qui a un coup ne peut pas passer.

## Les murs d’Embargo

rules-embargo-rook = Un pion se déplace comme une tour aux échecs : d’autant de cases vides qu’il veut le long de sa rangée ou de sa colonne. Il ne peut jamais s’arrêter sur une case de son propre camp (il peut en franchir une).
rules-walls = Les murs.
rules-walls-block = Deux pions de même couleur sur une même rangée ou colonne, séparés uniquement par des cases vides, forment un mur : ces cases vides. Les diagonales ne forment pas de murs. Un mur, quelle que soit sa couleur, bloque les deux joueurs : un coup ne peut ni entrer sur une case de mur ni la franchir, sauf s’il
rules-walls-shortens = raccourcit
rules-walls-shortening = votre propre mur : un pion d’extrémité d’un mur peut se déplacer le long du mur vers son partenaire (en s’arrêtant avant lui). Un tel coup peut passer à travers un mur qui le croise (
rules-walls-tunneling = traverser
rules-walls-tunneling-after = ) et même s’arrêter dessus, ce qui brise ce mur (
rules-walls-busting = briser
rules-walls-busting-after = ). S’éloigner de son partenaire (
rules-walls-extending = allonger
rules-walls-extending-after = le mur) est un coup ordinaire, bloqué comme d’habitude par les autres murs.
rules-walls-pictures = Les murs en images
rules-walls-pictures-key = Les cases hachurées sont des murs. Un contour rouge marque le pion qui se déplace et un point rouge l’endroit où il va ; un contour bleu marque un coup qui vient d’être joué.

rules-wall-title = Un mur
rules-wall-words = Deux pions d’une même couleur sur une rangée ou une colonne, séparés uniquement par des cases vides, murent ces cases (hachurées). Un mur, quelle que soit sa couleur, bloque les deux joueurs.
rules-wall-caption = Les pions blancs c5 et g5 murent d5, e5 et f5 ; les noirs b7 et f7 murent c7, d7 et e7. Les points rouges montrent où le pion noir e2 peut aller : en montant la colonne e, il s’arrête devant le mur blanc.
rules-extending-title = Allonger
rules-extending-words = Un pion d’extrémité d’un mur qui s’éloigne de son partenaire allonge le mur. C’est un coup ordinaire, toujours bloqué par les autres murs.
rules-extending-before = Le pion blanc c5 s’éloigne de g5
rules-extending-after = Le mur va maintenant de b5 à f5
rules-shortening-title = Raccourcir
rules-shortening-words = Un pion d’extrémité d’un mur peut se déplacer le long de son propre mur vers son partenaire, en s’arrêtant avant lui : le mur raccourcit.
rules-shortening-before = Le pion blanc c5 va vers g5, par-dessus son propre mur
rules-shortening-after = Le mur n’est plus que f5
rules-tunneling-title = Traverser
rules-tunneling-words = Un coup qui raccourcit peut passer à travers un mur qui le croise, de n’importe quelle couleur : ici, le pion blanc c5 traverse le mur noir de la colonne e.
rules-tunneling-before = Les pions noirs e3 et e7 murent e4, e5 et e6, en travers du mur blanc
rules-tunneling-after = Le pion blanc est ressorti de l’autre côté du mur noir
rules-busting-title = Briser
rules-busting-words = Un coup qui raccourcit peut aussi s’arrêter sur le mur qui le croise : les deux pions de ce mur ne sont plus séparés uniquement par des cases vides, et le mur disparaît.
rules-busting-before = Le pion blanc c5 s’arrête sur e5, dans le mur noir
rules-busting-after = Le mur noir est brisé : les croix montrent où il était

## Les règles maison des jeux à deux

rules-house-rules = Règles maison
rules-house-rules-chosen = Elles sont choisies à la création d’une partie ; chaque page de partie indique les siennes.
rules-camp-deadline-embargo = Échéance { $moves } : une fois que les deux joueurs ont joué { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, un joueur qui a encore un pion dans son propre camp perd (si c’est le cas des deux, la partie est nulle). Comme un pion ne peut jamais s’arrêter dans son propre camp, aucun pion n’y revient une fois qu’il l’a quitté.
rules-camp-deadline = Échéance { $moves } : une fois que les deux joueurs ont joué { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, un joueur qui a encore un pion dans son propre camp perd (si c’est le cas des deux, la partie est nulle). Ensuite, un coup qui se termine avec l’un de vos pions de retour dans votre propre camp perd aussitôt ; une chaîne de sauts qui ne fait qu’y passer est permise.
rules-camp-fill = Remplissage : vous gagnez aussi quand chaque case du camp opposé est occupée, au moins l’une d’elles par votre propre pion, même si votre adversaire y a laissé des pions. Si votre coup réalise cela pour votre adversaire, c’est votre adversaire qui gagne.
rules-repetition-auto = Répétition, automatique : la même position avec le même joueur au trait pour la troisième fois est nulle, déclarée automatiquement.
rules-repetition-claim = Répétition, sur réclamation : après le coup 51, le joueur au trait peut réclamer la nulle en indiquant le coup qui répéterait la position pour la troisième fois, sans le jouer ; un administrateur vérifie la réclamation.
rules-time = Temps : chaque partie a un nombre de jours par coup ; un joueur qui dépasse son temps perd.
rules-draw-resign = La nulle peut être proposée et acceptée à tout moment, et un joueur peut abandonner.

## Les jeux à plus de deux (templates/seat_rules.html)

rules-name-halma-16x16-4 = Halma 16×16 à quatre
rules-name-star-2 = Dames chinoises à deux
rules-name-star-3 = Dames chinoises à trois
rules-name-star-4 = Dames chinoises à quatre
rules-name-star-6 = Dames chinoises à six

rules-star-intro = { $name } se joue sur l’étoile des dames chinoises (le Sternhalma), une étoile à six branches de 121 trous, pour { $seats } joueurs avec { $pieces ->
    [one] un pion
   *[other] { $pieces } pions
} chacun. Chaque joueur part d’une branche de l’étoile et fait la course pour remplir la branche opposée, sa
rules-four-intro = { $name }, c’est le Halma à quatre de Monks (1883) : un plateau de 16×16 cases avec un
rules-four-camp = camp
rules-four-intro-camp = de { $pieces ->
    [one] un pion
   *[other] { $pieces } pions
} dans chaque coin. Chaque joueur fait la course pour amener tous ses pions dans le camp du coin opposé, sa
rules-seat-intro-end = .
rules-seat-order = Les joueurs jouent à tour de rôle, dans le sens des aiguilles d’une montre :
rules-seat-from-point = { $point ->
    [south] depuis la branche sud (en bas)
    [south-west] depuis la branche sud-ouest
    [north-west] depuis la branche nord-ouest
    [north] depuis la branche nord (en haut)
    [north-east] depuis la branche nord-est
   *[south-east] depuis la branche sud-est
}
rules-seat-from-corner = depuis le coin { $square }
rules-colour = { $colour ->
    [white] blanc
    [black] noir
    [red] rouge
    [orange] orange
    [yellow] jaune
    [green] vert
    [blue] bleu
   *[purple] violet
}
rules-star-start = Voici la position de départ, telle que le premier joueur la voit ; sur la page de la partie, chaque joueur voit le plateau tourné de sorte que sa propre branche soit en bas.
rules-four-start = Voici la position de départ, telle que le premier joueur la voit ; sur la page de la partie, chaque joueur voit le plateau tourné de sorte que son propre coin soit en bas à droite.
rules-seat-in-each-turn = À chaque tour, vous déplacez l’un de vos pions, de l’une de deux façons :
rules-star-step = vers l’un des six trous voisins (à gauche, à droite et les quatre diagonales) qui est vide. Un pas termine votre tour.
rules-star-jumps =  : par-dessus un pion voisin de n’importe quelle couleur, dans le trou vide juste derrière lui, dans la même direction. Rien n’est pris. Le même pion peut sauter de nouveau autant de fois qu’il le peut, et vous pouvez vous arrêter après n’importe quel saut (« J’ai fini mon coup »).
rules-four-step = vers l’une des huit cases voisines qui est vide. Un pas termine votre tour.
rules-four-jumps =  : par-dessus un pion voisin de n’importe quelle couleur, sur la case vide juste derrière lui. Rien n’est pris. Le même pion peut sauter de nouveau autant de fois qu’il le peut, et vous pouvez vous arrêter après n’importe quel saut (« J’ai fini mon coup »).
rules-star-chain = Une chaîne de sauts ne peut pas atterrir deux fois dans le même trou au cours d’un tour, son départ compris. Un joueur sans coup légal passe ; le serveur enregistre le passe de lui-même.
rules-four-chain = Une chaîne de sauts ne peut pas atterrir deux fois sur la même case au cours d’un tour, son départ compris. Un joueur sans coup légal passe ; le serveur enregistre le passe de lui-même.
rules-star-pictures = Les coups en images
rules-star-pictures-key = Un anneau bleu marque les trous du coup qui vient d’être joué.
rules-star-step-caption = Un pas : le pion rouge d2 va dans le trou voisin vide e6 et le tour se termine.
rules-star-chain-caption = Une chaîne de sauts : le pion rouge d2 saute par-dessus le pion vert e7 jusqu’à f7, puis par-dessus le vert g6 jusqu’à h5. Rien n’est pris.
rules-star-points-caption = La règle des branches (passage) : le pion rouge d1 saute par-dessus e5 jusqu’à f4, par-dessus f3 jusqu’à f2, dans la branche de gauche, où il ne peut pas s’arrêter, puis par-dessus g2 jusqu’à h2, hors de celle-ci.
rules-points = Les branches
rules-points-house-rule = (une règle maison) : avec le
rules-points-pass-through = passage
rules-points-pass-through-words = , la règle habituelle, un coup ne peut pas se terminer dans une branche qui n’est ni votre départ ni votre cible, mais une chaîne de sauts peut y atterrir et repartir ; avec le
rules-points-rest = repos
rules-points-rest-words = un coup peut se terminer n’importe où.

rules-seat-ends = La fin de la partie
rules-seat-finishes-before = Un joueur
rules-seat-finishes = termine
rules-star-finishes-after = quand tous ses pions sont dans sa cible, ou quand chaque trou de sa cible est occupé, au moins l’un d’eux par l’un de ses propres pions (la règle du remplissage). Le premier joueur qui termine gagne ; les autres se partagent la deuxième place.
rules-four-finishes-after = quand tous ses pions sont dans sa cible, ou quand chaque case de sa cible est occupée, au moins l’une d’elles par l’un de ses propres pions (la règle du remplissage). Le premier joueur qui termine gagne ; les autres se partagent la deuxième place.
rules-partners = Partenaires
rules-partners-words = (une règle maison) : les joueurs 1 et 3 jouent contre les joueurs 2 et 4, en partant de coins opposés. Un joueur qui a terminé est sauté à partir de là ; la première paire dont les deux joueurs ont terminé gagne, et une paire perd dès que l’un de ses joueurs quitte la partie.
rules-seat-leaves-before = Un joueur qui
rules-seat-resigns = abandonne
rules-seat-or = ou
rules-seat-runs-out = dépasse son temps quitte
rules-seat-leaves-after = la partie : ses pions restent où ils sont et il est sauté à partir de là. Quand il ne reste qu’un joueur, il gagne.
rules-seat-draw-before = La même disposition avec le même joueur au trait pour la troisième fois est une
rules-seat-draw = partie nulle
rules-seat-draw-after = entre les joueurs encore en jeu. Une nulle par accord exige que tous les joueurs encore en jeu l’acceptent.

## La liste des jeux (templates/rules_index.html)

rules-index-title = Les jeux
rules-index-intro = Chaque jeu ici est une course : amenez tous vos pions de votre coin, votre camp, dans le coin opposé avant votre adversaire. Chaque page explique le plateau, les coups et les règles maison d’un jeu, avec sa position de départ dessinée.
rules-index-two = plateau de { $size }×{ $size } cases, { $pieces ->
    [one] un pion
   *[other] { $pieces } pions
} chacun
rules-index-more-than-two = Jeux à plus de deux
rules-index-seats = { $seats } joueurs, { $pieces ->
    [one] un pion
   *[other] { $pieces } pions
} chacun
rules-index-record = Vous avez l’enregistrement d’une partie ?
rules-index-replay = Rejouez-la
rules-index-replay-after = pour voir ses coups et sa dernière position.
