//! Records and enums that cross the FFI. Each mirrors a core type, in the plain shapes Kotlin
//! and Swift handle best (indices, strings, lists).

use alquerque_core::engine::Level;
use alquerque_core::{Color, Move, Status, Variant as CoreVariant};

use crate::runtime::language::say;
use crate::runtime::tell::Listener;
pub use alquerque_core::{DrawReason, WinReason};

use crate::board::cues::{move_cues, Cue, Ending, HOP_MS};

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

    /// The piece of `side`.
    pub(crate) fn of(side: Color) -> Piece {
        match side {
            Color::White => Piece::White,
            Color::Black => Piece::Black,
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
    /// A person far away, whose moves come in a link (a game with a friend, see
    /// `friends.rs`): nobody taps for them here and nobody searches for them.
    Friend,
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
    /// Play the game's sounds (moves, captures, refusals, results).
    #[uniffi(default = true)]
    pub sound: bool,
    /// Give touch feedback (a selection, a move, a capture, a refusal).
    #[uniffi(default = true)]
    pub haptics: bool,
    /// Show what perfect play proves about the game in progress, under the board ("White
    /// wins with perfect play"). Off by default: a game played with it on is unrated.
    #[uniffi(default = false)]
    pub show_proofs: bool,
}

impl Options {
    /// The options of the first launch: the person (White) against the level a newcomer can
    /// beat ([`FirstGameChoice::NEWCOMER_LEVEL`]); the rest as by default.
    pub(crate) fn first_launch() -> Options {
        Options {
            black: Player::Ai {
                level: FirstGameChoice::NEWCOMER_LEVEL,
            },
            ..Options::default()
        }
    }
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
            sound: true,
            haptics: true,
            show_proofs: false,
        }
    }
}

/// Why a game was won: the core's [`WinReason`], as it is.
#[uniffi::remote(Enum)]
pub enum WinReason {
    /// The loser has no pieces left.
    NoPiecesLeft,
    /// The loser has pieces but none of them can move.
    Blocked,
}

/// Why a game was drawn: the core's [`DrawReason`], as it is.
#[uniffi::remote(Enum)]
pub enum DrawReason {
    /// The same position with the same side to move occurred for the third time.
    Repetition,
    /// This many plies in a row were played without a capture.
    NoCapture(u16),
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
        /// How.
        reason: WinReason,
    },
    /// Drawn (only possible where the rules allow cycles).
    Drawn {
        /// Why.
        reason: DrawReason,
    },
}

impl From<Status> for GameStatus {
    fn from(s: Status) -> GameStatus {
        match s {
            Status::Ongoing => GameStatus::Ongoing,
            Status::Won { winner, reason } => GameStatus::Won { winner, reason },
            Status::Drawn(reason) => GameStatus::Drawn { reason },
        }
    }
}

/// A move as the apps show it.
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

/// One segment of a move as the board animates it: a step, or a jump over a piece.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Hop {
    /// Where the piece leaves from.
    pub from: i32,
    /// Where it lands.
    pub to: i32,
    /// The point of the piece it jumps and takes, if this hop is a jump.
    pub captured: Option<i32>,
}

/// A move that has just been played, as every board animates it, whoever played it (a tap,
/// the AI, a puzzle's defence): the mover travels hop by hop from `first_hop` on, each hop
/// in `hop_ms`, and each captured piece fades as it is jumped. What the app does besides
/// drawing belongs to the move too, decided here: its `cues` (sounds and touches, timed
/// against the animation) and what screen readers say.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PlayedMove {
    /// The move: notation, path, captures, who made it.
    pub info: MoveInfo,
    /// What stands on the destination once it is played: the mover's piece.
    pub mover: Piece,
    /// What stands on each captured point until it is jumped: the other side's piece.
    pub captured_piece: Piece,
    /// Every segment of the path, in order.
    pub hops: Vec<Hop>,
    /// The hops the board has shown already (the jumps of a capture entered tap by tap):
    /// animate from this one on.
    pub first_hop: u32,
    /// How long each hop's animation takes, in milliseconds ([`crate::board::cues::HOP_MS`]).
    pub hop_ms: u32,
    /// What to play as the move is animated: each hop's sound and touch as it lands, the
    /// end of a capture, and the result when the move ends the game.
    pub cues: Vec<Cue>,
    /// What screen readers should say about the move (the computer's move and what it took,
    /// a puzzle's reply, the result), if anything.
    pub announcement: Option<String>,
}

