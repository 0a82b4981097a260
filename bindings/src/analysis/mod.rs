//! The analysis board the apps show: any position (reached in a game or set up in the editor),
//! a piece selected, and each of its destinations marked with what the move does under perfect
//! play, as the core's [`Analysis`] proves it (or "not known"). The analysis runs on a thread
//! of its own with a stop flag; a newer position stops it, and a result that arrives for a
//! position no longer shown is dropped. The editor is calls on the same object: a tap puts a
//! white piece, then a black one, then empties the point; the side to move is chosen; a typed
//! position text is read like a record's `Position` tag; leaving the editor validates the
//! position with the core's [`Position::from_setup`].
//!
//! Every legal move of the position is listed at once, best first, from the core's
//! [`analysis_list`](alquerque_core::engine::analysis_list) (wins by distance, then the moves not known with why and the computer's
//! estimate, then losses), and marked on the board: each destination with the best of the
//! moves ending there, or only the selected piece's. Moves are played on the board (a tap on a
//! marked destination plays the move), kept in a line with back and forward.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};

use alquerque_core::engine::{
    analysis_list_with, settle_not_known, AnalysisBudget, AnalysisList, ListedMove, MoveValue,
    ANALYSIS_ESTIMATE_ITERATIONS, ANALYSIS_FURTHER_EXPANSIONS,
};
use alquerque_core::{Color, Game, Move, Position, PositionText, Rules, Setup, Square};
use alquerque_text::Message;

use crate::board::entry::{square, Entry, Step};
use crate::board::outcome::Outcome;
use crate::board::palette::{
    ThemedColor, ANALYSIS_LOSES, ANALYSIS_NOT_KNOWN, ANALYSIS_WINS, MARK_INK,
};
use crate::board::picture::Board;
use crate::board::records::{move_rows, BoardState, MoveRow, PlayedMove, Side, StateObserver};
use crate::runtime::error::AlquerqueError;
use crate::runtime::language::say;
use crate::runtime::tables::endgame_tables;
use crate::runtime::tell::Teller;

/// The longest position text the editor reads: a position text is at most about 60 bytes
/// (25 cells, 4 slashes, the side, the bans, the count); anything longer is refused unread.
const MAX_POSITION_TEXT: usize = 200;

/// What a destination's move does, for its mark on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum AnalysisMark {
    /// The move wins against any defence.
    Wins,
    /// The move loses against best play.
    Loses,
    /// Nothing is proved about the move.
    NotKnown,
}

impl AnalysisMark {
    fn of(value: MoveValue) -> AnalysisMark {
        match value {
            MoveValue::Wins { .. } => AnalysisMark::Wins,
            MoveValue::Loses { .. } => AnalysisMark::Loses,
            MoveValue::NotKnown => AnalysisMark::NotKnown,
        }
    }

    /// For the mover, best first: where several moves of a piece end on one point, the point
    /// shows the best of them.
    fn rank(self) -> u8 {
        match self {
            AnalysisMark::Wins => 0,
            AnalysisMark::NotKnown => 1,
            AnalysisMark::Loses => 2,
        }
    }
}

/// One move of the selected piece and what it does.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct AnalysisDestination {
    /// Where the move ends (0 = a1 … 24 = e5).
    pub point: i32,
    /// The move's path: its start and every landing point.
    pub path: Vec<i32>,
    /// The move in notation, `b2-b4-d4`.
    pub notation: String,
    /// What the move does.
    pub mark: AnalysisMark,
    /// The mark in words: "wins in 3 moves", "loses", "not known".
    pub label: String,
    /// The short label drawn on the board at [`AnalysisDestination::point`]: the number of
    /// moves where it is known, else empty.
    pub short_label: String,
    /// The move and its value in one line, with why a value is not known and the computer's
    /// estimate: `c2-c3: wins in 3 moves`, `d2-c3: not known (…; the computer's estimate: 48.2%
    /// to win)`.
    pub line: String,
}

