//! Drawing the board in a terminal: the line pattern, coordinates, pieces, and colour where
//! the terminal has it.

use alquerque_core::{Bitboard, Color, Position, Square};

/// How to draw.
#[derive(Copy, Clone, Debug)]
pub struct Style {
    /// ANSI colours.
    pub color: bool,
    /// ASCII only (no box-drawing characters).
    pub ascii: bool,
}

fn paint(style: Style, code: &str, text: &str) -> String {
    if style.color {
        format!("\x1b[{code}m{text}\x1b[0m")
    } else {
        text.to_string()
    }
}

/// The board as lines of text, row 5 on top, with the lines of the pattern between points.
/// Points in `marked` (the last move) are highlighted.
pub fn render(pos: &Position, marked: Bitboard, style: Style) -> Vec<String> {
    let (h, v, up, down, point) = if style.ascii {
        ("---", "|", "/", "\\", ".")
    } else {
        ("───", "│", "╱", "╲", "·")
    };
    let mut lines = Vec::new();
    for row in (0..5u8).rev() {
        let mut line = format!("  {} ", row + 1);
        for col in 0..5u8 {
            let Some(sq) = Square::from_coords(col, row) else {
                continue;
            };
            let cell = match pos.piece_at(sq) {
                Some(Color::White) => paint(style, "1;97", "W"),
                Some(Color::Black) => paint(style, "1;91", "B"),
                None => paint(style, "2", point),
            };
            let cell = if marked.contains(sq) {
                if style.color {
                    format!("\x1b[4m{cell}\x1b[0m")
                } else {
                    cell
                }
            } else {
                cell
            };
            line.push_str(&cell);
            if col < 4 {
                line.push_str(&paint(style, "2", h));
            }
        }
        if marked.any() && !style.color {
            let list: Vec<String> = (0..5u8)
                .filter_map(|c| Square::from_coords(c, row))
                .filter(|s| marked.contains(*s))
                .map(|s| s.to_string())
                .collect();
            if !list.is_empty() {
                line.push_str(&format!("   < {}", list.join(" ")));
            }
        }
        lines.push(line);
        if row > 0 {
            // The lines between this row and the one below: verticals and one diagonal per
            // cell, rising from the point with even col + row.
            let mut between = String::from("    ");
            for col in 0..5u8 {
                between.push_str(&paint(style, "2", v));
                if col < 4 {
                    let lower = row - 1;
                    let diag = if (col + lower) % 2 == 0 { up } else { down };
                    between.push(' ');
                    between.push_str(&paint(style, "2", diag));
                    between.push(' ');
                }
            }
            lines.push(between);
        }
    }
    lines.push("    a   b   c   d   e".to_string());
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_board_in_ascii() {
        let lines = render(
            &Position::default(),
            Bitboard::EMPTY,
            Style {
                color: false,
                ascii: true,
            },
        );
        assert_eq!(lines[0], "  5 B---B---B---B---B");
        assert_eq!(lines[1], "    | \\ | / | \\ | / |");
        assert_eq!(lines[4], "  3 B---B---.---W---W");
        assert!(lines.iter().all(|l| l.is_ascii()), "{lines:?}");
        assert_eq!(lines[7], "    | / | \\ | / | \\ |");
        assert_eq!(lines[9], "    a   b   c   d   e");
    }
}
