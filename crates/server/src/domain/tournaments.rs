//! Tournaments: an admin (or any player, when the site allows it) announces
//! one; players sign up and withdraw until the deadline; the background job
//! starts it at the deadline (or cancels it, telling the entrants, when too
//! few signed up), pairs each next Swiss round when the last game of the
//! round ends, starts each knockout match's next game, and names the winner
//! when the last game ends. Each of those writes is claimed in the database
//! (see the store's [`crate::store::TournamentRepo`]), so that several server
//! processes sweeping at once do it once. A player who withdraws after the
//! start forfeits their remaining games (not rated) and is paired no more.

use std::collections::HashMap;

use halma_rules::{Color, Rules};
use time::OffsetDateTime;

use super::{
    clock::ClockTerms,
    pairings::{self, Entrant, MatchNext, Pairing, Played, Standing, TieBreaks},
    DomainError, Outcome, Refusal,
};
use crate::model::{GameId, TournamentId, UserId};
use crate::store::{
    messages::NewMessage, EntryRow, Format, GameRow, NewTournament, Scheduled, Seed, Store,
    StoreError, TournamentGame, TournamentRow, TournamentStatus, User,
};

/// The longest tournament name.
pub const MAX_NAME: usize = 80;
/// The most players a tournament takes.
pub const MAX_PLAYERS: i64 = 64;
/// The most rounds of a Swiss tournament.
pub const MAX_ROUNDS: i64 = 20;
/// The most tournaments a player who is not an admin may have announced or
/// running at once (with `--open-tournaments`).
pub const MAX_OPEN_OF_PLAYER: i64 = 3;
/// How far ahead a sign-up deadline may be.
pub const MAX_DEADLINE_DAYS: i64 = 90;
/// The rating of a player not rated yet, for seeding.
const UNRATED: f64 = 1500.0;

/// What a tournament's creator chose.
#[derive(Debug, Clone)]
pub struct Terms {
    pub name: String,
    pub rules: Rules,
    pub days_per_move: i64,
    pub clock: ClockTerms,
    pub rated: bool,
    pub format: Format,
    /// Swiss only.
    pub rounds: i64,
    pub min_players: i64,
    pub max_players: i64,
    pub signup_deadline: OffsetDateTime,
}

/// Whether `user` may create tournaments (`open`: the site lets every player).
pub fn may_create(user: &User, open: bool) -> bool {
    open || user.is_admin
}

/// Announces a tournament.
pub async fn create(
    store: &dyn Store,
    actor: &User,
    open: bool,
    terms: Terms,
    now: OffsetDateTime,
) -> Outcome<TournamentId> {
    if !may_create(actor, open) {
        return Err(Refusal::TournamentsForAdmins.into());
    }
    let name = terms.name.trim().to_owned();
    if name.is_empty() {
        return Err(Refusal::TournamentNameMissing.into());
    }
    if name.chars().count() > MAX_NAME {
        return Err(Refusal::TournamentNameTooLong(MAX_NAME).into());
    }
    if terms.min_players < 2
        || terms.max_players < terms.min_players
        || terms.max_players > MAX_PLAYERS
    {
        return Err(Refusal::TournamentPlayers(MAX_PLAYERS).into());
    }
    let rounds = match terms.format {
        Format::Swiss => {
            if !(1..=MAX_ROUNDS).contains(&terms.rounds) {
                return Err(Refusal::TournamentRounds(MAX_ROUNDS).into());
            }
            terms.rounds
        }
        _ => 0,
    };
    if terms.signup_deadline <= now {
        return Err(Refusal::TournamentDeadlinePast.into());
    }
    if terms.signup_deadline > now + time::Duration::days(MAX_DEADLINE_DAYS) {
        return Err(Refusal::TournamentDeadlineFar(MAX_DEADLINE_DAYS).into());
    }
    let max_open = (!actor.is_admin).then_some(MAX_OPEN_OF_PLAYER);
    let made = store
        .tournaments()
        .create_tournament(NewTournament {
            name,
            rules: terms.rules,
            days_per_move: terms.days_per_move,
            clock: terms.clock,
            rated: terms.rated,
            format: terms.format,
            rounds,
            min_players: terms.min_players,
            max_players: terms.max_players,
            signup_deadline: terms.signup_deadline,
            created_by: actor.id,
            at: now,
            max_open,
        })
        .await;
    match made {
        Ok(id) => Ok(id),
        Err(StoreError::TooManyTournaments) => {
            Err(Refusal::TooManyTournaments(MAX_OPEN_OF_PLAYER).into())
        }
        Err(e) => Err(e.into()),
    }
}

