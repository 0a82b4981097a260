//! The terminal: bounded reading of what is typed or loaded, and the board drawn in text.

pub mod board;
pub mod input;
