//! `alquerque match`: engine configurations play each other, alternating colours, and the
//! result is reported as wins and an Elo difference with its 95% interval.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;

use alquerque_core::engine::{Budget, Engine, Level};
use alquerque_core::internals::Rng;
use alquerque_core::{Color, Game, Rules, Status, Variant};

use crate::failure::{self, Failure};
use crate::players::spec::{Player, Spec};

/// Arguments of `alquerque match`.
#[derive(clap::Args)]
pub struct MatchArgs {
    /// Engine A, which plays White in the first game (a level such as `hard`, with optional
    /// overrides like `hard:time=100`, or `baseline`, or `random`).
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
fn bounded(min: usize, max: usize) -> impl Fn(&str) -> Result<usize, String> + Clone {
    move |text: &str| {
        text.trim()
            .parse::<usize>()
            .ok()
            .filter(|n| (min..=max).contains(n))
            .ok_or_else(|| format!("'{text}' is not a whole number from {min} to {max}"))
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Outcome {
    AWins(Color),
    BWins(Color),
    Draw,
}

/// Plays game `index` of the match (A has White in the even ones): its outcome and the game.
fn play_one(a: &Spec, b: &Spec, index: usize, args: &MatchArgs, rules: Rules) -> (Outcome, Game) {
    let a_color = if index % 2 == 0 {
        Color::White
    } else {
        Color::Black
    };
    let base = seed_base(args.seed);
    let mut pa = Player::new(a, base ^ (index as u64 * 2 + 1));
    let mut pb = Player::new(b, base ^ (index as u64 * 2 + 2));
    let mut game = opening(args, rules, index / 2);
    while game.moves().len() < args.max_plies {
        match game.status() {
            Status::Ongoing => {}
            Status::Won { winner, .. } => {
                let outcome = if winner == a_color {
                    Outcome::AWins(winner)
                } else {
                    Outcome::BWins(winner)
                };
                return (outcome, game);
            }
            Status::Drawn(_) => return (Outcome::Draw, game),
        }
        let player = if game.turn() == a_color {
            &mut pa
        } else {
            &mut pb
        };
        match player.choose(&game) {
            Some(mv) if game.play(mv).is_ok() => {}
            _ => {
                // A player that cannot move in an ongoing game forfeits it, and says so.
                let loser = game.turn();
                eprintln!(
                    "game {}: {} found no move for {loser}; scored as a loss",
                    index + 1,
                    if loser == a_color { "A" } else { "B" }
                );
                let winner = loser.other();
                let outcome = if winner == a_color {
                    Outcome::AWins(winner)
                } else {
                    Outcome::BWins(winner)
                };
                return (outcome, game);
            }
        }
    }
    let outcome = match game.status() {
        Status::Won { winner, .. } if winner == a_color => Outcome::AWins(winner),
        Status::Won { winner, .. } => Outcome::BWins(winner),
        _ => Outcome::Draw,
    };
    (outcome, game)
}

/// Spreads the match seed over 64 bits (the first number its generator draws); every random
/// choice of a match derives from it.
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

fn seed_base(seed: u64) -> u64 {
    Rng::new(seed).fork()
}

/// White's chances in `game` by the reference search (20,000 iterations of the Hard level's
/// tree and forced-win search on one thread, without its proof search, reproducible for a
/// given `seed`). It stays as it was measured, so that a seed keeps its openings.
fn white_rating(game: &Game, seed: u64) -> f32 {
    let mut params = Level::Hard.params();
    params.budget = Budget::iterations(20_000);
    params.resources.threads = 1;
    params.proof_expansions = 0;
    let r = Engine::new(params, seed).search(game, &AtomicBool::new(false), &mut |_| {});
    if game.turn() == Color::White {
        r.win_rate
    } else {
        1.0 - r.win_rate
    }
}

/// The rating window of a balanced opening, for White.
const BALANCED: std::ops::RangeInclusive<f32> = 0.4..=0.5;

/// The opening of the `pair`-th pair of games: `opening_plies` random plies, drawn again while
/// they end the game (and, with `--balanced`, the forced replies after them, drawn again until
/// the reference search rates the position within [`BALANCED`]). After 200 draws without
/// one, the last game still going is used, and standard error says so. The same for both
/// games of a pair.
fn opening(args: &MatchArgs, rules: Rules, pair: usize) -> Game {
    let base = seed_base(args.seed);
    let mut rng = Rng::new(base ^ (pair as u64).wrapping_mul(0x2545_f491_4f6c_dd1d));
    let random_plies = |rng: &mut Rng| {
        let mut game = Game::new(rules);
        for _ in 0..args.opening_plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len() as u32) as usize];
            if game.play(mv).is_err() {
                break;
            }
        }
        game
    };
    let mut last = Game::new(rules);
    for attempt in 0..200u64 {
        let mut game = random_plies(&mut rng);
        if !args.balanced {
            if game.status() == Status::Ongoing {
                return game;
            }
            continue;
        }
        while game.status() == Status::Ongoing {
            let moves = game.legal_moves();
            if moves.len() != 1 || game.play(moves[0]).is_err() {
                break;
            }
        }
        if game.status() != Status::Ongoing {
            continue;
        }
        if BALANCED.contains(&white_rating(&game, base ^ attempt)) {
            return game;
        }
        last = game;
    }
    eprintln!(
        "pair {}: no {} in 200 draws of {} random plies; using {}",
        pair + 1,
        if args.balanced {
            "balanced opening"
        } else {
            "opening that leaves a game to play"
        },
        args.opening_plies,
        if last.moves().is_empty() {
            "the start position"
        } else {
            "the last one drawn"
        }
    );
    last
}

