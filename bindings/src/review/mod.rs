//! Game review for the apps: the core reviews a game in the background (progress, cancel) and
//! the result comes back as plain data the review screen draws: per ply the move, its number,
//! who made it, the board before it, the expected result before and after, the engine's
//! better move, the mark and what is proven; for the game, the graph's values and the ply to
//! show first. Nothing is judged here: every number and word of the judgement is the core's
//! (`alquerque_core::review`). A review is reproducible for its game: the engine's seed
//! is the game's fingerprint, so the same game gets the same marks on every phone and every
//! launch, and the session hands out the review it has for the game on screen.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};

use alquerque_core::review::{
    annotated_record, start_review_with, Evaluation, Mark, PlyReview, Review, ReviewHandle,
    ReviewParams, ReviewProgress, SideSummary,
};
use alquerque_core::{Color, Game};
use alquerque_text::{Language, Message};
use futures_channel::oneshot;

use crate::board::palette::{mark_color, ThemedColor};
use crate::board::picture::picture_points;
use crate::board::records::{MoveInfo, PointState, Side, StateObserver};
use crate::drill::MistakeDrill;
use crate::runtime::fingerprint::fingerprint;
use crate::runtime::language::{current, say};
use crate::runtime::tables::endgame_tables;
use crate::runtime::tell::Teller;

/// How good a move was: the core's mark, called `ReviewMark` in Kotlin and Swift.
pub type ReviewMark = Mark;

#[uniffi::remote(Enum)]
pub enum ReviewMark {
    /// The engine's own choice, or an equally fast proven win.
    Best,
    /// Not the engine's choice, but costs (almost) nothing.
    Good,
    /// Gives away a little.
    Inaccuracy,
    /// Gives away a lot.
    Mistake,
    /// Gives away the game, or most of it.
    Blunder,
    /// The only legal move: nothing to judge.
    OnlyMove,
}

/// How far a review has got, for a progress bar.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ReviewProgressInfo {
    /// Positions searched so far.
    pub positions_done: u32,
    /// Positions to search in all (one more than the moves).
    pub positions: u32,
    /// Milliseconds since the review began.
    pub elapsed_ms: u64,
}

/// One ply of a review, everything its row and its board show.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct PlyReviewInfo {
    /// The ply's index, 0 for the first move.
    pub ply: u32,
    /// The move played, e.g. `c2-c3`.
    pub notation: String,
    /// Who played it.
    pub mover: Side,
    /// The ply's number as the move list shows it: `1.` before White's move, `1…` before
    /// Black's (counted from the game's first move, whoever made it).
    pub number: String,
    /// The move played, for drawing on the board.
    pub played: MoveInfo,
    /// The 25 points before the move, a1 to e5: the position to show when the ply is tapped.
    pub points_before: Vec<PointState>,
    /// The mover's expected result before the move, 0 (loss) to 1 (win).
    pub before: f32,
    /// The same in words: `62.4%`, `wins in 3`, `loses in 2`.
    pub before_text: String,
    /// The mover's expected result after the move.
    pub after: f32,
    /// The same in words.
    pub after_text: String,
    /// White's expected result before the move: the review graph's value left of this ply.
    pub white_before: f32,
    /// White's expected result after the move: the graph's value at this ply.
    pub white_after: f32,
    /// The engine's best move in the position before (the same as `played` when it was
    /// played), for drawing on the board.
    pub best: MoveInfo,
    /// The best move's value for the mover (equal to `before`).
    pub best_value: f32,
    /// The engine's move where it differs from the one played: the better move to draw.
    pub better: Option<MoveInfo>,
    /// How good the move was.
    pub mark: ReviewMark,
    /// The mark in words: `best`, `only move`.
    pub mark_text: String,
    /// The colour the mark is written in, for a fault; `None`: the ordinary text colour.
    pub mark_color: Option<ThemedColor>,
    /// The whole annotation in one line, as the game record carries it (the record's own
    /// English words, for sharing; what a player reads is below).
    pub comment: String,
    /// The heading over the ply's board: `d2-b4: mistake`. In a right-to-left language the
    /// notation is isolated so that it keeps its order beside the punctuation.
    pub heading: String,
    /// The ply's row in the move list: number, move and mark (`3… d2-b4 · mistake`), the
    /// notation isolated as in `heading`.
    pub row: String,
    /// The key under the board: the move played (solid) and the better one (an arrow).
    pub legend: String,
    /// The lines under the ply's heading, in order: the expected results before and after the
    /// move, from White's side as the graph shows them (`For White: 63.9% before, 48.5%
    /// after`); then what the solved game says of the move, if anything (`gives the win
    /// away`), and never the values again. The apps show the first as it is and the others
    /// quieter.
    pub value_lines: Vec<String>,
    /// What a screen reader says for the board: the position before the move, and the better
    /// move if there was one.
    pub board_description: String,
}

