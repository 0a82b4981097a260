//! "Find the forced win" puzzles for the apps: the shipped set, the player's progress (the
//! core's [`PuzzleProgress`], the one format of it), and the puzzle being solved, its moves
//! entered tap by tap as on the game screen. The core judges every move and plays the
//! defence, on a thread of its own; the words on screen are made here; the progress and the
//! puzzle in progress are kept in the app's [`Store`], so neither closing the screen nor the
//! process dying loses them.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};

use alquerque_core::ai::{shipped_puzzles, Puzzle, PuzzleProgress, PuzzleSolving, PuzzleStep};
use alquerque_core::{Color, Move, Square};

use crate::board::Board;
use crate::entry::{square, Entry, Step};
use crate::error::AlquerqueError;
use crate::store::{Disk, Store, StoredDocument};
use crate::tell::Teller;
use crate::types::{BoardState, MoveInfo, Piece, PlayedMove, PointState, Side, StateObserver};

/// The document of the progress: the core's text form (`solved 1 4 7`), as the terminal
/// program keeps it.
const PROGRESS_KEY: &str = "puzzles";
/// The document of the puzzle on screen: its number, then the person's moves so far.
const CURRENT_KEY: &str = "puzzle-in-progress";

/// One puzzle of the shipped set, for the list screen.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleInfo {
    /// Its number, from 1.
    pub number: u32,
    /// The side to move wins by force in this many of its own moves.
    pub moves: u32,
    /// The side to move: the person plays it.
    pub side_to_move: Side,
    /// The 25 points, a1 to e5, of the puzzle's position (for a thumbnail).
    pub pieces: Vec<Piece>,
    /// Whether the player has solved it.
    pub solved: bool,
}

/// What came of the person's move.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PuzzleMoveOutcome {
    /// The move won: the puzzle is solved (and kept as solved).
    Solved {
        /// The winning move.
        played: PlayedMove,
    },
    /// The move keeps the forced win; the engine answered with the longest defence.
    Kept {
        /// The person's move.
        played: PlayedMove,
        /// The engine's reply, already played: the board animates it.
        reply: PlayedMove,
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
    /// A whole move was entered: the core judges it on a thread of its own (the state says
    /// `busy`); the observer is told when it is done, with the engine's reply to animate.
    /// A tap while a move or a hint is being worked out also answers this, and changes
    /// nothing.
    Judging,
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
    /// Why the last tap did nothing, in a sentence for the player (until the next action).
    pub notice: Option<String>,
    /// The board to draw, as on the game screen (turned round when the person plays Black):
    /// the points with what a tap on each would do, the last move (the engine's reply) and
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
    /// A move or a hint is being worked out: taps wait.
    pub busy: bool,
    /// How many puzzles of the set the player has solved.
    pub solved_count: u32,
    /// How many puzzles the set has.
    pub total: u32,
    /// The progress in words: `3 of 300 puzzles solved`.
    pub progress_text: String,
}

/// What came of the last try, for the line under the board.
#[derive(Clone, Copy)]
enum Last {
    /// This move did not win within this many moves.
    Missed(Move, u32),
    /// This move kept the win; the engine answered.
    Kept { played: Move, reply: Move },
}

/// One puzzle being solved: the core's solving, the move being entered, what to say.
struct Solving {
    number: u32,
    solving: PuzzleSolving,
    entry: Entry,
    last: Option<Last>,
    hint: Option<Square>,
}

fn moves_word(n: u32) -> String {
    if n == 1 {
        "1 move".to_string()
    } else {
        format!("{n} moves")
    }
}

fn set() -> &'static [Puzzle] {
    shipped_puzzles()
}

