//! `alquerque bench`: engine speed figures, one `name value` pair per line, all measured in the
//! same run so that ratios between them hold on any machine; then each level's think time and
//! its game's peak memory as a phone runs it (`levels.rs`).
//!
//! With the original app's move generator at hand (its `board.js`, from the OMerkel/Alquerque
//! repository, and `node` on the path), `--original-board-js PATH` or the environment variable
//! `ALQUERQUE_ORIGINAL_BOARD_JS` adds our perft speed against its, in the same run: the
//! driver `original_perft.js` (built into this program, none of the original's code) loads
//! that file and counts the same paths. Without it, only our figures are printed.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::failure::{Failure, Outcome};
use crate::players::baseline::baseline_rate;
use alquerque_core::engine::{think, Budget, Engine, Level, MctsParams, PlayoutPolicy, Resources};
use alquerque_core::internals::{playout, Rng, Solver, Tree};
use alquerque_core::review::{review_game, ReviewParams};
use alquerque_core::tables::{TableFile, SHIPPED, SHIPPED_PIECES};
use alquerque_core::{perft, Game, Position, Rules};

mod analysis;
mod levels;
mod tables;

/// Arguments of `alquerque bench`.
#[derive(clap::Args)]
pub struct BenchArgs {
    /// Shorter measurements (perft 12, fewer playouts), for a quick look.
    #[arg(long)]
    quick: bool,
    /// Only the perft figures.
    #[arg(long)]
    perft_only: bool,
    /// Only the levels' figures: each level's think time per move and its game's peak memory
    /// under the phone's profile.
    #[arg(long, conflicts_with = "perft_only")]
    levels_only: bool,
    /// Play one level's game under the phone's profile in this process and print its figures
    /// (what `bench` runs in a process of its own per level and --player).
    #[arg(long, value_name = "LEVEL", hide = true)]
    phone_game: Option<Level>,
    /// Who plays the --phone-game.
    #[arg(
        long,
        value_name = "KIND",
        hide = true,
        default_value = "ai-against-ai"
    )]
    player: levels::PhoneGame,
    /// Only the analysis board's figures: its answer time over positions of real games.
    #[arg(long, conflicts_with = "perft_only")]
    analysis_only: bool,
    /// Only the figures of searching with a long game history.
    #[arg(long, conflicts_with = "perft_only")]
    history_only: bool,
    /// Only the endgame tables' figures: their size by number of pieces, the probe and build
    /// times, and the analysis board's "not known" marks over endgames without and with them.
    #[arg(long, conflicts_with = "perft_only")]
    tables_only: bool,
    /// The table file to measure (default: the tables built into the program).
    #[arg(long, value_name = "FILE")]
    tables: Option<PathBuf>,
    /// The original app's `board.js`: also measure its perft under node and print the ratio
    /// (default: the environment variable ALQUERQUE_ORIGINAL_BOARD_JS, if set).
    #[arg(long, value_name = "PATH")]
    original_board_js: Option<PathBuf>,
}

/// The endgame tables' figures, of the file at `path` or of the shipped tables; the build
/// timed is of the shipped tables' pieces (three with `--quick`).
fn tables_figures(path: Option<&Path>, quick: bool) -> Outcome {
    let build_pieces = if quick { 3 } else { SHIPPED_PIECES };
    let owned;
    let bytes: &[u8] = match path {
        Some(p) => {
            owned = super::tables::read(p)?;
            &owned
        }
        None => SHIPPED,
    };
    let file = TableFile::parse(bytes).map_err(|e| match path {
        Some(p) => Failure::Usage(format!("cannot use {}: {e}", p.display())),
        None => Failure::Failed(format!("the built-in tables: {e}")),
    })?;
    tables::tables_figures(&file, bytes.len(), build_pieces, quick);
    Ok(())
}

/// The perft driver for the original app's move generator, run by `node` from standard input.
const ORIGINAL_PERFT_JS: &str = include_str!("original_perft.js");

