//! The integration tests: one binary, a module per area, so that the suite links once.

#[macro_use]
mod support;

mod accounts;
mod adjudicator;
mod api;
mod boards;
mod bot;
mod cli_rules;
mod clocks;
mod club;
mod compose;
mod computer;
mod connections;
mod domain;
mod e2e;
mod errors;
mod game_page;
mod games;
mod i18n;
mod i18n_account;
mod i18n_club;
mod i18n_game;
mod i18n_room;
mod i18n_rules;
mod ladders;
mod layering;
mod moderation;
mod notifications;
mod operator;
mod own_account;
mod pages;
mod processes;
mod ratings;
mod records;
mod seat_boards;
mod seat_game_page;
mod seat_play;
mod seat_ratings;
mod seat_room;
mod star_games;
mod stats;
mod status;
mod store;
mod tournaments;
mod waiting_room;
