//! The solved game on the board: for a position, what each legal move does under perfect play,
//! where that is proved within a bounded amount of work, and "not known" where it is not.
//!
//! No third solver: a move's value comes from the two exact searches the engine already trusts.
//! The forced-win search ([`Solver`]) proves short wins and losses and names their distance
//! exactly (it deepens one move at a time, so the first depth at which a line is forced is the
//! shortest); where it proves nothing, the shipped proof and the proof-number search
//! ([`proven_winner`](crate::proof::perfect)) prove longer ones, without a distance. Both prove
//! only under rules without draws: under rules with draws nothing is claimed, as the hint and
//! the review claim nothing there.

use std::sync::atomic::{AtomicBool, Ordering};

use alquerque_text::Message;

use super::level::Level;
use super::params::{AnalysisBudget, Budget};
use super::tunables::{ANALYSIS_BUDGET, QUICK_PROOF_TABLE_BYTES};
use super::Engine;
use crate::board::color::Color;
use crate::board::moves::Move;
use crate::board::position::Position;
use crate::game::{Game, Status};
use crate::proof::perfect::proven_winner;
use crate::search::dfpn::Dfpn;
use crate::search::solver::Solver;
use crate::tables::{best_moves, Probe, Value};

/// The forced-win table of an analysis: 2^16 entries (1 MiB), made afresh for each position so
/// that its answer depends on the position alone.
const SOLVER_TABLE_LOG2: u32 = 16;

impl AnalysisBudget {
    /// The analysis board's budget (its values are in `tunables.rs`).
    pub const PHONE: AnalysisBudget = ANALYSIS_BUDGET;
}

/// What a move does under perfect play, for the side that plays it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveValue {
    /// The move wins against any defence; `in_moves` is the number of the mover's own moves
    /// (this one included) the fastest forced win takes, where the forced-win search proved it.
    Wins {
        /// The mover's moves to the win against the longest defence, where known.
        in_moves: Option<u32>,
    },
    /// The move loses against best play; `in_moves` is the number of the opponent's moves
    /// their fastest forced win takes, where the forced-win search proved it.
    Loses {
        /// The opponent's moves to their win, where known.
        in_moves: Option<u32>,
    },
    /// Nothing is proved within the budget (or the rules have draws).
    NotKnown,
}

impl MoveValue {
    /// The words a player reads: "wins", "wins in 3 moves", "loses", "loses in 2 moves",
    /// "not known".
    pub fn text(self) -> Message {
        match self {
            MoveValue::Wins { in_moves: None } => Message::new("analysis-wins"),
            MoveValue::Wins { in_moves: Some(n) } => {
                Message::new("analysis-wins-in").count("moves", n)
            }
            MoveValue::Loses { in_moves: None } => Message::new("analysis-loses"),
            MoveValue::Loses { in_moves: Some(n) } => {
                Message::new("analysis-loses-in").count("moves", n)
            }
            MoveValue::NotKnown => Message::new("analysis-not-known"),
        }
    }

    /// Where a move with this value stands among a position's moves, the best for the mover
    /// first (smaller is better): wins, the fastest first, a win of unknown distance after
    /// every named one (it lies beyond what the forced-win search proved); then the moves not
    /// known; then losses, the longest defence first, a loss of unknown distance before every
    /// named one. The one order every list and every choice among proven wins follows.
    ///
    /// ```
    /// use alquerque_core::engine::MoveValue::{self, *};
    ///
    /// let mut values = vec![
    ///     Loses { in_moves: Some(2) },
    ///     NotKnown,
    ///     Wins { in_moves: None },
    ///     Loses { in_moves: Some(5) },
    ///     Wins { in_moves: Some(4) },
    ///     Loses { in_moves: None },
    ///     Wins { in_moves: Some(2) },
    /// ];
    /// values.sort_by_key(|v| v.rank());
    /// assert_eq!(values, vec![
    ///     Wins { in_moves: Some(2) },
    ///     Wins { in_moves: Some(4) },
    ///     Wins { in_moves: None },
    ///     NotKnown,
    ///     Loses { in_moves: None },
    ///     Loses { in_moves: Some(5) },
    ///     Loses { in_moves: Some(2) },
    /// ]);
    /// ```
    pub fn rank(self) -> (u8, u32) {
        match self {
            MoveValue::Wins { in_moves: Some(n) } => (0, n),
            MoveValue::Wins { in_moves: None } => (1, 0),
            MoveValue::NotKnown => (2, 0),
            MoveValue::Loses { in_moves: None } => (3, 0),
            MoveValue::Loses { in_moves: Some(n) } => (4, u32::MAX - n),
        }
    }
}

