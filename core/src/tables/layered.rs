//! The one probe the players of exact values ask (issue 47): exact tables for the distance
//! where they answer, and a win/loss file for the winner beyond them.
//!
//! The apps ship the exact tables of at most four pieces (a byte a position), the win/loss
//! file of at most [`SHIPPED_WIN_LOSS_PIECES`] (a bit a ban-free board, most of them worked
//! out at the probe) and the distance file of at most [`SHIPPED_PLIES_PIECES`] (a distance a
//! ban-free board): together they say who wins every position with that many pieces or fewer
//! (bans settled by a bounded exact search, else "not known"), and how fast: always where four
//! pieces or fewer remain, and beyond wherever the distance file's search works it out.

use std::sync::Arc;

use super::{shipped, FormatError, PliesFile, Probe, TableFile, Value, WinLossFile};
use crate::board::position::Position;

/// The win/loss file shipped with the core: every ban-free board of at most
/// [`SHIPPED_WIN_LOSS_PIECES`] pieces (2.98 MB), as `alquerque tables winners` works it out
/// from the rules alone (half an hour and 20 GB; the exact tables of eight pieces would need
/// 484 GiB). `tests/tables/run` checks it against the exact tables of five pieces and the file
/// of six pieces on every board they hold, and makes it again byte for byte with
/// `ALQUERQUE_TABLES_FULL=1` (see `docs/engine.md`).
pub static SHIPPED_WIN_LOSS: &[u8] = include_bytes!("../../data/win-loss.alqwdl");
/// The most pieces of a position in [`SHIPPED_WIN_LOSS`].
pub const SHIPPED_WIN_LOSS_PIECES: u8 = 8;

/// The distance file shipped with the core: the distance of every ban-free board of at most
/// [`SHIPPED_PLIES_PIECES`] pieces, as `alquerque tables plies` makes it from the exact
/// tables of as many pieces, checked by `tests/tables/run` as the win/loss file is.
pub static SHIPPED_PLIES: &[u8] = include_bytes!("../../data/plies.alqdtm");
/// The most pieces of a position in [`SHIPPED_PLIES`].
pub const SHIPPED_PLIES_PIECES: u8 = 6;

/// Exact tables with a win/loss file under them, and perhaps a distance file: the distance from
/// the exact tables, else from the distance file; the winner from the exact tables where they
/// answer and from the win/loss file elsewhere.
pub struct Layered<'a> {
    exact: Arc<dyn Probe>,
    win_loss: WinLossFile<'a>,
    /// The distances beyond the exact tables, and the search budget of a position with bans.
    plies: Option<(PliesFile<'a>, u64)>,
    /// The bounded exact search's budget for a position with bans the file cannot settle
    /// alone (see [`WinLossFile::wins`]): the caller's tunable (the engine's
    /// `WDL_BAN_SEARCH_NODES`), as the tables take every size from their caller.
    ban_nodes: u64,
}

impl<'a> Layered<'a> {
    /// `exact` answered first, `win_loss` where it does not know the winner, with a search of
    /// at most `ban_nodes` nodes for a position with bans.
    pub fn new(exact: Arc<dyn Probe>, win_loss: WinLossFile<'a>, ban_nodes: u64) -> Layered<'a> {
        Layered {
            exact,
            win_loss,
            plies: None,
            ban_nodes,
        }
    }

    /// The same with other exact tables (say of five pieces, which the terminal can build).
    pub fn with_exact(self, exact: Arc<dyn Probe>) -> Layered<'a> {
        Layered { exact, ..self }
    }

