//! The checks the fuzz targets run, one module per target (see `checks/mod.rs`): kept outside
//! this crate's folder of targets so that the stable regression tests include the same files.

#[path = "../checks/mod.rs"]
pub mod checks;

#[path = "../checks/qirkat.rs"]
pub mod qirkat;

#[path = "../checks/journal.rs"]
pub mod journal;