/// A legal move and its value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveAnalysis {
    /// The move.
    pub mv: Move,
    /// What it does under perfect play.
    pub value: MoveValue,
}

/// Every legal move of a position with its value under perfect play, in the order of
/// [`Position::legal_moves`].
///
/// ```
/// use alquerque_core::engine::{Analysis, AnalysisBudget, MoveValue};
/// use alquerque_core::{PositionText, Rules};
/// use std::sync::atomic::AtomicBool;
///
/// // White to move: b2-b4-d4 takes both black pieces at once.
/// let text = "-----/--b--/-b---/-w---/----- w - 0";
/// let pos = text.parse::<PositionText>().and_then(|t| t.into_position(Rules::default())).unwrap();
/// let stop = AtomicBool::new(false);
/// let analysis = Analysis::of(&pos, AnalysisBudget::PHONE, &stop).unwrap();
/// let win = analysis.moves.iter().find(|m| m.mv.to_string() == "b2-b4-d4").unwrap();
/// assert_eq!(win.value, MoveValue::Wins { in_moves: Some(1) });
/// // Under rules with draws nothing is claimed.
/// let rules = Rules::with_reversal();
/// let pos = text.parse::<PositionText>().and_then(|t| t.into_position(rules)).unwrap();
/// let drawn = Analysis::of(&pos, AnalysisBudget::PHONE, &stop).unwrap();
/// assert!(!drawn.claims && drawn.moves.iter().all(|m| m.value == MoveValue::NotKnown));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// Each legal move and its value.
    pub moves: Vec<MoveAnalysis>,
    /// Whether values could be proved at all: false under rules with draws, where every move
    /// is [`MoveValue::NotKnown`] and [`Analysis::note`] says why.
    pub claims: bool,
}

impl Analysis {
    /// Analyses every legal move of `pos` within `budget` per move. `None` when `stop` was set
    /// before the end (looked at between moves and inside the searches), so a stopped analysis
    /// is never mistaken for a finished one.
    pub fn of(pos: &Position, budget: AnalysisBudget, stop: &AtomicBool) -> Option<Analysis> {
        Analysis::with_tables(pos, budget, stop, None)
    }

    /// [`Analysis::of`], asking `tables` first: a move whose position after it the tables
    /// hold gets its exact value and distance at once, with no search; one whose winner
    /// alone they know (a win/loss file) gets it, with the distance the forced-win search
    /// names if it does; the others are searched within `budget` as before.
    pub fn with_tables(
        pos: &Position,
        budget: AnalysisBudget,
        stop: &AtomicBool,
        tables: Option<&dyn Probe>,
    ) -> Option<Analysis> {
        let legal = pos.legal_moves();
        if pos.rules().has_draws() {
            let moves = legal
                .iter()
                .map(|&mv| MoveAnalysis {
                    mv,
                    value: MoveValue::NotKnown,
                })
                .collect();
            return Some(Analysis {
                moves,
                claims: false,
            });
        }
        let mut solver = Solver::new(SOLVER_TABLE_LOG2);
        let mut dfpn = Dfpn::new(QUICK_PROOF_TABLE_BYTES);
        let mut moves = Vec::with_capacity(legal.len());
        for &mv in legal.iter() {
            if stop.load(Ordering::Relaxed) {
                return None;
            }
            let after = pos.after(mv);
            let value = match tables.and_then(|t| t.probe(&after)) {
                Some(exact) => from_tables(exact),
                None => match tables.and_then(|t| t.wins(&after)) {
                    // The winner is known but not the distance: the forced-win search names
                    // it where it reaches, else the move just wins or loses.
                    Some(opponent_wins) => solver_value(pos, mv, budget, &mut solver, stop)
                        .unwrap_or(if opponent_wins {
                            MoveValue::Loses { in_moves: None }
                        } else {
                            MoveValue::Wins { in_moves: None }
                        }),
                    None => value_of(pos, mv, budget, &mut solver, &mut dfpn, tables, stop),
                },
            };
            if stop.load(Ordering::Relaxed) {
                return None;
            }
            moves.push(MoveAnalysis { mv, value });
        }
        Some(Analysis {
            moves,
            claims: true,
        })
    }

