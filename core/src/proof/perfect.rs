//! Perfect play: what the solved game gives the "Perfect" level.
//!
//! Under the default rules White wins from the start (see docs/engine.md, "Solving the game").
//! The core ships the top of that proof ([`shipped_certificate`]): for every position of the
//! proof's first moves where White is to move, a proven winning move. Below the shipped part
//! the level proves wins itself with the proof-number search ([`crate::search::dfpn`]), and
//! the bounded exact search finishes them. Where nothing is proved it plays like Master.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

use crate::board::color::Color;
use crate::board::moves::Move;
use crate::board::position::Position;
use crate::proof::certificate::Certificate;
use crate::search::dfpn::{Dfpn, Value};
use crate::search::solver::Solver;
use crate::tables::Probe;

/// The top of the proof that White wins from the start under the default rules, in the
/// certificate format (see [`crate::proof::certificate`]). Written by `alquerque solve --certificate
/// FILE --top PLIES`; not a complete proof by itself (it stops where the search takes over),
/// so the checker is run on the complete certificate, not on this.
static SHIPPED: &[u8] = include_bytes!("../../data/start-top.cert");

/// The tops of the proofs that White's three other first moves lose: after each of d3-c3,
/// b2-c3 and d2-c3, Black to move wins. The first 16 plies of each complete proof
/// (`core/data/first-moves/<move>.cert`, written by `alquerque solve --record <the move>
/// --certificate FILE`, accepted by the checker in `core/tests/solve.rs`), cut with `alquerque
/// solve --top 16 --from FILE --certificate FILE`: enough for the analysis board to say from
/// the start that they lose, and for play to go on from the proof after one of them.
static FIRST_MOVES_SHIPPED: [&[u8]; 3] = [
    include_bytes!("../../data/first-moves/d3-c3-top.cert"),
    include_bytes!("../../data/first-moves/b2-c3-top.cert"),
    include_bytes!("../../data/first-moves/d2-c3-top.cert"),
];

/// The shipped proof top, decoded once. `None` only if the embedded bytes were damaged, which
/// the core's tests rule out.
pub fn shipped_certificate() -> Option<&'static Certificate> {
    static CELL: OnceLock<Option<Certificate>> = OnceLock::new();
    CELL.get_or_init(|| Certificate::decode(SHIPPED).ok())
        .as_ref()
}

/// Every shipped proof top, decoded once: White's win from the start
/// ([`shipped_certificate`]) first, then Black's after each of White's three losing first
/// moves. A damaged one would be left out, which the core's tests rule out.
pub fn shipped_certificates() -> &'static [Certificate] {
    static CELL: OnceLock<Vec<Certificate>> = OnceLock::new();
    CELL.get_or_init(|| {
        shipped_certificate()
            .cloned()
            .into_iter()
            .chain(
                FIRST_MOVES_SHIPPED
                    .iter()
                    .filter_map(|bytes| Certificate::decode(bytes).ok()),
            )
            .collect()
    })
}

/// The proven winning move a shipped certificate holds for `pos`, if one covers it.
pub fn certificate_move(pos: &Position) -> Option<Move> {
    shipped_certificates()
        .iter()
        .find_map(|cert| cert.move_for(pos))
}

/// The forced-win table of the searches at the shipped proof's leaves: 2^12 entries, as each
/// looks only the certificate's leaf depth ahead.
const LEAF_SOLVER_TABLE_LOG2: u32 = 12;

/// The most positions each of those leaf searches visits, whatever budget the caller gives.
const LEAF_SOLVER_NODES: u64 = 200_000;

