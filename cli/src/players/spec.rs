//! Engine configurations as written on the command line, and players built from them.
//!
//! A spec is a level name, `baseline` (the original app's AI), `novice` (a model of a person
//! new to the game) or `random`, optionally followed
//! by `:` and comma-separated `key=value` overrides:
//! `hard`, `hard:time=100`, `medium:iterations=5000,c=0.9,playout=uniform,solver=3`,
//! `baseline:iterations=2000`. `tables=shipped` hands a level's engine the endgame tables built
//! into the program (`perfect:tables=shipped`), layered as the apps layer them (the exact four
//! pieces over the win/loss file of eight), which it plays wherever they answer.

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use crate::players::baseline::{baseline_move, BaselineParams};
use crate::players::novice::novice_move;
use alquerque_core::engine::{
    Budget, Engine, EngineParams, Level, PlayoutPolicy, PLIES_BAN_SEARCH_NODES,
    WDL_BAN_SEARCH_NODES,
};
use alquerque_core::internals::Rng;
use alquerque_core::tables::{shipped_layered, Probe};
use alquerque_core::{Game, Move};

/// Budgets from one iteration or millisecond (less cannot search) to a billion iterations or
/// an hour a move.
const ITERATIONS: std::ops::RangeInclusive<f64> = 1.0..=1e9;
const MILLIS: std::ops::RangeInclusive<f64> = 1.0..=3_600_000.0;
/// The largest search tree, in nodes: 2^24 nodes are about half a GiB.
const MAX_NODES: f64 = (1u64 << 24) as f64;

/// What plays: our engine with some parameters, the original app's UCT, a newcomer's model, or
/// random moves.
#[derive(Clone, Debug, PartialEq)]
pub enum Spec {
    /// Our engine.
    Engine(EngineParams),
    /// Our engine with the endgame tables built into the program.
    Tabled(EngineParams),
    /// The original app's plain UCT.
    Baseline(BaselineParams),
    /// A newcomer: the biggest capture, else a random step that offers nothing to capture.
    Novice,
    /// Uniformly random legal moves.
    Random,
}

impl FromStr for Spec {
    type Err = String;

    fn from_str(s: &str) -> Result<Spec, String> {
        let (name, overrides) = match s.split_once(':') {
            Some((n, o)) => (n.trim(), o.trim()),
            None => (s.trim(), ""),
        };
        let pairs: Vec<(&str, &str)> = overrides
            .split(',')
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(|p| {
                p.split_once('=')
                    .map(|(k, v)| (k.trim(), v.trim()))
                    .ok_or_else(|| format!("'{p}' is not key=value"))
            })
            .collect::<Result<_, _>>()?;
        // Every value is bounded, so that no spec searches for ever, takes unbounded memory, or
        // cannot search at all (a zero budget would leave the AI without a move).
        let num = |k: &str, v: &str, range: std::ops::RangeInclusive<f64>| {
            v.parse::<f64>()
                .ok()
                .filter(|x| range.contains(x))
                .ok_or_else(|| {
                    format!(
                        "{k}={v}: not a number from {} to {}",
                        range.start(),
                        range.end()
                    )
                })
        };
        match name.to_ascii_lowercase().as_str() {
            plain @ ("random" | "novice") => {
                if let Some((k, _)) = pairs.first() {
                    return Err(format!("{plain} takes no parameter ({k})"));
                }
                Ok(if plain == "random" {
                    Spec::Random
                } else {
                    Spec::Novice
                })
            }
            "baseline" => {
                let mut p = BaselineParams::default();
                for (k, v) in pairs {
                    match k {
                        "iterations" => p.iterations = num(k, v, ITERATIONS)? as u32,
                        "time" => p.time = Duration::from_millis(num(k, v, MILLIS)? as u64),
                        _ => {
                            return Err(format!(
                                "baseline has no parameter '{k}' (iterations, time)"
                            ))
                        }
                    }
                }
                Ok(Spec::Baseline(p))
            }
            level => {
                let level: Level =
                    level
                        .parse()
                        .map_err(|e: alquerque_core::engine::ParseLevelError| {
                            format!("{e}, or baseline, novice or random")
                        })?;
                let mut p = level.params();
                let mut budget_set = false;
                let mut tabled = false;
                for (k, v) in pairs {
                    match k {
                        "tables" => {
                            if v != "shipped" {
                                return Err(format!(
                                    "tables={v}: only the tables built in, tables=shipped"
                                ));
                            }
                            if let Err(e) = shipped_layered(WDL_BAN_SEARCH_NODES, PLIES_BAN_SEARCH_NODES) {
                                return Err(format!("the built-in tables: {e}"));
                            }
                            tabled = true;
                        }
                        "time" => {
                            if !budget_set {
                                p.budget = Budget::default();
                                budget_set = true;
                            }
                            p.budget.time = Some(Duration::from_millis(num(k, v, MILLIS)? as u64));
                        }
                        "iterations" => {
                            if !budget_set {
                                p.budget = Budget::default();
                                budget_set = true;
                            }
                            p.budget.iterations = Some(num(k, v, ITERATIONS)? as u64);
                        }
                        "c" => p.mcts.exploration = num(k, v, 0.0..=100.0)? as f32,
                        "playout" => {
                            p.mcts.playout = match v {
                                "uniform" => PlayoutPolicy::Uniform,
                                "tactical" => PlayoutPolicy::Tactical,
                                _ => return Err(format!("playout={v}: uniform or tactical")),
                            }
                        }
                        "solver" => p.solver_moves = num(k, v, 0.0..=12.0)? as u32,
                        "solver_nodes" => p.solver_nodes = num(k, v, 1.0..=1e10)? as u64,
                        "temperature" => p.temperature = num(k, v, 0.0..=100.0)? as f32,
                        "threads" => p.resources.threads = num(k, v, 0.0..=64.0)? as usize,
                        "nodes" => p.resources.tree_nodes = num(k, v, 16.0..=MAX_NODES)? as usize,
                        "proof" => p.proof_expansions = num(k, v, 0.0..=1e9)? as u64,
                        "cutoff" => p.mcts.playout_cutoff = num(k, v, 0.0..=1000.0)? as u32,
                        _ => {
                            return Err(format!(
                                "unknown parameter '{k}' (time, iterations, c, playout, solver, solver_nodes, temperature, threads, nodes, proof, cutoff, tables)"
                            ))
                        }
                    }
                }
                Ok(if tabled {
                    Spec::Tabled(p)
                } else {
                    Spec::Engine(p)
                })
            }
        }
    }
}

