//! Why the domain said no: one typed reason per case, with a stable code (for
//! the JSON API and the logs) and the words the pages show. Nothing was changed
//! whenever a use case answers with a refusal.

use std::fmt;

use crate::store::StoreError;

/// Why the rules refuse a move: in English words, and, where the rules gave
/// it, their reason itself (with the board whose names its squares take), so
/// that a page can say it in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IllegalWhy {
    pub words: String,
    pub reason: Option<(halma_rules::IllegalMove, halma_rules::Board)>,
}

impl IllegalWhy {
    /// Words of our own (the game is over).
    pub fn said(words: impl Into<String>) -> IllegalWhy {
        IllegalWhy {
            words: words.into(),
            reason: None,
        }
    }

    /// The rules' reason `e`, on `board`.
    pub fn rules(e: halma_rules::IllegalMove, board: halma_rules::Board) -> IllegalWhy {
        IllegalWhy {
            words: format!("illegal move: {}", e.on(board)),
            reason: Some((e, board)),
        }
    }
}

/// Why the rules refuse a draw claim: in English words, and their reason
/// itself, so that a page can say it in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimWhy {
    pub words: String,
    pub reason: halma_rules::ClaimError,
}

impl ClaimWhy {
    pub fn rules(reason: halma_rules::ClaimError) -> ClaimWhy {
        ClaimWhy {
            words: reason.to_string(),
            reason,
        }
    }
}

