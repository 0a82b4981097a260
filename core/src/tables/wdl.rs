//! The second kind of table: ban-free boards, win or loss only, toward the eight pieces the
//! apps should ship (issue 47).
//!
//! # The design, and why
//!
//! The exact tables (`index.rs`) keep every reversal-ban state and a distance: about 2.3
//! entries a piece and a byte each, which ends at six pieces (eight would be 31 GB). A
//! win/loss file keeps one bit per board without bans, and codes only the boards whose bit
//! cannot be worked out at once; the others are "don't care" and cost nothing, because the
//! decoder knows them from the board alone:
//!
//! - the side to move must capture: every move leaves fewer pieces, so the probe tries each
//!   capture one ply deeper (a capture sets no ban, so what it reaches is ban-free too);
//! - the side to move has no move: it has lost;
//! - the board's left–right mirror has the smaller number: the probe reads the mirror's bit
//!   (the mirror is an exact symmetry, bans swapping east and west).
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
//! The file is the exact tables' container (`format.rs`) with its own magic bytes, a value a
//! board in class order, each class's boards numbered as `index.rs` numbers them, each block
//! coded on its own by the adaptive binary coder (`coder.rs`) in the context of the last
//! bits coded in the block.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

use super::coder::{BitDecoder, BitEncoder, PROB_HALF};
use super::format::{Block, Container, FormatError};
use super::index::{board_at, board_rank, class_boards, mirror, Canonical};
use super::{class_order, rules_fit, Tables};
use crate::board::position::Position;

/// The first bytes of every win/loss file.
const MAGIC: [u8; 8] = *b"ALQWDL\r\n";
/// The most blocks kept decoded (4 KiB each): decoding a block works out whether each of its
/// boards is coded (about a millisecond), and a probe that settles bans by a search visits
/// many boards, so the blocks seen last are kept. 1024 blocks hold all of six pieces.
const CACHE_BLOCKS: usize = 1024;
/// The last bits coded that a bit is coded in the context of: 2^CONTEXT_BITS probabilities.
const CONTEXT_BITS: u32 = 4;
/// The most boards a block may hold.
const MAX_BLOCK_BOARDS: u32 = 1 << 16;

/// What a board's entry is: a coded bit, or worked out from the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Entry {
    Loss,
    Win,
    /// Not coded: a capture to try, no move at all, or the mirror's bit to read.
    DontCare,
}

/// Whether the bit of board (`white`, `black`), White to move, is coded: not when White must
/// capture, has no move, or the mirror has the smaller number.
fn is_coded(white: u32, black: u32) -> bool {
    let c = Canonical {
        white,
        black,
        no_east: 0,
        no_west: 0,
    };
    let Some(pos) = c.position() else {
        return false;
    };
    pos.has_moves()
        && !pos.has_capture()
        && board_rank(mirror(white), mirror(black)) >= board_rank(white, black)
}

/// The number of boards of a win/loss file of at most `max_pieces` pieces.
pub fn boards_for(max_pieces: u8) -> u64 {
    class_order(max_pieces)
        .map(|(w, b)| class_boards(w, b))
        .sum()
}

/// The class (`w`, `b`) of every board of a file, with where its boards start.
fn class_starts(max_pieces: u8) -> Vec<(u8, u8, u64)> {
    let mut at = 0;
    class_order(max_pieces)
        .map(|(w, b)| {
            let start = at;
            at += class_boards(w, b);
            (w, b, start)
        })
        .collect()
}

/// The context of the next bit: the last [`CONTEXT_BITS`] coded.
fn context(history: u32) -> usize {
    (history & ((1 << CONTEXT_BITS) - 1)) as usize
}

/// Codes one block's entries (the "don't care" ones are skipped).
fn encode_block(entries: &[Entry]) -> Vec<u8> {
    let mut probs = [PROB_HALF; 1 << CONTEXT_BITS];
    let mut history = 0u32;
    let mut enc = BitEncoder::new();
    for &e in entries {
        let bit = match e {
            Entry::DontCare => continue,
            Entry::Win => true,
            Entry::Loss => false,
        };
        enc.bit(&mut probs[context(history)], bit);
        history = (history << 1) | u32::from(bit);
    }
    enc.finish()
}

impl Tables {
    /// The win/loss file of these tables: every ban-free board's winner, `block_boards` boards
    /// a block (at most 65 536; the engine's choice is `engine::WDL_BLOCK_BOARDS`).
    pub fn to_win_loss_bytes(&self, block_boards: u32) -> Vec<u8> {
        let entries = self.win_loss_entries();
        encode_file(self.max_pieces, &entries, block_boards)
    }