    /// The same with another win/loss file (say of more pieces than the shipped one, which
    /// the terminal can work out), searched as before for a position with bans.
    pub fn with_win_loss(self, win_loss: WinLossFile<'a>) -> Layered<'a> {
        Layered { win_loss, ..self }
    }

    /// The same, with `plies` asked for the distance where the exact tables do not answer, a
    /// position with bans searched with at most `ban_nodes` nodes (the engine's
    /// `PLIES_BAN_SEARCH_NODES`).
    pub fn with_plies(self, plies: PliesFile<'a>, ban_nodes: u64) -> Layered<'a> {
        Layered {
            plies: Some((plies, ban_nodes)),
            ..self
        }
    }
}

impl Probe for Layered<'_> {
    fn probe(&self, pos: &Position) -> Option<Value> {
        self.exact.probe(pos).or_else(|| {
            let (plies, nodes) = self.plies.as_ref()?;
            plies.probe(pos, *nodes)
        })
    }

    fn wins(&self, pos: &Position) -> Option<bool> {
        self.exact
            .wins(pos)
            .or_else(|| self.win_loss.wins(pos, self.ban_nodes))
    }

    /// The win/loss file with no search of bans: a ban-free board, or bans the file settles
    /// by their side alone; the exact tables are not asked, a probe of their file decoding a
    /// block (a tenth of a millisecond and more), where a searcher's leaves need microseconds.
    fn wins_at_leaf(&self, pos: &Position) -> Option<bool> {
        self.win_loss.wins(pos, 0)
    }

    /// The exact tables': beyond them a distance may be "not known" after a bounded search.
    fn complete_pieces(&self) -> Option<u8> {
        self.exact.complete_pieces()
    }
}

/// A table file of any of the three kinds, told apart by its magic bytes: what a user may hand
/// the terminal's players of exact values, each kind taking its own layer of [`Layered`].
pub enum AnyFile<'a> {
    /// Exact tables: every position's distance (`alquerque tables build`).
    Exact(TableFile<'a>),
    /// Who wins each ban-free board (`alquerque tables winners` or `tables win-loss`).
    WinLoss(WinLossFile<'a>),
    /// The distance of each ban-free board (`alquerque tables plies`).
    Plies(PliesFile<'a>),
}

impl<'a> AnyFile<'a> {
    /// Checks `bytes` as a file of one of the three kinds. A file of none of them is refused
    /// with [`FormatError::NotATable`]; a damaged file of one kind with that kind's error.
    ///
    /// ```
    /// use alquerque_core::tables::{AnyFile, FormatError, SHIPPED_WIN_LOSS};
    ///
    /// assert!(matches!(AnyFile::parse(SHIPPED_WIN_LOSS), Ok(AnyFile::WinLoss(_))));
    /// assert!(matches!(AnyFile::parse(b"a saved game"), Err(FormatError::NotATable)));
    /// ```
    pub fn parse(bytes: &'a [u8]) -> Result<AnyFile<'a>, FormatError> {
        match TableFile::parse(bytes) {
            Err(FormatError::NotATable) => {}
            other => return other.map(AnyFile::Exact),
        }
        match WinLossFile::parse(bytes) {
            Err(FormatError::NotATable) => {}
            other => return other.map(AnyFile::WinLoss),
        }
        PliesFile::parse(bytes).map(AnyFile::Plies)
    }
}

/// The tables the apps ship, checked and layered: the exact tables of at most four pieces
/// ([`SHIPPED`](super::SHIPPED)) over the win/loss file ([`SHIPPED_WIN_LOSS`]) and the
/// distance file ([`SHIPPED_PLIES`]); a position with bans is searched with at most
/// `win_loss_nodes` nodes for its winner and `plies_nodes` for its distance.
///
/// ```
/// use alquerque_core::engine::{PLIES_BAN_SEARCH_NODES, WDL_BAN_SEARCH_NODES};
/// use alquerque_core::tables::{shipped_layered, Probe, Value};
/// use alquerque_core::{PositionText, Rules};
///
/// let tables = shipped_layered(WDL_BAN_SEARCH_NODES, PLIES_BAN_SEARCH_NODES).unwrap();
/// // Five pieces: beyond the exact tables, the distance from the distance file.
/// let pos = "--b--/---b-/-----/-w---/w---b w - 0"
///     .parse::<PositionText>()
///     .and_then(|t| t.into_position(Rules::default()))
///     .unwrap();
/// let value = tables.probe(&pos).unwrap();
/// assert_eq!(tables.wins(&pos), Some(value.wins));
/// ```
pub fn shipped_layered(
    win_loss_nodes: u64,
    plies_nodes: u64,
) -> Result<Layered<'static>, FormatError> {
    let exact: Arc<dyn Probe> = Arc::new(shipped()?);
    Ok(
        Layered::new(exact, WinLossFile::parse(SHIPPED_WIN_LOSS)?, win_loss_nodes)
            .with_plies(PliesFile::parse(SHIPPED_PLIES)?, plies_nodes),
    )
}