/// A use case's refusal. Faults (the database is down) are not refusals: they
/// travel as [`DomainError::Fault`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// No such game, offer or claim.
    NotFound,
    /// The actor plays no part in this game.
    NotAPlayer,
    /// A stale or repeated Submit or claim: the game's ply moved on.
    AlreadyPlayed,
    /// The game is over.
    GameOver,
    /// A draw claim waits for an admin.
    ClaimPending,
    /// It is the opponent's turn.
    NotYourTurn,
    /// The mover's time ran out before the move; the game is lost (the words
    /// of the verdict given).
    TimeRanOut(String),
    /// The text is not a move.
    NotAMove(String),
    /// A pass was sent while a move exists.
    CannotPass,
    /// The move breaks the rules.
    Illegal(IllegalWhy),
    /// A draw answer to an offer that is gone.
    DrawNotOpen,
    /// A draw offer stands already.
    DrawStands,
    /// A repeated Accept draw.
    DrawAlreadyAgreed,
    /// A second draw offer in one move.
    DrawAlreadyOffered,
    /// A repeated Resign.
    AlreadyResigned,
    /// A claim an admin rejected, sent again.
    ClaimAlreadyRejected,
    /// A form drawn before the last move.
    MovedOn,
    /// The rules refuse the draw claim.
    ClaimRefused(ClaimWhy),
    /// The poster already has the most open offers allowed.
    TooManyOffers(u32),
    /// The offer was taken, withdrawn or declined meanwhile.
    OfferGone,
    /// The offer to withdraw is gone (taken, or withdrawn already).
    OfferWithdrawn,
    /// The invitation to decline is gone.
    InvitationGone,
    /// One's own offer cannot be joined.
    OwnOffer,
    /// The player already sits at this game for more than two.
    AlreadySeated,
    /// Every seat left at this game is kept for an invited player.
    NoSeatForYou,
    /// A computer seated at a rated game (a game with a computer is never
    /// rated).
    ComputerAtRatedGame,
    /// The computer of this level already sits at this game.
    ComputerAlreadySeated(u8),
    /// A level no computer of the site plays at.
    NoSuchComputer,
    /// The player does not sit at this game (or posted it: the poster
    /// cancels instead).
    NotSeated,
    /// The other player does not want this (they ignore the actor); the
    /// words give no hint of why.
    NotPossible,
    /// The sender already sent the most messages an hour allows.
    TooManyMessages(u32),
    /// A rematch asked for while the game goes on.
    GameNotOver,
    /// An invitation to somebody else.
    NotInvited,
    /// Only the poster may withdraw an offer.
    NotYourOffer,
    /// Only the invited player may decline an invitation.
    NotYourInvitation,
    /// An invitation to a name nobody has.
    NoSuchPlayer(String),
    /// An invitation to oneself.
    InviteSelf,
    /// An admin decision on a claim decided already.
    ClaimAlreadyDecided,
    /// An admin decision on a game that changed since the page was drawn.
    GameChanged,
    /// A correction that would not change the result.
    SameResult,
    /// An admin decision without the reason the players read.
    ReasonMissing,
    /// A vacation longer than the days the player has (whole days left).
    NotEnoughVacation(i64),
    /// A vacation started while one runs.
    AlreadyOnVacation,
    /// A vacation ended while none runs.
    NotOnVacation,
    /// The sender already wrote the most chat lines an hour allows.
    TooManyChatLines(u32),
    /// A chat line of nothing but blanks.
    EmptyChatLine,
    /// A report of oneself or of one's own words.
    ReportSelf,
    /// The reporter has an open report of this already.
    AlreadyReported,
    /// A report closed already.
    ReportClosed,
    /// An admin's action on an account that is so already ("suspended"
    /// already, an admin already).
    AlreadySo(String),
    /// An admin taking their own admin rights (or suspending themselves).
    NotOnOneself,
    /// An admin's action on an account without the reason for the audit log.
    AuditReasonMissing,
    /// Only admins create tournaments on this site.
    TournamentsForAdmins,
    /// A tournament without a name.
    TournamentNameMissing,
    /// A tournament name longer than this many characters.
    TournamentNameTooLong(usize),
    /// Minimum and maximum players that make no sense (the most allowed).
    TournamentPlayers(i64),
    /// Swiss rounds out of range (the most allowed).
    TournamentRounds(i64),
    /// A sign-up deadline that has passed.
    TournamentDeadlinePast,
    /// A deadline further off than the site allows (days).
    TournamentDeadlineFar(i64),
    /// A player (not an admin) with the most announced or running
    /// tournaments of their own allowed.
    TooManyTournaments(i64),
    /// A sign-up or withdrawal after the deadline, or once it started.
    SignUpClosed,
    /// Signed up already.
    AlreadySignedUp,
    /// Every place is taken (the most players).
    TournamentFull(i64),
    /// A withdrawal by someone not signed up.
    NotSignedUp,
    /// A withdrawal by someone who withdrew already.
    AlreadyWithdrawn,
    /// The tournament is over (finished or cancelled).
    TournamentOver,
    /// A ladder no admin has set up yet.
    LadderUnsettled,
    /// Joining a ladder one is on already.
    AlreadyOnLadder,
    /// A challenge by a player who is not on the ladder.
    NotOnLadder,
    /// A challenge of a player (named) who is not on the ladder.
    DefenderNotOnLadder(String),
    /// A challenge of oneself.
    ChallengeSelf,
    /// A challenge of a player (named) who is not above the challenger.
    NotAbove(String),
    /// A challenge of a player more than this many places above.
    OutOfReach(i64),
    /// The challenger has an open challenge on this ladder already.
    ChallengeOpen,
    /// The defender (named) must answer an open challenge already.
    DefenderChallenged(String),
    /// A ladder's settings out of bounds (the words say which).
    LadderSettings(String),
    /// An API token without a name.
    TokenNameMissing,
    /// An API token's name longer than this many characters.
    TokenNameTooLong(usize),
    /// The player has the most live API tokens allowed.
    TooManyTokens(u32),
    /// A token that is not the player's (or none).
    NoSuchToken,
    /// Nobody may sign up here now.
    SignUpsClosed,
    /// A userid that is not one (the words say why).
    UseridProblem(&'static str),
    /// A password too weak or too long (the words say why).
    PasswordProblem(&'static str),
    /// Sign-ups are by invitation and no code was given.
    InviteNeeded,
    /// An invite code unknown, expired or used.
    InviteNotValid,
    /// The network made the most userids an hour allows.
    TooManySignUps,
    /// The userid (named) is taken, whatever its capitals.
    UseridTaken(String),
    /// The password given to confirm is not the account's.
    WrongPassword,
    /// The account is closed already.
    AccountClosed,
}

/// A case sent to an area that does not declare it (a slip in
/// [`Refusal::declared`]'s routing): answered in general words, and logged.
fn misrouted(refusal: &Refusal) -> Declared {
    tracing::error!(?refusal, "a refusal sent to the wrong area's declarations");
    Declared {
        code: "refused",
        kind: RefusalKind::Invalid,
        title: "That did not work",
        message: "That cannot be done. Nothing was changed.".to_owned(),
    }
}

impl Refusal {
    /// Everything said of the refusal — its stable code (`snake_case`, for the
    /// JSON API and the logs), its kind (the status a page or the API answers
    /// with), a short title and the words — declared once a case. Each
    /// area's cases are declared in a function of their own; this match,
    /// exhaustive, sends every case to its area's.
    pub fn declared(&self) -> Declared {
        match self {
            Refusal::NotFound
            | Refusal::NotAPlayer
            | Refusal::AlreadyPlayed
            | Refusal::GameOver
            | Refusal::ClaimPending
            | Refusal::NotYourTurn
            | Refusal::TimeRanOut(_)
            | Refusal::NotAMove(_)
            | Refusal::CannotPass
            | Refusal::Illegal(_)
            | Refusal::DrawNotOpen
            | Refusal::DrawStands
            | Refusal::DrawAlreadyAgreed
            | Refusal::DrawAlreadyOffered
            | Refusal::AlreadyResigned
            | Refusal::ClaimAlreadyRejected
            | Refusal::MovedOn
            | Refusal::ClaimRefused(_) => self.declared_in_play(),
            Refusal::TooManyOffers(_)
            | Refusal::OfferGone
            | Refusal::OfferWithdrawn
            | Refusal::InvitationGone
            | Refusal::OwnOffer
            | Refusal::NotPossible
            | Refusal::TooManyMessages(_)
            | Refusal::GameNotOver
            | Refusal::NotInvited
            | Refusal::NotYourOffer
            | Refusal::NotYourInvitation
            | Refusal::NoSuchPlayer(_)
            | Refusal::InviteSelf
            | Refusal::ClaimAlreadyDecided => self.declared_in_waiting_room(),
            Refusal::AlreadySeated
            | Refusal::NoSeatForYou
            | Refusal::ComputerAtRatedGame
            | Refusal::ComputerAlreadySeated(_)
            | Refusal::NoSuchComputer
            | Refusal::NotSeated => self.declared_at_seats(),
            Refusal::GameChanged
            | Refusal::SameResult
            | Refusal::ReasonMissing
            | Refusal::NotEnoughVacation(_)
            | Refusal::AlreadyOnVacation
            | Refusal::NotOnVacation
            | Refusal::TooManyChatLines(_)
            | Refusal::EmptyChatLine
            | Refusal::ReportSelf
            | Refusal::AlreadyReported
            | Refusal::ReportClosed
            | Refusal::AlreadySo(_)
            | Refusal::NotOnOneself
            | Refusal::AuditReasonMissing => self.declared_in_club(),
            Refusal::TournamentsForAdmins
            | Refusal::TournamentNameMissing
            | Refusal::TournamentNameTooLong(_)
            | Refusal::TournamentPlayers(_)
            | Refusal::TournamentRounds(_)
            | Refusal::TournamentDeadlinePast
            | Refusal::TournamentDeadlineFar(_)
            | Refusal::TooManyTournaments(_)
            | Refusal::SignUpClosed
            | Refusal::AlreadySignedUp
            | Refusal::TournamentFull(_)
            | Refusal::NotSignedUp
            | Refusal::AlreadyWithdrawn
            | Refusal::TournamentOver => self.declared_in_tournaments(),
            Refusal::LadderUnsettled
            | Refusal::AlreadyOnLadder
            | Refusal::NotOnLadder
            | Refusal::DefenderNotOnLadder(_)
            | Refusal::ChallengeSelf
            | Refusal::NotAbove(_)
            | Refusal::OutOfReach(_)
            | Refusal::ChallengeOpen
            | Refusal::DefenderChallenged(_)
            | Refusal::LadderSettings(_) => self.declared_in_ladders(),
            Refusal::TokenNameMissing
            | Refusal::TokenNameTooLong(_)
            | Refusal::TooManyTokens(_)
            | Refusal::NoSuchToken
            | Refusal::SignUpsClosed
            | Refusal::UseridProblem(_)
            | Refusal::PasswordProblem(_)
            | Refusal::InviteNeeded
            | Refusal::InviteNotValid
            | Refusal::TooManySignUps
            | Refusal::UseridTaken(_)
            | Refusal::WrongPassword
            | Refusal::AccountClosed => self.declared_in_accounts(),
        }
    }

    /// The refusals of signing up, API tokens and the account's owner.
    fn declared_in_accounts(&self) -> Declared {
        match self {
            Refusal::SignUpsClosed => Declared {
                code: "sign_ups_closed",
                kind: RefusalKind::Forbidden,
                title: "Sign-ups closed",
                message: "New userids cannot be created here at the moment.".to_owned(),
            },
            Refusal::UseridProblem(problem) => Declared {
                code: "invalid_userid",
                kind: RefusalKind::Invalid,
                title: "That did not work",
                message: (*problem).to_owned(),
            },
            Refusal::PasswordProblem(problem) => Declared {
                code: "invalid_password",
                kind: RefusalKind::Invalid,
                title: "That did not work",
                message: (*problem).to_owned(),
            },
            Refusal::InviteNeeded => Declared {
                code: "invite_needed",
                kind: RefusalKind::Forbidden,
                title: "By invitation",
                message: "New userids are by invitation here: enter the invite code you were given.".to_owned(),
            },
            Refusal::InviteNotValid => Declared {
                code: "invite_not_valid",
                kind: RefusalKind::Forbidden,
                title: "Invite code not valid",
                message: "That invite code is not valid: it may be mistyped, expired, or used already. Ask the site's admin for a new one.".to_owned(),
            },
            Refusal::TooManySignUps => Declared {
                code: "too_many_sign_ups",
                kind: RefusalKind::TooMany,
                title: "Too many new userids",
                message: "Too many new userids have been created from your network in the last hour. Please try again later.".to_owned(),
            },
            Refusal::UseridTaken(name) => Declared {
                code: "userid_taken",
                kind: RefusalKind::Conflict,
                title: "Userid taken",
                message: format!("The userid {name} is already taken (names are the same whatever their capitals). Please choose another."),
            },
            Refusal::TokenNameMissing => Declared {
                code: "token_name_missing",
                kind: RefusalKind::Invalid,
                title: "That did not work",
                message: "Give the token a name, to know it again.".to_owned(),
            },
            Refusal::TokenNameTooLong(max) => Declared {
                code: "token_name_too_long",
                kind: RefusalKind::Invalid,
                title: "That did not work",
                message: format!("A token's name can have at most {max} characters. Nothing was made."),
            },
            Refusal::TooManyTokens(max) => Declared {
                code: "too_many_tokens",
                kind: RefusalKind::Conflict,
                title: "Too many tokens",
                message: format!("You have {max} live tokens, the most one player may have. Revoke one first; nothing was made."),
            },
            Refusal::NoSuchToken => Declared {
                code: "no_such_token",
                kind: RefusalKind::NotFound,
                title: "No such token",
                message: "You have no token with this number, so nothing was revoked. \
                     Only a token of your own, from your list of API tokens, can be revoked.".to_owned(),
            },
            Refusal::WrongPassword => Declared {
                code: "wrong_password",
                kind: RefusalKind::Forbidden,
                title: "Wrong password",
                message: "That is not your password. Nothing was changed.".to_owned(),
            },
            Refusal::AccountClosed => Declared {
                code: "account_closed",
                kind: RefusalKind::Conflict,
                title: "Account closed",
                message: "This account is closed already.".to_owned(),
            },
            other => misrouted(other),
        }
    }

    /// The refusals of a move, a draw, a resignation or a claim.
    fn declared_in_play(&self) -> Declared {
        match self {
            Refusal::NotFound => Declared {
                code: "not_found",
                kind: RefusalKind::NotFound,
                title: "Not found",
                message: "There is nothing at this address. It may have been mistyped, or the thing it showed is gone.".to_owned(),
            },
            Refusal::NotAPlayer => Declared {
                code: "not_a_player",
                kind: RefusalKind::Forbidden,
                title: "Not allowed",
                message: "Only the two players of this game can do that.".to_owned(),
            },
            Refusal::AlreadyPlayed => Declared {
                code: "already_played",
                kind: RefusalKind::Conflict,
                title: "That move was already played",
                message: "That move was already played, or the game has moved on since this page was drawn. Nothing was changed.".to_owned(),
            },
            Refusal::GameOver => Declared {
                code: "game_over",
                kind: RefusalKind::Conflict,
                title: "This game is over",
                message: "This game is already over; nothing was changed.".to_owned(),
            },
            Refusal::ClaimPending => Declared {
                code: "claim_pending",
                kind: RefusalKind::Conflict,
                title: "A draw claim is already pending",
                message: "A draw claim is already waiting for an admin; the game goes on after the decision. Nothing was changed.".to_owned(),
            },
            Refusal::NotYourTurn => Declared {
                code: "not_your_turn",
                kind: RefusalKind::Conflict,
                title: "Not your turn",
                message: "It is your opponent's turn; nothing was changed.".to_owned(),
            },
            Refusal::TimeRanOut(verdict) => Declared {
                code: "time_ran_out",
                kind: RefusalKind::Conflict,
                title: "Time ran out",
                message: format!("The time for this move ran out, so nothing was done: {verdict}."),
            },
            Refusal::NotAMove(e) => Declared {
                code: "not_a_move",
                kind: RefusalKind::Invalid,
                title: "That is not a move",
                message: format!("{e}. Nothing was changed."),
            },
            Refusal::CannotPass => Declared {
                code: "cannot_pass",
                kind: RefusalKind::Invalid,
                title: "You cannot pass",
                message: "A player with a legal move may not pass; the server records a pass by itself when there is no move.".to_owned(),
            },
            Refusal::Illegal(e) => Declared {
                code: "illegal_move",
                kind: RefusalKind::Invalid,
                title: "That move is not legal",
                message: format!("{}. Nothing was changed.", e.words),
            },
            Refusal::DrawNotOpen => Declared {
                code: "draw_not_open",
                kind: RefusalKind::Conflict,
                title: "That draw offer was already answered",
                message: "The draw offer was already answered, or a move was played, since this page was drawn. Nothing was changed.".to_owned(),
            },
            Refusal::DrawStands => Declared {
                code: "draw_stands",
                kind: RefusalKind::Conflict,
                title: "A draw offer stands already",
                message: "A draw offer is already open in this game.".to_owned(),
            },
            Refusal::DrawAlreadyAgreed => Declared {
                code: "draw_already_agreed",
                kind: RefusalKind::Conflict,
                title: "That draw was already agreed",
                message: "The draw was already agreed, and the game is over. Nothing was changed.".to_owned(),
            },
            Refusal::DrawAlreadyOffered => Declared {
                code: "draw_already_offered",
                kind: RefusalKind::Conflict,
                title: "A draw was already offered in this move",
                message: "A draw was already offered in this move and declined; a new offer can wait for the next move. Nothing was changed.".to_owned(),
            },
            Refusal::AlreadyResigned => Declared {
                code: "already_resigned",
                kind: RefusalKind::Conflict,
                title: "You already resigned",
                message: "You already resigned this game, and it is over. Nothing was changed.".to_owned(),
            },
            Refusal::ClaimAlreadyRejected => Declared {
                code: "claim_already_rejected",
                kind: RefusalKind::Conflict,
                title: "That claim was already rejected",
                message: "An admin already rejected this claim in this position; the game goes on. Nothing was claimed.".to_owned(),
            },
            Refusal::MovedOn => Declared {
                code: "moved_on",
                kind: RefusalKind::Conflict,
                title: "The game has moved on",
                message: "A move was already played since this page was drawn; look at the game again. Nothing was changed.".to_owned(),
            },
            Refusal::ClaimRefused(e) => Declared {
                code: "claim_refused",
                kind: RefusalKind::Invalid,
                title: "Draw claim refused",
                message: format!("The claim was refused: {}. The game goes on; nothing was changed.", e.words),
            },
            other => misrouted(other),
        }
    }

    /// The refusals of the waiting room, invitations and Rematch.
    fn declared_in_waiting_room(&self) -> Declared {
        match self {
            Refusal::TooManyOffers(max) => Declared {
                code: "too_many_offers",
                kind: RefusalKind::Invalid,
                title: "Too many open offers",
                message: format!(
                "You already have {max} open offers, the most one player may have. Cancel one \
                 (on your game status page or in the waiting room), or wait until someone takes one."
            ),
            },
            Refusal::OfferGone => Declared {
                code: "offer_gone",
                kind: RefusalKind::Conflict,
                title: "Game already taken",
                message: "That game was already taken: someone else joined it first, or its poster cancelled it. \
                 Other games are waiting in the waiting room.".to_owned(),
            },
            Refusal::OfferWithdrawn => Declared {
                code: "offer_withdrawn",
                kind: RefusalKind::Conflict,
                title: "Already done",
                message: "That game is no longer in the waiting room: someone joined it, or it was cancelled already.".to_owned(),
            },
            Refusal::InvitationGone => Declared {
                code: "invitation_gone",
                kind: RefusalKind::Conflict,
                title: "Already done",
                message: "That invitation is gone: it was joined, declined or cancelled already.".to_owned(),
            },
            Refusal::OwnOffer => Declared {
                code: "own_offer",
                kind: RefusalKind::Invalid,
                title: "That did not work",
                message: "You cannot join your own game. Someone else must join it; you can cancel it instead.".to_owned(),
            },
            Refusal::NotPossible => Declared {
                code: "not_possible",
                kind: RefusalKind::Forbidden,
                title: "Not possible",
                message: "That is not possible. Nothing was done.".to_owned(),
            },
            Refusal::TooManyMessages(max) => Declared {
                code: "too_many_messages",
                kind: RefusalKind::Conflict,
                title: "Too many messages",
                message: format!(
                "You sent {max} messages in the last hour, the most one player may send. Please wait a while. Nothing was sent."
            ),
            },
            Refusal::GameNotOver => Declared {
                code: "game_not_over",
                kind: RefusalKind::Conflict,
                title: "This game is not over yet",
                message: "A rematch can be offered once this game is over. Nothing was changed.".to_owned(),
            },
            Refusal::NotInvited => Declared {
                code: "not_invited",
                kind: RefusalKind::Forbidden,
                title: "Not allowed",
                message: "This game is an invitation to another player; only they can join it.".to_owned(),
            },
            Refusal::NotYourOffer => Declared {
                code: "not_your_offer",
                kind: RefusalKind::Forbidden,
                title: "Not allowed",
                message: "Only the player who posted a game can cancel it or seat a computer at it.".to_owned(),
            },
            Refusal::NotYourInvitation => Declared {
                code: "not_your_invitation",
                kind: RefusalKind::Forbidden,
                title: "Not allowed",
                message: "Only the invited player can decline an invitation.".to_owned(),
            },
            Refusal::NoSuchPlayer(name) => Declared {
                code: "no_such_player",
                kind: RefusalKind::Invalid,
                title: "That did not work",
                message: format!("There is no player with the userid “{name}”."),
            },
            Refusal::InviteSelf => Declared {
                code: "invite_self",
                kind: RefusalKind::Invalid,
                title: "That did not work",
                message: "You cannot invite yourself. Leave the field empty to post the game for anyone.".to_owned(),
            },
            Refusal::ClaimAlreadyDecided => Declared {
                code: "claim_already_decided",
                kind: RefusalKind::Conflict,
                title: "Already done",
                message: "That claim was already decided.".to_owned(),
            },
            other => misrouted(other),
        }
    }

    /// The refusals of taking a seat at a game for more than two, and of
    /// seating a computer player.
    fn declared_at_seats(&self) -> Declared {
        match self {
            Refusal::AlreadySeated => Declared {
                code: "already_seated",
                kind: RefusalKind::Conflict,
                title: "You already have a seat",
                message: "You already sit at this game. It starts when the last seat is taken; \
                 it is listed in the waiting room until then."
                    .to_owned(),
            },
            Refusal::NoSeatForYou => Declared {
                code: "no_seat_for_you",
                kind: RefusalKind::Conflict,
                title: "No seat left for you",
                message:
                    "Every seat left at this game is kept for a player who was invited to it. \
                 Other games are waiting in the waiting room."
                        .to_owned(),
            },
            Refusal::ComputerAtRatedGame => Declared {
                code: "computer_at_rated_game",
                kind: RefusalKind::Conflict,
                title: "Not at a rated game",
                message:
                    "A game with a computer player is never rated, so a computer takes a seat \
                 only at a game posted as not rated. Invite the computer when you post a game, \
                 or post it again as not rated."
                        .to_owned(),
            },
            Refusal::ComputerAlreadySeated(level) => Declared {
                code: "computer_already_seated",
                kind: RefusalKind::Conflict,
                title: "Already at this game",
                message: format!(
                    "The computer of level {level} already sits at this game; \
                 each level takes one seat. Choose another level."
                ),
            },
            Refusal::NoSuchComputer => Declared {
                code: "no_such_computer",
                kind: RefusalKind::Invalid,
                title: "That did not work",
                message: "The computer plays at levels 1 to 5; choose one of them.".to_owned(),
            },
            Refusal::NotSeated => Declared {
                code: "not_seated",
                kind: RefusalKind::Conflict,
                title: "Not at this game",
                message: "You do not sit at this game (any more), or the game has started. \
                 The poster of a game cancels it instead."
                    .to_owned(),
            },
            other => misrouted(other),
        }
    }

    /// The refusals of adjudication, vacations, the chat, reports and the admins' actions.
    fn declared_in_club(&self) -> Declared {
        match self {
            Refusal::GameChanged => Declared {
                code: "game_changed",
                kind: RefusalKind::Conflict,
                title: "The game has changed",
                message: "The game moved on, ended or was decided since the page was drawn; look at it again.".to_owned(),
            },
            Refusal::SameResult => Declared {
                code: "same_result",
                kind: RefusalKind::Invalid,
                title: "That did not work",
                message: "The game already has that result; a correction changes it.".to_owned(),
            },
            Refusal::ReasonMissing => Declared {
                code: "reason_missing",
                kind: RefusalKind::Invalid,
                title: "That did not work",
                message: "Write the reason for the decision; the players will read it.".to_owned(),
            },
            Refusal::NotEnoughVacation(left) => Declared {
                code: "not_enough_vacation",
                kind: RefusalKind::Invalid,
                title: "Not enough vacation",
                message: if *left == 0 {
                    "You have no whole day of vacation yet, so no vacation can start. Nothing was changed.".to_owned()
                } else {
                    format!(
                "You have {left} whole days of vacation left: a vacation of 1 to {left} days can start. Nothing was changed."
            )
                },
            },
            Refusal::AlreadyOnVacation => Declared {
                code: "already_on_vacation",
                kind: RefusalKind::Conflict,
                title: "Already on vacation",
                message: "Your vacation is already running; end it first to start another. Nothing was changed.".to_owned(),
            },
            Refusal::NotOnVacation => Declared {
                code: "not_on_vacation",
                kind: RefusalKind::Conflict,
                title: "Not on vacation",
                message: "You are not on vacation; nothing was changed.".to_owned(),
            },
            Refusal::EmptyChatLine => Declared {
                code: "empty_chat_line",
                kind: RefusalKind::Invalid,
                title: "Nothing to send",
                message: "A chat line needs some words. Nothing was changed.".to_owned(),
            },
            Refusal::TooManyChatLines(max) => Declared {
                code: "too_many_chat_lines",
                kind: RefusalKind::TooMany,
                title: "Too many chat lines",
                message: format!(
                "You wrote {max} chat lines in the last hour, the most one player may write. Please wait a while. Nothing was sent."
            ),
            },
            Refusal::ReportSelf => Declared {
                code: "report_self",
                kind: RefusalKind::Invalid,
                title: "That did not work",
                message: "You cannot report yourself or your own words.".to_owned(),
            },
            Refusal::AlreadyReported => Declared {
                code: "already_reported",
                kind: RefusalKind::Conflict,
                title: "Already reported",
                message: "You have already reported this; an admin will look at it. Nothing was added.".to_owned(),
            },
            Refusal::ReportClosed => Declared {
                code: "report_closed",
                kind: RefusalKind::Conflict,
                title: "Already done",
                message: "That report was already closed.".to_owned(),
            },
            Refusal::AlreadySo(what) => Declared {
                code: "already_so",
                kind: RefusalKind::Conflict,
                title: "Already done",
                message: format!("{what}; nothing was changed."),
            },
            Refusal::NotOnOneself => Declared {
                code: "not_on_oneself",
                kind: RefusalKind::Invalid,
                title: "That did not work",
                message: "An admin cannot do this to their own account. Nothing was changed.".to_owned(),
            },
            Refusal::AuditReasonMissing => Declared {
                code: "audit_reason_missing",
                kind: RefusalKind::Invalid,
                title: "That did not work",
                message: "Write the reason; it goes to the audit log with your name. Nothing was changed.".to_owned(),
            },
            other => misrouted(other),
        }
    }

    /// The refusals of tournaments.
    fn declared_in_tournaments(&self) -> Declared {
        match self {
            Refusal::TournamentsForAdmins => Declared {
                code: "tournaments_for_admins",
                kind: RefusalKind::Forbidden,
                title: "Not allowed",
                message: "Only admins can create tournaments on this site. Nothing was created.".to_owned(),
            },
            Refusal::TournamentNameMissing => Declared {
                code: "tournament_name_missing",
                kind: RefusalKind::Invalid,
                title: "That did not work",
                message: "Give the tournament a name. Nothing was created.".to_owned(),
            },
            Refusal::TournamentNameTooLong(max) => Declared {
                code: "tournament_name_too_long",
                kind: RefusalKind::Invalid,
                title: "That did not work",
                message: format!("A tournament name can have at most {max} characters. Nothing was created."),
            },
            Refusal::TournamentPlayers(max) => Declared {
                code: "tournament_players",
                kind: RefusalKind::Invalid,
                title: "That did not work",
                message: format!(
                "The minimum number of players must be at least 2, and the maximum at least the minimum and at most {max}. Nothing was created."
            ),
            },
            Refusal::TournamentRounds(max) => Declared {
                code: "tournament_rounds",
                kind: RefusalKind::Invalid,
                title: "That did not work",
                message: format!("A Swiss tournament has from 1 to {max} rounds. Nothing was created."),
            },
            Refusal::TournamentDeadlinePast => Declared {
                code: "tournament_deadline_past",
                kind: RefusalKind::Invalid,
                title: "That did not work",
                message: "The sign-up deadline must be in the future (times are UTC). Nothing was created.".to_owned(),
            },
            Refusal::TournamentDeadlineFar(days) => Declared {
                code: "tournament_deadline_far",
                kind: RefusalKind::Invalid,
                title: "That did not work",
                message: format!("The sign-up deadline can be at most {days} days ahead. Nothing was created."),
            },
            Refusal::TooManyTournaments(max) => Declared {
                code: "too_many_tournaments",
                kind: RefusalKind::Invalid,
                title: "That did not work",
                message: format!("You already have {max} tournaments announced or running; a new one can be announced when one of them is over. Nothing was created."),
            },
            Refusal::SignUpClosed => Declared {
                code: "sign_up_closed",
                kind: RefusalKind::Conflict,
                title: "Sign-up is closed",
                message: "Sign-up for this tournament is closed: its deadline has passed or it has started. Nothing was changed.".to_owned(),
            },
            Refusal::AlreadySignedUp => Declared {
                code: "already_signed_up",
                kind: RefusalKind::Conflict,
                title: "Already signed up",
                message: "You are already signed up for this tournament.".to_owned(),
            },
            Refusal::TournamentFull(max) => Declared {
                code: "tournament_full",
                kind: RefusalKind::Conflict,
                title: "The tournament is full",
                message: format!("All {max} places of this tournament are taken. Nothing was changed."),
            },
            Refusal::NotSignedUp => Declared {
                code: "not_signed_up",
                kind: RefusalKind::Conflict,
                title: "Not signed up",
                message: "You are not signed up for this tournament; nothing was changed.".to_owned(),
            },
            Refusal::AlreadyWithdrawn => Declared {
                code: "already_withdrawn",
                kind: RefusalKind::Conflict,
                title: "Already withdrawn",
                message: "You have already withdrawn from this tournament; nothing was changed.".to_owned(),
            },
            Refusal::TournamentOver => Declared {
                code: "tournament_over",
                kind: RefusalKind::Conflict,
                title: "The tournament is over",
                message: "This tournament is over; nothing was changed.".to_owned(),
            },
            other => misrouted(other),
        }
    }

    /// The refusals of ladders.
    fn declared_in_ladders(&self) -> Declared {
        match self {
            Refusal::LadderUnsettled => Declared {
                code: "ladder_unsettled",
                kind: RefusalKind::NotFound,
                title: "This ladder is not open yet",
                message: "No admin has set up this ladder yet, so it cannot be joined. Nothing was changed.".to_owned(),
            },
            Refusal::AlreadyOnLadder => Declared {
                code: "already_on_ladder",
                kind: RefusalKind::Conflict,
                title: "Already on the ladder",
                message: "You are on this ladder already; nothing was changed.".to_owned(),
            },
            Refusal::NotOnLadder => Declared {
                code: "not_on_ladder",
                kind: RefusalKind::Invalid,
                title: "That challenge is not possible",
                message: "You are not on this ladder: join it first, at the bottom. Nothing was changed.".to_owned(),
            },
            Refusal::DefenderNotOnLadder(name) => Declared {
                code: "defender_not_on_ladder",
                kind: RefusalKind::Invalid,
                title: "That challenge is not possible",
                message: format!("“{name}” is not on this ladder. Nothing was changed."),
            },
            Refusal::ChallengeSelf => Declared {
                code: "challenge_self",
                kind: RefusalKind::Invalid,
                title: "That challenge is not possible",
                message: "You cannot challenge yourself. Nothing was changed.".to_owned(),
            },
            Refusal::NotAbove(name) => Declared {
                code: "not_above",
                kind: RefusalKind::Invalid,
                title: "That challenge is not possible",
                message: format!("{name} is not above you on the ladder: challenge someone above you. Nothing was changed."),
            },
            Refusal::OutOfReach(reach) => Declared {
                code: "out_of_reach",
                kind: RefusalKind::Invalid,
                title: "That challenge is not possible",
                message: format!(
                "You can challenge a player at most {reach} places above you on this ladder. Nothing was changed."
            ),
            },
            Refusal::ChallengeOpen => Declared {
                code: "challenge_open",
                kind: RefusalKind::Conflict,
                title: "A challenge is open already",
                message: "You already have an open challenge on this ladder: one at a time, until its game is over. Nothing was changed.".to_owned(),
            },
            Refusal::DefenderChallenged(name) => Declared {
                code: "defender_challenged",
                kind: RefusalKind::Conflict,
                title: "A challenge is open already",
                message: format!(
                "{name} already has an open challenge to answer on this ladder; challenge them once that game is over. Nothing was changed."
            ),
            },
            Refusal::LadderSettings(what) => Declared {
                code: "ladder_settings",
                kind: RefusalKind::Invalid,
                title: "That did not work",
                message: format!("{what} Nothing was changed."),
            },
            other => misrouted(other),
        }
    }

    /// A stable code, `snake_case`.
    pub fn code(&self) -> &'static str {
        self.declared().code
    }

    /// What kind of no this is, for the status a page or the API answers with.
    pub fn kind(&self) -> RefusalKind {
        self.declared().kind
    }

    /// A short title.
    pub fn title(&self) -> &'static str {
        self.declared().title
    }

    /// The words a page or the API shows.
    pub fn message(&self) -> String {
        self.declared().message
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

/// Everything said of a refusal: see [`Refusal::declared`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Declared {
    pub code: &'static str,
    pub kind: RefusalKind,
    pub title: &'static str,
    pub message: String,
}

