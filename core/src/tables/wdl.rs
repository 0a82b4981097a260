//! The second kind of table: ban-free boards, win or loss only, toward the eight pieces the
//! apps should ship (issue 47).
//!
//! # The design, and why
//!
//! The exact tables (`index.rs`) keep every reversal-ban state and a distance: about 2.3
//! entries a piece and a byte each, which ends at six pieces (eight would be 31 GB). A
//! win/loss file keeps one bit per board without bans, and codes only the boards whose bit
//! cannot be worked out at once (the "don't care" boards of `boards.rs`: a capture to try, no
//! move, the mirror's bit).
//!
//! **A position with bans stays exact.** Its value is not the ban-free board's (a ban changes
//! the winner of 1.7–2.8 % of positions), so it is worked out, never guessed, from two facts:
//! a ban only takes moves away from the side whose piece it holds, so (by induction over the
//! game, which always ends) more bans on a side's pieces are never better for that side.
//! Hence, with White to move: if only Black's pieces carry bans and the ban-free board is a
//! White win, White wins; if only White's do and it is a White loss, White loses. Any other
//! position with bans is settled by an exact search of its moves, each child settled the same
//! way, down to ban-free boards (each position once: those settled are remembered for the
//! probe); the search has a budget of positions, and where it runs out
//! the answer is "not known" (`None`), never a wrong value. Bans end when their piece moves,
//! so the search usually reaches ban-free boards within a few plies.
//!
//! **Building one needs the exact tables.** A ban-free board's true value depends on the
//! positions with bans its steps lead to, so the bits are read from exact tables of the same
//! number of pieces ([`Tables::to_win_loss_bytes`]); the file is small, its build is not (see
//! `docs/engine.md` for the figures and what eight pieces would take).
//!
//! The file is a file of ban-free boards (`boards.rs`) with its own magic bytes, each block
//! coded in the context of the last bits coded in the block.

use std::collections::HashMap;

use super::boards::{compare_boards, BoardFile, Codec, Comparison, Entry};
use super::coder::{BitDecoder, BitEncoder, CoderError, PROB_HALF};
use super::format::FormatError;
use super::index::Canonical;
use super::{rules_fit, Tables};
use crate::board::position::Position;

/// The last bits coded that a bit is coded in the context of: 2^CONTEXT_BITS probabilities.
const CONTEXT_BITS: u32 = 4;

/// A win/loss file's coding: a bit a board (1 for a win), in the context of the last
/// [`CONTEXT_BITS`] coded.
#[derive(Debug)]
pub(super) struct Bits {
    probs: [u16; 1 << CONTEXT_BITS],
    history: u32,
}

impl Default for Bits {
    fn default() -> Bits {
        Bits {
            probs: [PROB_HALF; 1 << CONTEXT_BITS],
            history: 0,
        }
    }
}

impl Bits {
    fn context(&self) -> usize {
        (self.history & ((1 << CONTEXT_BITS) - 1)) as usize
    }
}

impl Codec for Bits {
    const MAGIC: [u8; 8] = *b"ALQWDL\r\n";

    fn encode(&mut self, enc: &mut BitEncoder, value: u8) {
        let bit = value != 0;
        enc.bit(&mut self.probs[self.context()], bit);
        self.history = (self.history << 1) | u32::from(bit);
    }

    fn decode(&mut self, dec: &mut BitDecoder) -> Result<u8, CoderError> {
        let c = self.context();
        let bit = dec.bit(&mut self.probs[c])?;
        self.history = (self.history << 1) | u32::from(bit);
        Ok(u8::from(bit))
    }
}

impl Tables {
    /// The win/loss file of these tables: every ban-free board's winner, `block_boards` boards
    /// a block (at most 65 536; the engine's choice is `engine::WDL_BLOCK_BOARDS`).
    pub fn to_win_loss_bytes(&self, block_boards: u32) -> Vec<u8> {
        let entries = self.win_loss_entries();
        super::boards::encode_file::<Bits>(self.max_pieces, &entries, block_boards)
    }

    /// Every board's entry, in file order: 1 for a win.
    fn win_loss_entries(&self) -> Vec<Entry> {
        self.board_entries(|d| d % 2)
    }
}

/// One probe's search of positions with bans: the positions it may still visit, and those it
/// settled (a position reached by two orders of moves is searched once; only settled ones are
/// kept, since "not known" depends on the budget left).
struct Search {
    budget: u64,
    settled: HashMap<(u32, u32, u32, u32), bool>,
}

/// A win/loss file read from bytes handed in: checked (header, index and every block's
/// checksum), and probed by decoding one block, the blocks decoded last kept.
#[derive(Debug)]
pub struct WinLossFile<'a> {
    file: BoardFile<'a, Bits>,
}