/// What the board draws on one destination of the selected piece: the best mark of the moves
/// that end there (for the mover), its symbol and its colours, from the one palette.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct AnalysisPointMark {
    /// The point (0 = a1 … 24 = e5).
    pub point: i32,
    /// The best mark of the moves ending there.
    pub mark: AnalysisMark,
    /// What is written on it: the number of moves where it is known, else `+` (wins), `−`
    /// (loses) or `?` (not known).
    pub symbol: String,
    /// The mark's colour.
    pub color: ThemedColor,
    /// The symbol's colour.
    pub ink: ThemedColor,
}

impl AnalysisPointMark {
    /// The marks of `destinations`, one a point, in the order of the points.
    fn of(destinations: &[AnalysisDestination]) -> Vec<AnalysisPointMark> {
        let mut points: Vec<i32> = destinations.iter().map(|d| d.point).collect();
        points.sort_unstable();
        points.dedup();
        points
            .into_iter()
            .filter_map(|point| {
                let best = destinations
                    .iter()
                    .filter(|d| d.point == point)
                    .min_by_key(|d| d.mark.rank())?;
                // The number of moves where it is known (never for "not known"), else a sign.
                let (sign, color) = match best.mark {
                    AnalysisMark::Wins => ("+", ANALYSIS_WINS),
                    AnalysisMark::Loses => ("\u{2212}", ANALYSIS_LOSES),
                    AnalysisMark::NotKnown => ("?", ANALYSIS_NOT_KNOWN),
                };
                let symbol = if best.short_label.is_empty() {
                    sign
                } else {
                    best.short_label.as_str()
                };
                Some(AnalysisPointMark {
                    point,
                    mark: best.mark,
                    symbol: symbol.to_string(),
                    color,
                    ink: MARK_INK,
                })
            })
            .collect()
    }
}

/// One side the editor offers to move first, with its words and whether it is chosen.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SideChoice {
    /// The side.
    pub side: Side,
    /// "White to move".
    pub label: String,
    /// Whether the position set up has this side to move.
    pub chosen: bool,
}

/// Everything the analysis screen shows.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct AnalysisState {
    /// The board: the pieces, the selectable pieces of the side to move and the selected one
    /// (no targets: the destinations below are drawn instead). In the editor nothing is
    /// selectable and every point may be tapped.
    pub board: BoardState,
    /// Whether the editor is open.
    pub editing: bool,
    /// The side to move.
    pub side_to_move: Side,
    /// "White to move", or who has won when the side to move has no move.
    pub status_text: String,
    /// What to do or what is happening: select a piece, the analysis being worked out, the
    /// editor's help, or why nothing is claimed under rules with draws.
    pub note_text: String,
    /// The analysis of this position is being worked out.
    pub working: bool,
    /// The selected piece, if any.
    pub selected: Option<i32>,
    /// Each move of the selected piece with its mark (empty while working).
    pub destinations: Vec<AnalysisDestination>,
    /// Every legal move of the position with its mark, best first: wins (the fastest first),
    /// then the moves not known (the highest estimate first), then losses (the longest
    /// defence first). Empty while working and in the editor.
    pub moves: Vec<AnalysisDestination>,
    /// What the board draws, one mark a point: on the selected piece's destinations, or with
    /// no piece selected on every destination of a legal move (the best of the moves ending
    /// there), so that which moves win is seen at once.
    pub point_marks: Vec<AnalysisPointMark>,
    /// One line per legal move, best first (the [`AnalysisDestination::line`] of
    /// [`AnalysisState::moves`]): `c2-c3: wins in 3 moves`.
    pub rows: Vec<String>,
    /// The moves played on the board from the position analysed first (or set up), in rows
    /// of two, numbered; those after [`AnalysisState::ply`] are the line forward returns to.
    pub move_rows: Vec<MoveRow>,
    /// How many of the line's moves are on the board.
    pub ply: u32,
    /// Whether back takes a move back.
    pub can_back: bool,
    /// Whether forward plays the line's next move again.
    pub can_forward: bool,
    /// In the editor: the two sides that may move first, White then Black, the chosen one
    /// marked (empty outside the editor).
    pub side_choices: Vec<SideChoice>,
    /// Why the last call did nothing, in a sentence for the player (until the next call).
    pub notice: Option<String>,
    /// The position as text (`bbbbb/bbbbb/bb-ww/wwwww/wwwww w - 0`), to copy or share.
    pub position_text: String,
}

