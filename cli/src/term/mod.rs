//! The terminal: bounded reading of what is typed or loaded, the board drawn in text, and
//! sentences fitted to the terminal's width.

pub mod board;
pub mod input;
pub mod wrap;
