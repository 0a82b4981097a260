//! `alquerque bench`: engine speed figures, one `name value` pair per line, all measured in the
//! same run so that ratios between them hold on any machine.

use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use alquerque_core::ai::baseline::baseline_rate;
use alquerque_core::ai::mcts::{MctsParams, Tree};
use alquerque_core::ai::playout::{playout, PlayoutPolicy};
use alquerque_core::ai::{think, Budget, Engine, Level, Rng};
use alquerque_core::{perft, Game, Position};

/// Arguments of `alquerque bench`.
#[derive(clap::Args)]
pub struct BenchArgs {
    /// Shorter measurements (perft 12, fewer playouts), for a quick look.
    #[arg(long)]
    quick: bool,
    /// Only the perft figures.
    #[arg(long)]
    perft_only: bool,
}

fn line(name: &str, value: impl std::fmt::Display) {
    println!("{name} {value}");
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
    let (_, t) = best_of(runs, || {
        let mut tree = Tree::new(*start, Vec::new(), params, seed);
        for _ in 0..iterations {
            tree.iterate();
        }
        iterations
    });
    iterations as f64 / t.as_secs_f64()
}

/// Runs `alquerque bench`.
pub fn run(args: BenchArgs) -> ExitCode {
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
    if args.perft_only {
        return ExitCode::SUCCESS;
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

    // Think latency: a 1 s budget must answer in about 1 s; cancel must stop it at once.
    let mut params = Level::default().params();
    params.budget = Budget::millis(1000);
    params.threads = 1;
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
        eprintln!("alquerque bench: the cancelled search gave no move");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
