# De eigen meldingen van de JSON-API; de codes blijven.

api-unauthorized = Stuur een geldig persoonlijk token (gemaakt op /account/tokens) als `Authorization: Bearer TOKEN`.
api-too-many-requests = Dit token stuurde meer dan { $count } verzoeken per minuut; probeer het over { $seconds } s opnieuw. Er is niets gedaan.
api-unavailable = De server kan zijn database nu niet bereiken; er is niets veranderd. Probeer het over een paar seconden opnieuw.
api-internal = Er ging iets mis op de server; voor zover bekend is er niets veranderd. Probeer het later opnieuw.
api-bad-body = De inhoud is niet wat dit eindpunt aanneemt: { $detail }
api-no-endpoint = Dit eindpunt bestaat niet; zie /api voor de lijst.
api-bad-turn = `turn` is `{ $one }` of `{ $other }`.
api-bad-action = `action` is `offer`, `accept` of `decline`.
api-field-too-long = Het veld { $field } is langer dan { $count } tekens.