impl fmt::Display for Spec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Spec::Random => f.write_str("random"),
            Spec::Novice => f.write_str("novice (the biggest capture, else a safe-looking step)"),
            Spec::Baseline(p) => write!(
                f,
                "baseline (plain UCT, {} iterations or {} ms per jump)",
                p.iterations,
                p.time.as_millis()
            ),
            Spec::Engine(p) | Spec::Tabled(p) => {
                let tables = if matches!(self, Spec::Tabled(_)) {
                    " with the endgame tables"
                } else {
                    ""
                };
                write!(f, "engine{tables} (")?;
                if let Some(i) = p.budget.iterations {
                    write!(f, "{i} iterations, ")?;
                }
                if let Some(t) = p.budget.time {
                    write!(f, "{} ms, ", t.as_millis())?;
                }
                write!(f, "c {}, {:?} playouts", p.mcts.exploration, p.mcts.playout)?;
                if p.mcts.playout_cutoff > 0 {
                    write!(f, " cut at {} plies", p.mcts.playout_cutoff)?;
                }
                write!(
                    f,
                    ", solver {} ({} positions), temperature {}, threads {}",
                    p.solver_moves, p.solver_nodes, p.temperature, p.resources.threads
                )?;
                if p.proof_expansions > 0 {
                    write!(f, ", proof {}", p.proof_expansions)?;
                }
                f.write_str(")")
            }
        }
    }
}

/// The tables built into the program, as the apps use them (`shipped_layered`: the exact four
/// pieces over the win/loss file), read once for every engine of the process; `None` if they
/// do not read (a spec naming them is refused then).
fn shipped_tables() -> Option<Arc<dyn Probe>> {
    static TABLES: OnceLock<Option<Arc<dyn Probe>>> = OnceLock::new();
    TABLES
        .get_or_init(|| {
            shipped_layered(WDL_BAN_SEARCH_NODES, PLIES_BAN_SEARCH_NODES)
                .ok()
                .map(|t| Arc::new(t) as Arc<dyn Probe>)
        })
        .clone()
}

/// An engine with `params` and the built-in endgame tables.
pub fn tabled_engine(params: EngineParams, seed: u64) -> Engine {
    let engine = Engine::new(params, seed);
    match shipped_tables() {
        Some(tables) => engine.with_tables(tables),
        None => engine,
    }
}

