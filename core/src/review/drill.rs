//! Learn from your mistakes: after a review, the person steps through their own mistakes and
//! blunders, and at each tries to find a better move than the one they played.
//!
//! A [`Drill`] holds one item per ply the review marked a mistake or a blunder, of the sides a
//! person played. A try is judged by the review's own measure ([`mark_of`] with the review's
//! thresholds and the value the review gave the position before the move): the position after
//! the try is searched with the review's engine and budget, and the try is good when it is not
//! itself a mistake or a blunder, or when the solved game proves that the mover still wins
//! after it ([`Known`]). The move played in the game is never good. After
//! [`REVEAL_AFTER`] wrong tries the review's best move is shown, with the line the engine
//! expects to follow it.
//!
//! Judging searches, so it is split for callers that must not wait: [`Drill::trial`] checks a
//! try and takes what judging it needs, [`Trial::judge`] searches (on any thread, stoppable),
//! and [`Drill::record`] keeps the verdict if the drill is still where the trial was taken.
//! [`Drill::try_move`] does the three at once.
//!
//! ```
//! use alquerque_core::review::{Drill, DrillError, Evaluation, Mark, PlyReview, Review, TryVerdict};
//! use alquerque_core::{Color, Game};
//! use std::sync::atomic::AtomicBool;
//!
//! let game = Game::from_record("1. c2-c3 c4-c2 2. c1-c3 *").unwrap();
//! let played = game.moves()[0];
//! let best = *game.positions()[0].legal_moves().iter().find(|&&m| m != played).unwrap();
//! // A review that marked White's first move a blunder (a review_game's would do the same).
//! let ply = PlyReview {
//!     ply: 0,
//!     mover: Color::White,
//!     played,
//!     before: Evaluation::Expected(0.5),
//!     after: Evaluation::Expected(0.1),
//!     best,
//!     mark: Mark::Blunder,
//!     solved: None,
//! };
//! let review = Review { plies: vec![ply], complete: true };
//! let mut drill = Drill::new(&game, &review, &[Color::White], Default::default(), 1);
//! assert_eq!(drill.items().len(), 1);
//! // Black played no mistake: nothing to drill for a person who played Black.
//! assert!(Drill::new(&game, &review, &[Color::Black], Default::default(), 1).items().is_empty());
//! let stop = AtomicBool::new(false);
//! // The move played is never the better move; a move that is not legal changes nothing.
//! assert_eq!(drill.try_move(played, &stop), Ok(TryVerdict::Played));
//! assert!(matches!(drill.try_text("c2-c4", &stop), Err(DrillError::Illegal(_))));
//! assert_eq!(drill.item().unwrap().misses(), 1);
//! // The same wrong try again is refused, not counted a second time.
//! assert_eq!(drill.try_move(played, &stop), Err(DrillError::Tried(played)));
//! assert_eq!(drill.item().unwrap().misses(), 1);
//! assert_eq!(drill.go_to(1), Err(DrillError::NoItem(1, 1)));
//! ```

use std::fmt;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use alquerque_text::Message;

use super::ReviewParams;
use super::{evaluate, mark_of, review_engine, Evaluation, Mark, PlyReview, Review, Solved};
use crate::board::color::Color;
use crate::board::moves::Move;
use crate::board::position::Position;
use crate::engine::tunables::{DRILL_LINE_PLIES, QUICK_PROOF_TABLE_BYTES};
use crate::engine::Known;
use crate::game::{Game, PlayError};
use crate::search::dfpn::Dfpn;
use crate::tables::Probe;

/// Wrong tries after which the better move is shown.
pub const REVEAL_AFTER: u32 = 2;

/// What a try came to.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum TryVerdict {
    /// Not a mistake or a blunder by the review's measure, or it keeps a proven win: found.
    /// The value is the mover's after the try.
    Good(Evaluation),
    /// The move played in the game: never the better move.
    Played,
    /// Itself a mistake or a blunder (the mark it would get), with the mover's value after it.
    NotBetter(Mark, Evaluation),
}