struct Inner {
    /// The position the line of moves starts from (the game's, or the last one set up).
    base: Position,
    /// The moves played on the board from `base`; the first `shown` of them are on it.
    line: Vec<Move>,
    /// How many of `line` are on the board.
    shown: usize,
    /// The position analysed: `base` after the first `shown` moves of `line` (in the editor:
    /// the last valid one).
    position: Position,
    /// The editor's board while it is open.
    editing: Option<Setup>,
    /// The piece selected and the jumps of a capture entered so far.
    entry: Entry,
    analysis: Option<AnalysisList>,
    /// Whether the moves `analysis` left not known are being searched further
    /// ([`settle_not_known`]): the list is shown meanwhile, each mark changed once proved.
    further: bool,
    /// Bumped by every new position: a result for an older one is dropped.
    generation: u64,
    /// The running analysis' stop flag.
    stop: Arc<AtomicBool>,
    notice: Option<Message>,
    teller: Teller<dyn StateObserver>,
    me: Weak<Mutex<Inner>>,
}

/// The analysis board: a position, its legal moves' values, and the position editor. Every
/// method is safe to call from any thread and returns at once; the analysis runs on a thread
/// of its own and the observer is told when it is done.
#[derive(uniffi::Object)]
pub struct AnalysisBoard {
    inner: Arc<Mutex<Inner>>,
}

fn lock(inner: &Mutex<Inner>) -> MutexGuard<'_, Inner> {
    inner.lock().unwrap_or_else(PoisonError::into_inner)
}

impl AnalysisBoard {
    /// An analysis board on `position`, its analysis started.
    pub(crate) fn at(position: Position) -> Arc<AnalysisBoard> {
        crate::runtime::init_logging();
        let inner = Arc::new_cyclic(|me| {
            Mutex::new(Inner {
                base: position,
                line: Vec::new(),
                shown: 0,
                position,
                editing: None,
                entry: Entry::default(),
                analysis: None,
                further: false,
                generation: 0,
                stop: Arc::new(AtomicBool::new(false)),
                notice: None,
                teller: Teller::default(),
                me: me.clone(),
            })
        });
        lock(&inner).start();
        Arc::new(AnalysisBoard { inner })
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        lock(&self.inner)
    }
}

impl Inner {
    /// Stops the analysis running, if any, and starts one of the current position.
    fn start(&mut self) {
        self.analysis = None;
        self.further = false;
        let (generation, stop) = self.renew();
        let (position, me) = (self.position, self.me.clone());
        crate::runtime::threads::spawn("alquerque-analysis", move || {
            let tables = endgame_tables();
            let Some(analysis) = analysis_list_with(
                &position,
                AnalysisBudget::PHONE,
                ANALYSIS_ESTIMATE_ITERATIONS,
                &stop,
                tables.as_deref(),
            ) else {
                return; // stopped: a newer position has its own
            };
            let further = analysis.goes_further(&position);
            if Inner::show_list(&me, generation, analysis.clone(), further) && further {
                Inner::prove_further(&me, generation, &position, &analysis, &stop);
            }
        });
    }

    /// Searches the moves `list` left not known further, showing each list that proves more,
    /// then says the board is done with the position (unless stopped).
    fn prove_further(
        me: &Weak<Mutex<Inner>>,
        generation: u64,
        position: &Position,
        list: &AnalysisList,
        stop: &AtomicBool,
    ) {
        let tables = endgame_tables();
        let last = settle_not_known(
            position,
            list,
            &ANALYSIS_FURTHER_EXPANSIONS,
            stop,
            tables.as_deref(),
            &mut |list| {
                Inner::show_list(me, generation, list.clone(), true);
            },
        );
        if !stop.load(Ordering::Relaxed) {
            Inner::show_list(me, generation, last, false);
        }
    }

