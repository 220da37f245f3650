## Préférences de plateau

account-board-title = Préférences de plateau
account-board-saved = Vos préférences de plateau ont été enregistrées.
account-nothing-saved = Rien n’a été enregistré : voir ci-dessous.
account-board-intro = La façon dont les plateaux de vos parties, des pages de règles et des rediffusions sont dessinés pour vous. Seul le dessin change : les cases gardent leur nom (a1 est toujours le coin inférieur gauche des Blancs).
account-board-colours = Couleurs
account-board-coordinates = Coordonnées
account-board-coordinates-on = Afficher les colonnes (a, b, …) et les rangées (1, 2, …) autour du plateau
account-board-coordinates-off = Les masquer
account-board-pieces = Pions
account-board-orientation = Camp en bas
account-board-orientation-help = Avec votre propre camp en bas, votre camp de départ est en bas à droite : avec les Noirs, vous voyez le plateau retourné.
account-board-save = Enregistrer les préférences de plateau
account-board-look = L’aspect de vos plateaux
account-board-sample-chosen = Le début de Halma 8×8 tel que le voient les Blancs, dessiné avec les préférences choisies ci-dessus :
account-board-sample-yours = Le début de Halma 8×8 tel que le voient les Blancs, dessiné avec vos préférences :

## Vos données

account-data-title = Vos données
account-data-download = Télécharger
account-data-download-text = Tout ce que ce site garde sur vous, dans un seul fichier JSON : votre compte et votre profil, vos réglages de plateau et d’e-mail, vos jetons d’API (leurs noms, pas les secrets), vos classements, toutes les parties que vous avez jouées (avec adversaires et résultats), les messages privés que vous avez envoyés et reçus, et vos lignes dans les discussions de partie.
account-data-download-link = Télécharger vos données (JSON)
account-data-close = Fermer votre compte
account-data-close-text = Fermer votre compte vous déconnecte partout, définitivement : le mot de passe, les sessions, les jetons d’API et les réglages d’e-mail disparaissent avec lui. Vos parties et vos records restent, affichés sous un nom neutre, et les messages que vous avez envoyés restent chez les joueurs à qui vous les avez envoyés. Votre identifiant ne pourra plus être pris, ni par vous ni par personne d’autre.
account-data-close-link = Fermer votre compte…

## Profil

account-profile-title = Modifier votre profil
account-profile-saved = Votre profil a été enregistré.
account-profile-see = Voir votre profil
account-profile-vacation = Vos vacances
account-profile-about = À propos de vous
account-profile-about-help = Texte brut, 2 000 caractères au plus ; les retours à la ligne sont conservés.
account-profile-time-zone = Fuseau horaire
account-profile-time-zone-help = Un nom IANA comme Europe/Paris, America/New_York ou UTC.
account-profile-hide = Ne pas m’afficher dans « Qui est là »
account-profile-save = Enregistrer le profil

## Changer de mot de passe

account-password-title = Changer de mot de passe
account-password-done = Votre mot de passe a été changé. Toutes les autres sessions de votre identifiant ont été déconnectées.
account-password-back = Retour à l’état des parties
account-password-current = Mot de passe actuel
account-password-new = Nouveau mot de passe
account-password-new-help = Au moins 8 caractères.
account-password-submit = Changer de mot de passe
account-password-others = Changer votre mot de passe déconnecte tous les autres navigateurs où vous êtes connecté.
account-everywhere-title = Se déconnecter partout
account-everywhere-text = Met fin à toutes les sessions de votre identifiant, dans tous les navigateurs (celui-ci compris), sans changer votre mot de passe : pour un téléphone perdu ou un ordinateur partagé.
account-everywhere-submit = Se déconnecter partout
account-password-data = Vos données
account-password-data-link = Télécharger vos données, ou fermer votre compte
account-programs = Programmes
account-programs-before = Les{ " " }
account-programs-tokens = jetons d’API
account-programs-middle = { " " }permettent à un programme (un bot, une application) de jouer en votre nom via{ " " }
account-programs-api = l’API JSON
account-programs-after = .

## Fermer votre compte

