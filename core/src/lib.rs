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

pub mod ai;
mod bitboard;
mod captures;
pub mod certificate;
mod color;
mod diagnose;
mod direction;
mod game;
mod mix;
mod movegen;
mod moves;
pub mod notation;
mod perft;
mod position;
mod position_text;
mod record;
pub mod reference;
mod rules;
mod rules_text;
mod setup;
mod square;
mod tables;
mod unknown_name;

pub use bitboard::Bitboard;
pub use color::Color;
pub use diagnose::{IllegalMove, IllegalReason};
pub use direction::Direction;
pub use game::{position_status, DrawReason, Game, PlayError, Status, WinReason};
pub use movegen::MoveList;
pub use moves::Move;
pub use notation::{MoveText, ParseMoveError};
pub use perft::{perft, perft_divide};
pub use position::Position;
pub use position_text::{ParsePositionError, PositionText};
pub use record::RecordError;
pub use rules::{ParseVariantError, Rules, Variant};
pub use setup::{Setup, SetupError};
pub use square::{ParseSquareError, Square};
