//! The game on screen: options, the game with its history, step-by-step input, and the AI's
//! thinking, behind one lock. Every app decision is a method here.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{SystemTime, UNIX_EPOCH};

use alquerque_core::ai::{
    hint_params, side_seed, think_with, Engine, EngineParams, Progress, ThinkHandle,
};
use alquerque_core::ai::{Dfpn, Known};
use alquerque_core::{Color, Game, Move, Rules, Square, Status};

use crate::error::AlquerqueError;
use crate::saved;
use crate::types::{
    AiLevel, BoardState, MoveInfo, Options, Piece, Player, PointState, ThinkingProgress,
};
use futures_channel::oneshot;

mod review;
pub use review::{GameReview, PlyReviewInfo, ReviewMark, ReviewObserver, ReviewProgressInfo};

/// Receives the AI's progress while it thinks. Implemented by the apps; called on the search
/// thread about every 50 ms, so implementations hand the value to their UI thread.
#[uniffi::export(with_foreign)]
pub trait ThinkingObserver: Send + Sync {
    /// A new snapshot of the search.
    fn on_progress(&self, progress: ThinkingProgress);
}

/// What a tap did.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum TapOutcome {
    /// A piece was selected; its targets are in the board state.
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
    /// A whole move was completed and played.
    Played {
        /// The move.
        mv: MoveInfo,
    },
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum SearchKind {
    Move,
    Hint,
}

struct Search {
    generation: u64,
    kind: SearchKind,
    handle: ThinkHandle,
    /// Cleared when the search goes stale: its progress is no longer passed on.
    live: Arc<AtomicBool>,
}

/// What became of a [`GameSession::think`] or [`GameSession::hint`]. Either way the apps then
/// draw the session's state, which says what is going on; no outcome is an error to handle.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum SearchOutcome {
    /// `think`: the AI played this move. `hint`: this move is suggested (nothing is played).
    Move {
        /// The move.
        info: MoveInfo,
    },
    /// Nothing came of it and nothing changed: the search was cancelled, the game changed or
    /// ended meanwhile, another search was running, or the side to move is not the one the
    /// call is for (a person's turn for `think`, the AI's for `hint`).
    Stale,
}

struct State {
    options: Options,
    game: Game,
    /// The move being entered: empty, the selected piece, or a capture in progress.
    entry: Vec<Square>,
    /// Bumped by every change a running search must not outlive.
    generation: u64,
    search: Option<Search>,
    engines: [Option<(AiLevel, Arc<Mutex<Engine>>)>; 2],
    seed: u64,
    /// What perfect play proves about the game on screen, for the keys of the position before
    /// the last move and the current one: worked out once per position.
    known: Option<((u128, u128), Known)>,
    /// The proof search behind `known`, kept so each position reuses the last one's work.
    proofs: Option<Dfpn>,
    /// The game review running, if any (see `review.rs`).
    review: Option<review::Running>,
}

/// The proof search's table for the status line: it starts small and grows to this at most.
const PROOF_TABLE_BYTES: usize = 16 << 20;

/// One game on screen. All methods are safe to call from any thread; none blocks for long.
#[derive(uniffi::Object)]
pub struct GameSession {
    state: Mutex<State>,
}

fn rules_of(options: &Options) -> Rules {
    Rules::new(options.variant, options.reversal_allowed)
}

/// At most this many search threads on a phone: more cores would drain the battery and heat
/// the phone for little strength.
const PHONE_THREADS: usize = 2;
/// At most this many search-tree nodes in all threads together on a phone (2^21 nodes, about
/// 64 MiB).
const PHONE_NODES: usize = 1 << 21;

/// A level's parameters within a phone's means: the levels are tuned on desktops, where
/// `master` uses every core with a tree per core.
fn on_phone(mut params: EngineParams) -> EngineParams {
    let threads = match params.threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    }
    .clamp(1, PHONE_THREADS);
    params.threads = threads;
    params.mcts.max_nodes = params.mcts.max_nodes.min(PHONE_NODES / threads);
    params
}

fn player_of(options: &Options, side: Color) -> Player {
    match side {
        Color::White => options.white,
        Color::Black => options.black,
    }
}