    /// Goes on with the further rounds of the list shown, stopped when the screen was left.
    fn resume_further(&mut self) {
        let Some(list) = self.analysis.clone() else {
            return;
        };
        let (generation, stop) = self.renew();
        let (position, me) = (self.position, self.me.clone());
        crate::runtime::threads::spawn("alquerque-analysis", move || {
            Inner::prove_further(&me, generation, &position, &list, &stop);
        });
    }

    /// Stops the work running, if any, and gives the next its generation and stop flag.
    fn renew(&mut self) -> (u64, Arc<AtomicBool>) {
        self.stop.store(true, Ordering::Relaxed);
        self.generation += 1;
        self.stop = Arc::new(AtomicBool::new(false));
        (self.generation, self.stop.clone())
    }

    /// Shows `list` if the board still shows the position of `generation`, with `further`
    /// saying whether more is being proved, and tells the observer; whether it was shown.
    fn show_list(
        me: &Weak<Mutex<Inner>>,
        generation: u64,
        list: AnalysisList,
        further: bool,
    ) -> bool {
        let Some(inner) = me.upgrade() else {
            return false;
        };
        let mut inner = lock(&inner);
        if inner.generation != generation {
            return false;
        }
        inner.analysis = Some(list);
        inner.further = further;
        inner.teller.tell(None);
        true
    }

    /// A new position to start from (set up or typed): the line of moves and the selection
    /// go, the analysis starts again.
    fn set_position(&mut self, position: Position) {
        self.base = position;
        self.line.clear();
        self.show(0);
    }

    /// Shows the position after the first `shown` moves of the line: the selection goes, the
    /// analysis starts again.
    fn show(&mut self, shown: usize) {
        self.shown = shown.min(self.line.len());
        self.position = *self.line_game().position();
        self.entry.clear();
        self.start();
    }

    /// The game from `base` with the moves shown played (for the last move's mark).
    fn line_game(&self) -> Game {
        let mut game = Game::from_position(self.base);
        for &mv in &self.line[..self.shown] {
            // Each move was legal where it was played: the line is only ever built so.
            if game.play(mv).is_err() {
                break;
            }
        }
        game
    }

    /// Plays `mv` from the position shown: the line beyond it is kept if `mv` is its next
    /// move (as forward would), else replaced.
    fn play(&mut self, mv: Move, entered: usize) -> PlayedMove {
        let side = self.position.turn();
        if self.line.get(self.shown) != Some(&mv) {
            self.line.truncate(self.shown);
            self.line.push(mv);
        }
        self.show(self.shown + 1);
        PlayedMove::new(mv, side, entered)
    }

    /// The selected piece, if any.
    fn selected(&self) -> Option<Square> {
        self.entry.path().first().copied()
    }

