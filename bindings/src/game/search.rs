//! The AI's moves and hints, searched on threads of their own within a phone's means. The
//! session starts the AI's search itself whenever the AI is to move (and the app is in
//! front), plays its move no sooner than [`AI_PAUSE`] after the move before, and tells the
//! observer; a search the game has moved past is stale: its move is never played. Nothing of
//! the search (its figures, the move it leans to) reaches the screen while a game goes on.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use alquerque_core::engine::{
    hint_params, side_seed, think_with, Engine, Known, Resources, SearchResult,
};
use alquerque_core::{Color, Game, Move};
use alquerque_text::Message;

use super::{lock, player_of, GameSession, Shared, State};
use crate::board::records::{AiLevel, MoveInfo, Player};
use crate::runtime::language::say;
use crate::runtime::tables::endgame_tables;

/// The least time between a move and the AI's next one, so that a person can follow the moves
/// and their animation when the AI answers fast or plays several moves in a row. The search
/// runs meanwhile; only the move waits.
pub const AI_PAUSE: Duration = Duration::from_millis(700);

/// What a search is for: the AI's move, or a hint for the person to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum SearchKind {
    Move,
    Hint,
}

/// The search running: what it is for, and how to stop it. (A search belongs to the game's
/// generation it started in: its results are dropped once the generation moves on.)
pub(super) struct Search {
    pub(super) kind: SearchKind,
    /// Cleared when the search goes stale: its thread stops the tree search, a pause ends, and its move is never played.
    live: Arc<AtomicBool>,
}

/// How often a search's thread looks whether it went stale: the most a stale search runs on.
const STALE_CHECK: Duration = Duration::from_millis(10);

/// Waits until `until` (if any), waking early when the search goes stale.
fn wait_until(until: Option<Instant>, live: &AtomicBool) {
    let Some(until) = until else { return };
    while live.load(Ordering::Relaxed) {
        let now = Instant::now();
        if now >= until {
            return;
        }
        std::thread::sleep((until - now).min(Duration::from_millis(10)));
    }
}

/// The AI's search `generation` found `result`: its move is played if the game is still where
/// it was, and the observer told.
fn play_found(shared: &Arc<Shared>, generation: u64, result: &SearchResult) {
    let mut st = lock(shared);
    if st.generation != generation {
        return;
    }
    st.search = None;
    let Some(mv) = result.best else {
        return;
    };
    let played = st.play(mv, 0).ok();
    st.settle();
    st.teller.tell(played);
}

/// The hint `generation` found `mv` (or nothing): shown if the game is still where it was.
fn show_hint(shared: &Arc<Shared>, generation: u64, mv: Option<Move>, side: Color) {
    let mut st = lock(shared);
    if st.generation == generation {
        st.search = None;
        st.show_hint(mv.map(|m| MoveInfo::new(m, side)));
        st.teller.tell(None);
    }
}

/// Runs the engine on `game` and waits for its move, stopping it early if the search goes
/// stale (on the search's own thread, which started the engine's).
fn search_move(
    live: &Arc<AtomicBool>,
    engine: Arc<Mutex<Engine>>,
    game: Game,
) -> Option<SearchResult> {
    let handle = think_with(engine, game, None, None);
    loop {
        if let Some(result) = handle.wait_timeout(STALE_CHECK) {
            return (!result.cancelled).then_some(result);
        }
        if !live.load(Ordering::Relaxed) {
            handle.cancel();
        }
    }
}

/// A hint for the person to move in `game`: a proven winning move where perfect play proves
/// the person wins (`known`, or worked out here), else the hint search's move.
fn find_hint(
    live: &Arc<AtomicBool>,
    game: Game,
    known: Option<Known>,
    engine: Engine,
) -> Option<Move> {
    let known = known.unwrap_or_else(|| {
        if game.rules().has_draws() {
            Known::default()
        } else {
            Known::quick_with(&game, endgame_tables().as_deref())
        }
    });
    if let Some(mv) = known.winning_move {
        return Some(mv);
    }
    search_move(live, Arc::new(Mutex::new(engine)), game)?.best
}

impl State {
    /// Stops any search and makes its result stale.
    pub(super) fn cancel_search(&mut self) {
        if let Some(s) = self.search.take() {
            s.live.store(false, Ordering::Relaxed);
        }
        self.generation += 1;
    }

    fn engine_for(&mut self, side: Color, level: AiLevel) -> Arc<Mutex<Engine>> {
        let slot = &mut self.engines[side.index()];
        match slot {
            Some((l, e)) if *l == level => Arc::clone(e),
            _ => {
                let seed = side_seed(self.seed, side);
                let params = level.params().within(Resources::PHONE);
                let engine = Engine::new(params, seed);
                // Perfect plays the tables' fastest win and longest defence where they answer.
                let engine = match (level, endgame_tables()) {
                    (AiLevel::Perfect, Some(tables)) => engine.with_tables(tables),
                    _ => engine,
                };
                let engine = Arc::new(Mutex::new(engine));
                *slot = Some((level, Arc::clone(&engine)));
                engine
            }
        }
    }

