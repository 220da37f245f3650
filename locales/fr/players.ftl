# Profils, Qui est là, recherche de joueurs, listes d'amis et d'ignorés, signalements.

## Un profil

players-game = Jeu
players-opponent = Adversaire
players-plays = Joue
players-state = État
players-computer-label = (ordinateur, niveau { $level })
players-computer-notice = Un joueur-ordinateur : le serveur joue ses coups, quelques secondes après les vôtres. Ses parties ne sont pas classées.
players-play-computer = Jouer contre l'ordinateur
players-closed = Ce compte est fermé. Ses parties et résultats restent, sous ce nom neutre.
players-suspended = Ce compte est suspendu.
players-joined = Inscrit le
players-last-seen = Vu pour la dernière fois
players-seen-never = jamais
players-seen-today = aujourd'hui
players-seen-yesterday = hier
players-seen-days-ago = { $count ->
    [one] il y a { $count } jour
   *[other] il y a { $count } jours
}
players-time-zone = Fuseau horaire
players-time-zone-local = { $zone } (heure locale { $time })
players-about = À propos
players-invite = Inviter à une partie
players-send-message = Envoyer un message
players-remove-buddy = Retirer des amis
players-add-buddy = Ajouter aux amis
players-stop-ignoring = Ne plus ignorer
players-ignore = Ignorer
players-report = Signaler
players-admin-page = Page d'administration de ce compte
players-ratings = Classements
players-rating-history = Historique du classement
players-results = Résultats
players-head-to-head = Face à face — vous contre { $name } : { $won } gagnées, { $lost } perdues,
players-head-to-head-drawn = {" "}{ $drawn } nulles.
players-no-finished = Aucune partie terminée pour l'instant.
players-played = Jouées
players-won = Gagnées
players-lost = Perdues
players-drawn = Nulles
players-won-percent = Gagnées %
players-lost-percent = Perdues %
players-drawn-percent = Nulles %
players-in-progress = Parties en cours
players-no-game-in-progress = Aucune partie en cours.
players-recently-finished = Terminées récemment

## Qui est là

players-who-title = Qui est là
players-who-intro = Les joueurs vus ces 15 dernières minutes.
players-who-profile-link = Votre profil
players-who-hide = peut vous tenir à l'écart de cette liste.
players-who-nobody = Personne d'autre n'est là pour le moment.

## Chercher des joueurs

players-search-title = Chercher des joueurs
players-search-label = L'identifiant commence par ou contient
players-search-button = Chercher
players-search-none-before = Aucun identifiant ne commence par «{" "}
players-search-none-after = {" "}» ni ne le contient.
players-search-none-after-on-page = {" "}» ni ne le contient sur cette page.
players-previous-page = Page précédente
players-next-page = Page suivante
players-userid-hint = Un identifiant a au plus 20 caractères, chacun une lettre A–Z ou a–z, un chiffre 0–9, _ ou -.

## Amis et liste des ignorés

players-buddies-title = Liste d'amis
players-buddies-intro = Vos amis sont proposés en premier quand vous invitez un joueur à une partie.
players-buddies-add = Ajouter un ami
players-ignore-title = Joueurs ignorés
players-ignore-intro = Les joueurs que vous ignorez ne peuvent ni vous envoyer de messages, ni vous inviter, ni rejoindre vos parties, ni vous être associés par Auto-Match. Ils ne savent pas pourquoi.
players-ignore-add = Ignorer un joueur
players-contacts-empty = Personne n'est sur cette liste.
players-contacts-remove = Retirer
players-contacts-add = Ajouter
players-contacts-type-userid = Saisissez un identifiant.
players-contacts-no-player = Aucun joueur n'a l'identifiant « { $name } ».
players-contacts-own-userid = C'est votre propre identifiant.

## Signalements

players-report-profile = Signaler le profil de { $name }
players-report-message = Signaler un message de { $name }
players-report-chat = Signaler une ligne de discussion de { $name }
players-report-only-admins = Seuls les administrateurs lisent un signalement.
players-report-not-told = ne saura pas qui l'a envoyé.
players-report-reason = Ce qui ne va pas
players-report-send = Envoyer le signalement
players-report-say-why = Dites ce qui ne va pas ; seuls les administrateurs le lisent.
players-report-thanks = Merci. Les administrateurs vont l'examiner.
players-game-status = État des parties
