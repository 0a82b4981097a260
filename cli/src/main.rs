//! `alquerque`: play Alquerque in the terminal, learn it, speak the Qirkat text protocol,
//! count perft, benchmark the engine and run engine matches.

// Standard output is written only through `out!`/`outln!` (see `out`), which a closed pipe or
// a full disk cannot turn into a panic; the lint keeps a new `println!` from slipping in.
#![deny(clippy::print_stdout)]

// `out!` and `outln!` are the library's, like the output they write to.
#[macro_use]
extern crate alquerque_cli;

mod cmd;
mod interrupt;
mod players;

// The protocol, the terminal's input, the bounded files, standard output and the failures are
// the library's (src/lib.rs), so the fuzz target reads input through the same code as the
// program.
use alquerque_cli::{failure, files, out, qirkat, term};

use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "alquerque",
    version,
    about = "Alquerque (Qirkat): play, protocol, perft, benchmarks, engine matches and the levels' ladder"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play a game in the terminal against the AI, or against a friend.
    Play(cmd::play::PlayArgs),
    /// Speak the classic Qirkat text protocol on standard input and output.
    Qirkat(cmd::qirkat::QirkatArgs),
    /// Count move paths to each depth from 1 to DEPTH.
    Perft(cmd::perft::PerftArgs),
    /// Print engine speed figures, one per line.
    Bench(cmd::bench::BenchArgs),
    /// Play engine configurations against each other and report the Elo difference.
    Match(cmd::matches::MatchArgs),
    /// Measure the levels' ladder: each level against the one below and against the original
    /// app's AI, with each level's rating.
    Ladder(cmd::ladder::LadderArgs),
    /// Prove who wins (the start by default) with proof-number search, write the proof as a
    /// certificate, or check a certificate independently.
    Solve(cmd::solve::SolveArgs),
    /// Review a saved game: print its record with every move marked (best, good, inaccuracy,
    /// mistake, blunder, only move) and the mover's expected result before and after it.
    Review(cmd::review::ReviewArgs),
    /// Solve "find the forced win" puzzles, or make a puzzle set with `generate`.
    Puzzles(cmd::puzzles::PuzzlesArgs),
    /// Learn to play: a lesson of a few short steps, each asking for a move.
    Learn(cmd::learn::LearnArgs),
    /// Endgame tables: build them (every position with at most N pieces) or probe a file.
    Tables(cmd::tables::TablesArgs),
    /// The endgame trainer: win a position of few pieces against the endgame tables' perfect
    /// defence, each move judged at once.
    Endgame(cmd::endgame::EndgameArgs),
}

impl Command {
    /// The command's name in what it says on standard error: `alquerque NAME: ...`.
    fn name(&self) -> &'static str {
        match self {
            Command::Play(_) => "play",
            Command::Qirkat(_) => "qirkat",
            Command::Perft(_) => "perft",
            Command::Bench(_) => "bench",
            Command::Match(_) => "match",
            Command::Ladder(_) => "ladder",
            Command::Solve(_) => "solve",
            Command::Review(_) => "review",
            Command::Puzzles(args) => args.name(),
            Command::Learn(_) => "learn",
            Command::Tables(_) => "tables",
            Command::Endgame(_) => "endgame",
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let name = cli.command.name();
    let outcome = match cli.command {
        Command::Play(args) => cmd::play::run(args),
        Command::Qirkat(args) => cmd::qirkat::run(args),
        Command::Perft(args) => cmd::perft::run(args),
        Command::Bench(args) => cmd::bench::run(args),
        Command::Match(args) => cmd::matches::run(args),
        Command::Ladder(args) => cmd::ladder::run(args),
        Command::Solve(args) => cmd::solve::run(args),
        Command::Review(args) => cmd::review::run(args),
        Command::Puzzles(args) => cmd::puzzles::run(args),
        Command::Learn(args) => cmd::learn::run(args),
        Command::Tables(args) => cmd::tables::run(args),
        Command::Endgame(args) => cmd::endgame::run(args),
    };
    failure::exit_code(name, out::finish(outcome))
}
