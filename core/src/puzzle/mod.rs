//! "Find the forced win" puzzles: a position whose side to move wins by force in exactly N of
//! its own moves with exactly one winning first move, the check that proves it, and the
//! solving of one: the person moves, the exact forced-win search judges the move, and the
//! engine answers with the longest defence.
//!
//! Every judgement here comes from the exact search, never from a stored solution line: any
//! move that keeps a forced win within the moves left counts.
//!
//! ```
//! use alquerque_core::puzzle::{Puzzle, PuzzleSolving, PuzzleStep};
//!
//! // White to move must take with a3: a3-c5 takes one piece, a3-a5-c3 takes both black
//! // pieces and wins at once.
//! let puzzle: Puzzle = "1 standard ----w/bb---/w----/ww--w/-w--- w a2>,b2>,a4> 1".parse().unwrap();
//! let first = puzzle.check(10_000_000).unwrap();
//! assert_eq!(first.to_string(), "a3-a5-c3");
//! let mut solving = PuzzleSolving::new(puzzle);
//! assert_eq!(solving.hint().map(|sq| sq.to_string()), Some("a3".to_string()));
//! assert_eq!(solving.play_text("a3-c5"), Ok(PuzzleStep::Missed));
//! assert_eq!(solving.play_text("a3-a5-c3"), Ok(PuzzleStep::Solved));
//! ```

mod endgame;
mod judge;
mod set;
mod solving;
mod theme;

pub use endgame::{
    endgame_puzzle, endgame_puzzle_header, generate_endgame_puzzles, ENDGAME_PUZZLE_PIECES,
};
pub use set::{
    generate_puzzles, parse_puzzle_set, puzzle_set_header, puzzle_set_text, shipped_puzzles,
    GenerateProgress, ProgressError, PuzzleProgress, PuzzleSetError, SolvedByLength,
    GENERATE_NODE_LIMIT,
};
pub use solving::{PuzzleMoveError, PuzzleSolving, PuzzleStep};
pub use theme::{shipped_themes, Theme, UnknownTheme};

use std::fmt;
use std::str::FromStr;

use crate::board::moves::Move;
use crate::board::position::Position;
use crate::board::rules::{Rules, Variant};
use crate::game::position_text::{ParsePositionError, PositionText};

/// The longest puzzle, in the solver's own moves: the depth the default level's forced-win
/// search sees, so every puzzle is one the engine would find.
pub const MAX_PUZZLE_MOVES: u32 = 5;

/// The positions the search may visit to judge one move while solving (or to answer one
/// question of a check): every question about the shipped set needs fewer than 30,000 (all of
/// them pass at that limit, 7 fail at 10,000), so this leaves ample room for any try a person
/// makes while bounding the worst case.
pub const PLAY_NODE_LIMIT: u64 = 5_000_000;

/// A puzzle: a position (which carries its rules) and the number of the side to move's own
/// moves within which it wins by force.
///
/// Its text form is one line: `N rules position`, e.g.
/// `3 standard -----/-b-b-/--w--/-w---/----- w - 0`. The rules are a variant name, then
/// `+reversal` where reversal is allowed and `,draw=P` where the no-capture draw is not the
/// default number of plies.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    /// The position, with the side to move to find the win.
    pub position: Position,
    /// Wins by force in exactly this many of the mover's own moves (1 to
    /// [`MAX_PUZZLE_MOVES`]).
    pub moves: u32,
}

