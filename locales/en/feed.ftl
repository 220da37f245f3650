# The private Atom feed (crates/server/src/notifications/feed.rs), in its
# owner's language. $opponent and $poster are userids, $variant a game's name
# (Halma 8×8), $with the other players, $colour a seat's colour.

feed-title = Halma: your games
feed-turn = Your turn against { $opponent }
feed-invitation = { $poster } invites you to { $variant }
feed-finished-won = Game against { $opponent } won
feed-finished-lost = Game against { $opponent } lost
feed-finished-drawn = Game against { $opponent } drawn
feed-seat-turn = Your turn ({ $colour }) in { $variant }: { $with }
feed-seat-won = Game of { $variant } with { $with }: won
feed-seat-second = Game of { $variant } with { $with }: second place
feed-seat-drawn = Game of { $variant } with { $with }: drawn