impl<'a> WinLossFile<'a> {
    /// Checks `bytes` as a win/loss file and prepares to probe it.
    pub fn parse(bytes: &'a [u8]) -> Result<WinLossFile<'a>, FormatError> {
        BoardFile::parse(bytes).map(|file| WinLossFile { file })
    }

    /// The most pieces of a position the file answers for.
    pub fn max_pieces(&self) -> u8 {
        self.file.max_pieces()
    }

    /// The bytes of the blocks of each number of pieces, from 2 up: (pieces, boards, bytes),
    /// a block shared by two numbers of pieces shared out by its boards.
    pub fn bytes_by_pieces(&self) -> Vec<(u8, u64, u64)> {
        self.file.bytes_by_pieces()
    }

    /// Whether the side to move of `pos` wins, or `None` when the position has more pieces
    /// than the file holds, is played under rules with draws, or carries bans that an exact
    /// search of at most `max_nodes` positions did not settle.
    pub fn wins(&self, pos: &Position, max_nodes: u64) -> Option<bool> {
        if !rules_fit(pos.rules()) {
            return None;
        }
        let mut search = Search {
            budget: max_nodes,
            settled: HashMap::new(),
        };
        self.wins_canonical(&Canonical::of(pos), &mut search)
    }

    fn wins_canonical(&self, c: &Canonical, search: &mut Search) -> Option<bool> {
        let (w, b) = (c.white.count_ones() as u8, c.black.count_ones() as u8);
        if w == 0 {
            return Some(false);
        }
        if b == 0 {
            return Some(c.position()?.has_moves());
        }
        if w + b > self.max_pieces() {
            return None;
        }
        let bans = c.no_east | c.no_west;
        if bans == 0 {
            return self.ban_free(c);
        }
        let bare = Canonical {
            no_east: 0,
            no_west: 0,
            ..*c
        };
        // More bans on a side's pieces are never better for that side.
        if bans & c.white == 0 && self.ban_free(&bare) == Some(true) {
            return Some(true);
        }
        if bans & c.black == 0 && self.ban_free(&bare) == Some(false) {
            return Some(false);
        }
        let key = (c.white, c.black, c.no_east, c.no_west);
        if let Some(&wins) = search.settled.get(&key) {
            return Some(wins);
        }
        if search.budget == 0 {
            return None;
        }
        search.budget -= 1;
        let wins = self.search(c, search)?;
        search.settled.insert(key, wins);
        Some(wins)
    }

    /// Whether White wins in `c` by its moves: some move leaves Black lost.
    fn search(&self, c: &Canonical, search: &mut Search) -> Option<bool> {
        let pos = c.position()?;
        let mut unknown = false;
        for mv in pos.legal_moves() {
            match self.wins_canonical(&Canonical::of(&pos.after(mv)), search) {
                Some(false) => return Some(true),
                Some(true) => {}
                None => unknown = true,
            }
        }
        (!unknown).then_some(false)
    }

    /// The winner of a ban-free board: read, or worked out where it is not coded.
    fn ban_free(&self, c: &Canonical) -> Option<bool> {
        let pos = c.position()?;
        if !pos.has_moves() {
            return Some(false);
        }
        if pos.has_capture() {
            // Every move captures, leaving fewer pieces and no ban: settled without budget.
            let mut unbounded = Search {
                budget: u64::MAX,
                settled: HashMap::new(),
            };
            return self.search(c, &mut unbounded);
        }
        match self.file.entry_of(c)? {
            Entry::Coded(v) => Some(v != 0),
            Entry::DontCare => None,
        }
    }

    /// Decodes every block: to check a file through and through (a block whose checksum
    /// matches but whose bytes run out is refused here).
    pub fn check_blocks(&self) -> Result<(), FormatError> {
        self.file.check_blocks()
    }

    /// Compares every ban-free board's winner, as a probe answers it, with `exact`'s, over the
    /// boards both hold: the check that a file says what the tables it was made from say, and
    /// that a file of more pieces (the shipped one) agrees with exact tables of fewer, which
    /// take minutes to build where its own take an hour.
    pub fn compare(&self, exact: &Tables) -> Comparison {
        self.file.compare(exact, |c, truth| {
            truth.is_some_and(|d| self.ban_free(c) == Some(d % 2 == 1))
        })
    }

    /// Compares every ban-free board's winner, as a probe answers it, with `other`'s, over the
    /// boards both hold: a file worked out from the rules alone ([`super::Winners`]) against
    /// one read from exact tables, or against the shipped one. A board neither answers counts
    /// as differing.
    pub fn compare_file(&self, other: &WinLossFile) -> Comparison {
        let pieces = self.max_pieces().min(other.max_pieces());
        compare_boards(pieces, |c, _, _| {
            let said = self.ban_free(c);
            said.is_some() && said == other.ban_free(c)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;

    use crate::tables::boards::{boards_for, encode_file};
    use crate::tables::class_order;

    fn exact(n: u8) -> Tables {
        Tables::build(n, 2, &|_| {}, &AtomicBool::new(false)).expect("builds")
    }

    #[test]
    fn every_ban_free_board_has_the_exact_winner() {
        let tables = exact(4);
        let bytes = tables.to_win_loss_bytes(4096);
        let file = WinLossFile::parse(&bytes).expect("reads");
        file.check_blocks().expect("decodes");
        let found = file.compare(&tables);
        assert_eq!(found.boards, boards_for(4));
        assert_eq!(found.differ, 0, "{found:?}");
        // Most boards are worked out at the probe, not coded.
        assert!(found.coded * 2 < found.boards, "{found:?}");
    }

    #[test]
    fn a_file_of_more_pieces_is_compared_on_the_boards_both_hold() {
        let file_bytes = exact(4).to_win_loss_bytes(4096);
        let file = WinLossFile::parse(&file_bytes).expect("reads");
        let found = file.compare(&exact(3));
        assert_eq!(found.boards, boards_for(3));
        assert_eq!(found.differ, 0, "{found:?}");
    }

    #[test]
    fn a_flipped_value_is_found_by_the_comparison() {
        // The comparison must fail when a value is wrong: one coded board's bit flipped
        // before coding, and one "don't care" board's mirror (read through it) alike.
        let tables = exact(3);
        let mut entries = tables.win_loss_entries();
        let k = entries
            .iter()
            .rposition(|e| *e != Entry::DontCare)
            .expect("a coded board");
        entries[k] = match entries[k] {
            Entry::Coded(v) => Entry::Coded(1 - v),
            Entry::DontCare => Entry::DontCare,
        };
        let bytes = encode_file::<Bits>(3, &entries, 1000);
        let file = WinLossFile::parse(&bytes).expect("reads");
        let found = file.compare(&tables);
        assert!(found.differ >= 1, "{found:?}");
        let honest = tables.to_win_loss_bytes(1000);
        let honest = WinLossFile::parse(&honest).expect("reads");
        assert_eq!(honest.compare(&tables).differ, 0);
        // Two files compared with each other find it too, either way round, and a file of
        // more pieces is compared on the boards of the fewer.
        assert!(file.compare_file(&honest).differ >= 1);
        assert!(honest.compare_file(&file).differ >= 1);
        let four = exact(4).to_win_loss_bytes(4096);
        let four = WinLossFile::parse(&four).expect("reads");
        let found = four.compare_file(&honest);
        assert_eq!(
            (found.boards, found.differ),
            (boards_for(3), 0),
            "{found:?}"
        );
        assert!(four.compare_file(&file).differ >= 1);
    }

    #[test]
    fn positions_with_bans_are_exact_or_not_known() {
        let tables = exact(4);
        let bytes = tables.to_win_loss_bytes(4096);
        let file = WinLossFile::parse(&bytes).expect("reads");
        let (mut known, mut all) = (0u32, 0u32);
        for (w, b) in class_order(4) {
            let layout = super::super::index::Layout::new(w, b);
            for board in (0..layout.boards()).step_by(37) {
                for (_, c) in layout.board(board) {
                    let pos = c.position().expect("a position");
                    let truth = tables.probe(&pos).map(|v| v.wins);
                    all += 1;
                    if let Some(said) = file.wins(&pos, 10_000) {
                        assert_eq!(Some(said), truth, "{pos:?}");
                        known += 1;
                    }
                }
            }
        }
        assert!(known * 10 > all * 9, "{known} of {all} settled");
    }

    #[test]
    fn a_flipped_bit_of_a_file_is_refused() {
        let bytes = exact(3).to_win_loss_bytes(512);
        for bit in (0..bytes.len() * 8).step_by(7) {
            let mut damaged = bytes.clone();
            damaged[bit / 8] ^= 1 << (bit % 8);
            assert!(WinLossFile::parse(&damaged).is_err(), "bit {bit}");
        }
        // An exact table file is not a win/loss file, nor the other way round.
        let exact_file = exact(2).to_bytes_in_blocks(512, 1);
        assert_eq!(
            WinLossFile::parse(&exact_file).err(),
            Some(FormatError::NotATable)
        );
        assert!(super::super::TableFile::parse(&bytes).is_err());
    }
}
