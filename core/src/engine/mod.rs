//! The AI player. An [`Engine`] decides a move for the side to move: a lone move at once; where
//! the level plays perfectly, the shipped proof's move; then the exact forced-win search; then
//! perfect play's proof search; then Monte-Carlo tree search on the moves left, under a
//! [`Budget`] of iterations and/or time, on the threads and memory its [`Resources`] allow,
//! reporting [`Progress`] and stopping when asked. A [`Level`] is a set of [`EngineParams`];
//! every value of every level is in `tunables.rs`. [`think`] runs a decision in the
//! background; [`Known`] is what perfect play proves about a game; [`hint_params`] and
//! [`side_seed`] are what every front end asks of the AI the same way.
//!
//! # A move's value
//!
//! What is known about a move is said four ways, each for a reason of its own:
//! [`Proof`] is what the tree search proved about a move, from its mover's view, kept in every
//! tree node; the proof-number search's value is a position's, for its side to move, and has no
//! draw (it refuses rules with draws); [`Decision`] says how a move was chosen, and with
//! [`SearchResult::win_rate`] what it is worth; the review's
//! [`Evaluation`](crate::review::Evaluation) is the value written into game records, which
//! [`Evaluation::of_search`](crate::review::Evaluation::of_search) makes from a search result.
//!
//! ```
//! use alquerque_core::engine::{Budget, Engine, Level};
//! use alquerque_core::Game;
//! use std::sync::atomic::AtomicBool;
//!
//! let mut params = Level::Medium.params();
//! params.budget = Budget::iterations(2_000);
//! let mut engine = Engine::new(params, 42);
//! let game = Game::default();
//! let result = engine.search(&game, &AtomicBool::new(false), &mut |_| {});
//! assert!(game.position().is_legal(result.best.unwrap()));
//! ```

mod analysis;
mod background;
#[cfg(test)]
mod exhaustive_tests;
mod further;
mod known;
mod level;
mod params;
mod result;
mod seed;
mod thinker;
pub(crate) mod tunables;

pub use analysis::{
    analysis_list, analysis_list_with, fastest_win, fastest_win_with, Analysis, AnalysisList,
    ListedMove, MoveAnalysis, MoveValue, Unproved,
};
pub use background::{Background, OnDone, OnProgress};
pub use further::settle_not_known;
pub use known::Known;
pub use level::{Level, ParseLevelError};
pub use params::{AnalysisBudget, Budget, EngineParams, Resources};
pub use result::{Decision, Progress, SearchResult};
pub use seed::side_seed;
pub use thinker::{think, think_with, DoneCallback, ProgressCallback, ThinkHandle};
pub use tunables::TABLE_BLOCK_VALUES;
pub use tunables::{hint_params, PhoneSlowdown, Rates, PHONE_SLOWDOWN, RATES};
pub use tunables::{
    ANALYSIS_ESTIMATE_ITERATIONS, ANALYSIS_FURTHER_EXPANSIONS, ANALYSIS_FURTHER_PIECES,
};
pub use tunables::{
    PLIES_BAN_SEARCH_NODES, PLIES_BLOCK_BOARDS, WDL_BAN_SEARCH_NODES, WDL_BLOCK_BOARDS,
};

pub use crate::search::mcts::{MctsParams, Proof, RootMove};
pub use crate::search::playout::PlayoutPolicy;

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::board::moves::Move;
use crate::board::position::Position;
use crate::game::Game;
use crate::proof::perfect::certificate_move;
use crate::search::dfpn::{Dfpn, Value};
use crate::search::mcts::{choose_best, Tree};
use crate::search::rng::Rng;
use crate::search::solver::Solver;
use crate::tables::{best_moves, winning_move, Probe};
use tunables::{FORCED_WIN_SHARE, PROOF_SHARE};

