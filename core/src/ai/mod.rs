//! The AI: an exact forced-win search, then Monte-Carlo tree search with a solver over whole
//! moves; strength levels; background thinking; and the proof-number search behind the
//! Perfect level and `alquerque solve`.
//!
//! ```
//! use alquerque_core::ai::{Budget, Engine, Level};
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

mod background;
mod certify;
mod dfpn;
mod engine;
#[cfg(test)]
mod exhaustive_tests;
mod level;
mod mcts;
mod perfect;
mod playout;
mod policy;
mod puzzle;
mod puzzle_set;
// The review is a feature with its own vocabulary (marks, evaluations), used as a whole.
pub mod review;
mod rng;
mod solver;
mod thinker;

// The modules are private: what the front ends use is re-exported here by name. The engine is
// the front ends' player; the rest is for the cli's measuring and proving commands (`bench`:
// the tree and the playouts; `solve`: the proof-number search and the certificate writer).
pub use background::{Background, OnDone, OnProgress};
pub use certify::{certify, CertifyError, CertifyStats};
pub use dfpn::{Dfpn, DfpnStats, Unsupported, Value};
pub use engine::{Budget, Decision, Engine, EngineParams, Progress, SearchResult};
pub use level::{Level, ParseLevelError};
pub use mcts::{MctsParams, Proof, RootMove, Tree};
pub use perfect::{proven_winner, shipped_certificate, Known};
pub use playout::{
    playout, playout_scored, random_move, PlayoutPolicy, PlayoutResult, MATERIAL_SLOPE,
};
pub use policy::{hint_params, side_seed};
pub use rng::Rng;
pub use thinker::{think, think_with, DoneCallback, ProgressCallback, ThinkHandle};

pub use puzzle::{
    Puzzle, PuzzleError, PuzzleMoveError, PuzzleSolving, PuzzleStep, MAX_PUZZLE_MOVES,
    PLAY_NODE_LIMIT,
};
pub use puzzle_set::{
    generate_puzzles, parse_puzzle_set, puzzle_set_header, puzzle_set_text, shipped_puzzles,
    GenerateProgress, ProgressError, PuzzleProgress, PuzzleSetError, GENERATE_NODE_LIMIT,
};