    /// Starts the AI's search if the AI is to move, none runs, and the app is in front.
    pub(super) fn maybe_think(&mut self) {
        if self.in_background || self.search.is_some() || !self.ai_to_move() {
            return;
        }
        let side = self.game.turn();
        let Player::Ai { level } = player_of(&self.options, side) else {
            return;
        };
        let Some(shared) = self.me.upgrade() else {
            return;
        };
        let engine = self.engine_for(side, level);
        let generation = self.generation;
        let live = Arc::new(AtomicBool::new(true));
        // After the pause, and never before the last move's animation and sounds are over.
        let not_before = self.last_move_at.filter(|_| self.paced).map(|t| {
            let heard = self.last_move_heard.unwrap_or(t);
            (t + AI_PAUSE).max(heard)
        });
        let me = Arc::downgrade(&shared);
        let watching = Arc::clone(&live);
        let game = self.game.clone();
        crate::runtime::threads::spawn("alquerque-ai", move || {
            let Some(shared) = me.upgrade() else { return };
            let Some(result) = search_move(&watching, engine, game) else {
                return;
            };
            wait_until(not_before, &watching);
            play_found(&shared, generation, &result);
        });
        self.search = Some(Search {
            kind: SearchKind::Move,
            live,
        });
    }

    /// Starts looking for a hint for the person to move, if they are and nothing is searched:
    /// at once from what perfect play proves, else about a second of the Hard level's search.
    /// Shows `hint` (on the board and in the notice slot) and says it once to screen readers.
    fn show_hint(&mut self, hint: Option<MoveInfo>) {
        if let Some(h) = &hint {
            let words = say(&Message::new("notice-hint").notation("move", &h.notation));
            self.feedback.give(Vec::new(), Some(words));
        }
        self.hint = hint;
    }

    /// Returns whether a hint is on its way (or shown).
    pub(super) fn start_hint(&mut self) -> bool {
        if !self.human_to_move() || self.search.is_some() {
            return false;
        }
        self.hint = None;
        // Asked for: the game is unrated from now on, whatever the hint turns out to be.
        self.helped(super::rated::Help::Hint);
        let known = self.known_now();
        if let Some(mv) = known.and_then(|k| k.winning_move) {
            self.show_hint(Some(MoveInfo::new(mv, self.game.turn())));
            return true;
        }
        let Some(shared) = self.me.upgrade() else {
            return false;
        };
        let generation = self.generation;
        let live = Arc::new(AtomicBool::new(true));
        let side = self.game.turn();
        let game = self.game.clone();
        let engine = Engine::new(
            hint_params().within(Resources::PHONE),
            self.seed ^ self.generation,
        );
        // Where the person loses, the tables' longest defence rather than a search's guess.
        let engine = match endgame_tables() {
            Some(tables) => engine.with_tables(tables),
            None => engine,
        };
        let me = Arc::downgrade(&shared);
        let watching = Arc::clone(&live);
        crate::runtime::threads::spawn("alquerque-hint", move || {
            let Some(shared) = me.upgrade() else { return };
            let mv = find_hint(&watching, game, known, engine);
            show_hint(&shared, generation, mv, side);
        });
        self.search = Some(Search {
            kind: SearchKind::Hint,
            live,
        });
        true
    }
}

impl State {
    /// A hint is being looked for.
    fn hinting(&self) -> bool {
        self.search
            .as_ref()
            .is_some_and(|s| s.kind == SearchKind::Hint)
    }

    /// Looks for a hint (see [`GameSession::press_hint`]); what could not start is the notice.
    fn ask_hint(&mut self) {
        let result = Ok(self.start_hint());
        self.answer(result).ok();
    }
}

#[uniffi::export]
impl GameSession {
    /// The hint command pressed, as the state's `hint_command` offers it: stops the hint being
    /// searched for, else looks for a good move for the person to move, without playing it
    /// (the state shows `hinting` meanwhile and `hint` once found; the observer is told): a
    /// proven winning move where perfect play proves the person wins, else about a second of
    /// the Hard level's search. Does nothing when no hint can be given now. The apps call this
    /// one method, under one lock, so what a press means is decided here and nowhere else.
    pub fn press_hint(&self) {
        let mut st = self.lock();
        if st.hinting() {
            st.cancel_search();
        } else {
            st.ask_hint();
        }
    }
}

/// The hint's two halves on their own, for the tests (the apps press the one command).
#[cfg(feature = "testing")]
#[uniffi::export]
impl GameSession {
    /// Looks for a hint, as a press does when none is being looked for.
    pub fn hint(&self) {
        self.lock().ask_hint();
    }

    /// Stops looking for a hint, as a press does while one is.
    pub fn cancel_hint(&self) {
        let mut st = self.lock();
        if st.hinting() {
            st.cancel_search();
        }
    }
}