    fn state(&self) -> AnalysisState {
        let editing = self.editing.is_some();
        let pos = match &self.editing {
            // The editor's board as it stands, drawn even while it is not a valid position.
            Some(setup) => {
                Position::from_setup(setup, self.position.rules()).unwrap_or(self.position)
            }
            None => self.position,
        };
        let moves: Vec<Move> = if editing {
            Vec::new()
        } else {
            pos.legal_moves().iter().copied().collect()
        };
        let entry = if editing {
            Entry::default()
        } else {
            self.entry.clone()
        };
        let game = if editing {
            Game::from_position(pos)
        } else {
            self.line_game()
        };
        let over = !pos.has_moves();
        let status = if over {
            Message::new("analysis-game-over").choice("winner", pos.turn().other().keyword())
        } else {
            Message::new("analysis-to-move").choice("side", pos.turn().keyword())
        };
        let board = Board {
            game: &game,
            entry: &entry,
            moves: &moves,
            show_targets: false,
            show_notation: true,
            hint_piece: None,
            show_bans: false,
            flipped: false,
            hint: None,
        }
        .state();
        let working = !editing && self.analysis.is_none();
        let note = if editing {
            Some(Message::new("analysis-edit-help"))
        } else if working {
            Some(Message::new("analysis-working"))
        } else if self.analysis.as_ref().is_some_and(|a| !a.claims) {
            Some(Message::new("analysis-draws"))
        } else if over {
            None
        } else if self.further && self.selected().is_none() {
            Some(Message::new("analysis-further"))
        } else if self.selected().is_some() {
            Some(Message::new("analysis-selected"))
        } else {
            Some(Message::new("analysis-select"))
        };
        let listed: Vec<AnalysisDestination> = match &self.analysis {
            Some(a) if !editing => a.moves.iter().map(destination).collect(),
            _ => Vec::new(),
        };
        // The selected piece's moves, those that go on from the jumps entered so far.
        let entered: Vec<i32> = entry.path().iter().map(|s| s.index() as i32).collect();
        let destinations: Vec<AnalysisDestination> = if entered.is_empty() {
            Vec::new()
        } else {
            listed
                .iter()
                .filter(|d| d.path.starts_with(&entered))
                .cloned()
                .collect()
        };
        let marked = if entered.is_empty() {
            &listed
        } else {
            &destinations
        };
        let mut board = board;
        // A screen reader hears each marked point's moves with what they do, as the eye sees
        // the marks.
        for d in marked {
            if let Some(point) = board.points.get_mut(d.point as usize) {
                point.accessibility_label = say(&Message::new("point-label-more")
                    .text("label", point.accessibility_label.clone())
                    .text("more", d.line.clone()));
            }
        }
        let rows = listed.iter().map(|d| d.line.clone()).collect();
        let notations: Vec<String> = self.line.iter().map(Move::to_string).collect();
        let side_choices = if editing {
            [Color::White, Color::Black]
                .into_iter()
                .map(|side| SideChoice {
                    side,
                    label: say(&Message::new("analysis-to-move").choice("side", side.keyword())),
                    chosen: pos.turn() == side,
                })
                .collect()
        } else {
            Vec::new()
        };
        AnalysisState {
            board,
            editing,
            side_to_move: pos.turn(),
            status_text: say(&status),
            note_text: note.map(|m| say(&m)).unwrap_or_default(),
            working,
            selected: self.selected().map(|s| s.index() as i32),
            point_marks: AnalysisPointMark::of(marked),
            destinations,
            moves: listed,
            rows,
            move_rows: move_rows(&notations, self.base.turn()),
            ply: self.shown as u32,
            can_back: !editing && self.shown > 0,
            can_forward: !editing && self.shown < self.line.len(),
            side_choices,
            notice: self.notice.as_ref().map(say),
            position_text: PositionText::from_position(&pos).to_string(),
        }
    }
}

/// A listed move with its mark and words.
fn destination(m: &ListedMove) -> AnalysisDestination {
    let short_label = match m.value {
        MoveValue::Wins { in_moves: Some(n) } | MoveValue::Loses { in_moves: Some(n) } => {
            n.to_string()
        }
        _ => String::new(),
    };
    let notation = m.mv.to_string();
    AnalysisDestination {
        point: m.mv.to().index() as i32,
        path: m.mv.path().map(|s| s.index() as i32).collect(),
        mark: AnalysisMark::of(m.value),
        label: say(&m.value.text()),
        short_label,
        line: say(&Message::new("analysis-move")
            .notation("move", notation.clone())
            .message("value", m.text())),
        notation,
    }
}

#[uniffi::export]
impl AnalysisBoard {
    /// Tells `observer` when an analysis is done (`None` stops it).
    pub fn set_observer(&self, observer: Option<Arc<dyn StateObserver>>) {
        self.lock().teller.set(observer);
    }

