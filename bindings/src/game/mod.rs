//! The game on screen: options, the game with its history, step-by-step input, the AI's
//! turns, hints, what perfect play proves, the save, behind one lock. Every decision of the
//! game screen is a method of [`GameSession`]; the apps draw [`GameSession::state`] after
//! each of their calls, and again whenever the session's [`StateObserver`] says something
//! changed on its own (the AI played, a search moved on, a save failed).
//!
//! This file holds the state and the calls that change the game (new game, options, undo,
//! the first launch's choice). The rest is split by concern: `taps.rs` (what a tap selects,
//! moves or refuses), `view.rs` (the board state the apps draw, the status line, what
//! perfect play proves, worked out off the caller's thread), `search.rs` (the AI's moves and
//! hints on threads of their own, within a phone's means, paced for a person to follow),
//! `persist.rs` (the save in the app's [`Store`](crate::runtime::store::Store), opening the game at launch, records opened
//! and undone), `saved.rs` (what a save holds), `reviewing.rs` (the review of this game,
//! opened once) and `friend.rs` (a game with a friend far away).

use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use alquerque_core::engine::Engine;
use alquerque_core::{Color, Game, Move, Rules, Status};
use alquerque_text::Message;

use crate::board::cues::{Ending, Feedback, TapKind};
use crate::board::entry::Entry;
use crate::board::outcome::Outcome;
use crate::board::records::{
    AiLevel, FirstGameChoice, MoveInfo, Options, PlayedMove, Player, StateObserver,
};
use crate::board::words;
use crate::review::ReviewRun;
use crate::rules::RulesState;
use crate::runtime::error::AlquerqueError;
use crate::runtime::tell::Teller;

mod actions;
mod bars;
mod friend;
pub(crate) mod levels;
mod persist;
mod rated;
mod reviewing;
pub(crate) mod saved;
mod search;
mod summary;
mod taps;
mod view;

pub use actions::{ActionButton, GameAction};
pub use bars::{MoveChip, PlayerBar, ResultAction, ResultButton, ResultCard};
pub(crate) use friend::FriendSlot;
pub use friend::{FriendPlayAction, FriendPlayState};
pub use persist::open_game;
pub(crate) use summary::GameSummary;
pub use taps::TapOutcome;
pub use view::GameState;

use search::Search;

pub(crate) struct State {
    options: Options,
    game: Game,
    /// The game's identifier for the statistics, chosen when it began; `None` for a game they
    /// do not count (opened from a record, or its players changed during it).
    game_id: Option<u64>,
    /// The help the person had in this game, if any: its result is then unrated (see
    /// `rated.rs`).
    help: Option<rated::Help>,
    /// What the last game recorded here did to the rating, with that game's identifier (the
    /// result card says it while that game is on screen).
    rating_change: Option<(u64, crate::statistics::RatingChange)>,
    /// The move being entered: empty, the selected piece, or a capture in progress.
    entry: Entry,
    /// Bumped by every change a running search must not outlive.
    generation: u64,
    search: Option<Search>,
    engines: [Option<(AiLevel, Arc<Mutex<Engine>>)>; 2],
    seed: u64,
    /// The AI's move waits until [`search::AI_PAUSE`] after the move before it (false for the
    /// seeded sessions of tests, which replay moves rather than watch them).
    paced: bool,
    /// When the last move was played, and when its animation and cues are over.
    last_move_at: Option<Instant>,
    last_move_heard: Option<Instant>,
    /// The app is in the background: the AI does not search.
    in_background: bool,
    /// The move the last hint suggested, until the game changes.
    hint: Option<MoveInfo>,
    /// What to tell the player, until their next action.
    notice: Option<Message>,
    /// What to play and say once for the last change that moved no piece.
    feedback: Feedback,
    /// What perfect play proves about the position on screen (see `view.rs`).
    known: view::KnownSlot,
    /// The last review started, handed out again for the same game (see `review.rs`).
    review: Option<Arc<ReviewRun>>,
    /// The game a record replaced, for undo (see `persist.rs`).
    replaced: Option<persist::Replaced>,
    /// Where the session is saved after every change, if anywhere.
    saving: Option<persist::Saving>,
    /// The game with a friend far away this session plays, kept in the list of such games
    /// rather than as the app's game (see `friend.rs`); `None` for every other session.
    friend: Option<FriendSlot>,
    /// No save was found at launch and the first launch's question is still open.
    first_game: bool,
    /// Tells the app's observer of changes it did not make itself.
    teller: Teller<dyn StateObserver>,
    /// The session itself, for the threads it starts (they hold no session alive).
    me: Weak<Shared>,
}