/// The engine for one player of one game: keeps its trees and its forced-win table between
/// moves, so each decision starts from what the last one learned.
pub struct Engine {
    params: EngineParams,
    trees: Vec<Tree>,
    solver: Solver,
    rng: Rng,
    /// The game positions the trees were last rooted on (to find the moves played since).
    last_positions: Vec<Position>,
    /// The proof-number search of perfect play, made on first use and kept between moves.
    proof: Option<Dfpn>,
    /// Endgame tables, if handed some: where they answer, their move is played.
    tables: Option<Arc<dyn Probe>>,
}

/// How often progress is reported.
const PROGRESS_INTERVAL: Duration = Duration::from_millis(50);
/// Iterations between clock reads.
const CLOCK_STRIDE: u64 = 32;

impl Engine {
    /// An engine with `params`, reproducible for a given `seed` under an iteration budget.
    pub fn new(params: EngineParams, seed: u64) -> Engine {
        Engine {
            params,
            trees: Vec::new(),
            solver: Solver::new(params.resources.solver_table_log2),
            rng: Rng::new(seed),
            last_positions: Vec::new(),
            proof: None,
            tables: None,
        }
    }

    /// This engine consulting `tables` first: at every position they answer for, it plays
    /// their fastest win, or when every move loses their longest defence, with no search. The
    /// front ends hand tables to the Perfect level, whose perfect play they complete; an
    /// engine made with [`Engine::new`] alone has none.
    ///
    /// ```
    /// use alquerque_core::engine::{Decision, Engine, Level};
    /// use alquerque_core::tables::Tables;
    /// use alquerque_core::{Game, PositionText, Rules};
    /// use std::sync::atomic::AtomicBool;
    /// use std::sync::Arc;
    ///
    /// let tables = Tables::build(3, 1, &|_| {}, &AtomicBool::new(false)).unwrap();
    /// let mut engine = Engine::new(Level::Perfect.params(), 1).with_tables(Arc::new(tables));
    /// // Every White move loses; e1-d1 resists longest: 20 plies, 10 of Black's moves.
    /// let pos = "b----/-----/-----/-----/----w w - 0"
    ///     .parse::<PositionText>()
    ///     .and_then(|t| t.into_position(Rules::default()))
    ///     .unwrap();
    /// let r = engine.search(&Game::from_position(pos), &AtomicBool::new(false), &mut |_| {});
    /// assert_eq!(r.decision, Decision::ForcedLoss(10));
    /// assert_eq!(r.best.unwrap().to_string(), "e1-d1");
    /// assert_eq!(r.iterations, 0);
    /// ```
    pub fn with_tables(mut self, tables: Arc<dyn Probe>) -> Engine {
        self.tables = Some(tables);
        self
    }

    /// The parameters.
    pub fn params(&self) -> &EngineParams {
        &self.params
    }

    /// Changes the parameters; what was learned is kept (the forced-win table keeps the size
    /// it was made with).
    pub fn set_params(&mut self, params: EngineParams) {
        self.params = params;
        for t in &mut self.trees {
            t.set_params(params.mcts, params.resources.tree_nodes);
        }
    }

    /// Forgets the trees (for example after the game was edited).
    pub fn reset(&mut self) {
        self.trees.clear();
        self.last_positions.clear();
    }

    fn thread_count(&self) -> usize {
        self.params.resources.thread_count().clamp(1, 64)
    }

    /// Roots the trees on the game's current position, reusing what they hold when the game
    /// continues the one they were built for.
    fn prepare_trees(&mut self, game: &Game) {
        let positions = game.positions();
        let history: Vec<u128> = positions[..positions.len() - 1]
            .iter()
            .map(|p| p.key())
            .collect();
        let current = *game.position();
        let threads = self.thread_count();
        let continues = !self.last_positions.is_empty()
            && positions.len() >= self.last_positions.len()
            && positions[..self.last_positions.len()] == self.last_positions[..];
        if continues && self.trees.len() == threads {
            let since = &game.moves()[self.last_positions.len() - 1..];
            for t in &mut self.trees {
                t.advance(since, &current, history.clone());
            }
        } else {
            self.trees = (0..threads)
                .map(|_| {
                    let seed = self.rng.fork();
                    let nodes = self.params.resources.tree_nodes;
                    Tree::new(current, history.clone(), self.params.mcts, nodes, seed)
                })
                .collect();
        }
        self.last_positions = positions.to_vec();
    }

