//! A move entered by tapping, shared by the game screen and the puzzle screen: a tap selects a
//! piece, puts it down, or moves it a step or a jump; a capture is entered jump by jump. What a
//! tap may do follows from the legal moves alone, so both screens answer taps alike. A tap that
//! does not fit changes nothing and says why.

use alquerque_core::{IllegalReason, Move, Position, Square};
use alquerque_text::Message;

use crate::error::AlquerqueError;
use crate::language::say;
use crate::types::{MoveInfo, Piece, PointState};

/// The move being entered: nothing, the selected piece, or the points of a capture so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Entry {
    path: Vec<Square>,
}

/// What a tap did to the entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// This piece is selected now.
    Selected(Square),
    /// The selected piece was put down.
    Deselected,
    /// A jump was made; the capture goes on from this point.
    KeepJumping(Square),
    /// The entry makes up this whole legal move; the entry is empty again, and the caller
    /// plays (or judges) the move.
    Complete(Move),
}

impl Entry {
    /// The points entered so far: the selected piece, then each landing point.
    pub(crate) fn path(&self) -> &[Square] {
        &self.path
    }

    /// Whether a capture is half entered (at least one jump made): the piece can no longer
    /// be put down or changed.
    pub(crate) fn is_jumping(&self) -> bool {
        self.path.len() >= 2
    }

    /// Forgets the entry.
    pub(crate) fn clear(&mut self) {
        self.path.clear();
    }

    /// Takes up the jumps of a capture that was being entered when a game was saved, if they
    /// still begin a longer legal capture among `moves` (anything else is dropped).
    pub(crate) fn resume(pending: Vec<Square>, moves: &[Move]) -> Entry {
        let entry = Entry { path: pending };
        if entry.is_jumping() && !entry.targets(moves).is_empty() {
            entry
        } else {
            Entry::default()
        }
    }

    /// The points a tap may select: the starting points of `moves`, unless a capture is
    /// under way.
    pub(crate) fn selectable(&self, moves: &[Move]) -> Vec<Square> {
        if self.is_jumping() {
            return Vec::new();
        }
        let mut from: Vec<Square> = moves.iter().map(|m| m.from()).collect();
        from.sort();
        from.dedup();
        from
    }

    /// The points the entered piece can go to next.
    pub(crate) fn targets(&self, moves: &[Move]) -> Vec<Square> {
        let n = self.path.len();
        if n == 0 {
            return Vec::new();
        }
        let mut t: Vec<Square> = moves
            .iter()
            .filter_map(|m| {
                let path: Vec<Square> = m.path().collect();
                (path.len() > n && path[..n] == self.path[..]).then(|| path[n])
            })
            .collect();
        t.sort();
        t.dedup();
        t
    }

    /// The board as shown: `pos` with the jumps entered so far made.
    pub(crate) fn shown_pieces(&self, pos: &Position, moves: &[Move]) -> [Piece; 25] {
        let mut cells = [Piece::Empty; 25];
        for sq in Square::ALL {
            cells[sq.index()] = Piece::at(pos, sq);
        }
        // The jumps entered so far are the first hops of any legal move that starts with them.
        let jumps = self.path.len().saturating_sub(1);
        let entered = moves
            .iter()
            .find(|m| jumps > 0 && m.path().take(self.path.len()).eq(self.path.iter().copied()));
        if let Some(mv) = entered {
            let mover = cells[mv.from().index()];
            for (from, over, land) in mv.hops().take(jumps) {
                cells[from.index()] = Piece::Empty;
                cells[over.index()] = Piece::Empty;
                cells[land.index()] = mover;
            }
        }
        cells
    }

