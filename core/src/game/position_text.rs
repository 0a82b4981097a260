//! The position text: one line that writes down a whole position, like chess's FEN.
//!
//! `bbbbb/bbbbb/bb-ww/wwwww/wwwww w - 0` is the start: the rows from 5 down to 1 joined by
//! `/` (`w`, `b`, `-` for each point a to e), the side to move, the reversal bans (`-`, or the
//! points with `<` for "may not step west" or `>` for "may not step east", comma-separated)
//! and the plies since the last capture. Game records, test vectors and the terminal program
//! all use it.
//!
//! [`PositionText`] is the one type for it, shaped like shakmaty's `Fen`: [`FromStr`] reads a
//! text into the [`Setup`] it describes, [`Display`](fmt::Display) writes one, and
//! [`PositionText::into_position`] checks it under a set of rules. It depends on positions,
//! never the other way round: a position's `Debug` form, which is its text, is written here.

use std::fmt;
use std::str::FromStr;

use crate::board::color::Color;
use crate::board::position::Position;
use crate::board::rules::Rules;
use crate::board::setup::{Setup, SetupError};
use crate::board::square::Square;

/// A position written as text (see the module's documentation for the form): the [`Setup`] it
/// describes, which is not yet checked against any rules.
///
/// ```
/// use alquerque_core::{Position, PositionText, Rules};
///
/// let start = "bbbbb/bbbbb/bb-ww/wwwww/wwwww w - 0";
/// let pos = start.parse::<PositionText>().and_then(|t| t.into_position(Rules::default()));
/// assert_eq!(pos, Ok(Position::default()));
/// assert_eq!(PositionText::from(&Position::default()).to_string(), start);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PositionText(pub Setup);

impl PositionText {
    /// The text of a position.
    pub fn from_position(pos: &Position) -> PositionText {
        PositionText(pos.to_setup())
    }

    /// The setup the text describes.
    pub const fn into_setup(self) -> Setup {
        self.0
    }

    /// The position the text describes, checked under `rules`. The error is a
    /// [`ParsePositionError`] (its `Invalid` case) so that reading a text and checking it
    /// chain with one error type: `text.parse::<PositionText>().and_then(|t| t.into_position(rules))`.
    pub fn into_position(self, rules: Rules) -> Result<Position, ParsePositionError> {
        Ok(Position::from_setup(&self.0, rules)?)
    }
}

impl From<&Position> for PositionText {
    fn from(pos: &Position) -> PositionText {
        PositionText::from_position(pos)
    }
}

impl From<Setup> for PositionText {
    fn from(setup: Setup) -> PositionText {
        PositionText(setup)
    }
}

impl From<PositionText> for Setup {
    fn from(text: PositionText) -> Setup {
        text.0
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
    crate::quote::quote(s, crate::quote::QUOTE_CHARS)
}

impl ParsePositionError {
    /// Why, for a player: a phrase to put in a sentence, in the player's language (the text
    /// quoted as it was typed).
    pub fn message(&self) -> alquerque_text::Message {
        use alquerque_text::Message;
        use ParsePositionError as E;
        match self {
            E::BadBoard(s) => Message::new("position-bad-board").notation("text", clip(s)),
            E::BadCell(c) => {
                Message::new("position-bad-cell").notation("text", clip(&c.to_string()))
            }
            E::BadTurn(s) => Message::new("position-bad-turn").notation("text", clip(s)),
            E::BadBan(s) => Message::new("position-bad-ban").notation("text", clip(s)),
            E::BadCount(s) => Message::new("position-bad-count").notation("text", clip(s)),
            E::Trailing(s) => Message::new("position-trailing").notation("text", clip(s)),
            E::Invalid(e) => e.message(),
        }
    }
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
            E::BadCell(c) => write!(f, "'{}' is not a cell (cells are w, b or -)", clip(&c.to_string())),
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

impl fmt::Display for PositionText {
    /// Writes the position text; the start is `bbbbb/bbbbb/bb-ww/wwwww/wwwww w - 0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let setup = &self.0;
        for row in (0..5).rev() {
            for col in 0..5 {
                let sq = Square::from_coords(col, row).ok_or(fmt::Error)?;
                let cell = setup.piece_at(sq).map_or('-', Color::letter);
                write!(f, "{cell}")?;
            }
            if row > 0 {
                f.write_str("/")?;
            }
        }
        write!(f, " {} ", setup.turn.letter())?;
        let bans = setup.no_east | setup.no_west;
        if bans.is_empty() {
            f.write_str("-")?;
        }
        // A valid position bans a piece one way at most; a setup that bans both is written
        // with both, so that the text still reads back as the same setup.
        let marks = bans.flat_map(|sq| {
            [(setup.no_west, '<'), (setup.no_east, '>')]
                .into_iter()
                .filter(move |(set, _)| set.contains(sq))
                .map(move |(_, mark)| (sq, mark))
        });
        for (i, (sq, mark)) in marks.enumerate() {
            write!(f, "{}{sq}{mark}", if i > 0 { "," } else { "" })?;
        }
        write!(f, " {}", setup.plies_since_capture)
    }
}

impl FromStr for PositionText {
    type Err = ParsePositionError;

