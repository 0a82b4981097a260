//! `alquerque perft DEPTH`: counts the move paths to each depth from 1 to DEPTH.

use alquerque_core::perft;

use crate::cmd::position::PositionArgs;
use crate::failure::{Failure, Outcome};

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
pub fn run(args: PerftArgs) -> Outcome {
    let pos = args.position.position().map_err(Failure::Usage)?;
    for d in 1..=args.depth {
        outln!("{d} {}", perft(&pos, d));
    }
    Ok(())
}
