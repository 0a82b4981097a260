//! `alquerque`: play Alquerque in the terminal, speak the Qirkat text protocol, count perft,
//! benchmark the engine and run engine matches.

mod baseline;
mod bench;
mod board;
mod input;
mod matches;
mod play;
mod puzzles;
mod qirkat;
mod qirkat_board;
mod review;
mod solve;
mod spec;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use alquerque_core::perft;

use qirkat_board::PositionArgs;

#[derive(Parser)]
#[command(
    name = "alquerque",
    version,
    about = "Alquerque (Qirkat): play, protocol, perft, benchmarks and engine matches"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play a game in the terminal against the AI, or against a friend.
    Play(play::PlayArgs),
    /// Speak the classic Qirkat text protocol on standard input and output.
    Qirkat {
        /// A graphical display (not offered: exits with status 2, as the protocol requires).
        #[arg(long)]
        display: bool,
    },
    /// Count move paths to each depth from 1 to DEPTH.
    Perft {
        /// The deepest depth to count (1 to 20: each depth takes about five times the one
        /// before; 14 takes a fraction of a second).
        #[arg(value_parser = clap::value_parser!(u32).range(1..=20))]
        depth: u32,
        #[command(flatten)]
        position: PositionArgs,
    },
    /// Print engine speed figures, one per line.
    Bench(bench::BenchArgs),
    /// Play engine configurations against each other and report the Elo difference.
    Match(matches::MatchArgs),
    /// Prove who wins (the start by default) with proof-number search, write the proof as a
    /// certificate, or check a certificate independently.
    Solve(solve::SolveArgs),
    /// Review a saved game: print its record with every move marked (best, good, inaccuracy,
    /// mistake, blunder, only move) and the mover's expected result before and after it.
    Review(review::ReviewArgs),
    /// Solve "find the forced win" puzzles, or make a puzzle set with `generate`.
    Puzzles(puzzles::PuzzlesArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Play(args) => play::run(args),
        Command::Qirkat { display } => {
            if display {
                eprintln!("alquerque qirkat has no graphical display; use `alquerque play`");
                return ExitCode::from(2);
            }
            match qirkat::run_stdio() {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
                Err(e) => {
                    // On a line of its own: the prompt before it has no newline.
                    eprintln!("\nalquerque qirkat: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Command::Perft { depth, position } => {
            let pos = match position.position() {
                Ok(p) => p,
                Err(e) => {
                    eprintln!("alquerque perft: {e}");
                    return ExitCode::from(2);
                }
            };
            for d in 1..=depth {
                println!("{d} {}", perft(&pos, d));
            }
            ExitCode::SUCCESS
        }
        Command::Bench(args) => bench::run(args),
        Command::Match(args) => matches::run(args),
        Command::Solve(args) => solve::run(args),
        Command::Review(args) => review::run(args),
        Command::Puzzles(args) => puzzles::run(args),
    }
}