    /// Decides a move for the side to move in `game`, reporting progress about every 50 ms and
    /// stopping early (with the best move so far) when `stop` is set. In turn: a lone move is
    /// played at once; where the level uses perfect play, the shipped proof's move; the exact
    /// forced-win search (`solver_phase`), whose wins are the shortest; perfect play's proof
    /// search (`proof_look`); then the tree search (`tree_phase`).
    ///
    /// ```
    /// use alquerque_core::engine::{Budget, Decision, Engine, Level};
    /// use alquerque_core::{Game, PositionText, Rules};
    /// use std::sync::atomic::AtomicBool;
    ///
    /// // White to move wins in two of its own moves, whatever Black does.
    /// let pos = "---b-/----w/-----/-----/---w- w e4<,d5< 3"
    ///     .parse::<PositionText>()
    ///     .and_then(|t| t.into_position(Rules::default()))
    ///     .unwrap();
    /// let mut params = Level::Medium.params();
    /// params.budget = Budget::iterations(500);
    /// let mut engine = Engine::new(params, 1);
    /// let result = engine.search(&Game::from_position(pos), &AtomicBool::new(false), &mut |_| {});
    /// // The exact forced-win search finds it before any tree search.
    /// assert_eq!(result.decision, Decision::ForcedWin(2));
    /// assert_eq!(result.best.unwrap().to_string(), "e4-e5");
    /// assert_eq!(result.win_rate, 1.0);
    /// ```
    pub fn search(
        &mut self,
        game: &Game,
        stop: &AtomicBool,
        on_progress: &mut dyn FnMut(&Progress),
    ) -> SearchResult {
        let start = Instant::now();
        let mut result = SearchResult::empty();
        let moves = game.legal_moves();
        if moves.len() <= 1 {
            if let Some(&only) = moves.first() {
                result.best = Some(only);
                result.decision = Decision::OnlyMove;
                result.win_rate = 0.5;
                result.principal_variation = vec![only];
            }
            result.elapsed = start.elapsed();
            return result;
        }
        if let Some(decided) = self.tables_move(game.position(), start, on_progress) {
            return decided;
        }
        let perfect = self.params.proof_expansions > 0 && !game.rules().has_draws();
        if perfect {
            if let Some(mv) = certificate_move(game.position()) {
                return won_with(result, mv, Decision::Proven, start, on_progress);
            }
        }
        self.prepare_trees(game);
        if self.params.solver_moves > 0 {
            result = match self.solver_phase(game, moves.len(), start, stop, result, on_progress) {
                ControlFlow::Break(decided) => return decided,
                ControlFlow::Continue(result) => result,
            };
        }
        if let Some(mv) = self
            .tables
            .as_deref()
            .and_then(|t| winning_move(t, game.position()))
        {
            // The tables know a win but not its distance (a win/loss file), and the forced-win
            // search above named none faster: every move that keeps the win ends the game in
            // the end (games are finite), so the first of them is played, never a search's
            // guess.
            return won_with(result, mv, Decision::Proven, start, on_progress);
        }
        if perfect {
            let look = self.proof_look(game.position(), stop);
            result.proof_expansions = look.expansions;
            result.capped |= look.capped;
            match look.found {
                Proven::Win(mv) => {
                    return won_with(result, mv, Decision::Proven, start, on_progress)
                }
                Proven::Lost(lost) => {
                    for t in &mut self.trees {
                        for &mv in &lost {
                            t.set_root_proof(mv, Proof::Loss);
                        }
                    }
                }
            }
        }
        self.tree_phase(moves[0], start, stop, result, on_progress)
    }