    /// Reads a position text; the side to move, the bans and the count may be left out
    /// (White, none, 0). Cells and the side to move are read in either case, and `.` is
    /// accepted for an empty point.
    fn from_str(text: &str) -> Result<PositionText, ParsePositionError> {
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
            setup.plies_since_capture =
                count.parse().map_err(|_| E::BadCount(count.to_string()))?;
        }
        if let Some(extra) = fields.next() {
            return Err(E::Trailing(extra.to_string()));
        }
        Ok(PositionText(setup))
    }
}

impl fmt::Debug for Position {
    /// `Position(` and the position text `)`: the whole position, readable in test failures.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", PositionText::from_position(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(text: &str, rules: Rules) -> Result<Position, ParsePositionError> {
        text.parse::<PositionText>()
            .and_then(|t| t.into_position(rules))
    }

    #[test]
    fn start_text() {
        let text = PositionText::from_position(&Position::default()).to_string();
        assert_eq!(text, "bbbbb/bbbbb/bb-ww/wwwww/wwwww w - 0");
        assert_eq!(position(&text, Rules::default()), Ok(Position::default()));
        assert_eq!(
            format!("{:?}", Position::default()),
            "Position(bbbbb/bbbbb/bb-ww/wwwww/wwwww w - 0)"
        );
    }

    #[test]
    fn bans_round_trip() {
        let text = "-----/--b--/-----/-w---/----- b b2>,c4< 7";
        let pos = position(text, Rules::default()).expect("valid");
        assert_eq!(PositionText::from(&pos).to_string(), text);
        assert!(matches!(
            position(text, Rules::with_reversal()),
            Err(ParsePositionError::Invalid(SetupError::BansNotInRules))
        ));
    }

    #[test]
    fn a_setup_banned_both_ways_is_written_as_it_is() {
        let text = "-----/-----/-----/w----/----- b a2<,a2> 13";
        let read: PositionText = text.parse().expect("it reads");
        assert_eq!(read.to_string(), text);
        assert!(matches!(
            read.into_position(Rules::default()),
            Err(ParsePositionError::Invalid(SetupError::BanBothWays(_)))
        ));
    }

    #[test]
    fn short_forms_and_errors() {
        let short: PositionText = "-----/-----/--w--/-----/b----".parse().expect("valid");
        assert_eq!(short.to_string(), "-----/-----/--w--/-----/b---- w - 0");
        assert!(matches!(
            "-----/-----/--w--/-----/b---- w - 0 x".parse::<PositionText>(),
            Err(ParsePositionError::Trailing(_))
        ));
        assert!(matches!(
            "-----/-----/--x--/-----/b----".parse::<PositionText>(),
            Err(ParsePositionError::BadCell('x'))
        ));
    }
}
