//! The endgame tables every player of exact values consults (issue 47): the core's shipped
//! exact tables (every position of at most four pieces, with its distance) layered over its
//! win/loss and distance files (the winner and distance of every ban-free board of at most
//! six, positions with bans worked out by a bounded search), handed to the core as bytes,
//! checked once on first use and shared by every screen from then on.

use std::sync::{Arc, OnceLock};

use alquerque_core::engine::{PLIES_BAN_SEARCH_NODES, WDL_BAN_SEARCH_NODES};
use alquerque_core::tables::{shipped_layered, Layered, Probe};

/// The shipped tables, checked on first use; `None` only if the bytes built into the library
/// were refused (then every screen answers as it did without tables, and the log says why).
pub(crate) fn endgame_tables() -> Option<Arc<dyn Probe>> {
    static TABLES: OnceLock<Option<Arc<Layered<'static>>>> = OnceLock::new();
    TABLES
        .get_or_init(
            || match shipped_layered(WDL_BAN_SEARCH_NODES, PLIES_BAN_SEARCH_NODES) {
                Ok(tables) => Some(Arc::new(tables)),
                Err(e) => {
                    log::error!("the shipped endgame tables were refused: {e}");
                    None
                }
            },
        )
        .clone()
        .map(|t| t as Arc<dyn Probe>)
}

#[cfg(test)]
mod tests {
    use super::*;
    use alquerque_core::{PositionText, Rules};

    #[test]
    fn the_shipped_tables_load_once_and_are_shared() {
        let first = endgame_tables().expect("the shipped tables read");
        let again = endgame_tables().expect("the shipped tables read");
        assert!(Arc::ptr_eq(&first, &again));
    }

    #[test]
    fn the_apps_know_the_winner_of_eight_pieces_and_the_distance_of_six() {
        let tables = endgame_tables().expect("the shipped tables read");
        let at = |text: &str| {
            text.parse::<PositionText>()
                .and_then(|t| t.into_position(Rules::default()))
                .expect("a position")
        };
        let four = at("--b--/-----/-----/-w---/w---b w - 0");
        assert_eq!(tables.probe(&four).map(|v| v.plies), Some(7));
        for beyond in [
            "--b-b/---b-/-----/-w---/w---- w - 0",
            "--b-b/---b-/-----/-w---/w---w w - 0",
        ] {
            let pos = at(beyond);
            let value = tables.probe(&pos).expect("the distance file answers");
            assert_eq!(tables.wins(&pos), Some(value.wins), "{beyond}");
            assert_eq!(value.wins, value.plies % 2 == 1, "{beyond}");
        }
        // Seven pieces: the winner from the win/loss file, no distance.
        let seven = at("b-b-b/---b-/-----/-w---/w---w w - 0");
        assert_eq!(tables.wins(&seven), Some(false), "seven pieces");
        assert_eq!(
            tables.probe(&seven),
            None,
            "seven pieces: beyond the distance file"
        );
        // Eight pieces: White wins (`alquerque solve` proves it in 95 million expansions).
        let eight = at("b-b-b/---b-/-----/-w---/w-w-w w - 0");
        assert_eq!(tables.wins(&eight), Some(true), "eight pieces");
        assert_eq!(
            tables.probe(&eight),
            None,
            "eight pieces: beyond the distance file"
        );
        let nine = at("b-b-b/---b-/-----/-w-w-/w-w-w w - 0");
        assert_eq!(tables.wins(&nine), None, "nine pieces: beyond the files");
        assert_eq!(tables.probe(&nine), None, "nine pieces: beyond the files");
    }
}
