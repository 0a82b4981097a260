//! The board and what moves on it: points and directions, the precomputed geometry, point sets
//! as bitboards, the rule options, a raw [`Setup`](setup::Setup) and the validated
//! [`Position`](position::Position) built from one, moves, and move generation.
//!
//! Everything above (games, notation, the searches) reads the board through these types;
//! nothing here knows about them.

pub(crate) mod bitboard;
pub(crate) mod color;
pub(crate) mod direction;
pub(crate) mod key_counts;
pub(crate) mod movegen;
pub(crate) mod moves;
pub(crate) mod position;
pub(crate) mod rules;
pub(crate) mod setup;
pub(crate) mod square;
pub(crate) mod tables;
