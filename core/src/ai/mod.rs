//! The AI: an exact forced-win search, then Monte-Carlo tree search with a solver over whole
//! moves; strength levels; background thinking; and the original app's AI as a baseline.
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

pub mod baseline;
pub mod certify;
pub mod dfpn;
mod engine;
mod level;
pub mod mcts;
pub mod perfect;
pub mod playout;
mod policy;
pub mod rng;
pub mod solver;
mod thinker;

pub use engine::{Budget, Decision, Engine, EngineParams, Progress, SearchResult};
pub use level::{Level, ParseLevelError};
pub use mcts::{MctsParams, Proof, RootMove};
pub use playout::PlayoutPolicy;
pub use policy::{hint_params, side_seed};
pub use rng::Rng;
pub use thinker::{think, think_with, DoneCallback, ProgressCallback, ThinkHandle};

mod puzzle;
pub use puzzle::{
    Puzzle, PuzzleError, PuzzleMoveError, PuzzleSolving, PuzzleStep, MAX_PUZZLE_MOVES,
    PLAY_NODE_LIMIT,
};
mod puzzle_set;
pub use puzzle_set::{
    generate_puzzles, parse_puzzle_set, puzzle_set_header, puzzle_set_text, shipped_puzzles,
    GenerateProgress, ProgressError, PuzzleProgress, PuzzleSetError, GENERATE_NODE_LIMIT,
};