    /// Every board's entry, in file order.
    fn win_loss_entries(&self) -> Vec<Entry> {
        let mut entries = Vec::with_capacity(boards_for(self.max_pieces) as usize);
        for (w, b) in class_order(self.max_pieces) {
            for rank in 0..class_boards(w, b) {
                let (white, black) = board_at(w, b, rank);
                if !is_coded(white, black) {
                    entries.push(Entry::DontCare);
                    continue;
                }
                let c = Canonical {
                    white,
                    black,
                    no_east: 0,
                    no_west: 0,
                };
                // A built class holds every board; a missing value would be a bug, kept
                // visible as a loss that the comparison with the exact tables reports.
                let wins = self.stored(&c, w, b).is_some_and(|d| d % 2 == 1);
                entries.push(if wins { Entry::Win } else { Entry::Loss });
            }
        }
        entries
    }
}

/// The file of `entries` (every board of at most `max_pieces` pieces, in file order).
fn encode_file(max_pieces: u8, entries: &[Entry], block_boards: u32) -> Vec<u8> {
    let block_boards = block_boards.clamp(1, MAX_BLOCK_BOARDS);
    let blocks: Vec<Vec<u8>> = entries
        .chunks(block_boards as usize)
        .map(encode_block)
        .collect();
    Container::write(
        &MAGIC,
        max_pieces,
        block_boards,
        entries.len() as u64,
        &blocks,
    )
}

/// One probe's search of positions with bans: the positions it may still visit, and those it
/// settled (a position reached by two orders of moves is searched once; only settled ones are
/// kept, since "not known" depends on the budget left).
struct Search {
    budget: u64,
    settled: HashMap<(u32, u32, u32, u32), bool>,
}

/// Decoded blocks by number, and the order they were decoded in.
type Cache = (HashMap<usize, Arc<Vec<Entry>>>, VecDeque<usize>);

/// A win/loss file read from bytes handed in: checked (header, index and every block's
/// checksum), and probed by decoding one block, the blocks decoded last kept.
#[derive(Debug)]
pub struct WinLossFile<'a> {
    bytes: &'a [u8],
    max_pieces: u8,
    block_boards: u64,
    boards: u64,
    blocks: Vec<Block>,
    classes: Vec<(u8, u8, u64)>,
    /// The blocks decoded last, and the order they came in (the oldest is let go first).
    cache: Mutex<Cache>,
}

/// What [`WinLossFile::compare`] found.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Comparison {
    /// Ban-free boards compared: all of the file's with at most as many pieces as the exact
    /// tables hold.
    pub boards: u64,
    /// Of those, boards whose winner differs from the exact tables'.
    pub differ: u64,
    /// Of those, boards whose bit was coded (the rest were worked out at the probe).
    pub coded: u64,
}

