//! Text forms: move paths (`c2-c3`, `b2-b4-d2-d4`) and the Qirkat protocol's board cells.
//! Every parser returns a typed error with a message a person understands. The position text
//! has its own module and type, [`PositionText`], re-exported here with the other text forms.

use std::fmt;
use std::str::FromStr;

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::diagnose::IllegalMove;
use crate::moves::Move;
use crate::position::Position;
use crate::setup::Setup;
use crate::square::{ParseSquareError, Square};

pub use crate::position_text::{ParsePositionError, PositionText};

/// A move as written: a start point and the landing points, joined by `-`. It is only a path;
/// [`MoveText::to_move`] finds the legal move that takes it in a given position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveText {
    squares: Vec<Square>,
}

/// Why a text is not a move path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseMoveError {
    /// The text is empty.
    Empty,
    /// A part between dashes is not a point name.
    BadSquare(ParseSquareError),
    /// A path needs a start point and at least one landing point.
    TooShort,
    /// More points than any capture on this board can have.
    TooLong,
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Empty => f.write_str("no move given (write a move as c2-c3)"),
            ParseMoveError::BadSquare(e) => write!(f, "{e}"),
            ParseMoveError::TooShort => {
                f.write_str("a move needs a start and a target point, as in c2-c3")
            }
            ParseMoveError::TooLong => write!(
                f,
                "a capture on this board has at most {} jumps",
                Move::MAX_JUMPS
            ),
        }
    }
}

impl std::error::Error for ParseMoveError {}

impl MoveText {
    /// The points of the path, start first.
    pub fn squares(&self) -> &[Square] {
        &self.squares
    }

    /// The legal move in `pos` that takes this path, or why there is none.
    pub fn to_move(&self, pos: &Position) -> Result<Move, IllegalMove> {
        pos.move_along(&self.squares)
    }
}

impl From<Move> for MoveText {
    fn from(mv: Move) -> MoveText {
        MoveText {
            squares: mv.path().collect(),
        }
    }
}

impl FromStr for MoveText {
    type Err = ParseMoveError;

    /// Parses `c2-c3` or `b2-b4-d2-d4` (points in either case, no spaces inside).
    fn from_str(s: &str) -> Result<MoveText, ParseMoveError> {
        let s = s.trim();
        if s.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        let mut squares = Vec::new();
        for part in s.split('-') {
            if squares.len() > Move::MAX_JUMPS {
                return Err(ParseMoveError::TooLong);
            }
            squares.push(part.parse::<Square>().map_err(ParseMoveError::BadSquare)?);
        }
        if squares.len() < 2 {
            return Err(ParseMoveError::TooShort);
        }
        Ok(MoveText { squares })
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, sq) in self.squares.iter().enumerate() {
            if i > 0 {
                f.write_str("-")?;
            }
            write!(f, "{sq}")?;
        }
        Ok(())
    }
}

/// Why the board of a Qirkat `set` command could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseCellsError {
    /// A character other than `w`, `b`, `-` or whitespace.
    BadCell(char),
    /// Not exactly 25 cells.
    WrongCount(usize),
}

impl fmt::Display for ParseCellsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseCellsError::BadCell(c) => {
                write!(f, "'{c}' is not a board cell (use w, b or -)")
            }
            ParseCellsError::WrongCount(n) => {
                write!(f, "a board has 25 cells, this one has {n}")
            }
        }
    }
}

impl std::error::Error for ParseCellsError {}

/// Reads the 25 cells of a Qirkat `set` command (`w`, `b`, `-`; a1..e1 first, then row 2 up
/// to row 5; whitespace anywhere between) into a setup with `turn` to move and no bans.
pub fn parse_cells(cells: &str, turn: Color) -> Result<Setup, ParseCellsError> {
    let mut setup = Setup::empty(turn);
    let mut n = 0usize;
    for c in cells.chars().filter(|c| !c.is_whitespace()) {
        let color = match c {
            'w' | 'W' => Some(Color::White),
            'b' | 'B' => Some(Color::Black),
            '-' => None,
            other => return Err(ParseCellsError::BadCell(other)),
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
        return Err(ParseCellsError::WrongCount(n));
    }
    Ok(setup)
}

/// The board as the Qirkat `dump` command prints it, without the `===` lines: rows 5 down to
/// 1, each as two spaces and the five cells separated by single spaces.
pub fn qirkat_rows(pieces_white: Bitboard, pieces_black: Bitboard) -> Vec<String> {
    (0..5)
        .rev()
        .map(|row| {
            let cells: Vec<String> = (0..5)
                .filter_map(|col| Square::from_coords(col, row))
                .map(|sq| {
                    if pieces_white.contains(sq) {
                        "w".to_string()
                    } else if pieces_black.contains(sq) {
                        "b".to_string()
                    } else {
                        "-".to_string()
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
    fn move_text() {
        let t: MoveText = "b2-b4-d2-d4".parse().expect("valid");
        assert_eq!(t.to_string(), "b2-b4-d2-d4");
        assert_eq!(t.squares().len(), 4);
        assert_eq!("c2".parse::<MoveText>(), Err(ParseMoveError::TooShort));
        assert!("c2-".parse::<MoveText>().is_err());
        assert!("c2--c3".parse::<MoveText>().is_err());
        assert!("".parse::<MoveText>().is_err());
    }

    #[test]
    fn qirkat_cells() {
        let s = parse_cells("w---w ----- ----- ----- bb---", Color::White).expect("valid");
        assert_eq!(
            qirkat_rows(s.white, s.black),
            vec![
                "  b b - - -",
                "  - - - - -",
                "  - - - - -",
                "  - - - - -",
                "  w - - - w"
            ]
        );
        assert_eq!(
            parse_cells("w---w", Color::White),
            Err(ParseCellsError::WrongCount(5))
        );
        assert_eq!(
            parse_cells("x", Color::White),
            Err(ParseCellsError::BadCell('x'))
        );
    }
}