fn square(index: i32) -> Result<Square, AlquerqueError> {
    u8::try_from(index)
        .ok()
        .and_then(Square::new)
        .ok_or(AlquerqueError::NoSuchPoint(index))
}

fn progress_record(p: &Progress) -> ThinkingProgress {
    ThinkingProgress {
        iterations: p.iterations,
        best_move: p.best.map(|m| m.to_string()),
        win_rate: p.win_rate,
        principal_variation: p.principal_variation.iter().map(Move::to_string).collect(),
        elapsed_ms: p.elapsed.as_millis().min(u64::MAX as u128) as u64,
    }
}

impl State {
    fn new(options: Options, game: Game, seed: u64) -> State {
        State {
            options,
            game,
            entry: Vec::new(),
            generation: 0,
            search: None,
            engines: [None, None],
            seed,
            known: None,
            proofs: None,
            review: None,
        }
    }

    /// Works out what perfect play proves about the current position, unless it is known.
    /// Nothing is proved under rules with draws, so no search is made there.
    fn refresh_known(&mut self) {
        let keys = |i: usize| {
            self.game
                .positions()
                .iter()
                .rev()
                .nth(i)
                .map_or(0, |p| p.key())
        };
        let now = (keys(1), keys(0));
        if self.known.is_some_and(|(k, _)| k == now) {
            return;
        }
        let known = if self.game.rules().has_draws() {
            Known::default()
        } else {
            let proofs = self
                .proofs
                .get_or_insert_with(|| Dfpn::new(PROOF_TABLE_BYTES));
            Known::of(&self.game, proofs, Known::QUICK)
        };
        self.known = Some((now, known));
    }