    /// The value of `mv`, if it is one of the position's legal moves.
    pub fn value(&self, mv: Move) -> Option<MoveValue> {
        self.moves.iter().find(|m| m.mv == mv).map(|m| m.value)
    }

    /// The moves best first for the side to move ([`MoveValue::rank`]); moves of equal value
    /// keep the order of [`Position::legal_moves`].
    pub fn sorted(&self) -> Vec<MoveAnalysis> {
        let mut moves = self.moves.clone();
        moves.sort_by_key(|m| m.value.rank());
        moves
    }

    /// A fastest win whose distance is known, with that distance in the mover's own moves:
    /// the first of the moves winning soonest. `None` when no move has a named win.
    pub fn fastest_win(&self) -> Option<(Move, u32)> {
        fastest(self.moves.iter().map(|m| (m.mv, m.value)))
    }

    /// A line to show with the values: why nothing is claimed under rules with draws, and
    /// otherwise `None`.
    pub fn note(&self) -> Option<Message> {
        (!self.claims).then(|| Message::new("analysis-draws"))
    }
}

/// What a move does, from the tables' value of the position after it (the opponent's): their
/// loss in p plies is the mover's win in p + 1, that is p / 2 + 1 of the mover's own moves;
/// their win in p plies is (p + 1) / 2 of their moves.
fn from_tables(after: Value) -> MoveValue {
    let in_moves = Some(u32::from(after.plies).div_ceil(2));
    if after.wins {
        MoveValue::Loses { in_moves }
    } else {
        MoveValue::Wins {
            in_moves: Some(u32::from(after.plies) / 2 + 1),
        }
    }
}

/// The first of `moves` winning soonest among those with a named win.
fn fastest(moves: impl Iterator<Item = (Move, MoveValue)>) -> Option<(Move, u32)> {
    moves
        .filter_map(|(mv, value)| match value {
            MoveValue::Wins { in_moves: Some(n) } => Some((mv, n)),
            _ => None,
        })
        .min_by_key(|&(_, n)| n)
}

/// The fastest win the forced-win search of an analysis within `budget` names for the side to
/// move of `pos`, with its distance in the mover's own moves: the move [`Analysis::of`] would
/// list first, found without the proof search (which names no distance). Every choice among
/// proven wins (the hint, the review's best move, the drill's better move) starts here, so a
/// player is never shown a longer way to win than the analysis board names. `None` when no
/// move's win is named, or when `stop` was set.
///
/// ```
/// use alquerque_core::engine::{fastest_win, AnalysisBudget};
/// use alquerque_core::{PositionText, Rules};
/// use std::sync::atomic::AtomicBool;
///
/// // White to move: b2-b4-d4 takes both black pieces at once.
/// let text = "-----/--b--/-b---/-w---/----- w - 0";
/// let pos = text.parse::<PositionText>().and_then(|t| t.into_position(Rules::default())).unwrap();
/// let (mv, moves) = fastest_win(&pos, AnalysisBudget::PHONE, &AtomicBool::new(false)).unwrap();
/// assert_eq!((mv.to_string().as_str(), moves), ("b2-b4-d4", 1));
/// ```
pub fn fastest_win(
    pos: &Position,
    budget: AnalysisBudget,
    stop: &AtomicBool,
) -> Option<(Move, u32)> {
    fastest_win_with(pos, budget, stop, None)
}

