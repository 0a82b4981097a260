//! The tables as a file: a header, an index of blocks, and the blocks, each compressed on its
//! own (`coder.rs`) with its own checksum, so that one position is read by decoding one block.
//!
//! The core reads no file: the caller hands the bytes to [`TableFile::parse`]. Everything is
//! checked there before anything is trusted: the magic bytes, the version, the rules, the
//! header's and the index's checksums, that the sizes agree with what the number of pieces
//! implies, that the file is exactly as long as its index says, and every block's checksum. A
//! damaged or foreign file is refused with a [`FormatError`]; no bytes make it panic.
//!
//! ```text
//! offset  size  field
//!      0     8  magic "ALQTBL\r\n" (a text-mode transfer that rewrites line ends breaks it)
//!      8     2  version (1), little-endian like every number here
//!     10     1  most pieces
//!     11     1  rules (1: the default rules: standard variant, reversal banned)
//!     12     4  values per block (the last block may hold fewer)
//!     16     8  positions in all (every class of at most "most pieces", in class order)
//!     24     4  blocks
//!     28     8  FNV-1a 64 of bytes 0..28
//!     36  12·n  per block: its length in bytes (4), FNV-1a 64 of its bytes (8)
//!  36+12n    8  FNV-1a 64 of the block index
//!  44+12n       the blocks, back to back
//! ```
//!
//! A value is a position's distance in plies (its parity says who wins). Positions are in the
//! order of their classes ([`class_order`](super::class_order)), each class in the order of
//! its index (`index.rs`), White to move only.

use std::fmt;

use super::coder::{self, CoderError};
use super::index::{Canonical, Layout};
use super::{class_id, class_order, probe_stored, Class, Tables, Value, MAX_PIECES, MAX_PLIES};
use crate::board::position::Position;
use crate::mix::fnv1a64;

/// The first bytes of every table file.
const MAGIC: [u8; 8] = *b"ALQTBL\r\n";
/// The version this code writes and reads.
pub const VERSION: u16 = 1;
/// The rules byte of the default rules.
const RULES_DEFAULT: u8 = 1;
/// The bytes before the block index.
const HEADER_BYTES: usize = 36;
/// The bytes of one block's entry in the index.
const ENTRY_BYTES: usize = 12;
/// The most values a block may hold: more would make a probe decode too much, and bounds what
/// a small file can claim to hold.
const MAX_BLOCK_VALUES: u32 = 1 << 16;

/// Why bytes are not a table file this code can read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormatError {
    /// The bytes do not begin as a table file does: another kind of file.
    NotATable,
    /// A table file of a version this code does not read.
    Version(u16),
    /// Tables of rules other than the default ones.
    Rules(u8),
    /// The file ends before what its header and index say it holds: cut short.
    Truncated,
    /// The file goes on after its last block.
    TrailingBytes,
    /// The header's checksum does not match: the header is damaged.
    HeaderChecksum,
    /// The header is intact but contradicts itself (sizes that do not agree).
    Header(&'static str),
    /// The block index's checksum does not match: the index is damaged.
    IndexChecksum,
    /// A block's checksum does not match: the block is damaged.
    BlockChecksum(u32),
    /// A block's checksum matches but its bytes do not decode to its values.
    BlockCorrupt(u32),
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FormatError::NotATable => f.write_str("not an endgame table file"),
            FormatError::Version(v) => write!(
                f,
                "an endgame table file of version {v}; this program reads version {VERSION}"
            ),
            FormatError::Rules(r) => {
                write!(f, "endgame tables for other rules (rules code {r})")
            }
            FormatError::Truncated => f.write_str("the table file is cut short"),
            FormatError::TrailingBytes => {
                f.write_str("the table file goes on after its last block")
            }
            FormatError::HeaderChecksum => f.write_str("the table file's header is damaged"),
            FormatError::Header(why) => write!(f, "the table file's header is wrong: {why}"),
            FormatError::IndexChecksum => f.write_str("the table file's block index is damaged"),
            FormatError::BlockChecksum(b) => write!(f, "block {b} of the table file is damaged"),
            FormatError::BlockCorrupt(b) => {
                write!(f, "block {b} of the table file does not decode")
            }
        }
    }
}

