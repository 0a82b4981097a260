//! Helpers shared by the bindings' integration tests.

use std::sync::Arc;

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
