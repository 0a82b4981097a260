//! What the two files of ban-free boards share (issue 47): the win/loss file (`wdl.rs`, a
//! bit a board) and the distance file (`plies.rs`, a distance a board).
//!
//! Both keep one value per board without bans, White to move (Black to move is turned half
//! round), and code only the boards whose value cannot be worked out at once. The others are
//! "don't care" and cost nothing, because the decoder knows them from the board alone:
//!
//! - the side to move must capture: every move leaves fewer pieces, so the probe tries each
//!   capture one ply deeper (a capture sets no ban, so what it reaches is ban-free too);
//! - the side to move has no move: it has lost;
//! - the board's left–right mirror has the smaller number: the probe reads the mirror's value
//!   (the mirror is an exact symmetry, bans swapping east and west).
//!
//! Each file is the exact tables' container (`format.rs`) with magic bytes of its own, a value
//! a board in class order, each class's boards numbered as `index.rs` numbers them, each block
//! coded on its own by the adaptive binary coder (`coder.rs`); how a value becomes bits is the
//! file's [`Codec`].

use std::collections::{HashMap, VecDeque};
use std::marker::PhantomData;
use std::sync::{Arc, Mutex};

use super::coder::{BitDecoder, BitEncoder, CoderError};
use super::format::{Block, Container, FormatError};
use super::index::{board_rank, boards_from, class_boards, mirror, Canonical};
use super::{class_order, Tables};

/// The most blocks kept decoded (4 KiB boards each): decoding a block works out whether each
/// of its boards is coded (about a millisecond), and a probe that settles bans by a search
/// visits many boards, so the blocks seen last are kept. 1024 blocks hold all of six pieces.
const CACHE_BLOCKS: usize = 1024;
/// The most boards a block may hold.
pub(super) const MAX_BLOCK_BOARDS: u32 = 1 << 16;

/// What a board's entry is: a coded value, or worked out from the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Entry {
    /// The value the file keeps for the board (a bit, or a distance).
    Coded(u8),
    /// Not coded: a capture to try, no move at all, or the mirror's value to read.
    DontCare,
}

/// How one file turns its values into binary decisions: a fresh codec for each block, so that
/// every block decodes on its own.
pub(super) trait Codec: Default {
    /// The first bytes of the file.
    const MAGIC: [u8; 8];
    /// Codes `value`, the codec learning from it.
    fn encode(&mut self, enc: &mut BitEncoder, value: u8);
    /// Decodes what [`Codec::encode`] coded.
    fn decode(&mut self, dec: &mut BitDecoder) -> Result<u8, CoderError>;
}

/// Whether the value of board (`white`, `black`), number `rank` of its class, White to move,
/// is coded: not when White must capture, has no move, or the mirror has the smaller number
/// (looked at first, the cheapest test).
fn is_coded(white: u32, black: u32, rank: u64) -> bool {
    if board_rank(mirror(white), mirror(black)) < rank {
        return false;
    }
    let Some(pos) = ban_free(white, black).position() else {
        return false;
    };
    // No capture, and a step (`has_moves` would look for a capture again).
    !pos.has_capture() && pos.step_targets().iter().any(|&t| t != 0)
}

/// A board of a file, with its class and its number in the class.
#[derive(Clone, Copy, Debug)]
pub(super) struct FileBoard {
    pub w: u8,
    pub b: u8,
    pub rank: u64,
    pub white: u32,
    pub black: u32,
}

impl FileBoard {
    /// Whether the file codes this board's value.
    pub fn is_coded(&self) -> bool {
        is_coded(self.white, self.black, self.rank)
    }

    /// The board, White to move, without bans.
    pub fn ban_free(&self) -> Canonical {
        ban_free(self.white, self.black)
    }
}