impl std::error::Error for FormatError {}

/// Little-endian reads that never read past the bytes.
fn le<const N: usize>(bytes: &[u8], at: usize) -> Result<[u8; N], FormatError> {
    bytes
        .get(at..at.checked_add(N).ok_or(FormatError::Truncated)?)
        .and_then(|s| s.try_into().ok())
        .ok_or(FormatError::Truncated)
}

/// One block: where its bytes are in the file.
#[derive(Copy, Clone, Debug)]
pub(super) struct Block {
    pub start: usize,
    pub len: usize,
}

/// What a table file and a win/loss file share: the header, the block index and the blocks,
/// each checked against its checksum (see the layout at the top of this file).
pub(super) struct Container {
    pub max_pieces: u8,
    pub block_values: u64,
    /// The values of the file in all (positions, or boards).
    pub total: u64,
    pub blocks: Vec<Block>,
}

impl Container {
    /// Checks `bytes` as a file that starts with `magic`, whose number of values must be
    /// `total_for(most pieces)`.
    pub fn parse(
        bytes: &[u8],
        magic: &[u8; 8],
        total_for: impl Fn(u8) -> u64,
    ) -> Result<Container, FormatError> {
        if bytes.get(..magic.len()) != Some(&magic[..]) {
            return Err(FormatError::NotATable);
        }
        let version = u16::from_le_bytes(le(bytes, 8)?);
        if version != VERSION {
            return Err(FormatError::Version(version));
        }
        let checksum = u64::from_le_bytes(le(bytes, 28)?);
        if fnv1a64(&bytes[..28]) != checksum {
            return Err(FormatError::HeaderChecksum);
        }
        let max_pieces = bytes[10];
        let rules = bytes[11];
        if rules != RULES_DEFAULT {
            return Err(FormatError::Rules(rules));
        }
        if !(2..=MAX_PIECES).contains(&max_pieces) {
            return Err(FormatError::Header("the number of pieces is out of range"));
        }
        let block_values = u32::from_le_bytes(le(bytes, 12)?);
        if !(1..=MAX_BLOCK_VALUES).contains(&block_values) {
            return Err(FormatError::Header("the block size is out of range"));
        }
        let positions = u64::from_le_bytes(le(bytes, 16)?);
        if positions != total_for(max_pieces) {
            return Err(FormatError::Header(
                "the number of positions is not that of the number of pieces",
            ));
        }
        let count = u32::from_le_bytes(le(bytes, 24)?);
        if u64::from(count) != positions.div_ceil(u64::from(block_values)) {
            return Err(FormatError::Header(
                "the number of blocks does not fit the number of positions",
            ));
        }
        let index_end = (count as usize)
            .checked_mul(ENTRY_BYTES)
            .and_then(|n| n.checked_add(HEADER_BYTES))
            .ok_or(FormatError::Truncated)?;
        let index = bytes
            .get(HEADER_BYTES..index_end)
            .ok_or(FormatError::Truncated)?;
        if fnv1a64(index) != u64::from_le_bytes(le(bytes, index_end)?) {
            return Err(FormatError::IndexChecksum);
        }
        let mut blocks = Vec::with_capacity(count as usize);
        let mut start = index_end + 8;
        for (b, entry) in index.chunks_exact(ENTRY_BYTES).enumerate() {
            let len = u32::from_le_bytes(le(entry, 0)?) as usize;
            let sum = u64::from_le_bytes(le(entry, 4)?);
            let end = start.checked_add(len).ok_or(FormatError::Truncated)?;
            let block = bytes.get(start..end).ok_or(FormatError::Truncated)?;
            if fnv1a64(block) != sum {
                return Err(FormatError::BlockChecksum(b as u32));
            }
            blocks.push(Block { start, len });
            start += len;
        }
        if start != bytes.len() {
            return Err(FormatError::TrailingBytes);
        }
        Ok(Container {
            max_pieces,
            block_values: u64::from(block_values),
            total: positions,
            blocks,
        })
    }