/// The broad kind of a refusal: what status a page or the API answers with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefusalKind {
    /// 404.
    NotFound,
    /// 403: someone who may not.
    Forbidden,
    /// 400: what was sent makes no sense here.
    Invalid,
    /// 409: the thing changed meanwhile, or this was done already.
    Conflict,
    /// 429: a limit on how often (chat lines, messages) was reached.
    TooMany,
}

/// What a use case can fail with: a refusal, or a fault of ours. (Not a
/// `std::error::Error`, so that a refusal is never mistaken for a fault.)
#[derive(Debug)]
pub enum DomainError {
    Refused(Refusal),
    Fault(anyhow::Error),
}

impl From<Refusal> for DomainError {
    fn from(r: Refusal) -> Self {
        DomainError::Refused(r)
    }
}

/// Store errors a use case did not handle itself: the answers map to
/// refusals, the rest is a fault.
impl From<StoreError> for DomainError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::NotFound => DomainError::Refused(Refusal::NotFound),
            StoreError::Conflict => DomainError::Refused(Refusal::MovedOn),
            StoreError::TooManyOffers => DomainError::Refused(Refusal::TooManyOffers(0)),
            StoreError::TooManyTournaments => DomainError::Refused(Refusal::TooManyTournaments(0)),
            other => DomainError::Fault(other.into()),
        }
    }
}