    /// The line under the board when nothing is searched: what perfect play proves, if
    /// anything (empty otherwise).
    fn known_text(&self) -> String {
        match self.known {
            Some((_, known)) if !self.status().is_over() => known.text().unwrap_or_default(),
            _ => String::new(),
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

    /// Stops any search and makes its result stale.
    fn cancel_search(&mut self) {
        if let Some(s) = self.search.take() {
            s.live.store(false, Ordering::Relaxed);
            s.handle.cancel();
        }
        self.generation += 1;
    }

    /// Takes up a capture that was being entered when the session was saved, if it is still
    /// the start of a legal capture for a human to move (anything else is dropped).
    fn resume_entry(&mut self, pending: Vec<Square>) {
        if pending.len() >= 2 {
            self.entry = pending;
            // Targets exist exactly when the jumps made begin a longer legal path.
            if self.targets().is_empty() {
                self.entry.clear();
            }
        }
    }

    /// Records a change of the game: running searches and the entry are void.
    fn changed(&mut self) {
        self.cancel_search();
        self.entry.clear();
    }

    fn legal_moves(&self) -> Vec<Move> {
        self.game.legal_moves().into_vec()
    }

    /// The points a tap may select now.
    fn selectable(&self) -> Vec<Square> {
        if !self.human_to_move() {
            return Vec::new();
        }
        if self.entry.len() >= 2 {
            return Vec::new();
        }
        let mut from: Vec<Square> = self.legal_moves().iter().map(|m| m.from()).collect();
        from.sort();
        from.dedup();
        from
    }

    /// The points the entered piece can go to next.
    fn targets(&self) -> Vec<Square> {
        if self.entry.is_empty() || !self.human_to_move() {
            return Vec::new();
        }
        let n = self.entry.len();
        let mut t: Vec<Square> = self
            .legal_moves()
            .iter()
            .filter_map(|m| {
                let path: Vec<Square> = m.path().collect();
                (path.len() > n && path[..n] == self.entry[..]).then(|| path[n])
            })
            .collect();
        t.sort();
        t.dedup();
        t
    }

    /// The board as shown: the game's position with a capture in progress applied.
    fn shown_pieces(&self) -> [Piece; 25] {
        let pos = self.game.position();
        let mut cells = [Piece::Empty; 25];
        for sq in Square::ALL {
            cells[sq.index()] = match pos.piece_at(sq) {
                Some(Color::White) => Piece::White,
                Some(Color::Black) => Piece::Black,
                None => Piece::Empty,
            };
        }
        // The jumps entered so far are the first hops of any legal move that starts with them.
        let jumps = self.entry.len().saturating_sub(1);
        let entered = self.legal_moves().into_iter().find(|m| {
            jumps > 0
                && m.path()
                    .take(self.entry.len())
                    .eq(self.entry.iter().copied())
        });
        if let Some(mv) = entered {
            let mover = cells[mv.from().index()];
            for (from, over, land) in mv.hops().take(jumps) {
                cells[from.index()] = Piece::Empty;
                cells[over.index()] = Piece::Empty;
                cells[land.index()] = mover;
            }
        }
        cells
    }

    fn engine_for(&mut self, side: Color, level: AiLevel) -> Arc<Mutex<Engine>> {
        let slot = &mut self.engines[side.index()];
        match slot {
            Some((l, e)) if *l == level => Arc::clone(e),
            _ => {
                let seed = side_seed(self.seed, side);
                let params = on_phone(level.params());
                let engine = Arc::new(Mutex::new(Engine::new(params, seed)));
                *slot = Some((level, Arc::clone(&engine)));
                engine
            }
        }
    }

    fn status_text(&self) -> String {
        let status = self.status();
        if status.is_over() {
            return status.to_string();
        }
        let side = self.game.turn();
        let ai = player_of(&self.options, side) != Player::Human;
        if let Some(s) = &self.search {
            return match s.kind {
                SearchKind::Move => format!("{side} (AI) is thinking…"),
                SearchKind::Hint => "Looking for a good move…".to_string(),
            };
        }
        if ai {
            return format!("{side} (AI) to move");
        }
        if self.entry.len() >= 2 {
            return format!("{side} to move: keep jumping");
        }
        if self.game.position().has_capture() {
            format!("{side} to move: a capture is compulsory")
        } else {
            format!("{side} to move")
        }
    }

    fn board_state(&self) -> BoardState {
        let selectable = self.selectable();
        let targets = self.targets();
        let pieces = self.shown_pieces();
        let last = self.game.moves().last().map(|&m| {
            let mover = self.game.positions()[self.game.moves().len() - 1].turn();
            MoveInfo::new(m, mover)
        });
        let last_path: Vec<i32> = last.as_ref().map(|m| m.path.clone()).unwrap_or_default();
        let show_targets = self.options.show_targets;
        let current = self.entry.last().copied();
        let points = Square::ALL
            .iter()
            .map(|&sq| {
                let i = sq.index() as i32;
                let piece = pieces[sq.index()];
                let is_selectable = selectable.contains(&sq);
                let is_target = targets.contains(&sq);
                let is_selected = current == Some(sq);
                let on_last = last_path.contains(&i);
                let mut label = format!(
                    "{sq}, {}",
                    match piece {
                        Piece::Empty => "empty",
                        Piece::White => "White piece",
                        Piece::Black => "Black piece",
                    }
                );
                if is_selected {
                    label.push_str(", selected");
                } else if is_selectable {
                    label.push_str(", can move");
                }
                if is_target {
                    label.push_str(", tap to move here");
                }
                if on_last {
                    label.push_str(", part of the last move");
                }
                PointState {
                    index: i,
                    piece,
                    selectable: is_selectable,
                    selected: is_selected,
                    target: is_target && show_targets,
                    last_move: on_last,
                    accessibility_label: label,
                }
            })
            .collect();
        let rules = self.game.rules();
        BoardState {
            points,
            side_to_move: self.game.turn(),
            status: self.status().into(),
            status_text: self.status_text(),
            known_text: self.known_text(),
            human_to_move: self.human_to_move(),
            ai_to_move: self.ai_to_move(),
            thinking: self.search.is_some(),
            must_capture: !self.status().is_over() && self.game.position().has_capture(),
            keep_jumping: self.entry.len() >= 2,
            pending_path: if self.entry.len() >= 2 {
                self.entry.iter().map(|s| s.index() as i32).collect()
            } else {
                Vec::new()
            },
            last_move: last,
            move_list: self.game.moves().iter().map(Move::to_string).collect(),
            first_to_move: self.game.start().turn(),
            can_undo: self.game.can_undo(),
            can_redo: self.game.can_redo(),
            variant: rules.variant,
            reversal_allowed: rules.reversal_allowed,
        }
    }

    fn play(&mut self, mv: Move) -> Result<MoveInfo, AlquerqueError> {
        let side = self.game.turn();
        self.game
            .play(mv)
            .map_err(|e| AlquerqueError::IllegalMove(e.to_string()))?;
        self.changed();
        Ok(MoveInfo::new(mv, side))
    }

    fn tap(&mut self, index: i32) -> Result<TapOutcome, AlquerqueError> {
        let sq = square(index)?;
        if self.status().is_over() {
            return Err(AlquerqueError::GameOver);
        }
        if !self.human_to_move() {
            return Err(AlquerqueError::NotYourTurn);
        }
        if matches!(&self.search, Some(s) if s.kind == SearchKind::Hint) {
            // The player moves on: the hint is no longer wanted.
            self.cancel_search();
        }
        if self.entry.is_empty() {
            if self.selectable().contains(&sq) {
                self.entry.push(sq);
                return Ok(TapOutcome::Selected { point: index });
            }
            return Err(AlquerqueError::NotSelectable(self.why_not_selectable(sq)));
        }
        let targets = self.targets();
        if targets.contains(&sq) {
            self.entry.push(sq);
            let complete = self
                .legal_moves()
                .into_iter()
                .find(|m| m.path().eq(self.entry.iter().copied()));
            return match complete {
                Some(mv) => Ok(TapOutcome::Played { mv: self.play(mv)? }),
                None => Ok(TapOutcome::KeepJumping { point: index }),
            };
        }
        if self.entry.len() >= 2 {
            let at = self.entry[self.entry.len() - 1];
            let list: Vec<String> = targets.iter().map(|t| t.to_string()).collect();
            return Err(AlquerqueError::IllegalMove(format!(
                "The capture must go on from {at}: jump to {}.",
                list.join(" or ")
            )));
        }
        // One piece selected.
        if sq == self.entry[0] {
            self.entry.clear();
            return Ok(TapOutcome::Deselected);
        }
        if self.selectable().contains(&sq) {
            self.entry = vec![sq];
            return Ok(TapOutcome::Selected { point: index });
        }
        let reason = match self.game.position().move_along(&[self.entry[0], sq]) {
            Err(e) => capitalise(&e.reason.to_string()),
            Ok(_) => "That is not a move.".to_string(),
        };
        Err(AlquerqueError::IllegalMove(reason))
    }

    fn why_not_selectable(&self, sq: Square) -> String {
        let pos = self.game.position();
        let side = pos.turn();
        match pos.piece_at(sq) {
            None => format!("{sq} is empty: select one of your pieces."),
            Some(c) if c != side => format!("That is a {c} piece: you play {side}."),
            Some(_) if pos.has_capture() => {
                "A capture is compulsory: select a piece that can capture.".to_string()
            }
            Some(_) => "That piece has no legal move.".to_string(),
        }
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => format!("{}{}.", f.to_uppercase(), c.as_str()),
        None => String::new(),
    }
}

/// Cancels a search whose awaiting future was dropped (the app cancelled its coroutine or
/// task) before it finished.
struct DropGuard<'a> {
    state: &'a Mutex<State>,
    generation: u64,
    armed: bool,
}

impl Drop for DropGuard<'_> {
    fn drop(&mut self) {
        if !self.armed {
            return;
        }
        let mut st = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        if st
            .search
            .as_ref()
            .is_some_and(|s| s.generation == self.generation)
        {
            st.cancel_search();
        }
    }
}

