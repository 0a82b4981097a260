//! The third kind of table: ban-free boards with their distance, so that the players of
//! exact values say "wins in 9" and play the fastest win where the exact tables end (issue 47).
//!
//! # The design, and why
//!
//! The exact tables (`index.rs`) keep a distance for every reversal-ban state: 214 MB for six
//! pieces, beyond what a phone should carry. Most of those entries are ban states; the boards
//! without bans are fewer than one in a hundred of them. A distance file keeps the distance of
//! each ban-free board only, and codes only those that cannot be worked out at once (the
//! "don't care" boards of `boards.rs`: a capture to try, no move, the mirror's value).
//!
//! **A position with bans stays exact.** A ban changes the distance of many more positions than
//! it changes the winner of, and no shortcut like the win/loss file's (more bans on a side are
//! never better for it) gives a distance. So a position with bans is worked out by an exact
//! search of all its moves, each child the same way, down to ban-free boards (each position
//! once: those worked out are remembered for the probe): a win takes its fastest winning move,
//! a loss its longest defence. The search has a budget of positions; where it runs out the
//! answer is "not known" (`None`), never a wrong distance, and the win/loss file still says
//! who wins.
//!
//! **Building one needs the exact tables** of the same pieces, as the win/loss file does
//! ([`Tables::to_plies_bytes`]).
//!
//! A distance is coded as its parity (who wins) in the context of the last parities, as the
//! win/loss file codes its bit, then half the distance with an Elias-gamma code: the length in
//! unary in the context of the previous board's length, then the bits below the leading one
//! down a tree of probabilities for that length. Neighbouring boards in the index (the same
//! pieces, one piece elsewhere) have distances of a similar size.

use std::collections::HashMap;
use std::sync::Mutex;

use super::boards::{BoardFile, Codec, Comparison, Entry};
use super::coder::{BitDecoder, BitEncoder, CoderError, PROB_HALF};
use super::format::FormatError;
use super::index::Canonical;
use super::{distance, rules_fit, Tables, Value};
use crate::board::position::Position;

/// The last parities coded that a parity is coded in the context of.
const PARITY_CONTEXT_BITS: u32 = 4;
/// The most bits of half a distance plus one (a distance is at most 255).
const LENGTHS: usize = 8;
/// The most distances of positions with bans a file keeps from one probe to the next (about
/// 40 bytes each): the analysis board and the players probe every move of a position, whose
/// searches meet the same positions, so what one worked out spares the next.
const KEPT_SETTLED: usize = 1 << 18;

/// A distance file's coding of a distance: see the module's documentation.
#[derive(Debug)]
struct Distances {
    parity: [u16; 1 << PARITY_CONTEXT_BITS],
    history: u32,
    /// By the previous board's length (0 before the first), the parity, and the unary digit.
    length: [[[u16; LENGTHS]; 2]; LENGTHS + 1],
    /// By the parity and the length, a tree of the bits below the leading one.
    tail: [[[u16; 1 << (LENGTHS - 1)]; LENGTHS + 1]; 2],
    previous_length: usize,
}

impl Default for Distances {
    fn default() -> Distances {
        Distances {
            parity: [PROB_HALF; 1 << PARITY_CONTEXT_BITS],
            history: 0,
            length: [[[PROB_HALF; LENGTHS]; 2]; LENGTHS + 1],
            tail: [[[PROB_HALF; 1 << (LENGTHS - 1)]; LENGTHS + 1]; 2],
            previous_length: 0,
        }
    }
}

impl Distances {
    fn parity_context(&self) -> usize {
        (self.history & ((1 << PARITY_CONTEXT_BITS) - 1)) as usize
    }
}

impl Codec for Distances {
    const MAGIC: [u8; 8] = *b"ALQDTM\r\n";

    fn encode(&mut self, enc: &mut BitEncoder, value: u8) {
        let odd = value % 2 == 1;
        enc.bit(&mut self.parity[self.parity_context()], odd);
        self.history = (self.history << 1) | u32::from(odd);
        let p = usize::from(odd);
        // 1 ..= 128, so 1 ..= 8 bits long.
        let half = u32::from(value / 2) + 1;
        let len = (u32::BITS - half.leading_zeros()) as usize;
        let lengths = &mut self.length[self.previous_length][p];
        for (digit, prob) in lengths.iter_mut().enumerate().take(LENGTHS - 1) {
            let more = digit + 1 < len;
            enc.bit(prob, more);
            if !more {
                break;
            }
        }
        let tree = &mut self.tail[p][len];
        let mut node = 1;
        for i in (0..len - 1).rev() {
            let bit = (half >> i) & 1 == 1;
            enc.bit(&mut tree[node], bit);
            node = node * 2 + usize::from(bit);
        }
        self.previous_length = len;
    }

