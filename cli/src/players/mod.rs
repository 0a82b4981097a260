//! The players a command can pit against each other: the core's levels with overrides, the
//! original app's AI (the yardstick of `bench`, `match` and `ladder`), a model of a newcomer
//! and random moves, all chosen by a spec written on the command line.

pub mod baseline;
pub mod novice;
pub mod spec;
