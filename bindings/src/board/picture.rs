//! The board a screen shows, built in one place for every screen with one: the points with
//! what a tap on each would do, the last move, the capture being entered, how the board is
//! turned. Each screen's own record holds the [`BoardState`] this builds beside what only it
//! shows.

use alquerque_core::{Game, Move, Position, Square};

use crate::board::entry::Entry;
use crate::board::records::{BannedStep, BoardState, MoveInfo, PointState};

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
    /// Show the coordinates around the board.
    pub show_notation: bool,
    /// The piece a hint names, ringed.
    pub hint_piece: Option<Square>,
    /// The move a hint suggests, drawn as an arrow.
    pub hint: Option<MoveInfo>,
    /// Draw the board turned round.
    pub flipped: bool,
    /// Draw the reversal bans (the lesson's step that teaches them).
    pub show_bans: bool,
}

impl Board<'_> {
    /// The board state.
    pub(crate) fn state(self) -> BoardState {
        let game = self.game;
        let pos = game.position();
        let last = game.moves().last().map(|&m| {
            let mover = game.positions()[game.moves().len() - 1].turn();
            MoveInfo::new(m, mover)
        });
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
            keep_jumping: self.entry.is_jumping(),
            pending_path: if self.entry.is_jumping() {
                self.entry.path().iter().map(|s| s.index() as i32).collect()
            } else {
                Vec::new()
            },
            last_move: last,
            hint: self.hint,
            show_notation: self.show_notation,
            bans: if self.show_bans {
                bans(pos)
            } else {
                Vec::new()
            },
            position_id: position_id(game),
        }
    }
}

/// The reversal bans of `pos`: each piece that may not step back sideways, with the point
/// it may not step to.
fn bans(pos: &Position) -> Vec<BannedStep> {
    Square::ALL
        .into_iter()
        .filter_map(|sq| {
            let direction = pos.banned_step(sq)?;
            let banned = sq.neighbour(direction)?;
            Some(BannedStep {
                piece: sq.index() as i32,
                banned: banned.index() as i32,
            })
        })
        .collect()
}

/// A number that names the position `game` shows and how it was reached: its key mixed with
/// the count of moves, so that a move played and taken back, or the same position reached
/// again later, reads as a change.
fn position_id(game: &Game) -> u64 {
    let key = game.position().key();
    let folded = (key as u64) ^ ((key >> 64) as u64);
    folded ^ (game.moves().len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// The 25 points of `pos` as a picture (the Rules page, a reviewed position): what stands
/// on each and its name for screen readers; nothing to tap.
pub(crate) fn picture_points(pos: &Position) -> Vec<PointState> {
    Entry::default().point_states(pos, &[], None, false, None)
}
