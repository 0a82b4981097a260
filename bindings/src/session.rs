//! The game on screen: options, the game with its history, step-by-step input, and the AI's
//! thinking, behind one lock. Every app decision is a method of [`GameSession`].
//!
//! This file holds the state and the calls that change the game (new game, options, undo,
//! records). The rest is split by concern: `taps.rs` (what a tap selects, moves or refuses),
//! `view.rs` (the board state the apps draw, the status line, what perfect play proves),
//! `search.rs` (the AI's moves and hints off the caller's thread, within a phone's means) and
//! `review.rs` (the game review).

use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{SystemTime, UNIX_EPOCH};

use alquerque_core::engine::{Engine, Known};
use alquerque_core::{Color, Game, Move, Rules, Status};

use crate::entry::{capitalise, Entry};
use crate::error::AlquerqueError;
use crate::saved;
use crate::types::{AiLevel, BoardState, MoveInfo, Options, Player};

mod review;
mod search;
mod taps;
mod view;

pub use review::{GameReview, PlyReviewInfo, ReviewMark, ReviewObserver, ReviewProgressInfo};
pub use search::{SearchOutcome, ThinkingObserver};
pub use taps::TapOutcome;

use search::Search;

struct State {
    options: Options,
    game: Game,
    /// The move being entered: empty, the selected piece, or a capture in progress.
    entry: Entry,
    /// Bumped by every change a running search must not outlive.
    generation: u64,
    search: Option<Search>,
    engines: [Option<(AiLevel, Arc<Mutex<Engine>>)>; 2],
    seed: u64,
    /// What perfect play proves about the game on screen, for the keys of the position before
    /// the last move and the current one: worked out once per position.
    known: Option<((u128, u128), Known)>,
    /// The game review running, if any (see `review.rs`).
    review: Option<review::Running>,
}

/// One game on screen. All methods are safe to call from any thread; none blocks for long.
#[derive(uniffi::Object)]
pub struct GameSession {
    state: Mutex<State>,
}

fn rules_of(options: &Options) -> Rules {
    Rules::new(options.variant, options.reversal_allowed)
}

fn player_of(options: &Options, side: Color) -> Player {
    match side {
        Color::White => options.white,
        Color::Black => options.black,
    }
}

impl State {
    fn new(options: Options, game: Game, seed: u64) -> State {
        State {
            options,
            game,
            entry: Entry::default(),
            generation: 0,
            search: None,
            engines: [None, None],
            seed,
            known: None,
            review: None,
        }
    }

    fn status(&self) -> Status {
        self.game.status()
    }

    fn human_to_move(&self) -> bool {
        !self.status().is_over() && player_of(&self.options, self.game.turn()) == Player::Human
    }

    fn ai_to_move(&self) -> bool {
        !self.status().is_over() && player_of(&self.options, self.game.turn()) != Player::Human
    }

    /// Records a change of the game: running searches and the entry are void.
    fn changed(&mut self) {
        self.cancel_search();
        self.entry.clear();
    }

    fn legal_moves(&self) -> Vec<Move> {
        self.game.legal_moves().into_vec()
    }

    fn play(&mut self, mv: Move) -> Result<MoveInfo, AlquerqueError> {
        let side = self.game.turn();
        self.game
            .play(mv)
            .map_err(|e| AlquerqueError::IllegalMove(e.to_string()))?;
        self.changed();
        Ok(MoveInfo::new(mv, side))
    }
}

/// Cancels a background job (a search, a review) if the future awaiting it is dropped before
/// it finished: the app cancelled its coroutine or task. `cancel` picks the job out of the
/// state, so a newer job started since is left alone.
struct CancelOnDrop<'a, F: FnOnce(&mut State)> {
    state: &'a Mutex<State>,
    cancel: Option<F>,
}

impl<'a, F: FnOnce(&mut State)> CancelOnDrop<'a, F> {
    fn new(state: &'a Mutex<State>, cancel: F) -> Self {
        CancelOnDrop {
            state,
            cancel: Some(cancel),
        }
    }

    /// The job finished: nothing to cancel.
    fn disarm(mut self) {
        self.cancel = None;
    }
}

impl<F: FnOnce(&mut State)> Drop for CancelOnDrop<'_, F> {
    fn drop(&mut self) {
        if let Some(cancel) = self.cancel.take() {
            cancel(&mut self.state.lock().unwrap_or_else(PoisonError::into_inner));
        }
    }
}

impl GameSession {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic while the lock was held cannot leave the state unusable: every mutation
        // completes before anything that could fail. Carry on.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[uniffi::export]
impl GameSession {
    /// A new game with these options.
    #[uniffi::constructor]
    pub fn new(options: Options) -> Arc<GameSession> {
        let seed = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        GameSession::with_seed(options, seed)
    }

    /// A new game whose AI is reproducible for `seed` (for tests).
    #[uniffi::constructor]
    pub fn with_seed(options: Options, seed: u64) -> Arc<GameSession> {
        crate::init_logging();
        let game = Game::new(rules_of(&options));
        Arc::new(GameSession {
            state: Mutex::new(State::new(options, game, seed)),
        })
    }

