//! What a decision gives back: the move, how it was reached, the expected result, and the
//! progress reported on the way.

use std::time::Duration;

use crate::board::moves::Move;
use crate::search::mcts::RootMove;

/// A snapshot of a search in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    /// Tree-search iterations so far in this decision (all threads).
    pub iterations: u64,
    /// The move the search would play now.
    pub best: Option<Move>,
    /// The expected result of `best` for the side to move, 0 (loss) to 1 (win).
    pub win_rate: f32,
    /// The expected line of play, starting with `best`.
    pub principal_variation: Vec<Move>,
    /// Time since the search started.
    pub elapsed: Duration,
}

/// How a decision was reached.
///
/// How a move was chosen, not what it is worth: the worth is [`SearchResult::win_rate`], and
/// for a forced result the distance here. A review turns the two into one
/// [`Evaluation`](crate::review::Evaluation) ([`Evaluation::of_search`](crate::review::Evaluation::of_search)).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// The only legal move, played at once.
    OnlyMove,
    /// A forced win found by the exact search, in this many own moves.
    ForcedWin(u32),
    /// Every move loses by force; this one resists longest (opponent moves to the loss).
    ForcedLoss(u32),
    /// Chosen by the tree search.
    Search,
    /// Proven to win by the solved game: from the shipped proof or the proof-number search.
    Proven,
}

/// The outcome of one decision.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    /// The move to play; `None` only when the side to move has no legal move.
    pub best: Option<Move>,
    /// How it was chosen.
    pub decision: Decision,
    /// The expected result for the side to move, 0 to 1.
    pub win_rate: f32,
    /// Tree-search iterations run in this decision (all threads).
    pub iterations: u64,
    /// Positions visited by the forced-win search.
    pub solver_nodes: u64,
    /// Positions expanded by perfect play's proof search.
    pub proof_expansions: u64,
    /// Whether the level's time cap cut a search short, so that the decision did less than
    /// its work budget (the cap is a safety net for slow devices: see `tunables.rs`).
    pub capped: bool,
    /// Time taken.
    pub elapsed: Duration,
    /// The expected line of play.
    pub principal_variation: Vec<Move>,
    /// Statistics of every root move (merged over threads).
    pub root_moves: Vec<RootMove>,
    /// Whether the search was stopped from outside before its budget ran out.
    pub cancelled: bool,
}

impl SearchResult {
    /// A result with no move (no legal move, or no search could run).
    pub fn empty() -> SearchResult {
        SearchResult {
            best: None,
            decision: Decision::Search,
            win_rate: 0.0,
            iterations: 0,
            solver_nodes: 0,
            proof_expansions: 0,
            capped: false,
            elapsed: Duration::ZERO,
            principal_variation: Vec::new(),
            root_moves: Vec::new(),
            cancelled: false,
        }
    }
}

impl Default for SearchResult {
    /// No move: [`SearchResult::empty`].
    fn default() -> SearchResult {
        SearchResult::empty()
    }
}
