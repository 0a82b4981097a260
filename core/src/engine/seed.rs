//! How a game's seed becomes each side's: the two engines of a game draw different random
//! numbers, and each is reproducible for the game's seed.

use crate::board::color::Color;
use crate::mix::GOLDEN_GAMMA;

/// The seed of `side`'s engine in a game seeded with `seed`: the two sides draw different
/// random numbers, and each is reproducible for the game's seed.
pub const fn side_seed(seed: u64, side: Color) -> u64 {
    seed ^ (side.index() as u64 + 1).wrapping_mul(GOLDEN_GAMMA)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sides_differ_and_repeat() {
        assert_ne!(side_seed(7, Color::White), side_seed(7, Color::Black));
        assert_eq!(side_seed(7, Color::Black), side_seed(7, Color::Black));
    }
}