/// The ring round the chosen ply on the graph: the ink of the text, near black by day and
/// near white by night. The faults' dots are coloured (blue, orange, red); a ring of no hue
/// can never be taken for one of them, as the old one, an orange next to the mistake's, was.
pub(crate) const GRAPH_SELECTION: ThemedColor = ThemedColor::opaque(0x3E2723, 0xF2F2F2);

/// A finished (or cancelled) review of the session's game.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct GameReview {
    /// The plies reviewed, from the first.
    pub plies: Vec<PlyReviewInfo>,
    /// Whether every ply was reviewed (false when cancelled, or when another review or a
    /// cancel cut it short).
    pub complete: bool,
    /// The game record with every reviewed ply's annotation as a comment: for sharing or
    /// saving; every record reader loads it.
    pub annotated_record: String,
    /// White's expected result over the game, 0 (Black wins) to 1 (White wins), for the
    /// graph: before the first move, then after each ply reviewed.
    pub graph: Vec<f32>,
    /// The ply to show first: the first blunder or mistake, else the first move (`None`
    /// when no ply was reviewed).
    pub first_shown: Option<u32>,
    /// The words the graph is labelled with.
    pub graph_labels: GraphLabels,
    /// The faults, as dots on the graph in their mark's colour.
    pub graph_marks: Vec<GraphMark>,
    /// The key to the graph's dots: each fault's mark, its words and its colour.
    pub graph_legend: Vec<GraphLegendEntry>,
    /// The move numbers along the graph's axis.
    pub graph_ticks: Vec<GraphTick>,
    /// The colour of the ring round the chosen ply on the graph (`GRAPH_SELECTION`: the ink
    /// of the text, a colour of no hue).
    pub graph_selection: ThemedColor,
    /// What each side played, in numbers: White, then Black.
    pub summaries: Vec<SideSummaryInfo>,
}

/// One entry of the key to the graph's dots.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GraphLegendEntry {
    /// The mark.
    pub mark: ReviewMark,
    /// Its words: `mistake`.
    pub label: String,
    /// Its colour, the dots' and the rows'.
    pub color: ThemedColor,
}

/// A move number on the graph's axis.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GraphTick {
    /// Where it stands: an index into [`GameReview::graph`] (the value before the turn's
    /// first move).
    pub index: u32,
    /// The turn's number, `5`.
    pub label: String,
}

/// A side's summary of the review: how many inaccuracies, mistakes and blunders it played and
/// its accuracy (the core's one definition, `alquerque_core::review::move_accuracy`).
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct SideSummaryInfo {
    /// The side.
    pub side: Side,
    /// Its moves with a choice (an only move is not counted).
    pub moves: u32,
    /// The moves marked inaccuracies.
    pub inaccuracies: u32,
    /// The moves marked mistakes.
    pub mistakes: u32,
    /// The moves marked blunders.
    pub blunders: u32,
    /// The accuracy, 0 to 100 to a tenth; `None` without a move with a choice.
    pub accuracy: Option<f32>,
    /// The whole summary in one line: `White: inaccuracies 2, mistakes 1, blunders 0;
    /// accuracy 87.3%`.
    pub text: String,
}

impl SideSummaryInfo {
    fn of(summary: &SideSummary) -> SideSummaryInfo {
        SideSummaryInfo {
            side: summary.side,
            moves: summary.moves,
            inaccuracies: summary.inaccuracies,
            mistakes: summary.mistakes,
            blunders: summary.blunders,
            accuracy: summary.accuracy,
            text: say(&summary.message()),
        }
    }
}

/// A fault drawn on the review graph: a dot on the value after the ply, in the mark's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GraphMark {
    /// The ply (0 for the first move); its dot sits on `graph[ply + 1]`.
    pub ply: u32,
    /// Its mark.
    pub mark: ReviewMark,
    /// The mark's colour.
    pub color: ThemedColor,
}

