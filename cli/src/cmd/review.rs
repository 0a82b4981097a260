//! `alquerque review FILE`: the engine goes over a saved game and prints its record annotated
//! with every ply's mark and values; `review` in `alquerque play` does the same for the game
//! on the board. The review itself is the core's (`ai::review`); this only shows it.

use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use alquerque_core::review::{
    annotated_record, start_review_with, Drill, Review, ReviewHandle, ReviewParams,
};
use alquerque_core::tables::Probe;
use alquerque_core::{Color, Game};
use alquerque_text::{Language, Message};

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
    /// Then learn from the mistakes: step through the mistakes and blunders of SIDE (white,
    /// black, or both, the default) and find better moves, typed on standard input.
    #[arg(long, value_name = "SIDE", num_args = 0..=1, require_equals = true,
          default_missing_value = "both")]
    learn: Option<LearnSides>,
    /// Endgame tables in place of the built-in file of their kind (the exact four pieces, the
    /// distances of six, the winners of eight): a file of `alquerque tables build`, `tables
    /// winners` (up to ten pieces) or `tables plies`; repeat for one of each kind. Where they
    /// hold a position, its value is theirs, exact.
    #[arg(long, value_name = "FILE")]
    tables: Vec<PathBuf>,
}

/// Whose mistakes `review --learn` goes through.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum LearnSides {
    /// White's.
    White,
    /// Black's.
    Black,
    /// Both sides'.
    Both,
}

impl LearnSides {
    fn colors(self) -> Vec<Color> {
        match self {
            LearnSides::White => vec![Color::White],
            LearnSides::Black => vec![Color::Black],
            LearnSides::Both => Color::ALL.to_vec(),
        }
    }
}

/// Reviews `game` with the engine seeded with `seed`, asking `tables` first, showing progress on standard error when
/// it is a terminal, in `language`. Ctrl-C stops it with the plies reviewed so far (the review
/// is then not complete) instead of ending the program.
pub fn review_with_progress(
    game: &Game,
    params: ReviewParams,
    seed: u64,
    tables: Arc<dyn Probe>,
    language: Language,
) -> Review {
    let tty = io::stderr().is_terminal();
    let handle = start_review_with(game.clone(), params, seed, Some(tables), None, None);
    let (review, _) = crate::interrupt::catching(|stop| {
        // Said once Ctrl-C is caught, so it is true from the moment it is read.
        let n = i64::try_from(game.moves().len()).unwrap_or(i64::MAX);
        eprintln!(
            "{}",
            Message::new("review-reviewing")
                .count("moves", n)
                .render(language)
        );
        review_until_done(&handle, stop, tty, language)
    });
    if tty {
        eprint!("\r{:40}\r", "");
    }
    review
}

/// Waits for the review of `handle`, cancelling it once `stop` is set, and shows its progress
/// on a terminal.
fn review_until_done(
    handle: &ReviewHandle,
    stop: &AtomicBool,
    tty: bool,
    language: Language,
) -> Review {
    loop {
        if stop.load(Ordering::Relaxed) {
            handle.cancel();
        }
        if let Some(r) = handle.wait_timeout(Duration::from_millis(100)) {
            break r;
        }
        if tty {
            if let Some(p) = handle.progress() {
                let line = Message::new("review-progress")
                    .count("done", i64::try_from(p.positions_done).unwrap_or(i64::MAX))
                    .count("total", i64::try_from(p.positions).unwrap_or(i64::MAX));
                eprint!("\r  {}   ", line.render(language));
                let _ = io::stderr().flush();
            }
        }
    }
}

/// What a review stopped by Ctrl-C covers, for the player.
pub fn stopped_text(game: &Game, review: &Review) -> Message {
    let count = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
    Message::new("review-stopped-at")
        .count("done", count(review.plies.len()))
        .count("total", count(game.moves().len()))
}

/// A line per side, in `language`: the core's summary, its inaccuracies, mistakes and
/// blunders and its accuracy (`White: inaccuracies 0, mistakes 1, blunders 0; accuracy
/// 91.2%`). The record above marks every move, so the line counts only what went wrong.
pub fn summary(review: &Review, language: Language) -> Vec<String> {
    Color::ALL
        .iter()
        .map(|&side| review.summary(side).message().render(language))
        .collect()
}

/// Why `file` cannot be loaded or written (`id`: `cannot-load`, `cannot-write`), in
/// `language`, for a [`Failure`].
pub fn cannot(
    id: &'static str,
    file: &std::path::Path,
    why: &crate::files::Why,
    language: Language,
) -> String {
    Message::new(id)
        .text("file", file.display().to_string())
        .message("reason", why.message())
        .render(language)
}

/// Runs `alquerque review`, speaking the terminal's language (`LANG=es_ES.UTF-8`); the
/// annotated record it prints stays in the record's own words, which every reader loads.
pub fn run(args: ReviewArgs) -> Outcome {
    let language = Language::from_environment(|name| std::env::var(name).ok());
    // Where the record goes is checked before the work: a review must not be lost to a
    // missing folder, nor written over the game it reviews.
    let output = match &args.output {
        Some(path) => Some(
            Destination::check(path, &[&args.file])
                .map_err(|e| Failure::Usage(cannot("cannot-write", path, &e, language)))?,
        ),
        None => None,
    };
    let game = crate::term::input::load_record(&args.file)
        .map_err(|e| Failure::Usage(cannot("cannot-load", &args.file, &e, language)))?;
    let mut params = ReviewParams::default();
    if let Some(n) = args.iterations {
        params.iterations = n;
    }
    let tables = crate::cmd::tables::load(&args.tables)?;
    let review = review_with_progress(&game, params, args.seed, tables.clone(), language);
    let record = annotated_record(&game, &review);
    if let Some(sides) = args.learn {
        if let Some(dest) = &output {
            dest.write(record.as_bytes())
                .map_err(|e| Failure::Failed(cannot("cannot-write", dest.path(), &e, language)))?;
        }
        for line in summary(&review, language) {
            outln!("{line}");
        }
        if !review.complete {
            eprintln!("{}", stopped_text(&game, &review).render(language));
            return Err(Failure::Said(Status::Interrupted));
        }
        let style = crate::term::board::Style {
            color: io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
            ascii: false,
        };
        let drill = Drill::new(&game, &review, &sides.colors(), params, args.seed);
        let mut drill = crate::cmd::drill::DrillUi::new(drill.with_tables(tables), style, language);
        return drill.run(&mut io::stdin().lock());
    }
    // The file first: what is printed may go nowhere (a closed pipe), the file must not.
    if let Some(dest) = &output {
        dest.write(record.as_bytes())
            .map_err(|e| Failure::Failed(cannot("cannot-write", dest.path(), &e, language)))?;
    }
    out!("{record}");
    for line in summary(&review, language) {
        eprintln!("{line}");
    }
    if !review.complete {
        eprintln!("{}", stopped_text(&game, &review).render(language));
        return Err(Failure::Said(Status::Interrupted));
    }
    Ok(())
}