async fn tournament(store: &dyn Store, id: TournamentId) -> Outcome<TournamentRow> {
    store
        .tournaments()
        .tournament(id)
        .await?
        .ok_or(DomainError::Refused(Refusal::NotFound))
}

/// Signs `user` up, until the deadline and while a place is free.
pub async fn sign_up(
    store: &dyn Store,
    user: UserId,
    id: TournamentId,
    now: OffsetDateTime,
) -> Outcome<()> {
    let t = tournament(store, id).await?;
    if t.status != TournamentStatus::Announced || t.signup_deadline <= now {
        return Err(Refusal::SignUpClosed.into());
    }
    let entries = store.tournaments().entries(id).await?;
    if entries.iter().any(|e| e.user.id == user) {
        return Err(Refusal::AlreadySignedUp.into());
    }
    if entries.len() as i64 >= t.max_players {
        return Err(Refusal::TournamentFull(t.max_players).into());
    }
    match store.tournaments().sign_up(id, user, now).await {
        Ok(()) => Ok(()),
        // The deadline passed, the last place was taken or the same form
        // was sent twice meanwhile.
        Err(StoreError::Conflict) => Err(Refusal::SignUpClosed.into()),
        Err(e) => Err(e.into()),
    }
}

/// What a withdrawal did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Withdrawn {
    /// Before the start: the entry is gone.
    Entry,
    /// After the start: these games were forfeited.
    Forfeited(Vec<GameId>),
}

/// Withdraws `user`: before the start their entry is removed (until the
/// deadline); after it, their unfinished games are forfeited and no more
/// are paired for them.
pub async fn withdraw(
    store: &dyn Store,
    user: UserId,
    id: TournamentId,
    now: OffsetDateTime,
) -> Outcome<Withdrawn> {
    let t = tournament(store, id).await?;
    let entries = store.tournaments().entries(id).await?;
    let Some(entry) = entries.iter().find(|e| e.user.id == user) else {
        return Err(Refusal::NotSignedUp.into());
    };
    match t.status {
        TournamentStatus::Announced => {
            if t.signup_deadline <= now {
                return Err(Refusal::SignUpClosed.into());
            }
            match store.tournaments().withdraw_entry(id, user).await {
                Ok(()) => Ok(Withdrawn::Entry),
                Err(StoreError::Conflict) => Err(Refusal::SignUpClosed.into()),
                Err(e) => Err(e.into()),
            }
        }
        TournamentStatus::Running => {
            if entry.withdrawn_at.is_some() {
                return Err(Refusal::AlreadyWithdrawn.into());
            }
            let games = match store.tournaments().withdraw_running(id, user, now).await {
                Ok(games) => games,
                Err(StoreError::Conflict) => return Err(Refusal::AlreadyWithdrawn.into()),
                Err(e) => return Err(e.into()),
            };
            // The round may be complete now; the withdrawal stands whatever
            // happens there (the sweep tries again).
            if let Err(e) = advance(store, id, now).await {
                tracing::error!(tournament = %id, error = ?e, "cannot move a tournament on");
            }
            Ok(Withdrawn::Forfeited(games))
        }
        TournamentStatus::Finished | TournamentStatus::Cancelled => {
            Err(Refusal::TournamentOver.into())
        }
    }
}

/// What one sweep did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Swept {
    pub started: Vec<TournamentId>,
    pub cancelled: Vec<TournamentId>,
    /// Tournaments that started a next round or game.
    pub advanced: Vec<TournamentId>,
    pub finished: Vec<TournamentId>,
}

