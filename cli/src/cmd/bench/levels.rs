//! The levels as a phone runs them: the engine's work per second here, and for each level the
//! two games an app can hold, each in a process of its own so that the process's peak memory is
//! the game's, and how long each of the level's moves took, on this machine and as estimated for
//! a mid-range phone.
//!
//! The games hold what the apps' session (`bindings/src/session/`) holds, made the same way:
//! every engine within [`Resources::PHONE`], with the seed of its side, and after every move
//! what perfect play proves, worked out afresh as the board screen does ([`Known::quick`]).
//! [`PhoneGame`] says who plays.

use std::process::Command;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use alquerque_core::engine::{
    hint_params, side_seed, Budget, Engine, EngineParams, Known, Level, Resources, SearchResult,
    PHONE_SLOWDOWN, RATES,
};
use alquerque_core::{Color, Game, Status};

use crate::failure::{Failure, Outcome};

/// Where every level's game starts: a balanced opening (the first of `alquerque match
/// --opening-plies 4 --balanced --seed 1`), off the shipped proof, so that every level
/// searches from the first move.
const OPENING: &str = "1. d3-c3 b3-d3 2. e3-c3 d4-e3 *";

/// The seed of the game's engines: fixed, so that the game and its work are the same on every
/// run (the time is this machine's).
const SEED: u64 = 2026;

/// The longest game played (a game under the default rules always ends well before).
const MAX_PLIES: usize = 400;

fn line(name: &str, value: impl std::fmt::Display) {
    outln!("{name} {value}");
}

/// The engine's work per second on this machine, one search at a time over positions of the
/// review's game (its opening after ply 4, where whole playouts are longest, and every tenth
/// ply): the lowest and the median of each, beside the conservative rates the levels' caps are sized on
/// (`core/src/engine/tunables.rs`, `RATES`).
pub(super) fn rates() -> Outcome {
    let game = Game::from_record(super::REVIEW_GAME)
        .map_err(|e| Failure::Failed(format!("the review's game: {e}")))?;
    let positions: Vec<Game> = [4, 10, 20, 30, 40, 50]
        .iter()
        .map(|&ply| Game::from_position(game.positions()[ply]))
        .collect();
    let only = |level: Level, iterations: u64, solver: u64, proof: u64| {
        let mut p = level.params();
        p.temperature = 0.0;
        p.budget = Budget::iterations(iterations);
        if solver == 0 {
            p.solver_moves = 0;
        }
        p.solver_nodes = solver;
        p.proof_expansions = proof;
        p
    };
    type Work = fn(&SearchResult) -> u64;
    let kinds: [(&str, EngineParams, Work, f64); 4] = [
        (
            "whole_playout_iterations",
            only(Level::Easy, 20_000, 0, 0),
            |r| r.iterations,
            RATES.whole_playout_iterations,
        ),
        (
            "cut_playout_iterations",
            only(Level::Hard, 100_000, 0, 0),
            |r| r.iterations,
            RATES.cut_playout_iterations,
        ),
        (
            "solver_nodes",
            only(Level::Master, 1, 2_000_000, 0),
            |r| r.solver_nodes,
            RATES.solver_nodes,
        ),
        (
            "proof_expansions",
            only(Level::Master, 1, 0, 500_000),
            |r| r.proof_expansions,
            RATES.proof_expansions,
        ),
    ];
    for (name, params, work, recorded) in kinds {
        let mut rates: Vec<f64> = Vec::new();
        for (i, g) in positions.iter().enumerate() {
            let mut engine = Engine::new(params, i as u64);
            let t = Instant::now();
            let r = engine.search(g, &AtomicBool::new(false), &mut |_| {});
            let seconds = t.elapsed().as_secs_f64();
            // A search that ended early (a proof found, a lone move) is too short to time.
            if work(&r) >= 10_000 {
                rates.push(work(&r) as f64 / seconds);
            }
        }
        rates.sort_by(f64::total_cmp);
        let (Some(lowest), Some(median)) = (rates.first(), rates.get(rates.len() / 2)) else {
            return Err(Failure::Failed(format!("no position timed the {name}")));
        };
        line(
            &format!("rate_{name}_per_second_lowest"),
            format!("{lowest:.0}"),
        );
        line(
            &format!("rate_{name}_per_second_median"),
            format!("{median:.0}"),
        );
        line(
            &format!("rate_{name}_per_second_recorded"),
            format!("{recorded:.0}"),
        );
    }
    Ok(())
}

/// Who plays a level's game on the phone.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PhoneGame {
    /// The level against itself: the session keeps an engine per side.
    AiAgainstAi,
    /// A person as White who asks for a hint before each move and plays it (a proven winning
    /// move where perfect play proves one, else a search in an engine made afresh, as the
    /// session does), the level as Black.
    PersonWithHints,
}

impl PhoneGame {
    fn name(self) -> &'static str {
        match self {
            PhoneGame::AiAgainstAi => "ai-against-ai",
            PhoneGame::PersonWithHints => "person-with-hints",
        }
    }
}

