//! The rule options: every variation of the game is a value here, never a fork of the code.

use std::fmt;

use crate::board::color::Color;
use crate::board::square::Direction;
use crate::unknown_name::names_parse;

/// The family of rules for plain (non-capturing) steps.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Variant {
    /// The default rules (Qirkat as R. C. Bell describes it, the original app's and the Qirkat
    /// protocol's): steps forward or sideways only, a piece on the far row is frozen, and a
    /// sideways step may not be reversed by the same piece's next step (unless
    /// [`Rules::reversal_allowed`]).
    #[default]
    Standard,
    /// The rules of Alfonso X's *Libro de los juegos* (1283): steps along any line in any
    /// direction, no far-row freeze, no reversal ban. Games can cycle, so the draw rules apply.
    Alfonso,
}

impl Variant {
    /// Both variants, the default first.
    pub const ALL: [Variant; 2] = [Variant::Standard, Variant::Alfonso];

    /// The short name used in game records and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::Alfonso => "alfonso",
        }
    }

    /// A title for menus.
    pub const fn title(self) -> &'static str {
        match self {
            Variant::Standard => "Standard (Qirkat)",
            Variant::Alfonso => "Alfonso X (all directions)",
        }
    }
}

names_parse!(
    Variant,
    /// A variant name that is not known.
    ParseVariantError,
    "variant"
);

/// The rules a game is played under. `Rules::default()` is exactly the default rule set of
/// `docs/rules.md` §1; every option (§2) is off by default.
///
/// ```
/// use alquerque_core::{Rules, Variant};
///
/// let rules = Rules::default();
/// assert!(!rules.has_draws());
/// assert_eq!(rules.to_string(), "standard, reversal banned");
/// // The variant's name, as records and the command line write it.
/// let variant: Variant = "alfonso".parse().unwrap();
/// let alfonso = Rules::new(variant, false);
/// assert_eq!(alfonso, Rules::alfonso());
/// // Steps in every direction let games cycle, so the draw rules apply.
/// assert!(alfonso.has_draws());
/// assert_eq!(alfonso.no_capture_limit(), Some(50));
/// assert!("chess".parse::<Variant>().is_err());
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// Which family of step rules applies.
    pub variant: Variant,
    /// The original app's option "inverting each piece's own last move is allowed": lifts the
    /// reversal ban of the standard variant. Games can then cycle, so the draw rules apply.
    pub reversal_allowed: bool,
    /// Where games can cycle, the game is drawn after this many plies in a row without a
    /// capture (0 turns this draw off; threefold repetition still applies).
    pub no_capture_draw_plies: u16,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            variant: Variant::Standard,
            reversal_allowed: false,
            no_capture_draw_plies: Rules::DEFAULT_NO_CAPTURE_DRAW_PLIES,
        }
    }
}

const WHITE_STANDARD: [Direction; 5] = [
    Direction::North,
    Direction::NorthEast,
    Direction::NorthWest,
    Direction::East,
    Direction::West,
];
const BLACK_STANDARD: [Direction; 5] = [
    Direction::South,
    Direction::SouthEast,
    Direction::SouthWest,
    Direction::East,
    Direction::West,
];

impl Rules {
    /// The default number of plies without capture after which a cycling game is drawn.
    pub const DEFAULT_NO_CAPTURE_DRAW_PLIES: u16 = 50;

    /// The rules a player chooses: a variant, and whether reversal is allowed; the no-capture
    /// draw at its default. What every front end builds from its options.
    pub const fn new(variant: Variant, reversal_allowed: bool) -> Rules {
        Rules {
            variant,
            reversal_allowed,
            no_capture_draw_plies: Rules::DEFAULT_NO_CAPTURE_DRAW_PLIES,
        }
    }

    /// The default rules with reversal allowed.
    pub fn with_reversal() -> Rules {
        Rules {
            reversal_allowed: true,
            ..Rules::default()
        }
    }

    /// The Alfonso X rules.
    pub fn alfonso() -> Rules {
        Rules {
            variant: Variant::Alfonso,
            ..Rules::default()
        }
    }

    /// The directions in which `color` may make a plain step.
    #[inline]
    pub fn step_directions(&self, color: Color) -> &'static [Direction] {
        match (self.variant, color) {
            (Variant::Alfonso, _) => &Direction::ALL,
            (Variant::Standard, Color::White) => &WHITE_STANDARD,
            (Variant::Standard, Color::Black) => &BLACK_STANDARD,
        }
    }

    /// The step directions of `color` as a bit set over [`Direction::ALL`] indices.
    #[inline]
    pub(crate) const fn step_mask(&self, color: Color) -> u8 {
        match (self.variant, color) {
            (Variant::Alfonso, _) => Rules::ALL_STEPS,
            (Variant::Standard, Color::White) => Rules::WHITE_STEPS,
            (Variant::Standard, Color::Black) => Rules::BLACK_STEPS,
        }
    }

    /// Standard White steps: East, West, North, NorthEast, NorthWest.
    pub(crate) const WHITE_STEPS: u8 = 0b0011_0111;
    /// Standard Black steps: East, West, South, SouthEast, SouthWest.
    pub(crate) const BLACK_STEPS: u8 = 0b1100_1011;
    /// Every direction.
    pub(crate) const ALL_STEPS: u8 = 0xff;

    /// Whether a piece on the opponent's base row is barred from plain steps.
    #[inline]
    pub const fn freezes_far_row(&self) -> bool {
        matches!(self.variant, Variant::Standard)
    }

    /// Whether a piece's sideways step may not be reversed by its next plain step.
    #[inline]
    pub const fn bans_reversal(&self) -> bool {
        matches!(self.variant, Variant::Standard) && !self.reversal_allowed
    }

    /// Whether games can cycle, and so end in draws by repetition or by the no-capture count.
    /// Under the default rules every game is finite and there are no draws.
    #[inline]
    pub const fn has_draws(&self) -> bool {
        !self.bans_reversal()
    }

    /// The number of plies without capture that draws the game, if that draw applies.
    #[inline]
    pub const fn no_capture_limit(&self) -> Option<u16> {
        if self.has_draws() && self.no_capture_draw_plies > 0 {
            Some(self.no_capture_draw_plies)
        } else {
            None
        }
    }
}

impl fmt::Display for Rules {
    /// A one-line summary such as `standard, reversal banned`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.variant)?;
        if self.variant == Variant::Standard {
            f.write_str(if self.reversal_allowed {
                ", reversal allowed"
            } else {
                ", reversal banned"
            })?;
        }
        if let Some(n) = self.no_capture_limit() {
            write!(f, ", draw after {n} plies without capture")?;
        }
        Ok(())
    }
}