/// Why a text is not a puzzle, or a puzzle does not hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// The move count is not a number from 1 to [`MAX_PUZZLE_MOVES`].
    BadMoves(String),
    /// The rules are not written as the puzzle text form says.
    BadRules(String),
    /// The position part is not a position under the rules.
    BadPosition(ParsePositionError),
    /// The game is already over in the position.
    GameOver,
    /// The side to move has no forced win within the puzzle's moves.
    NoWin,
    /// The win takes fewer moves than the puzzle says (this many).
    WinsSooner(u32),
    /// More than one first move wins within the puzzle's moves (two of them named).
    SeveralWins(Move, Move),
    /// The search reached its node limit before it could decide.
    TooHard,
    /// The side to move has one legal move: nothing to choose, nothing to find.
    OneMove,
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::BadMoves(s) => write!(
                f,
                "'{}' is not a number of moves from 1 to {MAX_PUZZLE_MOVES}",
                clip(s)
            ),
            PuzzleError::BadRules(s) => write!(
                f,
                "'{}' is not a rule set (write standard, standard+reversal or alfonso, \
                 optionally followed by ,draw=PLIES)",
                clip(s)
            ),
            PuzzleError::BadPosition(e) => write!(f, "{e}"),
            PuzzleError::GameOver => f.write_str("the game is already over in this position"),
            PuzzleError::NoWin => f.write_str("the side to move has no forced win in time"),
            PuzzleError::WinsSooner(n) => write!(f, "the side to move wins sooner, in {n}"),
            PuzzleError::SeveralWins(a, b) => write!(f, "more than one move wins: {a} and {b}"),
            PuzzleError::TooHard => f.write_str("the search ran out of its node budget"),
            PuzzleError::OneMove => {
                f.write_str("the side to move has one legal move: there is nothing to find")
            }
        }
    }
}

impl std::error::Error for PuzzleError {}

fn clip(s: &str) -> String {
    crate::quote::quote(s, crate::quote::QUOTE_CHARS)
}

/// The rules in the puzzle text form.
fn rules_text(rules: Rules) -> String {
    let mut out = rules.variant.name().to_string();
    if rules.variant == Variant::Standard && rules.reversal_allowed {
        out.push_str("+reversal");
    }
    if rules.no_capture_draw_plies != Rules::DEFAULT_NO_CAPTURE_DRAW_PLIES {
        out.push_str(&format!(",draw={}", rules.no_capture_draw_plies));
    }
    out
}

fn parse_rules(text: &str) -> Result<Rules, PuzzleError> {
    let bad = || PuzzleError::BadRules(text.to_string());
    let (head, draw) = match text.split_once(",draw=") {
        Some((h, d)) => (h, Some(d)),
        None => (text, None),
    };
    let (variant, reversal) = match head.split_once('+') {
        Some((v, "reversal")) => (v, true),
        Some(_) => return Err(bad()),
        None => (head, false),
    };
    let variant: Variant = variant.parse().map_err(|_| bad())?;
    if reversal && variant != Variant::Standard {
        return Err(bad());
    }
    let mut rules = Rules::new(variant, reversal);
    if let Some(d) = draw {
        rules.no_capture_draw_plies = d.parse().map_err(|_| bad())?;
    }
    Ok(rules)
}

impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {}",
            self.moves,
            rules_text(self.position.rules()),
            PositionText::from(&self.position)
        )
    }
}

impl FromStr for Puzzle {
    type Err = PuzzleError;

    /// Reads the one-line text form; checks the form and the position, not the win (that is
    /// [`Puzzle::check`]).
    fn from_str(s: &str) -> Result<Puzzle, PuzzleError> {
        let s = s.trim();
        let (moves_text, rest) = s.split_once(' ').unwrap_or((s, ""));
        let moves = moves_text
            .parse::<u32>()
            .ok()
            .filter(|n| (1..=MAX_PUZZLE_MOVES).contains(n))
            .ok_or_else(|| PuzzleError::BadMoves(moves_text.to_string()))?;
        let rest = rest.trim_start();
        let (rules_part, position_part) = rest.split_once(' ').unwrap_or((rest, ""));
        let rules = parse_rules(rules_part)?;
        let position = position_part
            .parse::<PositionText>()
            .and_then(|t| t.into_position(rules))
            .map_err(PuzzleError::BadPosition)?;
        Ok(Puzzle { position, moves })
    }
}

impl Puzzle {
    /// A puzzle from its parts; see [`Puzzle::check`] for whether it holds.
    pub fn new(position: Position, moves: u32) -> Puzzle {
        Puzzle { position, moves }
    }

    /// The rules the puzzle is played under.
    pub fn rules(&self) -> Rules {
        self.position.rules()
    }
}

#[cfg(test)]
mod tests {
    use super::judge::Judge;
    use super::*;

    fn puzzle(text: &str) -> Puzzle {
        text.parse().expect("a puzzle")
    }

