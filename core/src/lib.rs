//! The Alquerque (Qirkat) engine: rules and rule options, move generation on bitboards,
//! notation, game records, and the AI.
//!
//! Everything the front ends decide comes from here, so it is tested here. The crate is pure
//! Rust: no FFI, no I/O.
//!
//! ```
//! use alquerque_core::{Game, Rules, Status};
//!
//! let mut game = Game::new(Rules::default());
//! game.play_text("c2-c3").unwrap();
//! // Capturing is compulsory: Black's only legal move is the jump over c3.
//! let moves: Vec<String> = game.legal_moves().iter().map(|m| m.to_string()).collect();
//! assert_eq!(moves, ["c4-c2"]);
//! assert_eq!(game.status(), Status::Ongoing);
//! assert!(game.play_text("e5-e4").is_err());
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod board;
pub mod engine;
mod game;
mod mix;
pub mod proof;
pub mod puzzle;
pub mod review;
mod search;
mod unknown_name;

/// The AI's public items under their former paths, while the front ends move to the new
/// modules.
pub mod ai {
    pub use crate::engine::tunables::QUICK_PROOF_TABLE_BYTES;
    pub use crate::engine::{
        hint_params, side_seed, think, think_with, Background, Budget, Decision, DoneCallback,
        Engine, EngineParams, Known, Level, OnDone, OnProgress, ParseLevelError, Progress,
        ProgressCallback, Resources, SearchResult, ThinkHandle,
    };
    pub use crate::proof::certify::{certify, CertifyError, CertifyStats};
    pub use crate::proof::perfect::{proven_winner, shipped_certificate};
    pub use crate::puzzle::{
        generate_puzzles, parse_puzzle_set, puzzle_set_header, puzzle_set_text, shipped_puzzles,
        GenerateProgress, ProgressError, Puzzle, PuzzleError, PuzzleMoveError, PuzzleProgress,
        PuzzleSetError, PuzzleSolving, PuzzleStep, GENERATE_NODE_LIMIT, MAX_PUZZLE_MOVES,
        PLAY_NODE_LIMIT,
    };
    pub use crate::review;
    pub use crate::search::dfpn::{Dfpn, DfpnStats, Unsupported, Value};
    pub use crate::search::mcts::{MctsParams, Proof, RootMove, Tree};
    pub use crate::search::playout::{
        playout, playout_scored, random_move, PlayoutPolicy, PlayoutResult, MATERIAL_SLOPE,
    };
    pub use crate::search::rng::Rng;
}

/// Move and position text (also re-exported at the crate root).
pub mod notation {
    pub use crate::game::notation::{MoveText, ParseMoveError};
    pub use crate::game::position_text::{ParsePositionError, PositionText};
}
/// Proof certificates (see [`proof::certificate`]).
pub use proof::certificate;
pub use proof::reference;

pub use board::bitboard::Bitboard;
pub use board::color::Color;
pub use board::direction::Direction;
pub use board::movegen::diagnose::{IllegalMove, IllegalReason};
pub use board::movegen::perft::{perft, perft_divide};
pub use board::movegen::MoveList;
pub use board::moves::Move;
pub use board::position::Position;
pub use board::rules::{ParseVariantError, Rules, Variant};
pub use board::setup::{Setup, SetupError};
pub use board::square::{ParseSquareError, Square};
pub use game::notation::{MoveText, ParseMoveError};
pub use game::position_text::{ParsePositionError, PositionText};
pub use game::record::RecordError;
pub use game::{position_status, DrawReason, Game, PlayError, Status, WinReason};
