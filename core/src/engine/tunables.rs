//! Every tunable of the AI in one place: what each level searches with, the hint's and the
//! review's budgets, the resources an engine holds and a phone's limits on them, the proof
//! tables' sizes, and how a decision's time is shared between its searches.
//!
//! The values were chosen by measurement; `docs/strength-log.md` keeps what was measured and
//! when, and a change here gets an entry there. Constants that are part of an
//! algorithm rather than a choice of strength stay beside it (the playouts' material scale,
//! df-pn's threshold factor).

use std::time::Duration;

use super::level::Level;
use super::params::{Budget, EngineParams, Resources};
use crate::search::mcts::MctsParams;
use crate::search::playout::PlayoutPolicy;

/// Perfect play's proof-number table (the levels with `proof_expansions`): 64 MiB, made on
/// first use and kept between moves.
pub(crate) const PROOF_TABLE_BYTES: usize = 64 << 20;

/// The proof-number table of the quick questions: who wins with perfect play after each move
/// ([`Known`](crate::engine::Known)) and at each position of a review. Small enough to make
/// afresh on a phone.
pub const QUICK_PROOF_TABLE_BYTES: usize = 16 << 20;

/// The expansions per position of those quick questions: a few milliseconds on a phone,
/// enough for the shipped proof's lines and small endgames.
pub(crate) const QUICK_PROOF_EXPANSIONS: u64 = 5_000;

impl Resources {
    /// What a phone gives one engine: at most two threads (more cores drain the battery and
    /// heat the phone for little strength), 2^21 tree nodes in all threads together (about
    /// 64 MiB), and the desktop's tables (the forced-win table of 4 MiB, the proof table of
    /// 64 MiB). The levels are tuned on desktops, where `master` uses every
    /// core with a tree per core; a phone runs them [`EngineParams::within`] this.
    pub const PHONE: Resources = Resources {
        threads: 2,
        tree_nodes: 1 << 20,
        solver_table_log2: 18,
        proof_table_bytes: PROOF_TABLE_BYTES,
    };
}

impl Default for Resources {
    /// One thread, 2^21 tree nodes (64 MiB), the forced-win table of 2^18 entries and the
    /// proof table of 64 MiB.
    fn default() -> Resources {
        Resources {
            tree_nodes: 1 << 21,
            ..ONE_THREAD
        }
    }
}

/// A level's resources on one thread: 2^20 tree nodes (32 MiB), ample for seconds of search and
/// modest on a phone.
const ONE_THREAD: Resources = Resources {
    threads: 1,
    tree_nodes: 1 << 20,
    solver_table_log2: 18,
    proof_table_bytes: PROOF_TABLE_BYTES,
};

/// The strongest levels' resources: a thread and a tree on every core.
const EVERY_CORE: Resources = Resources {
    threads: 0,
    ..ONE_THREAD
};

/// Where the strong levels stop a playout and judge it by the pieces left: random moves far
/// from the position add more noise than knowledge, and a cut playout is cheaper. Master and
/// Perfect share Hard's tree search and get the same playouts. The weaker levels keep whole
/// playouts: their strength was set with them.
const STRONG_CUTOFF: u32 = 8;

/// What every level starts from; each level in [`Level::params`] names only what it changes.
const BASE: EngineParams = EngineParams {
    mcts: MctsParams {
        exploration: 1.0,
        playout: PlayoutPolicy::Tactical,
        max_playout_plies: 400,
        playout_cutoff: 0,
    },
    solver_moves: 1,
    solver_nodes: 20_000_000,
    temperature: 0.0,
    budget: Budget::iterations(200),
    proof_expansions: 0,
    resources: ONE_THREAD,
};

/// The tree search of Hard, Master and Perfect.
const STRONG_MCTS: MctsParams = MctsParams {
    exploration: 0.7,
    playout_cutoff: STRONG_CUTOFF,
    ..BASE.mcts
};

