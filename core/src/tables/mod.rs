//! Endgame tables: the exact value of every position with few pieces, win or loss and in how
//! many plies, worked out once by going backwards from the ends of games (issue 47).
//!
//! Under the default rules every game ends (no draws), so a position's value is the number of
//! plies to the end under perfect play, the winner taking the fastest win and the loser the
//! longest defence; its parity says who wins (the side to move with no move has lost, at 0
//! plies, so an odd distance is a win for the side to move). A table stores that one number per
//! position.
//!
//! - `index.rs`: where a position lives in a table (the design of the index, the reversal bans
//!   and the symmetry are justified there);
//! - `build.rs`: the builder, a memoised walk of each material class over the smaller classes
//!   its captures reach;
//! - `coder.rs` and `format.rs`: the file, independently compressed blocks with a checksum
//!   each, read from bytes handed in (the core does no I/O);
//! - `wdl.rs`: the second kind of file, toward eight pieces: ban-free boards, win or loss
//!   only, with "don't care" boards worked out at the probe, positions with bans settled
//!   exactly by a bounded search or left "not known";
//! - `winners.rs`: who wins every position the win/loss file needs, two bits a position,
//!   worked out from the rules alone: how that file is made beyond the exact tables' reach.
//!
//! ```
//! use alquerque_core::tables::{Tables, Value};
//! use alquerque_core::{PositionText, Rules};
//! use std::sync::atomic::AtomicBool;
//!
//! let tables = Tables::build(3, 1, &|_| {}, &AtomicBool::new(false)).unwrap();
//! // White to move takes both Black pieces with b2-b4-d4: a win in one ply.
//! let pos = "-----/--b--/-b---/-w---/----- w - 0"
//!     .parse::<PositionText>()
//!     .and_then(|t| t.into_position(Rules::default()))
//!     .unwrap();
//! assert_eq!(tables.probe(&pos), Some(Value { wins: true, plies: 1 }));
//! ```

mod boards;
mod build;
mod coder;
mod format;
mod index;
mod layered;
mod plies;
mod wdl;
mod winners;

use crate::board::moves::Move;
use crate::board::position::Position;
use crate::board::rules::Rules;
use index::{Canonical, Layout};

pub use boards::{boards_for, Comparison};
pub use build::{BuildError, Progress};
#[cfg(feature = "internals")]
#[doc(hidden)]
pub use format::seal;
pub use format::{FormatError, TableFile, VERSION};
pub use layered::{
    shipped_layered, AnyFile, Layered, SHIPPED_PLIES, SHIPPED_PLIES_PIECES, SHIPPED_WIN_LOSS,
    SHIPPED_WIN_LOSS_PIECES,
};
pub use plies::PliesFile;
pub use wdl::WinLossFile;
pub use winners::{Held, Winners, MIN_TABLE_BYTES};

/// The table file shipped with the core: every position of at most [`SHIPPED_PIECES`] pieces
/// (880 KiB), as `alquerque tables build --pieces 4` writes it; a test rebuilds it and
/// compares the bytes. Read it with [`TableFile::parse`] or [`shipped`].
pub static SHIPPED: &[u8] = include_bytes!("../../data/endgame-4.alqtbl");
/// The most pieces of a position in [`SHIPPED`]: four, whose build takes seconds (five take a
/// quarter of an hour and 21 MB: see `docs/engine.md`).
pub const SHIPPED_PIECES: u8 = 4;

/// The shipped tables ([`SHIPPED`]), checked and ready to probe.
///
/// ```
/// use alquerque_core::tables::{shipped, Probe, Value};
/// use alquerque_core::{PositionText, Rules};
///
/// let tables = shipped().unwrap();
/// assert_eq!(tables.max_pieces(), 4);
/// let pos = "--b--/-----/-----/-w---/w---b w - 0"
///     .parse::<PositionText>()
///     .and_then(|t| t.into_position(Rules::default()))
///     .unwrap();
/// assert_eq!(tables.probe(&pos), Some(Value { wins: true, plies: 7 }));
/// ```
pub fn shipped() -> Result<TableFile<'static>, FormatError> {
    TableFile::parse(SHIPPED)
}

/// The stored byte of a position not worked out yet (while building).
const UNKNOWN: u8 = u8::MAX;
/// The longest distance a table can hold: one byte per position, `UNKNOWN` (255) kept apart. A
/// build that finds a longer game stops with [`BuildError::TooLong`] rather than store it
/// wrongly.
pub const MAX_PLIES: u8 = u8::MAX - 1;
/// The most pieces a table may hold: the terminal's limit in the issue.
pub const MAX_PIECES: u8 = 10;

/// A position's value under perfect play, for its side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Value {
    /// Whether the side to move wins.
    pub wins: bool,
    /// Plies to the end of the game: the winner's fastest win, the loser's longest defence.
    pub plies: u16,
}

