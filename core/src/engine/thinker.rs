//! Thinking in the background: a search on a snapshot of the game, on a thread of its own,
//! that the caller polls, receives progress from, cancels, and collects, never blocking.

use std::sync::{Arc, Mutex, PoisonError};

use super::background::{Background, OnDone, OnProgress};
use super::result::{Progress, SearchResult};
use super::Engine;
use crate::game::Game;

/// A callback receiving progress on the search thread.
pub type ProgressCallback = OnProgress<Progress>;

/// A callback receiving the final result on the search thread.
pub type DoneCallback = OnDone<SearchResult>;

/// A search running on its own thread: its progress, cancel, and the result (no move if no
/// thread could be started). Dropping the handle cancels the search.
pub type ThinkHandle = Background<Progress, SearchResult>;

/// Starts `engine` deciding a move for the side to move in `game` (a snapshot: later changes
/// to the caller's game do not affect it), on a new thread. `on_progress`, if given, is called
/// on that thread about every 50 ms.
///
/// ```
/// use alquerque_core::engine::{think, Budget, Engine, Level};
/// use alquerque_core::Game;
/// use std::sync::{Arc, Mutex};
/// use std::time::Duration;
///
/// // A search with no budget runs until it is told to stop.
/// let mut params = Level::Easy.params();
/// params.budget = Budget::default();
/// let engine = Arc::new(Mutex::new(Engine::new(params, 7)));
/// let game = Game::default();
/// let handle = think(engine, game.clone(), None);
/// // The caller is never blocked: it can wait a while, poll, and stop the search.
/// assert!(handle.wait_timeout(Duration::from_millis(100)).is_none());
/// assert!(!handle.is_finished());
/// handle.cancel();
/// let result = handle.wait();
/// assert!(result.cancelled);
/// assert!(game.position().is_legal(result.best.unwrap()));
/// ```
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
    on_progress: Option<ProgressCallback>,
    on_done: Option<DoneCallback>,
) -> ThinkHandle {
    Background::spawn(
        "alquerque-think",
        move |stop, progress| {
            let mut engine = engine.lock().unwrap_or_else(PoisonError::into_inner);
            engine.search(&game, stop, progress)
        },
        on_progress,
        on_done,
    )
}
