//! The storage conformance suite, one module an area: every test runs against
//! SQLite and Postgres, which must behave identically.

mod board_prefs;
mod claims;
mod contacts;
mod games;
mod invites;
mod ladders;
mod limits;
mod messages;
mod moderation;
mod news;
mod notifications;
mod offers;
mod ownership;
mod profiles;
pub(crate) mod ratings;
mod readers;
mod recovery;
mod reports;
mod room;
mod seat_games;
mod seat_offers;
mod sessions;
mod system;
mod tokens;
mod tournaments;
mod users;
mod vacations;

use halma::store::NewUser;

/// A player to create, with a made-up hash.
pub(crate) fn new_user<'a>(username: &'a str, password_hash: &'a str) -> NewUser<'a> {
    NewUser {
        username,
        password_hash,
        is_admin: false,
    }
}
