//! The proof-number search's transposition table: exact keys in buckets of four, a memory
//! budget it never exceeds, growth in place, and a refusal of memory met as a limit rather than
//! an abort.
//!
//! The table is a list of equal segments (the first allocation's size). Growing doubles the
//! number of segments: the new ones are allocated beside the old ones, which stay where they
//! are, so the memory held while growing is the new size, never the old table and the new one
//! together. A position's bucket is Lemire's multiply-shift of its hash onto all the buckets;
//! with a power of two of segments, that is the hash's top bits for the segment and the same
//! mapping of the bits below onto the buckets of a segment (no division on the hot path). When
//! the table doubles, bucket `b` goes to bucket `2b` or `2b + 1` and nothing else does, so the
//! entries are moved in place, from the last bucket down, and keep their order.
//!
//! The table grows when half its slots are used (below that, a full bucket replaces its
//! cheapest entry, as a table at the budget does): a bucket that fills early says little about
//! the table, and doubling on the first full bucket had a table of 512 MiB at under 2 %
//! occupancy. When the system refuses the memory to grow, the table keeps its size, says so in
//! [`Table::growth_refused`], and goes on replacing.

use std::collections::TryReserveError;

use crate::board::position::Position;

/// Marks a used slot (position keys use bits 0..=100 only).
const OCCUPIED: u128 = 1 << 127;
/// Entries per bucket: a new position may go in any slot of its bucket.
pub(crate) const BUCKET: usize = 4;
/// The table grows when more than `GROW_AT_NUMERATOR / GROW_AT_DENOMINATOR` of its slots are
/// used: half.
const GROW_AT_NUMERATOR: usize = 1;
const GROW_AT_DENOMINATOR: usize = 2;

/// One position's numbers.
#[derive(Copy, Clone, Default)]
pub(crate) struct Entry {
    /// The position's key with [`OCCUPIED`] set; 0 for an empty slot.
    key: u128,
    pub(crate) pn: u32,
    pub(crate) dn: u32,
    /// Expansions spent below this position (saturating): the replacement priority, and a
    /// measure of the size of its proof.
    pub(crate) work: u32,
}

/// The system refused the memory for a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableError {
    /// The bytes asked for.
    pub bytes: usize,
}

impl std::fmt::Display for TableError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the system refused {} MiB of memory for the proof table",
            self.bytes.div_ceil(1 << 20)
        )
    }
}

impl std::error::Error for TableError {}

/// The table (see the module documentation).
pub(crate) struct Table {
    segments: Vec<Vec<Entry>>,
    /// Buckets in each segment.
    segment_buckets: usize,
    /// log2 of the number of segments now, and the most the budget allows.
    log2_segments: u32,
    max_log2_segments: u32,
    used: usize,
    replaced: u64,
    growth_refused: bool,
    /// The most bytes the system gives (tests play a system short of memory with it).
    #[cfg(test)]
    system_bytes: usize,
}

/// A zeroed segment of `len` entries, or the system's refusal.
fn segment(len: usize) -> Result<Vec<Entry>, TryReserveError> {
    let mut v = Vec::new();
    v.try_reserve_exact(len)?;
    v.resize(len, Entry::default());
    Ok(v)
}

impl Table {
    /// The bytes one entry takes.
    pub(crate) const ENTRY_BYTES: usize = std::mem::size_of::<Entry>();

    /// A table of at most `memory_bytes` (at least one bucket) whose first segment has at
    /// most `first_buckets` buckets. The budget is rounded down to the first segment times a
    /// power of two (by less than one part in `first_buckets`), so that doubling reaches it.
    pub(crate) fn new(first_buckets: usize, memory_bytes: usize) -> Result<Table, TableError> {
        let budget = (memory_bytes / (Self::ENTRY_BYTES * BUCKET)).max(1);
        let mut doublings = 0;
        while budget >> doublings > first_buckets.max(1) {
            doublings += 1;
        }
        let segment_buckets = budget >> doublings;
        let first = segment(segment_buckets * BUCKET).map_err(|_| TableError {
            bytes: segment_buckets * BUCKET * Self::ENTRY_BYTES,
        })?;
        Ok(Table {
            segments: vec![first],
            segment_buckets,
            log2_segments: 0,
            max_log2_segments: doublings,
            used: 0,
            replaced: 0,
            growth_refused: false,
            #[cfg(test)]
            system_bytes: usize::MAX,
        })
    }

