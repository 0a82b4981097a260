//! What a puzzle teaches, worked out from its solution: the line of the winner's moves (the
//! fastest win from each position) against the longest defence, as the puzzle screen plays it.
//!
//! ```
//! use alquerque_core::puzzle::{Puzzle, Theme};
//!
//! // White wins in one move, and the move that does it takes two pieces.
//! let puzzle: Puzzle = "1 standard ----w/bb---/w----/ww--w/-w--- w a2>,b2>,a4> 1".parse().unwrap();
//! let solution = puzzle.solution(100_000).unwrap();
//! assert_eq!(solution.len(), 1);
//! assert_eq!(solution[0].captured().count(), 2);
//! assert_eq!(puzzle.themes(100_000).unwrap(), vec![Theme::MultiCapture]);
//! assert_eq!("quiet".parse::<Theme>(), Ok(Theme::QuietFirstMove));
//! ```

use std::fmt;
use std::str::FromStr;

use alquerque_text::Message;

use super::judge::{check_with, tempting_beside, Judge, MoveValue};
use super::{Puzzle, PuzzleError};
use crate::board::moves::Move;

/// A theme of a puzzle's solution.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// A move of the winner's takes two pieces or more at once.
    MultiCapture,
    /// The first move takes nothing: the win starts with a quiet move.
    QuietFirstMove,
    /// The winner gives pieces away: the defence takes at least one on the way.
    Sacrifice,
    /// The compulsory capture used against the opponent: the defence must take, and the
    /// winner's next move takes in return.
    ForcedCapture,
    /// A position of few pieces whose win the exact endgame tables check
    /// ([`Puzzle::is_endgame`]): the fastest win, the one first move that makes it.
    Endgame,
}

impl Theme {
    /// Every theme, in the order lists show them.
    pub const ALL: [Theme; 5] = [
        Theme::MultiCapture,
        Theme::QuietFirstMove,
        Theme::Sacrifice,
        Theme::ForcedCapture,
        Theme::Endgame,
    ];

    /// The theme's name in commands and files: `multi-capture`, `quiet`, `sacrifice`,
    /// `forced-capture`, `endgame`.
    pub fn name(self) -> &'static str {
        match self {
            Theme::MultiCapture => "multi-capture",
            Theme::QuietFirstMove => "quiet",
            Theme::Sacrifice => "sacrifice",
            Theme::ForcedCapture => "forced-capture",
            Theme::Endgame => "endgame",
        }
    }

    /// The theme in a player's words (`text/locales/*/puzzles.ftl`).
    pub fn message(self) -> Message {
        Message::new(match self {
            Theme::MultiCapture => "theme-multi-capture",
            Theme::QuietFirstMove => "theme-quiet",
            Theme::Sacrifice => "theme-sacrifice",
            Theme::ForcedCapture => "theme-forced-capture",
            Theme::Endgame => "theme-endgame",
        })
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a theme's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownTheme(pub String);

impl fmt::Display for UnknownTheme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Theme::ALL.iter().map(|t| t.name()).collect();
        write!(
            f,
            "'{}' is not a theme (one of {})",
            crate::quote::quote(&self.0, crate::quote::QUOTE_CHARS),
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownTheme {}

impl FromStr for Theme {
    type Err = UnknownTheme;

    fn from_str(s: &str) -> Result<Theme, UnknownTheme> {
        Theme::ALL
            .into_iter()
            .find(|t| t.name() == s.trim())
            .ok_or_else(|| UnknownTheme(s.to_string()))
    }
}

/// The themes of a solution line (the winner's moves at even indices, the defence's between),
/// in the order of [`Theme::ALL`].
pub(super) fn themes_of_line(line: &[Move]) -> Vec<Theme> {
    let winner = |i: usize| i.is_multiple_of(2);
    let takes = |mv: &Move| mv.captured().count();
    let mut themes = Vec::new();
    if line.iter().step_by(2).any(|m| takes(m) >= 2) {
        themes.push(Theme::MultiCapture);
    }
    if line.first().is_some_and(|m| !m.is_capture()) {
        themes.push(Theme::QuietFirstMove);
    }
    let defence_takes: Vec<usize> = (0..line.len())
        .filter(|&i| !winner(i) && line[i].is_capture())
        .collect();
    if !defence_takes.is_empty() {
        themes.push(Theme::Sacrifice);
    }
    if defence_takes
        .iter()
        .any(|&i| line.get(i + 1).is_some_and(|m| m.is_capture()))
    {
        themes.push(Theme::ForcedCapture);
    }
    themes
}

impl Puzzle {
    /// The solution as the puzzle screen plays it: the winning first move, the longest defence
    /// (among equals the first in generation order), and from there on the winner's fastest
    /// win, to the winning move; the winner's moves at even indices. Proves the puzzle first
    /// ([`Puzzle::check`]); each question gets at most `node_limit` positions.
    pub fn solution(&self, node_limit: u64) -> Result<Vec<Move>, PuzzleError> {
        let mut judge = Judge::new(node_limit);
        let first = check_with(&mut judge, &self.position, self.moves)?;
        let mut line = Vec::new();
        let mut pos = self.position;
        let mut history: Vec<u128> = Vec::new();
        let mut mv = first;
        for left in (1..=self.moves).rev() {
            line.push(mv);
            match judge.value(&pos, &history, mv, left)? {
                MoveValue::WinsNow => return Ok(line),
                MoveValue::NoWin => return Err(PuzzleError::NoWin),
                MoveValue::Wins(replies) => {
                    let mut best = replies[0];
                    for &r in &replies[1..] {
                        if r.1 > best.1 {
                            best = r;
                        }
                    }
                    history.push(pos.key());
                    let after = pos.after(mv);
                    history.push(after.key());
                    pos = after.after(best.0);
                    line.push(best.0);
                    mv = judge
                        .fastest_win(&pos, &history, left - 1)?
                        .ok_or(PuzzleError::NoWin)?
                        .0;
                }
            }
        }
        Err(PuzzleError::NoWin)
    }

    /// The themes of the puzzle's [`solution`](Puzzle::solution), and [`Theme::Endgame`]
    /// where the tables check it, in the order of [`Theme::ALL`].
    pub fn themes(&self, node_limit: u64) -> Result<Vec<Theme>, PuzzleError> {
        let mut themes = themes_of_line(&self.solution(node_limit)?);
        if self.is_endgame() {
            themes.push(Theme::Endgame);
        }
        Ok(themes)
    }

    /// The wrong first moves that look at least as good as the winning one: each takes at
    /// least as many pieces as it does. A puzzle with one is a real choice between plausible
    /// moves, which the generator prefers.
    pub fn tempting_moves(&self, node_limit: u64) -> Result<Vec<Move>, PuzzleError> {
        let winning = self.check(node_limit)?;
        Ok(tempting_beside(&self.position, winning))
    }
}

/// The themes of each shipped puzzle ([`shipped_puzzles`](super::shipped_puzzles)), in its
/// order, worked out once (about a second) with [`PLAY_NODE_LIMIT`](super::PLAY_NODE_LIMIT):
/// what a list of the puzzles by theme reads. A puzzle whose solution cannot be worked out
/// (which the core's tests rule out) has none.
pub fn shipped_themes() -> &'static [Vec<Theme>] {
    static THEMES: std::sync::OnceLock<Vec<Vec<Theme>>> = std::sync::OnceLock::new();
    THEMES.get_or_init(|| {
        super::shipped_puzzles()
            .iter()
            .map(|p| p.themes(super::PLAY_NODE_LIMIT).unwrap_or_default())
            .collect()
    })
}
