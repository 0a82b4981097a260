//! Depth-first proof-number search (df-pn): proves who wins a position, not just which move
//! looks best, so the game can be solved from the start.
//!
//! The search is the negamax form of Nagai's df-pn with Pawlewicz and Lew's 1+ε threshold
//! (a child is searched until its disproof number passes `(1+ε)` times the second best, not
//! merely one more, which saves most re-expansions). For the side to move, the proof number
//! `pn` estimates how hard it is to prove a win and the disproof number `dn` how hard to prove
//! a loss: `pn(n) = min dn(child)`, `dn(n) = Σ pn(child)`.
//!
//! Soundness: the transposition table stores each position's exact [`Position::key`] (pieces,
//! reversal bans, side to move), never a hash alone, so two positions can never share a
//! result. The table has a memory budget it never exceeds, not even while growing: it starts
//! at a few MiB and doubles in place when half full, so a small proof never takes the whole
//! budget; when a bucket is full the entry that cost the least work to compute is replaced, so
//! the expensive results (and proven ones) survive. Losing an entry only costs time: a
//! replaced result is recomputed when needed. Memory the system refuses stops the growth,
//! never the process (`search/proof_table.rs`).
//!
//! Only rules without draws are supported ([`Rules::has_draws`] false, the default rules):
//! there a position can never repeat, every game ends, and a proof needs no cycle handling.
//! Under the rule sets with draws (reversal allowed, Alfonso X) a proof-number search would have
//! to deal with repetition and the no-capture count (the graph-history interaction problem);
//! [`Dfpn::solve`] refuses them with [`Unsupported`] instead of claiming anything.

use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use crate::board::moves::Move;
use crate::board::position::Position;
use crate::board::rules::Rules;
use crate::search::proof_table::{Entry, Table};
use crate::tables::Probe;

pub use crate::search::proof_table::TableError;

/// A proof or disproof number meaning "proved" on the other side.
pub const INFINITE: u32 = u32::MAX;
/// The largest finite proof or disproof number (sums are capped here).
const FINITE_MAX: u32 = INFINITE - 1;
/// Expansions between looks at the stop flag and calls of the progress callback.
const CHECK_STRIDE: u64 = 1 << 16;
/// Buckets of a new table at most (2 MiB of entries); it doubles as it fills, up to the
/// memory budget.
const FIRST_BUCKETS: usize = 1 << 14;

/// What a search proved about a position, for its side to move.
///
/// Apart from the tree search's [`Proof`](crate::search::mcts::Proof) because it is a
/// position's value for its side to move, the view a proof-number search takes, and has no
/// draw: the search refuses rules with draws ([`Unsupported`]) rather than claim one.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The side to move wins against any defence.
    Win,
    /// The side to move loses against best play.
    Loss,
    /// Not proved (the search was stopped or ran out of its expansion budget).
    Unknown,
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Value::Win => "win",
            Value::Loss => "loss",
            Value::Unknown => "unknown",
        })
    }
}

/// The rules have draws, which this solver does not handle.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Unsupported(pub Rules);

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the rules '{}' let positions repeat and games end in draws; the proof search \
             handles only the default rules (reversal banned, standard variant), where every \
             game ends with a winner, and proves nothing under these",
            self.0
        )
    }
}

impl std::error::Error for Unsupported {}

/// Counters of a search, for progress lines and reports.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct DfpnStats {
    /// Positions expanded (children generated and evaluated) since the solver was made.
    pub expansions: u64,
    /// Positions the endgame tables proved at once ([`Dfpn::solve_with_tables`]) since the
    /// solver was made: each one a subtree the search did not have to expand.
    pub table_answers: u64,
    /// Table slots in use.
    pub entries_used: u64,
    /// Table slots now (the table grows as it fills, up to [`DfpnStats::max_capacity`]).
    pub capacity: u64,
    /// Table slots the memory budget allows.
    pub max_capacity: u64,
    /// Entries overwritten by other positions because their bucket was full.
    pub replaced: u64,
    /// Whether the system refused the memory for the table to grow: it then keeps its size
    /// (below the budget) and replaces entries.
    pub growth_refused: bool,
    /// The proof and disproof numbers of the root of the current [`Dfpn::solve`].
    pub root: (u32, u32),
}

/// A child during an expansion.
#[derive(Copy, Clone)]
struct Kid {
    pos: Position,
    key: u128,
    hash: u64,
    pn: u32,
    dn: u32,
}

