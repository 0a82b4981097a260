//! Helpers shared by the bindings' integration tests (each test file uses some of them).
#![allow(dead_code)]

use std::future::Future;
use std::pin::pin;
use std::sync::Arc;
use std::task::{Context, Poll, Wake, Waker};
use std::thread::{self, Thread};
use std::time::Duration;

use alquerque_ffi::{board_geometry, GameSession, Options, Player};

/// Both sides played by people, so nothing moves unless a test says so.
pub fn two_humans() -> Options {
    Options {
        white: Player::Human,
        black: Player::Human,
        ..Options::default()
    }
}

/// The index of the point called `name` (`"c3"`), as the apps would tap it.
pub fn index(name: &str) -> i32 {
    board_geometry()
        .points
        .iter()
        .find(|p| p.name == name)
        .map(|p| p.index)
        .expect("a point name")
}

/// Two humans at a position where White must capture three pieces, b2-b4-d2-d4, and has no
/// other move: the capture is entered jump by jump.
pub fn triple_capture() -> Arc<GameSession> {
    let session = GameSession::with_seed(two_humans(), 3);
    session
        .import_record("[Position \"-----/-----/-bbb-/-w---/----- w - 0\"]\n*".into())
        .expect("valid record");
    session
}

/// Runs a future to completion on this thread (the apps use their own executors).
pub fn block_on<F: Future>(f: F) -> F::Output {
    struct Unpark(Thread);
    impl Wake for Unpark {
        fn wake(self: Arc<Self>) {
            self.0.unpark();
        }
    }
    let waker = Waker::from(Arc::new(Unpark(thread::current())));
    let mut cx = Context::from_waker(&waker);
    let mut f = pin!(f);
    loop {
        if let Poll::Ready(v) = f.as_mut().poll(&mut cx) {
            return v;
        }
        thread::park_timeout(Duration::from_millis(50));
    }
}
