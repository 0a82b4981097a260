//! Records and enums that cross the FFI. Each mirrors a core type, in the plain shapes Kotlin
//! and Swift handle best (indices, strings, lists).

use alquerque_core::engine::Level;
use alquerque_core::{Color, DrawReason, Move, Status, Variant as CoreVariant, WinReason};

/// A side of the game: the core's [`Color`], exposed as it is (no copy, no conversion). It
/// is called `Side` in Kotlin and Swift, where `Color` names a UI type.
pub type Side = Color;

#[uniffi::remote(Enum)]
pub enum Side {
    /// The light pieces, which move first.
    White,
    /// The dark pieces.
    Black,
}

/// What stands on a point.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Piece {
    /// Nothing.
    Empty,
    /// A White piece.
    White,
    /// A Black piece.
    Black,
}

impl Piece {
    /// What stands on `sq` of `pos`.
    pub(crate) fn at(pos: &alquerque_core::Position, sq: alquerque_core::Square) -> Piece {
        match pos.piece_at(sq) {
            Some(Color::White) => Piece::White,
            Some(Color::Black) => Piece::Black,
            None => Piece::Empty,
        }
    }

    /// The 25 points of `pos`, a1 to e5: the board as the apps draw it.
    pub(crate) fn all(pos: &alquerque_core::Position) -> Vec<Piece> {
        alquerque_core::Square::ALL
            .iter()
            .map(|&sq| Piece::at(pos, sq))
            .collect()
    }
}

/// The rule variant: the core's own type.
pub type Variant = CoreVariant;

#[uniffi::remote(Enum)]
pub enum Variant {
    /// The default rules: steps forward or sideways, far-row freeze, reversal ban.
    Standard,
    /// Alfonso X: steps in every direction, no freeze, no ban; draws possible.
    Alfonso,
}

/// The AI's strength: the core's [`Level`], called `AiLevel` in Kotlin and Swift.
pub type AiLevel = Level;

#[uniffi::remote(Enum)]
pub enum AiLevel {
    /// Makes real mistakes: for learning the game.
    Beginner,
    /// Sees short tactics.
    Easy,
    /// A solid opponent.
    Medium,
    /// The default: never misses a forced win within five moves.
    Hard,
    /// Hard's searches, deeper, with a long search for proven wins.
    Master,
    /// Plays the proven win where the solved game has one; otherwise as Master.
    Perfect,
}

/// Who plays a side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Player {
    /// A person tapping the board.
    Human,
    /// The AI at a level.
    Ai {
        /// How strong it plays.
        level: AiLevel,
    },
}

/// Everything the player can set. Who plays which side applies at once; the rules
/// (`reversal_allowed`, `variant`) apply from the next new game, as in the original app.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Options {
    /// Who plays White.
    pub white: Player,
    /// Who plays Black.
    pub black: Player,
    /// A piece may reverse its own last sideways step (games can then be drawn).
    pub reversal_allowed: bool,
    /// The rule variant.
    pub variant: Variant,
    /// Show the points the selected piece can reach.
    pub show_targets: bool,
    /// Show the coordinates a–e and 1–5 around the board, and the move list.
    pub show_notation: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            white: Player::Human,
            black: Player::Ai {
                level: AiLevel::Hard,
            },
            reversal_allowed: false,
            variant: Variant::Standard,
            show_targets: true,
            show_notation: true,
        }
    }
}

/// How the game stands.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum GameStatus {
    /// Being played.
    Ongoing,
    /// Won.
    Won {
        /// The winner.
        winner: Side,
        /// True when the loser had no pieces left, false when they had no legal move.
        no_pieces_left: bool,
    },
    /// Drawn (only possible where the rules allow cycles).
    Drawn {
        /// True for threefold repetition, false for the no-capture count.
        by_repetition: bool,
    },
}

impl From<Status> for GameStatus {
    fn from(s: Status) -> GameStatus {
        match s {
            Status::Ongoing => GameStatus::Ongoing,
            Status::Won { winner, reason } => GameStatus::Won {
                winner,
                no_pieces_left: reason == WinReason::NoPiecesLeft,
            },
            Status::Drawn(r) => GameStatus::Drawn {
                by_repetition: r == DrawReason::Repetition,
            },
        }
    }
}

/// A move as the apps show and animate it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct MoveInfo {
    /// Its notation, e.g. `b2-b4-d2-d4`.
    pub notation: String,
    /// The points of the path: start, then every landing point.
    pub path: Vec<i32>,
    /// The points of the pieces it captures, in the order they are jumped.
    pub captured: Vec<i32>,
    /// Who made it.
    pub side: Side,
}