/// The df-pn solver and its transposition table. Keep one for a whole solve: what it proved
/// for one position is reused for every other that reaches the same positions.
pub struct Dfpn {
    table: Table,
    epsilon: f64,
    stats: DfpnStats,
    limit: u64,
    /// How many `mid` calls deep the search is (0 in the root's), so the root's numbers can be
    /// shown while it is searched.
    depth: u32,
    deadline: Option<Instant>,
    aborted: bool,
    /// Child lists of the frames on the recursion stack, reused to avoid allocating.
    pool: Vec<Vec<Kid>>,
}

impl Dfpn {
    /// The bytes one table entry takes.
    pub const ENTRY_BYTES: usize = Table::ENTRY_BYTES;

    /// A solver whose table takes at most `memory_bytes` (at least one bucket). The table
    /// starts at a few MiB and grows only as positions fill it. Memory for that start is
    /// taken like any allocation's; [`Dfpn::try_new`] reports a refusal instead.
    pub fn new(memory_bytes: usize) -> Dfpn {
        match Dfpn::starting_with(FIRST_BUCKETS, memory_bytes) {
            Ok(d) => d,
            Err(e) => std::alloc::handle_alloc_error(
                std::alloc::Layout::array::<u8>(e.bytes).unwrap_or(std::alloc::Layout::new::<u8>()),
            ),
        }
    }

    /// As [`Dfpn::new`], but the system's refusal of the first table's memory is an error.
    pub fn try_new(memory_bytes: usize) -> Result<Dfpn, TableError> {
        Dfpn::starting_with(FIRST_BUCKETS, memory_bytes)
    }

    /// A solver whose table starts with at most `first_buckets` buckets (tests start tiny).
    fn starting_with(first_buckets: usize, memory_bytes: usize) -> Result<Dfpn, TableError> {
        let table = Table::new(first_buckets, memory_bytes)?;
        Ok(Dfpn {
            table,
            epsilon: 0.25,
            stats: DfpnStats::default(),
            limit: u64::MAX,
            depth: 0,
            deadline: None,
            aborted: false,
            pool: Vec::new(),
        })
    }

    /// The bytes the table takes now (it grows as it fills, up to the budget given to
    /// [`Dfpn::new`]).
    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    /// Counters so far (the table's as it is now).
    pub fn stats(&self) -> DfpnStats {
        let mut stats = self.stats;
        let t = &self.table;
        stats.capacity = t.capacity() as u64;
        stats.max_capacity = t.max_capacity() as u64;
        stats.entries_used = t.used() as u64;
        stats.replaced = t.replaced();
        stats.growth_refused = t.growth_refused();
        stats
    }

    /// Makes later [`Dfpn::solve`] calls give up (with [`Value::Unknown`]) at `deadline`,
    /// checked about every 65 000 expansions; `None` for no deadline.
    pub fn set_deadline(&mut self, deadline: Option<Instant>) {
        self.deadline = deadline;
    }

    /// Proves or disproves `pos` for its side to move, stopping with [`Value::Unknown`] when
    /// `stop` is set or after `max_expansions` more expansions. `progress` is called about
    /// every 65 000 expansions. Results stay in the table for later calls.
    pub fn solve(
        &mut self,
        pos: &Position,
        max_expansions: u64,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(&DfpnStats),
    ) -> Result<Value, Unsupported> {
        self.solve_with_tables(pos, max_expansions, None, stop, progress)
    }

    /// [`Dfpn::solve`], asking `tables` at every position the search reaches
    /// ([`Probe::wins_at_leaf`]): where they say who wins, the position is proved at once,
    /// as one with no move is. A position beyond the tables is proved as soon as every line
    /// that matters reaches positions they hold, which in this game of compulsory captures is
    /// within a few moves: the analysis board's positions of a few pieces more than the tables
    /// hold are settled where the search alone ran out of budget. What the tables prove is
    /// stored in the transposition table like any proof, so later calls (with tables or not)
    /// reuse it; it is true whoever asks.
    pub fn solve_with_tables(
        &mut self,
        pos: &Position,
        max_expansions: u64,
        tables: Option<&dyn Probe>,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(&DfpnStats),
    ) -> Result<Value, Unsupported> {
        if pos.rules().has_draws() {
            return Err(Unsupported(pos.rules()));
        }
        if !pos.has_moves() {
            return Ok(Value::Loss);
        }
        self.limit = self.stats.expansions.saturating_add(max_expansions);
        self.aborted = false;
        self.depth = 0;
        let (pn, dn) = self.mid(pos, INFINITE, INFINITE, tables, stop, progress);
        self.stats.root = (pn, dn);
        Ok(to_value(pn, dn))
    }