impl PlayedMove {
    /// `mv` as played by `side`, the first `shown` hops of it already on the board.
    pub fn new(mv: Move, side: Color, shown: usize) -> PlayedMove {
        let hops: Vec<Hop> = if mv.is_capture() {
            mv.hops()
                .map(|(from, over, to)| Hop {
                    from: from.index() as i32,
                    to: to.index() as i32,
                    captured: Some(over.index() as i32),
                })
                .collect()
        } else {
            vec![Hop {
                from: mv.from().index() as i32,
                to: mv.to().index() as i32,
                captured: None,
            }]
        };
        let shown = shown.min(hops.len().saturating_sub(1));
        let mut played = PlayedMove {
            info: MoveInfo::new(mv, side),
            mover: Piece::of(side),
            captured_piece: Piece::of(side.other()),
            hops,
            first_hop: shown as u32,
            hop_ms: HOP_MS,
            cues: Vec::new(),
            announcement: None,
        };
        played.cues = played.cues_for(None);
        played
    }

    /// The same move, ending the game (or the puzzle) as `ending` says: its result is cued
    /// after its last sound.
    pub(crate) fn ending(mut self, ending: Option<Ending>) -> PlayedMove {
        self.cues = self.cues_for(ending);
        self
    }

    /// The same move, with what screen readers should say about it.
    pub(crate) fn announced(mut self, announcement: Option<String>) -> PlayedMove {
        self.announcement = announcement;
        self
    }

    /// Its cues, ending as `ending` says.
    fn cues_for(&self, ending: Option<Ending>) -> Vec<Cue> {
        let capture = self.hops.iter().any(|h| h.captured.is_some());
        move_cues(self.hops.len(), self.first_hop as usize, capture, ending)
    }

    /// How long its animation takes, from its first hop not shown yet.
    pub fn animation_ms(&self) -> u32 {
        (self.hops.len() as u32).saturating_sub(self.first_hop) * self.hop_ms
    }

    /// When its last cue is played, from the start of its animation.
    pub fn cues_end_ms(&self) -> u32 {
        self.cues
            .iter()
            .map(|c| c.at_ms)
            .max()
            .unwrap_or(0)
            .max(self.animation_ms())
    }
}

/// One row of the move list as shown: a turn's number, then White's and Black's moves.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct MoveRow {
    /// The turn, from 1.
    pub number: u32,
    /// The turn's first move, or `…` when the game began with Black to move.
    pub first: String,
    /// The turn's second move, if played.
    pub second: Option<String>,
    /// The whole row in one line, e.g. `1. c2-c3 c4-c2`.
    pub text: String,
}

/// The move list in rows of two, numbered as in game records.
pub(crate) fn move_rows(moves: &[String], first: Color) -> Vec<MoveRow> {
    let mut slots: Vec<String> = Vec::with_capacity(moves.len() + 1);
    if first == Color::Black && !moves.is_empty() {
        slots.push("…".to_string());
    }
    slots.extend(moves.iter().cloned());
    slots
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| MoveRow {
            number: i as u32 + 1,
            first: pair[0].clone(),
            second: pair.get(1).cloned(),
            text: format!("{}. {}", i + 1, pair.join(" ")),
        })
        .collect()
}

/// The opponent chosen on the first launch.
#[derive(Copy, Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum FirstGameChoice {
    /// A person against the AI at `level`, the person playing `person`.
    Computer {
        /// The AI's level.
        level: AiLevel,
        /// The side the person plays.
        person: Side,
    },
    /// Two people taking turns on one device.
    TwoPlayers,
}

impl FirstGameChoice {
    /// The level the first launch offers: one a newcomer can beat (the lesson teaches the
    /// rules; this opponent lets them win their first games).
    pub const NEWCOMER_LEVEL: AiLevel = AiLevel::Beginner;

    /// The players of this choice.
    pub(crate) fn players(self) -> (Player, Player) {
        match self {
            FirstGameChoice::Computer { level, person } => {
                let ai = Player::Ai { level };
                match person {
                    Color::White => (Player::Human, ai),
                    Color::Black => (ai, Player::Human),
                }
            }
            FirstGameChoice::TwoPlayers => (Player::Human, Player::Human),
        }
    }

    /// The choice the first launch offers first, from the options in force: against their
    /// AI, as the side the person plays there.
    pub(crate) fn preselected(options: &Options) -> FirstGameChoice {
        match (options.white, options.black) {
            (Player::Ai { level }, Player::Human) => FirstGameChoice::Computer {
                level,
                person: Color::Black,
            },
            (_, Player::Ai { level }) => FirstGameChoice::Computer {
                level,
                person: Color::White,
            },
            _ => FirstGameChoice::TwoPlayers,
        }
    }
}