/// The session's state behind its lock, shared with the threads the session starts.
pub(crate) type Shared = Mutex<State>;

/// One game on screen. All methods are safe to call from any thread; none blocks for long
/// (searches and disk work run on threads of their own).
#[derive(uniffi::Object)]
pub struct GameSession {
    shared: Arc<Shared>,
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

fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// Locks a session's state. A panic while the lock was held cannot leave it unusable: every
/// mutation completes before anything that could fail. Carry on.
pub(crate) fn lock(shared: &Shared) -> MutexGuard<'_, State> {
    shared.lock().unwrap_or_else(PoisonError::into_inner)
}

impl State {
    fn new(options: Options, game: Game, seed: u64, paced: bool, me: Weak<Shared>) -> State {
        State {
            help: rated::Help::at_start(&options, &game),
            game,
            game_id: Some(alquerque_core::statistics::new_game_id()),
            entry: Entry::default(),
            generation: 0,
            search: None,
            engines: [None, None],
            seed,
            paced,
            // A session just opened counts as a move just played: the AI's first move waits
            // the pause, so the screen shows the board and listens before it is played (and
            // animated, heard and announced) rather than after.
            last_move_at: paced.then(Instant::now),
            last_move_heard: None,
            in_background: false,
            hint: None,
            notice: None,
            feedback: Feedback::default(),
            known: view::KnownSlot::default(),
            review: None,
            replaced: None,
            saving: None,
            friend: None,
            rating_change: None,
            first_game: false,
            teller: Teller::default(),
            options,
            me,
        }
    }

    fn status(&self) -> Status {
        self.game.status()
    }

    fn human_to_move(&self) -> bool {
        !self.status().is_over() && player_of(&self.options, self.game.turn()) == Player::Human
    }

    fn ai_to_move(&self) -> bool {
        !self.status().is_over()
            && matches!(
                player_of(&self.options, self.game.turn()),
                Player::Ai { .. }
            )
    }

    /// Why a person may not move now: the AI's turn, or the friend's far away.
    fn not_your_turn(&self) -> AlquerqueError {
        if player_of(&self.options, self.game.turn()) == Player::Friend {
            AlquerqueError::IllegalMove(Message::new("friend-not-your-turn"))
        } else {
            AlquerqueError::NotYourTurn
        }
    }

    /// Records a change of the game: running searches, the entry and the hint are void.
    fn changed(&mut self) {
        self.cancel_search();
        self.entry.clear();
        self.hint = None;
    }

    /// After every change: keep the save, let the AI move if it is its turn, and work out
    /// what perfect play proves about the new position, all off the caller's thread.
    fn settle(&mut self) {
        self.save();
        self.maybe_think();
        self.ensure_known();
    }

    fn legal_moves(&self) -> Vec<Move> {
        self.game.legal_moves().into_vec()
    }

    /// Plays `mv`, the first `shown` hops of which the board shows already: with its cues
    /// (the result's too, when it ends the game) and, for the computer's move or the end of
    /// the game, what screen readers say.
    fn play(&mut self, mv: Move, shown: usize) -> Result<PlayedMove, AlquerqueError> {
        self.friend_may_move()?;
        let side = self.game.turn();
        self.game
            .play(mv)
            .map_err(|e| AlquerqueError::IllegalMove(Message::sentence(e.message())))?;
        self.changed();
        let played = PlayedMove::new(mv, side, shown).ending(self.ending());
        let by_computer = matches!(player_of(&self.options, side), Player::Ai { .. });
        let said = if by_computer {
            words::played(&played.info)
        } else {
            String::new()
        };
        let played = played.announced(words::joined(&[&said, &words::result(self.status())]));
        let now = Instant::now();
        self.last_move_at = Some(now);
        self.last_move_heard = Some(now + Duration::from_millis(played.cues_end_ms().into()));
        if self.status().is_over() {
            self.record_result();
        }
        Ok(played)
    }

    /// How the game just ended for the person watching: a win (also when two people play, or
    /// two computers), a loss against the computer, or a draw; `None` while it goes on.
    fn ending(&self) -> Option<Ending> {
        match self.status() {
            Status::Ongoing => None,
            Status::Drawn(_) => Some(Ending::Drawn),
            Status::Won { winner, .. } => {
                let person_lost = player_of(&self.options, winner) != Player::Human
                    && player_of(&self.options, winner.other()) == Player::Human;
                Some(if person_lost {
                    Ending::Lost
                } else {
                    Ending::Won
                })
            }
        }
    }