    /// The exact forced-win search, with at most its share of the time ([`FORCED_WIN_SHARE`]). It decides the move when it
    /// proves a win, or that every one of the `move_count` moves loses (then the one that
    /// loses latest: resist longest); otherwise the moves it proved lost are marked in the
    /// trees, so the tree search never spends time on them, and the search goes on.
    fn solver_phase(
        &mut self,
        game: &Game,
        move_count: usize,
        start: Instant,
        stop: &AtomicBool,
        mut result: SearchResult,
        on_progress: &mut dyn FnMut(&Progress),
    ) -> ControlFlow<SearchResult, SearchResult> {
        let solver_deadline = self
            .params
            .budget
            .time
            .map(|t| start + FORCED_WIN_SHARE.of(t));
        let positions = game.positions();
        let history: Vec<u128> = positions[..positions.len() - 1]
            .iter()
            .map(|p| p.key())
            .collect();
        let report = self.solver.analyse(
            game.position(),
            &history,
            self.params.solver_moves,
            self.params.solver_nodes,
            solver_deadline,
            stop,
        );
        result.solver_nodes = report.nodes;
        let finished = report.win.is_some() || report.depth_done >= self.params.solver_moves;
        result.capped |= !finished
            && report.nodes < self.params.solver_nodes
            && !stop.load(Ordering::Relaxed)
            && solver_deadline.is_some_and(|d| Instant::now() >= d);
        if let Some((mv, n)) = report.win {
            let decided = won_with(result, mv, Decision::ForcedWin(n), start, on_progress);
            return ControlFlow::Break(decided);
        }
        for t in &mut self.trees {
            for &(mv, _) in &report.losing {
                t.set_root_proof(mv, Proof::Loss);
            }
        }
        if report.losing.len() == move_count {
            // Everything loses: resist longest.
            if let Some(&(mv, n)) = report.losing.iter().max_by_key(|(_, n)| *n) {
                result.best = Some(mv);
                result.decision = Decision::ForcedLoss(n);
                result.principal_variation = vec![mv];
                result.elapsed = start.elapsed();
                return ControlFlow::Break(result);
            }
        }
        ControlFlow::Continue(result)
    }

    /// The tree search on every thread's tree until the budget, the deadline or `stop`; then
    /// the move chosen from the merged root statistics (`fallback` if none was visited).
    fn tree_phase(
        &mut self,
        fallback: Move,
        start: Instant,
        stop: &AtomicBool,
        mut result: SearchResult,
        on_progress: &mut dyn FnMut(&Progress),
    ) -> SearchResult {
        result.iterations = self.run_trees(start, stop, on_progress);
        result.capped |= self
            .params
            .budget
            .time
            .is_some_and(|t| start.elapsed() >= t)
            && self
                .params
                .budget
                .iterations
                .is_none_or(|n| result.iterations < n);
        let per_thread: Vec<Vec<RootMove>> = self.trees.iter().map(|t| t.root_moves()).collect();
        let merged = merge(&per_thread);
        result.cancelled = stop.load(Ordering::Relaxed);
        result.best = if self.params.temperature > 0.0 {
            sample(&merged, self.params.temperature, &mut self.rng)
        } else {
            choose_best(&merged)
        };
        if result.best.is_none() {
            result.best = Some(fallback);
        }
        result.win_rate =
            merged
                .iter()
                .find(|m| Some(m.mv) == result.best)
                .map_or(0.5, |m| match m.proof {
                    Proof::Win => 1.0,
                    Proof::Loss => 0.0,
                    _ => m.value,
                });
        result.principal_variation = pv_from(&self.trees[0], result.best);
        result.root_moves = merged;
        result.elapsed = start.elapsed();
        on_progress(&Progress {
            iterations: result.iterations,
            best: result.best,
            win_rate: result.win_rate,
            principal_variation: result.principal_variation.clone(),
            elapsed: result.elapsed,
        });
        result
    }

