//! Who wins every position of at most N pieces, reversal bans included, two bits a position:
//! the win/loss file made without the exact tables (issue 47).
//!
//! # Why
//!
//! The win/loss file (`wdl.rs`) keeps a bit for each ban-free board, but a board's bit depends
//! on the positions with bans its sideways steps lead to, so it was read from the exact tables,
//! which hold a distance in a byte for every ban state: 47 GiB for seven pieces, 484 GiB for
//! eight, beyond this machine. The file needs only who wins. Two bits a position ("worked
//! out", "wins") hold every ban state of at most seven pieces in about 5 GiB.
//!
//! # How
//!
//! The same index as the exact tables (`index.rs`) for every class of fewer pieces than the
//! most, in bits. Only the boards the file codes are asked (the side to move has a move and no
//! capture, and the board's number is not above its mirror's: a fifth of them). Each is worked
//! out by a memoised walk over the moves, depth first, as `build.rs` works out distances, with
//! two differences that a winner allows and a distance does not:
//!
//! - the walk of a position stops at the first move that leaves the opponent lost, after
//!   looking for such a move among the children already worked out;
//! - so a position that no coded board's walk needs is never visited (captures lead into
//!   smaller classes, which are walked on demand the same way): 1.2 % of the positions of at
//!   most seven pieces.
//!
//! Every class is held whole when memory allows ([`Held::Whole`]: 5.1 GB for seven pieces).
//! Eight pieces would take 52 GB that way, so the classes of the most pieces, the largest by
//! far, may be held in part ([`Held::Table`]; for nine or ten pieces, those of the two or
//! three largest numbers of pieces): their ban-free boards get two bits each (what the file is
//! made of), and their positions with bans go to one table of fixed size ([`Recent`]),
//! where a newer position may take an older one's slot. A position let go is worked out again
//! if asked again: time, never a wrong value; a table much smaller than the positions the walks
//! need makes them work the same positions out again and again, so [`Held::within`] gives it
//! at least [`MIN_TABLE_BYTES`].
//!
//! The threads share the bits and the table, each taking the next run of boards: a position
//! two threads work out at once gets the same bits from both, so a race costs time, never a
//! wrong value.
//!
//! ```
//! use alquerque_core::tables::{Held, Tables, Winners};
//! use alquerque_core::engine::WDL_BLOCK_BOARDS;
//! use std::sync::atomic::AtomicBool;
//!
//! let stop = AtomicBool::new(false);
//! let winners = Winners::build(3, Held::Whole, 1, &|_| {}, &stop).expect("builds");
//! let exact = Tables::build(3, 1, &|_| {}, &stop).expect("builds");
//! // The same file as the one read from the exact tables, byte for byte.
//! assert_eq!(
//!     winners.to_win_loss_bytes(WDL_BLOCK_BOARDS).expect("every coded board worked out"),
//!     exact.to_win_loss_bytes(WDL_BLOCK_BOARDS)
//! );
//! ```

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use super::boards::{boards_between, class_starts, encode_file, entries_of};
use super::build::{on_threads, BuildError, Halt, Progress};
use super::index::{board_rank, class_boards, class_size, Canonical, Layout};
use super::wdl::Bits;
use super::{boards_for, class_id, class_order, MAX_PIECES};
use crate::board::position::Position;
use crate::mix::mix64;

/// Positions a word of bits holds: two bits each.
const POSITIONS_A_WORD: u64 = 32;
/// The bit of a position that says it is worked out.
const KNOWN: u64 = 0b01;
/// The bit of a position that says the side to move wins (meaningful once worked out).
const WINS: u64 = 0b10;
/// The boards a thread takes at a time, in file order; a report of progress and a look at the
/// stop flag after each run.
const RUN_BOARDS: u64 = 1 << 12;
/// The deepest walk allowed: deeper would mean the game graph has a cycle, which the default
/// rules exclude.
const MAX_DEPTH: u32 = 16 * 1024;
/// The slots of [`Recent`] a position may take: the first free one, else one of them by its
/// hash.
const BUCKET: usize = 4;
/// The fewest slots of [`Recent`], whatever memory it is given.
const MIN_SLOTS: usize = 64;
/// The least memory [`Held::within`] gives the table of positions with bans of the classes
/// held in part: below it, positions let go and worked out again would cost more time than the
/// memory saves.
pub const MIN_TABLE_BYTES: u64 = 64 << 20;

