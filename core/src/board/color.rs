//! The two sides.

use std::fmt;
use std::ops::Not;

/// A side: White (light, moves first, base row 1) or Black (dark, base row 5).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The light pieces; they start on rows 1–2 plus d3, e3 and move first.
    White,
    /// The dark pieces; they start on rows 4–5 plus a3, b3.
    Black,
}

impl Color {
    /// Both colours, White first, for iteration.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The other side.
    #[inline]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black: an index into per-colour arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The row (0-based) of this side's own base row: 0 for White, 4 for Black.
    #[inline]
    pub const fn base_row(self) -> u8 {
        match self {
            Color::White => 0,
            Color::Black => 4,
        }
    }

    /// The name as the Qirkat protocol writes it: `White` or `Black`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }

    /// The keyword a message selects on to name this side in a player's language, `white` or
    /// `black`: each language writes the side as its grammar needs (`las blancas`).
    pub const fn keyword(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// The one-letter code used on boards and in position texts: `w` or `b`.
    pub const fn letter(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// Parses `w`/`b`, case-insensitively.
    pub fn from_letter(c: char) -> Option<Color> {
        match c.to_ascii_lowercase() {
            'w' => Some(Color::White),
            'b' => Some(Color::Black),
            _ => None,
        }
    }

    /// Parses `white`/`black` in any case, as the Qirkat protocol accepts them.
    pub fn from_name(s: &str) -> Option<Color> {
        if s.eq_ignore_ascii_case("white") {
            Some(Color::White)
        } else if s.eq_ignore_ascii_case("black") {
            Some(Color::Black)
        } else {
            None
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        self.other()
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