    /// Runs every tree on a thread of its own (the first on this one, which also reports the
    /// merged progress) and returns the iterations done in all.
    fn run_trees(
        &mut self,
        start: Instant,
        stop: &AtomicBool,
        on_progress: &mut dyn FnMut(&Progress),
    ) -> u64 {
        let deadline = self.params.budget.time.map(|t| start + t);
        let budget_iterations = self.params.budget.iterations;
        let threads = self.trees.len();
        let shared: Mutex<Vec<Vec<RootMove>>> = Mutex::new(vec![Vec::new(); threads]);
        let (first, rest) = self.trees.split_at_mut(1);
        let shared = &shared;
        std::thread::scope(|scope| {
            let mut handles = Vec::new();
            for (i, tree) in rest.iter_mut().enumerate() {
                let share = budget_iterations.map(|n| split(n, threads, i + 1));
                handles.push(scope.spawn(move || {
                    run_tree(tree, share, deadline, stop, &mut |t: &Tree| {
                        if let Ok(mut s) = shared.lock() {
                            s[i + 1] = t.root_moves();
                        }
                    })
                }));
            }
            let share = budget_iterations.map(|n| split(n, threads, 0));
            let mut last_report = Instant::now();
            let first_done = run_tree(&mut first[0], share, deadline, stop, &mut |t: &Tree| {
                if let Ok(mut s) = shared.lock() {
                    s[0] = t.root_moves();
                    if last_report.elapsed() >= PROGRESS_INTERVAL {
                        last_report = Instant::now();
                        let merged = merge(&s);
                        on_progress(&progress_of(&merged, t, start));
                    }
                }
            });
            first_done
                + handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or(0))
                    .sum::<u64>()
        })
    }
}

impl Engine {
    /// The tables' move at `pos`, if the engine holds tables that answer there: the fastest
    /// win, or the longest defence, as a forced result of as many own (or opponent's) moves,
    /// with the tables' line as its principal variation.
    fn tables_move(
        &self,
        pos: &Position,
        start: Instant,
        on_progress: &mut dyn FnMut(&Progress),
    ) -> Option<SearchResult> {
        let tables = self.tables.as_deref()?;
        let best = best_moves(tables, pos)?;
        let mv = *best.moves.first()?;
        let plies = u32::from(best.value.plies);
        let mut result = SearchResult::empty();
        if best.value.wins {
            // A win in p plies (odd) is (p + 1) / 2 of the mover's own moves.
            result = won_with(
                result,
                mv,
                Decision::ForcedWin(plies.div_ceil(2)),
                start,
                on_progress,
            );
        } else {
            // A loss in p plies (even) is p / 2 of the opponent's moves.
            result.best = Some(mv);
            result.decision = Decision::ForcedLoss(plies / 2);
            result.win_rate = 0.0;
            result.elapsed = start.elapsed();
        }
        result.principal_variation = tables_line(tables, pos, PV_PLIES);
        Some(result)
    }

