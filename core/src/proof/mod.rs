//! The solved game: proof certificates and their independent checker (with the slow reference
//! move generator it trusts), the writer that turns a proof-number search into a certificate,
//! and perfect play from the shipped proof.

pub mod certificate;
pub(crate) mod certify;
pub(crate) mod perfect;
pub mod reference;