/// How a build holds its classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Held {
    /// Every position of every class, two bits each: the fastest.
    Whole,
    /// The classes of at most `whole` pieces whole; those of more, two bits for each ban-free
    /// board, and their positions with bans in one table of about `bytes`, where a newer
    /// position may take an older one's place.
    Table {
        /// The table's memory.
        bytes: u64,
        /// The most pieces of a class held whole.
        whole: u8,
    },
}

impl Held {
    /// How to build at most `max_pieces` pieces within `memory` bytes: whole if it fits, else
    /// with as many classes whole as leave a table of at least [`MIN_TABLE_BYTES`] (those of
    /// fewer pieces first, the smaller by far), the table taking what the rest leaves. `Err`
    /// gives the least memory a build needs.
    pub fn within(max_pieces: u8, memory: u64) -> Result<Held, u64> {
        let all = Winners::memory(max_pieces, Held::Whole);
        if all <= memory {
            return Ok(Held::Whole);
        }
        let mut least = all;
        for whole in (1..max_pieces).rev() {
            let bare = Winners::memory(max_pieces, Held::Table { bytes: 0, whole });
            if bare + MIN_TABLE_BYTES <= memory {
                return Ok(Held::Table {
                    bytes: memory - bare,
                    whole,
                });
            }
            least = least.min(bare + MIN_TABLE_BYTES);
        }
        Err(least)
    }

    /// Whether a class of `pieces` pieces is held in part: its ban-free boards in bits, its
    /// positions with bans in the table.
    fn in_part(self, pieces: u8) -> bool {
        matches!(self, Held::Table { whole, .. } if pieces > whole)
    }
}

/// Two bits for each of `len` things: a position of a class, or a board.
fn bits(len: u64) -> Vec<AtomicU64> {
    (0..len.div_ceil(POSITIONS_A_WORD))
        .map(|_| AtomicU64::new(0))
        .collect()
}

/// The word and the shift of thing number `index` of `words`.
fn slot(words: &[AtomicU64], index: u64) -> Result<(&AtomicU64, u64), BuildError> {
    let word = words
        .get((index / POSITIONS_A_WORD) as usize)
        .ok_or(BuildError::Internal("an index out of its class"))?;
    Ok((word, 2 * (index % POSITIONS_A_WORD)))
}

/// Where the positions of one material class are kept.
enum Store {
    /// Every position, two bits each.
    Whole {
        layout: Layout,
        words: Vec<AtomicU64>,
    },
    /// The ban-free boards, two bits each (by their number in the class); the positions with
    /// bans are in [`Recent`].
    Boards { words: Vec<AtomicU64> },
}

impl Store {
    /// The word and the shift of `c`'s two bits, or `None` for a position with bans of a
    /// class held in part.
    fn at(&self, c: &Canonical) -> Result<Option<(&AtomicU64, u64)>, BuildError> {
        match self {
            Store::Whole { layout, words } => slot(words, layout.index(c)).map(Some),
            Store::Boards { .. } if c.no_east | c.no_west != 0 => Ok(None),
            Store::Boards { words } => slot(words, board_rank(c.white, c.black)).map(Some),
        }
    }
}

/// The positions with bans of the classes held in part, as many as fit: 64-bit slots, each a
/// position packed exactly ([`packed`]) and its bit, or 0 for a free slot. A newer position takes an
/// older one's slot when its bucket is full; the one let go is worked out again if asked.
struct Recent {
    slots: Vec<AtomicU64>,
}