    /// Perfect play's proof search, with at most its share of the time ([`PROOF_SHARE`]): a win
    /// it proves within
    /// its budget; failing that, the moves its table proves lost, so that the tree search
    /// spends nothing on them (none when every move is lost: then the tree search picks the
    /// most stubborn defence).
    fn proof_look(&mut self, pos: &Position, stop: &AtomicBool) -> ProofLook {
        let table_bytes = self.params.resources.proof_table_bytes;
        let budget = self.params.proof_expansions;
        let dfpn = self.proof.get_or_insert_with(|| Dfpn::new(table_bytes));
        let deadline = self
            .params
            .budget
            .time
            .map(|t| Instant::now() + PROOF_SHARE.of(t));
        dfpn.set_deadline(deadline);
        let before = dfpn.stats().expansions;
        let value = dfpn.solve_with_tables(pos, budget, self.tables.as_deref(), stop, &mut |_| {});
        let expansions = dfpn.stats().expansions - before;
        let capped = value == Ok(Value::Unknown)
            && expansions < budget
            && !stop.load(Ordering::Relaxed)
            && deadline.is_some_and(|d| Instant::now() >= d);
        let found = match value {
            Ok(Value::Win) => dfpn.cheapest_winning_move(pos).map(Proven::Win),
            _ => None,
        };
        let found = found.unwrap_or_else(|| {
            let values = dfpn.move_values(pos);
            if values.iter().all(|&(_, v)| v == Value::Win) {
                return Proven::Lost(Vec::new());
            }
            Proven::Lost(
                values
                    .into_iter()
                    .filter(|&(_, v)| v == Value::Win)
                    .map(|(m, _)| m)
                    .collect(),
            )
        });
        ProofLook {
            found,
            expansions,
            capped,
        }
    }
}

/// What perfect play's proof search did ([`Engine::proof_look`]).
struct ProofLook {
    found: Proven,
    /// The expansions it spent.
    expansions: u64,
    /// Whether the time cap stopped it before its expansions.
    capped: bool,
}

/// What perfect play's proof search proved.
enum Proven {
    /// A move proven to win.
    Win(Move),
    /// No proven win; these moves are proven lost (the opponent wins after each).
    Lost(Vec<Move>),
}

/// The longest principal variation a decision reports.
const PV_PLIES: usize = 12;

/// Perfect play by `tables` from `pos`, at most `plies` moves: each side's first best move.
fn tables_line(tables: &dyn Probe, pos: &Position, plies: usize) -> Vec<Move> {
    let mut line = Vec::new();
    let mut at = *pos;
    while line.len() < plies {
        let Some(mv) = best_moves(tables, &at).and_then(|b| b.moves.first().copied()) else {
            break;
        };
        line.push(mv);
        at = at.after(mv);
    }
    line
}

/// Thread `i`'s share of `n` iterations over `threads` threads.
fn split(n: u64, threads: usize, i: usize) -> u64 {
    let t = threads as u64;
    n / t + u64::from((i as u64) < n % t)
}

/// Runs iterations on one tree until its share, the deadline or the stop flag; calls `report`
/// about every 50 ms (and once at the end). Returns the iterations run.
fn run_tree(
    tree: &mut Tree,
    share: Option<u64>,
    deadline: Option<Instant>,
    stop: &AtomicBool,
    report: &mut dyn FnMut(&Tree),
) -> u64 {
    let mut done = 0u64;
    let mut last_report = Instant::now();
    loop {
        if share.is_some_and(|s| done >= s) || stop.load(Ordering::Relaxed) {
            break;
        }
        if tree.root_proof() != Proof::Unknown {
            break;
        }
        tree.iterate();
        done += 1;
        if done.is_multiple_of(CLOCK_STRIDE) {
            let now = Instant::now();
            if deadline.is_some_and(|d| now >= d) {
                break;
            }
            if now.duration_since(last_report) >= PROGRESS_INTERVAL / 2 {
                last_report = now;
                report(tree);
            }
        }
    }
    report(tree);
    done
}

/// Sums the statistics of the same moves over threads; a proof from any thread holds.
fn merge(per_thread: &[Vec<RootMove>]) -> Vec<RootMove> {
    let mut merged: Vec<RootMove> = Vec::new();
    for stats in per_thread {
        for m in stats {
            match merged.iter_mut().find(|x| x.mv == m.mv) {
                Some(x) => {
                    let total = x.visits + m.visits;
                    if total > 0 {
                        x.value =
                            (x.value * x.visits as f32 + m.value * m.visits as f32) / total as f32;
                    }
                    x.visits = total;
                    if x.proof == Proof::Unknown {
                        x.proof = m.proof;
                    }
                }
                None => merged.push(*m),
            }
        }
    }
    merged
}