    /// A session restored from [`GameSession::save_state`]'s text: settings, the game, and
    /// the moves that redo can replay.
    #[uniffi::constructor]
    pub fn restore(saved: String) -> Result<Arc<GameSession>, AlquerqueError> {
        crate::init_logging();
        let restored = saved::restore(&saved).map_err(AlquerqueError::InvalidRecord)?;
        let seed = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        let mut state = State::new(restored.options, restored.game, seed);
        state.resume_entry(restored.pending);
        Ok(Arc::new(GameSession {
            state: Mutex::new(state),
        }))
    }

    /// Everything the board screen shows.
    pub fn state(&self) -> BoardState {
        let mut state = self.lock();
        state.refresh_known();
        state.board_state()
    }

    /// The options.
    pub fn options(&self) -> Options {
        self.lock().options.clone()
    }

    /// Changes the options. Players change at once (a search for a side that is no longer
    /// the AI's is cancelled); display options never touch the game. A change of the rules
    /// (variant, reversal) applies from the next new game, which the player confirms; at once
    /// only where nothing can be lost: a game still exactly as New game made it (no move
    /// played or undone, not imported). Setting the same options again changes nothing.
    pub fn set_options(&self, options: Options) {
        let mut st = self.lock();
        let side = st.game.turn();
        if player_of(&st.options, side) != player_of(&options, side) {
            st.cancel_search();
            st.entry.clear();
        }
        let rules_changed = (options.variant, options.reversal_allowed)
            != (st.options.variant, st.options.reversal_allowed);
        // Exactly what New game would have given under the old options: nothing to lose.
        let untouched = st.game == Game::new(rules_of(&st.options));
        st.options = options;
        if rules_changed && untouched {
            let start = rules_of(&st.options);
            st.game = Game::new(start);
            st.changed();
        }
    }

    /// Starts a new game with the current options (cancelling any search).
    pub fn new_game(&self) {
        let mut st = self.lock();
        st.game = Game::new(rules_of(&st.options));
        st.changed();
    }

    /// Taps a point (0 = a1 … 24 = e5): select a piece, put it down, or move it one step or
    /// one jump. A capture is entered jump by jump and played when complete. A tap that does
    /// not fit gets an error saying why, and changes nothing.
    pub fn tap(&self, point: i32) -> Result<TapOutcome, AlquerqueError> {
        self.lock().tap(point)
    }

    /// Drops the selection or the capture being entered.
    pub fn clear_selection(&self) {
        self.lock().entry.clear();
    }

    /// Plays a whole move written in notation (`c2-c3`, `b2-b4-d2-d4`) for the human to move.
    pub fn play_notation(&self, notation: String) -> Result<MoveInfo, AlquerqueError> {
        let mut st = self.lock();
        if st.status().is_over() {
            return Err(AlquerqueError::GameOver);
        }
        if !st.human_to_move() {
            return Err(AlquerqueError::NotYourTurn);
        }
        let mv = st
            .game
            .check(&notation)
            .map_err(|e| AlquerqueError::IllegalMove(capitalise(&e.to_string())))?;
        st.play(mv)
    }

    /// Takes moves back to the last time a human was to move (one move in a two-player
    /// game). Cancels any search. Returns whether anything was undone.
    pub fn undo(&self) -> bool {
        let mut st = self.lock();
        if !st.game.can_undo() {
            return false;
        }
        st.changed();
        let options = st.options.clone();
        st.game
            .undo_to_person(|side| player_of(&options, side) == Player::Human);
        true
    }

    /// Replays what undo took back, up to the next time a human is to move. Cancels any
    /// search. Returns whether anything was redone.
    pub fn redo(&self) -> bool {
        let mut st = self.lock();
        if !st.game.can_redo() {
            return false;
        }
        st.changed();
        let options = st.options.clone();
        st.game
            .redo_to_person(|side| player_of(&options, side) == Player::Human);
        true
    }

    /// The game record (rules, start, moves), the portable saved game.
    pub fn export_record(&self) -> String {
        self.lock().game.to_record()
    }

    /// Replaces the game by one read from a record; a record that does not read or replay
    /// changes nothing. The options take the record's rules.
    pub fn import_record(&self, record: String) -> Result<(), AlquerqueError> {
        let game = Game::from_record(&record)
            .map_err(|e| AlquerqueError::InvalidRecord(capitalise(&e.to_string())))?;
        let mut st = self.lock();
        let rules = game.rules();
        st.options.variant = rules.variant;
        st.options.reversal_allowed = rules.reversal_allowed;
        st.game = game;
        st.changed();
        Ok(())
    }

    /// Everything to restore this session later with [`GameSession::restore`]: the options,
    /// the game (undone moves included) and the jumps of a capture being entered. Save it
    /// whenever the state changes, a jump included.
    pub fn save_state(&self) -> String {
        let st = self.lock();
        saved::save(&st.options, &st.game, st.entry.path())
    }
}
