//! The board as the Qirkat protocol writes it: the 25 cells of `set C B` read into a position,
//! and the rows `dump` prints.

use std::fmt;

use alquerque_core::{Bitboard, Color, Position, Rules, Setup, SetupError, Square};

/// Why a `set`-style position could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetError {
    /// Not a side and a board.
    Shape,
    /// The side to move is not `white` or `black`.
    Side,
    /// A character other than `w`, `b`, `-` or whitespace.
    BadCell(char),
    /// Not exactly 25 cells.
    WrongCount(usize),
    /// The cells make no valid position (e.g. a piece on its own base row cannot be).
    Invalid(SetupError),
}

impl fmt::Display for SetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetError::Shape => f.write_str("a position is a side and 25 cells (\"white b-w...\")"),
            SetError::Side => f.write_str("the side to move is white or black"),
            SetError::BadCell(c) if c.is_control() => f.write_str("a cell is w, b or -"),
            SetError::BadCell(c) => write!(f, "'{c}' is not a cell (use w, b or -)"),
            SetError::WrongCount(n) => write!(f, "a board has 25 cells, this one has {n}"),
            SetError::Invalid(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for SetError {}

/// Reads `C B` as the `set` command takes it: C = `white` or `black` (any case), the side to
/// move; B = 25 cells of `w`, `b`, `-`, a1..e1 first, then row 2 up to row 5, with whitespace
/// anywhere between. No reversal bans, no plies since a capture.
pub fn position_from_set(text: &str, rules: Rules) -> Result<Position, SetError> {
    let (side, cells) = text
        .trim()
        .split_once(char::is_whitespace)
        .ok_or(SetError::Shape)?;
    let turn = Color::from_name(side).ok_or(SetError::Side)?;
    let mut setup = Setup::empty(turn);
    let mut n = 0usize;
    for c in cells.chars().filter(|c| !c.is_whitespace()) {
        let color = match c {
            'w' | 'W' => Some(Color::White),
            'b' | 'B' => Some(Color::Black),
            '-' => None,
            other => return Err(SetError::BadCell(other)),
        };
        if let (Some(color), Some(sq)) = (color, Square::new(n.min(255) as u8)) {
            match color {
                Color::White => setup.white = setup.white.with(sq),
                Color::Black => setup.black = setup.black.with(sq),
            }
        }
        n += 1;
    }
    if n != 25 {
        return Err(SetError::WrongCount(n));
    }
    Position::from_setup(&setup, rules).map_err(SetError::Invalid)
}

/// The board as `dump` prints it, between its `===` lines: rows 5 down to 1, each as two
/// spaces and the five cells separated by single spaces.
pub fn dump_rows(position: &Position) -> Vec<String> {
    let (white, black): (Bitboard, Bitboard) =
        (position.pieces(Color::White), position.pieces(Color::Black));
    (0..5)
        .rev()
        .map(|row| {
            let cells: Vec<&str> = (0..5)
                .filter_map(|col| Square::from_coords(col, row))
                .map(|sq| {
                    if white.contains(sq) {
                        "w"
                    } else if black.contains(sq) {
                        "b"
                    } else {
                        "-"
                    }
                })
                .collect();
            format!("  {}", cells.join(" "))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_and_dump_agree() {
        let text = "black w-w-- ----- ----- ----- b-b--";
        let pos = position_from_set(text, Rules::default()).expect("valid");
        assert_eq!(pos.turn(), Color::Black);
        assert_eq!(
            dump_rows(&pos),
            [
                "  b - b - -",
                "  - - - - -",
                "  - - - - -",
                "  - - - - -",
                "  w - w - -"
            ]
        );
        let start = position_from_set("WHITE wwwww wwwww bb-ww bbbbb bbbbb", Rules::default());
        assert_eq!(start, Ok(Position::new(Rules::default())));
    }

    #[test]
    fn bad_sets_say_why() {
        let rules = Rules::default();
        assert_eq!(position_from_set("white", rules), Err(SetError::Shape));
        assert_eq!(position_from_set("red w", rules), Err(SetError::Side));
        assert_eq!(
            position_from_set("white wx", rules),
            Err(SetError::BadCell('x'))
        );
        assert_eq!(
            position_from_set("white www", rules),
            Err(SetError::WrongCount(3))
        );
        // Protocol errors may quote these: no colon, no "wins" or "moves".
        for bad in ["white", "red w", "white wx", "white www", "white \u{7}"] {
            let text = position_from_set(bad, rules).expect_err("bad").to_string();
            let lower = text.to_lowercase();
            assert!(!lower.contains(':') && !lower.contains("wins") && !lower.contains("moves"));
            assert!(!text.chars().any(char::is_control), "{text:?}");
        }
    }
}