impl Recent {
    /// A table of about `bytes`, none for 0 (every class held whole).
    fn new(bytes: u64) -> Recent {
        Recent {
            slots: (0..Recent::slots(bytes))
                .map(|_| AtomicU64::new(0))
                .collect(),
        }
    }

    /// The slots of a table of about `bytes`: whole buckets, at least [`MIN_SLOTS`] unless 0.
    fn slots(bytes: u64) -> usize {
        if bytes == 0 {
            return 0;
        }
        ((bytes / 8) as usize).max(MIN_SLOTS) / BUCKET * BUCKET
    }

    /// The first slot of the bucket of `key`, and the hash that chose it.
    fn bucket(&self, key: u64) -> (usize, u64) {
        let hash = mix64(key);
        let buckets = (self.slots.len() / BUCKET) as u64;
        (((hash % buckets) as usize) * BUCKET, hash)
    }

    fn get(&self, key: u64) -> Option<bool> {
        if self.slots.is_empty() {
            return None;
        }
        let (first, _) = self.bucket(key);
        self.slots[first..first + BUCKET].iter().find_map(|s| {
            let entry = s.load(Ordering::Relaxed);
            (entry >> 1 == key).then_some(entry & 1 != 0)
        })
    }

    fn put(&self, key: u64, wins: bool) {
        if self.slots.is_empty() {
            return;
        }
        let (first, hash) = self.bucket(key);
        let entry = key << 1 | u64::from(wins);
        let bucket = &self.slots[first..first + BUCKET];
        let free = bucket.iter().find(|s| {
            let e = s.load(Ordering::Relaxed);
            e == 0 || e >> 1 == key
        });
        let slot = free.unwrap_or(&bucket[((hash >> 32) % BUCKET as u64) as usize]);
        slot.store(entry, Ordering::Relaxed);
    }
}

/// `c` (of at most ten pieces) packed into 59 bits, never 0: its board's number in its class,
/// each piece's ban (two bits, in the order of the points, White's first), White's count and
/// Black's (classes of several numbers of pieces share the table).
fn packed(c: &Canonical) -> u64 {
    let mut bans = 0u64;
    let mut shift = 0;
    for set in [c.white, c.black] {
        let mut rest = set;
        while rest != 0 {
            let bit = rest & rest.wrapping_neg();
            let digit = if c.no_east & bit != 0 {
                1
            } else if c.no_west & bit != 0 {
                2
            } else {
                0
            };
            bans |= digit << shift;
            shift += 2;
            rest ^= bit;
        }
    }
    ((board_rank(c.white, c.black) << shift | bans) << 8)
        | u64::from(c.white.count_ones()) << 4
        | u64::from(c.black.count_ones())
}

/// The winner of every position of at most [`Winners::max_pieces`] pieces that the ban-free
/// boards of the win/loss file need, worked out from the rules alone.
pub struct Winners {
    max_pieces: u8,
    /// By [`class_id`].
    classes: Vec<Store>,
    /// The positions with bans of the classes held in part.
    recent: Recent,
    /// Positions worked out.
    worked_out: u64,
}

impl Winners {
    /// The memory a build of at most `max_pieces` pieces takes: the bits of every position of
    /// a class held whole with each board's offset in its class, and for a class held in part,
    /// two bits for each board; and the table.
    pub fn memory(max_pieces: u8, held: Held) -> u64 {
        class_order(max_pieces)
            .map(|(w, b)| {
                if held.in_part(w + b) {
                    class_boards(w, b).div_ceil(POSITIONS_A_WORD) * 8
                } else {
                    let (positions, boards) = class_size(w, b);
                    positions.div_ceil(POSITIONS_A_WORD) * 8 + (boards + 1) * 8
                }
            })
            .sum::<u64>()
            + match held {
                Held::Whole => 0,
                Held::Table { bytes, .. } => Recent::slots(bytes) as u64 * 8,
            }
    }

