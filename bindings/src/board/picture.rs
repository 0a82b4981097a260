//! The board a screen shows, built in one place for the game screen and the puzzle screen
//! alike: the points with what a tap on each would do, the last move, the capture being
//! entered, the move list in numbered rows, the status, how the board is turned. Each screen
//! adds what only it has (the game's search, hint and buttons; the puzzle's notice) to the
//! [`BoardState`] this builds.

use alquerque_core::{Game, Move, Position, Square};

use crate::board::cues::Feedback;
use crate::board::entry::Entry;
use crate::board::records::{move_rows, BoardState, HintCommand, MoveInfo, PointState};

/// What a board is built from.
pub(crate) struct Board<'a> {
    /// The game on the board (its last move is highlighted, its moves listed).
    pub game: &'a Game,
    /// The move being entered by taps.
    pub entry: &'a Entry,
    /// The moves the person may enter now: empty when nobody may tap (the AI's turn, the
    /// game over, the puzzle solved).
    pub moves: &'a [Move],
    /// Mark the points the selected piece can reach.
    pub show_targets: bool,
    /// Show the coordinates and the move list.
    pub show_notation: bool,
    /// The piece a hint names, ringed.
    pub hint_piece: Option<Square>,
    /// Draw the board turned round.
    pub flipped: bool,
    /// The line above (or under) the board.
    pub status_text: String,
}

impl Board<'_> {
    /// The board state, with the fields only the game screen fills left empty.
    pub(crate) fn state(self) -> BoardState {
        let game = self.game;
        let pos = game.position();
        let status = game.status();
        let last = game.moves().last().map(|&m| {
            let mover = game.positions()[game.moves().len() - 1].turn();
            MoveInfo::new(m, mover)
        });
        let move_list: Vec<String> = game.moves().iter().map(Move::to_string).collect();
        let rules = game.rules();
        BoardState {
            points: self.entry.point_states(
                pos,
                self.moves,
                last.as_ref(),
                self.show_targets,
                self.hint_piece,
            ),
            flipped: self.flipped,
            side_to_move: pos.turn(),
            status: status.into(),
            status_text: self.status_text,
            caption: String::new(),
            message: None,
            hint_command: HintCommand::Unavailable,
            known_text: String::new(),
            thinking: false,
            hinting: false,
            progress: None,
            hint: None,
            hint_text: None,
            notice: None,
            keep_jumping: self.entry.is_jumping(),
            pending_path: if self.entry.is_jumping() {
                self.entry.path().iter().map(|s| s.index() as i32).collect()
            } else {
                Vec::new()
            },
            last_move: last,
            move_rows: move_rows(&move_list, game.start().turn()),
            move_list,
            can_undo: false,
            can_redo: false,
            can_hint: false,
            can_review: false,
            game_over: Vec::new(),
            feedback: Feedback::default(),
            confirm_new_game: false,
            first_game: None,
            variant: rules.variant,
            reversal_allowed: rules.reversal_allowed,
            rules_change_next_game: false,
            show_notation: self.show_notation,
        }
    }
}

/// The 25 points of `pos` as a picture (the Rules page, a reviewed position): what stands
/// on each and its name for screen readers; nothing to tap.
pub(crate) fn picture_points(pos: &Position) -> Vec<PointState> {
    Entry::default().point_states(pos, &[], None, false, None)
}

/// The 25 points of the starting position, a1 to e5, as a picture (for the Rules page):
/// nothing to tap.
#[uniffi::export]
pub fn start_points() -> Vec<PointState> {
    picture_points(&alquerque_core::Position::default())
}