    fn decode(&mut self, dec: &mut BitDecoder) -> Result<u8, CoderError> {
        let c = self.parity_context();
        let odd = dec.bit(&mut self.parity[c])?;
        self.history = (self.history << 1) | u32::from(odd);
        let p = usize::from(odd);
        let lengths = &mut self.length[self.previous_length][p];
        let mut len = 1;
        for prob in lengths.iter_mut().take(LENGTHS - 1) {
            if !dec.bit(prob)? {
                break;
            }
            len += 1;
        }
        let tree = &mut self.tail[p][len];
        let mut node = 1;
        for _ in 0..len - 1 {
            let bit = dec.bit(&mut tree[node])?;
            node = node * 2 + usize::from(bit);
        }
        // The leading one is the tree's root: `node` is half the distance plus one.
        let half = node - 1;
        self.previous_length = len;
        u8::try_from(half * 2 + p).map_err(|_| CoderError::Truncated)
    }
}

impl Tables {
    /// The distance file of these tables: every ban-free board's distance, `block_boards`
    /// boards a block (at most 65 536; the engine's choice is `engine::PLIES_BLOCK_BOARDS`).
    pub fn to_plies_bytes(&self, block_boards: u32) -> Vec<u8> {
        let entries = self.board_entries(|d| d);
        super::boards::encode_file::<Distances>(self.max_pieces, &entries, block_boards)
    }
}

/// A position with bans as the search keeps it: White to move, its four point sets.
type Key = (u32, u32, u32, u32);

/// One probe's search of positions with bans: the positions it may still visit, and the
/// distances it worked out (only those: "not known" depends on the budget left).
struct Search {
    budget: u64,
    settled: HashMap<Key, u8>,
}

impl Search {
    fn unbounded() -> Search {
        Search {
            budget: u64::MAX,
            settled: HashMap::new(),
        }
    }
}

/// A distance file read from bytes handed in: checked (header, index and every block's
/// checksum), and probed by decoding one block, the blocks decoded last kept.
#[derive(Debug)]
pub struct PliesFile<'a> {
    file: BoardFile<'a, Distances>,
    /// The distances of positions with bans earlier probes worked out (exact, whatever their
    /// budget was), emptied when [`KEPT_SETTLED`] are kept.
    kept: Mutex<HashMap<Key, u8>>,
}