/// The boards numbered `first..last` in file order, `classes` being each class with the number
/// of its first board ([`class_starts`]), each found from the one before.
pub(super) fn boards_between(
    classes: &[(u8, u8, u64)],
    first: u64,
    last: u64,
) -> impl Iterator<Item = FileBoard> + '_ {
    classes
        .iter()
        .filter_map(move |&(w, b, start)| {
            let (from, to) = (first.max(start), last.min(start + class_boards(w, b)));
            // Only the classes the range meets (a subtraction for the others would underflow).
            if from < to {
                Some((w, b, from - start, to - from))
            } else {
                None
            }
        })
        .flat_map(|(w, b, from, count)| {
            boards_from(w, b, from)
                .take(count as usize)
                .zip(from..)
                .map(move |((white, black), rank)| FileBoard {
                    w,
                    b,
                    rank,
                    white,
                    black,
                })
        })
}

/// The board (`white`, `black`), White to move, without bans.
pub(super) fn ban_free(white: u32, black: u32) -> Canonical {
    Canonical {
        white,
        black,
        no_east: 0,
        no_west: 0,
    }
}

/// The number of boards of a file of ban-free boards of at most `max_pieces` pieces.
pub fn boards_for(max_pieces: u8) -> u64 {
    class_order(max_pieces)
        .map(|(w, b)| class_boards(w, b))
        .sum()
}

/// The class (`w`, `b`) of every board of a file, with where its boards start.
pub(super) fn class_starts(max_pieces: u8) -> Vec<(u8, u8, u64)> {
    let mut at = 0;
    class_order(max_pieces)
        .map(|(w, b)| {
            let start = at;
            at += class_boards(w, b);
            (w, b, start)
        })
        .collect()
}

impl Tables {
    /// Every ban-free board's entry, in file order: `value` of its exact distance where it is
    /// coded.
    pub(super) fn board_entries(&self, value: impl Fn(u8) -> u8) -> Vec<Entry> {
        let Ok(entries) = entries_of(self.max_pieces, |c, w, b| {
            // A built class holds every board; a missing value would be a bug, kept visible
            // as a distance of 0 (a loss) that the comparison with the exact tables reports.
            Ok::<_, std::convert::Infallible>(value(self.stored(c, w, b).unwrap_or(0)))
        });
        entries
    }
}

/// Every ban-free board's entry of at most `max_pieces` pieces, in file order: "don't care"
/// where the file does not code it, else `value` of the board (with its class), or its error.
pub(super) fn entries_of<E>(
    max_pieces: u8,
    mut value: impl FnMut(&Canonical, u8, u8) -> Result<u8, E>,
) -> Result<Vec<Entry>, E> {
    let total = boards_for(max_pieces);
    let mut entries = Vec::with_capacity(total as usize);
    for board in boards_between(&class_starts(max_pieces), 0, total) {
        entries.push(if board.is_coded() {
            Entry::Coded(value(&board.ban_free(), board.w, board.b)?)
        } else {
            Entry::DontCare
        });
    }
    Ok(entries)
}

/// The file of `entries` (every board of at most `max_pieces` pieces, in file order).
pub(super) fn encode_file<C: Codec>(
    max_pieces: u8,
    entries: &[Entry],
    block_boards: u32,
) -> Vec<u8> {
    let block_boards = block_boards.clamp(1, MAX_BLOCK_BOARDS);
    let blocks: Vec<Vec<u8>> = entries
        .chunks(block_boards as usize)
        .map(|block| {
            let mut codec = C::default();
            let mut enc = BitEncoder::new();
            for e in block {
                if let Entry::Coded(v) = *e {
                    codec.encode(&mut enc, v);
                }
            }
            enc.finish()
        })
        .collect();
    Container::write(
        &C::MAGIC,
        max_pieces,
        block_boards,
        entries.len() as u64,
        &blocks,
    )
}

/// What comparing a file with exact tables found.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Comparison {
    /// Ban-free boards compared: all of the file's with at most as many pieces as the exact
    /// tables hold.
    pub boards: u64,
    /// Of those, boards whose answer differs from the exact tables'.
    pub differ: u64,
    /// Of those, boards whose value was coded (the rest were worked out at the probe).
    pub coded: u64,
}