impl<'a> WinLossFile<'a> {
    /// Checks `bytes` as a win/loss file and prepares to probe it.
    pub fn parse(bytes: &'a [u8]) -> Result<WinLossFile<'a>, FormatError> {
        let c = Container::parse(bytes, &MAGIC, boards_for)?;
        if c.block_values > u64::from(MAX_BLOCK_BOARDS) {
            return Err(FormatError::Header("the block size is out of range"));
        }
        Ok(WinLossFile {
            bytes,
            max_pieces: c.max_pieces,
            block_boards: c.block_values,
            boards: c.total,
            blocks: c.blocks,
            classes: class_starts(c.max_pieces),
            cache: Mutex::new((HashMap::new(), VecDeque::new())),
        })
    }

    /// The most pieces of a position the file answers for.
    pub fn max_pieces(&self) -> u8 {
        self.max_pieces
    }

    /// The bytes of the blocks of each number of pieces, from 2 up: (pieces, boards, bytes),
    /// a block shared by two numbers of pieces shared out by its boards.
    pub fn bytes_by_pieces(&self) -> Vec<(u8, u64, u64)> {
        let mut out: Vec<(u8, u64, f64)> = Vec::new();
        for (b, block) in self.blocks.iter().enumerate() {
            let lo = b as u64 * self.block_boards;
            let hi = (lo + self.block_boards).min(self.boards);
            for &(w, bl, start) in &self.classes {
                let end = start + class_boards(w, bl);
                let overlap = hi.min(end).saturating_sub(lo.max(start));
                if overlap == 0 {
                    continue;
                }
                let share = block.len as f64 * overlap as f64 / (hi - lo).max(1) as f64;
                let n = w + bl;
                match out.last_mut() {
                    Some(row) if row.0 == n => row.2 += share,
                    _ => out.push((n, 0, share)),
                }
            }
        }
        for row in &mut out {
            row.1 = class_order(self.max_pieces)
                .filter(|&(w, b)| w + b == row.0)
                .map(|(w, b)| class_boards(w, b))
                .sum();
        }
        out.into_iter()
            .map(|(n, boards, bytes)| (n, boards, bytes.round() as u64))
            .collect()
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
        if w + b > self.max_pieces {
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
        let (w, b) = (c.white.count_ones() as u8, c.black.count_ones() as u8);
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
        let rank = board_rank(c.white, c.black);
        let mirrored = board_rank(mirror(c.white), mirror(c.black));
        let rank = rank.min(mirrored);
        let &(_, _, start) = self
            .classes
            .iter()
            .find(|&&(cw, cb, _)| cw == w && cb == b)?;
        match self.entry(start + rank)? {
            Entry::Win => Some(true),
            Entry::Loss => Some(false),
            Entry::DontCare => None,
        }
    }

    /// The entry of board number `at` of the file.
    fn entry(&self, at: u64) -> Option<Entry> {
        let b = (at / self.block_boards) as usize;
        let block = self.block(b).ok()?;
        block.get((at % self.block_boards) as usize).copied()
    }

    /// Block `b` decoded, from the cache or afresh.
    fn block(&self, b: usize) -> Result<Arc<Vec<Entry>>, FormatError> {
        if let Ok(cache) = self.cache.lock() {
            if let Some(entries) = cache.0.get(&b) {
                return Ok(entries.clone());
            }
        }
        let entries = Arc::new(self.decode(b)?);
        if let Ok(mut cache) = self.cache.lock() {
            let (kept, order) = &mut *cache;
            if kept.len() >= CACHE_BLOCKS {
                if let Some(oldest) = order.pop_front() {
                    kept.remove(&oldest);
                }
            }
            if kept.insert(b, entries.clone()).is_none() {
                order.push_back(b);
            }
        }
        Ok(entries)
    }

    /// Decodes block `b`: each board's entry, the "don't care" ones worked out from the board.
    fn decode(&self, b: usize) -> Result<Vec<Entry>, FormatError> {
        let corrupt = FormatError::BlockCorrupt(b as u32);
        let block = self.blocks.get(b).ok_or(corrupt.clone())?;
        let bytes = self
            .bytes
            .get(block.start..block.start + block.len)
            .ok_or(corrupt.clone())?;
        let mut dec = BitDecoder::new(bytes).map_err(|_| corrupt.clone())?;
        let first = b as u64 * self.block_boards;
        let last = (first + self.block_boards).min(self.boards);
        let mut probs = [PROB_HALF; 1 << CONTEXT_BITS];
        let mut history = 0u32;
        let mut out = Vec::with_capacity((last - first) as usize);
        let mut class = 0;
        for at in first..last {
            while self
                .classes
                .get(class)
                .is_some_and(|&(w, bl, start)| at >= start + class_boards(w, bl))
            {
                class += 1;
            }
            let &(w, bl, start) = self.classes.get(class).ok_or(corrupt.clone())?;
            let (white, black) = board_at(w, bl, at - start);
            if !is_coded(white, black) {
                out.push(Entry::DontCare);
                continue;
            }
            let bit = dec
                .bit(&mut probs[context(history)])
                .map_err(|_| corrupt.clone())?;
            history = (history << 1) | u32::from(bit);
            out.push(if bit { Entry::Win } else { Entry::Loss });
        }
        Ok(out)
    }

    /// Decodes every block: to check a file through and through (a block whose checksum
    /// matches but whose bytes run out is refused here).
    pub fn check_blocks(&self) -> Result<(), FormatError> {
        for b in 0..self.blocks.len() {
            self.decode(b)?;
        }
        Ok(())
    }

    /// Compares every ban-free board's winner, as a probe answers it, with `exact`'s, over the
    /// boards both hold: the check that a file says what the tables it was made from say, and
    /// that a file of more pieces (the shipped one) agrees with exact tables of fewer, which
    /// take minutes to build where its own take an hour.
    pub fn compare(&self, exact: &Tables) -> Comparison {
        let mut found = Comparison::default();
        let held = self
            .classes
            .iter()
            .filter(|&&(w, b, _)| w + b <= exact.max_pieces());
        for &(w, b, start) in held {
            for rank in 0..class_boards(w, b) {
                let (white, black) = board_at(w, b, rank);
                let c = Canonical {
                    white,
                    black,
                    no_east: 0,
                    no_west: 0,
                };
                found.boards += 1;
                found.coded += u64::from(is_coded(white, black));
                let truth = exact.stored(&c, w, b).map(|d| d % 2 == 1);
                let said = self.ban_free(&c);
                if truth.is_none() || said != truth {
                    found.differ += 1;
                }
                debug_assert!(start + rank < self.boards);
            }
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;

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
            Entry::Win => Entry::Loss,
            _ => Entry::Win,
        };
        let bytes = encode_file(3, &entries, 1000);
        let file = WinLossFile::parse(&bytes).expect("reads");
        let found = file.compare(&tables);
        assert!(found.differ >= 1, "{found:?}");
        let honest = tables.to_win_loss_bytes(1000);
        let file = WinLossFile::parse(&honest).expect("reads");
        assert_eq!(file.compare(&tables).differ, 0);
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