    /// The state to draw.
    pub fn state(&self) -> AnalysisState {
        self.lock().state()
    }

    /// A tap on `point`. Analysing: selects the side to move's piece there (its destinations
    /// are marked once the analysis is done), puts the selected one down, or, on one of its
    /// destinations, plays the move (a capture jump by jump); a point that cannot be selected
    /// says why in the notice. Editing: a white piece, then a black one, then an empty point.
    /// What came of it is the [`Outcome`]: done (with the move played, to animate), or
    /// refused with the words to show.
    pub fn tap(&self, point: i32) -> Outcome {
        Outcome::of(self.tap_result(point), |played| played)
    }

    /// Puts the selected piece down (and forgets the jumps of a capture entered so far).
    pub fn clear_selection(&self) {
        let mut inner = self.lock();
        inner.entry.clear();
        inner.notice = None;
    }

    /// Takes the last move shown back (the line keeps it for forward).
    pub fn back(&self) {
        let mut inner = self.lock();
        inner.notice = None;
        if inner.editing.is_none() && inner.shown > 0 {
            let shown = inner.shown - 1;
            inner.show(shown);
        }
    }

    /// Plays the line's next move again.
    /// What came of it is the [`Outcome`]: done with the move to animate, or done with none
    /// when there is nothing forward.
    pub fn forward(&self) -> Outcome {
        let mut inner = self.lock();
        inner.notice = None;
        let next = inner.line.get(inner.shown).copied();
        let played = match next {
            Some(mv) if inner.editing.is_none() => Some(inner.play(mv, 0)),
            _ => None,
        };
        Outcome::Done { played }
    }

    /// Opens the editor on the position shown (the analysis stops), or closes it: the board
    /// set up is checked by the core and, if it is a position, analysed; if not, the editor
    /// stays open and says why.
    /// What came of it is the [`Outcome`]: done, or refused with the words to show.
    pub fn set_editing(&self, editing: bool) -> Outcome {
        self.set_editing_result(editing).into()
    }

    /// In the editor: who moves first in the position set up.
    pub fn set_side_to_move(&self, side: Side) {
        let mut inner = self.lock();
        if let Some(setup) = inner.editing.as_mut() {
            setup.turn = side;
        }
    }

    /// In the editor: empties the board.
    pub fn clear_board(&self) {
        let mut inner = self.lock();
        if let Some(setup) = inner.editing.as_mut() {
            *setup = Setup::empty(setup.turn);
        }
    }

    /// Replaces the position by the position text `text` (as in a record's `Position` tag),
    /// closing the editor if it is open. A text that is not a valid position under the
    /// board's rules changes nothing and says why.
    /// What came of it is the [`Outcome`]: done, or refused with the words to show.
    pub fn set_position_text(&self, text: String) -> Outcome {
        self.set_position_text_result(text).into()
    }

    /// Stops the analysis running (the screen is left); [`AnalysisBoard::resume`] starts it
    /// again.
    pub fn pause(&self) {
        let mut inner = self.lock();
        inner.stop.store(true, Ordering::Relaxed);
        inner.generation += 1;
    }

    /// Starts the analysis again if it was stopped before it was done, or its further rounds
    /// on the moves not known.
    pub fn resume(&self) {
        let mut inner = self.lock();
        if inner.editing.is_some() {
            return;
        }
        if inner.analysis.is_none() {
            inner.start();
        } else if inner.further {
            inner.resume_further();
        }
    }
}

/// The position of the position text `text` under `rules`, or why it is none. Bounded: a text
/// longer than any position is refused unread.
fn read_position(text: &str, rules: Rules) -> Result<Position, AlquerqueError> {
    let bad = |reason: Message| {
        AlquerqueError::InvalidRecord(
            Message::new("analysis-bad-position").message("reason", reason),
        )
    };
    if text.len() > MAX_POSITION_TEXT {
        return Err(bad(Message::new("position-too-long")
            .count("bytes", text.len() as i64)
            .count("max", MAX_POSITION_TEXT as i64)));
    }
    text.trim()
        .parse::<PositionText>()
        .and_then(|t| t.into_position(rules))
        .map_err(|e| bad(e.message()))
}