/// [`fastest_win`], asking `tables` first: where they answer for `pos`, their fastest win
/// (the first of their best moves, as [`Analysis::with_tables`] lists it first) at once, or
/// `None` when the side to move loses there; elsewhere the forced-win searches as before.
///
/// ```
/// use alquerque_core::engine::{fastest_win, fastest_win_with, AnalysisBudget};
/// use alquerque_core::tables::shipped;
/// use alquerque_core::{PositionText, Rules};
/// use std::sync::atomic::AtomicBool;
///
/// // White to move wins in 7 plies by the tables: 4 of its own moves.
/// let text = "--b--/-----/-----/-w---/w---b w - 0";
/// let pos = text.parse::<PositionText>().and_then(|t| t.into_position(Rules::default())).unwrap();
/// let stop = AtomicBool::new(false);
/// let tables = shipped().unwrap();
/// let (_, moves) = fastest_win_with(&pos, AnalysisBudget::PHONE, &stop, Some(&tables)).unwrap();
/// assert_eq!(moves, 4);
/// ```
pub fn fastest_win_with(
    pos: &Position,
    budget: AnalysisBudget,
    stop: &AtomicBool,
    tables: Option<&dyn Probe>,
) -> Option<(Move, u32)> {
    if pos.rules().has_draws() {
        return None;
    }
    if let Some(best) = tables.and_then(|t| best_moves(t, pos)) {
        let mv = *best.moves.first()?;
        return best
            .value
            .wins
            .then(|| (mv, u32::from(best.value.plies).div_ceil(2)));
    }
    if tables.and_then(|t| t.wins(pos)) == Some(false) {
        // Lost whatever is played: no win to name.
        return None;
    }
    // The same searches, in the same order, with a table made afresh, as `Analysis::of`: the
    // same distances.
    let mut solver = Solver::new(SOLVER_TABLE_LOG2);
    let mut values = Vec::new();
    for &mv in pos.legal_moves().iter() {
        let value = solver_value(pos, mv, budget, &mut solver, stop);
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        values.push((mv, value.unwrap_or(MoveValue::NotKnown)));
    }
    fastest(values.into_iter())
}

/// What `mv` does for the side to move of `pos`.
fn value_of(
    pos: &Position,
    mv: Move,
    budget: AnalysisBudget,
    solver: &mut Solver,
    dfpn: &mut Dfpn,
    tables: Option<&dyn Probe>,
    stop: &AtomicBool,
) -> MoveValue {
    if let Some(value) = solver_value(pos, mv, budget, solver, stop) {
        return value;
    }
    proof_value(pos, mv, dfpn, budget.proof_expansions, tables, stop)
}

/// What `mv` does for the side to move of `pos` by the shipped proof and the proof search
/// within `expansions` ([`proven_winner`]): a win or a loss without a distance, or not known.
/// The first list's last resort, and each of the analysis board's further rounds.
pub(super) fn proof_value(
    pos: &Position,
    mv: Move,
    dfpn: &mut Dfpn,
    expansions: u64,
    tables: Option<&dyn Probe>,
    stop: &AtomicBool,
) -> MoveValue {
    let mover: Color = pos.turn();
    match proven_winner(&pos.after(mv), dfpn, expansions, tables, stop) {
        Some(c) if c == mover => MoveValue::Wins { in_moves: None },
        Some(_) => MoveValue::Loses { in_moves: None },
        None => MoveValue::NotKnown,
    }
}

/// What `mv` does for the side to move of `pos` where the forced-win search names it, with
/// its distance; `None` where it proves nothing within `budget`.
fn solver_value(
    pos: &Position,
    mv: Move,
    budget: AnalysisBudget,
    solver: &mut Solver,
    stop: &AtomicBool,
) -> Option<MoveValue> {
    let child = pos.after(mv);
    let replies = child.legal_moves();
    if replies.is_empty() {
        return Some(MoveValue::Wins { in_moves: Some(1) });
    }
    // The opponent's view: a forced win of theirs is our loss in as many of their moves; every
    // reply of theirs losing within k of our moves is our win in 1 + the longest such k.
    let report = solver.analyse(
        &child,
        &[],
        budget.solver_moves,
        budget.solver_nodes,
        None,
        stop,
    );
    if let Some((_, k)) = report.win {
        return Some(MoveValue::Loses { in_moves: Some(k) });
    }
    if report.losing.len() == replies.len() {
        let longest = report.losing.iter().map(|&(_, k)| k).max().unwrap_or(0);
        return Some(MoveValue::Wins {
            in_moves: Some(1 + longest),
        });
    }
    None
}

