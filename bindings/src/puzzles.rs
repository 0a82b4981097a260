//! "Find the forced win" puzzles for the apps: the shipped set, one puzzle being solved (moves
//! entered tap by tap as on the game screen, or whole), and the next puzzle to offer. The core
//! judges every move and plays the defence; the words on screen are made here; progress (which
//! puzzles are solved) is plain data the app stores where it keeps its settings.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use alquerque_core::puzzle::{shipped_puzzles, Puzzle, PuzzleProgress, PuzzleSolving, PuzzleStep};
use alquerque_core::{Color, Move, Square};

use crate::entry::{square, Entry, Step};
use crate::error::AlquerqueError;
use crate::types::{BoardState, MoveInfo, Piece, PointState, Side};

/// One puzzle of the shipped set, for the list screen.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleInfo {
    /// Its number, from 1: what the app stores as progress.
    pub number: u32,
    /// The side to move wins by force in this many of its own moves.
    pub moves: u32,
    /// The side to move: the person plays it.
    pub side_to_move: Side,
    /// The 25 points, a1 to e5, of the puzzle's position (for a thumbnail).
    pub pieces: Vec<Piece>,
}

fn info(number: usize, p: &Puzzle) -> PuzzleInfo {
    PuzzleInfo {
        number: number as u32,
        moves: p.moves,
        side_to_move: p.position.turn(),
        pieces: Piece::all(&p.position),
    }
}

/// Every shipped puzzle, numbered from 1, fewest moves first.
#[uniffi::export]
pub fn puzzles() -> Vec<PuzzleInfo> {
    shipped_puzzles()
        .iter()
        .enumerate()
        .map(|(i, p)| info(i + 1, p))
        .collect()
}

/// The puzzle to offer next: the first not in `solved` after puzzle `after` (0: from the
/// start), wrapping round; `None` when every puzzle is solved. `solved` is the app's stored
/// progress: the numbers of the puzzles solved.
#[uniffi::export]
pub fn next_unsolved_puzzle(solved: Vec<u32>, after: u32) -> Option<u32> {
    let progress = PuzzleProgress::from_solved(solved.into_iter().map(|n| n as usize));
    progress
        .next_unsolved(shipped_puzzles().len(), after as usize)
        .map(|n| n as u32)
}

/// What came of the person's move.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PuzzleMoveOutcome {
    /// The move won: the puzzle is solved. The app adds the puzzle's number to its progress.
    Solved {
        /// The winning move.
        played: MoveInfo,
    },
    /// The move keeps the forced win; the engine answered with the longest defence.
    Kept {
        /// The person's move.
        played: MoveInfo,
        /// The engine's reply, already played.
        reply: MoveInfo,
        /// The person's own moves the fastest win now takes.
        wins_in: u32,
    },
    /// The move does not win within the moves left; nothing was played. Try again.
    Missed,
}

/// What a tap on the puzzle's board did.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PuzzleTap {
    /// A piece was selected; its targets are in the state.
    Selected {
        /// The selected point.
        point: i32,
    },
    /// The selected piece was put down again.
    Deselected,
    /// A jump was made and the capture must go on from `point`.
    KeepJumping {
        /// Where the capturing piece now stands.
        point: i32,
    },
    /// A whole move was entered and judged.
    Moved {
        /// What came of it.
        outcome: PuzzleMoveOutcome,
    },
}

/// Everything the puzzle screen shows.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct PuzzleState {
    /// The puzzle's number.
    pub number: u32,
    /// The puzzle's length: wins by force in this many moves from its start.
    pub moves: u32,
    /// The person's own moves left to win in.
    pub moves_left: u32,
    /// The side the person plays.
    pub person: Side,
    /// The heading, e.g. `Puzzle 12: win in 3 moves` (the line under the board says who
    /// moves).
    pub title: String,
    /// The line under the board: what to do now, or what came of the last try
    /// (`c2-c3 does not win in 2 moves: try again.`).
    pub status_text: String,
    /// The board to draw, as on the game screen: the points with what a tap on each would do
    /// (a capture being entered shown jump by jump), the last move (the engine's reply) and
    /// the status line. Nothing can be undone and nobody thinks.
    pub board: BoardState,
    /// The 25 points, a1 to e5, now (with the jumps entered so far made).
    pub pieces: Vec<Piece>,
    /// The points a tap may select now.
    pub selectable: Vec<i32>,
    /// The move being entered: the selected piece, then each landing point (empty if none).
    pub entered: Vec<i32>,
    /// The points the entered piece may go to next.
    pub targets: Vec<i32>,
    /// The point of the piece the last hint named, until a move is tried (that point of the
    /// board is `hinted`).
    pub hint: Option<i32>,
    /// The moves the person may play now (empty once solved).
    pub legal_moves: Vec<MoveInfo>,
    /// The moves played so far: the person's and the engine's replies, in order.
    pub played: Vec<MoveInfo>,
    /// Tries that missed the win so far.
    pub misses: u32,
    /// Whether the puzzle is solved.
    pub solved: bool,
}

