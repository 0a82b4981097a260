//! `alquerque review FILE`: the engine goes over a saved game and prints its record annotated
//! with every ply's mark and values; `review` in `alquerque play` does the same for the game
//! on the board. The review itself is the core's (`ai::review`); this only shows it.

use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use alquerque_core::review::{
    annotated_record, start_review, Mark, Review, ReviewHandle, ReviewParams,
};
use alquerque_core::{Color, Game};

use crate::failure::{Failure, Outcome, Status};
use crate::files::Destination;

/// Arguments of `alquerque review`.
#[derive(clap::Args)]
pub struct ReviewArgs {
    /// The game record to review (as `alquerque play` saves it; comments are allowed).
    file: PathBuf,
    /// Also write the annotated record to this file.
    #[arg(long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// Seed of the engine: the same game and seed give the same review.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Tree-search iterations per position (default: the apps' budget, 20000).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=100_000_000))]
    iterations: Option<u64>,
}

/// Reviews `game` with the engine seeded with `seed`, showing progress on standard error when
/// it is a terminal. Ctrl-C stops it with the plies reviewed so far (the review is then not
/// complete) instead of ending the program.
pub fn review_with_progress(game: &Game, params: ReviewParams, seed: u64) -> Review {
    let tty = io::stderr().is_terminal();
    let handle = start_review(game.clone(), params, seed, None, None);
    let (review, _) = crate::interrupt::catching(|stop| {
        // Said once Ctrl-C is caught, so it is true from the moment it is read.
        let n = game.moves().len();
        let moves = if n == 1 { "move" } else { "moves" };
        eprintln!("Reviewing {n} {moves}; Ctrl-C stops and keeps the moves reviewed.");
        review_until_done(&handle, stop, tty)
    });
    if tty {
        eprint!("\r{:40}\r", "");
    }
    review
}

/// Waits for the review of `handle`, cancelling it once `stop` is set, and shows its progress
/// on a terminal.
fn review_until_done(handle: &ReviewHandle, stop: &AtomicBool, tty: bool) -> Review {
    loop {
        if stop.load(Ordering::Relaxed) {
            handle.cancel();
        }
        if let Some(r) = handle.wait_timeout(Duration::from_millis(100)) {
            break r;
        }
        if tty {
            if let Some(p) = handle.progress() {
                eprint!(
                    "\r  reviewing: position {} of {}   ",
                    p.positions_done, p.positions
                );
                let _ = io::stderr().flush();
            }
        }
    }
}

/// What a review stopped by Ctrl-C covers, for the player.
pub fn stopped_text(game: &Game, review: &Review) -> String {
    format!(
        "Review stopped: {} of {} moves reviewed.",
        review.plies.len(),
        game.moves().len()
    )
}

/// A line per side counting its marks, e.g. `White: 20 best, 3 good, 1 mistake`.
pub fn summary(review: &Review) -> Vec<String> {
    Color::ALL
        .iter()
        .map(|&side| {
            let counts: Vec<String> = Mark::ALL
                .iter()
                .filter_map(|&mark| {
                    let n = review
                        .plies
                        .iter()
                        .filter(|p| p.mover == side && p.mark == mark)
                        .count();
                    (n > 0).then(|| format!("{n} {mark}"))
                })
                .collect();
            let counts = if counts.is_empty() {
                "no moves".to_string()
            } else {
                counts.join(", ")
            };
            format!("{side}: {counts}")
        })
        .collect()
}

/// Runs `alquerque review`.
pub fn run(args: ReviewArgs) -> Outcome {
    // Where the record goes is checked before the work: a review must not be lost to a
    // missing folder, nor written over the game it reviews.
    let output = match &args.output {
        Some(path) => Some(
            Destination::check(path, &[&args.file])
                .map_err(|e| Failure::Usage(format!("cannot write {}: {e}", path.display())))?,
        ),
        None => None,
    };
    let game = crate::term::input::load_record(&args.file)
        .map_err(|e| Failure::Usage(format!("cannot load {}: {e}", args.file.display())))?;
    let mut params = ReviewParams::default();
    if let Some(n) = args.iterations {
        params.iterations = n;
    }
    let review = review_with_progress(&game, params, args.seed);
    let record = annotated_record(&game, &review);
    // The file first: what is printed may go nowhere (a closed pipe), the file must not.
    if let Some(dest) = &output {
        dest.write(record.as_bytes())
            .map_err(|e| Failure::Failed(format!("cannot write {}: {e}", dest.path().display())))?;
    }
    out!("{record}");
    for line in summary(&review) {
        eprintln!("{line}");
    }
    if !review.complete {
        eprintln!("{}", stopped_text(&game, &review));
        return Err(Failure::Said(Status::Interrupted));
    }
    Ok(())
}