impl Level {
    /// The engine parameters of this level: the base with what the level changes.
    pub const fn params(self) -> EngineParams {
        match self {
            // Loose hands (a temperature) make plausible moves and real mistakes.
            Level::Beginner => EngineParams {
                temperature: 1.0,
                budget: Budget::iterations(200),
                ..BASE
            },
            Level::Easy => EngineParams {
                temperature: 0.5,
                budget: Budget::iterations(1_500),
                ..BASE
            },
            Level::Medium => EngineParams {
                mcts: MctsParams {
                    exploration: 0.8,
                    ..BASE.mcts
                },
                solver_moves: 3,
                temperature: 0.1,
                budget: Budget::iterations(3_000),
                ..BASE
            },
            // A short proof search: it plays the wins it proves and leaves out the moves it
            // proves lost, after the forced-win search, whose wins are shorter.
            Level::Hard => EngineParams {
                mcts: STRONG_MCTS,
                solver_moves: 5,
                budget: Budget::millis(300),
                proof_expansions: 200_000,
                ..BASE
            },
            Level::Master => EngineParams {
                mcts: STRONG_MCTS,
                solver_moves: 9,
                budget: Budget::millis(3000),
                resources: EVERY_CORE,
                ..BASE
            },
            // The proof search may take a share of the time ([`PROOF_SHARE`]); the rest is
            // Master's.
            Level::Perfect => EngineParams {
                mcts: STRONG_MCTS,
                solver_moves: 9,
                budget: Budget::millis(4000),
                proof_expansions: 3_000_000,
                resources: EVERY_CORE,
                ..BASE
            },
        }
    }
}

impl Default for EngineParams {
    /// A second of Hard's forced-win depth and an unscaled tree search on one thread.
    fn default() -> EngineParams {
        EngineParams {
            mcts: MctsParams::default(),
            solver_moves: 5,
            solver_nodes: 20_000_000,
            temperature: 0.0,
            budget: Budget::millis(1000),
            proof_expansions: 0,
            resources: Resources::default(),
        }
    }
}

impl Default for MctsParams {
    /// Exploration 0.7, tactical playouts to the end of the game (at most 400 plies).
    fn default() -> MctsParams {
        MctsParams {
            exploration: 0.7,
            playout: PlayoutPolicy::Tactical,
            max_playout_plies: 400,
            playout_cutoff: 0,
        }
    }
}

/// The search behind a hint for a person: the default level's search for one second. Strong
/// enough to teach, short enough to wait for.
pub fn hint_params() -> EngineParams {
    EngineParams {
        budget: HINT_BUDGET,
        ..Level::Hard.params()
    }
}

/// A hint's budget.
const HINT_BUDGET: Budget = Budget::millis(1000);

/// A share of a decision's time budget.
#[derive(Copy, Clone, Debug)]
pub(crate) struct TimeShare {
    /// The budget is divided by this.
    parts: u32,
}

impl TimeShare {
    /// This share of `time`.
    pub(crate) fn of(self, time: Duration) -> Duration {
        time / self.parts
    }
}

/// The forced-win search may take up to half of a decision's time: what it proves decides the
/// move or prunes the tree, and the tree search keeps at least the other half.
pub(crate) const FORCED_WIN_SHARE: TimeShare = TimeShare { parts: 2 };

/// Perfect play's proof search may take up to a quarter of a decision's time, counted from
/// when it starts; the tree search has the rest.
pub(crate) const PROOF_SHARE: TimeShare = TimeShare { parts: 4 };

/// A review's tree-search iterations per position: iterations, never time, so that a review is
/// the same on every machine for a seed; enough for the marks to rise above the noise of the
/// engine's values, few enough for a game in seconds on a phone.
pub(crate) const REVIEW_ITERATIONS: u64 = 20_000;
/// A review's forced-win search depth, in the mover's own moves.
pub(crate) const REVIEW_SOLVER_MOVES: u32 = 5;
/// The most positions a review's forced-win search visits per position reviewed.
pub(crate) const REVIEW_SOLVER_NODES: u64 = 100_000;
/// A review's expansions per position asking who wins with perfect play.
pub(crate) const REVIEW_PROOF_EXPANSIONS: u64 = 5_000;

#[cfg(test)]
mod tests {
    use super::*;

    /// Every level on a phone: at most the phone's threads and tree memory, its strength
    /// (budget, search parameters) kept.
    #[test]
    fn every_level_fits_a_phone() {
        let phone_nodes = Resources::PHONE.tree_nodes * Resources::PHONE.threads;
        for level in Level::ALL {
            let params = level.params().within(Resources::PHONE);
            let r = params.resources;
            assert!(
                (1..=Resources::PHONE.threads).contains(&r.threads),
                "{level:?}"
            );
            assert!(r.threads * r.tree_nodes <= phone_nodes, "{level:?}");
            assert!(r.proof_table_bytes <= Resources::PHONE.proof_table_bytes);
            assert_eq!(
                params.budget,
                level.params().budget,
                "strength otherwise kept"
            );
            assert_eq!(params.mcts, level.params().mcts);
        }
    }

    #[test]
    fn a_hint_searches_for_a_second() {
        assert_eq!(hint_params().budget, Budget::millis(1000));
    }
}
