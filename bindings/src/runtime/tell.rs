//! How the apps' observers are told of changes: in the order the changes happened, on a
//! thread of their own, with no lock held, so that an observer may read the state at once and
//! a move is never animated after the one that followed it.
//!
//! The queue knows nothing of what it carries: the observers the apps implement (and the
//! news they hear, a move to animate) belong to the screens, which build on this.

use std::sync::mpsc::{channel, Sender};
use std::sync::Arc;

/// Someone told of changes, one piece of news at a time.
pub(crate) trait Listener: Send + Sync {
    /// What each change says.
    type News: Send + 'static;

    /// Hears one change, on the telling thread.
    fn hear(&self, news: Self::News);
}

type Message<O> = (Arc<O>, <O as Listener>::News);

/// The listener of one object (a session, the puzzles, a review) and its queue.
pub(crate) struct Teller<O: ?Sized + Listener> {
    observer: Option<Arc<O>>,
    queue: Option<Sender<Message<O>>>,
}

impl<O: ?Sized + Listener> Default for Teller<O> {
    fn default() -> Self {
        Teller {
            observer: None,
            queue: None,
        }
    }
}

impl<O: ?Sized + Listener + 'static> Teller<O> {
    /// Tells `observer` from now on (`None`: nobody).
    pub(crate) fn set(&mut self, observer: Option<Arc<O>>) {
        self.observer = observer;
    }

    /// Queues the news of a change. Called with the owner's lock held, so the news leaves in
    /// the order of the changes.
    pub(crate) fn tell(&mut self, news: O::News) {
        let Some(observer) = self.observer.clone() else {
            return;
        };
        let queue = self.queue.get_or_insert_with(|| {
            let (tx, rx) = channel::<Message<O>>();
            crate::runtime::threads::spawn("alquerque-tell", move || {
                // Ends when the owner, and with it the sender, is gone.
                for (observer, news) in rx {
                    observer.hear(news);
                }
            });
            tx
        });
        if queue.send((observer, news)).is_err() {
            // The telling thread could not start: try again with the next change.
            self.queue = None;
        }
    }
}