/// The labels of the review graph, so that a newcomer can tell which way is good for whom.
#[derive(Clone, Debug, Default, PartialEq, Eq, uniffi::Record)]
pub struct GraphLabels {
    /// At the top (a value of 1): `White winning`.
    pub top: String,
    /// On the dashed middle line (0.5): `50%: even`.
    pub middle: String,
    /// At the bottom (0): `Black winning`.
    pub bottom: String,
    /// Said once over the graph: whose winning chance the graph and the values under the
    /// board show (White's, for both).
    pub viewpoint: String,
    /// What a screen reader says for the graph: what it shows, which way is whose, and that
    /// a tap chooses a move.
    pub description: String,
}

impl GraphLabels {
    fn new() -> GraphLabels {
        let (top, middle, bottom, description) = crate::board::words::graph_labels();
        GraphLabels {
            top,
            middle,
            bottom,
            viewpoint: say(&Message::new("graph-viewpoint")),
            description,
        }
    }
}

fn for_white(mover: Color, value: f32) -> f32 {
    match mover {
        Color::White => value,
        Color::Black => 1.0 - value,
    }
}

/// `value` of `mover` from White's side: a chance turned round, a win the other side's loss.
fn white_side(mover: Color, value: Evaluation) -> Evaluation {
    match (mover, value) {
        (Color::White, v) => v,
        (Color::Black, Evaluation::Expected(v)) => {
            // On the record's grid of a thousandth, so that it reads as the graph does.
            Evaluation::Expected(((1.0 - v) * 1000.0).round() / 1000.0)
        }
        (Color::Black, Evaluation::WinsIn(n)) => Evaluation::LosesIn(n),
        (Color::Black, Evaluation::LosesIn(n)) => Evaluation::WinsIn(n),
    }
}

/// The move numbers along the graph of a game of `plies` moves whose first move `first`
/// made: the first turn, then every fifth (every tenth past 60 turns, so that they never
/// crowd), each at the value before the turn's first move.
fn graph_ticks(plies: usize, first: Color) -> Vec<GraphTick> {
    let offset = usize::from(first == Color::Black);
    let turns = (plies + offset).div_ceil(2);
    let step = if turns > 60 { 10 } else { 5 };
    (1..=turns)
        .filter(|&t| t == 1 || t % step == 0)
        .map(|t| GraphTick {
            // White's move of turn t is ply 2(t - 1) - offset (turn 1 begun by Black: ply 0).
            index: (2 * (t - 1)).saturating_sub(offset) as u32,
            label: t.to_string(),
        })
        .collect()
}

fn ply_info(game: &Game, p: &PlyReview) -> PlyReviewInfo {
    let first = game.start().turn();
    PlyReviewInfo {
        ply: p.ply as u32,
        notation: p.played.to_string(),
        mover: p.mover,
        number: say(&p.number(first)),
        played: MoveInfo::new(p.played, p.mover),
        points_before: picture_points(&game.positions()[p.ply]),
        before: p.before.expected(),
        before_text: say(&p.before.message()),
        after: p.after.expected(),
        after_text: say(&p.after.message()),
        white_before: for_white(p.mover, p.before.expected()),
        white_after: for_white(p.mover, p.after.expected()),
        best: MoveInfo::new(p.best, p.mover),
        best_value: p.before.expected(),
        better: (p.best != p.played).then(|| MoveInfo::new(p.best, p.mover)),
        mark: p.mark,
        mark_text: say(&p.mark.message()),
        mark_color: mark_color(p.mark),
        comment: p.comment(),
        heading: say(&p.heading()),
        row: say(&p.row(first)),
        legend: say(&p.legend()),
        // White's values, as the graph; then what the solved game says, without the values
        // again (the core's proven_text repeats them, for the terminal's one line).
        value_lines: std::iter::once(
            Message::new("review-values-white")
                .message("before", white_side(p.mover, p.before).message())
                .message("after", white_side(p.mover, p.after).message()),
        )
        .chain(p.solved.map(|s| s.message()))
        .map(|m| say(&m))
        .collect(),
        board_description: say(&p.board_description()),
    }
}