    /// Slots now.
    pub(crate) fn capacity(&self) -> usize {
        (self.segment_buckets * BUCKET) << self.log2_segments
    }

    /// Slots the budget allows.
    pub(crate) fn max_capacity(&self) -> usize {
        (self.segment_buckets * BUCKET) << self.max_log2_segments
    }

    /// Slots in use.
    pub(crate) fn used(&self) -> usize {
        self.used
    }

    /// Entries overwritten by others because their bucket was full.
    pub(crate) fn replaced(&self) -> u64 {
        self.replaced
    }

    /// Whether the system refused the memory to grow (the table then stays as it is).
    pub(crate) fn growth_refused(&self) -> bool {
        self.growth_refused
    }

    /// The bytes the table holds now.
    pub(crate) fn bytes(&self) -> usize {
        self.capacity() * Self::ENTRY_BYTES
    }

    /// The segment and the offset of the first slot of `hash`'s bucket.
    #[inline]
    fn bucket_of(&self, hash: u64) -> (usize, usize) {
        let d = self.log2_segments;
        let segment = (((hash as u128) << d) >> 64) as usize;
        let rest = u128::from(hash.wrapping_shl(d));
        let bucket = ((rest * self.segment_buckets as u128) >> 64) as usize;
        (segment, bucket * BUCKET)
    }

    /// The entry of the position with `key` (and `hash`), if the table holds it.
    pub(crate) fn lookup(&self, key: u128, hash: u64) -> Option<Entry> {
        let (s, b) = self.bucket_of(hash);
        let tagged = key | OCCUPIED;
        self.segments[s][b..b + BUCKET]
            .iter()
            .find(|e| e.key == tagged)
            .copied()
    }

    /// Stores the numbers of the position with `key`: over its entry, in a free slot of its
    /// bucket (first growing the table if half its slots are used and the budget allows), or
    /// over the bucket's entry that cost least work (among equals, an unproved one).
    pub(crate) fn store(&mut self, key: u128, hash: u64, pn: u32, dn: u32, work: u32) {
        let tagged = key | OCCUPIED;
        let (s, b) = self.bucket_of(hash);
        let found = self.segments[s][b..b + BUCKET]
            .iter()
            .position(|e| e.key == tagged);
        let entry = Entry {
            key: tagged,
            pn,
            dn,
            work,
        };
        if let Some(i) = found {
            self.segments[s][b + i] = entry;
            return;
        }
        if (self.used + 1) * GROW_AT_DENOMINATOR > self.capacity() * GROW_AT_NUMERATOR
            && self.log2_segments < self.max_log2_segments
            && !self.growth_refused
            && self.grow()
        {
            return self.store(key, hash, pn, dn, work);
        }
        let bucket = &mut self.segments[s][b..b + BUCKET];
        let slot = match bucket.iter().position(|e| e.key == 0) {
            Some(i) => {
                self.used += 1;
                i
            }
            None => {
                self.replaced += 1;
                (0..BUCKET)
                    .min_by_key(|&i| (bucket[i].work, bucket[i].pn == 0 || bucket[i].dn == 0))
                    .unwrap_or(0)
            }
        };
        bucket[slot] = entry;
    }

