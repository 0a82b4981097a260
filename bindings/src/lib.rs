//! The app logic of Alquerque as the phones see it, exported with UniFFI.
//!
//! The apps stay thin: every decision (whose turn, what may be selected, what a tap means,
//! when the AI moves, who won) is made here and read by the apps from one [`BoardState`].
//! Everything mirrors `alquerque-core`; nothing here re-implements the rules.

uniffi::setup_scaffolding!();

mod about;
mod entry;
mod error;
mod geometry;
mod puzzles;
mod saved;
mod session;
mod types;

pub use about::{engine_version, third_party_notices, ThirdPartyNotice};
pub use error::AlquerqueError;
pub use geometry::{board_geometry, rules_text, BoardGeometry, BoardPoint, LineSegment};
pub use puzzles::{
    next_unsolved_puzzle, puzzles, start_puzzle, PuzzleInfo, PuzzleMoveOutcome, PuzzleSession,
    PuzzleState, PuzzleTap,
};
pub use session::{GameReview, PlyReviewInfo, ReviewMark, ReviewObserver, ReviewProgressInfo};
pub use session::{GameSession, SearchOutcome, TapOutcome, ThinkingObserver};
pub use types::*;

/// Sets up logging once per process: Android's log on Android, nothing elsewhere (the host
/// application decides).
pub(crate) fn init_logging() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        #[cfg(target_os = "android")]
        android_logger::init_once(
            android_logger::Config::default()
                .with_max_level(log::LevelFilter::Info)
                .with_tag("alquerque"),
        );
        log::info!("alquerque engine {}", env!("CARGO_PKG_VERSION"));
    });
}