/// The Elo difference for a score share `p` (0..1).
fn elo(p: f64) -> f64 {
    if p <= 0.0 {
        f64::NEG_INFINITY
    } else if p >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / p - 1.0).log10()
    }
}

/// The 95% Wilson interval of a score share `p` over `n` games (sound at 0% and 100% too).
fn wilson(p: f64, n: f64) -> (f64, f64) {
    let z = 1.96f64;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

fn fmt_elo(e: f64) -> String {
    if e.is_infinite() {
        if e > 0.0 {
            "+inf".into()
        } else {
            "-inf".into()
        }
    } else {
        format!("{e:+.0}")
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
    let rules = Rules::new(args.variant, args.reversal);
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, 64);
    outln!("A: {} = {a}", args.white);
    outln!("B: {} = {b}", args.black);
    let next = AtomicUsize::new(0);
    // Results (game index, outcome, plies) in the order games end (nothing is allocated per
    // game up front).
    let results: Mutex<Vec<(usize, Outcome, usize)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= args.games {
                    break;
                }
                let (outcome, game) = play_one(&a, &b, i, &args, rules);
                let plies = game.moves().len();
                if args.verbose {
                    eprintln!("game {:>4}: {outcome:?} in {plies} plies", i + 1);
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
                if let Ok(mut all) = results.lock() {
                    all.push((i, outcome, plies));
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap_or_default();
    results.sort_unstable_by_key(|r| r.0);
    let n = results.len() as f64;
    let count = |f: &dyn Fn(&Outcome) -> bool| results.iter().filter(|(_, o, _)| f(o)).count();
    let a_white = count(&|o| *o == Outcome::AWins(Color::White));
    let a_black = count(&|o| *o == Outcome::AWins(Color::Black));
    let b_white = count(&|o| *o == Outcome::BWins(Color::White));
    let b_black = count(&|o| *o == Outcome::BWins(Color::Black));
    let draws = count(&|o| *o == Outcome::Draw);
    let a_wins = a_white + a_black;
    let b_wins = b_white + b_black;
    let score = (a_wins as f64 + 0.5 * draws as f64) / n;
    let (lo, hi) = wilson(score, n);
    let mean_plies = results.iter().map(|(_, _, p)| *p as f64).sum::<f64>() / n;
    let (a_lost_pairs, b_lost_pairs) = pairs_lost_both(&results);
    outln!("games {}", results.len());
    outln!("A wins {a_wins} (as White {a_white}, as Black {a_black})");
    outln!("B wins {b_wins} (as White {b_white}, as Black {b_black})");
    outln!("draws {draws}");
    outln!("A score {:.1}%", score * 100.0);
    outln!(
        "Elo A-B {} (95% interval {} .. {})",
        fmt_elo(elo(score)),
        fmt_elo(elo(lo)),
        fmt_elo(elo(hi))
    );
    outln!("pairs lost both: A {a_lost_pairs}, B {b_lost_pairs}");
    outln!("mean plies {mean_plies:.1}");
    Ok(())
}

/// How many pairs of games (the same opening, one game with each colour) each side lost both
/// of, from results sorted by game index: a side that loses both games of a pair was
/// outplayed from that opening whichever colour it had, not just on the wrong side of it.
fn pairs_lost_both(results: &[(usize, Outcome, usize)]) -> (usize, usize) {
    let lost_both = |a: bool| {
        results
            .windows(2)
            .filter(|w| w[0].0 % 2 == 0 && w[1].0 == w[0].0 + 1)
            .filter(|w| {
                w.iter().all(|(_, o, _)| match o {
                    Outcome::AWins(_) => !a,
                    Outcome::BWins(_) => a,
                    Outcome::Draw => false,
                })
            })
            .count()
    };
    (lost_both(true), lost_both(false))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(balanced: bool) -> MatchArgs {
        MatchArgs {
            white: "hard".into(),
            black: "hard".into(),
            games: 2,
            seed: 3,
            jobs: Some(1),
            opening_plies: 4,
            balanced,
            variant: Variant::Standard,
            reversal: false,
            max_plies: 1000,
            verbose: false,
            records: None,
        }
    }

    #[test]
    fn openings_are_shared_by_a_pair_and_balanced_ones_are_rated_even() {
        let rules = Rules::default();
        let plain = opening(&args(false), rules, 0);
        assert_eq!(plain.moves().len(), 4);
        assert_eq!(
            plain,
            opening(&args(false), rules, 0),
            "the same for both games"
        );
        let balanced = opening(&args(true), rules, 0);
        assert!(balanced.moves().len() >= 4);
        assert_eq!(balanced.status(), Status::Ongoing);
        assert!(
            balanced.legal_moves().len() > 1,
            "forced replies are played out"
        );
        let white = white_rating(&balanced, 99);
        assert!((0.3..=0.6).contains(&white), "rated {white} for White");
    }

    #[test]
    fn elo_and_interval() {
        assert_eq!(elo(0.5), 0.0);
        assert!((elo(0.75) - 190.85).abs() < 0.1);
        let (lo, hi) = wilson(1.0, 200.0);
        assert!(lo > 0.97 && lo < 1.0 && hi == 1.0);
        assert_eq!(fmt_elo(elo(1.0)), "+inf");
        let (lo, hi) = wilson(0.5, 100.0);
        assert!(lo < 0.5 && hi > 0.5);
    }

    #[test]
    fn pairs_lost_both_counts_only_whole_pairs() {
        use Outcome::*;
        let w = Color::White;
        let b = Color::Black;
        let results = [
            (0, BWins(b), 50),
            (1, BWins(w), 40), // A lost both: pair 1
            (2, AWins(w), 30),
            (3, BWins(w), 30), // split
            (4, AWins(w), 30),
            (5, AWins(b), 30), // B lost both: pair 3
            (6, BWins(b), 30),
            (7, Draw, 1000),   // a draw is not a loss
            (9, BWins(w), 30), // game 8 missing: no pair
        ];
        assert_eq!(pairs_lost_both(&results), (1, 1));
    }
}
