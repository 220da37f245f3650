//! The `halma` command: the server and its tools.

use clap::{Parser, Subcommand};
use halma::rules_cli;

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
}

fn main() {
    let cli = Cli::parse();
    let code = match cli.command {
        Command::Moves(args) => rules_cli::moves(args),
        Command::Play(args) => rules_cli::play(args),
    };
    std::process::exit(code);
}