    /// What the table says about `pos` for its side to move (a position without moves is a
    /// loss); [`Value::Unknown`] if it holds no proof.
    pub fn value(&self, pos: &Position) -> Value {
        if !pos.has_moves() {
            return Value::Loss;
        }
        match self.lookup(pos.key(), pos.hash64()) {
            Some(e) => to_value(e.pn, e.dn),
            None => Value::Unknown,
        }
    }

    /// The work (expansions) recorded for `pos`, 0 if it is not in the table or has no moves.
    pub fn work(&self, pos: &Position) -> u32 {
        self.lookup(pos.key(), pos.hash64()).map_or(0, |e| e.work)
    }

    /// Every legal move of `pos` with what the table says about the position after it, for the
    /// side to move there.
    pub fn move_values(&self, pos: &Position) -> Vec<(Move, Value)> {
        let mut out = Vec::new();
        pos.for_each_move(|m| out.push((m, self.value(&pos.after(m)))));
        out
    }

    /// A move of `pos` proven to win (the position after it is a proven loss for the opponent),
    /// preferring the one whose proof cost least work: the smallest proof to write down or
    /// follow. `None` if the table holds no such move.
    pub fn cheapest_winning_move(&self, pos: &Position) -> Option<Move> {
        let mut best: Option<(u32, Move)> = None;
        pos.for_each_move(|m| {
            let child = pos.after(m);
            if self.value(&child) == Value::Loss {
                let w = self.work(&child);
                if best.is_none_or(|(bw, _)| w < bw) {
                    best = Some((w, m));
                }
            }
        });
        best.map(|(_, m)| m)
    }

    fn lookup(&self, key: u128, hash: u64) -> Option<Entry> {
        self.table.lookup(key, hash)
    }

    fn store(&mut self, key: u128, hash: u64, pn: u32, dn: u32, work: u32) {
        self.table.store(key, hash, pn, dn, work);
    }

    /// The numbers of a child not expanded yet: from the table, or proved at once when its side
    /// to move has no move or the endgame tables say who wins (stored then, so that
    /// [`Dfpn::value`] finds it), or else estimated from its mobility (a win for us there needs
    /// a refutation of every reply, so more replies make a larger disproof).
    fn evaluate(
        &mut self,
        pos: &Position,
        key: u128,
        hash: u64,
        tables: Option<&dyn Probe>,
    ) -> (u32, u32) {
        if let Some(e) = self.lookup(key, hash) {
            return (e.pn, e.dn);
        }
        let replies = pos.count_moves();
        if replies == 0 {
            return (INFINITE, 0);
        }
        if let Some(wins) = tables.and_then(|t| t.wins_at_leaf(pos)) {
            self.stats.table_answers += 1;
            let (pn, dn) = if wins { (0, INFINITE) } else { (INFINITE, 0) };
            self.store(key, hash, pn, dn, 1);
            return (pn, dn);
        }
        (1, replies.min(1000) as u32)
    }