impl TryVerdict {
    /// Whether the try found a better move.
    pub fn is_good(self) -> bool {
        matches!(self, TryVerdict::Good(_))
    }

    /// The verdict on `mv` in a player's words (`text/locales/*/review.ftl`).
    pub fn message(self, mv: Move) -> Message {
        match self {
            TryVerdict::Good(value) => Message::new("drill-good")
                .notation("move", mv)
                .message("value", value.message()),
            TryVerdict::Played => Message::new("drill-played").notation("move", mv),
            TryVerdict::NotBetter(mark, value) => Message::new("drill-not-better")
                .notation("move", mv)
                .message("mark", mark.message())
                .message("value", value.message()),
        }
    }
}

/// Why a try or a step through the drill was refused; nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrillError {
    /// There is no item with this index (from 0); the drill has this many.
    NoItem(usize, usize),
    /// The drill has no items at all.
    Empty,
    /// The item was already found or its better move shown.
    Closed,
    /// This move was already tried at this item (and judged wrong): a wrong try counts once.
    Tried(Move),
    /// The try is not a legal move in the item's position.
    Illegal(PlayError),
    /// The drill moved on (or the try was recorded) since the trial was taken.
    Stale,
}

impl DrillError {
    /// Why, for a player (`text/locales/*/review.ftl`).
    pub fn message(&self) -> Message {
        match self {
            DrillError::NoItem(index, total) => Message::new("drill-no-item")
                .count("number", *index as i64 + 1)
                .count("total", *total as i64),
            DrillError::Empty => Message::new("drill-none"),
            DrillError::Closed => Message::new("drill-closed"),
            DrillError::Tried(mv) => Message::new("drill-tried").notation("move", *mv),
            DrillError::Illegal(e) => Message::new("drill-illegal").message("reason", e.message()),
            DrillError::Stale => Message::new("drill-stale"),
        }
    }
}

/// One mistake or blunder to learn from, and how the person fared with it.
#[derive(Clone, Debug, PartialEq)]
pub struct DrillItem {
    /// What the review said of the ply: the move played, its mark, the values, the best move.
    pub ply: PlyReview,
    /// The tries so far, in order, with their verdicts.
    pub tries: Vec<(Move, TryVerdict)>,
    /// The line shown with the better move once it is revealed: the best move, then the
    /// engine's expected replies and moves (at most `DRILL_LINE_PLIES` plies in all, `engine/tunables.rs`).
    pub line: Vec<Move>,
    /// Whether the person asked for the solution ([`Drill::show_solution`]): the better move
    /// and its line are shown, whatever the tries.
    pub shown: bool,
    /// Whether the person skipped this mistake ([`Drill::skip`]): closed, not found, the
    /// better move not shown.
    pub skipped: bool,
}

impl DrillItem {
    /// Wrong tries so far.
    pub fn misses(&self) -> u32 {
        self.tries.iter().filter(|(_, v)| !v.is_good()).count() as u32
    }

    /// The good move the person found, if they did.
    pub fn found(&self) -> Option<Move> {
        self.tries
            .iter()
            .find(|(_, v)| v.is_good())
            .map(|&(m, _)| m)
    }

    /// Whether the better move is shown: asked for, or after [`REVEAL_AFTER`] wrong tries.
    pub fn revealed(&self) -> bool {
        self.found().is_none() && (self.shown || self.misses() >= REVEAL_AFTER)
    }

    /// Whether no more tries are taken: found, revealed or skipped.
    pub fn is_closed(&self) -> bool {
        self.found().is_some() || self.revealed() || self.skipped
    }

