//! The board as the Qirkat protocol writes it: the 25 cells of `set C B` read into a position,
//! and the rows `dump` prints. Also the options that choose a position on the command line (`perft`, `solve`).

use std::fmt;
use std::path::PathBuf;

use alquerque_core::{Bitboard, Color, Position, PositionText, Rules, Setup, SetupError, Square};

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

/// The position and rules a command works on (`perft`, `solve`): the start, a position in the
/// `set` syntax or in the position text, or one reached in a saved game, under a variant with
/// or without reversal (a saved game brings its own).
#[derive(clap::Args, Clone, Debug)]
pub struct PositionArgs {
    /// The position in the Qirkat `set` syntax: "C B" with C = white|black and B the 25 cells
    /// a1..e5 of w, b, -. It has no reversal bans: for a position from a game, use --position
    /// or --record. Default: the start position.
    #[arg(long, conflicts_with_all = ["position", "record"])]
    pub set: Option<String>,
    /// The position as game records write it, like chess's FEN: rows 5 down to 1, the side to
    /// move, the reversal bans and the plies since the last capture, e.g.
    /// "bbbbb/bbbbb/bb-ww/wwwww/wwwww w - 0" (the start).
    #[arg(
        long,
        value_name = "TEXT",
        conflicts_with = "record",
        allow_hyphen_values = true
    )]
    pub position: Option<String>,
    /// A saved game (a game record, as `play` saves and `match --records` writes them): the
    /// position before its ply --ply, under the game's own rules.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["variant", "reversal"])]
    pub record: Option<PathBuf>,
    /// With --record: the ply whose position to take, 0 for the game's first position.
    /// Default: the position the game ended in.
    #[arg(long, requires = "record")]
    pub ply: Option<usize>,
    /// The rule variant.
    #[arg(long, default_value = "standard")]
    pub variant: alquerque_core::Variant,
    /// Allow reversal (lifts the reversal ban; games can then be drawn).
    #[arg(long)]
    pub reversal: bool,
}

impl PositionArgs {
    /// The position chosen, under its rules; the error names the option that was wrong and
    /// why.
    pub fn position(&self) -> Result<Position, String> {
        let rules = Rules::new(self.variant, self.reversal);
        if let Some(text) = &self.set {
            return position_from_set(text, rules).map_err(|e| format!("--set: {e}"));
        }
        if let Some(text) = &self.position {
            return text
                .parse::<PositionText>()
                .and_then(|t| t.into_position(rules))
                .map_err(|e| format!("--position: {e}"));
        }
        let Some(path) = &self.record else {
            return Ok(Position::new(rules));
        };
        let game = crate::input::load_record(path)
            .map_err(|e| format!("cannot load {}: {e}", path.display()))?;
        let positions = game.positions();
        let ply = self.ply.unwrap_or(positions.len() - 1);
        positions.get(ply).copied().ok_or_else(|| {
            format!(
                "--ply {ply}: {} has {} plies, so --ply goes from 0 to {}",
                path.display(),
                positions.len() - 1,
                positions.len() - 1
            )
        })
    }
}

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