    /// The positions of at most `max_pieces` pieces, ban states included.
    pub fn positions(max_pieces: u8) -> u64 {
        class_order(max_pieces)
            .map(|(w, b)| class_size(w, b).0)
            .sum()
    }

    /// Works out the winner of every ban-free board of at most `max_pieces` pieces the win/loss
    /// file codes, and of every position their walks need, on `threads` threads, holding the
    /// classes as `held` says ([`Held::within`] chooses), calling
    /// `progress` after each run of boards (`done` and `total` count boards in file order);
    /// stops with [`BuildError::Stopped`] soon after `stop` is set.
    pub fn build(
        max_pieces: u8,
        held: Held,
        threads: usize,
        progress: &(dyn Fn(&Progress) + Sync),
        stop: &AtomicBool,
    ) -> Result<Winners, BuildError> {
        if max_pieces > MAX_PIECES {
            return Err(BuildError::TooManyPieces(max_pieces));
        }
        let classes = class_order(max_pieces)
            .map(|(w, b)| {
                if held.in_part(w + b) {
                    return Store::Boards {
                        words: bits(class_boards(w, b)),
                    };
                }
                let layout = Layout::new(w, b);
                let words = bits(layout.len());
                Store::Whole { layout, words }
            })
            .collect();
        let mut winners = Winners {
            max_pieces,
            classes,
            recent: Recent::new(match held {
                Held::Whole => 0,
                Held::Table { bytes, .. } => bytes,
            }),
            worked_out: 0,
        };
        let shared = Shared {
            winners: &winners,
            starts: class_starts(max_pieces),
            total: boards_for(max_pieces),
            next: AtomicU64::new(0),
            done: AtomicU64::new(0),
            progress,
            halt: Halt::new(stop),
        };
        let worked_out = on_threads(threads, &shared.halt, || shared.work())?;
        winners.worked_out = worked_out.into_iter().sum();
        Ok(winners)
    }

    /// The most pieces of the positions worked out.
    pub fn max_pieces(&self) -> u8 {
        self.max_pieces
    }

    /// How many positions the build worked out (a position two threads worked out at once
    /// counts twice): the rest of [`Winners::positions`] no walk needed.
    pub fn worked_out(&self) -> u64 {
        self.worked_out
    }

    /// Whether the side to move of `pos` wins, if the build worked it out and kept it (`None`
    /// for a position no walk needed, one with bans of a class held in part let go, one of more
    /// pieces, or rules the tables are not for).
    pub fn wins(&self, pos: &Position) -> Option<bool> {
        if !super::rules_fit(pos.rules()) {
            return None;
        }
        self.known(&Canonical::of(pos)).ok().flatten()
    }

    /// The win/loss file of these winners: the same bytes as
    /// [`super::Tables::to_win_loss_bytes`] of exact tables of as many pieces. An error only
    /// if a coded board was not worked out (a bug).
    pub fn to_win_loss_bytes(&self, block_boards: u32) -> Result<Vec<u8>, BuildError> {
        let entries = entries_of(self.max_pieces, |c, _, _| {
            let wins = self
                .known(c)?
                .ok_or(BuildError::Internal("a coded board was not worked out"))?;
            Ok(u8::from(wins))
        })?;
        Ok(encode_file::<Bits>(self.max_pieces, &entries, block_boards))
    }

    /// Whether White wins in `c`, if known: from the rules when a side has no pieces, else
    /// from the bits.
    fn known(&self, c: &Canonical) -> Result<Option<bool>, BuildError> {
        let (w, b) = (c.white.count_ones() as u8, c.black.count_ones() as u8);
        if w == 0 {
            return Ok(Some(false));
        }
        if b == 0 {
            // Any move leaves Black, to move, without a piece.
            let pos = c
                .position()
                .ok_or(BuildError::Internal("a position that does not stand"))?;
            return Ok(Some(pos.has_moves()));
        }
        if w + b > self.max_pieces {
            return Ok(None);
        }
        let Some((word, shift)) = self.class(w, b)?.at(c)? else {
            return Ok(self.recent.get(packed(c)));
        };
        let bits = (word.load(Ordering::Relaxed) >> shift) & (KNOWN | WINS);
        Ok((bits & KNOWN != 0).then_some(bits & WINS != 0))
    }

