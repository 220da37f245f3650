# Profiles, Who is here, the search for players, the buddy and ignore lists,
# and reports (templates/profile.html, who.html, users.html, contacts.html,
# report.html; crates/server/src/profiles.rs, contacts.rs, reports.rs).

## A profile

players-game = Game
players-opponent = Opponent
players-plays = Plays
players-state = State
players-computer-label = (computer, level { $level })
players-computer-notice = A computer player: the server plays its moves, a few seconds after yours. Its games are not rated.
players-play-computer = Play the computer
players-closed = This account is closed. Its games and records stay, under this neutral name.
players-suspended = This account is suspended.
players-joined = Joined
players-last-seen = Last seen
players-seen-never = never
players-seen-today = today
players-seen-yesterday = yesterday
players-seen-days-ago = { $count } days ago
players-time-zone = Time zone
players-time-zone-local = { $zone } (local time { $time })
players-about = About
players-invite = Invite to a game
players-send-message = Send message
players-remove-buddy = Remove from buddies
players-add-buddy = Add to buddies
players-stop-ignoring = Stop ignoring
players-ignore = Ignore
players-report = Report
players-admin-page = This account's admin page
players-ratings = Ratings
players-rating-history = Rating history
players-results = Results
players-head-to-head = Head to head — you against { $name }: { $won } won, { $lost } lost,
players-head-to-head-drawn = {" "}{ $drawn } drawn.
players-no-finished = No finished games yet.
players-played = Played
players-won = Won
players-lost = Lost
players-drawn = Drawn
players-won-percent = Won %
players-lost-percent = Lost %
players-drawn-percent = Drawn %
players-in-progress = Games in progress
players-no-game-in-progress = No game in progress.
players-recently-finished = Recently finished

## Who is here

players-who-title = Who is here
players-who-intro = Players seen in the last 15 minutes.
players-who-profile-link = Your profile
players-who-hide = can keep you out of this list.
players-who-nobody = Nobody else is here right now.

## Search players

players-search-title = Search players
players-search-label = Userid starts with or contains
players-search-button = Search
players-search-none-before = No player's userid starts with or contains “
players-search-none-after = ”.
players-search-none-after-on-page = ” on this page.
players-previous-page = Previous page
players-next-page = Next page
players-userid-hint = A userid has at most 20 characters, each a letter A–Z or a–z, a digit 0–9, _ or -.

## Buddies and the ignore list

players-buddies-title = Buddy list
players-buddies-intro = Your buddies are offered first when you invite a player to a game.
players-buddies-add = Add a buddy
players-ignore-title = Ignore list
players-ignore-intro = Players you ignore cannot send you messages, invite you, join your games or be paired with you by Auto-Match. They are not told why.
players-ignore-add = Ignore a player
players-contacts-empty = Nobody is on this list.
players-contacts-remove = Remove
players-contacts-add = Add
players-contacts-type-userid = Type a userid.
players-contacts-no-player = There is no player with the userid “{ $name }”.
players-contacts-own-userid = That is your own userid.

## Reports

players-report-profile = Report the profile of { $name }
players-report-message = Report a message from { $name }
players-report-chat = Report a chat line of { $name }
players-report-only-admins = Only the admins read a report.
players-report-not-told = is not told who sent it.
players-report-reason = What is wrong
players-report-send = Send the report
players-report-say-why = Say what is wrong; only the admins read it.
players-report-thanks = Thank you. The admins will look at it.
players-game-status = Game status
