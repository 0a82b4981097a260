//! The analysis board's answer time: every position of games the engine plays against itself
//! (Medium, from openings of four random plies drawn by seed) analysed at the phone's budget,
//! one at a time on one thread; the 95th percentile is the figure the apps are held to (an
//! answer within 200 ms for 95 % of the positions of real games). Besides the time on the
//! clock, the time the measuring thread spent on a core (Linux's `schedstat`), which a busy
//! machine does not inflate.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use alquerque_core::engine::{Analysis, AnalysisBudget, Budget, Engine, Level};
use alquerque_core::internals::Rng;
use alquerque_core::Rules;

use crate::cmd::matches::games::random_plies;

use super::line;

/// The games whose positions are measured (`--quick`: fewer).
const GAMES: u64 = 12;
/// Random plies before the engines take over, so that the games differ.
const OPENING_PLIES: usize = 4;

/// Positions of the self-played games, every one from the end of the opening.
pub(super) fn positions(games: u64) -> Vec<alquerque_core::Position> {
    let stop = AtomicBool::new(false);
    let mut out = Vec::new();
    for seed in 0..games {
        let mut rng = Rng::new(0xA4A1 ^ seed);
        let mut game = random_plies(Rules::default(), OPENING_PLIES, &mut rng);
        let mut params = Level::Medium.params();
        params.budget = Budget::iterations(1_000);
        let mut engine = Engine::new(params, seed);
        while !game.status().is_over() && game.moves().len() < 200 {
            out.push(*game.position());
            let Some(mv) = engine.search(&game, &stop, &mut |_| {}).best else {
                break;
            };
            if game.play(mv).is_err() {
                break;
            }
        }
    }
    out
}

/// The time this thread has spent running on a core, in nanoseconds, where the system says
/// (Linux); `None` elsewhere.
fn thread_cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// The `q` quantile of sorted `values` (the smallest value at or above that share).
fn quantile(values: &[f64], q: f64) -> f64 {
    values[((values.len() as f64 * q).ceil() as usize).clamp(1, values.len()) - 1]
}

/// Prints the number of positions and the 50th and 95th percentiles and the longest of their
/// analysis times, in milliseconds.
pub(super) fn analysis_figures(quick: bool) {
    let positions = positions(if quick { GAMES / 3 } else { GAMES });
    let stop = AtomicBool::new(false);
    let mut ms = Vec::with_capacity(positions.len());
    let mut cpu_ms = Vec::with_capacity(positions.len());
    for pos in &positions {
        let cpu = thread_cpu_ns();
        let t = Instant::now();
        std::hint::black_box(Analysis::of(pos, AnalysisBudget::PHONE, &stop));
        ms.push(t.elapsed().as_secs_f64() * 1e3);
        if let (Some(a), Some(b)) = (cpu, thread_cpu_ns()) {
            cpu_ms.push(b.saturating_sub(a) as f64 / 1e6);
        }
    }
    line("analysis_positions", ms.len());
    if ms.is_empty() {
        return;
    }
    for (name, values) in [("analysis", &mut ms), ("analysis_cpu", &mut cpu_ms)] {
        if values.len() != positions.len() {
            continue; // no thread times on this system
        }
        values.sort_by(f64::total_cmp);
        line(
            &format!("{name}_p50_ms"),
            format!("{:.1}", quantile(values, 0.50)),
        );
        line(
            &format!("{name}_p95_ms"),
            format!("{:.1}", quantile(values, 0.95)),
        );
        line(
            &format!("{name}_max_ms"),
            format!("{:.1}", quantile(values, 1.0)),
        );
    }
}
