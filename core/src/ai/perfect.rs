//! Perfect play: what the solved game gives the "Perfect" level.
//!
//! Under the default rules White wins from the start (see the README's "Solving the game").
//! The core ships the top of that proof ([`shipped_certificate`]): for every position of the
//! proof's first moves where White is to move, a proven winning move. Below the shipped part
//! the level proves wins itself with the proof-number search ([`crate::ai::dfpn`]), and
//! the bounded exact search finishes them. Where nothing is proved it plays like Master.

use std::sync::OnceLock;

use crate::certificate::Certificate;
use crate::moves::Move;
use crate::position::Position;

/// The top of the proof that White wins from the start under the default rules, in the
/// certificate format (see [`crate::certificate`]). Written by `alquerque solve --certificate
/// FILE --top PLIES`; not a complete proof by itself (it stops where the search takes over),
/// so the checker is run on the complete certificate, not on this.
static SHIPPED: &[u8] = include_bytes!("../../data/start-top.cert");

/// The shipped proof top, decoded once. `None` only if the embedded bytes were damaged, which
/// the core's tests rule out.
pub fn shipped_certificate() -> Option<&'static Certificate> {
    static CELL: OnceLock<Option<Certificate>> = OnceLock::new();
    CELL.get_or_init(|| Certificate::decode(SHIPPED).ok())
        .as_ref()
}

/// The proven winning move the shipped certificate holds for `pos`, if it covers it.
pub fn certificate_move(pos: &Position) -> Option<Move> {
    shipped_certificate()?.move_for(pos)
}
