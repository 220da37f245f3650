# Les messages propres à l’API JSON ; ses codes restent.

api-unauthorized = Envoyez un jeton personnel valide (créé sur /account/tokens) sous la forme `Authorization: Bearer TOKEN`.
api-too-many-requests = Ce jeton a envoyé plus de { $count } requêtes par minute ; réessayez dans { $seconds } s. Rien n’a été fait.
api-unavailable = Le serveur ne joint pas sa base de données pour le moment ; rien n’a été modifié. Réessayez dans quelques secondes.
api-internal = Une erreur s’est produite sur le serveur ; à notre connaissance, rien n’a été modifié. Réessayez plus tard.
api-bad-body = Le corps n’est pas ce que ce point d’accès attend : { $detail }
api-no-endpoint = Ce point d’accès n’existe pas ; voyez la liste sur /api.
api-bad-turn = `turn` vaut `{ $one }` ou `{ $other }`.
api-bad-action = `action` vaut `offer`, `accept` ou `decline`.
api-field-too-long = Le champ { $field } dépasse { $count } caractères.