/// Runs both games of every level in child processes (this program, `bench --phone-game
/// LEVEL --player KIND`) and prints their figures: the level's think times (from the game
/// against itself, which has twice its moves) with the estimate for a mid-range phone, its
/// work, and the larger of the two games' peak memory.
pub(super) fn all_levels() -> Outcome {
    let exe = std::env::current_exe()
        .map_err(|e| Failure::Failed(format!("cannot find this program to rerun it: {e}")))?;
    for level in Level::ALL {
        let mut peak: Option<f64> = None;
        for kind in [PhoneGame::AiAgainstAi, PhoneGame::PersonWithHints] {
            let out = Command::new(&exe)
                .args([
                    "bench",
                    "--phone-game",
                    level.name(),
                    "--player",
                    kind.name(),
                ])
                .output()
                .map_err(|e| {
                    Failure::Failed(format!("cannot run the {} game: {e}", level.name()))
                })?;
            if !out.status.success() {
                return Err(Failure::Failed(format!(
                    "the {} game failed: {}",
                    level.name(),
                    String::from_utf8_lossy(&out.stderr).trim()
                )));
            }
            let text = String::from_utf8_lossy(&out.stdout);
            out!("{text}");
            let field = |name: &str| {
                text.lines()
                    .find_map(|l| l.strip_prefix(name)?.strip_prefix(' '))
                    .and_then(|v| v.parse::<f64>().ok())
            };
            let prefix = format!("level_{}_", level.name());
            if let Some(mib) = field(&format!(
                "{prefix}{}_peak_mib",
                kind.name().replace('-', "_")
            )) {
                peak = Some(peak.map_or(mib, |p| p.max(mib)));
            }
            if kind == PhoneGame::AiAgainstAi {
                for stat in ["mean", "max"] {
                    if let Some(ms) = field(&format!("{prefix}think_ms_{stat}")) {
                        line(
                            &format!("{prefix}phone_think_ms_{stat}"),
                            format!("{:.0}", ms * PHONE_SLOWDOWN.mid_range),
                        );
                    }
                }
            }
        }
        match peak {
            Some(mib) => line(
                &format!("level_{}_phone_game_peak_mib", level.name()),
                format!("{mib:.1}"),
            ),
            None => line(
                &format!("level_{}_phone_game_peak_mib", level.name()),
                "unavailable",
            ),
        }
    }
    Ok(())
}

/// The figures of one decision of the level's engines.
struct Decided {
    ms: f64,
    iterations: u64,
    solver_nodes: u64,
    proof_expansions: u64,
    capped: bool,
}

/// Plays `level`'s game with `players` (see [`PhoneGame`]) and prints its figures: for the
/// level against itself, the level's think time per move (mean and worst), the most work a
/// move did and how many moves the time cap cut short; for both, the process's peak memory.
pub fn phone_game(level: Level, players: PhoneGame) -> Outcome {
    let mut game =
        Game::from_record(OPENING).map_err(|e| Failure::Failed(format!("the opening: {e}")))?;
    let params = level.params().within(Resources::PHONE);
    let mut engines =
        [Color::White, Color::Black].map(|side| Engine::new(params, side_seed(SEED, side)));
    let mut decided: Vec<Decided> = Vec::new();
    let stop = AtomicBool::new(false);
    while game.status() == Status::Ongoing && game.moves().len() < MAX_PLIES {
        let known = Known::quick(&game);
        let side = game.turn();
        let person = players == PhoneGame::PersonWithHints && side == Color::White;
        let best = if person {
            known.winning_move.or_else(|| {
                let hint = hint_params().within(Resources::PHONE);
                let mut engine = Engine::new(hint, SEED ^ game.moves().len() as u64);
                engine.search(&game, &stop, &mut |_| {}).best
            })
        } else {
            let t = Instant::now();
            let r = engines[side.index()].search(&game, &stop, &mut |_| {});
            decided.push(Decided {
                ms: t.elapsed().as_secs_f64() * 1000.0,
                iterations: r.iterations,
                solver_nodes: r.solver_nodes,
                proof_expansions: r.proof_expansions,
                capped: r.capped,
            });
            r.best
        };
        let Some(best) = best else { break };
        game.play(best)
            .map_err(|e| Failure::Failed(format!("the engine's move {best}: {e}")))?;
    }
    let name = level.name();
    if players == PhoneGame::AiAgainstAi {
        let n = decided.len().max(1) as f64;
        line(&format!("level_{name}_moves"), decided.len());
        line(
            &format!("level_{name}_think_ms_mean"),
            format!("{:.1}", decided.iter().map(|m| m.ms).sum::<f64>() / n),
        );
        line(
            &format!("level_{name}_think_ms_max"),
            format!("{:.1}", decided.iter().map(|m| m.ms).fold(0.0, f64::max)),
        );
        let most = |f: fn(&Decided) -> u64| decided.iter().map(f).max().unwrap_or(0);
        line(
            &format!("level_{name}_iterations_max"),
            most(|m| m.iterations),
        );
        line(
            &format!("level_{name}_solver_nodes_max"),
            most(|m| m.solver_nodes),
        );
        line(
            &format!("level_{name}_proof_expansions_max"),
            most(|m| m.proof_expansions),
        );
        line(
            &format!("level_{name}_time_capped_moves"),
            decided.iter().filter(|m| m.capped).count(),
        );
    }
    let peak = format!("level_{name}_{}_peak_mib", players.name().replace('-', "_"));
    match peak_memory_kib() {
        Some(kib) => line(&peak, format!("{:.1}", kib as f64 / 1024.0)),
        None => line(&peak, "unavailable"),
    }
    Ok(())
}

/// The process's peak resident memory in KiB (`VmHWM` of `/proc/self/status`), where the
/// system tells it (Linux).
fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))?
        .trim()
        .strip_suffix("kB")?
        .trim()
        .parse()
        .ok()
}
