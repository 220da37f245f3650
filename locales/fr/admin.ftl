# Les pages des administrateurs (templates/admin/).

admin-title = Administration
admin-users = Utilisateurs
admin-reports = Signalements
admin-news = Nouvelles
admin-audit-link = Le journal des décisions des administrateurs
admin-claims-waiting = Demandes de nulle en attente de décision
admin-no-claims = Aucune demande n’attend.
admin-claim-line = { $name } demande la nulle avec { $path }
admin-claim-game = partie
admin-games = Parties
admin-filter-game = Jeu
admin-filter-any = Tous
admin-filter-player = Joueur
admin-filter-status = État
admin-in-progress = En cours
admin-claim-waiting = Demande de nulle en attente
admin-finished = Terminée
admin-show = Afficher
admin-finished-latest-first = Terminées, les plus récentes d’abord
admin-previous-page = Page précédente
admin-next-page = Page suivante
admin-recently-finished = Terminées récemment
admin-all-finished = Toutes les parties terminées
admin-logout-heading = Déconnecter un utilisateur
admin-logout-intro = Met fin à toutes les sessions d’un identifiant, dans tous les navigateurs (après le vol d’un mot de passe, par exemple).
admin-userid = Identifiant
admin-reason-audit = Motif (pour le journal)
admin-logout-button = Déconnecter cet utilisateur
admin-no-games = Aucune partie.
admin-col-game = Jeu
admin-col-white = Blancs
admin-col-black = Noirs
admin-col-state = État
admin-col-admin = Administration
admin-adjudicate = Arbitrer
admin-state-claim = Une demande de nulle attend une décision
# The state of a game on its admin page.
admin-game-claim = Une demande de nulle attend une décision.
admin-game-being-played = En cours ; { $name } doit jouer.
admin-filter-no-game = Aucun jeu n’a cet identifiant.
admin-filter-no-player = Il n’y a pas de joueur avec l’identifiant « { $name } ».

## Les nouvelles

admin-news-title = Nouvelles (administration)
admin-news-as-players = Les nouvelles telles que les joueurs les voient
admin-news-post = Publier une nouvelle
admin-news-field-title = Titre
admin-news-field-body = Nouvelle
admin-news-posted = Publiées
admin-news-none = Aucune nouvelle.
admin-news-none-page = Aucune nouvelle sur cette page.
admin-news-delete = Supprimer
admin-news-newer = Plus récentes
admin-news-older = Plus anciennes
admin-news-no-title = Écrivez un titre.
admin-news-title-too-long = Un titre peut avoir au plus { $count } caractères.
admin-news-no-body = Écrivez la nouvelle.
admin-news-body-too-long = Une nouvelle peut avoir au plus { $count } caractères.

## Le journal et les utilisateurs

admin-audit = Journal
admin-audit-none = Aucune décision pour l’instant.
admin-col-when-utc = Quand (UTC)
admin-col-what = Quoi
admin-col-why = Pourquoi
admin-users-title = Utilisateurs (administration)
admin-users-search-label = L’identifiant commence par ou contient
admin-users-search = Chercher
admin-users-closed-1 = Les comptes fermés gardent leurs parties sous un nom neutre,
admin-users-closed-2 = {" "}:
    cherchez
admin-users-closed-3 = pour les lister.
admin-users-none = Aucun identifiant ne correspond.
admin-users-none-page = Aucun identifiant ne correspond sur cette page.
admin-users-none-q = Aucun identifiant ne correspond à « { $q } ».
admin-users-none-q-page = Aucun identifiant ne correspond à « { $q } » sur cette page.

## Les signalements

admin-reports-open = Signalements ouverts
admin-reports-none = Aucun signalement ouvert.
admin-reports-none-page = Aucun signalement ouvert sur cette page.
admin-reports-reports = signale
admin-reports-profile-of = le profil de
admin-reports-message-from = un message de
admin-reports-chat-line-of = une ligne de discussion de
admin-reports-in = dans
admin-reports-a-game = une partie
# What a report on an admin's user page is about.
admin-report-kind-profile = profil
admin-report-kind-message = message
admin-report-kind-chat = ligne de discussion
admin-reports-reason = Motif :
admin-reports-note = Note pour le journal
admin-reports-close = Clore le signalement

# A draw claim, adjudication and a user's page (admin/claim.html, admin/game.html, admin/user.html).
admin-claim-title = Demande de nulle
admin-claim-heading = Demande de nulle : { $white } contre { $black }
admin-claim-names = { $name } indique le coup
admin-claim-says = (coup { $number }), en affirmant qu’il répète la position pour la troisième fois. Le coup n’a pas été joué.
admin-claim-position = La position après { $path } (le coup réclamé entouré) :
admin-claim-before = Cette position s’est déjà produite à :
admin-claim-the-game = La partie
admin-claim-record = sa notation
admin-claim-reason = Motif (obligatoire pour refuser ; montré aux joueurs)
admin-claim-accept = Accepter la demande (nulle)
admin-claim-reject = Refuser la demande
admin-claim-was = { $status ->
    [accepted] Cette demande a été acceptée
    [rejected] Cette demande a été refusée
   *[other] Cette demande a été traitée : { $status }
}
admin-claim-by = par { $name }
admin-game-title = Arbitrer
admin-game-heading = Arbitrer : { $white } contre { $black }
admin-game-page = La page de la partie
admin-game-over = La partie est terminée ; un administrateur peut corriger son résultat, avec un motif.
admin-game-result = Résultat
admin-game-white-wins = Les Blancs ({ $name }) gagnent
admin-game-black-wins = Les Noirs ({ $name }) gagnent
admin-game-draw = Nulle
admin-game-reason = Motif (affiché sur la page de la partie)
admin-game-adjudicate = Arbitrer
admin-user-title = { $name } (administration)
admin-user-users = Utilisateurs
admin-user-profile = Profil
admin-user-reset-link = Lien de réinitialisation du mot de passe :
admin-user-joined = Inscrit le
admin-user-admin = Administrateur
admin-user-yes = oui
admin-user-no = non
admin-user-account = Compte
admin-user-suspended = suspendu
admin-user-active = actif
admin-user-actions = Actions
admin-user-actions-note = Chaque action est inscrite au journal avec votre nom et le motif.
admin-user-action = Action
admin-user-unsuspend = Lever la suspension
admin-user-suspend = Suspendre (ne peut plus se connecter ; ses parties continuent et expirent comme d’habitude)
admin-user-logout = Déconnecter toutes ses sessions
admin-user-reset = Créer un lien unique de réinitialisation du mot de passe (24 heures)
admin-user-demote = Retirer les droits d’administrateur
admin-user-promote = Nommer administrateur
admin-user-reason = Motif
admin-user-do-it = Exécuter
admin-user-playing = Parties en cours
admin-user-all-playing = Toutes ses parties en cours
admin-user-finished = Terminées récemment
admin-user-all-finished = Toutes ses parties terminées
admin-user-reports = Signalements concernant { $name }
admin-user-no-reports = Aucun signalement.
admin-user-open = ouvert
admin-user-reports-link = signalements
admin-user-closed = clos
