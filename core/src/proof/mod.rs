//! The solved game: proof certificates and their independent checker (with the slow reference
//! move generator it trusts), the writer that turns a proof-number search into a certificate,
//! and the shipped tops of the proofs that White wins from the start and that the three other
//! first moves lose, which the Perfect level plays from and the analysis board reads.
//!
//! ```
//! use alquerque_core::proof::shipped_certificate;
//! use alquerque_core::{Color, Position};
//!
//! let top = shipped_certificate().expect("the shipped proof reads");
//! assert_eq!(top.winner, Color::White);
//! // White's proven first move from the start.
//! let first = top.move_for(&Position::default()).expect("the start is covered");
//! assert_eq!(first.to_string(), "c2-c3");
//! ```

pub mod certificate;
#[cfg(feature = "internals")]
pub(crate) mod certify;
pub(crate) mod perfect;
pub(crate) mod reference;

pub use perfect::{shipped_certificate, shipped_certificates};