/// Told when something the app did not ask for has changed: the AI played, a search reported
/// progress, a hint was found, perfect play was worked out, a save failed, a review moved on.
/// Implemented by the apps; called on a worker thread, so implementations hand over to their
/// UI thread and read the state there. Changes the app makes itself (taps, commands) are not
/// reported: the app reads the state after its own call.
#[uniffi::export(with_foreign)]
pub trait StateObserver: Send + Sync {
    /// The state changed; `played` is a move to animate, if one was just played.
    fn on_change(&self, played: Option<PlayedMove>);
}

impl Listener for dyn StateObserver {
    type News = Option<PlayedMove>;

    fn hear(&self, played: Option<PlayedMove>) {
        self.on_change(played);
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

/// The board every screen with one draws, and nothing else: the points with what a tap on
/// each would do, how the board is turned, the last move, the capture being entered and the
/// hint's arrow. Each screen's own record holds it (`GameState::board`, `PuzzleState::board`,
/// ...) beside what only that screen shows.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct BoardState {
    /// The 25 points, a1 to e5.
    pub points: Vec<PointState>,
    /// Draw the board turned round (a1 at the top right): the person plays Black against the
    /// AI (or in the puzzle), so their own pieces start nearest to them.
    pub flipped: bool,
    /// The side to move.
    pub side_to_move: Side,
    /// A capture is being entered and must go on: tap the next landing point (its piece
    /// pulses).
    pub keep_jumping: bool,
    /// The points of the capture entered so far (empty when none).
    pub pending_path: Vec<i32>,
    /// The last move played, for highlighting.
    pub last_move: Option<MoveInfo>,
    /// The move a hint suggests, drawn as an arrow until the game moves on.
    pub hint: Option<MoveInfo>,
    /// Show the coordinates around the board.
    pub show_notation: bool,
    /// The reversal bans to draw (the lesson's step that teaches them; empty elsewhere): for
    /// each, the step that made it as an arrow and the banned point crossed.
    pub bans: Vec<BannedStep>,
    /// Which position the board shows: changes with every move played, taken back or set
    /// up, not while a capture is entered tap by tap. A move's animation goes on only while
    /// this stays what it was when the animation began ([`keeps_animation`]).
    pub position_id: u64,
}

/// A piece that may not step straight back where it came from (the reversal ban): the step
/// it just made sideways, from `banned` to `piece`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct BannedStep {
    /// Where the piece stands.
    pub piece: i32,
    /// The point it came from and may not step back to next.
    pub banned: i32,
}

/// Whether a board that began animating a move while it showed `started` may go on now that it
/// shows `now`: only while it shows the same position (an undo, a new game, the next lesson
/// step or the other side's reply drops it). Decided here for both phones.
#[uniffi::export]
pub fn keeps_animation(started: &BoardState, now: &BoardState) -> bool {
    started.position_id == now.position_id
}

/// What the hint command offers, decided once for both phones.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum HintCommand {
    /// Ask for a hint: the person is to move and nothing is searching.
    Hint,
    /// Stop the hint being searched for.
    Stop,
    /// Nothing to offer now (the computer's turn, the game over): shown disabled.
    Unavailable,
}

/// What the game-over screen offers.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum GameOverAction {
    /// A new game with the same players on the same sides.
    PlayAgain,
    /// A new game with the players' sides swapped (the person takes the other colour).
    SwapSides,
    /// The review of the game just played.
    Review,
}

/// One action of the game-over screen, with its button's words.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameOverOffer {
    /// The action.
    pub action: GameOverAction,
    /// Its button's words, e.g. `Play again`.
    pub title: String,
}

/// The title of a variant (the apps read it from [`variants`] and [`RulesState`](crate::RulesState)).
#[cfg(feature = "testing")]
#[uniffi::export]
pub fn variant_title(variant: Variant) -> String {
    say(&variant.title())
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
            title: say(&v.title()),
        })
        .collect()
}

/// The longest game record the core reads, in bytes: an app reading a document the person
/// picked reads no more than one byte past it (the core then says the record is too long).
#[uniffi::export]
pub fn max_record_bytes() -> u32 {
    alquerque_core::Game::MAX_RECORD_BYTES as u32
}

/// The default options: you (White) against the Hard AI, standard rules, targets and
/// notation shown.
#[uniffi::export]
pub fn default_options() -> Options {
    Options::default()
}