fn game_review(game: &Game, review: &Review) -> GameReview {
    let plies: Vec<PlyReviewInfo> = review.plies.iter().map(|p| ply_info(game, p)).collect();
    let graph = match plies.first() {
        Some(first) => std::iter::once(first.white_before)
            .chain(plies.iter().map(|p| p.white_after))
            .collect(),
        None => Vec::new(),
    };
    // The worst moment first.
    let first_shown = plies
        .iter()
        .position(|p| matches!(p.mark, Mark::Blunder | Mark::Mistake))
        .or((!plies.is_empty()).then_some(0))
        .map(|i| i as u32);
    let graph_marks = plies
        .iter()
        .filter_map(|p| {
            p.mark_color.map(|color| GraphMark {
                ply: p.ply,
                mark: p.mark,
                color,
            })
        })
        .collect();
    let graph_legend = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder]
        .into_iter()
        .filter_map(|mark| {
            mark_color(mark).map(|color| GraphLegendEntry {
                mark,
                label: say(&mark.message()),
                color,
            })
        })
        .collect();
    GameReview {
        graph_ticks: graph_ticks(plies.len(), game.start().turn()),
        graph_selection: GRAPH_SELECTION,
        summaries: [Color::White, Color::Black]
            .iter()
            .map(|&side| SideSummaryInfo::of(&review.summary(side)))
            .collect(),
        plies,
        complete: review.complete,
        annotated_record: annotated_record(game, review),
        graph,
        first_shown,
        graph_labels: GraphLabels::new(),
        graph_marks,
        graph_legend,
    }
}

fn progress_info(p: &ReviewProgress) -> ReviewProgressInfo {
    ReviewProgressInfo {
        positions_done: p.positions_done.min(u32::MAX as usize) as u32,
        positions: p.positions.min(u32::MAX as usize) as u32,
        elapsed_ms: p.elapsed.as_millis().min(u64::MAX as u128) as u64,
    }
}

/// The seed of the review of `game`: its record's fingerprint, so that a review depends on
/// the game alone (not on the session, the phone or the launch).
pub(crate) fn review_seed(game: &Game) -> u64 {
    fingerprint(&game.to_record())
}

impl Default for GameReview {
    /// A review of no plies (what a review dropped before it finished hands out).
    fn default() -> GameReview {
        GameReview {
            plies: Vec::new(),
            complete: false,
            annotated_record: String::new(),
            graph: Vec::new(),
            first_shown: None,
            graph_labels: GraphLabels::default(),
            graph_marks: Vec::new(),
            graph_legend: Vec::new(),
            graph_ticks: Vec::new(),
            graph_selection: GRAPH_SELECTION,
            summaries: Vec::new(),
        }
    }
}

/// Which way a finger swept across the review's board ([`ReviewRun::swipe`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Swipe {
    /// From right to left.
    Left,
    /// From left to right.
    Right,
}

/// Where a review stands, for the review screen.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct ReviewState {
    /// How far it has got (`None` before its first report).
    pub progress: Option<ReviewProgressInfo>,
    /// The finished (or stopped) review; `None` while it runs.
    pub review: Option<GameReview>,
    /// The ply shown on the board (from the review's `first_shown`, then the person's pick).
    pub selected: Option<u32>,
    /// The line about the review itself: how far it has got, that it was stopped, or that
    /// there is nothing to review; empty once it has finished.
    pub status_text: String,
    /// The words of the button that opens the mistake drill ([`ReviewRun::drill`]) once the
    /// review has ended: `Learn from your mistakes`.
    pub learn_label: String,
    /// Whether [`ReviewRun::previous`] shows a ply (one is shown and it is not the first).
    pub can_previous: bool,
    /// Whether [`ReviewRun::next`] shows a ply (one is shown and it is not the last).
    pub can_next: bool,
    /// The screen's next step, drawn as the filled button: Learn from your mistakes once the
    /// review has ended with a mistake or blunder of a side a person played; otherwise none
    /// (the drill is still open to them, and says there is nothing to practise).
    pub primary: Option<ReviewAction>,
}

/// The review screen's buttons, for [`ReviewState::primary`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum ReviewAction {
    /// The ply before.
    Previous,
    /// The ply after.
    Next,
    /// Learn from your mistakes: the drill.
    Learn,
}

#[derive(Default)]
struct Run {
    handle: Option<ReviewHandle>,
    progress: Option<ReviewProgressInfo>,
    /// The finished review, in the words of the language it was last handed out in.
    review: Option<GameReview>,
    /// The game and the core's review, to say the review again in another language.
    reviewed: Option<(Game, Review)>,
    /// The language of `review`'s words.
    language: Language,
    selected: Option<u32>,
    teller: Teller<dyn StateObserver>,
    waiting: Vec<oneshot::Sender<GameReview>>,
    /// Cancel was asked for (maybe before the review had started).
    stopped: bool,
    /// The mistake drill handed out for this review, kept so that a screen built again (a
    /// turned phone) picks it up where it was.
    drill: Option<Arc<MistakeDrill>>,
}