    /// The feedback of a tap that moved no piece: a touch for a piece picked up, a hop's sound
    /// for a jump entered, the refusal's sound and words.
    fn tap_feedback(&mut self, result: &Result<TapOutcome, AlquerqueError>) {
        self.feedback.tap(match result {
            Ok(TapOutcome::Selected { .. }) => TapKind::Selected,
            Ok(TapOutcome::KeepJumping { .. }) => {
                TapKind::Jumped(self.entry.path().len().saturating_sub(2))
            }
            Ok(TapOutcome::Deselected | TapOutcome::Played { .. }) => TapKind::Silent,
            Err(e) => TapKind::Refused(e),
        });
    }

    /// Answers the app's own call: the notice it leaves (the call's refusal, or nothing),
    /// then everything that follows from the change.
    fn answer<T>(&mut self, result: Result<T, AlquerqueError>) -> Result<T, AlquerqueError> {
        self.notice = result.as_ref().err().map(AlquerqueError::message);
        self.settle();
        result
    }
}

impl GameSession {
    fn lock(&self) -> MutexGuard<'_, State> {
        lock(&self.shared)
    }

    /// A session of `options` and `game`.
    pub(crate) fn build(options: Options, game: Game, seed: Option<u64>) -> Arc<GameSession> {
        crate::runtime::init_logging();
        let paced = seed.is_none();
        let seed = seed.unwrap_or_else(clock_seed);
        let shared =
            Arc::new_cyclic(|me| Mutex::new(State::new(options, game, seed, paced, me.clone())));
        Arc::new(GameSession { shared })
    }
}

#[uniffi::export]
impl GameSession {
    /// A new game with these options, kept nowhere (the app opens its game with
    /// [`open_game`]).
    #[uniffi::constructor]
    pub fn new(options: Options) -> Arc<GameSession> {
        let game = Game::new(rules_of(&options));
        let session = GameSession::build(options, game, None);
        session.lock().settle();
        session
    }

    /// The analysis board on the game's position as it stands (its rules, reversal bans and
    /// side to move), for the Analysis screen; the game is not touched.
    pub fn analysis(&self) -> Arc<crate::analysis::AnalysisBoard> {
        let position = *self.lock().game.position();
        crate::analysis::AnalysisBoard::at(position)
    }

    /// Tells `observer` from now on about every change the app did not make itself (see
    /// [`StateObserver`]); `None` stops it.
    pub fn set_observer(&self, observer: Option<Arc<dyn StateObserver>>) {
        self.lock().teller.set(observer);
    }

    /// Everything the board screen shows. Never searches: what perfect play proves is
    /// worked out on a thread of its own and shown once known.
    pub fn state(&self) -> GameState {
        self.lock().game_state()
    }

    /// The rules screen's state: the rules of the game being played.
    pub fn rules(&self) -> RulesState {
        self.lock().rules_state()
    }

    /// The options.
    pub fn options(&self) -> Options {
        self.lock().options.clone()
    }

    /// Changes the options. Players change at once (a search for a side that is no longer
    /// the AI's is cancelled); display options never touch the game. A change of the rules
    /// (variant, reversal) applies from the next new game, which the player confirms; at once
    /// only where nothing can be lost: a game still exactly as New game made it (no move
    /// played or undone, not opened from a record). Setting the same options again changes
    /// nothing.
    pub fn set_options(&self, options: Options) {
        let mut st = self.lock();
        st.first_game = false;
        let options = st.friend_keeps_game(options);
        st.apply_options(options);
        st.answer(Ok(())).ok();
    }

    /// Starts a new game with the current options (cancelling any search).
    pub fn new_game(&self) {
        let mut st = self.lock();
        if st.friend.is_some() {
            // A game with a friend begins from the list of such games, never over one.
            return;
        }
        st.first_game = false;
        st.begin();
        st.answer(Ok(())).ok();
    }

    /// Once a game is over: a new game with the same players on the same sides (what the
    /// game-over screen's Play again does; the same as New game).
    pub fn play_again(&self) {
        self.new_game();
    }

    /// Once a game is over: a new game with the players' sides swapped, so the person takes
    /// the other colour against the same opponent (the game-over screen's Swap sides).
    pub fn swap_sides(&self) {
        let mut st = self.lock();
        if st.friend.is_some() {
            return;
        }
        st.first_game = false;
        let options = Options {
            white: st.options.black,
            black: st.options.white,
            ..st.options.clone()
        };
        st.apply_options(options);
        st.begin();
        st.answer(Ok(())).ok();
    }

