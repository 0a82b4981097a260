//! A plain, slow move generator written straight from the rules text: a cell array, coordinate
//! arithmetic and loops, none of the engine's bitboards, shift tables or move encoding.
//!
//! It exists to be trusted *because* it shares nothing with the fast generator: the property
//! tests compare the two on random positions, and the certificate checker
//! ([`crate::proof::certificate`]) walks a proof with this generator only, so that a bug in the fast
//! code or in the proof search cannot make a false proof pass.

use crate::board::color::Color;
use crate::board::rules::{Rules, Variant};

/// A position in the simplest form: a cell array and, per point, the sideways direction its
/// piece may not step next.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RefPos {
    /// The piece on each point, indexed `row * 5 + col` (a1 = 0, e5 = 24).
    pub cells: [Option<Color>; 25],
    /// The sideways direction (+1 east, -1 west) the piece on the point may not step; 0 for
    /// none.
    pub ban: [i8; 25],
    /// The side to move.
    pub turn: Color,
    /// The rules in force.
    pub rules: Rules,
}

fn idx(col: i8, row: i8) -> Option<usize> {
    ((0..5).contains(&col) && (0..5).contains(&row)).then(|| (row * 5 + col) as usize)
}

/// The point `dist` steps from `i` along (dc, dr), if a line goes that way.
fn along(i: usize, dc: i8, dr: i8, dist: i8) -> Option<usize> {
    let (col, row) = ((i % 5) as i8, (i / 5) as i8);
    if dc != 0 && dr != 0 && (col + row) % 2 != 0 {
        return None; // no diagonal line through this point
    }
    idx(col + dc * dist, row + dr * dist)
}

/// The eight directions as (column, row) deltas.
const DIRS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
];

/// The name of point `i`, e.g. `c3`.
pub fn point_name(i: usize) -> String {
    format!("{}{}", (b'a' + (i % 5) as u8) as char, i / 5 + 1)
}

impl RefPos {
    /// The same position as the engine's `p`, read through its public setup only.
    #[cfg(any(test, feature = "internals"))]
    pub fn from_position(p: &crate::board::position::Position) -> RefPos {
        use crate::board::square::Square;
        let s = p.to_setup();
        let mut r = RefPos {
            cells: [None; 25],
            ban: [0; 25],
            turn: s.turn,
            rules: p.rules(),
        };
        for sq in Square::ALL {
            r.cells[sq.index()] = s.piece_at(sq);
            if s.no_east.contains(sq) {
                r.ban[sq.index()] = 1;
            }
            if s.no_west.contains(sq) {
                r.ban[sq.index()] = -1;
            }
        }
        r
    }

    /// Every legal move as (path in notation, resulting position): all complete capture paths
    /// if any capture exists, otherwise every plain step.
    pub fn moves(&self) -> Vec<(String, RefPos)> {
        let me = self.turn;
        let mut captures = Vec::new();
        for i in 0..25 {
            if self.cells[i] == Some(me) {
                let mut after = self.clone();
                after.cells[i] = None;
                after.ban[i] = 0;
                self.jumps(i, vec![i], after, &mut captures);
            }
        }
        if !captures.is_empty() {
            return captures;
        }
        let mut steps = Vec::new();
        let standard = self.rules.variant == Variant::Standard;
        for i in 0..25 {
            if self.cells[i] != Some(me) {
                continue;
            }
            let far_row = if me == Color::White { 4 } else { 0 };
            if standard && i / 5 == far_row {
                continue; // frozen on the opponent's base row
            }
            for (dc, dr) in DIRS {
                let backwards = if me == Color::White { dr < 0 } else { dr > 0 };
                if standard && backwards {
                    continue;
                }
                if dr == 0 && self.ban[i] == dc {
                    continue;
                }
                let Some(to) = along(i, dc, dr, 1) else {
                    continue;
                };
                if self.cells[to].is_some() {
                    continue;
                }
                let mut after = self.clone();
                after.cells[i] = None;
                after.ban[i] = 0;
                after.cells[to] = Some(me);
                if dr == 0 && standard && !self.rules.reversal_allowed {
                    after.ban[to] = -dc;
                }
                after.turn = me.other();
                steps.push((format!("{}-{}", point_name(i), point_name(to)), after));
            }
        }
        steps
    }

    /// Continues a capture path; `board` has the moving piece lifted off.
    fn jumps(&self, at: usize, path: Vec<usize>, board: RefPos, out: &mut Vec<(String, RefPos)>) {
        let enemy = Some(self.turn.other());
        let mut extended = false;
        for (dc, dr) in DIRS {
            let (Some(over), Some(land)) = (along(at, dc, dr, 1), along(at, dc, dr, 2)) else {
                continue;
            };
            if board.cells[over] == enemy && board.cells[land].is_none() {
                extended = true;
                let mut next = board.clone();
                next.cells[over] = None;
                next.ban[over] = 0;
                let mut p = path.clone();
                p.push(land);
                self.jumps(land, p, next, out);
            }
        }
        if !extended && path.len() > 1 {
            let mut after = board;
            after.cells[at] = Some(self.turn);
            after.turn = self.turn.other();
            let text: Vec<String> = path.iter().map(|&i| point_name(i)).collect();
            out.push((text.join("-"), after));
        }
    }
}