/// One review of a game, running on a thread of its own or done. The session keeps the last
/// one it started and hands it out again for the same game, so a screen closed and opened
/// again, or built again after a rotation, picks it up where it is.
#[derive(uniffi::Object)]
pub struct ReviewRun {
    /// The record of the game reviewed.
    record: String,
    /// The sides a person played, whose mistakes the drill goes through.
    people: Vec<Color>,
    run: Arc<Mutex<Run>>,
}

fn lock_run(run: &Mutex<Run>) -> MutexGuard<'_, Run> {
    run.lock().unwrap_or_else(PoisonError::into_inner)
}

fn finish(run: &Weak<Mutex<Run>>, game: &Game, review: &Review) {
    let Some(run) = run.upgrade() else { return };
    let done = game_review(game, review);
    let mut r = lock_run(&run);
    r.handle = None;
    r.selected = done.first_shown;
    r.review = Some(done.clone());
    r.reviewed = Some((game.clone(), review.clone()));
    r.language = current();
    for w in std::mem::take(&mut r.waiting) {
        let _ = w.send(done.clone());
    }
    r.teller.tell(None);
}

impl Run {
    /// Puts the finished review in the words of the language in force, if it changed.
    fn say_again(&mut self) {
        if self.language == current() {
            return;
        }
        if let (Some((game, review)), Some(shown)) = (&self.reviewed, &self.review) {
            let complete = shown.complete;
            let mut again = game_review(game, review);
            again.complete = complete;
            self.review = Some(again);
        }
        self.language = current();
    }
}

impl ReviewRun {
    /// Starts reviewing `game` at the core's fixed budget, from the launcher's thread.
    pub(crate) fn start(game: Game, people: Vec<Color>) -> Arc<ReviewRun> {
        let run = Arc::new(Mutex::new(Run::default()));
        let record = game.to_record();
        let me = Arc::downgrade(&run);
        crate::runtime::threads::spawn("alquerque-review-start", move || {
            let (on_progress, on_done) = (me.clone(), me.clone());
            let reviewed = game.clone();
            let seed = review_seed(&game);
            let handle = start_review_with(
                game,
                ReviewParams::default(),
                seed,
                endgame_tables(),
                Some(Box::new(move |p: &ReviewProgress| {
                    let Some(run) = on_progress.upgrade() else {
                        return;
                    };
                    let mut r = lock_run(&run);
                    r.progress = Some(progress_info(p));
                    r.teller.tell(None);
                })),
                Some(Box::new(move |review: &Review| {
                    finish(&on_done, &reviewed, review)
                })),
            );
            let Some(run) = me.upgrade() else { return };
            let mut r = lock_run(&run);
            if r.stopped {
                handle.cancel();
            }
            // The review may have ended already (an empty game, no thread to run on).
            if r.review.is_none() {
                r.handle = Some(handle);
            }
        });
        Arc::new(ReviewRun {
            record,
            people,
            run,
        })
    }

    /// Whether this run can serve the review of `record`: the same game, and still running
    /// or finished (a stop asked for once it had finished changes nothing).
    pub(crate) fn serves(&self, record: &str) -> bool {
        let r = lock_run(&self.run);
        self.record == record
            && match &r.review {
                Some(v) => v.complete,
                None => !r.stopped,
            }
    }
}

#[uniffi::export]
impl ReviewRun {
    /// Tells `observer` about the review's progress and its end (`None` stops it).
    pub fn set_observer(&self, observer: Option<Arc<dyn StateObserver>>) {
        lock_run(&self.run).teller.set(observer);
    }

    /// Where the review stands.
    pub fn state(&self) -> ReviewState {
        let mut r = lock_run(&self.run);
        r.say_again();
        let status_text = match (&r.review, &r.progress) {
            (Some(v), _) if !v.complete => say(&Message::new("review-stopped")),
            (Some(v), _) if v.plies.is_empty() => say(&Message::new("review-nothing")),
            (Some(_), _) => String::new(),
            (None, Some(p)) => say(&Message::new("review-progress")
                .count("done", p.positions_done)
                .count("total", p.positions)),
            (None, None) => say(&Message::new("review-starting")),
        };
        let plies = r.review.as_ref().map_or(0, |v| v.plies.len());
        ReviewState {
            progress: r.progress.clone(),
            review: r.review.clone(),
            selected: r.selected,
            status_text,
            learn_label: say(&Message::new("drill-open")),
            can_previous: r.selected.is_some_and(|s| s > 0),
            can_next: r.selected.is_some_and(|s| (s as usize) + 1 < plies),
            primary: r
                .review
                .as_ref()
                .is_some_and(|v| {
                    v.plies.iter().any(|p| {
                        matches!(p.mark, ReviewMark::Mistake | ReviewMark::Blunder)
                            && self.people.contains(&p.mover)
                    })
                })
                .then_some(ReviewAction::Learn),
        }
    }