impl GameSession {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic while the lock was held cannot leave the state unusable: every mutation
        // completes before anything that could fail. Carry on.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Starts a search of `kind` and waits for it; the common part of `think` and `hint`.
    async fn search(
        &self,
        kind: SearchKind,
        observer: Option<Arc<dyn ThinkingObserver>>,
    ) -> Option<(Move, Color, u64)> {
        let (rx, generation) = {
            let mut st = self.lock();
            if st.status().is_over() || st.search.is_some() {
                return None;
            }
            let side = st.game.turn();
            let engine = match (kind, player_of(&st.options, side)) {
                (SearchKind::Move, Player::Ai { level }) => st.engine_for(side, level),
                (SearchKind::Move, Player::Human) => return None,
                (SearchKind::Hint, Player::Human) => {
                    let params = on_phone(hint_params());
                    Arc::new(Mutex::new(Engine::new(params, st.seed ^ st.generation)))
                }
                (SearchKind::Hint, Player::Ai { .. }) => return None,
            };
            let (tx, rx) = oneshot::channel();
            let live = Arc::new(AtomicBool::new(true));
            let on_progress = observer.map(|o| {
                let live = Arc::clone(&live);
                // Progress of a search that went stale is dropped here, not in each app.
                Box::new(move |p: &Progress| {
                    if live.load(Ordering::Relaxed) {
                        o.on_progress(progress_record(p))
                    }
                }) as alquerque_core::ai::ProgressCallback
            });
            let handle = think_with(
                engine,
                st.game.clone(),
                on_progress,
                Some(Box::new(move |r| {
                    // The receiver is gone only if the caller dropped the future: nothing to do.
                    let _ = tx.send(r.clone());
                })),
            );
            let generation = st.generation;
            st.search = Some(Search {
                generation,
                kind,
                handle,
                live,
            });
            (rx, generation)
        };
        let mut guard = DropGuard {
            state: &self.state,
            generation,
            armed: true,
        };
        let result = rx.await.ok();
        guard.armed = false;
        let mut st = self.lock();
        if st
            .search
            .as_ref()
            .is_some_and(|s| s.generation == generation)
        {
            st.search = None;
        }
        let result = result?;
        if st.generation != generation || result.cancelled {
            return None;
        }
        Some((result.best?, st.game.turn(), generation))
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
        saved::save(&st.options, &st.game, &st.entry)
    }