    #[test]
    fn text_round_trips() {
        for text in [
            "1 standard -----/--b--/-b---/-w---/----- w - 0",
            "2 standard+reversal -----/--b--/-b---/-w---/----- b - 3",
            "3 alfonso,draw=40 -----/--b--/-b---/-w---/----- w - 7",
        ] {
            assert_eq!(puzzle(text).to_string(), text);
        }
    }

    #[test]
    fn bad_text_is_refused() {
        let err = |t: &str| t.parse::<Puzzle>().expect_err("not a puzzle");
        assert!(matches!(
            err("0 standard -----/-----/-----/-----/----- w - 0"),
            PuzzleError::BadMoves(_)
        ));
        assert!(matches!(
            err("6 standard -----/-----/-----/-----/----- w - 0"),
            PuzzleError::BadMoves(_)
        ));
        assert!(matches!(err("x"), PuzzleError::BadMoves(_)));
        assert!(matches!(
            err("2 chess -----/-----/-----/-----/----- w - 0"),
            PuzzleError::BadRules(_)
        ));
        assert!(matches!(
            err("2 alfonso+reversal -----/-----/-----/-----/----- w - 0"),
            PuzzleError::BadRules(_)
        ));
        assert!(matches!(
            err("2 standard,draw=x -----/-----/-----/-----/----- w - 0"),
            PuzzleError::BadRules(_)
        ));
        assert!(matches!(
            err("2 standard -----/-----/-----/----- w - 0"),
            PuzzleError::BadPosition(_)
        ));
        assert!(matches!(err("2 standard"), PuzzleError::BadPosition(_)));
    }

    #[test]
    fn an_immediate_win_checks() {
        let p = puzzle("1 standard ----w/bb---/w----/ww--w/-w--- w a2>,b2>,a4> 1");
        assert_eq!(
            p.check(1_000_000).map(|m| m.to_string()),
            Ok("a3-a5-c3".into())
        );
        assert_eq!(Puzzle::find(&p.position, 1_000_000), Some(p));
        // The same kind of win with one legal move (the compulsory capture) is no puzzle.
        let p = puzzle("1 standard -----/--b--/-b---/-w---/----- w - 0");
        assert_eq!(p.check(1_000_000), Err(PuzzleError::OneMove));
        assert_eq!(Puzzle::find(&p.position, 1_000_000), None);
    }

    #[test]
    fn a_count_too_high_or_too_low_fails() {
        let p = puzzle("2 standard ----w/bb---/w----/ww--w/-w--- w a2>,b2>,a4> 1");
        assert_eq!(p.check(1_000_000), Err(PuzzleError::WinsSooner(1)));
        // Neither side wins within five moves of this position.
        let p = puzzle("5 standard b-b-b/-b-b-/-----/-w-w-/w-w-w w - 0");
        assert_eq!(p.check(1_000_000), Err(PuzzleError::NoWin));
    }

    #[test]
    fn two_winning_first_moves_fail() {
        // Either white piece captures the lone black piece.
        let p = puzzle("1 standard -----/-----/--b--/-w-w-/----- w - 0");
        let found = p.check(1_000_000);
        assert!(
            matches!(found, Err(PuzzleError::SeveralWins(_, _))),
            "{found:?}"
        );
        assert_eq!(Puzzle::find(&p.position, 1_000_000), None);
    }

    #[test]
    fn a_finished_position_is_no_puzzle() {
        let p = puzzle("1 standard -----/-----/-----/-w---/----- b - 0");
        assert_eq!(p.check(1_000_000), Err(PuzzleError::GameOver));
    }

    #[test]
    fn the_node_limit_is_reported() {
        // Proving there is no win here takes some 37,000 positions.
        let p = puzzle("5 standard b-b-b/-b-b-/-----/-w-w-/w-w-w w - 0");
        assert_eq!(p.check(5_000), Err(PuzzleError::TooHard));
    }

    /// The first shipped puzzle of `moves` moves.
    fn shipped(moves: u32) -> Puzzle {
        *super::shipped_puzzles()
            .iter()
            .find(|p| p.moves == moves)
            .expect("the shipped set has puzzles of every length")
    }

