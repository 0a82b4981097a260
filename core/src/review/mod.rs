//! Game review: the engine goes over a finished (or unfinished) game and says, for every ply,
//! what the mover could expect before and after the move, which move it would have played,
//! and how costly the move was: best, good, inaccuracy, mistake, blunder, or the only move.
//!
//! Every position of the game is searched once, with a fixed budget of iterations (never of
//! time), by one engine seeded once: the review of a game is the same on every machine for
//! the same seed. The value after a move is the value of the next position for the other
//! side, so "before" and "after" come from searches of the same kind. Where the exact
//! forced-win search proves a result, the value is "wins in N" or "loses in N" rather than a
//! percentage; where the solved game (default rules) proves who wins, the ply says so too, and
//! a move that turns a proven win into a proven loss "gives the win away".
//!
//! A review runs in the background like [`think`](crate::engine::think): [`start_review`] returns a
//! [`ReviewHandle`] to poll, cancel and collect. Its annotations travel in the game record as
//! comments ([`annotated_record`], [`read_annotated_record`]).
//!
//! ```
//! use alquerque_core::review::{review_game, ReviewParams};
//! use alquerque_core::Game;
//! use std::sync::atomic::AtomicBool;
//!
//! let mut game = Game::default();
//! game.play_text("c2-c3").unwrap();
//! game.play_text("c4-c2").unwrap();
//! let params = ReviewParams { iterations: 300, ..ReviewParams::default() };
//! let review = review_game(&game, &params, 1, &AtomicBool::new(false), &mut |_| {});
//! assert_eq!(review.plies.len(), 2);
//! assert_eq!(review.plies[1].mark.name(), "only move");
//! ```

mod annotation;
mod drill;
mod evaluation;
mod mark;
mod summary;

pub use annotation::{PlyReview, Solved};
pub use drill::{Drill, DrillError, DrillItem, Judged, Reveal, Trial, TryVerdict, REVEAL_AFTER};
pub use evaluation::Evaluation;
pub use mark::{mark_of, Mark};
pub use summary::{move_accuracy, SideSummary};

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::board::color::Color;
use crate::board::moves::Move;
use crate::board::position::Position;
use crate::engine::fastest_win_with;
use crate::engine::tunables::{
    ANALYSIS_BUDGET, QUICK_PROOF_TABLE_BYTES, REVIEW_ITERATIONS, REVIEW_PROOF_EXPANSIONS,
    REVIEW_SOLVER_MOVES, REVIEW_SOLVER_NODES,
};
use crate::engine::Level;
use crate::engine::{Background, OnDone, OnProgress};
use crate::engine::{Budget, Engine, EngineParams};
use crate::game::record::RecordError;
use crate::game::{Game, Status};
use crate::proof::perfect::proven_winner;
use crate::search::dfpn::Dfpn;
use crate::tables::Probe;

/// What a review spends on each position. Iterations and node counts, never time, so that a
/// review is the same on every machine for the same seed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ReviewParams {
    /// Tree-search iterations per position.
    pub iterations: u64,
    /// Depth of the exact forced-win search, in the mover's own moves.
    pub solver_moves: u32,
    /// The most positions the forced-win search may visit per position reviewed.
    pub solver_nodes: u64,
    /// Expansions of the proof-number search per position asking who wins with perfect play
    /// (default rules only; 0 turns the question off).
    pub proof_expansions: u64,
}

impl Default for ReviewParams {
    /// The budget the front ends use (its values are in `engine/tunables.rs`): a game of 60
    /// plies in well under ten seconds on one phone core, and values steady enough between
    /// seeds for the marks' thresholds. `alquerque bench` prints `review_game_ms`;
    /// `docs/strength-log.md` keeps what was measured.
    fn default() -> ReviewParams {
        ReviewParams {
            iterations: REVIEW_ITERATIONS,
            solver_moves: REVIEW_SOLVER_MOVES,
            solver_nodes: REVIEW_SOLVER_NODES,
            proof_expansions: REVIEW_PROOF_EXPANSIONS,
        }
    }
}