impl Solving {
    /// Puzzle `number` of the shipped set from its start (`None` if there is no such puzzle).
    fn new(number: u32) -> Option<Solving> {
        let puzzle = *set().get((number as usize).checked_sub(1)?)?;
        Some(Solving {
            number,
            solving: PuzzleSolving::new(puzzle),
            entry: Entry::default(),
            last: None,
            hint: None,
        })
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

    /// The person's own moves so far, in notation.
    fn own_moves(&self) -> Vec<String> {
        let game = self.solving.game();
        game.moves()
            .iter()
            .zip(game.positions())
            .filter(|(_, p)| p.turn() == self.person())
            .map(|(m, _)| m.to_string())
            .collect()
    }

    /// Judges `mv` (one of the legal moves), of which the board shows `shown` hops already:
    /// played with the engine's answer if it keeps the win, nothing played if not.
    fn judge(&mut self, mv: Move, shown: usize) -> Result<PuzzleMoveOutcome, AlquerqueError> {
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
                    played: PlayedMove::new(mv, person, shown),
                }
            }
            PuzzleStep::Kept {
                played,
                reply,
                wins_in,
            } => {
                self.last = Some(Last::Kept { played, reply });
                PuzzleMoveOutcome::Kept {
                    played: PlayedMove::new(played, person, shown),
                    reply: PlayedMove::new(reply, person.other(), 0),
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

    fn state(&self) -> PuzzleState {
        let puzzle = *self.solving.puzzle();
        let game = self.solving.game();
        let person = self.person();
        let moves = self.moves();
        let played: Vec<MoveInfo> = game
            .moves()
            .iter()
            .zip(game.positions())
            .map(|(&m, p)| MoveInfo::new(m, p.turn()))
            .collect();
        let status_text = self.status_text();
        let board = Board {
            game,
            entry: &self.entry,
            moves: &moves,
            show_targets: true,
            show_notation: true,
            hint_piece: self.hint,
            flipped: person == Color::Black,
            status_text: status_text.clone(),
        }
        .state();
        // The plain lists are read off the board's points, so they always agree with it.
        let marked = |mark: fn(&PointState) -> bool| {
            board
                .points
                .iter()
                .filter(|p| mark(p))
                .map(|p| p.index)
                .collect::<Vec<_>>()
        };
        let number = self.number;
        PuzzleState {
            number,
            moves: puzzle.moves,
            moves_left: self.solving.moves_left(),
            person,
            title: format!("Puzzle {number}: win in {}", moves_word(puzzle.moves)),
            status_text,
            notice: None,
            pieces: board.points.iter().map(|p| p.piece).collect(),
            selectable: marked(|p| p.selectable),
            entered: self.entry.path().iter().map(|s| s.index() as i32).collect(),
            targets: marked(|p| p.target),
            hint: self.hint.map(|sq| sq.index() as i32),
            legal_moves: moves.iter().map(|&m| MoveInfo::new(m, person)).collect(),
            board,
            played,
            misses: self.solving.misses(),
            solved: self.solving.is_solved(),
            busy: false,
            solved_count: 0,
            total: set().len() as u32,
            progress_text: String::new(),
        }
    }

    /// The document of this puzzle in progress: `NUMBER MOVE MOVE …` (the person's moves).
    fn text(&self) -> String {
        let mut words = vec![self.number.to_string()];
        words.extend(self.own_moves());
        words.join(" ")
    }

    /// The puzzle of a document written by [`Solving::text`], its moves played again (and
    /// judged again); `None` if it does not read or a move no longer fits.
    fn from_text(text: &str) -> Option<Solving> {
        let mut words = text.split_whitespace();
        let mut solving = Solving::new(words.next()?.parse().ok()?)?;
        for word in words {
            let mv = solving.solving.game().check(word).ok()?;
            match solving.judge(mv, 0).ok()? {
                PuzzleMoveOutcome::Missed => return None,
                _ => solving.last = None,
            }
        }
        Some(solving)
    }
}

/// The puzzles as the app holds them.
struct Shelf {
    /// The puzzle on screen; `None` while a thread judges a move or looks for a hint in it.
    solving: Option<Solving>,
    /// What to show while `solving` is away.
    shown: Option<PuzzleState>,
    /// Bumped when another puzzle is opened: work on the old one is then dropped.
    generation: u64,
    progress: PuzzleProgress,
    notice: Option<String>,
    store: Option<Arc<Store>>,
    teller: Teller,
    me: Weak<Mutex<Shelf>>,
}

fn lock(shelf: &Mutex<Shelf>) -> MutexGuard<'_, Shelf> {
    // Every change is made whole before anything that could fail: carry on after a panic.
    shelf.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The work a thread does on the puzzle on screen.
enum Work {
    Judge(Move, usize),
    Hint,
}

impl Shelf {
    fn state(&self) -> PuzzleState {
        let base = match (&self.solving, &self.shown) {
            (Some(s), _) => s.state(),
            (None, Some(shown)) => PuzzleState {
                busy: true,
                ..shown.clone()
            },
            // Never: a puzzle is always on screen or being worked on.
            (None, None) => Solving::new(1).map(|s| s.state()).expect("puzzle 1 exists"),
        };
        let total = set().len();
        let solved_count = self.progress.solved_count(total) as u32;
        PuzzleState {
            notice: self.notice.clone(),
            board: BoardState {
                notice: self.notice.clone(),
                ..base.board.clone()
            },
            solved_count,
            progress_text: format!("{solved_count} of {total} puzzles solved"),
            ..base
        }
    }

    /// Opens `solving`, dropping work on the puzzle before.
    fn show(&mut self, solving: Solving) {
        self.generation += 1;
        self.solving = Some(solving);
        self.shown = None;
        self.notice = None;
        self.keep_current();
    }

    fn keep_current(&self) {
        if let (Some(store), Some(s)) = (&self.store, &self.solving) {
            store.write_then(CURRENT_KEY, s.text(), None);
        }
    }

    fn keep_progress(&self) {
        let Some(store) = &self.store else { return };
        let me = self.me.clone();
        store.write_then(
            PROGRESS_KEY,
            self.progress.to_text(),
            Some(Box::new(move |result: &Result<(), String>| {
                let (Err(reason), Some(shelf)) = (result, me.upgrade()) else {
                    return;
                };
                let mut s = lock(&shelf);
                s.notice = Some(format!("Your progress could not be saved ({reason})."));
                s.teller.tell(None);
            })),
        );
    }

    /// A judged move's outcome: a solved puzzle is kept as solved.
    fn judged(&mut self, outcome: &PuzzleMoveOutcome) {
        if let Some(s) = &self.solving {
            if matches!(outcome, PuzzleMoveOutcome::Solved { .. }) {
                self.progress.mark_solved(s.number as usize);
                self.keep_progress();
            }
        }
        self.keep_current();
    }

    /// Hands the puzzle to a thread for `work`; the observer is told when it is done.
    fn start(&mut self, work: Work) {
        let Some(solving) = self.solving.take() else {
            return;
        };
        self.shown = Some(solving.state());
        let generation = self.generation;
        let me = self.me.clone();
        let lent = Lent {
            solving: Some(solving),
            shelf: self.me.clone(),
            generation,
        };
        crate::threads::spawn("alquerque-puzzle", move || {
            let mut lent = lent;
            if let (Some(solving), Some(shelf)) = (lent.solving.take(), me.upgrade()) {
                work_on(&shelf, generation, solving, work);
            }
        });
    }
}

/// The puzzle lent to a thread: if the thread never runs, it comes back to the shelf.
struct Lent {
    solving: Option<Solving>,
    shelf: Weak<Mutex<Shelf>>,
    generation: u64,
}

impl Drop for Lent {
    fn drop(&mut self) {
        let (Some(solving), Some(shelf)) = (self.solving.take(), self.shelf.upgrade()) else {
            return;
        };
        let mut s = lock(&shelf);
        if s.generation == self.generation {
            s.solving = Some(solving);
            s.shown = None;
            s.notice = Some("That could not be worked out now: try again.".to_string());
            s.teller.tell(None);
        }
    }
}

/// Does `work` on the puzzle `solving` (on a thread of its own), puts it back on the shelf
/// unless another puzzle was opened meanwhile, and tells the observer, with the move to
/// animate: the engine's reply, or the winning move.
fn work_on(shelf: &Mutex<Shelf>, generation: u64, mut solving: Solving, work: Work) {
    let result = match work {
        Work::Judge(mv, shown) => solving.judge(mv, shown).map(Some),
        Work::Hint => {
            solving.hint = solving.solving.hint();
            solving.entry.clear();
            Ok(None)
        }
    };
    let mut s = lock(shelf);
    if s.generation != generation {
        return;
    }
    s.solving = Some(solving);
    s.shown = None;
    let played = match result {
        Ok(Some(outcome)) => {
            s.judged(&outcome);
            match outcome {
                PuzzleMoveOutcome::Kept { reply, .. } => Some(reply),
                PuzzleMoveOutcome::Solved { played } => Some(played),
                PuzzleMoveOutcome::Missed => None,
            }
        }
        Ok(None) => None,
        Err(e) => {
            s.notice = Some(e.to_string());
            None
        }
    };
    s.teller.tell(played);
}

/// The player's puzzles: the shipped set, their progress, and the one on screen. All methods
/// are safe to call from any thread and return at once: judging a move and finding a hint
/// run on a thread of their own.
#[derive(uniffi::Object)]
pub struct Puzzles {
    shelf: Arc<Mutex<Shelf>>,
}

impl Puzzles {
    fn build(
        progress: PuzzleProgress,
        current: Option<Solving>,
        notice: Option<String>,
        store: Option<Arc<Store>>,
    ) -> Arc<Puzzles> {
        crate::init_logging();
        let total = set().len();
        let solving = current.unwrap_or_else(|| {
            let number = progress.next_unsolved(total, 0).unwrap_or(1) as u32;
            Solving::new(number).expect("the shipped set is never empty")
        });
        let shelf = Arc::new_cyclic(|me| {
            Mutex::new(Shelf {
                solving: Some(solving),
                shown: None,
                generation: 0,
                progress,
                notice,
                store,
                teller: Teller::default(),
                me: me.clone(),
            })
        });
        Arc::new(Puzzles { shelf })
    }

    fn lock(&self) -> MutexGuard<'_, Shelf> {
        lock(&self.shelf)
    }
}

/// What the store's thread read at launch.
fn read_puzzles(disk: &mut Disk) -> (PuzzleProgress, Option<Solving>, Option<String>) {
    let (progress, notice) = match disk.read(PROGRESS_KEY) {
        StoredDocument::Missing => (PuzzleProgress::default(), None),
        StoredDocument::Found { text } => match PuzzleProgress::from_text(&text) {
            Ok(p) => (p, None),
            Err(e) => {
                let _ = disk.set_aside(PROGRESS_KEY);
                (PuzzleProgress::default(), Some(e.to_string()))
            }
        },
        StoredDocument::Unreadable { reason, .. } => (PuzzleProgress::default(), Some(reason)),
    };
    let notice = notice.map(|reason| {
        format!("Your puzzle progress could not be read ({reason}). It has been kept aside.")
    });
    let current = match disk.read(CURRENT_KEY) {
        StoredDocument::Found { text } => Solving::from_text(&text),
        _ => None,
    };
    (progress, current, notice)
}

/// The player's puzzles from `store`: the progress, and the puzzle they were solving with its
/// moves (else the first not solved yet). Reads, and replays the moves, on the store's
/// thread. A progress that cannot be read is set aside (the notice says so).
#[uniffi::export]
pub async fn open_puzzles(store: Arc<Store>) -> Arc<Puzzles> {
    let (progress, current, notice) = store.run(read_puzzles).await;
    Puzzles::build(progress, current, notice, Some(store))
}

#[uniffi::export]
impl Puzzles {
    /// The puzzles with the numbers in `solved` solved, kept nowhere (for tests and
    /// previews), opened at the first one not solved.
    #[uniffi::constructor]
    pub fn new(solved: Vec<u32>) -> Arc<Puzzles> {
        let progress = PuzzleProgress::from_solved(solved.into_iter().map(|n| n as usize));
        Puzzles::build(progress, None, None, None)
    }

