//! The `halma` command: the server and its tools.

use clap::{Parser, Subcommand};
use halma::{cli, config::DatabaseArgs, rules_cli, Config};

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Debug, Parser)]
#[command(name = "halma", version, about = "A play-by-web Halma server")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Print every legal move of a position, one per line.
    Moves(rules_cli::MovesArgs),
    /// Play moves from a position and print the resulting position and outcome.
    Play(rules_cli::PlayArgs),
    /// Print the move the computer player of a level chooses in a position.
    Engine(rules_cli::EngineArgs),
    /// Run the web server (migrating the database first).
    Serve(Config),
    /// Bring the database's schema up to date, then exit.
    Migrate(DatabaseArgs),
    /// Manage users: create, promote to admin, reset a password.
    Admin(cli::AdminArgs),
    /// Ask the running server whether it is healthy; exit 0 if so, 1 if not.
    Healthcheck(cli::HealthcheckArgs),
    /// Copy a SQLite database to PATH while the server runs.
    Backup(cli::BackupArgs),
    /// Run one sweep of the adjudicator (clocks, decided positions) and exit.
    Adjudicate(cli::AdjudicateArgs),
    /// Ratings: `rebuild` replays every rated game from the start.
    Ratings(cli::RatingsArgs),
}

fn main() {
    halma::store::sqlite::prepare_library();
    let cli = Cli::parse();
    let code = match cli.command {
        Command::Moves(args) => rules_cli::moves(args),
        Command::Play(args) => rules_cli::play(args),
        Command::Engine(args) => rules_cli::engine(args),
        Command::Serve(config) => cli::serve(config),
        Command::Migrate(args) => cli::migrate(args),
        Command::Admin(args) => cli::admin(args),
        Command::Healthcheck(args) => cli::healthcheck(args),
        Command::Backup(args) => cli::backup(args),
        Command::Adjudicate(args) => cli::adjudicate(args),
        Command::Ratings(args) => cli::ratings(args),
    };
    std::process::exit(code);
}