account-close-title = Fermer votre compte
account-close-done = Votre compte est fermé, et vous êtes déconnecté partout. Vos parties et vos records restent, affichés sous le nom { $name }. Au revoir, et merci d’avoir joué.
account-close-home = Accueil
account-close-warning = Cette action est irréversible. Une fois fermé, le compte ne peut plus se connecter et son identifiant ne peut plus être pris. Les parties en cours ne sont pas abandonnées : leurs pendules continuent de tourner, et elles se terminent comme toute partie. Vos parties et vos records restent sous un nom neutre ; les messages que vous avez envoyés restent chez leurs lecteurs.
account-close-download-before = Vous voudrez peut-être d’abord{ " " }
account-close-download-link = télécharger vos données
account-close-download-after = .
account-close-password = Votre mot de passe
account-close-confirm = Oui, fermer mon compte
account-close-submit = Fermer mon compte
account-close-back = Retour
account-close-unconfirmed = Cochez la case pour confirmer que vous voulez fermer votre compte. Rien n’a été changé.

## Notifications

account-notifications-title = Notifications
account-notifications-no-mail = Ce serveur n’envoie pas d’e-mails : son administrateur n’a pas configuré de serveur SMTP. Vos réglages sont conservés, et le flux ci-dessous fonctionne.
account-notifications-saved = Enregistré.
account-notifications-verify = Enregistré. Un lien a été envoyé à la nouvelle adresse : suivez-le pour la confirmer ; rien d’autre n’y est envoyé d’ici là.
account-notifications-verified = Votre adresse e-mail est confirmée.
account-notifications-feed-new = Votre flux a une nouvelle adresse ; l’ancienne ne fonctionne plus.
account-notifications-email = Adresse e-mail
account-notifications-goes-to = Les e-mails vont à
account-notifications-confirmed = (confirmée).
account-notifications-pending = attend que vous suiviez le lien qui lui a été envoyé.
account-notifications-mail-me = M’envoyer un e-mail
account-notifications-on-turn = quand c’est à moi de jouer (un e-mail jusqu’à ma prochaine visite)
account-notifications-digest = une liste quotidienne des parties où c’est à moi de jouer, à
account-notifications-digest-hour = Heure de la liste quotidienne
account-notifications-digest-zone = (dans mon fuseau horaire, réglé dans mon profil)
account-notifications-low-time = quand il reste moins de 24 heures pour un coup
account-notifications-invitations = les invitations à des parties, et les messages
account-notifications-save = Enregistrer
account-feed-title = Votre flux privé
account-feed-text = Un lecteur de flux peut suivre vos tours, vos invitations et vos parties terminées à cette adresse. Gardez-la pour vous : quiconque la possède peut lire le flux.
account-feed-none = Vous n’avez pas encore d’adresse de flux.
account-feed-replace = Remplacer l’adresse du flux
account-feed-make = Créer une adresse de flux

## Jetons d’API

account-tokens-title = Jetons d’API
account-tokens-intro-before = Un jeton permet à un programme (un bot, une application) de jouer en votre nom via l’
account-tokens-intro-api = API JSON
account-tokens-intro-middle = { " " }: il envoie{ " " }
account-tokens-intro-after = { " " }avec chaque requête. Quiconque possède le jeton peut jouer vos parties : gardez-le secret, et révoquez-le quand vous n’en avez plus besoin.
account-tokens-new = Votre nouveau jeton. Copiez-le maintenant : il n’est affiché que cette fois-ci.
account-tokens-name = Nom
account-tokens-name-placeholder = mon bot
account-tokens-make = Créer un jeton
account-tokens-none = Vous n’avez aucun jeton.
account-tokens-made = Créé
account-tokens-state = État
account-tokens-revoked = révoqué le { $when }
account-tokens-live = actif
account-tokens-revoke = Révoquer

## Désabonnement

account-unsubscribe-title = Se désabonner
account-unsubscribe-done = C’est fait : ce site ne vous envoie plus d’e-mails. Vous pouvez les réactiver sur votre page de notifications.
account-unsubscribe-ask = Arrêter tous les e-mails que ce site vous envoie (tours, listes quotidiennes, temps restant, invitations) ?
account-unsubscribe-submit = Se désabonner

## Vacances

