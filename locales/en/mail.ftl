# The mails (crates/server/src/notifications/mail.rs), each in the
# recipient's language. A body is made of these lines with blank lines
# between them; links and game names are given as variables and stay as they
# are.

mail-verify-subject = Confirm your mail address for Halma
mail-verify-asked = Someone (you, we hope) asked for Halma's notifications to be sent to this address.
# Followed by the link on a line of its own.
mail-verify-open = To confirm, open:
mail-verify-not-you = If it was not you, ignore this mail: nothing more will be sent here.

mail-reset-subject = Set a new password for Halma
mail-reset-asked = Someone (you, we hope) asked to set a new password for your Halma userid { $name }.
# Followed by the link on a line of its own.
mail-reset-open = To choose one, open within an hour:
mail-reset-once = The link works once; setting the password logs you out everywhere. If it was not you, ignore this mail: your password stays as it is.

# $opponent is a userid, $variant a game's name (Halma 8×8), $due a moment.
mail-turn-subject = Your turn against { $opponent }
mail-turn-moved = { $opponent } has moved in your game of { $variant }. It is your turn.
mail-play-it = Play it: { $link }
mail-due = The move is due by { $due }.
mail-low-time-subject = Less than a day left against { $opponent }
mail-low-time-body = Less than 24 hours are left for your move against { $opponent }: it is due by { $due }.

# A game for more than two: $with lists the other players.
mail-seat-turn-subject = Your turn in { $variant } with { $with }
mail-seat-turn-body = It is your turn in your game of { $variant } with { $with }.
mail-seat-low-time-subject = Less than a day left in { $variant } with { $with }
mail-seat-low-time-body = Less than 24 hours are left for your move in { $variant } with { $with }: it is due by { $due }.

# The daily list.
mail-digest-subject = Halma: your turn in { $count ->
    [one] { $count } game
   *[other] { $count } games
}
mail-digest-intro = It is your turn in { $count ->
    [one] { $count } game
   *[other] { $count } games
}, the most urgent first:
mail-digest-game = - against { $opponent }, due by { $due }: { $link }
mail-digest-games = Your games: { $link }

mail-invitation-subject = You are invited to a game of Halma
mail-invitation-body = Someone invited you to a game.
mail-invitation-see = See your invitations: { $link }

mail-message-subject = A message for you on Halma
mail-message-body = You have a new message.
mail-message-read = Read it: { $link }

# Under every notification.
mail-unsubscribe = To receive no more mail from this site: { $link }