    /// Answers the first launch's question: the players `choice` names (a new game starts
    /// with them), or `None` to keep the game set up underneath. Either way it is not asked
    /// again.
    pub fn choose_first_game(&self, choice: Option<FirstGameChoice>) {
        let mut st = self.lock();
        if st.friend.is_some() {
            return;
        }
        st.first_game = false;
        if let Some(choice) = choice {
            let (white, black) = choice.players();
            let options = Options {
                white,
                black,
                ..st.options.clone()
            };
            st.apply_options(options);
            st.begin();
        }
        st.answer(Ok(())).ok();
    }

    /// Taps a point (0 = a1 … 24 = e5): select a piece, put it down, or move it one step or
    /// one jump. A capture is entered jump by jump and played when complete. A tap that does
    /// not fit is refused with the reason (also the state's notice), and changes nothing.
    pub fn tap(&self, point: i32) -> Outcome {
        Outcome::of(self.tap_result(point), TapOutcome::played)
    }

    /// Drops the selection or the capture being entered.
    pub fn clear_selection(&self) {
        let mut st = self.lock();
        st.entry.clear();
        st.answer(Ok(())).ok();
    }

    /// Hides the notice.
    pub fn dismiss_notice(&self) {
        self.lock().notice = None;
    }

    /// Takes moves back to the last time a human was to move (one move in a two-player
    /// game); right after a game record was opened, brings back the game it replaced.
    /// Cancels any search. Returns whether anything was undone.
    pub fn undo(&self) -> bool {
        let mut st = self.lock();
        let undone = if !st.friend_may_undo() {
            // A move sent to a friend is theirs to answer: it is not taken back.
            st.notice = Some(Message::new("friend-undo-sent"));
            return false;
        } else if st.can_undo_record() {
            st.undo_record();
            true
        } else if st.game.can_undo() {
            st.changed();
            let options = st.options.clone();
            st.game
                .undo_to_person(|side| player_of(&options, side) == Player::Human);
            true
        } else {
            false
        };
        st.answer(Ok(undone)).unwrap_or(false)
    }

    /// Replays what undo took back, up to the next time a human is to move. Cancels any
    /// search. Returns whether anything was redone.
    pub fn redo(&self) -> bool {
        let mut st = self.lock();
        let redone = st.game.can_redo();
        if redone {
            st.changed();
            let options = st.options.clone();
            st.game
                .redo_to_person(|side| player_of(&options, side) == Player::Human);
        }
        st.answer(Ok(redone)).unwrap_or(false)
    }

    /// The app went to the background: the AI stops searching (its move is searched again
    /// when the app is back) and no hint is looked for.
    pub fn pause(&self) {
        let mut st = self.lock();
        st.in_background = true;
        if st.search.is_some() {
            st.cancel_search();
        }
    }

    /// The app is in front again: the AI moves if it is its turn.
    pub fn resume(&self) {
        let mut st = self.lock();
        st.in_background = false;
        st.settle();
    }

    /// The game record (rules, start, moves), the portable saved game.
    pub fn export_record(&self) -> String {
        self.lock().game.to_record()
    }
}

impl GameSession {
    /// What the options screen needs of the session: the options, whether their rules
    /// differ from the game's, and whether changing who plays would end the game in
    /// progress as a loss (see `rated.rs`).
    pub(crate) fn options_facts(&self) -> (Options, bool, bool) {
        let st = self.lock();
        (
            st.options.clone(),
            st.rules_change_next_game(),
            st.leaving_loss().is_some(),
        )
    }
}

impl State {
    /// Begins a new game under the options: the statistics will count it when it ends. The
    /// game it replaces is left (see `rated.rs`: a loss, if leaving it counts as one).
    fn begin(&mut self) {
        self.leave();
        self.game = Game::new(rules_of(&self.options));
        self.game_id = Some(alquerque_core::statistics::new_game_id());
        self.help = self.help_at_start();
        self.changed();
    }

