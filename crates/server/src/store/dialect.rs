//! What differs between the two databases, in one place: a [`Dialect`] is
//! SQLite or Postgres, and the store's areas (`store/db/`) are written once
//! over it. Statements are built as with sqlx (`query`, `query_as`,
//! `query_scalar`, then `bind` and a fetch), but their values and rows are
//! checked against both databases at once ([`Param`], [`Record`]), so a
//! statement that compiles runs on either.
//!
//! The dialects themselves (`store/sqlite.rs`, `store/postgres.rs`) keep what
//! really differs: opening the database, how a write transaction begins, the
//! locks Postgres needs under READ COMMITTED (SQLite's writers already take
//! turns), the Submit's write, a few SQL fragments, and backups.

use std::{future::Future, marker::PhantomData};

use futures_util::{
    future::{ready, Either},
    FutureExt, TryFutureExt,
};

use sqlx::{
    error::BoxDynError, pool::PoolConnection, postgres::PgRow, sqlite::SqliteRow, Database, Encode,
    FromRow, Pool, Postgres, Sqlite, Transaction, Type,
};

use super::{readers::Readers, Backend, MoveCommit, StoreError, UserId};

/// A write transaction, as [`Dialect::begin_write`] opens it.
pub type Tx<D> = Transaction<'static, D>;

/// A value a statement binds, on either database.
pub trait Param<'q>:
    'q + Send + Encode<'q, Sqlite> + Type<Sqlite> + Encode<'q, Postgres> + Type<Postgres>
{
}

impl<'q, T> Param<'q> for T where
    T: 'q + Send + Encode<'q, Sqlite> + Type<Sqlite> + Encode<'q, Postgres> + Type<Postgres>
{
}

/// A row a statement reads, on either database (`#[derive(FromRow)]`, or a
/// tuple of values both decode).
pub trait Record:
    'static + Send + Unpin + for<'r> FromRow<'r, SqliteRow> + for<'r> FromRow<'r, PgRow>
{
}

impl<T> Record for T where
    T: 'static + Send + Unpin + for<'r> FromRow<'r, SqliteRow> + for<'r> FromRow<'r, PgRow>
{
}

/// Where a statement runs: a connection lent for it ([`Readers`]), or a
/// transaction's.
pub enum On<'a, D: Database> {
    Pool(&'a Readers<D>),
    Conn(&'a mut D::Connection),
}

impl<'a, D: Database> From<&'a Readers<D>> for On<'a, D> {
    fn from(readers: &'a Readers<D>) -> Self {
        On::Pool(readers)
    }
}

impl<'a, 'c, D: Database> From<&'a mut Transaction<'c, D>> for On<'a, D> {
    fn from(tx: &'a mut Transaction<'c, D>) -> Self {
        On::Conn(&mut **tx)
    }
}

impl<'a, D: Database> From<&'a mut PoolConnection<D>> for On<'a, D> {
    fn from(conn: &'a mut PoolConnection<D>) -> Self {
        On::Conn(&mut **conn)
    }
}

/// What a transaction locks before it counts or decides, so that two writers
/// (in any process) take turns. Postgres takes the lock, until commit; on
/// SQLite every write transaction already holds the database's one write
/// lock (`BEGIN IMMEDIATE`), so there it is nothing.
#[derive(Debug, Clone, Copy)]
pub enum Lock<'a> {
    /// A player's row: their offers, messages, tournaments are counted.
    User(UserId),
    /// A tournament's row: its last place, its next game.
    Tournament(super::TournamentId),
    /// A name (an advisory lock on its hash): Auto-Match's terms, one
    /// creator's announcements.
    Name(&'a str),
    /// The limits' buckets, always in the same order.
    Buckets(&'a [&'a str]),
    /// The ratings while they are rebuilt.
    Ratings,
}

/// One of the two databases, and what the store does differently on it.
pub trait Dialect: Database + super::readers::Prepare {
    /// Which database this is.
    const BACKEND: Backend;
    /// Appended to a `SELECT` that reads rows to change (Postgres: `FOR UPDATE`).
    const FOR_UPDATE: &'static str;
    /// Appended to the outbox's claim so that senders in several processes
    /// skip each other's mails (Postgres: `FOR UPDATE SKIP LOCKED`).
    const SKIP_LOCKED: &'static str;
    /// The next number of the ratings' order.
    const NEXT_RATING_SEQ: &'static str;
    /// What the store keeps besides its pools (SQLite: the queue of moves
    /// waiting for its one writer).
    type Submits: Send + Sync + std::fmt::Debug;

    /// Opens the database the URL names.
    fn open(
        url: &str,
        rule: std::sync::Arc<dyn super::RatingRule>,
    ) -> impl Future<Output = Result<super::db::Db<Self>, StoreError>> + Send;

