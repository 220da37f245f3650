//! The ids of users, games, offers and claims: random UUIDs, one type each, so
//! that a game id is never taken for a user id. Each binds and reads as itself
//! on both databases: hyphenated text on SQLite, a native `UUID` on Postgres.

use std::fmt;

use serde::{Deserialize, Serialize};
use sqlx::{
    encode::IsNull,
    error::BoxDynError,
    postgres::{PgArgumentBuffer, PgTypeInfo, PgValueRef},
    sqlite::{SqliteArgumentValue, SqliteTypeInfo, SqliteValueRef},
    Decode, Encode, Postgres, Sqlite, Type,
};
use uuid::Uuid;

macro_rules! id_type {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub Uuid);

        impl $name {
            /// A fresh random id.
            pub fn new() -> Self {
                Self(Uuid::new_v4())
            }
        }

        impl Default for $name {
            fn default() -> Self {
                Self::new()
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }

        impl std::str::FromStr for $name {
            type Err = uuid::Error;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                Uuid::parse_str(s).map(Self)
            }
        }

        impl Type<Sqlite> for $name {
            fn type_info() -> SqliteTypeInfo {
                <String as Type<Sqlite>>::type_info()
            }
            fn compatible(ty: &SqliteTypeInfo) -> bool {
                <String as Type<Sqlite>>::compatible(ty)
            }
        }

        impl<'q> Encode<'q, Sqlite> for $name {
            fn encode_by_ref(
                &self,
                buf: &mut Vec<SqliteArgumentValue<'q>>,
            ) -> Result<IsNull, BoxDynError> {
                <String as Encode<'q, Sqlite>>::encode(self.0.hyphenated().to_string(), buf)
            }
        }

        impl<'r> Decode<'r, Sqlite> for $name {
            fn decode(value: SqliteValueRef<'r>) -> Result<Self, BoxDynError> {
                let text = <&str as Decode<'r, Sqlite>>::decode(value)?;
                Ok(Self(Uuid::parse_str(text)?))
            }
        }

        // Bound and read on a request's own thread (`store::sqlite::inline`),
        // as hyphenated text like sqlx's.
        impl rusqlite::types::ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
                Ok(rusqlite::types::ToSqlOutput::from(
                    self.0.hyphenated().to_string(),
                ))
            }
        }

        impl rusqlite::types::FromSql for $name {
            fn column_result(
                value: rusqlite::types::ValueRef<'_>,
            ) -> rusqlite::types::FromSqlResult<Self> {
                let text = value.as_str()?;
                Uuid::parse_str(text)
                    .map(Self)
                    .map_err(|e| rusqlite::types::FromSqlError::Other(Box::new(e)))
            }
        }

        impl Type<Postgres> for $name {
            fn type_info() -> PgTypeInfo {
                <Uuid as Type<Postgres>>::type_info()
            }
        }

        impl<'q> Encode<'q, Postgres> for $name {
            fn encode_by_ref(&self, buf: &mut PgArgumentBuffer) -> Result<IsNull, BoxDynError> {
                <Uuid as Encode<'q, Postgres>>::encode_by_ref(&self.0, buf)
            }
        }

        impl<'r> Decode<'r, Postgres> for $name {
            fn decode(value: PgValueRef<'r>) -> Result<Self, BoxDynError> {
                Ok(Self(<Uuid as Decode<'r, Postgres>>::decode(value)?))
            }
        }
    };
}

id_type!(
    /// A user's id.
    UserId
);
id_type!(
    /// A game's id.
    GameId
);
id_type!(
    /// A waiting-room offer's id (an open game, an invitation, or an
    /// Auto-Match request).
    OfferId
);
id_type!(
    /// A draw claim's id.
    ClaimId
);
id_type!(
    /// An audit-log entry's id.
    AuditId
);
id_type!(
    /// One attempt counted against limits (a log-in, a sign-up), in every
    /// bucket it went into.
    AttemptId
);
id_type!(
    /// A personal API token's id (not the token, which is never stored).
    TokenId
);
id_type!(
    /// A private conversation between two players.
    ThreadId
);
id_type!(
    /// One message of a thread.
    MessageId
);
id_type!(
    /// A news item the admins posted.
    NewsId
);
id_type!(
    /// A player's report of a profile, a message or a chat line.
    ReportId
);
id_type!(
    /// A tournament.
    TournamentId
);
id_type!(
    /// A ladder challenge (its game has an id of its own).
    ChallengeId
);