    /// Takes `options`: players at once, rules at once only where nothing can be lost. A game
    /// whose players change once it has begun is left (a loss, if leaving it counts as one)
    /// and no longer counted in the statistics: its result would belong to neither setting.
    /// Perfect play shown makes the game unrated.
    fn apply_options(&mut self, options: Options) {
        let side = self.game.turn();
        if player_of(&self.options, side) != player_of(&options, side) {
            self.cancel_search();
            self.entry.clear();
            self.hint = None;
        }
        let rules_changed = (options.variant, options.reversal_allowed)
            != (self.options.variant, self.options.reversal_allowed);
        // Exactly what New game would have given under the old options: nothing to lose.
        let untouched = self.game == Game::new(rules_of(&self.options));
        if !untouched && (self.options.white, self.options.black) != (options.white, options.black)
        {
            self.leave();
            self.game_id = None;
        }
        self.options = options;
        // Help once given stays given until a new game, whatever the options become.
        if self.help_at_start().is_some() {
            self.helped(rated::Help::Proofs);
        }
        if rules_changed && untouched {
            self.game = Game::new(rules_of(&self.options));
            self.changed();
        }
    }

    /// The session's save: options, game, and a capture being entered.
    fn saved_text(&self) -> String {
        crate::game::saved::save(
            &self.options,
            &self.game,
            self.game_id,
            self.help,
            self.entry.path(),
        )
    }
}

/// What only the tests of the bindings (Rust, Kotlin on the JVM, Swift) call: left out of the phones' library.
#[cfg(feature = "testing")]
#[uniffi::export]
impl GameSession {
    /// A new game for tests: the AI is reproducible for `seed` and plays without the pause
    /// that lets a person follow its moves.
    #[uniffi::constructor]
    pub fn with_seed(options: Options, seed: u64) -> Arc<GameSession> {
        let game = Game::new(rules_of(&options));
        let session = GameSession::build(options, game, Some(seed));
        session.lock().settle();
        session
    }

    /// A session restored from [`GameSession::save_state`]'s text (settings, the game, the
    /// moves redo can replay), kept nowhere.
    #[uniffi::constructor]
    pub fn restore(saved: String) -> Result<Arc<GameSession>, AlquerqueError> {
        let restored =
            crate::game::saved::restore(&saved).map_err(AlquerqueError::InvalidRecord)?;
        let session = GameSession::build(restored.options, restored.game, None);
        {
            let mut st = session.lock();
            st.game_id = restored.game_id;
            st.help = restored.help.or_else(|| st.help_at_start());
            st.resume_entry(restored.pending);
            st.settle();
        }
        Ok(session)
    }

    /// Plays a whole move written in notation (`c2-c3`, `b2-b4-d2-d4`) for the human to move.
    pub fn play_notation(&self, notation: String) -> Result<MoveInfo, AlquerqueError> {
        let mut st = self.lock();
        let result = if st.status().is_over() {
            Err(AlquerqueError::GameOver)
        } else if !st.human_to_move() {
            Err(st.not_your_turn())
        } else {
            st.game
                .check(&notation)
                .map_err(|e| AlquerqueError::IllegalMove(Message::sentence(e.message())))
                .and_then(|mv| st.play(mv, 0))
                .map(|played| played.info)
        };
        st.answer(result)
    }

    /// Everything to restore this session later with [`GameSession::restore`]: the options,
    /// the game (undone moves included) and the jumps of a capture being entered. (A session
    /// opened with [`open_game`] keeps it in its store by itself.)
    pub fn save_state(&self) -> String {
        self.lock().saved_text()
    }
}

/// What the tests ask of a session besides the state the apps draw (which no longer carries
/// it, as no screen shows it): exported for the Kotlin and Swift tests only.
#[cfg(feature = "testing")]
#[uniffi::export]
impl GameSession {
    /// A person is to move and may tap.
    pub fn human_to_move(&self) -> bool {
        self.lock().human_to_move()
    }

    /// The computer is to move (it is searching, or will once the app is in front).
    pub fn ai_to_move(&self) -> bool {
        self.lock().ai_to_move()
    }

    /// What perfect play proves is still being worked out.
    pub fn known_pending(&self) -> bool {
        let st = self.lock();
        st.wants_known() && st.known_now().is_none()
    }
}

impl GameSession {
    /// Taps a point (0 = a1 … 24 = e5): select a piece, put it down, or move it one step or
    /// one jump. A capture is entered jump by jump and played when complete. A tap that does
    /// not fit gets an error saying why (also the state's notice), and changes nothing.
    ///
    /// The Rust API, with what the action did in full: the apps read the [`Outcome`] of
    /// [`GameSession::tap`].
    pub fn tap_result(&self, point: i32) -> Result<TapOutcome, AlquerqueError> {
        let mut st = self.lock();
        let result = st.tap(point);
        st.tap_feedback(&result);
        st.answer(result)
    }
}