    /// Doubles the table in place (see the module documentation); `false`, with the table as
    /// it was, when the system refuses the memory.
    fn grow(&mut self) -> bool {
        let more = 1usize << self.log2_segments;
        let len = self.segment_buckets * BUCKET;
        let mut added = Vec::new();
        if added.try_reserve_exact(more).is_err() {
            self.growth_refused = true;
            return false;
        }
        for _ in 0..more {
            #[cfg(test)]
            if self.bytes() + (added.len() + 1) * len * Self::ENTRY_BYTES > self.system_bytes {
                self.growth_refused = true;
                return false;
            }
            match segment(len) {
                Ok(s) => added.push(s),
                Err(_) => {
                    self.growth_refused = true;
                    return false;
                }
            }
        }
        if self.segments.try_reserve_exact(more).is_err() {
            self.growth_refused = true;
            return false;
        }
        let old_buckets = self.segment_buckets << self.log2_segments;
        self.segments.extend(added);
        self.log2_segments += 1;
        for b in (0..old_buckets).rev() {
            let (s, at) = (b / self.segment_buckets, b % self.segment_buckets * BUCKET);
            let moving: [Entry; BUCKET] = {
                let slots = &mut self.segments[s][at..at + BUCKET];
                let copy = [slots[0], slots[1], slots[2], slots[3]];
                slots.fill(Entry::default());
                copy
            };
            for e in moving.into_iter().filter(|e| e.key != 0) {
                let (s, at) = self.bucket_of(Position::hash_of_key(e.key & !OCCUPIED));
                // Bucket 2b or 2b + 1: emptied already (it is above b) or new, never full.
                if let Some(slot) = self.segments[s][at..at + BUCKET]
                    .iter_mut()
                    .find(|slot| slot.key == 0)
                {
                    *slot = e;
                }
            }
        }
        true
    }

    /// Plays a system that gives at most `bytes` to the table.
    #[cfg(test)]
    pub(crate) fn set_system_bytes(&mut self, bytes: usize) {
        self.system_bytes = bytes;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(i: u64) -> u128 {
        u128::from(i) * 0x9e37_79b9 + 1
    }

    fn fill(table: &mut Table, n: u64) {
        fill_from(table, 0, n);
    }

    fn fill_from(table: &mut Table, from: u64, to: u64) {
        for i in from..to {
            let k = key(i);
            table.store(k, Position::hash_of_key(k), 1, 1, i as u32);
        }
    }

    #[test]
    fn growth_keeps_every_entry_and_stays_within_the_budget() {
        let budget = Table::ENTRY_BYTES * BUCKET * 64;
        let mut table = Table::new(2, budget).expect("a small table");
        assert_eq!(table.capacity(), 2 * BUCKET);
        let mut peak = 0;
        for i in 0..200u64 {
            fill(&mut table, i + 1);
            peak = peak.max(table.bytes());
            assert!(table.bytes() <= budget);
            // Growth only at half full: after a doubling at least a quarter is used.
            if table.capacity() > 2 * BUCKET {
                assert!(table.used() * 4 >= table.capacity(), "{}", table.used());
            }
        }
        assert_eq!(peak, budget, "the whole budget is reached, never passed");
        assert_eq!(table.capacity(), table.max_capacity());
        // A doubling moves every entry, losing none.
        let mut table = Table::new(2, budget).expect("a small table");
        let found = |t: &Table, n: u64| -> Vec<u64> {
            (0..n)
                .filter(|&i| t.lookup(key(i), Position::hash_of_key(key(i))).is_some())
                .collect()
        };
        let mut n = 0;
        while table.capacity() < table.max_capacity() {
            let before = (table.capacity(), found(&table, n));
            fill_from(&mut table, n, n + 1);
            n += 1;
            if table.capacity() > before.0 {
                let after = found(&table, n - 1);
                assert_eq!(after, before.1, "doubling to {}", table.capacity());
            }
        }
    }

    #[test]
    fn memory_refused_to_grow_is_a_limit_not_an_abort() {
        let budget = Table::ENTRY_BYTES * BUCKET * 256;
        let mut table = Table::new(4, budget).expect("a small table");
        table.set_system_bytes(Table::ENTRY_BYTES * BUCKET * 16);
        fill(&mut table, 1000);
        assert!(table.growth_refused());
        assert_eq!(table.capacity(), 16 * BUCKET);
        assert!(table.replaced() > 0, "it goes on replacing");
        let k = key(999);
        assert!(table.lookup(k, Position::hash_of_key(k)).is_some());
    }
}
