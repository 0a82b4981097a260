//! Building the tables: every material class of `n` pieces after all those of fewer.
//!
//! A class is worked out by a memoised walk rather than by unmoving (retrograde analysis
//! proper): under the default rules a plain step never comes back (steps never go backward and
//! a sideways step cannot be undone by the same piece's next step), so the positions of a class
//! form an acyclic graph, and a position's distance follows from its children's once they are
//! known. A capture leaves the class for a smaller one, already built; a plain step stays in
//! it and is worked out first, depth first. The depth is bounded by the longest run of plain
//! steps (a few dozen per piece), not by the class's size. Generating moves forward reuses the
//! one move generator the whole engine trusts, where an unmove generator would be a second
//! statement of the rules (reversal bans included) to get right.
//!
//! The half-turn symmetry ties class (w, b) to (b, w): White's step from one leads, turned
//! round, into the other. The two are built together as one group; the groups of one number of
//! pieces are independent, and are shared out among the threads.

use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;

use super::index::{Canonical, Layout};
use super::{class_id, Class, Tables, MAX_PIECES, MAX_PLIES, UNKNOWN};

/// Positions worked out between looks at the stop flag and reports of progress.
const REPORT_STRIDE: u64 = 1 << 20;
/// The stack of a building thread: the walk is as deep as the longest run of plain steps in a
/// class, far less than [`MAX_DEPTH`] frames of a few hundred bytes.
const BUILD_STACK_BYTES: usize = 64 << 20;
/// The deepest walk allowed. A run of plain steps is at most a few dozen per piece (four rows
/// forward, four sideways steps a row), so a deeper walk would mean the game graph has a
/// cycle, which the default rules exclude: the build stops with an error rather than overflow
/// its stack.
const MAX_DEPTH: u32 = 16 * 1024;

/// How far a build has come: positions of `pieces` pieces worked out so far, out of `total`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The number of pieces of the classes being built.
    pub pieces: u8,
    /// Positions of those classes worked out.
    pub done: u64,
    /// Positions of those classes in all.
    pub total: u64,
}

/// Why a build stopped without tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// The stop flag was set.
    Stopped,
    /// More pieces than a table may hold ([`MAX_PIECES`]).
    TooManyPieces(u8),
    /// A distance longer than a table's byte can hold ([`MAX_PLIES`]).
    TooLong,
    /// A building thread could not be started.
    Thread(String),
    /// The builder contradicted itself (a bug, reported instead of a wrong table).
    Internal(&'static str),
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::Stopped => f.write_str("the build was stopped"),
            BuildError::TooManyPieces(n) => {
                write!(
                    f,
                    "tables of {n} pieces: at most {MAX_PIECES} are supported"
                )
            }
            BuildError::TooLong => write!(
                f,
                "a position is more than {MAX_PLIES} plies from the end, which a table cannot hold"
            ),
            BuildError::Thread(why) => write!(f, "a building thread could not start: {why}"),
            BuildError::Internal(what) => write!(f, "internal error while building: {what}"),
        }
    }
}

impl std::error::Error for BuildError {}

impl Tables {
    /// Builds the tables of every position with at most `max_pieces` pieces on `threads`
    /// threads, calling `progress` now and then; stops with [`BuildError::Stopped`] soon after
    /// `stop` is set.
    pub fn build(
        max_pieces: u8,
        threads: usize,
        progress: &(dyn Fn(&Progress) + Sync),
        stop: &AtomicBool,
    ) -> Result<Tables, BuildError> {
        let mut tables = Tables::empty();
        while tables.max_pieces < max_pieces {
            tables.extend(threads, progress, stop)?;
        }
        Ok(tables)
    }

