//! A model of a person new to the game, the stand-in the ladder's claim "a newcomer can beat
//! Beginner and Easy" is measured with: it sees what is on the board now and nothing deeper.
//! It takes the capture that takes most (capturing is compulsory; it counts the pieces a path
//! takes), and otherwise steps at random among the moves that leave the opponent nothing to
//! capture, or among all of them if none does.

use alquerque_core::internals::Rng;
use alquerque_core::{Game, Move, Position};

/// The novice's move for the side to move in `game`, `None` if it has none.
pub fn novice_move(game: &Game, rng: &mut Rng) -> Option<Move> {
    let pos = game.position();
    let moves = pos.legal_moves().into_vec();
    let most = moves.iter().map(|m| m.jumps()).max()?;
    let candidates: Vec<Move> = if most > 0 {
        moves.into_iter().filter(|m| m.jumps() == most).collect()
    } else {
        let safe: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&m| !offers_a_capture(pos, m))
            .collect();
        if safe.is_empty() {
            moves
        } else {
            safe
        }
    };
    candidates
        .get(rng.below(candidates.len() as u32) as usize)
        .copied()
}

/// Whether the opponent can capture after `mv`.
fn offers_a_capture(pos: &Position, mv: Move) -> bool {
    let after = pos.after(mv);
    let mut capture = false;
    after.for_each_move(|m| capture |= m.is_capture());
    capture
}

#[cfg(test)]
mod tests {
    use super::*;
    use alquerque_core::{PositionText, Rules};

    fn game(text: &str) -> Game {
        let pos = text
            .parse::<PositionText>()
            .and_then(|t| t.into_position(Rules::default()))
            .expect("valid test position");
        Game::from_position(pos)
    }

    /// b1-b3-b5 takes two pieces, b1-d1 one: the novice always takes two.
    #[test]
    fn takes_the_capture_that_takes_most() {
        let g = game("-----/-b---/-----/-b---/-wb-- w - 0");
        for seed in 0..20 {
            let mv = novice_move(&g, &mut Rng::new(seed)).expect("a move");
            assert_eq!(mv.to_string(), "b1-b3-b5");
        }
    }

    /// White's a1 can step to b2 (where b3 takes it, landing on b1) or to a2 or b1 (safe:
    /// nothing to take): the novice never offers the piece while a safe step exists, and
    /// plays both safe steps over the seeds.
    #[test]
    fn never_offers_a_capture_when_a_safe_step_exists() {
        let g = game("-----/-----/-b---/-----/w---- w - 0");
        let pos = *g.position();
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..40 {
            let mv = novice_move(&g, &mut Rng::new(seed)).expect("a move");
            assert!(!offers_a_capture(&pos, mv), "{mv} offers a capture");
            seen.insert(mv.to_string());
        }
        assert!(seen.len() >= 2, "random among the safe steps: {seen:?}");
        assert!(
            pos.legal_moves().iter().any(|&m| offers_a_capture(&pos, m)),
            "the position has an unsafe step to avoid"
        );
    }
}
