mail-verify-subject = Confirmez votre adresse e-mail pour Halma
mail-verify-asked = Quelqu’un (vous, espérons-le) a demandé que les notifications de Halma soient envoyées à cette adresse.
mail-verify-open = Pour confirmer, ouvrez :
mail-verify-not-you = Si ce n’était pas vous, ignorez ce message : plus rien ne sera envoyé à cette adresse.

mail-reset-subject = Choisir un nouveau mot de passe pour Halma
mail-reset-asked = Quelqu’un (vous, espérons-le) a demandé à choisir un nouveau mot de passe pour votre identifiant Halma { $name }.
mail-reset-open = Pour en choisir un, ouvrez dans l’heure :
mail-reset-once = Le lien ne sert qu’une fois ; choisir le mot de passe vous déconnecte partout. Si ce n’était pas vous, ignorez ce message : votre mot de passe reste inchangé.

mail-turn-subject = À vous de jouer contre { $opponent }
mail-turn-moved = { $opponent } a joué dans votre partie de { $variant }. C’est à vous de jouer.
mail-play-it = Pour jouer : { $link }
mail-due = Votre coup est attendu avant le { $due }.
mail-low-time-subject = Moins d’un jour restant contre { $opponent }
mail-low-time-body = Il vous reste moins de 24 heures pour jouer votre coup contre { $opponent } : il est attendu avant le { $due }.

mail-seat-turn-subject = À vous de jouer dans { $variant } avec { $with }
mail-seat-turn-body = C’est à vous de jouer dans votre partie de { $variant } avec { $with }.
mail-seat-low-time-subject = Moins d’un jour restant dans { $variant } avec { $with }
mail-seat-low-time-body = Il vous reste moins de 24 heures pour jouer votre coup dans { $variant } avec { $with } : il est attendu avant le { $due }.

mail-digest-subject = Halma : à vous de jouer dans { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}
mail-digest-intro = C’est à vous de jouer dans { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}, la plus urgente d’abord :
mail-digest-game = - contre { $opponent }, avant le { $due } : { $link }
mail-digest-games = Vos parties : { $link }

mail-invitation-subject = Vous êtes invité à une partie de Halma
mail-invitation-body = Quelqu’un vous a invité à une partie.
mail-invitation-see = Vos invitations : { $link }

mail-message-subject = Un message pour vous sur Halma
mail-message-body = Vous avez un nouveau message.
mail-message-read = Pour le lire : { $link }

mail-unsubscribe = Pour ne plus recevoir de messages de ce site : { $link }
