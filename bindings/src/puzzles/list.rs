//! The list of every shipped puzzle, as both phones show it: grouped by length, shortest
//! first, each row with its words and its solved mark.

use alquerque_text::Message;

use super::PuzzleInfo;
use crate::runtime::language::say;

/// Everything the puzzle list shows.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleListState {
    /// The heading: the progress in words (`3 of 300 puzzles solved`).
    pub title: String,
    /// The puzzles by length, fewest moves first; each group in the set's order.
    pub sections: Vec<PuzzleListSection>,
    /// What a screen reader says for a row's solved mark (`solved`).
    pub solved_label: String,
}

/// The puzzles that win in the same number of moves.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleListSection {
    /// The side to move wins by force in this many of its own moves.
    pub moves: u32,
    /// The group's heading, e.g. `Win in 3`.
    pub heading: String,
    /// Its puzzles, by number.
    pub rows: Vec<PuzzleListRow>,
}

/// One puzzle of the list: a tap opens it ([`super::Puzzles::open`] with its number).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleListRow {
    /// Its number, from 1.
    pub number: u32,
    /// Its name on the row, e.g. `Puzzle 12`.
    pub label: String,
    /// Whether the player has solved it (the row shows a mark).
    pub solved: bool,
}

/// The list of `puzzles` (the whole set, each marked if solved) under the heading `title`.
pub(super) fn list_state(puzzles: &[PuzzleInfo], title: String) -> PuzzleListState {
    let mut lengths: Vec<u32> = puzzles.iter().map(|p| p.moves).collect();
    lengths.sort_unstable();
    lengths.dedup();
    let sections = lengths
        .into_iter()
        .map(|moves| PuzzleListSection {
            moves,
            heading: say(&Message::new("puzzle-list-section").count("moves", moves)),
            rows: puzzles
                .iter()
                .filter(|p| p.moves == moves)
                .map(|p| PuzzleListRow {
                    number: p.number,
                    label: say(&Message::new("puzzle-list-row").count("number", p.number)),
                    solved: p.solved,
                })
                .collect(),
        })
        .collect();
    PuzzleListState {
        title,
        sections,
        solved_label: say(&Message::new("puzzle-list-solved")),
    }
}
