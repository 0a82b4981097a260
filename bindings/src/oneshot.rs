//! A one-value channel whose receiving end is a `Future`: the search thread completes it, the
//! async export awaits it. No async runtime needed.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll, Waker};

struct Slot<T> {
    value: Option<T>,
    closed: bool,
    waker: Option<Waker>,
}

/// The sending end; dropping it unsent closes the channel (the receiver gets `None`).
pub struct Sender<T> {
    slot: Arc<Mutex<Slot<T>>>,
}

/// The receiving end: resolves to the value, or `None` if the sender went away without one.
pub struct Receiver<T> {
    slot: Arc<Mutex<Slot<T>>>,
}

/// A new channel.
pub fn channel<T>() -> (Sender<T>, Receiver<T>) {
    let slot = Arc::new(Mutex::new(Slot {
        value: None,
        closed: false,
        waker: None,
    }));
    (
        Sender {
            slot: Arc::clone(&slot),
        },
        Receiver { slot },
    )
}

impl<T> Sender<T> {
    /// Delivers the value and wakes the receiver.
    pub fn send(self, value: T) {
        let waker = {
            let mut s = self.slot.lock().unwrap_or_else(PoisonError::into_inner);
            s.value = Some(value);
            s.closed = true;
            s.waker.take()
        };
        if let Some(w) = waker {
            w.wake();
        }
    }
}

impl<T> Drop for Sender<T> {
    fn drop(&mut self) {
        let waker = {
            let mut s = self.slot.lock().unwrap_or_else(PoisonError::into_inner);
            if s.closed {
                return;
            }
            s.closed = true;
            s.waker.take()
        };
        if let Some(w) = waker {
            w.wake();
        }
    }
}

impl<T> Future for Receiver<T> {
    type Output = Option<T>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<T>> {
        let mut s = self.slot.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(v) = s.value.take() {
            return Poll::Ready(Some(v));
        }
        if s.closed {
            return Poll::Ready(None);
        }
        s.waker = Some(cx.waker().clone());
        Poll::Pending
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::task::Wake;

    struct Flag(std::sync::atomic::AtomicBool);
    impl Wake for Flag {
        fn wake(self: Arc<Self>) {
            self.0.store(true, std::sync::atomic::Ordering::SeqCst);
        }
    }

    fn poll_once<T>(r: &mut Receiver<T>, flag: &Arc<Flag>) -> Poll<Option<T>> {
        let waker = Waker::from(Arc::clone(flag));
        let mut cx = Context::from_waker(&waker);
        Pin::new(r).poll(&mut cx)
    }

    #[test]
    fn delivers_and_wakes() {
        let flag = Arc::new(Flag(false.into()));
        let (tx, mut rx) = channel();
        assert!(poll_once(&mut rx, &flag).is_pending());
        std::thread::spawn(move || tx.send(7))
            .join()
            .expect("thread");
        assert!(flag.0.load(std::sync::atomic::Ordering::SeqCst));
        assert_eq!(poll_once(&mut rx, &flag), Poll::Ready(Some(7)));
    }

    #[test]
    fn a_dropped_sender_closes() {
        let flag = Arc::new(Flag(false.into()));
        let (tx, mut rx) = channel::<u8>();
        drop(tx);
        assert_eq!(poll_once(&mut rx, &flag), Poll::Ready(None));
    }
}
