//! Where the threads of the app model come from. A new thread takes its scheduling priority
//! from the thread that starts it, and the apps call in from their UI thread, which the
//! phone's system runs at a raised priority: searches started from there would compete with
//! drawing. So every thread the model needs (searches, hints, perfect play, puzzle judging,
//! reviews, telling the observer) is started by one launcher thread, itself started with the
//! app's [`Store`](crate::runtime::store::Store), which the apps make from a thread of ordinary
//! priority. Without a store (tests, tools) threads start from the caller.

use std::sync::mpsc::{channel, Sender};
use std::sync::{Mutex, OnceLock, PoisonError};

type Job = Box<dyn FnOnce() + Send>;

static LAUNCHER: OnceLock<Mutex<Sender<Job>>> = OnceLock::new();

/// Starts the launcher from the calling thread, unless one runs already.
pub(crate) fn start_launcher() {
    LAUNCHER.get_or_init(|| {
        let (tx, rx) = channel::<Job>();
        let spawned = std::thread::Builder::new()
            .name("alquerque-launcher".into())
            .spawn(move || {
                for job in rx {
                    job();
                }
            });
        if let Err(e) = spawned {
            log::warn!("no launcher thread ({e}): threads start from their callers");
        }
        Mutex::new(tx)
    });
}

/// Runs `work` on a new thread called `name`, started by the launcher if there is one. If no
/// thread can be started the work is dropped unrun (and logged): owners whose state must come
/// back put it in a value whose `Drop` returns it.
pub(crate) fn spawn(name: &'static str, work: impl FnOnce() + Send + 'static) {
    let start = move || {
        if let Err(e) = std::thread::Builder::new().name(name.into()).spawn(work) {
            log::warn!("could not start {name}: {e}");
        }
    };
    let Some(launcher) = LAUNCHER.get() else {
        return start();
    };
    let sent = launcher
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .send(Box::new(start));
    if let Err(e) = sent {
        // The launcher is gone (it could not start): start from here.
        (e.0)();
    }
}