    /// One line of why the move played was a mistake, from what the review and the solved game
    /// know, e.g. "After d2-c3, Black wins by force in 3 moves.", "c2-c4 gives the win away:
    /// Black wins with perfect play.", "b2-b3 lets a forced win in 2 moves slip.", or where
    /// nothing is proved, how far the mover's winning chance fell: "c2-c4 lowers White's
    /// winning chance from 64.0% to 31.0%.".
    pub fn why(&self) -> Message {
        let ply = &self.ply;
        let winner = ply.mover.other().keyword();
        match (ply.after, ply.solved) {
            (Evaluation::LosesIn(n), _) if n > 0 => Message::new("drill-why-loses-in")
                .notation("move", ply.played)
                .choice("winner", winner)
                .count("moves", i64::from(n)),
            (_, Some(Solved::GivesWinAway)) => Message::new("drill-why-gives-away")
                .notation("move", ply.played)
                .choice("winner", winner),
            (_, Some(Solved::Loses)) => Message::new("drill-why-loses")
                .notation("move", ply.played)
                .choice("winner", winner),
            _ => match ply.before {
                Evaluation::WinsIn(n) if n > 0 => Message::new("drill-why-missed-win")
                    .notation("move", ply.played)
                    .count("moves", i64::from(n)),
                _ => Message::new("drill-why-drop")
                    .notation("move", ply.played)
                    .choice("side", ply.mover.keyword())
                    .message(
                        "before",
                        Evaluation::expected_of(ply.before.expected()).message(),
                    )
                    .message(
                        "after",
                        Evaluation::expected_of(ply.after.expected()).message(),
                    ),
            },
        }
    }

    /// The item's heading: `Move 12: you played d2-b4, a mistake` (`first` made the game's
    /// first move).
    pub fn heading(&self, first: Color) -> Message {
        Message::new("drill-heading")
            .message("number", self.ply.number(first))
            .notation("move", self.ply.played)
            .message("mark", self.ply.mark.message())
    }

    /// The line under the board: what to do, the verdict on the last try, or the better move
    /// and its line once revealed.
    pub fn status(&self) -> Message {
        if self.revealed() {
            let line: Vec<String> = self.line.iter().map(Move::to_string).collect();
            return Message::new("drill-revealed")
                .notation("move", self.ply.best)
                .notation("line", line.join(" "));
        }
        if self.skipped {
            return Message::new("drill-skipped");
        }
        match self.tries.last() {
            Some(&(mv, verdict)) => verdict.message(mv),
            None => Message::new("drill-find"),
        }
    }
}

/// The drill through a reviewed game's mistakes and blunders, one item at a time.
#[derive(Clone, Debug)]
pub struct Drill {
    game: Game,
    items: Vec<DrillItem>,
    index: usize,
    params: ReviewParams,
    seed: u64,
    tables: HeldTables,
    /// Counts every change, so that a trial taken before one is not recorded after it.
    generation: u64,
}

/// Endgame tables a drill judges by, where it was handed some ([`Drill::with_tables`]).
#[derive(Clone, Default)]
struct HeldTables(Option<Arc<dyn Probe>>);

impl fmt::Debug for HeldTables {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.0.is_some() {
            "tables"
        } else {
            "no tables"
        })
    }
}

/// What judging one try needs, taken from the drill so that it can be judged on another
/// thread while the drill stays usable.
#[derive(Clone, Debug)]
pub struct Trial {
    generation: u64,
    /// The game up to the item's position (its history counts for repetitions).
    before: Game,
    ply: PlyReview,
    mv: Move,
    /// Whether a wrong verdict would reveal the better move (then its line is worked out too).
    last_chance: bool,
    params: ReviewParams,
    seed: u64,
    tables: HeldTables,
}

/// A judged trial: the verdict, and the line to show when it reveals the better move.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    /// The try's verdict.
    pub verdict: TryVerdict,
    /// The line after the better move (empty unless the verdict reveals it).
    pub line: Vec<Move>,
}

/// What showing an item's solution needs ([`Drill::reveal`]): the position before the mistake
/// and the better move, to search the line that follows it on any thread.
#[derive(Clone, Debug)]
pub struct Reveal {
    generation: u64,
    before: Game,
    best: Move,
    params: ReviewParams,
    seed: u64,
    tables: HeldTables,
}

impl Reveal {
    /// The better move and the engine's line after it (`DRILL_LINE_PLIES` plies at most, in the tunables);
    /// `None` when `stop` was set.
    pub fn line(&self, stop: &AtomicBool) -> Option<Vec<Move>> {
        better_line(
            &self.before,
            self.best,
            &self.params,
            self.seed,
            &self.tables,
            stop,
        )
    }
}