    /// Adds the classes of one more piece: one step of [`Tables::build`], so that a build can
    /// keep what it has between steps and resume from it. On an error the tables are left as
    /// they were.
    pub fn extend(
        &mut self,
        threads: usize,
        progress: &(dyn Fn(&Progress) + Sync),
        stop: &AtomicBool,
    ) -> Result<(), BuildError> {
        let n = self.max_pieces + 1;
        if n > MAX_PIECES {
            return Err(BuildError::TooManyPieces(n));
        }
        let groups: Vec<(u8, u8)> = (1..n)
            .map(|w| (w, n - w))
            .filter(|&(w, b)| w <= b)
            .collect();
        let total = (1..n).map(|w| super::index::class_size(w, n - w).0).sum();
        let shared = Shared {
            n,
            smaller: &*self,
            next: AtomicUsize::new(0),
            done: AtomicU64::new(0),
            total,
            progress,
            halt: Halt::new(stop),
        };
        let built = on_threads(threads.clamp(1, groups.len()), &shared.halt, || {
            let mut classes = Vec::new();
            while let Some(&(w, b)) = groups.get(shared.next.fetch_add(1, Ordering::Relaxed)) {
                classes.extend(shared.group(w, b)?);
            }
            Ok(classes)
        })?;
        let mut classes: Vec<Class> = built.into_iter().flatten().collect();
        if classes.len() != (n - 1) as usize {
            return Err(BuildError::Internal("a class is missing"));
        }
        classes.sort_by_key(|c| class_id(c.layout.white, c.layout.black));
        self.classes.extend(classes);
        self.max_pieces = n;
        Ok(())
    }
}

/// When the building threads end early: the caller's stop flag (the user asked) or a thread's
/// failure. The failure has a flag of its own so that it is never taken for the user's stop
/// (the terminal says "--resume goes on" to a stop, and shows a failure as one).
pub(super) struct Halt<'a> {
    asked: &'a AtomicBool,
    failed: AtomicBool,
}

impl<'a> Halt<'a> {
    pub(super) fn new(asked: &'a AtomicBool) -> Halt<'a> {
        Halt {
            asked,
            failed: AtomicBool::new(false),
        }
    }

    /// Whether the threads should end now, with [`BuildError::Stopped`].
    pub(super) fn is_set(&self) -> bool {
        self.asked.load(Ordering::Relaxed) || self.failed.load(Ordering::Relaxed)
    }
}

/// Runs `work` on `threads` building threads at once, each with a stack for the deepest walk
/// ([`BUILD_STACK_BYTES`]), and gives what each returned. The first thread to fail (or to fail to
/// start) sets `halt` after its error is kept, so the others end early and that error, not their
/// "stopped", is the one returned. Both builders share it: the exact tables' (a group of classes
/// a thread at a time) and the winners' (a run of boards at a time).
pub(super) fn on_threads<T: Send>(
    threads: usize,
    halt: &Halt<'_>,
    work: impl Fn() -> Result<T, BuildError> + Sync,
) -> Result<Vec<T>, BuildError> {
    let results: Mutex<Vec<Result<T, BuildError>>> = Mutex::new(Vec::new());
    let keep = |result: Result<T, BuildError>| {
        let failed = result.is_err();
        if let Ok(mut all) = results.lock() {
            all.push(result);
        }
        if failed {
            halt.failed.store(true, Ordering::Relaxed);
        }
    };
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            let spawned = std::thread::Builder::new()
                .stack_size(BUILD_STACK_BYTES)
                .spawn_scoped(scope, || keep(work()));
            if let Err(e) = spawned {
                keep(Err(BuildError::Thread(e.to_string())));
            }
        }
    });
    results
        .into_inner()
        .map_err(|_| BuildError::Internal("a building thread panicked"))?
        .into_iter()
        .collect()
}

/// What the threads building one number of pieces share.
struct Shared<'a> {
    n: u8,
    smaller: &'a Tables,
    next: AtomicUsize,
    done: AtomicU64,
    total: u64,
    progress: &'a (dyn Fn(&Progress) + Sync),
    halt: Halt<'a>,
}

impl Shared<'_> {
    /// Builds the group of classes (`w`, `b`) and (`b`, `w`).
    fn group(&self, w: u8, b: u8) -> Result<Vec<Class>, BuildError> {
        let mut slots = vec![new_class(w, b)];
        if w != b {
            slots.push(new_class(b, w));
        }
        let mut walk = Walk {
            shared: self,
            slots,
            solved: 0,
            depth: 0,
        };
        for slot in 0..walk.slots.len() {
            for board in 0..walk.slots[slot].layout.boards() {
                let positions: Vec<(u64, Canonical)> =
                    walk.slots[slot].layout.board(board).collect();
                for (i, c) in positions {
                    if walk.slots[slot].plies[i as usize] == UNKNOWN {
                        walk.solve(c, slot, i)?;
                    }
                }
            }
        }
        let rest = walk.solved % REPORT_STRIDE;
        self.report(rest);
        Ok(walk.slots)
    }

    /// Counts `solved` more positions done and reports.
    fn report(&self, solved: u64) {
        let done = self.done.fetch_add(solved, Ordering::Relaxed) + solved;
        (self.progress)(&Progress {
            pieces: self.n,
            done,
            total: self.total,
        });
    }
}

