# The refusals of the domain (crates/server/src/domain/refusal.rs): for each
# code, its title (refusal-<code>-title) and its words (refusal-<code>).
# A refusal's argument is $detail (words or a name) or $count (a number).

refusal-refused-title = That did not work
refusal-refused = That cannot be done. Nothing was changed.

refusal-sign_ups_closed-title = Sign-ups closed
refusal-sign_ups_closed = New userids cannot be created here at the moment.

refusal-invalid_userid-title = That did not work
refusal-invalid_userid = { $detail }

refusal-invalid_password-title = That did not work
refusal-invalid_password = { $detail }

refusal-invite_needed-title = By invitation
refusal-invite_needed = New userids are by invitation here: enter the invite code you were given.

refusal-invite_not_valid-title = Invite code not valid
refusal-invite_not_valid = That invite code is not valid: it may be mistyped, expired, or used already. Ask the site's admin for a new one.

refusal-too_many_sign_ups-title = Too many new userids
refusal-too_many_sign_ups = Too many new userids have been created from your network in the last hour. Please try again later.

refusal-userid_taken-title = Userid taken
refusal-userid_taken = The userid { $detail } is already taken (names are the same whatever their capitals). Please choose another.

refusal-token_name_missing-title = That did not work
refusal-token_name_missing = Give the token a name, to know it again.

refusal-token_name_too_long-title = That did not work
refusal-token_name_too_long = A token's name can have at most { $count } characters. Nothing was made.

refusal-too_many_tokens-title = Too many tokens
refusal-too_many_tokens = You have { $count } live tokens, the most one player may have. Revoke one first; nothing was made.

refusal-no_such_token-title = No such token
refusal-no_such_token = You have no token with this number, so nothing was revoked. Only a token of your own, from your list of API tokens, can be revoked.

refusal-wrong_password-title = Wrong password
refusal-wrong_password = That is not your password. Nothing was changed.

refusal-account_closed-title = Account closed
refusal-account_closed = This account is closed already.

refusal-not_found-title = Not found
refusal-not_found = There is nothing at this address. It may have been mistyped, or the thing it showed is gone.

refusal-not_a_player-title = Not allowed
refusal-not_a_player = Only the two players of this game can do that.

refusal-already_played-title = That move was already played
refusal-already_played = That move was already played, or the game has moved on since this page was drawn. Nothing was changed.

refusal-game_over-title = This game is over
refusal-game_over = This game is already over; nothing was changed.

refusal-claim_pending-title = A draw claim is already pending
refusal-claim_pending = A draw claim is already waiting for an admin; the game goes on after the decision. Nothing was changed.

refusal-not_your_turn-title = Not your turn
refusal-not_your_turn = It is your opponent's turn; nothing was changed.

refusal-time_ran_out-title = Time ran out
refusal-time_ran_out = The time for this move ran out, so nothing was done: { $detail }.

refusal-not_a_move-title = That is not a move
refusal-not_a_move = { $detail }. Nothing was changed.

refusal-cannot_pass-title = You cannot pass
refusal-cannot_pass = A player with a legal move may not pass; the server records a pass by itself when there is no move.

refusal-illegal_move-title = That move is not legal
refusal-illegal_move = { $detail }. Nothing was changed.

refusal-draw_not_open-title = That draw offer was already answered
refusal-draw_not_open = The draw offer was already answered, or a move was played, since this page was drawn. Nothing was changed.

refusal-draw_stands-title = A draw offer stands already
refusal-draw_stands = A draw offer is already open in this game.

refusal-draw_already_agreed-title = That draw was already agreed
refusal-draw_already_agreed = The draw was already agreed, and the game is over. Nothing was changed.

refusal-draw_already_offered-title = A draw was already offered in this move
refusal-draw_already_offered = A draw was already offered in this move and declined; a new offer can wait for the next move. Nothing was changed.

refusal-already_resigned-title = You already resigned
refusal-already_resigned = You already resigned this game, and it is over. Nothing was changed.

refusal-claim_already_rejected-title = That claim was already rejected
refusal-claim_already_rejected = An admin already rejected this claim in this position; the game goes on. Nothing was claimed.

refusal-moved_on-title = The game has moved on
refusal-moved_on = A move was already played since this page was drawn; look at the game again. Nothing was changed.

