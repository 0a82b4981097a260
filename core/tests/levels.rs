//! The levels do their work, not their time: from positions the shipped proof does not cover,
//! every level's decision ends because its work is done (or a search proved the move), never
//! because its time cap, sized for a slow phone's core, ran out. The cap is a safety net; on
//! this machine it is not reached, so the ladder measured here is the ladder a phone plays.
//! (How long the work takes is measured by `alquerque bench --levels-only`, not asserted.)

use std::sync::atomic::AtomicBool;

use alquerque_core::engine::{Decision, Engine, Level};
use alquerque_core::Game;

/// A balanced opening (the first of `alquerque match --opening-plies 4 --balanced --seed 1`),
/// off the shipped proof, so that every level searches.
const OPENING: &str = "1. d3-c3 b3-d3 2. e3-c3 d4-e3 *";

/// The opening, and a middle game reached from it by eight plies or more (each side's last legal
/// move in the generator's order, a plain and reproducible line, up to a real choice).
fn positions() -> Vec<Game> {
    let opening = Game::from_record(OPENING).expect("a valid record");
    let mut later = opening.clone();
    while later.moves().len() < 12 || later.legal_moves().len() == 1 {
        let last = *later.legal_moves().last().expect("the game goes on");
        later.play(last).expect("a legal move");
    }
    vec![opening, later]
}

#[test]
fn every_level_finishes_its_work_before_its_time_cap() {
    for game in positions() {
        let record = game.to_record();
        assert!(game.legal_moves().len() > 1, "{record}: a choice to make");
        for level in Level::ALL {
            let params = level.params();
            let work = params
                .budget
                .iterations
                .expect("a level is defined by work");
            let r = Engine::new(params, 7).search(&game, &AtomicBool::new(false), &mut |_| {});
            assert!(
                !r.capped,
                "{level:?} from {record}: the time cap stopped it ({r:?})"
            );
            assert!(!r.cancelled);
            assert!(r.best.is_some(), "{level:?} from {record}: a move");
            // The tree search does its iterations, or fewer when it proves the game first,
            // or none when an exact search decided.
            assert!(r.iterations <= work, "{level:?} from {record}");
            assert!(
                matches!(
                    r.decision,
                    Decision::Search
                        | Decision::ForcedWin(_)
                        | Decision::ForcedLoss(_)
                        | Decision::Proven
                ),
                "{level:?} from {record}: {:?}",
                r.decision
            );
            if params.proof_expansions > 0 && r.decision == Decision::Search {
                assert!(
                    r.proof_expansions > 0,
                    "{level:?} from {record}: its proof search ran"
                );
            }
        }
    }
}