/// Why a move's value is not known: the few words shown beside "not known".
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Unproved {
    /// The rules have draws, and nothing is claimed under them.
    Draws,
    /// Neither search settled the position after the move within its budget: the forced-win
    /// search found no forced result within its moves, and the proof search reached its limit
    /// with this many pieces on the board.
    Budget {
        /// The pieces on the board after the move.
        pieces: u32,
    },
}

impl Unproved {
    /// The words a player reads, e.g. "the proof search reached its limit with 22 pieces on
    /// the board".
    pub fn text(self) -> Message {
        match self {
            Unproved::Draws => Message::new("analysis-why-draws"),
            Unproved::Budget { pieces } => {
                Message::new("analysis-why-budget").count("pieces", i64::from(pieces))
            }
        }
    }
}

/// One row of [`analysis_list`]: a legal move, its value, and where the value is not known,
/// why and what the computer estimates instead.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct ListedMove {
    /// The move.
    pub mv: Move,
    /// What it does under perfect play.
    pub value: MoveValue,
    /// Why the value is not known; `None` for a proved value.
    pub unproved: Option<Unproved>,
    /// The computer's estimate of the mover's winning chance after the move, 0 to 1, from a
    /// tree search of
    /// [`ANALYSIS_ESTIMATE_ITERATIONS`](super::ANALYSIS_ESTIMATE_ITERATIONS) iterations; `None` for a proved value.
    pub estimate: Option<f32>,
}

impl ListedMove {
    /// The value in a player's words, with the reason and the estimate where it is not known:
    /// "wins in 3 moves", "not known (the proof search reached its limit with 22 pieces on the
    /// board; the computer's estimate: 48.2% to win)".
    pub fn text(&self) -> Message {
        match (self.unproved, self.estimate) {
            (Some(why), Some(estimate)) => Message::new("analysis-unknown-why")
                .message("value", self.value.text())
                .message("reason", why.text())
                .message("estimate", estimate_text(estimate)),
            (Some(why), None) => Message::new("analysis-unknown-reason")
                .message("value", self.value.text())
                .message("reason", why.text()),
            _ => self.value.text(),
        }
    }
}

/// "the computer's estimate: 48.2% to win", to a tenth of a percent.
fn estimate_text(estimate: f32) -> Message {
    let permille = (f64::from(estimate.clamp(0.0, 1.0)) * 1000.0).round();
    Message::new("analysis-estimate").decimal("percent", permille / 10.0, 1)
}

/// Every legal move of a position, best first for the side to move.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisList {
    /// The moves, in the order of [`MoveValue::rank`]: wins, the fastest first; then the
    /// moves not known, the highest estimate first; then losses, the longest defence first.
    /// Moves of equal standing keep the order of [`Position::legal_moves`].
    pub moves: Vec<ListedMove>,
    /// Whether values could be proved at all (false under rules with draws).
    pub claims: bool,
}