impl Value {
    /// The value of a distance: odd distances are the side to move's wins.
    fn of_plies(plies: u8) -> Value {
        Value {
            wins: plies % 2 == 1,
            plies: u16::from(plies),
        }
    }
}

/// What answers for positions from endgame tables: tables in memory ([`Tables`]) or a file
/// ([`TableFile`]) alike, so the players of exact values take either.
pub trait Probe: Send + Sync {
    /// The value of `pos` under perfect play, or `None` where the tables do not answer.
    fn probe(&self, pos: &Position) -> Option<Value>;

    /// Whether the side to move of `pos` wins, or `None` where the tables do not know. A
    /// separate question from [`Probe::probe`] because a win/loss file ([`WinLossFile`])
    /// knows the winner of positions whose distance no table holds: the players of exact
    /// values ask this one for who wins, and [`Probe::probe`] only for how fast.
    fn wins(&self, pos: &Position) -> Option<bool> {
        self.probe(pos).map(|v| v.wins)
    }

    /// [`Probe::wins`] where the tables answer without a search of their own: what a proof
    /// search asks at every position it reaches (`Dfpn::solve_with_tables`), thousands of
    /// times a second, so that a position with more pieces than the tables hold is proved as
    /// soon as its lines reach positions they hold. `None` may mean only "not at once": the
    /// searcher then expands the position itself. The same as [`Probe::wins`] unless that
    /// searches.
    fn wins_at_leaf(&self, pos: &Position) -> Option<bool> {
        self.wins(pos)
    }

    /// The most pieces up to which [`Probe::probe`] answers every position, reversal bans
    /// included, with no bounded search that may give up: what a user needing a distance at
    /// every move (the endgame trainer) may draw its positions from. `None` where the tables
    /// do not say (the user then finds out by probing).
    fn complete_pieces(&self) -> Option<u8> {
        None
    }
}

/// What the tables say about the moves of a position: its value for the side to move, and
/// every move that keeps it exactly (the fastest win, or the longest defence).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BestMoves {
    /// The value of the position for its side to move.
    pub value: Value,
    /// The moves that reach it, in the order of [`Position::legal_moves`]: never empty.
    pub moves: Vec<Move>,
}

/// The value of the position `mv` leads to, for the side that plays it: the tables hold it
/// for the opponent, whose loss in p plies is the mover's win in p + 1.
pub fn value_after(probe: &dyn Probe, pos: &Position, mv: Move) -> Option<Value> {
    probe.probe(&pos.after(mv)).map(|after| Value {
        wins: !after.wins,
        plies: after.plies + 1,
    })
}

/// The first move of `pos` (in the order of [`Position::legal_moves`]) after which the
/// opponent loses by `probe`'s [`Probe::wins`]: a move that keeps a win whose distance the
/// tables may not know. `None` when no move is known to win.
pub fn winning_move(probe: &dyn Probe, pos: &Position) -> Option<Move> {
    pos.legal_moves()
        .iter()
        .copied()
        .find(|&mv| probe.wins(&pos.after(mv)) == Some(false))
}

/// The moves perfect play chooses in `pos` by `probe`: among the winning moves the fastest,
/// and when every move loses the slowest loss. `None` when the position has no move or the
/// tables do not answer for a position after one of its moves.
///
/// ```
/// use alquerque_core::tables::{best_moves, Tables, Value};
/// use alquerque_core::{PositionText, Rules};
/// use std::sync::atomic::AtomicBool;
///
/// let tables = Tables::build(3, 1, &|_| {}, &AtomicBool::new(false)).unwrap();
/// // White to move wins in 5 plies, by four of its eight moves.
/// let pos = "-----/-b---/-----/---w-/w---- w - 0"
///     .parse::<PositionText>()
///     .and_then(|t| t.into_position(Rules::default()))
///     .unwrap();
/// let best = best_moves(&tables, &pos).unwrap();
/// assert_eq!(best.value, Value { wins: true, plies: 5 });
/// let moves: Vec<String> = best.moves.iter().map(|m| m.to_string()).collect();
/// assert_eq!(moves, ["a1-a2", "d2-d3", "a1-b2", "d2-e3"]);
/// ```
pub fn best_moves(probe: &dyn Probe, pos: &Position) -> Option<BestMoves> {
    let mut best: Option<BestMoves> = None;
    for mv in pos.legal_moves() {
        let v = value_after(probe, pos, mv)?;
        match &mut best {
            Some(b) if b.value == v => b.moves.push(mv),
            Some(b) if !better(v, b.value) => {}
            _ => {
                best = Some(BestMoves {
                    value: v,
                    moves: vec![mv],
                })
            }
        }
    }
    best
}

