skip-link = Aller au contenu de la page
nav-menu = Menu
nav-main-label = Menu principal
nav-status = État des parties
nav-new-game = Nouvelle partie
nav-waiting-room = Salle d’attente
nav-auto-match = Appariement auto
nav-messages = Messages
nav-who = Qui est là
nav-players = Joueurs
nav-ladders = Échelles
nav-tournaments = Tournois
nav-profile = Profil
nav-board = Préférences du plateau
nav-notifications = Notifications
nav-vacation = Vacances
nav-buddies = Amis
nav-ignore = Liste des ignorés
nav-change-password = Changer le mot de passe
nav-language = Langue
nav-data = Vos données
nav-rules = Aide et règles
nav-stats = Statistiques
nav-news = Actualités
nav-api = API
nav-admin = Administration
nav-login = Connexion
nav-register = Créer un identifiant
nav-games = Les jeux
unread-count = { $count ->
    [one] ({ $count } non lu)
   *[other] ({ $count } non lus)
}
logout = Déconnexion
footer-language-label = Langue