/// For the command line, where a refusal is said and the command fails.
impl From<DomainError> for anyhow::Error {
    fn from(e: DomainError) -> Self {
        match e {
            DomainError::Refused(refusal) => anyhow::anyhow!(refusal.message()),
            DomainError::Fault(e) => e,
        }
    }
}

impl From<anyhow::Error> for DomainError {
    fn from(e: anyhow::Error) -> Self {
        DomainError::Fault(e)
    }
}

/// What a use case returns.
pub type Outcome<T> = Result<T, DomainError>;

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// One of every case (this list is checked against the enum's source).
    pub(crate) fn every_case() -> Vec<Refusal> {
        vec![
            Refusal::NotFound,
            Refusal::NotAPlayer,
            Refusal::AlreadyPlayed,
            Refusal::GameOver,
            Refusal::ClaimPending,
            Refusal::NotYourTurn,
            Refusal::TimeRanOut("x".to_owned()),
            Refusal::NotAMove("x".to_owned()),
            Refusal::CannotPass,
            Refusal::Illegal(IllegalWhy::said("x")),
            Refusal::DrawNotOpen,
            Refusal::DrawStands,
            Refusal::DrawAlreadyAgreed,
            Refusal::DrawAlreadyOffered,
            Refusal::AlreadyResigned,
            Refusal::ClaimAlreadyRejected,
            Refusal::MovedOn,
            Refusal::ClaimRefused(ClaimWhy::rules(halma_rules::ClaimError::NotClaimRule)),
            Refusal::TooManyOffers(3),
            Refusal::OfferGone,
            Refusal::OfferWithdrawn,
            Refusal::InvitationGone,
            Refusal::OwnOffer,
            Refusal::AlreadySeated,
            Refusal::NoSeatForYou,
            Refusal::ComputerAtRatedGame,
            Refusal::ComputerAlreadySeated(2),
            Refusal::NoSuchComputer,
            Refusal::NotSeated,
            Refusal::NotPossible,
            Refusal::TooManyMessages(3),
            Refusal::GameNotOver,
            Refusal::NotInvited,
            Refusal::NotYourOffer,
            Refusal::NotYourInvitation,
            Refusal::NoSuchPlayer("x".to_owned()),
            Refusal::InviteSelf,
            Refusal::ClaimAlreadyDecided,
            Refusal::GameChanged,
            Refusal::SameResult,
            Refusal::ReasonMissing,
            Refusal::NotEnoughVacation(3),
            Refusal::AlreadyOnVacation,
            Refusal::NotOnVacation,
            Refusal::TooManyChatLines(3),
            Refusal::EmptyChatLine,
            Refusal::ReportSelf,
            Refusal::AlreadyReported,
            Refusal::ReportClosed,
            Refusal::AlreadySo("x".to_owned()),
            Refusal::NotOnOneself,
            Refusal::AuditReasonMissing,
            Refusal::TournamentsForAdmins,
            Refusal::TournamentNameMissing,
            Refusal::TournamentNameTooLong(3),
            Refusal::TournamentPlayers(3),
            Refusal::TournamentRounds(3),
            Refusal::TournamentDeadlinePast,
            Refusal::TournamentDeadlineFar(3),
            Refusal::TooManyTournaments(3),
            Refusal::SignUpClosed,
            Refusal::AlreadySignedUp,
            Refusal::TournamentFull(3),
            Refusal::NotSignedUp,
            Refusal::AlreadyWithdrawn,
            Refusal::TournamentOver,
            Refusal::LadderUnsettled,
            Refusal::AlreadyOnLadder,
            Refusal::NotOnLadder,
            Refusal::DefenderNotOnLadder("x".to_owned()),
            Refusal::ChallengeSelf,
            Refusal::NotAbove("x".to_owned()),
            Refusal::OutOfReach(3),
            Refusal::ChallengeOpen,
            Refusal::DefenderChallenged("x".to_owned()),
            Refusal::LadderSettings("x".to_owned()),
            Refusal::TokenNameMissing,
            Refusal::TokenNameTooLong(3),
            Refusal::TooManyTokens(3),
            Refusal::NoSuchToken,
            Refusal::SignUpsClosed,
            Refusal::UseridProblem("x"),
            Refusal::PasswordProblem("x"),
            Refusal::InviteNeeded,
            Refusal::InviteNotValid,
            Refusal::TooManySignUps,
            Refusal::UseridTaken("x".to_owned()),
            Refusal::WrongPassword,
            Refusal::AccountClosed,
        ]
    }

    #[test]
    fn every_case_is_declared_by_its_own_area_with_a_code_of_its_own() {
        let source = include_str!("refusal.rs");
        let body = &source[source.find("pub enum Refusal {").expect("the enum")..];
        let body = &body[..body.find("\n}\n").expect("its end")];
        let variants = body
            .lines()
            .filter(|l| l.starts_with("    ") && !l.trim_start().starts_with("//"))
            .filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_uppercase()))
            .count();
        let cases = every_case();
        assert_eq!(
            cases.len(),
            variants,
            "every_case() lists each variant once"
        );
        let mut codes = std::collections::HashSet::new();
        for case in &cases {
            let declared = case.declared();
            assert_ne!(
                declared.code, "refused",
                "{case:?} is sent to an area that does not declare it"
            );
            assert!(
                codes.insert(declared.code),
                "{case:?}: the code {} is used twice",
                declared.code
            );
            assert!(
                !declared.message.is_empty() && !declared.title.is_empty(),
                "{case:?}"
            );
        }
    }
}
