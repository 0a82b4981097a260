//! `alquerque match`: engine configurations play each other, alternating colours, and the
//! result is reported as wins and an Elo difference with its 95% interval. Playing the games
//! is `games.rs`, what they say is `score.rs`; `alquerque ladder` uses both.

use std::path::{Path, PathBuf};

use alquerque_core::{Game, Rules, Variant};

use crate::failure::{self, Failure};
use crate::players::spec::Spec;

pub mod games;
pub mod score;

use games::{play_match, Settings};
use score::{fmt_elo, Tally};

/// Arguments of `alquerque match`.
#[derive(clap::Args)]
pub struct MatchArgs {
    /// Engine A, which plays White in the first game (a level such as `hard`, with optional
    /// overrides like `hard:iterations=5000`, or `baseline`, `novice` or `random`).
    #[arg(long)]
    white: String,
    /// Engine B, which plays Black in the first game.
    #[arg(long)]
    black: String,
    /// Number of games (1 to 1,000,000); colours alternate every game.
    #[arg(long, default_value_t = 100, value_parser = bounded(1, MAX_GAMES))]
    games: usize,
    /// Seed of all random choices (with iteration budgets, a match is reproducible).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once (default: one per core; at most 64).
    #[arg(long, value_parser = bounded(1, 64))]
    jobs: Option<usize>,
    /// Random plies played before the engines take over, the same for each pair of games, to
    /// vary the openings (0 to 40).
    #[arg(long, default_value_t = 0, value_parser = bounded(0, MAX_OPENING_PLIES))]
    opening_plies: usize,
    /// Keep only balanced openings: ones a reference search (20,000 iterations) rates between
    /// 40% and 50% for White (the reference search slightly favours White: on this window
    /// `hard` against itself wins about half its games with either colour). From the start,
    /// and after most random openings, one side wins with good play, so two strong engines
    /// only trade wins by colour; balanced openings measure the difference between them.
    /// Needs --opening-plies.
    #[arg(long)]
    balanced: bool,
    /// Rule variant.
    #[arg(long, default_value = "standard")]
    variant: Variant,
    /// Allow reversal (draws become possible).
    #[arg(long)]
    reversal: bool,
    /// Games longer than this many plies (1 to 10,000, the most a game record holds) are scored
    /// as draws.
    #[arg(long, default_value_t = 1000, value_parser = bounded(1, Game::MAX_PLIES))]
    max_plies: usize,
    /// Print every game's result to standard error.
    #[arg(long)]
    verbose: bool,
    /// Write every game's record to this folder (`game-0001.txt`, …, made if missing), with
    /// tags naming the engines: to replay and review the games an engine lost.
    #[arg(long, value_name = "DIR")]
    records: Option<PathBuf>,
}

/// The most games one match plays.
const MAX_GAMES: usize = 1_000_000;
/// The longest random opening: far beyond what varies the openings, and short enough that
/// most openings leave a game to play.
const MAX_OPENING_PLIES: usize = 40;

/// A parser of whole numbers within `min..=max`, for arguments that must stay bounded.
pub fn bounded(min: usize, max: usize) -> impl Fn(&str) -> Result<usize, String> + Clone {
    move |text: &str| {
        text.trim()
            .parse::<usize>()
            .ok()
            .filter(|n| (min..=max).contains(n))
            .ok_or_else(|| format!("'{text}' is not a whole number from {min} to {max}"))
    }
}

/// Runs `alquerque match`.
pub fn run(args: MatchArgs) -> failure::Outcome {
    let a: Spec = args
        .white
        .parse()
        .map_err(|e| Failure::Usage(format!("--white {}: {e}", args.white)))?;
    let b: Spec = args
        .black
        .parse()
        .map_err(|e| Failure::Usage(format!("--black {}: {e}", args.black)))?;
    if args.balanced && args.opening_plies == 0 {
        return Err(Failure::Usage(
            "--balanced needs --opening-plies (e.g. 4)".to_string(),
        ));
    }
    // The records' folder is checked before the games, and their names are new ones: a
    // second match into the same folder keeps the first one's games.
    let record_names = match &args.records {
        Some(dir) => {
            crate::files::check_folder(dir)
                .map_err(|e| Failure::Usage(format!("cannot write in {}: {e}", dir.display())))?;
            Some(RecordNames::free_in(dir, args.games).map_err(Failure::Usage)?)
        }
        None => None,
    };
    let settings = Settings {
        games: args.games,
        seed: args.seed,
        jobs: args.jobs.unwrap_or_else(every_core),
        opening_plies: args.opening_plies,
        balanced: args.balanced,
        rules: Rules::new(args.variant, args.reversal),
        max_plies: args.max_plies,
    };
    outln!("A: {} = {a}", args.white);
    outln!("B: {} = {b}", args.black);
    let results = play_match(&a, &b, &settings, &[], &|played, game| {
        let i = played.index;
        if args.verbose {
            eprintln!(
                "game {:>4}: {:?} in {} plies",
                i + 1,
                played.outcome,
                played.plies
            );
        }
        if let Some(names) = &record_names {
            let (white, black) = if i % 2 == 0 {
                (&args.white, &args.black)
            } else {
                (&args.black, &args.white)
            };
            let tags = [("White", white.clone()), ("Black", black.clone())];
            let path = names.path(i);
            let record = game.to_record_with_tags(false, &tags);
            if let Err(e) = crate::files::write_new(&path, record.as_bytes()) {
                eprintln!("alquerque match: cannot write {}: {e}", path.display());
            }
        }
    });
    let t = Tally::of(&results);
    let e = t.elo();
    outln!("games {}", t.games);
    outln!(
        "A wins {} (as White {}, as Black {})",
        t.a_wins(),
        t.a_white,
        t.a_black
    );
    outln!(
        "B wins {} (as White {}, as Black {})",
        t.b_wins(),
        t.b_white,
        t.b_black
    );
    outln!("draws {}", t.draws);
    outln!("A score {:.1}%", t.score() * 100.0);
    outln!(
        "Elo A-B {} (95% interval {} .. {})",
        fmt_elo(e.value),
        fmt_elo(e.low),
        fmt_elo(e.high)
    );
    outln!(
        "pairs lost both: A {}, B {}",
        t.pairs_lost_both.0,
        t.pairs_lost_both.1
    );
    outln!("mean plies {:.1}", t.mean_plies);
    Ok(())
}

/// The names of a match's records in its folder: `game-0001.txt` and on, or, for a later
/// match into the same folder, `game-0001-run2.txt` and on: the first run whose names are all
/// free, so that no earlier game is written over.
struct RecordNames {
    dir: PathBuf,
    run: usize,
}

/// The most matches whose records one folder may hold.
const MAX_RUNS: usize = 10_000;

impl RecordNames {
    fn free_in(dir: &Path, games: usize) -> Result<RecordNames, String> {
        (1..=MAX_RUNS)
            .map(|run| RecordNames {
                dir: dir.to_path_buf(),
                run,
            })
            .find(|names| (0..games).all(|i| std::fs::symlink_metadata(names.path(i)).is_err()))
            .ok_or_else(|| format!("{} holds the records of {MAX_RUNS} matches", dir.display()))
    }

    /// The record of game `index` (from 0).
    fn path(&self, index: usize) -> PathBuf {
        let game = index + 1;
        match self.run {
            1 => self.dir.join(format!("game-{game:04}.txt")),
            run => self.dir.join(format!("game-{game:04}-run{run}.txt")),
        }
    }
}

/// One game at a time per core, the default of `--jobs`.
pub fn every_core() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}
