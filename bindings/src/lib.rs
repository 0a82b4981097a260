//! The app logic of Alquerque as the phones see it, exported with UniFFI.
//!
//! The apps stay thin: every decision (whose turn, what may be selected, what a tap means,
//! when the AI moves, who won, which commands apply, what is kept on the disk and how) is
//! made here and read by the apps from one state record per screen ([`GameState`], [`PuzzleState`], ...,
//! each holding the [`BoardState`] it draws), redrawn when a [`StateObserver`] says so.
//! Everything mirrors `alquerque-core`; nothing here re-implements the rules.

uniffi::setup_scaffolding!();

// The layers, each importing only the ones below it: `runtime` (store, threads, telling,
// errors, language), `board` (what every board screen shares), then one folder per screen.
mod runtime;

/// The one visual language (palette, board sizes, type scale) and the resource files written
/// from it; public for the `phone-palette` binary.
#[doc(hidden)]
pub mod design;

mod board;

mod about;
mod analysis;
mod drill;
mod endgame;
mod friends;
mod game;
mod home;
mod lesson;
mod newgame;
mod options;
mod puzzles;
mod review;
mod rules;
mod statistics;

pub use about::{
    about_state, engine_version, third_party_notices, AboutState, AppPlatform, ThirdPartyNotice,
};
pub use analysis::{
    AnalysisBoard, AnalysisDestination, AnalysisMark, AnalysisPointMark, AnalysisState, SideChoice,
};
pub use board::cues::{Cue, Feedback, Haptic, Sound, CAPTURE_END_MS, HOP_MS, RESULT_PAUSE_MS};
pub use board::gate::{CueGate, CuesToPlay};
pub use board::geometry::{board_geometry, BoardGeometry, BoardPoint, LineSegment};
pub use board::outcome::Outcome;
#[cfg(feature = "testing")]
pub use board::palette::readable_on;
pub use board::palette::{mark_color, ThemedColor};
pub use board::records::*;
pub use design::palette::{palette, theme_for, Palette, Theme};
pub use design::spec::{board_spec, ArrowSpec, BoardSpec};
pub use drill::{DrillAction, DrillState, DrillTap, DrillVerdict, MistakeDrill};
pub use endgame::{EndgameAction, EndgameState, EndgameTap, EndgameTrainer};
pub use game::levels::{ai_levels, player_choice_index, player_choices, LevelInfo, PlayerChoice};
pub use game::{
    open_game, ActionButton, GameAction, GameSession, GameState, MoveChip, PlayerBar, ResultAction,
    ResultButton, ResultCard, TapOutcome,
};
pub use home::{open_home, ContinueCard, Home, HomeAction, HomeEntry, HomeState};
pub use lesson::{
    lesson_intro, open_lesson, Lesson, LessonAction, LessonForward, LessonState, LessonTap,
};
pub use newgame::{
    open_new_game, ColourChoice, ColourRow, NewGame, NewGameAction, NewGameChoice, NewGameState,
    Opponent, OpponentRow, VariantRow,
};
pub use options::{
    OptionKey, OptionSection, OptionSwitch, OptionsAction, OptionsState, PlayerPick,
};
pub use puzzles::{
    open_puzzles, PuzzleAction, PuzzleGrouping, PuzzleGroupingChoice, PuzzleInfo, PuzzleListRow,
    PuzzleListSection, PuzzleListState, PuzzleMoveOutcome, PuzzleState, PuzzleTap, Puzzles,
};
pub use review::{
    GameReview, GraphLabels, GraphLegendEntry, GraphMark, GraphTick, PlyReviewInfo, ReviewAction,
    ReviewMark, ReviewProgressInfo, ReviewRun, ReviewState, SideSummaryInfo, Swipe,
};
#[cfg(feature = "testing")]
pub use rules::rules_text;
pub use rules::RulesState;
pub use runtime::error::AlquerqueError;
pub use runtime::language::set_languages;
#[cfg(feature = "testing")]
pub use runtime::language::{language_is_right_to_left, supported_languages};
/// How the store stamps the names of the copies it sets aside: for the store's tests.
#[doc(hidden)]
pub use runtime::store::utc_stamp;
pub use runtime::store::{Store, StoredDocument, KEEP_SET_ASIDE, MAX_DOCUMENT_BYTES};
pub use statistics::{
    open_statistics, reset_statistics, LevelResults, PuzzleLengthResults, RatingInfo, ResultCounts,
    StatisticsState, TwoPeopleResults,
};

// Games with friends far away (issue 35, item 5).
#[cfg(feature = "testing")]
pub use friends::max_shared_bytes;
pub use friends::{
    open_friend_games, shared_content, FriendGameRow, FriendGames, FriendListState, FriendsAction,
    LinkOpened, SharedContent, MAX_FRIEND_GAMES, MAX_SHARED_BYTES,
};
pub use game::{FriendPlayAction, FriendPlayState};
