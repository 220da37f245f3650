# The account's pages: board preferences, your data, profile, password,
# closing, notifications, API tokens, unsubscribe, vacation, confirming an
# address, and the private messages. Where a sentence holds a link, it is
# cut in pieces around it: `{ " " }` keeps a space at a piece's edge.

## Board preferences (templates/account_board.html)

account-board-title = Board preferences
account-board-saved = Your board preferences have been saved.
account-nothing-saved = Nothing was saved: see below.
account-board-intro = How the boards of your games, the rules pages and replays are drawn for you. Only the drawing changes: squares keep their names (a1 is always White's bottom-left corner).
account-board-colours = Colours
account-board-coordinates = Coordinates
account-board-coordinates-on = Show the files (a, b, …) and ranks (1, 2, …) around the board
account-board-coordinates-off = Hide them
account-board-pieces = Pieces
account-board-orientation = Side at the bottom
account-board-orientation-help = With your own side at the bottom, your yard is at the bottom right: as Black you see the board turned round.
account-board-save = Save board preferences
account-board-look = How your boards look
account-board-sample-chosen = The start of Halma 8×8 as White sees it, drawn with the preferences chosen above:
account-board-sample-yours = The start of Halma 8×8 as White sees it, drawn with your preferences:

## Your data (templates/account_data.html)

account-data-title = Your data
account-data-download = Download
account-data-download-text = Everything this site keeps about you, in one JSON file: your account and profile, your board and mail settings, your API tokens (their names, not the secrets), your ratings, every game you played (with opponents and results), the private messages you sent and received, and your lines in game chats.
account-data-download-link = Download your data (JSON)
account-data-close = Close your account
account-data-close-text = Closing your account logs you out everywhere, for good: the password, the sessions, the API tokens and the mail settings end with it. Your games and records stay, shown under a neutral name, and the messages you sent stay with the players you sent them to. Your userid cannot be taken again, by you or anyone else.
account-data-close-link = Close your account…

## Profile (templates/account_profile.html)

account-profile-title = Edit your profile
account-profile-saved = Your profile has been saved.
account-profile-see = See your profile
account-profile-vacation = Your vacation
account-profile-about = About you
account-profile-about-help = Plain text, at most 2,000 characters; line breaks are kept.
account-profile-time-zone = Time zone
account-profile-time-zone-help = An IANA name such as Europe/Berlin, America/New_York or UTC.
account-profile-hide = Do not show me in “Who is here”
account-profile-save = Save profile

## Change password (templates/change_password.html)

account-password-title = Change password
account-password-done = Your password has been changed. Every other session of your userid has been logged out.
account-password-back = Back to game status
account-password-current = Current password
account-password-new = New password
account-password-new-help = At least 8 characters.
account-password-submit = Change password
account-password-others = Changing your password logs out every other browser where you are logged in.
account-everywhere-title = Log out everywhere
account-everywhere-text = Ends every session of your userid, in every browser (this one too), without changing your password: for a lost phone or a shared computer.
account-everywhere-submit = Log out everywhere
account-password-data = Your data
account-password-data-link = Download your data, or close your account
account-programs = Programs
# "<a>API tokens</a> let a program … through <a>the JSON API</a>."
account-programs-before = { "" }
account-programs-tokens = API tokens
account-programs-middle = { " " }let a program (a bot, an app) play as you through{ " " }
account-programs-api = the JSON API
account-programs-after = .

## Close your account (templates/close_account.html)

account-close-title = Close your account
# $name: the neutral name the account's games show now.
account-close-done = Your account is closed, and you are logged out everywhere. Your games and records stay, shown as { $name }. Goodbye, and thank you for playing.
account-close-home = Home
account-close-warning = This cannot be undone. Once closed, the account cannot log in again and its userid cannot be taken again. Games in progress are not resigned: their clocks run on, and they end as any game does. Your games and records stay under a neutral name; the messages you sent stay with their readers.
# "You may want to <a>download your data</a> first."
account-close-download-before = You may want to{ " " }
account-close-download-link = download your data
account-close-download-after = { " " }first.
account-close-password = Your password
account-close-confirm = Yes, close my account
account-close-submit = Close my account
account-close-back = Back
account-close-unconfirmed = Tick the box to confirm that you want to close your account. Nothing was changed.

## Notifications (templates/notifications.html)

account-notifications-title = Notifications
account-notifications-no-mail = This server sends no mail: its operator has not set up an SMTP server. Your settings are kept, and the feed below works.
account-notifications-saved = Saved.
account-notifications-verify = Saved. A link was mailed to the new address: follow it to confirm it; nothing else is sent there until then.
account-notifications-verified = Your mail address is confirmed.
account-notifications-feed-new = Your feed has a new address; the old one no longer works.
account-notifications-email = Mail address
# "Mail goes to <strong>address</strong> (confirmed)."
account-notifications-goes-to = Mail goes to
account-notifications-confirmed = (confirmed).
# After the address in bold.
account-notifications-pending = waits for you to follow the link mailed to it.
account-notifications-mail-me = Mail me
account-notifications-on-turn = when it becomes my turn (one mail until I next visit)
# Followed by a choice of hour.
account-notifications-digest = a daily list of the games where it is my turn, at
account-notifications-digest-hour = Hour of the daily list
account-notifications-digest-zone = (my time zone, set on my profile)
account-notifications-low-time = when less than 24 hours are left on a move
account-notifications-invitations = invitations to games, and messages
account-notifications-save = Save
account-feed-title = Your private feed
account-feed-text = A feed reader can follow your turns, invitations and finished games at this address. Keep it to yourself: anyone who has it can read the feed.
account-feed-none = You have no feed address yet.
account-feed-replace = Replace the feed address
account-feed-make = Make a feed address

## API tokens (templates/tokens.html)

account-tokens-title = API tokens
# "… play as you through the <a>JSON API</a>: it sends <code>…</code> with each request. …"
account-tokens-intro-before = A token lets a program (a bot, an app) play as you through the{ " " }
account-tokens-intro-api = JSON API
account-tokens-intro-middle = : it sends{ " " }
account-tokens-intro-after = { " " }with each request. Anyone who has the token can play your games, so keep it secret, and revoke it when you no longer need it.
account-tokens-new = Your new token. Copy it now: it is shown only this once.
account-tokens-name = Name
account-tokens-name-placeholder = my bot
account-tokens-make = Make a token
account-tokens-none = You have no tokens.
account-tokens-made = Made
account-tokens-state = State
# $when: the day it was revoked.
account-tokens-revoked = revoked { $when }
account-tokens-live = live
account-tokens-revoke = Revoke

## Unsubscribe (templates/unsubscribe.html)

account-unsubscribe-title = Unsubscribe
account-unsubscribe-done = Done: this site sends you no more mail. You can turn mails on again on your notifications page.
account-unsubscribe-ask = Stop every mail this site sends you (turns, daily lists, low time, invitations)?
account-unsubscribe-submit = Unsubscribe

## Vacation (templates/vacation.html)

account-vacation-title = Vacation
account-vacation-started = Your vacation has started: your clocks stand still.
account-vacation-ended = Your vacation has ended: your clocks run again.
account-vacation-saved = Your setting has been saved.
# $count: the days earned a year (and the most that can be banked).
account-vacation-intro = While your vacation runs, your clocks stand still in every game that allows vacation, and your opponents see that you are away. You earn { $count } days of vacation a year, day by day, and can bank at most { $count } days.
account-vacation-left = Vacation left:
account-vacation-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
# $until: a moment.
account-vacation-running = You are on vacation until { $until }.
account-vacation-end = End my vacation now
account-vacation-end-help = The days not used go back to your bank; your clocks run again from now.
# $when: a day, with how far off it is.
account-vacation-next = You will have a whole day of vacation on { $when }; a vacation can start from then.
account-vacation-days-label = Days of vacation
account-vacation-days-help = From 1 to { $count } days, starting now.
account-vacation-start = Start my vacation
account-vacation-auto-title = When a clock would run out
account-vacation-auto = Use my vacation instead of losing on time (whole days, in games that allow vacation)
account-vacation-auto-save = Save setting

## Confirming an address (templates/verify_email.html)

account-verify-title = Confirm your address
account-verify-text = Press the button to confirm that this address is yours; turn and other mails go to it from then on.
account-verify-submit = Confirm this address
account-verify-unknown-title = Link not valid
account-verify-unknown = This confirmation link is unknown or was used already. Type the address again on the notifications page to be sent a new one.

## Messages (templates/messages.html, message_new.html, thread.html)

account-messages-title = Messages
account-messages-new = New message
account-messages-none = No messages.
account-messages-none-here = No messages on this page.
account-messages-subject = Subject
account-messages-with = With
account-messages-last = Last message
account-messages-unread = (unread)
account-messages-newer = Newer
account-messages-older = Older
account-message-new-title = New message
account-message-to = To
account-message-subject = Subject
account-message-body = Message
account-message-send = Send
account-message-no-body = Write a message.
account-message-no-to = Type the userid of the player to write to.
# $name: what was typed.
account-message-no-player = There is no player with the userid “{ $name }”.
account-message-no-subject = Write a subject.
# Followed by the other player's userid, linked, and a full stop.
account-thread-with = A conversation with
account-thread-all = All messages
account-thread-report = Report
account-thread-reply = Reply
account-thread-send = Send reply
account-thread-delete = Delete this conversation
# $name: the other player's userid.
account-thread-delete-help = It goes from your messages only; { $name } keeps it.
# $count: the most characters a message may have.
account-message-body-long = A message can have at most { $count } characters.
account-message-subject-long = A subject can have at most { $count } characters.

## The board preferences' choices (account-board-<group>-<value>).

account-board-theme-wood = Wood (light and dark brown)
account-board-theme-green = Green cloth
account-board-theme-ocean = Ocean (blue and grey)
account-board-theme-contrast = High contrast (black, white and grey)
account-board-pieces-discs = Discs, white and black
account-board-pieces-letters = Discs with a letter, W and B (for colour-blind players)
account-board-orientation-own = My own side at the bottom
account-board-orientation-white = Always White at the bottom

## Vacation's refusal.

# $typed: what was typed.
account-vacation-days-bad = The days of vacation must be a whole number, at least 1, not “{ $typed }”.

## Moments and days on the account's pages

# A moment in the reader's time zone: 2026-11-27 15:05 CET. The variables
# are digits with their leading zeros; $zone is the zone's abbreviation.
account-moment = { $year }-{ $month }-{ $day } { $hour }:{ $minute } { $zone }
# A day: 27 November 2026 ($month is one of account-month-1 … 12).
account-day = { $day } { $month } { $year }
account-month-1 = January
account-month-2 = February
account-month-3 = March
account-month-4 = April
account-month-5 = May
account-month-6 = June
account-month-7 = July
account-month-8 = August
account-month-9 = September
account-month-10 = October
account-month-11 = November
account-month-12 = December

account-password-wrong = Your current password was not right; nothing was changed.

## Lengths of time on the vacation page: "2 days 3 hours". $case is
## "nominative", or "dative" inside account-vacation-from-now (for languages
## that need it).

account-span-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
account-span-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
account-span-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
# $span: a length of time, "3 hours 10 minutes".
account-vacation-from-now = { $span } from now

## The notifications form's errors

account-notifications-bad-address = That does not look like a mail address.
account-notifications-bad-hour = The digest hour is a number from 0 to 23.

## The profile form's errors

account-profile-about-long = “About you” can have at most { $count } characters.
account-profile-bad-zone = No time zone has this name. Use a name such as Europe/Berlin, America/New_York or UTC.