    /// Writes down that White wins in `c` or not.
    fn set(&self, c: &Canonical, wins: bool) -> Result<(), BuildError> {
        let (w, b) = (c.white.count_ones() as u8, c.black.count_ones() as u8);
        let Some((word, shift)) = self.class(w, b)?.at(c)? else {
            self.recent.put(packed(c), wins);
            return Ok(());
        };
        let bits = KNOWN | if wins { WINS } else { 0 };
        word.fetch_or(bits << shift, Ordering::Relaxed);
        Ok(())
    }

    fn class(&self, w: u8, b: u8) -> Result<&Store, BuildError> {
        self.classes
            .get(class_id(w, b))
            .ok_or(BuildError::Internal("a class is missing"))
    }
}

/// What the building threads share.
struct Shared<'a> {
    winners: &'a Winners,
    /// Each class's first board in file order.
    starts: Vec<(u8, u8, u64)>,
    /// Boards in file order.
    total: u64,
    /// The first board of the next run to take.
    next: AtomicU64,
    /// Boards whose run is done.
    done: AtomicU64,
    progress: &'a (dyn Fn(&Progress) + Sync),
    halt: Halt<'a>,
}

impl Shared<'_> {
    /// One thread's share: runs of boards until none is left. Returns the positions it worked
    /// out.
    fn work(&self) -> Result<u64, BuildError> {
        let mut walk = Walk {
            winners: self.winners,
            depth: 0,
            worked_out: 0,
        };
        loop {
            if self.halt.is_set() {
                return Err(BuildError::Stopped);
            }
            let first = self.next.fetch_add(RUN_BOARDS, Ordering::Relaxed);
            if first >= self.total {
                return Ok(walk.worked_out);
            }
            let last = (first + RUN_BOARDS).min(self.total);
            let mut pieces = 0;
            for board in boards_between(&self.starts, first, last) {
                pieces = board.w + board.b;
                if board.is_coded() {
                    walk.wins(&board.ban_free())?;
                }
            }
            let done = self.done.fetch_add(last - first, Ordering::Relaxed) + (last - first);
            (self.progress)(&Progress {
                pieces,
                done,
                total: self.total,
            });
        }
    }
}

/// One thread's walk.
struct Walk<'a> {
    winners: &'a Winners,
    depth: u32,
    worked_out: u64,
}