/// What came of the last try, for the line under the board.
#[derive(Clone, Copy)]
enum Last {
    /// This move did not win within this many moves.
    Missed(Move, u32),
    /// This move kept the win; the engine answered.
    Kept { played: Move, reply: Move },
}

struct Solving {
    solving: PuzzleSolving,
    entry: Entry,
    last: Option<Last>,
    hint: Option<Square>,
}

impl Solving {
    fn new(puzzle: Puzzle) -> Solving {
        Solving {
            solving: PuzzleSolving::new(puzzle),
            entry: Entry::default(),
            last: None,
            hint: None,
        }
    }

    /// The moves the person may enter now: none once solved.
    fn moves(&self) -> Vec<Move> {
        if self.solving.is_solved() {
            Vec::new()
        } else {
            self.solving.game().legal_moves().into_vec()
        }
    }

    fn person(&self) -> Color {
        self.solving.puzzle().position.turn()
    }

    /// Judges `mv` (one of the legal moves): played with the engine's answer if it keeps the
    /// win, nothing played if not.
    fn judge(&mut self, mv: Move) -> Result<PuzzleMoveOutcome, AlquerqueError> {
        let person = self.person();
        let left = self.solving.moves_left();
        let step = self
            .solving
            .play(mv)
            .map_err(|e| AlquerqueError::IllegalMove(format!("{e}.")))?;
        self.entry.clear();
        self.hint = None;
        Ok(match step {
            PuzzleStep::Solved => {
                self.last = None;
                PuzzleMoveOutcome::Solved {
                    played: MoveInfo::new(mv, person),
                }
            }
            PuzzleStep::Kept {
                played,
                reply,
                wins_in,
            } => {
                self.last = Some(Last::Kept { played, reply });
                PuzzleMoveOutcome::Kept {
                    played: MoveInfo::new(played, person),
                    reply: MoveInfo::new(reply, person.other()),
                    wins_in,
                }
            }
            PuzzleStep::Missed => {
                self.last = Some(Last::Missed(mv, left));
                PuzzleMoveOutcome::Missed
            }
        })
    }

    fn status_text(&self) -> String {
        let person = self.person();
        let left = moves_word(self.solving.moves_left());
        if self.solving.is_solved() {
            return match self.solving.misses() {
                0 => "Solved!".to_string(),
                1 => "Solved, after 1 miss.".to_string(),
                n => format!("Solved, after {n} misses."),
            };
        }
        if self.entry.is_jumping() {
            return format!("{person} to move: keep jumping.");
        }
        if let Some(sq) = self.hint {
            return format!("Hint: the win starts with the piece on {sq}.");
        }
        match self.last {
            None => format!("{person} to move and win in {left}."),
            Some(Last::Missed(mv, within)) => {
                format!("{mv} does not win in {}: try again.", moves_word(within))
            }
            Some(Last::Kept { played, reply }) => format!(
                "{played} keeps the win; {} answers {reply}. Win in {left} more.",
                person.other()
            ),
        }
    }

    fn state(&self, number: u32) -> PuzzleState {
        let puzzle = *self.solving.puzzle();
        let game = self.solving.game();
        let person = self.person();
        let pos = self.solving.position();
        let moves = self.moves();
        let played: Vec<MoveInfo> = game
            .moves()
            .iter()
            .zip(game.positions())
            .map(|(&m, p)| MoveInfo::new(m, p.turn()))
            .collect();
        let status_text = self.status_text();
        let indices = |v: Vec<Square>| v.iter().map(|s| s.index() as i32).collect::<Vec<_>>();
        let rules = game.rules();
        // The points are worked out once; the plain lists below are read off them, so they
        // always agree with the board drawn.
        let points = self
            .entry
            .point_states(pos, &moves, played.last(), true, self.hint);
        let marked = |mark: fn(&PointState) -> bool| {
            points
                .iter()
                .filter(|p| mark(p))
                .map(|p| p.index)
                .collect::<Vec<_>>()
        };
        let selectable = marked(|p| p.selectable);
        let targets = marked(|p| p.target);
        let pieces = points.iter().map(|p| p.piece).collect();
        let board = BoardState {
            points,
            side_to_move: pos.turn(),
            status: game.status().into(),
            status_text: status_text.clone(),
            known_text: String::new(),
            human_to_move: !self.solving.is_solved(),
            ai_to_move: false,
            thinking: false,
            must_capture: !self.solving.is_solved() && pos.has_capture(),
            keep_jumping: self.entry.is_jumping(),
            pending_path: if self.entry.is_jumping() {
                indices(self.entry.path().to_vec())
            } else {
                Vec::new()
            },
            last_move: played.last().cloned(),
            move_list: game.moves().iter().map(Move::to_string).collect(),
            first_to_move: person,
            can_undo: false,
            can_redo: false,
            variant: rules.variant,
            reversal_allowed: rules.reversal_allowed,
        };
        PuzzleState {
            number,
            moves: puzzle.moves,
            moves_left: self.solving.moves_left(),
            person,
            title: format!("Puzzle {number}: win in {}", moves_word(puzzle.moves)),
            status_text,
            pieces,
            selectable,
            entered: indices(self.entry.path().to_vec()),
            targets,
            hint: self.hint.map(|sq| sq.index() as i32),
            legal_moves: moves.iter().map(|&m| MoveInfo::new(m, person)).collect(),
            board,
            played,
            misses: self.solving.misses(),
            solved: self.solving.is_solved(),
        }
    }
}

