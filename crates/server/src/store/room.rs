//! The room: what a player's status page lists — their two-player games (to
//! move, waiting, finished), the invitations to them and their own offers,
//! their games for more than two, and the latest news — read in one
//! statement. Each list comes back as one JSON column, its rows in its own
//! order, so that the page costs one round trip besides the session, whatever
//! it lists.

use async_trait::async_trait;

use super::{
    news::NewsRecord,
    rows::{self, GameRecord, OfferRecord},
    seat_games::{seat_summaries, SeatGameSummaryRecord, SeatNameRecord},
    NewsRow, OfferRow, PlayerGames, SeatGameSummary, StoreError,
};
use crate::model::UserId;

/// How many of the longer lists the room shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoomShown {
    /// Finished two-player games, the latest first.
    pub finished: i64,
    /// Games for more than two.
    pub seat_games: i64,
    /// News items, the newest first.
    pub news: i64,
}

/// A player's room, as [`RoomRepo::room`] reads it.
#[derive(Debug, Clone, Default)]
pub struct Room {
    pub games: PlayerGames,
    pub invitations: Vec<OfferRow>,
    pub offers: Vec<OfferRow>,
    pub seat_games: Vec<SeatGameSummary>,
    pub news: Vec<NewsRow>,
}

/// The room's storage.
#[async_trait]
pub trait RoomRepo: Send + Sync {
    /// `user`'s room in one statement: the same lists, in the same orders, as
    /// `GameRepo::player_games`, `OfferRepo::player_offers`,
    /// `SeatGameRepo::seat_games_of` and `NewsRepo::news` read apart.
    async fn room(&self, user: UserId, shown: RoomShown) -> Result<Room, StoreError>;
}

/// The room's one row: a JSON array a list.
#[derive(sqlx::FromRow)]
pub(crate) struct RoomRecord {
    games: String,
    offers: String,
    seat_games: String,
    seat_names: String,
    news: String,
}

impl RoomRecord {
    /// The record read on the request's own thread (SQLite).
    pub(crate) fn from_named(r: &super::sqlite::inline::Named<'_>) -> rusqlite::Result<Self> {
        Ok(RoomRecord {
            games: r.get("games")?,
            offers: r.get("offers")?,
            seat_games: r.get("seat_games")?,
            seat_names: r.get("seat_names")?,
            news: r.get("news")?,
        })
    }

    /// The lists, as `user` sees them.
    pub(crate) fn into_room(self, user: UserId) -> Result<Room, StoreError> {
        let games: Vec<(i64, GameRecord)> = json(&self.games)?;
        let offers: Vec<(i64, OfferRecord)> = json(&self.offers)?;
        let seat_games: Vec<SeatGameSummaryRecord> = json(&self.seat_games)?;
        let seat_names: Vec<SeatNameRecord> = json(&self.seat_names)?;
        let news: Vec<NewsRecord> = json(&self.news)?;
        let (invitations, offers) = rows::player_offers(offers)?;
        Ok(Room {
            games: rows::player_games(games, user)?,
            invitations,
            offers,
            seat_games: seat_summaries(seat_games, seat_names)?,
            news: news.into_iter().map(NewsRow::from).collect(),
        })
    }
}

/// A list as the statement wrote it.
fn json<T: serde::de::DeserializeOwned>(list: &str) -> Result<Vec<T>, StoreError> {
    serde_json::from_str(list).map_err(|e| StoreError::Corrupt(format!("room list: {e}")))
}

pub mod sql {
    //! The room's statement. The two databases differ only in the names of
    //! their JSON functions; each list is aggregated as text (`string_agg`,
    //! which SQLite has since 3.44) in its own order.

    use std::sync::LazyLock;

    use super::super::{
        news::{sql as news, NewsRecord},
        rows::{fields_of, GameRecord, OfferRecord},
        seat_games::{sql as seats, SeatGameSummaryRecord, SeatNameRecord},
        sql, Backend,
    };

    /// `$1` the player, `$2` how many finished games, `$3` how many games for
    /// more than two, `$4` how many news items: the room, on `backend`.
    pub fn room(backend: Backend) -> &'static str {
        match backend {
            Backend::Sqlite => SQLITE.as_str(),
            Backend::Postgres => POSTGRES.as_str(),
        }
    }

    static SQLITE: LazyLock<String> =
        LazyLock::new(|| statement("json_object", "json_array", exact_real));
    static POSTGRES: LazyLock<String> =
        LazyLock::new(|| statement("json_build_object", "json_build_array", |f| f.to_owned()));

    /// The column `f` as SQLite should write it into JSON: its own
    /// `json_object` writes a real number with 15 digits (a rating read back
    /// would differ in its last places), so a real is written with 17, which
    /// read back give the same number. (Postgres writes the shortest digits
    /// that read back the same, and serde_json reads them exactly. Ratings are
    /// finite: neither writes NaN as a number.)
    fn exact_real(f: &str) -> String {
        format!("CASE WHEN typeof({f}) = 'real' THEN json(printf('%!.17g', {f})) ELSE {f} END")
    }

    fn statement(object: &str, array: &str, value: fn(&str) -> String) -> String {
        // Each record's fields are the columns its list's statement names.
        let record = |fields: &[&str]| {
            let pairs: Vec<String> = fields
                .iter()
                .map(|f| format!("'{f}', {}", value(&format!("l.{f}"))))
                .collect();
            format!("{object}({})", pairs.join(", "))
        };
        let listed = |fields: &[&str]| format!("{array}(l.list, {})", record(fields));
        format!(
            "SELECT {} AS games, {} AS offers, {} AS seat_games, {} AS seat_names, {} AS news",
            list(
                &listed(fields_of::<GameRecord>()),
                &sql::PLAYER_GAMES,
                sql::PLAYER_GAMES_ORDER
            ),
            list(
                &listed(fields_of::<OfferRecord>()),
                &sql::PLAYER_OFFERS,
                sql::PLAYER_OFFERS_ORDER
            ),
            list(
                &record(fields_of::<SeatGameSummaryRecord>()),
                &seats::games_of_player("$3"),
                &seats::games_of_order("")
            ),
            list(
                &record(fields_of::<SeatNameRecord>()),
                &seats::names_of_games_of_player("$3"),
                "game_id, seat"
            ),
            list(
                &record(fields_of::<NewsRecord>()),
                &news::latest("$4"),
                news::LATEST_ORDER
            ),
        )
    }

    /// The rows of `from` as one JSON array of `element`s, in `order`.
    fn list(element: &str, from: &str, order: &str) -> String {
        format!(
            "(SELECT '[' || COALESCE(string_agg(CAST({element} AS TEXT), ',' ORDER BY {order}), '') \
             || ']' FROM ({from}) AS l)"
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each record is written as one JSON object of its fields: Postgres's
    /// `json_build_object` takes at most 100 arguments (50 fields), and a
    /// record serde cannot name the fields of (a `flatten`ed one) would be
    /// written empty.
    #[test]
    fn every_record_of_the_room_names_its_fields_within_the_limit() {
        use rows::fields_of;
        for (record, fields) in [
            ("game", fields_of::<GameRecord>()),
            ("offer", fields_of::<OfferRecord>()),
            ("seat game", fields_of::<SeatGameSummaryRecord>()),
            ("seat name", fields_of::<SeatNameRecord>()),
            ("news", fields_of::<NewsRecord>()),
        ] {
            assert!((1..=50).contains(&fields.len()), "{record}: {fields:?}");
        }
        assert!(fields_of::<GameRecord>().contains(&"opponent_volatility"));
    }
}