    /// Brings the schema up to date (`migrations/sqlite`, `migrations/postgres`).
    fn migrate(writer: &Pool<Self>) -> impl Future<Output = Result<(), StoreError>> + Send + '_;

    /// Begins a transaction that will write.
    fn begin_write(
        writer: &Pool<Self>,
    ) -> impl Future<Output = Result<Tx<Self>, StoreError>> + Send + '_;

    /// Takes the lock, until the transaction ends.
    fn lock<'a>(
        tx: &'a mut Tx<Self>,
        lock: Lock<'a>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send + 'a;

    /// Records a Submit (see [`super::GameRepo::record_move`]).
    fn record_move(
        db: &super::db::Db<Self>,
        commit: MoveCommit,
    ) -> impl Future<Output = Result<(), StoreError>> + Send + '_;

    /// What the database holds now ([`super::Generation`]).
    fn generation(
        db: &super::db::Db<Self>,
    ) -> impl Future<Output = Result<super::Generation, StoreError>> + Send + '_;

    /// Copies the database to a file, where the database can.
    fn backup<'a>(
        db: &'a super::db::Db<Self>,
        path: &'a std::path::Path,
    ) -> impl Future<Output = Result<(), StoreError>> + Send + 'a;

    /// Adds a value to a statement's arguments.
    fn bind<'q, T: Param<'q>>(args: &mut Self::Arguments<'q>, value: T) -> Result<(), BoxDynError>;

    /// Runs a statement; the number of rows it changed.
    fn execute<'q: 'a, 'a>(
        sql: &'q str,
        args: Self::Arguments<'q>,
        conn: &'a mut Self::Connection,
    ) -> impl Future<Output = Result<u64, sqlx::Error>> + Send + 'a;

    /// Runs a query; every row.
    fn fetch_all<'q: 'a, 'a, R: Record>(
        sql: &'q str,
        args: Self::Arguments<'q>,
        conn: &'a mut Self::Connection,
    ) -> impl Future<Output = Result<Vec<R>, sqlx::Error>> + Send + 'a;

    /// Runs a query; its first row, if any.
    fn fetch_optional<'q: 'a, 'a, R: Record>(
        sql: &'q str,
        args: Self::Arguments<'q>,
        conn: &'a mut Self::Connection,
    ) -> impl Future<Output = Result<Option<R>, sqlx::Error>> + Send + 'a;
}

/// The future of `$run`, a statement run on `$conn`: the transaction's
/// connection `$on` names, or one lent for this statement and given back as
/// the statement ended ([`Readers`]).
macro_rules! on_connection {
    ($on:expr, |$conn:ident| $run:expr) => {
        async move {
            match $on {
                On::Pool(readers) => {
                    let mut lent = readers.lend().await?;
                    let $conn = &mut *lent;
                    let done = $run.await;
                    lent.finished(done)
                }
                On::Conn($conn) => $run.await,
            }
        }
    };
}

/// A statement and its values, before it runs.
pub struct Query<'q, D: Database> {
    sql: &'q str,
    args: D::Arguments<'q>,
    /// The first value that could not be bound: the statement fails with it.
    error: Option<BoxDynError>,
}

/// A statement that changes rows (or a query whose rows are not read).
pub fn query<'q, D: Database>(sql: &'q str) -> Query<'q, D> {
    Query {
        sql,
        args: Default::default(),
        error: None,
    }
}

/// A query whose rows are read as `R`.
pub fn query_as<'q, D: Database, R>(sql: &'q str) -> QueryAs<'q, D, R> {
    QueryAs(query(sql), PhantomData)
}

/// A query whose rows are one value each, read as `O`.
pub fn query_scalar<'q, D: Database, O>(sql: &'q str) -> QueryScalar<'q, D, O> {
    QueryScalar(query(sql), PhantomData)
}

/// What a statement changed.
#[derive(Debug, Clone, Copy)]
pub struct Done(u64);

impl Done {
    pub fn rows_affected(&self) -> u64 {
        self.0
    }
}