/// The background job: starts or cancels the tournaments whose deadline
/// passed, and moves the running ones on.
pub async fn sweep(store: &dyn Store, now: OffsetDateTime) -> Outcome<Swept> {
    let mut swept = Swept::default();
    // One broken tournament must not stop the others.
    for id in store.tournaments().tournaments_due(now).await? {
        match start_or_cancel(store, id, now).await {
            Ok(Some(true)) => swept.started.push(id),
            Ok(Some(false)) => swept.cancelled.push(id),
            Ok(None) => {}
            Err(e) => tracing::error!(tournament = %id, error = ?e, "cannot start a tournament"),
        }
    }
    for id in store.tournaments().running_tournaments().await? {
        match advance(store, id, now).await {
            Ok(Advanced::Nothing) => {}
            Ok(Advanced::Moved) => swept.advanced.push(id),
            Ok(Advanced::Finished) => swept.finished.push(id),
            Err(e) => tracing::error!(tournament = %id, error = ?e, "cannot move a tournament on"),
        }
    }
    Ok(swept)
}

/// The sweep as the periodic job runs it: errors logged, never raised.
pub async fn run_sweep(store: &dyn Store, now: OffsetDateTime) {
    match sweep(store, now).await {
        Ok(s) => {
            for id in &s.started {
                tracing::info!(tournament = %id, "tournament started");
            }
            for id in &s.cancelled {
                tracing::info!(tournament = %id, "tournament cancelled: too few players");
            }
            for id in &s.finished {
                tracing::info!(tournament = %id, "tournament finished");
            }
        }
        Err(DomainError::Refused(r)) => {
            tracing::warn!(refusal = r.code(), "tournament sweep refused")
        }
        Err(DomainError::Fault(e)) => {
            tracing::error!(error = format!("{e:#}"), "tournament sweep failed")
        }
    }
}

/// A game just ended: its tournament, if any, moves on at once (the next
/// Swiss round or knockout game, the winner) rather than at the next sweep.
/// Errors are logged; the sweep tries again.
pub async fn game_over(store: &dyn Store, game: &GameRow, now: OffsetDateTime) {
    let Some((id, _)) = &game.tournament else {
        return;
    };
    match advance(store, *id, now).await {
        Ok(_) => {}
        Err(DomainError::Refused(r)) => {
            tracing::warn!(refusal = r.code(), tournament = %id, "tournament not moved on")
        }
        Err(DomainError::Fault(e)) => {
            tracing::error!(error = format!("{e:#}"), tournament = %id, "tournament not moved on")
        }
    }
}