    /// The bytes of a file starting with `magic` holding `total` values in `blocks` of
    /// `block_values` values each, coded.
    pub fn write(
        magic: &[u8; 8],
        max_pieces: u8,
        block_values: u32,
        total: u64,
        blocks: &[Vec<u8>],
    ) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(magic);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.push(max_pieces);
        out.push(RULES_DEFAULT);
        out.extend_from_slice(&block_values.to_le_bytes());
        out.extend_from_slice(&total.to_le_bytes());
        out.extend_from_slice(&(blocks.len() as u32).to_le_bytes());
        let sum = fnv1a64(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        let mut index = Vec::with_capacity(blocks.len() * ENTRY_BYTES);
        for block in blocks {
            index.extend_from_slice(&(block.len() as u32).to_le_bytes());
            index.extend_from_slice(&fnv1a64(block).to_le_bytes());
        }
        out.extend_from_slice(&index);
        out.extend_from_slice(&fnv1a64(&index).to_le_bytes());
        for block in blocks {
            out.extend_from_slice(block);
        }
        out
    }
}

/// A table file read from bytes handed in: checked, and probed by decoding one block.
#[derive(Debug)]
pub struct TableFile<'a> {
    bytes: &'a [u8],
    max_pieces: u8,
    block_values: u64,
    positions: u64,
    blocks: Vec<Block>,
    /// The classes' numberings, in class order, and where each class's values start.
    classes: Vec<(Layout, u64)>,
}