/// Every legal move of `pos` with its value under perfect play within `budget`, sorted best
/// first for the side to move, and for each move whose value is not known the reason and the
/// computer's estimate (a search of `estimate_iterations` iterations of the position after it,
/// seeded by the position alone: the same list on every machine). What `alquerque analyse`
/// prints and the analysis board lists. `None` when `stop` was set before the end.
///
/// ```
/// use alquerque_core::engine::{analysis_list, AnalysisBudget, MoveValue, Unproved};
/// use alquerque_core::Position;
/// use std::sync::atomic::AtomicBool;
///
/// let stop = AtomicBool::new(false);
/// let list = analysis_list(&Position::default(), AnalysisBudget::PHONE, 200, &stop).unwrap();
/// // From the start c2-c3 is White's winning move, listed first.
/// assert_eq!(list.moves[0].mv.to_string(), "c2-c3");
/// assert_eq!(list.moves[0].value, MoveValue::Wins { in_moves: None });
/// assert_eq!((list.moves[0].unproved, list.moves[0].estimate), (None, None));
/// // Every row is ordered by its value; a move not known says why and what is estimated.
/// assert!(list.moves.windows(2).all(|w| w[0].value.rank() <= w[1].value.rank()));
/// for row in list.moves.iter().filter(|m| m.value == MoveValue::NotKnown) {
///     assert_eq!(row.unproved, Some(Unproved::Budget { pieces: 24 }));
///     assert!(row.estimate.is_some_and(|e| (0.0..=1.0).contains(&e)));
/// }
/// ```
pub fn analysis_list(
    pos: &Position,
    budget: AnalysisBudget,
    estimate_iterations: u64,
    stop: &AtomicBool,
) -> Option<AnalysisList> {
    analysis_list_with(pos, budget, estimate_iterations, stop, None)
}

/// [`analysis_list`], asking `tables` first (see [`Analysis::with_tables`]): a move the
/// tables hold is listed with its exact value and distance, never "not known".
pub fn analysis_list_with(
    pos: &Position,
    budget: AnalysisBudget,
    estimate_iterations: u64,
    stop: &AtomicBool,
    tables: Option<&dyn Probe>,
) -> Option<AnalysisList> {
    let analysis = Analysis::with_tables(pos, budget, stop, tables)?;
    let mut moves = Vec::with_capacity(analysis.moves.len());
    for m in &analysis.moves {
        let (unproved, estimate) = match m.value {
            MoveValue::NotKnown => {
                let why = if analysis.claims {
                    Unproved::Budget {
                        pieces: pos.after(m.mv).occupied().count(),
                    }
                } else {
                    Unproved::Draws
                };
                let estimate = estimate_after(pos, m.mv, estimate_iterations, stop)?;
                (Some(why), Some(estimate))
            }
            _ => (None, None),
        };
        moves.push(ListedMove {
            mv: m.mv,
            value: m.value,
            unproved,
            estimate,
        });
    }
    best_first(&mut moves);
    Some(AnalysisList {
        moves,
        claims: analysis.claims,
    })
}

/// Sorts `moves` best first; among the moves not known, the highest estimate first (a stable
/// sort: moves of equal standing keep their order).
pub(super) fn best_first(moves: &mut [ListedMove]) {
    moves.sort_by(|a, b| {
        a.value.rank().cmp(&b.value.rank()).then_with(|| {
            let (ea, eb) = (a.estimate.unwrap_or(0.0), b.estimate.unwrap_or(0.0));
            eb.total_cmp(&ea)
        })
    });
}

/// The computer's estimate of the mover's winning chance after `mv`: a tree search of the
/// position after it (after any forced replies, which leave nothing to choose), from the
/// mover's side. `None` when `stop` was set.
fn estimate_after(pos: &Position, mv: Move, iterations: u64, stop: &AtomicBool) -> Option<f32> {
    let mover = pos.turn();
    let mut game = Game::from_position(pos.after(mv));
    while game.status() == Status::Ongoing && game.legal_moves().len() == 1 {
        let only = game.legal_moves()[0];
        game.play(only).ok()?;
    }
    match game.status() {
        Status::Won { winner, .. } => return Some(if winner == mover { 1.0 } else { 0.0 }),
        Status::Drawn(_) => return Some(0.5),
        Status::Ongoing => {}
    }
    let mut params = Level::Hard.params();
    params.budget = Budget::iterations(iterations.max(1));
    params.resources.threads = 1;
    params.temperature = 0.0;
    params.solver_moves = 0;
    params.proof_expansions = 0;
    // Seeded by the position alone, so that the list is the same wherever it is made.
    let seed = game.position().hash64();
    let result = Engine::new(params, seed).search(&game, stop, &mut |_| {});
    if result.cancelled || stop.load(Ordering::Relaxed) {
        return None;
    }
    let to_move = game.position().turn();
    Some(if to_move == mover {
        result.win_rate
    } else {
        1.0 - result.win_rate
    })
}
