//! Work in the background: a search or a review on a snapshot of the game, on a thread of its
//! own, that the caller polls, receives progress from, cancels, and collects, never blocking.
//! [`ThinkHandle`](crate::engine::ThinkHandle) and
//! [`ReviewHandle`](crate::review::ReviewHandle) are this handle for their work.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

struct State<P, R> {
    progress: Option<P>,
    result: Option<R>,
}

struct Shared<P, R> {
    stop: AtomicBool,
    state: Mutex<State<P, R>>,
    done: Condvar,
}

impl<P, R> Shared<P, R> {
    fn lock(&self) -> MutexGuard<'_, State<P, R>> {
        // A panicking worker cannot leave the state half-written in a way that matters:
        // carry on with what is there.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// A callback receiving the work's progress on its thread.
pub type OnProgress<P> = Box<dyn FnMut(&P) + Send + 'static>;
/// A callback receiving the work's result on its thread.
pub type OnDone<R> = Box<dyn FnOnce(&R) + Send + 'static>;

/// Work running on its own thread, with progress of type `P` and a result of type `R`.
/// Dropping the handle cancels the work.
pub struct Background<P, R> {
    shared: Arc<Shared<P, R>>,
}

impl<P, R> Background<P, R>
where
    P: Clone + Send + 'static,
    R: Clone + Default + Send + 'static,
{
    /// Runs `work` on a new thread called `name`. `work` gets the stop flag and a progress
    /// sink; each progress is kept for [`Background::progress`] and passed to `on_progress`,
    /// and the result to `on_done`, both on the worker's thread. If no thread can be started,
    /// the work is not done and the result is `R::default()` at once, rather than a hang.
    pub(crate) fn spawn(
        name: &str,
        work: impl FnOnce(&AtomicBool, &mut dyn FnMut(&P)) -> R + Send + 'static,
        mut on_progress: Option<OnProgress<P>>,
        on_done: Option<OnDone<R>>,
    ) -> Background<P, R> {
        let shared = Arc::new(Shared {
            stop: AtomicBool::new(false),
            state: Mutex::new(State {
                progress: None,
                result: None,
            }),
            done: Condvar::new(),
        });
        let worker = Arc::clone(&shared);
        let spawned = std::thread::Builder::new()
            .name(name.into())
            .spawn(move || {
                let result = work(&worker.stop, &mut |p: &P| {
                    worker.lock().progress = Some(p.clone());
                    if let Some(cb) = on_progress.as_mut() {
                        cb(p);
                    }
                });
                worker.lock().result = Some(result.clone());
                worker.done.notify_all();
                if let Some(done) = on_done {
                    done(&result);
                }
            });
        if spawned.is_err() {
            shared.lock().result = Some(R::default());
            shared.done.notify_all();
        }
        Background { shared }
    }

    /// The latest progress, if any has been reported.
    pub fn progress(&self) -> Option<P> {
        self.shared.lock().progress.clone()
    }

    /// Asks the work to stop; it ends within milliseconds with what it has so far. Returns at
    /// once.
    pub fn cancel(&self) {
        self.shared.stop.store(true, Ordering::Relaxed);
    }

    /// Whether the work has ended (its result is ready).
    pub fn is_finished(&self) -> bool {
        self.shared.lock().result.is_some()
    }

    /// The result, if the work has ended.
    pub fn try_result(&self) -> Option<R> {
        self.shared.lock().result.clone()
    }

    /// Waits up to `timeout` for the result.
    pub fn wait_timeout(&self, timeout: Duration) -> Option<R> {
        let guard = self.shared.lock();
        let (guard, _) = self
            .shared
            .done
            .wait_timeout_while(guard, timeout, |s| s.result.is_none())
            .unwrap_or_else(PoisonError::into_inner);
        guard.result.clone()
    }

    /// Waits for the result.
    pub fn wait(&self) -> R {
        let guard = self.shared.lock();
        let guard = self
            .shared
            .done
            .wait_while(guard, |s| s.result.is_none())
            .unwrap_or_else(PoisonError::into_inner);
        guard.result.clone().unwrap_or_default()
    }
}

impl<P, R> Drop for Background<P, R> {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::Relaxed);
    }
}
