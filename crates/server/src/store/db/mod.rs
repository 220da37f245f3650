//! The store's areas, written once over a [`Dialect`]: one file an area.
//! `Db<Sqlite>` is the SQLite store, `Db<Postgres>` the Postgres one; what
//! differs between them is in `store/sqlite.rs` and `store/postgres.rs`.

mod board_prefs;
mod claims;
mod contacts;
pub(super) mod games;
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
pub(super) mod ratings;
mod recovery;
mod reports;
mod room;
pub(super) mod seat_games;
pub(super) mod seat_offers;
mod sessions;
mod stats;
mod system;
mod tokens;
mod tournaments;
mod users;
mod vacations;

use sqlx::Pool;

use super::{
    dialect::{Dialect, Tx},
    Backend, BoardPrefsRepo, ClaimRepo, ContactRepo, GameRepo, InviteRepo, LadderRepo, LimitRepo,
    MessageRepo, ModerationRepo, NewsRepo, NotificationRepo, OfferRepo, OwnershipRepo, ProfileRepo,
    RatingRepo, RecoveryRepo, ReportRepo, RoomRepo, SeatGameRepo, SeatOfferRepo, SessionRepo,
    StatsRepo, Store, StoreError, SystemRepo, TokenRepo, TournamentRepo, UserRepo, VacationRepo,
};

/// The store on one database.
#[derive(Debug)]
pub struct Db<D: Dialect> {
    /// Where statements outside a transaction run.
    pub(super) pool: super::readers::Readers<D>,
    /// Where write transactions begin: on SQLite one connection, so that the
    /// writers of this process queue in order instead of meeting at SQLite's
    /// lock (whose busy handler sleeps while the lock stands free); on
    /// Postgres the pool the readers ([`Db::pool`]) were opened beside.
    pub(super) writer: Pool<D>,
    /// What the dialect keeps for its Submits.
    pub(super) submits: D::Submits,
    /// How a finished rated game changes its players' ratings.
    pub(super) rule: std::sync::Arc<dyn super::RatingRule>,
    /// SQLite on a file: the reads of every page and Submit (the session,
    /// the game with it, the status page's lists) made on the request's own
    /// thread (`sqlite::inline`); `None` on Postgres and for a database in
    /// memory.
    pub(super) inline: Option<super::sqlite::inline::InlineReads>,
}

impl<D: Dialect> Db<D> {
    /// Begins a write transaction. Every write goes through here.
    async fn write(&self) -> Result<Tx<D>, StoreError> {
        D::begin_write(&self.writer).await
    }
}

impl<D: Dialect> Store for Db<D> {
    fn backend(&self) -> Backend {
        D::BACKEND
    }
    fn users(&self) -> &dyn UserRepo {
        self
    }
    fn games(&self) -> &dyn GameRepo {
        self
    }
    fn offers(&self) -> &dyn OfferRepo {
        self
    }
    fn room(&self) -> &dyn RoomRepo {
        self
    }
    fn seat_games(&self) -> &dyn SeatGameRepo {
        self
    }
    fn seat_offers(&self) -> &dyn SeatOfferRepo {
        self
    }
    fn claims(&self) -> &dyn ClaimRepo {
        self
    }
    fn sessions(&self) -> &dyn SessionRepo {
        self
    }
    fn ratings(&self) -> &dyn RatingRepo {
        self
    }
    fn stats(&self) -> &dyn StatsRepo {
        self
    }
    fn invites(&self) -> &dyn InviteRepo {
        self
    }
    fn limits(&self) -> &dyn LimitRepo {
        self
    }
    fn tokens(&self) -> &dyn TokenRepo {
        self
    }
    fn system(&self) -> &dyn SystemRepo {
        self
    }
    fn profiles(&self) -> &dyn ProfileRepo {
        self
    }
    fn contacts(&self) -> &dyn ContactRepo {
        self
    }
    fn messages(&self) -> &dyn MessageRepo {
        self
    }
    fn board_prefs(&self) -> &dyn BoardPrefsRepo {
        self
    }
    fn vacations(&self) -> &dyn VacationRepo {
        self
    }
    fn notifications(&self) -> &dyn NotificationRepo {
        self
    }
    fn news(&self) -> &dyn NewsRepo {
        self
    }
    fn reports(&self) -> &dyn ReportRepo {
        self
    }
    fn moderation(&self) -> &dyn ModerationRepo {
        self
    }
    fn recovery(&self) -> &dyn RecoveryRepo {
        self
    }
    fn ownership(&self) -> &dyn OwnershipRepo {
        self
    }
    fn tournaments(&self) -> &dyn TournamentRepo {
        self
    }
    fn ladders(&self) -> &dyn LadderRepo {
        self
    }
}