    /// Tells `observer` when a move was judged or a hint found (`None` stops it).
    pub fn set_observer(&self, observer: Option<Arc<dyn StateObserver>>) {
        self.lock().teller.set(observer);
    }

    /// The state to draw.
    pub fn state(&self) -> PuzzleState {
        self.lock().state()
    }

    /// Every shipped puzzle, numbered from 1, fewest moves first, each marked if solved.
    pub fn list(&self) -> Vec<PuzzleInfo> {
        let shelf = self.lock();
        set()
            .iter()
            .enumerate()
            .map(|(i, p)| PuzzleInfo {
                number: i as u32 + 1,
                moves: p.moves,
                side_to_move: p.position.turn(),
                pieces: Piece::all(&p.position),
                solved: shelf.progress.is_solved(i + 1),
            })
            .collect()
    }

    /// Taps a point (0 = a1 … 24 = e5), as on the game screen: select a piece, put it down,
    /// or move it a step or a jump; a capture is entered jump by jump. A completed move is
    /// judged on a thread of its own (see [`PuzzleTap::Judging`]). A tap that does not fit
    /// gets an error saying why (also the state's notice), and changes nothing.
    pub fn tap(&self, point: i32) -> Result<PuzzleTap, AlquerqueError> {
        let mut shelf = self.lock();
        let Some(s) = shelf.solving.as_mut() else {
            return Ok(PuzzleTap::Judging);
        };
        let result = square(point).and_then(|sq| {
            if s.solving.is_solved() {
                return Err(AlquerqueError::IllegalMove(
                    "The puzzle is solved already.".to_string(),
                ));
            }
            let moves = s.moves();
            let pos = *s.solving.position();
            let shown = s.entry.path().len().saturating_sub(1);
            s.entry.tap(sq, &pos, &moves).map(|step| (step, shown))
        });
        shelf.notice = result.as_ref().err().map(ToString::to_string);
        Ok(match result? {
            (Step::Selected(sq), _) => PuzzleTap::Selected {
                point: sq.index() as i32,
            },
            (Step::Deselected, _) => PuzzleTap::Deselected,
            (Step::KeepJumping(sq), _) => PuzzleTap::KeepJumping {
                point: sq.index() as i32,
            },
            (Step::Complete(mv), shown) => {
                shelf.start(Work::Judge(mv, shown));
                PuzzleTap::Judging
            }
        })
    }

