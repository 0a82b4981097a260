//! Thinking in the background: a search on a snapshot of the game, on a thread of its own,
//! that the caller polls, receives progress from, cancels, and collects, never blocking.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::Duration;

use crate::ai::engine::{Engine, Progress, SearchResult};
use crate::game::Game;

#[derive(Default)]
struct State {
    progress: Option<Progress>,
    result: Option<SearchResult>,
}

struct Shared {
    stop: AtomicBool,
    state: Mutex<State>,
    done: Condvar,
}

impl Shared {
    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        // A panicking search thread cannot leave the state half-written in a way that matters:
        // carry on with what is there.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// A callback receiving progress on the search thread.
pub type ProgressCallback = Box<dyn FnMut(&Progress) + Send + 'static>;

/// A search running on its own thread. Dropping the handle cancels the search.
pub struct ThinkHandle {
    shared: Arc<Shared>,
}

/// A callback receiving the final result on the search thread.
pub type DoneCallback = Box<dyn FnOnce(&SearchResult) + Send + 'static>;

/// Starts `engine` deciding a move for the side to move in `game` (a snapshot: later changes
/// to the caller's game do not affect it), on a new thread. `on_progress`, if given, is called
/// on that thread about every 50 ms.
pub fn think(
    engine: Arc<Mutex<Engine>>,
    game: Game,
    on_progress: Option<ProgressCallback>,
) -> ThinkHandle {
    think_with(engine, game, on_progress, None)
}

/// [`think`], also calling `on_done` with the result on the search thread when it finishes
/// (for callers that are notified rather than poll, such as an async function).
pub fn think_with(
    engine: Arc<Mutex<Engine>>,
    game: Game,
    mut on_progress: Option<ProgressCallback>,
    on_done: Option<DoneCallback>,
) -> ThinkHandle {
    let shared = Arc::new(Shared {
        stop: AtomicBool::new(false),
        state: Mutex::new(State::default()),
        done: Condvar::new(),
    });
    let worker = Arc::clone(&shared);
    let spawned = std::thread::Builder::new()
        .name("alquerque-think".into())
        .spawn(move || {
            let result = {
                let mut engine = engine.lock().unwrap_or_else(PoisonError::into_inner);
                engine.search(&game, &worker.stop, &mut |p| {
                    worker.lock().progress = Some(p.clone());
                    if let Some(cb) = on_progress.as_mut() {
                        cb(p);
                    }
                })
            };
            worker.lock().result = Some(result.clone());
            worker.done.notify_all();
            if let Some(done) = on_done {
                done(&result);
            }
        });
    if spawned.is_err() {
        // No thread could be started: answer at once with no move rather than hang.
        shared.lock().result = Some(SearchResult::empty());
        shared.done.notify_all();
    }
    ThinkHandle { shared }
}

impl ThinkHandle {
    /// The latest progress, if any has been reported.
    pub fn progress(&self) -> Option<Progress> {
        self.shared.lock().progress.clone()
    }

    /// Asks the search to stop; it finishes within milliseconds with the best move found so
    /// far. Returns at once.
    pub fn cancel(&self) {
        self.shared.stop.store(true, Ordering::Relaxed);
    }

    /// Whether the search has finished (its result is ready).
    pub fn is_finished(&self) -> bool {
        self.shared.lock().result.is_some()
    }

    /// The result, if the search has finished.
    pub fn try_result(&self) -> Option<SearchResult> {
        self.shared.lock().result.clone()
    }

    /// Waits up to `timeout` for the result.
    pub fn wait_timeout(&self, timeout: Duration) -> Option<SearchResult> {
        let guard = self.shared.lock();
        let (guard, _) = self
            .shared
            .done
            .wait_timeout_while(guard, timeout, |s| s.result.is_none())
            .unwrap_or_else(PoisonError::into_inner);
        guard.result.clone()
    }

    /// Waits for the result.
    pub fn wait(&self) -> SearchResult {
        let guard = self.shared.lock();
        let guard = self
            .shared
            .done
            .wait_while(guard, |s| s.result.is_none())
            .unwrap_or_else(PoisonError::into_inner);
        guard.result.clone().unwrap_or_else(SearchResult::empty)
    }
}

impl Drop for ThinkHandle {
    fn drop(&mut self) {
        self.cancel();
    }
}