/// Who wins `pos` with perfect play, where that is proved: by the shipped proof (the winner to
/// move with a stored move; or the loser to move with every reply covered by the proof or won
/// within its leaf depth), or else by `dfpn` within `max_expansions` more expansions, its
/// search asking `tables` at every position it reaches ([`Dfpn::solve_with_tables`]). `None`
/// when nothing is proved or `stop` was set, and always under rules with draws. For the front
/// ends' "White wins with perfect play" and, compared before and after a move, "this move
/// gives the win away", and for the analysis board, which a person may leave before it is
/// answered. `max_expansions` also caps the bounded search at each reply below the shipped
/// proof, so a small budget gives a quick answer (fewer positions known, never a wrong one).
pub(crate) fn proven_winner(
    pos: &Position,
    dfpn: &mut Dfpn,
    max_expansions: u64,
    tables: Option<&dyn Probe>,
    stop: &AtomicBool,
) -> Option<Color> {
    if pos.rules().has_draws() {
        return None;
    }
    if !pos.has_moves() {
        return Some(pos.turn().other());
    }
    // A covered position is won by its side to move (a certificate covers its winner's moves).
    if certificate_move(pos).is_some() {
        return Some(pos.turn());
    }
    // The loser to move, every reply covered by a proof of the winner's or won by the
    // winner within the proofs' leaf depth: one look per winner, over all its proofs.
    let loser_to_move = pos.turn();
    let winner = loser_to_move.other();
    let proofs: Vec<&Certificate> = shipped_certificates()
        .iter()
        .filter(|c| c.winner == winner && c.rules == pos.rules())
        .collect();
    if let Some(leaf_moves) = proofs.iter().map(|c| c.leaf_moves).max() {
        let mut solver = Solver::new(LEAF_SOLVER_TABLE_LOG2);
        let covered = pos.legal_moves().iter().all(|&m| {
            let child = pos.after(m);
            proofs.iter().any(|c| c.move_for(&child).is_some())
                || solver
                    .analyse(
                        &child,
                        &[],
                        u32::from(leaf_moves),
                        max_expansions.min(LEAF_SOLVER_NODES),
                        None,
                        stop,
                    )
                    .win
                    .is_some()
        });
        if covered {
            return Some(winner);
        }
    }
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    match dfpn.solve_with_tables(pos, max_expansions, tables, stop, &mut |_| {}) {
        Ok(Value::Win) => Some(pos.turn()),
        Ok(Value::Loss) => Some(pos.turn().other()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::rules::Rules;
    use crate::game::position_text::PositionText;

    /// Who wins, by the proof and df-pn alone.
    fn winner(pos: &Position, dfpn: &mut Dfpn, max_expansions: u64) -> Option<Color> {
        proven_winner(pos, dfpn, max_expansions, None, &AtomicBool::new(false))
    }

    #[test]
    fn the_shipped_proof_covers_the_start() {
        let cert = shipped_certificate().expect("the shipped certificate reads");
        assert_eq!(cert.winner, Color::White);
        assert_eq!(cert.rules, Rules::default());
        let start = Position::default();
        let mv = certificate_move(&start).expect("the start is covered");
        assert!(start.is_legal(mv));
        // Black to move is not the winner's turn: nothing to play from the certificate.
        assert_eq!(certificate_move(&start.after(mv)), None);
        // Other rules are not covered.
        assert_eq!(certificate_move(&Position::new(Rules::alfonso())), None);
    }

    #[test]
    fn who_wins_with_perfect_play_is_known_along_the_proof_and_off_it_by_search() {
        let mut dfpn = Dfpn::new(16 << 20);
        let mut pos = Position::default();
        assert_eq!(winner(&pos, &mut dfpn, 10_000), Some(Color::White));
        // After the winning first move Black is lost: every reply is covered by the proof.
        let c2c3 = certificate_move(&pos).expect("covered");
        assert_eq!(c2c3.to_string(), "c2-c3");
        pos = pos.after(c2c3);
        assert_eq!(winner(&pos, &mut dfpn, 10_000), Some(Color::White));
        // Follow the proof some plies; it stays known.
        for _ in 0..6 {
            let mv = if pos.turn() == Color::White {
                certificate_move(&pos).expect("covered")
            } else {
                pos.legal_moves()[0]
            };
            pos = pos.after(mv);
            assert_eq!(winner(&pos, &mut dfpn, 10_000), Some(Color::White));
        }
        // Off the proof, the search proves small endgames: here Black wins with White to move.
        let late = "-bb--/---b-/-----/-----/-ww-- w - 0"
            .parse::<PositionText>()
            .and_then(|t| t.into_position(Rules::default()))
            .expect("valid");
        assert_eq!(winner(&late, &mut dfpn, 1_000_000), Some(Color::Black));
        assert_eq!(
            winner(&Position::new(Rules::alfonso()), &mut dfpn, 1_000),
            None
        );
    }
}