    /// Lets the AI choose and play the move of the side to move, off the caller's thread.
    /// Progress goes to `observer` while the search is current. Returns the move played, or
    /// `Stale` (see [`SearchOutcome`]): a stale move is never played.
    pub async fn think(&self, observer: Option<Arc<dyn ThinkingObserver>>) -> SearchOutcome {
        let Some((mv, _, generation)) = self.search(SearchKind::Move, observer).await else {
            return SearchOutcome::Stale;
        };
        let mut st = self.lock();
        if st.generation != generation {
            return SearchOutcome::Stale;
        }
        match st.play(mv) {
            Ok(info) => SearchOutcome::Move { info },
            Err(_) => SearchOutcome::Stale,
        }
    }

    /// Suggests a move for the person to move without playing it: a proven winning move where
    /// perfect play proves the person wins, else about a second of the Hard level's search.
    /// The move, or `Stale` (see [`SearchOutcome`]).
    pub async fn hint(&self, observer: Option<Arc<dyn ThinkingObserver>>) -> SearchOutcome {
        {
            // Where perfect play proves the person wins, the hint is a proven winning move.
            let mut st = self.lock();
            if st.human_to_move() && st.search.is_none() {
                st.refresh_known();
                if let Some((_, known)) = st.known {
                    if let Some(mv) = known.winning_move {
                        return SearchOutcome::Move {
                            info: MoveInfo::new(mv, st.game.turn()),
                        };
                    }
                }
            }
        }
        match self.search(SearchKind::Hint, observer).await {
            Some((mv, side, _)) => SearchOutcome::Move {
                info: MoveInfo::new(mv, side),
            },
            None => SearchOutcome::Stale,
        }
    }

    /// Stops the running search, if any; its move will not be played. Returns at once.
    pub fn cancel_thinking(&self) {
        let mut st = self.lock();
        if st.search.is_some() {
            st.cancel_search();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alquerque_core::ai::Level;

    #[test]
    fn every_level_fits_a_phone() {
        for level in Level::ALL {
            let params = on_phone(level.params());
            assert!((1..=PHONE_THREADS).contains(&params.threads), "{level:?}");
            assert!(
                params.threads * params.mcts.max_nodes <= PHONE_NODES,
                "{level:?}"
            );
            assert_eq!(
                params.budget,
                level.params().budget,
                "strength otherwise kept"
            );
        }
    }
}