    /// The multiple iterative deepening step: searches `pos` until its proof number reaches
    /// `th_pn` or its disproof number reaches `th_dn` (or it is solved), and returns them.
    fn mid(
        &mut self,
        pos: &Position,
        th_pn: u32,
        th_dn: u32,
        tables: Option<&dyn Probe>,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(&DfpnStats),
    ) -> (u32, u32) {
        self.stats.expansions += 1;
        // The budget is a plain comparison, so it holds to the expansion (small budgets keep
        // quick answers quick); the flag, the clock and the callback are looked at less often.
        if self.stats.expansions >= self.limit {
            self.aborted = true;
        }
        if self.stats.expansions.is_multiple_of(CHECK_STRIDE) {
            if stop.load(Ordering::Relaxed) || self.deadline.is_some_and(|d| Instant::now() >= d) {
                self.aborted = true;
            }
            progress(&self.stats());
        }
        let key = pos.key();
        let hash = pos.hash64();
        let start = self.stats.expansions;
        let old_work = self.lookup(key, hash).map_or(0, |e| e.work);
        let mut kids = self.pool.pop().unwrap_or_default();
        kids.clear();
        pos.for_each_move(|m| {
            let child = pos.after(m);
            kids.push(Kid {
                pos: child,
                key: child.key(),
                hash: child.hash64(),
                pn: 0,
                dn: 0,
            });
        });
        for k in kids.iter_mut() {
            (k.pn, k.dn) = self.evaluate(&k.pos, k.key, k.hash, tables);
            if k.dn == 0 {
                break; // a winning move: no need to look at the others
            }
        }
        let (mut pn, mut dn);
        loop {
            // pn = min dn(child), dn = Σ pn(child); the best child has the smallest dn.
            pn = INFINITE;
            let mut second = INFINITE;
            let mut best = 0;
            let mut sum: u64 = 0;
            for (i, k) in kids.iter().enumerate() {
                if k.dn < pn {
                    second = pn;
                    pn = k.dn;
                    best = i;
                } else if k.dn < second {
                    second = k.dn;
                }
                sum += u64::from(k.pn);
                if k.dn == 0 {
                    break;
                }
            }
            dn = if pn == 0 {
                INFINITE
            } else if kids.iter().all(|k| k.pn == 0) {
                0
            } else {
                sum.min(u64::from(FINITE_MAX)) as u32
            };
            if self.depth == 0 {
                self.stats.root = (pn, dn);
            }
            if pn >= th_pn || dn >= th_dn || pn == 0 || dn == 0 || self.aborted {
                break;
            }
            let k = kids[best];
            // The child's pn threshold: the parent's dn threshold less the other children's pn.
            let child_th_pn = if th_dn == INFINITE {
                INFINITE
            } else {
                (u64::from(th_dn) - u64::from(dn) + u64::from(k.pn)).min(u64::from(INFINITE)) as u32
            };
            // 1+ε: the child may run until its dn passes (1+ε) × the second best, capped by
            // the parent's pn threshold.
            let child_th_dn = if second >= FINITE_MAX {
                th_pn
            } else {
                let grown = (f64::from(second) * (1.0 + self.epsilon)).ceil() as u64;
                let t = grown.max(u64::from(second) + 1).min(u64::from(FINITE_MAX)) as u32;
                t.min(th_pn)
            };
            self.depth += 1;
            let (cpn, cdn) = self.mid(&k.pos, child_th_pn, child_th_dn, tables, stop, progress);
            self.depth -= 1;
            kids[best].pn = cpn;
            kids[best].dn = cdn;
        }
        kids.clear();
        self.pool.push(kids);
        let work = old_work
            .saturating_add(u32::try_from(self.stats.expansions - start + 1).unwrap_or(u32::MAX));
        self.store(key, hash, pn, dn, work);
        (pn, dn)
    }
}

