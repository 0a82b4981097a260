//! What every front end asks of the AI in the same way, decided once: the search behind a
//! hint, and how a game's seed becomes each side's.

use crate::board::color::Color;
use crate::mix::GOLDEN_GAMMA;

use crate::engine::{Budget, EngineParams, Level};

/// The search behind a hint for a person: the default level's search for one second. Strong
/// enough to teach, short enough to wait for.
pub fn hint_params() -> EngineParams {
    let mut params = Level::Hard.params();
    params.budget = Budget::millis(1000);
    params
}

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
        assert_eq!(hint_params().budget, Budget::millis(1000));
    }
}