impl MoveInfo {
    /// The description of `mv` made by `side`.
    pub fn new(mv: Move, side: Color) -> MoveInfo {
        MoveInfo {
            notation: mv.to_string(),
            path: mv.path().map(|s| s.index() as i32).collect(),
            captured: mv.hops().map(|(_, over, _)| over.index() as i32).collect(),
            side,
        }
    }
}

/// One point of the board as the app draws it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PointState {
    /// The point's index, 0 (a1) to 24 (e5).
    pub index: i32,
    /// What stands there (during a capture entered step by step: where the piece stands now,
    /// with the pieces it has jumped removed).
    pub piece: Piece,
    /// A tap on it selects a piece.
    pub selectable: bool,
    /// It holds the selected piece.
    pub selected: bool,
    /// A tap on it moves the selected piece there (shown only if targets are shown).
    pub target: bool,
    /// It is part of the last move's path.
    pub last_move: bool,
    /// A puzzle's hint points at this piece: the win starts with it (drawn as a ring, so the
    /// hint shows on the board and not only in words).
    pub hinted: bool,
    /// A sentence for screen readers: name, what stands there, and what a tap would do.
    pub accessibility_label: String,
}

/// Everything the board screen shows, computed by the session in one call.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct BoardState {
    /// The 25 points, a1 to e5.
    pub points: Vec<PointState>,
    /// The side to move.
    pub side_to_move: Side,
    /// How the game stands.
    pub status: GameStatus,
    /// The status line: whose turn, thinking, or the result.
    pub status_text: String,
    /// What perfect play proves about the game, e.g. "White wins with perfect play", or
    /// "Black gave the win away: White wins with perfect play"; empty when nothing
    /// is proved (always under rules with draws) or the game is over. The apps show it on the
    /// line under the board while no search is running.
    pub known_text: String,
    /// A human is to move and may tap.
    pub human_to_move: bool,
    /// The AI is to move: the app should call `think`.
    pub ai_to_move: bool,
    /// A search (the AI's move or a hint) is running.
    pub thinking: bool,
    /// The side to move must capture.
    pub must_capture: bool,
    /// A capture is being entered and must go on: tap the next landing point.
    pub keep_jumping: bool,
    /// The points of the capture entered so far (empty when none).
    pub pending_path: Vec<i32>,
    /// The last move played, for highlighting and animation.
    pub last_move: Option<MoveInfo>,
    /// Every move of the game in notation, in order.
    pub move_list: Vec<String>,
    /// Who made the first move of `move_list` (Black when a game was set up with Black to
    /// move), for numbering the list.
    pub first_to_move: Side,
    /// Whether undo would do something.
    pub can_undo: bool,
    /// Whether redo would do something.
    pub can_redo: bool,
    /// The current game's rules (which may differ from the options until a new game).
    pub variant: Variant,
    /// Whether the current game allows reversal.
    pub reversal_allowed: bool,
}

/// A snapshot of the AI's search.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct ThinkingProgress {
    /// Iterations of the tree search so far.
    pub iterations: u64,
    /// The move it would play now.
    pub best_move: Option<String>,
    /// Its expected result for the side to move, 0 (loss) to 1 (win).
    pub win_rate: f32,
    /// The line of play it expects.
    pub principal_variation: Vec<String>,
    /// Milliseconds since the search began.
    pub elapsed_ms: u64,
}

/// A level for the options screen.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LevelInfo {
    /// The level.
    pub level: AiLevel,
    /// Its title, e.g. "Hard".
    pub title: String,
    /// How it plays, in one sentence.
    pub description: String,
}

/// Every AI level, weakest first, with titles and descriptions for menus.
#[uniffi::export]
pub fn ai_levels() -> Vec<LevelInfo> {
    Level::ALL
        .iter()
        .map(|&l| LevelInfo {
            level: l,
            title: l.title().to_string(),
            description: l.description().to_string(),
        })
        .collect()
}

/// The title of a variant for menus.
#[uniffi::export]
pub fn variant_title(variant: Variant) -> String {
    variant.title().to_string()
}

/// A variant for the options screen.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct VariantInfo {
    /// The variant.
    pub variant: Variant,
    /// Its title, e.g. "Alfonso X (all directions)".
    pub title: String,
}

/// Every variant, the default first, with titles for menus.
#[uniffi::export]
pub fn variants() -> Vec<VariantInfo> {
    CoreVariant::ALL
        .iter()
        .map(|&v| VariantInfo {
            variant: v,
            title: v.title().to_string(),
        })
        .collect()
}

/// The 25 points of the starting position, a1 to e5 (for drawing it on the Rules page).
#[uniffi::export]
pub fn start_pieces() -> Vec<Piece> {
    Piece::all(&alquerque_core::Position::default())
}

/// The default options: you (White) against the Hard AI, standard rules, targets and
/// notation shown.
#[uniffi::export]
pub fn default_options() -> Options {
    Options::default()
}