/// The review of a game.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Review {
    /// The plies reviewed, from the first; all of them unless the review was cancelled.
    pub plies: Vec<PlyReview>,
    /// Whether every ply was reviewed (false when cancelled).
    pub complete: bool,
}

/// How far a review has got.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ReviewProgress {
    /// Positions searched so far.
    pub positions_done: usize,
    /// Positions to search in all (one more than the plies).
    pub positions: usize,
    /// Time since the review started.
    pub elapsed: Duration,
}

/// The engine a review uses: the default level's search under `params`' fixed budget on one
/// thread.
fn review_engine_params(params: &ReviewParams) -> EngineParams {
    let mut p = Level::Hard.params();
    p.budget = Budget::iterations(params.iterations.max(1));
    p.resources.threads = 1;
    p.temperature = 0.0;
    p.solver_moves = params.solver_moves;
    p.solver_nodes = params.solver_nodes;
    p.proof_expansions = 0;
    p
}

/// The review's engine (see [`review_engine_params`]), seeded with `seed`, consulting
/// `tables` first where it is handed some.
fn review_engine(params: &ReviewParams, seed: u64, tables: Option<Arc<dyn Probe>>) -> Engine {
    let engine = Engine::new(review_engine_params(params), seed);
    match tables {
        Some(t) => engine.with_tables(t),
        None => engine,
    }
}

/// One position's findings, for its side to move.
#[derive(Copy, Clone)]
struct Found {
    /// `None` only for a position with one legal move, whose value is the next position's.
    value: Option<Evaluation>,
    best: Option<Move>,
    only_move: bool,
    winner: Option<Color>,
}

/// The value of `game`'s position for its side to move, and the engine's best move there
/// (`None` when the game is over); `None` when the search was stopped. A position with one
/// legal move is worth what the position after it is worth.
fn evaluate(
    engine: &mut Engine,
    game: &Game,
    stop: &AtomicBool,
) -> Option<(Evaluation, Option<Move>)> {
    match game.status() {
        Status::Won { .. } => return Some((Evaluation::LosesIn(0), None)),
        Status::Drawn(_) => return Some((Evaluation::Expected(0.5), None)),
        Status::Ongoing => {}
    }
    let legal = game.legal_moves();
    if legal.len() == 1 {
        // Follow the forced moves (finitely many: every game ends) to a position with a
        // choice or an end.
        let mut next = game.clone();
        next.play(legal[0]).ok()?;
        let (value, _) = evaluate(engine, &next, stop)?;
        return Some((value.for_other_side().before_own_move(), Some(legal[0])));
    }
    let result = engine.search(game, stop, &mut |_| {});
    if result.cancelled || result.best.is_none() {
        return None;
    }
    Some((Evaluation::of_search(&result), result.best))
}

/// Where the engine's search proved a win without naming its distance (its tree proved the
/// move), the fastest win the analysis board names instead, with its distance: the review's
/// best move, and so the drill's better move, is never a longer way to win than the board's
/// list shows. Anything else is kept as the search gave it (a forced win the search named is
/// already a fastest: it deepens one move at a time).
fn fastest_where_won(
    pos: &Position,
    value: Evaluation,
    best: Option<Move>,
    tables: Option<&dyn Probe>,
    stop: &AtomicBool,
) -> (Evaluation, Option<Move>) {
    if value != Evaluation::Expected(1.0) {
        return (value, best);
    }
    match fastest_win_with(pos, ANALYSIS_BUDGET, stop, tables) {
        Some((mv, n)) => (Evaluation::WinsIn(n), Some(mv)),
        None => (value, best),
    }
}

/// Reviews `game` (the moves played; moves undone are not part of it) with `params`, the
/// engine seeded with `seed`, reporting progress at the start and after each position, and
/// stopping early when
/// `stop` is set (the review then holds the plies finished so far and is not complete).
/// The same game, parameters and seed give the same review.
pub fn review_game(
    game: &Game,
    params: &ReviewParams,
    seed: u64,
    stop: &AtomicBool,
    on_progress: &mut dyn FnMut(&ReviewProgress),
) -> Review {
    review_game_with(game, params, seed, None, stop, on_progress)
}