/// The original generator's perft from the start at `depth`: its leaves and the best of `runs`
/// timings in seconds, as measured inside node (so node's start-up is not counted).
fn original_perft(board_js: &Path, depth: u32, runs: u32) -> Result<(u64, f64), String> {
    use std::io::Write;
    if !board_js.is_file() {
        return Err(format!("{} is not a file", board_js.display()));
    }
    let mut child = Command::new("node")
        .arg("-")
        .arg(board_js)
        .arg(depth.to_string())
        .arg(runs.to_string())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run node: {e}"))?;
    child
        .stdin
        .take()
        .ok_or("node has no standard input")?
        .write_all(ORIGINAL_PERFT_JS.as_bytes())
        .map_err(|e| format!("cannot send the driver to node: {e}"))?;
    let out = child
        .wait_with_output()
        .map_err(|e| format!("node failed: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        return Err(format!("node failed: {}", err.trim()));
    }
    let field = |name: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(name)?.strip_prefix(' '))
            .ok_or_else(|| format!("node printed no '{name}' line"))
    };
    let leaves = field("leaves")?
        .parse()
        .map_err(|_| "bad leaf count from node".to_string())?;
    let seconds: f64 = field("seconds")?
        .parse()
        .map_err(|_| "bad time from node".to_string())?;
    Ok((leaves, seconds))
}

/// Our perft against the original's, alternating so that both see the same machine load: the
/// best of three rounds each. The original runs at `depth` (its rate falls at greater depths,
/// where its copying fills the garbage collector), ours at `our_depth`, where a run lasts long
/// enough to time; the ratio is of leaves per second. Both must count the same leaves at
/// `depth`.
fn compare_with_original(
    board_js: &Path,
    start: &Position,
    depth: u32,
    our_depth: u32,
) -> Result<(), String> {
    let expected = perft(start, depth);
    let (mut ours, mut theirs) = (0.0f64, 0.0f64);
    for _ in 0..3 {
        let (leaves, t) = best_of(1, || perft(start, our_depth));
        ours = ours.max(leaves as f64 / t.as_secs_f64());
        let (leaves, seconds) = original_perft(board_js, depth, 3)?;
        if leaves != expected {
            return Err(format!(
                "the original counts {leaves} paths at depth {depth}, we count {expected}"
            ));
        }
        theirs = theirs.max(leaves as f64 / seconds.max(1e-9));
    }
    line("original_js_perft_depth", depth);
    line("original_js_perft_leaves", expected);
    line(
        "original_js_perft_leaves_per_second",
        format!("{theirs:.0}"),
    );
    line("perft_leaves_per_second_best", format!("{ours:.0}"));
    line("perft_vs_original_js", format!("{:.1}", ours / theirs));
    Ok(())
}

fn line(name: &str, value: impl std::fmt::Display) {
    outln!("{name} {value}");
}

/// The best of `runs` timings of `f`, which returns a count of work done.
fn best_of(runs: usize, mut f: impl FnMut() -> u64) -> (u64, Duration) {
    let mut best = (0, Duration::MAX);
    for _ in 0..runs {
        let t = Instant::now();
        let n = f();
        let e = t.elapsed();
        if e < best.1 {
            best = (n, e);
        }
    }
    best
}

/// Iterations per second of our tree search from `start` with `policy` playouts, over
/// `iterations` iterations on a fresh tree seeded with `seed`: the best of `runs` timings.
fn search_rate(
    start: &Position,
    policy: PlayoutPolicy,
    iterations: u64,
    runs: usize,
    seed: u64,
) -> f64 {
    let params = MctsParams {
        playout: policy,
        ..MctsParams::default()
    };
    let nodes = Resources::default().tree_nodes;
    let (_, t) = best_of(runs, || {
        let mut tree = Tree::new(*start, Vec::new(), params, nodes, seed);
        for _ in 0..iterations {
            tree.iterate();
        }
        iterations
    });
    iterations as f64 / t.as_secs_f64()
}