/// A player built from a spec, holding its state across the moves of one game.
pub enum Player {
    /// Our engine.
    Engine(Box<Engine>),
    /// The original app's UCT with its random generator.
    Baseline(BaselineParams, Rng),
    /// A newcomer with its random generator.
    Novice(Rng),
    /// Random moves.
    Random(Rng),
}

impl Player {
    /// A fresh player for one game.
    pub fn new(spec: &Spec, seed: u64) -> Player {
        match spec {
            Spec::Engine(p) => Player::Engine(Box::new(Engine::new(*p, seed))),
            Spec::Tabled(p) => Player::Engine(Box::new(tabled_engine(*p, seed))),
            Spec::Baseline(p) => Player::Baseline(*p, Rng::new(seed)),
            Spec::Novice => Player::Novice(Rng::new(seed)),
            Spec::Random => Player::Random(Rng::new(seed)),
        }
    }

    /// The player's move for the side to move, `None` if it has none.
    pub fn choose(&mut self, game: &Game) -> Option<Move> {
        match self {
            Player::Engine(e) => e.search(game, &AtomicBool::new(false), &mut |_| {}).best,
            Player::Baseline(p, rng) => baseline_move(game, p, rng).0,
            Player::Novice(rng) => novice_move(game, rng),
            Player::Random(rng) => {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    None
                } else {
                    Some(moves[rng.below(moves.len() as u32) as usize])
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_parse() {
        assert!(matches!("hard".parse::<Spec>(), Ok(Spec::Engine(_))));
        match "hard:time=100".parse::<Spec>() {
            Ok(Spec::Engine(p)) => {
                assert_eq!(p.budget.time, Some(Duration::from_millis(100)));
                assert_eq!(p.budget.iterations, None);
            }
            other => panic!("{other:?}"),
        }
        // Hard cuts its playouts; `cutoff=0` plays them to the end, as the weaker levels do.
        match ("hard".parse::<Spec>(), "hard:cutoff=0".parse::<Spec>()) {
            (Ok(Spec::Engine(cut)), Ok(Spec::Engine(whole))) => {
                assert_eq!(cut.mcts.playout_cutoff, 8);
                assert_eq!(whole.mcts.playout_cutoff, 0);
                assert!(Spec::Engine(cut).to_string().contains("cut at 8 plies"));
                assert!(!Spec::Engine(whole).to_string().contains("cut at"));
            }
            other => panic!("{other:?}"),
        }
        match "baseline:iterations=2000".parse::<Spec>() {
            Ok(Spec::Baseline(p)) => assert_eq!(p.iterations, 2000),
            other => panic!("{other:?}"),
        }
        match "perfect:tables=shipped,threads=1".parse::<Spec>() {
            Ok(Spec::Tabled(p)) => {
                assert_eq!(p.resources.threads, 1);
                assert!(Spec::Tabled(p)
                    .to_string()
                    .contains("with the endgame tables"));
            }
            other => panic!("{other:?}"),
        }
        assert!("perfect:tables=mine".parse::<Spec>().is_err());
        // The tables a spec names are the apps': who wins and in how many plies beyond the
        // exact four pieces too, though only the four are complete.
        let tables = shipped_tables().expect("the built-in tables read");
        let six = "--b-b/---b-/-----/-w---/w---w w - 0"
            .parse::<alquerque_core::PositionText>()
            .and_then(|t| t.into_position(alquerque_core::Rules::default()))
            .expect("a position");
        let winner = tables.wins(&six);
        assert!(winner.is_some(), "the winner of six pieces");
        let value = tables.probe(&six).expect("the distance of six pieces");
        assert_eq!(Some(value.wins), winner, "{value:?}");
        assert_eq!(tables.complete_pieces(), Some(4));
        assert_eq!("random".parse::<Spec>(), Ok(Spec::Random));
        assert_eq!(" Novice ".parse::<Spec>(), Ok(Spec::Novice));
        for bad in [
            "",
            "grandmaster",
            "hard:time",
            "hard:time=-1",
            "hard:warp=9",
            "random:x=1",
            "novice:x=1",
            "baseline:iterations=0,time=0",
            "hard:iterations=0",
            "hard:time=1e30",
            "hard:iterations=1e30",
            "hard:nodes=1e20",
            "hard:threads=65",
            "hard:solver=99",
            "hard:c=NaN",
            "hard:cutoff=-1",
            "hard:cutoff=1e9",
        ] {
            assert!(bad.parse::<Spec>().is_err(), "{bad}");
        }
    }
}