fn progress_of(merged: &[RootMove], tree: &Tree, start: Instant) -> Progress {
    let best = choose_best(merged);
    let win_rate = merged
        .iter()
        .find(|m| Some(m.mv) == best)
        .map_or(0.5, |m| m.value);
    Progress {
        iterations: merged.iter().map(|m| m.visits as u64).sum(),
        best,
        win_rate,
        principal_variation: pv_from(tree, best),
        elapsed: start.elapsed(),
    }
}

/// The principal variation of `tree` if it starts with `best`, else just `best`.
fn pv_from(tree: &Tree, best: Option<Move>) -> Vec<Move> {
    let pv = tree.principal_variation(PV_PLIES);
    match (best, pv.first()) {
        (Some(b), Some(&f)) if b == f => pv,
        (Some(b), _) => vec![b],
        _ => pv,
    }
}

/// Draws a move with probability proportional to `visits^(1/temperature)` among moves not
/// proven lost (a proven win is always played).
fn sample(moves: &[RootMove], temperature: f32, rng: &mut Rng) -> Option<Move> {
    if let Some(m) = moves.iter().find(|m| m.proof == Proof::Win) {
        return Some(m.mv);
    }
    let candidates: Vec<&RootMove> = moves.iter().filter(|m| m.proof != Proof::Loss).collect();
    let max = candidates.iter().map(|m| m.visits).max()? as f64;
    if max == 0.0 {
        return choose_best(moves);
    }
    let weights: Vec<f64> = candidates
        .iter()
        .map(|m| (m.visits as f64 / max).powf(1.0 / temperature as f64))
        .collect();
    let total: f64 = weights.iter().sum();
    let mut r = rng.unit() * total;
    for (m, w) in candidates.iter().zip(&weights) {
        if r < *w {
            return Some(m.mv);
        }
        r -= w;
    }
    candidates.last().map(|m| m.mv)
}