/// A long game (63 plies) two Easy engines played (seed 106): its first 60 plies are the
/// whole-game review's measure. Fixed here so that the figure is of the same work everywhere.
pub(super) const REVIEW_GAME: &str =
    "1. c2-c3 c4-c2 2. c1-c3 a3-c1 3. c3-a3 b4-c4 4. b1-b2 a4-b4 5. d1-b1 b4-b3 \
    6. a3-c3 c4-c2 7. b2-a3 d4-c4 8. d2-b2 c4-b4 9. b2-c3 b4-d2-d4 10. e3-d3 d4-d2 \
    11. e2-c2 e4-d4 12. c2-d2 d4-e3 13. d2-e2 c5-c4 14. e2-e4 e5-e3 15. a2-b2 d5-d4 \
    16. b2-b3 c4-b4 17. a3-c5 b5-d5 18. b3-a3 e3-d3 19. e1-e2 d4-e4 20. b1-c1 d5-d4 \
    21. c1-d1 d4-e3 22. d1-e1 d3-c3 23. a1-b1 a5-b5 24. b1-c1 b5-c5 25. e2-d2 c3-b2 \
    26. c1-d1 e3-c1 27. d1-b1-b3 e4-e3 28. b3-c3 c5-d5 29. a3-b4 d5-e5 30. b4-c5 e3-d3 *";

/// The time of a whole-game review of 60 plies at the apps' budget on one thread.
fn review_figures() -> Result<(), String> {
    let game = Game::from_record(REVIEW_GAME).map_err(|e| e.to_string())?;
    let t = Instant::now();
    let review = review_game(
        &game,
        &ReviewParams::default(),
        1,
        &AtomicBool::new(false),
        &mut |_| {},
    );
    let elapsed = t.elapsed();
    if !review.complete {
        return Err("the review did not finish".to_string());
    }
    line("review_game_plies", review.plies.len());
    line("review_game_ms", elapsed.as_millis());
    Ok(())
}

/// Plies of game history behind the searches of [`history_figures`]: the most a game holds.
const LONG_HISTORY: usize = Game::MAX_PLIES;

/// The search speed under rules with draws with no history and with [`LONG_HISTORY`] plies of
/// it: the tree search's iterations per second and the forced-win search's positions per
/// second from the start. Repetition makes each search look at the game's earlier positions;
/// how it does so decides whether a search slows as the game grows (a review searches every
/// position of a game). The history's keys are of positions the search never meets (bits
/// no position uses), so nothing ends early by finding one.
fn history_figures(quick: bool) {
    let start = Position::new(Rules::with_reversal());
    let mut rng = Rng::new(5);
    let iterations: u64 = if quick { 5_000 } else { 20_000 };
    let nodes = Resources::default().tree_nodes;
    let stop = AtomicBool::new(false);
    for plies in [0, LONG_HISTORY] {
        let history: Vec<u128> = (0..plies)
            .map(|_| u128::from(rng.next_u64()) | 1 << 120)
            .collect();
        let (_, t) = best_of(3, || {
            let mut tree = Tree::new(start, history.clone(), MctsParams::default(), nodes, 1);
            for _ in 0..iterations {
                tree.iterate();
            }
            iterations
        });
        line(
            &format!("mcts_iterations_per_second_history_{plies}"),
            format!("{:.0}", iterations as f64 / t.as_secs_f64()),
        );
        let (visited, t) = best_of(3, || {
            let mut solver = Solver::new(16);
            solver
                .analyse(&start, &history, 30, 500_000, None, &stop)
                .nodes
        });
        line(
            &format!("solver_nodes_per_second_history_{plies}"),
            format!("{:.0}", visited as f64 / t.as_secs_f64()),
        );
    }
}

