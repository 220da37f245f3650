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

use halma::store::{Backend, NewUser};

use crate::support::{PlanArg, TestDb};

/// Asserts that each statement (what it does, its SQL, its parameters) finds
/// its row of `table` by the primary key and through no other index of the
/// table, as the server's connections plan it.
pub(crate) async fn found_by_primary_key(
    db: &TestDb,
    table: &str,
    statements: &[(&str, &str, Vec<PlanArg<'_>>)],
) {
    for (what, statement, args) in statements {
        let plan = db.query_plan(statement, args, &[]).await;
        let key = match db.backend {
            Backend::Postgres => format!("using {table}_pkey on {table}"),
            Backend::Sqlite => format!("USING INDEX sqlite_autoindex_{table}_1 (id=?)"),
        };
        // Any read of the table: Postgres's scan nodes; SQLite's SCAN and
        // SEARCH of it by name, or (under an alias) through one of its indexes.
        let reads = |line: &str| match db.backend {
            Backend::Postgres => {
                line.contains("Scan") && format!("{line} ").contains(&format!(" on {table} "))
            }
            Backend::Sqlite => {
                let mut words = line.split_whitespace();
                matches!(words.next(), Some("SCAN" | "SEARCH"))
                    && (words.next() == Some(table)
                        || line.contains(&format!(" {table}_"))
                        || line.contains(&format!("_{table}_1 ")))
            }
        };
        let by_key = plan.iter().any(|l| l.contains(&key));
        let otherwise: Vec<&String> = plan
            .iter()
            .filter(|l| reads(l) && !l.contains(&key))
            .collect();
        assert!(
            by_key && otherwise.is_empty(),
            "{what}: {statement}\n{}",
            plan.join("\n")
        );
    }
}

/// A player to create, with a made-up hash.
pub(crate) fn new_user<'a>(username: &'a str, password_hash: &'a str) -> NewUser<'a> {
    NewUser {
        username,
        password_hash,
        is_admin: false,
    }
}
