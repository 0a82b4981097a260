//! What an engine is given: a budget per decision, the search's parameters, and the resources
//! it may hold. The values of every level, and the limits of a phone, are in `tunables.rs`.

use std::time::Duration;

use crate::search::mcts::MctsParams;

/// How much a search may spend. With both limits it stops at the first reached; with neither
/// it runs until stopped.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    /// Tree-search iterations (each one playout), summed over threads.
    pub iterations: Option<u64>,
    /// Wall-clock time for the whole decision.
    pub time: Option<Duration>,
}

impl Budget {
    /// A budget of `n` iterations.
    pub const fn iterations(n: u64) -> Budget {
        Budget {
            iterations: Some(n),
            time: None,
        }
    }

    /// A budget of `ms` milliseconds.
    pub const fn millis(ms: u64) -> Budget {
        Budget {
            iterations: None,
            time: Some(Duration::from_millis(ms)),
        }
    }

    /// A level's budget: `n` iterations of work, and `cap_ms` milliseconds at most, a safety
    /// net for devices too slow to do the work in good time (the searches before the tree
    /// search stop at their shares of it too).
    pub const fn work(n: u64, cap_ms: u64) -> Budget {
        Budget {
            iterations: Some(n),
            time: Some(Duration::from_millis(cap_ms)),
        }
    }
}

/// What an engine may hold while it thinks: its threads and the memory of its searches. One
/// struct, so that a device's limits ([`Resources::PHONE`]) cap all of it at once.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Resources {
    /// Search threads (0 = one per available core), each with a tree of its own.
    pub threads: usize,
    /// The most nodes each thread's tree may hold (32 bytes each); beyond it leaves stop
    /// expanding.
    pub tree_nodes: usize,
    /// The forced-win search's table: 2^`solver_table_log2` entries of 16 bytes.
    pub solver_table_log2: u32,
    /// The most bytes perfect play's proof-number table may grow to (made on first use, only
    /// by levels with `proof_expansions`).
    pub proof_table_bytes: usize,
}

impl Resources {
    /// The threads these resources stand for: `threads`, or one per available core for 0.
    pub fn thread_count(&self) -> usize {
        match self.threads {
            0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
            n => n,
        }
    }

    /// These resources within `limit`: no more threads, no more tree memory in all threads
    /// together (the limit's nodes per thread times its threads, shared out among the threads
    /// kept), and tables no larger. A level keeps its strength otherwise: its budget and
    /// search parameters are not resources.
    pub fn within(self, limit: Resources) -> Resources {
        let threads = self.thread_count().min(limit.thread_count()).max(1);
        let tree_memory = limit.tree_nodes.saturating_mul(limit.thread_count());
        Resources {
            threads,
            tree_nodes: self.tree_nodes.min(tree_memory / threads),
            solver_table_log2: self.solver_table_log2.min(limit.solver_table_log2),
            proof_table_bytes: self.proof_table_bytes.min(limit.proof_table_bytes),
        }
    }
}

/// Every parameter of the engine: a level is one value of this.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct EngineParams {
    /// The tree search's parameters.
    pub mcts: MctsParams,
    /// Depth of the forced-win search in the mover's own moves (0 turns it off).
    pub solver_moves: u32,
    /// The most positions the forced-win search may visit per decision.
    pub solver_nodes: u64,
    /// 0 plays the best move; above 0 the move is drawn with probability proportional to
    /// `visits^(1/temperature)` among moves not proven lost: plausible mistakes for easy levels.
    pub temperature: f32,
    /// The budget per decision.
    pub budget: Budget,
    /// Perfect play (0 turns it off): play a proven winning move, from the shipped proof of
    /// the start position (before any other search) or from a proof-number search of at most
    /// this many expansions and a share of the time budget (after the forced-win search,
    /// whose wins are shorter); the moves that search proves lost are left out of the tree
    /// search. Only under rules without draws.
    pub proof_expansions: u64,
    /// The threads and memory the engine may hold.
    pub resources: Resources,
}

impl EngineParams {
    /// These parameters with their resources within `limit` (see [`Resources::within`]), for
    /// example [`Resources::PHONE`].
    ///
    /// ```
    /// use alquerque_core::engine::{Level, Resources};
    ///
    /// let desktop = Level::Master.params();
    /// let phone = desktop.within(Resources::PHONE);
    /// assert!(phone.resources.thread_count() <= Resources::PHONE.threads);
    /// assert!(phone.resources.proof_table_bytes <= Resources::PHONE.proof_table_bytes);
    /// // The level's strength is not a resource: its budget and search stay.
    /// assert_eq!(phone.budget, desktop.budget);
    /// assert_eq!(phone.solver_moves, desktop.solver_moves);
    /// ```
    pub fn within(mut self, limit: Resources) -> EngineParams {
        self.resources = self.resources.within(limit);
        self
    }
}

/// The work an analysis spends on each legal move; [`AnalysisBudget::PHONE`] (in
/// `analysis.rs`, its values in `tunables.rs`) is the analysis board's. More work proves more moves; it never changes a value that is proved.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct AnalysisBudget {
    /// How many of a side's own moves the forced-win search looks ahead: the longest
    /// "wins in N" or "loses in N" it can name.
    pub solver_moves: u32,
    /// The most positions the forced-win search visits for one move.
    pub solver_nodes: u64,
    /// The most proof-search expansions for one move, where the forced-win search proved
    /// nothing.
    pub proof_expansions: u64,
}