    /// The 25 points as the board draws them: the pieces with the entered jumps made, what a
    /// tap on each would do (from `moves`: empty when the person may not move), the last
    /// move's path, the piece a puzzle's `hint` names, and a sentence for screen readers.
    pub(crate) fn point_states(
        &self,
        pos: &Position,
        moves: &[Move],
        last: Option<&MoveInfo>,
        show_targets: bool,
        hint: Option<Square>,
    ) -> Vec<PointState> {
        let selectable = self.selectable(moves);
        let targets = self.targets(moves);
        let pieces = self.shown_pieces(pos, moves);
        let last_path: &[i32] = last.map_or(&[], |m| &m.path);
        let current = self.path.last().copied();
        Square::ALL
            .iter()
            .map(|&sq| {
                let i = sq.index() as i32;
                let piece = pieces[sq.index()];
                let is_selectable = selectable.contains(&sq);
                let is_target = targets.contains(&sq);
                let is_selected = current == Some(sq);
                let on_last = last_path.contains(&i);
                let hinted = hint == Some(sq);
                let mut label = Message::new("point-label").notation("point", sq).choice(
                    "piece",
                    match piece {
                        Piece::Empty => "empty",
                        Piece::White => "white",
                        Piece::Black => "black",
                    },
                );
                let parts = [
                    (is_selected, "point-selected"),
                    (!is_selected && is_selectable, "point-can-move"),
                    (is_target, "point-target"),
                    (on_last, "point-last-move"),
                    (hinted, "point-hinted"),
                ];
                for (_, id) in parts.into_iter().filter(|(on, _)| *on) {
                    label = Message::new("point-label-more")
                        .message("label", label)
                        .message("more", Message::new(id));
                }
                PointState {
                    index: i,
                    piece,
                    selectable: is_selectable,
                    selected: is_selected,
                    target: is_target && show_targets,
                    last_move: on_last,
                    hinted,
                    accessibility_label: say(&label),
                }
            })
            .collect()
    }

    /// Answers a tap on `sq` in `pos`, whose legal moves are `moves`. Refused taps change
    /// nothing and say why, in a sentence for the player.
    pub(crate) fn tap(
        &mut self,
        sq: Square,
        pos: &Position,
        moves: &[Move],
    ) -> Result<Step, AlquerqueError> {
        if self.path.is_empty() {
            if self.selectable(moves).contains(&sq) {
                self.path.push(sq);
                return Ok(Step::Selected(sq));
            }
            return Err(AlquerqueError::NotSelectable(why_not_selectable(pos, sq)));
        }
        let targets = self.targets(moves);
        if targets.contains(&sq) {
            self.path.push(sq);
            let complete = moves
                .iter()
                .find(|m| m.path().eq(self.path.iter().copied()));
            return Ok(match complete {
                Some(&mv) => {
                    self.path.clear();
                    Step::Complete(mv)
                }
                None => Step::KeepJumping(sq),
            });
        }
        if self.is_jumping() {
            let at = self.path[self.path.len() - 1];
            let list: Vec<String> = targets.iter().map(|t| t.to_string()).collect();
            return Err(AlquerqueError::IllegalMove(
                Message::new("tap-keep-jumping")
                    .notation("point", at)
                    .count("count", list.len() as i64)
                    .notation("first", list.first().map_or("", String::as_str))
                    .notation("last", list.last().map_or("", String::as_str))
                    .message(
                        "all_but_last",
                        crate::words::series(&list[..list.len().saturating_sub(1)]),
                    ),
            ));
        }
        // One piece selected.
        if sq == self.path[0] {
            self.path.clear();
            return Ok(Step::Deselected);
        }
        if self.selectable(moves).contains(&sq) {
            self.path = vec![sq];
            return Ok(Step::Selected(sq));
        }
        let reason = match pos.move_along(&[self.path[0], sq]) {
            Err(e) => Message::sentence(e.reason.message()),
            Ok(_) => Message::new("tap-not-a-move"),
        };
        Err(AlquerqueError::IllegalMove(reason))
    }
}

/// Why the piece (or emptiness) at `sq` cannot be selected in `pos`, for the player.
pub(crate) fn why_not_selectable(pos: &Position, sq: Square) -> Message {
    let side = pos.turn();
    match pos.piece_at(sq) {
        None => Message::new("tap-empty").notation("point", sq),
        Some(c) if c != side => Message::new("tap-not-yours")
            .choice("piece", c.keyword())
            .choice("side", side.keyword()),
        Some(_) if pos.has_capture() => Message::new("tap-capture-compulsory"),
        Some(_) if pos.rules().freezes_far_row() && sq.row() == side.other().base_row() => {
            Message::sentence(IllegalReason::FrozenOnFarRow(sq).message())
        }
        Some(_) => Message::new("tap-no-legal-move"),
    }
}

/// The point with index `index` (0 = a1 … 24 = e5), or the error the apps show.
pub(crate) fn square(index: i32) -> Result<Square, AlquerqueError> {
    u8::try_from(index)
        .ok()
        .and_then(Square::new)
        .ok_or(AlquerqueError::NoSuchPoint(index))
}
