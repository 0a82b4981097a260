//! The list of every shipped puzzle, as both phones show it: grouped by length, shortest
//! first, or by theme (the core's, worked out from each solution), each row with its words
//! and its solved mark; all of them, or only those not solved yet.

use alquerque_core::puzzle::Theme;
use alquerque_text::Message;

use super::PuzzleInfo;
use crate::runtime::language::say;

/// How the list groups the puzzles.
#[derive(Copy, Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PuzzleGrouping {
    /// By the number of moves to win, fewest first.
    ByLength,
    /// By theme, in the core's order; a puzzle with several themes is under each.
    ByTheme,
}

/// One way of grouping the list, as the list offers it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleGroupingChoice {
    /// The grouping.
    pub grouping: PuzzleGrouping,
    /// Its words: `By length`.
    pub label: String,
    /// Whether the list is grouped so now.
    pub chosen: bool,
}

/// Everything the puzzle list shows.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleListState {
    /// The heading: the progress in words (`3 of 300 puzzles solved`).
    pub title: String,
    /// The streak in words (`Streak: 3`).
    pub streak_text: String,
    /// The two groupings, the chosen one marked.
    pub groupings: Vec<PuzzleGroupingChoice>,
    /// Whether only the puzzles not solved yet are listed.
    pub unsolved_only: bool,
    /// The words of the switch: `Unsolved only`.
    pub unsolved_only_label: String,
    /// The groups, as the grouping says; a group left empty is not listed.
    pub sections: Vec<PuzzleListSection>,
    /// What a screen reader says for a row's solved mark (`solved`).
    pub solved_label: String,
    /// Said when nothing is left to list (every puzzle solved, with unsolved only); else empty.
    pub empty_text: String,
}

/// A group of the list: the puzzles that win in the same number of moves, or share a theme.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleListSection {
    /// The side to move wins by force in this many of its own moves (grouped by length);
    /// 0 in a group by theme.
    pub moves: u32,
    /// The group's heading, e.g. `Win in 3` or `sacrifice`.
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
    /// What else the row says: its themes grouped by length (`multi-capture, sacrifice`), its
    /// length grouped by theme (`Win in 3`).
    pub detail: String,
    /// Whether the player has solved it (the row shows a mark).
    pub solved: bool,
}

/// What the list is asked to show.
pub(super) struct ListView {
    pub title: String,
    pub streak_text: String,
    pub grouping: PuzzleGrouping,
    pub unsolved_only: bool,
}

/// The list of `puzzles` (the whole set, each marked if solved; `themes[i]` the themes of
/// puzzle i + 1) as `view` asks.
pub(super) fn list_state(
    puzzles: &[PuzzleInfo],
    themes: &[Vec<Theme>],
    view: ListView,
) -> PuzzleListState {
    let themes_of = |p: &PuzzleInfo| -> &[Theme] {
        themes
            .get(p.number as usize - 1)
            .map_or(&[], |t| t.as_slice())
    };
    let length = |moves: u32| say(&Message::new("puzzle-list-section").count("moves", moves));
    let row = |p: &PuzzleInfo, detail: String| PuzzleListRow {
        number: p.number,
        label: say(&Message::new("puzzle-list-row").count("number", p.number)),
        detail,
        solved: p.solved,
    };
    let listed: Vec<&PuzzleInfo> = puzzles
        .iter()
        .filter(|p| !(view.unsolved_only && p.solved))
        .collect();
    let sections: Vec<PuzzleListSection> = match view.grouping {
        PuzzleGrouping::ByLength => {
            let mut lengths: Vec<u32> = listed.iter().map(|p| p.moves).collect();
            lengths.sort_unstable();
            lengths.dedup();
            lengths
                .into_iter()
                .map(|moves| PuzzleListSection {
                    moves,
                    heading: length(moves),
                    rows: listed
                        .iter()
                        .filter(|p| p.moves == moves)
                        .map(|p| {
                            let words: Vec<String> =
                                themes_of(p).iter().map(|t| say(&t.message())).collect();
                            row(p, words.join(", "))
                        })
                        .collect(),
                })
                .collect()
        }
        PuzzleGrouping::ByTheme => Theme::ALL
            .iter()
            .map(|&theme| PuzzleListSection {
                moves: 0,
                heading: say(&theme.message()),
                rows: listed
                    .iter()
                    .filter(|p| themes_of(p).contains(&theme))
                    .map(|p| row(p, length(p.moves)))
                    .collect(),
            })
            .filter(|s| !s.rows.is_empty())
            .collect(),
    };
    let groupings = [
        (PuzzleGrouping::ByLength, "puzzle-list-by-length"),
        (PuzzleGrouping::ByTheme, "puzzle-list-by-theme"),
    ]
    .into_iter()
    .map(|(grouping, id)| PuzzleGroupingChoice {
        grouping,
        label: say(&Message::new(id)),
        chosen: grouping == view.grouping,
    })
    .collect();
    PuzzleListState {
        empty_text: if sections.is_empty() {
            say(&Message::new("puzzle-list-all-solved"))
        } else {
            String::new()
        },
        title: view.title,
        streak_text: view.streak_text,
        groupings,
        unsolved_only: view.unsolved_only,
        unsolved_only_label: say(&Message::new("puzzle-list-unsolved-only")),
        sections,
        solved_label: say(&Message::new("puzzle-list-solved")),
    }
}