fn to_value(pn: u32, dn: u32) -> Value {
    if pn == 0 {
        Value::Win
    } else if dn == 0 {
        Value::Loss
    } else {
        Value::Unknown
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::position_text::PositionText;
    use crate::search::proof_table::BUCKET;

    fn solve(text: &str) -> Value {
        let pos = text
            .parse::<PositionText>()
            .and_then(|t| t.into_position(Rules::default()))
            .expect("valid");
        Dfpn::new(1 << 20)
            .solve(&pos, u64::MAX, &AtomicBool::new(false), &mut |_| {})
            .expect("default rules")
    }

    const _: () = assert!(Dfpn::ENTRY_BYTES <= 32, "entries are small");

    #[test]
    fn immediate_win_and_loss() {
        // White captures all three black pieces in one path.
        assert_eq!(solve("-----/-----/-bbb-/-w---/----- w - 0"), Value::Win);
        // Black to move with no piece has lost.
        assert_eq!(solve("-----/-----/-----/-w---/----- b - 0"), Value::Loss);
    }

    /// With tables of three pieces, df-pn on positions of five and six pieces (bans included)
    /// proves what it proves alone, the same way, and more within a small budget: the tables
    /// settle lines as soon as captures bring them down to three pieces.
    #[test]
    fn the_tables_prove_the_leaves_and_agree_with_the_search_alone() {
        use crate::search::rng::Rng;
        use crate::tables::Tables;

        let stop = AtomicBool::new(false);
        let tables = Tables::build(3, 1, &|_| {}, &stop).expect("three pieces build");
        let mut rng = Rng::new(47);
        let (mut with_more, mut alone_more, mut answers) = (0, 0, 0);
        let mut drawn = 0;
        while drawn < 300 {
            let pieces = 5 + rng.below(2);
            let Some(pos) = rng.position(pieces, true) else {
                continue;
            };
            drawn += 1;
            let exact = Dfpn::new(1 << 22)
                .solve(&pos, u64::MAX, &stop, &mut |_| {})
                .expect("default rules");
            assert_ne!(exact, Value::Unknown, "an unbounded search settles {pos:?}");
            let mut with = Dfpn::new(1 << 20);
            let small = with
                .solve_with_tables(&pos, 200, Some(&tables), &stop, &mut |_| {})
                .expect("default rules");
            let alone = Dfpn::new(1 << 20)
                .solve(&pos, 200, &stop, &mut |_| {})
                .expect("default rules");
            for v in [small, alone] {
                assert!(
                    v == Value::Unknown || v == exact,
                    "{pos:?}: {v} against {exact}"
                );
            }
            with_more += u32::from(small != Value::Unknown && alone == Value::Unknown);
            alone_more += u32::from(alone != Value::Unknown && small == Value::Unknown);
            answers += with.stats().table_answers;
        }
        assert!(answers > 0, "the tables were asked and answered");
        assert!(
            with_more > alone_more,
            "the tables settle more within the budget: {with_more} against {alone_more}"
        );
    }

    #[test]
    fn draws_are_refused() {
        let pos = Position::new(Rules::alfonso());
        let r = Dfpn::new(1 << 16).solve(&pos, 10, &AtomicBool::new(false), &mut |_| {});
        assert_eq!(r, Err(Unsupported(Rules::alfonso())));
    }

    #[test]
    fn a_tiny_table_still_proves() {
        // A table of four buckets replaces constantly: slower, never wrong.
        let pos = "-bb--/---b-/-----/-----/-ww-- w - 0"
            .parse::<PositionText>()
            .and_then(|t| t.into_position(Rules::default()))
            .expect("valid");
        let mut big = Dfpn::new(1 << 20);
        let stop = AtomicBool::new(false);
        let v = big.solve(&pos, u64::MAX, &stop, &mut |_| {}).expect("ok");
        let mut tiny = Dfpn::new(Dfpn::ENTRY_BYTES * BUCKET * 4);
        let w = tiny.solve(&pos, u64::MAX, &stop, &mut |_| {}).expect("ok");
        assert_eq!(v, w);
        assert_ne!(v, Value::Unknown);
        assert!(tiny.stats().replaced > 0);
    }

    #[test]
    fn a_small_budget_is_kept_to_the_expansion() {
        let mut dfpn = Dfpn::new(1 << 20);
        let stop = AtomicBool::new(false);
        let v = dfpn.solve(&Position::default(), 1_000, &stop, &mut |_| {});
        assert_eq!(v, Ok(Value::Unknown));
        let used = dfpn.stats().expansions;
        assert!((1_000..1_000 + 64).contains(&used), "{used} expansions");
        // The next call has a budget of its own.
        let _ = dfpn.solve(&Position::default(), 500, &stop, &mut |_| {});
        assert!((used + 500..used + 564).contains(&dfpn.stats().expansions));
    }

    /// A table that grows as it fills proves what a table of its whole budget proves, and
    /// never holds more than the budget. (It no longer searches exactly as the whole table:
    /// below half full, a full bucket replaces an entry instead of doubling the table.)
    #[test]
    fn a_growing_table_proves_what_the_whole_table_proves() {
        let pos = "-bb--/---b-/-----/-----/-ww-- w - 0"
            .parse::<PositionText>()
            .and_then(|t| t.into_position(Rules::default()))
            .expect("valid");
        let stop = AtomicBool::new(false);
        // A budget the proof outgrows (so entries are replaced) and one it fits in.
        for budget in [Dfpn::ENTRY_BYTES * BUCKET * 64, 1 << 20] {
            let mut whole = Dfpn::starting_with(usize::MAX, budget).expect("memory");
            let mut growing = Dfpn::starting_with(1, budget).expect("memory");
            assert_eq!(growing.stats().capacity, BUCKET as u64);
            let v = whole.solve(&pos, u64::MAX, &stop, &mut |_| {}).expect("ok");
            let mut largest = 0;
            let w = growing
                .solve(&pos, u64::MAX, &stop, &mut |s| {
                    largest = largest.max(s.capacity)
                })
                .expect("ok");
            assert_eq!(v, w);
            assert_ne!(v, Value::Unknown);
            assert!(growing.table_bytes() <= budget);
            assert!(largest as usize * Dfpn::ENTRY_BYTES <= budget);
            for ((m, a), (n, b)) in whole
                .move_values(&pos)
                .iter()
                .zip(growing.move_values(&pos))
            {
                assert_eq!(*m, n);
                assert!(
                    *a == b || *a == Value::Unknown || b == Value::Unknown,
                    "{m}"
                );
            }
        }
        // A proof that fits in a small part of the budget leaves the table small.
        let mut roomy = Dfpn::starting_with(1, 1 << 30).expect("memory");
        roomy.solve(&pos, u64::MAX, &stop, &mut |_| {}).expect("ok");
        let s = roomy.stats();
        assert!(s.capacity < s.max_capacity / 64, "{s:?}");
        assert!(
            s.entries_used * 4 >= s.capacity,
            "grown only when half full: {s:?}"
        );
    }
}