    #[test]
    fn following_the_fastest_win_takes_exactly_n_moves_against_the_longest_defence() {
        for moves in 2..=MAX_PUZZLE_MOVES {
            let mut solving = PuzzleSolving::new(shipped(moves));
            let mut own = 0;
            loop {
                let mv = solving.winning_move().expect("a winning move");
                own += 1;
                match solving.play(mv).expect("a legal move") {
                    PuzzleStep::Solved => break,
                    PuzzleStep::Kept { wins_in, .. } => {
                        assert_eq!(wins_in, solving.moves_left(), "the defence is the longest")
                    }
                    PuzzleStep::Missed => panic!("the fastest win was refused"),
                }
            }
            // A weaker defence would let the win come sooner.
            assert_eq!(own, moves);
            assert!(solving.is_solved());
            assert_eq!(solving.misses(), 0);
            assert_eq!(solving.play_text("a1-a2"), Err(PuzzleMoveError::Solved));
            assert_eq!(solving.hint(), None);
        }
    }

    #[test]
    fn the_reply_resists_longest() {
        let puzzle = shipped(3);
        let mut solving = PuzzleSolving::new(puzzle);
        let mv = solving.winning_move().expect("a winning move");
        let PuzzleStep::Kept { reply, wins_in, .. } = solving.play(mv).expect("legal") else {
            panic!("the winning move must be kept");
        };
        let after = puzzle.position.after(mv);
        let mut judge = Judge::new(PLAY_NODE_LIMIT);
        let history = [puzzle.position.key(), after.key()];
        let mut longest = 0;
        for r in after.legal_moves().iter().copied() {
            let (_, n) = judge
                .fastest_win(&after.after(r), &history, 2)
                .expect("decided")
                .expect("every reply still loses within two moves");
            if r == reply {
                assert_eq!(n, wins_in);
            }
            longest = longest.max(n);
        }
        assert_eq!(wins_in, longest);
    }

    #[test]
    fn a_missed_move_changes_nothing_but_the_count() {
        let puzzle = *super::shipped_puzzles()
            .iter()
            .find(|p| p.moves >= 2 && p.position.legal_moves().len() > 1)
            .expect("a puzzle with a choice");
        let winning = puzzle.check(PLAY_NODE_LIMIT).expect("the puzzle holds");
        let mut solving = PuzzleSolving::new(puzzle);
        // The one winning first move's piece is the hint.
        assert_eq!(solving.hint(), Some(winning.from()));
        let other = *puzzle
            .position
            .legal_moves()
            .iter()
            .find(|&&m| m != winning)
            .expect("another move");
        assert_eq!(solving.play(other), Ok(PuzzleStep::Missed));
        assert_eq!(solving.misses(), 1);
        assert_eq!(*solving.position(), puzzle.position);
        assert_eq!(solving.moves_left(), puzzle.moves);
        assert!(matches!(
            solving.play_text("e5-e6"),
            Err(PuzzleMoveError::Play(_))
        ));
        assert!(matches!(
            solving.play_text("nonsense"),
            Err(PuzzleMoveError::Play(_))
        ));
        assert_eq!(solving.misses(), 1);
        assert!(matches!(
            solving.play(winning),
            Ok(PuzzleStep::Kept { played, .. }) if played == winning
        ));
        assert_eq!(solving.moves_left(), puzzle.moves - 1);
    }

    #[test]
    fn any_move_that_keeps_a_win_in_time_counts() {
        // A puzzle's other first moves miss within its N, but some still win when more
        // moves are allowed: given them, such a move counts, though no stored line has it.
        let mut found = false;
        for puzzle in super::shipped_puzzles()
            .iter()
            .filter(|p| p.moves == 2)
            .take(20)
        {
            let winning = puzzle.check(PLAY_NODE_LIMIT).expect("the puzzle holds");
            for mv in puzzle.position.legal_moves().iter().copied() {
                if mv == winning {
                    continue;
                }
                let mut strict = PuzzleSolving::new(*puzzle);
                assert_eq!(strict.play(mv), Ok(PuzzleStep::Missed));
                let mut lenient = PuzzleSolving::new(Puzzle::new(puzzle.position, 4));
                if matches!(lenient.play(mv), Ok(PuzzleStep::Kept { .. })) {
                    found = true;
                }
            }
        }
        assert!(found, "no slower win among the first puzzles");
    }
}
