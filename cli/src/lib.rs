//! The part of the terminal program other code drives directly: the Qirkat protocol's
//! interpreter ([`qirkat::Session`], which reads commands from any byte stream), the bounded
//! reading of typed input and saved games it is built on ([`term`]), and the one error type of
//! the commands ([`failure`]). The `alquerque` binary (`src/main.rs`) is the commands over
//! them; the fuzz target (`fuzz/fuzz_targets/qirkat.rs`) feeds the interpreter bytes exactly
//! as `alquerque qirkat` reads its standard input. Standard output ([`out`](mod@out), with the `out!`
//! and `outln!` macros) and the bounded reading and writing of files ([`files`]) are here too,
//! since the terminal's input uses them.

// Standard output is written only through `out!`/`outln!` (see `out`), which a closed pipe or
// a full disk cannot turn into a panic; the lint keeps a new `println!` from slipping in.
#![deny(clippy::print_stdout)]

#[macro_use]
pub mod out;
pub mod failure;
pub mod files;
pub mod journal;
pub mod qirkat;
pub mod term;