/// [`review_game`] with endgame `tables`: wherever they answer for a position, its value is
/// theirs, exact ("wins in 7", "loses in 4" whatever the distance), as is who wins there and
/// the best move; elsewhere the searches as before.
pub fn review_game_with(
    game: &Game,
    params: &ReviewParams,
    seed: u64,
    tables: Option<Arc<dyn Probe>>,
    stop: &AtomicBool,
    on_progress: &mut dyn FnMut(&ReviewProgress),
) -> Review {
    let start = Instant::now();
    let moves = game.moves();
    let positions = moves.len() + 1;
    let mut engine = review_engine(params, seed, tables.clone());
    let tables = tables.as_deref();
    let mut dfpn = (params.proof_expansions > 0 && !game.rules().has_draws())
        .then(|| Dfpn::new(QUICK_PROOF_TABLE_BYTES));
    let mut found: Vec<Found> = Vec::with_capacity(positions);
    let mut prefix = Game::from_position(*game.start());
    let mut complete = true;
    on_progress(&ReviewProgress {
        positions_done: 0,
        positions,
        elapsed: start.elapsed(),
    });
    for i in 0..positions {
        if i > 0 && prefix.play(moves[i - 1]).is_err() {
            // The game's own moves replay; this only guards against the impossible.
            complete = false;
            break;
        }
        if stop.load(Ordering::Relaxed) {
            complete = false;
            break;
        }
        let pos = *prefix.position();
        let winner = match tables.and_then(|t| t.wins(&pos)) {
            Some(true) => Some(pos.turn()),
            Some(false) => Some(pos.turn().other()),
            None => dfpn
                .as_mut()
                .and_then(|d| proven_winner(&pos, d, params.proof_expansions, tables, stop)),
        };
        let legal = prefix.legal_moves();
        let f = if legal.len() == 1 && i + 1 < positions {
            // Worth what the position after it is worth: filled in below.
            Found {
                value: None,
                best: Some(legal[0]),
                only_move: true,
                winner,
            }
        } else {
            match evaluate(&mut engine, &prefix, stop)
                .map(|(v, b)| fastest_where_won(&pos, v, b, tables, stop))
            {
                Some((value, best)) => Found {
                    value: Some(value),
                    best,
                    only_move: legal.len() == 1,
                    winner,
                },
                None => {
                    complete = false;
                    break;
                }
            }
        };
        found.push(f);
        on_progress(&ReviewProgress {
            positions_done: found.len(),
            positions,
            elapsed: start.elapsed(),
        });
    }
    // A position with one legal move is worth what the position after it is worth.
    for i in (0..found.len()).rev() {
        if found[i].value.is_none() {
            found[i].value = found
                .get(i + 1)
                .and_then(|next| next.value)
                .map(|v| v.for_other_side().before_own_move());
        }
    }
    let mut plies = Vec::with_capacity(moves.len());
    for (ply, &played) in moves.iter().enumerate() {
        let (Some(here), Some(next)) = (found.get(ply), found.get(ply + 1)) else {
            break;
        };
        let (Some(before), Some(after), Some(best)) = (here.value, next.value, here.best) else {
            break;
        };
        let after = after.for_other_side();
        let mover = game.positions()[ply].turn();
        let solved = Solved::of(mover, here.winner, next.winner);
        let mark = match (mark_of(here.only_move, played, best, before, after), solved) {
            (Mark::OnlyMove, _) => Mark::OnlyMove,
            // Turning a proven win into a proven loss is a blunder, whatever the estimates.
            (_, Some(Solved::GivesWinAway)) => Mark::Blunder,
            // A move that finds a proven win the position before was not known to hold is the
            // best there is.
            (_, Some(Solved::Wins)) if here.winner != Some(mover) => Mark::Best,
            (mark, _) => mark,
        };
        plies.push(PlyReview {
            ply,
            mover,
            played,
            before,
            after,
            // A move as good as the engine's (a win as fast) leaves no better one to show.
            best: if mark == Mark::Best { played } else { best },
            mark,
            solved,
        });
    }
    Review {
        complete: complete && plies.len() == moves.len(),
        plies,
    }
}

