//! The players a command can pit against each other: the core's levels with overrides, the
//! original app's AI (the yardstick of `bench` and `match`) and random moves, all chosen by a
//! spec written on the command line.

pub mod baseline;
pub mod spec;