account-vacation-title = Vacances
account-vacation-started = Vos vacances ont commencé : vos pendules sont arrêtées.
account-vacation-ended = Vos vacances sont terminées : vos pendules tournent de nouveau.
account-vacation-saved = Votre réglage a été enregistré.
account-vacation-intro = Pendant vos vacances, vos pendules sont arrêtées dans toutes les parties qui autorisent les vacances, et vos adversaires voient que vous êtes absent. Vous gagnez { $count ->
    [one] { $count } jour
   *[other] { $count } jours
} de vacances par an, jour après jour, et pouvez en cumuler au plus { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}.
account-vacation-left = Vacances restantes :
account-vacation-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
account-vacation-running = Vous êtes en vacances jusqu’au { $until }.
account-vacation-end = Terminer mes vacances maintenant
account-vacation-end-help = Les jours non utilisés retournent dans votre réserve ; vos pendules tournent de nouveau dès maintenant.
account-vacation-next = Vous aurez une journée entière de vacances le { $when } ; des vacances pourront commencer à partir de là.
account-vacation-days-label = Jours de vacances
account-vacation-days-help = De 1 à { $count } jours, à partir de maintenant.
account-vacation-start = Commencer mes vacances
account-vacation-auto-title = Quand une pendule tomberait
account-vacation-auto = Utiliser mes vacances plutôt que de perdre au temps (des journées entières, dans les parties qui autorisent les vacances)
account-vacation-auto-save = Enregistrer le réglage
account-vacation-days-bad = Le nombre de jours de vacances doit être un nombre entier, au moins 1, et non « { $typed } ».

## Confirmer une adresse

account-verify-title = Confirmez votre adresse
account-verify-text = Appuyez sur le bouton pour confirmer que cette adresse est la vôtre ; les e-mails de tour et les autres y seront envoyés désormais.
account-verify-submit = Confirmer cette adresse
account-verify-unknown-title = Lien non valide
account-verify-unknown = Ce lien de confirmation est inconnu ou a déjà été utilisé. Saisissez de nouveau l’adresse sur la page des notifications pour en recevoir un nouveau.

## Messages

account-messages-title = Messages
account-messages-new = Nouveau message
account-messages-none = Aucun message.
account-messages-none-here = Aucun message sur cette page.
account-messages-subject = Sujet
account-messages-with = Avec
account-messages-last = Dernier message
account-messages-unread = (non lu)
account-messages-newer = Plus récents
account-messages-older = Plus anciens
account-message-new-title = Nouveau message
account-message-to = À
account-message-subject = Sujet
account-message-body = Message
account-message-send = Envoyer
account-message-no-body = Écrivez un message.
account-message-no-to = Saisissez l’identifiant du joueur à qui écrire.
account-message-no-player = Il n’y a aucun joueur avec l’identifiant « { $name } ».
account-message-no-subject = Écrivez un sujet.
account-thread-with = Une conversation avec
account-thread-all = Tous les messages
account-thread-report = Signaler
account-thread-reply = Réponse
account-thread-send = Envoyer la réponse
account-thread-delete = Supprimer cette conversation
account-thread-delete-help = Elle disparaît de vos messages seulement ; { $name } la garde.
account-message-body-long = Un message peut avoir au plus { $count } caractères.
account-message-subject-long = Un sujet peut avoir au plus { $count } caractères.

## Les choix des préférences de plateau

account-board-theme-wood = Bois (brun clair et foncé)
account-board-theme-green = Tapis vert
account-board-theme-ocean = Océan (bleu et gris)
account-board-theme-contrast = Contraste élevé (noir, blanc et gris)
account-board-pieces-discs = Disques, blancs et noirs
account-board-pieces-letters = Disques avec une lettre, W et B (pour les joueurs daltoniens)
account-board-orientation-own = Mon propre camp en bas
account-board-orientation-white = Toujours les Blancs en bas

## Moments et jours

account-moment = { $day }/{ $month }/{ $year } { $hour }:{ $minute } { $zone }
account-day = { $day } { $month } { $year }
account-month-1 = janvier
account-month-2 = février
account-month-3 = mars
account-month-4 = avril
account-month-5 = mai
account-month-6 = juin
account-month-7 = juillet
account-month-8 = août
account-month-9 = septembre
account-month-10 = octobre
account-month-11 = novembre
account-month-12 = décembre

account-password-wrong = Votre mot de passe actuel n’était pas le bon ; rien n’a été changé.

## Durées

account-span-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
account-span-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
account-span-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
account-vacation-from-now = dans { $span }

## Erreurs du formulaire des notifications

account-notifications-bad-address = Cela ne ressemble pas à une adresse e-mail.
account-notifications-bad-hour = L’heure de la liste quotidienne est un nombre de 0 à 23.

## Erreurs du formulaire de profil

account-profile-about-long = « À propos de vous » peut avoir au plus { $count } caractères.
account-profile-bad-zone = Aucun fuseau horaire ne porte ce nom. Utilisez un nom comme Europe/Paris, America/New_York ou UTC.
