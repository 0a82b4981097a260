//! The part of the terminal program other code drives directly: the Qirkat protocol's
//! interpreter ([`qirkat::Session`], which reads commands from any byte stream), the bounded
//! reading of typed input and saved games it is built on ([`term`]), and the one error type of
//! the commands ([`failure`]). The `alquerque` binary (`src/main.rs`) is the commands over
//! them; the fuzz target (`fuzz/fuzz_targets/qirkat.rs`) feeds the interpreter bytes exactly
//! as `alquerque qirkat` reads its standard input.

pub mod failure;
pub mod qirkat;
pub mod term;