impl Trial {
    /// The move tried.
    pub fn move_tried(&self) -> Move {
        self.mv
    }

    /// Judges the try with the review's engine and budget (and, where the solved game is
    /// known, perfect play's verdict), and works out the better move's line if this try is
    /// the last before it is shown. `None` when `stop` was set before the end.
    pub fn judge(&self, stop: &AtomicBool) -> Option<Judged> {
        let verdict = self.verdict(stop)?;
        let line = if !verdict.is_good() && self.last_chance {
            better_line(
                &self.before,
                self.ply.best,
                &self.params,
                self.seed,
                &self.tables,
                stop,
            )?
        } else {
            Vec::new()
        };
        Some(Judged { verdict, line })
    }

    fn verdict(&self, stop: &AtomicBool) -> Option<TryVerdict> {
        if self.mv == self.ply.played {
            return Some(TryVerdict::Played);
        }
        let mut after = self.before.clone();
        after.play(self.mv).ok()?;
        let mut engine = review_engine(&self.params, self.seed, self.tables.0.clone());
        let (value, _) = evaluate(&mut engine, &after, stop)?;
        let value = value.for_other_side();
        let mark = mark_of(false, self.mv, self.ply.best, self.ply.before, value);
        if !matches!(mark, Mark::Mistake | Mark::Blunder) {
            return Some(TryVerdict::Good(value));
        }
        // A move the solved game proves still wins for the mover keeps the win, whatever the
        // tree search's estimate.
        if self.params.proof_expansions > 0 && !after.rules().has_draws() {
            let mut dfpn = Dfpn::new(QUICK_PROOF_TABLE_BYTES);
            let tables = self.tables.0.as_deref();
            if Known::of_with(&after, &mut dfpn, self.params.proof_expansions, tables).winner
                == Some(self.ply.mover)
            {
                return Some(TryVerdict::Good(value));
            }
        }
        Some(TryVerdict::NotBetter(mark, value))
    }
}

/// The review's best move `best` in `before`'s position, then the engine's expected line
/// after it, `DRILL_LINE_PLIES` plies at most in all. `None` when stopped.
fn better_line(
    before: &Game,
    best: Move,
    params: &ReviewParams,
    seed: u64,
    tables: &HeldTables,
    stop: &AtomicBool,
) -> Option<Vec<Move>> {
    let mut line = vec![best];
    let mut after = before.clone();
    if after.play(best).is_err() || after.status().is_over() {
        return Some(line);
    }
    let mut engine = review_engine(params, seed, tables.0.clone());
    let result = engine.search(&after, stop, &mut |_| {});
    if result.cancelled {
        return None;
    }
    // Keep only what replays legally from the position (the line is shown as moves to play).
    for &mv in &result.principal_variation {
        if line.len() >= DRILL_LINE_PLIES || after.play(mv).is_err() {
            break;
        }
        line.push(mv);
    }
    Some(line)
}

impl Drill {
    /// The drill through `review`'s mistakes and blunders of `game` made by the sides in
    /// `people` (the sides a person played), judged with `params` (the review's) and an engine
    /// seeded from `seed`. Plies the review did not reach, or whose move does not match the
    /// game's, are left out.
    pub fn new(
        game: &Game,
        review: &Review,
        people: &[Color],
        params: ReviewParams,
        seed: u64,
    ) -> Drill {
        let items = review
            .plies
            .iter()
            .filter(|p| {
                people.contains(&p.mover)
                    && matches!(p.mark, Mark::Mistake | Mark::Blunder)
                    && game.moves().get(p.ply) == Some(&p.played)
                    && p.best != p.played
            })
            .map(|p| DrillItem {
                ply: *p,
                tries: Vec::new(),
                line: Vec::new(),
                shown: false,
                skipped: false,
            })
            .collect();
        Drill {
            game: game.clone(),
            items,
            index: 0,
            params,
            seed,
            tables: HeldTables::default(),
            generation: 0,
        }
    }