impl<'a> TableFile<'a> {
    /// Checks `bytes` as a table file (every block's checksum included) and prepares to probe
    /// it. The numbering of every class is built here: a second or so for six pieces.
    pub fn parse(bytes: &'a [u8]) -> Result<TableFile<'a>, FormatError> {
        let Container {
            max_pieces,
            block_values,
            total: positions,
            blocks,
        } = Container::parse(bytes, &MAGIC, Tables::positions_for)?;
        let mut classes = Vec::new();
        let mut at = 0;
        for (w, b) in class_order(max_pieces) {
            let layout = Layout::new(w, b);
            let len = layout.len();
            classes.push((layout, at));
            at += len;
        }
        Ok(TableFile {
            bytes,
            max_pieces,
            block_values,
            positions,
            blocks,
            classes,
        })
    }

    /// The most pieces of a position the file answers for.
    pub fn max_pieces(&self) -> u8 {
        self.max_pieces
    }

    /// The file's size by number of pieces: for each number from 2 up, its positions and the
    /// bytes of the blocks holding them (a block shared by two numbers of pieces shared out by
    /// its values), for `alquerque bench`. The header and the index are not counted.
    pub fn bytes_by_pieces(&self) -> Vec<(u8, u64, u64)> {
        let mut out: Vec<(u8, u64, u64)> = Vec::new();
        for ((w, b), (layout, start)) in class_order(self.max_pieces).zip(&self.classes) {
            let n = w + b;
            let (lo, hi) = (*start, start + layout.len());
            let mut bytes = 0.0;
            let first = lo / self.block_values;
            let last = hi.div_ceil(self.block_values);
            for k in first..last {
                let Some(block) = self.blocks.get(k as usize) else {
                    break;
                };
                let b_lo = k * self.block_values;
                let b_hi = (b_lo + self.block_values).min(self.positions);
                let overlap = hi.min(b_hi).saturating_sub(lo.max(b_lo));
                bytes += block.len as f64 * overlap as f64 / (b_hi - b_lo).max(1) as f64;
            }
            match out.last_mut() {
                Some(row) if row.0 == n => {
                    row.1 += layout.len();
                    row.2 += bytes.round() as u64;
                }
                _ => out.push((n, layout.len(), bytes.round() as u64)),
            }
        }
        out
    }

    /// The value of `pos`, or `None` when it has more pieces than the file holds, is played
    /// under rules with draws, or its block does not decode (which the checksums make
    /// impossible for a file this code wrote).
    pub fn probe(&self, pos: &Position) -> Option<Value> {
        probe_stored(pos, |c, w, b| self.stored(c, w, b))
    }

    fn stored(&self, c: &Canonical, w: u8, b: u8) -> Option<u8> {
        if w + b > self.max_pieces {
            return None;
        }
        let (layout, start) = self.classes.get(class_id(w, b))?;
        let at = start + layout.index(c);
        let block = self.blocks.get((at / self.block_values) as usize)?;
        // A block is decoded in order, so only as far as the value asked for: half a block on
        // average.
        let nth = (at % self.block_values) as usize;
        let bytes = &self.bytes[block.start..block.start + block.len];
        let values = coder::decode(bytes, nth + 1).ok()?;
        values.last().copied().filter(|&v| v <= MAX_PLIES)
    }

    /// The values of block `b`.
    fn block(&self, b: usize) -> Result<Vec<u8>, FormatError> {
        let corrupt = FormatError::BlockCorrupt(b as u32);
        let block = self.blocks.get(b).ok_or(corrupt.clone())?;
        let first = b as u64 * self.block_values;
        let len = self.block_values.min(self.positions - first) as usize;
        let bytes = &self.bytes[block.start..block.start + block.len];
        let values = coder::decode(bytes, len).map_err(|_: CoderError| corrupt.clone())?;
        if values.iter().any(|&v| v > MAX_PLIES) {
            return Err(corrupt);
        }
        Ok(values)
    }

    /// Every block decoded into tables in memory: to resume a build from, or to check a file
    /// through and through.
    pub fn to_tables(&self) -> Result<Tables, FormatError> {
        let mut all = Vec::with_capacity(self.positions as usize);
        for b in 0..self.blocks.len() {
            all.extend(self.block(b)?);
        }
        let mut classes = Vec::with_capacity(self.classes.len());
        for (layout, start) in &self.classes {
            let range = *start as usize..(start + layout.len()) as usize;
            let plies = all.get(range).ok_or(FormatError::Truncated)?.to_vec();
            classes.push(Class {
                layout: layout.clone(),
                plies,
            });
        }
        Ok(Tables {
            max_pieces: self.max_pieces,
            classes,
        })
    }
}

impl Tables {
    /// The tables as a file ([`TableFile`] reads it), `block_values` values a block (at most
    /// 65 536; the engine's choice is `engine::TABLE_BLOCK_VALUES`), the blocks compressed on
    /// `threads` threads (the same bytes whatever their number).
    pub fn to_bytes_in_blocks(&self, block_values: u32, threads: usize) -> Vec<u8> {
        let block_values = block_values.clamp(1, MAX_BLOCK_VALUES);
        let values: Vec<u8> = self
            .classes
            .iter()
            .flat_map(|c| c.plies.iter().copied())
            .collect();
        let chunks: Vec<&[u8]> = values.chunks(block_values as usize).collect();
        let encode_all =
            |run: &[&[u8]]| -> Vec<Vec<u8>> { run.iter().map(|c| coder::encode(c)).collect() };
        // Each thread codes a run of whole blocks; the runs are put back in order.
        let per_thread = chunks.len().div_ceil(threads.max(1)).max(1);
        let blocks: Vec<Vec<u8>> = std::thread::scope(|scope| {
            let runs: Vec<_> = chunks
                .chunks(per_thread)
                .map(|run| (run, scope.spawn(move || encode_all(run))))
                .collect();
            runs.into_iter()
                .flat_map(|(run, handle)| {
                    // A thread that failed is made up for here rather than lose its blocks.
                    handle.join().unwrap_or_else(|_| encode_all(run))
                })
                .collect()
        });
        Container::write(
            &MAGIC,
            self.max_pieces,
            block_values,
            values.len() as u64,
            &blocks,
        )
    }
}

/// `bytes` with every checksum its sizes leave room for put right: the header's, each block's
/// the index lists, and the index's. For the fuzz target, so that random bytes reach the checks
/// behind the checksums.
#[cfg(feature = "internals")]
pub fn seal(bytes: &[u8]) -> Vec<u8> {
    let mut out = bytes.to_vec();
    if out.len() < HEADER_BYTES {
        return out;
    }
    let sum = fnv1a64(&out[..28]);
    out[28..36].copy_from_slice(&sum.to_le_bytes());
    let count = u32::from_le_bytes([out[24], out[25], out[26], out[27]]) as usize;
    let index_end = HEADER_BYTES.saturating_add(count.saturating_mul(ENTRY_BYTES));
    if out.len() < index_end.saturating_add(8) {
        return out;
    }
    let mut start = index_end + 8;
    for entry in (HEADER_BYTES..index_end).step_by(ENTRY_BYTES) {
        let len = u32::from_le_bytes([out[entry], out[entry + 1], out[entry + 2], out[entry + 3]]);
        let end = start.saturating_add(len as usize);
        let Some(block) = out.get(start..end) else {
            break;
        };
        let sum = fnv1a64(block);
        out[entry + 4..entry + 12].copy_from_slice(&sum.to_le_bytes());
        start = end;
    }
    let sum = fnv1a64(&out[HEADER_BYTES..index_end]);
    out[index_end..index_end + 8].copy_from_slice(&sum.to_le_bytes());
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;

    fn small() -> Tables {
        Tables::build(3, 1, &|_| {}, &AtomicBool::new(false)).expect("builds")
    }

    #[test]
    fn a_file_reads_back_as_the_same_tables() {
        let tables = small();
        let bytes = tables.to_bytes_in_blocks(1000, 2);
        let file = TableFile::parse(&bytes).expect("reads");
        let back = file.to_tables().expect("decodes");
        for (a, b) in tables.classes.iter().zip(&back.classes) {
            assert_eq!(a.plies, b.plies);
        }
        assert_eq!(back.to_bytes_in_blocks(1000, 3), bytes);
    }

    #[test]
    fn the_bytes_by_pieces_add_up_to_the_blocks() {
        let bytes = small().to_bytes_in_blocks(1000, 1);
        let file = TableFile::parse(&bytes).expect("reads");
        let rows = file.bytes_by_pieces();
        assert_eq!(rows.iter().map(|r| r.0).collect::<Vec<_>>(), [2, 3]);
        assert_eq!(rows.iter().map(|r| r.1).sum::<u64>(), file.positions);
        assert_eq!(rows[0].1, Tables::positions_for(2));
        let blocks: u64 = file.blocks.iter().map(|b| b.len as u64).sum();
        let counted: u64 = rows.iter().map(|r| r.2).sum();
        assert!(counted.abs_diff(blocks) <= 1, "{counted} of {blocks}");
    }

    #[test]
    fn every_flipped_bit_is_refused() {
        // Every bit of a two-piece file in small blocks (header, index and several blocks),
        // and a spread of bits of a three-piece file in the default blocks.
        let two = Tables::build(2, 1, &|_| {}, &AtomicBool::new(false)).expect("builds");
        let bytes = two.to_bytes_in_blocks(512, 1);
        assert!(TableFile::parse(&bytes).is_ok());
        for bit in 0..bytes.len() * 8 {
            let mut damaged = bytes.clone();
            damaged[bit / 8] ^= 1 << (bit % 8);
            let refused = TableFile::parse(&damaged).is_err();
            assert!(refused, "bit {bit} went unnoticed");
        }
        let bytes = small().to_bytes_in_blocks(8192, 2);
        for bit in (0..bytes.len() * 8).step_by(97) {
            let mut damaged = bytes.clone();
            damaged[bit / 8] ^= 1 << (bit % 8);
            let refused = TableFile::parse(&damaged).is_err();
            assert!(refused, "bit {bit} went unnoticed");
        }
    }

    #[test]
    fn short_long_and_foreign_files_are_refused_with_their_reason() {
        let bytes = small().to_bytes_in_blocks(8192, 1);
        assert_eq!(
            TableFile::parse(b"PK\x03\x04").err(),
            Some(FormatError::NotATable)
        );
        assert_eq!(TableFile::parse(&[]).err(), Some(FormatError::NotATable));
        for cut in [9, 30, 40, bytes.len() - 1] {
            assert_eq!(
                TableFile::parse(&bytes[..cut]).err(),
                Some(FormatError::Truncated),
                "{cut}"
            );
        }
        let mut long = bytes.clone();
        long.push(0);
        assert_eq!(
            TableFile::parse(&long).err(),
            Some(FormatError::TrailingBytes)
        );
        let mut newer = bytes.clone();
        newer[8] = 2;
        assert_eq!(
            TableFile::parse(&newer).err(),
            Some(FormatError::Version(2))
        );
    }
}
