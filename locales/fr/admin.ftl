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
admin-reports-reason = Motif :
admin-reports-note = Note pour le journal
admin-reports-close = Clore le signalement