/// The seeding: best rating (in the tournament's game) first, players not
/// rated counted at 1500, then the earlier sign-up.
async fn seeding(store: &dyn Store, t: &TournamentRow, entries: &[EntryRow]) -> Outcome<Vec<Seed>> {
    let mut rated: Vec<(UserId, Option<f64>)> = Vec::with_capacity(entries.len());
    for e in entries {
        let rating = store
            .ratings()
            .ratings_of(e.user.id)
            .await?
            .into_iter()
            .find(|r| r.game == t.rules.variant.id())
            .map(|r| r.rating.rating);
        rated.push((e.user.id, rating));
    }
    // Entries come by sign-up; a stable sort keeps that order among equals.
    rated.sort_by(|a, b| {
        b.1.unwrap_or(UNRATED)
            .partial_cmp(&a.1.unwrap_or(UNRATED))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    Ok(rated
        .into_iter()
        .enumerate()
        .map(|(i, (user, rating))| Seed {
            user,
            seed: i as i64 + 1,
            rating,
        })
        .collect())
}

/// Starts a tournament whose deadline passed (`Some(true)`), or cancels it
/// when too few signed up and tells them (`Some(false)`); `None` when
/// another process did either first.
async fn start_or_cancel(
    store: &dyn Store,
    id: TournamentId,
    now: OffsetDateTime,
) -> Outcome<Option<bool>> {
    let t = tournament(store, id).await?;
    if t.status != TournamentStatus::Announced {
        return Ok(None);
    }
    let mut entries = store.tournaments().entries(id).await?;
    entries.sort_by_key(|e| e.signed_at);
    if (entries.len() as i64) < t.min_players.max(2) {
        if !store.tournaments().cancel_tournament(id, now).await? {
            return Ok(None);
        }
        tell_cancelled(store, &t, &entries, now).await;
        return Ok(Some(false));
    }
    let seeds = seeding(store, &t, &entries).await?;
    let players: Vec<UserId> = seeds.iter().map(|s| s.user).collect();
    let place = |round: usize, board: usize, leg: i64, p: Pairing<UserId>| Scheduled {
        round: round as i64,
        board: board as i64,
        leg,
        game: t.new_game(p.white, p.black, now),
    };
    let mut games = Vec::new();
    let mut byes = Vec::new();
    match t.format {
        Format::RoundRobin | Format::DoubleRoundRobin => {
            let double = t.format == Format::DoubleRoundRobin;
            for (r, round) in pairings::round_robin(&players, double)
                .into_iter()
                .enumerate()
            {
                for (b, p) in round.games.into_iter().enumerate() {
                    games.push(place(r + 1, b + 1, 1, p));
                }
            }
        }
        Format::Swiss => {
            let entrants: Vec<Entrant<UserId>> = seeds
                .iter()
                .map(|s| Entrant {
                    player: s.user,
                    points: 0.0,
                    rating: s.rating.unwrap_or(UNRATED),
                    opponents: Vec::new(),
                    colours: Vec::new(),
                    had_bye: false,
                })
                .collect();
            if let Some(round) = pairings::swiss_round(&entrants) {
                for (b, p) in round.games.into_iter().enumerate() {
                    games.push(place(1, b + 1, 1, p));
                }
                if let Some(bye) = round.bye {
                    byes.push((1, bye));
                }
            }
        }
        Format::Knockout => {
            for (m, (higher, lower)) in pairings::knockout_bracket(&players).into_iter().enumerate()
            {
                if let Some(lower) = lower {
                    let first = Pairing {
                        white: higher,
                        black: lower,
                    };
                    games.push(place(1, m + 1, 1, first));
                }
            }
        }
    }
    if store
        .tournaments()
        .start_tournament(id, &seeds, &games, &byes, now)
        .await?
    {
        Ok(Some(true))
    } else {
        Ok(None)
    }
}

/// The entrants of a cancelled tournament are told by a message from its
/// creator (errors logged: the cancellation stands).
async fn tell_cancelled(
    store: &dyn Store,
    t: &TournamentRow,
    entries: &[EntryRow],
    now: OffsetDateTime,
) {
    let subject = format!("Tournament “{}” cancelled", t.name);
    let body = cancel_notice(t, entries.len());
    for e in entries.iter().filter(|e| e.user.id != t.created_by.id) {
        let message = NewMessage {
            from: t.created_by.id,
            body: &body,
            at: now,
            max_sent: u32::MAX,
            window_start: now,
        };
        if let Err(err) = store
            .messages()
            .start_thread(e.user.id, &subject, message)
            .await
        {
            tracing::error!(error = %err, tournament = %t.id, user = %e.user.id, "cannot tell an entrant of the cancellation");
        }
    }
}

/// What the entrants of a cancelled tournament read (and its page shows).
pub fn cancel_notice(t: &TournamentRow, signed_up: usize) -> String {
    let players = if signed_up == 1 { "player" } else { "players" };
    format!(
        "The tournament “{}” was cancelled: {signed_up} {players} signed up by the deadline, \
         and it needed at least {}. Its page: /tournaments/{}",
        t.name, t.min_players, t.id
    )
}

/// What moving a running tournament on did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Advanced {
    Nothing,
    /// A next round or game started.
    Moved,
    Finished,
}

/// The finished games as the standings count them.
fn played(games: &[TournamentGame]) -> Vec<Played<UserId>> {
    games
        .iter()
        .filter_map(|g| {
            g.winner_id().map(|winner| Played {
                white: g.white.id,
                black: g.black.id,
                winner,
            })
        })
        .collect()
}

/// The standings of a round robin or Swiss tournament: players by seed.
pub fn standings(
    format: Format,
    entries: &[EntryRow],
    games: &[TournamentGame],
    byes: &[(i64, UserId)],
) -> Vec<Standing<UserId>> {
    let players: Vec<UserId> = entries.iter().map(|e| e.user.id).collect();
    let byes: Vec<UserId> = byes.iter().map(|(_, u)| *u).collect();
    let tie_breaks = match format {
        Format::Swiss => TieBreaks::Swiss,
        _ => TieBreaks::RoundRobin,
    };
    pairings::standings(&players, &played(games), &byes, tie_breaks)
}

/// Moves a running tournament on: finishes it when its last game ended,
/// pairs the next Swiss round when the current one is over, starts the next
/// game of each knockout match that needs one.
pub async fn advance(
    store: &dyn Store,
    id: TournamentId,
    now: OffsetDateTime,
) -> Outcome<Advanced> {
    let t = tournament(store, id).await?;
    if t.status != TournamentStatus::Running {
        return Ok(Advanced::Nothing);
    }
    let entries = store.tournaments().entries(id).await?;
    let games = store.tournaments().tournament_games(id).await?;
    if games.iter().any(|g| g.winner.is_none()) && t.format.is_round_robin() {
        return Ok(Advanced::Nothing);
    }
    match t.format {
        Format::RoundRobin | Format::DoubleRoundRobin => {
            let table = standings(t.format, &entries, &games, &[]);
            finish(store, &t, leader(&table, &entries), now).await
        }
        Format::Swiss => advance_swiss(store, &t, &entries, &games, now).await,
        Format::Knockout => advance_knockout(store, &t, &entries, &games, now).await,
    }
}

/// The winner of a finished round robin or Swiss: the first of the
/// standings who did not withdraw.
fn leader(table: &[Standing<UserId>], entries: &[EntryRow]) -> Option<UserId> {
    table.iter().map(|s| s.player).find(|&p| {
        !entries
            .iter()
            .any(|e| e.user.id == p && e.withdrawn_at.is_some())
    })
}

async fn finish(
    store: &dyn Store,
    t: &TournamentRow,
    winner: Option<UserId>,
    now: OffsetDateTime,
) -> Outcome<Advanced> {
    Ok(
        if store
            .tournaments()
            .finish_tournament(t.id, winner, now)
            .await?
        {
            Advanced::Finished
        } else {
            Advanced::Nothing
        },
    )
}

async fn advance_swiss(
    store: &dyn Store,
    t: &TournamentRow,
    entries: &[EntryRow],
    games: &[TournamentGame],
    now: OffsetDateTime,
) -> Outcome<Advanced> {
    let round = t.current_round;
    if games.iter().any(|g| g.round == round && g.winner.is_none()) {
        return Ok(Advanced::Nothing);
    }
    let byes = store.tournaments().byes(t.id).await?;
    let table = standings(t.format, entries, games, &byes);
    let leader = leader(&table, entries);
    if round >= t.rounds {
        return finish(store, t, leader, now).await;
    }
    let points: HashMap<UserId, f64> = table.iter().map(|s| (s.player, s.points)).collect();
    let entrants: Vec<Entrant<UserId>> = entries
        .iter()
        .filter(|e| e.withdrawn_at.is_none())
        .map(|e| {
            let me = e.user.id;
            let mine: Vec<&TournamentGame> = games
                .iter()
                .filter(|g| g.white.id == me || g.black.id == me)
                .collect();
            Entrant {
                player: me,
                points: points.get(&me).copied().unwrap_or(0.0),
                rating: e.rating.unwrap_or(UNRATED),
                opponents: mine
                    .iter()
                    .map(|g| {
                        if g.white.id == me {
                            g.black.id
                        } else {
                            g.white.id
                        }
                    })
                    .collect(),
                colours: mine
                    .iter()
                    .map(|g| {
                        if g.white.id == me {
                            Color::White
                        } else {
                            Color::Black
                        }
                    })
                    .collect(),
                had_bye: byes.iter().any(|(_, u)| *u == me),
            }
        })
        .collect();
    let next = if entrants.len() >= 2 {
        pairings::swiss_round(&entrants)
    } else {
        None
    };
    let Some(next) = next else {
        // Nobody left to pair without a repeat: the tournament ends here.
        return finish(store, t, leader, now).await;
    };
    let scheduled: Vec<Scheduled> = next
        .games
        .into_iter()
        .enumerate()
        .map(|(b, p)| Scheduled {
            round: round + 1,
            board: b as i64 + 1,
            leg: 1,
            game: t.new_game(p.white, p.black, now),
        })
        .collect();
    let byes: Vec<(i64, UserId)> = next.bye.map(|b| (round + 1, b)).into_iter().collect();
    Ok(
        if store
            .tournaments()
            .next_round(t.id, round, &scheduled, &byes)
            .await?
        {
            Advanced::Moved
        } else {
            Advanced::Nothing
        },
    )
}

/// One knockout match as it stands.
#[derive(Debug, Clone, PartialEq)]
pub struct Match {
    pub round: i64,
    /// Its number in the round, from 1.
    pub board: i64,
    pub higher: UserId,
    /// `None`: `higher` goes through without playing.
    pub lower: Option<UserId>,
    /// The winner once decided.
    pub winner: Option<UserId>,
    /// The next game to play, when one is due and not started yet.
    pub next: Option<Pairing<UserId>>,
}

/// The knockout's matches, round by round, as far as they are known.
pub fn knockout_matches(
    entries: &[EntryRow],
    games: &[TournamentGame],
    current_round: i64,
) -> Vec<Match> {
    let mut seeded: Vec<&EntryRow> = entries.iter().collect();
    seeded.sort_by_key(|e| e.seed.unwrap_or(i64::MAX));
    let seed_of: HashMap<UserId, i64> = seeded
        .iter()
        .map(|e| (e.user.id, e.seed.unwrap_or(i64::MAX)))
        .collect();
    let withdrawn = |u: UserId| {
        entries
            .iter()
            .any(|e| e.user.id == u && e.withdrawn_at.is_some())
    };
    let rating = |u: UserId| {
        entries
            .iter()
            .find(|e| e.user.id == u)
            .and_then(|e| e.rating)
            .unwrap_or(UNRATED)
    };
    let players: Vec<UserId> = seeded.iter().map(|e| e.user.id).collect();
    let mut pairs = pairings::knockout_bracket(&players);
    let mut all = Vec::new();
    for round in 1..=current_round.max(1) {
        let mut winners = Vec::with_capacity(pairs.len());
        for (m, &(higher, lower)) in pairs.iter().enumerate() {
            let board = m as i64 + 1;
            let mut line = Match {
                round,
                board,
                higher,
                lower,
                winner: None,
                next: None,
            };
            match lower {
                None => line.winner = Some(higher),
                Some(lower) => {
                    let mine: Vec<&TournamentGame> = games
                        .iter()
                        .filter(|g| g.round == round && g.board == board)
                        .collect();
                    let pending = mine.iter().any(|g| g.winner.is_none());
                    let results: Vec<Option<UserId>> =
                        mine.iter().filter_map(|g| g.winner_id()).collect();
                    let higher_rated = if rating(lower) > rating(higher) {
                        lower
                    } else {
                        higher
                    };
                    if !pending {
                        match pairings::knockout_match(higher, lower, higher_rated, &results) {
                            MatchNext::Won(w) => line.winner = Some(w),
                            MatchNext::Play(p) => {
                                // A player who withdrew loses the match.
                                if withdrawn(lower) {
                                    line.winner = Some(higher);
                                } else if withdrawn(higher) {
                                    line.winner = Some(lower);
                                } else {
                                    line.next = Some(p);
                                }
                            }
                        }
                    }
                }
            }
            winners.push(line.winner);
            all.push(line);
        }
        if round == current_round || winners.len() < 2 || winners.iter().any(Option::is_none) {
            break;
        }
        pairs = next_pairs(&winners.into_iter().flatten().collect::<Vec<_>>(), &seed_of);
    }
    all
}

/// The next round's matches: the winners of neighbouring matches meet, the
/// better seed as the higher.
fn next_pairs(winners: &[UserId], seed_of: &HashMap<UserId, i64>) -> Vec<(UserId, Option<UserId>)> {
    winners
        .chunks(2)
        .map(|pair| match *pair {
            [a, b] => {
                if seed_of.get(&b) < seed_of.get(&a) {
                    (b, Some(a))
                } else {
                    (a, Some(b))
                }
            }
            [a] => (a, None),
            _ => unreachable!("chunks of two"),
        })
        .collect()
}

async fn advance_knockout(
    store: &dyn Store,
    t: &TournamentRow,
    entries: &[EntryRow],
    games: &[TournamentGame],
    now: OffsetDateTime,
) -> Outcome<Advanced> {
    let round = t.current_round;
    let matches = knockout_matches(entries, games, round);
    let current: Vec<&Match> = matches.iter().filter(|m| m.round == round).collect();
    let mut moved = false;
    for m in &current {
        if let Some(p) = m.next {
            let leg = games
                .iter()
                .filter(|g| g.round == round && g.board == m.board)
                .count() as i64
                + 1;
            let game = Scheduled {
                round,
                board: m.board,
                leg,
                game: t.new_game(p.white, p.black, now),
            };
            moved |= store.tournaments().add_game(t.id, &game).await?;
        }
    }
    if moved {
        return Ok(Advanced::Moved);
    }
    let winners: Vec<Option<UserId>> = current.iter().map(|m| m.winner).collect();
    if winners.iter().any(Option::is_none) {
        return Ok(Advanced::Nothing);
    }
    let winners: Vec<UserId> = winners.into_iter().flatten().collect();
    match winners.as_slice() {
        // Nothing to go on (a result corrected after it counted): leave it.
        [] => return Ok(Advanced::Nothing),
        [champion] => return finish(store, t, Some(*champion), now).await,
        _ => {}
    }
    let seed_of: HashMap<UserId, i64> = entries
        .iter()
        .map(|e| (e.user.id, e.seed.unwrap_or(i64::MAX)))
        .collect();
    let scheduled: Vec<Scheduled> = next_pairs(&winners, &seed_of)
        .into_iter()
        .enumerate()
        .filter_map(|(m, (higher, lower))| {
            // A player who withdrew plays no more: the other goes through.
            let gone = |u: UserId| {
                entries
                    .iter()
                    .any(|e| e.user.id == u && e.withdrawn_at.is_some())
            };
            lower
                .filter(|l| !gone(*l) && !gone(higher))
                .map(|lower| Scheduled {
                    round: round + 1,
                    board: m as i64 + 1,
                    leg: 1,
                    game: t.new_game(higher, lower, now),
                })
        })
        .collect();
    Ok(
        if store
            .tournaments()
            .next_round(t.id, round, &scheduled, &[])
            .await?
        {
            Advanced::Moved
        } else {
            Advanced::Nothing
        },
    )
}

/// Everything a tournament's page shows.
#[derive(Debug, Clone)]
pub struct View {
    pub tournament: TournamentRow,
    pub entries: Vec<EntryRow>,
    pub games: Vec<TournamentGame>,
    pub byes: Vec<(i64, UserId)>,
    /// Round robin and Swiss: best first.
    pub standings: Vec<Standing<UserId>>,
    /// Knockout: the matches so far.
    pub matches: Vec<Match>,
}

/// A tournament's page.
pub async fn view(store: &dyn Store, id: TournamentId) -> Outcome<View> {
    let t = tournament(store, id).await?;
    let entries = store.tournaments().entries(id).await?;
    let games = store.tournaments().tournament_games(id).await?;
    let byes = store.tournaments().byes(id).await?;
    let (standings, matches) = match t.format {
        Format::Knockout => (
            Vec::new(),
            if t.current_round > 0 {
                knockout_matches(&entries, &games, t.current_round)
            } else {
                Vec::new()
            },
        ),
        _ => (standings(t.format, &entries, &games, &byes), Vec::new()),
    };
    Ok(View {
        tournament: t,
        entries,
        games,
        byes,
        standings,
        matches,
    })
}
