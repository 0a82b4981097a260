//! Writing a proof down: turns what [`Dfpn`] proved into a [`Certificate`] anyone can check.
//!
//! The walk follows the proof tree from the root. Where the winner is to move it first asks the
//! bounded exact search ([`Solver`]) whether the win is within the certificate's leaf depth,
//! and if so, the checker's own bounded search ([`leaf_search`], with its node limit) too; only
//! where both find it does the certificate stop, so the checker accepts what is written. Otherwise it stores
//! the proven winning move whose proof cost the least work (the smallest subtree to write), and
//! follows it. Where the loser is to move it follows every reply. Positions met twice are
//! written once. A result the table lost to replacement is proved again on the spot.

use std::collections::HashSet;
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::board::moves::Move;
use crate::board::position::Position;
use crate::proof::certificate::{leaf_search, position_key, Certificate, LeafEnd};
use crate::proof::reference::RefPos;
use crate::search::dfpn::{Dfpn, DfpnStats, Unsupported, Value};
use crate::search::solver::Solver;

/// Why no certificate was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CertifyError {
    /// The rules have draws (see [`Unsupported`]).
    Unsupported(Unsupported),
    /// The search was stopped or ran out of budget before the proof was complete.
    Unproved,
    /// The leaf depth asked for is beyond [`Certificate::MAX_LEAF_MOVES`].
    LeafTooDeep(u8),
}

impl fmt::Display for CertifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CertifyError::Unsupported(u) => write!(f, "{u}"),
            CertifyError::Unproved => f.write_str("the proof was not completed"),
            CertifyError::LeafTooDeep(k) => write!(
                f,
                "a leaf depth of {k} moves is beyond the {} the checker searches",
                Certificate::MAX_LEAF_MOVES
            ),
        }
    }
}

impl std::error::Error for CertifyError {}

/// Counts of a certificate walk.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct CertifyStats {
    /// Winner-to-move positions with a stored move.
    pub entries: u64,
    /// Winner-to-move positions left to the bounded search.
    pub search_leaves: u64,
    /// Loser-to-move positions walked.
    pub loser_positions: u64,
    /// Positions proved again because the table had lost them.
    pub reproved: u64,
}

struct Walk<'a> {
    dfpn: &'a mut Dfpn,
    solver: Solver,
    leaf_moves: u32,
    seen: HashSet<u128>,
    entries: Vec<(u128, Vec<u8>)>,
    stats: CertifyStats,
    stop: &'a AtomicBool,
    progress: &'a mut dyn FnMut(&DfpnStats, &CertifyStats),
}

/// The forced-win table of the bounded search that decides where the certificate may stop:
/// 2^16 entries, reused over the whole walk.
const LEAF_SOLVER_TABLE_LOG2: u32 = 16;

/// Proves `root` with `dfpn` (if its table does not already hold the proof) and writes the
/// proof as a certificate that stops where the bounded search wins within `leaf_moves` of the
/// winner's moves. Stops with [`CertifyError::Unproved`] when `stop` is set.
pub fn certify(
    dfpn: &mut Dfpn,
    root: &Position,
    leaf_moves: u8,
    stop: &AtomicBool,
    progress: &mut dyn FnMut(&DfpnStats, &CertifyStats),
) -> Result<(Certificate, CertifyStats), CertifyError> {
    if leaf_moves > Certificate::MAX_LEAF_MOVES {
        return Err(CertifyError::LeafTooDeep(leaf_moves));
    }
    let value = dfpn
        .solve(root, u64::MAX, stop, &mut |s| {
            progress(s, &CertifyStats::default())
        })
        .map_err(CertifyError::Unsupported)?;
    let winner = match value {
        Value::Win => root.turn(),
        Value::Loss => root.turn().other(),
        Value::Unknown => return Err(CertifyError::Unproved),
    };
    let mut walk = Walk {
        dfpn,
        solver: Solver::new(LEAF_SOLVER_TABLE_LOG2),
        leaf_moves: u32::from(leaf_moves),
        seen: HashSet::new(),
        entries: Vec::new(),
        stats: CertifyStats::default(),
        stop,
        progress,
    };
    if winner == root.turn() {
        walk.winner(root)?;
    } else {
        walk.loser(root)?;
    }
    let cert = Certificate::new(
        root.rules(),
        root.to_setup(),
        winner,
        leaf_moves,
        std::mem::take(&mut walk.entries),
    );
    Ok((cert, walk.stats))
}

