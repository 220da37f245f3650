//! Why the domain said no: one typed reason per case, with a stable code (for
//! the JSON API and the logs) and the words the pages show. Nothing was changed
//! whenever a use case answers with a refusal.

use std::fmt;

use crate::store::StoreError;

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
    Illegal(String),
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
    ClaimRefused(String),
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
}

impl Refusal {
    /// A stable code, `snake_case`.
    pub fn code(&self) -> &'static str {
        match self {
            Refusal::NotFound => "not_found",
            Refusal::NotAPlayer => "not_a_player",
            Refusal::AlreadyPlayed => "already_played",
            Refusal::GameOver => "game_over",
            Refusal::ClaimPending => "claim_pending",
            Refusal::NotYourTurn => "not_your_turn",
            Refusal::TimeRanOut(_) => "time_ran_out",
            Refusal::NotAMove(_) => "not_a_move",
            Refusal::CannotPass => "cannot_pass",
            Refusal::Illegal(_) => "illegal_move",
            Refusal::DrawNotOpen => "draw_not_open",
            Refusal::DrawStands => "draw_stands",
            Refusal::DrawAlreadyAgreed => "draw_already_agreed",
            Refusal::DrawAlreadyOffered => "draw_already_offered",
            Refusal::AlreadyResigned => "already_resigned",
            Refusal::ClaimAlreadyRejected => "claim_already_rejected",
            Refusal::MovedOn => "moved_on",
            Refusal::ClaimRefused(_) => "claim_refused",
            Refusal::TooManyOffers(_) => "too_many_offers",
            Refusal::OfferGone => "offer_gone",
            Refusal::OfferWithdrawn => "offer_withdrawn",
            Refusal::InvitationGone => "invitation_gone",
            Refusal::OwnOffer => "own_offer",
            Refusal::NotInvited => "not_invited",
            Refusal::NotYourOffer => "not_your_offer",
            Refusal::NotYourInvitation => "not_your_invitation",
            Refusal::NoSuchPlayer(_) => "no_such_player",
            Refusal::InviteSelf => "invite_self",
            Refusal::ClaimAlreadyDecided => "claim_already_decided",
            Refusal::GameChanged => "game_changed",
            Refusal::SameResult => "same_result",
            Refusal::ReasonMissing => "reason_missing",
            Refusal::NotPossible => "not_possible",
            Refusal::TooManyMessages(_) => "too_many_messages",
            Refusal::TooManyChatLines(_) => "too_many_chat_lines",
            Refusal::ReportSelf => "report_self",
            Refusal::AlreadyReported => "already_reported",
            Refusal::ReportClosed => "report_closed",
            Refusal::AlreadySo(_) => "already_so",
            Refusal::NotOnOneself => "not_on_oneself",
            Refusal::AuditReasonMissing => "audit_reason_missing",
            Refusal::LadderUnsettled => "ladder_unsettled",
            Refusal::AlreadyOnLadder => "already_on_ladder",
            Refusal::NotOnLadder => "not_on_ladder",
            Refusal::DefenderNotOnLadder(_) => "defender_not_on_ladder",
            Refusal::ChallengeSelf => "challenge_self",
            Refusal::NotAbove(_) => "not_above",
            Refusal::OutOfReach(_) => "out_of_reach",
            Refusal::ChallengeOpen => "challenge_open",
            Refusal::DefenderChallenged(_) => "defender_challenged",
            Refusal::LadderSettings(_) => "ladder_settings",
            Refusal::GameNotOver => "game_not_over",
            Refusal::NotEnoughVacation(_) => "not_enough_vacation",
            Refusal::AlreadyOnVacation => "already_on_vacation",
            Refusal::NotOnVacation => "not_on_vacation",
            Refusal::TournamentsForAdmins => "tournaments_for_admins",
            Refusal::TournamentNameMissing => "tournament_name_missing",
            Refusal::TournamentNameTooLong(_) => "tournament_name_too_long",
            Refusal::TournamentPlayers(_) => "tournament_players",
            Refusal::TournamentRounds(_) => "tournament_rounds",
            Refusal::TournamentDeadlinePast => "tournament_deadline_past",
            Refusal::TournamentDeadlineFar(_) => "tournament_deadline_far",
            Refusal::TooManyTournaments(_) => "too_many_tournaments",
            Refusal::SignUpClosed => "sign_up_closed",
            Refusal::AlreadySignedUp => "already_signed_up",
            Refusal::TournamentFull(_) => "tournament_full",
            Refusal::NotSignedUp => "not_signed_up",
            Refusal::AlreadyWithdrawn => "already_withdrawn",
            Refusal::TournamentOver => "tournament_over",
        }
    }

    /// What kind of no this is, for the status a page or the API answers with.
    pub fn kind(&self) -> RefusalKind {
        match self {
            Refusal::NotFound => RefusalKind::NotFound,
            Refusal::NotAPlayer
            | Refusal::NotInvited
            | Refusal::NotYourOffer
            | Refusal::NotYourInvitation
            | Refusal::NotPossible
            | Refusal::TournamentsForAdmins => RefusalKind::Forbidden,
            Refusal::NotAMove(_)
            | Refusal::CannotPass
            | Refusal::Illegal(_)
            | Refusal::ClaimRefused(_)
            | Refusal::TooManyOffers(_)
            | Refusal::OwnOffer
            | Refusal::NoSuchPlayer(_)
            | Refusal::InviteSelf
            | Refusal::SameResult
            | Refusal::ReasonMissing
            | Refusal::NotEnoughVacation(_)
            | Refusal::ReportSelf
            | Refusal::NotOnOneself
            | Refusal::AuditReasonMissing
            | Refusal::TournamentNameMissing
            | Refusal::TournamentNameTooLong(_)
            | Refusal::TournamentPlayers(_)
            | Refusal::TournamentRounds(_)
            | Refusal::TournamentDeadlinePast
            | Refusal::TournamentDeadlineFar(_)
            | Refusal::TooManyTournaments(_)
            | Refusal::NotOnLadder
            | Refusal::DefenderNotOnLadder(_)
            | Refusal::ChallengeSelf
            | Refusal::NotAbove(_)
            | Refusal::OutOfReach(_)
            | Refusal::LadderSettings(_) => RefusalKind::Invalid,
            Refusal::LadderUnsettled => RefusalKind::NotFound,
            Refusal::TooManyChatLines(_) => RefusalKind::TooMany,
            _ => RefusalKind::Conflict,
        }
    }

    /// A short title.
    pub fn title(&self) -> &'static str {
        match self {
            Refusal::NotFound => "Not found",
            Refusal::NotAPlayer => "Not allowed",
            Refusal::AlreadyPlayed => "That move was already played",
            Refusal::GameOver => "This game is over",
            Refusal::ClaimPending => "A draw claim is already pending",
            Refusal::NotYourTurn => "Not your turn",
            Refusal::TimeRanOut(_) => "Time ran out",
            Refusal::NotAMove(_) => "That is not a move",
            Refusal::CannotPass => "You cannot pass",
            Refusal::Illegal(_) => "That move is not legal",
            Refusal::DrawNotOpen => "That draw offer was already answered",
            Refusal::DrawStands => "A draw offer stands already",
            Refusal::DrawAlreadyAgreed => "That draw was already agreed",
            Refusal::DrawAlreadyOffered => "A draw was already offered in this move",
            Refusal::AlreadyResigned => "You already resigned",
            Refusal::ClaimAlreadyRejected => "That claim was already rejected",
            Refusal::MovedOn => "The game has moved on",
            Refusal::ClaimRefused(_) => "Draw claim refused",
            Refusal::TooManyOffers(_) => "Too many open offers",
            Refusal::OfferGone => "Game already taken",
            Refusal::OfferWithdrawn | Refusal::InvitationGone | Refusal::ClaimAlreadyDecided => {
                "Already done"
            }
            Refusal::OwnOffer | Refusal::NoSuchPlayer(_) | Refusal::InviteSelf => {
                "That did not work"
            }
            Refusal::NotInvited | Refusal::NotYourOffer | Refusal::NotYourInvitation => {
                "Not allowed"
            }
            Refusal::GameChanged => "The game has changed",
            Refusal::SameResult | Refusal::ReasonMissing => "That did not work",
            Refusal::NotPossible => "Not possible",
            Refusal::TooManyMessages(_) => "Too many messages",
            Refusal::TooManyChatLines(_) => "Too many chat lines",
            Refusal::ReportSelf | Refusal::NotOnOneself | Refusal::AuditReasonMissing => {
                "That did not work"
            }
            Refusal::AlreadyReported => "Already reported",
            Refusal::ReportClosed | Refusal::AlreadySo(_) => "Already done",
            Refusal::GameNotOver => "This game is not over yet",
            Refusal::NotEnoughVacation(_) => "Not enough vacation",
            Refusal::AlreadyOnVacation => "Already on vacation",
            Refusal::NotOnVacation => "Not on vacation",
            Refusal::TournamentsForAdmins => "Not allowed",
            Refusal::TournamentNameMissing
            | Refusal::TournamentNameTooLong(_)
            | Refusal::TournamentPlayers(_)
            | Refusal::TournamentRounds(_)
            | Refusal::TournamentDeadlinePast
            | Refusal::TournamentDeadlineFar(_)
            | Refusal::TooManyTournaments(_) => "That did not work",
            Refusal::SignUpClosed => "Sign-up is closed",
            Refusal::AlreadySignedUp => "Already signed up",
            Refusal::TournamentFull(_) => "The tournament is full",
            Refusal::NotSignedUp => "Not signed up",
            Refusal::AlreadyWithdrawn => "Already withdrawn",
            Refusal::TournamentOver => "The tournament is over",
            Refusal::LadderUnsettled => "This ladder is not open yet",
            Refusal::AlreadyOnLadder => "Already on the ladder",
            Refusal::NotOnLadder
            | Refusal::DefenderNotOnLadder(_)
            | Refusal::ChallengeSelf
            | Refusal::NotAbove(_)
            | Refusal::OutOfReach(_) => "That challenge is not possible",
            Refusal::ChallengeOpen | Refusal::DefenderChallenged(_) => {
                "A challenge is open already"
            }
            Refusal::LadderSettings(_) => "That did not work",
        }
    }

    /// The words: what happened, and that nothing was changed.
    pub fn message(&self) -> String {
        match self {
            Refusal::NotFound => "There is nothing at this address. It may have been mistyped, or the thing it showed is gone.".to_owned(),
            Refusal::NotAPlayer => "Only the two players of this game can do that.".to_owned(),
            Refusal::AlreadyPlayed => "That move was already played, or the game has moved on since this page was drawn. Nothing was changed.".to_owned(),
            Refusal::GameOver => "This game is already over; nothing was changed.".to_owned(),
            Refusal::ClaimPending => "A draw claim is already waiting for an admin; the game goes on after the decision. Nothing was changed.".to_owned(),
            Refusal::NotYourTurn => "It is your opponent's turn; nothing was changed.".to_owned(),
            Refusal::TimeRanOut(verdict) => format!("The time for this move ran out, so nothing was done: {verdict}."),
            Refusal::NotAMove(e) => format!("{e}. Nothing was changed."),
            Refusal::CannotPass => "A player with a legal move may not pass; the server records a pass by itself when there is no move.".to_owned(),
            Refusal::Illegal(e) => format!("{e}. Nothing was changed."),
            Refusal::DrawNotOpen => "The draw offer was already answered, or a move was played, since this page was drawn. Nothing was changed.".to_owned(),
            Refusal::DrawStands => "A draw offer is already open in this game.".to_owned(),
            Refusal::DrawAlreadyAgreed => "The draw was already agreed, and the game is over. Nothing was changed.".to_owned(),
            Refusal::DrawAlreadyOffered => "A draw was already offered in this move and declined; a new offer can wait for the next move. Nothing was changed.".to_owned(),
            Refusal::AlreadyResigned => "You already resigned this game, and it is over. Nothing was changed.".to_owned(),
            Refusal::ClaimAlreadyRejected => "An admin already rejected this claim in this position; the game goes on. Nothing was claimed.".to_owned(),
            Refusal::MovedOn => "A move was already played since this page was drawn; look at the game again. Nothing was changed.".to_owned(),
            Refusal::ClaimRefused(e) => format!("The claim was refused: {e}. The game goes on; nothing was changed."),
            Refusal::TooManyOffers(max) => format!(
                "You already have {max} open offers, the most one player may have. Cancel one \
                 (on your game status page or in the waiting room), or wait until someone takes one."
            ),
            Refusal::OfferGone => "That game was already taken: someone else joined it first, or its poster cancelled it. \
                 Other games are waiting in the waiting room.".to_owned(),
            Refusal::OfferWithdrawn => "That game is no longer in the waiting room: someone joined it, or it was cancelled already.".to_owned(),
            Refusal::InvitationGone => "That invitation is gone: it was joined, declined or cancelled already.".to_owned(),
            Refusal::OwnOffer => "You cannot join your own game. Someone else must join it; you can cancel it instead.".to_owned(),
            Refusal::NotInvited => "This game is an invitation to another player; only they can join it.".to_owned(),
            Refusal::NotYourOffer => "Only the player who posted a game can cancel it.".to_owned(),
            Refusal::NotYourInvitation => "Only the invited player can decline an invitation.".to_owned(),
            Refusal::NoSuchPlayer(name) => format!("There is no player with the userid “{name}”."),
            Refusal::InviteSelf => "You cannot invite yourself. Leave the field empty to post the game for anyone.".to_owned(),
            Refusal::ClaimAlreadyDecided => "That claim was already decided.".to_owned(),
            Refusal::GameChanged => "The game moved on, ended or was decided since the page was drawn; look at it again.".to_owned(),
            Refusal::SameResult => "The game already has that result; a correction changes it.".to_owned(),
            Refusal::ReasonMissing => "Write the reason for the decision; the players will read it.".to_owned(),
            Refusal::NotPossible => "That is not possible. Nothing was done.".to_owned(),
            Refusal::TooManyMessages(max) => format!(
                "You sent {max} messages in the last hour, the most one player may send. Please wait a while. Nothing was sent."
            ),
            Refusal::TooManyChatLines(max) => format!(
                "You wrote {max} chat lines in the last hour, the most one player may write. Please wait a while. Nothing was sent."
            ),
            Refusal::ReportSelf => "You cannot report yourself or your own words.".to_owned(),
            Refusal::AlreadyReported => "You have already reported this; an admin will look at it. Nothing was added.".to_owned(),
            Refusal::ReportClosed => "That report was already closed.".to_owned(),
            Refusal::AlreadySo(what) => format!("{what}; nothing was changed."),
            Refusal::NotOnOneself => "An admin cannot do this to their own account. Nothing was changed.".to_owned(),
            Refusal::AuditReasonMissing => "Write the reason; it goes to the audit log with your name. Nothing was changed.".to_owned(),
            Refusal::GameNotOver => "A rematch can be offered once this game is over. Nothing was changed.".to_owned(),
            Refusal::NotEnoughVacation(left) => format!(
                "You have {left} whole days of vacation left: a vacation of 1 to {left} days can start. Nothing was changed."
            ),
            Refusal::AlreadyOnVacation => "Your vacation is already running; end it first to start another. Nothing was changed.".to_owned(),
            Refusal::NotOnVacation => "You are not on vacation; nothing was changed.".to_owned(),
            Refusal::TournamentsForAdmins => "Only admins can create tournaments on this site. Nothing was created.".to_owned(),
            Refusal::TournamentNameMissing => "Give the tournament a name. Nothing was created.".to_owned(),
            Refusal::TournamentNameTooLong(max) => format!("A tournament name can have at most {max} characters. Nothing was created."),
            Refusal::TournamentPlayers(max) => format!(
                "The minimum number of players must be at least 2, and the maximum at least the minimum and at most {max}. Nothing was created."
            ),
            Refusal::TournamentRounds(max) => format!("A Swiss tournament has from 1 to {max} rounds. Nothing was created."),
            Refusal::TournamentDeadlinePast => "The sign-up deadline must be in the future (times are UTC). Nothing was created.".to_owned(),
            Refusal::TournamentDeadlineFar(days) => format!("The sign-up deadline can be at most {days} days ahead. Nothing was created."),
            Refusal::TooManyTournaments(max) => format!("You already have {max} tournaments announced or running; a new one can be announced when one of them is over. Nothing was created."),
            Refusal::SignUpClosed => "Sign-up for this tournament is closed: its deadline has passed or it has started. Nothing was changed.".to_owned(),
            Refusal::AlreadySignedUp => "You are already signed up for this tournament.".to_owned(),
            Refusal::TournamentFull(max) => format!("All {max} places of this tournament are taken. Nothing was changed."),
            Refusal::NotSignedUp => "You are not signed up for this tournament; nothing was changed.".to_owned(),
            Refusal::AlreadyWithdrawn => "You have already withdrawn from this tournament; nothing was changed.".to_owned(),
            Refusal::TournamentOver => "This tournament is over; nothing was changed.".to_owned(),
            Refusal::LadderUnsettled => "No admin has set up this ladder yet, so it cannot be joined. Nothing was changed.".to_owned(),
            Refusal::AlreadyOnLadder => "You are on this ladder already; nothing was changed.".to_owned(),
            Refusal::NotOnLadder => "You are not on this ladder: join it first, at the bottom. Nothing was changed.".to_owned(),
            Refusal::DefenderNotOnLadder(name) => format!("“{name}” is not on this ladder. Nothing was changed."),
            Refusal::ChallengeSelf => "You cannot challenge yourself. Nothing was changed.".to_owned(),
            Refusal::NotAbove(name) => format!("{name} is not above you on the ladder: challenge someone above you. Nothing was changed."),
            Refusal::OutOfReach(reach) => format!(
                "You can challenge a player at most {reach} places above you on this ladder. Nothing was changed."
            ),
            Refusal::ChallengeOpen => "You already have an open challenge on this ladder: one at a time, until its game is over. Nothing was changed.".to_owned(),
            Refusal::LadderSettings(what) => format!("{what} Nothing was changed."),
            Refusal::DefenderChallenged(name) => format!(
                "{name} already has an open challenge to answer on this ladder; challenge them once that game is over. Nothing was changed."
            ),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
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