impl<'a> PliesFile<'a> {
    /// Checks `bytes` as a distance file and prepares to probe it.
    pub fn parse(bytes: &'a [u8]) -> Result<PliesFile<'a>, FormatError> {
        BoardFile::parse(bytes).map(|file| PliesFile {
            file,
            kept: Mutex::new(HashMap::new()),
        })
    }

    /// The most pieces of a position the file answers for.
    pub fn max_pieces(&self) -> u8 {
        self.file.max_pieces()
    }

    /// The bytes of the blocks of each number of pieces, from 2 up: (pieces, boards, bytes).
    pub fn bytes_by_pieces(&self) -> Vec<(u8, u64, u64)> {
        self.file.bytes_by_pieces()
    }

    /// Decodes every block: to check a file through and through.
    pub fn check_blocks(&self) -> Result<(), FormatError> {
        self.file.check_blocks()
    }

    /// The value of `pos` under perfect play, or `None` when the position has more pieces than
    /// the file holds, is played under rules with draws, or carries bans that an exact search
    /// of at most `max_nodes` positions with bans did not work out.
    pub fn probe(&self, pos: &Position, max_nodes: u64) -> Option<Value> {
        if !rules_fit(pos.rules()) {
            return None;
        }
        let mut search = Search {
            budget: max_nodes,
            settled: HashMap::new(),
        };
        let plies = self.plies(&Canonical::of(pos), &mut search);
        if let Ok(mut kept) = self.kept.lock() {
            if kept.len() + search.settled.len() > KEPT_SETTLED {
                kept.clear();
            }
            kept.extend(search.settled);
        }
        plies.map(Value::of_plies)
    }

    fn plies(&self, c: &Canonical, search: &mut Search) -> Option<u8> {
        distance(c, |w, b| {
            if w + b > self.max_pieces() {
                return None;
            }
            if c.no_east | c.no_west == 0 {
                return self.ban_free(c);
            }
            let key = (c.white, c.black, c.no_east, c.no_west);
            if let Some(&d) = search.settled.get(&key) {
                return Some(d);
            }
            let earlier = self.kept.lock().ok().and_then(|k| k.get(&key).copied());
            if let Some(d) = earlier {
                return Some(d);
            }
            if search.budget == 0 {
                return None;
            }
            search.budget -= 1;
            let d = self.search(c, search)?;
            search.settled.insert(key, d);
            Some(d)
        })
    }

    /// The distance of `c` from its moves': the fastest move to a lost position if there is
    /// one, else the longest. A move the file shows at once to leave the opponent winning is
    /// searched only if every move does (for the longest defence): a winner's distance needs
    /// its winning moves alone, which spares most of the loser's replies' subtrees.
    fn search(&self, c: &Canonical, search: &mut Search) -> Option<u8> {
        let pos = c.position()?;
        if !pos.has_moves() {
            return Some(0);
        }
        let children: Vec<(Canonical, Option<bool>)> = pos
            .legal_moves()
            .iter()
            .map(|&mv| {
                let child = Canonical::of(&pos.after(mv));
                (child, self.wins_at_once(&child))
            })
            .collect();
        let mut fastest_win: Option<u8> = None;
        for (child, wins) in &children {
            if *wins == Some(true) {
                continue;
            }
            // A child whose distance is not known might be the fastest win: not known either.
            let d = self.plies(child, search)?;
            if d % 2 == 0 {
                fastest_win = Some(fastest_win.map_or(d, |f| f.min(d)));
            }
        }
        if let Some(d) = fastest_win {
            return d.checked_add(1);
        }
        let mut longest = 0u8;
        for (child, _) in &children {
            longest = longest.max(self.plies(child, search)?);
        }
        longest.checked_add(1)
    }

    /// Whether White wins in `c`, where the file shows it without a search: a ban-free board,
    /// or bans on one side whose ban-free board that side loses already (more bans on a side's
    /// pieces are never better for it; see `wdl.rs`).
    fn wins_at_once(&self, c: &Canonical) -> Option<bool> {
        distance(c, |w, b| {
            if w + b > self.max_pieces() {
                return None;
            }
            self.ban_free(&Canonical {
                no_east: 0,
                no_west: 0,
                ..*c
            })
        })
        .and_then(|bare| {
            let bans = c.no_east | c.no_west;
            let wins = bare % 2 == 1;
            let settled =
                bans == 0 || (wins && bans & c.white == 0) || (!wins && bans & c.black == 0);
            settled.then_some(wins)
        })
    }

    /// The distance of a ban-free board: read, or worked out where it is not coded.
    fn ban_free(&self, c: &Canonical) -> Option<u8> {
        let pos = c.position()?;
        if !pos.has_moves() {
            return Some(0);
        }
        if pos.has_capture() {
            // Every move captures, leaving fewer pieces and no ban: settled without budget.
            return self.search(c, &mut Search::unbounded());
        }
        match self.file.entry_of(c)? {
            Entry::Coded(d) => Some(d),
            Entry::DontCare => None,
        }
    }

    /// Compares every ban-free board's distance, as a probe answers it, with `exact`'s, over
    /// the boards both hold.
    pub fn compare(&self, exact: &Tables) -> Comparison {
        self.file.compare(exact, |c, truth| {
            truth.is_some_and(|d| self.ban_free(c) == Some(d))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::rng::Rng;
    use crate::tables::boards::{boards_for, encode_file};
    use crate::tables::class_order;
    use crate::tables::index::Layout;
    use std::sync::atomic::AtomicBool;
    use std::sync::OnceLock;

    fn exact(n: u8) -> Tables {
        Tables::build(n, 2, &|_| {}, &AtomicBool::new(false)).expect("builds")
    }

    /// The exact tables of four pieces and their distance file, built once for the tests.
    fn four() -> &'static (Tables, Vec<u8>) {
        static FOUR: OnceLock<(Tables, Vec<u8>)> = OnceLock::new();
        FOUR.get_or_init(|| {
            let tables = exact(4);
            let bytes = tables.to_plies_bytes(4096);
            (tables, bytes)
        })
    }

    #[test]
    fn every_distance_is_coded_and_decoded_as_it_was() {
        let values: Vec<u8> = (0..=255u8)
            .chain((0..2000).map(|i| (i * 37 % 61) as u8))
            .collect();
        let mut codec = Distances::default();
        let mut enc = BitEncoder::new();
        for &v in &values {
            codec.encode(&mut enc, v);
        }
        let bytes = enc.finish();
        let mut codec = Distances::default();
        let mut dec = BitDecoder::new(&bytes).expect("a block");
        for &v in &values {
            assert_eq!(codec.decode(&mut dec), Ok(v));
        }
    }

    #[test]
    fn every_ban_free_board_has_the_exact_distance() {
        let (tables, bytes) = four();
        let file = PliesFile::parse(bytes).expect("reads");
        file.check_blocks().expect("decodes");
        let found = file.compare(tables);
        assert_eq!(found.boards, boards_for(4));
        assert_eq!(found.differ, 0, "{found:?}");
        assert!(found.coded * 2 < found.boards, "{found:?}");
    }

    #[test]
    fn a_changed_distance_is_found_by_the_comparison() {
        let tables = exact(3);
        let mut entries = tables.board_entries(|d| d);
        let k = entries
            .iter()
            .rposition(|e| *e != Entry::DontCare)
            .expect("a coded board");
        // Two more plies: the same winner, another distance.
        entries[k] = match entries[k] {
            Entry::Coded(d) => Entry::Coded(d + 2),
            Entry::DontCare => Entry::DontCare,
        };
        let bytes = encode_file::<Distances>(3, &entries, 1000);
        let file = PliesFile::parse(&bytes).expect("reads");
        assert!(file.compare(&tables).differ >= 1);
        let honest = tables.to_plies_bytes(1000);
        let file = PliesFile::parse(&honest).expect("reads");
        assert_eq!(file.compare(&tables).differ, 0);
    }

    #[test]
    fn positions_with_bans_are_exact_or_not_known() {
        // Every ban state of a sample of boards, however many bans: the hardest case, where
        // bans that stay put keep the search from reaching ban-free boards.
        let (tables, bytes) = four();
        let file = PliesFile::parse(bytes).expect("reads");
        let (mut known, mut all, mut banned) = (0u32, 0u32, 0u32);
        for (w, b) in class_order(4) {
            let layout = Layout::new(w, b);
            for board in (0..layout.boards()).step_by(97) {
                for (_, c) in layout.board(board) {
                    let pos = c.position().expect("a position");
                    all += 1;
                    banned += u32::from(c.no_east | c.no_west != 0);
                    if let Some(said) = file.probe(&pos, 10_000) {
                        assert_eq!(Some(said), tables.probe(&pos), "{pos:?}");
                        known += 1;
                    }
                }
            }
        }
        assert!(banned * 2 > all, "{banned} of {all} with bans");
        assert!(known * 3 > all * 2, "{known} of {all} worked out");
    }

    #[test]
    fn positions_of_play_are_worked_out() {
        // What the players ask: ban-free boards a few random moves on, bans as play left them.
        let (tables, bytes) = four();
        let file = PliesFile::parse(bytes).expect("reads");
        let mut rng = Rng::new(3);
        let (mut known, mut all, mut banned) = (0u32, 0u32, 0u32);
        while all < 500 {
            let Some(mut pos) = rng.position(4, false) else {
                continue;
            };
            for _ in 0..1 + rng.below(6) {
                let moves = pos.legal_moves();
                let Some(&mv) = moves.get(rng.below(moves.len().max(1) as u32) as usize) else {
                    break;
                };
                if pos.after(mv).occupied().count() < 4 {
                    break;
                }
                pos = pos.after(mv);
            }
            let s = pos.to_setup();
            banned += u32::from(!(s.no_east | s.no_west).is_empty());
            all += 1;
            if let Some(said) = file.probe(&pos, 10_000) {
                assert_eq!(Some(said), tables.probe(&pos), "{pos:?}");
                known += 1;
            }
        }
        assert!(banned * 4 > all, "{banned} of {all} with bans");
        assert!(known * 10 > all * 9, "{known} of {all} worked out");
    }

    #[test]
    fn a_flipped_bit_of_a_file_is_refused() {
        let bytes = exact(3).to_plies_bytes(512);
        for bit in (0..bytes.len() * 8).step_by(7) {
            let mut damaged = bytes.clone();
            damaged[bit / 8] ^= 1 << (bit % 8);
            assert!(PliesFile::parse(&damaged).is_err(), "bit {bit}");
        }
        // Neither of the other two kinds of file is a distance file, nor the other way round.
        let win_loss = exact(2).to_win_loss_bytes(512);
        assert_eq!(
            PliesFile::parse(&win_loss).err(),
            Some(FormatError::NotATable)
        );
        assert!(super::super::WinLossFile::parse(&bytes).is_err());
        assert!(super::super::TableFile::parse(&bytes).is_err());
    }
}
