account-userid = Identifiant
account-password = Mot de passe
login-title = Connexion
login-submit = Se connecter
login-forgot = Mot de passe oublié ?
login-forgot-ask-admin = Mot de passe oublié ? Demandez à l’administration du site d’en définir un nouveau.
login-no-userid = Pas encore d’identifiant ?
register-title = Créer un identifiant
register-userid-hint = De 3 à 20 lettres, chiffres, _ ou -.
register-password-hint = Au moins 8 caractères.
register-invite = Code d’invitation
register-invite-hint = Les nouveaux identifiants sont sur invitation : le code que l’administration du site vous a donné.
register-submit = Créer l’identifiant
register-have-userid = Vous avez déjà un identifiant ?
register-closed = Il n’est pas possible de créer de nouveaux identifiants ici pour le moment. Demandez-en un à l’administration du site.
logout-title = Déconnexion
logout-not-logged-in = Vous n’êtes pas connecté.
login-wrong = Identifiant ou mot de passe incorrect.

# Pourquoi un identifiant ou un mot de passe est refusé.
userid-problem-short = Un identifiant doit compter au moins 3 caractères.
userid-problem-long = Un identifiant peut compter au plus 20 caractères.
userid-problem-letters = Un identifiant ne peut contenir que les lettres A–Z et a–z, les chiffres 0–9, _ et -.
userid-problem-closed = Les identifiants commençant par « closed- » sont réservés aux comptes fermés. Veuillez en choisir un autre.
password-problem-short = Un mot de passe doit compter au moins 8 caractères.
password-problem-long = Un mot de passe peut compter au plus 128 caractères.
