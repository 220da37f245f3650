# Die eigenen Meldungen der JSON-API; ihre Codes bleiben.

api-unauthorized = Sende ein gültiges persönliches Token (erstellt unter /account/tokens) als `Authorization: Bearer TOKEN`.
api-too-many-requests = Dieses Token hat mehr als { $count } Anfragen pro Minute gesendet; versuche es in { $seconds } s wieder. Es wurde nichts getan.
api-unavailable = Der Server erreicht seine Datenbank gerade nicht; nichts wurde geändert. Versuche es in ein paar Sekunden wieder.
api-internal = Auf dem Server ist etwas schiefgegangen; soweit bekannt, wurde nichts geändert. Versuche es später wieder.
api-bad-body = Der Inhalt ist nicht das, was dieser Endpunkt annimmt: { $detail }
api-no-endpoint = Diesen Endpunkt gibt es nicht; die Liste steht unter /api.
api-bad-turn = `turn` ist `{ $one }` oder `{ $other }`.
api-bad-action = `action` ist `offer`, `accept` oder `decline`.
api-field-too-long = Das Feld { $field } ist länger als { $count } Zeichen.
