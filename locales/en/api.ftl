# The JSON API's own messages (crates/server/src/api.rs); its codes stay.

api-unauthorized = Send a live personal token (made on /account/tokens) as `Authorization: Bearer TOKEN`.
api-too-many-requests = This token sent more than { $count } requests a minute; try again in { $seconds } s. Nothing was done.
api-unavailable = The server cannot reach its database just now; nothing was changed. Try again in a few seconds.
api-internal = Something went wrong on the server; nothing is known to have changed. Try again later.
api-bad-body = The body is not what this endpoint takes: { $detail }
api-no-endpoint = No such endpoint; see /api for the list.
api-bad-turn = `turn` is `{ $one }` or `{ $other }`.
api-bad-action = `action` is `offer`, `accept` or `decline`.
api-field-too-long = The field { $field } is longer than { $count } characters.
