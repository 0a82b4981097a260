//! Helpers shared by the bindings' integration tests (each test file uses some of them).
#![allow(dead_code)]

use std::future::Future;
use std::path::{Path, PathBuf};
use std::pin::pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Wake, Waker};
use std::thread::{self, Thread};
use std::time::{Duration, Instant};

use alquerque_ffi::{
    board_geometry, GameSession, GameState, HintCommand, Options, PlayedMove, Player, StateObserver,
};

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
    GameSession::restore(
        "[White \"human\"]\n[Black \"human\"]\n[Position \"-----/-----/-bbb-/-w---/----- w - 0\"]\n*"
            .into(),
    )
    .expect("valid record")
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

/// Waits until `test` holds for the session's state (the AI, hints and what perfect play
/// proves are worked out on threads of their own); panics after a minute.
pub fn wait_for(session: &GameSession, what: &str, test: impl Fn(&GameState) -> bool) -> GameState {
    wait_until(what, || {
        let s = session.state();
        test(&s).then_some(s)
    })
}

/// Waits until `f` gives something; panics after a minute.
pub fn wait_until<T>(what: &str, f: impl Fn() -> Option<T>) -> T {
    let end = Instant::now() + Duration::from_secs(60);
    loop {
        if let Some(v) = f() {
            return v;
        }
        assert!(Instant::now() < end, "timed out waiting for {what}");
        thread::sleep(Duration::from_millis(5));
    }
}

/// The board with what is said about it (the notice, and the feedback of the last tap: a
/// refusal is heard) and what is still being worked out on a thread of its own (what perfect
/// play proves) left out: what a refused call must leave unchanged, and what two sessions of
/// the same game show alike.
pub fn board_of(mut s: GameState) -> GameState {
    s.feedback = Default::default();
    // The caption says what perfect play proves; the message, the notice.
    s.caption.clear();
    s.message = None;
    s
}

/// A person is to move in `s`: the board offers pieces to select. Read from the state itself,
/// so that waiting on it never pairs a newer answer with an older state.
pub fn person_to_move(s: &GameState) -> bool {
    s.board.points.iter().any(|p| p.selectable)
}

/// The state of `session` once what perfect play proves is worked out (`what` names it for
/// the failure): read after the work is done, so the state has it.
pub fn when_known(session: &GameSession, what: &str) -> GameState {
    wait_until(what, || (!session.known_pending()).then_some(()));
    session.state()
}

/// An observer that keeps every change it is told of.
#[derive(Default)]
pub struct Recorder {
    pub changes: Mutex<Vec<Option<PlayedMove>>>,
}

impl StateObserver for Recorder {
    fn on_change(&self, played: Option<PlayedMove>) {
        self.changes.lock().expect("lock").push(played);
    }
}

impl Recorder {
    pub fn new() -> Arc<Recorder> {
        Arc::new(Recorder::default())
    }

    /// The moves it was told were played, in order.
    pub fn played(&self) -> Vec<PlayedMove> {
        self.changes
            .lock()
            .expect("lock")
            .iter()
            .flatten()
            .cloned()
            .collect()
    }

    /// How many changes it was told of.
    pub fn count(&self) -> usize {
        self.changes.lock().expect("lock").len()
    }
}

/// A folder of its own for one test, removed afterwards.
pub struct TempDir(PathBuf);

impl TempDir {
    pub fn new(name: &str) -> TempDir {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let dir = std::env::temp_dir().join(format!(
            "alquerque-{name}-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        TempDir(dir)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }

    pub fn folder(&self) -> String {
        self.0.to_string_lossy().into_owned()
    }

    pub fn file(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }

    /// The copies of the store's document `key` set aside as unreadable, oldest first.
    #[allow(dead_code)] // Not every test binary reads them.
    pub fn set_aside(&self, key: &str) -> Vec<PathBuf> {
        let prefix = format!("{key}.unreadable-");
        let mut files: Vec<_> = std::fs::read_dir(&self.0)
            .expect("the folder")
            .flatten()
            .map(|e| e.path())
            .filter(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with(&prefix))
            })
            .collect();
        files.sort();
        files
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// What the tests read off a game screen's state in one word: the moves in order, the notice
/// slot, what perfect play proves, whether a hint runs.
pub trait Screen {
    /// Every move of the game in notation, in order (read off the numbered rows).
    fn move_list(&self) -> Vec<String>;
    /// The notice slot when it holds a notice, not the hint found (which it shows otherwise).
    fn notice(&self) -> Option<String>;
    /// What perfect play proves, as the line under the board says it while nothing searches.
    fn known_text(&self) -> String;
    /// A hint is being searched for.
    fn hinting(&self) -> bool;
    /// Hint would do something now.
    fn can_hint(&self) -> bool;
}

impl Screen for GameState {
    fn move_list(&self) -> Vec<String> {
        self.move_rows
            .iter()
            .flat_map(|r| [Some(r.first.clone()), r.second.clone()])
            .flatten()
            .filter(|m| m != "…")
            .collect()
    }

    fn notice(&self) -> Option<String> {
        let hint = self.board.hint.as_ref().map(|h| h.notation.as_str());
        self.message
            .clone()
            .filter(|m| hint.is_none_or(|h| !m.contains(h)))
    }

    fn known_text(&self) -> String {
        if self.thinking {
            String::new()
        } else {
            self.caption.clone()
        }
    }

    fn hinting(&self) -> bool {
        self.hint_command == HintCommand::Stop
    }

    fn can_hint(&self) -> bool {
        self.hint_command == HintCommand::Hint
    }
}
