//! The subcommands, one file each: what `alquerque COMMAND` does, from its arguments to its
//! exit status.

pub mod bench;
pub mod drill;
pub mod endgame;
pub mod ladder;
pub mod learn;
pub mod matches;
pub mod perft;
pub mod play;
pub mod position;
pub mod puzzles;
pub mod qirkat;
pub mod review;
pub mod solve;
pub mod stats;
pub mod tables;
