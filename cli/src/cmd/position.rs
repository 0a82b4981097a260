//! The options that choose the position a command works on (`perft`, `solve`): the start, a
//! position in the Qirkat `set` syntax or in the position text, or one reached in a saved game.

use std::path::PathBuf;

use alquerque_core::{Position, PositionText, Rules};

use crate::qirkat::board::position_from_set;

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
        let game = crate::term::input::load_record(path)
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
