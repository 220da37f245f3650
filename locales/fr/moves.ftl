# Pourquoi les règles refusent un coup. Les noms des cases restent ceux du plateau.

move-illegal = coup illégal : { $reason }
move-colour = { $colour ->
    [white] blanc
    [black] noir
    [red] rouge
    [orange] orange
    [yellow] jaune
    [green] vert
    [blue] bleu
    [purple] violet
   *[other] { $colour }
}
move-off-board = { $square } n’est pas sur le plateau
move-not-your-piece = il n’y a pas de pion { $colour } sur { $square }
move-occupied = { $square } n’est pas vide
move-step-then-more = le pas vers { $square } termine le coup : un pas et des sauts ne se mêlent jamais dans un même tour
move-step-after-jump = le pas vers { $square } suit un saut : un pas et des sauts ne se mêlent jamais dans un même tour
move-not-step-or-jump = { $from }-{ $to } n’est ni un pas ni un saut
move-nothing-to-jump = { $from }-{ $to } saute par-dessus { $over }, où il n’y a aucun pion
move-revisit = la chaîne arrive sur { $square }, où le pion se trouvait déjà pendant ce tour
move-not-straight = { $from }-{ $to } ne suit ni une rangée ni une colonne
move-too-many-squares = un coup d’Embargo nomme deux cases : le départ et l’arrivée du pion
move-wall = { $square } fait partie d’un mur
move-own-yard = { $square } est dans le propre camp du joueur, où un pion ne peut jamais s’arrêter
move-may-not-pass = le camp { $colour } a un coup légal et ne peut pas passer
move-must-pass = le camp { $colour } n’a aucun coup légal et doit passer
move-incomplete = le coup nomme un pion mais aucune destination
move-foreign-point = le coup se termine sur { $square }, dans une pointe qui n’est ni le départ ni la cible du joueur (pointes : traversée)
move-number-overflow = le coup { $number } est le dernier numéro de coup possible : aucun coup ne peut suivre celui du camp { $colour }

# Pourquoi les règles refusent une demande de nulle.
move-claim-not-claim-rule = cette partie est nulle d’elle-même par répétition ; il n’y a rien à réclamer
move-claim-too-early = la nulle ne peut être réclamée qu’après le coup { $after } ; c’est le coup { $number }
move-claim-no-repetition = { $seen ->
    [one] le coup ne répéterait pas la position pour la troisième fois (vue { $seen } fois auparavant)
   *[other] le coup ne répéterait pas la position pour la troisième fois (vue { $seen } fois auparavant)
}