/// The game record of `game` with `review`'s annotation after each ply it covers, as a
/// comment (see [`PlyReview::comment`]). Every record reader loads it; read the annotations
/// back with [`read_annotated_record`].
///
/// ```
/// use alquerque_core::review::{annotated_record, read_annotated_record, review_game, ReviewParams};
/// use alquerque_core::Game;
/// use std::sync::atomic::AtomicBool;
///
/// let game = Game::from_record("1. c2-c3 c4-c2 2. c1-c3 *").unwrap();
/// let params = ReviewParams { iterations: 200, ..ReviewParams::default() };
/// let review = review_game(&game, &params, 1, &AtomicBool::new(false), &mut |_| {});
/// assert!(review.complete);
/// let text = annotated_record(&game, &review);
/// // Any reader loads the game; this one hands the marks back too.
/// assert_eq!(Game::from_record(&text).unwrap().moves(), game.moves());
/// let (read, annotations) = read_annotated_record(&text).unwrap();
/// assert_eq!(read.moves(), game.moves());
/// let marks: Vec<_> = annotations.iter().map(|a| a.as_ref().map(|a| a.mark)).collect();
/// let reviewed: Vec<_> = review.plies.iter().map(|p| Some(p.mark)).collect();
/// assert_eq!(marks, reviewed);
/// ```
pub fn annotated_record(game: &Game, review: &Review) -> String {
    let mut comments: Vec<Option<String>> = vec![None; game.moves().len()];
    for p in &review.plies {
        if let Some(slot) = comments.get_mut(p.ply) {
            *slot = Some(p.comment());
        }
    }
    game.to_record_with_comments(&comments)
}

/// Reads a record written by [`annotated_record`] (or any record): the game and, for each
/// ply, its review annotation where the comment after it is one (`None` for a ply without a
/// comment or with a comment of another kind).
#[allow(clippy::type_complexity)]
pub fn read_annotated_record(text: &str) -> Result<(Game, Vec<Option<PlyReview>>), RecordError> {
    let (game, comments) = Game::from_record_with_comments(text)?;
    let annotations = comments
        .iter()
        .enumerate()
        .map(|(ply, c)| {
            c.as_deref()
                .and_then(|c| PlyReview::from_comment(c, &game, ply))
        })
        .collect();
    Ok((game, annotations))
}

/// A callback receiving a review's progress on its thread.
pub type ReviewProgressCallback = OnProgress<ReviewProgress>;
/// A callback receiving the finished review on its thread.
pub type ReviewDoneCallback = OnDone<Review>;

/// A review running on its own thread: its progress, cancel, and the review (finished or
/// cancelled; empty if no thread could be started). Dropping the handle cancels it.
pub type ReviewHandle = Background<ReviewProgress, Review>;

/// Starts reviewing `game` (a snapshot) on a new thread, as [`review_game`] does: `on_progress`
/// is called there at the start and after each position, `on_done` with the review when it
/// ends (finished or cancelled).
pub fn start_review(
    game: Game,
    params: ReviewParams,
    seed: u64,
    on_progress: Option<ReviewProgressCallback>,
    on_done: Option<ReviewDoneCallback>,
) -> ReviewHandle {
    start_review_with(game, params, seed, None, on_progress, on_done)
}

/// [`start_review`] with endgame `tables`, as [`review_game_with`] uses them.
pub fn start_review_with(
    game: Game,
    params: ReviewParams,
    seed: u64,
    tables: Option<Arc<dyn Probe>>,
    on_progress: Option<ReviewProgressCallback>,
    on_done: Option<ReviewDoneCallback>,
) -> ReviewHandle {
    Background::spawn(
        "alquerque-review",
        move |stop, progress| review_game_with(&game, &params, seed, tables, stop, progress),
        on_progress,
        on_done,
    )
}