refusal-claim_refused-title = Draw claim refused
refusal-claim_refused = The claim was refused: { $detail }. The game goes on; nothing was changed.

refusal-too_many_offers-title = Too many open offers
refusal-too_many_offers = You already have { $count } open offers, the most one player may have. Cancel one (on your game status page or in the waiting room), or wait until someone takes one.

refusal-offer_gone-title = Game already taken
refusal-offer_gone = That game was already taken: someone else joined it first, or its poster cancelled it. Other games are waiting in the waiting room.

refusal-offer_withdrawn-title = Already done
refusal-offer_withdrawn = That game is no longer in the waiting room: someone joined it, or it was cancelled already.

refusal-invitation_gone-title = Already done
refusal-invitation_gone = That invitation is gone: it was joined, declined or cancelled already.

refusal-own_offer-title = That did not work
refusal-own_offer = You cannot join your own game. Someone else must join it; you can cancel it instead.

refusal-not_possible-title = Not possible
refusal-not_possible = That is not possible. Nothing was done.

refusal-too_many_messages-title = Too many messages
refusal-too_many_messages = You sent { $count } messages in the last hour, the most one player may send. Please wait a while. Nothing was sent.

refusal-game_not_over-title = This game is not over yet
refusal-game_not_over = A rematch can be offered once this game is over. Nothing was changed.

refusal-not_invited-title = Not allowed
refusal-not_invited = This game is an invitation to another player; only they can join it.

refusal-not_your_offer-title = Not allowed
refusal-not_your_offer = Only the player who posted a game can cancel it or seat a computer at it.

refusal-not_your_invitation-title = Not allowed
refusal-not_your_invitation = Only the invited player can decline an invitation.

refusal-no_such_player-title = That did not work
refusal-no_such_player = There is no player with the userid “{ $detail }”.

refusal-already_seated-title = You already have a seat
refusal-already_seated = You already sit at this game. It starts when the last seat is taken; it is listed in the waiting room until then.

refusal-no_seat_for_you-title = No seat left for you
refusal-no_seat_for_you = Every seat left at this game is kept for a player who was invited to it. Other games are waiting in the waiting room.

refusal-computer_at_rated_game-title = Not at a rated game
refusal-computer_at_rated_game = A game with a computer player is never rated, so a computer takes a seat only at a game posted as not rated. Invite the computer when you post a game, or post it again as not rated.

refusal-computer_already_seated-title = Already at this game
refusal-computer_already_seated = The computer of level { $count } already sits at this game; each level takes one seat. Choose another level.

refusal-no_such_computer-title = That did not work
refusal-no_such_computer = The computer plays at levels 1 to 5; choose one of them.

refusal-not_seated-title = Not at this game
refusal-not_seated = You do not sit at this game (any more), or the game has started. The poster of a game cancels it instead.

refusal-invite_self-title = That did not work
refusal-invite_self = You cannot invite yourself. Leave the field empty to post the game for anyone.

refusal-claim_already_decided-title = Already done
refusal-claim_already_decided = That claim was already decided.

refusal-game_changed-title = The game has changed
refusal-game_changed = The game moved on, ended or was decided since the page was drawn; look at it again.

refusal-same_result-title = That did not work
refusal-same_result = The game already has that result; a correction changes it.

refusal-reason_missing-title = That did not work
refusal-reason_missing = Write the reason for the decision; the players will read it.

refusal-not_enough_vacation-title = Not enough vacation
refusal-not_enough_vacation = { $count ->
    [0] You have no whole day of vacation yet, so no vacation can start. Nothing was changed.
   *[other] You have { $count } whole days of vacation left: a vacation of 1 to { $count } days can start. Nothing was changed.
}

refusal-already_on_vacation-title = Already on vacation
refusal-already_on_vacation = Your vacation is already running; end it first to start another. Nothing was changed.

refusal-not_on_vacation-title = Not on vacation
refusal-not_on_vacation = You are not on vacation; nothing was changed.

refusal-too_many_chat_lines-title = Too many chat lines
refusal-too_many_chat_lines = You wrote { $count } chat lines in the last hour, the most one player may write. Please wait a while. Nothing was sent.

refusal-empty_chat_line-title = Nothing to send
refusal-empty_chat_line = A chat line needs some words. Nothing was changed.