    /// Shows the ply before the one shown. Returns whether it moved.
    pub fn previous(&self) -> bool {
        let shown = lock_run(&self.run).selected;
        match shown {
            Some(s) if s > 0 => self.select(s - 1),
            _ => false,
        }
    }

    /// Shows the ply after the one shown. Returns whether it moved.
    pub fn next(&self) -> bool {
        let shown = lock_run(&self.run).selected;
        match shown {
            Some(s) => self.select(s + 1),
            None => false,
        }
    }

    /// A finger swept across the board, as a page is turned: the next ply is pulled in from
    /// the side where Next stands. In a left-to-right language Next is on the right, so a swipe
    /// to the left shows the next ply; in Arabic the screen mirrors and Next is on the left, so
    /// a swipe to the right does (the board itself never mirrors). Returns whether it moved.
    pub fn swipe(&self, swipe: Swipe) -> bool {
        let right_to_left = current().is_right_to_left();
        let onwards = match swipe {
            Swipe::Left => !right_to_left,
            Swipe::Right => right_to_left,
        };
        if onwards {
            self.next()
        } else {
            self.previous()
        }
    }

    /// Shows ply `ply` (an index into the review's plies); anything else changes nothing.
    /// Returns whether it is shown.
    pub fn select(&self, ply: u32) -> bool {
        let mut r = lock_run(&self.run);
        let fits = r
            .review
            .as_ref()
            .is_some_and(|v| (ply as usize) < v.plies.len());
        if fits {
            r.selected = Some(ply);
        }
        fits
    }

    /// Stops the review: it ends at once with the plies finished so far.
    pub fn cancel(&self) {
        let mut r = lock_run(&self.run);
        r.stopped = true;
        if let Some(h) = &r.handle {
            h.cancel();
        }
    }

    /// Learn from your mistakes: the drill through the mistakes and blunders of the sides a
    /// person played in the reviewed game, once the review has ended (`None` while it runs).
    /// The same drill every time for this review, where it was left.
    pub fn drill(&self) -> Option<Arc<MistakeDrill>> {
        let mut r = lock_run(&self.run);
        if let Some(drill) = &r.drill {
            return Some(Arc::clone(drill));
        }
        let (game, review) = r.reviewed.as_ref()?;
        let drill = Arc::new(MistakeDrill::new(
            game,
            review,
            &self.people,
            review_seed(game),
        ));
        r.drill = Some(Arc::clone(&drill));
        Some(drill)
    }

    /// Waits for the review to end (finished or stopped) and returns it.
    pub async fn finished(&self) -> GameReview {
        let rx = {
            let mut r = lock_run(&self.run);
            r.say_again();
            if let Some(done) = &r.review {
                return done.clone();
            }
            let (tx, rx) = oneshot::channel();
            r.waiting.push(tx);
            rx
        };
        rx.await.unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::design::contrast::contrast;

    /// How far apart a colour's channels may be for it to read as having no hue, and how far
    /// apart a fault's must be.
    const GREY_SPREAD: u32 = 0x30;
    const HUE_SPREAD: u32 = 0x60;

    fn spread(rgb: u32) -> u32 {
        let channels = [(rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF];
        channels.iter().max().unwrap_or(&0) - channels.iter().min().unwrap_or(&0)
    }

    #[test]
    fn the_graphs_selection_reads_on_the_graph_and_is_no_faults_colour() {
        // The graph is drawn on the board's wood.
        let surfaces = [
            (0xE9CFA3, GRAPH_SELECTION.light),
            (0x2E2620, GRAPH_SELECTION.dark),
        ];
        for (surface, ring) in surfaces {
            let ratio = contrast(ring, surface);
            assert!(ratio >= 3.0, "{ring:08X} on {surface:06X}: {ratio:.2}:1");
            assert!(spread(ring) <= GREY_SPREAD, "{ring:08X} has a hue");
        }
        for mark in alquerque_core::review::Mark::ALL {
            let Some(colour) = mark_color(mark) else {
                continue;
            };
            for rgb in [colour.light, colour.dark] {
                assert!(
                    spread(rgb) >= HUE_SPREAD,
                    "{mark:?}'s {rgb:08X} reads as grey"
                );
            }
        }
    }
}
