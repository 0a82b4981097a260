//! The one probe the players of exact values ask (issue 47): exact tables for the distance
//! where they answer, and a win/loss file for the winner beyond them.
//!
//! The apps ship the exact tables of at most four pieces (a byte a position) and the win/loss
//! file of at most [`SHIPPED_WIN_LOSS_PIECES`] (a bit a ban-free board, most of them worked
//! out at the probe): the two together say who wins every position with that many pieces or
//! fewer (bans settled by a bounded exact search, else "not known"), and how fast wherever
//! four pieces or fewer remain.

use std::sync::Arc;

use super::{shipped, FormatError, Probe, Value, WinLossFile};
use crate::board::position::Position;

/// The win/loss file shipped with the core: every ban-free board of at most
/// [`SHIPPED_WIN_LOSS_PIECES`] pieces (143 KB), as `alquerque tables win-loss` makes it from
/// the exact tables of as many pieces. Their build takes 3.7 GiB and a quarter of an hour, so
/// `tests/tables/run` checks it against the exact tables of five pieces, on every board they
/// hold, and makes it again byte for byte with `ALQUERQUE_TABLES_FULL=1` (see
/// `docs/engine.md`).
pub static SHIPPED_WIN_LOSS: &[u8] = include_bytes!("../../data/win-loss.alqwdl");
/// The most pieces of a position in [`SHIPPED_WIN_LOSS`].
pub const SHIPPED_WIN_LOSS_PIECES: u8 = 6;

/// Exact tables with a win/loss file under them: the distance from the exact tables, the
/// winner from them where they answer and from the win/loss file elsewhere.
pub struct Layered<'a> {
    exact: Arc<dyn Probe>,
    win_loss: WinLossFile<'a>,
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
            ban_nodes,
        }
    }
}

impl Probe for Layered<'_> {
    fn probe(&self, pos: &Position) -> Option<Value> {
        self.exact.probe(pos)
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
}

/// The tables the apps ship, checked and layered: the exact tables of at most four pieces
/// ([`SHIPPED`](super::SHIPPED)) over the win/loss file ([`SHIPPED_WIN_LOSS`]), a position
/// with bans searched with at most `ban_nodes` nodes.
///
/// ```
/// use alquerque_core::engine::WDL_BAN_SEARCH_NODES;
/// use alquerque_core::tables::{shipped_layered, Probe};
/// use alquerque_core::{PositionText, Rules};
///
/// let tables = shipped_layered(WDL_BAN_SEARCH_NODES).unwrap();
/// // Five pieces: beyond the exact tables, so no distance, but the winner is known.
/// let pos = "--b--/---b-/-----/-w---/w---b w - 0"
///     .parse::<PositionText>()
///     .and_then(|t| t.into_position(Rules::default()))
///     .unwrap();
/// assert_eq!(tables.probe(&pos), None);
/// assert!(tables.wins(&pos).is_some());
/// ```
pub fn shipped_layered(ban_nodes: u64) -> Result<Layered<'static>, FormatError> {
    let exact: Arc<dyn Probe> = Arc::new(shipped()?);
    Ok(Layered::new(
        exact,
        WinLossFile::parse(SHIPPED_WIN_LOSS)?,
        ban_nodes,
    ))
}
