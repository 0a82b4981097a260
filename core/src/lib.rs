//! The Alquerque (Qirkat) engine: rules and rule options, move generation on bitboards,
//! notation, game records, and the AI.
//!
//! Everything the front ends decide comes from here, so it is tested here. The crate is pure
//! Rust: no FFI, no I/O.
//!
//! The board and game types are at the root; [`engine`] is the AI player (its levels, thinking
//! in the background, what perfect play proves), [`review`] goes over a game, [`puzzle`] holds
//! the "find the forced win" puzzles, [`lesson`] teaches the game in a few steps, [`rating`]
//! estimates a player's strength from their results, [`statistics`] keeps their record of
//! finished games, and [`proof`] the certificates that prove
//! who wins.
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
pub mod endgame;
pub mod engine;
mod game;
pub mod lesson;
mod mix;
pub mod proof;
pub mod puzzle;
mod quote;
pub mod rating;
pub mod review;
mod search;
pub mod statistics;
pub mod tables;
mod unknown_name;

/// The crate's insides, for the terminal program's measuring and proving commands (`bench`:
/// the tree, the playouts and the forced-win search; `solve`: the proof-number search and the certificate writer;
/// `match`: the engine's random numbers) and for the tests (the reference move generator).
/// Not part of the documented API, and free to change: only with the `internals` feature.
#[cfg(feature = "internals")]
#[doc(hidden)]
pub mod internals {
    pub use crate::engine::tunables::QUICK_PROOF_TABLE_BYTES;
    pub use crate::game::link::seal as seal_link;
    pub use crate::mix::fnv1a64;
    pub use crate::proof::certify::{certify, CertifyError, CertifyStats};
    pub use crate::proof::reference::RefPos;
    pub use crate::search::dfpn::{Dfpn, DfpnStats, Unsupported, Value};
    pub use crate::search::mcts::Tree;
    pub use crate::search::playout::{
        playout, playout_scored, random_move, PlayoutResult, MATERIAL_SLOPE,
    };
    pub use crate::search::rng::Rng;
    pub use crate::search::solver::Solver;
    pub use crate::tables::seal as seal_tables;
}

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
pub use game::link::{GameLink, LinkError, LinkRelation};
pub use game::notation::{MoveText, ParseMoveError};
pub use game::position_text::{ParsePositionError, PositionText};
pub use game::record::RecordError;
pub use game::{position_status, DrawReason, Game, PlayError, Status, WinReason};
pub use quote::{quote, QUOTE_CHARS};