    /// Tries the move whose path is `path` (the start point, then every landing point, as in
    /// [`MoveInfo::path`]; one of the state's `legal_moves`), judged on the caller's thread
    /// (milliseconds for the shipped puzzles): for tests and tools.
    pub fn play_move(&self, path: Vec<i32>) -> Result<PuzzleMoveOutcome, AlquerqueError> {
        let mut shelf = self.lock();
        let Some(s) = shelf.solving.as_mut() else {
            return Err(AlquerqueError::IllegalMove(
                "A move is being judged: wait for it.".to_string(),
            ));
        };
        let mv = s
            .moves()
            .into_iter()
            .find(|m| {
                m.path()
                    .map(|sq| sq.index() as i32)
                    .eq(path.iter().copied())
            })
            .ok_or_else(|| {
                let why = if s.solving.is_solved() {
                    "The puzzle is solved already."
                } else {
                    "That is not a legal move here."
                };
                AlquerqueError::IllegalMove(why.to_string())
            })?;
        let outcome = s.judge(mv, 0)?;
        shelf.judged(&outcome);
        Ok(outcome)
    }

    /// Drops the selection or the capture being entered.
    pub fn clear_selection(&self) {
        let mut shelf = self.lock();
        shelf.notice = None;
        if let Some(s) = shelf.solving.as_mut() {
            s.entry.clear();
        }
    }