impl<'q, D: Dialect> Query<'q, D> {
    pub fn bind<T: Param<'q>>(mut self, value: T) -> Self {
        if self.error.is_none() {
            self.error = D::bind(&mut self.args, value).err();
        }
        self
    }

    /// The arguments, or the error of the first value that could not be bound.
    fn parts(self) -> Result<(&'q str, D::Arguments<'q>), sqlx::Error> {
        match self.error {
            Some(e) => Err(sqlx::Error::Encode(e)),
            None => Ok((self.sql, self.args)),
        }
    }

    // The fetches below are plain functions that hand back the dialect's
    // future, not `async fn`s: an `async fn` with a bound between two
    // lifetimes cannot yet be proven `Send` (rust-lang/rust#100013).

    pub fn execute<'a, E: Into<On<'a, D>>>(
        self,
        on: E,
    ) -> impl Future<Output = Result<Done, sqlx::Error>> + Send + 'a + use<'q, 'a, D, E>
    where
        'q: 'a,
    {
        let on: On<'a, D> = on.into();
        match self.parts() {
            Ok((sql, args)) => {
                Either::Left(on_connection!(on, |conn| D::execute(sql, args, conn)).map_ok(Done))
            }
            Err(e) => Either::Right(ready(Err(e))),
        }
    }

    fn fetch_all<'a, R: Record, E: Into<On<'a, D>>>(
        self,
        on: E,
    ) -> impl Future<Output = Result<Vec<R>, sqlx::Error>> + Send + 'a + use<'q, 'a, D, R, E>
    where
        'q: 'a,
    {
        let on: On<'a, D> = on.into();
        match self.parts() {
            Ok((sql, args)) => {
                Either::Left(on_connection!(on, |conn| D::fetch_all(sql, args, conn)))
            }
            Err(e) => Either::Right(ready(Err(e))),
        }
    }

    fn fetch_optional<'a, R: Record, E: Into<On<'a, D>>>(
        self,
        on: E,
    ) -> impl Future<Output = Result<Option<R>, sqlx::Error>> + Send + 'a + use<'q, 'a, D, R, E>
    where
        'q: 'a,
    {
        let on: On<'a, D> = on.into();
        match self.parts() {
            Ok((sql, args)) => Either::Left(on_connection!(on, |conn| D::fetch_optional(
                sql, args, conn
            ))),
            Err(e) => Either::Right(ready(Err(e))),
        }
    }
}

/// The first row, or `RowNotFound`.
fn one<T>(row: Result<Option<T>, sqlx::Error>) -> Result<T, sqlx::Error> {
    row?.ok_or(sqlx::Error::RowNotFound)
}

/// A query read as rows of `R`.
pub struct QueryAs<'q, D: Database, R>(Query<'q, D>, PhantomData<fn() -> R>);

impl<'q, D: Dialect, R: Record> QueryAs<'q, D, R> {
    pub fn bind<T: Param<'q>>(self, value: T) -> Self {
        Self(self.0.bind(value), PhantomData)
    }

    pub fn fetch_all<'a, E: Into<On<'a, D>>>(
        self,
        on: E,
    ) -> impl Future<Output = Result<Vec<R>, sqlx::Error>> + Send + 'a + use<'q, 'a, D, R, E>
    where
        'q: 'a,
    {
        self.0.fetch_all(on)
    }

    pub fn fetch_optional<'a, E: Into<On<'a, D>>>(
        self,
        on: E,
    ) -> impl Future<Output = Result<Option<R>, sqlx::Error>> + Send + 'a + use<'q, 'a, D, R, E>
    where
        'q: 'a,
    {
        self.0.fetch_optional(on)
    }

    pub fn fetch_one<'a, E: Into<On<'a, D>>>(
        self,
        on: E,
    ) -> impl Future<Output = Result<R, sqlx::Error>> + Send + 'a + use<'q, 'a, D, R, E>
    where
        'q: 'a,
    {
        self.0.fetch_optional(on).map(one)
    }
}

/// A query read as one value a row.
pub struct QueryScalar<'q, D: Database, O>(Query<'q, D>, PhantomData<fn() -> O>);

impl<'q, D: Dialect, O> QueryScalar<'q, D, O>
where
    (O,): Record,
{
    pub fn bind<T: Param<'q>>(self, value: T) -> Self {
        Self(self.0.bind(value), PhantomData)
    }

    pub fn fetch_all<'a, E: Into<On<'a, D>>>(
        self,
        on: E,
    ) -> impl Future<Output = Result<Vec<O>, sqlx::Error>> + Send + 'a + use<'q, 'a, D, O, E>
    where
        'q: 'a,
    {
        self.0
            .fetch_all(on)
            .map_ok(|rows: Vec<(O,)>| rows.into_iter().map(|(o,)| o).collect())
    }

    pub fn fetch_optional<'a, E: Into<On<'a, D>>>(
        self,
        on: E,
    ) -> impl Future<Output = Result<Option<O>, sqlx::Error>> + Send + 'a + use<'q, 'a, D, O, E>
    where
        'q: 'a,
    {
        self.0
            .fetch_optional(on)
            .map_ok(|row: Option<(O,)>| row.map(|(o,)| o))
    }

    pub fn fetch_one<'a, E: Into<On<'a, D>>>(
        self,
        on: E,
    ) -> impl Future<Output = Result<O, sqlx::Error>> + Send + 'a + use<'q, 'a, D, O, E>
    where
        'q: 'a,
    {
        self.fetch_optional(on).map(one)
    }
}