fn moves_word(n: u32) -> String {
    if n == 1 {
        "1 move".to_string()
    } else {
        format!("{n} moves")
    }
}

/// One puzzle being solved. Judging a move runs the exact search: milliseconds for the shipped
/// puzzles (at most about 5 ms for any first move of a five-move puzzle on a desktop core),
/// bounded by the core's node limit; still, call `tap`, `play_move` and `hint` off the UI
/// thread.
#[derive(uniffi::Object)]
pub struct PuzzleSession {
    number: u32,
    solving: Mutex<Solving>,
}

/// Starts puzzle `number` of the shipped set (from 1); `None` if there is no such puzzle.
#[uniffi::export]
pub fn start_puzzle(number: u32) -> Option<Arc<PuzzleSession>> {
    let puzzle = *shipped_puzzles().get((number as usize).checked_sub(1)?)?;
    crate::init_logging();
    Some(Arc::new(PuzzleSession {
        number,
        solving: Mutex::new(Solving::new(puzzle)),
    }))
}

impl PuzzleSession {
    fn lock(&self) -> MutexGuard<'_, Solving> {
        // A panic elsewhere cannot leave the solving half-changed: every change is one call.
        self.solving.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[uniffi::export]
impl PuzzleSession {
    /// The state to draw.
    pub fn state(&self) -> PuzzleState {
        self.lock().state(self.number)
    }

    /// Taps a point (0 = a1 … 24 = e5), as on the game screen: select a piece, put it down,
    /// or move it a step or a jump; a capture is entered jump by jump. A completed move is
    /// judged: played with the engine's answer if it keeps the win, taken back if not (the
    /// outcome says which). A tap that does not fit gets an error saying why, and changes
    /// nothing.
    pub fn tap(&self, point: i32) -> Result<PuzzleTap, AlquerqueError> {
        let sq = square(point)?;
        let mut s = self.lock();
        if s.solving.is_solved() {
            return Err(AlquerqueError::IllegalMove(
                "The puzzle is solved already.".to_string(),
            ));
        }
        let moves = s.moves();
        let pos = *s.solving.position();
        Ok(match s.entry.tap(sq, &pos, &moves)? {
            Step::Selected(sq) => PuzzleTap::Selected {
                point: sq.index() as i32,
            },
            Step::Deselected => PuzzleTap::Deselected,
            Step::KeepJumping(sq) => PuzzleTap::KeepJumping {
                point: sq.index() as i32,
            },
            Step::Complete(mv) => PuzzleTap::Moved {
                outcome: s.judge(mv)?,
            },
        })
    }

    /// Drops the selection or the capture being entered.
    pub fn clear_selection(&self) {
        self.lock().entry.clear();
    }

    /// Tries the move whose path is `path` (the start point, then every landing point, as in
    /// [`MoveInfo::path`]; one of the state's `legal_moves`).
    pub fn play_move(&self, path: Vec<i32>) -> Result<PuzzleMoveOutcome, AlquerqueError> {
        let mut s = self.lock();
        if s.solving.is_solved() {
            return Err(AlquerqueError::IllegalMove(
                "The puzzle is solved already.".to_string(),
            ));
        }
        let mv: Move = s
            .moves()
            .into_iter()
            .find(|m| {
                m.path()
                    .map(|sq| sq.index() as i32)
                    .eq(path.iter().copied())
            })
            .ok_or_else(|| {
                AlquerqueError::IllegalMove("That is not a legal move here.".to_string())
            })?;
        s.judge(mv)
    }

    /// The point of the piece to move (index 0 for a1 to 24 for e5), also shown in the
    /// state until a move is tried; `None` once solved.
    pub fn hint(&self) -> Option<i32> {
        let mut s = self.lock();
        let hint = s.solving.hint();
        if hint.is_some() {
            s.entry.clear();
        }
        s.hint = hint;
        hint.map(|sq| sq.index() as i32)
    }

    /// Starts this puzzle again from its position (the count of misses starts again too).
    pub fn restart(&self) {
        let mut s = self.lock();
        let puzzle = *s.solving.puzzle();
        *s = Solving::new(puzzle);
    }
}