    /// This drill judging by endgame `tables` too, as the review they come from did
    /// ([`review_game_with`](super::review_game_with)): a try whose position they answer for
    /// gets its exact value, and the better move's line is their perfect play.
    pub fn with_tables(mut self, tables: Arc<dyn Probe>) -> Drill {
        self.tables = HeldTables(Some(tables));
        self
    }

    /// The items, in the order of the game.
    pub fn items(&self) -> &[DrillItem] {
        &self.items
    }

    /// The game the drill is about.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The index of the item on screen (0 when there is none).
    pub fn index(&self) -> usize {
        self.index
    }

    /// The item on screen; `None` when the drill has none.
    pub fn item(&self) -> Option<&DrillItem> {
        self.items.get(self.index)
    }

    /// How many items the person found a good move for.
    pub fn found(&self) -> usize {
        self.items.iter().filter(|i| i.found().is_some()).count()
    }

    /// Whether every item is closed (found or revealed).
    pub fn is_finished(&self) -> bool {
        !self.items.is_empty() && self.items.iter().all(DrillItem::is_closed)
    }

    /// The summary: `You found 2 of 3 better moves`, or that there was nothing to learn from.
    pub fn summary(&self) -> Message {
        if self.items.is_empty() {
            return Message::new("drill-none");
        }
        Message::new("drill-summary")
            .count("found", self.found() as i64)
            .count("total", self.items.len() as i64)
    }

    /// The game up to the position of the item on screen, before the mistaken move.
    pub fn game_before(&self) -> Option<Game> {
        let item = self.item()?;
        let mut before = Game::from_position(*self.game.start());
        for &mv in self.game.moves().get(..item.ply.ply)? {
            before.play(mv).ok()?;
        }
        Some(before)
    }

    /// The position before the mistaken move of the item on screen.
    pub fn position(&self) -> Option<&Position> {
        self.item()
            .and_then(|i| self.game.positions().get(i.ply.ply))
    }

    /// Opens item `index` (from 0); an index past the last is refused and changes nothing.
    pub fn go_to(&mut self, index: usize) -> Result<(), DrillError> {
        if self.items.is_empty() {
            return Err(DrillError::Empty);
        }
        if index >= self.items.len() {
            return Err(DrillError::NoItem(index, self.items.len()));
        }
        if index != self.index {
            self.index = index;
            self.generation += 1;
        }
        Ok(())
    }

    /// Goes to the next item; `false` (nothing changes) at the last.
    pub fn next_item(&mut self) -> bool {
        self.go_to(self.index + 1).is_ok()
    }

    /// Goes to the item before; `false` (nothing changes) at the first.
    pub fn previous_item(&mut self) -> bool {
        self.index > 0 && self.go_to(self.index - 1).is_ok()
    }

    /// Checks a try of `mv` at the item on screen and takes what judging it needs; changes
    /// nothing. Refused when there is no item, the item is closed, the move is not legal, or
    /// it was tried here before (so that the same wrong try is not counted twice).
    pub fn trial(&self, mv: Move) -> Result<Trial, DrillError> {
        let before = self.game_before().ok_or(DrillError::Empty)?;
        self.trial_from(before, mv)
    }

    /// Checks a try written as text (`c2-c3`, `a1xa3xc3`) at the item on screen.
    pub fn trial_text(&self, text: &str) -> Result<Trial, DrillError> {
        let before = self.game_before().ok_or(DrillError::Empty)?;
        let mv = before.check(text).map_err(DrillError::Illegal)?;
        self.trial_from(before, mv)
    }

    /// [`Drill::trial`] with `before`, the item's [`Drill::game_before`], already replayed.
    fn trial_from(&self, before: Game, mv: Move) -> Result<Trial, DrillError> {
        let item = self.item().ok_or(DrillError::Empty)?;
        if item.is_closed() {
            return Err(DrillError::Closed);
        }
        if !before.legal_moves().contains(&mv) {
            let text = mv.to_string();
            return Err(DrillError::Illegal(
                before.check(&text).err().unwrap_or(PlayError::TooLong),
            ));
        }
        if item.tries.iter().any(|&(tried, _)| tried == mv) {
            return Err(DrillError::Tried(mv));
        }
        Ok(Trial {
            generation: self.generation,
            before,
            ply: item.ply,
            mv,
            last_chance: item.misses() + 1 >= REVEAL_AFTER,
            params: self.params,
            seed: self.item_seed(item),
            tables: self.tables.clone(),
        })
    }