/// Ends a search with a move known to win (`decision` says how it is known): the result says
/// so, and the one progress report gives the move.
fn won_with(
    mut result: SearchResult,
    mv: Move,
    decision: Decision,
    start: Instant,
    on_progress: &mut dyn FnMut(&Progress),
) -> SearchResult {
    result.best = Some(mv);
    result.decision = decision;
    result.win_rate = 1.0;
    result.principal_variation = vec![mv];
    result.elapsed = start.elapsed();
    on_progress(&Progress {
        iterations: 0,
        best: Some(mv),
        win_rate: 1.0,
        principal_variation: vec![mv],
        elapsed: result.elapsed,
    });
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::rules::Rules;
    use crate::engine::level::Level;
    use crate::game::position_text::PositionText;

    fn game(text: &str) -> Game {
        let pos = text
            .parse::<PositionText>()
            .and_then(|t| t.into_position(Rules::default()))
            .expect("valid test position");
        Game::from_position(pos)
    }

    fn hard(iterations: u64) -> EngineParams {
        let mut params = Level::Hard.params();
        params.budget = Budget::iterations(iterations);
        params.resources.threads = 1;
        params
    }

    /// The forced-win search proves two of White's nine moves lost (in three and in five of
    /// Black's moves) and nothing else: the tree search must start knowing it, so that those
    /// moves are marked lost at the root even after a single iteration, too few to prove
    /// anything itself.
    #[test]
    fn moves_the_forced_win_search_proves_lost_are_lost_for_the_tree_search() {
        let game = game("b--bb/----b/-w---/---ww/b---w w - 0");
        let pos = *game.position();
        // The forced-win search's proofs alone: Hard's proof search proves more moves lost.
        let params = EngineParams {
            proof_expansions: 0,
            ..hard(1)
        };
        let report = Solver::new(params.resources.solver_table_log2).analyse(
            &pos,
            &[],
            params.solver_moves,
            params.solver_nodes,
            None,
            &AtomicBool::new(false),
        );
        assert!(report.win.is_none());
        let losing: Vec<Move> = report.losing.iter().map(|&(m, _)| m).collect();
        assert!(
            !losing.is_empty() && losing.len() < pos.legal_moves().len(),
            "some moves lose, not all: {:?}",
            report.losing
        );
        let r = Engine::new(params, 7).search(&game, &AtomicBool::new(false), &mut |_| {});
        assert_eq!(r.decision, Decision::Search);
        assert_eq!(r.root_moves.len(), pos.legal_moves().len());
        for m in &r.root_moves {
            assert_eq!(
                m.proof == Proof::Loss,
                losing.contains(&m.mv),
                "{}: {:?}",
                m.mv,
                m.proof
            );
        }
        let best = r.best.expect("a move");
        assert!(!losing.contains(&best), "played {best}, a proven loss");
    }

    /// With perfect play's proof search on and the forced-win search off, the moves the proof
    /// search proves lost (one of Black's six in this position from an engine game, within
    /// 20,000 expansions) are the ones marked lost at the root, and none of them is played.
    #[test]
    fn moves_the_proof_search_proves_lost_are_lost_for_the_tree_search() {
        let game = game("bb--b/bb--b/----w/w---w/w--ww b b4>,b5>,e5< 0");
        let pos = *game.position();
        let mut params = hard(1);
        params.solver_moves = 0;
        params.proof_expansions = 20_000;
        let mut dfpn = Dfpn::new(params.resources.proof_table_bytes);
        let root = dfpn.solve(
            &pos,
            params.proof_expansions,
            &AtomicBool::new(false),
            &mut |_| {},
        );
        assert_eq!(root, Ok(Value::Unknown), "no proven win to play instead");
        let lost: Vec<Move> = dfpn
            .move_values(&pos)
            .into_iter()
            .filter(|&(_, v)| v == Value::Win)
            .map(|(m, _)| m)
            .collect();
        assert!(
            !lost.is_empty() && lost.len() < pos.legal_moves().len(),
            "some moves proven lost, not all: {lost:?}"
        );
        let r = Engine::new(params, 7).search(&game, &AtomicBool::new(false), &mut |_| {});
        assert_eq!(r.decision, Decision::Search);
        for m in &r.root_moves {
            assert_eq!(m.proof == Proof::Loss, lost.contains(&m.mv), "{}", m.mv);
        }
        let best = r.best.expect("a move");
        assert!(!lost.contains(&best), "played {best}, a proven loss");
    }

    /// Every White move loses: a1-b1 and a1-b2 at Black's next move, a1-a2 only at Black's
    /// second. The engine must resist longest.
    #[test]
    fn when_every_move_loses_the_engine_resists_longest() {
        let game = game("bb-bb/b--b-/-----/-----/w-b-- w - 1");
        let r = Engine::new(hard(1_000), 7).search(&game, &AtomicBool::new(false), &mut |_| {});
        assert_eq!(r.decision, Decision::ForcedLoss(2));
        assert_eq!(r.best.map(|m| m.to_string()).as_deref(), Some("a1-a2"));
        // The figures the choice rests on, checked against the forced-win search itself.
        let report = Solver::new(18).analyse(
            game.position(),
            &[],
            5,
            u64::MAX,
            None,
            &AtomicBool::new(false),
        );
        let mut lengths: Vec<(String, u32)> = report
            .losing
            .iter()
            .map(|&(m, n)| (m.to_string(), n))
            .collect();
        lengths.sort();
        assert_eq!(
            lengths,
            [
                ("a1-a2".to_string(), 2),
                ("a1-b1".to_string(), 1),
                ("a1-b2".to_string(), 1)
            ]
        );
    }
}