    /// Looks for the piece that starts the win, on a thread of its own: the state names it
    /// and rings it on the board until a move is tried. Does nothing once solved.
    pub fn hint(&self) {
        let mut shelf = self.lock();
        shelf.notice = None;
        if shelf
            .solving
            .as_ref()
            .is_some_and(|s| !s.solving.is_solved())
        {
            shelf.start(Work::Hint);
        }
    }

    /// Starts the puzzle on screen again from its position (the count of misses too).
    pub fn restart(&self) {
        let mut shelf = self.lock();
        let number = match (&shelf.solving, &shelf.shown) {
            (Some(s), _) => s.number,
            (None, Some(shown)) => shown.number,
            (None, None) => 1,
        };
        if let Some(solving) = Solving::new(number) {
            shelf.show(solving);
        }
    }

    /// Opens the next puzzle not solved yet after the one on screen, wrapping round to the
    /// first; when every puzzle is solved, simply the next one.
    pub fn next(&self) {
        let mut shelf = self.lock();
        let total = set().len();
        let current = shelf.state().number as usize;
        let next = shelf
            .progress
            .next_unsolved(total, current)
            .unwrap_or(current % total + 1);
        if let Some(solving) = Solving::new(next as u32) {
            shelf.show(solving);
        }
    }

    /// Opens puzzle `number` (from 1); a number outside the set changes nothing. Returns
    /// whether it is open.
    pub fn open(&self, number: u32) -> bool {
        let Some(solving) = Solving::new(number) else {
            return false;
        };
        self.lock().show(solving);
        true
    }
}
