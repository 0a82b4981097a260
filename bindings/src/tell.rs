//! How the apps' observers are told of changes: in the order the changes happened, on a
//! thread of their own, with no lock held, so that an observer may read the state at once and
//! a move is never animated after the one that followed it.

use std::sync::mpsc::{channel, Sender};
use std::sync::Arc;

use crate::types::{PlayedMove, StateObserver};

type Message = (Arc<dyn StateObserver>, Option<PlayedMove>);

/// The observer of one object (a session, the puzzles, a review) and its queue.
#[derive(Default)]
pub(crate) struct Teller {
    observer: Option<Arc<dyn StateObserver>>,
    queue: Option<Sender<Message>>,
}

impl Teller {
    /// Tells `observer` from now on (`None`: nobody).
    pub(crate) fn set(&mut self, observer: Option<Arc<dyn StateObserver>>) {
        self.observer = observer;
    }

    /// Queues the news of a change (with the move to animate, if one was played). Called with
    /// the owner's lock held, so the news leaves in the order of the changes.
    pub(crate) fn tell(&mut self, played: Option<PlayedMove>) {
        let Some(observer) = self.observer.clone() else {
            return;
        };
        let queue = self.queue.get_or_insert_with(|| {
            let (tx, rx) = channel::<Message>();
            crate::threads::spawn("alquerque-tell", move || {
                // Ends when the owner, and with it the sender, is gone.
                for (observer, played) in rx {
                    observer.on_change(played);
                }
            });
            tx
        });
        if queue.send((observer, played)).is_err() {
            // The telling thread could not start: try again with the next change.
            self.queue = None;
        }
    }
}