refusal-report_self-title = That did not work
refusal-report_self = You cannot report yourself or your own words.

refusal-already_reported-title = Already reported
refusal-already_reported = You have already reported this; an admin will look at it. Nothing was added.

refusal-report_closed-title = Already done
refusal-report_closed = That report was already closed.

refusal-already_so-title = Already done
refusal-already_so = { $detail }; nothing was changed.

refusal-not_on_oneself-title = That did not work
refusal-not_on_oneself = An admin cannot do this to their own account. Nothing was changed.

refusal-audit_reason_missing-title = That did not work
refusal-audit_reason_missing = Write the reason; it goes to the audit log with your name. Nothing was changed.

refusal-tournaments_for_admins-title = Not allowed
refusal-tournaments_for_admins = Only admins can create tournaments on this site. Nothing was created.

refusal-tournament_name_missing-title = That did not work
refusal-tournament_name_missing = Give the tournament a name. Nothing was created.

refusal-tournament_name_too_long-title = That did not work
refusal-tournament_name_too_long = A tournament name can have at most { $count } characters. Nothing was created.

refusal-tournament_players-title = That did not work
refusal-tournament_players = The minimum number of players must be at least 2, and the maximum at least the minimum and at most { $count }. Nothing was created.

refusal-tournament_rounds-title = That did not work
refusal-tournament_rounds = A Swiss tournament has from 1 to { $count } rounds. Nothing was created.

refusal-tournament_deadline_past-title = That did not work
refusal-tournament_deadline_past = The sign-up deadline must be in the future (times are UTC). Nothing was created.

refusal-tournament_deadline_far-title = That did not work
refusal-tournament_deadline_far = The sign-up deadline can be at most { $count } days ahead. Nothing was created.

refusal-too_many_tournaments-title = That did not work
refusal-too_many_tournaments = You already have { $count } tournaments announced or running; a new one can be announced when one of them is over. Nothing was created.

refusal-sign_up_closed-title = Sign-up is closed
refusal-sign_up_closed = Sign-up for this tournament is closed: its deadline has passed or it has started. Nothing was changed.

refusal-already_signed_up-title = Already signed up
refusal-already_signed_up = You are already signed up for this tournament.

refusal-tournament_full-title = The tournament is full
refusal-tournament_full = All { $count } places of this tournament are taken. Nothing was changed.

refusal-not_signed_up-title = Not signed up
refusal-not_signed_up = You are not signed up for this tournament; nothing was changed.

refusal-already_withdrawn-title = Already withdrawn
refusal-already_withdrawn = You have already withdrawn from this tournament; nothing was changed.

refusal-tournament_over-title = The tournament is over
refusal-tournament_over = This tournament is over; nothing was changed.

refusal-ladder_unsettled-title = This ladder is not open yet
refusal-ladder_unsettled = No admin has set up this ladder yet, so it cannot be joined. Nothing was changed.

refusal-already_on_ladder-title = Already on the ladder
refusal-already_on_ladder = You are on this ladder already; nothing was changed.

refusal-not_on_ladder-title = That challenge is not possible
refusal-not_on_ladder = You are not on this ladder: join it first, at the bottom. Nothing was changed.

refusal-defender_not_on_ladder-title = That challenge is not possible
refusal-defender_not_on_ladder = “{ $detail }” is not on this ladder. Nothing was changed.

refusal-challenge_self-title = That challenge is not possible
refusal-challenge_self = You cannot challenge yourself. Nothing was changed.

refusal-not_above-title = That challenge is not possible
refusal-not_above = { $detail } is not above you on the ladder: challenge someone above you. Nothing was changed.

refusal-out_of_reach-title = That challenge is not possible
refusal-out_of_reach = You can challenge a player at most { $count } places above you on this ladder. Nothing was changed.

refusal-challenge_open-title = A challenge is open already
refusal-challenge_open = You already have an open challenge on this ladder: one at a time, until its game is over. Nothing was changed.

refusal-defender_challenged-title = A challenge is open already
refusal-defender_challenged = { $detail } already has an open challenge to answer on this ladder; challenge them once that game is over. Nothing was changed.

refusal-ladder_settings-title = That did not work
refusal-ladder_settings = { $detail } Nothing was changed.