/// Runs `alquerque bench`.
pub fn run(args: BenchArgs) -> Outcome {
    if let Some(level) = args.phone_game {
        return levels::phone_game(level, args.player);
    }
    if args.levels_only {
        levels::rates()?;
        return levels::all_levels();
    }
    if args.analysis_only {
        analysis::analysis_figures(args.quick);
        return Ok(());
    }
    if args.tables_only {
        return tables_figures(args.tables.as_deref(), args.quick);
    }
    if args.history_only {
        history_figures(args.quick);
        return Ok(());
    }
    let start = Position::default();
    let depth = if args.quick { 12 } else { 14 };
    let (leaves, t) = best_of(3, || perft(&start, depth));
    line("perft_depth", depth);
    line("perft_leaves", leaves);
    line("perft_seconds", format!("{:.3}", t.as_secs_f64()));
    line(
        "perft_leaves_per_second",
        format!("{:.0}", leaves as f64 / t.as_secs_f64()),
    );
    let board_js = args
        .original_board_js
        .or_else(|| std::env::var_os("ALQUERQUE_ORIGINAL_BOARD_JS").map(PathBuf::from));
    if let Some(board_js) = board_js {
        let js_depth = if args.quick { 10 } else { 11 };
        compare_with_original(&board_js, &start, js_depth, depth)
            .map_err(|e| Failure::Failed(format!("the original's perft: {e}")))?;
    }
    if args.perft_only {
        return Ok(());
    }

    // Playouts: the original app's UCT (baseline) against ours, single-threaded, from the start.
    let base_iters = if args.quick { 2_000 } else { 8_000 };
    let baseline = (0..3)
        .map(|s| baseline_rate(&start, base_iters, s))
        .fold(0.0, f64::max);
    line("baseline_playouts_per_second", format!("{baseline:.0}"));
    let n = if args.quick { 50_000 } else { 300_000 };
    let mut rates = Vec::new();
    for policy in [PlayoutPolicy::Uniform, PlayoutPolicy::Tactical] {
        let name = match policy {
            PlayoutPolicy::Uniform => "uniform",
            PlayoutPolicy::Tactical => "tactical",
        };
        let mut rng = Rng::new(1);
        let (_, t) = best_of(3, || {
            for _ in 0..n {
                std::hint::black_box(playout(start, policy, &mut rng, 400));
            }
            n
        });
        let rate = n as f64 / t.as_secs_f64();
        line(&format!("playouts_per_second_{name}"), format!("{rate:.0}"));
        let long_rate = search_rate(&start, policy, n, 3, 1);
        line(
            &format!("mcts_iterations_per_second_{name}"),
            format!("{long_rate:.0}"),
        );
        // The baseline's own unit of work: one decision of `base_iters` iterations on a fresh
        // tree, whose nodes stay in cache (the long search above outgrows it).
        let decision_rate = search_rate(&start, policy, base_iters as u64, 20, 2);
        line(
            &format!("mcts_decision_iterations_per_second_{name}"),
            format!("{decision_rate:.0}"),
        );
        rates.push((name, rate, long_rate, decision_rate));
    }
    for (name, playouts, long, decision) in rates {
        for (kind, value) in [
            ("playouts", playouts),
            ("mcts", long),
            ("mcts_decision", decision),
        ] {
            line(
                &format!("{kind}_{name}_vs_baseline"),
                format!("{:.1}", value / baseline),
            );
        }
    }

    review_figures().map_err(|e| Failure::Failed(format!("the game review: {e}")))?;
    analysis::analysis_figures(args.quick);
    history_figures(args.quick);
    tables_figures(args.tables.as_deref(), args.quick)?;

    // Think latency: a 1 s budget must answer in about 1 s; cancel must stop it at once.
    let mut params = Level::default().params();
    params.budget = Budget::millis(1000);
    params.resources.threads = 1;
    let mut game = Game::default();
    for m in ["d3-c3", "b3-d3", "e3-c3"] {
        let _ = game.play_text(m);
    }
    let mut engine = Engine::new(params, 7);
    let t = Instant::now();
    let r = engine.search(&game, &AtomicBool::new(false), &mut |_| {});
    line("think_1s_budget_ms", t.elapsed().as_millis());
    line("think_1s_iterations", r.iterations);
    params.budget = Budget::millis(60_000);
    let engine = Arc::new(Mutex::new(Engine::new(params, 8)));
    let handle = think(engine, game, None);
    std::thread::sleep(Duration::from_millis(300));
    let t = Instant::now();
    handle.cancel();
    let result = handle.wait_timeout(Duration::from_secs(10));
    line(
        "cancel_latency_ms",
        format!("{:.2}", t.elapsed().as_secs_f64() * 1000.0),
    );
    if result.is_none_or(|r| r.best.is_none()) {
        return Err(Failure::Failed(
            "the cancelled search gave no move".to_string(),
        ));
    }
    levels::rates()?;
    levels::all_levels()
}