/// What only the tests of the bindings (Rust, Kotlin on the JVM, Swift) call: left out of the phones' library.
#[cfg(feature = "testing")]
#[uniffi::export]
impl AnalysisBoard {
    /// An analysis board on the position `text` (a position text, as in a record's `Position`
    /// tag) under the rules `variant` and `reversal_allowed`. A text that is not a valid
    /// position is refused and says why.
    #[uniffi::constructor]
    pub fn from_text(
        text: String,
        variant: crate::board::records::Variant,
        reversal_allowed: bool,
    ) -> Result<Arc<AnalysisBoard>, AlquerqueError> {
        let rules = Rules::new(variant, reversal_allowed);
        Ok(AnalysisBoard::at(read_position(&text, rules)?))
    }
}

impl AnalysisBoard {
    /// A tap on `point`. Analysing: selects the side to move's piece there (its destinations
    /// are marked once the analysis is done), or puts the selected one down; a point that
    /// cannot be selected says why in the notice. Editing: a white piece, then a black one,
    /// then an empty point.
    ///
    /// The Rust API, with what the action did in full (the move played, if the tap completed
    /// one): the apps read the [`Outcome`] of [`AnalysisBoard::tap`].
    pub fn tap_result(&self, point: i32) -> Result<Option<PlayedMove>, AlquerqueError> {
        let sq = square(point)?;
        let mut inner = self.lock();
        inner.notice = None;
        if let Some(setup) = inner.editing.as_mut() {
            let (white, black) = match setup.piece_at(sq) {
                None => (true, false),
                Some(Color::White) => (false, true),
                Some(Color::Black) => (false, false),
            };
            let put =
                |b: alquerque_core::Bitboard, on: bool| if on { b.with(sq) } else { b.without(sq) };
            setup.white = put(setup.white, white);
            setup.black = put(setup.black, black);
            // A piece put down or taken off has no last step to reverse.
            setup.no_east = setup.no_east.without(sq);
            setup.no_west = setup.no_west.without(sq);
            return Ok(None);
        }
        let pos = inner.position;
        let moves: Vec<Move> = pos.legal_moves().iter().copied().collect();
        // An empty point the selected piece cannot reach puts it down, as a tap beside the
        // board does (unless a capture is half entered, which must go on).
        let reachable = inner.entry.targets(&moves).contains(&sq);
        if pos.piece_at(sq).is_none() && !reachable && !inner.entry.is_jumping() {
            inner.entry.clear();
            return Ok(None);
        }
        let entered = inner.entry.path().len().saturating_sub(1);
        match inner.entry.tap(sq, &pos, &moves) {
            Ok(Step::Complete(mv)) => Ok(Some(inner.play(mv, entered))),
            Ok(_) => Ok(None),
            Err(e) => {
                inner.notice = Some(e.message());
                Err(e)
            }
        }
    }
}

impl AnalysisBoard {
    /// Opens the editor on the position shown (the analysis stops), or closes it: the board
    /// set up is checked by the core and, if it is a position, analysed; if not, the editor
    /// stays open and says why.
    ///
    /// The Rust API, with what the action did in full: the apps read the [`Outcome`] of
    /// [`AnalysisBoard::set_editing`].
    pub fn set_editing_result(&self, editing: bool) -> Result<(), AlquerqueError> {
        let mut inner = self.lock();
        inner.notice = None;
        match (inner.editing, editing) {
            (None, true) => {
                inner.stop.store(true, Ordering::Relaxed);
                inner.generation += 1;
                inner.entry.clear();
                inner.editing = Some(inner.position.to_setup());
                Ok(())
            }
            (Some(setup), false) => match Position::from_setup(&setup, inner.position.rules()) {
                Ok(pos) => {
                    inner.editing = None;
                    inner.set_position(pos);
                    Ok(())
                }
                Err(e) => {
                    let m = Message::new("analysis-bad-position").message("reason", e.message());
                    inner.notice = Some(m.clone());
                    Err(AlquerqueError::InvalidRecord(m))
                }
            },
            _ => Ok(()),
        }
    }
}

