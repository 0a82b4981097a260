//! The pieces every screen with a board shares: the records and enums that cross the FFI
//! (`records.rs`), the board as a picture and as a screen's state (`picture.rs`), what a tap
//! means (`entry.rs`), the sounds and touches (`cues.rs`), the colours (`palette.rs`), the
//! board's geometry (`geometry.rs`) and what screen readers hear (`words.rs`). Nothing here
//! knows a screen; the screens' folders build on it.

pub(crate) mod cues;
pub(crate) mod entry;
pub(crate) mod gate;
pub(crate) mod geometry;
pub(crate) mod outcome;
pub(crate) mod palette;
pub(crate) mod picture;
pub(crate) mod records;
pub(crate) mod words;