impl Walk<'_> {
    /// Whether White wins in `c`: known, or worked out now with what it needs.
    fn wins(&mut self, c: &Canonical) -> Result<bool, BuildError> {
        if let Some(wins) = self.winners.known(c)? {
            return Ok(wins);
        }
        let pos = c
            .position()
            .ok_or(BuildError::Internal("an index gave no position"))?;
        let children: Vec<Canonical> = pos
            .legal_moves()
            .iter()
            .map(|&mv| Canonical::of(&pos.after(mv)))
            .collect();
        // A child already known to be lost settles it without a walk.
        let mut wins = false;
        for child in &children {
            if self.winners.known(child)? == Some(false) {
                wins = true;
                break;
            }
        }
        if !wins {
            if self.depth >= MAX_DEPTH {
                return Err(BuildError::Internal("the game graph has a cycle"));
            }
            self.depth += 1;
            for child in &children {
                if !self.wins(child)? {
                    wins = true;
                    break;
                }
            }
            self.depth -= 1;
        }
        self.winners.set(c, wins)?;
        self.worked_out += 1;
        Ok(wins)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::rules::Rules;
    use crate::engine::WDL_BLOCK_BOARDS;
    use crate::tables::Tables;

    fn exact(pieces: u8) -> Tables {
        Tables::build(pieces, 2, &|_| {}, &AtomicBool::new(false)).expect("the exact tables build")
    }

    fn winners(pieces: u8, held: Held, threads: usize) -> Winners {
        Winners::build(pieces, held, threads, &|_| {}, &AtomicBool::new(false))
            .expect("the winners build")
    }

    #[test]
    fn the_file_is_the_one_read_from_the_exact_tables_byte_for_byte() {
        let exact = exact(4);
        let expected = exact.to_win_loss_bytes(WDL_BLOCK_BOARDS);
        // Held whole or in a table, even one too small to keep much (positions let go are
        // worked out again), on one thread and two: the same file.
        let small = Held::Table {
            bytes: 1 << 18,
            whole: 3,
        };
        for (held, threads) in [
            (Held::Whole, 1),
            (Held::Whole, 2),
            (
                Held::Table {
                    bytes: 64 << 20,
                    whole: 3,
                },
                2,
            ),
            (small, 2),
            // Three and four pieces in part, sharing the table, as nine or ten pieces would
            // be built here.
            (
                Held::Table {
                    bytes: 64 << 20,
                    whole: 2,
                },
                2,
            ),
        ] {
            let winners = winners(4, held, threads);
            assert_eq!(
                winners
                    .to_win_loss_bytes(WDL_BLOCK_BOARDS)
                    .expect("every coded board worked out"),
                expected,
                "{held:?}, {threads} threads"
            );
            let (worked_out, positions) = (winners.worked_out(), exact.positions());
            if held == small {
                // Positions let go were worked out again, and again.
                assert!(worked_out > positions, "{worked_out} of {positions}");
            } else {
                // Fewer positions than the exact tables hold were worked out: the walk stops
                // at a winning move.
                assert!(
                    worked_out > 0 && worked_out < positions,
                    "{worked_out} of {positions}"
                );
            }
        }
    }

    #[test]
    fn every_position_worked_out_has_the_exact_winner() {
        let exact = exact(4);
        for whole in [3, 2] {
            let held = Held::Table {
                bytes: 64 << 20,
                whole,
            };
            every_position_worked_out_has_the_exact_winner_held(&exact, held);
        }
        every_position_worked_out_has_the_exact_winner_held(&exact, Held::Whole);
    }

    fn every_position_worked_out_has_the_exact_winner_held(exact: &Tables, held: Held) {
        let winners = winners(4, held, 2);
        let (mut compared, mut banned, mut not_needed) = (0, 0, 0);
        for (w, b) in class_order(4) {
            let layout = Layout::new(w, b);
            for board in 0..layout.boards() {
                for (_, c) in layout.board(board) {
                    let Some(pos) = c.position() else { continue };
                    match winners.wins(&pos) {
                        Some(wins) => {
                            compared += 1;
                            banned += u32::from(w + b == 4 && c.no_east | c.no_west != 0);
                            assert_eq!(Some(wins), exact.probe(&pos).map(|v| v.wins), "{c:?}");
                        }
                        None => not_needed += 1,
                    }
                }
            }
        }
        assert!(compared > 10_000, "{compared} compared");
        // Positions with bans of the most pieces were kept, whole or in the table, and asked.
        assert!(
            banned > 1_000,
            "{banned} with bans of four pieces, {held:?}"
        );
        assert!(not_needed > 0, "every position was worked out");
        assert_eq!(winners.wins(&Position::new(Rules::default())), None);
    }

    #[test]
    fn positions_are_packed_apart() {
        // Every position of the classes of three and four pieces has its own key, none of them
        // 0: the classes held in part share the table.
        let mut seen = std::collections::HashSet::new();
        for (w, b) in [(1, 2), (2, 1), (1, 3), (2, 2), (3, 1)] {
            let layout = Layout::new(w, b);
            for board in 0..layout.boards() {
                for (_, c) in layout.board(board) {
                    let key = packed(&c);
                    assert_ne!(key, 0);
                    assert!(seen.insert(key), "{c:?}");
                }
            }
        }
        // The largest key of ten pieces: the last board of five against five, every piece
        // banned.
        let (white, black) = super::super::index::board_at(5, 5, class_boards(5, 5) - 1);
        let ten = Canonical {
            white,
            black,
            no_east: 0,
            no_west: white | black,
        };
        // A slot holds the key and its bit.
        assert!(packed(&ten) < 1 << 59, "{:x}", packed(&ten));
    }

    #[test]
    fn a_stopped_build_says_so() {
        let stop = AtomicBool::new(true);
        assert!(matches!(
            Winners::build(4, Held::Whole, 2, &|_| {}, &stop),
            Err(BuildError::Stopped)
        ));
        assert!(matches!(
            Winners::build(
                MAX_PIECES + 1,
                Held::Whole,
                1,
                &|_| {},
                &AtomicBool::new(false)
            ),
            Err(BuildError::TooManyPieces(_))
        ));
    }

    #[test]
    fn the_memory_holds_every_class_whole_when_it_fits_else_the_largest_in_part() {
        let whole = Winners::memory(4, Held::Whole);
        let bare = Winners::memory(4, Held::Table { bytes: 0, whole: 3 });
        // Two bits for every position of three pieces or fewer at least, far less than two
        // bits for every position of four.
        assert!(bare >= Winners::positions(3) / 4, "{bare}");
        assert!(bare < Winners::positions(4) / 8, "{bare}");
        assert!(whole >= Winners::positions(4) / 4, "{whole}");
        assert_eq!(Held::within(4, whole), Ok(Held::Whole));
        // Four pieces whole take less than the smallest table: below that, nothing fits.
        assert!(whole < bare + MIN_TABLE_BYTES);
        assert_eq!(Held::within(4, whole - 1), Err(whole));
        // Eight pieces held whole would not fit this machine; in a table they do, seven
        // whole.
        let whole = Winners::memory(8, Held::Whole);
        let seven = |bytes| Held::Table { bytes, whole: 7 };
        let bare = Winners::memory(8, seven(0));
        assert!(whole > 40 << 30, "{whole}");
        assert!(bare < 6 << 30, "{bare}");
        // A table of whole buckets of four slots.
        assert_eq!(
            Held::within(8, bare + MIN_TABLE_BYTES + 32),
            Ok(seven(MIN_TABLE_BYTES + 32))
        );
        assert_eq!(
            Winners::memory(8, seven(MIN_TABLE_BYTES + 32)),
            bare + MIN_TABLE_BYTES + 32
        );
        assert_eq!(Held::within(8, 20 << 30), Ok(seven((20 << 30) - bare)));
        // Just short of that, six pieces whole and seven and eight in part.
        let six = Winners::memory(8, Held::Table { bytes: 0, whole: 6 });
        assert_eq!(
            Held::within(8, bare + MIN_TABLE_BYTES - 1),
            Ok(Held::Table {
                bytes: bare + MIN_TABLE_BYTES - 1 - six,
                whole: 6
            })
        );
        // The least a build of eight needs: no class whole.
        let least = Winners::memory(8, Held::Table { bytes: 0, whole: 1 }) + MIN_TABLE_BYTES;
        assert_eq!(Held::within(8, least - 1), Err(least));
        // Nine and ten pieces fit this machine with seven pieces whole and a table of
        // 12 GiB and more.
        for pieces in [9, 10] {
            match Held::within(pieces, 20 << 30) {
                Ok(Held::Table { bytes, whole: 7 }) => assert!(bytes > 12 << 30, "{bytes}"),
                held => panic!("{pieces} pieces: {held:?}"),
            }
        }
    }
}