impl AnalysisBoard {
    /// Replaces the position by the position text `text` (as in a record's `Position` tag),
    /// closing the editor if it is open. A text that is not a valid position under the
    /// board's rules changes nothing and says why.
    ///
    /// The Rust API, with what the action did in full: the apps read the [`Outcome`] of
    /// [`AnalysisBoard::set_position_text`].
    pub fn set_position_text_result(&self, text: String) -> Result<(), AlquerqueError> {
        let mut inner = self.lock();
        match read_position(&text, inner.position.rules()) {
            Ok(pos) => {
                inner.notice = None;
                inner.editing = None;
                inner.set_position(pos);
                Ok(())
            }
            Err(e) => {
                inner.notice = Some(e.message());
                Err(e)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ending(point: i32, mark: AnalysisMark, short_label: &str) -> AnalysisDestination {
        AnalysisDestination {
            point,
            path: vec![0, point],
            notation: String::new(),
            mark,
            label: String::new(),
            short_label: short_label.into(),
            line: String::new(),
        }
    }

    /// While the further rounds run, the list is shown and the note says more is coming; a
    /// board left during them (paused) goes on with them when it is back (resumed), and says
    /// the usual words once they are done.
    #[test]
    fn the_further_rounds_are_said_and_go_on_after_a_pause() {
        let _english = crate::runtime::language::hold_english();
        let position: Position = "b--bb/----b/-----/--w-w/---ww w c2> 0"
            .parse::<PositionText>()
            .and_then(|t| t.into_position(Rules::default()))
            .expect("a valid position");
        let stop = AtomicBool::new(false);
        let first =
            analysis_list_with(&position, AnalysisBudget::PHONE, 1, &stop, None).expect("finished");
        assert!(first.goes_further(&position));
        let board = AnalysisBoard::at(position);
        board.pause();
        {
            let mut inner = board.lock();
            inner.analysis = Some(first.clone());
            inner.further = true;
        }
        let s = board.state();
        assert!(!s.working);
        assert_eq!(s.moves.len(), first.moves.len());
        assert_eq!(s.note_text, say(&Message::new("analysis-further")));
        board.resume();
        let end = std::time::Instant::now() + std::time::Duration::from_secs(600);
        while board.lock().further {
            assert!(
                std::time::Instant::now() < end,
                "the further rounds never ended"
            );
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        let s = board.state();
        assert_eq!(s.note_text, say(&Message::new("analysis-select")));
        assert!(s.moves.iter().all(|m| m.mark != AnalysisMark::NotKnown));
    }

    #[test]
    fn a_point_shows_the_best_mark_of_the_moves_ending_there() {
        let _english = crate::runtime::language::hold_english();
        let marks = AnalysisPointMark::of(&[
            ending(7, AnalysisMark::Loses, "2"),
            ending(5, AnalysisMark::Loses, "2"),
            ending(5, AnalysisMark::NotKnown, ""),
            ending(3, AnalysisMark::Wins, ""),
        ]);
        let shown: Vec<(i32, AnalysisMark, &str)> = marks
            .iter()
            .map(|m| (m.point, m.mark, m.symbol.as_str()))
            .collect();
        assert_eq!(
            shown,
            vec![
                (3, AnalysisMark::Wins, "+"),
                (5, AnalysisMark::NotKnown, "?"),
                (7, AnalysisMark::Loses, "2"),
            ]
        );
        assert_eq!(marks[0].color, ANALYSIS_WINS);
        assert_eq!(marks[1].color, ANALYSIS_NOT_KNOWN);
        assert_eq!(marks[2].color, ANALYSIS_LOSES);
        assert!(marks.iter().all(|m| m.ink == MARK_INK));
    }
}