/// Whether `a` is better than `b` for the side that has them: a win over a loss, a faster
/// win, a slower loss.
fn better(a: Value, b: Value) -> bool {
    match (a.wins, b.wins) {
        (true, false) => true,
        (false, true) => false,
        (true, true) => a.plies < b.plies,
        (false, false) => a.plies > b.plies,
    }
}

impl Probe for Tables {
    fn probe(&self, pos: &Position) -> Option<Value> {
        Tables::probe(self, pos)
    }

    fn complete_pieces(&self) -> Option<u8> {
        Some(self.max_pieces())
    }
}

impl Probe for TableFile<'_> {
    fn probe(&self, pos: &Position) -> Option<Value> {
        TableFile::probe(self, pos)
    }

    fn complete_pieces(&self) -> Option<u8> {
        Some(self.max_pieces())
    }
}

/// The distances of one material class, in the order of its [`Layout`].
#[derive(Clone, Debug)]
struct Class {
    layout: Layout,
    plies: Vec<u8>,
}

/// Endgame tables in memory: every position with at most [`Tables::max_pieces`] pieces, both
/// sides present.
#[derive(Clone, Debug)]
pub struct Tables {
    max_pieces: u8,
    /// The classes in [`class_order`].
    classes: Vec<Class>,
}

/// The material classes of tables of at most `max_pieces` pieces, in the order files and
/// builds use: by number of pieces, then by White's.
fn class_order(max_pieces: u8) -> impl Iterator<Item = (u8, u8)> {
    (2..=max_pieces).flat_map(|n| (1..n).map(move |w| (w, n - w)))
}

/// Where class (`w`, `b`) is in [`class_order`].
fn class_id(w: u8, b: u8) -> usize {
    let n = (w + b) as usize;
    (n - 1) * (n - 2) / 2 + (w as usize - 1)
}

/// Whether tables answer for positions under `rules`: they are built for the default rules.
fn rules_fit(rules: Rules) -> bool {
    rules.bans_reversal()
}

/// The value of `pos` from `stored` (the distance kept for a canonical position of class
/// (`w`, `b`)): how the built tables and a table file alike answer a probe. `None` under rules
/// with draws, or where `stored` has nothing.
fn probe_stored(
    pos: &Position,
    stored: impl FnOnce(&Canonical, u8, u8) -> Option<u8>,
) -> Option<Value> {
    if !rules_fit(pos.rules()) {
        return None;
    }
    let c = Canonical::of(pos);
    distance(&c, |w, b| stored(&c, w, b)).map(Value::of_plies)
}

/// A position's distance from what a table set says about its canonical form: the rules of
/// the end of the game where a side has no pieces (no class holds those), else `lookup`.
fn distance(c: &Canonical, lookup: impl FnOnce(u8, u8) -> Option<u8>) -> Option<u8> {
    let (w, b) = (c.white.count_ones() as u8, c.black.count_ones() as u8);
    if w == 0 {
        return Some(0);
    }
    if b == 0 {
        // Any move leaves Black, to move, without a piece.
        return Some(u8::from(c.position()?.has_moves()));
    }
    lookup(w, b)
}

impl Tables {
    /// No tables: positions with one side's pieces alone are still answered.
    pub fn empty() -> Tables {
        Tables {
            max_pieces: 1,
            classes: Vec::new(),
        }
    }

    /// The most pieces of a position these tables answer for.
    pub fn max_pieces(&self) -> u8 {
        self.max_pieces
    }

    /// The number of positions stored.
    pub fn positions(&self) -> u64 {
        self.classes.iter().map(|c| c.plies.len() as u64).sum()
    }

    /// The value of `pos` under perfect play, or `None` when it has more pieces than the
    /// tables hold or is played under rules with draws.
    pub fn probe(&self, pos: &Position) -> Option<Value> {
        probe_stored(pos, |c, w, b| self.stored(c, w, b))
    }

    /// The stored distance of `c`, in class (`w`, `b`), if built.
    fn stored(&self, c: &Canonical, w: u8, b: u8) -> Option<u8> {
        if w + b > self.max_pieces {
            return None;
        }
        let class = self.classes.get(class_id(w, b))?;
        let d = *class.plies.get(class.layout.index(c) as usize)?;
        (d != UNKNOWN).then_some(d)
    }

    /// The bytes a build up to `max_pieces` holds at its peak: every class's distances (one
    /// byte each) and where each board's run starts (eight bytes per board). Worked out
    /// without building anything, so a build can be refused before it starts.
    pub fn memory_needed(max_pieces: u8) -> u64 {
        class_order(max_pieces)
            .map(|(w, b)| {
                let (positions, boards) = index::class_size(w, b);
                positions + 8 * (boards + 1)
            })
            .sum()
    }

    /// The number of positions tables of at most `max_pieces` pieces store.
    pub fn positions_for(max_pieces: u8) -> u64 {
        class_order(max_pieces)
            .map(|(w, b)| index::class_size(w, b).0)
            .sum()
    }
}