/// A class with nothing worked out yet.
fn new_class(w: u8, b: u8) -> Class {
    let layout = Layout::new(w, b);
    let plies = vec![UNKNOWN; layout.len() as usize];
    Class { layout, plies }
}

/// The walk of one group: its classes as far as they are known.
struct Walk<'a> {
    shared: &'a Shared<'a>,
    slots: Vec<Class>,
    solved: u64,
    /// How many positions deep the walk is.
    depth: u32,
}

impl Walk<'_> {
    /// Works out the distance of `c`, number `index` of class `slot`, and of every position
    /// of the group it needs.
    fn solve(&mut self, c: Canonical, slot: usize, index: u64) -> Result<u8, BuildError> {
        let pos = c
            .position()
            .ok_or(BuildError::Internal("an index gave no position"))?;
        // The fastest win, if some move leaves the opponent lost; otherwise the longest loss.
        let mut win: Option<u8> = None;
        let mut loss = 0;
        for mv in pos.legal_moves() {
            let d = self.distance(&Canonical::of(&pos.after(mv)))?;
            let through = d
                .checked_add(1)
                .filter(|&p| p <= MAX_PLIES)
                .ok_or(BuildError::TooLong)?;
            if d % 2 == 0 {
                win = Some(win.map_or(through, |w| w.min(through)));
            } else {
                loss = loss.max(through);
            }
        }
        let d = win.unwrap_or(loss);
        let cell = self.slots[slot]
            .plies
            .get_mut(index as usize)
            .ok_or(BuildError::Internal("an index out of its class"))?;
        *cell = d;
        self.solved += 1;
        if self.solved.is_multiple_of(REPORT_STRIDE) {
            self.shared.report(REPORT_STRIDE);
            if self.shared.halt.is_set() {
                return Err(BuildError::Stopped);
            }
        }
        Ok(d)
    }

    /// The distance of `c`: from the rules when a side has no pieces, from the smaller tables
    /// after a capture, and from this group (working it out if needed) after a step.
    fn distance(&mut self, c: &Canonical) -> Result<u8, BuildError> {
        let (w, b) = (c.white.count_ones() as u8, c.black.count_ones() as u8);
        if w + b < self.shared.n || w == 0 || b == 0 {
            return super::distance(c, |w, b| self.shared.smaller.stored(c, w, b))
                .ok_or(BuildError::Internal("a smaller class is missing"));
        }
        let slot = self
            .slots
            .iter()
            .position(|s| s.layout.white == w && s.layout.black == b)
            .ok_or(BuildError::Internal("a step left the group"))?;
        let index = self.slots[slot].layout.index(c);
        match self.slots[slot].plies.get(index as usize) {
            Some(&UNKNOWN) => {
                if self.depth >= MAX_DEPTH {
                    return Err(BuildError::Internal("the game graph has a cycle"));
                }
                self.depth += 1;
                let d = self.solve(*c, slot, index);
                self.depth -= 1;
                d
            }
            Some(&d) => Ok(d),
            None => Err(BuildError::Internal("an index out of its class")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn on_threads_gives_every_threads_result() {
        let next = AtomicUsize::new(0);
        let asked = AtomicBool::new(false);
        let mut got = on_threads(3, &Halt::new(&asked), || {
            Ok(next.fetch_add(1, Ordering::Relaxed))
        })
        .expect("no thread fails");
        got.sort_unstable();
        assert_eq!(got, vec![0, 1, 2]);
    }

    #[test]
    fn a_failing_thread_stops_the_others_and_its_error_is_the_one_returned() {
        let asked = AtomicBool::new(false);
        let halt = Halt::new(&asked);
        let started = AtomicUsize::new(0);
        let got = on_threads(2, &halt, || {
            if started.fetch_add(1, Ordering::Relaxed) == 0 {
                return Err(BuildError::Internal("the first thread fails"));
            }
            // The other works until it is told to stop, as a builder does.
            while !halt.is_set() {
                std::thread::yield_now();
            }
            Err::<(), _>(BuildError::Stopped)
        });
        assert_eq!(got, Err(BuildError::Internal("the first thread fails")));
        // The caller's flag stays as the caller left it: a failure is not a stop asked for.
        assert!(!asked.load(Ordering::Relaxed));
    }
}