/// The path of `mv` as point indices, as certificates store it.
pub(crate) fn path_bytes(mv: Move) -> Vec<u8> {
    mv.path().map(|s| s.index() as u8).collect()
}

impl Walk<'_> {
    fn tick(&mut self) -> Result<(), CertifyError> {
        let n = self.stats.entries + self.stats.search_leaves + self.stats.loser_positions;
        if n.is_multiple_of(4096) {
            if self.stop.load(Ordering::Relaxed) {
                return Err(CertifyError::Unproved);
            }
            (self.progress)(&self.dfpn.stats(), &self.stats);
        }
        Ok(())
    }

    fn winner(&mut self, pos: &Position) -> Result<(), CertifyError> {
        if !self.seen.insert(pos.key()) {
            return Ok(());
        }
        self.tick()?;
        if self.leaf_moves > 0 {
            let r = self.solver.analyse(
                pos,
                &[],
                self.leaf_moves,
                2_000_000,
                None,
                &AtomicBool::new(false),
            );
            if r.win.is_some() && self.checker_finds_the_win(pos)? {
                self.stats.search_leaves += 1;
                return Ok(());
            }
        }
        let mv = match self.dfpn.cheapest_winning_move(pos) {
            Some(m) => m,
            None => {
                self.stats.reproved += 1;
                let stop = self.stop;
                let progress = &mut *self.progress;
                let cstats = self.stats;
                let v = self
                    .dfpn
                    .solve(pos, u64::MAX, stop, &mut |s| progress(s, &cstats))
                    .map_err(CertifyError::Unsupported)?;
                if v != Value::Win {
                    return Err(CertifyError::Unproved);
                }
                match self.dfpn.cheapest_winning_move(pos) {
                    Some(m) => m,
                    None => self.reprove_children(pos)?,
                }
            }
        };
        self.entries
            .push((position_key(&pos.to_setup()), path_bytes(mv)));
        self.stats.entries += 1;
        self.loser(&pos.after(mv))
    }

    /// Whether the checker's search at a leaf, within its node limit, finds the win in `pos`
    /// that the engine's search found: the certificate may stop here only then.
    fn checker_finds_the_win(&mut self, pos: &Position) -> Result<bool, CertifyError> {
        let stop = self.stop;
        let mut nodes = 0u32;
        let found = leaf_search(&RefPos::from_position(pos), self.leaf_moves, &mut || {
            nodes = nodes.wrapping_add(1);
            if nodes.is_multiple_of(4096) && stop.load(Ordering::Relaxed) {
                return Err(LeafEnd::Stopped);
            }
            Ok(())
        });
        match found {
            Ok(won) => Ok(won),
            Err(LeafEnd::TooLarge) => Ok(false),
            Err(LeafEnd::Stopped) => Err(CertifyError::Unproved),
        }
    }

    /// The table proved `pos` won but has since lost every proven child (a very small table):
    /// proves the children one by one until one is lost for the opponent.
    fn reprove_children(&mut self, pos: &Position) -> Result<Move, CertifyError> {
        for mv in pos.legal_moves() {
            let stop = self.stop;
            let progress = &mut *self.progress;
            let cstats = self.stats;
            let v = self
                .dfpn
                .solve(&pos.after(mv), u64::MAX, stop, &mut |s| {
                    progress(s, &cstats)
                })
                .map_err(CertifyError::Unsupported)?;
            match v {
                Value::Loss => return Ok(mv),
                Value::Unknown => return Err(CertifyError::Unproved),
                Value::Win => {}
            }
        }
        Err(CertifyError::Unproved)
    }

    fn loser(&mut self, pos: &Position) -> Result<(), CertifyError> {
        if !self.seen.insert(pos.key()) {
            return Ok(());
        }
        self.stats.loser_positions += 1;
        self.tick()?;
        for mv in pos.legal_moves() {
            self.winner(&pos.after(mv))?;
        }
        Ok(())
    }
}
