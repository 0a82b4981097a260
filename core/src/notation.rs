//! Text forms: move paths (`c2-c3`, `b2-b4-d2-d4`), position texts, and the Qirkat protocol's
//! board cells. Every parser returns a typed error with a message a person understands.

use std::fmt;
use std::str::FromStr;

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::moves::Move;
use crate::position::{IllegalMove, Position, Setup, SetupError};
use crate::rules::Rules;
use crate::square::{ParseSquareError, Square};

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

/// Why a text is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParsePositionError {
    /// The board part does not have five rows of five cells.
    BadBoard(String),
    /// A board cell is not `w`, `b` or `-`.
    BadCell(char),
    /// The side to move is not `w` or `b`.
    BadTurn(String),
    /// A reversal ban is not written as a point followed by `<` or `>`.
    BadBan(String),
    /// The no-capture count is not a number.
    BadCount(String),
    /// Extra text after the position.
    Trailing(String),
    /// The fields parse but do not make a valid position under the rules.
    Invalid(SetupError),
}

fn clip(s: &str) -> String {
    let mut out: String = s.chars().take(32).collect();
    if s.chars().count() > 32 {
        out.push('…');
    }
    out
}

impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ParsePositionError as E;
        match self {
            E::BadBoard(s) => write!(
                f,
                "'{}' is not a board (write five rows of five cells from row 5 down, separated by '/', as in bbbbb/bbbbb/bb-ww/wwwww/wwwww)",
                clip(s)
            ),
            E::BadCell(c) => write!(f, "'{c}' is not a cell (cells are w, b or -)"),
            E::BadTurn(s) => write!(f, "'{}' is not a side to move (w or b)", clip(s)),
            E::BadBan(s) => write!(
                f,
                "'{}' is not a reversal ban (write the point then < for no step west or > for no step east, as in c3<)",
                clip(s)
            ),
            E::BadCount(s) => write!(f, "'{}' is not a count of plies", clip(s)),
            E::Trailing(s) => write!(f, "unexpected '{}' after the position", clip(s)),
            E::Invalid(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ParsePositionError {}

impl From<SetupError> for ParsePositionError {
    fn from(e: SetupError) -> ParsePositionError {
        ParsePositionError::Invalid(e)
    }
}

fn cell_char(setup: &Setup, sq: Square) -> char {
    setup.piece_at(sq).map_or('-', Color::letter)
}

/// Writes a setup in the position-text form: rows 5 down to 1 joined by `/`, the side to move,
/// the reversal bans (`-` or points with `<`/`>` for the banned step, comma-separated) and the
/// plies since the last capture. The start is `bbbbb/bbbbb/bb-ww/wwwww/wwwww w - 0`.
pub fn setup_text(setup: &Setup) -> String {
    let rows: Vec<String> = (0..5)
        .rev()
        .map(|row| {
            (0..5)
                .filter_map(|col| Square::from_coords(col, row))
                .map(|sq| cell_char(setup, sq))
                .collect()
        })
        .collect();
    let mut bans: Vec<String> = Vec::new();
    for sq in setup.no_east | setup.no_west {
        let mark = if setup.no_west.contains(sq) { '<' } else { '>' };
        bans.push(format!("{sq}{mark}"));
    }
    format!(
        "{} {} {} {}",
        rows.join("/"),
        setup.turn.letter(),
        if bans.is_empty() {
            "-".to_string()
        } else {
            bans.join(",")
        },
        setup.plies_since_capture
    )
}

/// The position-text form of `pos` (see [`setup_text`]).
pub fn position_text(pos: &Position) -> String {
    setup_text(&pos.to_setup())
}

/// Parses a position text (see [`setup_text`]); the side to move, bans and count may be left
/// out (White, none, 0).
pub fn parse_setup(text: &str) -> Result<Setup, ParsePositionError> {
    use ParsePositionError as E;
    let mut fields = text.split_whitespace();
    let board = fields.next().ok_or_else(|| E::BadBoard(String::new()))?;
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != 5 || rows.iter().any(|r| r.chars().count() != 5) {
        return Err(E::BadBoard(board.to_string()));
    }
    let mut setup = Setup::empty(Color::White);
    for (i, row) in rows.iter().enumerate() {
        for (col, c) in row.chars().enumerate() {
            let sq = Square::from_coords(col as u8, 4 - i as u8)
                .ok_or_else(|| E::BadBoard(board.to_string()))?;
            match c {
                'w' | 'W' => setup.white = setup.white.with(sq),
                'b' | 'B' => setup.black = setup.black.with(sq),
                '-' | '.' => {}
                other => return Err(E::BadCell(other)),
            }
        }
    }
    if let Some(turn) = fields.next() {
        let mut chars = turn.chars();
        setup.turn = match (chars.next().and_then(Color::from_letter), chars.next()) {
            (Some(c), None) => c,
            _ => return Err(E::BadTurn(turn.to_string())),
        };
    }
    if let Some(bans) = fields.next() {
        if bans != "-" {
            for ban in bans.split(',') {
                let bad = || E::BadBan(ban.to_string());
                if let Some(point) = ban.strip_suffix('<') {
                    let sq: Square = point.parse().map_err(|_| bad())?;
                    setup.no_west = setup.no_west.with(sq);
                } else if let Some(point) = ban.strip_suffix('>') {
                    let sq: Square = point.parse().map_err(|_| bad())?;
                    setup.no_east = setup.no_east.with(sq);
                } else {
                    return Err(bad());
                }
            }
        }
    }
    if let Some(count) = fields.next() {
        setup.plies_since_capture = count.parse().map_err(|_| E::BadCount(count.to_string()))?;
    }
    if let Some(extra) = fields.next() {
        return Err(E::Trailing(extra.to_string()));
    }
    Ok(setup)
}

/// Parses a position text and validates it under `rules`.
pub fn parse_position(text: &str, rules: Rules) -> Result<Position, ParsePositionError> {
    Ok(Position::from_setup(&parse_setup(text)?, rules)?)
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
    fn start_text() {
        let text = position_text(&Position::default());
        assert_eq!(text, "bbbbb/bbbbb/bb-ww/wwwww/wwwww w - 0");
        assert_eq!(
            parse_position(&text, Rules::default()),
            Ok(Position::default())
        );
    }

    #[test]
    fn bans_round_trip() {
        let text = "-----/--b--/-----/-w---/----- b b2>,c4< 7";
        let pos = parse_position(text, Rules::default()).expect("valid");
        assert_eq!(position_text(&pos), text);
        assert!(matches!(
            parse_position(text, Rules::with_reversal()),
            Err(ParsePositionError::Invalid(SetupError::BansNotInRules))
        ));
    }

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
