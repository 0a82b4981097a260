//! The board's geometry, so the apps draw the points and the line pattern from data.

use alquerque_core::{Direction, Square};

/// A point of the board in grid units: column 0..4 left to right, row 0..4 bottom to top.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct BoardPoint {
    /// Index 0 (a1) to 24 (e5), as in every other call.
    pub index: i32,
    /// Column, 0 (a) to 4 (e).
    pub col: i32,
    /// Row, 0 (row 1, White's base row) to 4 (row 5).
    pub row: i32,
    /// The point's name, e.g. "c3".
    pub name: String,
}

/// A line of the pattern between two adjacent points.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LineSegment {
    /// One end (point index).
    pub from: i32,
    /// The other end (point index).
    pub to: i32,
}

/// The points and the line segments of the board.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct BoardGeometry {
    /// The 25 points in index order.
    pub points: Vec<BoardPoint>,
    /// Every segment of the line pattern once (56 of them: 40 orthogonal, 16 diagonal).
    pub lines: Vec<LineSegment>,
    /// The column letters, a to e.
    pub column_labels: Vec<String>,
    /// The row labels, 1 to 5 (bottom to top).
    pub row_labels: Vec<String>,
}

/// The board's points and lines, as the core defines them.
#[uniffi::export]
pub fn board_geometry() -> BoardGeometry {
    let points = Square::ALL
        .iter()
        .map(|s| BoardPoint {
            index: s.index() as i32,
            col: s.col() as i32,
            row: s.row() as i32,
            name: s.to_string(),
        })
        .collect();
    let mut lines = Vec::new();
    for s in Square::ALL {
        // Each segment once: from the lower-index end.
        for d in Direction::ALL {
            if let Some(t) = s.neighbour(d) {
                if t.index() > s.index() {
                    lines.push(LineSegment {
                        from: s.index() as i32,
                        to: t.index() as i32,
                    });
                }
            }
        }
    }
    BoardGeometry {
        points,
        lines,
        column_labels: ["a", "b", "c", "d", "e"].map(String::from).to_vec(),
        row_labels: ["1", "2", "3", "4", "5"].map(String::from).to_vec(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn geometry_has_the_pattern() {
        let g = board_geometry();
        assert_eq!(g.points.len(), 25);
        let diagonal = g
            .lines
            .iter()
            .filter(|l| {
                let (a, b) = (&g.points[l.from as usize], &g.points[l.to as usize]);
                a.col != b.col && a.row != b.row
            })
            .count();
        assert_eq!(g.lines.len(), 56);
        assert_eq!(diagonal, 16);
        assert_eq!(g.points[12].name, "c3");
    }
}
