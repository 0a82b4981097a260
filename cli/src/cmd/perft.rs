//! `alquerque perft DEPTH`: counts the move paths to each depth from 1 to DEPTH.

use std::process::ExitCode;

use alquerque_core::perft;

use crate::cmd::position::PositionArgs;

/// Arguments of `alquerque perft`.
#[derive(clap::Args)]
pub struct PerftArgs {
    /// The deepest depth to count (1 to 20: each depth takes about five times the one
    /// before; 14 takes a fraction of a second).
    #[arg(value_parser = clap::value_parser!(u32).range(1..=20))]
    depth: u32,
    #[command(flatten)]
    position: PositionArgs,
}

/// Runs `alquerque perft`.
pub fn run(args: PerftArgs) -> ExitCode {
    let pos = match args.position.position() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("alquerque perft: {e}");
            return ExitCode::from(2);
        }
    };
    for d in 1..=args.depth {
        println!("{d} {}", perft(&pos, d));
    }
    ExitCode::SUCCESS
}
