//! The AI's moves and hints, searched off the caller's thread within a phone's means; their
//! progress goes to the app while the search is current, and a search the game has moved past
//! is stale: its move is never played.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use alquerque_core::engine::{
    hint_params, side_seed, think_with, Engine, Progress, Resources, ThinkHandle,
};
use alquerque_core::{Color, Move};
use futures_channel::oneshot;

use super::{player_of, CancelOnDrop, GameSession, State};
use crate::types::{AiLevel, MoveInfo, Player, ThinkingProgress};

/// Receives the AI's progress while it thinks. Implemented by the apps; called on the search
/// thread about every 50 ms, so implementations hand the value to their UI thread.
#[uniffi::export(with_foreign)]
pub trait ThinkingObserver: Send + Sync {
    /// A new snapshot of the search.
    fn on_progress(&self, progress: ThinkingProgress);
}

/// What a search is for: the AI's move, or a hint for the person to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum SearchKind {
    Move,
    Hint,
}

/// The search running: what it is for, the game generation it belongs to, and its handle.
pub(super) struct Search {
    generation: u64,
    pub(super) kind: SearchKind,
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
    /// Stops any search and makes its result stale.
    pub(super) fn cancel_search(&mut self) {
        if let Some(s) = self.search.take() {
            s.live.store(false, Ordering::Relaxed);
            s.handle.cancel();
        }
        self.generation += 1;
    }

    pub(super) fn engine_for(&mut self, side: Color, level: AiLevel) -> Arc<Mutex<Engine>> {
        let slot = &mut self.engines[side.index()];
        match slot {
            Some((l, e)) if *l == level => Arc::clone(e),
            _ => {
                let seed = side_seed(self.seed, side);
                let params = level.params().within(Resources::PHONE);
                let engine = Arc::new(Mutex::new(Engine::new(params, seed)));
                *slot = Some((level, Arc::clone(&engine)));
                engine
            }
        }
    }
}

impl GameSession {
    /// Starts a search of `kind` and waits for it; the common part of `think` and `hint`.
    pub(super) async fn search(
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
                    let params = hint_params().within(Resources::PHONE);
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
                }) as alquerque_core::engine::ProgressCallback
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
        let guard = CancelOnDrop::new(&self.state, |st: &mut State| {
            if st
                .search
                .as_ref()
                .is_some_and(|s| s.generation == generation)
            {
                st.cancel_search();
            }
        });
        let result = rx.await.ok();
        guard.disarm();
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
