//! The halma play-by-web server.

pub mod rules_cli;
