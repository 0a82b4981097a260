//! The analysis board keeps proving after its first answer.
//!
//! The first list gives each move a small, fixed amount of work
//! ([`AnalysisBudget::PHONE`](super::AnalysisBudget::PHONE)), so that it is on the screen at
//! once. Some endgames need a hundred times more: a position of seven or eight pieces whose
//! lines stay above the six pieces the tables hold for many moves, or one of six whose reversal
//! ban outlasts the tables' bounded search (the piece keeps its ban while the other side plays
//! out the whole ending). Such moves read "not known" in the first list although a proof is a
//! second away. So, once the list is shown, the moves still not known are searched again,
//! round after round with growing budgets
//! ([`ANALYSIS_FURTHER_EXPANSIONS`](super::ANALYSIS_FURTHER_EXPANSIONS)), and each mark proved
//! is shown at once; only positions of at most
//! [`ANALYSIS_FURTHER_PIECES`](super::ANALYSIS_FURTHER_PIECES) pieces after the move, where the
//! proof search meets the tables. The same proof search as the first list's, with more budget:
//! a mark it settles is as exact as any other.

use std::sync::atomic::{AtomicBool, Ordering};

use super::analysis::{best_first, proof_value};
use super::tunables::{ANALYSIS_FURTHER_PIECES, QUICK_PROOF_TABLE_BYTES};
use super::{AnalysisList, ListedMove, MoveValue};
use crate::board::position::Position;
use crate::search::dfpn::Dfpn;
use crate::tables::Probe;

impl AnalysisList {
    /// Whether [`settle_not_known`] has work in this list of `pos`'s moves: a move not known
    /// (under rules without draws) that leaves at most
    /// [`ANALYSIS_FURTHER_PIECES`](super::ANALYSIS_FURTHER_PIECES) pieces. What the analysis
    /// board says while it works on them.
    pub fn goes_further(&self, pos: &Position) -> bool {
        self.claims && self.moves.iter().any(|row| within_reach(pos, row))
    }
}

/// A row the further rounds search: not known, and few enough pieces after the move.
fn within_reach(pos: &Position, row: &ListedMove) -> bool {
    row.value == MoveValue::NotKnown
        && pos.after(row.mv).occupied().count() <= ANALYSIS_FURTHER_PIECES
}

/// Searches the moves of `list` (the analysis list of `pos`) that are not known again, with
/// each budget of `rounds` in turn (expansions of the proof search per move, the search's table
/// kept from round to round), asking `tables` at every position it reaches. After each round
/// that proved something, `shown` gets the list with those moves' values (a win or a loss,
/// without a distance), sorted best first again. Stops when every move within reach is
/// settled, after the last round, or as soon as `stop` is set (then `shown` is not called
/// again). Returns the list as far as it got: every value in it is proved.
///
/// ```
/// use alquerque_core::engine::{analysis_list_with, settle_not_known, AnalysisBudget, MoveValue};
/// use alquerque_core::tables::shipped_layered;
/// use alquerque_core::{PositionText, Rules};
/// use std::sync::atomic::AtomicBool;
///
/// // Eight pieces, five of them with a reversal ban: the position after b1-a1 keeps bans the
/// // win/loss file's bounded search does not settle, and the first list does not know it.
/// let pos = "-----/----b/ww-bb/-w--b/-w--- w b1>,b2>,a3>,d3>,e3> 0"
///     .parse::<PositionText>()
///     .and_then(|t| t.into_position(Rules::default()))
///     .unwrap();
/// let tables = shipped_layered(20_000, 20_000).unwrap();
/// let stop = AtomicBool::new(false);
/// let first = analysis_list_with(&pos, AnalysisBudget::PHONE, 1, &stop, Some(&tables)).unwrap();
/// let b1_a1 = |list: &alquerque_core::engine::AnalysisList| {
///     list.moves.iter().find(|m| m.mv.to_string() == "b1-a1").unwrap().value
/// };
/// assert_eq!(b1_a1(&first), MoveValue::NotKnown);
/// assert!(first.goes_further(&pos));
/// // A round of 64 000 expansions a move proves it loses.
/// let mut shown = 0;
/// let further = settle_not_known(&pos, &first, &[64_000], &stop, Some(&tables), &mut |_| shown += 1);
/// assert_eq!(b1_a1(&further), MoveValue::Loses { in_moves: None });
/// assert_eq!(shown, 1);
/// ```
pub fn settle_not_known(
    pos: &Position,
    list: &AnalysisList,
    rounds: &[u64],
    stop: &AtomicBool,
    tables: Option<&dyn Probe>,
    shown: &mut dyn FnMut(&AnalysisList),
) -> AnalysisList {
    let mut list = list.clone();
    if !list.goes_further(pos) {
        return list;
    }
    let mut dfpn = Dfpn::new(QUICK_PROOF_TABLE_BYTES);
    for &expansions in rounds {
        let mut proved = false;
        for row in list.moves.iter_mut() {
            if stop.load(Ordering::Relaxed) {
                return list;
            }
            if !within_reach(pos, row) {
                continue;
            }
            let value = proof_value(pos, row.mv, &mut dfpn, expansions, tables, stop);
            if value != MoveValue::NotKnown {
                row.value = value;
                row.unproved = None;
                row.estimate = None;
                proved = true;
            }
        }
        if stop.load(Ordering::Relaxed) {
            return list;
        }
        if proved {
            best_first(&mut list.moves);
            shown(&list);
        }
        if !list.goes_further(pos) {
            break;
        }
    }
    list
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::rules::Rules;
    use crate::engine::{analysis_list_with, AnalysisBudget};
    use crate::game::position_text::PositionText;

    /// The position of `text` and its first list without tables.
    fn first_list(text: &str, stop: &AtomicBool) -> (Position, AnalysisList) {
        let pos = text
            .parse::<PositionText>()
            .and_then(|t| t.into_position(Rules::default()))
            .expect("a valid position");
        let first =
            analysis_list_with(&pos, AnalysisBudget::PHONE, 1, stop, None).expect("finished");
        (pos, first)
    }

    /// Eleven pieces, more than eight after any move: beyond reach, so nothing is searched and
    /// nothing shown, whatever is not known.
    #[test]
    fn a_position_beyond_reach_is_left_as_it_is() {
        let stop = AtomicBool::new(false);
        let (pos, first) = first_list("bbb-b/b---b/-----/w-w-w/ww--- w - 0", &stop);
        assert!(pos.occupied().count() > ANALYSIS_FURTHER_PIECES + 1);
        assert!(first.moves.iter().any(|m| m.value == MoveValue::NotKnown));
        assert!(!first.goes_further(&pos));
        let mut shown = 0;
        let further = settle_not_known(&pos, &first, &[1_000], &stop, None, &mut |_| shown += 1);
        assert_eq!((further, shown), (first, 0));
    }

    /// A stop set before the rounds leaves the list as it was and shows nothing.
    #[test]
    fn a_stop_shows_nothing() {
        let stop = AtomicBool::new(false);
        let (pos, first) = first_list("b--bb/----b/-----/--w-w/---ww w c2> 0", &stop);
        assert!(first.goes_further(&pos));
        stop.store(true, Ordering::Relaxed);
        let mut shown = 0;
        let further = settle_not_known(&pos, &first, &[64_000], &stop, None, &mut |_| shown += 1);
        assert_eq!((further, shown), (first, 0));
    }
}
