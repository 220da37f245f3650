# The admins' pages (templates/admin/).

admin-title = Admin
admin-users = Users
admin-reports = Reports
admin-news = News
admin-audit-link = The audit log of admin decisions
admin-claims-waiting = Draw claims waiting for a decision
admin-no-claims = No claims are waiting.
# The link to a claim: who claims, with which move.
admin-claim-line = { $name } claims a draw with { $path }
admin-claim-game = game
admin-games = Games
admin-filter-game = Game
admin-filter-any = Any
admin-filter-player = Player
admin-filter-status = Status
admin-in-progress = In progress
admin-claim-waiting = Draw claim waiting
admin-finished = Finished
admin-show = Show
admin-finished-latest-first = Finished, the latest first
admin-previous-page = Previous page
admin-next-page = Next page
admin-recently-finished = Recently finished
admin-all-finished = All finished games
admin-logout-heading = Log a user out
admin-logout-intro = Ends every session of a userid, in every browser (after a stolen password, say).
admin-userid = Userid
admin-reason-audit = Reason (for the audit log)
admin-logout-button = Log this user out
admin-no-games = No games.
admin-col-game = Game
admin-col-white = White
admin-col-black = Black
admin-col-state = State
admin-col-admin = Admin
admin-adjudicate = Adjudicate
admin-state-claim = A draw claim waits for a decision
# The state of a game on its admin page.
admin-game-claim = A draw claim waits for a decision.
admin-game-being-played = Being played; { $name } to move.
admin-filter-no-game = No game has this id.
admin-filter-no-player = There is no player with the userid “{ $name }”.

## News

admin-news-title = News (admin)
admin-news-as-players = The news as players see it
admin-news-post = Post news
admin-news-field-title = Title
admin-news-field-body = News
admin-news-posted = Posted
admin-news-none = No news.
admin-news-none-page = No news on this page.
admin-news-delete = Delete
admin-news-newer = Newer
admin-news-older = Older
admin-news-no-title = Write a title.
admin-news-title-too-long = A title can have at most { $count } characters.
admin-news-no-body = Write the news.
admin-news-body-too-long = News can have at most { $count } characters.

## The audit log and the users

admin-audit = Audit log
admin-audit-none = No decisions yet.
admin-col-when-utc = When (UTC)
admin-col-what = What
admin-col-why = Why
admin-users-title = Users (admin)
admin-users-search-label = Userid starts with or contains
admin-users-search = Search
admin-users-closed-1 = Closed accounts keep their games under a neutral name,
admin-users-closed-2 = :
    search for
admin-users-closed-3 = to list them.
admin-users-none = No userid matches.
admin-users-none-page = No userid matches on this page.
admin-users-none-q = No userid matches “{ $q }”.
admin-users-none-q-page = No userid matches “{ $q }” on this page.

## The reports

admin-reports-open = Open reports
admin-reports-none = No open reports.
admin-reports-none-page = No open reports on this page.
# "alice reports the profile of bob in a game"
admin-reports-reports = reports
admin-reports-profile-of = the profile of
admin-reports-message-from = a message from
admin-reports-chat-line-of = a chat line of
admin-reports-in = in
admin-reports-a-game = a game
# What a report on an admin's user page is about.
admin-report-kind-profile = profile
admin-report-kind-message = message
admin-report-kind-chat = chat
admin-reports-reason = Reason:
admin-reports-note = Note for the audit log
admin-reports-close = Close report

# A draw claim, adjudication and a user's page (admin/claim.html, admin/game.html, admin/user.html).
admin-claim-title = Draw claim
admin-claim-heading = Draw claim: { $white } vs { $black }
admin-claim-names = { $name } names the move
admin-claim-says = (move { $number }), saying it repeats the position for the third time. The move was not played.
admin-claim-position = The position after { $path } (the claimed move outlined):
admin-claim-before = This position occurred before at:
admin-claim-the-game = The game
admin-claim-record = its record
admin-claim-reason = Reason (required to reject; shown to the players)
admin-claim-accept = Accept the claim (draw)
admin-claim-reject = Reject the claim
admin-claim-was = This claim was { $status }
admin-claim-by = by { $name }
admin-game-title = Adjudicate
admin-game-heading = Adjudicate: { $white } vs { $black }
admin-game-page = The game page
admin-game-over = The game is over; an admin may correct its result, with a reason.
admin-game-result = Result
admin-game-white-wins = White ({ $name }) wins
admin-game-black-wins = Black ({ $name }) wins
admin-game-draw = Draw
admin-game-reason = Reason (shown on the game page)
admin-game-adjudicate = Adjudicate
admin-user-title = { $name } (admin)
admin-user-users = Users
admin-user-profile = Profile
admin-user-reset-link = Password-reset link:
admin-user-joined = Joined
admin-user-admin = Admin
admin-user-yes = yes
admin-user-no = no
admin-user-account = Account
admin-user-suspended = suspended
admin-user-active = active
admin-user-actions = Actions
admin-user-actions-note = Each action goes to the audit log with your name and the reason.
admin-user-action = Action
admin-user-unsuspend = Lift the suspension
admin-user-suspend = Suspend (cannot log in; their games go on and time out as usual)
admin-user-logout = Log out all their sessions
admin-user-reset = Make a one-time password-reset link (24 hours)
admin-user-demote = Take their admin rights
admin-user-promote = Make them an admin
admin-user-reason = Reason
admin-user-do-it = Do it
admin-user-playing = Games in progress
admin-user-all-playing = All their games in progress
admin-user-finished = Recently finished
admin-user-all-finished = All their finished games
admin-user-reports = Reports about { $name }
admin-user-no-reports = No reports.
admin-user-open = open
admin-user-reports-link = reports
admin-user-closed = closed
