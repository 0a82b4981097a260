//! The app logic of Alquerque as the phones see it, exported with UniFFI.
//!
//! The apps stay thin: every decision (whose turn, what may be selected, what a tap means,
//! when the AI moves, who won, which commands apply, what is kept on the disk and how) is
//! made here and read by the apps from one [`BoardState`] (and its puzzle and review
//! siblings), redrawn when a [`StateObserver`] says so.
//! Everything mirrors `alquerque-core`; nothing here re-implements the rules.

uniffi::setup_scaffolding!();

mod about;
mod analysis;
mod board;
mod cues;
mod drill;
mod entry;
mod error;
mod friends;
mod geometry;
mod language;
mod lesson;
mod palette;
mod puzzles;
mod saved;
mod session;
mod statistics;
mod store;
mod tell;
mod threads;
mod types;
mod words;

pub use about::{engine_version, third_party_notices, ThirdPartyNotice};
pub use analysis::{
    analysis_mark_at, AnalysisBoard, AnalysisDestination, AnalysisMark, AnalysisState,
};
pub use cues::{Cue, Feedback, Haptic, Sound, CAPTURE_END_MS, HOP_MS, RESULT_PAUSE_MS};
pub use drill::{DrillState, DrillTap, DrillVerdict, MistakeDrill};
pub use error::AlquerqueError;
pub use geometry::{board_geometry, rules_text, BoardGeometry, BoardPoint, LineSegment};
pub use language::{language_is_right_to_left, set_languages, supported_languages};
pub use lesson::{open_lesson, Lesson, LessonState, LessonTap};
pub use palette::{mark_color, readable_on, ThemedColor};
pub use puzzles::{open_puzzles, PuzzleInfo, PuzzleMoveOutcome, PuzzleState, PuzzleTap, Puzzles};
pub use session::{open_game, GameSession, TapOutcome};
pub use session::{
    GameReview, GraphLabels, GraphMark, PlyReviewInfo, ReviewMark, ReviewProgressInfo, ReviewRun,
    ReviewState,
};
pub use statistics::{
    open_statistics, reset_statistics, LevelResults, PuzzleLengthResults, RatingInfo, ResultCounts,
    StatisticsState, TwoPeopleResults,
};
/// How the store stamps the names of the copies it sets aside: for the store's tests.
#[doc(hidden)]
pub use store::utc_stamp;
pub use store::{Store, StoredDocument, KEEP_SET_ASIDE, MAX_DOCUMENT_BYTES};
pub use types::*;

// Games with friends far away (issue 35, item 5).
pub use friends::{
    holds_game_link, max_shared_bytes, open_friend_games, FriendGameRow, FriendGames,
    FriendListState, LinkOpened, MAX_FRIEND_GAMES, MAX_SHARED_BYTES,
};
pub use session::FriendPlayState;

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