    /// Keeps `judged`, the verdict on `trial`, if nothing changed since the trial was taken
    /// (else [`DrillError::Stale`], and nothing changes). Returns the verdict.
    pub fn record(&mut self, trial: &Trial, judged: Judged) -> Result<TryVerdict, DrillError> {
        if trial.generation != self.generation {
            return Err(DrillError::Stale);
        }
        let item = self.items.get_mut(self.index).ok_or(DrillError::Stale)?;
        item.tries.push((trial.mv, judged.verdict));
        if item.revealed() {
            item.line = judged.line;
        }
        self.generation += 1;
        Ok(judged.verdict)
    }

    /// Tries `mv` at the item on screen, judged on the caller's thread: the verdict, kept.
    /// `None` inside the error never happens here; a stopped search is reported as stale.
    pub fn try_move(&mut self, mv: Move, stop: &AtomicBool) -> Result<TryVerdict, DrillError> {
        let trial = self.trial(mv)?;
        let judged = trial.judge(stop).ok_or(DrillError::Stale)?;
        self.record(&trial, judged)
    }

    /// [`Drill::try_move`] for a move written as text; unreadable or illegal text is refused
    /// and changes nothing.
    pub fn try_text(&mut self, text: &str, stop: &AtomicBool) -> Result<TryVerdict, DrillError> {
        let trial = self.trial_text(text)?;
        let judged = trial.judge(stop).ok_or(DrillError::Stale)?;
        self.record(&trial, judged)
    }

    /// The seed of an item's searches: the drill's, mixed with the item's ply, so that each
    /// item is judged the same way whatever was done before.
    fn item_seed(&self, item: &DrillItem) -> u64 {
        self.seed ^ (item.ply.ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    /// Asks for the solution of the current item, at any time: what showing it needs (the
    /// line after the better move is one search, so it is split as a try is: take the
    /// [`Reveal`], run [`Reveal::line`] on any thread, keep it with [`Drill::record_reveal`]).
    /// Refused when the item is already closed.
    pub fn reveal(&self) -> Result<Reveal, DrillError> {
        let item = self.item().ok_or(DrillError::Empty)?;
        if item.is_closed() {
            return Err(DrillError::Closed);
        }
        Ok(Reveal {
            generation: self.generation,
            before: self.game_before().ok_or(DrillError::Empty)?,
            best: item.ply.best,
            params: self.params,
            seed: self.item_seed(item),
            tables: self.tables.clone(),
        })
    }

    /// Shows the solution found for `reveal`: the item is closed with its better move and
    /// `line` shown. Refused (nothing changed) when the drill moved on since.
    pub fn record_reveal(&mut self, reveal: &Reveal, line: Vec<Move>) -> Result<(), DrillError> {
        if reveal.generation != self.generation {
            return Err(DrillError::Stale);
        }
        let item = self.items.get_mut(self.index).ok_or(DrillError::Stale)?;
        item.shown = true;
        item.line = line;
        self.generation += 1;
        Ok(())
    }

    /// "Show solution": [`Drill::reveal`], [`Reveal::line`] and [`Drill::record_reveal`] at once.
    pub fn show_solution(&mut self, stop: &AtomicBool) -> Result<(), DrillError> {
        let reveal = self.reveal()?;
        let line = reveal.line(stop).ok_or(DrillError::Stale)?;
        self.record_reveal(&reveal, line)
    }

    /// "Skip": closes the current item unsolved, its better move not shown, and goes on to the
    /// next item where there is one. Refused when the item is already closed.
    pub fn skip(&mut self) -> Result<(), DrillError> {
        let item = self.items.get_mut(self.index).ok_or(DrillError::Empty)?;
        if item.is_closed() {
            return Err(DrillError::Closed);
        }
        item.skipped = true;
        self.generation += 1;
        self.next_item();
        Ok(())
    }
}