/// Decoded blocks by number, and the order they were decoded in.
type Cache = (HashMap<usize, Arc<Vec<Entry>>>, VecDeque<usize>);

/// A file of ban-free boards read from bytes handed in: checked (header, index and every
/// block's checksum), and read by decoding one block, the blocks decoded last kept.
#[derive(Debug)]
pub(super) struct BoardFile<'a, C> {
    bytes: &'a [u8],
    max_pieces: u8,
    block_boards: u64,
    boards: u64,
    blocks: Vec<Block>,
    classes: Vec<(u8, u8, u64)>,
    /// The blocks decoded last, and the order they came in (the oldest is let go first).
    cache: Mutex<Cache>,
    codec: PhantomData<C>,
}

impl<'a, C: Codec> BoardFile<'a, C> {
    /// Checks `bytes` as a file of this codec and prepares to read it.
    pub fn parse(bytes: &'a [u8]) -> Result<BoardFile<'a, C>, FormatError> {
        let c = Container::parse(bytes, &C::MAGIC, boards_for)?;
        if c.block_values > u64::from(MAX_BLOCK_BOARDS) {
            return Err(FormatError::Header("the block size is out of range"));
        }
        Ok(BoardFile {
            bytes,
            max_pieces: c.max_pieces,
            block_boards: c.block_values,
            boards: c.total,
            blocks: c.blocks,
            classes: class_starts(c.max_pieces),
            cache: Mutex::new((HashMap::new(), VecDeque::new())),
            codec: PhantomData,
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

    /// The entry of the ban-free board `c` (its bans are not looked at) or its mirror,
    /// whichever has the smaller number; `None` beyond the file or if its block is damaged.
    pub fn entry_of(&self, c: &Canonical) -> Option<Entry> {
        let (w, b) = (c.white.count_ones() as u8, c.black.count_ones() as u8);
        let rank = board_rank(c.white, c.black);
        let mirrored = board_rank(mirror(c.white), mirror(c.black));
        let rank = rank.min(mirrored);
        let &(_, _, start) = self
            .classes
            .iter()
            .find(|&&(cw, cb, _)| cw == w && cb == b)?;
        self.entry(start + rank)
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
        let mut codec = C::default();
        let mut out = Vec::with_capacity((last - first) as usize);
        for board in boards_between(&self.classes, first, last) {
            if !board.is_coded() {
                out.push(Entry::DontCare);
                continue;
            }
            let v = codec.decode(&mut dec).map_err(|_| corrupt.clone())?;
            out.push(Entry::Coded(v));
        }
        // The classes hold every board of the file (`parse` checked its count).
        if out.len() as u64 != last - first {
            return Err(corrupt);
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

    /// Compares every ban-free board the file and `exact` both hold: `agrees` is told the
    /// board and the exact tables' distance of it, and says whether the file's answer is that.
    pub fn compare(
        &self,
        exact: &Tables,
        agrees: impl Fn(&Canonical, Option<u8>) -> bool,
    ) -> Comparison {
        let pieces = self.max_pieces.min(exact.max_pieces());
        compare_boards(pieces, |c, w, b| agrees(c, exact.stored(c, w, b)))
    }
}

/// Asks `agrees` about every ban-free board of at most `max_pieces` pieces (with its class)
/// and counts the boards it says no to.
pub(super) fn compare_boards(
    max_pieces: u8,
    agrees: impl Fn(&Canonical, u8, u8) -> bool,
) -> Comparison {
    let mut found = Comparison::default();
    for board in boards_between(&class_starts(max_pieces), 0, boards_for(max_pieces)) {
        found.boards += 1;
        found.coded += u64::from(board.is_coded());
        if !agrees(&board.ban_free(), board.w, board.b) {
            found.differ += 1;
        }
    }
    found
}
